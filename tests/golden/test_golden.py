"""The golden games (``record.py``): random games of every configuration replay exactly
as they were recorded, decision for decision, so a restructuring of the engines that
changes any rule, any legal move, any log line, the result or the saved state is caught,
with the stretch of decisions where it first differs."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from tests.golden.record import CONFIGS, FILE, GAMES_PER_CONFIG, STRIDE, final_digests
from tradewinds import new_game

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
    state = new_game(record["game"], record["players"], seed=record["seed"],
                     options=record["options"])  # fmt: skip
    rng = random.Random(record["choices"])
    steps = hashlib.sha256()
    decisions = 0
    while not state.is_over:
        assert decisions < record["decisions"], "the game lasts longer than recorded"
        ids = sorted(a.id for a in state.legal_actions())
        chosen = ids[rng.randrange(len(ids))]
        steps.update(json.dumps([ids, chosen]).encode())
        state.apply(state.action_from_id(chosen))
        decisions += 1
        if decisions % STRIDE == 0:
            stretch = decisions // STRIDE
            assert steps.hexdigest()[:20] == record["checkpoints"][stretch - 1], (
                f"legal moves differ from the recording between decisions "
                f"{decisions - STRIDE} and {decisions}"
            )
    assert decisions == record["decisions"], "the game ends earlier than recorded"
    assert steps.hexdigest()[:20] == record["steps"]
    final = final_digests(state)
    assert final["log"] == record["log"], "the event log differs from the recording"
    assert final["result"] == record["result"], "the result differs from the recording"
    assert final["saved"] == record["saved"], "the saved state differs from the recording"
