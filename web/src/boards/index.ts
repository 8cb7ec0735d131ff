// Picks the board renderer of a game; unknown games get a plain JSON dump.

import { type BaseView, type BoardContext, h } from "../common";
import { type ManilaView, renderManila } from "./manila";
import { type PRView, renderPuertoRico } from "./puerto_rico";
import { type SJView, renderSanJuan } from "./san_juan";

export function renderBoard(ctx: BoardContext<BaseView>): HTMLElement {
  switch (ctx.view.game) {
    case "puerto_rico":
      return renderPuertoRico(ctx as BoardContext<PRView>);
    case "san_juan":
      return renderSanJuan(ctx as BoardContext<SJView>);
    case "manila":
      return renderManila(ctx as BoardContext<ManilaView>);
    default:
      return h("pre", { class: "board", "data-testid": "board" }, JSON.stringify(ctx.view, null, 1));
  }
}
