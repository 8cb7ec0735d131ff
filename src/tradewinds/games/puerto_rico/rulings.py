"""Why an action is illegal: messages that name the rule.

Sections: ``§`` alone refers to the base rules reference; ``exp. §`` to the expansions
reference (§2 New Buildings, §3 Nobles, §4 Buccaneer, §5 Festival). Each message is a
:class:`Reason` with its catalog message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

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
from .board import PH_BLACK_MARKET, PH_KEEP, PH_MAYOR_PIECE, PH_RAID
from .data import (
    ALL_BUILDINGS,
    ALL_ROLE_NAMES,
    BLACK_MARKET,
    BLACK_MARKET_MAX,
    GOODS,
    QUARRY,
    Building,
    with_article,
)
from .expansion_actions import (
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
from .expansions.new_buildings import draft_refusal, guest_refusal
from .layout import DOUBLOONS, GOODS_AT, SAN_JUAN, STRIDE
from .roles.buccaneer import kidnap_refusal
from .roles.builder import (
    build_refusal,
    return_good_refusal,
    return_piece_refusal,
    return_vp_refusal,
)
from .roles.captain import (
    exchange_refusal,
    keep_refusal,
    load_refusal,
    small_wharf_refusal,
    wharf_refusal,
)
from .roles.mayor import place_refusals
from .roles.round import role_refusal
from .roles.settler import forest_refusal, tile_refusal
from .roles.trader import buy_plantation_refusal, post_refusal, sell_refusal

if TYPE_CHECKING:
    from .state import PuertoRicoState

GOOD_TERMS: Final = tuple(f"pr-log-good-{good}" for good in GOODS)
# Buildings whose catalog term is the name printed on the tile ("Indigo Plant").
_PRINTED_NAMES: Final = frozenset({"large_indigo_plant", "large_sugar_mill"})


def why(text: str, message: str, **args: LogArg) -> Reason:
    """``text`` with its catalog message ``pr-why-<message>``."""
    return Reason(text, (f"pr-why-{message}", args))


def building_term(spec: Building) -> str:
    """The catalog term naming ``spec`` as the engine's sentences do."""
    if spec.id in _PRINTED_NAMES:
        return f"pr-log-building-{spec.id}"
    return f"pr-building-{spec.id}"


_NO_CIRCLE: Final = {"§5.2": "", "exp. §4.2": "-raid", "exp. §2.3": "-guest"}


def _no_circle(s: PuertoRicoState, spot: int, section: str) -> str:
    """``spot`` (named by its notation id) has no empty circle on the actor's board."""
    return why(
        f"{SPOT_NAMES[spot]} has no empty circle on {s.name(s.actor)}'s board ({section})",
        f"spot-has-no-circle{_NO_CIRCLE[section]}",
        player=Seat(s.actor),
        spot=f"pr-why-spot-{SPOT_NAMES[spot]}",
    )


def why_illegal(s: PuertoRicoState, action: Action) -> str:
    """Name the rule that forbids ``action`` now (the action is known not to be legal)."""
    wrong_phase = s._why_phase(action)
    if wrong_phase:
        return wrong_phase
    ruling = _RULINGS.get(action.kind)
    reason = ruling(s, action) if ruling is not None else None
    if reason is not None:
        return reason
    role = ALL_ROLE_NAMES[s.roles[0]]
    return why(
        f"not allowed in the {role} phase (§4)", "not-in-role-phase", role=f"pr-why-role-{role}"
    )


def _why_not_role(s: PuertoRicoState, action: Action) -> str | None:
    card = action.arg
    if card >= len(s.roles) or (card == s.buccaneer_card) != (action is s.actions.buccaneer):
        return why("there is no such role card in this game (§3.1, exp. §4.1)", "no-such-role-card")
    refusal = role_refusal(s, s.actor, card)
    if refusal == "role-taken":
        return why("each role card can be chosen once per round (§4.4)", "role-taken")
    if refusal == "buccaneer-holder":
        return why(
            "the holder of the buccaneer token may not choose the Buccaneer (exp. §4.1)",
            "buccaneer-holder",
        )
    if refusal == "settler-island-full":
        return why(
            "deluxe rule: a player whose island is full may not choose the Settler (§5.1)",
            "settler-island-full",
        )
    return None


def _why_not_plantation(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = forest_refusal(s, seat) if action.kind == K_FOREST else None
    if refusal == "no-forest-house":
        return why(
            f"{who} has no occupied Forest House (exp. §2.3)", "no-forest-house", player=player
        )
    # Also the words for an island without room ("island-full"): the settler decision
    # is not offered to a full island.
    return why(
        f"no {GOODS[action.arg]} plantation is face up (§5.1)",
        "plantation-face-up",
        good=GOOD_TERMS[action.arg],
    )


def _why_not_quarry(s: PuertoRicoState, action: Action) -> str:
    refusal = tile_refusal(s, s.actor, QUARRY)
    if refusal == "no-quarries":
        return why("no quarries are left (§5.1)", "no-quarries")
    if refusal == "library-quarry":
        return why(
            "the Library's second tile is a quarry only with a Construction Hut (exp. §2.3)",
            "library-quarry",
        )
    return why(
        "only the settler or an occupied Construction Hut may take a quarry (§5.1)",
        "quarry-privilege",
    )


def _why_not_place(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    if s.phase == PH_RAID:
        return _no_circle(s, action.arg, "exp. §4.2")
    refusal = place_refusals(s, seat)[1 if action.kind == K_PLACE_NOBLE else 0]
    if refusal == "no-noble-in-san-juan":
        return why(
            f"{who} has no noble in San Juan (exp. §3.2)", "no-noble-in-san-juan", player=player
        )
    if refusal == "no-colonist-in-san-juan":
        return why(
            f"{who} has no colonist left in San Juan to place (§5.2)",
            "no-colonist-in-san-juan",
            player=player,
        )
    return _no_circle(s, action.arg, "§5.2")


def _why_not_unplace(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    if place_refusals(s, seat)[3] == "unplace-after-placing":
        return why(
            "colonists can be taken back only before placing any this turn (§5.2)",
            "unplace-after-placing",
        )
    piece = "noble" if action.kind == K_UNPLACE_NOBLE else "colonist"
    return why(
        f"{who} has no {piece} on {SPOT_NAMES[action.arg]} (§5.2, exp. §3.2)",
        f"no-{piece}-on-spot",
        player=player,
        spot=f"pr-why-spot-{SPOT_NAMES[action.arg]}",
    )


def _why_not_done(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    base = seat * STRIDE
    b = s.board
    if s.phase == PH_RAID or s.phase == PH_BLACK_MARKET:
        return why("not available now (exp. §4.2)", "not-available-now")
    # The one refusal of finishing in place_refusals ("colonists-waiting").
    return why(
        "colonists may stay in San Juan only when every circle is filled; "
        f"{who} still has {b[base + SAN_JUAN]} to place (§5.2)",
        "colonists-waiting",
        player=player,
        count=b[base + SAN_JUAN],
    )


def _why_not_extra_barrel(s: PuertoRicoState, action: Action) -> str:
    # The one refusal of extra_refusals ("extra-barrel": extra_refusal).
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    return why(
        f"the extra barrel must be a kind {who} can produce and the supply has (§5.4)",
        "extra-barrel",
        player=player,
    )


def _why_not_sell(s: PuertoRicoState, action: Action) -> str | None:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    good = action.arg
    post = action.kind == K_POST
    refusal = post_refusal(s, seat, good) if post else sell_refusal(s, seat, good)
    if refusal == "no-good-to-sell":
        return why(
            f"{who} has no {GOODS[good]} (§5.5)",
            "no-good-to-sell",
            player=player,
            good=GOOD_TERMS[good],
        )
    if refusal == "no-trading-post":
        return why(
            f"{who} has no occupied Trading Post (exp. §2.3)", "no-trading-post", player=player
        )
    if refusal == "trading-house-full":
        return why("the trading house is full (§5.5)", "trading-house-full")
    if refusal == "trading-house-holds":
        return why(
            f"the trading house already holds {GOODS[good]}; only an Office allows it (§5.5)",
            "trading-house-holds",
            good=GOOD_TERMS[good],
        )
    return None


def _why_not_wharf(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = wharf_refusal(s, seat)
    if refusal == "no-wharf":
        return why(f"{who} has no occupied Wharf (§6.4)", "no-wharf", player=player)
    if refusal == "wharf-used":
        return why("the Wharf is used once per captain phase (§6.4)", "wharf-used")
    return why(
        f"{who} has no {GOODS[action.arg]} (§6.4)",
        "no-good-for-wharf",
        player=player,
        good=GOOD_TERMS[action.arg],
    )


def _why_not_small_wharf(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    base = seat * STRIDE
    b = s.board
    if small_wharf_refusal(s, seat) == "no-small-wharf":
        return why(
            f"{who} has no occupied Small Wharf (exp. §2.3)", "no-small-wharf", player=player
        )
    if not b[base + GOODS_AT + action.arg]:
        return why(
            f"{who} has no {GOODS[action.arg]} (exp. §2.3)",
            "no-good-to-hand-in",
            player=player,
            good=GOOD_TERMS[action.arg],
        )
    return why("the Small Wharf is used once per captain phase (exp. §2.3, X9)", "small-wharf-used")


def _why_not_amount(s: PuertoRicoState, action: Action) -> str:
    # The one refusal of amount_refusal ("amount-does-not-fit").
    return why(
        "that many barrels do not fit on the ship or are not held (exp. §2.3, X9)",
        "amount-does-not-fit",
    )


def _why_not_pass(s: PuertoRicoState, action: Action) -> str:
    if s.phase == PH_KEEP:
        return why(
            "storage keeps every barrel the rules allow: a player with more than one "
            "must choose which to keep, not discard them all (§5.6.3)",
            "keep-what-fits",
        )
    # The one refusal of load_pass_refusal ("must-load").
    return why("loading is mandatory while a cargo ship can take your goods (§5.6)", "must-load")


def _why_not_keep(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    good = action.arg
    kept = s.kept[good] if s.phase == PH_KEEP else 0
    if keep_refusal(s, seat, good, kept) == "nothing-to-keep":
        return why(
            f"{who} has no {GOODS[good]} to keep (§5.6.3)",
            "nothing-to-keep",
            player=player,
            good=GOOD_TERMS[good],
        )
    return why(f"{GOODS[good]} is already kept (§5.6.3)", "already-kept", good=GOOD_TERMS[good])


def _why_not_building_now(s: PuertoRicoState, action: Action) -> str:
    return why("that building cannot be used now (§6.4)", "building-not-now")


def _why_not_mayor_colonist(s: PuertoRicoState, action: Action) -> str:
    if s.phase == PH_MAYOR_PIECE:
        return why("no colonist is left on the colonist ship (exp. §3.2)", "colonist-ship-empty")
    return why("the supply has no colonist (§5.2)", "colonist-supply-empty")


def _why_not_take_noble(s: PuertoRicoState, action: Action) -> str:
    return why("the noble on the colonist ship is gone (exp. §3.2)", "ship-noble-gone")


def _why_not_place_drawn_tile(s: PuertoRicoState, action: Action) -> str:
    return why("no drawn tile is waiting to be placed (exp. §2.3)", "no-drawn-tile")


def _why_not_discard(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    # The refusal of discard_refusal ("no-plantation-to-give-up" or "no-forest-to-give-up");
    # also the words for a Land Office the player cannot use.
    what = "forest" if action.arg2 else "plantation"
    return why(
        f"{who} has no {GOODS[action.arg]} {what} to give up, never a quarry (exp. §3.3)",
        f"no-{what}-to-give-up",
        player=player,
        good=GOOD_TERMS[action.arg],
    )


def _why_not_buy_plantation(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = buy_plantation_refusal(s, seat)
    if refusal == "no-land-office":
        return why(
            f"{who} has no Land Office occupied by a colonist (exp. §3.3)",
            "no-land-office",
            player=player,
        )
    if refusal == "land-office-used":
        return why("the Land Office is used once per phase (exp. §3.3)", "land-office-used")
    return why(
        "it costs 1 doubloon and needs an empty island space and a tile (exp. §3.3)",
        "land-office-cost",
    )


def _why_not_villa(s: PuertoRicoState, action: Action) -> str:
    return why("the Villa is used when the mayor phase begins (exp. §3.3)", "villa-when")


def _why_not_exchange(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    if exchange_refusal(s, seat, action.arg) == "no-good-to-exchange":
        return why(
            f"{who} has no {GOODS[action.arg]} (exp. §3.3)",
            "no-good-to-exchange",
            player=player,
            good=GOOD_TERMS[action.arg],
        )
    return why("each exchanged barrel must be of a different kind (exp. §3.3)", "exchange-kinds")


def _why_not_plunder(s: PuertoRicoState, action: Action) -> str:
    # The one refusal of plunder_refusal ("trading-house-empty").
    return why("the trading house is empty (exp. §4.2)", "trading-house-empty")


def _why_not_piracy(s: PuertoRicoState, action: Action) -> str:
    if action.arg >= len(s.ship_capacity):
        return why(
            f"there is no such cargo ship with {s.players} players (§3.1)",
            "no-such-ship",
            players=s.players,
        )
    # The one refusal of piracy_refusal ("ship-empty").
    return why("that cargo ship carries no goods (exp. §4.2)", "ship-empty")


def _why_not_raid(s: PuertoRicoState, action: Action) -> str:
    # The one refusal of raid_refusal ("raid-too-few").
    return why(
        f"the colonist ship holds no more colonists than players ({s.colonist_ship}) (exp. §4.2)",
        "raid-too-few",
        count=s.colonist_ship,
    )


def _why_not_kidnap(s: PuertoRicoState, action: Action) -> str:
    if kidnap_refusal(s, action.arg) == "kidnap-which-card":
        return why(
            "only a role card of this game other than the Buccaneer (exp. §4.2)",
            "kidnap-which-card",
        )
    return why(
        "only a role card nobody chose this round can be kidnapped (exp. §4.2)",
        "kidnap-chosen-card",
    )


def _why_not_guest(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    who = s.name(seat)
    player = Seat(seat)
    refusal = guest_refusal(s, seat, action.arg2)
    if refusal == "no-guest":
        return why(f"{who} has no guest on a Guest House (exp. §2.3)", "no-guest", player=player)
    if refusal == "no-noble-guest":
        return why(f"{who} has no noble guest (exp. §2.3, §3.4)", "no-noble-guest", player=player)
    # Also the words for a colonist guest asked of a Guest House holding only a noble
    # ("no-colonist-guest").
    return _no_circle(s, action.arg, "exp. §2.3")


def _why_not_draft(s: PuertoRicoState, action: Action) -> str:
    spec = ALL_BUILDINGS[action.arg]
    building = building_term(spec)
    refusal = draft_refusal(s, spec.index)
    if refusal == "drafted":
        return why(f"the {spec.name} is already drafted (exp. §2.1)", "drafted", building=building)
    if refusal == "nobles-building":
        return why(
            f"the {spec.name} belongs to the Nobles expansion (exp. §2.1)",
            "nobles-building",
            building=building,
        )
    return why(
        f"no free draft space costs {spec.cost} (exp. §2.1)", "no-draft-space", cost=spec.cost
    )


def _why_not_build(s: PuertoRicoState, action: Action) -> str:
    spec = ALL_BUILDINGS[action.arg]
    seat = s.actor
    who = s.name(seat)
    base = seat * STRIDE
    building = building_term(spec)
    price = s.price(seat, spec.index)
    refusal = build_refusal(s, seat, spec.index)
    if refusal == "not-in-game":
        return why(
            f"the {spec.name} is not in this game's supply (exp. §2.1)",
            "not-in-game",
            building=building,
        )
    if refusal == "sold-out":
        return why(f"no {spec.name} is left in the supply (§5.3)", "sold-out", building=building)
    if refusal == "already-owned":
        return why(
            f"{who} already owns {with_article(spec.name)}: one of each kind per player (§5.3)",
            "already-owned-an" if with_article(spec.name).startswith("an") else "already-owned",
            player=Seat(seat),
            building=building,
        )
    if refusal == "no-room":
        return why(
            f"{who} has no room for the {spec.name} ({spec.size} city spaces) (§5.3)",
            "no-room",
            player=Seat(seat),
            building=building,
            spaces=spec.size,
        )
    money = s.board[base + DOUBLOONS]
    if s.occupied(seat, BLACK_MARKET):
        return why(
            f"{spec.name} costs {price} and {who} has {money}; the Black Market covers at most "
            f"{BLACK_MARKET_MAX}, one colonist, barrel and VP chip each (exp. §2.3)",
            "too-dear-black-market",
            player=Seat(seat),
            building=building,
            price=price,
            money=money,
            most=BLACK_MARKET_MAX,
        )
    return why(
        f"{spec.name} costs {price} and {who} has {money} (§5.3)",
        "too-dear",
        player=Seat(seat),
        building=building,
        price=price,
        money=money,
    )


def _why_not_return(s: PuertoRicoState, action: Action) -> str:
    seat = s.actor
    if action.kind == K_RETURN_VP:
        refusal = return_vp_refusal(s, seat)
    elif action.kind == K_RETURN_GOOD:
        refusal = return_good_refusal(s, seat, action.arg)
    else:
        refusal = return_piece_refusal(s, seat, action.arg, action.arg2)
    if refusal == "no-vp-chip":
        return why(f"{s.name(seat)} has no VP chip (exp. §2.3)", "no-vp-chip", player=Seat(seat))
    if refusal == "no-good-to-hand-in":
        return why(
            f"{s.name(seat)} has no {GOODS[action.arg]} (exp. §2.3)",
            "no-good-to-hand-in",
            player=Seat(seat),
            good=GOOD_TERMS[action.arg],
        )
    if refusal == "black-market-no-noble":
        return why(
            "variant black_market_no_noble: a noble cannot be handed back (exp. X19)",
            "black-market-no-noble",
        )
    if refusal == "black-market-own-colonist":
        return why(
            "the colonist on the Black Market cannot be handed back (exp. §2.3)",
            "black-market-own-colonist",
        )
    return why(
        "the Black Market takes at most one colonist, one barrel and one VP chip, and only "
        "pieces the player has (exp. §2.3)",
        "black-market-limits",
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
    refusal = load_refusal(s, seat, good, ship)
    if refusal == "no-good-to-load":
        return why(
            f"{s.name(seat)} has no {GOODS[good]} (§5.6.2)",
            "no-good-to-load",
            player=Seat(seat),
            good=GOOD_TERMS[good],
        )
    if refusal == "ship-carries-other":
        return why(
            f"the {cap}-ship carries {GOODS[s.ship_good[ship]]}; one kind per ship (§5.6.1)",
            "ship-carries-other",
            capacity=cap,
            good=GOOD_TERMS[s.ship_good[ship]],
        )
    if refusal == "ship-full":
        return why(f"the {cap}-ship is full (§5.6.1)", "ship-full", capacity=cap)
    if refusal == "kind-on-other-ship":
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


# Each kind of action's ruling; ``None``: no rule of its own forbids it, so the phase does.
_RULINGS: Final[dict[int, Callable[[PuertoRicoState, Action], str | None]]] = {
    K_ROLE: _why_not_role,
    K_DRAFT: _why_not_draft,
    K_PLANT: _why_not_plantation,
    K_FOREST: _why_not_plantation,
    K_QUARRY: _why_not_quarry,
    K_PLACE: _why_not_place,
    K_PLACE_NOBLE: _why_not_place,
    K_UNPLACE: _why_not_unplace,
    K_UNPLACE_NOBLE: _why_not_unplace,
    K_DONE: _why_not_done,
    K_BUILD: _why_not_build,
    K_EXTRA: _why_not_extra_barrel,
    K_SELL: _why_not_sell,
    K_POST: _why_not_sell,
    K_LOAD: _why_not_load,
    K_WHARF: _why_not_wharf,
    K_SMALL_WHARF: _why_not_small_wharf,
    K_AMOUNT: _why_not_amount,
    K_PASS: _why_not_pass,
    K_WAREHOUSE: _why_not_keep,
    K_KEEP: _why_not_keep,
    K_HACIENDA: _why_not_building_now,
    K_HOSPICE: _why_not_building_now,
    K_UNIVERSITY: _why_not_building_now,
    K_MAYOR_COLONIST: _why_not_mayor_colonist,
    K_TAKE_NOBLE: _why_not_take_noble,
    K_AS: _why_not_place_drawn_tile,
    K_DISCARD: _why_not_discard,
    K_BUY_PLANTATION: _why_not_buy_plantation,
    K_VILLA: _why_not_villa,
    K_RETURN_PIECE: _why_not_return,
    K_RETURN_GOOD: _why_not_return,
    K_RETURN_VP: _why_not_return,
    K_EXCHANGE: _why_not_exchange,
    K_PLUNDER: _why_not_plunder,
    K_PIRACY: _why_not_piracy,
    K_RAID: _why_not_raid,
    K_KIDNAP: _why_not_kidnap,
    K_GUEST: _why_not_guest,
}
