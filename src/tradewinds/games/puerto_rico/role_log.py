"""Log-line phrases of the craftsman, trader, captain and buccaneer phases (both engines).

A log line is logged twice: as the engine's English sentence and as a catalog message
``(id, args)`` that ``tradewinds.i18n`` formats in the reader's language. The two engines
log the same English sentence under the same message id, so both build their phrases from
this module's tables (precomputed: the engines log on hot paths).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.phrase import LogArg, Seat
from .data import ALL_BUILDINGS, ALL_ROLE_NAMES, GOODS

# Goods as the log says them, in lower case ("2 corn", "an indigo"): the catalogs'
# ``pr-good-*`` terms are capitalised labels.
GOOD_WORDS: tuple[str, ...] = tuple(f"pr-log-good-{good}" for good in GOODS)
# The buildings by their printed names, as the log writes them: the large indigo plant
# and sugar mill are printed "Indigo Plant" and "Sugar Mill", while the catalog's labels
# (the action menu) say "Large ...".
_PRINTED_NAMES = frozenset({"large_indigo_plant", "large_sugar_mill"})
BUILDING_WORDS: tuple[str, ...] = tuple(
    f"pr-log-building-{b.id}" if b.id in _PRINTED_NAMES else f"pr-building-{b.id}"
    for b in ALL_BUILDINGS
)
ROLE_TERMS: tuple[str, ...] = tuple(f"pr-role-{name}" for name in ALL_ROLE_NAMES)
# Seat arguments, shared (a phrase is never mutated once logged).
SEATS: tuple[Seat, ...] = tuple(Seat(seat) for seat in range(8))


def goods_args(pairs: Iterable[tuple[int, int]], prefix: str = "") -> dict[str, LogArg]:
    """A list of barrels ("2 corn, 1 indigo") as message arguments: ``kinds`` (how many
    entries; the messages select on it) and ``n1``/``good1`` … per entry, each name with
    ``prefix`` (a message with two lists tells them apart)."""
    args: dict[str, LogArg] = {}
    kinds = 0
    for amount, good in pairs:
        kinds += 1
        args[f"{prefix}n{kinds}"] = amount
        args[f"{prefix}good{kinds}"] = GOOD_WORDS[good]
    args[f"{prefix}kinds"] = kinds
    return args
