// The interface's languages: people read the games' words in English, Italian or Romanian,
// never the engines' names (snake_case notation). The lobby and every fixture board are
// rendered in each language; the language switch changes the text and is remembered.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mock, test } from "node:test";
import { Window } from "happy-dom";

import type { StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { LANGUAGES, type Lang, errorText, formatPhrase, lang, pickLanguage, resetLang, setLang, t } from "../src/i18n";
import { startLobby } from "../src/lobby";
import { bundledRules } from "../src/rules";

let window = new Window({ url: "http://localhost/" });
let reloads = 0;
const location = { origin: "http://localhost", pathname: "/", hash: "", reload: () => (reloads += 1), assign: () => undefined };
Object.assign(globalThis, { window, document: window.document, localStorage: window.localStorage, location });

/** A new page: happy-dom keeps every element a window ever made, so the thousands of
 * boards drawn here (every fixture frame, three times) each get a window that is closed. */
async function newPage(): Promise<void> {
  await window.happyDOM.close();
  window = new Window({ url: "http://localhost/" });
  Object.assign(globalThis, { window, document: window.document, localStorage: window.localStorage });
}
Object.defineProperty(globalThis, "navigator", { value: { languages: ["en-US"] }, configurable: true, writable: true });

const SNAKE = /[a-z]+_[a-z_]+/;
const fixtures = join(process.cwd(), "fixtures");
const files = readdirSync(fixtures).filter((f) => f.endsWith(".json"));

function speak(l: Lang): void {
  window.localStorage.clear();
  resetLang();
  setLang(l);
}

test("the language: the saved choice, else the first of the browser's we speak, else English", () => {
  assert.equal(pickLanguage(["de-DE", "ro-RO", "it"]), "ro");
  assert.equal(pickLanguage(["it-IT", "en"]), "it");
  assert.equal(pickLanguage(["de", "fr"]), "en");
  assert.equal(pickLanguage([]), "en");
  window.localStorage.clear();
  resetLang();
  Object.defineProperty(globalThis, "navigator", { value: { languages: ["it-CH", "en"] }, configurable: true, writable: true });
  assert.equal(lang(), "it");
  setLang("ro");
  resetLang(); // a new page
  assert.equal(lang(), "ro", "the saved choice wins over the browser's");
  Object.defineProperty(globalThis, "navigator", { value: { languages: ["en-US"] }, configurable: true, writable: true });
});

for (const file of files) {
  const frames = JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[];
  for (const l of LANGUAGES) {
    test(`${file} in ${l}: no engine name in the page, every action in words`, async () => {
      await newPage();
      speak(l);
      for (const frame of frames) {
        const root = document.createElement("div");
        const seat = frame.view.viewer;
        renderFrame(root, frame, { seat, rules: bundledRules(frame.view.game), act: seat === null ? null : () => undefined });
        const where = `${file} move ${frame.seq} (${frame.view.decision})`;
        // The log's lines are the engine's English sentences (written for people, no ids).
        root.querySelector('[data-testid="game-log"]')?.remove();
        const text = root.textContent ?? "";
        assert.doesNotMatch(text, SNAKE, `${where}: ${text.match(SNAKE)?.[0]}`);
        const buttons = [...root.querySelectorAll('[data-testid="legal-action"]')];
        const covered = new Set(
          [...root.querySelectorAll("[data-covers]")].flatMap((el) => (el.getAttribute("data-covers") ?? "").split("|")),
        );
        assert.deepEqual(
          buttons.map((b) => b.textContent),
          frame.legal.filter((a) => !covered.has(a.text)).map((a) => formatPhrase(a.phrase, "?")),
          `${where}: the list shows each action's phrase`,
        );
        for (const a of frame.legal) assert.ok(a.phrase, `${where}: ${a.text} has no phrase`);
      }
    });
  }
}

test("the same action reads differently in each language", () => {
  const phrase = { id: "pr-action-build", args: { building: "pr-building-large_indigo_plant", cost: 3 } };
  const said = LANGUAGES.map((l) => {
    speak(l);
    return formatPhrase(phrase);
  });
  assert.deepEqual(said, [
    "Build the Large Indigo Plant (3 doubloons)",
    "Costruisci: Grande Piantagione di Indaco (3 dobloni)",
    "Construiește: Fabrică de indigo (3 dubloni)",
  ]);
});

/** A fetch answering the lobby's requests (no games yet). */
async function lobbyFetch(path: string): Promise<Response> {
  const catalog = JSON.parse(readFileSync(join(fixtures, "catalog", "catalog.json"), "utf8")) as unknown;
  const answers: Record<string, unknown> = {
    "/api/me": { name: "Ann", username: null },
    "/api/me/games": { games: [], my_turn: 0 },
    "/api/catalog": catalog,
  };
  const body = answers[path] ?? (path.startsWith("/api/games") ? [] : undefined);
  return new Response(body === undefined ? "{}" : JSON.stringify(body), { status: body === undefined ? 404 : 200 });
}

async function lobby(): Promise<HTMLElement> {
  const app = document.createElement("div");
  mock.timers.enable({ apis: ["setInterval"] });
  try {
    Object.assign(globalThis, { fetch: lobbyFetch });
    await startLobby(app);
  } finally {
    mock.timers.reset();
  }
  return app;
}

for (const l of LANGUAGES) {
  test(`the lobby in ${l}: the form and the lists without engine names`, async () => {
    speak(l);
    const app = await lobby();
    assert.ok(app.querySelector('[data-testid="new-game-form"]'), "the form is there");
    const text = app.textContent ?? "";
    assert.doesNotMatch(text, SNAKE, text.match(SNAKE)?.[0]);
    for (const option of app.querySelectorAll("option")) assert.doesNotMatch(option.textContent ?? "", SNAKE);
    for (const el of app.querySelectorAll("[title]")) assert.doesNotMatch(el.getAttribute("title") ?? "", SNAKE);
    assert.ok(text.includes(t("ui-new-game")));
  });
}

test("the language switch changes the words and is remembered", async () => {
  speak("en");
  const app = await lobby();
  assert.ok((app.textContent ?? "").includes("New game"));
  const select = app.querySelector<HTMLSelectElement>('[data-testid="language-switch"]')!;
  assert.deepEqual([...select.options].map((o) => o.value), ["en", "it", "ro"]);
  select.value = "it";
  select.dispatchEvent(new window.Event("change") as unknown as Event);
  assert.equal(reloads, 1, "the page is drawn again in the new language");
  assert.equal(window.localStorage.getItem("tradewinds.lang"), "it");
  resetLang(); // the reloaded page
  const again = await lobby();
  const text = again.textContent ?? "";
  assert.ok(text.includes("Nuova partita") && !text.includes("New game"), text.slice(0, 200));
  assert.equal(again.querySelector<HTMLSelectElement>('[data-testid="language-switch"]')!.value, "it");
});

test("the tooltips' names and effects follow the language", () => {
  speak("it");
  const it = bundledRules("puerto_rico").items["small_market"]!;
  assert.equal(it.name, "Piccolo Mercato");
  assert.match(it.text, /doblone/);
  speak("en");
  const en = bundledRules("puerto_rico").items["small_market"]!;
  assert.equal(en.name, "Small Market");
  assert.match(en.text, /doubloon/);
});

test("a refusal reads in the page's language, never as its bare code", () => {
  const names = ["Ann", "Ben"];
  const refused = { code: "not_your_turn", message: "it is not your turn (seat 2 plays)" };
  const withPhrase = { code: "illegal_action", message: "x: the game is over", phrase: { id: "error-game-over", args: {} } };
  const unknown = { code: "some_new_code", message: "something went wrong" };
  try {
    resetLang();
    setLang("en");
    assert.equal(errorText(refused, names), "it is not your turn (seat 2 plays)");
    assert.equal(errorText(withPhrase, names), "Not allowed: the game is over");
    assert.equal(errorText(unknown, names), "something went wrong");
    setLang("it");
    assert.equal(errorText(refused, names), "Non è il tuo turno.");
    assert.equal(errorText(withPhrase, names), "Mossa non consentita: la partita è finita");
    setLang("ro");
    assert.equal(errorText(refused, names), "Nu este rândul tău.");
    for (const error of [refused, withPhrase, unknown]) assert.doesNotMatch(errorText(error, names), /[a-z]+_[a-z]+/);
  } finally {
    resetLang();
    setLang("en");
  }
});

test("a refusal quotes the notations a person types as they are, in every language", () => {
  const names = ["Ann", "Ben"];
  const legal = { text: "builder, trader" };
  const phrase = { id: "sj-why-other-decision", args: { player: { seat: 1 }, decision: "sj-why-decision-choose_role", legal } };
  const refused = { code: "illegal_action", message: "x: it is Ben's decision 'choose_role'; legal now: builder, trader", phrase };
  try {
    resetLang();
    setLang("en");
    assert.equal(errorText(refused, names), "Not allowed: it is Ben's decision 'choose_role'; legal now: builder, trader");
    setLang("it");
    assert.equal(
      errorText(refused, names),
      "Mossa non consentita: ora tocca a Ben decidere (scegli un ruolo): questa mossa non è possibile adesso; mosse possibili: builder, trader",
    );
  } finally {
    resetLang();
    setLang("en");
  }
});
