"""The engine shape the built-in games share: decisions numbered as phases, dispatched
through per-phase tables, and a saved state of flat fields.

A game's state class sets ``_LEGAL`` and ``_APPLY`` (indexed by ``phase``) once its
phase functions exist (or overrides ``_compute_legal`` and ``_apply``), implements
``_configure`` (the fields every state has, from the players, seed, options and names)
and ``_load_fields`` (the game's own saved fields), and loads a saved game with
:meth:`PhaseMachine._load_saved`.
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

    # Whether the tables above are the whole dispatch (no override of ``_compute_legal``,
    # ``_apply`` or ``_settle`` adds to them): then ``apply`` and ``_settle`` run them
    # directly. A game may instead override ``_compute_legal`` and ``_apply`` with a
    # chain of ifs on ``phase`` (San Juan, Manila): compiled, each phase function is then
    # called natively, where one taken from a table goes through a generic Python call.
    _TABLE_DISPATCH: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls._TABLE_DISPATCH:
            for name in ("_compute_legal", "_apply", "_settle"):
                if getattr(cls, name) is not getattr(PhaseMachine, name):
                    raise TypeError(f"{cls.__name__} overrides {name}: no table dispatch")

    def _compute_legal(self) -> list[Action]:
        return self._LEGAL[self.phase](self)

    def _apply(self, action: Action) -> None:
        self._APPLY[self.phase](self, action)

    def apply(self, action: object) -> None:
        # The core's apply with the dispatch and the settle loop inlined, for the common
        # case of a legal Action object; anything else (notation, ids, illegal actions)
        # takes the core's path, which resolves it or names the rule it breaks. As in the
        # core, an action found in the legal list is that very (interned) Action. (No rule
        # reads the cached legal list while an action is applied: it is replaced below.)
        legal = self._legal
        if legal is None or action not in legal:
            super().apply(action)
            return
        self._history = (action.id, self._history)
        self._moves += 1
        if not self._TABLE_DISPATCH:  # the game's own dispatch (San Juan, Manila)
            self._apply(action)
            legal = self._compute_legal()
            while len(legal) == 1:
                self._apply(legal[0])
                legal = self._compute_legal()
            self._legal = legal
            return
        legal_by_phase = self._LEGAL
        apply_by_phase = self._APPLY
        apply_by_phase[self.phase](self, action)
        legal = legal_by_phase[self.phase](self)
        while len(legal) == 1:
            apply_by_phase[self.phase](self, legal[0])
            legal = legal_by_phase[self.phase](self)
        self._legal = legal

    def _settle(self) -> None:
        if not self._TABLE_DISPATCH:
            super()._settle()
            return
        # The core loop with the dispatch inlined: this runs after every action.
        legal_by_phase = self._LEGAL
        apply_by_phase = self._APPLY
        while True:
            legal = legal_by_phase[self.phase](self)
            if len(legal) != 1:
                self._legal = legal
                return
            apply_by_phase[self.phase](self, legal[0])

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
