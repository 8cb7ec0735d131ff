"""Soak: thousands of seeded random games, every invariant checked after every action.

Games cover 3-5 players, both pirate rules and both ``unplundered_boat_on_13`` choices.
Every move is drawn from a ``random.Random(seed)`` instance, so a failure names the seed
that reproduces it: ``play_checked(seed)``.
"""

from __future__ import annotations

import random

import pytest

import tradewinds
from tradewinds.games.manila.invariants import check_invariants
from tradewinds.games.manila.state import ManilaState

GAMES = 3000
CHUNK = 100
MAX_DECISIONS = 1500  # random games take ~100-200 decisions
MAX_VOYAGES = 40  # random games take ~3-8 voyages


def config(seed: int) -> tuple[int, dict[str, object]]:
    """Player count and options of soak game ``seed``."""
    players = 3 + seed % 3
    options: dict[str, object] = {
        "pirate_variant": (seed // 3) % 2 == 1,
        "unplundered_boat_on_13": "shipyard" if (seed // 6) % 4 == 0 else "harbor",
    }
    return players, options


def play_checked(seed: int) -> ManilaState:
    """Play soak game ``seed`` to the end, checking the invariants after every action."""
    players, options = config(seed)
    state = tradewinds.new_game("manila", players, seed=seed, options=options)
    assert isinstance(state, ManilaState)
    rng = random.Random(seed)
    check_invariants(state)
    prices = list(state.price)
    voyage = state.voyage
    while not state.is_over:
        assert state.move_number < MAX_DECISIONS, f"seed {seed}: no end after {MAX_DECISIONS}"
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        check_invariants(state)
        assert all(a >= b for a, b in zip(state.price, prices)), f"seed {seed}: a price fell"
        assert state.voyage >= voyage
        prices = list(state.price)
        voyage = state.voyage
    return state


def check_final(state: ManilaState, seed: int) -> None:
    result = state.result()
    assert result["over"] is True
    assert result["end_triggers"], f"seed {seed}: the game ended without a price of 30"
    assert all(result["prices"][g] == 30 for g in result["end_triggers"])
    assert 1 <= result["rounds"] <= MAX_VOYAGES, f"seed {seed}: {result['rounds']} voyages"
    assert sorted(result["ranking"]) == list(range(state.players))
    best = max(s["total"] for s in result["scores"])
    assert result["winners"] == [s["seat"] for s in result["scores"] if s["total"] == best]
    assert result["shared_win"] == (len(result["winners"]) > 1)
    for s in result["scores"]:
        price = result["prices"]
        value = sum(price[g] * n for g, n in s["shares"].items())
        assert s["share_value"] == value
        assert s["mortgage_penalty"] == 15 * sum(s["mortgaged"].values())
        assert s["total"] == s["cash"] + value - s["mortgage_penalty"]
    assert state.legal_actions() == []
    with pytest.raises(tradewinds.IllegalActionError):
        state.apply("pass")


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK), ids=lambda s: f"seeds{s}")
def test_random_games_keep_invariants(start: int) -> None:
    for seed in range(start, start + CHUNK):
        state = play_checked(seed)
        check_final(state, seed)


def test_soak_covers_every_configuration() -> None:
    """The seed scheme reaches every player count x pirate rule x unplundered rule."""
    seen = set()
    for seed in range(GAMES):
        players, options = config(seed)
        seen.add((players, options["pirate_variant"], options["unplundered_boat_on_13"]))
    assert len(seen) == 3 * 2 * 2


def test_soak_reaches_every_decision() -> None:
    """The random games meet every kind of decision (so the soak checks all of them)."""
    seen: set[str] = set()
    for seed in range(60):
        players, options = config(seed)
        state = tradewinds.new_game("manila", players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            seen.add(state.view(None)["decision"])
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert seen == {
        "auction_bid",
        "buy_share",
        "load_goods",
        "start_positions",
        "place_accomplice",
        "pirate_boarding",
        "small_pilot",
        "large_pilot",
        "large_pilot_second",
        "plunder_destination",
    }
