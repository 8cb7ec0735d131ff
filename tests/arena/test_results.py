"""The results file of ``tradewinds tournament --results``: streaming, resuming, refusals."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tests.cli import assert_clean_exit, run
from tradewinds.arena import TournamentConfig, run_tournament, schedule
from tradewinds.arena.results import ResultsFile, ResultsFileError, result_from_line
from tradewinds.cli.tournament import play

ARGS = ("manila", "--bots", "heuristic,random,random", "--games", "3", "--seed", "5")


def tournament_json(*args: str) -> dict[str, Any]:
    result = run("tournament", *args, "--json")
    assert_clean_exit(result, 0)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def game_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_bytes().splitlines()[1:]]


def test_each_game_is_written_as_it_finishes_and_reads_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    data = tournament_json(*ARGS, "--results", str(path), "--workers", "2")
    lines = path.read_bytes().splitlines()
    header = json.loads(lines[0])
    assert header["tournament"] == {
        "game": "manila",
        "players": 3,
        "bots": ["heuristic", "random", "random"],
        "deals": 3,
        "seed": 5,
        "options": data["config"]["options"],
    }
    games = game_lines(path)
    assert sorted(g["index"] for g in games) == list(range(9))
    for game in games:
        # Every game of the report, with what rebuilds it (decisions and timing).
        reported = data["games"][game["index"]]
        assert {k: game[k] for k in reported} == reported
        assert len(game["decisions"]) == len(game["think_s"]) == 3
        assert result_from_line(game).to_dict() == reported


def test_rerunning_the_same_command_resumes_and_counts_no_game_twice(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    whole = tournament_json(*ARGS)
    first = tournament_json(*ARGS, "--results", str(path))
    assert (first["run"]["played"], first["run"]["resumed"]) == (9, 0)
    # Drop four games as if the run had been stopped, and cut the last line in half as a
    # crash in the middle of a write leaves it.
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:5]) + lines[5][:30])
    again = tournament_json(*ARGS, "--results", str(path), "--workers", "2")
    assert (again["run"]["played"], again["run"]["resumed"]) == (5, 4)
    assert sorted(g["index"] for g in game_lines(path)) == list(range(9))
    done = tournament_json(*ARGS, "--results", str(path))
    assert (done["run"]["played"], done["run"]["resumed"]) == (0, 9)
    # Killed while writing the first line: the file is started again.
    header_only = tmp_path / "header.jsonl"
    header_only.write_bytes(path.read_bytes()[:40])
    assert tournament_json(*ARGS, "--results", str(header_only))["run"]["played"] == 9
    assert len(game_lines(path)) == 9
    for data in (first, again, done):
        del data["run"]
    del whole["run"]
    assert whole == first == again == done


def test_the_table_says_how_many_games_were_resumed(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    assert_clean_exit(run("tournament", *ARGS, "--results", str(path), "--quiet"), 0)
    result = run("tournament", *ARGS, "--results", str(path), "--quiet", columns=200)
    assert_clean_exit(result, 0)
    assert "0 games in " in result.stdout and "9 more read from the results file" in result.stdout


def test_the_progress_bar_shows_games_per_second_and_the_running_table() -> None:
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=120)
    config = TournamentConfig("manila", ("heuristic", "random", "random"), deals=3, seed=5)
    play(config, 2, progress=terminal, chart=None)
    shown = screen.getvalue()
    assert "games/s" in shown and "9/9" in shown
    for column in ("Bot", "Games", "Wins", "Win %", "Score"):
        assert column in shown
    assert "heuristic" in shown and "random" in shown


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"hello\n", "is not a tournament results file (line 1 is not JSON)"),
        (b"\xff\xfe\x00garbage\n", "is not a tournament results file (line 1 is not JSON)"),
        (b'{"a": 1}\n', "is not a tournament results file (its first line does not describe"),
        (b"[1, 2]\n", "is not a tournament results file (its first line does not describe"),
        (b"no newline at all", "is not a tournament results file (it does not start with"),
        (b'[{"tournament": 1}]', "is not a tournament results file (it does not start with"),
    ],
)
def test_a_file_that_is_not_a_results_file_is_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    result = run("tournament", *ARGS, "--results", str(path))
    assert_clean_exit(result, 2)
    assert f"error: --results: {path} {message}" in result.output
    assert path.read_bytes() == content  # left as it was


def test_a_file_of_another_tournament_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    assert_clean_exit(run("tournament", *ARGS, "--results", str(path), "-q"), 0)
    before = path.read_bytes()
    other = ("manila", "--bots", "heuristic,random,random", "--games", "3", "--seed", "6")
    result = run("tournament", *other, "--results", str(path))
    assert_clean_exit(result, 2)
    assert (
        f"error: --results: {path} holds the results of another tournament "
        "(seed: 5 in the file, 6 now); use another --results file" in result.output
    )
    result = run("tournament", *ARGS, "-o", "pirate_variant=true", "--results", str(path))
    assert_clean_exit(result, 2)
    assert "options: " in result.output and "another tournament" in result.output
    assert path.read_bytes() == before


def test_broken_game_lines_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    assert_clean_exit(run("tournament", *ARGS, "--results", str(path), "-q"), 0)
    lines = path.read_bytes().splitlines(keepends=True)
    cases = {
        b"".join([*lines, b"not json\n"]): "line 11 is not JSON",
        b"".join([*lines, b'{"index": 3}\n']): "line 11: not a game result",
        b"".join([*lines, lines[4]]): "line 11: game 3 is in the file twice",
        b"".join([*lines[:2], lines[2].replace(b'"seed":5', b'"seed":6')]): (
            "line 3: game 1 is not one of this tournament"
        ),
    }
    for content, message in cases.items():
        path.write_bytes(content)
        result = run("tournament", *ARGS, "--results", str(path))
        assert_clean_exit(result, 2)
        assert message in result.output, result.output
        assert path.read_bytes() == content


def test_a_directory_or_an_unwritable_place_is_refused(tmp_path: Path) -> None:
    result = run("tournament", *ARGS, "--results", str(tmp_path))
    assert_clean_exit(result, 2)
    assert f"error: --results: {tmp_path} is a directory, not a results file" in result.output
    missing = tmp_path / "no" / "such" / "dir.jsonl"
    result = run("tournament", *ARGS, "--results", str(missing))
    assert_clean_exit(result, 2)
    assert f"error: --results: cannot open {missing}: No such file or directory" in (result.output)


def test_two_runs_cannot_write_one_file_at_once(tmp_path: Path) -> None:
    config = TournamentConfig("manila", ("random",) * 3, deals=1, seed=1)
    path = tmp_path / "results.jsonl"
    options, specs = config.validate(), schedule(config)
    busy = pytest.raises(ResultsFileError, match="in use by another tournament run")
    with ResultsFile(path, config, options, specs), busy:
        run_tournament(config, results_file=path)
    assert len(run_tournament(config, results_file=path).results) == 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--backend", "spark"], "error: --backend must be one of local, ray, got 'spark'"),
        (["--address", "localhost:6379"], "error: --address is for --backend ray"),
    ],
)
def test_backend_errors(args: list[str], message: str) -> None:
    result = run("tournament", *ARGS, *args)
    assert_clean_exit(result, 2)
    assert message in result.output


def test_ray_backend_without_ray_names_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    path = tmp_path / "results.jsonl"
    result = run("tournament", *ARGS, "--backend", "ray", "--results", str(path))
    assert_clean_exit(result, 2)
    assert "error: --backend ray needs Ray: pip install 'tradewinds[ray]'" in result.output
    assert not path.exists()
