"""The harbour master's duties (rules reference §6): buy a share, load, place the boats.

* ``buy <good>`` (or ``pass``): one share from the open supply for max(5, price); the
  share is received once it is paid for, so it cannot be mortgaged to pay for itself.
* ``load <good> <good> <good>``: the three goods loaded; the fourth stays ashore. The
  routes are equivalent (§6.3), so the boats take the routes in the order of the goods.
* ``start <good> <n>``: one boat at a time, in route order; each start is 0..5 and the
  three sum to exactly 9 (the last boat is therefore placed automatically).
"""

from __future__ import annotations

from typing import Final

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ..actions import K_PASS, LOADS
from ..board import PH_BUY, PH_LOAD, PH_START, Board
from ..data import (
    GOODS,
    LOADED_BOATS,
    START_MAX,
    START_MIN,
    START_SUM,
    share_price,
)
from ..logwords import LOAD, PLAYER, SHARE, good_list, goods_text, unpack
from . import placement

# The start lines met so far, ("ginseng 3, silk 0, jade 6", phrase) by a code of the
# harbour master and the starts: every game shares them (a few hundred).
_STARTS: Final[dict[int, tuple[str, LogPhrase]]] = {}


def _start_line(hm: int, code: int) -> tuple[str, LogPhrase]:
    starts = [(g, space - 1) for g, space in unpack(code)]
    args = good_list(starts, "space")
    args["player"] = PLAYER[hm]
    return goods_text(starts), ("mn-log-start", args)


# buy
def buy_start(st: Board) -> None:
    st.actor = st.hm
    st.phase = PH_BUY


def legal_buy(st: Board) -> list[Action]:
    hm = st.hm
    acts = st.actions.buy
    legal = [st.actions.pass_]
    for g in range(4):
        if buy_refusal(st, hm, g) is None:
            legal.append(acts[g])
    return legal


def buy_refusal(st: Board, seat: int, good: int) -> str | None:
    """Why the harbour master ``seat`` may not buy a ``good`` share (the key of the
    rule, see rulings.py), or None if he may: one must be left in the supply, and he
    must be able to pay its price, at least 5 (§6.1)."""
    if not st.supply[good]:
        return "no-share-left"
    if share_price(st.price[good]) > st.funds(seat):
        return "share-funds"
    return None


def apply_buy(st: Board, action: Action) -> None:
    hm = st.hm
    if action.kind == K_PASS:
        none = ("mn-log-buy-none", {"player": PLAYER[hm]})
        st._event(f"{st.names[hm]} buys no share.", None, none)
        _load_start(st)
        return
    good = action.arg
    cost = share_price(st.price[good])
    st._event(
        f"{st.names[hm]} buys a {GOODS[good]} share for {cost}.",
        None,
        ("mn-log-buy", {"player": PLAYER[hm], "share": SHARE[good], "pesos": cost}),
    )
    st.pay(hm, cost)  # before the share is his: it cannot pay for itself
    at = hm * 4 + good
    st.supply[good] -= 1
    st.held[at] += 1
    st.bought[at] += 1
    _load_start(st)


# load
def _load_start(st: Board) -> None:
    st.actor = st.hm
    st.phase = PH_LOAD


def legal_load(st: Board) -> list[Action]:
    return list(st.actions.loads)


def apply_load(st: Board, action: Action) -> None:
    ashore = action.arg
    st.ashore = ashore
    three = LOADS[ashore]
    st._event(
        f"{st.names[st.hm]} loads {GOODS[three[0]]}, {GOODS[three[1]]} and "
        f"{GOODS[three[2]]}; {GOODS[ashore]} stays ashore.",
        None,
        LOAD[st.hm][ashore],
    )
    st.phase = PH_START


# start
def start_bounds(st: Board) -> tuple[int, int, int]:
    """(good of the next boat to place, lowest start, highest start) (§6.3)."""
    placed = 0
    total = 0
    good = -1
    for g in LOADS[st.ashore]:
        p = st.pos[g]
        if p >= 0:
            placed += 1
            total += p
        elif good < 0:
            good = g
    rest = START_SUM - total
    after = LOADED_BOATS - placed - 1  # boats still to place after this one
    low = rest - START_MAX * after
    return good, max(START_MIN, low), min(START_MAX, rest)


def legal_start(st: Board) -> list[Action]:
    good, low, high = start_bounds(st)
    return list(st.actions.start[good][low - START_MIN : high - START_MIN + 1])


def apply_start(st: Board, action: Action) -> None:
    st.pos[action.arg] = action.arg2
    if all(st.pos[g] >= 0 for g in LOADS[st.ashore]):
        pos = st.pos
        code = 0  # the boats and their start spaces + 1 (logwords.unpack)
        for g in LOADS[st.ashore]:
            code = code * 64 + g * 8 + pos[g] + 1
        key = code * 8 + st.hm
        line = _STARTS.get(key)
        if line is None:
            line = _STARTS[key] = _start_line(st.hm, code)
        st._event(f"{st.names[st.hm]} places the boats: {line[0]}.", None, line[1])
        placement.start_placement(st)
