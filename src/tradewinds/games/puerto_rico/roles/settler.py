"""Settler with the expansions: forests, the Library's second pick, the Hunting Lodge,
the festival plantation goal (base §5.1; expansions §2.2, §2.3, §3.3, §5.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, TypeVar

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import K_PASS, K_PLANT, K_QUARRY
from ..board import (
    PH_HACIENDA,
    PH_HOSPICE,
    PH_HUNTING,
    PH_SETTLE,
    PH_TILE_AS,
    PICK_FOREST,
    R_HACIENDA,
    R_SETTLER_END,
)
from ..data import (
    CONSTRUCTION_HUT,
    FOREST_HOUSE,
    GOODS,
    HACIENDA,
    HOSPICE,
    HUNTING_LODGE,
    ISLAND_SPACES,
    LIBRARY,
    NUM_GOODS,
    QUARRY,
    TILE_KINDS,
    with_article,
)
from ..expansion_actions import K_BUY_PLANTATION, K_DISCARD
from ..layout import BUILDINGS_AT, ISLAND, OCCUPIED_AT, SAN_JUAN, STRIDE
from ..log_words import (
    A_TILE,
    GOOD_WORDS,
    NO_PLANTATION,
    SEATS,
    TAKE_TILE,
    goods_counts,
    hospice,
    player,
)
from .trader import (
    apply_land_office,
    discard_refusal,
    discard_tile,
    land_office_actions,
    land_office_resume,
)

if TYPE_CHECKING:
    from ..state import PuertoRicoState

T = TypeVar("T")
# Each tile kind (the goods, then the quarry) as itself, for tile_refusal.
_TILE_KINDS: Final = range(QUARRY + 1)


def settler_start(s: PuertoRicoState) -> None:
    s.step = 0
    s.second_pick = 0
    s.land_used = 0
    settler_next(s)


def settler_next(s: PuertoRicoState) -> None:
    """Ask the next player (clockwise from the settler), or finish the picks."""
    step = next_in_turn(s, settler_turn, s.chooser, s.players, s.step, s.acting)
    s.step = step
    if step < s.acting:
        return
    settler_second_pick(s)


def settler_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat``'s settler turn: True if he has a decision (the Hacienda's, or a pick)."""
    s.actor = seat
    s.pick = -1
    if s.island_full(seat):
        return False
    if s.board[seat * STRIDE + BUILDINGS_AT + HACIENDA] > 0 and s.can_draw_plantation():
        s.phase = PH_HACIENDA
        return True
    return settler_main_pick(s)


def may_take_quarry(s: PuertoRicoState, seat: int) -> bool:
    """The quarry rule for a seat whose island has room (see :func:`tile_refusals`)."""
    if not s.quarries:
        return False
    if s.board[seat * STRIDE + BUILDINGS_AT + CONSTRUCTION_HUT] > 0:
        return True
    return seat == s.chooser and not s.second_pick


def tile_refusals(
    s: PuertoRicoState, seat: int, by_kind: Sequence[T], refused: dict[int, str] | None = None
) -> list[T]:
    """What ``by_kind`` holds (per tile kind: the goods, then the quarry) for each kind of
    tile ``seat`` may take now (§5.1): a plantation face up, a quarry left; room on his
    island; a quarry for the settler on his own pick or the owner of an occupied
    Construction Hut (:func:`may_take_quarry`), the Library's second tile a quarry only
    with a Construction Hut (exp. §2.3). With ``refused``, each other kind goes in it
    with the key of the rule that refuses it (see rulings.py). One pass, no list of
    refusals: the generator's hot path."""
    full = s.island_full(seat)
    found: list[T] = []
    for kind, shown in enumerate(s.face_up):
        if not shown:
            key = "plantation-face-up"
        elif full:
            key = "island-full"
        else:
            found.append(by_kind[kind])
            continue
        if refused is not None:
            refused[kind] = key
    if not s.quarries:
        key = "no-quarries"
    elif full or not may_take_quarry(s, seat):
        key = "library-quarry" if s.second_pick else "quarry-privilege"
    else:
        found.append(by_kind[QUARRY])
        return found
    if refused is not None:
        refused[QUARRY] = key
    return found


def tile_refusal(s: PuertoRicoState, seat: int, kind: int) -> str | None:
    """Why ``seat`` may not take a tile of ``kind`` (a good, or QUARRY) now
    (:func:`tile_refusals`): the key of the rule, or None."""
    refused: dict[int, str] = {}
    tile_refusals(s, seat, _TILE_KINDS, refused)
    return refused.get(kind)


def forest_refusal(s: PuertoRicoState, seat: int) -> str | None:
    """Why ``seat`` may not put a taken plantation face down as a forest (the key of the
    rule, see rulings.py), or None: he owns an occupied Forest House (exp. §2.3)."""
    return None if s.occupied(seat, FOREST_HOUSE) else "no-forest-house"


def settler_main_pick(s: PuertoRicoState) -> bool:
    """Enter the pick if the actor has anything to take (or a Land Office to use)."""
    seat = s.actor
    if s.island_full(seat):
        return False
    if any(s.face_up) or may_take_quarry(s, seat) or land_office_settler(s, seat):
        s.phase = PH_SETTLE
        return True
    return False


def land_office_settler(s: PuertoRicoState, seat: int) -> bool:
    """Variant X16: the Land Office acts on the owner's settler turn."""
    return "land_office_settler" in s.rules and bool(land_office_actions(s, seat))


def settler_done_with_player(s: PuertoRicoState) -> None:
    if s.second_pick:
        s._window(R_SETTLER_END)
        return
    s.step += 1
    settler_next(s)


def settler_second_pick(s: PuertoRicoState) -> None:
    """Library (§2.3): after everyone else, the settler takes one more plantation."""
    seat = s.chooser
    if (
        not s.second_pick
        and s.in_game[LIBRARY]
        and s.occupied(seat, LIBRARY)
        and not s.island_full(seat)
        and (any(s.face_up) or (s.quarries and s.occupied(seat, CONSTRUCTION_HUT)))
    ):
        s.second_pick = 1
        s.actor = seat
        s.pick = -1
        s.phase = PH_SETTLE
        return
    s._window(R_SETTLER_END)


def settler_end(s: PuertoRicoState) -> None:
    """End of the phase: Hunting Lodges, then the new display (§3.3, base §5.1)."""
    s.step = 0
    hunting_next(s)


def hunting_next(s: PuertoRicoState) -> None:
    """The next Hunting Lodge owner's turn (``step`` counts the owners done)."""
    n = s.players
    # Nobody has a Hunting Lodge: no seat to ask.
    in_game = s.in_game[HUNTING_LODGE]
    step = next_in_turn(s, hunting_turn, s.chooser, n, s.step) if in_game else n
    if step < n:
        s.step = step + 1
        return
    s.step = step
    settler_finish(s)


def hunting_turn(s: PuertoRicoState, seat: int) -> bool:
    """``seat``'s Hunting Lodge: with a noble, its VP (no decision); with a colonist, True
    if he may discard a tile."""
    if not s.occupied(seat, HUNTING_LODGE):
        return False
    b = s.board
    n = s.players
    if s.noble_on(seat, HUNTING_LODGE):
        empty = ISLAND_SPACES - b[seat * STRIDE + ISLAND]
        if all(empty > ISLAND_SPACES - b[p * STRIDE + ISLAND] for p in range(n) if p != seat):
            s.gain_vp(
                seat,
                2,
                f"{s.names[seat]}'s Hunting Lodge: the most empty island spaces.",
                player("pr-log-hunting-lodge-vp", seat),
            )
        return False
    if discard_actions(s, seat):
        s.actor = seat
        s.phase = PH_HUNTING
        return True
    return False


def discard_actions(s: PuertoRicoState, seat: int) -> list[Action]:
    """Plantations and forests ``seat`` may discard (never a quarry)."""
    acts = s.actions
    legal = [acts.discard[g] for g in range(NUM_GOODS) if discard_refusal(s, seat, g, 0) is None]
    legal += [
        acts.discard_forest[g] for g in range(NUM_GOODS) if discard_refusal(s, seat, g, 1) is None
    ]
    return legal


def legal_hunting(s: PuertoRicoState) -> list[Action]:
    legal = discard_actions(s, s.actor)
    legal.append(s.actions.pass_)
    return legal


def apply_hunting(s: PuertoRicoState, action: Action) -> None:
    if action.kind == K_DISCARD:
        discard_tile(s, s.actor, action)
        s._event(
            f"({s.names[s.actor]} uses the Hunting Lodge.)",
            None,
            player("pr-log-hunting-lodge", s.actor),
        )
    hunting_next(s)


def settler_finish(s: PuertoRicoState) -> None:
    """Discard the display and draw N+1 new face-up plantations (base §5.1 steps 4-5)."""
    for kind in range(NUM_GOODS):
        s.discard[kind] += s.face_up[kind]
        s.face_up[kind] = 0
    for _ in range(s.setup.face_up_plantations):
        kind = s.draw_plantation()
        if kind < 0:
            break
        s.face_up[kind] += 1
    shown = ", ".join(f"{s.face_up[k]} {GOODS[k]}" for k in range(NUM_GOODS) if s.face_up[k])
    s._event(
        f"New face-up plantations: {shown or 'none'}.",
        None,
        ("pr-log-face-up", goods_counts(s.face_up)),
    )
    s._end_role()


def legal_hacienda(s: PuertoRicoState) -> list[Action]:
    return [s.actions.hacienda, s.actions.pass_]


def legal_settle(s: PuertoRicoState) -> list[Action]:
    acts = s.actions
    seat = s.actor
    legal = tile_refusals(s, seat, acts.tiles)
    if s.in_game[FOREST_HOUSE] and forest_refusal(s, seat) is None:
        forests = acts.forest
        legal += [forests[k] for k in tile_refusals(s, seat, _TILE_KINDS) if k != QUARRY]
    if "land_office_settler" in s.rules and not s.second_pick:
        legal += land_office_actions(s, seat)
    legal.append(acts.pass_)
    return legal


def legal_hospice(s: PuertoRicoState) -> list[Action]:
    return [s.actions.hospice, s.actions.pass_]


def legal_tile_as(s: PuertoRicoState) -> list[Action]:
    return [s.actions.as_plantation, s.actions.as_forest]


def apply_hacienda(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS:
        kind = s.draw_plantation()
        if s.occupied(seat, FOREST_HOUSE):
            # He may look at the tile, then place it face up or as a forest (§2.3).
            s.pending_tile = kind
            s.pending_seen = 0
            s.push_frame(R_HACIENDA)
            s._event(
                f"{s.names[seat]} uses the Hacienda and draws a face-down tile.",
                None,
                player("pr-log-hacienda-face-down", seat),
            )
            s._event(
                f"You draw {with_article(GOODS[kind])} plantation.",
                seat,
                ("pr-log-you-draw-plantation", {"good": GOOD_WORDS[kind]}),
            )
            s.phase = PH_TILE_AS
            return
        s.gain_tile(seat, kind)
        s._event(
            f"{s.names[seat]} uses the Hacienda and draws {with_article(GOODS[kind])} plantation.",
            None,
            ("pr-log-hacienda", {"player": SEATS[seat], "tile": A_TILE[kind]}),
        )
        for hook in s.after_tile:
            hook(s, seat)
    after_hacienda(s)


def after_hacienda(s: PuertoRicoState) -> None:
    if not settler_main_pick(s):
        settler_done_with_player(s)


def apply_tile_as(s: PuertoRicoState, action: Action) -> None:
    """Place the drawn tile face up (a plantation) or face down (a forest)."""
    seat = s.actor
    kind = s.pending_tile
    s.pending_tile = -1
    if action.arg:
        s.gain_forest(seat, kind, bool(s.pending_seen))
        s._event(
            f"{s.names[seat]} puts the drawn tile face down as a forest.",
            None,
            player("pr-log-drawn-forest", seat),
        )
    else:
        s.gain_tile(seat, kind)
        s._event(
            f"{s.names[seat]} places the drawn tile: {with_article(GOODS[kind])} plantation.",
            None,
            ("pr-log-drawn-plantation", {"player": SEATS[seat], "tile": A_TILE[kind]}),
        )
        for hook in s.after_tile:
            hook(s, seat)
    after_tile(s, seat)


def after_tile(s: PuertoRicoState, seat: int) -> None:
    """The drawn tile is placed: back to the Hacienda's or the Land Office's decision."""
    frame = s.pop_frame()
    if frame == R_HACIENDA:
        after_hacienda(s)
    else:
        land_office_resume(s, frame)


def apply_settle(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    kind = action.kind
    if kind == K_PASS:
        s._event(
            f"{s.names[seat]} takes no plantation.",
            None,
            NO_PLANTATION[seat],
        )
        settler_done_with_player(s)
        return
    if kind in (K_BUY_PLANTATION, K_DISCARD):
        apply_land_office(s, action)
        return
    if kind == K_PLANT:
        tile = action.arg
        s.face_up[tile] -= 1
        s._event(
            f"{s.names[seat]} takes {with_article(GOODS[tile])} plantation.",
            None,
            TAKE_TILE[seat][tile],
        )
        s.gain_tile(seat, tile)
        for hook in s.after_tile:
            hook(s, seat)
    elif kind == K_QUARRY:
        tile = QUARRY
        s.quarries -= 1
        s._event(
            f"{s.names[seat]} takes a quarry.",
            None,
            TAKE_TILE[seat][tile],
        )
        s.gain_tile(seat, tile)
    else:  # K_FOREST
        good = action.arg
        s.face_up[good] -= 1
        s._event(
            f"{s.names[seat]} takes {with_article(GOODS[good])} plantation and puts it "
            "face down as a forest.",
            None,
            ("pr-log-take-forest", {"player": SEATS[seat], "tile": A_TILE[good]}),
        )
        s.gain_forest(seat, good, True)
        tile = PICK_FOREST
    s.pick = tile
    if (
        not s.second_pick
        and s.occupied(seat, HOSPICE)
        and s.colonist_available(ship=s.hospice_ship)
    ):
        s.phase = PH_HOSPICE
    else:
        settler_done_with_player(s)


def apply_hospice(s: PuertoRicoState, action: Action) -> None:
    seat = s.actor
    if action.kind != K_PASS and s.take_colonist_for(seat, ship=s.hospice_ship):
        if s.pick == PICK_FOREST:
            # A forest has no circle: the colonist goes to San Juan (§2.3).
            s.board[seat * STRIDE + SAN_JUAN] += 1
            s._event(
                f"{s.names[seat]} uses the Hospice: a colonist goes to San Juan "
                "(the forest has no circle).",
                None,
                player("pr-log-hospice-forest", seat),
            )
        else:
            s.add_colonist(seat, OCCUPIED_AT + s.pick)
            s._event(
                f"{s.names[seat]} uses the Hospice: a colonist goes onto the new "
                f"{TILE_KINDS[s.pick]}.",
                None,
                hospice(seat, s.pick),
            )
    settler_done_with_player(s)
