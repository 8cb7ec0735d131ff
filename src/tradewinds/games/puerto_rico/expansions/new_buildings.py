"""Expansion 1, the new buildings (exp. §2): fourteen violet buildings more, and the
building draft that chooses, at setup, which violet buildings a game has.

Its rules live here and in the roles' modules (each building where its role acts: the
Forest House and the drawn tile in ``roles/settler.py``, the Black Market in
``roles/builder.py``, the Small Wharf in ``roles/captain.py``...): the draft (§2.1, by
the players or at random), the Guest House's guest moves and its windows at a phase's
start and end and at the game's end (§2.3, X7), and the draft's part of the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ....core import rng
from ....core.actions import Action
from ....core.seats import clockwise, next_in_turn, next_seat
from ..actions import K_PASS
from ..board import (
    PH_BLACK_MARKET,
    PH_DRAFT,
    PH_GUEST,
    PH_LOAD_AMOUNT,
    PH_SMALL_WHARF,
    PH_TILE_AS,
    SPOT_TITLES,
    SPOTS,
)
from ..data import ALL_BUILDINGS, DRAFT_RED_SPACES, DRAFT_SPACES, GUEST_HOUSE, Building
from ..expansion_actions import (
    K_AMOUNT,
    K_AS,
    K_DRAFT,
    K_FOREST,
    K_GUEST,
    K_POST,
    K_RETURN_GOOD,
    K_RETURN_PIECE,
    K_RETURN_VP,
    K_SMALL_WHARF,
)
from ..layout import BUILDINGS_AT, NOBLE_SHIFT, OCCUPIED_AT, STRIDE
from ..log_words import BUILDING_WORDS, GUEST, GUEST_NOBLE, SEATS, player
from ..roles.builder import apply_black_market, legal_black_market
from ..roles.captain import (
    apply_load_amount,
    apply_small_wharf,
    legal_load_amount,
    legal_small_wharf,
)
from ..roles.settler import apply_tile_as, legal_tile_as
from . import Apply, Expansion, Legal

if TYPE_CHECKING:
    from ..state import PuertoRicoState

_VIOLET: Final = tuple(b for b in ALL_BUILDINGS if b.is_violet)
_VIOLET_BY_COST: Final = {cost: tuple(b for b in _VIOLET if b.cost == cost) for cost in range(11)}


# ---------------------------------------------------------------- the draft (§2.1)
def building_supply(s: PuertoRicoState) -> None:
    """The violet buildings are the draft's (they leave the supply) and the draft's
    spaces are free (with the nobles, the red ones too); option draft=random fills
    them at once."""
    for b in _VIOLET:
        s.in_game[b.index] = 0
        s.building_supply[b.index] = 0
    spaces = dict(DRAFT_SPACES)
    if "exp2_nobles" in s.building_sets:  # the nobles' red spaces (exp. §3.1)
        for cost, extra in DRAFT_RED_SPACES.items():
            spaces[cost] += extra
    for cost, count in spaces.items():
        s.draft_free[cost] = count
    if s.options["draft"] == "random":
        _random_draft(s)


def draft_refusals(
    s: PuertoRicoState, kinds: Sequence[Building], refused: dict[int, str] | None = None
) -> list[int]:
    """The buildings of ``kinds`` that may be drafted now: not drafted yet, of a set
    played (the Nobles' buildings only with the Nobles), and a free draft space of its
    cost (exp. §2.1). With ``refused``, each other one goes in it with the key of the
    rule that refuses it (see rulings.py). One pass: the draft's legal actions."""
    in_game = s.in_game
    sets = s.building_sets
    free = s.draft_free
    found: list[int] = []
    for spec in kinds:
        i = spec.index
        if in_game[i]:
            key = "drafted"
        elif spec.set not in sets:
            key = "nobles-building"
        elif not free[spec.cost]:
            key = "no-draft-space"
        else:
            found.append(i)
            continue
        if refused is not None:
            refused[i] = key
    return found


def draft_refusal(s: PuertoRicoState, building: int) -> str | None:
    """Why ``building`` (a violet kind) may not be drafted now (:func:`draft_refusals`):
    the key of the rule, or None."""
    refused: dict[int, str] = {}
    draft_refusals(s, (ALL_BUILDINGS[building],), refused)
    return refused.get(building)


def draft_candidates(s: PuertoRicoState, cost: int | None = None) -> list[int]:
    """Violet kinds (of ``cost``, or any) that may still be drafted (:func:`draft_refusals`)."""
    return draft_refusals(s, _VIOLET if cost is None else _VIOLET_BY_COST[cost])


def _random_draft(s: PuertoRicoState) -> None:
    """Option draft=random: each space gets a random candidate of its cost."""
    for cost in range(len(s.draft_free)):
        if not s.draft_free[cost]:
            continue
        candidates = draft_candidates(s, cost)
        while s.draft_free[cost]:
            s.rng, r = rng.below(s.rng, len(candidates))
            _draft(s, candidates.pop(r))
    drafted = [b.index for b in _VIOLET if s.in_game[b.index]]
    s._event(
        f"Random building draft: {', '.join(ALL_BUILDINGS[i].name for i in drafted)}.",
        None,
        ("pr-log-random-draft", {"buildings": tuple(BUILDING_WORDS[i] for i in drafted)}),
    )


def _draft(s: PuertoRicoState, building: int) -> None:
    s._add_to_supply(building)
    s.draft_free[ALL_BUILDINGS[building].cost] -= 1


def opening(s: PuertoRicoState) -> bool:
    """Option draft=players: the players draft before round 1, the governor first."""
    if s.options["draft"] != "players":
        return False
    s.actor = s.governor
    s.phase = PH_DRAFT
    s._event(
        f"Building draft: {s.name(s.governor)} drafts first.",
        None,
        player("pr-log-draft-first", s.governor),
    )
    return True


def legal_draft(s: PuertoRicoState) -> list[Action]:
    return [s.actions.draft[i] for i in draft_candidates(s)]


def apply_draft(s: PuertoRicoState, action: Action) -> None:
    building = action.arg
    _draft(s, building)
    spec = ALL_BUILDINGS[building]
    s._event(
        f"{s.names[s.actor]} drafts the {spec.name} (cost {spec.cost}).",
        None,
        (
            "pr-log-draft",
            {
                "player": SEATS[s.actor],
                "building": BUILDING_WORDS[building],
                "cost": spec.cost,
            },
        ),
    )
    if any(s.draft_free):
        s.actor = next_seat(s.actor, s.players)
    else:
        s.rebuild_derived()
        s._setup_done()


# ------------------------------------------------------- the Guest House (§2.3, X7)
def guest_refusal(s: PuertoRicoState, seat: int, noble: int) -> str | None:
    """Why ``seat`` may not move a guest (``noble``: a noble guest) from his Guest House
    now (the key of the rule, see rulings.py), or None: one stands on it (exp. §2.3,
    §3.4). Where to: :func:`guest_spots`."""
    at = seat * STRIDE + BUILDINGS_AT + GUEST_HOUSE
    b = s.board
    if b[at] <= 0:
        return "no-guest"
    if noble:
        return None if b[at + NOBLE_SHIFT] else "no-noble-guest"
    return None if b[at] > b[at + NOBLE_SHIFT] else "no-colonist-guest"


def guest_spots(s: PuertoRicoState, seat: int) -> list[int]:
    """The spots a guest may move to: an empty circle off the Guest House (exp. §2.3)."""
    return [x for x in s.empty_circles(seat, SPOTS) if x != 6 + GUEST_HOUSE]


def guest_moves(s: PuertoRicoState, seat: int) -> list[Action]:
    """The guest moves of ``seat``: his guest (colonist or noble) to an empty circle."""
    spots = guest_spots(s, seat)
    legal: list[Action] = []
    if guest_refusal(s, seat, 0) is None:
        legal += [s.actions.guest[x] for x in spots]
    if guest_refusal(s, seat, 1) is None:
        legal += [s.actions.guest_noble[x] for x in spots]
    return legal


def move_guest(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    spot = action.arg
    target = OCCUPIED_AT + spot if spot < 6 else BUILDINGS_AT + spot - 6
    s.move_piece(seat, BUILDINGS_AT + GUEST_HOUSE, target, bool(action.arg2))
    who = "a noble guest" if action.arg2 else "a guest"
    s._event(
        f"{s.names[seat]} moves {who} from the Guest House to {SPOT_TITLES[spot]}.",
        None,
        (GUEST_NOBLE if action.arg2 else GUEST)[seat][spot],
    )


def with_guest_moves(legal_of: Legal) -> Legal:
    """A decision in which a Guest House owner may also move a guest (X7 (b))."""

    def legal(state: PuertoRicoState) -> list[Action]:
        return plus_guest_moves(state, legal_of(state))

    return legal


def plus_guest_moves(s: PuertoRicoState, legal: list[Action]) -> list[Action]:
    """``legal``, the actions of one of the decisions of ``GUEST_PHASES``, with the guest
    moves of its player where he owns the Guest House and can move his guest."""
    if s.guest_hosts >> s.actor & 1 and s.guest_ready(s.actor):
        return legal + guest_moves(s, s.actor)
    return legal


def or_guest_move(apply_of: Apply) -> Apply:
    """The effect of a decision in which a guest may move: a guest move leaves the
    decision open."""

    def apply(state: PuertoRicoState, action: Action) -> None:
        if not applied_guest_move(state, action):
            apply_of(state, action)

    return apply


def applied_guest_move(s: PuertoRicoState, action: Action) -> bool:
    """Move the guest if ``action`` (in one of the decisions of ``GUEST_PHASES``) is a
    guest move (the decision goes on): True if it was."""
    if action.kind == K_GUEST:
        move_guest(s, action)
        return True
    return False


def guest_window(s: PuertoRicoState, resume: int) -> None:
    """Offer a guest move to each Guest House owner (clockwise from the chooser), then
    go on with ``resume`` (§2.3, X7: phase start, phase end, game end).

    The window is a frame of two ints: ``resume`` and the owners (from the chooser)
    done so far."""
    s.push_frame(resume)
    s.push_frame(0)
    window_next(s)


def window_next(s: PuertoRicoState) -> None:
    n = s.players
    frames = s.frames
    order = clockwise(s.chooser, n)
    step = next_in_turn(s, guest_host, s.chooser, n, frames[-1])
    frames[-1] = step
    if step < n:
        s.actor = order[step]
        s.phase = PH_GUEST
        return
    frames.pop()
    s._resume(s.pop_frame())


def guest_host(s: PuertoRicoState, seat: int) -> bool:
    """``seat`` may move a guest now (he owns a Guest House with a guest on it)."""
    return bool(s.guest_hosts >> seat & 1) and s.guest_ready(seat)


def legal_guest(s: PuertoRicoState) -> list[Action]:
    legal = guest_moves(s, s.actor)
    legal.append(s.actions.pass_)
    return legal


def apply_guest(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_PASS:
        s.frames[-1] += 1  # the window's next owner
    else:
        move_guest(s, action)
    window_next(s)


def view(s: PuertoRicoState, seat: int | None, data: dict[str, Any]) -> None:
    """The draft under way: its free spaces and the buildings that may be drafted."""
    if any(s.draft_free):
        data["draft"] = {
            "free_spaces": {str(cost): free for cost, free in enumerate(s.draft_free) if free},
            "candidates": [ALL_BUILDINGS[i].id for i in draft_candidates(s)],
        }


EXPANSION: Final[Expansion] = Expansion(
    name="new_buildings",
    buildings=("exp1_new_buildings",),
    fields=(
        "bm_building",
        "bm_short",
        "bm_used",
        "small_wharf_used",
        "load_good",
        "load_ship",
        "pending_goods",
        "draft_free",
    ),
    phases=(
        (PH_DRAFT, legal_draft, apply_draft),
        (PH_TILE_AS, legal_tile_as, apply_tile_as),
        (PH_BLACK_MARKET, legal_black_market, apply_black_market),
        (PH_SMALL_WHARF, legal_small_wharf, apply_small_wharf),
        (PH_LOAD_AMOUNT, legal_load_amount, apply_load_amount),
        (PH_GUEST, legal_guest, apply_guest),
    ),
    action_kinds=(
        K_DRAFT,
        K_FOREST,
        K_AS,
        K_RETURN_PIECE,
        K_RETURN_GOOD,
        K_RETURN_VP,
        K_POST,
        K_SMALL_WHARF,
        K_AMOUNT,
        K_GUEST,
    ),
    building_supply=building_supply,
    opening=opening,
    view=view,
)
