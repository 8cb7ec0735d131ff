"""PettingZoo AEC environments: every seat is an agent.

>>> from tradewinds.rl import pettingzoo as tw_pettingzoo
>>> env = tw_pettingzoo.env(game="san_juan", players=2)
>>> env.reset(seed=1)
>>> observation, reward, terminated, truncated, info = env.last()
>>> sorted(observation)
['action_mask', 'observation']

Agents are named ``player_0`` ... ``player_{n-1}`` after their seats. Turns follow the game
(a seat may act several times in a row): ``agent_selection`` is always the seat that must
decide. Each agent observes ``{"observation": float32 vector, "action_mask": int8 vector}``
(:mod:`tradewinds.rl.observer`); the mask is all zeros except for the agent to act. The
rewards (``"margin"`` or ``"win"``, see :func:`tradewinds.rl.returns`) are paid to every
agent on the move that ends the game, which terminates every agent at once.

An illegal action is refused as in the Gymnasium adapter: by default nothing changes, the
acting agent gets ``illegal_reward`` (-1) and must act again (``illegal_action="raise"``
raises :class:`~tradewinds.IllegalActionError` instead).
"""

# This module is ``tradewinds.rl.pettingzoo``: absolute imports (the default) make
# ``import pettingzoo`` below load the real PettingZoo package, never this module.
from __future__ import annotations

from collections.abc import Iterator
from typing import Any, SupportsInt

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.errors import IllegalActionError, UnknownActionError
from ..core.game import State, new_game
from .gym_env import _FLOAT_MAX, DEFAULT_PLAYERS, ILLEGAL_ACTIONS
from .observer import REWARDS, action_mask, make_observer, num_distinct_actions, returns

__all__ = ["TradewindsAECEnv", "env", "raw_env"]

AgentObservation = dict[str, npt.NDArray[Any]]


class TradewindsAECEnv(AECEnv):  # type: ignore[misc]  # PettingZoo has no type information
    """A tradewinds game as a PettingZoo AEC environment (see :func:`env`)."""

    metadata = {"render_modes": ["ansi"], "name": "tradewinds_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str = "puerto_rico",
        players: int | None = None,
        options: dict[str, Any] | None = None,
        *,
        reward: str = "margin",
        illegal_action: str = "penalty",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if players is None:
            players = DEFAULT_PLAYERS.get(game, 0)
        self.observer = make_observer(game, players, options)  # validates the configuration
        self.game = game
        self.players = players
        self.options = dict(self.observer.options)
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(
                f"illegal_action must be one of {', '.join(ILLEGAL_ACTIONS)}; "
                f"got {illegal_action!r}"
            )
        if render_mode is not None and render_mode != "ansi":
            raise ValueError(f"render_mode must be None or 'ansi'; got {render_mode!r}")
        self.reward_kind = reward
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"tradewinds_{game}_v0"}

        self.num_actions = num_distinct_actions(game, players, self.options)
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        # One space object per kind, shared by the agents (PettingZoo requires the same
        # object on every call).
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    -_FLOAT_MAX, _FLOAT_MAX, (self.observer.size,), np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(self.num_actions)
        self._rng = np.random.default_rng()
        self.state: State | None = None
        self._paid = self._over = False  # see reset()
        # The configuration's action table, shared by every game of this environment.
        self._actions = new_game(game, players, seed=0, options=self.options).table.actions

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game, its seed drawn from the environment's generator (seeded by
        ``seed``). ``options`` is accepted for the PettingZoo API and ignored: the game
        options are fixed when the environment is made."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(1 << 62))
        self.state = state = new_game(self.game, self.players, seed=game_seed, options=self.options)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self._paid = False  # whether some reward (or info) may be non-zero (non-empty)
        self._over = False  # whether the game has ended (every agent is terminated)
        player = state.current_player
        assert player is not None
        self.agent_selection = self.possible_agents[player]

    def agent_iter(self, max_iter: int = 2**63) -> _AgentIterable:
        """Yields the agent to act (``agent_selection``) until every agent is done or
        ``max_iter`` agents were yielded; step once per agent (as PettingZoo's)."""
        return _AgentIterable(self, max_iter)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """Observation (``None`` with ``observe=False``), cumulative reward, terminated,
        truncated and info of the agent to act (as PettingZoo's)."""
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def observe(self, agent: str) -> AgentObservation:
        state = self.state
        if state is None:
            raise RuntimeError("call reset() first")
        seat = self._seat_of[agent]
        # The agent selected is the seat to act until the game ends, and then the mask is
        # all zeros anyway (no legal action): no need to ask the engine whose turn it is.
        if agent == self.agent_selection:
            mask = action_mask(state, self.num_actions)
        else:
            mask = np.zeros(self.num_actions, dtype=np.int8)
        return {"observation": self.observer.tensor(state, seat), "action_mask": mask}

    def step(self, action: SupportsInt | None) -> None:
        if self._over:  # every agent is terminated: PettingZoo's removal of dead agents
            self._was_dead_step(action)
            return
        state = self.state
        if state is None:
            raise RuntimeError("call reset() first")
        agent = self.agent_selection
        # Rewards are paid only for an illegal action and at the end, and an info is set
        # only for an illegal action, after which the same agent acts again: between those
        # the dicts hold zeros and empty infos, and PettingZoo's clearing and summing of
        # every agent's reward at each step (a loop over the agents) would change nothing.
        if self._paid:
            self._cumulative_rewards[agent] = 0.0
            self._clear_rewards()
            self.infos[agent] = {}
            self._paid = False
        if action is None:
            raise ValueError("only a terminated agent may step with None")
        action_id = int(action)
        if not (
            0 <= action_id < self.num_actions
            and (chosen := self._actions[action_id]) in state.legal_actions()
        ):
            self._refuse(state, agent, action_id)
            return
        state.apply(chosen)
        player = state.current_player
        if player is None:
            for final, reward in zip(self.agents, returns(state, self.reward_kind)):
                self.rewards[final] = reward
                self.terminations[final] = True
            self._over = self._paid = True
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[player]

    def render(self) -> str | None:
        """The acting agent's observation as text (``render_mode="ansi"``)."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        return self.observer.string(self.state, self._seat_of[self.agent_selection])

    def close(self) -> None:
        self.state = None

    # ----------------------------------------------------------------- helpers
    def _refuse(self, state: State, agent: str, action_id: int) -> None:
        """An illegal action: the penalty (or raise the engine's error, naming the rule)."""
        if self.illegal_action == "raise":
            try:
                state.apply(action_id)  # raises, naming the rule
            except UnknownActionError as exc:
                raise IllegalActionError(str(exc)) from None
        self.rewards[agent] = self.illegal_reward
        self.infos[agent] = {"illegal_action": True}
        self._paid = True
        self._accumulate_rewards()


class _AgentIterable:
    """What :meth:`TradewindsAECEnv.agent_iter` returns: PettingZoo's iteration as a
    generator, whose steps cost less than a ``__next__`` method written in Python."""

    def __init__(self, env: TradewindsAECEnv, max_iter: int) -> None:
        self._env = env
        self._max_iter = max_iter

    def __iter__(self) -> Iterator[str]:
        env = self._env
        left = self._max_iter
        while env.agents and left > 0:
            left -= 1
            yield env.agent_selection


def raw_env(
    game: str = "puerto_rico",
    players: int | None = None,
    options: dict[str, Any] | None = None,
    **kwargs: Any,
) -> TradewindsAECEnv:
    """The environment without PettingZoo's checking wrappers."""
    return TradewindsAECEnv(game, players, options, **kwargs)


def env(
    game: str = "puerto_rico",
    players: int | None = None,
    options: dict[str, Any] | None = None,
    **kwargs: Any,
) -> TradewindsAECEnv:
    """The AEC environment of ``game`` for ``players`` (default: 4 for Puerto Rico, 2 for
    San Juan, 3 for Manila) with game ``options``; keywords: ``reward`` ("margin" or
    "win"), ``illegal_action`` ("penalty" or "raise"), ``illegal_reward``,
    ``render_mode`` (None or "ansi")."""
    return raw_env(game, players, options, **kwargs)
