"""Several server processes on one PostgreSQL database (``docs/deploy.md``).

Two standard PostgreSQL mechanisms, nothing home-made:

* ``LISTEN/NOTIFY`` on :data:`CHANNEL`: every change of a game is notified in the
  transaction that stores it (so only once it is committed), with the game's id and what
  changed (a move's ``seq``, or ``seats``). Each process listens on a connection of its
  own (:class:`Listener`) and takes in the change from the database, by ``seq``: a lost
  notification costs latency (the one-second watcher finds the move), never a move.
* Session advisory locks (:class:`AdvisoryClaims`): the process that holds a game's lock
  owns its bots (takes their decisions) for as long as the game has a seat played by a
  bot; the others leave them alone. PostgreSQL frees the locks of a connection that
  closes, so a process killed with ``kill -9`` leaves its games' locks free, and every
  process looks for such games once a second (:meth:`AdvisoryClaims.take_orphans`: one
  query) and takes them over.

With SQLite (one process, see ``tradewinds serve``) there is nothing to listen to, and
every claim is granted (:class:`LocalClaims`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, Protocol

import sqlalchemy as sa

logger = logging.getLogger("tradewinds.server")

# The channel of the games' changes; a payload is "<game id>:<seq>" or "<game id>:seats".
CHANNEL = "tradewinds_games"
# The first key of every advisory lock this app takes (the second is the game id's hash),
# so that they never meet another application's locks on the same database.
LOCK_SPACE = 19019
# The advisory lock under which a server migrates the schema (another key space than the
# games' locks).
MIGRATION_LOCK = (LOCK_SPACE + 1, 0)
# Seconds between two attempts to reconnect a lost listening or claims connection.
RECONNECT_S = 1.0


def libpq_url(url: str) -> str:
    """The libpq form (``postgresql://...``) of a SQLAlchemy URL, for psycopg itself."""
    return sa.make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def payload(game_id: str, what: int | str) -> str:
    return f"{game_id}:{what}"


def parse_payload(text: str) -> tuple[str, int | str] | None:
    """The game id and the change (an ``int`` seq, or ``"seats"``); ``None`` if malformed."""
    game_id, sep, what = text.rpartition(":")
    if not sep or not game_id:
        return None
    return (game_id, int(what)) if what.isdigit() else (game_id, what)


class Claims(Protocol):
    """Which process takes a game's bots' decisions."""

    async def claim(self, game_id: str) -> bool:
        """Whether this process holds ``game_id``'s bots now (it may take them)."""

    async def release(self, game_id: str) -> None:
        """Let another process take ``game_id``'s bots."""

    async def close(self) -> None: ...

    @property
    def held(self) -> set[str]:
        """The games whose bots this process owns now."""


class LocalClaims:
    """One process on its database: every claim is granted."""

    def __init__(self) -> None:
        self._held: set[str] = set()

    @property
    def held(self) -> set[str]:
        return self._held

    async def claim(self, game_id: str) -> bool:
        self._held.add(game_id)
        return True

    async def release(self, game_id: str) -> None:
        self._held.discard(game_id)

    async def close(self) -> None:
        return None


class AdvisoryClaims:
    """Claims as PostgreSQL session advisory locks, on one connection of this process.

    ``pg_try_advisory_lock`` never waits; a lock is held until released or until the
    connection ends (the process exits, is killed, or loses the database), so a dead
    process holds nothing. Locks are reentrant per connection: :attr:`held` makes each
    game's lock taken once and released once."""

    def __init__(self, url: str) -> None:
        self._url = libpq_url(url)
        self._connection: Any = None  # psycopg.AsyncConnection, opened on first use
        self._lock = asyncio.Lock()  # one statement at a time on the connection
        self._held: set[str] = set()

    @property
    def held(self) -> set[str]:
        return self._held

    async def _connect(self) -> Any:
        import psycopg

        if self._connection is None or self._connection.closed:
            # Locks of a lost connection are gone: take nothing for granted.
            self._held.clear()
            self._connection = await psycopg.AsyncConnection.connect(
                self._url,
                autocommit=True,
                connect_timeout=5,
                # Who holds which game's bots, for the operator (and the tests) to see.
                application_name=f"tradewinds-claims-{os.getpid()}",
            )
        return self._connection

    async def claim(self, game_id: str) -> bool:
        async with self._lock:
            connection = self._connection
            if game_id in self._held and connection is not None and not connection.closed:
                return True
            try:
                connection = await self._connect()
                cursor = await connection.execute(
                    "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (LOCK_SPACE, game_id)
                )
                row = await cursor.fetchone()
            except Exception as exc:  # the database away: no claim, ask again later
                logger.warning("cannot claim a game's bots: %s", type(exc).__name__)
                await self._drop()
                return False
            if row is not None and row[0]:
                self._held.add(game_id)
                return True
            return False

    async def take_orphans(self) -> list[str]:
        """Lock every unfinished game that has a seat played by a bot and whose lock
        nobody holds (its owner died, or never was: a server restarted), in one query;
        the ids of those now held here. The games this process owns already are left
        out (a lock taken twice on one connection would need two releases)."""
        async with self._lock:
            try:
                connection = await self._connect()
                # MATERIALIZED: the locks are tried on the candidates only, never on a
                # row the planner would look at before filtering it out.
                cursor = await connection.execute(
                    "WITH candidates AS MATERIALIZED ("
                    " SELECT g.id FROM games g WHERE g.status = 'active'"
                    " AND NOT (g.id = ANY(%s)) AND EXISTS ("
                    "  SELECT 1 FROM seats s WHERE s.game_id = g.id"
                    "  AND (s.kind = 'bot' OR s.stand_in IS NOT NULL)))"
                    " SELECT id FROM candidates WHERE pg_try_advisory_lock(%s, hashtext(id))",
                    (sorted(self._held), LOCK_SPACE),
                )
                rows = await cursor.fetchall()
            except Exception as exc:  # the database away: look again later
                logger.warning("cannot look for games without owner: %s", type(exc).__name__)
                await self._drop()
                return []
            taken = [str(row[0]) for row in rows]
            self._held.update(taken)
            return taken

    async def release(self, game_id: str) -> None:
        async with self._lock:
            if game_id not in self._held:
                return
            self._held.discard(game_id)
            try:
                await self._connection.execute(
                    "SELECT pg_advisory_unlock(%s, hashtext(%s))", (LOCK_SPACE, game_id)
                )
            except Exception as exc:  # the connection is gone, and its locks with it
                logger.warning("cannot release a game's bots: %s", type(exc).__name__)
                await self._drop()

    async def _drop(self) -> None:
        self._held.clear()
        if self._connection is not None:
            with contextlib.suppress(Exception):
                await self._connection.close()
        self._connection = None

    async def close(self) -> None:
        async with self._lock:
            await self._drop()


Handler = Callable[[str, int | str], Coroutine[Any, Any, None]]


class Listener:
    """``LISTEN`` on :data:`CHANNEL` for as long as the process runs, reconnecting when
    the connection is lost; ``handle`` gets each notification's game id and change, and
    ``resync`` runs after each (re)connection (notifications sent while no connection
    listened are lost: the caller then reads what it holds from the database)."""

    def __init__(self, url: str, handle: Handler, resync: Callable[[], Awaitable[None]]) -> None:
        self._url = libpq_url(url)
        self._handle = handle
        self._resync = resync
        self.connected = False
        self._task: asyncio.Task[None] | None = None
        self._handlers: set[asyncio.Task[None]] = set()
        self._ready = asyncio.Event()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def wait_connected(self, timeout: float) -> bool:
        """Until the first ``LISTEN`` is in place (tests, and the app's start)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._ready.wait(), timeout)
        return self.connected

    async def _run(self) -> None:
        import psycopg

        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self._url,
                    autocommit=True,
                    connect_timeout=5,
                    application_name=f"tradewinds-listen-{os.getpid()}",
                ) as connection:
                    await connection.execute(f"LISTEN {CHANNEL}")
                    self.connected = True
                    self._ready.set()
                    await self._resync()
                    async for notice in connection.notifies():
                        self._dispatch(notice.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database away: listen again in a while
                logger.warning("not listening to the other processes: %s", type(exc).__name__)
            finally:
                self.connected = False
            await asyncio.sleep(RECONNECT_S)

    def _dispatch(self, text: str) -> None:
        parsed = parse_payload(text)
        if parsed is None:
            return
        # One task a notification: a slow game never delays the others' (each game's
        # changes are still taken in order: by seq, under the game's lock).
        task = asyncio.get_running_loop().create_task(self._handle(*parsed))
        self._handlers.add(task)
        task.add_done_callback(self._handlers.discard)

    async def close(self) -> None:
        for task in [self._task, *self._handlers]:
            if task is not None:
                task.cancel()
        for task in [self._task, *self._handlers]:
            if task is not None:
                with contextlib.suppress(BaseException):
                    await task
        self._task = None


class SecondProcessError(Exception):
    """Another server process serves this SQLite file already."""


@contextlib.contextmanager
def only_process(url: str) -> Iterator[None]:
    """Hold the SQLite file of ``url`` for this process alone while the block runs: an
    exclusive ``flock`` on ``<file>.lock`` next to it, which the system releases when the
    process ends however it ends. Nothing to hold for PostgreSQL (several processes
    cooperate there) or an in-memory database.

    Raises :class:`SecondProcessError` if another process holds it: two processes on one
    SQLite file would each keep games in memory that the other changes behind them."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        yield
        return
    import fcntl

    path = Path(parsed.database).resolve().with_name(Path(parsed.database).name + ".lock")
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise SecondProcessError(
                f"another tradewinds server uses the SQLite database {parsed.database} "
                f"(it holds {path}). SQLite serves one process: stop the other one, or "
                "run several servers on one PostgreSQL database (docs/deploy.md)"
            ) from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
