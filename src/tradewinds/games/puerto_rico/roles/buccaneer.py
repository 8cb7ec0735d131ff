"""The Buccaneer (expansion 3, §4): only its chooser acts, once: piracy, plunder, raid or
kidnapping (or nothing, X26)."""

from __future__ import annotations

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ..actions import K_DONE, K_PASS
from ..board import PH_BUCCANEER, PH_RAID, SPOT_TITLES, SPOTS, Board
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


class BuccaneerPhase(Board):
    def _buccaneer_start(self) -> None:
        seat = self.chooser
        if self.token != seat:
            self.token = seat
            self._event(
                f"{self.names[seat]} takes the buccaneer token.",
                phrase=BUCCANEER_TOKEN[seat],
            )
        self.actor = seat
        self.phase = PH_BUCCANEER

    def _raid_excess(self) -> int:
        return self.colonist_ship - self.players

    def _legal_buccaneer(self) -> list[Action]:
        acts = self.actions
        legal: list[Action] = []
        if self.trading_house:
            legal.append(acts.plunder)
        legal += [acts.piracy[s] for s, load in enumerate(self.ship_load) if load]
        if self._raid_excess() > 0:
            legal.append(acts.raid)
        legal += [
            acts.kidnap[c]
            for c, owner in enumerate(self.role_owner)
            if owner < 0 and c != self.buccaneer_card
        ]
        legal.append(acts.pass_)
        return legal

    def _apply_buccaneer(self, action: Action) -> None:
        seat = self.actor
        name = self.names[seat]
        kind = action.kind
        if kind == K_PASS:
            self._event(
                f"{name} takes no buccaneer action.",
                phrase=NO_BUCCANEER_ACTION[seat],
            )
        elif kind == K_PLUNDER:
            barrels = len(self.trading_house)
            for good in self.trading_house:
                self.goods_supply[good] += 1
            self.trading_house.clear()
            assert barrels <= TRADING_HOUSE_SPACES
            plural = "s" if barrels != 1 else ""
            self.gain_vp(
                seat,
                barrels,
                f"{name} plunders the trading house ({barrels} barrel{plural}).",
                ("pr-log-plunder", {"player": SEATS[seat], "barrels": barrels}),
            )
        elif kind == K_PIRACY:
            ship = action.arg
            good = self.ship_good[ship]
            load = self.ship_load[ship]
            keep = min(PLUNDER_KEEP, load)
            self.board[seat * STRIDE + GOODS_AT + good] += keep
            self.goods_supply[good] += load - keep
            self.ship_good[ship] = -1
            self.ship_load[ship] = 0
            self._event(
                f"{name} pirates the {self.ship_capacity[ship]}-ship: keeps {keep} "
                f"{GOODS[good]}, {load - keep} go back to the supply.",
                phrase=(
                    "pr-log-piracy",
                    {
                        "player": SEATS[seat],
                        "capacity": self.ship_capacity[ship],
                        "kept": keep,
                        "good": GOOD_WORDS[good],
                        "returned": load - keep,
                    },
                ),
            )
        elif kind == K_KIDNAP:
            card = action.arg
            money = self.role_money[card]
            self.role_money[card] = 0
            self.board[seat * STRIDE + DOUBLOONS] += money
            self.kidnapped = card
            self.kidnapper = seat
            bonus = f" and its {money} doubloon{'s' if money != 1 else ''}" if money else ""
            self._event(
                f"{name} kidnaps the {ALL_ROLE_TITLES[self.roles[card]]}{bonus}.",
                phrase=(
                    "pr-log-kidnap",
                    {
                        "player": SEATS[seat],
                        "role": ROLE_TERMS[self.roles[card]],
                        "doubloons": money,
                    },
                ),
            )
        else:  # K_RAID
            excess = self._raid_excess()
            self.colonist_ship -= excess
            self.raid_left = min(RAID_KEEP, excess)
            self.colonist_supply += excess - self.raid_left
            self._event(
                f"{name} raids the colonist ship: {excess} colonists leave it.",
                phrase=("pr-log-raid", {"player": SEATS[seat], "colonists": excess}),
            )
            if self._raid_next():
                return
        self._end_role()

    def _raid_next(self) -> bool:
        """Place the kept colonists on empty circles one by one (never in San Juan)."""
        if self.raid_left and self.empty_circles(self.actor, SPOTS):
            self.phase = PH_RAID
            return True
        self.colonist_supply += self.raid_left
        self.raid_left = 0
        return False

    def _legal_raid(self) -> list[Action]:
        acts = self.actions
        legal = self.empty_circles(self.actor, acts.place)
        legal.append(acts.done)
        return legal

    def _apply_raid(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_DONE:
            self.colonist_supply += self.raid_left
            self.raid_left = 0
            self._end_role()
            return
        self.add_colonist(seat, action.arg2)
        self.raid_left -= 1
        self._event(
            f"{self.names[seat]} places a raided colonist on {SPOT_TITLES[action.arg]}.",
            phrase=_raided_colonist_phrase(seat, action.arg),
        )
        if not self._raid_next():
            self._end_role()


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
