"""Write the state-frame fixtures of web/fixtures/ from the engines (random play).

    .venv/bin/python web/scripts/make_fixtures.py

One file per game configuration: a list of state frames, as the server sends them
(`{"type": "state", "seq", "view", "legal", "current_player", "over", "result"}`, each
legal action with its phrase):
the first frame of every decision kind (seen by the player to act), a spectator frame
and the final frame of a finished game.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import tradewinds

OUT = Path(__file__).resolve().parent.parent / "fixtures"

CONFIGS: list[tuple[str, str, int, dict[str, Any]]] = [
    ("puerto_rico", "puerto_rico", 4, {}),
    (
        "puerto_rico_expansions",
        "puerto_rico",
        3,
        {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"], "edition": "deluxe"},
    ),
    ("san_juan", "san_juan", 4, {}),
    ("manila", "manila", 4, {}),
]


def frame(state: tradewinds.State, seat: int | None) -> dict[str, Any]:
    over = state.is_over
    to_act = state.current_player
    legal = (
        [
            {"id": a.id, "text": a.text, "phrase": state.phrase(a).to_json()}
            for a in state.legal_actions()
        ]
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


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, game, players, options in CONFIGS:
        state = tradewinds.new_game(game, players, seed=11, options=options or None)
        rng = random.Random(5)
        frames: list[dict[str, Any]] = [frame(state, None)]
        seen: set[str] = set()
        spectator_mid = False
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat, events=False)
            decision = str(view.get("decision"))
            if decision not in seen:
                seen.add(decision)
                frames.append(frame(state, seat))
            if not spectator_mid and state.move_number >= 60:
                spectator_mid = True
                frames.append(frame(state, None))
            state.apply(rng.choice(state.legal_actions()))
        frames.append(frame(state, 0))
        frames.append(frame(state, None))
        path = OUT / f"{name}.json"
        path.write_text(json.dumps(frames, separators=(",", ":")) + "\n")
        print(f"{path.name}: {len(frames)} frames, decisions {sorted(seen)}")
    # The catalog the lobby is drawn from (GET /api/catalog), for the language tests.
    from tradewinds.bots import available_bots

    catalog = {"games": tradewinds.available_games(), "bots": available_bots()}
    (OUT / "catalog").mkdir(exist_ok=True)
    (OUT / "catalog" / "catalog.json").write_text(json.dumps(catalog, indent=1) + "\n")


if __name__ == "__main__":
    main()
