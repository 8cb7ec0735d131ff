"""Properties of the State contract for games with expansions: legality both ways, replay
determinism (in-process and across interpreters), clone independence, the JSON round
trip, and that views and determinizations leak nothing hidden - the base game's secrets
and the expansions' own (forests of unknown kind, a drawn tile)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tradewinds
from tests.puerto_rico.invariants import check_expansion_invariants
from tests.puerto_rico.scenario import new_x, set_xplayer
from tradewinds import IllegalActionError, load_state, replay
from tradewinds.games.puerto_rico.data import EXPANSIONS
from tradewinds.games.puerto_rico.expansions import layout as X
from tradewinds.games.puerto_rico.expansions.state import PuertoRicoExpansionState

ALL = list(EXPANSIONS)
CONFIGS = [
    (2, ALL),
    (3, ALL),
    (4, ALL),
    (5, ALL),
    (4, ["new_buildings"]),
    (3, ["nobles", "festival"]),
    (5, ["buccaneer", "new_buildings"]),
]


def start(players: int, seed: int, expansions: list[str], **options: Any) -> tradewinds.State:
    return tradewinds.new_game(
        "puerto_rico",
        players,
        seed=seed,
        options={"expansions": expansions, "draft": "players", **options},
    )


def random_moves(state: tradewinds.State, moves: int, rng_seed: int) -> tradewinds.State:
    rng = random.Random(rng_seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def sampled_states(
    players: int, expansions: list[str], seed: int, every: int
) -> list[tradewinds.State]:
    rng = random.Random(seed)
    state = start(players, seed, expansions)
    states = []
    while not state.is_over:
        if state.move_number % every == 0:
            states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    states.append(state)
    return states


# -------------------------------------------------------------- legality both ways


@pytest.mark.parametrize(("players", "expansions"), CONFIGS)
def test_legal_actions_apply_and_others_are_rejected(players: int, expansions: list[str]) -> None:
    """Every listed action applies; every other id raises naming the rule and leaves the
    state unchanged."""
    decisions = set()
    for state in sampled_states(players, expansions, seed=700 + players, every=9):
        assert isinstance(state, PuertoRicoExpansionState)
        decisions.add(state.view(None)["decision"])
        legal = state.legal_actions()
        legal_ids = {a.id for a in legal}
        for action in legal:
            after = state.clone()
            after.apply(action)
            check_expansion_invariants(after)
        before = state.state_hash()
        for action_id in range(state.num_distinct_actions):
            if action_id in legal_ids:
                continue
            with pytest.raises(IllegalActionError) as info:
                state.apply(action_id)
            message = str(info.value)
            text = str(state.action_from_id(action_id))
            if not state.is_over:
                assert message.startswith(f"{text}: ")
                assert "§" in message or "legal now" in message, message
        assert state.state_hash() == before
        assert state.legal_actions() == legal
    assert len(decisions) >= 8, decisions


# -------------------------------------------------------------------- determinism


@pytest.mark.parametrize(("players", "expansions"), CONFIGS)
def test_replay_gives_the_same_state(players: int, expansions: list[str]) -> None:
    for seed in range(2):
        state = random_moves(start(players, seed, expansions), 10_000, seed)
        assert state.is_over
        again = replay(state.record())
        assert again.to_json() == state.to_json()
        assert again.state_hash() == state.state_hash()


def test_replay_of_a_partial_game_with_variant_rules() -> None:
    state = random_moves(
        start(4, 8, ALL, expansion_rules=["kidnapper_plays_alone", "land_office_settler"]),
        300,
        8,
    )
    assert replay(state.record()).state_hash() == state.state_hash()
    record = state.record()
    assert record["options"]["expansion_rules"] == ["land_office_settler", "kidnapper_plays_alone"]
    assert json.loads(json.dumps(record)) == record


_SUBPROCESS_GAME = textwrap.dedent(
    """
    import random, sys
    import tradewinds
    state = tradewinds.new_game(
        "puerto_rico", 5, seed=4242,
        options={"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]},
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
    child_path = os.pathsep.join([str(Path(tradewinds.__file__).parents[1]), *sys.path])
    outputs = []
    for hash_seed in ("0", "1", "4242"):
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


# ------------------------------------------------------------- clone independence


@pytest.mark.parametrize(("players", "expansions"), CONFIGS[:4])
def test_clone_is_independent(players: int, expansions: list[str]) -> None:
    for state in sampled_states(players, expansions, seed=800 + players, every=61):
        if state.is_over:
            continue
        text = state.to_json()
        copy = state.clone()
        assert copy.to_json() == text
        random_moves(copy, 40, 1)
        assert state.to_json() == text
        copy = state.clone()
        random_moves(state, 40, 2)
        assert copy.to_json() == text


# ------------------------------------------------------------------ JSON round trip


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4, 5]),
    seed=st.integers(min_value=0, max_value=2**40),
    expansions=st.lists(st.sampled_from(ALL), min_size=1, max_size=4, unique=True),
    draft=st.sampled_from(["players", "random"]),
    moves=st.integers(min_value=0, max_value=900),
    rng_seed=st.integers(min_value=0, max_value=2**32),
)
def test_json_round_trip(
    players: int, seed: int, expansions: list[str], draft: str, moves: int, rng_seed: int
) -> None:
    state = random_moves(start(players, seed, expansions, draft=draft), moves, rng_seed)
    text = state.to_json()
    loaded = load_state(text)
    assert isinstance(loaded, PuertoRicoExpansionState)
    assert loaded.to_json() == text
    assert loaded.legal_actions() == state.legal_actions()
    assert loaded.view(None) == state.view(None)
    random_moves(state, 60, rng_seed + 1)
    random_moves(loaded, 60, rng_seed + 1)
    assert loaded.to_json() == state.to_json()


def test_corrupt_expansion_state_is_refused() -> None:
    state = random_moves(start(4, 3, ALL), 120, 3)
    for field, value in (
        ("noble_supply", -1),
        ("kidnapped", 42),
        ("fest_tile", 9),
        ("token", 7),
        ("in_game", [0] * 3),
    ):
        data = state.to_dict()
        data["state"][field] = value
        with pytest.raises(tradewinds.InvalidStateError):
            load_state(data)


# --------------------------------------------------------------- hidden information


def _dump(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


def _states_with_secrets(players: int, seed: int) -> list[tradewinds.State]:
    return [
        s
        for s in sampled_states(players, ALL, seed, every=23)
        if not s.is_over and sum(v["vp_chips"] > 0 for v in s.result()["scores"]) >= 2
    ]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_determinizations_do_not_change_the_view(players: int) -> None:
    states = _states_with_secrets(players, seed=900 + players)
    assert states
    changed = 0
    for state in states:
        for seat in range(players):
            mine = _dump(state.view(seat))
            a = state.determinize(seat, 1)
            b = state.determinize(seat, 2)
            assert _dump(a.view(seat)) == _dump(b.view(seat)) == mine
            assert a.legal_actions() == state.legal_actions()
            check_expansion_invariants(a)  # type: ignore[arg-type]
            changed += a.to_json() != b.to_json()
    assert changed


def hidden_forest_game() -> PuertoRicoExpansionState:
    """Seat 1 holds forests whose kinds only he knows."""
    state = new_x(4, expansions=("new_buildings", "nobles"))
    set_xplayer(state, 1, forests={"coffee": (2, 0), "corn": (1, 1)})
    state.stack[4] -= 2
    state.stack[0] -= 1
    return state


def test_view_hides_forest_kinds_and_drawn_tiles() -> None:
    state = hidden_forest_game()
    mine = state.view(1)["players_board"][1]
    theirs = state.view(0)["players_board"][1]
    assert mine["forest_kinds"] == {"corn": 1, "coffee": 2}
    assert theirs["forest_kinds"] == {"corn": 1} and theirs["forests_of_unknown_kind"] == 2
    assert state.view(None)["players_board"][1]["forest_kinds"] == {"corn": 1}
    # A state differing only in the hidden kinds looks the same to everyone else.
    data = state.to_dict()
    board = data["state"]["board"]
    at = 1 * X.STRIDE + X.FOREST_AT
    board[at + 4] -= 2
    board[at + 2] += 2
    data["state"]["stack"][4] += 2
    data["state"]["stack"][2] -= 2
    other = load_state(data)
    for seat in (None, 0, 2, 3):
        assert _dump(other.view(seat)) == _dump(state.view(seat))
    assert _dump(other.view(1)) != _dump(state.view(1))


def test_determinize_resamples_hidden_forests() -> None:
    state = hidden_forest_game()
    kinds = set()
    for seed in range(30):
        other = state.determinize(0, seed)
        assert isinstance(other, PuertoRicoExpansionState)
        base = 1 * X.STRIDE
        assert other.board[base + X.FOREST_AT] >= 1  # the seen corn forest stays
        assert other.board[base + X.FORESTS] == 3
        kinds.add(tuple(other.board[base + X.FOREST_AT : base + X.FOREST_AT + 5]))
        assert _dump(other.view(0)) == _dump(state.view(0))
        check_expansion_invariants(other)
        # The owner's own determinization keeps his knowledge.
        own = state.determinize(1, seed)
        assert own.board[base + X.FOREST_AT : base + X.FOREST_AT + 5] == [1, 0, 0, 0, 2]
    assert len(kinds) > 3


def test_determinize_resamples_a_drawn_tile() -> None:
    state = new_x(4, expansions=("new_buildings",))
    set_xplayer(state, 2, buildings={"hacienda": 1, "forest_house": 1})
    state.actor = 2
    state.phase = 0
    state._legal = None
    state.chooser = 2
    state.role_owner[:] = [-1] * len(state.roles)
    state.apply("settler")
    state.apply("hacienda")
    assert state.view(None)["decision"] == "place_drawn_tile"
    seen = {state.determinize(0, seed).pending_tile for seed in range(25)}
    assert len(seen) > 1
    assert all(state.determinize(2, seed).pending_tile == state.pending_tile for seed in range(5))


@pytest.mark.parametrize("players", [3, 5])
def test_determinize_keeps_own_vp_and_the_others_total(players: int) -> None:
    for state in _states_with_secrets(players, seed=950 + players):
        chips = [s["vp_chips"] for s in state.result()["scores"]]
        for seat in range(players):
            other = state.determinize(seat, 7)
            new = [s["vp_chips"] for s in other.result()["scores"]]
            assert new[seat] == chips[seat] and sum(new) == sum(chips)
            assert other.view(None) == state.view(None)


def test_view_has_no_rng_and_spectator_events_are_public() -> None:
    state = random_moves(start(4, 5, ALL), 10_000, 5)
    view = state.view(None)
    assert not any(e["private"] for e in view["events"])
    state = random_moves(start(4, 6, ALL), 250, 6)
    for seat in (None, 0, 1):
        text = _dump(state.view(seat))
        assert '"rng"' not in text and '"stack"' not in text
        assert str(state.to_dict()["state"]["rng"]) not in text
    other = state.determinize(1, 0)
    assert all(e.seat in (None, 1) for e in other.events(everything=True))
