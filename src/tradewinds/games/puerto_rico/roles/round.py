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


def role_refusals(s: PuertoRicoState, seat: int) -> list[str | None]:
    """Why ``seat`` may not choose each role card of this game now (per card: the key of
    the rule, see rulings.py, or None): each card once per round (§4.4); the buccaneer
    token's holder not the Buccaneer (exp. §4.1); deluxe rule: a player whose island is
    full not the Settler (§5.1). One list per decision: the generator's hot path."""
    keys: list[str | None] = [None if owner < 0 else "role-taken" for owner in s.role_owner]
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
