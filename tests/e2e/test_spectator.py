"""A spectator (the game page without a token) sees the board and nothing private."""

from __future__ import annotations

import random
import time

import pytest

from tests.e2e.conftest import People, Server
from tests.e2e.driver import api, create_game, play, wait_live, wait_shown

GAMES = {"puerto_rico": 41, "san_juan": 42, "manila": 43}


@pytest.mark.parametrize("game", list(GAMES))
def test_spectator_sees_no_actions_and_no_hand(server: Server, people: People, game: str) -> None:
    seed = GAMES[game]
    game_id, invites = create_game(server.url, game, ["Ann", "Ben", "bot:random"], seed=seed)
    ann = people.open("ann", invites[0])
    ben = people.open("ben", invites[1])
    watcher = people.open("spectator", f"{server.url}/games/{game_id}")
    for person in (ann, ben, watcher):
        wait_live(person.page)
    play({0: ann.page, 1: ben.page}, {0, 1}, random.Random(seed), until=lambda s: s.seq >= 15)

    page = watcher.page
    # The bot may still be moving: look once the game waits for a person again.
    deadline = time.monotonic() + 20
    while (frame := api(server.url, "GET", f"/api/games/{game_id}/state"))[
        "current_player"
    ] not in (0, 1) and not frame["over"]:
        assert time.monotonic() < deadline, "the bot never handed over"
        time.sleep(0.05)
    state = wait_shown(page, "s.seq === arg", frame["seq"])
    assert not state.yours
    viewer = page.get_by_test_id("viewer")
    assert viewer.get_attribute("data-seat") == ""
    assert "spectating" in viewer.inner_text()
    board = page.get_by_test_id("board")
    assert board.is_visible()
    assert board.get_attribute("data-game") == game
    assert page.get_by_test_id("player-board").count() == 3
    for testid in ("legal-actions", "legal-action", "board-action", "bid-input", "hand"):
        assert page.get_by_test_id(testid).count() == 0, f"a spectator sees {testid}"
    assert page.locator('[data-testid="log-entry"].private').count() == 0
    people.shot(watcher, f"{game}-spectator")

    # Nothing private ever reached the spectator's browser.
    frames = [f for f in watcher.frames if f.get("type") == "state"]
    assert frames
    for frame in frames:
        assert frame["legal"] == []
        assert not any(e["private"] for e in frame["view"].get("events", []))
        if game == "san_juan":
            assert all(p["hand"] is None for p in frame["view"]["players_board"])

    if game == "san_juan":
        # The person whose page it is does see a hand (the hook the check above relies on).
        assert ann.page.get_by_test_id("hand").count() == 1
    people.check_no_errors()
