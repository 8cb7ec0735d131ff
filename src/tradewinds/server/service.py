"""The games the server runs: creation, the checks on every move, storage, bots, broadcast.

One writer per game: every change of a game happens under its ``asyncio.Lock``, and a move
is stored (append-only, ``UNIQUE(game_id, seq)``) before the in-memory state changes, so an
acknowledged move is never lost and a failed store changes nothing. The order of the checks
on a move is the one of ``docs/web.md``.

Several server processes may share the database: each takes in the moves the others stored
(:meth:`GameService.refresh`, ``_catch_up``) before it answers from a game in memory that
may be behind. A stored game that does not replay is quarantined (``damaged``), never a
reason to stop serving the others.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import functools
import hashlib
import hmac
import json
import logging
import math
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import new_game
from ..bots import SeatView, available_bots, bot_seed, make_bot
from ..core.actions import Action
from ..core.codec import digest
from ..core.errors import IllegalActionError, InvalidOptionError, UnknownActionError
from ..core.game import SEED_BITS, State, available_games, check_seed
from ..core.phrase import LogPhrase, Verbatim, log_phrase_to_json
from .botpool import PERSON_WEIGHT, BotPool, BotTask
from .cluster import AdvisoryClaims, Claims, Listener, LocalClaims
from .limits import KeyedLocks, Outbox, RateLimit
from .storage import (
    ClockStart,
    DuplicateMoveError,
    GameRow,
    MessageRow,
    MoveRow,
    PlayerRow,
    SeatRow,
    Storage,
    TurnFacts,
)

TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{20,64}")
GAME_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,32}")
MAX_NAME = 40
# Server seeds span the whole range the server accepts (core's SEED_BITS, the engines'
# RNG seeds from it): a search over every seed must be out of reach, also given a seat's
# opening hand.
# Deepest nesting of a client's JSON message: the protocol needs 3 levels; deeper input
# is refused before any code walks it (recursion in json, repr or the database driver).
MAX_DEPTH = 16
# Bots that answer in milliseconds run in a thread; the searching ones in other processes,
# so that their seconds of CPU never hold the server's interpreter.
THREAD_BOTS = frozenset({"random", "heuristic", "easy", "medium"})

# Seconds between two looks at the database for moves stored by another server process,
# for the games with connections here.
WATCH_INTERVAL = 1.0
# Seconds between two looks for games whose bots nobody owns (a process killed meanwhile
# has its bots taken over after about this long; PostgreSQL only).
CLAIM_INTERVAL = 1.0
# Seconds a game held for no reason (no connection, no bots owned, nothing running on it)
# stays in memory after its last use: then it is dropped, and loaded again from
# the database by the next request (so each process's memory follows its own clients).
IDLE_DROP_S = 60.0
# A process behind by more moves than this sends its clients one whole frame, not one
# frame a move (a process that was away from the database for a while).
MAX_FRAMES_A_CATCH_UP = 32

# A game's settings (``POST /api/games`` ``"settings"``), with their defaults: how long a
# person may leave the game waiting before the others may hand their seat to a bot, and
# the level of the bot that plays for a person who resigns (or whose seat is handed over
# without naming one).
DEFAULT_SETTINGS: dict[str, Any] = {
    "takeover_after_s": 300,
    "stand_in_bot": "medium",
    # None, or a time bank per person: {"bank_s": 600, "increment_s": 10}.
    "timer": None,
}
MAX_BANK_S = 24 * 3600
MAX_INCREMENT_S = 3600
# The least a person who ran out of time has in their bank when they take their seat back.
COMEBACK_S = 30.0
MAX_TAKEOVER_S = 7 * 24 * 3600
# The action id of a stored "undo" (the log keeps it, so that replays stay exact).
UNDO_ID = -1
# Chat: the longest line, how many lines one seat (or one spectator's address) may send
# to a game, and how many of the newest lines a client gets when it connects.
MAX_CHAT = 300
CHAT_RATE = "5/10 seconds;30/minute"
CHAT_HISTORY = 200

logger = logging.getLogger("tradewinds.server")


class DamagedGameError(Exception):
    """A stored game whose moves do not replay to the stored states.

    The reason names the first inconsistent move and what is wrong with it, never a
    value of the game (a seed, a card, an action), so it may go to the log."""

    def __init__(
        self, reason: str, row: GameRow | None = None, seats: list[SeatRow] | None = None
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.row = row
        self.seats = seats or []


class MoveError(Exception):
    """A request the server refuses: an HTTP status, a stable code and a clear message."""

    def __init__(
        self, status: int, code: str, message: str, phrase: LogPhrase | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.phrase = phrase  # the message for every language, when the engine gives one

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.phrase is not None:
            data["phrase"] = log_phrase_to_json(self.phrase)
        return data


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


@dataclass(eq=False)
class Connection:
    """A WebSocket client of one game: its seat (``None``: spectator) and its outbox.

    Frames are queued and written by the connection's own task, so a slow client never
    holds the game's lock; the queue is bounded (``limits.Outbox``)."""

    seat: int | None
    # Frames as dicts, or as JSON text when one encoding is shared by several connections.
    outbox: Outbox = field(default_factory=Outbox)
    # The chat lines this client has (its welcome's and those sent since), above the
    # game's chat floor: a line is sent once, whichever process stored it.
    chat_ids: set[int] = field(default_factory=set)

    def send(self, frame: dict[str, Any] | str) -> None:
        self.outbox.put(frame)


@dataclass(eq=False)
class LiveGame:
    """A game in memory: its stored description, its state and who is connected."""

    row: GameRow
    seats: list[SeatRow]
    state: State
    moves: list[tuple[int, int]]  # (seat, action id) of every stored move, in order
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    # Since when the seat to act has been waiting (the last move or change of seats):
    # the others may hand a person's seat to a bot ``takeover_after_s`` after it.
    turn_since: float = 0.0
    # Chat lines stored through other server processes: the watcher reads the game's
    # lines above ``chat_floor`` each round. The floor trails by one round (it becomes
    # the newest id seen the round before), so a line whose id was drawn before another
    # line's but committed after it is still read.
    chat_floor: int | None = None
    chat_next_floor: int = 0
    # When this process last used the game or held it for a reason (time.monotonic()).
    last_used: float = field(default_factory=time.monotonic)
    # Another process owns the game's bots (its claim was refused): this one does not ask
    # again at each move; the look for games without owner takes them if it dies.
    claim_refused: bool = False
    # Another process's change was notified and not taken in (the game is held here for
    # no reason): every use refreshes it first; its clock is checked in memory again
    # once it is (the timer loop refreshes it when its stored deadline has passed).
    behind: bool = False

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        """The number of the next entry of the move log (moves and undos): the ``seq`` a
        client sends with its next move."""
        return len(self.moves)

    def last_decider(self) -> int | None:
        """The seat of the last decision not taken back (``None``: none)."""
        deciders: list[int] = []
        for seat, action_id in self.moves:
            if action_id == UNDO_ID:
                deciders.pop()
            else:
                deciders.append(seat)
        return deciders[-1] if deciders else None

    @property
    def over(self) -> bool:
        """Whether the game has ended: by its rules, or by a resignation."""
        return self.state.is_over or self.row.status == "finished"

    @property
    def settings(self) -> dict[str, Any]:
        return {**DEFAULT_SETTINGS, **(self.row.settings or {})}

    def takeover_from(self) -> float | None:
        """When the others may hand the seat to act to a bot (``None``: it is not a
        person's turn, or the game is over)."""
        seat = self.state.current_player
        if self.over or seat is None or self.seats[seat].played_by_bot is not None:
            return None
        return self.turn_since + float(self.settings["takeover_after_s"])


def _bot_move_here(bot: str, seed: int, state: State) -> int:
    seat = state.current_player
    assert seat is not None
    return make_bot(bot, seed).choose(SeatView(state, seat), state.legal_actions()).id


class GameService:
    """Every game of one database, loaded on first use and kept in memory."""

    def __init__(
        self, storage: Storage, *, bot_processes: int | None = None, bot_pool: BotPool | None = None
    ) -> None:
        self.storage = storage
        self._live: dict[str, LiveGame] = {}
        self._loading = KeyedLocks()  # a lock per game id being loaded, freed after
        # Games found inconsistent: never served, listed with the status "damaged".
        self._damaged: dict[str, tuple[GameRow, list[SeatRow]]] = {}
        self._watcher: asyncio.Task[None] | None = None
        self._bot_processes = bot_processes
        self._pool = bot_pool  # made on first use when None
        self._writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="moves")
        self.bot_errors: list[str] = []
        # Wall-clock seconds (tests move it to let a seat's waiting time pass).
        self.clock: Callable[[], float] = time.time
        self.chat_rate = RateLimit(CHAT_RATE, exact=True)
        # Several processes on PostgreSQL: one takes each bot decision (a claim per
        # game), and each listens for the others' changes (docs/deploy.md).
        self.claims: Claims = AdvisoryClaims(storage.url) if storage.is_postgres else LocalClaims()
        self.listener: Listener | None = None
        # Bot decisions taken by this process (tests: each is taken by one process).
        self.bot_decisions = 0
        # Games rebuilt from the database, and dropped from memory (tests, operators).
        self.loads = 0
        self.drops = 0
        self.idle_drop_s = IDLE_DROP_S

    def listen(self) -> Listener | None:
        """Start listening to the other processes' changes (PostgreSQL only)."""
        if self.listener is None and self.storage.is_postgres:
            self.listener = Listener(self.storage.url, self._changed_elsewhere, self._resync)
            self.listener.start()
        return self.listener

    async def close(self) -> None:
        if self.listener is not None:
            await self.listener.close()
        if self._watcher is not None:
            self._watcher.cancel()
        for live in self._live.values():
            if live.bot_task is not None:
                live.bot_task.cancel()
        if self._pool is not None:
            await self._pool.close()
        await self.claims.close()
        self._writer.shutdown(wait=True)
        await asyncio.to_thread(self.storage.close)

    # -------------------------------------------------------------- creating
    async def create(
        self, spec: Mapping[str, Any], player: PlayerRow | None = None
    ) -> tuple[LiveGame, list[dict[str, Any]]]:
        """Create a game from a lobby request; return it and each person seat's token.

        ``player``: the creator's identity, if the request carried one; a person seat
        with ``"me": true`` is bound to it (at most one, and only with an identity)."""
        game, players, options, seats_spec = _create_request(spec)
        bots = set(available_bots())
        seats, tokens, names = _lobby_seats(seats_spec, player, bots)
        seed, seed_chosen = _game_seed(spec.get("seed"), len(tokens))
        settings = _settings(spec.get("settings"), bots)
        seats = _with_banks(seats, settings)
        try:
            state = new_game(game, players, seed=seed, options=options, names=names)
        except InvalidOptionError as exc:
            raise MoveError(422, "bad_request", str(exc)) from None
        live = await self._store_new(
            state,
            seats,
            settings,
            seed_chosen=seed_chosen,
            creator_id=player.id if player is not None else None,
        )
        for entry in tokens:
            entry["invite"] = f"/games/{live.id}#seat={entry['seat']}&token={entry['token']}"
        return live, tokens

    async def _store_new(
        self,
        state: State,
        seats: list[SeatRow],
        settings: dict[str, Any],
        *,
        seed_chosen: bool = False,
        rematch_of: str | None = None,
        creator_id: str | None = None,
    ) -> LiveGame:
        """Store a new game (its bots start at once) and keep it in memory."""
        game_id = secrets.token_urlsafe(9)
        now = time.time()
        over = state.is_over
        deadline = _runs_out(state, over, {**DEFAULT_SETTINGS, **settings}, seats, now)
        await asyncio.to_thread(
            self.storage.create_game,
            game_id,
            state.game_name,
            state.players,
            state.seed,
            dict(state.options),
            list(state.names),
            seats,
            seed_chosen=seed_chosen,
            creator_id=creator_id,
            settings=settings,
            rematch_of=rematch_of,
            turn=TurnFacts(state.move_number, state.current_player, deadline),
            now=now,
        )
        row = await asyncio.to_thread(self.storage.game, game_id)
        assert row is not None
        live = LiveGame(row=row, seats=seats, state=state, moves=[], turn_since=row.updated_at)
        self._live[game_id] = live
        self._schedule_bots(live)
        return live

    # --------------------------------------------------------------- loading
    async def live(self, game_id: str) -> LiveGame | None:
        """The game ``game_id``, rebuilt from its moves on first use and brought up to
        date with the moves another server process stored since; ``None`` if unknown.

        Raises :class:`MoveError` ``damaged`` (410) for a game whose stored moves do not
        replay (see :meth:`_quarantine`)."""
        self._check_damaged(game_id)
        live = self._live.get(game_id)
        if live is not None:
            live.last_used = time.monotonic()
            await self.refresh(live)
            return live
        if not GAME_ID_PATTERN.fullmatch(game_id):
            return None
        async with self._loading.hold(game_id):
            self._check_damaged(game_id)
            live = self._live.get(game_id)
            if live is None:
                try:
                    live = await asyncio.to_thread(self._load, game_id)
                except DamagedGameError as exc:
                    assert exc.row is not None
                    self._quarantine(exc.row, exc.seats, exc.reason)
                    self._check_damaged(game_id)
                if live is not None:
                    self.loads += 1
                    self._live[game_id] = live
                    self._schedule_bots(live)
        return live

    def held_games(self) -> set[str]:
        """The ids of the games in this process's memory."""
        return set(self._live)

    def _held_for_a_reason(self, live: LiveGame) -> bool:
        """Whether the game must stay in memory: clients watch it here, this process owns
        its bots, or something runs on it now. (Not a running time bank: the row of a
        timed game keeps when the bank runs out, and the timer loop finds the game there
        once it has, :meth:`check_timers`.)"""
        return bool(
            live.connections
            or live.id in self.claims.held
            or (live.bot_task is not None and not live.bot_task.done())
            or live.lock.locked()
        )

    async def drop_idle(self) -> int:
        """Drop the games held for no reason for :attr:`idle_drop_s`; how many. (A request
        that still has one in hand finishes with it; the next one loads the game again.)
        The bots of a game that has none left (it ended by a person's move, or a person
        took their seat back) are let go first."""
        now = time.monotonic()
        dropped = 0
        for game_id, live in list(self._live.items()):
            idle = live.bot_task is None or live.bot_task.done()
            if game_id in self.claims.held and idle and not self._needs_owner(live):
                await self.claims.release(game_id)
            if self._held_for_a_reason(live):
                live.last_used = now
            elif now - live.last_used >= self.idle_drop_s:
                del self._live[game_id]
                dropped += 1
        self.drops += dropped
        return dropped

    def _check_damaged(self, game_id: str) -> None:
        if game_id in self._damaged:
            raise MoveError(
                410,
                "damaged",
                "this game is damaged: its stored moves do not replay, so it cannot be "
                "played or watched",
            )

    def _load(self, game_id: str) -> LiveGame | None:
        row = self.storage.game(game_id)
        if row is None:
            return None
        # The row first: moves are only ever added, so every move it counts is read below.
        seats = self.storage.seats(game_id)
        moves = self.storage.moves(game_id)
        if row.status == "damaged":
            raise DamagedGameError("its stored description cannot be read", row, seats)
        try:
            state = new_game(
                row.game, row.players, seed=row.seed, options=row.options, names=row.names
            )
        except Exception as exc:
            reason = f"its set-up cannot be rebuilt ({type(exc).__name__})"
            raise DamagedGameError(reason, row, seats) from None
        try:
            _replay(state, moves, 0)
        except DamagedGameError as exc:
            raise DamagedGameError(exc.reason, row, seats) from None
        # (A move stored by another process since the row was read is no damage.)
        ended = state.is_over or resigned_result(row.result)
        if len(moves) < row.move_count or (row.status == "finished" and not ended):
            reason = f"{row.move_count} moves are counted but {len(moves)} replay"
            raise DamagedGameError(reason, row, seats)
        live = LiveGame(
            row=_row_of(row, state, len(moves)),
            seats=seats,
            state=state,
            moves=[(m.seat, m.action_id) for m in moves],
            turn_since=row.updated_at,
        )
        if not listable(row) and len(moves) == row.move_count:
            # Stored before revision 0006 (or a result without its breakdown): what the
            # lists need is stored now, once.
            result = explained(live.row.result, state) if live.over else None
            self.storage.fill_turn(
                game_id,
                _turn_facts(live),
                move_count=row.move_count,
                seats_version=row.seats_version,
                result=result,
            )
        return live

    def _quarantine(self, row: GameRow, seats: list[SeatRow], reason: str) -> None:
        """Stop serving a game found inconsistent: listed as ``damaged``, every request
        about it answered ``damaged``, its bots stopped, and one log line that names the
        game and the first bad move (never a value of the game: the log is not secret)."""
        self._damaged[row.id] = (dataclasses.replace(row, status="damaged"), seats)
        live = self._live.pop(row.id, None)
        logger.error("game %s is damaged and is not served: %s", row.id, reason)
        if live is not None:
            if live.bot_task is not None and live.bot_task is not asyncio.current_task():
                live.bot_task.cancel()
            frame = json.dumps(
                {"type": "error", "ref": None, "code": "damaged", "message": "this game is damaged"}
            )
            for connection in list(live.connections):
                connection.send(frame)

    async def refresh(self, live: LiveGame) -> None:
        """Take in the moves another server process stored for this game (one read of the
        game's row when there are none)."""
        row = await asyncio.to_thread(self.storage.game, live.id)
        if row is None:
            return
        live.behind = False  # (set again by a notification that comes meanwhile)
        if row.move_count > len(live.moves):
            async with live.lock:
                await self._catch_up(live)
        elif row.seats_version != live.row.seats_version or row.status != live.row.status:
            # Seats changed (resigned, handed to a bot, taken back), here or in another
            # process: read them again (once after each change).
            async with live.lock:
                await self._reload_seats(live)

    async def _reload_seats(self, live: LiveGame) -> None:
        """Read the game's row and seats again (the caller holds the lock); tell the
        connections when they changed."""
        row = await asyncio.to_thread(self.storage.game, live.id)
        seats = await asyncio.to_thread(self.storage.seats, live.id)
        if row is None or row.status == "damaged":
            return
        if row.move_count > len(live.moves):
            await self._catch_up(live)  # moves came meanwhile (it reads the seats too)
            return
        changed = seats != live.seats or row.status != live.row.status
        live.row = _row_of(row, live.state, len(live.moves))
        live.seats = seats
        live.turn_since = row.updated_at
        await self._match_names(live)
        if changed:
            self.broadcast(live, None)
            self._schedule_bots(live)

    async def _catch_up(self, live: LiveGame) -> bool:
        """Apply the moves stored after the ones in memory (the caller holds the game's
        lock); broadcast the new state to the game's connections in full. Whether there
        were any; :class:`MoveError` ``damaged`` if they do not replay."""
        self._check_damaged(live.id)
        known = len(live.moves)
        state = live.state.clone()

        def read() -> tuple[GameRow | None, list[SeatRow], list[MoveRow]]:
            moves = self.storage.moves(live.id, known)
            if not moves:  # the common case: one query
                return None, [], []
            return self.storage.game(live.id), self.storage.seats(live.id), moves

        row, seats, moves = await asyncio.to_thread(read)
        if row is None:
            return False
        try:
            if row.status == "damaged":
                raise DamagedGameError("its stored description cannot be read")
            await asyncio.to_thread(_replay, state, moves, known)
        except DamagedGameError as exc:
            self._quarantine(row, seats, exc.reason)
            self._check_damaged(live.id)
        live.seats = seats
        live.turn_since = row.updated_at
        stepper = live.state.clone() if len(moves) <= MAX_FRAMES_A_CATCH_UP else None
        if stepper is not None:
            # One frame a move, in seq order, as the process that stored them sent its
            # own clients (the replay above has checked them all). No await in between:
            # nothing else sees the steps.
            live.state = stepper
            for move in moves:
                _replay(stepper, [move], len(live.moves), check_hash=False)
                live.moves.append((move.seat, move.action_id))
                live.row = _row_of(row, stepper, len(live.moves))
                undo = move.action_id == UNDO_ID  # the log lost entries: a whole frame
                self.broadcast(live, None if undo else stepper.move_number)
        else:
            live.moves.extend((m.seat, m.action_id) for m in moves)
        live.state = state
        live.row = _row_of(row, state, len(live.moves))
        renamed = list(state.names) != list(live.row.names)
        await self._match_names(live)
        if stepper is None or renamed:
            # Far behind (the events of many moves at once), or a seat renamed meanwhile
            # (every line names it anew): one whole frame.
            self.broadcast(live, None)
        self._schedule_bots(live)
        return True

    async def resume_all(self) -> int:
        """Load every running game (bots continue at once); return how many. A game found
        inconsistent is quarantined (:meth:`_quarantine`), and the others still load.

        On PostgreSQL, the games whose bots no other process owns (several processes
        share the games: each holds those of its own clients and bots)."""
        _import_engines()
        if isinstance(self.claims, AdvisoryClaims):
            count = await self.take_orphans()
            await self._learn_turns()
            if self._watcher is None:
                self._watcher = asyncio.get_running_loop().create_task(self.watch())
            self.listen()
            return count
        rows = await asyncio.to_thread(self.storage.games, None, 10_000)
        count = 0
        for row in rows:
            if row.status == "finished":
                continue
            try:
                if await self.live(row.id) is not None:
                    count += 1
            except MoveError:
                continue  # damaged: logged and listed as such
        if self._watcher is None:
            self._watcher = asyncio.get_running_loop().create_task(self.watch())
        self.listen()
        return count

    async def _learn_turns(self) -> None:
        """Load once the running games stored before revision 0006 (their rows then get
        what the lists and the timer loop read); dropped again after ``IDLE_DROP_S``.
        (On SQLite :meth:`resume_all` loads every running game anyway.)"""
        for game_id in await asyncio.to_thread(self.storage.unknown_turns):
            try:
                await self.live(game_id)
            except MoveError:
                continue  # damaged: logged and listed as such

    async def _changed_elsewhere(self, game_id: str, what: int | str) -> None:
        """A notification of another process (or this one's own): take the change in from
        the database, for a game in memory here. A game not in memory is left alone (no
        load, no replay): its clients and its bots' owner are elsewhere, and if that
        owner dies, :meth:`take_orphans` finds it."""
        try:
            live = self._live.get(game_id)
            if live is None:
                return
            if what != "resync" and not self._held_for_a_reason(live):
                # Only used a while ago (a request, a list): no replay now, the next use
                # refreshes it (:meth:`live`, :meth:`check_timers`), or it is dropped.
                live.behind = True
                return
            if isinstance(what, int) and what < len(live.moves):
                return  # known already (this process's own move, most often)
            await self.refresh(live)
        except MoveError:
            return  # damaged: quarantined, its connections told
        except Exception as exc:  # the database away: the watcher looks again
            logger.warning("cannot take in another process's move: %s", type(exc).__name__)

    async def _resync(self) -> None:
        """After (re)connecting the listener: the changes notified while nobody listened
        are read from the database (one query for every game held, then the games that
        changed)."""
        held = dict(self._live)
        try:
            versions = await asyncio.to_thread(self.storage.versions, list(held))
        except Exception as exc:  # the database away again: the watcher looks later
            logger.warning("cannot read the games' versions: %s", type(exc).__name__)
            return
        for game_id, live in held.items():
            stored = versions.get(game_id)
            if stored is not None and stored != (
                len(live.moves),
                live.row.seats_version,
                live.row.status,
            ):
                await self._changed_elsewhere(game_id, "resync")

    async def take_orphans(self) -> int:
        """Take over the bots of the games that no process owns (PostgreSQL: one query,
        see :meth:`AdvisoryClaims.take_orphans`); how many. A game taken that turns out
        to need no owner (or is damaged) is let go again, and dropped if nothing else
        holds it."""
        if not isinstance(self.claims, AdvisoryClaims):
            return 0
        count = 0
        for game_id in await self.claims.take_orphans():
            live = self._live.get(game_id)
            try:
                if live is None:
                    live = await self.live(game_id)  # its bots start at once
                else:
                    live.claim_refused = False
                    await self._refreshed(live)
                    self._schedule_bots(live)
            except MoveError:
                live = None  # damaged: quarantined
            if live is None or not self._needs_owner(live):
                await self.claims.release(game_id)
                if live is not None and not self._held_for_a_reason(live):
                    self._live.pop(game_id, None)
                continue
            count += 1
        return count

    async def watch(self, interval: float = WATCH_INTERVAL) -> None:
        """Forever: take in the moves another server process stored for the games with
        connections here, so that their clients see those moves without asking (one
        query a round; nothing to do for a single process); take over the bots nobody
        owns; drop the games held for no reason."""
        while True:
            await asyncio.sleep(interval)
            try:
                await self.check_timers()
            except Exception as exc:  # the database away for a while: look again later
                logger.warning("cannot check the games' timers: %s", type(exc).__name__)
            try:
                await self.take_orphans()
            except Exception as exc:  # the database away for a while: look again later
                logger.warning("cannot take over games' bots: %s", type(exc).__name__)
            await self.drop_idle()
            watched = {game_id: live for game_id, live in self._live.items() if live.connections}
            if not watched:
                continue
            try:
                await self._watch_chat(watched)
            except Exception as exc:  # the database away for a while: look again later
                logger.warning("cannot look for other processes' chat: %s", type(exc).__name__)
            try:
                counts = await asyncio.to_thread(self.storage.move_counts, list(watched))
                for game_id, live in watched.items():
                    if counts.get(game_id, 0) > len(live.moves):
                        async with live.lock:
                            try:
                                await self._catch_up(live)
                            except MoveError:
                                continue  # damaged: quarantined, its connections told
            except Exception as exc:  # the database away for a while: look again later
                logger.warning("cannot look for other processes' moves: %s", type(exc).__name__)

    # ----------------------------------------------------------------- seats
    @staticmethod
    def check_token(token: str | None) -> str:
        if not token or not isinstance(token, str) or not TOKEN_PATTERN.fullmatch(token):
            raise MoveError(401, "unauthorized", "a seat token is needed (Bearer token)")
        return token

    @staticmethod
    def seat_of(live: LiveGame, token: str) -> int | None:
        """The seat ``token`` belongs to: every seat compared in constant time."""
        digest = hash_token(token)
        found: int | None = None
        for seat in live.seats:
            if seat.token_hash is not None and hmac.compare_digest(digest, seat.token_hash):
                found = seat.seat
        return found

    async def authenticate(self, game_id: str, token: str | None) -> tuple[LiveGame, int]:
        """Checks 1-3: a token, an existing game, a seat of it."""
        checked = self.check_token(token)
        live = await self.live(game_id)
        if live is None:
            raise MoveError(404, "no_such_game", f"there is no game {game_id!r}")
        seat = self.seat_of(live, checked)
        if seat is None:
            raise MoveError(403, "forbidden", "this token is not a seat of this game")
        return live, seat

    async def join(self, live: LiveGame, seat: int, player: PlayerRow | None = None) -> None:
        """The person of ``seat`` connected with its token; from a browser with an
        identity (``player``) holding no seat of this game, the seat is bound to it
        unless it is bound already (so the invited person finds it in "My games"), and
        takes the name the player chose, if any."""
        entry = live.seats[seat]
        bind = (
            player is not None
            and entry.player_id is None
            and self.seat_of_player(live, player.id) is None
        )
        if entry.joined and not bind:
            return
        async with live.lock:
            live.seats[seat] = dataclasses.replace(entry, joined=True, invite=None)
            start = self._clock_start(live)
            if bind and player is not None:
                # The name the player chose, else the one the creator gave the seat.
                name = player.chosen_name
                await asyncio.to_thread(
                    functools.partial(self.storage.mark_joined, start=start),
                    live.id,
                    seat,
                    player.id,
                    name,
                )
                live.seats[seat] = dataclasses.replace(live.seats[seat], player_id=player.id)
                if name is not None:
                    await self._rename(live, seat, name)
            else:
                await asyncio.to_thread(
                    functools.partial(self.storage.mark_joined, start=start), live.id, seat
                )
            self._clock_started(live, entry, start)
        if not entry.joined:
            name = live.seats[seat].name
            await self.system_line(
                live, f"{name} joined", ("chat-joined", {"player": Verbatim(name)})
            )

    def _clock_start(
        self, live: LiveGame, joining: tuple[int, SeatRow] | None = None
    ) -> ClockStart:
        """The turn clock as it starts if this join (``joining``: a seat not yet in
        ``live.seats``) fills the table; the storage starts it only if it does."""
        seats = list(live.seats)
        if joining is not None:
            seats[joining[0]] = joining[1]
        full = [dataclasses.replace(s, joined=True) for s in seats]
        now = self.clock()
        return ClockStart(now, _runs_out(live.state, live.over, live.settings, full, now))

    @staticmethod
    def _clock_started(live: LiveGame, entry: SeatRow, start: ClockStart) -> None:
        """After ``entry``'s person joined: if no person seat is empty any more, the
        turn of the person to act begins now (as the storage has just recorded)."""
        if entry.joined or any(s.kind == "human" and not s.joined for s in live.seats):
            return
        live.turn_since = start.at
        live.row = dataclasses.replace(live.row, updated_at=start.at)

    async def _rename(self, live: LiveGame, seat: int, name: str) -> None:
        """Seat ``seat`` is named ``name`` now (stored already; the caller holds the
        lock): in its row, the game's names and the engine's state, whose log is
        rebuilt by replaying the moves so that every line names the seat the same."""
        live.seats[seat] = dataclasses.replace(live.seats[seat], name=name)
        names = list(live.row.names)
        names[seat] = name
        live.row = dataclasses.replace(live.row, names=names)
        await self._match_names(live)
        self.broadcast(live, None)

    async def _match_names(self, live: LiveGame) -> None:
        """Rebuild the engine's state when the game's names are not those it was built
        with (a seat renamed, here or through another server process)."""
        if list(live.state.names) == list(live.row.names):
            return
        live.state = await asyncio.to_thread(_rebuilt, live.row, live.moves)

    @staticmethod
    def seat_of_player(live: LiveGame, player_id: str) -> int | None:
        """The seat of the game bound to the identity ``player_id``, if any."""
        return next((s.seat for s in live.seats if s.player_id == player_id), None)

    async def player_seat(self, live: LiveGame, player_id: str) -> int | None:
        """:meth:`seat_of_player`, reading the seats again when none is found here: the
        seat may have been taken through another server process."""
        seat = self.seat_of_player(live, player_id)
        if seat is None:
            live.seats = await asyncio.to_thread(self.storage.seats, live.id)
            seat = self.seat_of_player(live, player_id)
        return seat

    async def take_seat(self, live: LiveGame, seat: Any, player: PlayerRow) -> str:
        """Bind the free person seat ``seat`` to ``player``; its new token (the seat's
        old invite link stops working: the seat is someone's now)."""
        if not isinstance(seat, int) or not 0 <= seat < len(live.seats):
            raise MoveError(404, "no_such_seat", f"this game has seats 0..{len(live.seats) - 1}")
        async with live.lock:
            if live.state.is_over:
                raise MoveError(409, "game_over", "the game is over")
            if self.seat_of_player(live, player.id) is not None:
                raise MoveError(409, "already_seated", "you already have a seat in this game")
            entry = live.seats[seat]
            if entry.kind != "human" or entry.joined or entry.player_id is not None:
                raise MoveError(409, "seat_taken", f"seat {seat} is not free")
            token = new_token()
            token_hash = hash_token(token)
            taken = dataclasses.replace(
                entry, joined=True, invite=None, player_id=player.id, token_hash=token_hash
            )
            start = self._clock_start(live, (seat, taken))
            if not await asyncio.to_thread(
                functools.partial(self.storage.take_seat, start=start),
                live.id,
                seat,
                player.id,
                token_hash,
                player.name,
            ):
                # Taken through another server process meanwhile.
                live.seats = await asyncio.to_thread(self.storage.seats, live.id)
                raise MoveError(409, "seat_taken", f"seat {seat} is not free")
            live.seats[seat] = taken
            self._clock_started(live, entry, start)
            await self._rename(live, seat, player.name)
        await self.system_line(
            live,
            f"{player.name} took seat {seat + 1}",
            ("chat-took-seat", {"player": Verbatim(player.name), "seat": seat + 1}),
        )
        return token

    async def player_games(self, player_id: str) -> list[dict[str, Any]]:
        """The summaries of the games with a seat of ``player_id`` (with ``my_seat`` and
        ``my_turn``): those where it is their turn first, then the newest."""
        found = await asyncio.to_thread(self.storage.player_games, player_id)
        seats = await asyncio.to_thread(self.storage.seats_of, [row.id for row, _ in found])
        games = []
        for row, seat in found:
            # At its stored state, from its rows: every process lists the same.
            summary = await self._listed(row, seats[row.id])
            if summary is None:
                damaged = self._damaged.get(row.id)
                summary = self.summary(*(damaged or (row, seats[row.id])))
            mine = summary["status"] in ("open", "active") and summary["current_player"] == seat
            games.append({**summary, "my_seat": seat, "my_turn": mine})
        games.sort(key=lambda g: not g["my_turn"])  # stable: newest first within each
        return games

    async def expire_open(self, hours: float) -> list[str]:
        """Forget the games nobody started within ``hours`` of their creation (no move,
        a person seat never joined); their ids."""
        before = time.time() - hours * 3600
        expired = await asyncio.to_thread(self.storage.expire_open, before)
        for game_id in expired:
            await self.claims.release(game_id)
            live = self._live.pop(game_id, None)
            if live is not None:
                if live.bot_task is not None:
                    live.bot_task.cancel()
                frame = json.dumps(
                    {
                        "type": "error",
                        "ref": None,
                        "code": "no_such_game",
                        "message": "this game expired: nobody started it",
                    }
                )
                for connection in list(live.connections):
                    connection.send(frame)
                    connection.outbox.close()
        if expired:
            logger.info("%d games nobody started expired", len(expired))
        return expired

    # ---------------------------------------------------------------- people
    async def resign(self, live: LiveGame, seat: int) -> dict[str, Any]:
        """``seat``'s person gives up. With two players the other wins (the game ends,
        its result says ``"by": "resignation"``); with more, the game goes on and a bot of
        the game's ``stand_in_bot`` level plays the seat to the end."""
        async with live.lock:
            self._check_damaged(live.id)
            entry = self._person_seat(live, seat)
            if entry.resigned:
                raise MoveError(409, "resigned", "you have resigned already")
            if live.state.players == 2:
                result = resignation_result(live, seat)
                if not await asyncio.to_thread(
                    self.storage.finish, live.id, len(live.moves), result
                ):
                    # Another process stored a move (or ended the game) first.
                    await self._catch_up(live)
                    raise MoveError(409, "stale_move", "the game moved on: try again")
                live.row = dataclasses.replace(live.row, status="finished", result=result)
                await self._set_seat(live, seat, stand_in=None, resigned=True)
                winner = live.seats[1 - seat].name
                line = f"{entry.name} resigned; {winner} wins"
                said: LogPhrase = (
                    "chat-resigned-wins",
                    {"player": Verbatim(entry.name), "winner": Verbatim(winner)},
                )
            else:
                level = str(live.settings["stand_in_bot"])
                await self._set_seat(live, seat, stand_in=level, resigned=True)
                line = f"{entry.name} resigned; {_a(level)} {level} bot plays on"
                said = ("chat-resigned-bot", {"player": Verbatim(entry.name), "bot": _a_bot(level)})
            await self.system_line(live, line, said)
            self.broadcast(live, None)
        self._schedule_bots(live)
        return {"ok": True}

    async def takeover(
        self, live: LiveGame, by: int, target: Any, bot: Any = None
    ) -> dict[str, Any]:
        """``by``'s person hands ``target``'s seat to a bot of level ``bot`` (the game's
        ``stand_in_bot`` when ``None``): their own seat at any time (they leave), another
        person's once it has waited ``takeover_after_s`` seconds to act."""
        if not isinstance(target, int) or isinstance(target, bool):
            raise MoveError(422, "bad_request", "'seat' must be a seat number")
        if bot is not None and (not isinstance(bot, str) or bot not in available_bots()):
            raise MoveError(
                422, "bad_request", f"'bot' must be one of {', '.join(available_bots())}"
            )
        async with live.lock:
            self._check_damaged(live.id)
            mover = self._person_seat(live, by)
            if mover.resigned:
                raise MoveError(409, "resigned", "you resigned: the others decide now")
            if not 0 <= target < len(live.seats) or live.seats[target].kind != "human":
                raise MoveError(422, "bad_request", f"seat {target} is not a person's seat")
            entry = live.seats[target]
            if entry.played_by_bot is not None:
                raise MoveError(409, "already_bot", "a bot plays this seat already")
            level = bot if bot is not None else str(live.settings["stand_in_bot"])
            if target != by:
                since = live.takeover_from()
                if live.state.current_player != target or since is None:
                    raise MoveError(
                        409, "not_waiting", "only the seat the game waits for can be handed over"
                    )
                wait = since - self.clock()
                if wait > 0:
                    raise MoveError(
                        409,
                        "too_early",
                        f"{entry.name} may still think for {math.ceil(wait)} s",
                    )
            await self._set_seat(live, target, stand_in=level, resigned=False)
            if target == by:
                line = f"{entry.name} left; {_a(level)} {level} bot plays for them"
                said = ("chat-left", {"player": Verbatim(entry.name), "bot": _a_bot(level)})
            else:
                line = f"{mover.name} handed {entry.name}'s seat to {_a(level)} {level} bot"
                said = (
                    "chat-handed",
                    {
                        "mover": Verbatim(mover.name),
                        "player": Verbatim(entry.name),
                        "bot": _a_bot(level),
                    },
                )
            await self.system_line(live, line, said)
            self.broadcast(live, None)
        self._schedule_bots(live)
        return {"ok": True}

    async def takeback(self, live: LiveGame, seat: int) -> dict[str, Any]:
        """``seat``'s person plays their seat again after a bot stood in (not after a
        resignation)."""
        async with live.lock:
            self._check_damaged(live.id)
            entry = self._person_seat(live, seat)
            if entry.resigned:
                raise MoveError(409, "resigned", "you resigned: the seat stays with the bot")
            if entry.stand_in is None:
                raise MoveError(409, "not_taken_over", "you play this seat already")
            bank = None if entry.bank_s is None else max(entry.bank_s, COMEBACK_S)
            await self._set_seat(live, seat, stand_in=None, resigned=False, bank_s=bank)
            await self.system_line(
                live,
                f"{entry.name} is back and plays again",
                ("chat-back", {"player": Verbatim(entry.name)}),
            )
            self.broadcast(live, None)
        return {"ok": True}

    def _person_seat(self, live: LiveGame, seat: int) -> SeatRow:
        """The seat of the person asking, checked to be in a running game."""
        if live.over:
            raise MoveError(409, "game_over", "the game is over")
        return live.seats[seat]

    async def _set_seat(
        self,
        live: LiveGame,
        seat: int,
        *,
        stand_in: str | None,
        resigned: bool,
        bank_s: float | None = None,
    ) -> None:
        now = self.clock()
        if bank_s is None:
            bank_s = live.seats[seat].bank_s
        seats = list(live.seats)
        seats[seat] = dataclasses.replace(
            seats[seat], stand_in=stand_in, resigned=resigned, bank_s=bank_s
        )
        version = await asyncio.to_thread(
            functools.partial(
                self.storage.set_seat,
                live.id,
                seat,
                stand_in=stand_in,
                resigned=resigned,
                now=now,
                bank_s=bank_s,
                runs_out_at=_runs_out(live.state, live.over, live.settings, seats, now),
            )
        )
        live.seats[seat] = seats[seat]
        # The stored time: every process that holds the game tells the same
        # ``takeover_from``; the stored version: refresh() need not read the seats again.
        live.turn_since = now
        if version != live.row.seats_version + 1:  # another process changed seats too
            live.seats = await asyncio.to_thread(self.storage.seats, live.id)
        live.row = dataclasses.replace(live.row, updated_at=now, seats_version=version)

    async def rematch(self, live: LiveGame, seat: int) -> dict[str, Any]:
        """The rematch of a finished game (made by the first seat that asks): the same
        game, players, options, settings and seats, a new seed drawn by the server. Each
        person's seat token is their seat in the rematch too (the seat is theirs, and no
        new secret needs delivering to a person who is away); both games link to each
        other. Every connection of this game gets ``{"type": "rematch", "game_id"}``."""
        async with live.lock:
            self._check_damaged(live.id)
            if not live.over:
                raise MoveError(409, "not_over", "a rematch starts once the game is over")
            created = live.row.rematch_id is None
            rematch_id = live.row.rematch_id
            if rematch_id is None:
                rematch_id = await self._new_rematch(live)
            if created:
                name = live.seats[seat].name
                await self.system_line(
                    live,
                    f"{name} started a rematch",
                    ("chat-rematch", {"player": Verbatim(name)}),
                )
                frame = json.dumps({"type": "rematch", "game_id": rematch_id})
                for connection in list(live.connections):
                    connection.send(frame)
        return {"ok": True, "game_id": rematch_id}

    async def _new_rematch(self, live: LiveGame) -> str:
        row = live.row
        seats = [
            # The same people: their identities and seat tokens carry over.
            SeatRow(s.seat, s.kind, s.bot, s.name, s.token_hash, s.kind == "bot", s.player_id)
            for s in live.seats
        ]
        state = new_game(
            row.game,
            row.players,
            seed=secrets.randbits(SEED_BITS),
            options=row.options,
            names=[s.name for s in seats],
        )
        settings = live.settings
        new = await self._store_new(
            state,
            _with_banks(seats, settings),
            settings,
            rematch_of=live.id,
            creator_id=live.row.creator_id,
        )
        linked = await asyncio.to_thread(self.storage.set_rematch, live.id, new.id)
        rematch_id = linked or new.id
        live.row = dataclasses.replace(live.row, rematch_id=rematch_id)
        return rematch_id

    # ------------------------------------------------------------------ chat
    @staticmethod
    def chat_channels(seat: int | None) -> tuple[str, ...]:
        """What a seat (``None``: a spectator) reads: players' chat and system lines are
        public; the spectators' chat is read by spectators only (so that no watcher can
        tell the players anything during the game)."""
        return ("players", "system") if seat is not None else ("players", "spectators", "system")

    async def chat_history(self, live: LiveGame, seat: int | None) -> list[dict[str, Any]]:
        rows = await asyncio.to_thread(
            self.storage.messages, live.id, self.chat_channels(seat), CHAT_HISTORY
        )
        return [_message(m) for m in rows]

    async def chat(self, live: LiveGame, seat: int | None, text: Any, key: str) -> dict[str, Any]:
        """A chat line of ``seat`` (to the players' channel) or of a spectator (to the
        spectators' channel); ``key`` names the sender for the rate limit."""
        if not isinstance(text, str):
            raise MoveError(422, "bad_request", "'text' must be text")
        text = text.strip()
        if not text or len(text) > MAX_CHAT:
            raise MoveError(422, "bad_request", f"a chat line holds 1 to {MAX_CHAT} characters")
        if any(unicodedata.category(c) in ("Cc", "Cs") for c in text):
            raise MoveError(422, "bad_request", "a chat line may not hold control characters")
        wait = await self.chat_rate.hit(f"{live.id}:{key}")
        if wait is not None:
            raise MoveError(429, "rate_limited", f"too many chat lines: wait {wait} s")
        if seat is None:
            channel, name = "spectators", "spectator"
        else:
            channel, name = "players", live.seats[seat].name
        message = await asyncio.to_thread(
            self.storage.add_message, live.id, channel, seat, name, text
        )
        self._send_message(live, message)
        return {"ok": True, "id": message.id}

    async def system_line(self, live: LiveGame, text: str, phrase: LogPhrase) -> None:
        """A line of the game's system channel (joins, resignations, bots taking over):
        ``text`` in English, ``phrase`` the same for every language."""
        said = json.dumps(log_phrase_to_json(phrase))
        message = await asyncio.to_thread(
            self.storage.add_message, live.id, "system", None, "", text, said
        )
        self._send_message(live, message)

    def _send_message(self, live: LiveGame, message: MessageRow) -> None:
        """Send ``message`` to the connections that read its channel and lack it."""
        frame: str | None = None
        for connection in list(live.connections):
            if message.id in connection.chat_ids:
                continue
            if message.channel in self.chat_channels(connection.seat):
                connection.chat_ids.add(message.id)
                frame = frame or json.dumps({"type": "chat", "message": _message(message)})
                connection.send(frame)

    def welcome_chat(
        self, live: LiveGame, connection: Connection, history: list[dict[str, Any]]
    ) -> None:
        """``connection`` was welcomed with the chat ``history``: it has those lines, and
        the game's chat is watched from there on (lines stored meanwhile come with the
        watcher's next round)."""
        ids = [int(m["id"]) for m in history]
        connection.chat_ids.update(ids)
        if live.chat_floor is None:
            live.chat_floor = live.chat_next_floor = max(ids, default=0)

    async def _watch_chat(self, watched: dict[str, LiveGame]) -> None:
        """Send the chat lines stored since the last rounds (by any process) to the
        connections that lack them (one query)."""
        floors = {g: live.chat_floor for g, live in watched.items() if live.chat_floor is not None}
        if not floors:
            return
        rows = await asyncio.to_thread(self.storage.messages_after, floors, CHAT_HISTORY)
        newest: dict[str, int] = {}
        for game_id, message in rows:
            live = watched[game_id]
            self._send_message(live, message)
            newest[game_id] = max(newest.get(game_id, 0), message.id)
        for game_id in floors:
            live = watched[game_id]
            live.chat_floor = max(live.chat_floor or 0, live.chat_next_floor)
            live.chat_next_floor = max(live.chat_next_floor, newest.get(game_id, 0))
            for connection in live.connections:
                connection.chat_ids = {i for i in connection.chat_ids if i > live.chat_floor}

    # ----------------------------------------------------------------- moves
    async def submit(
        self, game_id: str, token: str | None, seq: Any, action: Any
    ) -> dict[str, Any]:
        """A person's move through HTTP: every check of ``docs/web.md`` in order."""
        live, seat = await self.authenticate(game_id, token)
        await self.join(live, seat)
        return await self.play(live, seat, seq, action)

    async def play(
        self, live: LiveGame, seat: int, seq: Any, action: Any, *, bot: str | None = None
    ) -> dict[str, Any]:
        """Checks 4-7 and the duplicate check for ``seat`` (already authenticated);
        ``bot``: the level of the bot that moves for the seat (``None``: its person).

        The game in memory may be behind the database when another server process shares
        it: a ``seq`` beyond the move in memory first takes in the stored moves, and a
        move whose number another process took meanwhile (the store refuses it) takes
        them in and is answered as if they had been known, by the same checks."""
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise MoveError(422, "bad_request", "'seq' must be the move number (an integer)")
        if not isinstance(action, (int, str)) or isinstance(action, bool):
            raise MoveError(422, "bad_request", "'action' must be an action id or its notation")
        async with live.lock:
            self._check_damaged(live.id)
            if seq > live.seq:
                await self._catch_up(live)
            chosen = self._checked(live, seat, seq, action, bot)
            if chosen is not None:
                try:
                    await self._commit(live, seat, chosen)
                except DuplicateMoveError:
                    await self._catch_up(live)
                    if self._checked(live, seat, seq, action, bot) is not None:
                        raise MoveError(
                            409, "stale_move", f"move number {seq} was taken by another move"
                        ) from None
                    chosen = None  # the same move, stored through another process
        self._schedule_bots(live)
        return {"ok": True, "seq": seq + 1, "duplicate": chosen is None}

    def _checked(
        self, live: LiveGame, seat: int, seq: int, action: int | str, bot: str | None = None
    ) -> Action | None:
        """The action to store, after the checks of ``docs/web.md`` in their order;
        ``None`` for a move already stored (acknowledged again, not applied again)."""
        state = live.state
        if 0 <= seq < len(live.moves):
            stored_seat, stored_id = live.moves[seq]
            if stored_seat == seat and self._same_action(state, action, stored_id):
                return None
        if live.over:
            raise MoveError(409, "game_over", "the game is over")
        # Before the turn and the action: both were judged on a state this client has not
        # seen; stale_move tells it to catch up (sync) first.
        if seq != live.seq:
            raise MoveError(
                409,
                "stale_move",
                f"move number {seq} is stale: the game is at move {live.seq}",
            )
        if state.current_player != seat:
            raise MoveError(
                409,
                "not_your_turn",
                f"it is seat {state.current_player}'s turn, not seat {seat}'s",
            )
        entry = live.seats[seat]
        if bot is not None:
            if entry.played_by_bot != bot:
                raise MoveError(409, "not_bot", "this seat is no longer played by this bot")
        elif entry.stand_in is not None:  # (no person holds a bot seat's token)
            raise MoveError(
                409,
                "bot_plays",
                "you resigned: a bot plays this seat"
                if entry.resigned
                else "a bot plays this seat now: take it back first",
            )
        return self._legal_action(state, action)

    @staticmethod
    def _same_action(state: State, action: int | str, stored_id: int) -> bool:
        if isinstance(action, int):
            return action == stored_id
        try:
            return state.parse_action(action).id == stored_id
        except UnknownActionError:
            return False

    @staticmethod
    def _legal_action(state: State, action: int | str) -> Action:
        try:
            chosen = state.action_from_id(action) if isinstance(action, int) else None
            if chosen is None:
                chosen = state.parse_action(str(action))
        except UnknownActionError as exc:
            raise MoveError(422, "illegal_action", str(exc)) from None
        if chosen in state.legal_actions():
            return chosen
        try:
            # An illegal action leaves the state untouched: this only fetches the reason.
            state.clone().apply(chosen)
        except IllegalActionError as exc:
            raise MoveError(422, "illegal_action", str(exc), exc.phrase) from None
        raise MoveError(422, "illegal_action", f"{chosen} is not legal now")

    async def _commit(self, live: LiveGame, seat: int, action: Action) -> None:
        """Store, then apply, then broadcast (the caller holds the game's lock)."""
        after = live.state.clone()
        after.apply(action)
        seq = live.seq
        move = MoveRow(seq, seat, action.id, str(action), after.position_hash())
        result = final_result(after) if after.is_over else None
        now = self.clock()
        bank = self._bank_after(live, seat, now, add_increment=True)
        turn = _turn_after(live, after, _banked(live.seats, bank), now)
        # One writer thread: SQLite writers in several threads would wait on each
        # other's locks with the busy handler's back-off (tails of hundreds of ms).
        # DuplicateMoveError (another process stored this number) changes nothing here.
        await asyncio.get_running_loop().run_in_executor(
            self._writer,
            functools.partial(
                self.storage.append_move, result=result, now=now, bank=bank, turn=turn
            ),
            live.id,
            move,
        )
        live.seats = _banked(live.seats, bank)
        live.state = after
        live.moves.append((seat, action.id))
        live.turn_since = now
        live.row = dataclasses.replace(live.row, updated_at=now)
        since = after.move_number  # the events of this move (the engine's numbering)
        if result is not None:
            live.row = dataclasses.replace(
                live.row, status="finished", result=result, move_count=seq + 1
            )
        self.broadcast(live, since)

    def _bank_after(
        self, live: LiveGame, seat: int, now: float, *, add_increment: bool
    ) -> tuple[int, float] | None:
        """A person's time bank after a decision (or an undo) at ``now``: the time since
        their turn began is spent; a decision adds the increment, an undo takes back the
        one its decision added. ``None``: no timer, or a bot decides."""
        timer = live.settings["timer"]
        entry = live.seats[seat]
        if timer is None or entry.bank_s is None or entry.played_by_bot is not None:
            return None
        increment = float(timer["increment_s"])
        bank = max(0.0, entry.bank_s - max(0.0, now - live.turn_since))
        bank = bank + increment if add_increment else max(0.0, bank - increment)
        return seat, bank

    @staticmethod
    def runs_out_at(live: LiveGame) -> float | None:
        """When the bank of the person to act runs out (``None``: no timer running)."""
        return _runs_out(live.state, live.over, live.settings, live.seats, live.turn_since)

    def _ran_out(self, live: LiveGame) -> bool:
        deadline = self.runs_out_at(live)
        return deadline is not None and self.clock() >= deadline

    async def check_timers(self) -> int:
        """Hand every person whose time bank ran out to the game's stand-in bot (they may
        take the seat back); how many. The games held here are looked at in memory; the
        others are found by one query on the deadlines their rows keep, and loaded."""
        await self._take_in_due()
        count = 0
        for live in list(self._live.values()):
            if await self._time_out(live):
                count += 1
        return count

    async def _take_in_due(self) -> None:
        """Bring into memory, up to date, the games whose stored deadline passed: those
        held here but behind are refreshed; one held nowhere is loaded by the process
        that gets its claim (:class:`Claims`), so that one process loads it, not all."""
        due = await asyncio.to_thread(self.storage.due_clocks, self.clock())
        for game_id in due:
            if game_id in self._damaged:
                continue
            live = self._live.get(game_id)
            try:
                if live is not None:
                    if live.behind:
                        await self.refresh(live)
                    continue
                # Refused: another process owns its bots (and so holds it and watches its
                # clock), or loads it for its clock now.
                if await self.claims.claim(game_id):
                    await self.live(game_id)  # dropped after IDLE_DROP_S if nothing holds it
            except MoveError:
                pass  # damaged: quarantined, logged
            if game_id not in self._live:  # damaged, or gone: its claim is of no use
                await self.claims.release(game_id)

    async def _time_out(self, live: LiveGame) -> bool:
        """Hand the seat to act to the stand-in bot if its bank ran out; whether this
        process did. The store is conditional on the game's move count and seats version:
        of several processes that find it run out, one hands it over and writes the
        system line, and the others read the new seats."""
        if live.behind or not self._ran_out(live):
            return False
        async with live.lock:
            for _ in range(2):  # a second try after reading seats changed meanwhile
                if live.id in self._damaged or not self._ran_out(live):
                    return False
                seat = live.state.current_player
                assert seat is not None
                level = str(live.settings["stand_in_bot"])
                now = self.clock()
                handed = await asyncio.to_thread(
                    functools.partial(
                        self.storage.time_out,
                        live.id,
                        seat,
                        stand_in=level,
                        now=now,
                        seats_version=live.row.seats_version,
                        move_count=len(live.moves),
                    )
                )
                if handed:
                    break
                try:
                    await self._reload_seats(live)
                except MoveError:
                    return False  # damaged: quarantined
            else:
                return False
            live.seats[seat] = dataclasses.replace(
                live.seats[seat], stand_in=level, resigned=False, bank_s=0.0
            )
            live.turn_since = now
            live.row = dataclasses.replace(
                live.row, updated_at=now, seats_version=live.row.seats_version + 1
            )
            name = live.seats[seat].name
            await self.system_line(
                live,
                f"{name} ran out of time; {_a(level)} {level} bot plays for them",
                ("chat-timeout", {"player": Verbatim(name), "bot": _a_bot(level)}),
            )
            self.broadcast(live, None)
        self._schedule_bots(live)
        return True

    async def undo(self, live: LiveGame, seat: int, seq: Any) -> dict[str, Any]:
        """``seat`` takes back its last decision: the checks of a move (``seq`` is the
        log's next number), then the engine's (:meth:`State.undoable`); stored as an entry
        of the move log, so that a replay of the log is exact."""
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise MoveError(422, "bad_request", "'seq' must be the move number (an integer)")
        async with live.lock:
            self._check_damaged(live.id)
            if seq > live.seq:
                await self._catch_up(live)
            if 0 <= seq < live.seq and live.moves[seq] == (seat, UNDO_ID):
                return {"ok": True, "seq": seq + 1, "duplicate": True}
            after = await self._undone(live, seat, seq)
            now = self.clock()
            # The time spent thinking is spent, and the decision's increment goes back.
            bank = self._bank_after(live, seat, now, add_increment=False)
            move = MoveRow(seq, seat, UNDO_ID, "undo", after.position_hash())
            turn = _turn_after(live, after, _banked(live.seats, bank), now)
            try:
                await asyncio.get_running_loop().run_in_executor(
                    self._writer,
                    functools.partial(self.storage.append_move, now=now, bank=bank, turn=turn),
                    live.id,
                    move,
                )
            except DuplicateMoveError:
                await self._catch_up(live)
                raise MoveError(
                    409, "stale_move", f"move number {seq} was taken by another move"
                ) from None
            live.seats = _banked(live.seats, bank)
            live.state = after
            live.moves.append((seat, UNDO_ID))
            live.turn_since = now
            live.row = dataclasses.replace(live.row, updated_at=now, move_count=live.seq)
            self.broadcast(live, None)  # the log lost entries: whole frames
            name = live.seats[seat].name
            await self.system_line(
                live, f"{name} took back a decision", ("chat-took-back", {"player": Verbatim(name)})
            )
        return {"ok": True, "seq": seq + 1, "duplicate": False}

    @staticmethod
    async def _undone(live: LiveGame, seat: int, seq: int) -> State:
        """The game with ``seat``'s last decision taken back, or the refusal of the undo."""
        if live.over:
            raise MoveError(409, "game_over", "the game is over")
        if seq != live.seq:
            raise MoveError(
                409, "stale_move", f"move number {seq} is stale: the game is at {live.seq}"
            )
        if live.state.current_player != seat:
            raise MoveError(409, "not_your_turn", "an undo is for the player to act")
        if live.seats[seat].stand_in is not None:
            raise MoveError(409, "bot_plays", "a bot plays this seat now")
        if live.last_decider() != seat:
            raise MoveError(409, "not_undoable", "the last decision was not yours")
        after = live.state.clone()
        try:
            await asyncio.to_thread(after.undo)
        except IllegalActionError:
            raise MoveError(
                409,
                "not_undoable",
                "this decision cannot be taken back: it showed something hidden "
                "(a card, a die, a hand) or ended your turn",
            ) from None
        return after

    # ------------------------------------------------------------------ bots
    @staticmethod
    def _needs_owner(live: LiveGame) -> bool:
        """Whether the game has bots for a process to own: unfinished, a seat played by a
        bot."""
        return not live.over and any(s.played_by_bot is not None for s in live.seats)

    @staticmethod
    def _bot_is_to_act(live: LiveGame) -> bool:
        seat = live.state.current_player
        return not (live.over or seat is None or live.seats[seat].played_by_bot is None)

    def _schedule_bots(self, live: LiveGame) -> None:
        """Start the game's bot task if a bot is to act and none runs, or to claim the
        game's bots as soon as it has some (so that its owner is the process that
        created or loaded it, not whichever looks for games without owner first). Not
        for a game whose bots another process owns (it moves them)."""
        if not self._needs_owner(live) or (live.claim_refused and live.id not in self.claims.held):
            return
        if live.bot_task is not None and not live.bot_task.done():
            return
        if live.id in self.claims.held and not self._bot_is_to_act(live):
            return  # owned here already, and nothing to do now
        live.bot_task = asyncio.get_running_loop().create_task(self._run_bots(live))

    async def _run_bots(self, live: LiveGame) -> None:
        """Take the game's bot decisions while a bot is to act, if this process owns the
        game's bots (claims them); else leave them to the process that owns them (its
        moves arrive by notification; :meth:`take_orphans` takes over if it dies). The
        claim is kept while the game has bots: a person's turn in between is no reason
        to hand them over."""
        try:
            if not await self.claims.claim(live.id):
                live.claim_refused = True
                return
            await self._drive_bots(live)
        finally:
            if not self._needs_owner(live):
                await self.claims.release(live.id)

    async def _bot_to_act(self, live: LiveGame) -> bool:
        """Whether a bot is to act and this process still owns the game's bots, at the
        game's stored state (a process that owned them before may have stored moves not
        yet seen)."""
        if not self._bot_is_to_act(live):
            return False
        if not await self.claims.claim(live.id):
            live.claim_refused = True  # the claims' connection was lost meanwhile
            return False
        if not isinstance(self.claims, LocalClaims) and not await self._refreshed(live):
            return False
        return self._bot_is_to_act(live)

    async def _refreshed(self, live: LiveGame) -> bool:
        """:meth:`refresh`; ``False`` if the game turned out damaged (quarantined). A
        database away for a while is no reason to stop: the caller asks again."""
        try:
            await self.refresh(live)
        except MoveError:
            return False
        except Exception as exc:
            logger.warning("cannot read a game's moves: %s", type(exc).__name__)
        return True

    async def _drive_bots(self, live: LiveGame) -> None:
        while True:
            if not await self._bot_to_act(live):
                return
            state = live.state
            seat = state.current_player
            assert seat is not None
            bot = live.seats[seat].played_by_bot
            assert bot is not None
            seq = live.seq
            # Same seat, same move: same seed, so a restarted server plays the same moves.
            seed = (bot_seed(live.row.seed, seat) + seq * 1_000_033) % (1 << 62)
            try:
                if bot in THREAD_BOTS:
                    action_id = await asyncio.to_thread(_bot_move_here, bot, seed, state.clone())
                else:
                    # Searches share the worker processes fairly among the games.
                    task = BotTask(bot, seed, state.to_json())
                    people = any(s.kind != "bot" for s in live.seats)
                    weight = PERSON_WEIGHT if people else 1.0
                    action_id = await self._process_pool().run(live.id, task, weight=weight)
                self.bot_decisions += 1
                await self.play(live, seat, seq, action_id, bot=bot)
            except MoveError as exc:
                if exc.code in ("stale_move", "not_bot"):
                    continue  # the game or its seats changed meanwhile: look again
                if exc.code == "game_over":
                    return  # a resignation ended it meanwhile
                self.bot_errors.append(f"game {live.id} seat {seat}: {exc.message}")
                return
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self.bot_errors.append(f"game {live.id} seat {seat}: {exc!r}")
                return

    def _process_pool(self) -> BotPool:
        if self._pool is None:
            self._pool = BotPool(self._bot_processes)
        return self._pool

    async def wait_for_bots(self, live: LiveGame) -> None:
        """Until the game's bots have nothing to do (tests)."""
        while live.bot_task is not None and not live.bot_task.done():
            await asyncio.shield(live.bot_task)

    # ------------------------------------------------------------- broadcast
    def broadcast(self, live: LiveGame, since: int | None) -> None:
        """Send every connection its frame of the new state, with only the events of
        move ``since`` on (the log grows with the game: sending it whole on every move
        was most of the server's work). Each seat's frame is encoded once."""
        encoded: dict[int | None, str] = {}
        for connection in list(live.connections):
            text = encoded.get(connection.seat)
            if text is None:
                text = encoded[connection.seat] = json.dumps(
                    self.frame(live, connection.seat, since=since)
                )
            connection.send(text)

    @staticmethod
    def frame(live: LiveGame, seat: int | None, *, since: int | None = None) -> dict[str, Any]:
        """The state frame of ``seat`` (``None``: a spectator): nothing hidden from it.

        With ``since``, the view's ``events`` hold only the events of move ``since`` on
        (``events_from``); a client appends them to the log it has, or asks for a
        ``sync`` if it missed a frame."""
        state = live.state
        over = live.over
        mine = (
            not over
            and seat is not None
            and state.current_player == seat
            and live.seats[seat].stand_in is None  # (no person holds a bot seat's token)
        )
        if since is None:
            view = state.view(seat)
        else:
            view = state.view(seat, events=False)
            view["events"] = state.event_log(seat, since)
        return {
            "type": "state",
            "game_id": live.id,
            "seq": live.seq,
            "seat": seat,
            "events_from": since,
            "view": view,
            # Each legal action: its id, its notation, its kind and arguments as data (what
            # the page finds actions by) and its phrase (what it means in words: a catalog
            # message id and arguments, docs/web.md "Languages").
            "legal": [state.action_json(a) for a in state.legal_actions()] if mine else [],
            "current_player": None if over else state.current_player,
            "over": over,
            "result": explained(live.row.result, state) if over else None,
            # Who plays each seat now (a frame changes only with the game or its seats).
            "seats": [
                {k: v for k, v in entry.items() if k != "joined"}
                for entry in _seat_summaries(live.seats)
            ],
            "takeover_from": live.takeover_from(),
            # Timed games: when the bank of the person to act runs out (Unix seconds).
            "runs_out_at": GameService.runs_out_at(live),
            # This seat may ask to take back its last decision (the engine then decides
            # whether it showed anything hidden: POST /undo).
            "undo": mine and live.last_decider() == seat,
        }

    # --------------------------------------------------------------- summary
    @staticmethod
    def summary(
        row: GameRow, seats: list[SeatRow], state: State | None = None, seq: int | None = None
    ) -> dict[str, Any]:
        info = {g["name"]: g for g in available_games()}.get(row.game, {})
        return {
            "id": row.id,
            "game": row.game,
            "title": info.get("title", row.game),
            "players": row.players,
            "options": row.options,
            "status": _status(row, seats),
            "move_number": state.move_number if state is not None else row.move_count,
            # The move log's length (moves and undos): the ``seq`` a move must carry.
            "seq": seq if seq is not None else row.move_count,
            "current_player": state.current_player if state is not None else None,
            "seats": _seat_summaries(seats),
            "created_at": row.created_at,
            "result": row.result,
            # Everyone who opens the game is told that its creator knows the deal.
            "seed_chosen": row.seed_chosen,
            "settings": {**DEFAULT_SETTINGS, **(row.settings or {})},
            "rematch_of": row.rematch_of,
            "rematch_id": row.rematch_id,
        }

    def live_summary(self, live: LiveGame) -> dict[str, Any]:
        summary = self.summary(live.row, live.seats, live.state, live.seq)
        if live.over:
            summary["result"] = explained(live.row.result, live.state)
        return summary

    async def game_summary(self, game_id: str) -> dict[str, Any]:
        """The summary of a game, a damaged one included (its status says so)."""
        try:
            live = await self.live(game_id)
        except MoveError as exc:
            if exc.code != "damaged":
                raise
            return self.summary(*self._damaged[game_id])
        if live is None:
            raise MoveError(404, "no_such_game", f"there is no game {game_id!r}")
        return self.live_summary(live)

    def stored_summary(self, row: GameRow, seats: list[SeatRow]) -> dict[str, Any]:
        """The summary of a game from its stored rows alone (no load, no replay): the
        same as :meth:`live_summary` of the game at that state, for a row that is
        :func:`listable`."""
        summary = self.summary(row, seats)
        summary["move_number"] = row.move_number
        summary["current_player"] = row.current_player
        return summary

    async def _listed(self, row: GameRow, seats: list[SeatRow]) -> dict[str, Any] | None:
        """The summary of a listed game at its stored state; ``None`` for a damaged one.
        Built from its rows, except for a game stored before revision 0006 and not loaded
        since (loaded once: its row then gets what it lacked)."""
        if row.id in self._damaged or row.status == "damaged":
            return None
        if listable(row):
            return self.stored_summary(row, seats)
        live = await self._as_stored(row)
        return self.live_summary(live) if live is not None else None

    async def list_games(self, status: str | None) -> list[dict[str, Any]]:
        """The newest games of one status (``open``, ``active``, ``finished``,
        ``damaged``) or of all; a damaged game is listed only as ``damaged``. Every game
        is listed at its stored state, from its rows (two queries, no game loaded), so
        that every server process on the database lists the same."""
        if status == "damaged":
            found = sorted(self._damaged.values(), key=lambda e: e[0].created_at, reverse=True)
            return [self.summary(row, seats) for row, seats in found[:100]]
        rows = await asyncio.to_thread(self.storage.games, status)
        seats = await asyncio.to_thread(self.storage.seats_of, [row.id for row in rows])
        summaries = []
        for row in rows:
            summary = await self._listed(row, seats[row.id])
            if summary is not None:
                summaries.append(summary)
            elif status is None:  # damaged
                damaged = self._damaged.get(row.id)
                summaries.append(
                    self.summary(*damaged)
                    if damaged is not None
                    else self.summary(row, seats[row.id])
                )
        return summaries

    async def _as_stored(self, row: GameRow) -> LiveGame | None:
        """The game of a stored ``row`` in memory and at least as far as the row says:
        loaded, or brought up to date (one more read only when it is behind, which the
        listener's notifications make rare); ``None`` for a damaged game."""
        if row.id in self._damaged or row.status == "damaged":
            return None
        live = self._live.get(row.id)
        try:
            if live is None:
                return await self.live(row.id)
            if (
                row.move_count > len(live.moves)
                or row.seats_version != live.row.seats_version
                or row.status != live.row.status
            ):
                await self.refresh(live)
        except MoveError:
            return None  # damaged: quarantined
        return live if row.id not in self._damaged else None

    # ---------------------------------------------------------------- replay
    def replay_frame(self, live: LiveGame, step: int) -> dict[str, Any]:
        """The spectator's frame after ``step`` moves (never beyond the current move).

        Once the game is over (and only then) every step shows everything that was hidden
        at the time: each seat's hand, VP chips or shares, and every private event
        (``view["revealed"]`` and the frame's ``revealed`` say so)."""
        if not 0 <= step <= len(live.moves):
            raise MoveError(
                404, "no_such_step", f"step must lie in 0..{len(live.moves)}, got {step}"
            )
        row = live.row
        state = _rebuilt(row, live.moves[:step])
        if step < len(live.moves):  # a past position: not over (whatever ended it later)
            row = dataclasses.replace(row, status="active", result=None)
        frame = GameService.frame(
            LiveGame(row=row, seats=live.seats, state=state, moves=live.moves[:step]), None
        )
        frame["type"] = "replay"
        frame["revealed"] = live.over
        if live.over:
            frame["view"] = state.revealed_view()
        frame["takeover_from"] = None  # a past position waits for nobody
        frame["runs_out_at"] = None
        frame["step"] = step
        frame["steps"] = len(live.moves)
        return frame

    @staticmethod
    def public_record(live: LiveGame) -> dict[str, Any]:
        """The game's record (``GET /replay``): whole once the game is over; while it runs
        without the seed, which rebuilds every hidden card and die, and without the
        actions, whose choices may reveal what a seat kept secret."""
        record = live.state.record()
        if not live.over:
            record["seed"] = None
            record["actions"] = None
        return record


def _with_banks(seats: list[SeatRow], settings: dict[str, Any]) -> list[SeatRow]:
    """``seats`` with every person's full time bank (games with a timer)."""
    timer = settings.get("timer")
    if timer is None:
        return seats
    return [
        dataclasses.replace(s, bank_s=float(timer["bank_s"])) if s.kind == "human" else s
        for s in seats
    ]


def _runs_out(
    state: State,
    over: bool,
    settings: Mapping[str, Any],
    seats: list[SeatRow],
    turn_since: float,
) -> float | None:
    """When the bank of the person to act runs out, their turn having begun at
    ``turn_since`` (``None``: no timer, the game over, a bot acts, or a person seat is
    still empty: the clocks start once everyone has joined)."""
    seat = state.current_player
    if over or seat is None or settings["timer"] is None:
        return None
    if any(s.kind == "human" and not s.joined for s in seats):
        return None
    entry = seats[seat]
    if entry.bank_s is None or entry.played_by_bot is not None:
        return None
    return turn_since + entry.bank_s


def _banked(seats: list[SeatRow], bank: tuple[int, float] | None) -> list[SeatRow]:
    """``seats`` with a seat's new time bank (``bank``: the seat and its seconds)."""
    if bank is None:
        return seats
    changed = list(seats)
    changed[bank[0]] = dataclasses.replace(changed[bank[0]], bank_s=bank[1])
    return changed


def _turn_after(live: LiveGame, after: State, seats: list[SeatRow], now: float) -> TurnFacts:
    """The facts of the game's row once the log entry that leads to ``after`` is stored
    at ``now`` (the next turn begins then)."""
    over = after.is_over or live.row.status == "finished"
    deadline = _runs_out(after, over, live.settings, seats, now)
    return TurnFacts(after.move_number, after.current_player, deadline)


def _turn_facts(live: LiveGame) -> TurnFacts:
    """The facts of the game's row as the game in memory says them."""
    return TurnFacts(
        live.state.move_number, live.state.current_player, GameService.runs_out_at(live)
    )


def listable(row: GameRow) -> bool:
    """Whether a game's summary can be built from its row alone: its state's facts are
    stored, and a finished game's result holds all that clients are shown (a result
    stored before the breakdown existed gets it from the replay, :func:`explained`)."""
    if row.move_number is None:
        return False
    if row.status != "finished":
        return True
    return resigned_result(row.result) or (row.result is not None and "breakdown" in row.result)


def _a(word: str) -> str:
    """The article before ``word`` ("an easy bot", "a medium bot")."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def _a_bot(level: str) -> str:
    """The term of "a <level> bot" (``chat-a-bot-<level>``), with its article."""
    return f"chat-a-bot-{level}"


def _message(row: MessageRow) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": row.id,
        "channel": row.channel,
        "seat": row.seat,
        "name": row.name,
        "text": row.text,
        "at": row.created_at,
    }
    if row.phrase is not None:
        data["phrase"] = json.loads(row.phrase)
    return data


def _seat_summaries(seats: list[SeatRow]) -> list[dict[str, Any]]:
    """The seats as clients see them: who sits there, and who plays for them now."""
    return [
        {
            "seat": s.seat,
            "name": s.name,
            "kind": s.kind,
            "bot": s.bot,
            "joined": s.joined,
            "stand_in": s.stand_in,
            "resigned": s.resigned,
            "bank_s": s.bank_s,
        }
        for s in seats
    ]


def final_result(state: State) -> dict[str, Any]:
    """The result stored when a game ends: ``result()`` with its ``breakdown`` (the score
    explained, tie-breaks in words: ``State.score_breakdown``)."""
    return {**state.result(), "breakdown": state.score_breakdown()}


def explained(result: dict[str, Any] | None, state: State) -> dict[str, Any]:
    """A finished game's ``result`` as clients get it: the stored one (a resignation's
    as it is), with the breakdown that results stored before it existed lack."""
    if result is None:
        return final_result(state)
    if resigned_result(result) or "breakdown" in result:
        return result
    return {**result, "breakdown": state.score_breakdown()}


def resigned_result(result: dict[str, Any] | None) -> bool:
    """Whether a stored result is the end of a game by resignation."""
    return isinstance(result, dict) and result.get("by") == "resignation"


def resignation_result(live: LiveGame, seat: int) -> dict[str, Any]:
    """The result of a two-player game that ``seat`` resigned: the other seat wins.

    The shape of every result (``winners``, ``ranking``, ``scores`` with ``rank``), with
    ``"by": "resignation"`` and ``"resigned": [seat]``; a score line has no ``total``
    (``null``) and says ``"outcome": "won"`` or ``"resigned"``."""
    other = 1 - seat
    return {
        "over": True,
        "by": "resignation",
        "resigned": [seat],
        "winners": [other],
        "ranking": [other, seat],
        "shared_win": False,
        "scores": [
            {
                "seat": s,
                "name": live.seats[s].name,
                "outcome": "won" if s == other else "resigned",
                "total": None,
                "rank": 1 if s == other else 2,
            }
            for s in (0, 1)
        ],
    }


def _settings(given: Any, bots: set[str]) -> dict[str, Any]:
    """A new game's settings (``DEFAULT_SETTINGS`` filled in), or ``bad_request``."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise MoveError(422, "bad_request", "'settings' must be an object")
    unknown = set(given) - set(DEFAULT_SETTINGS)
    if unknown:
        raise MoveError(
            422,
            "bad_request",
            f"unknown setting {_shown(sorted(unknown)[0])}; settings: "
            + ", ".join(sorted(DEFAULT_SETTINGS)),
        )
    settings = {**DEFAULT_SETTINGS, **given}
    wait = settings["takeover_after_s"]
    if not isinstance(wait, int) or isinstance(wait, bool) or not 0 <= wait <= MAX_TAKEOVER_S:
        raise MoveError(
            422, "bad_request", f"'takeover_after_s' must be an integer in 0..{MAX_TAKEOVER_S}"
        )
    settings["timer"] = _timer(settings["timer"])
    if settings["stand_in_bot"] not in bots:
        raise MoveError(
            422, "bad_request", f"'stand_in_bot' must be one of {', '.join(sorted(bots))}"
        )
    return settings


def _timer(given: Any) -> dict[str, int] | None:
    """The ``timer`` setting: ``None``, or a bank and an increment in whole seconds."""
    if given is None:
        return None
    if not isinstance(given, dict) or set(given) - {"bank_s", "increment_s"}:
        raise MoveError(
            422, "bad_request", "'timer' must be null or {'bank_s': s, 'increment_s': s}"
        )
    bank, increment = given.get("bank_s"), given.get("increment_s", 0)
    for name, value, top, low in (
        ("bank_s", bank, MAX_BANK_S, 10),
        ("increment_s", increment, MAX_INCREMENT_S, 0),
    ):
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= top:
            raise MoveError(
                422, "bad_request", f"'timer.{name}' must be an integer in {low}..{top}"
            )
    return {"bank_s": bank, "increment_s": increment}


def _game_seed(chosen: Any, people: int) -> tuple[int, bool]:
    """The seed of a new game and whether its creator chose it.

    Whoever knows the seed knows every hidden card and future die of the game, so a chosen
    seed is refused when two or more people play; one person against bots may choose it
    (practice, a deal to replay), and the game's page says so."""
    if chosen is None:
        return secrets.randbits(SEED_BITS), False
    try:
        check_seed(chosen)  # one rule for the web and the command line
    except ValueError:
        raise MoveError(
            422, "bad_request", f"'seed' must be an integer in [0, 2**{SEED_BITS})"
        ) from None
    if people >= 2:
        raise MoveError(
            422,
            "seed_not_allowed",
            "a chosen 'seed' is refused when two or more people play: it would let its chooser "
            "work out the others' hidden cards; leave 'seed' out and the server draws one",
        )
    return chosen, True


def _seat_name(value: Any, default: str, number: int) -> str:
    """A seat's name from the request (``default`` when none), or ``bad_request``."""
    if value is None or value == "":
        return default
    if not isinstance(value, str):
        raise MoveError(422, "bad_request", f"seat {number}: 'name' must be text")
    # Control characters (NUL included: PostgreSQL refuses it) and lone surrogates (no
    # UTF-8 for them) cannot be stored or shown.
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in value):
        raise MoveError(
            422,
            "bad_request",
            f"seat {number}: a name may not hold control characters or lone surrogates",
        )
    return value.strip()[:MAX_NAME] or default


def _shown(value: Any) -> str:
    """A client's value as a message quotes it: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _import_engines() -> None:
    """Import every game's engine and the bots that run in threads, once, before any
    thread does: games are loaded in threads, and two threads that import one module for
    the first time at once may meet Python's import deadlock (``_DeadlockError``), which
    a load reports as a damaged game (a fresh process on a shared database gets many
    first loads at once)."""
    for info in available_games():
        state = new_game(info["name"], min(info["players"]), seed=0)
        state.view(None)
        state.apply(state.legal_actions()[0])
        state.clone().to_json()
    for level in THREAD_BOTS:
        make_bot(level, 0)


def _replay(state: State, moves: list[MoveRow], start: int, *, check_hash: bool = True) -> None:
    """Apply the stored ``moves`` (numbered ``start`` on) to ``state``, checking each
    against the log's invariants; :class:`DamagedGameError` at the first that fails."""
    for number, move in enumerate(moves, start):
        if move.seq != number:
            raise DamagedGameError(f"move {number} is missing")
        if state.is_over or state.current_player != move.seat:
            raise DamagedGameError(f"move {number} is stored for a seat that was not to act")
        try:
            if move.action_id == UNDO_ID:
                state.undo()
            else:
                state.apply(move.action_id)
        except Exception as exc:
            # The engine's message may name what a seat holds: only its kind is logged.
            raise DamagedGameError(
                f"move {number} does not replay ({type(exc).__name__})"
            ) from None
    # One hash, the last: checking every move's would make loading a long game slow.
    if (
        check_hash
        and moves
        and moves[-1].state_hash not in (state.position_hash(), _named_hash(state))
    ):
        raise DamagedGameError(f"the state after move {moves[-1].seq} differs from the stored one")


def _rebuilt(row: GameRow, moves: list[tuple[int, int]]) -> State:
    """The game of ``row`` after ``moves`` (seat, action id; undos included), built anew."""
    state = new_game(row.game, row.players, seed=row.seed, options=row.options, names=row.names)
    for _, action_id in moves:
        if action_id == UNDO_ID:
            state.undo()
        else:
            state.apply(action_id)
    return state


def _named_hash(state: State) -> str:
    """The position hash as stored before it left the names out (databases written then
    still load)."""
    position = state.to_dict()
    del position["history"], position["log"]
    return digest(position)


def _row_of(row: GameRow, state: State, move_count: int) -> GameRow:
    """``row`` as the replayed ``state`` says it is (the row and the moves are two reads,
    and another process may store a move between them)."""
    if state.is_over == (row.status == "finished") or (
        row.status == "finished" and resigned_result(row.result)
    ):
        return dataclasses.replace(row, move_count=move_count)
    if state.is_over:
        return dataclasses.replace(
            row, status="finished", result=final_result(state), move_count=move_count
        )
    return dataclasses.replace(row, status="active", result=None, move_count=move_count)


def _status(row: GameRow, seats: list[SeatRow]) -> str:
    """``damaged``, ``finished``, ``open`` (a person seat never joined) or ``active``."""
    if row.status in ("damaged", "finished"):
        return row.status
    return "open" if any(s.kind == "human" and not s.joined for s in seats) else "active"


def catalog() -> dict[str, Any]:
    return {"games": available_games(), "bots": available_bots()}


def parse_json(text: str | bytes, limit: int) -> dict[str, Any]:
    """A client's JSON object, or :class:`MoveError` ``bad_request`` saying what is wrong."""
    if len(text) > limit:
        raise MoveError(413, "too_large", f"a message may hold at most {limit} bytes")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise MoveError(400, "bad_request", f"not valid JSON: {exc}") from None
    except RecursionError:
        raise _too_deep_error() from None
    except ValueError:  # an integer of more digits than Python converts (4300)
        raise MoveError(400, "bad_request", "not accepted JSON: a number is too long") from None
    if _too_deep(data):
        raise _too_deep_error()
    if not isinstance(data, dict):
        raise MoveError(400, "bad_request", "expected a JSON object")
    return data


def _too_deep_error() -> MoveError:
    return MoveError(400, "bad_request", f"JSON nested deeper than {MAX_DEPTH} levels")


def _too_deep(data: Any) -> bool:
    """Whether ``data`` nests containers deeper than :data:`MAX_DEPTH` (no recursion)."""
    level: list[tuple[Any, int]] = [(data, 1)]
    while level:
        value, depth = level.pop()
        if isinstance(value, (list, dict)):
            if depth > MAX_DEPTH:
                return True
            items = value.values() if isinstance(value, dict) else value
            level.extend((item, depth + 1) for item in items)
    return False


def _no_constant(name: str) -> Any:
    # NaN and Infinity are not JSON; Python reads them, and no answer may echo them.
    raise MoveError(400, "bad_request", f"not valid JSON: {name} is not a JSON value")


RateClock = Callable[[], float]


class RateLimiter:
    """A token bucket per connection: ``rate`` messages a second, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int, clock: RateClock) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.last = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def _create_request(spec: Mapping[str, Any]) -> tuple[str, int, dict[str, Any], list[Any]]:
    """A lobby request's game, player count, options and seats, or ``bad_request``."""
    game = spec.get("game")
    players = spec.get("players")
    options = spec.get("options", {})
    seats_spec = spec.get("seats")
    if not isinstance(game, str) or not isinstance(players, int) or isinstance(players, bool):
        raise MoveError(422, "bad_request", "'game' (a name) and 'players' (an int) are needed")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise MoveError(422, "bad_request", "'options' must be an object")
    if not isinstance(seats_spec, list) or len(seats_spec) != players:
        raise MoveError(422, "bad_request", f"'seats' must list {players} seats")
    return game, players, options, seats_spec


def _lobby_seats(
    seats_spec: list[Any], player: PlayerRow | None, bots: set[str]
) -> tuple[list[SeatRow], list[dict[str, Any]], list[str]]:
    """The seats of a lobby request, each person seat's token, and the players' names."""
    seats: list[SeatRow] = []
    tokens: list[dict[str, Any]] = []
    for number, seat in enumerate(seats_spec):
        if not isinstance(seat, dict):
            raise MoveError(422, "bad_request", f"seat {number}: expected an object")
        kind = seat.get("kind")
        if kind == "bot":
            seats.append(_bot_seat(number, seat, bots))
        elif kind == "human":
            row, token = _person_seat(number, seat, player, seats)
            seats.append(row)
            tokens.append({"seat": number, "token": token})
        else:
            raise MoveError(422, "bad_request", f"seat {number}: 'kind' must be 'human' or 'bot'")
    return seats, tokens, [s.name for s in seats]


def _bot_seat(number: int, seat: dict[str, Any], bots: set[str]) -> SeatRow:
    bot = seat.get("bot")
    if not isinstance(bot, str) or bot not in bots:
        raise MoveError(
            422,
            "bad_request",
            f"seat {number}: unknown bot {_shown(bot)}; bots: {', '.join(sorted(bots))}",
        )
    # Numbered by seat: several bots of one level stay apart in the log.
    name = _seat_name(seat.get("name"), f"{bot.capitalize()} bot {number + 1}", number)
    return SeatRow(number, "bot", bot, name, None, True)


def _person_seat(
    number: int, seat: dict[str, Any], player: PlayerRow | None, before: list[SeatRow]
) -> tuple[SeatRow, str]:
    """A person seat and its token; with ``"me": true`` it is the creator's (``before``:
    the seats listed before it)."""
    me = seat.get("me", False)
    if not isinstance(me, bool):
        raise MoveError(422, "bad_request", f"seat {number}: 'me' must be true or false")
    if me and (player is None or any(s.player_id for s in before)):
        raise MoveError(
            422,
            "bad_request",
            f"seat {number}: 'me' needs a player identity (the browser's cookie) "
            "and may be given to one seat only",
        )
    default = player.name if me and player is not None else f"Player {number + 1}"
    name = _seat_name(seat.get("name"), default, number)
    token = new_token()
    if me and player is not None:
        return SeatRow(number, "human", None, name, hash_token(token), True, player.id), token
    return SeatRow(number, "human", None, name, hash_token(token), False, None, token), token
