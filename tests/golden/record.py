"""Record the golden games: random games of every configuration, as digests of what a
player sees at each step, for the replay test (``test_golden.py``).

Run ``python -m tests.golden.record`` only when a rule changes on purpose (and say so in
the commit): the file is the engines' behaviour at the time, the safety net for
restructuring them (issue 18: "random games replay byte-identically between the old and
new engines; record the old tree's games first").

A game is replayed from its game seed and a choice seed: at each decision the choice
generator picks an index into the sorted legal action ids. Every ``STRIDE`` decisions the
digest of the decisions so far (each step's sorted legal ids and the id played) is kept,
so a failure names the stretch where the engines first differ; at the end the digests of
the whole event log (every line with its move and seat), of ``result()`` and of the
saved state are kept too.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from tradewinds import new_game
from tradewinds.core.game import State

FILE = Path(__file__).with_name("games.json")
STRIDE = 64
EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 2, {}),
    ("puerto_rico", 3, {}),
    ("puerto_rico", 4, {"edition": "deluxe", "ship_choice": "max_space"}),
    ("puerto_rico", 5, {"optional_production": "on"}),
    ("puerto_rico", 3, {"expansions": ["new_buildings"]}),
    ("puerto_rico", 4, {"expansions": ["nobles"]}),
    ("puerto_rico", 3, {"expansions": ["buccaneer"]}),
    ("puerto_rico", 4, {"expansions": ["festival"]}),
    ("puerto_rico", 2, {"expansions": EXPANSIONS, "draft": "random"}),
    ("puerto_rico", 4, {"expansions": EXPANSIONS}),
    (
        "puerto_rico",
        5,
        {
            "expansions": EXPANSIONS,
            "expansion_rules": [
                "lighthouse_first_shipment",
                "cloister_no_quarries",
                "land_office_settler",
                "black_market_no_noble",
                "kidnapper_plays_alone",
            ],
        },
    ),
    ("san_juan", 2, {}),
    ("san_juan", 3, {"setup_variant": "on", "covered_rebuild": "allowed"}),
    ("san_juan", 4, {"game_end": "immediate"}),
    ("manila", 3, {}),
    ("manila", 4, {"pirate_variant": True, "unplundered_boat_on_13": "shipyard"}),
    ("manila", 5, {}),
]
GAMES_PER_CONFIG = 3


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def play(
    game: str, players: int, options: dict[str, Any], seed: int, choices: int
) -> dict[str, Any]:
    """Play one golden game and return its record (see the module)."""
    state = new_game(game, players, seed=seed, options=options)
    rng = random.Random(choices)
    steps = hashlib.sha256()
    checkpoints: list[str] = []
    decisions = 0
    while not state.is_over:
        ids = sorted(a.id for a in state.legal_actions())
        chosen = ids[rng.randrange(len(ids))]
        steps.update(json.dumps([ids, chosen]).encode())
        state.apply(state.action_from_id(chosen))
        decisions += 1
        if decisions % STRIDE == 0:
            checkpoints.append(steps.hexdigest()[:20])
    return {
        "game": game,
        "players": players,
        "options": options,
        "seed": seed,
        "choices": choices,
        "decisions": decisions,
        "checkpoints": checkpoints,
        "steps": steps.hexdigest()[:20],
        **final_digests(state),
    }


def final_digests(state: State) -> dict[str, str]:
    log = [[e["move"], e.get("seat"), e["text"]] for e in state.event_log(None)]
    return {
        "log": _digest(json.dumps(log)),
        "result": _digest(json.dumps(state.result(), sort_keys=True)),
        "saved": _digest(state.to_json()),
    }


def record() -> list[dict[str, Any]]:
    games = []
    for index, (game, players, options) in enumerate(CONFIGS):
        for k in range(GAMES_PER_CONFIG):
            games.append(play(game, players, options, 1000 * index + k, 7 * index + k))
    return games


if __name__ == "__main__":
    FILE.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {FILE}")
