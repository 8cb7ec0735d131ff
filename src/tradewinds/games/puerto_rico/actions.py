"""The Puerto Rico action table: every distinct action, its id and its notation.

Notation (see ``docs/notation/puerto_rico.md``)::

    settler | mayor | builder | craftsman | trader | captain | prospector | prospector2
    hacienda | plant <good> | quarry | hospice          settler phase
    take colonist | place <spot> | unplace <spot> | done  mayor phase
    build <building> | university                      builder phase
    extra <good>                                       craftsman privilege
    sell <good>                                        trader phase
    load <good> on <capacity> | wharf <good>           captain phase
    warehouse <good> | keep <good>                     captain storage
    pass

A ``<spot>`` is a plantation kind, ``quarry`` or a building id. Ids are the same for
every player count of a configuration; ship and role-card names depend on the count.
"""

from __future__ import annotations

from typing import Final

from ...core.actions import Action, ActionTable
from .data import (
    BUILDINGS,
    GOODS,
    MAX_ROLE_CARDS,
    MAX_SHIPS,
    NUM_GOODS,
    TILE_KINDS,
    with_article,
)
from .layout import BUILDINGS_AT, OCCUPIED_AT

K_ROLE: Final = 0
K_HACIENDA: Final = 1
K_PLANT: Final = 2
K_QUARRY: Final = 3
K_HOSPICE: Final = 4
K_MAYOR_COLONIST: Final = 5
K_PLACE: Final = 6
K_UNPLACE: Final = 7
K_DONE: Final = 8
K_BUILD: Final = 9
K_UNIVERSITY: Final = 10
K_EXTRA: Final = 11
K_SELL: Final = 12
K_LOAD: Final = 13
K_WHARF: Final = 14
K_WAREHOUSE: Final = 15
K_KEEP: Final = 16
K_PASS: Final = 17

# Spots for colonists: island tile kinds 0..5, then building b as 6 + b.
BUILDING_SPOT: Final = len(TILE_KINDS)
SPOT_NAMES: Final = TILE_KINDS + tuple(b.id for b in BUILDINGS)
# What a person reads for each spot: "a corn plantation", "a quarry", "the Small Market".
SPOT_TITLES: Final = tuple(
    "a quarry" if kind == "quarry" else with_article(f"{kind} plantation") for kind in TILE_KINDS
) + tuple(f"the {b.name}" for b in BUILDINGS)
# Offsets of the spots' colonist counts in a player's board slice.
SPOT_OFFSETS: Final = tuple(
    OCCUPIED_AT + s if s < BUILDING_SPOT else BUILDINGS_AT + s - BUILDING_SPOT
    for s in range(len(SPOT_NAMES))
)


class PuertoRicoActions(ActionTable):
    """The action table for one player count, with direct lookups by (kind, argument)."""

    __slots__ = (
        "build",
        "done",
        "extra",
        "hacienda",
        "hospice",
        "keep",
        "load",
        "mayor_colonist",
        "pass_",
        "place",
        "place_buildings",
        "place_tiles",
        "plant",
        "quarry",
        "role",
        "sell",
        "university",
        "unplace",
        "unplace_buildings",
        "unplace_tiles",
        "warehouse",
        "wharf",
    )

    def __init__(self, role_names: tuple[str, ...], ship_capacity: tuple[int, ...]) -> None:
        super().__init__(_entries(role_names, ship_capacity))
        self.role: tuple[Action, ...]
        self.load: tuple[tuple[Action, ...], ...]
        by_kind = self.by_kind()
        self.role = by_kind[K_ROLE]
        self.plant = by_kind[K_PLANT]
        self.place = by_kind[K_PLACE]
        self.unplace = by_kind[K_UNPLACE]
        self.build = by_kind[K_BUILD]
        self.extra = by_kind[K_EXTRA]
        self.sell = by_kind[K_SELL]
        loads = by_kind[K_LOAD]
        self.load = tuple(loads[s * NUM_GOODS : (s + 1) * NUM_GOODS] for s in range(MAX_SHIPS))
        self.wharf = by_kind[K_WHARF]
        self.warehouse = by_kind[K_WAREHOUSE]
        self.keep = by_kind[K_KEEP]
        # Spots split into island tile kinds and buildings, for zip-based scans.
        self.place_tiles = self.place[:BUILDING_SPOT]
        self.place_buildings = self.place[BUILDING_SPOT:]
        self.unplace_tiles = self.unplace[:BUILDING_SPOT]
        self.unplace_buildings = self.unplace[BUILDING_SPOT:]
        self.hacienda = by_kind[K_HACIENDA][0]
        self.quarry = by_kind[K_QUARRY][0]
        self.hospice = by_kind[K_HOSPICE][0]
        self.mayor_colonist = by_kind[K_MAYOR_COLONIST][0]
        self.done = by_kind[K_DONE][0]
        self.university = by_kind[K_UNIVERSITY][0]
        self.pass_ = by_kind[K_PASS][0]


def _entries(
    role_names: tuple[str, ...], ship_capacity: tuple[int, ...]
) -> list[tuple[int, int, int, str]]:
    """The table's actions in id order: (kind, argument, second argument, notation)."""
    entries: list[tuple[int, int, int, str]] = []
    for card in range(MAX_ROLE_CARDS):
        name = role_names[card] if card < len(role_names) else f"role{card + 1}"
        entries.append((K_ROLE, card, 0, name))
    entries.append((K_HACIENDA, 0, 0, "hacienda"))
    entries += [(K_PLANT, g, 0, f"plant {GOODS[g]}") for g in range(NUM_GOODS)]
    entries.append((K_QUARRY, 0, 0, "quarry"))
    entries.append((K_HOSPICE, 0, 0, "hospice"))
    entries.append((K_MAYOR_COLONIST, 0, 0, "take colonist"))
    # arg2 of place/unplace: the spot's offset in a player's slice of the board.
    entries += [(K_PLACE, s, SPOT_OFFSETS[s], f"place {n}") for s, n in enumerate(SPOT_NAMES)]
    entries += [(K_UNPLACE, s, SPOT_OFFSETS[s], f"unplace {n}") for s, n in enumerate(SPOT_NAMES)]
    entries.append((K_DONE, 0, 0, "done"))
    entries += [(K_BUILD, b.index, 0, f"build {b.id}") for b in BUILDINGS]
    entries.append((K_UNIVERSITY, 0, 0, "university"))
    entries += [(K_EXTRA, g, 0, f"extra {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_SELL, g, 0, f"sell {GOODS[g]}") for g in range(NUM_GOODS)]
    for ship in range(MAX_SHIPS):
        cap = str(ship_capacity[ship]) if ship < len(ship_capacity) else f"ship{ship + 1}"
        entries += [(K_LOAD, g, ship, f"load {GOODS[g]} on {cap}") for g in range(NUM_GOODS)]
    entries += [(K_WHARF, g, 0, f"wharf {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_WAREHOUSE, g, 0, f"warehouse {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_KEEP, g, 0, f"keep {GOODS[g]}") for g in range(NUM_GOODS)]
    entries.append((K_PASS, 0, 0, "pass"))
    return entries
