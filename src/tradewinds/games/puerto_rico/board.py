"""The state of a game with expansions as plain data, and the helpers every phase shares.

As in the base game (``../board.py``) each player's board is a fixed-size slice of one flat
``list[int]`` (layout in ``layout.py``); a clone copies a few lists and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, TypeVar

from ...core import fields
from ...core.actions import Action
from ...core.decisions import Decisions
from ...core.phrase import LogPhrase
from .clone_fields import copy_fields
from .data import (
    ALL_BUILDINGS,
    ALL_CIRCLES_OF,
    ALL_PRODUCTION_BUILDINGS,
    ALL_SIZES,
    CITY_SPACES,
    CORN,
    GUEST_HOUSE,
    ISLAND_SPACES,
    LIBRARY,
    NUM_ALL_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    Setup,
    with_article,
)
from .expansion_actions import (
    K_AMOUNT,
    K_AS,
    K_BUY_PLANTATION,
    K_DISCARD,
    K_DRAFT,
    K_EXCHANGE,
    K_FOREST,
    K_GUEST,
    K_KIDNAP,
    K_PIRACY,
    K_PLACE_NOBLE,
    K_PLUNDER,
    K_POST,
    K_RAID,
    K_RETURN_GOOD,
    K_RETURN_PIECE,
    K_RETURN_VP,
    K_SMALL_WHARF,
    K_TAKE_NOBLE,
    K_UNPLACE_NOBLE,
    K_VILLA,
    SPOT_NAMES,
    ExpansionActions,
)
from .layout import (
    ALL_CIRCLES,
    BUILDINGS_AT,
    CITY,
    FOREST_AT,
    FOREST_SEEN_AT,
    FORESTS,
    GOODS_AT,
    ISLAND,
    NOBLE_BUILDINGS_AT,
    NOBLE_SHIFT,
    NOBLE_TILES_AT,
    NOBLES,
    OCCUPIED_AT,
    SAN_JUAN,
    STRIDE,
    TILES_AT,
    USED_CIRCLES,
    VP,
)
from .log_words import LAST_VP
from .supplies import Supplies

if TYPE_CHECKING:
    from .expansions import (
        Built,
        Check,
        Produced,
        Refill,
        RoleChosen,
        SeatHook,
        Step,
        ViewPart,
    )

# Decisions: the base game's (same numbers and names), then the expansions'.
PH_ROLE: Final = 0
PH_HACIENDA: Final = 1
PH_SETTLE: Final = 2
PH_HOSPICE: Final = 3
PH_MAYOR_PRIVILEGE: Final = 4
PH_PLACE: Final = 5
PH_BUILD: Final = 6
PH_UNIVERSITY: Final = 7
PH_CRAFTSMAN_PRIVILEGE: Final = 8
PH_SELL: Final = 9
PH_LOAD: Final = 10
PH_WAREHOUSE: Final = 11
PH_KEEP: Final = 12
PH_OVER: Final = 13
PH_DRAFT: Final = 14
PH_TILE_AS: Final = 15
PH_HUNTING: Final = 16
PH_VILLA: Final = 17
PH_MAYOR_PIECE: Final = 18
PH_BLACK_MARKET: Final = 19
PH_EXCHANGE: Final = 20
PH_SMALL_WHARF: Final = 21
PH_LOAD_AMOUNT: Final = 22
PH_BUCCANEER: Final = 23
PH_RAID: Final = 24
PH_GUEST: Final = 25
PH_PRODUCE: Final = 26
PHASE_NAMES: Final = (
    "choose_role",
    "settler_hacienda",
    "settler_pick",
    "settler_hospice",
    "mayor_privilege",
    "mayor_place",
    "builder_build",
    "builder_university",
    "craftsman_privilege",
    "trader_sell",
    "captain_load",
    "captain_warehouse",
    "captain_keep",
    "game_over",
    "draft",
    "place_drawn_tile",
    "settler_hunting_lodge",
    "mayor_villa",
    "mayor_take_piece",
    "builder_black_market",
    "captain_royal_supplier",
    "captain_small_wharf",
    "captain_load_amount",
    "buccaneer",
    "buccaneer_raid",
    "guest_house",
    "craftsman_produce",
)
# The decisions of a game without expansions, in the order the base game numbered them.
BASE_GAME_PHASES: Final = (*range(PH_OVER + 1), PH_PRODUCE)
# Decisions of the owner in which he may also move a guest (expansions §2.3, X7 (b)).
GUEST_PHASES: Final = frozenset(
    {
        PH_HACIENDA,
        PH_SETTLE,
        PH_BUILD,
        PH_CRAFTSMAN_PRIVILEGE,
        PH_SELL,
        PH_LOAD,
        PH_HUNTING,
        PH_EXCHANGE,
        PH_BUCCANEER,
        PH_PRODUCE,
    }
)

# Every spot (tile kinds, then 6 + building): the spots themselves as a ``by_spot``.
SPOTS: Final = range(len(SPOT_NAMES))
T = TypeVar("T")
# No piece on any tile kind (the circle scans' lower bound for "at least one").
_NONE: Final = [0] * NUM_TILE_KINDS  # (read only: no piece on any tile kind)
assert NUM_TILE_KINDS == 6, "the circle scans unroll the 6 tile kinds (_tile_spots)"


def _tile_spots(by_spot: Sequence[T], fewer: list[int], more: list[int]) -> list[T]:
    """What ``by_spot`` holds for the tile kinds (its first six spots) where ``fewer`` is
    below ``more``: the first part of every circle scan (Board.empty_circles...). Unrolled:
    a loop over the six kinds costs twice as much in pure Python (the mayor's hot path).
    (Lists, not sequences: compiled, a list unpacks and compares as machine ints.)"""
    f0, f1, f2, f3, f4, f5 = fewer
    m0, m1, m2, m3, m4, m5 = more
    found: list[T] = []
    if f0 < m0:
        found.append(by_spot[0])
    if f1 < m1:
        found.append(by_spot[1])
    if f2 < m2:
        found.append(by_spot[2])
    if f3 < m3:
        found.append(by_spot[3])
    if f4 < m4:
        found.append(by_spot[4])
    if f5 < m5:
        found.append(by_spot[5])
    return found


# The goods made in production buildings, each with those buildings (Board.capacities).
_PRODUCERS: Final = tuple((g, ALL_PRODUCTION_BUILDINGS[g]) for g in range(NUM_GOODS) if g != CORN)
assert not ALL_PRODUCTION_BUILDINGS[CORN]

# Game-end triggers, as in the base game.
T1_COLONISTS: Final = 1
T2_CITY: Final = 2
T3_VP: Final = 4
TRIGGER_NAMES: Final = {T1_COLONISTS: "colonists", T2_CITY: "city", T3_VP: "vp"}

# Where play resumes after a guest-house window or a drawn tile is placed.
R_ROLE_START: Final = 0
R_SETTLER_END: Final = 1
R_CAPTAIN_END: Final = 2
R_GAME_END: Final = 3
R_HACIENDA: Final = 4
R_LAND_OFFICE: Final = 5
R_LAND_SETTLER: Final = 6

# A settler pick that became a forest (``pick``); -1 is no pick.
PICK_FOREST: Final = 6

# The saved fields, declared once: (name, kind, start value, expansions only). A start
# value is what ``new`` sets before the setup (None: the setup computes it); clone, save
# and load (through FIELD_TABLE, core/fields.py), the start registers and
# EXPANSION_FIELDS all come from this table. (Each field is also annotated in ``Board``'s
# body, as mypyc's native classes need.)
SCALAR: Final = fields.INT  # an int
LIST: Final = fields.INTS  # a list of ints (copied by a clone)
Start = int | tuple[int, ...] | None
FIELDS: Final[tuple[tuple[str, int, Start, bool], ...]] = (
    ("governor", SCALAR, None, False),
    ("round", SCALAR, 1, False),
    ("turn", SCALAR, 0, False),
    ("phase", SCALAR, None, False),
    ("actor", SCALAR, None, False),
    ("chooser", SCALAR, None, False),
    ("step", SCALAR, 0, False),
    ("colonist_supply", SCALAR, None, False),
    ("colonist_ship", SCALAR, None, False),
    ("vp_supply", SCALAR, None, False),
    ("quarries", SCALAR, None, False),
    ("end_triggers", SCALAR, 0, False),
    ("rng", SCALAR, None, False),
    ("pick", SCALAR, -1, False),
    ("placed", SCALAR, 0, False),
    ("produced", SCALAR, 0, False),
    ("wharf_used", SCALAR, 0, False),
    ("captain_loaded", SCALAR, 0, False),
    ("idle", SCALAR, 0, False),
    ("warehouse_left", SCALAR, 0, False),
    ("free_circles", SCALAR, 0, False),
    ("noble_supply", SCALAR, None, True),
    ("noble_ship", SCALAR, None, True),
    ("role", SCALAR, -1, True),
    ("acting", SCALAR, None, True),
    ("second_pick", SCALAR, 0, True),
    ("extra_left", SCALAR, 0, True),
    ("land_used", SCALAR, 0, True),
    ("pending_tile", SCALAR, -1, True),
    ("pending_seen", SCALAR, 0, True),
    ("bm_building", SCALAR, -1, True),
    ("bm_short", SCALAR, 0, True),
    ("bm_used", SCALAR, 0, True),
    ("small_wharf_used", SCALAR, 0, True),
    ("royal_seen", SCALAR, 0, True),
    ("exchange_left", SCALAR, 0, True),
    ("exchange_kinds", SCALAR, 0, True),
    ("load_good", SCALAR, -1, True),
    ("load_ship", SCALAR, -1, True),
    ("keep_left", SCALAR, 0, True),
    ("raid_left", SCALAR, 0, True),
    ("noble_taker", SCALAR, -1, True),
    ("piece", SCALAR, 0, True),
    ("token", SCALAR, -1, True),
    ("kidnapped", SCALAR, -1, True),
    ("kidnapper", SCALAR, -1, True),
    ("kidnap_play", SCALAR, 0, True),
    ("fest_tile", SCALAR, -1, True),
    ("fest_tile_by", SCALAR, -1, True),
    ("fest_goods_by", SCALAR, -1, True),
    ("fest_building", SCALAR, -1, True),
    ("fest_building_by", SCALAR, -1, True),
    # lists of ints
    ("board", LIST, None, False),
    ("role_money", LIST, None, False),
    ("role_owner", LIST, None, False),
    ("goods_supply", LIST, None, False),
    ("face_up", LIST, None, False),
    ("stack", LIST, None, False),
    ("discard", LIST, None, False),
    ("trading_house", LIST, None, False),
    ("building_supply", LIST, None, False),
    ("in_game", LIST, None, True),
    ("ship_good", LIST, None, False),
    ("ship_load", LIST, None, False),
    ("fest_goods", LIST, (0,) * NUM_GOODS, True),
    ("pending_goods", LIST, (0,) * NUM_GOODS, True),
    ("kept", LIST, (0,) * NUM_GOODS, True),
    ("draft_free", LIST, (0,) * 11, True),
    ("frames", LIST, (), True),
)
# The fields a new game sets before its setup, and their values.
START_VALUES: Final = tuple((name, start) for name, _, start, _ in FIELDS if start is not None)
# The same, the ints apart from the lists (start_fields: no test of the kind per field).
_START_INTS: Final = tuple((name, v) for name, v in START_VALUES if isinstance(v, int))
_START_LISTS: Final = tuple((name, v) for name, v in START_VALUES if isinstance(v, tuple))
# The saved fields of the expansions' parts and sub-decisions (a game without expansions
# saves them too, at values its observation and view leave out).
EXPANSION_FIELDS: Final = frozenset(name for name, _, _, expansions in FIELDS if expansions)
# The fields that are not saved: the configuration, shared by clones, and what is derived
# from the saved fields (rebuilt on load): immutable values, shared, and ``cities``, a
# list (copied by a clone).
_SHARED: Final = (
    "setup",
    "roles",
    "ship_capacity",
    "deluxe",
    "max_space",
    "optional_production",
    "actions",
    "role_actions",
    "expanded",
    "new_buildings",
    "nobles",
    "buccaneer",
    "festival",
    "rules",
    "buccaneer_card",
    "building_sets",
    "on_supplies",
    "on_setup",
    "on_building_supply",
    "on_opening",
    "on_setup_done",
    "on_round_end",
    "on_role_chosen",
    "after_tile",
    "after_production",
    "after_build",
    "ship_refill",
    "view_parts",
    "legal_by_phase",
    "apply_by_phase",
    "guest_house",
    "guest_hosts",
    "build_lists",
    "chance",
)
FIELD_TABLE: Final = fields.FieldTable(
    "puerto_rico",
    (*((name, kind) for name, kind, _, _ in FIELDS), ("cities", fields.DERIVED)),
    _SHARED,
)


def old_frames(data: dict[str, Any]) -> list[int]:
    """The frames of a game saved before the frame stack: its open guest-house window
    (``resume``, ``wstep``) or its drawn tile (``tile_resume``), the only sub-decisions
    that then waited on a continuation."""
    phase = int(data["phase"])
    if phase == PH_GUEST:
        return [int(data["resume"]), int(data["wstep"])]
    if phase == PH_TILE_AS:
        return [int(data["tile_resume"])]
    return []


class Board(Supplies):
    """Fields of a game with expansions and the helpers the phases share."""

    game_name = "puerto_rico"

    # Shared, immutable configuration.
    setup: Setup
    roles: tuple[int, ...]  # role kind of each role card in play (buccaneer last)
    ship_capacity: tuple[int, ...]
    deluxe: bool
    max_space: bool
    optional_production: bool
    actions: ExpansionActions
    role_actions: tuple[Action, ...]  # the role action of each card
    expanded: bool  # any expansion is played (the action table, the view's and score's form)
    # Which expansion is played: for the invariants and the tests; the rules go through
    # the expansions' layers (the hooks below, ``expansions/``), not through these.
    new_buildings: bool
    nobles: bool
    buccaneer: bool
    festival: bool
    rules: frozenset[str]
    buccaneer_card: int  # index of the buccaneer card, or -1
    building_sets: frozenset[str]  # the sets of buildings.csv played ("base" and more)
    # The hooks of the expansions played (``expansions/``: what each does), composed at
    # new game and load; all empty in a base game.
    on_supplies: tuple[Step, ...]
    on_setup: tuple[Step, ...]
    on_building_supply: tuple[Step, ...]
    on_opening: tuple[Check, ...]
    on_setup_done: tuple[Step, ...]
    on_round_end: tuple[Check, ...]
    on_role_chosen: tuple[RoleChosen, ...]
    after_tile: tuple[SeatHook, ...]
    after_production: tuple[Produced, ...]
    after_build: tuple[Built, ...]
    ship_refill: tuple[Refill, ...]
    view_parts: tuple[ViewPart, ...]

    # Derived, rebuilt on load.
    cities: list[tuple[int, ...]]
    guest_house: bool  # a Guest House is in this game's supply
    guest_hosts: int  # the seats owning a Guest House, bit per seat
    # The build lists of this game's supply (roles/builder.py).
    build_lists: dict[int, tuple[tuple[int, int, int, int], ...]]

    # Mutable data: the base game's fields ...
    board: list[int]
    role_money: list[int]
    role_owner: list[int]
    goods_supply: list[int]
    face_up: list[int]
    stack: list[int]
    discard: list[int]
    trading_house: list[int]
    building_supply: list[int]
    ship_good: list[int]
    ship_load: list[int]
    governor: int
    round: int
    turn: int
    phase: int
    actor: int
    chooser: int
    step: int
    colonist_supply: int  # colonists only (nobles are counted apart)
    colonist_ship: int
    vp_supply: int
    quarries: int
    end_triggers: int
    rng: int
    pick: int
    placed: int
    produced: int
    wharf_used: int
    captain_loaded: int
    idle: int
    warehouse_left: int
    free_circles: int
    # ... and the expansions'.
    in_game: list[int]  # 1 for each building kind in this game's supply
    fest_goods: list[int]  # festival production goal: barrels by kind (out of the supply)
    pending_goods: list[int]  # barrels chosen for the Small Wharf, by kind
    kept: list[int]  # captain storage: barrels kept so far, by kind
    draft_free: list[int]  # building draft: free spaces by cost (index = cost)
    # The sub-decisions under way, innermost last, as plain ints (push_frame/pop_frame):
    # a guest-house window is two (its R_* resume, the owners done), a drawn tile one (R_*).
    frames: list[int]
    noble_supply: int
    noble_ship: int
    role: int  # role kind being resolved, -1 between roles
    acting: int  # players taking part in the current role (1: the kidnapper alone)
    second_pick: int  # settler: 1 during the Library's second pick
    extra_left: int  # craftsman: privilege barrels left (2 with the Library)
    land_used: int  # Land Office used this phase: bit per seat
    pending_tile: int  # a drawn face-down tile not placed yet, -1 none
    pending_seen: int  # 1 if that tile's kind is public
    bm_building: int  # Black Market: building being bought
    bm_short: int  # Black Market: doubloons still to cover
    bm_used: int  # Black Market: categories handed back (1 piece, 2 barrel, 4 VP chip)
    small_wharf_used: int  # bit per seat
    royal_seen: int  # Royal Supplier: seats whose first loading turn came, bit per seat
    exchange_left: int  # Royal Supplier: exchanges left
    exchange_kinds: int  # Royal Supplier: kinds exchanged (bit per good)
    load_good: int  # captain: the load whose size is being chosen
    load_ship: int
    keep_left: int  # captain storage: barrels the player may still keep
    raid_left: int  # raid: colonists in hand still to place
    noble_taker: int  # mayor: seat that took the ship's noble, -1
    piece: int  # mayor: pieces handed out from the ship so far
    token: int  # seat holding the buccaneer token, -1 (on the card)
    kidnapped: int  # kidnapped role card, -1
    kidnapper: int
    kidnap_play: int  # 1 while the kidnapper plays an unchosen kidnapped role
    fest_tile: int  # festival plantation goal kind, -1 without the festival
    fest_tile_by: int  # seat that reached it, -1
    fest_goods_by: int
    fest_building: int  # festival construction goal building, -1 none (yet)
    fest_building_by: int

    # ----------------------------------------------------------- state API
    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    @property
    def current_player(self) -> int | None:
        # PhaseMachine's, with ``is_over`` read in place: one call fewer a decision.
        return None if self.phase == PH_OVER else self.actor

    def start_fields(self) -> None:
        """A new game's registers and lists at their start values (``FIELDS``)."""
        for name, value in _START_INTS:
            setattr(self, name, value)
        for name, values in _START_LISTS:
            setattr(self, name, list(values))

    def clone(self) -> Board:
        other = self.__class__.__new__(self.__class__)
        copy_fields(self, other)  # generated from FIELD_TABLE
        return other

    def _state_dict(self) -> dict[str, Any]:
        data = FIELD_TABLE.save(self)
        self._save_chance(data)
        return data

    def _load_fields(self, data: dict[str, Any]) -> None:
        if "frames" not in data and "resume" in data:  # saved before the frame stack
            data = {**data, "frames": old_frames(data)}
        FIELD_TABLE.load(self, data)
        self.rebuild_derived()
        self._load_chance(data)

    def rebuild_derived(self) -> None:
        """Recompute the bookkeeping kept for speed (cities, circles, filled spaces), then
        the tables of the game's supply (:meth:`derive_tables`)."""
        self._recount()
        self.derive_tables()

    def _recount(self) -> None:
        b = self.board
        self.cities = []
        for seat in range(self.players):
            base = seat * STRIDE
            city = b[base + BUILDINGS_AT : base + BUILDINGS_AT + NUM_ALL_BUILDINGS]
            owned = tuple([i for i, pieces in enumerate(city) if pieces >= 0])
            self.cities.append(owned)
            b[base + CITY] = sum(ALL_SIZES[i] for i in owned)
            tiles = sum(b[base + TILES_AT : base + TILES_AT + 6])
            b[base + ISLAND] = tiles + b[base + FORESTS]
            b[base + ALL_CIRCLES] = tiles + sum(ALL_CIRCLES_OF[i] for i in owned)
            b[base + USED_CIRCLES] = sum(b[base + OCCUPIED_AT : base + OCCUPIED_AT + 6]) + sum(
                b[base + BUILDINGS_AT + i] for i in owned
            )
            b[base + NOBLES] = (
                b[base + SAN_JUAN + NOBLE_SHIFT]
                + sum(b[base + OCCUPIED_AT + NOBLE_SHIFT : base + OCCUPIED_AT + NOBLE_SHIFT + 6])
                + sum(b[base + NOBLE_BUILDINGS_AT + i] for i in owned)
            )

    def derive_tables(self) -> None:
        """What follows from the game's supply: whether a Guest House is in it, and
        who owns one (no legal actions are cached across it)."""
        b = self.board
        self.guest_house = bool(self.in_game[GUEST_HOUSE])
        self.guest_hosts = sum(
            1 << seat
            for seat in range(self.players)
            if b[seat * STRIDE + BUILDINGS_AT + GUEST_HOUSE] >= 0
        )
        self._legal = None

    # ------------------------------------------------------------- frames
    def push_frame(self, value: int) -> None:
        self.frames.append(value)

    def pop_frame(self) -> int:
        return self.frames.pop()

    # ------------------------------------------------------------- pieces
    def gain_tile(self, seat: int, kind: int) -> None:
        """Put a new (unoccupied) island tile on ``seat``'s island."""
        base = seat * STRIDE
        self.board[base + TILES_AT + kind] += 1
        self.board[base + ISLAND] += 1
        self.board[base + ALL_CIRCLES] += 1

    def gain_forest(self, seat: int, kind: int, seen: bool) -> None:
        """Put a plantation of ``kind`` face down on ``seat``'s island (a forest)."""
        base = seat * STRIDE
        b = self.board
        b[base + FORESTS] += 1
        b[base + FOREST_AT + kind] += 1
        if seen:
            b[base + FOREST_SEEN_AT + kind] += 1
        b[base + ISLAND] += 1

    def lose_forest(self, seat: int, kind: int) -> None:
        """Take a forest of ``kind`` off the island (a publicly known one first)."""
        base = seat * STRIDE
        b = self.board
        b[base + FORESTS] -= 1
        b[base + FOREST_AT + kind] -= 1
        if b[base + FOREST_SEEN_AT + kind]:
            b[base + FOREST_SEEN_AT + kind] -= 1
        b[base + ISLAND] -= 1

    def lose_tile(self, seat: int, kind: int) -> None:
        """Take a tile of ``kind`` off the island; a piece on it goes to San Juan.

        An empty tile is taken if there is one; else a colonist (before a noble) moves.
        """
        base = seat * STRIDE
        b = self.board
        tiles = b[base + TILES_AT + kind]
        if b[base + OCCUPIED_AT + kind] == tiles:
            at = base + OCCUPIED_AT + kind
            noble = b[at] == b[at + NOBLE_SHIFT]
            self.move_piece(seat, OCCUPIED_AT + kind, SAN_JUAN, noble)
            b[base + USED_CIRCLES] -= 1
        b[base + TILES_AT + kind] = tiles - 1
        b[base + ISLAND] -= 1
        b[base + ALL_CIRCLES] -= 1

    def gain_building(self, seat: int, building: int) -> None:
        """Put a new (unoccupied) building in ``seat``'s city."""
        base = seat * STRIDE
        self.board[base + BUILDINGS_AT + building] = 0
        self.board[base + CITY] += ALL_SIZES[building]
        self.board[base + ALL_CIRCLES] += ALL_CIRCLES_OF[building]
        self.cities[seat] = tuple(sorted((*self.cities[seat], building)))
        if building == GUEST_HOUSE:
            self.guest_hosts |= 1 << seat

    def add_colonist(self, seat: int, offset: int) -> None:
        """One more colonist on the circle at ``offset`` of ``seat``'s board slice."""
        base = seat * STRIDE
        self.board[base + offset] += 1
        self.board[base + USED_CIRCLES] += 1

    def move_piece(self, seat: int, source: int, target: int, noble: bool) -> None:
        """Move one piece between two spots (offsets); circle totals are the caller's."""
        b = self.board
        base = seat * STRIDE
        b[base + source] -= 1
        b[base + target] += 1
        if noble:
            b[base + source + NOBLE_SHIFT] -= 1
            b[base + target + NOBLE_SHIFT] += 1

    def gain_noble(self, seat: int) -> None:
        """A noble arrives in ``seat``'s San Juan."""
        base = seat * STRIDE
        self.board[base + SAN_JUAN] += 1
        self.board[base + SAN_JUAN + NOBLE_SHIFT] += 1
        self.board[base + NOBLES] += 1

    # ------------------------------------------------------------- helpers
    def name(self, seat: int) -> str:
        return self.names[seat]

    def owns(self, seat: int, building: int) -> bool:
        return self.board[seat * STRIDE + BUILDINGS_AT + building] >= 0

    def occupied(self, seat: int, building: int) -> bool:
        """Owns ``building`` with at least one piece on it (its function works)."""
        return self.board[seat * STRIDE + BUILDINGS_AT + building] > 0

    def noble_on(self, seat: int, building: int) -> bool:
        """A noble occupies ``building`` (its noble effect applies)."""
        return self.board[seat * STRIDE + NOBLE_BUILDINGS_AT + building] > 0

    def colonist_on(self, seat: int, building: int) -> bool:
        """A colonist (not a noble) occupies the one circle of ``building``."""
        at = seat * STRIDE + BUILDINGS_AT + building
        return self.board[at] > self.board[at + NOBLE_SHIFT]

    def privilege(self, seat: int) -> int:
        """The chooser's privilege counts twice with an occupied Library (§2.3)."""
        if seat != self.chooser:
            return 0
        return 2 if self.board[seat * STRIDE + BUILDINGS_AT + LIBRARY] > 0 else 1

    def island_filled(self, seat: int) -> int:
        return self.board[seat * STRIDE + ISLAND]

    def goods(self, seat: int, good: int) -> int:
        return self.board[seat * STRIDE + GOODS_AT + good]

    def total_goods(self, seat: int) -> int:
        base = seat * STRIDE + GOODS_AT
        return sum(self.board[base : base + NUM_GOODS])

    def circles(self, seat: int) -> tuple[int, int]:
        base = seat * STRIDE
        return self.board[base + ALL_CIRCLES], self.board[base + USED_CIRCLES]

    def colonists_owned(self, seat: int) -> int:
        """Pieces on the seat's board (circles and San Juan), nobles included."""
        return self.circles(seat)[1] + self.board[seat * STRIDE + SAN_JUAN]

    def nobles_owned(self, seat: int) -> int:
        return self.board[seat * STRIDE + NOBLES]

    def capacity(self, seat: int, good: int) -> int:
        return self.capacities(seat)[good]

    def capacities(self, seat: int) -> list[int]:
        """Production capacity of every good (base §5.4)."""
        b = self.board
        at = seat * STRIDE + OCCUPIED_AT
        result = b[at : at + NUM_GOODS]  # the occupied plantations: corn needs no building
        at += BUILDINGS_AT - OCCUPIED_AT
        for good, buildings in _PRODUCERS:
            plantations = result[good]
            if plantations:
                workers = 0
                for building in buildings:
                    w = b[at + building]
                    if w > 0:
                        workers += w
                if workers < plantations:
                    result[good] = workers
        return result

    def award_vp(self, seat: int, vp: int) -> None:
        """VP chips from the supply; once it is empty they are earned on paper (T3, X24)."""
        self.board[seat * STRIDE + VP] += vp
        before = self.vp_supply
        self.vp_supply -= vp
        if before > 0 >= self.vp_supply:
            self.end_triggers |= T3_VP
            self._event("The last VP chip is taken: the game ends after this round.", None, LAST_VP)

    def gain_vp(self, seat: int, vp: int, public: str, phrase: LogPhrase | None = None) -> None:
        """VP chips for a building or goal: the deed is public (``public``, and ``phrase``
        its catalog message), the amount private."""
        if vp <= 0:
            return
        self._event(public, None, phrase)
        self.award_vp(seat, vp)
        self._event(f"You earn {vp} VP.", seat, ("pr-log-you-earn-vp", {"vp": vp}))

    def free_city_spaces(self, seat: int) -> int:
        return CITY_SPACES - self.board[seat * STRIDE + CITY]

    def island_full(self, seat: int) -> bool:
        return self.board[seat * STRIDE + ISLAND] >= ISLAND_SPACES

    def empty_circles(self, seat: int, by_spot: Sequence[T]) -> list[T]:
        """What ``by_spot`` (SPOTS, or an action per spot) holds for the spots (tile kinds,
        then 6 + building) with an empty circle on ``seat``'s board."""
        b = self.board
        at = seat * STRIDE
        found = _tile_spots(
            by_spot,
            b[at + OCCUPIED_AT : at + OCCUPIED_AT + 6],
            b[at + TILES_AT : at + TILES_AT + 6],
        )
        at += BUILDINGS_AT
        for i in self.cities[seat]:  # (a loop: no comprehension's frame and cells)
            if b[at + i] < ALL_CIRCLES_OF[i]:
                found.append(by_spot[6 + i])
        return found

    def filled_circles(self, seat: int, by_spot: Sequence[T]) -> list[T]:
        """What ``by_spot`` holds for the spots with at least one piece on ``seat``'s board,
        in the order of :meth:`empty_circles`."""
        b = self.board
        at = seat * STRIDE + OCCUPIED_AT
        found = _tile_spots(by_spot, _NONE, b[at : at + 6])
        at += BUILDINGS_AT - OCCUPIED_AT
        for i in self.cities[seat]:
            if b[at + i] > 0:
                found.append(by_spot[6 + i])
        return found

    def colonist_circles(self, seat: int, by_spot: Sequence[T]) -> list[T]:
        """What ``by_spot`` holds for the spots with a colonist (a piece that is no noble)
        on ``seat``'s board, in the order of :meth:`empty_circles`."""
        b = self.board
        at = seat * STRIDE + OCCUPIED_AT
        found = _tile_spots(by_spot, b[at + NOBLE_SHIFT : at + NOBLE_SHIFT + 6], b[at : at + 6])
        at += BUILDINGS_AT - OCCUPIED_AT
        for i in self.cities[seat]:
            if b[at + i] > b[at + NOBLE_SHIFT + i]:
                found.append(by_spot[6 + i])
        return found

    def noble_circles(self, seat: int, by_spot: Sequence[T]) -> list[T]:
        """What ``by_spot`` holds for the spots with a noble on ``seat``'s board, in the
        order of :meth:`empty_circles`."""
        b = self.board
        at = seat * STRIDE + NOBLE_TILES_AT
        found = _tile_spots(by_spot, _NONE, b[at : at + 6])
        at += NOBLE_BUILDINGS_AT - NOBLE_TILES_AT
        for i in self.cities[seat]:
            if b[at + i]:
                found.append(by_spot[6 + i])
        return found

    # ---------------------------------------------------------- guest house
    def guest_ready(self, seat: int) -> bool:
        """``seat`` has a guest on his Guest House and an empty circle elsewhere."""
        b = self.board
        base = seat * STRIDE
        guests = b[base + BUILDINGS_AT + GUEST_HOUSE]
        if guests <= 0:
            return False
        # Empty circles of the whole board, less those of the guest house itself.
        return b[base + ALL_CIRCLES] - b[base + USED_CIRCLES] > 2 - guests

    # ----------------------------------------------------------- dispatch
    def _why_phase(self, action: Action) -> str | None:
        """A message if ``action`` belongs to another decision than the current one."""
        if action.kind == K_GUEST and self.phase in GUEST_PHASES:
            return None  # the owner moves a guest in one of his own decisions
        return DECISIONS.refusal(self, action)


def _spot_title(spot: int) -> str:
    if spot >= 6:
        return f"the {ALL_BUILDINGS[spot - 6].name}"
    name = SPOT_NAMES[spot]
    return "a quarry" if name == "quarry" else with_article(f"{name} plantation")


# Each spot's name in the log: ``the Harbor``, ``a corn plantation``, ``a quarry``.
SPOT_TITLES: Final = tuple(_spot_title(spot) for spot in range(len(SPOT_NAMES)))


def _kinds() -> dict[int, frozenset[int]]:
    from .actions import (
        K_BUILD,
        K_DONE,
        K_EXTRA,
        K_HACIENDA,
        K_HOSPICE,
        K_KEEP,
        K_LOAD,
        K_MAYOR_COLONIST,
        K_PASS,
        K_PLACE,
        K_PLANT,
        K_QUARRY,
        K_ROLE,
        K_SELL,
        K_UNIVERSITY,
        K_UNPLACE,
        K_WAREHOUSE,
        K_WHARF,
    )

    return {
        PH_ROLE: frozenset({K_ROLE}),
        PH_HACIENDA: frozenset({K_HACIENDA, K_PASS}),
        PH_SETTLE: frozenset({K_PLANT, K_QUARRY, K_FOREST, K_PASS, K_BUY_PLANTATION, K_DISCARD}),
        PH_HOSPICE: frozenset({K_HOSPICE, K_PASS}),
        PH_MAYOR_PRIVILEGE: frozenset({K_MAYOR_COLONIST, K_PASS}),
        PH_PLACE: frozenset({K_PLACE, K_UNPLACE, K_DONE, K_PLACE_NOBLE, K_UNPLACE_NOBLE}),
        PH_BUILD: frozenset({K_BUILD, K_PASS}),
        PH_UNIVERSITY: frozenset({K_UNIVERSITY, K_PASS}),
        PH_CRAFTSMAN_PRIVILEGE: frozenset({K_EXTRA, K_PASS}),
        PH_SELL: frozenset({K_SELL, K_POST, K_BUY_PLANTATION, K_DISCARD, K_PASS}),
        PH_LOAD: frozenset({K_LOAD, K_WHARF, K_SMALL_WHARF, K_PASS}),
        PH_WAREHOUSE: frozenset({K_WAREHOUSE}),
        PH_KEEP: frozenset({K_KEEP, K_PASS}),
        PH_OVER: frozenset(),
        PH_DRAFT: frozenset({K_DRAFT}),
        PH_TILE_AS: frozenset({K_AS}),
        PH_HUNTING: frozenset({K_DISCARD, K_PASS}),
        PH_VILLA: frozenset({K_VILLA, K_PASS}),
        PH_MAYOR_PIECE: frozenset({K_TAKE_NOBLE, K_MAYOR_COLONIST}),
        PH_BLACK_MARKET: frozenset({K_RETURN_PIECE, K_RETURN_GOOD, K_RETURN_VP}),
        PH_EXCHANGE: frozenset({K_EXCHANGE, K_PASS}),
        PH_SMALL_WHARF: frozenset({K_SMALL_WHARF, K_DONE}),
        PH_LOAD_AMOUNT: frozenset({K_AMOUNT}),
        PH_BUCCANEER: frozenset({K_PLUNDER, K_PIRACY, K_RAID, K_KIDNAP, K_PASS}),
        PH_RAID: frozenset({K_PLACE, K_DONE}),
        PH_GUEST: frozenset({K_GUEST, K_PASS}),
        PH_PRODUCE: frozenset({K_DONE, K_PASS}),
    }


ACTION_KINDS_BY_PHASE: Final = _kinds()
# Its catalogs name a decision ``pr-why-phase-<name>`` and the legal actions ``allowed``.
DECISIONS: Final = Decisions(
    prefix="pr",
    names=PHASE_NAMES,
    kinds=ACTION_KINDS_BY_PHASE,
    over=PH_OVER,
    term="why-phase",
    legal="allowed",
)
