"""What a game's row keeps of its state (docs/web.md "Lobby." and "Turn timers"): the
lobby's lists are built from the rows, so a process lists games it does not hold without
loading one, and answers what it answered when it loaded them; a timed game that nobody
has open is found by its stored deadline, and its seat goes to the stand-in bot, which
then plays."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi.testclient import TestClient

from tests.server.conftest import run_coroutine
from tests.server.test_ws import hello
from tradewinds.core.game import available_games
from tradewinds.server.app import create_app
from tradewinds.server.service import GameService, LiveGame
from tradewinds.server.storage import PlayerRow, Storage, games_table

TIMER = {"bank_s": 600, "increment_s": 5}


def players_of(game: str) -> int:
    return 3 if game == "manila" else 2


def run(url: str, scenario: Callable[[Storage], Awaitable[None]]) -> None:
    storage = Storage(url)
    storage.migrate()
    try:
        run_coroutine(asyncio.wait_for(scenario(storage), 120))
    finally:
        storage.close()


async def fresh(storage: Storage) -> GameService:
    """Another server process's service: it holds no game yet."""
    return GameService(Storage(storage.url))


async def new_game(
    service: GameService, game: str, player: PlayerRow, *, bots: int = 0, open_seat: bool = False
) -> LiveGame:
    """A timed game of ``game``: the player's seat, then people (one never joins when
    ``open_seat``), then ``bots`` random bots."""
    count = players_of(game)
    seats: list[dict[str, Any]] = [{"kind": "human", "name": "Ann", "me": True}]
    for number in range(1, count):
        if number >= count - bots:
            seats.append({"kind": "bot", "bot": "random"})
        else:
            seats.append({"kind": "human", "name": f"P{number}"})
    spec = {
        "game": game,
        "players": count,
        "seats": seats,
        "settings": {"timer": TIMER, "stand_in_bot": "random"},
    }
    live, _ = await service.create(spec, player)
    if not open_seat:
        for seat in range(1, count):
            if live.seats[seat].kind == "human":
                await service.join(live, seat)
    return live


async def play(service: GameService, live: LiveGame, count: int) -> None:
    """``count`` decisions of the people to act (the bots' in between)."""
    for _ in range(count):
        await service.wait_for_bots(live)
        seat = live.state.current_player
        if seat is None or live.seats[seat].played_by_bot is not None:
            return
        await service.play(live, seat, live.seq, live.state.legal_actions()[-1].id)


async def undo_one(service: GameService, live: LiveGame) -> None:
    """A decision of the person to act that they take back (the first there is)."""
    for _ in range(60):
        seat = live.state.current_player
        assert seat is not None
        for action in live.state.legal_actions():
            trial = live.state.clone()
            trial.apply(action)
            if trial.current_player == seat and trial.undoable():
                await service.play(live, seat, live.seq, action.id)
                await service.undo(live, seat, live.seq)
                return
        await play(service, live, 1)
    raise AssertionError("no decision could be taken back")


async def games_of_every_kind(service: GameService, player: PlayerRow) -> list[str]:
    """Of every title: a game just created (a seat open), one with moves, one with a
    decision taken back, one whose seat a person handed to a bot, one resigned, and one
    played to its end by the bots."""
    made: list[LiveGame] = []
    for info in available_games():
        game = info["name"]
        made.append(await new_game(service, game, player, open_seat=True))
        moved = await new_game(service, game, player)
        await play(service, moved, 3)
        undone = await new_game(service, game, player)
        await undo_one(service, undone)
        handed = await new_game(service, game, player)
        await play(service, handed, 1)
        seat = handed.state.current_player
        assert seat is not None
        await service.takeover(handed, seat, seat, "random")
        resigned = await new_game(service, game, player)
        await play(service, resigned, 2)
        await service.resign(resigned, 0)
        ended = await new_game(service, game, player, bots=players_of(game) - 1)
        await service.takeover(ended, 0, 0, "random")
        made += [moved, undone, handed, resigned, ended]
    for live in made:
        await service.wait_for_bots(live)
    assert service.bot_errors == []
    assert any(live.over and live.state.is_over for live in made)
    assert any(live.over and not live.state.is_over for live in made)  # resigned
    return [live.id for live in made]


async def loaded_summaries(storage: Storage, ids: list[str]) -> dict[str, dict[str, Any]]:
    """The summary of each game as a process that loads it answers (the lists' answer
    before they were built from the rows)."""
    service = await fresh(storage)
    try:
        found: dict[str, dict[str, Any]] = {}
        for game_id in ids:
            live = await service.live(game_id)
            assert live is not None
            found[game_id] = service.live_summary(live)
        return found
    finally:
        await service.close()


def test_the_lists_load_no_game_and_answer_as_loaded_games_do(database_url: str) -> None:
    async def scenario(storage: Storage) -> None:
        player = storage.create_player("p" * 16, "s" * 64, "Ann")
        a = await fresh(storage)
        try:
            ids = await games_of_every_kind(a, player)
        finally:
            await a.close()
        expected = await loaded_summaries(storage, ids)
        b = await fresh(storage)
        try:
            listed = await b.list_games(None)
            by_status = {s: await b.list_games(s) for s in ("open", "active", "finished")}
            mine = await b.player_games(player.id)
            # Listing loaded nothing: no game in memory, no replay.
            assert b.held_games() == set() and b.loads == 0
        finally:
            await b.close()
        assert {g["id"] for g in listed} == set(ids)
        for summary in listed:
            assert summary == expected[summary["id"]]
        for status, games in by_status.items():
            assert [g["id"] for g in games] == [g["id"] for g in listed if g["status"] == status]
            assert games and all(g == expected[g["id"]] for g in games)
        assert {g["id"] for g in mine} == set(ids)
        for entry in mine:
            summary = expected[entry["id"]]
            seat = entry.pop("my_seat")
            turn = summary["status"] in ("open", "active") and summary["current_player"] == seat
            assert (seat, entry.pop("my_turn")) == (0, turn)
            assert entry == summary
        assert any(g["current_player"] == 0 for g in mine if g["status"] == "active")

    run(database_url, scenario)


def test_a_game_stored_before_revision_0006_is_loaded_once_for_the_lists(
    database_url: str,
) -> None:
    """Its row lacks what the lists need (and its result the breakdown): the first list
    loads it and stores them; the next process lists it from its row, the same."""

    async def scenario(storage: Storage) -> None:
        player = storage.create_player("p" * 16, "s" * 64, "Ann")
        a = await fresh(storage)
        try:
            running = await new_game(a, "puerto_rico", player)
            await play(a, running, 2)
            deadline = a.runs_out_at(running)
            ended = await new_game(a, "san_juan", player, bots=1)
            await a.takeover(ended, 0, 0, "random")
            await a.wait_for_bots(ended)
            assert ended.state.is_over
        finally:
            await a.close()
        expected = await loaded_summaries(storage, [running.id, ended.id])
        result = dict(ended.row.result or {})
        del result["breakdown"]
        with storage.engine.begin() as db:  # as revision 0005 left them
            db.execute(
                games_table.update().values(move_number=None, current_player=None, runs_out_at=None)
            )
            db.execute(
                games_table.update()
                .where(games_table.c.id == ended.id)
                .values(result=json.dumps(result, sort_keys=True))
            )
        for loads in (2, 0):
            b = await fresh(storage)
            try:
                listed = {g["id"]: g for g in await b.list_games(None)}
                assert b.loads == loads
            finally:
                await b.close()
            assert listed == expected
        stored = storage.game(running.id)
        assert stored is not None and deadline is not None and stored.runs_out_at == deadline

    run(database_url, scenario)


def test_a_timed_game_nobody_holds_runs_out_and_the_stand_in_bot_plays(
    database_url: str,
) -> None:
    async def scenario(storage: Storage) -> None:
        player = storage.create_player("p" * 16, "s" * 64, "Ann")
        a = await fresh(storage)
        try:
            live = await new_game(a, "san_juan", player)
            await play(a, live, 1)
            seat = live.state.current_player
            assert seat is not None
            deadline = a.runs_out_at(live)
            assert deadline is not None
            moves = live.seq
        finally:
            await a.close()  # nobody has the game open any more
        stored = storage.game(live.id)
        assert stored is not None and stored.runs_out_at == deadline
        b = await fresh(storage)
        try:
            b.clock = lambda: deadline - 1
            assert await b.check_timers() == 0
            assert b.held_games() == set() and b.loads == 0  # one query, no load
            b.clock = lambda: deadline + 1
            assert await b.check_timers() == 1
            assert b.held_games() == {live.id}
            held = b._live[live.id]
            await b.wait_for_bots(held)
            assert b.bot_errors == []
            entry = storage.seats(live.id)[seat]
            assert (entry.stand_in, entry.resigned, entry.bank_s) == ("random", False, 0.0)
            after = storage.moves(live.id, moves)
            assert after and after[0].seat == seat  # the bot played the seat
            assert await b.check_timers() == 0  # once
        finally:
            await b.close()
        name = storage.seats(live.id)[seat].name
        lines = [m.text for m in storage.messages(live.id, ["system"])]
        assert lines.count(f"{name} ran out of time; a random bot plays for them") == 1
        row = storage.game(live.id)
        assert row is not None and row.runs_out_at != deadline

    run(database_url, scenario)


def test_the_server_s_watch_hands_over_a_game_nobody_holds(database_url: str) -> None:
    """Through the app: the game is dropped from memory (nobody has it open); the
    once-a-second timer loop finds it by its stored deadline."""
    with TestClient(create_app(database_url)) as client:
        service: GameService = client.app.state.service  # type: ignore[attr-defined]
        spec = {
            "game": "puerto_rico",
            "players": 2,
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}],
            "settings": {"timer": TIMER, "stand_in_bot": "random"},
        }
        created = client.post("/api/games", json=spec)
        assert created.status_code == 201, created.text
        game_id = created.json()["game"]["id"]
        for seat in created.json()["seats"]:  # both join (the clocks start), then leave
            with client.websocket_connect(f"/ws/games/{game_id}") as ws:
                hello(ws, seat["token"])
        service.idle_drop_s = 0.0
        for _ in range(100):
            if game_id not in service.held_games():
                break
            time.sleep(0.05)
        assert game_id not in service.held_games()
        stored = service.storage.game(game_id)
        assert stored is not None and stored.runs_out_at is not None
        service.idle_drop_s = 60.0
        service.clock = lambda: time.time() + 601
        deadline = time.time() + 10
        while not service.storage.moves(game_id):
            assert time.time() < deadline, "the stand-in bot never played"
            time.sleep(0.05)
        summary = client.get(f"/api/games/{game_id}").json()
        assert any(s["stand_in"] == "random" for s in summary["seats"])
