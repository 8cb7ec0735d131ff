"""The sub-decisions under way as one stack of plain ints (``frames``): a guest-house
window and a drawn tile wait on it; games saved before it (with ``resume``, ``wstep``
and ``tile_resume``) load onto it and play on alike; a hostile stack is refused."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import tradewinds
from tradewinds import InvalidStateError, load_state
from tradewinds.core.game import State
from tradewinds.games.puerto_rico.board import PH_GUEST, PH_TILE_AS

EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]


def _positions_in(phase: int, wanted: int) -> list[State]:
    """Up to ``wanted`` positions of random 4-player games with every expansion whose
    decision is ``phase``."""
    found: list[State] = []
    for seed in range(400):
        state = tradewinds.new_game("puerto_rico", 4, seed=seed, options={"expansions": EXPANSIONS})
        pick = random.Random(seed)
        while not state.is_over and len(found) < wanted:
            if state.phase == phase:  # type: ignore[attr-defined]
                found.append(state.clone())
                break
            state.apply(pick.choice(state.legal_actions()))
        if len(found) == wanted:
            break
    assert found, "no game reached the decision"
    return found


def _as_old_save(state: State) -> dict[str, Any]:
    """``state`` saved as the engine saved it before the frame stack."""
    data: dict[str, Any] = json.loads(state.to_json())
    fields = data["state"]
    frames = fields.pop("frames")
    fields.update(resume=0, wstep=0, tile_resume=0)
    if fields["phase"] == PH_GUEST:
        fields.update(resume=frames[0], wstep=frames[1])
    elif fields["phase"] == PH_TILE_AS:
        fields.update(tile_resume=frames[0])
    return data


def _play_on(state: State, seed: int) -> list[list[int]]:
    pick = random.Random(seed)
    seen = []
    while not state.is_over:
        legal = state.legal_actions()
        seen.append([a.id for a in legal])
        state.apply(pick.choice(legal))
    return seen


@pytest.mark.parametrize("phase", [PH_GUEST, PH_TILE_AS], ids=["guest_window", "drawn_tile"])
def test_a_save_from_before_the_frame_stack_loads_and_plays_on_alike(phase: int) -> None:
    for state in _positions_in(phase, 3):
        frames = list(state.frames)  # type: ignore[attr-defined]
        assert len(frames) == (2 if phase == PH_GUEST else 1)
        old = load_state(_as_old_save(state))
        assert old.to_json() == state.to_json()
        assert _play_on(old, 5) == _play_on(state.clone(), 5)


@pytest.mark.parametrize(
    "frames",
    [[], [0], [9, 0], [0, 7], [0, 0, 0]],
    ids=["none", "one", "unknown_resume", "seat_out_of_range", "three"],
)
def test_a_guest_window_with_a_broken_stack_is_refused(frames: list[int]) -> None:
    state = _positions_in(PH_GUEST, 1)[0]
    data = json.loads(state.to_json())
    data["state"]["frames"] = frames
    with pytest.raises(InvalidStateError, match="sub-decisions"):
        load_state(data)


def test_frames_outside_a_sub_decision_are_refused() -> None:
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options={"expansions": EXPANSIONS})
    data = json.loads(state.to_json())
    data["state"]["frames"] = [1]
    with pytest.raises(InvalidStateError, match="sub-decisions"):
        load_state(data)
