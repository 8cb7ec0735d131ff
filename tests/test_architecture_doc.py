"""docs/architecture.md, "Where each rule lives", names the one home of each rule as
``path:function`` (``path:Class.method``; the bare names after it are in the same file):
every home it names must exist, or a rule can no longer be found from its name (issue 18).

Paths are relative to the game's package (``src/tradewinds/games/<game>/``), or to
``src/tradewinds/`` when they start with ``core/`` or ``games/``; ``<name>`` stands for
each module of the folder.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
SOURCES = ROOT / "src" / "tradewinds"
GAMES = {
    "Every game": None,
    "Puerto Rico": "puerto_rico",
    "San Juan": "san_juan",
    "Manila": "manila",
}


def homes() -> list[tuple[str, str, str]]:
    """(game, rule, home cell) of each row of the section's tables."""
    section = DOC.read_text(encoding="utf-8").split("## Where each rule lives")[1]
    section = section.split("\n## ")[0]
    rows: list[tuple[str, str, str]] = []
    game = ""
    for line in section.splitlines():
        if heading := re.match(r"\*\*(.+?)\*\*", line):
            game = heading.group(1)
        elif line.startswith("| ") and not line.startswith(("| Rule |", "| ---")):
            rule, home = (cell.strip() for cell in line.strip("|").split(" | "))
            rows.append((game, rule, home))
    return rows


def files(game: str, path: str) -> list[Path]:
    """The source files a path of the game's table names (each module for ``<name>``)."""
    folder = GAMES[game]
    base = (
        SOURCES
        if path.startswith(("core/", "games/")) or folder is None
        else SOURCES / "games" / folder
    )
    if "<name>" in path:
        found = sorted(base.glob(path.replace("<name>", "*")))
        return [f for f in found if f.name != "__init__.py"]
    return [base / path]


def defined(path: Path) -> set[str]:
    """Module-level functions, classes and constants, and ``Class.method`` of each class."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names.update(
                f"{node.name}.{item.name}"
                for item in node.body
                if isinstance(item, ast.FunctionDef)
            )
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def missing(game: str, home: str) -> list[str]:
    """The names of one home cell that are not where it says."""
    lost: list[str] = []
    paths: list[Path] = []
    owner = ""  # the class of the last ``path:Class.method``: its bare names are its methods
    for code in re.findall(r"`([^`]+)`", home):
        path, _, name = code.rpartition(":")
        if path or name.endswith(".py"):
            paths = files(game, path or name)
            owner = name.rpartition(".")[0]
            if not paths or not all(p.is_file() for p in paths):
                lost.append(code)
                paths = []  # its bare names cannot be looked for
                continue
            if not path:
                continue
        for p in paths:
            names = defined(p)
            if name not in names and f"{owner}.{name}" not in names:
                lost.append(f"{p.relative_to(SOURCES)}:{name}")
    return lost


def test_every_rule_home_exists() -> None:
    rows = homes()
    assert {game for game, _, _ in rows} == set(GAMES) and len(rows) >= 80
    lost = [
        f"{game}, {rule}: {names}" for game, rule, home in rows if (names := missing(game, home))
    ]
    assert not lost, "homes not found:\n" + "\n".join(lost)
