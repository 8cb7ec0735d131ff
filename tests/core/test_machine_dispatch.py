"""The phase machine's own dispatch (core/machine.py) and turn order (core/seats.py)."""

from __future__ import annotations

import pytest

from tradewinds.core.actions import Action
from tradewinds.core.machine import PhaseMachine
from tradewinds.core.seats import next_in_turn


def test_a_table_dispatch_may_not_be_overridden() -> None:
    """A game that declares its tables the whole dispatch cannot also add to it: apply()
    would skip the addition."""
    with pytest.raises(TypeError, match="_apply"):

        class Broken(PhaseMachine):
            _TABLE_DISPATCH = True

            def _apply(self, action: Action) -> None:
                raise AssertionError


def test_turns_go_clockwise_from_the_start_and_skip_who_has_nothing_to_do() -> None:
    seen: list[int] = []

    def acts(seat: int) -> bool:
        seen.append(seat)
        return seat in (0, 2)

    # From seat 3 of 4: 3 has nothing to do, 0 is next (step 1).
    assert next_in_turn(3, 4, acts) == 1
    assert seen == [3, 0]
    # Resumed after 0: seat 1 passes, seat 2 acts (step 3); nobody after it: 4.
    assert next_in_turn(3, 4, acts, step=2) == 3
    assert next_in_turn(3, 4, acts, step=4) == 4


def test_the_starting_seat_may_come_last() -> None:
    """A bidding round asks the others first and the bidder himself last (stop = n + 1)."""
    passed = {0, 2}
    assert next_in_turn(1, 3, lambda seat: seat not in passed, step=1, stop=4) == 3
    assert next_in_turn(1, 3, lambda seat: False, step=1, stop=4) == 4
