"""Mayor with the expansions: the Villa, the noble on the ship, placing nobles, the
Library's two colonists, the ship refill with a noble and without T1 (base §5.2;
expansions §2.3, §3.2, §3.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ....core.actions import Action
from ....core.seats import ORDERS, next_in_turn
from ..actions import K_DONE, K_MAYOR_COLONIST, K_PLACE, K_UNPLACE
from ..board import (
    PH_MAYOR_PIECE,
    PH_MAYOR_PRIVILEGE,
    PH_PLACE,
    PH_VILLA,
    SPOT_TITLES,
    SPOTS,
    T1_COLONISTS,
)
from ..data import ALL_CIRCLES_OF, GUEST_HOUSE, NOBLE_SENSITIVE, VILLA
from ..expansion_actions import K_PLACE_NOBLE, K_TAKE_NOBLE, K_VILLA
from ..layout import (
    ALL_CIRCLES,
    BUILDINGS_AT,
    NOBLE_SAN_JUAN,
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

if TYPE_CHECKING:
    from ..state import PuertoRicoState

# Buildings on which it matters whether a colonist or a noble stands.
_ARRANGED: Final = frozenset({*NOBLE_SENSITIVE, GUEST_HOUSE})


def mayor_start(s: PuertoRicoState) -> None:
    s.step = 0
    villa_next(s)


def villa_next(s: PuertoRicoState) -> None:
    """Villa (§3.3, X17): each owner may take a noble before the privilege."""
    n = s.players
    # Nobody has a Villa: no seat to ask.
    step = next_in_turn(s, villa_turn, s.chooser, n, s.step) if s.in_game[VILLA] else n
    if step < n:  # ``step`` counts the owners done, his turn included
        s.step = step + 1
        s.actor = ORDERS[n][s.chooser][step]
        s.phase = PH_VILLA
        return
    s.step = step
    s.actor = s.chooser
    if s.colonist_supply > 0:
        s.phase = PH_MAYOR_PRIVILEGE
    else:
        mayor_distribute(s)


def legal_villa(s: PuertoRicoState) -> list[Action]:
    return [s.actions.villa, s.actions.pass_]


def apply_villa(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind == K_VILLA:
        if s.noble_supply:
            s.noble_supply -= 1
            s.gain_noble(seat)
            s._event(
                f"{s.names[seat]}'s Villa: a noble from the supply.",
                None,
                player("pr-log-villa-noble", seat),
            )
        else:
            s.colonist_supply -= 1
            s.board[seat * STRIDE + SAN_JUAN] += 1
            s._event(
                f"{s.names[seat]}'s Villa: no noble is left, a colonist instead.",
                None,
                player("pr-log-villa-colonist", seat),
            )
    villa_next(s)


def apply_mayor_privilege(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_MAYOR_COLONIST:
        seat = s.chooser
        count = min(s.privilege(seat), s.colonist_supply)
        s.colonist_supply -= count
        s.board[seat * STRIDE + SAN_JUAN] += count
        if count == 1:
            s._event(
                f"{s.names[seat]} takes a colonist from the supply (privilege).",
                None,
                player("pr-log-mayor-privilege", seat),
            )
        else:
            s._event(
                f"{s.names[seat]} takes {count} colonists from the supply (privilege, Library).",
                None,
                ("pr-log-mayor-privilege-library", {"player": SEATS[seat], "colonists": count}),
            )
    mayor_distribute(s)


def legal_mayor_privilege(s: PuertoRicoState) -> list[Action]:
    return [s.actions.mayor_colonist, s.actions.pass_]


def villa_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` owns an occupied Villa and a noble (or a colonist) is left to take."""
    return s.occupied(seat, VILLA) and bool(s.noble_supply or s.colonist_supply)


def mayor_distribute(s: PuertoRicoState) -> None:
    """Hand out the ship's pieces one at a time from the mayor (base §5.2 step 2);
    while both a noble and colonists are aboard, each taker chooses (X15)."""
    s.piece = 0
    s.noble_taker = -1
    mayor_pieces(s)


def taker(s: PuertoRicoState, piece: int) -> int:
    return ORDERS[s.players][s.chooser][piece % s.acting]


def mayor_pieces(s: PuertoRicoState) -> None:
    if s.noble_ship and s.colonist_ship:
        s.actor = taker(s, s.piece)
        s.phase = PH_MAYOR_PIECE
        return
    if s.colonist_ship:
        # Only colonists are aboard: one each in turn, so an equal share each and
        # one more for the first takers.
        share, extra = divmod(s.colonist_ship, s.acting)
        for k in range(s.acting):
            seat = taker(s, s.piece + k)
            s.board[seat * STRIDE + SAN_JUAN] += share + (1 if k < extra else 0)
        s.piece += s.colonist_ship
        s.colonist_ship = 0
    while s.noble_ship:
        seat = taker(s, s.piece)
        s.noble_ship -= 1
        s.gain_noble(seat)
        s.noble_taker = seat
        s.piece += 1
    mayor_distributed(s)


def legal_mayor_piece(s: PuertoRicoState) -> list[Action]:
    return [s.actions.take_noble, s.actions.mayor_colonist]


def apply_mayor_piece(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind == K_TAKE_NOBLE:
        s.noble_ship -= 1
        s.gain_noble(seat)
        s.noble_taker = seat
        s._event(
            f"{s.names[seat]} takes the noble from the colonist ship.",
            None,
            player("pr-log-take-noble", seat),
        )
    else:
        s.colonist_ship -= 1
        s.board[seat * STRIDE + SAN_JUAN] += 1
    s.piece += 1
    mayor_pieces(s)


def mayor_distributed(s: PuertoRicoState) -> None:
    pieces = s.piece
    share, extra = divmod(pieces, s.acting)
    got = []
    seats = []
    counts = []
    order = ORDERS[s.players][s.chooser]
    for k in range(s.acting):
        seat = order[k]
        count = share + (1 if k < extra else 0)
        if seat == s.noble_taker:
            got.append(f"{s.names[seat]} {count} (one a noble)")
        else:
            got.append(f"{s.names[seat]} {count}")
        seats.append(seat)
        counts.append(count)
    args = shares(seats, counts, s.noble_taker)
    if s.noble_taker >= 0:
        brought = f"{pieces - 1} colonists and 1 noble"
        message = "pr-log-ship-brings-noble"
        args["colonists"] = pieces - 1
    else:
        brought = f"{pieces} colonists"
        message = "pr-log-ship-brings"
        args["colonists"] = pieces
    s._event(f"The colonist ship brings {brought}: {', '.join(got)}.", None, (message, args))
    s.step = 0
    mayor_next(s)


def mayor_next(s: PuertoRicoState) -> None:
    step = next_in_turn(s, mayor_turn, s.chooser, s.players, s.step, s.acting)
    s.step = step
    if step < s.acting:
        return
    mayor_refill(s)


def mayor_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` places his pieces: what leaves no choice at once, True if one is left."""
    s.actor = seat
    s.placed = 0
    base = seat * STRIDE
    s.free_circles = s.board[base + ALL_CIRCLES] - s.board[base + USED_CIRCLES]
    return mayor_needs_decision(s)


def arrangement_matters(s: PuertoRicoState, seat: int) -> bool:
    """Whether it matters which of ``seat``'s pieces are nobles (§3.3)."""
    base = seat * STRIDE
    b = s.board
    nobles = b[base + NOBLES]
    if not nobles or nobles == b[base + USED_CIRCLES] + b[base + SAN_JUAN]:
        return False
    return not _ARRANGED.isdisjoint(s.cities[seat])


def mayor_needs_decision(s: PuertoRicoState) -> bool:
    """Fill everything that leaves no choice; else ask the actor (base §5.2 step 3)."""
    seat = s.actor
    base = seat * STRIDE
    b = s.board
    waiting = b[base + SAN_JUAN]
    free = s.free_circles
    matters = arrangement_matters(s, seat)
    if free == 0 and not matters:
        return False
    if waiting >= free and not matters:
        nobles = b[base + SAN_JUAN + NOBLE_SHIFT]
        colonists = waiting - nobles
        for spot in s.empty_circles(seat, SPOTS):
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
        s._event(
            f"{s.names[seat]} fills every circle; {waiting - free} wait in San Juan.",
            None,
            ("pr-log-fills-every-circle", {"player": SEATS[seat], "waiting": waiting - free}),
        )
        return False
    if waiting == 0 and (s.placed or b[base + USED_CIRCLES] == 0):
        return False  # nothing left to place and nothing to move
    s.phase = PH_PLACE
    return True


def place_refusals(
    s: PuertoRicoState, seat: int
) -> tuple[str | None, str | None, str | None, str | None]:
    """Why ``seat`` may not, now, place a colonist, place a noble, finish placing, take a
    piece back (each: the key of the rule, see rulings.py, or None) (§5.2, exp. §3.2): a
    piece of that kind waits in his San Juan; colonists stay in San Juan only when every
    circle is filled; pieces are taken back only before he placed any this turn. Where
    to and from: the circle rules (:meth:`Board.empty_circles`,
    :meth:`Board.colonist_circles`, :meth:`Board.noble_circles`). One tuple per
    decision: the generator's hot path."""
    at = seat * STRIDE + SAN_JUAN
    waiting = s.board[at]
    nobles = s.board[at + NOBLE_SHIFT]
    return (
        None if waiting > nobles else "no-colonist-in-san-juan",
        None if nobles else "no-noble-in-san-juan",
        "colonists-waiting" if waiting and s.free_circles else None,
        "unplace-after-placing" if s.placed else None,
    )


def legal_place(s: PuertoRicoState) -> list[Action]:
    acts = s.actions
    seat = s.actor
    b = s.board
    colonist, noble, done, unplace = place_refusals(s, seat)
    legal: list[Action] = []
    if noble is None:
        spots = s.empty_circles(seat, SPOTS)
        if colonist is None:
            legal = [acts.place[spot] for spot in spots]
        legal += [acts.place_noble[spot] for spot in spots]
    elif colonist is None:
        legal = s.empty_circles(seat, acts.place)
    if done is None:
        legal.append(acts.done)
    if unplace is None:
        # Any piece on a circle may go back to San Juan, a colonist or a noble.
        if b[seat * STRIDE + NOBLES]:
            legal += s.colonist_circles(seat, acts.unplace)
            legal += s.noble_circles(seat, acts.unplace_noble)
        else:  # no noble anywhere: every piece is a colonist
            legal += s.filled_circles(seat, acts.unplace)
    return legal


def apply_place(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    base = seat * STRIDE
    kind = action.kind
    if kind == K_DONE:
        s._event(
            f"{s.names[seat]} finishes placing colonists.",
            None,
            PLACING_DONE[seat],
        )
        s.step += 1
        mayor_next(s)
        return
    b = s.board
    # One piece moves between San Juan and the spot, and the circle counts with it:
    # ``step`` 1 to place it, -1 to take it back (Board.move_piece, in place).
    # (Comparisons, not a tuple built each time: the common kinds decide at once.)
    step = 1 if kind == K_PLACE or kind == K_PLACE_NOBLE else -1  # noqa: SIM109
    at = base + action.arg2
    b[base + SAN_JUAN] -= step
    b[at] += step
    noble = kind != K_PLACE and kind != K_UNPLACE
    if noble:
        b[base + NOBLE_SAN_JUAN] -= step
        b[at + NOBLE_SHIFT] += step
    b[base + USED_CIRCLES] += step
    s.free_circles -= step
    piece = "a noble" if noble else "a colonist"
    if step > 0:
        s.placed = 1
        s._event(
            f"{s.names[seat]} places {piece} on {SPOT_TITLES[action.arg]}.",
            None,
            (PLACE_NOBLE if noble else PLACE)[seat][action.arg],
        )
        if not b[base + SAN_JUAN] or not s.free_circles:
            s.step += 1
            mayor_next(s)
    else:
        s._event(
            f"{s.names[seat]} takes {piece} back from {SPOT_TITLES[action.arg]}.",
            None,
            (UNPLACE_NOBLE if noble else UNPLACE)[seat][action.arg],
        )


def mayor_refill(s: PuertoRicoState) -> None:
    """Refill the ship: one piece per empty building circle, at least N (base §5.2
    step 4); with the nobles one of them is a noble and T1 is removed (§3.2)."""
    b = s.board
    empty = 0
    for seat in range(s.players):
        at = seat * STRIDE + BUILDINGS_AT
        for i in s.cities[seat]:
            empty += ALL_CIRCLES_OF[i] - b[at + i]
    required = max(empty, s.players)
    for refill in s.ship_refill:  # the nobles' refill instead (§3.2)
        refill(s, required)
        s._end_role()
        return
    if s.colonist_supply >= required:
        moved = required
    else:
        moved = s.colonist_supply
        s.end_triggers |= T1_COLONISTS
        s._event(
            "The colonist supply cannot refill the ship: the game ends after this round.",
            None,
            COLONISTS_OUT,
        )
    s.colonist_supply -= moved
    s.colonist_ship = moved
    s._event(
        f"{moved} colonists board the colonist ship.",
        None,
        ("pr-log-ship-refilled", {"colonists": moved}),
    )
    s._end_role()
