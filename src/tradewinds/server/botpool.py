"""The worker processes of the search bots, shared fairly by every game of the server.

Why a scheduler of its own, and not a ``ProcessPoolExecutor`` used first come, first served:
eight games of four ``expert`` bots each keep every worker busy, one decision after
another, and a ``hard`` bot of another game queued behind them answered in 15-21 s instead
of 0.5-1.4 s. Here:

* **A queue per game, at most one job of a game in flight.** A game's bots decide one
  after the other anyway; a game never holds two workers, so one game can take at most
  one worker's share, however many bots it has.
* **The game that used the least CPU recently goes first.** Each game's CPU time in the
  workers is summed with an exponential decay (half-life :data:`HALF_LIFE` s); when a
  worker is free, the waiting game with the smallest sum gets it (ties: the one that has
  waited longest). A game whose bots think little (a ``hard`` bot answering a person)
  overtakes games whose bots think all the time, and games that all think a lot share
  the workers in turn. A plain round robin would make the ``hard`` bot wait behind one
  job of every busy game; a fixed per-game budget would leave workers idle.
* **A person waiting counts.** A game with a person seat weighs :data:`PERSON_WEIGHT`
  times an all-bot game (its CPU counts for a quarter): when the workers are saturated
  by games of bots only, the bots that answer a person still get the share they need.
  Measured without it on the busy 2-core machine, the ``hard`` bot of a person's game
  (thinking up to a quarter of the time) was held to the share of each all-expert game
  (1/9 of the workers) and answered up to 9 s at p90 against 2.3 s on the idle server.
* **Long searches run in slices.** A job runs for about :data:`QUANTUM` s, then the
  worker hands back what is left of it (:class:`~tradewinds.bots.ismcts.FlatSearch`,
  pickled) and the job queues again under its game. So a short decision waits at most one
  slice for a worker, never a whole expert decision. The move does not depend on the
  slicing: a slice ends between two rounds of the search, and the search goes on from
  exactly where it stopped (same random streams), so a bot's move is still a function of
  the game's seed and the position, whatever the load.
* **Workers run at a lower OS priority** (``os.nice(NICE)``): the server's event loop,
  which answers people's moves, is served by the kernel before the bots' searches.
* **Bounded**: ``workers`` processes (default: one per CPU the server may use); a job
  whose game is closed or whose caller is cancelled is dropped (one running slice
  finishes, its result is discarded).

The scheduler lives in the event loop (no locks): :meth:`BotPool.run` queues a job and
awaits its result; every slice that ends dispatches the next.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import dataclasses
import functools
import itertools
import multiprocessing
import os
import pickle
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

QUANTUM = 0.1  # seconds of a worker's time per slice of a search
HALF_LIFE = 20.0  # seconds for a game's recent CPU time to count half
NICE = 10  # added to the workers' OS niceness
# The weight of a game with a person seat against a game of bots only: someone waits for
# its bots' answers (nobody waits for an all-bot game; spectators at most).
PERSON_WEIGHT = 4.0

T = TypeVar("T")


@dataclass(frozen=True)
class Slice:
    """What a worker hands back after a slice: the result (``done``), or the job to run
    next (its continuation); and the CPU seconds the slice took."""

    done: bool
    value: Any
    cpu: float


Work = Callable[[Any, float], Slice]
"""``work(payload, quantum)``: one slice of a job, run in a worker."""


@dataclass(frozen=True)
class BotTask:
    """A bot's decision to compute: the bot, its seed, the position (``State.to_json``),
    and the search under way once a slice has run (pickled :class:`FlatSearch`)."""

    bot: str
    seed: int
    state_json: str
    search: bytes | None = None


def think(task: BotTask, quantum: float) -> Slice:
    """One slice of a bot's decision, in a worker: the action id when done, else the task
    with the search so far. A bot without ``start`` (not a resumable search) runs whole."""
    from ..bots import SeatView, make_bot
    from ..core.actions import Action
    from ..core.game import load_state

    cpu0 = time.process_time()
    deadline = time.perf_counter() + quantum
    state = load_state(task.state_json)
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: no bot is to move")
    view = SeatView(state, seat)
    legal = state.legal_actions()
    if task.search is None:
        bot = make_bot(task.bot, task.seed)
        start = getattr(bot, "start", None)
        if start is None:
            return Slice(True, bot.choose(view, legal).id, time.process_time() - cpu0)
        search = start(view, legal)
        if isinstance(search, Action):
            return Slice(True, search.id, time.process_time() - cpu0)
    else:
        search = pickle.loads(task.search)  # bytes of our own workers
    search.run(view, until=lambda: time.perf_counter() >= deadline)
    cpu = time.process_time() - cpu0
    if search.done:
        return Slice(True, search.best(legal).id, cpu)
    return Slice(False, dataclasses.replace(task, search=pickle.dumps(search)), cpu)


def available_cpus() -> int:
    """The CPUs this process may run on (``taskset``, container limits), not the machine's:
    more workers than CPUs would share them by the kernel's rules, not the pool's."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover (not Linux)
        return os.cpu_count() or 1


def _lower_priority() -> None:
    """Worker initializer: searches yield the CPU to the server's event loop."""
    with contextlib.suppress(OSError):  # not permitted: run at the same priority
        os.nice(NICE)


def process_executor(workers: int) -> concurrent.futures.Executor:
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_lower_priority,
    )


class PoolClosedError(RuntimeError):
    """The pool was closed: no job runs any more."""


@dataclass(eq=False)
class _Job(Generic[T]):
    game: str
    payload: Any
    future: asyncio.Future[T]
    ticket: int  # order of arrival (renewed when a slice ends): ties go to the oldest


@dataclass
class _Usage:
    cpu: float = 0.0  # decayed CPU seconds at ``at``
    at: float = 0.0


@dataclass(eq=False)
class _Game:
    queue: deque[_Job[Any]] = field(default_factory=deque)
    running: _Job[Any] | None = None  # the job whose slice runs now
    weight: float = 1.0


class BotPool:
    """Bots' jobs of every game on ``workers`` processes, the games served fairly (see the
    module's docstring). ``work`` and ``executor`` are replaceable for tests."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        quantum: float = QUANTUM,
        half_life: float = HALF_LIFE,
        work: Work = think,
        executor: Callable[[int], concurrent.futures.Executor] = process_executor,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.workers = max(1, workers or available_cpus())
        self.quantum = quantum
        self.half_life = half_life
        self._work = work
        self._make_executor = executor
        self._executor: concurrent.futures.Executor | None = None
        self._clock = clock
        self._games: dict[str, _Game] = {}
        self._usage: dict[str, _Usage] = {}
        self._running = 0
        self._tickets = itertools.count()
        self._closed = False

    # ------------------------------------------------------------------ API
    async def run(self, game: str, payload: Any, *, weight: float = 1.0) -> Any:
        """Run the job ``payload`` for ``game`` (slice after slice) and return its result.
        A game of ``weight`` w gets w times the share of a game of weight 1 when the
        workers are all busy (its recent CPU counts 1/w). Cancelling the caller drops
        the job."""
        if self._closed:
            raise PoolClosedError("the bot pool is closed")
        job: _Job[Any] = _Job(
            game, payload, asyncio.get_running_loop().create_future(), next(self._tickets)
        )
        entry = self._games.setdefault(game, _Game())
        entry.weight = weight
        entry.queue.append(job)
        self._dispatch()
        try:
            return await job.future
        except asyncio.CancelledError:
            # The caller was cancelled (that cancels the future it awaited) or the game
            # was: forget the job.
            job.future.cancel()
            self._discard(job)
            raise

    def cancel(self, game: str) -> None:
        """Drop every job of ``game`` (its game ended or was closed); a slice of it that
        is running finishes in its worker and is thrown away."""
        entry = self._games.get(game)
        if entry is None:
            return
        for job in entry.queue:
            job.future.cancel()
        entry.queue.clear()
        if entry.running is not None:
            entry.running.future.cancel()
        else:
            del self._games[game]
        self._usage.pop(game, None)

    def usage(self, game: str) -> float:
        """The game's recent CPU seconds in the workers (decayed)."""
        entry = self._usage.get(game)
        if entry is None:
            return 0.0
        decay: float = 0.5 ** ((self._clock() - entry.at) / self.half_life)
        return entry.cpu * decay

    @property
    def running(self) -> int:
        """Slices running now."""
        return self._running

    async def close(self) -> None:
        """Drop every queued job, let the running slices end, stop the workers."""
        self._closed = True
        for game in list(self._games):
            self.cancel(game)
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    # ------------------------------------------------------------ scheduling
    def _next_game(self) -> str | None:
        """The waiting game with the least recent CPU for its weight (ties: the longest
        waiting)."""
        best: tuple[float, int] | None = None
        chosen = None
        for game, entry in self._games.items():
            if entry.running is not None or not entry.queue:
                continue
            key = (self.usage(game) / entry.weight, entry.queue[0].ticket)
            if best is None or key < best:
                best, chosen = key, game
        return chosen

    def _dispatch(self) -> None:
        while not self._closed and self._running < self.workers:
            game = self._next_game()
            if game is None:
                return
            entry = self._games[game]
            job = entry.queue.popleft()
            if job.future.done():  # cancelled while queued
                if not entry.queue:
                    del self._games[game]
                continue
            if self._executor is None:
                self._executor = self._make_executor(self.workers)
            try:
                future = self._executor.submit(self._work, job.payload, self.quantum)
            except concurrent.futures.BrokenExecutor:
                # A worker died (killed, out of memory): start new ones for the next jobs.
                self._drop_executor(self._executor)
                job.future.set_exception(RuntimeError("a bot worker process died"))
                continue
            entry.running = job
            self._running += 1
            finished = functools.partial(self._finished, job, self._executor)
            asyncio.wrap_future(future).add_done_callback(finished)

    def _drop_executor(self, executor: concurrent.futures.Executor | None) -> None:
        """Forget a broken executor (once: its other jobs fail the same way later)."""
        if executor is not None and executor is self._executor:
            self._executor = None
            executor.shutdown(wait=False, cancel_futures=True)

    def _finished(
        self,
        job: _Job[Any],
        executor: concurrent.futures.Executor,
        done: asyncio.Future[Slice],
    ) -> None:
        self._running -= 1
        entry = self._games.get(job.game)
        if entry is not None:
            entry.running = None
        if done.cancelled():
            if not job.future.done():
                job.future.cancel()
        elif (error := done.exception()) is not None:
            if isinstance(error, concurrent.futures.BrokenExecutor):
                self._drop_executor(executor)
            if not job.future.done():
                job.future.set_exception(error)
        else:
            step = done.result()
            self._charge(job.game, step.cpu)
            if not job.future.done():
                if step.done:
                    job.future.set_result(step.value)
                elif entry is not None and not self._closed:
                    # What is left of the search queues again, first of its game's jobs,
                    # behind the games that waited meanwhile.
                    job.payload = step.value
                    job.ticket = next(self._tickets)
                    entry.queue.appendleft(job)
                else:
                    job.future.cancel()
        if entry is not None and entry.running is None and not entry.queue:
            del self._games[job.game]
        self._dispatch()

    def _charge(self, game: str, cpu: float) -> None:
        now = self._clock()
        self._usage[game] = _Usage(self.usage(game) + cpu, now)
        if len(self._usage) > 4 * len(self._games) + 64:
            # Forget games whose recent use has decayed to nothing (ended, idle).
            for name in [g for g in self._usage if self.usage(g) < 1e-3]:
                del self._usage[name]

    def _discard(self, job: _Job[Any]) -> None:
        entry = self._games.get(job.game)
        if entry is None:
            return
        # A running job is not queued: its slice ends, then _finished sees it cancelled.
        with contextlib.suppress(ValueError):
            entry.queue.remove(job)
        if entry.running is None and not entry.queue:
            del self._games[job.game]
