"""Why an action is illegal: messages that name the rule (rules reference sections).

Section numbers (§) are those of the Manila rules reference; "Manila R<n>" are the
rulings of docs/rulings.md.

Each message is a :class:`Reason`: the English sentence (the API's, unchanged) with the
same sentence as a catalog message (``mn-why-*`` in the manila.ftl catalogs), so a refusal
reads in the player's language. Where English quotes an engine id (a space's notation), the
argument is a catalog term whose English value is that id and whose other values name it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ...core.actions import Action
from ...core.errors import Reason
from ...core.phrase import LogArg, Seat
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
from .data import (
    AREA,
    COST,
    GOODS,
    MAX_BID,
    MORTGAGE_CASH,
    NUM_SEATS,
    PIRATE_SPACE,
    REDEEM_COST,
    SEAT_GOOD,
    SPACE_IDS,
    START_MAX,
    START_SUM,
    share_price,
)
from .phases import auction, harbor_master, pilots, placement, sailing

if TYPE_CHECKING:
    from .state import ManilaState


def _good(good: int) -> dict[str, LogArg]:
    """A good inside a sentence (its word, lower case in English)."""
    return {"good": f"mn-why-good-{GOODS[good]}"}


def _boat(good: int) -> dict[str, LogArg]:
    """A good's boat inside a sentence ("the jade boat")."""
    return {"boat": f"mn-why-boat-{GOODS[good]}"}


def _share(good: int) -> dict[str, LogArg]:
    """A good's share inside a sentence ("a jade share")."""
    return {"share": f"mn-why-share-{GOODS[good]}"}


def _space(space: int) -> dict[str, LogArg]:
    """A space: English quotes its notation id, the other languages name it."""
    return {"space": f"mn-why-space-{SPACE_IDS[space]}"}


def why_illegal(s: ManilaState, action: Action) -> Reason:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    why = _WHY_NOT.get(action.kind)
    return _NOT_NOW if why is None else why(s, action)


_NOT_NOW: Final = Reason("not allowed now", ("mn-why-not-now", {}))


def _why_not_bid(s: ManilaState, action: Action) -> Reason:
    """A bid: higher than the high bid, within the bidder's funds (§5)."""
    seat = s.actor
    who = s.names[seat]
    player = Seat(seat)
    funds = s.funds(seat)
    if action.arg <= s.high_bid:
        return Reason(
            f"a bid must be higher than the current bid of {s.high_bid} (§5)",
            ("mn-why-bid-higher", {"bid": s.high_bid}),
        )
    if action.arg > MAX_BID:  # pragma: no cover - the table stops at MAX_BID
        return Reason(f"bids stop at {MAX_BID} (Manila R3)", ("mn-why-bid-max", {"max": MAX_BID}))
    cash = s.cash[seat]
    return Reason(
        f"{who} can pay at most {funds} (cash {cash} + {MORTGAGE_CASH} per "
        "unmortgaged share): no bid above what he can pay (§5)",
        (
            "mn-why-bid-funds",
            {"player": player, "funds": funds, "cash": cash, "per": MORTGAGE_CASH},
        ),
    )


def _why_not_mortgage(s: ManilaState, action: Action) -> Reason:
    """A mortgage: not in the turn of a redemption (Manila R5); an unmortgaged share (§14)."""
    seat = s.actor
    who = s.names[seat]
    player = Seat(seat)
    if auction.mortgage_refusal(s, seat, action.arg) == "mortgage-after-redeem":
        return Reason(
            "a player who redeemed a share this turn may not mortgage in the same turn (Manila R5)",
            ("mn-why-mortgage-after-redeem", {}),
        )
    return Reason(
        f"{who} has no unmortgaged {GOODS[action.arg]} share (§14)",
        ("mn-why-no-unmortgaged", {"player": player, **_share(action.arg)}),
    )


def _why_not_redeem(s: ManilaState, action: Action) -> Reason:
    """A redemption: not in the turn of a mortgage (Manila R5); a mortgaged share, paid
    for (§14)."""
    seat = s.actor
    who = s.names[seat]
    player = Seat(seat)
    refusal = auction.redeem_refusal(s, seat, action.arg)
    if refusal == "redeem-after-mortgage":
        return Reason(
            "a player who mortgaged a share this turn may not redeem in the same turn (Manila R5)",
            ("mn-why-redeem-after-mortgage", {}),
        )
    if refusal == "no-mortgaged":
        return Reason(
            f"{who} has no mortgaged {GOODS[action.arg]} share (§14)",
            ("mn-why-no-mortgaged", {"player": player, **_share(action.arg)}),
        )
    cash = s.cash[seat]
    return Reason(
        f"redeeming costs {REDEEM_COST} and {who} has {cash} (§14)",
        ("mn-why-redeem-cash", {"player": player, "cost": REDEEM_COST, "cash": cash}),
    )


def _why_not_buy(s: ManilaState, action: Action) -> Reason:
    """The harbour master's share: one left in the supply, and its price (§6.1)."""
    seat = s.actor
    who = s.names[seat]
    player = Seat(seat)
    good = action.arg
    if harbor_master.buy_refusal(s, seat, good) == "no-share-left":
        return Reason(
            f"no {GOODS[good]} share is left in the supply (§6.1)",
            ("mn-why-no-share-left", _share(good)),
        )
    price, funds = share_price(s.price[good]), s.funds(seat)
    return Reason(
        f"a {GOODS[good]} share costs {price} and {who} can pay at most {funds} (§6.1)",
        (
            "mn-why-share-funds",
            {"player": player, "price": price, "funds": funds, **_share(good)},
        ),
    )


def _why_not_start(s: ManilaState, action: Action) -> Reason:
    """A boat's start: a loaded good, in route order, starts summing to 9 (§6.2, §6.3)."""
    good, n = action.arg, action.arg2
    if good == s.ashore:
        return Reason(
            f"{GOODS[good]} stays ashore this voyage (§6.2)", ("mn-why-ashore", _good(good))
        )
    nxt = harbor_master.start_bounds(s)[0]
    if nxt != good:
        if s.pos[good] >= 0:
            return Reason(
                f"the {GOODS[good]} boat is already placed (§6.3)",
                ("mn-why-boat-placed", _boat(good)),
            )
        return Reason(
            f"the boats are placed in route order: the {GOODS[nxt]} boat is next (§6.3)",
            ("mn-why-boat-order", _boat(nxt)),
        )
    return Reason(
        f"start positions are 0..{START_MAX} and the three must sum to exactly "
        f"{START_SUM}; {n} cannot be completed (§6.3)",
        ("mn-why-start-sum", {"max": START_MAX, "sum": START_SUM, "start": n}),
    )


def _why_not_pilot(s: ManilaState, action: Action) -> Reason:
    """A pilot's move (§10)."""
    good, d = action.arg, action.arg2
    refusal = pilots.pilot_refusal(s, good, d)
    if refusal == "not-sailing":
        return Reason(
            f"{GOODS[good]} is not on a boat this voyage (§10)",
            ("mn-why-not-sailing", _good(good)),
        )
    if refusal == "berthed":
        return Reason(
            f"the {GOODS[good]} boat is already berthed and cannot be moved (§10)",
            ("mn-why-berthed", _boat(good)),
        )
    if refusal == "below-zero":
        return Reason(
            "a pilot may not move a boat below space 0 (§10; rulings Q7)",
            ("mn-why-below-zero", {}),
        )
    if refusal == "two-spaces":
        return Reason(
            "only the large pilot may move a boat two spaces (§10)", ("mn-why-two-spaces", {})
        )
    if refusal == "second-boat":
        return Reason(
            "the large pilot's second move must be another boat (§10)",
            ("mn-why-second-boat", {}),
        )
    return _NOT_NOW


def _why_not_send(s: ManilaState, action: Action) -> Reason:
    """The captain sends only the boat just plundered (§9.2)."""
    return Reason(
        f"the captain decides only for the plundered {GOODS[s.pending]} boat now (§9.2)",
        ("mn-why-send", _boat(s.pending)),
    )


def _why_not_pass(s: ManilaState, action: Action) -> Reason:
    """A decision that cannot be declined."""
    return Reason("this decision cannot be declined (§6, §9.2, §14)", ("mn-why-no-decline", {}))


def _why_not_board(s: ManilaState, action: Action) -> Reason:
    """A pirate boards the cheapest empty seat of a boat on 13 (§9.1), or with the variant
    displaces one (§16)."""
    space = action.arg
    good = SEAT_GOOD[space]
    if good not in sailing.on_13(s):
        return Reason(
            f"pirates board only a boat standing on {PIRATE_SPACE} (§9.1)",
            ("mn-why-board-13", {"space": PIRATE_SPACE}),
        )
    if s.occ[space] < 0:
        cheapest = s.next_boat_seat(good)
        return Reason(
            f"a boarding pirate takes the cheapest empty seat, {SPACE_IDS[cheapest]} (§9.1)",
            ("mn-why-board-cheapest", _space(cheapest)),
        )
    if not s.variant:
        return Reason(
            "a boat with no empty seat cannot be boarded (§9.1; see option pirate_variant)",
            ("mn-why-board-full", {}),
        )
    if space == s.protected:
        return Reason(
            "the second pirate may not displace the captain who has just boarded (§16)",
            ("mn-why-board-protected", {}),
        )
    if any(s.filled[g] < NUM_SEATS[g] for g in sailing.on_13(s)):
        return Reason(
            "empty seats on the boats on 13 must be filled before anyone is displaced (§16)",
            ("mn-why-board-fill-first", {}),
        )
    return Reason(
        "seats of one player on one boat are equivalent: displace his cheapest one (Manila R11)",
        ("mn-why-board-cheapest-own", {}),
    )


def _why_not_place(s: ManilaState, action: Action) -> Reason:
    space = action.arg
    seat = s.actor
    who = s.names[seat]
    player = Seat(seat)
    good = SEAT_GOOD[space]
    if AREA[space] == "boat":
        if good == s.ashore:
            return Reason(
                f"{GOODS[good]} stays ashore this voyage: its boat has no seats (§6.2)",
                ("mn-why-ashore-seats", _good(good)),
            )
        if s.occ[space] >= 0:
            return Reason(f"{SPACE_IDS[space]} is taken (§7.1)", ("mn-why-taken", _space(space)))
        cheapest = s.next_boat_seat(good)
        if cheapest >= 0 and cheapest != space:
            return Reason(
                f"boat seats are taken cheapest first: the next one is {SPACE_IDS[cheapest]} "
                "(§7.2)",
                ("mn-why-seat-order", _space(cheapest)),
            )
        if action.kind == K_STOWAWAY:
            if placement.stowaway_refusal(s, seat, s.funds(seat)) == "stowaway-insurance":
                return Reason(
                    "the insurance agent may not place stowaways (§7.3, Manila R7)",
                    ("mn-why-stowaway-insurance", {}),
                )
            return Reason(
                f"{who} can still pay for a free space, so he may not stow away "
                "(§7.3: only when every free space but the insurance is too expensive)",
                ("mn-why-stowaway-can-pay", {"player": player}),
            )
    elif action.kind == K_STOWAWAY:  # pragma: no cover - stowaways name boat seats only
        return Reason("stowaways go only on boat seats (§7.3)", ("mn-why-stowaway-boat", {}))
    if s.occ[space] >= 0:
        return Reason(f"{SPACE_IDS[space]} is taken (§7.1)", ("mn-why-taken", _space(space)))
    if placement.pirate_refusal(s, space) == "captain-first":
        return Reason(
            "the first pirate must take the captain's space (§7.2)", ("mn-why-captain-first", {})
        )
    cost, funds = COST[space], s.funds(seat)
    return Reason(
        f"{SPACE_IDS[space]} costs {cost} and {who} can pay at most {funds} (§7.1)",
        ("mn-why-space-funds", {"player": player, "cost": cost, "funds": funds, **_space(space)}),
    )


# The rule checks of each kind of action, by kind.
_WHY_NOT: Final[dict[int, Callable[[ManilaState, Action], Reason]]] = {
    K_BID: _why_not_bid,
    K_MORTGAGE: _why_not_mortgage,
    K_REDEEM: _why_not_redeem,
    K_BUY: _why_not_buy,
    K_START: _why_not_start,
    K_PLACE: _why_not_place,
    K_STOWAWAY: _why_not_place,
    K_BOARD: _why_not_board,
    K_PILOT: _why_not_pilot,
    K_SEND: _why_not_send,
    K_PASS: _why_not_pass,
}
