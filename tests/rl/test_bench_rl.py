"""``tradewinds bench --rl``: every adapter timed beside the raw engine in one run."""

from __future__ import annotations

import json

from tests.cli import assert_clean_exit, run


def test_bench_rl_json_times_every_adapter_beside_the_engine() -> None:
    result = run(
        "bench", "san_juan", "--players", "2", "--rl", "--games", "1", "--repeat", "2", "--json"
    )
    assert_clean_exit(result, 0)
    data = json.loads(result.stdout)
    runners = data["runners"]
    assert set(runners) == {
        "engine",
        *[
            f"{name}{blank}"
            for name in ("gymnasium", "pettingzoo", "openspiel")
            for blank in ("", " (blank observer)")
        ],
    }
    assert runners["engine"]["x_engine"] == 1.0
    for figures in runners.values():
        assert len(figures["seconds_runs"]) == 2
        assert figures["steps_per_s"] > 0 and figures["decisions"] > 50
        assert figures["us_per_decision"] * figures["decisions"] <= (
            figures["us_per_step"] * figures["steps"] * 1.0001
        )
    # One learning seat of two: a Gymnasium step spans its decision and the bot's after it.
    assert runners["gymnasium"]["steps"] < runners["gymnasium"]["decisions"]
    assert runners["pettingzoo"]["steps"] == runners["pettingzoo"]["decisions"]
    assert data["us_per_observation"] > 0 and data["us_per_mask"] > 0


def test_bench_rl_table_and_bad_options() -> None:
    result = run("bench", "manila", "--players", "3", "--rl", "--games", "1", "--repeat", "1")
    assert_clean_exit(result, 0)
    assert "pettingzoo (blank observer)" in result.output and "x engine" in result.output
    bad = run("bench", "manila", "--players", "3", "--rl", "--option", "pirate_variant=maybe")
    assert_clean_exit(bad, 2)
    assert "pirate_variant" in bad.output
