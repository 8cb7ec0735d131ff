"""Turn order: the seats taken clockwise from a starting seat.

Every game gives turns the same way: from a starting seat (the role's chooser, the
governor, the harbour master...) clockwise, skipping the seats that have nothing to do.
The games keep how far round the table they are as a count of seats (a *step*), so that a
saved game can resume in the middle of a round; :func:`next_in_turn` is that loop, once.
"""

from __future__ import annotations

from collections.abc import Callable

from . import rng
from .errors import InvalidOptionError


def next_in_turn(
    start: int,
    players: int,
    acts: Callable[[int], object],
    step: int = 0,
    stop: int | None = None,
) -> int:
    """The first step from ``step`` (seats counted clockwise from ``start``, which is step
    0) whose seat ``acts``; ``stop`` (default ``players``: once round the table) when none
    does before it.

    ``acts`` may do the automatic part of a seat's turn (a draw, a forced discard) before
    it answers: it is called once per seat, in turn order, up to the first that acts.

    >>> next_in_turn(2, 4, lambda seat: seat == 1)
    3
    >>> next_in_turn(2, 4, lambda seat: seat == 1, step=1)
    3
    >>> next_in_turn(2, 4, lambda seat: False)
    4
    >>> next_in_turn(1, 3, lambda seat: seat == 1, step=1, stop=4)  # the others first
    3
    """
    end = players if stop is None else stop
    while step < end:
        if acts((start + step) % players):
            return step
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
