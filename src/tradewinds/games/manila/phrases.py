"""Manila actions in words: each action kind's catalog message and its arguments.

A phrase names terms by their catalog ids (``mn-boat-<good>``, ``mn-share-<good>``,
``mn-space-<space>`` …); ``tradewinds.i18n`` and the web client turn them into the
reader's language. Costs come from the board's data (``spaces.csv``) and the share price
from the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core.phrase import Phrase, in_decision
from . import actions as k
from .board import PHASE_NAMES
from .data import AREA, COST, GOODS, SPACES, share_price

if TYPE_CHECKING:
    from ...core.actions import Action


# The decisions whose "pass" has words of its own ("Buy no share").
_PASS_PHASES: Final = frozenset(
    {
        "auction_bid",
        "buy_share",
        "place_accomplice",
        "pirate_boarding",
        "small_pilot",
        "large_pilot",
        "large_pilot_second",
    }
)


def good(g: int) -> str:
    return f"mn-good-{GOODS[g]}"


def boat(g: int) -> str:
    return f"mn-boat-{GOODS[g]}"


def share(g: int) -> str:
    return f"mn-share-{GOODS[g]}"


def _seat(space: int) -> dict[str, str | int]:
    spec = SPACES[space]
    return {"boat": boat(spec.good), "seat": spec.seat}


def _place(space: int) -> Phrase:
    if AREA[space] == "boat":
        return Phrase("mn-action-place-seat", {**_seat(space), "pesos": COST[space]})
    return Phrase(
        "mn-action-place", {"space": f"mn-space-{SPACES[space].id}", "pesos": COST[space]}
    )


def _load(ashore: int) -> Phrase:
    first, second, third = k.LOADS[ashore]
    args = {"first": good(first), "second": good(second), "third": good(third)}
    return Phrase("mn-action-load", {**args, "ashore": good(ashore)})


def phrase(state: Any, action: Action) -> Phrase:
    """``action`` of a Manila game in words."""
    kind, arg = action.kind, action.arg
    if kind == k.K_PASS:
        return in_decision("mn-action-pass", PHASE_NAMES[state.phase], _PASS_PHASES)
    if kind == k.K_BID:
        return Phrase("mn-action-bid", {"pesos": arg})
    if kind == k.K_MORTGAGE:
        return Phrase("mn-action-mortgage", {"share": share(arg)})
    if kind == k.K_REDEEM:
        return Phrase("mn-action-redeem", {"share": share(arg)})
    if kind == k.K_BUY:
        price = share_price(state.price[arg])
        return Phrase("mn-action-buy", {"share": share(arg), "pesos": price})
    if kind == k.K_LOAD:
        return _load(arg)
    if kind == k.K_START:
        return Phrase("mn-action-start", {"boat": boat(arg), "space": action.arg2})
    if kind == k.K_PLACE:
        return _place(arg)
    if kind == k.K_STOWAWAY:
        return Phrase("mn-action-stowaway", _seat(arg))
    if kind == k.K_BOARD:
        return Phrase("mn-action-board", _seat(arg))
    if kind == k.K_PILOT:
        steps = action.arg2
        direction = "mn-action-pilot-forward" if steps > 0 else "mn-action-pilot-back"
        return Phrase(direction, {"boat": boat(arg), "spaces": abs(steps)})
    if kind == k.K_SEND:
        where = "mn-action-send-harbor" if action.arg2 == k.TO_HARBOR else "mn-action-send-shipyard"
        return Phrase(where, {"boat": boat(arg)})
    raise ValueError(f"no phrase for {action!r}")
