"""The phase machine's own dispatch (core/machine.py) and turn order (core/seats.py)."""

from __future__ import annotations

import random

import pytest

from tradewinds.core.game import new_game
from tradewinds.core.machine import (
    PhaseMachine,
    dispatch_source,
    no_actions,
    no_decision,
    phase_tables,
)
from tradewinds.core.seats import clockwise, next_in_turn, next_seat, seat_at

GAMES = ("puerto_rico", "san_juan", "manila")


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_action_object_and_its_id_lead_to_the_same_state(game: str) -> None:
    """PhaseMachine.apply takes a legal Action object by its own short path (the game's
    dispatch and the settle loop); an id takes the core's path. Both must end in the same
    state, forced decisions taken alike."""
    r = random.Random(5)
    state = new_game(game, 3, seed=5)
    while not state.is_over:
        action = r.choice(state.legal_actions())
        by_id = state.clone()
        by_id.apply(action.id)
        state.apply(action)
        assert by_id.to_json() == state.to_json()
        assert by_id.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("puerto_rico", {}),
        ("puerto_rico", {"expansions": ["nobles", "buccaneer", "festival"]}),
        ("puerto_rico", {"expansions": ["new_buildings", "nobles"]}),
        ("san_juan", {}),
        ("manila", {}),
    ],
)
def test_the_generated_dispatch_calls_the_phase_table_s_rules(
    game: str, options: dict[str, object]
) -> None:
    """A game's decisions are declared once, in its phase table; its generated
    ``phase_dispatch``, which the state's ``_compute_legal`` and ``_apply`` call (what
    compiled code runs; with the Guest House, plus its guest moves), must give, in every
    decision of random games, the legal actions the tables give (what pure Python runs),
    and apply an action to the same state."""
    r = random.Random(11)
    for seed in range(3):
        state = new_game(game, 4, seed=seed, options=options)
        seen = set()
        while not state.is_over:
            assert isinstance(state, PhaseMachine)
            seen.add(state.phase)
            by_table = state.legal_by_phase[state.phase](state)
            assert state._compute_legal() == by_table == state.legal_actions()
            action = r.choice(by_table)
            other = state.clone()
            other._apply(action)
            state.apply_by_phase[state.phase](state, action)
            assert other.to_json() == state.to_json()
            state._settle()  # forced decisions, as apply takes them
        assert len(seen) > 3


def test_a_phase_table_without_rules_for_a_decision_is_refused() -> None:
    names = ("bid", "pass", "game_over")
    rules = {0: (no_actions, no_decision), 2: (no_actions, no_decision)}
    with pytest.raises(AssertionError, match="3 decisions"):
        phase_tables(names, rules)
    with pytest.raises(AssertionError, match="3 decisions"):
        dispatch_source("toy", names, rules, "toy.state:ToyState")
    rules[1] = (no_actions, no_decision)
    source = dispatch_source("toy", names, rules, "toy.state:ToyState")
    assert "if phase == 1:  # pass" in source
    compile(source, "phase_dispatch.py", "exec")  # the module is valid Python


def test_the_rotation_rule_is_one_table() -> None:
    """Every seat order is the starting seat, then the seats on its left in turn."""
    for players in range(2, 6):
        for start in range(players):
            order = clockwise(start, players)
            assert order[0] == start and sorted(order) == list(range(players))
            for k in range(players):
                assert next_seat(order[k], players) == order[(k + 1) % players]
                assert seat_at(start, players, k + players) == order[k]


def test_turns_go_clockwise_from_the_start_and_skip_who_has_nothing_to_do() -> None:
    seen: list[int] = []

    def acts(able: set[int], seat: int) -> bool:
        seen.append(seat)
        return seat in able

    # From seat 3 of 4: 3 has nothing to do, 0 is next (step 1).
    assert next_in_turn({0, 2}, acts, 3, 4) == 1
    assert seen == [3, 0]
    # Resumed after 0: seat 1 passes, seat 2 acts (step 3); nobody after it: 4.
    assert next_in_turn({0, 2}, acts, 3, 4, step=2) == 3
    assert next_in_turn({0, 2}, acts, 3, 4, step=4) == 4
    # A Puerto Rico role's rotation stops at the seats that act in it (``acting``).
    assert next_in_turn({2}, acts, 3, 4, 0, 2) == 2


def test_the_starting_seat_may_come_last() -> None:
    """A bidding round asks the others first and the bidder himself last (stop = n + 1)."""

    def bidding(passed: set[int], seat: int) -> bool:
        return seat not in passed

    assert next_in_turn({0, 2}, bidding, 1, 3, step=1, stop=4) == 3
    assert next_in_turn({0, 1, 2}, bidding, 1, 3, step=1, stop=4) == 4
