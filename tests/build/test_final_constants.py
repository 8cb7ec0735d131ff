"""Every module-level constant of a compiled module is declared ``Final`` (issue 18,
"Compiled").

Why it matters: mypyc keeps a ``Final`` module name in a C static (an int constant is
folded into the code), while any other module global is looked up in the module's
dictionary, and type-checked, at every use. Before this rule, those lookups were about a
quarter of the compiled engines' instructions per decision. Other modules read the
constants of a compiled module from its static too, so a constant left out slows every
module that imports it.

A constant here is a module-level name in upper case (``K_BUILD``, ``_SPAN``) bound once;
type aliases are CamelCase, and type variables are not concerned.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tradewinds
from tradewinds import compiling

SRC = Path(tradewinds.__file__).resolve().parent.parent
CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")


def _bound_names(node: ast.stmt) -> list[str]:
    """The names a module-level statement binds (tuple targets included)."""
    if isinstance(node, ast.Assign):
        return [n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
    if isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
        return [node.target.id]
    return []


def _not_final(path: Path, root: Path = SRC) -> list[str]:
    """``file:line name`` of each upper-case module-level name bound without ``Final``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in tree.body:
        final = isinstance(node, ast.AnnAssign) and "Final" in ast.unparse(node.annotation)
        if final or (isinstance(node, ast.AnnAssign) and node.value is None):
            continue
        value = getattr(node, "value", None)
        if isinstance(value, ast.Call) and ast.unparse(value.func) in ("TypeVar", "NewType"):
            continue
        for name in _bound_names(node):
            if CONSTANT.match(name):
                found.append(f"{path.relative_to(root)}:{node.lineno} {name}")
    return found


def test_every_module_constant_of_a_compiled_module_is_final() -> None:
    modules = [module for part in compiling.COMPILED.values() for module in part]
    assert len(modules) > 50  # the list really is the compiled modules
    missing = [
        entry
        for module in modules
        for entry in _not_final(SRC / (module.replace(".", "/") + ".py"))
    ]
    assert missing == [], "declare these constants Final (one per line):\n" + "\n".join(missing)


def test_the_check_finds_a_constant_left_out(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from typing import Final, TypeVar\n"
        "A: Final = 1\nB, C = range(2)\nD = 3\nd = 4\nT = TypeVar('T')\n"
    )
    assert [entry.split()[1] for entry in _not_final(probe, tmp_path)] == ["B", "C", "D"]
