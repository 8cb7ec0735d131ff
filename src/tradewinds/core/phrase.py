"""What an action means in words, for people: a message id and its arguments.

The engines stay standard-library only and know no language: each game's ``phrase``
function turns an action into a :class:`Phrase`, and the message catalogs of
``tradewinds.i18n`` (Project Fluent files shared with the web client) turn that into
English, Italian or Romanian. The action's notation (``str(action)``) stays the API's.
"""

from __future__ import annotations

from collections.abc import Mapping
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
