#!/usr/bin/env python
"""Cross-process fan-out: how long a move accepted by one server takes to reach a
WebSocket client of another server on the same PostgreSQL database (docs/deploy.md).

Starts two ``tradewinds serve`` processes (A and B) on a fresh database of the given
PostgreSQL server (created, then dropped), creates ``--games`` games of three person
seats, and plays them: each seat's moves go through its own WebSocket on A, one move at
a time per game (``--pace-ms`` apart), the games side by side. Every game has a
spectator on A and one on B.
For each move it records

* *ack*: from sending the move to A's ``ack``;
* *A*: from sending the move to the state frame of that move on A's spectator;
* *B*: from sending the move to the state frame of that move on B's spectator;
* *B after ack*: B's frame minus A's ack (the fan-out itself: NOTIFY, B's read of the
  move from the database, its frame); negative when B's frame came first,

and prints p50/p90/p99/max of each in ms::

    .venv/bin/python benchmarks/fanout.py \\
        --postgres 'postgresql+psycopg://tradewinds@/postgres?host=/tmp/tradewinds-pg&port=54329' \\
        --games 4 --moves 400
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from tradewinds.server.storage import scratch_database

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def database(server_url: str) -> AbstractContextManager[str]:
    return scratch_database(server_url, "tw_fanout")


@contextmanager
def serve(url: str) -> Iterator[str]:
    port = free_port()
    command = [sys.executable, "-m", "tradewinds.cli", "serve", "--port", str(port)]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    process = subprocess.Popen(
        # Every client comes from 127.0.0.1: the per-address limits would refuse the load.
        [
            *command,
            "--database",
            url,
            "--request-rate",
            "1000000/10 seconds",
            "--create-rate",
            "100000/minute",
            "--max-connections-per-address",
            "4096",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                with urllib.request.urlopen(base + "/readyz", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                time.sleep(0.1)
        else:
            raise SystemExit("the server did not become ready")
        yield base
    finally:
        process.kill()
        process.wait()


def create(base: str) -> tuple[str, dict[int, str]]:
    seats = [{"kind": "human", "name": f"P{i}"} for i in range(3)]
    body = json.dumps({"game": "san_juan", "players": 3, "seats": seats}).encode()
    request = urllib.request.Request(
        base + "/api/games", body, {"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        created = json.loads(answer.read())
    return created["game"]["id"], {s["seat"]: s["token"] for s in created["seats"]}


async def hello(base: str, game_id: str, token: str | None) -> ClientConnection:
    ws = await connect(f"ws{base.removeprefix('http')}/ws/games/{game_id}", max_size=None)
    await ws.send(json.dumps({"type": "hello", **({"token": token} if token else {})}))
    return ws


class Watcher:
    """A spectator: the time each seq's first state frame arrived."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen: dict[int, float] = {}
        self.arrived: dict[int, asyncio.Event] = {}

    def event(self, seq: int) -> asyncio.Event:
        return self.arrived.setdefault(seq, asyncio.Event())

    async def run(self) -> None:
        async for text in self.ws:
            frame = json.loads(text)
            if frame["type"] == "state" and frame["seq"] not in self.seen:
                self.seen[frame["seq"]] = time.perf_counter()
                self.event(frame["seq"]).set()


async def play(
    a: str, b: str, moves: int, pace: float, rng: random.Random, times: dict[str, list[float]]
) -> None:
    game_id, tokens = create(a)
    seats = {seat: await hello(a, game_id, token) for seat, token in tokens.items()}
    frames: dict[int, dict[str, Any]] = {}
    queues: dict[int, asyncio.Queue[dict[str, Any]]] = {s: asyncio.Queue() for s in seats}

    async def read(seat: int) -> None:
        async for text in seats[seat]:
            frame = json.loads(text)
            if frame["type"] == "state":
                frames[seat] = frame
            elif frame["type"] in ("ack", "error"):
                await queues[seat].put(frame)

    watchers = [Watcher(await hello(base, game_id, None)) for base in (a, b)]
    tasks = [asyncio.create_task(read(s)) for s in seats]
    tasks += [asyncio.create_task(w.run()) for w in watchers]
    while len(frames) < len(seats):
        await asyncio.sleep(0.01)
    for watcher in watchers:  # every client greeted before the first move
        await asyncio.wait_for(watcher.event(0).wait(), 30)
    for _ in range(moves):
        seq = max(f["seq"] for f in frames.values())
        mover = next(s for s, f in frames.items() if f["seq"] == seq and f["legal"])
        action = rng.choice(frames[mover]["legal"])["id"]
        sent = time.perf_counter()
        await seats[mover].send(json.dumps({"type": "move", "seq": seq, "action": action}))
        ack = await asyncio.wait_for(queues[mover].get(), 30)
        acked = time.perf_counter()
        assert ack["ok"], ack
        for watcher in watchers:
            await asyncio.wait_for(watcher.event(seq + 1).wait(), 30)
        on_a, on_b = (w.seen[seq + 1] for w in watchers)
        times["ack"].append(acked - sent)
        times["A"].append(on_a - sent)
        times["B"].append(on_b - sent)
        times["B after ack"].append(on_b - acked)
        while any(f["seq"] <= seq for f in frames.values()):  # every seat's new frame
            await asyncio.sleep(0.001)
        if any(f["over"] for f in frames.values()):
            break
        await asyncio.sleep(pace)  # a person's pace (and under the per-socket rate limit)
    for task in tasks:
        task.cancel()
    for ws in [*seats.values(), *(w.ws for w in watchers)]:
        await ws.close()


def report(times: dict[str, list[float]]) -> None:
    print(f"{'ms':>12} {'p50':>7} {'p90':>7} {'p99':>7} {'max':>7}   ({len(times['B'])} moves)")
    for name, values in times.items():
        cuts = statistics.quantiles(values, n=100, method="inclusive")
        shown = [cuts[49], cuts[89], cuts[98], max(values)]
        print(f"{name:>12} " + " ".join(f"{v * 1000:7.1f}" for v in shown))


async def main_async(a: str, b: str, games: int, moves: int, pace: float, seed: int) -> None:
    times: dict[str, list[float]] = {k: [] for k in ("ack", "A", "B", "B after ack")}
    rng = random.Random(seed)
    per_game = -(-moves // games)
    while len(times["B"]) < moves:
        await asyncio.gather(*(play(a, b, per_game, pace, rng, times) for _ in range(games)))
    report(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--postgres", required=True, help="a PostgreSQL server's URL")
    parser.add_argument("--games", type=int, default=4, help="games played side by side")
    parser.add_argument("--moves", type=int, default=400, help="moves measured in all")
    parser.add_argument(
        "--pace-ms", type=float, default=100, help="pause between two moves of a game"
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with ExitStack() as stack:
        url = stack.enter_context(database(args.postgres))
        a = stack.enter_context(serve(url))
        b = stack.enter_context(serve(url))
        asyncio.run(main_async(a, b, args.games, args.moves, args.pace_ms / 1000, args.seed))


if __name__ == "__main__":
    main()
