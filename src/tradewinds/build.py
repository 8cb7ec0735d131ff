"""``python -m tradewinds.build``: compile the engines with mypyc (:mod:`tradewinds.compiling`).

Run it after editing an engine in an editable install: until then the edited source makes
the build stale and every engine runs as pure Python. Options: ``--if-stale`` (do nothing
when the build matches the sources), ``--opt-level N`` (the C compiler's, default 3),
``--out DIR``.

``python -m tradewinds.build --fields`` instead writes each game's generated modules: its
``clone_fields`` from its field table (``board.FIELD_TABLE``, :mod:`tradewinds.core.fields`)
and its ``phase_dispatch`` from its phase table (``state._PHASE_TABLE``,
:func:`tradewinds.core.machine.dispatch_source`): run it after adding, removing or
changing a field or a decision; ``--fields --check`` only says which are out of date (exit
status 1), as ``tests/core/test_fields.py`` does.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path

from .compiling import main, source_path
from .core.machine import dispatch_source

# The games whose fields a generated module copies, and whether their ``Board`` keeps its
# fields in the instance dictionary when it runs as Python (San Juan's declares
# ``__slots__``). Stated here, not read from the class: a compiled class has neither.
FIELD_GAMES = {"puerto_rico": True, "san_juan": False, "manila": True}


# The state class of each game, whose phase table (``state._PHASE_TABLE``) a generated
# ``phase_dispatch`` module calls by name.
STATE_CLASSES = {
    "puerto_rico": "PuertoRicoState",
    "san_juan": "SanJuanState",
    "manila": "ManilaState",
}


def field_modules() -> dict[Path, str]:
    """Each generated module's path (``clone_fields``, ``phase_dispatch``), and the
    source it must hold."""
    wanted: dict[Path, str] = {}
    for game, by_dict in FIELD_GAMES.items():
        module = f"tradewinds.games.{game}.board"
        board = importlib.import_module(module)
        path = source_path(f"tradewinds.games.{game}.clone_fields")
        wanted[path] = board.FIELD_TABLE.copy_source(
            module, "Board", "FIELD_TABLE", by_dict=by_dict
        )
        state = f"tradewinds.games.{game}.state"
        table = importlib.import_module(state)._PHASE_TABLE
        path = source_path(f"tradewinds.games.{game}.phase_dispatch")
        wanted[path] = dispatch_source(
            game, board.PHASE_NAMES, table, f"{state}:{STATE_CLASSES[game]}"
        )
    return wanted


def write_fields(check: bool) -> int:
    """Write (or, ``check``, only compare) the generated modules; 1 if any was stale."""
    stale = 0
    for path, text in field_modules().items():
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            continue
        stale += 1
        if check:
            print(f"out of date: {path} (python -m tradewinds.build --fields)")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 1 if stale and check else 0


def run(argv: Sequence[str]) -> int:
    if argv[:1] == ["--fields"]:
        parser = argparse.ArgumentParser(
            prog="python -m tradewinds.build --fields",
            description=(
                "Write each game's generated modules: clone_fields from its field table,"
                " phase_dispatch from its phase table."
            ),
        )
        parser.add_argument("--check", action="store_true", help="only say which are stale")
        args = parser.parse_args(list(argv[1:]))  # bad arguments: usage, exit status 2
        return write_fields(check=args.check)
    return main(argv)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
