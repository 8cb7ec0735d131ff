"""Builder (rules reference §6.1): everyone may build one building, paid with cards.

One build is a short chain of decisions: the card (``build <card>``), the Crane
(``cover <building>`` or ``pass``), the Black market (``black market <good>`` up to twice,
or ``pass``), then the payment (``pay <card>`` one card at a time). A step whose outcome
is forced is taken at once: a payment that must use every card left, or cards of one kind
only, is paid in one go.
"""

from __future__ import annotations

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
# Card costs after the Smithy (production) and Quarry (violet) discounts, by 2*smithy+quarry.
COSTS_AFTER = tuple(
    tuple(cost - (smithy if k < NG else quarry) for k, cost in enumerate(COSTS))
    for smithy in (0, 1)
    for quarry in (0, 1)
)
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
        """Cards ``seat`` owes for ``card`` now, covering ``cover`` (-1: no Crane), before
        the Black market (§6.1.1). A covered building gives no discount itself.

        ``privilege`` is the builder's discount (default: 1 for the builder, 2 with his
        Library, 0 for the others)."""
        base = seat * NK
        city = self.city
        if privilege is None:
            privilege = 0
            if seat == self.chooser and self.role == BUILDER:
                privilege = 2 if self.lib else 1
        if cover < 0:  # the usual case, from the table
            due = (
                COSTS_AFTER[(2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)][
                    card
                ]
                - privilege
            )
            return due if due > 0 else 0
        if privilege == 2 and cover == LIBRARY:
            privilege = 1
        discount = privilege
        if card < NG:
            if city[base + SMITHY] and cover != SMITHY:
                discount += 1
        elif city[base + QUARRY] and cover != QUARRY:
            discount += 1
        if cover >= 0:
            discount += COSTS[cover]
        due = COSTS[card] - discount
        return due if due > 0 else 0

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
        (§10.2 Crane: not the Crane itself, not an identical building). The same
        arithmetic as ``price`` and ``black_market_goods``, unrolled: it runs for every
        card a Crane owner cannot pay for otherwise. ``first``: stop at the first one
        (to learn whether there is any)."""
        base = seat * NK
        city = self.city
        if not city[base + CRANE]:
            return []
        if privilege is None:
            privilege = 0
            if seat == self.chooser and self.role == BUILDER:
                privilege = 2 if self.lib else 1
        bonus = SMITHY if card < NG else QUARRY
        has_bonus = city[base + bonus]
        g0 = seat * NG
        goods = self.goods
        market = 0
        limit = 0
        if city[base + BLACK_MARKET]:
            market = goods[g0] + goods[g0 + 1] + goods[g0 + 2] + goods[g0 + 3] + goods[g0 + 4]
            limit = BLACK_MARKET_GOODS - self.bm if self.building >= 0 else BLACK_MARKET_GOODS
        cost = COSTS[card]
        found: list[int] = []
        for c in compress(RANGE, city[base : base + NK]):
            if c in (CRANE, card):
                continue
            discount = COSTS[c] + (1 if privilege == 2 and c == LIBRARY else privilege)
            if has_bonus and c != bonus:
                discount += 1
            due = cost - discount
            if due < 0:
                due = 0
            if market and c != BLACK_MARKET:
                g = market - 1 if c < NG and goods[g0 + c] == city[base + c] else market
                due -= g if g < limit else limit
            if due <= cards:
                found.append(c)
                if first:
                    break
        return found

    def buildable(self, seat: int, privilege: int) -> list[int]:
        """The cards of ``seat``'s hand he can build now with this builder's privilege."""
        base = seat * NK
        city = self.city
        budget = self.hand_size[seat] - 1 + privilege
        if city[base + BLACK_MARKET]:
            budget += self.black_market_goods(seat, -1)
        costs = COSTS_AFTER[(2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)]
        held = list(compress(RANGE, self.hands[base : base + NK]))
        found = []
        for card in held:  # a loop, not a comprehension: this runs for every build decision
            if costs[card] <= budget and (
                card < NG
                or not (city[base + card] or (self.no_rebuild and self.covered[base + card]))
            ):
                found.append(card)
        if city[base + CRANE] and len(found) < len(held):
            # A cover lowers the price by at most the dearest building it may cover.
            best = max([COSTS[c] for c in compress(RANGE, city[base : base + NK]) if c != CRANE])
            cards = self.hand_size[seat] - 1
            no_rebuild = self.no_rebuild
            covered = self.covered
            more = []
            for card in held:
                if (
                    card not in found
                    and costs[card] - best <= budget
                    and (  # may_own_another(), inlined
                        card < NG
                        or not (city[base + card] or (no_rebuild and covered[base + card]))
                    )
                    and self.cover_options(seat, card, cards, privilege, first=True)
                ):
                    more.append(card)
            if more:
                found = sorted(found + more)
        return found

    def may_own_another(self, seat: int, card: int) -> bool:
        """One violet building of each name per city (§10.1; option covered_rebuild)."""
        at = seat * NK + card
        if card < NG:
            return True
        return not self.city[at] and not (self.no_rebuild and self.covered[at])

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
        seat = self.actor
        privilege = (2 if self.lib else 1) if seat == self.chooser else 0
        base = seat * NK
        city = self.city
        if city[base + CRANE]:
            legal = list(map(_BUILD_ACTION, self.buildable(seat, privilege)))
        else:
            # buildable() without the Crane, straight to actions: it runs for every build
            # decision.
            budget = self.hand_size[seat] - 1 + privilege
            if city[base + BLACK_MARKET]:
                # black_market_goods(seat, -1), unrolled: no build is under way.
                g = seat * NG
                goods = self.goods
                held = goods[g] + goods[g + 1] + goods[g + 2] + goods[g + 3] + goods[g + 4]
                budget += held if held < BLACK_MARKET_GOODS else BLACK_MARKET_GOODS
            costs = COSTS_AFTER[
                (2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)
            ]
            legal = []
            if self.no_rebuild:
                covered = self.covered
                for card in compress(RANGE, self.hands[base : base + NK]):
                    if costs[card] <= budget and (
                        card < NG or not (city[base + card] or covered[base + card])
                    ):
                        legal.append(_BUILD[card])
            else:
                for card in compress(RANGE, self.hands[base : base + NK]):
                    if costs[card] <= budget and (card < NG or not city[base + card]):
                        legal.append(_BUILD[card])
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
        if cover < 0:
            # price() without the Crane, inlined: this runs for every build.
            base = seat * NK
            city = self.city
            variant = (2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)
            due = COSTS_AFTER[variant][self.building]
            if seat == self.chooser:
                due -= 2 if self.lib else 1
            if due < 0:
                due = 0
        else:
            due = self.price(seat, self.building, cover)
        self.due = due
        if due and self.city[seat * NK + BLACK_MARKET] and self.black_market_goods(seat, cover):
            self.phase = PH_BLACK_MARKET
            return
        self._pay_next()

    def _legal_black_market(self) -> list[Action]:
        seat = self.actor
        g0 = seat * NG
        base = seat * NK
        goods = self.goods
        cover = self.cover
        action = self.actions.black_market
        legal: list[Action] = []
        for good in range(NG):
            n = goods[g0 + good]
            if good == cover and n == self.city[base + good]:
                n -= 1
            if n > 0:
                legal.append(action[good])
        if self.due <= self.hand_size[seat]:
            legal.append(self.actions.pass_)
        return legal

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
