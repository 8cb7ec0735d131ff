"""Storage on SQLite and PostgreSQL: migrations, the append-only log with its unique
``(game_id, seq)``, racing writers, and the SQLite settings (WAL, synchronous=FULL).

PostgreSQL runs when ``TRADEWINDS_TEST_POSTGRES`` names a database (``.ci/run`` starts a
server and sets it; ``scripts/check.sh`` does too when PostgreSQL is installed)."""

from __future__ import annotations

import logging
import os
import threading
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
import sqlalchemy as sa

from tests.server.conftest import BACKENDS, fresh_postgres_database
from tradewinds.server.storage import DuplicateMoveError, MoveRow, SeatRow, Storage, TurnFacts


@pytest.fixture(params=BACKENDS)
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    with ExitStack() as stack:
        if request.param == "sqlite":
            url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
        else:
            url = stack.enter_context(fresh_postgres_database())
        store = Storage(url)
        store.migrate()
        yield store
        store.close()


def new_game_id() -> str:
    return uuid.uuid4().hex[:12]


def make(storage: Storage) -> str:
    game_id = new_game_id()
    storage.create_game(
        game_id,
        "san_juan",
        2,
        5,
        {"setup_variant": "off"},
        ["Ann", "Bob"],
        [
            SeatRow(0, "human", None, "Ann", "a" * 64, False),
            SeatRow(1, "bot", "random", "Bob", None, True),
        ],
    )
    return game_id


def test_postgresql_is_tested_in_ci() -> None:
    # CI must not silently drop the PostgreSQL half of these tests.
    if os.environ.get("CI"):
        assert "postgresql" in BACKENDS, "set TRADEWINDS_TEST_POSTGRES (see .ci/run)"
    assert "sqlite" in BACKENDS


def test_migrations_create_the_schema_and_run_twice(storage: Storage) -> None:
    storage.migrate()  # a second start changes nothing
    tables = set(sa.inspect(storage.engine).get_table_names())
    assert {"games", "seats", "moves", "alembic_version"} <= tables
    game_id = make(storage)
    row = storage.game(game_id)
    assert (
        row is not None and row.options == {"setup_variant": "off"} and row.names == ["Ann", "Bob"]
    )
    assert [s.kind for s in storage.seats(game_id)] == ["human", "bot"]
    assert storage.game("nope") is None


def test_the_log_is_append_only_and_each_number_is_taken_once(storage: Storage) -> None:
    game_id = make(storage)
    storage.append_move(game_id, MoveRow(0, 0, 3, "builder", "h0"))
    storage.append_move(game_id, MoveRow(1, 1, 4, "pass", "h1"))
    with pytest.raises(DuplicateMoveError):
        storage.append_move(game_id, MoveRow(1, 0, 9, "other", "hx"))
    with pytest.raises(DuplicateMoveError):  # a gap: the count guards the order
        storage.append_move(game_id, MoveRow(5, 0, 9, "other", "hx"))
    assert [(m.seq, m.action_id) for m in storage.moves(game_id)] == [(0, 3), (1, 4)]
    row = storage.game(game_id)
    assert row is not None and row.move_count == 2 and row.status == "active"
    storage.append_move(game_id, MoveRow(2, 0, 1, "x", "h2"), result={"over": True})
    row = storage.game(game_id)
    assert row is not None and row.status == "finished" and row.result == {"over": True}


def test_of_racing_writers_exactly_one_stores_the_move(storage: Storage) -> None:
    game_id = make(storage)
    outcomes: list[str] = []
    barrier = threading.Barrier(6)

    def write(action: int) -> None:
        barrier.wait()
        try:
            storage.append_move(game_id, MoveRow(0, 0, action, f"a{action}", "h"))
            outcomes.append("stored")
        except DuplicateMoveError:
            outcomes.append("refused")

    threads = [threading.Thread(target=write, args=(i,)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["refused"] * 5 + ["stored"]
    assert len(storage.moves(game_id)) == 1


def test_lists_open_active_and_finished_games(storage: Storage) -> None:
    waiting = make(storage)
    joined = make(storage)
    storage.mark_joined(joined, 0)
    done = make(storage)
    storage.mark_joined(done, 0)
    storage.append_move(done, MoveRow(0, 0, 1, "x", "h"), result={"over": True})
    ids = {waiting, joined, done}

    def listed(status: str) -> set[str]:
        return {g.id for g in storage.games(status)} & ids

    assert listed("open") == {waiting}
    assert listed("active") == {joined}
    assert listed("finished") == {done}


def test_each_log_entry_stores_its_turn_and_a_clock_run_out_is_found_and_handed_over_once(
    storage: Storage,
) -> None:
    """The row keeps the state's facts of the last entry (NULL when a writer gives none:
    not known, filled at the next load); ``runs_out_at`` is found by one query once it
    has passed, and of two hand-overs read at the same version one is stored."""
    game_id = make(storage)
    storage.append_move(game_id, MoveRow(0, 0, 3, "builder", "h0"), turn=TurnFacts(1, 0, 100.0))
    row = storage.game(game_id)
    assert row is not None and (row.move_number, row.current_player, row.runs_out_at) == (
        1,
        0,
        100.0,
    )
    assert game_id not in storage.due_clocks(99.0)
    assert game_id in storage.due_clocks(100.0)
    stale = {"stand_in": "random", "now": 101.0, "seats_version": 0, "move_count": 0}
    assert not storage.time_out(game_id, 0, **stale)  # a move came since
    fresh = {**stale, "move_count": 1}
    assert storage.time_out(game_id, 0, **fresh)
    assert not storage.time_out(game_id, 0, **fresh)  # once
    seat = storage.seats(game_id)[0]
    assert (seat.stand_in, seat.resigned, seat.bank_s) == ("random", False, 0.0)
    row = storage.game(game_id)
    assert row is not None and row.seats_version == 1 and row.runs_out_at is None
    assert game_id not in storage.due_clocks(1000.0)
    storage.append_move(game_id, MoveRow(1, 1, 4, "pass", "h1"))
    row = storage.game(game_id)
    assert row is not None and (row.move_number, row.current_player) == (None, None)
    assert game_id in storage.unknown_turns()


def test_sqlite_runs_in_wal_mode_with_full_sync(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 'sub' / 'games.sqlite3'}")  # folder created
    storage.migrate()
    with storage.engine.connect() as db:
        assert db.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert db.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    storage.close()


def test_database_errors_and_sql_logs_never_show_parameters(
    storage: Storage, caplog: pytest.LogCaptureFixture
) -> None:
    """Parameters hold seat token hashes and player names: a failed statement and the SQL
    log name the statement, never its values."""
    caplog.set_level(logging.INFO, logger="sqlalchemy.engine")
    secret_hash, secret_name = "5ec2e7" * 10 + "abcd", "Zelda Quartermain"
    seats = [SeatRow(0, "human", None, secret_name, secret_hash, False)]
    game_id = new_game_id()
    storage.create_game(game_id, "san_juan", 2, 5, {}, [secret_name, "B"], seats)
    with pytest.raises(sa.exc.IntegrityError) as failed:  # the same id again
        storage.create_game(game_id, "san_juan", 2, 5, {}, [secret_name, "B"], seats)
    # As the server logs an unexpected error: the message and the traceback.
    logging.getLogger("tradewinds.server").error("request failed", exc_info=failed.value)
    assert "INSERT INTO" in caplog.text  # the statements were logged, and the error
    assert "hidden" in str(failed.value)
    # (PostgreSQL's own message names the duplicate key, the public game id: no secret.)
    for secret in (secret_hash, secret_name):
        assert secret not in caplog.text
        assert secret not in str(failed.value)
