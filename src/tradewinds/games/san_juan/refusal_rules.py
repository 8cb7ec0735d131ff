"""San Juan's ``rules`` plug-in to the conformance suite (``tradewinds.testing``).

Each rule once (issue 18): :func:`refusal_message` asks the rule predicates of the board
(``violet_refusal``, ``cover_refusal``, ``black_market_refusal``), the price and the cards
each decision offers which rule refuses an action of the pending decision, and names the
catalog message (``sj-why-<key>``) its refusal must carry; ``check_game`` compares that
with ``legal_actions()`` and ``why_illegal`` over random games. (Imported by the game's
registration on first use, never by the engine.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.game import UNDECIDED
from .actions import (
    K_BLACK_MARKET,
    K_BUILD,
    K_COVER,
    K_KEEP,
    K_PASS,
    K_PAY,
    K_PRODUCE,
    K_ROLE,
    K_SELL,
    K_TAKE,
    K_TUCK,
)
from .board import (
    ACTION_KINDS_BY_PHASE,
    NG,
    NK,
    PH_BLACK_MARKET,
    PH_BUILD,
    PH_CHAPEL,
    PH_COVER,
    PH_GOLD_MINE,
    PH_KEEP,
    PH_PAY,
    PH_PRODUCE,
    PH_ROLE,
    PH_SELL,
)

if TYPE_CHECKING:
    from .state import SanJuanState

# The decisions that take a card from the hand, by the kind of action that names it.
_FROM_HAND = {PH_BUILD: K_BUILD, PH_PAY: K_PAY, PH_CHAPEL: K_TUCK}


def refusal_message(s: SanJuanState, a: Action) -> str | None:
    """The catalog message of the refusal ``a``'s rule gives now (None: allowed), or
    UNDECIDED (another decision's action; one no single rule decides)."""
    key = _rule(s, a)
    return key if key is None or key == UNDECIDED else f"sj-why-{key}"


def _rule(s: SanJuanState, a: Action) -> str | None:
    seat, phase, kind, arg = s.actor, s.phase, a.kind, a.arg
    if kind not in ACTION_KINDS_BY_PHASE[phase]:
        return UNDECIDED  # another decision's: the core's refusal names the decision
    if _FROM_HAND.get(phase) == kind and not s.hands[seat * NK + arg]:
        return "not-in-hand"  # §6.1, §9: a card is built, paid or tucked from the hand
    if phase == PH_ROLE and kind == K_ROLE:
        return "role-taken" if s.roles_taken >> arg & 1 else None  # §5.1
    if phase == PH_BUILD:
        return None if kind == K_PASS else _build_rule(s, seat, arg)
    if phase == PH_COVER:
        if kind == K_COVER:
            return s.cover_refusal(seat, s.building, arg, s.hand_size[seat])
        due = s.price(seat, s.building) - s.black_market_goods(seat, -1)
        return None if due <= s.hand_size[seat] else "needs-crane"  # §6.1.1
    if phase == PH_BLACK_MARKET:
        if kind == K_BLACK_MARKET:
            return s.black_market_refusal(seat, arg)
        return None if s.due <= s.hand_size[seat] else "must-pay-goods"  # §6.1.1
    if phase in (PH_PAY, PH_CHAPEL):
        return None  # any card of the hand (checked above); the Chapel may be declined
    if phase == PH_PRODUCE:
        if kind == K_PRODUCE and s.city[seat * NK + arg] <= s.goods[seat * NG + arg]:
            return "no-empty-building"  # §6.2: one good per production building
        return None
    if phase == PH_SELL:
        if kind == K_SELL and not s.goods[seat * NG + arg]:
            return "nothing-to-sell"  # §6.3
        return None
    if phase == PH_KEEP and kind == K_KEEP:
        return None if arg in s.drawn else "not-drawn"  # §6.4
    if phase == PH_GOLD_MINE:
        if kind == K_TAKE and arg not in s.revealed:
            return "not-turned-up"  # §10.2 Gold mine
        return None
    return UNDECIDED  # the discards: which cards, how many, is the decision's own count


def _build_rule(s: SanJuanState, seat: int, card: int) -> str | None:
    """A card of the hand: the violet rule (§10.1), then the price after discounts,
    paid with the other cards and the Black market, or else with the Crane (§6.1.1)."""
    violet = s.violet_refusal(seat, card)
    if violet is not None:
        return violet
    cards = s.hand_size[seat] - 1
    if s.price(seat, card) <= cards + s.black_market_goods(seat, -1):
        return None
    return None if s.cover_options(seat, card, cards, first=True) else "too-dear"
