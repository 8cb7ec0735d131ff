"""A PNG bar chart of the win rates of a tournament (needs the ``plot`` extra: matplotlib)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .tournament import TournamentReport

MISSING = "the chart needs matplotlib: pip install 'tradewinds[plot]'"


def require_matplotlib() -> None:
    """Raise :class:`ImportError` with :data:`MISSING` if matplotlib cannot be imported."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ImportError(MISSING) from None


def write_chart(report: TournamentReport, path: Path) -> None:
    """Bars of each bot's win rate with its 95% Wilson interval and the fair share 1/N."""
    require_matplotlib()
    # The object API without pyplot: no global figure state and no GUI backend.
    from matplotlib.figure import Figure

    stats = report.by_bot
    names = [s.key for s in stats]
    rates = [s.win_rate for s in stats]
    lows = [max(0.0, s.win_rate - s.interval[0]) for s in stats]
    highs = [max(0.0, s.interval[1] - s.win_rate) for s in stats]
    config = report.config
    fair = 1 / config.players

    figure = Figure(figsize=(max(6.0, 1.2 * len(names) + 2), 4.5), dpi=100)
    axes = figure.add_subplot()
    positions = list(range(len(names)))
    axes.bar(positions, rates, color="#4c78a8", yerr=[lows, highs], capsize=6)
    axes.axhline(fair, color="#e45756", linestyle="--", label=f"fair share 1/{config.players}")
    for x, rate in zip(positions, rates, strict=True):
        axes.annotate(
            f"{rate:.0%}", (x, rate), xytext=(8, 2), textcoords="offset points", fontsize=9
        )
    axes.set_xticks(positions, names)
    # Headroom above the highest interval for the labels; ticks stop at 100%.
    top = max([fair, *(s.interval[1] for s in stats)])
    axes.set_ylim(0, min(1.1, top * 1.15 + 0.02))
    axes.set_yticks([i / 10 for i in range(11) if i / 10 <= top * 1.15 + 0.02])
    axes.set_ylabel("win rate (95% Wilson interval)")
    axes.set_title(
        f"{config.game}, {config.players} players\n{config.deals} deal(s) x "
        f"{config.players} seat rotations = {config.games} games, "
        f"seeds {config.seed}..{config.seed + config.deals - 1}",
        fontsize=10,
    )
    # Below the axes, where it cannot hide a bar.
    figure.legend(loc="lower center", fontsize=9, frameon=False)
    figure.tight_layout(rect=(0, 0.06, 1, 1))
    figure.savefig(path, format="png")
