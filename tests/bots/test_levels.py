"""Difficulty levels: registered by name, each the bot it claims to be, reproducible."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import tradewinds
from tradewinds.bots import Bot, SeatView, available_bots, bot_action, bot_seed, make_bot
from tradewinds.bots.heuristic import HeuristicBot
from tradewinds.bots.ismcts import FlatRolloutBot
from tradewinds.bots.levels import (
    BUDGETS,
    ISMCTS_ITERATIONS,
    LEVELS,
    EasyBot,
    ISMCTSLevelBot,
    MediumBot,
    SearchBudget,
    SearchLevelBot,
)
from tradewinds.cli.common import make_bots, parse_seats

GAMES = ["puerto_rico", "san_juan", "manila"]


def test_every_level_is_a_registered_bot_with_its_name() -> None:
    for level in LEVELS:
        assert level in available_bots()
        assert make_bot(level, 1).name == level
    assert isinstance(make_bot("easy", 1), EasyBot)
    assert isinstance(make_bot("medium", 1), MediumBot)
    assert isinstance(make_bot("hard", 1), SearchLevelBot)
    assert isinstance(make_bot("expert", 1), SearchLevelBot)
    # The bots registered before the levels are still there.
    assert {"random", "heuristic"} <= set(available_bots())


def test_levels_can_be_named_for_seats_on_the_command_line() -> None:
    seats = parse_seats("human,expert,medium,easy", 4, humans=True)
    assert seats == ["human", "expert", "medium", "easy"]
    bots = make_bots(seats, 9)
    assert bots[0] is None
    assert [b.name for b in bots[1:] if b is not None] == ["expert", "medium", "easy"]


def positions(game: str, count: int, seed: int) -> list[tradewinds.State]:
    state = tradewinds.new_game(game, 4 if game != "manila" else 3, seed=seed)
    rng = random.Random(seed)
    found: list[tradewinds.State] = []
    while not state.is_over and len(found) < count:
        if rng.random() < 0.2:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return found


def test_medium_plays_the_heuristic() -> None:
    for game in GAMES:
        for state in positions(game, 15, seed=3):
            seat = state.current_player
            assert seat is not None
            view = SeatView(state, seat)
            legal = state.legal_actions()
            assert MediumBot(4).choose(view, legal) is HeuristicBot(4).choose(view, legal)


def test_search_levels_use_their_budget_for_the_game_played() -> None:
    for game in GAMES:
        hard, expert = BUDGETS["hard"][game], BUDGETS["expert"][game]
        assert expert.rollouts > hard.rollouts
        state = positions(game, 3, seed=5)[-1]
        seat = state.current_player
        assert seat is not None
        small = {g: SearchBudget(4 + i, candidates=2) for i, g in enumerate(GAMES)}
        bot = SearchLevelBot(2, "hard", budgets=small)
        assert bot.budget(game) == small[game]
        bot.choose(SeatView(state, seat), state.legal_actions())
        searcher = bot.searcher(game)
        rounds = max(2, small[game].rollouts // 2)
        assert searcher.last_rollouts == rounds * 2
        # Given a determinization (a state) as the observation, too.
        bot.choose(state.determinize(seat, 1), state.legal_actions())
        assert searcher.last_rollouts == rounds * 2
    with pytest.raises(ValueError, match="no search level"):
        SearchLevelBot(1, "grandmaster")


def test_search_levels_keep_the_heuristic_move_without_evidence() -> None:
    # With a very strict significance test, a search level plays exactly the heuristic.
    for game in GAMES:
        for state in positions(game, 4, seed=12):
            seat = state.current_player
            assert seat is not None
            view = SeatView(state, seat)
            legal = state.legal_actions()
            strict = FlatRolloutBot(3, rollouts=4, candidates=2, z=1e9)
            # The search's heuristic is seeded with the first draw of the bot's generator.
            heuristic = HeuristicBot(random.Random(3).getrandbits(63))
            assert strict.choose(view, legal) is heuristic.choose(view, legal)
            assert strict.deviations == 0


def test_search_levels_play_the_heuristic_from_a_bare_view() -> None:
    state = positions("san_juan", 2, seed=6)[-1]
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)  # a plain dict: nothing to determinize
    legal = state.legal_actions()
    heuristic = HeuristicBot(random.Random(8).getrandbits(63))
    assert FlatRolloutBot(8).choose(view, legal) is heuristic.choose(view, legal)


def test_the_ismcts_bot_uses_its_iterations_for_the_game_played() -> None:
    bot = make_bot("ismcts", 3)
    assert isinstance(bot, ISMCTSLevelBot)
    state = positions("manila", 2, seed=4)[-1]
    seat = state.current_player
    assert seat is not None
    assert bot.choose(SeatView(state, seat), state.legal_actions()) in state.legal_actions()
    assert bot._searchers["manila"].last_iterations == ISMCTS_ITERATIONS["manila"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_game_between_levels_is_reproducible(level: str) -> None:
    def play(seed: int) -> list[str]:
        state = tradewinds.new_game("manila", 3, seed=seed)
        bots: list[Bot] = []
        for seat in range(3):
            if level == "hard":
                small = {"manila": replace(BUDGETS["hard"]["manila"], rollouts=6, candidates=2)}
                bots.append(SearchLevelBot(bot_seed(seed, seat), "hard", budgets=small))
            else:
                bots.append(make_bot(level, bot_seed(seed, seat)))
        # The first decisions are enough to tell (a whole game of searches takes minutes).
        while not state.is_over and state.move_number < 16:
            seat_ = state.current_player
            assert seat_ is not None
            state.apply(bot_action(bots[seat_], state))
        return [str(a) for a in state.history()]

    assert play(3) == play(3)
