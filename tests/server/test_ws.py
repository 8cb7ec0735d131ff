"""The WebSocket protocol: greeting, moves and acks, broadcast, errors, rate limiting,
reconnection, and no hidden information in any frame a seat or a spectator receives."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

import tradewinds
from tests.server.conftest import create, state, wait_for_people
from tradewinds.server.app import create_app


def hello(
    ws: WebSocketTestSession, token: str | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    ws.send_text(json.dumps({"type": "hello", **({"token": token} if token else {})}))
    welcome = ws.receive_json()
    frame = ws.receive_json()
    return welcome, frame


def until(ws: WebSocketTestSession, kind: str) -> dict[str, Any]:
    for _ in range(100):
        message = ws.receive_json()
        if message["type"] == kind:
            return message  # type: ignore[no-any-return]
    raise AssertionError(f"no {kind} frame")


def test_a_seat_greets_moves_and_every_connection_sees_it(client: TestClient) -> None:
    game_id, tokens = create(client, seats=("human", "human", "human"))
    actor = state(client, game_id)["current_player"]
    watcher = (actor + 1) % 3
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as mover,
        client.websocket_connect(f"/ws/games/{game_id}") as other,
        client.websocket_connect(f"/ws/games/{game_id}") as spectator,
    ):
        welcome, frame = hello(mover, tokens[actor])
        assert welcome["type"] == "welcome" and welcome["seat"] == actor
        assert frame["type"] == "state" and frame["legal"] and frame["seat"] == actor
        _, other_frame = hello(other, tokens[watcher])
        assert other_frame["legal"] == [] and other_frame["seq"] == frame["seq"]
        spectator_welcome, spectator_frame = hello(spectator)
        assert spectator_welcome["seat"] is None and spectator_frame["legal"] == []
        action = frame["legal"][0]
        mover.send_text(
            json.dumps({"type": "move", "seq": frame["seq"], "action": action["id"], "ref": "m1"})
        )
        after = until(mover, "state")
        ack = until(mover, "ack")
        assert ack == {
            "type": "ack",
            "ref": "m1",
            "ok": True,
            "seq": frame["seq"] + 1,
            "duplicate": False,
        }
        assert after["seq"] == frame["seq"] + 1
        # Everyone gets the new state, each with their own view.
        assert until(other, "state")["seq"] == frame["seq"] + 1
        seen = until(spectator, "state")
        assert seen["seq"] == frame["seq"] + 1 and seen["view"]["viewer"] is None
        # A resend is acknowledged again and changes nothing.
        mover.send_text(
            json.dumps({"type": "move", "seq": frame["seq"], "action": action["id"], "ref": "m1"})
        )
        assert until(mover, "ack")["duplicate"] is True
        spectator.send_text(json.dumps({"type": "move", "seq": after["seq"], "action": 0}))
        assert until(spectator, "error")["code"] == "unauthorized"
    assert state(client, game_id)["seq"] == frame["seq"] + 1


def test_bad_messages_get_error_frames_and_the_connection_stays(client: TestClient) -> None:
    game_id, tokens = create(client, seats=("human", "human", "human"))
    actor = state(client, game_id)["current_player"]
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        _, frame = hello(ws, tokens[actor])
        for text, code in [
            ("not json", "bad_request"),
            ("[1, 2]", "bad_request"),
            (json.dumps({"type": "dance"}), "bad_request"),
            (json.dumps({"type": "hello"}), "bad_request"),
            (json.dumps({"type": "move", "seq": frame["seq"]}), "bad_request"),
            (json.dumps({"type": "move", "seq": frame["seq"], "action": "fly"}), "illegal_action"),
            (
                json.dumps({"type": "move", "seq": 99, "action": frame["legal"][0]["id"]}),
                "stale_move",
            ),
            ("x" * 5000, "too_large"),
        ]:
            ws.send_text(text)
            error = until(ws, "error")
            assert error["code"] == code, (text[:40], error)
            assert error["message"]
        ws.send_bytes(b"\x00\x01")
        assert until(ws, "error")["code"] == "bad_request"
        ws.send_text(json.dumps({"type": "ping", "ref": 5}))
        assert until(ws, "pong")["ref"] == 5
        ws.send_text(json.dumps({"type": "sync"}))
        assert until(ws, "state")["seq"] == frame["seq"]
    assert state(client, game_id)["seq"] == frame["seq"]


@pytest.mark.parametrize(
    ("first", "code"),
    [
        ({"type": "hello", "token": "short"}, "unauthorized"),
        ({"type": "hello", "token": "B" * 32}, "forbidden"),
        ({"type": "sync"}, "bad_request"),
    ],
)
def test_a_bad_greeting_is_refused(client: TestClient, first: dict[str, Any], code: str) -> None:
    game_id, _ = create(client)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps(first))
        assert ws.receive_json()["code"] == code
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_an_unknown_game_is_refused(client: TestClient) -> None:
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        ws.send_text(json.dumps({"type": "hello"}))
        assert ws.receive_json()["code"] == "no_such_game"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4404


def test_a_flood_is_rate_limited_then_closed(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.sqlite3'}", rate=1.0, burst=3)) as client:
        # People only: no bot's move (the seed is drawn) puts a state frame among the pongs.
        game_id, _ = create(client, seats=("human", "human"))
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            hello(ws)
            for _ in range(3):
                ws.send_text(json.dumps({"type": "ping"}))
            for _ in range(3):
                assert ws.receive_json()["type"] == "pong"
            codes = []
            with pytest.raises(WebSocketDisconnect) as closed:
                for _ in range(20):
                    ws.send_text(json.dumps({"type": "ping"}))
                    codes.append(ws.receive_json()["code"])
            assert closed.value.code == 1008
            assert codes and set(codes) == {"rate_limited"}


def test_a_reconnecting_tab_catches_up(client: TestClient) -> None:
    game_id, tokens = create(client, seats=("human", "human", "human"))
    actor = state(client, game_id)["current_player"]
    watcher = (actor + 1) % 3
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        _, before = hello(ws, tokens[watcher])
    # While the watcher's tab is closed, the actor moves (over HTTP).
    mine = state(client, game_id, tokens[actor])
    client.post(
        f"/api/games/{game_id}/moves",
        json={"seq": mine["seq"], "action": mine["legal"][0]["id"]},
        headers={"Authorization": f"Bearer {tokens[actor]}"},
    )
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        _, now = hello(ws, tokens[watcher])
        assert now["seq"] == before["seq"] + 1
        assert now == state(client, game_id, tokens[watcher])


# ------------------------------------------------------------ hidden information
def secrets_of(game: tradewinds.State, seat: int) -> list[str]:
    """Texts only ``seat`` may see: its private log lines."""
    return [e.text for e in game.events(everything=True) if e.seat == seat]


class Recorder:
    """A socket whose every received frame is kept."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send_text(json.dumps(message))

    def until(self, kind: str, seq: int | None = None) -> dict[str, Any]:
        for _ in range(500):
            message: dict[str, Any] = self.ws.receive_json()
            self.frames.append(message)
            if message["type"] == kind and (seq is None or message.get("seq") == seq):
                return message
        raise AssertionError(f"no {kind} frame")


@pytest.mark.parametrize("game", ["san_juan", "puerto_rico", "manila"])
def test_no_frame_carries_what_its_receiver_may_not_see(client: TestClient, game: str) -> None:
    """Two people and a spectator play with a bot; every frame each receives equals the
    engine's view for that receiver at that move (the engine's views are tested to hide
    what each seat may not see), and carries no other seat's private log line."""
    seats = ("human", "human", "bot:random")
    game_id, tokens = create(client, game=game, seats=seats)
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as ws0,
        client.websocket_connect(f"/ws/games/{game_id}") as ws1,
        client.websocket_connect(f"/ws/games/{game_id}") as wss,
    ):
        sockets = {0: Recorder(ws0), 1: Recorder(ws1), None: Recorder(wss)}
        for seat, recorder in sockets.items():
            recorder.send(
                {"type": "hello", **({"token": tokens[seat]} if seat is not None else {})}
            )
            recorder.until("state")
        moves = 0
        while moves < 25:
            frame = state(client, game_id)
            if frame["over"]:
                break
            actor = frame["current_player"]
            if actor not in tokens:
                continue  # the bot thinks
            recorder = sockets[actor]
            recorder.send({"type": "sync"})
            mine = recorder.until("state", frame["seq"])
            if not mine["legal"]:
                continue
            recorder.send({"type": "move", "seq": mine["seq"], "action": mine["legal"][-1]["id"]})
            recorder.until("ack")
            moves += 1
        # Let the bot finish its turn first: then nothing moves while the sockets sync.
        final = wait_for_people(client, game_id, tokens)["seq"]
        for recorder in sockets.values():
            recorder.send({"type": "sync"})
            recorder.until("state", final)
    # Rebuild each move's state from the stored log and compare frame by frame.
    live = client.app.state.service._live[game_id]  # type: ignore[attr-defined]
    truth = tradewinds.new_game(game, 3, seed=live.row.seed, names=[s.name for s in live.seats])
    states = [truth.clone()]
    for _, action_id in live.moves:
        truth.apply(action_id)
        states.append(truth.clone())
    checked = 0
    for seat, recorder in sockets.items():
        others = [s for s in range(3) if s != seat]
        log: list[dict[str, Any]] = []
        for frame in recorder.frames:
            if frame["type"] != "state":
                continue
            at = states[frame["seq"]]
            since = frame["events_from"]
            if since is None:  # greeting or sync: the whole view
                assert frame["view"] == json.loads(json.dumps(at.view(seat)))
                log = frame["view"]["events"]
            else:  # a broadcast: the view, and only the events of its move
                assert since == frame["seq"]
                expected = at.view(seat, events=False)
                expected["events"] = at.event_log(seat, since)
                assert frame["view"] == json.loads(json.dumps(expected))
                # Appended to the log before it, the client has the whole log.
                log = log + frame["view"]["events"]
                assert log == json.loads(json.dumps(at.event_log(seat)))
            text = json.dumps(frame)
            mine = secrets_of(at, seat) if seat is not None else []
            for other in others:
                for line in secrets_of(at, other):
                    if line not in mine:
                        assert line not in text
            checked += 1
    assert moves >= 10 and checked >= 3 * moves
