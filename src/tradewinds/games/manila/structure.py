"""Manila actions as data: each action kind's name and its arguments, plain JSON.

What a program (the web page) reads instead of the notation: ``pilot silk -2`` is
``("pilot", {"good": "silk", "steps": -2})``. Kind names are the engine's
(:data:`~.actions.KIND_NAMES`); arguments are the ids of the view (goods, space ids).
"""

from __future__ import annotations

from typing import Any, Final

from ...core.actions import Action
from . import actions as a
from .data import GOODS, SPACE_IDS

_GOOD_KINDS: Final = frozenset({a.K_MORTGAGE, a.K_REDEEM, a.K_BUY})
_SPACE_KINDS: Final = frozenset({a.K_PLACE, a.K_STOWAWAY, a.K_BOARD})
_WHERE: Final = ("harbor", "shipyard")  # (TO_HARBOR, TO_SHIPYARD)


def structure(state: Any, action: Action) -> tuple[str, dict[str, Any]]:
    """``action`` as data (the same for every state: ``state`` is the hook's signature)."""
    kind, arg, arg2 = action.kind, action.arg, action.arg2
    name = a.KIND_NAMES[kind]
    if kind in _GOOD_KINDS:
        return name, {"good": GOODS[arg]}
    if kind in _SPACE_KINDS:
        return name, {"space": SPACE_IDS[arg]}
    if kind == a.K_BID:
        return name, {"amount": arg}
    if kind == a.K_LOAD:
        return name, {"goods": [GOODS[g] for g in a.LOADS[arg]], "ashore": GOODS[arg]}
    if kind == a.K_START:
        return name, {"good": GOODS[arg], "position": arg2}
    if kind == a.K_PILOT:
        return name, {"good": GOODS[arg], "steps": arg2}
    if kind == a.K_SEND:
        return name, {"good": GOODS[arg], "to": _WHERE[arg2]}
    return name, {}
