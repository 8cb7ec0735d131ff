// A smoke test against a running server (not part of `npm test`):
//   TW_URL=http://127.0.0.1:8765 node build.mjs --smoke && node .test-build/live.smoke.mjs
// Creates a Puerto Rico game from the lobby form (one person, bots elsewhere), opens the
// play page with the invite link, plays a few moves by clicking board controls, then
// steps through the replay.

import { Window } from "happy-dom";

const base = process.env["TW_URL"] ?? "http://127.0.0.1:8765";
const window = new Window({ url: `${base}/`, settings: { disableJavaScriptFileLoading: true } });
Object.assign(globalThis, {
  window,
  document: window.document,
  location: window.location,
  navigator: window.navigator,
  fetch: window.fetch.bind(window),
  WebSocket: window.WebSocket,
  HTMLInputElement: window.HTMLInputElement,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, f: () => T | null | undefined, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
const q = (sel: string) => document.querySelector<HTMLElement>(sel);

const { startLobby } = await import("../src/lobby");
const { startPlay } = await import("../src/play");

const app = document.createElement("div");
document.body.appendChild(app);
void startLobby(app);
const game = await until("catalog", () => q('[data-testid="game-select"]')) as HTMLSelectElement;
game.value = "puerto_rico";
game.dispatchEvent(new window.Event("change") as unknown as Event);
(q('[data-testid="players-select"]') as HTMLSelectElement).value = "3";
q('[data-testid="players-select"]')!.dispatchEvent(new window.Event("change") as unknown as Event);
(q('[data-testid="seat-name-0"]') as HTMLInputElement).value = "Ann";
(q('[data-testid="seat-kind-1"]') as HTMLSelectElement).value = "random";
(q('[data-testid="seat-kind-2"]') as HTMLSelectElement).value = "easy";
q('[data-testid="create-game"]')!.click();
const invite = (await until("invite link", () => q('[data-testid="invite-link"]'))) as HTMLInputElement;
console.log("invite:", invite.value.replace(/token=.*/, "token=…"));
const url = new URL(invite.value);
const id = url.pathname.split("/")[2]!;
await until("game lists", () => q(`[data-testid="game-row"][data-game-id="${id}"]`));
console.log("listed in", q(`[data-testid="game-row"][data-game-id="${id}"]`)!.dataset["status"]);

app.replaceChildren();
window.location.href = invite.value;
startPlay(app, id);
await until("live status", () => q('[data-testid="connection-status"][data-status="open"]'));
console.log("connected; viewer:", q('[data-testid="viewer"]')!.textContent);
for (let moves = 0; moves < 6; ) {
  const indicator = await until("turn indicator", () => q('[data-testid="turn-indicator"]'));
  if (indicator.dataset["over"] === "true") break;
  if (indicator.dataset["yourTurn"] !== "true") {
    await sleep(100);
    continue;
  }
  const before = q('[data-testid="move-number"]')!.textContent;
  const control = q('[data-testid="board-action"]') ?? q('[data-testid="legal-action"]');
  if (!control) throw new Error("my turn but nothing to click");
  console.log(`move ${before}: click`, control.dataset["actionText"]);
  control.click();
  await until("next state", () => q('[data-testid="move-number"]')!.textContent !== before);
  moves++;
}
console.log("log lines:", document.querySelectorAll('[data-testid="log-entry"]').length);

const { startReplay } = await import("../src/replay");
app.replaceChildren();
void startReplay(app, id);
await until("replay board", () => q('[data-testid="replay-page"] [data-testid="board"]'));
q('[data-testid="replay-last"]')!.click();
await until("last step", () => q('[data-testid="replay-step"]')!.dataset["step"] !== "0");
q('[data-testid="replay-prev"]')!.click();
await sleep(300);
console.log("replay at", q('[data-testid="replay-step"]')!.textContent, "board:", !!q('[data-testid="board"]'));
console.log("SMOKE OK");
process.exit(0);
