#!/usr/bin/env python
"""Speed of the compiled engines against the same code as pure Python (issue 18).

Builds nothing: it runs ``tradewinds bench GAME --json`` in subprocesses, once with
``TRADEWINDS_PURE=1`` and once without, alternating (pure, compiled, pure, ...) so that a
change in the machine's load hits both alike, and prints the median decisions per second
of each and their ratio. A run that asked for compiled engines but got pure Python (no
build, or a stale one: ``python -m tradewinds.build``) is reported, not counted.

    .venv/bin/python benchmarks/compiled_ratio.py                 # San Juan, Manila, Puerto Rico
    .venv/bin/python benchmarks/compiled_ratio.py san_juan --rounds 3 --games 60
    PYTHONPATH=/tmp/build/src python benchmarks/compiled_ratio.py manila   # another tree

It compares decisions per second of CPU time (``cpu_decisions_per_s``; ``--wall`` for the
wall clock, which other programs on a shared machine disturb far more);
``docs/performance.md`` ("Compiled engines") also gives instruction counts (callgrind),
which are steadier still but blind to how fast each instruction runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from typing import Any

GAMES = ("san_juan", "manila", "puerto_rico")


def bench(game: str, *, pure: bool, players: int, games: int, repeat: int) -> dict[str, Any]:
    """One ``tradewinds bench`` run in a fresh interpreter; its JSON result."""
    env = {k: v for k, v in os.environ.items() if k != "TRADEWINDS_PURE"}
    if pure:
        env["TRADEWINDS_PURE"] = "1"
    command = [sys.executable, "-m", "tradewinds.cli", "bench", game, "--players", str(players)]
    command += ["--games", str(games), "--repeat", str(repeat), "--json"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), help="games to measure")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games-per-run", "--games", dest="n", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3, help="repeats inside one run")
    parser.add_argument("--rounds", type=int, default=2, help="pure/compiled pairs")
    parser.add_argument(
        "--wall", action="store_true", help="wall-clock decisions/s instead of CPU time"
    )
    args = parser.parse_args(argv)
    figure = "decisions_per_s" if args.wall else "cpu_decisions_per_s"
    clock = "wall" if args.wall else "CPU"
    print(f"decisions per {clock} second, median of {args.rounds} runs")
    print("game           pure dec/s   compiled dec/s   ratio   (runs: pure | compiled)")
    for game in args.games:
        runs: dict[bool, list[float]] = {True: [], False: []}
        for _ in range(args.rounds):
            for pure in (True, False):
                result = bench(
                    game, pure=pure, players=args.players, games=args.n, repeat=args.repeat
                )
                if not pure and not result["compiled"]:
                    print(f"{game}: compiled engines not loaded ({result['engines']})")
                    continue
                runs[pure].append(result[figure])
        pure_s = statistics.median(runs[True])
        if not runs[False]:
            print(f"{game:<14} {pure_s:>11,.0f}   {'-':>14}")
            continue
        compiled_s = statistics.median(runs[False])
        shown = " / ".join(f"{v:,.0f}" for v in runs[True])
        shown += " | " + " / ".join(f"{v:,.0f}" for v in runs[False])
        ratio = compiled_s / pure_s
        print(f"{game:<14} {pure_s:>11,.0f}   {compiled_s:>14,.0f}   {ratio:5.2f}   ({shown})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
