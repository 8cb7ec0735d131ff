"""The heuristic bot: one documented strategy per game, reading only its seat's view.

The bot is game-agnostic on the outside: it looks up the strategy of the game named in
the view (``view["game"]``) and asks it for an action. Each strategy module exposes

    choose(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action

and uses ``rng`` only to break ties, so the same seed and the same views give the same
choices. Strategies are imported on first use so that a program playing one game does
not load the others.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.game import State

if TYPE_CHECKING:
    from .. import Observation

Strategy = Callable[[Mapping[str, Any], Sequence[Action], random.Random], Action]

_STRATEGIES: dict[str, Strategy] = {}


def strategy_for(game: str) -> Strategy:
    """The ``choose`` function of ``game``'s heuristic (``ValueError`` if there is none)."""
    strategy = _STRATEGIES.get(game)
    if strategy is None:
        try:
            module = importlib.import_module(f"{__name__}.{game}")
        except ModuleNotFoundError:
            raise ValueError(f"no heuristic strategy for the game {game!r}") from None
        strategy = module.choose
        _STRATEGIES[game] = strategy
    return strategy


class HeuristicBot:
    """Plays each game by its documented heuristic (see ``docs/bots.md``)."""

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    @property
    def name(self) -> str:
        return "heuristic"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if isinstance(observation, State):
            # A determinization for the seat to act: its view is all the bot may use.
            view: Mapping[str, Any] = observation.view(observation.current_player, events=False)
        else:
            view = observation
        return strategy_for(view["game"])(view, legal_actions, self._rng)
