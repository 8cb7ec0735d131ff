// After the game: the final screen (ranking, each player's score line by line, the
// tie-break in words, links to the replay and the rematch), and the panel of everything
// that was hidden, which a finished game's replay shows at every step (docs/web.md,
// "After the game").

import { type BaseView, type Child, type GameResult, type Rules, h, renderScores, title } from "./common";
import { type LogPhrase, formatLogPhrase, has, nameOf, t } from "./i18n";

/** One line of a player's score (`State.score_breakdown`, docs/api.md). */
export interface BreakdownLine {
  item: string;
  label: string;
  value: number;
  detail?: string;
}

export interface BreakdownPlayer {
  seat: number;
  name: string;
  rank: number;
  total: number;
  lines: BreakdownLine[];
  /** The tie-break value (doubloons and goods, cards in hand and goods); absent in Manila. */
  tiebreak?: number;
}

/** `result.breakdown` of a finished game. */
export interface Breakdown {
  over: boolean;
  unit: string;
  tiebreak_rule: string | null;
  players: BreakdownPlayer[];
  ranking: number[];
  winners: number[];
  summary: string;
  ties: string[];
  /** The same sentences for every language (absent in results stored before them). */
  summary_phrase?: LogPhrase;
  tie_phrases?: LogPhrase[];
}

export interface FinalOptions {
  /** The game, for the link to its replay (none: no link, e.g. on the replay page). */
  replayOf?: string | null;
  /** The rematch control (a button or a link), when the viewer may have one. */
  rematch?: HTMLElement | null;
}

export function breakdownOf(result: GameResult): Breakdown | null {
  const b = result["breakdown"];
  return b && typeof b === "object" && Array.isArray((b as Breakdown).players) ? (b as Breakdown) : null;
}


/** The final screen of `result`: ranking, the breakdown table, the sentences, the links. */
export function renderFinal(result: GameResult, opts: FinalOptions = {}, game = ""): HTMLElement {
  const breakdown = breakdownOf(result);
  const links = h(
    "p",
    { class: "final-links" },
    opts.replayOf
      ? h(
          "a",
          { href: `/games/${encodeURIComponent(opts.replayOf)}/replay`, class: "button", "data-testid": "final-replay-link" },
          t("ui-final-replay-link"),
        )
      : null,
    opts.rematch ?? null,
  );
  const hasLinks = links.childNodes.length > 0;
  if (!breakdown) {
    // A resignation (or a result stored without its breakdown): the plain table.
    const names = new Map(result.scores.map((s) => [s.seat, s.name]));
    const resigned = Array.isArray(result["resigned"]) ? (result["resigned"] as number[]) : [];
    const who = (seats: number[]): string => seats.map((s) => names.get(s) ?? t("ui-seat", { n: s + 1 })).join(` ${t("ui-and")} `);
    const words = resigned.length ? t("ui-final-resigned", { resigned: who(resigned), winners: who(result.winners) }) : null;
    return h(
      "section",
      { class: "panel final", "data-testid": "final-screen" },
      words ? h("p", { class: "final-summary", "data-testid": "final-summary" }, words) : null,
      renderScores(result, game),
      hasLinks ? links : null,
    );
  }
  const names: string[] = [];
  for (const p of breakdown.players) names[p.seat] = p.name;
  const order = breakdown.ranking.map((seat) => breakdown.players.find((p) => p.seat === seat)).filter((p): p is BreakdownPlayer => !!p);
  return h(
    "section",
    { class: "panel final", "data-testid": "final-screen" },
    h("h2", null, t("ui-game-over")),
    h("p", { class: "final-summary", "data-testid": "final-summary" }, said(breakdown.summary, breakdown.summary_phrase, names)),
    breakdown.ties.map((tie, i) => h("p", { class: "final-tie", "data-testid": "final-tie" }, said(tie, breakdown.tie_phrases?.[i], names))),
    h(
      "ol",
      // The ranking is the page's score list (the same test ids as the plain table).
      { class: "final-ranking", "data-testid": "final-scores" },
      order.map((p) =>
        h(
          "li",
          {
            class: breakdown.winners.includes(p.seat) ? "winner" : null,
            "data-testid": "score-row",
            "data-seat": p.seat,
            "data-total": p.total,
            "data-rank": p.rank,
          },
          h("span", { class: "place" }, t("ui-final-place", { rank: p.rank })),
          h("span", { class: `pawn seat-${p.seat}` }),
          h("b", null, p.name),
          h("span", { class: "final-total" }, `${p.total} ${breakdown.unit}`),
        ),
      ),
    ),
    h("div", { class: "final-table-wrap" }, breakdownTable(breakdown, order, game)),
    hasLinks ? links : null,
  );
}

/** A sentence of the breakdown in the reader's language (its English without a phrase). */
function said(english: string, phrase: LogPhrase | undefined, names: readonly string[]): string {
  return phrase ? formatLogPhrase(phrase, names, english) : english;
}

/** A score line's label in the reader's language, from its stable `item` key
 * (`ui-final-item-<key>`; "shares:jade" and "bonus:guild_hall" name a good or a building);
 * the engine's English `label` for a key the catalogs do not know. */
export function lineLabel(game: string, item: string, label: string): string {
  const [key, id] = item.split(":", 2) as [string, string | undefined];
  if (!has(`ui-final-item-${key}`)) return label;
  if (key === "shares") return id ? t("ui-final-item-shares", { good: nameOf(game, id) }) : label;
  if (key === "bonus") return id ? t("ui-final-item-bonus", { name: nameOf(game, id) }) : label;
  return t(`ui-final-item-${key}`);
}

/** The score's unit ("VP", "pesos") and the tie-break rule in the reader's language (the
 * engine's English when the catalogs lack them). */
function unitWords(unit: string): string {
  return has(`ui-final-unit-${unit.toLowerCase()}`) ? t(`ui-final-unit-${unit.toLowerCase()}`) : unit;
}

function ruleWords(game: string, rule: string): string {
  return has(`ui-final-rule-${game}`) ? t(`ui-final-rule-${game}`) : rule;
}

/** Rows: the score's parts (the union over the players, in order of first appearance);
 * columns: the players in ranking order (narrow enough for a phone). */
function breakdownTable(breakdown: Breakdown, order: BreakdownPlayer[], game: string): HTMLElement {
  const items: { item: string; label: string }[] = [];
  for (const p of order) {
    for (const line of p.lines) {
      if (!items.some((i) => i.item === line.item)) items.push({ item: line.item, label: line.label });
    }
  }
  const cell = (p: BreakdownPlayer, item: string): Child => {
    const line = p.lines.find((l) => l.item === item);
    if (!line) return h("td", { class: "none" }, "–");
    return h("td", { title: line.detail ?? null }, String(line.value), line.detail ? h("small", null, ` (${line.detail})`) : null);
  };
  return h(
    "table",
    { class: "final-table", "data-testid": "final-breakdown" },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", null, ""),
        order.map((p) => h("th", { "data-seat": p.seat }, h("span", { class: `pawn seat-${p.seat}` }), " ", p.name)),
      ),
    ),
    h(
      "tbody",
      null,
      items.map(({ item, label }) =>
        h("tr", { "data-item": item, "data-testid": "breakdown-row" }, h("th", { scope: "row" }, lineLabel(game, item, label)), order.map((p) => cell(p, item))),
      ),
      h(
        "tr",
        { class: "total", "data-item": "total", "data-testid": "breakdown-total" },
        h("th", { scope: "row" }, t("ui-final-total", { unit: unitWords(breakdown.unit) })),
        order.map((p) => h("td", { "data-seat": p.seat, "data-total": p.total }, String(p.total))),
      ),
      breakdown.tiebreak_rule
        ? h(
            "tr",
            { class: "tiebreak", "data-item": "tiebreak", "data-testid": "breakdown-tiebreak" },
            h("th", { scope: "row" }, t("ui-final-tiebreak", { rule: ruleWords(game, breakdown.tiebreak_rule) })),
            order.map((p) => h("td", null, String(p.tiebreak ?? ""))),
          )
        : null,
    ),
  );
}

interface SecretBoard {
  seat: number;
  name: string;
  hand?: { id: string; name?: string; count: number }[] | null;
  chapel_cards?: Record<string, number> | null;
  vp_chips?: number | null;
  shares?: Record<string, number> | null;
  mortgaged?: Record<string, number> | null;
}

function counted(counts: Record<string, number>, rules: Rules | null): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${rules ? nameOf(rules.game, id, rules.items[id]?.name ?? title(id)) : title(id)}${n > 1 ? ` ×${n}` : ""}`);
  return parts.length ? parts.join(", ") : t("ui-none");
}

/** What each seat kept secret, as a finished game's replay reveals it (`view.revealed`):
 * San Juan hands and Chapel cards, Puerto Rico VP chips, Manila shares. Null for a view
 * that reveals nothing. */
export function renderRevealed(view: BaseView, rules: Rules | null): HTMLElement | null {
  if (view["revealed"] !== true) return null;
  const rows = (view.players_board as SecretBoard[]).map((p) => {
    const parts: Child[] = [];
    if (Array.isArray(p.hand)) {
      const hand: Record<string, number> = {};
      for (const c of p.hand) hand[c.id] = (hand[c.id] ?? 0) + c.count;
      parts.push(h("span", { "data-testid": "revealed-hand" }, t("ui-revealed-hand", { cards: counted(hand, rules) })));
    }
    if (p.chapel_cards && Object.keys(p.chapel_cards).length) parts.push(h("span", null, t("ui-revealed-chapel", { cards: counted(p.chapel_cards, rules) })));
    if (typeof p.vp_chips === "number") parts.push(h("span", { "data-testid": "revealed-vp" }, t("ui-revealed-vp", { n: p.vp_chips })));
    if (p.shares) {
      const mortgaged = p.mortgaged ? Object.values(p.mortgaged).reduce((a, b) => a + b, 0) : 0;
      parts.push(
        h("span", { "data-testid": "revealed-shares" }, `${t("ui-revealed-shares", { shares: counted(p.shares, rules) })}${mortgaged ? ` ${t("ui-revealed-mortgaged", { n: mortgaged })}` : ""}`),
      );
    }
    return h(
      "li",
      { "data-seat": p.seat, "data-testid": "revealed-seat" },
      h("span", { class: `pawn seat-${p.seat}` }),
      h("b", null, p.name),
      parts.length ? parts : h("span", { class: "muted" }, t("ui-revealed-nothing")),
    );
  });
  return h(
    "section",
    { class: "panel revealed", "data-testid": "revealed" },
    h("h2", null, t("ui-revealed-title")),
    h("p", { class: "muted" }, t("ui-revealed-note")),
    h("ul", { class: "revealed-list" }, rows),
  );
}
