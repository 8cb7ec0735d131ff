"""Player identities (browsers' cookies, optional accounts) and seats bound to them.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("username", sa.String(64), nullable=True, unique=True),
        sa.Column("password_hash", sa.String(255), nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    # One row per browser: the SHA-256 of its cookie's secret (never the secret) and the
    # player it is (several browsers are one player once logged in to one account).
    op.create_table(
        "sessions",
        sa.Column("secret_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_index("sessions_player", "sessions", ["player_id"])
    # Seats of games stored before identities existed belong to nobody: their invite
    # links (seat tokens) keep working as before.
    op.add_column("seats", sa.Column("player_id", sa.String(32), nullable=True))
    op.add_column("seats", sa.Column("invite", sa.String(64), nullable=True))
    op.create_index("seats_player", "seats", ["player_id"])
    op.add_column("games", sa.Column("creator_id", sa.String(32), nullable=True))


def downgrade() -> None:
    op.drop_column("games", "creator_id")
    op.drop_index("seats_player", "seats")
    op.drop_column("seats", "invite")
    op.drop_column("seats", "player_id")
    op.drop_index("sessions_player", "sessions")
    op.drop_table("sessions")
    op.drop_table("players")
