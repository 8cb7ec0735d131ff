"""After the game (issue 16): a finished game's frames and summary explain the score, and
its replay shows at every step everything that was hidden then (hands, VP chips, shares,
private events); a running game's replay shows nothing hidden (test_secrets.py scans it
in depth)."""

from __future__ import annotations

import importlib.util
import random
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import tradewinds
from tests.server.conftest import auth, create, state
from tradewinds.server.service import explained, final_result

# The players_board field each game keeps secret while it runs.
SECRET = {"san_juan": "hand", "manila": "shares", "puerto_rico": "vp_chips"}


def finished(client: TestClient, game: str) -> tuple[str, dict[str, Any]]:
    game_id, _ = create(client, game=game, seats=("bot:random", "bot:random", "bot:random"))
    for _ in range(6000):
        frame = state(client, game_id)
        if frame["over"]:
            return game_id, frame
        time.sleep(0.01)
    raise AssertionError("the bots never finished")


@pytest.mark.parametrize("game", sorted(SECRET))
def test_a_finished_game_explains_its_score(client: TestClient, game: str) -> None:
    """The last frame and GET /api/games/{id} carry the breakdown: lines adding up to each
    seat's total, the ranking, a summary sentence."""
    game_id, frame = finished(client, game)
    breakdown = frame["result"]["breakdown"]
    for entry, score in zip(breakdown["players"], frame["result"]["scores"], strict=True):
        assert sum(line["value"] for line in entry["lines"]) == entry["total"] == score["total"]
        assert all(line["label"] for line in entry["lines"])
    assert breakdown["winners"] == frame["result"]["winners"]
    assert breakdown["summary"]
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["result"]["breakdown"] == breakdown


@pytest.mark.parametrize("game", sorted(SECRET))
def test_a_finished_games_replay_reveals_what_was_hidden(client: TestClient, game: str) -> None:
    """Every step of a finished game's replay shows each seat's secret as that seat saw
    it at that step (the record rebuilds it), and the private events."""
    game_id, _ = finished(client, game)
    record = client.get(f"/api/games/{game_id}/replay").json()["record"]
    steps = len(record["actions"])
    field = SECRET[game]
    private_seen = False
    for step in sorted({1, steps // 2, steps}):
        frame = client.get(f"/api/games/{game_id}/replay/{step}").json()
        assert frame["revealed"] is True and frame["view"]["revealed"] is True
        then = tradewinds.replay({**record, "actions": record["actions"][:step]})
        for seat, board in enumerate(frame["view"]["players_board"]):
            own = then.view(seat)["players_board"][seat][field]
            assert board[field] is not None and board[field] == own
        private_seen |= any(e["private"] for e in frame["view"]["events"])
    assert private_seen


def test_a_running_games_replay_reveals_nothing(client: TestClient) -> None:
    """While the game runs, no replay step shows a hand or a private event."""
    game_id, tokens = create(client, game="san_juan", seats=("human", "bot:random"))
    for _ in range(6):
        frame = state(client, game_id, tokens[0])
        if frame["legal"]:
            body = {"action": frame["legal"][0]["id"], "seq": frame["seq"]}
            response = client.post(
                f"/api/games/{game_id}/moves", json=body, headers=auth(tokens[0])
            )
            assert response.status_code == 200, response.text
        time.sleep(0.05)
    steps = client.get(f"/api/games/{game_id}/replay").json()["steps"]
    assert steps >= 2
    for step in range(steps + 1):
        frame = client.get(f"/api/games/{game_id}/replay/{step}").json()
        assert frame["revealed"] is False and "revealed" not in frame["view"]
        assert all(board["hand"] is None for board in frame["view"]["players_board"])
        assert not any(e["private"] for e in frame["view"]["events"])
        assert frame["result"] is None


def test_the_web_final_screen_fixtures_are_current(tmp_path: Path) -> None:
    """web/fixtures/after/ (the final screen's renderer test) is what the engines and
    the server write today: regenerated here, it must be identical."""
    script = Path(__file__).resolve().parents[2] / "web" / "scripts" / "make_after_fixtures.py"
    spec = importlib.util.spec_from_file_location("make_after_fixtures", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(tmp_path)
    committed = script.parent.parent / "fixtures" / "after"
    for fresh in sorted(tmp_path.glob("*.json")):
        assert fresh.read_text() == (committed / fresh.name).read_text(), (
            f"{fresh.name} is stale: run web/scripts/make_after_fixtures.py"
        )


def test_a_result_stored_before_the_breakdown_gets_it() -> None:
    """Databases written before the breakdown hold results without it: clients get it
    added from the replayed game; a resignation's result stays as it is."""
    game = tradewinds.new_game("manila", 3, seed=4)
    chooser = random.Random(4)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    old = game.result()
    assert "breakdown" not in old
    assert explained(old, game) == final_result(game)
    assert explained(old, game)["breakdown"] == game.score_breakdown()
    resigned = {"over": True, "by": "resignation", "resigned": [1], "winners": [0]}
    assert explained(resigned, game) == resigned
