"""The log's most frequent lines, formatted once instead of on every use.

Building a line with an f-string and a join of card names costs more than the rules of a
whole decision (a few thousand machine instructions per line, several lines per decision), so
the lines the engine writes most often are looked up: lines without a player name in
module tables, lines naming a player in a :class:`SeatTexts` built once per list of player
names and shared by every game (and clone) with those names. The text is exactly what the
f-strings would give; the rarer lines are still formatted where they are written.
"""

from __future__ import annotations

from functools import lru_cache

from .data import GOODS, NAME_OF, NAMES, NUM_CARDS, ROLE_TITLES, TILES

_NK = NUM_CARDS
YOU_DRAW_ONE = tuple(f"You draw {name}." for name in NAMES)
# Two cards (a councillor's draw), by first * NUM_CARDS + second.
YOU_DRAW_TWO = tuple(f"You draw {first}, {second}." for first in NAMES for second in NAMES)
YOU_DISCARD_ONE = tuple(f"You discard {name}." for name in NAMES)
YOU_TUCK = tuple(f"You tuck {name} under your Chapel." for name in NAMES)


def you_draw(cards: list[int]) -> str:
    """``You draw Tower, Smithy.``: the private line of a draw, the cards in order."""
    n = len(cards)
    if n == 2:
        return YOU_DRAW_TWO[cards[0] * _NK + cards[1]]
    if n == 1:
        return YOU_DRAW_ONE[cards[0]]
    return f"You draw {', '.join(map(NAME_OF, cards))}."


def you_discard(cards: list[int]) -> str:
    """``You discard Tower, Smithy.``: the private line of a discard, the cards in order."""
    if len(cards) == 1:
        return YOU_DISCARD_ONE[cards[0]]
    return f"You discard {', '.join(map(NAME_OF, cards))}."


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
        # A draw's public line by (seat, cards, why), remembered once formatted by
        # draws() (its numbers are open-ended); the engine looks it up here first.
        self.draw_lines: dict[tuple[int, int, str], str] = {}

    def draws(self, seat: int, got: int, why: str) -> str:
        """``Player 1 draws 2 cards (sale).``, remembered once formatted."""
        key = (seat, got, why)
        text = self.draw_lines.get(key)
        if text is None:
            text = self.draw_lines[key] = (
                f"{self.names[seat]} draws {got} card{'s' if got > 1 else ''} ({why})."
            )
        return text


@lru_cache(maxsize=64)
def seat_texts(names: tuple[str, ...]) -> SeatTexts:
    """The shared :class:`SeatTexts` of these player names."""
    return SeatTexts(names)
