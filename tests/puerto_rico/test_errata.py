"""Errata (rules reference §12): one test per row, each showing the engine follows the
corrected rule, not the wording of the seed text."""

from __future__ import annotations

from tests.puerto_rico.scenario import (
    assert_illegal,
    choose,
    doubloons_of,
    goods_of,
    legal_texts,
    new,
    set_player,
    set_ships,
    ships,
    vp_of,
)
from tradewinds.games.puerto_rico.board import PH_HACIENDA, PH_ROLE, PH_SETTLE
from tradewinds.games.puerto_rico.data import GOODS


def test_errata_trader_may_sell_corn_for_nothing() -> None:
    """§12 row 1 (ORIG-IT trader notes; §5.5 notes, EX-12): a player MAY sell corn even
    though he earns nothing — not "can never sell"."""
    state = new(4)
    for seat in range(4):
        set_player(state, seat, doubloons=0, goods={})
    set_player(state, 1, goods={"corn": 2})
    choose(state, 0, "trader")
    assert state.current_player == 1
    assert "sell corn" in legal_texts(state)
    state.apply("sell corn")
    assert doubloons_of(state, 1) == 0
    assert goods_of(state, 1) == {"corn": 1}
    assert [GOODS[g] for g in state.trading_house] == ["corn"]


def test_errata_fortress_twenty_colonists_is_six() -> None:
    """§12 row 2 (ORIG-IT fortress example; EX-22): 20 colonists → floor(20/3) = 6 VP,
    not 5."""
    state = new(4)
    set_player(
        state,
        0,
        island={"corn": (6, 6), "quarry": (4, 4)},
        buildings={"fortress": 1, "large_sugar_mill": 3, "coffee_roaster": 2},
        san_juan=4,  # 6 + 4 + 1 + 3 + 2 + 4 = 20 colonists
    )
    assert state.result()["scores"][0]["bonuses"] == {"fortress": 6}


def test_errata_small_warehouse_keeps_one_kind_only() -> None:
    """§12 row 3 (ORIG-IT small warehouse; EX-27): the small warehouse keeps all barrels
    of ONE kind (plus the single barrel), not "all the goods he wants"."""
    state = new(4)
    set_player(
        state, 1, goods={"corn": 4, "sugar": 3, "coffee": 2}, buildings={"small_warehouse": 1}
    )
    set_ships(state, ("tobacco", 5), ("corn", 6), ("sugar", 7))  # nobody can load
    choose(state, 0, "captain")
    state.apply("warehouse sugar")
    state.apply("keep corn")
    assert goods_of(state, 1) == {"corn": 1, "sugar": 3}


def test_errata_hacienda_no_quarry_instead_of_the_tile() -> None:
    """§12 row 4 (ORIG-IT hacienda note; §5.1 step 1): the hacienda owner may NOT take a
    quarry instead of the face-down tile. The settler may still take his privilege quarry
    afterwards (main pick); another hacienda owner without construction hut gets none."""
    state = new(4)
    set_player(state, 0, island={"corn": 1}, buildings={"hacienda": 1})
    set_player(state, 1, island={"indigo": 1}, buildings={"hacienda": 1})
    quarries = state.quarries
    choose(state, 0, "settler")
    assert (state.phase, state.current_player) == (PH_HACIENDA, 0)
    assert legal_texts(state) == {"hacienda", "pass"}
    assert_illegal(state, "quarry")
    state.apply("hacienda")
    assert state.phase == PH_SETTLE
    assert "quarry" in legal_texts(state)  # the settler's privilege, main pick
    state.apply("quarry")
    assert state.quarries == quarries - 1

    assert (state.phase, state.current_player) == (PH_HACIENDA, 1)
    assert_illegal(state, "quarry")
    state.apply("hacienda")
    assert (state.phase, state.current_player) == (PH_SETTLE, 1)
    assert "quarry" not in legal_texts(state)
    assert_illegal(state, "quarry")


def test_errata_ex16_bob_keeps_one_sugar() -> None:
    """§12 row 5 (ORIG-RO captain example; EX-16): after the phase Bob keeps 1 sugar (he
    started with 2 and loaded 1) — not "Anna and Bob have no goods left"."""
    state = new(4, names=["Anna", "Bob", "Chris", "David"])
    set_player(state, 0, goods={"corn": 2, "sugar": 6})
    set_player(state, 1, goods={"sugar": 2, "tobacco": 3})
    set_player(state, 2, goods={"corn": 2, "tobacco": 1})
    set_player(state, 3, goods={"corn": 1, "indigo": 5})
    set_ships(state, (None, 0), ("corn", 3), (None, 0))
    choose(state, 0, "captain")
    state.apply("load sugar on 7")
    state.apply("load sugar on 7")
    state.apply("load tobacco on 5")
    assert state.phase == PH_ROLE
    assert goods_of(state, 0) == {}
    assert goods_of(state, 1) == {"sugar": 1}
    assert [vp_of(state, seat) for seat in range(4)] == [9, 4, 1, 1]


def test_errata_captain_must_load_the_maximum() -> None:
    """§12 row 6 (DLX-IT captain summary; §5.6.2): a load always moves the maximum
    possible, not "as many barrels as he wants": 4 coffee on an empty 5-ship → all 4;
    3 tobacco on a tobacco ship with 2 free spaces → 2. There is no smaller load."""
    state = new(4)
    set_player(state, 1, goods={"coffee": 4, "tobacco": 3})
    set_ships(state, ("tobacco", 4), ("sugar", 1), ("indigo", 1))
    choose(state, 0, "captain")
    # Bob: tobacco on the 5-ship is his only load (coffee has no empty ship): automatic.
    assert ships(state) == [("tobacco", 5), ("sugar", 1), ("indigo", 1)]
    assert vp_of(state, 1) == 1  # 1 of the 3 tobacco fitted
    assert goods_of(state, 1) == {"tobacco": 2, "coffee": 4}
    state.apply("keep coffee")  # storage
    assert ships(state) == [(None, 0), ("sugar", 1), ("indigo", 1)]  # full: unloaded
    state = new(4)
    set_player(state, 1, goods={"coffee": 4, "sugar": 2})
    set_ships(state, (None, 0), ("sugar", 5), ("indigo", 1))
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load coffee on 5", "load sugar on 6"}
    state.apply("load coffee on 5")
    # Then the sugar load (1 fits) is his only option: automatic; 1 sugar is kept.
    assert ships(state) == [("coffee", 4), (None, 0), ("indigo", 1)]
    assert vp_of(state, 1) == 4 + 1
    assert goods_of(state, 1) == {"sugar": 1}


def test_errata_ship_with_most_barrels_not_most_space() -> None:
    """§12 row 7 (ORIG-IT "ship with the most space"; §13 Q7): under the default rule the
    player must choose an empty ship on which he can load the most barrels — 2 coffee fit
    equally on the 5-, 6- and 7-ship, so all three are legal (not only the 7-ship)."""
    state = new(4)
    set_player(state, 0, goods={"coffee": 2})
    choose(state, 0, "captain")
    assert legal_texts(state) == {"load coffee on 5", "load coffee on 6", "load coffee on 7"}
    state.apply("load coffee on 6")
    assert ships(state) == [(None, 0), ("coffee", 2), (None, 0)]
    assert vp_of(state, 0) == 3
