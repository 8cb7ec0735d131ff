"""The HTTP API: creating and listing games, and every check on a move, in its order
(docs/web.md: token -> game exists -> seat -> not over -> move number -> turn -> legal)."""

from __future__ import annotations

import threading
from typing import Any

from fastapi.testclient import TestClient

import tradewinds
from tests.server.conftest import auth, create, state, wait_for_people

PEOPLE = ("human", "human", "human")


def move(client: TestClient, game_id: str, token: str | None, body: Any) -> tuple[int, Any]:
    headers = auth(token) if token else {}
    response = client.post(f"/api/games/{game_id}/moves", json=body, headers=headers)
    return response.status_code, response.json()


def to_act(
    client: TestClient, game_id: str, tokens: dict[int, str]
) -> tuple[int, str, dict[str, Any]]:
    frame = state(client, game_id)
    seat = frame["current_player"]
    mine = state(client, game_id, tokens[seat])
    return seat, tokens[seat], mine


# ---------------------------------------------------------------- the lobby
def test_catalog_lists_every_game_and_bot(client: TestClient) -> None:
    body = client.get("/api/catalog").json()
    assert {g["name"] for g in body["games"]} == {"puerto_rico", "san_juan", "manila"}
    assert {"random", "easy", "medium", "hard", "expert"} <= set(body["bots"])


def test_create_gives_one_token_per_person_and_lists_by_status(client: TestClient) -> None:
    game_id, tokens = create(client, seats=("human", "bot:random", "human"))
    assert set(tokens) == {0, 2} and len(set(tokens.values())) == 2
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["status"] == "open"
    assert [s["kind"] for s in summary["seats"]] == ["human", "bot", "human"]
    assert "token" not in str(summary) and tokens[0] not in str(summary)
    assert [g["id"] for g in client.get("/api/games?status=open").json()["games"]] == [game_id]
    # Both people join (a first move or a connection): the game is in progress.
    for token in tokens.values():
        state(client, game_id, token)
        client.post(
            f"/api/games/{game_id}/moves", json={"seq": -1, "action": 0}, headers=auth(token)
        )
    assert client.get(f"/api/games/{game_id}").json()["status"] == "active"
    assert client.get("/api/games?status=open").json()["games"] == []
    assert client.get("/api/games?status=bogus").status_code == 422


def test_create_refuses_bad_requests_with_clear_messages(client: TestClient) -> None:
    cases: list[tuple[Any, str]] = [
        ({"game": "chess", "players": 2, "seats": [{"kind": "human"}] * 2}, "unknown game"),
        ({"game": "san_juan", "players": 9, "seats": [{"kind": "human"}] * 9}, "played by"),
        ({"game": "san_juan", "players": 2, "seats": [{"kind": "human"}]}, "must list 2 seats"),
        (
            {
                "game": "san_juan",
                "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "x"}],
            },
            "unknown bot",
        ),
        (
            {"game": "san_juan", "players": 2, "seats": [{"kind": "robot"}, {"kind": "human"}]},
            "'kind'",
        ),
        (
            {
                "game": "san_juan",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "options": {"x": 1},
            },
            "unknown option",
        ),
        ({"game": "san_juan", "players": "2", "seats": []}, "'players'"),
    ]
    for body, words in cases:
        response = client.post("/api/games", json=body)
        assert response.status_code == 422, body
        assert words in response.json()["error"]["message"], response.json()
    assert client.get("/api/games").json()["games"] == []
    response = client.post(
        "/api/games", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request"
    response = client.post("/api/games", content=b"x" * 20_000)
    assert response.status_code == 413


# ------------------------------------------------------- the checks, in order
def test_each_check_answers_with_its_own_code(client: TestClient) -> None:
    game_id, tokens = create(client, seats=PEOPLE)
    seat, token, mine = to_act(client, game_id, tokens)
    other = tokens[(seat + 1) % 3]
    legal = mine["legal"][0]
    seq = mine["seq"]
    # 1. no token / a malformed one
    assert (
        move(client, game_id, None, {"seq": seq, "action": legal["id"]})[1]["error"]["code"]
        == "unauthorized"
    )
    assert move(client, game_id, "short", {"seq": seq, "action": legal["id"]})[0] == 401
    # 2. no such game (checked before the token is matched)
    status, body = move(client, "nosuchgame", token, {"seq": seq, "action": legal["id"]})
    assert (status, body["error"]["code"]) == (404, "no_such_game")
    # 3. a well-formed token of no seat of this game
    status, body = move(client, game_id, "A" * 32, {"seq": seq, "action": legal["id"]})
    assert (status, body["error"]["code"]) == (403, "forbidden")
    # 6. another seat's turn
    status, body = move(client, game_id, other, {"seq": seq, "action": legal["id"]})
    assert (status, body["error"]["code"]) == (409, "not_your_turn")
    # 7. not legal: the engine's message names the rule
    illegal = next(
        a
        for a in tradewinds.new_game("san_juan", 3, seed=0).table.actions
        if a.id not in {x["id"] for x in mine["legal"]}
    )
    status, body = move(client, game_id, token, {"seq": seq, "action": illegal.id})
    assert (status, body["error"]["code"]) == (422, "illegal_action")
    assert str(illegal) in body["error"]["message"]
    status, body = move(client, game_id, token, {"seq": seq, "action": "fly to the moon"})
    assert (status, body["error"]["code"]) == (422, "illegal_action")
    # 5. a legal move with the wrong move number
    status, body = move(client, game_id, token, {"seq": seq + 3, "action": legal["id"]})
    assert (status, body["error"]["code"]) == (409, "stale_move")
    # Nothing of that changed the game.
    assert state(client, game_id, token) == mine
    # Order: a stale number is reported before the turn and the action (both judged on a
    # state that client has not seen: it must catch up first).
    status, body = move(client, game_id, other, {"seq": seq + 3, "action": "fly"})
    assert body["error"]["code"] == "stale_move"
    status, body = move(client, game_id, token, {"seq": seq + 3, "action": illegal.id})
    assert body["error"]["code"] == "stale_move"
    # Order: a wrong turn is reported before an illegal action.
    status, body = move(client, game_id, other, {"seq": seq, "action": "fly"})
    assert body["error"]["code"] == "not_your_turn"
    # Malformed bodies
    assert (
        move(client, game_id, token, {"seq": "0", "action": legal["id"]})[1]["error"]["code"]
        == "bad_request"
    )
    assert (
        move(client, game_id, token, {"seq": seq, "action": [1]})[1]["error"]["code"]
        == "bad_request"
    )
    assert move(client, game_id, token, {"seq": seq})[1]["error"]["code"] == "bad_request"
    # The move itself, by notation.
    status, body = move(client, game_id, token, {"seq": seq, "action": legal["text"]})
    assert (status, body) == (200, {"ok": True, "seq": seq + 1, "duplicate": False})


def test_a_resent_move_is_acknowledged_once_and_applied_once(client: TestClient) -> None:
    game_id, tokens = create(client, seats=PEOPLE)
    _seat, token, mine = to_act(client, game_id, tokens)
    body = {"seq": mine["seq"], "action": mine["legal"][0]["id"]}
    assert move(client, game_id, token, body) == (
        200,
        {"ok": True, "seq": mine["seq"] + 1, "duplicate": False},
    )
    after = state(client, game_id)
    for resend in (body, {"seq": body["seq"], "action": mine["legal"][0]["text"]}):
        assert move(client, game_id, token, resend) == (
            200,
            {"ok": True, "seq": mine["seq"] + 1, "duplicate": True},
        )
    assert state(client, game_id) == after
    # A different action under the same (used) number is refused as stale, not taken as a
    # resend (the move number is checked before the turn and the action).
    if len(mine["legal"]) > 1:
        status, reply = move(
            client, game_id, token, {"seq": body["seq"], "action": mine["legal"][1]["id"]}
        )
        assert (status, reply["error"]["code"]) == (409, "stale_move")
        assert state(client, game_id) == after


def test_of_concurrent_submissions_exactly_one_wins(client: TestClient) -> None:
    game_id, tokens = create(client, seats=PEOPLE)
    _seat, token, mine = to_act(client, game_id, tokens)
    seq = mine["seq"]
    choices = [a["id"] for a in mine["legal"]]
    results: list[tuple[int, Any]] = []

    def submit(action: int) -> None:
        results.append(move(client, game_id, token, {"seq": seq, "action": action}))

    threads = [threading.Thread(target=submit, args=(choices[i % len(choices)],)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    applied = [r for r in results if r[0] == 200 and not r[1]["duplicate"]]
    assert len(applied) == 1
    # The losers (docs/web.md): the same move acknowledged again, any other one stale.
    for status, reply in results:
        if reply is not applied[0][1]:
            assert (status == 200 and reply["duplicate"]) or (
                status == 409 and reply["error"]["code"] == "stale_move"
            ), reply
    assert state(client, game_id)["seq"] == seq + 1


def test_game_over_is_reported_and_the_result_is_kept(client: TestClient) -> None:
    game_id, tokens = create(client, seats=("human", "bot:random"), seed=3)
    token = tokens[0]
    for _ in range(3000):
        frame = wait_for_people(client, game_id, tokens)
        if frame["over"]:
            break
        mine = state(client, game_id, token)
        assert (
            move(client, game_id, token, {"seq": mine["seq"], "action": mine["legal"][-1]["id"]})[0]
            == 200
        )
    final = state(client, game_id, token)
    assert final["over"] and final["result"]["over"]
    status, body = move(client, game_id, token, {"seq": final["seq"], "action": 0})
    assert (status, body["error"]["code"]) == (409, "game_over")
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["status"] == "finished" and summary["result"] == final["result"]
    assert [g["id"] for g in client.get("/api/games?status=finished").json()["games"]] == [game_id]
    # The finished game replays step by step, to the same final view, every seat's
    # secrets revealed (each seat's board as that seat sees it).
    replay = client.get(f"/api/games/{game_id}/replay").json()
    assert replay["over"] and len(replay["record"]["actions"]) == replay["steps"]
    last = client.get(f"/api/games/{game_id}/replay/{replay['steps']}").json()
    shown = state(client, game_id)["view"]
    assert last["revealed"] is True
    assert {k: v for k, v in last["view"].items() if k not in ("players_board", "events")} == {
        k: v for k, v in shown.items() if k != "players_board" and k != "events"
    } | {"revealed": True}
    own = state(client, game_id, token)["view"]["players_board"][0]
    assert last["view"]["players_board"][0] == own
    first = client.get(f"/api/games/{game_id}/replay/0").json()
    assert first["seq"] == 0
    assert client.get(f"/api/games/{game_id}/replay/{replay['steps'] + 1}").status_code == 404


def test_a_running_game_replays_only_what_a_spectator_sees(client: TestClient) -> None:
    game_id, tokens = create(client, seats=PEOPLE)
    _seat, token, mine = to_act(client, game_id, tokens)
    move(client, game_id, token, {"seq": mine["seq"], "action": mine["legal"][0]["id"]})
    replay = client.get(f"/api/games/{game_id}/replay").json()
    assert replay["record"]["actions"] is None and replay["steps"] == 1
    step = client.get(f"/api/games/{game_id}/replay/1").json()
    assert step["view"] == state(client, game_id)["view"]  # the spectator's view
    assert step["seat"] is None and step["legal"] == []


def test_search_bots_move_in_other_processes_without_blocking(client: TestClient) -> None:
    """A `hard` bot thinks in a worker process; meanwhile the server answers at once."""
    import time

    game_id, tokens = create(client, seats=("human", "bot:hard", "bot:random"), seed=21)
    service = client.app.state.service  # type: ignore[attr-defined]
    live = service._live[game_id]
    started = time.perf_counter()
    slowest = 0.0
    while time.perf_counter() - started < 90 and sum(s == 1 for s, _ in live.moves) < 2:
        asked = time.perf_counter()
        frame = state(client, game_id)  # answered while the bots think
        slowest = max(slowest, time.perf_counter() - asked)
        if frame["current_player"] == 0:
            mine = state(client, game_id, tokens[0])
            move(client, game_id, tokens[0], {"seq": mine["seq"], "action": mine["legal"][0]["id"]})
        time.sleep(0.01)
    assert service.bot_errors == []
    assert sum(s == 1 for s, _ in live.moves) >= 2, "the hard bot did not move"
    assert slowest < 1.0  # the server never waited for the bot's search
