"""Why an action is illegal: messages that name the rule (rules reference sections)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from .actions import (
    K_BLACK_MARKET,
    K_BUILD,
    K_COVER,
    K_DISCARD,
    K_KEEP,
    K_PASS,
    K_PAY,
    K_PRODUCE,
    K_ROLE,
    K_SELL,
    K_TAKE,
    K_TUCK,
)
from .board import NG, NK, PH_BLACK_MARKET, PH_COVER
from .data import CRANE, GOODS, NAMES, ROLE_TITLES, plural, with_article

if TYPE_CHECKING:
    from .state import SanJuanState


def why_illegal(s: SanJuanState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    seat = s.actor
    who = s.name(seat)
    base = seat * NK
    kind = action.kind
    arg = action.arg
    if kind == K_ROLE:
        return (
            f"the {ROLE_TITLES[arg]} was already chosen this round; each role once per round (§5.1)"
        )
    if kind in (K_BUILD, K_PAY, K_DISCARD, K_TUCK) and not s.hands[base + arg]:
        return f"{who} has no {NAMES[arg]} in his hand (§6.1, §9)"
    if kind == K_BUILD:
        return _why_not_build(s, arg)
    if kind == K_COVER:
        return _why_not_cover(s, arg)
    if kind == K_BLACK_MARKET:
        if not s.goods[seat * NG + arg]:
            return f"{who} has no {GOODS[arg]} good (§10.2 Black market)"
        return (
            f"the good on the covered {NAMES[arg]} is lost with it, not given to the "
            "Black market (§6.1.1)"
        )
    if kind == K_PRODUCE:
        return f"{who} has no empty {NAMES[arg]}: one good per production building (§6.2)"
    if kind == K_SELL:
        return f"{who} has no {GOODS[arg]} good to sell (§6.3)"
    if kind == K_KEEP:
        return f"{NAMES[arg]} is not among the cards {who} drew (§6.4)"
    if kind == K_TAKE:
        return f"{NAMES[arg]} is not among the cards the Gold mine turned up (§10.2)"
    if kind == K_PASS:
        if s.phase == PH_COVER:
            return (
                f"without the Crane {who} cannot pay for the {NAMES[s.building]}: "
                f"it costs {s.price(seat, s.building)} and he holds "
                f"{plural(s.hand_size[seat], 'card')} (§6.1.1)"
            )
        if s.phase == PH_BLACK_MARKET:
            return (
                f"{who} owes {plural(s.due, 'card')} and holds {s.hand_size[seat]}: the rest "
                "must be paid with goods (§6.1.1)"
            )
    return "not allowed now (§5.2)"


def _why_not_build(s: SanJuanState, card: int) -> str:
    seat = s.actor
    who = s.name(seat)
    at = seat * NK + card
    if card >= NG and s.city[at]:
        return (
            f"{who} already has {with_article(NAMES[card])}: one violet building of each "
            "name per city (§10.1)"
        )
    if card >= NG and s.no_rebuild and s.covered[at]:
        return (
            f"{who} covered his {NAMES[card]} with the Crane and may not build it again: "
            "each violet building may be built only once (§10.1; option covered_rebuild)"
        )
    price = s.price(seat, card)
    goods = s.black_market_goods(seat, -1)
    cards = s.hand_size[seat] - 1
    extra = f" and {plural(goods, 'good')} for the Black market" if goods else ""
    return (
        f"the {NAMES[card]} costs {plural(price, 'card')} after discounts and {who} has "
        f"{plural(cards, 'other card')}{extra} (§6.1.1)"
    )


def _why_not_cover(s: SanJuanState, card: int) -> str:
    seat = s.actor
    who = s.name(seat)
    if not s.city[seat * NK + card]:
        return f"{who} has no {NAMES[card]} in his city to cover (§10.2 Crane)"
    if card == CRANE:
        return "the Crane cannot cover itself (§10.2 Crane)"
    if card == s.building:
        return "a building cannot be covered by an identical one (§10.2 Crane)"
    price = s.price(seat, s.building, card)
    return (
        f"covering the {NAMES[card]} leaves a price of {plural(price, 'card')} and "
        f"{who} cannot pay it (§6.1.1)"
    )
