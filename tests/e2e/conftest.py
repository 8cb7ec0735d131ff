"""Fixtures of the browser end-to-end tests.

A ``tradewinds serve`` subprocess per test module (on a free port, over a fresh SQLite
file) and Debian's Chromium driven by Playwright (never a downloaded browser). Without
``/usr/bin/chromium`` the tests are skipped, or fail when the ``CI`` variable is set.
Screenshots go to ``artifacts/e2e/`` at the repository root.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from tests.server.serving import free_port, serve_command

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "e2e"
E2E_DIR = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if E2E_DIR in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.e2e)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: browser end-to-end test (Chromium + a server)")


# ---------------------------------------------------------------- the browser


@pytest.fixture(scope="session")
def chromium_path() -> Path:
    if not CHROMIUM.exists():
        message = (
            f"the browser end-to-end tests need Debian's Chromium at {CHROMIUM} "
            "(apt-get install chromium); Playwright's own browsers are not used"
        )
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return CHROMIUM


@pytest.fixture(scope="session")
def playwright_session(chromium_path: Path) -> Iterator[Playwright]:
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_session: Playwright, chromium_path: Path) -> Iterator[Browser]:
    chromium = playwright_session.chromium.launch(
        executable_path=str(chromium_path), args=CHROMIUM_ARGS, headless=True
    )
    yield chromium
    chromium.close()


@dataclass
class Person:
    """One browser context (a person's own browser: cookies, storage) and its page."""

    name: str
    context: BrowserContext
    page: Page
    errors: list[str] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)

    def reopen(self, url: str) -> Page:
        """Close the page and open ``url`` in a new page of the same context."""
        self.page.close()
        self.page = self.context.new_page()
        watch(self, self.page)
        self.page.goto(url)
        return self.page


def watch(person: Person, page: Page) -> None:
    """Record uncaught page errors and the server's error frames on the WebSocket."""

    def on_frame(payload: str | bytes) -> None:
        if isinstance(payload, bytes):
            return
        try:
            message = json.loads(payload)
        except ValueError:
            person.errors.append(f"not JSON from the server: {payload[:200]!r}")
            return
        person.frames.append(message)
        if message.get("type") == "error":
            person.errors.append(f"server error frame: {message}")

    page.on("pageerror", lambda exc: person.errors.append(f"page error: {exc}"))
    page.on("websocket", lambda ws: ws.on("framereceived", on_frame))


class People:
    """Opens pages, each in its own browser context; closes them all at the end."""

    def __init__(self, browser: Browser, shots: Path) -> None:
        self.browser = browser
        self.shots = shots
        self.opened: list[Person] = []

    def open(self, name: str, url: str | None = None) -> Person:
        context = self.browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(20_000)
        page = context.new_page()
        person = Person(name, context, page)
        watch(person, page)
        self.opened.append(person)
        if url is not None:
            page.goto(url)
        return person

    def shot(self, person: Person, name: str) -> None:
        self.shots.mkdir(parents=True, exist_ok=True)
        person.page.screenshot(path=str(self.shots / f"{name}.png"), full_page=True)

    def check_no_errors(self) -> None:
        errors = [f"{p.name}: {e}" for p in self.opened for e in p.errors]
        assert not errors, "\n".join(errors)

    def close(self) -> None:
        for person in self.opened:
            person.context.close()


@pytest.fixture
def people(browser: Browser, request: pytest.FixtureRequest) -> Iterator[People]:
    crowd = People(browser, ARTIFACTS)
    yield crowd
    report = request.node.stash.get(CALL_REPORT, None)
    if report is not None and report.failed:
        # The last thing every page showed, to see what went wrong.
        for person in crowd.opened:
            if not person.page.is_closed():
                safe = request.node.name.replace("/", "_").replace("[", "-").rstrip("]")
                crowd.shot(person, f"FAILED-{safe}-{person.name}")
    crowd.close()


CALL_REPORT = pytest.StashKey[pytest.TestReport]()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report: pytest.TestReport = yield
    if report.when == "call":
        item.stash[CALL_REPORT] = report
    return report


# ---------------------------------------------------------------- the server


@dataclass
class Server:
    url: str
    log: Path

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=5) as response:
        return json.load(response)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``tradewinds serve`` on a free port over a fresh database, for one test module."""
    directory = tmp_path_factory.mktemp("e2e-server")
    log = directory / "server.log"
    for _attempt in range(3):
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        command = serve_command(port, f"sqlite:///{directory / 'e2e.sqlite3'}")
        with log.open("w") as out:
            process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=directory)
        deadline = time.monotonic() + 30
        while process.poll() is None and time.monotonic() < deadline:
            try:
                get_json(url + "/api/catalog")
                break
            except (OSError, urllib.error.URLError):
                time.sleep(0.1)
        else:
            process.kill()
            process.wait()
            if "address already in use" in log.read_text(errors="replace").lower():
                continue  # another process took the port meanwhile
            pytest.fail(f"the server did not start:\n{log.read_text(errors='replace')[-4000:]}")
        break
    else:
        pytest.fail("no free port for the server")
    try:
        with urllib.request.urlopen(url + "/", timeout=5) as response:
            page = response.read().decode()
        assert "app.js" in page, "the server has no built front end: run `cd web && npm run build`"
        yield Server(url, log)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
