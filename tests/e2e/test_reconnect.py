"""A person who leaves mid-game (or loses the connection) comes back and catches up.

While Ann is away, Ben and the bot move; when she is back her page must be live again,
show the current move and the log of everything that happened meanwhile (the same log as
the server's view for her seat), and take her next move.
"""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page, WebSocketRoute

from tests.e2e.conftest import People, Person, Server
from tests.e2e.driver import (
    Play,
    api,
    create_game,
    play,
    shown,
    wait_live,
    wait_shown,
)

SEATS = ["Ann", "Ben", "bot:random"]


def token_of(invite: str) -> str:
    match = re.search(r"token=([^&]+)", invite)
    assert match, invite
    return match.group(1)


def page_log(page: Page) -> list[tuple[int, str]]:
    entries = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid="log-entry"]')]
            .map((e) => [parseInt(e.dataset.move, 10), e.textContent])"""
    )
    return [(move, text) for move, text in entries]


def server_log(base: str, game_id: str, token: str) -> list[tuple[int, str]]:
    """The log of the seat's view, as the page writes it ("<move> <text>")."""
    frame = api(base, "GET", f"/api/games/{game_id}/state", token=token)
    return [(e["move"], f"{e['move']} {e['text']}") for e in frame["view"]["events"]]


def away_while_others_play(
    server: Server, game_id: str, token: str, ben: Person, left_at: int, rng: random.Random
) -> Play:
    """Ben and the bot play until Ann is to act, with at least two moves of Ben's and one
    of the bot's; when Ann is to act too early she moves from elsewhere (over HTTP)."""
    away = Play()
    for from_elsewhere in range(20):
        play({1: ben.page}, {0, 1}, rng, board_share=0.3, result=away)
        last = away.last
        assert last is not None and not last.over
        assert last.current == 0, last
        bot_moves = last.seq - left_at - len(away.clicks) - from_elsewhere
        if len(away.clicks) >= 2 and bot_moves >= 1:
            return away
        frame = api(server.url, "GET", f"/api/games/{game_id}/state", token=token)
        api(
            server.url,
            "POST",
            f"/api/games/{game_id}/moves",
            {"seq": frame["seq"], "action": frame["legal"][0]["id"]},
            token=token,
        )
        wait_shown(ben.page, "s.seq > arg", frame["seq"])
    raise AssertionError("Ben and the bot never got their moves")


def check_caught_up(server: Server, game_id: str, ann: Person, token: str, away: Play) -> int:
    """Ann's page is at the current move, with the server's log; returns the move."""
    summary = api(server.url, "GET", f"/api/games/{game_id}")
    now = wait_shown(ann.page, "s.seq === arg && s.yours", summary["move_number"])
    assert now.current == 0
    assert ann.page.get_by_test_id("move-number").inner_text() == f"move {summary['move_number']}"
    log = page_log(ann.page)
    assert log == server_log(server.url, game_id, token)
    # What Ben did while Ann was away is in her log (an event of move k + 1 tells of the
    # action at move k; some actions, such as paying cards, are told together).
    since = [text for move, text in log if move > away.clicks[0].seq]
    assert any("Ben" in text for text in since), since
    return now.seq


def play_to_bens_turn(ann: Person, ben: Person, rng: random.Random) -> int:
    """Both seats live, then random moves until move 10 or later with Ben to play; that
    move number."""
    wait_live(ann.page)
    wait_live(ben.page)
    before = play(
        {0: ann.page, 1: ben.page}, {0, 1}, rng, until=lambda s: s.seq >= 10 and s.current == 1
    )
    assert before.last is not None and before.last.current == 1
    return before.last.seq


def test_reopen_the_invite_link(server: Server, people: People) -> None:
    game_id, invites = create_game(server.url, "san_juan", SEATS, seed=31)
    ann = people.open("ann", invites[0])
    ben = people.open("ben", invites[1])
    rng = random.Random(31)
    left_at = play_to_bens_turn(ann, ben, rng)

    ann.page.close()
    away = away_while_others_play(server, game_id, token_of(invites[0]), ben, left_at, rng)
    assert away.last is not None and away.last.seq > left_at

    page = ann.reopen(invites[0])
    wait_live(page)
    back_at = check_caught_up(server, game_id, ann, token_of(invites[0]), away)
    people.shot(ann, "reconnect-reopened-ann")

    # Back in the game: her move is taken, and Ben sees it.
    after = play({0: ann.page, 1: ben.page}, {0, 1}, rng, until=lambda s: s.seq > back_at + 3)
    assert after.clicks and after.clicks[0].seat == 0
    wait_shown(ben.page, "s.seq >= arg", after.clicks[0].seq + 1)
    people.check_no_errors()


def test_connection_drop_and_resume(server: Server, people: People) -> None:
    """The WebSocket drops and new ones fail (offline) while the page stays open."""
    game_id, invites = create_game(server.url, "san_juan", SEATS, seed=32)
    ann = people.open("ann")
    offline = False
    routes: list[WebSocketRoute] = []

    def route(ws: WebSocketRoute) -> None:
        if offline:
            ws.close(code=4000, reason="offline")
            return
        ws.connect_to_server()
        routes.append(ws)

    ann.page.route_web_socket(re.compile(r"/ws/games/"), route)
    ann.page.goto(invites[0])
    ben = people.open("ben", invites[1])
    rng = random.Random(32)
    left_at = play_to_bens_turn(ann, ben, rng)

    # The network goes: the open socket is cut and new ones fail until it comes back.
    offline = True
    ann.context.set_offline(True)
    for ws in routes:
        ws.close(code=4000, reason="network down")
    ann.page.wait_for_selector('[data-testid="connection-status"][data-status="reconnecting"]')
    away = away_while_others_play(server, game_id, token_of(invites[0]), ben, left_at, rng)
    state = shown(ann.page)
    assert state is not None and state.seq == left_at, "the page moved on while offline"
    assert (
        ann.page.get_by_test_id("connection-status").get_attribute("data-status") == "reconnecting"
    )
    people.shot(ann, "reconnect-offline-ann")

    offline = False
    ann.context.set_offline(False)  # the page hears "online" and reconnects at once
    wait_live(ann.page, timeout=10_000)
    back_at = check_caught_up(server, game_id, ann, token_of(invites[0]), away)
    people.shot(ann, "reconnect-resumed-ann")

    after = play({0: ann.page, 1: ben.page}, {0, 1}, rng, until=lambda s: s.seq > back_at + 3)
    assert after.clicks and after.clicks[0].seat == 0
    people.check_no_errors()
