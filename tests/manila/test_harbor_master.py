"""The harbour master's duties (rules reference §6): buy a share, load, place the boats."""

from __future__ import annotations

import pytest

from tests.manila.scenario import (
    assert_illegal,
    begin_voyage,
    dice,
    everyone_passes,
    legal_texts,
    log_texts,
    new,
    pass_auction,
    play,
    set_cash,
    set_prices,
    set_shares,
)
from tradewinds.games.manila.board import PH_BUY, PH_LOAD, PH_PLACE, PH_START
from tradewinds.games.manila.data import SPACE_INDEX, start_positions


@pytest.mark.parametrize(
    ("good", "cost"), [("nutmeg", 10), ("silk", 20), ("ginseng", 5), ("jade", 5)]
)
def test_mn_ex_01_share_purchase_prices(good: str, cost: int) -> None:
    """MN-EX-01 (§6.1): prices nutmeg 10, silk 20, ginseng 0, jade 5; the harbour master
    pays nutmeg 10, silk 20, ginseng 5 (the minimum), jade 5."""
    state = new(4, oldest=0)
    set_prices(state, nutmeg=10, silk=20, ginseng=0, jade=5)
    pass_auction(state)
    assert state.phase == PH_BUY
    play(state, (0, f"buy {good}"))
    assert state.cash[0] == 30 - cost
    g = ["ginseng", "nutmeg", "silk", "jade"].index(good)
    assert state.bought[g] == 1
    assert state.phase == PH_LOAD
    assert f"Ann buys a {good} share for {cost}." in log_texts(state)


def test_buying_is_optional_and_once() -> None:
    """§6.1: at most one share per voyage, and only the harbour master."""
    state = new(4, oldest=0)
    pass_auction(state)
    play(state, (0, "pass"))
    assert state.phase == PH_LOAD
    assert_illegal(state, "buy silk", "load_goods")


def test_share_from_an_empty_supply_cannot_be_bought() -> None:
    """§6.1: a good with no share left in the supply cannot be bought."""
    state = new(4, oldest=0)
    for seat in range(4):
        set_shares(state, seat, {})
    set_shares(state, 1, {"silk": 5})
    assert state.supply == [5, 5, 0, 5]
    pass_auction(state)
    assert "buy silk" not in legal_texts(state)
    assert_illegal(state, "buy silk", "no silk share is left", "§6.1")


def test_buying_with_forced_mortgage() -> None:
    """§6.1 / §14: the harbour master may mortgage shares to pay; the new share is
    received once paid for, so it cannot fund itself (Manila R6)."""
    state = new(4, oldest=0)
    set_cash(state, 0, 3)
    set_shares(state, 0, {"ginseng": 1})
    set_prices(state, silk=10)
    pass_auction(state)
    assert "buy silk" in legal_texts(state)  # 3 + 12 = 15 >= 10
    play(state, "buy silk")  # only ginseng to mortgage: automatic
    assert state.cash[0] == 3 + 12 - 10
    assert state.held[0:4] == [0, 0, 1, 0] and state.mort[0:4] == [1, 0, 0, 0]
    assert state.phase == PH_LOAD


def test_share_that_costs_more_than_the_funds() -> None:
    state = new(4, oldest=0)
    set_cash(state, 0, 4)
    set_shares(state, 0, {}, mortgaged={"ginseng": 2})
    pass_auction(state)
    # 4 < 5: no share is affordable, so the purchase decision is skipped entirely
    assert state.phase == PH_LOAD
    assert_illegal(state, "buy jade", "load_goods")


def test_mn_ex_03_loading() -> None:
    """MN-EX-03 (§6.2): he loads silk, ginseng and jade: nutmeg stays ashore, its boat
    has no seats and its die is not rolled."""
    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass")
    assert legal_texts(state) == {
        "load ginseng nutmeg silk",
        "load ginseng nutmeg jade",
        "load ginseng silk jade",
        "load nutmeg silk jade",
    }
    play(state, "load ginseng silk jade")
    assert state.ashore == 1
    assert "Ann loads ginseng, silk and jade; nutmeg stays ashore." in log_texts(state)
    play(state, "start ginseng 4", "start silk 3")
    assert not any("nutmeg" in t for t in legal_texts(state))
    assert_illegal(state, "place boat_nutmeg_1", "nutmeg stays ashore", "§6.2")
    with dice(state, 1, 1, 1, 1, 1, 1, 1, 1, 1) as loaded:
        everyone_passes(state)
    assert loaded.rolled == [1] * 9  # three dice per move, never nutmeg's
    assert state.pos[1] == -1


def test_mn_ex_02_start_positions() -> None:
    """MN-EX-02 (§6.3): (4, 3, 2) is valid; after 4 and 5 the third is forced to 0;
    6 is never a start; (5, 5, 0) is invalid (sum 10); (3, 3, 2) is invalid (sum 8)."""
    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass", "load nutmeg silk jade")
    assert state.phase == PH_START
    assert legal_texts(state) == {f"start nutmeg {n}" for n in range(6)}
    play(state, "start nutmeg 4")
    assert legal_texts(state) == {f"start silk {n}" for n in range(0, 6)}
    play(state, "start silk 3")
    # the third boat is forced: 9 - 4 - 3 = 2, placed automatically
    assert state.phase == PH_PLACE and state.pos[1:4] == [4, 3, 2]
    assert "Ann places the boats: nutmeg 4, silk 3, jade 2." in log_texts(state)

    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass", "load nutmeg silk jade", "start nutmeg 4", "start silk 5")
    assert state.pos[1:4] == [4, 5, 0]  # forced to 0

    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass", "load nutmeg silk jade", "start nutmeg 5")
    assert legal_texts(state) == {f"start silk {n}" for n in range(0, 5)}
    assert_illegal(state, "start silk 5", "sum to exactly 9", "§6.3")
    assert_illegal(state, "start jade 0", "route order", "§6.3")
    assert_illegal(state, "start nutmeg 3", "already placed", "§6.3")
    assert_illegal(state, "start ginseng 2", "ginseng stays ashore", "§6.2")
    play(state, "start silk 3")
    assert state.pos[1:4] == [5, 3, 1]

    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass", "load nutmeg silk jade", "start nutmeg 3", "start silk 3")
    assert state.pos[1:4] == [3, 3, 3]  # (3, 3, 2) cannot happen: sum 8
    state = new(4, oldest=0)
    pass_auction(state)
    play(state, "pass", "load nutmeg silk jade", "start nutmeg 0")
    assert legal_texts(state) == {"start silk 4", "start silk 5"}


def test_every_valid_start_assignment_is_reachable() -> None:
    """§6.3: the 25 ordered assignments of {5,4,0}, {5,3,1}, {5,2,2}, {4,4,1}, {4,3,2},
    {3,3,3} to the boats, and nothing else."""
    assert len(start_positions()) == 25
    reached = set()
    for a, b, c in start_positions():
        state = new(3, oldest=0)
        begin_voyage(state, "ginseng nutmeg silk", (a, b, c))
        reached.add(tuple(state.pos[0:3]))
    assert reached == set(start_positions())
    multisets = {tuple(sorted(p, reverse=True)) for p in start_positions()}
    assert multisets == {(5, 4, 0), (5, 3, 1), (5, 2, 2), (4, 4, 1), (4, 3, 2), (3, 3, 3)}


def test_the_harbour_master_places_first() -> None:
    """§6.4 / §7.1: the harbour master places the first accomplice of round 1."""
    state = new(4, oldest=2)
    begin_voyage(state)
    assert state.current_player == 2
    play(state, (2, "place pilot_small"), (3, "pass"), (0, "pass"))
    assert state.occ[SPACE_INDEX["pilot_small"]] == 2


def test_winning_bid_then_duties() -> None:
    """§6: the auction winner pays, then buys, loads and places the boats."""
    state = new(3, oldest=0)
    set_cash(state, 1, 5)
    set_shares(state, 1, {"jade": 1})
    play(state, "bid 1", (1, "bid 17"), (2, "pass"), (0, "pass"))
    # 5 < 17: his only share (jade) is mortgaged automatically, 5 + 12 - 17 = 0; with
    # nothing left he cannot buy a share, so he goes straight to loading.
    assert state.hm == 1 and state.cash[1] == 0
    assert state.mort[4:8] == [0, 0, 0, 1]
    assert state.phase == PH_LOAD and state.current_player == 1


def test_buy_then_forced_mortgage() -> None:
    """§6.1, §14: a share bought with too little cash forces a mortgage, taken at once in
    the fixed order (ginseng before nutmeg; Manila R5); the new share is received after."""
    state = new(3, oldest=0)
    set_cash(state, 0, 0)
    set_shares(state, 0, {"ginseng": 1, "nutmeg": 1})
    pass_auction(state)
    play(state, "buy jade")
    assert state.phase == PH_LOAD
    assert state.cash[0] == 7 and state.held[0:4] == [0, 1, 0, 1]
    assert state.mort[0:4] == [1, 0, 0, 0]
