"""The engine shape the built-in games share: decisions numbered as phases, and a saved
state of flat fields.

A game's state class implements ``_compute_legal`` and ``_apply`` (the legal actions of
the decision ``phase`` names, and how one is applied: each game dispatches on its phase
in one place), ``_configure`` (its fields fixed for the whole game, from the players,
seed, options and names) and ``_load_fields`` (the game's own saved fields); it starts a
new game from :meth:`PhaseMachine._fresh` and loads a saved one with
:meth:`PhaseMachine.load`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, TypeVar

from mypy_extensions import mypyc_attr

from .actions import Action
from .errors import InvalidOptionError, InvalidStateError
from .game import State, game_info

M = TypeVar("M", bound="PhaseMachine")


@mypyc_attr(allow_interpreted_subclasses=True)  # as State: games may stay pure Python
class PhaseMachine(State):
    """A :class:`State` whose decisions are numbered phases."""

    phase: int
    actor: int  # the seat that decides now, until the game is over

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.actor

    def apply(self, action: object) -> None:
        # The core's apply with its settle loop inlined, for the common case of a legal
        # Action object; anything else (notation, ids, illegal actions) takes the core's
        # path, which resolves it or names the rule it breaks. As in the core, an action
        # found in the legal list is that very (interned) Action. (No rule reads the
        # cached legal list while an action is applied: it is replaced below.)
        legal = self._legal
        if legal is None or action not in legal:
            super().apply(action)
            return
        self._history = (action.id, self._history)
        self._moves += 1
        self._legal = self._play(action)

    def _play(self, action: Action) -> list[Action]:
        """Apply the legal ``action``, then every decision that leaves no choice: the
        legal actions of the next decision with a choice (or none: the game is over)."""
        self._apply(action)
        legal = self._compute_legal()
        while len(legal) == 1:
            self._apply(legal[0])
            legal = self._compute_legal()
        return legal

    @abstractmethod
    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the game's own fields fixed for the whole game (its tables...); the
        players, seed, options and names are set before (:meth:`_configure_all`)."""

    @abstractmethod
    def _load_fields(self, data: dict[str, Any]) -> None:
        """Set the game's own fields from a saved state's ``"state"`` object."""

    @classmethod
    def _load_saved(cls: type[M], data: Mapping[str, Any]) -> M:
        """A state from a saved game's ``data``: its player count checked against the
        game's, its options against the game's schema, then every field."""
        info = game_info(cls.game_name)
        players = int(data["players"])
        if players not in info.player_counts:
            raise InvalidStateError(f"bad player count {players}")
        try:
            options = info.resolve_options(data["options"])
        except InvalidOptionError as exc:
            raise InvalidStateError(f"saved {cls.game_name} state: {exc}") from None
        state = cls.__new__(cls)
        names = tuple(str(n) for n in data["names"])
        state._configure_all(players, int(data["seed"]), options, names)
        state._load_common(data)
        state._load_fields(dict(data["state"]))
        return state

    @classmethod
    def load(cls: type[M], data: Mapping[str, Any]) -> M:
        """A state from a saved game (the game's ``GameInfo.load``): :meth:`_load_saved`,
        unless the game reads more."""
        return cls._load_saved(data)

    @classmethod
    def _fresh(
        cls: type[M], players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> M:
        """A new game's state before the game's own setup: configured, with no history,
        no log and no legal actions yet."""
        state = cls.__new__(cls)
        state._configure_all(players, seed, options, names)
        state._history = None
        state._moves = 0
        state._log = None
        state._legal = None
        return state

    def _configure_all(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """The configuration every state has, then the game's own (:meth:`_configure`)."""
        self.players = players
        self.seed = seed
        self.options = options
        self.names = names
        self._configure(players, seed, options, names)
