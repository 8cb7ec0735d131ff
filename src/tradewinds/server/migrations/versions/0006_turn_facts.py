"""What the lobby's lists and the timer loop need of a game's state, kept in its row:
the engine's move number, the seat to act and when the bank of the person to act runs
out (so that listing games loads none, and a timed game nobody has open is still found
once its clock runs out).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Games stored before keep NULL here: the server fills the columns the first time it
    # loads such a game (its replay gives them). Replaying here instead would freeze
    # today's engines into this file and hold every server's start (under the migration
    # lock) for as long as replaying every stored game takes.
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("move_number", sa.Integer, nullable=True))
        batch.add_column(sa.Column("current_player", sa.Integer, nullable=True))
        batch.add_column(sa.Column("runs_out_at", sa.Float, nullable=True))
    op.create_index("games_runs_out", "games", ["runs_out_at"])


def downgrade() -> None:
    op.drop_index("games_runs_out", table_name="games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("runs_out_at")
        batch.drop_column("current_player")
        batch.drop_column("move_number")
