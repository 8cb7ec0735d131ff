"""Puerto Rico's ``rules`` plug-in to the conformance suite (``tradewinds.testing``).

Each rule once (issue 18): every rule that decides whether a move is legal is one
predicate (a ``*_refusal`` function) that both the legal-move generation and
``why_illegal`` use. :func:`refusal_message` asks those predicates directly which rule
refuses an action of the pending decision, and names the catalog message
(``pr-why-<key>``) its refusal must carry; ``check_game`` compares that with
``legal_actions()`` and ``why_illegal`` over random games. (Imported by the game's
registration on first use, never by the engine.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.game import UNDECIDED
from .actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_KEEP,
    K_LOAD,
    K_PASS,
    K_PLACE,
    K_PLANT,
    K_QUARRY,
    K_ROLE,
    K_SELL,
    K_UNPLACE,
    K_WAREHOUSE,
    K_WHARF,
)
from .board import (
    PH_BLACK_MARKET,
    PH_BUCCANEER,
    PH_BUILD,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_DRAFT,
    PH_EXCHANGE,
    PH_GUEST,
    PH_HUNTING,
    PH_KEEP,
    PH_LOAD,
    PH_LOAD_AMOUNT,
    PH_PLACE,
    PH_ROLE,
    PH_SELL,
    PH_SETTLE,
    PH_WAREHOUSE,
    SPOTS,
)
from .data import ALL_BUILDINGS, BLACK_MARKET, QUARRY, with_article
from .expansion_actions import (
    K_AMOUNT,
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
    K_UNPLACE_NOBLE,
)
from .expansions.new_buildings import (
    draft_refusal,
    guest_refusal,
    guest_spots,
)
from .layout import GOODS_AT, STRIDE
from .roles.buccaneer import (
    kidnap_refusal,
    piracy_refusal,
    plunder_refusal,
    raid_refusal,
)
from .roles.builder import (
    build_refusal,
    return_good_refusal,
    return_piece_refusal,
    return_vp_refusal,
)
from .roles.captain import (
    amount_refusal,
    exchange_refusal,
    keep_refusal,
    load_pass_refusal,
    load_refusal,
    loads,
    small_wharf_refusal,
    wharf_refusal,
)
from .roles.craftsman import extra_refusal
from .roles.mayor import place_refusals
from .roles.round import role_refusal
from .roles.settler import (
    forest_refusal,
    tile_refusal,
)
from .roles.trader import discard_refusal, post_refusal, sell_refusal

if TYPE_CHECKING:
    from .state import PuertoRicoState

# Keys whose words are another rule's sentence, kept as they always read: a full island
# (never asked to pick) reads as no plantation face up; a colonist guest asked of a Guest
# House holding only a noble reads as no circle.
_SAME_WORDS = {
    "island-full": "plantation-face-up",
    "no-colonist-guest": "spot-has-no-circle-guest",
}


def _held(s: PuertoRicoState, seat: int, good: int) -> int:
    return s.board[seat * STRIDE + GOODS_AT + good]


def _rule(s: PuertoRicoState, a: Action) -> str | None:
    """The key the predicate of ``a``'s rule gives now (None: allowed), or UNDECIDED
    (actions of other decisions; ids not of this game; a decision whose offer depends on
    where it stands, such as the Land Office in the settler or trader phase)."""
    seat = s.actor
    phase, kind, arg = s.phase, a.kind, a.arg
    if phase == PH_ROLE and kind == K_ROLE:
        if arg >= len(s.roles) or (arg == s.buccaneer_card) != (a is s.actions.buccaneer):
            return UNDECIDED  # not a card of this game: the table's check
        return role_refusal(s, seat, arg)
    if phase == PH_DRAFT and kind == K_DRAFT:
        return draft_refusal(s, arg)
    if phase == PH_SETTLE:
        if kind == K_PLANT:
            return tile_refusal(s, seat, arg)
        if kind == K_FOREST:
            return forest_refusal(s, seat) or tile_refusal(s, seat, arg)
        if kind == K_QUARRY:
            return tile_refusal(s, seat, QUARRY)
    if phase == PH_PLACE:
        return _place_rule(s, seat, a)
    if phase == PH_BUILD and kind == K_BUILD:
        return build_refusal(s, seat, arg)
    if phase == PH_CRAFTSMAN_PRIVILEGE and kind == K_EXTRA:
        return extra_refusal(s, seat, arg)
    if phase == PH_SELL:
        if kind == K_SELL:
            return sell_refusal(s, seat, arg)
        if kind == K_POST:
            return post_refusal(s, seat, arg)
    if phase == PH_LOAD:
        return _load_rule(s, seat, a)
    if phase == PH_WAREHOUSE and kind == K_WAREHOUSE:
        return keep_refusal(s, seat, arg, 0)
    if phase == PH_KEEP and kind == K_KEEP:
        return keep_refusal(s, seat, arg, s.kept[arg])
    if phase == PH_EXCHANGE and kind == K_EXCHANGE:
        return exchange_refusal(s, seat, arg)
    if phase == PH_LOAD_AMOUNT and kind == K_AMOUNT:
        return amount_refusal(s, seat, arg)
    if phase == PH_HUNTING and kind == K_DISCARD:
        return discard_refusal(s, seat, arg, a.arg2)
    if phase == PH_BLACK_MARKET:
        return _black_market_rule(s, seat, a)
    if phase == PH_BUCCANEER:
        return _buccaneer_rule(s, a)
    if phase == PH_GUEST and kind == K_GUEST:
        key = guest_refusal(s, seat, a.arg2)
        spot = arg in guest_spots(s, seat)
        return key or (None if spot else "spot-has-no-circle-guest")
    return UNDECIDED


def _place_rule(s: PuertoRicoState, seat: int, a: Action) -> str | None:
    """The mayor's placing and moving of colonists and nobles."""
    kind, arg = a.kind, a.arg
    if kind in (K_PLACE, K_PLACE_NOBLE):
        noble = 1 if kind == K_PLACE_NOBLE else 0
        empty = arg in s.empty_circles(seat, SPOTS)
        return place_refusals(s, seat)[noble] or (None if empty else "spot-has-no-circle")
    if kind == K_UNPLACE:
        there = arg in s.colonist_circles(seat, SPOTS)
        return place_refusals(s, seat)[3] or (None if there else "no-colonist-on-spot")
    if kind == K_UNPLACE_NOBLE:
        there = arg in s.noble_circles(seat, SPOTS)
        return place_refusals(s, seat)[3] or (None if there else "no-noble-on-spot")
    if kind == K_DONE:
        return place_refusals(s, seat)[2]
    return UNDECIDED


def _load_rule(s: PuertoRicoState, seat: int, a: Action) -> str | None:
    """The captain's loading: a ship, the Wharf, the Small Wharf, and passing."""
    kind, arg = a.kind, a.arg
    if kind == K_LOAD:
        if a.arg2 >= len(s.ship_capacity):
            return UNDECIDED  # no such ship in this game: the table's check
        return load_refusal(s, seat, arg, a.arg2)
    if kind == K_WHARF:
        return wharf_refusal(s, seat) or (None if _held(s, seat, arg) else "no-good-for-wharf")
    if kind == K_SMALL_WHARF:
        key = small_wharf_refusal(s, seat)
        if key != "no-small-wharf" and not _held(s, seat, arg):
            return "no-good-to-hand-in"
        return key
    if kind == K_PASS:
        return load_pass_refusal(s, seat, bool(loads(s, seat)))
    return UNDECIDED


def _black_market_rule(s: PuertoRicoState, seat: int, a: Action) -> str | None:
    """What is handed back at the Black Market."""
    kind, arg = a.kind, a.arg
    if kind == K_RETURN_PIECE:
        return return_piece_refusal(s, seat, arg, a.arg2)
    if kind == K_RETURN_GOOD:
        return return_good_refusal(s, seat, arg)
    if kind == K_RETURN_VP:
        return return_vp_refusal(s, seat)
    return UNDECIDED


def _buccaneer_rule(s: PuertoRicoState, a: Action) -> str | None:
    """The buccaneer's one action."""
    kind, arg = a.kind, a.arg
    if kind == K_PLUNDER:
        return plunder_refusal(s)
    if kind == K_PIRACY:
        return UNDECIDED if arg >= len(s.ship_load) else piracy_refusal(s, arg)
    if kind == K_RAID:
        return raid_refusal(s)
    if kind == K_KIDNAP:
        return kidnap_refusal(s, arg)
    return UNDECIDED


def refusal_message(s: PuertoRicoState, a: Action) -> str | None:
    """The catalog message of the refusal ``a``'s rule gives now (None: allowed)."""
    key = _rule(s, a)
    if key is None or key == UNDECIDED:
        return key
    seat = s.actor
    if key == "already-owned" and with_article(ALL_BUILDINGS[a.arg].name).startswith("an"):
        key = "already-owned-an"
    elif key == "too-dear" and s.occupied(seat, BLACK_MARKET):
        key = "too-dear-black-market"
    return f"pr-why-{_SAME_WORDS.get(key, key)}"
