"""Two people in two browsers (two contexts, each with its own cookies), no links passed:
Ann creates a game in the lobby, Ben takes the free seat from the open-games list, leaves,
comes back through "My games" and plays on; then Ben's account brings the same identity
to a second browser, where he plays the game to its end: both see the final scores.
Screenshots in ``artifacts/e2e/friends-*.png``."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e.conftest import People, Server, watch
from tests.e2e.driver import WAIT_MS, api, check_scores, play, wait_finished, wait_live, wait_shown

SEED = 21


def viewer_seat(page: Page) -> str | None:
    viewer = page.get_by_test_id("viewer")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=viewer]')?.textContent !== 'joining…'",
        timeout=WAIT_MS,
    )
    return viewer.get_attribute("data-seat")


def test_friends_find_their_games_without_links(server: Server, people: People) -> None:
    base = server.url
    ann = people.open("ann", base + "/")
    page = ann.page
    page.get_by_test_id("name-input").fill("Ann")
    page.get_by_test_id("rename-button").click()
    page.get_by_test_id("me-name").filter(has_text="Ann").wait_for()
    page.get_by_test_id("game-select").select_option("san_juan")
    page.get_by_test_id("players-select").select_option("2")
    page.get_by_test_id("seat-kind-1").select_option("human")
    page.get_by_test_id("seat-name-1").fill("Friend")
    assert page.get_by_test_id("seat-me-0").is_checked()
    page.get_by_test_id("create-game").click()
    created = page.get_by_test_id("created-game")
    created.wait_for()
    game_id = created.get_attribute("data-game-id")
    assert game_id
    # Ann's own game is in her "My games" at once, not offered to her as an open seat.
    page.locator(f'[data-testid="my-game"][data-game-id="{game_id}"]').wait_for()
    assert api(base, "GET", f"/api/games/{game_id}")["seats"][0]["name"] == "Ann"
    sent = page.locator('[data-testid="invite-link"][data-seat="1"]').input_value()
    assert sent.startswith(f"{base}/games/{game_id}#seat=1&token=")

    # Later, Ann copies the invite link again from the game's page (hers alone: her cookie).
    game_page = ann.context.new_page()
    watch(ann, game_page)
    game_page.goto(f"{base}/games/{game_id}")
    wait_live(game_page)
    assert viewer_seat(game_page) == "0"
    game_page.get_by_test_id("invites").click()
    assert game_page.locator('[data-testid="invite-link"][data-seat="1"]').input_value() == sent
    game_page.screenshot(path=str(people.shots / "friends-creator-invites.png"))

    # Ben takes the free seat from the open-games list: no link.
    ben = people.open("ben", base + "/")
    take = ben.page.locator(
        f'[data-testid="games-open"] [data-testid="game-row"][data-game-id="{game_id}"] '
        '[data-testid="take-seat"]'
    )
    take.wait_for()
    people.shot(ben, "friends-open-games")
    take.click()
    ben.page.wait_for_url(f"{base}/games/{game_id}")
    wait_live(ben.page)
    assert viewer_seat(ben.page) == "1"

    # Ann's lobby updates itself: the game left the open list, no reload.
    page.locator(
        f'[data-testid="games-open"] [data-testid="game-row"][data-game-id="{game_id}"]'
    ).wait_for(state="detached", timeout=WAIT_MS)
    # Ann's lobby links to the game under "My games", no link needed either.
    mine_link = page.locator(
        f'[data-testid="my-game"][data-game-id="{game_id}"] [data-testid="my-game-link"]'
    )
    assert mine_link.get_attribute("href") == f"/games/{game_id}"
    rng = random.Random(SEED)
    pages = {0: game_page, 1: ben.page}
    play(pages, {0, 1}, rng, until=lambda s: s.seq >= 6)

    # Ben leaves (the page closes) and comes back through the lobby's "My games".
    ben.reopen(base + "/")
    mine = ben.page.locator(f'[data-testid="my-game"][data-game-id="{game_id}"]')
    mine.wait_for()
    if mine.get_attribute("data-my-turn") == "true":
        ben.page.wait_for_function("() => document.title.startsWith('(1) ')", timeout=WAIT_MS)
    people.shot(ben, "friends-my-games")
    mine.get_by_test_id("my-game-link").click()
    wait_live(ben.page)
    assert viewer_seat(ben.page) == "1"
    pages = {0: game_page, 1: ben.page}
    play(pages, {0, 1}, rng, until=lambda s: s.seq >= 16)
    wait_shown(ben.page, "s.seq >= 16")
    people.shot(ben, "friends-back-in-seat")

    # Ben makes an account and logs in from a second browser: the same player there.
    ben.reopen(base + "/")
    ben.page.get_by_test_id("account-toggle").click()
    ben.page.get_by_test_id("account-username").fill("ben")
    ben.page.get_by_test_id("account-password").fill("a long password")
    ben.page.get_by_test_id("register-button").click()
    ben.page.get_by_test_id("account-status").filter(has_text="ben").wait_for()
    phone = people.open("ben-phone", base + "/")
    phone.page.get_by_test_id("account-toggle").click()
    phone.page.get_by_test_id("account-username").fill("ben")
    phone.page.get_by_test_id("account-password").fill("a long password")
    phone.page.get_by_test_id("login-button").click()
    phone.page.get_by_test_id("account-status").filter(has_text="ben").wait_for()
    link = phone.page.locator(
        f'[data-testid="my-game"][data-game-id="{game_id}"] [data-testid="my-game-link"]'
    )
    link.wait_for()
    people.shot(phone, "friends-account-second-browser")
    link.click()
    wait_live(phone.page)
    assert viewer_seat(phone.page) == "1"
    # They play on to the end: the finished game's scores, the server's, on both pages.
    result = play({0: game_page, 1: phone.page}, {0, 1}, rng)
    assert result.last is not None and result.last.over
    summary = wait_finished(base, game_id, timeout=WAIT_MS / 1000)
    for person, shown_page in ((ann, game_page), (phone, phone.page)):
        check_scores(shown_page, summary["result"], 2)
        assert shown_page.get_by_test_id("turn-indicator").get_attribute("data-over") == "true"
        shown_page.screenshot(path=str(people.shots / f"friends-final-{person.name}.png"))
    # Ben's first browser, left on the lobby, sees the game finished under "My games"
    # (no reload) and its link shows the same scores.
    done = ben.page.locator(
        f'[data-testid="my-game"][data-game-id="{game_id}"][data-status="finished"]'
    )
    done.wait_for(timeout=WAIT_MS)
    done.get_by_test_id("my-game-link").click()
    check_scores(ben.page, summary["result"], 2)
    people.check_no_errors()
