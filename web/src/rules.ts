// The rules text behind the tooltips: GET /api/rules/{game}?lang= (the engines' data tables
// in the reader's language) when the server offers it, else the same data bundled from the
// engines' CSV files at build time.

import manilaSpaces from "../../src/tradewinds/games/manila/spaces.csv";
import prBuildings from "../../src/tradewinds/games/puerto_rico/buildings.csv";
import sjCards from "../../src/tradewinds/games/san_juan/cards.csv";
import { fetchRules } from "./api";
import type { RuleItem, Rules } from "./common";
import { gamePrefix, has, lang, nameOf, t } from "./i18n";

/** Parse a CSV text with a header row (RFC 4180 quoting). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((k, j) => [k, cells[j] ?? ""])));
}

const PR_ROLES: Record<string, string> = {
  settler: "everyone takes a face-up plantation; the settler may take a quarry instead.",
  mayor:
    "colonists from the ship are handed out and placed; the mayor takes one extra from the supply.",
  builder: "everyone may build one building; the builder pays 1 doubloon less.",
  craftsman: "everyone produces goods; the craftsman takes one extra barrel.",
  trader: "everyone may sell one barrel to the trading house; the trader earns +1.",
  captain:
    "everyone must load goods onto the cargo ships for VP; the captain earns +1 VP on his first load.",
  prospector: "the prospector takes 1 doubloon; nobody else acts.",
  buccaneer:
    "only the buccaneer acts, once: piracy (empty a cargo ship, keep up to 3 barrels), plunder " +
    "(1 VP per barrel in the trading house), raid (colonists from the ship beyond one per " +
    "player; keep up to 3 on empty circles) or kidnapping (take an unchosen role card and its " +
    "doubloons). The holder of the buccaneer token may not choose it.",
};

const SJ_ROLES: Record<string, string> = {
  builder:
    "everyone may build one building, paying its cost in cards; the builder pays 1 card less.",
  producer:
    "everyone may produce 1 good on an empty production building; the producer may produce 1 more.",
  trader:
    "a price tile is revealed; everyone may sell 1 good for cards; the trader may sell 1 more.",
  councillor: "everyone draws 2 cards and keeps 1; the councillor draws 5 instead.",
  prospector: "the prospector draws 1 card; nobody else acts (Gold mines excepted).",
};

function roles(texts: Record<string, string>): Record<string, RuleItem> {
  return Object.fromEntries(
    Object.entries(texts).map(([id, text]) => [
      id,
      { name: id.charAt(0).toUpperCase() + id.slice(1), kind: "role", text },
    ]),
  );
}

function fromCsv(text: string, kindColumn: string): Record<string, RuleItem> {
  return Object.fromEntries(
    parseCsv(text).map((r) => [
      r["id"]!,
      { name: r["name"] ?? r["id"]!, kind: r[kindColumn] ?? "", text: r["effect"] ?? "" },
    ]),
  );
}

/** The rules in the reader's language: names and effects from the catalogs
 * (`pr-effect-<id>`…), the engines' own English where the reader reads English. */
export function inLanguage(rules: Rules): Rules {
  const prefix = gamePrefix(rules.game);
  const items = Object.fromEntries(
    Object.entries(rules.items).map(([id, item]) => {
      const effect = `${prefix}-effect-${id}`;
      const text = lang() !== "en" && has(effect) ? t(effect) : item.text;
      return [id, { ...item, name: nameOf(rules.game, id, item.name), text }];
    }),
  );
  return { game: rules.game, items };
}

/** The rules data bundled into app.js (the fallback of the endpoint). */
export function bundledRules(game: string): Rules {
  switch (game) {
    case "puerto_rico":
      return inLanguage({ game, items: { ...fromCsv(prBuildings, "kind"), ...roles(PR_ROLES) } });
    case "san_juan":
      return inLanguage({ game, items: { ...fromCsv(sjCards, "kind"), ...roles(SJ_ROLES) } });
    case "manila":
      return inLanguage({ game, items: fromCsv(manilaSpaces, "area") });
    default:
      return { game, items: {} };
  }
}

const cache = new Map<string, Promise<Rules>>();

/** The server's rules when it has the endpoint, merged over the bundled ones. */
export function loadRules(game: string): Promise<Rules> {
  let rules = cache.get(game);
  if (!rules) {
    const bundled = bundledRules(game);
    rules = fetchRules(game, lang())
      .then((served) => (served ? inLanguage({ game, items: { ...bundled.items, ...served.items } }) : bundled))
      .catch(() => bundled);
    cache.set(game, rules);
  }
  return rules;
}
