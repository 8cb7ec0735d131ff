"""A database made by the schema before player identities (Alembic revision 0002) upgrades
cleanly when the server starts, and keeps its games: they load, replay and are played on;
their seats belong to nobody, so the invite links and the open-games list still work."""

from __future__ import annotations

import json
import time

import sqlalchemy as sa
from alembic.script import ScriptDirectory
from fastapi.testclient import TestClient

import tradewinds
from tests.server.conftest import auth, state
from tradewinds.server.app import create_app
from tradewinds.server.migrate import alembic_config, upgrade
from tradewinds.server.service import hash_token


def test_a_database_of_revision_0002_upgrades_and_keeps_its_games(database_url: str) -> None:
    engine = sa.create_engine(database_url)
    upgrade(engine, "0002")
    # A game as the server of revision 0002 stored it: one move played, seat 1 never came.
    game = tradewinds.new_game("san_juan", 2, seed=7, names=["Ann", "Ben"])
    first = game.legal_actions()[0]
    mover = game.current_player
    game.apply(first)
    now = time.time()
    with engine.begin() as db:
        db.execute(
            sa.text(
                "INSERT INTO games (id, game, players, seed, options, names, status, "
                "move_count, result, created_at, updated_at, seed_chosen) VALUES "
                "('old', 'san_juan', 2, 7, :options, :names, 'active', 1, NULL, :now, :now, "
                ":chosen)"
            ),
            {
                "options": json.dumps(dict(game.options), sort_keys=True),
                "names": json.dumps(["Ann", "Ben"]),
                "now": now,
                "chosen": False,
            },
        )
        for seat, token, joined in ((0, "a" * 32, True), (1, "b" * 32, False)):
            db.execute(
                sa.text(
                    "INSERT INTO seats (game_id, seat, kind, bot, name, token_hash, joined) "
                    "VALUES ('old', :seat, 'human', NULL, :name, :hash, :joined)"
                ),
                {
                    "seat": seat,
                    "name": ["Ann", "Ben"][seat],
                    "hash": hash_token(token),
                    "joined": joined,
                },
            )
        db.execute(
            sa.text(
                "INSERT INTO moves (game_id, seq, seat, action_id, action_text, state_hash, "
                "created_at) VALUES ('old', 0, :seat, :action, :text, :hash, :now)"
            ),
            {
                "seat": mover,
                "action": first.id,
                "text": str(first),
                "hash": game.position_hash(),
                "now": now,
            },
        )
    with engine.connect() as db:
        assert db.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == "0002"
    engine.dispose()

    with TestClient(create_app(database_url)) as client:
        summary = client.get("/api/games/old").json()
        assert summary["status"] == "open" and summary["move_number"] == 1
        assert [s["name"] for s in summary["seats"]] == ["Ann", "Ben"]
        # The stored seat tokens still work.
        assert state(client, "old", "a" * 32)["seat"] == 0
        assert client.get("/api/games/old/state", headers=auth("b" * 32)).status_code == 200
        # The free seat is open to anyone, and taking it binds it to the new identity.
        client.get("/")
        assert [g["id"] for g in client.get("/api/games?status=open").json()["games"]] == ["old"]
        assert client.post("/api/games/old/seats/1/take").status_code == 200
        assert client.get("/api/games/old/me").json()["seat"] == 1
    engine = sa.create_engine(database_url)
    with engine.connect() as db:
        head = ScriptDirectory.from_config(alembic_config(engine)).get_current_head()
        assert db.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == head
        assert db.execute(sa.text("SELECT count(*) FROM games")).scalar() == 1
        # Loaded at start, the game's row got what the lists read (revision 0006).
        turn = db.execute(sa.text("SELECT move_number FROM games WHERE id = 'old'")).scalar()
        assert turn == 1
    engine.dispose()
