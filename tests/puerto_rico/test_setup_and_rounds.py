"""Setup (§3), rounds and role choice (§4), game-end triggers (§7) and the deluxe-only
Settler restriction (§5.1, §11, §13 Q12).

Every expected number below is copied from the rules reference (§3.1 setup table,
puerto_rico_components.csv, puerto_rico_buildings.csv, §10 examples); none is read from the
engine.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    by_kind,
    city_of,
    doubloons_of,
    finish_role,
    goods_of,
    island_of,
    legal_texts,
    new,
    role_money_of,
    san_juan_of,
    set_player,
    set_pools,
    set_role_money,
    vp_of,
)
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)


@dataclass(frozen=True)
class Expected:
    """One column of the §3.1 setup table."""

    doubloons: int
    start: tuple[str, ...]  # starting plantation by seat, governor first
    roles: tuple[str, ...]  # role cards in play (role names; two prospectors with 5)
    ships: tuple[int, ...]
    colonists_on_ship: int
    colonist_supply: int
    vp_original: int
    vp_deluxe: int
    face_up: int
    quarries: int
    plantations: dict[str, int]  # in play, starting tiles included
    goods: dict[str, int]
    face_down_after_setup: int


SIX_ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain")
FULL_PLANTATIONS = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
FULL_GOODS = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}

SETUP: dict[int, Expected] = {
    2: Expected(
        doubloons=3,
        start=("indigo", "corn"),
        roles=(*SIX_ROLES, "prospector"),
        ships=(4, 6),
        colonists_on_ship=2,
        colonist_supply=40,
        vp_original=65,
        vp_deluxe=65,
        face_up=3,
        quarries=5,
        plantations={"corn": 7, "indigo": 9, "sugar": 8, "tobacco": 6, "coffee": 5},
        goods={"corn": 8, "indigo": 9, "sugar": 9, "tobacco": 7, "coffee": 7},
        face_down_after_setup=30,
    ),
    3: Expected(
        doubloons=2,
        start=("indigo", "indigo", "corn"),
        roles=SIX_ROLES,
        ships=(4, 5, 6),
        colonists_on_ship=3,
        colonist_supply=55,
        vp_original=75,
        vp_deluxe=76,
        face_up=4,
        quarries=8,
        plantations=FULL_PLANTATIONS,
        goods=FULL_GOODS,
        face_down_after_setup=43,
    ),
    4: Expected(
        doubloons=3,
        start=("indigo", "indigo", "corn", "corn"),
        roles=(*SIX_ROLES, "prospector"),
        ships=(5, 6, 7),
        colonists_on_ship=4,
        colonist_supply=75,
        vp_original=100,
        vp_deluxe=101,
        face_up=5,
        quarries=8,
        plantations=FULL_PLANTATIONS,
        goods=FULL_GOODS,
        face_down_after_setup=41,
    ),
    5: Expected(
        doubloons=4,
        start=("indigo", "indigo", "indigo", "corn", "corn"),
        roles=(*SIX_ROLES, "prospector", "prospector"),
        ships=(6, 7, 8),
        colonists_on_ship=5,
        colonist_supply=95,
        vp_original=122,
        vp_deluxe=126,
        face_up=6,
        quarries=8,
        plantations=FULL_PLANTATIONS,
        goods=FULL_GOODS,
        face_down_after_setup=39,
    ),
}

# puerto_rico_buildings.csv, base set: (count_in_supply 3-5 players, count_2p).
BUILDING_COUNTS: dict[str, tuple[int, int]] = {
    "small_indigo_plant": (4, 2),
    "small_sugar_mill": (4, 2),
    "large_indigo_plant": (3, 2),
    "large_sugar_mill": (3, 2),
    "tobacco_storage": (3, 2),
    "coffee_roaster": (3, 2),
    **{
        b: (2, 1)
        for b in (
            "small_market",
            "hacienda",
            "construction_hut",
            "small_warehouse",
            "hospice",
            "office",
            "large_market",
            "large_warehouse",
            "factory",
            "university",
            "harbor",
            "wharf",
        )
    },
    **{b: (1, 1) for b in ("guild_hall", "residence", "fortress", "customs_house", "city_hall")},
}

# Roles whose phase needs no decision (or only "pass") at the very start of a game.
QUIET_ROLES = ("prospector", "prospector2", "builder", "craftsman", "trader", "captain")


def quiet_role(state: PuertoRicoState) -> str:
    """A role still available now whose phase is trivial at the start of a game."""
    legal = legal_texts(state)
    return next(r for r in QUIET_ROLES if r in legal)


# --------------------------------------------------------------------------- §3 setup


@pytest.mark.parametrize("edition", ["original", "deluxe"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_table(players: int, edition: str) -> None:
    """§3.1 setup table (§3.2 procedure) for 2-5 players and both editions: doubloons,
    starting plantations by seat counted from the governor, role cards, cargo ships,
    colonists on ship and in supply, VP supply by edition, face-up plantations, quarries,
    plantations and goods in play."""
    exp = SETUP[players]
    governor = players - 1  # the last seat: seat order must wrap around
    state = new(players, edition=edition, governor=governor)
    view = state.view(None)

    assert state.governor == governor
    assert state.current_player == governor
    assert state.round == 1
    for k, kind in enumerate(exp.start):
        seat = (governor + k) % players
        assert doubloons_of(state, seat) == exp.doubloons
        assert island_of(state, seat) == {kind: (1, 0)}  # placed unoccupied (§3.2 step 5)
        assert city_of(state, seat) == {}
        assert san_juan_of(state, seat) == 0
        assert goods_of(state, seat) == {}
        assert vp_of(state, seat) == 0

    assert sorted(r["role"] for r in view["roles"]) == sorted(exp.roles)
    assert all(r["doubloons"] == 0 and r["taken_by"] is None for r in view["roles"])
    assert [s["capacity"] for s in view["cargo_ships"]] == list(exp.ships)
    assert all(s["good"] is None and s["load"] == 0 for s in view["cargo_ships"])
    assert state.colonist_ship == exp.colonists_on_ship
    assert state.colonist_supply == exp.colonist_supply
    assert state.vp_supply == (exp.vp_deluxe if edition == "deluxe" else exp.vp_original)
    assert state.quarries == exp.quarries
    assert view["trading_house"] == []

    # Plantations: N+1 face up, the rest face down, discard empty, totals per kind.
    assert sum(state.face_up) == exp.face_up == players + 1
    assert sum(state.stack) == exp.face_down_after_setup
    assert by_kind(state.discard) == {}
    in_play = {k: 0 for k in exp.plantations}
    for pile in (by_kind(state.stack), by_kind(state.face_up)):
        for kind, n in pile.items():
            in_play[kind] += n
    for seat in range(players):
        for kind, (tiles, _) in island_of(state, seat).items():
            in_play[kind] += tiles
    assert in_play == exp.plantations

    assert view["goods_supply"] == exp.goods


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_building_supply(players: int) -> None:
    """§3.1 "buildings in play" (§3.2 step 2, puerto_rico_buildings.csv count_in_supply /
    count_2p): all 49 tiles with 3-5 players; with 2 players one of each violet kind and
    two of each production kind (29 tiles)."""
    state = new(players)
    remaining = {b["id"]: b["remaining"] for b in state.view(None)["buildings"]}
    expected = {b: c2 if players == 2 else c for b, (c, c2) in BUILDING_COUNTS.items()}
    assert remaining == expected
    assert sum(remaining.values()) == (29 if players == 2 else 49)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_colonists_in_play(players: int) -> None:
    """§3.1 / components csv colonists_in_play: ship + supply = 42 / 58 / 79 / 100."""
    state = new(players)
    assert state.colonist_ship + state.colonist_supply == {2: 42, 3: 58, 4: 79, 5: 100}[players]


# ------------------------------------------------------------------ §4 role choice


def test_role_choice_is_mandatory() -> None:
    """§4.4: a player MUST choose exactly one available role card (no pass)."""
    state = new(4)
    assert "pass" not in legal_texts(state)
    assert_illegal(state, "pass")


def test_each_role_card_once_per_round() -> None:
    """§4.4: the chosen card stays with its chooser until the end of the round; nobody else
    can choose it in this round."""
    state = new(4, governor=0)
    state.apply("prospector")
    assert state.current_player == 1
    assert legal_texts(state) == set(SIX_ROLES)
    assert_illegal(state, "prospector")
    state.apply("builder")
    finish_role(state)
    assert state.current_player == 2
    assert legal_texts(state) == set(SIX_ROLES) - {"builder"}
    assert_illegal(state, "builder")
    assert_illegal(state, "prospector")


def test_five_players_two_prospector_cards() -> None:
    """§3.1 (5 players: 8 role cards, two prospectors) and §4.4: taking one prospector
    leaves the other card available."""
    state = new(5, governor=0)
    state.apply("prospector")
    assert "prospector2" in legal_texts(state)
    state.apply("prospector2")
    assert doubloons_of(state, 0) == 4 + 1
    assert doubloons_of(state, 1) == 4 + 1


def test_three_players_have_no_prospector() -> None:
    """§3.1: with 3 players both prospectors are removed (6 role cards)."""
    state = new(3)
    assert legal_texts(state) == set(SIX_ROLES)
    assert_illegal(state, "prospector")


def test_card_doubloons_go_to_chooser_even_if_he_does_nothing() -> None:
    """§4.4: the chooser immediately takes all doubloons on the card, whether or not he
    then uses the action or the privilege; §5.3 note: a builder who builds nothing gets
    nothing else."""
    state = new(4, governor=0)
    set_role_money(state, builder=2)
    state.apply("builder")
    assert role_money_of(state)["builder"] == 0
    assert doubloons_of(state, 0) == 3 + 2
    state.apply("pass")
    finish_role(state)
    assert doubloons_of(state, 0) == 3 + 2


def test_ex01_prospector_card_doubloons_accumulate_then_go_to_chooser() -> None:
    """EX-01 (§4.3, §4.4, §5.7): the prospector card is left unchosen for two rounds and so
    carries 2 doubloons; the player choosing it receives 2 (card) + 1 (privilege) = 3 and
    the card has 0."""
    state = new(4, governor=0)
    for _ in range(2):
        for role in ("builder", "craftsman", "trader", "captain"):
            state.apply(role)
            finish_role(state)
    assert state.round == 3
    assert role_money_of(state)["prospector"] == 2
    chooser = state.current_player
    assert chooser == 2
    state.apply("prospector")
    assert doubloons_of(state, chooser) == 3 + 3
    assert role_money_of(state)["prospector"] == 0


def test_ex02_end_of_round_doubloons_on_unchosen_cards_and_governor_passes() -> None:
    """EX-02 (§4.3): 4 players; settler, builder, trader and captain are chosen; mayor held
    1, craftsman 0, prospector 2. At the end of the round: mayor 2, craftsman 1,
    prospector 3; the governor card passes left (to the next seat clockwise)."""
    state = new(4, governor=0)
    set_role_money(state, mayor=1, craftsman=0, prospector=2)
    for role in ("settler", "builder", "trader", "captain"):
        state.apply(role)
        finish_role(state)
    assert role_money_of(state) == {
        "settler": 0,
        "mayor": 2,
        "builder": 0,
        "craftsman": 1,
        "trader": 0,
        "captain": 0,
        "prospector": 3,
    }
    assert state.round == 2
    assert state.governor == 1
    assert state.current_player == 1
    assert legal_texts(state) == {*SIX_ROLES, "prospector"}  # all cards return (§4.3 step 3)


def test_unchosen_card_gets_one_doubloon_regardless_of_what_is_on_it() -> None:
    """§4.3 step 2: 1 doubloon on each unchosen card, regardless of how many are already on
    it (no cap)."""
    state = new(3, governor=2)
    set_role_money(state, settler=7)
    for role in ("builder", "craftsman", "trader"):
        state.apply(role)
        finish_role(state)
    money = role_money_of(state)
    assert money == {
        "settler": 8,
        "mayor": 1,
        "builder": 0,
        "craftsman": 0,
        "trader": 0,
        "captain": 1,
    }
    assert state.governor == 0  # passes clockwise, wrapping from the last seat


@pytest.mark.parametrize(("players", "governor"), [(3, 0), (3, 2), (4, 1), (5, 3)])
def test_round_order_three_to_five_players(players: int, governor: int) -> None:
    """§4.1: in turn k the player in seat (governor + k) mod N chooses; after N turns the
    round ends, 3 cards stay unchosen (+1 each) and the next player becomes governor."""
    state = new(players, governor=governor)
    order = []
    for _ in range(players):
        order.append(state.current_player)
        state.apply(quiet_role(state))
        finish_role(state)
    assert order == [(governor + k) % players for k in range(players)]
    assert state.round == 2
    assert state.governor == (governor + 1) % players
    assert state.current_player == state.governor
    assert sum(1 for m in role_money_of(state).values() if m == 1) == 3


def test_two_player_round_order() -> None:
    """§4.2: a 2-player round has 6 turns: governor, other, governor, other, governor,
    other; one of the 7 cards stays unchosen and gets 1 doubloon (§4.3); then the governor
    passes."""
    state = new(2, governor=1)
    order = []
    for role in ("prospector", "builder", "craftsman", "trader", "captain", "settler"):
        order.append(state.current_player)
        assert state.round == 1
        state.apply(role)
        finish_role(state)
    assert order == [1, 0, 1, 0, 1, 0]
    assert state.round == 2
    assert state.governor == 0
    assert role_money_of(state) == {
        "settler": 0,
        "mayor": 1,
        "builder": 0,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
        "prospector": 0,
    }
    # Round 2 starts with the new governor, then alternates again.
    order = []
    for role in ("prospector", "builder"):
        order.append(state.current_player)
        state.apply(role)
        finish_role(state)
    assert order == [0, 1]


def test_two_player_last_choice_leaves_one_card() -> None:
    """§4.2: before the 6th turn of a 2-player round exactly 2 of the 7 cards are left, and
    after it one card remains unchosen."""
    state = new(2, governor=0)
    for role in ("prospector", "builder", "craftsman", "trader", "captain"):
        state.apply(role)
        finish_role(state)
    assert legal_texts(state) == {"settler", "mayor"}
    assert state.current_player == 1
    state.apply("mayor")
    finish_role(state)
    assert state.round == 2
    assert role_money_of(state)["settler"] == 1


# ---------------------------------------------------------------- §7 game end


def _finish_round(state: PuertoRicoState, roles: tuple[str, ...]) -> None:
    """Let the next players choose ``roles`` (resolved with passes); the game must go on."""
    for role in roles:
        assert not state.is_over
        state.apply(role)
        finish_role(state)


def test_t1_colonist_trigger_round_is_finished_first() -> None:
    """§7.1 T1, §7.2 (EX-04 second case): the mayor's refill finds fewer colonists in the
    supply than required; the round is played to its end (the later players still choose
    and resolve their roles), then the game ends."""
    state = new(4, governor=0)
    set_pools(state, colonist_supply=2)
    state.apply("mayor")
    state.apply("take colonist")  # supply 1; R = max(0 empty building circles, 4) = 4
    assert state.colonist_ship == 1
    assert state.colonist_supply == 0
    assert not state.is_over
    assert state.current_player == 1
    # Seat 1 builds after the trigger: the phase is fully resolved.
    state.apply("builder")
    state.apply("build small_market")
    finish_role(state)
    assert city_of(state, 1) == {"small_market": 0}
    _finish_round(state, ("prospector", "trader"))
    assert state.is_over
    assert state.round == 1
    assert state.view(None)["end_triggers"] == ["colonists"]


def test_t2_city_trigger_round_is_finished_first() -> None:
    """§7.1 T2 (§5.3): a player fills his 12th city space in the builder phase; the round
    is finished (later builders still build, later players still choose), then the game
    ends."""
    state = new(4, governor=0)
    set_player(
        state,
        1,
        doubloons=5,
        buildings={
            "guild_hall": 0,
            "residence": 0,
            "fortress": 0,
            "customs_house": 0,
            "small_market": 0,
            "hacienda": 0,
            "construction_hut": 0,
        },
    )  # 4 large (8 spaces) + 3 small = 11 of 12 spaces
    state.apply("builder")
    state.apply("pass")
    state.apply("build small_warehouse")  # 12th space
    assert state.view(None)["end_triggers"] == ["city"]
    assert state.current_player == 2  # the phase goes on
    state.apply("build small_market")
    finish_role(state)
    assert city_of(state, 2) == {"small_market": 0}
    assert not state.is_over
    _finish_round(state, ("prospector", "trader", "captain"))
    assert state.is_over
    assert state.round == 1


def test_t3_vp_trigger_round_is_finished_first() -> None:
    """§7.1 T3, §7.2, EX-28: the VP supply holds 3; the captain ships 5 barrels and gets
    5 + 1 (privilege) = 6 VP anyway (3 on paper); the round is finished, then the game
    ends."""
    state = new(4, governor=0)
    set_pools(state, vp_supply=3)
    set_player(state, 0, goods={"corn": 5})
    state.apply("captain")
    state.apply("load corn on 5")
    finish_role(state)
    assert vp_of(state, 0) == 6
    assert state.view(None)["vp_supply"] == 0
    assert not state.is_over
    _finish_round(state, ("builder", "prospector", "trader"))
    assert state.is_over
    assert state.view(None)["end_triggers"] == ["vp"]


def test_several_triggers_in_one_round_have_no_extra_effect() -> None:
    """§7.2: T1 (mayor refill short) and T2 (12th city space) in the same round: the round
    is still played to its end and the game ends once, after it."""
    state = new(4, governor=0)
    set_pools(state, colonist_supply=0)
    set_player(
        state,
        1,
        doubloons=5,
        buildings={
            "guild_hall": 0,
            "residence": 0,
            "fortress": 0,
            "customs_house": 0,
            "city_hall": 0,
            "small_market": 0,
        },
    )  # 11 of 12 city spaces
    state.apply("mayor")  # supply empty: no privilege, refill 0 < 4 -> T1
    finish_role(state)
    assert state.view(None)["end_triggers"] == ["colonists"]
    state.apply("builder")  # seat 1 is the builder
    state.apply("build hacienda")  # 12th space -> T2
    finish_role(state)
    assert set(state.view(None)["end_triggers"]) == {"colonists", "city"}
    assert not state.is_over
    _finish_round(state, ("prospector", "trader"))
    assert state.is_over
    assert state.round == 1


def test_no_trigger_game_goes_on() -> None:
    """§7 (negative case): without a trigger a finished round starts the next one."""
    state = new(4, governor=0)
    _finish_round(state, ("builder", "craftsman", "trader", "captain"))
    assert not state.is_over
    assert state.round == 2


# ----------------------------------------------- §5.1 deluxe-only Settler restriction


FULL_ISLAND = {"corn": (6, 0), "quarry": (6, 0)}


def test_deluxe_full_island_may_not_choose_settler() -> None:
    """§5.1 deluxe-only rule (§11): with edition deluxe a player whose 12 island spaces are
    filled MUST NOT choose the Settler; the other roles stay available."""
    state = new(4, edition="deluxe", governor=0)
    set_player(state, 0, island=FULL_ISLAND)
    assert "settler" not in legal_texts(state)
    assert "mayor" in legal_texts(state)
    assert_illegal(state, "settler")


def test_deluxe_eleven_tiles_may_choose_settler() -> None:
    """§5.1 deluxe-only rule, boundary: 11 filled island spaces are not a full island."""
    state = new(4, edition="deluxe", governor=0)
    set_player(state, 0, island={"corn": (6, 0), "quarry": (5, 0)})
    assert "settler" in legal_texts(state)


def test_deluxe_restriction_is_only_for_the_full_island_player() -> None:
    """§5.1 deluxe-only rule: another player's full island does not stop the current player
    from choosing the Settler; the full-island player is then skipped."""
    state = new(4, edition="deluxe", governor=0)
    set_player(state, 1, island=FULL_ISLAND)
    state.apply("settler")
    assert state.current_player == 0
    state.apply("pass")
    assert state.current_player == 2  # seat 1 cannot take a tile


def test_original_full_island_may_choose_settler() -> None:
    """§5.1 / §11 / §13 Q12: under edition original there is no restriction; the full-island
    settler gets nothing but keeps the card doubloons, the others still take tiles."""
    state = new(4, edition="original", governor=0)
    set_player(state, 0, island=FULL_ISLAND)
    set_role_money(state, settler=1)
    set_pools(state, face_up={"coffee": 5})
    assert "settler" in legal_texts(state)
    state.apply("settler")
    assert doubloons_of(state, 0) == 3 + 1
    assert island_of(state, 0) == FULL_ISLAND
    assert state.current_player == 1
    state.apply("plant coffee")
    assert island_of(state, 1)["coffee"] == (1, 0)
