"""The position API: the builders, loading hand-made positions, and stacked chance.

What a researcher or a test relies on: a built position is a legal game that plays on and
survives saving; ``load_state`` settles a decision with one legal action and refuses a
decision held by the wrong seat; ``stack_chance`` fixes the next plantations, cards and
dice for whoever set them, and for nobody else.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tradewinds
from tradewinds import InvalidStateError, State, load_state, new_game
from tradewinds.games import manila, puerto_rico, san_juan

ALL_EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]


def play_out(state: State, seed: int) -> None:
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def all_views(state: State) -> list[dict[str, Any]]:
    return [state.view(seat) for seat in [None, *range(state.players)]]


# ------------------------------------------------------------------ builders
def pr_position(players: int, expansions: list[str]) -> State:
    ships: list[tuple[str, int] | None] = [None] * (2 if players == 2 else 3)
    ships[-1] = ("corn", 2)
    return puerto_rico.position(
        players,
        options={"expansions": expansions},
        governor=players - 1,
        seats={
            0: {
                "doubloons": 9,
                "vp": 4,
                "plantations": {"coffee": 2, "corn": 1, "quarry": 1},
                "occupied": {"coffee": 1, "quarry": 1},
                "buildings": {"coffee_roaster": 1},
                "goods": {"coffee": 2, "indigo": 1},
                "san_juan": 1,
            }
        },
        face_up=["tobacco"] * (players + 1),
        ships=ships,
        trading_house=["sugar", "indigo"],
        colonist_ship=players,
        role_money={"settler": 2},
        chance=["corn"],
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansions", [[], ALL_EXPANSIONS], ids=["base", "expansions"])
def test_puerto_rico_position_is_what_was_asked_and_plays_on(
    players: int, expansions: list[str]
) -> None:
    game = pr_position(players, expansions)
    assert game.current_player == players - 1
    me = game.view(0)["players_board"][0]
    assert me["doubloons"] == 9 and me["vp_chips"] == 4
    assert game.view(None)["decision"] == "choose_role"
    again = load_state(game.to_json())
    assert again.to_json() == game.to_json()
    play_out(game, players)
    assert game.is_over


def test_puerto_rico_position_keeps_the_games_totals() -> None:
    """Pieces are moved from their supplies, never created (§2: the game's fixed stock)."""
    plain = new_game("puerto_rico", 4, seed=0, options={"first_governor": 0}).to_dict()["state"]
    built = pr_position(4, []).to_dict()["state"]
    # coffee: 2 barrels to seat 0; sugar and indigo to the trading house / seat 0; corn: ship.
    assert built["goods_supply"][4] == plain["goods_supply"][4] - 2
    assert built["goods_supply"][0] == plain["goods_supply"][0] - 2
    assert built["colonist_supply"] < plain["colonist_supply"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_san_juan_position_is_what_was_asked_and_plays_on(players: int) -> None:
    game = san_juan.position(
        players,
        governor=1,
        seats={
            1: {
                "hand": {"library": 1, "tower": 1},
                "city": ["coffee_roaster", "silver_smelter", "chapel"],
                "goods": ["coffee", "silver"],
                "chapel": ["guild_hall"],
            }
        },
        discard=["well"],
        chance=["palace"],
    )
    assert game.current_player == 1
    board = game.view(1)["players_board"][1]
    assert sorted(card["id"] for card in board["hand"]) == ["library", "tower"]
    assert {card["id"] for card in board["city"]} == {"coffee_roaster", "silver_smelter", "chapel"}
    assert board["goods"]["coffee"] == board["goods"]["silver"] == 1
    assert load_state(game.to_json()).to_json() == game.to_json()
    play_out(game, players)
    assert game.is_over


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("moves", [0, 1, 2])
def test_manila_position_at_sea_plays_on(players: int, moves: int) -> None:
    seats: list[dict[str, Any]] = [{"shares": {}} for _ in range(players)]
    seats[0] = {"cash": 5, "shares": {"jade": 3}, "mortgaged": {"silk": 1}}
    game = manila.position(
        players,
        seats=seats,
        prices={"jade": 10},
        harbor_master=players - 1,
        boats={"ginseng": 2, "silk": 12, "jade": 0},
        moves=moves,
        placements={"boat_silk_1": 1, "boat_silk_2": 0, "insurance": 1},
    )
    assert game.current_player == players - 1
    assert game.view(None)["decision"] == "place_accomplice"
    assert game.to_dict()["state"]["cash"][0] == 5
    assert load_state(game.to_json()).to_json() == game.to_json()
    play_out(game, moves)
    assert game.is_over


def test_manila_position_auction() -> None:
    game = tradewinds.position("manila", 4, opener=2, seats={2: {"cash": 7}})
    assert game.current_player == 2
    assert game.view(None)["decision"] == "auction_bid"


@pytest.mark.parametrize(
    ("build", "arguments", "message"),
    [
        (
            puerto_rico.position,
            {"seats": {0: {"buildings": ["castle"]}}},
            "'castle' is not a building",
        ),
        (puerto_rico.position, {"seats": {0: {"goods": {"coffee": 99}}}}, "99 asked, only"),
        (puerto_rico.position, {"seats": {0: {"colour": 1}}}, "unknown key(s) 'colour'"),
        (puerto_rico.position, {"seats": {0: {"plantations": {"corn": 13}}}}, "13 island tiles"),
        (puerto_rico.position, {"seats": {0: {"occupied": {"indigo": 2}}}}, "2 colonists on 1"),
        (puerto_rico.position, {"ships": [("corn", 9), None, None]}, "cannot carry 9"),
        (puerto_rico.position, {"ships": [("corn", 1), ("corn", 1), None]}, "two cargo ships"),
        (puerto_rico.position, {"chance": ["gold"]}, "'gold' is not a plantation"),
        (san_juan.position, {"seats": [{"city": ["library", "library"]}]}, "library twice"),
        (san_juan.position, {"seats": [{"hand": {"palace": 4}}]}, "4 palace card(s) asked"),
        (san_juan.position, {"seats": [{"goods": ["coffee"]}]}, "coffee goods on 0"),
        (san_juan.position, {"seats": [{"chapel": ["well"]}]}, "no Chapel in the city"),
        (manila.position, {"placements": {"boat_jade_1": 0}}, "need a voyage at sea"),
        (manila.position, {"prices": {"jade": 15}}, "not on the price track"),
        (manila.position, {"seats": [{"shares": {"jade": 6}}]}, "6 jade shares asked"),
        (
            manila.position,
            {
                "harbor_master": 0,
                "boats": {"jade": 1, "silk": 2, "nutmeg": 3},
                "placements": {"boat_ginseng_1": 0},
            },
            "stays ashore",
        ),
        (
            manila.position,
            {
                "harbor_master": 0,
                "boats": {"jade": 1, "silk": 2, "nutmeg": 3},
                "placements": {"boat_jade_2": 0},
            },
            "not filled cheapest first",
        ),
    ],
)
def test_a_position_that_cannot_be_is_refused_by_name(
    build: Any, arguments: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidStateError) as info:
        build(3, **arguments)
    assert message in str(info.value)


# --------------------------------------------------- loading hand-made positions
def _pr_builder_cannot_build() -> dict[str, Any]:
    """The builder phase, at a seat without a doubloon: ``pass`` is its only action."""
    state = new_game("puerto_rico", 3, seed=2, options={"first_governor": 0})
    state.apply("builder")
    state.apply("pass")
    data = state.to_dict()
    seat = data["state"]["actor"]
    assert seat == 1
    data["state"]["board"][seat * 133] = 0  # doubloons (layout offset 0, stride 133)
    return data


def _sj_builder_empty_hand() -> dict[str, Any]:
    """The builder phase, at a seat with an empty hand: ``pass`` is its only action."""
    state = new_game("san_juan", 3, seed=2, options={"first_governor": 0})
    state.apply("builder")
    state.apply("pass")
    data = state.to_dict()
    fields = data["state"]
    seat = fields["actor"]
    assert seat == 1
    hand = fields["hands"][seat * 29 : seat * 29 + 29]
    fields["discard"] = [d + h for d, h in zip(fields["discard"], hand, strict=True)]
    fields["discard_size"] += sum(hand)
    fields["hands"][seat * 29 : seat * 29 + 29] = [0] * 29
    fields["hand_size"][seat] = 0
    return data


def _manila_last_boat_forced() -> dict[str, Any]:
    """The harbour master has placed two boats (5 and 4): the third must start on 0."""
    state = new_game("manila", 3, seed=2, options={"oldest_player": 0})
    while state.view(None)["decision"] != "start_positions":
        state.apply(
            "pass" if state.view(None)["decision"] != "load_goods" else "load nutmeg silk jade"
        )
    state.apply("start nutmeg 5")
    data = state.to_dict()
    data["state"]["pos"][2] = 4  # silk, as if placed on 4
    return data


@pytest.mark.parametrize(
    ("make", "settled"),
    [
        (_pr_builder_cannot_build, lambda s: s.to_dict()["state"]["step"] >= 2),
        (_sj_builder_empty_hand, lambda s: s.to_dict()["state"]["step"] >= 2),
        (_manila_last_boat_forced, lambda s: s.to_dict()["state"]["pos"][3] == 0),
    ],
    ids=["puerto_rico", "san_juan", "manila"],
)
def test_load_state_takes_a_single_legal_action(make: Any, settled: Any) -> None:
    """api.md: decisions with one legal action are taken automatically, so a loaded
    position's current player always faces a real choice."""
    state = load_state(make())
    assert settled(state)
    assert len(state.legal_actions()) > 1


def test_load_state_settles_a_position_with_expansions() -> None:
    state = new_game(
        "puerto_rico", 3, seed=2, options={"first_governor": 0, "expansions": ["festival"]}
    )
    state.apply("builder")
    state.apply("pass")
    data = state.to_dict()
    assert data["state"]["actor"] == 1
    data["state"]["board"][1 * 133] = 0  # seat 1's doubloons (expansions layout)
    loaded = load_state(data)
    assert loaded.to_dict()["state"]["step"] >= 2
    assert len(loaded.legal_actions()) > 1


def _wrong_seat_cases() -> list[tuple[str, dict[str, Any], str]]:
    cases = []
    pr = new_game("puerto_rico", 3, seed=1, options={"first_governor": 0}).to_dict()
    pr["state"]["actor"] = 2
    cases.append(("puerto_rico", pr, "decision 'choose_role' is for seat 0"))
    prx = new_game(
        "puerto_rico",
        3,
        seed=1,
        options={"first_governor": 1, "expansions": ALL_EXPANSIONS, "draft": "random"},
    ).to_dict()
    prx["state"]["actor"] = 0
    cases.append(("puerto_rico expansions", prx, "decision 'choose_role' is for seat 1"))
    build = new_game("puerto_rico", 3, seed=1, options={"first_governor": 0})
    build.apply("builder")
    data = build.to_dict()
    data["state"]["actor"] = (data["state"]["chooser"] + data["state"]["step"] + 1) % 3
    cases.append(("puerto_rico builder", data, "decision 'builder_build'"))
    sj = new_game("san_juan", 2, seed=1, options={"first_governor": 0}).to_dict()
    sj["state"]["actor"] = 1
    cases.append(("san_juan", sj, "decision 'choose_role' is for seat 0"))
    ml = new_game("manila", 3, seed=1, options={"oldest_player": 0})
    while ml.view(None)["decision"] != "buy_share":
        ml.apply("pass")
    data = ml.to_dict()
    data["state"]["actor"] = (data["state"]["hm"] + 1) % 3
    cases.append(("manila", data, "decision 'buy_share' is for seat"))
    bid = new_game("manila", 3, seed=1, options={"oldest_player": 0})
    bid.apply("pass")
    data = bid.to_dict()
    data["state"]["actor"] = 0  # seat 0 passed: the auction cannot come back to him
    cases.append(("manila passed bidder", data, "seat 0 is to act but has passed"))
    return cases


@pytest.mark.parametrize(("name", "data", "message"), _wrong_seat_cases())
def test_load_state_refuses_a_decision_held_by_the_wrong_seat(
    name: str, data: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidStateError) as info:
        load_state(data)
    assert message in str(info.value)


# ------------------------------------------------------------------ chance
def _pr_after_settler(seed: int, stacked: list[str]) -> State:
    state = new_game("puerto_rico", 3, seed=seed, options={"first_governor": 0})
    state.stack_chance(stacked)
    state.apply("settler")
    while state.view(None)["decision"].startswith("settler"):
        state.apply("pass")
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_puerto_rico_stacked_plantations_are_drawn_next(seed: int) -> None:
    """§5.1: after the settler phase N+1 face-down plantations are drawn; stacked ones
    come first, whatever the seed, and the generator is left untouched."""
    rng_before = new_game("puerto_rico", 3, seed=seed, options={"first_governor": 0}).to_dict()
    state = _pr_after_settler(seed, ["coffee"] * 4)
    assert state.to_dict()["state"]["face_up"] == [0, 0, 0, 0, 4]
    assert state.to_dict()["state"]["rng"] == rng_before["state"]["rng"]
    assert state.stacked_chance() == []


def test_puerto_rico_expansions_stacked_plantations() -> None:
    state = new_game(
        "puerto_rico", 3, seed=4, options={"first_governor": 0, "expansions": ["nobles"]}
    )
    state.stack_chance(["tobacco", "tobacco"])
    state.stack_chance(["corn", "corn"])  # above the tobacco
    state.apply("settler")
    while state.view(None)["decision"].startswith("settler"):
        state.apply("pass")
    assert state.to_dict()["state"]["face_up"] == [2, 0, 0, 2, 0]


def test_san_juan_stacked_cards_are_drawn_next() -> None:
    for seed in (1, 2):
        state = new_game("san_juan", 2, seed=seed, options={"first_governor": 0})
        hand = state.view(0)["players_board"][0]["hand"]
        before = sum(card["count"] for card in hand if card["id"] == "palace")
        state.stack_chance(["palace"])
        state.apply("prospector")  # §6.5: the prospector draws one card
        hand = state.view(0)["players_board"][0]["hand"]
        assert sum(card["count"] for card in hand if card["id"] == "palace") == before + 1


def test_manila_stacked_dice_are_rolled_next() -> None:
    game = manila.position(
        3, harbor_master=0, boats={"nutmeg": 3, "silk": 2, "jade": 4}, chance=[6, 1, 5]
    )
    while game.view(None)["decision"] == "place_accomplice":
        game.apply("pass")
    # §8: the boats at sea roll, in the order of the goods (nutmeg, silk, jade here).
    texts = [event.text for event in game.events()]
    assert "Move 1: the dice show nutmeg 6, silk 1, jade 5." in texts


@pytest.mark.parametrize(
    ("game", "players", "outcomes"),
    [
        ("puerto_rico", 4, ["coffee", "corn"]),
        ("san_juan", 3, ["palace", "tower"]),
        ("manila", 4, [6, 6, 1]),
    ],
)
def test_stacked_chance_is_seen_by_nobody_and_forgotten_by_determinize(
    game: str, players: int, outcomes: list[Any]
) -> None:
    plain = new_game(game, players, seed=9)
    stacked = plain.clone()
    stacked.stack_chance(outcomes)
    assert all_views(stacked) == all_views(plain)
    for seat in range(players):
        assert (
            stacked.determinize(seat, seed=5).to_json() == plain.determinize(seat, seed=5).to_json()
        )
    if game != "san_juan":
        assert stacked.clone().stacked_chance() == outcomes
        assert load_state(stacked.to_json()).stacked_chance() == outcomes
        assert "chance" not in plain.to_dict()["state"]


def test_stacked_chance_that_cannot_happen_is_refused() -> None:
    pr = new_game("puerto_rico", 3, seed=1)
    with pytest.raises(InvalidStateError, match="face-down stack holds"):
        pr.stack_chance(["coffee"] * 20)
    sj = new_game("san_juan", 3, seed=1)
    with pytest.raises(InvalidStateError, match="draw pile holds"):
        sj.stack_chance(["palace"] * 3)
    ml = new_game("manila", 3, seed=1)
    with pytest.raises(InvalidStateError, match="1 to 6"):
        ml.stack_chance([7])


def test_a_saved_stack_that_cannot_happen_is_refused() -> None:
    state = new_game("manila", 3, seed=1)
    data = state.to_dict()
    data["state"]["chance"] = [0]
    with pytest.raises(InvalidStateError):
        load_state(data)
