"""Where the web app keeps its games: SQLite by default, PostgreSQL by URL (SQLAlchemy Core).

Four tables (created by the Alembic migrations in ``migrations/``, applied at start):

* ``games``: what :func:`tradewinds.new_game` needs to rebuild the game (name, players,
  seed, options, names), its status, the number of moves stored, the result once over
  (a resignation included), whether the creator chose the seed (``seed_chosen``), its
  settings and its rematch links; and what the lobby and the timers need of its state
  (:class:`TurnFacts`), written by the transaction that stores each move or seat change.
* ``seats``: per seat, a person (with the SHA-256 of its token, never the token, and the
  player identity it is bound to) or a bot; for a person, the bot level standing in for
  them (``stand_in``) and ``resigned``.
* ``players``: the identities of browsers (the SHA-256 of the cookie's secret, a display
  name) and, optionally, an account's username and password hash.
* ``messages``: the chat of each game (players', spectators' and system lines).
* ``moves``: the append-only log, primary key ``(game_id, seq)``: a move is stored at most
  once, and of two writers racing for the same ``seq`` exactly one succeeds.

A game's state is never stored: it is the replay of its moves (the row keeps only the
facts of :class:`TurnFacts`), and each stored move keeps
the state's ``position_hash()`` after it (column ``state_hash``), so a restart can prove
it rebuilt the same state.

The tables are written out twice on purpose: here for the queries, and frozen in the
migration that created them (a migration must keep describing the schema of its day).
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Iterator, Mapping, Sequence
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
    # The player identity that created the game (may copy its invite links again).
    sa.Column("creator_id", sa.String(32), nullable=True),
    # The game's settings as JSON (takeover time, stand-in bot level, timer); NULL: defaults.
    sa.Column("settings", sa.Text, nullable=True),
    # The game this one is a rematch of, and this game's rematch once asked for.
    sa.Column("rematch_of", sa.String(32), nullable=True),
    sa.Column("rematch_id", sa.String(32), nullable=True),
    # Counts the changes of the game's seats (resigned, handed to a bot, taken back), so
    # that every server process holding the game notices them.
    sa.Column("seats_version", sa.Integer, nullable=False, server_default="0"),
    # The state after the log's last entry, for the lists (no load, no replay): the
    # engine's move number (NULL: not known, a game stored before revision 0006 and not
    # loaded since) and the seat to act; and when the bank of the person to act runs out
    # (NULL: no clock runs), for the timer loop to find games nobody holds.
    sa.Column("move_number", sa.Integer, nullable=True),
    sa.Column("current_player", sa.Integer, nullable=True),
    sa.Column("runs_out_at", sa.Float, nullable=True),
)
sa.Index("games_status_created", games_table.c.status, games_table.c.created_at)
sa.Index("games_runs_out", games_table.c.runs_out_at)

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
    # The player identity the seat is bound to (its browser gets back in without a link).
    sa.Column("player_id", sa.String(32), nullable=True),
    # The seat token of a person seat nobody has taken yet, for its creator to copy the
    # invite link again; cleared once the seat is taken (a free seat is open to anyone
    # through the open-games list, so this token reveals nothing more).
    sa.Column("invite", sa.String(64), nullable=True),
    # A bot level that plays this person's seat now (resigned, or handed to a bot).
    sa.Column("stand_in", sa.String(32), nullable=True),
    sa.Column("resigned", sa.Boolean, nullable=False, server_default=sa.false()),
    # A person's time bank in seconds at the start of their turn (games with a timer).
    sa.Column("bank_s", sa.Float, nullable=True),
)
sa.Index("seats_player", seats_table.c.player_id)

players_table = sa.Table(
    "players",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("username", sa.String(64), nullable=True, unique=True),
    sa.Column("password_hash", sa.String(255), nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
)

sessions_table = sa.Table(
    "sessions",
    metadata,
    sa.Column("secret_hash", sa.String(64), primary_key=True),
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
)
sa.Index("sessions_player", sessions_table.c.player_id)

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

# A game's chat: "players" (read by all), "spectators" (read by spectators only) and
# "system" lines (joins, resignations, bots taking over; read by all).
messages_table = sa.Table(
    "messages",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), nullable=False),
    sa.Column("channel", sa.String(16), nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("text", sa.String(500), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    # A system line's catalog message (JSON {"id", "args"}), for the reader's language.
    sa.Column("phrase", sa.Text, nullable=True),
)
sa.Index("messages_game", messages_table.c.game_id, messages_table.c.id)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str  # "human" or "bot"
    bot: str | None
    name: str
    token_hash: str | None
    joined: bool
    player_id: str | None = None
    invite: str | None = None
    stand_in: str | None = None  # the bot level playing this person seat now
    resigned: bool = False
    bank_s: float | None = None  # seconds left in a timed game's bank

    @property
    def played_by_bot(self) -> str | None:
        """The bot level that plays this seat now (``None``: its person)."""
        return self.bot if self.kind == "bot" else self.stand_in


GUEST_NAME = re.compile(r"Guest \d{4}")


def guest_name() -> str:
    """The name a new browser's player gets until it chooses one."""
    return f"Guest {secrets.randbelow(9000) + 1000}"


@dataclass(frozen=True)
class PlayerRow:
    id: str
    name: str
    username: str | None = None
    password_hash: str | None = None

    @property
    def chosen_name(self) -> str | None:
        """The player's name if they chose one (``None``: still a guest's name)."""
        return None if GUEST_NAME.fullmatch(self.name) else self.name


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
    creator_id: str | None = None
    settings: dict[str, Any] | None = None
    rematch_of: str | None = None
    rematch_id: str | None = None
    seats_version: int = 0
    # As stored when the row was read (a game in memory has its state instead).
    move_number: int | None = None
    current_player: int | None = None
    runs_out_at: float | None = None


@dataclass(frozen=True)
class TurnFacts:
    """What the lists and the timer loop need of a game's state after a log entry or a
    seat change, stored in the same transaction: the engine's ``move_number``, the
    seat to act (``current_player``, as the state says it, also once the game is over)
    and when the bank of the person to act runs out (``runs_out_at``, Unix seconds;
    ``None``: no clock runs)."""

    move_number: int
    current_player: int | None
    runs_out_at: float | None


@dataclass(frozen=True)
class ClockStart:
    """The turn clock of a game whose last missing person has just joined: the turn of
    the person to act begins ``at``, and their bank runs out at ``runs_out_at``
    (``None``: no clock runs), as the server computes it for a full table."""

    at: float
    runs_out_at: float | None


@dataclass(frozen=True)
class MessageRow:
    id: int
    channel: str
    seat: int | None
    name: str
    text: str
    created_at: float
    phrase: str | None = None  # JSON, system lines only


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: int
    action_id: int
    action_text: str
    state_hash: str


class DuplicateMoveError(Exception):
    """Another move is already stored with this ``seq`` (a race lost, or a resend)."""


def _notify(db: Connection, game_id: str, what: int | str) -> None:
    """Tell the other server processes on a PostgreSQL database that ``game_id`` changed
    (``NOTIFY``, sent when this transaction commits, never if it rolls back); nothing on
    SQLite, which one process serves alone (``cluster.py``)."""
    if db.dialect.name == "postgresql":
        from .cluster import CHANNEL, payload

        db.execute(sa.select(sa.func.pg_notify(CHANNEL, payload(game_id, what))))


def _turn_values(turn: TurnFacts | None) -> dict[str, Any]:
    """The columns of ``turn`` (all NULL when it is not known)."""
    if turn is None:
        return {"move_number": None, "current_player": None, "runs_out_at": None}
    return {
        "move_number": turn.move_number,
        "current_player": turn.current_player,
        "runs_out_at": turn.runs_out_at,
    }


def _store_seat(
    db: Connection,
    game_id: str,
    seat: int,
    *,
    stand_in: str | None,
    resigned: bool,
    bank_s: float | None,
) -> None:
    """Who plays ``seat`` now, and its bank; the other processes are told (their next
    read of the game's row finds its ``seats_version`` moved)."""
    db.execute(
        seats_table.update()
        .where(seats_table.c.game_id == game_id, seats_table.c.seat == seat)
        .values(stand_in=stand_in, resigned=resigned, bank_s=bank_s)
    )
    _notify(db, game_id, "seats")


def _seat_values(game_id: str, seat: SeatRow) -> dict[str, Any]:
    """The row of the seats table that stores ``seat`` of ``game_id``."""
    return {
        "game_id": game_id,
        "seat": seat.seat,
        "kind": seat.kind,
        "bot": seat.bot,
        "name": seat.name,
        "token_hash": seat.token_hash,
        "joined": seat.joined,
        "player_id": seat.player_id,
        "invite": seat.invite,
        "stand_in": seat.stand_in,
        "resigned": seat.resigned,
        "bank_s": seat.bank_s,
    }


def _start_clocks(db: Connection, game_id: str, start: ClockStart | None) -> None:
    """No clock runs while a person seat is still empty (nobody pays for waiting on a
    friend): once the last person has joined (checked here, in the transaction that
    joined them, so a join through another process counts), the turn begins now."""
    if start is None:
        return
    waiting = db.execute(
        sa.select(sa.func.count())
        .select_from(seats_table)
        .where(
            seats_table.c.game_id == game_id,
            seats_table.c.kind == "human",
            seats_table.c.joined.is_(False),
        )
    ).scalar()
    if waiting == 0:
        db.execute(
            games_table.update()
            .where(games_table.c.id == game_id, games_table.c.status == "active")
            .values(updated_at=start.at, runs_out_at=start.runs_out_at)
        )


def _rename_seat(db: Connection, game_id: str, seat: int, name: str) -> None:
    """Name ``seat`` ``name`` in its row and in the game's names (read locked, so that two
    seats renamed at once both keep their names); other processes see the seats' version
    move and read them again."""
    names = db.execute(
        sa.select(games_table.c.names).where(games_table.c.id == game_id).with_for_update()
    ).scalar()
    listed = json.loads(names or "[]")
    if not isinstance(listed, list) or not 0 <= seat < len(listed):
        return  # a damaged row: left as it is
    listed[seat] = name
    db.execute(
        seats_table.update()
        .where(seats_table.c.game_id == game_id, seats_table.c.seat == seat)
        .values(name=name)
    )
    db.execute(
        games_table.update()
        .where(games_table.c.id == game_id)
        .values(names=json.dumps(listed), seats_version=games_table.c.seats_version + 1)
    )
    _notify(db, game_id, "seats")


def _game_row(row: Any) -> GameRow:
    """The row as stored; one whose JSON columns or status cannot be read back is returned
    as ``damaged`` (empty options and names), so that listing the games never fails."""
    status = row.status if row.status in ("active", "finished") else "damaged"
    try:
        options = json.loads(row.options)
        names = json.loads(row.names)
        result = json.loads(row.result) if row.result is not None else None
        settings = json.loads(row.settings) if row.settings is not None else None
        if not isinstance(options, dict) or not isinstance(names, list):
            raise ValueError("options must be an object and names a list")
        if settings is not None and not isinstance(settings, dict):
            raise ValueError("settings must be an object")
    except ValueError:
        options, names, result, settings, status = {}, [], None, None, "damaged"
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
        creator_id=row.creator_id,
        settings=settings,
        rematch_of=row.rematch_of,
        rematch_id=row.rematch_id,
        seats_version=row.seats_version,
        move_number=row.move_number,
        current_player=row.current_player,
        runs_out_at=row.runs_out_at,
    )


def _seat_row(r: Any) -> SeatRow:
    return SeatRow(
        r.seat,
        r.kind,
        r.bot,
        r.name,
        r.token_hash,
        bool(r.joined),
        player_id=r.player_id,
        invite=r.invite,
        stand_in=r.stand_in,
        resigned=bool(r.resigned),
        bank_s=r.bank_s,
    )


def _player_row(r: Any) -> PlayerRow:
    return PlayerRow(r.id, r.name, r.username, r.password_hash)


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

    @property
    def is_postgres(self) -> bool:
        """Whether several server processes may share this database (``cluster.py``)."""
        return self.engine.dialect.name == "postgresql"

    def migrate(self) -> None:
        """Bring the schema up to date (Alembic ``upgrade head``). On PostgreSQL, under an
        advisory lock: several servers started at once on one database migrate one after
        the other (Alembic takes no lock; the later ones find the schema up to date)."""
        from .migrate import upgrade

        if not self.is_postgres:
            upgrade(self.engine)
            return
        from .cluster import MIGRATION_LOCK

        with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as db:
            db.execute(sa.select(sa.func.pg_advisory_lock(*MIGRATION_LOCK)))
            try:
                upgrade(self.engine)
            finally:
                db.execute(sa.select(sa.func.pg_advisory_unlock(*MIGRATION_LOCK)))

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
        creator_id: str | None = None,
        settings: dict[str, Any] | None = None,
        rematch_of: str | None = None,
        turn: TurnFacts | None = None,
        now: float | None = None,
    ) -> None:
        """Store a new game and its seats; ``turn``: its state's facts (``None``: not
        known, filled when the game is first loaded); ``now``: its creation time."""
        now = time.time() if now is None else now
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
                    creator_id=creator_id,
                    settings=None if settings is None else json.dumps(settings, sort_keys=True),
                    rematch_of=rematch_of,
                    **_turn_values(turn),
                )
            )
            db.execute(seats_table.insert(), [_seat_values(game_id, s) for s in seats])

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

    def seats_of(self, game_ids: Sequence[str]) -> dict[str, list[SeatRow]]:
        """The seats of each game of ``game_ids``, in order (one query)."""
        query = (
            seats_table.select()
            .where(seats_table.c.game_id.in_(list(game_ids)))
            .order_by(seats_table.c.game_id, seats_table.c.seat)
        )
        found: dict[str, list[SeatRow]] = {game_id: [] for game_id in game_ids}
        with self.engine.connect() as db:
            for r in db.execute(query):
                found[r.game_id].append(_seat_row(r))
        return found

    def seats(self, game_id: str) -> list[SeatRow]:
        query = (
            seats_table.select()
            .where(seats_table.c.game_id == game_id)
            .order_by(seats_table.c.seat)
        )
        with self.engine.connect() as db:
            return [_seat_row(r) for r in db.execute(query)]

    def mark_joined(
        self,
        game_id: str,
        seat: int,
        player_id: str | None = None,
        name: str | None = None,
        *,
        start: ClockStart | None = None,
    ) -> None:
        """The seat's person has connected (its invite is no longer needed); with
        ``player_id``, also bind the seat to that identity if it is bound to none, and
        give the seat the identity's ``name``. ``start``: see :func:`_start_clocks`."""
        where = (seats_table.c.game_id == game_id, seats_table.c.seat == seat)
        with self._begin() as db:
            joined = db.execute(
                seats_table.update()
                .where(*where, seats_table.c.joined.is_(False))
                .values(joined=True, invite=None)
            )
            if joined.rowcount == 1:  # the game is no longer open: every process lists it so
                db.execute(
                    games_table.update()
                    .where(games_table.c.id == game_id)
                    .values(seats_version=games_table.c.seats_version + 1)
                )
                _start_clocks(db, game_id, start)
                _notify(db, game_id, "seats")
            if player_id is not None:
                bound = db.execute(
                    seats_table.update()
                    .where(*where, seats_table.c.player_id.is_(None))
                    .values(player_id=player_id)
                )
                if bound.rowcount == 1 and name is not None:
                    _rename_seat(db, game_id, seat, name)

    def take_seat(
        self,
        game_id: str,
        seat: int,
        player_id: str,
        token_hash: str,
        name: str,
        *,
        start: ClockStart | None = None,
    ) -> bool:
        """Bind a free person seat (never joined, bound to nobody) to ``player_id`` with a
        new token, under the identity's ``name``; whether it was free (``start``: see
        :func:`_start_clocks`). One conditional
        update: of two people taking the same seat at once, through one server process or
        two, exactly one gets it."""
        with self._begin() as db:
            taken = db.execute(
                seats_table.update()
                .where(
                    seats_table.c.game_id == game_id,
                    seats_table.c.seat == seat,
                    seats_table.c.kind == "human",
                    seats_table.c.joined.is_(False),
                    seats_table.c.player_id.is_(None),
                )
                .values(player_id=player_id, token_hash=token_hash, joined=True, invite=None)
            )
            if taken.rowcount != 1:
                return False
            _rename_seat(db, game_id, seat, name)
            _start_clocks(db, game_id, start)
            return True

    def player_games(self, player_id: str, limit: int = 200) -> list[tuple[GameRow, int]]:
        """The games with a seat bound to ``player_id`` and that seat, newest first."""
        query = (
            sa.select(games_table, seats_table.c.seat.label("my_seat"))
            .join(seats_table, seats_table.c.game_id == games_table.c.id)
            .where(seats_table.c.player_id == player_id)
            .order_by(games_table.c.updated_at.desc())
            .limit(limit)
        )
        with self.engine.connect() as db:
            return [(_game_row(row), row.my_seat) for row in db.execute(query)]

    def expire_open(self, before: float) -> list[str]:
        """Delete the games created before ``before`` that nobody started: no move stored
        and a person seat never joined; their ids."""
        waiting = sa.exists().where(
            seats_table.c.game_id == games_table.c.id,
            seats_table.c.kind == "human",
            seats_table.c.joined.is_(False),
        )
        query = sa.select(games_table.c.id).where(
            games_table.c.status == "active",
            games_table.c.move_count == 0,
            games_table.c.created_at < before,
            waiting,
        )
        with self._begin() as db:
            ids = [row.id for row in db.execute(query)]
            if ids:
                db.execute(moves_table.delete().where(moves_table.c.game_id.in_(ids)))
                db.execute(seats_table.delete().where(seats_table.c.game_id.in_(ids)))
                db.execute(
                    games_table.delete().where(
                        games_table.c.id.in_(ids), games_table.c.move_count == 0
                    )
                )
        return ids

    def set_seat(
        self,
        game_id: str,
        seat: int,
        *,
        stand_in: str | None,
        resigned: bool,
        now: float,
        bank_s: float | None = None,
        runs_out_at: float | None = None,
    ) -> int:
        """Who plays a person's seat: its person (``stand_in`` ``None``) or a bot level.
        The game's ``updated_at`` moves too: other server processes reload its seats, and
        the wait before the seat may be handed to a bot starts again (``runs_out_at``:
        when the bank of the person to act runs out now). Returns the game's new
        ``seats_version``."""
        with self._begin() as db:
            db.execute(
                games_table.update()
                .where(games_table.c.id == game_id)
                .values(
                    updated_at=now,
                    seats_version=games_table.c.seats_version + 1,
                    runs_out_at=runs_out_at,
                )
            )
            _store_seat(db, game_id, seat, stand_in=stand_in, resigned=resigned, bank_s=bank_s)
            version = db.execute(
                sa.select(games_table.c.seats_version).where(games_table.c.id == game_id)
            ).scalar()
        return int(version or 0)

    def time_out(
        self,
        game_id: str,
        seat: int,
        *,
        stand_in: str,
        now: float,
        seats_version: int,
        move_count: int,
    ) -> bool:
        """Hand ``seat``, whose bank ran out, to ``stand_in`` (its bank empty), if the game
        is still running at ``move_count`` moves and ``seats_version``: of several
        processes that find the same bank run out, exactly one does (the others, and one
        that a move or a seat change overtook, get ``False`` and read the game again).
        The seat to act is a bot's then: no clock runs."""
        with self._begin() as db:
            updated = db.execute(
                games_table.update()
                .where(
                    games_table.c.id == game_id,
                    games_table.c.status == "active",
                    games_table.c.move_count == move_count,
                    games_table.c.seats_version == seats_version,
                )
                .values(updated_at=now, seats_version=seats_version + 1, runs_out_at=None)
            )
            if updated.rowcount != 1:
                return False
            _store_seat(db, game_id, seat, stand_in=stand_in, resigned=False, bank_s=0.0)
        return True

    def due_clocks(self, now: float, limit: int = 100) -> list[str]:
        """The running games whose person to act ran out of time by ``now`` (one query
        on the index of ``runs_out_at``), the longest due first."""
        query = (
            sa.select(games_table.c.id)
            .where(games_table.c.runs_out_at <= now, games_table.c.status == "active")
            .order_by(games_table.c.runs_out_at)
            .limit(limit)
        )
        with self.engine.connect() as db:
            return [row.id for row in db.execute(query)]

    def unknown_turns(self, limit: int = 10_000) -> list[str]:
        """The running games whose row lacks its :class:`TurnFacts` (stored before
        revision 0006 and not loaded since)."""
        query = (
            sa.select(games_table.c.id)
            .where(games_table.c.status == "active", games_table.c.move_number.is_(None))
            .limit(limit)
        )
        with self.engine.connect() as db:
            return [row.id for row in db.execute(query)]

    def fill_turn(
        self,
        game_id: str,
        turn: TurnFacts,
        *,
        move_count: int,
        seats_version: int,
        result: dict[str, Any] | None = None,
    ) -> None:
        """Store ``turn`` (and a finished game's ``result`` with what it lacked) for a game
        loaded at ``move_count`` moves and ``seats_version``, unless it changed since
        (the change stored its own facts)."""
        values: dict[str, Any] = _turn_values(turn)
        if result is not None:
            values["result"] = json.dumps(result, sort_keys=True)
        with self._begin() as db:
            db.execute(
                games_table.update()
                .where(
                    games_table.c.id == game_id,
                    games_table.c.move_count == move_count,
                    games_table.c.seats_version == seats_version,
                )
                .values(**values)
            )

    def finish(self, game_id: str, move_count: int, result: dict[str, Any]) -> bool:
        """End a running game that is at ``move_count`` moves (a resignation) with
        ``result``; whether it did (``False``: a move came first, or it is over)."""
        with self._begin() as db:
            updated = db.execute(
                games_table.update()
                .where(
                    games_table.c.id == game_id,
                    games_table.c.move_count == move_count,
                    games_table.c.status == "active",
                )
                .values(
                    status="finished",
                    result=json.dumps(result, sort_keys=True),
                    updated_at=time.time(),
                    runs_out_at=None,
                )
            )
            if updated.rowcount == 1:
                _notify(db, game_id, "seats")
        return updated.rowcount == 1

    def set_rematch(self, game_id: str, rematch_id: str) -> str | None:
        """Link ``game_id`` to its rematch, unless it has one already; the rematch it is
        linked to (another process may have linked its own first)."""
        with self._begin() as db:
            db.execute(
                games_table.update()
                .where(games_table.c.id == game_id, games_table.c.rematch_id.is_(None))
                .values(rematch_id=rematch_id)
            )
            return db.execute(
                sa.select(games_table.c.rematch_id).where(games_table.c.id == game_id)
            ).scalar()

    def add_message(
        self,
        game_id: str,
        channel: str,
        seat: int | None,
        name: str,
        text: str,
        phrase: str | None = None,
    ) -> MessageRow:
        now = time.time()
        with self._begin() as db:
            inserted = db.execute(
                messages_table.insert().values(
                    game_id=game_id,
                    channel=channel,
                    seat=seat,
                    name=name,
                    text=text,
                    created_at=now,
                    phrase=phrase,
                )
            )
            key = inserted.inserted_primary_key
            assert key is not None
        return MessageRow(int(key[0]), channel, seat, name, text, now, phrase)

    def messages(self, game_id: str, channels: Sequence[str], limit: int = 200) -> list[MessageRow]:
        """The newest ``limit`` messages of the game in ``channels``, oldest first."""
        query = (
            messages_table.select()
            .where(messages_table.c.game_id == game_id, messages_table.c.channel.in_(channels))
            .order_by(messages_table.c.id.desc())
            .limit(limit)
        )
        with self.engine.connect() as db:
            rows = [
                MessageRow(r.id, r.channel, r.seat, r.name, r.text, r.created_at, r.phrase)
                for r in db.execute(query)
            ]
        rows.reverse()
        return rows

    def messages_after(
        self, floors: Mapping[str, int], limit: int = 200
    ) -> list[tuple[str, MessageRow]]:
        """Of each game in ``floors``, its messages with an id above the game's floor
        (game id and message, oldest first; at most ``limit`` a game)."""
        if not floors:
            return []
        query = (
            messages_table.select()
            .where(
                messages_table.c.game_id.in_(list(floors)),
                messages_table.c.id > min(floors.values()),
            )
            .order_by(messages_table.c.id)
        )
        found: list[tuple[str, MessageRow]] = []
        counts: dict[str, int] = {}
        with self.engine.connect() as db:
            for r in db.execute(query):
                if r.id <= floors[r.game_id] or counts.get(r.game_id, 0) >= limit:
                    continue
                counts[r.game_id] = counts.get(r.game_id, 0) + 1
                found.append(
                    (
                        r.game_id,
                        MessageRow(r.id, r.channel, r.seat, r.name, r.text, r.created_at, r.phrase),
                    )
                )
        return found

    def ping(self) -> None:
        """One round trip to the database (readiness); raises if it cannot be reached."""
        with self.engine.connect() as db:
            db.execute(sa.text("SELECT 1"))

    def versions(self, game_ids: Sequence[str]) -> dict[str, tuple[int, int, str]]:
        """Of each game, what says it changed: its move count, seats version and status
        (one query)."""
        columns = (games_table.c.move_count, games_table.c.seats_version, games_table.c.status)
        query = sa.select(games_table.c.id, *columns).where(games_table.c.id.in_(list(game_ids)))
        with self.engine.connect() as db:
            return {
                row.id: (row.move_count, row.seats_version, row.status) for row in db.execute(query)
            }

    def move_counts(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The number of moves stored of each game (one query)."""
        query = sa.select(games_table.c.id, games_table.c.move_count).where(
            games_table.c.id.in_(list(game_ids))
        )
        with self.engine.connect() as db:
            return {row.id: row.move_count for row in db.execute(query)}

    # ----------------------------------------------------------------- moves
    def append_move(
        self,
        game_id: str,
        move: MoveRow,
        *,
        result: dict[str, Any] | None = None,
        now: float | None = None,
        bank: tuple[int, float] | None = None,
        turn: TurnFacts | None = None,
    ) -> None:
        """Store ``move`` as number ``move.seq`` of the game, in one transaction with the
        game's move count (and status and result once the game is over) and ``turn``, the
        facts of the state after it (``None``: not known, filled at the next load);
        ``now``: its time (the game's ``updated_at``), by default the clock's.

        Raises :class:`DuplicateMoveError` if a move with that number is stored already."""
        now = time.time() if now is None else now
        values: dict[str, Any] = {
            "move_count": move.seq + 1,
            "updated_at": now,
            **_turn_values(turn),
        }
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
                if bank is not None:  # the mover's time bank after the move
                    db.execute(
                        seats_table.update()
                        .where(seats_table.c.game_id == game_id, seats_table.c.seat == bank[0])
                        .values(bank_s=bank[1])
                    )
                _notify(db, game_id, move.seq)
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

    # --------------------------------------------------------------- players
    def create_player(self, player_id: str, secret_hash: str, name: str) -> PlayerRow:
        """A new player and the session of the browser it was made for."""
        now = time.time()
        with self._begin() as db:
            db.execute(players_table.insert().values(id=player_id, name=name, created_at=now))
            db.execute(
                sessions_table.insert().values(
                    secret_hash=secret_hash, player_id=player_id, created_at=now
                )
            )
        return PlayerRow(player_id, name)

    def player_by_secret(self, secret_hash: str) -> PlayerRow | None:
        query = (
            players_table.select()
            .join(sessions_table, sessions_table.c.player_id == players_table.c.id)
            .where(sessions_table.c.secret_hash == secret_hash)
        )
        with self.engine.connect() as db:
            row = db.execute(query).first()
        return _player_row(row) if row is not None else None

    def player_by_username(self, username: str) -> PlayerRow | None:
        query = players_table.select().where(players_table.c.username == username)
        with self.engine.connect() as db:
            row = db.execute(query).first()
        return _player_row(row) if row is not None else None

    def update_player(self, player_id: str, **values: Any) -> bool:
        """Change a player's ``name``, ``username`` or ``password_hash``; ``False`` if the
        username is another player's already."""
        try:
            with self._begin() as db:
                db.execute(
                    players_table.update().where(players_table.c.id == player_id).values(**values)
                )
        except IntegrityError:
            return False
        return True

    def add_session(self, secret_hash: str, player_id: str) -> None:
        with self._begin() as db:
            db.execute(
                sessions_table.insert().values(
                    secret_hash=secret_hash, player_id=player_id, created_at=time.time()
                )
            )

    def end_sessions(
        self, player_id: str, *, keep: str | None = None, only: str | None = None
    ) -> None:
        """End the player's sessions: all, all but ``keep``, or only ``only``."""
        query = sessions_table.delete().where(sessions_table.c.player_id == player_id)
        if keep is not None:
            query = query.where(sessions_table.c.secret_hash != keep)
        if only is not None:
            query = query.where(sessions_table.c.secret_hash == only)
        with self._begin() as db:
            db.execute(query)

    def merge_player(self, old_id: str, new_id: str) -> None:
        """Hand the seats and games of ``old_id`` to ``new_id`` (logging in to an account
        from a browser that played as a guest), except seats in games where ``new_id``
        holds one already."""
        held = sa.select(seats_table.c.game_id).where(seats_table.c.player_id == new_id)
        with self._begin() as db:
            db.execute(
                seats_table.update()
                .where(seats_table.c.player_id == old_id, seats_table.c.game_id.not_in(held))
                .values(player_id=new_id)
            )
            db.execute(
                games_table.update()
                .where(games_table.c.creator_id == old_id)
                .values(creator_id=new_id)
            )


# ------------------------------------------------- throwaway databases (tests, benchmarks)
def create_database(server_url: str, prefix: str) -> str:
    """A new, empty PostgreSQL database on the server of ``server_url``, named ``prefix``
    and a random suffix; its URL (a server migrates it when it starts)."""
    server = sa.make_url(server_url)
    name = f"{prefix}_{secrets.token_hex(6)}"
    admin = sa.create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as db:
            db.exec_driver_sql(f"CREATE DATABASE {name}")
    finally:
        admin.dispose()
    url: str = server.set(database=name).render_as_string(hide_password=False)
    return url


def drop_database(database_url: str, server_url: str) -> None:
    """Drop ``database_url``'s database, connected through ``server_url`` (another
    database of the same server: one cannot drop the database one is connected to)."""
    name = sa.make_url(database_url).database
    admin = sa.create_engine(sa.make_url(server_url), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as db:
            db.exec_driver_sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        admin.dispose()


@contextmanager
def scratch_database(server_url: str, prefix: str) -> Iterator[str]:
    """A new database for the ``with`` block (see :func:`create_database`), dropped after."""
    url = create_database(server_url, prefix)
    try:
        yield url
    finally:
        drop_database(url, server_url)
