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
from ..data import (
    BUILDINGS,
    CHEAPEST_FIRST,
    CITY_SPACES,
    MAX_QUARRY_DISCOUNT,
    NUM_BUILDINGS,
    QUARRY,
    SIZES,
    UNIVERSITY,
    with_article,
)
from ..log_words import BUILD_NOTHING, BUILDING_WORDS, SEATS, build, player


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
        # Affordable: cost - discount <= money, with discount = privilege + min(quarries, row).
        money = b[base + DOUBLOONS] + (1 if seat == self.chooser else 0)
        quarries = b[base + OCCUPIED_AT + QUARRY]
        free = CITY_SPACES - b[base + CITY]
        supply = self.building_supply
        city = b[base + BUILDINGS_AT : base + BUILDINGS_AT + NUM_BUILDINGS]
        build = self.actions.build
        legal: list[Action] = []
        # Cheapest first (after the quarry discount): stop at the first one out of reach.
        for cost, i in CHEAPEST_FIRST[min(quarries, MAX_QUARRY_DISCOUNT)]:
            if cost > money:
                break
            if supply[i] and city[i] < 0 and SIZES[i] <= free:
                legal.append(build[i])
        legal.append(self.actions.pass_)
        return legal

    def _apply_build(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._event(f"{self.names[seat]} builds nothing.", None, BUILD_NOTHING[seat])
            self.step += 1
            self._builder_next()
            return
        i = action.arg
        spec = BUILDINGS[i]
        cost = self.price(seat, i)
        base = seat * STRIDE
        self.board[base + DOUBLOONS] -= cost
        self.gain_building(seat, i)
        self.building_supply[i] -= 1
        self.pick = i
        self._event(
            f"{self.names[seat]} builds {with_article(spec.name)} for {cost}.",
            None,
            build(seat, i, cost),
        )
        if self.board[base + CITY] >= CITY_SPACES and not self.end_triggers & T2_CITY:
            self.end_triggers |= T2_CITY
            self._event(
                f"{self.names[seat]}'s city is full: the game ends after this round.",
                None,
                player("pr-log-city-full", seat),
            )
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
            self.add_colonist(seat, BUILDINGS_AT + self.pick)
            self._event(
                f"{self.names[seat]} uses the University: a colonist goes onto the "
                f"{BUILDINGS[self.pick].name}.",
                None,
                (
                    "pr-log-university",
                    {"player": SEATS[seat], "building": BUILDING_WORDS[self.pick]},
                ),
            )
        self.step += 1
        self._builder_next()
