"""Mayor with the expansions: the Villa, the noble on the ship, placing nobles, the
Library's two colonists, the ship refill with a noble and without T1 (base §5.2;
expansions §2.3, §3.2, §3.3)."""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_DONE, K_MAYOR_COLONIST, K_PLACE
from ..board import (
    PH_MAYOR_PIECE,
    PH_MAYOR_PRIVILEGE,
    PH_PLACE,
    PH_VILLA,
    SPOT_TITLES,
    SPOTS,
    T1_COLONISTS,
    Board,
)
from ..data import ALL_CIRCLES_OF, GUEST_HOUSE, NOBLE_SENSITIVE, VILLA
from ..expansion_actions import K_PLACE_NOBLE, K_TAKE_NOBLE, K_UNPLACE_NOBLE, K_VILLA
from ..layout import (
    ALL_CIRCLES,
    BUILDINGS_AT,
    NOBLE_SHIFT,
    NOBLES,
    OCCUPIED_AT,
    SAN_JUAN,
    STRIDE,
    TILES_AT,
    USED_CIRCLES,
)
from ..log_words import (
    COLONISTS_OUT,
    PLACE,
    PLACE_NOBLE,
    PLACING_DONE,
    SEATS,
    UNPLACE,
    UNPLACE_NOBLE,
    player,
    shares,
)

# Buildings on which it matters whether a colonist or a noble stands.
_ARRANGED = frozenset({*NOBLE_SENSITIVE, GUEST_HOUSE})


class MayorPhase(Board):
    def _mayor_start(self) -> None:
        self.step = 0
        self._villa_next()

    # ------------------------------------------------------------- villa
    def _villa_next(self) -> None:
        """Villa (§3.3, X17): each owner may take a noble before the privilege."""
        n = self.players
        if not self.in_game[VILLA]:
            self.step = n  # nobody has a Villa
        while self.step < n:
            seat = (self.chooser + self.step) % n
            self.step += 1
            if self.occupied(seat, VILLA) and (self.noble_supply or self.colonist_supply):
                self.actor = seat
                self.phase = PH_VILLA
                return
        self.actor = self.chooser
        if self.colonist_supply > 0:
            self.phase = PH_MAYOR_PRIVILEGE
        else:
            self._mayor_distribute()

    def _legal_villa(self) -> list[Action]:
        return [self.actions.villa, self.actions.pass_]

    def _apply_villa(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_VILLA:
            if self.noble_supply:
                self.noble_supply -= 1
                self.gain_noble(seat)
                self._event(
                    f"{self.names[seat]}'s Villa: a noble from the supply.",
                    None,
                    player("pr-log-villa-noble", seat),
                )
            else:
                self.colonist_supply -= 1
                self.board[seat * STRIDE + SAN_JUAN] += 1
                self._event(
                    f"{self.names[seat]}'s Villa: no noble is left, a colonist instead.",
                    None,
                    player("pr-log-villa-colonist", seat),
                )
        self._villa_next()

    # --------------------------------------------------------- privilege
    def _apply_mayor_privilege(self, action: Action) -> None:
        if action.kind == K_MAYOR_COLONIST:
            seat = self.chooser
            count = min(self.privilege(seat), self.colonist_supply)
            self.colonist_supply -= count
            self.board[seat * STRIDE + SAN_JUAN] += count
            if count == 1:
                self._event(
                    f"{self.names[seat]} takes a colonist from the supply (privilege).",
                    None,
                    player("pr-log-mayor-privilege", seat),
                )
            else:
                self._event(
                    f"{self.names[seat]} takes {count} colonists from the supply "
                    "(privilege, Library).",
                    None,
                    ("pr-log-mayor-privilege-library", {"player": SEATS[seat], "colonists": count}),
                )
        self._mayor_distribute()

    def _legal_mayor_privilege(self) -> list[Action]:
        return [self.actions.mayor_colonist, self.actions.pass_]

    # ------------------------------------------------------ distribution
    def _mayor_distribute(self) -> None:
        """Hand out the ship's pieces one at a time from the mayor (base §5.2 step 2);
        while both a noble and colonists are aboard, each taker chooses (X15)."""
        self.piece = 0
        self.noble_taker = -1
        self._mayor_pieces()

    def _taker(self, piece: int) -> int:
        return (self.chooser + piece % self.acting) % self.players

    def _mayor_pieces(self) -> None:
        if self.noble_ship and self.colonist_ship:
            self.actor = self._taker(self.piece)
            self.phase = PH_MAYOR_PIECE
            return
        if self.colonist_ship:
            # Only colonists are aboard: one each in turn, so an equal share each and
            # one more for the first takers.
            share, extra = divmod(self.colonist_ship, self.acting)
            for k in range(self.acting):
                seat = self._taker(self.piece + k)
                self.board[seat * STRIDE + SAN_JUAN] += share + (1 if k < extra else 0)
            self.piece += self.colonist_ship
            self.colonist_ship = 0
        while self.noble_ship:
            seat = self._taker(self.piece)
            self.noble_ship -= 1
            self.gain_noble(seat)
            self.noble_taker = seat
            self.piece += 1
        self._mayor_distributed()

    def _legal_mayor_piece(self) -> list[Action]:
        return [self.actions.take_noble, self.actions.mayor_colonist]

    def _apply_mayor_piece(self, action: Action) -> None:
        seat = self.actor
        if action.kind == K_TAKE_NOBLE:
            self.noble_ship -= 1
            self.gain_noble(seat)
            self.noble_taker = seat
            self._event(
                f"{self.names[seat]} takes the noble from the colonist ship.",
                None,
                player("pr-log-take-noble", seat),
            )
        else:
            self.colonist_ship -= 1
            self.board[seat * STRIDE + SAN_JUAN] += 1
        self.piece += 1
        self._mayor_pieces()

    def _mayor_distributed(self) -> None:
        pieces = self.piece
        share, extra = divmod(pieces, self.acting)
        got = []
        seats = []
        counts = []
        for k in range(self.acting):
            seat = (self.chooser + k) % self.players
            count = share + (1 if k < extra else 0)
            if seat == self.noble_taker:
                got.append(f"{self.names[seat]} {count} (one a noble)")
            else:
                got.append(f"{self.names[seat]} {count}")
            seats.append(seat)
            counts.append(count)
        args = shares(seats, counts, self.noble_taker)
        if self.noble_taker >= 0:
            brought = f"{pieces - 1} colonists and 1 noble"
            message = "pr-log-ship-brings-noble"
            args["colonists"] = pieces - 1
        else:
            brought = f"{pieces} colonists"
            message = "pr-log-ship-brings"
            args["colonists"] = pieces
        self._event(f"The colonist ship brings {brought}: {', '.join(got)}.", None, (message, args))
        self.step = 0
        self._mayor_next()

    # ---------------------------------------------------------- placing
    def _mayor_next(self) -> None:
        n = self.players
        while self.step < self.acting:
            seat = (self.chooser + self.step) % n
            self.actor = seat
            self.placed = 0
            total, used = self.circles(seat)
            self.free_circles = total - used
            if self._mayor_needs_decision():
                return
            self.step += 1
        self._mayor_refill()

    def _arrangement_matters(self, seat: int) -> bool:
        """Whether it matters which of ``seat``'s pieces are nobles (§3.3)."""
        base = seat * STRIDE
        b = self.board
        nobles = b[base + NOBLES]
        if not nobles or nobles == b[base + USED_CIRCLES] + b[base + SAN_JUAN]:
            return False
        return not _ARRANGED.isdisjoint(self.cities[seat])

    def _mayor_needs_decision(self) -> bool:
        """Fill everything that leaves no choice; else ask the actor (base §5.2 step 3)."""
        seat = self.actor
        base = seat * STRIDE
        b = self.board
        waiting = b[base + SAN_JUAN]
        free = self.free_circles
        matters = self._arrangement_matters(seat)
        if free == 0 and not matters:
            return False
        if waiting >= free and not matters:
            nobles = b[base + SAN_JUAN + NOBLE_SHIFT]
            colonists = waiting - nobles
            for spot in self.empty_circles(seat, SPOTS):
                if spot < 6:
                    at = base + OCCUPIED_AT + spot
                    room = b[base + TILES_AT + spot] - b[at]
                else:
                    at = base + BUILDINGS_AT + spot - 6
                    room = ALL_CIRCLES_OF[spot - 6] - b[at]
                b[at] += room
                used_colonists = min(room, colonists)
                colonists -= used_colonists
                if room > used_colonists:
                    b[at + NOBLE_SHIFT] += room - used_colonists
                    nobles -= room - used_colonists
            b[base + USED_CIRCLES] = b[base + ALL_CIRCLES]
            b[base + SAN_JUAN] = waiting - free
            b[base + SAN_JUAN + NOBLE_SHIFT] = nobles
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
        waiting = b[base + SAN_JUAN]
        nobles = b[base + SAN_JUAN + NOBLE_SHIFT]
        legal: list[Action] = []
        if waiting and not nobles:
            legal = self.empty_circles(seat, acts.place)
        elif waiting:
            spots = self.empty_circles(seat, SPOTS)
            if waiting > nobles:
                legal = [acts.place[s] for s in spots]
            legal += [acts.place_noble[s] for s in spots]
        if not waiting or not self.free_circles:
            legal.append(acts.done)
        if not self.placed:
            # Any piece on a circle may go back to San Juan, a colonist or a noble.
            if b[base + NOBLES]:
                legal += self.colonist_circles(seat, acts.unplace)
                legal += self.noble_circles(seat, acts.unplace_noble)
            else:
                legal += self.filled_circles(seat, acts.unplace)
        return legal

    def _apply_place(self, action: Action) -> None:
        seat = self.actor
        base = seat * STRIDE
        kind = action.kind
        if kind == K_DONE:
            self._event(
                f"{self.names[seat]} finishes placing colonists.",
                None,
                PLACING_DONE[seat],
            )
            self.step += 1
            self._mayor_next()
            return
        b = self.board
        noble = kind in (K_PLACE_NOBLE, K_UNPLACE_NOBLE)
        piece = "a noble" if noble else "a colonist"
        if kind in (K_PLACE, K_PLACE_NOBLE):
            self.move_piece(seat, SAN_JUAN, action.arg2, noble)
            b[base + USED_CIRCLES] += 1
            self.free_circles -= 1
            self.placed = 1
            self._event(
                f"{self.names[seat]} places {piece} on {SPOT_TITLES[action.arg]}.",
                None,
                (PLACE_NOBLE if noble else PLACE)[seat][action.arg],
            )
            if not b[base + SAN_JUAN] or not self.free_circles:
                self.step += 1
                self._mayor_next()
        else:
            self.move_piece(seat, action.arg2, SAN_JUAN, noble)
            b[base + USED_CIRCLES] -= 1
            self.free_circles += 1
            self._event(
                f"{self.names[seat]} takes {piece} back from {SPOT_TITLES[action.arg]}.",
                None,
                (UNPLACE_NOBLE if noble else UNPLACE)[seat][action.arg],
            )

    # ----------------------------------------------------------- refill
    def _mayor_refill(self) -> None:
        """Refill the ship: one piece per empty building circle, at least N (base §5.2
        step 4); with the nobles one of them is a noble and T1 is removed (§3.2)."""
        b = self.board
        empty = 0
        for seat in range(self.players):
            at = seat * STRIDE + BUILDINGS_AT
            for i in self.cities[seat]:
                empty += ALL_CIRCLES_OF[i] - b[at + i]
        required = max(empty, self.players)
        if self.nobles:
            noble = 1 if self.noble_supply else 0
            moved = min(required - noble, self.colonist_supply)
            self.noble_supply -= noble
            self.noble_ship = noble
            self.colonist_supply -= moved
            self.colonist_ship = moved
            if noble:
                self._event(
                    f"{moved} colonists and 1 noble board the colonist ship.",
                    None,
                    ("pr-log-ship-refilled-noble", {"colonists": moved}),
                )
            else:
                self._event(
                    f"{moved} colonists board the colonist ship.",
                    None,
                    ("pr-log-ship-refilled", {"colonists": moved}),
                )
            self._end_role()
            return
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
