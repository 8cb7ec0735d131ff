"""The web app (``tradewinds serve``): FastAPI, WebSockets, SQLite or PostgreSQL.

Needs the ``web`` extra: ``pip install 'tradewinds[web]'``.
"""

from __future__ import annotations

import os
from pathlib import Path


def default_database_url() -> str:
    """``$TRADEWINDS_DATABASE``, else an SQLite file in the user's data directory."""
    url = os.environ.get("TRADEWINDS_DATABASE")
    if url:
        return url
    from platformdirs import user_data_dir

    return f"sqlite:///{Path(user_data_dir('tradewinds')) / 'tradewinds.sqlite3'}"
