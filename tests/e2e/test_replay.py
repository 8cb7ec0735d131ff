"""The replay page of a finished game: first / prev / next / last, and the final scores."""

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
