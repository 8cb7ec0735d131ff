"""The words of Puerto Rico's log lines (setup, settler, mayor, builder, game end) as the
arguments of catalog messages.

Each log line is logged twice: as the engine's English sentence and as a phrase
``(message id, args)`` that ``tradewinds.i18n`` formats in the reader's language (the
catalog's section "Log lines (setup, settler, mayor, builder, game end)"). Both engines
log the same sentence under the same id, from these tables: everything is precomputed
(the mayor's placements are among the engines' hottest paths), so logging a phrase costs
a tuple lookup or a small dict. A phrase is never mutated once logged, so the tables'
tuples and dicts are shared between lines and states.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ...core.phrase import LogArg, LogPhrase, Seat
from .data import ALL_BUILDINGS, ALL_ROLE_NAMES, GOODS, SETUPS, TILE_KINDS, with_article

# Seats as phrase arguments (the reader shows the seat's name).
SEATS: Final[tuple[Seat, ...]] = tuple(Seat(seat) for seat in range(max(SETUPS)))
# Amounts (doubloons on a role card, a building's price) up to which the frequent lines'
# phrases are tabled; a larger one (a role card left for many rounds) gets its own.
_TABLED: Final = 16
# Goods as the log says them, in lower case ("2 corn", "an indigo plantation"): the
# catalogs' ``pr-good-*`` terms are capitalised labels.
GOOD_WORDS: Final[tuple[str, ...]] = tuple(f"pr-log-good-{good}" for good in GOODS)
# An island tile kind with its indefinite article ("a corn plantation", "an indigo
# plantation", "a quarry"): the article agrees with the noun in Italian and Romanian too.
A_TILE: Final[tuple[str, ...]] = tuple(
    "pr-log-a-quarry" if kind == "quarry" else f"pr-log-a-plantation-{kind}" for kind in TILE_KINDS
)
ROLE_TERMS: Final[tuple[str, ...]] = tuple(f"pr-role-{name}" for name in ALL_ROLE_NAMES)
# The buildings by their printed names, as the log writes them: the large indigo plant
# and sugar mill are printed "Indigo Plant" and "Sugar Mill", while the catalog's labels
# (the action menu) say "Large ...".
_PRINTED_NAMES: Final = frozenset({"large_indigo_plant", "large_sugar_mill"})
BUILDING_WORDS: Final[tuple[str, ...]] = tuple(
    f"pr-log-building-{b.id}" if b.id in _PRINTED_NAMES else f"pr-building-{b.id}"
    for b in ALL_BUILDINGS
)
# English writes "an Office", "a Harbor": the message with the right article, by building.
_AN: Final = tuple(with_article(b.name).startswith("an ") for b in ALL_BUILDINGS)

# Lines with no argument.
GAME_OVER: Final[LogPhrase] = ("pr-log-game-over", {})
LAST_VP: Final[LogPhrase] = ("pr-log-last-vp", {})
RESHUFFLE: Final[LogPhrase] = ("pr-log-reshuffle", {})
COLONISTS_OUT: Final[LogPhrase] = ("pr-log-colonists-out", {})

_TILE_SPOTS: Final = len(TILE_KINDS)  # spots 0-5 are tile kinds, then the buildings


def _spots(message: str) -> tuple[tuple[LogPhrase, ...], ...]:
    """``message`` for each seat and spot: ``message-tile`` with the tile ("a corn
    plantation", "a quarry"), else ``message`` with the building (the English adds "the")."""
    return tuple(
        tuple(
            (f"{message}-tile", {"player": seat, "tile": A_TILE[spot]})
            if spot < _TILE_SPOTS
            else (message, {"player": seat, "building": BUILDING_WORDS[spot - _TILE_SPOTS]})
            for spot in range(_TILE_SPOTS + len(ALL_BUILDINGS))
        )
        for seat in SEATS
    )


def _per_seat(message: str) -> tuple[LogPhrase, ...]:
    return tuple((message, {"player": seat}) for seat in SEATS)


# Frequent lines whose only argument is the player, by seat.
NO_PLANTATION: Final = _per_seat("pr-log-no-plantation")
PLACING_DONE: Final = _per_seat("pr-log-placing-done")
BUILD_NOTHING: Final = _per_seat("pr-log-build-nothing")
PROSPECTOR: Final = _per_seat("pr-log-prospector")
# "Ann takes a corn plantation." / "Ann takes a quarry.", by [seat][tile kind].
TAKE_TILE: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(("pr-log-take-tile", {"player": seat, "tile": tile}) for tile in A_TILE) for seat in SEATS
)
# "Ann takes the Mayor (+1 doubloon).", by [seat][role][doubloons].
_ROLES: Final[tuple[tuple[tuple[LogPhrase, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            ("pr-log-role", {"player": seat, "role": term, "doubloons": money})
            for money in range(_TABLED)
        )
        for term in ROLE_TERMS
    )
    for seat in SEATS
)
# "Ann builds a Harbor for 3.", by [seat][building][price].
_BUILDS: Final[tuple[tuple[tuple[LogPhrase, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            (
                "pr-log-build-an" if an else "pr-log-build",
                {"player": seat, "building": word, "cost": cost},
            )
            for cost in range(_TABLED)
        )
        for word, an in zip(BUILDING_WORDS, _AN, strict=True)
    )
    for seat in SEATS
)


def role_taken(seat: int, role: int, doubloons: int) -> LogPhrase:
    """The line of a role chosen, e.g. "Ann takes the Mayor (+1 doubloon)."."""
    if doubloons < _TABLED:
        return _ROLES[seat][role][doubloons]
    return "pr-log-role", {"player": SEATS[seat], "role": ROLE_TERMS[role], "doubloons": doubloons}


# The mayor's moves, by [seat][spot] (the spot numbering of the action table).
PLACE: Final = _spots("pr-log-place")
UNPLACE: Final = _spots("pr-log-unplace")
PLACE_NOBLE: Final = _spots("pr-log-place-noble")
UNPLACE_NOBLE: Final = _spots("pr-log-unplace-noble")
GUEST: Final = _spots("pr-log-guest")
GUEST_NOBLE: Final = _spots("pr-log-guest-noble")
RETURN_COLONIST: Final = _spots("pr-log-return-colonist")
RETURN_NOBLE: Final = _spots("pr-log-return-noble")


_PLAYER_LINES: Final[dict[str, tuple[LogPhrase, ...]]] = {}


def player(message: str, seat: int) -> LogPhrase:
    """A line whose only argument is a player (one shared phrase per message and seat)."""
    lines = _PLAYER_LINES.get(message)
    if lines is None:
        lines = _PLAYER_LINES[message] = _per_seat(message)
    return lines[seat]


def hospice(seat: int, kind: int) -> LogPhrase:
    """ "Ann uses the Hospice: a colonist goes onto the new corn." (or "quarry")."""
    if kind < len(GOODS):
        return "pr-log-hospice", {"player": SEATS[seat], "good": GOOD_WORDS[kind]}
    return "pr-log-hospice-quarry", {"player": SEATS[seat]}


def build(seat: int, building: int, cost: int) -> LogPhrase:
    """ "Ann builds a Harbor for 3." (English: "an" before a vowel, as the engine writes)."""
    if cost < _TABLED:
        return _BUILDS[seat][building][cost]
    message = "pr-log-build-an" if _AN[building] else "pr-log-build"
    return message, {"player": SEATS[seat], "building": BUILDING_WORDS[building], "cost": cost}


def black_market_buy(seat: int, building: int, cost: int, short: int) -> LogPhrase:
    """ "Ann buys a Harbor for 8 with the Black Market (2 short).\""""
    message = "pr-log-black-market-buy-an" if _AN[building] else "pr-log-black-market-buy"
    args: dict[str, LogArg] = {
        "player": SEATS[seat],
        "building": BUILDING_WORDS[building],
        "cost": cost,
        "short": short,
    }
    return message, args


def goods_counts(counts: Iterable[int]) -> dict[str, LogArg]:
    """A list like "2 corn, 1 sugar" (the goods with a non-zero count, in the goods'
    order) as arguments of ``pr-log-goods-list``: ``kinds`` (how many entries: the
    messages select on it), then ``n1``/``good1``, ``n2``/``good2`` ..."""
    args: dict[str, LogArg] = {}
    kinds = 0
    for good, count in enumerate(counts):
        if count:
            kinds += 1
            args[f"n{kinds}"] = count
            args[f"good{kinds}"] = GOOD_WORDS[good]
    args["kinds"] = kinds
    return args


def shares(seats: Iterable[int], counts: Iterable[int], noble: int = -1) -> dict[str, LogArg]:
    """The colonist ship's shares ("Ann 2, Bob 1 (one a noble)") as arguments of
    ``pr-log-shares``: ``seats`` (how many entries), ``player1``/``n1`` ..., and
    ``noble``: the entry (from 1) whose pieces include the noble, 0 for none."""
    args: dict[str, LogArg] = {}
    entries = 0
    marked = 0
    for seat, count in zip(seats, counts, strict=True):
        entries += 1
        args[f"player{entries}"] = SEATS[seat]
        args[f"n{entries}"] = count
        if seat == noble:
            marked = entries
    args["seats"] = entries
    args["noble"] = marked
    return args
