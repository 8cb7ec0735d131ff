"""Games that survive people, in the browser: chat both ways (and the spectators' own
channel), handing a waiting seat to a bot and taking it back, resigning, and the rematch
of a game a person resigned."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from tests.e2e.conftest import People, Server
from tests.e2e.driver import api, wait_live, wait_shown


def create(
    server: Server, names: list[str], settings: dict[str, object]
) -> tuple[str, dict[int, str]]:
    body = api(
        server.url,
        "POST",
        "/api/games",
        {
            "game": "san_juan",
            "players": len(names),
            "seats": [{"kind": "human", "name": n} for n in names],
            "settings": settings,
        },
    )
    invites = {s["seat"]: server.url + s["invite"] for s in body["seats"]}
    return body["game"]["id"], invites


def say(page: Page, text: str) -> None:
    page.get_by_test_id("chat-input").fill(text)
    page.get_by_test_id("chat-send").click()


def chat_line(page: Page, text: str) -> None:
    expect(page.get_by_test_id("chat-line").filter(has_text=text)).to_have_count(1)


def seat_line(page: Page, seat: int) -> object:
    return page.locator(f'[data-testid="seat-line"][data-seat="{seat}"]')


def test_chat_takeover_takeback_and_resign(server: Server, people: People) -> None:
    game_id, invites = create(
        server, ["Ann", "Ben", "Cy"], {"takeover_after_s": 2, "stand_in_bot": "random"}
    )
    pages = {
        seat: people.open(name, invites[seat]) for seat, name in enumerate(["ann", "ben", "cy"])
    }
    watcher = people.open("spectator", f"{server.url}/games/{game_id}")
    for person in [*pages.values(), watcher]:
        wait_live(person.page)

    # Chat both ways; a line is shown as the text it is, never as markup.
    say(pages[0].page, "<b>good</b> luck & have fun")
    for person in (pages[1], watcher):
        chat_line(person.page, "<b>good</b> luck & have fun")
        assert person.page.locator('[data-testid="chat-list"] b', has_text="good").count() == 0
    say(pages[1].page, "thanks Ann")
    chat_line(pages[0].page, "thanks Ann")
    say(watcher.page, "Ben holds a library")
    chat_line(watcher.page, "Ben holds a library")
    say(pages[2].page, "ready")
    chat_line(pages[0].page, "ready")  # later than the spectator's line, which never came
    assert pages[0].page.get_by_test_id("chat-line").filter(has_text="library").count() == 0
    people.shot(watcher, "people-chat-spectator")
    people.shot(pages[0], "people-chat-player")

    # The game waits for one person: after 2 s another hands the seat to a bot.
    before = api(server.url, "GET", f"/api/games/{game_id}/state")
    waiting, seq = before["current_player"], before["seq"]
    other = pages[(waiting + 1) % 3].page
    button = other.get_by_test_id("takeover-button")
    expect(button).to_be_visible(timeout=10_000)
    people.shot(pages[(waiting + 1) % 3], "people-takeover-offered")
    button.click()
    expect(seat_line(other, waiting)).to_have_attribute("data-stand-in", "random")
    chat_line(other, "seat to a random bot")
    deadline = time.monotonic() + 20
    while api(server.url, "GET", f"/api/games/{game_id}/state")["seq"] == seq:
        assert time.monotonic() < deadline, "the bot never played"
        time.sleep(0.05)
    # The person takes the seat back with an explicit click.
    back = pages[waiting].page
    back.get_by_test_id("takeback-button").click()
    expect(seat_line(back, waiting)).to_have_attribute("data-stand-in", "")
    chat_line(other, "is back and plays again")

    # Someone resigns (two clicks): a bot of the game's level plays on.
    quitter = (waiting + 2) % 3
    page = pages[quitter].page
    page.get_by_test_id("resign-button").click()
    page.get_by_test_id("resign-confirm").click()
    for person in pages.values():
        expect(seat_line(person.page, quitter)).to_have_attribute("data-resigned", "true")
    name = ["Ann", "Ben", "Cy"][quitter]
    chat_line(watcher.page, f"{name} resigned; a random bot plays on")
    expect(page.get_by_test_id("resign-button")).to_have_count(0)
    expect(page.get_by_test_id("takeback-button")).to_have_count(0)
    people.shot(pages[quitter], "people-resigned")
    people.shot(watcher, "people-resigned-spectator")
    people.check_no_errors()


def test_a_resignation_ends_a_two_player_game_and_a_rematch_follows(
    server: Server, people: People
) -> None:
    game_id, invites = create(server, ["Ann", "Ben"], {})
    ann = people.open("ann", invites[0])
    ben = people.open("ben", invites[1])
    for person in (ann, ben):
        wait_live(person.page)
    ann.page.get_by_test_id("resign-button").click()
    ann.page.get_by_test_id("resign-confirm").click()
    for person in (ann, ben):
        shown = wait_shown(person.page, "s.over")
        assert shown.over
    expect(ben.page.get_by_test_id("turn-indicator")).to_contain_text("Ben won")
    expect(ben.page.get_by_test_id("final-scores")).to_contain_text("resigned")
    people.shot(ben, "people-resigned-two-players")
    # One click: the rematch, linked from both pages, each with its own seat.
    ben.page.get_by_test_id("rematch-button").click()
    for person, seat in ((ann, 0), (ben, 1)):
        link = person.page.get_by_test_id("rematch-link")
        expect(link).to_be_visible()
        href = link.get_attribute("href") or ""
        assert href.endswith(f"#seat={seat}&token={invites[seat].split('token=')[1]}")
    summary = api(server.url, "GET", f"/api/games/{game_id}")
    rematch_id = summary["rematch_id"]
    assert rematch_id and f"/games/{rematch_id}#" in (
        ann.page.get_by_test_id("rematch-link").get_attribute("href") or ""
    )
    ann.page.get_by_test_id("rematch-link").click()
    wait_live(ann.page)
    expect(ann.page.get_by_test_id("viewer")).to_have_attribute("data-seat", "0")
    expect(ann.page.get_by_test_id("rematch-of")).to_be_visible()
    assert api(server.url, "GET", f"/api/games/{rematch_id}")["rematch_of"] == game_id
    people.shot(ann, "people-rematch")
    people.check_no_errors()


def test_undo_of_an_undoable_decision_and_refusal_after_a_draw(
    server: Server, people: People
) -> None:
    game_id, invites = create(server, ["Ann", "Ben"], {})
    actor = api(server.url, "GET", f"/api/games/{game_id}/state")["current_player"]
    person = people.open("actor", invites[actor])
    page = person.page
    wait_live(page)
    wait_shown(page, "s.yours && s.seq === 0")
    log_before = page.get_by_test_id("log-entry").count()
    # Choosing the producer shows nothing hidden: it can be taken back.
    page.locator('[data-testid="legal-action"][data-action-text="producer"]').click()
    wait_shown(page, "s.seq === 1")
    expect(page.get_by_test_id("undo-button")).to_be_visible()
    page.get_by_test_id("undo-button").click()
    wait_shown(page, "s.seq === 2 && s.yours")
    expect(
        page.locator('[data-testid="legal-action"][data-action-text="producer"]')
    ).to_be_visible()
    assert page.get_by_test_id("log-entry").count() == log_before
    chat_line(page, "took back a decision")
    people.shot(person, "people-undo-done")
    # The councillor draws cards: that decision stands.
    page.locator('[data-testid="legal-action"][data-action-text="councillor"]').click()
    wait_shown(page, "s.seq === 3")
    page.get_by_test_id("undo-button").click()
    toast = page.get_by_test_id("error-message")
    expect(toast).to_contain_text("cannot be taken back")
    assert "not_undoable" not in toast.inner_text()  # people read words, not codes
    assert api(server.url, "GET", f"/api/games/{game_id}/state")["seq"] == 3
    people.shot(person, "people-undo-refused")
    person.errors[:] = [e for e in person.errors if "not_undoable" not in e]
    people.check_no_errors()
