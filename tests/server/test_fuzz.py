"""Hostile input is normal input (issue 13, point 8): every endpoint and message type,
given JSON nested 1000 deep, integers of more digits than Python converts (4,300), a
value of the wrong type in every field, lone surrogates and NUL in names, binary and
oversized frames, answers with a documented 4xx or error frame (a first WebSocket frame
also with a close code 4000 + status), and the stored games stay as they were.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import auth, create, state
from tradewinds.server.app import create_app
from tradewinds.server.storage import Storage

DEEP = "[" * 1000 + "]" * 1000
DEEP_OBJECT = '{"a":' * 1000 + "1" + "}" * 1000
HUGE = "9" * 4400  # more digits than int() converts
LONG = "9" * 4000  # an integer Python reads, far outside every range
# A value of each JSON type, and the hostile ones, as JSON text.
WRONG = [
    "null",
    "true",
    "1.5",
    "-1",
    "1e999",
    '"x"',
    "[]",
    "{}",
    "[1]",
    '{"a": 1}',
    '"\\ud800"',
    '"\\u0000"',
    "NaN",
    "-Infinity",
    LONG,
    HUGE,
    DEEP,
    DEEP_OBJECT,
    "[" * 20 + "]" * 20,
]
CREATE = {
    "game": '"san_juan"',
    "players": "2",
    "seats": '[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]',
    "options": "{}",
}
# Values a field of a create request may hold that no valid request holds.
CREATE_FIELDS: dict[str, list[str]] = {
    "game": [w for w in WRONG if w != '"x"'],
    "players": [w for w in WRONG if w not in ("true",)],
    "seats": WRONG,
    "options": [w for w in WRONG if w not in ("{}", "null")],
    "seed": [w for w in WRONG if w != "null"],
}
SEAT_FIELDS = {
    "kind": WRONG,
    "bot": WRONG,
    "name": [w for w in WRONG if w not in ("null", '"x"')] + ['"a\\u0000b"', '"\\udfff z"'],
}
LIMIT = 16 * 1024


def body(fields: dict[str, str]) -> bytes:
    """A JSON object of raw JSON texts (which ``json.dumps`` could not all write)."""
    return ("{" + ", ".join(f'"{k}": {v}' for k, v in fields.items()) + "}").encode()


def stored(url: str) -> dict[str, Any]:
    """Every row of every table, read straight from the database."""
    storage = Storage(url)
    try:
        with storage.engine.connect() as db:
            return {
                name: sorted(map(tuple, db.execute(sa.text(f"SELECT * FROM {name}"))), key=str)
                for name in ("games", "seats", "moves")
            }
    finally:
        storage.close()


@pytest.fixture
def fuzz_client(database_url: str) -> Iterator[TestClient]:
    # Fuzzing sends far more than a person would: no rate limit in the way.
    app = create_app(database_url, rate=1e6, burst=1_000_000)
    app.state.database_url = database_url
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def refused(response: Any, request: Any = None) -> None:
    """A 4xx with the documented error object."""
    answer = (response.status_code, response.text[:300])
    assert 400 <= response.status_code < 500, (answer, str(request)[:300])
    error = response.json()["error"]
    assert isinstance(error["code"], str) and isinstance(error["message"], str)
    assert error["message"]


def hostile_creates() -> Iterator[bytes]:
    for field, values in CREATE_FIELDS.items():
        for value in values:
            yield body({**CREATE, field: value})
    for field, values in SEAT_FIELDS.items():
        for value in values:
            seat = {"kind": '"human"', "name": '"Ann"'} | {field: value}
            if field == "bot":
                seat["kind"] = '"bot"'
            seats = "[" + body(seat).decode() + ', {"kind": "human"}]'
            yield body({**CREATE, "seats": seats})
    yield body({**CREATE, "seats": "[" + ", ".join(["{}"] * 2) + "]"})
    yield body({**CREATE, "seed": "5", "seats": '[{"kind": "human"}, {"kind": "human"}]'})
    yield DEEP.encode()
    yield DEEP_OBJECT.encode()
    yield ("[" * 8000 + "]" * 8000).encode()
    yield HUGE.encode()
    yield b"\xff\xfe{"
    yield b""
    yield b"x" * (LIMIT + 1)
    yield body({**CREATE, "padding": '"' + "x" * LIMIT + '"'})


def test_every_hostile_request_is_refused_and_stores_nothing(fuzz_client: TestClient) -> None:
    client = fuzz_client
    game_id, tokens = create(client, seats=("human", "human"))
    url = client.app.state.database_url  # type: ignore[attr-defined]
    for token in tokens.values():  # both seats join (an authenticated move, refused)
        client.post(
            f"/api/games/{game_id}/moves", json={"seq": -1, "action": 0}, headers=auth(token)
        )
    frames = {seat: state(client, game_id, token) for seat, token in tokens.items()}
    before = stored(url)
    count = 0
    for content in hostile_creates():
        response = client.post(
            "/api/games", content=content, headers={"content-type": "application/json"}
        )
        refused(response, content)
        count += 1
    actor = frames[0]["current_player"]
    token = tokens[actor]
    moves = [
        *(body({"seq": value, "action": "0"}) for value in WRONG),
        *(body({"seq": str(frames[0]["seq"]), "action": value}) for value in WRONG),
        body({"seq": str(frames[0]["seq"])}),
        DEEP.encode(),
        HUGE.encode(),
        b"\x00\x01",
        b"x" * (LIMIT + 1),
    ]
    for content in moves:
        response = client.post(
            f"/api/games/{game_id}/moves",
            content=content,
            headers={**auth(token), "content-type": "application/json"},
        )
        refused(response)
        count += 1
    for path in [
        f"/api/games/{game_id}/replay/{HUGE}",
        f"/api/games/{game_id}/replay/abc",
        f"/api/games/{game_id}/replay/-1",
        f"/api/games/{game_id}/replay/1.5",
        f"/api/games/{'x' * 200}",
        "/api/games/%ED%A0%80",
        "/api/games/%00",
        "/api/games?status=%00",
        f"/api/games?status={HUGE}",
    ]:
        refused(client.get(path))
        count += 1
    for header in ["Bearer " + "\u00e9" * 30, "Basic abc", "Bearer " + HUGE, "Bearer"]:
        response = client.get(
            f"/api/games/{game_id}/state", headers={"Authorization": header.encode("latin-1")}
        )
        refused(response)
    assert count > 150
    assert stored(url) == before
    assert {seat: state(client, game_id, token) for seat, token in tokens.items()} == frames


# -------------------------------------------------------------- generated input
def json_texts() -> st.SearchStrategy[str]:
    """JSON texts of any shape, with the hostile values among the leaves."""
    leaves = st.one_of(
        st.sampled_from(WRONG),
        st.integers(-(10**30), 10**30).map(str),
        st.text(max_size=20).map(json.dumps),
        st.integers(4200, 4500).map(lambda n: "1" * n),
        st.integers(10, 3000).map(lambda n: "[" * n + "]" * n),
    )
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4).map(lambda xs: "[" + ",".join(xs) + "]"),
            st.dictionaries(st.text(max_size=8), inner, max_size=4).map(
                lambda d: "{" + ",".join(f"{json.dumps(k)}:{v}" for k, v in d.items()) + "}"
            ),
        ),
        max_leaves=8,
    )


FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def test_generated_create_requests_never_fail_the_server(fuzz_client: TestClient) -> None:
    client = fuzz_client

    @FUZZ
    @given(
        field=st.sampled_from([*CREATE, "seed", "name", "bot", "kind", "body"]),
        value=json_texts(),
    )
    def check(field: str, value: str) -> None:
        if field == "body":
            content = value.encode()
        elif field in SEAT_FIELDS:
            seat = {"kind": '"bot"' if field == "bot" else '"human"', field: value}
            content = body({**CREATE, "seats": "[" + body(seat).decode() + ', {"kind":"human"}]'})
        else:
            content = body({**CREATE, field: value})
        response = client.post(
            "/api/games", content=content, headers={"content-type": "application/json"}
        )
        if response.status_code != 201:  # a generated value may be a valid one
            refused(response)

    check()


def test_generated_moves_never_fail_the_server_or_change_the_game(fuzz_client: TestClient) -> None:
    client = fuzz_client
    game_id, tokens = create(client, seats=("human", "human"))
    actor = state(client, game_id)["current_player"]

    @FUZZ
    @given(field=st.sampled_from(["seq", "action", "body"]), value=json_texts())
    def check(field: str, value: str) -> None:
        before = state(client, game_id)
        fields = {"seq": str(before["seq"]), "action": '"fly"', field: value}
        content = value.encode() if field == "body" else body(fields)
        response = client.post(
            f"/api/games/{game_id}/moves",
            content=content,
            headers={**auth(tokens[actor]), "content-type": "application/json"},
        )
        if response.status_code != 200:  # a generated move may be a legal one
            refused(response)
            assert state(client, game_id) == before

    check()


# -------------------------------------------------------------------- WebSocket
HOSTILE_FRAMES: list[str | bytes] = [
    b"\x00\x01",
    b"",
    DEEP,
    DEEP_OBJECT,
    "[" * 2000 + "]" * 2000,
    "9" * 4300,  # over the frame limit
    "{" + '"n": ' + "9" * 4000 + "}",
    "NaN",
    '{"type": NaN}',
    "null",
    "[]",
    "not json",
    # (a null token is a spectator's greeting)
    *(
        body({"type": '"hello"', "token": value}).decode()
        for value in WRONG
        if len(value) < 4096 and value != "null"
    ),
    *(body({"type": value}).decode() for value in WRONG if len(value) < 4096),
]


def send(ws: WebSocketTestSession, frame: str | bytes) -> None:
    if isinstance(frame, bytes):
        ws.send_bytes(frame)
    else:
        ws.send_text(frame)


@pytest.mark.parametrize("first", HOSTILE_FRAMES, ids=lambda f: repr(f[:24]))
def test_a_hostile_first_frame_gets_an_error_frame_and_a_close(
    fuzz_client: TestClient, first: str | bytes
) -> None:
    game_id, _ = create(fuzz_client, seats=("human", "human"))
    with fuzz_client.websocket_connect(f"/ws/games/{game_id}") as ws:
        send(ws, first)
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] and error["message"]
        assert error["ref"] is None
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert 4400 <= closed.value.code < 4500


def test_hostile_later_frames_get_error_frames_and_the_game_is_untouched(
    fuzz_client: TestClient,
) -> None:
    client = fuzz_client
    game_id, tokens = create(client, seats=("human", "human"))
    actor = state(client, game_id)["current_player"]
    before = state(client, game_id)
    later: list[str | bytes] = [
        *HOSTILE_FRAMES,
        *(body({"type": '"move"', "seq": v, "action": "0"}).decode() for v in WRONG),
        *(body({"type": '"move"', "seq": str(before["seq"]), "action": v}).decode() for v in WRONG),
        *(body({"type": '"ping"', "ref": v}).decode() for v in WRONG),
    ]
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": tokens[actor]}))
        assert ws.receive_json()["type"] == "welcome"
        assert ws.receive_json()["type"] == "state"
        for number, frame in enumerate(later):
            send(ws, frame)
            ws.send_text(json.dumps({"type": "ping", "ref": number}))
            replies = []
            while not replies or replies[-1] != {"type": "pong", "ref": number}:
                replies.append(ws.receive_json())
            answer = replies[0]
            if answer["type"] == "pong" and len(replies) == 2 and b'"ping"' in _raw(frame):
                continue  # a ping with a ref of any kind is answered
            assert answer["type"] == "error", (frame[:60], answer)
            assert answer["code"] and answer["message"]
            assert isinstance(answer["ref"], (str, int, type(None)))
    assert state(client, game_id) == before


def _raw(frame: str | bytes) -> bytes:
    return frame if isinstance(frame, bytes) else frame.encode("utf-8", "surrogatepass")


def test_generated_frames_never_drop_the_connection(fuzz_client: TestClient) -> None:
    client = fuzz_client
    game_id, tokens = create(client, seats=("human", "human"))
    actor = state(client, game_id)["current_player"]
    before = state(client, game_id)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": tokens[actor]}))
        ws.receive_json()
        ws.receive_json()
        pings = iter(range(10**6))

        @FUZZ
        @given(
            field=st.sampled_from(["type", "seq", "action", "ref", "frame"]),
            value=json_texts(),
        )
        def check(field: str, value: str) -> None:
            # The move number is stale or the action unknown: no frame can move.
            seq = before["seq"] + (1000 if field == "action" else 0)
            fields = {"type": '"move"', "seq": str(seq), "action": '"fly"'}
            frame = value if field == "frame" else body({**fields, field: value}).decode()
            ws.send_text(frame)
            number = next(pings)
            ws.send_text(json.dumps({"type": "ping", "ref": f"p{number}"}))
            while True:
                reply = ws.receive_json()
                assert reply["type"] in {"error", "pong", "state", "ack"}, reply
                if reply == {"type": "pong", "ref": f"p{number}"}:
                    return

        check()
    # No generated frame is a legal move: nothing moved.
    assert state(client, game_id) == before


# ---------------------------------------------------------------- rate limiting
def test_a_rate_limited_move_carries_its_ref(database_url: str) -> None:
    with TestClient(create_app(database_url, rate=0.001, burst=1)) as client:
        game_id, tokens = create(client, seats=("human", "human"))
        frame = state(client, game_id)
        actor = frame["current_player"]
        mine = state(client, game_id, tokens[actor])
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            ws.send_text(json.dumps({"type": "hello", "token": tokens[actor]}))
            ws.receive_json()
            ws.receive_json()
            ws.send_text(json.dumps({"type": "sync"}))  # spends the only token
            assert ws.receive_json()["type"] == "state"
            move = {"type": "move", "seq": mine["seq"], "action": mine["legal"][0]["id"]}
            ws.send_text(json.dumps({**move, "ref": "late-1"}))
            error = ws.receive_json()
            assert (error["type"], error["code"], error["ref"]) == (
                "error",
                "rate_limited",
                "late-1",
            )
            ws.send_text(json.dumps({**move, "ref": 7}))
            assert ws.receive_json()["ref"] == 7
        assert state(client, game_id) == frame  # refused: not applied


# ------------------------------------------------- the other requests of a seat, accounts
HOSTILE_BODIES: list[bytes] = [
    DEEP.encode(),
    DEEP_OBJECT.encode(),
    HUGE.encode(),
    b"\xff\xfe{",
    b"x" * (LIMIT + 1),
    b"[]",
    b'"x"',
    b"NaN",
]
# Field values no valid request holds, for each field of each request.
NOT_A_NUMBER = [w for w in WRONG if w not in ("null", "-1", LONG)]
NOT_TEXT = [w for w in WRONG if not w.startswith('"') and w != "null"]
BAD_TEXT = ['"\\ud800abcdefghij"', '"abc\\u0000defghij"', '"' + "x" * 3000 + '"']
FIELDS: dict[str, dict[str, list[str]]] = {
    "takeover": {"seat": NOT_A_NUMBER, "bot": [*NOT_TEXT, '"no such bot"']},
    "undo": {"seq": NOT_A_NUMBER},
    "chat": {"text": [*NOT_TEXT, '"\\ud800"', '"' + "x" * 3000 + '"']},
}
ACCOUNT_FIELDS: dict[str, dict[str, list[str]]] = {
    "/api/account/register": {"username": NOT_TEXT + BAD_TEXT, "password": NOT_TEXT + BAD_TEXT},
    "/api/account/login": {"username": NOT_TEXT + BAD_TEXT, "password": NOT_TEXT + BAD_TEXT},
    "/api/account/password": {
        "old_password": NOT_TEXT + BAD_TEXT,
        "new_password": NOT_TEXT + BAD_TEXT,
    },
}


def stored_players(url: str) -> list[Any]:
    storage = Storage(url)
    try:
        with storage.engine.connect() as db:
            rows = db.execute(sa.text("SELECT id, name, username, password_hash FROM players"))
            return sorted(map(tuple, rows), key=str)
    finally:
        storage.close()


def test_every_other_request_refuses_hostile_bodies(fuzz_client: TestClient) -> None:
    """Resign, take over, take back, undo, rematch, chat, the player's name and the
    account requests: hostile bodies and hostile values in each field get a 4xx with
    the error object (never a 5xx: a lone surrogate in a password once gave one), and
    nothing stored changes."""
    client = fuzz_client
    url = client.app.state.database_url  # type: ignore[attr-defined]
    client.get("/api/me")  # this browser's identity
    valid = {"username": '"fuzzer"', "password": '"correct horse"'}
    registered = client.post(
        "/api/account/register", content=body(valid), headers={"content-type": "application/json"}
    )
    assert registered.status_code == 201, registered.text
    game_id, tokens = create(client, seats=("human", "human"))
    for token in tokens.values():  # both seats join (an authenticated move, refused)
        client.post(
            f"/api/games/{game_id}/moves", json={"seq": -1, "action": 0}, headers=auth(token)
        )
    frames = {seat: state(client, game_id, token) for seat, token in tokens.items()}
    before, players = stored(url), stored_players(url)
    json_type = {"content-type": "application/json"}
    count = 0
    for request in ("resign", "takeover", "takeback", "undo", "rematch", "chat"):
        path = f"/api/games/{game_id}/{request}"
        attempts = list(HOSTILE_BODIES)
        for field, values in FIELDS.get(request, {}).items():
            attempts += [body({field: value}) for value in values]
        for content in attempts:
            refused(client.post(path, content=content, headers={**auth(tokens[0]), **json_type}))
            count += 1
    accounts = {"/api/me": {"name": NOT_TEXT + BAD_TEXT[:2]}} | ACCOUNT_FIELDS
    for path, fields in accounts.items():
        send_it = client.patch if path == "/api/me" else client.post
        attempts = list(HOSTILE_BODIES)
        for field, values in fields.items():
            others = {"old_password": '"correct horse"', **valid} | {"new_password": '"n3w pass!"'}
            attempts += [body(others | {field: value}) for value in values]
        for content in attempts:
            refused(send_it(path, content=content, headers=json_type), (path, content[:80]))
            count += 1
    for seat in (HUGE, "-1", "abc", "1.5", "%00"):
        refused(client.post(f"/api/games/{game_id}/seats/{seat}/take"))
        count += 1
    assert count > 150
    assert stored(url) == before
    assert stored_players(url) == players
    assert {seat: state(client, game_id, token) for seat, token in tokens.items()} == frames
