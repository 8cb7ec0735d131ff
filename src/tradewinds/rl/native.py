"""Build the optional C observers (``observers/_*_native.c``) next to their sources.

The observers work without them (pure Python, the reference); built, they make an
observation about four times cheaper (``docs/performance.md``, issue 17). The wheel and
editable builds run this from ``hatch_build.py`` when a C compiler is present, and go on
without it otherwise; ``python -m tradewinds.rl.native`` builds them in place by hand
(after editing a ``.c`` file, for instance). Only the standard library is used: the build
hook runs before tradewinds and its dependencies are installed.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

__all__ = ["NativeBuildError", "build", "sources"]

OBSERVERS = Path(__file__).resolve().parent / "observers"


class NativeBuildError(RuntimeError):
    """No C compiler, or the compiler failed."""


def sources(directory: Path = OBSERVERS) -> list[Path]:
    """The C sources of the native observers."""
    return sorted(directory.glob("_*_native.c"))


def _command(variable: str) -> list[str]:
    """The compiler (``CC``) or linker (``LDSHARED``) command: the environment's, as
    setuptools reads it, else the one Python was built with."""
    words = shlex.split(os.environ.get(variable) or sysconfig.get_config_var(variable) or "")
    if not words:
        raise NativeBuildError(f"Python's build configuration has no {variable}")
    return words


def build(out_dir: Path | None = None, *, force: bool = False) -> list[Path]:
    """Compile every source into an extension module in ``out_dir`` (default: beside the
    source) and return the modules' paths; one already newer than its source is kept
    unless ``force``. Raises :class:`NativeBuildError` naming the failing command."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    include = sysconfig.get_paths()["include"]
    built = []
    for source in sources():
        target = (out_dir or source.parent) / f"{source.stem}{suffix}"
        inputs = [source, *source.parent.glob("*.h")]  # the shared header too
        newest = max(path.stat().st_mtime for path in inputs)
        if not force and target.is_file() and target.stat().st_mtime >= newest:
            built.append(target)
            continue
        with tempfile.TemporaryDirectory() as tmp:
            obj = Path(tmp) / f"{source.stem}.o"
            # NDEBUG: without it, Python's headers check every list access (a third of
            # the time of an observation).
            flags = ["-O2", "-DNDEBUG", "-fPIC", f"-I{include}"]
            compile_ = [*_command("CC"), *flags, "-c", str(source)]
            _run([*compile_, "-o", str(obj)])
            _run([*_command("LDSHARED"), str(obj), "-o", str(target)])
        built.append(target)
    return built


def _run(command: list[str]) -> None:
    try:
        subprocess.run(command, check=True, capture_output=True, text=True)
    except FileNotFoundError as exc:
        raise NativeBuildError(f"no C compiler: {exc}") from None
    except subprocess.CalledProcessError as exc:
        raise NativeBuildError(f"`{shlex.join(command)}` failed:\n{exc.stderr}") from None


if __name__ == "__main__":
    try:
        for path in build(force="--force" in sys.argv):
            print(path)
    except NativeBuildError as exc:
        sys.exit(f"tradewinds native observers not built: {exc}")
