"""The Puerto Rico heuristic: value every option in VP-equivalent points, take the best.

Everything is judged from the seat's view alone (the other players' VP chips are hidden
and count as 0) in one currency, *points*: 1 VP = 1 point; a doubloon is worth ``dv``
points (1.0 early, 0.5 late, fading to 0.05 over the last three rounds, when little is
left to buy); a barrel ``bv[good]`` points (dear goods more early, about 1 VP late). The
rounds left are estimated from the VP supply, the colonist supply and the fullest city;
long-lasting assets (plantations, production, violet buildings) are worth their yield
per round times a short horizon ``R`` (0.4 x the rounds left, at most 7 rounds).

*Plan.* Each player is read as a shipper (corn, Harbor, Wharf, warehouses) or a builder
(quarries, Tobacco/Coffee, Factory, markets); the plan scales the tiles and buildings
that serve it. A corn start leans to shipping, an indigo start to building.

*Roles.* For each role on offer the bot simulates what the phase would give every player
(settler: each one's best tile in turn, the quarry for the settler; mayor: the colonists,
placed as below; builder: each one's best affordable building; craftsman: the barrels
made while the supply lasts, Factory income, the extra barrel; trader: the sales in turn
order until the trading house is full; captain: greedy largest loads in turn order with
the captain's VP, Harbor and Wharf, less the barrels that spoil; prospector: a doubloon)
and takes the best *own gain + doubloons on the card - the opponents' mean gain*: no
Craftsman or Captain that helps the neighbours more than itself.

*Colonists.* Placement is an exact group knapsack over production chains (a plantation
and a building circle of one good make a barrel), corn, quarries and each violet building
at its yield, large buildings at their end bonus. Before placing, colonists are taken
back when a clearly better arrangement of all of them exists.

*Other decisions.* Settler: the best tile for the plan (a good whose building has a free
circle, corn for shippers, quarries for builders); Hacienda, Hospice and University are
always used. Builder: the best building value minus its price in points, or save when a
clearly better one is in reach next round; large buildings come late by themselves, as
money loses its worth. Craftsman: the most valuable extra barrel. Trader: the
best-paying sale. Captain: the largest load (on ties the cheaper good, so dear ones stay
to be sold), the Wharf for a kind no ship takes; storage picks the warehouse kinds and
the single kept barrel together, for the most value. Expansions: take nobles (Villa, the
ship's noble), drawn tiles face up, draft by a fixed ranking, the best buccaneer option
in points, the cheapest items at the Black Market, the most barrels when loading, no
guest moves; anything else not modelled falls back to ``pass`` (else ``done``).

The random generator only breaks exact ties (a :class:`~.judgement.Judgement` as the
generator makes the easy level: see ``JUDGED``).

*Styles* (:mod:`.styles`) add :class:`Preferences` to the bot's own valuations: a bias of
its plan, points for roles, tiles and buildings. The opponents are read without them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from typing import Any

from ...core.actions import Action
from ...games.puerto_rico.actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_HACIENDA,
    K_HOSPICE,
    K_KEEP,
    K_LOAD,
    K_MAYOR_COLONIST,
    K_PASS,
    K_PLACE,
    K_PLANT,
    K_QUARRY,
    K_ROLE,
    K_SELL,
    K_UNIVERSITY,
    K_UNPLACE,
    K_WAREHOUSE,
    K_WHARF,
)
from ...games.puerto_rico.data import (
    ALL_BUILDINGS,
    ALL_ROLE_NAMES,
    CITY_SPACES,
    COFFEE,
    CORN,
    FACTORY_INCOME,
    GOODS,
    INDIGO,
    NUM_GOODS,
    PRICE,
    QUARRY,
    SUGAR,
    TILE_KINDS,
    TOBACCO,
    TRADING_HOUSE_SPACES,
)
from ...games.puerto_rico.expansion_actions import (
    K_AMOUNT,
    K_AS,
    K_DRAFT,
    K_EXCHANGE,
    K_KIDNAP,
    K_PIRACY,
    K_PLACE_NOBLE,
    K_PLUNDER,
    K_POST,
    K_RAID,
    K_RETURN_GOOD,
    K_RETURN_PIECE,
    K_RETURN_VP,
    K_SMALL_WHARF,
    K_TAKE_NOBLE,
    K_VILLA,
)
from .judgement import exact, pick
from .styles import Table, parse_table

# ------------------------------------------------------------------------ tables

_GOOD = {name: g for g, name in enumerate(GOODS)}
_TILE = {name: k for k, name in enumerate(TILE_KINDS)}
_SPEC = {b.id: b for b in ALL_BUILDINGS}
_ID_OF = tuple(b.id for b in ALL_BUILDINGS)  # building index -> id (action arguments)
_PROD_GOOD = {b.id: b.good for b in ALL_BUILDINGS if b.kind == "production" and b.good >= 0}
_SMALL_PROD = frozenset(b.id for b in ALL_BUILDINGS if b.kind == "production" and b.circles == 1)
_VIOLET = frozenset(b.id for b in ALL_BUILDINGS if b.kind != "production")
_BUILDING_SPOT = len(TILE_KINDS)  # place/unplace argument of building i: 6 + i

# Per-round yield (points) of the manned violet buildings whose worth does not depend on
# the board; the others are computed in ``_violet_yield``. Unlisted ones: 0.3.
_YIELD = {
    "hacienda": 0.4,
    "hospice": 0.45,
    "university": 0.35,
    "library": 0.5,
    "lighthouse": 0.45,
    "union_hall": 0.4,
    "trading_post": 0.35,
    "small_wharf": 0.35,
    "guest_house": 0.3,
    "church": 0.35,
    "storehouse": 0.25,
    "specialty_factory": 0.35,
    "aqueduct": 0.25,
    "villa": 0.3,
    "chapel": 0.35,
    "jeweler": 0.5,
}
_LARGE = frozenset(b.id for b in ALL_BUILDINGS if b.kind == "violet_large")
_SHIPPING_BUILDINGS = ("harbor", "wharf", "small_warehouse", "large_warehouse")
_BUILDING_PLAN_BUILDINGS = ("factory", "small_market", "large_market", "coffee_roaster")

# Expansion buildings to draft into the supply, best first (unlisted ones rank by cost).
_DRAFT_RANK = {
    "library": 12,
    "statue": 11,
    "lighthouse": 10,
    "union_hall": 9,
    "cloister": 9,
    "small_wharf": 8,
    "trading_post": 8,
    "church": 7,
    "guest_house": 6,
    "black_market": 5,
    "storehouse": 5,
    "aqueduct": 4,
    "forest_house": 3,
}


# Tuned in self-play (2 against 2, seats swapped). Points of a doubloon early and late;
# the horizon R of long-lasting assets is _HORIZON x the rounds left (at most _HORIZON_CAP).
_DOUBLOON_EARLY = 1.0
_DOUBLOON_LATE = 0.5
_HORIZON = 0.4
_HORIZON_CAP = 7.0
_VIOLET_WEIGHT = 0.85  # a violet building yields only once manned
_SPEND_ROUNDS = 3.0  # doubloons lose their worth over the last rounds (see _Ctx)

# ------------------------------------------------------------------------ styles

# The keys a style's table may use (see :mod:`.styles`): ``plan`` leans the bot's own plan
# (positive: building, negative: shipping, in units of the plan's score: a corn tile
# counts 1.5, a shipping or building-plan building 3); ``role.<role>``, ``tile.<kind>``
# and ``building.<id>`` add points to what the bot reckons that role, tile or building
# worth to itself (``tile.quarry`` also to each quarry it mans: the colonists' knapsack
# values a quarry as the tile).
STYLE_SCALARS = {"plan": 0.0}
STYLE_GROUPS = {
    "role": ALL_ROLE_NAMES,
    "tile": TILE_KINDS,
    "building": tuple(_SPEC),
}


class Preferences:
    """A style's table for Puerto Rico, ready for the valuations."""

    __slots__ = ("building", "plan", "role", "tile")

    def __init__(self, table: Table | None = None) -> None:
        settings, groups = parse_table(table or {}, STYLE_SCALARS, STYLE_GROUPS)
        self.plan = settings["plan"]
        self.role = groups["role"]
        self.tile = [groups["tile"].get(name, 0.0) for name in TILE_KINDS]
        self.building = groups["building"]


NEUTRAL = Preferences()

# ------------------------------------------------------------------------ boards


class _Board:
    """One player's board, parsed from the view into flat lists."""

    __slots__ = (
        "city",
        "doubloons",
        "filled",
        "goods",
        "kinds",
        "occ",
        "pieces",
        "plan_build",
        "prod",
        "prod_circles",
        "prod_occ",
        "quarries",
        "san_juan",
        "seat",
        "spaces",
        "tiles",
        "total_prod",
        "vp",
    )

    def __init__(self, pv: Mapping[str, Any], plan_bias: float = 0.0) -> None:
        self.seat: int = pv["seat"]
        self.doubloons: int = pv["doubloons"]
        vp = pv["vp_chips"]
        self.vp: int = vp if vp is not None else 0
        goods = pv["goods"]
        self.goods = [goods[name] for name in GOODS]
        tiles = [0] * 6
        occ = [0] * 6
        for name, tile in pv["island"].items():
            k = _TILE[name]
            tiles[k] = tile["tiles"]
            occ[k] = tile["occupied"]
        self.tiles = tiles
        self.occ = occ
        self.quarries = occ[QUARRY]
        city: dict[str, int] = {}
        prod_circles = [0] * NUM_GOODS
        prod_occ = [0] * NUM_GOODS
        for entry in pv["city"]:
            bid = entry["id"]
            city[bid] = entry["colonists"]
            g = _PROD_GOOD.get(bid)
            if g is not None:
                prod_circles[g] += entry["circles"]
                prod_occ[g] += entry["colonists"]
        self.city = city
        self.prod_circles = prod_circles
        self.prod_occ = prod_occ
        prod = [occ[CORN]] + [min(occ[g], prod_occ[g]) for g in range(1, NUM_GOODS)]
        self.prod = prod
        self.kinds = sum(1 for x in prod if x)
        self.total_prod = sum(prod)
        self.san_juan: int = pv["san_juan"]
        self.pieces: int = pv["colonists_on_circles"] + self.san_juan
        self.spaces: int = pv["city_spaces_used"]
        self.filled: int = pv["island_spaces_filled"]
        # The plan: shipping (corn, Harbor, Wharf, warehouses) or building (quarries,
        # dear goods, Factory, markets); an indigo start leans to building.
        ship = 1.5 * tiles[CORN] + 0.5 * tiles[INDIGO] + 0.5 * tiles[SUGAR]
        ship += sum(3.0 for b in _SHIPPING_BUILDINGS if b in city)
        build = 0.6 + 1.5 * tiles[QUARRY] + 1.5 * (tiles[TOBACCO] + tiles[COFFEE])
        build += sum(3.0 for b in _BUILDING_PLAN_BUILDINGS if b in city)
        # A style's bias leans the bot's own plan (0 for the others' boards).
        self.plan_build = build + plan_bias > ship

    def manned(self, bid: str) -> bool:
        return self.city.get(bid, 0) > 0


class _Ctx:
    """What every decision needs: the boards, the game's stage and the point values.

    Only the bot's own board is parsed up front; the others when a decision needs them.
    """

    __slots__ = (
        "R",
        "_boards",
        "bv",
        "dv",
        "me",
        "n",
        "over_soon",
        "prefs",
        "rounds_left",
        "view",
    )

    def __init__(self, view: Mapping[str, Any], prefs: Preferences | None = None) -> None:
        self.view = view
        self.prefs = prefs = prefs or NEUTRAL
        players = view["players_board"]
        n = len(players)
        self.n = n
        self.me = _Board(players[view["viewer"]], prefs.plan)
        self._boards: list[_Board] | None = None
        # Rounds left: the first of the three game ends to come (rules §7).
        col = view["colonist_supply"] / max(view["colonist_ship"], n) * 1.4 + 1.0
        vps = view["vp_supply"] / (1.8 * n) + 1.0
        fullest = max(pv["city_spaces_used"] for pv in players)
        city = (CITY_SPACES - fullest) / 0.9 + 1.0
        self.over_soon = bool(view["end_triggers"])
        rounds = 0.0 if self.over_soon else min(col, vps, city)
        self.rounds_left = rounds
        late = min(1.0, max(0.0, 1.0 - rounds / 12.0))
        self.R = max(0.35, min(rounds + 0.5, _HORIZON_CAP) * _HORIZON)
        # Doubloons only count while there are builder phases left to spend them in.
        dv = _DOUBLOON_LATE + (_DOUBLOON_EARLY - _DOUBLOON_LATE) * (1.0 - late)
        self.dv = max(0.05, dv * min(1.0, rounds / _SPEND_ROUNDS))
        self.bv = [0.85 + 0.22 * PRICE[g] * (1.0 - late) + 0.15 * late for g in range(NUM_GOODS)]

    @property
    def boards(self) -> list[_Board]:
        """Every player's board, by seat (the bot's own is ``me``)."""
        if self._boards is None:
            me = self.me
            self._boards = [
                me if pv["seat"] == me.seat else _Board(pv) for pv in self.view["players_board"]
            ]
        return self._boards


# ------------------------------------------------------------------ valuations


def _trade_rate(p: _Board) -> float:
    """Sales per round a player can expect (dear goods sell more often)."""
    dear = p.prod[SUGAR] + p.prod[TOBACCO] + p.prod[COFFEE]
    return 0.3 + min(0.4, 0.2 * dear)


def _violet_yield(ctx: _Ctx, p: _Board, bid: str) -> float:
    """Points per round of a manned violet building for ``p``."""
    dv = ctx.dv
    kinds = p.kinds
    total = p.total_prod
    build = p.plan_build
    if bid == "small_market":
        return 1.0 * _trade_rate(p) * dv * (1.2 if build else 1.0)
    if bid == "large_market":
        return 2.0 * _trade_rate(p) * dv * (1.2 if build else 1.0)
    if bid == "office":
        return 0.8 * _trade_rate(p) * dv
    if bid == "factory":
        future = min(5, kinds + (1 if ctx.rounds_left > 3 else 0))
        return FACTORY_INCOME[future] * 0.7 * dv * (1.3 if build else 1.0)
    if bid == "harbor":
        return 0.6 * min(max(kinds, 1), 2) * (0.85 if build else 1.3)
    if bid == "wharf":
        return 0.25 * min(max(total, 2), 5) * (0.85 if build else 1.3)
    if bid == "small_warehouse":
        return 0.25 * min(max(kinds - 1, 0.5), 2) * (1.0 if build else 1.3)
    if bid == "large_warehouse":
        return 0.35 * min(max(kinds - 1, 0.5), 3) * (1.0 if build else 1.3)
    if bid == "hacienda" and p.filled > 9:
        return 0.0
    if bid == "construction_hut":
        return 0.0 if p.tiles[QUARRY] >= 4 else (0.4 if build else 0.2)
    return _YIELD.get(bid, 0.3)


def _large_bonus(ctx: _Ctx, p: _Board, bid: str) -> float:
    """Expected end-of-game bonus of a manned large building (rules §8)."""
    if bid == "guild_hall":
        small = sum(1 for b in p.city if b in _SMALL_PROD)
        large = sum(1 for b in p.city if b in _PROD_GOOD and b not in _SMALL_PROD)
        return small + 2.0 * large + 0.5
    if bid == "residence":
        filled = min(12, p.filled + int(ctx.rounds_left * 0.5))
        return 4.0 if filled <= 9 else filled - 5.0
    if bid == "fortress":
        return (p.pieces + ctx.rounds_left * 1.0) / 3.0
    if bid == "customs_house":
        return (p.vp + ctx.rounds_left * 2.0) / 4.0 if p is ctx.me else 2.0
    if bid == "city_hall":
        return sum(1 for b in p.city if b in _VIOLET) + 1.0 + ctx.rounds_left * 0.3
    if bid == "royal_garden":
        return 2.0
    if bid == "cloister":
        return 2.0
    return 0.0


def _building_value(ctx: _Ctx, p: _Board, bid: str) -> float:
    """Points a building is worth to ``p`` (its VP plus what it yields from now on), and
    to the bot itself its style's preference."""
    value = _plain_building_value(ctx, p, bid)
    if p is ctx.me:
        value += ctx.prefs.building.get(bid, 0.0)
    return value


def _plain_building_value(ctx: _Ctx, p: _Board, bid: str) -> float:
    spec = _SPEC[bid]
    value = float(spec.vp)
    R = ctx.R
    g = _PROD_GOOD.get(bid)
    if g is not None:
        spare = max(0, p.tiles[g] - p.prod_circles[g])
        future = 1 if p.filled < 12 and ctx.rounds_left > 2 else 0
        usable = min(spec.circles, spare + future)
        value += usable * 0.7 * ctx.bv[g] * R * 0.8
        if p.manned("factory") and not p.prod_circles[g] and usable:
            value += 0.7 * ctx.dv * R
        if p.plan_build and g >= TOBACCO:
            value *= 1.1
        return value
    if bid in _LARGE:
        return value + _large_bonus(ctx, p, bid)
    return value + _violet_yield(ctx, p, bid) * R * _VIOLET_WEIGHT


def _tile_value(ctx: _Ctx, p: _Board, kind: int) -> float:
    """Points of a new island tile of ``kind`` (a plantation or the quarry) for ``p``, and
    to the bot itself its style's preference."""
    value = _plain_tile_value(ctx, p, kind)
    if p is ctx.me:
        value += ctx.prefs.tile[kind]
    return value


def _plain_tile_value(ctx: _Ctx, p: _Board, kind: int) -> float:
    R = ctx.R
    if kind == QUARRY:
        if p.tiles[QUARRY] >= 4:
            return 0.2
        return 0.6 * ctx.dv * R * (1.4 if p.plan_build else 0.8) + 0.1
    bv = ctx.bv[kind]
    # Corn and a plantation with a free building circle both produce with one colonist.
    if kind == CORN:
        value = 0.7 * bv * R * 0.8 * (0.9 if p.plan_build else 1.15)
    else:
        spare = p.prod_circles[kind] - p.tiles[kind]
        value = 0.7 * bv * R * (0.8 if spare > 0 else 0.22)
        if p.plan_build and kind >= TOBACCO:
            value *= 1.15
        if p.manned("factory") and not p.tiles[kind]:
            value += 0.3 * ctx.dv * R
    if p.manned("hospice"):
        value *= 1.25
    return value


# ------------------------------------------------------- colonist placement (DP)

# A knapsack group: its name (a good, ``quarry`` or a building id), the value gained by
# putting 0, 1, 2 ... more pieces on it, and how (per good: plantations, building circles).
_Group = tuple[str, list[float], list[tuple[int, int]]]


def _groups(ctx: _Ctx, p: _Board, k: int, scratch: bool) -> list[_Group]:
    """The groups of empty circles that could take some of ``k`` pieces.

    ``scratch``: every piece of the player is free to move (the pieces on circles are
    counted in ``k``); otherwise the pieces on circles stay and values are gains.
    """
    R = ctx.R
    groups: list[_Group] = []
    for g in range(NUM_GOODS):
        group = _good_group(ctx, p, g, k, scratch)
        if group is not None:
            groups.append(group)
    if p.tiles[QUARRY]:
        q0 = 0 if scratch else p.occ[QUARRY]
        room = min(p.tiles[QUARRY] - q0, k)
        if room > 0:
            unit = _tile_value(ctx, p, QUARRY)
            v0 = unit * min(q0, 4) + 0.05 * q0
            best = [unit * min(q0 + a, 4) + 0.05 * (q0 + a) - v0 for a in range(room + 1)]
            groups.append(("quarry", best, [(a, 0) for a in range(room + 1)]))
    for bid, pieces in p.city.items():
        if bid in _PROD_GOOD:
            continue
        spec = _SPEC[bid]
        circles = spec.circles
        c0 = 0 if scratch else pieces
        room = min(circles - c0, k)
        if room <= 0:
            continue
        if bid in _LARGE:
            unit = _large_bonus(ctx, p, bid) / circles
        else:
            unit = _violet_yield(ctx, p, bid) * R / circles + 0.05
        groups.append((bid, [unit * a for a in range(room + 1)], [(0, a) for a in range(room + 1)]))
    return groups


def _good_group(ctx: _Ctx, p: _Board, g: int, k: int, scratch: bool) -> _Group | None:
    """The group of a good's plantations and production circles (``None``: no room).
    A plantation and a circle together produce a barrel; either alone is worth little."""
    tiles = p.tiles[g]
    circles = p.prod_circles[g] if g != CORN else 0
    p0 = 0 if scratch else p.occ[g]
    b0 = 0 if scratch else p.prod_occ[g]
    room_p = min(tiles - p0, k)
    room_b = min(circles - b0, k)
    if room_p <= 0 and room_b <= 0:
        return None
    unit = 0.7 * ctx.bv[g] * ctx.R
    if g == CORN:
        return GOODS[g], [unit * a for a in range(room_p + 1)], [(a, 0) for a in range(room_p + 1)]
    lone_p = 0.12 * unit
    lone_b = 0.18 * unit
    both0 = min(p0, b0)
    v0 = unit * both0 + lone_p * (p0 - both0) + lone_b * (b0 - both0)
    size = min(room_p + room_b, k) + 1
    best = [-1.0] * size
    how = [(0, 0)] * size
    for a in range(room_p + 1 if room_p > 0 else 1):
        pp = p0 + a
        for b in range(min(room_b if room_b > 0 else 0, k - a) + 1):
            bb = b0 + b
            both = pp if pp < bb else bb
            v = unit * both + lone_p * (pp - both) + lone_b * (bb - both) - v0
            if v > best[a + b]:
                best[a + b] = v
                how[a + b] = (a, b)
    return GOODS[g], best, how


def _allocate(
    ctx: _Ctx, p: _Board, k: int, scratch: bool
) -> tuple[float, dict[str, tuple[int, int]]]:
    """The best value of placing up to ``k`` pieces, and how many each group gets.

    An exact group knapsack; every placement adds value, so as many pieces as there are
    circles are placed.
    """
    groups = _groups(ctx, p, k, scratch)
    neg = -1e9
    dp = [0.0] + [neg] * k
    top = 0  # the most pieces placeable so far
    choices: list[list[int]] = []
    for _, best, _how in groups:
        new = dp[:]
        pick = [0] * (k + 1)
        size = len(best)
        for c in range(top + 1):
            base = dp[c]
            for extra in range(1, min(size, k - c + 1)):
                v = best[extra]
                if v < 0.0:
                    continue
                total = base + v
                if total > new[c + extra]:
                    new[c + extra] = total
                    pick[c + extra] = extra
        top = min(k, top + size - 1)
        dp = new
        choices.append(pick)
    c = top
    while dp[c] == neg:
        c -= 1
    value = dp[c]
    plan: dict[str, tuple[int, int]] = {}
    for (name, _best, how), pick in zip(reversed(groups), reversed(choices)):
        extra = pick[c]
        if extra:
            plan[name] = how[extra]
        c -= extra
    return value, plan


def _placed_value(ctx: _Ctx, p: _Board) -> float:
    """The value of the pieces on ``p``'s circles now (as ``_allocate`` counts it)."""
    R = ctx.R
    value = 0.7 * ctx.bv[CORN] * R * p.occ[CORN]
    for g in range(1, NUM_GOODS):
        unit = 0.7 * ctx.bv[g] * R
        pp, bb = p.occ[g], p.prod_occ[g]
        both = min(pp, bb)
        value += unit * both + 0.12 * unit * (pp - both) + 0.18 * unit * (bb - both)
    q = p.occ[QUARRY]
    if q:
        value += _tile_value(ctx, p, QUARRY) * min(q, 4) + 0.05 * q
    for bid, pieces in p.city.items():
        if pieces and bid not in _PROD_GOOD:
            circles = _SPEC[bid].circles
            if bid in _LARGE:
                value += _large_bonus(ctx, p, bid) / circles * pieces
            else:
                value += (_violet_yield(ctx, p, bid) * R / circles + 0.05) * pieces
    return value


def _colonist_gain(ctx: _Ctx, p: _Board, k: int) -> float:
    """Points ``k`` more colonists are worth to ``p`` (placed as well as possible)."""
    if k <= 0:
        return 0.0
    value, _ = _allocate(ctx, p, k, scratch=False)
    return value


# ------------------------------------------------------------------ role gains


def _settler_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    face_up = [ctx.view["face_up_plantations"][name] for name in GOODS]
    quarries = ctx.view["quarries"]
    gains = [0.0] * ctx.n
    n = ctx.n
    for step in range(n):
        p = ctx.boards[(chooser.seat + step) % n]
        if p.filled >= 12:
            continue
        best, pick = 0.0, -1
        for g in range(NUM_GOODS):
            if face_up[g]:
                v = _tile_value(ctx, p, g)
                if v > best:
                    best, pick = v, g
        if quarries and (p is chooser or p.manned("construction_hut")):
            v = _tile_value(ctx, p, QUARRY)
            if v > best:
                best, pick = v, QUARRY
        if p.manned("hacienda"):
            best += 0.5
        if pick == QUARRY:
            quarries -= 1
        elif pick >= 0:
            face_up[pick] -= 1
        gains[p.seat] = best
    return gains


def _mayor_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    n = ctx.n
    ship = ctx.view["colonist_ship"]
    share, extra = divmod(ship, n)
    gains = [0.0] * n
    for step in range(n):
        p = ctx.boards[(chooser.seat + step) % n]
        k = share + (1 if step < extra else 0) + p.san_juan
        if p is chooser and ctx.view["colonist_supply"] > 0:
            k += 1
        gains[p.seat] = _colonist_gain(ctx, p, k)
    return gains


def _available(ctx: _Ctx) -> list[tuple[int, int, int, str]]:
    """Buildings left in the supply as ``(cost, row, size, id)``, cheapest first."""
    found = []
    for entry in ctx.view["buildings"]:
        if entry["remaining"]:
            spec = _SPEC[entry["id"]]
            found.append((spec.cost, spec.row, spec.size, spec.id))
    found.sort()
    return found


def _best_build(
    ctx: _Ctx, p: _Board, builder: bool, available: list[tuple[int, int, int, str]]
) -> float:
    """The best ``value - price`` of a building ``p`` can afford (0 = build nothing)."""
    best = 0.0
    free = CITY_SPACES - p.spaces
    dv = ctx.dv
    money = p.doubloons
    privilege = 1 if builder else 0
    quarries = p.quarries
    reach = money + privilege + min(quarries, 4)
    city = p.city
    for cost, row, size, bid in available:
        if cost > reach:
            break
        price = cost - privilege - (quarries if quarries < row else row)
        if price > money or size > free or bid in city:
            continue
        v = _building_value(ctx, p, bid) - max(0, price) * dv
        if v > best:
            best = v
    return best


def _builder_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    available = _available(ctx)
    # The builder's discount is already in his prices (_best_build).
    return [_best_build(ctx, p, p is chooser, available) for p in ctx.boards]


def _craftsman_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    supply = [ctx.view["goods_supply"][name] for name in GOODS]
    n = ctx.n
    gains = [0.0] * n
    bv = ctx.bv
    for step in range(n):
        p = ctx.boards[(chooser.seat + step) % n]
        value = 0.0
        kinds = 0
        best_extra = 0.0
        for g in range(NUM_GOODS):
            made = min(p.prod[g], supply[g])
            if made:
                supply[g] -= made
                value += made * bv[g]
                kinds += 1
                if bv[g] > best_extra:
                    best_extra = bv[g]
        if p.manned("factory"):
            value += FACTORY_INCOME[kinds] * ctx.dv
        if p is chooser:
            value += best_extra
        # Barrels beyond what storage and ships can absorb are worth less.
        held = sum(p.goods)
        if held > 4:
            value *= 0.8
        gains[p.seat] = value
    return gains


def _sale(
    ctx: _Ctx, p: _Board, house: list[int], trader: bool
) -> tuple[int, int]:  # (good, income); good -1: none
    if len(house) >= TRADING_HOUSE_SPACES:
        return -1, 0
    office = p.manned("office")
    bonus = (1 if trader else 0) + (1 if p.manned("small_market") else 0)
    bonus += 2 if p.manned("large_market") else 0
    best_g, best = -1, 0
    for g in range(NUM_GOODS - 1, -1, -1):
        if p.goods[g] and (office or g not in house):
            income = PRICE[g] + bonus
            if income > best:
                best_g, best = g, income
    return best_g, best


def _trader_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    house = [_GOOD[name] for name in ctx.view["trading_house"]]
    n = ctx.n
    gains = [0.0] * n
    for step in range(n):
        p = ctx.boards[(chooser.seat + step) % n]
        g, income = _sale(ctx, p, house, p is chooser)
        if g >= 0:
            house.append(g)
            gains[p.seat] = income * ctx.dv * 0.9 - 0.25 * ctx.bv[g]
    return gains


def _captain_gains(ctx: _Ctx, chooser: _Board) -> list[float]:
    """Greedy loading in turn order (the most barrels each turn), then storage losses."""
    n = ctx.n
    ships = [
        [(_GOOD[s["good"]] if s["good"] else -1), s["load"], s["capacity"]]
        for s in ctx.view["cargo_ships"]
    ]
    goods = [list(p.goods) for p in ctx.boards]
    wharf = [p.manned("wharf") for p in ctx.boards]
    gains = [0.0] * n
    seat = chooser.seat
    idle = 0
    bonus = 1
    while idle < n:
        held = goods[seat]
        best, best_g, best_ship = _best_load(held, ships)
        if best == 0 and wharf[seat] and any(held):
            best_g = max(range(NUM_GOODS), key=lambda g: held[g])
            best, best_ship = held[best_g], -1
            wharf[seat] = False
        if best == 0:
            idle += 1
            seat = (seat + 1) % n
            continue
        idle = 0
        held[best_g] -= best
        if best_ship >= 0:
            ship = ships[best_ship]
            ship[0] = best_g
            ship[1] += best
        p = ctx.boards[seat]
        vp = float(best) + (1.0 if p.manned("harbor") else 0.0)
        if p is chooser and bonus:
            vp += 1.0
            bonus = 0
        gains[seat] += vp
        seat = (seat + 1) % n
    _storage_losses(ctx, goods, gains)
    return gains


def _best_load(held: list[int], ships: list[list[int]]) -> tuple[int, int, int]:
    """The most barrels ``held`` can put on one ship: (barrels, good, ship), the ship
    that has the good or else the empty one taking most; (0, -1, -1) if none can."""
    best, best_g, best_ship = 0, -1, -1
    for g in range(NUM_GOODS):
        h = held[g]
        if not h:
            continue
        amount, where = 0, -1
        for i, (sg, load, cap) in enumerate(ships):
            if sg == g:
                amount, where = min(h, cap - load), i
                break
        else:
            for i, (sg, _load, cap) in enumerate(ships):
                if sg < 0 and min(h, cap) > amount:
                    amount, where = min(h, cap), i
        if amount > best:
            best, best_g, best_ship = amount, g, where
    return best, best_g, best_ship


def _storage_losses(ctx: _Ctx, goods: list[list[int]], gains: list[float]) -> None:
    """Storage: 1 barrel plus whole kinds in warehouses; the rest spoils."""
    for p in ctx.boards:
        held = goods[p.seat]
        slots = (1 if p.manned("small_warehouse") else 0) + (
            2 if p.manned("large_warehouse") else 0
        )
        kinds = sorted((h for h in held if h), reverse=True)
        lost = sum(kinds[slots:]) - (1 if len(kinds) > slots else 0)
        if lost > 0:
            gains[p.seat] -= _SPOIL * lost


def _buccaneer_value(ctx: _Ctx, kind: int, arg: int) -> float:
    """Points of one buccaneer option (expansion 3) for the bot."""
    view = ctx.view
    if kind == K_PLUNDER:
        return float(len(view["trading_house"]))
    if kind == K_PIRACY:
        ship = view["cargo_ships"][arg]
        good = _GOOD[ship["good"]] if ship["good"] else CORN
        barrels: int = min(3, ship["load"])
        return barrels * ctx.bv[good] * 0.6
    if kind == K_RAID:
        return _colonist_gain(ctx, ctx.me, min(3, view["colonist_ship"] - ctx.n))
    if kind == K_KIDNAP:
        card = view["roles"][arg]
        role = card["role"]
        played = _role_value(ctx, role) if role in _GAINS else 0.0
        money: int = card["doubloons"]
        return money * ctx.dv + 0.5 * max(0.0, played)
    return 0.0


def _buccaneer_role(ctx: _Ctx) -> float:
    """The best buccaneer option the role would offer now."""
    view = ctx.view
    values = [0.0]
    if view["trading_house"]:
        values.append(_buccaneer_value(ctx, K_PLUNDER, 0))
    values += [
        _buccaneer_value(ctx, K_PIRACY, s)
        for s, ship in enumerate(view["cargo_ships"])
        if ship["load"]
    ]
    if view["colonist_ship"] > ctx.n:
        values.append(_buccaneer_value(ctx, K_RAID, 0))
    values += [
        _buccaneer_value(ctx, K_KIDNAP, c)
        for c, card in enumerate(view["roles"])
        if card["taken_by"] is None and card["role"] not in ("buccaneer", "prospector")
    ]
    return max(values)


_GAINS: dict[str, Callable[[_Ctx, _Board], list[float]]] = {
    "settler": _settler_gains,
    "mayor": _mayor_gains,
    "builder": _builder_gains,
    "craftsman": _craftsman_gains,
    "trader": _trader_gains,
    "captain": _captain_gains,
}

# How much the opponents' (mean) gain counts against one's own.
_OPPONENT_WEIGHT = 1.0
# Points lost per barrel that spoils after the captain phase.
_SPOIL = 0.5
# How much better (points) a building within reach next round must be to save for it.
_SAVE_MARGIN = 2.5


def _role_value(ctx: _Ctx, role: str) -> float:
    me = ctx.me
    if role == "prospector":
        return ctx.dv
    if role == "buccaneer":
        return 0.0  # valued in _choose_role (needs the whole view of the options)
    gains = _GAINS[role](ctx, me)
    others = [gains[p.seat] for p in ctx.boards if p is not me]
    return gains[me.seat] - _OPPONENT_WEIGHT * sum(others) / max(1, len(others))


# ------------------------------------------------------------------ decisions

_Rng = random.Random


def _best(scored: Sequence[tuple[float, Action]], rng: _Rng) -> Action:
    """The action of highest score; exact ties broken by ``rng`` (or, for a matter of
    judgement, the pick of a noisy ``rng``: see :mod:`.judgement`)."""
    judged = pick(scored, rng)
    if judged is not None:
        return judged
    top = max(s for s, _ in scored)
    tied = [a for s, a in scored if s >= top - 1e-9]
    return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]


def _of_kind(legal: Sequence[Action], *kinds: int) -> list[Action]:
    return [a for a in legal if a.kind in kinds]


def _fallback(legal: Sequence[Action], rng: _Rng) -> Action:
    """A safe choice for a decision the strategy does not model."""
    for a in legal:
        if a.kind == K_PASS:
            return a
    for a in legal:
        if a.kind == K_DONE:
            return a
    return legal[0]


def _choose_role(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    roles = ctx.view["roles"]
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind != K_ROLE:
            continue
        card = roles[a.arg]
        role = card["role"]
        money = card["doubloons"] * ctx.dv
        if role == "buccaneer":
            v = _buccaneer_role(ctx)
        elif role in _GAINS or role == "prospector":
            v = _role_value(ctx, role)
        else:
            v = 0.0
        scored.append((v + money + ctx.prefs.role.get(role, 0.0), a))
    if not scored:
        return _fallback(legal, rng)
    return _best(scored, rng)


def _settler_pick(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind == K_PLANT:
            scored.append((_tile_value(ctx, me, a.arg), a))
        elif a.kind == K_QUARRY:
            scored.append((_tile_value(ctx, me, QUARRY), a))
        elif a.kind == K_PASS:
            scored.append((0.0, a))
    if not scored:
        return _fallback(legal, rng)
    return _best(scored, rng)


def _take(legal: Sequence[Action], kind: int, rng: _Rng) -> Action:
    for a in legal:
        if a.kind == kind:
            return a
    return _fallback(legal, rng)


def _hacienda(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    # Draw only with room left for the pick that follows.
    if ctx.me.filled <= 10:
        return _take(legal, K_HACIENDA, rng)
    return _fallback(legal, rng)


def _spot_group(a: Action) -> tuple[str, int]:
    """The knapsack group of a place/unplace spot, and its side (0: island, 1: city)."""
    if a.arg < _BUILDING_SPOT:
        return TILE_KINDS[a.arg], 0
    bid = _ID_OF[a.arg - _BUILDING_SPOT]
    g = _PROD_GOOD.get(bid)
    return (GOODS[g] if g is not None else bid), 1


def _pieces_on(p: _Board, a: Action) -> int:
    """Pieces now on the group side of a spot (a good's plantations or its buildings)."""
    name, side = _spot_group(a)
    if side == 0:
        return p.occ[a.arg]
    g = _GOOD.get(name)
    return p.prod_occ[g] if g is not None else p.city.get(name, 0)


def _mayor_place(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    places = _of_kind(legal, K_PLACE, K_PLACE_NOBLE)
    unplaces = _of_kind(legal, K_UNPLACE)
    k = me.san_juan
    if unplaces:
        # Before placing: take a piece back if a better arrangement of all pieces exists.
        kept_value, _ = _allocate(ctx, me, k, scratch=False)
        kept_value += _placed_value(ctx, me)
        all_value, plan = _allocate(ctx, me, me.pieces, scratch=True)
        if all_value > kept_value + 0.05:  # a clear gain, not float noise
            for a in unplaces:
                name, side = _spot_group(a)
                if _pieces_on(me, a) > plan.get(name, (0, 0))[side]:
                    return a
    if not places:
        return _fallback(legal, rng)
    _, plan = _allocate(ctx, me, k, scratch=False)
    for a in places:
        name, side = _spot_group(a)
        if plan.get(name, (0, 0))[side]:
            return a
    # Nothing of the plan fits a legal spot (cannot happen with a consistent view).
    return _best([(_place_score(ctx, a), a) for a in places], rng)


def _place_score(ctx: _Ctx, a: Action) -> float:
    name, _ = _spot_group(a)
    if name in _GOOD:
        return ctx.bv[_GOOD[name]]
    if name == "quarry":
        return 0.5
    return _violet_yield(ctx, ctx.me, name)


def _builder(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    prices = {e["id"]: e.get("price_for_you", e["cost"]) for e in ctx.view["buildings"]}
    dv = ctx.dv
    scored: list[tuple[float, Action]] = []
    pass_action: Action | None = None
    for a in legal:
        if a.kind == K_PASS:
            pass_action = a
            continue
        if a.kind != K_BUILD:
            continue
        bid = _ID_OF[a.arg]
        price = prices.get(bid, _SPEC[bid].cost)
        v = _building_value(ctx, me, bid) - price * dv
        if price > me.doubloons:
            v -= 1.5 * (price - me.doubloons)  # Black Market: hands back pieces/goods/VP
        scored.append((v, a))
    if not scored:
        return _fallback(legal, rng)
    best_v = max(s for s, _ in scored)
    if pass_action is not None:
        if best_v <= 0.0:
            return pass_action
        # Save for a clearly better building within reach next round.
        if not ctx.over_soon:
            best_price = min(prices.get(_ID_OF[a.arg], 0) for s, a in scored if s == best_v)
            reach = me.doubloons + 3
            free = CITY_SPACES - me.spaces
            for e in ctx.view["buildings"]:
                bid = e["id"]
                price = e.get("price_for_you", e["cost"])
                if (
                    e["remaining"]
                    and bid not in me.city
                    and me.doubloons < price <= reach
                    and _SPEC[bid].size <= free
                    and me.doubloons - best_price < price - 3
                ):
                    target = _building_value(ctx, me, bid) - price * dv
                    if target > best_v + _SAVE_MARGIN:
                        return pass_action
    return _best(scored, rng)


def _craftsman_extra(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    house = ctx.view["trading_house"]
    office = ctx.me.manned("office")
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind == K_EXTRA:
            g = a.arg
            v = ctx.bv[g]
            if GOODS[g] in house and not office:
                v -= 0.15
            scored.append((v, a))
    if not scored:
        return _fallback(legal, rng)
    return _best(scored, rng)


def _trader(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    bonus = (1 if ctx.view["role_chooser"] == me.seat else 0) + (
        1 if me.manned("small_market") else 0
    )
    bonus += 2 if me.manned("large_market") else 0
    scored: list[tuple[float, Action]] = []
    for a in legal:
        if a.kind == K_SELL:
            income = PRICE[a.arg] + bonus
            scored.append((income * ctx.dv - 0.25 * ctx.bv[a.arg] + 0.01, a))
        elif a.kind == K_POST:
            # Trading Post: as a sale, without a market bonus, but blocks nobody.
            scored.append((PRICE[a.arg] * ctx.dv - 0.25 * ctx.bv[a.arg], a))
        elif a.kind == K_PASS:
            scored.append((0.0, a))
    if not scored:
        return _fallback(legal, rng)
    return _best(scored, rng)


def _captain_load(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    ships = ctx.view["cargo_ships"]
    loadable: dict[int, int] = {}
    for a in legal:
        if a.kind == K_LOAD:
            ship = ships[a.arg2]
            amount = min(me.goods[a.arg], ship["capacity"] - ship["load"])
            loadable[a.arg] = max(loadable.get(a.arg, 0), amount)
    scored: list[tuple[float, Action]] = []
    for a in legal:
        kind = a.kind
        if kind == K_LOAD:
            ship = ships[a.arg2]
            amount = min(me.goods[a.arg], ship["capacity"] - ship["load"])
            # Most barrels; on ties the cheaper good (keep dear ones to sell), and the
            # smaller of two empty ships (keep the big one for later).
            v = amount - 0.05 * PRICE[a.arg] - 0.001 * ship["capacity"]
            scored.append((v, a))
        elif kind == K_WHARF:
            held = me.goods[a.arg]
            # The Wharf is used once per phase: best on a kind no ship takes.
            v = held - 0.05 * PRICE[a.arg] - (1.0 if loadable else 0.0)
            if loadable.get(a.arg, 0) >= held:
                v -= 2.0
            scored.append((v, a))
        elif kind == K_SMALL_WHARF:
            if not loadable:
                scored.append((0.4 * me.goods[a.arg] - 0.5, a))
        elif kind == K_PASS:
            scored.append((-1.0 if loadable else 0.0, a))
    if not scored:
        return _fallback(legal, rng)
    return _best(scored, rng)


def _storage_value(ctx: _Ctx, g: int, barrels: int) -> float:
    house = ctx.view["trading_house"]
    sellable = GOODS[g] not in house or ctx.me.manned("office")
    return barrels * ctx.bv[g] + (0.2 * PRICE[g] if sellable else 0.0)


def _captain_store(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    me = ctx.me
    stores = _of_kind(legal, K_WAREHOUSE)
    if stores:
        # Choose the warehouse kinds together with the single barrel kept afterwards:
        # 3 sugar in the warehouse and 1 coffee kept beats 2 coffee stored and 1 sugar.
        kinds = [a.arg for a in stores]
        slots = (1 if me.manned("small_warehouse") else 0) + (
            2 if me.manned("large_warehouse") else 0
        )
        stored = sum(1 for g in range(NUM_GOODS) if me.goods[g]) - len(kinds)
        size = min(len(kinds), max(1, slots - stored))
        best_value, best_set = -1.0, kinds[:size]
        for chosen in combinations(kinds, size):
            value = sum(_storage_value(ctx, g, me.goods[g]) for g in chosen)
            value += max((_storage_value(ctx, g, 1) for g in kinds if g not in chosen), default=0)
            if value > best_value + 1e-9:
                best_value, best_set = value, list(chosen)
        scored = [
            (_storage_value(ctx, a.arg, me.goods[a.arg]), a) for a in stores if a.arg in best_set
        ]
        return _best(scored, rng)
    keeps = [(_storage_value(ctx, a.arg, 1), a) for a in legal if a.kind == K_KEEP]
    if not keeps:
        return _fallback(legal, rng)
    return _best(keeps, rng)


def _load_amount(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    amounts = _of_kind(legal, K_AMOUNT)
    if not amounts:
        return _fallback(legal, rng)
    return max(amounts, key=lambda a: a.arg)


def _small_wharf(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    # Everything left goes: each barrel on the Small Wharf is worth half a VP.
    adds = _of_kind(legal, K_SMALL_WHARF)
    if adds:
        return max(adds, key=lambda a: (ctx.me.goods[a.arg], -a.arg))
    return _fallback(legal, rng)


def _royal_supplier(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    # Exchange a barrel for a VP chip only of a kind no cargo ship can take.
    ships = ctx.view["cargo_ships"]
    on_board = {s["good"] for s in ships if s["good"]}
    open_kinds = {s["good"] for s in ships if s["good"] and s["load"] < s["capacity"]}
    empty = any(not s["good"] for s in ships)
    for a in legal:
        if a.kind == K_EXCHANGE:
            name = GOODS[a.arg]
            if name not in open_kinds and (name in on_board or not empty):
                return a
    return _fallback(legal, rng)


def _black_market(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    # Hand back the cheapest things: a corn-like barrel, a waiting colonist, a VP chip.
    goods = _of_kind(legal, K_RETURN_GOOD)
    if goods:
        return min(goods, key=lambda a: (PRICE[a.arg], a.arg))
    pieces = [a for a in _of_kind(legal, K_RETURN_PIECE) if a.arg2 == 0]
    for a in pieces:
        if a.text.endswith("san_juan"):
            return a
    vp = _of_kind(legal, K_RETURN_VP)
    if vp:
        return vp[0]
    if pieces:
        return pieces[0]
    return legal[0]


def _buccaneer(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    scored = [
        (0.05 if a.kind == K_PASS else _buccaneer_value(ctx, a.kind, a.arg), a) for a in legal
    ]
    return _best(scored, rng)


def _raid_place(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    places = _of_kind(legal, K_PLACE)
    if not places:
        return _fallback(legal, rng)
    return _best([(_place_score(ctx, a), a) for a in places], rng)


def _draft(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    drafts = _of_kind(legal, K_DRAFT)
    if not drafts:
        return _fallback(legal, rng)
    scored = [(float(_DRAFT_RANK.get(_ID_OF[a.arg], ALL_BUILDINGS[a.arg].cost)), a) for a in drafts]
    return _best(scored, rng)


def _drawn_tile(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    for a in legal:
        if a.kind == K_AS and a.arg == 0:
            return a
    return _fallback(legal, rng)


def _mayor_piece(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    return _take(legal, K_TAKE_NOBLE, rng)


def _villa(ctx: _Ctx, legal: Sequence[Action], rng: _Rng) -> Action:
    return _take(legal, K_VILLA, rng)


_Handler = Callable[[_Ctx, Sequence[Action], _Rng], Action]

_HANDLERS: dict[str, _Handler] = {
    "choose_role": _choose_role,
    "settler_hacienda": _hacienda,
    "settler_pick": _settler_pick,
    "settler_hospice": lambda ctx, legal, rng: _take(legal, K_HOSPICE, rng),
    "mayor_privilege": lambda ctx, legal, rng: _take(legal, K_MAYOR_COLONIST, rng),
    "mayor_place": _mayor_place,
    "builder_build": _builder,
    "builder_university": lambda ctx, legal, rng: _take(legal, K_UNIVERSITY, rng),
    "craftsman_privilege": _craftsman_extra,
    "craftsman_produce": lambda ctx, legal, rng: _take(legal, K_DONE, rng),  # always produce
    "trader_sell": _trader,
    "captain_load": _captain_load,
    "captain_warehouse": _captain_store,
    "captain_keep": _captain_store,
    "draft": _draft,
    "place_drawn_tile": _drawn_tile,
    "mayor_villa": _villa,
    "mayor_take_piece": _mayor_piece,
    "builder_black_market": _black_market,
    "captain_royal_supplier": _royal_supplier,
    "captain_small_wharf": _small_wharf,
    "captain_load_amount": _load_amount,
    "buccaneer": _buccaneer,
    "buccaneer_raid": _raid_place,
}


# The decisions where an imperfect judgement (the easy level) may take a near-best option
# instead of the best: which role, which tile, which building, which extra barrel. The
# others (selling, shipping, storing, the colonists' knapsack) it plays exactly.
JUDGED = frozenset({"choose_role", "settler_pick", "builder_build", "craftsman_privilege"})


def choose(
    view: Mapping[str, Any],
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's action for the seat whose ``view`` this is (one of ``legal``),
    with a style's ``prefs`` (None: the plain heuristic)."""
    decision = view["decision"]
    handler = _HANDLERS.get(decision)
    rng = exact(rng, decision in JUDGED)
    if handler is None:
        return _fallback(legal, rng)
    action = handler(_Ctx(view, prefs), legal, rng)
    return action if action in legal else _fallback(legal, rng)
