"""A whole game in the browser: created from the lobby, played by two people to the end.

Two people (each in their own browser context, from their invite link) and a random bot
play each game to the score screen by clicking legal actions, now and then on the board
itself; the final scores shown must be the server's result, every click must have sent
the action it showed, and the replay of the game must end on the same scores.
"""

from __future__ import annotations

import random
import time

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import People, Server
from tests.e2e.driver import Shown, api, check_clicks, check_scores, play, wait_live

NAMES = ("Ann", "Ben")

# game → seed of the people's random choices (the game's own seed is the server's: a
# chosen one is refused when two people play; the game length is whatever it is).
GAMES = {"puerto_rico": 11, "san_juan": 12, "manila": 13}


def create_from_lobby(page: Page, base: str, game: str) -> tuple[str, dict[int, str]]:
    """Fill in the lobby form: three players, two people and a random bot."""
    page.goto(base + "/")
    page.get_by_test_id("game-select").select_option(game)
    page.get_by_test_id("players-select").select_option("3")
    for seat, name in enumerate(NAMES):
        page.get_by_test_id(f"seat-kind-{seat}").select_option("human")
        page.get_by_test_id(f"seat-name-{seat}").fill(name)
    page.get_by_test_id("seat-kind-2").select_option("random")
    assert page.get_by_test_id("seat-name-2").is_hidden()
    page.get_by_test_id("create-game").click()
    created = page.get_by_test_id("created-game")
    created.wait_for()
    game_id = created.get_attribute("data-game-id")
    assert game_id
    links = page.get_by_test_id("invite-link")
    assert links.count() == 2
    invites = {
        int(links.nth(i).get_attribute("data-seat") or "-1"): links.nth(i).input_value()
        for i in range(2)
    }
    assert set(invites) == {0, 1}, invites
    for seat, url in invites.items():
        assert url.startswith(f"{base}/games/{game_id}#seat={seat}&token="), url
    # The lobby lists the new game as open (nobody has joined yet).
    page.locator(
        f'[data-testid="games-open"] [data-testid="game-row"][data-game-id="{game_id}"]'
    ).wait_for()
    return game_id, invites


@pytest.mark.parametrize("game", list(GAMES))
def test_full_game_from_the_lobby(server: Server, people: People, game: str) -> None:
    seed = GAMES[game]
    creator = people.open("creator")
    game_id, invites = create_from_lobby(creator.page, server.url, game)
    people.shot(creator, f"{game}-lobby")

    ann = people.open("ann", invites[0])
    ben = people.open("ben", invites[1])
    for person in (ann, ben):
        wait_live(person.page)
    assert api(server.url, "GET", f"/api/games/{game_id}")["status"] == "active"

    mid: set[int] = set()

    def on_turn(seat: int, page: Page, state: Shown) -> None:
        if seat not in mid and state.seq >= 40:
            mid.add(seat)
            people.shot(ann if seat == 0 else ben, f"{game}-mid-{NAMES[seat].lower()}")

    start = time.monotonic()
    result = play(
        {0: ann.page, 1: ben.page}, {0, 1}, random.Random(seed), board_share=0.35, on_turn=on_turn
    )
    elapsed = time.monotonic() - start
    assert result.last is not None and result.last.over

    summary = api(server.url, "GET", f"/api/games/{game_id}")
    assert summary["status"] == "finished"
    for person in (ann, ben):
        check_scores(person.page, summary["result"], 3)
        people.shot(person, f"{game}-final-{person.name}")
    check_clicks(server.url, game_id, result.clicks)
    assert result.by("board") > 0, "no click on the board"
    print(
        f"\n{game}: {summary['move_number']} moves, {len(result.clicks)} clicks "
        f"({result.by('board')} on the board, {result.by('bid')} bids) in {elapsed:.1f} s "
        f"({result.clicking:.1f} s picking and clicking)"
    )

    # The replay of the finished game, from the play page's top bar, ends on the scores.
    ann.page.get_by_test_id("replay-link").click()
    ann.page.get_by_test_id("replay-page").wait_for()
    ann.page.locator('[data-testid="replay-step"][data-step="0"]').wait_for()
    ann.page.get_by_test_id("replay-last").click()
    ann.page.locator(
        f'[data-testid="replay-step"][data-step="{summary["move_number"]}"]'
    ).wait_for()
    check_scores(ann.page, summary["result"], 3)
    people.check_no_errors()
