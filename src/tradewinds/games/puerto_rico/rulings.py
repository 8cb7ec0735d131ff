"""Why an action is illegal: messages that name the rule (rules reference sections).

Each message is a :class:`Reason`: the English sentence with the same sentence as a
catalog message (``pr-why-…`` in ``i18n/locales/*/puerto_rico.ftl``), so a refusal reads
in the player's language. The expansions' engine uses the same ids for the same sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.errors import Reason
from ...core.phrase import LogArg, Seat, Verbatim
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
    Building,
    with_article,
)

if TYPE_CHECKING:
    from .state import PuertoRicoState

# Goods as the sentences name them (lower case) and buildings by their printed names
# (the catalog's labels say "Large Indigo Plant", the tile "Indigo Plant").
GOOD_TERMS = tuple(f"pr-log-good-{good}" for good in GOODS)
_PRINTED_NAMES = frozenset({"large_indigo_plant", "large_sugar_mill"})
# An island tile with its article, as the base engine's spot titles read ("a quarry").
TILE_TERMS = (*(f"pr-log-a-plantation-{good}" for good in GOODS), "pr-log-a-quarry")


def why(text: str, message: str, **args: LogArg) -> Reason:
    """``text`` with its catalog message ``pr-why-<message>``."""
    return Reason(text, (f"pr-why-{message}", args))


def building_term(spec: Building) -> str:
    """The catalog term naming ``spec`` as the engines' sentences do."""
    if spec.id in _PRINTED_NAMES:
        return f"pr-log-building-{spec.id}"
    return f"pr-building-{spec.id}"


def _spot_reason(text: str, message: str, seat: int, spot: int) -> Reason:
    """A sentence naming one of the base engine's spots: a tile with its article, or
    "the" and a building."""
    if spot < len(TILE_TERMS):
        return why(text, f"{message}-tile", player=Seat(seat), tile=TILE_TERMS[spot])
    building = building_term(BUILDINGS[spot - len(TILE_TERMS)])
    return why(text, f"{message}-building", player=Seat(seat), building=building)


def why_illegal(s: PuertoRicoState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    base = seat * STRIDE
    kind = action.kind
    if kind == K_ROLE:
        if action.arg >= len(s.roles):
            return why(
                f"there is no such role card with {s.players} players (§3.1)",
                "no-such-role",
                players=s.players,
            )
        if s.role_owner[action.arg] >= 0:
            return why("each role card can be chosen once per round (§4.4)", "role-taken")
        if s.roles[action.arg] == SETTLER:
            return why(
                "deluxe rule: a player whose island is full may not choose the Settler (§5.1)",
                "settler-island-full",
            )
    if kind == K_PLANT:
        return why(
            f"no {GOODS[action.arg]} plantation is face up (§5.1)",
            "plantation-face-up",
            good=GOOD_TERMS[action.arg],
        )
    if kind == K_QUARRY:
        if not s.quarries:
            return why("no quarries are left (§5.1)", "no-quarries")
        return why(
            "only the settler or an occupied Construction Hut may take a quarry (§5.1)",
            "quarry-privilege",
        )
    if kind == K_PLACE:
        if not s.board[base + SAN_JUAN]:
            return why(
                f"{who} has no colonist left in San Juan to place (§5.2)",
                "no-colonist-in-san-juan",
                player=player,
            )
        return _spot_reason(
            f"{who} has no empty circle on {SPOT_TITLES[action.arg]} (§5.2)",
            "no-empty-circle",
            seat,
            action.arg,
        )
    if kind == K_UNPLACE:
        if s.placed:
            return why(
                "colonists can be taken back only before placing any this turn (§5.2)",
                "unplace-after-placing",
            )
        return _spot_reason(
            f"{who} has no colonist on {SPOT_TITLES[action.arg]} (§5.2)",
            "no-colonist-on",
            seat,
            action.arg,
        )
    if kind == K_DONE:
        waiting = s.board[base + SAN_JUAN]
        return why(
            "colonists may stay in San Juan only when every circle is filled; "
            f"{who} still has {waiting} to place (§5.2)",
            "colonists-waiting",
            player=player,
            count=waiting,
        )
    if kind == K_BUILD:
        return _why_not_build(s, action)
    if kind == K_EXTRA:
        return why(
            f"the extra barrel must be a kind {who} can produce and the supply has (§5.4)",
            "extra-barrel",
            player=player,
        )
    if kind == K_SELL:
        good = action.arg
        if not s.board[base + GOODS_AT + good]:
            return why(
                f"{who} has no {GOODS[good]} (§5.5)",
                "no-good-to-sell",
                player=player,
                good=GOOD_TERMS[good],
            )
        if len(s.trading_house) >= TRADING_HOUSE_SPACES:
            return why("the trading house is full (§5.5)", "trading-house-full")
        if good in s.trading_house and not s.occupied(seat, OFFICE):
            return why(
                f"the trading house already holds {GOODS[good]}; only an Office allows it (§5.5)",
                "trading-house-holds",
                good=GOOD_TERMS[good],
            )
    if kind == K_LOAD:
        return _why_not_load(s, action)
    if kind == K_WHARF:
        if not s.occupied(seat, WHARF):
            return why(f"{who} has no occupied Wharf (§6.4)", "no-wharf", player=player)
        if s.wharf_used >> seat & 1:
            return why("the Wharf is used once per captain phase (§6.4)", "wharf-used")
        return why(
            f"{who} has no {GOODS[action.arg]} (§6.4)",
            "no-good-for-wharf",
            player=player,
            good=GOOD_TERMS[action.arg],
        )
    if kind == K_PASS:
        if s.phase == PH_KEEP:
            return why(
                "storage keeps every barrel the rules allow: a player with more than one "
                "must choose which to keep, not discard them all (§5.6.3)",
                "keep-what-fits",
            )
        return why(
            "loading is mandatory while a cargo ship can take your goods (§5.6)", "must-load"
        )
    if kind in (K_WAREHOUSE, K_KEEP):
        good = action.arg
        if not s.board[base + GOODS_AT + good]:
            return why(
                f"{who} has no {GOODS[good]} to keep (§5.6.3)",
                "nothing-to-keep",
                player=player,
                good=GOOD_TERMS[good],
            )
        return why(
            f"{GOODS[good]} is already kept in a warehouse (§5.6.3)",
            "kept-in-warehouse",
            good=GOOD_TERMS[good],
        )
    if kind in (K_HACIENDA, K_HOSPICE, K_UNIVERSITY):
        return why("that building cannot be used now (§6.4)", "building-not-now")
    role = ROLE_NAMES[s.roles[0]]
    return why(f"not allowed in the {role} phase", "not-in-phase", role=f"pr-why-role-{role}")


def _why_not_build(s: PuertoRicoState, action: Action) -> str:
    spec = BUILDINGS[action.arg]
    seat = s.actor
    who = s.name(seat)
    base = seat * STRIDE
    building = building_term(spec)
    if not s.building_supply[spec.index]:
        return why(f"no {spec.name} is left in the supply (§5.3)", "sold-out", building=building)
    if s.board[base + BUILDINGS_AT + spec.index] >= 0:
        return why(
            f"{who} already owns {with_article(spec.name)}: one of each kind per player (§5.3)",
            "already-owned-an" if with_article(spec.name).startswith("an") else "already-owned",
            player=Seat(seat),
            building=building,
        )
    if CITY_SPACES - s.board[base + CITY] < spec.size:
        return why(
            f"{who} has no room for the {spec.name} ({spec.size} city spaces) (§5.3)",
            "no-room",
            player=Seat(seat),
            building=building,
            spaces=spec.size,
        )
    price = s.price(seat, spec.index)
    money = s.board[base + DOUBLOONS]
    return why(
        f"{spec.name} costs {price} and {who} has {money} (§5.3)",
        "too-dear",
        player=Seat(seat),
        building=building,
        price=price,
        money=money,
    )


def _why_not_load(s: PuertoRicoState, action: Action) -> str:
    good, ship = action.arg, action.arg2
    seat = s.actor
    if ship >= len(s.ship_capacity):
        return why(
            f"there is no such cargo ship with {s.players} players (§3.1)",
            "no-such-ship",
            players=s.players,
        )
    cap = s.ship_capacity[ship]
    if not s.board[seat * STRIDE + GOODS_AT + good]:
        return why(
            f"{s.name(seat)} has no {GOODS[good]} (§5.6.2)",
            "no-good-to-load",
            player=Seat(seat),
            good=GOOD_TERMS[good],
        )
    if s.ship_good[ship] >= 0 and s.ship_good[ship] != good:
        return why(
            f"the {cap}-ship carries {GOODS[s.ship_good[ship]]}; one kind per ship (§5.6.1)",
            "ship-carries-other",
            capacity=cap,
            good=GOOD_TERMS[s.ship_good[ship]],
        )
    if s.ship_good[ship] == good:
        return why(f"the {cap}-ship is full (§5.6.1)", "ship-full", capacity=cap)
    if good in s.ship_good:
        return why(
            f"another ship already carries {GOODS[good]}; never two ships of one kind (§5.6.1)",
            "kind-on-other-ship",
            good=GOOD_TERMS[good],
        )
    choice = s.options["ship_choice"]
    return why(
        f"{GOODS[good]} must go on the empty ship that takes the most barrels "
        f"(option ship_choice={choice}) (§5.6.2)",
        "largest-empty-ship",
        good=GOOD_TERMS[good],
        choice=Verbatim(str(choice)),
    )
