"""San Juan actions as data: each action kind's name and its arguments, plain JSON.

What a program (the web page) reads instead of the notation: ``build smithy`` is
``("build", {"card": "smithy"})``. Kind names are the engine's kinds (``K_BLACK_MARKET`` is
``black_market``); arguments are the ids of the view (cards, goods, roles).
"""

from __future__ import annotations

from typing import Any, Final

from ...core.actions import Action
from . import actions as a
from .data import CARDS, GOODS, ROLE_NAMES

KIND_NAMES: Final = (
    "role",
    "library",
    "no_library",
    "build",
    "cover",
    "black_market",
    "pay",
    "produce",
    "sell",
    "keep",
    "discard",
    "take",
    "tuck",
    "pass",
)
assert len(KIND_NAMES) == a.K_PASS + 1

_CARD_KINDS: Final = frozenset(
    {a.K_BUILD, a.K_COVER, a.K_PAY, a.K_KEEP, a.K_DISCARD, a.K_TAKE, a.K_TUCK}
)
_GOOD_KINDS: Final = frozenset({a.K_BLACK_MARKET, a.K_PRODUCE, a.K_SELL})


def structure(state: Any, action: Action) -> tuple[str, dict[str, Any]]:
    """``action`` as data (the same for every state: ``state`` is the hook's signature)."""
    kind, arg = action.kind, action.arg
    name = KIND_NAMES[kind]
    if kind in _CARD_KINDS:
        return name, {"card": CARDS[arg].id}
    if kind in _GOOD_KINDS:
        return name, {"good": GOODS[arg]}
    if kind == a.K_ROLE:
        return name, {"role": ROLE_NAMES[arg]}
    return name, {}
