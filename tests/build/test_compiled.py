"""The compiled engines (mypyc) and the same code as pure Python play the same games, and
a compiled build never serves an edited source (issue 18, "Compiled").

Without a compiled build (no C compiler, ``TRADEWINDS_SKIP_COMPILE=1``, or a stale one)
both runs are pure Python: the test says so with a warning, and fails in CI (``CI=1``)
when a C compiler is present, since the build hook should then have compiled them.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import warnings
from pathlib import Path
from typing import Any

import pytest

import tradewinds
from tradewinds import compiling

GAMES = ("puerto_rico", "san_juan", "manila")
PACKAGE = Path(tradewinds.__file__).resolve().parent
SRC = PACKAGE.parent
DRIVER = Path(__file__).with_name("play_games.py")


def _run(code_or_script: list[str], *, pure: bool, src: Path = SRC) -> str:
    env = {k: v for k, v in os.environ.items() if k != compiling.PURE_VARIABLE}
    env["PYTHONPATH"] = str(src)
    if pure:
        env[compiling.PURE_VARIABLE] = "1"
    done = subprocess.run(
        [sys.executable, *code_or_script], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def _play(*, pure: bool) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(_run([str(DRIVER), "1"], pure=pure))
    return result


def _has_c_compiler() -> bool:
    words = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "")
    return bool(words) and shutil.which(words[0]) is not None


def test_compiled_and_pure_engines_play_byte_identical_games() -> None:
    compiled = _play(pure=False)
    pure = _play(pure=True)
    # The pure run really is pure: every engine module from its .py file.
    assert pure["compiled"] is False
    assert all(path.endswith(".py") for path in pure["files"].values()), pure["files"]
    if compiled["compiled"]:
        # Every engine module the games imported came from the build (the driver does not
        # import them all: the invariants, for one, are the tests' own check).
        assert set(compiled["files"]) <= set(compiling.modules())
        assert {f"tradewinds.games.{g}.state" for g in GAMES} <= set(compiled["files"])
        assert not any(path.endswith(".py") for path in compiled["files"].values())
    else:
        message = f"compiled=False: both runs were pure Python ({compiled['status']})"
        if os.environ.get("CI") == "1" and _has_c_compiler():
            pytest.fail(f"{message}, although a C compiler is present: the build hook failed")
        warnings.warn(message, stacklevel=1)
    assert compiled["games"].keys() == pure["games"].keys()
    differing = [k for k in pure["games"] if compiled["games"][k] != pure["games"][k]]
    assert not differing, f"compiled and pure games differ: {differing}"


def _fake_build(build_dir: Path, package: Path) -> None:
    """A manifest of the current sources, as a build would write it (no modules)."""
    build_dir.mkdir()
    manifest = {
        "format": compiling.FORMAT,
        "suffix": sysconfig.get_config_var("EXT_SUFFIX"),
        "modules": compiling.modules(),
        "opt_level": "0",
        "sources": compiling.source_hashes(package),
    }
    (build_dir / compiling.MANIFEST).write_text(json.dumps(manifest))


def test_an_edited_engine_source_makes_the_build_stale(tmp_path: Path) -> None:
    package = tmp_path / "tradewinds"
    shutil.copytree(PACKAGE / "core", package / "core")
    shutil.copytree(PACKAGE / "games", package / "games")
    build_dir = tmp_path / "_compiled"
    assert compiling.stale_sources(build_dir, package) is None  # no build yet
    _fake_build(build_dir, package)
    assert compiling.stale_sources(build_dir, package) == []
    game = package / "core" / "game.py"
    game.write_text(game.read_text() + "\n# an edit\n")
    (package / "games" / "new_rule.py").write_text("")
    assert compiling.stale_sources(build_dir, package) == ["core/game.py", "games/new_rule.py"]
    # And the switch serves nothing from a stale build: pure Python.
    files, reason = compiling.check_build(build_dir, package)
    assert files is None
    assert "stale compiled build: core/game.py, games/new_rule.py changed" in reason


def test_a_build_of_another_module_list_is_stale(tmp_path: Path) -> None:
    """A build made before a module joined (or left) :data:`COMPILED` serves nothing."""
    package = tmp_path / "tradewinds"
    shutil.copytree(PACKAGE / "core", package / "core")
    shutil.copytree(PACKAGE / "games", package / "games")
    build_dir = tmp_path / "_compiled"
    _fake_build(build_dir, package)
    manifest = json.loads((build_dir / compiling.MANIFEST).read_text())
    manifest["modules"] = manifest["modules"][:-1]
    (build_dir / compiling.MANIFEST).write_text(json.dumps(manifest))
    files, reason = compiling.check_build(build_dir, package)
    assert files is None
    assert "the list of compiled modules" in reason


def test_a_stale_build_is_not_imported_the_edited_source_is(tmp_path: Path) -> None:
    """The whole package copied with its build: compiled as it is, pure once edited."""
    if not (compiling.BUILD_DIR / compiling.MANIFEST).is_file():
        message = "compiled=False: no compiled build, so only the manifest check ran"
        if os.environ.get("CI") == "1" and _has_c_compiler():
            pytest.fail(f"{message}, although a C compiler is present: the build hook failed")
        warnings.warn(message, stacklevel=1)
        return
    copy = tmp_path / "tradewinds"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("static", "__pycache__"))
    probe = [
        "-c",
        "import tradewinds, tradewinds.core.machine as m; "
        "print(tradewinds.compiled(), m.__file__, tradewinds.compiling.status())",
    ]
    before = _run(probe, pure=False, src=tmp_path).split(" ", 2)
    assert before[:1] == ["True"], before
    machine = copy / "core" / "machine.py"
    machine.write_text(machine.read_text() + "\nEDITED = True\n")
    after = _run(probe, pure=False, src=tmp_path).split(" ", 2)
    assert after[0] == "False"
    assert after[1] == str(machine)
    assert "core/machine.py" in after[2]


def test_bench_says_whether_the_engines_ran_compiled() -> None:
    from tests.cli import assert_clean_exit, run

    result = run("bench", "san_juan", "--players", "2", "--games", "1", "--repeat", "1", "--json")
    assert_clean_exit(result, 0)
    data = json.loads(result.stdout)
    assert data["compiled"] is tradewinds.compiled()
    assert data["engines"] == compiling.status()
    table = run("bench", "san_juan", "--players", "2", "--games", "1", "--repeat", "1")
    words = "compiled (mypyc)" if tradewinds.compiled() else "pure Python"
    assert words in table.output


def test_bench_under_tradewinds_pure_says_pure_python() -> None:
    bench = ["-m", "tradewinds.cli", "bench", "san_juan", "--players", "2", "--games", "1"]
    data = json.loads(_run([*bench, "--repeat", "1", "--json"], pure=True))
    assert data["compiled"] is False
    assert data["engines"] == "TRADEWINDS_PURE=1"


@pytest.mark.parametrize("argv", [["--opt-level"], ["--opt-level", "9"], ["--bogus"]])
def test_the_build_command_refuses_nonsense_with_a_usage_message(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bad arguments: exit status 2 and a message naming the argument; nothing built."""
    with pytest.raises(SystemExit) as exit_info:
        compiling.main([*argv, "--out", str(tmp_path / "out")])
    assert exit_info.value.code == 2
    assert "python -m tradewinds.build: error:" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("argv", [["--fields", "--bogus"], ["--fields", "--check", "x"]])
def test_the_fields_command_refuses_nonsense_and_writes_nothing(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``--fields`` with an argument it does not know: exit status 2, no module written
    (an unknown word must not be read as "write them all")."""
    from tradewinds import build

    before = {path: path.read_text(encoding="utf-8") for path in build.field_modules()}
    mtimes = {path: path.stat().st_mtime_ns for path in before}
    with pytest.raises(SystemExit) as exit_info:
        build.run(argv)
    assert exit_info.value.code == 2
    assert "python -m tradewinds.build --fields: error:" in capsys.readouterr().err
    assert {path: path.stat().st_mtime_ns for path in before} == mtimes
