"""The Buccaneer (expansion 3, §4): only its chooser acts, once: piracy, plunder, raid or
kidnapping (or nothing, X26)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ..actions import K_DONE, K_PASS
from ..board import PH_BUCCANEER, PH_RAID, SPOT_TITLES, SPOTS
from ..data import (
    ALL_ROLE_TITLES,
    GOODS,
    PLUNDER_KEEP,
    QUARRY,
    RAID_KEEP,
    TILE_KINDS,
    TRADING_HOUSE_SPACES,
)
from ..expansion_actions import K_KIDNAP, K_PIRACY, K_PLUNDER
from ..layout import DOUBLOONS, GOODS_AT, STRIDE
from ..role_log import (
    BUCCANEER_TOKEN,
    BUILDING_WORDS,
    GOOD_WORDS,
    NO_BUCCANEER_ACTION,
    RAID_PLACE_QUARRY,
    ROLE_TERMS,
    SEATS,
)

if TYPE_CHECKING:
    from ..state import PuertoRicoState


def buccaneer_start(s: PuertoRicoState) -> None:
    seat = s.chooser
    if s.token != seat:
        s.token = seat
        s._event(
            f"{s.names[seat]} takes the buccaneer token.",
            phrase=BUCCANEER_TOKEN[seat],
        )
    s.actor = seat
    s.phase = PH_BUCCANEER


def raid_excess(s: PuertoRicoState) -> int:
    return s.colonist_ship - s.players


def plunder_refusal(s: PuertoRicoState) -> str | None:
    """Why the buccaneer may not plunder the trading house (the key of the rule, see
    rulings.py), or None: it holds barrels (exp. §4.2)."""
    return None if s.trading_house else "trading-house-empty"


def piracy_refusal(s: PuertoRicoState, ship: int) -> str | None:
    """Why the buccaneer may not pirate cargo ship ``ship`` (of this game) (the key of the
    rule, see rulings.py), or None: it carries goods (exp. §4.2)."""
    return None if s.ship_load[ship] else "ship-empty"


def raid_refusal(s: PuertoRicoState) -> str | None:
    """Why the buccaneer may not raid the colonist ship (the key of the rule, see
    rulings.py), or None: it holds more colonists than there are players (exp. §4.2)."""
    return None if raid_excess(s) > 0 else "raid-too-few"


def kidnap_refusal(s: PuertoRicoState, card: int) -> str | None:
    """Why the buccaneer may not kidnap role card ``card`` (the key of the rule, see
    rulings.py), or None: a role card of this game other than the Buccaneer that nobody
    chose this round (exp. §4.2)."""
    if card >= len(s.roles) or card == s.buccaneer_card:
        return "kidnap-which-card"
    return None if s.role_owner[card] < 0 else "kidnap-chosen-card"


def legal_buccaneer(s: PuertoRicoState) -> list[Action]:
    acts = s.actions
    legal: list[Action] = []
    if plunder_refusal(s) is None:
        legal.append(acts.plunder)
    legal += [
        acts.piracy[ship] for ship in range(len(s.ship_load)) if piracy_refusal(s, ship) is None
    ]
    if raid_refusal(s) is None:
        legal.append(acts.raid)
    legal += [acts.kidnap[c] for c in range(len(s.role_owner)) if kidnap_refusal(s, c) is None]
    legal.append(acts.pass_)
    return legal


def apply_buccaneer(s: PuertoRicoState, action: Action) -> None:
    """The buccaneer's one action (or none); the role ends, unless raided colonists still
    wait for their circles."""
    kind = action.kind
    if kind == K_PASS:
        s._event(
            f"{s.names[s.actor]} takes no buccaneer action.",
            phrase=NO_BUCCANEER_ACTION[s.actor],
        )
    elif kind == K_PLUNDER:
        _plunder(s, s.actor)
    elif kind == K_PIRACY:
        _piracy(s, s.actor, action.arg)
    elif kind == K_KIDNAP:
        _kidnap(s, s.actor, action.arg)
    elif _raid(s, s.actor):  # K_RAID
        return
    s._end_role()


def _plunder(s: PuertoRicoState, seat: int) -> None:
    """The trading house's barrels back to the supply, 1 VP each to the buccaneer."""
    barrels = len(s.trading_house)
    for good in s.trading_house:
        s.goods_supply[good] += 1
    s.trading_house.clear()
    assert barrels <= TRADING_HOUSE_SPACES
    plural = "s" if barrels != 1 else ""
    s.gain_vp(
        seat,
        barrels,
        f"{s.names[seat]} plunders the trading house ({barrels} barrel{plural}).",
        ("pr-log-plunder", {"player": SEATS[seat], "barrels": barrels}),
    )


def _piracy(s: PuertoRicoState, seat: int, ship: int) -> None:
    """A cargo ship emptied: the buccaneer keeps some barrels, the rest go to the supply."""
    good = s.ship_good[ship]
    load = s.ship_load[ship]
    keep = min(PLUNDER_KEEP, load)
    s.board[seat * STRIDE + GOODS_AT + good] += keep
    s.goods_supply[good] += load - keep
    s.ship_good[ship] = -1
    s.ship_load[ship] = 0
    s._event(
        f"{s.names[seat]} pirates the {s.ship_capacity[ship]}-ship: keeps {keep} "
        f"{GOODS[good]}, {load - keep} go back to the supply.",
        phrase=(
            "pr-log-piracy",
            {
                "player": SEATS[seat],
                "capacity": s.ship_capacity[ship],
                "kept": keep,
                "good": GOOD_WORDS[good],
                "returned": load - keep,
            },
        ),
    )


def _kidnap(s: PuertoRicoState, seat: int, card: int) -> None:
    """A role card held for ransom, with the doubloons lying on it."""
    money = s.role_money[card]
    s.role_money[card] = 0
    s.board[seat * STRIDE + DOUBLOONS] += money
    s.kidnapped = card
    s.kidnapper = seat
    bonus = f" and its {money} doubloon{'s' if money != 1 else ''}" if money else ""
    s._event(
        f"{s.names[seat]} kidnaps the {ALL_ROLE_TITLES[s.roles[card]]}{bonus}.",
        phrase=(
            "pr-log-kidnap",
            {"player": SEATS[seat], "role": ROLE_TERMS[s.roles[card]], "doubloons": money},
        ),
    )


def _raid(s: PuertoRicoState, seat: int) -> bool:
    """The colonist ship raided; whether the kept colonists now wait for their circles."""
    excess = raid_excess(s)
    s.colonist_ship -= excess
    s.raid_left = min(RAID_KEEP, excess)
    s.colonist_supply += excess - s.raid_left
    s._event(
        f"{s.names[seat]} raids the colonist ship: {excess} colonists leave it.",
        phrase=("pr-log-raid", {"player": SEATS[seat], "colonists": excess}),
    )
    return raid_next(s)


def raid_next(s: PuertoRicoState) -> bool:
    """Place the kept colonists on empty circles one by one (never in San Juan)."""
    if s.raid_left and s.empty_circles(s.actor, SPOTS):
        s.phase = PH_RAID
        return True
    s.colonist_supply += s.raid_left
    s.raid_left = 0
    return False


def legal_raid(s: PuertoRicoState) -> list[Action]:
    acts = s.actions
    legal = s.empty_circles(s.actor, acts.place)
    legal.append(acts.done)
    return legal


def apply_raid(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind == K_DONE:
        s.colonist_supply += s.raid_left
        s.raid_left = 0
        s._end_role()
        return
    s.add_colonist(seat, action.arg2)
    s.raid_left -= 1
    s._event(
        f"{s.names[seat]} places a raided colonist on {SPOT_TITLES[action.arg]}.",
        phrase=_raided_colonist_phrase(seat, action.arg),
    )
    if not raid_next(s):
        s._end_role()


def _raided_colonist_phrase(seat: int, spot: int) -> LogPhrase:
    """The line of a raided colonist placed on ``spot``: a tile kind, or a building after
    the tile kinds (the spots ``SPOT_TITLES`` names)."""
    if spot >= len(TILE_KINDS):
        return (
            "pr-log-raid-place-building",
            {"player": SEATS[seat], "building": BUILDING_WORDS[spot - len(TILE_KINDS)]},
        )
    if spot == QUARRY:
        return RAID_PLACE_QUARRY[seat]
    return ("pr-log-raid-place-plantation", {"player": SEATS[seat], "good": GOOD_WORDS[spot]})
