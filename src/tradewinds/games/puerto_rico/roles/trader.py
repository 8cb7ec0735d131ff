"""Trader with the expansions: the Trading Post, the Land Office, the Library's double
bonus (base §5.5; expansions §2.3, §3.3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ....core.actions import Action
from ....core.seats import ORDERS, next_in_turn
from ..actions import K_PASS, K_SELL
from ..board import (
    PH_SELL,
    PH_SETTLE,
    PH_TILE_AS,
    R_LAND_OFFICE,
    R_LAND_SETTLER,
)
from ..data import (
    FOREST_HOUSE,
    GOODS,
    LAND_OFFICE,
    LARGE_MARKET,
    NUM_GOODS,
    OFFICE,
    PRICE,
    SMALL_MARKET,
    TRADING_HOUSE_SPACES,
    TRADING_POST,
    with_article,
)
from ..expansion_actions import K_BUY_PLANTATION, K_DISCARD
from ..layout import BUILDINGS_AT, DOUBLOONS, FOREST_AT, GOODS_AT, STRIDE, TILES_AT
from ..log_words import A_TILE
from ..role_log import (
    GOOD_WORDS,
    LAND_OFFICE_BUYS_FACE_DOWN,
    LAND_OFFICE_SELLS,
    SEATS,
    SELLS_NOTHING,
    TRADING_HOUSE_EMPTIED,
)

if TYPE_CHECKING:
    from ..state import PuertoRicoState

T = TypeVar("T")


def sale_price(s: PuertoRicoState, seat: int, good: int, *, post: bool = False) -> int:
    """Doubloons for one barrel: price, the trader's privilege (twice with a Library),
    +1 Small Market, +2 Large Market (not for a Trading Post sale, §2.3)."""
    money = PRICE[good] + s.privilege(seat)
    if not post:
        at = seat * STRIDE + BUILDINGS_AT
        b = s.board
        money += (1 if b[at + SMALL_MARKET] > 0 else 0) + (2 if b[at + LARGE_MARKET] > 0 else 0)
    return money


def trader_start(s: PuertoRicoState) -> None:
    s.step = 0
    s.land_used = 0
    trader_next(s)


def trader_next(s: PuertoRicoState) -> None:
    """The next player sells; once the trading house is full, only owners of a Trading
    Post or an unused Land Office still get their turn (X8)."""
    n = s.players
    order = ORDERS[n][s.chooser]
    step = next_in_turn(s, may_trade, s.chooser, n, s.step, s.acting)
    s.step = step
    if step < s.acting:
        s.actor = order[step]
        s.phase = PH_SELL
        return
    if len(s.trading_house) == TRADING_HOUSE_SPACES:
        for good in s.trading_house:
            s.goods_supply[good] += 1
        s.trading_house.clear()
        s._event(
            "The trading house is full: its 4 barrels go back to the supply.",
            phrase=TRADING_HOUSE_EMPTIED,
        )
    s._end_role()


def may_trade(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` gets a trader turn: the trading house has room, or he trades beside it."""
    return len(s.trading_house) < TRADING_HOUSE_SPACES or trades_beside(s, seat)


def trades_beside(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` can act without the trading house (Trading Post, Land Office, guest)."""
    return (
        (s.occupied(seat, TRADING_POST) and s.total_goods(seat) > 0)
        or bool(land_office_trader(s, seat))
        or (s.guest_house and s.guest_ready(seat))
    )


def land_office_trader(s: PuertoRicoState, seat: int) -> list[Action]:
    if "land_office_settler" in s.rules:
        return []
    return land_office_actions(s, seat)


def land_office_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not use a Land Office now (the key of the rule, see rulings.py),
    or None: he owns an occupied one, not used yet in this phase (exp. §3.3)."""
    if not s.occupied(seat, LAND_OFFICE):
        return "no-land-office"
    if s.land_used >> seat & 1:
        return "land-office-used"
    return None


def buy_plantation_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not buy the top face-down plantation with his Land Office (the key
    of the rule, see rulings.py), or None: a colonist (not a noble) on it, unused
    (:func:`land_office_refusal`), 1 doubloon, an empty island space and a tile to draw
    (exp. §3.3)."""
    if s.noble_on(seat, LAND_OFFICE):
        return "no-land-office"
    used = land_office_refusal(s, seat)
    if used is not None:
        return used
    if s.board[seat * STRIDE + DOUBLOONS] < 1 or s.island_full(seat):
        return "land-office-cost"
    return None if s.can_draw_plantation() else "land-office-cost"


def land_office_actions(s: PuertoRicoState, seat: int) -> list[Action]:
    """Land Office (§3.3, X16): once per phase, buy the top face-down plantation
    (colonist) or sell one of the island's plantations or forests (noble)."""
    if not s.in_game[LAND_OFFICE] or land_office_refusal(s, seat) is not None:
        return []
    acts = s.actions
    if s.noble_on(seat, LAND_OFFICE):
        legal = [
            acts.discard[g] for g in range(NUM_GOODS) if discard_refusal(s, seat, g, 0) is None
        ]
        legal += [
            acts.discard_forest[g]
            for g in range(NUM_GOODS)
            if discard_refusal(s, seat, g, 1) is None
        ]
        return legal
    if buy_plantation_refusal(s, seat) is None:
        return [acts.buy_plantation]
    return []


def sell_refusals(
    s: PuertoRicoState, seat: int, by_good: Sequence[T], refused: dict[int, str] | None = None
) -> list[T]:
    """What ``by_good`` holds for each good ``seat`` may sell to the trading house now: he
    has one, the house has room, and it holds none of that kind yet unless he has an
    occupied Office (§5.5). With ``refused``, each other good goes in it with the key of
    the rule that refuses it (see rulings.py). One pass, no list of refusals: the
    generator's hot path."""
    base = seat * STRIDE + GOODS_AT
    held = s.board[base : base + NUM_GOODS]
    house = s.trading_house
    full = len(house) >= TRADING_HOUSE_SPACES
    office = not full and s.board[seat * STRIDE + BUILDINGS_AT + OFFICE] > 0
    found: list[T] = []
    for good in range(NUM_GOODS):
        if not held[good]:
            key = "no-good-to-sell"
        elif full:
            key = "trading-house-full"
        elif not office and good in house:
            key = "trading-house-holds"
        else:
            found.append(by_good[good])
            continue
        if refused is not None:
            refused[good] = key
    return found


def sell_refusal(s: PuertoRicoState, seat: int, good: int) -> str | None:
    """Why ``seat`` may not sell ``good`` to the trading house now
    (:func:`sell_refusals`): the key of the rule, or None."""
    refused: dict[int, str] = {}
    sell_refusals(s, seat, range(NUM_GOODS), refused)
    return refused.get(good)


def post_refusal(s: PuertoRicoState, seat: int, good: int) -> str | None:
    """Why ``seat`` may not sell a ``good`` to a Trading Post now (the key of the rule,
    see rulings.py), or None: he has one and an occupied Trading Post (exp. §2.3)."""
    if not s.board[seat * STRIDE + GOODS_AT + good]:
        return "no-good-to-sell"
    return None if s.occupied(seat, TRADING_POST) else "no-trading-post"


def legal_sell(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    acts = s.actions
    legal = sell_refusals(s, seat, acts.sell)
    if s.in_game[TRADING_POST]:
        legal += [acts.post[g] for g in range(NUM_GOODS) if post_refusal(s, seat, g) is None]
    if s.in_game[LAND_OFFICE]:
        legal += land_office_trader(s, seat)
    legal.append(acts.pass_)
    return legal


def apply_sell(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    kind = action.kind
    if kind in (K_BUY_PLANTATION, K_DISCARD):
        apply_land_office(s, action)
        return
    base = seat * STRIDE
    if kind == K_PASS:
        s._event(
            f"{s.names[seat]} sells nothing.",
            phrase=SELLS_NOTHING[seat],
        )
    elif kind == K_SELL:
        good = action.arg
        money = sale_price(s, seat, good)
        s.board[base + GOODS_AT + good] -= 1
        s.board[base + DOUBLOONS] += money
        s.trading_house.append(good)
        s._event(
            f"{s.names[seat]} sells {with_article(GOODS[good])} for {money}.",
            phrase=(
                "pr-log-sells",
                {"player": SEATS[seat], "good": GOOD_WORDS[good], "doubloons": money},
            ),
        )
    else:  # K_POST
        good = action.arg
        money = sale_price(s, seat, good, post=True)
        s.board[base + GOODS_AT + good] -= 1
        s.board[base + DOUBLOONS] += money
        s.goods_supply[good] += 1
        s._event(
            f"{s.names[seat]} sells {with_article(GOODS[good])} to the Trading Post for {money}.",
            phrase=(
                "pr-log-sells-trading-post",
                {"player": SEATS[seat], "good": GOOD_WORDS[good], "doubloons": money},
            ),
        )
    s.step += 1
    trader_next(s)


def apply_land_office(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    base = seat * STRIDE
    s.land_used |= 1 << seat
    if action.kind == K_DISCARD:
        discard_tile(s, seat, action)
        s.board[base + DOUBLOONS] += 1
        s._event(
            f"({s.names[seat]} sells it with the Land Office for 1 doubloon.)",
            phrase=LAND_OFFICE_SELLS[seat],
        )
        return
    s.board[base + DOUBLOONS] -= 1
    kind = s.draw_plantation()
    if s.occupied(seat, FOREST_HOUSE):
        s.pending_tile = kind
        s.pending_seen = 0
        s.push_frame(R_LAND_SETTLER if s.phase == PH_SETTLE else R_LAND_OFFICE)
        s._event(
            f"{s.names[seat]} buys a face-down tile with the Land Office for 1 doubloon.",
            phrase=LAND_OFFICE_BUYS_FACE_DOWN[seat],
        )
        s._event(
            f"You draw {with_article(GOODS[kind])} plantation.",
            seat,
            ("pr-log-you-draw-plantation", {"good": GOOD_WORDS[kind]}),
        )
        s.phase = PH_TILE_AS
        return
    s.gain_tile(seat, kind)
    s._event(
        f"{s.names[seat]} buys {with_article(GOODS[kind])} plantation with the Land "
        "Office for 1 doubloon.",
        phrase=("pr-log-land-office-buys", {"player": SEATS[seat], "good": GOOD_WORDS[kind]}),
    )
    for hook in s.after_tile:
        hook(s, seat)


def land_office_resume(s: PuertoRicoState, frame: int) -> None:
    """Back to the decision the Land Office was used in (trader, or settler variant)."""
    s.phase = PH_SETTLE if frame == R_LAND_SETTLER else PH_SELL


def discard_refusal(s: PuertoRicoState, seat: int, good: int, forest: int) -> str | None:
    """Why ``seat`` may not give up a ``good`` plantation (``forest``: a forest) of his
    island (the key of the rule, see rulings.py), or None: he has one; never a quarry
    (exp. §3.3)."""
    if forest:
        return None if s.board[seat * STRIDE + FOREST_AT + good] else "no-forest-to-give-up"
    return None if s.board[seat * STRIDE + TILES_AT + good] else "no-plantation-to-give-up"


def discard_tile(s: PuertoRicoState, seat: int, action: Action) -> None:
    """Put one plantation (or forest) of ``seat``'s island on the discard pile."""
    good = action.arg
    if action.arg2:
        s.lose_forest(seat, good)
        what = f"a forest ({with_article(GOODS[good])} plantation face down)"
        message = "pr-log-discard-forest"
    else:
        s.lose_tile(seat, good)
        what = with_article(f"{GOODS[good]} plantation")
        message = "pr-log-discard-tile"
    s.discard[good] += 1
    s._event(
        f"{s.names[seat]} discards {what}.",
        None,
        (message, {"player": SEATS[seat], "tile": A_TILE[good]}),
    )
