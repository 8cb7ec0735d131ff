"""Trader (rules reference §6.3): a price tile is revealed; everyone may sell goods for cards.

The player sells one good at a time (``sell <good>``) and stops with ``pass`` or when his
allowance or his goods are used up. The goods sold go unseen to the discard pile first;
then he draws the cards of the tile's prices plus the Market hall and Market stand cards.
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import next_in_turn
from ..actions import ACTIONS, K_PASS
from ..board import NG, NK, PH_SELL, Board
from ..data import MARKET_HALL, MARKET_STAND, NUM_TILES, TILE_PRICES, TRADING_POST
from ..texts import REVEALS_PHRASE, SELLS_NOTHING_PHRASE, SELLS_PHRASE

_TILE_RETURNS = "The trading-house tile goes to the bottom of the stack."
_TILE_RETURNS_PHRASE: LogPhrase = ("sj-log-tile-returns", {})
# The legal list by the goods held (bit g: a good g): shared lists, as legal_actions()
# lists are never mutated.
_SELL_LEGAL = tuple(
    [*(ACTIONS.sell[g] for g in range(NG) if held >> g & 1), ACTIONS.pass_]
    for held in range(1 << NG)
)


class TraderPhase(Board):
    def current_tile(self) -> int:
        """The tile revealed in the current (or the last) trader phase, -1 before any."""
        return self.tiles[(self.trades - 1) % NUM_TILES] if self.trades else -1

    def _trader_start(self) -> None:
        self.trades += 1
        chooser = self.chooser
        tile = self.tiles[(self.trades - 1) % NUM_TILES]
        self._log = (
            (self._moves, None, self.texts.reveals[chooser][tile], REVEALS_PHRASE[chooser][tile]),
            self._log,
        )
        self.step = 0
        self._trader_next()

    def _trader_next(self) -> None:
        # Everyone with a good sells, the trader first (§6.3).
        n = self.players
        chooser = self.chooser
        step = self.step = next_in_turn(chooser, n, self.goods_total, self.step)
        if step < n:
            seat = self.actor = (chooser + step) % n
            held = self.goods_total(seat)
            allowance = self.trade_allowance(seat)
            self.allowance = allowance if allowance < held else held
            self.count = 0
            self.owed = 0
            self.phase = PH_SELL
            return
        self._log = ((self._moves, None, _TILE_RETURNS, _TILE_RETURNS_PHRASE), self._log)
        self._next_role()

    def trade_allowance(self, seat: int, privilege: int | None = None) -> int:
        """Goods ``seat`` may sell in this phase: 1, his privilege on top (the trader's,
        doubled by his Library), 1 more with a Trading post (§6.3, §10.2)."""
        if privilege is None:
            privilege = self.privilege(seat)
        return 1 + privilege + (1 if self.city[seat * NK + TRADING_POST] else 0)

    def _legal_sell(self) -> list[Action]:
        g = self.actor * NG
        goods = self.goods
        return _SELL_LEGAL[
            (goods[g] > 0)
            | (goods[g + 1] > 0) << 1
            | (goods[g + 2] > 0) << 2
            | (goods[g + 3] > 0) << 3
            | (goods[g + 4] > 0) << 4
        ]

    def _apply_sell(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._trader_done()
            return
        good = action.arg
        self.goods[seat * NG + good] -= 1
        card = self.good_cards[seat].pop()  # unseen, to the discard pile
        self.discard[card] += 1
        self.discard_size += 1
        self.owed += TILE_PRICES[self.tiles[(self.trades - 1) % NUM_TILES]][good]
        count = self.count = self.count + 1
        self._log = (
            (self._moves, None, self.texts.sells[seat][good], SELLS_PHRASE[seat][good]),
            self._log,
        )
        if count == self.allowance:
            self._trader_done()

    def _trader_done(self) -> None:
        seat = self.actor
        sold = self.count
        if sold:
            base = seat * NK
            cards = self.owed
            if self.city[base + MARKET_HALL]:
                cards += 1
            if sold >= 2 and self.city[base + MARKET_STAND]:
                cards += 1
            self.draw_to_hand(seat, cards, "sale")
            # 2 players: the Library is used up when its extra sale was made (§15.17).
            if self.lib and self.players == 2 and seat == self.chooser:
                post = 1 if self.city[base + TRADING_POST] else 0
                if sold > 2 + post:
                    self.lib_used |= 1 << seat
        else:
            self._log = (
                (self._moves, None, self.texts.sells_nothing[seat], SELLS_NOTHING_PHRASE[seat]),
                self._log,
            )
        self.owed = 0
        self.step += 1
        self._trader_next()
