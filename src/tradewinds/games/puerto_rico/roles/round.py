"""The decisions between the roles: the choice of a role and the prospector (base §4);
the building draft and the guest-house windows are expansion 1's
(``expansions/new_buildings.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ....core.actions import Action
from ..board import PH_OVER
from ..data import ALL_ROLE_TITLES, SETTLER
from ..layout import DOUBLOONS, STRIDE
from ..log_words import GAME_OVER, PROSPECTOR, SEATS, role_taken

if TYPE_CHECKING:
    from ..state import PuertoRicoState

T = TypeVar("T")


def game_over(s: PuertoRicoState) -> None:
    s.phase = PH_OVER
    s._event("The game is over.", None, GAME_OVER)


def role_refusals(
    s: PuertoRicoState, seat: int, by_card: Sequence[T], refused: dict[int, str] | None = None
) -> list[T]:
    """What ``by_card`` holds for each role card ``seat`` may choose now: each card once
    per round (§4.4); the buccaneer token's holder not the Buccaneer (exp. §4.1); deluxe
    rule: a player whose island is full not the Settler (§5.1). With ``refused``, each
    other card goes in it with the key of the rule that refuses it (see rulings.py).
    One pass, no list of refusals: the generator's hot path."""
    found: list[T] = []
    for x, owner in zip(by_card, s.role_owner):  # (a loop: no comprehension's frame)
        if owner < 0:
            found.append(x)
    if refused is not None:
        for card, x in enumerate(by_card):
            if x not in found:
                refused[card] = "role-taken"
    card = s.buccaneer_card
    if s.token == seat and card >= 0 and by_card[card] in found:
        found.remove(by_card[card])
        if refused is not None:
            refused[card] = "buccaneer-holder"
    if s.deluxe and s.island_full(seat):
        for card, role in enumerate(s.roles):
            if role == SETTLER and by_card[card] in found:
                found.remove(by_card[card])
                if refused is not None:
                    refused[card] = "settler-island-full"
    return found


def role_refusal(s: PuertoRicoState, seat: int, card: int) -> str | None:
    """Why ``seat`` may not choose the role ``card`` now (:func:`role_refusals`): the
    key of the rule, or None."""
    refused: dict[int, str] = {}
    role_refusals(s, seat, range(len(s.roles)), refused)
    return refused.get(card)


def legal_role(s: PuertoRicoState) -> list[Action]:
    return role_refusals(s, s.actor, s.role_actions)


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
