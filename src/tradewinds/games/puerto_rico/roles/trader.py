"""Trader (rules reference §5.5): one barrel each to the trading house."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS
from ..board import DOUBLOONS, GOODS_AT, PH_SELL, STRIDE, Board
from ..data import (
    GOODS,
    LARGE_MARKET,
    NUM_GOODS,
    OFFICE,
    PRICE,
    SMALL_MARKET,
    TRADING_HOUSE_SPACES,
    with_article,
)
from ..role_log import GOOD_WORDS, SEATS, SELLS_NOTHING, TRADING_HOUSE_EMPTIED


class TraderPhase(Board):
    def sale_price(self, seat: int, good: int) -> int:
        """Doubloons for one barrel: price, +1 trader, +1 small, +2 large market."""
        return (
            PRICE[good]
            + (1 if seat == self.chooser else 0)
            + (1 if self.occupied(seat, SMALL_MARKET) else 0)
            + (2 if self.occupied(seat, LARGE_MARKET) else 0)
        )

    def _trader_start(self) -> None:
        self.step = 0
        self._trader_next()

    def _trader_next(self) -> None:
        if self.step < self.players and len(self.trading_house) < TRADING_HOUSE_SPACES:
            self.actor = (self.chooser + self.step) % self.players
            self.phase = PH_SELL
            return
        if len(self.trading_house) == TRADING_HOUSE_SPACES:
            for good in self.trading_house:
                self.goods_supply[good] += 1
            self.trading_house.clear()
            self._event(
                "The trading house is full: its 4 barrels go back to the supply.",
                phrase=TRADING_HOUSE_EMPTIED,
            )
        self._end_role()

    def _legal_sell(self) -> list[Action]:
        seat = self.actor
        base = seat * STRIDE + GOODS_AT
        house = self.trading_house
        office = self.occupied(seat, OFFICE)
        legal = [
            self.actions.sell[g]
            for g in range(NUM_GOODS)
            if self.board[base + g] and (office or g not in house)
        ]
        legal.append(self.actions.pass_)
        return legal

    def _apply_sell(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._event(
                f"{self.names[seat]} sells nothing.",
                phrase=SELLS_NOTHING[seat],
            )
        else:
            good = action.arg
            money = self.sale_price(seat, good)
            base = seat * STRIDE
            self.board[base + GOODS_AT + good] -= 1
            self.board[base + DOUBLOONS] += money
            self.trading_house.append(good)
            self._event(
                f"{self.names[seat]} sells {with_article(GOODS[good])} for {money}.",
                phrase=(
                    "pr-log-sells",
                    {"player": SEATS[seat], "good": GOOD_WORDS[good], "doubloons": money},
                ),
            )
        self.step += 1
        self._trader_next()
