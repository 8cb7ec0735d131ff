"""Payouts and insurance (rules reference §12, §12.1) and the price rise (§13).

Accomplices placed with ``put`` paid nothing, so cash changes below are the payouts.
"""

from __future__ import annotations

import pytest

from tests.manila.scenario import (
    begin_voyage,
    dice,
    everyone_passes,
    log_texts,
    new,
    play,
    put,
    set_boats,
    set_cash,
    set_shares,
)
from tradewinds.games.manila.board import PH_BID

# Dice that send every boat of a (5, 4, 0) nutmeg/silk/jade start to the shipyard.
ALL_WRECKED = (1,) * 9


def test_mn_ex_10_boat_payout() -> None:
    """MN-EX-10 (§12 B): the jade boat is in the harbour with 3 of its 4 seats taken:
    red x2, yellow x1: 36 / 3 = 12 each: red +24, yellow +12."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "boat_jade_1")  # red = Bob
    put(state, 2, "boat_jade_2")  # yellow = Cid
    put(state, 1, "boat_jade_3")
    set_boats(state, jade=12)
    with dice(state, 1, 1, 2, 1, 1, 1, 1):
        everyone_passes(state)
    assert state.cash[1] == 30 + 24 and state.cash[2] == 30 + 12
    assert "The jade boat pays 12 to each accomplice on board (Bob, Cid, Bob)." in log_texts(state)


def test_mn_ex_11_harbour_payout() -> None:
    """MN-EX-11 (§12 C): 2 boats in the harbour (H:A, H:B), 1 in the shipyard; orange on
    harbour A, red on harbour B, blue on harbour C: orange +6, red +8, blue +0."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "harbor_a")  # orange
    put(state, 2, "harbor_b")  # red
    put(state, 3, "harbor_c")  # blue
    set_boats(state, nutmeg=12, silk=12)
    with dice(state, 2, 2, 1, 1, 1):
        everyone_passes(state)
    assert state.cash[1:4] == [36, 38, 30]
    assert "Harbour space A pays 6 to Bob." in log_texts(state)


def test_mn_ex_12_shipyard_without_insurer() -> None:
    """MN-EX-12 (§12 D): only the ginseng boat is in the shipyard (S:A); blue on shipyard
    A, black on shipyard B; the insurance space is empty: blue +6 from the bank, black
    +0."""
    state = new(4, oldest=0)
    begin_voyage(state, "ginseng nutmeg silk", (0, 5, 4))
    put(state, 1, "shipyard_a")  # blue
    put(state, 2, "shipyard_b")  # black
    set_boats(state, nutmeg=12, silk=12)
    with dice(state, 1, 2, 2, 1, 1):
        everyone_passes(state)
    assert state.cash[1] == 36 and state.cash[2] == 30
    assert "Shipyard space A pays 6 to Bob (from the bank)." in log_texts(state)


def test_mn_ex_13_insurance() -> None:
    """MN-EX-13 (§12.1): 2 boats in the shipyard (S:A, S:B); blue holds the insurance
    (received 10 earlier) and shipyard A; orange holds shipyard B: blue owes 6 (to
    himself, cancelled) + 8 to orange: blue -8, orange +8."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "insurance", "shipyard_a")  # blue = Bob
    put(state, 2, "shipyard_b")  # orange = Cid
    set_boats(state, nutmeg=12)
    with dice(state, 2, 1, 1, 1, 1, 1, 1):
        everyone_passes(state)
    assert state.cash[1] == 30 - 8 and state.cash[2] == 30 + 8
    texts = log_texts(state)
    assert "Bob (insurance) owes 8 for the boats in the shipyard." in texts
    assert "Shipyard space A: Bob would pay himself 6: cancelled." in texts
    assert "Shipyard space B: Bob pays 8 to Cid." in texts


@pytest.mark.parametrize(
    ("arrive", "owed"),
    [((12, 12, 12), 0), ((12, 12, 0), 6), ((12, 0, 0), 14), ((0, 0, 0), 29)],
)
def test_insurance_liability_0_6_14_29(arrive: tuple[int, int, int], owed: int) -> None:
    """§12.1: for 0 / 1 / 2 / 3 boats in the shipyard the agent owes 0 / 6 / 14 / 29 (to
    the bank when the shipyard spaces are empty); he keeps the 10 he received."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    play(state, (0, "place insurance"))
    assert state.cash[0] == 40
    nutmeg, silk, jade = arrive
    set_boats(state, **{k: v for k, v in (("nutmeg", nutmeg), ("silk", silk), ("jade", jade)) if v})
    at_sea = sum(1 for v in arrive if not v)
    rolls = [2 if v else 1 for v in arrive] + [1] * (2 * at_sea)
    with dice(state, *rolls):
        everyone_passes(state)
    assert state.cash[0] == 40 - owed
    assert state.bank_received == owed
    if not owed:
        assert "Ann (insurance) owes nothing and keeps the premium." in log_texts(state)


def test_mn_dx_03_insurer_cannot_pay() -> None:
    """MN-DX-03 (§12.1): all 3 boats in the shipyard; X on shipyard A, Y on shipyard B,
    shipyard C empty; the insurer has 4 cash, no unmortgaged share, no other income:
    he owes 6 + 8 + 15 = 29; he pays his 4 and ends with 0 and no debt; X +6, Y +8 in
    full (the bank covers the rest)."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 0, "insurance")
    put(state, 1, "shipyard_a")
    put(state, 2, "shipyard_b")
    set_cash(state, 0, 4)
    set_shares(state, 0, {}, mortgaged={"silk": 1})
    with dice(state, *ALL_WRECKED):
        everyone_passes(state)
    assert state.cash[0] == 0
    assert state.cash[1] == 36 and state.cash[2] == 38
    texts = log_texts(state)
    assert "Ann (insurance) owes 29 for the boats in the shipyard." in texts
    assert "Shipyard space A: Ann pays 4 to Bob and the bank covers 2." in texts
    assert "Shipyard space B: Ann pays 0 to Cid and the bank covers 8." in texts
    assert state.phase == PH_BID


def test_mn_dx_04_insurer_mortgages() -> None:
    """MN-DX-04 (§12.1, §14): as MN-DX-03 but the insurer has 10 cash and 2 unmortgaged
    shares: he needs 19 more, mortgages 2 shares (+24, automatically: Manila R5), pays 29
    and keeps 5."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 0, "insurance")
    put(state, 1, "shipyard_a")
    put(state, 2, "shipyard_b")
    set_cash(state, 0, 10)
    set_shares(state, 0, {"silk": 1, "jade": 1})
    with dice(state, *ALL_WRECKED):
        everyone_passes(state)
    assert state.cash[0] == 5 and state.mort[0:4] == [0, 0, 1, 1]
    assert log_texts(state).count("Ann mortgages a share to pay the insurance (+12).") == 2
    assert state.cash[1] == 36 and state.cash[2] == 38
    assert state.phase == PH_BID


def test_insurer_collects_his_income_first() -> None:
    """§12.1: the agent first collects all his income of the voyage (steps A-C), then
    pays: with 0 cash and harbour space A paying 6 he covers a liability of 6."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 0, "insurance", "harbor_a")
    set_cash(state, 0, 0)
    set_shares(state, 0, {})
    set_boats(state, nutmeg=12, silk=12)
    with dice(state, 2, 2, 1, 1, 1):
        everyone_passes(state)
    assert state.cash[0] == 6 - 6
    assert state.bank_received == 6 and "Shipyard space A: Ann pays 6 to the bank." in (
        log_texts(state)
    )


def test_pilots_never_earn() -> None:
    """§12: pilots never receive money."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "pilot_small", "pilot_large")
    everyone_passes(state)
    while state.phase != PH_BID:
        state.apply("pass")
    assert state.cash[1] == 30


def test_payout_order_a_to_d() -> None:
    """§12: pirates (A), boats (B), harbour (C), shipyard (D) in that order."""
    state = new(5, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain")
    put(state, 1, "boat_silk_1")
    put(state, 2, "harbor_a")
    put(state, 3, "shipyard_a")
    set_boats(state, silk=12)
    with dice(state, 3, 2, 1, 3, 1, 3, 1):  # nutmeg 13 after move 3, silk arrives
        everyone_passes(state)
    play(state, (0, "send nutmeg to shipyard"))
    texts = log_texts(state)
    a = texts.index("Pirates: the nutmeg plunder pays 24 to each of Ann.")
    b = texts.index("The silk boat pays 30 to each accomplice on board (Bob).")
    c = texts.index("Harbour space A pays 6 to Cid.")
    d = texts.index("Shipyard space A pays 6 to Dee (from the bank).")
    assert a < b < c < d


def test_prices_rise_one_step_for_each_good_in_the_harbour() -> None:
    """§13: 0 -> 5 -> 10 -> 20 -> 30 for the goods whose boat is in the harbour; the
    others do not change; prices never fall."""
    state = new(4, oldest=0)
    state.price[:] = [1, 2, 3, 0]
    begin_voyage(state, "ginseng nutmeg silk", (5, 4, 0))
    set_boats(state, ginseng=12, nutmeg=12)
    with dice(state, 2, 2, 1, 1, 1):
        everyone_passes(state)
    assert state.price == [2, 3, 3, 0]
    assert "Prices rise: ginseng 10, nutmeg 20." in log_texts(state)
