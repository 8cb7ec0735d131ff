"""San Juan heuristic: every building valued in VP, every card in hand as currency + plan.

The strategy a good player would recognise:

* **Two engines.** A *production/trade* engine (production buildings, dearest goods
  first, with Trading post, Market stand, Market hall, Well, Aqueduct, and the Guild hall
  for the end) and a *violet* engine (Smithy, Quarry, Carpenter, Prefecture, monuments,
  City hall, Triumphal arch, Palace). The plan follows what the city and the hand already
  hold: it sets how many production and violet buildings the bot still expects to build,
  which is what the engine buildings are worth. Library and Chapel fit both.
* **Building values** are in VP: printed VP, plus the ability's expected yield over the
  rounds left (estimated from the largest city), plus the end bonuses it raises (Guild
  hall +2 per production building, City hall +1 per violet one, Triumphal arch per
  monument, Palace a quarter of everything). Abilities fade as the end nears; in the last
  builder phase only points count.
* **Cards in hand** are worth a currency value (about half a VP, less near the end) plus,
  for the few best next builds, part of what building them would gain. Duplicates of a
  violet building, buildings the city already holds and cards beyond the hand limit are
  currency only.
* **Roles**: what the role gives the bot (with its privilege) minus a share of what its
  action gives the opponents (from public information): Builder for a good affordable
  building, Producer with empty production buildings, Trader with goods (never without),
  Councillor or Prospector when the hand is thin.
* **Building**: the best value minus what the payment loses; pass if nothing gains. No
  12th building while behind on the public score. The Crane covers a building only when
  it must or when the saving beats the building lost; the Black market takes cheap goods
  instead of good cards. Payment always uses the least valuable cards.
* **Small choices**: produce the dearest goods; sell the dearest goods on the tile, as
  many as allowed; keep the most valuable card (councillor, Gold mine); discard the least
  valuable (Archive, hand limit, setup variant); tuck the least valuable card under the
  Chapel every round; in 2-player games the governor doubles with his Library at once
  when that saves a card.

The bot reads only the view of its seat and the legal actions; ``rng`` only breaks ties
(a :class:`~.judgement.Judgement` as ``rng`` makes the easy level: see ``JUDGED``).
*Styles* (:mod:`.styles`) add :class:`Preferences` to the bot's own valuations: a bias of
its plan, VP for roles and buildings, the worth below which a card goes under the Chapel.
Card tables are precomputed at import; one call parses the view once, into a
:class:`Reading` of counts. In rollouts the reading comes straight from the state, for the
seat to act, with the same content as its view (``choose_state``): building the view
would cost most of a rollout.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...games.san_juan.actions import K_BLACK_MARKET, K_LIBRARY, K_PASS
from ...games.san_juan.board import PHASE_NAMES
from ...games.san_juan.data import (
    AQUEDUCT,
    ARCH_BONUS,
    ARCHIVE,
    BLACK_MARKET,
    BUILDER,
    CARD_INDEX,
    CARPENTER,
    CHAPEL,
    CITY_HALL,
    CITY_SIZE_TO_END,
    COSTS,
    COUNCILLOR,
    CRANE,
    GOLD_MINE,
    GUILD_HALL,
    HAND_LIMIT,
    HERO,
    LIBRARY,
    MARKET_HALL,
    MARKET_STAND,
    MONUMENTS,
    NUM_CARDS,
    NUM_GOODS,
    NUM_TILES,
    PALACE,
    POOR_HOUSE,
    PREFECTURE,
    PRODUCER,
    PROSPECTOR,
    QUARRY,
    ROLE_NAMES,
    SMITHY,
    STATUE,
    TILE_PRICES,
    TILES,
    TOWER,
    TOWER_HAND_LIMIT,
    TRADER,
    TRADING_POST,
    TRIUMPHAL_ARCH,
    VICTORY_COLUMN,
    VPS,
    WELL,
)
from ...games.san_juan.prices import price_row
from ...games.san_juan.scoring import bonuses
from .judgement import exact, pick
from .styles import Table, parse_table

if TYPE_CHECKING:
    from ...core.game import State
    from ...games.san_juan.state import SanJuanState

NK = NUM_CARDS
NG = NUM_GOODS
ROLE_INDEX = {name: r for r, name in enumerate(ROLE_NAMES)}
TILE_BY_NUMBER = {t.number: t.index for t in TILES}
# Expected cards per good sold on a tile not yet known.
AVG_PRICE = tuple(sum(p[g] for p in TILE_PRICES) / NUM_TILES for g in range(NG))
PRICE_FLOATS = tuple(tuple(float(p) for p in prices) for prices in TILE_PRICES)
VP_FLOATS = tuple(float(v) for v in VPS)
# Cards that make a city a production/trade engine or a violet engine (plan detection).
PRODUCTION_ENGINE = (TRADING_POST, WELL, MARKET_STAND, MARKET_HALL, AQUEDUCT, GUILD_HALL)
VIOLET_ENGINE = (QUARRY, CARPENTER, CITY_HALL, TRIUMPHAL_ARCH, STATUE, VICTORY_COLUMN, HERO)

# Tuning, in VP (checked against random bots and in self-play).
CARD_VP = 0.6  # a card in hand, as currency, while the game is far from its end
GOOD_RATE = 0.45  # goods a production building makes per round, while under capacity
KEEP_SHARE = 0.3  # share of a next build's gain counted while the card waits in the hand
NEXT_BUILDS = 2  # at most this many hand cards count as next builds
OPPONENT_WEIGHT = 0.8  # weight of all opponents' gains together against the bot's own
ROUNDS_PER_BUILD = 1.0  # rounds left per building the largest city still lacks
ENDING_BEHIND = 5.0  # penalty for building the 12th building while behind
CHAPEL_KEEP = 1.0  # a card worth more than this (VP) stays in the hand, not under the Chapel

# The keys a style's table may use (see :mod:`.styles`): ``plan`` leans the bot's plan
# (positive: production/trade, negative: violet; a building of an engine counts 1.5),
# ``chapel`` replaces CHAPEL_KEEP; ``role.<role>`` and ``building.<card>`` add VP to what
# the bot reckons that role or building worth to itself.
STYLE_SCALARS = {"plan": 0.0, "chapel": CHAPEL_KEEP}
STYLE_GROUPS = {"role": ROLE_NAMES, "building": tuple(CARD_INDEX)}


class Preferences:
    """A style's table for San Juan, ready for the valuations."""

    __slots__ = ("building", "chapel", "plan", "role")

    def __init__(self, table: Table | None = None) -> None:
        settings, groups = parse_table(table or {}, STYLE_SCALARS, STYLE_GROUPS)
        self.plan = settings["plan"]
        self.chapel = settings["chapel"]
        self.role = [groups["role"].get(name, 0.0) for name in ROLE_NAMES]
        self.building = [(CARD_INDEX[name], v) for name, v in groups["building"].items()]


NEUTRAL = Preferences()


def _public_score(board: _Board, city: list[int] | None = None, building_vp: int = -1) -> float:
    """A seat's score from what everybody sees (Chapel cards of others guessed); ``city``
    and ``building_vp`` replace the board's own (a building about to be built)."""
    if city is None:
        city = board.city
    chapel = board.chapel
    if chapel is None:
        chapel = 3 if city[CHAPEL] else 0
    score = (board.building_vp if building_vp < 0 else building_vp) + chapel
    if city[GUILD_HALL] or city[CITY_HALL] or city[TRIUMPHAL_ARCH] or city[PALACE]:
        score += sum(bonuses(city, chapel).values())
    return float(score)


@functools.cache
def _unseen_prices(seen: frozenset[int]) -> tuple[float, ...]:
    """Mean cards per good over the tiles (by index) not in ``seen``."""
    unseen = [TILE_PRICES[i] for i in range(NUM_TILES) if i not in seen]
    if not unseen:
        return AVG_PRICE
    return tuple(sum(p[g] for p in unseen) / len(unseen) for g in range(NG))


def _view_trade_prices(house: Mapping[str, Any]) -> tuple[float, ...]:
    """Cards per good sold on the tile of the coming (or current) trader phase: known
    once every tile was seen, else the mean of the tiles not seen yet."""
    tile = house["current"] or house["next"]
    if tile is not None:
        return PRICE_FLOATS[TILE_BY_NUMBER[tile["tile"]]]
    return _unseen_prices(frozenset(TILE_BY_NUMBER[t["tile"]] for t in house["revealed"]))


class _Board:
    """One seat's public board as counts by card kind (and the acting seat's hand)."""

    __slots__ = ("building_vp", "buildings", "chapel", "city", "goods", "hand_size", "library_used")

    city: list[int]
    goods: list[int]
    hand_size: int
    buildings: int
    building_vp: int
    chapel: int | None  # cards under the Chapel, None when the owner does not tell
    library_used: bool


class Reading:
    """What the heuristic reads of a decision, as counts: built from the seat's view, or
    straight from a state for its acting seat (rollouts, where views would cost most of
    the time). Both give the same reading: the state path reads only what the view shows
    (a test compares the two on whole games)."""

    __slots__ = (
        "boards",
        "building",
        "chooser",
        "decision",
        "due",
        "ending",
        "hand",
        "library_doubling",
        "players",
        "prices",
        "role",
        "seat",
        "tile_prices",
    )

    seat: int
    players: int
    decision: str
    role: int  # role being resolved, -1 while roles are chosen
    chooser: int
    library_doubling: bool
    ending: bool  # a city holds 12 buildings: this builder phase is the last
    building: int  # builder: card kind being paid for, or -1
    due: int  # builder: cards still to pay
    tile_prices: tuple[float, ...]  # cards per good in the coming (or current) trader phase
    boards: list[_Board]
    hand: list[int]  # the seat's hand by kind
    prices: list[int]  # cards due for each kind now (the engine's discounts)

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Reading:
        reading = cls()
        seat: int = view["viewer"]
        reading.seat = seat
        reading.players = view["players"]
        reading.decision = view["decision"]
        role = view["role"]
        reading.role = ROLE_INDEX[role] if role is not None else -1
        chooser = view["role_chooser"]
        reading.chooser = chooser if chooser is not None else -1
        reading.library_doubling = view["library_doubling"]
        reading.ending = view["game_ending"]
        pending = view["pending"]
        reading.building = CARD_INDEX[pending["building"]] if "building" in pending else -1
        reading.due = pending.get("due", 0)
        reading.tile_prices = _view_trade_prices(view["trading_house"])
        boards = []
        for entry in view["players_board"]:
            board = _Board()
            city = [0] * NK
            for building in entry["city"]:
                city[CARD_INDEX[building["id"]]] = building["count"]
            board.city = city
            board.goods = list(entry["goods"].values())
            board.hand_size = entry["hand_size"]
            board.buildings = entry["buildings"]
            board.building_vp = entry["building_vp"]
            board.chapel = entry["chapel"]
            board.library_used = entry["library_used"]
            boards.append(board)
        reading.boards = boards
        hand = [0] * NK
        prices = list(COSTS)
        for entry in view["players_board"][seat]["hand"] or ():
            k = CARD_INDEX[entry["id"]]
            hand[k] = entry["count"]
            prices[k] = entry["price"]
        reading.hand = hand
        reading.prices = prices
        return reading

    @classmethod
    def from_state(cls, state: SanJuanState) -> Reading:
        """The reading of the seat to act in ``state`` (which must not be over)."""
        reading = cls()
        seat = state.actor
        reading.seat = seat
        n = state.players
        reading.players = n
        reading.decision = PHASE_NAMES[state.phase]
        role = state.role
        reading.role = role
        reading.chooser = state.chooser if role >= 0 else -1
        reading.library_doubling = bool(state.lib) if role >= 0 else False
        reading.ending = bool(state.ended)
        building = state.building
        reading.building = building
        reading.due = state.due if building >= 0 else 0
        trades = state.trades
        if role == TRADER:
            tile = state.current_tile()
        elif trades >= NUM_TILES:
            tile = state.tiles[trades % NUM_TILES]
        else:
            tile = -1
        if tile >= 0:
            reading.tile_prices = PRICE_FLOATS[tile]
        else:
            reading.tile_prices = _unseen_prices(frozenset(state.tiles[:trades]))
        all_city, all_goods = state.city, state.goods
        lib_used = state.lib_used
        boards = []
        for p in range(n):
            board = _Board()
            city = all_city[p * NK : p * NK + NK]
            board.city = city
            board.goods = all_goods[p * NG : p * NG + NG]
            board.hand_size = state.hand_size[p]
            board.buildings = state.city_size[p]
            board.building_vp = sum([VPS[k] * c for k, c in enumerate(city) if c])
            board.chapel = state.chapel_size[p] if p == seat else None
            board.library_used = bool(lib_used >> p & 1)
            boards.append(board)
        reading.boards = boards
        hand = state.hands[seat * NK : seat * NK + NK]
        reading.hand = hand
        prices = list(COSTS)
        price = state.price
        for k, count in enumerate(hand):
            if count:
                prices[k] = price(seat, k)
        reading.prices = prices
        return reading


class _Seat:
    """The acting seat's board and hand, as counts by card kind."""

    __slots__ = (
        "building_vp",
        "buildings",
        "city",
        "goods",
        "hand",
        "hand_size",
        "limit",
        "prices",
        "prod",
    )

    def __init__(self, reading: Reading) -> None:
        board = reading.boards[reading.seat]
        city = board.city[:]
        self.hand = reading.hand
        self.prices = reading.prices  # cards due now (the engine's discounts of this moment)
        self.city = city
        self.hand_size = board.hand_size
        self.goods = board.goods
        self.buildings = board.buildings
        self.building_vp = board.building_vp
        self.prod = sum(city[:NG])
        self.limit = TOWER_HAND_LIMIT if city[TOWER] else HAND_LIMIT


class _Ctx:
    """One decision's reading of the view: the seat, the rounds left, the card values."""

    __slots__ = (
        "boards",
        "builds_left",
        "cv",
        "fp",
        "fv",
        "me",
        "owned",
        "players",
        "potential",
        "prefs",
        "reading",
        "rounds",
        "seat",
        "value",
    )

    def __init__(
        self, reading: Reading, building: int = -1, prefs: Preferences | None = None
    ) -> None:
        self.prefs = prefs or NEUTRAL
        self.reading = reading
        self.seat = reading.seat
        self.players = reading.players
        boards = reading.boards
        self.boards = boards
        me = _Seat(reading)
        largest = max(b.buildings for b in boards)
        if building >= 0:
            # The building being paid for counts as built already (plan and duplicates).
            me.city[building] += 1
            me.buildings += 1
            me.building_vp += VPS[building]
            me.prod += building < NG
            largest = max(largest, me.buildings)
        self.me = me
        if reading.ending:
            rounds = 0.0
        else:
            rounds = max(0.0, (CITY_SIZE_TO_END - largest) * ROUNDS_PER_BUILD - 0.5)
        self.rounds = rounds
        # Cards only buy buildings: worth less when few builder phases remain.
        self.cv = 0.05 + (CARD_VP - 0.05) * min(1.0, rounds / 4.0)
        self.builds_left = min(rounds + 1.0, float(CITY_SIZE_TO_END - me.buildings))
        share = 0.55 if self._production_plan() else 0.25
        self.fp = self.builds_left * share
        self.fv = self.builds_left - self.fp
        self.owned = self._building_values()
        value = self.owned[:]
        for k in range(NG, NK):
            if me.city[k]:
                value[k] = 0.0  # one violet building of each name per city
        self.value = value
        costs = price_row(me.city, 0, 0)
        cv = self.cv
        gains = [v - c * cv for v, c in zip(value, costs, strict=True)]
        self.potential = [g if g > 0.0 else 0.0 for g in gains]

    # ---------------------------------------------------------------- plan
    def _production_plan(self) -> bool:
        me = self.me
        city, hand = me.city, me.hand
        prod = me.prod + 0.3 * sum(hand[:NG])
        viol = 0.3 * sum(hand[NG:])
        for k in PRODUCTION_ENGINE:
            prod += 1.5 * (city[k] > 0) + 0.5 * (hand[k] > 0)
        for k in VIOLET_ENGINE:
            viol += 1.5 * (city[k] > 0) + 0.5 * (hand[k] > 0)
        return prod + self.prefs.plan >= viol

    # --------------------------------------------------------------- values
    def _building_values(self) -> list[float]:
        """VP expected from each card kind if it were built now (ability + bonuses)."""
        me = self.me
        city, hand = me.city, me.hand
        rounds, cv = self.rounds, self.cv
        fp, fv = self.fp, self.fv
        prod = me.prod
        capacity = 1.5 + (city[TRADING_POST] > 0) + (city[AQUEDUCT] > 0) + 0.5 * (city[LIBRARY] > 0)
        # Goods beyond what can be produced and sold each round are worth less.
        margin = 1.0 if prod < capacity else 0.35
        producing = 1.0 if prod >= 2 else 0.5 if prod == 1 else 0.2
        best_price = max([AVG_PRICE[g] for g in range(NG) if city[g]], default=1.0)
        # End bonuses a new building raises: held ones count fully, hoped-for ones partly.
        guild = 2.0 if city[GUILD_HALL] else 0.8 if hand[GUILD_HALL] else 0.0
        town = 1.0 if city[CITY_HALL] else 0.4 if hand[CITY_HALL] else 0.0
        palace = 0.25 if city[PALACE] else 0.1 if hand[PALACE] else 0.0
        arch = 1.0 if city[TRIUMPHAL_ARCH] else 0.5 if hand[TRIUMPHAL_ARCH] else 0.0
        monuments = sum(1 for m in MONUMENTS if city[m])
        hoped = min(3, monuments + sum(1 for m in MONUMENTS if hand[m] and not city[m]))
        value = list(VP_FLOATS)
        for g in range(NG):
            value[g] += rounds * GOOD_RATE * margin * AVG_PRICE[g] * cv + guild
        trade = rounds * 0.4 * cv * producing
        value[SMITHY] += fp * cv
        value[GOLD_MINE] += rounds * 0.12 * cv
        value[ARCHIVE] += rounds * 0.15 * cv
        value[POOR_HOUSE] += rounds * 0.15 * cv
        value[BLACK_MARKET] += rounds * 0.1 * cv * producing
        value[TRADING_POST] += trade * best_price
        value[WELL] += trade
        value[MARKET_STAND] += trade * (0.9 if prod >= 2 else 0.3)
        value[CRANE] += 0.2 * cv
        value[CHAPEL] += rounds * 0.6
        value[TOWER] += rounds * 0.1 * cv
        value[AQUEDUCT] += trade * best_price
        value[CARPENTER] += fv * cv
        value[PREFECTURE] += rounds * 0.45 * cv
        value[MARKET_HALL] += trade * 1.1
        value[QUARRY] += fv * cv
        value[LIBRARY] += rounds * 0.8 * cv
        value[GUILD_HALL] += 2.0 * (prod + fp)
        value[CITY_HALL] += me.buildings - prod + 1.0 + fv  # violet buildings, itself too
        value[TRIUMPHAL_ARCH] += ARCH_BONUS[hoped] * (1.0 if monuments else 0.7)
        if town:
            for k in range(NG, NK):
                value[k] += town
        step = ARCH_BONUS[min(3, monuments + 1)] - ARCH_BONUS[monuments]
        for m in MONUMENTS:
            value[m] += arch * step
        value[PALACE] += (
            _public_score(self.boards[self.seat], city, me.building_vp) + rounds * 1.5
        ) / 4.0
        if palace:
            for k in range(NK):
                value[k] *= 1.0 + palace
        for k, bonus in self.prefs.building:
            value[k] += bonus
        return value

    def price(self, card: int, privilege: int = 0) -> int:
        """Cards due for ``card`` with the Smithy/Quarry and ``privilege`` discounts (the
        engine's price, without the Crane)."""
        return price_row(self.me.city, 0, privilege)[card]

    def copy_values(self, exclude: int = -1) -> list[tuple[float, int]]:
        """Every card of the hand (less one ``exclude``) with its keep value, least
        valuable first.

        A card is worth the currency value plus, for the few best next builds, a share of
        its build gain; further copies of a violet building are currency only."""
        hand = self.me.hand
        cv = self.cv
        potential = self.potential
        share = KEEP_SHARE if self.rounds >= 1.0 else 0.25
        firsts: list[tuple[float, int]] = []
        spares: list[tuple[float, int]] = []
        for k in range(NK):
            n = hand[k] - (k == exclude)
            if n <= 0:
                continue
            firsts.append((potential[k], k))
            if n > 1:
                spare = cv + (0.5 * share * potential[k] if k < NG else 0.0)
                spares.extend([(spare, k)] * (n - 1))
        firsts.sort(reverse=True)
        slots = max(1, min(NEXT_BUILDS, int(self.builds_left + 0.5)))
        items = spares
        for i, (p, k) in enumerate(firsts):
            items.append((cv + share * p * (1.0 if i < slots else 0.15), k))
        items.sort()
        return items

    def card_value(self, card: int) -> float:
        """Worth of one more ``card`` in the hand (councillor, Gold mine)."""
        share = KEEP_SHARE if self.rounds >= 1.0 else 0.25
        if self.me.hand[card] and card >= NG:
            return self.cv
        factor = 0.7 if self.me.hand[card] else 1.0
        return self.cv + share * self.potential[card] * factor

    def good_value(self, good: int) -> float:
        return AVG_PRICE[good] * self.cv * 0.8

    def pay_cost(self, card: int, due: int) -> float:
        """What paying ``due`` for ``card`` loses: the least valuable cards (and Black
        market goods). Cards beyond the hand limit would be discarded anyway."""
        if due <= 0:
            return 0.0
        me = self.me
        values = [v for v, _ in self.copy_values(card)]
        n = len(values)
        if n < due and not me.city[BLACK_MARKET]:
            return 1e9
        # Keeping the best ``limit`` cards: the lowest ones are free until then.
        over = n - me.limit
        cost = sum(values[max(0, over) : max(due, over)]) if due > over else 0.0
        if me.city[BLACK_MARKET] and sum(me.goods):
            goods = sorted(self.good_value(g) for g in range(NG) for _ in range(me.goods[g]))
            merged = sorted(values[:due] + goods[:2])
            if len(merged) < due:
                return 1e9
            cost = min(cost if n >= due else 1e9, sum(merged[:due]))
        return cost

    def build_gain(self, card: int, due: int) -> float:
        """Net VP of building ``card`` for ``due`` cards now."""
        gain = self.value[card] - self.pay_cost(card, due)
        if self.me.buildings + 1 >= CITY_SIZE_TO_END and not self._ahead(card):
            gain -= ENDING_BEHIND
        return gain

    def _ahead(self, card: int) -> bool:
        """Whether the bot would lead after building ``card`` (public scores)."""
        city = self.me.city[:]
        city[card] += 1
        mine = _public_score(self.boards[self.seat], city, self.me.building_vp + VPS[card])
        others = [_public_score(b) for p, b in enumerate(self.boards) if p != self.seat]
        return mine >= max(others)


# ---------------------------------------------------------------------- helpers
def _best(scored: list[tuple[float, Action]], rng: random.Random) -> Action:
    """The action of highest score; ties broken by ``rng`` (or, for a matter of
    judgement, the pick of a noisy ``rng``: see :mod:`.judgement`)."""
    judged = pick(scored, rng)
    if judged is not None:
        return judged
    top = max(s for s, _ in scored)
    tied = [a for s, a in scored if s >= top - 1e-9]
    return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]


def _pass(legal: Sequence[Action]) -> Action | None:
    for action in legal:
        if action.kind == K_PASS:
            return action
    return None


def _least_valuable(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    """The card action (pay, discard, tuck) on the least valuable card of the hand."""
    worth: dict[int, float] = {}
    for value, k in ctx.copy_values():
        worth.setdefault(k, value)  # lowest first: a spare copy goes before the first
    return _best([(-worth.get(a.arg, 0.0), a) for a in legal if a.kind != K_PASS], rng)


def _privilege(reading: Reading) -> int:
    """The builder's discount the reading's seat gets in the current builder phase."""
    if reading.role == BUILDER and reading.chooser == reading.seat:
        return 2 if reading.library_doubling else 1
    return 0


# --------------------------------------------------------------------- decisions
def _best_build(ctx: _Ctx, privilege: int) -> float:
    me = ctx.me
    gains = [
        ctx.build_gain(k, ctx.price(k, privilege))
        for k in range(NK)
        if me.hand[k] and (k < NG or not me.city[k])
    ]
    return max(gains, default=0.0)


def _choose_role(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    me = ctx.me
    cv = ctx.cv
    city = me.city
    library = 2 if city[LIBRARY] else 1
    if ctx.players == 2 and ctx.boards[ctx.seat].library_used:
        library = 1
    # Cards are worth more to a thin hand, little to a hand over its limit.
    need = 1.4 if me.hand_size <= 1 else 1.15 if me.hand_size <= 3 else 1.0
    if me.hand_size >= me.limit:
        need = 0.3
    opponents = [b for p, b in enumerate(ctx.boards) if p != ctx.seat]
    prices = ctx.reading.tile_prices
    weight = OPPONENT_WEIGHT / len(opponents)
    scored: list[tuple[float, Action]] = []
    for action in legal:
        role = action.arg
        if role == BUILDER:
            mine = max(0.0, _best_build(ctx, library))
            theirs = sum(
                0.9 if b.hand_size >= 4 else 0.5 if b.hand_size >= 2 else 0.0 for b in opponents
            )
        elif role == PRODUCER:
            empty = sorted(
                (AVG_PRICE[g] for g in range(NG) for _ in range(city[g] - me.goods[g])),
                reverse=True,
            )
            made = empty[: 1 + library + (city[AQUEDUCT] > 0)]
            mine = sum(made) * cv * 0.85 + (cv if city[WELL] and len(made) >= 2 else 0.0)
            theirs = 0.0
            for b in opponents:
                free = sum(b.city[:NG]) - sum(b.goods)
                theirs += min(1 + (b.city[AQUEDUCT] > 0), free) * 1.6 * cv
        elif role == TRADER:
            goods = sorted((prices[g] for g in range(NG) for _ in range(me.goods[g])), reverse=True)
            sold = goods[: 1 + library + (city[TRADING_POST] > 0)]
            mine = sum(sold) * cv
            if sold and city[MARKET_HALL]:
                mine += cv
            if len(sold) >= 2 and city[MARKET_STAND]:
                mine += cv
            theirs = 0.0
            for b in opponents:
                n = min(1 + (b.city[TRADING_POST] > 0), sum(b.goods))
                theirs += n * 1.6 * cv + (cv if n and b.city[MARKET_HALL] else 0.0)
        elif role == COUNCILLOR:
            keep = 2 if city[PREFECTURE] else 1
            mine = keep * cv * need + 0.35 * library + (0.1 if city[ARCHIVE] else 0.0)
            theirs = sum((2 if b.city[PREFECTURE] else 1) * cv * 0.8 for b in opponents)
        else:  # PROSPECTOR
            mine = library * cv * need
            theirs = 0.0
        scored.append((mine - weight * theirs + ctx.prefs.role[role], action))
    return _best(scored, rng)


def _library(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    """2 players, the governor's first role: double now if that saves about a card (the
    engine asks only when doubling can change something)."""
    role = ctx.reading.role
    if role == BUILDER:
        gain = _best_build(ctx, 2) - _best_build(ctx, 1)
    elif role in (PRODUCER, TRADER):
        gain = 2 * ctx.cv  # a third good produced or sold
    elif role == PROSPECTOR:
        gain = ctx.cv
    else:  # COUNCILLOR: three more cards to choose from
        gain = 0.3
    use = gain >= 0.5 * CARD_VP
    for action in legal:
        if (action.kind == K_LIBRARY) == use:
            return action
    return legal[0]


def _build(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    me = ctx.me
    budget = me.hand_size - 1
    if me.city[BLACK_MARKET]:
        budget += min(2, sum(me.goods))
    scored: list[tuple[float, Action]] = []
    for action in legal:
        if action.kind == K_PASS:
            scored.append((0.0, action))
            continue
        k = action.arg
        due = me.prices[k]
        loss = 0.0
        if due > budget:
            # Affordable only with the Crane, which covers (and loses) a building.
            covers = [c for c in range(NK) if me.city[c] and c not in (CRANE, k)]
            if covers:
                c = max(covers, key=COSTS.__getitem__)
                due = max(0, due - COSTS[c])
                loss = ctx.owned[c] + 1.5
        scored.append((ctx.build_gain(k, due) - loss, action))
    return _best(scored, rng)


def _crane(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    me = ctx.me
    card = ctx.reading.building
    due = ctx.price(card, _privilege(ctx.reading))
    scored: list[tuple[float, Action]] = []
    for action in legal:
        if action.kind == K_PASS:
            scored.append((-ctx.pay_cost(card, due), action))
            continue
        c = action.arg
        # Covering keeps the city size: a building slot is lost with the covered value.
        lost = ctx.owned[c] + 1.5
        if c < NG and me.goods[c] >= me.city[c]:
            lost += ctx.good_value(c)
        scored.append((-ctx.pay_cost(card, max(0, due - COSTS[c])) - lost, action))
    return _best(scored, rng)


def _black_market(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    due = ctx.reading.due
    paying = [v for v, _ in ctx.copy_values()][:due]
    goods = [a for a in legal if a.kind == K_BLACK_MARKET]
    cheapest = min(goods, key=lambda a: (ctx.good_value(a.arg), a.arg))
    skip = _pass(legal)
    if skip is None or (paying and ctx.good_value(cheapest.arg) < max(paying)):
        return cheapest
    return skip


def _produce(reading: Reading, legal: Sequence[Action], rng: random.Random) -> Action:
    prices = reading.tile_prices
    scored = [
        (prices[a.arg] + AVG_PRICE[a.arg], a) if a.kind != K_PASS else (-1.0, a) for a in legal
    ]
    return _best(scored, rng)


def _sell(reading: Reading, legal: Sequence[Action], rng: random.Random) -> Action:
    prices = reading.tile_prices
    # The dearest good now; among equal prices the one that will fetch less later.
    scored = [
        (prices[a.arg] - 0.01 * AVG_PRICE[a.arg], a) if a.kind != K_PASS else (-1.0, a)
        for a in legal
    ]
    return _best(scored, rng)


def _keep(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    return _best([(ctx.card_value(a.arg), a) for a in legal if a.kind != K_PASS], rng)


def _discard(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    return _least_valuable(ctx, legal, rng)


def _chapel(ctx: _Ctx, legal: Sequence[Action], rng: random.Random) -> Action:
    me = ctx.me
    values = ctx.copy_values()
    skip = _pass(legal)
    if skip is not None and values[0][0] > ctx.prefs.chapel and me.hand_size <= me.limit:
        return skip  # every card is worth more than the VP it would give
    return _least_valuable(ctx, legal, rng)


_HANDLERS: dict[str, Callable[[_Ctx, Sequence[Action], random.Random], Action]] = {
    "setup_discard": _discard,
    "choose_role": _choose_role,
    "library": _library,
    "builder_build": _build,
    "builder_crane": _crane,
    "builder_black_market": _black_market,
    "builder_pay": _discard,
    "councillor_keep": _keep,
    "councillor_discard": _discard,
    "gold_mine": _keep,
    "chapel": _chapel,
    "hand_limit": _discard,
}


def choose(
    view: Mapping[str, Any],
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's action for the seat whose ``view`` this is, with a style's
    ``prefs`` (None: the plain heuristic)."""
    return decide(Reading.from_view(view), legal, rng, prefs)


def choose_state(
    state: State,
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's action for the seat to act in ``state``, read without a view."""
    return decide(Reading.from_state(state), legal, rng, prefs)  # type: ignore[arg-type]


# The decisions where an imperfect judgement (the easy level) may take a near-best option
# instead of the best: which role, which building, which card to keep. Paying, discarding,
# producing and selling it plays exactly (never its best card thrown away).
JUDGED = frozenset({"choose_role", "builder_build", "councillor_keep", "gold_mine"})


def decide(
    reading: Reading,
    legal: Sequence[Action],
    rng: random.Random,
    prefs: Preferences | None = None,
) -> Action:
    """The heuristic's action for a decision read as ``reading``."""
    decision = reading.decision
    rng = exact(rng, decision in JUDGED)
    # Goods only need the prices: no card values to compute.
    if decision == "producer_produce":
        return _produce(reading, legal, rng)
    if decision == "trader_sell":
        return _sell(reading, legal, rng)
    building = reading.building if decision == "builder_pay" else -1
    return _HANDLERS[decision](_Ctx(reading, building, prefs), legal, rng)
