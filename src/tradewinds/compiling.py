"""The engines compiled with mypyc, and the switch between them and the same pure Python.

The engines' modules listed in :data:`COMPILED` are plain, ``mypy --strict`` Python; mypyc
compiles that same code into C extension modules, which run the games several times
faster (``docs/performance.md``, "Compiled engines"). The Python sources stay the
reference and the fallback: every game plays byte-identically either way
(``tests/build/test_compiled.py``).

Where the compiled modules live, and why they can never shadow an edited source: they are
built into their own directory, ``tradewinds/_compiled/``, never beside the ``.py`` files,
with a manifest holding the SHA-256 of every engine source (``tradewinds/core`` and
``tradewinds/games``, compiled or not: compiled code relies on the types of the modules it
imports) and the list of modules it holds (a changed :data:`COMPILED` makes it stale).
``import tradewinds`` calls :func:`install`, which puts a finder in front of
``sys.meta_path`` that serves the compiled modules only if every one of those sources is
unchanged since the build, for this very Python. One edited source (a developer in an
editable install) and all of them load as Python: all or none, because mypyc links the
modules of one build together. ``TRADEWINDS_PURE=1`` forces pure Python; :func:`compiled`
and :func:`status` say which mode runs. (Hashing the sources costs about 4 ms per ``import
tradewinds``.)

Building: the package's build hook (``hatch_build.py``) runs this file as a script for
wheels and editable installs when a C compiler and mypyc are present;
``python -m tradewinds.build`` rebuilds by hand (after editing an engine: until then the
engines run as pure Python). Only the standard library is imported at the top: the hook
runs this file before tradewinds is installed, and ``import tradewinds`` imports it always.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any, Final

__all__ = [
    "COMPILED",
    "PURE_VARIABLE",
    "CompileError",
    "build",
    "check_build",
    "compiled",
    "install",
    "source_path",
    "stale_sources",
    "status",
]

# The modules compiled together, by part. Only engine code: the CLI, server, bots and RL
# adapters stay Python (they are not where the time goes, and use dynamic features). A
# game's modules join its entry once they compile (docs/performance.md says how to try).
# Not compiled: core/errors.py and core/phrase.py subclass built-in types (str, int,
# tuple, ValueError), which native classes cannot; the games' ``__init__`` modules (a
# compiled package would need its ``__path__`` served too, for two lines of imports).
COMPILED: Final[dict[str, tuple[str, ...]]] = {
    "core": tuple(
        f"tradewinds.core.{name}"
        for name in (
            "actions",
            "codec",
            "decisions",
            "events",
            "fields",
            "game",
            "machine",
            "options",
            "position",
            "rng",
            "scores",
            "seats",
            "tables",
        )
    ),
    "puerto_rico": tuple(
        f"tradewinds.games.puerto_rico.{name}"
        for name in (
            "actions",
            "board",
            "clone_fields",
            "data",
            "expansion_actions",
            "expansions.buccaneer",
            "expansions.festival",
            "expansions.new_buildings",
            "expansions.nobles",
            "game",
            "invariants",
            "layout",
            "legacy_saves",
            "log_words",
            "phase_dispatch",
            "phrases",
            "positions",
            "role_log",
            "roles.buccaneer",
            "roles.builder",
            "roles.captain",
            "roles.craftsman",
            "roles.mayor",
            "roles.round",
            "roles.settler",
            "roles.trader",
            "rulings",
            "scoring",
            "state",
            "structure",
            "supplies",
            "view",
        )
    ),
    "san_juan": tuple(
        f"tradewinds.games.san_juan.{name}"
        for name in (
            "actions",
            "board",
            "clone_fields",
            "data",
            "game",
            "invariants",
            "phase_dispatch",
            "phrases",
            "positions",
            "prices",
            "roles.builder",
            "roles.choice",
            "roles.councillor",
            "roles.governor",
            "roles.hand",
            "roles.producer",
            "roles.prospector",
            "roles.trader",
            "rulings",
            "scoring",
            "state",
            "structure",
            "texts",
            "view",
        )
    ),
    "manila": tuple(
        f"tradewinds.games.manila.{name}"
        for name in (
            "actions",
            "board",
            "clone_fields",
            "data",
            "game",
            "invariants",
            "logwords",
            "phases.auction",
            "phases.harbor_master",
            "phases.payouts",
            "phases.pilots",
            "phases.pirates",
            "phases.placement",
            "phases.sailing",
            "phase_dispatch",
            "phrases",
            "positions",
            "rulings",
            "scoring",
            "state",
            "structure",
            "view",
        )
    ),
}

PURE_VARIABLE: Final = "TRADEWINDS_PURE"
PACKAGE: Final = Path(__file__).resolve().parent  # src/tradewinds
BUILD_DIR: Final = PACKAGE / "_compiled"
MANIFEST: Final = "manifest.json"
# The shared library holding the code of every compiled module (mypyc's group).
LIBRARY: Final = "tradewinds_engines__mypyc"
GROUP: Final = "tradewinds_engines"
# The sources whose edit makes a build stale: the whole engine tree.
SOURCE_TREES: Final = ("core", "games")
FORMAT: Final = 1


class CompileError(RuntimeError):
    """mypyc, or the C compiler, failed (or is missing)."""


def modules() -> list[str]:
    """Every compiled module, in table order."""
    return [name for part in COMPILED.values() for name in part]


def source_path(module: str, package: Path = PACKAGE) -> Path:
    """The Python source of a ``tradewinds`` module, compiled or not (a compiled module's
    ``__file__`` is its extension, in the build directory)."""
    return package.parent.joinpath(*module.split(".")).with_suffix(".py")


def _ext_suffix() -> str:
    return str(sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def _sources(package: Path) -> list[Path]:
    """The engine sources a build depends on, in a fixed order."""
    found: list[Path] = []
    for tree in SOURCE_TREES:
        found += (package / tree).rglob("*.py")
    return sorted(found)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_hashes(package: Path = PACKAGE) -> dict[str, str]:
    """SHA-256 of each engine source, by its path relative to the package."""
    return {path.relative_to(package).as_posix(): _digest(path) for path in _sources(package)}


def stale_sources(build_dir: Path = BUILD_DIR, package: Path = PACKAGE) -> list[str] | None:
    """The engine sources that differ from the build's (added and removed ones too), or
    None when there is no build."""
    try:
        manifest = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    built: dict[str, str] = manifest.get("sources", {})
    now = source_hashes(package)
    return sorted(name for name in built.keys() | now.keys() if built.get(name) != now.get(name))


# ------------------------------------------------------------------ the switch
_state: dict[str, Any] = {"compiled": False, "reason": "install() not called"}


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Serves the compiled modules of one build (and their shared library) by name."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def check_build(build_dir: Path, package: Path) -> tuple[dict[str, Path] | None, str]:
    """The files of the build in ``build_dir`` by module name if it matches every source
    of ``package`` and this Python, else None; and in words why (not)."""
    try:
        manifest = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))
    except OSError:
        return None, "no compiled build (python -m tradewinds.build makes one)"
    except ValueError:
        return None, f"unreadable {build_dir / MANIFEST}"
    if manifest.get("format") != FORMAT or manifest.get("suffix") != _ext_suffix():
        return None, f"the compiled build is for another Python ({manifest.get('suffix')})"
    built: dict[str, str] = manifest.get("sources", {})
    now = source_hashes(package)
    changed = sorted(n for n in built.keys() | now.keys() if built.get(n) != now.get(n))
    if sorted(manifest.get("modules", ())) != sorted(modules()):
        changed.insert(0, "the list of compiled modules")
    if changed:
        shown = ", ".join(changed[:3]) + (" ..." if len(changed) > 3 else "")
        return None, f"stale compiled build: {shown} changed since (python -m tradewinds.build)"
    files = {name: build_dir / f"{name}{_ext_suffix()}" for name in [LIBRARY, *manifest["modules"]]}
    missing = [str(path) for path in files.values() if not path.is_file()]
    if missing:
        return None, f"the compiled build lacks {missing[0]}"
    return files, "compiled"


def install(build_dir: Path = BUILD_DIR, package: Path = PACKAGE) -> bool:
    """Serve the compiled engines from now on if a build matching every source exists and
    ``TRADEWINDS_PURE`` is not ``1``; return whether it does. Call it before any engine
    module is imported (``tradewinds/__init__.py`` does)."""
    if os.environ.get(PURE_VARIABLE) == "1":
        _state.update(compiled=False, reason=f"{PURE_VARIABLE}=1")
        return False
    files, reason = check_build(build_dir, package)
    if files is None:
        _state.update(compiled=False, reason=reason)
        return False
    finder = _CompiledFinder(files)
    try:
        # The shared library first: if it cannot load (another platform, a broken file),
        # no engine module has been touched yet and pure Python serves.
        spec = finder.find_spec(LIBRARY)
        assert spec is not None and spec.loader is not None
        library = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(library)
        sys.modules[LIBRARY] = library
    except Exception as exc:  # any failure: the pure-Python engines serve
        _state.update(compiled=False, reason=f"the compiled build does not load: {exc}")
        return False
    sys.meta_path.insert(0, finder)
    _state.update(compiled=True, reason=f"compiled ({len(files) - 1} modules, {build_dir})")
    return True


def compiled() -> bool:
    """Whether the engines run compiled (else: the same code as pure Python)."""
    return bool(_state["compiled"])


def status() -> str:
    """In words: compiled, or why the engines run as pure Python."""
    return str(_state["reason"])


# ------------------------------------------------------------------ building
def _compile_to(work: Path, package: Path, opt_level: str) -> dict[str, Path]:
    """Run mypyc and the C compiler in ``work``; the built files by module name."""
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution  # type: ignore[import-untyped, unused-ignore]
    except ImportError as exc:
        raise CompileError(f"mypyc or setuptools is missing: {exc}") from None
    names = modules()
    paths = [str(package.parent / (name.replace(".", "/") + ".py")) for name in names]
    previous = Path.cwd()
    os.chdir(work)  # mypy's cache and mypyc's C files go to the scratch directory
    try:
        extensions = mypycify(
            paths, opt_level=opt_level, group_name=GROUP, target_dir=str(work / "c")
        )
        dist = Distribution({"name": "tradewinds-engines", "ext_modules": extensions})
        command: Any = dist.get_command_obj("build_ext")
        command.build_lib = str(work / "lib")
        command.build_temp = str(work / "temp")
        command.parallel = os.cpu_count() or 1
        command.ensure_finalized()
        command.run()
        return {ext.name: Path(command.get_ext_fullpath(ext.name)) for ext in extensions}
    except SystemExit as exc:  # mypyc reports type errors by exiting
        raise CompileError(f"mypyc stopped (exit status {exc.code})") from None
    except Exception as exc:
        raise CompileError(f"{type(exc).__name__}: {exc}") from None
    finally:
        os.chdir(previous)


def build(
    build_dir: Path = BUILD_DIR, package: Path = PACKAGE, *, opt_level: str = "3"
) -> list[Path]:
    """Compile :data:`COMPILED` into ``build_dir`` (replacing what was there) and return
    the files written. Raises :class:`CompileError`."""
    hashes = source_hashes(package)  # before compiling: an edit meanwhile makes it stale
    with tempfile.TemporaryDirectory(prefix="tradewinds-mypyc-") as tmp:
        built = _compile_to(Path(tmp), package, opt_level)
        if LIBRARY not in built:
            raise CompileError(f"mypyc made no {LIBRARY} (got {sorted(built)})")
        shutil.rmtree(build_dir, ignore_errors=True)
        build_dir.mkdir(parents=True)
        written = []
        for name, path in built.items():
            target = build_dir / f"{name}{_ext_suffix()}"
            shutil.copyfile(path, target)
            written.append(target)
    manifest = {
        "format": FORMAT,
        "suffix": _ext_suffix(),
        "modules": [name for name in built if name != LIBRARY],
        "opt_level": opt_level,
        "sources": hashes,
    }
    # The manifest last: a build cut short has none, and serves nothing.
    (build_dir / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return [*written, build_dir / MANIFEST]


def main(argv: Sequence[str]) -> int:
    """``python -m tradewinds.build [--if-stale] [--opt-level N] [--out DIR]``."""
    parser = argparse.ArgumentParser(
        prog="python -m tradewinds.build",
        description="Compile the engines with mypyc (pure Python serves without a build).",
    )
    parser.add_argument("--if-stale", action="store_true", help="only if a source changed")
    parser.add_argument(
        "--opt-level", choices=("0", "1", "2", "3"), default="3", help="the C compiler's"
    )
    parser.add_argument("--out", type=Path, default=BUILD_DIR, help="the build directory")
    args = parser.parse_args(list(argv))  # bad arguments: a usage message, exit status 2
    out, level = args.out, args.opt_level
    if args.if_stale and check_build(out, PACKAGE)[0] is not None:
        print(f"tradewinds engines: the compiled build in {out} is up to date")
        return 0
    try:
        files = build(out, opt_level=level)
    except CompileError as exc:
        print(f"tradewinds engines not compiled: {exc}", file=sys.stderr)
        return 1
    print(f"tradewinds engines compiled: {len(files) - 2} modules in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
