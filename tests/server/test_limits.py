"""The limits that keep one client from exhausting the server (docs/web.md, "Limits"):
bounded WebSocket queues, connection caps, request and creation rates, games with bots per
address, bodies cut off while read, no lock left per unknown game id, no cross-site
requests."""

from __future__ import annotations

import json
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.server.conftest import create
from tests.server.serving import free_port, serve_command
from tradewinds.server.app import MAX_BODY, create_app
from tradewinds.server.limits import (
    CLOSE_TOO_SLOW,
    CLOSE_TRY_LATER,
    AllowedHosts,
    Limits,
    Outbox,
    QueueStats,
    default_allowed_hosts,
)

SPEC: dict[str, Any] = {
    "game": "san_juan",
    "players": 2,
    "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}],
}
WITH_BOT: dict[str, Any] = {**SPEC, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}
BOTS_ONLY: dict[str, Any] = {**SPEC, "seats": [{"kind": "bot", "bot": "random"}] * 2}


def from_peers(app: ASGIApp) -> ASGIApp:
    """The app as if each request came from the address in its ``x-test-peer`` header
    (the test client has one address; the limits count per socket peer)."""

    async def shim(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            for key, value in scope["headers"]:
                if key == b"x-test-peer":
                    scope = {**scope, "client": (value.decode(), 1234)}
        await app(scope, receive, send)

    return shim


def call(
    method: str, url: str, body: Any = None, headers: dict[str, str] | None = None
) -> tuple[int, Any]:
    """A request to a real server: its status and JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def peer(address: str) -> dict[str, str]:
    return {"x-test-peer": address}


@contextmanager
def limited(tmp_path: Path, **kwargs: Any) -> Iterator[tuple[FastAPI, TestClient]]:
    allowed = kwargs.pop("allowed_hosts", None)
    app = create_app(
        f"sqlite:///{tmp_path / 'games.sqlite3'}", limits=Limits(**kwargs), allowed_hosts=allowed
    )
    with TestClient(from_peers(app)) as client:
        yield app, client


# ------------------------------------------------------------------ the queue
def test_an_outbox_that_falls_behind_is_dropped_at_its_bound() -> None:
    stats = QueueStats()
    outbox = Outbox(1000, stats)
    overflowed: list[bool] = []
    outbox.on_overflow = lambda: overflowed.append(True)
    outbox.put("x" * 999)
    outbox.put("x" * 2000)  # one frame may go past the bound
    outbox.put({"type": "state"})  # not two
    assert outbox.overflowed and overflowed == [True] and stats.overflows == 1
    assert len(outbox) == 0 and outbox.queued_bytes == 0  # the memory is given back
    outbox.put("later")
    assert len(outbox) == 0  # nothing more is queued for a connection being closed
    steady = Outbox(1000)
    for _ in range(30):
        steady.put("y" * 30)
    assert not steady.overflowed and steady.queued_bytes == 900
    assert stats.peak_bytes == 2999 and steady.stats.peak_bytes == 900


@contextmanager
def serving(app: FastAPI) -> Iterator[int]:
    """The app on a real uvicorn server in a thread (real sockets, real back-pressure)."""
    port = free_port()
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="warning", ws_per_message_deflate=False
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(20)


def test_a_slow_reader_is_closed_with_its_queue_bounded(tmp_path: Path) -> None:
    """A spectator that asks for the state again and again but never reads: the server's
    queue for it never passes its bound, and it is closed with 4408 (reconnect)."""
    bound = 64 * 1024
    app = create_app(
        f"sqlite:///{tmp_path / 'g.sqlite3'}", rate=200, burst=200, limits=Limits(queue_bytes=bound)
    )
    gate = app.state.gate
    with serving(app) as port:
        base = f"http://127.0.0.1:{port}"
        five = {**SPEC, "game": "puerto_rico", "players": 5, "seats": [{"kind": "human"}] * 5}
        game = call("POST", f"{base}/api/games", five)[1]["game"]["id"]
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a client that reads little
        sock.connect(("127.0.0.1", port))
        with connect(
            f"ws://127.0.0.1:{port}/ws/games/{game}", sock=sock, max_queue=(1, 0), compression=None
        ) as ws:
            ws.send(json.dumps({"type": "hello"}))
            deadline = time.monotonic() + 60
            while gate.queues.overflows == 0 and time.monotonic() < deadline:
                ws.send(json.dumps({"type": "sync"}))  # never reading the answers
                time.sleep(0.01)
            assert gate.queues.overflows == 1, "the server never gave up on the slow reader"
            assert gate.queues.peak_bytes <= bound + 16 * 1024  # the bound and one frame
            # Reading now, the client finds the frames sent before, then the close code.
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    ws.recv(timeout=15)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_TOO_SLOW
        deadline = time.monotonic() + 15
        while gate.total_connections and time.monotonic() < deadline:
            time.sleep(0.05)
        assert gate.total_connections == 0  # its place is free again


# ---------------------------------------------------------------- connections
def test_connections_are_capped_per_address_and_in_total(tmp_path: Path) -> None:
    with limited(tmp_path, connections=3, connections_per_address=2) as (app, client):
        game_id, _ = create(client)
        path = f"/ws/games/{game_id}"
        with (
            client.websocket_connect(path, headers=peer("10.0.0.1")) as first,
            client.websocket_connect(path, headers=peer("10.0.0.1")) as second,
        ):
            for ws in (first, second):
                ws.send_text(json.dumps({"type": "hello"}))
                assert ws.receive_json()["type"] == "welcome"
            with client.websocket_connect(path, headers=peer("10.0.0.1")) as third:
                with pytest.raises(WebSocketDisconnect) as closed:
                    third.receive_json()
                assert closed.value.code == CLOSE_TRY_LATER
                assert "your address" in str(closed.value.reason)
            with client.websocket_connect(path, headers=peer("10.0.0.2")) as other:
                other.send_text(json.dumps({"type": "hello"}))
                assert other.receive_json()["type"] == "welcome"  # another address: in
                with client.websocket_connect(path, headers=peer("10.0.0.3")) as fourth:
                    with pytest.raises(WebSocketDisconnect) as closed:
                        fourth.receive_json()
                    assert closed.value.code == CLOSE_TRY_LATER  # the total is reached
        # Closed connections give their places back.
        with client.websocket_connect(path, headers=peer("10.0.0.1")) as again:
            again.send_text(json.dumps({"type": "hello"}))
            assert again.receive_json()["type"] == "welcome"
        assert app.state.gate.total_connections == 0


# -------------------------------------------------------------------- rates
def test_requests_are_rate_limited_per_address(tmp_path: Path) -> None:
    with limited(tmp_path, request_rate="5/minute") as (_app, client):
        answers = [client.get("/api/catalog", headers=peer("10.0.0.1")) for _ in range(6)]
        assert [a.status_code for a in answers[:5]] == [200] * 5
        refused = answers[5]
        assert refused.status_code == 429
        assert refused.json()["error"]["code"] == "rate_limited"
        assert 1 <= int(refused.headers["Retry-After"]) <= 60
        assert client.get("/api/catalog", headers=peer("10.0.0.2")).status_code == 200


def test_game_creation_is_rate_limited_per_address(tmp_path: Path) -> None:
    with limited(tmp_path, create_rate="2/minute") as (_app, client):
        made = [client.post("/api/games", json=SPEC, headers=peer("10.0.0.1")) for _ in range(3)]
        assert [r.status_code for r in made] == [201, 201, 429]
        assert made[2].json()["error"]["code"] == "rate_limited"
        assert int(made[2].headers["Retry-After"]) >= 1
        assert client.post("/api/games", json=SPEC, headers=peer("10.0.0.2")).status_code == 201
        listed = client.get("/api/games").json()["games"]
        assert len(listed) == 3  # the refused creation made no game


def test_unfinished_games_with_bots_are_capped_per_address(tmp_path: Path) -> None:
    with limited(tmp_path, bot_games_per_address=2) as (app, client):
        service = app.state.service
        for _ in range(2):
            made = client.post("/api/games", json=BOTS_ONLY, headers=peer("10.0.0.1"))
            assert made.status_code == 201
            live = service._live[made.json()["game"]["id"]]
            client.portal.call(service.wait_for_bots, live)  # type: ignore[union-attr]
            assert live.state.is_over
        # Finished games with bots take no place; unfinished ones do.
        for _ in range(2):
            made = client.post("/api/games", json=WITH_BOT, headers=peer("10.0.0.1"))
            assert made.status_code == 201
        refused = client.post("/api/games", json=WITH_BOT, headers=peer("10.0.0.1"))
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "too_many_games"
        assert "Retry-After" in refused.headers
        # Games of people alone, and other addresses, are not held back.
        assert client.post("/api/games", json=SPEC, headers=peer("10.0.0.1")).status_code == 201
        assert client.post("/api/games", json=WITH_BOT, headers=peer("10.0.0.2")).status_code == 201


# --------------------------------------------------------------------- bodies
def test_a_chunked_oversized_body_is_refused_without_being_read(tmp_path: Path) -> None:
    """A body without Content-Length (chunked) is read only up to the limit: the server
    stops asking for more and answers 413, however much the client would send."""
    app = create_app(f"sqlite:///{tmp_path / 'g.sqlite3'}")
    chunk = b" " * 4096
    pulled = 0
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        nonlocal pulled
        pulled += 1
        if pulled * len(chunk) > 48 * 1024 * 1024:
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/games",
        "raw_path": b"/api/games",
        "query_string": b"",
        "root_path": "",
        "headers": [
            (b"host", b"testserver"),
            (b"content-type", b"application/json"),
            (b"transfer-encoding", b"chunked"),
        ],
        "client": ("10.0.0.1", 1234),
        "server": ("testserver", 80),
    }
    with TestClient(app) as client:
        client.portal.call(app, scope, receive, send)  # type: ignore[union-attr]
    assert sent and sent[0]["type"] == "http.response.start" and sent[0]["status"] == 413
    body = json.loads(b"".join(m.get("body", b"") for m in sent[1:]))
    assert body["error"]["code"] == "too_large"
    assert pulled * len(chunk) <= MAX_BODY + len(chunk)  # it stopped reading at the limit


# ---------------------------------------------------------------------- locks
def test_unknown_game_ids_leave_no_lock_behind(tmp_path: Path) -> None:
    with limited(tmp_path) as (app, client):
        service = app.state.service
        for number in range(50):
            assert client.get(f"/api/games/nosuch{number}").status_code == 404
            with client.websocket_connect(f"/ws/games/nosuchws{number}") as ws:
                ws.send_text(json.dumps({"type": "hello"}))
                assert ws.receive_json()["code"] == "no_such_game"
        assert len(service._loading) == 0
        # A stored game asked for by many at once is still loaded once.
        game_id, _ = create(client)
        service._live.clear()

        async def ask_together() -> set[int]:
            import asyncio

            found = await asyncio.gather(*(service.live(game_id) for _ in range(20)))
            return {id(live) for live in found}

        assert len(client.portal.call(ask_together)) == 1  # type: ignore[union-attr]
        assert len(service._loading) == 0


# ------------------------------------------------------------------ cross-site
def test_cross_site_requests_are_refused_and_same_origin_ones_accepted(tmp_path: Path) -> None:
    with limited(tmp_path) as (_app, client):
        evil = {"origin": "https://evil.example"}
        refused = client.post("/api/games", json=SPEC, headers=evil)
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "cross_site"
        assert client.get("/api/games").json()["games"] == []  # nothing was made
        assert client.post("/api/games", json=SPEC, headers={"origin": "null"}).status_code == 403
        # The page's own origin (and a client that sends none, like curl) are welcome.
        mine = client.post("/api/games", json=SPEC, headers={"origin": "http://testserver"})
        assert mine.status_code == 201
        game_id = mine.json()["game"]["id"]
        assert client.post("/api/games", json=SPEC).status_code == 201
        # A page of another site cannot open the game's socket either.
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(f"/ws/games/{game_id}", headers=evil) as ws,
        ):
            ws.receive_json()
        assert closed.value.code == 1008
        with client.websocket_connect(
            f"/ws/games/{game_id}", headers={"origin": "http://testserver"}
        ) as ws:
            ws.send_text(json.dumps({"type": "hello"}))
            assert ws.receive_json()["type"] == "welcome"


def test_only_allowed_hosts_are_answered(tmp_path: Path) -> None:
    hosts = ["games.example:8000", "localhost"]
    with limited(tmp_path, allowed_hosts=hosts) as (_app, client):
        wrong = client.get("/api/catalog")  # Host: testserver (a DNS-rebinding page's name)
        assert wrong.status_code == 400 and wrong.json()["error"]["code"] == "bad_host"
        assert client.get("/api/catalog", headers={"host": "games.example:8000"}).status_code == 200
        assert client.get("/api/catalog", headers={"host": "games.example:9000"}).status_code == 400
        assert client.get("/api/catalog", headers={"host": "LOCALHOST:1234"}).status_code == 200
        # An origin among the allowed hosts may create a game; another may not.
        made = client.post(
            "/api/games",
            json=SPEC,
            headers={"host": "games.example:8000", "origin": "http://localhost:5173"},
        )
        assert made.status_code == 201
        refused = client.post(
            "/api/games",
            json=SPEC,
            headers={"host": "games.example:8000", "origin": "http://games.example:9000"},
        )
        assert refused.status_code == 403


def test_allowed_hosts_parse_ports_and_ipv6() -> None:
    hosts = AllowedHosts(["[::1]:8000", "Example.org"])
    assert hosts.host_ok("[::1]:8000", "http") and not hosts.host_ok("[::1]:8001", "http")
    assert hosts.host_ok("example.org.", "https") and hosts.host_ok("example.org:81", "http")
    assert not hosts.host_ok(None, "http") and not hosts.host_ok("bad host:x", "http")
    assert hosts.origin_ok("https://example.org", "[::1]:8000", "http")
    assert not hosts.origin_ok("file://", "[::1]:8000", "http")
    assert not hosts.host_ok("evil@example.org", "http")
    assert AllowedHosts(["*"]).host_ok("anything:1", "http")
    with pytest.raises(ValueError):
        AllowedHosts(["http://example.org/"])
    for listening in ("127.0.0.1", "0.0.0.0", "::"):
        own = default_allowed_hosts(listening, 8000)
        assert {"localhost:8000", "127.0.0.1:8000", "[::1]:8000"} <= set(own)
        AllowedHosts(own)  # every default is a valid entry


# --------------------------------------------------------------- the command
def test_serve_answers_its_own_and_the_allowed_hosts_only(tmp_path: Path) -> None:
    options = ("--allowed-host", "games.example", "--create-rate", "1/minute")
    with served(tmp_path, *options) as (base, _process):
        port = base.rsplit(":", 1)[1]

        def get(host: str) -> int:
            return call("GET", f"{base}/api/catalog", headers={"Host": host})[0]

        assert get(f"127.0.0.1:{port}") == 200 and get(f"localhost:{port}") == 200
        assert get("games.example") == 200 and get(f"games.example:{port}") == 200
        assert get("evil.example") == 400 and get(f"evil.example:{port}") == 400
        games = f"{base}/api/games"
        assert call("POST", games, SPEC, {"Origin": "http://evil.example"})[0] == 403
        assert call("POST", games, SPEC, {"Origin": base})[0] == 201
        assert call("POST", games, SPEC, {"Origin": base})[0] == 429  # --create-rate 1/minute


@contextmanager
def served(tmp_path: Path, *options: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A real ``tradewinds serve`` process with ``options``; its base URL and process."""
    port = free_port()
    command = [*serve_command(port, f"sqlite:///{tmp_path / 'serve.sqlite3'}"), *options]
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                call("GET", f"{base}/api/catalog")
                break
            except OSError:
                assert process.poll() is None, log.read_text()
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.1)
        yield base, process
    finally:
        process.terminate()
        process.wait(20)


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def test_slow_readers_leave_the_server_process_memory_bounded(tmp_path: Path) -> None:
    """Eight spectators of a finished game (a long log in every frame) send `sync` 15
    times a second for 8 s and never read: the server process grows by a few MiB, not by
    the hundreds of MiB of frames asked for."""
    with served(tmp_path, "--queue-kib", "64") as (base, process), ExitStack() as opened:
        bots = [{"kind": "bot", "bot": "random"}] * 5
        spec = {**BOTS_ONLY, "game": "puerto_rico", "players": 5, "seats": bots}
        game = call("POST", f"{base}/api/games", spec)[1]["game"]["id"]
        deadline = time.monotonic() + 60
        while call("GET", f"{base}/api/games/{game}")[1]["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish"
            time.sleep(0.2)
        port = int(base.rsplit(":", 1)[1])
        sockets = []
        for _ in range(8):
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.connect(("127.0.0.1", port))
            uri = f"ws://127.0.0.1:{port}/ws/games/{game}"
            ws = opened.enter_context(
                connect(uri, sock=sock, max_queue=(1, 0), compression=None, close_timeout=1)
            )
            ws.send(json.dumps({"type": "hello"}))
            sockets.append(ws)
        before = rss_mib(process.pid)
        asked = 0
        for _ in range(8 * 15):
            for ws in sockets:
                try:
                    ws.send(json.dumps({"type": "sync"}))
                    asked += 1
                except ConnectionClosed:
                    pass
            time.sleep(1 / 15)
        grown = rss_mib(process.pid) - before
        for ws in sockets:
            ws.close_socket()
        assert asked > 500
        assert grown < 40, f"the server grew by {grown:.0f} MiB"
