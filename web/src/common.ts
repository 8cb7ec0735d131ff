// Shared types and DOM helpers of every page and board.

import { type LogPhrase, formatLogPhrase, formatPhrase, has, nameOf, t, term } from "./i18n";

// ---------------------------------------------------------------- protocol types

// The view's envelope and its parts (and the server's form of a legal action) are generated
// from the engine's schema (src/tradewinds/core/view.schema.json, web/scripts/view_types.mjs).
import type { ActionArg, ActionArgs, BaseView, GameEvent, GameResult, LegalAction } from "./generated/view";

export type {
  ActionArg,
  ActionArgs,
  ActionRef,
  BaseView,
  GameEvent,
  GameResult,
  LegalAction,
  PlayerSeat,
  ScoreLine,
} from "./generated/view";

export interface StateFrame {
  type: "state";
  seq: number;
  /** Set on broadcasts: `view.events` then holds only the events of this move on. */
  events_from?: number | null;
  view: BaseView;
  legal: LegalAction[];
  current_player: number | null;
  over: boolean;
  result: GameResult | null;
  /** Who plays each seat now (docs/web.md, "Games that survive people"). */
  seats?: SeatSummary[];
  /** Unix seconds from when the others may hand the seat to act to a bot. */
  takeover_from?: number | null;
  /** Timed games: Unix seconds when the bank of the person to act runs out. */
  runs_out_at?: number | null;
  /** This seat may ask to take back its last decision (the server may still refuse). */
  undo?: boolean;
}

export interface SeatSummary {
  seat: number;
  name: string | null;
  kind: "human" | "bot";
  bot: string | null;
  joined?: boolean;
  /** The bot level playing this person's seat now (resigned, or handed to a bot). */
  stand_in?: string | null;
  resigned?: boolean;
  /** Timed games: the seconds left in this person's bank when their turn began. */
  bank_s?: number | null;
}

/** A line of a game's chat: players', spectators' or the server's own. */
export interface ChatMessage {
  id: number;
  channel: "players" | "spectators" | "system";
  seat: number | null;
  name: string;
  /** English (the API's); `phrase`, on system lines, says it in every language. */
  text: string;
  at: number;
  phrase?: LogPhrase;
}

export interface GameSummary {
  id: string;
  game: string;
  title: string;
  players: number;
  options: Record<string, unknown>;
  status: string;
  move_number: number;
  /** The move log's length (moves and undos): the seq of the next move. */
  seq?: number;
  current_player: number | null;
  seats: SeatSummary[];
  /** Seconds since 1970 (the server's clock). */
  created_at: number;
  result?: GameResult | null;
  /** The creator chose the set-up seed (one person against bots): every viewer is told. */
  seed_chosen?: boolean;
  settings?: {
    takeover_after_s: number;
    stand_in_bot: string;
    timer?: { bank_s: number; increment_s: number } | null;
  };
  rematch_of?: string | null;
  rematch_id?: string | null;
}

/** The notice of a game whose set-up seed its creator chose (null for a drawn seed). */
export function seedNotice(summary: GameSummary): HTMLElement | null {
  if (!summary.seed_chosen) return null;
  return h(
    "p",
    {
      class: "seed-notice",
      "data-testid": "seed-chosen",
      title: t("ui-seed-chosen-help"),
    },
    t("ui-seed-chosen-title"),
  );
}

export interface OptionSpec {
  name: string;
  type: "choice" | "subset";
  default: unknown;
  choices: unknown[];
  description: string;
}

export interface GameSpec {
  name: string;
  title: string;
  players: number[];
  options: OptionSpec[];
}

export interface Catalog {
  games: GameSpec[];
  bots: string[];
}

// ---------------------------------------------------------------- rules text

export interface RuleItem {
  name: string;
  kind: string;
  text: string;
}

/** What `GET /api/rules/{game}` answers (and what the bundled fallback holds). */
export interface Rules {
  game: string;
  items: Record<string, RuleItem>;
}

/** The tooltip of a building, card, role or space: "Name: effect". */
export function tip(rules: Rules, id: string, extra?: string): string {
  const item = rules.items[id];
  const head = item ? `${nameOf(rules.game, id, item.name)}: ${item.text}` : nameOf(rules.game, id);
  return extra ? `${head}\n${extra}` : head;
}

// ---------------------------------------------------------------- DOM helpers

export type Child = Node | string | number | null | undefined | false | Child[];
type AttrValue = string | number | boolean | null | undefined | ((ev: Event) => void);

/**
 * `h("div", {class: "x", "data-testid": "y", onclick: f}, child, …)`: an element.
 * Attributes with `null`, `undefined` or `false` are left out; `on…` functions are
 * event listeners.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Record<string, AttrValue> | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

export function append(el: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

/** "small_indigo_plant" → "small indigo plant". */
export function humanize(id: string): string {
  return id.replace(/_/g, " ");
}

export function title(id: string): string {
  const s = humanize(id);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function playerName(view: BaseView, seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return "—";
  return view.players_board.find((p) => p.seat === seat)?.name ?? t("ui-player-n", { n: seat + 1 });
}

/** A small coloured token naming a seat (colour by seat). */
export function seatTag(view: BaseView, seat: number | null | undefined): HTMLElement {
  if (seat === null || seat === undefined) return h("span", { class: "seat-tag empty" }, "—");
  return h(
    "span",
    { class: `seat-tag seat-${seat}`, title: playerName(view, seat), "data-seat": seat },
    playerName(view, seat),
  );
}

export function pawn(seat: number | null | undefined, label?: string): HTMLElement {
  if (seat === null || seat === undefined) return h("span", { class: "pawn empty" });
  return h("span", { class: `pawn seat-${seat}`, title: label ?? t("ui-seat-lower", { n: seat + 1 }) });
}

// ---------------------------------------------------------------- actions on the board

function sameArg(a: ActionArg | undefined, b: ActionArg | undefined): boolean {
  return Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

/**
 * The legal actions of a frame, and how a board offers them: `hot(el, texts)` makes an
 * element clickable when exactly one of `texts` is legal, or hangs small buttons under
 * it when several are. Every action also stays in the fallback list of the page, but for
 * those a control of the board offers in full (`cover`).
 */
export class Actions {
  readonly byText = new Map<string, LegalAction>();
  readonly placed = new Set<string>();
  /** Actions a board control offers in full, such as Manila's bid stepper over every legal
   * bid: the fallback list leaves them out (one button per bid would be some 50). */
  readonly covered = new Set<string>();

  constructor(
    legal: LegalAction[],
    private readonly act: ((action: LegalAction) => void) | null,
  ) {
    for (const a of legal) this.byText.set(a.text, a);
  }

  get any(): boolean {
    return this.byText.size > 0 && this.act !== null;
  }

  has(text: string): boolean {
    return this.act !== null && this.byText.has(text);
  }

  /** The keys of the legal actions of `kind` (or of each of `kind`, in that order) whose
   * arguments include `args`, each kind's in the engine's order: `find("build", {building:
   * "wharf"})`, `find(["done", "pass"])`. The page finds actions only so, never by their
   * notation. */
  find(kind: string | readonly string[], args: Partial<ActionArgs> = {}): string[] {
    if (this.act === null) return [];
    const wanted = Object.entries(args);
    const legal = [...this.byText.values()];
    return (typeof kind === "string" ? [kind] : kind).flatMap((k) =>
      legal.filter((a) => a.kind === k && wanted.every(([key, v]) => sameArg(a.args[key], v))).map((a) => a.text),
    );
  }

  /** The legal action of key `text`, if there is one. */
  get(text: string): LegalAction | undefined {
    return this.byText.get(text);
  }

  /** What a person reads for the action of notation `text`: its phrase in the reader's
   * language (the notation only for a frame without phrases). */
  label(text: string): string {
    return formatPhrase(this.byText.get(text)?.phrase, text);
  }

  run(text: string): void {
    const action = this.byText.get(text);
    if (action && this.act) this.act(action);
  }

  /** A button for one action (`label` defaults to the action's phrase). */
  button(text: string, label?: string, cls = ""): HTMLButtonElement {
    this.placed.add(text);
    return h(
      "button",
      {
        type: "button",
        class: `board-action ${cls}`.trim(),
        "data-testid": "board-action",
        "data-action-text": text,
        title: this.label(text),
        onclick: (ev: Event) => {
          ev.stopPropagation();
          this.run(text);
        },
      },
      label ?? this.label(text),
    );
  }

  /** `el` is a control that offers every one of `texts` (see `covered`); it says which in
   * `data-covers`, as a tile says what it offers in `data-offers`. */
  cover<E extends HTMLElement>(el: E, texts: string[]): E {
    for (const text of texts) {
      this.placed.add(text);
      this.covered.add(text);
    }
    el.setAttribute("data-covers", texts.join("|"));
    return el;
  }

  /** Make `el` act for the legal ones among `texts` (see the class comment). */
  hot<E extends HTMLElement>(el: E, texts: string[], label?: (text: string) => string): E {
    // A role card may name the same action twice (card and role alike in the base game).
    const live = [...new Set(texts)].filter((t) => this.has(t));
    if (live.length === 1) {
      const text = live[0]!;
      this.placed.add(text);
      el.classList.add("hot");
      el.setAttribute("data-testid", "board-action");
      el.setAttribute("data-action-text", text);
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
      el.title = `${el.title ? el.title + "\n" : ""}▶ ${this.label(text)}`;
      el.addEventListener("click", (ev) => {
        ev.stopPropagation();
        this.run(text);
      });
      el.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") {
          ev.preventDefault();
          this.run(text);
        }
      });
    } else if (live.length > 1) {
      el.classList.add("hot-multi");
      el.appendChild(
        h("div", { class: "chips" }, live.map((a) => this.button(a, label ? label(a) : this.label(a), "chip"))),
      );
    }
    return el;
  }
}

// ---------------------------------------------------------------- shared panels

/** The game log, newest last. */
/**
 * The frame to show after `next`: a broadcast carries only the new events, which are
 * appended to the log of the frame before it. Returns `null` when a frame was missed
 * (the caller then asks for a full `sync`).
 */
export function withLog(previous: StateFrame | null, next: StateFrame): StateFrame | null {
  if (next.events_from === undefined || next.events_from === null) return next;
  if (!previous || next.seq !== previous.seq + 1) return null;
  const events = [...(previous.view.events ?? []), ...(next.view.events ?? [])];
  return { ...next, view: { ...next.view, events } };
}

/** A log line in the reader's language (`names`: the seats' names, for its phrase). */
export function eventText(e: GameEvent, names: readonly string[]): string {
  if (!e.phrase) return e.text;
  const said = formatLogPhrase(e.phrase, names, e.text);
  // A finished game's replay shows each private line with its seat's name.
  return e.private && e.seat !== undefined && said !== e.text ? `${names[e.seat] ?? `#${e.seat + 1}`}: ${said}` : said;
}

function logEntry(e: GameEvent, names: readonly string[]): HTMLElement {
  return h(
    "li",
    { class: e.private ? "private" : null, "data-testid": "log-entry", "data-move": e.move },
    h("span", { class: "move" }, e.move),
    " ",
    eventText(e, names),
  );
}

export function renderLog(events: GameEvent[] | undefined, names: readonly string[] = []): HTMLElement {
  return h("ol", { class: "log", "data-testid": "game-log" }, (events ?? []).map((e) => logEntry(e, names)));
}

function showsEntry(li: Element | undefined, e: GameEvent | undefined, names: readonly string[]): boolean {
  return !!li && !!e && li.textContent === `${e.move} ${eventText(e, names)}` && li.classList.contains("private") === !!e.private;
}

/**
 * The log of `events`, reusing `shown` (the log already on the page) when it shows the
 * start of them: only the new entries are built. A long game's log then costs nothing
 * per move; anything else (a replay stepping back, another game) gets a new log.
 */
export function updateLog(shown: HTMLElement | null, events: GameEvent[] | undefined, names: readonly string[] = []): HTMLElement {
  const list = events ?? [];
  if (shown) {
    const n = shown.children.length;
    const prefix =
      n === 0 || (n <= list.length && showsEntry(shown.children[0], list[0], names) && showsEntry(shown.children[n - 1], list[n - 1], names));
    if (prefix) {
      shown.append(...list.slice(n).map((e) => logEntry(e, names)));
      return shown;
    }
  }
  return renderLog(list, names);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== 0 && v !== null)
      .map(([k, v]) => `${humanize(k)} ${String(v)}`);
    return parts.length ? parts.join(", ") : "—";
  }
  return String(value);
}

/** What ended the game, in the reader's language ("twelve_buildings": a city reached 12
 * buildings); the engine's word spelled out where the catalogs have none. */
function endTrigger(value: unknown): string {
  const id = String(value);
  const known = ["sj-trigger-", "pr-trigger-", "mn-good-"].map((prefix) => prefix + id).find(has);
  return known ? t(known) : humanize(id);
}

/** What a score column means, by game: the catalog ids of its heading and of the sentence
 * that explains it (a tooltip, and a note under the table, visible on a touch screen too). */
const SCORE_COLUMNS: Record<string, Record<string, { label: string; help: string }>> = {
  puerto_rico: {
    tiebreak: { label: "ui-score-tiebreak-puerto_rico", help: "ui-score-tiebreak-puerto_rico-help" },
  },
  san_juan: {
    tiebreak: { label: "ui-score-tiebreak-san_juan", help: "ui-score-tiebreak-san_juan-help" },
  },
};

/** Final scores with every column of the breakdown the engine gives. */
export function renderScores(result: GameResult, game = ""): HTMLElement {
  const known = SCORE_COLUMNS[game] ?? {};
  const skip = new Set(["seat", "name", "total", "rank"]);
  const columns: string[] = [];
  for (const line of result.scores) {
    for (const key of Object.keys(line)) {
      if (!skip.has(key) && !columns.includes(key)) columns.push(key);
    }
  }
  const rows = [...result.scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const extra = Object.entries(result).filter(
    ([k]) => !["over", "scores", "ranking", "winners", "shared_win"].includes(k),
  );
  return h(
    "section",
    { class: "panel scores", "data-testid": "final-scores" },
    h("h2", null, t("ui-final-scores")),
    h(
      "table",
      null,
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", null, "#"),
          h("th", null, t("ui-score-player")),
          columns.map((c) =>
            h("th", { title: known[c] ? t(known[c].help) : null }, known[c] ? t(known[c].label) : term("ui-score-", c)),
          ),
          h("th", null, t("ui-score-total")),
        ),
      ),
      h(
        "tbody",
        null,
        rows.map((line) =>
          h(
            "tr",
            {
              class: result.winners.includes(line.seat) ? "winner" : null,
              "data-testid": "score-row",
              "data-seat": line.seat,
              "data-total": line.total,
              "data-rank": line.rank,
            },
            h("td", null, line.rank),
            h("td", null, h("span", { class: `pawn seat-${line.seat}` }), " ", line.name),
            columns.map((c) => h("td", null, formatValue(line[c]))),
            h("td", { class: "total" }, line.total),
          ),
        ),
      ),
    ),
    columns
      .filter((c) => known[c])
      .map((c) => h("p", { class: "score-note", "data-testid": "score-note" }, t(known[c]!.help))),
    h(
      "p",
      { class: "muted" },
      result.shared_win ? `${t("ui-shared-win")} ` : "",
      extra.map(([k, v]) => `${term("ui-score-", k)}: ${formatValue(Array.isArray(v) ? v.map(endTrigger).join(", ") : v)}. `),
    ),
  );
}

/** A good's name in the reader's language (the goods of the three games share no id
 * with different words: indigo is indigo in both Puerto Rico and San Juan). */
export function goodName(good: string): string {
  const known = ["pr-good-", "sj-good-", "mn-good-"].map((prefix) => prefix + good).find(has);
  return known ? t(known) : humanize(good);
}

/** A short mark of each good, drawn on its chips (CSS `::before`): the goods differ by
 * more than their colour, for colour-blind players and in poor light. */
export const GOOD_MARKS: Record<string, string> = {
  corn: "Co",
  indigo: "In",
  sugar: "Su",
  tobacco: "To",
  coffee: "Cf",
  silver: "Ag",
  ginseng: "Gi",
  nutmeg: "Nu",
  silk: "Si",
  jade: "Ja",
};

export function goodIcon(good: string, count?: number, extraClass = ""): HTMLElement {
  return h(
    "span",
    { class: `good good-${good} ${extraClass}`.trim(), title: goodName(good), "data-mark": GOOD_MARKS[good] ?? good.slice(0, 2) },
    count === undefined ? null : h("b", null, count),
  );
}

/** A number with a label ("3 doubloons"), with a testid for tests. */
export function stat(label: string, value: unknown, cls = ""): HTMLElement {
  const shown = value === null || value === undefined ? "?" : String(value);
  return h(
    "span",
    { class: `stat ${cls}`.trim(), title: label, "data-stat": label },
    h("b", null, shown),
    " ",
    h("small", null, label),
  );
}

// ---------------------------------------------------------------- boards

/** What a board renderer gets: the view, who looks, the rules text and the actions. */
export interface BoardContext<V extends BaseView = BaseView> {
  view: V;
  seat: number | null;
  rules: Rules;
  actions: Actions;
}

/** A titled box of a board. */
export function box(cls: string, heading: string | null, ...children: Child[]): HTMLElement {
  return h("section", { class: `box ${cls}` }, heading ? h("h3", null, heading) : null, children);
}
