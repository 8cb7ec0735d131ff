"""Games that survive people: resigning, handing a waiting seat to a bot and taking it
back, the game's settings, and the chat (players', spectators' and system lines), over
HTTP and the WebSocket, on SQLite and PostgreSQL, kept across a restart."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from tests.server.conftest import auth, state
from tests.server.test_ws import hello, until
from tradewinds.bots import available_bots
from tradewinds.core.phrase import log_phrase_from_json
from tradewinds.i18n import Translator
from tradewinds.server.app import create_app
from tradewinds.server.service import GameService


def make(
    client: TestClient,
    people: int,
    bots: tuple[str, ...] = (),
    settings: dict[str, Any] | None = None,
    game: str = "san_juan",
) -> tuple[str, dict[int, str]]:
    seats = [{"kind": "human", "name": f"P{i}"} for i in range(people)]
    seats += [{"kind": "bot", "bot": b} for b in bots]
    body: dict[str, Any] = {"game": game, "players": len(seats), "seats": seats}
    if settings is not None:
        body["settings"] = settings
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    return data["game"]["id"], {s["seat"]: s["token"] for s in data["seats"]}


def post(
    client: TestClient, game_id: str, what: str, token: str | None, body: Any = None
) -> tuple[int, Any]:
    response = client.post(
        f"/api/games/{game_id}/{what}", headers=auth(token) if token else {}, json=body
    )
    return response.status_code, response.json()


def service(client: TestClient) -> GameService:
    return client.app.state.service  # type: ignore[attr-defined,no-any-return]


def chat_texts(client: TestClient, game_id: str, token: str | None = None) -> list[str]:
    response = client.get(f"/api/games/{game_id}/chat", headers=auth(token) if token else {})
    assert response.status_code == 200, response.text
    return [m["text"] for m in response.json()["messages"]]


def said(ws: WebSocketTestSession) -> dict[str, Any]:
    """The next chat line a person or spectator wrote (system lines skipped)."""
    for _ in range(100):
        line = until(ws, "chat")["message"]
        if line["channel"] != "system":
            return line  # type: ignore[no-any-return]
    raise AssertionError("no chat line")


def send(ws: WebSocketTestSession, **message: Any) -> None:
    ws.send_text(json.dumps(message))


# ------------------------------------------------------------------ resigning
def test_resigning_a_two_player_game_makes_the_other_the_winner(
    client: TestClient, database_url: str
) -> None:
    game_id, tokens = make(client, 2)
    status, body = post(client, game_id, "resign", tokens[0])
    assert (status, body) == (200, {"ok": True})
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["status"] == "finished"
    result = summary["result"]
    assert result["by"] == "resignation" and result["resigned"] == [0]
    assert result["winners"] == [1] and result["ranking"] == [1, 0]
    frame = state(client, game_id, tokens[1])
    assert frame["over"] and frame["legal"] == [] and frame["result"] == result
    # Over is over: no move, no second resignation, and the record is public.
    move = client.post(
        f"/api/games/{game_id}/moves", headers=auth(tokens[1]), json={"seq": 0, "action": 0}
    )
    assert (move.status_code, move.json()["error"]["code"]) == (409, "game_over")
    assert post(client, game_id, "resign", tokens[1])[1]["error"]["code"] == "game_over"
    assert client.get(f"/api/games/{game_id}/replay").json()["record"]["seed"] is not None
    assert "P0 resigned; P1 wins" in chat_texts(client, game_id)
    # A restart keeps the result (the game is not "damaged" for ending before its rules).
    with TestClient(create_app(database_url)) as again:
        summary = again.get(f"/api/games/{game_id}").json()
        assert summary["status"] == "finished" and summary["result"] == result
        assert again.get("/api/games?status=finished").json()["games"][0]["id"] == game_id


def test_resigning_with_three_players_hands_the_seat_to_the_chosen_bot(
    client: TestClient, database_url: str
) -> None:
    game_id, tokens = make(client, 3, settings={"stand_in_bot": "random"})
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as leaver,
        client.websocket_connect(f"/ws/games/{game_id}") as other,
    ):
        hello(leaver, tokens[0])
        hello(other, tokens[1])
        send(leaver, type="resign", ref="r1")
        line = until(other, "chat")["message"]
        assert line["channel"] == "system" and line["text"] == "P0 resigned; a random bot plays on"
        # The same line for every language (the page formats its phrase).
        said = log_phrase_from_json(line["phrase"])
        assert Translator("en").log_phrase(said, []) == line["text"]
        assert Translator("it").log_phrase(said, []) == "P0 ha abbandonato; continua un bot casuale"
        assert until(leaver, "ack") == {"type": "ack", "ref": "r1", "ok": True}
        send(leaver, type="resign", ref="r2")
        error = until(leaver, "error")
        assert (error["code"], error["ref"]) == ("resigned", "r2")
        send(leaver, type="takeback", ref="r3")
        assert until(leaver, "error")["code"] == "resigned"
    seats = state(client, game_id)["seats"]
    assert seats[0]["stand_in"] == "random" and seats[0]["resigned"]
    assert state(client, game_id)["over"] is False
    # The bot plays the seat: whenever seat 0 is to act, the game moves on without it.
    frame = play_until_seat(client, game_id, tokens, 0)
    assert frame["legal"] == []  # the person of seat 0 has no decision any more
    service(client)  # (the bot runs in this server)
    deadline = time.time() + 20
    while state(client, game_id)["current_player"] == 0 and time.time() < deadline:
        time.sleep(0.01)
    assert state(client, game_id)["current_player"] != 0
    with TestClient(create_app(database_url)) as again:
        seats = again.get(f"/api/games/{game_id}").json()["seats"]
        assert seats[0]["stand_in"] == "random" and seats[0]["resigned"] is True


def play_until_seat(
    client: TestClient, game_id: str, tokens: dict[int, str], seat: int
) -> dict[str, Any]:
    """Play the people's first legal moves until ``seat`` is to act (by the bot there)."""
    for _ in range(200):
        frame = state(client, game_id)
        actor = frame["current_player"]
        if actor == seat or frame["over"]:
            return state(client, game_id, tokens[seat])
        mine = state(client, game_id, tokens[actor])
        if not mine["legal"]:
            time.sleep(0.01)
            continue
        client.post(
            f"/api/games/{game_id}/moves",
            headers=auth(tokens[actor]),
            json={"seq": mine["seq"], "action": mine["legal"][0]["id"]},
        )
    raise AssertionError(f"seat {seat} never came to act")


def test_a_resigned_person_cannot_move_and_spectators_cannot_resign(client: TestClient) -> None:
    game_id, tokens = make(client, 3, settings={"stand_in_bot": "random"})
    assert post(client, game_id, "resign", None)[0] == 401
    assert post(client, game_id, "resign", "x" * 30)[0] == 403
    assert post(client, "nosuchgame", "resign", tokens[0])[0] == 404
    with client.websocket_connect(f"/ws/games/{game_id}") as spectator:
        hello(spectator)
        send(spectator, type="resign", ref=1)
        assert until(spectator, "error")["code"] == "unauthorized"


# ------------------------------------------------------- handing seats to bots
def test_a_waiting_seat_is_handed_to_a_bot_only_after_the_set_time(client: TestClient) -> None:
    game_id, tokens = make(client, 3, settings={"takeover_after_s": 120})
    frame = state(client, game_id)
    waiting = frame["current_player"]
    other = (waiting + 1) % 3
    assert frame["takeover_from"] == pytest.approx(time.time() + 120, abs=10)
    status, body = post(client, game_id, "takeover", tokens[other], {"seat": waiting})
    assert (status, body["error"]["code"]) == (409, "too_early")
    assert "may still think for" in body["error"]["message"]
    # Only the seat the game waits for, never a bot's or an unknown one.
    idle = (waiting + 2) % 3
    status, body = post(client, game_id, "takeover", tokens[other], {"seat": idle})
    assert (status, body["error"]["code"]) == (409, "not_waiting")
    for bad in ({"seat": 7}, {"seat": "0"}, {"seat": waiting, "bot": "nobody"}, {}):
        status, body = post(client, game_id, "takeover", tokens[other], bad)
        assert (status, body["error"]["code"]) == (422, "bad_request"), bad
    service(client).clock = lambda: time.time() + 121
    status, body = post(
        client, game_id, "takeover", tokens[other], {"seat": waiting, "bot": "random"}
    )
    assert (status, body) == (200, {"ok": True})
    assert f"P{other} handed P{waiting}'s seat to a random bot" in chat_texts(client, game_id)
    # The bot moves for the seat; the person's own moves are refused meanwhile.
    deadline = time.time() + 20
    while state(client, game_id)["seq"] == frame["seq"] and time.time() < deadline:
        time.sleep(0.01)
    assert state(client, game_id)["seq"] > frame["seq"]
    seats = state(client, game_id)["seats"]
    assert seats[waiting]["stand_in"] == "random" and not seats[waiting]["resigned"]
    status, body = post(client, game_id, "takeover", tokens[other], {"seat": waiting})
    assert (status, body["error"]["code"]) == (409, "already_bot")
    # The person comes back: an explicit action, with the token they always had.
    status, body = post(client, game_id, "takeback", tokens[waiting])
    assert (status, body) == (200, {"ok": True})
    assert state(client, game_id)["seats"][waiting]["stand_in"] is None
    assert f"P{waiting} is back and plays again" in chat_texts(client, game_id)
    status, body = post(client, game_id, "takeback", tokens[waiting])
    assert (status, body["error"]["code"]) == (409, "not_taken_over")


def test_a_person_may_leave_their_own_seat_to_a_bot_and_come_back(client: TestClient) -> None:
    game_id, tokens = make(client, 2, settings={"stand_in_bot": "random"})
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        _, frame = hello(ws, tokens[0])
        mover = frame["current_player"]
        send(ws, type="takeover", seat=0, ref="t")
        assert until(ws, "ack") == {"type": "ack", "ref": "t", "ok": True}
        if mover == 0:  # the bot plays at once: the person's move is refused meanwhile
            status = client.post(
                f"/api/games/{game_id}/moves",
                headers=auth(tokens[0]),
                json={"seq": frame["seq"], "action": frame["legal"][0]["id"]},
            )
            answer = status.json()
            # (the bot's own move, when it picked the same one, is acknowledged again)
            assert answer.get("duplicate") is True or answer["error"]["code"] in (
                "bot_plays",
                "stale_move",
            )
        send(ws, type="takeback", ref="b")
        assert until(ws, "ack")["ref"] == "b"
    assert state(client, game_id)["seats"][0]["stand_in"] is None


def test_the_settings_of_a_game_are_checked(client: TestClient) -> None:
    seats = [{"kind": "human"}, {"kind": "human"}]
    for settings in (
        {"takeover_after_s": -1},
        {"takeover_after_s": True},
        {"takeover_after_s": 10**9},
        {"stand_in_bot": "nobody"},
        {"unknown": 1},
        {"timer": 5},
        {"timer": {"bank_s": 5}},
        {"timer": {"bank_s": 60, "increment_s": -1}},
        {"timer": {"bank_s": 60, "moves": 1}},
        [],
    ):
        response = client.post(
            "/api/games",
            json={"game": "san_juan", "players": 2, "seats": seats, "settings": settings},
        )
        assert response.status_code == 422, settings
        assert response.json()["error"]["code"] == "bad_request"
    game_id, _ = make(client, 2)
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["settings"] == {"takeover_after_s": 300, "stand_in_bot": "medium", "timer": None}


# ----------------------------------------------------------------------- chat
def test_players_chat_reaches_everyone_and_spectators_chat_only_spectators(
    client: TestClient,
) -> None:
    game_id, tokens = make(client, 2)
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as ann,
        client.websocket_connect(f"/ws/games/{game_id}") as bob,
        client.websocket_connect(f"/ws/games/{game_id}") as watcher,
    ):
        hello(ann, tokens[0])
        welcome, _ = hello(bob, tokens[1])
        assert [m["text"] for m in welcome["chat"]] == ["P0 joined", "P1 joined"]
        hello(watcher)
        send(ann, type="chat", text="  <b>hello</b> & good luck  ", ref="c1")
        for ws in (ann, bob, watcher):
            line = said(ws)
            assert line["channel"] == "players" and line["name"] == "P0"
            assert line["text"] == "<b>hello</b> & good luck"  # stored as written
        assert until(ann, "ack")["ref"] == "c1"
        send(watcher, type="chat", text="P1 holds a library", ref="s1")
        line = said(watcher)
        assert (line["channel"], line["name"], line["seat"]) == ("spectators", "spectator", None)
        # The players never receive it: their next chat frame is the next players' line.
        send(bob, type="chat", text="thanks")
        for ws in (ann, bob):
            assert said(ws)["text"] == "thanks"
    assert "P1 holds a library" not in chat_texts(client, game_id, tokens[0])
    assert "P1 holds a library" in chat_texts(client, game_id)
    status, body = post(client, game_id, "chat", None, {"text": "from the web"})
    assert status == 200 and body["ok"] is True
    assert chat_texts(client, game_id)[-1] == "from the web"


def test_chat_lines_are_capped_checked_and_rate_limited(client: TestClient) -> None:
    game_id, tokens = make(client, 2)
    for bad in ("", "   ", "x" * 301, "bell\x07", 5, None):
        status, body = post(client, game_id, "chat", tokens[0], {"text": bad})
        assert (status, body["error"]["code"]) == (422, "bad_request"), bad
    assert post(client, game_id, "chat", tokens[0], {"text": "y" * 300})[0] == 200
    answers = [post(client, game_id, "chat", tokens[0], {"text": f"{n}"})[0] for n in range(8)]
    assert answers[:4] == [200] * 4 and answers[-1] == 429
    # Another seat has its own allowance.
    assert post(client, game_id, "chat", tokens[1], {"text": "mine"})[0] == 200
    assert post(client, game_id, "chat", "x" * 30, {"text": "who"})[0] == 403


# ------------------------------------------------------------------ migration
def test_a_database_of_revision_0002_with_a_game_upgrades_and_plays_on(
    database_url: str,
) -> None:
    import sqlalchemy as sa

    from tradewinds.server.migrate import upgrade
    from tradewinds.server.service import hash_token

    engine = sa.create_engine(database_url)
    upgrade(engine, "0002")
    token = "t" * 32
    with engine.begin() as db:
        db.execute(
            sa.text(
                "INSERT INTO games (id, game, players, seed, options, names, status,"
                " move_count, result, created_at, updated_at, seed_chosen) VALUES"
                " ('old', 'san_juan', 2, 7, '{}', '[\"Ann\", \"Bob\"]', 'active', 0, NULL,"
                " :now, :now, false)"
            ),
            # Recent: an unstarted game older than the expiry time would be forgotten.
            {"now": time.time()},
        )
        for seat, name, kind, bot, digest in (
            (0, "Ann", "human", None, hash_token(token)),
            (1, "Bob", "bot", "random", None),
        ):
            db.execute(
                sa.text(
                    "INSERT INTO seats (game_id, seat, kind, bot, name, token_hash, joined)"
                    " VALUES ('old', :seat, :kind, :bot, :name, :digest, :joined)"
                ),
                {
                    "seat": seat,
                    "kind": kind,
                    "bot": bot,
                    "name": name,
                    "digest": digest,
                    "joined": kind == "bot",
                },
            )
    engine.dispose()
    with TestClient(create_app(database_url)) as client:  # the server migrates at start
        summary = client.get("/api/games/old").json()
        assert summary["settings"] == {
            "takeover_after_s": 300,
            "stand_in_bot": "medium",
            "timer": None,
        }
        assert [(s["stand_in"], s["resigned"]) for s in summary["seats"]] == [(None, False)] * 2
        assert post(client, "old", "chat", token, {"text": "still here"})[0] == 200
        status, _ = post(client, "old", "resign", token)
        assert status == 200
        assert client.get("/api/games/old").json()["result"]["winners"] == [1]


# ------------------------------------------------------- two server processes
def test_another_process_sees_a_resignation_and_a_bot_taking_over(database_url: str) -> None:
    import asyncio

    from tests.server.test_two_processes import run
    from tradewinds.server.service import MoveError

    async def scenario(a: GameService, b: GameService) -> None:
        people = [{"kind": "human", "name": f"P{i}"} for i in range(3)]
        live_a, _ = await a.create(
            {
                "game": "san_juan",
                "players": 3,
                "seats": people,
                "settings": {"stand_in_bot": "random"},
            }
        )
        live_b = await b.live(live_a.id)
        assert live_b is not None
        waiting = live_a.state.current_player
        assert waiting is not None
        await a.takeover(live_a, waiting, waiting)  # the person leaves, in process a
        for _ in range(500):  # process a's bot moves; process b learns both changes
            await b.refresh(live_b)
            if len(live_b.moves) > 0:
                break
            await asyncio.sleep(0.01)
        assert live_b.seats[waiting].stand_in == "random"
        assert b.frame(live_b, None)["seats"] == a.frame(live_a, None)["seats"]
        other = (waiting + 1) % 3
        await b.resign(live_b, other)
        await a.refresh(live_a)
        assert live_a.seats[other].resigned and live_a.seats[other].stand_in == "random"
        try:
            await a.resign(live_a, other)
        except MoveError as exc:
            assert exc.code == "resigned"
        else:
            raise AssertionError("resigned twice")

    run(database_url, scenario)


# -------------------------------------------------------------------- rematch
def test_a_rematch_seats_the_same_people_with_a_new_seed_and_links_both_games(
    client: TestClient,
) -> None:
    game_id, tokens = make(client, 2, settings={"takeover_after_s": 60, "stand_in_bot": "easy"})
    status, body = post(client, game_id, "rematch", tokens[0])
    assert (status, body["error"]["code"]) == (409, "not_over")
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        hello(ws, tokens[1])
        assert post(client, game_id, "resign", tokens[0])[0] == 200
        status, body = post(client, game_id, "rematch", tokens[0])
        assert status == 200, body
        rematch = body["game"]
        assert body["invite"] == f"/games/{rematch['id']}#seat=0&token={tokens[0]}"
        told = until(ws, "rematch")
        assert told == {"type": "rematch", "game_id": rematch["id"]}
        # The second seat to ask gets the same game.
        send(ws, type="rematch", ref="again")
        assert until(ws, "ack") == {
            "type": "ack",
            "ref": "again",
            "ok": True,
            "game_id": rematch["id"],
        }
    before = client.get(f"/api/games/{game_id}").json()
    assert before["rematch_id"] == rematch["id"] and rematch["rematch_of"] == game_id
    for key in ("game", "players", "options", "settings"):
        assert rematch[key] == before[key]
    assert [(s["name"], s["kind"], s["bot"]) for s in rematch["seats"]] == [
        (s["name"], s["kind"], s["bot"]) for s in before["seats"]
    ]
    assert not any(s["resigned"] or s["stand_in"] for s in rematch["seats"])
    # Each person's token is their seat in the rematch; the deal is new.
    for seat, token in tokens.items():
        assert state(client, rematch["id"], token)["seat"] == seat
    games = service(client)._live
    assert games[rematch["id"]].row.seed != games[game_id].row.seed
    assert rematch["seed_chosen"] is False
    assert "P0 started a rematch" in chat_texts(client, game_id)


# ----------------------------------------------------------------------- undo
def undoable_choice(client: TestClient, game_id: str) -> dict[str, Any]:
    """A legal action of the player to act that the engine lets them take back."""
    live = service(client)._live[game_id]
    for action in live.state.legal_actions():
        trial = live.state.clone()
        trial.apply(action)
        if trial.current_player == live.state.current_player and trial.undoable():
            return {"id": action.id, "text": str(action)}
    raise AssertionError("no undoable decision now")


def test_undo_restores_the_position_and_is_kept_in_the_log(
    client: TestClient, database_url: str
) -> None:
    game_id, tokens = make(client, 2)
    actor = state(client, game_id)["current_player"]
    other = 1 - actor
    views = {seat: state(client, game_id, tokens.get(seat)) for seat in (actor, other, None)}
    position = service(client)._live[game_id].state.position_hash()
    choice = undoable_choice(client, game_id)
    moved = client.post(
        f"/api/games/{game_id}/moves",
        headers=auth(tokens[actor]),
        json={"seq": 0, "action": choice["id"]},
    )
    assert moved.status_code == 200
    assert state(client, game_id, tokens[actor])["undo"] is True
    # The other seat cannot take back a decision that is not theirs; a stale seq is stale.
    status, body = post(client, game_id, "undo", tokens[other], {"seq": 1})
    assert (status, body["error"]["code"]) == (409, "not_your_turn")
    status, body = post(client, game_id, "undo", tokens[actor], {"seq": 0})
    assert (status, body["error"]["code"]) == (409, "stale_move")
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        hello(ws, tokens[other])
        status, body = post(client, game_id, "undo", tokens[actor], {"seq": 1})
        assert (status, body) == (200, {"ok": True, "seq": 2, "duplicate": False})
        frame = until(ws, "state")
        assert frame["events_from"] is None and frame["seq"] == 2
    # Every seat and the spectator see exactly what they saw before the decision.
    assert service(client)._live[game_id].state.position_hash() == position
    for seat, before in views.items():
        after = state(client, game_id, tokens.get(seat))
        assert after["view"] == before["view"] and after["legal"] == before["legal"]
        assert after["seq"] == before["seq"] + 2
    # The summary gives API clients the same seq (the engine's move number went back).
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["seq"] == 2 and summary["move_number"] == 0
    assert post(client, game_id, "undo", tokens[actor], {"seq": 1})[1]["duplicate"] is True
    status, body = post(client, game_id, "undo", tokens[actor], {"seq": 2})
    assert (status, body["error"]["code"]) == (409, "not_undoable")
    assert f"P{actor} took back a decision" in chat_texts(client, game_id)
    # The log holds the move and its undo: a restart replays both, the replay shows both.
    with TestClient(create_app(database_url)) as again:
        frame = again.get(f"/api/games/{game_id}/state", headers=auth(tokens[actor])).json()
        assert frame["view"] == views[actor]["view"] and frame["seq"] == 2
        assert again.get(f"/api/games/{game_id}/replay").json()["steps"] == 2
        steps = [again.get(f"/api/games/{game_id}/replay/{k}").json() for k in range(3)]
        assert steps[0]["view"] == steps[2]["view"] != steps[1]["view"]


def test_a_decision_that_drew_cards_cannot_be_undone(client: TestClient) -> None:
    game_id, tokens = make(client, 2)
    frame = state(client, game_id)
    actor = frame["current_player"]
    mine = state(client, game_id, tokens[actor])
    councillor = next(a for a in mine["legal"] if a["text"] == "councillor")
    assert (
        client.post(
            f"/api/games/{game_id}/moves",
            headers=auth(tokens[actor]),
            json={"seq": 0, "action": councillor["id"]},
        ).status_code
        == 200
    )
    before = state(client, game_id, tokens[actor])
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        hello(ws, tokens[actor])
        send(ws, type="undo", seq=1, ref="u")
        error = until(ws, "error")
        assert (error["code"], error["ref"]) == ("not_undoable", "u")
        assert "showed something hidden" in error["message"]
    assert state(client, game_id, tokens[actor]) == before


# --------------------------------------------------------------------- timers
def join_all(client: TestClient, game_id: str, tokens: dict[int, str]) -> None:
    """Every person connects once (the game is no longer open), then leaves."""
    for token in tokens.values():
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            hello(ws, token)


def test_a_person_whose_time_bank_runs_out_is_handed_to_a_bot(client: TestClient) -> None:
    timer = {"bank_s": 60, "increment_s": 10}
    game_id, tokens = make(client, 2, settings={"timer": timer, "stand_in_bot": "random"})
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["settings"]["timer"] == timer
    assert [s["bank_s"] for s in summary["seats"]] == [60.0, 60.0]
    join_all(client, game_id, tokens)
    live = service(client)._live[game_id]
    start = live.turn_since
    frame = state(client, game_id)
    actor = frame["current_player"]
    assert frame["runs_out_at"] == pytest.approx(start + 60)
    # The actor thinks 20 s: 60 - 20 + 10 left.
    service(client).clock = lambda: start + 20
    mine = state(client, game_id, tokens[actor])
    choice = next(a for a in mine["legal"] if a["text"] == "councillor")  # the turn goes on
    moved = client.post(
        f"/api/games/{game_id}/moves",
        headers=auth(tokens[actor]),
        json={"seq": mine["seq"], "action": choice["id"]},
    )
    assert moved.status_code == 200
    assert state(client, game_id)["seats"][actor]["bank_s"] == pytest.approx(50.0)
    assert state(client, game_id)["runs_out_at"] == pytest.approx(start + 20 + 50)
    # Then the bank runs out: the server's watch hands the seat to the game's bot.
    service(client).clock = lambda: start + 20 + 51
    deadline = time.time() + 10
    while state(client, game_id)["seats"][actor]["stand_in"] is None:
        assert time.time() < deadline, "the timer never ran out"
        time.sleep(0.05)
    seat = state(client, game_id)["seats"][actor]
    assert seat["bank_s"] == 0 and not seat["resigned"]
    assert f"P{actor} ran out of time; a random bot plays for them" in chat_texts(client, game_id)
    # The person may take the seat back, with a little time to play.
    assert post(client, game_id, "takeback", tokens[actor])[0] == 200
    assert state(client, game_id)["seats"][actor]["bank_s"] == pytest.approx(30.0)


def test_no_clock_runs_while_a_person_seat_is_empty(client: TestClient) -> None:
    """Waiting for a friend costs nobody's bank: the clocks start when the last person
    joins, and the person to act then has their whole bank."""
    timer = {"bank_s": 60, "increment_s": 10}
    game_id, tokens = make(client, 3, settings={"timer": timer, "stand_in_bot": "random"})
    live = service(client)._live[game_id]
    created = live.turn_since
    with client.websocket_connect(f"/ws/games/{game_id}") as first:
        hello(first, tokens[0])
        # Long past the bank: nobody is handed to a bot while seat 2 is empty.
        service(client).clock = lambda: created + 600
        time.sleep(1.5)  # the server's watch looks every second
        frame = state(client, game_id)
        assert client.get(f"/api/games/{game_id}").json()["status"] == "open"
        assert frame["runs_out_at"] is None
        assert all(s["stand_in"] is None for s in frame["seats"])
        stored = service(client).storage.game(game_id)
        assert stored is not None and stored.runs_out_at is None
        join_all(client, game_id, {k: v for k, v in tokens.items() if k != 0})
        frame = state(client, game_id)
        assert client.get(f"/api/games/{game_id}").json()["status"] == "active"
        assert frame["runs_out_at"] == pytest.approx(created + 600 + 60)
        stored = service(client).storage.game(game_id)
        assert stored is not None and stored.runs_out_at == pytest.approx(created + 660)
        assert all(s["stand_in"] is None for s in frame["seats"])


def test_a_game_without_a_timer_never_runs_out(client: TestClient) -> None:
    game_id, _ = make(client, 2)
    live = service(client)._live[game_id]
    service(client).clock = lambda: live.turn_since + 10**6
    assert state(client, game_id)["runs_out_at"] is None
    time.sleep(1.5)  # a round of the server's watch
    assert all(s["stand_in"] is None for s in state(client, game_id)["seats"])


def test_every_bot_level_has_its_words_in_the_chat_s_system_lines() -> None:
    """ "a hard bot" / "un bot difficile" / "un bot greu": each level the server may name."""
    for level in available_bots():
        kind, _, style = level.partition("-")  # heuristic-shipper: a style of the heuristic
        english = f"{'an' if level[0] in 'aeiou' else 'a'} {kind} bot"
        if style:
            english += f" ({style})"
        assert Translator("en").text(f"chat-a-bot-{level}") == english
        for lang in ("it", "ro"):
            assert Translator(lang).has(f"chat-a-bot-{level}"), (lang, level)
