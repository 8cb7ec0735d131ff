// A game whose set-up seed its creator chose says so to everyone who opens it
// (docs/web.md: `seed_chosen` in the summary): the play page of a seat and of a
// spectator, and the replay page. A game with a drawn seed shows no such notice.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mock, test } from "node:test";
import { Window } from "happy-dom";

import type { GameSummary, StateFrame } from "../src/common";
import { startPlay } from "../src/play";
import { startReplay } from "../src/replay";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { window, document: window.document, location: window.location });

const fixtures = process.env["TW_FIXTURES"] ?? join(process.cwd(), "fixtures");
const file = readdirSync(fixtures).filter((f) => f.endsWith(".json"))[0]!;
const frame = (JSON.parse(readFileSync(join(fixtures, file), "utf8")) as StateFrame[])[0]!;

function summary(seedChosen: boolean): GameSummary {
  return {
    id: "abc",
    game: frame.view.game,
    title: "A game",
    players: frame.view.players,
    options: {},
    status: "active",
    move_number: frame.seq,
    current_player: frame.current_player,
    seats: frame.view.players_board.map(({ seat, name }) => ({ seat, name, kind: "human", bot: null, joined: true })),
    created_at: 1795694400, // 2026-11-26 12:00 UTC
    result: null,
    seed_chosen: seedChosen,
  };
}

/** A WebSocket that opens at once and lets the test deliver the server's frames. */
class FakeSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  static last: FakeSocket | null = null;
  readyState = 1;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
}

const NO_SEAT = { seat: null, creator: false, invites: [] };

/** A fetch that answers every request with ``body`` (the play page asks for "my seat"). */
function answering(body: unknown): () => Promise<Response> {
  return async () => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

/** The page's socket, once the page made it (after asking the server for "my seat"). */
async function opened(): Promise<FakeSocket> {
  for (let i = 0; i < 50 && FakeSocket.last === null; i++) await new Promise((r) => setImmediate(r));
  return FakeSocket.last!;
}

function notice(root: HTMLElement): string | null {
  return root.querySelector('[data-testid="seed-chosen"]')?.textContent ?? null;
}

for (const seat of [0, null]) {
  for (const chosen of [true, false]) {
    test(`the play page (${seat === null ? "a spectator" : "a seat"}) ${chosen ? "shows" : "does not show"} a chosen seed`, async () => {
      mock.timers.enable({ apis: ["setInterval", "setTimeout"] });
      try {
        Object.assign(globalThis, { WebSocket: FakeSocket, fetch: answering(NO_SEAT) });
        FakeSocket.last = null;
        window.location.hash = seat === null ? "" : `#seat=${seat}&token=${"t".repeat(32)}`;
        const app = document.createElement("div");
        startPlay(app, "abc");
        const ws = await opened();
        ws.onopen?.();
        assert.match(ws.sent[0]!, /"hello"/);
        ws.onmessage?.({ data: JSON.stringify({ type: "welcome", seat, game: summary(chosen) }) });
        assert.equal(notice(app), chosen ? "Set-up seed chosen by the creator" : null);
      } finally {
        mock.timers.reset();
      }
    });
  }
}

for (const chosen of [true, false]) {
  test(`the replay page ${chosen ? "shows" : "does not show"} a chosen seed`, async () => {
    const answers: Record<string, unknown> = {
      "/api/games/abc": summary(chosen),
      "/api/games/abc/replay": { record: {}, steps: 0, over: false },
      "/api/games/abc/replay/0": frame,
    };
    Object.assign(globalThis, {
      fetch: async (path: string) => {
        const body = answers[path];
        return new Response(body === undefined ? "{}" : JSON.stringify(body), { status: body === undefined ? 404 : 200 });
      },
    });
    const app = document.createElement("div");
    await startReplay(app, "abc");
    assert.equal(notice(app), chosen ? "Set-up seed chosen by the creator" : null);
  });
}

test("without a link, the play page greets as this browser's player when it holds a seat", async () => {
  mock.timers.enable({ apis: ["setInterval", "setTimeout"] });
  try {
    const invite = { seat: 1, invite: "/games/abc#seat=1&token=x", url: "http://localhost/games/abc#seat=1&token=x" };
    Object.assign(globalThis, { WebSocket: FakeSocket, fetch: answering({ seat: 0, creator: true, invites: [invite] }) });
    FakeSocket.last = null;
    window.location.hash = "";
    const app = document.createElement("div");
    startPlay(app, "abc");
    const ws = await opened();
    ws.onopen?.();
    assert.deepEqual(JSON.parse(ws.sent[0]!), { type: "hello", me: true });
    // The creator can copy the free seat's invite link again.
    const link = app.querySelector('[data-testid="invite-link"]') as unknown as HTMLInputElement;
    assert.equal(link.value, invite.url);
    assert.equal(link.getAttribute("data-seat"), "1");
  } finally {
    mock.timers.reset();
  }
});
