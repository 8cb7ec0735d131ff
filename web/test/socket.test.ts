// The play page's connection after the server closes it: a connection that fell behind
// (4408) reconnects within a second and asks for the state again; "try again later"
// (1013) and a policy close (1008) wait longer. A fake WebSocket stands in for the server.

import assert from "node:assert/strict";
import { mock, test } from "node:test";

import {
  CLOSE_POLICY,
  CLOSE_TOO_SLOW,
  CLOSE_TRY_LATER,
  GameSocket,
  minimumRetryDelay,
} from "../src/socket";

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: { type: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text) as { type: string });
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  accept(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }

  /** The server closes the connection with `code`. */
  closedByServer(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" });
  }
}

Object.assign(globalThis, {
  WebSocket: FakeSocket,
  location: { protocol: "http:", host: "localhost:8000" },
  window: { addEventListener: () => undefined },
});

function started(): { socket: GameSocket; statuses: string[] } {
  FakeSocket.opened = [];
  const statuses: string[] = [];
  const socket = new GameSocket("g1", null, {
    onWelcome: () => undefined,
    onState: () => undefined,
    onError: () => undefined,
    onStatus: (_status, detail) => statuses.push(detail),
  });
  socket.start();
  FakeSocket.opened[0].accept();
  return { socket, statuses };
}

test("each close code of the server has its least wait before reconnecting", () => {
  assert.equal(minimumRetryDelay(CLOSE_TOO_SLOW), 1_000);
  assert.equal(minimumRetryDelay(CLOSE_TRY_LATER), 5_000);
  assert.equal(minimumRetryDelay(CLOSE_POLICY), 10_000);
  assert.equal(minimumRetryDelay(1006), 0);
});

for (const [code, wait] of [
  [CLOSE_TOO_SLOW, 1_000],
  [CLOSE_TRY_LATER, 5_000],
] as const) {
  test(`closed with ${code}: reconnects after ${wait} ms and syncs`, () => {
    mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
    try {
      const { socket, statuses } = started();
      FakeSocket.opened[0].closedByServer(code);
      assert.match(statuses.at(-1) ?? "", /retrying in/);
      mock.timers.tick(wait - 1);
      assert.equal(FakeSocket.opened.length, 1, "not before the wait");
      mock.timers.tick(1);
      assert.equal(FakeSocket.opened.length, 2, "a new connection after the wait");
      FakeSocket.opened[1].accept();
      assert.deepEqual(
        FakeSocket.opened[1].sent.map((m) => m.type),
        ["hello", "sync"],
      );
      socket.stop();
    } finally {
      mock.timers.reset();
    }
  });
}
