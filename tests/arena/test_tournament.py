"""Tournaments: the rotation schedule, determinism across workers, forfeits, the report."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import tradewinds
from tradewinds.arena import (
    TournamentConfig,
    TournamentReport,
    arena_bot_seed,
    play_game,
    run_tournament,
    schedule,
)


def comparable(report: TournamentReport) -> dict[str, Any]:
    """The report without its timing."""
    data = report.to_dict()
    del data["run"]
    return data


def test_every_deal_is_played_in_every_seat_rotation() -> None:
    config = TournamentConfig("san_juan", ("a", "b", "c", "d"), deals=3, seed=40)
    specs = schedule(config)
    assert len(specs) == config.games == 12
    assert [s.index for s in specs] == list(range(12))
    for deal in range(3):
        games = [s for s in specs if s.deal == deal]
        assert {s.seed for s in games} == {40 + deal}
        assert [s.rotation for s in games] == [0, 1, 2, 3]
        # Rotation r puts entry i in seat i + r: the list shifted by one seat each time.
        assert games[0].bots == ("a", "b", "c", "d")
        assert games[1].bots == ("d", "a", "b", "c")
        assert games[3].bots == ("b", "c", "d", "a")
        for s in games:
            assert [s.bots[seat] for seat in range(4)] == [config.bots[e] for e in s.entries]
        # Each entry sits in each seat exactly once per deal.
        for entry in range(4):
            assert sorted(s.entries.index(entry) for s in games) == [0, 1, 2, 3]
    # Bot seeds depend on (game seed, rotation, seat) only, and differ between rotations.
    assert specs[1].bot_seeds == tuple(arena_bot_seed(40, 1, seat) for seat in range(4))
    assert len({seed for s in specs for seed in s.bot_seeds}) == 12 * 4
    assert schedule(config) == specs


def test_results_do_not_depend_on_the_number_of_workers(test_bots: None) -> None:
    # Forfeits included, and more games than one chunk so the workers share the load.
    config = TournamentConfig("manila", ("random", "crash", "first"), deals=12, seed=5)
    one = run_tournament(config, workers=1)
    two = run_tournament(config, workers=2)
    three = run_tournament(config, workers=3)
    assert one.results == two.results == three.results
    assert comparable(one) == comparable(two) == comparable(three)
    assert one.forfeits and two.to_dict()["run"]["workers"] == 2


def test_progress_is_reported_up_to_the_number_of_games() -> None:
    config = TournamentConfig("manila", ("random",) * 3, deals=8, seed=1)
    for workers in (1, 2):
        calls: list[tuple[int, int]] = []
        run_tournament(config, workers=workers, progress=lambda *call: calls.append(call))  # noqa: B023
        assert calls[0] == (0, 24) and calls[-1] == (24, 24)
        assert [d for d, _ in calls] == sorted(d for d, _ in calls)


@pytest.mark.parametrize(
    ("bot", "error"),
    [
        ("crash", "RuntimeError: deliberate crash"),
        ("cheat", "chose Action(9999, 'take everything'), which is not legal now"),
        ("unbuildable", "cannot create the bot: OSError: no model file"),
    ],
)
def test_a_broken_bot_forfeits_and_the_tournament_goes_on(
    test_bots: None, bot: str, error: str
) -> None:
    config = TournamentConfig("san_juan", ("random", bot, "random"), deals=2, seed=9)
    report = run_tournament(config)
    assert len(report.results) == 6
    assert len(report.forfeits) == 6  # the broken bot plays every game and breaks each
    for result in report.results:
        forfeit = result.forfeit
        assert forfeit is not None
        seat = result.bots.index(bot)
        assert (forfeit.seat, forfeit.bot, forfeit.error) == (seat, bot, error)
        # Last, no win; the best of the others win (see the standings test below).
        assert result.ranks[seat] == 3 and seat not in result.winners
        others = sorted(r for s, r in enumerate(result.ranks) if s != seat)
        assert others in ([1, 1], [1, 2])
        assert set(result.winners) == {s for s in range(3) if s != seat and result.ranks[s] == 1}
        # The record replays to the position of the forfeit.
        state = tradewinds.replay(forfeit.record)
        assert state.seed == result.seed and state.move_number == forfeit.move
        assert not state.is_over
    stats = {s.key: s for s in report.by_bot}
    assert stats[bot].wins == 0 and stats[bot].forfeits == 6 and stats[bot].mean_rank == 3
    assert stats["random"].wins == 6 and stats["random"].forfeits == 0
    assert stats["random"].rating.ordinal > stats[bot].rating.ordinal
    listed = report.to_dict()["forfeits"]
    assert [(f["index"], f["seed"], f["seat"], f["bot"]) for f in listed] == [
        (r.index, r.seed, r.bots.index(bot), bot) for r in report.results
    ]


def test_a_forfeit_ranks_the_other_seats_by_the_standings(test_bots: None) -> None:
    # "crash" breaks at its third decision; the others keep the game's order at that point.
    config = TournamentConfig("puerto_rico", ("random", "random", "crash"), deals=4, seed=2)
    tied = set()
    for spec in schedule(config):
        result = play_game(spec, config.game, {})
        forfeit = result.forfeit
        assert forfeit is not None and forfeit.move > 0
        state = tradewinds.replay(forfeit.record)
        standings = {s["seat"]: (s["rank"], s["total"]) for s in state.result()["scores"]}
        others = [s for s in range(3) if s != forfeit.seat]
        a, b = others
        assert (result.ranks[a] < result.ranks[b]) == (standings[a][0] < standings[b][0])
        assert (result.ranks[a] == result.ranks[b]) == (standings[a][0] == standings[b][0])
        assert result.ranks[forfeit.seat] == 3
        tied.add(result.ranks[a] == result.ranks[b])
        assert result.scores == tuple(standings[s][1] for s in range(3))
    assert tied == {True, False}  # both cases happen in these games


def check_consistency(report: TournamentReport) -> None:
    config = report.config
    n = config.players
    assert len(report.results) == config.games == config.deals * n
    assert sum(s.games for s in report.by_bot) == config.games * n
    assert sum(s.wins for s in report.by_bot) == pytest.approx(config.games)
    assert sum(s.wins for s in report.by_entry) == pytest.approx(config.games)
    for result in report.results:
        assert all(1 <= r <= n for r in result.ranks)
        assert result.winners and all(result.ranks[w] == 1 for w in result.winners)
    for s in [*report.by_bot, *report.by_entry]:
        low, high = s.interval
        assert 0 <= low <= s.win_rate <= high <= 1
        assert 1 <= s.mean_rank <= n
    # Every entry played every seat of every deal.
    for s in report.by_entry:
        assert s.games == config.games


def test_a_real_tournament_report_is_consistent(test_bots: None) -> None:
    config = TournamentConfig("san_juan", ("first", "random", "random", "random"), 5, seed=3)
    report = run_tournament(config)
    check_consistency(report)
    stats = {s.key: s for s in report.by_bot}
    assert stats["first"].games == 20 and stats["random"].games == 60
    assert stats["first"].entries == (0,) and stats["random"].entries == (1, 2, 3)
    assert not report.forfeits
    # Always taking the first action beats random play clearly in San Juan.
    assert report.by_bot[0].key == "first"
    assert stats["first"].win_rate > 0.25 > stats["random"].win_rate
    assert stats["first"].mean_rank < stats["random"].mean_rank
    # Seats per game of each bot add up to the players.
    seats = Counter(b for r in report.results for b in r.bots)
    assert seats == {"first": 20, "random": 60}
    # The per-entry view splits "random" into its three list positions.
    assert [s.key for s in report.by_entry] == ["0:first", "1:random", "2:random", "3:random"]


def test_random_bots_in_manila() -> None:
    report = run_tournament(TournamentConfig("manila", ("random",) * 3, deals=4, seed=11))
    check_consistency(report)
    [only] = report.by_bot
    assert only.win_rate == pytest.approx(1 / 3)
    assert only.mean_score is not None


def test_invalid_tournaments_are_refused() -> None:
    with pytest.raises(ValueError, match=r"unknown bot 'nobody'; available bots: .*random"):
        run_tournament(TournamentConfig("manila", ("random", "nobody", "random"), 1, 1))
    with pytest.raises(ValueError, match="at least 1"):
        run_tournament(TournamentConfig("manila", ("random",) * 3, 0, 1))
    with pytest.raises(ValueError, match="manila is played by"):
        run_tournament(TournamentConfig("manila", ("random",) * 2, 1, 1))
    with pytest.raises(ValueError, match="workers"):
        run_tournament(TournamentConfig("manila", ("random",) * 3, 1, 1), workers=0)


def test_heuristic_against_random_in_manila() -> None:
    config = TournamentConfig("manila", ("heuristic", "random", "random"), deals=2, seed=21)
    report = run_tournament(config, workers=2)
    check_consistency(report)
    assert not report.forfeits
    best = report.by_bot[0]
    assert best.key == "heuristic" and best.win_rate > 1 / 3
    assert best.mean_score is not None and best.mean_rank < 2
