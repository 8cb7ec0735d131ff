// Writes the renderer tests' fixtures (web/fixtures/*.json) from the engines of this
// checkout before every `npm test`: the tests never see frames of an older engine.
//   Python: $TW_PYTHON, else $PYTHON, else ../.venv/bin/python, else python3; the engines
//   are imported from ../src (PYTHONPATH), so a worktree tests its own engines.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(web, "..");
const venv = join(root, ".venv", "bin", "python");
const python = process.env.TW_PYTHON || process.env.PYTHON || (existsSync(venv) ? venv : "python3");
const out = process.env.TW_FIXTURES || join(web, "fixtures");
const env = { ...process.env, PYTHONPATH: [join(root, "src"), process.env.PYTHONPATH].filter(Boolean).join(delimiter) };
const run = spawnSync(python, [join(web, "scripts", "make_fixtures.py"), "--out", out, "--quiet"], { env, stdio: "inherit" });
if (run.status !== 0) {
  console.error(`web/scripts/make_fixtures.py failed (python: ${python}); set TW_PYTHON to a Python with the engines' dependencies`);
  process.exit(run.status ?? 1);
}
