"""Readable game events: each public or private to one seat."""

from __future__ import annotations

from typing import NamedTuple

from .phrase import LogPhrase


class Event(NamedTuple):
    """One line of the game log.

    ``seat`` is ``None`` for a public event, otherwise the only seat that may see it.
    ``text`` is the readable line in English; ``phrase`` the same line as a catalog message
    (``tradewinds.i18n`` formats it in the reader's language), ``None`` for a line that has
    none; ``move`` is the number of player decisions taken before the event happened (0
    for setup).
    """

    move: int
    seat: int | None
    text: str
    phrase: LogPhrase | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None`` = spectator) may see this event."""
        return self.seat is None or self.seat == seat
