"""The search bots' worker pool: games get fair shares of the workers (issue 13, point 7).

Eight all-expert games made another game's `hard` bot wait 15-21 s behind their queued
decisions. The pool serves the game that used the least CPU recently first, never runs
two jobs of one game at once, runs long searches in slices (so a short decision waits
one slice, not a whole expert decision) and drops the jobs of a game that is closed.
The order tests use a thread executor and fake jobs; no test asserts wall-clock times.
"""

from __future__ import annotations

import asyncio
import os
import pickle
import threading
from collections import Counter
from collections.abc import Callable, Coroutine
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from tests.server.conftest import run_coroutine
from tradewinds import bots, new_game
from tradewinds.bots import SeatView, bot_action, make_bot
from tradewinds.bots.ismcts import FlatRolloutBot, FlatSearch
from tradewinds.bots.levels import MANILA_VOYAGE, SearchBudget, SearchLevelBot
from tradewinds.core.game import State
from tradewinds.server.botpool import (
    PERSON_WEIGHT,
    BotPool,
    BotTask,
    PoolClosedError,
    Slice,
    process_executor,
    think,
)
from tradewinds.server.service import GameService
from tradewinds.server.storage import Storage

WAIT = 10.0  # seconds a blocked fake job waits at most (a failed test, not a hang)


def run(coroutine: Coroutine[Any, Any, Any]) -> Any:
    return run_coroutine(asyncio.wait_for(coroutine, 60))


async def until(condition: Callable[[], bool]) -> None:
    for _ in range(5000):
        if condition():
            return
        await asyncio.sleep(0.002)
    raise AssertionError("the condition never held")


def fixed_clock() -> float:
    return 0.0  # no decay: the order depends on the CPU charged and arrival only


def test_a_game_arriving_goes_before_the_queued_jobs_of_a_busy_game() -> None:
    """Game A queues four decisions; game B's one decision, arriving while A's first runs,
    is served next (first come, first served would make it wait for all of A's)."""
    started: list[str] = []
    release = threading.Event()

    def work(payload: Any, quantum: float) -> Slice:
        started.append(payload)
        if payload == "a1":
            release.wait(WAIT)
        return Slice(True, payload.upper(), cpu=1.0)

    async def scenario() -> list[str]:
        pool = BotPool(1, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        a = [asyncio.create_task(pool.run("A", f"a{i}")) for i in range(1, 5)]
        await until(lambda: started == ["a1"])
        b = asyncio.create_task(pool.run("B", "b1"))
        await asyncio.sleep(0.01)  # B is queued behind A's three waiting jobs
        release.set()
        results = await asyncio.gather(*a, b)
        await pool.close()
        return results

    assert run(scenario()) == ["A1", "A2", "A3", "A4", "B1"]
    assert started == ["a1", "b1", "a2", "a3", "a4"]


def test_the_game_with_the_least_recent_cpu_is_served_first() -> None:
    """Three games wait for the one worker: the one whose bots used the least CPU goes
    first, whatever the order they asked in."""
    started: list[str] = []
    release = threading.Event()
    cost = {"heavy": 5.0, "light": 0.5, "first": 0.0}

    def work(payload: Any, quantum: float) -> Slice:
        started.append(payload)
        if payload == "block":
            release.wait(WAIT)
        return Slice(True, payload, cpu=cost.get(payload, 0.0))

    async def scenario() -> None:
        pool = BotPool(1, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        # Each game's past: heavy used 5 s, light 0.5 s.
        await pool.run("heavy", "heavy")
        await pool.run("light", "light")
        assert pool.usage("heavy") > pool.usage("light") > pool.usage("new") == 0.0
        blocker = asyncio.create_task(pool.run("other", "block"))
        await until(lambda: started[-1:] == ["block"])
        waiting = [
            asyncio.create_task(pool.run(game, f"{game}-2")) for game in ("heavy", "light", "new")
        ]
        await asyncio.sleep(0.01)
        release.set()
        await asyncio.gather(blocker, *waiting)
        await pool.close()

    run(scenario())
    assert started[-3:] == ["new-2", "light-2", "heavy-2"]


def test_a_game_where_a_person_waits_gets_a_larger_share() -> None:
    """A person's game (weight 4) that used 3 s goes before an all-bot game that used 1 s
    (3/4 < 1), and after one that used 0.5 s."""
    started: list[str] = []
    release = threading.Event()
    cost = {"person": 3.0, "bots": 1.0, "light": 0.5}

    def work(payload: Any, quantum: float) -> Slice:
        started.append(payload)
        if payload == "block":
            release.wait(WAIT)
        return Slice(True, payload, cpu=cost.get(payload, 0.0))

    async def scenario() -> None:
        pool = BotPool(1, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        await pool.run("person", "person", weight=PERSON_WEIGHT)
        for game in ("bots", "light"):
            await pool.run(game, game)
        blocker = asyncio.create_task(pool.run("other", "block"))
        await until(lambda: started[-1:] == ["block"])
        waiting = [
            asyncio.create_task(pool.run("bots", "bots-2")),
            asyncio.create_task(pool.run("person", "person-2", weight=PERSON_WEIGHT)),
            asyncio.create_task(pool.run("light", "light-2")),
        ]
        await asyncio.sleep(0.01)
        release.set()
        await asyncio.gather(blocker, *waiting)
        await pool.close()

    assert PERSON_WEIGHT == 4.0
    run(scenario())
    assert started[-3:] == ["light-2", "person-2", "bots-2"]


def test_at_most_one_job_of_a_game_runs_while_other_games_use_the_workers() -> None:
    """Two workers: game A's three jobs run one at a time, and game B's job runs beside
    A's first (A's first job only ends once B's has started: no deadlock means B ran)."""
    lock = threading.Lock()
    active: Counter[str] = Counter()
    peak: Counter[str] = Counter()
    b_started = threading.Event()

    def work(payload: Any, quantum: float) -> Slice:
        game = payload[0]
        with lock:
            active[game] += 1
            peak[game] = max(peak[game], active[game])
        if payload == "a1":
            assert b_started.wait(WAIT), "B never ran beside A"
        if game == "b":
            b_started.set()
        with lock:
            active[game] -= 1
        return Slice(True, payload, cpu=0.1)

    async def scenario() -> list[str]:
        pool = BotPool(2, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        jobs = [pool.run("A", f"a{i}") for i in range(1, 4)] + [pool.run("B", "b1")]
        results = await asyncio.gather(*jobs)
        await pool.close()
        return results

    assert run(scenario()) == ["a1", "a2", "a3", "b1"]
    assert peak == {"a": 1, "b": 1}


def test_a_short_decision_waits_one_slice_not_a_whole_long_search() -> None:
    """One worker runs a search of five slices for game A; game B's decision, arriving
    during the first slice, runs right after it, before A's other four slices."""
    started: list[tuple[str, int]] = []
    release = threading.Event()

    def work(payload: Any, quantum: float) -> Slice:
        game, left = payload
        started.append(payload)
        if payload == ("A", 5):
            release.wait(WAIT)
        if left > 1:
            return Slice(False, (game, left - 1), cpu=quantum)
        return Slice(True, f"{game} done", cpu=quantum)

    async def scenario() -> list[str]:
        pool = BotPool(1, quantum=0.1, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        long = asyncio.create_task(pool.run("A", ("A", 5)))
        await until(lambda: started == [("A", 5)])
        short = asyncio.create_task(pool.run("B", ("B", 1)))
        await asyncio.sleep(0.01)
        release.set()
        results = list(await asyncio.gather(long, short))
        await pool.close()
        return results

    assert run(scenario()) == ["A done", "B done"]
    assert started == [("A", 5), ("B", 1), ("A", 4), ("A", 3), ("A", 2), ("A", 1)]


def test_a_closed_game_and_a_closed_pool_drop_their_jobs() -> None:
    """``cancel(game)`` drops the game's queued jobs (and the running one's result) and
    leaves other games' alone; a cancelled caller's job never runs; ``close`` drops
    everything and refuses new jobs."""
    started: list[str] = []
    release = threading.Event()

    def work(payload: Any, quantum: float) -> Slice:
        started.append(payload)
        if payload in ("a1", "c1"):
            release.wait(WAIT)
        return Slice(True, payload, cpu=0.1)

    async def scenario() -> None:
        pool = BotPool(1, work=work, executor=ThreadPoolExecutor, clock=fixed_clock)
        a = [asyncio.create_task(pool.run("A", f"a{i}")) for i in (1, 2)]
        await until(lambda: started == ["a1"])
        b = asyncio.create_task(pool.run("B", "b1"))
        gone = asyncio.create_task(pool.run("D", "d1"))
        await asyncio.sleep(0.01)
        gone.cancel()  # the caller gave up (its game's bot task was cancelled)
        pool.cancel("A")
        release.set()
        for task in a:
            with pytest.raises(asyncio.CancelledError):
                await task
        assert await b == "b1"
        with pytest.raises(asyncio.CancelledError):
            await gone
        # Closing: the running job's caller and the queued ones are told.
        release.clear()
        c = [asyncio.create_task(pool.run("C", f"c{i}")) for i in (1, 2)]
        await until(lambda: started[-1:] == ["c1"])
        closing = asyncio.create_task(pool.close())
        await asyncio.sleep(0.01)
        release.set()
        await closing
        for task in c:
            with pytest.raises(asyncio.CancelledError):
                await task
        with pytest.raises(PoolClosedError):
            await pool.run("E", "e1")

    run(scenario())
    assert started == ["a1", "b1", "c1"]


# A search level with a small budget, so that searches are cut into a few slices fast.
GAMES = ("puerto_rico", "san_juan", "manila")
TINY = "tiny-search"
TINY_BUDGETS = {
    "puerto_rico": SearchBudget(4, candidates=2),
    "san_juan": SearchBudget(6, candidates=3),
    "manila": SearchBudget(12, cut=MANILA_VOYAGE),
}


@pytest.fixture
def tiny_bot(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(
        bots._REGISTRY, TINY, lambda seed: SearchLevelBot(seed, "expert", TINY_BUDGETS)
    )
    return TINY


def positions() -> list[State]:
    """A few mid-game positions of every game, with a choice to make."""
    found = []
    for game in GAMES:
        state = new_game(game, 3, seed=5)
        bot = make_bot("medium", 1)
        while state.move_number < 40 or len(state.legal_actions()) < 3:
            state.apply(bot_action(bot, state))
        found.append(state)
    return found


def test_a_resumed_search_plays_the_same_rounds_as_a_whole_one() -> None:
    """A flat search stopped after every round and pickled (as between worker processes)
    draws the same determinizations and rollouts: the same rewards, the same move."""
    for state in positions():
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        budget = TINY_BUDGETS[state.game_name]

        def searcher(budget: SearchBudget = budget) -> FlatRolloutBot:
            return FlatRolloutBot(
                77, rollouts=budget.rollouts, candidates=budget.candidates, cut=budget.cut
            )

        whole = searcher().start(SeatView(state, seat), legal)
        assert isinstance(whole, FlatSearch)
        whole.run(SeatView(state, seat))
        sliced = searcher().start(SeatView(state, seat), legal)
        assert isinstance(sliced, FlatSearch)
        rounds = 0
        while not sliced.done:
            sliced.run(SeatView(state.clone(), seat), until=lambda: True)
            sliced = pickle.loads(pickle.dumps(sliced))
            rounds += 1
        assert rounds == whole.rounds >= 2
        assert sliced.results == whole.results, state.game_name
        assert sliced.best(legal) is whole.best(legal)
        assert whole.best(legal) is searcher().choose(SeatView(state, seat), legal)


def test_a_decision_cut_into_slices_is_the_decision_of_the_whole_search(tiny_bot: str) -> None:
    """``think`` with a zero quantum (one round a slice, the task carried from slice to
    slice): the move of the bot's ``choose`` with the same seed, at every position."""
    for state in positions():
        seat = state.current_player
        assert seat is not None
        whole = make_bot(tiny_bot, 1234).choose(SeatView(state, seat), state.legal_actions())
        task = BotTask(tiny_bot, 1234, state.to_json())
        slices = 0
        while True:
            step = think(task, 0.0)
            slices += 1
            if step.done:
                break
            task = step.value
            assert isinstance(task.search, bytes)
        assert step.value == whole.id, state.game_name
        assert slices >= 2  # the search was really cut


def test_bot_workers_run_below_the_servers_priority() -> None:
    executor = process_executor(1)
    try:
        worker = executor.submit(os.nice, 0).result(timeout=120)
    finally:
        executor.shutdown()
    assert worker > os.nice(0)


def play_against_search_bots(database: Path, bot: str, quantum: float) -> list[tuple[int, int]]:
    """A person (always the first legal move) against two search bots for a while, the
    bots' searches cut into slices of ``quantum``: the moves stored."""

    async def scenario() -> list[tuple[int, int]]:
        storage = Storage(f"sqlite:///{database}")
        storage.migrate()
        pool = BotPool(2, quantum=quantum, executor=ThreadPoolExecutor)
        service = GameService(storage, bot_pool=pool)
        try:
            live, _ = await service.create(
                {
                    "game": "manila",
                    "players": 3,
                    "seed": 99,
                    "seats": [
                        {"kind": "human", "name": "Ann"},
                        {"kind": "bot", "bot": bot},
                        {"kind": "bot", "bot": bot},
                    ],
                }
            )
            for _ in range(3):
                await service.wait_for_bots(live)
                state = live.state
                if state.is_over:
                    break
                assert state.current_player == 0
                await service.play(live, 0, state.move_number, state.legal_actions()[0].id)
            await service.wait_for_bots(live)
            assert service.bot_errors == []
            return list(live.moves)
        finally:
            await service.close()

    moves: list[tuple[int, int]] = run(scenario())
    return moves


def test_bot_moves_do_not_depend_on_how_the_searches_were_sliced(
    tmp_path: Path, tiny_bot: str
) -> None:
    """Same game, same seed: the same moves whether each search ran whole or one round
    per slice through the pool (a bot's move is a function of the seed, not the load)."""
    sliced = play_against_search_bots(tmp_path / "sliced.sqlite3", tiny_bot, quantum=0.0)
    whole = play_against_search_bots(tmp_path / "whole.sqlite3", tiny_bot, quantum=1000.0)
    assert sum(seat != 0 for seat, _ in sliced) >= 6, "the bots hardly moved"
    assert sliced == whole


def test_a_dead_worker_fails_its_job_and_the_next_jobs_get_new_workers() -> None:
    """A worker process that dies (killed, out of memory) breaks its executor: the job's
    caller gets the error, and the next job runs on a new executor."""
    executors: list[ThreadPoolExecutor] = []

    def executor(workers: int) -> ThreadPoolExecutor:
        executors.append(ThreadPoolExecutor(workers))
        return executors[-1]

    def work(payload: Any, quantum: float) -> Slice:
        if payload == "die":
            raise BrokenExecutor("a worker died")
        return Slice(True, payload, cpu=0.1)

    async def scenario() -> str:
        pool = BotPool(1, work=work, executor=executor, clock=fixed_clock)
        with pytest.raises(BrokenExecutor):
            await pool.run("A", "die")
        result = await pool.run("A", "fine")
        await pool.close()
        return str(result)

    assert run(scenario()) == "fine"
    assert len(executors) == 2
