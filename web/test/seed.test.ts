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

const fixtures = join(process.cwd(), "fixtures");
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
    created_at: "2026-11-26T12:00:00Z",
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

function notice(root: HTMLElement): string | null {
  return root.querySelector('[data-testid="seed-chosen"]')?.textContent ?? null;
}

for (const seat of [0, null]) {
  for (const chosen of [true, false]) {
    test(`the play page (${seat === null ? "a spectator" : "a seat"}) ${chosen ? "shows" : "does not show"} a chosen seed`, () => {
      mock.timers.enable({ apis: ["setInterval", "setTimeout"] });
      try {
        Object.assign(globalThis, { WebSocket: FakeSocket });
        window.location.hash = seat === null ? "" : `#seat=${seat}&token=${"t".repeat(32)}`;
        const app = document.createElement("div");
        startPlay(app, "abc");
        const ws = FakeSocket.last!;
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
