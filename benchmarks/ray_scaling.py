"""Scaling of ``tradewinds tournament``: 1 and 2 local workers, and Ray on 2 nodes.

For each game, the same tournament (by default the expert against three heuristics, one
deal, so 4 seat-rotated games) is played three ways, and the games/s of each compared:

* ``local 1``: one worker process (the baseline);
* ``local 2``: two worker processes of the local backend;
* ``ray 2 nodes``: the Ray backend on a Ray cluster of two simulated nodes of 1 CPU
  each on this machine (``ray.cluster_utils.Cluster``: two raylets, as two machines
  would have).

The speed-up per added CPU is ``(games/s on 2 / games/s on 1) / 2``: 1.0 is linear. The
reports of the three runs must be identical (same seeds, same games), which the script
checks. The load average before and after each run is printed: the machine may be shared.
Two more columns say where a shortfall comes from: the seconds a game took (the bots'
thinking summed over the game: it grows when the CPUs are shared with other jobs) and how
busy the workers were (that time over CPUs x elapsed: below 1 when a worker waits idle
for the last games of the others).

    PYTHONPATH=src python benchmarks/ray_scaling.py [--games manila,san_juan,puerto_rico]
        [--bots expert,heuristic,heuristic,heuristic] [--deals 1] [--seed 1]

Needs ``pip install 'tradewinds[ray]'``. Expert games take minutes: ``--bots
heuristic,random,random,random`` gives a quick check that everything runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from tradewinds.arena import TournamentConfig, TournamentReport, run_tournament


def comparable(report: TournamentReport) -> str:
    data = report.to_dict()
    del data["run"]
    return json.dumps(data, sort_keys=True)


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def measure(name: str, play: Callable[[], TournamentReport]) -> dict[str, Any]:
    before = load()
    started = time.perf_counter()
    report = play()
    wall = time.perf_counter() - started
    # The seconds the bots spent choosing, summed over the games: nearly all of an expert
    # game. Divided by the games it shows whether each game got slower (CPU shared with
    # other jobs); divided by (CPUs x elapsed), how busy the workers were (idle ones wait
    # for the last games).
    thinking = sum(sum(r.think_s) for r in report.results)
    row = {
        "setup": name,
        "s_per_game": thinking / len(report.results),
        "busy": thinking / (report.workers * report.elapsed_s),
        "games": len(report.results),
        "elapsed_s": report.elapsed_s,
        "wall_s": wall,
        "games_per_s": report.games_per_s,
        "load_before": before,
        "load_after": load(),
        "report": comparable(report),
    }
    print(
        f"  {name:<12} {row['games']:>3} games {report.elapsed_s:8.1f} s "
        f"{report.games_per_s:8.4f} games/s {row['s_per_game']:6.1f} s/game "
        f"busy {row['busy']:.2f}  load {before} -> {row['load_after']}",
        file=sys.stderr,
        flush=True,
    )
    return row


def on_ray_cluster(config: TournamentConfig) -> TournamentReport:
    """The tournament on a Ray cluster of two 1-CPU nodes started for it."""
    import ray
    from ray.cluster_utils import Cluster

    cluster = Cluster(
        initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False}
    )
    try:
        cluster.add_node(num_cpus=1)
        ray.init(address=cluster.address, log_to_driver=False)
        try:
            nodes = [n for n in ray.nodes() if n["Alive"]]
            assert len(nodes) == 2, nodes
            return run_tournament(config, workers=2, backend="ray")
        finally:
            ray.shutdown()
    finally:
        cluster.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="manila,san_juan,puerto_rico")
    parser.add_argument("--bots", default="expert,heuristic,heuristic,heuristic")
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the rows to this file")
    args = parser.parse_args()
    bots = tuple(args.bots.split(","))
    rows = []
    for game in args.games.split(","):
        config = TournamentConfig(game, bots, deals=args.deals, seed=args.seed)
        print(f"{game}: {', '.join(bots)}, {config.games} games", file=sys.stderr, flush=True)
        one = measure("local 1", lambda: run_tournament(config, workers=1))  # noqa: B023
        two = measure("local 2", lambda: run_tournament(config, workers=2))  # noqa: B023
        ray2 = measure("ray 2 nodes", lambda: on_ray_cluster(config))  # noqa: B023
        if not one["report"] == two["report"] == ray2["report"]:
            raise SystemExit(f"{game}: the reports differ between the setups")
        for row in (one, two, ray2):
            row["game"] = game
            row["speedup"] = row["games_per_s"] / one["games_per_s"]
            cpus = 1 if row is one else 2
            row["per_cpu"] = row["speedup"] / cpus
            del row["report"]
            rows.append(row)
    print()
    print(
        "| game | setup | games | seconds | games/s | speed-up | per CPU vs linear "
        "| s a game | workers busy | load before -> after |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for r in rows:
        print(
            f"| {r['game']} | {r['setup']} | {r['games']} | {r['elapsed_s']:.1f} | "
            f"{r['games_per_s']:.4f} | {r['speedup']:.2f}x | {r['per_cpu']:.2f} | "
            f"{r['s_per_game']:.1f} | {r['busy']:.2f} | {r['load_before']} -> {r['load_after']} |"
        )
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
