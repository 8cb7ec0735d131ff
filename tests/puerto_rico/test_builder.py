"""Builder (rules reference §5.3): price, one of each kind, city spaces, paying,
university, T2; EX-05, EX-06; building data from puerto_rico_buildings.csv.

Every board is cleared first, so only the doubloons, quarries and buildings a scenario
sets matter.
"""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    choose,
    city_of,
    clear_player,
    doubloons_of,
    finish_role,
    legal_texts,
    new,
    set_player,
    set_pools,
)
from tradewinds.games.puerto_rico.data import BUILDING_INDEX
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

# puerto_rico_buildings.csv (base set): id -> (cost, row_or_column).
REFERENCE: dict[str, tuple[int, int]] = {
    "small_indigo_plant": (1, 1),
    "small_sugar_mill": (2, 1),
    "large_indigo_plant": (3, 2),
    "large_sugar_mill": (4, 2),
    "tobacco_storage": (5, 3),
    "coffee_roaster": (6, 3),
    "small_market": (1, 1),
    "hacienda": (2, 1),
    "construction_hut": (2, 1),
    "small_warehouse": (3, 1),
    "hospice": (4, 2),
    "office": (5, 2),
    "large_market": (5, 2),
    "large_warehouse": (6, 2),
    "factory": (7, 3),
    "university": (8, 3),
    "harbor": (8, 3),
    "wharf": (9, 3),
    "guild_hall": (10, 4),
    "residence": (10, 4),
    "fortress": (10, 4),
    "customs_house": (10, 4),
    "city_hall": (10, 4),
}

# Four large buildings (8 spaces) + three small ones: 11 of the 12 city spaces.
ELEVEN_SPACES = {
    "guild_hall": 0,
    "residence": 0,
    "fortress": 0,
    "customs_house": 0,
    "small_market": 0,
    "hacienda": 0,
    "construction_hut": 0,
}


def builder_game(players: int = 4) -> PuertoRicoState:
    """Seat 0 is governor; every board empty (no doubloons, tiles or buildings)."""
    state = new(players, governor=0)
    for seat in range(players):
        clear_player(state, seat)
    return state


def build_turn(state: PuertoRicoState, seat: int, *, builder: int = 0) -> bool:
    """``builder`` chooses the Builder; the players before ``seat`` build nothing.

    Returns whether ``seat`` gets a build decision (a player who can build nothing is
    passed over automatically)."""
    choose(state, builder, "builder")
    while state.current_player != seat and "pass" in legal_texts(state):
        state.apply("pass")
    return state.current_player == seat and "pass" in legal_texts(state)


def triggers(state: PuertoRicoState) -> list[str]:
    return list(state.view(None)["end_triggers"])


# --------------------------------------------------------------------- price

EX05 = [("construction_hut", 1), ("office", 3), ("harbor", 5), ("city_hall", 7)]
EX06 = [("construction_hut", 0), ("office", 2), ("harbor", 4), ("city_hall", 6)]


@pytest.mark.parametrize(("building", "price"), EX05)
def test_ex05_quarry_discount(building: str, price: int) -> None:
    """EX-05 (§5.3): a player (not the builder) with 3 occupied quarries pays construction
    hut 1 (2-1, column 1 cap), office 3 (5-2), harbor 5 (8-3), city hall 7 (10-3)."""
    state = builder_game()
    set_player(state, 1, doubloons=price, island={"quarry": (3, 3)})
    assert build_turn(state, 1)
    state.apply(f"build {building}")
    assert doubloons_of(state, 1) == 0
    assert city_of(state, 1) == {building: 0}  # placed unoccupied


@pytest.mark.parametrize(("building", "price"), EX05)
def test_ex05_one_doubloon_short(building: str, price: int) -> None:
    """EX-05 (§5.3 "P can pay the price"): one doubloon less than the EX-05 price is not
    enough."""
    state = builder_game()
    set_player(state, 1, doubloons=price - 1, island={"quarry": (3, 3)})
    assert build_turn(state, 1)  # a small market costs 1 - 1 = 0: he has a decision
    assert_illegal(state, f"build {building}")


@pytest.mark.parametrize(("building", "price"), EX06)
def test_ex06_builder_with_quarries(building: str, price: int) -> None:
    """EX-06 (§5.3): the same player with 3 occupied quarries is the builder: construction
    hut 0, office 2, harbor 4, city hall 6."""
    state = builder_game()
    set_player(state, 1, doubloons=price, island={"quarry": (3, 3)})
    assert build_turn(state, 1, builder=1)
    state.apply(f"build {building}")
    assert doubloons_of(state, 1) == 0
    if price:
        state2 = builder_game()
        set_player(state2, 1, doubloons=price - 1, island={"quarry": (3, 3)})
        assert build_turn(state2, 1, builder=1)
        assert_illegal(state2, f"build {building}")


@pytest.mark.parametrize("building", list(REFERENCE))
def test_full_price_without_privilege_or_quarries(building: str) -> None:
    """§5.3 price (puerto_rico_buildings.csv cost): a non-builder without quarries pays the
    printed cost, and cannot build with one doubloon less."""
    cost, _ = REFERENCE[building]
    state = builder_game()
    set_player(state, 1, doubloons=cost)
    assert build_turn(state, 1)
    state.apply(f"build {building}")
    assert doubloons_of(state, 1) == 0

    short = builder_game()
    set_player(short, 1, doubloons=cost - 1)
    if build_turn(short, 1):
        assert_illegal(short, f"build {building}")
    else:
        assert city_of(short, 1) == {}  # could build nothing at all: passed over


@pytest.mark.parametrize("building", list(REFERENCE))
def test_builder_with_four_quarries_row_cap(building: str) -> None:
    """§5.3 price = max(0, cost - privilege - min(occupied quarries, row_cap)); §6.2 row cap
    = column (1-4): the builder with 4 occupied quarries."""
    cost, row = REFERENCE[building]
    price = max(0, cost - 1 - min(4, row))
    state = builder_game()
    set_player(state, 0, doubloons=price, island={"quarry": (4, 4)})
    state.apply("builder")
    state.apply(f"build {building}")
    assert doubloons_of(state, 0) == 0
    if price:
        short = builder_game()
        set_player(short, 0, doubloons=price - 1, island={"quarry": (4, 4)})
        short.apply("builder")
        assert_illegal(short, f"build {building}")


def test_only_occupied_quarries_give_a_discount() -> None:
    """§5.3: quarry_discount = min(occupied quarries, row cap); unoccupied quarries give
    nothing (§5.2 notes: only occupied tiles function)."""
    state = builder_game()
    set_player(state, 1, doubloons=3, island={"quarry": (3, 1)})
    assert build_turn(state, 1)
    assert_illegal(state, "build office")  # 5 - 1 = 4 > 3
    state.apply("build large_indigo_plant")  # 3 - 1 = 2
    assert doubloons_of(state, 1) == 1


def test_price_never_below_zero_and_buildable_with_zero_doubloons() -> None:
    """§5.3 price = max(0, ...) and note: a building with price 0 can be built with 0
    doubloons (the builder with 4 quarries: small indigo plant 1 - 1 - 1 < 0 -> 0)."""
    state = builder_game()
    set_player(state, 0, doubloons=0, island={"quarry": (4, 4)})
    state.apply("builder")
    assert "build small_indigo_plant" in legal_texts(state)
    state.apply("build small_indigo_plant")
    assert doubloons_of(state, 0) == 0
    assert city_of(state, 0) == {"small_indigo_plant": 0}


def test_privilege_only_for_the_builder_and_order_clockwise() -> None:
    """§5.3: every player clockwise from the builder MAY build one building; only the
    builder pays 1 doubloon less."""
    state = builder_game()
    for seat in range(4):
        set_player(state, seat, doubloons=10)
    choose(state, 2, "builder")
    order = []
    for building in ("office", "harbor", "factory", "wharf"):
        order.append(state.current_player)
        state.apply(f"build {building}")
    assert order == [2, 3, 0, 1]
    assert doubloons_of(state, 2) == 10 - (5 - 1)
    assert doubloons_of(state, 3) == 10 - 8
    assert doubloons_of(state, 0) == 10 - 7
    assert doubloons_of(state, 1) == 10 - 9
    assert city_of(state, 2) == {"office": 0}


def test_builder_who_builds_nothing_gets_nothing() -> None:
    """§5.3 note: if the builder builds nothing he gets nothing (the privilege is a
    discount, not money)."""
    state = builder_game()
    set_player(state, 0, doubloons=4)
    state.apply("builder")
    state.apply("pass")
    assert doubloons_of(state, 0) == 4
    assert city_of(state, 0) == {}


def test_one_building_per_player_per_phase() -> None:
    """§5.3: P MAY build one building: after building, his turn in this phase is over."""
    state = builder_game()
    set_player(state, 0, doubloons=20)
    state.apply("builder")
    state.apply("build small_market")
    assert state.current_player != 0
    finish_role(state)
    assert city_of(state, 0) == {"small_market": 0}
    assert doubloons_of(state, 0) == 20


# ------------------------------------------------------------- restrictions


def test_one_building_of_each_kind() -> None:
    """§5.3 / §6.1: each player at most one building of each kind; the small and the large
    production building of one good are different kinds (§6.3)."""
    state = builder_game()
    set_player(state, 0, doubloons=10, buildings={"small_market": 0, "small_indigo_plant": 0})
    state.apply("builder")
    assert_illegal(state, "build small_market")
    assert_illegal(state, "build small_indigo_plant")
    assert {"build large_market", "build large_indigo_plant"} <= legal_texts(state)


def test_no_copy_left_in_the_supply() -> None:
    """§5.3: B must have a copy left in the supply."""
    state = builder_game()
    state.building_supply[BUILDING_INDEX["hacienda"]] = 0
    set_player(state, 0, doubloons=10)
    state.apply("builder")
    assert_illegal(state, "build hacienda")
    assert "build construction_hut" in legal_texts(state)


def test_copies_run_out_during_the_phase() -> None:
    """§3.1 / csv count_in_supply: 2 copies of a small violet building and 1 of a large
    one (3-5 players): the third player cannot build the hacienda, the second no city
    hall."""
    state = builder_game()
    for seat in range(3):
        set_player(state, seat, doubloons=12)
    state.apply("builder")
    state.apply("build city_hall")
    assert_illegal(state, "build city_hall")
    state.apply("build hacienda")
    assert state.current_player == 2
    state.apply("build hacienda")
    assert state.view(None)["buildings"][BUILDING_INDEX["hacienda"]]["remaining"] == 0


def test_two_players_one_copy_of_each_violet_building() -> None:
    """§3.1 (2 players): 1 of each violet kind, 2 of each production kind."""
    state = builder_game(2)
    set_player(state, 0, doubloons=10)
    set_player(state, 1, doubloons=10)
    state.apply("builder")
    state.apply("build hacienda")
    assert state.current_player == 1
    assert_illegal(state, "build hacienda")

    production = builder_game(2)
    set_player(production, 0, doubloons=10)
    set_player(production, 1, doubloons=10)
    production.apply("builder")
    production.apply("build small_indigo_plant")
    production.apply("build small_indigo_plant")  # the second of 2 copies
    remaining = production.view(None)["buildings"][BUILDING_INDEX["small_indigo_plant"]]
    assert remaining["remaining"] == 0


def test_large_building_needs_two_free_city_spaces() -> None:
    """§5.3 / §6.1: a small building needs 1 free city space, a large one 2; only the count
    of free spaces matters."""
    state = builder_game()
    set_player(state, 0, doubloons=20, buildings=ELEVEN_SPACES)
    state.apply("builder")
    assert_illegal(state, "build city_hall")
    assert "build office" in legal_texts(state)


def test_full_city_builds_nothing() -> None:
    """§5.3: without a free city space nothing can be built (the player is passed over)."""
    state = builder_game()
    set_player(state, 0, doubloons=20, buildings={**ELEVEN_SPACES, "office": 0})
    set_player(state, 1, doubloons=20)
    state.apply("builder")
    assert state.current_player == 1
    assert doubloons_of(state, 0) == 20


# ---------------------------------------------------------------- university


def test_university_one_colonist_from_the_supply() -> None:
    """§5.3 after building, §6.4 university: P MAY take 1 colonist from the supply and put
    it on the new building - only 1 even if it has several circles."""
    state = builder_game()
    set_pools(state, colonist_supply=10, colonist_ship=4)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")  # 5 - 1 = 4
    assert legal_texts(state) == {"university", "pass"}
    state.apply("university")
    assert city_of(state, 0) == {"university": 1, "tobacco_storage": 1}
    assert state.colonist_supply == 9
    assert state.colonist_ship == 4
    assert doubloons_of(state, 0) == 1


def test_university_falls_back_to_the_ship() -> None:
    """§5.3 university: supply empty -> the colonist comes from the ship."""
    state = builder_game()
    set_pools(state, colonist_supply=0, colonist_ship=4)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    state.apply("university")
    assert city_of(state, 0)["tobacco_storage"] == 1
    assert state.colonist_ship == 3


def test_deluxe_university_still_falls_back_to_the_ship() -> None:
    """Deluxe Università: "Se non ci sono più lavoratori nella riserva, si può prendere il
    lavoratore dalla Sala di Reclutamento" (its Hospice names no such fallback)."""
    state = new(4, governor=0, edition="deluxe")
    for seat in range(4):
        clear_player(state, seat)
    set_pools(state, colonist_supply=0, colonist_ship=4)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    state.apply("university")
    assert city_of(state, 0)["tobacco_storage"] == 1
    assert state.colonist_ship == 3


def test_university_gives_nothing_when_supply_and_ship_are_empty() -> None:
    """§5.3 university: supply and ship empty -> nothing."""
    state = builder_game()
    set_pools(state, colonist_supply=0, colonist_ship=0)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    assert state.current_player == 1  # no university decision; the others cannot build
    assert city_of(state, 0)["tobacco_storage"] == 0
    assert_illegal(state, "university")


def test_university_is_optional() -> None:
    """§5.3 university (MAY), §6.1: violet functions are optional."""
    state = builder_game()
    set_pools(state, colonist_supply=10)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    state.apply("pass")
    assert city_of(state, 0)["tobacco_storage"] == 0
    assert state.colonist_supply == 10


def test_unoccupied_university_does_nothing_and_works_for_non_builders() -> None:
    """§6.1 / §6.4 university: only an occupied university works, for any player who builds
    (not only the builder)."""
    state = builder_game()
    set_pools(state, colonist_supply=10)
    set_player(state, 0, doubloons=5, buildings={"university": 0})
    set_player(state, 1, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    assert state.current_player == 1  # no university decision for seat 0
    state.apply("build tobacco_storage")
    assert legal_texts(state) == {"university", "pass"}
    state.apply("university")
    assert city_of(state, 0)["tobacco_storage"] == 0
    assert city_of(state, 1)["tobacco_storage"] == 1
    assert state.colonist_supply == 9


def test_university_emptying_the_supply_is_no_game_end_trigger() -> None:
    """§7.1: only the mayor's refill triggers T1; the university emptying the supply does
    not."""
    state = builder_game()
    set_pools(state, colonist_supply=1)
    set_player(state, 0, doubloons=5, buildings={"university": 1})
    state.apply("builder")
    state.apply("build tobacco_storage")
    state.apply("university")
    finish_role(state)
    assert state.colonist_supply == 0
    assert triggers(state) == []


# ------------------------------------------------------------------------ T2


def test_t2_twelfth_city_space_triggers_game_end() -> None:
    """§5.3 after building, §7.1 T2: filling the 12th city space triggers the game end,
    which happens after the round (§7.2)."""
    state = builder_game()
    set_player(state, 0, doubloons=5, buildings=ELEVEN_SPACES)
    state.apply("builder")
    state.apply("build small_warehouse")
    assert triggers(state) == ["city"]
    assert not state.is_over
    for role in ("craftsman", "trader", "captain"):
        assert not state.is_over
        state.apply(role)
        finish_role(state)
    assert state.is_over


def test_t2_large_building_in_the_last_two_spaces() -> None:
    """§5.3 / §7.1 T2: a large building on the 11th and 12th spaces fills the city."""
    state = builder_game()
    buildings = dict(ELEVEN_SPACES)
    del buildings["construction_hut"]  # 10 spaces
    set_player(state, 0, doubloons=10, buildings=buildings)
    state.apply("builder")
    state.apply("build city_hall")
    assert state.view(None)["players_board"][0]["city_spaces_used"] == 12
    assert triggers(state) == ["city"]


def test_eleven_city_spaces_no_trigger() -> None:
    """§7.1 T2 boundary: reaching the 11th space triggers nothing."""
    state = builder_game()
    buildings = dict(ELEVEN_SPACES)
    del buildings["construction_hut"]  # 10 spaces
    set_player(state, 0, doubloons=10, buildings=buildings)
    state.apply("builder")
    state.apply("build office")
    finish_role(state)
    assert triggers(state) == []
