"""The PettingZoo AEC adapter (docs/rl.md, "Adapters"): PettingZoo's own API and seed
tests for every configuration, turn order, rewards and illegal actions."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import tradewinds
from tradewinds.rl import make_observer, returns
from tradewinds.rl import pettingzoo as tw_pettingzoo
from tradewinds.rl.pettingzoo import TradewindsAECEnv

from .adapter_configs import every_config

# PettingZoo's checker says these of every environment whose observations are a dict with
# an action mask, as its own board games' are: they are advice, not failures.
DICT_OBSERVATION_NOTES = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}


@every_config
def test_pettingzoo_api_and_seed_tests_pass(
    game: str, players: int, options: dict[str, Any]
) -> None:
    def make() -> TradewindsAECEnv:
        return tw_pettingzoo.env(game=game, players=players, options=options)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(make(), num_cycles=1000)  # long enough to play a whole game
        seed_test(make, num_cycles=1000)
    assert {str(w.message) for w in caught} <= DICT_OBSERVATION_NOTES


def test_a_whole_game_follows_the_engines_turns_and_pays_every_seat_at_the_end() -> None:
    env = tw_pettingzoo.env(game="puerto_rico", players=3, reward="win")
    env.reset(seed=5)
    observer = make_observer("puerto_rico", 3)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    finished = []
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        assert truncated is False
        if terminated:
            finished.append(agent)
            env.step(None)
            continue
        state = env.state
        assert state is not None
        seat = int(agent.removeprefix("player_"))
        assert state.current_player == seat
        assert np.array_equal(observation["observation"], observer.tensor(state, seat))
        legal = sorted(a.id for a in state.legal_actions())
        assert list(np.flatnonzero(observation["action_mask"])) == legal
        for other in env.agents:  # nobody else may act now
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        env.step(int(rng.choice(legal)))
    assert sorted(finished) == env.possible_agents and env.agents == []
    state = env.state
    assert state is not None and state.is_over
    assert [totals[a] for a in env.possible_agents] == returns(state, "win")
    assert sum(totals.values()) == pytest.approx(1.0)


def test_illegal_action_penalty_keeps_the_same_agent_and_state() -> None:
    env = tw_pettingzoo.env(game="san_juan", players=2, illegal_reward=-3.0)
    env.reset(seed=2)
    agent = env.agent_selection
    state = env.state
    assert state is not None
    before = state.state_hash()
    mask = env.observe(agent)["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert env.agent_selection == agent and state.state_hash() == before
    assert env.rewards[agent] == -3.0 and env.infos[agent]["illegal_action"] is True
    _, reward, terminated, _, _ = env.last()
    assert reward == -3.0 and terminated is False
    env.step(int(np.flatnonzero(mask)[0]))
    assert state.state_hash() != before and env.rewards[agent] == 0.0


def test_illegal_action_raises_when_asked() -> None:
    env = tw_pettingzoo.env(game="manila", players=3, illegal_action="raise")
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(tradewinds.IllegalActionError):
        env.step(int(np.flatnonzero(mask == 0)[0]))


def test_reset_seed_gives_the_same_game_and_another_seed_another() -> None:
    a = tw_pettingzoo.env(game="manila", players=4)
    b = tw_pettingzoo.env(game="manila", players=4)
    a.reset(seed=8)
    b.reset(seed=8)
    assert a.state is not None and b.state is not None
    assert a.state.state_hash() == b.state.state_hash()
    b.reset(seed=9)
    assert a.state.state_hash() != b.state.state_hash()


def test_render_and_bad_arguments() -> None:
    env = tw_pettingzoo.env(game="san_juan", players=3, render_mode="ansi")
    env.reset(seed=1)
    assert env.state is not None
    seat = env.possible_agents.index(env.agent_selection)
    assert env.render() == make_observer("san_juan", 3).string(env.state, seat)
    with pytest.raises(ValueError, match="played by"):
        tw_pettingzoo.env(game="san_juan", players=5)
    with pytest.raises(ValueError, match="reward must be"):
        tw_pettingzoo.env(game="san_juan", players=2, reward="points")
    with pytest.raises(RuntimeError, match="reset"):
        tw_pettingzoo.env(game="san_juan", players=2).observe("player_0")
