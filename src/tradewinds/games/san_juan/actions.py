"""The San Juan action table: every distinct action, its id and its notation.

Notation (see ``docs/notation/san_juan.md``)::

    builder | producer | trader | councillor | prospector      choose a role
    library | no library                                        2 players: double now?
    build <card> | cover <card> | black market <good> | pay <card>   builder phase
    produce <good>                                              producer phase
    sell <good>                                                 trader phase
    keep <card> | discard <card>                                councillor phase
    take <card>                                                 Gold mine
    tuck <card>                                                 Chapel (round start)
    discard <card>                                              hand limit, setup variant
    pass

A ``<card>`` is a card id (``indigo_plant`` … ``palace``), a ``<good>`` one of indigo,
sugar, tobacco, coffee, silver. The table is the same for 2, 3 and 4 players.
"""

from __future__ import annotations

from typing import Final

from ...core.actions import ActionTable
from .data import CARDS, GOODS, ROLE_NAMES

K_ROLE: Final = 0
K_LIBRARY: Final = 1
K_NO_LIBRARY: Final = 2
K_BUILD: Final = 3
K_COVER: Final = 4
K_BLACK_MARKET: Final = 5
K_PAY: Final = 6
K_PRODUCE: Final = 7
K_SELL: Final = 8
K_KEEP: Final = 9
K_DISCARD: Final = 10
K_TAKE: Final = 11
K_TUCK: Final = 12
K_PASS: Final = 13


class SanJuanActions(ActionTable):
    """The action table, with direct lookups by kind and argument."""

    __slots__ = (
        "black_market",
        "build",
        "cover",
        "discard",
        "keep",
        "library",
        "no_library",
        "pass_",
        "pay",
        "produce",
        "role",
        "sell",
        "take",
        "tuck",
    )

    def __init__(self) -> None:
        entries: list[tuple[int, int, int, str]] = []
        entries += [(K_ROLE, r, 0, name) for r, name in enumerate(ROLE_NAMES)]
        entries.append((K_LIBRARY, 0, 0, "library"))
        entries.append((K_NO_LIBRARY, 0, 0, "no library"))
        entries += [(K_BUILD, c.index, 0, f"build {c.id}") for c in CARDS]
        entries += [(K_COVER, c.index, 0, f"cover {c.id}") for c in CARDS]
        entries += [(K_BLACK_MARKET, g, 0, f"black market {n}") for g, n in enumerate(GOODS)]
        entries += [(K_PAY, c.index, 0, f"pay {c.id}") for c in CARDS]
        entries += [(K_PRODUCE, g, 0, f"produce {n}") for g, n in enumerate(GOODS)]
        entries += [(K_SELL, g, 0, f"sell {n}") for g, n in enumerate(GOODS)]
        entries += [(K_KEEP, c.index, 0, f"keep {c.id}") for c in CARDS]
        entries += [(K_DISCARD, c.index, 0, f"discard {c.id}") for c in CARDS]
        entries += [(K_TAKE, c.index, 0, f"take {c.id}") for c in CARDS]
        entries += [(K_TUCK, c.index, 0, f"tuck {c.id}") for c in CARDS]
        entries.append((K_PASS, 0, 0, "pass"))
        super().__init__(entries)
        by_kind = self.by_kind()
        self.role = by_kind[K_ROLE]
        self.library = by_kind[K_LIBRARY][0]
        self.no_library = by_kind[K_NO_LIBRARY][0]
        self.build = by_kind[K_BUILD]
        self.cover = by_kind[K_COVER]
        self.black_market = by_kind[K_BLACK_MARKET]
        self.pay = by_kind[K_PAY]
        self.produce = by_kind[K_PRODUCE]
        self.sell = by_kind[K_SELL]
        self.keep = by_kind[K_KEEP]
        self.discard = by_kind[K_DISCARD]
        self.take = by_kind[K_TAKE]
        self.tuck = by_kind[K_TUCK]
        self.pass_ = by_kind[K_PASS][0]


ACTIONS: Final = SanJuanActions()
