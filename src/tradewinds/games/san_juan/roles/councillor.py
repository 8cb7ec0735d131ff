"""Councillor (rules reference §6.4): everyone draws cards and keeps some.

Everyone draws 2 cards (the councillor 5, or 8 with his Library) and keeps 1 (2 with a
Prefecture). Without an Archive the player keeps cards from those drawn, one at a time
(``keep <card>``), and the others are discarded; with an Archive the drawn cards go to his
hand first and he discards from the whole hand (``discard <card>``). When the outcome is
forced (every drawn card kept, or all of one kind) it is taken at once.
"""

from __future__ import annotations

from typing import Final

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
from .governor import next_role
from .hand import discard_one, forced_discard

_KEEP: Final = ACTIONS.keep


def councillor_next(s: Board) -> None:
    n = s.players
    step = next_in_turn(s, council_turn, s.chooser, n, s.step)
    s.step = step
    if step == n:
        next_role(s)


def council_turn(s: Board, seat: int) -> bool:
    """Draw for ``seat``; True if he has a decision to make."""
    base = seat * NK
    city = s.city
    keep = 2 if city[base + PREFECTURE] else 1
    cards = s.draw_cards((8 if s.lib else 5) if seat == s.chooser else 2)
    got = len(cards)
    if got > 5 and s.players == 2:
        # 2 players: the Library is used up only if it drew extra cards (§15.17).
        s.lib_used |= 1 << seat
    if not got:
        s._event(
            f"{s.names[seat]} cannot draw: no cards are left (councillor).",
            None,
            ("sj-log-cannot-draw", {"player": SEATS[seat], "reason": "sj-reason-councillor"}),
        )
        return False
    if got == 2:
        at = cards[0] * NK + cards[1]
        s._event(YOU_DRAW_TWO[at], seat, YOU_DRAW_TWO_PHRASE[at])
    else:
        s._event(you_draw(cards), seat, you_draw_phrase(cards))
    s.actor = seat
    s.count = 0
    if city[base + ARCHIVE]:
        return _archive_turn(s, seat, cards, keep)
    if got <= keep:
        s.add_to_hand(seat, cards)
        s._event(
            f"{s.names[seat]} draws {got} card{'s' if got > 1 else ''} and keeps "
            f"{'it' if got == 1 else 'them'} (councillor).",
            None,
            ("sj-log-draws-keeps-all", {"player": SEATS[seat], "count": got}),
        )
        return False
    cards.sort()
    s.drawn = cards
    s.left = keep
    if cards[0] == cards[-1]:  # all of one kind: nothing to choose
        keep_rest(s)
        return False
    s.phase = PH_KEEP
    return True


def _archive_turn(s: Board, seat: int, cards: list[int], keep: int) -> bool:
    """With an Archive the drawn cards go to the hand, and the player discards from the
    whole hand (§10.2 Archive); True if he has a choice to make."""
    got = len(cards)
    text, phrase = s.texts.draws(seat, got, "councillor")
    s._event(text, None, phrase)
    s.add_to_hand(seat, cards)
    s.left = got - keep
    if s.left <= 0:
        s.left = 0
        s._event(
            f"{s.names[seat]} keeps them all (Archive).",
            None,
            ("sj-log-keeps-all-archive", {"player": SEATS[seat]}),
        )
        return False
    if forced_discard(s, seat):
        council_discard_done(s)
        return False
    s.phase = PH_COUNCIL_DISCARD
    return True


# ----------------------------------------------------------- keeping
def legal_keep(s: Board) -> list[Action]:
    legal: list[Action] = []
    for card in s.drawn:
        if _KEEP[card] not in legal:
            legal.append(_KEEP[card])
    return legal


def apply_keep(s: Board, action: Action) -> None:
    seat = s.actor
    card = action.arg
    drawn = s.drawn
    drawn.remove(card)
    s.add_to_hand(seat, [card])
    left = s.left = s.left - 1
    if left and drawn[0] != drawn[-1]:
        return
    keep_rest(s)
    s.step += 1
    councillor_next(s)


def keep_rest(s: Board) -> None:
    """Keep the cards still owed (all of one kind now), discard the other drawn ones
    (the player alone knows which)."""
    seat = s.actor
    drawn = s.drawn
    left = s.left
    if left:
        s.add_to_hand(seat, drawn[:left])
        del drawn[:left]
    discard = s.discard
    seen = s.seen
    base = seat * NK
    for card in drawn:
        discard[card] = discard[card] + 1
        seen[base + card] = seen[base + card] + 1
    n = len(drawn)
    s.discard_size += n
    keep = 2 if s.city[base + PREFECTURE] else 1
    if n == 1:
        card = drawn[0]
        s._event(YOU_DISCARD_ONE[card], seat, YOU_DISCARD_ONE_PHRASE[card])
    else:
        s._event(you_discard(drawn), seat, you_discard_phrase(drawn))
    s._event(s.texts.keeps[seat][keep][keep + n], None, KEEPS_PHRASE[seat][keep][keep + n])
    s.drawn = []
    s.left = 0


def apply_council_discard(s: Board, action: Action) -> None:
    if discard_one(s, action):
        council_discard_done(s)
        s.step += 1
        councillor_next(s)


def council_discard_done(s: Board) -> None:
    seat = s.actor
    text = f"{s.names[seat]} discards {plural(s.count, 'card')} (Archive)."
    phrase = ("sj-log-discards-archive", {"player": SEATS[seat], "count": s.count})
    s._event(text, None, phrase)
    s.count = 0
