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
* **Mortgages** happen only when a payment forces them, on the cheapest good; the bot
  never redeems (neutral for the final fortune) nor mortgages freely.

The bot reads only the view of its seat and the legal actions; ``rng`` only breaks ties.
One call parses the view once into flat lists and scores each option by small updates
of them (no copies of the view).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import product
from typing import Any

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
from ...games.manila.data import (
    AREA,
    BOAT_VALUE,
    CAPTAIN,
    COST,
    DIE_SIDES,
    GOODS,
    HARBOR,
    INSURANCE,
    INSURANCE_PREMIUM,
    MANILA,
    MORTGAGE_CASH,
    MORTGAGE_PENALTY,
    NUM_GOODS,
    NUM_SEATS,
    PAYOUT,
    PILOT_SMALL,
    PIRATE_SPACE,
    PRICE_TRACK,
    SEAT_GOOD,
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
HARBOR_BERTH = {"harbor_a": 0, "harbor_b": 1, "harbor_c": 2}
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


def _interest(view: Mapping[str, Any], me: int) -> list[float]:
    """Per good: what one price step of it is worth to the bot, relative to the others.

    The others together hold every share that is neither in the supply nor the bot's, so
    their mean holding is known exactly even though each one's shares are secret.
    """
    n = len(view["players_board"])
    mine = view["players_board"][me]["shares"] or {}
    supply = view["share_supply"]
    prices = view["prices"]
    index = [PRICE_INDEX[prices[name]] for name in GOODS]
    steps = STEP_VALUE[max(index)]
    interest = []
    for g, name in enumerate(GOODS):
        own = mine.get(name, 0)
        others = SHARES_PER_GOOD - supply[name] - own
        interest.append((own - RIVALRY * others / (n - 1)) * steps[index[g]])
    return interest


def _mortgage_loss(amount: int, cash: int) -> float:
    """The end cost of the mortgages a payment of ``amount`` forces."""
    if amount <= cash:
        return 0.0
    shares = -(-(amount - cash) // MORTGAGE_CASH)
    return float(shares * MORTGAGE_LOSS)


# ------------------------------------------------------------------- the situation
class Situation:
    """The voyage as the acting seat sees it, in flat lists (goods indexed 0..3)."""

    __slots__ = (
        "cash",
        "coef",
        "crew",
        "dest",
        "fixed",
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

    def __init__(self, view: Mapping[str, Any]) -> None:
        me: int = view["viewer"]
        board: list[Mapping[str, Any]] = view["players_board"]
        n = len(board)
        self.me = me
        self.n = n
        self.cash = board[me]["cash"]
        options = view["options"]
        self.variant = bool(options["pirate_variant"])
        self.harbor_rule = options["unplundered_boat_on_13"] == "harbor"
        # Each player's gain counts with coefficient 1 for the bot, -RIVALRY / (n - 1) else.
        self.coef = [1.0 if p == me else -RIVALRY / (n - 1) for p in range(n)]
        self.interest = _interest(view, me)
        self.moves: int = view["movement_rounds"]
        self.k = MOVEMENT_ROUNDS - self.moves
        self.goods: list[int] = []
        self.pos = [0] * NUM_GOODS
        self.fixed = [0] * NUM_GOODS  # 0 at sea, 1 harbour, 2 shipyard
        self.crew: list[list[int]] = [[] for _ in range(NUM_GOODS)]
        self.dest = [CAPTAIN_TO_HARBOR] * NUM_GOODS
        for boat in view["boats"]:
            g = GOOD_INDEX[boat["good"]]
            self.goods.append(g)
            position = boat["position"]
            berth = boat["berth"]
            if berth is not None:
                self.fixed[g] = 1 if berth in HARBOR_BERTH else 2
                self.pos[g] = MANILA
            elif position == "manila":
                self.fixed[g] = 1
                self.pos[g] = MANILA
            elif position is not None:
                self.pos[g] = position
            self.crew[g] = [s["occupant"] for s in boat["seats"] if s["occupant"] is not None]
        self.harbor = [-1, -1, -1]
        self.shipyard = [-1, -1, -1]
        self.pirates: list[int] = []
        self.insurer = -1
        occupant = {s["id"]: s["occupant"] for s in view["spaces"]}
        for k, s in enumerate(HARBOR):
            o = occupant[_ID[s]]
            self.harbor[k] = -1 if o is None else o
        for k, s in enumerate(SHIPYARD):
            o = occupant[_ID[s]]
            self.shipyard[k] = -1 if o is None else o
        for s in (CAPTAIN, SECOND):
            o = occupant[_ID[s]]
            if o is not None:
                self.pirates.append(o)
        o = occupant[_ID[INSURANCE]]
        if o is not None:
            self.insurer = o

    # ------------------------------------------------------------ evaluation
    def score(self) -> float:
        """The acting seat's expected worth of the rest of the voyage (``U``) minus
        RIVALRY times the others' mean worth."""
        coef = self.coef
        k = self.k
        npir = len(self.pirates)
        plunder = 0.0
        odds = [0.0, 0.0, 0.0]
        total = 0.0
        for i, g in enumerate(self.goods):
            state = self.fixed[g]
            if state == 1:
                qh = qc = 1.0
            elif state == 2:
                continue  # in the shipyard: nothing for its crew nor its shares
            else:
                p = self.pos[g]
                pa = ARRIVE[k][p]
                p13 = ON_13[k][p]
                if npir:
                    qh = pa + p13 * self.dest[g]
                    qc = pa
                    plunder += p13 * BOAT_VALUE[g]
                elif self.harbor_rule:
                    qh = qc = pa + p13
                else:
                    qh = qc = pa
            crew = self.crew[g]
            if crew and qc:
                share = BOAT_VALUE[g] * qc / self.expected_crew(g)
                for o in crew:
                    total += coef[o] * share
            total += self.interest[g] * qh
            odds[i] = qh
        a, b, c = odds
        p0 = (1 - a) * (1 - b) * (1 - c)
        p3 = a * b * c
        p1 = a * (1 - b) * (1 - c) + (1 - a) * b * (1 - c) + (1 - a) * (1 - b) * c
        h_at_least = (1.0 - p0, 1.0 - p0 - p1, p3)
        s_at_least = (1.0 - p3, p0 + p1, p0)
        harbor = self.harbor
        shipyard = self.shipyard
        for i in range(3):
            o = harbor[i]
            if o >= 0:
                total += coef[o] * BERTH_PAY[i] * h_at_least[i]
            o = shipyard[i]
            if o >= 0:
                total += coef[o] * BERTH_PAY[i] * s_at_least[i]
        if self.insurer >= 0:
            liability = (
                BERTH_PAY[0] * s_at_least[0]
                + BERTH_PAY[1] * s_at_least[1]
                + BERTH_PAY[2] * s_at_least[2]
            )
            total -= coef[self.insurer] * liability
        if plunder:
            each = plunder / npir
            for o in self.pirates:
                total += coef[o] * each
        return total

    def expected_crew(self, g: int) -> float:
        """The crew boat ``g`` is expected to have: the seated, plus GHOST of each free
        seat while placement rounds remain after this one."""
        crew = len(self.crew[g])
        if self.moves >= MOVEMENT_ROUNDS - 1:
            return float(crew)
        return crew + GHOST * (NUM_SEATS[g] - crew)

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


_ID = {s: sid for sid, s in SPACE_INDEX.items()}


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


def _best_setup(
    goods: Sequence[int], weights: Sequence[float], odds: Sequence[float], prefix: Sequence[int]
) -> float:
    """The best setup score of ``goods`` (route order) whose first starts are ``prefix``."""
    if not prefix:
        w = sorted((weights[g] for g in goods), reverse=True)
        return max(w[0] * odds[a] + w[1] * odds[b] + w[2] * odds[c] for a, b, c in START_SETS)
    best = float("-inf")
    for starts in STARTS:
        if starts[: len(prefix)] == tuple(prefix):
            best = max(best, sum(weights[g] * odds[s] for g, s in zip(goods, starts)))
    return best


def harbour_master_value(view: Mapping[str, Any]) -> float:
    """What being harbour master this voyage is worth to the acting seat (in pesos): the
    best share purchase, the best setup of the boats for its shares over an average one,
    and the first placement."""
    me: int = view["viewer"]
    weights = _interest(view, me)
    rule = view["options"]["unplundered_boat_on_13"] == "harbor"
    best = max(_best_setup(goods, weights, odds=START_ODDS[rule], prefix=()) for goods in LOADS)
    # The average setup: each good is loaded in 3 of the 4 loads.
    mean = MEAN_START_ODDS[rule] * sum(weights) * (len(LOADS) - 1) / len(LOADS)
    # The share's setup bonus is left out here: counted twice with the setup gain it made
    # every bot bid more for the post (it lost 45% of the games against the version
    # without it).
    share_gain = max([0.0, *share_gains(view, favour=False).values()])
    return share_gain + (best - mean) + INITIATIVE


# ------------------------------------------------------------------- decisions
def _pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    """The best-scored action; ``rng`` breaks exact ties."""
    top = max(v for v, _ in scored)
    best = [a for v, a in scored if v >= top - EPSILON]
    return best[0] if len(best) == 1 else rng.choice(best)


def _auction(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    bids = {a.arg: a for a in legal if a.kind == K_BID}
    pass_ = next(a for a in legal if a.kind == K_PASS)
    if not bids:
        return pass_
    value = harbour_master_value(view)
    cash: int = view["players_board"][view["viewer"]]["cash"]
    top = 0
    spare = max(0, cash - PLACEMENT_RESERVE)
    for b in sorted(bids):
        if b + _mortgage_loss(b, spare) <= value:
            top = b
        else:
            break
    low = min(bids)
    if top < low:
        return pass_
    step = max(1, (top - low + 1) // BID_STEP_DIVISOR)
    return bids[min(top, low - 1 + step)]


def share_gains(view: Mapping[str, Any], favour: bool = True) -> dict[int, float]:
    """What buying one share of each good the harbour master may buy would gain him.

    Its expected end value minus its price (and the mortgage loss if cash is short),
    plus how much better he can then set up this voyage for that good than the average
    drift its end value already counts.
    """
    me: int = view["viewer"]
    board = view["players_board"][me]
    cash: int = board["cash"]
    funds: int = board["funds"]
    prices = view["prices"]
    index = [PRICE_INDEX[prices[name]] for name in GOODS]
    lead = max(index)
    ends = END_VALUE[lead]
    weights = _interest(view, me)
    rule = view["options"]["unplundered_boat_on_13"] == "harbor"
    odds = START_ODDS[rule]
    setup = max(_best_setup(goods, weights, odds, ()) for goods in LOADS)
    average = MEAN_START_ODDS[rule] * (len(LOADS) - 1) / len(LOADS)
    gains: dict[int, float] = {}
    for g, name in enumerate(GOODS):
        cost = share_price(index[g])
        if not view["share_supply"][name] or cost > funds:
            continue
        step = STEP_VALUE[lead][index[g]]
        weights[g] += step
        favoured = max(_best_setup(goods, weights, odds, ()) for goods in LOADS)
        weights[g] -= step
        gains[g] = ends[index[g]] - cost - _mortgage_loss(cost, cash)
        if favour:
            gains[g] += favoured - setup - average * step
    return gains


def _buy(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    gains = share_gains(view)
    scored = [(gains[a.arg] if a.kind == K_BUY else 0.0, a) for a in legal]
    return _pick(scored, rng)


def _load(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    me: int = view["viewer"]
    weights = _interest(view, me)
    odds = START_ODDS[view["options"]["unplundered_boat_on_13"] == "harbor"]
    scored = [(_best_setup(LOADS[a.arg], weights, odds, ()), a) for a in legal if a.kind == K_LOAD]
    return _pick(scored, rng)


def _start(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    me: int = view["viewer"]
    weights = _interest(view, me)
    odds = START_ODDS[view["options"]["unplundered_boat_on_13"] == "harbor"]
    goods = [GOOD_INDEX[b["good"]] for b in view["boats"]]
    prefix = [b["position"] for b in view["boats"] if b["position"] is not None]
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


def _place(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    sit = Situation(view)
    me = sit.me
    base = sit.score()
    pilots: tuple[float, float] | None = None
    scored: list[tuple[float, Action]] = []
    for a in legal:
        kind = a.kind
        if kind == K_PASS:
            scored.append((0.0, a))
            continue
        s = a.arg
        area = AREA[s]
        cost = COST[s] if kind == K_PLACE else 0
        value = -cost - _mortgage_loss(cost, sit.cash)
        if area == "boat":
            crew = sit.crew[SEAT_GOOD[s]]
            crew.append(me)
            value += sit.score() - base
            crew.pop()
        elif s in SPACE_SLOT:
            where, i = SPACE_SLOT[s]
            slots = sit.harbor if where == "harbor" else sit.shipyard
            slots[i] = me
            value += sit.score() - base
            slots[i] = -1
        elif s in (CAPTAIN, SECOND):
            sit.pirates.append(me)
            value += sit.score() - base + _boarding_bonus(sit)
            sit.pirates.pop()
        elif s == INSURANCE:
            sit.insurer = me
            value += sit.score() - base + INSURANCE_PREMIUM
            sit.insurer = -1
        else:  # a pilot
            if pilots is None:
                pilots = _pilot_gains(sit)
            value += pilots[0] if s == PILOT_SMALL else pilots[1]
        scored.append((value, a))
    return _pick(scored, rng)


def _pilot(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    sit = Situation(view)
    base = sit.score()
    # The large pilot's first one-space move is followed by an optional second one.
    first_of_two = view["decision"] == "large_pilot"
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


def _board(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    sit = Situation(view)
    me = sit.me
    base = sit.score()
    occupant = {seat["id"]: seat["occupant"] for boat in view["boats"] for seat in boat["seats"]}
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind != K_BOARD:
            scored.append((base, a))
            continue
        g = SEAT_GOOD[a.arg]
        crew = sit.crew[g]
        victim = occupant[_ID[a.arg]]
        pirates = sit.pirates[:]
        sit.pirates.remove(me)
        if victim is not None:
            crew.remove(victim)
        crew.append(me)
        scored.append((sit.score(), a))
        crew.remove(me)
        if victim is not None:
            crew.append(victim)
        sit.pirates = pirates
    return _prefer_pass(scored, base, legal, rng)


def _plunder(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    sit = Situation(view)
    scored: list[tuple[float, Action]] = []
    for a in legal:
        g = a.arg
        old = (sit.pos[g], sit.fixed[g])
        sit.pos[g] = MANILA
        sit.fixed[g] = 1 if a.arg2 == TO_HARBOR else 2
        scored.append((sit.score(), a))
        sit.pos[g], sit.fixed[g] = old
    return _pick(scored, rng)


def _mortgage(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    # Which share is mortgaged does not change the fortune: take the cheapest good.
    prices = view["prices"]
    scored = [(-float(prices[GOODS[a.arg]]), a) for a in legal if a.kind == K_MORTGAGE]
    return _pick(scored, rng) if scored else legal[0]


_DECISIONS = {
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
    "mortgage_to_pay": _mortgage,
}


def choose(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    """The heuristic's choice among ``legal`` for the seat whose ``view`` this is."""
    decide = _DECISIONS.get(view["decision"])
    if decide is None:
        return legal[0]
    return decide(view, legal, rng)
