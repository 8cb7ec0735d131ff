"""Puerto Rico actions in words: each action kind's catalog message and its arguments.

A phrase names terms by their catalog ids (``pr-building-<id>``, ``pr-good-<good>``,
``pr-role-<role>`` …); ``tradewinds.i18n`` and the web client turn them into the reader's
language. Numbers that depend on the position (a role card's doubloons, a building's price
now) come from the state. Works for the base game and for every expansion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core.phrase import Phrase, in_decision
from . import actions as base
from . import expansion_actions as exp
from .board import PHASE_NAMES as EXPANSION_PHASES
from .data import ALL_BUILDINGS, ALL_ROLE_NAMES, GOODS, TILE_KINDS

if TYPE_CHECKING:
    from ...core.actions import Action

_BUILDING_SPOT: Final = len(TILE_KINDS)
_SAN_JUAN_SPOT: Final = _BUILDING_SPOT + len(ALL_BUILDINGS)

# "pass" and "done" mean what the decision makes them mean: the decisions whose pass
# ("Build nothing") or done ("Done placing") has words of its own.
_PASS_PHASES: Final = frozenset(
    {
        "settler_hacienda",
        "settler_pick",
        "settler_hospice",
        "settler_hunting_lodge",
        "mayor_privilege",
        "mayor_villa",
        "builder_build",
        "builder_university",
        "craftsman_privilege",
        "craftsman_produce",
        "trader_sell",
        "captain_load",
        "captain_royal_supplier",
        "buccaneer",
        "guest_house",
    }
)
_DONE_PHASES: Final = frozenset(
    {"mayor_place", "craftsman_produce", "captain_small_wharf", "buccaneer_raid"}
)

# Kinds whose phrase is fixed: no argument.
_FIXED: Final = {
    base.K_HACIENDA: "pr-action-hacienda",
    base.K_QUARRY: "pr-action-quarry",
    base.K_HOSPICE: "pr-action-hospice",
    base.K_MAYOR_COLONIST: "pr-action-take-colonist",
    base.K_UNIVERSITY: "pr-action-university",
    exp.K_BUY_PLANTATION: "pr-action-buy-plantation",
    exp.K_VILLA: "pr-action-villa",
    exp.K_TAKE_NOBLE: "pr-action-take-noble",
    exp.K_RETURN_VP: "pr-action-return-vp",
    exp.K_PLUNDER: "pr-action-plunder",
    exp.K_RAID: "pr-action-raid",
}
# Kinds whose one argument is a good.
_GOOD: Final = {
    base.K_EXTRA: "pr-action-extra",
    base.K_SELL: "pr-action-sell",
    base.K_WHARF: "pr-action-wharf",
    base.K_WAREHOUSE: "pr-action-warehouse",
    base.K_KEEP: "pr-action-keep",
    exp.K_RETURN_GOOD: "pr-action-return-good",
    exp.K_POST: "pr-action-post",
    exp.K_SMALL_WHARF: "pr-action-small-wharf",
    exp.K_EXCHANGE: "pr-action-exchange",
}
# Kinds whose argument is a spot (a tile kind or a building): the message of a building,
# a "-tile" message for plantations and quarries.
_SPOT: Final = {
    base.K_PLACE: "pr-action-place",
    base.K_UNPLACE: "pr-action-unplace",
    exp.K_PLACE_NOBLE: "pr-action-place-noble",
    exp.K_UNPLACE_NOBLE: "pr-action-unplace-noble",
}


def good(g: int) -> str:
    return f"pr-good-{GOODS[g]}"


def building(b: int) -> str:
    return f"pr-building-{ALL_BUILDINGS[b].id}"


def tile(kind: int) -> str:
    """A plantation of a good, or the quarry (island tile kinds)."""
    return "pr-quarry" if TILE_KINDS[kind] == "quarry" else f"pr-plantation-{GOODS[kind]}"


def role(state: Any, card: int) -> str:
    return f"pr-role-{ALL_ROLE_NAMES[state.roles[card]]}"


def _spot(message: str, spot: int, extra: dict[str, str | int] | None = None) -> Phrase:
    if spot == _SAN_JUAN_SPOT:
        return Phrase(f"{message}-san-juan", extra or {})
    if spot < _BUILDING_SPOT:
        return Phrase(f"{message}-tile", {"tile": tile(spot), **(extra or {})})
    return Phrase(message, {"building": building(spot - _BUILDING_SPOT), **(extra or {})})


def _capacity(state: Any, ship: int) -> int:
    return int(state.setup.ships[ship])


def phrase(state: Any, action: Action) -> Phrase:
    """``action`` of ``state`` (a base or expansions game) in words."""
    kind, arg = action.kind, action.arg
    if kind == base.K_PASS:
        return in_decision("pr-action-pass", EXPANSION_PHASES[state.phase], _PASS_PHASES)
    if kind == base.K_DONE:
        return in_decision("pr-action-done", EXPANSION_PHASES[state.phase], _DONE_PHASES)
    if kind in _FIXED:
        return Phrase(_FIXED[kind])
    if kind in _GOOD:
        return Phrase(_GOOD[kind], {"good": good(arg)})
    if kind in _SPOT:
        return _spot(_SPOT[kind], arg)
    if kind == base.K_ROLE:
        return Phrase(
            "pr-action-role", {"role": role(state, arg), "doubloons": state.role_money[arg]}
        )
    if kind == base.K_PLANT:
        return Phrase("pr-action-plant", {"plantation": tile(arg)})
    if kind == base.K_BUILD:
        price = state.price(state.current_player, arg)
        return Phrase("pr-action-build", {"building": building(arg), "cost": price})
    if kind == base.K_LOAD:
        return Phrase(
            "pr-action-load", {"good": good(arg), "capacity": _capacity(state, action.arg2)}
        )
    return _expansion_phrase(state, action)


def _expansion_phrase(state: Any, action: Action) -> Phrase:
    kind, arg = action.kind, action.arg
    if kind == exp.K_DRAFT:
        return Phrase("pr-action-draft", {"building": building(arg)})
    if kind == exp.K_FOREST:
        return Phrase("pr-action-forest", {"plantation": tile(arg)})
    if kind == exp.K_AS:
        return Phrase("pr-action-as-forest" if arg else "pr-action-as-plantation")
    if kind == exp.K_DISCARD:
        if action.arg2:
            return Phrase("pr-action-discard-forest", {"good": good(arg)})
        return Phrase("pr-action-discard", {"plantation": tile(arg)})
    if kind == exp.K_RETURN_PIECE:
        return _spot("pr-action-return-noble" if action.arg2 else "pr-action-return-colonist", arg)
    if kind == exp.K_AMOUNT:
        return Phrase("pr-action-barrels", {"count": arg})
    if kind == exp.K_PIRACY:
        return Phrase("pr-action-piracy", {"capacity": _capacity(state, arg)})
    if kind == exp.K_KIDNAP:
        return Phrase("pr-action-kidnap", {"role": role(state, arg)})
    if kind == exp.K_GUEST:
        return _spot("pr-action-guest-noble" if action.arg2 else "pr-action-guest", arg)
    raise ValueError(f"no phrase for {action!r}")
