"""Tournaments between bots: the schedule, playing the games, and the report.

A tournament of ``deals`` deals between the N bots of a list plays every deal N times,
once per seat rotation: deal ``d`` uses the game seed ``seed + d`` and in rotation ``r``
entry ``i`` of the list sits in seat ``(i + r) % N``. Every bot thus plays every seat of
the same deal (the same setup and the same random draws as far as the bots' choices
allow), which cancels most of the seat and luck advantage. ``deals`` deals make
``deals * N`` games. Bot seeds come from (game seed, rotation, seat), so a game can be
replayed from its seed and seating alone.

Games are independent, so they can be played in worker processes of this machine (the
``local`` backend) or as Ray tasks on a cluster (``ray``, :mod:`.ray_backend`); they
finish in any order, and may stream to a results file that a later run resumes
(:mod:`.results`). Every statistic is computed from the results sorted by (deal,
rotation), so the report depends on the seeds alone, not on the backend, the number of
workers or the runs it took.

A bot that raises or returns an illegal action forfeits its game: the game stops there,
the forfeiting seat ranks last with no win, and the other seats are ranked among
themselves by the game's own standings at that moment (``State.result()``, with its
tie-breaks); the best of them win, sharing the win when they are tied.
"""

from __future__ import annotations

import contextlib
import hashlib
import multiprocessing
import time
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from multiprocessing.context import BaseContext
from pathlib import Path
from typing import Any

from ..bots import Bot, SeatView, available_bots, make_bot
from ..core.game import State, new_game
from .rating import rate
from .stats import BotStats, aggregate

Progress = Callable[[int, int], None]
"""Called with (games done, games in all): first with 0 once the games are under way."""


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """What to play: ``deals`` deals of ``game`` between ``bots`` (one per seat)."""

    game: str
    bots: tuple[str, ...]
    deals: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def games(self) -> int:
        return self.deals * self.players

    def validate(self) -> dict[str, Any]:
        """Check the bots, the deal count, the game and its options; the full options.

        Raises :class:`ValueError` with a message fit for the user.
        """
        known = available_bots()
        for name in self.bots:
            if name not in known:
                raise ValueError(f"unknown bot {name!r}; available bots: {', '.join(known)}")
        if self.deals < 1:
            raise ValueError(f"the number of deals must be at least 1, got {self.deals}")
        state = new_game(self.game, self.players, seed=self.seed, options=dict(self.options))
        return dict(state.options)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of the schedule: its deal, rotation, seed and seating."""

    index: int
    deal: int
    rotation: int
    seed: int
    entries: tuple[int, ...]
    """Per seat, the position in the bot list of the bot sitting there."""
    bots: tuple[str, ...]
    bot_seeds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Forfeit:
    """A bot that raised or chose an illegal action, and where."""

    seat: int
    bot: str
    move: int
    error: str
    record: dict[str, Any]
    """The game record up to the forfeit (``tradewinds replay`` can show it)."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of one scheduled game (per-seat tuples are in seat order)."""

    index: int
    deal: int
    rotation: int
    seed: int
    entries: tuple[int, ...]
    bots: tuple[str, ...]
    bot_seeds: tuple[int, ...]
    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    decisions: tuple[int, ...]
    forfeit: Forfeit | None
    think_s: tuple[float, ...] = field(compare=False)
    """Seconds each seat spent choosing: timing, so not part of the comparable result."""

    def to_dict(self) -> dict[str, Any]:
        forfeit = self.forfeit
        return {
            "index": self.index,
            "deal": self.deal,
            "rotation": self.rotation,
            "seed": self.seed,
            "bots": list(self.bots),
            "entries": list(self.entries),
            "bot_seeds": list(self.bot_seeds),
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "moves": self.moves,
            "forfeit": None
            if forfeit is None
            else {"seat": forfeit.seat, "bot": forfeit.bot, "error": forfeit.error},
        }


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of deal ``deal`` (``seed + deal``, as in ``tradewinds simulate``)."""
    return seed + deal


def arena_bot_seed(game_seed: int, rotation: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of rotation ``rotation`` of the deal ``game_seed``.

    A hash, so that the rotations of one deal give unrelated bot streams (identical bots
    would otherwise replay the same game in every rotation).

    >>> arena_bot_seed(1, 0, 0) == arena_bot_seed(1, 0, 0) != arena_bot_seed(1, 1, 0)
    True
    """
    digest = hashlib.blake2b(f"{game_seed}/{rotation}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seating(bots: Sequence[str], rotation: int) -> tuple[int, ...]:
    """Per seat, the list position of its bot in ``rotation``: entry i sits in seat i + r.

    >>> seating(["a", "b", "c"], 1)
    (2, 0, 1)
    """
    n = len(bots)
    return tuple((seat - rotation) % n for seat in range(n))


def schedule(config: TournamentConfig) -> list[GameSpec]:
    """Every game of the tournament in game order: deal by deal, rotation by rotation."""
    n = config.players
    specs = []
    for deal in range(config.deals):
        seed = deal_seed(config.seed, deal)
        for rotation in range(n):
            entries = seating(config.bots, rotation)
            specs.append(
                GameSpec(
                    index=deal * n + rotation,
                    deal=deal,
                    rotation=rotation,
                    seed=seed,
                    entries=entries,
                    bots=tuple(config.bots[e] for e in entries),
                    bot_seeds=tuple(arena_bot_seed(seed, rotation, s) for s in range(n)),
                )
            )
    return specs


def play_game(spec: GameSpec, game: str, options: Mapping[str, Any]) -> GameResult:
    """Play one scheduled game to its end or to the first forfeit."""
    n = len(spec.bots)
    state = new_game(game, n, seed=spec.seed, options=dict(options))
    think = [0.0] * n
    decisions = [0] * n
    bots: list[Bot] = []
    for seat, (name, bot_seed) in enumerate(zip(spec.bots, spec.bot_seeds, strict=True)):
        try:
            bots.append(make_bot(name, bot_seed))
        except Exception as exc:  # a broken bot must not stop the tournament
            return _forfeited(spec, state, seat, f"cannot create the bot: {_describe(exc)}")
    while not state.is_over:
        to_act = state.current_player
        assert to_act is not None
        seat = to_act
        legal = state.legal_actions()
        started = time.perf_counter()
        try:
            action = bots[seat].choose(SeatView(state, seat), legal)
        except Exception as exc:  # a broken bot must not stop the tournament
            return _forfeited(spec, state, seat, _describe(exc), think, decisions)
        think[seat] += time.perf_counter() - started
        decisions[seat] += 1
        if action not in legal:
            error = f"chose {action!r}, which is not legal now"
            return _forfeited(spec, state, seat, error, think, decisions)
        state.apply(action)
    result = state.result()
    by_seat = {s["seat"]: s for s in result["scores"]}
    return GameResult(
        index=spec.index,
        deal=spec.deal,
        rotation=spec.rotation,
        seed=spec.seed,
        entries=spec.entries,
        bots=spec.bots,
        bot_seeds=spec.bot_seeds,
        scores=tuple(by_seat[s]["total"] for s in range(n)),
        ranks=tuple(int(by_seat[s]["rank"]) for s in range(n)),
        winners=tuple(sorted(result["winners"])),
        moves=state.move_number,
        decisions=tuple(decisions),
        forfeit=None,
        think_s=tuple(think),
    )


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def _forfeited(
    spec: GameSpec,
    state: State,
    seat: int,
    error: str,
    think: Sequence[float] | None = None,
    decisions: Sequence[int] | None = None,
) -> GameResult:
    """The result of a game that ``seat`` forfeited in ``state``."""
    n = len(spec.bots)
    by_seat = {s["seat"]: s for s in state.result()["scores"]}
    standing = [int(by_seat[s]["rank"]) for s in range(n)]
    others = [s for s in range(n) if s != seat]
    ranks = [n] * n
    for s in others:
        ranks[s] = 1 + sum(1 for o in others if standing[o] < standing[s])
    return GameResult(
        index=spec.index,
        deal=spec.deal,
        rotation=spec.rotation,
        seed=spec.seed,
        entries=spec.entries,
        bots=spec.bots,
        bot_seeds=spec.bot_seeds,
        scores=tuple(by_seat[s]["total"] for s in range(n)),
        ranks=tuple(ranks),
        winners=tuple(s for s in others if ranks[s] == 1),
        moves=state.move_number,
        decisions=tuple(decisions or [0] * n),
        forfeit=Forfeit(seat, spec.bots[seat], state.move_number, error, state.record()),
        think_s=tuple(think or [0.0] * n),
    )


def _play_chunk(
    specs: Sequence[GameSpec], game: str, options: Mapping[str, Any]
) -> list[GameResult]:
    return [play_game(spec, game, options) for spec in specs]


def _pool_context() -> BaseContext:
    # fork where the platform has it: workers start at once and inherit every bot
    # registered at run time (a plugin or a test bot), which a fresh interpreter would
    # not know. The pool forks all its workers on the first submit, before any progress
    # thread exists.
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else None)


def chunk_size(games: int, workers: int) -> int:
    """Games per task: about four tasks per worker to even out the load, at most 16
    games each so that the progress bar moves.

    >>> chunk_size(1000, 2), chunk_size(6, 4)
    (16, 1)
    """
    return max(1, min(16, -(-games // (4 * workers))))


def iter_games(
    specs: Sequence[GameSpec],
    game: str,
    options: Mapping[str, Any],
    *,
    workers: int = 1,
    started: Callable[[int], None] | None = None,
) -> Iterator[GameResult]:
    """Play ``specs`` on ``workers`` local processes; each result as it finishes.

    Results come chunk by chunk in the order the chunks finish, not in game order.
    ``started`` is called with the number of workers once the worker processes exist.
    """
    if workers < 1:
        raise ValueError(f"the number of workers must be at least 1, got {workers}")
    total = len(specs)
    if workers == 1 or total <= 1:
        if started is not None:
            started(1)
        for spec in specs:
            yield play_game(spec, game, options)
        return
    size = chunk_size(total, workers)
    chunks = [list(specs[i : i + size]) for i in range(0, total, size)]
    with ProcessPoolExecutor(min(workers, len(chunks)), mp_context=_pool_context()) as pool:
        futures = [pool.submit(_play_chunk, chunk, game, dict(options)) for chunk in chunks]
        if started is not None:
            started(workers)
        try:
            pending = set(futures)
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield from future.result()
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        finally:
            # A consumer that stops early (an error writing the results file) does not
            # wait for the games still running.
            for future in futures:
                future.cancel()


def play_games(
    specs: Sequence[GameSpec],
    game: str,
    options: Mapping[str, Any],
    *,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[GameResult]:
    """Play ``specs`` on ``workers`` processes; the results in the order of ``specs``."""
    total = len(specs)
    results: list[GameResult] = []

    def started(_workers: int) -> None:
        if progress is not None:
            progress(0, total)

    for result in iter_games(specs, game, options, workers=workers, started=started):
        results.append(result)
        if progress is not None:
            progress(len(results), total)
    position = {spec.index: i for i, spec in enumerate(specs)}
    return sorted(results, key=lambda r: position[r.index])


@dataclass(frozen=True, slots=True)
class TournamentReport:
    """The results of a tournament and the statistics drawn from them."""

    config: TournamentConfig
    options: dict[str, Any]
    results: list[GameResult]
    by_bot: list[BotStats]
    """Per distinct bot name, best rating (ordinal) first."""
    by_entry: list[BotStats]
    """Per position in the bot list, in list order."""
    elapsed_s: float
    workers: int
    """Processes (local backend) or Ray CPUs that played the games."""
    backend: str = "local"
    played: int = -1
    """Games played by this run (the others were resumed from the results file); -1: all."""

    @property
    def played_here(self) -> int:
        return len(self.results) if self.played < 0 else self.played

    @property
    def resumed(self) -> int:
        """Games read back from the results file instead of played."""
        return len(self.results) - self.played_here

    @property
    def games_per_s(self) -> float:
        """Games played per second by this run (resumed games not counted)."""
        return self.played_here / self.elapsed_s if self.elapsed_s > 0 else 0.0

    @property
    def forfeits(self) -> list[GameResult]:
        return [r for r in self.results if r.forfeit is not None]

    def think_ms(self) -> dict[str, float]:
        """Mean milliseconds per decision of each bot (timing, varies between runs)."""
        seconds: dict[str, float] = {}
        decisions: dict[str, int] = {}
        for result in self.results:
            for seat, bot in enumerate(result.bots):
                seconds[bot] = seconds.get(bot, 0.0) + result.think_s[seat]
                decisions[bot] = decisions.get(bot, 0) + result.decisions[seat]
        return {b: 1000 * seconds[b] / decisions[b] if decisions[b] else 0.0 for b in seconds}

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON data: everything but ``run`` is the same on every run."""
        config = self.config
        return {
            "config": {
                "game": config.game,
                "players": config.players,
                "bots": list(config.bots),
                "deals": config.deals,
                "games": config.games,
                "seed": config.seed,
                "seeds": [deal_seed(config.seed, 0), deal_seed(config.seed, config.deals - 1)],
                "options": self.options,
                "rating": "openskill PlackettLuce (ordinal = mu - 3 sigma)",
            },
            "bots": [s.to_dict() for s in self.by_bot],
            "entries": [s.to_dict() for s in self.by_entry],
            "games": [r.to_dict() for r in self.results],
            "forfeits": [
                {
                    "index": r.index,
                    "deal": r.deal,
                    "rotation": r.rotation,
                    "seed": r.seed,
                    "seat": r.forfeit.seat,
                    "bot": r.forfeit.bot,
                    "move": r.forfeit.move,
                    "error": r.forfeit.error,
                    "bots": list(r.bots),
                    "bot_seeds": list(r.bot_seeds),
                    "record": r.forfeit.record,
                }
                for r in self.results
                if r.forfeit is not None
            ],
            "run": {
                "backend": self.backend,
                "workers": self.workers,
                "played": self.played_here,
                "resumed": self.resumed,
                "elapsed_s": self.elapsed_s,
                "games_per_s": self.games_per_s,
                "think_ms_per_decision": self.think_ms(),
            },
        }


def _by_bot(result: GameResult, seat: int) -> Hashable:
    return result.bots[seat]


def _by_entry(result: GameResult, seat: int) -> Hashable:
    return result.entries[seat]


def _entry_label(entry: Hashable, bot: str) -> str:
    return f"{entry}:{bot}"


def build_report(
    config: TournamentConfig,
    options: dict[str, Any],
    results: list[GameResult],
    *,
    elapsed_s: float = 0.0,
    workers: int = 1,
    backend: str = "local",
    played: int = -1,
) -> TournamentReport:
    """Statistics and ratings of ``results``, taken in game order (deal, then rotation)
    whatever order they come in, so that the report depends on the seeds alone."""
    results = sorted(results, key=lambda r: (r.deal, r.rotation))
    by_bot = aggregate(results, _by_bot, rate(results, _by_bot))
    by_bot.sort(key=lambda s: (-s.rating.ordinal, s.key))
    by_entry = aggregate(results, _by_entry, rate(results, _by_entry), _entry_label)
    by_entry.sort(key=lambda s: s.entries)
    return TournamentReport(
        config, options, results, by_bot, by_entry, elapsed_s, workers, backend, played
    )


BACKENDS = ("local", "ray")


def run_tournament(
    config: TournamentConfig,
    *,
    workers: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
    address: str | None = None,
    results_file: Path | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> TournamentReport:
    """Validate ``config``, play its schedule and report.

    ``backend``: ``"local"`` plays on ``workers`` processes of this machine; ``"ray"`` as
    Ray tasks (:mod:`tradewinds.arena.ray_backend`: ``address``, else ``RAY_ADDRESS``, else
    a local Ray of ``workers`` CPUs). ``results_file``: each game is appended to it as it
    finishes, and the games already there are not played again
    (:mod:`tradewinds.arena.results`). ``on_result`` sees every game, resumed ones first,
    then the others as they finish; ``progress`` counts resumed games as done.
    """
    from .results import ResultsFile

    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
    if workers < 1:
        raise ValueError(f"the number of workers must be at least 1, got {workers}")
    options = config.validate()
    specs = schedule(config)
    with contextlib.ExitStack() as stack:
        done: dict[int, GameResult] = {}
        file = None
        if results_file is not None:
            file = stack.enter_context(ResultsFile(results_file, config, options, specs))
            done.update(file.done)
        if on_result is not None:
            for index in sorted(done):
                on_result(done[index])
        resumed = len(done)
        clock = _Clock(workers, len(specs), progress)
        todo = [spec for spec in specs if spec.index not in done]
        for result in _stream(todo, config, workers, backend, address, clock.started(done)):
            if file is not None:
                file.write(result)
            done[result.index] = result
            if on_result is not None:
                on_result(result)
            if progress is not None:
                progress(len(done), len(specs))
        elapsed = time.perf_counter() - clock.began
    return build_report(
        config,
        options,
        list(done.values()),
        elapsed_s=elapsed,
        workers=clock.used,
        backend=backend,
        played=len(done) - resumed,
    )


class _Clock:
    """When the games began and on how many workers: the clock starts when the games do,
    since starting a local Ray takes seconds that say nothing about the games' speed."""

    def __init__(self, workers: int, total: int, progress: Progress | None) -> None:
        self.used = workers
        self.total = total
        self.progress = progress
        self.began = time.perf_counter()

    def started(self, done: dict[int, GameResult]) -> Callable[[int], None]:
        def started(count: int) -> None:
            self.used = count
            self.began = time.perf_counter()
            if self.progress is not None:
                self.progress(len(done), self.total)

        return started


def _stream(
    specs: Sequence[GameSpec],
    config: TournamentConfig,
    workers: int,
    backend: str,
    address: str | None,
    started: Callable[[int], None],
) -> Iterator[GameResult]:
    """The games of ``specs`` played on ``backend``, as they finish."""
    if not specs:  # all resumed: nothing to start (no Ray needed)
        started(workers)
        return iter(())
    if backend == "ray":
        from .ray_backend import play_on_ray

        return play_on_ray(
            specs, config.game, config.options, workers=workers, address=address, started=started
        )
    return iter_games(specs, config.game, config.options, workers=workers, started=started)
