"""Placement rounds (rules reference §7): accomplices on the board's spaces.

From the harbour master clockwise, each player who has an accomplice at home and has not
passed either places one on a free space (paying its cost, mortgaging if needed) or
passes for the rest of the voyage.

* Boat seats: only on the three loaded boats, always the cheapest free seat (§7.2).
* Pirates: the captain space first; the second space only while the captain's is taken.
* Insurance: free, +10 from the bank at once.
* Stowaway (§7.3): if no free space other than the insurance costs at most his funds, a
  player who does not hold the insurance space may take the cheapest free seat of a boat
  for free (``stowaway <seat>``).
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import K_PASS, K_PLACE, LOADS, TABLE
from ..board import PH_PLACE, Board
from ..data import (
    CAPTAIN,
    COST,
    FIRST_SEAT,
    GOODS,
    INSURANCE,
    INSURANCE_PREMIUM,
    NUM_SEATS,
    OTHER_SPACES,
    SEAT_GOOD,
    SECOND,
    SPACE_NAMES,
)
from ..logwords import PLACE, PLACE_PASS, STOWAWAY

# (good, first seat, number of seats) of the three boats, by the good left ashore.
BOATS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((g, FIRST_SEAT[g], NUM_SEATS[g]) for g in LOADS[ashore]) for ashore in range(4)
)
MAX_COST = max(COST)
# (space, ``place <space>``) for the spaces that are not boat seats.
OTHER_PLACES: tuple[tuple[int, Action], ...] = tuple((s, TABLE.place[s]) for s in OTHER_SPACES)


class PlacementPhase(Board):
    def _start_placement(self) -> None:
        self.step = 0
        self.moves = 0
        self.passed = 0
        self._run_step()

    def _round_start(self) -> None:
        self.turn = 0
        self._placement_next()

    def _placement_next(self) -> None:
        """Give the next player of this round who can still place a turn, else end it."""
        n = self.players
        turn = self.turn = next_in_turn(self.hm, n, self._may_place, self.turn)
        if turn < n:
            self.actor = (self.hm + turn) % n
            self.phase = PH_PLACE
            return
        self._next_step()

    def _may_place(self, seat: int) -> bool:
        """Whether ``seat`` still places in this round: he has a worker left and has not
        passed."""
        return bool(self.left[seat]) and not self.passed >> seat & 1

    def _placement_done(self) -> None:
        self.turn += 1
        self._placement_next()

    # ------------------------------------------------------------ legal
    def _legal_place(self) -> list[Action]:
        seat = self.actor
        funds = self.funds(seat)
        place = self.actions.place
        occ = self.occ
        legal = [self.actions.pass_]
        seats = []  # the cheapest free seat of each boat
        for g in LOADS[self.ashore]:
            s = self.next_boat_seat(g)
            if s >= 0:
                seats.append(s)
                if COST[s] <= funds:
                    legal.append(place[s])
        for s, action in OTHER_PLACES:
            if occ[s] < 0 and COST[s] <= funds and (s != SECOND or not self.pirate_refusal(s)):
                legal.append(action)
        if seats and funds < MAX_COST and self.stowaway_refusal(seat, funds) is None:
            stowaway = self.actions.stowaway
            legal += [stowaway[s] for s in seats]
        return legal

    def pirate_refusal(self, space: int) -> str | None:
        """Why an accomplice may not go on the pirate ``space`` for the order of the two
        (the key of the rule, see rulings.py), or None: the first pirate must take the
        captain's space (§7.2)."""
        if space == SECOND and self.occ[CAPTAIN] < 0:
            return "captain-first"
        return None

    def stowaway_refusal(self, seat: int, funds: int) -> str | None:
        """Why ``seat`` (who can pay ``funds``) may not stow away (the key of the rule, see
        rulings.py), or None if he may: not the insurance agent (§7.3, Manila R7), and
        only when every free space but the insurance is too expensive for him (§7.3)."""
        if self.occ[INSURANCE] == seat:
            return "stowaway-insurance"
        for g in LOADS[self.ashore]:
            s = self.next_boat_seat(g)
            if s >= 0 and COST[s] <= funds:
                return "stowaway-can-pay"
        occ = self.occ
        for s, _ in OTHER_PLACES:
            if (
                s != INSURANCE
                and occ[s] < 0
                and COST[s] <= funds
                and (s != SECOND or not self.pirate_refusal(s))
            ):
                return "stowaway-can-pay"
        return None

    # ------------------------------------------------------------ apply
    def _apply_place(self, action: Action) -> None:
        seat = self.actor
        name = self.names[seat]
        if action.kind == K_PASS:
            self.passed |= 1 << seat
            self._event(
                f"{name} passes and places no more accomplices this voyage.",
                None,
                PLACE_PASS[seat],
            )
            self._placement_done()
            return
        s = action.arg
        self.occ[s] = seat
        self.left[seat] -= 1
        good = SEAT_GOOD[s]
        if good >= 0:
            self.filled[good] += 1
        if action.kind != K_PLACE:  # a stowaway
            self._event(
                f"{name} stows away on the {GOODS[good]} boat ({SPACE_NAMES[s]}, free).",
                None,
                STOWAWAY[seat][s],
            )
            self._placement_done()
            return
        cost = COST[s]
        if s == INSURANCE:
            self.gain(seat, INSURANCE_PREMIUM)
            self._event(
                f"{name} becomes the insurance agent and receives {INSURANCE_PREMIUM}.",
                None,
                PLACE[seat][s],
            )
        else:
            self._event(
                f"{name} places an accomplice on {SPACE_NAMES[s]} (cost {cost}).",
                None,
                PLACE[seat][s],
            )
        if cost:
            self.pay(seat, cost)
        self._placement_done()
