"""Fairness: a bot decides from what its seat knows, never from the hidden truth.

By construction, the drivers hand a bot its seat's :class:`SeatView` (or a determinization
for its seat), never the state. By test, for every game and every bot: two states that
differ only in what seat ``i`` cannot see must get the same move from the same bot. That
needs ``determinize`` to depend on the seat's knowledge and the seed alone, checked too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

import tradewinds
from tradewinds import IllegalActionError, State
from tradewinds.bots import Bot, Observation, SeatView, bot_action, make_bot
from tradewinds.bots.heuristic.styles import STYLES
from tradewinds.bots.ismcts import ISMCTSBot
from tradewinds.bots.levels import BUDGETS, SearchLevelBot
from tradewinds.core.actions import Action

ALL_EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]

# (id, game, players, options, random moves played before the checked position): late
# in the game, where much is hidden and the search bots' rollouts are short.
GAMES: list[tuple[str, str, int, dict[str, Any], int]] = [
    ("puerto_rico", "puerto_rico", 4, {}, 220),
    ("puerto_rico+expansions", "puerto_rico", 4, {"expansions": ALL_EXPANSIONS}, 320),
    ("san_juan", "san_juan", 4, {}, 220),
    ("manila", "manila", 4, {}, 70),
]
GAME_IDS = [g[0] for g in GAMES]
SEARCH_ITERATIONS = 12  # small budgets keep the search bots quick here


def midgame(game: str, players: int, options: dict[str, Any], moves: int, seed: int) -> State:
    state = tradewinds.new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert not state.is_over
    return state


@pytest.fixture(scope="module", params=GAMES, ids=GAME_IDS)
def position(request: pytest.FixtureRequest) -> tuple[str, State]:
    _, game, players, options, moves = request.param
    return game, midgame(game, players, options, moves, seed=11)


def bot_factory(name: str, game: str) -> Callable[[int], Bot]:
    """The registered bot ``name``; the search bots with small budgets of their kind."""
    if name in BUDGETS:
        # Three rounds, so a deviation is possible; the level's rollout cut, if any.
        small = replace(BUDGETS[name][game], rollouts=6, candidates=2)
        return lambda seed: SearchLevelBot(seed, name, budgets={game: small})
    if name == "ismcts":
        return lambda seed: ISMCTSBot(
            seed, iterations=SEARCH_ITERATIONS, heuristic_prior=True, widening=0.5
        )
    return lambda seed: make_bot(name, seed)


BOTS = [
    "random",
    "heuristic",
    *(f"heuristic-{style}" for style in STYLES),
    "easy",
    "medium",
    "hard",
    "expert",
    "ismcts",
]


class Spy:
    """Records what the driver hands a bot, and plays the first legal action."""

    def __init__(self) -> None:
        self.seen: list[tuple[Observation, Sequence[Action]]] = []

    @property
    def name(self) -> str:
        return "spy"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        self.seen.append((observation, legal_actions))
        return legal_actions[0]


def test_the_driver_hands_a_bot_its_seat_view_only(position: tuple[str, State]) -> None:
    _, state = position
    spy = Spy()
    copy = state.clone()
    for _ in range(20):
        if copy.is_over:
            break
        seat = copy.current_player
        expected = list(copy.legal_actions())
        copy.apply(bot_action(spy, copy))
        observation, legal = spy.seen[-1]
        assert isinstance(observation, SeatView) and not isinstance(observation, State)
        assert observation.seat == seat
        assert observation["viewer"] == seat
        assert list(legal) == expected
    assert len(spy.seen) >= 1


def test_determinize_depends_only_on_the_seat_knowledge(position: tuple[str, State]) -> None:
    _, state = position
    for seat in range(state.players):
        a = state.determinize(seat, 1)
        b = state.determinize(seat, 2)
        assert a.view(seat) == b.view(seat) == state.view(seat)
        # a and b differ in what the seat cannot see: the future draws or dice, and the
        # secrets of the other seats (what those seats see differs).
        assert a.to_dict()["state"] != b.to_dict()["state"]
        assert any(a.view(j) != b.view(j) for j in range(state.players) if j != seat)
        # Knowing the same, the same seed must give the same determinization.
        expected = state.determinize(seat, 7).state_hash()
        assert a.determinize(seat, 7).state_hash() == expected
        assert b.determinize(seat, 7).state_hash() == expected


def test_a_determinization_does_not_carry_the_game_seed(position: tuple[str, State]) -> None:
    # With the true seed, a bot could replay the public history into the true state.
    _, state = position
    seat = state.current_player
    assert seat is not None
    for seed in (1, 2):
        record = state.determinize(seat, seed).record()
        try:
            replayed = tradewinds.replay(record)
        except IllegalActionError:
            continue  # the history does not even fit that seed's game
        assert replayed.state_hash() != state.state_hash()
        assert replayed.to_dict()["state"] != state.to_dict()["state"]


@pytest.mark.parametrize("bot_name", BOTS)
def test_hidden_information_does_not_change_the_move(
    position: tuple[str, State], bot_name: str
) -> None:
    game, state = position
    make = bot_factory(bot_name, game)
    checked = 0
    for step in range(2):
        seat = state.current_player
        assert seat is not None
        a = state.determinize(seat, 100 + step)
        b = state.determinize(seat, 200 + step)
        assert a.to_dict()["state"] != b.to_dict()["state"]
        for bot_seed in (5, 6):
            from_a = make(bot_seed).choose(SeatView(a, seat), a.legal_actions())
            from_b = make(bot_seed).choose(SeatView(b, seat), b.legal_actions())
            assert from_a.id == from_b.id, (bot_name, step, from_a, from_b)
            # Given a determinization as a state, too.
            as_state = make(bot_seed).choose(a.determinize(seat, 9), a.legal_actions())
            also = make(bot_seed).choose(b.determinize(seat, 9), b.legal_actions())
            assert as_state.id == also.id
            checked += 1
        # Move on to a later decision of the same game.
        legal = state.legal_actions()
        state = state.clone()
        state.apply(legal[step % len(legal)])
        if state.is_over:
            break
    assert checked >= 2
