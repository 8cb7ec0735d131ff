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
  renderScores,
} from "./common";
import { decisionName, t } from "./i18n";

export interface FrameOptions {
  /** The viewer's seat (null: spectator). */
  seat: number | null;
  rules: Rules;
  /** Called when the person picks an action; null on the replay page. */
  act: ((action: LegalAction) => void) | null;
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
    actions?.matching(/^(pass|done)$/).map((a) => actions.button(a, undefined, "pass-button")),
    h("span", { class: "move-number", "data-testid": "move-number" }, t("ui-move-n", { n: frame.seq })),
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
          "data-label": actions.label(a.text),
          disabled: !enabled,
          onclick: () => actions.run(a.text),
        },
        actions.label(a.text),
      ),
    ),
  );
  const filter =
    frame.legal.length > 12
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
    result ? renderScores(result) : h("span"),
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
  if (stuckToBottom) log.scrollTop = log.scrollHeight;
  else log.scrollTop = oldScroll;
}
