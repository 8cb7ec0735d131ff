"""Manila's ``rules`` plug-in to the conformance suite (``tradewinds.testing``).

Each rule once (issue 18): :func:`refusal_message` asks the rule predicates of the phases
(``mortgage_refusal``, ``redeem_refusal``, ``buy_refusal``, ``pilot_refusal``,
``pirate_refusal``, ``stowaway_refusal``) and the bid and space rules which rule refuses
an action of the pending decision, and names the catalog message (``mn-why-<key>``) its
refusal must carry; ``check_game`` compares that with ``legal_actions()`` and
``why_illegal`` over random games. (Imported by the game's registration on first use,
never by the engine.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.game import UNDECIDED
from .actions import K_BID, K_BUY, K_MORTGAGE, K_PASS, K_PILOT, K_PLACE, K_REDEEM, K_STOWAWAY
from .board import PH_BID, PH_BUY, PH_PILOT_LARGE, PH_PILOT_LARGE2, PH_PILOT_SMALL, PH_PLACE
from .data import AREA, COST, SEAT_GOOD
from .phases.auction import mortgage_refusal, redeem_refusal
from .phases.harbor_master import buy_refusal
from .phases.pilots import pilot_refusal
from .phases.placement import pirate_refusal, stowaway_refusal

if TYPE_CHECKING:
    from .state import ManilaState

_PILOTS = (PH_PILOT_SMALL, PH_PILOT_LARGE, PH_PILOT_LARGE2)


def refusal_message(s: ManilaState, a: Action) -> str | None:
    """The catalog message of the refusal ``a``'s rule gives now (None: allowed), or
    UNDECIDED (another decision's action; one no single rule decides)."""
    key = _rule(s, a)
    return key if key is None or key == UNDECIDED else f"mn-why-{key}"


def _rule(s: ManilaState, a: Action) -> str | None:
    seat, phase, kind = s.actor, s.phase, a.kind
    if phase in (PH_BID, PH_BUY, PH_PLACE, *_PILOTS) and kind == K_PASS:
        return None  # each of these may be declined
    if phase == PH_BID:
        if kind == K_BID:
            if a.arg <= s.high_bid:
                return "bid-higher"  # §5
            return "bid-funds" if a.arg > s.funds(seat) else None
        if kind == K_MORTGAGE:
            return mortgage_refusal(s, seat, a.arg)
        if kind == K_REDEEM:
            return redeem_refusal(s, seat, a.arg)
    if phase == PH_BUY and kind == K_BUY:
        return buy_refusal(s, seat, a.arg)
    if phase in _PILOTS and kind == K_PILOT:
        return pilot_refusal(s, a.arg, a.arg2)
    if phase == PH_PLACE and kind in (K_PLACE, K_STOWAWAY):
        return _space_rule(s, seat, a.arg, kind == K_STOWAWAY)
    return UNDECIDED


def _space_rule(s: ManilaState, seat: int, space: int, stowaway: bool) -> str | None:
    """A free space, boat seats cheapest first (§7.1, §7.2), the pirates in order
    (§7.2), paid for, or a stowaway's seat (§7.3)."""
    funds = s.funds(seat)
    if AREA[space] == "boat":
        good = SEAT_GOOD[space]
        if good == s.ashore:
            return "ashore-seats"  # §6.2
        if s.occ[space] >= 0:
            return "taken"
        if s.next_boat_seat(good) != space:
            return "seat-order"
        if stowaway:
            return stowaway_refusal(s, seat, funds)
    elif s.occ[space] >= 0:
        return "taken"
    else:
        pirates = pirate_refusal(s, space)
        if pirates is not None:
            return pirates
    return "space-funds" if COST[space] > funds else None
