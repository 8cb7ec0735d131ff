"""Rounds (rules reference §5, §9): who chooses the next role, the round's end with the
governor's steps, and the setup variant (§4.1).

At the end of a round the governor card passes to the left; then every Chapel owner, from
the new governor clockwise, may tuck one card from his hand under his Chapel (``tuck
<card>`` or ``pass``); then every player over his hand limit (7, or 12 with a Tower)
discards down to it (``discard <card>``, one card at a time).

Setup variant: each player, from the governor clockwise, keeps 4 of the 4 + position
cards he was dealt (``discard <card>`` for the others).
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import clockwise, next_in_turn, next_seat, seat_at
from ..actions import K_PASS
from ..board import (
    NG,
    NK,
    PH_CHAPEL,
    PH_HAND_LIMIT,
    PH_ROLE,
    PH_SETUP_DISCARD,
    Board,
)
from ..data import CHAPEL, COUNTS, HAND_LIMIT, LIBRARY, NUM_ROLES, PRODUCTION_CARDS, plural
from ..texts import SEATS, YOU_TUCK, YOU_TUCK_PHRASE
from .hand import discard_one, forced_discard

# Why no 12th building can ever be built (see stalemate), and the phrase of the line
# "<why>: the game ends."
_FROZEN: Final = (
    "No card can move any more (both piles are empty, nobody holds a good and nobody can build)"
)
_UNBUILDABLE: Final = "No card left in play can ever be built by anyone"
_STALEMATE_PHRASE: Final[dict[str, LogPhrase]] = {
    _FROZEN: ("sj-log-stalemate-frozen", {}),
    _UNBUILDABLE: ("sj-log-stalemate-unbuildable", {}),
}


# ---------------------------------------------------- rounds and roles
def start_new_round(s: Board) -> None:
    """The new governor chooses the first role."""
    s.turn = -1
    next_role(s)


def role_chooser(s: Board, turn: int) -> int:
    """Who chooses the ``turn``-th role of the round (from 0): the governor, then
    clockwise; with 2 players the governor, the other player, the governor again
    (§5.1)."""
    if s.players == 2:
        return s.governor if turn != 1 else 1 - s.governor
    return seat_at(s.governor, s.players, turn)


def next_role(s: Board) -> None:
    """The next role's choice, or the round's end: every role's phase ends here."""
    s.role = -1
    s.lib = 0
    turn = s.turn = s.turn + 1
    if turn == s.turns_per_round:
        end_round(s)
        return
    s.actor = role_chooser(s, turn)
    s.phase = PH_ROLE


def end_round(s: Board) -> None:
    """Round end (§9): roles return, the governor card passes left, Chapel, hand limit."""
    owners = s.role_owner
    for r in range(NUM_ROLES):
        owners[r] = -1
    s.roles_taken = 0
    why = stalemate(s)
    if why:
        s.ended = 2
        s._event(f"{why}: the game ends.", None, _STALEMATE_PHRASE[why])
        s.end_game()
        return
    s.lib_used = 0
    s.governor = next_seat(s.governor, s.players)
    s.round += 1
    text = f"Round {s.round}: {s.names[s.governor]} is the governor."
    phrase: LogPhrase = ("sj-log-round", {"round": s.round, "player": SEATS[s.governor]})
    s._event(text, None, phrase)
    start_round_steps(s)


def stalemate(s: Board) -> str:
    """Why no 12th building can ever be built, whatever the players do ('' if it
    still can). A ruling for positions the rules do not foresee: only random play
    gets there. Checked at the end of every round."""
    if _frozen(s):
        return _FROZEN
    if _production_left(s):
        return ""
    n = s.players
    city = s.city
    covered = s.covered
    chapel = s.chapel
    for card in range(NG, NK):
        placed = sum(city[card::NK]) + sum(covered[card::NK]) + sum(chapel[card::NK])
        if placed < COUNTS[card] and any(
            not city[seat * NK + card] and not (s.no_rebuild and covered[seat * NK + card])
            for seat in range(n)
        ):
            return ""  # someone may still build this violet building
    return _UNBUILDABLE


def _frozen(s: Board) -> bool:
    """Whether no card can move any more: both piles empty, no good anywhere, and nobody
    can build nor must discard."""
    if s.deck or s.discard_size or any(s.goods):
        return False
    return all(
        s.hand_size[seat] <= s.hand_limit(seat)
        and not s.buildable(seat, 2 if s.city[seat * NK + LIBRARY] else 1)
        for seat in range(s.players)
    )


def _production_left(s: Board) -> bool:
    """Whether a production building can still be built (one lies in the discard pile or
    a hand, or not every one is placed yet)."""
    # The usual case first, and far cheaper to see than the counts below (this runs every
    # round): one in the discard pile or in a hand.
    hands = s.hands
    for good in range(NG):
        if s.discard[good] or any(hands[seat * NK + good] for seat in range(s.players)):
            return True
    city = s.city
    covered = s.covered
    chapel = s.chapel
    if sum(s.city_size) + sum(s.chapel_size) + sum(covered) < PRODUCTION_CARDS:
        return True  # not even every placed card is a production building
    out = 0
    for seat in range(s.players):
        b = seat * NK
        out += sum(city[b : b + NG]) + sum(covered[b : b + NG]) + sum(chapel[b : b + NG])
    return out < PRODUCTION_CARDS


# ------------------------------------------------------ governor steps


def start_round_steps(s: Board) -> None:
    s.step = 0
    if s.anyone_has(CHAPEL):
        chapel_next(s)
    elif _anyone_over_hand_limit(s):
        hand_limit_next(s)
    else:
        start_new_round(s)


def _anyone_over_hand_limit(s: Board) -> bool:
    """Whether any hand holds more cards than the smaller hand limit (7): only then can a
    player have to discard at the round's end."""
    return any(size > HAND_LIMIT for size in s.hand_size)


# ------------------------------------------------------------ chapel
def chapel_next(s: Board) -> None:
    # Every Chapel owner with a card in hand, from the governor clockwise (§9).
    n = s.players
    order = clockwise(s.governor, n)
    step = next_in_turn(s, may_tuck, s.governor, n, s.step)
    s.step = step
    if step < n:
        s.actor = order[step]
        s.phase = PH_CHAPEL
        return
    s.step = 0
    if _anyone_over_hand_limit(s):
        hand_limit_next(s)
    else:
        start_new_round(s)


def may_tuck(s: Board, seat: int) -> bool:
    return bool(s.city[seat * NK + CHAPEL] and s.hand_size[seat])


def legal_chapel(s: Board) -> list[Action]:
    tuck = s.actions.tuck
    legal = [tuck[card] for card, n in enumerate(s.hand(s.actor)) if n]
    legal.append(s.actions.pass_)
    return legal


def apply_chapel(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS:
        card = action.arg
        at = seat * NK + card
        s.hands[at] = s.hands[at] - 1
        s.hand_size[seat] = s.hand_size[seat] - 1
        s.chapel[at] = s.chapel[at] + 1
        s.chapel_size[seat] = s.chapel_size[seat] + 1
        if s.known_size[seat]:
            s.forget(seat, 1)
        s._event(YOU_TUCK[card], seat, YOU_TUCK_PHRASE[card])
    s.step += 1
    chapel_next(s)


# -------------------------------------------------------- hand limit
def hand_limit_next(s: Board) -> None:
    # Everyone over his hand limit, from the governor clockwise (§9).
    n = s.players
    step = next_in_turn(s, hand_limit_turn, s.governor, n, s.step)
    s.step = step
    if step < n:
        s.phase = PH_HAND_LIMIT
        return
    start_new_round(s)


def hand_limit_turn(s: Board, seat: int) -> bool:
    """Whether ``seat`` chooses cards to discard down to his hand limit (a forced
    discard is made at once)."""
    excess = s.hand_size[seat] - s.hand_limit(seat)
    if excess <= 0:
        return False
    s.actor = seat
    s.left = excess
    s.count = 0
    if not forced_discard(s, seat):
        return True
    hand_limit_done(s)
    return False


def apply_hand_limit(s: Board, action: Action) -> None:
    if discard_one(s, action):
        hand_limit_done(s)
        s.step += 1
        hand_limit_next(s)


def hand_limit_done(s: Board) -> None:
    seat = s.actor
    limit = s.hand_limit(seat)
    s._event(
        f"{s.names[seat]} discards {plural(s.count, 'card')} down to the hand limit of {limit}.",
        None,
        ("sj-log-hand-limit", {"player": SEATS[seat], "count": s.count, "limit": limit}),
    )
    s.count = 0


# ---------------------------------------------------- setup variant
def setup_next(s: Board) -> None:
    # Everyone, from the governor clockwise, keeps 4 of his 4 + position cards (§4.1).
    s.step = step = next_in_turn(s, setup_turn, s.governor, s.players, s.step)
    if step < s.players:
        s.phase = PH_SETUP_DISCARD
        return
    start_new_round(s)


def setup_turn(s: Board, seat: int) -> bool:
    """Whether ``seat`` chooses the cards he discards at setup (a forced discard is
    made at once)."""
    s.actor = seat
    s.left = (seat - s.governor) % s.players + 1  # his position, from 1
    s.count = 0
    if not forced_discard(s, seat):
        return True
    setup_done(s)
    return False


def apply_setup_discard(s: Board, action: Action) -> None:
    if discard_one(s, action):
        setup_done(s)
        s.step += 1
        setup_next(s)


def setup_done(s: Board) -> None:
    seat = s.actor
    s._event(
        f"{s.names[seat]} keeps 4 cards and discards {plural(s.count, 'card')}.",
        None,
        ("sj-log-setup-keeps", {"player": SEATS[seat], "kept": 4, "count": s.count}),
    )
    s.count = 0
