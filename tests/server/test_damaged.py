"""A stored game whose moves do not replay (docs/web.md, "Damaged games"): the server
still starts, quarantines that game (status ``damaged``, answer 410 ``damaged``, one log
line that reveals nothing of the game) and serves every other game."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from tests.server.conftest import auth, create, state
from tests.server.test_restart import call, server
from tradewinds.server.app import create_app
from tradewinds.server.storage import games_table, moves_table, seats_table

PEOPLE = ("human", "human", "human")


def play_moves(client: TestClient, game_id: str, tokens: dict[int, str], count: int) -> None:
    for _ in range(count):
        seat = state(client, game_id)["current_player"]
        mine = state(client, game_id, tokens[seat])
        body = {"seq": mine["seq"], "action": mine["legal"][-1]["id"]}
        response = client.post(f"/api/games/{game_id}/moves", json=body, headers=auth(tokens[seat]))
        assert response.status_code == 200, response.text


def tamper(url: str, game_id: str, how: str) -> None:
    """Change the stored game ``game_id`` behind the server's back."""
    engine = sa.create_engine(url)
    moves = moves_table.c
    of_game = moves.game_id == game_id
    with engine.begin() as db:
        if how == "hash":  # the state after the last move is not the one stored
            db.execute(
                moves_table.update().where(of_game, moves.seq == 3).values(state_hash="0" * 64)
            )
        elif how == "action":  # a move that is no action of the game
            db.execute(
                moves_table.update().where(of_game, moves.seq == 1).values(action_id=987_654)
            )
        elif how == "seat":  # a move stored for a seat that was not to act
            db.execute(
                moves_table.update().where(of_game, moves.seq == 0).values(seat=moves.seat + 1)
            )
        elif how == "gap":  # a move missing from the log
            db.execute(moves_table.delete().where(of_game, moves.seq == 2))
        elif how == "row":  # the game's description is no longer readable
            db.execute(
                games_table.update().where(games_table.c.id == game_id).values(options="{oops")
            )
    engine.dispose()


def stored_secrets(url: str, game_id: str) -> list[str]:
    """What the log must never show of a game: its seed, token hashes, moves' texts."""
    engine = sa.create_engine(url)
    with engine.connect() as db:
        hashes = db.execute(
            sa.select(seats_table.c.token_hash).where(seats_table.c.game_id == game_id)
        ).scalars()
        texts = db.execute(
            sa.select(moves_table.c.action_text).where(moves_table.c.game_id == game_id)
        ).scalars()
        found = [h for h in hashes if h] + [t for t in texts if len(t) > 3]
        # Drawn by the server: two people play, so no seed may be chosen.
        seed = db.execute(
            sa.select(games_table.c.seed).where(games_table.c.id == game_id)
        ).scalar_one()
    engine.dispose()
    return [str(seed), *found]


@pytest.mark.parametrize("how", ["hash", "action", "seat", "gap", "row"])
def test_a_damaged_game_is_quarantined_and_the_others_are_served(
    database_url: str, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    with TestClient(create_app(database_url)) as client:
        bad, bad_tokens = create(client, seats=PEOPLE)
        good, good_tokens = create(client, seats=PEOPLE)
        play_moves(client, bad, bad_tokens, 4)
        play_moves(client, good, good_tokens, 2)
    tamper(database_url, bad, how)
    secrets = stored_secrets(database_url, bad)
    caplog.set_level(logging.INFO)
    with TestClient(create_app(database_url)) as client:  # starts: it used to fail here
        summary = client.get(f"/api/games/{bad}")
        assert summary.status_code == 200 and summary.json()["status"] == "damaged"
        listed = {g["id"]: g["status"] for g in client.get("/api/games").json()["games"]}
        assert listed[bad] == "damaged" and listed[good] != "damaged"
        damaged = client.get("/api/games", params={"status": "damaged"}).json()["games"]
        assert [g["id"] for g in damaged] == [bad]
        for status in ("open", "active", "finished"):
            games = client.get("/api/games", params={"status": status}).json()["games"]
            assert bad not in {g["id"] for g in games}
        # Every request about it gets the clear answer, with a token or without.
        seat = 0
        for response in (
            client.get(f"/api/games/{bad}/state"),
            client.get(f"/api/games/{bad}/state", headers=auth(bad_tokens[seat])),
            client.get(f"/api/games/{bad}/replay"),
            client.post(
                f"/api/games/{bad}/moves", json={"seq": 4, "action": 0}, headers=auth(bad_tokens[0])
            ),
        ):
            assert response.status_code == 410, response.text
            assert response.json()["error"]["code"] == "damaged"
        with client.websocket_connect(f"/ws/games/{bad}") as ws:
            ws.send_text(json.dumps({"type": "hello", "token": bad_tokens[1]}))
            error = json.loads(ws.receive_text())
            assert (error["type"], error["code"]) == ("error", "damaged")
        # The other game is served as before: its state, and a move.
        assert state(client, good)["seq"] == 2
        play_moves(client, good, good_tokens, 2)
        assert state(client, good)["seq"] == 4
    lines = [
        r.getMessage()
        for r in caplog.records
        if r.name.startswith("tradewinds") and bad in r.getMessage()
    ]
    assert len(lines) == 1 and "damaged" in lines[0], lines
    logged = caplog.text + "".join(r.getMessage() for r in caplog.records)
    for secret in secrets:
        assert secret not in logged


def test_serve_starts_with_a_damaged_game_and_logs_one_line(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    log = tmp_path / "server.log"
    with TestClient(create_app(database)) as client:
        bad, bad_tokens = create(client, seats=PEOPLE)
        good, good_tokens = create(client, seats=PEOPLE)
        play_moves(client, bad, bad_tokens, 4)
    tamper(database, bad, "hash")
    with server(database, log) as (base, process):
        status, summary = call(base, "GET", f"/api/games/{bad}")
        assert (status, summary["status"]) == (200, "damaged")
        status, frame = call(base, "GET", f"/api/games/{good}/state", token=good_tokens[0])
        seat = frame["current_player"]
        mine: dict[str, Any] = call(
            base, "GET", f"/api/games/{good}/state", token=good_tokens[seat]
        )[1]
        status, ack = call(
            base,
            "POST",
            f"/api/games/{good}/moves",
            {"seq": mine["seq"], "action": mine["legal"][0]["id"]},
            good_tokens[seat],
        )
        assert (status, ack["seq"]) == (200, 1)
        assert process.poll() is None
    written = log.read_text()
    assert sum(bad in line and "damaged" in line for line in written.splitlines()) == 1
    for secret in stored_secrets(database, bad):
        assert secret not in written
