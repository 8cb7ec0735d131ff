#!/usr/bin/env python
"""Load test of the web app: N concurrent bot-vs-bot games played over WebSockets.

Every game is created through ``POST /api/games`` with *person* seats only; this script
plays every seat itself (a seeded random choice from the state frame's ``legal`` list), so
the server's bot runner is not involved: what is measured is the protocol path of
``docs/web.md`` (checks, store, apply, broadcast of one state frame per connection, ack).

For every move it measures, on the mover's connection,

* *ack*: from sending ``{"type": "move", ...}`` to receiving its ``ack`` (the server sends
  the state broadcast first, then the ack, so this includes the mover's new state frame);
* *state*: from sending the move to receiving the state frame of the next move number.

and it prints p50/p90/p99/max of both in ms, moves/s, errors by code, and the server's
memory per live game (``VmRSS`` of ``/proc/<pid>/status``, before creating the games and
with all N games created and every seat connected, divided by N), plus the server's CPU
time per move.

One command does everything (starts a server on a free port with a fresh SQLite file,
runs, stops it)::

    .venv/bin/python benchmarks/ws_load.py --spawn --games 100 --game san_juan --players 4

**Several servers** (issue 19): ``--servers N`` spawns N processes on one PostgreSQL
database, each on its own port, and connects each game's seats round-robin across them,
so that most moves cross processes (the mover's ack comes from its own server, the other
seats get the move through ``LISTEN/NOTIFY``). ``--fresh-database`` makes a new database on
the PostgreSQL server of ``--database`` for the run and drops it after::

    .venv/bin/python benchmarks/ws_load.py --spawn --servers 2 --fresh-database \
        --database 'postgresql+psycopg://tradewinds@/postgres?host=/tmp/tradewinds-pg&port=54329' \
        --games 400 --duration 30 --warmup 5

CPU and memory are then given per server and summed, and the other seats' state frames
are timed too (from the move's sending), split by whether the seat is on the mover's
server or on another one: the difference is what the cross-process fan-out adds.
``--spread games`` puts all the seats of a game on one server instead (games round-robin),
as a proxy that routes by game would: no move then crosses processes.

Against a running server (give its pid to get memory and CPU figures)::

    .venv/bin/python benchmarks/ws_load.py --url http://127.0.0.1:8000 --server-pid 1234

By default the run lasts ``--duration`` seconds and a game that ends is replaced by a new
one, so N games stay live; with ``--moves-per-game K`` every game stops after K moves (or
at its end) and the run ends when all have stopped. ``--think-ms`` pauses each client
between receiving its turn and moving (a person's thinking time, default 1000 ms, uniform
±50%; 0 saturates the server: latency is then queueing, a throughput test).
The client and the server share the machine: the client's own CPU time is reported too.

**Expert-bot scenario** (issue 13: search bots must not starve other games)::

    .venv/bin/python benchmarks/ws_load.py --spawn --game san_juan --games 10 \
        --expert-games 8 --probe hard --duration 60

``--expert-games K`` runs K games of four ``expert`` bots (played by the server itself,
watched by a spectator socket, replaced when they end) beside the ``--games`` person
games. ``--probe LEVEL`` plays one more game: a person (this script) against
``--probe-players - 1`` bots of LEVEL, with a fixed seed, and times every *bot answer*:
from sending the person's move to the state frame that gives the person the turn again
(the bots' decisions in between are counted). The probe is played twice with the same
seed and the same choices, so its bots face the same decisions: first on the idle server
(before any other game exists), then during the measured phase. The report gives both
distributions, their ratio (target: loaded ≤ 2 x idle), the person games' move → ack
(target: p99 ≤ 100 ms) and the expert games' decisions per second.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

try:
    try:
        import httpx
    except ModuleNotFoundError:  # the dev extra installs it under this name
        import httpx2 as httpx
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed
except ModuleNotFoundError as exc:  # pragma: no cover
    sys.exit(f"ws_load.py needs the 'web' extra ({exc.name} is missing): pip install -e '.[web]'")

DEFAULT_PLAYERS = {"san_juan": 4, "puerto_rico": 4, "manila": 4}
RECEIVE_TIMEOUT = 60.0  # seconds without any frame before a seat gives up


# ----------------------------------------------------------------------------- server
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def rss_kib(pid: int | None) -> int | None:
    """``VmRSS`` of ``pid`` in KiB (None if unknown)."""
    if pid is None:
        return None
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU time of ``pid`` (from ``/proc/<pid>/stat``)."""
    if pid is None:
        return None
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def postgres_cpu_seconds(database_url: str | None) -> float | None:
    """CPU time of the whole local PostgreSQL server of ``database_url`` (reached by its
    Unix socket directory, ``?host=/dir``): the postmaster, its live children, and the
    children it has reaped (``cutime``/``cstime``: the servers' pools open and close
    backends under load, so the live ones alone would miss most of it). Other databases of
    the same server are counted too. None when it cannot be known."""
    if not database_url or not database_url.startswith("postgresql"):
        return None
    import sqlalchemy as sa

    url = sa.make_url(database_url)
    host, port = url.query.get("host"), url.query.get("port") or url.port or 5432
    if not isinstance(host, str) or not host.startswith("/"):
        return None
    try:
        postmaster = int(Path(host, f".s.PGSQL.{port}.lock").read_text().split()[0])
        children = Path(f"/proc/{postmaster}/task/{postmaster}/children").read_text().split()
        text = Path(f"/proc/{postmaster}/stat").read_text()
    except (OSError, ValueError, IndexError):
        return None
    fields = text[text.rindex(")") + 2 :].split()
    reaped = (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")
    own = cpu_seconds(postmaster) or 0.0
    return own + reaped + sum(cpu_seconds(int(child)) or 0.0 for child in children)


class SpawnedServer:
    """``python -m tradewinds.cli serve`` on a free port, over a fresh SQLite file."""

    def __init__(self, port: int | None, database: str | None, keep: bool) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="tradewinds-load-"))
        self.port = port or free_port()
        self.database = database or f"sqlite:///{self.tmp / 'load.sqlite3'}"
        self.keep = keep
        self.log = open(self.tmp / "server.log", "wb")  # noqa: SIM115
        self.command = [
            sys.executable,
            "-m",
            "tradewinds.cli",
            "serve",
            "--port",
            str(self.port),
            "--database",
            self.database,
            # Every simulated client comes from 127.0.0.1: the per-address limits, meant
            # for one person's browser, would refuse the load itself.
            "--max-connections-per-address",
            "65536",
            "--max-connections",
            "65536",
            "--request-rate",
            "1000000/10 seconds",
            "--create-rate",
            "100000/minute",
            "--max-bot-games",
            "100000",
        ]
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=subprocess.STDOUT)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        async with httpx.AsyncClient() as http:
            while True:
                if self.process.poll() is not None:
                    raise RuntimeError(
                        f"the server exited ({self.process.returncode}); see {self.tmp}/server.log"
                    )
                try:
                    if (await http.get(f"{self.url}/api/catalog")).status_code == 200:
                        return
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the server did not start in {timeout} s")
                await asyncio.sleep(0.2)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        if not self.keep:
            shutil.rmtree(self.tmp, ignore_errors=True)


def create_database(server_url: str) -> str:
    """A new, empty database on the PostgreSQL server of ``server_url``; its URL. The
    servers migrate it when they start."""
    from tradewinds.server.storage import create_database as create  # the web extra's

    return create(server_url, "tw_load")


def drop_database(database_url: str, server_url: str) -> None:
    from tradewinds.server.storage import drop_database as drop

    drop(database_url, server_url)


# ---------------------------------------------------------------------------- clients
@dataclass
class Stats:
    ack_ms: list[float] = field(default_factory=list)
    state_ms: list[float] = field(default_factory=list)
    # From a move's sending to its state frame on another seat's connection, on the
    # mover's server / on another server (the cross-process fan-out's path).
    other_same_ms: list[float] = field(default_factory=list)
    other_cross_ms: list[float] = field(default_factory=list)
    moves: int = 0  # acknowledged moves in the measured window
    moves_total: int = 0
    games_created: int = 0
    games_finished: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    measuring: bool = False
    expert_decisions: int = 0  # moves of the expert games in the measured window
    expert_games_created: int = 0


@dataclass
class Game:
    id: str
    tokens: list[str]
    slot: int = 0
    moves: int = 0
    # seq of a move's state frame -> (time the move was sent, mover's seat)
    sent: dict[int, tuple[float, int]] = field(default_factory=dict)
    over: bool = False
    closing: bool = False
    prefilled: asyncio.Event = field(default_factory=asyncio.Event)


def parse_frame(text: str) -> dict[str, Any]:
    """The top-level fields of a server frame, without decoding a state frame's view.

    A state frame's ``view`` (the whole event log) is most of its bytes and this client
    does not need it: the fields after it (``legal``, ``current_player``, ``over``,
    ``result``) are decoded from the tail, ``type`` and ``seq`` from the head. Falls back
    to decoding everything if the frame does not have the expected shape."""
    if text.startswith('{"type": "state"'):
        cut = text.rfind(', "legal": ')
        head = text.find(', "view": ')
        if cut > 0 and head > 0:
            try:
                frame: dict[str, Any] = json.loads("{" + text[cut + 2 :])
                frame.update(json.loads(text[:head] + "}"))
                return frame
            except json.JSONDecodeError:
                pass
    data: dict[str, Any] = json.loads(text)
    return data


class Runner:
    def __init__(
        self, args: argparse.Namespace, urls: list[str], database: str | None = None
    ) -> None:
        self.args = args
        self.database = database  # a PostgreSQL one: its server's CPU is reported
        self.urls = [url.rstrip("/") for url in urls]
        self.ws_urls = ["ws" + url[len("http") :] for url in self.urls]
        # The probe and the expert games use the first server.
        self.url, self.ws_url = self.urls[0], self.ws_urls[0]
        self.stats = Stats()
        self.stop = asyncio.Event()  # no new moves after this
        self.go = asyncio.Event()  # every game created and connected
        self.ready = 0
        self.go_time: float | None = None
        self.refs = itertools.count()
        self.players = args.players or DEFAULT_PLAYERS.get(args.game, 4)

    def server_of(self, game: Game, seat: int) -> int:
        """The server a seat connects to: round-robin over the seats, shifted by the game's
        slot so that every server gets as many seats that move first; with ``--spread
        games``, every seat of a game on the server that created it."""
        if self.args.spread == "games":
            return game.slot % len(self.urls)
        return (game.slot + seat) % len(self.urls)

    async def create(self, http: httpx.AsyncClient, slot: int, generation: int) -> Game:
        # No game seed: the server refuses a chosen one when several people play (the
        # choices of every seat stay seeded by --seed).
        body = {
            "game": self.args.game,
            "players": self.players,
            "seats": [{"kind": "human", "name": f"Load {i + 1}"} for i in range(self.players)],
        }
        url = self.urls[slot % len(self.urls)]
        response = await http.post(f"{url}/api/games", json=body)
        if response.status_code != 201:
            raise RuntimeError(f"POST /api/games: {response.status_code} {response.text}")
        data = response.json()
        self.stats.games_created += 1
        tokens = [seat["token"] for seat in sorted(data["seats"], key=lambda s: s["seat"])]
        return Game(data["game"]["id"], tokens, slot=slot)

    async def slot(self, http: httpx.AsyncClient, slot: int, gate: asyncio.Semaphore) -> None:
        """One of the N concurrent games: play it; in duration mode, replace it when over."""
        for generation in itertools.count():
            async with gate:
                try:
                    game = await self.create(http, slot, generation)
                    sockets = [await self.open(game, seat) for seat in range(self.players)]
                except Exception as exc:
                    self.stats.errors[f"setup: {type(exc).__name__}"] += 1
                    if generation == 0:
                        self.ready += 1
                        if self.ready == self.args.games:
                            self.go_time = time.perf_counter()
                            self.go.set()
                    return
            if self.args.prefill_moves == 0 or generation > 0:
                game.prefilled.set()
            seats = [
                asyncio.create_task(
                    self.seat(
                        game,
                        seat,
                        ws,
                        random.Random(f"{self.args.seed}/{slot}/{generation}/{seat}"),
                    )
                )
                for seat, ws in enumerate(sockets)
            ]
            if generation == 0:
                # Ready once prefilled (or over, or failed): the measured phase starts when
                # every game is ready.
                waiter = asyncio.create_task(game.prefilled.wait())
                await asyncio.wait([waiter, *seats], return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                self.ready += 1
                if self.ready == self.args.games:
                    self.go_time = time.perf_counter()
                    self.go.set()
            try:
                # A seat returns when the game is over, when the run stops (the seat to act
                # stops moving: the others would wait for ever) or on an error.
                await asyncio.wait(seats, return_when=asyncio.FIRST_COMPLETED)
            finally:
                game.closing = True
                for ws in sockets:
                    await ws.close()
                await asyncio.gather(*seats, return_exceptions=True)
            if game.over:
                self.stats.games_finished += 1
            if self.stop.is_set() or self.args.moves_per_game is not None:
                return

    async def open(self, game: Game, seat: int) -> Any:
        ws = await connect(
            f"{self.ws_urls[self.server_of(game, seat)]}/ws/games/{game.id}",
            max_size=16 * 1024 * 1024,
            compression=None if self.args.no_compression else "deflate",
            open_timeout=60,
            ping_interval=None,
        )
        await ws.send(json.dumps({"type": "hello", "token": game.tokens[seat]}))
        welcome = json.loads(await ws.recv())
        if welcome.get("type") != "welcome":
            raise RuntimeError(f"expected welcome, got {welcome}")
        return ws

    async def seat(self, game: Game, seat: int, ws: Any, rng: random.Random) -> None:
        args = self.args
        stats = self.stats
        pending: tuple[str, int, float] | None = None  # ref, seq sent, time sent
        state_wait: tuple[int, float] | None = None  # seq awaited, time sent
        turn: tuple[int, list[dict[str, Any]]] | None = None
        while True:
            try:
                text = await asyncio.wait_for(ws.recv(), RECEIVE_TIMEOUT)
            except TimeoutError:
                if self.go_time is None or time.perf_counter() - self.go_time < RECEIVE_TIMEOUT:
                    continue  # quiet while the other games were being prefilled
                stats.errors["client: no frame for 60 s"] += 1
                return
            except ConnectionClosed:
                if not (game.over or game.closing or self.stop.is_set()):
                    stats.errors["client: connection closed"] += 1
                return
            now = time.perf_counter()
            frame = parse_frame(text)
            kind = frame.get("type")
            if kind == "state":
                moved = game.sent.get(frame["seq"])
                if moved is not None and moved[1] != seat and stats.measuring:
                    same = self.server_of(game, moved[1]) == self.server_of(game, seat)
                    samples = stats.other_same_ms if same else stats.other_cross_ms
                    samples.append((now - moved[0]) * 1000)
                if state_wait is not None and frame["seq"] >= state_wait[0]:
                    if stats.measuring:
                        stats.state_ms.append((now - state_wait[1]) * 1000)
                    state_wait = None
                if frame["over"]:
                    game.over = True
                    return
                turn = (frame["seq"], frame["legal"]) if frame["legal"] else None
            elif kind == "ack":
                if pending is not None and frame.get("ref") == pending[0]:
                    stats.moves_total += 1
                    if stats.measuring:
                        stats.moves += 1
                        stats.ack_ms.append((now - pending[2]) * 1000)
                    pending = None
            elif kind == "error":
                stats.errors[str(frame.get("code"))] += 1
                if pending is not None and frame.get("ref") == pending[0]:
                    pending = None
                    state_wait = None
                    turn = None
                    await ws.send('{"type": "sync"}')
            # Act when it is this seat's turn and its previous move is acknowledged.
            if turn is not None and pending is None:
                if self.stop.is_set() or (
                    args.moves_per_game is not None
                    and game.moves >= args.prefill_moves + args.moves_per_game
                ):
                    return
                if game.moves >= args.prefill_moves and not self.go.is_set():
                    await self.go.wait()  # prefilled: wait for every other game
                seq, legal = turn
                turn = None
                prefilling = game.moves < args.prefill_moves
                if prefilling and game.moves + 1 >= args.prefill_moves:
                    game.prefilled.set()
                if args.think_ms > 0 and not prefilling:
                    await asyncio.sleep(args.think_ms / 1000 * rng.uniform(0.5, 1.5))
                    if self.stop.is_set():
                        return
                action = rng.choice(legal)["id"]
                ref = f"m{next(self.refs)}"
                game.moves += 1
                sent = time.perf_counter()
                pending = (ref, seq, sent)
                state_wait = (seq + 1, sent)
                game.sent[seq + 1] = (sent, seat)
                game.sent.pop(seq - 31, None)  # a frame that late is not awaited any more
                await ws.send(
                    json.dumps({"type": "move", "seq": seq, "action": action, "ref": ref})
                )

    # ------------------------------------------------------------ expert-bot scenario
    async def create_bots_game(
        self, http: httpx.AsyncClient, seats: list[dict[str, Any]], seed: int | None
    ) -> dict[str, Any]:
        body: dict[str, Any] = {"game": self.args.game, "players": len(seats), "seats": seats}
        if seed is not None:
            body["seed"] = seed
        response = await http.post(f"{self.url}/api/games", json=body)
        if response.status_code != 201:
            raise RuntimeError(f"POST /api/games: {response.status_code} {response.text}")
        data: dict[str, Any] = response.json()
        return data

    async def expert_game(self, http: httpx.AsyncClient, slot: int) -> None:
        """One of the K all-expert games: watched as a spectator (its moves are counted),
        replaced by a new one when it ends, until the run stops."""
        for generation in itertools.count():
            if self.stop.is_set():
                return
            seed = random.Random(f"expert/{self.args.seed}/{slot}/{generation}").randrange(1 << 31)
            try:
                data = await self.create_bots_game(
                    http, [{"kind": "bot", "bot": "expert"}] * 4, seed
                )
                self.stats.expert_games_created += 1
                ws = await connect(
                    f"{self.ws_url}/ws/games/{data['game']['id']}",
                    max_size=16 * 1024 * 1024,
                    compression=None,
                    open_timeout=60,
                    ping_interval=None,
                )
                await ws.send(json.dumps({"type": "hello"}))
            except Exception as exc:
                self.stats.errors[f"expert setup: {type(exc).__name__}"] += 1
                return
            seq: int | None = None
            try:
                while not self.stop.is_set():
                    try:
                        text = await asyncio.wait_for(ws.recv(), 1.0)
                    except TimeoutError:
                        continue
                    frame = parse_frame(str(text))
                    if frame.get("type") != "state":
                        continue
                    if seq is not None and self.stats.measuring:
                        self.stats.expert_decisions += max(0, frame["seq"] - seq)
                    seq = frame["seq"]
                    if frame["over"]:
                        break
            except ConnectionClosed:
                if not self.stop.is_set():
                    self.stats.errors["expert: connection closed"] += 1
                    return
            finally:
                await ws.close()

    async def probe(
        self, http: httpx.AsyncClient, moves: int | None = None, seed: int | None = None
    ) -> dict[str, Any]:
        """The probe game (a person against bots of ``--probe``), ``--probe-moves`` of the
        person's moves: the bots' answer times (s) and how many decisions each took.
        It stops after ``--probe-max-s`` seconds too: an answer still awaited then is
        reported as ``waiting`` (at least that long)."""
        args = self.args
        deadline = time.perf_counter() + args.probe_max_s
        moves = args.probe_moves if moves is None else moves
        seats = [{"kind": "human", "name": "Probe"}] + [{"kind": "bot", "bot": args.probe}] * (
            args.probe_players - 1
        )
        data = await self.create_bots_game(http, seats, args.probe_seed if seed is None else seed)
        token = next(s["token"] for s in data["seats"] if s["seat"] == 0)
        ws = await connect(
            f"{self.ws_url}/ws/games/{data['game']['id']}",
            max_size=16 * 1024 * 1024,
            compression=None,
            open_timeout=60,
            ping_interval=None,
        )
        rng = random.Random(f"probe/{args.seed}")
        answers: list[float] = []
        decisions: list[int] = []
        sent: tuple[int, float] | None = None  # seq of the person's move, time sent
        waiting = None
        try:
            await ws.send(json.dumps({"type": "hello", "token": token}))
            while len(answers) < moves:
                left = deadline - time.perf_counter()
                try:
                    text = await asyncio.wait_for(ws.recv(), max(0.0, min(RECEIVE_TIMEOUT, left)))
                except TimeoutError:
                    if time.perf_counter() < deadline:
                        raise
                    if sent is not None:
                        waiting = time.perf_counter() - sent[1]
                    break
                now = time.perf_counter()
                frame = parse_frame(str(text))
                if frame.get("type") == "error":
                    self.stats.errors[f"probe: {frame.get('code')}"] += 1
                    await ws.send('{"type": "sync"}')
                    sent = None
                    continue
                if frame.get("type") != "state":
                    continue
                if frame["over"]:
                    break
                if not frame["legal"]:
                    continue  # a bot is to move
                if sent is not None and frame["seq"] > sent[0] + 1:
                    answers.append(now - sent[1])
                    decisions.append(frame["seq"] - sent[0] - 1)
                if sent is not None and frame["seq"] <= sent[0]:
                    continue  # the frame before the move was applied
                await asyncio.sleep(args.probe_think_ms / 1000 * rng.uniform(0.5, 1.5))
                action = rng.choice(frame["legal"])["id"]
                sent = (frame["seq"], time.perf_counter())
                await ws.send(json.dumps({"type": "move", "seq": frame["seq"], "action": action}))
        finally:
            await ws.close()
        return {"answers": answers, "decisions": decisions, "waiting": waiting}

    async def run(self, pids: list[int | None]) -> dict[str, Any]:
        """The run; ``pids`` are the servers' (one per URL, None where unknown), for their
        memory and CPU."""
        args = self.args
        pid = pids[0]  # the bots' workers are counted on the first server (the probe's)
        limits = httpx.Limits(max_connections=50)
        async with httpx.AsyncClient(limits=limits, timeout=60) as http:
            for url in self.urls:
                await http.get(f"{url}/api/catalog")
            # One game created on each server and connected first, so that "before"
            # counts the imports.
            for slot in range(len(self.urls)):
                warm = await self.create(http, slot, 0)
                for ws in [await self.open(warm, seat) for seat in range(self.players)]:
                    await ws.close()
            self.stats.games_created = 0
            await asyncio.sleep(0.3)
            # The probe on the idle server first (it also starts the bots' workers).
            probe_idle = None
            if args.probe:
                # A first answer starts a worker process: not part of the idle figure.
                await self.probe(http, moves=1, seed=args.probe_seed + 1)
                probe_idle = await self.probe(http)
            rss_before = [rss_kib(p) for p in pids]
            gate = asyncio.Semaphore(args.connect_concurrency)
            setup_start = time.perf_counter()
            experts = [
                asyncio.create_task(self.expert_game(http, i)) for i in range(args.expert_games)
            ]
            tasks = [asyncio.create_task(self.slot(http, i, gate)) for i in range(args.games)]
            if args.games == 0:
                self.go_time = time.perf_counter()
                self.go.set()
            await self.go.wait()
            setup_s = time.perf_counter() - setup_start
            if args.moves_per_game is None:
                await asyncio.sleep(0.5)
                rss_live = [rss_kib(p) for p in pids]
                # Warm-up: moves of the first seconds are played but not counted.
                await asyncio.sleep(args.warmup)
            else:
                rss_live = [rss_kib(p) for p in pids]  # every move counts: from the start
            load_start = os.getloadavg()
            self.stats.measuring = True
            cpu0 = [cpu_seconds(p) for p in pids]
            client0, t0 = _client_cpu(), time.perf_counter()
            pg0 = postgres_cpu_seconds(self.database)
            workers0 = workers_cpu_seconds(pid)
            probe_task = asyncio.create_task(self.probe(http)) if args.probe else None
            rss_peak = [x or 0 for x in rss_live]
            rss_peak_total = sum(rss_peak)

            def sample_rss() -> None:
                nonlocal rss_peak_total
                now = [rss_kib(p) or 0 for p in pids]
                rss_peak[:] = [max(a, b) for a, b in zip(rss_peak, now, strict=True)]
                rss_peak_total = max(rss_peak_total, sum(now))

            if args.moves_per_game is None:
                deadline = t0 + args.duration
                # The measured phase lasts until the probe is played too.
                while time.perf_counter() < deadline or (
                    probe_task is not None and not probe_task.done()
                ):
                    await asyncio.sleep(max(0.05, min(1.0, deadline - time.perf_counter())))
                    sample_rss()
            else:
                while not all(t.done() for t in tasks):
                    await asyncio.sleep(0.5)
                    sample_rss()
            elapsed = time.perf_counter() - t0
            cpu1, client1 = [cpu_seconds(p) for p in pids], _client_cpu()
            pg1 = postgres_cpu_seconds(self.database)
            workers1 = workers_cpu_seconds(pid)
            self.stats.measuring = False
            moves = self.stats.moves
            self.stop.set()
            probe_loaded = None
            if probe_task is not None:
                probe_loaded = await probe_task
            await asyncio.wait(tasks + experts, timeout=RECEIVE_TIMEOUT + 5)
            rss_end = [rss_kib(p) for p in pids]
        return self.report(
            pids=pids,
            setup_s=setup_s,
            elapsed=elapsed,
            moves=moves,
            rss_before=rss_before,
            rss_live=rss_live,
            rss_peak=[x or None for x in rss_peak],
            rss_peak_total=rss_peak_total or None,
            rss_end=rss_end,
            cpu=[
                None if a is None or b is None else b - a for a, b in zip(cpu0, cpu1, strict=True)
            ],
            client_cpu=client1 - client0,
            postgres_cpu=None if pg0 is None or pg1 is None else pg1 - pg0,
            workers_cpu=None if workers0 is None or workers1 is None else workers1 - workers0,
            load=load_start,
            probe_idle=probe_idle,
            probe_loaded=probe_loaded,
        )

    def report(self, **m: Any) -> dict[str, Any]:
        s = self.stats
        n = self.args.games
        rss_before, rss_live = _total(m["rss_before"]), _total(m["rss_live"])
        per_game = None
        if rss_before is not None and rss_live is not None and n:
            per_game = (rss_live - rss_before) / n
        server_cpu = _total(m["cpu"])
        servers = [
            {
                "url": url,
                "pid": pid,
                "rss_mib": {
                    "before": _mib(m["rss_before"][i]),
                    "all_live": _mib(m["rss_live"][i]),
                    "peak": _mib(m["rss_peak"][i]),
                    "end": _mib(m["rss_end"][i]),
                },
                "cpu_share": None if m["cpu"][i] is None else round(m["cpu"][i] / m["elapsed"], 2),
            }
            for i, (url, pid) in enumerate(zip(self.urls, m["pids"], strict=True))
        ]
        return {
            "url": self.url,
            "servers": servers,
            "game": self.args.game,
            "players": self.players,
            "games": n,
            "connections": n * self.players,
            "spread": self.args.spread,
            "think_ms": self.args.think_ms,
            "compression": not self.args.no_compression,
            "seed": self.args.seed,
            "prefill_moves": self.args.prefill_moves,
            "measured_s": round(m["elapsed"], 2),
            "setup_s": round(m["setup_s"], 2),
            "moves": m["moves"],
            "moves_per_s": round(m["moves"] / m["elapsed"], 1) if m["elapsed"] else None,
            "ack_ms": summary(s.ack_ms),
            "state_ms": summary(s.state_ms),
            "other_seat_state_ms": {
                "same_server": summary(s.other_same_ms),
                "other_server": summary(s.other_cross_ms),
            },
            "errors": dict(s.errors),
            "games_created": s.games_created,
            "games_finished": s.games_finished,
            "server_pid": m["pids"][0],
            # The servers' sums (one server: its own figures).
            "server_rss_mib": {
                "before": _mib(rss_before),
                "all_live": _mib(rss_live),
                "peak": _mib(m["rss_peak_total"]),
                "end": _mib(_total(m["rss_end"])),
            },
            "rss_per_live_game_kib": None if per_game is None else round(per_game, 1),
            "server_cpu_ms_per_move": (
                round(server_cpu * 1000 / m["moves"], 2)
                if server_cpu is not None and m["moves"]
                else None
            ),
            "server_cpu_share": (
                round(server_cpu / m["elapsed"], 2) if server_cpu is not None else None
            ),
            "client_cpu_share": round(m["client_cpu"] / m["elapsed"], 2),
            "postgres_cpu_share": (
                None if m["postgres_cpu"] is None else round(m["postgres_cpu"] / m["elapsed"], 2)
            ),
            "postgres_cpu_ms_per_move": (
                round(m["postgres_cpu"] * 1000 / m["moves"], 2)
                if m["postgres_cpu"] is not None and m["moves"]
                else None
            ),
            "loadavg_at_start": [round(x, 2) for x in m["load"]],
            "loadavg_at_end": [round(x, 2) for x in os.getloadavg()],
            "expert_games": self.args.expert_games,
            "expert_games_created": s.expert_games_created,
            "expert_decisions_per_s": (
                round(s.expert_decisions / m["elapsed"], 2) if m["elapsed"] else None
            ),
            "bot_workers_cpu_share": (
                round(m["workers_cpu"] / m["elapsed"], 2) if m["workers_cpu"] is not None else None
            ),
            "probe": probe_report(self.args, m["probe_idle"], m["probe_loaded"]),
        }


def workers_cpu_seconds(pid: int | None) -> float | None:
    """CPU time of the server's child processes (the bots' workers), alive ones only."""
    if pid is None:
        return None
    total = 0.0
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return None
    for child in children:
        total += cpu_seconds(int(child)) or 0.0
    return total


def probe_report(
    args: argparse.Namespace, idle: dict[str, Any] | None, loaded: dict[str, Any] | None
) -> dict[str, Any] | None:
    """The probe's bot answers, idle and loaded, and their ratio. The two probe games are
    the same game (same seed, same choices), so answer i of each had the same decisions."""
    if idle is None or loaded is None:
        return None
    ms_idle = [x * 1000 for x in idle["answers"]]
    ms_loaded = [x * 1000 for x in loaded["answers"]]
    paired = [b / a for a, b in zip(ms_idle, ms_loaded, strict=False) if a > 0]
    same = (
        idle["decisions"][: len(loaded["decisions"])]
        == loaded["decisions"][: len(idle["decisions"])]
    )
    sums = [sum(ms_idle), sum(ms_loaded)]
    n = min(len(ms_idle), len(ms_loaded))
    return {
        "bot": args.probe,
        "players": args.probe_players,
        "seed": args.probe_seed,
        "same_decisions": same,
        "bot_decisions": [sum(idle["decisions"]), sum(loaded["decisions"])],
        # An answer still awaited when the probe stopped (--probe-max-s), in ms.
        "waiting_ms": [
            None if x["waiting"] is None else round(x["waiting"] * 1000) for x in (idle, loaded)
        ],
        "idle_answer_ms": summary(ms_idle),
        "loaded_answer_ms": summary(ms_loaded),
        "ratio_of_medians": (
            round(statistics.median(ms_loaded) / statistics.median(ms_idle), 2)
            if ms_idle and ms_loaded
            else None
        ),
        "ratio_of_totals": (
            round(sum(ms_loaded[:n]) / sum(ms_idle[:n]), 2) if n and sums[0] else None
        ),
        "paired_ratio": summary(paired),
    }


def _client_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _total(values: list[Any]) -> Any:
    """The sum of the servers' figures; None if one of them is unknown."""
    return None if any(v is None for v in values) else sum(values)


def _mib(kib: int | None) -> float | None:
    return None if kib is None else round(kib / 1024, 1)


def summary(samples: list[float]) -> dict[str, float | int | None]:
    if not samples:
        return {"n": 0, "p50": None, "p90": None, "p99": None, "max": None, "mean": None}
    ordered = sorted(samples)

    def q(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))], 2)

    return {
        "n": len(ordered),
        "p50": q(0.50),
        "p90": q(0.90),
        "p99": q(0.99),
        "max": round(ordered[-1], 2),
        "mean": round(statistics.fmean(ordered), 2),
    }


def print_report(r: dict[str, Any]) -> None:
    print(
        f"{r['games']} x {r['game']} ({r['players']} players, {r['connections']} WebSockets), "
        f"think {r['think_ms']} ms, prefill {r['prefill_moves']} moves, "
        f"compression {'on' if r['compression'] else 'off'}, "
        f"{r['measured_s']} s measured (setup {r['setup_s']} s)"
    )
    if len(r["servers"]) > 1:
        print(f"  {len(r['servers'])} servers, spread by {r['spread']}")
    for name in ("ack_ms", "state_ms"):
        q = r[name]
        print(
            f"  move → {name[:-3]:5} ms: p50 {q['p50']}  p90 {q['p90']}  p99 {q['p99']}  "
            f"max {q['max']}  (n={q['n']})"
        )
    if len(r["servers"]) > 1:
        for where, name in (("same", "same_server"), ("other", "other_server")):
            q = r["other_seat_state_ms"][name]
            print(
                f"  move → other seat's frame, {where} server ms: p50 {q['p50']}  "
                f"p90 {q['p90']}  p99 {q['p99']}  max {q['max']}  (n={q['n']})"
            )
    print(
        f"  moves/s {r['moves_per_s']}  games created {r['games_created']}, "
        f"finished {r['games_finished']}  errors {r['errors'] or 0}"
    )
    mem = r["server_rss_mib"]
    if r["server_pid"] is not None:
        if len(r["servers"]) > 1:
            for i, srv in enumerate(r["servers"]):
                print(
                    f"  server {i + 1} (pid {srv['pid']}): RSS MiB all live "
                    f"{srv['rss_mib']['all_live']}, peak {srv['rss_mib']['peak']}; "
                    f"CPU {srv['cpu_share']} cores"
                )
            print("  all servers together:")
        print(
            f"  server RSS MiB: before {mem['before']}, all live {mem['all_live']}, "
            f"peak {mem['peak']}, end {mem['end']}  →  {r['rss_per_live_game_kib']} KiB per "
            f"live game"
        )
        print(
            f"  server CPU {r['server_cpu_ms_per_move']} ms/move "
            f"({r['server_cpu_share']} cores), client CPU {r['client_cpu_share']} cores"
        )
    else:
        print("  (give --server-pid or --spawn for memory and CPU figures)")
    if r["postgres_cpu_share"] is not None:
        print(
            f"  PostgreSQL (whole server) CPU {r['postgres_cpu_ms_per_move']} ms/move "
            f"({r['postgres_cpu_share']} cores)"
        )
    print(f"  load average at start {r['loadavg_at_start']}, at end {r['loadavg_at_end']}")
    if r["expert_games"]:
        print(
            f"  {r['expert_games']} expert games ({r['expert_games_created']} created): "
            f"{r['expert_decisions_per_s']} expert decisions/s; bot workers "
            f"{r['bot_workers_cpu_share']} cores"
        )
    probe = r["probe"]
    if probe is not None:
        for name in ("idle_answer_ms", "loaded_answer_ms"):
            q = probe[name]
            print(
                f"  {probe['bot']} bot answer, {name.split('_')[0]:6} ms: p50 {q['p50']}  "
                f"p90 {q['p90']}  max {q['max']}  mean {q['mean']}  (n={q['n']})"
            )
        print(
            f"  loaded / idle: medians {probe['ratio_of_medians']}, totals "
            f"{probe['ratio_of_totals']}, paired p50 {probe['paired_ratio']['p50']} "
            f"(same decisions: {probe['same_decisions']}, bot decisions "
            f"{probe['bot_decisions']})"
        )
        if probe["waiting_ms"][1] is not None:
            print(f"  stopped while a loaded answer had waited {probe['waiting_ms'][1]} ms")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", default="http://127.0.0.1:8000", help="a running server")
    p.add_argument("--spawn", action="store_true", help="start a server (fresh SQLite) itself")
    p.add_argument("--port", type=int, default=None, help="port for --spawn (default: free)")
    p.add_argument("--database", default=None, help="database URL for --spawn")
    p.add_argument("--keep", action="store_true", help="keep --spawn's files (log, database)")
    p.add_argument(
        "--servers",
        type=int,
        default=1,
        help="with --spawn: server processes on the one --database (PostgreSQL when more "
        "than 1); each game's seats connect to them round-robin (default 1)",
    )
    p.add_argument(
        "--spread",
        choices=["seats", "games"],
        default="seats",
        help="with --servers N: 'seats' (default) connects each game's seats round-robin "
        "across the servers, so that moves cross processes; 'games' puts all of a game's "
        "seats on one server (games round-robin), as a proxy routing by game would",
    )
    p.add_argument(
        "--fresh-database",
        action="store_true",
        help="create a new database on the PostgreSQL server of --database for the run, "
        "and drop it after (unless --keep)",
    )
    p.add_argument("--server-pid", type=int, default=None, help="pid of the server, for RSS/CPU")
    p.add_argument("--games", type=int, default=100, help="concurrent games (default 100)")
    p.add_argument("--game", default="san_juan", choices=["puerto_rico", "san_juan", "manila"])
    p.add_argument("--players", type=int, default=None, help="seats per game (default 4)")
    p.add_argument("--duration", type=float, default=20.0, help="measured seconds (default 20)")
    p.add_argument(
        "--moves-per-game",
        type=int,
        default=None,
        help="stop every game after this many moves instead of running --duration",
    )
    p.add_argument(
        "--prefill-moves",
        type=int,
        default=0,
        help="moves every game plays at full speed before the measured phase (not counted): "
        "measure mid-game, when views carry a long event log",
    )
    p.add_argument("--warmup", type=float, default=3.0, help="unmeasured seconds first")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--think-ms",
        type=float,
        default=1000.0,
        help="mean pause before each move, uniform ±50%% (default 1000: a brisk person); "
        "0 saturates the server (a throughput test)",
    )
    p.add_argument("--no-compression", action="store_true", help="no permessage-deflate")
    p.add_argument("--connect-concurrency", type=int, default=10)
    p.add_argument(
        "--expert-games",
        type=int,
        default=0,
        help="games of four expert bots run by the server during the run (default 0)",
    )
    p.add_argument(
        "--probe",
        default=None,
        metavar="LEVEL",
        help="time the answers of LEVEL bots to a person, idle then under the load",
    )
    p.add_argument("--probe-players", type=int, default=2, help="probe game's seats")
    p.add_argument("--probe-moves", type=int, default=15, help="person moves per probe")
    p.add_argument("--probe-think-ms", type=float, default=2000.0, help="the person's pause")
    p.add_argument("--probe-seed", type=int, default=2026)
    p.add_argument(
        "--probe-max-s", type=float, default=240.0, help="longest a probe game is played"
    )
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    args = p.parse_args(argv)
    if args.moves_per_game is not None:
        args.warmup = 0.0
    postgres = (args.database or "").startswith("postgresql")
    if args.servers < 1:
        p.error("--servers must be at least 1")
    if args.servers > 1 and not args.spawn:
        p.error("--servers N needs --spawn (the script starts the N servers)")
    if args.servers > 1 and not postgres:
        p.error(
            f"--servers {args.servers} needs a PostgreSQL --database (postgresql+psycopg://...): "
            "several processes share games through PostgreSQL only, and refuse to share an "
            "SQLite file"
        )
    if args.fresh_database and not (args.spawn and postgres):
        p.error("--fresh-database needs --spawn and a PostgreSQL --database")

    database = create_database(args.database) if args.fresh_database else args.database
    servers: list[SpawnedServer] = []
    try:
        if args.spawn:
            # --port is the first server's; the others take free ports.
            ports = [args.port] + [None] * (args.servers - 1)
            servers = [SpawnedServer(port, database, args.keep) for port in ports]
            for server in servers:
                asyncio.run(server.wait_ready())
            urls = [server.url for server in servers]
            pids: list[int | None] = [server.process.pid for server in servers]
        else:
            urls, pids = [args.url], [args.server_pid]
        report = asyncio.run(Runner(args, urls, database).run(pids))
    finally:
        for server in servers:
            server.stop()
        if args.fresh_database and not args.keep:
            drop_database(database, args.database)
    if servers:
        report["server_command"] = " ".join(servers[0].command)
        if args.fresh_database:
            report["database"] = database
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
