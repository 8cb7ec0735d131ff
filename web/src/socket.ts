// The live connection of the play page: hello, state frames, moves, reconnect with
// backoff (then a sync), a keep-alive ping, and a status for the page to show.

import type { ChatMessage, GameSummary, StateFrame } from "./common";
import { type LogPhrase, t } from "./i18n";

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

export interface Welcome {
  type: "welcome";
  seat: number | null;
  game: GameSummary;
  chat?: ChatMessage[];
}

export interface Ack {
  type: "ack";
  ref: string | null;
  seq: number;
  duplicate: boolean;
}

export interface ErrorFrame {
  type: "error";
  code: string;
  /** English, for programs; `phrase` (when the engine gives one) says it in every language. */
  message: string;
  ref: string | null;
  phrase?: LogPhrase;
}

export interface SocketHandlers {
  onWelcome(welcome: Welcome): void;
  onState(frame: StateFrame): void;
  onAck?(ack: Ack): void;
  onError(error: ErrorFrame): void;
  onStatus(status: ConnectionStatus, detail: string): void;
  onChat?(message: ChatMessage): void;
  onRematch?(gameId: string): void;
}

// Close codes of the server (docs/web.md, "Limits"): 4408: this connection fell behind
// its outgoing queue (reconnect soon, the sync on reconnecting catches up); 1013: too many
// connections or requests (reconnect after a while); 1008: closed for flooding.
export const CLOSE_TOO_SLOW = 4408;
export const CLOSE_TRY_LATER = 1013;
export const CLOSE_POLICY = 1008;

/** The least wait (ms) before reconnecting after the server closed with `code`. */
export function minimumRetryDelay(code: number): number {
  if (code === CLOSE_POLICY) return 10_000;
  if (code === CLOSE_TRY_LATER) return 5_000;
  if (code === CLOSE_TOO_SLOW) return 1_000;
  return 0;
}

const PING_MS = 25_000;
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 15_000;

export class GameSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private everOpened = false;
  private stopped = false;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private refCounter = 0;

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly handlers: SocketHandlers,
    /** Without a token: greet as this browser's player (its cookie) instead of a spectator. */
    private readonly me = false,
  ) {}

  private url(): string {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`;
  }

  start(): void {
    this.stopped = false;
    this.connect();
    window.addEventListener("online", () => this.retryNow());
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.ws?.close(1000);
    this.handlers.onStatus("closed", t("ui-status-closed"));
  }

  /** Reconnect at once (e.g. the browser came back online). */
  retryNow(): void {
    if (this.stopped || (this.ws && this.ws.readyState <= WebSocket.OPEN)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  private connect(): void {
    this.handlers.onStatus(this.everOpened ? "reconnecting" : "connecting", t("ui-connecting"));
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch (err) {
      this.scheduleRetry(String(err));
      return;
    }
    this.ws = ws;
    // A connection attempt that hangs would never close, so never be retried: give up on
    // it after a while (its onclose then schedules the next attempt).
    const giveUp = setTimeout(() => {
      if (ws.readyState === WebSocket.CONNECTING) ws.close();
    }, CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      clearTimeout(giveUp);
      const reconnect = this.everOpened;
      this.attempts = 0;
      this.everOpened = true;
      this.sendRaw(this.token ? { type: "hello", token: this.token } : this.me ? { type: "hello", me: true } : { type: "hello" });
      if (reconnect) this.sendRaw({ type: "sync" });
      this.handlers.onStatus("open", t("ui-status-connected"));
      this.pingTimer = setInterval(() => this.sendRaw({ type: "ping" }), PING_MS);
    };
    ws.onmessage = (ev: MessageEvent) => this.receive(ev.data);
    ws.onclose = (ev: CloseEvent) => {
      clearTimeout(giveUp);
      this.clearTimers();
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      if (ev.code === CLOSE_POLICY) {
        this.handlers.onStatus("closed", ev.reason || t("ui-status-closed-policy"));
      }
      if (ev.code === CLOSE_TOO_SLOW) {
        // Not this page's fault as such (a slow network, a busy tab): reconnect and sync
        // without growing the back-off of real failures.
        this.attempts = 0;
      }
      this.scheduleRetry(ev.reason || `code ${ev.code}`, minimumRetryDelay(ev.code));
    };
    ws.onerror = () => {
      /* onclose follows and schedules the retry */
    };
  }

  private scheduleRetry(reason: string, minimum = 0): void {
    this.attempts += 1;
    const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(this.attempts - 1, 5));
    const delay = Math.max(minimum, base * (0.75 + Math.random() * 0.5));
    this.handlers.onStatus(
      "reconnecting",
      t("ui-status-retrying", { reason, seconds: Math.round(delay / 1000) }),
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private receive(data: unknown): void {
    if (typeof data !== "string") return;
    let msg: { type?: string };
    try {
      msg = JSON.parse(data) as { type?: string };
    } catch {
      return;
    }
    switch (msg.type) {
      case "welcome":
        this.handlers.onWelcome(msg as Welcome);
        break;
      case "state":
        this.handlers.onState(msg as StateFrame);
        break;
      case "ack":
        this.handlers.onAck?.(msg as Ack);
        break;
      case "error":
        this.handlers.onError(msg as ErrorFrame);
        break;
      case "chat":
        this.handlers.onChat?.((msg as { message: ChatMessage }).message);
        break;
      case "rematch":
        this.handlers.onRematch?.((msg as { game_id: string }).game_id);
        break;
      default:
        break; // pong and anything newer
    }
  }

  private sendRaw(message: object): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Send a move; returns its ref, or null when the connection is down. */
  move(seq: number, action: number | string): string | null {
    const ref = `m${++this.refCounter}`;
    return this.sendRaw({ type: "move", seq, action, ref }) ? ref : null;
  }

  /** Send a seat's request (resign, takeover, takeback, rematch, chat); its ref, or null
   * when the connection is down. */
  request(type: string, fields: Record<string, unknown> = {}): string | null {
    const ref = `r${++this.refCounter}`;
    return this.sendRaw({ ...fields, type, ref }) ? ref : null;
  }

  sync(): void {
    this.sendRaw({ type: "sync" });
  }
}
