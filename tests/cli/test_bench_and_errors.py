"""``tradewinds bench`` and ``games``, and user errors: one line, exit code 2."""

from __future__ import annotations

import json

import pytest

from tests.cli import assert_clean_exit, run


def test_bench_json_with_tiny_games() -> None:
    result = run(
        "bench", "puerto_rico", "--players", "3", "--games", "2", "--repeat", "2", "--json"
    )
    assert_clean_exit(result, 0)
    data = json.loads(result.stdout)
    assert data["games"] == 2 and data["repeat"] == 2 and data["players"] == 3
    assert len(data["games_per_s_runs"]) == 2
    assert data["games_per_s"] > 0
    assert data["decisions_per_game"] > 50
    # CPU time never exceeds wall time for this one-threaded loop, so the CPU rate is
    # at least the wall rate (within the clocks' resolution).
    assert data["cpu_decisions_per_s"] >= 0.9 * data["decisions_per_s"] > 0
    assert data["samples"] > 50
    for key in ("us_per_legal_actions", "us_per_apply", "us_per_clone"):
        assert 0 < data[key] < 100_000


def test_bench_table() -> None:
    result = run("bench", "puerto_rico", "--games", "1", "--repeat", "1")
    assert_clean_exit(result, 0)
    assert "random full games / s" in result.output
    assert "µs per apply" in result.output


def test_games_lists_puerto_rico() -> None:
    result = run("games")
    assert_clean_exit(result, 0)
    assert "puerto_rico" in result.output and "2, 3, 4, 5" in result.output
    listed = json.loads(run("games", "--json").stdout)
    names = [g["name"] for g in listed]
    assert "puerto_rico" in names and names == sorted(names)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "puerto_rico", "--players", "7", "--seats", "human"], "played by 2, 3, 4, 5"),
        (["play", "puerto_rico", "--players", "3", "--seats", "human"], "1 seat(s) given"),
        (
            [
                "play",
                "puerto_rico",
                "--players",
                "7",
                "--seats",
                "human,random,random,random,random,random,random",
            ],
            "played by 2, 3, 4, 5 players",
        ),
        (["play", "puerto_rico", "--edition", "gold"], "option 'edition' must be one of"),
        (["play", "puerto_rico", "--ship-choice", "x"], "option 'ship_choice'"),
        (["play", "puerto_rico", "--option", "colour=red"], "unknown option(s) 'colour'"),
        (["play", "puerto_rico", "--option", "nonsense"], "--option takes KEY=VALUE"),
        (
            [
                "play",
                "puerto_rico",
                "--players",
                "3",
                "--option",
                "first_governor=4",
                "--seats",
                "random,random,random",
            ],
            "first_governor",
        ),
        (["play", "puerto_rico", "--seats", "human,random"], "2 seat(s) given for 4 players"),
        (
            ["play", "puerto_rico", "--seats", "human,genius,random,random"],
            "unknown seat kind 'genius'",
        ),
        (["play", "puerto_rico", "--names", "Ana,Bob"], "--names gives 2 name(s)"),
        (
            ["simulate", "puerto_rico", "--games", "1", "--bots", "human,random,random,random"],
            "unknown seat kind 'human'",
        ),
        (["simulate", "puerto_rico", "--players", "1"], "played by"),
        (["simulate", "puerto_rico", "--games", "0"], "--games must be at least 1"),
        (["simulate", "monopoly", "--json"], "unknown game"),
        (["bench", "puerto_rico", "--players", "6"], "played by"),
        (["bench", "puerto_rico", "--repeat", "0"], "--repeat must be at least 1"),
    ],
)
def test_bad_options_exit_2_with_one_line(args: list[str], message: str) -> None:
    result = run(*args, input="quit\n")
    assert_clean_exit(result, 2)
    assert result.stdout.strip() == "" or "error:" not in result.stdout
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    assert message in lines[0]


def test_typer_usage_errors_also_exit_2() -> None:
    result = run("play", "puerto_rico", "--players", "four")
    assert result.exit_code == 2
    assert "Traceback" not in result.output
