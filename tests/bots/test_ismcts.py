"""ISMCTS: legal, reproducible, within its time budget, and actually searching."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

import tradewinds
from tests.random_play import sampled_states
from tradewinds import State
from tradewinds.bots import SeatView, bot_action, bot_seed, make_bot
from tradewinds.bots.heuristic import HeuristicBot
from tradewinds.bots.ismcts import FlatRolloutBot, ISMCTSBot, RolloutPolicy, rewards

ALL_EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 4, {}),
    ("puerto_rico", 3, {"expansions": ALL_EXPANSIONS}),
    ("san_juan", 4, {}),
    ("manila", 5, {}),
]
GAME_IDS = ["puerto_rico", "puerto_rico+expansions", "san_juan", "manila"]


def random_positions(
    game: str, players: int, options: dict[str, Any], seed: int, every: int
) -> list[State]:
    """Copies of every ``every``-th decision of a random game."""
    state = tradewinds.new_game(game, players, seed=seed, options=options)
    return sampled_states(state, seed, every, end=False)


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=GAME_IDS)
def test_chooses_a_legal_action_everywhere(
    game: str, players: int, options: dict[str, Any]
) -> None:
    bot = ISMCTSBot(1, iterations=8, heuristic_prior=True, widening=0.5)
    positions = random_positions(game, players, options, seed=2, every=25)
    assert len(positions) >= 4
    for position in positions:
        seat = position.current_player
        assert seat is not None
        legal = position.legal_actions()
        action = bot.choose(SeatView(position, seat), legal)
        assert action in legal
        # The search plays on copies: the position itself is untouched.
        assert position.legal_actions() is legal


@pytest.mark.parametrize("rollout", ["random", "heuristic"])
def test_reproducible_with_an_iteration_budget(rollout: RolloutPolicy) -> None:
    position = random_positions("puerto_rico", 4, {}, seed=3, every=40)[2]
    seat = position.current_player
    assert seat is not None

    def make(seed: int) -> ISMCTSBot:
        return ISMCTSBot(seed, iterations=60, rollout=rollout, max_rollout_depth=30)

    def run(seed: int) -> tuple[int, list[tuple[int, int, float]]]:
        root = make(seed).search(SeatView(position, seat))
        stats = sorted((i, c.visits, c.reward) for i, c in root.children.items())
        return make(seed).choose(SeatView(position, seat), position.legal_actions()).id, stats

    first = run(7)
    assert run(7) == first
    assert sum(visits for _, visits, _ in first[1]) == 60
    assert any(run(seed)[1] != first[1] for seed in (8, 9))


def test_whole_games_are_reproducible() -> None:
    def play(seed: int) -> list[str]:
        state = tradewinds.new_game("manila", 3, seed=seed)
        bots = [ISMCTSBot(bot_seed(seed, s), iterations=6) for s in range(3)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(bot_action(bots[seat], state))
        return [str(a) for a in state.history()]

    assert play(4) == play(4)


def test_seconds_budget_is_respected() -> None:
    position = random_positions("puerto_rico", 4, {}, seed=5, every=30)[1]
    seat = position.current_player
    assert seat is not None
    bot = ISMCTSBot(1, iterations=None, seconds=0.25)
    started = time.perf_counter()
    action = bot.choose(SeatView(position, seat), position.legal_actions())
    elapsed = time.perf_counter() - started
    assert action in position.legal_actions()
    # One iteration (a playout of a few ms) may run past the deadline, not more.
    assert 0.25 <= elapsed < 0.25 + 0.3
    assert bot.last_iterations >= 2
    # Both budgets: whichever ends the search first.
    capped = ISMCTSBot(1, iterations=5, seconds=10.0)
    started = time.perf_counter()
    capped.choose(SeatView(position, seat), position.legal_actions())
    assert capped.last_iterations == 5
    assert time.perf_counter() - started < 5.0


# Positions near the end of two-player Puerto Rico games (game seed = seed of the random
# moves, then this many decisions) where one role wins for the seat to act, whatever the
# hidden VP chips and plantation draws, and every other role mostly loses.
WINNING_POSITIONS = [(97, 172, "builder"), (141, 221, "trader")]


def win_rate(position: State, action_text: str, playouts: int) -> float:
    """How often the seat to act wins with ``action_text`` then random play (fresh hidden
    information each time)."""
    seat = position.current_player
    assert seat is not None
    wins = 0
    for seed in range(playouts):
        state = position.determinize(seat, 1000 + seed)
        state.apply(action_text)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        result = state.result()
        wins += seat in result["winners"] and not result["shared_win"]
    return wins / playouts


@pytest.mark.parametrize(("seed", "moves", "winning"), WINNING_POSITIONS)
def test_finds_the_winning_move_of_an_end_position(seed: int, moves: int, winning: str) -> None:
    state = tradewinds.new_game("puerto_rico", 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player
    assert seat is not None
    # The position is what it claims: a (nearly) sure win, every other move mostly loses.
    assert win_rate(state, winning, 12) >= 0.9
    others = [str(a) for a in state.legal_actions() if str(a) != winning]
    assert others and all(win_rate(state, other, 12) <= 0.4 for other in others)
    for bot_seed_ in (1, 2, 3):
        bot = ISMCTSBot(bot_seed_, iterations=150)
        assert str(bot.choose(SeatView(state, seat), state.legal_actions())) == winning


@pytest.mark.parametrize(("seed", "moves", "winning"), WINNING_POSITIONS)
def test_the_flat_rollout_search_finds_the_winning_move(
    seed: int, moves: int, winning: str
) -> None:
    state = tradewinds.new_game("puerto_rico", 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    heuristic = HeuristicBot(1).choose(SeatView(state, seat), legal)
    for bot_seed_ in (1, 2):
        bot = FlatRolloutBot(bot_seed_, rollouts=30, candidates=len(legal))
        assert str(bot.choose(SeatView(state, seat), legal)) == winning
        # Leaving the heuristic's move takes evidence, and this position gives it.
        assert bot.deviations == (str(heuristic) != winning)


def test_beats_random_players_clearly() -> None:
    wins = 0.0
    games = 15  # 5 in each seat
    for game_seed in range(games):
        state = tradewinds.new_game("manila", 3, seed=500 + game_seed)
        me = game_seed % 3
        bots = [
            ISMCTSBot(bot_seed(game_seed, s), iterations=30, max_rollout_depth=20)
            if s == me
            else make_bot("random", bot_seed(game_seed, s))
            for s in range(3)
        ]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(bot_action(bots[seat], state))
        winners = state.result()["winners"]
        if me in winners:
            wins += 1 / len(winners)
    # A random seat wins a third of the games (5 of 15); 9 or more happens to it with
    # probability 0.03, so the margin is the search's, not the dice's.
    assert wins >= 9


def test_rewards_share_a_win_and_add_the_margin() -> None:
    scores = [{"total": 40}, {"total": 50}, {"total": 50}]
    shared = rewards({"winners": [1, 2], "scores": scores}, 3, 0.0)
    assert shared == [0.0, 0.5, 0.5]
    blended = rewards({"winners": [1, 2], "scores": scores}, 3, 0.2)
    assert blended[1] == pytest.approx(blended[2])
    assert 0.0 < blended[0] < 0.1 < blended[1] <= 1.0
    # Further behind is worse, however far behind.
    far = rewards({"winners": [1], "scores": [{"total": 0}, {"total": 90}, {"total": 10}]}, 3, 0.2)
    assert 0.0 < far[0] < far[2] < far[1]


def test_invalid_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="budget"):
        ISMCTSBot(1, iterations=None, seconds=None)
    with pytest.raises(ValueError, match="rollout"):
        ISMCTSBot(1, rollout="smart")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="iterations"):
        ISMCTSBot(1, iterations=0)
    with pytest.raises(ValueError, match="no legal actions"):
        ISMCTSBot(1).choose({}, [])
    with pytest.raises(TypeError, match="determinized"):
        state = tradewinds.new_game("manila", 3, seed=1)
        ISMCTSBot(1).choose(state.view(state.current_player), state.legal_actions())


def test_bench_reports_ismcts_speed() -> None:
    from tests.cli import assert_clean_exit, run

    result = run("bench", "manila", "-n", "1", "--repeat", "1", "--ismcts", "--json")
    assert_clean_exit(result, 0)
    search = json.loads(result.stdout)["ismcts"]
    assert search["rollout"] == "random" and search["positions"] >= 10
    assert search["iterations_per_s"] == pytest.approx(1000 / search["ms_per_iteration"])
    assert 0 < search["ms_per_random_playout"] < 1000
    # An iteration is a determinization, a walk down the tree and a playout.
    assert 0.3 < search["iteration_over_playout"] < 5
    table = run("bench", "manila", "-n", "1", "--repeat", "1", "--ismcts")
    assert_clean_exit(table, 0)
    assert "one iteration / one playout" in table.output
    wrong = run("bench", "manila", "-n", "1", "--ismcts", "--ismcts-rollout", "smart")
    assert_clean_exit(wrong, 2)
    assert "--ismcts-rollout must be one of" in wrong.output
