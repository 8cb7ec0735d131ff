"""Build Puerto Rico situations for rule scenario tests.

Scenario tests start from a real new game and then set the few things a rule example
describes (a player's buildings, goods, plantations ...), then play actions through the
public API. Nothing here bypasses the rules once play starts.
"""

from __future__ import annotations

from collections.abc import Mapping

import tradewinds
from tradewinds.games.puerto_rico.board import (
    BUILDINGS_AT,
    CITY,
    DOUBLOONS,
    GOODS_AT,
    OCCUPIED_AT,
    PH_ROLE,
    SAN_JUAN,
    STRIDE,
    TILES_AT,
    VP,
)
from tradewinds.games.puerto_rico.data import BUILDING_INDEX, BUILDINGS, GOODS, TILE_KINDS
from tradewinds.games.puerto_rico.state import PuertoRicoState


def new(
    players: int = 4,
    *,
    edition: str = "original",
    ship_choice: str = "max_load",
    governor: int = 0,
    seed: int = 0,
    names: list[str] | None = None,
) -> PuertoRicoState:
    """A new game with seat ``governor`` as the first governor."""
    state = tradewinds.new_game(
        "puerto_rico",
        players,
        seed=seed,
        options={"edition": edition, "ship_choice": ship_choice, "first_governor": governor},
        names=names,
    )
    assert isinstance(state, PuertoRicoState)
    return state


def clear_player(state: PuertoRicoState, seat: int) -> None:
    """Remove everything from a player's board (goods go nowhere: set supplies yourself)."""
    base = seat * STRIDE
    for offset in range(BUILDINGS_AT):
        state.board[base + offset] = 0
    for i in range(len(BUILDINGS)):
        state.board[base + BUILDINGS_AT + i] = -1
    state._legal = None


def set_player(
    state: PuertoRicoState,
    seat: int,
    *,
    doubloons: int | None = None,
    vp: int | None = None,
    goods: Mapping[str, int] | None = None,
    island: Mapping[str, int | tuple[int, int]] | None = None,
    buildings: Mapping[str, int] | None = None,
    san_juan: int | None = None,
) -> None:
    """Set parts of a player's board.

    ``island`` maps a tile kind (``corn`` … ``coffee``, ``quarry``) to a tile count or
    ``(tiles, occupied)``; ``buildings`` maps a building id to the colonists on it.
    Given mappings replace that whole part of the board.
    """
    b = state.board
    base = seat * STRIDE
    if doubloons is not None:
        b[base + DOUBLOONS] = doubloons
    if vp is not None:
        b[base + VP] = vp
    if san_juan is not None:
        b[base + SAN_JUAN] = san_juan
    if goods is not None:
        for g, name in enumerate(GOODS):
            b[base + GOODS_AT + g] = goods.get(name, 0)
    if island is not None:
        for k, name in enumerate(TILE_KINDS):
            value = island.get(name, 0)
            tiles, occupied = value if isinstance(value, tuple) else (value, 0)
            b[base + TILES_AT + k] = tiles
            b[base + OCCUPIED_AT + k] = occupied
    if buildings is not None:
        used = 0
        for i in range(len(BUILDINGS)):
            b[base + BUILDINGS_AT + i] = -1
        for building_id, colonists in buildings.items():
            i = BUILDING_INDEX[building_id]
            b[base + BUILDINGS_AT + i] = colonists
            used += BUILDINGS[i].size
        b[base + CITY] = used
    state._legal = None


def choose(state: PuertoRicoState, seat: int, role: str) -> None:
    """Let ``seat`` choose ``role`` now (as if it were his turn to pick a role)."""
    state.actor = seat
    state.phase = PH_ROLE
    state._legal = None
    state.apply(role)


def goods_of(state: PuertoRicoState, seat: int) -> dict[str, int]:
    base = seat * STRIDE + GOODS_AT
    return {name: state.board[base + g] for g, name in enumerate(GOODS) if state.board[base + g]}


def vp_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * STRIDE + VP]


def doubloons_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * STRIDE + DOUBLOONS]
