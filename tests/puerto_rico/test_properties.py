"""Puerto Rico-specific properties of the State contract (the generic ones are checked by
``tradewinds.testing.check_game``, run on every game by ``tests/core/test_conformance.py``).

The record, and that views and determinizations hide the VP chips and the plantation
order.
"""

from __future__ import annotations

import json

import pytest

from tests.random_play import random_moves, sampled_states, view_keys, view_text
from tradewinds import load_state, new_game
from tradewinds.core.game import State


def start(players: int, seed: int, edition: str = "original", **options: str) -> State:
    return new_game("puerto_rico", players, seed=seed, options={"edition": edition, **options})


# -------------------------------------------------------------------- determinism


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
        "optional_production": "off",
        "expansions": [],
        "draft": "players",
        "expansion_rules": [],
    }
    assert record["actions"] == [str(a) for a in state.history()]
    assert len(record["actions"]) == state.move_number == 40
    assert json.loads(json.dumps(record)) == record


# --------------------------------------------------------------- hidden information


def _vp_chips(state: State) -> list[int]:
    return [s["vp_chips"] for s in state.result()["scores"]]


def _states_with_hidden_vp(players: int, seed: int) -> list[State]:
    """Unfinished states of a random game in which several players hold VP chips."""
    return [
        s
        for s in sampled_states(start(players, seed), seed, every=17)
        if not s.is_over and sum(v > 0 for v in _vp_chips(s)) >= 2
    ]


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


def test_view_has_no_rng_and_no_plantation_stack_order() -> None:
    state = random_moves(start(4, 5), 120, 5)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        keys = view_keys(view)
        assert "rng" not in keys and "seed" not in keys and "stack" not in keys
        assert isinstance(view["plantation_stack"], int)  # only its size
        assert view["plantation_stack"] == sum(state.to_dict()["state"]["stack"])
        assert str(state.to_dict()["state"]["rng"]) not in view_text(view)


def test_view_of_a_state_differing_only_in_hidden_data_is_identical() -> None:
    """States equal except for the RNG (hence the stack order) give identical views."""
    state = random_moves(start(3, 15), 100, 15)
    data = state.to_dict()
    data["state"]["rng"] = (data["state"]["rng"] + 12345) % 2**64
    other = load_state(data)
    for seat in (None, 0, 1, 2):
        assert view_text(other.view(seat)) == view_text(state.view(seat))


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
