"""Craftsman scenarios (rules reference §5.4, §6.3, §6.4 Factory, §13 Q6/Q10).

Production capacity per good, the Factory income table, the order of production when the
supply runs short, and the craftsman's privilege barrel.
"""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    choose,
    doubloons_of,
    goods_of,
    legal_texts,
    log_texts,
    new,
    set_player,
    set_supply,
)
from tradewinds.games.puerto_rico.board import PH_CRAFTSMAN_PRIVILEGE, PH_ROLE
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

# Goods in play for 3-5 players (§2): corn 10, indigo 11, sugar 11, tobacco 9, coffee 9.
FULL_SUPPLY = [10, 11, 11, 9, 9]


def _phase_over(state: PuertoRicoState, next_chooser: int) -> None:
    """The craftsman phase is finished and the next player chooses a role."""
    assert state.phase == PH_ROLE
    assert state.current_player == next_chooser


# ----------------------------------------------------------------- capacity per good


def test_corn_needs_no_building() -> None:
    """§5.4 capacity table: corn = occupied corn plantations, no building needed."""
    state = new(4)
    set_player(state, 1, island={"corn": (3, 3)}, buildings={})
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 3}
    assert state.goods_supply == [7, 11, 11, 9, 9]


def test_ex07_production_example() -> None:
    """EX-07 (§5.4): 3 corn (2 occupied), 2 tobacco + tobacco storage (1), 4 sugar
    (3 occupied) + small sugar mill (1) + sugar mill (3) → 2 corn, 1 tobacco, 3 sugar."""
    state = new(4)
    set_player(
        state,
        1,
        island={"corn": (3, 2), "tobacco": (2, 2), "sugar": (4, 3)},
        buildings={"tobacco_storage": 1, "small_sugar_mill": 1, "large_sugar_mill": 3},
    )
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 2, "tobacco": 1, "sugar": 3}
    assert state.goods_supply == [8, 11, 8, 8, 9]
    _phase_over(state, 1)


@pytest.mark.parametrize(
    ("building", "good", "plantations", "colonists", "expected"),
    [
        # (§6.3) circles: small indigo plant 1, indigo plant 3, small sugar mill 1,
        # sugar mill 3, tobacco storage 3, coffee roaster 2.
        ("small_indigo_plant", "indigo", 3, 1, 1),
        ("large_indigo_plant", "indigo", 2, 3, 2),
        ("large_indigo_plant", "indigo", 3, 3, 3),
        ("small_sugar_mill", "sugar", 2, 1, 1),
        ("large_sugar_mill", "sugar", 4, 2, 2),
        ("large_sugar_mill", "sugar", 3, 3, 3),
        ("tobacco_storage", "tobacco", 1, 3, 1),
        ("tobacco_storage", "tobacco", 3, 3, 3),
        ("coffee_roaster", "coffee", 3, 2, 2),
        ("coffee_roaster", "coffee", 1, 2, 1),
    ],
)
def test_production_building_capacity(
    building: str, good: str, plantations: int, colonists: int, expected: int
) -> None:
    """§5.4 capacity table / §6.3: min(occupied plantations, occupied circles) for each
    production building."""
    state = new(4)
    set_player(state, 1, island={good: (plantations, plantations)}, buildings={building: colonists})
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {good: expected}


def test_small_and_large_building_circles_add_up() -> None:
    """§6.3: a player may own the small and the large building of one good; their
    circles add up (1 + 3 = 4 indigo with 5 occupied indigo plantations)."""
    state = new(4)
    set_player(
        state,
        1,
        island={"indigo": (5, 5)},
        buildings={"small_indigo_plant": 1, "large_indigo_plant": 3},
    )
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"indigo": 4}


def test_extra_colonists_produce_nothing() -> None:
    """§5.4 notes: plantations without matching building circles, building circles without
    plantations, unoccupied plantations and unoccupied buildings produce nothing."""
    state = new(4)
    # Occupied indigo plantations but no indigo plant; a sugar mill but no sugar plantation;
    # unoccupied tobacco plantations; coffee plantations with an empty coffee roaster.
    set_player(
        state,
        1,
        island={"indigo": (2, 2), "tobacco": (2, 0), "coffee": (2, 2)},
        buildings={"large_sugar_mill": 3, "tobacco_storage": 3, "coffee_roaster": 0},
    )
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {}
    assert state.goods_supply == FULL_SUPPLY


def test_everyone_produces_not_only_the_craftsman() -> None:
    """§5.4 procedure step 1: every player produces, clockwise from the craftsman."""
    state = new(4)
    for seat, corn in enumerate([1, 2, 3, 1]):
        set_player(state, seat, island={"corn": (corn, corn)}, buildings={})
    choose(state, 2, "craftsman")
    assert state.phase == PH_CRAFTSMAN_PRIVILEGE
    state.apply("pass")
    assert [goods_of(state, seat) for seat in range(4)] == [
        {"corn": 1},
        {"corn": 2},
        {"corn": 3},
        {"corn": 1},
    ]
    assert state.goods_supply[0] == 3


# ------------------------------------------------------------------------- factory


def test_ex08_factory_with_short_supply() -> None:
    """EX-08 (§5.4 step 2): David (occupied factory) could produce corn, sugar and tobacco,
    but the supply has 0 corn and 2 sugar: he gets 2 sugar + 1 tobacco and 1 doubloon
    (the kinds actually received count: 2)."""
    state = new(4, names=["Anna", "Bob", "Chris", "David"])
    set_player(
        state,
        3,
        doubloons=0,
        island={"corn": (3, 3), "sugar": (3, 3), "tobacco": (1, 1)},
        buildings={"factory": 1, "large_sugar_mill": 3, "tobacco_storage": 1},
    )
    set_supply(state, corn=0, sugar=2)
    choose(state, 0, "craftsman")
    assert goods_of(state, 3) == {"sugar": 2, "tobacco": 1}
    assert doubloons_of(state, 3) == 1
    assert state.goods_supply == [0, 11, 0, 8, 9]


def test_ex09_factory_three_kinds() -> None:
    """EX-09 (§5.4 step 2, deluxe example): Leo (occupied factory) produces 3 corn,
    1 coffee, 2 indigo → +2 doubloons (3 kinds)."""
    state = new(4, edition="deluxe", names=["Anna", "Leo", "Chris", "David"])
    set_player(
        state,
        1,
        doubloons=0,
        island={"corn": (3, 3), "coffee": (1, 1), "indigo": (2, 2)},
        buildings={"factory": 1, "coffee_roaster": 1, "large_indigo_plant": 2},
    )
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 3, "indigo": 2, "coffee": 1}
    assert doubloons_of(state, 1) == 2


@pytest.mark.parametrize(("kinds", "income"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_income_table(kinds: int, income: int) -> None:
    """§5.4 step 2 / §6.4 Factory: 0/1/2/3/5 doubloons for 1/2/3/4/5 kinds received
    (0 kinds → 0); the number of barrels per kind is irrelevant."""
    goods = ["corn", "indigo", "sugar", "tobacco", "coffee"][:kinds]
    buildings = {"factory": 1}
    plant = {
        "indigo": "large_indigo_plant",
        "sugar": "large_sugar_mill",
        "tobacco": "tobacco_storage",
        "coffee": "coffee_roaster",
    }
    for good in goods:
        if good != "corn":
            buildings[plant[good]] = 2
    state = new(4)
    set_player(state, 1, doubloons=0, island={good: (2, 2) for good in goods}, buildings=buildings)
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {good: 2 for good in goods}
    assert doubloons_of(state, 1) == income


def test_unoccupied_factory_earns_nothing() -> None:
    """§6.1 / §6.4 Factory: only an occupied factory works."""
    state = new(4)
    set_player(
        state,
        1,
        doubloons=0,
        island={"corn": (1, 1), "indigo": (1, 1), "sugar": (1, 1)},
        buildings={"factory": 0, "small_indigo_plant": 1, "small_sugar_mill": 1},
    )
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 1, "indigo": 1, "sugar": 1}
    assert doubloons_of(state, 1) == 0


def test_factory_owner_as_craftsman_privilege_does_not_add_a_kind() -> None:
    """§5.4 steps 2-3: the factory counts the kinds of step 1 only (2 kinds → 1 doubloon);
    the privilege barrel comes later and pays nothing extra."""
    state = new(4)
    set_player(
        state,
        0,
        doubloons=0,
        island={"corn": (1, 1), "coffee": (1, 1)},
        buildings={"factory": 1, "coffee_roaster": 1},
    )
    choose(state, 0, "craftsman")
    assert doubloons_of(state, 0) == 1
    state.apply("extra coffee")
    assert goods_of(state, 0) == {"corn": 1, "coffee": 2}
    assert doubloons_of(state, 0) == 1


# ---------------------------------------------------------------- supply runs short


def test_short_supply_earlier_players_first() -> None:
    """§5.4 step 1: the supply is reduced immediately, so when a kind runs short the
    players closer to the craftsman (clockwise) get it first. Craftsman seat 2; every
    player can make 2 coffee; 3 coffee in the supply → seat 2: 2, seat 3: 1, seats 0/1: 0."""
    state = new(4)
    for seat in range(4):
        set_player(state, seat, island={"coffee": (2, 2)}, buildings={"coffee_roaster": 2})
    set_supply(state, coffee=3)
    choose(state, 2, "craftsman")
    # The craftsman produced, but no coffee is left: no privilege barrel possible.
    _phase_over(state, 1)
    assert [goods_of(state, seat) for seat in range(4)] == [{}, {}, {"coffee": 2}, {"coffee": 1}]
    assert state.goods_supply[4] == 0


def test_short_supply_partial_for_one_player() -> None:
    """§5.4 step 1: a player receives min(capacity, supply) of each kind — here 4 sugar
    capacity with 3 in the supply gives 3, and his other kinds are unaffected."""
    state = new(4)
    set_player(
        state,
        1,
        island={"sugar": (4, 4), "corn": (2, 2)},
        buildings={"large_sugar_mill": 3, "small_sugar_mill": 1},
    )
    set_supply(state, sugar=3)
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 2, "sugar": 3}
    assert state.goods_supply == [8, 11, 0, 9, 9]


# ------------------------------------------------------------------------ privilege


def test_ex10_no_privilege_when_supply_runs_out() -> None:
    """EX-10 (§5.4 step 3): the craftsman can make only coffee (2), the supply holds 2, he
    produces first → 2 coffee, supply 0, no privilege barrel possible."""
    state = new(4)
    set_player(state, 0, island={"coffee": (2, 2)}, buildings={"coffee_roaster": 2})
    set_supply(state, coffee=2)
    choose(state, 0, "craftsman")
    assert goods_of(state, 0) == {"coffee": 2}
    assert state.goods_supply[4] == 0
    _phase_over(state, 1)


def test_ex10_variant_no_production_no_privilege() -> None:
    """EX-10 variant (§5.4 step 3): a craftsman who produces nothing gets no privilege,
    even if another player produced."""
    state = new(4)
    set_player(state, 0, island={}, buildings={})
    set_player(state, 1, island={"corn": (2, 2)}, buildings={})
    choose(state, 0, "craftsman")
    assert goods_of(state, 0) == {}
    assert goods_of(state, 1) == {"corn": 2}
    assert state.goods_supply[0] == 8
    _phase_over(state, 1)


def test_privilege_any_kind_with_capacity_and_supply() -> None:
    """§5.4 step 3, §13 Q10: the extra barrel may be any kind with capacity ≥ 1 and
    supply ≥ 1 (not only the kind he produced most); kinds whose supply ran out or that he
    cannot produce are illegal."""
    state = new(4)
    set_player(
        state,
        0,
        island={"corn": (2, 2), "indigo": (1, 1), "sugar": (1, 1)},
        buildings={"small_indigo_plant": 1, "small_sugar_mill": 1},
    )
    set_supply(state, sugar=1)
    choose(state, 0, "craftsman")
    assert state.phase == PH_CRAFTSMAN_PRIVILEGE
    assert state.current_player == 0
    assert goods_of(state, 0) == {"corn": 2, "indigo": 1, "sugar": 1}
    assert legal_texts(state) == {"extra corn", "extra indigo", "pass"}
    assert_illegal(state, "extra sugar")  # supply empty
    assert_illegal(state, "extra coffee")  # no capacity
    state.apply("extra indigo")
    assert goods_of(state, 0) == {"corn": 2, "indigo": 2, "sugar": 1}
    assert state.goods_supply == [8, 9, 0, 9, 9]
    _phase_over(state, 1)


def test_privilege_may_pass() -> None:
    """§4.4, §5.4 step 3: the privilege is optional (MAY); passing takes nothing."""
    state = new(4)
    set_player(state, 0, island={"corn": (1, 1)}, buildings={})
    choose(state, 0, "craftsman")
    assert legal_texts(state) == {"extra corn", "pass"}
    state.apply("pass")
    assert goods_of(state, 0) == {"corn": 1}
    assert state.goods_supply[0] == 9
    _phase_over(state, 1)


def test_privilege_comes_after_everyone_produced() -> None:
    """§5.4 step 3: the extra barrel is taken after all players produced. Corn supply 3:
    craftsman makes 1, the next player 2 → no corn left for the privilege."""
    state = new(4)
    set_player(state, 0, island={"corn": (1, 1)}, buildings={})
    set_player(state, 1, island={"corn": (2, 2)}, buildings={})
    set_supply(state, corn=3)
    choose(state, 0, "craftsman")
    assert goods_of(state, 0) == {"corn": 1}
    assert goods_of(state, 1) == {"corn": 2}
    _phase_over(state, 1)


def test_privilege_only_for_the_craftsman() -> None:
    """§4.4, §5.4: only the chooser gets the extra barrel; other producers do not."""
    state = new(4)
    set_player(state, 0, island={"corn": (1, 1)}, buildings={})
    set_player(state, 1, island={"corn": (3, 3)}, buildings={})
    choose(state, 0, "craftsman")
    state.apply("extra corn")
    assert goods_of(state, 0) == {"corn": 2}
    assert goods_of(state, 1) == {"corn": 3}
    _phase_over(state, 1)


# ------------------------------------------------------------ optional_production


def test_production_is_automatic_by_default() -> None:
    """§13 Q6 (default): production is automatic and complete; nobody is asked."""
    state = new(4)
    set_player(state, 1, island={"corn": (2, 2)}, buildings={})
    choose(state, 0, "craftsman")
    assert goods_of(state, 1) == {"corn": 2}
    assert state.view(None)["decision"] != "craftsman_produce"


def test_optional_production_lets_each_player_decline() -> None:
    """Option optional_production: "L'azione di una carta è facoltativa (fa eccezione il
    Capitano)". Each player who would get a barrel decides, clockwise from the
    craftsman; one who declines takes nothing and leaves the barrels to the others."""
    state = new(4, optional_production=True)
    for seat in range(4):
        set_player(state, seat, goods={}, island={}, buildings={})
    set_player(state, 1, island={"corn": (2, 2)}, buildings={})
    set_player(state, 2, island={"corn": (3, 3)}, buildings={})
    set_supply(state, corn=3)
    choose(state, 0, "craftsman")  # the craftsman has nothing to produce: not asked
    assert state.view(None)["decision"] == "craftsman_produce"
    assert state.current_player == 1
    assert legal_texts(state) == {"done", "pass"}
    state.apply("pass")
    assert goods_of(state, 1) == {}
    assert "Player 2 declines to produce." in log_texts(state)
    assert state.current_player == 2
    state.apply("done")
    assert goods_of(state, 2) == {"corn": 3}  # all 3 left in the supply
    _phase_over(state, 1)


def test_optional_production_declined_by_the_craftsman_forfeits_the_privilege() -> None:
    """Deluxe Artigiano: "Se il giocatore che sceglie il ruolo dell'Artigiano non produce
    nessun barile, non può ricevere nemmeno il barile del vantaggio speciale": a
    craftsman who declines production gets no extra barrel; one who produces does."""
    state = new(4, optional_production=True)
    for seat in range(4):
        set_player(state, seat, goods={}, island={}, buildings={})
    set_player(state, 0, island={"corn": (1, 1)}, buildings={})
    choose(state, 0, "craftsman")
    assert state.current_player == 0 and legal_texts(state) == {"done", "pass"}
    state.apply("pass")
    assert goods_of(state, 0) == {}
    _phase_over(state, 1)

    state = new(4, optional_production=True)
    for seat in range(4):
        set_player(state, seat, goods={}, island={}, buildings={})
    set_player(state, 0, island={"corn": (1, 1)}, buildings={})
    choose(state, 0, "craftsman")
    state.apply("done")
    assert state.phase == PH_CRAFTSMAN_PRIVILEGE
    state.apply("extra corn")
    assert goods_of(state, 0) == {"corn": 2}


def test_optional_production_declined_factory_pays_nothing() -> None:
    """The Factory pays for the kinds produced: a player who declines earns nothing."""
    state = new(4, optional_production=True)
    for seat in range(4):
        set_player(state, seat, goods={}, island={}, buildings={})
    set_player(
        state,
        1,
        doubloons=0,
        island={"corn": (1, 1), "indigo": (1, 1)},
        buildings={"factory": 1, "small_indigo_plant": 1},
    )
    choose(state, 0, "craftsman")
    state.apply("pass")
    assert doubloons_of(state, 1) == 0 and goods_of(state, 1) == {}
