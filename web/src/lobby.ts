// The lobby /: the new-game form (game, players, options, seats) with the invite links it
// gives, and the lists of open, active and finished games.

import {
  ApiError,
  type CreateResponse,
  type GameStatus,
  type Me,
  type MyGame,
  type SeatRequest,
  changePassword,
  createGame,
  getCatalog,
  getMe,
  listGames,
  login,
  logout,
  myGames,
  register,
  renameMe,
  takeSeat,
} from "./api";
import { type Catalog, type GameSpec, type GameSummary, type OptionSpec, clear, h, humanize } from "./common";
import { botName, languageSwitch, t, term } from "./i18n";
import { icon } from "./icons";

const HUMAN = "human";

function choiceLabel(option: OptionSpec, value: unknown): string {
  if (typeof value === "number" && /seat|governor|player/.test(option.name)) return t("ui-seat-lower", { n: value + 1 });
  if (typeof value === "boolean") return t(value ? "ui-yes" : "ui-no");
  return term("ui-choice-", String(value), humanize(String(value)));
}

/** An option's name in the reader's language (the engine's id spelled out otherwise). */
export function optionLabel(option: OptionSpec): string {
  return term("ui-option-", option.name, humanize(option.name));
}

/** What an option does, in the reader's language (the catalog's English otherwise). */
export function optionHelp(option: OptionSpec): string {
  return term("ui-option-help-", option.name, option.description);
}

/** The form's option controls; `read()` gives the options that differ from the defaults. */
export function optionControls(spec: GameSpec, players: number): { el: HTMLElement; read: () => Record<string, unknown> } {
  const readers: (() => [string, unknown] | null)[] = [];
  const rows = spec.options.map((option) => {
    const id = `opt-${spec.name}-${option.name}`;
    if (option.type === "subset") {
      const defaults = Array.isArray(option.default) ? (option.default as unknown[]) : [];
      const boxes = option.choices.map((choice) =>
        h("input", {
          type: "checkbox",
          "data-testid": `option-${option.name}-${String(choice)}`,
          "data-choice": String(choice),
          checked: defaults.includes(choice),
        }),
      );
      readers.push(() => {
        const chosen = option.choices.filter((_, i) => boxes[i]!.checked);
        const same = chosen.length === defaults.length && chosen.every((c) => defaults.includes(c));
        return same ? null : [option.name, chosen];
      });
      return h(
        "fieldset",
        { class: "option", title: optionHelp(option), "data-testid": `option-${option.name}` },
        h("legend", null, optionLabel(option)),
        option.choices.map((choice, i) => h("label", { class: "check" }, boxes[i]!, ` ${choiceLabel(option, choice)}`)),
        h("small", { class: "muted" }, optionHelp(option)),
      );
    }
    const choices = option.choices.filter((c) => typeof c !== "number" || c < players);
    const select = h(
      "select",
      { id, "data-testid": `option-${option.name}` },
      choices.map((choice, i) =>
        h("option", { value: i, selected: choice === option.default }, choiceLabel(option, choice)),
      ),
    );
    // A choice the player made is sent even when it equals the default: some defaults
    // depend on other options (Puerto Rico's edition is deluxe with expansions).
    let touched = false;
    select.addEventListener("change", () => {
      touched = true;
    });
    readers.push(() => {
      const value = choices[Number(select.value)];
      return value === option.default && !touched ? null : [option.name, value];
    });
    return h(
      "div",
      { class: "option", title: optionHelp(option) },
      h("label", { for: id }, optionLabel(option)),
      select,
      h("small", { class: "muted" }, optionHelp(option)),
    );
  });
  return {
    el: h("div", { class: "options" }, rows),
    read: () => Object.fromEntries(readers.map((r) => r()).filter((e): e is [string, unknown] => e !== null)),
  };
}

export function seatRows(count: number, bots: string[], previous: SeatRequest[], myName: string | null): { el: HTMLElement; read: () => SeatRequest[]; names: HTMLInputElement[] } {
  const names: HTMLInputElement[] = [];
  const kinds: HTMLSelectElement[] = [];
  const mes: HTMLInputElement[] = [];
  const defaultBot = bots.includes("medium") ? "medium" : (bots[0] ?? "random");
  const readers: (() => SeatRequest)[] = [];
  const rows: HTMLElement[] = [];
  for (let i = 0; i < count; i++) {
    const prev = previous[i];
    const kindValue = prev ? (prev.kind === "human" ? HUMAN : prev.bot ?? defaultBot) : i === 0 ? HUMAN : defaultBot;
    const kind = h(
      "select",
      { "data-testid": `seat-kind-${i}`, "aria-label": t("ui-seat-lower", { n: i + 1 }) },
      h("option", { value: HUMAN, selected: kindValue === HUMAN }, t("ui-person")),
      bots.map((b) => h("option", { value: b, selected: kindValue === b }, t("ui-bot-named", { bot: botName(b) }))),
    );
    const name = h("input", {
      type: "text",
      maxlength: 40,
      "data-testid": `seat-name-${i}`,
      "aria-label": t("ui-seat-name-label", { n: i + 1 }),
      value: prev?.name ?? (i === 0 && myName ? myName : t("ui-player-n", { n: i + 1 })),
    });
    // The seat this browser's player takes (bound to it: it gets back in without a link).
    const me = h("input", { type: "radio", name: "me-seat", "data-testid": `seat-me-${i}`, checked: prev ? prev.me === true : i === 0 });
    const meLabel = h("label", { class: "check me", title: t("ui-me-title") }, me, ` ${t("ui-me")}`);
    names.push(name);
    kinds.push(kind);
    mes.push(me);
    const sync = () => {
      name.hidden = kind.value !== HUMAN;
      meLabel.hidden = kind.value !== HUMAN;
      if (me.checked && kind.value !== HUMAN) {
        // A bot cannot be "me": the first person seat is, if any.
        me.checked = false;
        const first = kinds.findIndex((k) => k.value === HUMAN);
        if (first >= 0) mes[first]!.checked = true;
      }
    };
    kind.addEventListener("change", sync);
    sync();
    readers.push(() =>
      kind.value === HUMAN
        ? { kind: "human", name: name.value.trim() || t("ui-player-n", { n: i + 1 }), ...(me.checked ? { me: true } : {}) }
        : { kind: "bot", bot: kind.value },
    );
    rows.push(h("div", { class: "seat-row", "data-testid": "seat", "data-seat": i }, h("span", { class: `pawn seat-${i}` }), h("b", null, t("ui-seat", { n: i + 1 })), kind, name, meLabel));
  }
  return { el: h("div", { class: "seats" }, rows), read: () => readers.map((r) => r()), names };
}

function renderCreated(created: CreateResponse, seats: SeatRequest[]): HTMLElement {
  const id = created.game.id;
  const people = created.seats.filter((s) => s.token);
  const absolute = (path: string) => new URL(path, location.origin).toString();
  const mine = seats.findIndex((s) => s.kind === "human" && s.me === true);
  const first = people[0];
  return h(
    "section",
    { class: "panel created", "data-testid": "created-game", "data-game-id": id },
    h("h2", null, t("ui-game-created", { title: created.game.title })),
    people.length ? h("p", null, t("ui-send-links")) : h("p", null, t("ui-only-bots")),
    people.map((s) => {
      const url = s.url ?? absolute(s.invite);
      const input = h("input", { type: "text", readonly: true, value: url, "data-testid": "invite-link", "data-seat": s.seat });
      const button = h(
        "button",
        {
          type: "button",
          "data-testid": "copy-invite",
          "data-seat": s.seat,
          onclick: async () => {
            try {
              await navigator.clipboard.writeText(url);
            } catch {
              input.select();
              document.execCommand("copy");
            }
            button.replaceChildren(`${t("ui-copied")} `, icon("check"));
            setTimeout(() => (button.textContent = t("ui-copy")), 1500);
          },
        },
        t("ui-copy"),
      );
      const you = s.seat === mine ? h("span", { class: "muted" }, ` ${t("ui-you-mark")}`) : null;
      return h("div", { class: "invite" }, h("span", { class: `pawn seat-${s.seat}` }), h("b", null, seats[s.seat]?.name ?? t("ui-seat", { n: s.seat + 1 }), you), input, button);
    }),
    h(
      "p",
      { class: "actions-row" },
      first
        ? h("a", { class: "button primary", href: first.invite, "data-testid": "play-link" }, t("ui-play-as", { name: seats[first.seat]?.name ?? t("ui-seat-lower", { n: first.seat + 1 }) }))
        : null,
      h("a", { class: "button", href: `/games/${encodeURIComponent(id)}`, "data-testid": "watch-link" }, t("ui-watch")),
    ),
  );
}

/** The game's settings (docs/web.md, "Games that survive people"): how long the others
 * wait for a person before they may hand the seat to a bot, the bot that plays for a
 * person who resigns, and an optional time bank per person. */
export function tableRules(bots: string[]): { el: HTMLElement; read(): Record<string, unknown> } {
  const wait = h("input", { type: "number", min: 0, max: 10080, value: 5, "data-testid": "takeover-minutes", id: "takeover-minutes" });
  const standIn = h(
    "select",
    { "data-testid": "stand-in-bot", id: "stand-in-bot" },
    bots.map((b) => h("option", { value: b, selected: b === "medium" }, botName(b))),
  );
  const bank = h("input", { type: "number", min: 1, max: 1440, placeholder: t("ui-no-clock"), "data-testid": "timer-minutes", id: "timer-minutes" });
  const increment = h("input", { type: "number", min: 0, max: 3600, value: 10, "data-testid": "timer-increment", id: "timer-increment" });
  const el = h(
    "div",
    { class: "form-row" },
    h("label", { for: "takeover-minutes", title: t("ui-takeover-title") }, t("ui-takeover-label")),
    wait,
    h("label", { for: "stand-in-bot", title: t("ui-stand-in-title") }, t("ui-stand-in-label")),
    standIn,
    h("label", { for: "timer-minutes", title: t("ui-clock-title") }, t("ui-clock-label")),
    bank,
    h("label", { for: "timer-increment" }, t("ui-increment-label")),
    increment,
  );
  return {
    el,
    read() {
      const minutes = Math.max(0, Math.round(Number(wait.value) || 0));
      const timer = bank.value !== "" ? { bank_s: Math.round(Number(bank.value) * 60), increment_s: Math.max(0, Math.round(Number(increment.value) || 0)) } : null;
      return { takeover_after_s: minutes * 60, stand_in_bot: standIn.value || "medium", timer };
    },
  };
}

function renderForm(catalog: Catalog, onCreated: () => void, myName: string | null): { el: HTMLElement; setMyName: (name: string) => void } {
  const gameSelect = h(
    "select",
    { "data-testid": "game-select", id: "game-select" },
    catalog.games.map((g) => h("option", { value: g.name }, g.title)),
  );
  const playersSelect = h("select", { "data-testid": "players-select", id: "players-select" });
  const seed = h("input", { type: "number", min: 0, placeholder: t("ui-random"), "data-testid": "seed-input", id: "seed-input" });
  const optionsBox = h("div");
  const seatsBox = h("div");
  const table = tableRules(catalog.bots);
  const result = h("div");
  const error = h("p", { class: "error", "data-testid": "create-error", hidden: true });
  let options = optionControls(catalog.games[0]!, 4);
  let seats = seatRows(0, catalog.bots, [], myName);

  const spec = () => catalog.games.find((g) => g.name === gameSelect.value) ?? catalog.games[0]!;
  function refreshPlayers(): void {
    const g = spec();
    const before = Number(playersSelect.value) || 0;
    clear(playersSelect);
    for (const n of g.players) playersSelect.append(h("option", { value: n, selected: n === (g.players.includes(before) ? before : Math.min(4, Math.max(...g.players))) }, n));
    refreshSeats();
  }
  function refreshSeats(): void {
    const players = Number(playersSelect.value);
    const keep = seats.read();
    options = optionControls(spec(), players);
    optionsBox.replaceChildren(options.el);
    seats = seatRows(players, catalog.bots, keep, myName);
    seatsBox.replaceChildren(seats.el);
  }
  gameSelect.addEventListener("change", refreshPlayers);
  playersSelect.addEventListener("change", refreshSeats);
  refreshPlayers();

  const submit = h("button", { type: "submit", class: "primary", "data-testid": "create-game" }, t("ui-create-game"));
  const form = h(
    "form",
    { class: "panel new-game", "data-testid": "new-game-form" },
    h("h2", null, t("ui-new-game")),
    h(
      "div",
      { class: "form-row" },
      h("label", { for: "game-select" }, t("ui-game")),
      gameSelect,
      h("label", { for: "players-select" }, t("ui-players")),
      playersSelect,
      h("label", { for: "seed-input", title: t("ui-seed-title") }, t("ui-seed-label")),
      seed,
    ),
    h("h3", null, t("ui-options")),
    optionsBox,
    h("h3", null, t("ui-seats")),
    seatsBox,
    h("h3", null, t("ui-when-someone-stops")),
    table.el,
    h("p", null, submit),
    error,
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    error.hidden = true;
    submit.disabled = true;
    const seatRequests = seats.read();
    try {
      const created = await createGame({
        game: gameSelect.value,
        players: Number(playersSelect.value),
        options: options.read(),
        seats: seatRequests,
        settings: table.read(),
        ...(seed.value !== "" ? { seed: Number(seed.value) } : {}),
      });
      result.replaceChildren(renderCreated(created, seatRequests));
      result.scrollIntoView({ behavior: "smooth", block: "nearest" });
      onCreated();
    } catch (err) {
      error.textContent = t("ui-create-failed", { reason: err instanceof Error ? err.message : String(err) });
      error.hidden = false;
    } finally {
      submit.disabled = false;
    }
  });
  // A new display name replaces the old one where the form still shows it.
  const setMyName = (name: string) => {
    for (const input of seats.names) if (input.value === myName) input.value = name;
    myName = name;
  };
  return { el: h("div", null, form, result), setMyName };
}

/** `created_at` is in seconds since 1970 (the server's clock), Date wants milliseconds. */
export function createdText(createdAt: number): string {
  return new Date(createdAt * 1000).toLocaleString();
}

export interface RowOptions {
  /** Offer "take this seat" for the free person seats (the open-games list). */
  onTake?: (game: GameSummary, seat: number) => void;
}

export function gameRow(g: GameSummary, options: RowOptions = {}): HTMLElement {
  const id = encodeURIComponent(g.id);
  const seats = g.seats.map((s) =>
    h(
      "span",
      { class: `seat-chip${s.kind === "human" && !s.joined ? " waiting" : ""}`, title: s.kind === "bot" ? t("ui-bot-named", { bot: botName(s.bot ?? "") }) : s.joined ? t("ui-joined") : t("ui-not-joined") },
      h("span", { class: `pawn seat-${s.seat}` }),
      s.kind === "bot" ? [icon("bot", t("ui-bot")), ` ${s.bot ? botName(s.bot) : t("ui-bot")}`] : (s.name ?? t("ui-seat-lower", { n: s.seat + 1 })),
    ),
  );
  const winners = g.result?.winners?.map((w) => g.seats[w]?.name ?? (g.seats[w]?.bot ? t("ui-bot-named", { bot: botName(g.seats[w]?.bot ?? "") }) : t("ui-seat-lower", { n: w + 1 })));
  const damaged = g.status === "damaged";
  return h(
    "li",
    { class: "game-row", "data-testid": "game-row", "data-game-id": g.id, "data-status": g.status },
    h("span", { class: "game-title" }, g.title || g.game),
    g.seed_chosen ? h("span", { class: "seed-chosen-mark", "data-testid": "seed-chosen", title: t("ui-seed-chosen-title") }, t("ui-seed-chosen-mark")) : null,
    h("span", { class: "seats-inline" }, seats),
    damaged
      ? h("span", { class: "error", "data-testid": "damaged", title: t("ui-damaged-title") }, t("ui-damaged"))
      : h("span", { class: "muted" }, winners?.length ? t("ui-won-by", { names: winners.join(", ") }) : t("ui-move-n", { n: g.move_number })),
    h("span", { class: "muted", "data-testid": "created-at" }, createdText(g.created_at)),
    options.onTake ? takeButtons(g, options.onTake) : null,
    h(
      "span",
      { class: "row-links" },
      damaged ? null : h("a", { href: `/games/${id}`, "data-testid": "watch-link" }, t("ui-watch-link")),
      g.status === "finished" ? h("a", { href: `/games/${id}/replay`, "data-testid": "replay-link" }, t("ui-replay-link")) : null,
    ),
  );
}

function takeButtons(g: GameSummary, onTake: (game: GameSummary, seat: number) => void): HTMLElement | null {
  const free = g.seats.filter((s) => s.kind === "human" && !s.joined);
  if (!free.length) return null;
  return h(
    "span",
    { class: "take-seats" },
    free.map((s) =>
      h(
        "button",
        { type: "button", class: "small", "data-testid": "take-seat", "data-seat": s.seat, onclick: () => onTake(g, s.seat) },
        t("ui-take-seat", { name: s.name ?? t("ui-seat-lower", { n: s.seat + 1 }) }),
      ),
    ),
  );
}

/** A game of "My games": whose turn, and a link back into the player's seat. */
export function myGameRow(g: MyGame): HTMLElement {
  const over = g.status === "finished";
  const id = encodeURIComponent(g.id);
  return h(
    "li",
    { class: `game-row${g.my_turn ? " my-turn" : ""}`, "data-testid": "my-game", "data-game-id": g.id, "data-my-turn": String(g.my_turn), "data-status": g.status },
    h("span", { class: "game-title" }, g.title || g.game),
    g.my_turn ? h("span", { class: "badge your-turn", "data-testid": "your-turn" }, t("ui-your-turn-badge")) : null,
    h("span", { class: "muted" }, t("ui-as-name", { name: g.seats[g.my_seat]?.name ?? t("ui-seat-lower", { n: g.my_seat + 1 }) })),
    h("span", { class: "muted" }, over ? t("ui-finished") : t("ui-move-n", { n: g.move_number })),
    h("span", { class: "muted", "data-testid": "created-at" }, createdText(g.created_at)),
    h(
      "span",
      { class: "row-links" },
      g.status === "damaged" ? null : h("a", { href: `/games/${id}`, "data-testid": "my-game-link" }, over ? t("ui-view-link") : t("ui-play-link")),
      over ? h("a", { href: `/games/${id}/replay`, "data-testid": "replay-link" }, t("ui-replay-link")) : null,
    ),
  );
}

/** The games waiting for the player now, and those of them that were not waiting at the
 * last look (`previous`; `null`: the first look, which notifies of nothing). */
export function newTurns(previous: Set<string> | null, games: MyGame[]): { turns: Set<string>; fresh: string[] } {
  const turns = new Set(games.filter((g) => g.my_turn).map((g) => g.id));
  const fresh = previous === null ? [] : [...turns].filter((id) => !previous.has(id));
  return { turns, fresh };
}

/** The lobby's title: how many games wait for this player. */
export function lobbyTitle(myTurn: number): string {
  return myTurn > 0 ? `(${myTurn}) tradewinds` : "tradewinds";
}

/** A browser notification that `fresh` games started waiting for the player: only where
 * the browser has the Notification API and the player granted it (never asks here). */
export function notifyTurns(fresh: number): void {
  if (fresh <= 0 || typeof Notification === "undefined" || Notification.permission !== "granted") return;
  new Notification(t("ui-notify-title"), { body: t("ui-notify-body", { count: fresh }), tag: "tradewinds-turn" });
}

/** The play page's look at the player's OTHER games (`gameId` is the one on screen, whose
 * turns the page itself shows): how many wait for them, and a notification when one starts
 * waiting. The first look notifies of nothing, as in the lobby. */
export class OtherTurns {
  private last: Set<string> | null = null;
  private readonly gameId: string;
  private readonly fetchGames: () => Promise<{ games: MyGame[] }>;
  private readonly notify: (fresh: number) => void;

  constructor(gameId: string, fetchGames: () => Promise<{ games: MyGame[] }>, notify: (fresh: number) => void = notifyTurns) {
    this.gameId = gameId;
    this.fetchGames = fetchGames;
    this.notify = notify;
  }

  /** Look once; the number of other games waiting for the player (throws if the look fails). */
  async check(): Promise<number> {
    const body = await this.fetchGames();
    const { turns, fresh } = newTurns(
      this.last,
      body.games.filter((g) => g.id !== this.gameId),
    );
    this.last = turns;
    if (fresh.length) this.notify(fresh.length);
    return turns.size;
  }
}

/** A page's title with the count of other games waiting for the player in front. */
export function withWaiting(waiting: number, title: string): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

function message(err: unknown): string {
  return err instanceof ApiError || err instanceof Error ? err.message : String(err);
}

/** Who you are: the display name, and the optional account (register, log in / out). */
function renderYou(me: Me, changed: () => void): HTMLElement {
  const error = h("p", { class: "error", "data-testid": "account-error", hidden: true });
  const fail = (err: unknown) => {
    error.textContent = message(err);
    error.hidden = false;
  };
  const nameInput = h("input", { type: "text", maxlength: 40, value: me.name, "data-testid": "name-input", "aria-label": t("ui-your-name") });
  const rename = h("form", { class: "inline", "data-testid": "rename-form" }, nameInput, h("button", { type: "submit", "data-testid": "rename-button" }, t("ui-rename")));
  rename.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      await renameMe(nameInput.value);
      changed();
    } catch (err) {
      fail(err);
    }
  });
  const username = h("input", { type: "text", autocomplete: "username", placeholder: t("ui-username"), "data-testid": "account-username" });
  const password = h("input", { type: "password", autocomplete: "current-password", placeholder: t("ui-password"), "data-testid": "account-password" });
  const act = (run: () => Promise<unknown>) => async () => {
    try {
      await run();
      changed();
    } catch (err) {
      fail(err);
    }
  };
  let account: HTMLElement;
  if (me.username) {
    const oldPw = h("input", { type: "password", autocomplete: "current-password", placeholder: t("ui-current-password"), "data-testid": "old-password" });
    const newPw = h("input", { type: "password", autocomplete: "new-password", placeholder: t("ui-new-password"), "data-testid": "new-password" });
    account = h(
      "div",
      { class: "account" },
      h("span", { "data-testid": "account-status" }, t("ui-logged-in-as", { name: me.username })),
      " ",
      h("button", { type: "button", "data-testid": "logout-button", onclick: act(() => logout()) }, t("ui-log-out")),
      h(
        "details",
        null,
        h("summary", null, t("ui-change-password")),
        oldPw,
        newPw,
        h("button", { type: "button", "data-testid": "password-button", onclick: act(() => changePassword(oldPw.value, newPw.value)) }, t("ui-change")),
      ),
    );
  } else {
    account = h(
      "details",
      { class: "account" },
      h("summary", { "data-testid": "account-toggle" }, t("ui-account-toggle")),
      h("p", { class: "muted" }, t("ui-account-help")),
      username,
      password,
      h("button", { type: "button", "data-testid": "register-button", onclick: act(() => register(username.value, password.value)) }, t("ui-register")),
      h("button", { type: "button", "data-testid": "login-button", onclick: act(() => login(username.value, password.value)) }, t("ui-log-in")),
    );
  }
  return h("section", { class: "panel you", "data-testid": "you" }, h("h2", null, `${t("ui-you-heading")} `, h("span", { "data-testid": "me-name" }, me.name)), rename, account, error);
}

const LISTS: [GameStatus, string][] = [
  ["open", "ui-list-open"],
  ["active", "ui-list-active"],
  ["finished", "ui-list-finished"],
  ["damaged", "ui-list-damaged"], // shown only when there is one
];

const POLL_MS = 5_000; // the lobby refreshes itself while visible

/** The lobby again in the language just chosen (a fresh page: no timer left behind). */
function onLanguage(): void {
  location.reload();
}

export async function startLobby(app: HTMLElement): Promise<void> {
  document.title = "tradewinds";
  const formSlot = h("div", { class: "form-slot" }, h("p", { class: "muted" }, t("ui-loading-catalog")));
  const youSlot = h("div", { class: "you-slot" });
  const lists = new Map<GameStatus, HTMLElement>();
  const listPanels = LISTS.map(([status, label]) => {
    const ul = h("ul", { class: "game-list" });
    lists.set(status, ul);
    return h("section", { class: "panel games", "data-testid": `games-${status}`, hidden: status === "damaged" }, h("h2", null, t(label)), ul);
  });
  const mineList = h("ul", { class: "game-list" });
  const notify = h("button", { type: "button", class: "small", "data-testid": "notify-button", hidden: true }, t("ui-notify-me"));
  const minePanel = h("section", { class: "panel games my-games", "data-testid": "my-games" }, h("h2", null, `${t("ui-my-games")} `, notify), mineList);
  const takeError = h("p", { class: "error", "data-testid": "take-error", hidden: true });
  app.append(
    h("header", { class: "topbar" }, h("a", { href: "/", class: "home" }, icon("anchor"), " tradewinds"), h("h1", null, "Puerto Rico · San Juan · Manila"), languageSwitch(onLanguage)),
    h("main", { class: "lobby", "data-testid": "lobby" }, youSlot, minePanel, takeError, formSlot, h("div", { class: "lists" }, listPanels)),
  );

  const canNotify = typeof Notification !== "undefined";
  const showNotify = () => (notify.hidden = !canNotify || Notification.permission !== "default");
  notify.addEventListener("click", async () => {
    await Notification.requestPermission();
    showNotify();
  });
  showNotify();

  let mine = new Set<string>();
  let lastTurns: Set<string> | null = null;
  async function refreshMine(): Promise<void> {
    try {
      const body = await myGames();
      mine = new Set(body.games.map((g) => g.id));
      mineList.replaceChildren(...(body.games.length ? body.games.map(myGameRow) : [h("li", { class: "muted" }, t("ui-none-yet"))]));
      document.title = lobbyTitle(body.my_turn);
      const { turns, fresh } = newTurns(lastTurns, body.games);
      lastTurns = turns;
      notifyTurns(fresh.length);
    } catch (err) {
      mineList.replaceChildren(h("li", { class: "error" }, message(err)));
    }
  }

  async function take(game: GameSummary, seat: number): Promise<void> {
    takeError.hidden = true;
    try {
      await takeSeat(game.id, seat);
      location.assign(`/games/${encodeURIComponent(game.id)}`);
    } catch (err) {
      takeError.textContent = t("ui-take-failed", { reason: message(err) });
      takeError.hidden = false;
      void refreshAll();
    }
  }

  async function refreshLists(): Promise<void> {
    await Promise.all(
      LISTS.map(async ([status]) => {
        const ul = lists.get(status)!;
        try {
          const games = await listGames(status);
          if (status === "damaged") ul.parentElement!.hidden = games.length === 0;
          const rows = games.map((g) => gameRow(g, status === "open" && !mine.has(g.id) ? { onTake: (game, seat) => void take(game, seat) } : {}));
          ul.replaceChildren(...(rows.length ? rows : [h("li", { class: "muted" }, t("ui-none"))]));
        } catch (err) {
          ul.replaceChildren(h("li", { class: "error" }, String(err)));
        }
      }),
    );
  }

  async function refreshAll(): Promise<void> {
    await refreshMine(); // first: the open list offers no seat in one's own games
    await refreshLists();
  }

  let setMyName: (name: string) => void = () => {};
  async function refreshMe(): Promise<Me | null> {
    try {
      const me = await getMe();
      setMyName(me.name);
      youSlot.replaceChildren(
        renderYou(me, () => {
          void refreshMe();
          void refreshAll();
        }),
      );
      return me;
    } catch (err) {
      youSlot.replaceChildren(h("p", { class: "error" }, message(err)));
      return null;
    }
  }

  const me = await refreshMe();
  try {
    const catalog = await getCatalog();
    const form = renderForm(catalog, () => void refreshAll(), me?.name ?? null);
    setMyName = form.setMyName;
    formSlot.replaceChildren(form.el);
  } catch (err) {
    formSlot.replaceChildren(h("p", { class: "error", "data-testid": "error-message" }, t("ui-catalog-failed", { reason: String(err) })));
  }
  await refreshAll();
  // Polling, not a socket: a few small GETs every few seconds while the page is seen,
  // within the server's request rate (docs/web.md, "Limits").
  setInterval(() => {
    if (document.visibilityState === "visible") void refreshAll();
  }, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshAll();
  });
}
