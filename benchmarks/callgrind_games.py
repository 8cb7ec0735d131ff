#!/usr/bin/env python
"""Random games for instruction counts (issue 18): the loop of ``tradewinds bench``.

Plays N seeded 4-player random games inside a function and prints how many decisions
they took. Under callgrind, N = 9 minus N = 1 gives instructions a decision without the
start-up (imports) and the first game's warm-up; instruction counts stay put on a busy
machine where timings do not (``docs/performance.md``):

    PYTHONHASHSEED=0 TRADEWINDS_PURE=1 valgrind --tool=callgrind \\
        --callgrind-out-file=/dev/null .venv/bin/python benchmarks/callgrind_games.py puerto_rico 9

``all`` as a third argument plays Puerto Rico with all four expansions. Leave out
``TRADEWINDS_PURE=1`` for the compiled engines; ``PYTHONPATH=TREE/src`` for another tree.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from tradewinds.core.game import available_games, new_game

EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]


def play(game: str, n: int, options: dict[str, Any]) -> int:
    """The decisions of ``n`` games, chosen as ``cli/bench.py:_random_games`` does."""
    pick = random.Random(1)
    decisions = 0
    for seed in range(1, n + 1):
        state = new_game(game, 4, seed=seed, options=options)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(pick.random() * len(legal))])
        decisions += state.move_number
    return decisions


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Random games for instruction counts.")
    parser.add_argument("game", choices=[g["name"] for g in available_games()])
    parser.add_argument("games", type=int, help="how many games (1 or more)")
    parser.add_argument("all", nargs="?", choices=["all"], help="all four expansions")
    args = parser.parse_args()  # bad arguments: usage and exit status 2
    if args.games < 1:
        parser.error("games: 1 or more")
    if args.all and args.game != "puerto_rico":
        parser.error("all: the expansions are Puerto Rico's")
    print(play(args.game, args.games, {"expansions": EXPANSIONS} if args.all else {}))
