"""A generic forward-model tester: the State contract checked the same way for every game.

Each :class:`GameCase` names a game configuration and the game's own invariant check;
``tests/core/test_forward_model.py`` runs every property below on every case, so a new
game (or a new option) gets legality both ways, replay, clone, JSON and hidden-information
checks by adding one line to :data:`CASES`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tradewinds import new_game
from tradewinds.core.game import State
from tradewinds.games.manila.invariants import check_invariants as manila_invariants
from tradewinds.games.puerto_rico.invariants import check_expansion_invariants
from tradewinds.games.puerto_rico.invariants import check_invariants as puerto_rico_invariants
from tradewinds.games.san_juan.invariants import check_invariants as san_juan_invariants

ALL_EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]


@dataclass(frozen=True)
class GameCase:
    """One game configuration under test."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    invariants: Callable[[Any], None] | None = None
    min_decision_kinds: int = 3

    @property
    def label(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.game}-{self.players}p" + (f"-{opts}" if opts else "")

    def start(self, seed: int) -> State:
        return new_game(self.game, self.players, seed=seed, options=dict(self.options))

    def check(self, state: State) -> None:
        if self.invariants is not None:
            self.invariants(state)


def _pr(players: int, **options: Any) -> GameCase:
    # Games with expansions run on their own engine, with its own invariants.
    check = check_expansion_invariants if options.get("expansions") else puerto_rico_invariants
    return GameCase("puerto_rico", players, options, check, 6)


CASES: list[GameCase] = [
    *(_pr(p, edition=e) for p in (2, 3, 4, 5) for e in ("original", "deluxe")),
    _pr(3, edition="deluxe", ship_choice="max_space"),
    *(_pr(p, expansions=ALL_EXPANSIONS) for p in (2, 3, 4, 5)),
    _pr(4, expansions=["new_buildings"]),
    _pr(3, expansions=["nobles", "festival"]),
    _pr(5, expansions=["buccaneer", "new_buildings"], draft="random"),
    *(GameCase("san_juan", p, {}, san_juan_invariants, 5) for p in (2, 3, 4)),
    GameCase(
        "san_juan", 3, {"setup_variant": "on", "game_end": "immediate"}, san_juan_invariants, 5
    ),
    *(
        GameCase("manila", p, {"pirate_variant": v}, manila_invariants, 4)
        for p in (3, 4, 5)
        for v in (False, True)
    ),
]

# One case per game, for the costlier checks.
ONE_PER_GAME: list[GameCase] = [
    next(c for c in CASES if c.game == g) for g in ("puerto_rico", "san_juan", "manila")
] + [next(c for c in CASES if c.options.get("expansions"))]


def random_moves(state: State, moves: int, rng_seed: int) -> State:
    """Apply up to ``moves`` uniformly random legal actions (stops at the game end)."""
    rng = random.Random(rng_seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def play_out(state: State, rng_seed: int) -> State:
    """Play random moves to the end of the game."""
    rng = random.Random(rng_seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def sampled_states(case: GameCase, seed: int, every: int) -> Iterator[State]:
    """Clones of every ``every``-th state of one random game, then the final state."""
    rng = random.Random(seed)
    state = case.start(seed)
    while not state.is_over:
        if state.move_number % every == 0:
            yield state.clone()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    yield state
