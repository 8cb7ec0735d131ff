// The interface's languages (English, Italian, Romanian): the Project Fluent catalogs of
// src/tradewinds/i18n/locales/, bundled as text (build.mjs), the same files the server
// and the terminal read. The language: the reader's saved choice, else the first of the
// browser's languages that we speak, else English.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";

import type { LogPhrase, Phrase } from "./generated/view";

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

export type Lang = "en" | "it" | "ro";
export const LANGUAGES: readonly Lang[] = ["en", "it", "ro"];
/** Each language's name in itself (the switch shows these). */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", it: "Italiano", ro: "Română" };
const STORAGE_KEY = "tradewinds.lang";

const SOURCES: Record<Lang, string[]> = {
  en: [enUi, enPuertoRico, enSanJuan, enManila],
  it: [itUi, itPuertoRico, itSanJuan, itManila],
  ro: [roUi, roPuertoRico, roSanJuan, roManila],
};

const bundles = new Map<Lang, FluentBundle>();

function bundle(lang: Lang): FluentBundle {
  let b = bundles.get(lang);
  if (!b) {
    // No bidi isolation marks: the three languages run left to right.
    b = new FluentBundle(lang, { useIsolating: false });
    for (const source of SOURCES[lang]) b.addResource(new FluentResource(source));
    bundles.set(lang, b);
  }
  return b;
}

function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function saved(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null; // storage refused (private mode): the browser's language then
  }
}

/** The first of `languages` (BCP 47 tags, e.g. navigator.languages) that we speak. */
export function pickLanguage(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLang(base)) return base;
  }
  return "en";
}

let current: Lang | null = null;

/** The language the interface speaks now. */
export function lang(): Lang {
  if (current === null) {
    const nav = globalThis.navigator;
    current = saved() ?? pickLanguage(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
    // The page says which language it is in (screen readers, hyphenation, spell check).
    if (typeof document !== "undefined") document.documentElement.lang = current;
  }
  return current;
}

/** Speak `next` from now on, and remember it in this browser. */
export function setLang(next: Lang): void {
  current = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered, but used for this page
  }
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

/** Forget the language in use (tests: a new page reads the saved choice again). */
export function resetLang(): void {
  current = null;
}

export type Args = Record<string, string | number>;

/** Message `id` of the catalog in the current language (English if this one lacks it; the
 * id itself if no catalog has it: a visible slip, never a crash). */
export function t(id: string, args?: Args): string {
  for (const l of [lang(), "en"] as Lang[]) {
    const b = bundle(l);
    const message = b.getMessage(id);
    if (message?.value) return b.formatPattern(message.value, (args ?? null) as Record<string, FluentVariable> | null, []);
  }
  return id;
}

/** Whether the catalog has message `id`. */
export function has(id: string): boolean {
  return bundle("en").hasMessage(id);
}

/** A catalog term for an engine id when there is one (`pr-building-` + "small_market"),
 * else `fallback` (an id with its underscores as spaces). */
export function term(prefix: string, id: string, fallback?: string): string {
  const key = `${prefix}${id}`;
  return has(key) ? t(key) : (fallback ?? id.replace(/_/g, " "));
}

/** A bot level's name in the reader's language ("medium": "medio" in Italian). */
export function botName(level: string): string {
  return term("ui-bot-", level, level);
}

const GAME_PREFIX: Record<string, string> = { puerto_rico: "pr", san_juan: "sj", manila: "mn" };

/** The prefix of a game's terms in the catalogs ("pr" for Puerto Rico). */
export function gamePrefix(game: string): string {
  return GAME_PREFIX[game] ?? game;
}

const NAME_KINDS: Record<string, string[]> = {
  pr: ["building", "role", "good", "plantation"],
  sj: ["card", "role", "good"],
  mn: ["space", "good", "boat", "share"],
};

/** The name of a thing of `game` (a building, card, role, good, space) in the reader's
 * language: the first catalog term of the game that names `id`; else `fallback` (else the
 * id with its underscores as spaces). */
export function nameOf(game: string, id: string, fallback?: string): string {
  const prefix = gamePrefix(game);
  for (const kind of NAME_KINDS[prefix] ?? []) {
    const key = `${prefix}-${kind}-${id}`;
    if (has(key)) return t(key);
  }
  return fallback ?? id.replace(/_/g, " ");
}

/** The name of a game's decision ("settler_pick") in the reader's language. */
export function decisionName(game: string, decision: string): string {
  return term(`${gamePrefix(game)}-decision-`, decision);
}

// What a server frame says an action means (Phrase) and a log line's phrase (LogPhrase): their
// types are generated from the engine's schema (src/tradewinds/core/view.schema.json).
export type { LogPhrase, Phrase };

/** A phrase in the current language; `fallback` (the notation) when there is none. */
export function formatPhrase(phrase: Phrase | null | undefined, fallback = ""): string {
  if (!phrase || !has(phrase.id)) return fallback;
  const args: Args = {};
  for (const [key, value] of Object.entries(phrase.args ?? {})) args[key] = typeof value === "string" ? t(value) : value;
  return t(phrase.id, args);
}

/** `A`, `A and B`, `A, B and C` in the current language. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${t("ui-and")} ${items[items.length - 1]}`;
}

export function formatLogPhrase(phrase: LogPhrase, names: readonly string[], fallback: string): string {
  if (!has(phrase.id)) return fallback;
  const args: Args = {};
  for (const [key, value] of Object.entries(phrase.args ?? {})) {
    if (typeof value === "string") args[key] = t(value);
    else if (typeof value === "number") args[key] = value;
    else if (Array.isArray(value)) args[key] = value.map((v) => t(v)).join(", ");
    else if ("text" in value) args[key] = value.text; // quoted as it is (a notation)
    else if ("seat" in value) args[key] = names[value.seat] ?? `#${value.seat + 1}`;
    else if ("seats" in value) args[key] = andList(value.seats.map((s) => names[s] ?? `#${s + 1}`));
    else args[key] = andList(value.numbers.map(String));
  }
  return t(phrase.id, args);
}

/** A refusal of the server in the current language: the catalog's sentence for its code
 * (`ui-error-<code>`), then the engine's reason when it gives one as a phrase; the server's
 * English message where the catalog has no sentence for the code (never the bare code). */
export function errorText(error: { code: string; message: string; phrase?: LogPhrase }, names: readonly string[]): string {
  const id = `ui-error-${error.code}`;
  const head = has(id) ? t(id) : null;
  if (error.phrase && has(error.phrase.id)) {
    const why = formatLogPhrase(error.phrase, names, error.message);
    return head ? `${head} ${why}` : why;
  }
  if (head && lang() !== "en") return head;
  return error.message || head || "";
}

/** The language switch of every page's header: a select of the three languages that
 * remembers the choice and calls `onChange` (by default: reload the page in it). */
export function languageSwitch(onChange: () => void = () => location.reload()): HTMLSelectElement {
  const select = document.createElement("select");
  select.className = "language-switch";
  select.setAttribute("data-testid", "language-switch");
  select.setAttribute("aria-label", t("ui-language"));
  for (const l of LANGUAGES) {
    const option = document.createElement("option");
    option.value = l;
    option.textContent = LANGUAGE_NAMES[l];
    option.selected = l === lang();
    select.appendChild(option);
  }
  select.addEventListener("change", () => {
    if (!isLang(select.value) || select.value === lang()) return;
    setLang(select.value);
    onChange();
  });
  return select;
}
