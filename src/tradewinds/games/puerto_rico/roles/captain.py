"""Captain with the expansions: the Union Hall, the Lighthouse, the Royal Supplier, the
Small Wharf, the Library's double bonus, the Storehouse (base §5.6; expansions §2.3,
§3.3)."""

from __future__ import annotations

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ..actions import K_DONE, K_PASS, K_WHARF
from ..board import (
    PH_EXCHANGE,
    PH_KEEP,
    PH_LOAD,
    PH_LOAD_AMOUNT,
    PH_SMALL_WHARF,
    PH_WAREHOUSE,
    R_CAPTAIN_END,
    Board,
)
from ..data import (
    GOODS,
    HARBOR,
    LARGE_WAREHOUSE,
    LIGHTHOUSE,
    NUM_GOODS,
    ROYAL_SUPPLIER,
    SMALL_WAREHOUSE,
    SMALL_WHARF,
    STOREHOUSE,
    STOREHOUSE_BARRELS,
    UNION_HALL,
    WHARF,
    with_article,
)
from ..expansion_actions import K_AMOUNT, K_SMALL_WHARF
from ..layout import DOUBLOONS, GOODS_AT, NOBLES, STRIDE
from ..role_log import GOOD_WORDS, LIGHTHOUSE_DOUBLOON, LOADS_NOTHING, SEATS, goods_args


class CaptainPhase(Board):
    def _captain_start(self) -> None:
        self.actor = self.chooser
        self.idle = 0
        self.wharf_used = 0
        self.small_wharf_used = 0
        self.captain_loaded = 0
        self.royal_seen = 0
        b = self.board
        seat = self.chooser
        if self.occupied(seat, LIGHTHOUSE) and "lighthouse_first_shipment" not in self.rules:
            b[seat * STRIDE + DOUBLOONS] += 1
            self._event(
                f"{self.names[seat]}'s Lighthouse: 1 doubloon for the captain.",
                phrase=LIGHTHOUSE_DOUBLOON[seat],
            )
        for owner in self.seat_order(self.chooser) if self.in_game[UNION_HALL] else ():
            if self.occupied(owner, UNION_HALL):
                base = owner * STRIDE + GOODS_AT
                vp = sum(b[base + g] // 2 for g in range(NUM_GOODS))
                self.gain_vp(
                    owner,
                    vp,
                    f"{self.names[owner]}'s Union Hall pays for pairs of barrels.",
                    ("pr-log-union-hall", {"player": SEATS[owner]}),
                )
        self._captain_next()

    # ------------------------------------------------------------ loading
    def loads(self, seat: int) -> list[tuple[int, int]]:
        """Legal cargo-ship loads ``(good, ship)`` for ``seat`` (base §5.6.2); the owner of
        an occupied Small Wharf may put a new kind on any empty ship (§2.3, X9)."""
        base = seat * STRIDE + GOODS_AT
        goods = self.board[base : base + NUM_GOODS]
        result: list[tuple[int, int]] = []
        if not any(goods):
            return result
        ship_good = self.ship_good
        ship_load = self.ship_load
        capacity = self.ship_capacity
        empty = [s for s, g in enumerate(ship_good) if g < 0]
        free_choice = self.in_game[SMALL_WHARF] and self.occupied(seat, SMALL_WHARF)
        for good, held in enumerate(goods):
            if not held:
                continue
            if good in ship_good:
                ship = ship_good.index(good)
                if ship_load[ship] < capacity[ship]:
                    result.append((good, ship))
                continue
            if free_choice:
                result += [(good, s) for s in empty]
                continue
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

    def _small_wharf_ready(self, seat: int) -> bool:
        return (
            not self.small_wharf_used >> seat & 1
            and self.occupied(seat, SMALL_WHARF)
            and self.total_goods(seat) > 0
        )

    def can_load(self, seat: int) -> bool:
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

    def _next_loader(self, seat: int) -> int:
        return seat if self.acting == 1 else (seat + 1) % self.players

    def _captain_next(self) -> None:
        """Give the next player with something to do a loading turn, or end loading."""
        while self.idle < self.acting:
            seat = self.actor
            if not self.royal_seen >> seat & 1:
                self.royal_seen |= 1 << seat
                if self.in_game[ROYAL_SUPPLIER] and self._royal_ready(seat):
                    self.exchange_left = self.board[seat * STRIDE + NOBLES]
                    self.exchange_kinds = 0
                    self.phase = PH_EXCHANGE
                    return
            if (
                self.can_load(seat)
                or self._wharf_ready(seat)
                or (self.in_game[SMALL_WHARF] and self._small_wharf_ready(seat))
            ):
                self.phase = PH_LOAD
                return
            self.idle += 1
            self.actor = self._next_loader(seat)
        self._window(R_CAPTAIN_END)

    def _royal_ready(self, seat: int) -> bool:
        return (
            self.occupied(seat, ROYAL_SUPPLIER)
            and self.board[seat * STRIDE + NOBLES] > 0
            and self.total_goods(seat) > 0
        )

    def _legal_load(self) -> list[Action]:
        seat = self.actor
        acts = self.actions
        legal = [acts.load[ship][good] for good, ship in self.loads(seat)]
        cargo = bool(legal)
        base = seat * STRIDE + GOODS_AT
        b = self.board
        if self._wharf_ready(seat):
            legal += [acts.wharf[g] for g in range(NUM_GOODS) if b[base + g]]
        small_wharf = self.in_game[SMALL_WHARF] and self.occupied(seat, SMALL_WHARF)
        if small_wharf and self._small_wharf_ready(seat):
            legal += [acts.small_wharf[g] for g in range(NUM_GOODS) if b[base + g]]
        if not cargo or small_wharf:
            legal.append(acts.pass_)  # mandatory only when a cargo ship can take goods
        return legal

    def _score_load(self, seat: int, vp: int) -> int:
        """VP of a loading action: its barrels' VP, the captain's privilege on his first
        load (twice with a Library), +1 Harbor; +1 doubloon with a Lighthouse."""
        if seat == self.chooser and not self.captain_loaded:
            vp += self.privilege(seat)
            self.captain_loaded = 1
            if "lighthouse_first_shipment" in self.rules and self.occupied(seat, LIGHTHOUSE):
                self.board[seat * STRIDE + DOUBLOONS] += 1
                self._event(
                    f"{self.names[seat]}'s Lighthouse: 1 doubloon for the captain.",
                    phrase=LIGHTHOUSE_DOUBLOON[seat],
                )
        if self.occupied(seat, HARBOR):
            vp += 1
        self.award_vp(seat, vp)
        if self.in_game[LIGHTHOUSE] and self.occupied(seat, LIGHTHOUSE):
            self.board[seat * STRIDE + DOUBLOONS] += 1
        return vp

    def _apply_load(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._event(
                f"{self.names[seat]} loads nothing.",
                phrase=LOADS_NOTHING[seat],
            )
            self.idle += 1
            self.actor = self._next_loader(seat)
            self._captain_next()
            return
        good = action.arg
        at = seat * STRIDE + GOODS_AT + good
        held = self.board[at]
        if action.kind == K_SMALL_WHARF:
            self.small_wharf_used |= 1 << seat
            self._add_to_small_wharf(good)
            return
        if action.kind == K_WHARF:
            barrels = held
            self.goods_supply[good] += barrels
            self.wharf_used |= 1 << seat
        else:
            ship = action.arg2
            barrels = min(held, self.ship_capacity[ship] - self.ship_load[ship])
            if barrels > 1 and self.in_game[SMALL_WHARF] and self.occupied(seat, SMALL_WHARF):
                # The Small Wharf's owner may load fewer (X9): how many?
                self.load_good = good
                self.load_ship = ship
                self.phase = PH_LOAD_AMOUNT
                return
            self._load_ship(good, ship, barrels)
            return
        self.board[at] -= barrels
        self._shipped(
            seat,
            f"{barrels} {GOODS[good]} on the Wharf",
            barrels,
            (
                "pr-log-ships-wharf",
                {"player": SEATS[seat], "count": barrels, "good": GOOD_WORDS[good]},
            ),
        )

    def _load_ship(self, good: int, ship: int, barrels: int) -> None:
        seat = self.actor
        self.ship_good[ship] = good
        self.ship_load[ship] += barrels
        self.board[seat * STRIDE + GOODS_AT + good] -= barrels
        capacity = self.ship_capacity[ship]
        self._shipped(
            seat,
            f"{barrels} {GOODS[good]} on the {capacity}-ship",
            barrels,
            (
                "pr-log-ships",
                {
                    "player": SEATS[seat],
                    "count": barrels,
                    "good": GOOD_WORDS[good],
                    "capacity": capacity,
                },
            ),
        )

    def _shipped(self, seat: int, what: str, vp: int, phrase: LogPhrase) -> None:
        """Score a shipment and log it: "<name> ships <what>." (``phrase``: that line)."""
        vp = self._score_load(seat, vp)
        self._event(f"{self.names[seat]} ships {what}.", phrase=phrase)
        self._event(f"You earn {vp} VP.", seat, ("pr-log-you-earn-vp", {"vp": vp}))
        self.idle = 0
        self.actor = self._next_loader(seat)
        self._captain_next()

    def _legal_load_amount(self) -> list[Action]:
        seat = self.actor
        ship = self.load_ship
        most = min(
            self.board[seat * STRIDE + GOODS_AT + self.load_good],
            self.ship_capacity[ship] - self.ship_load[ship],
        )
        return [self.actions.amount[n] for n in range(1, most + 1)]

    def _apply_load_amount(self, action: Action) -> None:
        assert action.kind == K_AMOUNT
        self._load_ship(self.load_good, self.load_ship, action.arg)

    # -------------------------------------------------------- small wharf
    def _add_to_small_wharf(self, good: int) -> None:
        self.board[self.actor * STRIDE + GOODS_AT + good] -= 1
        self.pending_goods[good] += 1
        self.phase = PH_SMALL_WHARF

    def _legal_small_wharf(self) -> list[Action]:
        base = self.actor * STRIDE + GOODS_AT
        acts = self.actions
        legal = [acts.small_wharf[g] for g in range(NUM_GOODS) if self.board[base + g]]
        legal.append(acts.done)
        return legal

    def _apply_small_wharf(self, action: Action) -> None:
        if action.kind != K_DONE:
            self._add_to_small_wharf(action.arg)
            return
        seat = self.actor
        pending = self.pending_goods
        barrels = sum(pending)
        shipped = ", ".join(f"{pending[g]} {GOODS[g]}" for g in range(NUM_GOODS) if pending[g])
        args = goods_args((pending[g], g) for g in range(NUM_GOODS) if pending[g])
        args["player"] = SEATS[seat]
        for g in range(NUM_GOODS):
            self.goods_supply[g] += pending[g]
            pending[g] = 0
        self._shipped(
            seat,
            f"{shipped} with the Small Wharf",
            barrels // 2,
            ("pr-log-ships-small-wharf", args),
        )

    # ----------------------------------------------------- royal supplier
    def _legal_exchange(self) -> list[Action]:
        base = self.actor * STRIDE + GOODS_AT
        legal = [
            self.actions.exchange[g]
            for g in range(NUM_GOODS)
            if self.board[base + g] and not self.exchange_kinds >> g & 1
        ]
        legal.append(self.actions.pass_)
        return legal

    def _apply_exchange(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS:
            good = action.arg
            self.board[seat * STRIDE + GOODS_AT + good] -= 1
            self.goods_supply[good] += 1
            self.exchange_kinds |= 1 << good
            self.exchange_left -= 1
            self.gain_vp(
                seat,
                1,
                f"{self.names[seat]} exchanges {with_article(GOODS[good])} for a VP chip "
                "(Royal Supplier).",
                ("pr-log-royal-supplier", {"player": SEATS[seat], "good": GOOD_WORDS[good]}),
            )
            if self.exchange_left and len(self._legal_exchange()) > 1:
                return
        self._captain_next()

    # ------------------------------------------------------------ storage
    def _storage_start(self) -> None:
        self.step = 0
        self._storage_next()

    def _storage_next(self) -> None:
        """Each player keeps 1 barrel (+3 with a Storehouse) plus whole kinds in his
        warehouses (base §5.6.3 step 4; §2.3)."""
        n = self.players
        b = self.board
        while self.step < self.acting:
            seat = (self.chooser + self.step) % n
            self.actor = seat
            self.pick = 0  # bit mask of the kinds kept in warehouses
            base = seat * STRIDE + GOODS_AT
            kinds = sum(1 for g in range(NUM_GOODS) if b[base + g])
            total = sum(b[base : base + NUM_GOODS])
            slots = (1 if self.occupied(seat, SMALL_WAREHOUSE) else 0) + (
                2 if self.occupied(seat, LARGE_WAREHOUSE) else 0
            )
            storehouse = self.in_game[STOREHOUSE] and self.occupied(seat, STOREHOUSE)
            keeps = 1 + (STOREHOUSE_BARRELS if storehouse else 0)
            if kinds > slots and total > keeps:
                for g in range(NUM_GOODS):
                    self.kept[g] = 0
                self.keep_left = keeps
                self.warehouse_left = slots
                self.phase = PH_WAREHOUSE if slots else PH_KEEP
                return
            self.step += 1
        self._captain_finish()

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
            if self.keep_left > 1 and len(self._legal_keep()) > 1:
                base = self.actor * STRIDE + GOODS_AT
                rest = sum(self.board[base + g] for g in range(NUM_GOODS) if not self.pick >> g & 1)
                if rest <= self.keep_left:  # the Storehouse keeps the rest: no choice
                    self._apply_keep(self._legal_keep()[0])

    def _legal_keep(self) -> list[Action]:
        base = self.actor * STRIDE + GOODS_AT
        return [
            self.actions.keep[g]
            for g in range(NUM_GOODS)
            if self.board[base + g] > self.kept[g] and not self.pick >> g & 1
        ]

    def _apply_keep(self, action: Action) -> None:
        seat = self.actor
        base = seat * STRIDE + GOODS_AT
        b = self.board
        kept = self.kept
        kept[action.arg] += 1
        self.keep_left -= 1
        rest = [0 if self.pick >> g & 1 else b[base + g] - kept[g] for g in range(NUM_GOODS)]
        if self.keep_left and sum(rest) > self.keep_left:
            return  # the Storehouse's further barrels: which?
        if self.keep_left:
            for g in range(NUM_GOODS):
                kept[g] += rest[g]
                rest[g] = 0
        lost: list[str] = []
        for good in range(NUM_GOODS):
            if rest[good] > 0:
                b[base + good] -= rest[good]
                self.goods_supply[good] += rest[good]
                lost.append(f"{rest[good]} {GOODS[good]}")
        args = goods_args((rest[g], g) for g in range(NUM_GOODS) if rest[g] > 0)
        args["player"] = SEATS[seat]
        if sum(kept) == 1:
            what = with_article(GOODS[action.arg])
            args["good"] = GOOD_WORDS[action.arg]
            message = "pr-log-keeps"  # the base game's line
        else:
            what = ", ".join(f"{kept[g]} {GOODS[g]}" for g in range(NUM_GOODS) if kept[g])
            args.update(goods_args(((kept[g], g) for g in range(NUM_GOODS) if kept[g]), "kept_"))
            message = "pr-log-keeps-barrels"
        self._event(
            f"{self.names[seat]} keeps {what}"
            + (f" and returns {', '.join(lost)}." if lost else "."),
            phrase=(message, args),
        )
        self.step += 1
        self._storage_next()

    def _captain_finish(self) -> None:
        """Empty every full cargo ship (base §5.6.3 step 5)."""
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
