// A page that draws any state frame with the app's renderer (no server, no socket): the
// browser tests draw every fixture frame in Chromium with it and measure the layout.
// Bundled by `node build.mjs --gallery` into .gallery-build/gallery.js (an IIFE).

import type { StateFrame } from "../src/common";
import { renderFrame } from "../src/gameview";
import { bundledRules } from "../src/rules";

declare global {
  interface Window {
    /** Draw `frame` as its viewer sees it (a seat acts into the void). */
    showFrame(frame: StateFrame): void;
  }
}

window.showFrame = (frame: StateFrame) => {
  let root = document.getElementById("app");
  if (!root) {
    root = document.createElement("main");
    root.id = "app";
    root.className = "game-page";
    document.body.append(root);
  }
  root.replaceChildren();
  renderFrame(root, frame, {
    seat: frame.view.viewer,
    rules: bundledRules(frame.view.game),
    act: frame.view.viewer === null ? null : () => undefined,
  });
};
