"""San Juan actions in words: each action kind's catalog message and its arguments.

A phrase names terms by their catalog ids (``sj-card-<id>``, ``sj-good-<good>``,
``sj-role-<role>``); ``tradewinds.i18n`` and the web client turn them into the reader's
language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core.phrase import Phrase, in_decision
from . import actions as k
from .board import PHASE_NAMES
from .data import CARDS, GOODS, ROLE_NAMES

if TYPE_CHECKING:
    from ...core.actions import Action

_FIXED: Final = {
    k.K_LIBRARY: "sj-action-library",
    k.K_NO_LIBRARY: "sj-action-no-library",
}
# The decisions whose "pass" has words of its own ("Build without the Crane").
_PASS_PHASES: Final = frozenset(
    {
        "builder_build",
        "builder_crane",
        "builder_black_market",
        "producer_produce",
        "trader_sell",
        "gold_mine",
        "chapel",
    }
)
_GOOD: Final = {
    k.K_BLACK_MARKET: "sj-action-black-market",
    k.K_PRODUCE: "sj-action-produce",
    k.K_SELL: "sj-action-sell",
}
_CARD: Final = {
    k.K_BUILD: "sj-action-build",
    k.K_COVER: "sj-action-cover",
    k.K_PAY: "sj-action-pay",
    k.K_KEEP: "sj-action-keep",
    k.K_DISCARD: "sj-action-discard",
    k.K_TAKE: "sj-action-take",
    k.K_TUCK: "sj-action-tuck",
}


def phrase(state: Any, action: Action) -> Phrase:
    """``action`` of a San Juan game in words (the state tells only what ``pass`` means
    in the decision at hand)."""
    kind, arg = action.kind, action.arg
    if kind == k.K_PASS:
        return in_decision("sj-action-pass", PHASE_NAMES[state.phase], _PASS_PHASES)
    if kind in _FIXED:
        return Phrase(_FIXED[kind])
    if kind in _GOOD:
        return Phrase(_GOOD[kind], {"good": f"sj-good-{GOODS[arg]}"})
    if kind in _CARD:
        return Phrase(_CARD[kind], {"card": f"sj-card-{CARDS[arg].id}"})
    if kind == k.K_ROLE:
        return Phrase("sj-action-role", {"role": f"sj-role-{ROLE_NAMES[arg]}"})
    raise ValueError(f"no phrase for {action!r}")
