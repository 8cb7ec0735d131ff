"""What each seat may see in a game with expansions, and determinization for search.

Hidden, besides the base game's secrets (the face-down stack's order, the other players'
VP chips, the RNG): the kind of a forest made from a face-down tile (Hacienda, Land
Office) and of a drawn tile not placed yet - known to its owner only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core import rng
from ...core.game import by_name, forget_hidden
from .board import PH_BUILD, PH_OVER, TRIGGER_NAMES
from .data import (
    ALL_BUILDINGS,
    ALL_ROLE_NAMES,
    CLOISTER,
    EXPANSIONS,
    GOODS,
    NUM_GOODS,
    TILE_KINDS,
)
from .layout import (
    BUILDINGS_AT,
    CITY,
    DOUBLOONS,
    FOREST_AT,
    FOREST_SEEN_AT,
    FORESTS,
    GOODS_AT,
    NOBLE_SHIFT,
    NOBLES,
    OCCUPIED_AT,
    SAN_JUAN,
    STRIDE,
    TILES_AT,
    VP,
)
from .scoring import cloister_sets

if TYPE_CHECKING:
    from .state import PuertoRicoState


def player_view(state: PuertoRicoState, seat: int, viewer: int | None) -> dict[str, Any]:
    b = state.board
    base = seat * STRIDE
    total, used = state.circles(seat)
    mine = seat == viewer or state.phase == PH_OVER
    known = FOREST_AT if mine else FOREST_SEEN_AT
    forest_kinds = {GOODS[g]: b[base + known + g] for g in range(NUM_GOODS) if b[base + known + g]}
    data: dict[str, Any] = {
        "seat": seat,
        "name": state.names[seat],
        "governor": seat == state.governor,
        "doubloons": b[base + DOUBLOONS],
        "vp_chips": b[base + VP] if mine else None,
        "goods": by_name(GOODS, b[base + GOODS_AT : base + GOODS_AT + NUM_GOODS]),
        "island": {
            TILE_KINDS[k]: {
                "tiles": b[base + TILES_AT + k],
                "occupied": b[base + OCCUPIED_AT + k],
                "nobles": b[base + OCCUPIED_AT + k + NOBLE_SHIFT],
            }
            for k in range(6)
            if b[base + TILES_AT + k]
        },
        "island_spaces_filled": state.island_filled(seat),
        "forests": b[base + FORESTS],
        # A forest's plantation kind is public if it was face up when taken (§2.2).
        "forest_kinds": forest_kinds,
        "forests_of_unknown_kind": b[base + FORESTS] - sum(forest_kinds.values()),
        "city": [
            {
                "id": ALL_BUILDINGS[i].id,
                "name": ALL_BUILDINGS[i].name,
                "colonists": b[base + BUILDINGS_AT + i],
                "nobles": b[base + BUILDINGS_AT + i + NOBLE_SHIFT],
                "circles": ALL_BUILDINGS[i].circles,
                "size": ALL_BUILDINGS[i].size,
                "vp": ALL_BUILDINGS[i].vp,
            }
            for i in state.cities[seat]
        ],
        "city_spaces_used": b[base + CITY],
        "san_juan": b[base + SAN_JUAN],
        "nobles_in_san_juan": b[base + SAN_JUAN + NOBLE_SHIFT],
        "nobles": b[base + NOBLES],
        "circles": total,
        "colonists_on_circles": used,
        "buccaneer_token": state.token == seat,
    }
    if state.owns(seat, CLOISTER):
        data["cloister_sets"] = cloister_sets(state, seat)
    if not state.expanded:
        _drop_expansion_parts(data)
    return data


# What only a game with expansions shows (a base game's view has none of it).
_EXPANSION_PLAYER_KEYS: Final = (
    "forests",
    "forest_kinds",
    "forests_of_unknown_kind",
    "nobles_in_san_juan",
    "nobles",
    "buccaneer_token",
)
_EXPANSION_GAME_KEYS: Final = ("expansions", "noble_supply", "noble_ship")


def _drop_expansion_parts(data: dict[str, Any]) -> None:
    """Remove from a player's board (``island`` present) or the game's view what only the
    expansions show."""
    if "island" in data:
        for key in _EXPANSION_PLAYER_KEYS:
            del data[key]
        for tile in data["island"].values():
            del tile["nobles"]
        for building in data["city"]:
            del building["nobles"]
    else:
        for key in _EXPANSION_GAME_KEYS:
            del data[key]
        for role in data["roles"]:
            del role["kidnapped_by"]


def view(state: PuertoRicoState, seat: int | None) -> dict[str, Any]:
    """The game's fields of the observation of ``seat`` (``None`` = spectator):
    ``State.view`` adds the envelope and the event log. JSON data, nothing hidden
    leaks."""
    over = state.phase == PH_OVER
    data: dict[str, Any] = {
        "expansions": [e for e in EXPANSIONS if e in state.options["expansions"]],
        "round": state.round,
        "governor": state.governor,
        "role_chooser": None if over else state.chooser,
        "roles": _roles(state),
        "colonist_supply": state.colonist_supply,
        "colonist_ship": state.colonist_ship,
        "noble_supply": state.noble_supply,
        "noble_ship": state.noble_ship,
        "vp_supply": max(0, state.vp_supply),
        "goods_supply": by_name(GOODS, state.goods_supply),
        "quarries": state.quarries,
        "face_up_plantations": by_name(GOODS, state.face_up),
        "plantation_stack": sum(state.stack),
        "plantation_discard": by_name(GOODS, state.discard),
        "trading_house": [GOODS[g] for g in state.trading_house],
        "cargo_ships": _cargo_ships(state),
        "buildings": _buildings(state, seat),
        "end_triggers": [name for bit, name in TRIGGER_NAMES.items() if state.end_triggers & bit],
        "players_board": [player_view(state, p, seat) for p in range(state.players)],
    }
    if not state.expanded:
        _drop_expansion_parts(data)
    _add_expansions(state, seat, data)
    return data


def _roles(state: PuertoRicoState) -> list[dict[str, Any]]:
    """The role cards: their doubloons, who took them, who kidnapped them."""
    return [
        {
            "card": state.role_actions[c].text,
            "role": ALL_ROLE_NAMES[role],
            "doubloons": state.role_money[c],
            "taken_by": state.role_owner[c] if state.role_owner[c] >= 0 else None,
            "kidnapped_by": state.kidnapper if c == state.kidnapped else None,
        }
        for c, role in enumerate(state.roles)
    ]


def _cargo_ships(state: PuertoRicoState) -> list[dict[str, Any]]:
    return [
        {
            "capacity": cap,
            "good": GOODS[state.ship_good[s]] if state.ship_good[s] >= 0 else None,
            "load": state.ship_load[s],
        }
        for s, cap in enumerate(state.ship_capacity)
    ]


def _buildings(state: PuertoRicoState, seat: int | None) -> list[dict[str, Any]]:
    """The buildings of this game's supply; a seat also sees what each would cost it."""
    builder = state.phase == PH_BUILD and seat == state.chooser
    return [
        {
            "id": spec.id,
            "name": spec.name,
            "remaining": state.building_supply[spec.index],
            "cost": spec.cost,
            "vp": spec.vp,
            "row": spec.row,
            **(
                {"price_for_you": state.price(seat, spec.index, builder=builder)}
                if seat is not None
                else {}
            ),
        }
        for spec in ALL_BUILDINGS
        if state.in_game[spec.index]
    ]


def _add_expansions(state: PuertoRicoState, seat: int | None, data: dict[str, Any]) -> None:
    """The expansions' public parts (their layers' ``view``: the buccaneer, the
    festival, the draft) and a drawn tile (its kind only to whom may know it)."""
    for part in state.view_parts:
        part(state, seat, data)
    if state.expanded and state.pending_tile >= 0:  # (a base game draws no tile)
        shown = state.pending_seen or seat == state.actor
        data["drawn_tile"] = GOODS[state.pending_tile] if shown else "face down"


def determinize(state: PuertoRicoState, seat: int, seed: int) -> PuertoRicoState:
    """A copy in which everything hidden from ``seat`` is re-sampled from ``seed``: the
    RNG, the other players' VP chips (uniformly over the splits of their known total) and
    the kinds of the tiles ``seat`` has not seen (the face-down stack, the other players'
    forests of unknown kind, a tile another player drew)."""
    other = state.clone()
    # Stacked draws (stack_chance) are the experimenter's secret: a determinization
    # draws from the stack at random like any other.
    other.chance = ()
    if state.phase == PH_OVER:
        return other
    r = rng.seed_to_state(seed)
    n = state.players
    others = [p for p in range(n) if p != seat]
    r = _deal_vp_chips(state, other, others, r)
    r = _deal_unseen_tiles(other, seat, others, r)
    other.rng = forget_hidden(state, other, seat, seed, r)  # and the seed, log, history
    return other


def _deal_vp_chips(
    state: PuertoRicoState, other: PuertoRicoState, others: list[int], r: int
) -> int:
    """Splits the other players' VP chips among them at random, uniformly over the
    splits of their total (``r``: the RNG state, returned advanced)."""
    total = sum(state.board[p * STRIDE + VP] for p in others)
    k = len(others)
    slots = total + k - 1
    cuts: list[int] = []
    while len(cuts) < k - 1:
        r, c = rng.below(r, slots)
        if c not in cuts:
            cuts.append(c)
    cuts.sort()
    previous = -1
    for p, cut in zip(others, [*cuts, slots], strict=False):
        other.board[p * STRIDE + VP] = cut - previous - 1
        previous = cut
    return r


def _deal_unseen_tiles(other: PuertoRicoState, seat: int, others: list[int], r: int) -> int:
    """Deals the kinds of the tiles ``seat`` has not seen again: the stack, the other
    players' unseen forests, a tile another player drew (``r``: as above)."""
    # Pool their kinds, then deal them out again.
    b = other.board
    pool = list(other.stack)
    hidden: list[int] = []
    for p in others:
        base = p * STRIDE
        count = 0
        for g in range(NUM_GOODS):
            unseen = b[base + FOREST_AT + g] - b[base + FOREST_SEEN_AT + g]
            pool[g] += unseen
            count += unseen
            b[base + FOREST_AT + g] -= unseen
        hidden.append(count)
    drawn = other.pending_tile >= 0 and not other.pending_seen and other.actor != seat
    if drawn:
        pool[other.pending_tile] += 1
    for p, count in zip(others, hidden, strict=True):
        base = p * STRIDE
        for _ in range(count):
            r, g = _take(r, pool)
            b[base + FOREST_AT + g] += 1
    if drawn:
        r, other.pending_tile = _take(r, pool)
    other.stack = pool
    return r


def _take(r: int, pool: list[int]) -> tuple[int, int]:
    """Draw one kind from the multiset ``pool`` (which loses it)."""
    r, x = rng.below(r, sum(pool))
    for g in range(NUM_GOODS):
        if x < pool[g]:
            pool[g] -= 1
            return r, g
        x -= pool[g]
    raise AssertionError("unreachable")
