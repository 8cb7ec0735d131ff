"""What each seat may see (rules reference §9), and determinization for search.

Hidden: the face-down plantation stack (its order; only its size is shown, its make-up
can be counted from public information) and the other players' VP chips. The RNG state
is hidden too, as it decides every future draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import rng
from ...core.game import seat_log
from .board import (
    BUILDINGS_AT,
    CITY,
    DOUBLOONS,
    GOODS_AT,
    OCCUPIED_AT,
    PH_OVER,
    SAN_JUAN,
    STRIDE,
    TILES_AT,
    TRIGGER_NAMES,
    VP,
)
from .data import BUILDINGS, GOODS, NUM_BUILDINGS, ROLE_NAMES, TILE_KINDS

if TYPE_CHECKING:
    from .state import PuertoRicoState


def _goods(values: list[int]) -> dict[str, int]:
    return {GOODS[g]: values[g] for g in range(len(GOODS))}


def player_view(state: PuertoRicoState, seat: int, viewer: int | None) -> dict[str, Any]:
    b = state.board
    base = seat * STRIDE
    total, used = state.circles(seat)
    return {
        "seat": seat,
        "name": state.names[seat],
        "governor": seat == state.governor,
        "doubloons": b[base + DOUBLOONS],
        # VP chips lie face down until the final scoring reveals them (§9).
        "vp_chips": b[base + VP] if seat == viewer or state.phase == PH_OVER else None,
        "goods": _goods(b[base + GOODS_AT : base + GOODS_AT + 5]),
        "island": {
            TILE_KINDS[k]: {"tiles": b[base + TILES_AT + k], "occupied": b[base + OCCUPIED_AT + k]}
            for k in range(6)
            if b[base + TILES_AT + k]
        },
        "island_spaces_filled": state.island_filled(seat),
        "city": [
            {
                "id": BUILDINGS[i].id,
                "name": BUILDINGS[i].name,
                "colonists": b[base + BUILDINGS_AT + i],
                "circles": BUILDINGS[i].circles,
                "size": BUILDINGS[i].size,
                "vp": BUILDINGS[i].vp,
            }
            for i in range(NUM_BUILDINGS)
            if b[base + BUILDINGS_AT + i] >= 0
        ],
        "city_spaces_used": b[base + CITY],
        "san_juan": b[base + SAN_JUAN],
        "circles": total,
        "colonists_on_circles": used,
    }


def view(state: PuertoRicoState, seat: int | None) -> dict[str, Any]:
    """The game's fields of the observation of ``seat`` (``None`` = spectator):
    ``State.view`` adds the envelope and the event log. JSON data, nothing hidden
    leaks."""
    over = state.phase == PH_OVER
    data: dict[str, Any] = {
        "round": state.round,
        "governor": state.governor,
        "role_chooser": None if over else state.chooser,
        "roles": [
            {
                "card": state.actions.role[c].text,
                "role": ROLE_NAMES[role],
                "doubloons": state.role_money[c],
                "taken_by": state.role_owner[c] if state.role_owner[c] >= 0 else None,
            }
            for c, role in enumerate(state.roles)
        ],
        "colonist_supply": state.colonist_supply,
        "colonist_ship": state.colonist_ship,
        "vp_supply": max(0, state.vp_supply),
        "goods_supply": _goods(state.goods_supply),
        "quarries": state.quarries,
        "face_up_plantations": _goods(state.face_up),
        "plantation_stack": sum(state.stack),
        "plantation_discard": _goods(state.discard),
        "trading_house": [GOODS[g] for g in state.trading_house],
        "cargo_ships": [
            {
                "capacity": cap,
                "good": GOODS[state.ship_good[s]] if state.ship_good[s] >= 0 else None,
                "load": state.ship_load[s],
            }
            for s, cap in enumerate(state.ship_capacity)
        ],
        "buildings": [
            {
                "id": spec.id,
                "name": spec.name,
                "remaining": state.building_supply[spec.index],
                "cost": spec.cost,
                "vp": spec.vp,
                "row": spec.row,
                **(
                    {
                        "price_for_you": state.price(
                            seat, spec.index, builder=_is_builder(state, seat)
                        )
                    }
                    if seat is not None
                    else {}
                ),
            }
            for spec in BUILDINGS
        ],
        "end_triggers": [name for bit, name in TRIGGER_NAMES.items() if state.end_triggers & bit],
        "players_board": [player_view(state, p, seat) for p in range(state.players)],
    }
    return data


def _is_builder(state: PuertoRicoState, seat: int | None) -> bool:
    """Whether ``seat`` gets the builder's discount in the current phase."""
    from .board import PH_BUILD

    return state.phase == PH_BUILD and seat == state.chooser


def determinize(state: PuertoRicoState, seat: int, seed: int) -> PuertoRicoState:
    """A copy in which everything hidden from ``seat`` is re-sampled from ``seed``.

    The RNG is replaced (so future plantation draws differ) and the other players' VP
    chips are dealt anew: uniformly over all splits of their known total.
    """
    other = state.clone()
    # Stacked draws (stack_chance) are the experimenter's secret: a determinization
    # draws from the stack at random like any other.
    other.chance = ()
    if state.phase == PH_OVER:
        return other  # the final scoring has revealed everything
    r = rng.seed_to_state(seed)
    others = [p for p in range(state.players) if p != seat]
    total = sum(state.board[p * STRIDE + VP] for p in others)
    # Stars and bars: k-1 distinct cut points among total+k-1 positions.
    k = len(others)
    slots = total + k - 1
    cuts: list[int] = []
    while len(cuts) < k - 1:
        r, c = rng.below(r, slots)
        if c not in cuts:
            cuts.append(c)
    cuts.sort()
    previous = -1
    for p, cut in zip(others, [*cuts, slots], strict=False):
        other.board[p * STRIDE + VP] = cut - previous - 1
        previous = cut
    r, _ = rng.next_u64(r)
    other.rng = r
    # The game seed is hidden too: with the public history it would rebuild the true state.
    other.seed = seed
    other._legal = None
    # Private events of the other seats would reveal their true VP: drop them.
    other._log = seat_log(state._log, seat)
    # The history may hold other seats' private choices (cards kept, paid with), and a
    # determinization cannot be replayed anyway (its seed is new): it starts afresh.
    other._history = None
    return other
