"""The chat's system lines as catalog messages too, so each reader sees them in their
language ("Ann joined", "Ann è entrato").

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Lines stored before have none: readers show their English text.
    op.add_column("messages", sa.Column("phrase", sa.Text, nullable=True))


def downgrade() -> None:
    op.drop_column("messages", "phrase")
