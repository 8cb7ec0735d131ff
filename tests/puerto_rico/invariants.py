"""Invariants of every reachable Puerto Rico state, checked after each action by the soak.

The component counts are written out here on purpose (from the rules reference, §2 and
§3.1) instead of being read from the engine's tables: a wrong number in ``data.py`` must
make these checks fail, not silently move the goal posts. Only the building counts per
kind come from ``data.BUILDINGS`` (the CSV is the single source for them; their totals are
checked against the rules in ``test_soak.py``).

``check_invariants`` is on the soak's hot path (hundreds of thousands of calls), so it
reads the engine's flat lists directly and keeps to plain loops.
"""

from __future__ import annotations

from operator import add

from tradewinds.games.puerto_rico import board as B
from tradewinds.games.puerto_rico.data import BUILDINGS
from tradewinds.games.puerto_rico.state import PuertoRicoState

# ------------------------------------------------------------------ components in play
# Goods barrels per kind (corn, indigo, sugar, tobacco, coffee): §2; 2 players -2 each (§3.1).
GOODS_IN_PLAY: dict[int, tuple[int, ...]] = {
    2: (8, 9, 9, 7, 7),
    3: (10, 11, 11, 9, 9),
    4: (10, 11, 11, 9, 9),
    5: (10, 11, 11, 9, 9),
}
# Colonists: supply + ship at setup (§3.1): 40+2, 55+3, 75+4, 95+5.
COLONISTS_IN_PLAY: dict[int, int] = {2: 42, 3: 58, 4: 79, 5: 100}
# Plantations per kind, starting tiles included: §2; 2 players -3 each (§3.1).
PLANTATIONS_IN_PLAY: dict[int, tuple[int, ...]] = {
    2: (7, 9, 8, 6, 5),
    3: (10, 12, 11, 9, 8),
    4: (10, 12, 11, 9, 8),
    5: (10, 12, 11, 9, 8),
}
QUARRIES_IN_PLAY: dict[int, int] = {2: 5, 3: 8, 4: 8, 5: 8}
# VP supply at setup by (edition, players) (§3.1, §11).
VP_SUPPLY: dict[tuple[str, int], int] = {
    ("original", 2): 65,
    ("original", 3): 75,
    ("original", 4): 100,
    ("original", 5): 122,
    ("deluxe", 2): 65,
    ("deluxe", 3): 76,
    ("deluxe", 4): 101,
    ("deluxe", 5): 126,
}
ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4

BUILDINGS_IN_PLAY: dict[int, list[int]] = {
    n: [b.count_2p if n == 2 else b.count for b in BUILDINGS] for n in (2, 3, 4, 5)
}
_CIRCLES = tuple(b.circles for b in BUILDINGS)
_SIZES = tuple(b.size for b in BUILDINGS)
_NB = len(BUILDINGS)

# Board layout (board.py): one flat slice of STRIDE ints per seat.
_STRIDE = B.STRIDE
_DOUBLOONS, _VP, _SAN_JUAN, _CITY = B.DOUBLOONS, B.VP, B.SAN_JUAN, B.CITY
_GOODS_AT, _TILES_AT, _OCC_AT, _BLD_AT = B.GOODS_AT, B.TILES_AT, B.OCCUPIED_AT, B.BUILDINGS_AT
# Cached circle counts (kept up to date on the hot path), if this engine version has them.
_ALL_CIRCLES: int | None = getattr(B, "ALL_CIRCLES", None)
_USED_CIRCLES: int | None = getattr(B, "USED_CIRCLES", None)


def check_invariants(state: PuertoRicoState) -> None:
    """Assert every conservation law and bound of a Puerto Rico state."""
    n = state.players
    b = state.board
    assert len(b) == n * _STRIDE

    # ---------------------------------------------------------------- players
    goods = list(state.goods_supply)
    tiles = [0, 0, 0, 0, 0, 0]
    colonists = state.colonist_supply + state.colonist_ship
    chips = 0
    owned = [0] * _NB
    for seat in range(n):
        base = seat * _STRIDE
        # Doubloons, VP chips, San Juan, city, goods, tiles, occupied tiles: never negative.
        assert min(b[base : base + _BLD_AT]) >= 0, f"seat {seat}: negative count"
        chips += b[base + _VP]
        at = base + _GOODS_AT
        for g in range(5):
            goods[g] += b[at + g]
        used = 0
        filled = 0
        for k in range(6):
            t = b[base + _TILES_AT + k]
            o = b[base + _OCC_AT + k]
            assert o <= t, f"seat {seat}: {o} colonists on {t} tiles of kind {k}"
            tiles[k] += t
            filled += t
            used += o
        assert filled <= ISLAND_SPACES, f"seat {seat} has {filled} island tiles"
        circles = filled
        city = 0
        at = base + _BLD_AT
        for i in range(_NB):
            w = b[at + i]
            if w >= 0:
                assert w <= _CIRCLES[i], f"seat {seat}: {w} colonists on building {i}"
                owned[i] += 1
                city += _SIZES[i]
                circles += _CIRCLES[i]
                used += w
            else:
                assert w == -1, f"seat {seat}: building {i} entry {w}"
        assert city <= CITY_SPACES, f"seat {seat} uses {city} city spaces"
        assert b[base + _CITY] == city, f"seat {seat}: city spaces {b[base + _CITY]} != {city}"
        colonists += used + b[base + _SAN_JUAN]
        if _ALL_CIRCLES is not None and _USED_CIRCLES is not None:
            assert b[base + _ALL_CIRCLES] == circles, f"seat {seat}: stale circle count"
            assert b[base + _USED_CIRCLES] == used, f"seat {seat}: stale colonist count"

    # ----------------------------------------------------------------- goods
    ships = state.ship_good
    loads = state.ship_load
    capacity = state.ship_capacity
    for s in range(len(ships)):
        good, load = ships[s], loads[s]
        assert 0 <= load <= capacity[s], f"ship {s} holds {load} of {capacity[s]}"
        if good < 0:
            assert load == 0, f"ship {s} has {load} barrels but no good"
        else:
            assert load > 0, f"ship {s} carries good {good} but is empty"
            assert ships.count(good) == 1, f"two ships carry good {good}"
            goods[good] += load
    house = state.trading_house
    assert len(house) <= TRADING_HOUSE_SPACES, f"trading house holds {len(house)}"
    for good in house:
        goods[good] += 1
    assert min(state.goods_supply) >= 0, f"goods supply {state.goods_supply}"
    assert tuple(goods) == GOODS_IN_PLAY[n], f"goods not conserved: {goods}"

    # -------------------------------------------------------------- colonists
    assert state.colonist_supply >= 0 and state.colonist_ship >= 0
    assert colonists == COLONISTS_IN_PLAY[n], f"colonists not conserved: {colonists}"

    # ------------------------------------------------------------ plantations
    face_up, stack, discard = state.face_up, state.stack, state.discard
    assert min(face_up) >= 0 and min(stack) >= 0 and min(discard) >= 0
    expected = PLANTATIONS_IN_PLAY[n]
    for k in range(5):
        total = face_up[k] + stack[k] + discard[k] + tiles[k]
        assert total == expected[k], f"plantations of kind {k} not conserved: {total}"
    assert state.quarries >= 0
    assert state.quarries + tiles[5] == QUARRIES_IN_PLAY[n], "quarries not conserved"

    # -------------------------------------------------------------- buildings
    supply = state.building_supply
    assert min(supply) >= 0, f"building supply {supply}"
    in_play = BUILDINGS_IN_PLAY[n]
    assert list(map(add, supply, owned)) == in_play, "buildings not conserved"

    # --------------------------------------------------------------------- VP
    vp_total = state.vp_supply + chips
    assert vp_total == VP_SUPPLY[state.options["edition"], n], f"VP not conserved: {vp_total}"

    # ------------------------------------------------------------- role cards
    assert min(state.role_money) >= 0

    # ------------------------------------------------------------- decisions
    over = state.is_over
    assert (state.current_player is None) == over
    assert bool(state.legal_actions()) != over
