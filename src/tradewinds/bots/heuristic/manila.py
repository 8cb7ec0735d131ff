"""Manila heuristic: the expected value of every choice under the exact dice odds.

Every decision is scored by what it is expected to be worth at the end of the voyage,
computed from the boats' positions and the exact distribution of the remaining rolls
(one d6 per boat and movement round; tables precomputed at import):

* **Boat outcomes.** With ``k`` movement rounds left a boat on ``p`` arrives with
  P(p + S_k >= 14), ends on 13 with P(p + S_k = 13) (plundered if the pirate ship is
  manned, the captain's choice counted as even odds between harbour and shipyard; with
  an empty pirate ship it follows option ``unplundered_boat_on_13``) and is wrecked
  otherwise. The boats move independently, so the number of boats in the harbour (and
  so in the shipyard) has an exact distribution.
* **Worth of the voyage to a player** (``U``): his crew's share of each boat's value
  times the chance the boat is paid (while placement rounds remain after this one, each
  free seat counts as 0.4 of a further crew member), berth payouts times the chance the
  berth fills, the pirates' share of the expected plunder, minus the insurer's expected
  liability (6 / 14 / 29), plus, per good, his shares times the chance the good reaches
  the harbour times what one price step adds to a share's *end* value. The final prices
  are estimated from the leading price: about (4 - lead) / 0.75 voyages are left, each
  good rising 0.47 steps a voyage, linear between the printed prices. The others' shares
  are secret one by one, but together they hold every share that is neither in the
  supply nor the bot's. Choices maximise ``U(me) - 0.5 * mean U(others)``.
* **Placement**: each free space is worth the change of that score minus its cost (plus
  3 per share that must be mortgaged to pay it: 15 back for 12 received; the insurance
  adds its premium of 10). A pirate placed before the second move adds half of what
  boarding a boat stopping on 13 would give. A pilot is worth its best move: exact when
  the boats are where the pilots will find them, else at their expected positions. The
  bot passes when no space has a positive value; a broke bot stows away on the best seat.
* **Harbour master**: the post is worth the best share purchase (expected end value
  minus price), plus how much better the bot can load and place the boats for its shares
  than an average setup, plus 3 for the first placement. The bot bids in steps of a
  quarter of the room left, never beyond that value (keeping 8 in cash for placements;
  paying beyond it costs the mortgage loss). As harbour master it buys the share whose
  end value over price, plus the better setup it allows this voyage, is best (if
  positive), loads the three goods and places the boats (0-5, summing to 9) to maximise
  the expected price rise of its shares relative to the others'.
* **Pilots, boarding, plunder**: every legal move is scored exactly with one round left
  (the large pilot's first one-space move together with its best second move), so the
  pilots bring the bot's boats and berths in and push rivals' boats out. A pirate boards
  when a seat on the boat beats the plunder he expects (with the variant he displaces a
  rival, never himself); the captain sends a plundered boat where it serves him (berths,
  shares, the insurance).
* **Mortgages** happen only when a payment forces them (the engine takes those itself,
  Manila R13); the bot never redeems (neutral for the final fortune) nor mortgages
  freely.

The bot reads only the view of its seat and the legal actions; ``rng`` only breaks ties
(a :class:`~.judgement.Judgement` as ``rng`` makes the easy level: see ``JUDGED`` and
``easy_bid_cap``).
It accepts any part of the legal actions too and returns its best choice among them
(the search bots ask so for its second, third... choice): every decision scores each
action offered, and the auction falls back on the worth bid nearest to the one it wants.
One call reads the decision once into flat lists (a :class:`Reading`) and scores each
option by small updates of them. In rollouts the reading comes straight from the state,
for the seat to act, with the same content as its view (``choose_state``): building the
view would cost a large part of a rollout.

*Styles* (:mod:`.styles`) add :class:`Preferences` to the bot's own valuations: pesos for
the kinds of spaces, for sure (or long-shot) boats and for buying a share, and how much of
the harbour master's worth it bids.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...games.manila.actions import (
    K_BID,
    K_BOARD,
    K_BUY,
    K_LOAD,
    K_MORTGAGE,
    K_PASS,
    K_PILOT,
    K_PLACE,
    K_START,
    LOADS,
    TO_HARBOR,
)
from ...games.manila.board import PHASE_NAMES
from ...games.manila.data import (
    AREA,
    BERTH_NAMES,
    BOAT_VALUE,
    CAPTAIN,
    COST,
    DIE_SIDES,
    GOODS,
    HARBOR,
    IN_HARBOR,
    INSURANCE,
    INSURANCE_PREMIUM,
    MANILA,
    MAX_BID,
    MORTGAGE_CASH,
    MORTGAGE_PENALTY,
    NUM_GOODS,
    NUM_SEATS,
    NUM_SPACES,
    PAYOUT,
    PILOT_SMALL,
    PIRATE_SPACE,
    PRICE_TRACK,
    SEAT_GOOD,
    SEATS,
    SECOND,
    SHARES_PER_GOOD,
    SHIPYARD,
    SPACE_INDEX,
    START_MAX,
    START_MIN,
    START_SUM,
    TOP_PRICE_INDEX,
    share_price,
)
from .judgement import Judgement, exact, pick
from .styles import Table, parse_table

if TYPE_CHECKING:
    from ...core.game import State
    from ...games.manila.state import ManilaState

MOVEMENT_ROUNDS = 3
# What a share mortgaged to pay costs in the end: 15 back for 12 received.
MORTGAGE_LOSS = MORTGAGE_PENALTY - MORTGAGE_CASH
# How much a player counts the others' gains (their mean): half of his own.
RIVALRY = 0.5
# Price steps per voyage: any good (3 of 4 loaded, ~60% arrive), the leading good (whose
# holders favour it); measured in games of the heuristic against itself.
GOOD_RATE = 0.47
LEAD_RATE = 0.75
# Odds that the pirate captain sends a plundered boat to the harbour (his choice).
CAPTAIN_TO_HARBOR = 0.5
# Odds that someone mans the pirate ship, when the harbour master sets up the boats.
PIRATES_LIKELY = 0.5
# What being harbour master is worth besides the share and the setup: the first pick.
INITIATIVE = 3.0
# Boat crews still grow while placement rounds remain: each free seat counts as this
# much of an expected extra crew member when sharing the boat's value (measured: 0.4
# beat 0 in 57% of the games between the two versions).
GHOST = 0.4
# A pirate placed before the second move may board a boat that stops on 13 then.
BOARDING_WEIGHT = 0.5
# Cash kept for the placements when bidding: paying a bid out of it means mortgaging later.
PLACEMENT_RESERVE = 8
# Bids rise by a quarter of the room left (at least 1): fewer auction turns in rollouts.
BID_STEP_DIVISOR = 4
EPSILON = 1e-9

# The keys a style's table may use (see :mod:`.styles`): ``auction`` scales the most the
# bot bids for the harbour master (1: its worth); ``sure_boats`` is what a seat on a boat
# sure to reach the harbour is worth more than one on a boat sure not to (pesos, linear
# in the odds, 0 at even odds); ``share`` adds pesos to buying a share as harbour master;
# ``space.<area>`` adds pesos to placing an accomplice on a space of that area.
STYLE_SCALARS = {"auction": 1.0, "sure_boats": 0.0, "share": 0.0}
STYLE_GROUPS = {"space": tuple(dict.fromkeys(AREA))}


class Preferences:
    """A style's table for Manila, ready for the valuations."""

    __slots__ = ("auction", "share", "space", "sure_boats")

    def __init__(self, table: Table | None = None) -> None:
        settings, groups = parse_table(table or {}, STYLE_SCALARS, STYLE_GROUPS)
        self.auction = settings["auction"]
        self.sure_boats = settings["sure_boats"]
        self.share = settings["share"]
        areas = groups["space"]
        self.space = [areas.get(area, 0.0) for area in AREA]  # by space index


NEUTRAL = Preferences()


# ----------------------------------------------------------------------- dice odds
def _sum_odds(dice: int) -> list[Fraction]:
    """P(sum of ``dice`` d6 = s) for s = 0 .. 6 * dice."""
    odds = [Fraction(1)]
    for _ in range(dice):
        nxt = [Fraction(0)] * (len(odds) + DIE_SIDES)
        for s, p in enumerate(odds):
            for face in range(1, DIE_SIDES + 1):
                nxt[s + face] += p / DIE_SIDES
        odds = nxt
    return odds


SUM_ODDS: tuple[tuple[Fraction, ...], ...] = tuple(
    tuple(_sum_odds(k)) for k in range(MOVEMENT_ROUNDS + 1)
)
"""``SUM_ODDS[k][s]``: probability that ``k`` dice sum to ``s`` (exact)."""


def _arrive(k: int, p: int) -> Fraction:
    if p >= MANILA:
        return Fraction(1)
    return sum((q for s, q in enumerate(SUM_ODDS[k]) if p + s >= MANILA), Fraction(0))


def _on_13(k: int, p: int) -> Fraction:
    s = PIRATE_SPACE - p
    odds = SUM_ODDS[k]
    return odds[s] if 0 <= s < len(odds) else Fraction(0)


# ARRIVE[k][p] / ON_13[k][p] for p = 0 .. 14 (14 = in Manila).
ARRIVE: tuple[tuple[float, ...], ...] = tuple(
    tuple(float(_arrive(k, p)) for p in range(MANILA + 1)) for k in range(MOVEMENT_ROUNDS + 1)
)
ON_13: tuple[tuple[float, ...], ...] = tuple(
    tuple(float(_on_13(k, p)) for p in range(MANILA + 1)) for k in range(MOVEMENT_ROUNDS + 1)
)


# By rounds left and position, what :meth:`Situation.score` needs of a boat at sea (the
# same sums and products it made itself): the odds it reaches the harbour with pirates
# aboard (the captain's choice even odds) or with an empty pirate ship and the harbour
# rule, and by good the plunder it is expected to give.
QH_PIRATES: tuple[tuple[float, ...], ...] = tuple(
    tuple(arrive + on_13 * CAPTAIN_TO_HARBOR for arrive, on_13 in zip(ARRIVE[k], ON_13[k]))
    for k in range(MOVEMENT_ROUNDS + 1)
)
QH_HARBOR: tuple[tuple[float, ...], ...] = tuple(
    tuple(arrive + on_13 for arrive, on_13 in zip(ARRIVE[k], ON_13[k]))
    for k in range(MOVEMENT_ROUNDS + 1)
)
PLUNDER: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(on_13 * BOAT_VALUE[g] for on_13 in ON_13[k]) for g in range(NUM_GOODS))
    for k in range(MOVEMENT_ROUNDS + 1)
)
# In Manila (and so in the harbour) a boat is arrived for sure and can no longer be plundered.
assert all(
    QH_PIRATES[k][MANILA] == QH_HARBOR[k][MANILA] == ARRIVE[k][MANILA] == 1.0
    for k in range(MOVEMENT_ROUNDS + 1)
)
assert not any(PLUNDER[k][g][MANILA] for k in range(MOVEMENT_ROUNDS + 1) for g in range(NUM_GOODS))


def arrival_probability(position: int, rounds: int) -> float:
    """Chance that a boat on ``position`` passes 13 within ``rounds`` movement rounds."""
    return ARRIVE[rounds][min(position, MANILA)]


def on_13_probability(position: int, rounds: int) -> float:
    """Chance that a boat on ``position`` stands exactly on 13 after ``rounds`` rounds."""
    return ON_13[rounds][min(position, MANILA)]


# Every valid start assignment (0..5 each, summing to 9), in route order.
STARTS: tuple[tuple[int, int, int], ...] = tuple(
    (a, b, c)
    for a, b, c in product(range(START_MIN, START_MAX + 1), repeat=3)
    if a + b + c == START_SUM
)
BERTH_INDEX = {name: k for k, name in enumerate(BERTH_NAMES)}
GOOD_INDEX = {name: g for g, name in enumerate(GOODS)}
# Printed payouts of harbour / shipyard spaces A, B, C (the same for both).
BERTH_PAY = tuple(PAYOUT[s] for s in HARBOR)
assert tuple(PAYOUT[s] for s in SHIPYARD) == BERTH_PAY
SPACE_SLOT = {
    **{s: ("harbor", k) for k, s in enumerate(HARBOR)},
    **{s: ("shipyard", k) for k, s in enumerate(SHIPYARD)},
}


# ------------------------------------------------------------------ price outlook
def _track(x: float) -> float:
    """The price at a fractional track index (linear between the printed prices)."""
    if x >= TOP_PRICE_INDEX:
        return float(PRICE_TRACK[TOP_PRICE_INDEX])
    i = int(x)
    return PRICE_TRACK[i] + (x - i) * (PRICE_TRACK[i + 1] - PRICE_TRACK[i])


def voyages_left(price_index: Sequence[int]) -> float:
    """Expected voyages after the current one: the leading price climbs LEAD_RATE a voyage."""
    lead = max(price_index)
    return max(0.0, (TOP_PRICE_INDEX - lead) / LEAD_RATE - 1.0)


def end_value(index: int, voyages: float) -> float:
    """Expected final price of a share now at track ``index`` with ``voyages`` to play."""
    return _track(index + GOOD_RATE * voyages)


def step_value(index: int, voyages_after: float) -> float:
    """What reaching the harbour now (one price step) adds to the end value of a share."""
    if index >= TOP_PRICE_INDEX:
        return 0.0
    drift = GOOD_RATE * voyages_after
    return _track(index + 1 + drift) - _track(index + drift)


# By the leading price index and a good's index: what one step adds to a share's end
# value (STEP_VALUE), and a share's expected end value seen before the voyage (END_VALUE).
STEP_VALUE: tuple[tuple[float, ...], ...] = tuple(
    tuple(step_value(i, voyages_left([lead])) for i in range(TOP_PRICE_INDEX + 1))
    for lead in range(TOP_PRICE_INDEX + 1)
)
END_VALUE: tuple[tuple[float, ...], ...] = tuple(
    tuple(end_value(i, voyages_left([lead]) + 1.0) for i in range(TOP_PRICE_INDEX + 1))
    for lead in range(TOP_PRICE_INDEX + 1)
)
PRICE_INDEX = {price: i for i, price in enumerate(PRICE_TRACK)}


def _interest(reading: Reading) -> list[float]:
    """Per good: what one price step of it is worth to the bot, relative to the others.

    The others together hold every share that is neither in the supply nor the bot's, so
    their mean holding is known exactly even though each one's shares are secret.
    """
    n = reading.players
    mine = reading.shares
    supply = reading.supply
    index = reading.index
    steps = STEP_VALUE[max(index)]
    interest = []
    for g in range(NUM_GOODS):
        own = mine[g]
        others = SHARES_PER_GOOD - supply[g] - own
        interest.append((own - RIVALRY * others / (n - 1)) * steps[index[g]])
    return interest


def _mortgage_loss(amount: int, cash: int) -> float:
    """The end cost of the mortgages a payment of ``amount`` forces."""
    if amount <= cash:
        return 0.0
    shares = -(-(amount - cash) // MORTGAGE_CASH)
    return float(shares * MORTGAGE_LOSS)


# ------------------------------------------------------------------- the reading
# Spaces a seat's view shows, by the good left ashore (-1: before loading, no boat):
# every space that is not a boat seat, and the seats of the loaded boats.
_VISIBLE: dict[int, tuple[int, ...]] = {
    ashore: tuple(
        s
        for s in range(NUM_SPACES)
        if AREA[s] != "boat" or (ashore >= 0 and SEAT_GOOD[s] != ashore)
    )
    for ashore in range(-1, NUM_GOODS)
}


class Reading:
    """What the heuristic reads of a decision, in flat lists (goods indexed 0..3): built
    from the seat's view, or straight from a state for its acting seat (rollouts, where
    building the view would cost a large part of the time). Both give the same reading:
    the state path reads only what the view shows (a test compares the two on whole
    games)."""

    __slots__ = (
        "berth",
        "cash",
        "decision",
        "funds",
        "goods",
        "harbor_rule",
        "high_bid",
        "index",
        "moves",
        "occ",
        "players",
        "pos",
        "seat",
        "shares",
        "supply",
        "variant",
    )

    seat: int
    players: int
    decision: str
    variant: bool  # option pirate_variant
    harbor_rule: bool  # an unplundered boat on 13 goes to the harbour
    cash: int
    funds: int  # cash + 12 per unmortgaged share (public)
    high_bid: int  # the auction's highest bid so far (0: none)
    shares: list[int]  # the seat's own shares by good, mortgaged or not
    supply: list[int]  # the open share supply by good
    index: list[int]  # price-track index by good
    moves: int  # movement rounds done this voyage (0 before loading)
    goods: list[int]  # the loaded goods in route order (empty before loading)
    pos: list[int]  # boat position by good: -1 not on a route, 0..13, MANILA
    berth: list[int]  # berth by good: -1, 0..2 harbour A-C, 3..5 shipyard A-C
    occ: list[int]  # occupant of each space, -1 free (and hidden: the ashore boat's seats)

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Reading:
        reading = cls()
        seat: int = view["viewer"]
        reading.seat = seat
        reading.players = len(view["players_board"])
        reading.decision = view["decision"]
        options = view["options"]
        reading.variant = bool(options["pirate_variant"])
        reading.harbor_rule = options["unplundered_boat_on_13"] == "harbor"
        board = view["players_board"][seat]
        reading.cash = board["cash"]
        reading.funds = board["funds"]
        reading.high_bid = view["auction"]["high_bid"]
        mine = board["shares"] or {}
        reading.shares = [mine.get(name, 0) for name in GOODS]
        supply = view["share_supply"]
        reading.supply = [supply[name] for name in GOODS]
        prices = view["prices"]
        reading.index = [PRICE_INDEX[prices[name]] for name in GOODS]
        reading.moves = view["movement_rounds"]
        goods: list[int] = []
        pos = [-1] * NUM_GOODS
        berth = [-1] * NUM_GOODS
        occ = [-1] * NUM_SPACES
        for boat in view["boats"]:
            g = GOOD_INDEX[boat["good"]]
            goods.append(g)
            position = boat["position"]
            if position is not None:
                pos[g] = MANILA if position == "manila" else position
            if boat["berth"] is not None:
                berth[g] = BERTH_INDEX[boat["berth"]]
            for space in boat["seats"]:
                if space["occupant"] is not None:
                    occ[SPACE_INDEX[space["id"]]] = space["occupant"]
        for space in view["spaces"]:
            if space["occupant"] is not None:
                occ[SPACE_INDEX[space["id"]]] = space["occupant"]
        reading.goods = goods
        reading.pos = pos
        reading.berth = berth
        reading.occ = occ
        return reading

    @classmethod
    def from_state(cls, state: ManilaState) -> Reading:
        """The reading of the seat to act in ``state`` (which must not be over)."""
        reading = cls()
        seat = state.actor
        reading.seat = seat
        reading.players = state.players
        reading.decision = PHASE_NAMES[state.phase]
        reading.variant = state.variant
        reading.harbor_rule = state.unplundered_harbor
        reading.cash = state.cash[seat]
        reading.funds = state.funds(seat)
        reading.high_bid = state.high_bid
        # Only the seat's own shares: the others' goods are secret.
        b = seat * 4
        held, mort = state.held, state.mort
        reading.shares = [held[b + g] + mort[b + g] for g in range(NUM_GOODS)]
        reading.supply = state.supply[:]
        reading.index = state.price[:]
        ashore = state.ashore
        goods = [g for g in range(NUM_GOODS) if g != ashore] if ashore >= 0 else []
        reading.moves = state.moves if goods else 0
        pos = [-1] * NUM_GOODS
        berth = [-1] * NUM_GOODS
        state_pos, state_berth = state.pos, state.berth
        for g in goods:
            p = state_pos[g]
            pos[g] = -1 if p < 0 else (MANILA if p >= MANILA else p)
            berth[g] = state_berth[g]
        occ = [-1] * NUM_SPACES
        state_occ = state.occ
        for s in _VISIBLE[ashore]:
            occ[s] = state_occ[s]
        reading.goods = goods
        reading.pos = pos
        reading.berth = berth
        reading.occ = occ
        return reading


# ------------------------------------------------------------------- the situation
class Situation:
    """The voyage as the acting seat sees it, in flat lists (goods indexed 0..3)."""

    __slots__ = (
        "cash",
        "coef",
        "crew",
        "fixed",
        "ghost",
        "goods",
        "harbor",
        "harbor_rule",
        "insurer",
        "interest",
        "k",
        "me",
        "moves",
        "n",
        "pirates",
        "pos",
        "shipyard",
        "variant",
    )

    def __init__(self, reading: Reading) -> None:
        me = reading.seat
        n = reading.players
        self.me = me
        self.n = n
        self.cash = reading.cash
        self.variant = reading.variant
        self.harbor_rule = reading.harbor_rule
        # Each player's gain counts with coefficient 1 for the bot, -RIVALRY / (n - 1) else.
        self.coef = [1.0 if p == me else -RIVALRY / (n - 1) for p in range(n)]
        self.interest = _interest(reading)
        self.moves = reading.moves
        self.k = MOVEMENT_ROUNDS - self.moves
        # Free seats count as GHOST crew while placement rounds remain after this one.
        self.ghost = self.moves < MOVEMENT_ROUNDS - 1
        self.goods = reading.goods
        self.pos = [0] * NUM_GOODS
        self.fixed = [0] * NUM_GOODS  # 0 at sea, 1 harbour, 2 shipyard
        self.crew: list[list[int]] = [[] for _ in range(NUM_GOODS)]
        occ = reading.occ
        for g in self.goods:
            position = reading.pos[g]
            berth = reading.berth[g]
            if berth >= 0:
                self.fixed[g] = 1 if berth < IN_HARBOR else 2
                self.pos[g] = MANILA
            elif position == MANILA:
                self.fixed[g] = 1
                self.pos[g] = MANILA
            elif position >= 0:
                self.pos[g] = position
            self.crew[g] = [occ[s] for s in SEATS[g] if occ[s] >= 0]
        self.harbor = [occ[s] for s in HARBOR]
        self.shipyard = [occ[s] for s in SHIPYARD]
        self.pirates = [occ[s] for s in (CAPTAIN, SECOND) if occ[s] >= 0]
        self.insurer = occ[INSURANCE]

    # ------------------------------------------------------------ evaluation
    def score(self) -> float:
        """The acting seat's expected worth of the rest of the voyage (``U``) minus
        RIVALRY times the others' mean worth."""
        return self.finish(*self.boats())

    def boats(self) -> tuple[float, float, float, float, float]:
        """The first part of :meth:`score`, which berths and the insurance do not change:
        the sum over the boats (crews, shares), the expected plunder, and the odds that
        each boat (in route order) reaches the harbour."""
        # The hottest code of a rollout: locals and tables only.
        k = self.k
        pirates = self.pirates
        npir = len(pirates)
        if npir:
            to_harbor = QH_PIRATES[k]
            paid = ARRIVE[k]
        elif self.harbor_rule:
            to_harbor = paid = QH_HARBOR[k]
        else:
            to_harbor = paid = ARRIVE[k]
        coef = self.coef
        fixed = self.fixed
        pos = self.pos
        crews = self.crew
        interest = self.interest
        ghost = self.ghost
        plunder = 0.0
        odds = [0.0, 0.0, 0.0]
        total = 0.0
        i = -1
        for g in self.goods:
            i += 1
            if fixed[g] == 2:
                continue  # in the shipyard: nothing for its crew nor its shares
            # A boat in the harbour stands on MANILA, where the tables say "arrived".
            p = pos[g]
            qh = to_harbor[p]
            qc = paid[p]
            if npir:
                plunder += PLUNDER[k][g][p]
            crew = crews[g]
            if crew and qc:
                size = len(crew)
                expected = size + GHOST * (NUM_SEATS[g] - size) if ghost else size
                share = BOAT_VALUE[g] * qc / expected
                for o in crew:
                    total += coef[o] * share
            total += interest[g] * qh
            odds[i] = qh
        a, b, c = odds
        return total, plunder, a, b, c

    def finish(self, total: float, plunder: float, a: float, b: float, c: float) -> float:
        """:meth:`score` from what :meth:`boats` returned: the berths, the insurance and
        the plunder added."""
        coef = self.coef
        p0 = (1 - a) * (1 - b) * (1 - c)
        p3 = a * b * c
        p1 = a * (1 - b) * (1 - c) + (1 - a) * b * (1 - c) + (1 - a) * (1 - b) * c
        pay_a, pay_b, pay_c = BERTH_PAY
        harbor = self.harbor
        shipyard = self.shipyard
        o = harbor[0]
        if o >= 0:
            total += coef[o] * pay_a * (1.0 - p0)
        o = shipyard[0]
        if o >= 0:
            total += coef[o] * pay_a * (1.0 - p3)
        o = harbor[1]
        if o >= 0:
            total += coef[o] * pay_b * (1.0 - p0 - p1)
        o = shipyard[1]
        if o >= 0:
            total += coef[o] * pay_b * (p0 + p1)
        o = harbor[2]
        if o >= 0:
            total += coef[o] * pay_c * p3
        o = shipyard[2]
        if o >= 0:
            total += coef[o] * pay_c * p0
        if self.insurer >= 0:
            liability = pay_a * (1.0 - p3) + pay_b * (p0 + p1) + pay_c * p0
            total -= coef[self.insurer] * liability
        if plunder:
            each = plunder / len(self.pirates)
            for o in self.pirates:
                total += coef[o] * each
        return total

    # --------------------------------------------------------------- moves
    def at_sea(self) -> list[int]:
        return [g for g in self.goods if self.fixed[g] == 0]

    def shift(self, g: int, d: int) -> tuple[int, int]:
        """Move boat ``g`` by ``d`` (a pilot); return what :meth:`unshift` needs."""
        old = (self.pos[g], self.fixed[g])
        p = self.pos[g] + d
        if p >= MANILA:
            self.pos[g] = MANILA
            self.fixed[g] = 1
        else:
            self.pos[g] = p
        return old

    def unshift(self, g: int, old: tuple[int, int]) -> None:
        self.pos[g], self.fixed[g] = old


# --------------------------------------------------------------- harbour master
def _start_odds(harbor_rule: bool) -> tuple[float, ...]:
    """P(a boat starting on s reaches the harbour), pirates as likely as not."""
    to_harbor = PIRATES_LIKELY * CAPTAIN_TO_HARBOR + (1 - PIRATES_LIKELY) * harbor_rule
    return tuple(
        ARRIVE[MOVEMENT_ROUNDS][s] + ON_13[MOVEMENT_ROUNDS][s] * to_harbor
        for s in range(START_MAX + 1)
    )


# By the unplundered-boat rule (harbour: True): the odds of each start, and their mean over
# the valid setups (each route has the same start distribution over STARTS).
START_ODDS = {rule: _start_odds(rule) for rule in (True, False)}
MEAN_START_ODDS = {
    rule: sum(odds[starts[0]] for starts in STARTS) / len(STARTS)
    for rule, odds in START_ODDS.items()
}
# The multisets of starts, highest first: the best setup gives the highest start to the
# good with the highest weight (the odds grow with the start).
START_SETS = tuple(sorted({tuple(sorted(starts, reverse=True)) for starts in STARTS}))
# The valid setups by their first starts (route order), in the order of STARTS.
STARTS_BY_PREFIX: dict[tuple[int, ...], tuple[tuple[int, int, int], ...]] = {
    starts[:size]: tuple(other for other in STARTS if other[:size] == starts[:size])
    for starts in STARTS
    for size in range(len(starts) + 1)
}
# The odds of START_SETS, by rule: the free setups look up no odds in their loop.
START_SET_ODDS = {
    rule: tuple((odds[a], odds[b], odds[c]) for a, b, c in START_SETS)
    for rule, odds in START_ODDS.items()
}


def _best_free_setup(
    goods: Sequence[int], weights: Sequence[float], sets: Sequence[tuple[float, float, float]]
) -> float:
    """The best setup score of ``goods`` with no start placed yet (``sets``: the odds of
    the start multisets, highest start first)."""
    g0, g1, g2 = goods
    # The weights highest first, by a sorting network: the same values as ``sorted``.
    w0, w1, w2 = weights[g0], weights[g1], weights[g2]
    if w0 < w1:
        w0, w1 = w1, w0
    if w1 < w2:
        w1, w2 = w2, w1
    if w0 < w1:
        w0, w1 = w1, w0
    best = float("-inf")
    for x, y, z in sets:
        v = w0 * x + w1 * y + w2 * z
        if v > best:
            best = v
    return best


def _best_load(weights: Sequence[float], sets: Sequence[tuple[float, float, float]]) -> float:
    """The best setup score over every load of three goods."""
    best = float("-inf")
    for goods in LOADS:
        v = _best_free_setup(goods, weights, sets)
        if v > best:
            best = v
    return best


def _best_setup(
    goods: Sequence[int], weights: Sequence[float], odds: Sequence[float], prefix: Sequence[int]
) -> float:
    """The best setup score of ``goods`` (route order) whose first starts are ``prefix``."""
    g0, g1, g2 = goods
    w0, w1, w2 = weights[g0], weights[g1], weights[g2]
    best = float("-inf")
    for a, b, c in STARTS_BY_PREFIX.get(tuple(prefix), ()):
        # Summed as ``sum`` did, from 0 (the same rounding).
        v = 0 + w0 * odds[a] + w1 * odds[b] + w2 * odds[c]
        if v > best:
            best = v
    return best


def harbour_master_value(view: Mapping[str, Any]) -> float:
    """What being harbour master this voyage is worth to the seat of ``view`` (in pesos):
    the best share purchase, the best setup of the boats for its shares over an average
    one, and the first placement."""
    return _harbour_master_value(Reading.from_view(view))


# Harbour master values by what they depend on: each auction turn of a seat asks again
# (a rollout even more often). Cleared when full, to bound the memory.
_HM_VALUES: dict[tuple[Any, ...], float] = {}
_HM_VALUES_MAX = 4096


def _harbour_master_value(reading: Reading) -> float:
    key = (
        reading.players,
        reading.harbor_rule,
        reading.cash,
        reading.funds,
        *reading.shares,
        *reading.supply,
        *reading.index,
    )
    value = _HM_VALUES.get(key)
    if value is None:
        if len(_HM_VALUES) >= _HM_VALUES_MAX:
            _HM_VALUES.clear()
        value = _HM_VALUES[key] = _compute_harbour_master_value(reading)
    return value


def _compute_harbour_master_value(reading: Reading) -> float:
    weights = _interest(reading)
    rule = reading.harbor_rule
    best = _best_load(weights, START_SET_ODDS[rule])
    # The average setup: each good is loaded in 3 of the 4 loads.
    mean = MEAN_START_ODDS[rule] * sum(weights) * (len(LOADS) - 1) / len(LOADS)
    # The share's setup bonus is left out here: counted twice with the setup gain it made
    # every bot bid more for the post (it lost 45% of the games against the version
    # without it).
    share_gain = max([0.0, *share_gains(reading, favour=False).values()])
    return share_gain + (best - mean) + INITIATIVE


# ------------------------------------------------------------------- decisions
def _pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    """The best-scored action; ``rng`` breaks exact ties (or, for a matter of judgement,
    a noisy ``rng`` picks: see :mod:`.judgement`)."""
    judged = pick(scored, rng)
    if judged is not None:
        return judged
    top = max([v for v, _ in scored])
    best = [a for v, a in scored if v >= top - EPSILON]
    return best[0] if len(best) == 1 else rng.choice(best)


def _auction(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    """The bid the bot wants, or pass when no bid is worth the post.

    ``legal`` may be any part of the legal actions (the search bots ask for the next
    choices so): then the offered bid worth the post nearest to the one it wants, else
    pass, else the action that loses least.
    """
    bids = {a.arg: a for a in legal if a.kind == K_BID}
    value = _harbour_master_value(reading) * prefs.auction if bids else 0.0
    spare = max(0, reading.cash - PLACEMENT_RESERVE)
    if isinstance(rng, Judgement):
        # A person settles on a price below the heuristic's value and never pays a bid
        # with a mortgage, nor with the cash its placements need: at most the cash beyond
        # the placement reserve (easy_bid_cap).
        value = min(rng.appraise(value), float(spare))

    def cost(bid: int) -> float:
        # What winning with ``bid`` costs in the end: the bid and the mortgages it forces.
        return bid + _mortgage_loss(bid, spare)

    worth = [b for b in bids if cost(b) <= value]
    if worth:
        # The bid wanted, from the legal range (not the offered bids): a step of a
        # quarter of the room between the lowest legal bid and the highest one worth it
        # (the cost grows with the bid). The full legal list offers it.
        low = reading.high_bid + 1
        top = low
        for b in range(low + 1, min(MAX_BID, reading.funds) + 1):
            if cost(b) > value:
                break
            top = b
        step = max(1, (top - low + 1) // BID_STEP_DIVISOR)
        wanted = min(top, low - 1 + step)
        return bids[min(worth, key=lambda b: (abs(b - wanted), b))]
    for a in legal:
        if a.kind == K_PASS:
            return a
    # Only a part of the legal actions, without pass: each scored by what it loses in
    # the end (a bid its cost beyond the value, a mortgage its penalty; redeeming is neutral).
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind == K_BID:
            scored.append((value - cost(a.arg), a))
        elif a.kind == K_MORTGAGE:
            scored.append((-float(MORTGAGE_LOSS), a))
        else:
            scored.append((0.0, a))
    return _pick(scored, rng)


def share_gains(reading: Reading, favour: bool = True) -> dict[int, float]:
    """What buying one share of each good the harbour master may buy would gain him.

    Its expected end value minus its price (and the mortgage loss if cash is short),
    plus (``favour``) how much better he can then set up this voyage for that good than
    the average drift its end value already counts.
    """
    cash = reading.cash
    funds = reading.funds
    index = reading.index
    supply = reading.supply
    lead = max(index)
    ends = END_VALUE[lead]
    gains: dict[int, float] = {}
    if not favour:
        # Without the setup bonus no setup needs scoring.
        for g in range(NUM_GOODS):
            cost = share_price(index[g])
            if supply[g] and cost <= funds:
                gains[g] = ends[index[g]] - cost - _mortgage_loss(cost, cash)
        return gains
    weights = _interest(reading)
    sets = START_SET_ODDS[reading.harbor_rule]
    setup = _best_load(weights, sets)
    average = MEAN_START_ODDS[reading.harbor_rule] * (len(LOADS) - 1) / len(LOADS)
    for g in range(NUM_GOODS):
        cost = share_price(index[g])
        if not supply[g] or cost > funds:
            continue
        step = STEP_VALUE[lead][index[g]]
        # Added and taken back in place, as the tuned version did (same rounding).
        weights[g] += step
        favoured = _best_load(weights, sets)
        weights[g] -= step
        gains[g] = ends[index[g]] - cost - _mortgage_loss(cost, cash)
        gains[g] += favoured - setup - average * step
    return gains


def _in_cash(
    scored: list[tuple[float, Action]], costs: Sequence[int], cash: int, rng: random.Random
) -> list[tuple[float, Action]]:
    """For an imperfect judgement (the easy level), the options it can pay in cash: a
    person does not mortgage a share to pay for a choice (the heuristic may, when the
    gain is worth the mortgage). All of them when none can be paid in cash."""
    if not isinstance(rng, Judgement):
        return scored
    paid = [entry for entry, cost in zip(scored, costs, strict=True) if cost <= cash]
    return paid or scored


def _buy(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    gains = share_gains(reading)
    scored = [(gains[a.arg] + prefs.share if a.kind == K_BUY else 0.0, a) for a in legal]
    costs = [share_price(reading.index[a.arg]) if a.kind == K_BUY else 0 for a in legal]
    return _pick(_in_cash(scored, costs, reading.cash, rng), rng)


def _load(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    weights = _interest(reading)
    sets = START_SET_ODDS[reading.harbor_rule]
    scored = [(_best_free_setup(LOADS[a.arg], weights, sets), a) for a in legal if a.kind == K_LOAD]
    return _pick(scored, rng)


def _start(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    weights = _interest(reading)
    odds = START_ODDS[reading.harbor_rule]
    goods = reading.goods
    prefix = [reading.pos[g] for g in goods if reading.pos[g] >= 0]
    scored = [
        (_best_setup(goods, weights, odds, [*prefix, a.arg2]), a)
        for a in legal
        if a.kind == K_START
    ]
    return _pick(scored, rng)


def _pilot_moves(sit: Situation, reach: int, skip: int = -1) -> list[tuple[int, int]]:
    """(good, step) of the single pilot moves worth trying (boats that one roll may bring)."""
    moves = []
    for g in sit.at_sea():
        if g == skip:
            continue
        p = sit.pos[g]
        if sit.k == 1 and p + reach < PIRATE_SPACE - DIE_SIDES:
            continue  # out of reach of the last roll either way: the move changes nothing
        moves.append((g, 1))
        if p >= 1:
            moves.append((g, -1))
        if reach == 2:
            moves.append((g, 2))
            if p >= 2:
                moves.append((g, -2))
    return moves


def _best_second(sit: Situation, skip: int) -> float:
    """The best score after the large pilot's optional second one-space move."""
    best = sit.score()
    for g, d in _pilot_moves(sit, 1, skip):
        old = sit.shift(g, d)
        best = max(best, sit.score())
        sit.unshift(g, old)
    return best


def _pilot_gains(sit: Situation) -> tuple[float, float]:
    """What holding the small / the large pilot is worth to the bot: its best move's gain."""
    saved_pos, saved_fixed, saved_k = sit.pos[:], sit.fixed[:], sit.k
    before = MOVEMENT_ROUNDS - 1 - sit.moves  # movement rounds still before the pilots
    if before > 0:
        # Estimate: the boats where they are expected to be when the pilots act.
        for g in sit.at_sea():
            sit.shift(g, round(3.5 * before))
    sit.k = 1
    base = sit.score()
    small = large = 0.0
    one_space = [0.0] * NUM_GOODS  # the best one-space move of each boat
    for g, d in _pilot_moves(sit, 2):
        old = sit.shift(g, d)
        gain = sit.score() - base
        sit.unshift(g, old)
        large = max(large, gain)
        if d in (1, -1):
            small = max(small, gain)
            one_space[g] = max(one_space[g], gain)
    # The large pilot moving two boats one space each: their gains taken as additive.
    one_space.sort(reverse=True)
    large = max(large, one_space[0] + one_space[1])
    sit.pos, sit.fixed, sit.k = saved_pos, saved_fixed, saved_k
    return small, large


def _boarding_bonus(sit: Situation) -> float:
    """A pirate placed before the second move may board a boat stopping on 13 then."""
    rounds = MOVEMENT_ROUNDS - 1 - sit.moves
    if rounds <= 0:
        return 0.0
    bonus = 0.0
    for g in sit.at_sea():
        crew = len(sit.crew[g])
        if crew < NUM_SEATS[g] or sit.variant:
            bonus += ON_13[rounds][sit.pos[g]] * BOAT_VALUE[g] / (min(crew, NUM_SEATS[g] - 1) + 1)
    return BOARDING_WEIGHT * bonus


def _place(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    sit = Situation(reading)
    me = sit.me
    # Berths and the insurance leave the boats' part of the score as it is: computed once.
    boats = sit.boats()
    base = sit.finish(*boats)
    pilots: tuple[float, float] | None = None
    scored: list[tuple[float, Action]] = []
    costs: list[int] = []
    for a in legal:
        kind = a.kind
        if kind == K_PASS:
            scored.append((0.0, a))
            costs.append(0)
            continue
        s = a.arg
        area = AREA[s]
        cost = COST[s] if kind == K_PLACE else 0
        costs.append(cost)
        value = -cost - _mortgage_loss(cost, sit.cash) + prefs.space[s]
        if area == "boat":
            g = SEAT_GOOD[s]
            crew = sit.crew[g]
            crew.append(me)
            value += sit.score() - base
            crew.pop()
            if prefs.sure_boats and g in sit.goods:
                # The odds of the boat reaching the harbour, as boats() returned them.
                odds = boats[2 + sit.goods.index(g)]
                value += prefs.sure_boats * (odds - 0.5)
        elif s in SPACE_SLOT:
            where, i = SPACE_SLOT[s]
            slots = sit.harbor if where == "harbor" else sit.shipyard
            slots[i] = me
            value += sit.finish(*boats) - base
            slots[i] = -1
        elif s in (CAPTAIN, SECOND):
            sit.pirates.append(me)
            value += sit.score() - base + _boarding_bonus(sit)
            sit.pirates.pop()
        elif s == INSURANCE:
            sit.insurer = me
            value += sit.finish(*boats) - base + INSURANCE_PREMIUM
            sit.insurer = -1
        else:  # a pilot
            if pilots is None:
                pilots = _pilot_gains(sit)
            value += pilots[0] if s == PILOT_SMALL else pilots[1]
        scored.append((value, a))
    return _pick(_in_cash(scored, costs, sit.cash, rng), rng)


def _pilot(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    sit = Situation(reading)
    base = sit.score()
    # The large pilot's first one-space move is followed by an optional second one.
    first_of_two = reading.decision == "large_pilot"
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind != K_PILOT:
            scored.append((base, a))
            continue
        old = sit.shift(a.arg, a.arg2)
        one_step = first_of_two and a.arg2 in (1, -1)
        value = _best_second(sit, a.arg) if one_step else sit.score()
        sit.unshift(a.arg, old)
        scored.append((value, a))
    return _prefer_pass(scored, base, legal, rng)


def _prefer_pass(
    scored: Sequence[tuple[float, Action]],
    base: float,
    legal: Sequence[Action],
    rng: random.Random,
) -> Action:
    """The best action, or ``pass`` when nothing beats it."""
    best = _pick(scored, rng)
    top = max(v for v, _ in scored)
    if top <= base + EPSILON:
        for a in legal:
            if a.kind == K_PASS:
                return a
    return best


def _board(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    sit = Situation(reading)
    me = sit.me
    base = sit.score()
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind != K_BOARD:
            scored.append((base, a))
            continue
        g = SEAT_GOOD[a.arg]
        crew = sit.crew[g]
        victim = reading.occ[a.arg]
        pirates = sit.pirates[:]
        sit.pirates.remove(me)
        if victim >= 0:
            crew.remove(victim)
        crew.append(me)
        scored.append((sit.score(), a))
        crew.remove(me)
        if victim >= 0:
            crew.append(victim)
        sit.pirates = pirates
    return _prefer_pass(scored, base, legal, rng)


def _plunder(
    reading: Reading, legal: Sequence[Action], rng: random.Random, prefs: Preferences
) -> Action:
    sit = Situation(reading)
    scored: list[tuple[float, Action]] = []
    for a in legal:
        g = a.arg
        old = (sit.pos[g], sit.fixed[g])
        sit.pos[g] = MANILA
        sit.fixed[g] = 1 if a.arg2 == TO_HARBOR else 2
        scored.append((sit.score(), a))
        sit.pos[g], sit.fixed[g] = old
    return _pick(scored, rng)


_DECISIONS: dict[str, Callable[[Reading, Sequence[Action], random.Random, Preferences], Action]] = {
    "auction_bid": _auction,
    "buy_share": _buy,
    "load_goods": _load,
    "start_positions": _start,
    "place_accomplice": _place,
    "pirate_boarding": _board,
    "small_pilot": _pilot,
    "large_pilot": _pilot,
    "large_pilot_second": _pilot,
    "plunder_destination": _plunder,
}


def choose(
    view: Mapping[str, Any],
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's choice among ``legal`` for the seat whose ``view`` this is, with a
    style's ``prefs`` (None: the plain heuristic)."""
    return decide(Reading.from_view(view), legal, rng, prefs)


def choose_state(
    state: State,
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's choice for the seat to act in ``state``, read without a view."""
    return decide(Reading.from_state(state), legal, rng, prefs)  # type: ignore[arg-type]


# The decisions where an imperfect judgement (the easy level) may take a near-best option
# instead of the best: what to bid (see easy_bid_cap), which share, which loads and
# starting spaces, where to place an accomplice. Pilots, boarding and plunder it plays
# exactly.
JUDGED = frozenset(
    {"auction_bid", "buy_share", "load_goods", "start_positions", "place_accomplice"}
)


def decide(
    reading: Reading,
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's choice among ``legal`` for a decision read as ``reading``."""
    decision = _DECISIONS.get(reading.decision)
    if decision is None:
        return legal[0]
    return decision(reading, legal, exact(rng, reading.decision in JUDGED), prefs or NEUTRAL)


def easy_bid_cap(view: Mapping[str, Any]) -> float:
    """The most an imperfect judgement (the easy level) bids for the harbour master: the
    heuristic's value of the post, and no more than the cash beyond the reserve kept for
    the placements (so no bid is ever paid with a mortgage)."""
    reading = Reading.from_view(view)
    return min(_harbour_master_value(reading), float(max(0, reading.cash - PLACEMENT_RESERVE)))


# ------------------------------------------------------------- search support
def expected_fortunes(state: State) -> list[float]:
    """Every seat's expected final fortune from ``state`` (a full state, e.g. a search's
    determinization): cash, plus each share at its good's expected end price (the price
    outlook above; the printed price once the game is over), less 15 per mortgage."""
    s: ManilaState = state  # type: ignore[assignment]
    index = s.price
    if s.is_over:
        ends: Sequence[float] = [float(PRICE_TRACK[i]) for i in index]
    else:
        row = END_VALUE[max(index)]
        ends = [row[i] for i in index]
    held = s.held
    mort = s.mort
    fortunes = []
    for seat in range(s.players):
        b = seat * NUM_GOODS
        value = float(s.cash[seat])
        for g in range(NUM_GOODS):
            value += (held[b + g] + mort[b + g]) * ends[g] - MORTGAGE_PENALTY * mort[b + g]
        fortunes.append(value)
    return fortunes


def end_of_voyage(root: State) -> Callable[[State], bool]:
    """The test that a rollout begun at ``root`` has finished its voyage."""
    voyage: int = root.voyage  # type: ignore[attr-defined]
    return lambda state: state.voyage > voyage  # type: ignore[attr-defined]
