// "What just happened": the parts of a board that changed with the last moves are marked,
// so a player who looked away sees what the others (the bots) did.
//
// A board takes part by naming its parts: `data-hl="<key>"` on an element (a key unique on
// the board, e.g. "city-2-harbor", "ship-5"), and, when its text does not show every
// change, `data-hl-sig="<what it shows>"` (e.g. "corn:3" for a ship's load). The page
// compares the board before and after a frame: an element whose key is new, or whose
// signature (else its text) changed, is marked with the class `just-changed`; the newest
// changes also get `fresh` (a short flash). Marks stay until the viewer acts (a seat), or
// until the next move (a spectator, the replay).

export const CHANGED_CLASS = "just-changed";
export const FRESH_CLASS = "fresh";

/** The signature of every named part of `root`: key → what it shows. */
export function snapshot(root: ParentNode): Map<string, string> {
  const parts = new Map<string, string>();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-hl]"))) {
    const key = el.dataset["hl"]!;
    parts.set(key, el.dataset["hlSig"] ?? (el.textContent ?? "").trim());
  }
  return parts;
}

/** The keys that are new in `after` or show something else than in `before`. */
export function changedKeys(before: Map<string, string>, after: Map<string, string>): Set<string> {
  const changed = new Set<string>();
  if (before.size === 0) return changed; // the first frame: nothing "just" happened
  for (const [key, sig] of after) {
    if (before.get(key) !== sig) changed.add(key);
  }
  return changed;
}

/**
 * The marks of one page (one board drawn again and again): call `update` after each
 * frame is drawn, with the snapshot of the board it replaced.
 */
export class ChangeMarks {
  private marked = new Set<string>();

  /**
   * Mark the changed parts of `root`. `keep`: the marks of earlier frames stay (the
   * viewer has not acted since); otherwise only this frame's changes are marked.
   */
  update(root: ParentNode, before: Map<string, string>, keep: boolean): Set<string> {
    const fresh = changedKeys(before, snapshot(root));
    this.marked = keep ? new Set([...this.marked, ...fresh]) : fresh;
    for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-hl]"))) {
      const key = el.dataset["hl"]!;
      if (!this.marked.has(key)) continue;
      el.classList.add(CHANGED_CLASS);
      if (fresh.has(key)) el.classList.add(FRESH_CLASS);
    }
    return new Set(this.marked);
  }

  clear(): void {
    this.marked.clear();
  }
}
