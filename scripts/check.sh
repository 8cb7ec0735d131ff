#!/usr/bin/env bash
# Set up (or reuse) .venv, then run every check: ruff, mypy --strict, the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]'
# The install compiled the engines with mypyc if a C compiler is present (and recompiles
# them when an engine source changed): say which engines the tests will run.
.venv/bin/python -c 'import tradewinds.compiling as c; print("tradewinds engines:", c.status())'
.venv/bin/ruff check src tests deploy
.venv/bin/ruff format --check src tests deploy
.venv/bin/mypy
# The browser front end: strict TypeScript and its renderer tests (npm ci ran at install).
(cd web && npm run --silent check && npm test --silent)
.venv/bin/python -m pytest -n 2 "$@"
