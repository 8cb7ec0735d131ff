"""The plantation stack and the colonists, as the base game and the expansions share them."""

from __future__ import annotations

from ...core import rng
from ...core.machine import PhaseMachine
from .data import NUM_GOODS


class Supplies(PhaseMachine):
    """The face-down plantations, their discard pile and the colonist supply and ship,
    with the helpers every Puerto Rico engine uses on them."""

    stack: list[int]  # face-down plantations by kind (order is drawn from the RNG)
    discard: list[int]
    colonist_supply: int
    colonist_ship: int
    rng: int
    deluxe: bool

    def seat_order(self, first: int) -> list[int]:
        n = self.players
        return [(first + k) % n for k in range(n)]

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
            self._event("The plantation discard pile is shuffled into a new face-down stack.")
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
