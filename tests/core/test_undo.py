"""Taking back a decision (``State.undoable`` / ``State.undo``) in every game: allowed
only for the current player's own last decision that showed nobody anything hidden, and
then the state is the one before the decision, byte for byte."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tradewinds import new_game
from tradewinds.core.errors import IllegalActionError
from tradewinds.core.game import State

GAMES = {"puerto_rico": 3, "san_juan": 2, "manila": 3}


def walk(game: str, seed: int, moves: int = 300) -> list[tuple[State, str, State, bool]]:
    """A random game: (state before, action, state after, undoable) of every decision
    after which the same player is still to act."""
    state = new_game(game, GAMES[game], seed=seed)
    rng = random.Random(seed)
    seen = []
    for _ in range(moves):
        if state.is_over:
            break
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        if state.current_player == before.current_player:
            seen.append((before, str(action), state.clone(), state.undoable()))
    return seen


@pytest.mark.parametrize("game", list(GAMES))
def test_undo_restores_the_state_before_byte_for_byte(game: str) -> None:
    undone = 0
    for before, _action, after, undoable in walk(game, 11):
        if not undoable:
            with pytest.raises(IllegalActionError):
                after.clone().undo()
            continue
        state = after.clone()
        state.undo()
        assert state.to_json() == before.to_json()
        assert state.position_hash() == before.position_hash()
        for seat in range(state.players):
            assert state.view(seat) == before.view(seat)
        undone += 1
    assert undone > 5


@pytest.mark.parametrize("game", list(GAMES))
def test_no_decision_that_drew_rolled_or_told_a_secret_can_be_undone(game: str) -> None:
    refused = 0
    for seed in (3, 4):
        for before, _action, after, undoable in walk(game, seed):
            advanced = after._state_dict()["rng"] != before._state_dict()["rng"]
            private = any(
                e.seat is not None
                for e in after.events(everything=True)
                if e.move == after.move_number
            )
            if advanced or private:
                assert not undoable
                refused += 1
    assert refused > 0


def first(game: str, word: str, undoable: bool) -> tuple[State, str, State]:
    for seed in range(6):
        for before, action, after, can in walk(game, seed):
            if action.split()[0] == word and can == undoable:
                return before, action, after
    raise AssertionError(f"no {word!r} decision in the games played")


def test_a_puerto_rico_mayor_placement_is_undoable_and_a_hacienda_draw_is_not() -> None:
    # The mayor places colonists one by one ("place"): public, and the same player acts.
    before, _, after = first("puerto_rico", "place", True)
    after.undo()
    assert after.position_hash() == before.position_hash()
    # The Hacienda draws a plantation from the hidden stack.
    _, _, drawn = first("puerto_rico", "hacienda", False)
    assert not drawn.undoable()
    with pytest.raises(IllegalActionError, match="cannot be taken back"):
        drawn.undo()


def test_a_san_juan_card_draw_cannot_be_undone() -> None:
    # The councillor draws cards from the hidden deck (and shows them to its player only).
    _, _, drawn = first("san_juan", "councillor", False)
    assert not drawn.undoable()
    # Choosing the producer reveals nothing: the producer takes it back.
    before, _, chosen = first("san_juan", "producer", True)
    chosen.undo()
    assert chosen.to_json() == before.to_json()


def test_a_manila_die_roll_cannot_be_undone() -> None:
    rolled = Counter[bool]()
    for seed in range(4):
        for before, _action, after, undoable in walk("manila", seed):
            if after._state_dict()["rng"] != before._state_dict()["rng"]:
                rolled[undoable] += 1
    assert rolled[True] == 0 and rolled[False] > 0


def test_nothing_to_undo_at_the_start_or_after_another_players_decision() -> None:
    state = new_game("san_juan", 2, seed=1)
    assert not state.undoable()
    mover = state.current_player
    while state.current_player == mover:
        state.apply(state.legal_actions()[0])
    assert not state.undoable()  # the last decision was the other player's
