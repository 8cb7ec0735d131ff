"""Puerto Rico actions as data: each action kind's name and its arguments, plain JSON.

What a program (the web page) reads instead of the notation: ``build small_market`` is
``("build", {"building": "small_market"})``. Kind names are the engine's kinds (``K_BUILD``
is ``build``); arguments are the ids the view uses (goods, buildings, spots, role cards by
their index in ``view.roles``, cargo ships by their index in ``view.cargo_ships``). Works
for the base game and for every expansion.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from ...core.actions import Action
from . import actions as base
from . import expansion_actions as exp
from .data import ALL_ROLE_NAMES, GOODS

# The name of each action kind (index: the kind's number, base kinds first).
KIND_NAMES: Final = (
    "role",
    "hacienda",
    "plant",
    "quarry",
    "hospice",
    "take_colonist",
    "place",
    "unplace",
    "done",
    "build",
    "university",
    "extra",
    "sell",
    "load",
    "wharf",
    "warehouse",
    "keep",
    "pass",
    # the expansions' kinds
    "draft",
    "forest",
    "as",
    "discard",
    "buy_plantation",
    "villa",
    "take_noble",
    "place_noble",
    "unplace_noble",
    "return_piece",
    "return_good",
    "return_vp",
    "post",
    "small_wharf",
    "barrels",
    "exchange",
    "plunder",
    "piracy",
    "raid",
    "kidnap",
    "guest",
)
_PIECES: Final = ("colonist", "noble")


@cache
def _kind_sets() -> tuple[frozenset[int], frozenset[int], tuple[str, ...]]:
    """The kinds whose argument is a good, those whose argument is a spot, and the spots
    (a plantation kind, ``quarry``, a building id, or ``san_juan``). Made on first use, not
    at import: mypyc cannot type the action kinds at this module's top level (they are
    unpacked from a range in a module of the same import cycle)."""
    assert len(KIND_NAMES) == exp.K_GUEST + 1
    goods = frozenset(
        {
            base.K_PLANT,
            base.K_EXTRA,
            base.K_SELL,
            base.K_WHARF,
            base.K_WAREHOUSE,
            base.K_KEEP,
            exp.K_FOREST,
            exp.K_RETURN_GOOD,
            exp.K_POST,
            exp.K_SMALL_WHARF,
            exp.K_EXCHANGE,
        }
    )
    spots = frozenset({base.K_PLACE, base.K_UNPLACE, exp.K_PLACE_NOBLE, exp.K_UNPLACE_NOBLE})
    return goods, spots, (*exp.SPOT_NAMES, "san_juan")


# (The table holds as many role cards and ships as the largest game; the ones this game
# lacks are never legal and have no role or capacity.)
def _role_card(state: Any, card: int) -> dict[str, Any]:
    if card >= len(state.roles):
        return {"card": card}
    return {"card": card, "role": ALL_ROLE_NAMES[state.roles[card]]}


def _ship(state: Any, ship: int) -> dict[str, Any]:
    if ship >= len(state.ship_capacity):
        return {"ship": ship}
    return {"ship": ship, "capacity": int(state.ship_capacity[ship])}


def structure(state: Any, action: Action) -> tuple[str, dict[str, Any]]:
    """``action`` of ``state`` (a base or expansions game) as data."""
    kind, arg, arg2 = action.kind, action.arg, action.arg2
    name = KIND_NAMES[kind]
    good_kinds, spot_kinds, spots = _kind_sets()
    if kind in good_kinds:
        return name, {"good": GOODS[arg]}
    if kind in spot_kinds:
        return name, {"spot": spots[arg]}
    if kind in (base.K_BUILD, exp.K_DRAFT):
        return name, {"building": exp.SPOT_NAMES[exp.BUILDING_SPOT + arg]}
    if kind in (base.K_ROLE, exp.K_KIDNAP):
        return name, _role_card(state, arg)
    if kind == base.K_LOAD:
        return name, {"good": GOODS[arg], **_ship(state, arg2)}
    if kind == exp.K_PIRACY:
        return name, _ship(state, arg)
    if kind == exp.K_AS:
        return name, {"as": ("plantation", "forest")[arg]}
    if kind == exp.K_DISCARD:
        return name, {"good": GOODS[arg], "forest": bool(arg2)}
    if kind == exp.K_RETURN_PIECE:
        return name, {"piece": _PIECES[arg2], "spot": spots[arg]}
    if kind == exp.K_AMOUNT:
        return name, {"count": arg}
    if kind == exp.K_GUEST:
        return name, {"piece": _PIECES[arg2], "spot": spots[arg]}
    return name, {}
