"""The decisions between the roles: the building draft, the choice of a role, the
prospector, the guest-house windows' guest moves (base §4; expansions §2.3, §4, X7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.actions import Action
from ..actions import K_PASS
from ..board import PH_OVER
from ..data import ALL_BUILDINGS, ALL_ROLE_TITLES, KIDNAP_RANSOM, SETTLER
from ..layout import DOUBLOONS, STRIDE
from ..log_words import BUILDING_WORDS, GAME_OVER, PROSPECTOR, SEATS, role_taken

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def draft_refusal(s: PuertoRicoState, building: int) -> str | None:
    """Why ``building`` (a violet kind) may not be drafted now (the key of the rule, see
    rulings.py), or None: not drafted yet, of the Nobles expansion only when it is
    played, and a free draft space of its cost (exp. §2.1)."""
    if s.in_game[building]:
        return "drafted"
    spec = ALL_BUILDINGS[building]
    if spec.set == "exp2_nobles" and not s.nobles:
        return "nobles-building"
    if not s.draft_free[spec.cost]:
        return "no-draft-space"
    return None


def legal_draft(s: PuertoRicoState) -> list[Action]:
    return [s.actions.draft[i] for i in s.draft_candidates()]


def apply_draft(s: PuertoRicoState, action: Action) -> None:
    building = action.arg
    s._draft(building)
    spec = ALL_BUILDINGS[building]
    s._event(
        f"{s.names[s.actor]} drafts the {spec.name} (cost {spec.cost}).",
        None,
        (
            "pr-log-draft",
            {
                "player": SEATS[s.actor],
                "building": BUILDING_WORDS[building],
                "cost": spec.cost,
            },
        ),
    )
    if any(s.draft_free):
        s.actor = (s.actor + 1) % s.players
    else:
        s.rebuild_derived()
        s._setup_done()


def game_over(s: PuertoRicoState) -> None:
    s.phase = PH_OVER
    s._event("The game is over.", None, GAME_OVER)


def role_refusal(s: PuertoRicoState, seat: int, card: int) -> str | None:
    """Why ``seat`` may not choose role card ``card`` (of this game) now (the key of the
    rule, see rulings.py), or None: each card once per round (§4.4); the buccaneer
    token's holder not the Buccaneer (exp. §4.1); deluxe rule: a player whose island is
    full not the Settler (§5.1)."""
    if s.role_owner[card] >= 0:
        return "role-taken"
    if card == s.buccaneer_card and s.token == seat:
        return "buccaneer-holder"
    if s.deluxe and s.roles[card] == SETTLER and s.island_full(seat):
        return "settler-island-full"
    return None


def legal_role(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    return [
        action for card, action in enumerate(s.role_actions) if role_refusal(s, seat, card) is None
    ]


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
    if card == s.kidnapped:
        kidnapper = s.kidnapper
        if seat != kidnapper:
            s.board[kidnapper * STRIDE + DOUBLOONS] += KIDNAP_RANSOM
            s._event(
                f"{s.names[kidnapper]} takes a ransom of {KIDNAP_RANSOM} doubloons "
                "for the kidnapped role.",
                None,
                ("pr-log-ransom", {"player": SEATS[kidnapper], "doubloons": KIDNAP_RANSOM}),
            )
        s.kidnapped = -1
        s.kidnapper = -1
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


def legal_guest(s: PuertoRicoState) -> list[Action]:
    legal = s.guest_moves(s.actor)
    legal.append(s.actions.pass_)
    return legal


def apply_guest(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_PASS:
        s.frames[-1] += 1  # the window's next owner
    else:
        s.move_guest(action)
    s._window_next()
