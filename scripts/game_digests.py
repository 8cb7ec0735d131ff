"""Digests of random San Juan and Manila games, to show that a change of the engines
changes no game.

    PYTHONPATH=src python scripts/game_digests.py before.json    # on the old tree
    PYTHONPATH=src python scripts/game_digests.py after.json     # on the new one
    cmp before.json after.json

For each game and player count, games with seeds 0..N-1 (options varied by the seed) are
played with random legal moves from ``random.Random(seed)``. At every decision a few
actions that are not legal are tried as well (drawn from ``random.Random(seed + 10**6)``):
the refusal's sentence and catalog phrase go into the digest with the legal actions' list,
then the final ``to_json()``. One SHA-256 per game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from tradewinds.core.errors import IllegalActionError
from tradewinds.core.game import game_info, new_game

OPTIONS: dict[str, Callable[[int], dict[str, Any]]] = {
    "san_juan": lambda seed: {
        "setup_variant": ("off", "on")[seed % 2],
        "game_end": ("end_of_phase", "immediate")[seed // 2 % 2],
        "covered_rebuild": ("forbidden", "allowed")[seed // 4 % 2],
    },
    "manila": lambda seed: {
        "pirate_variant": bool(seed % 2),
        "unplundered_boat_on_13": ("harbor", "shipyard")[seed // 2 % 2],
    },
}
TRIES = 6  # illegal actions tried per decision


def digest(game: str, players: int, seed: int) -> str:
    """The digest of one random game."""
    state = new_game(game, players, seed=seed, options=OPTIONS[game](seed))
    moves = random.Random(seed)
    tries = random.Random(seed + 10**6)
    h = hashlib.sha256()
    table = state.table.actions
    while not state.is_over:
        legal = state.legal_actions()
        ids = {a.id for a in legal}
        for _ in range(TRIES):
            action = table[tries.randrange(len(table))]
            if action.id in ids:
                continue
            try:
                state.apply(action.text)
            except IllegalActionError as exc:
                h.update(repr((str(exc), exc.phrase)).encode())
            else:
                raise SystemExit(f"{game} {players} players seed {seed}: {action} accepted")
        h.update(repr([a.text for a in legal]).encode())
        state.apply(moves.choice(legal))
    h.update(state.to_json().encode())
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="the JSON file to write")
    parser.add_argument("--games", type=int, default=200, help="seeds 0..N-1 per player count")
    args = parser.parse_args()
    found = {
        f"{game}/{players}/{seed}": digest(game, players, seed)
        for game in OPTIONS
        for players in game_info(game).player_counts
        for seed in range(args.games)
    }
    with open(args.out, "w") as f:
        json.dump(found, f, indent=0, sort_keys=True)


if __name__ == "__main__":
    main()
