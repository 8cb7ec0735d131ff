// The Manila board as a player reads it (issue 16): the bid is a number with a stepper
// over the legal range, shares are labelled, every space says what it costs and pays in
// the game's words, and what the others just did is highlighted. Frames:
// web/fixtures/manila.json, written from the engine by web/scripts/make_fixtures.py.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { LegalAction, StateFrame } from "../src/common";
import { type ManilaView, forgetChanges } from "../src/boards/manila";
import { renderFrame } from "../src/gameview";
import { bundledRules, parseCsv } from "../src/rules";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { document: window.document, KeyboardEvent: window.KeyboardEvent, Event: window.Event });

const FRAMES = JSON.parse(readFileSync(join(process.cwd(), "fixtures", "manila.json"), "utf8")) as StateFrame[];
const SPACES = new Map(
  parseCsv(readFileSync(join(process.cwd(), "..", "src", "tradewinds", "games", "manila", "spaces.csv"), "utf8")).map(
    (r) => [r["id"]!, r],
  ),
);

function render(frame: StateFrame, picked: LegalAction[] = []): HTMLElement {
  const root = document.createElement("div");
  const seat = frame.view.viewer;
  renderFrame(root, frame, { seat, rules: bundledRules("manila"), act: seat === null ? null : (a) => picked.push(a) });
  return root;
}

const text = (el: Element | null): string => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

function auctionFrame(): StateFrame {
  const frame = FRAMES.find((f) => f.view.decision === "auction_bid" && f.legal.length > 0);
  assert.ok(frame, "an auction frame with legal bids");
  return frame;
}

test("the bid is a number input over the legal range, with − and +, Bid and Pass", () => {
  const frame = auctionFrame();
  const bids = frame.legal.filter((a) => /^bid \d+$/.test(a.text)).map((a) => Number(a.text.slice(4)));
  const min = Math.min(...bids);
  const max = Math.max(...bids);
  const picked: LegalAction[] = [];
  const root = render(frame, picked);
  assert.equal(root.querySelector('[data-testid="board"] select'), null, "no 54-option list");
  assert.equal(root.querySelectorAll('[data-testid="board"] [data-action-text^="bid "]').length, 0, "no button per bid");
  const input = root.querySelector<HTMLInputElement>('[data-testid="bid-input"]')!;
  assert.equal(input.type, "number");
  assert.equal(Number(input.min), min);
  assert.equal(Number(input.max), max);
  assert.equal(Number(input.value), min);
  const down = root.querySelector<HTMLElement>('[data-testid="bid-down"]')!;
  const up = root.querySelector<HTMLElement>('[data-testid="bid-up"]')!;
  const bid = root.querySelector<HTMLButtonElement>('[data-testid="bid-button"]')!;
  down.click();
  assert.equal(Number(input.value), min, "− stops at the lowest legal bid");
  up.click();
  up.click();
  assert.equal(Number(input.value), min + 2);
  assert.equal(text(bid), `Bid ${min + 2}`);
  bid.click();
  assert.equal(picked.at(-1)?.text, `bid ${min + 2}`);
  // Keyboard: type a number, press Enter.
  input.value = String(max);
  input.dispatchEvent(new window.Event("input") as unknown as Event);
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter" }) as unknown as Event);
  assert.equal(picked.at(-1)?.text, `bid ${max}`);
  // Out of range: nothing is sent and the hint says the range.
  input.value = String(max + 1);
  input.dispatchEvent(new window.Event("input") as unknown as Event);
  assert.ok(bid.disabled);
  assert.match(text(root.querySelector('[data-testid="bid-hint"]')), new RegExp(`${min} to ${max}`));
  const count = picked.length;
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter" }) as unknown as Event);
  assert.equal(picked.length, count);
  // Pass, on the board next to Bid.
  const pass = root.querySelector<HTMLElement>('.bid-control [data-action-text="pass"]')!;
  assert.equal(text(pass), "Pass");
  pass.click();
  assert.equal(picked.at(-1)?.text, "pass");
});

test("during an auction the list of actions has no bid buttons: the stepper offers them", () => {
  const frame = auctionFrame();
  const root = render(frame);
  assert.ok(root.querySelector('[data-testid="bid-control"] [data-testid="bid-input"]'), "the stepper is there");
  const listed = [...root.querySelectorAll('[data-testid="legal-actions"] [data-testid="legal-action"]')].map((b) =>
    b.getAttribute("data-action-text"),
  );
  assert.ok(frame.legal.filter((a) => /^bid \d+$/.test(a.text)).length > 1, "several legal bids");
  assert.deepEqual(listed.filter((t) => /^bid /.test(t ?? "")), [], "no bid in the list");
  // The other actions stay in the list: pass, and a mortgage or redeem when legal.
  const others = frame.legal.map((a) => a.text).filter((t) => !/^bid \d+$/.test(t));
  assert.ok(others.includes("pass"));
  assert.deepEqual(listed, others);
  // The search box is for long lists: the few actions left need none.
  if (others.length <= 12) assert.equal(root.querySelector('[data-testid="legal-filter"]'), null);
});

test("shares are labelled with their good and count, and share prices are shown", () => {
  let checked = 0;
  for (const frame of FRAMES) {
    const view = frame.view as ManilaView;
    const root = render(frame);
    for (const p of view.players_board) {
      const board = root.querySelector(`[data-testid="player-board"][data-seat="${p.seat}"]`)!;
      if (!p.shares) {
        assert.match(text(board.querySelector('[data-testid="hidden-shares"]')), new RegExp(`^${p.share_count} share`));
        continue;
      }
      for (const [good, n] of Object.entries(p.shares)) {
        const chip = board.querySelector(`.share[data-good="${good}"]`)!;
        const words = text(chip);
        assert.ok(words.toLowerCase().includes(good), `${good} share: "${words}"`);
        assert.ok(words.includes(`×${n}`), `${good} share count: "${words}"`);
        checked++;
      }
    }
    for (const [good, price] of Object.entries(view.share_prices)) {
      const cell = root.querySelector(`.share-supply[data-good="${good}"]`);
      assert.ok(text(cell).includes(`buy for ${price}`), `${good}: share price`);
    }
  }
  assert.ok(checked > 20);
});

test("every space and boat seat shows its cost and reward in the game's words", () => {
  const frame = FRAMES.find((f) => f.view.decision === "place_accomplice" && f.legal.length > 0)!;
  const view = frame.view as ManilaView;
  const root = render(frame);
  for (const s of view.spaces) {
    const el = root.querySelector(`[data-space="${s.id}"]`)!;
    const row = SPACES.get(s.id)!;
    assert.equal(Number(row["cost"]), s.cost);
    assert.equal(text(el.querySelector('[data-testid="space-cost"]')), s.cost ? `costs ${s.cost}` : "free");
    if (s.payout) assert.ok(text(el.querySelector('[data-testid="space-reward"]')).includes(String(s.payout)), s.id);
    else assert.ok(text(el.querySelector('[data-testid="space-reward"]')).length > 5, `${s.id}: what it does`);
  }
  assert.equal(text(root.querySelector('[data-space="harbor_a"] .space-name')), "Harbour office A");
  for (const boat of view.boats) {
    const lane = root.querySelector(`[data-testid="boat"][data-good="${boat.good}"]`)!;
    assert.ok(text(lane).includes(`shares ${boat.value}`), `${boat.good}: the crew's reward`);
    for (const seat of boat.seats) {
      const el = lane.querySelector(`[data-space="${seat.id}"]`)!;
      const n = seat.id.slice(-1);
      const good = boat.good.charAt(0).toUpperCase() + boat.good.slice(1);
      assert.match(el.getAttribute("aria-label")!, new RegExp(`^${good} boat, seat ${n} \\(${seat.cost} pesos?\\)`));
      if (seat.occupant === null) assert.ok(text(el).includes(String(seat.cost)), `${seat.id}: cost on the seat`);
    }
  }
});

test("no engine name shows on the board, and no button is labelled in notation", () => {
  for (const frame of FRAMES) {
    const board = render(frame).querySelector('[data-testid="board"]')!;
    assert.doesNotMatch(text(board), /\b[a-z]+_[a-z_0-9]+\b/, `move ${frame.seq}: a snake_case name`);
    for (const el of board.querySelectorAll("button")) {
      const notation = el.getAttribute("data-action-text");
      if (notation) assert.notEqual(text(el), notation, `move ${frame.seq}: a button labelled "${notation}"`);
    }
  }
});

test("what the others did since the viewer's last move is highlighted", () => {
  forgetChanges();
  const base = FRAMES.find((f) => f.view.decision === "place_accomplice" && f.legal.length > 0)!;
  const me = base.view.viewer!;
  const other = (me + 1) % base.view.players;
  const clone = (f: StateFrame): StateFrame => JSON.parse(JSON.stringify(f)) as StateFrame;
  // 1. The viewer's turn; 2. the viewer acted (the others' turn); 3. and 4. the others
  // place an accomplice and a boat moves: frame 4 shows both.
  const mine = clone(base);
  const after = clone(base);
  after.view.current_player = other;
  after.view.move_number += 1;
  const placed = clone(after);
  placed.view.move_number += 1;
  const v3 = placed.view as ManilaView;
  const free = v3.spaces.find((s) => s.occupant === null)!;
  free.occupant = other;
  const moved = clone(placed);
  moved.view.move_number += 1;
  const v4 = moved.view as ManilaView;
  v4.boats[0]!.position = 7;
  v4.players_board.find((p) => p.seat === other)!.cash -= free.cost || 1;
  render(mine);
  render(after);
  render(placed);
  const root = render(moved);
  assert.ok(root.querySelector(`[data-space="${free.id}"]`)!.classList.contains("just-changed"), "the accomplice placed");
  assert.ok(root.querySelector(`[data-testid="boat"][data-good="${v4.boats[0]!.good}"]`)!.classList.contains("just-changed"));
  assert.match(text(root.querySelector(`[data-testid="player-board"][data-seat="${other}"] [data-testid="cash-delta"]`)), /^−\d+$/);
  assert.equal(root.querySelectorAll('[data-testid="boat"].just-changed').length, 1, "only the boat that moved");
  // The same frame drawn again (a chat line, a timer) keeps the marks.
  assert.equal(render(moved).querySelectorAll('[data-testid="boat"].just-changed').length, 1);
  // A spectator sees the last move's changes, also when the frame is drawn again.
  forgetChanges();
  const watch = (f: StateFrame): StateFrame => ({ ...clone(f), view: { ...clone(f).view, viewer: null }, legal: [] });
  render(watch(placed));
  assert.equal(render(watch(moved)).querySelectorAll('[data-testid="boat"].just-changed').length, 1);
  assert.equal(render(watch(moved)).querySelectorAll('[data-testid="boat"].just-changed').length, 1);
  // Stepping back (a replay) forgets: nothing is highlighted.
  assert.equal(render(mine).querySelectorAll(".just-changed").length, 0);
});

test("the board names its parts for 'what just happened' (boats, spaces, shares, pesos)", () => {
  for (const frame of FRAMES) {
    const board = render(frame).querySelector('[data-testid="board"]')!;
    const keys = [...board.querySelectorAll("[data-hl]")].map((el) => el.getAttribute("data-hl")!);
    assert.equal(new Set(keys).size, keys.length, `move ${frame.seq}: a key twice`);
    const view = frame.view as ManilaView;
    for (const boat of view.boats) assert.ok(keys.includes(`boat-${boat.good}`));
    for (const s of view.spaces) assert.ok(keys.includes(`space-${s.id}`));
    for (const p of view.players_board) assert.ok(keys.includes(`cash-${p.seat}`));
  }
});
