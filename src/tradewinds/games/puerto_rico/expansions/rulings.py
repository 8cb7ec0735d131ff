"""Why an action is illegal in a game with expansions: messages that name the rule.

Sections: ``§`` alone refers to the base rules reference; ``exp. §`` to the expansions
reference (§2 New Buildings, §3 Nobles, §4 Buccaneer, §5 Festival).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.actions import Action
from ..actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_HACIENDA,
    K_HOSPICE,
    K_KEEP,
    K_LOAD,
    K_MAYOR_COLONIST,
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
)
from ..data import (
    ALL_BUILDINGS,
    ALL_ROLE_NAMES,
    BLACK_MARKET,
    BLACK_MARKET_MAX,
    BUCCANEER,
    CITY_SPACES,
    FOREST_HOUSE,
    GOODS,
    GUEST_HOUSE,
    LAND_OFFICE,
    OFFICE,
    SETTLER,
    SMALL_WHARF,
    TRADING_HOUSE_SPACES,
    WHARF,
    with_article,
)
from .actions import (
    K_AMOUNT,
    K_AS,
    K_BUY_PLANTATION,
    K_DISCARD,
    K_DRAFT,
    K_EXCHANGE,
    K_FOREST,
    K_GUEST,
    K_KIDNAP,
    K_PIRACY,
    K_PLACE_NOBLE,
    K_PLUNDER,
    K_POST,
    K_RAID,
    K_RETURN_GOOD,
    K_RETURN_PIECE,
    K_RETURN_VP,
    K_SMALL_WHARF,
    K_TAKE_NOBLE,
    K_UNPLACE_NOBLE,
    K_VILLA,
    SPOT_NAMES,
)
from .board import PH_BLACK_MARKET, PH_KEEP, PH_MAYOR_PIECE, PH_RAID
from .layout import BUILDINGS_AT, CITY, DOUBLOONS, GOODS_AT, NOBLE_SHIFT, SAN_JUAN, STRIDE, VP

if TYPE_CHECKING:
    from .state import PuertoRicoExpansionState


def why_illegal(s: PuertoRicoExpansionState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    seat = s.actor
    who = s.name(seat)
    base = seat * STRIDE
    b = s.board
    kind = action.kind
    if kind == K_ROLE:
        card = action.arg
        if card >= len(s.roles) or (card == s.buccaneer_card) != (action is s.actions.buccaneer):
            return "there is no such role card in this game (§3.1, exp. §4.1)"
        if s.role_owner[card] >= 0:
            return "each role card can be chosen once per round (§4.4)"
        if s.roles[card] == BUCCANEER:
            return "the holder of the buccaneer token may not choose the Buccaneer (exp. §4.1)"
        if s.roles[card] == SETTLER:
            return "deluxe rule: a player whose island is full may not choose the Settler (§5.1)"
    if kind == K_DRAFT:
        spec = ALL_BUILDINGS[action.arg]
        if s.in_game[spec.index]:
            return f"the {spec.name} is already drafted (exp. §2.1)"
        if spec.set == "exp2_nobles" and not s.nobles:
            return f"the {spec.name} belongs to the Nobles expansion (exp. §2.1)"
        return f"no free draft space costs {spec.cost} (exp. §2.1)"
    if kind in (K_PLANT, K_FOREST):
        if kind == K_FOREST and not s.occupied(seat, FOREST_HOUSE):
            return f"{who} has no occupied Forest House (exp. §2.3)"
        return f"no {GOODS[action.arg]} plantation is face up (§5.1)"
    if kind == K_QUARRY:
        if not s.quarries:
            return "no quarries are left (§5.1)"
        if s.second_pick:
            return "the Library's second tile is a quarry only with a Construction Hut (exp. §2.3)"
        return "only the settler or an occupied Construction Hut may take a quarry (§5.1)"
    if kind in (K_PLACE, K_PLACE_NOBLE):
        if s.phase == PH_RAID:
            return f"{SPOT_NAMES[action.arg]} has no empty circle on {who}'s board (exp. §4.2)"
        waiting = b[base + SAN_JUAN]
        nobles = b[base + SAN_JUAN + NOBLE_SHIFT]
        if kind == K_PLACE_NOBLE and not nobles:
            return f"{who} has no noble in San Juan (exp. §3.2)"
        if kind == K_PLACE and waiting == nobles:
            return f"{who} has no colonist left in San Juan to place (§5.2)"
        return f"{SPOT_NAMES[action.arg]} has no empty circle on {who}'s board (§5.2)"
    if kind in (K_UNPLACE, K_UNPLACE_NOBLE):
        if s.placed:
            return "colonists can be taken back only before placing any this turn (§5.2)"
        piece = "noble" if kind == K_UNPLACE_NOBLE else "colonist"
        return f"{who} has no {piece} on {SPOT_NAMES[action.arg]} (§5.2, exp. §3.2)"
    if kind == K_DONE:
        if s.phase == PH_RAID or s.phase == PH_BLACK_MARKET:
            return "not available now (exp. §4.2)"
        return (
            "colonists may stay in San Juan only when every circle is filled; "
            f"{who} still has {b[base + SAN_JUAN]} to place (§5.2)"
        )
    if kind == K_BUILD:
        return _why_not_build(s, action)
    if kind == K_EXTRA:
        return f"the extra barrel must be a kind {who} can produce and the supply has (§5.4)"
    if kind in (K_SELL, K_POST):
        good = action.arg
        if not b[base + GOODS_AT + good]:
            return f"{who} has no {GOODS[good]} (§5.5)"
        if kind == K_POST:
            return f"{who} has no occupied Trading Post (exp. §2.3)"
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
    if kind == K_SMALL_WHARF:
        if not s.occupied(seat, SMALL_WHARF):
            return f"{who} has no occupied Small Wharf (exp. §2.3)"
        if not b[base + GOODS_AT + action.arg]:
            return f"{who} has no {GOODS[action.arg]} (exp. §2.3)"
        return "the Small Wharf is used once per captain phase (exp. §2.3, X9)"
    if kind == K_AMOUNT:
        return "that many barrels do not fit on the ship or are not held (exp. §2.3, X9)"
    if kind == K_PASS:
        if s.phase == PH_KEEP:
            return (
                "storage keeps every barrel the rules allow: a player with more than one "
                "must choose which to keep, not discard them all (§5.6.3)"
            )
        return "loading is mandatory while a cargo ship can take your goods (§5.6)"
    if kind in (K_WAREHOUSE, K_KEEP):
        if not b[base + GOODS_AT + action.arg]:
            return f"{who} has no {GOODS[action.arg]} to keep (§5.6.3)"
        return f"{GOODS[action.arg]} is already kept (§5.6.3)"
    if kind in (K_HACIENDA, K_HOSPICE, K_UNIVERSITY):
        return "that building cannot be used now (§6.4)"
    if kind == K_MAYOR_COLONIST:
        if s.phase == PH_MAYOR_PIECE:
            return "no colonist is left on the colonist ship (exp. §3.2)"
        return "the supply has no colonist (§5.2)"
    if kind == K_TAKE_NOBLE:
        return "the noble on the colonist ship is gone (exp. §3.2)"
    if kind == K_AS:
        return "no drawn tile is waiting to be placed (exp. §2.3)"
    if kind == K_DISCARD:
        what = "forest" if action.arg2 else "plantation"
        return f"{who} has no {GOODS[action.arg]} {what} to give up, never a quarry (exp. §3.3)"
    if kind == K_BUY_PLANTATION:
        if not s.occupied(seat, LAND_OFFICE) or s.noble_on(seat, LAND_OFFICE):
            return f"{who} has no Land Office occupied by a colonist (exp. §3.3)"
        if s.land_used >> seat & 1:
            return "the Land Office is used once per phase (exp. §3.3)"
        return "it costs 1 doubloon and needs an empty island space and a tile (exp. §3.3)"
    if kind == K_VILLA:
        return "the Villa is used when the mayor phase begins (exp. §3.3)"
    if kind in (K_RETURN_PIECE, K_RETURN_GOOD, K_RETURN_VP):
        return _why_not_return(s, action)
    if kind == K_EXCHANGE:
        if not b[base + GOODS_AT + action.arg]:
            return f"{who} has no {GOODS[action.arg]} (exp. §3.3)"
        return "each exchanged barrel must be of a different kind (exp. §3.3)"
    if kind == K_PLUNDER:
        return "the trading house is empty (exp. §4.2)"
    if kind == K_PIRACY:
        if action.arg >= len(s.ship_capacity):
            return f"there is no such cargo ship with {s.players} players (§3.1)"
        return "that cargo ship carries no goods (exp. §4.2)"
    if kind == K_RAID:
        return (
            f"the colonist ship holds no more colonists than players ({s.colonist_ship}) "
            "(exp. §4.2)"
        )
    if kind == K_KIDNAP:
        card = action.arg
        if card >= len(s.roles) or card == s.buccaneer_card:
            return "only a role card of this game other than the Buccaneer (exp. §4.2)"
        return "only a role card nobody chose this round can be kidnapped (exp. §4.2)"
    if kind == K_GUEST:
        if not s.occupied(seat, GUEST_HOUSE):
            return f"{who} has no guest on a Guest House (exp. §2.3)"
        if action.arg2 and not b[base + BUILDINGS_AT + GUEST_HOUSE + NOBLE_SHIFT]:
            return f"{who} has no noble guest (exp. §2.3, §3.4)"
        return f"{SPOT_NAMES[action.arg]} has no empty circle on {who}'s board (exp. §2.3)"
    return f"not allowed in the {ALL_ROLE_NAMES[s.roles[0]]} phase (§4)"


def _why_not_build(s: PuertoRicoExpansionState, action: Action) -> str:
    spec = ALL_BUILDINGS[action.arg]
    seat = s.actor
    who = s.name(seat)
    base = seat * STRIDE
    if not s.in_game[spec.index]:
        return f"the {spec.name} is not in this game's supply (exp. §2.1)"
    festival_tile = spec.index == s.fest_building and s.fest_building_by < 0
    if not s.building_supply[spec.index] and not festival_tile:
        return f"no {spec.name} is left in the supply (§5.3)"
    if s.board[base + BUILDINGS_AT + spec.index] >= 0:
        return f"{who} already owns {with_article(spec.name)}: one of each kind per player (§5.3)"
    if CITY_SPACES - s.board[base + CITY] < spec.size:
        return f"{who} has no room for the {spec.name} ({spec.size} city spaces) (§5.3)"
    price = s.price(seat, spec.index)
    money = s.board[base + DOUBLOONS]
    if s.occupied(seat, BLACK_MARKET):
        return (
            f"{spec.name} costs {price} and {who} has {money}; the Black Market covers at most "
            f"{BLACK_MARKET_MAX}, one colonist, barrel and VP chip each (exp. §2.3)"
        )
    return f"{spec.name} costs {price} and {who} has {money} (§5.3)"


def _why_not_return(s: PuertoRicoExpansionState, action: Action) -> str:
    seat = s.actor
    b = s.board
    base = seat * STRIDE
    if action.kind == K_RETURN_VP and not b[base + VP]:
        return f"{s.name(seat)} has no VP chip (exp. §2.3)"
    if action.kind == K_RETURN_GOOD and not b[base + GOODS_AT + action.arg]:
        return f"{s.name(seat)} has no {GOODS[action.arg]} (exp. §2.3)"
    if action.kind == K_RETURN_PIECE and action.arg2 and "black_market_no_noble" in s.rules:
        return "variant black_market_no_noble: a noble cannot be handed back (exp. X19)"
    if action.kind == K_RETURN_PIECE and action.arg == 6 + BLACK_MARKET:
        return "the colonist on the Black Market cannot be handed back (exp. §2.3)"
    return (
        "the Black Market takes at most one colonist, one barrel and one VP chip, and only "
        "pieces the player has (exp. §2.3)"
    )


def _why_not_load(s: PuertoRicoExpansionState, action: Action) -> str:
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
