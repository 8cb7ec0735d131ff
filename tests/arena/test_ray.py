"""Tournaments on Ray: the same report as the local backend, resuming, a killed worker.

These run a real local Ray of 2 CPUs (started once for the module, shut down after). They
need the ``[ray]`` extra, which ``[dev]`` installs; without it they are skipped.
"""

from __future__ import annotations

import io
import json
import os
import signal
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tests.cli import assert_clean_exit, run
from tradewinds.arena import TournamentConfig, run_tournament
from tradewinds.arena.ray_backend import TASK_NAME
from tradewinds.cli.tournament import play

ray = pytest.importorskip("ray", reason="the Ray backend needs pip install 'tradewinds[ray]'")


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    """A local Ray of 2 CPUs, which the tournaments below find already running."""
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


TINY = ("manila", "--bots", "heuristic,random,random", "--games", "3", "--seed", "4")


def report(*args: str) -> tuple[str, str]:
    """The JSON report without its ``run`` part, and the table without its timing line."""
    data = run("tournament", *args, "--json")
    assert_clean_exit(data, 0)
    parsed = json.loads(data.stdout)
    assert parsed["run"]["played"] == 9
    del parsed["run"]
    table = run("tournament", *args, "--quiet", columns=120)
    assert_clean_exit(table, 0)
    lines = table.stdout.rstrip("\n").split("\n")
    assert " games in " in lines[-1]
    return json.dumps(parsed, indent=1), "\n".join(lines[:-1])


def test_the_report_is_the_same_on_any_backend_and_number_of_workers() -> None:
    local_one = report(*TINY, "--workers", "1")
    local_two = report(*TINY, "--workers", "2")
    on_ray = report(*TINY, "--backend", "ray", "--workers", "2")
    assert local_one == local_two == on_ray  # byte for byte
    assert '"heuristic"' in on_ray[0] and "heuristic" in on_ray[1]


def test_ray_resumes_a_results_file_started_by_the_local_backend(tmp_path: Path) -> None:
    config = TournamentConfig("san_juan", ("heuristic", "random"), deals=4, seed=9)
    path = tmp_path / "results.jsonl"
    whole = run_tournament(config, workers=1)
    run_tournament(config, workers=1, results_file=path)
    lines = path.read_bytes().splitlines(keepends=True)
    # Keep the first line and three games, and half of the fourth (a crash mid-write).
    path.write_bytes(b"".join(lines[:4]) + lines[4][: len(lines[4]) // 2])
    seen: list[int] = []
    resumed = run_tournament(
        config,
        workers=2,
        backend="ray",
        results_file=path,
        on_result=lambda r: seen.append(r.index),
    )
    assert resumed.results == whole.results
    assert (resumed.resumed, resumed.played, resumed.backend) == (3, 5, "ray")
    assert sorted(seen) == list(range(8)) and seen[:3] == [0, 1, 2]
    games = [json.loads(line)["index"] for line in path.read_bytes().splitlines()[1:]]
    assert sorted(games) == list(range(8))


def test_the_progress_bar_runs_on_ray_too() -> None:
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=120)
    config = TournamentConfig("manila", ("heuristic", "random", "random"), deals=2, seed=3)
    report = play(config, 2, progress=terminal, chart=None, backend="ray")
    shown = screen.getvalue()
    assert "games/s" in shown and "6/6" in shown and "Win %" in shown
    assert (report.backend, report.workers) == ("ray", 2)


def _processes() -> dict[int, tuple[int, bytes]]:
    """Every process of the machine: pid -> (parent pid, title)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes()
            stat = (entry / "stat").read_text()
        except OSError:  # the process ended meanwhile
            continue
        parent = int(stat.rpartition(")")[2].split()[1])
        found[int(entry.name)] = (parent, title)
    return found


def _busy_workers() -> list[int]:
    """Workers of this test's Ray playing games now: descendants of this process (the
    local Ray's raylet starts them) titled ``ray::<task name>`` by Ray."""
    processes = _processes()

    def ours(pid: int) -> bool:
        while pid > 1:
            if pid == os.getpid():
                return True
            pid = processes.get(pid, (0, b""))[0]
        return False

    title = f"ray::{TASK_NAME}".encode()
    return [pid for pid, (_, t) in processes.items() if t.startswith(title) and ours(pid)]


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="finds workers in /proc")
def test_a_worker_killed_mid_tournament_loses_no_game_and_counts_none_twice(
    tmp_path: Path,
) -> None:
    # 24 games in chunks of 3: the other CPU is in the middle of a chunk when the first
    # one comes back, and that is when its worker is killed.
    config = TournamentConfig("puerto_rico", ("heuristic",) * 3, deals=8, seed=2)
    path = tmp_path / "results.jsonl"
    killed: list[int] = []

    def kill_a_busy_worker(done: int, total: int) -> None:
        if done == 0 or killed:
            return
        busy = _busy_workers()
        assert busy, "no Ray worker is playing games"
        os.kill(busy[0], signal.SIGKILL)
        killed.append(busy[0])

    on_ray = run_tournament(
        config, workers=2, backend="ray", results_file=path, progress=kill_a_busy_worker
    )
    assert killed and killed[0] not in _busy_workers()
    local = run_tournament(config, workers=1)
    assert on_ray.results == local.results  # every game, each once, in game order
    lines = [json.loads(line) for line in path.read_bytes().splitlines()]
    counts = Counter(line["index"] for line in lines[1:])
    assert counts == Counter(range(24))


def _results_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "results.jsonl"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--address", "nonsense"], "error: --address 'nonsense': give HOST:PORT"),
        (["--address", "127.0.0.1:1"], "error: cannot reach a Ray cluster at 127.0.0.1:1"),
        (["--workers", "0"], "error: --workers must be at least 1, got 0"),
    ],
)
def test_hostile_ray_settings(args: list[str], message: str, monkeypatch: Any) -> None:
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    result = run("tournament", *TINY, "--backend", "ray", *args)
    assert_clean_exit(result, 2)
    assert message in result.output


def test_ray_address_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAY_ADDRESS", "127.0.0.1:1")
    result = run("tournament", *TINY, "--backend", "ray")
    assert_clean_exit(result, 2)
    assert "error: cannot reach a Ray cluster at 127.0.0.1:1" in result.output
