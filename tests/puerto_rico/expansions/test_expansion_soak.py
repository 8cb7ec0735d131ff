"""Soak: 500 seeded random games for each of the 15 non-empty combinations of expansions,
spread over 2-5 players, both editions, both drafts, optional production and the variant
rules, with every invariant checked after every action (the empty combination, the base
game, has its own soak of 2000 games in ``tests/puerto_rico/test_soak.py``).

A failure names the combination and the seed: ``play_checked(combo, seed)`` reproduces it.
"""

from __future__ import annotations

import itertools
import random

import pytest

import tradewinds
from tradewinds.games.puerto_rico.data import EXPANSION_RULES, EXPANSIONS
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

GAMES = 500
CHUNK = 50
MAX_DECISIONS = 6000  # random games take ~300-1000 decisions
MAX_ROUNDS = 60

COMBOS = [tuple(combo) for r in range(1, 5) for combo in itertools.combinations(EXPANSIONS, r)]


def config(combo: tuple[str, ...], seed: int) -> tuple[int, dict[str, object]]:
    """Player count and options of soak game ``seed`` of ``combo``."""
    players = 2 + seed % 4
    options: dict[str, object] = {
        "expansions": list(combo),
        "edition": "deluxe" if (seed // 4) % 2 else "original",
        "ship_choice": "max_space" if (seed // 8) % 4 == 0 else "max_load",
        "draft": "random" if (seed // 32) % 2 else "players",
        "optional_production": "on" if (seed // 16) % 3 == 1 else "off",
    }
    if seed % 5 == 4:
        # One game in five plays every disputed ruling the other way ...
        options["expansion_rules"] = list(EXPANSION_RULES)
    elif seed % 5 == 3:
        # ... and one in five one of them.
        options["expansion_rules"] = [EXPANSION_RULES[(seed // 5) % len(EXPANSION_RULES)]]
    return players, options


def play_checked(combo: tuple[str, ...], seed: int) -> PuertoRicoState:
    """Play soak game ``seed`` of ``combo`` to the end, checking every invariant."""
    players, options = config(combo, seed)
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
    assert isinstance(state, PuertoRicoState)
    rng = random.Random(seed)
    check_invariants(state)
    while not state.is_over:
        assert state.move_number < MAX_DECISIONS, f"{combo} seed {seed}: no end"
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        check_invariants(state)
    return state


def check_final(state: PuertoRicoState, label: str) -> None:
    result = state.result()
    assert result["over"] is True
    assert result["end_triggers"], f"{label}: the game ended without a trigger"
    assert 1 <= result["rounds"] <= MAX_ROUNDS, f"{label}: {result['rounds']} rounds"
    if state.nobles:
        assert "colonists" not in result["end_triggers"], label  # T1 is removed (§3.2)
    best = max((s["total"], s["tiebreak"]) for s in result["scores"])
    for s in result["scores"]:
        parts = s["vp_chips"] + s["building_vp"] + sum(s["bonuses"].values()) + s["noble_vp"]
        assert s["total"] == parts, label
        assert (s["rank"] == 1) == ((s["total"], s["tiebreak"]) == best)
    assert result["winners"] == [s["seat"] for s in result["scores"] if s["rank"] == 1]
    assert state.legal_actions() == []


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK), ids=lambda s: f"seeds{s}")
@pytest.mark.parametrize("combo", COMBOS, ids=lambda c: "+".join(c))
def test_random_games_keep_invariants(combo: tuple[str, ...], start: int) -> None:
    for seed in range(start, start + CHUNK):
        state = play_checked(combo, seed)
        check_final(state, f"{combo} seed {seed}")


def test_soak_covers_every_configuration() -> None:
    """Every combination meets every player count, both editions, both drafts and every
    variant rule."""
    assert len(COMBOS) == 15
    for combo in COMBOS:
        seen = set()
        rules: set[str] = set()
        for seed in range(GAMES):
            players, options = config(combo, seed)
            seen.add(
                (players, options["edition"], options["draft"], options["optional_production"])
            )
            rules |= set(options.get("expansion_rules", []))  # type: ignore[arg-type]
        assert len(seen) == 4 * 2 * 2 * 2
        assert rules == set(EXPANSION_RULES)
