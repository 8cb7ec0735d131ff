"""Puerto Rico rules data: the one source of truth for every number of the game.

The building table is read from ``buildings.csv`` (shipped with the package); the setup
numbers by player count are the tables of the rules reference (§2, §3.1, §11). The
numbers of the four deluxe expansions are at the end (expansions reference §1-§6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...core import tables

# Goods (and plantation kinds), in the order of their trading-house price.
CORN: Final = 0
INDIGO: Final = 1
SUGAR: Final = 2
TOBACCO: Final = 3
COFFEE: Final = 4
GOODS: Final = ("corn", "indigo", "sugar", "tobacco", "coffee")
NUM_GOODS: Final = 5
PRICE: Final = (0, 1, 2, 3, 4)
# Island tile kinds: the five plantations, then the quarry.
QUARRY: Final = 5
TILE_KINDS: Final = (*GOODS, "quarry")
NUM_TILE_KINDS: Final = 6

ISLAND_SPACES: Final = 12
CITY_SPACES: Final = 12
TRADING_HOUSE_SPACES: Final = 4
WHARF_CAPACITY: Final = 11  # the "private ship" of the Wharf: effectively unlimited

# Role kinds.
SETTLER: Final = 0
MAYOR: Final = 1
BUILDER: Final = 2
CRAFTSMAN: Final = 3
TRADER: Final = 4
CAPTAIN: Final = 5
PROSPECTOR: Final = 6
ROLE_NAMES: Final = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
ROLE_TITLES: Final = tuple(name.capitalize() for name in ROLE_NAMES)
ROLE_HELP: Final = (
    "Settler: everyone takes a face-up plantation; the settler may take a quarry instead.",
    "Mayor: colonists from the ship are handed out and placed; the mayor takes one extra "
    "from the supply.",
    "Builder: everyone may build one building; the builder pays 1 doubloon less.",
    "Craftsman: everyone produces goods; the craftsman takes one extra barrel.",
    "Trader: everyone may sell one barrel to the trading house; the trader earns +1.",
    "Captain: everyone must load goods onto the cargo ships for VP; the captain earns +1 VP "
    "on his first load.",
    "Prospector: the prospector takes 1 doubloon; nobody else acts.",
)

# Factory income by number of different kinds produced (index = kinds).
FACTORY_INCOME: Final = (0, 0, 1, 2, 3, 5)


@dataclass(frozen=True)
class Building:
    """One building kind, as printed on its tile."""

    index: int
    id: str
    name: str
    set: str
    kind: str  # production | violet_small | violet_large
    good: int  # produced good for production buildings, else -1
    cost: int
    vp: int
    row: int  # column (original) / row (deluxe): the quarry discount cap
    circles: int
    size: int  # city spaces
    count: int  # copies in the supply, 3-5 players
    count_2p: int
    phase: str
    effect: str

    @property
    def is_violet(self) -> bool:
        return self.kind != "production"

    @property
    def is_large(self) -> bool:
        return self.size == 2


# Every building of the CSV: the base set first (indices 0-22), then the expansions'.
ALL_BUILDINGS: Final = tables.records(
    Building, __package__, "buildings.csv", {"good": tables.good_index(GOODS)}
)
# The base game's buildings: the engine of the base game knows only these.
BUILDINGS: Final[tuple[Building, ...]] = tuple(b for b in ALL_BUILDINGS if b.set == "base")
assert ALL_BUILDINGS[: len(BUILDINGS)] == BUILDINGS, "base buildings must come first"
NUM_BUILDINGS: Final = len(BUILDINGS)
# Columns of the table as tuples, for the engine's hot loops.
CIRCLES: Final = tuple(b.circles for b in BUILDINGS)
COSTS: Final = tuple(b.cost for b in BUILDINGS)
ROWS: Final = tuple(b.row for b in BUILDINGS)
SIZES: Final = tuple(b.size for b in BUILDINGS)
MAX_QUARRY_DISCOUNT: Final = max(ROWS)
# By number q of occupied quarries: (cost after the quarry discount, building), cheapest
# first; the discount of each building is capped by its row (§5.3).
CHEAPEST_FIRST: Final = tuple(
    tuple(sorted((cost - min(q, row), i) for i, (cost, row) in enumerate(zip(COSTS, ROWS))))
    for q in range(MAX_QUARRY_DISCOUNT + 1)
)
BUILDING_INDEX: Final = {b.id: b.index for b in BUILDINGS}
ALL_BUILDING_INDEX: Final = {b.id: b.index for b in ALL_BUILDINGS}


def _b(building_id: str) -> int:
    return BUILDING_INDEX[building_id]


SMALL_INDIGO_PLANT: Final = _b("small_indigo_plant")
SMALL_SUGAR_MILL: Final = _b("small_sugar_mill")
LARGE_INDIGO_PLANT: Final = _b("large_indigo_plant")
LARGE_SUGAR_MILL: Final = _b("large_sugar_mill")
TOBACCO_STORAGE: Final = _b("tobacco_storage")
COFFEE_ROASTER: Final = _b("coffee_roaster")
SMALL_MARKET: Final = _b("small_market")
HACIENDA: Final = _b("hacienda")
CONSTRUCTION_HUT: Final = _b("construction_hut")
SMALL_WAREHOUSE: Final = _b("small_warehouse")
HOSPICE: Final = _b("hospice")
OFFICE: Final = _b("office")
LARGE_MARKET: Final = _b("large_market")
LARGE_WAREHOUSE: Final = _b("large_warehouse")
FACTORY: Final = _b("factory")
UNIVERSITY: Final = _b("university")
HARBOR: Final = _b("harbor")
WHARF: Final = _b("wharf")
GUILD_HALL: Final = _b("guild_hall")
RESIDENCE: Final = _b("residence")
FORTRESS: Final = _b("fortress")
CUSTOMS_HOUSE: Final = _b("customs_house")
CITY_HALL: Final = _b("city_hall")

# Production buildings of each good (a player may own the small and the large one).
PRODUCTION_BUILDINGS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(b.index for b in BUILDINGS if b.kind == "production" and b.good == g)
    for g in range(NUM_GOODS)
)
LARGE_BUILDINGS: Final = tuple(b.index for b in BUILDINGS if b.kind == "violet_large")


@dataclass(frozen=True)
class Setup:
    """Setup numbers for one player count (rules reference §3.1)."""

    doubloons: int
    starting_plantations: tuple[int, ...]  # by seat, from the governor clockwise
    roles: tuple[int, ...]  # the role cards in play
    ships: tuple[int, ...]  # cargo ship capacities
    colonists_on_ship: int
    colonist_supply: int
    vp_supply_original: int
    vp_supply_deluxe: int
    face_up_plantations: int
    quarries: int
    plantations: tuple[int, ...]  # in play per kind, starting tiles included
    goods: tuple[int, ...]  # barrels in play per kind
    turns_per_round: int


_ALL_ROLES: Final = (SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN)
_PLANTATIONS: Final = (10, 12, 11, 9, 8)
_GOODS: Final = (10, 11, 11, 9, 9)

SETUPS: Final[dict[int, Setup]] = {
    2: Setup(
        3,
        (INDIGO, CORN),
        (*_ALL_ROLES, PROSPECTOR),
        (4, 6),
        2,
        40,
        65,
        65,
        3,
        5,
        tuple(n - 3 for n in _PLANTATIONS),
        tuple(n - 2 for n in _GOODS),
        6,
    ),
    3: Setup(
        2,
        (INDIGO, INDIGO, CORN),
        _ALL_ROLES,
        (4, 5, 6),
        3,
        55,
        75,
        76,
        4,
        8,
        _PLANTATIONS,
        _GOODS,
        3,
    ),
    4: Setup(
        3,
        (INDIGO, INDIGO, CORN, CORN),
        (*_ALL_ROLES, PROSPECTOR),
        (5, 6, 7),
        4,
        75,
        100,
        101,
        5,
        8,
        _PLANTATIONS,
        _GOODS,
        4,
    ),
    5: Setup(
        4,
        (INDIGO, INDIGO, INDIGO, CORN, CORN),
        (*_ALL_ROLES, PROSPECTOR, PROSPECTOR),
        (6, 7, 8),
        5,
        95,
        122,
        126,
        6,
        8,
        _PLANTATIONS,
        _GOODS,
        5,
    ),
}

MAX_ROLE_CARDS: Final = 8
MAX_SHIPS: Final = 3


def with_article(noun: str) -> str:
    """``noun`` with its indefinite article, for the log ("an indigo", "a Harbor")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def building_count(building: Building, players: int) -> int:
    """Copies of ``building`` in the supply for this player count."""
    return building.count_2p if players == 2 else building.count


def role_card_names(roles: tuple[int, ...]) -> tuple[str, ...]:
    """Notation names of the role cards in play (a second prospector is ``prospector2``)."""
    names: list[str] = []
    for role in roles:
        name = ROLE_NAMES[role]
        names.append(name if name not in names else f"{name}2")
    return tuple(names)


# ======================================================================================
# The four deluxe expansions (expansions reference; engine in ``expansions/``).

EXPANSIONS: Final = ("new_buildings", "nobles", "buccaneer", "festival")
EXP_SETS: Final = {"new_buildings": "exp1_new_buildings", "nobles": "exp2_nobles"}

# Variant rules of the expansions (option ``expansion_rules``): the reference's
# interpretation is the default; these are the readings it marks as disputed (§8).
EXPANSION_RULES: Final = (
    "lighthouse_first_shipment",  # X10: the captain's Lighthouse doubloon on his first load
    "cloister_no_quarries",  # X12: quarries form no Cloister set
    "land_office_settler",  # X16: the Land Office acts in the settler phase
    "black_market_no_noble",  # X19: a noble cannot be handed back at the Black Market
    "kidnapper_plays_alone",  # X21: an unchosen kidnapped role is played by the kidnapper alone
)
DRAFT_MODES: Final = ("players", "random")

NUM_ALL_BUILDINGS: Final = len(ALL_BUILDINGS)
ALL_CIRCLES_OF: Final = tuple(b.circles for b in ALL_BUILDINGS)
ALL_COSTS: Final = tuple(b.cost for b in ALL_BUILDINGS)
ALL_ROWS: Final = tuple(b.row for b in ALL_BUILDINGS)
ALL_SIZES: Final = tuple(b.size for b in ALL_BUILDINGS)


def _x(building_id: str) -> int:
    return ALL_BUILDING_INDEX[building_id]


AQUEDUCT: Final = _x("aqueduct")
BLACK_MARKET: Final = _x("black_market")
FOREST_HOUSE: Final = _x("forest_house")
STOREHOUSE: Final = _x("storehouse")
GUEST_HOUSE: Final = _x("guest_house")
CHURCH: Final = _x("church")
TRADING_POST: Final = _x("trading_post")
SMALL_WHARF: Final = _x("small_wharf")
LIGHTHOUSE: Final = _x("lighthouse")
SPECIALTY_FACTORY: Final = _x("specialty_factory")
LIBRARY: Final = _x("library")
UNION_HALL: Final = _x("union_hall")
CLOISTER: Final = _x("cloister")
STATUE: Final = _x("statue")
LAND_OFFICE: Final = _x("land_office")
CHAPEL: Final = _x("chapel")
HUNTING_LODGE: Final = _x("hunting_lodge")
ZONING_OFFICE: Final = _x("zoning_office")
ROYAL_SUPPLIER: Final = _x("royal_supplier")
VILLA: Final = _x("villa")
JEWELER: Final = _x("jeweler")
ROYAL_GARDEN: Final = _x("royal_garden")

# Buildings whose effect depends on whether a colonist or a noble occupies them (§3.3).
NOBLE_SENSITIVE: Final = (LAND_OFFICE, CHAPEL, HUNTING_LODGE, ZONING_OFFICE)
# Production buildings by good, over every building (the jeweler makes no good).
ALL_PRODUCTION_BUILDINGS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(b.index for b in ALL_BUILDINGS if b.kind == "production" and b.good == g)
    for g in range(NUM_GOODS)
)
# Small production buildings (Guild Hall +1); every other production building is large
# (+2), the jeweler included (§3.3).
SMALL_PRODUCTION: Final = (SMALL_INDIGO_PLANT, SMALL_SUGAR_MILL)

# Role kinds beyond the base game's.
BUCCANEER: Final = 7
ALL_ROLE_NAMES: Final = (*ROLE_NAMES, "buccaneer")
ALL_ROLE_TITLES: Final = tuple(name.capitalize() for name in ALL_ROLE_NAMES)
ALL_ROLE_HELP: Final = (
    *ROLE_HELP,
    "Buccaneer: only the buccaneer acts, once: piracy (empty a cargo ship, keep up to 3 "
    "barrels), plunder (1 VP per barrel in the trading house), raid (colonists from the "
    "ship beyond one per player; keep up to 3 on empty circles) or kidnapping (take an "
    "unchosen role card and its doubloons). The holder of the buccaneer token may not "
    "choose it.",
)

# The building draft (expansion 1, §2.1): commercial spaces by printed cost; the red
# spaces are used only with expansion 2 (one at the cost of each of its commercial kinds).
DRAFT_SPACES: Final = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}
DRAFT_RED_SPACES: Final = {2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 10: 1}

NOBLES_IN_PLAY: Final = 20
# Colonist supply with the nobles (§3.1): all 100 colonists with 3-5 players (the ship
# takes N-1 of them and one noble); with 2 players the 2-player numbers (2 + 40).
ALL_COLONISTS: Final = 100

# Festival (§5): one plantation tile, 3 barrels drawn from 3 of each kind, one building.
FESTIVAL_BARRELS_PER_KIND: Final = 3
FESTIVAL_BARRELS: Final = 3
FESTIVAL_COLONISTS: Final = 3
FESTIVAL_DOUBLOONS: Final = 3
FESTIVAL_VP: Final = 3
FESTIVAL_ROW: Final = 3  # the construction goal is a row-3 building

BLACK_MARKET_MAX: Final = 3
STOREHOUSE_BARRELS: Final = 3
CLOISTER_BONUS: Final = (0, 1, 3, 6, 10)
KIDNAP_RANSOM: Final = 3
PLUNDER_KEEP: Final = 3  # piracy: barrels kept
RAID_KEEP: Final = 3
