"""San Juan rules data: the one source of truth for every number of the game.

The 29 card kinds (110 cards) are read from ``cards.csv`` and the five trading-house
price tiles from ``trading_houses.csv`` (both shipped with the package); the remaining
numbers are the tables of the rules reference (§4, §5.1, §6, §9, §11).

Card kinds are indexed in the order of ``cards.csv``: the five production buildings come
first, so a production building's index is also the index of the good it holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...core import tables

GOODS: Final = ("indigo", "sugar", "tobacco", "coffee", "silver")
NUM_GOODS: Final = 5

# Roles, in the order of their notation ids.
BUILDER: Final = 0
PRODUCER: Final = 1
TRADER: Final = 2
COUNCILLOR: Final = 3
PROSPECTOR: Final = 4
ROLE_NAMES: Final = ("builder", "producer", "trader", "councillor", "prospector")
ROLE_TITLES: Final = tuple(name.capitalize() for name in ROLE_NAMES)
NUM_ROLES: Final = 5
ROLE_HELP: Final = (
    "Builder: everyone may build one building, paying its cost in cards; the builder pays "
    "1 card less.",
    "Producer: everyone may produce 1 good on an empty production building; the producer "
    "may produce 1 more.",
    "Trader: a price tile is revealed; everyone may sell 1 good for cards; the trader may "
    "sell 1 more.",
    "Councillor: everyone draws 2 cards and keeps 1; the councillor draws 5 instead.",
    "Prospector: the prospector draws 1 card; nobody else acts (Gold mines excepted).",
)

STARTING_HAND: Final = 4
HAND_LIMIT: Final = 7
TOWER_HAND_LIMIT: Final = 12
CITY_SIZE_TO_END: Final = 12
GOLD_MINE_REVEAL: Final = 4
BLACK_MARKET_GOODS: Final = 2
# Role choices per round by player count (§5.1): 2 players choose governor, other, governor.
TURNS_PER_ROUND: Final = {2: 3, 3: 3, 4: 4}
PLAYER_COUNTS: Final = (2, 3, 4)
# Triumphal arch bonus by number of monuments (§11).
ARCH_BONUS: Final = (0, 4, 6, 8)
GUILD_HALL_PER_PRODUCTION: Final = 2


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


CARDS: Final = tables.records(Card, __package__, "cards.csv", {"good": tables.good_index(GOODS)})
NUM_CARDS: Final = len(CARDS)  # card kinds (29)
CARD_INDEX: Final = {c.id: c.index for c in CARDS}
# Columns of the table as tuples, for the engine's hot loops.
COSTS: Final = tuple(c.cost for c in CARDS)
VPS: Final = tuple(c.vp for c in CARDS)
COUNTS: Final = tuple(c.count for c in CARDS)
NAMES: Final = tuple(c.name for c in CARDS)
IS_VIOLET: Final = tuple(c.is_violet for c in CARDS)
TOTAL_CARDS: Final = sum(COUNTS)
PRODUCTION_CARDS: Final = sum(c.count for c in CARDS if c.is_production)

assert all(CARDS[g].is_production and CARDS[g].good == g for g in range(NUM_GOODS))
assert not any(c.is_production for c in CARDS[NUM_GOODS:])


def _c(card_id: str) -> int:
    return CARD_INDEX[card_id]


INDIGO_PLANT: Final = _c("indigo_plant")
SMITHY: Final = _c("smithy")
GOLD_MINE: Final = _c("gold_mine")
ARCHIVE: Final = _c("archive")
POOR_HOUSE: Final = _c("poor_house")
BLACK_MARKET: Final = _c("black_market")
TRADING_POST: Final = _c("trading_post")
WELL: Final = _c("well")
MARKET_STAND: Final = _c("market_stand")
CRANE: Final = _c("crane")
CHAPEL: Final = _c("chapel")
TOWER: Final = _c("tower")
AQUEDUCT: Final = _c("aqueduct")
CARPENTER: Final = _c("carpenter")
PREFECTURE: Final = _c("prefecture")
MARKET_HALL: Final = _c("market_hall")
QUARRY: Final = _c("quarry")
LIBRARY: Final = _c("library")
STATUE: Final = _c("statue")
VICTORY_COLUMN: Final = _c("victory_column")
HERO: Final = _c("hero")
GUILD_HALL: Final = _c("guild_hall")
CITY_HALL: Final = _c("city_hall")
TRIUMPHAL_ARCH: Final = _c("triumphal_arch")
PALACE: Final = _c("palace")

MONUMENTS: Final = tuple(c.index for c in CARDS if c.group == "monument")


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
        for i, row in enumerate(tables.rows(__package__, "trading_houses.csv"))
    )


TILES: Final[tuple[Tile, ...]] = _load_tiles()
NUM_TILES: Final = len(TILES)
TILE_PRICES: Final = tuple(t.prices for t in TILES)


def with_article(noun: str) -> str:
    """``noun`` with its indefinite article, for the log ("an Aqueduct", "a Well")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def card_list(kinds: list[int]) -> str:
    """Card names for the log, in the order given: ``Tower, Smithy, Smithy``."""
    return ", ".join([NAMES[kind] for kind in kinds])
