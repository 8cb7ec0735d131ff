"""The words of Manila's log lines: the catalog ids their phrases name, made once.

Every log line carries, beside its English text, a phrase ``(message id, args)`` that
``tradewinds.i18n`` formats in the reader's language (``mn-log-…`` in ``manila.ftl``).
The term ids are looked up here in tuples built at import, and so are the whole phrases
of the frequent lines (a bid, a pass, a placement, the dice …): a phrase is never mutated
once logged, so every log shares them and logging such a line allocates nothing more
than before (a dict per line cost Manila's random games some 15%).

The log writes goods in lower case inside a sentence ("the ginseng boat"), unlike the
board's own terms ("Ginseng boat"), hence terms of its own (``mn-log-good-…``,
``mn-log-boat-…``, ``mn-log-share-…``, ``mn-log-space-…``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...core.phrase import LogArg, LogPhrase, Seat
from .actions import LOADS
from .data import (
    BERTH_NAMES,
    COST,
    GOODS,
    INSURANCE,
    INSURANCE_PREMIUM,
    MAX_BID,
    MORTGAGE_CASH,
    NUM_GOODS,
    PRICE_TRACK,
    REDEEM_COST,
    SPACES,
)

# A seat as a phrase argument (the reader shows that seat's name); 5 players at most.
PLAYER: Final = tuple(Seat(i) for i in range(5))

GOOD: Final = tuple(f"mn-log-good-{g}" for g in GOODS)
"""A good inside a sentence: "ginseng"."""
GOOD_FIRST: Final = tuple(f"mn-good-{g}" for g in GOODS)
"""A good opening a sentence: "Ginseng" (the board's own term)."""
BOAT: Final = tuple(f"mn-log-boat-{g}" for g in GOODS)
"""A good's boat inside a sentence: "ginseng boat"."""
SHARE: Final = tuple(f"mn-log-share-{g}" for g in GOODS)
"""A share of a good inside a sentence: "ginseng share"."""

# A boat seat's number on its boat (1 = the cheapest), by space index.
SEAT_NUMBER: Final = tuple(s.seat for s in SPACES)
# The spaces other than boat seats inside a sentence ("harbour space A", "the small
# pilot"), by space index; boat seats are said as their boat and seat number.
SPACE: Final = tuple("" if s.area == "boat" else f"mn-log-space-{s.id}" for s in SPACES)
# The harbour and shipyard spaces opening a sentence ("Harbour space A pays 6 to Ann.").
SPACE_FIRST: Final = tuple(
    f"mn-log-space-first-{s.id}" if s.area in ("harbor", "shipyard") else "" for s in SPACES
)
# Where a boat lies (berths 0..5: harbour A..C, shipyard A..C), inside a sentence.
BERTH: Final = tuple(f"mn-log-space-{b}" for b in BERTH_NAMES)


_PLAYER_KEYS: Final = ("player1", "player2", "player3", "player4")


def seat_list(seats: list[int]) -> dict[str, LogArg]:
    """Several players (a boat's crew, the pirates) as arguments: ``count`` and
    ``player1`` … (the catalog lists them with a selector on the count)."""
    args: dict[str, LogArg] = {"count": len(seats)}
    for i in range(min(len(seats), len(_PLAYER_KEYS))):
        args[_PLAYER_KEYS[i]] = PLAYER[seats[i]]
    return args


_GOOD_KEYS: Final = ("good1", "good2", "good3", "good4")
# The keys of the numbers beside the goods of :func:`good_list`, by their name.
_NUMBER_KEYS: Final[dict[str, tuple[str, ...]]] = {
    number: tuple(f"{number}{i}" for i in range(1, len(_GOOD_KEYS) + 1))
    for number in ("die", "price", "space")
}


def good_list(pairs: list[tuple[int, int]], number: str) -> dict[str, LogArg]:
    """Goods each with a number (the dice, the new prices) as arguments: ``count``,
    ``good1``, ``<number>1`` … (listed like :func:`seat_list`); ``number`` is a key of
    :data:`_NUMBER_KEYS`."""
    keys = _NUMBER_KEYS[number]
    args: dict[str, LogArg] = {"count": len(pairs)}
    for i in range(min(len(pairs), len(_GOOD_KEYS))):
        good, value = pairs[i]
        args[_GOOD_KEYS[i]] = GOOD[good]
        args[keys[i]] = value
    return args


def unpack(code: int) -> list[tuple[int, int]]:
    """The (good, number) pairs packed in ``code`` (6 bits each, the good in the upper 3,
    the number 1..7 in the lower 3, the first pair highest): ``code * 64 + good * 8 + n``
    adds one. Lines listing goods are cached by such a code, cheap to build in a loop."""
    pairs: list[tuple[int, int]] = []
    while code:
        pairs.append((code >> 3 & 7, code & 7))
        code >>= 6
    pairs.reverse()
    return pairs


# "silk 3": a good and a number as the English lines list them, for the numbers they show
# (dice, start spaces, prices up to the top of the price track), made once.
_GOOD_NUMBER: Final = tuple(tuple(f"{g} {n}" for n in range(PRICE_TRACK[-1] + 1)) for g in GOODS)


def goods_text(pairs: list[tuple[int, int]]) -> str:
    """Goods each with a number as the English lines list them: "silk 3, jade 5"."""
    parts: list[str] = []
    for good, value in pairs:
        words = _GOOD_NUMBER[good]
        parts.append(words[value] if 0 <= value < len(words) else f"{GOODS[good]} {value}")
    return ", ".join(parts)


def opening_goods(goods: Sequence[int]) -> dict[str, LogArg]:
    """Goods opening a sentence ("Jade and silk …") as arguments: ``count``, ``good1``
    (capitalized), ``good2`` …"""
    args: dict[str, LogArg] = {"count": len(goods)}
    for i, good in enumerate(goods, 1):
        args[f"good{i}"] = (GOOD_FIRST if i == 1 else GOOD)[good]
    return args


# ------------------------------------------------------------ shared phrases
def _place(seat: Seat, space: int) -> LogPhrase:
    spec = SPACES[space]
    if space == INSURANCE:
        return "mn-log-insurance", {"player": seat, "pesos": INSURANCE_PREMIUM}
    if spec.area == "boat":
        boat = BOAT[spec.good]
        args: dict[str, LogArg] = {
            "player": seat,
            "boat": boat,
            "seat": spec.seat,
            "cost": COST[space],
        }
        return "mn-log-place-seat", args
    return "mn-log-place", {"player": seat, "space": SPACE[space], "cost": COST[space]}


def _stowaway(seat: Seat, space: int) -> LogPhrase:
    spec = SPACES[space]
    return "mn-log-stowaway", {"player": seat, "boat": BOAT[spec.good], "seat": spec.seat}


def _by_seat(message_id: str, **args: LogArg) -> tuple[LogPhrase, ...]:
    return tuple((message_id, {"player": p, **args}) for p in PLAYER)


BID: Final = tuple(
    tuple(("mn-log-bid", {"player": p, "pesos": n}) for n in range(MAX_BID + 1)) for p in PLAYER
)
"""``BID[seat][pesos]``: "Ann bids 7."."""
PASS: Final = _by_seat("mn-log-pass")
PLACE_PASS: Final = _by_seat("mn-log-place-pass")
MORTGAGE: Final = _by_seat("mn-log-mortgage", pesos=MORTGAGE_CASH)
MORTGAGE_INSURANCE: Final = _by_seat("mn-log-mortgage-insurance", pesos=MORTGAGE_CASH)
REDEEM: Final = _by_seat("mn-log-redeem", pesos=REDEEM_COST)
MORTGAGE_OWN: Final = tuple(("mn-log-mortgage-own", {"share": SHARE[g]}) for g in range(NUM_GOODS))
REDEEM_OWN: Final = tuple(("mn-log-redeem-own", {"share": SHARE[g]}) for g in range(NUM_GOODS))
PLACE: Final = tuple(tuple(_place(p, s) for s in range(len(SPACES))) for p in PLAYER)
"""``PLACE[seat][space]``: an accomplice placed there (the insurance agent's line for the
insurance space)."""
STOWAWAY: Final = tuple(
    tuple(_stowaway(p, s) if SPACES[s].area == "boat" else ("", {}) for s in range(len(SPACES)))
    for p in PLAYER
)
"""``STOWAWAY[seat][space]``: a stowaway on that boat seat."""


def at_berth(message_id: str) -> tuple[tuple[LogPhrase, ...], ...]:
    """``[good][berth]``: the phrases of a boat taking a berth ("The jade boat reaches
    Manila (harbour space A).")."""
    return tuple(
        tuple((message_id, {"boat": BOAT[g], "berth": b}) for b in BERTH) for g in range(NUM_GOODS)
    )


ARRIVE: Final = at_berth("mn-log-arrive")


LOAD: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(
        (
            "mn-log-load",
            {
                "player": p,
                "first": GOOD[first],
                "second": GOOD[second],
                "third": GOOD[third],
                "ashore": GOOD[ashore],
            },
        )
        for ashore, (first, second, third) in enumerate(LOADS)
    )
    for p in PLAYER
)
"""``LOAD[seat][good left ashore]``: the harbour master loads the other three."""
