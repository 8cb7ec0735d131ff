"""OpenSpiel games: ``import tradewinds.rl.openspiel`` registers one game per tradewinds game.

>>> import pyspiel
>>> import tradewinds.rl.openspiel
>>> game = pyspiel.load_game("python_tradewinds_san_juan(players=3)")
>>> game.num_players(), game.get_type().short_name
(3, 'python_tradewinds_san_juan')
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True
>>> state.apply_action(7)  # chance deals game number 7
>>> state.current_player() in range(3), len(state.observation_tensor()) > 0
(True, True)

The games are sequential, imperfect-information games with *explicit chance* of one kind:
the initial state is a chance node that picks one of ``deals`` equally likely deals (a
game seed); after it, the engine draws every random outcome (plantations, cards, dice)
from the state's own generator inside ``apply_action``, so no further chance node is
exposed. Deal ``k`` is the tradewinds game started with seed ``seed * 2**32 + k``. (A Python
game cannot be *sampled stochastic* with serialization in OpenSpiel 2.0: the serialization
of such a game needs the game object's RNG state, which Python games cannot provide.)

Game parameters: ``players``, every option of the game (a ``subset`` option such as
Puerto Rico's ``expansions`` is a string of names joined by ``+``, e.g.
``expansions=nobles+festival``), ``reward`` (``margin`` or ``win``, see
:func:`tradewinds.rl.returns`), ``seed`` and ``deals``.

Observations: ``observation_tensor``/``observation_string`` are the seat's
:mod:`tradewinds.rl.observer` observation; ``information_state_string`` is the observation
string followed by every event the seat has seen (its part of the game's log), identical
for every determinization of the state for that seat. ``resample_from_infostate(seat,
sampler)`` returns such a determinization (:meth:`tradewinds.State.determinize`), which is
what OpenSpiel's Python ISMCTS bot (``open_spiel.python.algorithms.ismcts``) needs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from operator import index
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from ..core.game import State, game_info, load_state, new_game
from ..core.options import OptionSpec
from .gym_env import DEFAULT_PLAYERS
from .observer import REWARDS, Observer, make_observer, num_distinct_actions, returns

__all__ = [
    "DEFAULT_DEALS",
    "GAME_NAMES",
    "ManilaGame",
    "PuertoRicoGame",
    "SanJuanGame",
    "SpielGame",
    "SpielState",
    "register_games",
]

GAME_NAMES = {
    "puerto_rico": "python_tradewinds_puerto_rico",
    "san_juan": "python_tradewinds_san_juan",
    "manila": "python_tradewinds_manila",
}
_TITLES = {"puerto_rico": "Puerto Rico", "san_juan": "San Juan", "manila": "Manila"}
DEFAULT_DEALS = 1 << 16
# Bounds of the "margin" return (the seat's score minus the best other score). No game
# comes near them: in random games scores stay within 0..90 (Puerto Rico, San Juan) and
# -30..130 pesos (Manila).
_MARGIN_BOUND = {"puerto_rico": 300.0, "san_juan": 300.0, "manila": 1000.0}
# OpenSpiel wants a bound on the number of decisions. The longest random game seen
# (hundreds of games of each configuration) took 928; the rules guarantee none (a San Juan
# game can last forever once both piles are empty and a player hoards his cards).
MAX_GAME_LENGTH = 5000
_SUBSET_SEPARATORS = re.compile(r"[+,:\s]+")
_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)


# ------------------------------------------------------------------ parameters
def _kind(spec: OptionSpec) -> str:
    """How an option is written as an OpenSpiel parameter: ``subset`` (names joined by
    ``+``), ``bool``, ``seat`` (an int; -1 for "random", the other choices being seats)
    or ``str``."""
    if spec.type == "subset":
        return "subset"
    if all(isinstance(c, bool) for c in spec.choices):
        return "bool"
    if all(c == "random" or (isinstance(c, int) and not isinstance(c, bool)) for c in spec.choices):
        return "seat"
    return "str"


def _parameter_value(spec: OptionSpec, value: Any) -> Any:
    """The OpenSpiel parameter value of a tradewinds option value."""
    kind = _kind(spec)
    if kind == "subset":
        return "+".join(value)
    if kind == "bool":
        return bool(value)
    if kind == "seat":
        return -1 if value == "random" else int(value)
    return str(value)


def _option_value(spec: OptionSpec, value: Any) -> Any:
    """The tradewinds option value of an OpenSpiel parameter value."""
    kind = _kind(spec)
    if kind == "subset":
        return [v for v in _SUBSET_SEPARATORS.split(str(value)) if v]
    if kind == "seat" and value == -1:
        return "random"
    for choice in spec.choices:
        if choice == value if kind in ("bool", "seat") else str(choice) == str(value):
            return choice
    return value  # new_game names the valid choices


def parameter_specification(game: str) -> dict[str, Any]:
    """Every parameter of the OpenSpiel game of ``game`` with its default."""
    spec: dict[str, Any] = {"players": DEFAULT_PLAYERS[game]}
    for option in game_info(game).options:
        spec[option.name] = _parameter_value(option, option.default)
    spec["reward"] = "margin"
    spec["seed"] = 0
    spec["deals"] = DEFAULT_DEALS
    return spec


def _game_type(game: str, utility: Any) -> Any:
    counts = game_info(game).player_counts
    return pyspiel.GameType(
        short_name=GAME_NAMES[game],
        long_name=f"tradewinds {_TITLES[game]}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(counts),
        min_num_players=min(counts),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_specification(game),
    )


# -------------------------------------------------------------------- the game
class _Context:
    """What every state of one game object shares: configuration and observer."""

    def __init__(
        self,
        game: str,
        players: int,
        options: dict[str, Any],
        reward: str,
        seed: int,
        deals: int,
    ) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.reward = reward
        self.seed = seed
        self.deals = deals
        self.observer: Observer = make_observer(game, players, options)
        # The configuration's action table (every state of the game shares it).
        self.actions = self.deal(0).table.actions

    def deal(self, outcome: int) -> State:
        """The game of chance outcome ``outcome``."""
        return new_game(
            self.game, self.players, seed=(self.seed << 32) + outcome, options=self.options
        )


# Game objects by their canonical string, so that an unpickled engine finds its context.
_CONTEXTS: dict[str, _Context] = {}


class _Engine:
    """Holds a state's tradewinds game (``None`` before the deal); the only entry of the
    OpenSpiel state's ``__dict__``, which OpenSpiel deep-copies to clone and pickles to
    serialize: both go through the engine's own ``clone`` and ``to_json``."""

    __slots__ = ("_legal", "_legal_ids", "context", "key", "state")

    def __init__(self, context: _Context, key: str, state: State | None = None) -> None:
        self.context = context
        self.key = key
        self.state = state
        self._legal: object = None
        self._legal_ids: list[int] = []

    def legal_ids(self, state: State) -> list[int]:
        """The sorted ids of ``state``'s legal actions (shared: copy before changing it),
        remembered while the engine's list of legal actions stays the same object (it
        is replaced at every move; holding it keeps its identity from being reused)."""
        legal = state.legal_actions()
        if legal is not self._legal:
            self._legal_ids = sorted([a.id for a in legal])
            self._legal = legal
        return self._legal_ids

    def __deepcopy__(self, memo: dict[int, Any]) -> _Engine:
        state = self.state
        return _Engine(self.context, self.key, None if state is None else state.clone())

    def __reduce__(self) -> tuple[Callable[[str, str | None], _Engine], tuple[str, str | None]]:
        state = self.state
        return _load_engine, (self.key, None if state is None else state.to_json())


def _load_engine(key: str, saved: str | None) -> _Engine:
    context = _CONTEXTS.get(key)
    if context is None:  # a game string not loaded yet in this process
        pyspiel.load_game(key)
        context = _CONTEXTS[key]
    return _Engine(context, key, None if saved is None else load_state(saved))


class SpielGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no type information
    """One tradewinds configuration as an OpenSpiel game (see the module)."""

    def __init__(self, game: str, params: Mapping[str, Any] | None = None) -> None:
        values = {**parameter_specification(game), **dict(params or {})}
        specs = {o.name: o for o in game_info(game).options}
        extra = {"players", "reward", "seed", "deals"}
        unknown = sorted(set(values) - set(specs) - extra)
        if unknown:
            raise ValueError(f"unknown parameter(s) {', '.join(unknown)} for {game}")
        players = int(values["players"])
        options = {name: _option_value(spec, values[name]) for name, spec in specs.items()}
        reward = str(values["reward"])
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
        seed, deals = int(values["seed"]), int(values["deals"])
        if seed < 0 or not 1 <= deals <= 1 << 32:
            raise ValueError(f"seed must be >= 0 and deals in 1..2**32; got {seed}, {deals}")
        observer = make_observer(game, players, options)  # validates players and options
        options = dict(observer.options)
        # Canonical parameters: the game's string (used by serialization) loads it back.
        canonical: dict[str, Any] = {"players": players}
        for name, spec in specs.items():
            canonical[name] = _parameter_value(spec, options[name])
        canonical.update(reward=reward, seed=seed, deals=deals)
        if reward == "win":  # the winners share 1
            utility = pyspiel.GameType.Utility.CONSTANT_SUM
            low, high, total = 0.0, 1.0, 1.0
        else:
            utility = pyspiel.GameType.Utility.GENERAL_SUM
            high = _MARGIN_BOUND[game]
            low, total = -high, None
        info = pyspiel.GameInfo(
            num_distinct_actions=num_distinct_actions(game, players, options),
            max_chance_outcomes=deals,
            num_players=players,
            min_utility=low,
            max_utility=high,
            utility_sum=total,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_game_type(game, utility), info, canonical)
        self._context = _Context(game, players, options, reward, seed, deals)
        self._key = str(self)
        _CONTEXTS[self._key] = self._context

    def new_initial_state(self) -> SpielState:
        return SpielState(self)

    def max_chance_nodes_in_history(self) -> int:
        return 1

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> _SpielObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        info_state = iig_obs_type is not None and iig_obs_type.perfect_recall
        return _SpielObserver(self._context.observer, info_state)


class SpielState(pyspiel.State):  # type: ignore[misc]  # (nor here)
    """An OpenSpiel state around a tradewinds state (:attr:`engine`)."""

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        # The only attribute: OpenSpiel copies __dict__ to clone and to serialize.
        self._engine = _Engine(game._context, game._key)

    @property
    def engine(self) -> State | None:
        """The tradewinds state (the true state, hidden parts included); ``None`` before
        the deal."""
        return self._engine.state

    def current_player(self) -> int:
        state = self._engine.state
        if state is None:
            return _CHANCE
        player = state.current_player
        return _TERMINAL if player is None else player

    def chance_outcomes(self) -> list[tuple[int, float]]:
        deals = self._engine.context.deals
        p = 1.0 / deals
        return [(k, p) for k in range(deals)]

    def _legal_actions(self, player: int) -> list[int]:
        state = self._engine.state
        if state is None or player != state.current_player:
            return []
        return self._engine.legal_ids(state)

    def _apply_action(self, action: int) -> None:
        engine = self._engine
        state = engine.state
        if state is None:
            if not 0 <= action < engine.context.deals:
                raise ValueError(f"deal {action} is outside 0..{engine.context.deals - 1}")
            engine.state = engine.context.deal(action)
            return
        # The action table directly (OpenSpiel passes an int); ``apply`` still refuses an
        # illegal one, and an id out of range goes through ``action_from_id``'s error.
        actions = engine.context.actions
        state.apply(actions[action] if 0 <= action < len(actions) else state.action_from_id(action))

    # ``legal_actions`` and ``observation_tensor`` called from Python: OpenSpiel's C++
    # versions cross into Python several times a call (current player, terminal, chance
    # node, then the hook) and, for the tensor, build a throwaway initial state to learn
    # its size and write the tensor through the observer twice. These give the same
    # values (and the same errors) in one Python call; C++ callers keep OpenSpiel's path,
    # which reads the same hooks.
    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal action ids of ``player`` (default: the player to act), sorted; as
        :meth:`pyspiel.State.legal_actions`."""
        engine = self._engine
        state = engine.state
        if state is None:  # the deal: every chance outcome, whoever asks (as OpenSpiel)
            return list(range(engine.context.deals))
        if player is None:  # the engine's legal list is empty once the game is over
            return list(engine.legal_ids(state))
        current = state.current_player
        if current is None:
            return []
        if index(player) == current:  # an int or a numpy int, as pybind
            return list(engine.legal_ids(state))
        if player < 0:
            raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")
        return []

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The observation of ``player`` (default: the player to act) as a list of
        floats; as :meth:`pyspiel.State.observation_tensor`."""
        engine = self._engine
        context = engine.context
        player = self.current_player() if player is None else index(player)
        if player < 0:
            raise pyspiel.SpielError(f"player >= 0\nplayer = {player}, 0 = 0")
        if player >= context.players:
            raise pyspiel.SpielError(
                f"player < num_players_\nplayer = {player}, num_players_ = {context.players}"
            )
        state = engine.state
        if state is None:
            return [0.0] * context.observer.size
        return context.observer.floats(state, player)

    def _action_to_string(self, player: int, action: int) -> str:
        state = self._engine.state
        if state is None:
            return f"deal {action}"
        return str(state.action_from_id(action))

    def is_terminal(self) -> bool:
        state = self._engine.state
        return state is not None and state.is_over

    def returns(self) -> list[float]:
        state = self._engine.state
        if state is None:
            return [0.0] * self._engine.context.players
        return returns(state, self._engine.context.reward)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state with everything hidden from ``player_id`` re-drawn; its seed comes
        from ``probability_sampler`` (a callable returning a float in [0, 1))."""
        state = self._engine.state
        if state is None:
            raise ValueError("nothing to resample before the deal")
        seed = int(float(probability_sampler()) * (1 << 53))
        copy: SpielState = self.clone()
        copy._engine.state = state.determinize(player_id, seed)
        return copy

    def __str__(self) -> str:
        state = self._engine.state
        if state is None:
            return "before the deal"
        player = state.current_player
        who = "game over" if player is None else f"seat {player} to act"
        return (
            f"{_TITLES[state.game_name]}, seed {state.seed}, move {state.move_number}, "
            f"{who}; position {state.position_hash()}"
        )


class _SpielObserver:
    """OpenSpiel's Python observer interface over a tradewinds observer."""

    def __init__(self, observer: Observer, info_state: bool) -> None:
        self.observer = observer
        self.info_state = info_state
        size = 0 if info_state else observer.size
        self.tensor: npt.NDArray[np.float32] = np.zeros(size, np.float32)
        self.dict: dict[str, npt.NDArray[np.float32]] = (
            {} if info_state else {"observation": self.tensor}
        )

    def set_from(self, state: SpielState, player: int) -> None:
        if self.info_state:
            return
        engine = state.engine
        if engine is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = self.observer.tensor(engine, player)

    def string_from(self, state: SpielState, player: int) -> str:
        engine = state.engine
        if engine is None:
            return "before the deal"
        text = self.observer.string(engine, player)
        if not self.info_state:
            return text
        events = "\n".join(f"{e['move']}: {e['text']}" for e in engine.event_log(player))
        return f"{text}\n{events}"


# One class per game: OpenSpiel's registry wants a callable taking the parameters, and a
# class (unlike a closure) leaves nothing behind that crashes the interpreter at exit.
class PuertoRicoGame(SpielGame):
    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        super().__init__("puerto_rico", params)


class SanJuanGame(SpielGame):
    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        super().__init__("san_juan", params)


class ManilaGame(SpielGame):
    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        super().__init__("manila", params)


_CLASSES: dict[str, type[SpielGame]] = {
    "puerto_rico": PuertoRicoGame,
    "san_juan": SanJuanGame,
    "manila": ManilaGame,
}


def register_games() -> None:
    """Register :data:`GAME_NAMES` with OpenSpiel (done on import)."""
    registered = set(pyspiel.registered_names())
    for game, name in GAME_NAMES.items():
        if name not in registered:
            general = pyspiel.GameType.Utility.GENERAL_SUM
            pyspiel.register_game(_game_type(game, general), _CLASSES[game])


register_games()
