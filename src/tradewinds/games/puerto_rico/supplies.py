"""The plantation stack and the colonists, as the base game and the expansions share them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ...core import rng
from ...core.errors import InvalidStateError
from ...core.machine import PhaseMachine
from ...core.seats import clockwise, seat_at
from .data import GOODS, NUM_GOODS
from .log_words import RESHUFFLE


class Supplies(PhaseMachine):
    """The face-down plantations, their discard pile and the colonist supply and ship,
    with the helpers every Puerto Rico engine uses on them."""

    stack: list[int]  # face-down plantations by kind (order is drawn from the RNG)
    discard: list[int]
    colonist_supply: int
    colonist_ship: int
    rng: int
    deluxe: bool
    # Plantations stacked on top of the face-down stack (stack_chance), next first: drawn
    # before the RNG is asked. A tuple, so a clone shares it for free.
    chance: tuple[int, ...] = ()
    phase: int
    turn: int
    governor: int
    chooser: int
    step: int
    actor: int
    # Decisions whose actor is (chooser + step) and those of the chooser himself, for the
    # check of a loaded position (set by each engine).
    _STEP_PHASES: ClassVar[frozenset[int]] = frozenset()
    _CHOOSER_PHASES: ClassVar[frozenset[int]] = frozenset()

    def _expected_actor(self) -> int | None:
        n = self.players
        phase = self.phase
        if phase == 0:  # choose_role: the governor, then clockwise (2 players: alternating)
            t = self.turn
            if n == 2:
                return self.governor if t % 2 == 0 else 1 - self.governor
            return seat_at(self.governor, n, t)
        if phase in self._STEP_PHASES:
            return seat_at(self.chooser, n, self.step)
        if phase in self._CHOOSER_PHASES:
            return self.chooser
        return None

    def stack_chance(self, outcomes: Sequence[Any]) -> None:
        """Put plantations (``"coffee"``, ``"corn"``... or kind indices) on top of the
        face-down stack, first drawn first, above any stacked before; each must be among
        the face-down tiles not stacked yet."""
        kinds: list[int] = []
        for outcome in outcomes:
            kind = GOODS.index(outcome) if outcome in GOODS else outcome
            if isinstance(kind, bool) or not isinstance(kind, int) or not 0 <= kind < NUM_GOODS:
                raise InvalidStateError(
                    f"{outcome!r} is not a plantation; plantations: {', '.join(GOODS)}"
                )
            kinds.append(kind)
        kinds += self.chance
        for kind in set(kinds):
            if kinds.count(kind) > self.stack[kind]:
                raise InvalidStateError(
                    f"the face-down stack holds {self.stack[kind]} {GOODS[kind]} "
                    f"plantation(s); {kinds.count(kind)} would be stacked"
                )
        self.chance = tuple(kinds)

    def stacked_chance(self) -> list[Any]:
        return [GOODS[k] for k in self.chance]

    def _save_chance(self, data: dict[str, Any]) -> None:
        # Only a state with stacked draws has the field: every other saved state is
        # exactly what it was before chance could be stacked.
        if self.chance:
            data["chance"] = list(self.chance)

    def _load_chance(self, data: dict[str, Any]) -> None:
        self.chance = ()
        kinds = data.get("chance", [])
        if not isinstance(kinds, list):
            raise InvalidStateError("saved puerto_rico state: chance must be a list")
        self.stack_chance([int(k) for k in kinds])

    def seat_order(self, first: int) -> list[int]:
        n = self.players
        return list(clockwise(first, n))

    def draw_plantation(self) -> int:
        """Draw the top face-down plantation (-1 if none), reshuffling the discard pile."""
        stack = self.stack
        total = sum(stack)
        if total == 0:
            if not any(self.discard):
                return -1
            for kind in range(NUM_GOODS):
                stack[kind] += self.discard[kind]
                self.discard[kind] = 0
            total = sum(stack)
            self._event(
                "The plantation discard pile is shuffled into a new face-down stack.",
                None,
                RESHUFFLE,
            )
        if self.chance:
            # A stacked draw (stack_chance): it is still in the stack (checked when
            # stacked; nothing but draws takes tiles from the stack).
            kind = self.chance[0]
            self.chance = self.chance[1:]
            stack[kind] -= 1
            return kind
        self.rng, r = rng.below(self.rng, total)
        for kind in range(NUM_GOODS):
            if r < stack[kind]:
                stack[kind] -= 1
                return kind
            r -= stack[kind]
        raise AssertionError("unreachable: r < total")

    def can_draw_plantation(self) -> bool:
        return any(self.stack) or any(self.discard)

    def take_colonist_for(self, seat: int, *, ship: bool = True) -> bool:
        """Hospice, university and the like: a colonist from the supply, else (with
        ``ship``) the ship (base §5.1, §5.3)."""
        if self.colonist_supply > 0:
            self.colonist_supply -= 1
            return True
        if ship and self.colonist_ship > 0:
            self.colonist_ship -= 1
            return True
        return False

    def colonist_available(self, *, ship: bool = True) -> bool:
        return self.colonist_supply > 0 or (ship and self.colonist_ship > 0)

    @property
    def hospice_ship(self) -> bool:
        """Whether the Hospice may fall back on the ship. The original edition says so
        ("Se non ci sono più coloni nella riserva, può prenderne uno dalla nave dei
        coloni"); the deluxe takes the worker "dalla riserva (non dalla Sala di
        Reclutamento)" and names no fallback, unlike its University (docs/rulings.md)."""
        return not self.deluxe
