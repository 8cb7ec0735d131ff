// The San Juan board: roles, the price tile (trading house), the piles, your hand (with
// your prices), drawn cards to choose from, and every player's city with its goods.

import sjCardsCsv from "../../../src/tradewinds/games/san_juan/cards.csv";
import {
  type BaseView,
  type BoardContext,
  type Rules,
  box,
  goodIcon,
  h,
  pawn,
  playerName,
  stat,
  tip,
  title,
} from "../common";
import type { Player as SJPlayer, SanJuanView } from "../generated/san_juan";
import { has, nameOf, t } from "../i18n";
import { parseCsv } from "../rules";

const GOODS = ["indigo", "sugar", "tobacco", "coffee", "silver"] as const;

/** The good each production building holds. */
const PRODUCES: Record<string, string> = {
  indigo_plant: "indigo",
  sugar_mill: "sugar",
  tobacco_storage: "tobacco",
  coffee_roaster: "coffee",
  silver_smelter: "silver",
};

/** A San Juan view: the fields of the engine's schema (web/src/generated/san_juan.ts, from
 * src/tradewinds/games/san_juan/view.schema.json) on the envelope of every view. */
export interface SJView extends BaseView, SanJuanView {
  game: "san_juan";
  decision: SanJuanView["decision"];
  players_board: SJPlayer[];
}

/** What the engine's card table (cards.csv) says of each card: the councillor's drawn
 * cards and the Gold mine's come as bare ids, yet show cost, VP and effect too. */
export interface CardInfo {
  id: string;
  name: string;
  kind: string;
  group: string;
  cost: number;
  vp: number;
  effect: string;
}

export const CARDS: Record<string, CardInfo> = Object.fromEntries(
  parseCsv(sjCardsCsv).map((r) => [
    r["id"]!,
    {
      id: r["id"]!,
      name: r["name"] ?? r["id"]!,
      kind: r["kind"] ?? "",
      group: r["group"] ?? "",
      cost: Number(r["cost"]),
      vp: Number(r["vp"]),
      effect: r["effect"] ?? "",
    },
  ]),
);

/** A card's name in the game's words (never its id). */
export function cardName(id: string): string {
  return nameOf("san_juan", id, CARDS[id]?.name);
}

/** A role's name ("Councillor"). */
function roleName(rules: Rules, role: string): string {
  return nameOf("san_juan", role, rules.items[role]?.name ?? title(role));
}

// The end-of-game bonus buildings (group "bonus" in cards.csv), as the engine scores them
// (san_juan/scoring.py `bonuses`): Guild hall 2 VP per production building, City hall
// 1 VP per violet building (itself included), Triumphal arch 4/6/8 VP for 1/2/3 different
// monuments, Palace 1 VP per full 4 VP of everything else.
const GUILD_HALL_PER_PRODUCTION = 2;
const ARCH_BONUS = [0, 4, 6, 8];
/** A bonus card's rule in the reader's language (`sj-board-bonus-<id>`). */
function bonusRule(id: string): string | null {
  return has(`sj-board-bonus-${id}`) ? t(`sj-board-bonus-${id}`, { n: GUILD_HALL_PER_PRODUCTION }) : null;
}

/** The bonuses a city (card id → count) scores at the end; `chapel` null when hidden
 * (only the Palace needs it). Keys: the bonus cards in the city. */
export function cityBonuses(city: Record<string, number>, chapel: number | null): Record<string, number | null> {
  const entries = Object.entries(city).filter(([, n]) => n > 0);
  const count = (pred: (c: CardInfo) => boolean): number =>
    entries.reduce((sum, [id, n]) => sum + (CARDS[id] && pred(CARDS[id]) ? n : 0), 0);
  const found: Record<string, number | null> = {};
  if (city["guild_hall"]) found["guild_hall"] = GUILD_HALL_PER_PRODUCTION * count((c) => c.kind === "production");
  if (city["city_hall"]) found["city_hall"] = count((c) => c.kind === "violet");
  if (city["triumphal_arch"]) {
    const monuments = entries.filter(([id]) => CARDS[id]?.group === "monument").length;
    found["triumphal_arch"] = ARCH_BONUS[Math.min(monuments, 3)]!;
  }
  if (city["palace"]) {
    const buildingVp = entries.reduce((sum, [id, n]) => sum + n * (CARDS[id]?.vp ?? 0), 0);
    const others = Object.values(found).reduce<number>((sum, v) => sum + (v ?? 0), 0);
    found["palace"] = chapel === null ? null : Math.floor((buildingVp + chapel + others) / 4);
  }
  return found;
}

function cityCounts(p: SJPlayer | undefined): Record<string, number> {
  return Object.fromEntries((p?.city ?? []).map((c) => [c.id, c.count]));
}

/** How a card's VP reads: printed VP, or a bonus card's value (in `city`, or in the
 * viewer's city if it were built now). */
function vpLabel(ctx: BoardContext<SJView>, id: string, owner: SJPlayer | null): { text: string; note: string | null } {
  const info = CARDS[id];
  if (!info || info.group !== "bonus") return { text: t("sj-board-vp", { vp: info?.vp ?? "?" }), note: null };
  const note = t("sj-board-at-game-end", { rule: bonusRule(id) ?? info.effect });
  let city: SJPlayer | undefined;
  let counts: Record<string, number>;
  let when: string;
  if (owner) {
    city = owner;
    counts = cityCounts(owner);
    when = ctx.view.decision === "game_over" ? "sj-board-vp" : "sj-board-vp-now";
  } else {
    // A card not built yet: what it would score in the viewer's city.
    city = ctx.view.players_board.find((p) => p.seat === ctx.view.viewer);
    if (!city) return { text: t("sj-board-vp", { vp: "?" }), note };
    counts = cityCounts(city);
    counts[id] = (counts[id] ?? 0) + 1;
    when = "sj-board-vp-if-built";
  }
  const value = cityBonuses(counts, city.chapel)[id];
  return { text: value === null || value === undefined ? t("sj-board-vp", { vp: "?" }) : t(when, { vp: value }), note };
}

/** The short verb of a card's action by its kind, shown on the card (the card names the
 * object). */
const VERBS: Record<string, string> = {
  build: "sj-verb-build",
  pay: "sj-verb-pay",
  discard: "sj-verb-discard",
  tuck: "sj-verb-tuck",
  keep: "sj-verb-keep",
  take: "sj-verb-take",
  cover: "sj-verb-cover",
  produce: "sj-verb-produce",
  sell: "sj-verb-sell",
  black_market: "sj-verb-black-market",
};

export function verb(text: string, actions: BoardContext<SJView>["actions"]): string {
  const id = VERBS[actions.get(text)?.kind ?? ""];
  return id ? t(id) : actions.label(text); // the phrase, never the notation
}

let effectIds = 0;

/** Offer `texts` on a card: one legal action makes the card a button that says its verb
 * on the card (not only in a tooltip); several hang labelled chips under it. */
function hotCard(ctx: BoardContext<SJView>, el: HTMLElement, texts: string[]): HTMLElement {
  ctx.actions.hot(el, texts, (x) => verb(x, ctx.actions));
  const text = el.getAttribute("data-action-text");
  if (text) {
    el.appendChild(h("span", { class: "act-label" }, verb(text, ctx.actions)));
    el.setAttribute("aria-label", `${verb(text, ctx.actions)}: ${el.querySelector(".card-name")?.textContent ?? ""}`);
  }
  return el;
}

function card(
  ctx: BoardContext<SJView>,
  c: { id: string; name?: string; price?: number },
  opts: { extra?: HTMLElement | null; owner?: SJPlayer | null; hl?: [string, string] } = {},
): HTMLElement {
  const info = CARDS[c.id];
  const kind = info?.kind ?? (PRODUCES[c.id] ? "production" : "violet");
  const cost = info?.cost;
  const cheaper = c.price !== undefined && cost !== undefined && c.price < cost;
  const vp = vpLabel(ctx, c.id, opts.owner ?? null);
  const effect = ctx.rules.items[c.id]?.text ?? info?.effect ?? ""; // the reader's language (rules.ts)
  const effectId = `sj-effect-${++effectIds}`;
  const el = h(
    "div",
    {
      class: `sj-card kind-${kind}${info?.group === "bonus" ? " bonus" : ""}`,
      "data-card": c.id,
      // "What just happened" (the page's highlight.ts): a key and what the card shows.
      "data-hl": opts.hl?.[0],
      "data-hl-sig": opts.hl?.[1],
      title: tip(ctx.rules, c.id, vp.note ?? undefined),
    },
    h(
      "div",
      { class: "card-head" },
      h("span", { class: "card-name" }, nameOf("san_juan", c.id, c.name ?? info?.name)),
      cost !== undefined
        ? h(
            "span",
            {
              class: `price card-cost${cheaper ? " cheaper" : ""}`,
              "data-testid": "card-cost",
              title: t(c.price !== undefined ? "sj-board-your-price" : "sj-board-cost-in-cards"),
            },
            c.price ?? cost,
            cheaper ? h("s", null, cost) : null,
          )
        : null,
    ),
    h(
      "div",
      { class: "card-meta" },
      h("span", { class: "vp card-vp", "data-testid": "card-vp" }, vp.text),
      // A bonus card's rule is its effect, on the card below; the value says "now" or
      // "if built now".
    ),
    effect ? h("p", { class: "card-effect", id: effectId, "data-testid": "card-effect" }, effect) : null,
    effect.length > 40
      ? h(
          "button",
          {
            type: "button",
            class: "card-more",
            "data-testid": "card-more",
            "aria-expanded": "false",
            "aria-controls": effectId,
            title: t("sj-board-more-title"),
            onclick: (ev: Event) => {
              // A tap on the toggle reads the card; it never picks the card's action.
              ev.stopPropagation();
              const open = el.classList.toggle("open");
              (ev.currentTarget as HTMLElement).setAttribute("aria-expanded", String(open));
              (ev.currentTarget as HTMLElement).textContent = t(open ? "sj-board-less" : "sj-board-more");
            },
            onkeydown: (ev: Event) => ev.stopPropagation(),
          },
          t("sj-board-more"),
        )
      : null,
    opts.extra ?? null,
  );
  return el;
}

function renderTop(ctx: BoardContext<SJView>): HTMLElement {
  const { view, actions, rules } = ctx;
  const roles = view.roles.map((r) => {
    const el = h(
      "div",
      {
        class: `role-card role-${r.role}${r.taken_by !== null ? " taken" : ""}`,
        "data-testid": "role-card",
        "data-role": r.role,
        "data-hl": `role-${r.role}`,
        "data-hl-sig": String(r.taken_by),
        title: tip(rules, r.role),
      },
      h("div", { class: "role-name" }, roleName(rules, r.role)),
      h("p", { class: "role-effect" }, rules.items[r.role]?.text ?? ""),
      r.taken_by !== null ? h("div", { class: "taken-by" }, pawn(r.taken_by), playerName(view, r.taken_by)) : null,
    );
    actions.hot(el, actions.find("role", { role: r.role }));
    if (el.getAttribute("data-action-text")) el.appendChild(h("span", { class: "act-label" }, t("sj-verb-choose")));
    return el;
  });
  const library = actions.find(["library", "no_library"]);
  const th = view.trading_house;
  const shown = th.current ?? th.revealed[th.revealed.length - 1] ?? null;
  const priceTile = h(
    "div",
    {
      class: `price-tile${th.current ? " current" : ""}`,
      "data-testid": "price-tile",
      "data-hl": "price-tile",
      "data-hl-sig": `${th.current?.tile ?? ""}:${th.revealed.length}`,
      title: t("sj-board-trading-house-title"),
    },
    h("div", { class: "ship-label" }, t(th.current ? "sj-board-prices-now" : shown ? "sj-board-prices-last" : "sj-board-prices")),
    shown
      ? h(
          "div",
          { class: "prices" },
          GOODS.map((g) =>
            h("span", { class: "price-entry", "data-good": g }, goodIcon(g), h("small", null, nameOf("san_juan", g)), h("b", null, shown.prices[g] ?? "–")),
          ),
        )
      : h("div", { class: "muted" }, t("sj-board-no-tile")),
    h("div", { class: "muted" }, t("sj-board-tiles-unseen", { n: th.unseen })),
  );
  return h(
    "div",
    { class: "common-area" },
    box(
      "roles",
      t("sj-board-roles"),
      h("div", { class: "role-row" }, roles),
      library.length
        ? h(
            "div",
            { class: "library-choice" },
            library.map((x) => actions.button(x)),
          )
        : null,
    ),
    box(
      "supplies",
      t("sj-board-market"),
      h(
        "div",
        { class: "supply-row" },
        priceTile,
        h(
          "div",
          { class: "supply-stats" },
          stat(t("sj-board-stat-draw"), view.draw_pile),
          stat(t("sj-board-stat-discard"), view.discard_pile),
          stat(t("sj-board-stat-round"), view.round),
          view.role ? stat(t("sj-board-stat-phase"), roleName(rules, view.role)) : null,
          view.game_ending ? h("span", { class: "end-warning" }, t("sj-board-last-round")) : null,
        ),
      ),
    ),
  );
}

function renderPending(ctx: BoardContext<SJView>): HTMLElement | null {
  const { view } = ctx;
  const p = view.pending;
  if (!p || Object.keys(p).length === 0) return null;
  const lines: HTMLElement[] = [];
  const gold = Array.isArray(p["gold_mine"]);
  const drawn = (Array.isArray(p["drawn"]) ? p["drawn"] : gold ? p["gold_mine"] : null) as string[] | null;
  if (typeof p["building"] === "string") {
    lines.push(
      h(
        "div",
        null,
        t("sj-board-building-due", { card: cardName(p["building"]), due: String(p["due"] ?? "?"), paid: String(p["paid"] ?? 0) }),
        typeof p["cover"] === "string" ? ` ${t("sj-board-over", { card: cardName(p["cover"]) })}` : "",
      ),
    );
  }
  if (typeof p["left"] === "number") lines.push(h("div", null, t("sj-board-left", { n: p["left"] })));
  if (typeof p["allowance"] === "number") lines.push(h("div", null, t("sj-board-done", { done: String(p["done"] ?? 0), allowance: p["allowance"] })));
  if (!drawn && typeof p["drawn_count"] === "number") lines.push(h("div", null, t("sj-board-drawn-hidden", { n: p["drawn_count"] })));
  const cards = drawn
    ? h(
        "div",
        { class: "hand drawn", "data-testid": "drawn-cards" },
        drawn.map((id) => hotCard(ctx, card(ctx, { id }), ctx.actions.find(["keep", "take", "discard"], { card: id }))),
      )
    : null;
  return box("pending", t(drawn ? (gold ? "sj-board-gold-turned" : "sj-board-drawn") : "sj-board-in-progress"), lines, cards);
}

function renderHand(ctx: BoardContext<SJView>): HTMLElement | null {
  const { view } = ctx;
  const me = view.players_board.find((p) => p.seat === view.viewer);
  if (!me || !me.hand) return null;
  const cards: HTMLElement[] = [];
  for (const c of me.hand) {
    for (let i = 0; i < c.count; i++) {
      const el = card(ctx, c, { extra: c.count > 1 ? h("span", { class: "count" }, t("sj-board-copy", { i: i + 1, n: c.count })) : null });
      // A duplicate's actions are the same; offer them on the first copy only.
      cards.push(
        i === 0 ? hotCard(ctx, el, ctx.actions.find(["build", "pay", "discard", "tuck", "keep"], { card: c.id })) : el,
      );
    }
  }
  return box(
    "my-hand",
    t("sj-board-your-hand", { n: me.hand_size }),
    h("div", { class: "hand", "data-testid": "hand" }, cards.length ? cards : h("span", { class: "muted" }, t("sj-board-empty"))),
  );
}

function renderCity(ctx: BoardContext<SJView>, p: SJPlayer): HTMLElement {
  const { view } = ctx;
  const mine = view.viewer === p.seat;
  const toAct = view.current_player === p.seat;
  const buildings = p.city.map((c) => {
    const good = PRODUCES[c.id];
    const goodsHere = c.goods ?? 0;
    const extra = good
      ? h(
          "span",
          { class: "slot" },
          goodsHere
            ? [goodIcon(good, c.count > 1 ? goodsHere : undefined), h("small", null, ` ${nameOf("san_juan", good)}`)]
            : h("span", { class: "good-slot", title: t("sj-board-no-good") }),
        )
      : null;
    const el = card(ctx, c, {
      hl: [`city-${p.seat}-${c.id}`, `${c.count}:${goodsHere}`],
      owner: p,
      extra: h("span", { class: "card-foot" }, c.count > 1 ? h("span", { class: "count" }, t("sj-board-built-n", { n: c.count })) : null, extra),
    });
    if (!mine) return el;
    const texts = ctx.actions.find("cover", { card: c.id });
    if (good) texts.push(...ctx.actions.find(["produce", "sell", "black_market"], { good }));
    return hotCard(ctx, el, texts);
  });
  const covered = Object.entries(p.covered);
  const known = Object.keys(p.known_hand);
  return h(
    "article",
    {
      class: `player-board sj-city seat-${p.seat}${mine ? " mine" : ""}${toAct ? " to-act" : ""}`,
      "data-testid": "player-board",
      "data-seat": p.seat,
    },
    h(
      "header",
      null,
      pawn(p.seat),
      h("strong", null, p.name),
      mine ? h("span", { class: "badge" }, t("sj-board-you")) : null,
      p.governor ? h("span", { class: "badge governor" }, t("sj-board-governor")) : null,
      toAct ? h("span", { class: "badge turn" }, t("sj-board-to-act")) : null,
      h(
        "span",
        { class: "player-stats" },
        h("span", { "data-hl": `hand-size-${p.seat}`, "data-hl-sig": String(p.hand_size) }, stat(t("sj-board-stat-hand"), p.hand_size)),
        stat(t("sj-board-stat-buildings"), p.buildings),
        stat(t("sj-board-stat-building-vp"), p.building_vp, "vp"),
        p.chapel !== null ? stat(t("sj-board-stat-chapel"), p.chapel) : null,
      ),
    ),
    h("div", { class: "hand city-cards" }, buildings),
    covered.length || known.length
      ? h(
          "footer",
          { class: "muted" },
          covered.length ? `${t("sj-board-built-over", { cards: covered.map(([id, n]) => `${cardName(id)}${n > 1 ? ` ×${n}` : ""}`).join(", ") })} ` : "",
          known.length ? t("sj-board-known-hand", { cards: known.map(cardName).join(", ") }) : "",
        )
      : null,
  );
}

export function renderSanJuan(ctx: BoardContext<SJView>): HTMLElement {
  const { view } = ctx;
  const players = [...view.players_board];
  if (view.viewer !== null) {
    const v = view.viewer;
    players.sort((a, b) => ((a.seat - v + view.players) % view.players) - ((b.seat - v + view.players) % view.players));
  }
  return h(
    "div",
    { class: "board board-san_juan", "data-testid": "board", "data-game": "san_juan" },
    renderTop(ctx),
    // The drawn cards and the hand side by side when they fit (a laptop), so the own city
    // comes up above the fold.
    h("div", { class: "sj-hands" }, renderPending(ctx), renderHand(ctx)),
    h("div", { class: "players" }, players.map((p) => renderCity(ctx, p))),
  );
}
