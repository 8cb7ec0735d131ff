"""Who a browser is (docs/web.md, "Players"): the identity cookie, the display name, seats
bound to the identity (created, taken from the open-games list, joined by invite), "My
games", invite links copied again by the creator, expiry of games nobody started, and the
refusal of cookie requests from other sites. On SQLite and PostgreSQL."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import auth, state
from tradewinds.server.app import create_app
from tradewinds.server.identity import COOKIE

EVIL = {"Origin": "http://evil.example"}


def another(client: TestClient, address: str = "testclient", **kwargs: Any) -> TestClient:
    """Another browser (its own cookies; ``address``: its IP address) on the server that
    ``client`` runs (and on its event loop: one app, one lifespan)."""
    other = TestClient(client.app, client=(address, 50001), **kwargs)
    other.portal = client.portal
    return other


@pytest.fixture
def two(database_url: str) -> Iterator[tuple[TestClient, TestClient]]:
    """Two browsers (each its own cookies) on one server, each past the lobby page."""
    with TestClient(create_app(database_url)) as ann:
        ben = another(ann)
        ann.get("/")
        ben.get("/")
        yield ann, ben


def new_game(
    client: TestClient, seats: list[dict[str, Any]], game: str = "san_juan"
) -> dict[str, Any]:
    response = client.post("/api/games", json={"game": game, "players": len(seats), "seats": seats})
    assert response.status_code == 201, response.text
    return response.json()  # type: ignore[no-any-return]


ME_AND_FRIEND: list[dict[str, Any]] = [
    {"kind": "human", "me": True},
    {"kind": "human", "name": "Friend"},
]


# ------------------------------------------------------------------- identity
def test_first_visit_sets_an_httponly_lax_cookie_whose_secret_is_not_stored(
    database_url: str,
) -> None:
    with TestClient(create_app(database_url)) as client:
        response = client.get("/")
        header = response.headers["set-cookie"]
        assert header.startswith(f"{COOKIE}=")
        lowered = header.lower()
        assert "httponly" in lowered and "samesite=lax" in lowered and "path=/" in lowered
        assert "secure" not in lowered  # plain http: a Secure cookie would never come back
        secret = client.cookies[COOKIE]
        # A second visit keeps the identity: no new cookie.
        assert "set-cookie" not in client.get("/").headers
        engine = sa.create_engine(database_url)
        with engine.connect() as db:
            stored = [tuple(r) for r in db.execute(sa.text("SELECT * FROM sessions"))]
        engine.dispose()
        assert len(stored) == 1
        assert hashlib.sha256(secret.encode()).hexdigest() in stored[0]
        assert secret not in repr(stored)


def test_the_cookie_is_secure_over_https(database_url: str) -> None:
    with TestClient(create_app(database_url), base_url="https://testserver") as client:
        assert "secure" in client.get("/").headers["set-cookie"].lower()


def test_me_has_a_name_that_can_be_changed(two: tuple[TestClient, TestClient]) -> None:
    ann, ben = two
    first = ann.get("/api/me").json()
    assert first["name"] and first["username"] is None
    changed = ann.patch("/api/me", json={"name": "  Ann  "})
    assert changed.status_code == 200 and changed.json()["name"] == "Ann"
    assert ann.get("/api/me").json()["name"] == "Ann"
    assert ben.get("/api/me").json()["name"] != "Ann"  # another browser, another player
    for bad in ({"name": ""}, {"name": 3}, {"name": "a\x00b"}, {}):
        response = ann.patch("/api/me", json=bad)
        assert response.status_code == 422, bad
        assert response.json()["error"]["code"] == "bad_request"
    assert ann.get("/api/me").json()["name"] == "Ann"


def test_a_new_browser_asking_for_me_gets_an_identity(database_url: str) -> None:
    with TestClient(create_app(database_url)) as client:
        response = client.get("/api/me")
        assert response.status_code == 200 and COOKIE in client.cookies


# -------------------------------------------------------------- seats bound
def test_the_creators_seat_is_bound_and_found_again_without_a_link(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    ann.patch("/api/me", json={"name": "Ann"})
    created = new_game(ann, [{"kind": "human", "me": True}, {"kind": "human", "name": "Ben"}])
    game_id = created["game"]["id"]
    assert created["game"]["seats"][0]["name"] == "Ann"  # the display name by default
    assert created["game"]["seats"][0]["joined"] and not created["game"]["seats"][1]["joined"]
    # Whole invite links from the address the request used (not the listening address).
    for seat in created["seats"]:
        assert seat["url"] == f"http://testserver{seat['invite']}"
    mine = ann.get(f"/api/games/{game_id}/me").json()
    assert mine["seat"] == 0 and mine["creator"] is True
    # The creator may copy the free seat's invite link again, and it still works.
    assert [i["seat"] for i in mine["invites"]] == [1]
    assert mine["invites"][0]["url"] == created["seats"][1]["url"]
    # Nobody else sees it (the token would give them the seat).
    theirs = ben.get(f"/api/games/{game_id}/me").json()
    assert theirs == {"seat": None, "creator": False, "invites": []}
    assert another(ann).get(f"/api/games/{game_id}/me").json()["seat"] is None
    # The creator's browser gets back into its seat on the WebSocket with the cookie alone.
    with ann.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "me": True}))
        welcome = ws.receive_json()
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
    # Another browser has no seat there: refused, not made a spectator silently.
    with ben.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "me": True}))
        assert ws.receive_json()["code"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403


def test_me_needs_an_identity_and_one_seat(database_url: str) -> None:
    with TestClient(create_app(database_url)) as client:
        client.get("/")
        both = [{"kind": "human", "me": True}, {"kind": "human", "me": True}]
        response = client.post("/api/games", json={"game": "san_juan", "players": 2, "seats": both})
        assert response.status_code == 422
        bad = [{"kind": "human", "me": "yes"}, {"kind": "human"}]
        response = client.post("/api/games", json={"game": "san_juan", "players": 2, "seats": bad})
        assert response.status_code == 422
        assert client.get("/api/games").json()["games"] == []


def test_taking_a_free_seat_binds_it_and_a_taken_seat_answers_409(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    created = new_game(ann, [*ME_AND_FRIEND, {"kind": "bot", "bot": "random"}])
    game_id = created["game"]["id"]
    old_token = created["seats"][1]["token"]
    assert [g["id"] for g in ben.get("/api/games?status=open").json()["games"]] == [game_id]

    taken = ben.post(f"/api/games/{game_id}/seats/1/take")
    assert taken.status_code == 200, taken.text
    body = taken.json()
    assert body["seat"] == 1 and body["game"]["seats"][1]["joined"]
    # The seat token still works for API clients; the invite link sent earlier does not.
    assert state(ben, game_id, body["token"])["seat"] == 1
    refused = ben.get(f"/api/games/{game_id}/state", headers=auth(old_token))
    assert refused.status_code == 403
    assert ben.get(f"/api/games/{game_id}/me").json()["seat"] == 1
    assert ann.get(f"/api/games/{game_id}/me").json()["invites"] == []  # nothing left to send
    assert ben.get("/api/games?status=open").json()["games"] == []

    carl = another(ann)
    carl.get("/")
    for seat in (1, 0, 2):  # taken, the creator's, a bot's
        response = carl.post(f"/api/games/{game_id}/seats/{seat}/take")
        assert (response.status_code, response.json()["error"]["code"]) == (409, "seat_taken")
    assert carl.post(f"/api/games/{game_id}/seats/7/take").status_code == 404
    assert carl.post("/api/games/nope/seats/0/take").status_code == 404
    # One seat per identity and game.
    created = new_game(ann, [{"kind": "human"}, {"kind": "human"}])
    game_id = created["game"]["id"]
    assert ben.post(f"/api/games/{game_id}/seats/0/take").status_code == 200
    again = ben.post(f"/api/games/{game_id}/seats/1/take")
    assert (again.status_code, again.json()["error"]["code"]) == (409, "already_seated")


def test_an_invite_link_binds_the_seat_to_the_browser_that_uses_it(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    created = new_game(ann, ME_AND_FRIEND)
    game_id = created["game"]["id"]
    with ben.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": created["seats"][1]["token"]}))
        assert ws.receive_json()["seat"] == 1
    assert ben.get(f"/api/games/{game_id}/me").json()["seat"] == 1
    assert [g["id"] for g in ben.get("/api/me/games").json()["games"]] == [game_id]


def test_a_friend_who_takes_a_seat_plays_under_their_own_name(
    two: tuple[TestClient, TestClient],
) -> None:
    # The creator typed "Friend" for the seat; Ben's own name replaces it everywhere:
    # the seats, the engine's names (its log) and the players' chat, and the game still
    # loads from the database (the stored position hashes leave names out).
    ann, ben = two
    assert ben.patch("/api/me", json={"name": "Benedetta"}).status_code == 200
    created = new_game(ann, [*ME_AND_FRIEND, {"kind": "human", "name": "Cleo"}], game="manila")
    game_id = created["game"]["id"]
    tokens = {0: created["seats"][0]["token"], 2: created["seats"][2]["token"]}

    def play(moves: int) -> None:
        for _ in range(moves):
            frame = state(ann, game_id)
            seat = frame["current_player"]
            if seat not in tokens:
                return
            legal = state(ann, game_id, tokens[seat])["legal"]
            move = {"seq": frame["seq"], "action": legal[-1]["id"]}
            answer = ann.post(f"/api/games/{game_id}/moves", json=move, headers=auth(tokens[seat]))
            assert answer.status_code == 200, answer.text

    play(4)
    taken = ben.post(f"/api/games/{game_id}/seats/1/take")
    assert taken.status_code == 200
    tokens[1] = taken.json()["token"]
    summary = ann.get(f"/api/games/{game_id}").json()
    assert [s["name"] for s in summary["seats"]][1] == "Benedetta"
    view = state(ann, game_id, created["seats"][0]["token"])
    assert [s["name"] for s in view["seats"]][1] == "Benedetta"
    chat = ann.get(f"/api/games/{game_id}/chat").json()["messages"]
    assert any("Benedetta" in m["text"] for m in chat)
    # An invite link used from a browser names the seat after that browser's player, if
    # they chose a name; a guest's default name keeps the creator's ("Cleo", seat 2).
    guest = another(ann)
    guest.get("/")
    assert guest.get("/api/me").json()["name"].startswith("Guest ")
    unnamed = new_game(ann, ME_AND_FRIEND)
    with guest.websocket_connect(f"/ws/games/{unnamed['game']['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": unnamed["seats"][1]["token"]}))
        assert ws.receive_json()["game"]["seats"][1]["name"] == "Friend"
    carl = another(ann)
    carl.get("/")
    assert carl.patch("/api/me", json={"name": "Carlo"}).status_code == 200
    with carl.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": created["seats"][2]["token"]}))
        assert ws.receive_json()["game"]["seats"][2]["name"] == "Carlo"
        assert ws.receive_json()["type"] == "state"
    play(6)
    service = ann.app.state.service  # type: ignore[attr-defined]
    live = service._live[game_id]
    assert len(live.moves) >= 6
    assert list(live.state.names) == [live.seats[0].name, "Benedetta", "Carlo"]
    assert "Friend" not in json.dumps(state(ann, game_id))
    # A restarted server (the game read back from the database) agrees.
    service._live.clear()
    assert [s["name"] for s in ann.get(f"/api/games/{game_id}").json()["seats"]][1:] == [
        "Benedetta",
        "Carlo",
    ]
    reloaded = ann.get(f"/api/games/{game_id}").json()
    assert reloaded["status"] == "active"


def test_my_games_lists_the_players_games_those_to_play_first(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    games = [new_game(ann, ME_AND_FRIEND)["game"]["id"] for _ in range(3)]
    for game_id in games:
        assert ben.post(f"/api/games/{game_id}/seats/1/take").status_code == 200
    body = ann.get("/api/me/games").json()
    assert {g["id"] for g in body["games"]} == set(games)
    for listing in (body, ben.get("/api/me/games").json()):
        turns = [g["my_turn"] for g in listing["games"]]
        assert turns == sorted(turns, reverse=True)  # their turn first
        assert listing["my_turn"] == sum(turns)
        for g in listing["games"]:
            assert g["my_turn"] == (g["current_player"] == g["my_seat"])
    assert body["my_turn"] + ben.get("/api/me/games").json()["my_turn"] == 3
    assert all(g["my_seat"] == 0 for g in body["games"])
    assert another(ann).get("/api/me/games").json() == {"games": [], "my_turn": 0}


# ------------------------------------------------------------- cross-site
def test_cookie_requests_from_another_site_are_refused(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    ann.patch("/api/me", json={"name": "Ann"})
    created = new_game(ann, ME_AND_FRIEND)
    game_id = created["game"]["id"]
    attempts = [
        ("PATCH", "/api/me", {"name": "Mallory"}),
        ("POST", f"/api/games/{game_id}/seats/1/take", None),
        ("POST", "/api/games", {"game": "san_juan", "players": 2, "seats": ME_AND_FRIEND}),
        ("POST", "/api/account/register", {"username": "annie", "password": "long enough"}),
        ("POST", "/api/account/login", {"username": "annie", "password": "long enough"}),
        ("POST", "/api/account/logout", None),
        ("POST", "/api/account/password", {"old_password": "x", "new_password": "yyyyyyyy"}),
    ]
    for headers in (EVIL, {"Origin": "null"}, {"Sec-Fetch-Site": "cross-site"}):
        for method, path, body in attempts:
            response = ben.request(method, path, json=body, headers=headers)
            assert response.status_code == 403, (headers, path, response.text)
            assert response.json()["error"]["code"] == "cross_site"
    # Nothing changed.
    assert ben.get(f"/api/games/{game_id}").json()["seats"][1]["joined"] is False
    assert ben.get("/api/me").json()["username"] is None
    assert len(ben.get("/api/games").json()["games"]) == 1
    # The same requests from the site itself are accepted.
    same = {"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"}
    assert ben.patch("/api/me", json={"name": "Ben"}, headers=same).status_code == 200
    assert ben.post(f"/api/games/{game_id}/seats/1/take", headers=same).status_code == 200
    # A page of another site cannot open the game's socket with the cookie.
    with (
        pytest.raises(WebSocketDisconnect),
        ann.websocket_connect(f"/ws/games/{game_id}", headers=EVIL) as ws,
    ):
        ws.send_text(json.dumps({"type": "hello", "me": True}))
        ws.receive_json()


# ----------------------------------------------------------------- expiry
def test_games_nobody_started_expire_and_others_are_kept(database_url: str) -> None:
    app = create_app(database_url, expire_open_hours=1)
    with TestClient(app) as ann:
        ben = another(ann)
        ann.get("/")
        ben.get("/")
        waiting = new_game(ann, ME_AND_FRIEND)["game"]["id"]
        started = new_game(ann, ME_AND_FRIEND)["game"]["id"]
        ben.post(f"/api/games/{started}/seats/1/take")
        bots = new_game(ann, [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}])
        finished = bots["game"]["id"]
        for _ in range(2000):
            if ann.get(f"/api/games/{finished}").json()["status"] == "finished":
                break
            time.sleep(0.005)
        fresh = new_game(ann, ME_AND_FRIEND)["game"]["id"]
        # Every game but the fresh one was made two hours ago.
        engine = sa.create_engine(database_url)
        with engine.begin() as db:
            db.execute(
                sa.text("UPDATE games SET created_at = created_at - 7200 WHERE id != :fresh"),
                {"fresh": fresh},
            )
        engine.dispose()
        service = app.state.service
        expired = ann.portal.call(service.expire_open, 1.0)  # type: ignore[union-attr]
        assert expired == [waiting]
        ids = {g["id"] for g in ann.get("/api/games").json()["games"]}
        assert ids == {started, finished, fresh}
        assert ann.get(f"/api/games/{waiting}").status_code == 404
        assert [g["id"] for g in ann.get("/api/me/games").json()["games"]].count(waiting) == 0


# ------------------------------------------------------------ the lobby polls
def test_the_polled_lists_answer_304_while_nothing_changed(
    two: tuple[TestClient, TestClient],
) -> None:
    ann, ben = two
    game_id = new_game(ann, ME_AND_FRIEND)["game"]["id"]
    for path in ("/api/games?status=open", "/api/me/games"):
        first = ann.get(path)
        tag = first.headers["ETag"]
        assert first.headers["Cache-Control"] == "no-cache"
        again = ann.get(path, headers={"If-None-Match": tag})
        assert again.status_code == 304 and again.content == b""
        # A seat taken changes both lists: a whole answer again.
        if path == "/api/games?status=open":
            ben.post(f"/api/games/{game_id}/seats/1/take")
        else:
            ann.patch("/api/me", json={"name": "Ann"})
            new_game(ann, ME_AND_FRIEND)
        changed = ann.get(path, headers={"If-None-Match": tag})
        assert changed.status_code == 200 and changed.headers["ETag"] != tag


def test_a_seat_taken_through_another_server_process_is_found(database_url: str) -> None:
    with TestClient(create_app(database_url)) as one, TestClient(create_app(database_url)) as two:
        one.get("/")
        game_id = new_game(one, ME_AND_FRIEND)["game"]["id"]
        assert two.get(f"/api/games/{game_id}").status_code == 200  # loaded there too
        ben = another(one)
        ben.get("/")
        assert ben.post(f"/api/games/{game_id}/seats/1/take").status_code == 200
        two.cookies.set(COOKIE, ben.cookies[COOKIE])  # Ben's browser, served by the other
        assert two.get(f"/api/games/{game_id}/me").json()["seat"] == 1
        with two.websocket_connect(f"/ws/games/{game_id}") as ws:
            ws.send_text(json.dumps({"type": "hello", "me": True}))
            assert ws.receive_json()["seat"] == 1
        taken = two.post(f"/api/games/{game_id}/seats/1/take")
        assert (taken.status_code, taken.json()["error"]["code"]) == (409, "already_seated")


def test_new_identities_per_address_are_rate_limited(database_url: str) -> None:
    """A script fetching the lobby page in a loop does not fill the players table."""
    with TestClient(create_app(database_url, identity_rate="2/hour")) as first:
        browsers = [first, another(first), another(first)]
        assert [COOKIE in b.get("/").headers.get("set-cookie", "") for b in browsers] == [
            True,
            True,
            False,  # the page itself is still served
        ]
        refused = browsers[2].get("/api/me")
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
        # Another address still gets one, and known browsers keep theirs.
        assert another(first, "10.0.0.9").get("/api/me").status_code == 200
        assert browsers[0].get("/api/me").status_code == 200
