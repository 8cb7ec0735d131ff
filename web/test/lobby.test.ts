// The lobby's game rows: a damaged game (one the server quarantined because its stored
// moves do not replay) says so, and offers no link to a page that cannot load.

import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { GameSummary } from "../src/common";

const window = new Window({ url: "http://localhost/" });
Object.assign(globalThis, { document: window.document });
const { gameRow, optionControls } = await import("../src/lobby");

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
    created_at: "2026-11-26T12:00:00Z",
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

test("the table rules of a new game: defaults, and a clock when asked for", async () => {
  const { tableRules } = await import("../src/lobby");
  const rules = tableRules(["easy", "medium", "hard"]);
  assert.deepEqual(rules.read(), { takeover_after_s: 300, stand_in_bot: "medium", timer: null });
  (rules.el.querySelector('[data-testid="timer-minutes"]') as HTMLInputElement).value = "10";
  (rules.el.querySelector('[data-testid="stand-in-bot"]') as HTMLSelectElement).value = "hard";
  assert.deepEqual(rules.read(), { takeover_after_s: 300, stand_in_bot: "hard", timer: { bank_s: 600, increment_s: 10 } });
});
