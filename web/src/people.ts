// The people around the table: who plays each seat, resigning, letting a bot play (and
// taking the seat back), handing a seat that keeps the game waiting to a bot, the rematch,
// and the game's chat (docs/web.md, "Games that survive people").

import { type ChatMessage, type StateFrame, h } from "./common";
import { botName, formatLogPhrase, t } from "./i18n";
import { icon } from "./icons";

export interface PeopleContext {
  frame: StateFrame;
  /** The viewer's seat (null: spectator). */
  seat: number | null;
  /** The viewer's seat token (for the rematch link), if any. */
  token: string | null;
  /** Now, in Unix seconds. */
  now: number;
  /** The bot levels one may hand a seat to, the game's own first. */
  bots: string[];
  rematchId: string | null;
  rematchOf: string | null;
  /** Whether the viewer asked to resign and must confirm. */
  confirmingResign: boolean;
  send(type: string, fields?: Record<string, unknown>): void;
  confirmResign(on: boolean): void;
}

/** What a seat's line says about who plays it now. */
export function seatStatus(seat: { kind: string; bot: string | null; stand_in?: string | null; resigned?: boolean }): string {
  if (seat.kind === "bot") return t("ui-bot-paren", { bot: botName(seat.bot ?? "") });
  if (seat.resigned) return seat.stand_in ? t("ui-resigned-bot-plays", { bot: botName(seat.stand_in) }) : t("ui-resigned");
  if (seat.stand_in) return t("ui-away-bot-plays", { bot: botName(seat.stand_in) });
  return "";
}

/** 75 → "1:15". */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

function gameLink(gameId: string, seat: number | null, token: string | null): string {
  const base = `/games/${encodeURIComponent(gameId)}`;
  return seat !== null && token ? `${base}#seat=${seat}&token=${encodeURIComponent(token)}` : base;
}

/** The rematch button of a seat once the game is over, or the link to the rematch once
 * there is one (the people panel and the final screen both show it). */
export function rematchControl(
  ctx: Pick<PeopleContext, "frame" | "seat" | "token" | "rematchId" | "send">,
  testid = "rematch",
): HTMLElement | null {
  if (ctx.rematchId) {
    return h("a", { href: gameLink(ctx.rematchId, ctx.seat, ctx.token), "data-testid": `${testid}-link`, class: "button" }, t("ui-go-to-rematch"));
  }
  if (ctx.frame.over && ctx.seat !== null) {
    return h("button", { type: "button", "data-testid": `${testid}-button`, onclick: () => ctx.send("rematch") }, t("ui-rematch"));
  }
  return null;
}

export function renderPeople(ctx: PeopleContext): HTMLElement {
  const { frame, seat } = ctx;
  const seats = frame.seats ?? [];
  const mine = seat !== null ? seats[seat] : undefined;
  const playing = mine !== undefined && !mine.resigned;
  const controls: HTMLElement[] = [];
  if (!frame.over && mine && playing) {
    if (frame.undo) {
      controls.push(
        h(
          "button",
          { type: "button", "data-testid": "undo-button", title: t("ui-undo-title"), onclick: () => ctx.send("undo", { seq: frame.seq }) },
          t("ui-undo"),
        ),
      );
    }
    if (ctx.confirmingResign) {
      controls.push(
        h("button", { type: "button", class: "danger", "data-testid": "resign-confirm", onclick: () => ctx.send("resign") }, t("ui-resign-confirm")),
        h("button", { type: "button", "data-testid": "resign-cancel", onclick: () => ctx.confirmResign(false) }, t("ui-keep-playing")),
      );
    } else {
      controls.push(h("button", { type: "button", "data-testid": "resign-button", onclick: () => ctx.confirmResign(true) }, t("ui-resign")));
    }
    if (mine.stand_in) {
      controls.push(h("button", { type: "button", "data-testid": "takeback-button", onclick: () => ctx.send("takeback") }, t("ui-take-back")));
    } else {
      controls.push(
        h("button", { type: "button", "data-testid": "leave-button", onclick: () => ctx.send("takeover", { seat }) }, t("ui-let-bot-play")),
      );
    }
  }
  const waiting = frame.current_player;
  let handOver: HTMLElement | null = null;
  const waitingSeat = waiting !== null ? seats[waiting] : undefined;
  if (!frame.over && playing && waitingSeat && waiting !== seat && frame.takeover_from != null) {
    const left = Math.ceil(frame.takeover_from - ctx.now);
    if (left <= 0) {
      const level = h("select", { "data-testid": "takeover-bot", "aria-label": t("ui-bot-level") }, ctx.bots.map((b) => h("option", { value: b }, botName(b))));
      handOver = h(
        "p",
        { class: "takeover" },
        `${t("ui-keeps-waiting", { name: waitingSeat.name ?? t("ui-this-seat") })} `,
        level,
        " ",
        h(
          "button",
          { type: "button", "data-testid": "takeover-button", onclick: () => ctx.send("takeover", { seat: waiting, bot: level.value }) },
          t("ui-hand-to-bot", { name: waitingSeat.name ?? t("ui-the-seat") }),
        ),
      );
    } else {
      handOver = h("p", { class: "muted", "data-testid": "takeover-wait" }, t("ui-takeover-wait", { name: waitingSeat.name ?? t("ui-this-seat"), seconds: left }));
    }
  }
  let clock: HTMLElement | null = null;
  if (!frame.over && frame.runs_out_at != null && waitingSeat) {
    const left = Math.max(0, Math.ceil(frame.runs_out_at - ctx.now));
    clock = h("p", { class: "clock", "data-testid": "clock" }, icon("clock"), ` ${t("ui-clock-left", { name: waitingSeat.name ?? t("ui-the-player"), time: formatSeconds(left) })}`);
  }
  const rematch = rematchControl(ctx);
  return h(
    "section",
    { class: "panel people", "data-testid": "people" },
    h("h2", null, t("ui-players")),
    h(
      "ul",
      { class: "seat-list" },
      seats.map((s) =>
        h(
          "li",
          { "data-testid": "seat-line", "data-seat": s.seat, "data-stand-in": s.stand_in ?? "", "data-resigned": s.resigned ? "true" : "false" },
          h("span", { class: `pawn seat-${s.seat}` }),
          " ",
          s.name ?? t("ui-seat", { n: s.seat + 1 }),
          s.seat === seat ? ` ${t("ui-you-mark")}` : "",
          " ",
          h("small", { class: "muted" }, seatStatus(s)),
          s.bank_s != null ? h("small", { class: "bank", "data-testid": "bank" }, " ", icon("clock"), ` ${formatSeconds(Math.ceil(s.bank_s))}`) : null,
        ),
      ),
    ),
    clock,
    controls.length ? h("p", { class: "seat-controls" }, controls) : null,
    handOver,
    rematch,
    ctx.rematchOf ? h("p", null, h("a", { href: gameLink(ctx.rematchOf, seat, ctx.token), "data-testid": "rematch-of" }, t("ui-previous-game"))) : null,
  );
}

/** One chat line: the writer's name and words as text, never as HTML. */
export function chatLine(message: ChatMessage): HTMLElement {
  return h(
    "li",
    { class: `chat-${message.channel}`, "data-testid": "chat-line", "data-channel": message.channel },
    message.channel === "system" ? null : h("b", null, `${message.name}: `),
    message.channel === "system" && message.phrase ? formatLogPhrase(message.phrase, [], message.text) : message.text,
  );
}

export interface ChatBox {
  root: HTMLElement;
  add(message: ChatMessage): void;
  reset(messages: ChatMessage[]): void;
}

/** The chat panel: the lines this viewer may read, and a box to write (players write to
 * everyone; spectators to spectators only). */
export function chatBox(spectator: boolean, send: (text: string) => void): ChatBox {
  const list = h("ol", { class: "chat-list", "data-testid": "chat-list" });
  const seen = new Set<number>();
  const input = h("input", {
    type: "text",
    maxlength: 300,
    "data-testid": "chat-input",
    placeholder: spectator ? t("ui-chat-to-spectators") : t("ui-chat-to-everyone"),
    "aria-label": t("ui-chat-message"),
  });
  const form = h(
    "form",
    {
      class: "chat-form",
      onsubmit: (ev: Event) => {
        ev.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        send(text);
        input.value = "";
      },
    },
    input,
    h("button", { type: "submit", "data-testid": "chat-send" }, t("ui-send")),
  );
  const root = h(
    "section",
    { class: "panel chat", "data-testid": "chat" },
    h("h2", null, spectator ? t("ui-chat-spectators") : t("ui-chat")),
    list,
    form,
  );
  function add(message: ChatMessage): void {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    list.append(chatLine(message));
    list.scrollTop = list.scrollHeight;
  }
  return {
    root,
    add,
    reset(messages) {
      for (const m of messages) add(m);
    },
  };
}
