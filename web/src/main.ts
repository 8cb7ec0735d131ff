// Entry point: one bundle for every page, routed by the path.

import "./app.css";
import { startLobby } from "./lobby";
import { startPlay } from "./play";
import { startReplay } from "./replay";

function route(): void {
  const app = document.getElementById("app");
  if (!app) return;
  const path = location.pathname;
  const replay = /^\/games\/([^/]+)\/replay\/?$/.exec(path);
  const play = /^\/games\/([^/]+)\/?$/.exec(path);
  if (replay) void startReplay(app, decodeURIComponent(replay[1]!));
  else if (play) startPlay(app, decodeURIComponent(play[1]!));
  else void startLobby(app);
}

route();
