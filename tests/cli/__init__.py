"""Tests of the ``tradewinds`` command line (shared helpers below)."""

from __future__ import annotations

from typer.testing import CliRunner, Result

from tradewinds.cli.app import app


def run(
    *args: str, input: str | None = None, columns: int = 100, lang: str | None = None
) -> Result:
    """Invoke ``tradewinds ARGS`` in-process with ``input`` on standard input.

    The terminal's language is ``LANG=lang`` alone (``LC_ALL`` and ``LC_MESSAGES`` unset, so
    the machine running the tests cannot change it); ``None``: no language, English.
    """
    env: dict[str, str | None] = {"COLUMNS": str(columns), "LC_ALL": None, "LC_MESSAGES": None}
    env["LANG"] = lang
    runner = CliRunner(env=env)
    return runner.invoke(app, list(args), input=input)


def assert_clean_exit(result: Result, code: int) -> None:
    """Exit code ``code`` and no traceback (a user error is never a crash)."""
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
