"""Several ``tradewinds serve`` processes on one PostgreSQL database (docs/deploy.md): a
move accepted by any reaches the clients of all, in order and once; one process takes
each bot decision, and another takes over within seconds when it is killed; the lobby is
the same everywhere. SQLite serves one process, and ``serve`` says so. ``/healthz`` and
``/readyz``."""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
import os
import signal
import subprocess
import time
import urllib.request
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from websockets.sync.client import ClientConnection, connect

from tests.server.conftest import run_coroutine
from tests.server.serving import free_port, serve_command
from tests.server.test_restart import call, replayed, server
from tradewinds.server.app import create_app
from tradewinds.server.cluster import LOCK_SPACE
from tradewinds.server.service import Connection, GameService, LiveGame
from tradewinds.server.storage import Storage

PEOPLE = [{"kind": "human", "name": f"P{i}"} for i in range(3)]


@contextmanager
def servers(url: str, tmp_path: Path, count: int = 2) -> Iterator[list[tuple[str, Any]]]:
    """``count`` real servers on ``url``: (base address, process) each."""
    with ExitStack() as stack:
        log = tmp_path / "servers.log"
        yield [stack.enter_context(server(url, log)) for _ in range(count)]


@contextmanager
def socket(base: str, game_id: str, token: str | None = None) -> Iterator[ClientConnection]:
    """A WebSocket client of ``game_id`` on the server at ``base``, greeted."""
    with connect(f"ws{base.removeprefix('http')}/ws/games/{game_id}", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", **({"token": token} if token else {})}))
        assert receive(ws)["type"] == "welcome"
        yield ws


def receive(ws: ClientConnection, timeout: float = 15.0) -> dict[str, Any]:
    return json.loads(ws.recv(timeout=timeout))  # type: ignore[no-any-return]


def states_until(ws: ClientConnection, seq: int) -> list[dict[str, Any]]:
    """The state frames the client gets until the one of ``seq``."""
    frames: list[dict[str, Any]] = []
    while not frames or frames[-1]["seq"] < seq:
        frame = receive(ws)
        if frame["type"] == "state":
            frames.append(frame)
    return frames


def next_state(ws: ClientConnection) -> dict[str, Any]:
    while (frame := receive(ws, timeout=60))["type"] != "state":
        pass
    return frame


def events_as_kept(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log a client keeps from its frames: a whole frame's events replace it, a
    frame with ``events_from`` adds its events (the page's rule, docs/web.md)."""
    kept: list[dict[str, Any]] = []
    for frame in frames:
        since = frame["events_from"]
        events = frame["view"]["events"]
        kept = events if since is None else [e for e in kept if e["move"] < since] + events
    return kept


def move_body(base: str, game_id: str, token: str) -> dict[str, Any]:
    mine = call(base, "GET", f"/api/games/{game_id}/state", token=token)[1]
    return {"seq": mine["seq"], "action": mine["legal"][0]["id"]}


def create(base: str, spec: dict[str, Any]) -> tuple[str, dict[int, str]]:
    status, created = call(base, "POST", "/api/games", spec)
    assert status == 201, created
    return created["game"]["id"], {s["seat"]: s["token"] for s in created["seats"]}


@asynccontextmanager
async def two_services(url: str) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two server processes' services on one migrated PostgreSQL database, both listening
    to the other's changes; closed after the block."""
    first = Storage(url)
    first.migrate()
    a, b = GameService(first), GameService(Storage(url))
    try:
        for service in (a, b):
            listener = service.listen()
            assert listener is not None and await listener.wait_connected(10)
        yield a, b
    finally:
        await a.close()
        await b.close()


def test_a_move_on_either_server_reaches_the_clients_of_both_in_order_once(
    postgres_url: str, tmp_path: Path
) -> None:
    with servers(postgres_url, tmp_path) as [(a, _), (b, _)], ExitStack() as stack:
        game_id, tokens = create(a, {"game": "san_juan", "players": 3, "seats": PEOPLE})
        watchers = {base: stack.enter_context(socket(base, game_id)) for base in (a, b)}
        first = {base: receive(ws) for base, ws in watchers.items()}
        moves = 16
        for number in range(moves):
            through = (a, b)[number % 2]  # each server accepts every other move
            seat = call(through, "GET", f"/api/games/{game_id}/state")[1]["current_player"]
            body = move_body(through, game_id, tokens[seat])
            status, ack = call(through, "POST", f"/api/games/{game_id}/moves", body, tokens[seat])
            assert (status, ack["seq"]) == (200, number + 1)
        for base, ws in watchers.items():
            frames = states_until(ws, moves)
            # Every move once, in order, on both servers, whichever accepted it (a frame
            # may come again with the same seq when the seats change: a person joins).
            seqs = [f["seq"] for f in [first[base], *frames]]
            assert seqs == sorted(seqs) and sorted(set(seqs)) == list(range(moves + 1))
            again = [f for f, seq in zip(frames, seqs, strict=False) if f["seq"] == seq]
            assert all(f["events_from"] is None for f in again)
            whole = call(base, "GET", f"/api/games/{game_id}/state")[1]
            assert frames[-1]["view"]["players"] == whole["view"]["players"]
            # Each move's events once: the log the page keeps is the game's.
            assert events_as_kept([first[base], *frames]) == whole["view"]["events"]


def test_each_bot_decision_is_taken_by_one_process(postgres_url: str) -> None:
    seats = [PEOPLE[0], {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]

    async def scenario() -> None:
        async with two_services(postgres_url) as (a, b):
            live_a, _ = await a.create({"game": "puerto_rico", "players": 3, "seats": seats})
            live_b = await b.live(live_a.id)  # both hold it, and both would run its bots
            assert live_b is not None
            for number in range(12):
                service, live = (a, b)[number % 2], (live_a, live_b)[number % 2]
                for _ in range(200):  # the bots of whichever process hand over
                    await service.refresh(live)
                    if live.state.current_player == 0:
                        break
                    await asyncio.sleep(0.05)
                legal = service.frame(live, 0)["legal"]
                await service.play(live, 0, live.seq, legal[number % len(legal)]["id"])
            await asyncio.sleep(0.5)
            stored = a.storage.moves(live_a.id)
            by_bots = sum(1 for m in stored if m.seat != 0)
            assert by_bots >= 12
            # One decision for each bot move: none thought twice, none refused as stale.
            assert a.bot_decisions + b.bot_decisions == by_bots
            assert a.bot_errors == b.bot_errors == []

    run_coroutine(asyncio.wait_for(scenario(), 60))


def claim_holder(url: str, game_id: str) -> int | None:
    """The process id of the server that holds the bots of ``game_id`` (the connection's
    application name says it), or ``None``."""
    query = sa.text(
        "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
        "WHERE l.locktype = 'advisory' AND l.granted AND l.classid = :space "
        "AND l.objid = (hashtext(:game)::bigint & 4294967295)::oid"
    )
    engine = sa.create_engine(url)
    try:
        with engine.connect() as db:
            name = db.execute(query, {"space": LOCK_SPACE, "game": game_id}).scalar()
    finally:
        engine.dispose()
    return int(name.rsplit("-", 1)[1]) if name else None


def test_kill_9_of_a_server_mid_game_and_the_other_goes_on(
    postgres_url: str, tmp_path: Path
) -> None:
    # Bots that think for a while (a search): the server that owns them (from the game's
    # creation on, through the persons' turns too) is killed, maybe while one thinks.
    seats = [PEOPLE[0], {"kind": "bot", "bot": "hard"}, {"kind": "bot", "bot": "hard"}]
    with servers(postgres_url, tmp_path) as pair, ExitStack() as stack:
        (a, _), (b, _) = pair
        game_id, tokens = create(a, {"game": "san_juan", "players": 3, "seats": seats})
        call(b, "GET", f"/api/games/{game_id}")  # both hold it
        acked: dict[int, int] = {}  # seq -> action of every move acknowledged
        holder = None
        for _ in range(600):  # until a server owns the bots (the person moves on their turn)
            holder = claim_holder(postgres_url, game_id)
            if holder is not None:
                break
            frame = call(a, "GET", f"/api/games/{game_id}/state")[1]
            if frame["current_player"] == 0:
                body = move_body(a, game_id, tokens[0])
                assert call(a, "POST", f"/api/games/{game_id}/moves", body, tokens[0])[0] == 200
                acked[body["seq"]] = body["action"]
            time.sleep(0.02)
        assert holder is not None, "no bot ever thought"
        killed = next(p for _, p in pair if p.pid == holder)
        (survivor, _) = next(s for s in pair if s[1].pid != holder)
        # The person's page reconnects to the survivor (the proxy sends it there).
        client = stack.enter_context(socket(survivor, game_id, tokens[0]))
        storage = Storage(postgres_url)
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        at_kill = len(storage.moves(game_id))
        started = time.monotonic()
        # Its locks died with it: the survivor holds the bots, or has moved for them.
        while claim_holder(postgres_url, game_id) in (None, holder):
            if len(storage.moves(game_id)) > at_kill:
                break
            assert time.monotonic() - started < 5, "nobody took over the bots"
            time.sleep(0.05)
        # The person plays on through the survivor, over the WebSocket.
        latest = receive(client)
        for number in range(3):
            latest, seq, action = play_first_legal(client, latest, number)
            acked[seq] = action
        # Every acknowledged move stored once, at its number; the log replays.
        stored = storage.moves(game_id)
        assert [m.seq for m in stored] == list(range(len(stored)))
        assert all(stored[seq].action_id == action for seq, action in acked.items())
        replayed(postgres_url, game_id)


def test_a_process_takes_in_the_moves_of_its_own_games_only(postgres_url: str) -> None:
    """B holds one game (a client of it is connected there), was asked once about a second
    and never about the other two: the moves that A stores in all four reach B's game;
    the one asked about is not replayed until B is asked again (then it is up to date),
    and B loads neither of the others (no load, no replay), nor takes A's bots."""

    async def scenario() -> None:
        async with two_services(postgres_url) as (a, b):
            watched, _ = await a.create({"game": "manila", "players": 3, "seats": PEOPLE})
            other, _ = await a.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
            bots = [PEOPLE[0], {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
            with_bots, _ = await a.create({"game": "puerto_rico", "players": 3, "seats": bots})
            glimpsed, _ = await a.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
            held = await b.live(watched.id)
            assert held is not None
            held.connections.add(Connection(None))
            asked = await b.live(glimpsed.id)  # (a request, no client)
            assert asked is not None
            for live in (glimpsed, watched, other, with_bots):
                for _ in range(200):  # the person's turn (A's bots move the others)
                    if live.state.current_player == 0:
                        break
                    await asyncio.sleep(0.05)
                seat = live.state.current_player
                assert seat is not None
                await a.play(live, seat, live.seq, a.frame(live, seat)["legal"][0]["id"])
            for _ in range(100):  # the notification reaches B
                if held.seq == watched.seq:
                    break
                await asyncio.sleep(0.05)
            assert held.seq == watched.seq >= 1
            assert asked.seq == 0 and asked.behind
            assert await b.take_orphans() == 0  # A owns its bots, alive
            assert b.held_games() == {watched.id, glimpsed.id}
            assert b.loads == 2 and b.bot_decisions == 0
            assert await b.live(glimpsed.id) is asked and asked.seq == 1 and not asked.behind
            assert b.frame(asked, None) == a.frame(glimpsed, None)
            assert a.held_games() == {watched.id, other.id, with_bots.id, glimpsed.id}

    run_coroutine(asyncio.wait_for(scenario(), 60))


def test_an_idle_game_is_dropped_and_reloads_as_it_was(tmp_path: Path) -> None:
    """A game nobody watches is dropped from memory after ``idle_drop_s``; the next
    request loads it again from its moves, the same game. A game with a client, or
    whose bots this process runs, stays."""

    async def scenario() -> None:
        storage = Storage(f"sqlite:///{tmp_path / 'games.sqlite3'}")
        storage.migrate()
        service = GameService(storage)
        try:
            idle, _ = await service.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
            watched, _ = await service.create({"game": "manila", "players": 3, "seats": PEOPLE})
            watched.connections.add(Connection(None))
            bots = [PEOPLE[0], {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
            with_bots, _ = await service.create(
                {"game": "puerto_rico", "players": 3, "seats": bots}
            )
            for _ in range(3):
                seat = idle.state.current_player
                assert seat is not None
                await service.play(
                    idle, seat, idle.seq, service.frame(idle, seat)["legal"][-1]["id"]
                )
            await service.wait_for_bots(with_bots)
            before = service.frame(idle, None)
            service.idle_drop_s = 0.2
            assert await service.drop_idle() == 0  # used just now
            await asyncio.sleep(0.3)
            assert await service.drop_idle() == 1
            assert service.held_games() == {watched.id, with_bots.id}
            loads = service.loads
            again = await service.live(idle.id)
            assert again is not None and again is not idle
            assert service.loads == loads + 1
            assert service.frame(again, None) == before
            assert again.state.position_hash() == idle.state.position_hash()
        finally:
            await service.close()

    run_coroutine(asyncio.wait_for(scenario(), 60))


def test_bots_taken_over_by_a_server_that_never_held_the_game(
    postgres_url: str, tmp_path: Path
) -> None:
    """The game is created and played through A only; B has never loaded it. A is
    killed: B finds the game whose bots nobody owns within seconds, loads it and moves its
    bots, and the person plays on through B."""
    seats = [PEOPLE[0], {"kind": "bot", "bot": "hard"}, {"kind": "bot", "bot": "hard"}]
    with servers(postgres_url, tmp_path) as pair, ExitStack() as stack:
        (a, killed), (b, survivor) = pair
        game_id, tokens = create(a, {"game": "san_juan", "players": 3, "seats": seats})
        for _ in range(200):  # A owns the bots from the start
            if claim_holder(postgres_url, game_id) == killed.pid:
                break
            time.sleep(0.05)
        assert claim_holder(postgres_url, game_id) == killed.pid
        storage = Storage(postgres_url)
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        started = time.monotonic()
        while claim_holder(postgres_url, game_id) != survivor.pid:
            assert time.monotonic() - started < 5, "nobody took over the bots"
            time.sleep(0.05)
        client = stack.enter_context(socket(b, game_id, tokens[0]))
        latest = receive(client)
        number = 0
        # The person plays through B until B's bots have moved (a person may have several
        # decisions in a row).
        while not any(m.seat != 0 for m in storage.moves(game_id)):
            latest, _, _ = play_first_legal(client, latest, number)
            number += 1
            assert number < 30, "the bots never moved"
        stored = storage.moves(game_id)
        assert [m.seq for m in stored] == list(range(len(stored)))
        replayed(postgres_url, game_id)


def test_the_lobby_and_my_games_are_the_same_on_every_server(
    postgres_url: str, tmp_path: Path
) -> None:
    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def get(base: str, path: str) -> Any:
        with browser.open(base + path, timeout=30) as response:
            return json.loads(response.read())

    def post(base: str, path: str, body: dict[str, Any]) -> Any:
        request = urllib.request.Request(
            base + path, json.dumps(body).encode(), {"content-type": "application/json"}
        )
        with browser.open(request, timeout=30) as response:
            return json.loads(response.read())

    with servers(postgres_url, tmp_path) as [(a, _), (b, _)]:
        get(a, "/api/me")  # this browser's identity, made by one server
        mine = [{**PEOPLE[0], "me": True}, PEOPLE[1], PEOPLE[2]]
        games = [
            post(through, "/api/games", {"game": game, "players": 3, "seats": mine})
            for through, game in ((a, "san_juan"), (b, "manila"), (b, "puerto_rico"))
        ]
        for number, created in enumerate(games):  # moves through either server
            game_id = created["game"]["id"]
            tokens = {s["seat"]: s["token"] for s in created["seats"]}
            for step in range(number + 2):
                through = (a, b)[step % 2]
                seat = call(through, "GET", f"/api/games/{game_id}/state")[1]["current_player"]
                body = move_body(through, game_id, tokens[seat])
                answer = call(through, "POST", f"/api/games/{game_id}/moves", body, tokens[seat])
                assert answer[0] == 200, answer
        for path in ("/api/games", "/api/games?status=active", "/api/me/games"):
            listed = get(a, path)["games"]
            assert listed == get(b, path)["games"], path
        assert len(get(b, "/api/me/games")["games"]) == 3
        assert {g["seq"] for g in get(b, "/api/games")["games"]} == {2, 3, 4}


def test_serve_refuses_a_second_process_on_one_sqlite_file(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with server(database, tmp_path / "first.log") as (first, process):
        second = subprocess.run(
            serve_command(free_port(), database),
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "COLUMNS": "200"},
        )
        assert second.returncode == 2
        assert "another tradewinds server uses the SQLite database" in second.stderr
        assert "PostgreSQL" in second.stderr
        assert call(first, "GET", "/healthz")[0] == 200  # the first serves on
        process.send_signal(signal.SIGKILL)  # however it ends, the file is free again
        process.wait()
    with server(database, tmp_path / "again.log") as (again, _):
        assert call(again, "GET", "/readyz") == (200, {"ready": True, "database": True})


def test_health_and_readiness_of_a_server_on_postgresql(postgres_url: str, tmp_path: Path) -> None:
    with servers(postgres_url, tmp_path, count=1) as [(a, _)]:
        assert call(a, "GET", "/healthz") == (200, {"ok": True})
        ready = {"ready": True, "database": True, "listening": True}
        assert call(a, "GET", "/readyz") == (200, ready)


def test_readiness_says_when_the_database_does_not_answer(tmp_path: Path) -> None:
    # Not ready (503), and nothing said of the database's address or the error.
    app = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}", allowed_hosts=["testserver"])
    with TestClient(app) as client:
        assert client.get("/readyz").json() == {"ready": True, "database": True}
        service: GameService = client.app.state.service  # type: ignore[attr-defined]
        service.storage.engine = sa.create_engine(
            f"sqlite:///{tmp_path / 'no such folder' / 'games.sqlite3'}"
        )
        answer = client.get("/readyz")
        assert (answer.status_code, answer.json()) == (503, {"ready": False, "database": False})
        assert client.get("/healthz").status_code == 200
        # A proxy probes each server by its own address: any Host is answered.
        probe = {"host": "web2:8000"}
        assert client.get("/healthz", headers=probe).json() == {"ok": True}
        assert client.get("/api/catalog", headers=probe).status_code == 400  # (only these)


def test_servers_started_at_once_migrate_one_after_the_other(postgres_url: str) -> None:
    """Three servers started together on an empty database: each migrates it (Alembic
    takes no lock of its own) and none fails."""
    from concurrent.futures import ThreadPoolExecutor

    stores = [Storage(postgres_url) for _ in range(3)]
    with ThreadPoolExecutor(3) as pool:
        list(pool.map(Storage.migrate, stores))
    names = sa.inspect(stores[0].engine).get_table_names()
    assert {"games", "seats", "moves", "players", "messages"} <= set(names)
    for store in stores:
        store.close()


def test_a_process_that_lost_its_listening_connection_reads_what_it_missed(
    postgres_url: str,
) -> None:
    """The database drops B's LISTEN connection; a move stored meanwhile through A reaches
    B once it listens again (it reads the games it holds), without any request to B."""

    async def scenario() -> None:
        async with two_services(postgres_url) as (a, b):
            live_a, _ = await a.create({"game": "manila", "players": 3, "seats": PEOPLE})
            live_b = await b.live(live_a.id)
            assert live_b is not None and b.listener is not None
            with b.storage.engine.connect() as db:
                db.execute(
                    sa.text(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                        "WHERE application_name = :name"
                    ),
                    {"name": f"tradewinds-listen-{os.getpid()}"},
                )
            # (Both listeners are this test's process: both are cut off.)
            for _ in range(100):
                if not b.listener.connected:
                    break
                await asyncio.sleep(0.01)
            seat = live_a.state.current_player
            assert seat is not None
            legal = a.frame(live_a, seat)["legal"]
            await a.play(live_a, seat, 0, legal[0]["id"])
            for _ in range(100):  # it listens again within RECONNECT_S, then reads
                if live_b.seq == 1:
                    break
                await asyncio.sleep(0.05)
            assert b.listener.connected and live_b.seq == 1
            assert b.frame(live_b, None) == a.frame(live_a, None)

    run_coroutine(asyncio.wait_for(scenario(), 60))


def test_a_bank_run_out_is_handed_over_once_by_one_process(postgres_url: str) -> None:
    """docs/web.md "Turn timers": both processes hold a timed game (a client on each), and
    both find the bank of the person to act run out at once; then a second game that
    neither holds. Each time one process hands the seat over, and one system line says
    so; the game nobody held is loaded by one process only."""
    timed = {"timer": {"bank_s": 60, "increment_s": 0}, "stand_in_bot": "random"}
    spec = {"game": "san_juan", "players": 3, "seats": PEOPLE, "settings": timed}

    def lines(service: GameService, game_id: str) -> list[str]:
        messages = service.storage.messages(game_id, ["system"])
        return [m.text for m in messages if "ran out of time" in m.text]

    async def scenario() -> None:
        async def everyone_joined(live: LiveGame) -> LiveGame:
            for entry in list(live.seats):  # the clocks start once every person has joined
                if entry.kind == "human":
                    await a.join(live, entry.seat)
            return live

        async with two_services(postgres_url) as (a, b):
            watched = await everyone_joined((await a.create(spec))[0])
            held = await b.live(watched.id)
            assert held is not None
            for live in (watched, held):
                live.connections.add(Connection(None))
            deadline = a.runs_out_at(watched)
            assert deadline is not None and b.runs_out_at(held) == deadline
            for service in (a, b):
                service.clock = lambda: deadline + 1
            for _ in range(3):  # each round, both look at once
                counts = await asyncio.gather(a.check_timers(), b.check_timers())
                assert sum(counts) <= 1
            seat = watched.state.current_player
            assert seat is not None
            assert len(lines(a, watched.id)) == 1
            assert storage_seat(a, watched.id, seat).stand_in == "random"
            for live in (watched, held):  # both know, whichever did it
                for _ in range(100):
                    if live.seats[seat].stand_in == "random":
                        break
                    await asyncio.sleep(0.05)
                assert live.seats[seat].stand_in == "random"

            # The stand-in bot's move starts the next person's turn: let it be made on the
            # clock set above, so that turn runs out a minute after that clock, not now.
            for _ in range(200):
                row = a.storage.game(watched.id)
                if row is not None and row.move_count > 0:
                    break
                await asyncio.sleep(0.05)
            await asyncio.gather(a.wait_for_bots(watched), b.wait_for_bots(held))
            for service in (a, b):
                service.clock = time.time
            unheld = await everyone_joined((await a.create(spec))[0])
            a.idle_drop_s = 0.0
            for _ in range(200):  # a join's own notification may still hold it a moment
                await a.drop_idle()
                if unheld.id not in a.held_games():
                    break
                await asyncio.sleep(0.05)
            assert unheld.id not in a.held_games()
            later = a.runs_out_at(unheld)
            assert later is not None
            for service in (a, b):
                service.clock = lambda: later + 1
            loads = a.loads + b.loads
            counts = await asyncio.gather(a.check_timers(), b.check_timers())
            assert sum(counts) == 1 and a.loads + b.loads == loads + 1
            assert len(lines(a, unheld.id)) == 1
            assert a.bot_errors == b.bot_errors == []

    run_coroutine(asyncio.wait_for(scenario(), 60))


def play_first_legal(
    client: ClientConnection, latest: dict[str, Any], ref: int
) -> tuple[dict[str, Any], int, int]:
    """The person's first legal action over the WebSocket, once it is their turn (the
    bots' turns come as frames meanwhile); the latest state frame, the move's number and
    its action once the server acknowledged it."""
    while not latest["legal"]:
        latest = next_state(client)
    seq, action = latest["seq"], latest["legal"][0]["id"]
    client.send(json.dumps({"type": "move", "seq": seq, "action": action, "ref": ref}))
    while (answer := receive(client))["type"] != "ack":
        latest = answer if answer["type"] == "state" else latest
    assert answer["ok"] and answer["seq"] == seq + 1
    return latest, seq, action


def storage_seat(service: GameService, game_id: str, seat: int) -> Any:
    return service.storage.seats(game_id)[seat]


@pytest.mark.parametrize(("game", "players"), [("puerto_rico", 3), ("san_juan", 2), ("manila", 3)])
def test_one_game_of_each_title_to_the_end_with_clients_on_both_servers(
    postgres_url: str, tmp_path: Path, game: str, players: int
) -> None:
    """A person moving through either server in turn, random bots in the other seats: the
    game ends, the clients of both servers saw every move once and the same end, and
    the stored log replays."""
    bots = [{"kind": "bot", "bot": "random"}] * (players - 1)
    with servers(postgres_url, tmp_path) as [(a, _), (b, _)], ExitStack() as stack:
        game_id, tokens = create(a, {"game": game, "players": players, "seats": [PEOPLE[0], *bots]})
        watchers = {base: stack.enter_context(socket(base, game_id)) for base in (a, b)}
        frames: dict[str, list[dict[str, Any]]] = {
            base: [receive(ws)] for base, ws in watchers.items()
        }
        moves = 0
        while True:
            through = (a, b)[moves % 2]
            mine = call(through, "GET", f"/api/games/{game_id}/state", token=tokens[0])[1]
            if mine["over"]:
                break
            if not mine["legal"]:  # the bots' turn: a server plays them
                time.sleep(0.01)
                continue
            body = {"seq": mine["seq"], "action": mine["legal"][moves % len(mine["legal"])]["id"]}
            answer = call(through, "POST", f"/api/games/{game_id}/moves", body, tokens[0])
            assert answer[0] == 200 or answer[1]["error"]["code"] == "stale_move", answer
            moves += answer[0] == 200
            assert moves < 2000
        last = mine["seq"]
        for base, ws in watchers.items():
            seen = frames[base] + states_until(ws, last)
            seqs = [f["seq"] for f in seen]
            assert seqs == sorted(seqs) and sorted(set(seqs)) == list(range(seqs[0], last + 1))
            assert seen[-1]["over"] and seen[-1]["result"] == mine["result"]
            assert (
                events_as_kept(seen)
                == call(base, "GET", f"/api/games/{game_id}/state")[1]["view"]["events"]
            )
        stored = Storage(postgres_url).moves(game_id)
        assert [m.seq for m in stored] == list(range(last))
        replayed(postgres_url, game_id)
