// The people around the table: who plays each seat, resigning, letting a bot play (and
// taking the seat back), handing a seat that keeps the game waiting to a bot, the rematch,
// and the game's chat (docs/web.md, "Games that survive people").

import { type ChatMessage, type StateFrame, h, humanize } from "./common";
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
  if (seat.kind === "bot") return `bot (${humanize(seat.bot ?? "")})`;
  if (seat.resigned) return seat.stand_in ? `resigned · a bot (${seat.stand_in}) plays on` : "resigned";
  if (seat.stand_in) return `away · a bot (${seat.stand_in}) plays for them`;
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
    return h("a", { href: gameLink(ctx.rematchId, ctx.seat, ctx.token), "data-testid": `${testid}-link`, class: "button" }, "Go to the rematch");
  }
  if (ctx.frame.over && ctx.seat !== null) {
    return h("button", { type: "button", "data-testid": `${testid}-button`, onclick: () => ctx.send("rematch") }, "Rematch");
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
          { type: "button", "data-testid": "undo-button", title: "Take back your last decision, if it showed nothing hidden", onclick: () => ctx.send("undo", { seq: frame.seq }) },
          "Undo",
        ),
      );
    }
    if (ctx.confirmingResign) {
      controls.push(
        h("button", { type: "button", class: "danger", "data-testid": "resign-confirm", onclick: () => ctx.send("resign") }, "Yes, resign"),
        h("button", { type: "button", "data-testid": "resign-cancel", onclick: () => ctx.confirmResign(false) }, "Keep playing"),
      );
    } else {
      controls.push(h("button", { type: "button", "data-testid": "resign-button", onclick: () => ctx.confirmResign(true) }, "Resign…"));
    }
    if (mine.stand_in) {
      controls.push(h("button", { type: "button", "data-testid": "takeback-button", onclick: () => ctx.send("takeback") }, "Take my seat back"));
    } else {
      controls.push(
        h("button", { type: "button", "data-testid": "leave-button", onclick: () => ctx.send("takeover", { seat }) }, "Let a bot play for me"),
      );
    }
  }
  const waiting = frame.current_player;
  let handOver: HTMLElement | null = null;
  const waitingSeat = waiting !== null ? seats[waiting] : undefined;
  if (!frame.over && playing && waitingSeat && waiting !== seat && frame.takeover_from != null) {
    const left = Math.ceil(frame.takeover_from - ctx.now);
    if (left <= 0) {
      const level = h("select", { "data-testid": "takeover-bot", "aria-label": "bot level" }, ctx.bots.map((b) => h("option", { value: b }, b)));
      handOver = h(
        "p",
        { class: "takeover" },
        `${waitingSeat.name ?? "This seat"} keeps the game waiting. `,
        level,
        " ",
        h(
          "button",
          { type: "button", "data-testid": "takeover-button", onclick: () => ctx.send("takeover", { seat: waiting, bot: level.value }) },
          `Hand ${waitingSeat.name ?? "the seat"} to a bot`,
        ),
      );
    } else {
      handOver = h("p", { class: "muted", "data-testid": "takeover-wait" }, `If ${waitingSeat.name ?? "this seat"} does not play within ${left} s, you may hand the seat to a bot.`);
    }
  }
  let clock: HTMLElement | null = null;
  if (!frame.over && frame.runs_out_at != null && waitingSeat) {
    const left = Math.max(0, Math.ceil(frame.runs_out_at - ctx.now));
    clock = h("p", { class: "clock", "data-testid": "clock" }, icon("clock"), ` ${waitingSeat.name ?? "The player"}: ${formatSeconds(left)} left`);
  }
  const rematch = rematchControl(ctx);
  return h(
    "section",
    { class: "panel people", "data-testid": "people" },
    h("h2", null, "Players"),
    h(
      "ul",
      { class: "seat-list" },
      seats.map((s) =>
        h(
          "li",
          { "data-testid": "seat-line", "data-seat": s.seat, "data-stand-in": s.stand_in ?? "", "data-resigned": s.resigned ? "true" : "false" },
          h("span", { class: `pawn seat-${s.seat}` }),
          " ",
          s.name ?? `Seat ${s.seat + 1}`,
          s.seat === seat ? " (you)" : "",
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
    ctx.rematchOf ? h("p", null, h("a", { href: gameLink(ctx.rematchOf, seat, ctx.token), "data-testid": "rematch-of" }, "the previous game")) : null,
  );
}

/** One chat line: the writer's name and words as text, never as HTML. */
export function chatLine(message: ChatMessage): HTMLElement {
  return h(
    "li",
    { class: `chat-${message.channel}`, "data-testid": "chat-line", "data-channel": message.channel },
    message.channel === "system" ? null : h("b", null, `${message.name}: `),
    message.text,
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
    placeholder: spectator ? "to the other spectators…" : "to everyone…",
    "aria-label": "chat message",
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
    h("button", { type: "submit", "data-testid": "chat-send" }, "Send"),
  );
  const root = h(
    "section",
    { class: "panel chat", "data-testid": "chat" },
    h("h2", null, spectator ? "Chat (spectators see their own lines; players don't)" : "Chat"),
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
