"""Settler with the expansions: forests, the Library's second pick, the Hunting Lodge,
the festival plantation goal (base §5.1; expansions §2.2, §2.3, §3.3, §5.2)."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS, K_PLANT, K_QUARRY
from ..board import (
    PH_HACIENDA,
    PH_HOSPICE,
    PH_HUNTING,
    PH_SETTLE,
    PH_TILE_AS,
    PICK_FOREST,
    R_HACIENDA,
    R_SETTLER_END,
    Board,
)
from ..data import (
    CONSTRUCTION_HUT,
    FOREST_HOUSE,
    GOODS,
    HACIENDA,
    HOSPICE,
    HUNTING_LODGE,
    ISLAND_SPACES,
    LIBRARY,
    NUM_GOODS,
    QUARRY,
    TILE_KINDS,
    with_article,
)
from ..expansion_actions import K_BUY_PLANTATION, K_DISCARD
from ..layout import FOREST_AT, ISLAND, OCCUPIED_AT, SAN_JUAN, STRIDE, TILES_AT
from ..log_words import (
    A_TILE,
    GOOD_WORDS,
    NO_PLANTATION,
    SEATS,
    TAKE_TILE,
    goods_counts,
    hospice,
    player,
)


class SettlerPhase(Board):
    def _settler_start(self) -> None:
        self.step = 0
        self.second_pick = 0
        self.land_used = 0
        self._settler_next()

    def _settler_next(self) -> None:
        """Ask the next player (clockwise from the settler), or finish the picks."""
        n = self.players
        while self.step < self.acting:
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
        self._settler_second_pick()

    def _may_take_quarry(self, seat: int) -> bool:
        if not self.quarries:
            return False
        if self.occupied(seat, CONSTRUCTION_HUT):
            return True
        return seat == self.chooser and not self.second_pick

    def _settler_main_pick(self) -> bool:
        """Enter the pick if the actor has anything to take (or a Land Office to use)."""
        seat = self.actor
        if self.island_full(seat):
            return False
        if any(self.face_up) or self._may_take_quarry(seat) or self._land_office_settler(seat):
            self.phase = PH_SETTLE
            return True
        return False

    def _land_office_settler(self, seat: int) -> bool:
        """Variant X16: the Land Office acts on the owner's settler turn."""
        return "land_office_settler" in self.rules and bool(self._land_office_actions(seat))

    def _settler_done_with_player(self) -> None:
        if self.second_pick:
            self._window(R_SETTLER_END)
            return
        self.step += 1
        self._settler_next()

    def _settler_second_pick(self) -> None:
        """Library (§2.3): after everyone else, the settler takes one more plantation."""
        seat = self.chooser
        if (
            not self.second_pick
            and self.in_game[LIBRARY]
            and self.occupied(seat, LIBRARY)
            and not self.island_full(seat)
            and (any(self.face_up) or (self.quarries and self.occupied(seat, CONSTRUCTION_HUT)))
        ):
            self.second_pick = 1
            self.actor = seat
            self.pick = -1
            self.phase = PH_SETTLE
            return
        self._window(R_SETTLER_END)

    def _settler_end(self) -> None:
        """End of the phase: Hunting Lodges, then the new display (§3.3, base §5.1)."""
        self.step = 0
        self._hunting_next()

    def _hunting_next(self) -> None:
        n = self.players
        b = self.board
        while self.step < n:
            seat = (self.chooser + self.step) % n
            self.step += 1
            if not self.in_game[HUNTING_LODGE] or not self.occupied(seat, HUNTING_LODGE):
                continue
            if self.noble_on(seat, HUNTING_LODGE):
                empty = ISLAND_SPACES - b[seat * STRIDE + ISLAND]
                if all(
                    empty > ISLAND_SPACES - b[p * STRIDE + ISLAND] for p in range(n) if p != seat
                ):
                    self.gain_vp(
                        seat,
                        2,
                        f"{self.names[seat]}'s Hunting Lodge: the most empty island spaces.",
                        player("pr-log-hunting-lodge-vp", seat),
                    )
                continue
            if self._discard_actions(seat):
                self.actor = seat
                self.phase = PH_HUNTING
                return
        self._settler_finish()

    def _discard_actions(self, seat: int) -> list[Action]:
        """Plantations and forests ``seat`` may discard (never a quarry)."""
        b = self.board
        base = seat * STRIDE
        acts = self.actions
        legal = [acts.discard[g] for g in range(NUM_GOODS) if b[base + TILES_AT + g]]
        legal += [acts.discard_forest[g] for g in range(NUM_GOODS) if b[base + FOREST_AT + g]]
        return legal

    def _discard_tile(self, seat: int, action: Action) -> None:
        """Put one plantation (or forest) of ``seat``'s island on the discard pile."""
        good = action.arg
        if action.arg2:
            self.lose_forest(seat, good)
            what = f"a forest ({with_article(GOODS[good])} plantation face down)"
            message = "pr-log-discard-forest"
        else:
            self.lose_tile(seat, good)
            what = with_article(f"{GOODS[good]} plantation")
            message = "pr-log-discard-tile"
        self.discard[good] += 1
        self._event(
            f"{self.names[seat]} discards {what}.",
            None,
            (message, {"player": SEATS[seat], "tile": A_TILE[good]}),
        )

    def _legal_hunting(self) -> list[Action]:
        legal = self._discard_actions(self.actor)
        legal.append(self.actions.pass_)
        return legal

    def _apply_hunting(self, action: Action) -> None:
        if action.kind == K_DISCARD:
            self._discard_tile(self.actor, action)
            self._event(
                f"({self.names[self.actor]} uses the Hunting Lodge.)",
                None,
                player("pr-log-hunting-lodge", self.actor),
            )
        self._hunting_next()

    def _settler_finish(self) -> None:
        """Discard the display and draw N+1 new face-up plantations (base §5.1 steps 4-5)."""
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
        seat = self.actor
        legal: list[Action] = []
        if not self.island_full(seat):
            legal = [acts.plant[k] for k in range(NUM_GOODS) if self.face_up[k]]
            if self._may_take_quarry(seat):
                legal.append(acts.quarry)
            if self.in_game[FOREST_HOUSE] and self.occupied(seat, FOREST_HOUSE):
                legal += [acts.forest[k] for k in range(NUM_GOODS) if self.face_up[k]]
        if "land_office_settler" in self.rules and not self.second_pick:
            legal += self._land_office_actions(seat)
        legal.append(acts.pass_)
        return legal

    def _legal_hospice(self) -> list[Action]:
        return [self.actions.hospice, self.actions.pass_]

    def _legal_tile_as(self) -> list[Action]:
        return [self.actions.as_plantation, self.actions.as_forest]

    # ------------------------------------------------------------ apply
    def _apply_hacienda(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS:
            kind = self.draw_plantation()
            if self.occupied(seat, FOREST_HOUSE):
                # He may look at the tile, then place it face up or as a forest (§2.3).
                self.pending_tile = kind
                self.pending_seen = 0
                self.tile_resume = R_HACIENDA
                self._event(
                    f"{self.names[seat]} uses the Hacienda and draws a face-down tile.",
                    None,
                    player("pr-log-hacienda-face-down", seat),
                )
                self._event(
                    f"You draw {with_article(GOODS[kind])} plantation.",
                    seat,
                    ("pr-log-you-draw-plantation", {"good": GOOD_WORDS[kind]}),
                )
                self.phase = PH_TILE_AS
                return
            self.gain_tile(seat, kind)
            self._event(
                f"{self.names[seat]} uses the Hacienda and draws "
                f"{with_article(GOODS[kind])} plantation.",
                None,
                ("pr-log-hacienda", {"player": SEATS[seat], "tile": A_TILE[kind]}),
            )
            if self.festival:
                self.festival_tiles(seat)
        self._after_hacienda()

    def _after_hacienda(self) -> None:
        if not self._settler_main_pick():
            self._settler_done_with_player()

    def _apply_tile_as(self, action: Action) -> None:
        """Place the drawn tile face up (a plantation) or face down (a forest)."""
        seat = self.actor
        kind = self.pending_tile
        self.pending_tile = -1
        if action.arg:
            self.gain_forest(seat, kind, bool(self.pending_seen))
            self._event(
                f"{self.names[seat]} puts the drawn tile face down as a forest.",
                None,
                player("pr-log-drawn-forest", seat),
            )
        else:
            self.gain_tile(seat, kind)
            self._event(
                f"{self.names[seat]} places the drawn tile: "
                f"{with_article(GOODS[kind])} plantation.",
                None,
                ("pr-log-drawn-plantation", {"player": SEATS[seat], "tile": A_TILE[kind]}),
            )
            if self.festival:
                self.festival_tiles(seat)
        self._after_tile(seat)

    def _after_tile(self, seat: int) -> None:
        if self.tile_resume == R_HACIENDA:
            self._after_hacienda()
        else:
            self._land_office_resume()

    def _apply_settle(self, action: Action) -> None:
        seat = self.actor
        kind = action.kind
        if kind == K_PASS:
            self._event(
                f"{self.names[seat]} takes no plantation.",
                None,
                NO_PLANTATION[seat],
            )
            self._settler_done_with_player()
            return
        if kind in (K_BUY_PLANTATION, K_DISCARD):
            self._apply_land_office(action)
            return
        if kind == K_PLANT:
            tile = action.arg
            self.face_up[tile] -= 1
            self._event(
                f"{self.names[seat]} takes {with_article(GOODS[tile])} plantation.",
                None,
                TAKE_TILE[seat][tile],
            )
            self.gain_tile(seat, tile)
            if self.festival:
                self.festival_tiles(seat)
        elif kind == K_QUARRY:
            tile = QUARRY
            self.quarries -= 1
            self._event(
                f"{self.names[seat]} takes a quarry.",
                None,
                TAKE_TILE[seat][tile],
            )
            self.gain_tile(seat, tile)
        else:  # K_FOREST
            good = action.arg
            self.face_up[good] -= 1
            self._event(
                f"{self.names[seat]} takes {with_article(GOODS[good])} plantation and puts it "
                "face down as a forest.",
                None,
                ("pr-log-take-forest", {"player": SEATS[seat], "tile": A_TILE[good]}),
            )
            self.gain_forest(seat, good, True)
            tile = PICK_FOREST
        self.pick = tile
        if (
            not self.second_pick
            and self.occupied(seat, HOSPICE)
            and self.colonist_available(ship=self.hospice_ship)
        ):
            self.phase = PH_HOSPICE
        else:
            self._settler_done_with_player()

    def _apply_hospice(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS and self.take_colonist_for(seat, ship=self.hospice_ship):
            if self.pick == PICK_FOREST:
                # A forest has no circle: the colonist goes to San Juan (§2.3).
                self.board[seat * STRIDE + SAN_JUAN] += 1
                self._event(
                    f"{self.names[seat]} uses the Hospice: a colonist goes to San Juan "
                    "(the forest has no circle).",
                    None,
                    player("pr-log-hospice-forest", seat),
                )
            else:
                self.add_colonist(seat, OCCUPIED_AT + self.pick)
                self._event(
                    f"{self.names[seat]} uses the Hospice: a colonist goes onto the new "
                    f"{TILE_KINDS[self.pick]}.",
                    None,
                    hospice(seat, self.pick),
                )
        self._settler_done_with_player()
