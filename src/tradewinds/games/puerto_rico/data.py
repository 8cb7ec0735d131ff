"""Puerto Rico rules data: the one source of truth for every number of the base game.

The building table is read from ``buildings.csv`` (shipped with the package); the setup
numbers by player count are the tables of the rules reference (§2, §3.1, §11).
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


BUILDINGS: tuple[Building, ...] = _load_buildings()
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
