"""Final scoring (rules reference §11): buildings, Chapel cards, bonuses, the Palace last."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core.scores import standings
from .board import NK
from .data import (
    ARCH_BONUS,
    CARDS,
    CITY_HALL,
    GUILD_HALL,
    GUILD_HALL_PER_PRODUCTION,
    IS_VIOLET,
    MONUMENTS,
    NUM_GOODS,
    PALACE,
    TRIUMPHAL_ARCH,
    VPS,
)

# Why the game ended (``Board.ended``): a 12th building (§8), or no card can move (ruling).
END_TRIGGERS: Final = {1: "twelve_buildings", 2: "stalemate"}

if TYPE_CHECKING:
    from .board import Board


def bonuses(city: list[int], chapel_cards: int) -> dict[str, int]:
    """The end-of-game bonuses of one city (a slice of NUM_CARDS counts), Palace last."""
    building_vp = sum(n * vp for n, vp in zip(city, VPS))
    found: dict[str, int] = {}
    if city[GUILD_HALL]:
        found["guild_hall"] = GUILD_HALL_PER_PRODUCTION * sum(city[:NUM_GOODS])
    if city[CITY_HALL]:
        found["city_hall"] = sum(n for n, violet in zip(city, IS_VIOLET) if violet)
    if city[TRIUMPHAL_ARCH]:
        found["triumphal_arch"] = ARCH_BONUS[sum(1 for m in MONUMENTS if city[m])]
    if city[PALACE]:
        subtotal = building_vp + chapel_cards + sum(found.values())
        found["palace"] = subtotal // 4
    return found


def player_score(state: Board, seat: int) -> dict[str, Any]:
    base = seat * NK
    city = state.city[base : base + NK]
    building_vp = sum(n * vp for n, vp in zip(city, VPS))
    chapel_cards = state.chapel_size[seat]
    extra = bonuses(city, chapel_cards)
    return {
        "seat": seat,
        "name": state.names[seat],
        "building_vp": building_vp,
        "chapel": chapel_cards,
        "bonuses": extra,
        "total": building_vp + chapel_cards + sum(extra.values()),
        "buildings": state.city_size[seat],
        "tiebreak": state.hand_size[seat] + state.goods_total(seat),
    }


def result(state: Board) -> dict[str, Any]:
    """Scores, ranking and winners; ties are broken by cards in hand + goods (§11), then
    shared."""
    return standings(
        [player_score(state, seat) for seat in range(state.players)],
        state.is_over,
        end_triggers=[END_TRIGGERS[state.ended]] if state.ended else [],
        rounds=state.round,
    )


def score_lines(state: Board, score: dict[str, Any]) -> list[dict[str, Any]]:
    """The parts of one ``player_score`` in the game's words: they add up to its total
    (``State.score_breakdown``). The bonus buildings print no VP of their own."""
    names = {card.id: card.name for card in CARDS}
    lines: list[dict[str, Any]] = [
        {"item": "building_vp", "label": "Buildings", "value": score["building_vp"]},
    ]
    if score["chapel"]:
        lines.append({"item": "chapel", "label": "Chapel cards", "value": score["chapel"]})
    for card, bonus in score["bonuses"].items():
        lines.append({"item": f"bonus:{card}", "label": f"{names[card]} bonus", "value": bonus})
    return lines
