"""Prospector (rules reference §6.5, §10.2 Gold mine): the prospector draws; Gold mines dig.

The prospector draws 1 card (2 with his Library). Then every Gold-mine owner, the
prospector first and then clockwise, turns up the top 4 cards: if their costs all differ
he may take one of them into his hand (``take <card>``, or ``pass``); the others are
discarded face up, for everyone to see.
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import next_in_turn
from ..actions import K_PASS
from ..board import NK, PH_GOLD_MINE, Board
from ..data import COSTS, GOLD_MINE, GOLD_MINE_REVEAL, NAMES, card_list
from ..texts import CARD_TERMS, SEATS, card_terms

_SAME_COST = "Two of them cost the same: all go to the discard pile."
_SAME_COST_PHRASE: LogPhrase = ("sj-log-gold-mine-same-cost", {})


class ProspectorPhase(Board):
    def _prospector_start(self) -> None:
        seat = self.chooser
        got = self.draw_to_hand(seat, 2 if self.lib else 1, "prospector")
        if got > 1 and self.players == 2:
            # 2 players: the Library is used up only if it drew the extra card (§15.17).
            self.lib_used |= 1 << seat
        if any(self.city[GOLD_MINE::NK]):
            self.step = 0
            self._gold_mine_next()
        else:
            self._next_role()

    def _gold_mine_next(self) -> None:
        # Every Gold-mine owner digs, the prospector first (§10.2 Gold mine).
        n = self.players
        self.step = next_in_turn(self.chooser, n, self._gold_mine_turn, self.step)
        if self.step == n:
            self._next_role()

    def _gold_mine_turn(self, seat: int) -> bool:
        """``seat``'s Gold mine digs if he has one; True if he may take a card."""
        return bool(self.city[seat * NK + GOLD_MINE]) and self._dig(seat)

    def _dig(self, seat: int) -> bool:
        """``seat``'s Gold mine turns up cards; True if he may take one of them."""
        cards = self.draw_cards(GOLD_MINE_REVEAL)
        name = self.names[seat]
        if not cards:
            self._event(
                f"{name}'s Gold mine finds no cards to turn up.",
                None,
                ("sj-log-gold-mine-nothing", {"player": SEATS[seat]}),
            )
            return False
        costs = {COSTS[c] for c in cards}
        text = f"{name}'s Gold mine turns up {card_list(cards)}."
        phrase = (
            "sj-log-gold-mine-turns-up",
            {"player": SEATS[seat], "cards": card_terms(cards)},
        )
        self._log = ((self._moves, None, text, phrase), self._log)
        self.revealed = sorted(cards)
        if len(costs) == len(cards):
            self.actor = seat
            self.phase = PH_GOLD_MINE
            return True
        self._log = ((self._moves, None, _SAME_COST, _SAME_COST_PHRASE), self._log)
        self._discard_revealed()
        return False

    def _discard_revealed(self) -> None:
        """The cards turned up go to the discard pile, seen by everybody."""
        discard = self.discard
        seen = self.seen
        seats = range(0, self.players * NK, NK)
        for card in self.revealed:
            discard[card] += 1
            for base in seats:
                seen[base + card] += 1
        self.discard_size += len(self.revealed)
        self.revealed = []

    def _legal_gold_mine(self) -> list[Action]:
        take = self.actions.take
        legal = [take[c] for c in self.revealed]  # all different kinds (different costs)
        legal.append(self.actions.pass_)
        return legal

    def _apply_gold_mine(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            text = f"{self.names[seat]} takes none of them."
            phrase: LogPhrase = ("sj-log-gold-mine-takes-none", {"player": SEATS[seat]})
            self._log = ((self._moves, None, text, phrase), self._log)
        else:
            card = action.arg
            self.revealed.remove(card)
            self.add_to_hand(seat, [card])
            self.known[seat * NK + card] += 1
            self.known_size[seat] += 1
            text = f"{self.names[seat]} takes the {NAMES[card]} into his hand."
            phrase = ("sj-log-gold-mine-takes", {"player": SEATS[seat], "card": CARD_TERMS[card]})
            self._log = ((self._moves, None, text, phrase), self._log)
        self._discard_revealed()
        self.step += 1
        self._gold_mine_next()
