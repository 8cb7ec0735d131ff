"""``tradewinds bench``: speed of full random games and of the core calls.

Full games go through the public API only: ``legal_actions()``, a choice with a seeded
:class:`random.Random`, ``apply()``. The per-call figures time single calls with
``time.perf_counter_ns`` on states sampled from real random games:

* ``legal_actions``: computed from scratch (the state's cache of the current legal
  actions is cleared first; a cached call is a plain attribute read);
* ``apply``: one random legal action, including the automatic steps that follow it;
* ``clone``: ``state.clone()``.

Every result says which engines ran: ``compiled`` (true when mypyc's build served them,
:mod:`tradewinds.compiling`) and ``engines``, in words (why pure Python, if so); the same
code either way, several times faster compiled.

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
from collections.abc import Callable, Mapping
from typing import Any

from rich.console import RenderableType
from rich.table import Table

from .. import compiling
from ..bots import SeatView
from ..bots.ismcts import ROLLOUT_POLICIES, ISMCTSBot, RolloutPolicy
from ..core.game import State
from .common import CliError, create_game, game_title

SAMPLE_GAMES = 10  # games whose states are sampled for the per-call timings
MAX_SAMPLES = 3000
ISMCTS_GAMES = 3  # random games whose positions the ISMCTS figures are measured on
ISMCTS_POSITIONS = 30  # positions, evenly spread over those games
ISMCTS_ITERATIONS = 40  # iterations of the search timed on each position
ISMCTS_PLAYOUTS = 40  # random playouts timed on each position


def _random_games(
    game: str, players: int, games: int, seed: int, options: dict[str, Any]
) -> tuple[float, float, int]:
    """Play ``games`` random games; return (seconds, CPU seconds, decisions)."""
    rng = random.Random(seed)
    decisions = 0
    cpu = time.process_time()
    started = time.perf_counter()
    for i in range(games):
        state = create_game(game, players, seed + i, options)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        decisions += state.move_number
    return time.perf_counter() - started, time.process_time() - cpu, decisions


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
    cpu_runs: list[float] = []
    decisions = 0
    for _ in range(repeat):
        seconds, cpu, decisions = _random_games(game, players, games, seed, options)
        runs.append(games / seconds if seconds > 0 else float("inf"))
        cpu_runs.append(games / cpu if cpu > 0 else float("inf"))
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
        # The same games per second of the process's CPU time: other programs on a busy
        # machine change it far less than the wall clock (a ratio of two builds is steadier).
        "cpu_decisions_per_s": statistics.median(cpu_runs) * decisions / games,
        "samples": len(samples),
        "us_per_legal_actions": statistics.median(calls["legal_actions"]) / 1000,
        "us_per_apply": statistics.median(calls["apply"]) / 1000,
        "us_per_clone": statistics.median(calls["clone"]) / 1000,
        **engines(),
    }
    if ismcts_rollout is not None:
        result["ismcts"] = bench_ismcts(game, players, seed, options, ismcts_rollout)
    return result


def engines() -> dict[str, Any]:
    """Whether the engines ran compiled (mypyc) or as pure Python, and in words why."""
    return {"compiled": compiling.compiled(), "engines": compiling.status()}


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
        title=f"{game_title(result['game'])}, {result['players']} players: "
        f"{result['games']} random games "
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
    table.add_row("engines", _engines_words(result))
    search = result.get("ismcts")
    if search is not None:
        label = f"ISMCTS ({search['rollout']} rollouts, {search['positions']} positions)"
        table.add_row(f"{label}: iterations / s", f"{search['iterations_per_s']:.0f}")
        table.add_row("ms per ISMCTS iteration", f"{search['ms_per_iteration']:.2f}")
        table.add_row("ms per random playout", f"{search['ms_per_random_playout']:.2f}")
        table.add_row("one iteration / one playout", f"{search['iteration_over_playout']:.2f}")
    return table


def _engines_words(result: Mapping[str, Any]) -> str:
    return "compiled (mypyc)" if result["compiled"] else f"pure Python: {result['engines']}"


# ---------------------------------------------------------------------- --rl
RL_GAMES = 20  # the default number of games per repeat for each runner of --rl
RL_ADAPTERS = ("gymnasium", "pettingzoo", "openspiel")
# CPU time of the process: other programs on a busy machine disturb it far less than
# wall time, and every runner is timed alike.
_clock = time.process_time

Runner = Callable[[str, int, int, int, dict[str, Any], bool], tuple[float, int, int]]


def _rl_modules() -> Any:
    """The adapters, or a user error naming the extra that provides them."""
    try:
        import gymnasium

        from ..rl import gym_env, openspiel, pettingzoo
    except ImportError as exc:
        raise CliError(f"--rl needs the rl extra (pip install 'tradewinds[rl]'): {exc}") from None
    return gymnasium, gym_env, pettingzoo, openspiel


class _BlankObserver:
    """Stands in for an observer to time an adapter without its observations: the same
    size, a constant vector, no work."""

    def __init__(self, observer: Any) -> None:
        import numpy as np  # numpy comes with the rl extra, not with tradewinds itself

        self.size = observer.size
        self._zeros = np.zeros(observer.size, dtype=np.float32)

    def tensor(self, state: State, seat: int) -> Any:
        return self._zeros.copy()

    def floats(self, state: State, seat: int) -> list[float]:
        return [0.0] * self.size


def _run_engine(
    game: str, players: int, games: int, seed: int, options: dict[str, Any], observe: bool
) -> tuple[float, int, int]:
    """Random games through the public API, as the plain ``bench`` plays them."""
    rng = random.Random(seed)
    decisions = 0
    started = _clock()
    for i in range(games):
        state = create_game(game, players, seed + i, options)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        decisions += state.move_number
    return _clock() - started, decisions, decisions


def _run_gymnasium(
    game: str, players: int, games: int, seed: int, options: dict[str, Any], observe: bool
) -> tuple[float, int, int]:
    """Seat 0 plays uniformly random legal actions; the other seats are random bots."""
    gymnasium, gym_env, _, _ = _rl_modules()
    env = gymnasium.make(
        gym_env.ENV_IDS[game], players=players, options=options, opponents="random"
    )
    if not observe:
        env.unwrapped.observer = _BlankObserver(env.unwrapped.observer)
    rng = random.Random(seed)
    steps = decisions = 0
    started = _clock()
    for i in range(games):
        _, info = env.reset(seed=seed + i)
        done = False
        while not done:
            legal = info["action_mask"].nonzero()[0]
            _, _, done, _, info = env.step(legal[int(rng.random() * len(legal))])
            steps += 1
        decisions += env.unwrapped.state.move_number
    return _clock() - started, steps, decisions


def _run_pettingzoo(
    game: str, players: int, games: int, seed: int, options: dict[str, Any], observe: bool
) -> tuple[float, int, int]:
    """Every agent reads its observation with ``last()`` and plays a random legal action."""
    _, _, pettingzoo, _ = _rl_modules()
    env = pettingzoo.env(game=game, players=players, options=options)
    if not observe:
        env.observer = _BlankObserver(env.observer)
    rng = random.Random(seed)
    steps = decisions = 0
    started = _clock()
    for i in range(games):
        env.reset(seed=seed + i)
        for _ in env.agent_iter():
            observation, _, terminated, _, _ = env.last()
            if terminated:
                env.step(None)
                continue
            legal = observation["action_mask"].nonzero()[0]
            env.step(legal[int(rng.random() * len(legal))])
            steps += 1
        decisions += env.state.move_number
    return _clock() - started, steps, decisions


def _run_openspiel(
    game: str, players: int, games: int, seed: int, options: dict[str, Any], observe: bool
) -> tuple[float, int, int]:
    """Each decision reads the acting seat's observation tensor and the legal actions."""
    _, _, _, openspiel = _rl_modules()
    spiel_game = openspiel.SpielGame(game, {"players": players, **_spiel_options(game, options)})
    if not observe:
        spiel_game._context.observer = _BlankObserver(spiel_game._context.observer)
    rng = random.Random(seed)
    steps = decisions = 0
    started = _clock()
    for i in range(games):
        state = spiel_game.new_initial_state()
        state.apply_action(seed + i)  # the deal
        while not state.is_terminal():
            state.observation_tensor(state.current_player())
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
            steps += 1
        decisions += state.engine.move_number
    return _clock() - started, steps, decisions


def _spiel_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Tradewinds options as OpenSpiel parameters."""
    from ..core.game import game_info
    from ..rl.openspiel import _parameter_value

    specs = {spec.name: spec for spec in game_info(game).options}
    resolved = create_game(game, 2 if game != "manila" else 3, 0, options).options
    return {name: _parameter_value(specs[name], resolved[name]) for name in options}


def _observation_costs(
    game: str, players: int, seed: int, options: dict[str, Any]
) -> dict[str, float]:
    """Median µs of one observation tensor and one action mask, on sampled states."""
    from ..rl import action_mask, make_observer

    observer = make_observer(game, players, options)
    samples = sample_states(game, players, 3, seed, options)
    clock = time.perf_counter_ns
    tensor_ns: list[int] = []
    mask_ns: list[int] = []
    for i, sample in enumerate(samples):
        seat = i % players
        t0 = clock()
        observer.tensor(sample, seat)
        t1 = clock()
        action_mask(sample)
        tensor_ns.append(t1 - t0)
        mask_ns.append(clock() - t1)
    return {
        "us_per_observation": statistics.median(tensor_ns) / 1000,
        "us_per_mask": statistics.median(mask_ns) / 1000,
    }


def bench_rl(
    game: str,
    players: int,
    games: int,
    seed: int,
    repeat: int,
    options: dict[str, Any],
) -> dict[str, Any]:
    """Steps per second of each adapter beside the raw engine, in the same run.

    Every repeat plays ``games`` random games with each runner in turn (so that changes of
    the machine's speed hit all of them alike): the raw engine, then each adapter as an
    agent uses it (observation, mask or legal actions, step), then each adapter again with
    a blank observer (a constant vector): the cost of the adapter itself. Figures are
    medians over the repeats, in CPU time of the process (``time.process_time``).
    ``x_engine`` is a runner's time per engine decision over the engine's; the adapter's
    overhead is ``x_engine - 1`` engine steps.
    """
    if games < 1 or repeat < 1:
        raise CliError("--games and --repeat must be at least 1")
    _rl_modules()
    create_game(game, players, seed, options)  # checks the options up front
    adapters: dict[str, Runner] = {
        "gymnasium": _run_gymnasium,
        "pettingzoo": _run_pettingzoo,
        "openspiel": _run_openspiel,
    }
    runners: list[tuple[str, Runner, bool]] = [("engine", _run_engine, True)]
    runners += [(name, run, True) for name, run in adapters.items()]
    runners += [(f"{name} (blank observer)", run, False) for name, run in adapters.items()]
    runs: dict[str, list[tuple[float, int, int]]] = {name: [] for name, _, _ in runners}
    for _ in range(repeat):
        for name, run, observe in runners:
            runs[name].append(run(game, players, games, seed, options, observe))
    figures: dict[str, dict[str, Any]] = {}
    for name, results in runs.items():
        _, steps, decisions = results[0]
        figures[name] = {
            "steps": steps,
            "decisions": decisions,
            "steps_per_s": statistics.median(n / s for s, n, _ in results),
            "us_per_step": statistics.median(s / n for s, n, _ in results) * 1e6,
            "us_per_decision": statistics.median(s / d for s, _, d in results) * 1e6,
            "seconds_runs": [s for s, _, _ in results],
        }
    engine_us = figures["engine"]["us_per_decision"]
    for figure in figures.values():
        figure["x_engine"] = figure["us_per_decision"] / engine_us
    return {
        "game": game,
        "players": players,
        "options": options,
        "games": games,
        "repeat": repeat,
        "seed": seed,
        **_observation_costs(game, players, seed, options),
        **engines(),
        "runners": figures,
    }


def bench_rl_table(result: Mapping[str, Any]) -> RenderableType:
    table = Table(
        title=f"{game_title(result['game'])}, {result['players']} players: "
        f"{result['games']} random games "
        f"x {result['repeat']} repeats per runner (seed {result['seed']})"
    )
    for column in ("Runner", "steps / s", "µs / step", "µs / decision", "x engine"):
        table.add_column(column, justify="left" if column == "Runner" else "right")
    for name, figures in result["runners"].items():
        table.add_row(
            name,
            f"{figures['steps_per_s']:.0f}",
            f"{figures['us_per_step']:.1f}",
            f"{figures['us_per_decision']:.1f}",
            f"{figures['x_engine']:.2f}",
        )
    table.caption = (
        f"A step: one engine decision (engine, PettingZoo, OpenSpiel) or one decision of the "
        f"learning seat with the bots' moves after it (Gymnasium). One observation tensor: "
        f"{result['us_per_observation']:.1f} µs, one action mask: {result['us_per_mask']:.1f} µs "
        f"(medians over sampled states). Engines: {_engines_words(result)}."
    )
    return table
