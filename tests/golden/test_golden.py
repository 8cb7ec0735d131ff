"""The golden games (``record.py``): random games of every configuration replay exactly
as they were recorded, decision for decision, so a restructuring of the engines that
changes any rule, any legal move, any log line, the result or the saved state is caught,
with the stretch of decisions where it first differs."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.golden.record import CONFIGS, FILE, GAMES_PER_CONFIG, STRIDE, play

GOLDEN: list[dict[str, Any]] = json.loads(FILE.read_text())


def _id(record: dict[str, Any]) -> str:
    options = ",".join(f"{k}={v}" for k, v in record["options"].items())
    return f"{record['game']}-{record['players']}-{record['seed']}-{options}"[:80]


def test_every_configuration_is_recorded() -> None:
    recorded = {(r["game"], r["players"], json.dumps(r["options"])) for r in GOLDEN}
    wanted = {(g, n, json.dumps(o)) for g, n, o in CONFIGS}
    assert recorded == wanted and len(GOLDEN) == len(CONFIGS) * GAMES_PER_CONFIG


@pytest.mark.parametrize("record", GOLDEN, ids=_id)
def test_the_golden_game_replays(record: dict[str, Any]) -> None:
    keys = ("game", "players", "options", "seed", "choices")
    replay = play(*(record[k] for k in keys))
    for stretch, (was, now) in enumerate(zip(record["checkpoints"], replay["checkpoints"])):
        assert was == now, (
            f"legal moves differ from the recording between decisions "
            f"{stretch * STRIDE} and {(stretch + 1) * STRIDE}"
        )
    assert replay["decisions"] == record["decisions"], "the game's length differs"
    assert replay["steps"] == record["steps"], "the last decisions differ"
    for digest in ("log", "result", "saved"):
        assert replay[digest] == record[digest], f"the {digest} differs from the recording"
