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
  humanize,
  playerName,
  updateLog,
} from "./common";
import { type FinalOptions, renderFinal, renderRevealed } from "./final";

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
    text = `Game over — ${winners.map((w) => playerName(view, w)).join(" and ") || "no winner"} won`;
  } else if (yours) {
    text = "Your turn";
  } else if (cur === null) {
    text = "Waiting…";
  } else {
    text = `${playerName(view, cur)} to play`;
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
    !frame.over && view.decision ? h("span", { class: "decision", "data-testid": "decision" }, humanize(view.decision)) : null,
    actions?.matching(/^(pass|done)$/).map((t) => actions.button(t, t, "pass-button")),
    h("span", { class: "move-number", "data-testid": "move-number" }, `move ${frame.seq}`),
  );
}

function legalPanel(frame: StateFrame, actions: Actions, enabled: boolean): HTMLElement {
  const list = h(
    "div",
    { class: "legal-list" },
    frame.legal.map((a) =>
      h(
        "button",
        {
          type: "button",
          class: `legal-action${actions.placed.has(a.text) ? " on-board" : ""}`,
          "data-testid": "legal-action",
          "data-action-text": a.text,
          "data-action-id": a.id,
          disabled: !enabled,
          onclick: () => actions.run(a.text),
        },
        a.text,
      ),
    ),
  );
  const filter =
    frame.legal.length > 12
      ? h("input", {
          type: "search",
          class: "legal-filter",
          placeholder: "filter actions…",
          "data-testid": "legal-filter",
          oninput: (ev: Event) => {
            const q = (ev.target as HTMLInputElement).value.trim().toLowerCase();
            for (const b of Array.from(list.children) as HTMLElement[]) {
              b.hidden = q !== "" && !(b.dataset["actionText"] ?? "").toLowerCase().includes(q);
            }
          },
        })
      : null;
  return h(
    "section",
    { class: "panel legal", "data-testid": "legal-actions" },
    h("h2", null, "Your actions"),
    frame.legal.length ? [filter, list] : h("p", { class: "muted" }, "Nothing to do right now."),
  );
}

/** Draw `frame` into `root` (replacing what was there), keeping the log's scroll. */
export function renderFrame(root: HTMLElement, frame: StateFrame, opts: FrameOptions): void {
  const actions = new Actions(opts.act ? frame.legal : [], opts.act);
  const board = renderBoard({ view: frame.view, seat: opts.seat, rules: opts.rules, actions });
  const indicator = turnIndicator(frame, opts.seat, actions);
  const oldLog = root.querySelector<HTMLElement>(".log");
  const stuckToBottom = !oldLog || oldLog.scrollTop + oldLog.clientHeight >= oldLog.scrollHeight - 8;
  const oldScroll = oldLog?.scrollTop ?? 0;
  const log = updateLog(oldLog, frame.view.events);
  const result = frame.result ?? frame.view.result ?? null;
  clear(root);
  root.append(
    indicator,
    result ? renderFinal(result, opts.final) : h("span"),
    renderRevealed(frame.view, opts.rules) ?? h("span"),
    h(
      "div",
      { class: "game-layout" },
      h("div", { class: "board-wrap" }, board),
      h(
        "aside",
        { class: "side" },
        opts.act ? legalPanel(frame, actions, true) : null,
        h("section", { class: "panel log-panel" }, h("h2", null, "Log"), log),
      ),
    ),
  );
  if (stuckToBottom) log.scrollTop = log.scrollHeight;
  else log.scrollTop = oldScroll;
}
