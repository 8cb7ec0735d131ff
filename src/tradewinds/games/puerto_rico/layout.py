"""The layout of one player's slice of the flat board list of a game with expansions.

Like the base game's layout (``../layout.py``) but with every building of every set, the
forests and the nobles. A piece count (San Juan, a tile kind, a building) counts
colonists and nobles together; the nobles among them are at the same offset plus
``NOBLE_SHIFT``.
"""

from __future__ import annotations

from typing import Final

from .data import NUM_ALL_BUILDINGS, NUM_GOODS, NUM_TILE_KINDS

DOUBLOONS: Final = 0
VP: Final = 1  # VP chips (face down: hidden from the other players)
CITY: Final = 2  # city spaces used
ALL_CIRCLES: Final = 3  # circles on the player's tiles and buildings (kept up to date)
USED_CIRCLES: Final = 4  # pieces (colonists and nobles) on those circles
ISLAND: Final = 5  # island spaces filled, forests included (kept up to date)
GOODS_AT: Final = 6  # 5 entries: barrels held, by good
TILES_AT: Final = GOODS_AT + NUM_GOODS  # 6 entries: face-up island tiles by kind
SAN_JUAN: Final = TILES_AT + NUM_TILE_KINDS  # pieces waiting in San Juan
OCCUPIED_AT: Final = SAN_JUAN + 1  # 6 entries: pieces on island tiles by kind
BUILDINGS_AT: Final = OCCUPIED_AT + NUM_TILE_KINDS  # per building: -1 not owned, else pieces on it
FORESTS: Final = BUILDINGS_AT + NUM_ALL_BUILDINGS  # forests (face-down tiles) on the island
FOREST_AT: Final = FORESTS + 1  # 5 entries: forests by the plantation kind face down
FOREST_SEEN_AT: Final = FOREST_AT + NUM_GOODS  # 5 entries: of those, the ones everyone saw
NOBLES: Final = FOREST_SEEN_AT + NUM_GOODS  # nobles the player owns (anywhere on his board)
NOBLE_SHIFT: Final = NOBLES + 1 - SAN_JUAN
# Nobles in San Juan, on tiles by kind and on buildings: offset of the pieces + NOBLE_SHIFT.
NOBLE_SAN_JUAN: Final = SAN_JUAN + NOBLE_SHIFT
NOBLE_TILES_AT: Final = OCCUPIED_AT + NOBLE_SHIFT
NOBLE_BUILDINGS_AT: Final = BUILDINGS_AT + NOBLE_SHIFT
STRIDE: Final = NOBLE_BUILDINGS_AT + NUM_ALL_BUILDINGS
