"""Wilson score intervals and openskill ratings."""

from __future__ import annotations

import math

import pytest

from tradewinds.arena import Rating, wilson_interval
from tradewinds.arena.rating import rate
from tradewinds.arena.tournament import GameResult

Z = 1.959963984540054  # the 97.5% quantile of the standard normal distribution


def by_hand(wins: float, n: int) -> tuple[float, float]:
    """The Wilson formula written out: (p + z²/2n ± z √(p(1-p)/n + z²/4n²)) / (1 + z²/n)."""
    p = wins / n
    center = p + Z**2 / (2 * n)
    half = Z * math.sqrt(p * (1 - p) / n + Z**2 / (4 * n**2))
    return ((center - half) / (1 + Z**2 / n), (center + half) / (1 + Z**2 / n))


@pytest.mark.parametrize(
    ("wins", "n", "expected"),
    [
        # Published values of the 95% Wilson interval.
        (0, 10, (0.0, 0.2775)),
        (5, 10, (0.2366, 0.7634)),
        (10, 10, (0.7225, 1.0)),
        (1, 4, (0.0456, 0.6994)),
    ],
)
def test_wilson_interval_matches_known_values(
    wins: int, n: int, expected: tuple[float, float]
) -> None:
    low, high = wilson_interval(wins, n)
    assert round(low, 4) == expected[0] and round(high, 4) == expected[1]
    hand = by_hand(wins, n)
    assert low == pytest.approx(max(0.0, hand[0]), abs=1e-12)
    assert high == pytest.approx(min(1.0, hand[1]), abs=1e-12)


def test_wilson_interval_is_symmetric_and_takes_shared_wins() -> None:
    low, high = wilson_interval(3, 20)
    mirror = wilson_interval(17, 20)
    assert (low, high) == pytest.approx((1 - mirror[1], 1 - mirror[0]))
    # A fractional count (shared wins count 1/k) lies between its neighbours.
    mid = wilson_interval(3.5, 20)
    assert wilson_interval(3, 20)[0] < mid[0] < wilson_interval(4, 20)[0]
    assert low <= 3 / 20 <= high


def test_wilson_interval_always_holds_the_rate() -> None:
    for n in range(1, 200):
        for wins in (0, 0.5, 1, n / 3, n - 1, n):
            if 0 <= wins <= n:
                low, high = wilson_interval(wins, n)
                assert 0 <= low <= wins / n <= high <= 1
        assert wilson_interval(0, n)[0] == 0 and wilson_interval(n, n)[1] == 1


def test_wilson_interval_edge_cases() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    for bad in [(-1, 10), (11, 10), (1, -1)]:
        with pytest.raises(ValueError):
            wilson_interval(*bad)
    # More games, narrower interval around the same rate.
    small, large = wilson_interval(5, 10), wilson_interval(500, 1000)
    assert large[1] - large[0] < small[1] - small[0]


def game(index: int, bots: tuple[str, ...], ranks: tuple[int, ...]) -> GameResult:
    n = len(bots)
    return GameResult(
        index=index,
        deal=index,
        rotation=0,
        seed=index,
        entries=tuple(range(n)),
        bots=bots,
        bot_seeds=(0,) * n,
        scores=(0.0,) * n,
        ranks=ranks,
        winners=tuple(s for s in range(n) if ranks[s] == 1),
        moves=0,
        decisions=(0,) * n,
        forfeit=None,
        think_s=(0.0,) * n,
    )


def by_name(result: GameResult, seat: int) -> str:
    return result.bots[seat]


def test_ratings_follow_the_results_in_order() -> None:
    games = [game(i, ("a", "b", "c"), (1, 2, 3)) for i in range(10)]
    ratings = rate(games, by_name)
    assert ratings["a"].mu > ratings["b"].mu > ratings["c"].mu
    assert all(r.sigma < 25 / 3 for r in ratings.values())
    assert ratings["a"].ordinal == pytest.approx(ratings["a"].mu - 3 * ratings["a"].sigma)
    assert rate(games, by_name) == ratings  # deterministic
    # A tie moves both tied players alike.
    tied = rate([game(0, ("a", "b", "c"), (1, 1, 3))], by_name)
    assert tied["a"] == tied["b"] and tied["a"].mu > tied["c"].mu


def test_a_bot_in_several_seats_gets_one_merged_rating() -> None:
    # "x" in seats 0 and 2 is rated like the two players "x" and "z" of the same game,
    # merged: the mu changes add up and the variance ratios multiply.
    merged = rate([game(0, ("x", "y", "x"), (1, 2, 3))], by_name)
    apart = rate([game(0, ("x", "y", "z"), (1, 2, 3))], by_name)
    assert set(merged) == {"x", "y"}
    mu0, sigma0 = 25.0, 25 / 3
    assert merged["x"].mu - mu0 == pytest.approx((apart["x"].mu - mu0) + (apart["z"].mu - mu0))
    ratio = (apart["x"].sigma / sigma0) ** 2 * (apart["z"].sigma / sigma0) ** 2
    assert (merged["x"].sigma / sigma0) ** 2 == pytest.approx(ratio)
    assert merged["y"] == apart["y"]
    # Two seats tell more than one: its uncertainty shrinks more than y's.
    assert merged["x"].sigma < merged["y"].sigma < sigma0


def test_rating_dict() -> None:
    assert Rating(30.0, 2.0).to_dict() == {"mu": 30.0, "sigma": 2.0, "ordinal": 24.0}
