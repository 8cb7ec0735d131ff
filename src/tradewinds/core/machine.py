"""The engine shape the built-in games share: decisions numbered as phases, and a saved
state of flat fields.

A game declares each decision's rules once, its legal actions and how one is applied,
in phase tables (:func:`phase_tables`) that the machine indexes by ``phase``; its state
class implements ``_configure`` (its fields fixed for the whole game, from the players,
seed, options and names: the phase tables among them) and ``_load_fields`` (the game's
own saved fields); it starts a new game from :meth:`PhaseMachine._fresh` and loads a
saved one with :meth:`PhaseMachine.load`. Compiled, the machine calls the game's
generated ``phase_dispatch`` instead (:func:`dispatch_source`: the same table written out
as calls by name, which mypyc makes native).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import FunctionType
from typing import Any, Final, TypeVar

from mypy_extensions import mypyc_attr

from .actions import Action
from .errors import InvalidOptionError, InvalidStateError
from .game import State, game_info

M = TypeVar("M", bound="PhaseMachine")
# A decision's rules: its legal actions in a state, and how one of them is applied.
# (The state is each game's own class: ``Any`` here, its class in the game's tables.)
Legal = Callable[[Any], list[Action]]
Apply = Callable[[Any, Action], None]


def phase_tables(
    names: Sequence[str], rules: Mapping[int, tuple[Legal, Apply]]
) -> tuple[tuple[Legal, ...], tuple[Apply, ...]]:
    """The phase tables of a game whose decisions are ``names`` (numbered from 0), from
    ``rules``: each decision's (legal, apply), declared once."""
    if sorted(rules) != list(range(len(names))):
        raise AssertionError(f"{len(names)} decisions, rules for {sorted(rules)}")
    return (
        tuple(rules[p][0] for p in range(len(rules))),
        tuple(rules[p][1] for p in range(len(rules))),
    )


def no_actions(state: object) -> list[Action]:
    """The legal actions once the game is over: none."""
    return []


def no_decision(state: object, action: Action) -> None:
    """Applying an action once the game is over (never reached: nothing is legal)."""
    raise AssertionError(f"no decision is pending for {action}")


# Whether this module runs compiled: then a game's decisions go through its generated
# dispatch (native calls), else through the phase tables (an index, no extra frame).
NATIVE: Final[bool] = not isinstance(no_actions, FunctionType)


def _names_of(functions: Iterable[Callable[..., Any]]) -> dict[Callable[..., Any], str]:
    """A name for each function, in the module that imports them all: its own, or with
    ``_`` added where two functions of different modules have the same."""
    named: dict[Callable[..., Any], str] = {}
    for f in functions:
        if f not in named:
            name = f.__name__
            while name in named.values():
                name += "_"
            named[f] = name
    return named


def dispatch_source(
    game: str, names: Sequence[str], rules: Mapping[int, tuple[Legal, Apply]], state: str
) -> str:
    """The source of a game's generated ``phase_dispatch`` module: ``legal`` and
    ``apply`` over the decisions ``names`` as a chain on ``phase`` that calls each
    decision's rules (``rules``, the game's phase table) by name, which compiled code
    calls natively where a table's entries are generic Python calls. ``state`` is the
    game's state class, ``module:Class``. ``tests/core/test_fields.py`` checks that each
    game's module is current."""
    phase_tables(names, rules)  # every decision has its rules
    imported = _names_of(rules[p][which] for p in range(len(names)) for which in (0, 1))
    state_module, state_class = state.split(":")
    lines = [
        f'"""The decisions of a {game} state, dispatched: generated from its phase table',
        f"(``_PHASE_TABLE`` in ``{state_module}``) by",
        '``python -m tradewinds.build --fields``; do not edit."""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import TYPE_CHECKING",
        "",
        "from tradewinds.core.actions import Action",
    ]
    by_module: dict[str, list[str]] = {}
    for f, name in imported.items():
        alias = "" if name == f.__name__ else f" as {name}"
        by_module.setdefault(f.__module__, []).append(f"{f.__name__}{alias}")
    for module, items in sorted(by_module.items()):
        line = f"from {module} import {', '.join(sorted(items))}"
        if len(line) > 100:  # as the formatter wraps it
            line = "\n    ".join([f"from {module} import (", *(f"{i}," for i in sorted(items))])
            line += "\n)"
        lines.append(line)
    lines += ["", "if TYPE_CHECKING:", f"    from {state_module} import {state_class}"]
    for which, signature, call in (
        (0, f"legal(s: {state_class}) -> list[Action]", "return {}(s)"),
        (1, f"apply(s: {state_class}, action: Action) -> None", "{}(s, action)"),
    ):
        lines += ["", "", f"def {signature}:", "    phase = s.phase"]
        for p, title in enumerate(names):
            lines += [
                f"    {'elif' if which and p else 'if'} phase == {p}:  # {title}",
                "        " + call.format(imported[rules[p][which]]),
            ]
        if which:  # (an elif chain: each decision two lines, as in ``legal``)
            lines.append("    else:")
        lines.append(f'{"    " * (1 + which)}raise AssertionError(f"unknown decision {{phase}}")')
    return "\n".join(lines) + "\n"


@mypyc_attr(allow_interpreted_subclasses=True)  # as State: games may stay pure Python
class PhaseMachine(State):
    """A :class:`State` whose decisions are numbered phases."""

    phase: int
    actor: int  # the seat that decides now, until the game is over
    # Each decision's rules, indexed by ``phase`` (:func:`phase_tables`): set by the
    # game's ``_configure`` as shared fields, which compiled code reads natively.
    legal_by_phase: tuple[Legal, ...]
    apply_by_phase: tuple[Apply, ...]

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.actor

    def apply(self, action: object) -> None:
        # The core's apply with its settle loop inlined over the game's dispatch, for the
        # common case of a legal Action object; anything else (notation, ids, illegal
        # actions) takes the core's path, which resolves it or names the rule it breaks.
        # As in the core, an action found in the legal list is that very (interned)
        # Action. (No rule reads the cached legal list while an action is applied: it is
        # replaced below.)
        legal = self._legal
        if legal is None or action not in legal:
            super().apply(action)
            return
        self._history = (action.id, self._history)
        self._moves += 1
        if NATIVE:  # the game's generated dispatch: native calls
            self._apply(action)
            legal = self._compute_legal()
            while len(legal) == 1:  # a decision that leaves no choice is taken at once
                self._apply(legal[0])
                legal = self._compute_legal()
        else:  # the phase tables indexed in place: no frame of a method a step
            legal_by_phase = self.legal_by_phase
            apply_by_phase = self.apply_by_phase
            apply_by_phase[self.phase](self, action)
            legal = legal_by_phase[self.phase](self)
            while len(legal) == 1:
                apply_by_phase[self.phase](self, legal[0])
                legal = legal_by_phase[self.phase](self)
        self._legal = legal

    # The phase tables; a game overrides these two with its generated dispatch
    # (``phase_dispatch``), the same rules called by name.
    def _compute_legal(self) -> list[Action]:
        return self.legal_by_phase[self.phase](self)

    def _apply(self, action: Action) -> None:
        self.apply_by_phase[self.phase](self, action)

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
