"""Final scoring (rules reference §6.5, §8): VP chips, buildings, large-building bonuses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import BUILDINGS_AT, DOUBLOONS, STRIDE, TILES_AT, TRIGGER_NAMES, VP
from .data import (
    ALL_BUILDINGS,
    BUILDINGS,
    CITY_HALL,
    CUSTOMS_HOUSE,
    FORTRESS,
    GUILD_HALL,
    NUM_BUILDINGS,
    RESIDENCE,
    SMALL_INDIGO_PLANT,
    SMALL_SUGAR_MILL,
)

if TYPE_CHECKING:
    from .board import Board


def large_building_bonus(state: Board, seat: int, building: int) -> int:
    """The end-of-game bonus of one large building (0 if not occupied)."""
    if not state.occupied(seat, building):
        return 0
    b = state.board
    base = seat * STRIDE
    owned = [i for i in range(NUM_BUILDINGS) if b[base + BUILDINGS_AT + i] >= 0]
    if building == GUILD_HALL:
        return sum(
            (1 if i in (SMALL_INDIGO_PLANT, SMALL_SUGAR_MILL) else 2)
            for i in owned
            if BUILDINGS[i].kind == "production"
        )
    if building == RESIDENCE:
        filled = sum(b[base + TILES_AT : base + TILES_AT + 6])
        return max(4, filled - 5)
    if building == FORTRESS:
        return state.colonists_owned(seat) // 3
    if building == CUSTOMS_HOUSE:
        return b[base + VP] // 4
    if building == CITY_HALL:
        return sum(1 for i in owned if BUILDINGS[i].is_violet)
    return 0


def player_score(state: Board, seat: int) -> dict[str, Any]:
    b = state.board
    base = seat * STRIDE
    owned = [i for i in range(NUM_BUILDINGS) if b[base + BUILDINGS_AT + i] >= 0]
    bonuses = {
        BUILDINGS[i].id: large_building_bonus(state, seat, i)
        for i in owned
        if BUILDINGS[i].kind == "violet_large"
    }
    chips = b[base + VP]
    building_vp = sum(BUILDINGS[i].vp for i in owned)
    return {
        "seat": seat,
        "name": state.names[seat],
        "vp_chips": chips,
        "building_vp": building_vp,
        "bonuses": bonuses,
        "total": chips + building_vp + sum(bonuses.values()),
        "tiebreak": b[base + DOUBLOONS] + state.total_goods(seat),
    }


def result(state: Board) -> dict[str, Any]:
    """Scores, ranking and winners; ties on score are broken by doubloons + barrels (§8)."""
    scores = [player_score(state, seat) for seat in range(state.players)]
    keys = [(s["total"], s["tiebreak"]) for s in scores]
    for s, key in zip(scores, keys, strict=False):
        s["rank"] = 1 + sum(1 for other in keys if other > key)
    winners = [s["seat"] for s in scores if s["rank"] == 1]
    return {
        "over": state.is_over,
        "scores": scores,
        "ranking": sorted(range(state.players), key=lambda i: (scores[i]["rank"], i)),
        "winners": winners,
        "shared_win": len(winners) > 1,
        "end_triggers": [name for bit, name in TRIGGER_NAMES.items() if state.end_triggers & bit],
        "rounds": state.round,
    }


def score_lines(score: dict[str, Any]) -> list[dict[str, Any]]:
    """The parts of one ``player_score`` (base game or expansions) in the game's words:
    they add up to its total (``State.score_breakdown``)."""
    names = {spec.id: spec.name for spec in ALL_BUILDINGS}
    lines: list[dict[str, Any]] = [
        {"item": "vp_chips", "label": "VP chips", "value": score["vp_chips"]},
        {"item": "building_vp", "label": "Buildings", "value": score["building_vp"]},
    ]
    for building, bonus in score["bonuses"].items():
        lines.append(
            {"item": f"bonus:{building}", "label": f"{names[building]} bonus", "value": bonus}
        )
    if "noble_vp" in score:
        lines.append({"item": "nobles", "label": "Nobles", "value": score["noble_vp"]})
    return lines
