"""The arena: tournaments between bots with seat rotations, statistics and ratings.

See ``docs/bots.md`` ("Arena") and ``tradewinds tournament --help``.
"""

from __future__ import annotations

from .stats import BotStats, Rating, wilson_interval
from .tournament import (
    Forfeit,
    GameResult,
    GameSpec,
    TournamentConfig,
    TournamentReport,
    arena_bot_seed,
    build_report,
    deal_seed,
    play_game,
    play_games,
    run_tournament,
    schedule,
    seating,
)

__all__ = [
    "BotStats",
    "Forfeit",
    "GameResult",
    "GameSpec",
    "Rating",
    "TournamentConfig",
    "TournamentReport",
    "arena_bot_seed",
    "build_report",
    "deal_seed",
    "play_game",
    "play_games",
    "run_tournament",
    "schedule",
    "seating",
    "wilson_interval",
]
