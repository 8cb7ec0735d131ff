"""The contract every game implements, and the registry of games.

A game module registers a :class:`GameInfo` (name, player counts, option schema, how to
create and load a state, the functions of its rules, scoring and views). Everything
game-specific lives in a subclass of :class:`State` and in those functions; this module
knows nothing about any game.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.resources
import json
import pkgutil
import types
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeVar, cast

from mypy_extensions import mypyc_attr

from . import rng
from .actions import Action, ActionTable
from .codec import canonical_json, digest
from .errors import (
    IllegalActionError,
    InvalidOptionError,
    InvalidStateError,
    Reason,
    UnknownActionError,
)
from .events import Event
from .options import OptionSpec, resolve_options
from .phrase import LogPhrase, Phrase, log_phrase_from_json, log_phrase_to_json
from .scores import Line, explain

# An immutable singly linked list ``(item, rest)``: appending is O(1) and clones share it.
# (``rest`` is a Chain again; the alias does not say so because mypyc crashes on a
# recursive type alias.)
Chain = tuple[Any, Any] | None

S = TypeVar("S", bound="State")

FORMAT_VERSION: Final = 1

# Deals of the hidden information each seat's view is compared across before a decision
# may be taken back (State.undoable): a reveal shows in at least one of them.
UNDO_DEALS: Final = 3


def chain_to_list(chain: Chain) -> list[Any]:
    """Items of a chain, oldest first."""
    items: list[Any] = []
    while chain is not None:
        items.append(chain[0])
        chain = chain[1]
    items.reverse()
    return items


def list_to_chain(items: Sequence[Any]) -> Chain:
    """The chain holding ``items`` (oldest first)."""
    chain: Chain = None
    for item in items:
        chain = (item, chain)
    return chain


# Where a class keeps its instances' fields outside ``__dict__``: slots (member
# descriptors) and a compiled class's native attributes (getset descriptors).
_FIELD_DESCRIPTORS: Final = (types.MemberDescriptorType, types.GetSetDescriptorType)


def _event_json(entry: tuple[Any, ...]) -> dict[str, Any]:
    """A log entry as the view's ``events`` show it."""
    data = {"move": entry[0], "text": entry[2], "private": entry[1] is not None}
    if len(entry) > 3 and entry[3] is not None:
        data["phrase"] = log_phrase_to_json(entry[3])
    return data


def _log_entry_json(entry: tuple[Any, ...]) -> list[Any]:
    """A log entry in the save file: ``[move, seat, text]`` and its phrase if it has one."""
    if len(entry) > 3 and entry[3] is not None:
        return [entry[0], entry[1], entry[2], log_phrase_to_json(entry[3])]
    return [entry[0], entry[1], entry[2]]


def _log_entry(data: Any) -> tuple[Any, ...]:
    """A saved log entry read back (``ValueError``/``TypeError`` when malformed: loading
    turns those into ``InvalidStateError``)."""
    if not isinstance(data, list) or len(data) not in (3, 4):
        raise ValueError("a log entry is [move, seat, text] or [move, seat, text, phrase]")
    move, seat, text = int(data[0]), None if data[1] is None else int(data[1]), str(data[2])
    phrase = log_phrase_from_json(data[3]) if len(data) == 4 else None
    return (move, seat, text, phrase)


def seat_log(log: Chain, seat: int) -> Chain:
    """The event chain ``log`` without the private events of seats other than ``seat``.

    Entries older than the oldest dropped one are shared with ``log``, not copied: search
    determinizes once per iteration, so this must cost little.
    """
    tail = log  # the shared part: everything older than the oldest dropped entry
    newer = 0  # entries above ``tail`` (dropped ones included)
    node = log
    count = 0
    while node is not None:
        entry, node = node
        count += 1
        owner = entry[1]
        if owner is not None and owner != seat:
            tail, newer = node, count
    if newer == 0:
        return log
    kept: list[Any] = []
    node = log
    for _ in range(newer):
        entry, node = node  # type: ignore[misc]
        owner = entry[1]
        if owner is None or owner == seat:
            kept.append(entry)
    chain = tail
    kept.reverse()  # (not ``reversed(kept)``: mypyc 2.4 fails on it here)
    for entry in kept:
        chain = (entry, chain)
    return chain


def forget_hidden(state: State, other: State, seat: int, seed: int, r: int) -> int:
    """What every game's determinization forgets alike, in ``other`` (a copy of ``state``
    re-dealt for ``seat``): the game seed, replaced by ``seed`` (with the public history
    it would rebuild the true state); the cached legal actions; the other seats' private
    events (they would reveal what was re-dealt); and the history, which may hold other
    seats' private choices and could not be replayed anyway (the seed is new). Returns the
    RNG state the copy goes on with: ``r``, the game's dealing RNG, advanced once."""
    other.seed = seed
    other._legal = None
    other._log = seat_log(state._log, seat)
    other._history = None
    return rng.next_u64(r)[0]


def by_name(names: Sequence[str], values: Sequence[int]) -> dict[str, int]:
    """``{name: value}`` for each of ``names`` and the value at its index in ``values``:
    a view's counts in the game's words (per good, per kind)."""
    return {name: values[at] for at, name in enumerate(names)}


# Compiled by mypyc (tradewinds.compiling), State is a native class: a game compiled with
# it subclasses it natively, and a game (or a test's toy state) in pure Python may too.
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """A game in progress: the mutable state plus the game's rules.

    Subclasses implement the abstract ``_``-prefixed hooks; the others call the functions
    the game registers (:class:`GameInfo`), unless a subclass overrides them. The public
    methods here are the same for every game.
    """

    game_name: ClassVar[str]

    # Set by every subclass constructor / loader / clone.
    players: int
    seed: int
    options: dict[str, Any]
    names: tuple[str, ...]
    table: ActionTable
    _history: Chain
    _moves: int
    _log: Chain
    _legal: list[Action] | None

    # ----------------------------------------------------------------- hooks
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now; ``None`` once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the current decision (never empty unless over)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply a legal action and run the automatic steps that follow it."""

    # These hooks call the functions the game registers (GameInfo): a game's rules, scores
    # and views live in modules of their own, not in its state class.
    def _why_illegal(self, action: Action) -> str:
        """A message naming the rule that forbids ``action`` now (a :class:`Reason` to
        give it in every language): the game's ``why_illegal``."""
        return game_info(self.game_name).why_illegal(self, action)

    def result(self) -> dict[str, Any]:
        """Score breakdown, ranking and winners (final once :attr:`is_over`): the game's
        ``result``."""
        return game_info(self.game_name).result(self)

    # What a score counts, in the game's words, and what breaks a tie on it (``None``: the
    # rules give no tie-break); see :meth:`score_breakdown`.
    score_unit: ClassVar[str] = "points"
    tiebreak_words: ClassVar[str | None] = None

    def _score_lines(self, score: dict[str, Any]) -> list[Line]:
        """The lines adding up to one entry of ``result()["scores"]``: the game's
        ``score_lines``, naming the parts its scoring computed (without one, the total)."""
        lines = game_info(self.game_name).score_lines
        if lines is None:
            return [{"item": "total", "label": "Total", "value": score["total"]}]
        return lines(self, score)

    def score_breakdown(self) -> dict[str, Any]:
        """The score explained: for each seat the lines that add up to its total, in the
        game's words (``players[i]["lines"]``: ``item``, ``label``, ``value``, optional
        ``detail``), the ranking and winners, a ``summary`` sentence and one sentence per
        tie (``ties``) saying how it was broken. Taken from :meth:`result` (final once
        :attr:`is_over`), never computed a second time."""
        return explain(
            self.result(),
            self._score_lines,
            game=self.game_name,
            unit=self.score_unit,
            tiebreak=self.tiebreak_words,
        )

    def revealed_view(self, *, events: bool = True) -> dict[str, Any]:
        """The spectator's view with every seat's secrets shown too: each entry of
        ``players_board`` as its own seat sees it (hands, VP chips, shares...), and with
        ``events`` every event, private ones included. The draw piles stay hidden.

        For a finished game's replay only: it tells everything a running game hides."""
        data = self._whole_view(None)
        for seat in range(self.players):
            data["players_board"][seat] = self._view(seat)["players_board"][seat]
        self._reveal(data)
        data["revealed"] = True
        if events:
            # A private line speaks to its seat ("You earn 3 VP."): say whose it was.
            # (A reader that formats the phrase puts "<name>: " before it as well.)
            data["events"] = []
            for e in self.events(everything=True):
                entry = _event_json(e)
                if e.seat is not None:
                    entry["text"] = f"{self.names[e.seat]}: {e.text}"
                    entry["seat"] = e.seat
                data["events"].append(entry)
        return data

    def _reveal(self, data: dict[str, Any]) -> None:  # noqa: B027 (optional hook)
        """Add to :meth:`revealed_view`'s ``data`` the secrets that lie outside the
        seats' ``players_board`` entries (games override it where there are some)."""

    def view(self, seat: object, *, events: bool = True) -> dict[str, Any]:
        """JSON-serialisable observation of ``seat`` (``None`` = spectator).

        ``events=False`` leaves out the event log (the ``"events"`` key): programs that
        decide from the position alone, such as bots in a search, skip its cost, which
        grows with the game.
        """
        checked = self._check_seat(seat)
        data = self._whole_view(checked)
        if events:
            data["events"] = self.event_log(checked)
        return data

    def _whole_view(self, seat: int | None) -> dict[str, Any]:
        """The view without its event log: the envelope every game shares (which game,
        whose view, the seats, the options, whose turn and what decision, the move, the
        viewer's legal actions, the result once over), built here once, around the
        game's own fields (:meth:`_view`)."""
        current = self.current_player
        data: dict[str, Any] = {
            "game": self.game_name,
            "viewer": seat,
            "players": self.players,
            "options": dict(self.options),
            "current_player": current,
            "decision": self._decision_name(),
            "move_number": self.move_number,
        }
        data.update(self._view(seat))
        data["legal_actions"] = (
            [{"id": a.id, "text": a.text} for a in self.legal_actions()]
            if seat is not None and seat == current
            else []
        )
        if self.is_over:
            data["result"] = self.result()
        return data

    def event_log(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
        """The ``"events"`` entry of ``view(seat)``: what ``seat`` saw happen, in order;
        with ``since``, only the events of move ``since`` and later (the events of the
        decision that took the game from move number ``n`` to ``n + 1`` are numbered
        ``n + 1``)."""
        if since <= 0:
            entries = chain_to_list(self._log)
        else:
            entries = []
            chain = self._log
            while chain is not None and chain[0][0] >= since:  # newest first: stop early
                entries.append(chain[0])
                chain = chain[1]
            entries.reverse()
        return [_event_json(e) for e in entries if e[1] is None or e[1] == seat]

    def _view(self, seat: int | None) -> dict[str, Any]:
        """The game's own fields of the observation of a valid ``seat`` (the envelope
        and the event log are added by :meth:`view`): the game's ``view``."""
        return game_info(self.game_name).view(self, seat)

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy (cheap: the fast path search uses)."""

    def determinize(self: S, seat: object, seed: object) -> S:
        """A copy with everything hidden from ``seat`` re-sampled from ``seed``."""
        # The public entry takes any object and checks it (a compiled engine would
        # otherwise coerce or refuse it with a TypeError before any check).
        checked = self._check_seat(seat)
        if checked is None:
            raise ValueError(f"seat must be 0..{self.players - 1}, got None")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an integer, got {seed!r}")
        return self._determinize(checked, seed)

    def _determinize(self: S, seat: int, seed: int) -> S:
        """:meth:`determinize` for a checked seat and seed: the game's ``determinize``."""
        copy: S = game_info(self.game_name).determinize(self, seat, seed)
        return copy

    @abstractmethod
    def _state_dict(self) -> dict[str, Any]:
        """The game-specific part of the full state as plain JSON data."""

    # ------------------------------------------------------------ decisions
    def legal_actions(self) -> list[Action]:
        """The actions the current player may take (empty once the game is over).

        The returned list is shared; do not mutate it.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.is_over else self._compute_legal()
        return legal

    @property
    def num_distinct_actions(self) -> int:
        """Size of the action-id range of this game configuration."""
        return len(self.table)

    def action_id(self, action: object) -> int:
        """The stable integer id of an action (or of its notation)."""
        return self._resolve(action).id

    def phrase(self, action: object) -> Phrase:
        """What ``action`` means in words, as a catalog message (``tradewinds.i18n``
        formats it in a language); its notation when the game declares no phrases."""
        found = self._resolve(action)
        describe = game_info(self.game_name).phrase
        if describe is None:
            return Phrase("action-unnamed")
        return describe(self, found)

    def structured(self, action: object) -> dict[str, Any]:
        """``action`` as data: ``{"kind": name, "args": {…}}``, plain JSON (a program finds
        actions by these, never by parsing the notation). A game that declares no
        structure gives its kind number and raw arguments."""
        found = self._resolve(action)
        structure = game_info(self.game_name).structure
        if structure is None:
            return {"kind": f"kind{found.kind}", "args": {"arg": found.arg, "arg2": found.arg2}}
        kind, args = structure(self, found)
        return {"kind": kind, "args": args}

    def action_json(self, action: object) -> dict[str, Any]:
        """A legal action as the server sends it: its id, its notation (``text``), its
        ``kind`` and ``args`` (:meth:`structured`) and its ``phrase`` (:meth:`phrase`)."""
        found = self._resolve(action)
        return {
            "id": found.id,
            "text": found.text,
            **self.structured(found),
            "phrase": self.phrase(found).to_json(),
        }

    def action_from_id(self, action_id: object) -> Action:
        """The action with this id; :class:`UnknownActionError` outside the range."""
        if isinstance(action_id, bool) or not isinstance(action_id, int):
            raise UnknownActionError(f"action id must be an int, got {action_id!r}")
        if not 0 <= action_id < len(self.table):
            raise UnknownActionError(
                f"action id {action_id} is outside 0..{len(self.table) - 1} for this game"
            )
        return self.table.actions[action_id]

    def parse_action(self, text: str) -> Action:
        """The action whose notation is ``text``; inverse of ``str(action)``."""
        action = self.table.by_text(text)
        if action is None:
            hint = ", ".join(str(a) for a in self.legal_actions()[:12])
            raise UnknownActionError(
                f"{text!r} is not an action of this game; legal now: {hint or 'none (game over)'}"
            )
        return action

    def _resolve(self, action: object) -> Action:
        if isinstance(action, Action):
            if action.id >= len(self.table) or self.table.actions[action.id].text != action.text:
                raise UnknownActionError(f"{action!r} does not belong to this game")
            return self.table.actions[action.id]
        if isinstance(action, str):
            return self.parse_action(action)
        if isinstance(action, int) and not isinstance(action, bool):
            return self.action_from_id(action)
        raise UnknownActionError(f"expected an Action, notation or id, got {action!r}")

    def apply(self, action: object) -> None:
        """Apply ``action`` (an Action, its notation or its id).

        Raises :class:`IllegalActionError` naming the rule if it is not legal now;
        the state is then unchanged.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        # Fast path: actions are interned, so a legal action is one of these very objects.
        if action in legal:
            chosen = action
        else:
            chosen = self._resolve(action)
            if chosen not in legal:
                if self.is_over:
                    raise IllegalActionError(
                        f"the game is over; {chosen} cannot be played", ("error-game-over", {})
                    )
                why = self._why_illegal(chosen)
                raise IllegalActionError(f"{chosen}: {why}", getattr(why, "phrase", None))
        self._history = (chosen.id, self._history)
        self._moves += 1
        self._legal = None
        self._apply(chosen)
        self._settle()

    def why_illegal(self, action: object) -> str | None:
        """``None`` if ``action`` (an Action, its notation or its id) is legal now;
        otherwise the reason :meth:`apply` refuses it with, naming the rule (a
        :class:`~tradewinds.core.errors.Reason` where the game gives its phrase).

        Raises :class:`UnknownActionError` for anything that is no action of this game.
        """
        chosen = self._resolve(action)
        if chosen in self.legal_actions():
            return None
        if self.is_over:
            return Reason("the game is over", ("error-game-over", {}))
        return self._why_illegal(chosen)

    def _settle(self) -> None:
        """Take every decision that has exactly one legal action automatically.

        Games may override this with an equivalent, faster loop.
        """
        while True:
            legal = self._compute_legal()  # empty once the game is over
            if len(legal) != 1:
                self._legal = legal
                return
            self._apply(legal[0])

    # ------------------------------------------------------------------ undo
    def _before_last(self) -> State | None:
        """The state before the last decision, replayed from the seed (``None`` before
        the first): identical, byte for byte, to the state the game was in then."""
        actions = chain_to_list(self._history)
        if not actions:
            return None
        before = game_info(self.game_name).create(
            self.players, self.seed, dict(self.options), tuple(self.names)
        )
        for action_id in actions[:-1]:
            before.apply(action_id)
        return before

    def undoable(self) -> bool:
        """Whether the current player may take back the last decision: it was theirs,
        it is still their turn, and it showed nobody anything hidden.

        Decided for every game alike: the decision wrote no private event, and for each
        seat, dealing everything hidden from that seat anew (the RNG included, so no die
        and no draw of the decision can come out the same by right) and taking the same
        decision again gives that seat the same view and the same events every time. A
        decision that drew a card, rolled a die, or played a card from a hidden hand
        (which the others could not have known it held) therefore cannot be undone."""
        return self._undo_target() is not None

    def undo(self) -> None:
        """Take back the last decision (:meth:`undoable` must hold, else
        :class:`IllegalActionError`): the state becomes the one before it exactly."""
        before = self._undo_target()
        if before is None:
            raise IllegalActionError(
                "the last decision cannot be taken back: it was not the current player's, "
                "or it showed something hidden (a card, a die, a hand)"
            )
        # Become ``before``: every attribute, whether the class keeps it in a slot, in a
        # compiled (mypyc) class's native field (both are descriptors on the class), or
        # in ``__dict__``.
        for cls in type(before).__mro__:
            for name, slot in vars(cls).items():
                if (
                    isinstance(slot, _FIELD_DESCRIPTORS)
                    and name not in ("__dict__", "__weakref__")
                    and hasattr(before, name)
                ):
                    with contextlib.suppress(AttributeError):  # a read-only property
                        object.__setattr__(self, name, getattr(before, name))
        if hasattr(before, "__dict__"):
            self.__dict__.clear()
            self.__dict__.update(before.__dict__)

    def _undo_target(self) -> State | None:
        if self.is_over or self._history is None:
            return None
        seat = self.current_player
        before = self._before_last()
        if before is None or seat is None or before.current_player != seat:
            return None
        move = self._moves
        chain = self._log
        while chain is not None and chain[0][0] >= move:
            if chain[0][0] == move and chain[0][1] is not None:
                return None  # the decision told someone something privately
            chain = chain[1]
        action = self._history[0]
        for viewer in range(self.players):
            seen = self._seen_after(viewer, move)
            for deal in range(UNDO_DEALS):
                # Deals derived from the seed: the same answer every time it is asked.
                dealt = before.determinize(
                    viewer, (self.seed * 7_919 + move * 31 + deal) % (1 << 62)
                )
                try:
                    dealt.apply(action)
                except IllegalActionError:
                    return None  # the decision needed something hidden from ``viewer``
                if dealt._seen_after(viewer, move) != seen:
                    return None
        return before

    def _seen_after(self, viewer: int, move: int) -> tuple[str, list[dict[str, Any]]]:
        view = self.view(viewer, events=False)
        return canonical_json(view), self.event_log(viewer, move)

    # ---------------------------------------------------------------- events
    def _event(self, text: str, seat: int | None = None, phrase: LogPhrase | None = None) -> None:
        """Log ``text`` (English) and, for every language, ``phrase``: the same line as a
        catalog message (``tests/i18n`` checks that English formats it as ``text``)."""
        # A plain tuple (move, seat, text, phrase): building Event objects is left to
        # events(). Hot paths append such tuples themselves (3-tuples: no phrase).
        self._log = ((self._moves, seat, text, phrase), self._log)

    def events(self, seat: int | None = None, *, everything: bool = False) -> list[Event]:
        """The log as ``seat`` may see it (``everything=True`` for the full log)."""
        return [
            Event(*e)  # (3-tuples: lines without a phrase)
            for e in chain_to_list(self._log)
            if everything or e[1] is None or e[1] == seat
        ]

    @property
    def move_number(self) -> int:
        """How many decisions players have taken so far."""
        return self._moves

    # ---------------------------------------------------------- persistence
    def history(self) -> list[Action]:
        """The actions players chose, in order (automatic steps are not included)."""
        return [self.table.actions[i] for i in chain_to_list(self._history)]

    def record(self) -> dict[str, Any]:
        """Seed and actions: :func:`replay` rebuilds the identical state from it."""
        return {
            "game": self.game_name,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "names": list(self.names),
            "actions": [str(a) for a in self.history()],
        }

    def _position_dict(self) -> dict[str, Any]:
        """The state as plain JSON data, without the history and the log."""
        return {
            "format": FORMAT_VERSION,
            "game": self.game_name,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "names": list(self.names),
            "state": self._state_dict(),
        }

    def to_dict(self) -> dict[str, Any]:
        """The full state (including the RNG and the log) as plain JSON data."""
        data = self._position_dict()
        data["history"] = chain_to_list(self._history)
        data["log"] = [_log_entry_json(e) for e in chain_to_list(self._log)]
        return data

    def to_json(self) -> str:
        """The full state as canonical JSON; :func:`load_state` reads it back."""
        return canonical_json(self.to_dict())

    def state_hash(self) -> str:
        """A digest of the full state: equal states have equal hashes."""
        return digest(self.to_dict())

    def position_hash(self) -> str:
        """A digest of the state without its history and log (both follow from the
        moves played), nor the players' names (labels of the seats, not part of the
        position: a seat may change hands and name): far cheaper than
        :meth:`state_hash` late in a game."""
        position = self._position_dict()
        del position["names"]
        return digest(position)

    def _load_common(self, data: Mapping[str, Any]) -> None:
        self._history = list_to_chain([int(i) for i in data["history"]])
        self._moves = len(data["history"])
        self._log = list_to_chain([_log_entry(e) for e in data["log"]])
        self._legal = None

    def _check_loaded(self) -> None:
        """Raise :class:`InvalidStateError` if a loaded state is out of range."""
        size = len(self.table)
        if any(not 0 <= i < size for i in chain_to_list(self._history)):
            raise InvalidStateError("saved state: history holds an unknown action id")
        self._validate()

    @abstractmethod
    def _validate(self) -> None:
        """Game-specific range checks of a loaded state (raise InvalidStateError)."""

    def _expected_actor(self) -> int | None:
        """The seat the pending decision belongs to, as the rest of the state says
        (``None``: the game cannot tell, or no decision is pending). A loaded state whose
        ``current_player`` differs is refused."""
        return None

    @abstractmethod
    def _decision_name(self) -> str:
        """The name of the pending decision (``view()["decision"]``)."""

    def _check_decision(self) -> None:
        """Raise :class:`InvalidStateError` if the pending decision belongs to another
        seat than the one to act (a hand-made position that contradicts itself)."""
        expected = self._expected_actor()
        actor = self.current_player
        if expected is not None and actor is not None and expected != actor:
            raise InvalidStateError(
                f"saved {self.game_name} state: decision '{self._decision_name()}' is for "
                f"seat {expected} ({self.names[expected]}), but seat {actor} is to act"
            )

    # ------------------------------------------------------------- chance
    def stack_chance(self, outcomes: Sequence[Any]) -> None:
        """Fix the next outcomes of chance, in the game's own words (Puerto Rico: the
        next plantations drawn; San Juan: the next cards drawn; Manila: the next die
        rolls). They are taken before the random generator is used, in order, after any
        outcomes stacked before; they are saved with the state (``to_json``,
        ``load_state``, ``clone`` keep them) but never shown in a view, and
        ``determinize`` forgets them. Raises :class:`InvalidStateError` for an outcome
        the game cannot produce now."""
        raise InvalidStateError(f"{self.game_name} has no chance to stack")

    def stacked_chance(self) -> list[Any]:
        """The stacked outcomes not used yet, in the words :meth:`stack_chance` takes."""
        return []

    def _check_seat(self, seat: object) -> int | None:
        """``seat`` if it is one of this game's seats or None (a spectator)."""
        if seat is None:
            return None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be None or 0..{self.players - 1}, got {seat!r}")
        return seat


# What a game's ``rules`` plug-in (:class:`GameInfo`) answers for an action that no one
# rule predicate decides (an action of another decision, an id the game's table refuses).
UNDECIDED: Final = "undecided"


@dataclass(frozen=True)
class Sample:
    """A configuration of a game that :func:`tradewinds.testing.check_game` plays when it
    is given none: each game registers the ones that between them reach all its rules."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    # How many kinds of action (``Action.kind``) the legal moves of one random game offer
    # at least: random play that never left the first phases would check little, and
    # this says so.
    kinds: int = 1

    @property
    def label(self) -> str:
        """``"puerto_rico-4p-edition=deluxe"``: the game is added by the caller."""
        options = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.players}p" + (f"-{options}" if options else "")


@mypyc_attr(allow_interpreted_subclasses=True)  # a game may refine its info in Python
@dataclass(frozen=True)
class GameInfo:
    """What a game declares up front."""

    name: str
    title: str
    player_counts: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    create: Callable[[int, int, dict[str, Any], tuple[str, ...]], State]
    load: Callable[[Mapping[str, Any]], State]
    # The functions the state's hooks call (State._why_illegal, result, _view,
    # _determinize), each given the state first: the rule that forbids an action now, the
    # scores, the game's own fields of a seat's view, a copy re-dealt for a seat.
    why_illegal: Callable[[Any, Action], str]
    result: Callable[[Any], dict[str, Any]]
    view: Callable[[Any, int | None], dict[str, Any]]
    determinize: Callable[[Any, int, int], Any]
    # ``score_lines(state, score)``: the lines of one entry of ``result()["scores"]``
    # (State._score_lines; ``None``: its total alone).
    score_lines: Callable[[Any, dict[str, Any]], list[Line]] | None = None
    # ``phrase(state, action)``: the action in words (message id and arguments), for people.
    phrase: Callable[[Any, Action], Phrase] | None = None
    # The game's plug-ins to the conformance suite (tradewinds.testing.check_game): the
    # configurations it plays by default, and a check of the game's own conservation laws
    # and bounds that raises AssertionError (called after every move it plays).
    samples: tuple[Sample, ...] = ()
    invariants: Callable[[Any], None] | None = None
    # ``rules(state, action)``: the catalog message id of the refusal that ``action``'s
    # rule predicate gives it now (the game's ``*_refusal`` functions, asked directly:
    # ``None`` if they allow it, :data:`UNDECIDED` if none decides it). check_game asserts
    # that the action is legal if and only if it gets ``None``, and that its refusal's
    # reason is that message: the refusal names the right rule.
    rules: Callable[[Any, Action], str | None] | None = None
    # ``structure(state, action)``: the action as data, its kind's name and its arguments
    # (plain JSON), for programs such as the web page: ``("build", {"building": "wharf"})``.
    structure: Callable[[Any, Action], tuple[str, dict[str, Any]]] | None = None

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """``given`` validated against the options, defaults filled in. A game may
        override it where one option's default depends on another's value."""
        return resolve_options(self.options, given, self.name)

    def describe(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "players": list(self.player_counts),
            "options": [o.describe() for o in self.options],
        }


# Where a built-in game keeps each of its functions (a field of GameInfo): the module of
# its package, and the function's name there. (``create`` and ``load`` are its state
# class's ``new`` and ``load``, in ``state``.)
PACKAGE_LAYOUT: Final = (
    ("why_illegal", "rulings", "why_illegal"),
    ("result", "scoring", "result"),
    ("score_lines", "scoring", "score_lines"),
    ("view", "view", "view"),
    ("determinize", "view", "determinize"),
    ("phrase", "phrases", "phrase"),
    ("invariants", "invariants", "check_invariants"),
    ("rules", "refusal_rules", "refusal_message"),
    ("structure", "structure", "structure"),
)


def lazy(module: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of ``module`` (``"Class.method"``: a class's), imported on its
    first call, not now: a game registers itself when its package is imported, and its
    engine is imported when a game is played (the conformance suite's plug-ins, only when
    it runs)."""
    found: list[Callable[..., Any]] = []

    def call(*args: Any) -> Any:
        if not found:
            target: Any = importlib.import_module(module)
            for part in name.split("."):
                target = getattr(target, part)
            found.append(target)
        return found[0](*args)

    return call


def package_parts(registration: str, state: str) -> dict[str, Any]:
    """The functions of the game registered by the module ``registration`` (the
    ``__name__`` of its ``game.py``), by their :class:`GameInfo` fields, laid out in its
    package as every built-in game's are (:data:`PACKAGE_LAYOUT`; ``state``: its state
    class), each imported on first use (:func:`lazy`):
    ``GameInfo(..., **package_parts(__name__, "ManilaState"))``."""
    package = registration.rpartition(".")[0]
    parts = {field: lazy(f"{package}.{module}", name) for field, module, name in PACKAGE_LAYOUT}
    parts["create"] = lazy(f"{package}.state", f"{state}.new")
    parts["load"] = lazy(f"{package}.state", f"{state}.load")
    return parts


_REGISTRY: Final[dict[str, GameInfo]] = {}


def register(info: GameInfo) -> None:
    """Make a game available to :func:`new_game`."""
    _REGISTRY[info.name] = info


def game_info(name: object) -> GameInfo:
    """The registered game called ``name``."""
    if isinstance(name, str) and name not in _REGISTRY and name in _builtin_game_names():
        # Import just this game: one game's package never stands in another's way.
        importlib.import_module(f"{_GAMES_PACKAGE}.{name}")
    info = _REGISTRY.get(name) if isinstance(name, str) else None
    if info is None:
        valid = ", ".join(sorted(set(_REGISTRY) | set(_builtin_game_names())))
        raise InvalidOptionError(f"unknown game {name!r}; available games: {valid}")
    return info


def envelope_schema() -> dict[str, Any]:
    """The JSON Schema of the envelope every game's view shares (what
    ``State._whole_view`` builds: the game, the viewer, the seats, the options, whose turn
    and what decision, the move, the legal actions, the event log, the result), and of its
    parts (an event, a result's score line, the server's form of a legal action): the
    core's ``view.schema.json``, identified as ``urn:tradewinds:view``, which each game's
    schema extends (``allOf``)."""
    core = importlib.resources.files(__name__.rpartition(".")[0])  # (this package)
    data: dict[str, Any] = json.loads(core.joinpath("view.schema.json").read_text("utf-8"))
    return data


def view_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of what ``State.view`` gives in game ``name``: the file
    ``view.schema.json`` of the game's package, written by hand as the contract between
    the engine and its readers (the web page's TypeScript types are generated from it;
    a test checks random games' views against it). The game's file extends the envelope
    (:func:`envelope_schema`) by its id; the schema returned carries the envelope in its
    ``$defs`` (under ``envelope``), so that it is whole: any validator reads it alone."""
    game_info(name)  # (an unknown game: InvalidOptionError, as everywhere)
    package = importlib.resources.files(f"{_GAMES_PACKAGE}.{name}")
    data: dict[str, Any] = json.loads(package.joinpath("view.schema.json").read_text("utf-8"))
    data.setdefault("$defs", {})["envelope"] = envelope_schema()
    return data


def available_games() -> list[dict[str, Any]]:
    """Every game with its player counts and options (name, type, default, choices)."""
    _load_builtin_games()
    return [_REGISTRY[name].describe() for name in sorted(_REGISTRY)]


def new_game(
    name: object,
    players: object,
    *,
    seed: object,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
) -> State:
    """Start a new game.

    Raises :class:`ValueError` (an :class:`InvalidOptionError`) naming the valid choices
    for an unknown game, a bad player count or an unknown or invalid option.
    """
    info = game_info(name)
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or players not in info.player_counts
    ):
        counts = ", ".join(map(str, info.player_counts))
        raise InvalidOptionError(f"{name} is played by {counts} players; got {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidOptionError(f"seed must be an integer, got {seed!r}")
    resolved = info.resolve_options(options)
    for spec in info.options:
        if (
            spec.player_counts
            and players not in spec.player_counts
            and resolved[spec.name] != spec.default
        ):
            raise InvalidOptionError(
                f"option {spec.name!r} is not available with {players} players"
            )
    if names is None:
        seat_names = tuple(f"Player {i + 1}" for i in range(players))
    else:
        seat_names = tuple(str(n) for n in names)
        if len(seat_names) != players:
            raise InvalidOptionError(f"names must give {players} names, got {len(seat_names)}")
    return info.create(players, seed, resolved, seat_names)


# A seed a person chooses spans [0, 2**62): the range the web server draws its own seeds
# from, so a chosen seed and a drawn one are the same kind of number everywhere.
SEED_BITS: Final = 62


def check_seed(seed: object) -> int:
    """``seed`` if a person may choose it as a game seed (web and command line alike).

    Raises :class:`InvalidOptionError` (a :class:`ValueError`) otherwise.

    >>> check_seed(7)
    7
    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    tradewinds.core.errors.InvalidOptionError: seed must be an integer in [0, 2**62), got -1
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << SEED_BITS:
        raise InvalidOptionError(f"seed must be an integer in [0, 2**{SEED_BITS}), got {seed!r}")
    return seed


def load_state(text: object) -> State:
    """Rebuild a state saved by :meth:`State.to_json` (or its dict)."""
    try:
        data = json.loads(text) if isinstance(text, (str, bytes)) else dict(cast(Any, text))
    except json.JSONDecodeError as exc:
        raise InvalidStateError(f"not valid JSON: {exc}") from None
    except (TypeError, ValueError):
        raise InvalidStateError(
            f"expected JSON text or a dict, got {type(text).__name__}"
        ) from None
    if not isinstance(data, dict) or "game" not in data or "state" not in data:
        raise InvalidStateError("not a saved tradewinds state (missing 'game' or 'state')")
    if data.get("format") != FORMAT_VERSION:
        raise InvalidStateError(f"unsupported state format {data.get('format')!r}")
    try:
        info = game_info(data["game"])
    except InvalidOptionError as exc:
        raise InvalidStateError(f"saved state names an {exc}") from None
    for key, kind in (("players", int), ("seed", int), ("names", list), ("history", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise InvalidStateError(f"saved state: {key!r} must be {kind.__name__}")
    if len(data["names"]) != data["players"]:
        raise InvalidStateError("saved state: 'names' must name every player")
    try:
        state = info.load(data)
        state._check_loaded()
        state._check_decision()
        # A decision with a single legal action is taken at once, as after every action.
        state._settle()
        # Exercise the state once: anything still inconsistent fails here, not later.
        state.legal_actions()
        state.view(None)
        state.record()
    except InvalidStateError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidStateError(f"corrupt {data['game']} state: {exc!r}") from None
    return state


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild a game from its :meth:`State.record`: same seed, same actions, same state."""
    if not isinstance(record, Mapping):
        raise InvalidStateError(f"a record is a JSON object, got {type(record).__name__}")
    if not isinstance(record.get("actions", []), list):
        raise InvalidStateError("record 'actions' must be a list of notations")
    try:
        state = new_game(
            record["game"],
            record["players"],
            seed=record["seed"],
            options=record.get("options"),
            names=record.get("names"),
        )
        actions = list(record.get("actions", []))
    except KeyError as exc:
        raise InvalidStateError(f"record is missing {exc}") from None
    for number, text in enumerate(actions, start=1):
        try:
            state.apply(text)
        except IllegalActionError as exc:
            raise IllegalActionError(f"record action {number} ({text!r}): {exc}") from None
    return state


_GAMES_PACKAGE: Final = __name__.rsplit(".", 2)[0] + ".games"


def _builtin_game_names() -> list[str]:
    """The packages under ``tradewinds.games``: one per game, named as the game."""
    games = importlib.import_module(_GAMES_PACKAGE)
    return sorted(m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg)


def _load_builtin_games() -> None:
    """Import every game package: each registers its game."""
    for name in _builtin_game_names():
        if name not in _REGISTRY:
            importlib.import_module(f"{_GAMES_PACKAGE}.{name}")
