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
from . import payouts, sailing


# boarding
def boarding_start(st: Board) -> None:
    st.protected = -1
    if st.occ[CAPTAIN] >= 0 and sailing.on_13(st):
        st.board_from = CAPTAIN
        st.board_stage = 0
        st.actor = st.occ[CAPTAIN]
        st.phase = PH_BOARD
        return
    sailing.next_step(st)


def legal_board(st: Board) -> list[Action]:
    board = st.actions.board
    filled = st.filled
    legal = [st.actions.pass_]
    boats = sailing.on_13(st)
    for g in boats:
        s = st.next_boat_seat(g)  # a boarding pirate takes the cheapest empty seat
        if s >= 0:
            legal.append(board[s])
    if len(legal) == 1 and st.variant:
        occ = st.occ
        for g in boats:
            owners: list[int] = []
            first = FIRST_SEAT[g]
            for s in range(first, first + filled[g]):
                owner = occ[s]
                if s != st.protected and owner not in owners:
                    owners.append(owner)
                    legal.append(board[s])
    return legal


def apply_board(st: Board, action: Action) -> None:
    """A pirate stays on the ship or boards; then the other pirate's turn, or the next
    step of the voyage."""
    if action.kind == K_PASS:
        if _stay_aboard(st):
            return
    else:
        _board(st, action.arg)
        if st.board_from == CAPTAIN and st.occ[SECOND] >= 0 and _second_to_bow(st):
            return
    sailing.next_step(st)


def _stay_aboard(st: Board) -> bool:
    """The pirate passes; after the captain, the second pirate decides once (True: his
    decision is next)."""
    pirate = st.actor
    st._event(
        f"{st.names[pirate]} stays on the pirate ship.",
        None,
        ("mn-log-pirate-stays", {"player": PLAYER[pirate]}),
    )
    if st.board_from == CAPTAIN and st.board_stage == 0 and st.occ[SECOND] >= 0:
        st.board_from = SECOND
        st.board_stage = 1
        st.actor = st.occ[SECOND]
        return True
    return False


def _board(st: Board, seat: int) -> None:
    """The pirate leaves his space for boat seat ``seat``, sending home whoever sits there
    (the variant, §16); the captain who boarded is protected from the second pirate."""
    pirate = st.actor
    name = st.names[pirate]
    occ = st.occ
    good = SEAT_GOOD[seat]
    occ[st.board_from] = -1
    victim = occ[seat]
    if victim >= 0:
        st.left[victim] += 1
        st._event(
            f"{name} boards the {GOODS[good]} boat and sends {st.names[victim]}'s "
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
        st.filled[good] += 1
        st._event(
            f"{name} boards the {GOODS[good]} boat ({SPACE_NAMES[seat]}).",
            None,
            (
                "mn-log-board",
                {"player": PLAYER[pirate], "boat": BOAT[good], "seat": SEAT_NUMBER[seat]},
            ),
        )
    occ[seat] = pirate
    st.protected = seat


def _second_to_bow(st: Board) -> bool:
    """The captain boarded: the second pirate moves to the bow at once (§9.1). True when
    he has still to decide (the captain decided first)."""
    occ = st.occ
    occ[CAPTAIN] = occ[SECOND]
    occ[SECOND] = -1
    st._event(
        f"{st.names[occ[CAPTAIN]]} moves to the bow and is the pirate captain.",
        None,
        ("mn-log-new-captain", {"player": PLAYER[occ[CAPTAIN]]}),
    )
    if st.board_stage == 0:
        st.board_stage = 1
        st.actor = occ[CAPTAIN]
        return True
    return False


# plunder
def plunder_next(st: Board) -> None:
    """Resolve the boats on 13 after the third move, one at a time (§9.2)."""
    for g in sailing.on_13(st):
        if st.occ[CAPTAIN] >= 0:
            if not st.plundered >> g & 1:
                _plunder(st, g)
            st.pending = g
            st.actor = st.occ[CAPTAIN]
            st.phase = PH_PLUNDER
            return
        if st.unplundered_harbor:
            st._event(
                f"The pirate ship is empty: the {GOODS[g]} boat on 13 sails on.",
                None,
                ("mn-log-sails-on", {"boat": BOAT[g]}),
            )
            sailing.arrive(st, g)
        else:
            sailing.to_shipyard(st, g, "unplundered")
    st.pending = -1
    sailing.wrecks(st)
    payouts.pay_out(st)


def _plunder(st: Board, good: int) -> None:
    st.plundered |= 1 << good
    first = FIRST_SEAT[good]
    occ = st.occ
    home: list[int] = []
    for s in range(first, first + st.filled[good]):
        owner = occ[s]
        st.left[owner] += 1
        occ[s] = -1
        home.append(owner)
    st.filled[good] = 0
    if home:
        crew = ", ".join(st.names[p] for p in home)
        args = seat_list(home)
        args["boat"] = BOAT[good]
        st._event(
            f"The pirates plunder the {GOODS[good]} boat; {crew} go home unpaid.",
            None,
            ("mn-log-plunder-crew", args),
        )
    else:
        st._event(
            f"The pirates plunder the {GOODS[good]} boat.",
            None,
            ("mn-log-plunder", {"boat": BOAT[good]}),
        )


def legal_plunder(st: Board) -> list[Action]:
    return list(st.actions.send[st.pending])


def apply_plunder(st: Board, action: Action) -> None:
    good = action.arg
    if action.arg2 == TO_HARBOR:
        st._event(
            f"{st.names[st.actor]} sends the plundered {GOODS[good]} boat on.",
            None,
            ("mn-log-plunder-sent-on", {"player": PLAYER[st.actor], "boat": BOAT[good]}),
        )
        sailing.arrive(st, good)
    else:
        sailing.to_shipyard(st, good, "plundered")
    plunder_next(st)
