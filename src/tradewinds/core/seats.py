"""Turn order: the seats taken clockwise from a starting seat.

Every game gives turns the same way: from a starting seat (the role's chooser, the
governor, the harbour master...) clockwise, skipping the seats that have nothing to do.
The games keep how far round the table they are as a count of seats (a *step*), so that a
saved game can resume in the middle of a round. :func:`clockwise` is the rotation rule,
once: step ``k`` from ``start`` is ``clockwise(start, players)[k]``. Every turn loop is
:func:`next_in_turn`: the next seat, from a step, who can act; the rule of who can act is
the game's, a function of the state and the seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from . import rng
from .errors import InvalidOptionError

S = TypeVar("S")

# Enough for every game (the most is 5 players); a bigger table would only cost import time.
_MOST_SEATS: Final = 8

# _ROUNDS[players][start]: the seats clockwise from ``start``, twice round the table (a
# bidding round asks the others, then the starter again); ORDERS: once round. Built once
# at import, so that a turn's seat is a tuple index (no arithmetic, no call) when compiled.
# ``ORDERS[players][start]`` is ``clockwise(start, players)``: the hot paths that only
# need a seat index it in place (as pure Python, a call costs more than the index).
_ROUNDS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple((start + k) % players for k in range(2 * players)) for start in range(players))
    for players in range(_MOST_SEATS + 1)
)
ORDERS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(order[: len(order) // 2] for order in rounds) for rounds in _ROUNDS
)


def clockwise(start: int, players: int) -> tuple[int, ...]:
    """The ``players`` seats in turn order from ``start`` (step 0) clockwise.

    >>> clockwise(2, 4)
    (2, 3, 0, 1)
    >>> clockwise(0, 3)
    (0, 1, 2)
    """
    return ORDERS[players][start]


def next_seat(seat: int, players: int) -> int:
    """The seat on ``seat``'s left: the next clockwise.

    >>> next_seat(3, 4)
    0
    """
    return ORDERS[players][seat][1]


def seat_at(start: int, players: int, step: int) -> int:
    """The seat ``step`` seats clockwise from ``start``, for any whole numbers (a loaded
    state's fields are checked against it before their ranges are trusted).

    >>> seat_at(3, 4, 6)
    1
    """
    return ORDERS[players][start % players][step % players]


def next_in_turn(
    state: S,
    acts: Callable[[S, int], object],
    start: int,
    players: int,
    step: int = 0,
    stop: int | None = None,
) -> int:
    """The first step from ``step`` (seats counted clockwise from ``start``, which is step
    0) whose seat ``acts`` in ``state``; ``stop`` (default ``players``: once round the
    table; at most twice round) when none does before it.

    ``acts`` may do the automatic part of a seat's turn (a draw, a forced discard) or
    make it the seat to decide before it answers: it is called once per seat, in turn
    order, up to the first that acts.

    >>> def has_cards(hands, seat):
    ...     return hands[seat] > 0
    >>> next_in_turn([0, 2, 0, 0], has_cards, 2, 4)
    3
    >>> next_in_turn([0, 2, 0, 0], has_cards, 2, 4, 3)
    3
    >>> next_in_turn([0, 0, 0, 0], has_cards, 2, 4)
    4
    >>> next_in_turn([0, 2, 0], has_cards, 1, 3, 1, 4)  # the others first, then seat 1
    3
    """
    order = _ROUNDS[players][start]
    end = players if stop is None else stop
    while step < end and not acts(state, order[step]):
        step += 1
    return step


def first_player(state: int, players: int, option: str, chosen: object) -> tuple[int, int]:
    """The seat that starts the game (the first governor, the oldest player...) as the
    game's option ``option`` says: ``chosen`` is a seat, or ``"random"`` for one drawn
    from the game's RNG ``state``. Returns the new RNG state and the seat; a seat the game
    does not have raises :class:`InvalidOptionError`.

    >>> first_player(7, 4, "first_governor", 2)
    (7, 2)
    >>> first_player(7, 3, "first_governor", "random")[1] in (0, 1, 2)
    True
    """
    if chosen == "random":
        return rng.below(state, players)
    if isinstance(chosen, bool) or not isinstance(chosen, int) or not 0 <= chosen < players:
        seats = ", ".join(str(i) for i in range(players))
        raise InvalidOptionError(
            f"option {option!r} must be 'random' or a seat ({seats}) "
            f"with {players} players; got {chosen}"
        )
    return state, chosen
