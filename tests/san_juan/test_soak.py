"""Soak: thousands of seeded random games, every invariant checked after every action.

Games cover 2, 3 and 4 players; one game in four uses the setup variant, one in eight ends
immediately at the 12th building, one in eight forbids rebuilding covered buildings. Every
move is drawn from a ``random.Random(seed)`` instance, so a failure names the seed that
reproduces it: ``play_checked(seed)``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tradewinds
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

GAMES = 2100
CHUNK = 70
MAX_DECISIONS = 5000  # random games take ~250-700 decisions
MAX_ROUNDS = 200


def config(seed: int) -> tuple[int, dict[str, Any]]:
    """Player count and options of soak game ``seed``."""
    players = 2 + seed % 3
    options: dict[str, Any] = {
        "setup_variant": "on" if (seed // 3) % 4 == 0 else "off",
        "game_end": "immediate" if (seed // 3) % 8 == 1 else "end_of_phase",
        "covered_rebuild": "allowed" if (seed // 3) % 8 == 2 else "forbidden",
    }
    return players, options


def play_checked(seed: int) -> SanJuanState:
    """Play soak game ``seed`` to the end, checking the invariants after every action."""
    players, options = config(seed)
    state = tradewinds.new_game("san_juan", players, seed=seed, options=options)
    assert isinstance(state, SanJuanState)
    rng = random.Random(seed)
    check_invariants(state)
    while not state.is_over:
        assert state.move_number < MAX_DECISIONS, f"seed {seed}: no end after {MAX_DECISIONS}"
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        check_invariants(state)
    return state


def check_final(state: SanJuanState, seed: int) -> None:
    result = state.result()
    assert result["over"] is True
    assert result["end_triggers"] in (["twelve_buildings"], ["stalemate"]), seed
    if result["end_triggers"] == ["twelve_buildings"]:
        assert max(s["buildings"] for s in result["scores"]) >= 12, seed
    assert 1 <= result["rounds"] <= MAX_ROUNDS, f"seed {seed}: {result['rounds']} rounds"
    assert sorted(result["ranking"]) == list(range(state.players))
    assert result["winners"] == [s["seat"] for s in result["scores"] if s["rank"] == 1]
    assert result["shared_win"] == (len(result["winners"]) > 1)
    best = max((s["total"], s["tiebreak"]) for s in result["scores"])
    for s in result["scores"]:
        assert s["total"] == s["building_vp"] + s["chapel"] + sum(s["bonuses"].values())
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
    """The seed scheme reaches every player count with every non-default option."""
    seen = set()
    for seed in range(GAMES):
        players, options = config(seed)
        for name, value in options.items():
            seen.add((players, name, value))
    assert len(seen) == 3 * 6


def test_copies_match_the_rules() -> None:
    """§2: 110 cards: 42 production (10 indigo + 4 x 8), 68 violet (20 x 3 + 4 x 2)."""
    from tradewinds.games.san_juan.data import CARDS
    from tradewinds.games.san_juan.invariants import COPIES, PRODUCTION

    assert [c.id for c in CARDS] == list(COPIES)
    assert [c.count for c in CARDS] == list(COPIES.values())
    assert sum(COPIES.values()) == 110
    assert sum(COPIES[p] for p in PRODUCTION) == 42
    assert sum(n for c, n in COPIES.items() if c not in PRODUCTION) == 68
    assert len(COPIES) == 29
