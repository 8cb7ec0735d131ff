"""Trader scenarios (rules reference §5.5, §6.4 small/large market and office, §12 errata).

One barrel per player, clockwise from the trader; prices corn 0, indigo 1, sugar 2,
tobacco 3, coffee 4; +1 trader privilege, +1 small market, +2 large market; a kind already
in the trading house only with an office; the house (4 spaces) is cleared only when full.
"""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    choose,
    doubloons_of,
    goods_of,
    legal_texts,
    new,
    set_player,
)
from tradewinds.games.puerto_rico.board import PH_ROLE, PH_SELL
from tradewinds.games.puerto_rico.data import GOODS
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

NAMES = ["Anna", "Bob", "Chris", "David"]


def _house(state: PuertoRicoState) -> list[str]:
    return [GOODS[g] for g in state.trading_house]


def _game() -> PuertoRicoState:
    """4 players, no goods and no doubloons anywhere (so only sales change the money)."""
    state = new(4, names=NAMES)
    for seat in range(4):
        set_player(state, seat, doubloons=0, goods={})
    return state


# --------------------------------------------------------------------------- prices


@pytest.mark.parametrize(
    ("good", "price"), [("corn", 0), ("indigo", 1), ("sugar", 2), ("tobacco", 3), ("coffee", 4)]
)
def test_price_table_for_a_plain_seller(good: str, price: int) -> None:
    """§2 / §5.5: prices corn 0, indigo 1, sugar 2, tobacco 3, coffee 4 (no trader bonus,
    no market)."""
    state = _game()
    set_player(state, 1, goods={good: 2})
    choose(state, 0, "trader")
    assert state.current_player == 1
    state.apply(f"sell {good}")
    assert doubloons_of(state, 1) == price
    assert goods_of(state, 1) == {good: 1}
    assert _house(state) == [good]


@pytest.mark.parametrize(
    ("good", "price"), [("corn", 1), ("indigo", 2), ("sugar", 3), ("tobacco", 4), ("coffee", 5)]
)
def test_trader_privilege_adds_one(good: str, price: int) -> None:
    """§5.5 privilege: the trader gets +1 doubloon on his sale."""
    state = _game()
    set_player(state, 0, goods={good: 1})
    choose(state, 0, "trader")
    state.apply(f"sell {good}")
    assert doubloons_of(state, 0) == price


def test_ex11_small_market() -> None:
    """EX-11 (§5.5, §6.4 small market): Anna (occupied small market, not the trader)
    sells a corn → 0 + 1 = 1 doubloon."""
    state = _game()
    set_player(state, 0, goods={"corn": 1}, buildings={"small_market": 1})
    choose(state, 3, "trader")  # David is the trader and has nothing to sell
    assert state.current_player == 0
    state.apply("sell corn")
    assert doubloons_of(state, 0) == 1
    assert _house(state) == ["corn"]


def test_ex12_trader_sells_corn() -> None:
    """EX-12 (§5.5 notes): the trader selling corn receives only the privilege doubloon."""
    state = _game()
    set_player(state, 0, goods={"corn": 3})
    choose(state, 0, "trader")
    state.apply("sell corn")
    assert doubloons_of(state, 0) == 1
    assert goods_of(state, 0) == {"corn": 2}


def test_ex13_both_markets() -> None:
    """EX-13 (§5.5, §6.4): the trader with occupied small and large market sells coffee →
    4 + 1 + 1 + 2 = 8 doubloons."""
    state = _game()
    set_player(state, 0, goods={"coffee": 1}, buildings={"small_market": 1, "large_market": 1})
    choose(state, 0, "trader")
    state.apply("sell coffee")
    assert doubloons_of(state, 0) == 8


def test_large_market_alone() -> None:
    """§6.4 large market: +2 doubloons per sale (sugar by a non-trader: 2 + 2 = 4)."""
    state = _game()
    set_player(state, 1, goods={"sugar": 1}, buildings={"large_market": 1})
    choose(state, 0, "trader")
    state.apply("sell sugar")
    assert doubloons_of(state, 1) == 4


def test_unoccupied_markets_give_nothing() -> None:
    """§6.1: unoccupied markets have no function (indigo sells for its price 1 only)."""
    state = _game()
    set_player(state, 1, goods={"indigo": 1}, buildings={"small_market": 0, "large_market": 0})
    choose(state, 0, "trader")
    state.apply("sell indigo")
    assert doubloons_of(state, 1) == 1


def test_corn_sells_for_nothing() -> None:
    """§5.5 notes, §12 errata row 1: a player MAY sell corn though it earns 0."""
    state = _game()
    set_player(state, 1, goods={"corn": 1})
    choose(state, 0, "trader")
    assert legal_texts(state) == {"sell corn", "pass"}
    state.apply("sell corn")
    assert doubloons_of(state, 1) == 0
    assert goods_of(state, 1) == {}
    assert _house(state) == ["corn"]


# ------------------------------------------------------------------- trading house


def test_kind_already_in_house_needs_office() -> None:
    """§5.5: without an office a kind already in the trading house cannot be sold."""
    state = _game()
    state.trading_house[:] = [GOODS.index("coffee")]
    set_player(state, 1, goods={"coffee": 2, "sugar": 1})
    choose(state, 0, "trader")
    assert state.current_player == 1
    assert legal_texts(state) == {"sell sugar", "pass"}
    assert_illegal(state, "sell coffee")


def test_ex14_office() -> None:
    """EX-14 (§5.5, §6.4 office): the house holds 1 tobacco. Bob (occupied office) sells a
    tobacco, then Chris (the other office) sells a tobacco: both legal, the house holds 3
    tobacco. David (no office) cannot sell tobacco now."""
    state = _game()
    state.trading_house[:] = [GOODS.index("tobacco")]
    set_player(state, 1, goods={"tobacco": 1}, buildings={"office": 1})
    set_player(state, 2, goods={"tobacco": 2}, buildings={"office": 1})
    set_player(state, 3, goods={"tobacco": 1, "coffee": 1})
    choose(state, 0, "trader")  # Anna has nothing to sell
    assert state.current_player == 1
    state.apply("sell tobacco")
    assert state.current_player == 2
    state.apply("sell tobacco")
    assert _house(state) == ["tobacco", "tobacco", "tobacco"]
    assert doubloons_of(state, 1) == 3
    assert doubloons_of(state, 2) == 3
    assert state.current_player == 3
    assert legal_texts(state) == {"sell coffee", "pass"}
    assert_illegal(state, "sell tobacco")
    state.apply("pass")
    # Only 3 barrels: they stay in the house after the phase.
    assert state.phase == PH_ROLE
    assert _house(state) == ["tobacco", "tobacco", "tobacco"]


def test_unoccupied_office_has_no_effect() -> None:
    """§6.1: an unoccupied office does not allow a duplicate kind."""
    state = _game()
    state.trading_house[:] = [GOODS.index("tobacco")]
    set_player(state, 1, goods={"tobacco": 1, "corn": 1}, buildings={"office": 0})
    choose(state, 0, "trader")
    assert legal_texts(state) == {"sell corn", "pass"}
    assert_illegal(state, "sell tobacco")


def test_ex15_trading_house_cleared_when_full() -> None:
    """EX-15 (§5.5 end of phase): the house holds 3 barrels; the trader sells a 4th; nobody
    after him can sell; at the end of the phase all 4 barrels return to the supply."""
    state = _game()
    state.trading_house[:] = [GOODS.index(g) for g in ("indigo", "sugar", "corn")]
    supply = list(state.goods_supply)
    set_player(state, 0, goods={"coffee": 1})
    for seat in (1, 2, 3):
        set_player(state, seat, goods={"tobacco": 1})
    choose(state, 0, "trader")
    state.apply("sell coffee")
    assert doubloons_of(state, 0) == 5
    # The phase stopped at once: the others kept their tobacco and were never asked.
    assert state.phase == PH_ROLE
    assert state.current_player == 1
    assert all(goods_of(state, seat) == {"tobacco": 1} for seat in (1, 2, 3))
    assert state.trading_house == []
    back = [1, 1, 1, 0, 1]  # indigo, sugar, corn and the new coffee
    assert state.goods_supply == [s + b for s, b in zip(supply, back, strict=True)]


def test_ex15_variant_three_barrels_stay() -> None:
    """EX-15 variant (§5.5): with only 3 barrels after the phase they stay in the house."""
    state = _game()
    state.trading_house[:] = [GOODS.index(g) for g in ("indigo", "sugar")]
    supply = list(state.goods_supply)
    set_player(state, 0, goods={"coffee": 1})
    choose(state, 0, "trader")
    state.apply("sell coffee")
    assert state.phase == PH_ROLE
    assert _house(state) == ["indigo", "sugar", "coffee"]
    assert state.goods_supply == supply


def test_house_fills_mid_phase_stops_selling() -> None:
    """§5.5: stop as soon as the trading house is full — the player who fills it is the
    last; later players get no opportunity (their barrels stay)."""
    state = _game()
    state.trading_house[:] = [GOODS.index(g) for g in ("indigo", "sugar")]
    set_player(state, 1, goods={"corn": 1})
    set_player(state, 2, goods={"coffee": 1})
    set_player(state, 3, goods={"tobacco": 1})
    choose(state, 0, "trader")
    state.apply("sell corn")
    state.apply("sell coffee")
    assert state.phase == PH_ROLE
    assert goods_of(state, 3) == {"tobacco": 1}
    assert state.trading_house == []


# ------------------------------------------------------------- one barrel, optional


def test_one_barrel_each_clockwise_from_trader() -> None:
    """§5.5: each player sells at most one barrel, clockwise from the trader; after
    everyone had one opportunity the phase ends."""
    state = _game()
    set_player(state, 2, goods={"coffee": 3, "sugar": 2})
    set_player(state, 3, goods={"indigo": 2})
    set_player(state, 0, goods={"corn": 2})
    choose(state, 2, "trader")
    assert (state.phase, state.current_player) == (PH_SELL, 2)
    state.apply("sell coffee")
    assert (state.phase, state.current_player) == (PH_SELL, 3)
    assert goods_of(state, 2) == {"coffee": 2, "sugar": 2}
    state.apply("sell indigo")
    assert (state.phase, state.current_player) == (PH_SELL, 0)
    state.apply("sell corn")
    # Seat 1 has nothing to sell: the phase is over and seat 1 picks the next role.
    assert state.phase == PH_ROLE
    assert _house(state) == ["coffee", "indigo", "corn"]
    assert [doubloons_of(state, seat) for seat in range(4)] == [0, 0, 5, 1]


def test_trader_who_sells_nothing_gets_nothing() -> None:
    """§5.5 notes: the privilege is paid only with a sale; a trader who passes gets 0."""
    state = _game()
    set_player(state, 0, goods={"coffee": 1})
    choose(state, 0, "trader")
    state.apply("pass")
    assert doubloons_of(state, 0) == 0
    assert goods_of(state, 0) == {"coffee": 1}
    assert state.trading_house == []


def test_selling_is_optional_for_everyone() -> None:
    """§4.4: the trader action is optional: any player MAY pass."""
    state = _game()
    set_player(state, 1, goods={"coffee": 1}, buildings={"large_market": 1})
    choose(state, 0, "trader")
    assert "pass" in legal_texts(state)
    state.apply("pass")
    assert goods_of(state, 1) == {"coffee": 1}
    assert doubloons_of(state, 1) == 0
