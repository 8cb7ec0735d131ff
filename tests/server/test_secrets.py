"""Hidden information stays hidden while a game runs (issue 13, points 1-3).

Every HTTP answer and WebSocket frame of running games of every game (Puerto Rico also
with its expansions), as every seat and as a spectator, is scanned for the seed and the
RNG state (decimal and hex). Beyond those two, "no other hidden value" is proved by
determinization: each seat's answers are identical for the real state and for
``state.determinize(seat, other_seed)`` of it (a state in which everything hidden from
that seat, the seed and the RNG included, is dealt anew), and a spectator's answers are
identical under the determinization for any seat. Once the game is over its whole record,
seed included, is public.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

import tradewinds
from tests.server.conftest import auth, create, state
from tradewinds.server.app import create_app
from tradewinds.server.service import GameService, LiveGame

GAMES = [
    ("san_juan", {}),
    ("puerto_rico", {}),
    ("puerto_rico", {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]}),
    ("manila", {}),
]
PEOPLE = ("human", "human", "human")
MOVES = 24  # moves played in each scanned game
CHECK_EVERY = 6  # the slow determinization checks, every few moves


@pytest.fixture
def sqlite_client(tmp_path: Path) -> Iterator[TestClient]:
    # The scan is about what the server sends, the same on every database: SQLite only.
    # Its sockets send far more than a person would: no rate limit here.
    app = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}", rate=1e6, burst=1_000_000)
    with TestClient(app) as client:
        yield client


def forms(number: int) -> list[str]:
    """How a number could appear in a text: decimal, hex (either case, with 0x or not)."""
    return [str(number), f"{number:x}", f"{number:X}"]


class Socket:
    """A WebSocket whose every received frame text is kept."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.texts: list[str] = []
        self.pings = 0

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send_text(json.dumps(message))

    def receive(self) -> dict[str, Any]:
        text = self.ws.receive_text()
        self.texts.append(text)
        frame: dict[str, Any] = json.loads(text)
        return frame

    def until(self, kind: str) -> dict[str, Any]:
        for _ in range(500):
            frame = self.receive()
            if frame["type"] == kind:
                return frame
        raise AssertionError(f"no {kind} frame")

    def drain(self) -> list[dict[str, Any]]:
        """Every frame received so far (a ping's pong marks the end)."""
        self.pings += 1
        self.send({"type": "ping", "ref": f"drain-{self.pings}"})
        frames = []
        while True:
            frame = self.receive()
            if frame["type"] == "pong" and frame["ref"] == f"drain-{self.pings}":
                return frames
            frames.append(frame)


class Scan:
    """One running game seen through every endpoint and frame; every text kept."""

    def __init__(self, client: TestClient, game_id: str, tokens: dict[int, str]) -> None:
        self.client = client
        self.game_id = game_id
        self.tokens = tokens
        self.texts: list[str] = []
        self.service: GameService = client.app.state.service  # type: ignore[attr-defined]
        self.live: LiveGame = self.service._live[game_id]
        self.secrets: set[str] = set(forms(self.live.row.seed))
        self.note_rng()
        self.viewers: list[int | None] = [*sorted(tokens), None]

    def note_rng(self) -> None:
        self.secrets.update(forms(self.live.state.to_dict()["state"]["rng"]))

    def get(self, path: str, token: str | None = None) -> Any:
        response = self.client.get(path, headers=auth(token) if token else {})
        self.texts.append(response.text)
        return response.json()

    def post_move(self, token: str, body: dict[str, Any]) -> tuple[int, Any]:
        response = self.client.post(
            f"/api/games/{self.game_id}/moves", json=body, headers=auth(token)
        )
        self.texts.append(response.text)
        return response.status_code, response.json()

    def frame(self, viewer: int | None) -> dict[str, Any]:
        token = self.tokens[viewer] if viewer is not None else None
        frame: dict[str, Any] = self.get(f"/api/games/{self.game_id}/state", token)
        return frame

    def public(self) -> list[Any]:
        """What anyone may fetch about the game without a token."""
        base = f"/api/games/{self.game_id}"
        return [
            self.get(base),
            [g for g in self.get("/api/games")["games"] if g["id"] == self.game_id],
            self.get(f"{base}/replay"),
            self.get(f"{base}/replay/{self.live.state.move_number}"),
        ]

    def seat_requests(self) -> None:
        """Every other request about the game, as each seat and as a spectator: its chat,
        "my seat", the player's own pages, and seat requests with hostile bodies (each
        refused; the refusals are scanned like the rest)."""
        base = f"/api/games/{self.game_id}"
        for viewer in self.viewers:
            token = self.tokens[viewer] if viewer is not None else None
            for path in (f"{base}/chat", f"{base}/me", "/api/me", "/api/me/games"):
                self.get(path, token)
            if token is None:
                continue
            for request in ("resign", "takeover", "takeback", "undo", "rematch", "chat"):
                for content in (b"[" * 2000 + b"]" * 2000, b"9" * 4400, b"\xff{", b"[]"):
                    response = self.client.post(
                        f"{base}/{request}",
                        content=content,
                        headers={**auth(token), "content-type": "application/json"},
                    )
                    assert 400 <= response.status_code < 500, (request, response.text)
                    self.texts.append(response.text)

    def swapped(self, hidden_from: int, seed: int) -> _Swap:
        return _Swap(self.live, self.live.state.determinize(hidden_from, seed))


class _Swap:
    """The game's state replaced by a determinization while the block runs (no bot plays
    in these games, so nothing else touches the state meanwhile)."""

    def __init__(self, live: LiveGame, other: tradewinds.State) -> None:
        self.live = live
        self.other = other
        self.real = live.state

    def __enter__(self) -> None:
        self.live.state = self.other

    def __exit__(self, *_: object) -> None:
        self.live.state = self.real


def check_determinized(scan: Scan, sockets: dict[int | None, Socket], rng: random.Random) -> None:
    """Each viewer's answers do not change when only what is hidden from it changes."""
    seats = sorted(scan.tokens)
    real = {viewer: scan.frame(viewer) for viewer in scan.viewers}
    public = scan.public()
    welcomes = {}
    for viewer in scan.viewers:
        with scan.client.websocket_connect(f"/ws/games/{scan.game_id}") as ws:
            fresh = Socket(ws)
            token = scan.tokens[viewer] if viewer is not None else None
            fresh.send({"type": "hello", **({"token": token} if token else {})})
            welcomes[viewer] = (fresh.until("welcome"), fresh.until("state"))
            scan.texts.extend(fresh.texts)
    actor = scan.live.state.current_player
    illegal = illegal_moves(scan, rng)
    refusals = refused(scan, actor, illegal)
    for hidden_from in seats:
        with scan.swapped(hidden_from, rng.randrange(1 << 62)):
            # The seat whose hidden part was kept, and the spectator, see the same.
            for viewer in (hidden_from, None):
                assert scan.frame(viewer) == real[viewer], (hidden_from, viewer)
                socket = sockets[viewer]
                socket.send({"type": "sync"})
                assert socket.until("state") == real[viewer]
                with scan.client.websocket_connect(f"/ws/games/{scan.game_id}") as ws:
                    fresh = Socket(ws)
                    token = scan.tokens[viewer] if viewer is not None else None
                    fresh.send({"type": "hello", **({"token": token} if token else {})})
                    assert (fresh.until("welcome"), fresh.until("state")) == welcomes[viewer]
            assert scan.public() == public
            # The acting seat's refused moves are refused in the same words.
            if actor == hidden_from:
                assert refused(scan, actor, illegal) == refusals


def illegal_moves(scan: Scan, rng: random.Random) -> list[int]:
    """Some action ids the acting seat may not play now."""
    legal = {a.id for a in scan.live.state.legal_actions()}
    others = [i for i in range(len(scan.live.state.table)) if i not in legal]
    return rng.sample(others, min(12, len(others)))


def refused(scan: Scan, actor: int | None, actions: list[int]) -> list[Any]:
    """The answers to the acting seat's illegal moves, to a stale one and to another
    seat's move out of turn."""
    if actor is None:
        return []
    seq = scan.live.state.move_number
    token = scan.tokens[actor]
    answers = [scan.post_move(token, {"seq": seq, "action": a}) for a in actions]
    legal = scan.live.state.legal_actions()[0].id
    answers.append(scan.post_move(token, {"seq": seq + 5, "action": legal}))
    other = scan.tokens[(actor + 1) % len(scan.tokens)]
    answers.append(scan.post_move(other, {"seq": seq, "action": legal}))
    assert all(status in (409, 422) for status, _ in answers)
    return answers


@pytest.mark.parametrize(("game", "options"), GAMES, ids=lambda v: str(v) if v else "")
def test_no_answer_of_a_running_game_reveals_its_seed_or_hidden_state(
    sqlite_client: TestClient, game: str, options: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    # The server's log lines too (every logger, every level: SQL statements included).
    caplog.set_level(logging.DEBUG)
    client = sqlite_client
    created = client.post(
        "/api/games",
        json={
            "game": game,
            "players": 3,
            "options": options,
            "seats": [{"kind": "human", "name": f"P{i}"} for i in range(3)],
        },
    )
    assert created.status_code == 201
    game_id = created.json()["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in created.json()["seats"]}
    scan = Scan(client, game_id, tokens)
    scan.texts.append(created.text)
    rng = random.Random(f"{game}/{sorted(options)}")
    spectator_steps: list[dict[str, Any]] = [scan.frame(None)]
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as ws0,
        client.websocket_connect(f"/ws/games/{game_id}") as ws1,
        client.websocket_connect(f"/ws/games/{game_id}") as ws2,
        client.websocket_connect(f"/ws/games/{game_id}") as wss,
    ):
        sockets: dict[int | None, Socket] = {0: Socket(ws0), 1: Socket(ws1), 2: Socket(ws2)}
        sockets[None] = Socket(wss)
        for viewer, socket in sockets.items():
            token = tokens[viewer] if viewer is not None else None
            socket.send({"type": "hello", **({"token": token} if token else {})})
            socket.until("state")
        for number in range(MOVES):
            if scan.live.state.is_over:
                break
            if number % CHECK_EVERY == 0:
                check_determinized(scan, sockets, rng)
            actor = scan.live.state.current_player
            assert actor is not None
            mine = scan.frame(actor)
            action = rng.choice(mine["legal"])["id"]
            if number % 2:
                status, _ = scan.post_move(tokens[actor], {"seq": mine["seq"], "action": action})
                assert status == 200
            else:
                sockets[actor].send(
                    {"type": "move", "seq": mine["seq"], "action": action, "ref": f"m{number}"}
                )
                sockets[actor].until("ack")
            scan.note_rng()
            # Every broadcast equals the frame of the real state, and of each
            # determinization that keeps what its receiver may see.
            for viewer, socket in sockets.items():
                for frame in socket.drain():
                    if frame["type"] != "state" or frame["events_from"] is None:
                        continue
                    expected = broadcast(scan.live, viewer, frame["events_from"])
                    assert frame == expected
                    for hidden_from in sorted(tokens):
                        if viewer in (hidden_from, None):
                            other = scan.live.state.determinize(hidden_from, rng.randrange(1 << 62))
                            assert broadcast_of(scan.live, other, viewer, frame["seq"]) == expected
            spectator_steps.append(scan.frame(None))
            # Hostile frames and requests get error frames, scanned like the rest.
            sockets[None].send({"type": "move", "seq": mine["seq"] + 1, "action": 0})
            sockets[None].send({"type": "dance", "ref": "x"})
            sockets[None].drain()
        for socket in sockets.values():
            scan.texts.extend(socket.texts)
    scan.seat_requests()
    moved = scan.live.state.move_number
    assert moved >= MOVES
    # The running game's replay: each step the spectator's view then.
    replay = scan.get(f"/api/games/{game_id}/replay")
    for step in range(moved + 1):
        frame = scan.get(f"/api/games/{game_id}/replay/{step}")
        assert frame["view"] == spectator_steps[step]["view"]
    logged = [record.getMessage() for record in caplog.records]
    for text in scan.texts + logged:
        for secret in scan.secrets:
            assert secret not in text, (secret, text[:200])
    assert len(scan.texts) > 20 * MOVES
    assert logged  # the server did log (statements, requests): the scan read them
    assert replay["over"] is False and replay["steps"] == moved
    assert replay["record"]["seed"] is None and replay["record"]["actions"] is None
    assert replay["record"]["game"] == game and len(replay["record"]["names"]) == 3
    assert created.json()["game"]["seed_chosen"] is False


def broadcast(live: LiveGame, viewer: int | None, since: int) -> dict[str, Any]:
    return json.loads(json.dumps(GameService.frame(live, viewer, since=since)))  # type: ignore[no-any-return]


def broadcast_of(
    live: LiveGame, other: tradewinds.State, viewer: int | None, since: int
) -> dict[str, Any]:
    return broadcast(
        LiveGame(
            row=live.row,
            seats=live.seats,
            state=other,
            moves=live.moves,
            turn_since=live.turn_since,
        ),
        viewer,
        since,
    )


def test_a_finished_game_publishes_its_whole_record(sqlite_client: TestClient) -> None:
    """After the end the record, seed included, is public, and replays the game."""
    client = sqlite_client
    game_id, _ = create(client, game="san_juan", seats=("bot:random", "bot:random"))
    live = client.app.state.service._live[game_id]  # type: ignore[attr-defined]
    for _ in range(3000):
        frame = state(client, game_id)
        if frame["over"]:
            break
        time.sleep(0.01)
    assert frame["over"]
    replay = client.get(f"/api/games/{game_id}/replay").json()
    assert replay["over"] and replay["record"]["seed"] == live.row.seed
    assert len(replay["record"]["actions"]) == replay["steps"] == frame["seq"]
    rebuilt = tradewinds.replay(replay["record"])
    assert json.loads(json.dumps(rebuilt.view(None))) == frame["view"]


# ------------------------------------------------------------------ the seed
def test_server_seeds_span_62_bits(sqlite_client: TestClient) -> None:
    """Drawn from [0, 2**62): of 25 draws the largest lies in the top half but for a
    chance of 2**-25 (a 31-bit seed never does). 25 stays under the creation rate."""
    service = sqlite_client.app.state.service  # type: ignore[attr-defined]
    seeds = []
    for _ in range(25):
        game_id, _tokens = create(sqlite_client, seats=("human", "human"))
        seeds.append(service._live[game_id].row.seed)
    assert all(0 <= s < 1 << 62 for s in seeds)
    assert max(seeds) >= 1 << 61
    assert len(set(seeds)) == len(seeds)


@pytest.mark.parametrize("seats", [("human", "human"), ("human", "bot:random", "human")])
def test_a_chosen_seed_is_refused_when_two_people_play(
    sqlite_client: TestClient, seats: tuple[str, ...]
) -> None:
    spec = [
        {"kind": "bot", "bot": s[4:]} if s.startswith("bot:") else {"kind": "human"} for s in seats
    ]
    response = sqlite_client.post(
        "/api/games",
        json={"game": "san_juan", "players": len(seats), "seats": spec, "seed": 5},
    )
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "seed_not_allowed"
    assert "seed" in error["message"] and "people" in error["message"]
    assert sqlite_client.get("/api/games").json()["games"] == []


def test_one_person_may_choose_the_seed_and_everyone_is_told(tmp_path: Path) -> None:
    """A practice game against bots: the chosen seed deals as ``new_game`` does, and the
    game's summary says so to every viewer (lobby list, game, welcome), also after a
    restart; a drawn seed is not flagged."""
    database = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with TestClient(create_app(database)) as client:
        game_id, tokens = create(client, game="san_juan", seats=("human", "bot:random"), seed=9)
        drawn, _ = create(client, game="san_juan", seats=("human", "bot:random"))
        live = client.app.state.service._live[game_id]  # type: ignore[attr-defined]
        assert live.row.seed == 9
        first = tradewinds.new_game("san_juan", 2, seed=9, names=[s.name for s in live.seats])
        assert live.moves or live.state.view(0) == first.view(0)
    with TestClient(create_app(database)) as client:
        assert client.get(f"/api/games/{game_id}").json()["seed_chosen"] is True
        assert client.get(f"/api/games/{drawn}").json()["seed_chosen"] is False
        listed = {g["id"]: g["seed_chosen"] for g in client.get("/api/games").json()["games"]}
        assert listed == {game_id: True, drawn: False}
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            ws.send_text(json.dumps({"type": "hello"}))
            assert ws.receive_json()["game"]["seed_chosen"] is True
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            ws.send_text(json.dumps({"type": "hello", "token": tokens[0]}))
            assert ws.receive_json()["game"]["seed_chosen"] is True


@pytest.mark.parametrize("seed", [-1, 1 << 62, "7", 1.5, True, [7]])
def test_a_seed_outside_the_range_is_refused(sqlite_client: TestClient, seed: Any) -> None:
    response = sqlite_client.post(
        "/api/games",
        json={
            "game": "san_juan",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "seed": seed,
        },
    )
    assert response.status_code == 422
    assert "'seed' must be an integer in [0, 2**62)" in response.json()["error"]["message"]
