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
import { has, lang, nameOf, t } from "../i18n";

const GOODS = ["ginseng", "nutmeg", "silk", "jade"] as const;
const ROUTE_LENGTH = 14; // spaces 0–13; a boat that passes 13 reaches Manila

interface Seat {
  id: string;
  cost: number;
  occupant: number | null;
}

interface Boat {
  good: string;
  route: number;
  position: number | "manila" | null;
  berth: string | null;
  plundered: boolean;
  value: number;
  die: number | null;
  seats: Seat[];
}

interface Space {
  id: string;
  area: string;
  cost: number;
  payout: number;
  occupant: number | null;
}

interface MPlayer {
  seat: number;
  name: string;
  harbor_master: boolean;
  cash: number;
  accomplices_home: number;
  accomplices_placed: number;
  passed: boolean;
  share_count: number;
  mortgaged_count: number;
  bought: Record<string, number>;
  shares: Record<string, number> | null;
  mortgaged: Record<string, number> | null;
  funds: number | null;
}

export interface ManilaView extends BaseView {
  voyage: number;
  harbor_master: number | null;
  previous_harbor_master: number | null;
  auction: { opener: number | null; high_bid: number | null; high_bidder: number | null } | null;
  price_track: number[];
  prices: Record<string, number>;
  share_prices: Record<string, number>;
  share_supply: Record<string, number>;
  ashore: string | null;
  boats: Boat[];
  spaces: Space[];
  berths: Record<string, string | null>;
  movement_rounds: number;
  placement_rounds: number;
  players_board: MPlayer[];
}

// ---------------------------------------------------------------- names in the game's words

const GOOD_NAMES: Record<string, string> = { ginseng: "Ginseng", nutmeg: "Nutmeg", silk: "Silk", jade: "Jade" };

export function goodName(good: string): string {
  return nameOf("manila", good, GOOD_NAMES[good] ?? title(good));
}

const SPACE_NAMES: Record<string, string> = {
  pirate_captain: "Pirate captain",
  pirate_second: "Second pirate",
  pilot_small: "Small pilot",
  pilot_large: "Large pilot",
  insurance: "Insurance agent",
};

/** "Jade boat, seat 2", "Harbour office A", "Small pilot": a space as the game says it. */
export function spaceName(id: string): string {
  const seat = /^boat_([a-z]+)_(\d)$/.exec(id);
  if (seat) return `${t(`mn-boat-${seat[1]!}`)}, seat ${seat[2]}`;
  // The catalogs name the other spaces in every language ("Harbour A"); English keeps the
  // board's longer words ("Harbour office A").
  if (lang() !== "en" && has(`mn-space-${id}`)) return t(`mn-space-${id}`);
  const office = /^(harbor|shipyard)_([a-c])$/.exec(id);
  if (office) return `${office[1] === "harbor" ? "Harbour" : "Shipyard"} office ${office[2]!.toUpperCase()}`;
  return SPACE_NAMES[id] ?? title(id);
}

const pesos = (n: number): string => `${n} peso${n === 1 ? "" : "s"}`;

/** What a space pays, in a few words (the full effect is in spaces.csv, on tap). */
function reward(s: Space): string {
  const office = /^(harbor|shipyard)_([a-c])$/.exec(s.id);
  if (office) {
    const boats = { a: "1 boat", b: "2 boats", c: "all 3 boats" }[office[2] as "a" | "b" | "c"];
    return `pays ${s.payout} if ${boats} ${office[1] === "harbor" ? "reach the harbour" : "end in the shipyard"}`;
  }
  switch (s.area) {
    case "pirate":
      return "boards boats on 13 and shares their cargo";
    case "pilot":
      return s.id === "pilot_small" ? "moves a boat 1 space" : "moves boats 2 spaces in all";
    case "insurance":
      return `gets ${s.payout} now; pays for boats in the shipyard`;
    default:
      return s.payout ? `pays ${s.payout}` : "";
  }
}

/** The label of an action on a control whose place already names its object (else the
 * action's phrase from `actions`, never its notation). */
function label(text: string, actions: BoardContext<ManilaView>["actions"]): string {
  let m: RegExpExecArray | null;
  if ((m = /^pilot \w+ ([+-])(\d)$/.exec(text))) return t(m[1] === "+" ? "mn-label-forward" : "mn-label-back", { n: Number(m[2]) });
  if ((m = /^send \w+ to (harbor|shipyard)$/.exec(text))) return t(m[1] === "harbor" ? "mn-label-to-harbour" : "mn-label-to-shipyard");
  if (text.startsWith("place ")) return t("mn-label-place");
  if (text.startsWith("stowaway ")) return t("mn-label-stowaway");
  if (text.startsWith("board ")) return t("mn-label-board");
  if (text.startsWith("mortgage ")) return t("mn-label-mortgage");
  if (text.startsWith("redeem ")) return t("mn-label-redeem");
  if (text.startsWith("buy ")) return t("mn-label-buy");
  if ((m = /^start \w+ (\d)$/.exec(text))) return t("mn-label-start", { n: Number(m[1]) });
  return actions.label(text);
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
  const texts = actions.matching(/^bid \d+$/);
  if (!texts.length) return null;
  for (const t of texts) actions.placed.add(t);
  const legal = new Set(texts.map((t) => Number(t.slice(4))));
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
    "aria-label": `Your bid in pesos, ${min} to ${max}`,
  });
  const hint = h("small", { class: "bid-hint", "data-testid": "bid-hint", "aria-live": "polite" }, `${min} to ${max} pesos`);
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
    hint.textContent = n === null ? `A bid is ${min} to ${max} pesos` : `${min} to ${max} pesos`;
    hint.classList.toggle("error", n === null);
  };
  const submit = (): void => {
    const n = amount();
    if (n !== null) actions.run(`bid ${n}`);
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
  return h(
    "div",
    { class: "bid-control", role: "group", "aria-label": "Your bid", "data-testid": "bid-control" },
    h("button", { type: "button", class: "step", "data-testid": "bid-down", "aria-label": "bid 1 less", onclick: () => step(-1) }, "−"),
    input,
    h("button", { type: "button", class: "step", "data-testid": "bid-up", "aria-label": "bid 1 more", onclick: () => step(1) }, "+"),
    bid,
    actions.has("pass") ? actions.button("pass", t("mn-label-pass")) : null,
    hint,
  );
}

function renderAuction(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view, actions } = ctx;
  const a = view.auction;
  const loads = actions.matching(/^load /).map((x) => actions.button(x, undefined, "chip"));
  return box(
    "auction",
    `Voyage ${view.voyage}`,
    h(
      "div",
      { class: "supply-stats" },
      h("span", null, "Harbour master: ", seatTag(view, view.harbor_master)),
      a && view.harbor_master === null
        ? h(
            "span",
            { "data-testid": "auction" },
            "Auction: high bid ",
            h("b", null, a.high_bid !== null ? pesos(a.high_bid) : "none yet"),
            a.high_bidder !== null ? [" by ", seatTag(view, a.high_bidder)] : null,
          )
        : null,
      view.ashore ? h("span", null, "Stays ashore: ", goodIcon(view.ashore), ` ${goodName(view.ashore)}`) : null,
    ),
    bidControl(ctx),
    loads.length ? h("div", { class: "chips" }, loads) : null,
  );
}

function renderPrices(ctx: BoardContext<ManilaView>, changes: Changes): HTMLElement {
  const { view } = ctx;
  return box(
    "price-track",
    "Goods prices and shares",
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
            h("th", null, "good"),
            view.price_track.map((p) => h("th", null, p)),
            h("th", null, "bank shares"),
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
              h("small", null, ` left · buy for ${view.share_prices[g] ?? "?"}`),
            );
            hot(ctx, supply, [`buy ${g}`]);
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
    h("p", { class: "muted small" }, "A share is worth its good's price at the end of the game."),
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
    h("small", { class: "seat-label" }, seat.occupant === null ? `seat ${seat.id.slice(-1)}` : playerName(view, seat.occupant)),
  );
  return hot(ctx, el, [`place ${seat.id}`, `stowaway ${seat.id}`, `board ${seat.id}`], false);
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
        title: i === 13 ? "13: the pirates may board" : `${i}`,
        "aria-label": `space ${i}`,
      },
      here ? h("span", { class: `boat-token good-${boat.good}`, title: t(`mn-boat-${boat.good}`) }) : h("small", null, i),
    );
    actions.hot(cell, [`start ${boat.good} ${i}`]);
    if (cell.getAttribute("data-action-text")) cell.setAttribute("aria-label", `Start the ${goodName(boat.good)} boat on space ${i}`);
    cells.push(cell);
  }
  const arrived = boat.position === "manila";
  const berth = boat.berth ? spaceName(boat.berth) : null;
  const status = arrived
    ? `reached the harbour${berth ? ` (${berth})` : ""}`
    : berth
      ? `in the shipyard (${berth})`
      : boat.position === null
        ? "not started"
        : `on space ${boat.position} of 13`;
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
        ` ${status}${boat.die !== null ? ` · die ${boat.die}` : ""}${boat.plundered ? " · plundered" : ""}${moved ? " · just moved" : ""}`,
      ),
    ),
    h(
      "div",
      { class: "crew" },
      boat.seats.map((s) => seatSpot(ctx, s, changes)),
      h("small", { class: "crew-note" }, `seat costs in pesos; the crew shares ${boat.value} if it reaches the harbour`),
    ),
    h(
      "div",
      { class: `route${arrived ? " arrived" : ""}` },
      cells,
      h("span", { class: "route-cell manila-cell", title: "Manila" }, arrived ? h("span", { class: `boat-token good-${boat.good}` }) : "M"),
    ),
  );
  return actions.hot(el, actions.matching(new RegExp(`^(pilot ${boat.good} [+-]\\d|send ${boat.good} to \\w+)$`)), (x) => label(x, actions));
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
      h("span", { class: "space-cost", "data-testid": "space-cost" }, s.cost ? `costs ${s.cost}` : "free"),
      h("span", { class: "space-reward", "data-testid": "space-reward" }, reward(s)),
    ),
    h("div", { class: "space-occupant" }, s.occupant === null ? h("span", { class: "pawn empty" }) : seatTag(view, s.occupant)),
    berthGood ? h("div", { class: "berth" }, goodIcon(berthGood), ` ${t(`mn-boat-${berthGood}`)}`) : null,
  );
  return hot(ctx, el, [`place ${s.id}`]);
}

function renderSpaces(ctx: BoardContext<ManilaView>, changes: Changes): HTMLElement {
  const areas = ["harbor", "shipyard", "pirate", "pilot", "insurance"];
  const titles: Record<string, string> = {
    harbor: "Harbour offices",
    shipyard: "Shipyard offices",
    pirate: "Pirates",
    pilot: "Pilots",
    insurance: "Insurance",
  };
  return h(
    "div",
    { class: "space-areas" },
    areas.map((area) =>
      box(
        `area area-box-${area}`,
        titles[area] ?? area,
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
    n ? h("small", { class: "share-worth" }, `worth ${ctx.view.prices[g] ?? 0} each`) : null,
    m ? h("small", { class: "mortgaged" }, `${m} mortgaged`) : null,
  );
  return ctx.view.viewer === p.seat ? hot(ctx, el, [`mortgage ${g}`, `redeem ${g}`]) : el;
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
          `${p.share_count} share(s), goods hidden, ${p.mortgaged_count} mortgaged`,
          bought.length
            ? `; bought as harbour master: ${bought.map((g) => `${goodName(g)} ×${p.bought[g]}`).join(", ")}`
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
      mine ? h("span", { class: "badge" }, "you") : null,
      p.harbor_master ? h("span", { class: "badge governor" }, "harbour master") : null,
      p.passed ? h("span", { class: "badge" }, "passed") : null,
      toAct ? h("span", { class: "badge turn" }, "to act") : null,
    ),
    h(
      "div",
      { class: "player-stats" },
      h("span", { "data-hl": `cash-${p.seat}`, "data-hl-sig": String(p.cash) }, stat("pesos", p.cash, "doubloons")),
      delta
        ? h("span", { class: `cash-delta just-changed ${delta > 0 ? "up" : "down"}`, "data-testid": "cash-delta" }, `${delta > 0 ? "+" : "−"}${Math.abs(delta)}`)
        : null,
      stat("accomplices at home", p.accomplices_home),
      stat("placed", p.accomplices_placed),
      p.funds !== null ? stat("with mortgages", p.funds) : null,
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
      "The routes",
      view.boats.length
        ? view.boats.map((b) => renderBoat(ctx, b, changes))
        : h("p", { class: "muted" }, "The boats are not loaded yet."),
    ),
    renderSpaces(ctx, changes),
  );
}
