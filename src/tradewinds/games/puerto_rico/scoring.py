"""Final scoring with the expansions (base §8; expansions §2.3, §3.2, §3.3): the large
buildings of every set, and 1 VP per noble."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.scores import standings
from .board import TRIGGER_NAMES
from .data import (
    ALL_BUILDINGS,
    CITY_HALL,
    CLOISTER,
    CLOISTER_BONUS,
    CUSTOMS_HOUSE,
    FORTRESS,
    GUILD_HALL,
    NUM_GOODS,
    QUARRY,
    RESIDENCE,
    ROYAL_GARDEN,
    SMALL_PRODUCTION,
)
from .layout import DOUBLOONS, FORESTS, ISLAND, NOBLES, STRIDE, TILES_AT, VP

if TYPE_CHECKING:
    from .board import Board


def large_building_bonus(state: Board, seat: int, building: int) -> int:
    """The end-of-game bonus of one large building (0 if not occupied)."""
    if not state.occupied(seat, building):
        return 0
    b = state.board
    base = seat * STRIDE
    owned = state.cities[seat]
    if building == GUILD_HALL:
        # Small production buildings +1, large ones +2; the jeweler counts as large (§3.3).
        return sum(
            (1 if i in SMALL_PRODUCTION else 2)
            for i in owned
            if ALL_BUILDINGS[i].kind == "production"
        )
    if building == RESIDENCE:
        return max(4, b[base + ISLAND] - 5)  # forests fill island spaces (§2.2)
    if building == FORTRESS:
        return state.colonists_owned(seat) // 3  # nobles count (X18)
    if building == CUSTOMS_HOUSE:
        return b[base + VP] // 4
    if building == CITY_HALL:
        return sum(1 for i in owned if ALL_BUILDINGS[i].is_violet)
    if building == CLOISTER:
        return CLOISTER_BONUS[min(4, cloister_sets(state, seat))]
    if building == ROYAL_GARDEN:
        return b[base + NOBLES]
    return 0


def cloister_sets(state: Board, seat: int) -> int:
    """Sets of 3 island tiles of one type: each plantation kind, quarries (unless the
    variant cloister_no_quarries, X12) and forests (§2.3)."""
    b = state.board
    base = seat * STRIDE
    counts = [b[base + TILES_AT + k] for k in range(NUM_GOODS)]
    if "cloister_no_quarries" not in state.rules:
        counts.append(b[base + TILES_AT + QUARRY])
    counts.append(b[base + FORESTS])
    return sum(c // 3 for c in counts)


def player_score(state: Board, seat: int) -> dict[str, Any]:
    b = state.board
    base = seat * STRIDE
    owned = state.cities[seat]
    bonuses = {
        ALL_BUILDINGS[i].id: large_building_bonus(state, seat, i)
        for i in owned
        if ALL_BUILDINGS[i].kind == "violet_large"
    }
    chips = b[base + VP]
    building_vp = sum(ALL_BUILDINGS[i].vp for i in owned)
    nobles = b[base + NOBLES]
    score = {
        "seat": seat,
        "name": state.names[seat],
        "vp_chips": chips,
        "building_vp": building_vp,
        "bonuses": bonuses,
        "noble_vp": nobles,
        "total": chips + building_vp + sum(bonuses.values()) + nobles,
        "tiebreak": b[base + DOUBLOONS] + state.total_goods(seat),
    }
    if not state.expanded:
        del score["noble_vp"]  # a base game's score has no nobles
    return score


def result(state: Board) -> dict[str, Any]:
    """Scores, ranking and winners; ties on score are broken by doubloons + barrels."""
    return standings(
        [player_score(state, seat) for seat in range(state.players)],
        state.is_over,
        end_triggers=[name for bit, name in TRIGGER_NAMES.items() if state.end_triggers & bit],
        rounds=state.round,
    )


def score_lines(state: Board, score: dict[str, Any]) -> list[dict[str, Any]]:
    """The parts of one ``player_score`` in the game's words: they add up to its total
    (``State.score_breakdown``)."""
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
