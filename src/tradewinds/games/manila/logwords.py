"""The words of Manila's log lines: the catalog ids their phrases name, made once.

Every log line carries, beside its English text, a phrase ``(message id, args)`` that
``tradewinds.i18n`` formats in the reader's language (``mn-log-…`` in ``manila.ftl``).
The term ids are looked up here in tuples built at import, so logging a line builds one
small dict and nothing else.

The log writes goods in lower case inside a sentence ("the ginseng boat"), unlike the
board's own terms ("Ginseng boat"), hence terms of its own (``mn-log-good-…``,
``mn-log-boat-…``, ``mn-log-share-…``, ``mn-log-space-…``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.phrase import LogArg, Seat
from .data import BERTH_NAMES, GOODS, SPACES

# A seat as a phrase argument (the reader shows that seat's name); 5 players at most.
PLAYER = tuple(Seat(i) for i in range(5))

GOOD = tuple(f"mn-log-good-{g}" for g in GOODS)
"""A good inside a sentence: "ginseng"."""
GOOD_FIRST = tuple(f"mn-good-{g}" for g in GOODS)
"""A good opening a sentence: "Ginseng" (the board's own term)."""
BOAT = tuple(f"mn-log-boat-{g}" for g in GOODS)
"""A good's boat inside a sentence: "ginseng boat"."""
SHARE = tuple(f"mn-log-share-{g}" for g in GOODS)
"""A share of a good inside a sentence: "ginseng share"."""

# A boat seat's number on its boat (1 = the cheapest), by space index.
SEAT_NUMBER = tuple(s.seat for s in SPACES)
# The spaces other than boat seats inside a sentence ("harbour space A", "the small
# pilot"), by space index; boat seats are said as their boat and seat number.
SPACE = tuple("" if s.area == "boat" else f"mn-log-space-{s.id}" for s in SPACES)
# The harbour and shipyard spaces opening a sentence ("Harbour space A pays 6 to Ann.").
SPACE_FIRST = tuple(
    f"mn-log-space-first-{s.id}" if s.area in ("harbor", "shipyard") else "" for s in SPACES
)
# Where a boat lies (berths 0..5: harbour A..C, shipyard A..C), inside a sentence.
BERTH = tuple(f"mn-log-space-{b}" for b in BERTH_NAMES)


def seat_list(seats: Sequence[int]) -> dict[str, LogArg]:
    """Several players (a boat's crew, the pirates) as arguments: ``count`` and
    ``player1`` … (the catalog lists them with a selector on the count)."""
    args: dict[str, LogArg] = {"count": len(seats)}
    for i, seat in enumerate(seats, 1):
        args[f"player{i}"] = PLAYER[seat]
    return args


def good_list(pairs: Sequence[tuple[int, int]], number: str) -> dict[str, LogArg]:
    """Goods each with a number (the dice, the new prices) as arguments: ``count``,
    ``good1``, ``<number>1`` … (listed like :func:`seat_list`)."""
    args: dict[str, LogArg] = {"count": len(pairs)}
    for i, (good, value) in enumerate(pairs, 1):
        args[f"good{i}"] = GOOD[good]
        args[f"{number}{i}"] = value
    return args


def opening_goods(goods: Sequence[int]) -> dict[str, LogArg]:
    """Goods opening a sentence ("Jade and silk …") as arguments: ``count``, ``good1``
    (capitalized), ``good2`` …"""
    args: dict[str, LogArg] = {"count": len(goods)}
    for i, good in enumerate(goods, 1):
        args[f"good{i}"] = (GOOD_FIRST if i == 1 else GOOD)[good]
    return args
