"""The State contract, checked identically on every game (see ``forward_model.py``).

Legality both ways, replay and cross-interpreter determinism, clone independence, the
JSON round trip, and that determinizations keep exactly what a seat may see. The
game-specific property modules test only what is particular to their game.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tradewinds
from tests.core.forward_model import (
    CASES,
    ONE_PER_GAME,
    GameCase,
    play_out,
    random_moves,
    sampled_states,
)
from tradewinds import IllegalActionError, load_state, replay

by_label = pytest.mark.parametrize("case", CASES, ids=lambda c: c.label)
one_per_game = pytest.mark.parametrize("case", ONE_PER_GAME, ids=lambda c: c.label)


# -------------------------------------------------------------- legality both ways


@by_label
def test_legal_actions_apply_and_others_are_rejected(case: GameCase) -> None:
    """Every listed action applies (invariants hold after it); every other id raises
    IllegalActionError naming the action, and leaves the state as it was."""
    decisions = set()
    for state in sampled_states(case, seed=100 + case.players, every=13):
        decisions.add(state.view(None)["decision"])
        legal = state.legal_actions()
        if state.is_over:
            assert legal == [] and state.current_player is None
            continue
        assert legal and len({a.id for a in legal}) == len(legal)
        legal_ids = {a.id for a in legal}
        for action in legal:
            after = state.clone()
            after.apply(action)
            case.check(after)
        before = state.state_hash()
        for action_id in range(state.num_distinct_actions):
            if action_id in legal_ids:
                continue
            text = str(state.action_from_id(action_id))
            with pytest.raises(IllegalActionError) as info:
                state.apply(action_id)
            message = str(info.value)
            # Each rejection names the action and why: a rules section (§), a ruling
            # (Manila R...), or the legal actions.
            assert message.startswith(f"{text}: ") and len(message) > len(text) + 5
            assert "§" in message or "legal now" in message or "Manila R" in message, message
        assert state.state_hash() == before
        assert state.legal_actions() == legal
    assert len(decisions) >= case.min_decision_kinds, decisions


@by_label
def test_actions_round_trip_through_text_and_id(case: GameCase) -> None:
    for state in sampled_states(case, seed=7, every=23):
        for action in state.legal_actions():
            assert state.parse_action(action.text) is action
            assert state.action_from_id(state.action_id(action)) is action


# -------------------------------------------------------------------- determinism


@by_label
def test_replay_gives_the_same_state(case: GameCase) -> None:
    for seed in range(2):
        state = play_out(case.start(seed), seed)
        again = replay(state.record())
        assert again.to_json() == state.to_json()
        assert again.state_hash() == state.state_hash()
        assert again.result() == state.result()


@one_per_game
def test_replay_of_a_partial_game(case: GameCase) -> None:
    state = random_moves(case.start(8), 150, 8)
    record = state.record()
    assert record["game"] == case.game and record["seed"] == 8
    assert len(record["actions"]) == state.move_number
    assert json.loads(json.dumps(record)) == record
    assert replay(record).state_hash() == state.state_hash()


_SUBPROCESS_GAME = textwrap.dedent(
    """
    import json, random, sys
    import tradewinds
    game, players, options = json.loads(sys.argv[1])
    state = tradewinds.new_game(game, players, seed=4242, options=options)
    rng = random.Random(4242)
    while not state.is_over:
        if state.move_number == 30:
            sys.stdout.write(state.determinize(1, 99).to_json() + "\\n")
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    sys.stdout.write(state.to_json() + "\\n" + state.state_hash())
    """
)


@one_per_game
def test_same_game_in_processes_with_different_hash_seeds(case: GameCase) -> None:
    """Nothing depends on set/dict ordering of hashed values (PYTHONHASHSEED)."""
    child_path = os.pathsep.join([str(Path(tradewinds.__file__).parents[1]), *sys.path])
    argument = json.dumps([case.game, case.players, case.options])
    outputs = []
    for hash_seed in ("0", "1", "4242"):
        # The child imports exactly the tradewinds this process imports.
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": child_path}
        done = subprocess.run(
            [sys.executable, "-c", _SUBPROCESS_GAME, argument],
            env=env,
            capture_output=True,
            check=True,
            timeout=120,
        )
        outputs.append(done.stdout)
    assert all(output == outputs[0] for output in outputs)
    assert outputs[0].count(f'"game":"{case.game}"'.encode()) == 2


# ------------------------------------------------------------- clone independence


@by_label
def test_clone_is_independent(case: GameCase) -> None:
    for state in sampled_states(case, seed=200 + case.players, every=61):
        if state.is_over:
            continue
        text, digest = state.to_json(), state.state_hash()
        copy = state.clone()
        assert copy.to_json() == text
        random_moves(copy, 30, 1)
        assert state.to_json() == text and state.state_hash() == digest
        # ... and the other way round: playing on the original leaves the clone alone.
        copy = state.clone()
        random_moves(state, 30, 2)
        assert copy.to_json() == text and copy.state_hash() == digest


@one_per_game
def test_clone_continues_identically(case: GameCase) -> None:
    state = random_moves(case.start(3), 50, 3)
    copy = state.clone()
    play_out(state, 9)
    play_out(copy, 9)
    assert copy.to_json() == state.to_json()
    finished = state.clone()
    assert finished.is_over and finished.result() == state.result()


# ------------------------------------------------------------------ JSON round trip


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    case=st.sampled_from(CASES),
    seed=st.integers(min_value=-(2**63), max_value=2**64),
    moves=st.integers(min_value=0, max_value=600),
    rng_seed=st.integers(min_value=0, max_value=2**32),
)
def test_json_round_trip(case: GameCase, seed: int, moves: int, rng_seed: int) -> None:
    state = random_moves(case.start(seed), moves, rng_seed)
    text = state.to_json()
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))
    loaded = load_state(text)
    assert loaded.to_json() == text
    assert loaded.state_hash() == state.state_hash()
    assert loaded.legal_actions() == state.legal_actions()
    assert loaded.current_player == state.current_player
    assert loaded.view(None) == state.view(None)
    assert loaded.record() == state.record()
    # ... and both continue identically.
    random_moves(state, 80, rng_seed + 1)
    random_moves(loaded, 80, rng_seed + 1)
    assert loaded.to_json() == state.to_json()


# --------------------------------------------------------------- hidden information


@by_label
def test_determinizations_keep_what_the_seat_sees(case: GameCase) -> None:
    """``determinize(seat, seed)`` leaves the original alone, is a function of the seed,
    keeps ``view(seat)`` exactly, and gives a state that plays on legally to the end."""
    for n, state in enumerate(sampled_states(case, seed=300 + case.players, every=43)):
        digest = state.state_hash()
        for seat in range(case.players):
            view = state.view(seat)
            first = state.determinize(seat, 1)
            again = state.determinize(seat, 1)
            other = state.determinize(seat, 2)
            assert first.state_hash() == again.state_hash()
            assert first.view(seat) == view == other.view(seat)
            assert first.current_player == state.current_player
            if not state.is_over:
                # The history may hold others' private choices; the seed would rebuild all.
                assert first.history() == [] and first.seed == 1 != state.seed
            if seat == state.current_player:  # others' options may rest on hidden cards
                assert first.legal_actions() == state.legal_actions()
        assert state.state_hash() == digest
        if n % 3 == 0 and not state.is_over:
            world = state.determinize(n % case.players, n)
            rng = random.Random(n)
            while not world.is_over:
                legal = world.legal_actions()
                world.apply(legal[rng.randrange(len(legal))])
                case.check(world)


@by_label
def test_views_carry_only_public_and_own_events(case: GameCase) -> None:
    state = random_moves(case.start(11), 120, 11)
    public = state.events(None)
    everything = state.events(None, everything=True)
    assert len(public) <= len(everything)
    for seat in range(case.players):
        own = state.events(seat)
        assert all(event in everything for event in own)
        assert all(event in own for event in public)
