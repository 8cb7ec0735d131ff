"""End of a voyage (rules reference §12, §12.1, §13, §15): payouts, insurance, prices.

Payouts in the seed's order, all from the bank except the shipyard spaces:

* A. pirates: each plundered boat's value, split equally among the pirate ship's crew;
* B. boats in the harbour: the boat's value split equally among everyone on board;
* C. harbour spaces A/B/C: 6 / 8 / 15 if a boat berths there;
* D. shipyard spaces A/B/C: 6 / 8 / 15 if a boat berths there, paid by the insurance
  agent if there is one (else by the bank).

Insurance settlement: after collecting A-C, the agent owes the printed value of every
occupied shipyard berth (to its accomplice, or to the bank if the space is empty; what he
owes himself cancels). Short of cash he must mortgage (automatically, as every forced
mortgage: ``Board.raise_cash``); if even that is not enough he pays all his cash and the
bank pays the rest, so recipients are always paid in full and nobody goes below 0.

Then every good whose boat is in the harbour moves up one step on the price track; if a
price reaches 30 the game ends, else the next voyage starts with an auction opened by
this voyage's harbour master.
"""

from __future__ import annotations

from typing import Final

from ....core.phrase import LogArg, LogPhrase
from ..actions import LOADS
from ..board import BANK, PH_OVER, Board
from ..data import (
    BOAT_VALUE,
    CAPTAIN,
    FIRST_SEAT,
    GOODS,
    HARBOR,
    IN_HARBOR,
    INSURANCE,
    NUM_GOODS,
    PAYOUT,
    PRICE_TRACK,
    SECOND,
    SHIPYARD,
    SPACE_NAMES,
    TOP_PRICE_INDEX,
)
from ..logwords import (
    BOAT,
    GOOD,
    PLAYER,
    SPACE_FIRST,
    good_list,
    goods_text,
    opening_goods,
    seat_list,
    unpack,
)
from . import sailing

# The insurance agent pays a shipyard space: (to a player?, only part of it?) -> message.
_INSURANCE_PAYS: Final = {
    (True, False): "mn-log-insurance-pays",
    (True, True): "mn-log-insurance-pays-covered",
    (False, False): "mn-log-insurance-pays-bank",
    (False, True): "mn-log-insurance-pays-bank-waived",
}


# The price lines met so far, (English text, phrase) by their code: shared by every game.
_RISES: Final[dict[int, tuple[str, LogPhrase]]] = {}


def _rises_line(code: int) -> tuple[str, LogPhrase]:
    """ "Prices rise: silk 10, jade 5." and its phrase (``code``: see _finish_voyage)."""
    rises = [(g, PRICE_TRACK[step]) for g, step in unpack(code)]
    return f"Prices rise: {goods_text(rises)}.", ("mn-log-prices-rise", good_list(rises, "price"))


def _cap(text: str) -> str:
    """``text`` with its first letter in upper case ("Harbour space A")."""
    return text[:1].upper() + text[1:]


def pay_out(st: Board) -> None:
    """The payouts of the voyage (§12) in the seed's order A-D, then the prices."""
    _pay_pirates(st)
    _pay_boats(st)
    _pay_harbor(st)
    if st.occ[INSURANCE] < 0:
        _pay_shipyard_from_bank(st)
        _finish_voyage(st)
    else:
        _settle_insurance(st)


def _pay_pirates(st: Board) -> None:
    """A. Each plundered boat's value, split equally among the pirate ship's crew."""
    occ = st.occ
    pirates = [p for p in (occ[CAPTAIN], occ[SECOND]) if p >= 0]
    for g in range(NUM_GOODS):
        if st.plundered >> g & 1:
            share = BOAT_VALUE[g] // len(pirates)
            for p in pirates:
                st.gain(p, share)
            args = seat_list(pirates)
            args["good"] = GOOD[g]
            args["pesos"] = share
            st._event(
                f"Pirates: the {GOODS[g]} plunder pays {share} to each of "
                f"{', '.join(st.names[p] for p in pirates)}.",
                None,
                ("mn-log-plunder-pays", args),
            )


def _pay_boats(st: Board) -> None:
    """B. Each boat in the harbour: its value split equally among everyone on board."""
    occ = st.occ
    for g in LOADS[st.ashore]:
        n = st.filled[g]
        if st.berth[g] < IN_HARBOR and n:
            share = BOAT_VALUE[g] // n
            first = FIRST_SEAT[g]
            crew = [occ[s] for s in range(first, first + n)]
            for p in crew:
                st.gain(p, share)
            args = seat_list(crew)
            args["boat"] = BOAT[g]
            args["pesos"] = share
            st._event(
                f"The {GOODS[g]} boat pays {share} to each accomplice on board "
                f"({', '.join(st.names[p] for p in crew)}).",
                None,
                ("mn-log-boat-pays", args),
            )


def _pay_harbor(st: Board) -> None:
    """C. The harbour spaces where a boat berths pay their accomplices, from the bank."""
    for k in range(st.harbor_used):
        space = HARBOR[k]
        p = st.occ[space]
        if p >= 0:
            amount = PAYOUT[space]
            st.gain(p, amount)
            st._event(
                f"{_cap(SPACE_NAMES[space])} pays {amount} to {st.names[p]}.",
                None,
                (
                    "mn-log-space-pays",
                    {"space": SPACE_FIRST[space], "pesos": amount, "player": PLAYER[p]},
                ),
            )


def _pay_shipyard_from_bank(st: Board) -> None:
    """D. With no insurance agent, the bank pays the shipyard spaces where a boat berths."""
    for k in range(st.shipyard_used):
        space = SHIPYARD[k]
        p = st.occ[space]
        if p >= 0:
            amount = PAYOUT[space]
            st.gain(p, amount)
            st._event(
                f"{_cap(SPACE_NAMES[space])} pays {amount} to {st.names[p]} (from the bank).",
                None,
                (
                    "mn-log-shipyard-pays",
                    {"space": SPACE_FIRST[space], "pesos": amount, "player": PLAYER[p]},
                ),
            )


def _settle_insurance(st: Board) -> None:
    """D. with an insurance agent (§12.1): he owes every occupied shipyard berth."""
    insurer = st.occ[INSURANCE]
    name = st.names[insurer]
    owed = insurance_owed(st)
    if not owed:
        st._event(
            f"{name} (insurance) owes nothing and keeps the premium.",
            None,
            ("mn-log-insurance-owes-nothing", {"player": PLAYER[insurer]}),
        )
        _finish_voyage(st)
        return
    st._event(
        f"{name} (insurance) owes {owed} for the boats in the shipyard.",
        None,
        ("mn-log-insurance-owes", {"player": PLAYER[insurer], "pesos": owed}),
    )
    # §12.1: he mortgages what he must, or everything if even that is not enough (then
    # he pays all his cash and the bank pays the rest).
    st.raise_cash(insurer, owed, insurance=True)
    _insurance_pay(st)


def insurance_owed(st: Board) -> int:
    """What the insurance agent owes for the boats in the shipyard (§12.1)."""
    insurer = st.occ[INSURANCE]
    return sum(
        PAYOUT[SHIPYARD[k]] for k in range(st.shipyard_used) if st.occ[SHIPYARD[k]] != insurer
    )


def _insurance_pay(st: Board) -> None:
    """Pay the shipyard berths from the insurer's cash; the bank covers a shortfall."""
    occ = st.occ
    names = st.names
    insurer = occ[INSURANCE]
    budget = st.cash[insurer]
    for k in range(st.shipyard_used):
        space = SHIPYARD[k]
        p = occ[space]
        amount = PAYOUT[space]
        args: dict[str, LogArg] = {
            "space": SPACE_FIRST[space],
            "player": PLAYER[insurer],
            "pesos": amount,
        }
        if p == insurer:
            st._event(
                f"{_cap(SPACE_NAMES[space])}: {names[p]} would pay himself {amount}: cancelled.",
                None,
                ("mn-log-insurance-self", args),
            )
            continue
        own = amount if amount <= budget else budget
        budget -= own
        rest = amount - own
        if own:
            st.transfer(insurer, p if p >= 0 else BANK, own)
        if rest and p >= 0:
            st.gain(p, rest)
        to = names[p] if p >= 0 else "the bank"
        if p >= 0:
            args["payee"] = PLAYER[p]
        if rest:
            args["pesos"] = own
            if p >= 0:
                args["rest"] = rest
            st._event(
                f"{_cap(SPACE_NAMES[space])}: {names[insurer]} pays {own} to {to}"
                + (f" and the bank covers {rest}." if p >= 0 else "; the rest is waived."),
                None,
                (_INSURANCE_PAYS[p >= 0, True], args),
            )
        else:
            st._event(
                f"{_cap(SPACE_NAMES[space])}: {names[insurer]} pays {amount} to {to}.",
                None,
                (_INSURANCE_PAYS[p >= 0, False], args),
            )
    _finish_voyage(st)


# prices
def _finish_voyage(st: Board) -> None:
    price = st.price
    code = 0  # the goods whose price rises and their new step (logwords.unpack)
    for g in LOADS[st.ashore]:
        if st.berth[g] < IN_HARBOR and price[g] < TOP_PRICE_INDEX:
            price[g] += 1
            code = code * 64 + g * 8 + price[g]
    if code:
        line = _RISES.get(code)
        if line is None:
            line = _RISES[code] = _rises_line(code)
        st._event(line[0], None, line[1])
    else:
        st._event("No good reached Manila: prices stay.", None, ("mn-log-prices-stay", {}))
    top = [g for g in range(NUM_GOODS) if price[g] == TOP_PRICE_INDEX]
    if top:
        st.phase = PH_OVER
        args = opening_goods(top)
        args["price"] = PRICE_TRACK[TOP_PRICE_INDEX]
        st._event(
            f"{_cap(' and '.join(GOODS[g] for g in top))} reached 30: the game is over.",
            None,
            ("mn-log-game-over", args),
        )
        return
    _cleanup(st)


def _cleanup(st: Board) -> None:
    """§13: boats leave, accomplices go home; the next voyage starts."""
    st.prev_hm = st.hm
    st.opener = st.hm
    sailing.start_voyage(st)
