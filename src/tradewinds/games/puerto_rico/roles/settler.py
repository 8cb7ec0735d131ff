"""Settler (rules reference §5.1): plantations and quarries."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS, K_PLANT
from ..board import OCCUPIED_AT, PH_HACIENDA, PH_HOSPICE, PH_SETTLE, Board
from ..data import (
    CONSTRUCTION_HUT,
    GOODS,
    HACIENDA,
    HOSPICE,
    NUM_GOODS,
    QUARRY,
    TILE_KINDS,
    with_article,
)
from ..log_words import A_TILE, NO_PLANTATION, SEATS, TAKE_TILE, goods_counts, hospice


class SettlerPhase(Board):
    def _settler_start(self) -> None:
        self.step = 0
        self._settler_next()

    def _settler_next(self) -> None:
        """Ask the next player (clockwise from the settler), or finish the phase."""
        n = self.players
        while self.step < n:
            seat = (self.chooser + self.step) % n
            self.actor = seat
            self.pick = -1
            if self.island_full(seat):
                self.step += 1
                continue
            if self.occupied(seat, HACIENDA) and self.can_draw_plantation():
                self.phase = PH_HACIENDA
                return
            if self._settler_main_pick():
                return
            self.step += 1
        self._settler_finish()

    def _may_take_quarry(self, seat: int) -> bool:
        return self.quarries > 0 and (seat == self.chooser or self.occupied(seat, CONSTRUCTION_HUT))

    def _settler_main_pick(self) -> bool:
        """Enter the main pick if the actor has anything to take."""
        seat = self.actor
        if self.island_full(seat):
            return False
        if any(self.face_up) or self._may_take_quarry(seat):
            self.phase = PH_SETTLE
            return True
        return False

    def _settler_done_with_player(self) -> None:
        self.step += 1
        self._settler_next()

    def _settler_finish(self) -> None:
        """Discard the display and draw N+1 new face-up plantations (§5.1 steps 4-5)."""
        for kind in range(NUM_GOODS):
            self.discard[kind] += self.face_up[kind]
            self.face_up[kind] = 0
        for _ in range(self.setup.face_up_plantations):
            kind = self.draw_plantation()
            if kind < 0:
                break
            self.face_up[kind] += 1
        shown = ", ".join(
            f"{self.face_up[k]} {GOODS[k]}" for k in range(NUM_GOODS) if self.face_up[k]
        )
        self._event(
            f"New face-up plantations: {shown or 'none'}.",
            None,
            ("pr-log-face-up", goods_counts(self.face_up)),
        )
        self._end_role()

    # ------------------------------------------------------------ legal
    def _legal_hacienda(self) -> list[Action]:
        return [self.actions.hacienda, self.actions.pass_]

    def _legal_settle(self) -> list[Action]:
        acts = self.actions
        legal = [acts.plant[k] for k in range(NUM_GOODS) if self.face_up[k]]
        if self._may_take_quarry(self.actor):
            legal.append(acts.quarry)
        legal.append(acts.pass_)
        return legal

    def _legal_hospice(self) -> list[Action]:
        return [self.actions.hospice, self.actions.pass_]

    # ------------------------------------------------------------ apply
    def _apply_hacienda(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS:
            kind = self.draw_plantation()
            self.gain_tile(seat, kind)
            self._event(
                f"{self.names[seat]} uses the Hacienda and draws "
                f"{with_article(GOODS[kind])} plantation.",
                None,
                ("pr-log-hacienda", {"player": SEATS[seat], "tile": A_TILE[kind]}),
            )
        if not self._settler_main_pick():
            self._settler_done_with_player()

    def _apply_settle(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_PASS:
            self._event(
                f"{self.names[seat]} takes no plantation.",
                None,
                NO_PLANTATION[seat],
            )
            self._settler_done_with_player()
            return
        if action.kind == K_PLANT:
            kind = action.arg
            self.face_up[kind] -= 1
            self._event(
                f"{self.names[seat]} takes {with_article(GOODS[kind])} plantation.",
                None,
                TAKE_TILE[seat][kind],
            )
        else:
            kind = QUARRY
            self.quarries -= 1
            self._event(
                f"{self.names[seat]} takes a quarry.",
                None,
                TAKE_TILE[seat][QUARRY],
            )
        self.gain_tile(seat, kind)
        self.pick = kind
        if self.occupied(seat, HOSPICE) and self.colonist_available(ship=self.hospice_ship):
            self.phase = PH_HOSPICE
        else:
            self._settler_done_with_player()

    def _apply_hospice(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS and self.take_colonist_for(seat, ship=self.hospice_ship):
            self.add_colonist(seat, OCCUPIED_AT + self.pick)
            self._event(
                f"{self.names[seat]} uses the Hospice: a colonist goes onto the new "
                f"{TILE_KINDS[self.pick]}.",
                None,
                hospice(seat, self.pick),
            )
        self._settler_done_with_player()
