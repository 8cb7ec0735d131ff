"""The boards as a player sees them, on a phone (390 x 844) and a laptop (1280 x 800).

One person plays each game (Puerto Rico, Puerto Rico with the expansions, San Juan,
Manila) against bots for a while; then, at both sizes, the page is photographed into
``artifacts/e2e/boards/``, nothing may be wider than the window (no sideways scrolling),
and every legal action of the person's decision (as the server sent it) must have a
visible control. Then the person switches the page to Italian, to Romanian and back to
English with the page's own switch, and in each language the same looks hold, the
board's words contain no engine name (snake_case) and, in Italian and Romanian, show a
few of that language's catalog terms. Also: the log keeps following new moves after the
window is made taller and then shorter, and a game that cannot be shown says why. And
every frame of the renderer fixtures (every game, option and phase, written afresh from
the engines) is drawn in Chromium at both sizes with the same two checks.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, WebSocketRoute

from tests.e2e.conftest import ARTIFACTS, ROOT, People, Person, Server
from tests.e2e.driver import WAIT_MS, create_game, play, wait_live, wait_shown
from tradewinds.i18n import Translator

SHOTS = ARTIFACTS / "boards"
PHONE: ViewportSize = {"width": 390, "height": 844}
LAPTOP: ViewportSize = {"width": 1280, "height": 800}

# name → (game, players, options, moves to play before looking)
GAMES: dict[str, tuple[str, int, dict[str, Any], int]] = {
    "puerto_rico": ("puerto_rico", 4, {}, 40),
    "puerto_rico_expansions": (
        "puerto_rico",
        3,
        {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]},
        40,
    ),
    "san_juan": ("san_juan", 4, {}, 30),
    "manila": ("manila", 4, {}, 25),
}

OVERFLOW_JS = """
() => {
  const doc = document.scrollingElement;
  const wide = [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && el.checkVisibility())
    .filter((el) => !el.closest('.legal-list, .log, .chat-list'))
    .slice(0, 5)
    .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.'));
  return { scroll: doc.scrollWidth, inner: innerWidth, wide };
}
"""

# Every legal action's visible controls: on the board, or in the fallback list.
VISIBLE_JS = """
(texts) => {
  const seen = (el) => el.checkVisibility() && !el.disabled;
  const controls = [...document.querySelectorAll(
    '[data-testid="board-action"], [data-testid="legal-action"]')].filter(seen);
  const shown = new Set(controls.map((el) => el.getAttribute('data-action-text')));
  // A board control that offers a whole range (Manila's bid stepper) says so.
  for (const el of [...document.querySelectorAll('[data-covers]')].filter(seen))
    for (const t of el.getAttribute('data-covers').split('|')) shown.add(t);
  const bids = document.querySelector('[data-testid="bid-select"]');
  if (bids && seen(bids)) for (const o of bids.options) shown.add(o.value);
  return texts.filter((t) => !shown.has(t));
}
"""


# The page's visible words, less the log and the chat (the engines' and people's lines).
PAGE_TEXT_JS = """
() => {
  let text = document.body.innerText;
  for (const el of document.querySelectorAll('[data-testid="game-log"], [data-testid="chat"]')) {
    const inner = el.innerText;
    if (inner) text = text.split(inner).join(' ');
  }
  return text;
}
"""

# An engine name leaking onto the page ("small_market", "harbor_a").
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")

# Catalog terms each board always shows (its roles, its spaces, its box headings).
TERMS: dict[str, list[str]] = {
    "puerto_rico": ["pr-role-mayor", "pr-role-builder", "pr-board-supplies"],
    "san_juan": ["sj-role-builder", "sj-role-councillor", "sj-board-roles"],
    "manila": ["mn-board-space-harbor_a", "mn-board-routes", "mn-board-area-pilot"],
}


def switch_language(person: Person, lang: str) -> None:
    """Pick `lang` in the page's switch (the page reloads in it) and wait for the board."""
    page = person.page
    with page.expect_event("load"):
        page.get_by_test_id("language-switch").select_option(lang)
    wait_live(page)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.wait_for_selector('[data-testid="board"]', timeout=WAIT_MS)


def check_words(person: Person, game: str, lang: str, label: str) -> None:
    """No engine name among the page's words; in it / ro, the language's own terms."""
    text = person.page.evaluate(PAGE_TEXT_JS)
    leaks = sorted(set(SNAKE.findall(text)))
    assert not leaks, f"{label}: engine names on the page: {leaks}"
    if lang != "en":
        words = Translator(lang)
        lower = text.lower()
        missing = [words.text(m) for m in TERMS[game] if words.text(m).lower() not in lower]
        assert not missing, f"{label}: {lang} terms not on the page: {missing}"


def last_state(person: Person) -> dict[str, Any]:
    states = [f for f in person.frames if f.get("type") == "state"]
    assert states, "no state frame from the server"
    return states[-1]


def look(person: Person, name: str, game: str | None = None, lang: str | None = None) -> None:
    """Photograph the page at both sizes; check overflow and the legal actions' controls
    (and, given `game` and `lang`, the page's words)."""
    page = person.page
    for size in (PHONE, LAPTOP):
        page.set_viewport_size(size)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.wait_for_timeout(150)  # a layout pass
        SHOTS.mkdir(parents=True, exist_ok=True)
        label = f"{name}-{lang + '-' if lang else ''}{size['width']}x{size['height']}"
        page.screenshot(path=str(SHOTS / f"{label}.png"), full_page=True)
        page.screenshot(path=str(SHOTS / f"{label}-first-screen.png"))
        width = page.evaluate(OVERFLOW_JS)
        assert width["scroll"] <= width["inner"], f"{label}: wider than the window: {width}"
        state = last_state(person)
        texts = [a["text"] for a in state["legal"]]
        missing = page.evaluate(VISIBLE_JS, texts)
        assert not missing, f"{label}: legal actions without a visible control: {missing}"
        if game is not None and lang is not None:
            check_words(person, game, lang, label)
        if size is LAPTOP and state["legal"]:
            # Comfortable on a laptop: the person's own board starts on the first screen.
            top = page.evaluate(
                """(seat) => {
                  const own = document.querySelector(
                    `[data-testid="player-board"][data-seat="${seat}"]`);
                  return own ? own.getBoundingClientRect().top + scrollY : null;
                }""",
                0,
            )
            if top is not None and name.startswith("puerto_rico"):
                assert top < LAPTOP["height"], f"{label}: own board starts at {top}px"


@pytest.mark.parametrize("name", list(GAMES))
def test_boards_at_phone_and_laptop_sizes(server: Server, people: People, name: str) -> None:
    game, players, options, moves = GAMES[name]
    seats = ["Ann"] + ["bot:random"] * (players - 1)
    _game_id, invites = create_game(server.url, game, seats, seed=7, options=options)
    ann = people.open("ann", invites[0])
    ann.page.set_viewport_size(PHONE)
    wait_live(ann.page)
    state = play(
        {0: ann.page},
        {0},
        random.Random(3),
        board_share=0.5,
        until=lambda s: s.seq >= moves and s.yours,
    ).last
    assert state is not None
    if not state.over:
        wait_shown(ann.page, "s.yours")
    look(ann, name, game, "en")
    # The same position in the other languages, by the page's own switch, and back.
    for lang in ("it", "ro"):
        switch_language(ann, lang)
        if not state.over:
            wait_shown(ann.page, "s.yours")
        look(ann, name, game, lang)
    switch_language(ann, "en")
    check_words(ann, game, "en", f"{name}-back-in-en")
    people.check_no_errors()


LOG_JS = """
() => {
  const log = document.querySelector('[data-testid="game-log"]');
  return { top: log.scrollTop, height: log.clientHeight, content: log.scrollHeight,
           entries: log.children.length };
}
"""


def test_the_log_follows_new_moves_after_a_taller_then_shorter_window(
    server: Server, people: People
) -> None:
    _game_id, invites = create_game(
        server.url, "puerto_rico", ["Ann", "bot:random", "bot:random"], seed=5
    )
    ann = people.open("ann", invites[0])
    page = ann.page
    page.set_viewport_size({"width": 1280, "height": 700})
    wait_live(page)
    rng = random.Random(8)
    # Enough moves for a log longer than its box at 700 px, shorter than at 2400 px.
    play({0: page}, {0}, rng, until=lambda s: s.yours and entries(page) >= 30)
    log = page.evaluate(LOG_JS)
    assert log["content"] > log["height"], log
    assert log["top"] + log["height"] >= log["content"] - 8, f"at the bottom: {log}"
    page.set_viewport_size({"width": 1280, "height": 2400})
    page.wait_for_timeout(200)
    tall = page.evaluate(LOG_JS)
    assert tall["content"] <= tall["height"] + 8, f"everything fits the tall window: {tall}"
    page.set_viewport_size({"width": 1280, "height": 700})
    page.wait_for_timeout(200)
    before = page.evaluate(LOG_JS)["entries"]
    # New moves: the person's and the bots' after it.
    play({0: page}, {0}, rng, until=lambda s: s.yours and entries(page) > before + 2)
    page.wait_for_timeout(200)
    after = page.evaluate(LOG_JS)
    assert after["entries"] > before
    assert after["top"] + after["height"] >= after["content"] - 8, f"follows: {after}"
    people.check_no_errors()


def entries(page: Page) -> int:
    count: int = page.evaluate(
        "() => document.querySelectorAll('[data-testid=\"log-entry\"]').length"
    )
    return count


def problem(page: Page) -> str | None:
    page.wait_for_selector('[data-testid="load-problem"]', timeout=WAIT_MS)
    assert page.get_by_test_id("back-to-lobby").get_attribute("href") == "/"
    return page.get_by_test_id("load-problem").get_attribute("data-problem")


def test_a_game_that_cannot_be_shown_says_why(server: Server, people: People) -> None:
    visitor = people.open("visitor", server.url + "/games/no-such-game")
    assert problem(visitor.page) == "no_game"
    assert "no such game" in visitor.page.get_by_test_id("load-problem").inner_text()

    game_id, _ = create_game(server.url, "san_juan", ["Ann", "bot:random"], seed=1)
    bad = people.open("bad", f"{server.url}/games/{game_id}#seat=0&token={'x' * 32}")
    assert problem(bad.page) == "bad_invite"
    assert bad.page.get_by_test_id("watch-instead").is_visible()
    # The server's refusal is an answer, not an error of the page.
    bad.errors.clear()
    visitor.errors.clear()

    # The network is down: the page says so, keeps trying, and offers a retry now.
    offline = people.open("offline")
    down = [True]

    def route(ws: WebSocketRoute) -> None:
        if down[0]:
            ws.close(code=1011)
        else:
            ws.connect_to_server()

    offline.page.route_web_socket("**/ws/**", route)
    offline.page.goto(f"{server.url}/games/{game_id}")
    assert problem(offline.page) == "unreachable"
    assert offline.page.get_by_test_id("retry-now").is_visible()
    down[0] = False
    offline.page.get_by_test_id("retry-now").click()
    wait_live(offline.page)
    offline.page.wait_for_selector('[data-testid="board"]', timeout=WAIT_MS)
    people.check_no_errors()


# ---------------------------------------------------------------- every fixture frame


def fresh_fixtures(directory: Path) -> list[Path]:
    """The renderer fixtures, written now from this checkout's engines."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    script = ROOT / "web" / "scripts" / "make_fixtures.py"
    command = [sys.executable, str(script), "--out", str(directory), "--quiet"]
    subprocess.run(command, check=True, env=env, timeout=300)
    return sorted(directory.glob("*.json"))


def gallery_script() -> Path:
    """web/test/gallery.page.ts bundled: ``window.showFrame(frame)`` draws a frame."""
    subprocess.run(["node", "build.mjs", "--gallery"], cwd=ROOT / "web", check=True, timeout=120)
    return ROOT / "web" / ".gallery-build" / "gallery.js"


FRAME_CHECK_JS = """
(frame) => {
  window.showFrame(frame);
  const seen = (el) => el.checkVisibility() && !el.disabled;
  const shown = new Set([...document.querySelectorAll(
    '[data-testid="board-action"], [data-testid="legal-action"]')].filter(seen)
    .map((el) => el.getAttribute('data-action-text')));
  for (const el of [...document.querySelectorAll('[data-covers]')].filter(seen))
    for (const t of el.getAttribute('data-covers').split('|')) shown.add(t);
  return {
    scroll: document.scrollingElement.scrollWidth,
    missing: frame.legal.map((a) => a.text).filter((t) => !shown.has(t)),
  };
}
"""


def test_every_fixture_frame_fits_a_phone_and_a_laptop(browser: Browser, tmp_path: Path) -> None:
    files = fresh_fixtures(tmp_path)
    assert len(files) >= 4, files
    script = gallery_script()
    css = (ROOT / "src" / "tradewinds" / "server" / "static" / "app.css").read_text()
    problems: list[str] = []
    errors: list[str] = []
    for size in (PHONE, LAPTOP):
        context = browser.new_context(viewport=size)
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.set_content(
            '<html><head><meta name="viewport" content="width=device-width">'
            f"<style>{css}</style></head><body></body></html>"
        )
        page.add_script_tag(path=str(script))
        frames = 0
        for file in files:
            for frame in json.loads(file.read_text()):
                frames += 1
                decision = frame["view"]["decision"]
                where = f"{size['width']}px {file.stem} move {frame['seq']} ({decision})"
                got = page.evaluate(FRAME_CHECK_JS, frame)
                if got["scroll"] > size["width"]:
                    problems.append(f"{where}: {got['scroll']} px wide")
                if got["missing"]:
                    problems.append(f"{where}: no visible control for {got['missing']}")
        assert frames > 100, frames
        assert not errors, errors
        context.close()
    assert not problems, "\n".join(problems[:30])
