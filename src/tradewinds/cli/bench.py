"""``tradewinds bench``: speed of full random games and of the core calls.

Full games go through the public API only: ``legal_actions()``, a choice with a seeded
:class:`random.Random`, ``apply()``. The per-call figures time single calls with
``time.perf_counter_ns`` on states sampled from real random games:

* ``legal_actions``: computed from scratch (the state's cache of the current legal
  actions is cleared first; a cached call is a plain attribute read);
* ``apply``: one random legal action, including the automatic steps that follow it;
* ``clone``: ``state.clone()``.

With ``--ismcts`` it also measures the search bot (:mod:`tradewinds.bots.ismcts`) on
positions sampled from random games: on each position, the time of one ISMCTS iteration
(a search of :data:`ISMCTS_ITERATIONS` iterations from the seat to act, divided by that
count) and of one random playout from the same position (uniform choices to the end, the
mean of :data:`ISMCTS_PLAYOUTS`, each from a determinization for the seat to act so that
playouts and search meet the same hidden futures). It reports iterations per second and
the ratio of one iteration to one playout, medians over the positions. Both are timed in
CPU time of the process (``time.process_time``), so other programs on a busy machine
disturb the ratio less.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Mapping
from typing import Any

from rich.console import RenderableType
from rich.table import Table

from ..bots import SeatView
from ..bots.ismcts import ROLLOUT_POLICIES, ISMCTSBot, RolloutPolicy
from ..core.game import State
from .common import CliError, create_game

SAMPLE_GAMES = 10  # games whose states are sampled for the per-call timings
MAX_SAMPLES = 3000
ISMCTS_GAMES = 3  # random games whose positions the ISMCTS figures are measured on
ISMCTS_POSITIONS = 30  # positions, evenly spread over those games
ISMCTS_ITERATIONS = 40  # iterations of the search timed on each position
ISMCTS_PLAYOUTS = 40  # random playouts timed on each position


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
    game: str,
    players: int,
    games: int,
    seed: int,
    repeat: int,
    options: dict[str, Any],
    *,
    ismcts_rollout: RolloutPolicy | None = None,
) -> dict[str, Any]:
    """Every figure of the command; the ISMCTS ones only with ``ismcts_rollout``."""
    if games < 1:
        raise CliError(f"--games must be at least 1, got {games}")
    if repeat < 1:
        raise CliError(f"--repeat must be at least 1, got {repeat}")
    if ismcts_rollout is not None and ismcts_rollout not in ROLLOUT_POLICIES:
        raise CliError(f"--ismcts-rollout must be one of {', '.join(ROLLOUT_POLICIES)}")
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
    result: dict[str, Any] = {
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
    if ismcts_rollout is not None:
        result["ismcts"] = bench_ismcts(game, players, seed, options, ismcts_rollout)
    return result


def _playout_seconds(position: State, playouts: int, rng: random.Random) -> float:
    """Mean CPU time of one random playout from ``position`` to the end of the game.

    Each playout starts from a determinization for the seat to act, made while the clock
    is stopped: the playouts then meet the same hidden futures (other dice, other draws)
    as the search does, and only the playing is timed.
    """
    seat = position.current_player
    assert seat is not None
    rand = rng.random
    clock = time.process_time
    total = 0.0
    for _ in range(playouts):
        state = position.determinize(seat, rng.getrandbits(62))
        started = clock()
        legal = state.legal_actions()
        while legal:
            state.apply(legal[int(rand() * len(legal))])
            legal = state.legal_actions()
        total += clock() - started
    return total / playouts


def bench_ismcts(
    game: str,
    players: int,
    seed: int,
    options: dict[str, Any],
    rollout: RolloutPolicy = "random",
    positions: int = ISMCTS_POSITIONS,
) -> dict[str, Any]:
    """ISMCTS iterations per second and iteration/playout time ratio (medians)."""
    if rollout not in ROLLOUT_POLICIES:
        raise CliError(f"--ismcts-rollout must be one of {', '.join(ROLLOUT_POLICIES)}")
    states = [s for s in sample_states(game, players, ISMCTS_GAMES, seed, options) if not s.is_over]
    stride = max(1, len(states) // positions)
    sampled = states[::stride][:positions]
    rng = random.Random(seed)
    iteration_s: list[float] = []
    playout_s: list[float] = []
    ratios: list[float] = []
    for i, position in enumerate(sampled):
        playout = _playout_seconds(position, ISMCTS_PLAYOUTS, rng)
        bot = ISMCTSBot(seed + i, iterations=ISMCTS_ITERATIONS, rollout=rollout)
        seat = position.current_player
        assert seat is not None
        started = time.process_time()
        bot.search(SeatView(position, seat))
        iteration = (time.process_time() - started) / ISMCTS_ITERATIONS
        iteration_s.append(iteration)
        playout_s.append(playout)
        ratios.append(iteration / playout)
    median_iteration = statistics.median(iteration_s)
    return {
        "rollout": rollout,
        "positions": len(sampled),
        "iterations_per_position": ISMCTS_ITERATIONS,
        "iterations_per_s": 1 / median_iteration,
        "ms_per_iteration": median_iteration * 1000,
        "ms_per_random_playout": statistics.median(playout_s) * 1000,
        "iteration_over_playout": statistics.median(ratios),
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
    search = result.get("ismcts")
    if search is not None:
        label = f"ISMCTS ({search['rollout']} rollouts, {search['positions']} positions)"
        table.add_row(f"{label}: iterations / s", f"{search['iterations_per_s']:.0f}")
        table.add_row("ms per ISMCTS iteration", f"{search['ms_per_iteration']:.2f}")
        table.add_row("ms per random playout", f"{search['ms_per_random_playout']:.2f}")
        table.add_row("one iteration / one playout", f"{search['iteration_over_playout']:.2f}")
    return table
