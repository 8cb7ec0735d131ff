"""``tradewinds serve``: a database it cannot open is a user error, said in one line."""

from __future__ import annotations

import pytest

from tests.cli import assert_clean_exit, run


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("nonsense", "Could not parse"),
        ("mysql://ann:secret@db/games", "MySQLdb"),
        ("sqlite:////proc/no-such-folder/games.sqlite3", "No such file"),
        ("postgresql+psycopg://ann@/games?host=/no-such-socket-dir", "connection"),
    ],
)
def test_a_database_that_cannot_be_opened_is_a_clear_error(url: str, words: str) -> None:
    result = run("serve", "--port", "1", "--database", url)
    assert_clean_exit(result, 2)
    assert "error: cannot open the database" in result.output and words in result.output
    assert "secret" not in result.output  # a password is never printed


@pytest.mark.parametrize(
    ("option", "value", "words"),
    [
        ("--request-rate", "lots", "not a rate"),
        ("--create-rate", "5 per fortnight", "not a rate"),
        ("--max-connections", "0", "--max-connections must be at least 1"),
        ("--queue-kib", "0", "--queue-kib must be at least 1"),
        ("--max-bot-games", "-1", "--max-bot-games must be at least 0"),
        ("--allowed-host", "http://games.example/", "not a host name"),
        ("--expire-open-hours", "-1", "--expire-open-hours must be at least 0"),
    ],
)
def test_a_bad_limit_is_a_clear_error(option: str, value: str, words: str) -> None:
    result = run("serve", "--port", "1", option, value)
    assert_clean_exit(result, 2)
    assert "error:" in result.output and words in result.output


@pytest.mark.parametrize("port", ["99999", "65536", "0", "-1"])
def test_a_port_outside_1_to_65535_is_refused(port: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    started: list[object] = []
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: started.append(kwargs))
    result = run("serve", "--port", port)
    assert_clean_exit(result, 2)
    assert f"error: --port must be a TCP port from 1 to 65535, got {port}" in result.output
    assert "http://" not in result.output  # no banner announcing a port it would not use
    assert started == []
