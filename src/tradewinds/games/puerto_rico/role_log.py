"""Log-line phrases of the craftsman, trader, captain and buccaneer phases.

A log line is logged twice: as the engine's English sentence and as a catalog message
``(id, args)`` that ``tradewinds.i18n`` formats in the reader's language. The phrases come
from this module's tables (precomputed: the engine logs on hot paths).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ...core.phrase import LogArg, LogPhrase
from .data import GOODS

# The words both log modules use: goods, buildings by their printed names, roles, seats.
from .log_words import BUILDING_WORDS as BUILDING_WORDS
from .log_words import GOOD_WORDS as GOOD_WORDS
from .log_words import ROLE_TERMS as ROLE_TERMS
from .log_words import SEATS as SEATS


def _per_seat(message: str) -> tuple[LogPhrase, ...]:
    """``message`` with the player as its only argument, by seat."""
    return tuple((message, {"player": seat}) for seat in SEATS)


# Lines whose only argument is the player, by seat; and the lines with none.
DECLINES_PRODUCTION: Final = _per_seat("pr-log-declines-production")
SELLS_NOTHING: Final = _per_seat("pr-log-sells-nothing")
LOADS_NOTHING: Final = _per_seat("pr-log-loads-nothing")
CHAPEL_DOUBLOON: Final = _per_seat("pr-log-chapel")
LIGHTHOUSE_DOUBLOON: Final = _per_seat("pr-log-lighthouse")
LAND_OFFICE_SELLS: Final = _per_seat("pr-log-land-office-sells")
LAND_OFFICE_BUYS_FACE_DOWN: Final = _per_seat("pr-log-land-office-buys-face-down")
BUCCANEER_TOKEN: Final = _per_seat("pr-log-buccaneer-token")
NO_BUCCANEER_ACTION: Final = _per_seat("pr-log-no-buccaneer-action")
RAID_PLACE_QUARRY: Final = _per_seat("pr-log-raid-place-quarry")
TRADING_HOUSE_EMPTIED: Final[LogPhrase] = ("pr-log-trading-house-emptied", {})


def goods_args(pairs: Iterable[tuple[int, int]], prefix: str = "") -> dict[str, LogArg]:
    """A list of barrels ("2 corn, 1 indigo") as message arguments: ``kinds`` (how many
    entries; the messages select on it) and ``n1``/``good1`` … per entry, each name with
    ``prefix`` (a message with two lists tells them apart: ``""`` or ``"kept_"``)."""
    amount_keys, good_keys, kinds_key = _LIST_KEYS[prefix]
    args: dict[str, LogArg] = {}
    kinds = 0
    for amount, good in pairs:
        args[amount_keys[kinds]] = amount
        args[good_keys[kinds]] = GOOD_WORDS[good]
        kinds += 1
    args[kinds_key] = kinds
    return args


# The argument names of a list, by prefix: n1..n5, good1..good5, kinds (one per good).
_LIST_KEYS: Final = {
    prefix: (
        tuple(f"{prefix}n{i}" for i in range(1, len(GOODS) + 1)),
        tuple(f"{prefix}good{i}" for i in range(1, len(GOODS) + 1)),
        f"{prefix}kinds",
    )
    for prefix in ("", "kept_")
}
