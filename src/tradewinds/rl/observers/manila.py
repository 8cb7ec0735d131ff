"""The Manila observation (``docs/rl.md`` lists the fields).

Read from the state's fields directly (building ``view()`` costs far more), and only from
those ``view(seat)`` shows the seat (``tradewinds.games.manila.view``: the goods of the
other players' shares, and which of them are mortgaged, are secret until the end; their
numbers are public), plus the public progress of the decision in progress (the engine's
registers: a pirate's boarding stage, the first pilot move...).
"""

from __future__ import annotations

from operator import add
from typing import Any

from ...core.game import State
from ...games.manila.board import PH_BID, PH_OVER, PH_PLACE, PHASE_NAMES
from ...games.manila.data import (
    ACCOMPLICES,
    BERTH_NAMES,
    CAPTAIN,
    GOODS,
    MANILA,
    NUM_GOODS,
    OTHER_SPACES,
    PLAYER_COUNTS,
    PRICE_TRACK,
    SCHEDULE,
    SEATS,
    SECOND,
    SHARES_PER_GOOD,
    SPACE_IDS,
)
from ...games.manila.scoring import player_score
from ...games.manila.state import ManilaState
from ..observer import (
    Observer,
    load_native,
    onehots,
    relative_bits,
    relative_onehots,
    seat_block_order,
)

MAX_VOYAGES = 20
MAX_BID = 50  # bids rarely go higher; higher ones give values above 1
CASH = 100
DIE = 6


class ManilaObserver(Observer):
    """Fields, in order: the game (player count, decision, voyage, auction), the share
    market, the boats, the other spaces, the decision in progress, then one block per seat
    from the observer on."""

    def __init__(self, game: str, players: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, options)
        self._set_native(_NATIVE)

    def _layout(self) -> None:
        n = self.players
        seats = self._seat_labels()
        prices = [str(p) for p in PRICE_TRACK]
        add = self._add
        add("players", [f"{c} players" for c in PLAYER_COUNTS], onehot=True)
        add("current_player", seats, onehot=True)
        add("decision", PHASE_NAMES, onehot=True)
        add("voyage", ["voyage"], MAX_VOYAGES)
        add("harbor_master", seats, onehot=True)
        add("previous_harbor_master", seats, onehot=True)
        add("opener", seats, onehot=True, doc="who opens this voyage's auction")
        add("high_bid", ["pesos"], MAX_BID)
        add("high_bidder", seats, onehot=True)
        add("passed", seats, doc="passed in the auction / the placement rounds")
        for good in GOODS:
            add(f"{good}.price", prices, onehot=True)
        add("share_supply", GOODS, SHARES_PER_GOOD)
        add("ashore", GOODS, onehot=True, doc="the good left ashore this voyage")
        self._add_boat_fields(seats)
        schedule = SCHEDULE[n]
        add("schedule_step", ["step"], len(schedule), "index into the voyage's schedule")
        add("movement_rounds", ["rounds"], 3)
        add("placement_turn", ["turn"], n)
        add("free_actions", ["mortgaged", "redeemed"], doc="this auction turn")
        add("boarding_from", ["pirate_captain", "pirate_second"], onehot=True)
        add("boarding_stage", ["second decision"])
        add(
            "protected",
            [SPACE_IDS[space] for space in _BOAT_SPACES],
            onehot=True,
            doc="variant: the boat seat the pirate captain just boarded",
        )
        add("pilot_first", GOODS, onehot=True, doc="the boat the large pilot moved first")
        add("plunder_pending", GOODS, onehot=True, doc="the boat being plundered")
        add("harbor_used", ["berths"], 3)
        add("shipyard_used", ["berths"], 3)
        self._seats_at = self._size
        self._add_seat_fields()

    def _add_boat_fields(self, seats: list[str]) -> None:
        """Each boat (its route, berth, dice and seats), then the other spaces' occupants."""
        add = self._add
        for g, good in enumerate(GOODS):
            add(f"{good}.boat_position", ["position + 1"], MANILA + 1, "0: not on a route")
            add(f"{good}.boat_in_manila", ["arrived"])
            add(f"{good}.berth", BERTH_NAMES, onehot=True)
            add(f"{good}.plundered", ["plundered"])
            add(f"{good}.die", ["pips"], DIE, "last roll this voyage, 0 = none")
            for k, space in enumerate(SEATS[g]):
                add(f"{good}.seat{k + 1}", seats, onehot=True, doc=SPACE_IDS[space])
        for space in OTHER_SPACES:
            add(SPACE_IDS[space], seats, onehot=True, doc="its occupant")

    def _add_seat_fields(self) -> None:
        """The per-seat fields, and the tables that read them relative to the observer."""
        n = self.players
        add = self._add
        # Seat-relative one-hots by absolute seat (index -1, nobody: all zeros), and each
        # seat's bits of a mask of seats, from the observer on.
        self._rel = relative_onehots(n)
        self._bits = relative_bits(n)
        self._all_seats = (1 << n) - 1
        self._players_hot = _PLAYERS[n]
        for i in range(n):
            who = "me" if i == 0 else f"+{i}"
            add(f"{who}.cash", ["pesos"], CASH)
            add(f"{who}.accomplices_home", ["accomplices"], ACCOMPLICES[n])
            add(f"{who}.share_count", ["shares"], 10)
            add(f"{who}.mortgaged_count", ["shares"], 10)
            add(f"{who}.bought", GOODS, SHARES_PER_GOOD)
            add(f"{who}.shares", GOODS, SHARES_PER_GOOD, "own seat, or everybody at the end")
            add(f"{who}.mortgaged", GOODS, SHARES_PER_GOOD, "own seat, or everybody at the end")

    def _order(self, variant: int) -> list[int]:
        # The game's fields in layout order, then each per-seat field for every seat.
        head = self._seats_at
        lengths = [f.length for f in self.fields[-_SEAT_FIELDS:]]
        return [*range(head), *seat_block_order(head, lengths, self.players, variant)]

    def _gather(self, state: State, seat: int) -> tuple[list[int], int]:
        assert isinstance(state, ManilaState)
        s = state
        rel = self._rel[seat]  # absolute seat (-1: nobody) -> one-hot relative to seat
        out = list(self._players_hot)
        ext = out.extend
        app = out.append
        over = s.phase == PH_OVER
        ext(rel[-1] if over else rel[s.actor])
        ext(_PHASES[s.phase])
        app(s.voyage)
        ext(rel[s.hm])
        ext(rel[s.prev_hm])
        ext(rel[s.opener])
        app(s.high_bid)
        ext(rel[s.high_bidder])
        if s.phase == PH_BID or s.phase == PH_PLACE:
            ext(self._bits[seat][s.passed & self._all_seats])
        else:
            ext(rel[-1])
        for g in range(NUM_GOODS):
            ext(_PRICES[s.price[g]])
        ext(s.supply)
        ashore = s.ashore
        ext(_GOODS[ashore])
        loaded = ashore >= 0
        self._gather_boats(s, rel, out)
        out += (s.step, s.moves if loaded else 0, s.turn, s.free & 1, s.free >> 1 & 1)
        board_from = s.board_from
        out += (1 if board_from == CAPTAIN else 0, 1 if board_from == SECOND else 0)
        app(s.board_stage)
        # The engine's ``protected`` is the boat space the pirate captain boarded.
        ext(_PROTECTED[s.protected])
        ext(_GOODS[s.pilot_first])
        ext(_GOODS[s.pending])
        out += (s.harbor_used, s.shipyard_used)
        self._gather_seats(s, seat, over, out)
        return out, seat

    @staticmethod
    def _gather_boats(s: ManilaState, rel: tuple[list[int], ...], out: list[int]) -> None:
        """Each boat: its route, berth, plunder and die, and its seats' occupants; then
        the other spaces' occupants."""
        ext = out.extend
        occ = s.occ
        ashore = s.ashore
        loaded = ashore >= 0
        for g in range(NUM_GOODS):
            pos = s.pos[g] if loaded and g != ashore else -1
            if pos >= 0:
                out += (min(pos, MANILA) + 1, 1 if pos >= MANILA else 0)
            else:
                out += (0, 0)
            ext(_BERTHS[s.berth[g]])
            out += (s.plundered >> g & 1, s.dice[g])
            for space in SEATS[g]:
                ext(rel[occ[space]])
        for space in OTHER_SPACES:
            ext(rel[occ[space]])

    def _gather_seats(self, s: ManilaState, seat: int, over: bool, out: list[int]) -> None:
        """The seats' fields, each for seats 0, 1... (_order rotates them); the shares
        are only the observer's own until the game is over."""
        n = self.players
        ext = out.extend
        held = s.held
        mort = s.mort
        shares = list(map(add, held, mort))
        ext(s.cash)
        ext(s.left)
        ext(map(sum, zip(*[iter(shares)] * NUM_GOODS)))  # share counts, seat by seat
        ext(map(sum, zip(*[iter(mort)] * NUM_GOODS)))
        ext(s.bought)
        if over:
            ext(shares)
            ext(mort)
        else:  # only the observer's own
            b = seat * NUM_GOODS
            hidden = [0] * (n * NUM_GOODS)
            hidden[b : b + NUM_GOODS] = shares[b : b + NUM_GOODS]
            ext(hidden)
            hidden[b : b + NUM_GOODS] = mort[b : b + NUM_GOODS]
            ext(hidden)

    def scores(self, state: State) -> list[float]:
        assert isinstance(state, ManilaState)
        return [float(player_score(state, p)["total"]) for p in range(state.players)]

    def potential(self, state: State, seat: int) -> float:
        """The seat's fortune if the game ended now: cash, its shares at today's prices,
        minus 15 per mortgaged share (all known to it)."""
        assert isinstance(state, ManilaState)
        return float(player_score(state, seat)["total"])


_PLAYERS = {n: onehots(len(PLAYER_COUNTS))[PLAYER_COUNTS.index(n)] for n in PLAYER_COUNTS}
_SEATS = {n: onehots(n) for n in PLAYER_COUNTS}
_PHASES = onehots(len(PHASE_NAMES))
_PRICES = onehots(len(PRICE_TRACK))
_GOODS = onehots(NUM_GOODS)
_BERTHS = onehots(len(BERTH_NAMES))
_BOAT_SPACES = [space for g in range(NUM_GOODS) for space in SEATS[g]]
_PROTECTED = {-1: [0] * len(_BOAT_SPACES)} | {
    space: onehots(len(_BOAT_SPACES))[i] for i, space in enumerate(_BOAT_SPACES)
}
_SEAT_FIELDS = 7  # cash, accomplices_home ... mortgaged: the last fields, per seat


# The game's constants as the C version of this observer (``_manila_native.c``) reads them;
# it counts players from the first count on, one by one.
NATIVE_CONSTANTS = (
    len(PHASE_NAMES),
    PH_BID,
    PH_PLACE,
    PH_OVER,
    len(PRICE_TRACK),
    NUM_GOODS,
    len(BERTH_NAMES),
    MANILA,
    CAPTAIN,
    SECOND,
    PLAYER_COUNTS[0],
    len(PLAYER_COUNTS),
    tuple(tuple(SEATS[g]) for g in range(NUM_GOODS)),
    tuple(OTHER_SPACES),
    tuple(_BOAT_SPACES),
)
_NATIVE = load_native("_manila_native", *NATIVE_CONSTANTS) if PLAYER_COUNTS == (3, 4, 5) else None

OBSERVER: Any = ManilaObserver
