"""Producer (rules reference §6.2): everyone may produce goods on empty production buildings.

A good is the top card of the draw pile, laid face down (unseen, even by its owner) on an
empty production building. The player produces one good at a time (``produce <good>``)
and stops with ``pass`` or when his allowance or his empty buildings are used up.
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_PRODUCE, Board
from ..data import AQUEDUCT, WELL
from ..texts import PRODUCES_NOTHING_PHRASE, PRODUCES_PHRASE

# The legal list by the goods that can be produced (bit g: an empty building of good g):
# shared lists, as legal_actions() lists are never mutated.
_PRODUCE_LEGAL = tuple(
    [*(ACTIONS.produce[g] for g in range(NG) if can >> g & 1), ACTIONS.pass_]
    for can in range(1 << NG)
)


class ProducerPhase(Board):
    def _producer_next(self) -> None:
        # Everyone with an empty production building produces, the producer first; a good
        # is a card from the draw pile (§6.2).
        n = self.players
        chooser = self.chooser
        if self.deck or self.discard_size:
            step = next_in_turn(chooser, n, self.empty_buildings, self.step)
        else:
            step = n
        self.step = step
        if step == n:
            self._next_role()
            return
        seat = self.actor = (chooser + step) % n
        empty = self.empty_buildings(seat)
        allowance = self.production_allowance(seat)
        self.allowance = allowance if allowance < empty else empty
        self.count = 0
        self.phase = PH_PRODUCE

    def production_allowance(self, seat: int, privilege: int | None = None) -> int:
        """Goods ``seat`` may produce in this phase: 1, his privilege on top (the
        producer's, doubled by his Library), 1 more with an Aqueduct (§6.2, §10.2)."""
        if privilege is None:
            privilege = self.privilege(seat)
        return 1 + privilege + (1 if self.city[seat * NK + AQUEDUCT] else 0)

    def _legal_produce(self) -> list[Action]:
        seat = self.actor
        b = seat * NK
        g = seat * NG
        city = self.city
        goods = self.goods
        return _PRODUCE_LEGAL[
            (city[b] > goods[g])
            | (city[b + 1] > goods[g + 1]) << 1
            | (city[b + 2] > goods[g + 2]) << 2
            | (city[b + 3] > goods[g + 3]) << 3
            | (city[b + 4] > goods[g + 4]) << 4
        ]

    def _apply_produce(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._producer_done()
            return
        good = action.arg
        self.goods[seat * NG + good] += 1
        self.good_cards[seat].append(self.draw_card())
        count = self.count = self.count + 1
        self._log = (
            (self._moves, None, self.texts.produces[seat][good], PRODUCES_PHRASE[seat][good]),
            self._log,
        )
        if count == self.allowance or not (self.deck or self.discard_size):
            self._producer_done()

    def _producer_done(self) -> None:
        seat = self.actor
        count = self.count
        if not count:
            self._log = (
                (
                    self._moves,
                    None,
                    self.texts.produces_nothing[seat],
                    PRODUCES_NOTHING_PHRASE[seat],
                ),
                self._log,
            )
        elif count >= 2 and self.city[seat * NK + WELL]:
            self.draw_to_hand(seat, 1, "Well")
        # 2 players: the Library is used up when its extra good was produced (§15.17).
        if self.lib and self.players == 2 and seat == self.chooser:
            aqueduct = 1 if self.city[seat * NK + AQUEDUCT] else 0
            if count > 2 + aqueduct:
                self.lib_used |= 1 << seat
        self.step += 1
        self._producer_next()
