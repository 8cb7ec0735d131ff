// The app's icons as inline SVG: drawn the same everywhere, with no emoji font needed
// (without one, ⏮ ⏭ 🤖 🌲 showed as empty boxes). Each icon is 24×24, drawn in the
// text's colour (currentColor) and sized to the text (1em; see .icon in app.css).

const SVG = "http://www.w3.org/2000/svg";

interface Shape {
  /** Filled paths (even-odd: a path inside another cuts a hole). */
  fill?: string[];
  /** Stroked paths (2 px, round ends). */
  stroke?: string[];
}

const SHAPES = {
  first: { fill: ["M5 5h2.5v14H5z", "M20 5v14L8.5 12z"] },
  prev: { fill: ["M17 5v14L6 12z"] },
  next: { fill: ["M7 5v14l11-7z"] },
  last: { fill: ["M16.5 5H19v14h-2.5z", "M4 5v14l11.5-7z"] },
  bot: {
    fill: [
      "M7 8h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z" +
        "M9 11.5a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2z" +
        "M15 11.5a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2z",
      "M11 4.5h2V8h-2z",
      "M12 1.5a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2z",
    ],
  },
  anchor: { stroke: ["M12 7v14", "M8 10.5h8", "M4.5 13.5a7.5 7.5 0 0 0 15 0", "M12 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4z"] },
  tree: { fill: ["M12 2l-6 8h3l-4.5 6.5H11V22h2v-5.5h6.5L15 10h3z"] },
  clock: { stroke: ["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", "M12 7.5V12l3 2.5"] },
  check: { stroke: ["M5 12.5l4.5 4.5L19 7.5"] },
  close: { stroke: ["M6 6l12 12", "M18 6L6 18"] },
  info: { fill: ["M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM11 10.5h2V17h-2zM12 6.5a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6z"] },
  live: { fill: ["M12 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12z"] },
  offline: { stroke: ["M12 6.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11z"] },
} satisfies Record<string, Shape>;

export type IconName = keyof typeof SHAPES;

export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

/**
 * The icon `name` as an inline SVG element. With a `label` it is announced (role img);
 * without one it is decoration next to words that say the same (hidden from readers).
 */
export function icon(name: IconName, label?: string): SVGSVGElement {
  const shape: Shape = SHAPES[name];
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", `icon icon-${name}`);
  svg.setAttribute("data-icon", name);
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
    const title = document.createElementNS(SVG, "title");
    title.textContent = label;
    svg.appendChild(title);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  for (const d of shape.fill ?? []) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    path.setAttribute("fill", "currentColor");
    path.setAttribute("fill-rule", "evenodd");
    svg.appendChild(path);
  }
  for (const d of shape.stroke ?? []) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    path.setAttribute("fill", "none");
    path.setAttribute("stroke", "currentColor");
    path.setAttribute("stroke-width", "2");
    path.setAttribute("stroke-linecap", "round");
    path.setAttribute("stroke-linejoin", "round");
    svg.appendChild(path);
  }
  return svg;
}
