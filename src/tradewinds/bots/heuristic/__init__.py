"""The heuristic bot: one documented strategy per game, reading only its seat's view.

The bot is game-agnostic on the outside: it looks up the strategy of the game named in
the view (``view["game"]``) and asks it for an action. Each strategy module exposes

    choose(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action

and uses ``rng`` only to break ties (or, when ``rng`` is a
:class:`~tradewinds.bots.heuristic.judgement.Judgement`, the easy level's noisy pick in
the decisions its ``JUDGED`` set names), so the same seed and the same views give the same
choices. A module may also expose ``choose_state(state, legal, rng)``, which reads the
same facts straight from a state for its seat to act, far faster than building the view
(rollouts of the search bots). It must choose exactly as ``choose`` would on the seat's
view; ``tests/bots`` checks that on whole games. Strategies are imported on first use so
that a program playing one game does not load the others.

Both take an optional fourth argument, the module's ``Preferences``: a *style*
(:mod:`.styles`) turns its table for the game into them, and the bot of that style
(``heuristic-<style>``) passes them on every call. Without them (None) the strategy is the
plain heuristic.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ...core.actions import Action
from ...core.game import State
from .styles import Style

if TYPE_CHECKING:
    from .. import Observation


class Strategy(Protocol):
    """A game's ``choose``: the action for the seat whose view this is."""

    def __call__(
        self,
        view: Mapping[str, Any],
        legal: Sequence[Action],
        rng: random.Random,
        prefs: Any = None,
    ) -> Action: ...


class StateStrategy(Protocol):
    """A game's ``choose_state``: the action for the seat to act in a state."""

    def __call__(
        self,
        state: State,
        legal: Sequence[Action],
        rng: random.Random,
        prefs: Any = None,
    ) -> Action: ...


_STRATEGIES: dict[str, Strategy] = {}
_STATE_STRATEGIES: dict[str, StateStrategy] = {}


def strategy_for(game: str) -> Strategy:
    """The ``choose`` function of ``game``'s heuristic (``ValueError`` if there is none)."""
    strategy = _STRATEGIES.get(game)
    if strategy is None:
        try:
            module = importlib.import_module(f"{__name__}.{game}")
        except ModuleNotFoundError:
            raise ValueError(f"no heuristic strategy for the game {game!r}") from None
        strategy = getattr(module, "choose", None)
        if strategy is None:  # a helper module of the package (judgement...), not a game
            raise ValueError(f"no heuristic strategy for the game {game!r}")
        _STRATEGIES[game] = strategy
    return strategy


def state_strategy_for(game: str) -> StateStrategy:
    """The strategy of ``game`` reading a state for its seat to act: the module's
    ``choose_state`` if it has one, else ``choose`` on the seat's view."""
    state_strategy = _STATE_STRATEGIES.get(game)
    if state_strategy is None:
        strategy = strategy_for(game)
        module = importlib.import_module(f"{__name__}.{game}")
        state_strategy = getattr(module, "choose_state", None)
        if state_strategy is None:

            def state_strategy(
                state: State, legal: Sequence[Action], rng: random.Random, prefs: Any = None
            ) -> Action:
                # A determinization for the seat to act: its view is all the bot may use.
                seat: int = state.current_player  # type: ignore[assignment]
                return strategy(state.view(seat, events=False), legal, rng, prefs)

        _STATE_STRATEGIES[game] = state_strategy
    return state_strategy


def preferences_for(game: str, style: Style) -> Any:
    """``style``'s table for ``game`` as that game's ``Preferences`` (None when the style
    has no table for the game: the plain heuristic). ``ValueError`` for an unknown key."""
    table = style.table(game)
    if not table:
        return None
    strategy_for(game)  # the game must have a strategy (ValueError otherwise)
    module = importlib.import_module(f"{__name__}.{game}")
    return module.Preferences(table)


class HeuristicBot:
    """Plays each game by its documented heuristic (see ``docs/bots.md``), or with a
    ``style`` the heuristic with that style's preferences (``heuristic-<style>``)."""

    __slots__ = ("_prefs", "_rng", "seed", "style")

    def __init__(self, seed: int, style: Style | None = None) -> None:
        self.seed = seed
        self.style = style
        self._rng = random.Random(seed)
        self._prefs: dict[str, Any] = {}  # per game, made on first use

    @property
    def name(self) -> str:
        return "heuristic" if self.style is None else f"heuristic-{self.style.name}"

    def _preferences(self, game: str) -> Any:
        if self.style is None:
            return None
        if game not in self._prefs:
            self._prefs[game] = preferences_for(game, self.style)
        return self._prefs[game]

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if isinstance(observation, State):
            game = observation.game_name
            strategy = state_strategy_for(game)
            return strategy(observation, legal_actions, self._rng, self._preferences(game))
        game = observation["game"]
        prefs = self._preferences(game)
        return strategy_for(game)(observation, legal_actions, self._rng, prefs)
