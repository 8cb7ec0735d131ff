"""``tradewinds tournament``: bots against each other over seat-rotated deals."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from ..arena.chart import MISSING, require_matplotlib, write_chart
from ..arena.ray_backend import RayBackendError, check_address, cluster_address, import_ray
from ..arena.results import ResultsFileError
from ..arena.tournament import (
    BACKENDS,
    GameResult,
    TournamentConfig,
    TournamentReport,
    run_tournament,
)
from ..bots import available_bots
from .common import CliError, game_title, split_list


def tournament_config(
    game: str,
    players: int | None,
    bots: str,
    deals: int,
    seed: int,
    options: dict[str, Any],
) -> TournamentConfig:
    """The tournament the command line asks for, or a :class:`CliError` saying what is wrong."""
    names = [b.lower() for b in split_list(bots)]
    known = available_bots()
    for name in names:
        if name not in known:
            raise CliError(f"unknown bot {name!r} in --bots; available bots: {', '.join(known)}")
    if players is not None and len(names) != players:
        raise CliError(f"--bots names {len(names)} bot(s) for {players} players: give one per seat")
    if deals < 1:
        raise CliError(f"--games must be at least 1, got {deals}")
    config = TournamentConfig(game, tuple(names), deals, seed, options)
    try:
        config.validate()
    except ValueError as exc:
        raise CliError(str(exc)) from None
    return config


class _Standings:
    """The running table under the progress bar: per bot, games, wins and mean score."""

    def __init__(self) -> None:
        self.seats: dict[str, int] = {}
        self.wins: dict[str, float] = {}
        self.scores: dict[str, float] = {}

    def add(self, result: GameResult) -> None:
        for seat, bot in enumerate(result.bots):
            self.seats[bot] = self.seats.get(bot, 0) + 1
            # A shared win counts 1/k, as in the final report.
            won = 1 / len(result.winners) if seat in result.winners else 0.0
            self.wins[bot] = self.wins.get(bot, 0.0) + won
            self.scores[bot] = self.scores.get(bot, 0.0) + result.scores[seat]

    def table(self) -> Table:
        table = Table(box=None, padding=(0, 2, 0, 0))
        for column in ("Bot", "Games", "Wins", "Win %", "Score"):
            table.add_column(column, justify="left" if column == "Bot" else "right")
        ranked = sorted(self.seats, key=lambda b: (-self.wins[b] / self.seats[b], b))
        for bot in ranked:
            games = self.seats[bot]
            table.add_row(
                Text(bot),
                str(games),
                _number(self.wins[bot]),
                f"{100 * self.wins[bot] / games:.1f}",
                f"{self.scores[bot] / games:.1f}",
            )
        return table


class _GamesPerSecond(ProgressColumn):
    """Games played per second by this run (resumed games left out)."""

    def render(self, task: Task) -> Text:
        elapsed = task.elapsed
        played = task.completed - task.fields.get("resumed", 0)
        if not elapsed or played <= 0:
            return Text("- games/s", style="progress.data.speed")
        return Text(f"{played / elapsed:.1f} games/s", style="progress.data.speed")


class _TournamentProgress(Progress):
    """The bar with the running table of the games finished so far under it."""

    def __init__(self, standings: _Standings, console: Console) -> None:
        self.standings = standings  # before Progress's own set-up, which renders
        super().__init__(
            TextColumn("[bold]tournament"),
            BarColumn(),
            MofNCompleteColumn(),
            _GamesPerSecond(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
            transient=True,
        )

    def get_renderables(self) -> Iterable[RenderableType]:
        yield self.make_tasks_table(self.tasks)
        if self.standings.seats:
            yield self.standings.table()


@dataclass
class _Callbacks:
    """What :func:`run_tournament` calls back: progress and each finished game."""

    progress: Callable[[int, int], None] | None = None
    on_result: Callable[[GameResult], None] | None = None


@contextmanager
def _progress(console: Console | None, total: int) -> Iterator[_Callbacks]:
    """A progress bar with games/s and the running table on ``console`` (none for ``None``)."""
    if console is None:
        yield _Callbacks()
        return
    standings = _Standings()
    bar = _TournamentProgress(standings, console)
    task = bar.add_task("games", total=total, start=False)
    started = False

    def update(done: int, _total: int) -> None:
        nonlocal started
        # Started on the first call, after the worker processes exist: no thread is
        # running while the pool forks them. Games resumed from the results file are
        # done already, not counted in games/s.
        if not started:
            bar.update(task, completed=done, resumed=done)
            bar.start_task(task)
            bar.start()
            started = True
        bar.update(task, completed=done)

    try:
        yield _Callbacks(update, standings.add)
    finally:
        if started:
            bar.stop()


def play(
    config: TournamentConfig,
    workers: int,
    *,
    progress: Console | None,
    chart: Path | None,
    backend: str = "local",
    address: str | None = None,
    results: Path | None = None,
) -> TournamentReport:
    """Run the tournament (with a progress bar on ``progress``) and write the chart."""
    if workers < 1:
        raise CliError(f"--workers must be at least 1, got {workers}")
    if backend not in BACKENDS:
        raise CliError(f"--backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    if address is not None and backend != "ray":
        raise CliError("--address is for --backend ray")
    if chart is not None:
        try:
            require_matplotlib()
        except ImportError:
            raise CliError(f"--chart: {MISSING}") from None
    try:
        if backend == "ray":
            import_ray()
            where = cluster_address(address)
            if where is not None:  # refused before any game is played
                check_address(where)
        with _progress(progress, config.games) as callbacks:
            report = run_tournament(
                config,
                workers=workers,
                progress=callbacks.progress,
                on_result=callbacks.on_result,
                backend=backend,
                address=address,
                results_file=results,
            )
    except ResultsFileError as exc:
        raise CliError(f"--results: {exc}") from None
    except RayBackendError as exc:  # Ray missing, unreachable or failing
        again = f"; run the same command again to resume from {results}" if results else ""
        raise CliError(f"{exc}{again}") from None
    except OSError as exc:
        raise CliError(f"cannot write the results to {results}: {exc.strerror or exc}") from None
    if chart is not None:
        try:
            write_chart(report, chart)
        except OSError as exc:
            raise CliError(f"cannot write the chart to {chart}: {exc.strerror or exc}") from None
    return report


MAX_FORFEITS_SHOWN = 20
REPLAY_HINT = "--json gives each forfeited game's seating, bot seeds and record."


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def report_table(report: TournamentReport) -> RenderableType:
    """The per-bot table, the forfeits (with their seeds) and a summary line."""
    parts: list[RenderableType] = [_bot_table(report)]
    if report.forfeits:
        parts.append(_forfeit_table(report))
    options = ", ".join(f"{k}={v}" for k, v in report.options.items())
    resumed = f", {report.resumed} more read from the results file" if report.resumed else ""
    where = "Ray CPU(s)" if report.backend == "ray" else "worker(s)"
    parts.append(
        Text(
            "Games count seats played; a shared win counts 1/k. Score and Rank are means. "
            "Rating: openskill Plackett-Luce ordinal (mu - 3 sigma): "
            + ", ".join(f"{s.key} {s.rating.mu:.1f} ± {s.rating.sigma:.1f}" for s in report.by_bot)
            + f".\nOptions: {options or 'defaults'}.\n{report.played_here} games in "
            f"{report.elapsed_s:.2f} s on {report.workers} {where} "
            f"({report.games_per_s:.1f} games/s){resumed}."
        )
    )
    return Group(*parts)


def _bot_table(report: TournamentReport) -> Table:
    """One row per bot: games, wins, win rate and its interval, score, rank, rating."""
    config = report.config
    seeds = (
        f"seed {config.seed}"
        if config.deals == 1
        else (f"seeds {config.seed}..{config.seed + config.deals - 1}")
    )
    table = Table(
        title=f"{game_title(config.game)}, {config.players} players, {config.deals} deal(s) x "
        f"{config.players} rotations = {config.games} games, {seeds}"
    )
    with_forfeits = any(s.forfeits for s in report.by_bot)
    columns = ["Bot", "Games", "Wins", "Win %", "95% CI", "Score", "Rank", "Rating"]
    for column in [*columns, *(["Forf."] if with_forfeits else [])]:
        table.add_column(
            column,
            justify="left" if column == "Bot" else "right",
            no_wrap=True,
            min_width=max(len(s.key) for s in report.by_bot) if column == "Bot" else None,
        )
    for s in report.by_bot:
        low, high = s.interval
        row: list[str | Text] = [
            Text(s.key),
            str(s.games),
            _number(s.wins),
            f"{100 * s.win_rate:.1f}",
            f"{100 * low:.1f}-{100 * high:.1f}",
            "n/a" if s.mean_score is None else f"{s.mean_score:.1f}",
            f"{s.mean_rank:.2f}",
            f"{s.rating.ordinal:.1f}",
        ]
        table.add_row(*row, *([str(s.forfeits)] if with_forfeits else []))
    return table


def _forfeit_table(report: TournamentReport) -> Table:
    """The first forfeits, with what replays them."""
    forfeited = report.forfeits
    shown = forfeited[:MAX_FORFEITS_SHOWN]
    more = len(forfeited) - len(shown)
    forfeits = Table(
        title=f"Forfeits ({len(forfeited)})",
        caption=(f"... and {more} more. " if more else "") + REPLAY_HINT,
    )
    for column in ("Game", "Seed", "Seat", "Bot", "Move", "Error"):
        forfeits.add_column(column, justify="left" if column in ("Bot", "Error") else "right")
    for r in shown:
        assert r.forfeit is not None
        forfeits.add_row(
            str(r.index),
            str(r.seed),
            str(r.forfeit.seat),
            Text(r.forfeit.bot),
            str(r.forfeit.move),
            Text(r.forfeit.error),
        )
    return forfeits
