"""Helpers of the browser end-to-end tests: the HTTP API, the lobby form, the play loop.

The play loop only looks at what the page shows (the ``data-testid`` hooks of
``web/README.md``) and never at the server's state while it plays: it clicks a legal
action on the page whose ``turn-indicator`` says ``data-your-turn="true"`` and waits for
that page's move number to move on.
"""

from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

# How long one wait on the page may take (ms): bots answer at once, but the machine is
# shared with the rest of the test suite.
WAIT_MS = 20_000

# ---------------------------------------------------------------- HTTP API


def api(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    """Call the JSON API of the server at ``base``; raise on a non-2xx answer."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)
    except urllib.error.HTTPError as exc:
        raise AssertionError(f"{method} {path} → {exc.code}: {exc.read()!r}") from None


def create_game(
    base: str,
    game: str,
    seats: list[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
) -> tuple[str, dict[int, str]]:
    """Create a game through the API; ``seats`` holds person names or ``"bot:<name>"``.

    ``seed`` is sent only when at most one seat is a person: with more the server refuses
    a chosen seed (docs/web.md) and draws one. Returns the game id and the absolute invite
    URL of every person seat.
    """
    spec = [
        {"kind": "bot", "bot": s.removeprefix("bot:")}
        if s.startswith("bot:")
        else {"kind": "human", "name": s}
        for s in seats
    ]
    body = api(
        base,
        "POST",
        "/api/games",
        {
            "game": game,
            "players": len(seats),
            "seats": spec,
            "options": dict(options or {}),
            **({"seed": seed} if sum(s["kind"] == "human" for s in spec) <= 1 else {}),
        },
    )
    return body["game"]["id"], {s["seat"]: base + s["invite"] for s in body["seats"]}


def wait_finished(base: str, game_id: str, timeout: float = 60.0) -> dict[str, Any]:
    """The summary of ``game_id`` once it is over (for games of bots only)."""
    deadline = time.monotonic() + timeout
    while True:
        summary: dict[str, Any] = api(base, "GET", f"/api/games/{game_id}")
        if summary["status"] == "finished":
            return summary
        if time.monotonic() > deadline:
            raise AssertionError(f"game {game_id} not finished: {summary}")
        time.sleep(0.1)


# ---------------------------------------------------------------- what a page shows

# The page's turn state as one object, or null before the first frame is drawn.
STATE_JS = """
() => {
  const t = document.querySelector('[data-testid="turn-indicator"]');
  const m = document.querySelector('[data-testid="move-number"]');
  if (!t || !m) return null;
  const cur = t.getAttribute('data-current-player');
  return {
    seq: parseInt(m.textContent.replace(/[^0-9]/g, ''), 10),
    yours: t.getAttribute('data-your-turn') === 'true',
    over: t.getAttribute('data-over') === 'true',
    current: cur === '' || cur === null ? null : parseInt(cur, 10),
  };
}
"""


@dataclass(frozen=True)
class Shown:
    """The turn state a page shows."""

    seq: int
    yours: bool
    over: bool
    current: int | None


def shown(page: Page) -> Shown | None:
    value = page.evaluate(STATE_JS)
    return None if value is None else Shown(**value)


def wait_shown(page: Page, condition: str, arg: Any = None, timeout: float = WAIT_MS) -> Shown:
    """Wait until ``condition`` (a JS expression over ``s``, the state, and ``arg``) holds."""
    handle = page.wait_for_function(
        f"(arg) => {{ const s = ({STATE_JS})(); return s !== null && ({condition}) ? s : null; }}",
        arg=arg,
        polling="raf",
        timeout=timeout,
    )
    return Shown(**handle.json_value())


def wait_live(page: Page, timeout: float = WAIT_MS) -> None:
    page.wait_for_selector(
        '[data-testid="connection-status"][data-status="open"]', state="attached", timeout=timeout
    )


# The controls a person can use right now: the fallback list, the visible board controls
# (with their index among every board control) and Manila's bid input (its legal range).
CONTROLS_JS = """
() => {
  const visible = (el) => el.checkVisibility() && !el.disabled;
  const listed = [...document.querySelectorAll('[data-testid="legal-action"]')]
    .map((el, i) => [i, el.getAttribute('data-action-text'), visible(el)])
    .filter(([, , v]) => v);
  const legal = listed.map(([, t]) => t);
  const legal_index = listed.map(([i]) => i);
  const board = [...document.querySelectorAll('[data-testid="board-action"]')]
    .map((el, i) => [i, el.getAttribute('data-action-text'), visible(el)])
    .filter(([, , v]) => v).map(([i, t]) => [i, t]);
  const input = document.querySelector('[data-testid="bid-input"]');
  const bids = [];
  if (input && visible(input)) {
    for (let n = Number(input.min); n <= Number(input.max); n++) bids.push(`bid ${n}`);
  }
  return { legal, legal_index, board, bids };
}
"""


@dataclass
class Click:
    """One action a person picked: at move ``seq``, by ``seat``, through ``via``."""

    seq: int
    seat: int
    text: str
    via: str  # "list", "board" or "bid"


# Scroll a control into the middle of the window and give the point to click: its centre,
# which must hit the control itself (or a part of it that is not another control).
AIM_JS = """
([selector, index]) => {
  const el = document.querySelectorAll(selector)[index];
  if (!el) return { error: `no ${selector} #${index}` };
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const control = hit && hit.closest('[data-testid="board-action"], [data-testid="legal-action"],'
    + ' [data-testid="bid-button"]');
  if (control !== el) {
    const what = hit ? hit.outerHTML.slice(0, 200) : null;
    return { error: `${selector} #${index} is covered by ${what}` };
  }
  return { x, y };
}
"""


def click_control(page: Page, selector: str, index: int) -> None:
    """Click the ``index``-th element matching ``selector`` with the mouse, as a person
    would (Playwright's ``locator.click`` does the same with more waiting: the page does
    not move while it is a person's turn, so the waits only cost time)."""
    aim = page.evaluate(AIM_JS, [selector, index])
    assert "error" not in aim, aim["error"]
    page.mouse.click(aim["x"], aim["y"])


def click_an_action(
    page: Page, seq: int, seat: int, rng: random.Random, board_share: float
) -> Click:
    """Pick one of the page's legal actions (now and then on the board) and click it."""
    controls = page.evaluate(CONTROLS_JS)
    legal: list[str] = controls["legal"]
    assert legal, f"seat {seat} is to act at move {seq} but no legal-action is shown"
    board: list[list[Any]] = [c for c in controls["board"] if c[1] in legal]
    bids: list[str] = controls["bids"]
    if (board or bids) and rng.random() < board_share:
        options = len(board) + (1 if bids else 0)
        pick = rng.randrange(options)
        if pick == len(board):
            text = rng.choice(bids)
            page.get_by_test_id("bid-input").fill(text.removeprefix("bid "))
            click_control(page, '[data-testid="bid-button"]', 0)
            return Click(seq, seat, text, "bid")
        index, text = board[pick]
        click_control(page, '[data-testid="board-action"]', index)
        return Click(seq, seat, text, "board")
    index = rng.randrange(len(legal))
    click_control(page, '[data-testid="legal-action"]', controls["legal_index"][index])
    return Click(seq, seat, legal[index], "list")


# ---------------------------------------------------------------- the play loop


@dataclass
class Play:
    """What happened while the persons played."""

    clicks: list[Click] = field(default_factory=list)
    last: Shown | None = None
    seconds: float = 0.0
    clicking: float = 0.0  # of which picking and clicking (the rest: waiting for frames)

    def by(self, via: str) -> int:
        return sum(1 for c in self.clicks if c.via == via)


def play(
    pages: Mapping[int, Page],
    people: set[int],
    rng: random.Random,
    *,
    board_share: float = 0.3,
    until: Callable[[Shown], bool] = lambda s: False,
    on_turn: Callable[[int, Page, Shown], None] | None = None,
    max_clicks: int = 3000,
    result: Play | None = None,
) -> Play:
    """Click legal actions on ``pages`` (seat → page) until the game is over or ``until``.

    ``people`` are all the person seats: when one without a page is to act, the loop
    stops (it would wait forever otherwise). Bots are waited for.
    """
    out = result if result is not None else Play()
    start = time.monotonic()
    watcher = next(iter(pages.values()))
    state = wait_shown(watcher, "true")
    while not state.over and not until(state):
        current = state.current
        if current in pages:
            page = pages[current]
            now = wait_shown(page, "s.over || (s.seq >= arg && s.yours)", state.seq)
            if now.over:
                state = now
                break
            if on_turn:
                on_turn(current, page, now)
            t = time.monotonic()
            out.clicks.append(click_an_action(page, now.seq, current, rng, board_share))
            out.clicking += time.monotonic() - t
            assert len(out.clicks) <= max_clicks, "the game does not end"
            state = wait_shown(page, "s.over || s.seq > arg", now.seq)
        elif current in people:
            break  # a person without a page is to act
        else:
            state = wait_shown(watcher, "s.over || s.seq > arg", state.seq)
    out.last = state
    out.seconds += time.monotonic() - start
    return out


def check_clicks(base: str, game_id: str, clicks: list[Click]) -> None:
    """Every click sent the action it showed: the stored record has it at that move."""
    record = api(base, "GET", f"/api/games/{game_id}/replay")["record"]
    actions: list[str] = record["actions"]
    wrong = [
        (c.seq, c.via, c.text, actions[c.seq] if c.seq < len(actions) else None)
        for c in clicks
        if c.seq >= len(actions) or actions[c.seq] != c.text
    ]
    assert not wrong, f"clicked (move, via, shown) ≠ stored: {wrong[:10]}"


# ---------------------------------------------------------------- final scores


def shown_scores(page: Page) -> dict[int, tuple[str, int, int]]:
    """The score table: seat → (row text, total, rank)."""
    rows = page.evaluate(
        """() => [...document.querySelectorAll(
              '[data-testid="final-scores"] [data-testid="score-row"]')]
            .map((r) => [parseInt(r.dataset.seat, 10), r.textContent,
                         parseInt(r.dataset.total, 10), parseInt(r.dataset.rank, 10)])"""
    )
    return {seat: (text, total, rank) for seat, text, total, rank in rows}


def check_scores(page: Page, result: Mapping[str, Any], players: int) -> None:
    """The page's final scores are the server's ``result`` (one row per player)."""
    page.wait_for_selector('[data-testid="final-scores"]', timeout=WAIT_MS)
    table = shown_scores(page)
    assert len(table) == players, table
    for line in result["scores"]:
        text, total, rank = table[line["seat"]]
        assert total == line["total"], (line, table)
        assert rank == line["rank"], (line, table)
        assert line["name"] in text, (line, text)


def screenshot(page: Page, directory: Path, name: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(directory / f"{name}.png"), full_page=True)
