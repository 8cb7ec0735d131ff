"""Gymnasium environments: one learning seat against tradewinds bots.

``import tradewinds.rl`` registers one environment id per game (:data:`ENV_IDS`)::

    import gymnasium, tradewinds.rl
    env = gymnasium.make("tradewinds/SanJuan-v0", players=2, opponents="random")

Each ``step`` takes the learning seat's action (an action id, the game's
``num_distinct_actions`` ids form the ``Discrete`` action space), applies it, lets the bots
of the other seats play until the learning seat must decide again or the game ends, and
returns the learning seat's observation. The legal actions of that decision are in
``info["action_mask"]`` (``int8``, 1 = legal) and :meth:`TradewindsEnv.action_masks`
(``bool``), the convention of sb3-contrib's ``MaskablePPO``; with ``dict_observation=True``
the observation is a dict ``{"observation", "action_mask"}`` instead (PettingZoo's
convention).

An illegal action is refused: by default the state is unchanged and the step returns the
same observation with ``illegal_reward`` (-1), ``terminated=False`` and
``info["illegal_action"] = True`` (``illegal_action="raise"`` raises
:class:`~tradewinds.IllegalActionError` instead). ``docs/rl.md`` describes every argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, SupportsInt

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from ..bots import Bot, SeatView, bot_seed, make_bot
from ..core.errors import IllegalActionError, UnknownActionError
from ..core.game import State, new_game
from .observer import REWARDS, action_mask, make_observer, num_distinct_actions, returns, shaping

__all__ = ["DEFAULT_PLAYERS", "ENV_IDS", "TradewindsEnv", "register_envs"]

ENV_IDS = {
    "puerto_rico": "tradewinds/PuertoRico-v0",
    "san_juan": "tradewinds/SanJuan-v0",
    "manila": "tradewinds/Manila-v0",
}
DEFAULT_PLAYERS = {"puerto_rico": 4, "san_juan": 2, "manila": 3}
ILLEGAL_ACTIONS = ("penalty", "raise")
# The observation has no natural bound (counts are divided by typical maxima, so values
# lie in about [0, 1], but a long game can exceed them): the Box spans the float32 range.
_FLOAT_MAX = float(np.finfo(np.float32).max)

Observation = npt.NDArray[np.float32] | dict[str, npt.NDArray[Any]]


class TradewindsEnv(gymnasium.Env[Observation, np.int64]):
    """A tradewinds game seen by one learning seat; the other seats are bots.

    Arguments (all keywords but ``game``):

    * ``players``: the player count (default :data:`DEFAULT_PLAYERS`);
    * ``options``: game options, as for :func:`tradewinds.new_game`;
    * ``seat``: the learning seat, or ``"random"`` for a new one drawn at each reset;
    * ``opponents``: a bot name for every other seat, or a list of ``players - 1`` names
      (the other seats in increasing order);
    * ``reward``: ``"margin"`` or ``"win"`` (see :func:`tradewinds.rl.returns`), paid at the
      step that ends the game; ``shaping=True`` adds ``gamma * phi(next) - phi(previous)``
      on each step, ``phi`` = :func:`tradewinds.rl.shaping` (0 once the game is over);
    * ``dict_observation``: observe ``{"observation", "action_mask"}`` instead of the vector;
    * ``illegal_action``: ``"penalty"`` (default) or ``"raise"``; ``illegal_reward``;
    * ``render_mode``: ``None`` or ``"ansi"`` (the learning seat's observation as text).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        *,
        options: dict[str, Any] | None = None,
        seat: int | str = 0,
        opponents: str | Sequence[str] = "random",
        reward: str = "margin",
        shaping: bool = False,
        gamma: float = 1.0,
        dict_observation: bool = False,
        illegal_action: str = "penalty",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        if players is None:
            players = DEFAULT_PLAYERS.get(game, 0)
        self.observer = make_observer(game, players, options)  # validates the configuration
        self.game = game
        self.players = players
        self.options = dict(self.observer.options)
        self.seat_choice = _check_seat(seat, players)
        self.opponents = _check_opponents(opponents, players)
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(
                f"illegal_action must be one of {', '.join(ILLEGAL_ACTIONS)}; "
                f"got {illegal_action!r}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi'; got {render_mode!r}")
        self.reward_kind = reward
        self.shaping = bool(shaping)
        self.gamma = float(gamma)
        self.dict_observation = bool(dict_observation)
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode

        self.num_actions = num_distinct_actions(game, players, self.options)
        self.action_space = spaces.Discrete(self.num_actions)
        space: spaces.Space[Any] = spaces.Box(
            -_FLOAT_MAX, _FLOAT_MAX, (self.observer.size,), np.float32
        )
        if self.dict_observation:
            mask = spaces.Box(0, 1, (self.num_actions,), np.int8)
            space = spaces.Dict({"observation": space, "action_mask": mask})
        self.observation_space = space

        self.state: State | None = None
        self.seat = 0 if isinstance(seat, str) else seat
        self._bots: list[Bot | None] = []
        self._mask = np.zeros(self.num_actions, dtype=np.int8)
        self._potential = 0.0
        # The configuration's action table, shared by every game of this environment.
        self._actions = new_game(game, players, seed=0, options=self.options).table.actions

    # ------------------------------------------------------------- the episode
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game. Its seed (and the seat, with ``seat="random"``) come from the
        environment's generator, seeded by ``seed``: the same seed gives the same games.
        ``options`` is accepted for the Gymnasium API and must be empty."""
        super().reset(seed=seed)
        if options:
            raise ValueError(f"reset takes no options, got {sorted(options)}")
        game_seed = int(self.np_random.integers(1 << 62))
        if self.seat_choice == "random":
            self.seat = int(self.np_random.integers(self.players))
        self.state = state = new_game(self.game, self.players, seed=game_seed, options=self.options)
        others = iter(self.opponents)
        self._bots = [
            None if p == self.seat else make_bot(next(others), bot_seed(game_seed, p))
            for p in range(self.players)
        ]
        self._play_opponents(state)
        self._potential = self._phi(state)
        return self._observe(state), self._info(state)

    def step(self, action: SupportsInt) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        state = self.state
        if state is None:
            raise RuntimeError("call reset() before step()")
        if state.is_over:
            raise RuntimeError("the game is over: call reset()")
        action_id = int(action)
        if not 0 <= action_id < self.num_actions:
            return self._refuse(state, action_id)
        chosen = self._actions[action_id]
        if chosen not in state.legal_actions():
            return self._refuse(state, action_id)
        state.apply(chosen)
        self._play_opponents(state)
        terminated = state.is_over
        reward = returns(state, self.reward_kind)[self.seat] if terminated else 0.0
        if self.shaping:
            potential = self._phi(state)
            reward += self.gamma * potential - self._potential
            self._potential = potential
        return self._observe(state), reward, terminated, False, self._info(state)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions of the learning seat now (``MaskablePPO`` calls this)."""
        return self._mask.astype(bool)

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return self.observer.string(self.state, self.seat)

    # ----------------------------------------------------------------- helpers
    def _play_opponents(self, state: State) -> None:
        """Let the bots decide until the learning seat must act or the game ends."""
        bots = self._bots
        seat = self.seat
        player = state.current_player
        while player is not None and player != seat:
            bot = bots[player]
            assert bot is not None
            # bot_action's checks, without looking up the seat and the actions twice.
            legal = state.legal_actions()
            chosen = bot.choose(SeatView(state, player), legal)
            if chosen not in legal:
                raise ValueError(f"bot {bot.name!r} chose {chosen}, which is not legal now")
            state.apply(chosen)
            player = state.current_player
        self._mask = action_mask(state, self.num_actions)

    def _phi(self, state: State) -> float:
        if not self.shaping or state.is_over:
            return 0.0
        return shaping(state, self.seat)

    def _observe(self, state: State) -> Observation:
        vector = self.observer.tensor(state, self.seat)
        if self.dict_observation:
            return {"observation": vector, "action_mask": self._mask.copy()}
        return vector

    def _info(self, state: State) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self._mask.copy(), "seat": self.seat}
        if state.is_over:
            info["result"] = state.result()
        return info

    def _refuse(
        self, state: State, action_id: int
    ) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self.illegal_action == "raise":
            try:
                state.apply(action_id)  # raises with the rule's explanation
            except UnknownActionError as exc:
                raise IllegalActionError(str(exc)) from None
            raise AssertionError("a masked-out action was accepted")  # pragma: no cover
        info = self._info(state)
        info["illegal_action"] = True
        return self._observe(state), self.illegal_reward, False, False, info


def _check_seat(seat: int | str, players: int) -> int | str:
    if seat == "random":
        return seat
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"seat must be 0..{players - 1} or 'random'; got {seat!r}")
    return seat


def _check_opponents(opponents: str | Sequence[str], players: int) -> list[str]:
    names = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
    if len(names) != players - 1:
        raise ValueError(f"opponents must name {players - 1} bots, got {len(names)}")
    for name in names:
        make_bot(name, 0)  # raises ValueError naming the valid bots
    return names


def register_envs() -> None:
    """Register :data:`ENV_IDS` with Gymnasium (done by ``import tradewinds.rl``)."""
    for game, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="tradewinds.rl.gym_env:TradewindsEnv",
                kwargs={"game": game},
                disable_env_checker=False,
            )
