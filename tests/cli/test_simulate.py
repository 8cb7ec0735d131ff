"""``tradewinds simulate``: the JSON summary, determinism and saved records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

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
    assert "3 games of Puerto Rico" in out
    assert "Win rate" in out and "End triggers" in out and "games/s" in out
    assert "Decisions per game" in out


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "puerto_rico", "--seed", "-1", "--games", "1"),
        ("simulate", "puerto_rico", "--seed", str(2**62 - 1), "--games", "2"),  # the last game's
        ("play", "puerto_rico", "--seed", "-1", "--seats", "random,random,random,random"),
        ("bench", "puerto_rico", "--seed", "-5", "--games", "1", "--repeat", "1"),
        ("tournament", "san_juan", "--bots", "random,random", "--seed", "-1", "--games", "1"),
    ],
)
def test_a_seed_the_web_app_refuses_is_refused_here_too(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert_clean_exit(result, 2)
    assert "seed must be an integer in [0, 2**62)" in result.output


def test_the_command_line_and_the_web_app_follow_one_seed_rule() -> None:
    """The server's rule for a chosen seed and core's check_seed (which the CLI uses)
    accept exactly the same seeds."""
    from tradewinds.core.game import check_seed
    from tradewinds.server.service import MoveError, _game_seed

    for seed in (-(2**62), -1, 0, 1, 2**31, 2**62 - 1, 2**62, 2**63, True):
        try:
            check_seed(seed)
            core_accepts = True
        except ValueError:
            core_accepts = False
        try:
            _game_seed(seed, 1)
            server_accepts = True
        except MoveError:
            server_accepts = False
        assert core_accepts == server_accepts, seed
    result = run("simulate", "puerto_rico", "--seed", str(2**62 - 1), "--games", "1", "--json")
    assert_clean_exit(result, 0)
