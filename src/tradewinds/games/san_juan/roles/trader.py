"""Trader (rules reference §6.3): a price tile is revealed; everyone may sell goods for cards.

The player sells one good at a time (``sell <good>``) and stops with ``pass`` or when his
allowance or his goods are used up. The goods sold go unseen to the discard pile first;
then he draws the cards of the tile's prices plus the Market hall and Market stand cards.
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import clockwise, next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_SELL, Board
from ..data import MARKET_HALL, MARKET_STAND, NUM_TILES, TILE_PRICES, TRADING_POST
from ..texts import REVEALS_PHRASE, SELLS_NOTHING_PHRASE, SELLS_PHRASE
from .governor import next_role

_TILE_RETURNS: Final = "The trading-house tile goes to the bottom of the stack."
_TILE_RETURNS_PHRASE: Final[LogPhrase] = ("sj-log-tile-returns", {})
# The legal list by the goods held (bit g: a good g): shared lists, as legal_actions()
# lists are never mutated.
_SELL_LEGAL: Final = tuple(
    [*(ACTIONS.sell[g] for g in range(NG) if held >> g & 1), ACTIONS.pass_]
    for held in range(1 << NG)
)


def trader_start(s: Board) -> None:
    s.trades += 1
    chooser = s.chooser
    tile = s.tiles[(s.trades - 1) % NUM_TILES]
    s._event(s.texts.reveals[chooser][tile], None, REVEALS_PHRASE[chooser][tile])
    s.step = 0
    trader_next(s)


def trader_next(s: Board) -> None:
    # Everyone with a good sells, the trader first (§6.3).
    n = s.players
    s.step = step = next_in_turn(s, Board.goods_total, s.chooser, n, s.step)
    if step < n:
        seat = s.actor = clockwise(s.chooser, n)[step]
        held = s.goods_total(seat)
        allowance = s.trade_allowance(seat)
        s.allowance = allowance if allowance < held else held
        s.count = 0
        s.owed = 0
        s.phase = PH_SELL
        return
    s._event(_TILE_RETURNS, None, _TILE_RETURNS_PHRASE)
    next_role(s)


def legal_sell(s: Board) -> list[Action]:
    base = s.actor * NG
    goods = s.goods
    held = 0
    for good in range(NG):
        if goods[base + good]:
            held |= 1 << good
    return _SELL_LEGAL[held]


def apply_sell(s: Board, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        trader_done(s)
        return
    s.discard_good(seat, action.arg)  # unseen, to the discard pile
    good = action.arg
    s.owed += TILE_PRICES[s.tiles[(s.trades - 1) % NUM_TILES]][good]
    count = s.count = s.count + 1
    s._event(s.texts.sells[seat][good], None, SELLS_PHRASE[seat][good])
    if count == s.allowance:
        trader_done(s)


def trader_done(s: Board) -> None:
    seat = s.actor
    sold = s.count
    if sold:
        base = seat * NK
        cards = s.owed
        if s.city[base + MARKET_HALL]:
            cards += 1
        if sold >= 2 and s.city[base + MARKET_STAND]:
            cards += 1
        s.draw_to_hand(seat, cards, "sale")
        # 2 players: the Library is used up when its extra sale was made (§15.17).
        if s.lib and s.players == 2 and seat == s.chooser:
            post = 1 if s.city[base + TRADING_POST] else 0
            if sold > 2 + post:
                s.lib_used |= 1 << seat
    else:
        s._event(s.texts.sells_nothing[seat], None, SELLS_NOTHING_PHRASE[seat])
    s.owed = 0
    s.step += 1
    trader_next(s)
