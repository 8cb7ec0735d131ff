"""Puerto Rico rules data: the one source of truth for every number of the game.

The building table is read from ``buildings.csv`` (shipped with the package); the setup
numbers by player count are the tables of the rules reference (§2, §3.1, §11). The
numbers of the four deluxe expansions are at the end (expansions reference §1-§6).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from importlib import resources

# Goods (and plantation kinds), in the order of their trading-house price.
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
NUM_GOODS = 5
PRICE = (0, 1, 2, 3, 4)
# Island tile kinds: the five plantations, then the quarry.
QUARRY = 5
TILE_KINDS = (*GOODS, "quarry")
NUM_TILE_KINDS = 6

ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4
WHARF_CAPACITY = 11  # the "private ship" of the Wharf: effectively unlimited

# Role kinds.
SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR = range(7)
ROLE_NAMES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
ROLE_TITLES = tuple(name.capitalize() for name in ROLE_NAMES)
ROLE_HELP = (
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
FACTORY_INCOME = (0, 0, 1, 2, 3, 5)


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


def _load_buildings() -> tuple[Building, ...]:
    text = resources.files(__package__).joinpath("buildings.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(text.splitlines()))
    return tuple(
        Building(
            index=i,
            id=row["id"],
            name=row["name"],
            set=row["set"],
            kind=row["kind"],
            good=GOODS.index(row["good"]) if row["good"] else -1,
            cost=int(row["cost"]),
            vp=int(row["vp"]),
            row=int(row["row"]),
            circles=int(row["circles"]),
            size=int(row["size"]),
            count=int(row["count"]),
            count_2p=int(row["count_2p"]),
            phase=row["phase"],
            effect=row["effect"],
        )
        for i, row in enumerate(rows)
    )


# Every building of the CSV: the base set first (indices 0-22), then the expansions'.
ALL_BUILDINGS: tuple[Building, ...] = _load_buildings()
# The base game's buildings: the engine of the base game knows only these.
BUILDINGS: tuple[Building, ...] = tuple(b for b in ALL_BUILDINGS if b.set == "base")
assert ALL_BUILDINGS[: len(BUILDINGS)] == BUILDINGS, "base buildings must come first"
NUM_BUILDINGS = len(BUILDINGS)
# Columns of the table as tuples, for the engine's hot loops.
CIRCLES = tuple(b.circles for b in BUILDINGS)
COSTS = tuple(b.cost for b in BUILDINGS)
ROWS = tuple(b.row for b in BUILDINGS)
SIZES = tuple(b.size for b in BUILDINGS)
MAX_QUARRY_DISCOUNT = max(ROWS)
# By number q of occupied quarries: (cost after the quarry discount, building), cheapest
# first; the discount of each building is capped by its row (§5.3).
CHEAPEST_FIRST = tuple(
    tuple(sorted((cost - min(q, row), i) for i, (cost, row) in enumerate(zip(COSTS, ROWS))))
    for q in range(MAX_QUARRY_DISCOUNT + 1)
)
BUILDING_INDEX = {b.id: b.index for b in BUILDINGS}
ALL_BUILDING_INDEX = {b.id: b.index for b in ALL_BUILDINGS}


def _b(building_id: str) -> int:
    return BUILDING_INDEX[building_id]


SMALL_INDIGO_PLANT = _b("small_indigo_plant")
SMALL_SUGAR_MILL = _b("small_sugar_mill")
LARGE_INDIGO_PLANT = _b("large_indigo_plant")
LARGE_SUGAR_MILL = _b("large_sugar_mill")
TOBACCO_STORAGE = _b("tobacco_storage")
COFFEE_ROASTER = _b("coffee_roaster")
SMALL_MARKET = _b("small_market")
HACIENDA = _b("hacienda")
CONSTRUCTION_HUT = _b("construction_hut")
SMALL_WAREHOUSE = _b("small_warehouse")
HOSPICE = _b("hospice")
OFFICE = _b("office")
LARGE_MARKET = _b("large_market")
LARGE_WAREHOUSE = _b("large_warehouse")
FACTORY = _b("factory")
UNIVERSITY = _b("university")
HARBOR = _b("harbor")
WHARF = _b("wharf")
GUILD_HALL = _b("guild_hall")
RESIDENCE = _b("residence")
FORTRESS = _b("fortress")
CUSTOMS_HOUSE = _b("customs_house")
CITY_HALL = _b("city_hall")

# Production buildings of each good (a player may own the small and the large one).
PRODUCTION_BUILDINGS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b.index for b in BUILDINGS if b.kind == "production" and b.good == g)
    for g in range(NUM_GOODS)
)
LARGE_BUILDINGS = tuple(b.index for b in BUILDINGS if b.kind == "violet_large")


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


_ALL_ROLES = (SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN)
_PLANTATIONS = (10, 12, 11, 9, 8)
_GOODS = (10, 11, 11, 9, 9)

SETUPS: dict[int, Setup] = {
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

MAX_ROLE_CARDS = 8
MAX_SHIPS = 3


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

EXPANSIONS = ("new_buildings", "nobles", "buccaneer", "festival")
EXP_SETS = {"new_buildings": "exp1_new_buildings", "nobles": "exp2_nobles"}

# Variant rules of the expansions (option ``expansion_rules``): the reference's
# interpretation is the default; these are the readings it marks as disputed (§8).
EXPANSION_RULES = (
    "lighthouse_first_shipment",  # X10: the captain's Lighthouse doubloon on his first load
    "cloister_no_quarries",  # X12: quarries form no Cloister set
    "land_office_settler",  # X16: the Land Office acts in the settler phase
    "black_market_no_noble",  # X19: a noble cannot be handed back at the Black Market
    "kidnapper_plays_alone",  # X21: an unchosen kidnapped role is played by the kidnapper alone
)
DRAFT_MODES = ("players", "random")

NUM_ALL_BUILDINGS = len(ALL_BUILDINGS)
ALL_CIRCLES_OF = tuple(b.circles for b in ALL_BUILDINGS)
ALL_COSTS = tuple(b.cost for b in ALL_BUILDINGS)
ALL_ROWS = tuple(b.row for b in ALL_BUILDINGS)
ALL_SIZES = tuple(b.size for b in ALL_BUILDINGS)


def _x(building_id: str) -> int:
    return ALL_BUILDING_INDEX[building_id]


AQUEDUCT = _x("aqueduct")
BLACK_MARKET = _x("black_market")
FOREST_HOUSE = _x("forest_house")
STOREHOUSE = _x("storehouse")
GUEST_HOUSE = _x("guest_house")
CHURCH = _x("church")
TRADING_POST = _x("trading_post")
SMALL_WHARF = _x("small_wharf")
LIGHTHOUSE = _x("lighthouse")
SPECIALTY_FACTORY = _x("specialty_factory")
LIBRARY = _x("library")
UNION_HALL = _x("union_hall")
CLOISTER = _x("cloister")
STATUE = _x("statue")
LAND_OFFICE = _x("land_office")
CHAPEL = _x("chapel")
HUNTING_LODGE = _x("hunting_lodge")
ZONING_OFFICE = _x("zoning_office")
ROYAL_SUPPLIER = _x("royal_supplier")
VILLA = _x("villa")
JEWELER = _x("jeweler")
ROYAL_GARDEN = _x("royal_garden")

# Buildings whose effect depends on whether a colonist or a noble occupies them (§3.3).
NOBLE_SENSITIVE = (LAND_OFFICE, CHAPEL, HUNTING_LODGE, ZONING_OFFICE)
# Production buildings by good, over every building (the jeweler makes no good).
ALL_PRODUCTION_BUILDINGS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b.index for b in ALL_BUILDINGS if b.kind == "production" and b.good == g)
    for g in range(NUM_GOODS)
)
# Small production buildings (Guild Hall +1); every other production building is large
# (+2), the jeweler included (§3.3).
SMALL_PRODUCTION = (SMALL_INDIGO_PLANT, SMALL_SUGAR_MILL)

# Role kinds beyond the base game's.
BUCCANEER = 7
ALL_ROLE_NAMES = (*ROLE_NAMES, "buccaneer")
ALL_ROLE_TITLES = tuple(name.capitalize() for name in ALL_ROLE_NAMES)
ALL_ROLE_HELP = (
    *ROLE_HELP,
    "Buccaneer: only the buccaneer acts, once: piracy (empty a cargo ship, keep up to 3 "
    "barrels), plunder (1 VP per barrel in the trading house), raid (colonists from the "
    "ship beyond one per player; keep up to 3 on empty circles) or kidnapping (take an "
    "unchosen role card and its doubloons). The holder of the buccaneer token may not "
    "choose it.",
)

# The building draft (expansion 1, §2.1): commercial spaces by printed cost; the red
# spaces are used only with expansion 2 (one at the cost of each of its commercial kinds).
DRAFT_SPACES = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}
DRAFT_RED_SPACES = {2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 10: 1}

NOBLES_IN_PLAY = 20
# Colonist supply with the nobles (§3.1): all 100 colonists with 3-5 players (the ship
# takes N-1 of them and one noble); with 2 players the 2-player numbers (2 + 40).
ALL_COLONISTS = 100

# Festival (§5): one plantation tile, 3 barrels drawn from 3 of each kind, one building.
FESTIVAL_BARRELS_PER_KIND = 3
FESTIVAL_BARRELS = 3
FESTIVAL_COLONISTS = 3
FESTIVAL_DOUBLOONS = 3
FESTIVAL_VP = 3
FESTIVAL_ROW = 3  # the construction goal is a row-3 building

BLACK_MARKET_MAX = 3
STOREHOUSE_BARRELS = 3
CLOISTER_BONUS = (0, 1, 3, 6, 10)
KIDNAP_RANSOM = 3
PLUNDER_KEEP = 3  # piracy: barrels kept
RAID_KEEP = 3
