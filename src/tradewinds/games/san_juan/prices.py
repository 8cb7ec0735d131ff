"""San Juan's building prices (§6.1.1, §10.2): the one place a price is computed."""

from __future__ import annotations

from typing import Final

from .data import COSTS, LIBRARY, NUM_CARDS, NUM_GOODS, QUARRY, SMITHY


def build_price(card: int, smithy: bool, quarry: bool, privilege: int, cover: int = -1) -> int:
    """The cards a player pays for ``card`` before the Black market (§6.1.1): its cost,
    less his privilege (the builder's 1, or 2 with his Library: §6.1, §10.2 Library), less
    1 with a Smithy for a production building or with a Quarry for a violet one (§10.2),
    less with the Crane the cost of the building it covers (§10.2 Crane); never below 0.
    A covered building gives no discount of its own any more: a covered Smithy or Quarry
    takes its 1 off, a covered Library no longer doubles the privilege.

    The one place San Juan's price is computed: the engine, its views and refusals, and
    the heuristic bot all take it from here (through :data:`PRICES` without the Crane)."""
    if privilege == 2 and cover == LIBRARY:
        privilege = 1
    discount = privilege
    if card < NUM_GOODS:
        if smithy and cover != SMITHY:
            discount += 1
    elif quarry and cover != QUARRY:
        discount += 1
    if cover >= 0:
        discount += COSTS[cover]
    due = COSTS[card] - discount
    return due if due > 0 else 0


# build_price without the Crane for every card, by 2 * Smithy + Quarry and by privilege
# (0, 1, 2): the builder phase reads a price for every card in hand at every decision.
PRICES: Final = tuple(
    tuple(
        tuple(build_price(card, smithy, quarry, p) for card in range(NUM_CARDS)) for p in range(3)
    )
    for smithy in (False, True)
    for quarry in (False, True)
)


def price_row(city: list[int], base: int, privilege: int) -> tuple[int, ...]:
    """Every card's :func:`build_price` without the Crane for the city
    ``city[base : base + NUM_CARDS]``."""
    return PRICES[(2 if city[base + SMITHY] else 0) + (1 if city[base + QUARRY] else 0)][privilege]
