"""Pirates (rules reference §9, §16): boarding after the second move, plunder after the third.

Boarding: if the pirate ship is manned and a boat stands on 13, the captain decides first
(``board <seat>`` or ``pass``); if he boards, the second pirate moves to the bow at once.
Then the remaining pirate decides once. A pirate takes the cheapest empty seat of a boat
on 13. With ``pirate_variant`` a pirate may instead displace an accomplice (sent home,
no refund) when no boat on 13 has an empty seat, but never the captain who has just
boarded the same boat; seats of one player on one boat are equivalent, so only his
cheapest one is offered.

Plunder: every boat on 13 after the third move is plundered if the pirate ship is
manned: its accomplices go home unpaid and the captain sends it to the harbour or the
shipyard (``send <good> to harbor|shipyard``). With an empty pirate ship the boat goes
where option ``unplundered_boat_on_13`` says (default: the harbour, as in the seed).
"""

from __future__ import annotations

from ....core.actions import Action
from ..actions import K_PASS, TO_HARBOR
from ..board import PH_BOARD, PH_PLUNDER, Board
from ..data import CAPTAIN, FIRST_SEAT, GOODS, SEAT_GOOD, SECOND, SPACE_NAMES
from ..logwords import BOAT, PLAYER, SEAT_NUMBER, seat_list


class PiratePhase(Board):
    # ---------------------------------------------------------- boarding
    def _boarding_start(self) -> None:
        self.protected = -1
        if self.occ[CAPTAIN] >= 0 and self.on_13():
            self.board_from = CAPTAIN
            self.board_stage = 0
            self.actor = self.occ[CAPTAIN]
            self.phase = PH_BOARD
            return
        self._next_step()

    def _legal_board(self) -> list[Action]:
        board = self.actions.board
        filled = self.filled
        legal = [self.actions.pass_]
        boats = self.on_13()
        for g in boats:
            s = self.next_boat_seat(g)  # a boarding pirate takes the cheapest empty seat
            if s >= 0:
                legal.append(board[s])
        if len(legal) == 1 and self.variant:
            occ = self.occ
            for g in boats:
                owners: list[int] = []
                first = FIRST_SEAT[g]
                for s in range(first, first + filled[g]):
                    owner = occ[s]
                    if s != self.protected and owner not in owners:
                        owners.append(owner)
                        legal.append(board[s])
        return legal

    def _apply_board(self, action: Action) -> None:
        pirate = self.actor
        name = self.names[pirate]
        here = self.board_from
        occ = self.occ
        if action.kind == K_PASS:
            self._event(
                f"{name} stays on the pirate ship.",
                None,
                ("mn-log-pirate-stays", {"player": PLAYER[pirate]}),
            )
            if here == CAPTAIN and self.board_stage == 0 and occ[SECOND] >= 0:
                self.board_from = SECOND
                self.board_stage = 1
                self.actor = occ[SECOND]
                return
            self._next_step()
            return
        seat = action.arg
        good = SEAT_GOOD[seat]
        occ[here] = -1
        victim = occ[seat]
        if victim >= 0:
            self.left[victim] += 1
            self._event(
                f"{name} boards the {GOODS[good]} boat and sends {self.names[victim]}'s "
                f"accomplice home ({SPACE_NAMES[seat]}).",
                None,
                (
                    "mn-log-board-send-home",
                    {
                        "player": PLAYER[pirate],
                        "boat": BOAT[good],
                        "victim": PLAYER[victim],
                        "seat": SEAT_NUMBER[seat],
                    },
                ),
            )
        else:
            self.filled[good] += 1
            self._event(
                f"{name} boards the {GOODS[good]} boat ({SPACE_NAMES[seat]}).",
                None,
                (
                    "mn-log-board",
                    {"player": PLAYER[pirate], "boat": BOAT[good], "seat": SEAT_NUMBER[seat]},
                ),
            )
        occ[seat] = pirate
        self.protected = seat
        if here == CAPTAIN and occ[SECOND] >= 0:
            occ[CAPTAIN] = occ[SECOND]
            occ[SECOND] = -1
            self._event(
                f"{self.names[occ[CAPTAIN]]} moves to the bow and is the pirate captain.",
                None,
                ("mn-log-new-captain", {"player": PLAYER[occ[CAPTAIN]]}),
            )
            if self.board_stage == 0:
                self.board_stage = 1
                self.actor = occ[CAPTAIN]
                return
        self._next_step()

    # ------------------------------------------------------------ plunder
    def _plunder_next(self) -> None:
        """Resolve the boats on 13 after the third move, one at a time (§9.2)."""
        for g in self.on_13():
            if self.occ[CAPTAIN] >= 0:
                if not self.plundered >> g & 1:
                    self._plunder(g)
                self.pending = g
                self.actor = self.occ[CAPTAIN]
                self.phase = PH_PLUNDER
                return
            if self.unplundered_harbor:
                self._event(
                    f"The pirate ship is empty: the {GOODS[g]} boat on 13 sails on.",
                    None,
                    ("mn-log-sails-on", {"boat": BOAT[g]}),
                )
                self.arrive(g)
            else:
                self.to_shipyard(g, "unplundered")
        self.pending = -1
        self._wrecks()
        self._payouts()

    def _plunder(self, good: int) -> None:
        self.plundered |= 1 << good
        first = FIRST_SEAT[good]
        occ = self.occ
        home: list[int] = []
        for s in range(first, first + self.filled[good]):
            owner = occ[s]
            self.left[owner] += 1
            occ[s] = -1
            home.append(owner)
        self.filled[good] = 0
        if home:
            crew = ", ".join(self.names[p] for p in home)
            args = seat_list(home)
            args["boat"] = BOAT[good]
            self._event(
                f"The pirates plunder the {GOODS[good]} boat; {crew} go home unpaid.",
                None,
                ("mn-log-plunder-crew", args),
            )
        else:
            self._event(
                f"The pirates plunder the {GOODS[good]} boat.",
                None,
                ("mn-log-plunder", {"boat": BOAT[good]}),
            )

    def _legal_plunder(self) -> list[Action]:
        return list(self.actions.send[self.pending])

    def _apply_plunder(self, action: Action) -> None:
        good = action.arg
        if action.arg2 == TO_HARBOR:
            self._event(
                f"{self.names[self.actor]} sends the plundered {GOODS[good]} boat on.",
                None,
                ("mn-log-plunder-sent-on", {"player": PLAYER[self.actor], "boat": BOAT[good]}),
            )
            self.arrive(good)
        else:
            self.to_shipyard(good, "plundered")
        self._plunder_next()
