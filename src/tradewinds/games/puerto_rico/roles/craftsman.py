"""Craftsman (rules reference §5.4): production, the Factory, the extra barrel."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_EXTRA, K_PASS
from ..board import DOUBLOONS, GOODS_AT, PH_CRAFTSMAN_PRIVILEGE, PH_PRODUCE, STRIDE, Board
from ..data import FACTORY, FACTORY_INCOME, GOODS, NUM_GOODS
from ..role_log import DECLINES_PRODUCTION, GOOD_WORDS, SEATS, goods_args


class CraftsmanPhase(Board):
    def _craftsman_start(self) -> None:
        """Everyone produces, clockwise from the craftsman; supply short → earlier first."""
        self.produced = 0
        self.step = 0
        self._craftsman_next()

    def _craftsman_next(self) -> None:
        """Produce for the next players; with ``optional_production`` ask each one who
        would get a barrel whether he produces ("L'azione di una carta è facoltativa")."""
        n = self.players
        while self.step < n:
            seat = (self.chooser + self.step) % n
            if self.optional_production and self._would_produce(seat):
                self.actor = seat
                self.phase = PH_PRODUCE
                return
            self._produce(seat)
            self.step += 1
        self.actor = self.chooser
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
        """``seat``'s production (§5.4) and his Factory's income."""
        supply = self.goods_supply
        base = seat * STRIDE
        kinds = 0
        got: list[str] = []
        pairs: list[tuple[int, int]] = []
        for good, amount in enumerate(self.capacities(seat)):
            if not amount:
                continue
            if amount > supply[good]:
                amount = supply[good]
            if amount:
                supply[good] -= amount
                self.board[base + GOODS_AT + good] += amount
                kinds += 1
                got.append(f"{amount} {GOODS[good]}")
                pairs.append((amount, good))
        if got:
            args = goods_args(pairs)
            args["player"] = SEATS[seat]
            self._event(
                f"{self.names[seat]} produces {', '.join(got)}.", phrase=("pr-log-produces", args)
            )
        if seat == self.chooser and kinds:
            # Without a barrel of his own no privilege barrel ("Se il giocatore che sceglie
            # il ruolo dell'Artigiano non produce nessun barile, non può ricevere nemmeno
            # il barile del vantaggio speciale").
            self.produced = 1
        if kinds >= 2 and self.occupied(seat, FACTORY):
            income = FACTORY_INCOME[kinds]
            self.board[base + DOUBLOONS] += income
            self._event(
                f"{self.names[seat]}'s Factory earns {income} doubloons ({kinds} kinds).",
                phrase=(
                    "pr-log-factory",
                    {"player": SEATS[seat], "doubloons": income, "kinds": kinds},
                ),
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
        self._end_role()
