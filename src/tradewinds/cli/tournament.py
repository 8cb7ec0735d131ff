"""``tradewinds tournament``: bots against each other over seat-rotated deals."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from ..arena.chart import MISSING, require_matplotlib, write_chart
from ..arena.tournament import TournamentConfig, TournamentReport, run_tournament
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


@contextmanager
def _progress(console: Console | None, total: int) -> Iterator[Any]:
    """A progress callback drawing a bar on ``console`` (none for ``None``)."""
    if console is None:
        yield None
        return
    bar = Progress(
        TextColumn("[bold]tournament"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    )
    task = bar.add_task("games", total=total)
    started = False

    def update(done: int, _total: int) -> None:
        nonlocal started
        # Started on the first call, after the worker processes exist: no thread is
        # running while the pool forks them.
        if not started:
            bar.start()
            started = True
        bar.update(task, completed=done)

    try:
        yield update
    finally:
        if started:
            bar.stop()


def play(
    config: TournamentConfig,
    workers: int,
    *,
    progress: Console | None,
    chart: Path | None,
) -> TournamentReport:
    """Run the tournament (with a progress bar on ``progress``) and write the chart."""
    if workers < 1:
        raise CliError(f"--workers must be at least 1, got {workers}")
    if chart is not None:
        try:
            require_matplotlib()
        except ImportError:
            raise CliError(f"--chart: {MISSING}") from None
    with _progress(progress, config.games) as update:
        report = run_tournament(config, workers=workers, progress=update)
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
    rate = len(report.results) / report.elapsed_s if report.elapsed_s > 0 else 0.0
    parts.append(
        Text(
            "Games count seats played; a shared win counts 1/k. Score and Rank are means. "
            "Rating: openskill Plackett-Luce ordinal (mu - 3 sigma): "
            + ", ".join(f"{s.key} {s.rating.mu:.1f} ± {s.rating.sigma:.1f}" for s in report.by_bot)
            + f".\nOptions: {options or 'defaults'}.\n{len(report.results)} games in "
            f"{report.elapsed_s:.2f} s on {report.workers} worker(s) ({rate:.1f} games/s)."
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
