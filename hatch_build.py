"""Hatchling build hook: bundle the web front end (web/) into the package.

Building a wheel or an editable install runs ``npm ci`` (``npm install`` without a lock
file) and ``npm run build`` in ``web/`` when the built assets of
``src/tradewinds/server/static/`` (``index.html``, ``app.js``, ``app.css``) are missing or
older than a source of the front end. Set ``TRADEWINDS_SKIP_WEB_BUILD=1`` to skip it (the
web app then lacks its assets unless they were built before). The assets are git-ignored
and shipped as hatch ``artifacts`` (see pyproject.toml).

It also compiles the optional C observers (``tradewinds.rl.native``) beside their sources
when a C compiler is present (a wheel holding them is tagged for this Python and
platform); without a compiler, or with ``TRADEWINDS_SKIP_NATIVE_BUILD=1``, the Python
observers serve alone.

And it compiles the engines with mypyc (``tradewinds/compiling.py``, run as a script in a
subprocess: a crash of the compiler cannot take the install down) into
``src/tradewinds/_compiled/`` when a C compiler and mypyc are present; without them, with
``TRADEWINDS_SKIP_COMPILE=1``, or when compiling fails (a warning says why), the same
engines run as pure Python.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ASSETS = ("index.html", "app.js", "app.css")
SKIP_VARIABLE = "TRADEWINDS_SKIP_WEB_BUILD"
NATIVE_SKIP_VARIABLE = "TRADEWINDS_SKIP_NATIVE_BUILD"
COMPILE_SKIP_VARIABLE = "TRADEWINDS_SKIP_COMPILE"


class WebBuildError(RuntimeError):
    """The front end could not be built."""


def _newest_source(root: Path) -> float:
    """The latest modification time among the inputs of the bundle."""
    web = root / "web"
    paths = [p for p in (web / "src").rglob("*") if p.is_file()]
    paths += [web / name for name in ("package.json", "package-lock.json", "build.mjs")]
    # The tooltips' rules text is bundled from the engines' CSV files.
    paths += list((root / "src" / "tradewinds" / "games").glob("*/*.csv"))
    # The words of the interface come from the message catalogs (Fluent files).
    paths += list((root / "src" / "tradewinds" / "i18n" / "locales").glob("*/*.ftl"))
    return max((p.stat().st_mtime for p in paths if p.is_file()), default=0.0)


def _oldest_asset(static: Path) -> float | None:
    """The earliest modification time of the built assets, None if one is missing."""
    times = []
    for name in ASSETS:
        path = static / name
        if not path.is_file():
            return None
        times.append(path.stat().st_mtime)
    return min(times)


def _run(command: list[str], cwd: Path) -> None:
    print(f"tradewinds web build: {' '.join(command)} (in {cwd})", flush=True)
    try:
        subprocess.run(command, cwd=cwd, check=True)
    except subprocess.CalledProcessError as exc:
        raise WebBuildError(
            f"`{' '.join(command)}` failed in {cwd} (exit status {exc.returncode}); "
            f"fix the error above, or set {SKIP_VARIABLE}=1 to install without the web assets."
        ) from exc


def _load_native_builder(root: Path) -> Any:
    """tradewinds/rl/native.py, loaded by path: tradewinds is not installed yet."""
    path = root / "src" / "tradewinds" / "rl" / "native.py"
    spec = importlib.util.spec_from_file_location("_tradewinds_native_build", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _has_c_compiler() -> bool:
    words = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "")
    return bool(words) and shutil.which(words[0]) is not None


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        # The wheel target serves both wheels (version "standard") and editable installs.
        if self.target_name != "wheel":
            return
        self._build_native(version, build_data)
        self._build_engines(version, build_data)
        self._build_web()

    def _build_native(self, version: str, build_data: dict[str, Any]) -> None:
        """The optional C observers (tradewinds.rl.native): built beside their sources
        when a C compiler is present; without one, the Python observers serve alone."""
        if os.environ.get(NATIVE_SKIP_VARIABLE) == "1":
            self.app.display_info(f"tradewinds native observers skipped ({NATIVE_SKIP_VARIABLE}=1)")
            return
        root = Path(self.root)
        try:
            builder = _load_native_builder(root)
            built = builder.build()
        except Exception as exc:  # any failure: the Python observers serve alone
            self.app.display_warning(
                f"tradewinds native observers not built ({exc}); the Python observers are used"
            )
            return
        if built and version == "standard":
            # A wheel with compiled modules is specific to this Python and platform.
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            artifacts = build_data.setdefault("artifacts", [])
            artifacts += [str(path.relative_to(root)) for path in built]

    def _build_engines(self, version: str, build_data: dict[str, Any]) -> None:
        """The engines compiled by mypyc (tradewinds.compiling), or pure Python."""
        if os.environ.get(COMPILE_SKIP_VARIABLE) == "1":
            self.app.display_info(f"tradewinds engines not compiled ({COMPILE_SKIP_VARIABLE}=1)")
            return
        if not _has_c_compiler():
            self.app.display_info("tradewinds engines not compiled: no C compiler (pure Python)")
            return
        root = Path(self.root)
        script = root / "src" / "tradewinds" / "compiling.py"
        out = root / "src" / "tradewinds" / "_compiled"
        self.app.display_info("tradewinds engines: compiling with mypyc (a few minutes)")
        done = subprocess.run(
            [sys.executable, str(script), "--if-stale", "--out", str(out)],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            # Never a broken install: the same engines run as pure Python.
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
            self.app.display_warning(
                f"tradewinds engines not compiled (exit status {done.returncode}); they run "
                f"as pure Python. The compiler said:\n{tail}"
            )
            return
        self.app.display_info(done.stdout.strip().splitlines()[-1])
        if version == "standard":
            # A wheel with compiled modules is specific to this Python and platform.
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            build_data.setdefault("artifacts", []).append(str(out.relative_to(root)) + "/")

    def _build_web(self) -> None:
        if os.environ.get(SKIP_VARIABLE) == "1":
            self.app.display_info(f"tradewinds web build skipped ({SKIP_VARIABLE}=1)")
            return
        root = Path(self.root)
        web = root / "web"
        static = root / "src" / "tradewinds" / "server" / "static"
        oldest = _oldest_asset(static)
        if not (web / "package.json").is_file():
            if oldest is None:
                raise WebBuildError(
                    f"the web assets are missing from {static} and there is no web/ to build "
                    f"them from; set {SKIP_VARIABLE}=1 to install without them."
                )
            return  # e.g. a wheel built from an sdist that ships the assets only
        if oldest is not None and oldest >= _newest_source(root):
            return  # up to date
        npm = shutil.which("npm")
        if npm is None:
            if oldest is not None:
                self.app.display_warning(
                    "tradewinds web build: npm not found; keeping the existing, older web assets"
                )
                return
            raise WebBuildError(
                "building tradewinds needs npm (Node.js 20 or newer) to bundle the web front end "
                f"in {web}: install Node.js (https://nodejs.org), or set {SKIP_VARIABLE}=1 to "
                "install without the web app's assets."
            )
        self.app.display_info("tradewinds web build: bundling the front end in web/")
        lock = web / "package-lock.json"
        installed = web / "node_modules" / ".package-lock.json"
        stale_modules = not installed.is_file() or (
            lock.is_file() and lock.stat().st_mtime > installed.stat().st_mtime
        )
        if stale_modules:
            install = "ci" if lock.is_file() else "install"
            _run([npm, install, "--no-audit", "--no-fund"], web)
        _run([npm, "run", "build"], web)
        if _oldest_asset(static) is None:
            raise WebBuildError(f"`npm run build` did not write {', '.join(ASSETS)} to {static}")
