// Renders every fixture frame (web/fixtures/, written by scripts/make_fixtures.py) with
// happy-dom: the boards must not throw, must offer every legal action, and clicking a
// board control must pick the action it names.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { LegalAction, StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { readFragment } from "../src/play";
import { bundledRules, parseCsv } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document });

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");

for (const file of readdirSync(fixtures).filter((f) => f.endsWith(".json"))) {
  const frames = JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[];

  test(`${file}: every frame renders, with every legal action reachable`, async () => {
    // A window of its own per file: happy-dom keeps every element a window ever made
    // (one window for all the fixtures grew to ~3 GB).
    const own = new Window({ url: "http://localhost/games/abc" });
    Object.assign(globalThis, { document: own.document });
    try {
      checkFrames(file, frames);
    } finally {
      Object.assign(globalThis, { document: window.document });
      await own.happyDOM.close();
    }
  });
}

function checkFrames(file: string, frames: StateFrame[]): void {
    let onBoard = 0;
    let total = 0;
    for (const frame of frames) {
      const root = document.createElement("div");
      const picked: LegalAction[] = [];
      const seat = frame.view.viewer;
      renderFrame(root, frame, {
        seat,
        rules: bundledRules(frame.view.game),
        act: seat === null ? null : (a) => picked.push(a),
      });
      const where = `${file} move ${frame.seq} (${frame.view.decision})`;
      assert.ok(root.querySelector('[data-testid="board"]'), `${where}: no board`);
      assert.ok(root.querySelector('[data-testid="turn-indicator"]'), `${where}: no turn indicator`);
      assert.ok(root.querySelector('[data-testid="game-log"]'), `${where}: no log`);
      const fallback = [...root.querySelectorAll('[data-testid="legal-action"]')].map((b) =>
        b.getAttribute("data-action-text"),
      );
      // Every legal action is in the fallback list, or offered in full by a board control
      // (Manila's bid stepper) that names it in data-covers.
      const covered = new Set(
        [...root.querySelectorAll("[data-covers]")].flatMap((el) => (el.getAttribute("data-covers") ?? "").split("|")),
      );
      for (const text of covered) {
        assert.ok(frame.legal.some((a) => a.text === text), `${where}: a control covers illegal ${text}`);
      }
      assert.deepEqual(
        fallback,
        frame.legal.map((a) => a.text).filter((t) => !covered.has(t)),
        `${where}: fallback list`,
      );
      const boardTexts = new Set(
        [...root.querySelectorAll('[data-testid="board-action"]')].map((b) => b.getAttribute("data-action-text")),
      );
      for (const text of boardTexts) {
        assert.ok(frame.legal.some((a) => a.text === text), `${where}: board offers illegal ${text}`);
      }
      if (process.env["SHOW_OFF_BOARD"]) {
        const off = frame.legal.filter((a) => !boardTexts.has(a.text)).map((a) => a.text);
        if (off.length) console.log(`${where}: only in the list: ${off.join(" | ")}`);
      }
      // A building of the supply offers its actions one tap away (its details, with Cancel).
      const offered = new Set(
        [...root.querySelectorAll("[data-offers]")].flatMap((el) => (el.getAttribute("data-offers") ?? "").split("|")),
      );
      for (const text of offered) {
        assert.ok(frame.legal.some((a) => a.text === text), `${where}: a tile offers illegal ${text}`);
      }
      total += frame.legal.length;
      onBoard += frame.legal.filter((a) => boardTexts.has(a.text) || offered.has(a.text) || /^(pass|bid \d+)$/.test(a.text)).length;
      // Click the first board control: it must pick the action it names.
      const control = root.querySelector<HTMLElement>('[data-testid="board-action"]');
      if (control) {
        control.click();
        assert.equal(picked.at(-1)?.text, control.getAttribute("data-action-text"), `${where}: click`);
      }
      if (frame.over) {
        const scores = root.querySelector('[data-testid="final-scores"]');
        assert.ok(scores, `${where}: no final scores`);
        assert.equal(scores.querySelectorAll('[data-testid="score-row"]').length, frame.view.players);
      }
    }
    // Most legal actions should be on the board itself, not only in the list.
    assert.ok(onBoard / Math.max(1, total) > 0.8, `${file}: only ${onBoard}/${total} actions on the board`);
}

test("the invite fragment gives the seat and token", () => {
  assert.deepEqual(readFragment("#seat=2&token=abc-DEF_1"), { seat: 2, token: "abc-DEF_1" });
  assert.deepEqual(readFragment(""), { seat: null, token: null });
  assert.deepEqual(readFragment("#seat=1"), { seat: null, token: null });
});

test("the bundled rules have the effects of the engines' CSV files", () => {
  assert.match(bundledRules("puerto_rico").items["hacienda"]!.text, /plantation/i);
  assert.ok(bundledRules("puerto_rico").items["settler"]);
  assert.ok(bundledRules("san_juan").items["gold_mine"]);
  assert.ok(bundledRules("manila").items["insurance"]);
  assert.deepEqual(parseCsv('a,b\n1,"x, ""y"""\n'), [{ a: "1", b: 'x, "y"' }]);
});
