"""Two server processes on one database (docs/web.md, "Several server processes"): the
database keeps each move once, and a process whose game is behind takes in the moves the
other stored, so every later move is accepted after at most one ``stale_move``."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.server.conftest import auth, create, run_coroutine, state
from tests.server.test_restart import call, server
from tradewinds.server.app import create_app
from tradewinds.server.service import GameService, LiveGame, MoveError
from tradewinds.server.storage import Storage, moves_table

PEOPLE = [{"kind": "human", "name": f"P{i}"} for i in range(3)]


@asynccontextmanager
async def two_processes(url: str) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two services, each with its own engine (its own connections) on ``url``."""
    first = Storage(url)
    first.migrate()
    services = (GameService(first), GameService(Storage(url)))
    try:
        yield services
    finally:
        for service in services:
            await service.close()


def run(url: str, scenario: Callable[[GameService, GameService], Awaitable[None]]) -> None:
    async def main() -> None:
        async with two_processes(url) as (a, b):
            await asyncio.wait_for(scenario(a, b), 60)

    run_coroutine(main())


def stored(service: GameService, game_id: str) -> int:
    return len(service.storage.moves(game_id))


async def move_as_its_clients_see_it(service: GameService, live: LiveGame, pick: int) -> bool:
    """A move by the seat to act, as the frames this process sent show the game (a
    WebSocket client's view); ``False`` if it was answered ``stale_move``."""
    frame = service.frame(live, None)
    seat = frame["current_player"]
    legal = service.frame(live, seat)["legal"]
    try:
        ack = await service.play(live, seat, frame["seq"], legal[pick % len(legal)]["id"])
    except MoveError as exc:
        assert exc.code == "stale_move", exc.payload()
        return False
    # The same move through the other process: acknowledged, not applied again.
    return not ack["duplicate"]


def test_alternating_moves_each_accepted_after_at_most_one_stale_move(database_url: str) -> None:
    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
        held = (live_a, await b.live(live_a.id))  # each process has the game in memory
        assert held[1] is not None
        for number in range(12):
            side = number % 2
            service, live = (a, b)[side], held[side]
            attempts = 1
            while not await move_as_its_clients_see_it(service, live, pick=side):
                attempts += 1
                assert attempts <= 2, f"move {number} refused twice"
            assert stored(a, live_a.id) == number + 1
        # Both processes now hold the stored game.
        await a.live(live_a.id)
        await b.live(live_a.id)
        assert held[0].state.to_json() == held[1].state.to_json()  # type: ignore[union-attr]

    run(database_url, scenario)


def test_the_right_seq_sent_to_the_process_behind_is_accepted_at_once(database_url: str) -> None:
    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "manila", "players": 3, "seats": PEOPLE})
        live_b = await b.live(live_a.id)
        assert live_b is not None
        held = (live_a, live_b)
        for number in range(10):
            # The client read the game from the process that stored the last move (or
            # from the database), and sends its move to the other one, which is behind.
            fresh, behind = (a, b)[number % 2], (a, b)[1 - number % 2]
            frame = fresh.frame(held[number % 2], None)
            seat = frame["current_player"]
            action = fresh.frame(held[number % 2], seat)["legal"][0]["id"]
            ack = await behind.play(held[1 - number % 2], seat, frame["seq"], action)
            assert ack == {"ok": True, "seq": number + 1, "duplicate": False}

    run(database_url, scenario)


def test_of_two_processes_racing_one_wins_and_the_loser_plays_on(database_url: str) -> None:
    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "puerto_rico", "players": 3, "seats": PEOPLE})
        live_b = await b.live(live_a.id)
        assert live_b is not None
        for _ in range(6):
            frame = a.frame(live_a, None)
            seat = frame["current_player"]
            legal = a.frame(live_a, seat)["legal"]
            answers = await asyncio.gather(
                a.play(live_a, seat, frame["seq"], legal[0]["id"]),
                b.play(live_b, seat, frame["seq"], legal[-1]["id"]),
                return_exceptions=True,
            )
            applied = [x for x in answers if isinstance(x, dict) and not x["duplicate"]]
            assert len(applied) == 1, answers
            for answer in answers:
                if isinstance(answer, BaseException):
                    assert isinstance(answer, MoveError) and answer.code == "stale_move"
            assert stored(a, live_a.id) == frame["seq"] + 1
            # The loser holds the stored move now: both show the same state.
            assert a.frame(live_a, None) == b.frame(live_b, None)

    run(database_url, scenario)


def test_bots_of_a_game_held_by_two_processes_play_on(database_url: str) -> None:
    seats: list[dict[str, Any]] = [PEOPLE[0], {"kind": "bot", "bot": "random"}] * 2

    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "puerto_rico", "players": 4, "seats": seats})
        live_b = await b.live(live_a.id)
        assert live_b is not None
        held = (live_a, live_b)
        people = 0
        while people < 8:
            for service, live in zip((a, b), held, strict=True):
                await service.wait_for_bots(live)
                await service.live(live.id)  # as any HTTP request does
            side = people % 2
            if await move_as_its_clients_see_it((a, b)[side], held[side], pick=0):
                people += 1
        await a.wait_for_bots(live_a)
        await b.wait_for_bots(live_b)
        await b.live(live_b.id)
        await a.live(live_a.id)
        assert a.frame(live_a, None) == b.frame(live_b, None)
        assert a.bot_errors == b.bot_errors == []

    run(database_url, scenario)


def test_two_serve_processes_on_one_database(postgres_url: str, tmp_path: Path) -> None:
    """Two real servers (PostgreSQL: SQLite serves one process): a client reading the
    game from either and moving through either (the one it read, or the other) has every
    move accepted at the first try."""
    log = tmp_path / "server.log"
    with server(postgres_url, log) as (first, _), server(postgres_url, log) as (second, _):
        status, created = call(
            first, "POST", "/api/games", {"game": "san_juan", "players": 3, "seats": PEOPLE}
        )
        assert status == 201
        game_id = created["game"]["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        for number in range(10):
            read, write = (first, second) if number % 3 else (second, second)
            seat = call(read, "GET", f"/api/games/{game_id}/state")[1]["current_player"]
            mine = call(read, "GET", f"/api/games/{game_id}/state", token=tokens[seat])[1]
            body = {"seq": mine["seq"], "action": mine["legal"][0]["id"]}
            status, ack = call(write, "POST", f"/api/games/{game_id}/moves", body, tokens[seat])
            assert (status, ack) == (200, {"ok": True, "seq": number + 1, "duplicate": False})
            write = first if write == second else second
            assert call(write, "GET", f"/api/games/{game_id}")[1]["move_number"] == number + 1


def test_a_move_of_the_other_process_that_does_not_replay_quarantines_the_game(
    database_url: str,
) -> None:
    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
        live_b = await b.live(live_a.id)
        assert live_b is not None
        assert await move_as_its_clients_see_it(a, live_a, pick=0)
        with a.storage.engine.begin() as db:  # the stored move is changed behind their backs
            db.execute(moves_table.update().values(state_hash="0" * 64))
        with pytest.raises(MoveError) as refused:
            await b.live(live_a.id)
        assert (refused.value.status, refused.value.code) == (410, "damaged")
        assert (await b.game_summary(live_a.id))["status"] == "damaged"
        with pytest.raises(MoveError) as refused:  # a connection that holds it
            await b.play(live_b, live_b.state.current_player or 0, 1, 0)
        assert refused.value.code == "damaged"

    run(database_url, scenario)


def test_a_connection_to_the_other_process_is_sent_the_move(database_url: str) -> None:
    """A spectator connected to one server sees a move stored through the other without
    asking."""
    with TestClient(create_app(database_url)) as one, TestClient(create_app(database_url)) as two:
        game_id, tokens = create(one, seats=("human", "human", "human"))
        with two.websocket_connect(f"/ws/games/{game_id}") as ws:
            ws.send_text(json.dumps({"type": "hello"}))
            assert json.loads(ws.receive_text())["type"] == "welcome"
            assert json.loads(ws.receive_text())["seq"] == 0
            seat = state(one, game_id)["current_player"]
            mine = state(one, game_id, tokens[seat])
            body = {"seq": 0, "action": mine["legal"][0]["id"]}
            assert one.post(
                f"/api/games/{game_id}/moves", json=body, headers=auth(tokens[seat])
            ).json() == {"ok": True, "seq": 1, "duplicate": False}
            # The servers look every second (WATCH_INTERVAL); a ping's answer comes after
            # any frame sent before it, so the spectator never waits on a frame forever.
            frames: list[dict[str, Any]] = []
            for _ in range(20):
                time.sleep(0.5)
                ws.send_text(json.dumps({"type": "ping"}))
                while (message := json.loads(ws.receive_text()))["type"] != "pong":
                    frames.append(message)
                if any(f["type"] == "state" and f["seq"] > 0 for f in frames):
                    break
            # (A frame of seq 0 first when the mover's joining reached it first.)
            states = [f for f in frames if f["type"] == "state" and f["seq"] > 0]
            assert [f["seq"] for f in states] == [1]
            # The move's frame as its own server sends it: the events from the move on,
            # which the client appends to the log it has; the rest of the view whole.
            whole = state(one, game_id)["view"]
            since = states[0]["events_from"]
            assert states[0]["view"]["events"] == [e for e in whole["events"] if e["move"] >= since]
            assert {**states[0]["view"], "events": []} == {**whole, "events": []}
            # The system line of the mover joining, stored by the other server, too.
            chat = [f["message"]["text"] for f in frames if f["type"] == "chat"]
            assert len(chat) <= 1 and all(line.endswith(" joined") for line in chat)


@pytest.fixture(autouse=True)
def _quiet(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("WARNING")


def test_chat_stored_through_one_process_reaches_the_other_processes_clients_once(
    database_url: str,
) -> None:
    # docs/web.md, "Chat": the watcher of each process reads the lines stored since its
    # last rounds; each client gets every line of its channels exactly once.
    from tradewinds.server.service import Connection

    def chat_lines(connection: Connection) -> list[str]:
        lines = []
        while connection.outbox._frames:
            frame = json.loads(connection.outbox._frames.popleft())
            if frame["type"] == "chat":
                lines.append(frame["message"]["text"])
        return lines

    async def scenario(a: GameService, b: GameService) -> None:
        live_a, _ = await a.create({"game": "san_juan", "players": 3, "seats": PEOPLE})
        await a.chat(live_a, 0, "before anyone watched", "seat0")
        live_b = await b.live(live_a.id)
        assert live_b is not None
        player, spectator = Connection(1), Connection(None)
        for connection in (player, spectator):
            history = await b.chat_history(live_b, connection.seat)
            assert [m["text"] for m in history] == ["before anyone watched"]
            b.welcome_chat(live_b, connection, history)
            live_b.connections.add(connection)
        await a.chat(live_a, 2, "hello from a", "seat2")
        await a.chat(live_a, None, "a spectator on a", "10.0.0.9")
        await b.chat(live_b, 1, "hello from b", "seat1")
        for _ in range(3):  # several rounds: nothing is sent twice
            await b._watch_chat({live_b.id: live_b})
        assert chat_lines(player) == ["hello from b", "hello from a"]
        assert chat_lines(spectator) == ["hello from b", "hello from a", "a spectator on a"]
        await a.chat(live_a, 0, "later", "seat0")
        await b._watch_chat({live_b.id: live_b})
        assert chat_lines(player) == ["later"] and chat_lines(spectator) == ["later"]
        # The floor trails: what a client holds stays small.
        assert len(player.chat_ids) <= 2

    run(database_url, scenario)
