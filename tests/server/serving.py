"""Starting a real ``tradewinds serve`` process in tests: a free port and the command."""

from __future__ import annotations

import socket
import sys


def free_port() -> int:
    """A TCP port on 127.0.0.1 free at the time of asking."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve_command(port: int, database: str) -> list[str]:
    """The command line of ``tradewinds serve`` on ``port`` over ``database`` (a URL)."""
    command = [sys.executable, "-m", "tradewinds.cli", "serve"]
    return [*command, "--port", str(port), "--database", database]
