"""``tradewinds tournament``: the JSON report, the table, the chart and user errors."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli import assert_clean_exit, run

TOP = {"config", "bots", "entries", "games", "forfeits", "run"}
CONFIG = {"game", "players", "bots", "deals", "games", "seed", "seeds", "options", "rating"}
BOT = {
    "key",
    "bot",
    "entries",
    "games",
    "wins",
    "win_rate",
    "win_rate_95",
    "forfeits",
    "mean_score",
    "mean_rank",
    "rating",
}
GAME = {
    "index",
    "deal",
    "rotation",
    "seed",
    "bots",
    "entries",
    "bot_seeds",
    "scores",
    "ranks",
    "winners",
    "moves",
    "forfeit",
}
FORFEIT = {"index", "deal", "rotation", "seed", "seat", "bot", "move", "error", "bots"}
FORFEIT |= {"bot_seeds", "record"}


def tournament_json(*args: str) -> dict[str, Any]:
    result = run("tournament", *args, "--json")
    assert_clean_exit(result, 0)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_json_report_schema(test_bots: None) -> None:
    data = tournament_json(
        "manila", "--bots", "random,crash,random", "--games", "2", "--seed", "7", "-w", "2"
    )
    assert set(data) == TOP
    config = data["config"]
    assert set(config) == CONFIG
    assert config["game"] == "manila" and config["players"] == 3
    assert config["bots"] == ["random", "crash", "random"]
    assert (config["deals"], config["games"], config["seed"], config["seeds"]) == (2, 6, 7, [7, 8])
    assert config["options"]["pirate_variant"] is False  # the full options, defaults included
    assert [b["key"] for b in data["bots"]] == ["random", "crash"]
    for stats in [*data["bots"], *data["entries"]]:
        assert set(stats) == BOT
        assert set(stats["rating"]) == {"mu", "sigma", "ordinal"}
        low, high = stats["win_rate_95"]
        assert 0 <= low <= stats["win_rate"] <= high <= 1
    assert [e["key"] for e in data["entries"]] == ["0:random", "1:crash", "2:random"]
    assert len(data["games"]) == 6
    for index, game in enumerate(data["games"]):
        assert set(game) == GAME and game["index"] == index
        assert game["seed"] == 7 + index // 3 and game["rotation"] == index % 3
    assert len(data["forfeits"]) == 6
    for forfeit in data["forfeits"]:
        assert set(forfeit) == FORFEIT
        assert forfeit["bot"] == "crash" and forfeit["error"] == "RuntimeError: deliberate crash"
        assert forfeit["bots"][forfeit["seat"]] == "crash"
        assert forfeit["record"]["seed"] == forfeit["seed"]
        game = data["games"][forfeit["index"]]
        assert game["forfeit"] == {
            "seat": forfeit["seat"],
            "bot": "crash",
            "error": forfeit["error"],
        }
    assert data["run"]["workers"] == 2 and data["run"]["elapsed_s"] > 0
    assert set(data["run"]["think_ms_per_decision"]) == {"random", "crash"}


def test_json_is_the_same_for_any_number_of_workers() -> None:
    args = ("manila", "--bots", "random,random,random", "--games", "5", "--seed", "3")
    one, two = tournament_json(*args, "-w", "1"), tournament_json(*args, "-w", "2")
    del one["run"], two["run"]
    assert one == two


def test_table_output(test_bots: None, tmp_path: Path) -> None:
    chart = tmp_path / "rates.png"
    result = run(
        "tournament",
        "san_juan",
        "--bots",
        "first,random,random,crash",
        "--games",
        "2",
        "--chart",
        str(chart),
        "--quiet",
        columns=120,
    )
    assert_clean_exit(result, 0)
    out = result.stdout
    assert "San Juan, 4 players, 2 deal(s) x 4 rotations = 8 games, seeds 1..2" in out
    for text in ("first", "random", "crash", "95% CI", "Rating", "Forfeits (8)"):
        assert text in out
    assert "RuntimeError: deliberate crash" in out
    assert f"Chart written to {chart}" in out
    png = chart.read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 5000


def test_chart_without_matplotlib_says_which_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    chart = tmp_path / "rates.png"
    result = run("tournament", "manila", "--bots", "random,random,random", "--chart", str(chart))
    assert_clean_exit(result, 2)
    assert "error: --chart: the chart needs matplotlib: pip install 'tradewinds[plot]'" in (
        result.output
    )
    assert not chart.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["manila", "--bots", "random,wizard,random"],
            "error: unknown bot 'wizard' in --bots; available bots: ",
        ),
        (
            ["manila", "--players", "4", "--bots", "random,random,random"],
            "error: --bots names 3 bot(s) for 4 players: give one per seat",
        ),
        (["manila", "--bots", "random,random"], "error: manila is played by 3, 4, 5 players"),
        (["chess", "--bots", "random,random"], "error: unknown game 'chess'"),
        (
            ["manila", "--bots", "random,random,random", "-o", "pirates"],
            "error: --option takes KEY=VALUE, got 'pirates'",
        ),
        (
            ["manila", "--bots", "random,random,random", "-o", "pirate_variant=maybe"],
            "error: option 'pirate_variant' must be one of",
        ),
        (
            ["manila", "--bots", "random,random,random", "--games", "0"],
            "error: --games must be at least 1, got 0",
        ),
        (
            ["manila", "--bots", "random,random,random", "--workers", "0"],
            "error: --workers must be at least 1, got 0",
        ),
    ],
)
def test_user_errors(args: list[str], message: str) -> None:
    result = run("tournament", *args)
    assert_clean_exit(result, 2)
    assert message in result.output


def test_unknown_bot_lists_the_available_bots() -> None:
    result = run("tournament", "manila", "--bots", "random,wizard,random")
    assert_clean_exit(result, 2)
    assert "random" in result.output.split("available bots:")[1]
    assert "heuristic" in result.output.split("available bots:")[1]
