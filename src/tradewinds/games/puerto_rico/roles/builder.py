"""Builder (rules reference §5.3): one building each, the builder 1 doubloon cheaper."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS
from ..board import (
    BUILDINGS_AT,
    CITY,
    DOUBLOONS,
    OCCUPIED_AT,
    PH_BUILD,
    PH_UNIVERSITY,
    STRIDE,
    T2_CITY,
    Board,
)
from ..data import BUILDINGS, CITY_SPACES, NUM_BUILDINGS, QUARRY, UNIVERSITY


class BuilderPhase(Board):
    def price(self, seat: int, building: int, *, builder: bool | None = None) -> int:
        """What ``seat`` pays for ``building`` now: cost - privilege - quarries (§5.3)."""
        spec = BUILDINGS[building]
        if builder is None:
            builder = seat == self.chooser
        quarries = self.board[seat * STRIDE + OCCUPIED_AT + QUARRY]
        discount = (1 if builder else 0) + (quarries if quarries < spec.row else spec.row)
        return spec.cost - discount if spec.cost > discount else 0

    def _builder_start(self) -> None:
        self.step = 0
        self._builder_next()

    def _builder_next(self) -> None:
        if self.step < self.players:
            self.actor = (self.chooser + self.step) % self.players
            self.phase = PH_BUILD
        else:
            self._end_role()

    def _legal_build(self) -> list[Action]:
        seat = self.actor
        b = self.board
        base = seat * STRIDE
        money = b[base + DOUBLOONS]
        free = CITY_SPACES - b[base + CITY]
        supply = self.building_supply
        build = self.actions.build
        legal = [
            build[i]
            for i in range(NUM_BUILDINGS)
            if supply[i]
            and b[base + BUILDINGS_AT + i] < 0
            and BUILDINGS[i].size <= free
            and self.price(seat, i) <= money
        ]
        legal.append(self.actions.pass_)
        return legal

    def _apply_build(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._event(f"{self.name(seat)} builds nothing.")
            self.step += 1
            self._builder_next()
            return
        i = action.arg
        spec = BUILDINGS[i]
        cost = self.price(seat, i)
        base = seat * STRIDE
        self.board[base + DOUBLOONS] -= cost
        self.board[base + BUILDINGS_AT + i] = 0
        self.board[base + CITY] += spec.size
        self.building_supply[i] -= 1
        self.pick = i
        self._event(f"{self.name(seat)} builds a {spec.name} for {cost}.")
        if self.board[base + CITY] >= CITY_SPACES and not self.end_triggers & T2_CITY:
            self.end_triggers |= T2_CITY
            self._event(f"{self.name(seat)}'s city is full: the game ends after this round.")
        if spec.circles and self.occupied(seat, UNIVERSITY) and self.colonist_available():
            self.phase = PH_UNIVERSITY
        else:
            self.step += 1
            self._builder_next()

    def _legal_university(self) -> list[Action]:
        return [self.actions.university, self.actions.pass_]

    def _apply_university(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS and self.take_colonist_for(seat):
            self.board[seat * STRIDE + BUILDINGS_AT + self.pick] += 1
            self._event(
                f"{self.name(seat)} uses the University: a colonist goes onto the "
                f"{BUILDINGS[self.pick].name}."
            )
        self.step += 1
        self._builder_next()
