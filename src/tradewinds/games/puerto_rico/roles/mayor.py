"""Mayor (rules reference §5.2): colonists from the ship, placed one at a time."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_DONE, K_MAYOR_COLONIST, K_PLACE, SPOT_TITLES
from ..board import (
    ALL_CIRCLES,
    BUILDINGS_AT,
    OCCUPIED_AT,
    PH_MAYOR_PRIVILEGE,
    PH_PLACE,
    SAN_JUAN,
    STRIDE,
    T1_COLONISTS,
    TILES_AT,
    USED_CIRCLES,
    Board,
)
from ..data import CIRCLES, NUM_TILE_KINDS
from ..log_words import COLONISTS_OUT, PLACE, PLACING_DONE, SEATS, UNPLACE, player, shares


class MayorPhase(Board):
    def _mayor_start(self) -> None:
        self.actor = self.chooser
        if self.colonist_supply > 0:
            self.phase = PH_MAYOR_PRIVILEGE
        else:
            self._mayor_distribute()

    def _apply_mayor_privilege(self, action: Action) -> None:
        if action.kind == K_MAYOR_COLONIST:
            self.colonist_supply -= 1
            self.board[self.chooser * STRIDE + SAN_JUAN] += 1
            self._event(
                f"{self.names[self.chooser]} takes a colonist from the supply (privilege).",
                None,
                player("pr-log-mayor-privilege", self.chooser),
            )
        self._mayor_distribute()

    def _legal_mayor_privilege(self) -> list[Action]:
        return [self.actions.mayor_colonist, self.actions.pass_]

    def _mayor_distribute(self) -> None:
        """Hand out the ship's colonists one at a time from the mayor (§5.2 step 2)."""
        n = self.players
        on_ship = self.colonist_ship
        share, extra = divmod(on_ship, n)
        got = []
        seats = []
        counts = []
        for k in range(n):
            seat = (self.chooser + k) % n
            count = share + (1 if k < extra else 0)
            self.board[seat * STRIDE + SAN_JUAN] += count
            got.append(f"{self.names[seat]} {count}")
            seats.append(seat)
            counts.append(count)
        self.colonist_ship = 0
        args = shares(seats, counts)
        args["colonists"] = on_ship
        self._event(
            f"The colonist ship brings {on_ship} colonists: {', '.join(got)}.",
            None,
            ("pr-log-ship-brings", args),
        )
        self.step = 0
        self._mayor_next()

    def _mayor_next(self) -> None:
        n = self.players
        while self.step < n:
            seat = (self.chooser + self.step) % n
            self.actor = seat
            self.placed = 0
            total, used = self.circles(seat)
            self.free_circles = total - used
            if self._mayor_needs_decision():
                return
            self.step += 1
        self._mayor_refill()

    def _mayor_needs_decision(self) -> bool:
        """Fill everything that leaves no choice; else ask the actor (§5.2 step 3).

        With at least as many colonists in San Juan as empty circles every circle gets
        filled whatever the order, so that is done at once.
        """
        seat = self.actor
        base = seat * STRIDE
        b = self.board
        waiting = b[base + SAN_JUAN]
        free = self.free_circles
        if free == 0:
            return False
        if waiting >= free:
            for kind in range(NUM_TILE_KINDS):
                b[base + OCCUPIED_AT + kind] = b[base + TILES_AT + kind]
            for i in self.cities[seat]:
                b[base + BUILDINGS_AT + i] = CIRCLES[i]
            b[base + USED_CIRCLES] = b[base + ALL_CIRCLES]
            b[base + SAN_JUAN] = waiting - free
            self._event(
                f"{self.names[seat]} fills every circle; {waiting - free} wait in San Juan.",
                None,
                ("pr-log-fills-every-circle", {"player": SEATS[seat], "waiting": waiting - free}),
            )
            return False
        if waiting == 0 and (self.placed or self.circles(seat)[1] == 0):
            return False  # nothing left to place and nothing to move
        self.phase = PH_PLACE
        return True

    def _legal_place(self) -> list[Action]:
        acts = self.actions
        seat = self.actor
        base = seat * STRIDE
        b = self.board
        occupied = b[base + OCCUPIED_AT : base + OCCUPIED_AT + NUM_TILE_KINDS]
        at = base + BUILDINGS_AT
        city = self.cities[seat]
        legal: list[Action]
        if b[base + SAN_JUAN]:
            tiles = b[base + TILES_AT : base + TILES_AT + NUM_TILE_KINDS]
            legal = [a for a, o, t in zip(acts.place_tiles, occupied, tiles) if o < t]
            place = acts.place_buildings
            legal += [place[i] for i in city if b[at + i] < CIRCLES[i]]
        else:
            legal = [acts.done]
        if not self.placed:
            legal += [a for a, o in zip(acts.unplace_tiles, occupied) if o]
            unplace = acts.unplace_buildings
            legal += [unplace[i] for i in city if b[at + i]]
        return legal

    def _apply_place(self, action: Action) -> None:
        seat = self.actor
        base = seat * STRIDE
        if action.kind == K_DONE:
            self._event(
                f"{self.names[seat]} finishes placing colonists.",
                None,
                PLACING_DONE[seat],
            )
            self.step += 1
            self._mayor_next()
            return
        # A decision is only asked while San Juan holds fewer colonists than there are
        # empty circles, and placing or taking back one keeps it so; see below.
        b = self.board
        at = base + action.arg2
        if action.kind == K_PLACE:
            b[at] += 1
            b[base + USED_CIRCLES] += 1
            b[base + SAN_JUAN] -= 1
            self.free_circles -= 1
            self.placed = 1
            self._event(
                f"{self.names[seat]} places a colonist on {SPOT_TITLES[action.arg]}.",
                None,
                PLACE[seat][action.arg],
            )
            if not b[base + SAN_JUAN]:  # all placed: nothing can be moved any more
                self.step += 1
                self._mayor_next()
        else:
            b[at] -= 1
            b[base + USED_CIRCLES] -= 1
            b[base + SAN_JUAN] += 1
            self.free_circles += 1
            self._event(
                f"{self.names[seat]} takes a colonist back from {SPOT_TITLES[action.arg]}.",
                None,
                UNPLACE[seat][action.arg],
            )

    def _mayor_refill(self) -> None:
        """Refill the colonist ship: one per empty building circle, at least N (§5.2 step 4)."""
        b = self.board
        empty = 0
        for seat in range(self.players):
            at = seat * STRIDE + BUILDINGS_AT
            for i in self.cities[seat]:
                empty += CIRCLES[i] - b[at + i]
        required = max(empty, self.players)
        if self.colonist_supply >= required:
            moved = required
        else:
            moved = self.colonist_supply
            self.end_triggers |= T1_COLONISTS
            self._event(
                "The colonist supply cannot refill the ship: the game ends after this round.",
                None,
                COLONISTS_OUT,
            )
        self.colonist_supply -= moved
        self.colonist_ship = moved
        self._event(
            f"{moved} colonists board the colonist ship.",
            None,
            ("pr-log-ship-refilled", {"colonists": moved}),
        )
        self._end_role()
