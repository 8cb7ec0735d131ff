// The Puerto Rico board as a player reads it: effects one tap away (never only on hover),
// a Cancel after picking a building, the draft's choices with cost, VP and effect, labelled
// goods, the reason of the last round, and "what just happened" marks.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { LegalAction, StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { nameOf } from "../src/i18n";
import { bundledRules } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document });

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");

function frames(file: string): StateFrame[] {
  return JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[];
}

function find(file: string, decision: string): StateFrame {
  const frame = frames(file).find((f) => f.view.decision === decision && f.legal.length > 0);
  assert.ok(frame, `${file}: a frame deciding ${decision}`);
  return frame;
}

function draw(frame: StateFrame, root = document.createElement("div")): { root: HTMLElement; picked: LegalAction[] } {
  const picked: LegalAction[] = [];
  renderFrame(root, frame, {
    seat: frame.view.viewer,
    rules: bundledRules(frame.view.game),
    act: frame.view.viewer === null ? null : (a) => picked.push(a),
  });
  document.body.replaceChildren(root);
  return { root, picked };
}

const rules = bundledRules("puerto_rico");

test("a building of the supply shows its effect on tap, with Build and Cancel", () => {
  const frame = find("puerto_rico.json", "builder_build");
  const { root, picked } = draw(frame);
  const build = frame.legal.find((a) => a.text.startsWith("build "))!;
  const id = build.text.slice("build ".length);
  const tile = root.querySelector<HTMLElement>(`[data-testid="supply-building"][data-building="${id}"]`)!;
  assert.equal(tile.getAttribute("data-offers"), build.text);
  tile.click();
  assert.equal(picked.length, 0, "a tap does not build yet");
  const sheet = root.querySelector<HTMLElement>('[data-testid="details"]');
  assert.ok(sheet, "the details open");
  assert.ok(sheet.textContent!.includes(rules.items[id]!.text), "with the building's effect");
  assert.match(sheet.textContent!, /Cost \d+ · \d+ VP · \d+ colonist spaces?/);
  sheet.querySelector<HTMLElement>('[data-testid="details-cancel"]')!.click();
  assert.equal(root.querySelector('[data-testid="details"]'), null, "Cancel closes them");
  assert.equal(picked.length, 0, "and builds nothing");
  tile.click();
  root.querySelector<HTMLElement>(`[data-testid="details"] [data-action-text="${build.text}"]`)!.click();
  assert.deepEqual(picked, [build], "Build picks the action");
});

test("a role card's effect opens on tap without choosing the role", () => {
  const frame = find("puerto_rico.json", "choose_role");
  const { root, picked } = draw(frame);
  const card = root.querySelector<HTMLElement>('[data-role="craftsman"]')!;
  assert.equal(card.querySelector(".role-name")!.textContent, "Craftsman");
  card.querySelector<HTMLElement>('[data-testid="info"]')!.click();
  assert.equal(picked.length, 0);
  assert.ok(root.querySelector('[data-testid="details"]')!.textContent!.includes(rules.items["craftsman"]!.text));
});

test("a city building shows its effect on tap", () => {
  const frame = frames("puerto_rico.json").find((f) => f.view.viewer === null && (f.view["players_board"] as unknown as { city: unknown[] }[]).some((p) => p.city.length))!;
  const { root } = draw(frame);
  const building = root.querySelector<HTMLElement>(".city-building[data-building]")!;
  building.click();
  const id = building.getAttribute("data-building")!;
  assert.ok(root.querySelector('[data-testid="details"]')!.textContent!.includes(rules.items[id]!.text));
});

test("the goods in the supply are named, each with its count", () => {
  const frame = frames("puerto_rico.json")[0]!;
  const { root } = draw(frame);
  const supply = root.querySelector('[data-testid="goods-supply"]')!;
  const goods = frame.view["goods_supply"] as Record<string, number>;
  for (const [good, n] of Object.entries(goods)) {
    const chip = supply.querySelector(`[data-good="${good}"]`)!;
    assert.equal(chip.textContent, `${nameOf("puerto_rico", good)}${n}`); // the good in words, never its id
  }
  // Tobacco and coffee chips carry different marks, not only different browns.
  const marks = [...root.querySelectorAll(".good-tobacco, .good-coffee")].map((el) => el.getAttribute("data-mark"));
  assert.deepEqual(new Set(marks), new Set(["To", "Cf"]));
});

test("the last round says why the game ends", () => {
  const frame = structuredClone(find("puerto_rico.json", "choose_role"));
  frame.view["end_triggers"] = ["city", "vp"];
  const { root } = draw(frame);
  const text = root.querySelector('[data-testid="end-warning"]')!.textContent!;
  assert.match(text, /^Last round — the game ends when this round is over/);
  assert.match(text, /12th/);
  assert.match(text, /VP chips ran out/);
});

test("the expansions' draft shows each choice's cost, VP and effect", () => {
  const frame = find("puerto_rico_expansions.json", "draft");
  const { root, picked } = draw(frame);
  const cards = [...root.querySelectorAll<HTMLElement>(".draft-card")];
  const candidates = (frame.view["draft"] as { candidates: string[] }).candidates;
  assert.equal(cards.length, candidates.length);
  for (const card of cards) {
    const id = card.getAttribute("data-building")!;
    assert.match(card.textContent!, /Cost \d+ · \d+ VP/, id);
    assert.ok(card.textContent!.includes(rules.items[id]!.text), `${id}: its effect`);
  }
  cards[0]!.click();
  assert.equal(picked[0]?.text, `draft ${cards[0]!.getAttribute("data-building")}`);
});

test("what just happened: a building placed and a ship loaded are marked, nothing on the first frame", () => {
  const frame = frames("puerto_rico.json").find((f) => f.view.viewer === null && f.seq > 0)!;
  const root = document.createElement("div");
  draw(frame, root);
  assert.equal(root.querySelectorAll(".just-changed").length, 0, "nothing is new on the first frame");
  const next = structuredClone(frame);
  next.seq += 1;
  const player = (next.view["players_board"] as unknown as { seat: number; city: { id: string }[] }[])[1]!;
  player.city.push({ id: "harbor", name: "Harbor", colonists: 0, circles: 1, size: 1, vp: 3 } as never);
  const ship = (next.view["cargo_ships"] as { good: string | null; load: number }[])[0]!;
  ship.good = "corn";
  ship.load += 1;
  draw(next, root);
  const marked = [...root.querySelectorAll<HTMLElement>(".just-changed")].map((el) => el.dataset["hl"]);
  assert.ok(marked.includes(`city-${player.seat}-harbor`), `the new building (${marked.join(", ")})`);
  assert.ok(marked.some((k) => k?.startsWith("ship-")), "the loaded ship");
  assert.ok(marked.length <= 4, `only what changed: ${marked.join(", ")}`);
  // A spectator's marks show the last move only.
  const again = structuredClone(next);
  again.seq += 1;
  draw(again, root);
  assert.equal(root.querySelectorAll(".just-changed").length, 0);
});

test("the tie-break column says what it counts, in its heading and in a note under the table", () => {
  const final = frames("puerto_rico.json").find((f) => f.over)!;
  const { root } = draw(final);
  const scores = root.querySelector('[data-testid="final-scores"]')!;
  const headings = [...scores.querySelectorAll("th")].map((th) => th.textContent);
  assert.ok(headings.includes("Goods + doubloons (tie-break)"), headings.join(" | "));
  assert.match(scores.querySelector('[data-testid="score-note"]')!.textContent!, /doubloons and barrels left/);
});

test("open details stay open when the next frame is drawn, and closed ones stay closed", () => {
  const frame = find("puerto_rico.json", "choose_role");
  const root = document.createElement("div");
  draw(frame, root);
  root.querySelector<HTMLElement>('[data-role="mayor"] [data-testid="info"]')!.click();
  const next = structuredClone(frame);
  next.seq += 1;
  draw(next, root);
  const sheet = root.querySelector('[data-testid="details"]');
  assert.ok(sheet, "still open after a redraw");
  assert.ok(sheet.textContent!.includes(rules.items["mayor"]!.text));
  root.querySelector<HTMLElement>('[data-testid="details-close"]')!.click();
  const third = structuredClone(next);
  third.seq += 1;
  draw(third, root);
  assert.equal(root.querySelector('[data-testid="details"]'), null);
});
