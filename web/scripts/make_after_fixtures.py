"""Write the fixtures of the final screen and the revealed replay (web/fixtures/after/)
from the engines, as the server sends them:

    PYTHONPATH=src .venv/bin/python web/scripts/make_after_fixtures.py

One file per game: ``final`` (the spectator's last frame of a finished game, its
``result`` with the breakdown), ``replay`` (a finished game's replay frame half-way, every
secret revealed) and ``tie`` (the result of a position with a tie on the score, broken by
the tie-break where the game has one).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import tradewinds
from tradewinds.games import manila, puerto_rico, san_juan
from tradewinds.server.service import final_result

OUT = Path(__file__).resolve().parent.parent / "fixtures" / "after"
NAMES = ["Ann", "Ben", "Cid", "Dee"]


def tied(game: str) -> tradewinds.State:
    """A position where Ann and Ben tie on the score (Ann ahead on the tie-break)."""
    if game == "puerto_rico":
        return puerto_rico.position(
            3,
            names=NAMES[:3],
            seats={0: {"vp": 9, "doubloons": 4}, 1: {"vp": 9, "doubloons": 2}, 2: {"vp": 3}},
        )
    if game == "san_juan":
        return san_juan.position(
            3,
            names=NAMES[:3],
            seats={
                0: {"city": ["indigo_plant", "statue"], "hand": ["quarry", "well"]},
                1: {"city": ["indigo_plant", "statue"], "hand": ["smithy"]},
                2: {"city": ["indigo_plant"], "hand": []},
            },
        )
    zero = {"jade": 0, "silk": 0, "ginseng": 0, "nutmeg": 0}
    return manila.position(
        3,
        names=NAMES[:3],
        prices=zero,
        seats={0: {"cash": 30, "shares": {}}, 1: {"cash": 30, "shares": {}}, 2: {"cash": 5}},
    )


def frame(state: tradewinds.State, view: dict[str, Any], over: bool) -> dict[str, Any]:
    view["events"] = view["events"][-30:]
    return {
        "type": "state",
        "seq": state.move_number,
        "view": view,
        "legal": [],
        "current_player": None if over else state.current_player,
        "over": over,
        "result": final_result(state) if over else None,
    }


def main(out: Path = OUT) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for game, players in (("puerto_rico", 4), ("san_juan", 4), ("manila", 4)):
        state = tradewinds.new_game(game, players, seed=7, names=NAMES[:players])
        rng = random.Random(3)
        half: tradewinds.State | None = None
        while not state.is_over:
            if half is None and state.move_number >= 40:
                half = state.clone()
            state.apply(rng.choice(state.legal_actions()))
        assert half is not None
        replay = frame(half, half.revealed_view(), False)
        replay.update(type="replay", revealed=True, step=half.move_number)
        data = {
            "final": frame(state, state.view(None), True),
            "replay": replay,
            "tie": final_result(tied(game)),
        }
        path = out / f"{game}.json"
        path.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n")
        print(path.name, data["final"]["result"]["breakdown"]["summary"])


if __name__ == "__main__":
    main()
