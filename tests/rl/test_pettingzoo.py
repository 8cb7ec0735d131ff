"""The PettingZoo AEC adapter (docs/rl.md, "Adapters"): PettingZoo's own API and seed
tests for every configuration, turn order, rewards and illegal actions."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo import AECEnv
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


class _PlainPettingZooEnv(TradewindsAECEnv):
    """The reference for the adapter's shortcuts: every step does PettingZoo's whole
    bookkeeping (clear every reward, sum them into the cumulative ones, a new info), the
    iteration and ``last`` are PettingZoo's own, and the mask asks the engine who acts."""

    agent_iter = AECEnv.agent_iter
    last = AECEnv.last

    def observe(self, agent: str) -> dict[str, Any]:
        state = self.state
        assert state is not None
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if seat == state.current_player:
            mask[[a.id for a in state.legal_actions()]] = 1
        return {"observation": self.observer.tensor(state, seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        assert state is not None
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        legal = {a.id: a for a in state.legal_actions()}
        if int(action) not in legal:
            self.rewards[agent] = self.illegal_reward
            self.infos[agent] = {"illegal_action": True}
        else:
            self.infos[agent] = {}
            state.apply(legal[int(action)])
            if state.is_over:
                for final, reward in zip(self.agents, returns(state, self.reward_kind)):
                    self.rewards[final] = reward
                    self.terminations[final] = True
            else:
                player = state.current_player
                assert player is not None
                self.agent_selection = self.possible_agents[player]
        self._accumulate_rewards()


@pytest.mark.parametrize(
    ("game", "players"), [("san_juan", 2), ("san_juan", 3), ("manila", 3), ("puerto_rico", 4)]
)
def test_the_steps_shortcuts_match_pettingzoos_whole_bookkeeping(game: str, players: int) -> None:
    """The adapter skips PettingZoo's clearing and summing of rewards between payments,
    iterates with a generator, and takes the mask's seat from ``agent_selection``: a whole
    game with illegal actions (one step in five, some out of range) and the dead agents'
    steps at the end gives, after every step, the same agents, rewards, cumulative rewards,
    terminations, infos and observations as the plain bookkeeping."""
    fast = tw_pettingzoo.env(game=game, players=players, reward="win", illegal_reward=-0.5)
    plain = _PlainPettingZooEnv(game, players, reward="win", illegal_reward=-0.5)
    fast.reset(seed=21)
    plain.reset(seed=21)
    rng = np.random.default_rng(3)
    walk = zip(fast.agent_iter(), plain.agent_iter(), strict=True)
    illegal = steps = 0
    for fast_agent, plain_agent in walk:
        assert fast_agent == plain_agent
        ours, theirs = fast.last(), plain.last()
        assert ours[1:] == theirs[1:]
        assert ours[0] is not None and theirs[0] is not None
        for key in ("observation", "action_mask"):
            assert np.array_equal(ours[0][key], theirs[0][key])
            assert ours[0][key].dtype == theirs[0][key].dtype
        for other in fast.agents:
            assert np.array_equal(
                fast.observe(other)["action_mask"], plain.observe(other)["action_mask"]
            )
        if ours[2]:
            action = None
        elif rng.random() < 0.2:
            illegal += 1
            blocked = np.flatnonzero(ours[0]["action_mask"] == 0)
            action = int(rng.choice(blocked)) if rng.random() < 0.8 else fast.num_actions + 3
        else:
            action = int(rng.choice(np.flatnonzero(ours[0]["action_mask"])))
        fast.step(action)
        plain.step(action)
        steps += 1
        for name in ("agents", "rewards", "_cumulative_rewards", "terminations", "infos"):
            assert getattr(fast, name) == getattr(plain, name), name
        assert fast.agent_selection == plain.agent_selection
    assert fast.agents == [] and illegal > 10 and steps > 50
