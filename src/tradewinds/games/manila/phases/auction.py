"""The harbour-master auction (rules reference §5) and the free share actions (§14).

The opener bids or passes, then play goes clockwise; each player bids more than the
current high bid or passes, and a pass is final. A bid may not exceed the bidder's funds
(cash + 12 per unmortgaged share) nor ``MAX_BID``. If nobody bids, the previous harbour
master (voyage 1: the opener) is harbour master again for free.

At each of his auction turns a player may also mortgage or redeem shares (free actions:
the same player decides again afterwards); see docs/rulings.md (Manila R5).
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.seats import clockwise, next_in_turn, next_seat
from ..actions import K_BID, K_MORTGAGE, K_PASS
from ..board import FREE_MORTGAGED, FREE_REDEEMED, PH_BID, Board
from ..data import MAX_BID, MORTGAGE_CASH, REDEEM_COST
from ..logwords import BID, PASS, PLAYER
from . import harbor_master


def auction_start(st: Board) -> None:
    st.high_bid = 0
    st.high_bidder = -1
    st.passed = 0
    st.free = 0
    st.actor = st.opener
    st.phase = PH_BID


def legal_bid(st: Board) -> list[Action]:
    """Pass, the bids above the high bid up to the bidder's funds (at most MAX_BID), and
    the free mortgages and redemptions (§5, §14, Manila R5)."""
    seat = st.actor
    b = seat * 4
    held = st.held
    # The funds (Board.funds) from the four counts that also say whether he may mortgage:
    # this list is asked at every auction turn.
    h0, h1, h2, h3 = held[b], held[b + 1], held[b + 2], held[b + 3]
    top = min(st.cash[seat] + MORTGAGE_CASH * (h0 + h1 + h2 + h3), MAX_BID)
    acts = st.actions
    legal = [acts.pass_]
    high = st.high_bid
    if top > high:
        legal.extend(acts.bid[high + 1 : top + 1])
    if h0 or h1 or h2 or h3:
        for g in range(4):
            if mortgage_refusal(st, seat, g) is None:
                legal.append(acts.mortgage[g])
    mort = st.mort
    if mort[b] or mort[b + 1] or mort[b + 2] or mort[b + 3]:
        for g in range(4):
            if redeem_refusal(st, seat, g) is None:
                legal.append(acts.redeem[g])
    return legal


def mortgage_refusal(st: Board, seat: int, good: int) -> str | None:
    """Why ``seat`` may not mortgage a ``good`` share now (the key of the rule, see
    rulings.py), or None if he may: not in the turn he redeemed one (Manila R5), and
    only an unmortgaged share he holds (§14)."""
    if st.free & FREE_REDEEMED:
        return "mortgage-after-redeem"
    if not st.held[seat * 4 + good]:
        return "no-unmortgaged"
    return None


def redeem_refusal(st: Board, seat: int, good: int) -> str | None:
    """Why ``seat`` may not redeem a mortgaged ``good`` share now (the key of the
    rule, see rulings.py), or None if he may: not in the turn he mortgaged one (Manila
    R5), only a share he mortgaged, and paying its price (§14)."""
    if st.free & FREE_MORTGAGED:
        return "redeem-after-mortgage"
    if not st.mort[seat * 4 + good]:
        return "no-mortgaged"
    if st.cash[seat] < REDEEM_COST:
        return "redeem-cash"
    return None


def apply_bid(st: Board, action: Action) -> None:
    seat = st.actor
    kind = action.kind
    if kind == K_BID:
        st.high_bid = action.arg
        st.high_bidder = seat
        st._event(
            f"{st.names[seat]} bids {action.arg}.",
            None,
            BID[seat][action.arg],
        )
    elif kind == K_PASS:
        st.passed |= 1 << seat
        st._event(f"{st.names[seat]} passes.", None, PASS[seat])
    elif kind == K_MORTGAGE:
        st.free |= FREE_MORTGAGED
        st.mortgage(seat, action.arg)
        return
    else:  # K_REDEEM
        st.free |= FREE_REDEEMED
        st.redeem(seat, action.arg)
        return
    _next_bidder(st)


def _next_bidder(st: Board) -> None:
    # The next player clockwise who has not passed (the bidder himself last).
    n = st.players
    st.free = 0
    order = clockwise(next_seat(st.actor, n), n)
    k = next_in_turn(st, _still_bidding, next_seat(st.actor, n), n, 0)
    if k == n:
        _no_bid(st)
        return
    p = order[k]
    if p == st.high_bidder:  # every other player has passed
        _auction_won(st)
        return
    st.actor = p


def _still_bidding(st: Board, seat: int) -> bool:
    return not st.passed >> seat & 1


def _auction_won(st: Board) -> None:
    hm = st.high_bidder
    st.hm = hm
    st._event(
        f"{st.names[hm]} wins the auction for {st.high_bid} and is the harbour master.",
        None,
        ("mn-log-auction-won", {"player": PLAYER[hm], "pesos": st.high_bid}),
    )
    st.pay(hm, st.high_bid)
    harbor_master.buy_start(st)


def _no_bid(st: Board) -> None:
    if st.prev_hm >= 0:
        hm = st.prev_hm
        st._event(
            f"Nobody bids: {st.names[hm]} is the harbour master again, for free.",
            None,
            ("mn-log-no-bid-again", {"player": PLAYER[hm]}),
        )
    else:
        hm = st.opener
        st._event(
            f"Nobody bids: {st.names[hm]}, who opened, is the harbour master for free.",
            None,
            ("mn-log-no-bid-opener", {"player": PLAYER[hm]}),
        )
    st.hm = hm
    st.actor = hm
    harbor_master.buy_start(st)
