"""The Manila game: setup, voyages, and the decision dispatch."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from mypy_extensions import mypyc_attr

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidStateError
from ...core.machine import Apply, Legal, no_actions, no_decision, phase_tables
from ...core.seats import first_player, seat_at
from . import phase_dispatch
from .actions import TABLE, ManilaActions
from .board import (
    FIELDS,
    INT,
    PH_BID,
    PH_BOARD,
    PH_BUY,
    PH_LOAD,
    PH_OVER,
    PH_PILOT_LARGE,
    PH_PILOT_LARGE2,
    PH_PILOT_SMALL,
    PH_PLACE,
    PH_PLUNDER,
    PH_START,
    PHASE_NAMES,
    Board,
    field_size,
)
from .data import (
    ACCOMPLICES,
    CAPTAIN,
    DEALT_PER_GOOD,
    GOODS,
    INSURANCE,
    MANILA,
    NUM_GOODS,
    NUM_SEATS,
    NUM_SPACES,
    PILOT_LARGE,
    PILOT_SMALL,
    SCHEDULE,
    SEATS,
    SECOND,
    SHARES_PER_GOOD,
    START_SHARES,
    TOP_PRICE_INDEX,
)
from .logwords import GOOD, PLAYER
from .phases import auction, harbor_master, pilots, pirates, placement, sailing


def action_table() -> ManilaActions:
    """The (shared, immutable) action table: the same for every configuration."""
    return TABLE


# Each decision's rules: its legal actions, and how one of them is applied.
_PHASE_TABLE: Final[dict[int, tuple[Legal, Apply]]] = {
    PH_BID: (auction.legal_bid, auction.apply_bid),
    PH_BUY: (harbor_master.legal_buy, harbor_master.apply_buy),
    PH_LOAD: (harbor_master.legal_load, harbor_master.apply_load),
    PH_START: (harbor_master.legal_start, harbor_master.apply_start),
    PH_PLACE: (placement.legal_place, placement.apply_place),
    PH_BOARD: (pirates.legal_board, pirates.apply_board),
    PH_PILOT_SMALL: (pilots.legal_pilot, pilots.apply_pilot_small),
    PH_PILOT_LARGE: (pilots.legal_pilot, pilots.apply_pilot_large),
    PH_PILOT_LARGE2: (pilots.legal_pilot, pilots.apply_pilot_large2),
    PH_PLUNDER: (pirates.legal_plunder, pirates.apply_plunder),
    PH_OVER: (no_actions, no_decision),
}
TABLES: Final = phase_tables(PHASE_NAMES, _PHASE_TABLE)


# Compiled, a native class; the conformance tests derive broken games from it in Python.
@mypyc_attr(allow_interpreted_subclasses=True)
class ManilaState(Board):
    """A game of Manila (3-5 players)."""

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> ManilaState:
        s = cls._fresh(players, seed, options, names)
        s._start_fields()
        s.rng, oldest = first_player(
            rng.seed_to_state(seed), players, "oldest_player", options["oldest_player"]
        )
        _deal_shares(s)
        s._event(
            f"{names[oldest]} is the oldest player and opens the first auction.",
            None,
            ("mn-log-oldest", {"player": PLAYER[oldest]}),
        )
        s.opener = oldest
        sailing.start_voyage(s)
        s._settle()
        return s

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.accomplices = ACCOMPLICES[players]
        self.schedule = SCHEDULE[players]
        self.variant = bool(options["pirate_variant"])
        self.unplundered_harbor = options["unplundered_boat_on_13"] == "harbor"
        self.actions = action_table()
        self.table = self.actions
        self.legal_by_phase, self.apply_by_phase = TABLES

    def _compute_legal(self) -> list[Action]:
        # The phase table's rules called by name (generated), native when compiled.
        return phase_dispatch.legal(self)

    def _apply(self, action: Action) -> None:
        phase_dispatch.apply(self, action)

    def _validate(self) -> None:
        for check in _CHECKS:
            what = check(self)
            if what is not None:
                raise InvalidStateError(f"saved manila state: {what}")

    def _expected_actor(self) -> int | None:
        phase = self.phase
        if phase in (PH_BUY, PH_LOAD, PH_START):
            return self.hm
        if phase == PH_PLACE:
            return seat_at(self.hm, self.players, self.turn)
        if phase in (PH_PILOT_SMALL,):
            return self.occ[PILOT_SMALL]
        if phase in (PH_PILOT_LARGE, PH_PILOT_LARGE2):
            return self.occ[PILOT_LARGE]
        if phase == PH_BOARD and self.board_from >= 0:
            return self.occ[self.board_from]
        if phase == PH_PLUNDER:
            return self.occ[CAPTAIN]
        return None

    def _check_decision(self) -> None:
        super()._check_decision()
        if self.phase in (PH_BID, PH_PLACE) and self.passed >> self.actor & 1:
            raise InvalidStateError(
                f"saved manila state: seat {self.actor} is to act but has passed "
                f"({'the auction' if self.phase == PH_BID else 'the placement rounds'})"
            )

    # ------------------------------------------------------- scores, views
    # (The rules' refusals, the scores and the views are the functions the game registers:
    # rulings.py, scoring.py, view.py.)
    score_unit = "pesos"
    tiebreak_words = None  # §15: equal fortunes share the victory

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def clone(self) -> ManilaState:
        other = super().clone()
        assert isinstance(other, ManilaState)
        return other


# ----------------------------------------------------------------- setup
def _deal_shares(s: Board) -> None:
    """§3.3: three shares of each good are shuffled; each player is dealt two, secretly."""
    pool = [DEALT_PER_GOOD] * NUM_GOODS
    for seat in range(s.players):
        dealt: list[int] = []
        for _ in range(START_SHARES):
            s.rng, r = rng.below(s.rng, sum(pool))
            g = 0
            while r >= pool[g]:
                r -= pool[g]
                g += 1
            pool[g] -= 1
            s.supply[g] -= 1
            s.held[seat * 4 + g] += 1
            dealt.append(g)
        first, second = dealt
        s._event(
            f"You are dealt a {GOODS[first]} and a {GOODS[second]} share.",
            seat,
            ("mn-log-dealt", {"first": GOOD[first], "second": GOOD[second]}),
        )


# ------------------------------------------------------------ saved states
# The checks of a loaded state, each a function that names what is wrong (or None).
def _check_registers(s: Board) -> str | None:
    """Every int field within its range."""
    n = s.players
    checks = (
        (0 <= s.phase <= PH_OVER, f"unknown decision {s.phase}"),
        (0 <= s.actor < n, "actor is not a seat"),
        (-1 <= s.hm < n and -1 <= s.prev_hm < n, "harbour master is not a seat"),
        (0 <= s.opener < n, "opener is not a seat"),
        (s.voyage >= 1, "voyage out of range"),
        (-1 <= s.high_bidder < n and s.high_bid >= 0, "bid out of range"),
        (0 <= s.passed < 1 << n, "passed is not a set of seats"),
        (0 <= s.step < len(s.schedule), "schedule step out of range"),
        (0 <= s.moves <= 3, "movement rounds out of range"),
        (0 <= s.turn <= n, "placement turn out of range"),
        (-1 <= s.ashore < NUM_GOODS, "unknown good ashore"),
        (-1 <= s.pending < NUM_GOODS, "unknown pending good"),
        (-1 <= s.pilot_first < NUM_GOODS, "unknown pilot good"),
        (0 <= s.plundered < 1 << NUM_GOODS, "plundered is not a set of goods"),
        (0 <= s.harbor_used <= 3 and 0 <= s.shipyard_used <= 3, "berths out of range"),
        (s.board_from in (-1, CAPTAIN, SECOND), "boarding pirate is not a pirate space"),
        (-1 <= s.protected < NUM_SPACES, "protected seat out of range"),
        (0 <= s.rng < 1 << 64, "rng out of range"),
    )
    return next((what for ok, what in checks if not ok), None)


def _check_lists(s: Board) -> str | None:
    """Every list field of its size (:data:`FIELDS`), and its entries within range."""
    for name, kind, _, _ in FIELDS:
        size = field_size(kind, s.players) if kind != INT else -1
        if size >= 0 and len(getattr(s, name)) != size:
            return f"{name} must have {size} entries"
    for name in ("cash", "left", "held", "mort", "bought", "supply", "filled"):
        if min(getattr(s, name)) < 0:
            return f"{name} must not be negative"
    checks = (
        (all(0 <= p <= TOP_PRICE_INDEX for p in s.price), "price out of range"),
        (all(-1 <= p <= MANILA for p in s.pos), "boat position out of range"),
        (all(-1 <= b < 6 for b in s.berth), "berth out of range"),
        (all(0 <= d <= 6 for d in s.dice), "die out of range"),
        (all(-1 <= o < s.players for o in s.occ), "space occupant is not a seat"),
    )
    return next((what for ok, what in checks if not ok), None)


def _check_goods(s: Board) -> str | None:
    """Each good's shares add up to the five printed, and its boat's seats are filled
    cheapest first."""
    for g in range(NUM_GOODS):
        owned = sum(s.held[p * 4 + g] + s.mort[p * 4 + g] for p in range(s.players))
        if owned + s.supply[g] != SHARES_PER_GOOD:
            return f"{GOODS[g]} shares do not add up"
        if s.filled[g] > NUM_SEATS[g]:
            return f"{GOODS[g]} boat overfull"
        if any((s.occ[seat] >= 0) != (i < s.filled[g]) for i, seat in enumerate(SEATS[g])):
            return f"{GOODS[g]} boat seats are not filled cheapest first"
    return None


def _check_players(s: Board) -> str | None:
    """Each player's bought shares and accomplices add up; the pirates in order."""
    for p in range(s.players):
        b = p * 4
        if any(s.bought[b + g] > s.held[b + g] + s.mort[b + g] for g in range(NUM_GOODS)):
            return "a player holds fewer shares than he bought"
        if sum(1 for o in s.occ if o == p) + s.left[p] > s.accomplices:
            return "too many accomplices"
    if s.occ[SECOND] >= 0 and s.occ[CAPTAIN] < 0:
        return "second pirate without a captain"
    if s.occ[INSURANCE] < -1:
        return "insurance occupant out of range"
    return None


_CHECKS: Final[tuple[Callable[[Board], str | None], ...]] = (
    _check_registers,
    _check_lists,
    _check_goods,
    _check_players,
)
