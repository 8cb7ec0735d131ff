"""Why an action is illegal: messages that name the rule (rules reference sections).

Each message is a :class:`Reason`: the English sentence (the API's, unchanged) with the
same sentence as a catalog message (``sj-why-*`` in the san_juan.ftl catalogs), so a
refusal reads in the player's language. Refusals are rare: the phrases are built here,
off the engine's hot paths.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ...core.actions import Action
from ...core.errors import Reason
from ...core.phrase import Seat
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
from .board import NK, PH_BLACK_MARKET, PH_COVER
from .data import CARDS, GOODS, NAMES, ROLE_NAMES, ROLE_TITLES, plural, with_article

if TYPE_CHECKING:
    from .state import SanJuanState


def _card(kind: int) -> str:
    """The catalog term of card ``kind`` (its printed name)."""
    return f"sj-card-{CARDS[kind].id}"


def _good(good: int) -> str:
    """The catalog word of ``good`` inside a sentence (lower case in English)."""
    return f"sj-why-good-{GOODS[good]}"


def why_illegal(s: SanJuanState, action: Action) -> Reason:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    kind = action.kind
    arg = action.arg
    if kind in (K_BUILD, K_PAY, K_DISCARD, K_TUCK) and not s.hands[s.actor * NK + arg]:
        return Reason(
            f"{s.name(s.actor)} has no {NAMES[arg]} in his hand (§6.1, §9)",
            ("sj-why-not-in-hand", {"player": Seat(s.actor), "card": _card(arg)}),
        )
    why = _WHY_BY_KIND.get(kind)
    return why(s, arg) if why else _not_now()


def _not_now() -> Reason:
    return Reason("not allowed now (§5.2)", ("sj-why-not-now", {}))


def _why_role_taken(s: SanJuanState, role: int) -> Reason:
    return Reason(
        f"the {ROLE_TITLES[role]} was already chosen this round; each role once per round (§5.1)",
        ("sj-why-role-taken", {"role": f"sj-role-{ROLE_NAMES[role]}"}),
    )


def _why_not_black_market(s: SanJuanState, good: int) -> Reason:
    seat = s.actor
    if s.black_market_refusal(seat, good) == "no-good":
        return Reason(
            f"{s.name(seat)} has no {GOODS[good]} good (§10.2 Black market)",
            ("sj-why-no-good", {"player": Seat(seat), "good": _good(good)}),
        )
    return Reason(
        f"the good on the covered {NAMES[good]} is lost with it, not given to the "
        "Black market (§6.1.1)",
        ("sj-why-covered-good-lost", {"card": _card(good)}),
    )


def _why_not_produce(s: SanJuanState, good: int) -> Reason:
    return Reason(
        f"{s.name(s.actor)} has no empty {NAMES[good]}: one good per production building (§6.2)",
        ("sj-why-no-empty-building", {"player": Seat(s.actor), "card": _card(good)}),
    )


def _why_not_sell(s: SanJuanState, good: int) -> Reason:
    return Reason(
        f"{s.name(s.actor)} has no {GOODS[good]} good to sell (§6.3)",
        ("sj-why-nothing-to-sell", {"player": Seat(s.actor), "good": _good(good)}),
    )


def _why_not_keep(s: SanJuanState, card: int) -> Reason:
    return Reason(
        f"{NAMES[card]} is not among the cards {s.name(s.actor)} drew (§6.4)",
        ("sj-why-not-drawn", {"player": Seat(s.actor), "card": _card(card)}),
    )


def _why_not_take(s: SanJuanState, card: int) -> Reason:
    return Reason(
        f"{NAMES[card]} is not among the cards the Gold mine turned up (§10.2)",
        ("sj-why-not-turned-up", {"card": _card(card)}),
    )


def _why_not_pass(s: SanJuanState, arg: int) -> Reason:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    hand = s.hand_size[seat]
    if s.phase == PH_COVER:
        price = s.price(seat, s.building)
        return Reason(
            f"without the Crane {who} cannot pay for the {NAMES[s.building]}: "
            f"it costs {price} and he holds {plural(hand, 'card')} (§6.1.1)",
            (
                "sj-why-needs-crane",
                {"player": player, "card": _card(s.building), "price": price, "hand": hand},
            ),
        )
    if s.phase == PH_BLACK_MARKET:
        return Reason(
            f"{who} owes {plural(s.due, 'card')} and holds {hand}: the rest "
            "must be paid with goods (§6.1.1)",
            ("sj-why-must-pay-goods", {"player": player, "due": s.due, "hand": hand}),
        )
    return _not_now()


def _why_not_build(s: SanJuanState, card: int) -> Reason:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = s.violet_refusal(seat, card)
    if refusal == "violet-twice":
        return Reason(
            f"{who} already has {with_article(NAMES[card])}: one violet building of each "
            "name per city (§10.1)",
            (
                "sj-why-violet-twice",
                {"player": player, "card": f"sj-why-a-card-{CARDS[card].id}"},
            ),
        )
    if refusal == "covered-rebuild":
        return Reason(
            f"{who} covered his {NAMES[card]} with the Crane and may not build it again: "
            "each violet building may be built only once (§10.1; option covered_rebuild)",
            ("sj-why-covered-rebuild", {"player": player, "card": _card(card)}),
        )
    price = s.price(seat, card)
    goods = s.black_market_goods(seat, -1)
    cards = s.hand_size[seat] - 1
    extra = f" and {plural(goods, 'good')} for the Black market" if goods else ""
    return Reason(
        f"the {NAMES[card]} costs {plural(price, 'card')} after discounts and {who} has "
        f"{plural(cards, 'other card')}{extra} (§6.1.1)",
        (
            "sj-why-too-dear",
            {"player": player, "card": _card(card), "price": price, "cards": cards, "goods": goods},
        ),
    )


def _why_not_cover(s: SanJuanState, card: int) -> Reason:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = s.cover_refusal(seat, s.building, card, s.hand_size[seat])
    if refusal == "nothing-to-cover":
        return Reason(
            f"{who} has no {NAMES[card]} in his city to cover (§10.2 Crane)",
            ("sj-why-nothing-to-cover", {"player": player, "card": _card(card)}),
        )
    if refusal == "crane-itself":
        return Reason("the Crane cannot cover itself (§10.2 Crane)", ("sj-why-crane-itself", {}))
    if refusal == "cover-identical":
        return Reason(
            "a building cannot be covered by an identical one (§10.2 Crane)",
            ("sj-why-cover-identical", {}),
        )
    price = s.price(seat, s.building, card)
    return Reason(
        f"covering the {NAMES[card]} leaves a price of {plural(price, 'card')} and "
        f"{who} cannot pay it (§6.1.1)",
        ("sj-why-cover-too-dear", {"player": player, "card": _card(card), "price": price}),
    )


# Per action kind: why it is refused once it belongs to the decision (the cards in hand
# checked first, see why_illegal). Kinds absent here: "not allowed now".
_WHY_BY_KIND: Final[dict[int, Callable[[SanJuanState, int], Reason]]] = {
    K_ROLE: _why_role_taken,
    K_BUILD: _why_not_build,
    K_COVER: _why_not_cover,
    K_BLACK_MARKET: _why_not_black_market,
    K_PRODUCE: _why_not_produce,
    K_SELL: _why_not_sell,
    K_KEEP: _why_not_keep,
    K_TAKE: _why_not_take,
    K_PASS: _why_not_pass,
}
