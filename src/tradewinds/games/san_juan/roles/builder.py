"""Builder (rules reference §6.1): everyone may build one building, paid with cards.

One build is a short chain of decisions: the card (``build <card>``), the Crane
(``cover <building>`` or ``pass``), the Black market (``black market <good>`` up to twice,
or ``pass``), then the payment (``pay <card>`` one card at a time). A step whose outcome
is forced is taken at once: a payment that must use every card left, or cards of one kind
only, is paid in one go.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from ....core.actions import Action
from ....core.phrase import LogArg, LogPhrase
from ....core.seats import next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_BLACK_MARKET, PH_BUILD, PH_COVER, PH_PAY, Board
from ..data import (
    BLACK_MARKET,
    BLACK_MARKET_GOODS,
    BUILDER,
    CARPENTER,
    CITY_SIZE_TO_END,
    COSTS,
    CRANE,
    GOODS,
    LIBRARY,
    NAMES,
    POOR_HOUSE,
    QUARRY,
    SMITHY,
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

RANGE = tuple(range(NK))


def build_price(card: int, smithy: bool, quarry: bool, privilege: int, cover: int = -1) -> int:
    """The cards a player pays for ``card`` before the Black market (§6.1.1): its cost,
    less his privilege (the builder's 1, or 2 with his Library: §6.1, §10.2 Library), less
    1 with a Smithy for a production building or with a Quarry for a violet one (§10.2),
    less with the Crane the cost of the building it covers (§10.2 Crane); never below 0.
    A covered building gives no discount of its own any more: a covered Smithy or Quarry
    takes its 1 off, a covered Library no longer doubles the privilege.

    The one place San Juan's price is computed: the engine, its views and refusals, and
    the heuristic bot all take it from here (through :data:`PRICES` without the Crane)."""
    if privilege == 2 and cover == LIBRARY:
        privilege = 1
    discount = privilege
    if card < NG:
        if smithy and cover != SMITHY:
            discount += 1
    elif quarry and cover != QUARRY:
        discount += 1
    if cover >= 0:
        discount += COSTS[cover]
    due = COSTS[card] - discount
    return due if due > 0 else 0


# build_price without the Crane for every card, by 2 * Smithy + Quarry and by privilege
# (0, 1, 2): the builder phase reads a price for every card in hand at every decision.
PRICES = tuple(
    tuple(tuple(build_price(card, smithy, quarry, p) for card in range(NK)) for p in range(3))
    for smithy in (False, True)
    for quarry in (False, True)
)


def price_row(city: Sequence[int], base: int, privilege: int) -> tuple[int, ...]:
    """Every card's :func:`build_price` without the Crane for the city
    ``city[base : base + NK]``."""
    return PRICES[(2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)][privilege]


WITH_ARTICLE = tuple(with_article(name) for name in NAMES)
# "paying 2 cards": by cards paid (at most the dearest cost).
_PAID = tuple(f"{paid} card{'' if paid == 1 else 's'}" for paid in range(max(COSTS) + 1))
_BUILD = ACTIONS.build
_BUILD_ACTION = _BUILD.__getitem__
_PAY_ACTIONS = ACTIONS.pay
_PASS = ACTIONS.pass_
PAY_TEXT = tuple(f"You pay with {with_article(name)}." for name in NAMES)
PAY_PHRASE = tuple(("sj-log-you-pay", {"card": term}) for term in A_CARD_TERMS)


class BuilderPhase(Board):
    # ------------------------------------------------------------- prices
    def price(self, seat: int, card: int, cover: int = -1, *, privilege: int | None = None) -> int:
        """:func:`build_price` of ``card`` for ``seat`` now, covering ``cover`` (-1: no
        Crane).

        ``privilege`` is the builder's discount (default: 1 for the builder, 2 with his
        Library, 0 for the others and outside the builder phase)."""
        if privilege is None:
            privilege = self.privilege(seat) if self.role == BUILDER else 0
        city = self.city
        base = seat * NK
        if cover < 0:
            return price_row(city, base, privilege)[card]
        return build_price(card, city[base + SMITHY] > 0, city[base + QUARRY] > 0, privilege, cover)

    def black_market_goods(self, seat: int, cover: int) -> int:
        """Goods ``seat`` may still give to his Black market in this build (§10.2)."""
        if not self.city[seat * NK + BLACK_MARKET] or cover == BLACK_MARKET:
            return 0
        total = self.goods_total(seat)
        if 0 <= cover < NG and self.goods[seat * NG + cover] == self.city[seat * NK + cover]:
            total -= 1  # every building of that kind holds a good: the covered one's is lost
        limit = BLACK_MARKET_GOODS - self.bm if self.building >= 0 else BLACK_MARKET_GOODS
        return total if total < limit else limit

    def cover_options(
        self, seat: int, card: int, cards: int, privilege: int | None = None, *, first: bool = False
    ) -> list[int]:
        """Buildings ``seat`` may cover with ``card`` and still pay with ``cards`` cards
        (see :meth:`cover_refusal`). ``first``: stop at the first one (to learn whether
        there is any)."""
        city = self.city
        base = seat * NK
        if not city[base + CRANE]:
            return []
        if privilege is None:  # resolved once, not for every building
            privilege = self.privilege(seat) if self.role == BUILDER else 0
        found: list[int] = []
        for c in compress(RANGE, city[base : base + NK]):
            if self.cover_refusal(seat, card, c, cards, privilege) is None:
                found.append(c)
                if first:
                    break
        return found

    def cover_refusal(
        self, seat: int, card: int, cover: int, cards: int, privilege: int | None = None
    ) -> str | None:
        """Why ``seat`` may not build ``card`` over ``cover`` with the Crane holding
        ``cards`` cards to pay with (the key of the rule, see rulings.py), or None if he
        may: he owns the building, it is not the Crane nor identical to ``card`` (§10.2
        Crane), and the price left after the Black market is payable (§6.1.1)."""
        if not self.city[seat * NK + cover]:
            return "nothing-to-cover"
        if cover == CRANE:
            return "crane-itself"
        if cover == card:
            return "cover-identical"
        due = self.price(seat, card, cover, privilege=privilege)
        if self.city[seat * NK + BLACK_MARKET]:
            due -= self.black_market_goods(seat, cover)
        if due > cards:
            return "cover-too-dear"
        return None

    def buildable(self, seat: int, privilege: int) -> list[int]:
        """The cards of ``seat``'s hand he can build now with this builder's privilege:
        those the violet rule allows (:meth:`violet_refusal`) whose price he can pay with
        his other cards and the Black market, or else with the Crane
        (:meth:`cover_refusal`)."""
        base = seat * NK
        city = self.city
        prices = price_row(city, base, privilege)
        cards = self.hand_size[seat] - 1
        budget = cards + (self.black_market_goods(seat, -1) if city[base + BLACK_MARKET] else 0)
        found: list[int] = []
        dear: list[int] = []
        crane = city[base + CRANE]
        for card in compress(RANGE, self.hands[base : base + NK]):
            # The price first: a table lookup, and most cards fail it.
            if prices[card] <= budget:
                if card < NG or self.violet_refusal(seat, card) is None:
                    found.append(card)
            elif crane and (card < NG or self.violet_refusal(seat, card) is None):
                dear.append(card)
        if dear:
            more = [c for c in dear if self.cover_options(seat, c, cards, privilege, first=True)]
            if more:
                found = sorted(found + more)
        return found

    def violet_refusal(self, seat: int, card: int) -> str | None:
        """Why ``seat`` may not build ``card`` (the key of the rule, see rulings.py), or
        None if the rule allows it: one violet building of each name per city (§10.1);
        with the option covered_rebuild forbidden, not one he covered with the Crane
        either. Production buildings may be built any number of times."""
        if card < NG:
            return None
        at = seat * NK + card
        if self.city[at]:
            return "violet-twice"
        if self.no_rebuild and self.covered[at]:
            return "covered-rebuild"
        return None

    # ------------------------------------------------------------- phase
    def _builder_next(self) -> None:
        # Everyone with a card in hand builds or passes, the builder first (§6.1).
        n = self.players
        step = self.step = next_in_turn(self.chooser, n, self.hand_size.__getitem__, self.step)
        if step < n:
            self.actor = (self.chooser + step) % n
            self.phase = PH_BUILD
            return
        if self.ended:
            self.end_game()
        else:
            self._next_role()

    def _legal_build(self) -> list[Action]:
        legal = list(map(_BUILD_ACTION, self.buildable(self.actor, self.privilege(self.actor))))
        legal.append(_PASS)
        return legal

    def _apply_build(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._log = (
                (self._moves, None, self.texts.builds_nothing[seat], BUILDS_NOTHING_PHRASE[seat]),
                self._log,
            )
            self.step += 1
            self._builder_next()
            return
        card = action.arg
        at = seat * NK + card
        self.hands[at] -= 1
        self.hand_size[seat] -= 1
        if self.known[at]:
            self.known[at] -= 1
            self.known_size[seat] -= 1
        self.building = card
        self.cover = -1
        self.bm = 0
        self.count = 0
        if self.city[seat * NK + CRANE] and self.cover_options(
            seat, card, self.hand_size[seat], first=True
        ):
            self.phase = PH_COVER
            return
        self._after_cover()

    def _legal_cover(self) -> list[Action]:
        seat = self.actor
        card = self.building
        cards = self.hand_size[seat]
        cover = self.actions.cover
        legal = [cover[c] for c in self.cover_options(seat, card, cards)]
        if self.price(seat, card) - self.black_market_goods(seat, -1) <= cards:
            legal.append(self.actions.pass_)
        return legal

    def _apply_cover(self, action: Action) -> None:
        self.cover = -1 if action.kind == K_PASS else action.arg
        self._after_cover()

    def _after_cover(self) -> None:
        seat = self.actor
        cover = self.cover
        due = self.due = self.price(seat, self.building, cover)
        if due and self.city[seat * NK + BLACK_MARKET] and self.black_market_goods(seat, cover):
            self.phase = PH_BLACK_MARKET
            return
        self._pay_next()

    def _legal_black_market(self) -> list[Action]:
        seat = self.actor
        action = self.actions.black_market
        legal = [action[g] for g in range(NG) if self.black_market_refusal(seat, g) is None]
        if self.due <= self.hand_size[seat]:
            legal.append(self.actions.pass_)
        return legal

    def black_market_refusal(self, seat: int, good: int) -> str | None:
        """Why ``seat`` may not give a ``good`` to his Black market now (the key of the
        rule, see rulings.py), or None if he may: he must have one (§10.2 Black market),
        and not only the one on the building his Crane covers, which is lost with it
        (§6.1.1)."""
        n = self.goods[seat * NG + good]
        if not n:
            return "no-good"
        if n == 1 and good == self.cover and self.city[seat * NK + good] == 1:
            return "covered-good-lost"
        return None

    def _apply_black_market(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS:
            self.discard_good(seat, action.arg)
            self.bm += 1
            self.due -= 1
            if self.due and self.black_market_goods(seat, self.cover):
                return
        self._pay_next()

    def _pay_next(self) -> None:
        seat = self.actor
        due = self.due
        if due:
            base = seat * NK
            hand = self.hands[base : base + NK]
            if self.hand_size[seat] == due:
                paid = []
                for card in compress(RANGE, hand):
                    paid += [card] * hand[card]
                    self.discard_from_hand(seat, card, hand[card])
            elif hand.count(0) == NK - 1:  # one kind left: nothing to choose
                card = hand.index(self.hand_size[seat])
                self.discard_from_hand(seat, card, due)
                paid = [card] * due
            else:
                self.phase = PH_PAY
                return
            text = f"You pay with {card_list(paid)}."
            phrase = ("sj-log-you-pay-cards", {"cards": card_terms(paid)})
            self._log = ((self._moves, seat, text, phrase), self._log)
            self.count += due
            self.due = 0
        self._finish_build()

    def _legal_pay(self) -> list[Action]:
        base = self.actor * NK
        return list(compress(_PAY_ACTIONS, self.hands[base : base + NK]))

    def _apply_pay(self, action: Action) -> None:
        seat = self.actor
        card = action.arg
        at = seat * NK + card
        self.hands[at] -= 1
        self.hand_size[seat] -= 1
        self.discard[card] += 1
        self.discard_size += 1
        self.seen[at] += 1
        if self.known_size[seat]:
            self.forget(seat, 1)
        self._log = ((self._moves, seat, PAY_TEXT[card], PAY_PHRASE[card]), self._log)
        self.count += 1
        due = self.due = self.due - 1
        if due and self.hand_size[seat] != due:
            # _pay_next's test, inlined: cards of two kinds or more left, the payment goes on
            hand = self.hands[seat * NK : seat * NK + NK]
            if hand.count(0) != NK - 1:
                return
        self._pay_next()

    def _finish_build(self) -> None:
        seat = self.actor
        card = self.building
        cover = self.cover
        base = seat * NK
        city = self.city
        carpenter = card >= NG and city[base + CARPENTER] and cover != CARPENTER
        poor_house = city[base + POOR_HOUSE] and cover != POOR_HOUSE
        if (
            self.lib
            and self.players == 2
            and seat == self.chooser
            and self.price(seat, card, cover, privilege=1) > self.price(seat, card, cover)
        ):
            self.lib_used |= 1 << seat
        how = _PAID[self.count]
        if self.bm:
            how += f" and {plural(self.bm, 'good')} on the Black market"
        if cover >= 0:
            text = f"{self.names[seat]} builds {WITH_ARTICLE[card]} over the {NAMES[cover]} (Crane)"
            args: dict[str, LogArg] = {
                "player": SEATS[seat],
                "card": A_CARD_TERMS[card],
                "cover": CARD_TERMS[cover],
                "paid": self.count,
                "goods": self.bm,
            }
            message = "sj-log-builds-over"
            if cover < NG and self.goods[seat * NG + cover] == city[base + cover]:
                self.discard_good(seat, cover)
                text += f", whose {GOODS[cover]} good is discarded"
                args["good"] = GOOD_WORD_TERMS[cover]
                message = "sj-log-builds-over-losing-good"
            city[base + cover] -= 1
            self.covered[base + cover] += 1
            text = f"{text}, paying {how}."
            phrase: LogPhrase = (message, args)
        else:
            self.city_size[seat] += 1
            text = f"{self.names[seat]} builds {WITH_ARTICLE[card]}, paying {how}."
            phrase = (
                "sj-log-builds",
                {
                    "player": SEATS[seat],
                    "card": A_CARD_TERMS[card],
                    "paid": self.count,
                    "goods": self.bm,
                },
            )
        city[base + card] += 1
        self.building = -1
        self.cover = -1
        self._log = ((self._moves, None, text, phrase), self._log)
        if carpenter:
            self.draw_to_hand(seat, 1, "Carpenter")
        if poor_house and self.hand_size[seat] <= 1:
            self.draw_to_hand(seat, 1, "Poor house")
        if self.city_size[seat] >= CITY_SIZE_TO_END and not self.ended:
            self.ended = 1
            if self.immediate_end:
                self._event(
                    f"{self.names[seat]} has 12 buildings: the game ends now.",
                    None,
                    ("sj-log-twelve-ends-now", {"player": SEATS[seat]}),
                )
                self.end_game()
                return
            self._event(
                f"{self.names[seat]} has 12 buildings: the game ends after this builder phase.",
                None,
                ("sj-log-twelve-ends-after", {"player": SEATS[seat]}),
            )
        self.step += 1
        self._builder_next()
