"""San Juan rules data: the one source of truth for every number of the game.

The 29 card kinds (110 cards) are read from ``cards.csv`` and the five trading-house
price tiles from ``trading_houses.csv`` (both shipped with the package); the remaining
numbers are the tables of the rules reference (§4, §5.1, §6, §9, §11).

Card kinds are indexed in the order of ``cards.csv``: the five production buildings come
first, so a production building's index is also the index of the good it holds.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from importlib import resources

GOODS = ("indigo", "sugar", "tobacco", "coffee", "silver")
NUM_GOODS = 5

# Roles, in the order of their notation ids.
BUILDER, PRODUCER, TRADER, COUNCILLOR, PROSPECTOR = range(5)
ROLE_NAMES = ("builder", "producer", "trader", "councillor", "prospector")
ROLE_TITLES = tuple(name.capitalize() for name in ROLE_NAMES)
NUM_ROLES = 5
ROLE_HELP = (
    "Builder: everyone may build one building, paying its cost in cards; the builder pays "
    "1 card less.",
    "Producer: everyone may produce 1 good on an empty production building; the producer "
    "may produce 1 more.",
    "Trader: a price tile is revealed; everyone may sell 1 good for cards; the trader may "
    "sell 1 more.",
    "Councillor: everyone draws 2 cards and keeps 1; the councillor draws 5 instead.",
    "Prospector: the prospector draws 1 card; nobody else acts (Gold mines excepted).",
)

STARTING_HAND = 4
HAND_LIMIT = 7
TOWER_HAND_LIMIT = 12
CITY_SIZE_TO_END = 12
GOLD_MINE_REVEAL = 4
BLACK_MARKET_GOODS = 2
# Role choices per round by player count (§5.1): 2 players choose governor, other, governor.
TURNS_PER_ROUND = {2: 3, 3: 3, 4: 4}
PLAYER_COUNTS = (2, 3, 4)
# Triumphal arch bonus by number of monuments (§11).
ARCH_BONUS = (0, 4, 6, 8)
GUILD_HALL_PER_PRODUCTION = 2


@dataclass(frozen=True)
class Card:
    """One card kind (a building), as printed."""

    index: int
    id: str
    name: str
    kind: str  # production | violet
    good: int  # the good of a production building, else -1
    cost: int
    vp: int  # printed VP (0 for the cost-6 buildings, whose VP is a bonus)
    count: int  # copies among the 110 cards
    phase: str
    group: str  # production | ability | monument | bonus
    effect: str

    @property
    def is_production(self) -> bool:
        return self.kind == "production"

    @property
    def is_violet(self) -> bool:
        return self.kind == "violet"


def _rows(name: str) -> list[dict[str, str]]:
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


def _load_cards() -> tuple[Card, ...]:
    return tuple(
        Card(
            index=i,
            id=row["id"],
            name=row["name"],
            kind=row["kind"],
            good=GOODS.index(row["good"]) if row["good"] else -1,
            cost=int(row["cost"]),
            vp=int(row["vp"]),
            count=int(row["count"]),
            phase=row["phase"],
            group=row["group"],
            effect=row["effect"],
        )
        for i, row in enumerate(_rows("cards.csv"))
    )


CARDS: tuple[Card, ...] = _load_cards()
NUM_CARDS = len(CARDS)  # card kinds (29)
CARD_INDEX = {c.id: c.index for c in CARDS}
# Columns of the table as tuples, for the engine's hot loops.
COSTS = tuple(c.cost for c in CARDS)
VPS = tuple(c.vp for c in CARDS)
COUNTS = tuple(c.count for c in CARDS)
NAMES = tuple(c.name for c in CARDS)
IS_VIOLET = tuple(c.is_violet for c in CARDS)
TOTAL_CARDS = sum(COUNTS)
PRODUCTION_CARDS = sum(c.count for c in CARDS if c.is_production)

assert all(CARDS[g].is_production and CARDS[g].good == g for g in range(NUM_GOODS))
assert not any(c.is_production for c in CARDS[NUM_GOODS:])


def _c(card_id: str) -> int:
    return CARD_INDEX[card_id]


INDIGO_PLANT = _c("indigo_plant")
SMITHY = _c("smithy")
GOLD_MINE = _c("gold_mine")
ARCHIVE = _c("archive")
POOR_HOUSE = _c("poor_house")
BLACK_MARKET = _c("black_market")
TRADING_POST = _c("trading_post")
WELL = _c("well")
MARKET_STAND = _c("market_stand")
CRANE = _c("crane")
CHAPEL = _c("chapel")
TOWER = _c("tower")
AQUEDUCT = _c("aqueduct")
CARPENTER = _c("carpenter")
PREFECTURE = _c("prefecture")
MARKET_HALL = _c("market_hall")
QUARRY = _c("quarry")
LIBRARY = _c("library")
STATUE = _c("statue")
VICTORY_COLUMN = _c("victory_column")
HERO = _c("hero")
GUILD_HALL = _c("guild_hall")
CITY_HALL = _c("city_hall")
TRIUMPHAL_ARCH = _c("triumphal_arch")
PALACE = _c("palace")

MONUMENTS = tuple(c.index for c in CARDS if c.group == "monument")


@dataclass(frozen=True)
class Tile:
    """One trading-house price tile: cards drawn per good sold, by good."""

    index: int
    number: int
    prices: tuple[int, ...]

    @property
    def label(self) -> str:
        return "/".join(str(p) for p in self.prices)


def _load_tiles() -> tuple[Tile, ...]:
    return tuple(
        Tile(i, int(row["tile"]), tuple(int(row[g]) for g in GOODS))
        for i, row in enumerate(_rows("trading_houses.csv"))
    )


TILES: tuple[Tile, ...] = _load_tiles()
NUM_TILES = len(TILES)
TILE_PRICES = tuple(t.prices for t in TILES)


def with_article(noun: str) -> str:
    """``noun`` with its indefinite article, for the log ("an Aqueduct", "a Well")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


NAME_OF = NAMES.__getitem__  # card kind -> name, for map() in the engine's log lines


def card_list(kinds: list[int]) -> str:
    """Card names for the log, in the order given: ``Tower, Smithy, Smithy``."""
    return ", ".join(map(NAME_OF, kinds))
