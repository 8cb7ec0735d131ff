// The San Juan board: roles, the price tile (trading house), the piles, your hand (with
// your prices), drawn cards to choose from, and every player's city with its goods.

import {
  type BaseView,
  type BoardContext,
  box,
  goodIcon,
  h,
  pawn,
  playerName,
  stat,
  tip,
} from "../common";
import { nameOf } from "../i18n";

const GOODS = ["indigo", "sugar", "tobacco", "coffee", "silver"] as const;

/** The good each production building holds. */
const PRODUCES: Record<string, string> = {
  indigo_plant: "indigo",
  sugar_mill: "sugar",
  tobacco_storage: "tobacco",
  coffee_roaster: "coffee",
  silver_smelter: "silver",
};

interface Card {
  id: string;
  name: string;
  count: number;
  cost: number;
  vp: number;
  price?: number;
  goods?: number;
}

interface SJPlayer {
  seat: number;
  name: string;
  governor: boolean;
  hand_size: number;
  hand: Card[] | null;
  known_hand: Record<string, number>;
  city: Card[];
  buildings: number;
  building_vp: number;
  goods: Record<string, number>;
  chapel: number | null;
  chapel_cards: Record<string, number> | null;
  covered: Record<string, number>;
  library_used: boolean;
}

interface PriceTile {
  tile: number;
  prices: Record<string, number>;
}

export interface SJView extends BaseView {
  round: number;
  governor: number;
  role: string | null;
  role_chooser: number | null;
  roles: { role: string; taken_by: number | null }[];
  draw_pile: number;
  discard_pile: number;
  trading_house: { current: PriceTile | null; revealed: PriceTile[]; unseen: number; next: PriceTile | null };
  pending: Record<string, unknown>;
  game_ending: boolean;
  players_board: SJPlayer[];
  known_discards: Record<string, number>;
}

function card(ctx: BoardContext<SJView>, c: { id: string; name?: string; cost?: number; vp?: number; price?: number }, extra?: HTMLElement | null): HTMLElement {
  const item = ctx.rules.items[c.id];
  const kind = item?.kind ?? (PRODUCES[c.id] ? "production" : "violet");
  const cheaper = c.price !== undefined && c.cost !== undefined && c.price < c.cost;
  return h(
    "div",
    {
      class: `sj-card kind-${kind}`,
      "data-card": c.id,
      title: tip(ctx.rules, c.id, c.cost !== undefined ? `cost ${c.cost}, ${c.vp ?? "?"} VP` : undefined),
    },
    h("div", { class: "card-name" }, nameOf("san_juan", c.id, c.name ?? item?.name)),
    h(
      "div",
      { class: "card-meta" },
      c.cost !== undefined
        ? h(
            "span",
            { class: `price${cheaper ? " cheaper" : ""}`, title: c.price !== undefined ? "your price (printed cost)" : "cost" },
            c.price ?? c.cost,
            cheaper ? h("s", null, c.cost) : null,
          )
        : null,
      c.vp !== undefined ? h("span", { class: "vp" }, `${c.vp} VP`) : null,
    ),
    extra ?? null,
  );
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
        title: tip(rules, r.role),
      },
      h("div", { class: "role-name" }, nameOf("san_juan", r.role)),
      r.taken_by !== null ? h("div", { class: "taken-by" }, pawn(r.taken_by), playerName(view, r.taken_by)) : null,
    );
    return actions.hot(el, [r.role]);
  });
  const th = view.trading_house;
  const shown = th.current ?? th.revealed[th.revealed.length - 1] ?? null;
  const priceTile = h(
    "div",
    {
      class: `price-tile${th.current ? " current" : ""}`,
      "data-testid": "price-tile",
      title: "Trading house: cards paid for one good of each kind in this Trader phase",
    },
    h("div", { class: "ship-label" }, th.current ? "Prices now" : shown ? "Last prices" : "Prices"),
    shown
      ? h(
          "div",
          { class: "prices" },
          GOODS.map((g) => h("span", { class: "price-entry" }, goodIcon(g), h("b", null, shown.prices[g] ?? "–"))),
        )
      : h("div", { class: "muted" }, "no tile revealed yet"),
    h("div", { class: "muted" }, `${th.unseen} tile(s) unseen`),
  );
  return h(
    "div",
    { class: "common-area" },
    box("roles", "Roles", h("div", { class: "role-row" }, roles)),
    box(
      "supplies",
      "Market",
      h(
        "div",
        { class: "supply-row" },
        priceTile,
        h(
          "div",
          { class: "supply-stats" },
          stat("cards in draw pile", view.draw_pile),
          stat("cards discarded", view.discard_pile),
          stat("round", view.round),
          view.role ? stat("phase", nameOf("san_juan", view.role)) : null,
          view.game_ending ? h("span", { class: "end-warning" }, "Last round: 12 buildings reached") : null,
        ),
      ),
    ),
  );
}

function renderPending(ctx: BoardContext<SJView>): HTMLElement | null {
  const { view, actions } = ctx;
  const p = view.pending;
  if (!p || Object.keys(p).length === 0) return null;
  const lines: HTMLElement[] = [];
  const drawn = (Array.isArray(p["drawn"]) ? p["drawn"] : Array.isArray(p["gold_mine"]) ? p["gold_mine"] : null) as
    | string[]
    | null;
  if (typeof p["building"] === "string") {
    lines.push(
      h(
        "div",
        null,
        `Building ${nameOf("san_juan", String(p["building"]))}: ${String(p["due"] ?? "?")} card(s) due, ${String(p["paid"] ?? 0)} paid`,
        p["cover"] ? ` (covering ${nameOf("san_juan", String(p["cover"]))})` : "",
      ),
    );
  }
  if (typeof p["left"] === "number") lines.push(h("div", null, `${p["left"]} card(s) still to choose`));
  if (typeof p["allowance"] === "number") lines.push(h("div", null, `${String(p["done"] ?? 0)} of ${p["allowance"]} done`));
  const cards = drawn
    ? h(
        "div",
        { class: "hand drawn", "data-testid": "drawn-cards" },
        drawn.map((id) => actions.hot(card(ctx, { id }), [`keep ${id}`, `take ${id}`, `discard ${id}`])),
      )
    : null;
  return box("pending", drawn ? "Drawn cards" : "In progress", lines, cards);
}

function renderHand(ctx: BoardContext<SJView>): HTMLElement | null {
  const { view, actions } = ctx;
  const me = view.players_board.find((p) => p.seat === view.viewer);
  if (!me || !me.hand) return null;
  const cards: HTMLElement[] = [];
  for (const c of me.hand) {
    for (let i = 0; i < c.count; i++) {
      const el = card(ctx, c, c.count > 1 ? h("span", { class: "count" }, `${i + 1}/${c.count}`) : null);
      // A duplicate's actions are the same; offer them on the first copy only.
      cards.push(
        i === 0
          ? actions.hot(el, [`build ${c.id}`, `pay ${c.id}`, `discard ${c.id}`, `tuck ${c.id}`, `keep ${c.id}`])
          : el,
      );
    }
  }
  return box(
    "my-hand",
    `Your hand (${me.hand_size})`,
    h("div", { class: "hand", "data-testid": "hand" }, cards.length ? cards : h("span", { class: "muted" }, "empty")),
  );
}

function renderCity(ctx: BoardContext<SJView>, p: SJPlayer): HTMLElement {
  const { view, actions } = ctx;
  const mine = view.viewer === p.seat;
  const toAct = view.current_player === p.seat;
  const buildings = p.city.map((c) => {
    const good = PRODUCES[c.id];
    const goodsHere = c.goods ?? 0;
    const extra = good
      ? h(
          "span",
          { class: "slot" },
          goodsHere ? goodIcon(good, c.count > 1 ? goodsHere : undefined) : h("span", { class: "good-slot", title: "no good" }),
        )
      : null;
    const el = card(ctx, c, h("span", null, c.count > 1 ? h("span", { class: "count" }, `×${c.count}`) : null, extra));
    if (!mine) return el;
    const texts = [`cover ${c.id}`];
    if (good) texts.push(`produce ${good}`, `sell ${good}`, `black market ${good}`);
    return actions.hot(el, texts);
  });
  const covered = Object.entries(p.covered);
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
      mine ? h("span", { class: "badge" }, "you") : null,
      p.governor ? h("span", { class: "badge governor" }, "governor") : null,
      toAct ? h("span", { class: "badge turn" }, "to act") : null,
      h(
        "span",
        { class: "player-stats" },
        stat("cards in hand", p.hand_size),
        stat("buildings", p.buildings),
        stat("building VP", p.building_vp, "vp"),
        p.chapel !== null ? stat("chapel cards", p.chapel) : null,
      ),
    ),
    h("div", { class: "hand city-cards" }, buildings),
    covered.length || Object.keys(p.known_hand).length
      ? h(
          "footer",
          { class: "muted" },
          covered.length ? `covered: ${covered.map(([id, n]) => `${nameOf("san_juan", id)}${n > 1 ? ` ×${n}` : ""}`).join(", ")}. ` : "",
          Object.keys(p.known_hand).length
            ? `known in hand: ${Object.keys(p.known_hand).map((id) => nameOf("san_juan", id)).join(", ")}.`
            : "",
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
    renderPending(ctx),
    renderHand(ctx),
    h("div", { class: "players" }, players.map((p) => renderCity(ctx, p))),
  );
}
