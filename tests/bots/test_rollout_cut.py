"""Rollouts cut at the end of a Manila voyage and scored by the expected fortunes.

The Manila search levels play each rollout to the end of the current voyage only, then
score every seat's expected final fortune (:func:`expected_fortunes`): cash, shares at
their good's expected end price, less the mortgage penalty.
"""

from __future__ import annotations

import random

import pytest

import tradewinds
from tradewinds.bots import SeatView
from tradewinds.bots.heuristic import HeuristicBot
from tradewinds.bots.heuristic.manila import END_VALUE, end_of_voyage, expected_fortunes
from tradewinds.bots.ismcts import FlatRolloutBot, RolloutCut, margin_reward
from tradewinds.bots.levels import BUDGETS, MANILA_VOYAGE, SearchBudget, SearchLevelBot
from tradewinds.core.game import State
from tradewinds.games.manila.board import PHASE_NAMES
from tradewinds.games.manila.data import MORTGAGE_PENALTY, NUM_GOODS, PRICE_TRACK
from tradewinds.games.manila.state import ManilaState


def heuristic_game(seed: int, players: int = 4) -> list[ManilaState]:
    """Every position of a game between heuristics, the final one included."""
    state = tradewinds.new_game("manila", players, seed=seed)
    assert isinstance(state, ManilaState)
    bots = [HeuristicBot(seed + seat) for seat in range(players)]
    positions = [state.clone()]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(SeatView(state, seat), state.legal_actions()))
        positions.append(state.clone())
    return positions


@pytest.fixture(scope="module")
def game() -> list[ManilaState]:
    return heuristic_game(seed=21)


def test_expected_fortunes_are_the_final_totals_once_the_game_is_over(
    game: list[ManilaState],
) -> None:
    final = game[-1]
    assert final.is_over
    totals = [float(s["total"]) for s in final.result()["scores"]]
    assert expected_fortunes(final) == totals


def test_expected_fortunes_count_shares_at_their_expected_end_price(
    game: list[ManilaState],
) -> None:
    # Mid-game, a share is worth its good's expected end price (never below the printed
    # one: prices only rise), the cash at face value and a mortgage -15.
    for state in game[1:-1:7]:
        row = END_VALUE[max(state.price)]
        fortunes = expected_fortunes(state)
        for seat, score in enumerate(state.result()["scores"]):
            b = seat * NUM_GOODS
            lift = sum(
                (state.held[b + g] + state.mort[b + g])
                * (row[state.price[g]] - PRICE_TRACK[state.price[g]])
                for g in range(NUM_GOODS)
            )
            assert lift >= 0
            assert fortunes[seat] == pytest.approx(score["total"] + lift)
            assert score["mortgage_penalty"] == MORTGAGE_PENALTY * sum(
                state.mort[b : b + NUM_GOODS]
            )


def test_end_of_voyage_is_reached_when_the_next_voyage_begins(
    game: list[ManilaState],
) -> None:
    root = game[5]
    stop = end_of_voyage(root)
    later = [s for s in game if s.voyage == root.voyage]
    assert later and not any(stop(s) for s in later)
    following = next(s for s in game if s.voyage == root.voyage + 1)
    assert stop(following)


def test_the_margin_reward_is_the_lead_over_the_best_other_seat() -> None:
    assert margin_reward([50.0, 50.0, 20.0], 0, 30.0) == 0.0
    assert margin_reward([80.0, 50.0, 20.0], 0, 30.0) > 0.7
    # Behind the leader, being further ahead of the last seat does not help.
    assert margin_reward([50.0, 80.0, 20.0], 0, 30.0) == margin_reward([50.0, 80.0, 0.0], 0, 30.0)


def test_cut_rollouts_stop_at_the_end_of_the_voyage(game: list[ManilaState]) -> None:
    scored: list[State] = []

    def estimate(state: State) -> list[float]:
        scored.append(state)
        return expected_fortunes(state)

    cut = RolloutCut(end_of_voyage, estimate, scale=30.0)
    for root in game[3:-1:40]:
        seat = root.current_player
        assert seat is not None
        legal = root.legal_actions()
        if len(legal) < 2:
            continue
        scored.clear()
        bot = FlatRolloutBot(5, rollouts=8, candidates=2, cut=cut)
        assert bot.choose(SeatView(root, seat), legal) in legal
        assert len(scored) == bot.last_rollouts == 8
        for state in scored:
            assert isinstance(state, ManilaState)
            assert state.is_over or state.voyage == root.voyage + 1
            # The rollout stops as the next voyage begins: at its auction.
            if not state.is_over:
                assert PHASE_NAMES[state.phase] == "auction_bid"


def test_a_cut_search_is_reproducible_and_keeps_the_heuristic_without_evidence(
    game: list[ManilaState],
) -> None:
    root = game[12]
    seat = root.current_player
    assert seat is not None
    legal = root.legal_actions()
    assert len(legal) > 1
    view = SeatView(root, seat)
    picks = {FlatRolloutBot(7, rollouts=12, cut=MANILA_VOYAGE).choose(view, legal) for _ in "ab"}
    assert len(picks) == 1
    strict = FlatRolloutBot(7, rollouts=12, cut=MANILA_VOYAGE, z=1e9)
    heuristic = HeuristicBot(random.Random(7).getrandbits(63))
    assert strict.choose(view, legal) is heuristic.choose(view, legal)


def test_the_manila_search_levels_cut_their_rollouts_at_the_voyage() -> None:
    for level in ("hard", "expert"):
        budget = BUDGETS[level]["manila"]
        assert budget.cut is MANILA_VOYAGE
        assert SearchLevelBot(1, level).searcher("manila").cut is MANILA_VOYAGE
    # The other games play their rollouts to the end.
    for level in ("hard", "expert"):
        for name in ("puerto_rico", "san_juan"):
            assert BUDGETS[level][name].cut is None
    assert SearchBudget(10).cut is None
