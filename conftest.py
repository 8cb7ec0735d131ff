"""Test-session settings shared by every test directory (and the doctests under src/)."""

import os

# A compiled engine module (tradewinds/_compiled) is imported in place of its source, so
# its ``__file__`` is not the file pytest collected the doctests from: the doctests then
# run against the compiled module, which is what an installed package runs.
os.environ.setdefault("PY_IGNORE_IMPORTMISMATCH", "1")
