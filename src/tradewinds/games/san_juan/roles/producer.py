"""Producer (rules reference §6.2): everyone may produce goods on empty production buildings.

A good is the top card of the draw pile, laid face down (unseen, even by its owner) on an
empty production building. The player produces one good at a time (``produce <good>``)
and stops with ``pass`` or when his allowance or his empty buildings are used up.
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.seats import clockwise, next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_PRODUCE, Board
from ..data import AQUEDUCT, WELL
from ..texts import PRODUCES_NOTHING_PHRASE, PRODUCES_PHRASE
from .governor import next_role

# The legal list by the goods that can be produced (bit g: an empty building of good g):
# shared lists, as legal_actions() lists are never mutated.
_PRODUCE_LEGAL: Final = tuple(
    [*(ACTIONS.produce[g] for g in range(NG) if can >> g & 1), ACTIONS.pass_]
    for can in range(1 << NG)
)


def producer_next(s: Board) -> None:
    # Everyone with an empty production building produces, the producer first; a good
    # is a card from the draw pile (§6.2).
    n = s.players
    if s.deck or s.discard_size:
        step = next_in_turn(s, Board.empty_buildings, s.chooser, n, s.step)
    else:
        step = n
    s.step = step
    if step == n:
        next_role(s)
        return
    seat = s.actor = clockwise(s.chooser, n)[step]
    empty = s.empty_buildings(seat)
    allowance = s.production_allowance(seat)
    s.allowance = allowance if allowance < empty else empty
    s.count = 0
    s.phase = PH_PRODUCE


def legal_produce(s: Board) -> list[Action]:
    seat = s.actor
    city = s.city
    goods = s.goods
    can = 0
    for good in range(NG):
        if city[seat * NK + good] > goods[seat * NG + good]:
            can |= 1 << good
    return _PRODUCE_LEGAL[can]


def apply_produce(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        producer_done(s)
        return
    good = action.arg
    s.goods[seat * NG + good] = s.goods[seat * NG + good] + 1
    s.good_cards[seat].append(s.draw_card())
    count = s.count = s.count + 1
    s._event(s.texts.produces[seat][good], None, PRODUCES_PHRASE[seat][good])
    if count == s.allowance or not (s.deck or s.discard_size):
        producer_done(s)


def producer_done(s: Board) -> None:
    seat = s.actor
    count = s.count
    if not count:
        s._event(s.texts.produces_nothing[seat], None, PRODUCES_NOTHING_PHRASE[seat])
    elif count >= 2 and s.city[seat * NK + WELL]:
        s.draw_to_hand(seat, 1, "Well")
    # 2 players: the Library is used up when its extra good was produced (§15.17).
    if s.lib and s.players == 2 and seat == s.chooser:
        aqueduct = 1 if s.city[seat * NK + AQUEDUCT] else 0
        if count > 2 + aqueduct:
            s.lib_used |= 1 << seat
    s.step += 1
    producer_next(s)
