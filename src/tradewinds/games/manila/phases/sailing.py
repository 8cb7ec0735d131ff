"""The voyage schedule and the movement rounds (rules reference §4.1, §8, §9.3, §11).

Placement rounds alternate with the three movement rounds (with three players, two
placement rounds come before the first move). A movement round is a chance event: the
harbour master rolls the dice of the boats still at sea, drawn from the state's own RNG
at that moment and logged publicly, and every boat moves its full roll; a boat reaching
14 or more has passed 13 and takes the first free harbour space (boats arriving in the
same round are berthed in route order). The pirates board after the second move, the
pilots act before the third, and after it the boats on 13 are plundered (or, with an
empty pirate ship, follow option ``unplundered_boat_on_13``) and every other boat still
at sea goes to the first free shipyard space.
"""

from __future__ import annotations

from typing import Final

from ....core import rng
from ....core.phrase import LogPhrase
from ..actions import LOADS
from ..board import Board
from ..data import DIE_SIDES, GOODS, IN_HARBOR, MANILA, PIRATE_SPACE, PLACE
from ..logwords import ARRIVE, PLAYER, at_berth, good_list, goods_text, unpack
from . import auction, pilots, pirates, placement

# Why a boat goes to the shipyard: the English words and the log line's phrases.
TO_SHIPYARD: Final = {
    "late": (
        "does not reach Manila and goes to the shipyard",
        at_berth("mn-log-shipyard-late"),
    ),
    "unplundered": (
        "stays on 13 unplundered and goes to the shipyard",
        at_berth("mn-log-shipyard-unplundered"),
    ),
    "plundered": (
        "is sent to the shipyard by the pirates",
        at_berth("mn-log-shipyard-plundered"),
    ),
}

# The dice lines met so far, (English text, phrase) by a code of the move and the dice:
# every game shares them (a few thousand at most), so a roll formats nothing.
_DICE: Final[dict[int, tuple[str, LogPhrase]]] = {}


def _dice_line(move: int, code: int) -> tuple[str, LogPhrase]:
    """ "Move 2: the dice show silk 3, jade 5." and its phrase (``code``: see _move)."""
    rolled = unpack(code)
    args = good_list(rolled, "die")
    args["move"] = move
    return f"Move {move}: the dice show {goods_text(rolled)}.", ("mn-log-dice", args)


def run_step(st: Board) -> None:
    if st.schedule[st.step] == PLACE:
        placement.round_start(st)
    elif st.moves == 2:
        pilots.pilots_start(st)
    else:
        move(st)


def next_step(st: Board) -> None:
    st.step += 1
    run_step(st)


# movement
def move(st: Board) -> None:
    """Roll the dice of the boats at sea and move them (§8)."""
    pos = st.pos
    berth = st.berth
    dice = st.dice
    state = st.rng
    code = 0  # the goods and dice rolled, in order (logwords.unpack)
    arrived: list[int] = []
    for g in LOADS[st.ashore]:
        if berth[g] >= 0:
            continue
        if st.chance:  # a stacked roll (stack_chance)
            d = st.chance[0]
            st.chance = st.chance[1:]
        else:
            state, r = rng.below(state, DIE_SIDES)
            d = r + 1
        dice[g] = d
        code = code * 64 + g * 8 + d
        p = pos[g] + d
        if p >= MANILA:
            p = MANILA
            arrived.append(g)
        pos[g] = p
    st.rng = state
    st.moves += 1
    if code:
        key = code * 4 + st.moves
        line = _DICE.get(key)
        if line is None:
            line = _DICE[key] = _dice_line(st.moves, code)
        st._event(line[0], None, line[1])
    else:
        st._event(
            f"Move {st.moves}: every boat is already in Manila.",
            None,
            ("mn-log-dice-none", {"move": st.moves}),
        )
    for g in arrived:
        arrive(st, g)
    if st.moves == 2:
        pirates.boarding_start(st)
    elif st.moves == 3:
        pirates.plunder_next(st)
    else:
        next_step(st)


def arrive(st: Board, good: int) -> None:
    """The boat of ``good`` has passed 13: first free harbour space (§8)."""
    st.pos[good] = MANILA
    st.berth[good] = st.harbor_used
    st.harbor_used += 1
    st._event(
        f"The {GOODS[good]} boat reaches Manila ({st.berth_name(good)}).",
        None,
        ARRIVE[good][st.berth[good]],
    )


def to_shipyard(st: Board, good: int, why: str) -> None:
    """The boat of ``good`` takes the first free shipyard space; ``why`` is a key of
    :data:`TO_SHIPYARD`."""
    st.berth[good] = IN_HARBOR + st.shipyard_used
    st.shipyard_used += 1
    text, phrases = TO_SHIPYARD[why]
    st._event(
        f"The {GOODS[good]} boat {text} ({st.berth_name(good)}).",
        None,
        phrases[good][st.berth[good]],
    )


def on_13(st: Board) -> list[int]:
    """Goods whose boat is at sea exactly on space 13, in route order."""
    pos = st.pos
    berth = st.berth
    return [g for g in LOADS[st.ashore] if berth[g] < 0 and pos[g] == PIRATE_SPACE]


def wrecks(st: Board) -> None:
    """§9.3: every boat still at sea goes to the first free shipyard space."""
    for g in LOADS[st.ashore]:
        if st.berth[g] < 0:
            to_shipyard(st, g, "late")


def start_voyage(st: Board) -> None:
    """Cleanup (§13) and a new voyage: every accomplice at home, the auction opens."""
    st.voyage += 1
    st._start_fields(voyage=True)
    st.left = [st.accomplices] * st.players
    st._event(
        f"Voyage {st.voyage}: {st.names[st.opener]} opens the auction.",
        None,
        ("mn-log-voyage", {"voyage": st.voyage, "player": PLAYER[st.opener]}),
    )
    auction.auction_start(st)
