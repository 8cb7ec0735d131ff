"""Openskill ratings (Plackett-Luce model) of the bots of a tournament.

Every game is one rating update: each seat is a one-player team ranked by its final rank
(ties stay ties). Games are rated in game order, so the ratings are deterministic.

When one rated player occupies several seats of a game (a bot listed twice, rated per
bot name), each seat is rated as a separate copy of the player's rating before the game
and the copies are merged: the changes of ``mu`` add up, and the variance shrinks by the
product of the copies' variance ratios, as if the seats' outcomes had been applied one
after the other. A player in a single seat gets the plain openskill update.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from openskill.models import PlackettLuce

from .stats import Rating

if TYPE_CHECKING:
    from .tournament import GameResult


def rate(
    results: Sequence[GameResult], key: Callable[[GameResult, int], Hashable]
) -> dict[Hashable, Rating]:
    """The rating of every key after the games of ``results``, rated in order."""
    model = PlackettLuce()
    ratings: dict[Hashable, tuple[float, float]] = {}
    for result in results:
        keys = [key(result, seat) for seat in range(len(result.bots))]
        before = {k: ratings.get(k, (model.mu, model.sigma)) for k in keys}
        teams = [[model.rating(mu=before[k][0], sigma=before[k][1])] for k in keys]
        updated = model.rate(teams, ranks=[float(r) for r in result.ranks])
        mu_change: dict[Hashable, float] = {}
        variance_ratio: dict[Hashable, float] = {}
        for k, [player] in zip(keys, updated, strict=True):
            mu, sigma = before[k]
            mu_change[k] = mu_change.get(k, 0.0) + player.mu - mu
            variance_ratio[k] = variance_ratio.get(k, 1.0) * (player.sigma / sigma) ** 2
        for k, (mu, sigma) in before.items():
            ratings[k] = (mu + mu_change[k], sigma * math.sqrt(variance_ratio[k]))
    return {k: Rating(mu, sigma) for k, (mu, sigma) in ratings.items()}
