"""Prospector (rules reference §6.5, §10.2 Gold mine): the prospector draws; Gold mines dig.

The prospector draws 1 card (2 with his Library). Then every Gold-mine owner, the
prospector first and then clockwise, turns up the top 4 cards: if their costs all differ
he may take one of them into his hand (``take <card>``, or ``pass``); the others are
discarded face up, for everyone to see.
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import next_in_turn
from ..actions import K_PASS
from ..board import NK, PH_GOLD_MINE, Board
from ..data import COSTS, GOLD_MINE, GOLD_MINE_REVEAL, NAMES, card_list
from ..texts import CARD_TERMS, SEATS, card_terms
from .governor import next_role

_SAME_COST: Final = "Two of them cost the same: all go to the discard pile."
_SAME_COST_PHRASE: Final[LogPhrase] = ("sj-log-gold-mine-same-cost", {})


def prospector_start(s: Board) -> None:
    seat = s.chooser
    got = s.draw_to_hand(seat, 2 if s.lib else 1, "prospector")
    if got > 1 and s.players == 2:
        # 2 players: the Library is used up only if it drew the extra card (§15.17).
        s.lib_used |= 1 << seat
    if s.anyone_has(GOLD_MINE):
        s.step = 0
        gold_mine_next(s)
    else:
        next_role(s)


def gold_mine_next(s: Board) -> None:
    # Every Gold-mine owner digs, the prospector first (§10.2 Gold mine).
    n = s.players
    step = next_in_turn(s, gold_mine_turn, s.chooser, n, s.step)
    s.step = step
    if step == n:
        next_role(s)


def gold_mine_turn(s: Board, seat: int) -> bool:
    """``seat``'s Gold mine digs if he has one; True if he may take a card."""
    return bool(s.city[seat * NK + GOLD_MINE]) and dig(s, seat)


def dig(s: Board, seat: int) -> bool:
    """``seat``'s Gold mine turns up cards; True if he may take one of them."""
    cards = s.draw_cards(GOLD_MINE_REVEAL)
    name = s.names[seat]
    if not cards:
        s._event(
            f"{name}'s Gold mine finds no cards to turn up.",
            None,
            ("sj-log-gold-mine-nothing", {"player": SEATS[seat]}),
        )
        return False
    costs = {COSTS[c] for c in cards}
    text = f"{name}'s Gold mine turns up {card_list(cards)}."
    phrase: LogPhrase = (
        "sj-log-gold-mine-turns-up",
        {"player": SEATS[seat], "cards": card_terms(cards)},
    )
    s._event(text, None, phrase)
    s.revealed = sorted(cards)
    if len(costs) == len(cards):
        s.actor = seat
        s.phase = PH_GOLD_MINE
        return True
    s._event(_SAME_COST, None, _SAME_COST_PHRASE)
    discard_revealed(s)
    return False


def discard_revealed(s: Board) -> None:
    """The cards turned up go to the discard pile, seen by everybody."""
    discard = s.discard
    seen = s.seen
    for card in s.revealed:
        discard[card] = discard[card] + 1
        for seat in range(s.players):
            seen[seat * NK + card] = seen[seat * NK + card] + 1
    s.discard_size += len(s.revealed)
    s.revealed = []


def legal_gold_mine(s: Board) -> list[Action]:
    take = s.actions.take
    legal = [take[c] for c in s.revealed]  # all different kinds (different costs)
    legal.append(s.actions.pass_)
    return legal


def apply_gold_mine(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        text = f"{s.names[seat]} takes none of them."
        phrase: LogPhrase = ("sj-log-gold-mine-takes-none", {"player": SEATS[seat]})
        s._event(text, None, phrase)
    else:
        card = action.arg
        s.revealed.remove(card)
        s.add_to_hand(seat, [card])
        s.known[seat * NK + card] = s.known[seat * NK + card] + 1
        s.known_size[seat] = s.known_size[seat] + 1
        text = f"{s.names[seat]} takes the {NAMES[card]} into his hand."
        phrase = ("sj-log-gold-mine-takes", {"player": SEATS[seat], "card": CARD_TERMS[card]})
        s._event(text, None, phrase)
    discard_revealed(s)
    s.step += 1
    gold_mine_next(s)
