"""Where the web app keeps its games: SQLite by default, PostgreSQL by URL (SQLAlchemy Core).

Three tables (created by the Alembic migrations in ``migrations/``, applied at start):

* ``games``: what :func:`tradewinds.new_game` needs to rebuild the game (name, players,
  seed, options, names), its status, the number of moves stored, the result once over and
  whether the creator chose the seed (``seed_chosen``).
* ``seats``: per seat, a person (with the SHA-256 of its token, never the token) or a bot.
* ``moves``: the append-only log, primary key ``(game_id, seq)``: a move is stored at most
  once, and of two writers racing for the same ``seq`` exactly one succeeds.

A game's state is never stored: it is the replay of its moves, and each stored move keeps
the state's ``position_hash()`` after it (column ``state_hash``), so a restart can prove
it rebuilt the same state.

The tables are written out twice on purpose: here for the queries, and frozen in the
migration that created them (a migration must keep describing the schema of its day).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

metadata = sa.MetaData()

games_table = sa.Table(
    "games",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("names", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("move_count", sa.Integer, nullable=False),
    sa.Column("result", sa.Text, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    # The creator chose the seed (allowed with one person only): every viewer is told.
    sa.Column("seed_chosen", sa.Boolean, nullable=False, server_default=sa.false()),
)
sa.Index("games_status_created", games_table.c.status, games_table.c.created_at)

seats_table = sa.Table(
    "seats",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("bot", sa.String(32), nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("token_hash", sa.String(64), nullable=True),
    sa.Column("joined", sa.Boolean, nullable=False),
)

moves_table = sa.Table(
    "moves",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("action_id", sa.Integer, nullable=False),
    sa.Column("action_text", sa.String(200), nullable=False),
    sa.Column("state_hash", sa.String(64), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str  # "human" or "bot"
    bot: str | None
    name: str
    token_hash: str | None
    joined: bool


@dataclass(frozen=True)
class GameRow:
    id: str
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    names: list[str]
    status: str  # "active", "finished", or "damaged" (a row that cannot be read back)
    move_count: int
    result: dict[str, Any] | None
    created_at: float
    updated_at: float
    seed_chosen: bool = False


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: int
    action_id: int
    action_text: str
    state_hash: str


class DuplicateMoveError(Exception):
    """Another move is already stored with this ``seq`` (a race lost, or a resend)."""


def _game_row(row: Any) -> GameRow:
    """The row as stored; one whose JSON columns or status cannot be read back is returned
    as ``damaged`` (empty options and names), so that listing the games never fails."""
    status = row.status if row.status in ("active", "finished") else "damaged"
    try:
        options = json.loads(row.options)
        names = json.loads(row.names)
        result = json.loads(row.result) if row.result is not None else None
        if not isinstance(options, dict) or not isinstance(names, list):
            raise ValueError("options must be an object and names a list")
    except ValueError:
        options, names, result, status = {}, [], None, "damaged"
    return GameRow(
        id=row.id,
        game=row.game,
        players=row.players,
        seed=row.seed,
        options=options,
        names=names,
        status=status,
        move_count=row.move_count,
        result=result,
        created_at=row.created_at,
        updated_at=row.updated_at,
        seed_chosen=bool(row.seed_chosen),
    )


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite files get WAL, ``synchronous=FULL`` and a busy wait.

    ``hide_parameters``: a database error (and SQL echo logging) shows the statement but
    not its parameters, which hold seat token hashes and player names."""
    if url.startswith("sqlite"):
        path = sa.engine.make_url(url).database
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(
            url, connect_args={"check_same_thread": False}, hide_parameters=True
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged move survives a power cut, not only a crash.
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.execute("PRAGMA busy_timeout=10000")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True, hide_parameters=True)


class Storage:
    """The games, seats and moves of one database (thread-safe: one connection per call)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)

    def migrate(self) -> None:
        """Bring the schema up to date (Alembic ``upgrade head``)."""
        from .migrate import upgrade

        upgrade(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _begin(self) -> Iterator[Connection]:
        with self.engine.begin() as connection:
            yield connection

    # ----------------------------------------------------------------- games
    def create_game(
        self,
        game_id: str,
        game: str,
        players: int,
        seed: int,
        options: dict[str, Any],
        names: Sequence[str],
        seats: Sequence[SeatRow],
        *,
        seed_chosen: bool = False,
    ) -> None:
        now = time.time()
        with self._begin() as db:
            db.execute(
                games_table.insert().values(
                    id=game_id,
                    game=game,
                    players=players,
                    seed=seed,
                    options=json.dumps(options, sort_keys=True),
                    names=json.dumps(list(names)),
                    status="active",
                    move_count=0,
                    result=None,
                    created_at=now,
                    updated_at=now,
                    seed_chosen=seed_chosen,
                )
            )
            db.execute(
                seats_table.insert(),
                [
                    {
                        "game_id": game_id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "bot": s.bot,
                        "name": s.name,
                        "token_hash": s.token_hash,
                        "joined": s.joined,
                    }
                    for s in seats
                ],
            )

    def game(self, game_id: str) -> GameRow | None:
        with self.engine.connect() as db:
            row = db.execute(games_table.select().where(games_table.c.id == game_id)).first()
        return _game_row(row) if row is not None else None

    def games(self, status: str | None = None, limit: int = 100) -> list[GameRow]:
        """The newest games: all, ``finished`` ones, ``open`` ones (running, a person seat
        never joined) or ``active`` ones (running, every person joined)."""
        query = games_table.select().order_by(games_table.c.created_at.desc()).limit(limit)
        waiting = sa.exists().where(
            seats_table.c.game_id == games_table.c.id,
            seats_table.c.kind == "human",
            seats_table.c.joined.is_(False),
        )
        if status == "finished":
            query = query.where(games_table.c.status == "finished")
        elif status == "open":
            query = query.where(games_table.c.status == "active", waiting)
        elif status == "active":
            query = query.where(games_table.c.status == "active", ~waiting)
        with self.engine.connect() as db:
            return [_game_row(row) for row in db.execute(query)]

    def seats(self, game_id: str) -> list[SeatRow]:
        query = (
            seats_table.select()
            .where(seats_table.c.game_id == game_id)
            .order_by(seats_table.c.seat)
        )
        with self.engine.connect() as db:
            return [
                SeatRow(r.seat, r.kind, r.bot, r.name, r.token_hash, bool(r.joined))
                for r in db.execute(query)
            ]

    def mark_joined(self, game_id: str, seat: int) -> None:
        with self._begin() as db:
            db.execute(
                seats_table.update()
                .where(seats_table.c.game_id == game_id, seats_table.c.seat == seat)
                .values(joined=True)
            )

    def move_counts(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The number of moves stored of each game (one query)."""
        query = sa.select(games_table.c.id, games_table.c.move_count).where(
            games_table.c.id.in_(list(game_ids))
        )
        with self.engine.connect() as db:
            return {row.id: row.move_count for row in db.execute(query)}

    # ----------------------------------------------------------------- moves
    def append_move(
        self, game_id: str, move: MoveRow, *, result: dict[str, Any] | None = None
    ) -> None:
        """Store ``move`` as number ``move.seq`` of the game, in one transaction with the
        game's move count (and status and result once the game is over).

        Raises :class:`DuplicateMoveError` if a move with that number is stored already."""
        now = time.time()
        values: dict[str, Any] = {"move_count": move.seq + 1, "updated_at": now}
        if result is not None:
            values["status"] = "finished"
            values["result"] = json.dumps(result, sort_keys=True)
        try:
            with self._begin() as db:
                db.execute(
                    moves_table.insert().values(
                        game_id=game_id,
                        seq=move.seq,
                        seat=move.seat,
                        action_id=move.action_id,
                        action_text=move.action_text,
                        state_hash=move.state_hash,
                        created_at=now,
                    )
                )
                updated = db.execute(
                    games_table.update()
                    .where(games_table.c.id == game_id, games_table.c.move_count == move.seq)
                    .values(**values)
                )
                if updated.rowcount != 1:
                    raise DuplicateMoveError(f"move {move.seq} of game {game_id} is stored")
        except IntegrityError:
            raise DuplicateMoveError(f"move {move.seq} of game {game_id} is stored") from None

    def moves(self, game_id: str, start: int = 0) -> list[MoveRow]:
        """The game's moves numbered ``start`` on, in order."""
        query = (
            moves_table.select()
            .where(moves_table.c.game_id == game_id, moves_table.c.seq >= start)
            .order_by(moves_table.c.seq)
        )
        with self.engine.connect() as db:
            return [
                MoveRow(r.seq, r.seat, r.action_id, r.action_text, r.state_hash)
                for r in db.execute(query)
            ]

    def move(self, game_id: str, seq: int) -> MoveRow | None:
        query = moves_table.select().where(
            moves_table.c.game_id == game_id, moves_table.c.seq == seq
        )
        with self.engine.connect() as db:
            r = db.execute(query).first()
        return MoveRow(r.seq, r.seat, r.action_id, r.action_text, r.state_hash) if r else None
