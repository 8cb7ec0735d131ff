"""The layout of one player's slice of the flat board list (see board.py)."""

from __future__ import annotations

from .data import NUM_BUILDINGS, NUM_GOODS, NUM_TILE_KINDS

# Offsets inside one player's slice of ``Board.board``.
DOUBLOONS = 0
VP = 1  # VP chips (face down: hidden from the other players)
SAN_JUAN = 2  # colonists waiting in San Juan
CITY = 3  # city spaces used
ALL_CIRCLES = 4  # circles on the player's tiles and buildings (kept up to date: hot path)
USED_CIRCLES = 5  # colonists on those circles
ISLAND = 6  # island spaces filled (kept up to date)
GOODS_AT = 7  # 5 entries: barrels held, by good
TILES_AT = GOODS_AT + NUM_GOODS  # 6 entries: island tiles by kind (5 plantations, quarry)
OCCUPIED_AT = TILES_AT + NUM_TILE_KINDS  # 6 entries: occupied island tiles by kind
BUILDINGS_AT = (
    OCCUPIED_AT + NUM_TILE_KINDS
)  # one entry per building kind: -1 not owned, else colonists on it
STRIDE = BUILDINGS_AT + NUM_BUILDINGS
