// The replay page /games/{id}/replay: step through the spectator frames after k moves.

import { getGame, getReplayInfo, getReplayStep } from "./api";
import { type StateFrame, h, seedNotice } from "./common";
import { renderFrame } from "./gameview";
import { type IconName, icon } from "./icons";
import { loadRules } from "./rules";
import { languageSwitch, t } from "./i18n";

/** A game's own name ("Puerto Rico"): the games keep their names in every language. */
function gameName(game: string): string {
  return game
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export async function startReplay(app: HTMLElement, gameId: string): Promise<void> {
  const heading = h("h1", null, t("ui-replay"));
  const body = h("main", { class: "game-page replay-page", "data-testid": "replay-page" }, h("p", { class: "muted" }, t("ui-replay-loading")));
  app.append(
    h(
      "header",
      { class: "topbar" },
      h("a", { href: "/", class: "home", "data-testid": "lobby-link" }, icon("anchor"), " tradewinds"),
      heading,
      h("a", { href: `/games/${encodeURIComponent(gameId)}`, "data-testid": "watch-link" }, t("ui-replay-watch-live")),
      languageSwitch(),
    ),
  );

  let steps = 0;
  let k = 0;
  let loading = 0;
  const cache = new Map<number, StateFrame>();
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, "data-testid": "replay-slider", "aria-label": t("ui-replay-slider") });
  const label = h("span", { class: "replay-step", "data-testid": "replay-step" }, "0 / 0");
  const button = (testid: string, glyph: IconName, label: string, to: () => number) =>
    h("button", { type: "button", class: "icon-button", "data-testid": testid, title: label, "aria-label": label, onclick: () => go(to()) }, icon(glyph));
  const controls = h(
    "div",
    { class: "replay-controls", "data-testid": "replay-controls" },
    button("replay-first", "first", t("ui-replay-first"), () => 0),
    button("replay-prev", "prev", t("ui-replay-prev"), () => k - 1),
    slider,
    button("replay-next", "next", t("ui-replay-next"), () => k + 1),
    button("replay-last", "last", t("ui-replay-last"), () => steps),
    label,
  );
  const notice = h("div", { class: "notices" });
  app.append(notice, controls, body);
  slider.addEventListener("input", () => go(Number(slider.value)));
  document.addEventListener("keydown", (ev) => {
    if (ev.target instanceof HTMLInputElement && ev.target.type !== "range") return;
    if (ev.key === "ArrowLeft") go(k - 1);
    else if (ev.key === "ArrowRight") go(k + 1);
    else if (ev.key === "Home") go(0);
    else if (ev.key === "End") go(steps);
    else return;
    ev.preventDefault();
  });

  async function go(target: number): Promise<void> {
    k = Math.max(0, Math.min(steps, target));
    slider.value = String(k);
    label.textContent = `${k} / ${steps}`;
    label.dataset["step"] = String(k);
    const ticket = ++loading;
    try {
      let frame = cache.get(k);
      if (!frame) {
        frame = await getReplayStep(gameId, k);
        cache.set(k, frame);
      }
      if (ticket !== loading) return; // a later step was asked for meanwhile
      const rules = await loadRules(frame.view.game);
      renderFrame(body, frame, { seat: null, rules, act: null });
    } catch (err) {
      body.replaceChildren(h("p", { class: "error", "data-testid": "error-message" }, String(err)));
    }
  }

  try {
    const [summary, info] = await Promise.all([getGame(gameId), getReplayInfo(gameId)]);
    heading.textContent = t("ui-replay-of", { title: summary.title || gameName(summary.game) });
    notice.replaceChildren(...[seedNotice(summary)].filter((n) => n !== null));
    document.title = t("ui-replay-doc-title", { title: summary.title || gameName(summary.game) });
    steps = info.steps;
    slider.max = String(steps);
    await go(0);
  } catch (err) {
    body.replaceChildren(h("p", { class: "error", "data-testid": "error-message" }, t("ui-replay-failed", { error: String(err) })));
  }
}
