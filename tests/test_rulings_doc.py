"""docs/rulings.md sends readers to the code and the tests of each ruling ("*Engine.*"
paragraphs): every file, function and test it names must exist, or the ruling's one
home is lost the next time code moves (issue 14: each interpretation with its passage,
its reading and where the engine applies it)."""

from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULINGS = ROOT / "docs" / "rulings.md"
SOURCES = ROOT / "src" / "tradewinds"


def engine_paragraphs() -> list[str]:
    """The text of each ``*Engine.*`` paragraph (up to the next blank line)."""
    text = RULINGS.read_text(encoding="utf-8")
    return re.findall(r"\*Engine\.\*(.*?)(?:\n\s*\n|\Z)", text, re.S)


def source_file(name: str) -> Path | None:
    for base in (SOURCES / "games", SOURCES):
        if (base / name).is_file():
            return base / name
    return None


def names_defined(path: Path) -> set[str]:
    """Functions, classes and module-level names of a Python file (methods too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def test_the_code_each_ruling_names_exists() -> None:
    paragraphs = engine_paragraphs()
    assert len(paragraphs) >= 20
    checked = 0
    for paragraph in paragraphs:
        code = paragraph.split("tests ")[0].split("test ")[0]
        files = re.findall(r"`((?:[a-z_]+/)*[a-z_0-9]+\.py)`", code)
        paths = [source_file(f) for f in files]
        assert all(paths), (files, paragraph[:120])
        defined = set().union(*(names_defined(p) for p in paths if p is not None))
        for name in re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)(?:\[[^`]*\])?`", code):
            if paths and "_" in name.strip("_"):  # a function or a table, not an option value
                assert name in defined, f"rulings.md names `{name}` in {files}: not found there"
                checked += 1
    assert checked >= 30


def test_the_tests_each_ruling_cites_exist() -> None:
    text = RULINGS.read_text(encoding="utf-8")
    cited = 0
    for paragraph in engine_paragraphs():
        current: Path | None = None
        for file, test in re.findall(r"`(tests/[\w/]+\.py)?::([\w*]+)`", paragraph):
            if file:
                current = ROOT / file
            assert current is not None and current.is_file(), (file, paragraph[:120])
            tests = {
                n.name
                for n in ast.walk(ast.parse(current.read_text(encoding="utf-8")))
                if isinstance(n, ast.FunctionDef) and n.name.startswith("test")
            }
            assert fnmatch.filter(tests, test), f"{current.relative_to(ROOT)}::{test} not found"
            cited += 1
    assert cited >= 40 and "::" in text
