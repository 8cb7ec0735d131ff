"""Turn order: the seats taken clockwise from a starting seat.

Every game gives turns the same way: from a starting seat (the role's chooser, the
governor, the harbour master...) clockwise, skipping the seats that have nothing to do.
The games keep how far round the table they are as a count of seats (a *step*), so that a
saved game can resume in the middle of a round; :func:`next_in_turn` is that loop, once.
"""

from __future__ import annotations

from collections.abc import Callable


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
