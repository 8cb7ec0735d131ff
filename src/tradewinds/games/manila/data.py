"""Manila rules data: the one source of truth for every number of the game.

The placement spaces (costs, payouts, boat seats and boat values) are read from
``spaces.csv`` (shipped with the package); the remaining constants are the tables of the
rules reference (§2.3 price track, §2.5 money and shares, §3 setup).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...core import tables

# Goods, in the order of their boat value (the order of the CSV's boats).
GINSENG: Final = 0
NUTMEG: Final = 1
SILK: Final = 2
JADE: Final = 3
GOODS: Final = ("ginseng", "nutmeg", "silk", "jade")
NUM_GOODS: Final = 4

# §2.3 black market price track: index 0 is the start, index 4 (30) ends the game.
PRICE_TRACK: Final = (0, 5, 10, 20, 30)
TOP_PRICE_INDEX: Final = len(PRICE_TRACK) - 1

# §2.5 money and shares.
START_CASH: Final = 30
START_SHARES: Final = 2  # per player, dealt at random and secret
SHARES_PER_GOOD: Final = 5
DEALT_PER_GOOD: Final = 3  # shares of each good shuffled for the initial deal (§3.3)
MIN_SHARE_PRICE: Final = 5
MORTGAGE_CASH: Final = 12
REDEEM_COST: Final = 15
MORTGAGE_PENALTY: Final = 15  # per share still mortgaged at the end
INSURANCE_PREMIUM: Final = 10  # also the payout column of the insurance space in the CSV

# §6.3 boat start positions: each 0..5, the three summing to exactly 9.
START_MIN: Final = 0
START_MAX: Final = 5
START_SUM: Final = 9
LOADED_BOATS: Final = 3
# §8 routes: spaces 0..13; a boat reaching 14 or more has passed 13 and is in Manila.
PIRATE_SPACE: Final = 13
MANILA: Final = 14
DIE_SIDES: Final = 6

# §3.2 accomplices per player: 4 with three players, else 3.
ACCOMPLICES: Final = {3: 4, 4: 3, 5: 3}
PLAYER_COUNTS: Final = (3, 4, 5)

# §4.1 the voyage schedule: placement rounds (P) and the three movement rounds (M).
PLACE: Final = 0
MOVE: Final = 1
SCHEDULE: Final = {
    3: (PLACE, PLACE, MOVE, PLACE, MOVE, PLACE, MOVE),
    4: (PLACE, MOVE, PLACE, MOVE, PLACE, MOVE),
    5: (PLACE, MOVE, PLACE, MOVE, PLACE, MOVE),
}

# Bids are actions ``bid 1`` .. ``bid MAX_BID`` (see docs/rulings.md, Manila R3).
MAX_BID: Final = 250


@dataclass(frozen=True)
class Space:
    """One placement space of the board, as printed."""

    index: int
    id: str
    name: str  # for the log: "harbour space A", "the small pilot", ...
    area: str  # boat | harbor | shipyard | pirate | pilot | insurance
    good: int  # boat seats: the good of the boat, else -1
    seat: int  # boat seats: 1.. (cheapest first), else 0
    cost: int
    payout: int  # boat seats: the boat's value (shared); insurance: the premium
    paid_by: str
    effect: str


SPACES: Final = tables.records(
    Space,
    __package__,
    "spaces.csv",
    {"good": tables.good_index(GOODS), "seat": tables.count_or_zero},
)
NUM_SPACES: Final = len(SPACES)
SPACE_INDEX: Final = {s.id: s.index for s in SPACES}
SPACE_IDS: Final = tuple(s.id for s in SPACES)
SPACE_NAMES: Final = tuple(s.name for s in SPACES)
COST: Final = tuple(s.cost for s in SPACES)
PAYOUT: Final = tuple(s.payout for s in SPACES)
AREA: Final = tuple(s.area for s in SPACES)

# Boat seats by good, cheapest first (their indices are consecutive in the CSV).
SEATS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s.index for s in sorted(SPACES, key=lambda s: s.seat) if s.good == g)
    for g in range(NUM_GOODS)
)
FIRST_SEAT: Final = tuple(seats[0] for seats in SEATS)
NUM_SEATS: Final = tuple(len(seats) for seats in SEATS)
BOAT_VALUE: Final = tuple(SPACES[seats[0]].payout for seats in SEATS)
SEAT_GOOD: Final = tuple(s.good for s in SPACES)
NUM_BOAT_SEATS: Final = sum(NUM_SEATS)

HARBOR: Final = tuple(SPACE_INDEX[f"harbor_{x}"] for x in "abc")
SHIPYARD: Final = tuple(SPACE_INDEX[f"shipyard_{x}"] for x in "abc")
CAPTAIN: Final = SPACE_INDEX["pirate_captain"]
SECOND: Final = SPACE_INDEX["pirate_second"]
PILOT_SMALL: Final = SPACE_INDEX["pilot_small"]
PILOT_LARGE: Final = SPACE_INDEX["pilot_large"]
INSURANCE: Final = SPACE_INDEX["insurance"]
# Spaces other than boat seats, in CSV order (placement checks them one by one).
OTHER_SPACES: Final = tuple(s.index for s in SPACES if s.area != "boat")

BERTH_NAMES: Final = ("harbor_a", "harbor_b", "harbor_c", "shipyard_a", "shipyard_b", "shipyard_c")
# What a person reads for each berth (the notation keeps the names above).
BERTH_TITLES: Final = (
    "harbour space A",
    "harbour space B",
    "harbour space C",
    "shipyard space A",
    "shipyard space B",
    "shipyard space C",
)
IN_HARBOR: Final = 3  # berths 0..2 are the harbour, 3..5 the shipyard


def share_price(price_index: int) -> int:
    """What the harbour master pays for one share (§6.1): the price, at least 5."""
    price = PRICE_TRACK[price_index]
    return price if price > MIN_SHARE_PRICE else MIN_SHARE_PRICE


def start_positions() -> list[tuple[int, int, int]]:
    """Every valid assignment of start positions to the three boats (§6.3)."""
    r = range(START_MIN, START_MAX + 1)
    return [(a, b, c) for a in r for b in r for c in r if a + b + c == START_SUM]
