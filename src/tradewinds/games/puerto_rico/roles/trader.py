"""Trader with the expansions: the Trading Post, the Land Office, the Library's double
bonus (base §5.5; expansions §2.3, §3.3)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ....core.actions import Action
from ....core.seats import next_in_turn
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
from ..layout import DOUBLOONS, FOREST_AT, GOODS_AT, STRIDE, TILES_AT
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


def sale_price(s: PuertoRicoState, seat: int, good: int, *, post: bool = False) -> int:
    """Doubloons for one barrel: price, the trader's privilege (twice with a Library),
    +1 Small Market, +2 Large Market (not for a Trading Post sale, §2.3)."""
    money = PRICE[good] + s.privilege(seat)
    if not post:
        money += (1 if s.occupied(seat, SMALL_MARKET) else 0) + (
            2 if s.occupied(seat, LARGE_MARKET) else 0
        )
    return money


def trader_start(s: PuertoRicoState) -> None:
    s.step = 0
    s.land_used = 0
    trader_next(s)


def trader_next(s: PuertoRicoState) -> None:
    """The next player sells; once the trading house is full, only owners of a Trading
    Post or an unused Land Office still get their turn (X8)."""
    n = s.players
    s.step = next_in_turn(s.chooser, n, partial(may_trade, s), s.step, s.acting)
    if s.step < s.acting:
        s.actor = (s.chooser + s.step) % n
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


def land_office_actions(s: PuertoRicoState, seat: int) -> list[Action]:
    """Land Office (§3.3, X16): once per phase, buy the top face-down plantation
    (colonist) or sell one of the island's plantations or forests (noble)."""
    if not s.in_game[LAND_OFFICE] or not s.occupied(seat, LAND_OFFICE) or s.land_used >> seat & 1:
        return []
    b = s.board
    base = seat * STRIDE
    acts = s.actions
    if s.noble_on(seat, LAND_OFFICE):
        legal = [acts.discard[g] for g in range(NUM_GOODS) if b[base + TILES_AT + g]]
        legal += [acts.discard_forest[g] for g in range(NUM_GOODS) if b[base + FOREST_AT + g]]
        return legal
    if b[base + DOUBLOONS] >= 1 and not s.island_full(seat) and s.can_draw_plantation():
        return [acts.buy_plantation]
    return []


def legal_sell(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    base = seat * STRIDE + GOODS_AT
    b = s.board
    house = s.trading_house
    acts = s.actions
    legal: list[Action] = []
    if len(house) < TRADING_HOUSE_SPACES:
        office = s.occupied(seat, OFFICE)
        legal = [
            acts.sell[g] for g in range(NUM_GOODS) if b[base + g] and (office or g not in house)
        ]
    if s.in_game[TRADING_POST] and s.occupied(seat, TRADING_POST):
        legal += [acts.post[g] for g in range(NUM_GOODS) if b[base + g]]
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
