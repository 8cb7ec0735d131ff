"""Fixtures of the web app tests: an app over a fresh database, games to play."""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
from collections.abc import Coroutine, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest
from fastapi.testclient import TestClient

from tradewinds.server.app import create_app
from tradewinds.server.storage import scratch_database

T = TypeVar("T")

# A PostgreSQL database the storage tests also run on (`.ci/run` starts a server).
POSTGRES_URL = os.environ.get("TRADEWINDS_TEST_POSTGRES")


def database_urls(tmp_path: Path) -> list[str]:
    urls = [f"sqlite:///{tmp_path / 'games.sqlite3'}"]
    if POSTGRES_URL:
        urls.append(POSTGRES_URL)
    return urls


@contextmanager
def fresh_postgres_database() -> Iterator[str]:
    """A new, empty database on the test server (tests in parallel never share one)."""
    with scratch_database(os.environ["TRADEWINDS_TEST_POSTGRES"], "tw_test") as url:
        yield url


BACKENDS = ["sqlite"] + (["postgresql"] if POSTGRES_URL else [])


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The app's database: SQLite, and PostgreSQL too when a test server is given (the
    protocol tests then run on both)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite3'}"
    else:
        with fresh_postgres_database() as url:
            yield url


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database, for what only PostgreSQL does (several server
    processes on one database); skipped only when no test server is given."""
    if not POSTGRES_URL:
        pytest.skip("a PostgreSQL server is needed: set TRADEWINDS_TEST_POSTGRES to its URL")
    with fresh_postgres_database() as url:
        yield url


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(database_url)) as test_client:
        yield test_client


def create(
    client: TestClient,
    game: str = "san_juan",
    seats: tuple[str, ...] = ("human", "human", "bot:random"),
    seed: int | None = None,
    options: dict[str, Any] | None = None,
) -> tuple[str, dict[int, str]]:
    """Create a game; return its id and the token of every person seat.

    ``seed``: a chosen seed (refused with two people or more); none: the server draws one."""
    spec = [
        {"kind": "bot", "bot": s.split(":", 1)[1]}
        if s.startswith("bot:")
        else {"kind": "human", "name": f"P{i}"}
        for i, s in enumerate(seats)
    ]
    response = client.post(
        "/api/games",
        json={
            "game": game,
            "players": len(seats),
            "seats": spec,
            "options": options or {},
            **({"seed": seed} if seed is not None else {}),
        },
    )
    assert response.status_code == 201, response.text
    body = response.json()
    return body["game"]["id"], {s["seat"]: s["token"] for s in body["seats"]}


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def state(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = auth(token) if token else {}
    response = client.get(f"/api/games/{game_id}/state", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


def wait_for_people(client: TestClient, game_id: str, tokens: dict[int, str]) -> dict[str, Any]:
    """The state once a person (not a bot) is to act, or the game is over."""
    import time

    for _ in range(2000):
        frame = state(client, game_id)
        if frame["over"] or frame["current_player"] in tokens:
            return frame
        time.sleep(0.005)
    raise AssertionError("the bots never handed over")


def run_coroutine(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own: a test worker that ran the browser tests
    before still has Playwright's event loop running in its main thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
