"""Manila-specific properties of the State contract (the generic ones are checked by
``tradewinds.testing.check_game``, run on every game by ``tests/core/test_conformance.py``).

The record, refused corrupt states, and that views and determinizations hide the dealt
shares.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.random_play import random_moves, sampled_states, view_keys, view_text
from tradewinds import InvalidStateError, load_state, new_game
from tradewinds.core.game import State
from tradewinds.games.manila.invariants import check_invariants
from tradewinds.games.manila.state import ManilaState


def start(players: int, seed: int, variant: bool = False, **options: Any) -> ManilaState:
    state = new_game("manila", players, seed=seed, options={"pirate_variant": variant, **options})
    assert isinstance(state, ManilaState)
    return state


# -------------------------------------------------------------------- determinism


def test_record_contents() -> None:
    state = random_moves(start(4, 77, True), 40, 77)
    record = state.record()
    assert record["game"] == "manila"
    assert record["players"] == 4 and record["seed"] == 77
    assert record["options"] == {
        "pirate_variant": True,
        "unplundered_boat_on_13": "harbor",
        "oldest_player": "random",
    }
    assert record["actions"] == [str(a) for a in state.history()]
    assert len(record["actions"]) == state.move_number == 40
    assert json.loads(json.dumps(record)) == record


# ------------------------------------------------------------------ JSON round trip


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("cash", [-1, 30, 30, 30]),
        ("held", [0] * 15),
        ("supply", [9, 5, 5, 5]),
        ("price", [5, 0, 0, 0]),
        ("phase", 99),
        ("actor", 7),
        ("occ", [9] + [-1] * 23),
        ("pos", [0, 0, 0, 22]),
        ("rng", "x"),
        ("left", [3, 3, 3, 9]),
    ],
)
def test_corrupt_states_are_refused(field: str, value: object) -> None:
    state = random_moves(start(4, 13), 20, 13)
    data = state.to_dict()
    data["state"][field] = value
    with pytest.raises(InvalidStateError):
        load_state(data)


# --------------------------------------------------------------- hidden information


def _unfinished(players: int, seed: int) -> list[ManilaState]:
    return [s for s in sampled_states(start(players, seed), seed, every=5) if not s.is_over]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_view_hides_other_players_shares(players: int) -> None:
    for state in _unfinished(players, 400 + players):
        for seat in range(players):
            view = state.view(seat)
            assert "result" not in view
            for p, board in enumerate(view["players_board"]):
                b = p * 4
                count = sum(state.held[b : b + 4]) + sum(state.mort[b : b + 4])
                assert board["share_count"] == count
                assert board["mortgaged_count"] == sum(state.mort[b : b + 4])
                if p == seat:
                    assert sum(board["shares"].values()) == count
                    assert sum(board["mortgaged"].values()) == board["mortgaged_count"]
                else:
                    assert board["shares"] is None and board["mortgaged"] is None
        for board in state.view(None)["players_board"]:
            assert board["shares"] is None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_view_does_not_depend_on_other_players_shares(players: int) -> None:
    """Re-dealing the other players' shares (a determinization for the seat) changes
    nothing in the seat's view: no field and no event reveals them."""
    changed = 0
    for state in _unfinished(players, 600 + players):
        for seat in range(players):
            other = state.determinize(seat, 5)
            assert view_text(other.view(seat)) == view_text(state.view(seat))
            changed += other.to_json() != state.to_json()
        spectator = state.determinize(0, 9)
        assert view_text(spectator.view(None)) == view_text(state.view(None))
    assert changed


@pytest.mark.parametrize("players", [3, 4, 5])
def test_determinize_keeps_what_the_seat_knows(players: int) -> None:
    """Own shares, everyone's share and mortgage counts, the bought shares and the supply
    are kept; the others' dealt shares are re-dealt from the right multiset."""
    resampled = 0
    for state in _unfinished(players, 500 + players):
        for seat in range(players):
            for seed in range(3):
                other = state.determinize(seat, seed)
                check_invariants(other)
                b = seat * 4
                assert other.held[b : b + 4] == state.held[b : b + 4]
                assert other.mort[b : b + 4] == state.mort[b : b + 4]
                assert other.bought == state.bought and other.supply == state.supply
                for p in range(players):
                    pb = p * 4
                    assert other.shares_of(p) == state.shares_of(p)
                    assert other.mortgaged_of(p) == state.mortgaged_of(p)
                    for g in range(4):
                        assert other.held[pb + g] + other.mort[pb + g] >= state.bought[pb + g]
                assert other.view(None) == state.view(None)
                assert other.current_player == state.current_player
                if state.current_player == seat:
                    assert other.legal_actions() == state.legal_actions()
                resampled += other.held != state.held or other.mort != state.mort
    assert resampled


def _dice_sequence(state: State, moves: int) -> list[str]:
    seen = []
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
    for event in state.events(None):
        if event.text.startswith("Move "):
            seen.append(event.text)
    return seen


def test_determinize_changes_future_dice() -> None:
    """Manila R1: the RNG is hidden; a determinization replaces it, so future dice
    differ (the chance model of docs/notation/manila.md)."""
    state = random_moves(start(4, 21), 3, 21)
    truth = _dice_sequence(state.clone(), 60)
    futures = [_dice_sequence(state.determinize(0, seed), 60) for seed in range(10)]
    assert any(f != truth for f in futures)
    assert len({json.dumps(f) for f in futures}) > 1
    assert _dice_sequence(state.determinize(2, 5), 60) == _dice_sequence(
        state.determinize(2, 5), 60
    )


def test_determinize_of_a_finished_game_keeps_everything() -> None:
    state = random_moves(start(4, 5), 10_000, 5)
    assert state.is_over
    for seat in range(4):
        assert state.determinize(seat, 1).to_json() == state.to_json()
        assert state.view(seat)["players_board"][(seat + 1) % 4]["shares"] is not None


def test_view_has_no_rng() -> None:
    state = random_moves(start(4, 5), 60, 5)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert "rng" not in view_keys(view) and "seed" not in view_keys(view)
        assert str(state.to_dict()["state"]["rng"]) not in view_text(view)


def test_view_of_a_state_differing_only_in_the_rng_is_identical() -> None:
    state = random_moves(start(3, 15), 40, 15)
    data = state.to_dict()
    data["state"]["rng"] = (data["state"]["rng"] + 12345) % 2**64
    other = load_state(data)
    for seat in (None, 0, 1, 2):
        assert view_text(other.view(seat)) == view_text(state.view(seat))


def test_legal_actions_only_in_the_deciding_seats_view() -> None:
    state = random_moves(start(4, 5), 20, 5)
    actor = state.current_player
    assert actor is not None
    for seat in range(4):
        listed = state.view(seat)["legal_actions"]
        assert bool(listed) == (seat == actor)
    assert state.view(None)["legal_actions"] == []
