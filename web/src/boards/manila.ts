// The Manila board: the auction, the price track and shares, the three boats on their
// routes (with crew seats), the harbour and shipyard berths, pirates, pilots, insurance,
// and every player's money, accomplices and shares.

import {
  type BaseView,
  type BoardContext,
  box,
  goodIcon,
  h,
  pawn,
  playerName,
  seatTag,
  stat,
  tip,
  title,
} from "../common";
import type { Boat, ManilaView as ManilaViewData, Player as MPlayer, Seat, Space } from "../generated/manila";
import { has, nameOf, t } from "../i18n";

const GOODS = ["ginseng", "nutmeg", "silk", "jade"] as const;
const ROUTE_LENGTH = 14; // spaces 0–13; a boat that passes 13 reaches Manila

/** A Manila view: the fields of the engine's schema (web/src/generated/manila.ts, from
 * src/tradewinds/games/manila/view.schema.json) on the envelope of every view. */
export interface ManilaView extends BaseView, ManilaViewData {
  game: "manila";
  decision: ManilaViewData["decision"];
  players_board: MPlayer[];
}

// ---------------------------------------------------------------- names in the game's words

const GOOD_NAMES: Record<string, string> = { ginseng: "Ginseng", nutmeg: "Nutmeg", silk: "Silk", jade: "Jade" };

export function goodName(good: string): string {
  return nameOf("manila", good, GOOD_NAMES[good] ?? title(good));
}

/** "Jade boat, seat 2", "Harbour office A", "Small pilot": a space as the game says it. */
export function spaceName(id: string): string {
  const seat = /^boat_([a-z]+)_(\d)$/.exec(id);
  if (seat) return t("mn-board-boat-seat", { boat: t(`mn-boat-${seat[1]!}`), n: Number(seat[2]) });
  // The board's names of the spaces (`mn-board-space-<id>`: English keeps the board's
  // longer "Harbour office A"), else the catalog's term.
  if (has(`mn-board-space-${id}`)) return t(`mn-board-space-${id}`);
  return nameOf("manila", id, title(id));
}

const pesos = (n: number): string => t("mn-board-pesos", { n });

/** What a space pays, in a few words (the full effect is in spaces.csv, on tap). */
function reward(s: Space): string {
  const office = /^(harbor|shipyard)_([a-c])$/.exec(s.id);
  if (office) {
    const boats = { a: 1, b: 2, c: 3 }[office[2] as "a" | "b" | "c"];
    return t(office[1] === "harbor" ? "mn-board-pays-harbour" : "mn-board-pays-shipyard", { boats, pay: s.payout });
  }
  switch (s.area) {
    case "pirate":
      return t("mn-board-reward-pirate");
    case "pilot":
      return t(s.id === "pilot_small" ? "mn-board-reward-pilot-small" : "mn-board-reward-pilot-large");
    case "insurance":
      return t("mn-board-reward-insurance", { pay: s.payout });
    default:
      return s.payout ? t("mn-board-reward-pays", { pay: s.payout }) : "";
  }
}

/** The label of an action on a control whose place already names its object (else the
 * action's phrase from `actions`, never its notation). */
function label(text: string, actions: BoardContext<ManilaView>["actions"]): string {
  const action = actions.get(text);
  const args = action?.args ?? {};
  switch (action?.kind) {
    case "pilot": {
      const steps = Number(args["steps"]);
      return t(steps > 0 ? "mn-label-forward" : "mn-label-back", { n: Math.abs(steps) });
    }
    case "send":
      return t(args["to"] === "harbor" ? "mn-label-to-harbour" : "mn-label-to-shipyard");
    case "start":
      return t("mn-label-start", { n: Number(args["position"]) });
    case "place":
      return t("mn-label-place");
    case "stowaway":
      return t("mn-label-stowaway");
    case "board":
      return t("mn-label-board");
    case "mortgage":
      return t("mn-label-mortgage");
    case "redeem":
      return t("mn-label-redeem");
    case "buy":
      return t("mn-label-buy");
    default:
      return actions.label(text);
  }
}

/** Make `el` act; a single action also says its verb on the element (not only on hover). */
function hot(ctx: BoardContext<ManilaView>, el: HTMLElement, texts: string[], verb = true): HTMLElement {
  ctx.actions.hot(el, texts, (x) => label(x, ctx.actions));
  const text = el.getAttribute("data-action-text");
  if (text && verb) el.appendChild(h("span", { class: "act-label" }, label(text, ctx.actions)));
  return el;
}

// ---------------------------------------------------------------- what just happened

/**
 * The changes since the viewer's own last move (for a spectator: since the last frame),
 * so a player who looked away sees what the others did: boats moved, accomplices placed,
 * shares bought or mortgaged, prices risen, pesos won or paid.
 */
interface Changes {
  boats: Set<string>;
  spaces: Set<string>;
  prices: Set<string>;
  shares: Set<string>; // "seat:good" or "seat"
  cash: Map<number, number>;
}

const memory: { key: string; last: ManilaView | null; mark: ManilaView | null } = { key: "", last: null, mark: null };

function gameKey(view: ManilaView): string {
  return `${view.players}|${view.players_board.map((p) => p.name).join("|")}|${JSON.stringify(view.options)}`;
}

/** Remember `view` and say what changed since the mark (see `Changes`). */
export function changesFor(view: ManilaView): Changes {
  const key = gameKey(view);
  const last = memory.key === key ? memory.last : null;
  let mark = memory.key === key ? memory.mark : null;
  if (!last || view.move_number < last.move_number) mark = null; // a new page, or a replay stepping back
  else if (view.move_number === last.move_number) mark = mark ?? null; // the same frame drawn again
  else if (view.viewer === null) mark = last;
  else if (last.current_player === view.viewer && view.current_player !== view.viewer) mark = view; // just acted
  else mark = mark ?? last;
  memory.key = key;
  memory.last = view;
  memory.mark = mark;
  return diff(mark, view);
}

/** Forget what was seen (a new page, a test). */
export function forgetChanges(): void {
  memory.key = "";
  memory.last = null;
  memory.mark = null;
}

function diff(before: ManilaView | null, now: ManilaView): Changes {
  const c: Changes = { boats: new Set(), spaces: new Set(), prices: new Set(), shares: new Set(), cash: new Map() };
  if (!before || before === now) return c;
  for (const boat of now.boats) {
    const old = before.boats.find((b) => b.good === boat.good);
    // A boat just loaded (not there before) has not moved yet.
    if (old ? old.position !== boat.position || old.berth !== boat.berth : boat.position !== null) c.boats.add(boat.good);
    for (const seat of boat.seats) {
      const o = old?.seats.find((x) => x.id === seat.id);
      if (seat.occupant !== null && o?.occupant !== seat.occupant) c.spaces.add(seat.id);
    }
  }
  for (const s of now.spaces) {
    const o = before.spaces.find((x) => x.id === s.id);
    if (s.occupant !== null && o?.occupant !== s.occupant) c.spaces.add(s.id);
  }
  for (const g of GOODS) if (before.prices[g] !== now.prices[g]) c.prices.add(g);
  for (const p of now.players_board) {
    const o = before.players_board.find((x) => x.seat === p.seat);
    if (!o) continue;
    if (o.cash !== p.cash) c.cash.set(p.seat, p.cash - o.cash);
    if (o.share_count !== p.share_count || o.mortgaged_count !== p.mortgaged_count) c.shares.add(String(p.seat));
    for (const g of GOODS) {
      if (p.shares && o.shares && (p.shares[g] !== o.shares[g] || p.mortgaged?.[g] !== o.mortgaged?.[g])) {
        c.shares.add(`${p.seat}:${g}`);
      }
      if (p.bought[g] !== o.bought[g]) c.shares.add(`${p.seat}:${g}`);
    }
  }
  return c;
}

// ---------------------------------------------------------------- the auction

/** The bid stepper: a number input over the legal range, −/+ buttons, Bid and Pass. */
function bidControl(ctx: BoardContext<ManilaView>): HTMLElement | null {
  const { actions } = ctx;
  const texts = actions.find("bid");
  if (!texts.length) return null;
  // Each legal bid's key by its amount.
  const bids = new Map(texts.map((key) => [Number(actions.get(key)?.args["amount"]), key]));
  const legal = new Set(bids.keys());
  const min = Math.min(...legal);
  const max = Math.max(...legal);
  const input = h("input", {
    type: "number",
    class: "bid-input",
    min,
    max,
    step: 1,
    value: min,
    inputmode: "numeric",
    "data-testid": "bid-input",
    "aria-label": t("mn-board-bid-aria", { min, max }),
  });
  const hint = h("small", { class: "bid-hint", "data-testid": "bid-hint", "aria-live": "polite" }, t("mn-board-bid-range", { min, max }));
  const amount = (): number | null => {
    const n = Number(input.value);
    return Number.isInteger(n) && legal.has(n) ? n : null;
  };
  const bid = h(
    "button",
    { type: "button", class: "board-action primary", "data-testid": "bid-button" },
    t("mn-label-bid", { n: min }),
  );
  const refresh = (): void => {
    const n = amount();
    bid.disabled = n === null;
    bid.textContent = n === null ? t("mn-label-bid-any") : t("mn-label-bid", { n });
    hint.textContent = t(n === null ? "mn-board-bid-range-error" : "mn-board-bid-range", { min, max });
    hint.classList.toggle("error", n === null);
  };
  const submit = (): void => {
    const n = amount();
    const key = n === null ? undefined : bids.get(n);
    if (key !== undefined) actions.run(key);
  };
  const step = (by: number): void => {
    const n = Number(input.value);
    input.value = String(Math.min(max, Math.max(min, (Number.isFinite(n) ? Math.round(n) : min) + by)));
    refresh();
  };
  input.addEventListener("input", refresh);
  input.addEventListener("keydown", (ev) => {
    if ((ev as KeyboardEvent).key === "Enter") {
      ev.preventDefault();
      submit();
    }
  });
  bid.addEventListener("click", submit);
  // The stepper offers every legal bid: the page's list of actions leaves them out.
  const group = h(
    "div",
    { class: "bid-control", role: "group", "aria-label": t("mn-board-your-bid"), "data-testid": "bid-control" },
    h("button", { type: "button", class: "step", "data-testid": "bid-down", "aria-label": t("mn-board-bid-less"), onclick: () => step(-1) }, "−"),
    input,
    h("button", { type: "button", class: "step", "data-testid": "bid-up", "aria-label": t("mn-board-bid-more"), onclick: () => step(1) }, "+"),
    bid,
    actions.find("pass").map((pass) => actions.button(pass, t("mn-label-pass"))),
    hint,
  );
  return actions.cover(group, texts);
}

function renderAuction(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view, actions } = ctx;
  const a = view.auction;
  const loads = actions.find("load").map((x) => actions.button(x, undefined, "chip"));
  return box(
    "auction",
    t("mn-board-voyage", { n: view.voyage }),
    h(
      "div",
      { class: "supply-stats" },
      h("span", null, `${t("mn-board-harbour-master")} `, seatTag(view, view.harbor_master)),
      a && view.harbor_master === null
        ? h(
            "span",
            { "data-testid": "auction" },
            `${t("mn-board-high-bid")} `,
            h("b", null, a.high_bid !== null ? pesos(a.high_bid) : t("mn-board-none-yet")),
            a.high_bidder !== null ? [` ${t("mn-board-by")} `, seatTag(view, a.high_bidder)] : null,
          )
        : null,
      view.ashore ? h("span", null, `${t("mn-board-ashore")} `, goodIcon(view.ashore), ` ${goodName(view.ashore)}`) : null,
    ),
    bidControl(ctx),
    loads.length ? h("div", { class: "chips" }, loads) : null,
  );
}

function renderPrices(ctx: BoardContext<ManilaView>, changes: Changes): HTMLElement {
  const { view } = ctx;
  return box(
    "price-track",
    t("mn-board-prices-title"),
    h(
      "div",
      { class: "track-wrap" },
      h(
        "table",
        { class: "track", "data-testid": "price-track" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", null, t("mn-board-good")),
            view.price_track.map((p) => h("th", null, p)),
            h("th", null, t("mn-board-bank-shares")),
          ),
        ),
        h(
          "tbody",
          null,
          GOODS.map((g) => {
            const supply = h(
              "td",
              {
                class: "share-supply",
                "data-testid": "share-supply",
                "data-good": g,
                "data-hl": `supply-${g}`,
                "data-hl-sig": `${view.share_supply[g] ?? 0}:${view.share_prices[g] ?? ""}`,
              },
              h("b", null, view.share_supply[g] ?? 0),
              h("small", null, ` ${t("mn-board-left-buy", { price: view.share_prices[g] ?? "?" })}`),
            );
            hot(ctx, supply, ctx.actions.find("buy", { good: g }));
            return h(
              "tr",
              { "data-good": g },
              h("th", null, goodIcon(g), ` ${goodName(g)}`),
              view.price_track.map((p) =>
                h(
                  "td",
                  {
                    class: view.prices[g] === p ? `price-marker${changes.prices.has(g) ? " just-changed" : ""}` : null,
                    "data-hl": view.prices[g] === p ? `price-${g}` : null,
                    "data-hl-sig": view.prices[g] === p ? String(p) : null,
                  },
                  view.prices[g] === p ? goodIcon(g, p) : "",
                ),
              ),
              supply,
            );
          }),
        ),
      ),
    ),
    h("p", { class: "muted small" }, t("mn-board-share-worth-note")),
  );
}

// ---------------------------------------------------------------- the boats

function seatSpot(ctx: BoardContext<ManilaView>, seat: Seat, changes: Changes): HTMLElement {
  const { view } = ctx;
  const name = `${spaceName(seat.id)} (${pesos(seat.cost)})`;
  const el = h(
    "span",
    {
      class: `crew-seat${seat.occupant === null ? " free" : ""}${changes.spaces.has(seat.id) ? " just-changed" : ""}`,
      "data-space": seat.id,
      "data-testid": "crew-seat",
      "data-hl": `space-${seat.id}`,
      "data-hl-sig": String(seat.occupant),
      "aria-label": seat.occupant === null ? name : `${name}: ${playerName(view, seat.occupant)}`,
      title: `${tip(ctx.rules, seat.id)}\n${name}`,
    },
    seat.occupant === null ? h("span", { class: "seat-cost" }, seat.cost) : pawn(seat.occupant, playerName(view, seat.occupant)),
    h("small", { class: "seat-label" }, seat.occupant === null ? t("mn-board-seat-n", { n: Number(seat.id.slice(-1)) }) : playerName(view, seat.occupant)),
  );
  return hot(ctx, el, ctx.actions.find(["place", "stowaway", "board"], { space: seat.id }), false);
}

function renderBoat(ctx: BoardContext<ManilaView>, boat: Boat, changes: Changes): HTMLElement {
  const { actions } = ctx;
  const cells: HTMLElement[] = [];
  for (let i = 0; i < ROUTE_LENGTH; i++) {
    const here = boat.position === i;
    const cell = h(
      "span",
      {
        class: `route-cell${i === 13 ? " pirate-cell" : ""}${here ? " boat-here" : ""}`,
        title: i === 13 ? t("mn-board-pirates-may-board") : `${i}`,
        "aria-label": t("mn-board-space-n", { n: i }),
      },
      here ? h("span", { class: `boat-token good-${boat.good}`, title: t(`mn-boat-${boat.good}`) }) : h("small", null, i),
    );
    actions.hot(cell, actions.find("start", { good: boat.good, position: i }));
    if (cell.getAttribute("data-action-text")) cell.setAttribute("aria-label", t("mn-board-start-on", { good: goodName(boat.good), n: i }));
    cells.push(cell);
  }
  const arrived = boat.position === "manila";
  const berth = boat.berth ? spaceName(boat.berth) : null;
  const status = arrived
    ? `${t("mn-board-reached-harbour")}${berth ? ` (${berth})` : ""}`
    : berth
      ? t("mn-board-in-shipyard", { berth })
      : boat.position === null
        ? t("mn-board-not-started")
        : t("mn-board-on-space", { n: boat.position });
  const moved = changes.boats.has(boat.good);
  const el = h(
    "div",
    {
      class: `boat-lane good-lane-${boat.good}${boat.plundered ? " plundered" : ""}${moved ? " just-changed" : ""}`,
      "data-testid": "boat",
      "data-good": boat.good,
      "data-position": String(boat.position),
      "data-hl": `boat-${boat.good}`,
      "data-hl-sig": `${String(boat.position)}:${boat.berth ?? ""}:${boat.plundered}`,
    },
    h(
      "div",
      { class: "boat-head" },
      goodIcon(boat.good),
      h("strong", null, ` ${t(`mn-boat-${boat.good}`)}`),
      h(
        "small",
        null,
        ` ${status}${boat.die !== null ? ` · ${t("mn-board-die", { n: boat.die })}` : ""}${boat.plundered ? ` · ${t("mn-board-plundered")}` : ""}${moved ? ` · ${t("mn-board-just-moved")}` : ""}`,
      ),
    ),
    h(
      "div",
      { class: "crew" },
      boat.seats.map((s) => seatSpot(ctx, s, changes)),
      h("small", { class: "crew-note" }, t("mn-board-crew-note", { value: boat.value })),
    ),
    h(
      "div",
      { class: `route${arrived ? " arrived" : ""}` },
      cells,
      h("span", { class: "route-cell manila-cell", title: "Manila" }, arrived ? h("span", { class: `boat-token good-${boat.good}` }) : "M"),
    ),
  );
  return actions.hot(el, actions.find(["pilot", "send"], { good: boat.good }), (x) => label(x, actions));
}

// ---------------------------------------------------------------- the spaces

function spaceEl(ctx: BoardContext<ManilaView>, s: Space, changes: Changes): HTMLElement {
  const { view, rules } = ctx;
  const berthGood = view.berths[s.id];
  const el = h(
    "div",
    {
      class: `space area-${s.area}${s.occupant === null ? " free" : ""}${changes.spaces.has(s.id) ? " just-changed" : ""}`,
      "data-testid": "space",
      "data-space": s.id,
      "data-hl": `space-${s.id}`,
      "data-hl-sig": `${String(s.occupant)}:${berthGood ?? ""}`,
      title: tip(rules, s.id),
    },
    h("div", { class: "space-name" }, spaceName(s.id)),
    h(
      "div",
      { class: "space-meta" },
      h("span", { class: "space-cost", "data-testid": "space-cost" }, s.cost ? t("mn-board-costs", { n: s.cost }) : t("mn-board-free")),
      h("span", { class: "space-reward", "data-testid": "space-reward" }, reward(s)),
    ),
    h("div", { class: "space-occupant" }, s.occupant === null ? h("span", { class: "pawn empty" }) : seatTag(view, s.occupant)),
    berthGood ? h("div", { class: "berth" }, goodIcon(berthGood), ` ${t(`mn-boat-${berthGood}`)}`) : null,
  );
  return hot(ctx, el, ctx.actions.find("place", { space: s.id }));
}

function renderSpaces(ctx: BoardContext<ManilaView>, changes: Changes): HTMLElement {
  const areas = ["harbor", "shipyard", "pirate", "pilot", "insurance"];
  return h(
    "div",
    { class: "space-areas" },
    areas.map((area) =>
      box(
        `area area-box-${area}`,
        t(`mn-board-area-${area}`),
        h(
          "div",
          { class: "space-row" },
          ctx.view.spaces.filter((s) => s.area === area).map((s) => spaceEl(ctx, s, changes)),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------- the players

function shareChip(ctx: BoardContext<ManilaView>, p: MPlayer, g: string, changes: Changes): HTMLElement {
  const n = p.shares?.[g] ?? 0;
  const m = p.mortgaged?.[g] ?? 0;
  const el = h(
    "span",
    {
      class: `share share-${g}${n ? "" : " none"}${changes.shares.has(`${p.seat}:${g}`) ? " just-changed" : ""}`,
      "data-testid": "share",
      "data-good": g,
      "data-count": n,
      "data-hl": `share-${p.seat}-${g}`,
      "data-hl-sig": `${n}:${m}`,
    },
    goodIcon(g),
    h("span", { class: "share-name" }, goodName(g)),
    h("b", { class: "share-count" }, `×${n}`),
    n ? h("small", { class: "share-worth" }, t("mn-board-worth-each", { n: ctx.view.prices[g] ?? 0 })) : null,
    m ? h("small", { class: "mortgaged" }, t("mn-board-n-mortgaged", { n: m })) : null,
  );
  return ctx.view.viewer === p.seat ? hot(ctx, el, ctx.actions.find(["mortgage", "redeem"], { good: g })) : el;
}

function renderPlayer(ctx: BoardContext<ManilaView>, p: MPlayer, changes: Changes): HTMLElement {
  const { view } = ctx;
  const mine = view.viewer === p.seat;
  const toAct = view.current_player === p.seat;
  const delta = changes.cash.get(p.seat);
  const bought = GOODS.filter((g) => (p.bought[g] ?? 0) > 0);
  const shares = p.shares
    ? GOODS.map((g) => shareChip(ctx, p, g, changes))
    : [
        h(
          "span",
          {
            class: `muted${changes.shares.has(String(p.seat)) ? " just-changed" : ""}`,
            "data-testid": "hidden-shares",
            "data-hl": `shares-${p.seat}`,
            "data-hl-sig": `${p.share_count}:${p.mortgaged_count}:${GOODS.map((g) => p.bought[g] ?? 0).join(",")}`,
          },
          t("mn-board-hidden-shares", { shares: p.share_count, mortgaged: p.mortgaged_count }),
          bought.length
            ? t("mn-board-bought-as-master", { goods: bought.map((g) => `${goodName(g)} ×${p.bought[g]}`).join(", ") })
            : "",
        ),
      ];
  return h(
    "article",
    {
      class: `player-board manila-player seat-${p.seat}${mine ? " mine" : ""}${toAct ? " to-act" : ""}`,
      "data-testid": "player-board",
      "data-seat": p.seat,
    },
    h(
      "header",
      null,
      pawn(p.seat),
      h("strong", null, p.name),
      mine ? h("span", { class: "badge" }, t("mn-board-you")) : null,
      p.harbor_master ? h("span", { class: "badge governor" }, t("mn-board-harbour-master-badge")) : null,
      p.passed ? h("span", { class: "badge" }, t("mn-board-passed")) : null,
      toAct ? h("span", { class: "badge turn" }, t("mn-board-to-act")) : null,
    ),
    h(
      "div",
      { class: "player-stats" },
      h("span", { "data-hl": `cash-${p.seat}`, "data-hl-sig": String(p.cash) }, stat(t("mn-board-stat-pesos"), p.cash, "doubloons")),
      delta
        ? h("span", { class: `cash-delta just-changed ${delta > 0 ? "up" : "down"}`, "data-testid": "cash-delta" }, `${delta > 0 ? "+" : "−"}${Math.abs(delta)}`)
        : null,
      stat(t("mn-board-stat-home"), p.accomplices_home),
      stat(t("mn-board-stat-placed"), p.accomplices_placed),
      p.funds !== null ? stat(t("mn-board-stat-funds"), p.funds) : null,
    ),
    h("div", { class: "shares" }, shares),
  );
}

export function renderManila(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view } = ctx;
  const changes = changesFor(view);
  // The viewer's own board first (above the fold on a laptop), then the others in seat order.
  const players = [...view.players_board].sort(
    (a, b) => Number(b.seat === view.viewer) - Number(a.seat === view.viewer) || a.seat - b.seat,
  );
  return h(
    "div",
    { class: "board board-manila", "data-testid": "board", "data-game": "manila" },
    h("div", { class: "players" }, players.map((p) => renderPlayer(ctx, p, changes))),
    h("div", { class: "common-area" }, renderAuction(ctx), renderPrices(ctx, changes)),
    box(
      "sea",
      t("mn-board-routes"),
      view.boats.length
        ? view.boats.map((b) => renderBoat(ctx, b, changes))
        : h("p", { class: "muted" }, t("mn-board-not-loaded")),
    ),
    renderSpaces(ctx, changes),
  );
}
