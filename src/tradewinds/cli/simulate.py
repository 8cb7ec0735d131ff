"""``tradewinds simulate``: many bot games, with a statistical summary."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from ..bots import bot_action
from ..core.game import State
from .common import CliError, create_game, game_title, make_bots, stats, write_json
from .render import in_words, renderer_for


def play_bot_game(
    game: str, players: int, seed: int, options: dict[str, Any], kinds: Sequence[str]
) -> State:
    """One full game between bots of ``kinds`` (seeded from the game seed)."""
    state = create_game(game, players, seed, options)
    bots = make_bots(kinds, seed)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        bot = bots[seat]
        assert bot is not None
        state.apply(bot_action(bot, state))
    return state


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    kinds: Sequence[str],
    options: dict[str, Any],
    *,
    console: Console | None,
    save: Path | None,
) -> dict[str, Any]:
    """Play ``games`` games (game ``i`` uses seed ``seed + i``) and summarise them."""
    if games < 1:
        raise CliError(f"--games must be at least 1, got {games}")
    first = create_game(game, players, seed, options)  # checks the options up front
    if save is not None:
        try:
            save.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"cannot create {save}: {exc.strerror or exc}") from None
    tally = _Tally(players)
    progress = _progress(console)
    task = progress.add_task("games", total=games) if progress is not None else None
    started = time.perf_counter()
    if progress is not None:
        progress.start()
    try:
        for i in range(games):
            state = play_bot_game(game, players, seed + i, options, kinds)
            tally.add(state)
            if save is not None:
                _save(save / f"{game}-{players}p-seed{seed + i}.json", state)
            if progress is not None and task is not None:
                progress.advance(task)
    finally:
        if progress is not None:
            progress.stop()
    elapsed = time.perf_counter() - started
    return {
        "game": game,
        "players": players,
        "games": games,
        "seed": seed,
        "seeds": [seed, seed + games - 1],
        "bots": list(kinds),
        "options": dict(first.options),
        **tally.summary(games),
        "elapsed_s": elapsed,
        "games_per_s": games / elapsed if elapsed > 0 else 0.0,
    }


class _Tally:
    """The results of the games played so far: wins, scores, lengths, end triggers."""

    def __init__(self, players: int) -> None:
        self.wins = [0.0] * players
        self.scores: list[list[int]] = [[] for _ in range(players)]
        self.rounds: list[int] = []
        self.decisions: list[int] = []
        self.triggers: Counter[str] = Counter()
        self.shared = 0

    def add(self, state: State) -> None:
        """Counts a finished game; a shared win counts a share for each winner."""
        result = state.result()
        winners = result["winners"]
        for w in winners:
            self.wins[w] += 1 / len(winners)
        self.shared += 1 if len(winners) > 1 else 0
        for s in result["scores"]:
            self.scores[s["seat"]].append(s["total"])
        self.rounds.append(int(result.get("rounds", 0)))
        self.decisions.append(state.move_number)
        self.triggers.update(result.get("end_triggers", []))

    def summary(self, games: int) -> dict[str, Any]:
        all_scores = [s for seat in self.scores for s in seat]
        return {
            "win_rate": [w / games for w in self.wins],
            "wins": self.wins,
            "shared_wins": self.shared,
            "score": stats(all_scores),
            "score_by_seat": [stats(s) for s in self.scores],
            "rounds": stats(self.rounds),
            "end_triggers": dict(sorted(self.triggers.items())),
            "decisions_per_game": stats(self.decisions),
        }


def _progress(console: Console | None) -> Progress | None:
    """A progress bar on ``console`` (``None``: no bar)."""
    if console is None:
        return None
    return Progress(
        TextColumn("[bold]simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    )


def _save(path: Path, state: State) -> None:
    try:
        write_json(path, state.record())
    except OSError as exc:
        raise CliError(f"cannot save to {path}: {exc.strerror or exc}") from None


def _f(value: float, digits: int = 1) -> str:
    return f"{value:.{digits}f}"


def summary_table(summary: Mapping[str, Any]) -> RenderableType:
    """The summary as rich tables."""
    seats = Table(
        title=f"{summary['games']} games of {game_title(summary['game'])}, seeds "
        f"{summary['seeds'][0]}..{summary['seeds'][1]}"
    )
    for column in ("Seat", "Bot", "Wins", "Win rate", "Mean score", "Min", "Max"):
        seats.add_column(column, justify="left" if column == "Bot" else "right")
    for seat in range(summary["players"]):
        s = summary["score_by_seat"][seat]
        seats.add_row(
            str(seat),
            summary["bots"][seat],
            _f(summary["wins"][seat], 2).rstrip("0").rstrip("."),
            f"{summary['win_rate'][seat]:.1%}",
            _f(s["mean"]),
            str(s["min"]),
            str(s["max"]),
        )
    other = Table(show_header=False)
    other.add_column(style="bold")
    other.add_column()

    def mmm(key: str) -> str:
        s = summary[key]
        return f"mean {_f(s['mean'])} · min {s['min']} · max {s['max']}"

    other.add_row("Score (all seats)", mmm("score"))
    other.add_row("Rounds", mmm("rounds"))
    other.add_row("Decisions per game", mmm("decisions_per_game"))
    games = summary["games"]
    words = renderer_for(summary["game"]).words()
    triggers = ", ".join(
        f"{in_words(name, words)} {count} ({count / games:.0%})"
        for name, count in summary["end_triggers"].items()
    )
    other.add_row("End triggers", triggers or "none")
    other.add_row("Shared wins", str(summary["shared_wins"]))
    options = ", ".join(f"{k}={v}" for k, v in summary["options"].items())
    other.add_row("Options", Text(options or "defaults"))
    other.add_row(
        "Throughput",
        f"{_f(summary['games_per_s'])} games/s ({_f(summary['elapsed_s'], 2)} s in all)",
    )
    return Group(seats, other)
