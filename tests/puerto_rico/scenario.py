"""Build Puerto Rico situations for rule scenario tests.

Scenario tests start from a real new game and then set the few things a rule example
describes (a player's buildings, goods, plantations ...), then play actions through the
public API. Nothing here bypasses the rules once play starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tradewinds
from tradewinds.games.puerto_rico import layout as X
from tradewinds.games.puerto_rico.board import PH_ROLE
from tradewinds.games.puerto_rico.data import (
    ALL_BUILDING_INDEX,
    ALL_BUILDINGS,
    BUILDINGS,
    GOODS,
    TILE_KINDS,
)
from tradewinds.games.puerto_rico.state import PuertoRicoState

from .refusals import check_refusal


def new(
    players: int = 4,
    *,
    edition: str = "original",
    ship_choice: str = "max_load",
    governor: int = 0,
    seed: int = 0,
    names: list[str] | None = None,
    optional_production: bool = False,
) -> Any:
    """A new base game with seat ``governor`` as the first governor."""
    options = {
        "edition": edition,
        "ship_choice": ship_choice,
        "first_governor": governor,
        "optional_production": "on" if optional_production else "off",
    }
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options, names=names)
    assert isinstance(state, PuertoRicoState)
    return state


def clear_player(state: Any, seat: int) -> None:
    """Remove everything from a player's board (goods go nowhere: set supplies yourself)."""
    clear_xplayer(state, seat)


def set_player(
    state: Any,
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
    set_xplayer(
        state,
        seat,
        doubloons=doubloons,
        vp=vp,
        goods=goods,
        island=island,
        buildings=buildings,
        san_juan=san_juan,
    )


def choose(state: Any, seat: int, role: str) -> None:
    """Let ``seat`` choose ``role`` now (as if it were his turn to pick a role)."""
    state.actor = seat
    state.phase = PH_ROLE
    state._legal = None
    state.apply(role)


def goods_of(state: Any, seat: int) -> dict[str, int]:

    base = seat * X.STRIDE + X.GOODS_AT
    return {name: state.board[base + g] for g, name in enumerate(GOODS) if state.board[base + g]}


def vp_of(state: Any, seat: int) -> int:

    return int(state.board[seat * X.STRIDE + X.VP])


def doubloons_of(state: Any, seat: int) -> int:

    return int(state.board[seat * X.STRIDE + X.DOUBLOONS])


# --------------------------------------------------------------------------------------
# Helpers added for the craftsman / trader / captain / scoring scenario tests.


def set_supply(state: Any, **goods: int) -> None:
    """Set the goods supply of the named kinds (``corn=0, sugar=2`` ...); others unchanged."""
    for name, count in goods.items():
        state.goods_supply[GOODS.index(name)] = count
    state._legal = None


def set_ships(state: Any, *cargo: tuple[str | None, int]) -> None:
    """Set every cargo ship, smallest first: ``(good or None, barrels on board)``."""
    assert len(cargo) == len(state.ship_capacity)
    for ship, (good, load) in enumerate(cargo):
        state.ship_good[ship] = -1 if good is None else GOODS.index(good)
        state.ship_load[ship] = load
    state._legal = None


def ships(state: Any) -> list[tuple[str | None, int]]:
    """Every cargo ship, smallest first, as ``(good or None, barrels on board)``."""
    return [
        (None if good < 0 else GOODS[good], load)
        for good, load in zip(state.ship_good, state.ship_load, strict=True)
    ]


def legal_texts(state: Any) -> set[str]:
    """The notation of every legal action now."""
    return {str(action) for action in state.legal_actions()}


def log_texts(state: Any) -> list[str]:
    """Every event text of the game so far, oldest first."""
    return [event.text for event in state.events(everything=True)]


def assert_illegal(state: Any, action: str) -> None:
    """``action`` is rejected with IllegalActionError and leaves the state unchanged."""
    before = state.state_hash()
    try:
        state.apply(action)
    except tradewinds.UnknownActionError:
        pass  # not an action of this game at all: no rule to name
    except tradewinds.IllegalActionError as refused:
        check_refusal(refused, state.names)  # the rule's reason reads in every language
    else:
        raise AssertionError(f"{action!r} was accepted")
    assert state.state_hash() == before, f"rejected {action!r} changed the state"


# --------------------------------------------------------------------------------------
# Helpers added for the setup / rounds / settler / mayor / builder scenario tests.


def by_kind(values: list[int]) -> dict[str, int]:
    """A per-good list (display, stack, discard ...) as ``{good: count}`` without zeros."""
    return {GOODS[g]: n for g, n in enumerate(values) if n}


def island_of(state: Any, seat: int) -> dict[str, tuple[int, int]]:
    """The seat's island as ``{kind: (tiles, occupied)}`` for every kind he has a tile of."""

    base = seat * X.STRIDE
    return {
        name: (state.board[base + X.TILES_AT + k], state.board[base + X.OCCUPIED_AT + k])
        for k, name in enumerate(TILE_KINDS)
        if state.board[base + X.TILES_AT + k]
    }


def city_of(state: Any, seat: int) -> dict[str, int]:
    """The seat's buildings as ``{building id: colonists on it}``."""

    base = seat * X.STRIDE + X.BUILDINGS_AT
    board = state.board
    return {b.id: board[base + b.index] for b in BUILDINGS if board[base + b.index] >= 0}


def san_juan_of(state: Any, seat: int) -> int:

    return int(state.board[seat * X.STRIDE + X.SAN_JUAN])


def set_pools(
    state: Any,
    *,
    colonist_supply: int | None = None,
    colonist_ship: int | None = None,
    quarries: int | None = None,
    vp_supply: int | None = None,
    face_up: Mapping[str, int] | None = None,
    stack: Mapping[str, int] | None = None,
    discard: Mapping[str, int] | None = None,
) -> None:
    """Set common supplies; a given plantation mapping replaces that whole pile."""
    if colonist_supply is not None:
        state.colonist_supply = colonist_supply
    if colonist_ship is not None:
        state.colonist_ship = colonist_ship
    if quarries is not None:
        state.quarries = quarries
    if vp_supply is not None:
        state.vp_supply = vp_supply
    for pile, counts in ((state.face_up, face_up), (state.stack, stack), (state.discard, discard)):
        if counts is not None:
            for g, name in enumerate(GOODS):
                pile[g] = counts.get(name, 0)
    state._legal = None


def role_money_of(state: Any) -> dict[str, int]:
    """Doubloons on each role card in play, by card notation (``prospector2`` ...)."""
    return {state.actions.role[c].text: m for c, m in enumerate(state.role_money)}


def set_role_money(state: Any, **cards: int) -> None:
    """Put doubloons on role cards, by card notation (``mayor=1, prospector=2``)."""
    names = [state.actions.role[c].text for c in range(len(state.roles))]
    for name, money in cards.items():
        state.role_money[names.index(name)] = money
    state._legal = None


def finish_role(state: Any) -> None:
    """Resolve the current role: ``pass`` (else ``done``, else the first legal action) for
    every decision, until a role must be chosen or the game is over."""
    while not state.is_over and state.phase != PH_ROLE:
        legal = {str(a): a for a in state.legal_actions()}
        if "pass" in legal:
            state.apply("pass")
        elif "done" in legal:
            state.apply("done")
        else:
            state.apply(state.legal_actions()[0])


# --------------------------------------------------------------------------------------
# Helpers for games with expansions (the layout holds every building, forests and nobles).


def new_x(
    players: int = 4,
    *,
    expansions: tuple[str, ...] | list[str] = ("new_buildings", "nobles", "buccaneer", "festival"),
    edition: str | None = None,
    governor: int = 0,
    seed: int = 0,
    draft: str = "random",
    rules: tuple[str, ...] | list[str] = (),
    names: list[str] | None = None,
    optional_production: bool = False,
) -> PuertoRicoState:
    """A new game with expansions, seat ``governor`` the first governor (random draft);
    without ``edition`` the game's default for expansions (deluxe)."""
    options: dict[str, Any] = {
        "first_governor": governor,
        "expansions": list(expansions),
        "draft": draft,
        "expansion_rules": list(rules),
        "optional_production": "on" if optional_production else "off",
    }
    if edition is not None:
        options["edition"] = edition
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options, names=names)
    assert isinstance(state, PuertoRicoState)
    return state


def clear_xplayer(state: PuertoRicoState, seat: int) -> None:
    """Remove everything from a player's board (pieces and goods go nowhere)."""
    base = seat * X.STRIDE
    for offset in range(X.STRIDE):
        state.board[base + offset] = 0
    for i in range(len(ALL_BUILDINGS)):
        state.board[base + X.BUILDINGS_AT + i] = -1
    state.rebuild_derived()


def set_xplayer(
    state: PuertoRicoState,
    seat: int,
    *,
    doubloons: int | None = None,
    vp: int | None = None,
    goods: Mapping[str, int] | None = None,
    island: Mapping[str, int | tuple[int, ...]] | None = None,
    forests: Mapping[str, int | tuple[int, int]] | None = None,
    buildings: Mapping[str, int | tuple[int, int]] | None = None,
    san_juan: int | tuple[int, int] | None = None,
) -> None:
    """Set parts of a player's board in a game with expansions.

    ``island`` maps a tile kind to a count, ``(tiles, pieces)`` or ``(tiles, pieces,
    nobles)``; ``forests`` maps a plantation kind to a count or ``(forests, of which
    publicly seen)`` (default: all seen); ``buildings`` maps a building id to its pieces or
    ``(pieces, nobles)``; ``san_juan`` is pieces or ``(pieces, nobles)``. Given mappings
    replace that whole part of the board. Buildings set here are put in the game.
    """
    b = state.board
    base = seat * X.STRIDE
    if doubloons is not None:
        b[base + X.DOUBLOONS] = doubloons
    if vp is not None:
        b[base + X.VP] = vp
    if san_juan is not None:
        pieces, nobles = san_juan if isinstance(san_juan, tuple) else (san_juan, 0)
        b[base + X.SAN_JUAN] = pieces
        b[base + X.NOBLE_SAN_JUAN] = nobles
    if goods is not None:
        for g, name in enumerate(GOODS):
            b[base + X.GOODS_AT + g] = goods.get(name, 0)
    if island is not None:
        for k, name in enumerate(TILE_KINDS):
            value = island.get(name, 0)
            parts = value if isinstance(value, tuple) else (value,)
            tiles, pieces, nobles = (*parts, 0, 0)[:3]
            b[base + X.TILES_AT + k] = tiles
            b[base + X.OCCUPIED_AT + k] = pieces
            b[base + X.NOBLE_TILES_AT + k] = nobles
    if forests is not None:
        for g, name in enumerate(GOODS):
            value = forests.get(name, 0)
            count, seen = value if isinstance(value, tuple) else (value, value)
            b[base + X.FOREST_AT + g] = count
            b[base + X.FOREST_SEEN_AT + g] = seen
        b[base + X.FORESTS] = sum(b[base + X.FOREST_AT : base + X.FOREST_AT + 5])
    if buildings is not None:
        for i in range(len(ALL_BUILDINGS)):
            b[base + X.BUILDINGS_AT + i] = -1
            b[base + X.NOBLE_BUILDINGS_AT + i] = 0
        for building_id, value in buildings.items():
            pieces, nobles = value if isinstance(value, tuple) else (value, 0)
            i = ALL_BUILDING_INDEX[building_id]
            b[base + X.BUILDINGS_AT + i] = pieces
            b[base + X.NOBLE_BUILDINGS_AT + i] = nobles
            if not state.in_game[i]:
                state.in_game[i] = 1
    state.rebuild_derived()


def in_supply(state: PuertoRicoState, *building_ids: str, count: int = 1) -> None:
    """Put buildings in the game's supply (``count`` copies each)."""
    for building_id in building_ids:
        i = ALL_BUILDING_INDEX[building_id]
        state.in_game[i] = 1
        state.building_supply[i] = count
    state.rebuild_derived()


def xgoods_of(state: PuertoRicoState, seat: int) -> dict[str, int]:
    base = seat * X.STRIDE + X.GOODS_AT
    return {name: state.board[base + g] for g, name in enumerate(GOODS) if state.board[base + g]}


def xvp_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * X.STRIDE + X.VP]


def xdoubloons_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * X.STRIDE + X.DOUBLOONS]


def xisland_of(state: PuertoRicoState, seat: int) -> dict[str, tuple[int, int]]:
    """``{kind: (tiles, pieces)}`` for every tile kind the seat has."""
    base = seat * X.STRIDE
    return {
        name: (state.board[base + X.TILES_AT + k], state.board[base + X.OCCUPIED_AT + k])
        for k, name in enumerate(TILE_KINDS)
        if state.board[base + X.TILES_AT + k]
    }


def xforests_of(state: PuertoRicoState, seat: int) -> dict[str, int]:
    base = seat * X.STRIDE + X.FOREST_AT
    return {name: state.board[base + g] for g, name in enumerate(GOODS) if state.board[base + g]}


def xcity_of(state: PuertoRicoState, seat: int) -> dict[str, int]:
    """The seat's buildings as ``{building id: pieces on it}``."""
    base = seat * X.STRIDE + X.BUILDINGS_AT
    board = state.board
    return {b.id: board[base + b.index] for b in ALL_BUILDINGS if board[base + b.index] >= 0}


def xnobles_on(state: PuertoRicoState, seat: int) -> dict[str, int]:
    """Where the seat's nobles stand: ``{spot: nobles}`` (tile kinds, building ids, san_juan)."""
    b = state.board
    base = seat * X.STRIDE
    where = {"san_juan": b[base + X.NOBLE_SAN_JUAN]}
    where |= {name: b[base + X.NOBLE_TILES_AT + k] for k, name in enumerate(TILE_KINDS)}
    where |= {s.id: b[base + X.NOBLE_BUILDINGS_AT + s.index] for s in ALL_BUILDINGS}
    return {spot: count for spot, count in where.items() if count}


def xsan_juan_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * X.STRIDE + X.SAN_JUAN]


def xnobles_of(state: PuertoRicoState, seat: int) -> int:
    return state.board[seat * X.STRIDE + X.NOBLES]


def xchoose(state: PuertoRicoState, seat: int, role: str) -> None:
    """Let ``seat`` choose ``role`` now (as if it were his turn to pick a role)."""
    state.actor = seat
    state.phase = PH_ROLE
    state._legal = None
    state.apply(role)


def xfinish_role(state: PuertoRicoState) -> None:
    """Resolve the current role with ``pass``/``done``/the first action at each decision."""
    while not state.is_over and state.phase != PH_ROLE:
        legal = {str(a): a for a in state.legal_actions()}
        if "pass" in legal:
            state.apply("pass")
        elif "done" in legal:
            state.apply("done")
        else:
            state.apply(state.legal_actions()[0])


def set_festival(
    state: PuertoRicoState,
    *,
    tile: str | None = None,
    barrels: Mapping[str, int] | None = None,
    building: str | None = None,
) -> None:
    """Set the festival goals: the goal tile's kind (moved from/to the face-down stack),
    the goal barrels (moved from/to the goods supply) and the goal building (its tile
    moved from/to the building supply)."""
    if tile is not None:
        state.stack[state.fest_tile] += 1
        state.fest_tile = GOODS.index(tile)
        state.stack[state.fest_tile] -= 1
    if barrels is not None:
        for g in range(5):
            state.goods_supply[g] += state.fest_goods[g]
            state.fest_goods[g] = barrels.get(GOODS[g], 0)
            state.goods_supply[g] -= state.fest_goods[g]
    if building is not None:
        # The goal's tile lies on the festival board, out of the supply (X22).
        if state.fest_building >= 0 and state.fest_building_by < 0:
            state.building_supply[state.fest_building] += 1
        state.fest_building = ALL_BUILDING_INDEX[building]
        state.building_supply[state.fest_building] -= 1
    state._legal = None
