"""The log's most frequent lines, formatted once instead of on every use.

Building a line with an f-string and a join of card names costs more than the rules of a
whole decision (a few thousand machine instructions per line, several lines per decision), so
the lines the engine writes most often are looked up: lines without a player name in
module tables, lines naming a player in a :class:`SeatTexts` built once per list of player
names and shared by every game (and clone) with those names. The text is exactly what the
f-strings would give; the rarer lines are still formatted where they are written.

Each line also goes to the log as a phrase, ``(message id, args)``: the same line as a
catalog message (``sj-log-*`` in ``i18n/locales/<lang>/san_juan.ftl``), which the reader's
side formats in its language. A phrase names a player by seat, never by name, so the
phrase tables below (``*_PHRASE``) are module tables by seat, shared by every game; they
sit beside the text tables they mirror.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from ...core.phrase import LogPhrase, Seat
from .data import (
    CARDS,
    GOODS,
    NAMES,
    NUM_CARDS,
    PLAYER_COUNTS,
    ROLE_NAMES,
    ROLE_TITLES,
    TILES,
    card_list,
)

_NK: Final = NUM_CARDS
# Shared seat arguments (a Seat is an object to build: the engine looks them up).
SEATS: Final = tuple(Seat(seat) for seat in range(max(PLAYER_COUNTS)))

# Catalog terms: a card's name; a card with its indefinite article ("an Aqueduct"); a good
# inside a sentence ("indigo", lowercase in English); a role.
CARD_TERMS: Final = tuple(f"sj-card-{card.id}" for card in CARDS)
A_CARD_TERMS: Final = tuple(f"sj-a-card-{card.id}" for card in CARDS)
GOOD_WORD_TERMS: Final = tuple(f"sj-good-word-{good}" for good in GOODS)
ROLE_TERMS: Final = tuple(f"sj-role-{role}" for role in ROLE_NAMES)


def card_terms(cards: list[int]) -> tuple[str, ...]:
    """The terms of ``cards``, in order."""
    return tuple([CARD_TERMS[card] for card in cards])


# Why a player draws (the engine's words in the public line) -> the catalog term.
REASON_TERMS: Final = {
    "starting hand": "sj-reason-starting-hand",
    "sale": "sj-reason-sale",
    "councillor": "sj-reason-councillor",
    "prospector": "sj-reason-prospector",
    "Well": "sj-card-well",
    "Carpenter": "sj-card-carpenter",
    "Poor house": "sj-card-poor_house",
}

YOU_DRAW_ONE: Final = tuple(f"You draw {name}." for name in NAMES)
YOU_DRAW_ONE_PHRASE: Final[tuple[LogPhrase, ...]] = tuple(
    ("sj-log-you-draw", {"cards": (term,)}) for term in CARD_TERMS
)
# Two cards (a councillor's draw), by first * NUM_CARDS + second.
YOU_DRAW_TWO: Final = tuple(f"You draw {first}, {second}." for first in NAMES for second in NAMES)
YOU_DRAW_TWO_PHRASE: Final[tuple[LogPhrase, ...]] = tuple(
    ("sj-log-you-draw", {"cards": (first, second)}) for first in CARD_TERMS for second in CARD_TERMS
)
YOU_DISCARD_ONE: Final = tuple(f"You discard {name}." for name in NAMES)
YOU_DISCARD_ONE_PHRASE: Final[tuple[LogPhrase, ...]] = tuple(
    ("sj-log-you-discard", {"cards": (term,)}) for term in CARD_TERMS
)
YOU_TUCK: Final = tuple(f"You tuck {name} under your Chapel." for name in NAMES)
YOU_TUCK_PHRASE: Final[tuple[LogPhrase, ...]] = tuple(
    ("sj-log-you-tuck", {"card": term}) for term in CARD_TERMS
)


def you_draw(cards: list[int]) -> str:
    """``You draw Tower, Smithy.``: the private line of a draw, the cards in order."""
    n = len(cards)
    if n == 2:
        return YOU_DRAW_TWO[cards[0] * _NK + cards[1]]
    if n == 1:
        return YOU_DRAW_ONE[cards[0]]
    return f"You draw {card_list(cards)}."


def you_draw_phrase(cards: list[int]) -> LogPhrase:
    """The phrase of :func:`you_draw`'s line."""
    n = len(cards)
    if n == 2:
        return YOU_DRAW_TWO_PHRASE[cards[0] * _NK + cards[1]]
    if n == 1:
        return YOU_DRAW_ONE_PHRASE[cards[0]]
    return ("sj-log-you-draw", {"cards": card_terms(cards)})


def you_discard(cards: list[int]) -> str:
    """``You discard Tower, Smithy.``: the private line of a discard, the cards in order."""
    if len(cards) == 1:
        return YOU_DISCARD_ONE[cards[0]]
    return f"You discard {card_list(cards)}."


def you_discard_phrase(cards: list[int]) -> LogPhrase:
    """The phrase of :func:`you_discard`'s line."""
    if len(cards) == 1:
        return YOU_DISCARD_ONE_PHRASE[cards[0]]
    return ("sj-log-you-discard", {"cards": card_terms(cards)})


def _by_seat(message: str) -> tuple[LogPhrase, ...]:
    """``message`` naming each seat as ``player``."""
    return tuple((message, {"player": seat}) for seat in SEATS)


# The phrases of SeatTexts' lines, by the same indices.
CHOOSES_PHRASE: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(("sj-log-chooses", {"player": seat, "role": role}) for role in ROLE_TERMS)
    for seat in SEATS
)
BUILDS_NOTHING_PHRASE: Final = _by_seat("sj-log-builds-nothing")
LIBRARY_DOUBLES_PHRASE: Final = _by_seat("sj-log-library-doubles")
REVEALS_PHRASE: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(
        ("sj-log-reveals-tile", {"player": seat, **dict(zip(GOODS, tile.prices, strict=True))})
        for tile in TILES
    )
    for seat in SEATS
)
PRODUCES_PHRASE: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(("sj-log-produces", {"player": seat, "good": good}) for good in GOOD_WORD_TERMS)
    for seat in SEATS
)
PRODUCES_NOTHING_PHRASE: Final = _by_seat("sj-log-produces-nothing")
SELLS_PHRASE: Final[tuple[tuple[LogPhrase, ...], ...]] = tuple(
    tuple(("sj-log-sells", {"player": seat, "good": good}) for good in GOOD_WORD_TERMS)
    for seat in SEATS
)
SELLS_NOTHING_PHRASE: Final = _by_seat("sj-log-sells-nothing")
KEEPS_PHRASE: Final[tuple[tuple[tuple[LogPhrase, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            ("sj-log-draws-keeps", {"player": seat, "drawn": drawn, "kept": keep})
            for drawn in range(9)
        )
        for keep in range(3)
    )
    for seat in SEATS
)


class SeatTexts:
    """The frequent lines that name a player, for one list of player names (by seat)."""

    __slots__ = (
        "builds_nothing",
        "chooses",
        "draw_lines",
        "keeps",
        "library_doubles",
        "names",
        "produces",
        "produces_nothing",
        "reveals",
        "sells",
        "sells_nothing",
    )

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.chooses = tuple(
            tuple(f"{name} chooses the {title}." for title in ROLE_TITLES) for name in names
        )
        self.builds_nothing = tuple(f"{name} builds nothing." for name in names)
        self.library_doubles = tuple(f"{name}'s Library doubles the privilege." for name in names)
        # The trader's tile, by [seat][tile].
        self.reveals = tuple(
            tuple(
                f"{name} reveals the trading-house tile {tile.label} "
                "(indigo/sugar/tobacco/coffee/silver)."
                for tile in TILES
            )
            for name in names
        )
        self.produces = tuple(tuple(f"{name} produces {good}." for good in GOODS) for name in names)
        self.produces_nothing = tuple(f"{name} produces nothing." for name in names)
        self.sells = tuple(tuple(f"{name} sells {good}." for good in GOODS) for name in names)
        self.sells_nothing = tuple(f"{name} sells nothing." for name in names)
        # A councillor's summary, by [seat][cards kept][cards drawn] (2 to 8 cards drawn).
        self.keeps = tuple(
            tuple(
                tuple(
                    f"{name} draws {drawn} cards and keeps {keep} (councillor)."
                    for drawn in range(9)
                )
                for keep in range(3)
            )
            for name in names
        )
        # A draw's public line and its phrase by (seat, cards, why), remembered once
        # formatted by draws() (its numbers are open-ended); the engine looks it up here
        # first.
        self.draw_lines: dict[tuple[int, int, str], tuple[str, LogPhrase]] = {}

    def draws(self, seat: int, got: int, why: str) -> tuple[str, LogPhrase]:
        """``Player 1 draws 2 cards (sale).`` and its phrase, remembered once formatted."""
        key = (seat, got, why)
        line = self.draw_lines.get(key)
        if line is None:
            text = f"{self.names[seat]} draws {got} card{'s' if got > 1 else ''} ({why})."
            phrase: LogPhrase = (
                "sj-log-draws",
                {"player": SEATS[seat], "count": got, "reason": REASON_TERMS[why]},
            )
            line = self.draw_lines[key] = (text, phrase)
        return line


@lru_cache(maxsize=64)
def seat_texts(names: tuple[str, ...]) -> SeatTexts:
    """The shared :class:`SeatTexts` of these player names."""
    return SeatTexts(names)
