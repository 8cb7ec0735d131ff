"""The Manila game: setup, voyages, and the decision dispatch."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidOptionError, InvalidStateError
from .actions import TABLE, ManilaActions
from .board import (
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
    PRICE_TRACK,
    SCHEDULE,
    SEATS,
    SECOND,
    SHARES_PER_GOOD,
    START_CASH,
    START_SHARES,
    TOP_PRICE_INDEX,
)
from .logwords import GOOD, PLAYER
from .phases import auction, harbor_master, pilots, pirates, placement, sailing
from .rulings import why_illegal
from .scoring import result, score_lines
from .view import determinize, view


def action_table() -> ManilaActions:
    """The (shared, immutable) action table: the same for every configuration."""
    return TABLE


def _pass_through(state: Board, action: Action) -> None:
    raise AssertionError(f"no decision is pending for {action}")


def _no_actions(state: Board) -> list[Action]:
    return []


# Per decision (``PH_*``, in order): its legal actions, and how one of them is applied.
LEGAL: tuple[Callable[[Board], list[Action]], ...] = (
    auction.legal_bid,
    harbor_master.legal_buy,
    harbor_master.legal_load,
    harbor_master.legal_start,
    placement.legal_place,
    pirates.legal_board,
    pilots.legal_pilot,
    pilots.legal_pilot,
    pilots.legal_pilot,
    pirates.legal_plunder,
    _no_actions,
)
APPLY: tuple[Callable[[Board, Action], None], ...] = (
    auction.apply_bid,
    harbor_master.apply_buy,
    harbor_master.apply_load,
    harbor_master.apply_start,
    placement.apply_place,
    pirates.apply_board,
    pilots.apply_pilot_small,
    pilots.apply_pilot_large,
    pilots.apply_pilot_large2,
    pirates.apply_plunder,
    _pass_through,
)


class ManilaState(Board):
    """A game of Manila (3-5 players)."""

    _TABLE_DISPATCH = True
    _LEGAL = LEGAL
    _APPLY = APPLY

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> ManilaState:
        s = cls.__new__(cls)
        s._configure(players, seed, options, names)
        s._history = None
        s._moves = 0
        s._log = None
        s._legal = None
        s.rng = rng.seed_to_state(seed)
        oldest = options["oldest_player"]
        if oldest == "random":
            s.rng, oldest = rng.below(s.rng, players)
        elif oldest >= players:
            seats = ", ".join(str(i) for i in range(players))
            raise InvalidOptionError(
                f"option 'oldest_player' must be 'random' or a seat ({seats}) "
                f"with {players} players; got {oldest}"
            )
        s.cash = [START_CASH] * players
        s.held = [0] * (4 * players)
        s.mort = [0] * (4 * players)
        s.bought = [0] * (4 * players)
        s.supply = [SHARES_PER_GOOD] * NUM_GOODS
        s.price = [0] * NUM_GOODS
        s.bank_paid = 0
        s.bank_received = 0
        # §3.3: three shares of each good are shuffled; each player is dealt two, secretly.
        pool = [DEALT_PER_GOOD] * NUM_GOODS
        for seat in range(players):
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
        s._event(
            f"{names[oldest]} is the oldest player and opens the first auction.",
            None,
            ("mn-log-oldest", {"player": PLAYER[oldest]}),
        )
        s.voyage = 0
        s.hm = -1
        s.prev_hm = -1
        s.opener = int(oldest)
        sailing.start_voyage(s)
        s._settle()
        return s

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.players = players
        self.seed = seed
        self.options = options
        self.names = names
        self.accomplices = ACCOMPLICES[players]
        self.schedule = SCHEDULE[players]
        self.variant = bool(options["pirate_variant"])
        self.unplundered_harbor = options["unplundered_boat_on_13"] == "harbor"
        self.actions = action_table()
        self.table = self.actions

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> ManilaState:
        return cls._load_saved(data)

    def _validate(self) -> None:
        n = self.players

        def check(ok: bool, what: str) -> None:
            if not ok:
                raise InvalidStateError(f"saved manila state: {what}")

        check(0 <= self.phase <= PH_OVER, f"unknown decision {self.phase}")
        check(0 <= self.actor < n, "actor is not a seat")
        check(-1 <= self.hm < n and -1 <= self.prev_hm < n, "harbour master is not a seat")
        check(0 <= self.opener < n, "opener is not a seat")
        check(self.voyage >= 1, "voyage out of range")
        check(-1 <= self.high_bidder < n and self.high_bid >= 0, "bid out of range")
        check(0 <= self.passed < 1 << n, "passed is not a set of seats")
        check(0 <= self.step < len(self.schedule), "schedule step out of range")
        check(0 <= self.moves <= 3, "movement rounds out of range")
        check(0 <= self.turn <= n, "placement turn out of range")
        check(-1 <= self.ashore < NUM_GOODS, "unknown good ashore")
        check(-1 <= self.pending < NUM_GOODS, "unknown pending good")
        check(-1 <= self.pilot_first < NUM_GOODS, "unknown pilot good")
        check(0 <= self.plundered < 1 << NUM_GOODS, "plundered is not a set of goods")
        check(0 <= self.harbor_used <= 3 and 0 <= self.shipyard_used <= 3, "berths out of range")
        check(self.board_from in (-1, CAPTAIN, SECOND), "boarding pirate is not a pirate space")
        check(-1 <= self.protected < NUM_SPACES, "protected seat out of range")
        check(0 <= self.rng < 1 << 64, "rng out of range")
        sizes = {
            "cash": n,
            "left": n,
            "held": 4 * n,
            "mort": 4 * n,
            "bought": 4 * n,
            "supply": NUM_GOODS,
            "price": NUM_GOODS,
            "occ": NUM_SPACES,
            "pos": NUM_GOODS,
            "berth": NUM_GOODS,
            "filled": NUM_GOODS,
            "dice": NUM_GOODS,
        }
        for name, size in sizes.items():
            check(len(getattr(self, name)) == size, f"{name} must have {size} entries")
        for name in ("cash", "left", "held", "mort", "bought", "supply", "filled"):
            check(min(getattr(self, name)) >= 0, f"{name} must not be negative")
        check(all(0 <= p <= TOP_PRICE_INDEX for p in self.price), "price out of range")
        check(all(-1 <= p <= MANILA for p in self.pos), "boat position out of range")
        check(all(-1 <= b < 6 for b in self.berth), "berth out of range")
        check(all(0 <= d <= 6 for d in self.dice), "die out of range")
        check(all(-1 <= o < n for o in self.occ), "space occupant is not a seat")
        for g in range(NUM_GOODS):
            owned = sum(self.held[p * 4 + g] + self.mort[p * 4 + g] for p in range(n))
            check(owned + self.supply[g] == SHARES_PER_GOOD, f"{GOODS[g]} shares do not add up")
            check(self.filled[g] <= NUM_SEATS[g], f"{GOODS[g]} boat overfull")
            seats = SEATS[g]
            check(
                all((self.occ[s] >= 0) == (i < self.filled[g]) for i, s in enumerate(seats)),
                f"{GOODS[g]} boat seats are not filled cheapest first",
            )
        for p in range(n):
            check(
                all(
                    self.bought[p * 4 + g] <= self.held[p * 4 + g] + self.mort[p * 4 + g]
                    for g in range(NUM_GOODS)
                ),
                "a player holds fewer shares than he bought",
            )
            on_board = sum(1 for o in self.occ if o == p)
            check(on_board + self.left[p] <= self.accomplices, "too many accomplices")
        check(self.occ[SECOND] < 0 or self.occ[CAPTAIN] >= 0, "second pirate without a captain")
        check(self.occ[INSURANCE] >= -1, "insurance occupant out of range")

    def _expected_actor(self) -> int | None:
        phase = self.phase
        if phase in (PH_BUY, PH_LOAD, PH_START):
            return self.hm
        if phase == PH_PLACE:
            return (self.hm + self.turn) % self.players
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

    # ------------------------------------------------------------ dispatch
    def _why_illegal(self, action: Action) -> str:
        return why_illegal(self, action)

    def result(self) -> dict[str, Any]:
        return result(self)

    score_unit = "pesos"
    tiebreak_words = None  # §15: equal fortunes share the victory

    def _score_lines(self, score: dict[str, Any]) -> list[dict[str, Any]]:
        prices = {GOODS[g]: PRICE_TRACK[self.price[g]] for g in range(NUM_GOODS)}
        return score_lines(score, prices)

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return view(self, seat)

    def determinize(self, seat: int, seed: int) -> ManilaState:
        self._check_seat(seat)
        return determinize(self, seat, seed)

    def clone(self) -> ManilaState:
        other = super().clone()
        assert isinstance(other, ManilaState)
        return other
