"""The engine shape the built-in games share: decisions numbered as phases, dispatched
through per-phase tables, and a saved state of flat fields.

A game's state class sets ``_LEGAL`` and ``_APPLY`` (indexed by ``phase``) once its
phase functions exist, implements ``_configure`` (the fields every state has, from the
players, seed, options and names) and ``_load_fields`` (the game's own saved fields), and
loads a saved game with :meth:`PhaseMachine._load_saved`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from mypy_extensions import mypyc_attr

from .actions import Action
from .errors import InvalidOptionError, InvalidStateError
from .game import State, game_info

M = TypeVar("M", bound="PhaseMachine")


@mypyc_attr(allow_interpreted_subclasses=True)  # as State: games may stay pure Python
class PhaseMachine(State):
    """A :class:`State` whose decisions are phases with a function table each."""

    phase: int
    # Per phase: its legal actions, and how one of them is applied. Tables, not a chain
    # of ifs: this dispatch runs on every action and every legality check.
    _LEGAL: ClassVar[tuple[Callable[[Any], list[Action]], ...]] = ()
    _APPLY: ClassVar[tuple[Callable[[Any, Action], None], ...]] = ()

    # No longer read: the core's ``apply`` and ``_settle`` call ``_compute_legal`` and
    # ``_apply`` below (or a game's own). Kept while a game still sets it.
    _TABLE_DISPATCH: ClassVar[bool] = False

    # The dispatch through the tables. A game may override both with a chain of ifs on
    # ``phase`` instead: compiled, it then calls each phase function natively, where a
    # function taken from a table goes through a generic Python call.
    def _compute_legal(self) -> list[Action]:
        return self._LEGAL[self.phase](self)

    def _apply(self, action: Action) -> None:
        self._APPLY[self.phase](self, action)

    @abstractmethod
    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the fields fixed for the whole game (players, options, tables...)."""

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
        state._configure(players, int(data["seed"]), options, tuple(str(n) for n in data["names"]))
        state._load_common(data)
        state._load_fields(dict(data["state"]))
        return state
