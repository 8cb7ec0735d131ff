"""Win rates with Wilson score intervals, and per-bot aggregates of a tournament."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .tournament import GameResult

Z95 = NormalDist().inv_cdf(0.975)
"""The two-sided 95% quantile of the standard normal distribution (1.95996...)."""


def wilson_interval(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate of ``wins`` out of ``games``.

    Unlike the normal approximation it stays inside [0, 1] and is sensible at 0 and at
    ``games`` wins. ``wins`` may be fractional (shared wins count 1/k). No games gives the
    uninformative interval (0, 1).

    >>> [round(x, 4) for x in wilson_interval(5, 10)]
    [0.2366, 0.7634]
    """
    if games < 0 or not 0 <= wins <= games:
        raise ValueError(f"need 0 <= wins <= games, got {wins} wins in {games} games")
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    denominator = 1 + z2 / games
    center = (p + z2 / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denominator
    # The interval always holds p; the clamps only undo rounding (e.g. at 0 or all wins).
    return (max(0.0, min(p, center - half)), min(1.0, max(p, center + half)))


@dataclass(frozen=True, slots=True)
class Rating:
    """An openskill rating: skill estimate ``mu``, its uncertainty ``sigma``, and the
    conservative ``ordinal`` = mu - 3 sigma used to rank the bots."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    def to_dict(self) -> dict[str, float]:
        return {"mu": self.mu, "sigma": self.sigma, "ordinal": self.ordinal}


@dataclass(frozen=True, slots=True)
class BotStats:
    """What one bot (or one entry of the bot list) achieved over a tournament.

    ``games`` counts seats played: a bot listed twice plays two seats of every game.
    """

    key: str
    bot: str
    entries: tuple[int, ...]
    games: int
    wins: float
    forfeits: int
    mean_score: float | None
    mean_rank: float
    rating: Rating

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def to_dict(self) -> dict[str, Any]:
        low, high = self.interval
        return {
            "key": self.key,
            "bot": self.bot,
            "entries": list(self.entries),
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "win_rate_95": [low, high],
            "forfeits": self.forfeits,
            "mean_score": self.mean_score,
            "mean_rank": self.mean_rank,
            "rating": self.rating.to_dict(),
        }


@dataclass(slots=True)
class _Tally:
    bot: str
    entries: set[int]
    games: int = 0
    wins: float = 0.0
    forfeits: int = 0
    score_sum: float = 0.0
    scored: int = 0
    rank_sum: int = 0


def aggregate(
    results: Sequence[GameResult],
    key: Callable[[GameResult, int], Hashable],
    ratings: dict[Hashable, Rating],
    label: Callable[[Hashable, str], str] = lambda key, bot: str(key),
) -> list[BotStats]:
    """Per-key statistics over ``results`` (in order), the key of a seat given by ``key``
    and shown as ``label(key, bot name)``.

    Mean scores count finished games only: the scores of a forfeited game are a snapshot.
    """
    tallies: dict[Hashable, _Tally] = {}
    for result in results:
        share = 1 / len(result.winners)
        forfeit_seat = result.forfeit.seat if result.forfeit is not None else None
        for seat, bot in enumerate(result.bots):
            k = key(result, seat)
            tally = tallies.setdefault(k, _Tally(bot, set()))
            tally.entries.add(result.entries[seat])
            tally.games += 1
            tally.rank_sum += result.ranks[seat]
            if seat in result.winners:
                tally.wins += share
            if seat == forfeit_seat:
                tally.forfeits += 1
            if result.forfeit is None:
                tally.score_sum += result.scores[seat]
                tally.scored += 1
    return [
        BotStats(
            key=label(k, t.bot),
            bot=t.bot,
            entries=tuple(sorted(t.entries)),
            games=t.games,
            wins=t.wins,
            forfeits=t.forfeits,
            mean_score=t.score_sum / t.scored if t.scored else None,
            mean_rank=t.rank_sum / t.games,
            rating=ratings[k],
        )
        for k, t in tallies.items()
    ]
