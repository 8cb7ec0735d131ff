"""The tables a game with expansions compiles from its supply when it is set up (the build
list, the phase tables with or without guest moves): shared by clones, rebuilt on load,
and in agreement with the rules they stand for."""

from __future__ import annotations

import random

import pytest

from tests.random_play import random_moves
from tradewinds import load_state
from tradewinds.core.options import resolve_options
from tradewinds.games.puerto_rico import game as pr_game
from tradewinds.games.puerto_rico.actions import K_BUILD
from tradewinds.games.puerto_rico.board import PH_BUILD
from tradewinds.games.puerto_rico.data import (
    ALL_BUILDINGS,
    BLACK_MARKET_MAX,
    CITY_SPACES,
    GUEST_HOUSE,
)
from tradewinds.games.puerto_rico.expansion_actions import K_GUEST
from tradewinds.games.puerto_rico.layout import BUILDINGS_AT, CITY, DOUBLOONS, STRIDE
from tradewinds.games.puerto_rico.state import PuertoRicoState

ALL = ["new_buildings", "nobles", "buccaneer", "festival"]


def play(expansions: list[str], seed: int, moves: int) -> PuertoRicoState:
    """The expansions' engine (also without any expansion), after ``moves`` random moves."""
    options = {"expansions": expansions, "draft": "random"}
    resolved = resolve_options(pr_game.INFO.options, options, "puerto_rico")
    names = tuple(f"Player {i + 1}" for i in range(4))
    return random_moves(PuertoRicoState.new(4, seed, resolved, names), moves, seed)


def buildable(state: PuertoRicoState) -> list[int]:
    """What the builder's rules (base §5.3, expansions §2.3) let the actor build: a kind of
    the supply (or the festival's goal building) he does not own, with room for it, at a
    price within his doubloons and what the Black Market would cover."""
    seat = state.actor
    base = seat * STRIDE
    reach = state.board[base + DOUBLOONS] + min(BLACK_MARKET_MAX, state._black_market_items(seat))
    goal = state.fest_building if state.fest_building_by < 0 else -1
    return sorted(
        spec.index
        for spec in ALL_BUILDINGS
        if (state.building_supply[spec.index] or spec.index == goal)
        and state.board[base + BUILDINGS_AT + spec.index] < 0
        and spec.size <= CITY_SPACES - state.board[base + CITY]
        and state.price(seat, spec.index) <= reach
    )


@pytest.mark.parametrize("expansions", [[], ["new_buildings"], ["nobles"], ALL])
def test_build_list_offers_what_the_price_rule_allows(expansions: list[str]) -> None:
    """Every builder decision of many random games offers exactly the buildings the
    player could pay for at ``price`` (one price rule for the list and the purchase)."""
    checked = 0
    for seed in range(12):
        state = play(expansions, seed, 0)
        r = random.Random(seed)
        while not state.is_over:
            if state.phase == PH_BUILD:
                offered = sorted(a.arg for a in state.legal_actions() if a.kind == K_BUILD)
                assert offered == buildable(state)
                checked += 1
            legal = state.legal_actions()
            state.apply(legal[r.randrange(len(legal))])
    assert checked > 100


def test_clones_share_the_compiled_tables() -> None:
    state = play(ALL, 3, 40)
    clone = state.clone()
    assert clone.build_lists is state.build_lists
    # The phase tables are the class's (with or without the guest moves): a clone keeps it.
    assert type(clone) is type(state)


def test_load_rebuilds_the_compiled_tables() -> None:
    """A saved game plays on from its file exactly as the live one does."""
    for seed in range(6):
        state = play(ALL, seed, 60)
        loaded = load_state(state.to_json())
        assert isinstance(loaded, PuertoRicoState)
        assert type(loaded) is type(state)  # the same phase tables
        r = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert loaded.legal_actions() == legal
            action = legal[r.randrange(len(legal))]
            state.apply(action)
            loaded.apply(action)
        assert loaded.to_json() == state.to_json()


def test_guest_moves_only_in_a_game_with_a_guest_house() -> None:
    """Guest moves (expansions §2.3, X7) are offered in some owner's decision of a game
    whose supply has the Guest House, and in none of a game without it."""
    seen = {True: 0, False: 0}
    for seed in range(40):
        state = play(["new_buildings"], seed, 0)
        has_guest_house = bool(state.in_game[GUEST_HOUSE])
        r = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seen[has_guest_house] += sum(1 for a in legal if a.kind == K_GUEST)
            state.apply(legal[r.randrange(len(legal))])
    assert seen[False] == 0
    assert seen[True] > 0
