"""Final fortune (rules reference §15): cash + shares at their price - 15 per mortgage.

The highest fortune wins; equal fortunes share the victory (the rules give no tie-break).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.scores import standings
from .data import GOODS, MORTGAGE_PENALTY, NUM_GOODS, PRICE_TRACK, TOP_PRICE_INDEX

if TYPE_CHECKING:
    from .board import Board


def player_score(state: Board, seat: int) -> dict[str, Any]:
    b = seat * 4
    held = state.held[b : b + 4]
    mort = state.mort[b : b + 4]
    # Each good's shares (mortgaged ones too) at that good's final price.
    share_values = {
        GOODS[g]: PRICE_TRACK[state.price[g]] * (held[g] + mort[g]) for g in range(NUM_GOODS)
    }
    share_value = sum(share_values.values())
    mortgaged = sum(mort)
    penalty = MORTGAGE_PENALTY * mortgaged
    cash = state.cash[seat]
    return {
        "seat": seat,
        "name": state.names[seat],
        "cash": cash,
        "shares": {GOODS[g]: held[g] + mort[g] for g in range(NUM_GOODS)},
        "mortgaged": {GOODS[g]: mort[g] for g in range(NUM_GOODS)},
        "share_values": share_values,
        "share_value": share_value,
        "mortgage_penalty": penalty,
        "total": cash + share_value - penalty,
    }


def result(state: Board) -> dict[str, Any]:
    """Fortunes, ranking and winners (final once the game is over)."""
    return standings(
        [player_score(state, seat) for seat in range(state.players)],
        state.is_over,
        end_triggers=[GOODS[g] for g in range(NUM_GOODS) if state.price[g] == TOP_PRICE_INDEX],
        prices=_prices(state),
        rounds=state.voyage,
    )


def _prices(state: Board) -> dict[str, int]:
    """Each good's share price now (its final price once the game is over)."""
    return {GOODS[g]: PRICE_TRACK[state.price[g]] for g in range(NUM_GOODS)}


def score_lines(state: Board, score: dict[str, Any]) -> list[dict[str, Any]]:
    """The parts of one ``player_score`` in the game's words: cash, each good's shares at
    its final price, the mortgage penalty; they add up to its total
    (``State.score_breakdown``)."""
    prices = _prices(state)
    lines: list[dict[str, Any]] = [{"item": "cash", "label": "Cash", "value": score["cash"]}]
    for good, value in score["share_values"].items():
        count = score["shares"][good]
        if count:
            lines.append(
                {
                    "item": f"shares:{good}",
                    "label": f"{good.capitalize()} shares",
                    "value": value,
                    "detail": f"{count} \u00d7 {prices[good]}",
                }
            )
    mortgaged = sum(score["mortgaged"].values())
    if mortgaged:
        lines.append(
            {
                "item": "mortgages",
                "label": "Shares still mortgaged",
                "value": -score["mortgage_penalty"],
                "detail": f"{mortgaged} \u00d7 {MORTGAGE_PENALTY}",
            }
        )
    return lines
