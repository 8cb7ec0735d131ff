"""Captain scenarios (rules reference §5.6, §6.4 harbor/wharf/warehouses, §7 T3, §13 Q7-Q9).

Ships of a 4-player game hold 5, 6 and 7 barrels (§3.1). Loading is mandatory while a
cargo ship can take goods, always the maximum amount; one kind per ship and never two
ships of one kind; storage keeps 1 barrel plus whole kinds in warehouses; only full ships
are unloaded.
"""

from __future__ import annotations

import re

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    choose,
    goods_of,
    legal_texts,
    log_texts,
    new,
    set_player,
    set_ships,
    ships,
    vp_of,
)
from tradewinds import IllegalActionError
from tradewinds.games.puerto_rico.board import (
    PH_KEEP,
    PH_LOAD,
    PH_ROLE,
    PH_WAREHOUSE,
    T3_VP,
)
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

NAMES = ["Anna", "Bob", "Chris", "David"]
_SHIPPED = re.compile(r"^(\w+) ships (\d+) (\w+) on (?:the )?(.+?)\.$")


def _shipments(state: PuertoRicoState) -> list[tuple[str, int, str, str]]:
    """Every loading of the game so far as (player, barrels, good, where), in order."""
    found = []
    for text in log_texts(state):
        match = _SHIPPED.match(text)
        if match:
            who, barrels, good, where = match.groups()
            found.append((who, int(barrels), good, where))
    return found


def _game(players: int = 4, ship_choice: str = "max_load") -> PuertoRicoState:
    """No goods anywhere and 0 VP chips, so only the scenario's goods matter."""
    state = new(players, ship_choice=ship_choice, names=NAMES if players == 4 else None)
    for seat in range(players):
        set_player(state, seat, goods={}, vp=0)
    return state


# ------------------------------------------------------------------------- EX-16


def test_ex16_full_captain_phase_four_players() -> None:
    """EX-16 (§5.6, §12 errata row 5): ships 5 (empty), 6 (3 corn), 7 (empty).
    Anna (captain) 2 corn 6 sugar; Bob 2 sugar 3 tobacco; Chris 2 corn 1 tobacco; David
    1 corn 5 indigo. Sequence: Anna 6 sugar → 7-ship (7 VP); Bob 1 sugar → 7-ship; Chris
    1 tobacco → 5-ship; David 1 corn → 6-ship; Anna 2 corn → 6-ship; Bob 3 tobacco → 5-ship.
    VP Anna 9, Bob 4, Chris 1, David 1. Storage: Bob keeps 1 sugar, Chris 1 corn, David
    1 indigo. The full 6- and 7-ships are unloaded; the 5-ship keeps 4 tobacco."""
    state = _game()
    set_player(state, 0, goods={"corn": 2, "sugar": 6})
    set_player(state, 1, goods={"sugar": 2, "tobacco": 3})
    set_player(state, 2, goods={"corn": 2, "tobacco": 1})
    set_player(state, 3, goods={"corn": 1, "indigo": 5})
    set_ships(state, (None, 0), ("corn", 3), (None, 0))
    supply = list(state.goods_supply)
    vp_supply = state.vp_supply

    choose(state, 0, "captain")
    # 1. Anna: sugar only on the 7-ship (the 5-ship would take only 5); corn on the 6-ship.
    assert (state.phase, state.current_player) == (PH_LOAD, 0)
    assert legal_texts(state) == {"load sugar on 7", "load corn on 6"}
    assert_illegal(state, "load sugar on 5")
    assert_illegal(state, "pass")
    state.apply("load sugar on 7")
    assert vp_of(state, 0) == 7
    assert ships(state) == [(None, 0), ("corn", 3), ("sugar", 6)]
    # 2. Bob: 1 sugar fills the 7-ship (he could have loaded 3 tobacco on the 5-ship).
    assert state.current_player == 1
    assert legal_texts(state) == {"load sugar on 7", "load tobacco on 5"}
    state.apply("load sugar on 7")
    assert vp_of(state, 1) == 1
    assert ships(state) == [(None, 0), ("corn", 3), ("sugar", 7)]
    # 3. Chris: 1 tobacco on the 5-ship. Steps 4-7 have a single legal move each and are
    #    played automatically.
    assert state.current_player == 2
    assert legal_texts(state) == {"load tobacco on 5", "load corn on 6"}
    state.apply("load tobacco on 5")

    assert _shipments(state) == [
        ("Anna", 6, "sugar", "7-ship"),
        ("Bob", 1, "sugar", "7-ship"),
        ("Chris", 1, "tobacco", "5-ship"),
        ("David", 1, "corn", "6-ship"),
        ("Anna", 2, "corn", "6-ship"),
        ("Bob", 3, "tobacco", "5-ship"),
    ]
    assert [vp_of(state, seat) for seat in range(4)] == [9, 4, 1, 1]
    assert state.vp_supply == vp_supply - 15
    assert [goods_of(state, seat) for seat in range(4)] == [
        {},
        {"sugar": 1},
        {"corn": 1},
        {"indigo": 1},
    ]
    # Unloading: 6-ship (corn) and 7-ship (sugar) emptied; the 5-ship keeps 4 tobacco.
    assert ships(state) == [("tobacco", 4), (None, 0), (None, 0)]
    # Supply: Chris returns 1 corn, David 4 indigo; 6 corn and 7 sugar come off the ships.
    assert state.goods_supply == [
        supply[0] + 7,
        supply[1] + 4,
        supply[2] + 7,
        supply[3],
        supply[4],
    ]
    # The phase is over: the next player (Bob) chooses a role.
    assert (state.phase, state.current_player) == (PH_ROLE, 1)


# ------------------------------------------------------------ harbor, wharf EX-17/18


def _ex17_situation() -> PuertoRicoState:
    """H = Bob (not the captain): occupied harbor and wharf, 5 tobacco, 2 sugar. Ships:
    5-ship 2 tobacco, 6-ship 1 sugar, 7-ship 4 corn. Nobody else holds goods."""
    state = _game()
    set_player(state, 1, goods={"tobacco": 5, "sugar": 2}, buildings={"harbor": 1, "wharf": 1})
    set_ships(state, ("tobacco", 2), ("sugar", 1), ("corn", 4))
    choose(state, 0, "captain")  # Anna has no goods: her turns are skipped
    return state


def test_ex17_harbor_and_wharf() -> None:
    """EX-17 (§5.6.3, §6.4 harbor/wharf): turn 1: 3 tobacco fill the tobacco ship (3 + 1
    VP); turn 2: 2 sugar (2 + 1); turn 3: the wharf takes the last 2 tobacco (2 + 1).
    Total 10 VP, 3 of them from the harbor; the full 5-ship is emptied at the end."""
    state = _ex17_situation()
    supply = list(state.goods_supply)
    assert state.current_player == 1
    assert legal_texts(state) == {
        "load tobacco on 5",
        "load sugar on 6",
        "wharf tobacco",
        "wharf sugar",
    }
    state.apply("load tobacco on 5")
    assert vp_of(state, 1) == 4
    assert state.current_player == 1
    assert legal_texts(state) == {"load sugar on 6", "wharf tobacco", "wharf sugar"}
    state.apply("load sugar on 6")
    assert vp_of(state, 1) == 7
    # Tobacco ship full: no cargo load left, the wharf is optional (Q9).
    assert legal_texts(state) == {"wharf tobacco", "pass"}
    state.apply("wharf tobacco")
    assert vp_of(state, 1) == 10
    assert goods_of(state, 1) == {}
    assert ships(state) == [(None, 0), ("sugar", 3), ("corn", 4)]
    assert state.goods_supply[3] == supply[3] + 2 + 5  # wharf 2 + unloaded 5-ship
    assert state.phase == PH_ROLE


def test_ex18_wharf_instead() -> None:
    """EX-18 (§6.4 wharf): H ships all 5 tobacco with the wharf on turn 1 (5 + 1 VP), then
    loads 2 sugar (2 + 1 VP) → 9 VP; the tobacco ship (2/5) is not full and keeps its 2
    tobacco after the phase."""
    state = _ex17_situation()
    supply = list(state.goods_supply)
    assert "wharf tobacco" in legal_texts(state)
    state.apply("wharf tobacco")
    # Only the sugar load remains (the wharf is used once): it is played automatically.
    assert _shipments(state) == [("Bob", 5, "tobacco", "Wharf"), ("Bob", 2, "sugar", "6-ship")]
    assert vp_of(state, 1) == 9
    assert goods_of(state, 1) == {}
    assert ships(state) == [("tobacco", 2), ("sugar", 3), ("corn", 4)]
    assert state.goods_supply[3] == supply[3] + 5
    assert state.phase == PH_ROLE


def test_harbor_adds_one_vp_per_loading() -> None:
    """§6.4 harbor: +1 VP for each loading action (two loadings: 2 + 1 and 1 + 1)."""
    state = _game()
    set_player(state, 1, goods={"corn": 2, "indigo": 1}, buildings={"harbor": 1})
    set_player(state, 2, goods={"coffee": 1})
    choose(state, 0, "captain")
    state.apply("load corn on 5")  # corn: all empty ships take 2 → free choice (Q7)
    # Chris must load his coffee on an empty ship, then Bob his indigo.
    state.apply("load coffee on 6")
    assert ships(state)[2] == ("indigo", 1)
    assert vp_of(state, 1) == 3 + 2
    assert vp_of(state, 2) == 1


def test_unoccupied_harbor_and_wharf_do_nothing() -> None:
    """§6.1: an unoccupied harbor gives no VP and an unoccupied wharf cannot be used."""
    state = _game()
    set_player(state, 1, goods={"corn": 2, "coffee": 1}, buildings={"harbor": 0, "wharf": 0})
    set_ships(state, ("sugar", 5), ("indigo", 6), ("tobacco", 1))
    choose(state, 0, "captain")
    # Corn and coffee have no ship: no load, no wharf → Bob keeps one barrel automatically.
    assert vp_of(state, 1) == 0
    assert state.phase == PH_KEEP
    assert legal_texts(state) == {"keep corn", "keep coffee"}


# ---------------------------------------------------------------- Q7 ship_choice


def test_q7_max_load_free_choice_between_equal_ships() -> None:
    """§5.6.2, §13 Q7 (default ship_choice=max_load): 3 coffee fit equally on the empty 5-,
    6- and 7-ship → free choice among them; the partly loaded ship is not unloaded."""
    state = _game()
    set_player(state, 0, goods={"coffee": 3})
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load coffee on 5", "load coffee on 6", "load coffee on 7"}
    state.apply("load coffee on 5")
    assert vp_of(state, 0) == 4
    assert ships(state) == [("coffee", 3), (None, 0), (None, 0)]


def test_q7_max_load_excludes_ships_that_take_fewer() -> None:
    """§5.6.2, §12 errata row 7: the new kind must go on an empty ship on which the most
    barrels fit: 6 sugar → the 6- or the 7-ship (6 each), not the 5-ship (5)."""
    state = _game()
    set_player(state, 0, goods={"sugar": 6})
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load sugar on 6", "load sugar on 7"}
    assert_illegal(state, "load sugar on 5")
    state.apply("load sugar on 6")
    assert vp_of(state, 0) == 7
    assert goods_of(state, 0) == {}
    # The 6-ship is full: it is unloaded at the end of the phase.
    assert ships(state) == [(None, 0), (None, 0), (None, 0)]


def test_q7_max_space_option() -> None:
    """§13 Q7 with ship_choice=max_space: a new kind must go on the empty ship with the
    most space — 3 coffee only on the 7-ship; with the 7-ship busy, only the 6-ship."""
    state = _game(ship_choice="max_space")
    set_player(state, 0, goods={"coffee": 3})
    choose(state, 0, "captain")
    # A single legal load is played automatically.
    assert ships(state) == [(None, 0), (None, 0), ("coffee", 3)]

    state = _game(ship_choice="max_space")
    set_player(state, 0, goods={"coffee": 3, "corn": 1})
    set_ships(state, (None, 0), (None, 0), ("indigo", 2))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load coffee on 6", "load corn on 6"}
    assert_illegal(state, "load coffee on 5")


# ------------------------------------------------------------- privilege, Q8, Q9


def test_captain_privilege_once_per_phase() -> None:
    """§5.6.3 step 3: +1 VP on the captain's first loading only (2 + 1, then 1)."""
    state = _game()
    set_player(state, 0, goods={"corn": 2, "indigo": 1})
    set_player(state, 1, goods={"coffee": 1})
    choose(state, 0, "captain")
    state.apply("load corn on 5")
    state.apply("load coffee on 6")
    assert _shipments(state) == [
        ("Anna", 2, "corn", "5-ship"),
        ("Bob", 1, "coffee", "6-ship"),
        ("Anna", 1, "indigo", "7-ship"),
    ]
    assert vp_of(state, 0) == 3 + 1
    assert vp_of(state, 1) == 1


def test_captain_who_never_loads_gets_no_privilege() -> None:
    """§5.6 notes: if the captain never loads he gets no privilege VP."""
    state = _game()
    set_player(state, 1, goods={"corn": 2})
    set_ships(state, ("sugar", 1), ("indigo", 1), (None, 0))
    choose(state, 0, "captain")
    assert vp_of(state, 0) == 0
    assert vp_of(state, 1) == 2


def test_q8_captain_privilege_on_wharf_shipment() -> None:
    """§13 Q8, §6.4 wharf: the captain's first shipment via his wharf gets the privilege
    (3 coffee + 1 = 4 VP); his later cargo loads do not (2 corn → 2, 1 indigo → 1)."""
    state = _game()
    set_player(state, 0, goods={"coffee": 3, "corn": 2, "indigo": 1}, buildings={"wharf": 1})
    set_ships(state, ("sugar", 1), ("corn", 1), (None, 0))
    choose(state, 0, "captain")
    assert legal_texts(state) == {
        "load coffee on 7",
        "load corn on 6",
        "load indigo on 7",
        "wharf coffee",
        "wharf corn",
        "wharf indigo",
    }
    state.apply("wharf coffee")
    assert vp_of(state, 0) == 4
    assert legal_texts(state) == {"load corn on 6", "load indigo on 7"}
    state.apply("load corn on 6")
    # The indigo load is then his only option and is played automatically.
    assert _shipments(state) == [
        ("Anna", 3, "coffee", "Wharf"),
        ("Anna", 2, "corn", "6-ship"),
        ("Anna", 1, "indigo", "7-ship"),
    ]
    assert vp_of(state, 0) == 7
    assert goods_of(state, 0) == {}


def test_q9_wharf_optional_without_cargo_load() -> None:
    """§13 Q9, §6.1: a player with an unused wharf and no legal cargo load MAY pass and use
    the wharf on a later loading turn of the same phase."""
    state = _game()
    set_player(state, 0, goods={"coffee": 1, "sugar": 1})
    set_player(state, 1, goods={"corn": 2}, buildings={"wharf": 1})
    set_ships(state, (None, 0), ("corn", 6), (None, 0))  # the corn ship is full
    supply = list(state.goods_supply)
    choose(state, 0, "captain")
    state.apply("load coffee on 5")
    assert state.current_player == 1
    assert legal_texts(state) == {"wharf corn", "pass"}
    state.apply("pass")
    # Anna's sugar load is automatic; Bob gets another loading turn.
    assert state.current_player == 1
    assert legal_texts(state) == {"wharf corn", "pass"}
    state.apply("wharf corn")
    assert vp_of(state, 1) == 2
    assert goods_of(state, 1) == {}
    assert state.goods_supply[0] == supply[0] + 2 + 6  # wharf 2 + the full corn ship
    assert state.phase == PH_ROLE


def test_q9_wharf_never_used_storage_applies() -> None:
    """§13 Q9: the wharf owner may pass every turn; then storage keeps 1 barrel."""
    state = _game()
    set_player(state, 1, goods={"corn": 3}, buildings={"wharf": 1})
    set_ships(state, (None, 0), ("corn", 6), (None, 0))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"wharf corn", "pass"}
    state.apply("pass")
    assert vp_of(state, 1) == 0
    assert goods_of(state, 1) == {"corn": 1}
    assert state.phase == PH_ROLE


def test_wharf_any_kind_even_one_on_a_ship_once_per_phase() -> None:
    """§6.4 wharf: any kind may be shipped with the wharf, also one a cargo ship carries
    and not the largest; all barrels of that kind go; only once per phase."""
    state = _game()
    set_player(state, 1, goods={"corn": 4, "sugar": 1, "indigo": 1}, buildings={"wharf": 1})
    set_ships(state, ("corn", 1), ("tobacco", 1), (None, 0))
    choose(state, 0, "captain")
    state.apply("wharf corn")
    assert vp_of(state, 1) == 4
    assert goods_of(state, 1) == {"sugar": 1, "indigo": 1}
    assert "wharf sugar" not in legal_texts(state)
    assert_illegal(state, "wharf sugar")
    assert legal_texts(state) == {"load sugar on 7", "load indigo on 7"}


# ------------------------------------------------------------------ loading rules


def test_loading_is_mandatory_when_possible() -> None:
    """§4.4, §5.6.3 step 1: a player with a legal cargo load may not pass; owning a wharf
    does not change that (he may use the wharf instead, not pass)."""
    state = _game()
    set_player(state, 1, goods={"corn": 1, "sugar": 1}, buildings={"wharf": 1})
    choose(state, 0, "captain")
    assert state.current_player == 1
    assert "pass" not in legal_texts(state)
    assert_illegal(state, "pass")
    assert legal_texts(state) >= {"wharf corn", "wharf sugar"}


def test_keeping_a_barrel_cannot_be_refused_and_the_error_names_the_keep_rule() -> None:
    """Deluxe "Conservare le merci": "Se ha più di un barile, deve scegliere quale
    conservare"; an illegal pass then cites storage (§5.6.3), not loading."""
    state = _game()
    set_player(state, 1, goods={"corn": 2, "coffee": 1}, buildings={})
    set_ships(state, ("sugar", 5), ("indigo", 6), ("tobacco", 1))
    choose(state, 0, "captain")
    assert state.phase == PH_KEEP and state.current_player == 1
    with pytest.raises(IllegalActionError) as caught:
        state.apply("pass")
    message = str(caught.value)
    assert "choose which to keep" in message and "§5.6.3" in message
    assert "loading" not in message
    assert_illegal(state, "pass")


def test_one_kind_per_ship_never_two_ships_of_one_kind() -> None:
    """§5.6.1: a ship carries one kind; kind g may not go on an empty ship while another
    ship carries g; corn (no ship yet) must take the empty 6-ship."""
    state = _game()
    set_player(state, 1, goods={"corn": 3, "sugar": 1})
    set_ships(state, ("sugar", 1), (None, 0), ("indigo", 1))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load sugar on 5", "load corn on 6"}
    assert_illegal(state, "load corn on 5")  # carries sugar
    assert_illegal(state, "load corn on 7")  # carries indigo
    assert_illegal(state, "load sugar on 6")  # sugar is already on the 5-ship


def test_full_ship_still_blocks_its_kind() -> None:
    """§5.6.1: a full ship takes nothing, and its kind still may not go on an empty ship."""
    state = _game()
    set_player(state, 1, goods={"sugar": 3, "corn": 2})
    set_ships(state, ("sugar", 5), (None, 0), (None, 0))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load corn on 6", "load corn on 7"}
    assert_illegal(state, "load sugar on 5")
    assert_illegal(state, "load sugar on 6")
    assert_illegal(state, "load sugar on 7")


def test_load_always_moves_the_maximum() -> None:
    """§5.6.2, §12 errata row 6: a load moves min(barrels held, free space): 4 coffee on a
    ship with 2 free spaces → 2 loaded, 2 kept; 9 corn on an empty 7-ship → 7."""
    state = _game()
    set_player(state, 1, goods={"coffee": 4})
    set_player(state, 2, goods={"corn": 9})
    set_ships(state, ("coffee", 3), ("sugar", 1), (None, 0))
    choose(state, 0, "captain")
    # Both loads are forced (single legal action) and played automatically.
    assert _shipments(state) == [("Bob", 2, "coffee", "5-ship"), ("Chris", 7, "corn", "7-ship")]
    assert vp_of(state, 1) == 2
    assert vp_of(state, 2) == 7
    assert goods_of(state, 1) == {"coffee": 1}  # storage: 1 of the 2 remaining
    assert goods_of(state, 2) == {"corn": 1}
    assert ships(state) == [(None, 0), ("sugar", 1), (None, 0)]


def test_free_choice_of_kind() -> None:
    """§5.6.2: the player chooses which kind to load; he need not ship the most barrels."""
    state = _game()
    set_player(state, 1, goods={"sugar": 5, "coffee": 1})
    set_ships(state, ("indigo", 1), ("corn", 1), (None, 0))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load sugar on 7", "load coffee on 7"}
    state.apply("load coffee on 7")
    assert vp_of(state, 1) == 1
    assert goods_of(state, 1) == {"sugar": 1}  # no ship for sugar any more; keeps 1


def test_loading_continues_round_after_round() -> None:
    """§5.6.3 steps 1-2: loading turns go round the table until N consecutive turns pass
    without a load; players with nothing to load are skipped."""
    state = _game()
    set_player(state, 2, goods={"corn": 1, "indigo": 1, "sugar": 1})
    choose(state, 0, "captain")
    state.apply("load corn on 5")
    state.apply("load indigo on 6")
    assert _shipments(state) == [
        ("Chris", 1, "corn", "5-ship"),
        ("Chris", 1, "indigo", "6-ship"),
        ("Chris", 1, "sugar", "7-ship"),
    ]
    assert vp_of(state, 2) == 3
    assert state.phase == PH_ROLE


# ------------------------------------------------------------------------ storage


def _storage_situation(buildings: dict[str, int], indigo: int = 1) -> PuertoRicoState:
    """EX-27 situation: Bob holds 4 corn, 3 sugar, 2 coffee and ``indigo`` indigo; every
    ship is full (5 tobacco, 6 corn, 7 sugar), so nobody can load and storage starts."""
    state = _game()
    set_player(
        state,
        1,
        goods={"corn": 4, "sugar": 3, "coffee": 2, "indigo": indigo},
        buildings=buildings,
    )
    set_ships(state, ("tobacco", 5), ("corn", 6), ("sugar", 7))
    choose(state, 0, "captain")
    return state


def test_storage_without_warehouse_keeps_one_barrel() -> None:
    """§5.6.3 step 4: without a warehouse a player keeps a single barrel of his choice."""
    state = _storage_situation({})
    supply = list(state.goods_supply)
    assert (state.phase, state.current_player) == (PH_KEEP, 1)
    assert legal_texts(state) == {"keep corn", "keep indigo", "keep sugar", "keep coffee"}
    state.apply("keep sugar")
    assert goods_of(state, 1) == {"sugar": 1}
    # Returned: 4 corn, 1 indigo, 2 sugar, 2 coffee; unloaded: 6 corn, 7 sugar, 5 tobacco.
    assert state.goods_supply == [
        supply[0] + 4 + 6,
        supply[1] + 1,
        supply[2] + 2 + 7,
        supply[3] + 5,
        supply[4] + 2,
    ]
    assert ships(state) == [(None, 0), (None, 0), (None, 0)]


def test_ex27_small_warehouse() -> None:
    """EX-27 (§5.6.3 step 4, §6.4 small warehouse, §12 errata row 3): 4 corn, 3 sugar,
    2 coffee, 1 indigo and an occupied small warehouse → keeps all 4 corn (warehouse) +
    1 coffee; the rest returns to the supply."""
    state = _storage_situation({"small_warehouse": 1})
    supply = list(state.goods_supply)
    assert (state.phase, state.current_player) == (PH_WAREHOUSE, 1)
    assert legal_texts(state) == {
        "warehouse corn",
        "warehouse indigo",
        "warehouse sugar",
        "warehouse coffee",
    }
    state.apply("warehouse corn")
    assert state.phase == PH_KEEP
    assert legal_texts(state) == {"keep indigo", "keep sugar", "keep coffee"}
    assert_illegal(state, "keep corn")
    state.apply("keep coffee")
    assert goods_of(state, 1) == {"corn": 4, "coffee": 1}
    assert state.goods_supply == [
        supply[0] + 6,
        supply[1] + 1,
        supply[2] + 3 + 7,
        supply[3] + 5,
        supply[4] + 1,
    ]


def test_large_warehouse_two_kinds() -> None:
    """§5.6.3 step 4, §6.4 large warehouse: all barrels of 2 kinds + 1 barrel."""
    state = _storage_situation({"large_warehouse": 1})
    state.apply("warehouse corn")
    assert state.phase == PH_WAREHOUSE
    state.apply("warehouse sugar")
    assert legal_texts(state) == {"keep indigo", "keep coffee"}
    state.apply("keep coffee")
    assert goods_of(state, 1) == {"corn": 4, "sugar": 3, "coffee": 1}


def test_both_warehouses_three_kinds() -> None:
    """§5.6.3 step 4: small + large warehouse = all barrels of 3 kinds + 1 barrel
    (4 corn, 3 sugar, 2 indigo stored; 1 of the 2 coffee kept automatically)."""
    state = _storage_situation({"small_warehouse": 1, "large_warehouse": 1}, indigo=2)
    supply = list(state.goods_supply)
    state.apply("warehouse corn")
    state.apply("warehouse sugar")
    state.apply("warehouse indigo")
    assert goods_of(state, 1) == {"corn": 4, "indigo": 2, "sugar": 3, "coffee": 1}
    assert state.goods_supply[4] == supply[4] + 1
    assert state.phase == PH_ROLE


def test_warehouses_hold_every_kind_no_decision() -> None:
    """§5.6.3 step 4: with no more kinds than warehouse kinds, everything is kept."""
    state = _game()
    set_player(state, 1, goods={"corn": 4, "coffee": 3}, buildings={"large_warehouse": 1})
    set_ships(state, ("tobacco", 5), ("corn", 6), ("sugar", 7))
    choose(state, 0, "captain")
    assert goods_of(state, 1) == {"corn": 4, "coffee": 3}
    assert state.phase == PH_ROLE


def test_unoccupied_warehouse_keeps_nothing_extra() -> None:
    """§6.1: an unoccupied small warehouse has no function: only 1 barrel is kept."""
    state = _storage_situation({"small_warehouse": 0})
    assert state.phase == PH_KEEP
    state.apply("keep corn")
    assert goods_of(state, 1) == {"corn": 1}


def test_storage_for_every_player_not_only_loaders() -> None:
    """§5.6.3 step 4: every player's storage is checked, also those who never loaded."""
    state = _game()
    set_player(state, 2, goods={"coffee": 3})
    set_player(state, 3, goods={"indigo": 4})
    set_ships(state, ("coffee", 5), ("indigo", 6), ("sugar", 1))
    choose(state, 0, "captain")
    assert goods_of(state, 2) == {"coffee": 1}
    assert goods_of(state, 3) == {"indigo": 1}


# ---------------------------------------------------------------------- unloading


def test_only_full_ships_are_unloaded() -> None:
    """§5.6.3 step 5: full ships are emptied; partly loaded ships keep their cargo."""
    state = _game()
    set_ships(state, ("sugar", 5), ("corn", 3), ("coffee", 7))
    supply = list(state.goods_supply)
    choose(state, 0, "captain")
    assert ships(state) == [(None, 0), ("corn", 3), (None, 0)]
    assert state.goods_supply == [supply[0], supply[1], supply[2] + 5, supply[3], supply[4] + 7]


# ------------------------------------------------------------------ EX-28 trigger


def test_ex28_vp_trigger() -> None:
    """EX-28 (§5.6.3 step 3, §7.1 T3, §7.2): VP supply 3; Bob ships 5 barrels → 5 VP,
    supply -2 (on paper); a later load still scores; T3 is triggered, the round is played
    to its end and then the game ends."""
    state = _game()
    state.vp_supply = 3
    set_player(state, 1, goods={"coffee": 5})
    set_player(state, 2, goods={"corn": 2})
    set_ships(state, (None, 0), ("corn", 1), ("sugar", 1))
    choose(state, 0, "captain")
    assert vp_of(state, 1) == 5
    assert vp_of(state, 2) == 2  # beyond the supply: still earned
    assert state.vp_supply == 3 - 7
    assert state.end_triggers & T3_VP
    # The round goes on: Bob, Chris and David still choose roles.
    assert not state.is_over
    assert (state.phase, state.current_player) == (PH_ROLE, 1)
    state.apply("prospector")
    assert (state.phase, state.current_player) == (PH_ROLE, 2)
    state.apply("trader")  # nobody has goods to sell
    assert (state.phase, state.current_player) == (PH_ROLE, 3)
    state.apply("craftsman")  # nobody produces
    assert state.is_over
    assert state.round == 1
    assert state.result()["end_triggers"] == ["vp"]


@pytest.mark.parametrize("players", [3, 5])
def test_ship_capacities_by_player_count(players: int) -> None:
    """§3.1: 3 players ships 4/5/6, 5 players 6/7/8 — a 9-barrel kind fills the biggest."""
    state = _game(players)
    set_player(state, 1, goods={"indigo": 9})
    choose(state, 0, "captain")
    biggest = {3: 6, 5: 8}[players]
    assert vp_of(state, 1) == biggest
    assert goods_of(state, 1) == {"indigo": 1}
