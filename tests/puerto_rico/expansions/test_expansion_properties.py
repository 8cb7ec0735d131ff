"""Expansion-specific properties of the State contract (the generic ones are checked on
games with expansions by ``tradewinds.testing.check_game``, run by
``tests/core/test_conformance.py``):
a partial replay with variant rules, refused corrupt states, and that views and
determinizations leak nothing hidden - the base game's secrets and the expansions' own
(forests of unknown kind, a drawn tile)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tradewinds
from tests.puerto_rico.scenario import new_x, set_xplayer
from tests.random_play import random_moves, sampled_states, view_text
from tradewinds import load_state, replay
from tradewinds.games.puerto_rico import layout as X
from tradewinds.games.puerto_rico.data import EXPANSIONS
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

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


# -------------------------------------------------------------------- determinism


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


# ------------------------------------------------------------------ JSON round trip


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


def _states_with_secrets(players: int, seed: int) -> list[tradewinds.State]:
    return [
        s
        for s in sampled_states(start(players, seed, ALL), seed, every=23)
        if not s.is_over and sum(v["vp_chips"] > 0 for v in s.result()["scores"]) >= 2
    ]


def hidden_forest_game() -> PuertoRicoState:
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
        assert view_text(other.view(seat)) == view_text(state.view(seat))
    assert view_text(other.view(1)) != view_text(state.view(1))


def test_determinize_resamples_hidden_forests() -> None:
    state = hidden_forest_game()
    kinds = set()
    for seed in range(30):
        other = state.determinize(0, seed)
        assert isinstance(other, PuertoRicoState)
        base = 1 * X.STRIDE
        assert other.board[base + X.FOREST_AT] >= 1  # the seen corn forest stays
        assert other.board[base + X.FORESTS] == 3
        kinds.add(tuple(other.board[base + X.FOREST_AT : base + X.FOREST_AT + 5]))
        assert view_text(other.view(0)) == view_text(state.view(0))
        check_invariants(other)
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


def test_view_has_no_rng() -> None:
    state = random_moves(start(4, 6, ALL), 250, 6)
    for seat in (None, 0, 1):
        text = view_text(state.view(seat))
        assert '"rng"' not in text and '"stack"' not in text
        assert str(state.to_dict()["state"]["rng"]) not in text
