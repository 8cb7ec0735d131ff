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
from ....core.seats import next_in_turn
from ..actions import K_BID, K_MORTGAGE, K_PASS
from ..board import FREE_MORTGAGED, FREE_REDEEMED, PH_BID, Board
from ..data import MAX_BID, MORTGAGE_CASH, REDEEM_COST
from ..logwords import BID, PASS, PLAYER


class AuctionPhase(Board):
    def _auction_start(self) -> None:
        self.high_bid = 0
        self.high_bidder = -1
        self.passed = 0
        self.free = 0
        self.actor = self.opener
        self.phase = PH_BID

    def _legal_bid(self) -> list[Action]:
        seat = self.actor
        b = seat * 4
        held = self.held
        cash = self.cash[seat]
        h0, h1, h2, h3 = held[b], held[b + 1], held[b + 2], held[b + 3]
        top = cash + MORTGAGE_CASH * (h0 + h1 + h2 + h3)
        if top > MAX_BID:
            top = MAX_BID
        acts = self.actions
        legal = [acts.pass_]
        high = self.high_bid
        if top > high:
            legal += acts.bid[high + 1 : top + 1]
        if h0 or h1 or h2 or h3:
            m = acts.mortgage
            legal += [m[g] for g in range(4) if self.mortgage_refusal(seat, g) is None]
        mort = self.mort
        if mort[b] or mort[b + 1] or mort[b + 2] or mort[b + 3]:
            r = acts.redeem
            legal += [r[g] for g in range(4) if self.redeem_refusal(seat, g) is None]
        return legal

    def mortgage_refusal(self, seat: int, good: int) -> str | None:
        """Why ``seat`` may not mortgage a ``good`` share now (the key of the rule, see
        rulings.py), or None if he may: not in the turn he redeemed one (Manila R5), and
        only an unmortgaged share he holds (§14)."""
        if self.free & FREE_REDEEMED:
            return "mortgage-after-redeem"
        if not self.held[seat * 4 + good]:
            return "no-unmortgaged"
        return None

    def redeem_refusal(self, seat: int, good: int) -> str | None:
        """Why ``seat`` may not redeem a mortgaged ``good`` share now (the key of the
        rule, see rulings.py), or None if he may: not in the turn he mortgaged one (Manila
        R5), only a share he mortgaged, and paying its price (§14)."""
        if self.free & FREE_MORTGAGED:
            return "redeem-after-mortgage"
        if not self.mort[seat * 4 + good]:
            return "no-mortgaged"
        if self.cash[seat] < REDEEM_COST:
            return "redeem-cash"
        return None

    def _apply_bid(self, action: Action) -> None:
        seat = self.actor
        kind = action.kind
        if kind == K_BID:
            self.high_bid = action.arg
            self.high_bidder = seat
            self._event(
                f"{self.names[seat]} bids {action.arg}.",
                None,
                BID[seat][action.arg],
            )
        elif kind == K_PASS:
            self.passed |= 1 << seat
            self._event(f"{self.names[seat]} passes.", None, PASS[seat])
        elif kind == K_MORTGAGE:
            self.free |= FREE_MORTGAGED
            self.mortgage(seat, action.arg)
            return
        else:  # K_REDEEM
            self.free |= FREE_REDEEMED
            self.redeem(seat, action.arg)
            return
        self._next_bidder()

    def _next_bidder(self) -> None:
        # The next player clockwise who has not passed (the bidder himself last).
        n = self.players
        self.free = 0
        seat = self.actor
        k = next_in_turn(seat, n, self._still_bidding, 1, n + 1)
        if k > n:
            self._no_bid()
            return
        p = (seat + k) % n
        if p == self.high_bidder:  # every other player has passed
            self._auction_won()
            return
        self.actor = p

    def _still_bidding(self, seat: int) -> bool:
        return not self.passed >> seat & 1

    def _auction_won(self) -> None:
        hm = self.high_bidder
        self.hm = hm
        self._event(
            f"{self.names[hm]} wins the auction for {self.high_bid} and is the harbour master.",
            None,
            ("mn-log-auction-won", {"player": PLAYER[hm], "pesos": self.high_bid}),
        )
        self.pay(hm, self.high_bid)
        self._buy_start()

    def _no_bid(self) -> None:
        if self.prev_hm >= 0:
            hm = self.prev_hm
            self._event(
                f"Nobody bids: {self.names[hm]} is the harbour master again, for free.",
                None,
                ("mn-log-no-bid-again", {"player": PLAYER[hm]}),
            )
        else:
            hm = self.opener
            self._event(
                f"Nobody bids: {self.names[hm]}, who opened, is the harbour master for free.",
                None,
                ("mn-log-no-bid-opener", {"player": PLAYER[hm]}),
            )
        self.hm = hm
        self.actor = hm
        self._buy_start()
