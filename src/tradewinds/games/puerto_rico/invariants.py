"""Invariants of every reachable Puerto Rico state: the game's plug-in to the conformance
suite (:func:`tradewinds.testing.check_game` checks them after every move it plays), and
checked after each action by the soak tests.

The component counts are written out here on purpose (from the rules reference, §2 and
§3.1) instead of being read from the engine's tables: a wrong number in ``data.py`` must
make these checks fail, not silently move the goal posts. Only the building counts per
kind come from ``data.BUILDINGS`` (the CSV is the single source for them; their totals are
checked against the rules in ``tests/puerto_rico/test_soak.py``).

``check_invariants`` is on the soak's hot path (hundreds of thousands of calls), so it
reads the engine's flat lists directly and keeps to plain loops.
"""

from __future__ import annotations

from operator import add
from typing import Final

from . import layout as X
from .data import ALL_BUILDINGS, BUILDINGS
from .state import PuertoRicoState

# ------------------------------------------------------------------ components in play
# Goods barrels per kind (corn, indigo, sugar, tobacco, coffee): §2; 2 players -2 each (§3.1).
GOODS_IN_PLAY: Final[dict[int, tuple[int, ...]]] = {
    2: (8, 9, 9, 7, 7),
    3: (10, 11, 11, 9, 9),
    4: (10, 11, 11, 9, 9),
    5: (10, 11, 11, 9, 9),
}
# Colonists: supply + ship at setup (§3.1): 40+2, 55+3, 75+4, 95+5.
COLONISTS_IN_PLAY: Final[dict[int, int]] = {2: 42, 3: 58, 4: 79, 5: 100}
# Plantations per kind, starting tiles included: §2; 2 players -3 each (§3.1).
PLANTATIONS_IN_PLAY: Final[dict[int, tuple[int, ...]]] = {
    2: (7, 9, 8, 6, 5),
    3: (10, 12, 11, 9, 8),
    4: (10, 12, 11, 9, 8),
    5: (10, 12, 11, 9, 8),
}
QUARRIES_IN_PLAY: Final[dict[int, int]] = {2: 5, 3: 8, 4: 8, 5: 8}
# VP supply at setup by (edition, players) (§3.1, §11).
VP_SUPPLY: Final[dict[tuple[str, int], int]] = {
    ("original", 2): 65,
    ("original", 3): 75,
    ("original", 4): 100,
    ("original", 5): 122,
    ("deluxe", 2): 65,
    ("deluxe", 3): 76,
    ("deluxe", 4): 101,
    ("deluxe", 5): 126,
}
ISLAND_SPACES: Final = 12
CITY_SPACES: Final = 12
TRADING_HOUSE_SPACES: Final = 4

BUILDINGS_IN_PLAY: Final[dict[int, list[int]]] = {
    n: [b.count_2p if n == 2 else b.count for b in BUILDINGS] for n in (2, 3, 4, 5)
}
# Nobles in play (§3.1); colonists in play with the nobles: all 100 with 3-5 players,
# 2 + 40 with 2 players of which the ship's second piece is a noble (§3.1, §6).
NOBLES_IN_PLAY: Final = 20
COLONISTS_WITH_NOBLES: Final[dict[int, int]] = {2: 41, 3: 100, 4: 100, 5: 100}

_X_NB: Final = len(ALL_BUILDINGS)
_X_CIRCLES: Final = tuple(b.circles for b in ALL_BUILDINGS)
_X_SIZES: Final = tuple(b.size for b in ALL_BUILDINGS)
_X_VIOLET: Final = tuple(b.index for b in ALL_BUILDINGS if b.is_violet)
_X_COUNTS: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(b.count_2p if n == 2 else b.count for b in ALL_BUILDINGS) for n in (2, 3, 4, 5)
}
_X_EXP1: Final = tuple(b.index for b in ALL_BUILDINGS if b.set == "exp1_new_buildings")
_X_EXP2: Final = tuple(b.index for b in ALL_BUILDINGS if b.set == "exp2_nobles")


def check_invariants(state: PuertoRicoState) -> None:
    """Assert every conservation law and bound of a game: the base game's components,
    and with the expansions the nobles, forests, the festival's goal tile and barrels,
    drafted buildings, the buccaneer token and kidnapped card."""
    n = state.players
    b = state.board
    assert len(b) == n * X.STRIDE
    # Each component counted where it lies: the supplies here, the boards seat by seat.
    goods = list(state.goods_supply)
    tiles = [0] * 6
    owned = [0] * _X_NB
    colonists = state.colonist_supply + state.colonist_ship + state.raid_left
    nobles = state.noble_supply + state.noble_ship
    chips = 0
    for seat in range(n):
        seat_colonists, seat_nobles = _check_seat(state, seat, goods, tiles, owned)
        colonists += seat_colonists
        nobles += seat_nobles
        chips += b[seat * X.STRIDE + X.VP]
    if state.pending_tile >= 0:
        tiles[state.pending_tile] += 1
    _check_goods(state, goods)
    _check_pieces(state, colonists, nobles)
    _check_plantations(state, tiles)
    _check_buildings(state, owned)
    vp_total = state.vp_supply + chips
    assert vp_total == VP_SUPPLY[state.options["edition"], n], f"VP not conserved: {vp_total}"
    _check_roles(state)
    # ------------------------------------------------------------- decisions
    over = state.is_over
    assert (state.current_player is None) == over
    assert bool(state.legal_actions()) != over


def _check_seat(
    state: PuertoRicoState, seat: int, goods: list[int], tiles: list[int], owned: list[int]
) -> tuple[int, int]:
    """Checks one player's board, adds its goods, tiles and buildings to the counts, and
    returns its colonists and its nobles."""
    b = state.board
    base = seat * X.STRIDE
    assert min(b[base : base + X.BUILDINGS_AT]) >= 0, f"seat {seat}: negative count"
    assert min(b[base + X.FORESTS : base + X.STRIDE]) >= 0, f"seat {seat}: negative count"
    for g in range(5):
        goods[g] += b[base + X.GOODS_AT + g]
    pieces = b[base + X.SAN_JUAN]
    seat_nobles = b[base + X.NOBLE_SAN_JUAN]
    assert seat_nobles <= pieces
    filled, island_used, island_nobles = _check_island(b, base, seat, tiles)
    circles, city_used, city_nobles = _check_city(state, seat, owned)
    seat_nobles += island_nobles + city_nobles
    used = island_used + city_used
    assert b[base + X.ALL_CIRCLES] == filled + circles, f"seat {seat}: stale circle count"
    assert b[base + X.USED_CIRCLES] == used, f"seat {seat}: stale piece count"
    assert b[base + X.NOBLES] == seat_nobles, f"seat {seat}: stale noble count"
    pieces += used
    return pieces - seat_nobles, seat_nobles


def _check_island(b: list[int], base: int, seat: int, tiles: list[int]) -> tuple[int, int, int]:
    """Checks a player's island (plantations, quarries, forests), adds its tiles to
    ``tiles``, and returns its tiles' count (their circles), its pieces and its nobles."""
    used = filled = nobles = 0
    for k in range(6):
        t = b[base + X.TILES_AT + k]
        o = b[base + X.OCCUPIED_AT + k]
        nob = b[base + X.NOBLE_TILES_AT + k]
        assert nob <= o <= t, f"seat {seat}: {o} pieces ({nob} nobles) on {t} tiles"
        tiles[k] += t
        filled += t
        used += o
        nobles += nob
    forests = b[base + X.FORESTS]
    assert forests == sum(b[base + X.FOREST_AT : base + X.FOREST_AT + 5])
    for g in range(5):
        assert b[base + X.FOREST_SEEN_AT + g] <= b[base + X.FOREST_AT + g]
        tiles[g] += b[base + X.FOREST_AT + g]
    assert filled + forests <= ISLAND_SPACES, f"seat {seat}: island overfull"
    assert b[base + X.ISLAND] == filled + forests, f"seat {seat}: stale island count"
    return filled, used, nobles


def _check_city(state: PuertoRicoState, seat: int, owned: list[int]) -> tuple[int, int, int]:
    """Checks a player's city, adds its buildings to ``owned``, and returns its circles,
    its pieces and its nobles."""
    b = state.board
    nb = _X_NB
    base = seat * X.STRIDE
    circles = city = used = nobles = 0
    at = base + X.BUILDINGS_AT
    noble_at = base + X.NOBLE_BUILDINGS_AT
    entries = b[at : at + nb]
    noble_entries = b[noble_at : noble_at + nb]
    mine = state.cities[seat]  # the engine's list of owned buildings: checked here
    # Every entry is -1 (not owned) or >= 0; exactly the listed ones are owned.
    assert min(entries) >= -1 and entries.count(-1) == nb - len(mine), f"seat {seat}"
    for i in mine:
        w = entries[i]
        nob = noble_entries[i]
        assert 0 <= nob <= w <= _X_CIRCLES[i], f"seat {seat}: building {i} holds {w}"
        owned[i] += 1
        city += _X_SIZES[i]
        circles += _X_CIRCLES[i]
        used += w
        nobles += nob
    assert sum(noble_entries) == nobles, f"seat {seat}: noble off a building"
    assert city <= CITY_SPACES and b[base + X.CITY] == city, f"seat {seat}: city {city}"
    return circles, used, nobles


def _check_goods(state: PuertoRicoState, goods: list[int]) -> None:
    """Barrels: the players' (in ``goods``), the ships', the trading house's, the
    festival's and those waiting to be handed out make the game's."""
    ships, loads, capacity = state.ship_good, state.ship_load, state.ship_capacity
    for s in range(len(ships)):
        good, load = ships[s], loads[s]
        assert 0 <= load <= capacity[s]
        assert (good < 0) == (load == 0), f"ship {s}: good {good}, load {load}"
        if good >= 0:
            assert ships.count(good) == 1
            goods[good] += load
    assert len(state.trading_house) <= TRADING_HOUSE_SPACES
    for good in state.trading_house:
        goods[good] += 1
    festival = state.festival
    for g in range(5):
        goods[g] += state.pending_goods[g]
        if festival and state.fest_goods_by < 0:
            goods[g] += state.fest_goods[g]
    assert min(state.goods_supply) >= 0
    assert tuple(goods) == GOODS_IN_PLAY[state.players], f"goods not conserved: {goods}"
    if festival:
        assert sum(state.fest_goods) == 3  # festival: 3 barrels drawn (§5.1)


def _check_pieces(state: PuertoRicoState, colonists: int, nobles: int) -> None:
    """Colonists and nobles: those counted everywhere make the game's."""
    n = state.players
    expected = COLONISTS_WITH_NOBLES[n] if state.nobles else COLONISTS_IN_PLAY[n]
    assert colonists == expected, f"colonists not conserved: {colonists}"
    assert nobles == (NOBLES_IN_PLAY if state.nobles else 0), f"nobles: {nobles}"
    assert state.noble_ship <= 1


def _check_plantations(state: PuertoRicoState, tiles: list[int]) -> None:
    """Plantations and quarries: the islands' (in ``tiles``), the face-up row, the stack,
    the discards and the festival's goal tile make the game's."""
    n = state.players
    for k in range(5):
        total = state.face_up[k] + state.stack[k] + state.discard[k] + tiles[k]
        if state.festival and state.fest_tile == k and state.fest_tile_by < 0:
            total += 1
        assert total == PLANTATIONS_IN_PLAY[n][k], f"plantations of kind {k}: {total}"
    assert state.quarries + tiles[5] == QUARRIES_IN_PLAY[n], "quarries not conserved"


def _check_buildings(state: PuertoRicoState, owned: list[int]) -> None:
    """Buildings: the supply and the cities (``owned``) hold the game's, and only the
    expansions chosen were drafted."""
    in_game = state.in_game
    in_play = [c if g else 0 for c, g in zip(_X_COUNTS[state.players], in_game, strict=True)]
    supply = list(state.building_supply)
    if state.festival and state.fest_building >= 0 and state.fest_building_by < 0:
        supply[state.fest_building] += 1  # the goal's tile on the festival board (X22)
    assert list(map(add, supply, owned)) == in_play, "buildings not conserved"
    if not state.nobles:
        assert not any(in_game[i] for i in _X_EXP2)
    if not state.new_buildings:
        assert not any(in_game[i] for i in _X_EXP1)
    elif not any(state.draft_free):
        spaces = 24 if state.nobles else 17  # the draft fills every usable space (§2.1)
        assert sum(in_game[i] for i in _X_VIOLET) == spaces


def _check_roles(state: PuertoRicoState) -> None:
    """Role cards, their doubloons, the buccaneer token and the kidnapped card."""
    n = state.players
    assert min(state.role_money) >= 0
    assert len(state.roles) == len(state.role_owner)
    if state.buccaneer:
        assert state.role_money[state.buccaneer_card] == 0  # never a doubloon (§4.1)
        assert -1 <= state.token < n
    else:
        assert state.token == -1 and state.kidnapped == -1
    if state.kidnapped >= 0:
        assert state.role_money[state.kidnapped] == 0 and 0 <= state.kidnapper < n
