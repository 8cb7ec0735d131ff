"""Build a Manila position from readable arguments (docs/positions.md).

>>> from tradewinds.games.manila import position
>>> game = position(
...     3,
...     seats=[{"cash": 20, "shares": {"jade": 2}}, {"cash": 35, "mortgaged": {"silk": 1}},
...            {"cash": 12, "shares": {"ginseng": 1, "nutmeg": 1}}],
...     prices={"jade": 20, "silk": 10},
...     harbor_master=1, boats={"nutmeg": 4, "silk": 5, "jade": 9},
...     placements={"boat_jade_1": 0, "pirate_captain": 2},
...     chance=[6, 6, 6],
... )
>>> game.current_player, game.view(None)["decision"]
(1, 'place_accomplice')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ...core.errors import InvalidStateError
from ...core.game import State, new_game
from ...core.position import Seats, count_arg, counts, finish, index_of, seat_specs
from .data import (
    GOODS,
    LOADED_BOATS,
    MANILA,
    MOVE,
    NUM_GOODS,
    PRICE_TRACK,
    SEAT_GOOD,
    SEATS,
    SPACE_IDS,
)
from .phases import sailing

SEAT_KEYS: Final = ("cash", "shares", "mortgaged")


def position(
    players: int,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
    opener: int = 0,
    voyage: int = 1,
    seats: Seats = (),
    prices: Mapping[str, int] | None = None,
    harbor_master: int | None = None,
    boats: Mapping[str, int] | None = None,
    moves: int = 0,
    placements: Mapping[str, int] | None = None,
    chance: Sequence[int] = (),
) -> State:
    """A Manila position: the auction of voyage ``voyage`` opened by seat ``opener``, or,
    with ``harbor_master`` and ``boats`` (the three loaded goods and their route
    positions), a placement round of that harbour master after ``moves`` movement rounds
    (0-2), with the accomplices of ``placements`` (space id: seat) already on the board.

    Per seat: ``cash`` (pesos), ``shares`` and ``mortgaged`` (``{good: count}``; the
    secret starting shares are replaced, the open supply keeps 5 of each good). Prices are
    the black-market values (0, 5, 10, 20). Raises :class:`InvalidStateError` naming the
    problem.
    """
    opts = {**dict(options or {}), "oldest_player": opener}
    state: Any = new_game("manila", players, seed=seed, options=opts, names=names)
    state.voyage = count_arg(voyage, "voyage") or 1
    specs = seat_specs(players, seats, SEAT_KEYS)
    for seat, spec in enumerate(specs):  # first every given seat's shares go back ...
        if "shares" in spec or "mortgaged" in spec:
            for g in range(NUM_GOODS):
                at = seat * 4 + g
                state.supply[g] += state.held[at] + state.mort[at]
                state.held[at] = state.mort[at] = state.bought[at] = 0
    for seat, spec in enumerate(specs):  # ... then each takes what it is given
        _set_seat(state, seat, spec)
    for name, value in (prices or {}).items():
        good = index_of(name, GOODS, "good")
        if value not in PRICE_TRACK[:-1]:
            raise InvalidStateError(
                f"price of {name}: {value!r} is not on the price track "
                f"({', '.join(map(str, PRICE_TRACK[:-1]))}; 30 ends the game)"
            )
        state.price[good] = PRICE_TRACK.index(value)
    if (harbor_master is None) != (boats is None):
        raise InvalidStateError("a voyage at sea needs both harbor_master and boats")
    if harbor_master is not None and boats is not None:
        _at_sea(state, harbor_master, boats, moves, placements or {})
    elif placements or moves:
        raise InvalidStateError("placements and moves need a voyage at sea (harbor_master, boats)")
    return finish(state, chance)


def _set_seat(state: Any, seat: int, spec: Mapping[str, Any]) -> None:
    if "cash" in spec:
        state.cash[seat] = count_arg(spec["cash"], f"seat {seat} cash")
    if "shares" in spec or "mortgaged" in spec:
        held = counts(spec.get("shares", {}), GOODS, "good")
        mort = counts(spec.get("mortgaged", {}), GOODS, "good")
        for g in range(NUM_GOODS):
            at = seat * 4 + g
            if state.supply[g] < held[g] + mort[g]:
                raise InvalidStateError(
                    f"seat {seat}: {held[g] + mort[g]} {GOODS[g]} shares asked, only "
                    f"{state.supply[g]} not held by another player (5 in the game)"
                )
            state.supply[g] -= held[g] + mort[g]
            state.held[at], state.mort[at], state.bought[at] = held[g], mort[g], 0


def _at_sea(
    state: Any, hm: int, boats: Mapping[str, int], moves: int, placements: Mapping[str, int]
) -> None:
    n = state.players
    if isinstance(hm, bool) or not isinstance(hm, int) or not 0 <= hm < n:
        raise InvalidStateError(f"harbor_master must be a seat 0..{n - 1}, got {hm!r}")
    loaded = [index_of(name, GOODS, "good") for name in boats]
    if len(set(loaded)) != LOADED_BOATS:
        raise InvalidStateError(f"boats: {LOADED_BOATS} goods are loaded, got {list(boats)}")
    if not 0 <= count_arg(moves, "moves") <= 2:
        raise InvalidStateError(f"moves must be 0, 1 or 2, got {moves}")
    state.hm = hm
    state.ashore = next(g for g in range(NUM_GOODS) if g not in loaded)
    for name, where in boats.items():
        if isinstance(where, bool) or not isinstance(where, int) or not 0 <= where < MANILA:
            raise InvalidStateError(f"boat {name}: a route position is 0..{MANILA - 1}")
        state.pos[GOODS.index(name)] = where
    for space_id, seat in placements.items():
        space = index_of(space_id, SPACE_IDS, "space")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise InvalidStateError(f"{space_id}: seat must be 0..{n - 1}, got {seat!r}")
        good = SEAT_GOOD[space]
        if good >= 0 and good == state.ashore:
            raise InvalidStateError(f"{space_id}: the {GOODS[good]} boat stays ashore")
        if not state.left[seat]:
            raise InvalidStateError(f"{space_id}: seat {seat} has no accomplice left at home")
        state.occ[space] = seat
        state.left[seat] -= 1
    for g in range(NUM_GOODS):
        state.filled[g] = sum(1 for s in SEATS[g] if state.occ[s] >= 0)
    # The step of the schedule after the ``moves``-th movement round: a placement round.
    schedule = state.schedule
    step = 0
    for _ in range(moves):
        step = schedule.index(MOVE, step) + 1
    state.moves = moves
    state.step = step
    state.passed = 0
    sailing.run_step(state)


__all__ = ["position"]
