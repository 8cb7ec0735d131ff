"""Why an action is illegal: messages that name the rule (rules reference sections)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from .actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_HACIENDA,
    K_HOSPICE,
    K_KEEP,
    K_LOAD,
    K_PASS,
    K_PLACE,
    K_PLANT,
    K_QUARRY,
    K_ROLE,
    K_SELL,
    K_UNIVERSITY,
    K_UNPLACE,
    K_WAREHOUSE,
    K_WHARF,
    SPOT_TITLES,
)
from .board import BUILDINGS_AT, CITY, DOUBLOONS, GOODS_AT, PH_KEEP, SAN_JUAN, STRIDE
from .data import (
    BUILDINGS,
    CITY_SPACES,
    GOODS,
    OFFICE,
    ROLE_NAMES,
    SETTLER,
    TRADING_HOUSE_SPACES,
    WHARF,
    with_article,
)

if TYPE_CHECKING:
    from .state import PuertoRicoState


def why_illegal(s: PuertoRicoState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    seat = s.actor
    who = s.name(seat)
    base = seat * STRIDE
    kind = action.kind
    if kind == K_ROLE:
        if action.arg >= len(s.roles):
            return f"there is no such role card with {s.players} players (§3.1)"
        if s.role_owner[action.arg] >= 0:
            return "each role card can be chosen once per round (§4.4)"
        if s.roles[action.arg] == SETTLER:
            return "deluxe rule: a player whose island is full may not choose the Settler (§5.1)"
    if kind == K_PLANT:
        return f"no {GOODS[action.arg]} plantation is face up (§5.1)"
    if kind == K_QUARRY:
        if not s.quarries:
            return "no quarries are left (§5.1)"
        return "only the settler or an occupied Construction Hut may take a quarry (§5.1)"
    if kind == K_PLACE:
        if not s.board[base + SAN_JUAN]:
            return f"{who} has no colonist left in San Juan to place (§5.2)"
        return f"{who} has no empty circle on {SPOT_TITLES[action.arg]} (§5.2)"
    if kind == K_UNPLACE:
        if s.placed:
            return "colonists can be taken back only before placing any this turn (§5.2)"
        return f"{who} has no colonist on {SPOT_TITLES[action.arg]} (§5.2)"
    if kind == K_DONE:
        return (
            "colonists may stay in San Juan only when every circle is filled; "
            f"{who} still has {s.board[base + SAN_JUAN]} to place (§5.2)"
        )
    if kind == K_BUILD:
        spec = BUILDINGS[action.arg]
        if not s.building_supply[spec.index]:
            return f"no {spec.name} is left in the supply (§5.3)"
        if s.board[base + BUILDINGS_AT + spec.index] >= 0:
            return (
                f"{who} already owns {with_article(spec.name)}: one of each kind per player (§5.3)"
            )
        if CITY_SPACES - s.board[base + CITY] < spec.size:
            return f"{who} has no room for the {spec.name} ({spec.size} city spaces) (§5.3)"
        price = s.price(seat, spec.index)
        return f"{spec.name} costs {price} and {who} has {s.board[base + DOUBLOONS]} (§5.3)"
    if kind == K_EXTRA:
        return f"the extra barrel must be a kind {who} can produce and the supply has (§5.4)"
    if kind == K_SELL:
        good = action.arg
        if not s.board[base + GOODS_AT + good]:
            return f"{who} has no {GOODS[good]} (§5.5)"
        if len(s.trading_house) >= TRADING_HOUSE_SPACES:
            return "the trading house is full (§5.5)"
        if good in s.trading_house and not s.occupied(seat, OFFICE):
            return f"the trading house already holds {GOODS[good]}; only an Office allows it (§5.5)"
    if kind == K_LOAD:
        return _why_not_load(s, action)
    if kind == K_WHARF:
        if not s.occupied(seat, WHARF):
            return f"{who} has no occupied Wharf (§6.4)"
        if s.wharf_used >> seat & 1:
            return "the Wharf is used once per captain phase (§6.4)"
        return f"{who} has no {GOODS[action.arg]} (§6.4)"
    if kind == K_PASS:
        if s.phase == PH_KEEP:
            return (
                "storage keeps every barrel the rules allow: a player with more than one "
                "must choose which to keep, not discard them all (§5.6.3)"
            )
        return "loading is mandatory while a cargo ship can take your goods (§5.6)"
    if kind in (K_WAREHOUSE, K_KEEP):
        if not s.board[base + GOODS_AT + action.arg]:
            return f"{who} has no {GOODS[action.arg]} to keep (§5.6.3)"
        return f"{GOODS[action.arg]} is already kept in a warehouse (§5.6.3)"
    if kind in (K_HACIENDA, K_HOSPICE, K_UNIVERSITY):
        return "that building cannot be used now (§6.4)"
    return f"not allowed in the {ROLE_NAMES[s.roles[0]]} phase"


def _why_not_load(s: PuertoRicoState, action: Action) -> str:
    good, ship = action.arg, action.arg2
    seat = s.actor
    if ship >= len(s.ship_capacity):
        return f"there is no such cargo ship with {s.players} players (§3.1)"
    cap = s.ship_capacity[ship]
    if not s.board[seat * STRIDE + GOODS_AT + good]:
        return f"{s.name(seat)} has no {GOODS[good]} (§5.6.2)"
    if s.ship_good[ship] >= 0 and s.ship_good[ship] != good:
        return f"the {cap}-ship carries {GOODS[s.ship_good[ship]]}; one kind per ship (§5.6.1)"
    if s.ship_good[ship] == good:
        return f"the {cap}-ship is full (§5.6.1)"
    if good in s.ship_good:
        return f"another ship already carries {GOODS[good]}; never two ships of one kind (§5.6.1)"
    return (
        f"{GOODS[good]} must go on the empty ship that takes the most barrels "
        f"(option ship_choice={s.options['ship_choice']}) (§5.6.2)"
    )
