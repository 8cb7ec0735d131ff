"""The decisions between the roles: the choice of a role and the prospector (base §4);
the building draft and the guest-house windows are expansion 1's
(``expansions/new_buildings.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.actions import Action
from ..board import PH_OVER
from ..data import ALL_ROLE_TITLES, SETTLER
from ..layout import DOUBLOONS, STRIDE
from ..log_words import GAME_OVER, PROSPECTOR, SEATS, role_taken

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def game_over(s: PuertoRicoState) -> None:
    s.phase = PH_OVER
    s._event("The game is over.", None, GAME_OVER)


def legal_role(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    legal = [a for a, owner in zip(s.role_actions, s.role_owner) if owner < 0]
    if s.deluxe and s.island_full(seat):
        # Deluxe rule: a player with a full island may not choose the Settler (§5.1).
        legal = [a for a in legal if s.roles[a.arg] != SETTLER]
    if s.token == seat:
        # The buccaneer token's holder may not choose the Buccaneer (§4.1).
        legal = [a for a in legal if a is not s.actions.buccaneer]
    return legal


def apply_role(s: PuertoRicoState, action: Action) -> None:
    card = action.arg
    seat = s.actor
    money = s.role_money[card]
    s.role_money[card] = 0
    s.role_owner[card] = seat
    s.board[seat * STRIDE + DOUBLOONS] += money
    s.chooser = seat
    role = s.roles[card]
    bonus = f" (+{money} doubloon{'s' if money != 1 else ''})" if money else ""
    s._event(
        f"{s.names[seat]} takes the {ALL_ROLE_TITLES[role]}{bonus}.",
        None,
        role_taken(seat, role, money),
    )
    for hook in s.on_role_chosen:  # (the kidnapped card's ransom, expansion 3)
        hook(s, card, seat)
    s.acting = s.players
    s._begin_role(role)


def prospector_start(s: PuertoRicoState) -> None:
    seat = s.chooser
    money = s.privilege(seat)
    s.board[seat * STRIDE + DOUBLOONS] += money
    if money == 1:
        s._event(
            f"{s.names[seat]} takes 1 doubloon (prospector).",
            None,
            PROSPECTOR[seat],
        )
    else:
        s._event(
            f"{s.names[seat]} takes {money} doubloons (prospector, Library).",
            None,
            ("pr-log-prospector-library", {"player": SEATS[seat], "doubloons": money}),
        )
    s._end_role()
