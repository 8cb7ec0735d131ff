"""Captain (rules reference §5.6): mandatory loading, the Wharf, storage, unloading."""

from __future__ import annotations

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ..actions import K_LOAD, K_PASS, K_WHARF
from ..board import GOODS_AT, PH_KEEP, PH_LOAD, PH_WAREHOUSE, STRIDE, Board
from ..data import (
    GOODS,
    HARBOR,
    LARGE_WAREHOUSE,
    NUM_GOODS,
    SMALL_WAREHOUSE,
    WHARF,
    with_article,
)
from ..role_log import GOOD_WORDS, LOADS_NOTHING, SEATS, goods_args


class CaptainPhase(Board):
    def _captain_start(self) -> None:
        self.actor = self.chooser
        self.idle = 0
        self.wharf_used = 0
        self.captain_loaded = 0
        self._captain_next()

    # ------------------------------------------------------------ loading
    def loads(self, seat: int) -> list[tuple[int, int]]:
        """Legal cargo-ship loads ``(good, ship)`` for ``seat`` (§5.6.2)."""
        base = seat * STRIDE + GOODS_AT
        goods = self.board[base : base + NUM_GOODS]
        result: list[tuple[int, int]] = []
        if not any(goods):
            return result
        ship_good = self.ship_good
        ship_load = self.ship_load
        capacity = self.ship_capacity
        empty = [s for s, g in enumerate(ship_good) if g < 0]
        for good, held in enumerate(goods):
            if not held:
                continue
            if good in ship_good:
                ship = ship_good.index(good)
                if ship_load[ship] < capacity[ship]:
                    result.append((good, ship))
                continue
            # A new kind goes on an empty ship that takes the most barrels (or, with
            # ship_choice=max_space, the biggest empty ship): §5.6.2, §13 Q7.
            best = 0
            fits: list[int] = []
            for s in empty:
                amount = capacity[s] if self.max_space or held > capacity[s] else held
                if amount > best:
                    best = amount
                    fits = [s]
                elif amount == best:
                    fits.append(s)
            result += [(good, s) for s in fits]
        return result

    def _wharf_ready(self, seat: int) -> bool:
        return (
            not self.wharf_used >> seat & 1
            and self.occupied(seat, WHARF)
            and self.total_goods(seat) > 0
        )

    def can_load(self, seat: int) -> bool:
        """Whether ``seat`` has at least one legal cargo-ship load (cheaper than loads())."""
        base = seat * STRIDE + GOODS_AT
        ship_good = self.ship_good
        for good, held in enumerate(self.board[base : base + NUM_GOODS]):
            if held:
                if good not in ship_good:
                    if -1 in ship_good:
                        return True
                else:
                    ship = ship_good.index(good)
                    if self.ship_load[ship] < self.ship_capacity[ship]:
                        return True
        return False

    def _captain_next(self) -> None:
        """Give the next player with something to do a loading turn, or end loading."""
        n = self.players
        while self.idle < n:
            seat = self.actor
            if self.can_load(seat) or self._wharf_ready(seat):
                self.phase = PH_LOAD
                return
            self.idle += 1
            self.actor = (seat + 1) % n
        self._storage_start()

    def _legal_load(self) -> list[Action]:
        seat = self.actor
        acts = self.actions
        legal = [acts.load[ship][good] for good, ship in self.loads(seat)]
        if self._wharf_ready(seat):
            base = seat * STRIDE + GOODS_AT
            legal += [acts.wharf[g] for g in range(NUM_GOODS) if self.board[base + g]]
        if not legal or legal[0].kind != K_LOAD:
            legal.append(acts.pass_)  # loading is mandatory only when a cargo ship can take goods
        return legal

    def _score_load(self, seat: int, barrels: int) -> int:
        vp = barrels
        if seat == self.chooser and not self.captain_loaded:
            vp += 1
            self.captain_loaded = 1
        if self.occupied(seat, HARBOR):
            vp += 1
        self.award_vp(seat, vp)
        return vp

    def _apply_load(self, action: Action) -> None:
        seat = self.actor
        n = self.players
        if action.kind == K_PASS:
            self._event(
                f"{self.names[seat]} loads nothing.",
                phrase=LOADS_NOTHING[seat],
            )
            self.idle += 1
            self.actor = (seat + 1) % n
            self._captain_next()
            return
        good = action.arg
        at = seat * STRIDE + GOODS_AT + good
        held = self.board[at]
        if action.kind == K_WHARF:
            barrels = held
            self.goods_supply[good] += barrels
            self.wharf_used |= 1 << seat
            where = "the Wharf"
            phrase: LogPhrase = (
                "pr-log-ships-wharf",
                {"player": SEATS[seat], "count": barrels, "good": GOOD_WORDS[good]},
            )
        else:
            ship = action.arg2
            barrels = min(held, self.ship_capacity[ship] - self.ship_load[ship])
            self.ship_good[ship] = good
            self.ship_load[ship] += barrels
            where = f"the {self.ship_capacity[ship]}-ship"
            phrase = (
                "pr-log-ships",
                {
                    "player": SEATS[seat],
                    "count": barrels,
                    "good": GOOD_WORDS[good],
                    "capacity": self.ship_capacity[ship],
                },
            )
        self.board[at] -= barrels
        vp = self._score_load(seat, barrels)
        self._event(f"{self.names[seat]} ships {barrels} {GOODS[good]} on {where}.", phrase=phrase)
        self._event(f"You earn {vp} VP.", seat, ("pr-log-you-earn-vp", {"vp": vp}))
        self.idle = 0
        self.actor = (seat + 1) % n
        self._captain_next()

    # ------------------------------------------------------------ storage
    def _warehouse_slots(self, seat: int) -> int:
        return (1 if self.occupied(seat, SMALL_WAREHOUSE) else 0) + (
            2 if self.occupied(seat, LARGE_WAREHOUSE) else 0
        )

    def _storage_start(self) -> None:
        self.step = 0
        self._storage_next()

    def _storage_next(self) -> None:
        """Each player keeps 1 barrel plus whole kinds in warehouses (§5.6.3 step 4)."""
        n = self.players
        while self.step < n:
            seat = (self.chooser + self.step) % n
            self.actor = seat
            self.pick = 0  # bit mask of the kinds kept in warehouses
            base = seat * STRIDE + GOODS_AT
            kinds = sum(1 for g in range(NUM_GOODS) if self.board[base + g])
            slots = self._warehouse_slots(seat)
            if kinds > slots and not (kinds == 1 and self.board[base + self._only_kind(seat)] == 1):
                self.warehouse_left = slots
                self.phase = PH_WAREHOUSE if slots else PH_KEEP
                return
            self.step += 1
        self._captain_finish()

    def _only_kind(self, seat: int) -> int:
        base = seat * STRIDE + GOODS_AT
        return next(g for g in range(NUM_GOODS) if self.board[base + g])

    def _legal_warehouse(self) -> list[Action]:
        base = self.actor * STRIDE + GOODS_AT
        return [
            self.actions.warehouse[g]
            for g in range(NUM_GOODS)
            if self.board[base + g] and not self.pick >> g & 1
        ]

    def _apply_warehouse(self, action: Action) -> None:
        good = action.arg
        self.pick |= 1 << good
        self.warehouse_left -= 1
        self._event(
            f"{self.names[self.actor]} stores all {GOODS[good]} in a warehouse.",
            phrase=("pr-log-warehouse", {"player": SEATS[self.actor], "good": GOOD_WORDS[good]}),
        )
        if self.warehouse_left == 0:
            self.phase = PH_KEEP

    def _legal_keep(self) -> list[Action]:
        base = self.actor * STRIDE + GOODS_AT
        return [
            self.actions.keep[g]
            for g in range(NUM_GOODS)
            if self.board[base + g] and not self.pick >> g & 1
        ]

    def _apply_keep(self, action: Action) -> None:
        seat = self.actor
        keep = action.arg
        base = seat * STRIDE + GOODS_AT
        lost: list[str] = []
        pairs: list[tuple[int, int]] = []
        for good in range(NUM_GOODS):
            if self.pick >> good & 1:
                continue
            held = self.board[base + good]
            back = held - (1 if good == keep else 0)
            if back > 0:
                self.board[base + good] -= back
                self.goods_supply[good] += back
                lost.append(f"{back} {GOODS[good]}")
                pairs.append((back, good))
        args = goods_args(pairs)
        args["player"] = SEATS[seat]
        args["good"] = GOOD_WORDS[keep]
        self._event(
            f"{self.names[seat]} keeps {with_article(GOODS[keep])}"
            + (f" and returns {', '.join(lost)}." if lost else "."),
            phrase=("pr-log-keeps", args),
        )
        self.step += 1
        self._storage_next()

    def _captain_finish(self) -> None:
        """Empty every full cargo ship (§5.6.3 step 5)."""
        for ship, capacity in enumerate(self.ship_capacity):
            if self.ship_load[ship] == capacity:
                self.goods_supply[self.ship_good[ship]] += capacity
                self._event(
                    f"The full {capacity}-ship is unloaded.",
                    phrase=("pr-log-ship-unloaded", {"capacity": capacity}),
                )
                self.ship_load[ship] = 0
                self.ship_good[ship] = -1
        self._end_role()
