"""Build Manila situations for rule scenario tests.

Scenario tests start from a real new game, set the few things a rule example describes
(cash, shares, prices, who already sits where, boat positions), then play actions through
the public API. The dice are fixed through ``stack_chance`` (:func:`dice`), so a test
decides what the dice show (every die the engine rolls must have been given, and every
given die must be rolled).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

import pytest

import tradewinds
from tradewinds.games.manila.board import PH_BID, PH_PLACE
from tradewinds.games.manila.data import GOODS, PRICE_TRACK, SPACE_INDEX
from tradewinds.games.manila.state import ManilaState

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def new(
    players: int = 4,
    *,
    seed: int = 0,
    oldest: int = 0,
    variant: bool = False,
    on_13: str = "harbor",
) -> ManilaState:
    """A new game in which seat ``oldest`` opens the first auction."""
    state = tradewinds.new_game(
        "manila",
        players,
        seed=seed,
        options={
            "pirate_variant": variant,
            "unplundered_boat_on_13": on_13,
            "oldest_player": oldest,
        },
        names=NAMES[:players],
    )
    assert isinstance(state, ManilaState)
    return state


# ------------------------------------------------------------------- the dice
class LoadedDice:
    """The dice a test gave, in the order the engine rolls them (boats at sea, in route
    order): once the block is over, ``rolled`` holds them all."""

    def __init__(self, values: Sequence[int]) -> None:
        self.rolled: list[int] = []
        self.values = list(values)


@contextmanager
def dice(state: ManilaState, *values: int) -> Iterator[LoadedDice]:
    """Within the block the movement dice of ``state`` show ``values``: stacked as the
    next outcomes of chance (``stack_chance``, the public way to fix a roll), every one of
    them must be rolled, and no other die (the RNG is never asked)."""
    loaded = LoadedDice(values)
    stacked_before = state.stacked_chance()
    assert not stacked_before, f"dice stacked before the block: {stacked_before}"
    rng_before = state.rng
    state.stack_chance(values)
    yield loaded
    left = state.stacked_chance()
    assert not left, f"dice never rolled: {left}"
    assert state.rng == rng_before, "the engine rolled more dice than the test gave"
    loaded.rolled = list(values)


# --------------------------------------------------------------- set the board
def set_cash(state: ManilaState, seat: int, cash: int) -> None:
    state.cash[seat] = cash
    state._legal = None


def set_shares(
    state: ManilaState,
    seat: int,
    held: Mapping[str, int] | None = None,
    mortgaged: Mapping[str, int] | None = None,
) -> None:
    """Give ``seat`` exactly these shares (the supply keeps the total at 5 per good)."""
    b = seat * 4
    for g, name in enumerate(GOODS):
        state.supply[g] += state.held[b + g] + state.mort[b + g]
        state.held[b + g] = (held or {}).get(name, 0)
        state.mort[b + g] = (mortgaged or {}).get(name, 0)
        state.bought[b + g] = 0
        state.supply[g] -= state.held[b + g] + state.mort[b + g]
        assert state.supply[g] >= 0, f"not enough {name} shares"
    state._legal = None


def set_prices(state: ManilaState, **prices: int) -> None:
    """Set prices by value (``silk=20``)."""
    for name, value in prices.items():
        state.price[GOODS.index(name)] = PRICE_TRACK.index(value)
    state._legal = None


def set_boats(state: ManilaState, **positions: int) -> None:
    """Move loaded boats to route positions (no arrival)."""
    for name, position in positions.items():
        state.pos[GOODS.index(name)] = position
    state._legal = None


def put(state: ManilaState, seat: int, *spaces: str) -> None:
    """Put accomplices of ``seat`` on spaces directly (boat seats cheapest first)."""
    for space_id in spaces:
        s = SPACE_INDEX[space_id]
        assert state.occ[s] < 0, f"{space_id} is taken"
        assert state.left[seat] > 0, f"seat {seat} has no accomplice at home"
        good = GOODS.index(space_id.split("_")[1]) if space_id.startswith("boat_") else -1
        if good >= 0:
            assert int(space_id.rsplit("_", 1)[1]) == state.filled[good] + 1, "cheapest first"
            state.filled[good] += 1
        state.occ[s] = seat
        state.left[seat] -= 1
    state._legal = None


def occupant(state: ManilaState, space_id: str) -> int | None:
    o = state.occ[SPACE_INDEX[space_id]]
    return None if o < 0 else o


# ------------------------------------------------------------------ play helpers
def play(state: ManilaState, *moves: str | tuple[int, str]) -> None:
    """Apply moves in order; a ``(seat, action)`` pair also checks who is to act."""
    for move in moves:
        if isinstance(move, tuple):
            seat, text = move
            assert state.current_player == seat, (
                f"expected seat {seat} to {text!r}, but seat {state.current_player} acts "
                f"({state.view(None)['decision']}; legal: {legal_texts(state)})"
            )
        else:
            text = move
        state.apply(text)


def pass_auction(state: ManilaState) -> None:
    """Everybody passes the auction (the previous harbour master / the opener keeps it)."""
    while state.phase == PH_BID:
        state.apply("pass")


def begin_voyage(
    state: ManilaState,
    load: str = "nutmeg silk jade",
    starts: Sequence[int] = (5, 4, 0),
    buy: str | None = None,
) -> None:
    """No bids, then the harbour master buys (or not), loads and places the boats."""
    pass_auction(state)
    if "buy" in {a.text.split()[0] for a in state.legal_actions()}:
        state.apply(f"buy {buy}" if buy else "pass")
    state.apply(f"load {load}")
    goods = load.split()
    for good, start in zip(goods[:2], starts[:2], strict=True):
        state.apply(f"start {good} {start}")
    assert state.pos[GOODS.index(goods[2])] == starts[2], "the third start is forced"
    assert state.phase == PH_PLACE


def everyone_passes(state: ManilaState) -> None:
    """Every player still placing passes (the voyage then runs to the next decision)."""
    while state.phase == PH_PLACE:
        state.apply("pass")


def legal_texts(state: ManilaState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def log_texts(state: ManilaState) -> list[str]:
    return [event.text for event in state.events(everything=True)]


def assert_illegal(state: ManilaState, action: str, *fragments: str) -> str:
    """``action`` is rejected (naming the rule) and leaves the state unchanged."""
    before = state.state_hash()
    with pytest.raises(tradewinds.IllegalActionError) as info:
        state.apply(action)
    assert state.state_hash() == before, f"rejected {action!r} changed the state"
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message
