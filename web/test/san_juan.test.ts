// The San Juan board as a player reads it (issue 16): every card shows its cost, VP and
// effect on the card itself (a phone has no hover), the bonus buildings show what they
// score (checked against the engine's final scores), and nothing shows the engine's
// names. Frames: web/fixtures/san_juan*.json, written from the engine by
// web/scripts/make_fixtures.py.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { LegalAction, StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { bundledRules, parseCsv } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document });

const fixtures = join(process.cwd(), "fixtures");
const load = (name: string): StateFrame[] => JSON.parse(readFileSync(join(fixtures, name), "utf8")) as StateFrame[];
// Every San Juan fixture (one per configuration where the fixtures script writes several).
const FRAMES = readdirSync(fixtures)
  .filter((f) => /^san_juan.*\.json$/.test(f))
  .sort()
  .flatMap(load);

// The engine's card table, read here on its own: what every card must show.
const TABLE = new Map(
  parseCsv(readFileSync(join(process.cwd(), "..", "src", "tradewinds", "games", "san_juan", "cards.csv"), "utf8")).map(
    (r) => [r["id"]!, r],
  ),
);

function render(frame: StateFrame, picked: LegalAction[] = []): HTMLElement {
  const root = document.createElement("div");
  const seat = frame.view.viewer;
  renderFrame(root, frame, {
    seat,
    rules: bundledRules("san_juan"),
    act: seat === null ? null : (a) => picked.push(a),
  });
  return root;
}

/** The text a person reads (no tooltips, no attributes). */
function text(el: Element): string {
  return (el.textContent ?? "").replace(/\s+/g, " ");
}

test("every card shows its cost, its VP and its effect on the card, without hover", () => {
  let cards = 0;
  for (const frame of FRAMES) {
    for (const el of render(frame).querySelectorAll<HTMLElement>(".sj-card")) {
      const id = el.getAttribute("data-card")!;
      const row = TABLE.get(id);
      assert.ok(row, `unknown card ${id}`);
      const where = `move ${frame.seq}, ${id}`;
      assert.ok(text(el).includes(row["name"]!), `${where}: name`);
      const cost = el.querySelector('[data-testid="card-cost"]');
      assert.ok(cost, `${where}: no cost`);
      // The printed cost, or the player's own lower price with the printed one struck out.
      const shown = (cost.firstChild?.textContent ?? "").trim();
      const struck = cost.querySelector("s")?.textContent;
      assert.equal(struck ?? shown, row["cost"], `${where}: cost`);
      const vp = el.querySelector('[data-testid="card-vp"]');
      assert.ok(vp, `${where}: no VP`);
      if (row["group"] !== "bonus") assert.equal(text(vp), `${row["vp"]} VP`, `${where}: VP`);
      assert.equal(text(el.querySelector('[data-testid="card-effect"]')!), row["effect"], `${where}: effect`);
      cards++;
    }
  }
  assert.ok(cards > 100, `only ${cards} cards rendered`);
});

test("the councillor's drawn cards show cost, VP and effect", () => {
  const frame = FRAMES.find((f) => f.view.decision === "councillor_keep" && f.view.viewer !== null)!;
  const drawn = (frame.view["pending"] as { drawn: string[] }).drawn;
  const root = render(frame);
  const shown = [...root.querySelectorAll('[data-testid="drawn-cards"] .sj-card')];
  assert.deepEqual(shown.map((c) => c.getAttribute("data-card")), drawn);
  for (const el of shown) {
    const row = TABLE.get(el.getAttribute("data-card")!)!;
    assert.equal(text(el.querySelector('[data-testid="card-cost"]')!), row["cost"]);
    assert.match(text(el.querySelector('[data-testid="card-vp"]')!), /^(\d+|\?) VP/);
    assert.equal(text(el.querySelector('[data-testid="card-effect"]')!), row["effect"]);
    // Each says what a click does ("Keep"), on the card.
    assert.equal(text(el.querySelector(".act-label")!), "Keep");
  }
});

test("bonus buildings show the VP the engine scores them at the end, and their rule", () => {
  const bonuses = new Set(["guild_hall", "city_hall", "triumphal_arch", "palace"]);
  const checked = new Set<string>();
  for (const frame of FRAMES.filter((f) => f.over)) {
    const root = render(frame);
    const scores = frame.result!.scores;
    for (const board of root.querySelectorAll('[data-testid="player-board"]')) {
      const seat = Number(board.getAttribute("data-seat"));
      const engine = scores.find((s) => s.seat === seat)!["bonuses"] as Record<string, number>;
      for (const el of board.querySelectorAll(".sj-card")) {
        const id = el.getAttribute("data-card")!;
        if (!bonuses.has(id)) continue;
        assert.equal(text(el.querySelector('[data-testid="card-vp"]')!), `${engine[id]} VP`, `seat ${seat} ${id}`);
        // The rule (the card's effect) stands on the card, not only in its tooltip.
        assert.ok(text(el).includes(TABLE.get(id)!["effect"]!), `${id}: the rule`);
        checked.add(id);
      }
    }
  }
  // The 4-player fixture ends with a Guild hall, a City hall and a Triumphal arch; the
  // Palace needs another configuration's game (the Palace's rule is also checked below,
  // on a drawn card).
  assert.ok(checked.size >= 3, `only ${[...checked].join(", ")} in the fixtures' final cities`);
});

test("a bonus card not yet built says what it would score in the viewer's city", () => {
  // The councillor's frame offers a Palace among the drawn cards.
  const frame = FRAMES.find((f) => f.view.decision === "councillor_keep" && f.view.viewer !== null)!;
  const root = render(frame);
  const palace = root.querySelector('[data-testid="drawn-cards"] [data-card="palace"]');
  assert.ok(palace, "the fixture draws a Palace");
  const me = frame.view.players_board.find((p) => p.seat === frame.view.viewer) as unknown as {
    city: { id: string; count: number; vp: number }[];
    chapel: number;
  };
  const subtotal = me.city.reduce((sum, c) => sum + c.count * c.vp, 0) + me.chapel;
  assert.equal(text(palace.querySelector('[data-testid="card-vp"]')!), `${Math.floor(subtotal / 4)} VP if built now`);
});

test("no engine name shows: cards, roles, phases and buttons read in the game's words", () => {
  for (const frame of FRAMES) {
    const board = render(frame).querySelector('[data-testid="board"]')!;
    const words = text(board);
    assert.doesNotMatch(words, /\b[a-z]+_[a-z_]+\b/, `move ${frame.seq}: a snake_case name on the board`);
    for (const el of board.querySelectorAll("button")) {
      const notation = el.getAttribute("data-action-text");
      if (notation) assert.notEqual(text(el).trim(), notation, `move ${frame.seq}: a button labelled "${notation}"`);
    }
  }
});

test("a card's whole effect opens on tap, without picking the card's action", () => {
  const frame = FRAMES.find((f) => f.view.decision === "builder_build" && f.view.viewer !== null)!;
  const picked: LegalAction[] = [];
  const root = render(frame, picked);
  const hot = [...root.querySelectorAll<HTMLElement>('[data-testid="hand"] .sj-card.hot')].find((c) =>
    c.querySelector('[data-testid="card-more"]'),
  );
  assert.ok(hot, "a card to build with a long effect");
  const more = hot.querySelector<HTMLElement>('[data-testid="card-more"]')!;
  more.click();
  assert.ok(hot.classList.contains("open"));
  assert.equal(more.getAttribute("aria-expanded"), "true");
  assert.equal(picked.length, 0, "the tap on 'more' built nothing");
  assert.equal(text(hot.querySelector(".act-label")!), "Build");
  hot.click();
  assert.equal(picked.at(-1)?.text, hot.getAttribute("data-action-text"));
});

test("the roles show their effect on the card", () => {
  const frame = FRAMES.find((f) => f.view.decision === "choose_role" && f.view.viewer !== null)!;
  const root = render(frame);
  const roles = [...root.querySelectorAll(".role-card")];
  assert.equal(roles.length, 5);
  for (const el of roles) {
    const item = bundledRules("san_juan").items[el.getAttribute("data-role")!]!;
    const words = text(el);
    assert.ok(words.includes(item.name), `${item.name}: name`);
    assert.ok(words.includes(item.text), `${item.name}: effect`);
  }
});

test("the board names its parts for 'what just happened' (unique keys on every city card)", () => {
  for (const frame of FRAMES) {
    const board = render(frame).querySelector('[data-testid="board"]')!;
    const keys = [...board.querySelectorAll("[data-hl]")].map((el) => el.getAttribute("data-hl"));
    assert.equal(new Set(keys).size, keys.length, `move ${frame.seq}: a key twice`);
    for (const el of board.querySelectorAll('[data-testid="player-board"] .sj-card')) {
      assert.ok(el.getAttribute("data-hl") && el.getAttribute("data-hl-sig"), `move ${frame.seq}: a city card without a key`);
    }
  }
});
