"""Rules review of San Juan against the rules reference: the rules, interactions and
examples that no other test pinned down (§2 card table, §7 / §15.17 the 2-player Library,
§10.1 timing, §15.4 the covered building, §10.3 interactions, §8 game end, §11 scoring,
SJ-DX-04 with its own numbers, §4.1 the setup variant with 2 and 3 players).
"""

from __future__ import annotations

import pytest

from tests.san_juan.scenario import (
    choose,
    city_of,
    covered_of,
    finish_phase,
    goods_of,
    hand_of,
    legal_texts,
    new,
    public_log,
    set_city,
    set_hand,
    stack_deck,
)
from tradewinds.games.san_juan.board import NK, PH_LIBRARY, PH_PAY, PH_ROLE, PH_SETUP_DISCARD
from tradewinds.games.san_juan.data import CARDS
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]
FOUR_EMPTY = "indigo_plant sugar_mill tobacco_storage coffee_roaster"


def _game(players: int = 4) -> SanJuanState:
    """Anna is the governor; every hand emptied (only the arranged cards count)."""
    state = new(players, names=NAMES[:players])
    for seat in range(players):
        set_hand(state, seat, [])
    return state


def _bob_builds(state: SanJuanState) -> None:
    """Anna chooses the Builder and builds nothing: Bob (not the builder) is next."""
    choose(state, 0, "builder")
    if state.current_player == 0:
        state.apply("pass")
    assert state.current_player == 1 and state.phase != PH_ROLE


def _library_used(state: SanJuanState, seat: int) -> bool:
    used: bool = state.view(None)["players_board"][seat]["library_used"]
    return used


def _piles_hold_only(state: SanJuanState, cards: str, holder: int) -> None:
    """The draw pile is exactly ``cards`` and the discard pile is empty: every other
    card that was in the piles goes to ``holder``'s hand (over the hand limit, which is
    checked only at the round's end)."""
    stack_deck(state, cards)
    base = holder * NK
    for k in range(NK):
        state.hands[base + k] += state.discard[k]
    state.hand_size[holder] += state.discard_size
    state.discard = [0] * NK
    state.discard_size = 0
    state.seen = [0] * (state.players * NK)
    state._legal = None


# ------------------------------------------------------------------ §2 card table

# (cost, printed VP) of the 29 kinds, written out from the reference's tables (§2.1,
# §2.2) so that a wrong number in cards.csv fails here.
REFERENCE_CARDS = {
    "indigo_plant": (1, 1),
    "sugar_mill": (2, 1),
    "tobacco_storage": (3, 2),
    "coffee_roaster": (4, 2),
    "silver_smelter": (5, 3),
    "smithy": (1, 1),
    "gold_mine": (1, 1),
    "archive": (1, 1),
    "poor_house": (2, 1),
    "black_market": (2, 1),
    "trading_post": (2, 1),
    "well": (2, 1),
    "market_stand": (2, 1),
    "crane": (2, 1),
    "chapel": (3, 2),
    "tower": (3, 2),
    "aqueduct": (3, 2),
    "carpenter": (3, 2),
    "prefecture": (3, 2),
    "market_hall": (4, 2),
    "quarry": (4, 2),
    "library": (5, 3),
    "statue": (3, 3),
    "victory_column": (4, 4),
    "hero": (5, 5),
    "guild_hall": (6, 0),
    "city_hall": (6, 0),
    "triumphal_arch": (6, 0),
    "palace": (6, 0),
}


def test_card_costs_and_vp_match_the_reference() -> None:
    """§2.1, §2.2: every building's cost and printed VP; the 5 production buildings
    first, the monuments Statue, Victory column and Hero."""
    assert {c.id: (c.cost, c.vp) for c in CARDS} == REFERENCE_CARDS
    assert [c.id for c in CARDS if c.is_production] == list(REFERENCE_CARDS)[:5]
    assert [c.id for c in CARDS if c.group == "monument"] == ["statue", "victory_column", "hero"]


def test_card_costs_decide_the_price_paid() -> None:
    """§6.1: a non-builder without discounts pays exactly the printed cost of each kind."""
    for card, (cost, _) in REFERENCE_CARDS.items():
        state = _game()
        filler = "tobacco_storage" if card == "sugar_mill" else "sugar_mill"
        set_hand(state, 1, [card] + [filler] * 6)
        _bob_builds(state)
        state.apply(f"build {card}")
        assert state.hand_size[1] == 6 - cost, card
        assert city_of(state, 1).get(card) == (2 if card == "indigo_plant" else 1)


# ----------------------------------------------------- §7, §15.17: 2-player Library


def _two_player_library(city: str = f"{FOUR_EMPTY} library") -> SanJuanState:
    state = _game(2)
    set_city(state, 0, city)
    return state


def test_q17_councillor_library_not_used_without_extra_cards() -> None:
    """§15.17: the 2-player Library counts as used only when the doubling changed
    something. With 5 cards left in both piles the Library councillor draws the same 5
    as without it: the Library stays available, so Anna's producer privilege later in
    the round is doubled (3 goods)."""
    state = _two_player_library()
    _piles_hold_only(state, "tower smithy well statue hero", holder=1)
    state.apply("councillor")
    assert state.phase == PH_LIBRARY
    state.apply("library")
    assert len(state.drawn) == 5  # all there was: the doubling drew nothing more
    finish_phase(state)
    assert not _library_used(state, 0)
    state.apply("prospector")  # Bob
    finish_phase(state)
    state.apply("producer")  # Anna's second role: 4 empty buildings
    assert state.allowance == 3


def test_q17_prospector_library_not_used_without_extra_card() -> None:
    """§15.17: with a single card left in both piles the Library prospector draws 1, as
    without it: the Library stays available for the governor's second role."""
    state = _two_player_library()
    _piles_hold_only(state, "tower", holder=1)
    state.apply("prospector")
    assert state.phase == PH_LIBRARY
    state.apply("library")
    assert state.hand_size[0] == 1
    assert not _library_used(state, 0)
    # Bob builds a Silver smelter (5 - 1 = 4 cards): the discard pile fills again.
    state.apply("builder")
    state.apply("build silver_smelter")
    while state.phase == PH_PAY:
        state.apply(state.legal_actions()[0])
    finish_phase(state)
    state.apply("producer")
    assert state.allowance == 3


@pytest.mark.parametrize(
    ("role", "hand", "goods", "play", "used"),
    [
        # Tower 3 - 2 = 1 card instead of 2: the doubling counted.
        ("builder", "tower well well", {}, ["build tower"], True),
        # Smithy 1 - 1 = 0 already: the doubling changed nothing.
        ("builder", "smithy well", {}, ["build smithy"], False),
        ("producer", "", {}, ["produce indigo", "produce sugar", "produce tobacco"], True),
        ("producer", "", {}, ["produce indigo", "produce sugar", "pass"], False),
        (
            "trader",
            "",
            {"indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1},
            ["sell indigo", "sell sugar", "sell tobacco"],
            True,
        ),
        (
            "trader",
            "",
            {"indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1},
            ["sell indigo", "sell sugar", "pass"],
            False,
        ),
        ("councillor", "", {}, [], True),
        ("prospector", "", {}, [], True),
    ],
)
def test_two_player_library_used_up_only_by_a_real_doubling(
    role: str, hand: str, goods: dict[str, int], play: list[str], used: bool
) -> None:
    """§7, §15.17: the governor elects his Library at his first role; it is used up for
    the round only if the doubled privilege did more than the single one."""
    state = _game(2)
    set_city(state, 0, f"{FOUR_EMPTY} library", goods=goods)
    set_hand(state, 0, hand)
    state.apply(role)
    assert state.phase == PH_LIBRARY
    state.apply("library")
    for action in play:
        state.apply(action)
    finish_phase(state)
    assert _library_used(state, 0) is used
    assert state.current_player == 1  # Bob's role; the flag is public


def test_two_player_non_governor_library_always_doubles() -> None:
    """§7: only the governor chooses twice; the other player's Library doubles his one
    privilege without being asked."""
    state = _game(2)
    set_city(state, 1, f"{FOUR_EMPTY} library")
    state.apply("prospector")  # Anna
    finish_phase(state)
    assert state.current_player == 1
    state.apply("producer")
    assert state.phase != PH_LIBRARY
    assert state.allowance == 3


def test_library_built_this_round_works_later_in_the_round() -> None:
    """§10.1: a building works after the builder phase in which it was built, already
    later in the same round: the 2-player governor builds a Library, then doubles his
    producer privilege."""
    state = _game(2)
    set_city(state, 0, FOUR_EMPTY)
    set_hand(state, 0, ["library"] + ["silver_smelter"] * 4)
    state.apply("builder")
    state.apply("build library")  # 5 - 1 = 4: every other card
    assert city_of(state, 0)["library"] == 1
    finish_phase(state)
    state.apply("prospector")  # Bob
    finish_phase(state)
    state.apply("producer")
    assert state.allowance == 3


def test_library_doubles_the_trader_privilege() -> None:
    """§10.2 Library: the trader with a Library (no Trading post) sells up to 3 goods."""
    state = _game()
    set_city(
        state,
        0,
        f"{FOUR_EMPTY} library",
        goods={"indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1},
    )
    choose(state, 0, "trader")
    assert state.allowance == 3


def test_library_doubles_the_councillor_privilege() -> None:
    """§10.2 Library: the councillor with a Library draws 8 and keeps 1."""
    state = _game()
    set_city(state, 0, "indigo_plant library")
    choose(state, 0, "councillor")
    assert len(state.drawn) == 8 and state.left == 1


# ------------------------------------------------ §15.4: the covered building


def test_crane_covered_quarry_gives_no_discount() -> None:
    """§6.1.1, §15.4: a Hero (5) over the Quarry (4) costs 5 - 4 = 1 (no Quarry card
    off); over the Indigo plant it costs 5 - 1 - 1 (Quarry) = 3."""
    state = _game()
    set_city(state, 1, "indigo_plant crane quarry")
    set_hand(state, 1, "hero well smithy statue")
    _bob_builds(state)
    state.apply("build hero")
    # Without the Crane 5 - 1 = 4 > 3 cards: a cover is needed.
    assert legal_texts(state) == {"cover indigo_plant", "cover quarry"}
    state.apply("cover quarry")
    assert state.phase == PH_PAY and state.due == 1
    state.apply("pay well")
    assert hand_of(state, 1) == {"smithy": 1, "statue": 1}
    assert covered_of(state, 1) == {"quarry": 1}


def test_crane_covered_black_market_takes_no_goods() -> None:
    """§15.4: the covered Black market cannot take goods for the build that covers it."""
    state = _game()
    set_city(state, 1, "indigo_plant sugar_mill crane black_market", goods={"indigo": 1})
    set_hand(state, 1, "tower well smithy")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("cover black_market")  # 3 - 2 = 1 card, no good offered
    assert state.phase == PH_PAY and state.due == 1
    assert legal_texts(state) == {"pay well", "pay smithy"}
    state.apply("pay well")
    assert goods_of(state, 1) == {"indigo": 1}


def test_crane_over_black_market_alternative_uses_goods() -> None:
    """§6.1.1: covering another building keeps the Black market working: a Tower over
    the Sugar mill (2) leaves 1, paid with the indigo good."""
    state = _game()
    set_city(state, 1, "indigo_plant sugar_mill crane black_market", goods={"indigo": 1})
    set_hand(state, 1, "tower well smithy")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("cover sugar_mill")
    assert legal_texts(state) == {"black market indigo", "pass"}
    state.apply("black market indigo")
    assert goods_of(state, 1) == {} and state.hand_size[1] == 2


@pytest.mark.parametrize(
    ("covered", "other"), [("carpenter", "poor_house"), ("poor_house", "carpenter")]
)
def test_crane_covered_post_build_building_gives_no_card(covered: str, other: str) -> None:
    """§15.4: a Carpenter or Poor house covered by the build gives no card for it; the
    other one still works (Carpenter, then Poor house if the hand holds <= 1)."""
    state = _game()
    set_city(state, 1, "indigo_plant crane carpenter poor_house")
    set_hand(state, 1, "victory_column well smithy")  # 4 - 3 (or 2) = 1 (or 2) cards
    _bob_builds(state)
    state.apply("build victory_column")
    state.apply(f"cover {covered}")
    while state.phase == PH_PAY:
        state.apply(state.legal_actions()[0])
    log = public_log(state)
    names = {"carpenter": "Carpenter", "poor_house": "Poor house"}
    assert f"Bob draws 1 card ({names[other]})." in log
    assert not any(f"({names[covered]})" in line for line in log)
    # Carpenter covered: 4 - 3 = 1 card paid (hand 1), Poor house +1 = 2. Poor house
    # covered: 4 - 2 = 2 cards paid (hand 0), Carpenter +1 = 1, no Poor house card.
    assert state.hand_size[1] == (2 if covered == "carpenter" else 1)


def test_crane_production_over_chapel_keeps_its_cards() -> None:
    """§10.2 Crane: a production building may cover a violet one; the covered Chapel's
    cards stay and still score."""
    state = _game()
    set_city(state, 1, "indigo_plant crane chapel", chapel=2)
    set_hand(state, 1, "silver_smelter well well")
    _bob_builds(state)
    state.apply("build silver_smelter")  # 5 - 3 (Chapel) = 2: both Wells
    assert covered_of(state, 1) == {"chapel": 1}
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "silver_smelter": 1}
    score = state.result()["scores"][1]
    assert score["chapel"] == 2 and score["total"] == 1 + 1 + 3 + 2


# ------------------------------------------------------- §10.3 interactions


def test_market_hall_and_market_stand_both_give_a_card() -> None:
    """§10.3: Market hall + Market stand, 2 goods sold: +1 and +1 (not the trader, with
    a Trading post to sell 2)."""
    state = _game()
    state.tiles = [0, 1, 2, 3, 4]  # T1: indigo 1, sugar 1
    set_city(
        state,
        1,
        "indigo_plant sugar_mill market_hall market_stand trading_post",
        goods={"indigo": 1, "sugar": 1},
    )
    choose(state, 0, "trader")
    assert state.current_player == 1 and state.allowance == 2
    state.apply("sell indigo")
    state.apply("sell sugar")
    assert state.hand_size[1] == 1 + 1 + 1 + 1
    assert "Bob draws 4 cards (sale)." in public_log(state)


def test_aqueduct_and_well_for_a_non_producer() -> None:
    """§10.2 Aqueduct + Well, not the producer: 2 goods (1 + Aqueduct), then the Well
    card."""
    state = _game()
    for seat in range(4):
        set_city(state, seat, "indigo_plant", goods={"indigo": 1})
    set_city(state, 2, f"{FOUR_EMPTY} aqueduct well")
    choose(state, 0, "producer")
    assert state.current_player == 2 and state.allowance == 2
    state.apply("produce sugar")
    state.apply("produce coffee")
    assert goods_of(state, 2) == {"sugar": 1, "coffee": 1}
    assert state.hand_size[2] == 1
    assert "Chris draws 1 card (Well)." in public_log(state)


def test_tower_built_this_round_raises_the_hand_limit_at_its_end() -> None:
    """§10.1, §9: a Tower built in this round's builder phase is active at the round's
    end: its owner keeps 12 cards."""
    state = _game(3)
    set_hand(state, 1, ["tower"] + ["sugar_mill"] * 6 + ["coffee_roaster"] * 6)  # 13
    state.turn = 2
    choose(state, 1, "builder")  # the round's last role: Bob builds the Tower (3 - 1)
    state.apply("build tower")
    while state.phase == PH_PAY:
        state.apply(state.legal_actions()[0])
    finish_phase(state)
    assert state.governor == 1 and state.phase == PH_ROLE
    assert state.hand_size[1] == 10 and city_of(state, 1)["tower"] == 1


def test_tower_owner_over_twelve_discards_to_twelve() -> None:
    """§10.2 Tower: any excess over 12 must still be discarded."""
    state = _game(2)
    set_city(state, 1, "indigo_plant tower")
    set_hand(state, 1, ["sugar_mill"] * 8 + ["coffee_roaster"] * 7)  # 15
    state.turn = 2
    choose(state, 0, "prospector")
    assert state.current_player == 1 and state.left == 3
    for _ in range(3):
        state.apply("discard sugar_mill")
    assert state.hand_size[1] == 12 and state.phase == PH_ROLE


# ------------------------------------------------------------------- §8 game end


def _eleven(state: SanJuanState, seat: int) -> None:
    set_city(
        state,
        seat,
        "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter "
        "smithy gold_mine archive well market_stand trading_post",
    )


def test_several_players_reach_twelve_in_one_builder_phase() -> None:
    """§8, §15.1: 'at least one player' builds his 12th building: the phase ends with
    every player's build, then the game ends with no further role, both at 12."""
    state = _game(3)
    _eleven(state, 0)
    _eleven(state, 2)
    set_hand(state, 0, "indigo_plant")
    set_hand(state, 2, "indigo_plant statue")  # Smithy: 1 - 1 = 0
    choose(state, 0, "builder")
    state.apply("build indigo_plant")
    assert not state.is_over and state.current_player == 2
    state.apply("build indigo_plant")
    assert state.is_over
    result = state.result()
    assert [s["buildings"] for s in result["scores"]] == [12, 1, 12]
    assert result["end_triggers"] == ["twelve_buildings"]
    # Equal VP; the tie-break (cards in hand + goods) gives Chris the win: 1 card to 0.
    assert result["scores"][0]["total"] == result["scores"][2]["total"]
    assert result["winners"] == [2]


def test_game_does_not_end_at_eleven() -> None:
    """§8: the count includes the starting Indigo plant; 11 buildings do not end it."""
    state = _game(3)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter "
        "smithy gold_mine archive well market_stand",
    )
    set_hand(state, 0, "indigo_plant")
    choose(state, 0, "builder")
    state.apply("build indigo_plant")
    assert state.city_size[0] == 11
    finish_phase(state)
    assert not state.is_over and not state.ended


# -------------------------------------------------------------------- §11 scoring


def test_dx04_tie_break_at_forty() -> None:
    """SJ-DX-04 (§11): A and B both 40 VP; A 3 cards in hand and 2 goods (5), B 4 cards
    and no good (4): A wins."""
    state = _game(2)
    # A: 5 + 4 + 3 + 3 + 2 + 2 + 2 + 2 + 2 + 1 + 1 = 27 VP of buildings + 13 Chapel cards.
    set_city(
        state,
        0,
        "hero victory_column statue library chapel aqueduct tower quarry market_hall "
        "indigo_plant sugar_mill",
        goods={"indigo": 1, "sugar": 1},
        chapel=13,
    )
    # B: 3 silver smelters (9) + 4 coffee roasters (8) + Hero 5 + Victory column 4 +
    # Statue 3 + Library 3 + Prefecture 2 + Carpenter 2 + Chapel 2 + 2 Chapel cards = 40.
    set_city(
        state,
        1,
        "silver_smelter silver_smelter silver_smelter coffee_roaster coffee_roaster "
        "coffee_roaster coffee_roaster hero victory_column statue library prefecture "
        "carpenter chapel",
        chapel=2,
    )
    set_hand(state, 0, "well well well")
    set_hand(state, 1, "smithy smithy smithy crane")
    result = state.result()
    assert [s["total"] for s in result["scores"]] == [40, 40]
    assert [s["tiebreak"] for s in result["scores"]] == [5, 4]
    assert result["winners"] == [0] and not result["shared_win"]
    assert [s["rank"] for s in result["scores"]] == [1, 2]


def test_covered_buildings_count_for_no_bonus() -> None:
    """§11 step 1, §10.2: covered buildings score nothing and count neither for the Guild
    hall (production) nor for the City hall (violet)."""
    state = _game(2)
    set_city(state, 0, "indigo_plant sugar_mill crane guild_hall")
    set_hand(state, 0, ["city_hall"] + ["indigo_plant"] * 3)
    choose(state, 0, "builder")
    state.apply("build city_hall")
    state.apply("cover sugar_mill")  # 6 - 2 - 1 (builder) = 3
    assert covered_of(state, 0) == {"sugar_mill": 1}
    score = state.result()["scores"][0]
    assert score["building_vp"] == 1 + 1  # Indigo plant, Crane (cost-6 buildings: 0)
    assert score["bonuses"] == {"guild_hall": 2, "city_hall": 3}


def test_palace_last_on_every_other_bonus() -> None:
    """§11: Palace = floor((buildings + Chapel cards + Guild hall + City hall + Triumphal
    arch) / 4), computed last."""
    state = _game(2)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill chapel statue guild_hall city_hall triumphal_arch palace",
        chapel=3,
    )
    score = state.result()["scores"][0]
    # Buildings 1 + 1 + 2 + 3 = 7; Chapel 3; Guild hall 4; City hall 6; Arch 4: 24.
    assert score["building_vp"] == 7 and score["chapel"] == 3
    assert score["bonuses"] == {
        "guild_hall": 4,
        "city_hall": 6,
        "triumphal_arch": 4,
        "palace": 24 // 4,
    }
    assert score["total"] == 24 + 6


# ----------------------------------------------------------- §4.1 setup variant


@pytest.mark.parametrize(("players", "dealt"), [(2, [5, 6]), (3, [5, 6, 7])])
def test_setup_variant_deals_four_plus_position(players: int, dealt: list[int]) -> None:
    """§4.1: 4 + position from the governor; everyone keeps 4 (discards 1, 2, 3)."""
    state = new(players, governor=1, names=NAMES[:players], setup_variant="on")
    assert [state.hand_size[(1 + p) % players] for p in range(players)] == dealt
    assert state.phase == PH_SETUP_DISCARD and state.current_player == 1
    while state.phase == PH_SETUP_DISCARD:
        state.apply(state.legal_actions()[0])
    assert state.hand_size == [4] * players
    assert state.discard_size == sum(d - 4 for d in dealt)
    assert state.phase == PH_ROLE and state.current_player == 1
    assert len(state.deck) == 110 - players - sum(dealt)
    check_invariants(state)
