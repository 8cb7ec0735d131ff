"""Trader with the expansions: the Trading Post, the Land Office, the Library's double
bonus (base §5.5; expansions §2.3, §3.3)."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS, K_SELL
from ..board import (
    PH_SELL,
    PH_SETTLE,
    PH_TILE_AS,
    R_LAND_OFFICE,
    R_LAND_SETTLER,
    Board,
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
from ..role_log import (
    GOOD_WORDS,
    LAND_OFFICE_BUYS_FACE_DOWN,
    LAND_OFFICE_SELLS,
    SEATS,
    SELLS_NOTHING,
    TRADING_HOUSE_EMPTIED,
)


class TraderPhase(Board):
    def sale_price(self, seat: int, good: int, *, post: bool = False) -> int:
        """Doubloons for one barrel: price, the trader's privilege (twice with a Library),
        +1 Small Market, +2 Large Market (not for a Trading Post sale, §2.3)."""
        money = PRICE[good] + self.privilege(seat)
        if not post:
            money += (1 if self.occupied(seat, SMALL_MARKET) else 0) + (
                2 if self.occupied(seat, LARGE_MARKET) else 0
            )
        return money

    def _trader_start(self) -> None:
        self.step = 0
        self.land_used = 0
        self._trader_next()

    def _trader_next(self) -> None:
        """The next player sells; once the trading house is full, only owners of a Trading
        Post or an unused Land Office still get their turn (X8)."""
        n = self.players
        while self.step < self.acting:
            seat = (self.chooser + self.step) % n
            if len(self.trading_house) < TRADING_HOUSE_SPACES or self._trades_beside(seat):
                self.actor = seat
                self.phase = PH_SELL
                return
            self.step += 1
        if len(self.trading_house) == TRADING_HOUSE_SPACES:
            for good in self.trading_house:
                self.goods_supply[good] += 1
            self.trading_house.clear()
            self._event(
                "The trading house is full: its 4 barrels go back to the supply.",
                phrase=TRADING_HOUSE_EMPTIED,
            )
        self._end_role()

    def _trades_beside(self, seat: int) -> bool:
        """``seat`` can act without the trading house (Trading Post, Land Office, guest)."""
        return (
            (self.occupied(seat, TRADING_POST) and self.total_goods(seat) > 0)
            or bool(self._land_office_trader(seat))
            or (self.guest_house and self.guest_ready(seat))
        )

    def _land_office_trader(self, seat: int) -> list[Action]:
        if "land_office_settler" in self.rules:
            return []
        return self._land_office_actions(seat)

    def _land_office_actions(self, seat: int) -> list[Action]:
        """Land Office (§3.3, X16): once per phase, buy the top face-down plantation
        (colonist) or sell one of the island's plantations or forests (noble)."""
        if (
            not self.in_game[LAND_OFFICE]
            or not self.occupied(seat, LAND_OFFICE)
            or self.land_used >> seat & 1
        ):
            return []
        b = self.board
        base = seat * STRIDE
        acts = self.actions
        if self.noble_on(seat, LAND_OFFICE):
            legal = [acts.discard[g] for g in range(NUM_GOODS) if b[base + TILES_AT + g]]
            legal += [acts.discard_forest[g] for g in range(NUM_GOODS) if b[base + FOREST_AT + g]]
            return legal
        if b[base + DOUBLOONS] >= 1 and not self.island_full(seat) and self.can_draw_plantation():
            return [acts.buy_plantation]
        return []

    def _legal_sell(self) -> list[Action]:
        seat = self.actor
        base = seat * STRIDE + GOODS_AT
        b = self.board
        house = self.trading_house
        acts = self.actions
        legal: list[Action] = []
        if len(house) < TRADING_HOUSE_SPACES:
            office = self.occupied(seat, OFFICE)
            legal = [
                acts.sell[g] for g in range(NUM_GOODS) if b[base + g] and (office or g not in house)
            ]
        if self.in_game[TRADING_POST] and self.occupied(seat, TRADING_POST):
            legal += [acts.post[g] for g in range(NUM_GOODS) if b[base + g]]
        legal += self._land_office_trader(seat)
        legal.append(acts.pass_)
        return legal

    def _apply_sell(self, action: Action) -> None:
        seat = self.actor
        kind = action.kind
        if kind in (K_BUY_PLANTATION, K_DISCARD):
            self._apply_land_office(action)
            return
        base = seat * STRIDE
        if kind == K_PASS:
            self._event(
                f"{self.names[seat]} sells nothing.",
                phrase=SELLS_NOTHING[seat],
            )
        elif kind == K_SELL:
            good = action.arg
            money = self.sale_price(seat, good)
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
        else:  # K_POST
            good = action.arg
            money = self.sale_price(seat, good, post=True)
            self.board[base + GOODS_AT + good] -= 1
            self.board[base + DOUBLOONS] += money
            self.goods_supply[good] += 1
            self._event(
                f"{self.names[seat]} sells {with_article(GOODS[good])} to the Trading Post "
                f"for {money}.",
                phrase=(
                    "pr-log-sells-trading-post",
                    {"player": SEATS[seat], "good": GOOD_WORDS[good], "doubloons": money},
                ),
            )
        self.step += 1
        self._trader_next()

    def _apply_land_office(self, action: Action) -> None:
        seat = self.actor
        base = seat * STRIDE
        self.land_used |= 1 << seat
        if action.kind == K_DISCARD:
            self._discard_tile(seat, action)
            self.board[base + DOUBLOONS] += 1
            self._event(
                f"({self.names[seat]} sells it with the Land Office for 1 doubloon.)",
                phrase=LAND_OFFICE_SELLS[seat],
            )
            return
        self.board[base + DOUBLOONS] -= 1
        kind = self.draw_plantation()
        if self.occupied(seat, FOREST_HOUSE):
            self.pending_tile = kind
            self.pending_seen = 0
            self.tile_resume = R_LAND_SETTLER if self.phase == PH_SETTLE else R_LAND_OFFICE
            self._event(
                f"{self.names[seat]} buys a face-down tile with the Land Office for 1 doubloon.",
                phrase=LAND_OFFICE_BUYS_FACE_DOWN[seat],
            )
            self._event(
                f"You draw {with_article(GOODS[kind])} plantation.",
                seat,
                ("pr-log-you-draw-plantation", {"good": GOOD_WORDS[kind]}),
            )
            self.phase = PH_TILE_AS
            return
        self.gain_tile(seat, kind)
        self._event(
            f"{self.names[seat]} buys {with_article(GOODS[kind])} plantation with the Land "
            "Office for 1 doubloon.",
            phrase=("pr-log-land-office-buys", {"player": SEATS[seat], "good": GOOD_WORDS[kind]}),
        )
        if self.festival:
            self.festival_tiles(seat)

    def _land_office_resume(self) -> None:
        """Back to the decision the Land Office was used in (trader, or settler variant)."""
        self.phase = PH_SETTLE if self.tile_resume == R_LAND_SETTLER else PH_SELL
