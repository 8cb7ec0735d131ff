"""Craftsman with the expansions: the Chapel, the Aqueduct, the Specialty Factory, the
Jeweler, the Library's two extra barrels, the festival production goal (base §5.4;
expansions §2.3, §3.3, §5.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, TypeVar

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import K_EXTRA, K_PASS
from ..board import PH_CRAFTSMAN_PRIVILEGE, PH_PRODUCE
from ..data import (
    AQUEDUCT,
    CHAPEL,
    CORN,
    FACTORY,
    FACTORY_INCOME,
    GOODS,
    INDIGO,
    JEWELER,
    LARGE_INDIGO_PLANT,
    LARGE_SUGAR_MILL,
    NUM_GOODS,
    SPECIALTY_FACTORY,
    SUGAR,
)
from ..layout import BUILDINGS_AT, DOUBLOONS, GOODS_AT, NOBLES, STRIDE
from ..role_log import CHAPEL_DOUBLOON, DECLINES_PRODUCTION, GOOD_WORDS, SEATS, goods_args

if TYPE_CHECKING:
    from ..state import PuertoRicoState

T = TypeVar("T")

_AQUEDUCT_PLANTS: Final = ((INDIGO, LARGE_INDIGO_PLANT), (SUGAR, LARGE_SUGAR_MILL))


def craftsman_start(s: PuertoRicoState) -> None:
    """Chapels, then everyone produces, clockwise from the craftsman."""
    b = s.board
    for seat in s.seat_order(s.chooser) if s.in_game[CHAPEL] else ():
        if s.occupied(seat, CHAPEL):
            if s.noble_on(seat, CHAPEL):
                s.gain_vp(
                    seat,
                    1,
                    f"{s.names[seat]}'s Chapel (a noble): a VP chip.",
                    ("pr-log-chapel-noble", {"player": SEATS[seat]}),
                )
            else:
                b[seat * STRIDE + DOUBLOONS] += 1
                s._event(
                    f"{s.names[seat]}'s Chapel: 1 doubloon.",
                    phrase=CHAPEL_DOUBLOON[seat],
                )
    s.produced = 0
    s.step = 0
    craftsman_next(s)


def craftsman_next(s: PuertoRicoState) -> None:
    """Produce for the next players; with ``optional_production`` ask each one who
    would get a barrel whether he produces ("L'azione di una carta è facoltativa")."""
    step = next_in_turn(s, craftsman_turn, s.chooser, s.players, s.step, s.acting)
    s.step = step
    if step < s.acting:
        return
    s.actor = s.chooser
    s.extra_left = s.privilege(s.chooser)
    if s.produced and legal_craftsman_privilege(s)[:-1]:
        s.phase = PH_CRAFTSMAN_PRIVILEGE
    else:
        s._end_role()


def craftsman_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` produces, or (optional production) True: he decides whether he does."""
    if s.optional_production and would_produce(s, seat):
        s.actor = seat
        s.phase = PH_PRODUCE
        return True
    produce(s, seat)
    return False


def would_produce(s: PuertoRicoState, seat: int) -> bool:
    supply = s.goods_supply
    return any(c and supply[g] for g, c in enumerate(s.capacities(seat)))


def legal_produce(s: PuertoRicoState) -> list[Action]:
    return [s.actions.done, s.actions.pass_]


def apply_produce(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_PASS:
        s._event(
            f"{s.names[s.actor]} declines to produce.",
            phrase=DECLINES_PRODUCTION[s.actor],
        )
    else:
        produce(s, s.actor)
    s.step += 1
    craftsman_next(s)


def specialty_factory(s: PuertoRicoState, seat: int, amounts: list[int]) -> None:
    """The Specialty Factory's income: one doubloon less than the most barrels of one
    kind (not corn) produced, when that is two or more."""
    most = max(amounts[g] for g in range(NUM_GOODS) if g != CORN)
    if most >= 2:
        s.board[seat * STRIDE + DOUBLOONS] += most - 1
        s._event(
            f"{s.names[seat]}'s Specialty Factory earns {most - 1} doubloons.",
            phrase=("pr-log-specialty-factory", {"player": SEATS[seat], "doubloons": most - 1}),
        )


def produce(s: PuertoRicoState, seat: int) -> None:
    """``seat``'s production and what comes with it: the Aqueduct, Factory, Specialty
    Factory and Jeweler, the festival production goal."""
    b = s.board
    supply = s.goods_supply
    base = seat * STRIDE
    kinds = 0
    got: list[str] = []
    pairs: list[tuple[int, int]] = []
    amounts = [0] * NUM_GOODS
    for good, amount in enumerate(s.capacities(seat)):
        if not amount:
            continue
        if amount > supply[good]:
            amount = supply[good]
        if amount:
            supply[good] -= amount
            b[base + GOODS_AT + good] += amount
            amounts[good] = amount
            kinds += 1
            got.append(f"{amount} {GOODS[good]}")
            pairs.append((amount, good))
    if got:
        args = goods_args(pairs)
        args["player"] = SEATS[seat]
        s._event(f"{s.names[seat]} produces {', '.join(got)}.", phrase=("pr-log-produces", args))
    if b[base + BUILDINGS_AT + AQUEDUCT] > 0:
        aqueduct(s, seat, amounts)
    if seat == s.chooser and kinds:
        s.produced = 1  # no barrel of his own, no privilege barrel (base §5.4)
    if kinds >= 2 and b[base + BUILDINGS_AT + FACTORY] > 0:
        income = FACTORY_INCOME[kinds]
        b[base + DOUBLOONS] += income
        s._event(
            f"{s.names[seat]}'s Factory earns {income} doubloons ({kinds} kinds).",
            phrase=(
                "pr-log-factory",
                {"player": SEATS[seat], "doubloons": income, "kinds": kinds},
            ),
        )
    if b[base + BUILDINGS_AT + SPECIALTY_FACTORY] > 0:
        specialty_factory(s, seat, amounts)
    if b[base + BUILDINGS_AT + JEWELER] > 0 and b[base + NOBLES]:
        b[base + DOUBLOONS] += b[base + NOBLES]
        s._event(
            f"{s.names[seat]}'s Jeweler earns {b[base + NOBLES]} doubloons (1 per noble).",
            phrase=("pr-log-jeweler", {"player": SEATS[seat], "doubloons": b[base + NOBLES]}),
        )
    if kinds:
        for hook in s.after_production:
            hook(s, seat, amounts)


def aqueduct(s: PuertoRicoState, seat: int, amounts: list[int]) -> None:
    """Aqueduct (§2.3, X4): +1 indigo / sugar when the large plant took part."""
    b = s.board
    base = seat * STRIDE
    for good, plant in _AQUEDUCT_PLANTS:
        if amounts[good] and b[base + BUILDINGS_AT + plant] > 0 and s.goods_supply[good]:
            s.goods_supply[good] -= 1
            b[base + GOODS_AT + good] += 1
            amounts[good] += 1
            s._event(
                f"{s.names[seat]}'s Aqueduct adds 1 {GOODS[good]}.",
                phrase=("pr-log-aqueduct", {"player": SEATS[seat], "good": GOOD_WORDS[good]}),
            )


def extra_refusals(s: PuertoRicoState, seat: int, by_good: Sequence[T]) -> list[T]:
    """What ``by_good`` holds for each good the craftsman ``seat`` may take an extra
    barrel of now: a kind he can produce (:meth:`Board.capacities`) and the supply has
    (§5.4). Every other good is refused as "extra-barrel" (see rulings.py). One pass, no
    list of refusals: the generator's hot path."""
    supply = s.goods_supply
    found: list[T] = []
    for x, good, capacity in zip(by_good, range(NUM_GOODS), s.capacities(seat)):
        if capacity and supply[good]:
            found.append(x)
    return found


def extra_refusal(s: PuertoRicoState, seat: int, good: int) -> str | None:
    """Why the craftsman ``seat`` may not take an extra barrel of ``good`` now
    (:func:`extra_refusals`): the key of the rule, or None."""
    return None if good in extra_refusals(s, seat, range(NUM_GOODS)) else "extra-barrel"


def legal_craftsman_privilege(s: PuertoRicoState) -> list[Action]:
    legal = extra_refusals(s, s.actor, s.actions.extra)
    legal.append(s.actions.pass_)
    return legal


def apply_craftsman_privilege(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_EXTRA:
        good = action.arg
        s.goods_supply[good] -= 1
        s.board[s.actor * STRIDE + GOODS_AT + good] += 1
        s._event(
            f"{s.names[s.actor]} takes an extra {GOODS[good]} (privilege).",
            phrase=(
                "pr-log-extra-barrel",
                {"player": SEATS[s.actor], "good": GOOD_WORDS[good]},
            ),
        )
        s.extra_left -= 1
        if s.extra_left and legal_craftsman_privilege(s)[:-1]:
            return  # the Library's second barrel (§2.3)
    s._end_role()
