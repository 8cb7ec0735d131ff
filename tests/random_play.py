"""Uniformly random play, for the tests that need positions of real games, and the views' text
and keys: one helper for every test module (the moves drawn from a seed of their own, so a
test is repeatable)."""

from __future__ import annotations

import json
import random
from typing import Any, TypeVar

from tradewinds.core.game import State

S = TypeVar("S", bound=State)


def random_moves(state: S, moves: int, rng_seed: int) -> S:
    """Apply up to ``moves`` uniformly random legal actions (stops at the game end)."""
    rng = random.Random(rng_seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def sampled_states(state: S, rng_seed: int, every: int, *, end: bool = True) -> list[S]:
    """Clones of every ``every``-th position of a random game played on from ``state``,
    and (``end``) the final state itself."""
    rng = random.Random(rng_seed)
    states = []
    while not state.is_over:
        if state.move_number % every == 0:
            states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if end:
        states.append(state)
    return states


def view_text(view: dict[str, Any]) -> str:
    """A view as canonical JSON: two views are the same if and only if these are."""
    return json.dumps(view, sort_keys=True)


def view_keys(data: object) -> set[str]:
    """Every key of a view's objects, at any depth (to show what a view never holds)."""
    if isinstance(data, dict):
        return set(data) | {k for v in data.values() for k in view_keys(v)}
    if isinstance(data, list):
        return {k for v in data for k in view_keys(v)}
    return set()
