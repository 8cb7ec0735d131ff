"""Expansion 4, the festival (exp. §5): three goals drawn at setup - a plantation kind, a
production of barrels, a construction - each rewarding the first player to reach it.

Its rules live here: the goals' setup (§5.1), the three goals checked after a plantation
is placed, after a craftsman's production and after a building is built (§5.2), and the
festival's part of the view. It adds no building, decision or action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ....core import rng
from ..data import (
    ALL_BUILDINGS,
    FESTIVAL_BARRELS,
    FESTIVAL_BARRELS_PER_KIND,
    FESTIVAL_ROW,
    GOODS,
    NUM_GOODS,
)
from ..layout import DOUBLOONS, SAN_JUAN, STRIDE, TILES_AT
from ..log_words import BUILDING_WORDS, GOOD_WORDS, SEATS, goods_counts, player
from . import Expansion

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def setup(s: PuertoRicoState) -> None:
    """Festival (§5.1): the plantation goal tile and the production goal's barrels."""
    s.rng, kind = rng.below(s.rng, NUM_GOODS)
    s.stack[kind] -= 1
    s.fest_tile = kind
    bag = [FESTIVAL_BARRELS_PER_KIND] * NUM_GOODS
    for _ in range(FESTIVAL_BARRELS):
        s.rng, r = rng.below(s.rng, sum(bag))
        for good in range(NUM_GOODS):
            if r < bag[good]:
                bag[good] -= 1
                s.fest_goods[good] += 1
                s.goods_supply[good] -= 1
                break
            r -= bag[good]
    shown = ", ".join(f"{s.fest_goods[g]} {GOODS[g]}" for g in range(NUM_GOODS) if s.fest_goods[g])
    args = goods_counts(s.fest_goods)
    args["good"] = GOOD_WORDS[kind]
    s._event(
        f"Festival goals: 3 {GOODS[kind]} plantations; producing {shown} in one craftsman phase.",
        None,
        ("pr-log-festival-goals", args),
    )


def construction_goal(s: PuertoRicoState) -> None:
    """The construction goal (§5.1), drawn once the buildings of the game are known: a
    row-3 building in the supply, not a production building of a goal barrel's kind."""
    candidates = [
        b.index
        for b in ALL_BUILDINGS
        if s.in_game[b.index]
        and b.row == FESTIVAL_ROW
        and not (b.kind == "production" and b.good >= 0 and s.fest_goods[b.good])
    ]
    s.rng, r = rng.below(s.rng, len(candidates))
    s.fest_building = candidates[r]
    # Its tile lies on the festival board, out of the supply, until the goal is
    # reached (§5.1, X22).
    s.building_supply[s.fest_building] -= 1
    s._event(
        f"Festival construction goal: the {ALL_BUILDINGS[s.fest_building].name}.",
        None,
        ("pr-log-festival-building", {"building": BUILDING_WORDS[s.fest_building]}),
    )


def plantation_goal(s: PuertoRicoState, seat: int) -> None:
    """Plantation goal (§5.2): 3 plantations of the kind shown, checked on placement."""
    kind = s.fest_tile
    if kind < 0 or s.fest_tile_by >= 0 or s.board[seat * STRIDE + TILES_AT + kind] < 3:
        return
    s.fest_tile_by = seat
    colonists = min(3, s.colonist_supply)
    s.colonist_supply -= colonists
    s.board[seat * STRIDE + SAN_JUAN] += colonists
    s.stack[kind] += 1
    s._event(
        f"{s.names[seat]} reaches the festival plantation goal (3 {GOODS[kind]} "
        f"plantations): {colonists} colonists go to San Juan; the goal tile is shuffled "
        "into the face-down stack.",
        None,
        (
            "pr-log-festival-plantation-goal",
            {"player": SEATS[seat], "good": GOOD_WORDS[kind], "colonists": colonists},
        ),
    )


def production_goal(s: PuertoRicoState, seat: int, produced: list[int]) -> None:
    """Production goal (§5.2): the barrels shown, produced in one craftsman phase."""
    if s.fest_goods_by >= 0:
        return
    goal = s.fest_goods
    if any(produced[g] < goal[g] for g in range(NUM_GOODS)):
        return
    s.fest_goods_by = seat
    s.board[seat * STRIDE + DOUBLOONS] += 3
    for g in range(NUM_GOODS):
        s.goods_supply[g] += goal[g]
    s._event(
        f"{s.names[seat]} reaches the festival production goal: 3 doubloons; its "
        "barrels go back to the supply.",
        None,
        player("pr-log-festival-production-goal", seat),
    )


def construction_goal_reached(s: PuertoRicoState, seat: int, building: int) -> None:
    """Construction goal (§5.2): the first to build the building shown."""
    if building != s.fest_building or s.fest_building_by >= 0:
        return
    s.fest_building_by = seat
    s.gain_vp(
        seat,
        3,
        f"{s.names[seat]} reaches the festival construction goal ({ALL_BUILDINGS[building].name}).",
        (
            "pr-log-festival-construction-goal",
            {"player": SEATS[seat], "building": BUILDING_WORDS[building]},
        ),
    )
    # The builder took a supply copy and the festival tile goes back to the supply
    # (the count is unchanged), or, with no copy left, built the festival tile itself.
    if s.building_supply[building]:
        s._event(
            f"The festival's {ALL_BUILDINGS[building].name} goes back to the supply.",
            None,
            ("pr-log-festival-building-back", {"building": BUILDING_WORDS[building]}),
        )


def view(s: PuertoRicoState, seat: int | None, data: dict[str, Any]) -> None:
    """The festival's three goals and who reached each."""
    data["festival"] = {
        "plantation": {
            "kind": GOODS[s.fest_tile],
            "needed": 3,
            "reached_by": s.fest_tile_by if s.fest_tile_by >= 0 else None,
        },
        "production": {
            "barrels": {GOODS[g]: s.fest_goods[g] for g in range(NUM_GOODS)},
            "reached_by": s.fest_goods_by if s.fest_goods_by >= 0 else None,
        },
        "construction": {
            "building": ALL_BUILDINGS[s.fest_building].id if s.fest_building >= 0 else None,
            "reached_by": s.fest_building_by if s.fest_building_by >= 0 else None,
        },
    }


EXPANSION: Final[Expansion] = Expansion(
    name="festival",
    buildings=(),
    fields=(
        "fest_tile",
        "fest_tile_by",
        "fest_goods",
        "fest_goods_by",
        "fest_building",
        "fest_building_by",
    ),
    phases=(),
    action_kinds=(),
    setup=setup,
    setup_done=construction_goal,
    after_tile=plantation_goal,
    after_production=production_goal,
    after_build=construction_goal_reached,
    view=view,
)
