"""Craftsman with the expansions: the Chapel, the Aqueduct, the Specialty Factory, the
Jeweler, the Library's two extra barrels, the festival production goal (base §5.4;
expansions §2.3, §3.3, §5.2)."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_EXTRA, K_PASS
from ..board import PH_CRAFTSMAN_PRIVILEGE, PH_PRODUCE, Board
from ..data import (
    AQUEDUCT,
    CHAPEL,
    CORN,
    FACTORY,
    FACTORY_INCOME,
    GOODS,
    INDIGO,
    JEWELER,
    LARGE_INDIGO_PLANT,
    LARGE_SUGAR_MILL,
    NUM_GOODS,
    SPECIALTY_FACTORY,
    SUGAR,
)
from ..layout import BUILDINGS_AT, DOUBLOONS, GOODS_AT, NOBLES, STRIDE
from ..role_log import CHAPEL_DOUBLOON, DECLINES_PRODUCTION, GOOD_WORDS, SEATS, goods_args

_AQUEDUCT_PLANTS = ((INDIGO, LARGE_INDIGO_PLANT), (SUGAR, LARGE_SUGAR_MILL))


class CraftsmanPhase(Board):
    def _craftsman_start(self) -> None:
        """Chapels, then everyone produces, clockwise from the craftsman."""
        b = self.board
        for seat in self.seat_order(self.chooser) if self.in_game[CHAPEL] else ():
            if self.occupied(seat, CHAPEL):
                if self.noble_on(seat, CHAPEL):
                    self.gain_vp(
                        seat,
                        1,
                        f"{self.names[seat]}'s Chapel (a noble): a VP chip.",
                        ("pr-log-chapel-noble", {"player": SEATS[seat]}),
                    )
                else:
                    b[seat * STRIDE + DOUBLOONS] += 1
                    self._event(
                        f"{self.names[seat]}'s Chapel: 1 doubloon.",
                        phrase=CHAPEL_DOUBLOON[seat],
                    )
        self.produced = 0
        self.step = 0
        self._craftsman_next()

    def _craftsman_next(self) -> None:
        """Produce for the next players; with ``optional_production`` ask each one who
        would get a barrel whether he produces ("L'azione di una carta è facoltativa")."""
        while self.step < self.acting:
            seat = (self.chooser + self.step) % self.players
            if self.optional_production and self._would_produce(seat):
                self.actor = seat
                self.phase = PH_PRODUCE
                return
            self._produce(seat)
            self.step += 1
        self.actor = self.chooser
        self.extra_left = self.privilege(self.chooser)
        if self.produced and self._legal_craftsman_privilege()[:-1]:
            self.phase = PH_CRAFTSMAN_PRIVILEGE
        else:
            self._end_role()

    def _would_produce(self, seat: int) -> bool:
        supply = self.goods_supply
        return any(c and supply[g] for g, c in enumerate(self.capacities(seat)))

    def _legal_produce(self) -> list[Action]:
        return [self.actions.done, self.actions.pass_]

    def _apply_produce(self, action: Action) -> None:
        if action.kind == K_PASS:
            self._event(
                f"{self.names[self.actor]} declines to produce.",
                phrase=DECLINES_PRODUCTION[self.actor],
            )
        else:
            self._produce(self.actor)
        self.step += 1
        self._craftsman_next()

    def _produce(self, seat: int) -> None:
        """``seat``'s production and what comes with it: the Aqueduct, Factory, Specialty
        Factory and Jeweler, the festival production goal."""
        b = self.board
        supply = self.goods_supply
        base = seat * STRIDE
        kinds = 0
        got: list[str] = []
        pairs: list[tuple[int, int]] = []
        amounts = [0] * NUM_GOODS
        for good, amount in enumerate(self.capacities(seat)):
            if not amount:
                continue
            if amount > supply[good]:
                amount = supply[good]
            if amount:
                supply[good] -= amount
                b[base + GOODS_AT + good] += amount
                amounts[good] = amount
                kinds += 1
                got.append(f"{amount} {GOODS[good]}")
                pairs.append((amount, good))
        if got:
            args = goods_args(pairs)
            args["player"] = SEATS[seat]
            self._event(
                f"{self.names[seat]} produces {', '.join(got)}.", phrase=("pr-log-produces", args)
            )
        if b[base + BUILDINGS_AT + AQUEDUCT] > 0:
            self._aqueduct(seat, amounts)
        if seat == self.chooser and kinds:
            self.produced = 1  # no barrel of his own, no privilege barrel (base §5.4)
        if kinds >= 2 and self.occupied(seat, FACTORY):
            income = FACTORY_INCOME[kinds]
            b[base + DOUBLOONS] += income
            self._event(
                f"{self.names[seat]}'s Factory earns {income} doubloons ({kinds} kinds).",
                phrase=(
                    "pr-log-factory",
                    {"player": SEATS[seat], "doubloons": income, "kinds": kinds},
                ),
            )
        if b[base + BUILDINGS_AT + SPECIALTY_FACTORY] > 0:
            most = max(amounts[g] for g in range(NUM_GOODS) if g != CORN)
            if most >= 2:
                b[base + DOUBLOONS] += most - 1
                self._event(
                    f"{self.names[seat]}'s Specialty Factory earns {most - 1} doubloons.",
                    phrase=(
                        "pr-log-specialty-factory",
                        {"player": SEATS[seat], "doubloons": most - 1},
                    ),
                )
        if b[base + BUILDINGS_AT + JEWELER] > 0 and b[base + NOBLES]:
            b[base + DOUBLOONS] += b[base + NOBLES]
            self._event(
                f"{self.names[seat]}'s Jeweler earns {b[base + NOBLES]} doubloons (1 per noble).",
                phrase=("pr-log-jeweler", {"player": SEATS[seat], "doubloons": b[base + NOBLES]}),
            )
        if kinds and self.festival:
            self.festival_production(seat, amounts)

    def _aqueduct(self, seat: int, amounts: list[int]) -> None:
        """Aqueduct (§2.3, X4): +1 indigo / sugar when the large plant took part."""
        b = self.board
        base = seat * STRIDE
        for good, plant in _AQUEDUCT_PLANTS:
            if amounts[good] and b[base + BUILDINGS_AT + plant] > 0 and self.goods_supply[good]:
                self.goods_supply[good] -= 1
                b[base + GOODS_AT + good] += 1
                amounts[good] += 1
                self._event(
                    f"{self.names[seat]}'s Aqueduct adds 1 {GOODS[good]}.",
                    phrase=("pr-log-aqueduct", {"player": SEATS[seat], "good": GOOD_WORDS[good]}),
                )

    def _legal_craftsman_privilege(self) -> list[Action]:
        capacities = self.capacities(self.actor)
        legal = [
            self.actions.extra[g]
            for g in range(NUM_GOODS)
            if self.goods_supply[g] and capacities[g]
        ]
        legal.append(self.actions.pass_)
        return legal

    def _apply_craftsman_privilege(self, action: Action) -> None:
        if action.kind == K_EXTRA:
            good = action.arg
            self.goods_supply[good] -= 1
            self.board[self.actor * STRIDE + GOODS_AT + good] += 1
            self._event(
                f"{self.names[self.actor]} takes an extra {GOODS[good]} (privilege).",
                phrase=(
                    "pr-log-extra-barrel",
                    {"player": SEATS[self.actor], "good": GOOD_WORDS[good]},
                ),
            )
            self.extra_left -= 1
            if self.extra_left and self._legal_craftsman_privilege()[:-1]:
                return  # the Library's second barrel (§2.3)
        self._end_role()
