"""Write the state-frame fixtures of the renderer tests from the engines (seeded random play).

    PYTHONPATH=src python3 web/scripts/make_fixtures.py [--out DIR]   (default: web/fixtures)

`npm test` runs this first (web/scripts/fixtures.mjs), so the renderer tests always see
frames of the engines as they are now: the fixtures are written, never committed.

One file per game configuration: every game at every player count with its default
options, each option's other choices (a subset option: each choice alone and all of
them), and the named configurations below. A file is a list of state frames as the
server sends them (`{"type": "state", "seq", "view", "legal", "current_player", "over",
"result"}`, each legal action with its phrase): the first frame of every decision kind
(seen by the player to act), a spectator frame at the start and in the middle, and the
final frame (a seat, a spectator). It also writes `catalog/catalog.json`, the catalog the
lobby is drawn from (GET /api/catalog), for the language tests.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import tradewinds

EXPANSIONS_ALL = ("new_buildings", "nobles", "buccaneer", "festival")

OUT = Path(__file__).resolve().parent.parent / "fixtures"

# Named configurations the tests look for by name (the others are derived from the catalog).
NAMED: list[tuple[str, str, int, dict[str, Any]]] = [
    ("puerto_rico", "puerto_rico", 4, {}),
    (
        "puerto_rico_expansions",
        "puerto_rico",
        3,
        {"expansions": list(EXPANSIONS_ALL), "edition": "deluxe"},
    ),
    ("san_juan", "san_juan", 4, {}),
    ("manila", "manila", 4, {}),
]


def configs() -> Iterator[tuple[str, str, int, dict[str, Any]]]:
    """Every configuration to write: (file name, game, players, options)."""
    yield from NAMED
    named = {(game, players) for _, game, players, options in NAMED if not options}
    for spec in tradewinds.available_games():
        game, counts = spec["name"], spec["players"]
        for n in counts:
            if (game, n) not in named:
                yield f"{game}_{n}p", game, n, {}
        players = counts[len(counts) // 2]
        for option in spec["options"]:
            # A seat number (first governor, oldest player) draws the same board.
            choices = [
                c for c in option["choices"] if not isinstance(c, int) or isinstance(c, bool)
            ]
            if option["type"] == "subset":
                picks: list[Any] = [[c] for c in choices] + ([choices] if len(choices) > 1 else [])
            else:
                picks = [c for c in choices if c != option["default"]]
            if option["name"] == "expansion_rules":
                # The disputed expansion rulings matter only with the expansions: all at once.
                yield (
                    f"{game}_expansion_rules_all",
                    game,
                    players,
                    {"expansions": list(EXPANSIONS_ALL), option["name"]: choices},
                )
                continue
            # The draft of new buildings is played only with that expansion.
            extra = {"expansions": ["new_buildings"]} if option["name"] == "draft" else {}
            for pick in picks:
                label = (
                    "all"
                    if isinstance(pick, list) and len(pick) > 1
                    else str(pick[0] if isinstance(pick, list) else pick)
                )
                yield (
                    f"{game}_{option['name']}_{label}".lower(),
                    game,
                    players,
                    {**extra, option["name"]: pick},
                )


def frame(state: tradewinds.State, seat: int | None) -> dict[str, Any]:
    over = state.is_over
    to_act = state.current_player
    legal = (
        [state.action_json(a) for a in state.legal_actions()]
        if not over and seat is not None and seat == to_act
        else []
    )
    view = state.view(seat)
    view["events"] = view["events"][-40:]
    return {
        "type": "state",
        "seq": state.move_number,
        "view": view,
        "legal": legal,
        "current_player": to_act,
        "over": over,
        "result": state.result() if over else None,
    }


def frames_of(
    game: str, players: int, options: dict[str, Any]
) -> tuple[list[dict[str, Any]], set[str]]:
    """The frames of one seeded random game (seed 11, choices from Random(5))."""
    state = tradewinds.new_game(game, players, seed=11, options=options or None)
    rng = random.Random(5)
    frames: list[dict[str, Any]] = [frame(state, None)]
    seen: set[str] = set()
    spectator_mid = False
    while not state.is_over:
        seat = state.current_player
        decision = str(state.view(seat, events=False).get("decision"))
        if decision not in seen:
            seen.add(decision)
            frames.append(frame(state, seat))
        if not spectator_mid and state.move_number >= 60:
            spectator_mid = True
            frames.append(frame(state, None))
        state.apply(rng.choice(state.legal_actions()))
    frames.append(frame(state, 0))
    frames.append(frame(state, None))
    return frames, seen


def main(out: Path = OUT, quiet: bool = False) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.json"):
        old.unlink()  # a configuration no longer written must not linger
    written: list[Path] = []
    for name, game, players, options in configs():
        frames, seen = frames_of(game, players, options)
        path = out / f"{name}.json"
        path.write_text(json.dumps(frames, separators=(",", ":")) + "\n")
        written.append(path)
        if not quiet:
            print(f"{path.name}: {len(frames)} frames, decisions {sorted(seen)}")
    write_catalog(out)
    return written


def write_catalog(out: Path) -> None:
    """The catalog the lobby is drawn from (GET /api/catalog), for the language tests."""
    from tradewinds.bots import available_bots

    catalog = {"games": tradewinds.available_games(), "bots": available_bots()}
    (out / "catalog").mkdir(exist_ok=True)
    (out / "catalog" / "catalog.json").write_text(json.dumps(catalog, indent=1) + "\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="directory of the fixtures")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    main(args.out, args.quiet)
