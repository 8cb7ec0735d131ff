"""Exceptions raised by the tradewinds API."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that the rules forbid in the current state.

    The message names the rule; the state is left unchanged.
    """


class UnknownActionError(IllegalActionError):
    """Text or an id that does not denote any action of this game."""


class InvalidOptionError(ValueError):
    """An unknown game, a bad player count, or an unknown or invalid option."""


class InvalidStateError(ValueError):
    """A saved state or record that cannot be loaded."""
