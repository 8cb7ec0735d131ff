"""The replay page of a finished game: first / prev / next / last, everything that was
hidden, and the final screen."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.e2e.conftest import People, Server
from tests.e2e.driver import check_scores, create_game, wait_finished, wait_live


def at_step(page: Page, k: int, steps: int) -> None:
    page.locator(f'[data-testid="replay-step"][data-step="{k}"]').wait_for()
    assert page.get_by_test_id("replay-step").inner_text() == f"{k} / {steps}"
    page.locator('[data-testid="move-number"]', has_text=f"move {k}").wait_for()
    assert page.get_by_test_id("move-number").inner_text() == f"move {k}"


def test_replay_steps_to_the_final_scores(server: Server, people: People) -> None:
    game_id, _ = create_game(server.url, "san_juan", ["bot:random"] * 3, seed=51)
    summary = wait_finished(server.url, game_id)
    steps = summary["move_number"]
    viewer = people.open("viewer", f"{server.url}/games/{game_id}/replay")
    page = viewer.page
    page.get_by_test_id("replay-page").wait_for()
    at_step(page, 0, steps)
    assert page.get_by_test_id("board").is_visible()
    # The seed was chosen (no person plays): the page says so.
    assert page.get_by_test_id("seed-chosen").inner_text() == "Set-up seed chosen by the creator"
    assert page.get_by_test_id("final-scores").count() == 0
    assert page.get_by_test_id("legal-action").count() == 0
    # The game is over: every seat's hand is shown at every step.
    page.get_by_test_id("revealed").wait_for()
    assert page.get_by_test_id("revealed-hand").count() == 3

    page.get_by_test_id("replay-next").click()
    at_step(page, 1, steps)
    page.get_by_test_id("replay-next").click()
    at_step(page, 2, steps)
    page.get_by_test_id("replay-prev").click()
    at_step(page, 1, steps)
    page.get_by_test_id("replay-first").click()
    at_step(page, 0, steps)
    page.get_by_test_id("replay-prev").click()  # stays on the first step
    at_step(page, 0, steps)

    page.get_by_test_id("replay-last").click()
    at_step(page, steps, steps)
    assert page.get_by_test_id("turn-indicator").get_attribute("data-over") == "true"
    check_scores(page, summary["result"], 3)
    breakdown = summary["result"]["breakdown"]
    assert page.get_by_test_id("final-summary").inner_text() == breakdown["summary"]
    assert page.get_by_test_id("breakdown-total").is_visible()
    people.shot(viewer, "replay-final")
    page.get_by_test_id("replay-next").click()  # stays on the last step
    at_step(page, steps, steps)

    page.get_by_test_id("replay-prev").click()
    at_step(page, steps - 1, steps)
    assert page.get_by_test_id("final-scores").count() == 0
    page.get_by_test_id("replay-last").click()
    at_step(page, steps, steps)
    page.get_by_test_id("final-scores").wait_for()
    people.check_no_errors()


def test_a_chosen_seed_is_shown_to_every_viewer(server: Server, people: People) -> None:
    """One person against a bot may choose the seed; the person's page and a spectator's
    say so, and a game of two people (the server's seed) does not."""
    practice, invites = create_game(server.url, "san_juan", ["Ann", "bot:random"], seed=5)
    shared, _ = create_game(server.url, "san_juan", ["Ann", "Ben"], seed=5)
    ann = people.open("ann", invites[0])
    watcher = people.open("spectator", f"{server.url}/games/{practice}")
    other = people.open("other", f"{server.url}/games/{shared}")
    for person in (ann, watcher, other):
        wait_live(person.page)
    for person in (ann, watcher):
        notice = person.page.get_by_test_id("seed-chosen")
        notice.wait_for()
        assert notice.inner_text() == "Set-up seed chosen by the creator"
    assert other.page.get_by_test_id("seed-chosen").count() == 0
    people.check_no_errors()


def test_the_game_page_of_a_finished_game_explains_the_score(
    server: Server, people: People
) -> None:
    """The final screen: the summary, a breakdown table whose totals are the server's,
    the replay link; on a phone (390 px) nothing widens the page."""
    game_id, _ = create_game(server.url, "puerto_rico", ["bot:random"] * 3, seed=8)
    summary = wait_finished(server.url, game_id)
    viewer = people.open("viewer", f"{server.url}/games/{game_id}")
    page = viewer.page
    page.get_by_test_id("final-screen").wait_for()
    breakdown = summary["result"]["breakdown"]
    assert page.get_by_test_id("final-summary").inner_text() == breakdown["summary"]
    totals = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid="breakdown-total"] td')]
            .map((td) => [parseInt(td.dataset.seat, 10), parseInt(td.dataset.total, 10)])"""
    )
    assert sorted(totals) == sorted([p["seat"], p["total"]] for p in breakdown["players"])
    link = page.get_by_test_id("final-replay-link")
    assert link.get_attribute("href") == f"/games/{game_id}/replay"
    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_test_id("final-screen").scroll_into_view_if_needed()
    people.shot(viewer, "final-screen-phone")
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 390, wide
    link.click()
    page.get_by_test_id("replay-page").wait_for()
    people.check_no_errors()
