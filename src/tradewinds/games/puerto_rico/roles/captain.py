"""Captain with the expansions: the Union Hall, the Lighthouse, the Royal Supplier, the
Small Wharf, the Library's double bonus, the Storehouse (base §5.6; expansions §2.3,
§3.3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ....core.actions import Action
from ....core.phrase import LogPhrase
from ....core.seats import ORDERS, next_in_turn
from ..actions import K_DONE, K_PASS, K_WHARF
from ..board import (
    PH_EXCHANGE,
    PH_KEEP,
    PH_LOAD,
    PH_LOAD_AMOUNT,
    PH_SMALL_WHARF,
    PH_WAREHOUSE,
    R_CAPTAIN_END,
)
from ..data import (
    GOODS,
    HARBOR,
    LARGE_WAREHOUSE,
    LIGHTHOUSE,
    NUM_GOODS,
    ROYAL_SUPPLIER,
    SMALL_WAREHOUSE,
    SMALL_WHARF,
    STOREHOUSE,
    STOREHOUSE_BARRELS,
    UNION_HALL,
    WHARF,
    with_article,
)
from ..expansion_actions import K_AMOUNT, K_SMALL_WHARF
from ..layout import BUILDINGS_AT, DOUBLOONS, GOODS_AT, NOBLES, STRIDE
from ..role_log import GOOD_WORDS, LIGHTHOUSE_DOUBLOON, LOADS_NOTHING, SEATS, goods_args

if TYPE_CHECKING:
    from ..state import PuertoRicoState

T = TypeVar("T")


def captain_start(s: PuertoRicoState) -> None:
    s.actor = s.chooser
    s.idle = 0
    s.wharf_used = 0
    s.small_wharf_used = 0
    s.captain_loaded = 0
    s.royal_seen = 0
    b = s.board
    seat = s.chooser
    if s.occupied(seat, LIGHTHOUSE) and "lighthouse_first_shipment" not in s.rules:
        b[seat * STRIDE + DOUBLOONS] += 1
        s._event(
            f"{s.names[seat]}'s Lighthouse: 1 doubloon for the captain.",
            phrase=LIGHTHOUSE_DOUBLOON[seat],
        )
    for owner in s.seat_order(s.chooser) if s.in_game[UNION_HALL] else ():
        if s.occupied(owner, UNION_HALL):
            base = owner * STRIDE + GOODS_AT
            vp = sum(b[base + g] // 2 for g in range(NUM_GOODS))
            s.gain_vp(
                owner,
                vp,
                f"{s.names[owner]}'s Union Hall pays for pairs of barrels.",
                ("pr-log-union-hall", {"player": SEATS[owner]}),
            )
    captain_next(s)


def load_refusals(
    s: PuertoRicoState,
    seat: int,
    good: int,
    by_ship: Sequence[T],
    refused: dict[int, str] | None = None,
) -> list[T]:
    """What ``by_ship`` holds for each cargo ship of this game on which ``seat`` may load
    his ``good`` now (base §5.6.1, §5.6.2): he has some; one kind per ship, onto the ship
    carrying it while it has room, never on a second ship; a new kind on the empty ship
    that takes the most of his barrels (option ship_choice), or on any empty ship with an
    occupied Small Wharf (exp. §2.3, X9). With ``refused``, each other ship goes in it
    with the key of the rule that refuses it (see rulings.py). One pass, no list of
    refusals: the generator's hot path."""
    held = s.board[seat * STRIDE + GOODS_AT + good]
    ship_good = s.ship_good
    found: list[T] = []
    if not held:
        if refused is not None:
            for ship in range(len(ship_good)):
                refused[ship] = "no-good-to-load"
        return found
    if good in ship_good:
        ship_load = s.ship_load
        capacity = s.ship_capacity
        for ship, carries in enumerate(ship_good):
            if carries == good:
                if ship_load[ship] < capacity[ship]:
                    found.append(by_ship[ship])
                    continue
                key = "ship-full"
            elif carries >= 0:
                key = "ship-carries-other"
            else:
                key = "kind-on-other-ship"
            if refused is not None:
                refused[ship] = key
        return found
    # The barrels each empty ship would take (0: not empty); the most of them wins. With
    # the Small Wharf, any empty ship.
    if s.in_game[SMALL_WHARF] and s.occupied(seat, SMALL_WHARF):
        fits = [held] * len(ship_good)
    else:
        max_space = s.max_space
        fits = []
        for carries, size in zip(ship_good, s.ship_capacity):
            fits.append(0 if carries >= 0 else size if max_space or held > size else held)
    best = max(fits)
    for ship, carries in enumerate(ship_good):
        if carries >= 0:
            key = "ship-carries-other"
        elif fits[ship] == best:
            found.append(by_ship[ship])
            continue
        else:
            key = "largest-empty-ship"
        if refused is not None:
            refused[ship] = key
    return found


def load_refusal(s: PuertoRicoState, seat: int, good: int, ship: int) -> str | None:
    """Why ``seat`` may not load his ``good`` on cargo ``ship`` now
    (:func:`load_refusals`): the key of the rule, or None."""
    refused: dict[int, str] = {}
    load_refusals(s, seat, good, range(len(s.ship_good)), refused)
    return refused.get(ship)


def loads(s: PuertoRicoState, seat: int) -> list[Action]:
    """The legal cargo-ship loads of ``seat`` (:func:`load_refusals`), as actions."""
    base = seat * STRIDE + GOODS_AT
    by_good = s.actions.load_by_good
    found: list[Action] = []
    for good, held in enumerate(s.board[base : base + NUM_GOODS]):
        if held:
            found += load_refusals(s, seat, good, by_good[good])
    return found


def wharf_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not ship a kind on his Wharf now (the key of the rule, see
    rulings.py), or None: he owns an occupied one, once per captain phase (§6.4)."""
    if not s.occupied(seat, WHARF):
        return "no-wharf"
    return "wharf-used" if s.wharf_used >> seat & 1 else None


def small_wharf_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not start handing in barrels to his Small Wharf now (the key of
    the rule, see rulings.py), or None: he owns an occupied one, once per captain phase
    (exp. §2.3, X9)."""
    if not s.occupied(seat, SMALL_WHARF):
        return "no-small-wharf"
    return "small-wharf-used" if s.small_wharf_used >> seat & 1 else None


def load_pass_refusal(s: PuertoRicoState, seat: int, cargo: bool) -> str | None:
    """Why ``seat`` may not load nothing, ``cargo`` telling whether a cargo ship can take
    his goods (the key of the rule, see rulings.py), or None: loading is mandatory while
    one can (§5.6), but not for the owner of an occupied Small Wharf (exp. X9)."""
    if cargo and not (s.in_game[SMALL_WHARF] and s.occupied(seat, SMALL_WHARF)):
        return "must-load"
    return None


def wharf_ready(s: PuertoRicoState, seat: int) -> bool:
    # Most players own no Wharf: the building first (the order of wharf_refusal's
    # tests matters only for which refusal it names).
    # (The building read in place: captain_next asks this of every seat.)
    return (
        s.board[seat * STRIDE + BUILDINGS_AT + WHARF] > 0
        and wharf_refusal(s, seat) is None
        and s.total_goods(seat) > 0
    )


def small_wharf_ready(s: PuertoRicoState, seat: int) -> bool:
    return small_wharf_refusal(s, seat) is None and s.total_goods(seat) > 0


def can_load(s: PuertoRicoState, seat: int) -> bool:
    base = seat * STRIDE + GOODS_AT
    ship_good = s.ship_good
    for good, held in enumerate(s.board[base : base + NUM_GOODS]):
        if held:
            if good not in ship_good:
                if -1 in ship_good:
                    return True
            else:
                ship = ship_good.index(good)
                if s.ship_load[ship] < s.ship_capacity[ship]:
                    return True
    return False


def next_loader(s: PuertoRicoState, seat: int) -> int:
    return seat if s.acting == 1 else ORDERS[s.players][seat][1]  # next_seat


def captain_next(s: PuertoRicoState) -> None:
    """Give the next player with something to do a loading turn, or end loading."""
    while s.idle < s.acting:
        seat = s.actor
        if not s.royal_seen >> seat & 1:
            s.royal_seen |= 1 << seat
            if s.in_game[ROYAL_SUPPLIER] and royal_ready(s, seat):
                s.exchange_left = s.board[seat * STRIDE + NOBLES]
                s.exchange_kinds = 0
                s.phase = PH_EXCHANGE
                return
        if (
            can_load(s, seat)
            or wharf_ready(s, seat)
            or (s.in_game[SMALL_WHARF] and small_wharf_ready(s, seat))
        ):
            s.phase = PH_LOAD
            return
        s.idle += 1
        s.actor = next_loader(s, seat)
    s._window(R_CAPTAIN_END)


def royal_ready(s: PuertoRicoState, seat: int) -> bool:
    return (
        s.occupied(seat, ROYAL_SUPPLIER)
        and s.board[seat * STRIDE + NOBLES] > 0
        and s.total_goods(seat) > 0
    )


def legal_load(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    acts = s.actions
    legal = loads(s, seat)
    cargo = bool(legal)
    base = seat * STRIDE + GOODS_AT
    b = s.board
    if b[seat * STRIDE + BUILDINGS_AT + WHARF] > 0 and wharf_refusal(s, seat) is None:
        legal += [acts.wharf[g] for g in range(NUM_GOODS) if b[base + g]]
    if s.in_game[SMALL_WHARF] and small_wharf_refusal(s, seat) is None:
        legal += [acts.small_wharf[g] for g in range(NUM_GOODS) if b[base + g]]
    if load_pass_refusal(s, seat, cargo) is None:
        legal.append(acts.pass_)
    return legal


def score_load(s: PuertoRicoState, seat: int, vp: int) -> int:
    """VP of a loading action: its barrels' VP, the captain's privilege on his first
    load (twice with a Library), +1 Harbor; +1 doubloon with a Lighthouse."""
    if seat == s.chooser and not s.captain_loaded:
        vp += s.privilege(seat)
        s.captain_loaded = 1
        if "lighthouse_first_shipment" in s.rules and s.occupied(seat, LIGHTHOUSE):
            s.board[seat * STRIDE + DOUBLOONS] += 1
            s._event(
                f"{s.names[seat]}'s Lighthouse: 1 doubloon for the captain.",
                phrase=LIGHTHOUSE_DOUBLOON[seat],
            )
    if s.board[seat * STRIDE + BUILDINGS_AT + HARBOR] > 0:
        vp += 1
    s.award_vp(seat, vp)
    if s.in_game[LIGHTHOUSE] and s.occupied(seat, LIGHTHOUSE):
        s.board[seat * STRIDE + DOUBLOONS] += 1
    return vp


def apply_load(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind == K_PASS:
        s._event(
            f"{s.names[seat]} loads nothing.",
            phrase=LOADS_NOTHING[seat],
        )
        s.idle += 1
        s.actor = next_loader(s, seat)
        captain_next(s)
        return
    good = action.arg
    at = seat * STRIDE + GOODS_AT + good
    held = s.board[at]
    if action.kind == K_SMALL_WHARF:
        s.small_wharf_used |= 1 << seat
        add_to_small_wharf(s, good)
        return
    if action.kind == K_WHARF:
        barrels = held
        s.goods_supply[good] += barrels
        s.wharf_used |= 1 << seat
    else:
        ship = action.arg2
        barrels = min(held, s.ship_capacity[ship] - s.ship_load[ship])
        if barrels > 1 and s.in_game[SMALL_WHARF] and s.occupied(seat, SMALL_WHARF):
            # The Small Wharf's owner may load fewer (X9): how many?
            s.load_good = good
            s.load_ship = ship
            s.phase = PH_LOAD_AMOUNT
            return
        load_ship(s, good, ship, barrels)
        return
    s.board[at] -= barrels
    _shipped(
        s,
        seat,
        f"{barrels} {GOODS[good]} on the Wharf",
        barrels,
        (
            "pr-log-ships-wharf",
            {"player": SEATS[seat], "count": barrels, "good": GOOD_WORDS[good]},
        ),
    )


def load_ship(s: PuertoRicoState, good: int, ship: int, barrels: int) -> None:
    seat = s.actor
    s.ship_good[ship] = good
    s.ship_load[ship] += barrels
    s.board[seat * STRIDE + GOODS_AT + good] -= barrels
    capacity = s.ship_capacity[ship]
    _shipped(
        s,
        seat,
        f"{barrels} {GOODS[good]} on the {capacity}-ship",
        barrels,
        (
            "pr-log-ships",
            {
                "player": SEATS[seat],
                "count": barrels,
                "good": GOOD_WORDS[good],
                "capacity": capacity,
            },
        ),
    )


def _shipped(s: PuertoRicoState, seat: int, what: str, vp: int, phrase: LogPhrase) -> None:
    """Score a shipment and log it: "<name> ships <what>." (``phrase``: that line)."""
    vp = score_load(s, seat, vp)
    s._event(f"{s.names[seat]} ships {what}.", phrase=phrase)
    s._event(f"You earn {vp} VP.", seat, ("pr-log-you-earn-vp", {"vp": vp}))
    s.idle = 0
    s.actor = next_loader(s, seat)
    captain_next(s)


def amount_refusal(s: PuertoRicoState, seat: int, barrels: int) -> str | None:
    """Why ``seat`` may not load ``barrels`` of his chosen kind on the chosen ship with
    his Small Wharf (the key of the rule, see rulings.py), or None: at least one, no more
    than he holds nor than the ship has room for (exp. §2.3, X9)."""
    ship = s.load_ship
    held = s.board[seat * STRIDE + GOODS_AT + s.load_good]
    if barrels < 1 or barrels > held or barrels > s.ship_capacity[ship] - s.ship_load[ship]:
        return "amount-does-not-fit"
    return None


def legal_load_amount(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    amount = s.actions.amount
    return [amount[n] for n in range(len(amount)) if amount_refusal(s, seat, n) is None]


def apply_load_amount(s: PuertoRicoState, action: Action) -> None:
    assert action.kind == K_AMOUNT
    load_ship(s, s.load_good, s.load_ship, action.arg)


def add_to_small_wharf(s: PuertoRicoState, good: int) -> None:
    s.board[s.actor * STRIDE + GOODS_AT + good] -= 1
    s.pending_goods[good] += 1
    s.phase = PH_SMALL_WHARF


def legal_small_wharf(s: PuertoRicoState) -> list[Action]:
    base = s.actor * STRIDE + GOODS_AT
    acts = s.actions
    legal = [acts.small_wharf[g] for g in range(NUM_GOODS) if s.board[base + g]]
    legal.append(acts.done)
    return legal


def apply_small_wharf(s: PuertoRicoState, action: Action) -> None:
    if action.kind != K_DONE:
        add_to_small_wharf(s, action.arg)
        return
    seat = s.actor
    pending = s.pending_goods
    barrels = sum(pending)
    shipped = ", ".join(f"{pending[g]} {GOODS[g]}" for g in range(NUM_GOODS) if pending[g])
    args = goods_args((pending[g], g) for g in range(NUM_GOODS) if pending[g])
    args["player"] = SEATS[seat]
    for g in range(NUM_GOODS):
        s.goods_supply[g] += pending[g]
        pending[g] = 0
    _shipped(
        s,
        seat,
        f"{shipped} with the Small Wharf",
        barrels // 2,
        ("pr-log-ships-small-wharf", args),
    )


def exchange_refusal(s: PuertoRicoState, seat: int, good: int) -> str | None:
    """Why ``seat`` may not exchange a ``good`` barrel for a VP chip at his Royal Supplier
    now (the key of the rule, see rulings.py), or None: he has one, each exchanged barrel
    of a different kind (exp. §3.3)."""
    if not s.board[seat * STRIDE + GOODS_AT + good]:
        return "no-good-to-exchange"
    return "exchange-kinds" if s.exchange_kinds >> good & 1 else None


def legal_exchange(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    legal = [
        s.actions.exchange[g] for g in range(NUM_GOODS) if exchange_refusal(s, seat, g) is None
    ]
    legal.append(s.actions.pass_)
    return legal


def apply_exchange(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS:
        good = action.arg
        s.board[seat * STRIDE + GOODS_AT + good] -= 1
        s.goods_supply[good] += 1
        s.exchange_kinds |= 1 << good
        s.exchange_left -= 1
        s.gain_vp(
            seat,
            1,
            f"{s.names[seat]} exchanges {with_article(GOODS[good])} for a VP chip "
            "(Royal Supplier).",
            ("pr-log-royal-supplier", {"player": SEATS[seat], "good": GOOD_WORDS[good]}),
        )
        if s.exchange_left and len(legal_exchange(s)) > 1:
            return
    captain_next(s)


def storage_start(s: PuertoRicoState) -> None:
    s.step = 0
    storage_next(s)


def storage_next(s: PuertoRicoState) -> None:
    """Each player keeps 1 barrel (+3 with a Storehouse) plus whole kinds in his
    warehouses (base §5.6.3 step 4; §2.3)."""
    step = next_in_turn(s, storage_turn, s.chooser, s.players, s.step, s.acting)
    s.step = step
    if step < s.acting:
        return
    captain_finish(s)


def keep_refusal(s: PuertoRicoState, seat: int, good: int, kept: int) -> str | None:
    """Why ``seat``, having kept ``kept`` of his ``good`` barrels one by one, may not keep
    one more (or, with ``kept`` 0, store the kind in a warehouse) (the key of the rule,
    see rulings.py), or None: he has one not kept yet, of a kind no warehouse holds
    (§5.6.3)."""
    held = s.board[seat * STRIDE + GOODS_AT + good]
    if not held:
        return "nothing-to-keep"
    if held <= kept or s.pick >> good & 1:
        return "already-kept"
    return None


def storage_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` keeps his barrels: True if he must choose what (more kinds than his
    warehouses take and more barrels than he keeps besides)."""
    b = s.board
    s.actor = seat
    s.pick = 0  # bit mask of the kinds kept in warehouses
    base = seat * STRIDE + GOODS_AT
    held = b[base : base + NUM_GOODS]
    kinds = NUM_GOODS - held.count(0)
    total = sum(held)
    at = seat * STRIDE + BUILDINGS_AT  # (occupied buildings read in place: a hot path)
    slots = (1 if b[at + SMALL_WAREHOUSE] > 0 else 0) + (2 if b[at + LARGE_WAREHOUSE] > 0 else 0)
    storehouse = s.in_game[STOREHOUSE] and b[at + STOREHOUSE] > 0
    keeps = 1 + (STOREHOUSE_BARRELS if storehouse else 0)
    if kinds > slots and total > keeps:
        for g in range(NUM_GOODS):
            s.kept[g] = 0
        s.keep_left = keeps
        s.warehouse_left = slots
        s.phase = PH_WAREHOUSE if slots else PH_KEEP
        return True
    return False


def legal_warehouse(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    return [s.actions.warehouse[g] for g in range(NUM_GOODS) if keep_refusal(s, seat, g, 0) is None]


def apply_warehouse(s: PuertoRicoState, action: Action) -> None:
    good = action.arg
    s.pick |= 1 << good
    s.warehouse_left -= 1
    s._event(
        f"{s.names[s.actor]} stores all {GOODS[good]} in a warehouse.",
        phrase=("pr-log-warehouse", {"player": SEATS[s.actor], "good": GOOD_WORDS[good]}),
    )
    if s.warehouse_left == 0:
        s.phase = PH_KEEP
        if s.keep_left > 1 and len(legal_keep(s)) > 1:
            base = s.actor * STRIDE + GOODS_AT
            rest = sum(s.board[base + g] for g in range(NUM_GOODS) if not s.pick >> g & 1)
            if rest <= s.keep_left:  # the Storehouse keeps the rest: no choice
                apply_keep(s, legal_keep(s)[0])


def legal_keep(s: PuertoRicoState) -> list[Action]:
    seat = s.actor
    kept = s.kept
    return [
        s.actions.keep[g] for g in range(NUM_GOODS) if keep_refusal(s, seat, g, kept[g]) is None
    ]


def apply_keep(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    base = seat * STRIDE + GOODS_AT
    b = s.board
    kept = s.kept
    kept[action.arg] += 1
    s.keep_left -= 1
    rest = [0 if s.pick >> g & 1 else b[base + g] - kept[g] for g in range(NUM_GOODS)]
    if s.keep_left and sum(rest) > s.keep_left:
        return  # the Storehouse's further barrels: which?
    if s.keep_left:
        for g in range(NUM_GOODS):
            kept[g] += rest[g]
            rest[g] = 0
    lost: list[str] = []
    for good in range(NUM_GOODS):
        if rest[good] > 0:
            b[base + good] -= rest[good]
            s.goods_supply[good] += rest[good]
            lost.append(f"{rest[good]} {GOODS[good]}")
    args = goods_args((rest[g], g) for g in range(NUM_GOODS) if rest[g] > 0)
    args["player"] = SEATS[seat]
    if sum(kept) == 1:
        what = with_article(GOODS[action.arg])
        args["good"] = GOOD_WORDS[action.arg]
        message = "pr-log-keeps"  # the base game's line
    else:
        what = ", ".join(f"{kept[g]} {GOODS[g]}" for g in range(NUM_GOODS) if kept[g])
        args.update(goods_args(((kept[g], g) for g in range(NUM_GOODS) if kept[g]), "kept_"))
        message = "pr-log-keeps-barrels"
    s._event(
        f"{s.names[seat]} keeps {what}" + (f" and returns {', '.join(lost)}." if lost else "."),
        phrase=(message, args),
    )
    s.step += 1
    storage_next(s)


def captain_finish(s: PuertoRicoState) -> None:
    """Empty every full cargo ship (base §5.6.3 step 5)."""
    for ship, capacity in enumerate(s.ship_capacity):
        if s.ship_load[ship] == capacity:
            s.goods_supply[s.ship_good[ship]] += capacity
            s._event(
                f"The full {capacity}-ship is unloaded.",
                phrase=("pr-log-ship-unloaded", {"capacity": capacity}),
            )
            s.ship_load[ship] = 0
            s.ship_good[ship] = -1
    s._end_role()
