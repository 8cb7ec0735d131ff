// The boards find legal actions by their kind and arguments, never by their notation: a
// frame whose notations are replaced by meaningless keys draws the same board, with the
// same actions on the same controls (docs/web.md, "State frame").

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import { Actions, type LegalAction, type StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { bundledRules } from "../src/rules";

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");
const FILES = ["puerto_rico.json", "puerto_rico_expansions.json", "san_juan.json", "manila.json"];

/** What the board offers: each control's text and the ids of the actions it carries. */
function drawn(frame: StateFrame): { text: string; ids: string[] } {
  const root = document.createElement("div");
  renderFrame(root, frame, { seat: frame.view.viewer, rules: bundledRules(frame.view.game), act: () => {} });
  const idOf = new Map(frame.legal.map((a) => [a.text, a.id]));
  const ids = (attr: string): string[] =>
    [...root.querySelectorAll(`[${attr}]`)].flatMap((el) =>
      (el.getAttribute(attr) ?? "").split("|").map((key) => `${attr}:${idOf.get(key) ?? "?"}`),
    );
  return { text: root.textContent ?? "", ids: [...ids("data-action-text"), ...ids("data-offers"), ...ids("data-covers")] };
}

/** `frame` with every notation replaced by a key that says nothing ("#17"). */
function withoutNotation(frame: StateFrame): StateFrame {
  return { ...frame, legal: frame.legal.map((a): LegalAction => ({ ...a, text: `#${a.id}` })) };
}

for (const file of FILES) {
  test(`${file}: the boards never read the notation`, async () => {
    const own = new Window({ url: "http://localhost/games/abc" });
    Object.assign(globalThis, { document: own.document });
    try {
      const frames = JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[];
      let checked = 0;
      for (const frame of frames.filter((f) => f.legal.length)) {
        const where = `${file} move ${frame.seq} (${frame.view.decision})`;
        const plain = drawn(frame);
        const keyed = drawn(withoutNotation(frame));
        assert.deepEqual(keyed.ids, plain.ids, `${where}: controls`);
        assert.equal(keyed.text, plain.text, `${where}: words`);
        checked += 1;
      }
      assert.ok(checked > 3, `${file}: only ${checked} frames with actions`);
    } finally {
      await own.happyDOM.close();
    }
  });
}

test("find() picks actions by kind and arguments, in the order of the kinds asked", () => {
  const phrase = { id: "action-unnamed", args: {} };
  const legal: LegalAction[] = [
    { id: 1, text: "a", kind: "sell", args: { good: "corn" }, phrase },
    { id: 2, text: "b", kind: "keep", args: { good: "corn" }, phrase },
    { id: 3, text: "c", kind: "sell", args: { good: "sugar" }, phrase },
    { id: 4, text: "d", kind: "load", args: { goods: ["jade", "silk"], ashore: "ginseng" }, phrase },
    { id: 5, text: "e", kind: "discard", args: { good: "corn", forest: true }, phrase },
  ];
  const actions = new Actions(legal, () => {});
  assert.deepEqual(actions.find("sell"), ["a", "c"]);
  assert.deepEqual(actions.find(["keep", "sell"], { good: "corn" }), ["b", "a"]);
  assert.deepEqual(actions.find("load", { goods: ["jade", "silk"] }), ["d"]);
  assert.deepEqual(actions.find("load", { goods: ["silk", "jade"] }), []);
  assert.deepEqual(actions.find("discard", { forest: false }), []);
  assert.deepEqual(actions.find("build"), []);
  // A spectator (no way to act) is offered nothing.
  assert.deepEqual(new Actions(legal, null).find("sell"), []);
});
