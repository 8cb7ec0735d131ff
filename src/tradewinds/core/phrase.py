"""What an action means in words, for people: a message id and its arguments.

The engines stay standard-library only and know no language: each game's ``phrase``
function turns an action into a :class:`Phrase`, and the message catalogs of
``tradewinds.i18n`` (Project Fluent files shared with the web client) turn that into
English, Italian or Romanian. The action's notation (``str(action)``) stays the API's.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

PhraseArg = str | int
"""A string argument is the id of a catalog message (a term: a building, a good…), formatted
in the reader's language; a number is shown as a number."""


@dataclass(frozen=True)
class Phrase:
    """One message of the catalogs: ``id`` with its named arguments."""

    id: str
    args: Mapping[str, PhraseArg] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Frozen all the way down: a phrase may be shared between frames.
        object.__setattr__(self, "args", MappingProxyType(dict(self.args)))

    def to_json(self) -> dict[str, Any]:
        """The frame's form: ``{"id": ..., "args": {...}}``."""
        return {"id": self.id, "args": dict(self.args)}


def in_decision(message: str, decision: str, decisions: Collection[str]) -> Phrase:
    """``message`` (an action's, such as "pass") in the words of the ``decision`` at hand
    where it is one of ``decisions``, those with words of their own for it ("Buy no
    share"): the message ``<message>-<decision>`` (underscores as dashes); elsewhere
    ``message`` itself."""
    if decision in decisions:
        return Phrase(f"{message}-{decision.replace('_', '-')}")
    return Phrase(message)


class Seat(int):
    """A phrase argument naming a seat: the reader shows that seat's player name (names
    change when a seat changes hands, so the log keeps the seat, not the name)."""

    __slots__ = ()


class Seats(tuple[int, ...]):
    """A phrase argument naming several seats: the reader joins their names in its
    language ("Ann, Ben and Cid")."""

    __slots__ = ()


class Numbers(tuple[int, ...]):
    """A phrase argument of several numbers, joined like :class:`Seats` ("3 and 2")."""

    __slots__ = ()


class Verbatim(str):
    """A phrase argument shown as it is in every language: the API's own words that a
    sentence quotes (an action's notation, a decision's name), which no catalog translates.
    A refusal quotes them (the notations a person may type now) in every language."""

    __slots__ = ()


LogArg = str | int | Seat | Seats | Numbers | Verbatim | tuple[str, ...]
"""An argument of a log line: a term id, a number, a seat, seats or numbers (joined with
"and" in the reader's language), quoted text (:class:`Verbatim`), or several term ids
(joined with commas, as the engines' card lists are)."""

LogPhrase = tuple[str, Mapping[str, LogArg]]
"""A log line as a catalog message: ``(id, args)``. A plain tuple, cheap on the engines'
hot paths; never mutated once logged."""


def log_args_to_json(args: Mapping[str, LogArg]) -> dict[str, Any]:
    """``args`` as JSON data: a seat is ``{"seat": n}``, quoted text ``{"text": s}``,
    several terms a list."""
    out: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, Verbatim):
            out[key] = {"text": str(value)}
        elif isinstance(value, Seat):
            out[key] = {"seat": int(value)}
        elif isinstance(value, Seats):
            out[key] = {"seats": list(value)}
        elif isinstance(value, Numbers):
            out[key] = {"numbers": list(value)}
        elif isinstance(value, tuple):
            out[key] = list(value)
        else:
            out[key] = value
    return out


def log_args_from_json(data: Any) -> dict[str, LogArg]:
    """The inverse of :func:`log_args_to_json`; ``ValueError`` on anything else."""
    if not isinstance(data, dict):
        raise ValueError("a log phrase's args must be an object")
    out: dict[str, LogArg] = {}
    for key, value in data.items():
        if isinstance(value, bool) or not isinstance(key, str):
            raise ValueError(f"bad log phrase argument {key!r}")
        if isinstance(value, dict) and set(value) == {"seat"} and type(value["seat"]) is int:
            out[key] = Seat(value["seat"])
        elif isinstance(value, dict) and set(value) == {"text"} and type(value["text"]) is str:
            out[key] = Verbatim(value["text"])
        elif isinstance(value, dict) and len(value) == 1 and set(value) <= {"seats", "numbers"}:
            ((kind, items),) = value.items()
            if not isinstance(items, list) or not all(type(v) is int for v in items):
                raise ValueError(f"bad log phrase argument {key!r}")
            out[key] = Seats(items) if kind == "seats" else Numbers(items)
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            out[key] = tuple(value)
        elif isinstance(value, str | int):
            out[key] = value
        else:
            raise ValueError(f"bad log phrase argument {key!r}")
    return out


def log_phrase_to_json(phrase: LogPhrase) -> dict[str, Any]:
    """The frame's and the save file's form: ``{"id": ..., "args": {...}}``."""
    return {"id": phrase[0], "args": log_args_to_json(phrase[1])}


def log_phrase_from_json(data: Any) -> LogPhrase:
    """The inverse of :func:`log_phrase_to_json`; ``ValueError`` on anything else."""
    if not isinstance(data, dict) or set(data) != {"id", "args"} or not isinstance(data["id"], str):
        raise ValueError("a log phrase is {'id': ..., 'args': {...}}")
    return data["id"], log_args_from_json(data["args"])
