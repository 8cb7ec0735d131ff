"""``tradewinds simulate``: the JSON summary, determinism and saved records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import tradewinds
from tests.cli import assert_clean_exit, run

KEYS = {
    "game",
    "players",
    "games",
    "seed",
    "seeds",
    "bots",
    "options",
    "win_rate",
    "wins",
    "shared_wins",
    "score",
    "score_by_seat",
    "rounds",
    "end_triggers",
    "decisions_per_game",
    "elapsed_s",
    "games_per_s",
}


def simulate_json(*extra: str) -> dict[str, Any]:
    result = run("simulate", "puerto_rico", "--json", *extra)
    assert_clean_exit(result, 0)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_json_summary_has_the_documented_keys_and_sensible_values() -> None:
    s = simulate_json("--players", "4", "--games", "12", "--seed", "1")
    assert set(s) == KEYS
    assert s["games"] == 12 and s["players"] == 4 and s["seeds"] == [1, 12]
    assert s["bots"] == ["random"] * 4
    assert len(s["win_rate"]) == 4 and len(s["wins"]) == 4
    assert abs(sum(s["win_rate"]) - 1) < 1e-9
    assert abs(sum(s["wins"]) - 12) < 1e-9
    assert all(0 <= w <= 1 for w in s["win_rate"])
    for block in [s["score"], s["rounds"], s["decisions_per_game"], *s["score_by_seat"]]:
        assert block["min"] <= block["mean"] <= block["max"]
    assert s["score"]["min"] >= 0
    assert s["rounds"]["min"] >= 8
    assert s["decisions_per_game"]["min"] > 50
    # Every game ends by at least one trigger.
    assert set(s["end_triggers"]) <= {"colonists", "city", "vp"}
    assert sum(s["end_triggers"].values()) >= 12
    assert all(0 < n <= 12 for n in s["end_triggers"].values())
    assert s["games_per_s"] > 0 and s["elapsed_s"] > 0
    assert s["options"]["edition"] == "original"


def test_same_seed_same_summary() -> None:
    a = simulate_json("--players", "3", "--games", "4", "--seed", "5")
    b = simulate_json("--players", "3", "--games", "4", "--seed", "5")
    for timing in ("elapsed_s", "games_per_s"):
        a.pop(timing)
        b.pop(timing)
    assert a == b
    c = simulate_json("--players", "3", "--games", "4", "--seed", "6")
    assert c["score_by_seat"] != a["score_by_seat"]


def test_game_i_uses_seed_plus_i(tmp_path: Path) -> None:
    s = simulate_json(
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "40",
        "--edition",
        "deluxe",
        "--save",
        str(tmp_path),
    )
    records = [json.loads(p.read_text()) for p in sorted(tmp_path.glob("*.json"))]
    assert sorted(r["seed"] for r in records) == [40, 41, 42]
    assert all(r["options"]["edition"] == "deluxe" for r in records)
    assert s["options"]["edition"] == "deluxe"
    rounds = [tradewinds.replay(r).result()["rounds"] for r in records]
    assert s["rounds"]["min"] == min(rounds) and s["rounds"]["max"] == max(rounds)


def test_table_output() -> None:
    result = run(
        "simulate",
        "puerto_rico",
        "--players",
        "5",
        "--games",
        "3",
        "--bots",
        "random,random,random,random,random",
    )
    assert_clean_exit(result, 0)
    out = result.output
    assert "3 games of puerto_rico" in out
    assert "Win rate" in out and "End triggers" in out and "games/s" in out
    assert "Decisions per game" in out
