// One state frame on screen: turn indicator, board, the fallback list of legal actions,
// the log and the final scores. Shared by the play page and the replay page.

import { renderBoard } from "./boards/index";
import {
  Actions,
  type LegalAction,
  type Rules,
  type StateFrame,
  clear,
  h,
  playerName,
  updateLog,
} from "./common";
import { type FinalOptions, renderFinal, renderRevealed } from "./final";
import { ChangeMarks, snapshot } from "./highlight";
import { decisionName, t } from "./i18n";

export interface FrameOptions {
  /** The viewer's seat (null: spectator). */
  seat: number | null;
  rules: Rules;
  /** Called when the person picks an action; null on the replay page. */
  act: ((action: LegalAction) => void) | null;
  /** The final screen's links (replay, rematch) once the game is over. */
  final?: FinalOptions;
}

export function turnIndicator(frame: StateFrame, seat: number | null, actions?: Actions): HTMLElement {
  const view = frame.view;
  const cur = frame.current_player;
  const yours = !frame.over && seat !== null && cur === seat;
  let text: string;
  if (frame.over) {
    const winners = frame.result?.winners ?? [];
    const names = winners.map((w) => playerName(view, w)).join(` ${t("ui-and")} `);
    text = names ? t("ui-game-over-won", { names }) : t("ui-game-over-no-winner");
  } else if (yours) {
    text = t("ui-your-turn");
  } else if (cur === null) {
    text = t("ui-waiting");
  } else {
    text = t("ui-to-play", { name: playerName(view, cur) });
  }
  return h(
    "div",
    {
      class: `turn-indicator${yours ? " yours" : ""}${frame.over ? " over" : ""}`,
      "data-testid": "turn-indicator",
      "data-current-player": cur ?? "",
      "data-your-turn": yours ? "true" : "false",
      "data-over": frame.over ? "true" : "false",
    },
    cur !== null && !frame.over ? h("span", { class: `pawn seat-${cur}` }) : null,
    h("strong", null, text),
    !frame.over && view.decision ? h("span", { class: "decision", "data-testid": "decision" }, decisionName(view.game, view.decision)) : null,
    actions?.find(["done", "pass"]).map((a) => actions.button(a, undefined, "pass-button")),
    h("span", { class: "move-number", "data-testid": "move-number" }, t("ui-move-n", { n: frame.seq })),
  );
}

function legalPanel(frame: StateFrame, actions: Actions, enabled: boolean): HTMLElement {
  // What a control of the board offers in full (Manila's bid stepper) is not listed again.
  const listed = frame.legal.filter((a) => !actions.covered.has(a.text));
  const list = h(
    "div",
    { class: "legal-list" },
    listed.map((a) =>
      h(
        "button",
        {
          type: "button",
          class: `legal-action${actions.placed.has(a.text) ? " on-board" : ""}`,
          "data-testid": "legal-action",
          "data-action-text": a.text,
          "data-action-id": a.id,
          "data-label": actions.label(a.text),
          disabled: !enabled,
          onclick: () => actions.run(a.text),
        },
        actions.label(a.text),
      ),
    ),
  );
  const filter =
    listed.length > 12
      ? h("input", {
          type: "search",
          class: "legal-filter",
          placeholder: t("ui-filter-actions"),
          "data-testid": "legal-filter",
          oninput: (ev: Event) => {
            const q = (ev.target as HTMLInputElement).value.trim().toLowerCase();
            for (const b of Array.from(list.children) as HTMLElement[]) {
              b.hidden = q !== "" && !(b.dataset["label"] ?? "").toLowerCase().includes(q);
            }
          },
        })
      : null;
  return h(
    "section",
    { class: "panel legal", "data-testid": "legal-actions" },
    h("h2", null, t("ui-your-actions")),
    frame.legal.length ? [filter, list] : h("p", { class: "muted" }, t("ui-nothing-to-do")),
  );
}

// "What just happened" on each page's board (web/src/highlight.ts).
const changeMarks = new WeakMap<HTMLElement, { marks: ChangeMarks; frame: StateFrame }>();

/** Whether the marks of earlier frames stay: a seat keeps them until it acts itself. */
function keepMarks(previous: StateFrame | undefined, frame: StateFrame, seat: number | null): boolean {
  if (!previous) return false;
  if (previous.seq === frame.seq) return true; // the same frame drawn again
  if (seat === null) return false; // a spectator, the replay: the last move only
  return previous.over || previous.current_player !== seat;
}

/** Draw `frame` into `root` (replacing what was there), keeping the log's scroll. */
export function renderFrame(root: HTMLElement, frame: StateFrame, opts: FrameOptions): void {
  const oldBoard = root.querySelector('[data-testid="board"]');
  const seen = changeMarks.get(root);
  const sameGame = seen?.frame.view.game === frame.view.game && seen.frame.view.viewer === frame.view.viewer;
  const before = oldBoard && sameGame ? snapshot(oldBoard) : new Map<string, string>();
  const actions = new Actions(opts.act ? frame.legal : [], opts.act);
  const board = renderBoard({ view: frame.view, seat: opts.seat, rules: opts.rules, actions });
  const indicator = turnIndicator(frame, opts.seat, actions);
  const oldLog = root.querySelector<HTMLElement>(".log");
  const oldScroll = oldLog?.scrollTop ?? 0;
  const names: string[] = [];
  for (const p of frame.view.players_board ?? []) names[p.seat] = p.name;
  const log = updateLog(oldLog, frame.view.events, names);
  const follow = log === oldLog ? following(log) : oldLog ? following(oldLog) : true;
  watchLog(log, follow);
  const result = frame.result ?? frame.view.result ?? null;
  clear(root);
  root.append(
    indicator,
    result ? renderFinal(result, opts.final, frame.view.game) : h("span"),
    renderRevealed(frame.view, opts.rules) ?? h("span"),
    h(
      "div",
      { class: "game-layout" },
      h("div", { class: "board-wrap" }, board),
      h(
        "aside",
        { class: "side" },
        opts.act ? legalPanel(frame, actions, true) : null,
        h("section", { class: "panel log-panel" }, h("h2", null, t("ui-log")), log),
      ),
    ),
  );
  const marks = sameGame && seen ? seen.marks : new ChangeMarks();
  marks.update(board, before, sameGame && keepMarks(seen?.frame, frame, opts.seat));
  changeMarks.set(root, { marks, frame });
  if (following(log)) log.scrollTop = log.scrollHeight;
  else log.scrollTop = oldScroll;
}

// ---------------------------------------------------------------- the log follows new moves

/** Within this many pixels of the bottom, the log counts as scrolled to the bottom. */
const BOTTOM_SLACK_PX = 8;

function atBottom(log: HTMLElement): boolean {
  return log.scrollTop + log.clientHeight >= log.scrollHeight - BOTTOM_SLACK_PX;
}

/** Whether the log follows new moves: true until the person scrolls up in it. */
export function following(log: HTMLElement): boolean {
  return log.dataset["follow"] !== "false";
}

/**
 * Make `log` follow new moves while its reader has not scrolled up. The state is decided
 * by the reader's scrolling only, never measured again at drawing time: a window made
 * taller and then shorter leaves the scroll position at the top of a log that was at its
 * bottom (no scroll event tells so), and measuring then stopped the log from following.
 */
function watchLog(log: HTMLElement, follow: boolean): void {
  if (log.dataset["follow"] !== undefined) return;
  log.dataset["follow"] = String(follow);
  log.addEventListener("scroll", () => {
    log.dataset["follow"] = String(atBottom(log));
  });
  // A log made shorter (a smaller window) keeps showing its last entries.
  if (typeof ResizeObserver !== "undefined") {
    const observer = new ResizeObserver(() => {
      // A log taken off the page (another game, a replay's step back) is no more watched.
      if (!log.isConnected) observer.disconnect();
      else if (following(log)) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
  }
}
