"""``tradewinds replay``: records from simulate/play, step mode, bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tradewinds
from tests.cli import assert_clean_exit, run


@pytest.fixture(scope="module")
def record_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    result = run(
        "simulate",
        "puerto_rico",
        "--players",
        "3",
        "--games",
        "1",
        "--seed",
        "8",
        "--json",
        "--save",
        str(folder),
    )
    assert_clean_exit(result, 0)
    (path,) = folder.glob("*.json")
    return path


def test_replay_reaches_the_same_final_state(record_path: Path) -> None:
    record = json.loads(record_path.read_text())
    expected = tradewinds.replay(record)
    result = run("replay", str(record_path))
    assert_clean_exit(result, 0)
    assert f"State hash: {expected.state_hash()}" in result.output
    assert "Final score" in result.output
    # The score in words: who won and by how much (docs/api.md, score_breakdown).
    assert expected.score_breakdown()["summary"] in " ".join(result.output.split())
    assert "spectator" in result.output


def test_replay_as_a_seat_shows_that_seats_view(record_path: Path) -> None:
    result = run("replay", str(record_path), "--seat", "1")
    assert_clean_exit(result, 0)
    assert "you are Player 2" in result.output


def test_step_mode_shows_each_action_and_stops_on_q(record_path: Path) -> None:
    actions = json.loads(record_path.read_text())["actions"]
    result = run("replay", str(record_path), "--step", input="\n\n\nq\n")
    assert_clean_exit(result, 0)
    out = result.output
    for number in (1, 2, 3):
        assert f"Move {number}/{len(actions)}" in out
    assert f"— {actions[0]}" in out
    assert "Move 4/" not in out
    assert "Stopped." in out


def test_step_mode_to_the_end_of_a_short_record(tmp_path: Path, record_path: Path) -> None:
    record = json.loads(record_path.read_text())
    record["actions"] = record["actions"][:12]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(record))
    result = run("replay", str(path), "--step", input="\n" * 12)
    assert_clean_exit(result, 0)
    out = result.output
    assert "Move 12/12" in out
    assert "stops before the end of the game" in out
    assert tradewinds.replay(record).state_hash() in out


def test_partial_record_is_shown_as_unfinished(tmp_path: Path, record_path: Path) -> None:
    record = json.loads(record_path.read_text())
    record["actions"] = record["actions"][:10]
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(record))
    result = run("replay", str(path))
    assert_clean_exit(result, 0)
    assert "stops before the end of the game" in result.output
    assert tradewinds.replay(record).state_hash() in result.output


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read"),
        ("{not json", "not valid JSON"),
        ("[1, 2]", "not a tradewinds record"),
        ('{"game": "puerto_rico"}', "missing players, seed, actions"),
        ('{"game": "chess", "players": 2, "seed": 1, "actions": []}', "unknown game"),
        ('{"game": "puerto_rico", "players": 9, "seed": 1, "actions": []}', "players"),
        ('{"game": "puerto_rico", "players": 3, "seed": "x", "actions": []}', "seed"),
        ('{"game": "puerto_rico", "players": 3, "seed": 1, "actions": "x"}', "list"),
        ('{"game": "puerto_rico", "players": 3, "seed": 1, "actions": ["fly"]}', "action 1"),
        ('{"format": 1, "game": "puerto_rico", "state": {}}', "saved state"),
    ],
)
def test_bad_files_give_a_clear_error(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    result = run("replay", str(path))
    assert_clean_exit(result, 2)
    assert "error:" in result.output
    assert message in result.output


def test_bad_seat(record_path: Path) -> None:
    result = run("replay", str(record_path), "--seat", "7")
    assert_clean_exit(result, 2)
    assert "--seat must be 0..2" in result.output
