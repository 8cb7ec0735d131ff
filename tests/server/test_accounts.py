"""Optional accounts (docs/web.md, "Accounts"): a username and a password (Argon2id) make
several browsers one player; log in, log out, change the password; logins are
rate-limited per address and per username. On SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from tests.server.test_players import ME_AND_FRIEND, another, new_game
from tradewinds.server.app import create_app
from tradewinds.server.identity import COOKIE

ANN = {"username": "ann", "password": "correct horse"}


@pytest.fixture
def laptop(database_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(database_url, login_rate="20/minute")) as client:
        client.get("/")
        yield client


def post(client: TestClient, path: str, body: Any = None) -> tuple[int, Any]:
    response = client.post(path, json=body)
    return response.status_code, response.json()


def test_an_account_is_one_player_on_two_browsers(laptop: TestClient, database_url: str) -> None:
    laptop.patch("/api/me", json={"name": "Ann"})
    game_id = new_game(laptop, ME_AND_FRIEND)["game"]["id"]
    status, body = post(laptop, "/api/account/register", ANN)
    assert (status, body) == (201, {"name": "Ann", "username": "ann"})
    assert laptop.get("/api/me").json()["username"] == "ann"
    # Only an Argon2id hash is stored.
    engine = sa.create_engine(database_url)
    with engine.connect() as db:
        stored = db.execute(sa.text("SELECT password_hash FROM players WHERE username='ann'"))
        digest = stored.scalar()
    engine.dispose()
    assert digest.startswith("$argon2id$") and ANN["password"] not in digest

    phone = another(laptop, "10.0.0.2")
    phone.get("/")
    # A game the phone played as a guest comes along when it logs in.
    guest_game = new_game(phone, ME_AND_FRIEND)["game"]["id"]
    assert post(phone, "/api/account/login", {**ANN, "password": "wrong password"})[0] == 401
    status, body = post(phone, "/api/account/login", ANN)
    assert status == 200 and body["username"] == "ann"
    assert phone.get("/api/me").json() == {"name": "Ann", "username": "ann"}
    mine = {g["id"]: g["my_seat"] for g in phone.get("/api/me/games").json()["games"]}
    assert mine == {game_id: 0, guest_game: 0}
    assert phone.get(f"/api/games/{game_id}/me").json()["creator"] is True
    assert {g["id"] for g in laptop.get("/api/me/games").json()["games"]} == set(mine)

    # Logging out forgets this browser's session only.
    assert post(phone, "/api/account/logout")[0] == 200
    assert COOKIE not in phone.cookies
    assert phone.get("/api/me").json()["username"] is None
    assert phone.get("/api/me/games").json()["games"] == []
    assert laptop.get("/api/me").json()["username"] == "ann"


def test_changing_the_password_logs_out_the_other_browsers(laptop: TestClient) -> None:
    assert post(laptop, "/api/account/register", ANN)[0] == 201
    phone = another(laptop, "10.0.0.2")
    assert post(phone, "/api/account/login", ANN)[0] == 200
    new = {"old_password": ANN["password"], "new_password": "battery staple"}
    assert post(laptop, "/api/account/password", {**new, "old_password": "nope nope"})[0] == 401
    assert post(laptop, "/api/account/password", {**new, "new_password": "short"})[0] == 422
    assert post(laptop, "/api/account/password", new) == (200, {"ok": True})
    assert laptop.get("/api/me").json()["username"] == "ann"
    assert phone.get("/api/me").json()["username"] is None  # its session ended
    tablet = another(laptop, "10.0.0.3")
    assert post(tablet, "/api/account/login", ANN)[0] == 401
    assert post(tablet, "/api/account/login", {**ANN, "password": "battery staple"})[0] == 200
    guest = another(laptop, "10.0.0.4")
    guest.get("/")
    assert post(guest, "/api/account/password", new)[0] == 401  # no account


def test_register_refuses_bad_and_taken_names(laptop: TestClient) -> None:
    for body in (
        {"username": "a", "password": "long enough"},
        {"username": "ann smith", "password": "long enough"},
        {"username": "ann", "password": "short"},
        {"username": "ann", "password": 12345678},
        {},
    ):
        status, answer = post(laptop, "/api/account/register", body)
        assert (status, answer["error"]["code"]) == (422, "bad_request"), body
    assert post(laptop, "/api/account/register", ANN)[0] == 201
    status, answer = post(laptop, "/api/account/register", {**ANN, "username": "other"})
    assert (status, answer["error"]["code"]) == (409, "has_account")
    other = another(laptop, "10.0.0.2")
    other.get("/")
    status, answer = post(other, "/api/account/register", ANN)
    assert (status, answer["error"]["code"]) == (409, "username_taken")
    assert other.get("/api/me").json()["username"] is None


def test_logins_are_rate_limited_per_address_and_per_username(database_url: str) -> None:
    with TestClient(create_app(database_url, login_rate="4/minute")) as laptop:
        refused_after_four(laptop)


def refused_after_four(laptop: TestClient) -> None:
    assert post(laptop, "/api/account/register", ANN)[0] == 201
    # Per username: from four addresses, the fifth try is refused even with the password.
    for number in range(4):
        wrong = {**ANN, "password": f"guess {number:04}"}
        assert post(another(laptop, f"10.0.1.{number}"), "/api/account/login", wrong)[0] == 401
    response = another(laptop, "10.0.1.9").post("/api/account/login", json=ANN)
    assert response.status_code == 429 and response.json()["error"]["code"] == "rate_limited"
    assert int(response.headers["Retry-After"]) >= 1
    # Per address: one address trying four usernames is refused the fifth.
    crawler = another(laptop, "10.0.2.1")
    for number in range(4):
        body = {"username": f"user{number}", "password": "long enough"}
        assert post(crawler, "/api/account/login", body)[0] == 401
    status, answer = post(crawler, "/api/account/login", {"username": "bob", "password": "x" * 8})
    assert (status, answer["error"]["code"]) == (429, "rate_limited")
