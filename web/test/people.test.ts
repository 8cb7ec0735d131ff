// The people panel and the chat of the play page (docs/web.md, "Games that survive
// people"): who plays each seat, the buttons a seat gets, and chat lines shown as text.

import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

import type { StateFrame } from "../src/common";
import { setLang } from "../src/i18n";
import { chatLine, formatSeconds, renderPeople, seatStatus } from "../src/people";

const window = new Window({ url: "http://localhost/games/abc" });
Object.assign(globalThis, { window, document: window.document, location: window.location });

function frame(over: boolean, takeoverFrom: number | null): StateFrame {
  return {
    type: "state",
    seq: 3,
    view: { game: "san_juan", viewer: 0, players: 3, options: {}, current_player: 1, decision: "", move_number: 3, players_board: [], legal_actions: [] },
    legal: [],
    current_player: over ? null : 1,
    over,
    result: null,
    takeover_from: takeoverFrom,
    seats: [
      { seat: 0, name: "Ann", kind: "human", bot: null, stand_in: null, resigned: false },
      { seat: 1, name: "Bob", kind: "human", bot: null, stand_in: null, resigned: false },
      { seat: 2, name: "Cy", kind: "human", bot: null, stand_in: "medium", resigned: true },
    ],
  };
}

function panel(f: StateFrame, seat: number | null, now: number, sent: unknown[][] = []): HTMLElement {
  return renderPeople({
    frame: f,
    seat,
    token: "tok",
    now,
    bots: ["medium", "easy"],
    rematchId: null,
    rematchOf: null,
    confirmingResign: false,
    send: (type, fields) => sent.push([type, fields]),
    confirmResign: () => undefined,
  });
}

const testid = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

test("each seat says who plays it now", () => {
  assert.equal(seatStatus({ kind: "bot", bot: "hard" }), "bot (hard)");
  assert.equal(seatStatus({ kind: "human", bot: null, stand_in: "medium", resigned: true }), "resigned · a bot (medium) plays on");
  assert.equal(seatStatus({ kind: "human", bot: null, stand_in: "easy" }), "away · a bot (easy) plays for them");
  assert.equal(seatStatus({ kind: "human", bot: null }), "");
});

test("the waiting seat can be handed to a bot only once its time is up", () => {
  const early = panel(frame(false, 1000), 0, 900);
  assert.equal(testid(early, "takeover-button"), null);
  assert.match(testid(early, "takeover-wait")!.textContent!, /within 100 s/);
  const sent: unknown[][] = [];
  const late = panel(frame(false, 1000), 0, 1001, sent);
  testid(late, "takeover-button")!.click();
  assert.deepEqual(sent, [["takeover", { seat: 1, bot: "medium" }]]);
  // A spectator and a resigned person get no buttons.
  assert.equal(testid(panel(frame(false, 1000), null, 1001), "takeover-button"), null);
  assert.equal(testid(panel(frame(false, 1000), 2, 1001), "resign-button"), null);
});

test("a finished game offers a rematch to its seats", () => {
  const sent: unknown[][] = [];
  testid(panel(frame(true, null), 0, 0, sent), "rematch-button")!.click();
  assert.deepEqual(sent, [["rematch", undefined]]);
  assert.equal(testid(panel(frame(true, null), null, 0), "rematch-button"), null);
});

test("a chat line is text, never markup", () => {
  const line = chatLine({ id: 1, channel: "players", seat: 0, name: "<i>Ann</i>", text: "<img src=x onerror=alert(1)>", at: 0 });
  assert.equal(line.querySelector("img"), null);
  assert.equal(line.querySelector("i"), null);
  assert.equal(line.textContent, "<i>Ann</i>: <img src=x onerror=alert(1)>");
});

test("the seat to act may ask to undo its last decision", () => {
  const sent: unknown[][] = [];
  const f = { ...frame(false, null), undo: true };
  testid(panel(f, 0, 0, sent), "undo-button")!.click();
  assert.deepEqual(sent, [["undo", { seq: 3 }]]);
  assert.equal(testid(panel(frame(false, null), 0, 0), "undo-button"), null);
});

test("a timed game shows the clock of the person to act", () => {
  assert.equal(formatSeconds(75), "1:15");
  const f = { ...frame(false, null), runs_out_at: 1042 };
  assert.equal(testid(panel(f, 0, 1000), "clock")!.textContent, " Bob: 0:42 left");
  assert.equal(testid(panel(frame(false, null), 0, 1000), "clock"), null);
});

test("a system line of the chat reads in the page's language, names as they were", () => {
  const message = {
    id: 2,
    channel: "system" as const,
    seat: null,
    name: "",
    text: "Ann resigned; an easy bot plays on",
    at: 0,
    phrase: { id: "chat-resigned-bot", args: { player: { text: "Ann" }, bot: "chat-a-bot-easy" } },
  };
  setLang("it");
  try {
    assert.equal(chatLine(message).textContent, "Ann ha abbandonato; continua un bot facile");
    setLang("en");
    assert.equal(chatLine(message).textContent, message.text);
  } finally {
    setLang("en");
  }
});
