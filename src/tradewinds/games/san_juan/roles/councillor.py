"""Councillor (rules reference §6.4): everyone draws cards and keeps some.

Everyone draws 2 cards (the councillor 5, or 8 with his Library) and keeps 1 (2 with a
Prefecture). Without an Archive the player keeps cards from those drawn, one at a time
(``keep <card>``), and the others are discarded; with an Archive the drawn cards go to his
hand first and he discards from the whole hand (``discard <card>``). When the outcome is
forced (every drawn card kept, or all of one kind) it is taken at once.
"""

from __future__ import annotations

from itertools import compress

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import ACTIONS
from ..board import NK, PH_COUNCIL_DISCARD, PH_KEEP, Board
from ..data import ARCHIVE, PREFECTURE, plural
from ..texts import (
    KEEPS_PHRASE,
    SEATS,
    YOU_DISCARD_ONE,
    YOU_DISCARD_ONE_PHRASE,
    YOU_DRAW_TWO,
    YOU_DRAW_TWO_PHRASE,
    you_discard,
    you_discard_phrase,
    you_draw,
    you_draw_phrase,
)

_KEEP = ACTIONS.keep


class CouncillorPhase(Board):
    def _councillor_next(self) -> None:
        n = self.players
        self.step = next_in_turn(self.chooser, n, self._council_turn, self.step)
        if self.step == n:
            self._next_role()

    def _council_turn(self, seat: int) -> bool:
        """Draw for ``seat``; True if he has a decision to make."""
        base = seat * NK
        city = self.city
        keep = 2 if city[base + PREFECTURE] else 1
        cards = self.draw_cards((8 if self.lib else 5) if seat == self.chooser else 2)
        got = len(cards)
        if got > 5 and self.players == 2:
            # 2 players: the Library is used up only if it drew extra cards (§15.17).
            self.lib_used |= 1 << seat
        if not got:
            self._event(
                f"{self.names[seat]} cannot draw: no cards are left (councillor).",
                None,
                ("sj-log-cannot-draw", {"player": SEATS[seat], "reason": "sj-reason-councillor"}),
            )
            return False
        if got == 2:
            at = cards[0] * NK + cards[1]
            self._log = ((self._moves, seat, YOU_DRAW_TWO[at], YOU_DRAW_TWO_PHRASE[at]), self._log)
        else:
            self._log = ((self._moves, seat, you_draw(cards), you_draw_phrase(cards)), self._log)
        self.actor = seat
        self.count = 0
        if city[base + ARCHIVE]:
            name = self.names[seat]
            public = self.texts.draw_lines.get((seat, got, "councillor")) or self.texts.draws(
                seat, got, "councillor"
            )
            self._log = ((self._moves, None, public[0], public[1]), self._log)
            self.add_to_hand(seat, cards)
            self.left = got - keep
            if self.left <= 0:
                self.left = 0
                self._event(
                    f"{name} keeps them all (Archive).",
                    None,
                    ("sj-log-keeps-all-archive", {"player": SEATS[seat]}),
                )
                return False
            if self._forced_discard(seat):
                self._council_discard_done()
                return False
            self.phase = PH_COUNCIL_DISCARD
            return True
        if got <= keep:
            self.add_to_hand(seat, cards)
            self._event(
                f"{self.names[seat]} draws {got} card{'s' if got > 1 else ''} and keeps "
                f"{'it' if got == 1 else 'them'} (councillor).",
                None,
                ("sj-log-draws-keeps-all", {"player": SEATS[seat], "count": got}),
            )
            return False
        cards.sort()
        self.drawn = cards
        self.left = keep
        if cards[0] == cards[-1]:  # all of one kind: nothing to choose
            self._keep_rest()
            return False
        self.phase = PH_KEEP
        return True

    # ----------------------------------------------------------- keeping
    def _legal_keep(self) -> list[Action]:
        drawn = self.drawn
        if len(drawn) == 2:  # the usual case: two different cards (else kept at once)
            return [_KEEP[drawn[0]], _KEEP[drawn[1]]]
        return list(map(_KEEP.__getitem__, dict.fromkeys(drawn)))

    def _apply_keep(self, action: Action) -> None:
        seat = self.actor
        card = action.arg
        drawn = self.drawn
        drawn.remove(card)
        self.hands[seat * NK + card] += 1
        self.hand_size[seat] += 1
        left = self.left = self.left - 1
        if left and drawn[0] != drawn[-1]:
            return
        self._keep_rest()
        self.step += 1
        self._councillor_next()

    def _keep_rest(self) -> None:
        """Keep the cards still owed (all of one kind now), discard the other drawn ones
        (the player alone knows which)."""
        seat = self.actor
        drawn = self.drawn
        left = self.left
        if left:
            self.add_to_hand(seat, drawn[:left])
            del drawn[:left]
        discard = self.discard
        seen = self.seen
        base = seat * NK
        for card in drawn:
            discard[card] += 1
            seen[base + card] += 1
        n = len(drawn)
        self.discard_size += n
        keep = 2 if self.city[base + PREFECTURE] else 1
        if n == 1:
            card = drawn[0]
            private = (self._moves, seat, YOU_DISCARD_ONE[card], YOU_DISCARD_ONE_PHRASE[card])
        else:
            private = (self._moves, seat, you_discard(drawn), you_discard_phrase(drawn))
        self._log = (
            (
                self._moves,
                None,
                self.texts.keeps[seat][keep][keep + n],
                KEEPS_PHRASE[seat][keep][keep + n],
            ),
            (private, self._log),
        )
        self.drawn = []
        self.left = 0

    # ----------------------------------------------- discarding (Archive)
    def _forced_discard(self, seat: int) -> bool:
        """Discard ``self.left`` cards at once if the choice is forced; True if done."""
        left = self.left
        if self.hand_size[seat] == left:
            cards = self.hand_list(seat)
        else:
            card = self.only_kind(seat)
            if card < 0:
                return False
            cards = [card] * left
        for card in dict.fromkeys(cards):
            self.discard_from_hand(seat, card, cards.count(card))
        self._log = ((self._moves, seat, you_discard(cards), you_discard_phrase(cards)), self._log)
        self.count += left
        self.left = 0
        return True

    def _legal_hand_discard(self) -> list[Action]:
        base = self.actor * NK
        return list(compress(self.actions.discard, self.hands[base : base + NK]))

    def _discard_one(self, action: Action) -> bool:
        """Discard one chosen card; True once every owed card is discarded."""
        seat = self.actor
        self.discard_from_hand(seat, action.arg)
        card = action.arg
        self._log = (
            (self._moves, seat, YOU_DISCARD_ONE[card], YOU_DISCARD_ONE_PHRASE[card]),
            self._log,
        )
        self.count += 1
        left = self.left = self.left - 1
        return not left or self._forced_discard(seat)

    def _apply_council_discard(self, action: Action) -> None:
        if self._discard_one(action):
            self._council_discard_done()
            self.step += 1
            self._councillor_next()

    def _council_discard_done(self) -> None:
        seat = self.actor
        text = f"{self.names[seat]} discards {plural(self.count, 'card')} (Archive)."
        phrase = ("sj-log-discards-archive", {"player": SEATS[seat], "count": self.count})
        self._log = ((self._moves, None, text, phrase), self._log)
        self.count = 0
