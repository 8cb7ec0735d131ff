"""Choosing a role (§5): the roles left to the governor's turn, the chooser's Library,
and the start of the chosen role's phase."""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ..actions import ACTIONS, K_LIBRARY
from ..board import NK, PH_LIBRARY, Board
from ..data import BUILDER, COUNCILLOR, LIBRARY, NUM_ROLES, PRODUCER, PROSPECTOR, TRADER
from ..prices import price_row
from ..texts import CHOOSES_PHRASE, LIBRARY_DOUBLES_PHRASE, SEATS
from . import builder, councillor, producer, prospector, trader

# The legal role choices for each set of roles already chosen (bit r = role r taken);
# legal_actions() lists are shared and never mutated.
_ROLES_LEFT: Final = tuple(
    [ACTIONS.role[r] for r in range(NUM_ROLES) if not taken >> r & 1]
    for taken in range(1 << NUM_ROLES)
)
_LIBRARY_CHOICE: Final = [ACTIONS.library, ACTIONS.no_library]


def legal_role(s: Board) -> list[Action]:
    return _ROLES_LEFT[s.roles_taken]


def legal_library(s: Board) -> list[Action]:
    return _LIBRARY_CHOICE


# ------------------------------------------------------------ role choice
def apply_role(s: Board, action: Action) -> None:
    role = action.arg
    seat = s.actor
    s.role_owner[role] = seat
    s.roles_taken |= 1 << role
    s.chooser = seat
    s.role = role
    s._event(s.texts.chooses[seat][role], None, CHOOSES_PHRASE[seat][role])
    s.lib = 0
    if s.city[seat * NK + LIBRARY]:
        if s.players != 2:
            s.lib = 1
        elif not s.lib_used >> seat & 1:
            if s.turn == 0 and library_matters(s, seat, role):
                # 2 players: the governor's Library works once per round (§7).
                s.actor = seat
                s.phase = PH_LIBRARY
                return
            s.lib = 1
        if s.lib:
            s._event(s.texts.library_doubles[seat], None, LIBRARY_DOUBLES_PHRASE[seat])
    if role != PROSPECTOR:
        s.step = 0  # (the prospector's phase leaves it alone without a Gold mine)
    start_role(s, role)


def library_matters(s: Board, seat: int, role: int) -> bool:
    """Whether doubling ``seat``'s privilege can change anything in this phase."""
    base = seat * NK
    if role == BUILDER:
        single = price_row(s.city, base, 1)
        double = price_row(s.city, base, 2)
        return any(single[c] > double[c] for c in s.hand_kinds(seat))
    if role == PRODUCER:
        return s.empty_buildings(seat) > s.production_allowance(seat, 1)
    if role == TRADER:
        return s.goods_total(seat) > s.trade_allowance(seat, 1)
    return s.can_draw()


def apply_library(s: Board, action: Action) -> None:
    s.lib = 1 if action.kind == K_LIBRARY else 0
    chooser = s.chooser
    if s.lib:
        s._event(s.texts.library_doubles[chooser], None, LIBRARY_DOUBLES_PHRASE[chooser])
    else:
        s._event(
            f"{s.names[chooser]} keeps the Library for later this round.",
            None,
            ("sj-log-library-kept", {"player": SEATS[chooser]}),
        )
    if s.role != PROSPECTOR:
        s.step = 0
    start_role(s, s.role)


def start_role(s: Board, role: int) -> None:
    """The start of ``role``'s phase, called with the step (players done) set to 0 but
    for the prospector's (the first three are the phases' loops themselves)."""
    if role == BUILDER:
        builder.builder_next(s)
    elif role == PRODUCER:
        producer.producer_next(s)
    elif role == TRADER:
        trader.trader_start(s)
    elif role == COUNCILLOR:
        councillor.councillor_next(s)
    else:
        prospector.prospector_start(s)
