// The Manila board: the auction, the price track and shares, the three boats on their
// routes (with crew seats), the harbour and shipyard berths, pirates, pilots, insurance,
// and every player's money, accomplices and shares.

import {
  type BaseView,
  type BoardContext,
  box,
  goodIcon,
  goodName,
  h,
  pawn,
  playerName,
  seatTag,
  stat,
  tip,
} from "../common";
import { nameOf, t } from "../i18n";

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

function renderAuction(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view, actions } = ctx;
  const a = view.auction;
  const bids = actions.matching(/^bid \d+$/);
  let bidControl: HTMLElement | null = null;
  if (bids.length) {
    const select = h(
      "select",
      { "data-testid": "bid-select", "aria-label": "bid" },
      bids.map((t) => h("option", { value: t }, t.slice(4))),
    );
    bidControl = h(
      "span",
      { class: "bid-control" },
      select,
      h(
        "button",
        {
          type: "button",
          class: "board-action",
          "data-testid": "bid-button",
          onclick: () => actions.run(select.value),
        },
        "Bid",
      ),
    );
    for (const t of bids) actions.placed.add(t);
  }
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
            h("b", null, a.high_bid ?? "—"),
            a.high_bidder !== null ? [" by ", seatTag(view, a.high_bidder)] : null,
          )
        : null,
      view.ashore ? h("span", null, "Stays ashore: ", goodIcon(view.ashore), ` ${goodName(view.ashore)}`) : null,
      bidControl,
      actions.matching(/^load /).map((t) => actions.button(t, undefined, "chip")),
    ),
  );
}

function renderPrices(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view, actions } = ctx;
  return box(
    "price-track",
    "Price track and shares",
    h(
      "table",
      { class: "track", "data-testid": "price-track" },
      h(
        "thead",
        null,
        h("tr", null, h("th", null, "good"), view.price_track.map((p) => h("th", null, p)), h("th", null, "shares left")),
      ),
      h(
        "tbody",
        null,
        GOODS.map((g) => {
          const supply = h(
            "td",
            { class: "share-supply", title: `buy a ${g} share at ${view.share_prices[g] ?? "?"}` },
            view.share_supply[g] ?? 0,
            ` @ ${view.share_prices[g] ?? "?"}`,
          );
          actions.hot(supply, [`buy ${g}`]);
          return h(
            "tr",
            { "data-good": g },
            h("th", null, goodIcon(g), ` ${goodName(g)}`),
            view.price_track.map((p) =>
              h("td", { class: view.prices[g] === p ? "price-marker" : null }, view.prices[g] === p ? goodIcon(g) : ""),
            ),
            supply,
          );
        }),
      ),
    ),
  );
}

function seatSpot(ctx: BoardContext<ManilaView>, seat: Seat): HTMLElement {
  const el = h(
    "span",
    {
      class: `crew-seat${seat.occupant === null ? " free" : ""}`,
      "data-space": seat.id,
      title: tip(ctx.rules, seat.id, `cost ${seat.cost}${seat.occupant !== null ? `, ${playerName(ctx.view, seat.occupant)}` : ""}`),
    },
    seat.occupant === null ? h("small", null, seat.cost) : pawn(seat.occupant, playerName(ctx.view, seat.occupant)),
  );
  return ctx.actions.hot(el, [`place ${seat.id}`, `stowaway ${seat.id}`, `board ${seat.id}`]);
}

function renderBoat(ctx: BoardContext<ManilaView>, boat: Boat): HTMLElement {
  const { actions } = ctx;
  const cells: HTMLElement[] = [];
  for (let i = 0; i < ROUTE_LENGTH; i++) {
    const here = boat.position === i;
    const cell = h(
      "span",
      { class: `route-cell${i === 13 ? " pirate-cell" : ""}${here ? " boat-here" : ""}`, title: i === 13 ? "13: the pirates may board" : `${i}` },
      here ? h("span", { class: `boat-token good-${boat.good}`, title: t(`mn-boat-${boat.good}`) }) : h("small", null, i),
    );
    cells.push(actions.hot(cell, [`start ${boat.good} ${i}`]));
  }
  const arrived = boat.position === "manila";
  const status = arrived
    ? `in Manila${boat.berth ? ` (${nameOf("manila", boat.berth)})` : ""}`
    : boat.berth
      ? `to the ${nameOf("manila", boat.berth)}`
      : boat.position === null
        ? "not started"
        : `at ${boat.position}`;
  const el = h(
    "div",
    {
      class: `boat-lane good-lane-${boat.good}${boat.plundered ? " plundered" : ""}`,
      "data-testid": "boat",
      "data-good": boat.good,
      "data-position": String(boat.position),
    },
    h(
      "div",
      { class: "boat-head" },
      goodIcon(boat.good),
      h("strong", null, ` ${goodName(boat.good)}`),
      h("small", null, ` worth ${boat.value} · ${status}${boat.die !== null ? ` · die ${boat.die}` : ""}${boat.plundered ? " · plundered" : ""}`),
    ),
    h("div", { class: "crew" }, boat.seats.map((s) => seatSpot(ctx, s))),
    h("div", { class: `route${arrived ? " arrived" : ""}` }, cells, h("span", { class: "route-cell manila-cell", title: "Manila" }, arrived ? h("span", { class: `boat-token good-${boat.good}` }) : "⚓")),
  );
  return actions.hot(
    el,
    actions.matching(new RegExp(`^(pilot ${boat.good} [+-]\\d|send ${boat.good} to \\w+)$`)),
  );
}

function spaceEl(ctx: BoardContext<ManilaView>, s: Space): HTMLElement {
  const { view, rules, actions } = ctx;
  const berthGood = view.berths[s.id];
  const el = h(
    "div",
    {
      class: `space area-${s.area}${s.occupant === null ? " free" : ""}`,
      "data-testid": "space",
      "data-space": s.id,
      title: tip(rules, s.id, `cost ${s.cost}${s.payout ? `, pays ${s.payout}` : ""}`),
    },
    h("div", { class: "space-name" }, nameOf("manila", s.id)),
    h("div", { class: "space-meta" }, h("span", null, `cost ${s.cost}`), s.payout ? h("span", null, `pays ${s.payout}`) : null),
    h("div", { class: "space-occupant" }, s.occupant === null ? h("span", { class: "pawn empty" }) : seatTag(view, s.occupant)),
    berthGood ? h("div", { class: "berth" }, goodIcon(berthGood), ` ${t(`mn-boat-${berthGood}`)}`) : null,
  );
  return actions.hot(el, [`place ${s.id}`]);
}

function renderSpaces(ctx: BoardContext<ManilaView>): HTMLElement {
  const areas = ["harbor", "shipyard", "pirate", "pilot", "insurance"];
  const titles: Record<string, string> = {
    harbor: "Harbour",
    shipyard: "Shipyard",
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
        h("div", { class: "space-row" }, ctx.view.spaces.filter((s) => s.area === area).map((s) => spaceEl(ctx, s))),
      ),
    ),
  );
}

function renderPlayer(ctx: BoardContext<ManilaView>, p: MPlayer): HTMLElement {
  const { view, actions } = ctx;
  const mine = view.viewer === p.seat;
  const toAct = view.current_player === p.seat;
  const shares = p.shares
    ? GOODS.map((g) => {
        const n = p.shares?.[g] ?? 0;
        const m = p.mortgaged?.[g] ?? 0;
        const el = h(
          "span",
          { class: `share${n ? "" : " none"}`, title: `${n} ${g} share(s), ${m} mortgaged` },
          goodIcon(g, n),
          m ? h("small", { class: "mortgaged" }, `${m} mortgaged`) : null,
        );
        return mine ? actions.hot(el, [`mortgage ${g}`, `redeem ${g}`]) : el;
      })
    : [h("span", { class: "muted" }, `${p.share_count} share(s) (hidden), ${p.mortgaged_count} mortgaged`)];
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
      stat("pesos", p.cash, "doubloons"),
      stat("accomplices at home", p.accomplices_home),
      stat("placed", p.accomplices_placed),
      p.funds !== null ? stat("funds (cash + mortgage room)", p.funds) : null,
    ),
    h("div", { class: "shares" }, shares),
  );
}

export function renderManila(ctx: BoardContext<ManilaView>): HTMLElement {
  const { view } = ctx;
  return h(
    "div",
    { class: "board board-manila", "data-testid": "board", "data-game": "manila" },
    h("div", { class: "common-area" }, renderAuction(ctx), renderPrices(ctx)),
    box(
      "sea",
      "The routes",
      view.boats.length
        ? view.boats.map((b) => renderBoat(ctx, b))
        : h("p", { class: "muted" }, "The boats are not loaded yet."),
    ),
    renderSpaces(ctx),
    h("div", { class: "players" }, view.players_board.map((p) => renderPlayer(ctx, p))),
  );
}
