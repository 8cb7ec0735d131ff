// After the game (docs/web.md, "After the game"): the final screen of every game explains
// the score (ranking, each player's lines, the tie-break in words) and links to the replay
// and the rematch; a finished game's replay shows what each seat kept secret. The fixtures
// (web/fixtures/after/) come from the engines and the server
// (web/scripts/make_after_fixtures.py; a Python test checks they are current).

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { GameResult, StateFrame } from "../src/common";
import { type Breakdown, breakdownOf, lineLabel, renderFinal, renderRevealed } from "../src/final";
import { setLang } from "../src/i18n";
import { renderFrame } from "../src/gameview";
import { bundledRules } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document });

const dir = join(process.cwd(), "fixtures", "after");

interface AfterFixture {
  final: StateFrame;
  replay: StateFrame;
  tie: GameResult;
}

const texts = (root: ParentNode, testid: string): string[] =>
  [...root.querySelectorAll(`[data-testid="${testid}"]`)].map((e) => e.textContent ?? "");

for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const fixture = JSON.parse(readFileSync(join(dir, file), "utf8")) as AfterFixture;

  test(`${file}: the final screen ranks the players and explains every total`, () => {
    const root = document.createElement("div");
    const frame = fixture.final;
    const rematch = document.createElement("button");
    rematch.dataset["testid"] = "final-rematch-button";
    renderFrame(root, frame, { seat: null, rules: bundledRules(frame.view.game), act: null, final: { replayOf: "g1", rematch } });
    const screen = root.querySelector('[data-testid="final-screen"]');
    assert.ok(screen, "no final screen");
    const breakdown = breakdownOf(frame.result!) as Breakdown;
    assert.equal(texts(screen, "final-summary")[0], breakdown.summary);
    // The ranking: one row per player, best first, with the server's totals and ranks.
    const rows = [...screen.querySelectorAll<HTMLElement>('[data-testid="final-scores"] [data-testid="score-row"]')];
    assert.deepEqual(rows.map((r) => Number(r.dataset["seat"])), frame.result!.ranking);
    for (const row of rows) {
      const score = frame.result!.scores.find((s) => s.seat === Number(row.dataset["seat"]))!;
      assert.equal(Number(row.dataset["total"]), score.total);
      assert.equal(Number(row.dataset["rank"]), score.rank);
    }
    // The table: every line of every player, in the player's column, adding up to the total.
    const table = screen.querySelector('[data-testid="final-breakdown"]')!;
    const heads = [...table.querySelectorAll("thead th[data-seat]")].map((th) => Number(th.getAttribute("data-seat")));
    assert.deepEqual(heads, frame.result!.ranking);
    for (const player of breakdown.players) {
      const column = heads.indexOf(player.seat) + 1;
      let sum = 0;
      for (const line of player.lines) {
        const row = table.querySelector(`tr[data-item="${line.item}"]`)!;
        assert.ok(row.textContent!.includes(line.label), `${line.item}: label`);
        const cell = row.children[column]!;
        assert.equal(parseInt(cell.textContent!, 10), line.value, `${player.name} ${line.item}`);
        sum += parseInt(cell.textContent!, 10);
      }
      const total = table.querySelector('[data-testid="breakdown-total"]')!.children[column]!;
      assert.equal(Number(total.textContent), player.total);
      assert.equal(sum, player.total, `${player.name}: the lines add up`);
    }
    // The tie-break row names its rule (no unexplained "tiebreak" column).
    const tiebreak = table.querySelector('[data-testid="breakdown-tiebreak"]');
    assert.equal(tiebreak !== null, breakdown.tiebreak_rule !== null);
    if (tiebreak) assert.match(tiebreak.textContent!, new RegExp(`Tie-break: ${breakdown.tiebreak_rule}`));
    assert.equal(screen.querySelector('[data-testid="final-replay-link"]')!.getAttribute("href"), "/games/g1/replay");
    assert.ok(screen.querySelector('[data-testid="final-rematch-button"]'));
    // No engine name shows: every label is the game's words.
    assert.doesNotMatch(screen.textContent!, /[a-z]+_[a-z]+/);
  });

  test(`${file}: a tie is told in words`, () => {
    const screen = renderFinal(fixture.tie);
    const ties = texts(screen, "final-tie");
    assert.equal(ties.length, 1);
    assert.match(ties[0]!, /^Ann and Ben tie on \d+ (VP|pesos); /);
    assert.match(ties[0]!, /Ann wins with more|share the victory/);
    assert.equal(screen.querySelector('[data-testid="final-replay-link"]'), null, "no link without a game");
  });

  test(`${file}: a finished game's replay shows every seat's secret`, () => {
    const frame = fixture.replay;
    const root = document.createElement("div");
    renderFrame(root, frame, { seat: null, rules: bundledRules(frame.view.game), act: null });
    const seats = [...root.querySelectorAll('[data-testid="revealed"] [data-testid="revealed-seat"]')];
    assert.equal(seats.length, frame.view.players);
    const kind = { san_juan: "revealed-hand", puerto_rico: "revealed-vp", manila: "revealed-shares" }[frame.view.game]!;
    for (const seat of seats) assert.ok(seat.querySelector(`[data-testid="${kind}"]`), `${frame.view.game}: ${kind}`);
    // A running game's frame (nothing revealed) has no such panel.
    assert.equal(renderRevealed({ ...frame.view, revealed: undefined }, null), null);
  });
}

test("a resignation keeps the plain table and says who resigned", () => {
  const result: GameResult = {
    over: true,
    by: "resignation",
    resigned: [1],
    winners: [0],
    ranking: [0, 1],
    shared_win: false,
    scores: [
      { seat: 0, name: "Ann", outcome: "won", total: 0, rank: 1 },
      { seat: 1, name: "Ben", outcome: "resigned", total: 0, rank: 2 },
    ],
  };
  const screen = renderFinal(result, { replayOf: "g1" });
  assert.equal(texts(screen, "final-summary")[0], "Ben resigned; Ann wins.");
  assert.equal(screen.querySelectorAll('[data-testid="final-scores"] [data-testid="score-row"]').length, 2);
  assert.ok(screen.querySelector('[data-testid="final-replay-link"]'));
});

test("the breakdown's lines read in the page's language, by their item keys", () => {
  setLang("it");
  try {
    let translated = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const frame = (JSON.parse(readFileSync(join(dir, file), "utf8")) as AfterFixture).final;
      const root = document.createElement("div");
      renderFrame(root, frame, { seat: null, rules: bundledRules(frame.view.game), act: null });
      const breakdown = breakdownOf(frame.result!) as Breakdown;
      for (const line of breakdown.players.flatMap((p) => p.lines)) {
        const head = root.querySelector(`[data-testid="final-breakdown"] tr[data-item="${line.item}"] th`)!;
        assert.equal(head.textContent, lineLabel(frame.view.game, line.item, line.label));
        if (head.textContent !== line.label) translated += 1;
      }
      // The unit and the tie-break rule too ("Totale (PV)", not "(VP)").
      const total = root.querySelector('[data-testid="breakdown-total"] th')!.textContent!;
      assert.doesNotMatch(total, /\(VP\)|Total \(/, `${file}: ${total}`);
    }
    assert.ok(translated > 3, `only ${translated} lines in Italian`);
    assert.equal(lineLabel("manila", "shares:jade", "Jade shares"), "Azioni: Giada");
    assert.equal(lineLabel("san_juan", "bonus:palace", "Palace bonus"), "Bonus: Residenza");
    // A key the catalogs do not know keeps the engine's English.
    assert.equal(lineLabel("manila", "new_thing", "New thing"), "New thing");
  } finally {
    setLang("en");
  }
});

test("the summary and the tie sentences read in the page's language, with the players' names", () => {
  setLang("it");
  try {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const fixture = JSON.parse(readFileSync(join(dir, file), "utf8")) as AfterFixture;
      const breakdown = breakdownOf(fixture.final.result!) as Breakdown;
      const summary = texts(renderFinal(fixture.final.result!), "final-summary")[0]!;
      assert.notEqual(summary, breakdown.summary, `${file}: still English`);
      const winner = breakdown.players.find((p) => p.rank === 1)!;
      assert.ok(summary.includes(winner.name), `${file}: ${summary}`);
      const tie = texts(renderFinal(fixture.tie), "final-tie")[0]!;
      assert.match(tie, /^Ann e Ben sono pari con \d+ (PV|Pesos); /, `${file}: ${tie}`);
    }
  } finally {
    setLang("en");
  }
});
