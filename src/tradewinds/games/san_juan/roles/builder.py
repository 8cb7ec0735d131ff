"""Builder (rules reference §6.1): everyone may build one building, paid with cards.

One build is a short chain of decisions: the card (``build <card>``), the Crane
(``cover <building>`` or ``pass``), the Black market (``black market <good>`` up to twice,
or ``pass``), then the payment (``pay <card>`` one card at a time). A step whose outcome
is forced is taken at once: a payment that must use every card left, or cards of one kind
only, is paid in one go.
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogArg, LogPhrase
from ....core.seats import clockwise, next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_BLACK_MARKET, PH_BUILD, PH_COVER, PH_PAY, Board
from ..data import (
    BLACK_MARKET,
    CARPENTER,
    CITY_SIZE_TO_END,
    COSTS,
    CRANE,
    GOODS,
    NAMES,
    POOR_HOUSE,
    card_list,
    plural,
    with_article,
)
from ..texts import (
    A_CARD_TERMS,
    BUILDS_NOTHING_PHRASE,
    CARD_TERMS,
    GOOD_WORD_TERMS,
    SEATS,
    card_terms,
)
from .governor import next_role

WITH_ARTICLE: Final = tuple(with_article(name) for name in NAMES)
# "paying 2 cards": by cards paid (at most the dearest cost).
_PAID: Final = tuple(f"{paid} card{'' if paid == 1 else 's'}" for paid in range(max(COSTS) + 1))
_BUILD: Final = ACTIONS.build
_PAY: Final = ACTIONS.pay
_PASS: Final = ACTIONS.pass_
PAY_TEXT: Final = tuple(f"You pay with {with_article(name)}." for name in NAMES)
PAY_PHRASE: Final = tuple(("sj-log-you-pay", {"card": term}) for term in A_CARD_TERMS)


# ------------------------------------------------------------- phase
def has_cards(s: Board, seat: int) -> bool:
    return s.hand_size[seat] > 0


def builder_next(s: Board) -> None:
    # Everyone with a card in hand builds or passes, the builder first (§6.1).
    n = s.players
    s.step = step = next_in_turn(s, has_cards, s.chooser, n, s.step)
    if step < n:
        s.actor = clockwise(s.chooser, n)[step]
        s.phase = PH_BUILD
        return
    if s.ended:
        s.end_game()
    else:
        next_role(s)


def legal_build(s: Board) -> list[Action]:
    legal = [_BUILD[card] for card in s.buildable(s.actor, s.privilege(s.actor))]
    legal.append(_PASS)
    return legal


def apply_build(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        s._event(s.texts.builds_nothing[seat], None, BUILDS_NOTHING_PHRASE[seat])
        s.step += 1
        builder_next(s)
        return
    card = action.arg
    at = seat * NK + card
    s.hands[at] = s.hands[at] - 1
    s.hand_size[seat] = s.hand_size[seat] - 1
    if s.known[at]:
        s.known[at] = s.known[at] - 1
        s.known_size[seat] = s.known_size[seat] - 1
    s.building = card
    s.cover = -1
    s.bm = 0
    s.count = 0
    if s.city[seat * NK + CRANE] and s.cover_options(seat, card, s.hand_size[seat], first=True):
        s.phase = PH_COVER
        return
    after_cover(s)


def legal_cover(s: Board) -> list[Action]:
    seat = s.actor
    card = s.building
    cards = s.hand_size[seat]
    cover = s.actions.cover
    legal = [cover[c] for c in s.cover_options(seat, card, cards)]
    if s.price(seat, card) - s.black_market_goods(seat, -1) <= cards:
        legal.append(s.actions.pass_)
    return legal


def apply_cover(s: Board, action: Action) -> None:
    s.cover = -1 if action.kind == K_PASS else action.arg
    after_cover(s)


def after_cover(s: Board) -> None:
    seat = s.actor
    cover = s.cover
    due = s.due = s.price(seat, s.building, cover)
    if due and s.city[seat * NK + BLACK_MARKET] and s.black_market_goods(seat, cover):
        s.phase = PH_BLACK_MARKET
        return
    pay_next(s)


def legal_black_market(s: Board) -> list[Action]:
    seat = s.actor
    action = s.actions.black_market
    legal = [action[g] for g in range(NG) if s.black_market_refusal(seat, g) is None]
    if s.due <= s.hand_size[seat]:
        legal.append(s.actions.pass_)
    return legal


def apply_black_market(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS:
        s.discard_good(seat, action.arg)
        s.bm += 1
        s.due -= 1
        if s.due and s.black_market_goods(seat, s.cover):
            return
    pay_next(s)


def pay_next(s: Board) -> None:
    seat = s.actor
    due = s.due
    if due:
        if s.hand_size[seat] == due:  # every card left pays
            hands = s.hands
            base = seat * NK
            paid = s.hand_list(seat)
            for card in s.hand_kinds(seat):
                s.discard_from_hand(seat, card, hands[base + card])
        else:
            only = s.only_kind(seat)
            if only < 0:
                s.phase = PH_PAY
                return
            s.discard_from_hand(seat, only, due)  # one kind left: nothing to choose
            paid = [only] * due
        text = f"You pay with {card_list(paid)}."
        phrase = ("sj-log-you-pay-cards", {"cards": card_terms(paid)})
        s._event(text, seat, phrase)
        s.count += due
        s.due = 0
    finish_build(s)


def legal_pay(s: Board) -> list[Action]:
    return [_PAY[card] for card, n in enumerate(s.hand(s.actor)) if n]


def apply_pay(s: Board, action: Action) -> None:
    seat = s.actor
    card = action.arg
    s.discard_from_hand(seat, card)
    s._event(PAY_TEXT[card], seat, PAY_PHRASE[card])
    s.count += 1
    s.due -= 1
    pay_next(s)


def finish_build(s: Board) -> None:
    """The paid building goes into the city (over the covered one with the Crane); then
    the Carpenter's and Poor house's draws, and the 12th building's end (§6.1, §10.2)."""
    seat = s.actor
    card = s.building
    cover = s.cover
    base = seat * NK
    city = s.city
    carpenter = card >= NG and city[base + CARPENTER] and cover != CARPENTER
    poor_house = city[base + POOR_HOUSE] and cover != POOR_HOUSE
    if (
        s.lib
        and s.players == 2
        and seat == s.chooser
        and s.price(seat, card, cover, privilege=1) > s.price(seat, card, cover)
    ):
        s.lib_used |= 1 << seat
    how = _PAID[s.count]
    if s.bm:
        how += f" and {plural(s.bm, 'good')} on the Black market"
    if cover >= 0:
        text, phrase = _build_over(s, seat, card, cover, how)
    else:
        s.city_size[seat] = s.city_size[seat] + 1
        text = f"{s.names[seat]} builds {WITH_ARTICLE[card]}, paying {how}."
        args: dict[str, LogArg] = {
            "player": SEATS[seat],
            "card": A_CARD_TERMS[card],
            "paid": s.count,
            "goods": s.bm,
        }
        phrase = ("sj-log-builds", args)
    city[base + card] = city[base + card] + 1
    s.building = -1
    s.cover = -1
    s._event(text, None, phrase)
    if carpenter:
        s.draw_to_hand(seat, 1, "Carpenter")
    if poor_house and s.hand_size[seat] <= 1:
        s.draw_to_hand(seat, 1, "Poor house")
    if s.city_size[seat] >= CITY_SIZE_TO_END and not s.ended and _twelfth_ends_now(s, seat):
        return
    s.step += 1
    builder_next(s)


def _build_over(s: Board, seat: int, card: int, cover: int, how: str) -> tuple[str, LogPhrase]:
    """The Crane's building replaces ``cover`` (§10.2 Crane): the covered building leaves
    the city, its good with it if no other building of its kind can hold it; the log line."""
    base = seat * NK
    text = f"{s.names[seat]} builds {WITH_ARTICLE[card]} over the {NAMES[cover]} (Crane)"
    args: dict[str, LogArg] = {
        "player": SEATS[seat],
        "card": A_CARD_TERMS[card],
        "cover": CARD_TERMS[cover],
        "paid": s.count,
        "goods": s.bm,
    }
    message = "sj-log-builds-over"
    if cover < NG and s.goods[seat * NG + cover] == s.city[base + cover]:
        s.discard_good(seat, cover)
        text += f", whose {GOODS[cover]} good is discarded"
        args["good"] = GOOD_WORD_TERMS[cover]
        message = "sj-log-builds-over-losing-good"
    s.city[base + cover] = s.city[base + cover] - 1
    s.covered[base + cover] = s.covered[base + cover] + 1
    return f"{text}, paying {how}.", (message, args)


def _twelfth_ends_now(s: Board, seat: int) -> bool:
    """``seat`` has built his 12th building: the game ends after this builder phase, or
    at once with the option game_end=immediate (True then)."""
    s.ended = 1
    if s.immediate_end:
        s._event(
            f"{s.names[seat]} has 12 buildings: the game ends now.",
            None,
            ("sj-log-twelve-ends-now", {"player": SEATS[seat]}),
        )
        s.end_game()
        return True
    s._event(
        f"{s.names[seat]} has 12 buildings: the game ends after this builder phase.",
        None,
        ("sj-log-twelve-ends-after", {"player": SEATS[seat]}),
    )
    return False
