"""Exceptions raised by the tradewinds API."""

from __future__ import annotations

from .phrase import LogPhrase


class Reason(str):
    """Why an action is illegal: the English sentence a game's ``_why_illegal`` returns,
    with the same sentence as a catalog message (``phrase``) for other languages."""

    phrase: LogPhrase | None

    def __new__(cls, text: str, phrase: LogPhrase | None = None) -> Reason:
        reason = super().__new__(cls, text)
        reason.phrase = phrase
        return reason


class IllegalActionError(ValueError):
    """An action that the rules forbid in the current state.

    The message names the rule (in English); ``phrase``, when the game gives one, is the
    rule's sentence as a catalog message. The state is left unchanged.
    """

    def __init__(self, message: str, phrase: LogPhrase | None = None) -> None:
        super().__init__(message)
        self.phrase = phrase if phrase is not None else getattr(message, "phrase", None)


class UnknownActionError(IllegalActionError):
    """Text or an id that does not denote any action of this game."""


class InvalidOptionError(ValueError):
    """An unknown game, a bad player count, or an unknown or invalid option."""


class InvalidStateError(ValueError):
    """A saved state or record that cannot be loaded."""
