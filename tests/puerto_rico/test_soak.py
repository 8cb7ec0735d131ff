"""Soak: thousands of seeded random games, every invariant checked after every action.

Games cover 2-5 players, both editions, (one game in four) ``ship_choice=max_space`` and
(one game in three) ``optional_production=on``.
Every move is drawn from a ``random.Random(seed)`` instance, so a failure names the seed
that reproduces it: ``play_checked(seed)``.
"""

from __future__ import annotations

import random

import pytest

import tradewinds
from tradewinds.games.puerto_rico.data import BUILDINGS
from tradewinds.games.puerto_rico.invariants import BUILDINGS_IN_PLAY, check_invariants
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

GAMES = 2000
CHUNK = 50
MAX_DECISIONS = 3000  # random games take ~300-600 decisions
MAX_ROUNDS = 60  # random games take ~15-30 rounds


def config(seed: int) -> tuple[int, dict[str, str]]:
    """Player count and options of soak game ``seed``."""
    players = 2 + seed % 4
    options = {
        "edition": "deluxe" if (seed // 4) % 2 else "original",
        "ship_choice": "max_space" if (seed // 8) % 4 == 0 else "max_load",
        "optional_production": "on" if (seed // 32) % 3 == 0 else "off",
    }
    return players, options


def play_checked(seed: int) -> PuertoRicoState:
    """Play soak game ``seed`` to the end, checking the invariants after every action."""
    players, options = config(seed)
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
    assert isinstance(state, PuertoRicoState)
    rng = random.Random(seed)
    check_invariants(state)
    while not state.is_over:
        assert state.move_number < MAX_DECISIONS, f"seed {seed}: no end after {MAX_DECISIONS}"
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        check_invariants(state)
    return state


def check_final(state: PuertoRicoState, seed: int) -> None:
    result = state.result()
    assert result["over"] is True
    assert result["end_triggers"], f"seed {seed}: the game ended without a trigger"
    assert 1 <= result["rounds"] <= MAX_ROUNDS, f"seed {seed}: {result['rounds']} rounds"
    assert sorted(result["ranking"]) == list(range(state.players))
    assert result["winners"] and result["winners"] == [
        s["seat"] for s in result["scores"] if s["rank"] == 1
    ]
    assert result["shared_win"] == (len(result["winners"]) > 1)
    best = max((s["total"], s["tiebreak"]) for s in result["scores"])
    for s in result["scores"]:
        assert s["total"] == s["vp_chips"] + s["building_vp"] + sum(s["bonuses"].values())
        assert (s["rank"] == 1) == ((s["total"], s["tiebreak"]) == best)
    assert state.legal_actions() == []
    with pytest.raises(tradewinds.IllegalActionError):
        state.apply("pass")


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK), ids=lambda s: f"seeds{s}")
def test_random_games_keep_invariants(start: int) -> None:
    for seed in range(start, start + CHUNK):
        state = play_checked(seed)
        check_final(state, seed)


def test_soak_covers_every_configuration() -> None:
    """The seed scheme reaches every player count x edition x ship_choice x
    optional_production combination."""
    seen = set()
    for seed in range(GAMES):
        players, options = config(seed)
        seen.add(
            (players, options["edition"], options["ship_choice"], options["optional_production"])
        )
    assert len(seen) == 4 * 2 * 2 * 2


def test_building_counts_match_the_rules() -> None:
    """§2/§3.1: 49 buildings for 3-5 players (20 production, 24 small violet, 5 large);
    2 players: 2 of each production kind and 1 of each violet kind."""
    kinds = [b.kind for b in BUILDINGS]
    for players in (3, 4, 5):
        counts = BUILDINGS_IN_PLAY[players]
        total = {k: sum(c for c, kk in zip(counts, kinds) if kk == k) for k in set(kinds)}
        assert total == {"production": 20, "violet_small": 24, "violet_large": 5}
    two = BUILDINGS_IN_PLAY[2]
    assert all(c == (2 if k == "production" else 1) for c, k in zip(two, kinds))
