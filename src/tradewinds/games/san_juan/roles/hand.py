"""Discarding from one's hand, card by card: the councillor's Archive (§10.2 Archive), the
hand limit at the round's end (§9) and the setup variant (§4.1) all ask for it the same
way (``discard <card>``), and discard at once when the choice is forced."""

from __future__ import annotations

from ....core.actions import Action
from ..board import Board
from ..texts import YOU_DISCARD_ONE, YOU_DISCARD_ONE_PHRASE, you_discard, you_discard_phrase


def forced_discard(s: Board, seat: int) -> bool:
    """Discard ``s.left`` cards at once if the choice is forced; True if done."""
    left = s.left
    if s.hand_size[seat] == left:
        cards = s.hand_list(seat)
    else:
        card = s.only_kind(seat)
        if card < 0:
            return False
        cards = [card] * left
    for card in dict.fromkeys(cards):
        s.discard_from_hand(seat, card, cards.count(card))
    s._event(you_discard(cards), seat, you_discard_phrase(cards))
    s.count += left
    s.left = 0
    return True


def legal_hand_discard(s: Board) -> list[Action]:
    discard = s.actions.discard
    return [discard[card] for card, n in enumerate(s.hand(s.actor)) if n]


def discard_one(s: Board, action: Action) -> bool:
    """Discard one chosen card; True once every owed card is discarded."""
    seat = s.actor
    s.discard_from_hand(seat, action.arg)
    card = action.arg
    s._event(YOU_DISCARD_ONE[card], seat, YOU_DISCARD_ONE_PHRASE[card])
    s.count += 1
    left = s.left = s.left - 1
    return not left or forced_discard(s, seat)
