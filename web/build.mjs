// Bundles web/src (main.ts, which imports app.css) into src/tradewinds/server/static/ (index.html, app.js, app.css),
// after writing src/generated/ (the views' types, scripts/view_types.mjs).
//   node build.mjs            one production build
//   node build.mjs --watch    rebuild on change (development)
//   node build.mjs --tests    bundle web/test/*.test.ts into .test-build/ for `node --test`
//   node build.mjs --smoke    bundle web/test/*.smoke.ts (checks against a running server)
//   node build.mjs --gallery  bundle web/test/gallery.page.ts into .gallery-build/ (draws any frame in a browser)
import * as esbuild from "esbuild";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { writeAll as writeViewTypes } from "./scripts/view_types.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "src", "tradewinds", "server", "static");
const args = new Set(process.argv.slice(2));

// The rules text (building, card and space effects) comes from the engines' CSV files,
// bundled as text: the tooltips work even before the server offers /api/rules/{game}.
// The message catalogs (src/tradewinds/i18n/locales/*/*.ftl) are bundled as text too.
const loader = { ".csv": "text", ".ftl": "text" };

// The views' TypeScript types (src/generated/), from the engines' view schemas.
writeViewTypes();

if (args.has("--gallery")) {
  // The page of test/gallery.page.ts: draws any frame in a browser (tests/e2e/test_boards.py).
  await esbuild.build({
    entryPoints: [join(here, "test", "gallery.page.ts")],
    outfile: join(here, ".gallery-build", "gallery.js"),
    bundle: true,
    format: "iife",
    target: ["es2020"],
    loader,
    logLevel: "warning",
  });
} else if (args.has("--tests") || args.has("--smoke")) {
  const testDir = join(here, "test");
  const suffix = args.has("--smoke") ? ".smoke.ts" : ".test.ts";
  const entries = (await readdir(testDir)).filter((f) => f.endsWith(suffix));
  const outdir = join(here, ".test-build");
  await rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: entries.map((f) => join(testDir, f)),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    loader,
    logLevel: "warning",
  });
} else {
  await mkdir(out, { recursive: true });
  const options = {
    entryPoints: { app: join(here, "src", "main.ts") },
    outdir: out,
    bundle: true,
    format: "esm",
    target: ["es2020"],
    minify: !args.has("--watch"),
    sourcemap: args.has("--watch") ? "inline" : false,
    legalComments: "none",
    loader,
    logLevel: "info",
  };
  await copyFile(join(here, "src", "index.html"), join(out, "index.html"));
  if (args.has("--watch")) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    console.log(`watching web/src -> ${out} (index.html is copied at start)`);
  } else {
    await esbuild.build(options);
  }
}
