"""The harbour-master auction (rules reference §5) and the free share actions (§14)."""

from __future__ import annotations

from tests.manila.scenario import (
    assert_illegal,
    begin_voyage,
    everyone_passes,
    legal_texts,
    log_texts,
    new,
    pass_auction,
    play,
    set_cash,
    set_shares,
)
from tradewinds.games.manila.board import PH_BID, PH_BUY
from tradewinds.games.manila.data import MAX_BID
from tradewinds.games.manila.state import ManilaState


def _bids(state: ManilaState) -> list[int]:
    return sorted(int(t.split()[1]) for t in legal_texts(state) if t.startswith("bid "))


def test_opener_bids_then_clockwise_and_winner_pays() -> None:
    """§5: the opener bids at least 1 or passes; then clockwise, each bids more or passes;
    the high bidder wins when all others passed and pays his bid to the bank."""
    state = new(4, oldest=2)
    play(state, (2, "bid 3"), (3, "bid 5"), (0, "pass"), (1, "pass"), (2, "bid 8"), (3, "pass"))
    assert state.hm == 2
    assert state.cash[2] == 30 - 8
    assert state.phase == PH_BUY and state.current_player == 2
    assert "Cid wins the auction for 8 and is the harbour master." in log_texts(state)
    assert state.bank_received == 8


def test_bid_must_exceed_the_high_bid() -> None:
    """§5: each bid strictly more than the current high bid."""
    state = new(4, oldest=0)
    play(state, "bid 10")
    assert _bids(state)[0] == 11
    assert_illegal(state, "bid 10", "higher than the current bid of 10", "§5")
    assert_illegal(state, "bid 4", "§5")


def test_passing_is_final() -> None:
    """§5: a player who passed is out of this auction for good."""
    state = new(4, oldest=0)
    play(state, (0, "pass"), (1, "bid 2"), (2, "pass"), (3, "bid 4"))
    # Ann passed: Bob is next, Cid is skipped after Bob.
    play(state, (1, "bid 6"), (3, "bid 7"), (1, "pass"))
    assert state.hm == 3 and state.cash[3] == 23


def test_opener_passes_and_the_next_player_opens() -> None:
    """§5: if the opener passes without bidding, the next player clockwise may open."""
    state = new(3, oldest=1)
    play(state, (1, "pass"), (2, "bid 1"), (0, "pass"))
    assert state.hm == 2 and state.cash[2] == 29


def test_mn_dx_02_bid_limit_and_forced_mortgages() -> None:
    """MN-DX-02 (§5 bid limit, §14): cash 7, 2 unmortgaged shares and 1 mortgaged share:
    highest legal bid 7 + 2 x 12 = 31. Winning with 20 he must mortgage 2 shares
    (7 + 24 = 31 >= 20) -> cash 11. Forced mortgages are automatic (Manila R5): silk,
    then jade, in the fixed order ginseng, nutmeg, silk, jade."""
    state = new(4, oldest=0)
    set_cash(state, 0, 7)
    set_shares(state, 0, {"silk": 1, "jade": 1}, mortgaged={"nutmeg": 1})
    assert _bids(state)[-1] == 31
    assert_illegal(state, "bid 32", "can pay at most 31", "§5")
    assert_illegal(state, "mortgage nutmeg", "no unmortgaged nutmeg share", "§14")
    play(state, "bid 20", "pass", "pass", "pass")
    assert state.cash[0] == 7 + 24 - 20 == 11
    assert state.held[0:4] == [0, 0, 0, 0]
    assert state.mort[0:4] == [0, 1, 1, 1]
    assert state.phase == PH_BUY and state.current_player == 0
    assert log_texts(state).count("Ann mortgages a share to pay 20 (+12).") == 2


def test_mn_dx_11_no_bid_keeps_the_previous_harbour_master() -> None:
    """MN-DX-11 (§5): voyage 4, the previous harbour master is P2; every player passes:
    P2 is harbour master again and pays nothing."""
    state = new(4, oldest=0)
    state.voyage = 4
    state.prev_hm = 1
    state.opener = 1
    state.actor = 1
    state._legal = None
    play(state, (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.hm == 1 and state.cash[1] == 30
    assert state.phase == PH_BUY and state.current_player == 1
    assert "Nobody bids: Bob is the harbour master again, for free." in log_texts(state)


def test_first_voyage_without_bids_the_opener_is_harbour_master() -> None:
    """Reference §18.6: in voyage 1 (no previous harbour master) the opener becomes
    harbour master for free."""
    state = new(5, oldest=3)
    pass_auction(state)
    assert state.hm == 3 and state.cash == [30] * 5


def test_later_voyages_are_opened_by_the_previous_harbour_master() -> None:
    """§5: later voyages are opened by the previous harbour master."""
    state = new(4, oldest=0)
    play(state, (0, "pass"), (1, "bid 1"), (2, "pass"), (3, "pass"))
    assert state.hm == 1
    state.apply("pass")  # no share
    state.apply("load nutmeg silk jade")
    play(state, "start nutmeg 5", "start silk 4")
    everyone_passes(state)  # nobody places: the voyage runs to its end
    assert state.voyage == 2 and state.phase == PH_BID
    assert state.current_player == 1 and state.opener == 1


def test_broke_player_can_only_pass() -> None:
    """§5: a player with no money and no mortgageable share cannot bid: his only action
    (pass) is taken automatically."""
    state = new(3, oldest=0)
    set_cash(state, 1, 0)
    set_shares(state, 1, {}, mortgaged={"jade": 2})
    play(state, (0, "bid 1"))
    assert state.current_player == 2  # Bob passed automatically
    assert state.passed >> 1 & 1
    assert "Bob passes." in log_texts(state)


def test_bid_table_is_bounded() -> None:
    """Manila R3: bids are ``bid 1`` .. ``bid 250``; a richer player bids at most 250."""
    state = new(3, oldest=0)
    set_cash(state, 0, 400)
    assert _bids(state) == list(range(1, MAX_BID + 1))
    assert MAX_BID == 250


def test_voluntary_mortgage_and_redeem_at_auction_turns() -> None:
    """§14 / Manila R5: at his auction turns a player may mortgage (+12) or redeem (-15)
    shares; these are free actions: he decides again afterwards."""
    state = new(4, oldest=0)
    set_shares(state, 0, {"silk": 1}, mortgaged={"ginseng": 1})
    assert {"mortgage silk", "redeem ginseng"} <= legal_texts(state)
    play(state, (0, "redeem ginseng"))
    assert state.cash[0] == 15 and state.current_player == 0 and state.phase == PH_BID
    assert state.held[0:4] == [1, 0, 1, 0] and state.mort[0:4] == [0, 0, 0, 0]
    # no mortgage in the turn of a redemption (no mortgage/redeem cycles)
    assert_illegal(state, "mortgage ginseng", "may not mortgage in the same turn")
    play(state, (0, "pass"))
    # Bob mortgages, then may not redeem in the same turn
    set_shares(state, 1, {"jade": 1}, mortgaged={"nutmeg": 1})
    play(state, (1, "mortgage jade"))
    assert state.cash[1] == 42 and state.mort[4:8] == [0, 1, 0, 1]
    assert "redeem nutmeg" not in legal_texts(state)
    assert_illegal(state, "redeem nutmeg", "may not redeem in the same turn")
    public = [e.text for e in state.events(None)]
    assert "Bob mortgages a share (+12)." in public
    assert not any("jade" in t for t in public[-3:])  # the good stays secret
    assert "You mortgage a jade share." in [e.text for e in state.events(1)]


def test_redeem_needs_15_in_cash() -> None:
    """§14: redeeming costs 15."""
    state = new(4, oldest=0)
    set_cash(state, 0, 14)
    set_shares(state, 0, {}, mortgaged={"silk": 1})
    assert "redeem silk" not in legal_texts(state)
    assert_illegal(state, "redeem silk", "costs 15", "§14")


def test_free_actions_only_at_auction_turns() -> None:
    """Manila R5: mortgage/redeem are not offered at other decisions."""
    state = new(4, oldest=0)
    begin_voyage(state)
    assert not any(t.startswith(("mortgage", "redeem")) for t in legal_texts(state))
    assert_illegal(state, "mortgage silk", "place_accomplice")
    assert state.phase != PH_BID
