"""Game options: each game declares its options up front, with types, defaults and choices."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from .errors import InvalidOptionError


@mypyc_attr(allow_interpreted_subclasses=True)  # games' option kinds may stay pure Python
@dataclass(frozen=True)
class OptionSpec:
    """One option a game accepts.

    ``type`` is ``"choice"`` (one value of ``choices``) or ``"subset"`` (a list of distinct
    values of ``choices``, stored sorted in the order of ``choices``).
    """

    name: str
    type: str
    default: Any
    choices: tuple[Any, ...]
    description: str = ""
    player_counts: tuple[int, ...] = field(default=())

    def validate(self, value: Any) -> Any:
        """Return the canonical value or raise :class:`InvalidOptionError`."""
        shown = ", ".join(repr(c) for c in self.choices)
        if self.type == "subset":
            if isinstance(value, str):
                value = [v for v in value.replace(",", " ").split() if v]
            if not isinstance(value, (list, tuple, set, frozenset)):
                raise InvalidOptionError(
                    f"option {self.name!r} takes a list of values from: {shown}; got {value!r}"
                )
            unknown = [v for v in value if v not in self.choices]
            if unknown:
                raise InvalidOptionError(
                    f"option {self.name!r}: unknown value(s) {unknown!r}; valid values: {shown}"
                )
            return [c for c in self.choices if c in value]
        for choice in self.choices:
            if type(choice) is type(value) and choice == value:
                return choice
        raise InvalidOptionError(f"option {self.name!r} must be one of: {shown}; got {value!r}")

    def describe(self) -> dict[str, Any]:
        """A JSON-friendly description (for ``available_games()`` and UIs)."""
        return {
            "name": self.name,
            "type": self.type,
            "default": self.default,
            "choices": list(self.choices),
            "description": self.description,
        }


def resolve_options(
    specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None, game: str
) -> dict[str, Any]:
    """Validate ``given`` against ``specs``; fill in defaults."""
    by_name = {spec.name: spec for spec in specs}
    given = dict(given or {})
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        valid = ", ".join(sorted(by_name)) or "(none)"
        raise InvalidOptionError(
            f"unknown option(s) {', '.join(map(repr, unknown))} for {game}; valid options: {valid}"
        )
    resolved: dict[str, Any] = {}
    for spec in specs:
        resolved[spec.name] = (
            spec.validate(given[spec.name]) if spec.name in given else spec.default
        )
    return resolved
