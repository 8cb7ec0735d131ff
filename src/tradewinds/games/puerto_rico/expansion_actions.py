"""The action table of a game with expansions: the base game's 141 actions with the same
ids and notation, then every action the expansions add (see docs/notation/puerto_rico.md).

Added notation::

    buccaneer                                          role card (expansion 3)
    draft <building>                                   building draft (expansion 1 setup)
    forest <good> | as plantation | as forest          settler: forests (Forest House)
    discard <good> | discard forest <good>             Hunting Lodge / Land Office (noble)
    buy plantation                                     Land Office (colonist)
    villa | take noble                                 mayor: Villa; the noble on the ship
    place noble <spot> | unplace noble <spot>          mayor placement of nobles
    return colonist <spot> | return noble <spot> | return <good> | return vp   Black Market
    sell <good> to post                                trader: Trading Post
    small wharf <good> | barrels <n> | exchange <good> captain: Small Wharf, Royal Supplier
    plunder | piracy on <capacity> | raid | kidnap <role card>   buccaneer options
    guest <spot> | guest noble <spot>                  Guest House moves

``<spot>`` is a plantation kind, ``quarry``, a building id, or (for ``return``)
``san_juan``.
"""

from __future__ import annotations

from typing import Final

from ...core.actions import Action, ActionTable
from .actions import K_BUILD, K_PASS, K_PLACE, K_ROLE, K_UNPLACE, PuertoRicoActions
from .data import (
    ALL_BUILDINGS,
    GOODS,
    MAX_ROLE_CARDS,
    MAX_SHIPS,
    NUM_GOODS,
    TILE_KINDS,
    WHARF_CAPACITY,
)
from .layout import BUILDINGS_AT, OCCUPIED_AT, SAN_JUAN

K_DRAFT: Final = 18
K_FOREST: Final = 19
K_AS: Final = 20
K_DISCARD: Final = 21
K_BUY_PLANTATION: Final = 22
K_VILLA: Final = 23
K_TAKE_NOBLE: Final = 24
K_PLACE_NOBLE: Final = 25
K_UNPLACE_NOBLE: Final = 26
K_RETURN_PIECE: Final = 27
K_RETURN_GOOD: Final = 28
K_RETURN_VP: Final = 29
K_POST: Final = 30
K_SMALL_WHARF: Final = 31
K_AMOUNT: Final = 32
K_EXCHANGE: Final = 33
K_PLUNDER: Final = 34
K_PIRACY: Final = 35
K_RAID: Final = 36
K_KIDNAP: Final = 37
K_GUEST: Final = 38

# Spots for pieces: island tile kinds 0..5, then building b as 6 + b, then San Juan.
BUILDING_SPOT: Final = len(TILE_KINDS)
SPOT_NAMES: Final = TILE_KINDS + tuple(b.id for b in ALL_BUILDINGS)
SAN_JUAN_SPOT: Final = len(SPOT_NAMES)
SPOT_OFFSETS: Final = (
    *(OCCUPIED_AT + s for s in range(BUILDING_SPOT)),
    *(BUILDINGS_AT + b.index for b in ALL_BUILDINGS),
    SAN_JUAN,
)
# Spots a piece can stand on (the Statue has no circle).
CIRCLE_SPOTS: Final = tuple(
    s
    for s in range(len(SPOT_NAMES))
    if s < BUILDING_SPOT or ALL_BUILDINGS[s - BUILDING_SPOT].circles
)
NUM_BASE_SPOTS: Final = BUILDING_SPOT + 23
VIOLET: Final = tuple(b.index for b in ALL_BUILDINGS if b.is_violet)


class ExpansionActions(ActionTable):
    """Every action of a game with expansions, for one player count."""

    __slots__ = (
        "amount",
        "as_forest",
        "as_plantation",
        "buccaneer",
        "build",
        "buy_plantation",
        "discard",
        "discard_forest",
        "done",
        "draft",
        "exchange",
        "extra",
        "forest",
        "guest",
        "guest_noble",
        "hacienda",
        "hospice",
        "keep",
        "kidnap",
        "load",
        "load_by_good",
        "mayor_colonist",
        "pass_",
        "piracy",
        "place",
        "place_noble",
        "plant",
        "plunder",
        "post",
        "quarry",
        "raid",
        "return_colonist",
        "return_good",
        "return_noble",
        "return_vp",
        "role",
        "sell",
        "small_wharf",
        "take_noble",
        "tiles",
        "university",
        "unplace",
        "unplace_noble",
        "villa",
        "warehouse",
        "wharf",
    )

    def __init__(
        self,
        base: PuertoRicoActions,
        buccaneer_card: int,
        ship_capacity: tuple[int, ...],
        expanded: bool = True,
    ) -> None:
        entries = _base_entries(base)
        n_base = len(entries)
        entries.append((K_ROLE, buccaneer_card, 0, "buccaneer"))
        entries += _building_entries()
        entries += _noble_entries()
        entries += _goods_entries()
        entries += _buccaneer_entries(base, ship_capacity)
        super().__init__(entries)
        acts = self.actions
        assert [a.text for a in acts[:n_base]] == [a.text for a in base.actions]
        self._bind_base(base, n_base)
        self._bind_expansions()
        if not expanded:
            # A game without expansions declares the base game's actions only: its action
            # ids (and a learning agent's action space) are those of the base game.
            self.actions = acts[:n_base]
            self._by_text = {a.text: a for a in self.actions}

    def _by_arg(self, kind: int, size: int, arg2: int = 0) -> tuple[Action, ...]:
        """Actions of ``kind`` (and ``arg2``) indexed by their argument."""
        acts = self.actions
        table: list[Action | None] = [None] * size
        for a in acts:
            if a.kind == kind and a.arg2 == arg2 and table[a.arg] is None:
                table[a.arg] = a
        return tuple(a if a is not None else acts[0] for a in table)

    def _by_spot(self, kind: int, noble: bool) -> tuple[Action, ...]:
        """Actions of ``kind`` indexed by their spot (returns: the colonist's or noble's)."""
        acts = self.actions
        table: list[Action] = [acts[0]] * (len(SPOT_NAMES) + 1)
        for a in acts:
            if a.kind == kind and (kind != K_RETURN_PIECE or a.arg2 == noble):
                table[a.arg] = a
        return tuple(table)

    def _bind_base(self, base: PuertoRicoActions, n_base: int) -> None:
        """The base game's groups, with this table's actions (ids are the base's)."""
        acts = self.actions
        self.role = (*base_group(acts, base.role), acts[n_base])
        self.buccaneer = acts[n_base]
        self.plant = base_group(acts, base.plant)
        self.hacienda = acts[base.hacienda.id]
        self.quarry = acts[base.quarry.id]
        self.tiles = (*self.plant, self.quarry)  # the settler's picks by tile kind
        self.hospice = acts[base.hospice.id]
        self.mayor_colonist = acts[base.mayor_colonist.id]
        self.done = acts[base.done.id]
        self.university = acts[base.university.id]
        self.pass_ = acts[base.pass_.id]
        assert self.pass_.kind == K_PASS
        self.place = self._by_spot(K_PLACE, False)
        self.unplace = self._by_spot(K_UNPLACE, False)
        self.build = self._by_arg(K_BUILD, len(ALL_BUILDINGS))
        self.extra = base_group(acts, base.extra)
        self.sell = base_group(acts, base.sell)
        self.load = tuple(base_group(acts, ship) for ship in base.load)
        # The same by good, then ship (roles/captain.py:load_refusals).
        self.load_by_good = tuple(
            tuple(ship[good] for ship in self.load) for good in range(NUM_GOODS)
        )
        self.wharf = base_group(acts, base.wharf)
        self.warehouse = base_group(acts, base.warehouse)
        self.keep = base_group(acts, base.keep)

    def _bind_expansions(self) -> None:
        """The expansions' groups (the first action stands in for one a table lacks)."""
        acts = self.actions
        by_arg, by_spot = self._by_arg, self._by_spot
        self.draft = by_arg(K_DRAFT, len(ALL_BUILDINGS))
        self.forest = by_arg(K_FOREST, NUM_GOODS)
        self.as_plantation = self.by_text("as plantation") or acts[0]
        self.as_forest = self.by_text("as forest") or acts[0]
        self.discard = by_arg(K_DISCARD, NUM_GOODS)
        self.discard_forest = by_arg(K_DISCARD, NUM_GOODS, 1)
        self.buy_plantation = self.by_text("buy plantation") or acts[0]
        self.villa = self.by_text("villa") or acts[0]
        self.take_noble = self.by_text("take noble") or acts[0]
        self.place_noble = by_spot(K_PLACE_NOBLE, True)
        self.unplace_noble = by_spot(K_UNPLACE_NOBLE, True)
        self.return_colonist = by_spot(K_RETURN_PIECE, False)
        self.return_noble = by_spot(K_RETURN_PIECE, True)
        self.return_good = by_arg(K_RETURN_GOOD, NUM_GOODS)
        self.return_vp = self.by_text("return vp") or acts[0]
        self.post = by_arg(K_POST, NUM_GOODS)
        self.small_wharf = by_arg(K_SMALL_WHARF, NUM_GOODS)
        self.amount = by_arg(K_AMOUNT, WHARF_CAPACITY + 1)  # by number of barrels
        self.exchange = by_arg(K_EXCHANGE, NUM_GOODS)
        self.plunder = self.by_text("plunder") or acts[0]
        self.piracy = by_arg(K_PIRACY, MAX_SHIPS)
        self.raid = self.by_text("raid") or acts[0]
        self.kidnap = by_arg(K_KIDNAP, MAX_ROLE_CARDS)
        self.guest = by_arg(K_GUEST, len(SPOT_NAMES))
        self.guest_noble = by_arg(K_GUEST, len(SPOT_NAMES), 1)


Entry = tuple[int, int, int, str]  # (kind, argument, second argument, notation)


def _base_entries(base: PuertoRicoActions) -> list[Entry]:
    """The base table's actions, first and with their ids."""
    entries: list[Entry] = []
    for action in base.actions:
        arg2 = action.arg2
        if action.kind in (K_PLACE, K_UNPLACE):
            arg2 = SPOT_OFFSETS[action.arg]  # this layout's offset of the spot
        entries.append((action.kind, action.arg, arg2, action.text))
    return entries


def _building_entries() -> list[Entry]:
    """The new buildings' spots, builds and draft, forests and drawn tiles, and the
    Nobles' island buildings."""
    new_spots = [s for s in CIRCLE_SPOTS if s >= NUM_BASE_SPOTS]
    entries = [(K_PLACE, s, SPOT_OFFSETS[s], f"place {SPOT_NAMES[s]}") for s in new_spots]
    entries += [(K_UNPLACE, s, SPOT_OFFSETS[s], f"unplace {SPOT_NAMES[s]}") for s in new_spots]
    entries += [(K_BUILD, b.index, 0, f"build {b.id}") for b in ALL_BUILDINGS[23:]]
    entries += [(K_DRAFT, i, 0, f"draft {ALL_BUILDINGS[i].id}") for i in VIOLET]
    entries += [(K_FOREST, g, 0, f"forest {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_AS, 0, 0, "as plantation"), (K_AS, 1, 0, "as forest")]
    entries += [(K_DISCARD, g, 0, f"discard {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_DISCARD, g, 1, f"discard forest {GOODS[g]}") for g in range(NUM_GOODS)]
    entries.append((K_BUY_PLANTATION, 0, 0, "buy plantation"))
    entries.append((K_VILLA, 0, 0, "villa"))
    return entries


def _noble_entries() -> list[Entry]:
    """Nobles taken and placed, and pieces, barrels and VP chips returned."""
    entries: list[Entry] = [(K_TAKE_NOBLE, 0, 0, "take noble")]
    entries += [
        (K_PLACE_NOBLE, s, SPOT_OFFSETS[s], f"place noble {SPOT_NAMES[s]}") for s in CIRCLE_SPOTS
    ]
    entries += [
        (K_UNPLACE_NOBLE, s, SPOT_OFFSETS[s], f"unplace noble {SPOT_NAMES[s]}")
        for s in CIRCLE_SPOTS
    ]
    returnable = (*CIRCLE_SPOTS, SAN_JUAN_SPOT)
    names = (*SPOT_NAMES, "san_juan")
    entries += [(K_RETURN_PIECE, s, 0, f"return colonist {names[s]}") for s in returnable]
    entries += [(K_RETURN_PIECE, s, 1, f"return noble {names[s]}") for s in returnable]
    entries += [(K_RETURN_GOOD, g, 0, f"return {GOODS[g]}") for g in range(NUM_GOODS)]
    entries.append((K_RETURN_VP, 0, 0, "return vp"))
    return entries


def _goods_entries() -> list[Entry]:
    """The new buildings' trade and shipping: post, small wharf, barrels, exchanges."""
    entries = [(K_POST, g, 0, f"sell {GOODS[g]} to post") for g in range(NUM_GOODS)]
    entries += [(K_SMALL_WHARF, g, 0, f"small wharf {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_AMOUNT, n, 0, f"barrels {n}") for n in range(1, WHARF_CAPACITY + 1)]
    entries += [(K_EXCHANGE, g, 0, f"exchange {GOODS[g]}") for g in range(NUM_GOODS)]
    return entries


def _buccaneer_entries(base: PuertoRicoActions, ship_capacity: tuple[int, ...]) -> list[Entry]:
    """The buccaneer's plunder, piracy, raid and kidnap, then the Guest House's guests."""
    entries: list[Entry] = [(K_PLUNDER, 0, 0, "plunder")]
    for ship in range(MAX_SHIPS):
        cap = str(ship_capacity[ship]) if ship < len(ship_capacity) else f"ship{ship + 1}"
        entries.append((K_PIRACY, ship, 0, f"piracy on {cap}"))
    entries.append((K_RAID, 0, 0, "raid"))
    role_names = [base.role[c].text for c in range(MAX_ROLE_CARDS)]
    entries += [(K_KIDNAP, c, 0, f"kidnap {role_names[c]}") for c in range(MAX_ROLE_CARDS)]
    guest_spots = [s for s in CIRCLE_SPOTS if SPOT_NAMES[s] != "guest_house"]
    entries += [(K_GUEST, s, 0, f"guest {SPOT_NAMES[s]}") for s in guest_spots]
    entries += [(K_GUEST, s, 1, f"guest noble {SPOT_NAMES[s]}") for s in guest_spots]
    return entries


def base_group(acts: tuple[Action, ...], group: tuple[Action, ...]) -> tuple[Action, ...]:
    """This table's actions with the ids of a base table's group."""
    return tuple(acts[a.id] for a in group)
