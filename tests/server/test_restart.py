"""Restart safety: ``kill -9`` the server mid-game, start it again on the same database,
and every game resumes with the identical state, no acknowledged move lost."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import tradewinds
from tests.server.serving import free_port, serve_command
from tradewinds.server.storage import Storage


def call(
    base: str, method: str, path: str, body: Any = None, token: str | None = None
) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("content-type", "application/json")
    if token:
        request.add_header("authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@contextmanager
def server(database: str, log: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = free_port()
    output = log.open("ab")
    process = subprocess.Popen(
        serve_command(port, database),
        stdout=output,
        stderr=subprocess.STDOUT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            if process.poll() is not None:
                raise AssertionError(f"the server stopped with exit code {process.returncode}")
            try:
                if call(base, "GET", "/api/catalog")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("the server did not start")
        yield base, process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        output.close()


def replayed(database: str, game_id: str) -> tradewinds.State:
    """The game rebuilt from its stored log, as a fresh program would."""
    storage = Storage(database)
    row = storage.game(game_id)
    assert row is not None
    state = tradewinds.new_game(
        row.game, row.players, seed=row.seed, options=row.options, names=row.names
    )
    moves = storage.moves(game_id)
    for move in moves:
        state.apply(move.action_id)
    if moves:
        assert state.position_hash() == moves[-1].state_hash
    storage.close()
    return state


def test_kill_9_mid_game_loses_no_acknowledged_move(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    seats = [
        {"kind": "human", "name": "Ann"},
        {"kind": "human", "name": "Bob"},
        {"kind": "bot", "bot": "random"},
    ]
    log = tmp_path / "server.log"
    with server(database, log) as (base, process):
        status, created = call(
            base,
            "POST",
            "/api/games",
            {"game": "san_juan", "players": 3, "seats": seats},
        )
        assert status == 201
        game_id = created["game"]["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        # A second game of bots only keeps the server busy writing when it dies.
        busy = [{"kind": "bot", "bot": "random"}] * 4
        status, bots_game = call(
            base,
            "POST",
            "/api/games",
            {"game": "puerto_rico", "players": 4, "seed": 2, "seats": busy},
        )
        acknowledged = 0
        while acknowledged < 12:
            frame = call(base, "GET", f"/api/games/{game_id}/state")[1]
            seat = frame["current_player"]
            if seat not in tokens:
                time.sleep(0.01)
                continue
            mine = call(base, "GET", f"/api/games/{game_id}/state", token=tokens[seat])[1]
            status, ack = call(
                base,
                "POST",
                f"/api/games/{game_id}/moves",
                {"seq": mine["seq"], "action": mine["legal"][0]["id"]},
                tokens[seat],
            )
            assert status == 200
            acknowledged = max(acknowledged, ack["seq"])
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
    before = replayed(database, game_id)
    assert before.move_number >= acknowledged
    bots_before = replayed(database, bots_game["game"]["id"])
    with server(database, log) as (base, _):
        for seat in (None, 0, 1):
            frame = call(
                base,
                "GET",
                f"/api/games/{game_id}/state",
                token=tokens[seat] if seat is not None else None,
            )[1]
            if frame["seq"] == before.move_number:
                assert frame["view"] == json.loads(json.dumps(before.view(seat)))
            else:  # the bot moved on after the restart: the stored log says how
                after = replayed(database, game_id)
                assert after.history()[: before.move_number] == before.history()
        # The bots' game goes on from where it was.
        for _ in range(200):
            frame = call(base, "GET", f"/api/games/{bots_game['game']['id']}/state")[1]
            if frame["seq"] > bots_before.move_number or frame["over"]:
                break
            time.sleep(0.02)
        assert frame["seq"] > bots_before.move_number or frame["over"]
        after = replayed(database, bots_game["game"]["id"])
        assert after.history()[: bots_before.move_number] == bots_before.history()
    # The access log lists every request, and never a seat token.
    written = log.read_text()
    assert f"/api/games/{game_id}/moves" in written
    for token in tokens.values():
        assert token not in written
