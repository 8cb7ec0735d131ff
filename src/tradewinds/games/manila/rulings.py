"""Why an action is illegal: messages that name the rule (rules reference sections).

Section numbers (§) are those of the Manila rules reference; "Manila R<n>" are the
rulings of docs/rulings.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from .actions import (
    K_BID,
    K_BOARD,
    K_BUY,
    K_MORTGAGE,
    K_PASS,
    K_PILOT,
    K_PLACE,
    K_REDEEM,
    K_SEND,
    K_START,
    K_STOWAWAY,
)
from .board import FREE_MORTGAGED, FREE_REDEEMED, PH_BID, PH_PILOT_LARGE2
from .data import (
    AREA,
    CAPTAIN,
    COST,
    FIRST_SEAT,
    GOODS,
    INSURANCE,
    MAX_BID,
    MORTGAGE_CASH,
    NUM_SEATS,
    PIRATE_SPACE,
    REDEEM_COST,
    SEAT_GOOD,
    SECOND,
    SPACE_IDS,
    START_MAX,
    START_SUM,
    share_price,
)

if TYPE_CHECKING:
    from .state import ManilaState


def why_illegal(s: ManilaState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    seat = s.actor
    who = s.names[seat]
    kind = action.kind
    b = seat * 4
    if kind == K_BID:
        funds = s.funds(seat)
        if action.arg <= s.high_bid:
            return f"a bid must be higher than the current bid of {s.high_bid} (§5)"
        if action.arg > MAX_BID:  # pragma: no cover - the table stops at MAX_BID
            return f"bids stop at {MAX_BID} (Manila R3)"
        return (
            f"{who} can pay at most {funds} (cash {s.cash[seat]} + {MORTGAGE_CASH} per "
            "unmortgaged share): no bid above what he can pay (§5)"
        )
    if kind == K_MORTGAGE:
        if s.phase == PH_BID and s.free & FREE_REDEEMED:
            return (
                "a player who redeemed a share this turn may not mortgage in the same turn "
                "(Manila R5)"
            )
        return f"{who} has no unmortgaged {GOODS[action.arg]} share (§14)"
    if kind == K_REDEEM:
        if s.free & FREE_MORTGAGED:
            return (
                "a player who mortgaged a share this turn may not redeem in the same turn "
                "(Manila R5)"
            )
        if not s.mort[b + action.arg]:
            return f"{who} has no mortgaged {GOODS[action.arg]} share (§14)"
        return f"redeeming costs {REDEEM_COST} and {who} has {s.cash[seat]} (§14)"
    if kind == K_BUY:
        good = action.arg
        if not s.supply[good]:
            return f"no {GOODS[good]} share is left in the supply (§6.1)"
        return (
            f"a {GOODS[good]} share costs {share_price(s.price[good])} and {who} can pay at "
            f"most {s.funds(seat)} (§6.1)"
        )
    if kind == K_START:
        good, n = action.arg, action.arg2
        if good == s.ashore:
            return f"{GOODS[good]} stays ashore this voyage (§6.2)"
        nxt = next((g for g in s.loaded() if s.pos[g] < 0), -1)
        if nxt != good:
            if s.pos[good] >= 0:
                return f"the {GOODS[good]} boat is already placed (§6.3)"
            return f"the boats are placed in route order: the {GOODS[nxt]} boat is next (§6.3)"
        return (
            f"start positions are 0..{START_MAX} and the three must sum to exactly "
            f"{START_SUM}; {n} cannot be completed (§6.3)"
        )
    if kind in (K_PLACE, K_STOWAWAY):
        return _why_not_place(s, action)
    if kind == K_BOARD:
        space = action.arg
        good = SEAT_GOOD[space]
        if good not in s.on_13():
            return f"pirates board only a boat standing on {PIRATE_SPACE} (§9.1)"
        f = s.filled[good]
        if s.occ[space] < 0:
            cheapest = SPACE_IDS[FIRST_SEAT[good] + f]
            return f"a boarding pirate takes the cheapest empty seat, {cheapest} (§9.1)"
        if not s.variant:
            return "a boat with no empty seat cannot be boarded (§9.1; see option pirate_variant)"
        if space == s.protected:
            return "the second pirate may not displace the captain who has just boarded (§16)"
        if any(s.filled[g] < NUM_SEATS[g] for g in s.on_13()):
            return "empty seats on the boats on 13 must be filled before anyone is displaced (§16)"
        return (
            "seats of one player on one boat are equivalent: displace his cheapest one (Manila R11)"
        )
    if kind == K_PILOT:
        good, d = action.arg, action.arg2
        if good == s.ashore or s.pos[good] < 0:
            return f"{GOODS[good]} is not on a boat this voyage (§10)"
        if s.berth[good] >= 0:
            return f"the {GOODS[good]} boat is already berthed and cannot be moved (§10)"
        if s.pos[good] + d < 0:
            return "a pilot may not move a boat below space 0 (§10; rulings Q7)"
        if abs(d) == 2:
            return "only the large pilot may move a boat two spaces (§10)"
        if s.phase == PH_PILOT_LARGE2:
            return "the large pilot's second move must be another boat (§10)"
    if kind == K_SEND:
        return f"the captain decides only for the plundered {GOODS[s.pending]} boat now (§9.2)"
    if kind == K_PASS:
        return "this decision cannot be declined (§6, §9.2, §14)"
    return "not allowed now"


def _why_not_place(s: ManilaState, action: Action) -> str:
    space = action.arg
    seat = s.actor
    who = s.names[seat]
    good = SEAT_GOOD[space]
    if AREA[space] == "boat":
        if good == s.ashore:
            return f"{GOODS[good]} stays ashore this voyage: its boat has no seats (§6.2)"
        if s.occ[space] >= 0:
            return f"{SPACE_IDS[space]} is taken (§7.1)"
        if s.filled[good] < NUM_SEATS[good] and FIRST_SEAT[good] + s.filled[good] != space:
            cheapest = SPACE_IDS[FIRST_SEAT[good] + s.filled[good]]
            return f"boat seats are taken cheapest first: the next one is {cheapest} (§7.2)"
        if action.kind == K_STOWAWAY:
            if s.occ[INSURANCE] == seat:
                return "the insurance agent may not place stowaways (§7.3, Manila R7)"
            return (
                f"{who} can still pay for a free space, so he may not stow away "
                "(§7.3: only when every free space but the insurance is too expensive)"
            )
    elif action.kind == K_STOWAWAY:  # pragma: no cover - stowaways name boat seats only
        return "stowaways go only on boat seats (§7.3)"
    if s.occ[space] >= 0:
        return f"{SPACE_IDS[space]} is taken (§7.1)"
    if space == SECOND and s.occ[CAPTAIN] < 0:
        return "the first pirate must take the captain's space (§7.2)"
    cost = COST[space]
    return f"{SPACE_IDS[space]} costs {cost} and {who} can pay at most {s.funds(seat)} (§7.1)"
