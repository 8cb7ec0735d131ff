// The game log is kept between frames: a frame whose log extends the one on the page only
// appends the new entries (a long game's log is not rebuilt on every move), and any other
// log (a replay stepping back, another game) is drawn anew.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { GameEvent, StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { setLang } from "../src/i18n";
import { bundledRules } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document });

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");

function longestLogFrame(): StateFrame {
  let best: StateFrame | null = null;
  for (const file of readdirSync(fixtures).filter((f) => f.endsWith(".json"))) {
    for (const frame of JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[]) {
      if ((frame.view.events?.length ?? 0) > (best?.view.events?.length ?? 0)) best = frame;
    }
  }
  assert.ok(best && (best.view.events?.length ?? 0) >= 6, "a fixture with a log of 6 entries or more");
  return best;
}

function draw(root: HTMLElement, frame: StateFrame): HTMLElement {
  renderFrame(root, frame, { seat: frame.view.viewer, rules: bundledRules(frame.view.game), act: null });
  const log = root.querySelector<HTMLElement>('[data-testid="game-log"]');
  assert.ok(log);
  return log;
}

function shown(log: HTMLElement): string[] {
  return [...log.querySelectorAll('[data-testid="log-entry"]')].map((li) => li.textContent ?? "");
}

test("a log that grows keeps its entries and appends the new ones", () => {
  const full = longestLogFrame();
  const events = full.view.events ?? [];
  const earlier: StateFrame = { ...full, view: { ...full.view, events: events.slice(0, -3) } };
  const root = document.createElement("div");
  const before = draw(root, earlier);
  const firstEntry = before.firstElementChild;
  const after = draw(root, full);
  assert.equal(after, before, "the same list element is kept");
  assert.equal(after.firstElementChild, firstEntry, "the old entries are kept, not rebuilt");
  assert.deepEqual(shown(after), events.map((e) => `${e.move} ${e.text}`));
  assert.equal(after.querySelectorAll(".private").length, events.filter((e) => e.private).length);
});

test("a log that is not an extension of the one shown is drawn anew", () => {
  const full = longestLogFrame();
  const events = full.view.events ?? [];
  const root = document.createElement("div");
  const before = draw(root, full);
  // A replay stepping back: fewer entries.
  const back: StateFrame = { ...full, view: { ...full.view, events: events.slice(0, 2) } };
  const shorter = draw(root, back);
  assert.notEqual(shorter, before);
  assert.deepEqual(shown(shorter), events.slice(0, 2).map((e) => `${e.move} ${e.text}`));
  // Another log of the same length or longer that differs at its start.
  // (The changed line carries no phrase, so that it reads as its changed text.)
  const other = events.map((e, i) => (i === 0 ? { ...e, text: `${e.text} (changed)`, phrase: undefined } : e));
  const changed: StateFrame = { ...full, view: { ...full.view, events: [...other, ...events] } };
  const redrawn = draw(root, changed);
  assert.notEqual(redrawn, shorter);
  assert.deepEqual(shown(redrawn), [...other, ...events].map((e) => `${e.move} ${e.text}`));
});

/**
 * A log element with the geometry of a browser's: `rows` entries of 20 px in a box of
 * `height` px; scrollTop is clamped as a browser clamps it, and a clamp that moves it
 * fires "scroll" as a browser does. happy-dom does no layout, so the test brings its own.
 */
function withGeometry(log: HTMLElement, height: number): { resize(h: number): void; scrollBy(dy: number): void } {
  let box = height;
  let top = 0;
  const content = () => log.children.length * 20;
  const clamp = (v: number) => Math.max(0, Math.min(v, Math.max(0, content() - box)));
  Object.defineProperty(log, "clientHeight", { configurable: true, get: () => box });
  Object.defineProperty(log, "scrollHeight", { configurable: true, get: () => Math.max(box, content()) });
  Object.defineProperty(log, "scrollTop", { configurable: true, get: () => top, set: (v: number) => (top = clamp(v)) });
  const moved = (before: number) => {
    if (top !== before) log.dispatchEvent(new window.Event("scroll") as unknown as Event);
  };
  return {
    resize(h: number) {
      box = h;
      const before = top;
      top = clamp(top);
      moved(before);
    },
    scrollBy(dy: number) {
      const before = top;
      top = clamp(top + dy);
      moved(before);
    },
  };
}

test("the log keeps following new moves after the window is made taller, then shorter", () => {
  const full = longestLogFrame();
  const events = full.view.events ?? [];
  const upTo = (n: number): StateFrame => ({ ...full, view: { ...full.view, events: events.slice(0, n) } });
  const root = document.createElement("div");
  const log = draw(root, upTo(events.length - 3));
  const geometry = withGeometry(log, 60);
  draw(root, upTo(events.length - 2));
  assert.equal(log.scrollTop, log.scrollHeight - log.clientHeight, "at the bottom after a move");
  geometry.resize(10_000); // taller: everything fits, the browser scrolls to the top
  assert.equal(log.scrollTop, 0);
  geometry.resize(60); // shorter again: nothing scrolls, no scroll event
  draw(root, upTo(events.length - 1));
  assert.equal(log.scrollTop, log.scrollHeight - log.clientHeight, "still follows the new moves");
  // A reader who scrolls up keeps their place while moves come in, and follows again
  // once back at the bottom.
  geometry.scrollBy(-40);
  const kept = log.scrollTop;
  draw(root, upTo(events.length));
  assert.equal(log.scrollTop, kept, "a reader scrolled up keeps their place");
});

test("a log line with a phrase reads in the page's language, with the seat's name", () => {
  const frame = longestLogFrame();
  const names = frame.view.players_board.map((p) => p.name);
  const events: GameEvent[] = [
    { move: 1, text: "The position is set up.", private: false, phrase: { id: "log-position-set-up", args: {} } },
    {
      move: 2,
      text: "English line",
      private: false,
      phrase: { id: "final-summary-wins", args: { player: { seat: 1 }, total: 5, unit: "ui-final-unit-vp" } },
    },
    { move: 3, text: "no phrase here", private: false },
  ];
  setLang("ro");
  try {
    const root = document.createElement("div");
    const log = draw(root, { ...frame, view: { ...frame.view, events } });
    const lines = [...log.querySelectorAll('[data-testid="log-entry"]')].map((li) => li.textContent);
    assert.deepEqual(lines, ["1 Poziția a fost pregătită.", `2 ${names[1]} câștigă cu 5 VP.`, "3 no phrase here"]);
  } finally {
    setLang("en");
  }
});
