"""Alembic environment: migrations run on the engine the server hands over."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Engine

from tradewinds.server.storage import metadata

engine: Engine = context.config.attributes["engine"]
with engine.begin() as connection:
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        context.run_migrations()
