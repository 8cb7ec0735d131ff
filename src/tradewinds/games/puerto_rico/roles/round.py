"""The decisions between the roles: the choice of a role and the prospector (base §4);
the building draft and the guest-house windows are expansion 1's
(``expansions/new_buildings.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ....core.actions import Action
from ..board import PH_OVER
from ..data import ALL_ROLE_TITLES, SETTLER
from ..layout import DOUBLOONS, STRIDE
from ..log_words import GAME_OVER, PROSPECTOR, SEATS, role_taken

if TYPE_CHECKING:
    from ..state import PuertoRicoState

# A card's refusal by its owner's seat: taken, or none while on the table (owner -1, the
# last entry): an index where a comparison and a branch would be.
_TAKEN: Final[tuple[str | None, ...]] = ("role-taken",) * 8 + (None,)


def game_over(s: PuertoRicoState) -> None:
    s.phase = PH_OVER
    s._event("The game is over.", None, GAME_OVER)


def role_refusals(s: PuertoRicoState, seat: int) -> list[str | None]:
    """Why ``seat`` may not choose each role card of this game now (per card: the key of
    the rule, see rulings.py, or None): each card once per round (§4.4); the buccaneer
    token's holder not the Buccaneer (exp. §4.1); deluxe rule: a player whose island is
    full not the Settler (§5.1). One list per decision: the generator's hot path."""
    keys = [_TAKEN[owner] for owner in s.role_owner]
    card = s.buccaneer_card
    if s.token == seat and card >= 0 and keys[card] is None:
        keys[card] = "buccaneer-holder"
    if s.deluxe and s.island_full(seat):
        for card, role in enumerate(s.roles):
            if role == SETTLER and keys[card] is None:
                keys[card] = "settler-island-full"
    return keys


def legal_role(s: PuertoRicoState) -> list[Action]:
    refusals = role_refusals(s, s.actor)
    return [action for action, refusal in zip(s.role_actions, refusals) if refusal is None]


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
