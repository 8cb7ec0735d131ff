"""What the games' position builders share: reading names, and finishing a position.

Each game has its own ``position(...)`` (``tradewinds.games.<game>.position``): it starts
from ``new_game(...)``, sets what its arguments name, then hands the state to
:func:`finish`, which checks it as :func:`load_state` checks a saved game.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any

from .errors import InvalidStateError
from .game import State, game_info, load_state


def index_of(value: Any, names: Sequence[str], what: str) -> int:
    """The index of ``value`` (a name of ``names``) or :class:`InvalidStateError` listing
    the valid names."""
    if isinstance(value, str) and value in names:
        return names.index(value)
    raise InvalidStateError(f"{value!r} is not a {what}; {what}s: {', '.join(names)}")


def counts(value: Mapping[str, int] | Sequence[str], names: Sequence[str], what: str) -> list[int]:
    """``{"corn": 2}`` or ``["corn", "corn"]`` as a count per name (an unknown name or a
    negative count raises :class:`InvalidStateError`)."""
    result = [0] * len(names)
    if isinstance(value, Mapping):
        for name, n in value.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise InvalidStateError(f"{what} {name!r}: expected a count >= 0, got {n!r}")
            result[index_of(name, names, what)] += n
    elif isinstance(value, str):
        raise InvalidStateError(f"expected a list or a mapping of {what}s, got {value!r}")
    else:
        for name in value:
            result[index_of(name, names, what)] += 1
    return result


# What a position builder's ``seats`` argument takes: a mapping per seat (None: nothing
# asked of that seat), or ``{seat: mapping}``.
Seats = Sequence[Mapping[str, Any] | None] | Mapping[int, Mapping[str, Any]]


def seat_specs(
    players: int,
    seats: Seats,
    keys: Sequence[str],
) -> list[Mapping[str, Any]]:
    """One mapping per seat (empty where nothing is asked), from a list or ``{seat: ...}``,
    each holding only ``keys`` (the game's seat arguments)."""
    specs: list[Mapping[str, Any]] = [{} for _ in range(players)]
    items = seats.items() if isinstance(seats, Mapping) else enumerate(seats)
    for seat, spec in items:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise InvalidStateError(f"seat must be 0..{players - 1}, got {seat!r}")
        if spec is not None and not isinstance(spec, Mapping):
            raise InvalidStateError(f"seat {seat}: expected a mapping, got {spec!r}")
        specs[seat] = spec or {}
    for seat, spec in enumerate(specs):
        check_keys(spec, keys, f"seat {seat}")
    return specs


def check_keys(spec: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    unknown = sorted(set(spec) - set(allowed))
    if unknown:
        raise InvalidStateError(
            f"{where}: unknown key(s) {', '.join(map(repr, unknown))}; valid: {', '.join(allowed)}"
        )


def round_arg(value: Any, what: str = "round") -> int:
    """``value``, a round's number (1 or more), else :class:`InvalidStateError`."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidStateError(f"{what} must be 1 or more, got {value!r}")
    return value


def count_arg(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidStateError(f"{what} must be a count >= 0, got {value!r}")
    return value


def finish(state: State, chance: Sequence[Any] = ()) -> State:
    """A built position, checked as a saved game is checked by :func:`load_state`: its
    log restarts with one public line (the set-up log would describe another position),
    then the chance outcomes are stacked."""
    state._log = None
    state._history = None
    state._moves = 0
    state._event("The position is set up.", None, ("log-position-set-up", {}))
    state._legal = None
    state = load_state(state.to_dict())
    if chance:
        state.stack_chance(list(chance))
    return state


def position(game: str, players: int, **arguments: Any) -> State:
    """The position that ``tradewinds.games.<game>.position(players, **arguments)``
    builds (see docs/positions.md)."""
    info = game_info(game)
    module = importlib.import_module(f"tradewinds.games.{info.name}.positions")
    state: State = module.position(players, **arguments)
    return state
