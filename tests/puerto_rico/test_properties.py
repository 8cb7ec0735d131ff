"""Properties of the State contract that hold in every reachable Puerto Rico state.

Legality both ways, determinism (in-process and across interpreters), clone independence,
the JSON round trip, and that views and determinizations leak no hidden information.
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
from tests.puerto_rico.invariants import check_invariants
from tradewinds import IllegalActionError, load_state, new_game, replay
from tradewinds.core.game import State
from tradewinds.games.puerto_rico.state import PuertoRicoState

CONFIGS = [(players, edition) for players in (2, 3, 4, 5) for edition in ("original", "deluxe")]


def start(players: int, seed: int, edition: str = "original", **options: str) -> State:
    return new_game("puerto_rico", players, seed=seed, options={"edition": edition, **options})


def random_moves(state: State, moves: int, rng_seed: int) -> State:
    """Apply up to ``moves`` uniformly random legal actions (stops at the game end)."""
    rng = random.Random(rng_seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def sampled_states(players: int, edition: str, seed: int, every: int) -> list[State]:
    """Clones of every ``every``-th state of one random game, the final state included."""
    rng = random.Random(seed)
    state = start(players, seed, edition)
    states = []
    while not state.is_over:
        if state.move_number % every == 0:
            states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    states.append(state)
    return states


# -------------------------------------------------------------- legality both ways


@pytest.mark.parametrize(("players", "edition"), CONFIGS)
def test_legal_actions_apply_and_others_are_rejected(players: int, edition: str) -> None:
    """Every listed action applies; every other id raises and leaves the state unchanged."""
    decisions = set()
    for state in sampled_states(players, edition, seed=100 + players, every=5):
        assert isinstance(state, PuertoRicoState)
        decisions.add(state.view(None)["decision"])
        legal = state.legal_actions()
        legal_ids = {a.id for a in legal}
        for action in legal:
            after = state.clone()
            after.apply(action)
            check_invariants(after)
        before = state.state_hash()
        for action_id in range(state.num_distinct_actions):
            if action_id in legal_ids:
                continue
            with pytest.raises(IllegalActionError) as info:
                state.apply(action_id)
            assert str(state.action_from_id(action_id)) in str(info.value)
        assert state.state_hash() == before
        assert state.legal_actions() == legal
    assert len(decisions) >= 6, decisions  # many kinds of decision were sampled


def test_rejection_message_names_the_rule() -> None:
    """Each rejection names the action and why: a rules section (§) or the legal actions."""
    cited = total = 0
    for state in sampled_states(4, "original", seed=5, every=31):
        if state.is_over:
            continue
        legal_ids = {a.id for a in state.legal_actions()}
        for action_id in range(state.num_distinct_actions):
            if action_id in legal_ids:
                continue
            with pytest.raises(IllegalActionError) as info:
                state.apply(action_id)
            message = str(info.value)
            text = str(state.action_from_id(action_id))
            assert message.startswith(f"{text}: ") and len(message) > len(text) + 5
            total += 1
            cited += "§" in message or "legal now" in message
    assert total and cited == total


# -------------------------------------------------------------------- determinism


@pytest.mark.parametrize(("players", "edition"), CONFIGS)
def test_replay_gives_the_same_state(players: int, edition: str) -> None:
    for seed in range(3):
        state = random_moves(start(players, seed, edition), 10_000, seed)
        assert state.is_over
        again = replay(state.record())
        assert again.state_hash() == state.state_hash()
        assert again.to_json() == state.to_json()


def test_replay_of_a_partial_game() -> None:
    state = random_moves(start(3, 8, "deluxe", ship_choice="max_space"), 150, 8)
    assert replay(state.record()).state_hash() == state.state_hash()


def test_record_contents() -> None:
    state = random_moves(start(4, 77, "deluxe"), 40, 77)
    record = state.record()
    assert record["game"] == "puerto_rico"
    assert record["players"] == 4
    assert record["seed"] == 77
    assert record["options"] == {
        "edition": "deluxe",
        "ship_choice": "max_load",
        "first_governor": "random",
        "expansions": [],
        "draft": "players",
        "expansion_rules": [],
    }
    assert record["actions"] == [str(a) for a in state.history()]
    assert len(record["actions"]) == state.move_number == 40
    assert json.loads(json.dumps(record)) == record


_SUBPROCESS_GAME = textwrap.dedent(
    """
    import random, sys
    import tradewinds
    state = tradewinds.new_game(
        "puerto_rico", 5, seed=4242, options={"edition": "deluxe", "ship_choice": "max_space"}
    )
    rng = random.Random(4242)
    while not state.is_over:
        if state.move_number == 200:
            sys.stdout.write(state.determinize(1, 99).to_json() + "\\n")
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    sys.stdout.write(state.to_json() + "\\n" + state.state_hash())
    """
)


def test_same_game_in_processes_with_different_hash_seeds() -> None:
    """Nothing depends on set/dict ordering of hashed values (PYTHONHASHSEED)."""
    child_path = os.pathsep.join([str(Path(tradewinds.__file__).parents[1]), *sys.path])
    outputs = []
    for hash_seed in ("0", "1", "2", "4242"):
        # The child imports exactly the tradewinds this process imports.
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": child_path}
        done = subprocess.run(
            [sys.executable, "-c", _SUBPROCESS_GAME],
            env=env,
            capture_output=True,
            check=True,
            timeout=120,
        )
        outputs.append(done.stdout)
    assert all(output == outputs[0] for output in outputs)
    assert outputs[0].count(b'"game":"puerto_rico"') == 2  # the determinization and the end


# ------------------------------------------------------------- clone independence


@pytest.mark.parametrize(("players", "edition"), CONFIGS)
def test_clone_is_independent(players: int, edition: str) -> None:
    for state in sampled_states(players, edition, seed=200 + players, every=47):
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


def test_clone_continues_identically() -> None:
    state = random_moves(start(4, 3), 50, 3)
    copy = state.clone()
    random_moves(state, 10_000, 9)
    random_moves(copy, 10_000, 9)
    assert state.is_over
    assert copy.to_json() == state.to_json()


def test_clone_of_a_finished_game() -> None:
    state = random_moves(start(2, 6), 10_000, 6)
    copy = state.clone()
    assert copy.is_over and copy.result() == state.result()
    assert copy.state_hash() == state.state_hash()


# ------------------------------------------------------------------ JSON round trip


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.sampled_from([2, 3, 4, 5]),
    seed=st.integers(min_value=-(2**63), max_value=2**64),
    edition=st.sampled_from(["original", "deluxe"]),
    ship_choice=st.sampled_from(["max_load", "max_space"]),
    moves=st.integers(min_value=0, max_value=700),
    rng_seed=st.integers(min_value=0, max_value=2**32),
)
def test_json_round_trip(
    players: int, seed: int, edition: str, ship_choice: str, moves: int, rng_seed: int
) -> None:
    state = random_moves(start(players, seed, edition, ship_choice=ship_choice), moves, rng_seed)
    text = state.to_json()
    loaded = load_state(text)
    assert loaded.to_json() == text
    assert loaded.state_hash() == state.state_hash()
    assert loaded.legal_actions() == state.legal_actions()
    assert loaded.current_player == state.current_player
    assert loaded.is_over == state.is_over
    assert loaded.view(None) == state.view(None)
    assert loaded.record() == state.record()
    # ... and both continue identically.
    random_moves(state, 80, rng_seed + 1)
    random_moves(loaded, 80, rng_seed + 1)
    assert loaded.to_json() == state.to_json()


def test_json_is_canonical() -> None:
    state = random_moves(start(4, 12), 90, 12)
    text = state.to_json()
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))


# --------------------------------------------------------------- hidden information


def _vp_chips(state: State) -> list[int]:
    return [s["vp_chips"] for s in state.result()["scores"]]


def _states_with_hidden_vp(players: int, seed: int) -> list[State]:
    """Unfinished states of a random game in which several players hold VP chips."""
    return [
        s
        for s in sampled_states(players, "original", seed, every=17)
        if not s.is_over and sum(v > 0 for v in _vp_chips(s)) >= 2
    ]


def _dump(view: dict[str, object]) -> str:
    return json.dumps(view, sort_keys=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_determinizations_do_not_change_the_view(players: int) -> None:
    """Two determinizations for seat i (different seeds) look the same to seat i."""
    states = _states_with_hidden_vp(players, seed=300 + players)
    assert states
    changed = 0
    for state in states:
        for seat in range(players):
            mine = _dump(state.view(seat))
            a = state.determinize(seat, 1)
            b = state.determinize(seat, 2)
            assert _dump(a.view(seat)) == _dump(b.view(seat)) == mine
            changed += a.to_json() != b.to_json()
    assert changed  # the hidden part really was re-sampled


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_view_hides_other_players_vp_chips(players: int) -> None:
    for state in _states_with_hidden_vp(players, seed=400 + players):
        chips = _vp_chips(state)
        for seat in range(players):
            boards = state.view(seat)["players_board"]
            for p, board in enumerate(boards):
                assert board["vp_chips"] == (chips[p] if p == seat else None)
            assert "result" not in state.view(seat)  # the scores would reveal the chips
        for board in state.view(None)["players_board"]:
            assert board["vp_chips"] is None


def _keys(obj: object) -> set[str]:
    if isinstance(obj, dict):
        return set(obj) | {k for v in obj.values() for k in _keys(v)}
    if isinstance(obj, list):
        return {k for v in obj for k in _keys(v)}
    return set()


def test_view_has_no_rng_and_no_plantation_stack_order() -> None:
    state = random_moves(start(4, 5), 120, 5)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        keys = _keys(view)
        assert "rng" not in keys and "seed" not in keys and "stack" not in keys
        assert isinstance(view["plantation_stack"], int)  # only its size
        assert view["plantation_stack"] == sum(state.to_dict()["state"]["stack"])
        assert str(state.to_dict()["state"]["rng"]) not in _dump(view)


def test_view_of_a_state_differing_only_in_hidden_data_is_identical() -> None:
    """States equal except for the RNG (hence the stack order) give identical views."""
    state = random_moves(start(3, 15), 100, 15)
    data = state.to_dict()
    data["state"]["rng"] = (data["state"]["rng"] + 12345) % 2**64
    other = load_state(data)
    for seat in (None, 0, 1, 2):
        assert _dump(other.view(seat)) == _dump(state.view(seat))


def test_spectator_events_are_public_only() -> None:
    state = random_moves(start(4, 5), 10_000, 5)
    view = state.view(None)
    assert not any(e["private"] for e in view["events"])
    mine = state.view(2)["events"]
    assert len(mine) == len(state.events(2))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_determinize_keeps_own_vp_and_the_others_total(players: int) -> None:
    resampled = 0
    for state in _states_with_hidden_vp(players, seed=500 + players):
        chips = _vp_chips(state)
        for seat in range(players):
            for seed in range(4):
                other = state.determinize(seat, seed)
                new = _vp_chips(other)
                assert new[seat] == chips[seat]
                assert sum(new) == sum(chips)
                assert min(new) >= 0
                resampled += new != chips
                # Everything public is untouched.
                assert other.view(None) == state.view(None)
                assert other.legal_actions() == state.legal_actions()
                assert other.current_player == state.current_player
    # With 2 players the other seat's chips are fixed by the total: nothing to re-sample.
    assert resampled if players > 2 else not resampled


def test_determinize_is_deterministic_and_leaves_the_original() -> None:
    state = random_moves(start(4, 9), 150, 9)
    text = state.to_json()
    a = state.determinize(0, 17)
    b = state.determinize(0, 17)
    assert a.to_json() == b.to_json()
    assert state.to_json() == text
    random_moves(a, 50, 3)
    assert state.to_json() == text


def test_determinize_drops_other_seats_private_events() -> None:
    state = random_moves(start(4, 10), 250, 10)
    assert not state.is_over
    assert any(e.seat not in (None, 1) for e in state.events(everything=True))
    other = state.determinize(1, 0)
    assert all(e.seat in (None, 1) for e in other.events(everything=True))


def _face_up_sequence(state: State, moves: int) -> list[object]:
    """The face-up plantations after each of ``moves`` first-legal-action moves."""
    seen = []
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
        seen.append(state.view(None)["face_up_plantations"])
    return seen


def test_determinize_changes_future_plantation_draws() -> None:
    state = random_moves(start(4, 21), 20, 21)
    truth = _face_up_sequence(state.clone(), 120)
    futures = [_face_up_sequence(state.determinize(0, seed), 120) for seed in range(10)]
    assert any(f != truth for f in futures)
    assert len({json.dumps(f) for f in futures}) > 1


def test_same_seed_determinizations_share_their_future() -> None:
    state = random_moves(start(4, 21), 20, 21)
    assert _face_up_sequence(state.determinize(2, 5), 120) == _face_up_sequence(
        state.determinize(2, 5), 120
    )


def test_tradewinds_exports_the_state_class() -> None:
    assert tradewinds.State is State


def test_determinize_of_a_finished_game_keeps_the_view() -> None:
    """At the end the final scoring reveals every VP chip: nothing is left to re-sample."""
    state = random_moves(start(4, 5), 10_000, 5)
    assert state.is_over
    for seat in range(4):
        for seed in range(3):
            assert _dump(state.determinize(seat, seed).view(seat)) == _dump(state.view(seat))
