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

from typing import Final

from ....core.actions import Action
from ....core.seats import clockwise, next_in_turn
from ..actions import K_PASS, K_PLACE, LOADS
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
from . import sailing

# (good, first seat, number of seats) of the three boats, by the good left ashore.
BOATS: Final[tuple[tuple[tuple[int, int, int], ...], ...]] = tuple(
    tuple((g, FIRST_SEAT[g], NUM_SEATS[g]) for g in LOADS[ashore]) for ashore in range(4)
)
MAX_COST: Final = max(COST)


def start_placement(st: Board) -> None:
    st.step = 0
    st.moves = 0
    st.passed = 0
    sailing.run_step(st)


def round_start(st: Board) -> None:
    st.turn = 0
    _placement_next(st)


def _placement_next(st: Board) -> None:
    """Give the next player of this round who can still place a turn, else end it."""
    n = st.players
    order = clockwise(st.hm, n)
    turn = next_in_turn(st, _may_place, st.hm, n, st.turn)
    st.turn = turn
    if turn < n:
        st.actor = order[turn]
        st.phase = PH_PLACE
        return
    sailing.next_step(st)


def _may_place(st: Board, seat: int) -> bool:
    """Whether ``seat`` still places in this round: he has a worker left and has not
    passed."""
    return bool(st.left[seat]) and not st.passed >> seat & 1


def placement_done(st: Board) -> None:
    st.turn += 1
    _placement_next(st)


# legal
def legal_place(st: Board) -> list[Action]:
    seat = st.actor
    funds = st.funds(seat)
    place = st.actions.place
    occ = st.occ
    legal = [st.actions.pass_]
    seats = []  # the cheapest free seat of each boat
    for g in LOADS[st.ashore]:
        s = st.next_boat_seat(g)
        if s >= 0:
            seats.append(s)
            if COST[s] <= funds:
                legal.append(place[s])
    for s in OTHER_SPACES:
        if occ[s] < 0 and COST[s] <= funds and (s != SECOND or not pirate_refusal(st, s)):
            legal.append(place[s])
    if seats and funds < MAX_COST and stowaway_refusal(st, seat, funds) is None:
        stowaway = st.actions.stowaway
        for s in seats:
            legal.append(stowaway[s])
    return legal


def pirate_refusal(st: Board, space: int) -> str | None:
    """Why an accomplice may not go on the pirate ``space`` for the order of the two
    (the key of the rule, see rulings.py), or None: the first pirate must take the
    captain's space (§7.2)."""
    if space == SECOND and st.occ[CAPTAIN] < 0:
        return "captain-first"
    return None


def stowaway_refusal(st: Board, seat: int, funds: int) -> str | None:
    """Why ``seat`` (who can pay ``funds``) may not stow away (the key of the rule, see
    rulings.py), or None if he may: not the insurance agent (§7.3, Manila R7), and
    only when every free space but the insurance is too expensive for him (§7.3)."""
    if st.occ[INSURANCE] == seat:
        return "stowaway-insurance"
    for g in LOADS[st.ashore]:
        s = st.next_boat_seat(g)
        if s >= 0 and COST[s] <= funds:
            return "stowaway-can-pay"
    occ = st.occ
    for s in OTHER_SPACES:
        if (
            s != INSURANCE
            and occ[s] < 0
            and COST[s] <= funds
            and (s != SECOND or not pirate_refusal(st, s))
        ):
            return "stowaway-can-pay"
    return None


# apply
def apply_place(st: Board, action: Action) -> None:
    seat = st.actor
    name = st.names[seat]
    if action.kind == K_PASS:
        st.passed |= 1 << seat
        st._event(
            f"{name} passes and places no more accomplices this voyage.",
            None,
            PLACE_PASS[seat],
        )
        placement_done(st)
        return
    s = action.arg
    st.occ[s] = seat
    st.left[seat] -= 1
    good = SEAT_GOOD[s]
    if good >= 0:
        st.filled[good] += 1
    if action.kind != K_PLACE:  # a stowaway
        st._event(
            f"{name} stows away on the {GOODS[good]} boat ({SPACE_NAMES[s]}, free).",
            None,
            STOWAWAY[seat][s],
        )
        placement_done(st)
        return
    cost = COST[s]
    if s == INSURANCE:
        st.gain(seat, INSURANCE_PREMIUM)
        st._event(
            f"{name} becomes the insurance agent and receives {INSURANCE_PREMIUM}.",
            None,
            PLACE[seat][s],
        )
    else:
        st._event(
            f"{name} places an accomplice on {SPACE_NAMES[s]} (cost {cost}).",
            None,
            PLACE[seat][s],
        )
    if cost:
        st.pay(seat, cost)
    placement_done(st)
