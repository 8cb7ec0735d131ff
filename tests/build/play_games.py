"""Random games of every game and player count, as digests: run once with the compiled
engines and once with ``TRADEWINDS_PURE=1`` by ``test_compiled.py``, which compares them.

    python tests/build/play_games.py [SEEDS [GAME ...]]

Prints one JSON object: which engines ran (``compiled``, ``status``, the file of each
compiled module) and, per game, player count and seed, the SHA-256 of what the game
showed: at every decision the legal actions and the refusal of an illegal action, at every
tenth the acting seat's view; at the end the record, ``to_json()`` and every seat's view. Options
are drawn from each game's own option list, so the variants are played too.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

import tradewinds
from tradewinds.compiling import modules, status
from tradewinds.core.errors import IllegalActionError, InvalidOptionError
from tradewinds.core.game import State, available_games, game_info, new_game

TRIES = 1  # illegal actions tried per decision
VIEW_EVERY = 10  # the acting seat's view is taken at every tenth decision


def _canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr).encode()


def _options(game: str, players: int, rng: random.Random) -> dict[str, Any]:
    """Options drawn from the game's list (a draw the game refuses falls back to the
    defaults, option by option)."""
    chosen: dict[str, Any] = {}
    for spec in game_info(game).options:
        if spec.type == "subset":
            value: Any = [c for c in spec.choices if rng.random() < 0.5]
        else:
            value = spec.choices[rng.randrange(len(spec.choices))]
        try:
            new_game(game, players, seed=0, options={**chosen, spec.name: value})
        except InvalidOptionError:
            continue
        chosen[spec.name] = value
    return chosen


def _play(game: str, players: int, seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    state: State = new_game(game, players, seed=seed, options=_options(game, players, rng))
    table = state.table.actions
    steps = hashlib.sha256()
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.current_player
        steps.update(_canonical([a.text for a in legal]))
        if state.move_number % VIEW_EVERY == 0:
            steps.update(_canonical(state.view(seat)))
        ids = {a.id for a in legal}
        for _ in range(TRIES):
            action = table[rng.randrange(len(table))]
            if action.id not in ids:
                try:
                    state.apply(action.text)
                except IllegalActionError as exc:
                    steps.update(_canonical([str(exc), exc.phrase]))
        state.apply(legal[rng.randrange(len(legal))])
    views = [state.view(s) for s in [None, *range(players)]]
    return {
        "decisions": str(state.move_number),
        "steps": steps.hexdigest(),
        "record": hashlib.sha256(_canonical(state.record())).hexdigest(),
        "to_json": hashlib.sha256(state.to_json().encode()).hexdigest(),
        "views": hashlib.sha256(_canonical(views)).hexdigest(),
    }


def main(seeds: int, only: list[str]) -> dict[str, Any]:
    games: dict[str, dict[str, str]] = {}
    for entry in available_games():
        name = entry["name"]
        if only and name not in only:
            continue
        for players in game_info(name).player_counts:
            for seed in range(seeds):
                games[f"{name} {players}p seed {seed}"] = _play(name, players, seed)
    files = {name: sys.modules[name].__file__ for name in modules() if name in sys.modules}
    return {
        "compiled": tradewinds.compiled(),
        "status": status(),
        "files": files,
        "games": games,
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2, sys.argv[2:]), indent=1))
