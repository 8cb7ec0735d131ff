"""Build a Puerto Rico position from readable arguments (docs/positions.md).

>>> from tradewinds.games.puerto_rico import position
>>> game = position(
...     3, governor=1,
...     seats={1: {"doubloons": 5, "plantations": {"corn": 1, "indigo": 2},
...                "occupied": {"indigo": 2}, "buildings": {"small_indigo_plant": 1},
...                "goods": {"indigo": 1}}},
...     ships=[("indigo", 2), None, None], face_up=["coffee", "sugar", "corn", "corn"],
... )
>>> game.current_player, game.view(1)["decision"]
(1, 'choose_role')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, Final

from ...core.errors import InvalidStateError
from ...core.game import State, new_game
from ...core.position import Seats, count_arg, counts, finish, index_of, round_arg, seat_specs
from .data import ALL_BUILDINGS, ALL_ROLE_NAMES, GOODS, ISLAND_SPACES, TILE_KINDS

SEAT_KEYS: Final = (
    "doubloons",
    "vp",
    "goods",
    "plantations",
    "occupied",
    "buildings",
    "san_juan",
)
BUILDING_IDS: Final = tuple(b.id for b in ALL_BUILDINGS)


def position(
    players: int,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
    governor: int = 0,
    round: int = 1,
    seats: Seats = (),
    face_up: Sequence[str] | None = None,
    ships: Sequence[tuple[str, int] | None] | None = None,
    trading_house: Sequence[str] = (),
    colonist_ship: int | None = None,
    role_money: Mapping[str, int] | None = None,
    chance: Sequence[str] = (),
) -> State:
    """A Puerto Rico game at the start of a round: seat ``governor`` chooses a role.

    Every piece comes from its supply (plantations from the face-down stack, quarries,
    colonists, barrels, buildings and VP chips from theirs), so the position keeps the
    game's totals; a seat's starting plantation goes back to the stack when its
    ``plantations`` are given. Raises :class:`InvalidStateError` naming the problem.
    """
    opts = dict(options or {})
    opts["first_governor"] = governor
    if opts.get("expansions") and "new_buildings" in opts["expansions"]:
        opts.setdefault("draft", "random")
    state: Any = new_game("puerto_rico", players, seed=seed, options=opts, names=names)
    if state.phase != 0:
        raise InvalidStateError(
            "position() sets up a role choice; with the players' building draft the game "
            "starts with the draft (use options draft='random')"
        )
    lay = _layout(state)
    state.round = round_arg(round)
    for seat, spec in enumerate(seat_specs(players, seats, SEAT_KEYS)):
        _set_seat(state, lay, seat, spec)
    if face_up is not None:
        _set_face_up(state, face_up)
    if ships is not None:
        _set_ships(state, ships)
    _set_trading_house(state, trading_house)
    if colonist_ship is not None:
        _move_colonists(state, count_arg(colonist_ship, "colonist_ship") - state.colonist_ship)
        state.colonist_ship = colonist_ship
    if role_money is not None:
        cards = _card_names(state.roles)
        for name, money in role_money.items():
            card = index_of(name, cards, "role card")
            state.role_money[card] = count_arg(money, f"role_money[{name!r}]")
    state.rebuild_derived()
    return finish(state, chance)


def _card_names(roles: tuple[int, ...]) -> list[str]:
    """The role cards' names as the notation spells them (a second one: ``prospector2``)."""
    names: list[str] = []
    for role in roles:
        name = ALL_ROLE_NAMES[role]
        names.append(name if name not in names else f"{name}2")
    return names


def _layout(state: Any) -> ModuleType:
    from . import layout

    return layout


def _take(pile: list[int], kind: int, n: int, what: str) -> None:
    if pile[kind] < n:
        raise InvalidStateError(f"{what}: {n} asked, only {pile[kind]} left")
    pile[kind] -= n


def _move_colonists(state: Any, n: int) -> None:
    """``n`` colonists leave the supply (a negative ``n`` returns them)."""
    if state.colonist_supply < n:
        raise InvalidStateError(
            f"only {state.colonist_supply} colonists are left in the supply for {n} asked"
        )
    state.colonist_supply -= n


def _set_seat(state: Any, lay: ModuleType, seat: int, spec: Mapping[str, Any]) -> None:
    b = state.board
    base = seat * lay.STRIDE
    who = f"seat {seat}"
    if "doubloons" in spec:
        b[base + lay.DOUBLOONS] = count_arg(spec["doubloons"], f"{who} doubloons")
    if "vp" in spec:
        vp = count_arg(spec["vp"], f"{who} vp")
        if vp > state.vp_supply + b[base + lay.VP]:
            raise InvalidStateError(f"{who}: only {state.vp_supply} VP chips are left")
        state.vp_supply -= vp - b[base + lay.VP]
        b[base + lay.VP] = vp
    if "goods" in spec:
        wanted = counts(spec["goods"], GOODS, "good")
        for g, n in enumerate(wanted):
            state.goods_supply[g] += b[base + lay.GOODS_AT + g]
            _take(state.goods_supply, g, n, f"{who}: {GOODS[g]} barrels in the supply")
            b[base + lay.GOODS_AT + g] = n
    if "plantations" in spec or "occupied" in spec:
        tiles = counts(spec.get("plantations", {}), TILE_KINDS, "island tile")
        if "plantations" not in spec:
            tiles = b[base + lay.TILES_AT : base + lay.TILES_AT + len(TILE_KINDS)]
        occupied = counts(spec.get("occupied", {}), TILE_KINDS, "island tile")
        if sum(tiles) > ISLAND_SPACES:
            raise InvalidStateError(f"{who}: {sum(tiles)} island tiles on {ISLAND_SPACES} spaces")
        for k, kind in enumerate(TILE_KINDS):
            if occupied[k] > tiles[k]:
                raise InvalidStateError(
                    f"{who}: {occupied[k]} colonists on {tiles[k]} {kind} tile(s)"
                )
            old_tiles = b[base + lay.TILES_AT + k]
            old_occupied = b[base + lay.OCCUPIED_AT + k]
            pile = state.stack if k < len(GOODS) else None
            if pile is not None:
                pile[k] += old_tiles
                _take(pile, k, tiles[k], f"{who}: {kind} plantations in the face-down stack")
            else:
                state.quarries += old_tiles
                if state.quarries < tiles[k]:
                    raise InvalidStateError(f"{who}: only {state.quarries} quarries are left")
                state.quarries -= tiles[k]
            _move_colonists(state, occupied[k] - old_occupied)
            b[base + lay.TILES_AT + k] = tiles[k]
            b[base + lay.OCCUPIED_AT + k] = occupied[k]
    if "buildings" in spec:
        _set_buildings(state, lay, seat, spec["buildings"])
    if "san_juan" in spec:
        n = count_arg(spec["san_juan"], f"{who} san_juan")
        _move_colonists(state, n - b[base + lay.SAN_JUAN])
        b[base + lay.SAN_JUAN] = n


def _set_buildings(
    state: Any, lay: ModuleType, seat: int, buildings: Mapping[str, int] | Sequence[str]
) -> None:
    b = state.board
    base = seat * lay.STRIDE + lay.BUILDINGS_AT
    who = f"seat {seat}"
    known = len(state.building_supply)
    ids = BUILDING_IDS[:known]
    wanted = dict(buildings) if isinstance(buildings, Mapping) else dict.fromkeys(buildings, 0)
    for i in range(known):  # what the seat had goes back to the supply
        if b[base + i] >= 0:
            _move_colonists(state, -b[base + i])
            state.building_supply[i] += 1
            b[base + i] = -1
    size = 0
    for building_id, colonists in wanted.items():
        i = index_of(building_id, ids, "building")
        spec = ALL_BUILDINGS[i]
        count_arg(colonists, f"{who} colonists on the {spec.name}")
        if colonists > spec.circles:
            raise InvalidStateError(
                f"{who}: the {spec.name} has {spec.circles} circle(s), not {colonists}"
            )
        if not getattr(state, "in_game", [1] * known)[i]:
            raise InvalidStateError(f"{who}: the {spec.name} is not in this game's supply")
        if state.building_supply[i] < 1:
            raise InvalidStateError(f"{who}: no {spec.name} is left in the supply")
        state.building_supply[i] -= 1
        _move_colonists(state, colonists)
        b[base + i] = colonists
        size += spec.size
    if size > 12:
        raise InvalidStateError(f"{who}: buildings take {size} city spaces of 12")


def _set_face_up(state: Any, face_up: Sequence[str]) -> None:
    wanted = counts(face_up, GOODS, "plantation")
    for g in range(len(GOODS)):
        state.stack[g] += state.face_up[g]
        _take(state.stack, g, wanted[g], f"{GOODS[g]} plantations in the face-down stack")
        state.face_up[g] = wanted[g]


def _set_ships(state: Any, ships: Sequence[tuple[str, int] | None]) -> None:
    if len(ships) != len(state.ship_capacity):
        raise InvalidStateError(
            f"{len(state.ship_capacity)} cargo ships (smallest first), got {len(ships)}"
        )
    for ship in range(len(ships)):
        if state.ship_good[ship] >= 0:
            state.goods_supply[state.ship_good[ship]] += state.ship_load[ship]
        state.ship_good[ship], state.ship_load[ship] = -1, 0
    carried: set[int] = set()
    for ship, cargo in enumerate(ships):
        if cargo is None:
            continue
        good_name, load = cargo
        good = index_of(good_name, GOODS, "good")
        capacity = state.ship_capacity[ship]
        if not 1 <= count_arg(load, "ship load") <= capacity:
            raise InvalidStateError(f"ship {ship} (of {capacity}) cannot carry {load} barrels")
        if good in carried:
            raise InvalidStateError(f"two cargo ships carry {good_name} (rules: one kind a ship)")
        carried.add(good)
        _take(state.goods_supply, good, load, f"{good_name} barrels in the supply")
        state.ship_good[ship], state.ship_load[ship] = good, load


def _set_trading_house(state: Any, goods: Sequence[str]) -> None:
    for good in state.trading_house:
        state.goods_supply[good] += 1
    state.trading_house = []
    if len(goods) > 4:
        raise InvalidStateError(f"the trading house has 4 spaces, not {len(goods)}")
    for name in goods:
        good = index_of(name, GOODS, "good")
        _take(state.goods_supply, good, 1, f"{name} barrels in the supply")
        state.trading_house.append(good)


__all__ = ["position"]
