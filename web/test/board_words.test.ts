// The boards really speak the reader's language: drawn in Italian and in Romanian, no
// visible text of a fixture board (a text of its own, a tooltip, an accessible name) is
// the English catalog text of one of the boards' own words (`*-board-*`, the final
// screen's lines, the replay page's words), and no engine name ("small_market") shows
// in any language. Drawn in English, the same check does find those English words, so it
// can fail.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Window } from "happy-dom";

import enManila from "../../src/tradewinds/i18n/locales/en/manila.ftl";
import enPuertoRico from "../../src/tradewinds/i18n/locales/en/puerto_rico.ftl";
import enSanJuan from "../../src/tradewinds/i18n/locales/en/san_juan.ftl";
import enUi from "../../src/tradewinds/i18n/locales/en/ui.ftl";
import itManila from "../../src/tradewinds/i18n/locales/it/manila.ftl";
import itPuertoRico from "../../src/tradewinds/i18n/locales/it/puerto_rico.ftl";
import itSanJuan from "../../src/tradewinds/i18n/locales/it/san_juan.ftl";
import itUi from "../../src/tradewinds/i18n/locales/it/ui.ftl";
import roManila from "../../src/tradewinds/i18n/locales/ro/manila.ftl";
import roPuertoRico from "../../src/tradewinds/i18n/locales/ro/puerto_rico.ftl";
import roSanJuan from "../../src/tradewinds/i18n/locales/ro/san_juan.ftl";
import roUi from "../../src/tradewinds/i18n/locales/ro/ui.ftl";
import type { StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { type Lang, resetLang, setLang } from "../src/i18n";
import { bundledRules } from "../src/rules";

const SOURCES: Record<Lang, string> = {
  en: [enUi, enPuertoRico, enSanJuan, enManila].join("\n"),
  it: [itUi, itPuertoRico, itSanJuan, itManila].join("\n"),
  ro: [roUi, roPuertoRico, roSanJuan, roManila].join("\n"),
};

/** The words moved out of the boards' code into the catalogs. */
const MOVED = /^(sj-board-|mn-board-|pr-board-|ui-final-item-|ui-final-unit-|ui-final-rule-|ui-replay-)/;

/** Each one-line message of a catalog: id → its source text ("{ $n } left"). */
function oneLiners(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/^([a-z][a-z0-9_-]*) = (\S.*)$/gm)) found.set(m[1]!, m[2]!);
  return found;
}

/** A pattern matching the whole of a text the message could format to. */
function matcher(source: string): RegExp {
  const parts = source.split(/\{[^}]*\}/).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+?")}$`);
}

const english = oneLiners(SOURCES.en);

/** The English texts of the moved words of a game (`prefix`: "pr") and of the pages
 * that `lang` says differently. */
function englishOnly(lang: Lang, prefix: string): { id: string; re: RegExp }[] {
  const other = oneLiners(SOURCES[lang]);
  return [...english]
    .filter(([id, en]) => MOVED.test(id) && (id.startsWith("ui-") || id.startsWith(`${prefix}-`)) && other.get(id) !== en && /[a-z]{2}/i.test(en.replace(/\{[^}]*\}/g, "")))
    .map(([id, en]) => ({ id, re: matcher(en) }));
}

/** What a reader meets: each text node's own text, each tooltip line, each accessible
 * name; not the log (the engines' sentences) nor the chat (people's lines). */
function visibleTexts(root: Element): string[] {
  for (const el of root.querySelectorAll('[data-testid="game-log"], [data-testid="chat"]')) el.remove();
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const el of root.querySelectorAll("[title], [aria-label]")) {
    texts.push(...(el.getAttribute("title") ?? "").split("\n"), el.getAttribute("aria-label") ?? "");
  }
  return texts.map((s) => s.trim()).filter((s) => s);
}

const SNAKE = /\b[a-z]+_[a-z0-9_]+\b/;

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");

/** A few frames of a file, spread over the game, and its last one (the final screen). */
function sample(frames: StateFrame[], count = 10): StateFrame[] {
  const step = Math.max(1, Math.floor(frames.length / count));
  const picked = frames.filter((_, i) => i % step === 0);
  const last = frames[frames.length - 1];
  return last && !picked.includes(last) ? [...picked, last] : picked;
}

function draw(frame: StateFrame): Element {
  const root = document.createElement("div");
  const seat = frame.view.viewer;
  renderFrame(root, frame, { seat, rules: bundledRules(frame.view.game), act: seat === null ? null : () => undefined });
  return root;
}

for (const file of readdirSync(fixtures).filter((f) => f.endsWith(".json") && f !== "catalog.json")) {
  test(`${file}: the boards speak Italian and Romanian, never engine names`, async () => {
    const prefix = file.startsWith("manila") ? "mn" : file.startsWith("san_juan") ? "sj" : "pr";
    const frames = sample(JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[]);
    const own = new Window({ url: "http://localhost/games/abc" });
    const before = (globalThis as { document?: unknown }).document;
    Object.assign(globalThis, { document: own.document });
    try {
      for (const lang of ["en", "it", "ro"] as Lang[]) {
        resetLang();
        setLang(lang);
        const words = englishOnly(lang === "en" ? "it" : lang, prefix);
        let englishSeen = 0;
        for (const frame of frames) {
          const where = `${file} move ${frame.seq} (${frame.view.decision}) in ${lang}`;
          const texts = visibleTexts(draw(frame));
          const leak = texts.find((s) => SNAKE.test(s));
          assert.equal(leak, undefined, `${where}: an engine name: ${leak}`);
          for (const text of texts) {
            const hit = words.find((w) => w.re.test(text));
            if (lang === "en") englishSeen += hit ? 1 : 0;
            else assert.equal(hit, undefined, `${where}: "${text}" is still English (${hit?.id})`);
          }
        }
        // The check can fail: the English boards do show these words.
        if (lang === "en") assert.ok(englishSeen > 10, `${file}: only ${englishSeen} English board words seen`);
      }
    } finally {
      resetLang();
      setLang("en");
      Object.assign(globalThis, { document: before });
      await own.happyDOM.close();
    }
  });
}
