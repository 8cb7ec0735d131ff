// The Puerto Rico board: roles, ships, trading house, colonists, plantations, the
// building supply (with prices for the viewer) and every player's island and city.

import {
  type BaseView,
  type BoardContext,
  box,
  goodIcon,
  goodName,
  h,
  humanize,
  pawn,
  playerName,
  stat,
  tip,
} from "../common";
import { nameOf, t } from "../i18n";

const GOODS = ["corn", "indigo", "sugar", "tobacco", "coffee"] as const;

interface Role {
  card: string;
  role: string;
  doubloons: number;
  taken_by: number | null;
  kidnapped_by?: number | null;
}

interface Ship {
  capacity: number;
  good: string | null;
  load: number;
}

interface SupplyBuilding {
  id: string;
  name: string;
  remaining: number;
  cost: number;
  vp: number;
  row: number;
  price_for_you: number | null;
}

interface CityBuilding {
  id: string;
  name: string;
  colonists: number;
  nobles?: number;
  circles: number;
  size: number;
  vp: number;
}

interface IslandKind {
  tiles: number;
  occupied: number;
  nobles?: number;
}

interface PRPlayer {
  seat: number;
  name: string;
  governor: boolean;
  doubloons: number;
  vp_chips: number | null;
  goods: Record<string, number>;
  island: Record<string, IslandKind>;
  island_spaces_filled: number;
  forests?: number;
  forest_kinds?: Record<string, number>;
  forests_of_unknown_kind?: number;
  city: CityBuilding[];
  city_spaces_used: number;
  san_juan: number;
  nobles_in_san_juan?: number;
  nobles?: number;
  circles: number;
  colonists_on_circles: number;
  buccaneer_token?: boolean;
}

interface Festival {
  plantation?: { kind: string | null; needed: number; reached_by: number | null };
  production?: { barrels: Record<string, number>; reached_by: number | null };
  construction?: { building: string | null; reached_by: number | null };
}

export interface PRView extends BaseView {
  round: number;
  governor: number;
  role_chooser: number | null;
  roles: Role[];
  colonist_supply: number;
  colonist_ship: number;
  vp_supply: number;
  goods_supply: Record<string, number>;
  quarries: number;
  face_up_plantations: Record<string, number>;
  plantation_stack: number;
  plantation_discard: Record<string, number>;
  trading_house: string[];
  cargo_ships: Ship[];
  buildings: SupplyBuilding[];
  end_triggers: string[];
  players_board: PRPlayer[];
  expansions?: string[];
  noble_supply?: number;
  noble_ship?: number;
  buccaneer?: { token: number | null; kidnapped: string | null; kidnapper: number | null };
  festival?: Festival;
  draft?: { free_spaces: Record<string, number>; candidates: string[] };
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
      title: `${colonists} colonist(s)${nobles ? `, ${nobles} noble(s)` : ""} on ${total} circle(s)`,
    },
    dots,
  );
}

function renderRoles(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions, rules } = ctx;
  return box(
    "roles",
    "Roles",
    h(
      "div",
      { class: "role-row" },
      view.roles.map((r) => {
        const taken = r.taken_by !== null;
        const card = h(
          "div",
          {
            class: `role-card role-${r.role}${taken ? " taken" : ""}`,
            "data-testid": "role-card",
            "data-role": r.role,
            title: tip(rules, r.role),
          },
          h("div", { class: "role-name" }, nameOf("puerto_rico", r.role, humanize(r.card))),
          r.doubloons
            ? h("div", { class: "coins", title: `${r.doubloons} doubloon(s) on it` }, `+${r.doubloons}`)
            : null,
          taken ? h("div", { class: "taken-by" }, pawn(r.taken_by), playerName(view, r.taken_by)) : null,
          r.kidnapped_by !== null && r.kidnapped_by !== undefined
            ? h("div", { class: "taken-by" }, "kidnapped by ", playerName(view, r.kidnapped_by))
            : null,
        );
        return actions.hot(card, [r.card, r.role, `kidnap ${r.role}`]);
      }),
    ),
  );
}

function renderShips(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions } = ctx;
  const ships = view.cargo_ships.map((ship) => {
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
        title: `Cargo ship for ${ship.capacity} barrels${ship.good ? ` of ${ship.good}` : " (empty)"}`,
      },
      h("div", { class: "ship-label" }, `${ship.capacity}`, ship.good ? ` · ${ship.good}` : ""),
      h("div", { class: "hold" }, slots),
    );
    return actions.hot(
      el,
      actions.matching(new RegExp(`^(load \\w+ on ${ship.capacity}|piracy on ${ship.capacity})$`)),
      (t) => t.replace(/ on \d+$/, ""),
    );
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
      title: "Trading house: 4 spaces, one barrel of each kind (Office excepted); emptied when full.",
    },
    h("div", { class: "ship-label" }, "Trading house"),
    h("div", { class: "hold" }, house),
  );
  actions.hot(trading, ["plunder"]);
  return box("ships", "Ships and trade", h("div", { class: "ship-row" }, ships, trading));
}

function renderSupplies(ctx: BoardContext<PRView>): HTMLElement {
  const { view, actions } = ctx;
  const colonistShip = h(
    "div",
    {
      class: "colonist-ship",
      "data-testid": "colonist-ship",
      title: "The colonist ship: its colonists go to the players in the next Mayor phase.",
    },
    h("div", { class: "ship-label" }, "Colonist ship"),
    h("div", null, stat("colonists", view.colonist_ship)),
    view.noble_ship !== undefined ? h("div", null, stat("nobles", view.noble_ship)) : null,
  );
  actions.hot(colonistShip, ["take colonist", "take noble", "raid"]);
  const plantations = GOODS.map((g) => {
    const n = view.face_up_plantations[g] ?? 0;
    const el = h(
      "div",
      { class: `plantation-tile plantation-${g}${n ? "" : " none"}`, title: `${n} face-up ${g} plantation(s)` },
      h("span", { class: "tile-name" }, goodName(g)),
      h("b", null, n),
    );
    return actions.hot(el, [`plant ${g}`, `discard ${g}`, `forest ${g}`, `discard forest ${g}`]);
  });
  const quarry = actions.hot(
    h(
      "div",
      { class: "plantation-tile plantation-quarry", title: "Quarries: each occupied one lowers a building's price by 1 (up to its row)." },
      h("span", { class: "tile-name" }, t("pr-quarry")),
      h("b", null, view.quarries),
    ),
    ["quarry"],
  );
  const others = actions.matching(/^(hacienda|hospice|villa|buy plantation|as forest|as plantation)$/);
  return box(
    "supplies",
    "Supplies",
    h(
      "div",
      { class: "supply-row" },
      colonistShip,
      h(
        "div",
        { class: "supply-stats" },
        stat("colonists in supply", view.colonist_supply),
        stat("VP chips left", view.vp_supply),
        view.noble_supply !== undefined ? stat("nobles in supply", view.noble_supply) : null,
        stat("plantation stack", view.plantation_stack),
        stat("round", view.round),
      ),
      h(
        "div",
        { class: "goods-supply", title: "Barrels left in the supply" },
        GOODS.map((g) => goodIcon(g, view.goods_supply[g] ?? 0)),
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
    view.viewer === null ? "Buildings" : "Buildings (price for you)",
    h(
      "div",
      { class: "building-columns" },
      columns.map((row) =>
        h(
          "div",
          { class: "building-column" },
          h("div", { class: "column-head" }, `${row} VP row`),
          rows.get(row)!.map((b) => {
            const cheaper = b.price_for_you !== null && b.price_for_you < b.cost;
            const el = h(
              "div",
              {
                class: `building-tile${b.remaining ? "" : " sold-out"}`,
                "data-testid": "supply-building",
                "data-building": b.id,
                title: tip(rules, b.id, `cost ${b.cost}, ${b.vp} VP, ${b.remaining} left`),
              },
              h("span", { class: "b-name" }, nameOf("puerto_rico", b.id, b.name)),
              h(
                "span",
                { class: "b-meta" },
                h(
                  "span",
                  { class: `price${cheaper ? " cheaper" : ""}`, title: "price for you (printed cost)" },
                  b.price_for_you ?? b.cost,
                  cheaper ? h("s", null, b.cost) : null,
                ),
                h("span", { class: "vp" }, `${b.vp} VP`),
                h("span", { class: "left" }, `×${b.remaining}`),
              ),
            );
            return actions.hot(el, [`build ${b.id}`, `draft ${b.id}`]);
          }),
        ),
      ),
    ),
    view.draft
      ? h(
          "div",
          { class: "draft" },
          h("h4", null, "Building draft"),
          h(
            "div",
            { class: "chips" },
            [...draftCandidates].map((id) =>
              actions.hot(h("span", { class: "tag", title: tip(rules, id) }, nameOf("puerto_rico", id)), [`draft ${id}`]),
            ),
          ),
        )
      : null,
  );
}

const PLACE_VERBS = ["place", "unplace", "return colonist", "guest", "guest noble"];

function placeActions(target: string): string[] {
  return PLACE_VERBS.map((v) => `${v} ${target}`);
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
        h("span", { class: `island-tile plantation-${kind}`, title: `${kind}` }, circles(1, c, n)),
      );
    }
    const group = h(
      "span",
      { class: "tile-group", "data-kind": kind, title: `${info.tiles} ${kind}, ${info.occupied} occupied` },
      tiles,
    );
    islandTiles.push(act ? act.hot(group, placeActions(kind)) : group);
  }
  for (let i = 0; i < (p.forests ?? 0); i++) {
    islandTiles.push(h("span", { class: "island-tile forest", title: "forest" }, "🌲"));
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
        title: tip(rules, b.id, `${b.vp} VP, ${b.colonists}/${b.circles} occupied`),
      },
      h("span", { class: "b-name" }, nameOf("puerto_rico", b.id, b.name)),
      circles(b.circles, b.colonists, b.nobles ?? 0),
    );
    return act ? act.hot(el, placeActions(b.id)) : el;
  });
  for (let i = p.city_spaces_used; i < CITY_SPACES; i++) {
    cityTiles.push(h("span", { class: "city-building empty" }));
  }

  const goods = GOODS.map((g) => {
    const el = goodIcon(g, p.goods[g] ?? 0, (p.goods[g] ?? 0) ? "" : "none");
    return act
      ? act.hot(el, [
          `sell ${g}`,
          `sell ${g} to post`,
          `keep ${g}`,
          `warehouse ${g}`,
          `extra ${g}`,
          `exchange ${g}`,
          `wharf ${g}`,
          `return ${g}`,
        ])
      : el;
  });

  const sanJuan = h(
    "span",
    { class: "san-juan", title: "Colonists waiting in San Juan (not on a circle)" },
    stat("in San Juan", p.san_juan),
    p.nobles_in_san_juan ? stat("nobles in San Juan", p.nobles_in_san_juan) : null,
  );
  if (act) act.hot(sanJuan, placeActions("san_juan"));

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
      mine ? h("span", { class: "badge" }, "you") : null,
      p.governor ? h("span", { class: "badge governor", title: "Governor" }, "governor") : null,
      p.buccaneer_token ? h("span", { class: "badge", title: "holds the buccaneer token" }, "buccaneer token") : null,
      toAct ? h("span", { class: "badge turn" }, "to act") : null,
      h(
        "span",
        { class: "player-stats" },
        stat("doubloons", p.doubloons, "doubloons"),
        act ? act.hot(stat("VP chips", p.vp_chips, "vp"), ["return vp"]) : stat("VP chips", p.vp_chips, "vp"),
        p.nobles !== undefined ? stat("nobles", p.nobles) : null,
        stat("colonists on circles", `${p.colonists_on_circles}/${p.circles}`),
      ),
    ),
    h(
      "div",
      { class: "player-body" },
      h("div", { class: "island", title: "Island: plantations and quarries" }, islandTiles),
      h("div", { class: "city", title: "City: buildings" }, cityTiles),
    ),
    h("footer", null, h("span", { class: "goods-row" }, goods), sanJuan),
  );
}

function renderExtras(ctx: BoardContext<PRView>): HTMLElement | null {
  const { view, actions } = ctx;
  const parts: HTMLElement[] = [];
  if (view.festival) {
    const f = view.festival;
    const reached = (s: number | null | undefined) =>
      s === null || s === undefined ? "open" : `reached by ${playerName(view, s)}`;
    parts.push(
      h(
        "div",
        { class: "festival", title: "Festival goals (expansion 4)" },
        h("h4", null, "Festival"),
        f.plantation
          ? h("div", null, `${f.plantation.needed} × ${t(`pr-plantation-${f.plantation.kind}`)} — ${reached(f.plantation.reached_by)}`)
          : null,
        f.production
          ? h(
              "div",
              null,
              "production: ",
              Object.entries(f.production.barrels)
                .filter(([, n]) => n)
                .map(([g, n]) => goodIcon(g, n)),
              ` — ${reached(f.production.reached_by)}`,
            )
          : null,
        f.construction?.building
          ? h("div", null, `build ${nameOf("puerto_rico", f.construction.building)} — ${reached(f.construction.reached_by)}`)
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
        h("h4", null, "Buccaneer"),
        h("div", null, `token: ${playerName(view, b.token)}`),
        b.kidnapped ? h("div", null, `kidnapped: ${nameOf("puerto_rico", b.kidnapped)} by ${playerName(view, b.kidnapper)}`) : null,
      ),
    );
  }
  if (view.end_triggers.length) {
    parts.push(h("div", { class: "end-warning" }, `Game end triggered: ${view.end_triggers.map((x) => t(`pr-trigger-${x}`)).join(", ")}`));
  }
  const rest = actions.matching(/^(raid|plunder|done)$/).filter((t) => !actions.placed.has(t));
  if (rest.length) parts.push(h("div", { class: "chips" }, rest.map((t) => actions.button(t))));
  return parts.length ? box("extras", null, parts) : null;
}

export function renderPuertoRico(ctx: BoardContext<PRView>): HTMLElement {
  const { view } = ctx;
  const players = [...view.players_board];
  // The viewer's own board first, then the others in seat order from the viewer.
  if (view.viewer !== null) {
    const v = view.viewer;
    players.sort((a, b) => ((a.seat - v + view.players) % view.players) - ((b.seat - v + view.players) % view.players));
  }
  return h(
    "div",
    { class: "board board-puerto_rico", "data-testid": "board", "data-game": "puerto_rico" },
    h(
      "div",
      { class: "common-area" },
      renderRoles(ctx),
      renderShips(ctx),
      renderSupplies(ctx),
      renderExtras(ctx),
    ),
    renderBuildingSupply(ctx),
    h("div", { class: "players" }, players.map((p) => renderPlayer(ctx, p))),
  );
}
