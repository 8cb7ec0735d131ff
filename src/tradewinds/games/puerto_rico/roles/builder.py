"""Builder with the expansions: the Library, Forest House, Zoning Office and Black Market
discounts and purchases, the Church, the festival construction goal (base §5.3;
expansions §2.3, §3.3, §5.2)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final, TypeVar

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import ORDERS
from ..actions import K_PASS
from ..board import PH_BLACK_MARKET, PH_BUILD, PH_UNIVERSITY, SPOT_TITLES, T2_CITY
from ..data import (
    ALL_BUILDINGS,
    BLACK_MARKET,
    BLACK_MARKET_MAX,
    CHURCH,
    CITY_SPACES,
    FOREST_HOUSE,
    GOODS,
    LIBRARY,
    NUM_ALL_BUILDINGS,
    NUM_GOODS,
    QUARRY,
    UNIVERSITY,
    ZONING_OFFICE,
    with_article,
)
from ..expansion_actions import K_RETURN_GOOD, K_RETURN_PIECE, SAN_JUAN_SPOT, SPOT_OFFSETS
from ..layout import (
    BUILDINGS_AT,
    CITY,
    DOUBLOONS,
    FORESTS,
    GOODS_AT,
    NOBLE_SHIFT,
    NOBLES,
    OCCUPIED_AT,
    SAN_JUAN,
    STRIDE,
    USED_CIRCLES,
    VP,
)
from ..log_words import (
    BUILD_NOTHING,
    BUILDING_WORDS,
    GOOD_WORDS,
    RETURN_COLONIST,
    RETURN_NOBLE,
    SEATS,
    black_market_buy,
    build,
    player,
)

if TYPE_CHECKING:
    from ..state import PuertoRicoState

# The quarry discount is capped by the building's row (base §5.3); rows run 1 to 4.
ROWS: Final = range(5)
MAX_QUARRIES: Final = ROWS[-1]
# The Zoning Office (§2.3) by row: none (or empty), a colonist on it (1 off rows 1 to 3),
# a noble on it (2 off row 4).
_ZONING: Final = ((0, 0, 0, 0, 0), (0, 1, 1, 1, 0), (0, 0, 0, 0, 2))
# The discount by row, per Zoning Office case and occupied quarries (up to 4).
_ROW_DISCOUNT: Final = tuple(
    tuple(tuple(min(quarries, row) + zoning[row] for row in ROWS) for quarries in ROWS)
    for zoning in _ZONING
)

BuildEntry = tuple[int, int, int, int]
# A price floor above every building's: build_refusals with refusals never stops early.
_EVERY: Final = 1 << 30
# Each building's own index (what build_refusals gives for it, for build_refusal).
_BUILDINGS: Final = range(NUM_ALL_BUILDINGS)
T = TypeVar("T")


def _entries(zoning: int, quarries: int) -> tuple[BuildEntry, ...]:
    """Every building, cheapest first after the quarry discount as the base game orders
    its build list, as (a floor of the price before the flat discount, building, the
    price before the flat discount, size)."""
    by_row = _ROW_DISCOUNT[zoning][quarries]
    most = max(_ZONING[zoning])
    return tuple(
        (after_quarries - most, i, spec.cost - by_row[spec.row], spec.size)
        for after_quarries, i, spec in sorted(
            (spec.cost - min(quarries, spec.row), spec.index, spec) for spec in ALL_BUILDINGS
        )
    )


_ALL_ENTRIES: Final = tuple(tuple(_entries(z, q) for q in ROWS) for z in range(len(_ZONING)))


@lru_cache(maxsize=64)
def build_lists(in_game: tuple[int, ...]) -> dict[int, tuple[BuildEntry, ...]]:
    """The build lists of the games whose supply holds the kinds ``in_game``, by Zoning
    Office case and occupied quarries (``zoning * len(ROWS) + quarries``), each made when
    first needed (BuilderPhase._build_list) and shared by those games."""
    return {}


# Black Market categories (bits of ``bm_used``).
BM_PIECE: Final = 1
BM_GOOD: Final = 2
BM_VP: Final = 4


def discount(s: PuertoRicoState, seat: int, builder: bool | None) -> tuple[int, int, int]:
    """What ``seat`` is let off a building now (base §5.3, §2.3, §3.3): the flat
    part (the privilege, twice with a Library, and one per two forests with a Forest
    House), the Zoning Office case and the quarries that count (for _ROW_DISCOUNT).
    ``builder`` overrides whether ``seat`` has the privilege."""
    b = s.board
    base = seat * STRIDE
    if builder is None:
        builder = seat == s.chooser
    flat = (2 if b[base + BUILDINGS_AT + LIBRARY] > 0 else 1) if builder else 0
    if b[base + BUILDINGS_AT + FOREST_HOUSE] > 0:
        flat += b[base + FORESTS] // 2
    zoning = 0
    if b[base + BUILDINGS_AT + ZONING_OFFICE] > 0:
        zoning = 2 if b[base + BUILDINGS_AT + ZONING_OFFICE + NOBLE_SHIFT] else 1
    return flat, zoning, min(b[base + OCCUPIED_AT + QUARRY], MAX_QUARRIES)


def build_list(s: PuertoRicoState, zoning: int, quarries: int) -> tuple[BuildEntry, ...]:
    """The buildings of this game's supply in the build list's order (see _entries)."""
    entries = tuple([e for e in _ALL_ENTRIES[zoning][quarries] if s.in_game[e[1]]])
    s.build_lists[zoning * len(ROWS) + quarries] = entries
    return entries


def price(s: PuertoRicoState, seat: int, building: int, *, builder: bool | None = None) -> int:
    """What ``seat`` pays for ``building`` now: its cost less the discount, never
    below 0."""
    spec = ALL_BUILDINGS[building]
    flat, zoning, quarries = discount(s, seat, builder)
    cost = spec.cost - flat - _ROW_DISCOUNT[zoning][quarries][spec.row]
    return cost if cost > 0 else 0


def builder_start(s: PuertoRicoState) -> None:
    s.step = 0
    builder_next(s)


def builder_next(s: PuertoRicoState) -> None:
    if s.step < s.acting:
        s.actor = ORDERS[s.players][s.chooser][s.step]
        s.phase = PH_BUILD
    else:
        s._end_role()


def black_market_items(s: PuertoRicoState, seat: int) -> int:
    """How many of the three categories ``seat`` could hand back (§2.3)."""
    if not s.in_game[BLACK_MARKET] or not s.occupied(seat, BLACK_MARKET):
        return 0
    b = s.board
    base = seat * STRIDE
    pieces = b[base + USED_CIRCLES] + b[base + SAN_JUAN] - b[base + BUILDINGS_AT + BLACK_MARKET]
    if "black_market_no_noble" in s.rules:
        pieces -= b[base + NOBLES] - b[base + BUILDINGS_AT + BLACK_MARKET + NOBLE_SHIFT]
    return (
        (1 if pieces > 0 else 0)
        + (1 if any(b[base + GOODS_AT : base + GOODS_AT + NUM_GOODS]) else 0)
        + (1 if b[base + VP] > 0 else 0)
    )


def build_refusals(
    s: PuertoRicoState,
    seat: int,
    by_building: Sequence[T],
    refused: dict[int, str] | None = None,
) -> list[T]:
    """What ``by_building`` holds for each building ``seat`` may build now, in the build
    list's order, cheapest first (§5.3): one left (or the festival's goal tile, exp.
    §5.2), one of each kind per player, room in his city, the price (:func:`price`)
    within reach: his doubloons, and what his Black Market covers (exp. §2.3). With
    ``refused``, every other building of this game's supply goes in it with the key of
    the rule that refuses it (see rulings.py); a building in neither is not in this
    game's supply (exp. §2.1). Without, the scan stops before the first building whose
    price floor is out of reach (all further ones are too dear). One pass, no list of
    refusals: the generator's hot path."""
    b = s.board
    base = seat * STRIDE
    reach = b[base + DOUBLOONS]
    if s.in_game[BLACK_MARKET]:
        reach += min(BLACK_MARKET_MAX, black_market_items(s, seat))
    free = CITY_SPACES - b[base + CITY]
    supply = s.building_supply
    city = b[base + BUILDINGS_AT : base + BUILDINGS_AT + NUM_ALL_BUILDINGS]
    goal = s.fest_building if s.fest_building_by < 0 else -1
    flat, zoning, quarries = discount(s, seat, None)
    # The price is before_flat - flat (see price()): within reach iff before_flat is
    # within reach + flat.
    limit = reach + flat
    stop = limit if refused is None else _EVERY
    entries = s.build_lists.get(zoning * len(ROWS) + quarries)
    if entries is None:
        entries = build_list(s, zoning, quarries)
    found: list[T] = []
    for floor, i, before_flat, size in entries:
        if floor > stop:
            break  # nothing further is within reach
        if not supply[i] and i != goal:
            key = "sold-out"
        elif city[i] >= 0:
            key = "already-owned"
        elif size > free:
            key = "no-room"
        elif before_flat > limit:
            key = "too-dear"
        else:
            found.append(by_building[i])
            continue
        if refused is not None:
            refused[i] = key
    return found


def build_refusal(s: PuertoRicoState, seat: int, building: int) -> str | None:
    """Why ``seat`` may not build ``building`` now (:func:`build_refusals`): the key of
    the rule, "not-in-game" for a building outside this game's supply, or None."""
    refused: dict[int, str] = {}
    if building in build_refusals(s, seat, _BUILDINGS, refused):
        return None
    return refused.get(building, "not-in-game")


def legal_build(s: PuertoRicoState) -> list[Action]:
    legal = build_refusals(s, s.actor, s.actions.build)
    legal.append(s.actions.pass_)
    return legal


def apply_build(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        s._event(f"{s.names[seat]} builds nothing.", None, BUILD_NOTHING[seat])
        s.step += 1
        builder_next(s)
        return
    i = action.arg
    cost = price(s, seat, i)
    money = s.board[seat * STRIDE + DOUBLOONS]
    if cost > money:
        s.bm_building = i
        s.bm_short = cost - money
        s.bm_used = 0
        s.pick = cost
        s._event(
            f"{s.names[seat]} buys {with_article(ALL_BUILDINGS[i].name)} for {cost} "
            f"with the Black Market ({cost - money} short).",
            None,
            black_market_buy(seat, i, cost, cost - money),
        )
        s.phase = PH_BLACK_MARKET
        return
    finish_build(s, seat, i, cost)


def finish_build(s: PuertoRicoState, seat: int, i: int, cost: int) -> None:
    spec = ALL_BUILDINGS[i]
    base = seat * STRIDE
    paid = min(cost, s.board[base + DOUBLOONS])
    s.board[base + DOUBLOONS] -= paid
    s.gain_building(seat, i)
    if i != s.fest_building or s.fest_building_by >= 0:
        s.building_supply[i] -= 1
    # Else the first of the goal building reaches the construction goal: a copy from
    # the supply, whose festival tile then goes back to the supply, or, with none left,
    # the festival tile itself; either way the supply count stays (X22).
    s.pick = i
    s._event(
        f"{s.names[seat]} builds {with_article(spec.name)} for {paid}.",
        None,
        build(seat, i, paid),
    )
    if s.board[base + CITY] >= CITY_SPACES and not s.end_triggers & T2_CITY:
        s.end_triggers |= T2_CITY
        s._event(
            f"{s.names[seat]}'s city is full: the game ends after this round.",
            None,
            player("pr-log-city-full", seat),
        )
    if s.in_game[CHURCH] and i != CHURCH and s.occupied(seat, CHURCH):
        vp = 2 if spec.row == 4 else (1 if spec.row >= 2 else 0)
        s.gain_vp(
            seat,
            vp,
            f"{s.names[seat]}'s Church honours the new {spec.name}.",
            ("pr-log-church", {"player": SEATS[seat], "building": BUILDING_WORDS[i]}),
        )
    for hook in s.after_build:
        hook(s, seat, i)
    if spec.circles and s.board[base + BUILDINGS_AT + UNIVERSITY] > 0 and s.colonist_available():
        s.phase = PH_UNIVERSITY
    else:
        s.step += 1
        builder_next(s)


def legal_university(s: PuertoRicoState) -> list[Action]:
    return [s.actions.university, s.actions.pass_]


def apply_university(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS and s.take_colonist_for(seat):
        s.add_colonist(seat, BUILDINGS_AT + s.pick)
        s._event(
            f"{s.names[seat]} uses the University: a colonist goes onto the "
            f"{ALL_BUILDINGS[s.pick].name}.",
            None,
            (
                "pr-log-university",
                {"player": SEATS[seat], "building": BUILDING_WORDS[s.pick]},
            ),
        )
    s.step += 1
    builder_next(s)


def return_piece_refusal(s: PuertoRicoState, seat: int, spot: int, noble: int) -> str | None:
    """Why ``seat`` may not hand back a colonist (``noble``: a noble) from ``spot`` to
    the Black Market now (the key of the rule, see rulings.py), or None: not with the
    variant black_market_no_noble for a noble (exp. X19), never the Black Market's own
    colonist, one piece per purchase, and one there (exp. §2.3)."""
    if noble and "black_market_no_noble" in s.rules:
        return "black-market-no-noble"
    if spot == 6 + BLACK_MARKET:
        return "black-market-own-colonist"
    if s.bm_used & BM_PIECE:
        return "black-market-limits"
    at = seat * STRIDE + SPOT_OFFSETS[spot]
    b = s.board
    if noble:
        return None if b[at + NOBLE_SHIFT] > 0 else "black-market-limits"
    return None if b[at] > b[at + NOBLE_SHIFT] else "black-market-limits"


def return_good_refusal(s: PuertoRicoState, seat: int, good: int) -> str | None:
    """Why ``seat`` may not hand back a ``good`` barrel to the Black Market now (the key
    of the rule, see rulings.py), or None: he has one, one barrel per purchase
    (exp. §2.3)."""
    if not s.board[seat * STRIDE + GOODS_AT + good]:
        return "no-good-to-hand-in"
    return "black-market-limits" if s.bm_used & BM_GOOD else None


def return_vp_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not hand back a VP chip to the Black Market now (the key of the
    rule, see rulings.py), or None: he has one, one chip per purchase (exp. §2.3)."""
    if not s.board[seat * STRIDE + VP] > 0:
        return "no-vp-chip"
    return "black-market-limits" if s.bm_used & BM_VP else None


def legal_black_market(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    acts = s.actions
    # Every spot that can hold a piece, in the order of Board.empty_circles.
    spots = [*range(6), *(6 + i for i in s.cities[seat]), SAN_JUAN_SPOT]
    legal = [
        acts.return_colonist[spot]
        for spot in spots
        if return_piece_refusal(s, seat, spot, 0) is None
    ]
    legal += [
        acts.return_noble[spot] for spot in spots if return_piece_refusal(s, seat, spot, 1) is None
    ]
    legal += [
        acts.return_good[g] for g in range(NUM_GOODS) if return_good_refusal(s, seat, g) is None
    ]
    if return_vp_refusal(s, seat) is None:
        legal.append(acts.return_vp)
    return legal


def apply_black_market(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    b = s.board
    base = seat * STRIDE
    kind = action.kind
    if kind == K_RETURN_PIECE:
        spot = action.arg
        noble = bool(action.arg2)
        at = SPOT_OFFSETS[spot]
        b[base + at] -= 1
        if spot != SAN_JUAN_SPOT:
            b[base + USED_CIRCLES] -= 1
        if noble:
            b[base + at + NOBLE_SHIFT] -= 1
            b[base + NOBLES] -= 1
            s.noble_supply += 1
        else:
            s.colonist_supply += 1
        s.bm_used |= BM_PIECE
        where = "San Juan" if spot == SAN_JUAN_SPOT else SPOT_TITLES[spot]
        what = f"a {'noble' if noble else 'colonist'} from {where}"
        if spot == SAN_JUAN_SPOT:
            piece = "noble" if noble else "colonist"
            phrase: LogPhrase = (f"pr-log-return-{piece}-san-juan", {"player": SEATS[seat]})
        else:
            phrase = (RETURN_NOBLE if noble else RETURN_COLONIST)[seat][spot]
    elif kind == K_RETURN_GOOD:
        good = action.arg
        b[base + GOODS_AT + good] -= 1
        s.goods_supply[good] += 1
        s.bm_used |= BM_GOOD
        what = with_article(f"{GOODS[good]} barrel")
        phrase = ("pr-log-return-good", {"player": SEATS[seat], "good": GOOD_WORDS[good]})
    else:
        b[base + VP] -= 1
        s.vp_supply += 1
        s.bm_used |= BM_VP
        what = "a VP chip"
        phrase = player("pr-log-return-vp", seat)
    s._event(f"{s.names[seat]} hands back {what} (Black Market).", None, phrase)
    s.bm_short -= 1
    if s.bm_short == 0:
        finish_build(s, seat, s.bm_building, s.pick)
