"""San Juan and Manila boards in Chromium (issue 16): nothing overflows sideways on a
phone (390 x 844), the own board is above the fold on a laptop (1280 x 800), and Manila's bid
is a number stepper that the keyboard and the mouse both use. Screenshots go to
``artifacts/e2e/``. Needs the built front end (``cd web && npm run build``)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import ARTIFACTS, People, Server
from tests.e2e.driver import Shown, create_game, play, screenshot, wait_live, wait_shown

SIZES = {"phone": (390, 844), "laptop": (1280, 800)}
SEEDS = {"san_juan": 61, "manila": 62}

# The page's sideways overflow (px) and the widest elements sticking out of the window.
OVERFLOW_JS = """
() => {
  const width = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility())
    .slice(0, 5)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} `
      + Math.round(el.getBoundingClientRect().right));
  return { over: document.documentElement.scrollWidth - width, out };
}
"""


def open_seat(people: People, url: str, size: tuple[int, int]) -> Page:
    person = people.open("ann")
    page = person.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(url)
    wait_live(page)
    return page


def check_fits(page: Page, what: str) -> None:
    page.wait_for_selector('[data-testid="board"]')
    overflow = page.evaluate(OVERFLOW_JS)
    assert overflow["over"] <= 0, f"{what}: {overflow['over']} px sideways: {overflow['out']}"


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(SEEDS))
def test_board_fits_the_screen(server: Server, people: People, game: str, size: str) -> None:
    seed = SEEDS[game]
    _, invites = create_game(server.url, game, ["Ann", *["bot:medium"] * 3], seed=seed)
    page = open_seat(people, invites[0], SIZES[size])
    # Some moves first: a San Juan city with buildings and a hand of cards, Manila's boats
    # at sea.
    busy = {"san_juan": '[data-testid="hand"] .sj-card', "manila": '[data-testid="boat"]'}[game]

    def far_enough(s: Shown) -> bool:
        return s.seq >= 25 and s.yours and page.locator(busy).count() >= 3

    state = play({0: page}, {0}, random.Random(seed), until=far_enough)
    assert state.last is not None
    shown = wait_shown(page, "s.over || s.yours")
    check_fits(page, f"{game} at {size}")
    if size == "laptop" and not shown.over:
        top = page.evaluate(
            "() => document.querySelector('.player-board.mine').getBoundingClientRect().top"
        )
        assert top < SIZES[size][1] - 120, f"{game}: the own board starts at {top} px"
    screenshot(page, ARTIFACTS, f"{game}-{size}")
    # A close-up of the part one acts on most, at its real size.
    part = {"san_juan": ".sj-hands", "manila": ".sea"}[game]
    page.locator(part).screenshot(path=str(ARTIFACTS / f"{game}-{size}-detail.png"))
    people.check_no_errors()


@pytest.mark.parametrize("size", list(SIZES))
def test_manila_bid_stepper(server: Server, people: People, size: str) -> None:
    _, invites = create_game(server.url, "manila", ["Ann", *["bot:medium"] * 3], seed=63)
    page = open_seat(people, invites[0], SIZES[size])
    now = wait_shown(page, "s.yours")
    bid_input = page.get_by_test_id("bid-input")
    assert bid_input.is_visible(), "the first decision of Manila is the auction"
    assert page.locator('[data-testid="board"] select').count() == 0
    low, high = int(bid_input.get_attribute("min") or 0), int(bid_input.get_attribute("max") or 0)
    assert 1 <= low < high
    check_fits(page, f"manila auction at {size}")
    screenshot(page, ARTIFACTS, f"manila-bid-{size}")
    # The mouse: + twice; the keyboard: ArrowUp once, then Enter sends the bid.
    page.get_by_test_id("bid-up").click()
    page.get_by_test_id("bid-up").click()
    bid_input.focus()
    page.keyboard.press("ArrowUp")
    assert bid_input.input_value() == str(low + 3)
    assert page.get_by_test_id("bid-button").inner_text() == f"Bid {low + 3}"
    page.keyboard.press("Enter")
    wait_shown(page, "s.seq > arg", now.seq)
    # The frame after the bid: Ann (seat 0) holds the high bid of low + 3.
    frames = [f for f in people.opened[0].frames if f.get("type") == "state"]
    after = next(f for f in frames if f["seq"] == now.seq + 1)
    assert after["view"]["auction"]["high_bid"] == low + 3
    assert after["view"]["auction"]["high_bidder"] == 0
    people.check_no_errors()
