"""``tradewinds bench``: speed of full random games and of the core calls.

Full games go through the public API only: ``legal_actions()``, a choice with a seeded
:class:`random.Random`, ``apply()``. The per-call figures time single calls with
``time.perf_counter_ns`` on states sampled from real random games:

* ``legal_actions``: computed from scratch (the state's cache of the current legal
  actions is cleared first; a cached call is a plain attribute read);
* ``apply``: one random legal action, including the automatic steps that follow it;
* ``clone``: ``state.clone()``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Mapping
from typing import Any

from rich.console import RenderableType
from rich.table import Table

from ..core.game import State
from .common import CliError, create_game

SAMPLE_GAMES = 10  # games whose states are sampled for the per-call timings
MAX_SAMPLES = 3000


def _random_games(
    game: str, players: int, games: int, seed: int, options: dict[str, Any]
) -> tuple[float, int]:
    """Play ``games`` random games; return (seconds, decisions)."""
    rng = random.Random(seed)
    decisions = 0
    started = time.perf_counter()
    for i in range(games):
        state = create_game(game, players, seed + i, options)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        decisions += state.move_number
    return time.perf_counter() - started, decisions


def sample_states(
    game: str, players: int, games: int, seed: int, options: dict[str, Any]
) -> list[State]:
    """Copies of states met in random games (at most :data:`MAX_SAMPLES`, evenly spread)."""
    rng = random.Random(seed)
    states: list[State] = []
    for i in range(games):
        state = create_game(game, players, seed + i, options)
        while not state.is_over:
            states.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    stride = max(1, len(states) // MAX_SAMPLES)
    return states[::stride][:MAX_SAMPLES]


def _time_calls(samples: list[State], seed: int) -> dict[str, list[int]]:
    """Nanoseconds of single calls of each measured operation, one per sampled state."""
    rng = random.Random(seed)
    clock = time.perf_counter_ns
    times: dict[str, list[int]] = {"legal_actions": [], "apply": [], "clone": []}
    for sample in samples:
        t0 = clock()
        copy = sample.clone()
        times["clone"].append(clock() - t0)

        fresh = sample.clone()
        fresh._legal = None  # time the computation, not the cache
        t0 = clock()
        legal = fresh.legal_actions()
        times["legal_actions"].append(clock() - t0)

        action = legal[rng.randrange(len(legal))]
        copy.legal_actions()  # as in a game loop: the legal actions are known before apply
        t0 = clock()
        copy.apply(action)
        times["apply"].append(clock() - t0)
    return times


def bench(
    game: str, players: int, games: int, seed: int, repeat: int, options: dict[str, Any]
) -> dict[str, Any]:
    if games < 1:
        raise CliError(f"--games must be at least 1, got {games}")
    if repeat < 1:
        raise CliError(f"--repeat must be at least 1, got {repeat}")
    create_game(game, players, seed, options)  # checks the options up front
    runs: list[float] = []
    decisions = 0
    for _ in range(repeat):
        seconds, decisions = _random_games(game, players, games, seed, options)
        runs.append(games / seconds if seconds > 0 else float("inf"))
    samples = sample_states(game, players, min(games, SAMPLE_GAMES), seed, options)
    calls: dict[str, list[int]] = {"legal_actions": [], "apply": [], "clone": []}
    for r in range(repeat):
        for name, values in _time_calls(samples, seed + r).items():
            calls[name].extend(values)
    return {
        "game": game,
        "players": players,
        "games": games,
        "repeat": repeat,
        "seed": seed,
        "games_per_s": statistics.median(runs),
        "games_per_s_runs": runs,
        "decisions_per_game": decisions / games,
        "decisions_per_s": statistics.median(runs) * decisions / games,
        "samples": len(samples),
        "us_per_legal_actions": statistics.median(calls["legal_actions"]) / 1000,
        "us_per_apply": statistics.median(calls["apply"]) / 1000,
        "us_per_clone": statistics.median(calls["clone"]) / 1000,
    }


def bench_table(result: Mapping[str, Any]) -> RenderableType:
    table = Table(
        title=f"{result['game']}, {result['players']} players: {result['games']} random games "
        f"x {result['repeat']} repeats (seed {result['seed']})"
    )
    table.add_column("Measure")
    table.add_column("Value", justify="right")
    table.add_row("random full games / s (median)", f"{result['games_per_s']:.1f}")
    table.add_row("decisions / game", f"{result['decisions_per_game']:.1f}")
    table.add_row("decisions / s", f"{result['decisions_per_s']:.0f}")
    table.add_row("µs per legal_actions (computed)", f"{result['us_per_legal_actions']:.2f}")
    table.add_row("µs per apply", f"{result['us_per_apply']:.2f}")
    table.add_row("µs per clone", f"{result['us_per_clone']:.2f}")
    table.add_row("sampled states", str(result["samples"]))
    return table
