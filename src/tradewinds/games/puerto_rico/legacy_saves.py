"""Base games saved before Puerto Rico had one engine (a save whose state has no
``in_game`` field): read by replaying the game's history from its seed.

Until version 0.9 a game without expansions was played by a second engine with its own
board layout and decision numbers. Both engines played the base game move for move alike,
so replaying a save's history with today's engine rebuilds its position exactly; the saved
fields are then checked against the replay (a save that disagrees with its own history is
refused), and the saved log is kept as it was written (it holds the names of its time).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from ...core.errors import IllegalActionError, InvalidOptionError, InvalidStateError
from ...core.game import game_info
from . import layout
from .board import BASE_GAME_PHASES, PHASE_NAMES
from .data import NUM_BUILDINGS

if TYPE_CHECKING:
    from .state import PuertoRicoState

# The old engine's decision numbers: the base game's decisions, in the order of
# ``BASE_GAME_PHASES`` (the numbers the engines shared, then ``craftsman_produce``).
_OLD_PHASES: Final = tuple(PHASE_NAMES[p] for p in BASE_GAME_PHASES)
# The old layout of one player's slice of the board: the field at each offset.
_OLD_LAYOUT: Final = (
    *("doubloons", "vp", "san_juan", "city", "all_circles", "used_circles", "island"),
    *(f"goods{g}" for g in range(5)),
    *(f"tiles{k}" for k in range(6)),
    *(f"occupied{k}" for k in range(6)),
    *(f"building{i}" for i in range(NUM_BUILDINGS)),
)
_SCALARS: Final = (
    "governor",
    "round",
    "turn",
    "actor",
    "chooser",
    "colonist_supply",
    "colonist_ship",
    "vp_supply",
    "quarries",
    "end_triggers",
    "rng",
)
_LISTS: Final = (
    "role_money",
    "role_owner",
    "goods_supply",
    "face_up",
    "stack",
    "discard",
    "trading_house",
    "ship_good",
    "ship_load",
)


# Fields every save of today's engine has and the old base engine's never had.
_NEW_FIELDS: Final = ("in_game", "noble_supply", "acting", "kept", "resume")


def is_legacy_base_save(data: Mapping[str, Any]) -> bool:
    """Whether ``data`` is a base game saved by the old base engine (a save of today's
    engine that lacks a field is not one: loading it names the missing field)."""
    state = data.get("state")
    return isinstance(state, Mapping) and not any(name in state for name in _NEW_FIELDS)


def load_legacy_base_save(data: Mapping[str, Any]) -> PuertoRicoState:
    """The position of the legacy save ``data``, replayed from its start."""
    from .state import PuertoRicoState

    info = game_info("puerto_rico")
    players = int(data["players"])
    if players not in info.player_counts:
        raise InvalidStateError(f"bad player count {players}")
    try:
        options = info.resolve_options(data["options"])
    except InvalidOptionError as exc:
        raise InvalidStateError(f"saved puerto_rico state: {exc}") from None
    if options["expansions"]:
        raise InvalidStateError("saved puerto_rico state: an expansion game without expansions")
    names = tuple(str(n) for n in data["names"])
    state = PuertoRicoState.new(players, int(data["seed"]), options, names)
    history = data["history"]
    try:
        for action_id in history:
            state.apply(int(action_id))
    except IllegalActionError:
        raise InvalidStateError("saved puerto_rico state: its history is not a game") from None
    replayed, saved = _old_fields(state), _saved_fields(data["state"])
    if state.is_over:
        # Who chose the last role is nobody's business after the end (the engines differ).
        del replayed["chooser"], saved["chooser"]
    if replayed != saved:
        raise InvalidStateError("saved puerto_rico state does not match its history")
    state._load_common(data)
    return state


def _old_fields(state: PuertoRicoState) -> dict[str, Any]:
    """``state``'s fields as the old engine saved them."""
    offsets = {
        "doubloons": layout.DOUBLOONS,
        "vp": layout.VP,
        "san_juan": layout.SAN_JUAN,
        "city": layout.CITY,
        "all_circles": layout.ALL_CIRCLES,
        "used_circles": layout.USED_CIRCLES,
        "island": layout.ISLAND,
    }
    offsets |= {f"goods{g}": layout.GOODS_AT + g for g in range(5)}
    offsets |= {f"tiles{k}": layout.TILES_AT + k for k in range(6)}
    offsets |= {f"occupied{k}": layout.OCCUPIED_AT + k for k in range(6)}
    offsets |= {f"building{i}": layout.BUILDINGS_AT + i for i in range(NUM_BUILDINGS)}
    board: list[int] = []
    for seat in range(state.players):
        board += [state.board[seat * layout.STRIDE + offsets[f]] for f in _OLD_LAYOUT]
    fields: dict[str, Any] = {name: getattr(state, name) for name in _SCALARS + _LISTS}
    fields["board"] = board
    fields["building_supply"] = state.building_supply[:NUM_BUILDINGS]
    fields["phase"] = _OLD_PHASES.index(PHASE_NAMES[state.phase])
    return fields


def _saved_fields(saved: Mapping[str, Any]) -> dict[str, Any]:
    names = (*_SCALARS, *_LISTS, "board", "building_supply", "phase")
    try:
        return {name: saved[name] for name in names}
    except KeyError as exc:
        raise InvalidStateError(f"saved puerto_rico state: missing {exc}") from None
