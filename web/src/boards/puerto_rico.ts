// The Puerto Rico board: roles, ships, trading house, colonists, plantations, the
// building supply (with prices for the viewer) and every player's island and city.

import prBuildingsCsv from "../../../src/tradewinds/games/puerto_rico/buildings.csv";
import {
  type Actions,
  type BaseView,
  type BoardContext,
  type Child,
  type Rules,
  box,
  GOOD_MARKS,
  goodIcon,
  goodName,
  h,
  humanize,
  pawn,
  playerName,
  title,
  stat,
  tip,
} from "../common";
import type { Player as PRPlayer, PuertoRicoView, SupplyBuilding } from "../generated/puerto_rico";
import { has, nameOf, t } from "../i18n";
import { icon } from "../icons";
import { parseCsv } from "../rules";

const GOODS = ["corn", "indigo", "sugar", "tobacco", "coffee"] as const;

/** A Puerto Rico view: the fields of the engine's schema (web/src/generated/puerto_rico.ts,
 * from src/tradewinds/games/puerto_rico/view.schema.json) on the envelope of every view. */
export interface PRView extends BaseView, PuertoRicoView {
  game: "puerto_rico";
  decision: PuertoRicoView["decision"];
  players_board: PRPlayer[];
}

/** The printed facts of every building (cost, VP, circles, size), from the engine's CSV:
 * the draft of the expansions offers buildings that are not in the supply yet. */
interface BuildingFacts {
  name: string;
  cost: number;
  vp: number;
  circles: number;
  size: number;
  kind: string;
}

let facts: Map<string, BuildingFacts> | null = null;

function buildingFacts(id: string): BuildingFacts | undefined {
  facts ??= new Map(
    parseCsv(prBuildingsCsv).map((r) => [
      r["id"]!,
      {
        name: r["name"] ?? r["id"]!,
        cost: Number(r["cost"]),
        vp: Number(r["vp"]),
        circles: Number(r["circles"]),
        size: Number(r["size"]),
        kind: r["kind"] ?? "",
      },
    ]),
  );
  return facts.get(id);
}

/** An island tile's kind in words: "Corn plantation", "Quarry". */
function islandName(kind: string): string {
  if (kind === "quarry") return t("pr-quarry");
  return has(`pr-plantation-${kind}`) ? t(`pr-plantation-${kind}`) : nameOf("puerto_rico", kind);
}

/** "1 colonist space" / "3 colonist spaces". */
function spacesText(circles: number): string {
  return t("pr-board-colonist-spaces", { n: circles });
}

// ---------------------------------------------------------------- details on tap

/**
 * Open the details of a building or role over the board: its effect and facts, and the
 * actions it offers (Build, Draft, Choose) with a Cancel. Nothing on the board depends
 * on hovering: every effect is one tap away.
 */
// The details stay open while the board is drawn again (the bots move on meanwhile): the
// key of the open one, and how to open each one of the board drawn last.
let openKey: string | null = null;
let reopeners = new Map<string, () => void>();
let reopening = false;

function openDetails(from: HTMLElement, key: string, title: string, facts: Child, effect: string, buttons: HTMLElement[]): void {
  const board = from.closest<HTMLElement>(".board");
  if (!board) return;
  board.querySelector(".details-sheet")?.remove();
  openKey = key;
  const close = () => {
    openKey = null;
    sheet.remove();
    from.classList.remove("selected");
    from.focus?.();
  };
  for (const b of buttons) {
    b.addEventListener("click", () => {
      openKey = null;
      sheet.remove();
    });
  }
  const sheet = h(
    "div",
    { class: "details-sheet", role: "dialog", "aria-label": title, "data-testid": "details" },
    h(
      "div",
      { class: "details-card" },
      h(
        "header",
        null,
        h("strong", null, title),
        h("button", { type: "button", class: "icon-button close", "aria-label": t("ui-close"), "data-testid": "details-close", onclick: close }, icon("close")),
      ),
      h("div", { class: "details-facts" }, facts),
      effect ? h("p", { class: "details-effect" }, effect) : null,
      h(
        "div",
        { class: "details-buttons" },
        buttons,
        h("button", { type: "button", "data-testid": "details-cancel", onclick: close }, buttons.length ? t("ui-cancel") : t("ui-close")),
      ),
    ),
  );
  sheet.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") close();
  });
  from.classList.add("selected");
  board.append(sheet);
  // A tap moves the focus into the sheet; a redraw must not take it from the chat box.
  if (!reopening) (sheet.querySelector<HTMLElement>(".board-action") ?? sheet.querySelector<HTMLElement>("button"))?.focus();
}

/** After drawing a board: open again the details that were open on the one it replaces. */
function reopenDetails(): void {
  const reopen = openKey === null ? undefined : reopeners.get(openKey);
  if (!reopen) {
    openKey = null;
    return;
  }
  reopening = true;
  try {
    reopen();
  } finally {
    reopening = false;
  }
}

/** A small ⓘ button that opens the details (for elements whose own click acts). */
function infoButton(owner: HTMLElement, key: string, label: string, open: (from: HTMLElement) => void): HTMLElement {
  reopeners.set(key, () => open(owner));
  return h(
    "button",
    {
      type: "button",
      class: "info-button",
      "aria-label": label,
      title: label,
      "data-testid": "info",
      onclick: (ev: Event) => {
        ev.stopPropagation();
        open(owner);
      },
    },
    icon("info"),
  );
}

/** Make `el` open its details when clicked (or Enter / Space). */
function opensDetails(el: HTMLElement, key: string, open: () => void): HTMLElement {
  reopeners.set(key, open);
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.classList.add("opens-details");
  el.addEventListener("click", open);
  el.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      open();
    }
  });
  return el;
}

/** The facts line of a building: "Cost 3 · 2 VP · 1 colonist space · 3 in supply". */
function buildingFactsLine(id: string, extra: (string | null)[] = []): string {
  const f = buildingFacts(id);
  const parts = f
    ? [t("pr-board-cost", { n: f.cost }), t("pr-board-vp", { n: f.vp }), spacesText(f.circles), f.size > 1 ? t("pr-board-large", { n: f.size }) : null]
    : [];
  return [...parts, ...extra].filter((p) => p).join(" · ");
}

/** The details of building `id`, with the build / draft actions that are legal now. */
function buildingDetails(from: HTMLElement, key: string, id: string, rules: Rules, actions: Actions | null, extra: (string | null)[]): void {
  const name = nameOf("puerto_rico", id, rules.items[id]?.name ?? buildingFacts(id)?.name);
  const buttons: HTMLElement[] = [];
  // Its phrase says the name and the price.
  if (actions) for (const key of actions.find(["build", "draft"], { building: id })) buttons.push(actions.button(key, undefined, "primary"));
  openDetails(from, key, name, buildingFactsLine(id, extra), rules.items[id]?.text ?? "", buttons);
}

const ISLAND_SPACES = 12;
const CITY_SPACES = 12;

function circles(total: number, colonists: number, nobles = 0): HTMLElement {
  const dots: HTMLElement[] = [];
  for (let i = 0; i < total; i++) {
    const cls = i < colonists ? "colonist" : i < colonists + nobles ? "noble" : "free";
    dots.push(h("span", { class: `circle ${cls}` }));
  }
  return h(
    "span",
    {
      class: "circles",
      title: nobles ? t("pr-board-circles-title-nobles", { colonists, nobles, total }) : t("pr-board-circles-title", { colonists, total }),
    },
    dots,
  );
}

function renderRoles(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions, rules } = ctx;
  return box(
    "roles",
    t("pr-board-roles"),
    h(
      "div",
      { class: "role-row" },
      view.roles.map((r, index) => {
        const taken = r.taken_by !== null;
        const card = h(
          "div",
          {
            class: `role-card role-${r.role}${taken ? " taken" : ""}`,
            "data-testid": "role-card",
            "data-role": r.role,
            title: tip(rules, r.role),
          },
          h("div", { class: "role-name" }, nameOf("puerto_rico", r.role, rules.items[r.role]?.name ?? title(r.card))),
          r.doubloons
            ? h("div", { class: "coins", title: t("pr-board-doubloons-on-it", { n: r.doubloons }) }, `+${r.doubloons}`)
            : null,
          taken ? h("div", { class: "taken-by" }, pawn(r.taken_by), playerName(view, r.taken_by)) : null,
          r.kidnapped_by !== null && r.kidnapped_by !== undefined
            ? h("div", { class: "taken-by" }, `${t("pr-board-kidnapped-by")} `, playerName(view, r.kidnapped_by))
            : null,
        );
        card.dataset["hl"] = `role-${r.card}`;
        card.dataset["hlSig"] = `${r.taken_by ?? ""}:${r.kidnapped_by ?? ""}:${r.doubloons}`;
        actions.hot(card, actions.find(["role", "kidnap"], { card: index }));
        const name = nameOf("puerto_rico", r.role, rules.items[r.role]?.name ?? title(r.card));
        card.append(
          infoButton(card, `role-${r.card}`, t("pr-board-what-role", { role: name }), (from) =>
            openDetails(from, `role-${r.card}`, name, r.doubloons ? t("pr-board-doubloons-on-card", { n: r.doubloons }) : "", rules.items[r.role]?.text ?? "", []),
          ),
        );
        return card;
      }),
    ),
  );
}

function renderShips(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions } = ctx;
  const ships = view.cargo_ships.map((ship, index) => {
    const slots: HTMLElement[] = [];
    for (let i = 0; i < ship.capacity; i++) {
      slots.push(
        i < ship.load && ship.good
          ? goodIcon(ship.good, undefined, "barrel")
          : h("span", { class: "barrel empty" }),
      );
    }
    const el = h(
      "div",
      {
        class: "cargo-ship",
        "data-testid": "cargo-ship",
        "data-capacity": ship.capacity,
        title: ship.good ? t("pr-board-cargo-title-good", { n: ship.capacity, good: goodName(ship.good) }) : t("pr-board-cargo-title", { n: ship.capacity }),
        "data-hl": `ship-${ship.capacity}`,
        "data-hl-sig": `${ship.good ?? ""}:${ship.load}`,
      },
      h("div", { class: "ship-label" }, t("pr-board-ship-of", { n: ship.capacity }), ship.good ? ` · ${ship.load} ${goodName(ship.good)}` : ` · ${t("pr-board-empty")}`),
      h("div", { class: "hold" }, slots),
    );
    return actions.hot(el, actions.find(["load", "piracy"], { ship: index }));
  });
  const house: HTMLElement[] = [];
  for (let i = 0; i < 4; i++) {
    const good = view.trading_house[i];
    house.push(good ? goodIcon(good, undefined, "barrel") : h("span", { class: "barrel empty" }));
  }
  const trading = h(
    "div",
    {
      class: "trading-house",
      "data-testid": "trading-house",
      title: t("pr-board-trading-title"),
      "data-hl": "trading-house",
      "data-hl-sig": view.trading_house.join(","),
    },
    h("div", { class: "ship-label" }, t("pr-board-trading-house")),
    h("div", { class: "hold" }, house),
  );
  actions.hot(trading, actions.find("plunder"));
  return box("ships", t("pr-board-ships-box"), h("div", { class: "ship-row" }, ships, trading));
}

function renderSupplies(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions } = ctx;
  const colonistShip = h(
    "div",
    {
      class: "colonist-ship",
      "data-testid": "colonist-ship",
      title: t("pr-board-colonist-ship-title"),
      "data-hl": "colonist-ship",
    },
    h("div", { class: "ship-label" }, t("pr-board-colonist-ship")),
    h("div", null, stat(t("pr-board-stat-colonists"), view.colonist_ship)),
    view.noble_ship !== undefined ? h("div", null, stat(t("pr-board-stat-nobles"), view.noble_ship)) : null,
  );
  actions.hot(colonistShip, actions.find(["take_colonist", "take_noble", "raid"]));
  const plantations = GOODS.map((g) => {
    const n = view.face_up_plantations[g] ?? 0;
    const el = h(
      "div",
      {
        class: `plantation-tile plantation-${g}${n ? "" : " none"}`,
        title: t("pr-board-face-up", { n, good: goodName(g) }),
        "data-hl": `face-up-${g}`,
      },
      h("span", { class: "tile-name" }, goodName(g)),
      h("b", null, n),
    );
    return actions.hot(el, [
      ...actions.find("plant", { good: g }),
      ...actions.find("discard", { good: g, forest: false }),
      ...actions.find("forest", { good: g }),
      ...actions.find("discard", { good: g, forest: true }),
    ]);
  });
  const quarry = actions.hot(
    h(
      "div",
      { class: "plantation-tile plantation-quarry", title: t("pr-board-quarries-title") },
      h("span", { class: "tile-name" }, t("pr-quarry")),
      h("b", null, view.quarries),
    ),
    actions.find("quarry"),
  );
  const others = actions.find(["hacienda", "hospice", "as", "buy_plantation", "villa"]);
  return box(
    "supplies",
    t("pr-board-supplies"),
    h(
      "div",
      { class: "supply-row" },
      colonistShip,
      h(
        "div",
        { class: "supply-stats" },
        stat(t("pr-board-stat-colonist-supply"), view.colonist_supply),
        stat(t("pr-board-stat-vp-left"), view.vp_supply),
        view.noble_supply !== undefined ? stat(t("pr-board-stat-noble-supply"), view.noble_supply) : null,
        stat(t("pr-board-stat-plantation-stack"), view.plantation_stack),
        stat(t("pr-board-stat-round"), view.round),
      ),
      h(
        "div",
        { class: "goods-supply", "data-testid": "goods-supply" },
        h("span", { class: "supply-label" }, t("pr-board-barrels-supply")),
        GOODS.map((g) =>
          h(
            "span",
            { class: "good-chip", "data-hl": `supply-${g}`, "data-good": g },
            goodIcon(g),
            h("span", { class: "good-name" }, goodName(g)),
            h("b", null, view.goods_supply[g] ?? 0),
          ),
        ),
      ),
    ),
    h("div", { class: "plantation-row", "data-testid": "plantations" }, plantations, quarry),
    others.length ? h("div", { class: "chips" }, others.map((t) => actions.button(t, undefined, "chip"))) : null,
  );
}

function renderBuildingSupply(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions, rules } = ctx;
  const rows = new Map<number, SupplyBuilding[]>();
  for (const b of view.buildings) {
    const list = rows.get(b.row) ?? [];
    list.push(b);
    rows.set(b.row, list);
  }
  const columns = [...rows.keys()].sort((a, b) => a - b);
  const draftCandidates = new Set(view.draft?.candidates ?? []);
  return box(
    "building-supply",
    t(view.viewer === null ? "pr-board-buildings" : "pr-board-buildings-for-you"),
    h(
      "div",
      { class: "building-columns" },
      columns.map((row) =>
        h(
          "div",
          { class: "building-column" },
          h("div", { class: "column-head" }, t("pr-board-vp-row", { n: row })),
          rows.get(row)!.map((b) => {
            const cheaper = b.price_for_you !== undefined && b.price_for_you < b.cost;
            const circlesOf = buildingFacts(b.id)?.circles ?? 0;
            const offers = actions.find(["build", "draft"], { building: b.id });
            const el = h(
              "div",
              {
                class: `building-tile${b.remaining ? "" : " sold-out"}${offers.length ? " can-act" : ""}`,
                "data-testid": "supply-building",
                "data-building": b.id,
                "data-offers": offers.join("|") || null,
                "data-hl": `supply-${b.id}`,
                title: tip(rules, b.id, t("pr-board-supply-tip", { cost: b.cost, vp: b.vp, left: b.remaining })),
              },
              h("span", { class: "b-name" }, nameOf("puerto_rico", b.id, b.name)),
              h(
                "span",
                { class: "b-meta" },
                h(
                  "span",
                  { class: `price${cheaper ? " cheaper" : ""}`, title: cheaper ? t("pr-board-price-for-you", { n: b.cost }) : t("pr-board-cost-title") },
                  b.price_for_you ?? b.cost,
                  cheaper ? h("s", null, b.cost) : null,
                ),
                h("span", { class: "vp" }, t("pr-board-vp", { n: b.vp })),
                h("span", { class: "left", title: t("pr-board-in-supply", { n: b.remaining }) }, b.remaining ? t("pr-board-left", { n: b.remaining }) : t("pr-board-none-left")),
                circles(circlesOf, 0),
              ),
            );
            const extra = [
              b.remaining ? t("pr-board-in-supply", { n: b.remaining }) : t("pr-board-none-left"),
              cheaper ? t("pr-board-costs-you", { n: b.price_for_you ?? "?" }) : null,
            ];
            const key = `supply-${b.id}`;
            return opensDetails(el, key, () => buildingDetails(el, key, b.id, rules, actions, extra));
          }),
        ),
      ),
    ),
    // While the draft runs it is the only decision: it opens the board (renderPuertoRico).
    view.draft && view.decision !== "draft" ? renderDraft(ctx, [...draftCandidates]) : null,
  );
}

/** The expansions' draft of new buildings: every choice with its cost, VP and effect. */
function renderDraft(ctx: BoardContext<PRView>, candidates: string[]): HTMLElement {
  const { rules, actions } = ctx;
  const byCost = [...candidates].sort((a, b) => (buildingFacts(a)?.cost ?? 0) - (buildingFacts(b)?.cost ?? 0));
  const free = ctx.view.draft?.free_spaces ?? {};
  return h(
    "div",
    { class: "draft", "data-testid": "draft" },
    h("h4", null, t("pr-board-draft-heading")),
    Object.keys(free).length
      ? h(
          "p",
          { class: "muted draft-free" },
          t("pr-board-draft-free", {
            places: Object.entries(free)
              .filter(([, n]) => n)
              .map(([cost, n]) => `${cost}: ${n}`)
              .join(", "),
          }),
        )
      : null,
    h(
      "div",
      { class: "draft-cards" },
      byCost.map((id) => {
        const f = buildingFacts(id);
        const card = h(
          "div",
          { class: "draft-card", "data-building": id, "data-testid": "draft-card" },
          h("strong", null, nameOf("puerto_rico", id, rules.items[id]?.name ?? f?.name)),
          h("span", { class: "b-meta" }, buildingFactsLine(id)),
          h("span", { class: "draft-effect" }, rules.items[id]?.text ?? ""),
        );
        return actions.hot(card, actions.find("draft", { building: id }));
      }),
    ),
  );
}

/** The actions that put a piece on `spot` (a plantation kind, `quarry`, a building, `san_juan`)
 * or take one off it. */
function placeActions(actions: Actions, spot: string): string[] {
  return [
    ...actions.find(["place", "unplace"], { spot }),
    ...actions.find("return_piece", { piece: "colonist", spot }),
    ...actions.find("guest", { spot }),
  ];
}

function renderPlayer(ctx: BoardContext<PRView>, p: PRPlayer): HTMLElement {
  const { view, rules, actions } = ctx;
  const mine = view.viewer === p.seat;
  const act = mine ? actions : null;
  const toAct = view.current_player === p.seat;

  const islandTiles: HTMLElement[] = [];
  for (const [kind, info] of Object.entries(p.island)) {
    const tiles: HTMLElement[] = [];
    let occupied = info.occupied;
    let nobles = info.nobles ?? 0;
    for (let i = 0; i < info.tiles; i++) {
      const c = occupied > 0 ? 1 : 0;
      occupied -= c;
      const n = !c && nobles > 0 ? 1 : 0;
      nobles -= n;
      tiles.push(
        h(
          "span",
          {
            class: `island-tile plantation-${kind}`,
            title: islandName(kind),
            "data-mark": kind === "quarry" ? "Q" : (GOOD_MARKS[kind] ?? null),
            "data-hl": `island-${p.seat}-${kind}-${i}`,
            "data-hl-sig": `${c}${n}`,
          },
          circles(1, c, n),
        ),
      );
    }
    const group = h(
      "span",
      { class: "tile-group", "data-kind": kind, title: t("pr-board-tiles-occupied", { n: info.tiles, kind: islandName(kind), occupied: info.occupied }) },
      tiles,
    );
    islandTiles.push(act ? act.hot(group, placeActions(act, kind)) : group);
  }
  for (let i = 0; i < (p.forests ?? 0); i++) {
    islandTiles.push(h("span", { class: "island-tile forest", title: t("pr-forest"), "data-hl": `forest-${p.seat}-${i}` }, icon("tree", t("pr-forest"))));
  }
  for (let i = p.island_spaces_filled; i < ISLAND_SPACES; i++) {
    islandTiles.push(h("span", { class: "island-tile empty" }));
  }

  const cityTiles: HTMLElement[] = p.city.map((b) => {
    const el = h(
      "span",
      {
        class: `city-building size-${b.size}`,
        "data-building": b.id,
        "data-hl": `city-${p.seat}-${b.id}`,
        "data-hl-sig": `${b.colonists}:${b.nobles ?? 0}`,
        title: tip(rules, b.id, t("pr-board-city-tip", { vp: b.vp, colonists: b.colonists, circles: b.circles })),
      },
      h("span", { class: "b-name" }, nameOf("puerto_rico", b.id, b.name)),
      circles(b.circles, b.colonists, b.nobles ?? 0),
    );
    const key = `city-${p.seat}-${b.id}`;
    const details = (from: HTMLElement) =>
      buildingDetails(from, key, b.id, rules, null, [t("pr-board-occupied-of", { n: b.colonists + (b.nobles ?? 0), circles: b.circles })]);
    const places = act ? placeActions(act, b.id) : [];
    if (act && places.length) {
      act.hot(el, places);
      el.append(infoButton(el, key, t("pr-board-about", { building: nameOf("puerto_rico", b.id, b.name) }), details));
      return el;
    }
    return opensDetails(el, key, () => details(el));
  });
  for (let i = p.city_spaces_used; i < CITY_SPACES; i++) {
    cityTiles.push(h("span", { class: "city-building empty" }));
  }

  const goods = GOODS.map((g) => {
    const el = goodIcon(g, p.goods[g] ?? 0, (p.goods[g] ?? 0) ? "" : "none");
    el.dataset["hl"] = `goods-${p.seat}-${g}`;
    return act
      ? act.hot(el, act.find(["sell", "post", "keep", "warehouse", "extra", "exchange", "wharf", "return_good"], { good: g }))
      : el;
  });

  const sanJuan = h(
    "span",
    { class: "san-juan", title: t("pr-board-san-juan-title") },
    h("span", { "data-hl": `san-juan-${p.seat}` }, stat(t("pr-board-stat-in-san-juan"), p.san_juan)),
    p.nobles_in_san_juan ? stat(t("pr-board-stat-nobles-san-juan"), p.nobles_in_san_juan) : null,
  );
  if (act) act.hot(sanJuan, placeActions(act, "san_juan"));

  return h(
    "article",
    {
      class: `player-board seat-${p.seat}${mine ? " mine" : ""}${toAct ? " to-act" : ""}`,
      "data-testid": "player-board",
      "data-seat": p.seat,
    },
    h(
      "header",
      null,
      pawn(p.seat),
      h("strong", null, p.name),
      mine ? h("span", { class: "badge" }, t("pr-board-you")) : null,
      p.governor ? h("span", { class: "badge governor", title: t("pr-governor") }, t("pr-board-governor")) : null,
      p.buccaneer_token ? h("span", { class: "badge", title: t("pr-board-buccaneer-title") }, t("pr-board-buccaneer-token")) : null,
      toAct ? h("span", { class: "badge turn" }, t("pr-board-to-act")) : null,
      h(
        "span",
        { class: "player-stats" },
        h("span", { "data-hl": `doubloons-${p.seat}` }, stat(t("pr-board-stat-doubloons"), p.doubloons, "doubloons")),
        h("span", { "data-hl": `vp-${p.seat}` }, act ? act.hot(stat(t("pr-board-stat-vp-chips"), p.vp_chips, "vp"), act.find("return_vp")) : stat(t("pr-board-stat-vp-chips"), p.vp_chips, "vp")),
        p.nobles !== undefined ? stat(t("pr-board-stat-nobles"), p.nobles) : null,
        stat(t("pr-board-stat-on-circles"), `${p.colonists_on_circles}/${p.circles}`),
      ),
    ),
    h(
      "div",
      { class: "player-body" },
      h("div", { class: "island", title: t("pr-board-island-title") }, islandTiles),
      h("div", { class: "city", title: t("pr-board-city-title") }, cityTiles),
    ),
    h("footer", null, h("span", { class: "goods-row" }, goods), sanJuan),
  );
}

/** Why the game ends (rules: the game ends after the round in which one of these happened). */
function endReason(trigger: string): string {
  return has(`pr-board-end-${trigger}`) ? t(`pr-board-end-${trigger}`) : humanize(trigger);
}

function endWarning(triggers: string[]): HTMLElement {
  return h(
    "div",
    { class: "end-warning", "data-testid": "end-warning", role: "status" },
    h("strong", null, t("pr-board-last-round")),
    h("span", null, ` ${t("pr-board-last-round-why", { reasons: triggers.map(endReason).join(` ${t("ui-and")} `) })}`),
  );
}

function renderExtras(ctx: BoardContext<PRView>): HTMLElement | null {
  const { view, actions, rules } = ctx;
  const parts: HTMLElement[] = [];
  const named = (id: string) => nameOf("puerto_rico", id, rules.items[id]?.name ?? title(id));
  if (view.festival) {
    const f = view.festival;
    const reached = (s: number | null | undefined) =>
      s === null || s === undefined ? t("pr-board-not-reached") : t("pr-board-reached-by", { name: playerName(view, s) });
    parts.push(
      h(
        "div",
        { class: "festival", title: t("pr-board-festival-title") },
        h("h4", null, t("pr-board-festival")),
        f.plantation
          ? h("div", null, t("pr-board-festival-own", { n: f.plantation.needed, kind: f.plantation.kind ? t(`pr-plantation-${f.plantation.kind}`) : "", reached: reached(f.plantation.reached_by) }))
          : null,
        f.production
          ? h(
              "div",
              null,
              `${t("pr-board-festival-produce")} `,
              Object.entries(f.production.barrels)
                .filter(([, n]) => n)
                .map(([g, n]) => goodIcon(g, n)),
              ` ${t("pr-board-festival-in-one-phase", { reached: reached(f.production.reached_by) })}`,
            )
          : null,
        f.construction?.building
          ? h("div", null, t("pr-board-festival-build", { building: named(f.construction.building), reached: reached(f.construction.reached_by) }))
          : null,
      ),
    );
  }
  if (view.buccaneer) {
    const b = view.buccaneer;
    parts.push(
      h(
        "div",
        { class: "buccaneer" },
        h("h4", null, t("pr-board-buccaneer")),
        h("div", null, t("pr-board-buccaneer-holder", { who: b.token === null || b.token === undefined ? t("pr-board-nobody-yet") : playerName(view, b.token) })),
        b.kidnapped ? h("div", null, t("pr-board-kidnapped", { card: named(b.kidnapped), name: playerName(view, b.kidnapper) })) : null,
      ),
    );
  }
  if (view.end_triggers.length) parts.push(endWarning(view.end_triggers));
  const rest = actions.find(["done", "plunder", "raid"]).filter((t) => !actions.placed.has(t));
  if (rest.length) parts.push(h("div", { class: "chips" }, rest.map((t) => actions.button(t))));
  return parts.length ? box("extras", null, parts) : null;
}

export function renderPuertoRico(ctx: BoardContext<PRView>): HTMLElement {
  const { view } = ctx;
  reopeners = new Map();
  const players = [...view.players_board];
  // The viewer's own board first, then the others in seat order from the viewer.
  if (view.viewer !== null) {
    const v = view.viewer;
    players.sort((a, b) => ((a.seat - v + view.players) % view.players) - ((b.seat - v + view.players) % view.players));
  }
  const roles = renderRoles(ctx);
  const ships = renderShips(ctx);
  const supplies = renderSupplies(ctx);
  // Drawn last (it offers the actions the others did not place), shown next to the ships.
  const extras = renderExtras(ctx);
  const board = h(
    "div",
    { class: "board board-puerto_rico", "data-testid": "board", "data-game": "puerto_rico" },
    view.draft && view.decision === "draft" ? box("draft-box", null, renderDraft(ctx, view.draft.candidates)) : null,
    h("div", { class: "common-area" }, roles, ships, extras, supplies),
    // The viewer's own board above the building supply: on a laptop it is then on the
    // first screen, next to the roles and ships.
    view.viewer !== null && players[0] ? h("div", { class: "players own" }, renderPlayer(ctx, players[0])) : null,
    renderBuildingSupply(ctx),
    h("div", { class: "players" }, (view.viewer !== null ? players.slice(1) : players).map((p) => renderPlayer(ctx, p))),
  );
  reopenDetails();
  return board;
}
