// The play page /games/{id}: a seat when the fragment carries `seat` and `token`
// (#seat=2&token=…), a spectator otherwise. The token goes only into the WebSocket hello.

import { type MySeat, myGames, mySeat } from "./api";
import { type GameSummary, type LegalAction, type Rules, type StateFrame, h, seedNotice, withLog } from "./common";
import { getCatalog } from "./api";
import { renderFrame } from "./gameview";
import { icon } from "./icons";
import { OtherTurns, withWaiting } from "./lobby";
import { chatBox, rematchControl, renderPeople } from "./people";
import { errorText, languageSwitch, t } from "./i18n";
import { loadRules } from "./rules";
import { type ConnectionStatus, GameSocket } from "./socket";

export function readFragment(hash: string): { seat: number | null; token: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token");
  const seatText = params.get("seat");
  const seat = seatText !== null && /^\d+$/.test(seatText) ? Number(seatText) : null;
  return { seat: token ? seat : null, token: token || null };
}

export function startPlay(app: HTMLElement, gameId: string): void {
  const { token } = readFragment(location.hash);
  if (token) {
    playPage(app, gameId, token, null);
    return;
  }
  // No link: this browser's player may hold a seat here (its cookie) and get back into it.
  mySeat(gameId).then(
    (mine) => playPage(app, gameId, null, mine),
    () => playPage(app, gameId, null, null),
  );
}

/** The creator's invite links of the seats nobody took yet, to copy again. */
export function invitesPanel(mine: MySeat): HTMLElement | null {
  if (!mine.creator || !mine.invites.length) return null;
  return h(
    "details",
    { class: "panel invites", "data-testid": "invites" },
    h("summary", null, t("ui-invite-links", { count: mine.invites.length })),
    mine.invites.map((invite) => {
      const input = h("input", { type: "text", readonly: true, value: invite.url, "data-testid": "invite-link", "data-seat": invite.seat });
      const button = h(
        "button",
        {
          type: "button",
          "data-testid": "copy-invite",
          "data-seat": invite.seat,
          onclick: async () => {
            try {
              await navigator.clipboard.writeText(invite.url);
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
      return h("div", { class: "invite" }, h("span", { class: `pawn seat-${invite.seat}` }), h("b", null, t("ui-seat", { n: invite.seat + 1 })), input, button);
    }),
  );
}

// The player's other games are looked at every OTHERS_POLL_MS while the page is seen, every
// OTHERS_HIDDEN_TICKS-th tick while hidden (where a notification matters most), and no
// more after OTHERS_MAX_FAILURES failed looks in a row: a bounded load on the server.
const OTHERS_POLL_MS = 10_000;
const OTHERS_HIDDEN_TICKS = 3;
const OTHERS_MAX_FAILURES = 5;

/** Keep `onCount` told how many of the player's other games wait for them. */
function watchOtherGames(gameId: string, onCount: (waiting: number) => void): void {
  const watch = new OtherTurns(gameId, myGames);
  let ticks = 0;
  let failures = 0;
  const look = async (): Promise<void> => {
    try {
      onCount(await watch.check());
      failures = 0;
    } catch {
      failures += 1;
      if (failures >= OTHERS_MAX_FAILURES) clearInterval(timer);
    }
  };
  const timer = setInterval(() => {
    ticks += 1;
    if (document.visibilityState === "visible" || ticks % OTHERS_HIDDEN_TICKS === 0) void look();
  }, OTHERS_POLL_MS);
  void look();
}

// Before the first frame, a connection that failed this many times in a row is said to be
// down (the socket keeps retrying meanwhile).
const UNREACHABLE_AFTER_FAILURES = 2;

/**
 * Why the game cannot be shown, instead of "Loading the game…" forever: what went wrong,
 * what to do, and the way back to the lobby.
 */
export function loadProblem(kind: "no_game" | "bad_invite" | "no_seat" | "unreachable", gameId: string, retry?: () => void): HTMLElement {
  const lobby = h("a", { href: "/", class: "button", "data-testid": "back-to-lobby" }, t("ui-back-to-lobby"));
  const watch = h("a", { href: `/games/${encodeURIComponent(gameId)}`, class: "button", "data-testid": "watch-instead" }, t("ui-watch-this-game"));
  // Each problem's heading and explanation: ui-load-<kind> and ui-load-<kind>-why.
  const id = `ui-load-${kind.replace(/_/g, "-")}`;
  const [head, why] = [t(id), t(`${id}-why`)];
  return h(
    "div",
    { class: "panel load-problem", "data-testid": "load-problem", "data-problem": kind, role: "alert" },
    h("h2", null, head),
    h("p", null, why),
    h(
      "p",
      { class: "actions-row" },
      retry ? h("button", { type: "button", class: "primary", "data-testid": "retry-now", onclick: retry }, t("ui-try-again-now")) : null,
      kind === "bad_invite" || kind === "no_seat" ? watch : null,
      lobby,
    ),
  );
}

function playPage(app: HTMLElement, gameId: string, token: string | null, mine: MySeat | null): void {
  const me = !token && mine !== null && mine.seat !== null;
  let seat: number | null = null;
  let summary: GameSummary | null = null;
  let frame: StateFrame | null = null;
  let rules: Rules | null = null;
  let pendingRef: string | null = null;
  let confirmingResign = false;
  let rematchId: string | null = null;
  let bots: string[] = [];
  let waitTimer: ReturnType<typeof setTimeout> | null = null;
  let pageTitle = "tradewinds";
  let othersWaiting = 0;
  let welcomed = false;
  let failures = 0;
  const drawTitle = () => (document.title = withWaiting(othersWaiting, pageTitle));

  const status = h(
    "span",
    { class: "connection-status", "data-testid": "connection-status", "data-status": "connecting" },
    t("ui-connecting"),
  );
  const heading = h("h1", null, t("ui-game"));
  const who = h("span", { class: "who", "data-testid": "viewer" }, token || me ? t("ui-joining") : t("ui-spectating"));
  const toast = h("div", { class: "toast", "data-testid": "error-message", role: "alert", hidden: true });
  const notice = h("div", { class: "notices" });
  const body = h("main", { class: "game-page", "data-testid": "play-page" }, h("p", { class: "muted" }, t("ui-loading-game")));
  const people = h("div", { class: "people-wrap" });
  const chat = chatBox(!token, (text) => {
    if (socket.request("chat", { text }) === null) showError(t("ui-chat-not-sent"));
  });
  void getCatalog()
    .then((c) => {
      bots = c.bots;
      drawPeople();
    })
    .catch(() => undefined);
  app.append(
    h(
      "header",
      { class: "topbar" },
      h("a", { href: "/", class: "home", "data-testid": "lobby-link" }, icon("anchor"), " tradewinds"),
      heading,
      who,
      h("a", { href: `/games/${encodeURIComponent(gameId)}/replay`, class: "replay-link", "data-testid": "replay-link" }, t("ui-replay-link")),
      status,
      languageSwitch(),
    ),
    ...[notice, mine ? invitesPanel(mine) : null, toast, body, h("div", { class: "table-talk" }, people, chat.root)].filter(
      (el): el is HTMLElement => el !== null,
    ),
  );

  let toastTimer: ReturnType<typeof setTimeout> | null = null;
  function showError(message: string): void {
    toast.textContent = message;
    toast.hidden = false;
    if (toastTimer) clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toast.hidden = true), 6000);
  }

  const socket = new GameSocket(gameId, token, {
    onWelcome(welcome) {
      welcomed = true;
      seat = welcome.seat;
      summary = welcome.game;
      heading.textContent = summary.title || summary.game;
      notice.replaceChildren(...[seedNotice(summary)].filter((n) => n !== null));
      rematchId = summary.rematch_id ?? null;
      chat.reset(welcome.chat ?? []);
      const name = seat !== null ? summary.seats.find((s) => s.seat === seat)?.name : null;
      who.textContent = seat !== null ? t("ui-you-are", { name: name ?? t("ui-seat-lower", { n: seat + 1 }) }) : t("ui-spectating");
      who.dataset["seat"] = seat === null ? "" : String(seat);
      if (token && seat === null) showError(t("ui-token-refused"));
    },
    onState(next) {
      const complete = withLog(frame, next);
      if (complete === null) {
        socket.sync(); // a frame was missed: ask for the whole state
        return;
      }
      frame = complete;
      pendingRef = null;
      draw();
    },
    onAck(ack) {
      if (ack.ref === pendingRef) pendingRef = null;
    },
    onChat(message) {
      chat.add(message);
    },
    onRematch(gameId) {
      rematchId = gameId;
      draw();
    },
    onError(error) {
      if (error.code === "damaged") {
        // Quarantined by the server (docs/web.md, "Damaged games"): retrying cannot help.
        socket.stop();
        status.replaceChildren(icon("offline"), ` ${t("ui-damaged")}`);
        body.replaceChildren(
          h("p", { class: "error", "data-testid": "damaged" }, t("ui-game-damaged")),
        );
        return;
      }
      if (!welcomed && !frame) {
        // Refused at the hello: retrying the same link cannot help.
        const kind = error.code === "no_such_game" ? "no_game" : token ? "bad_invite" : error.code === "forbidden" ? "no_seat" : null;
        if (kind) {
          socket.stop();
          body.replaceChildren(loadProblem(kind, gameId));
          return;
        }
      }
      if (error.ref && error.ref === pendingRef) pendingRef = null;
      const names: string[] = [];
      for (const p of frame?.view.players_board ?? []) names[p.seat] = p.name;
      showError(errorText(error, names));
      if (error.code === "stale_move") socket.sync();
      draw();
    },
    onStatus(s: ConnectionStatus, detail: string) {
      status.dataset["status"] = s;
      status.className = `connection-status status-${s}`;
      status.replaceChildren(icon(s === "open" ? "live" : "offline"), s === "open" ? ` ${t("ui-live")}` : ` ${detail}`);
      status.title = detail;
      failures = s === "reconnecting" ? failures + 1 : s === "open" ? 0 : failures;
      if (!frame && !welcomed && s === "reconnecting" && failures >= UNREACHABLE_AFTER_FAILURES) {
        body.replaceChildren(loadProblem("unreachable", gameId, () => socket.retryNow()));
      }
    },
  }, me);

  function act(action: LegalAction): void {
    if (!frame || pendingRef) return;
    const ref = socket.move(frame.seq, action.id);
    if (ref === null) {
      showError(t("ui-move-not-sent"));
      socket.retryNow();
      return;
    }
    pendingRef = ref;
    body.classList.add("busy");
  }

  function send(type: string, fields: Record<string, unknown> = {}): void {
    if (type === "resign") confirmingResign = false;
    if (socket.request(type, fields) === null) showError(t("ui-nothing-sent"));
    drawPeople();
  }

  function drawPeople(): void {
    if (!frame) return;
    const current = frame;
    const order = summary?.settings?.stand_in_bot;
    people.replaceChildren(
      renderPeople({
        frame: current,
        seat,
        token,
        now: Date.now() / 1000,
        bots: order ? [order, ...bots.filter((b) => b !== order)] : bots,
        rematchId,
        rematchOf: summary?.rematch_of ?? null,
        confirmingResign,
        send,
        confirmResign(on) {
          confirmingResign = on;
          drawPeople();
        },
      }),
    );
    // Show the hand-over button when the waiting time runs out.
    if (waitTimer) clearTimeout(waitTimer);
    waitTimer = null;
    const from = current.takeover_from;
    if (current.runs_out_at != null && !current.over) {
      waitTimer = setTimeout(drawPeople, 1000); // the clock of a timed game ticks
    } else if (from != null && !current.over) {
      const ms = from * 1000 - Date.now();
      if (ms > 0) waitTimer = setTimeout(drawPeople, Math.min(ms + 50, 60_000));
    }
  }

  function draw(): void {
    if (!frame) return;
    drawPeople();
    const current = frame;
    if (!rules) {
      loadRules(current.view.game).then((r) => {
        rules = r;
        draw();
      });
      return;
    }
    body.classList.toggle("busy", pendingRef !== null);
    renderFrame(body, current, {
      seat,
      rules,
      act: seat !== null ? act : null,
      final: { replayOf: gameId, rematch: rematchControl({ frame: current, seat, token, rematchId, send }, "final-rematch") },
    });
    const yours = !current.over && seat !== null && current.current_player === seat;
    pageTitle = `${yours ? `● ${t("ui-your-turn")} — ` : ""}${summary?.title ?? current.view.game} · tradewinds`;
    drawTitle();
  }

  socket.start();
  watchOtherGames(gameId, (waiting) => {
    othersWaiting = waiting;
    drawTitle();
  });
}
