"""The Manila action table: every distinct action, its id and its notation.

Notation (see ``docs/notation/manila.md``)::

    bid <n> | pass                                   auction (pass declines any decision)
    mortgage <good> | redeem <good>                  shares (auction turns; forced payments)
    buy <good>                                       harbour master buys a share
    load <good> <good> <good>                        harbour master loads three goods
    start <good> <n>                                 harbour master places a boat
    place <space> | stowaway <seat>                  placement rounds
    board <seat>                                     pirates after the second move
    pilot <good> <+1|-1|+2|-2>                       pilots before the third move
    send <good> to harbor | send <good> to shipyard  pirate captain after a plunder

The table is the same for every player count and option, so ids are stable.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ...core.actions import Action, ActionTable
from .data import (
    AREA,
    GOODS,
    MAX_BID,
    NUM_GOODS,
    NUM_SPACES,
    SPACE_IDS,
    START_MAX,
    START_MIN,
)

# Action kinds (explicit ints: mypyc reads them as constants across modules).
K_BID: Final = 0
K_PASS: Final = 1
K_MORTGAGE: Final = 2
K_REDEEM: Final = 3
K_BUY: Final = 4
K_LOAD: Final = 5
K_START: Final = 6
K_PLACE: Final = 7
K_STOWAWAY: Final = 8
K_BOARD: Final = 9
K_PILOT: Final = 10
K_SEND: Final = 11
KIND_NAMES: Final = (
    "bid",
    "pass",
    "mortgage",
    "redeem",
    "buy",
    "load",
    "start",
    "place",
    "stowaway",
    "board",
    "pilot",
    "send",
)

PILOT_STEPS: Final = (1, -1, 2, -2)
TO_HARBOR: Final = 0
TO_SHIPYARD: Final = 1
# The three goods of each ``load`` action, indexed by the good left ashore.
LOADS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(g for g in range(NUM_GOODS) if g != ashore) for ashore in range(NUM_GOODS)
)


def _load_text(ashore: int) -> str:
    return "load " + " ".join(GOODS[g] for g in LOADS[ashore])


class ManilaActions(ActionTable):
    """The action table, with direct lookups by (kind, argument)."""

    __slots__ = (
        "bid",
        "board",
        "buy",
        "load",
        "loads",
        "mortgage",
        "pass_",
        "pilot",
        "place",
        "redeem",
        "send",
        "start",
        "stowaway",
    )

    # Direct lookups by (kind, argument), filled once by ``__init__``.
    bid: tuple[Action, ...]  # bid[n] is ``bid n`` (bid[0] is a placeholder, never legal)
    pass_: Action
    mortgage: tuple[Action, ...]
    redeem: tuple[Action, ...]
    buy: tuple[Action, ...]
    loads: tuple[Action, ...]  # in id order
    load: tuple[Action, ...]  # by the good left ashore
    start: tuple[tuple[Action, ...], ...]  # start[g][n - START_MIN]
    place: tuple[Action, ...]
    # Boat seats are the first spaces of the table: stowaway[s] / board[s] for seat s.
    stowaway: tuple[Action, ...]
    board: tuple[Action, ...]
    pilot: tuple[tuple[Action, ...], ...]  # pilot[g][d + 2] (d = 0 holds ``pass``)
    send: tuple[tuple[Action, ...], ...]  # send[g][TO_HARBOR or TO_SHIPYARD]

    def __init__(self) -> None:
        super().__init__(_entries())
        by_kind = self.by_kind()
        self.pass_ = by_kind[K_PASS][0]
        self.bid = (self.pass_, *by_kind[K_BID])
        self.mortgage = by_kind[K_MORTGAGE]
        self.redeem = by_kind[K_REDEEM]
        self.buy = by_kind[K_BUY]
        self.loads = by_kind[K_LOAD]
        load = {a.arg: a for a in self.loads}
        self.load = tuple(load[g] for g in range(NUM_GOODS))
        starts = by_kind[K_START]
        width = START_MAX - START_MIN + 1
        self.start = tuple(starts[g * width : (g + 1) * width] for g in range(NUM_GOODS))
        self.place = by_kind[K_PLACE]
        self.stowaway = by_kind[K_STOWAWAY]
        self.board = by_kind[K_BOARD]
        assert all(a.arg == i for i, a in enumerate(self.stowaway))
        assert all(a.arg == i for i, a in enumerate(self.board))
        pilots = {(a.arg, a.arg2): a for a in by_kind[K_PILOT]}
        self.pilot = tuple(
            tuple(pilots.get((g, d), self.pass_) for d in range(-2, 3)) for g in range(NUM_GOODS)
        )
        sends = by_kind[K_SEND]
        self.send = tuple((sends[2 * g], sends[2 * g + 1]) for g in range(NUM_GOODS))


def _entries() -> list[tuple[int, int, int, str]]:
    """Every action as (kind, arg, arg2, notation), in id order (ids are saved: append
    only)."""
    entries: list[tuple[int, int, int, str]] = []
    entries += [(K_BID, n, 0, f"bid {n}") for n in range(1, MAX_BID + 1)]
    entries.append((K_PASS, 0, 0, "pass"))
    entries += [(K_MORTGAGE, g, 0, f"mortgage {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_REDEEM, g, 0, f"redeem {GOODS[g]}") for g in range(NUM_GOODS)]
    entries += [(K_BUY, g, 0, f"buy {GOODS[g]}") for g in range(NUM_GOODS)]
    # ``load`` names the three goods loaded (arg = the good left ashore).
    for three in combinations(range(NUM_GOODS), 3):
        ashore = next(g for g in range(NUM_GOODS) if g not in three)
        entries.append((K_LOAD, ashore, 0, _load_text(ashore)))
    entries += [
        (K_START, g, n, f"start {GOODS[g]} {n}")
        for g in range(NUM_GOODS)
        for n in range(START_MIN, START_MAX + 1)
    ]
    entries += [(K_PLACE, s, 0, f"place {SPACE_IDS[s]}") for s in range(NUM_SPACES)]
    seats = [s for s in range(NUM_SPACES) if AREA[s] == "boat"]
    entries += [(K_STOWAWAY, s, 0, f"stowaway {SPACE_IDS[s]}") for s in seats]
    entries += [(K_BOARD, s, 0, f"board {SPACE_IDS[s]}") for s in seats]
    entries += [
        (K_PILOT, g, d, f"pilot {GOODS[g]} {d:+d}") for g in range(NUM_GOODS) for d in PILOT_STEPS
    ]
    entries += [
        (K_SEND, g, where, f"send {GOODS[g]} to {('harbor', 'shipyard')[where]}")
        for g in range(NUM_GOODS)
        for where in (TO_HARBOR, TO_SHIPYARD)
    ]
    return entries


TABLE: Final = ManilaActions()
"""The one action table of Manila (the same for every configuration)."""
