"""Whether the creator chose the game's seed (shown on the game's page).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Games stored before this column existed had server-drawn seeds only if nobody chose
    # one; that is unknown now, and "false" is what their pages showed until today.
    op.add_column(
        "games",
        sa.Column("seed_chosen", sa.Boolean, nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    op.drop_column("games", "seed_chosen")
