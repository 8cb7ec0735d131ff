"""Games that survive people: game settings, resigned and stood-in seats, time banks,
rematch links, and the chat (players', spectators' and system lines).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Games stored before: no settings (the defaults apply), no rematch.
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("settings", sa.Text, nullable=True))
        batch.add_column(sa.Column("rematch_of", sa.String(32), nullable=True))
        batch.add_column(sa.Column("rematch_id", sa.String(32), nullable=True))
        batch.add_column(sa.Column("seats_version", sa.Integer, nullable=False, server_default="0"))
    # Seats stored before: every person plays their own seat.
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("stand_in", sa.String(32), nullable=True))
        batch.add_column(
            sa.Column("resigned", sa.Boolean, nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("bank_s", sa.Float, nullable=True))
    op.create_table(
        "messages",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), nullable=False),
        sa.Column("channel", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.String(500), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_index("messages_game", "messages", ["game_id", "id"])


def downgrade() -> None:
    op.drop_index("messages_game", table_name="messages")
    op.drop_table("messages")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("bank_s")
        batch.drop_column("resigned")
        batch.drop_column("stand_in")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("seats_version")
        batch.drop_column("rematch_id")
        batch.drop_column("rematch_of")
        batch.drop_column("settings")
