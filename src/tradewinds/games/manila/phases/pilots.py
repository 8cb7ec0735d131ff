"""Pilots (rules reference §10): before the third move, small pilot first, then large.

* Small pilot: ``pilot <good> +1`` or ``-1`` on one boat at sea, or ``pass``.
* Large pilot: one boat ``+2``/``-2``/``+1``/``-1``; after a one-space move he may move a
  second, different boat by one space (``large_pilot_second``) or ``pass``. Moving the
  same boat twice by one space is the same as ``+2`` (or no move), so it is not offered.
* A boat may not go below space 0; a boat moved past 13 arrives in Manila at once (first
  free harbour space) and cannot be moved again; a boat moved onto 13 is not attacked now.
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogArg
from ..actions import K_PASS, LOADS
from ..board import PH_PILOT_LARGE, PH_PILOT_LARGE2, PH_PILOT_SMALL, Board
from ..data import GOODS, MANILA, PILOT_LARGE, PILOT_SMALL
from ..logwords import BOAT, PLAYER
from . import sailing

# The small pilot (False) and the large one (True): English words, the log's term.
_PILOTS: Final = {
    False: ("small pilot", "mn-log-pilot-small"),
    True: ("large pilot", "mn-log-pilot-large"),
}

# The moves offered for each boat, in this order.
_MOVES: Final = (1, -1, 2, -2)


def pilots_start(st: Board) -> None:
    seat = st.occ[PILOT_SMALL]
    if seat >= 0:
        st.actor = seat
        st.phase = PH_PILOT_SMALL
        return
    _large_pilot_start(st)


def _large_pilot_start(st: Board) -> None:
    seat = st.occ[PILOT_LARGE]
    st.pilot_first = -1
    if seat >= 0:
        st.actor = seat
        st.phase = PH_PILOT_LARGE
        return
    sailing.move(st)


def legal_pilot(st: Board) -> list[Action]:
    """The moves of the small pilot, the large one, and the large one's second move."""
    legal = [st.actions.pass_]
    pilot = st.actions.pilot
    for g in LOADS[st.ashore]:
        moves = pilot[g]
        for d in _MOVES:
            if pilot_refusal(st, g, d) is None:
                legal.append(moves[d + 2])
    return legal


def pilot_refusal(st: Board, good: int, d: int) -> str | None:
    """Why the pilot deciding now may not move ``good``'s boat by ``d`` spaces (the key
    of the rule, see rulings.py), or None if he may (§10): only a boat at sea this
    voyage and not yet berthed, never below space 0 (rulings Q7), two spaces only with
    the large pilot, whose second move must be another boat."""
    if good == st.ashore or st.pos[good] < 0:
        return "not-sailing"
    if st.berth[good] >= 0:
        return "berthed"
    if st.pos[good] + d < 0:
        return "below-zero"
    if (d == 2 or d == -2) and st.phase != PH_PILOT_LARGE:
        return "two-spaces"
    if good == st.pilot_first and st.phase == PH_PILOT_LARGE2:
        return "second-boat"
    return None


def _pilot(st: Board, action: Action, large: bool) -> bool:
    """Apply one move of the small or the ``large`` pilot; False for ``pass``."""
    name = st.names[st.actor]
    which, term = _PILOTS[large]
    if action.kind == K_PASS:
        st._event(
            f"{name} ({which}) moves no boat.",
            None,
            ("mn-log-pilot-pass", {"player": PLAYER[st.actor], "pilot": term}),
        )
        return False
    good, d = action.arg, action.arg2
    p = st.pos[good] + d
    if p >= MANILA:
        phrase_id = "mn-log-pilot-to-manila"
    else:
        phrase_id = "mn-log-pilot-forward" if d > 0 else "mn-log-pilot-back"
    args: dict[str, LogArg] = {
        "player": PLAYER[st.actor],
        "pilot": term,
        "boat": BOAT[good],
        "spaces": abs(d),
        "space": p,
    }
    # (The sign written out: a format spec costs a method call when compiled.)
    signed = f"+{d}" if d >= 0 else str(d)
    where = str(p) if p < MANILA else "Manila"
    st._event(
        f"{name} ({which}) moves the {GOODS[good]} boat {signed} to {where}.",
        None,
        (phrase_id, args),
    )
    if p >= MANILA:
        sailing.arrive(st, good)
    else:
        st.pos[good] = p
    return True


def apply_pilot_small(st: Board, action: Action) -> None:
    _pilot(st, action, False)
    _large_pilot_start(st)


def apply_pilot_large(st: Board, action: Action) -> None:
    if _pilot(st, action, True) and action.arg2 in (1, -1):
        good = action.arg
        if any(st.berth[g] < 0 and g != good for g in LOADS[st.ashore]):
            st.pilot_first = good
            st.phase = PH_PILOT_LARGE2
            return
    sailing.move(st)


def apply_pilot_large2(st: Board, action: Action) -> None:
    _pilot(st, action, True)
    st.pilot_first = -1
    sailing.move(st)
