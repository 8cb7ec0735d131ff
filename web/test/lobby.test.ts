// The lobby's game rows: a damaged game (one the server quarantined because its stored
// moves do not replay) says so, and offers no link to a page that cannot load.

import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { GameSummary } from "../src/common";

const window = new Window({ url: "http://localhost/" });
Object.assign(globalThis, { document: window.document });
const { OtherTurns, createdText, gameRow, lobbyTitle, myGameRow, newTurns, notifyTurns, optionControls, seatRows, withWaiting } = await import(
  "../src/lobby"
);

function summary(status: string): GameSummary {
  return {
    id: "g1",
    game: "san_juan",
    title: "San Juan",
    players: 2,
    options: {},
    status,
    move_number: 12,
    current_player: null,
    seats: [
      { seat: 0, name: "Ann", kind: "human", bot: null, joined: true },
      { seat: 1, name: "Bot", kind: "bot", bot: "random", joined: true },
    ],
    created_at: 1795694400, // 2026-11-26 12:00 UTC
    result: null,
  };
}

test("a damaged game is shown as damaged, without a watch link", () => {
  const row = gameRow(summary("damaged"));
  assert.equal(row.dataset["status"], "damaged");
  assert.equal(row.querySelector('[data-testid="damaged"]')?.textContent, "damaged");
  assert.equal(row.querySelector('[data-testid="watch-link"]'), null);
});

test("a running game links to its page and shows its move", () => {
  const row = gameRow(summary("active"));
  assert.equal(row.querySelector('[data-testid="damaged"]'), null);
  assert.equal(row.querySelector('[data-testid="watch-link"]')?.getAttribute("href"), "/games/g1");
  assert.match(row.textContent ?? "", /move 12/);
});

test("an option the player picked is sent even when it equals the default", () => {
  const spec = {
    name: "puerto_rico",
    title: "Puerto Rico",
    players: [2, 3, 4, 5],
    options: [
      { name: "edition", type: "choice" as const, default: "original", choices: ["original", "deluxe"], description: "" },
    ],
  };
  const controls = optionControls(spec, 4);
  // Untouched: the server's default applies (deluxe when expansions are ticked).
  assert.deepEqual(controls.read(), {});
  const select = controls.el.querySelector("select") as unknown as HTMLSelectElement;
  select.value = "0";
  select.dispatchEvent(new window.Event("change") as unknown as Event);
  assert.deepEqual(controls.read(), { edition: "original" });
});

test("creation dates are read as seconds since 1970, not milliseconds", () => {
  const shown = createdText(1795694400);
  assert.equal(shown, new Date(Date.UTC(2026, 10, 26, 12)).toLocaleString());
  assert.doesNotMatch(shown, /1970/);
  const row = gameRow(summary("active"));
  assert.equal(row.querySelector('[data-testid="created-at"]')?.textContent, shown);
});

test("the open-games list offers each free person seat, and only those", () => {
  const open = summary("open");
  open.seats.push({ seat: 2, name: "Cy", kind: "human", bot: null, joined: false });
  const taken: [string, number][] = [];
  const row = gameRow(open, { onTake: (g, seat) => taken.push([g.id, seat]) });
  const buttons = row.querySelectorAll('[data-testid="take-seat"]');
  assert.equal(buttons.length, 1);
  assert.equal(buttons[0]!.getAttribute("data-seat"), "2");
  (buttons[0] as unknown as HTMLElement).click();
  assert.deepEqual(taken, [["g1", 2]]);
  assert.equal(gameRow(open).querySelectorAll('[data-testid="take-seat"]').length, 0);
});

test("My games marks the games that wait for the player, and the title counts them", () => {
  const waiting = myGameRow({ ...summary("active"), current_player: 0, my_seat: 0, my_turn: true });
  assert.equal(waiting.dataset["myTurn"], "true");
  assert.ok(waiting.querySelector('[data-testid="your-turn"]'));
  assert.equal(waiting.querySelector('[data-testid="my-game-link"]')?.getAttribute("href"), "/games/g1");
  const idle = myGameRow({ ...summary("active"), current_player: 1, my_seat: 0, my_turn: false });
  assert.equal(idle.querySelector('[data-testid="your-turn"]'), null);
  assert.equal(lobbyTitle(0), "tradewinds");
  assert.equal(lobbyTitle(2), "(2) tradewinds");
});

test("a notification is due only for a game that starts waiting for the player", () => {
  const game = (id: string, myTurn: boolean) => ({ ...summary("active"), id, my_seat: 0, my_turn: myTurn });
  const first = newTurns(null, [game("a", true), game("b", false)]);
  assert.deepEqual(first.fresh, []); // the page just opened: the title says it, no popup
  const second = newTurns(first.turns, [game("a", true), game("b", true)]);
  assert.deepEqual(second.fresh, ["b"]);
  assert.deepEqual(newTurns(second.turns, [game("a", false), game("b", true)]).fresh, []);
});

test("a game's page counts and notifies the player's OTHER games that start waiting, not its own", async () => {
  const game = (id: string, myTurn: boolean) => ({ ...summary("active"), id, my_seat: 0, my_turn: myTurn });
  let games = [game("here", true), game("a", false), game("b", true)];
  const notified: number[] = [];
  const watch = new OtherTurns("here", async () => ({ games }), (fresh) => notified.push(fresh));
  assert.equal(await watch.check(), 1); // "b" waits; the game on screen is not counted
  assert.deepEqual(notified, []); // the first look: the title says it, no popup
  games = [game("here", false), game("a", true), game("b", true)];
  assert.equal(await watch.check(), 2);
  assert.deepEqual(notified, [1]); // "a" started waiting
  games = [game("here", true), game("a", true), game("b", true)];
  assert.equal(await watch.check(), 2);
  assert.deepEqual(notified, [1]); // the page's own game never notifies
  assert.equal(withWaiting(0, "San Juan · tradewinds"), "San Juan · tradewinds");
  assert.equal(withWaiting(2, "● Your turn — San Juan · tradewinds"), "(2) ● Your turn — San Juan · tradewinds");
});

test("a turn notification shows only when the player granted the permission", () => {
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static permission = "default";
    constructor(title: string, options?: { body?: string }) {
      shown.push({ title, body: options?.body });
    }
  }
  Object.assign(globalThis, { Notification: FakeNotification });
  try {
    notifyTurns(1);
    assert.deepEqual(shown, []); // not asked or refused: nothing
    FakeNotification.permission = "denied";
    notifyTurns(1);
    assert.deepEqual(shown, []);
    FakeNotification.permission = "granted";
    notifyTurns(0);
    assert.deepEqual(shown, []);
    notifyTurns(2);
    assert.deepEqual(shown, [{ title: "tradewinds: your turn", body: "2 games wait for you" }]);
  } finally {
    delete (globalThis as { Notification?: unknown }).Notification;
  }
});

test("the creator's own seat is the first person seat, sent as me, named after them", () => {
  const rows = seatRows(3, ["random"], [], "Ann");
  assert.deepEqual(rows.read()[0], { kind: "human", name: "Ann", me: true });
  assert.equal(rows.read()[1]!.me, undefined);
  // Seat 1 becomes a bot: "me" moves to the first person seat left.
  const kind0 = rows.el.querySelector('[data-testid="seat-kind-0"]') as unknown as HTMLSelectElement;
  const kind1 = rows.el.querySelector('[data-testid="seat-kind-1"]') as unknown as HTMLSelectElement;
  kind1.value = "human";
  kind1.dispatchEvent(new window.Event("change") as unknown as Event);
  kind0.value = "random";
  kind0.dispatchEvent(new window.Event("change") as unknown as Event);
  const read = rows.read();
  assert.deepEqual(read[0], { kind: "bot", bot: "random" });
  assert.equal(read[1]!.me, true);
  assert.equal(read.filter((s) => s.me).length, 1);
});

test("the table rules of a new game: defaults, and a clock when asked for", async () => {
  const { tableRules } = await import("../src/lobby");
  const rules = tableRules(["easy", "medium", "hard"]);
  assert.deepEqual(rules.read(), { takeover_after_s: 300, stand_in_bot: "medium", timer: null });
  (rules.el.querySelector('[data-testid="timer-minutes"]') as HTMLInputElement).value = "10";
  (rules.el.querySelector('[data-testid="stand-in-bot"]') as HTMLSelectElement).value = "hard";
  assert.deepEqual(rules.read(), { takeover_after_s: 300, stand_in_bot: "hard", timer: { bank_s: 600, increment_s: 10 } });
});
