"""Expansion 3, the buccaneer (exp. §4): a ninth role card whose chooser alone plunders,
raids, pirates or kidnaps a role card.

Its rules live here and in ``roles/buccaneer.py`` (the buccaneer phase and the raid): the
card itself, the kidnapped card's ransom when someone chooses it and its play by the
kidnapper when nobody did (§4.3, X21), and the buccaneer's part of the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..board import PH_BUCCANEER, PH_RAID
from ..data import ALL_ROLE_TITLES, BUCCANEER, KIDNAP_RANSOM
from ..expansion_actions import K_KIDNAP, K_PIRACY, K_PLUNDER, K_RAID
from ..layout import DOUBLOONS, STRIDE
from ..log_words import ROLE_TERMS, SEATS
from ..roles.buccaneer import apply_buccaneer, apply_raid, legal_buccaneer, legal_raid
from . import Expansion

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def ransom(s: PuertoRicoState, card: int, seat: int) -> None:
    """The kidnapped card chosen (§4.2): its kidnapper takes the ransom from the bank,
    unless he chose it himself; the card is free again."""
    if card != s.kidnapped:
        return
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


def play_kidnapped(s: PuertoRicoState) -> bool:
    """Kidnapping (§4.3, X21): when nobody chose the kidnapped card, the kidnapper plays
    it before the round ends."""
    card = s.kidnapped
    if card < 0 or s.role_owner[card] >= 0:
        return False
    seat = s.kidnapper
    s.role_owner[card] = seat
    s.chooser = seat
    s.kidnap_play = 1
    s.acting = 1 if "kidnapper_plays_alone" in s.rules else s.players
    role = s.roles[card]
    s._event(
        f"Nobody chose the kidnapped {ALL_ROLE_TITLES[role]}: {s.names[seat]} plays it.",
        None,
        ("pr-log-kidnapped-played", {"role": ROLE_TERMS[role], "player": SEATS[seat]}),
    )
    s._begin_role(role)
    return True


def view(s: PuertoRicoState, seat: int | None, data: dict[str, Any]) -> None:
    """The buccaneer token's holder and the kidnapped card."""
    data["buccaneer"] = {
        "token": s.token if s.token >= 0 else None,
        "kidnapped": s.role_actions[s.kidnapped].text if s.kidnapped >= 0 else None,
        "kidnapper": s.kidnapper if s.kidnapper >= 0 else None,
    }


EXPANSION: Final[Expansion] = Expansion(
    name="buccaneer",
    buildings=(),
    fields=("raid_left", "token", "kidnapped", "kidnapper", "kidnap_play"),
    phases=(
        (PH_BUCCANEER, legal_buccaneer, apply_buccaneer),
        (PH_RAID, legal_raid, apply_raid),
    ),
    action_kinds=(K_PLUNDER, K_PIRACY, K_RAID, K_KIDNAP),
    role_cards=(BUCCANEER,),
    round_end=play_kidnapped,
    role_chosen=ransom,
    view=view,
)
