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
    MORTGAGE_CASH,
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
        b = seat * 4
        h = self.held
        funds = self.cash[seat] + MORTGAGE_CASH * (h[b] + h[b + 1] + h[b + 2] + h[b + 3])
        place = self.actions.place
        occ = self.occ
        filled = self.filled
        legal = [self.actions.pass_]
        if funds >= MAX_COST:
            # Every free space is affordable (the common case): no cost checks.
            for g, first, n in BOATS[self.ashore]:
                f = filled[g]
                if f < n:
                    legal.append(place[first + f])
            for s, action in OTHER_PLACES:
                if occ[s] < 0:
                    legal.append(action)
            if occ[CAPTAIN] < 0 and occ[SECOND] < 0:
                # the first pirate must take the captain's space (§7.2)
                legal.remove(place[SECOND])
            return legal
        seats: list[int] = []  # the cheapest free seat of each boat
        affordable = False
        for g, first, n in BOATS[self.ashore]:
            f = filled[g]
            if f < n:
                s = first + f
                seats.append(s)
                if COST[s] <= funds:
                    legal.append(place[s])
                    affordable = True
        for s, action in OTHER_PLACES:
            if occ[s] < 0 and COST[s] <= funds:
                if s == SECOND and occ[CAPTAIN] < 0:
                    continue  # the first pirate must take the captain's space (§7.2)
                legal.append(action)
                if s != INSURANCE:
                    affordable = True
        if not affordable and seats and occ[INSURANCE] != seat:
            stowaway = self.actions.stowaway
            legal += [stowaway[s] for s in seats]
        return legal

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
