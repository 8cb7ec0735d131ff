"""Expansion 2, the nobles (exp. §3): nobles beside the colonists, and the nobles'
buildings (Jeweler, Land Office, Hunting Lodge, Villa, Royal Supplier...).

Its rules live here and in the roles' modules (the Villa and the noble taken from the ship
in ``roles/mayor.py``, the Hunting Lodge and the Land Office in ``roles/settler.py`` and
``roles/trader.py``, the Royal Supplier in ``roles/captain.py``): the supplies at setup
(all 100 colonists and the nobles, §3.1) and the ship's refill with a noble (§3.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..board import PH_EXCHANGE, PH_HUNTING, PH_MAYOR_PIECE, PH_VILLA
from ..data import ALL_COLONISTS, NOBLES_IN_PLAY
from ..expansion_actions import (
    K_BUY_PLANTATION,
    K_DISCARD,
    K_EXCHANGE,
    K_PLACE_NOBLE,
    K_TAKE_NOBLE,
    K_UNPLACE_NOBLE,
    K_VILLA,
)
from ..roles.captain import apply_exchange, legal_exchange
from ..roles.mayor import apply_mayor_piece, apply_villa, legal_mayor_piece, legal_villa
from ..roles.settler import apply_hunting, legal_hunting
from . import Expansion

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def supplies(s: PuertoRicoState) -> None:
    """All 100 colonists (2 players: 2 + 40); one ship piece is a noble (§3.1)."""
    s.noble_supply = NOBLES_IN_PLAY - 1
    s.noble_ship = 1
    s.colonist_ship = s.setup.colonists_on_ship - 1
    if s.players > 2:
        s.colonist_supply = ALL_COLONISTS - s.colonist_ship


def ship_refill(s: PuertoRicoState, pieces: int) -> None:
    """The ship's refill (§3.2): one of the pieces is a noble while the supply has one;
    the colonists running out no longer ends the game."""
    noble = 1 if s.noble_supply else 0
    moved = min(pieces - noble, s.colonist_supply)
    s.noble_supply -= noble
    s.noble_ship = noble
    s.colonist_supply -= moved
    s.colonist_ship = moved
    if noble:
        s._event(
            f"{moved} colonists and 1 noble board the colonist ship.",
            None,
            ("pr-log-ship-refilled-noble", {"colonists": moved}),
        )
    else:
        s._event(
            f"{moved} colonists board the colonist ship.",
            None,
            ("pr-log-ship-refilled", {"colonists": moved}),
        )


EXPANSION: Final[Expansion] = Expansion(
    name="nobles",
    buildings=("exp2_nobles",),
    fields=(
        "noble_supply",
        "noble_ship",
        "noble_taker",
        "piece",
        "land_used",
        "royal_seen",
        "exchange_left",
        "exchange_kinds",
    ),
    phases=(
        (PH_HUNTING, legal_hunting, apply_hunting),
        (PH_VILLA, legal_villa, apply_villa),
        (PH_MAYOR_PIECE, legal_mayor_piece, apply_mayor_piece),
        (PH_EXCHANGE, legal_exchange, apply_exchange),
    ),
    action_kinds=(
        K_VILLA,
        K_TAKE_NOBLE,
        K_PLACE_NOBLE,
        K_UNPLACE_NOBLE,
        K_BUY_PLANTATION,
        K_DISCARD,
        K_EXCHANGE,
    ),
    supplies=supplies,
    ship_refill=ship_refill,
)
