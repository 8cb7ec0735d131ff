"""The command line with Manila: play, simulate, replay, bench, and the renderer."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import Result

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.cli.render import renderer_for
from tradewinds.cli.render.manila import RENDERER, ManilaRenderer
from tradewinds.games.manila.data import SPACES

HUMAN_GAME = ("play", "manila", "--players", "4", "--seats", "human,random,random,random")


@pytest.fixture(scope="module")
def full_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    """A whole game, seed 5, in which the human passes or answers "1"; saved as it goes."""
    path = tmp_path_factory.mktemp("play") / "manila.json"
    # "pass" answers the bids (asked as a number), "1" the other decisions.
    result = run(*HUMAN_GAME, "--seed", "5", "--save", str(path), input="pass\n1\n" * 2000)
    return result, path


def test_whole_game_at_the_terminal(full_game: tuple[Result, Path]) -> None:
    result, path = full_game
    assert_clean_exit(result, 0)
    out = result.output
    assert "Manila, 4 players, seed 5" in out
    assert "Routes" in out and "Black market" in out and "Spaces" in out
    assert "Player 1: bid for the harbour master, or pass" in out
    assert "Game over" in out and "Final fortunes" in out and "Winner" in out
    record = json.loads(path.read_text())
    assert record["game"] == "manila"
    state = tradewinds.replay(record)
    assert state.is_over
    replayed = run("replay", str(path))
    assert_clean_exit(replayed, 0)
    assert f"State hash: {state.state_hash()}" in replayed.output


def test_board_shows_only_the_viewers_shares() -> None:
    state = tradewinds.new_game("manila", 4, seed=2)
    console = Console(width=120, record=True)
    console.print(RENDERER.board(state.view(1)))
    text = console.export_text()
    assert "Player 2 (you)" in text
    assert text.count("secret") == 3
    console = Console(width=120, record=True)
    console.print(RENDERER.board(state.view(None)))
    assert console.export_text().count("secret") == 4


def test_renderer_is_found_and_describes_every_action() -> None:
    assert isinstance(renderer_for("manila"), ManilaRenderer)
    rng = random.Random(4)
    seen: set[str] = set()
    for seed in range(8):
        state = tradewinds.new_game(
            "manila", 3 + seed % 3, seed=seed, options={"pirate_variant": True}
        )
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            assert RENDERER.decision(view)
            for entry in view["legal_actions"]:
                kind = entry["text"].split()[0]
                if kind not in seen:
                    assert RENDERER.describe(entry["text"], view), entry["text"]
                    seen.add(kind)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        console = Console(width=100, record=True)
        console.print(RENDERER.board(state.view(0)))
        console.print(RENDERER.result(state.result()))
        assert "Final fortunes" in console.export_text()
    assert seen >= {"bid", "pass", "buy", "load", "start", "place", "stowaway", "board", "pilot"}


def test_help_topics() -> None:
    for space in SPACES:
        text = RENDERER.help(space.id)
        assert text is not None and str(space.cost) in text
    for topic in ("harbor a", "jade", "auction", "mortgage", "stowaway", "pirates", "pilots"):
        assert RENDERER.help(topic), topic
    assert RENDERER.help("dragons") is None
    assert "help" in RENDERER.help_examples()


def test_play_help_and_notation() -> None:
    result = run(
        *HUMAN_GAME,
        "--seed",
        "1",
        input="help insurance\nhelp 2\nfly\nbid 999\npass\nquit\nn\n",
    )
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert "Insurance agent: free" in out
    # The first decision is a bid, asked as a number in the legal range.
    assert "'fly' is neither a number nor an action" in out
    assert "999 is not possible now: the range is" in out


def test_simulate_and_replay(tmp_path: Path) -> None:
    result = run(
        "simulate",
        "manila",
        "--players",
        "5",
        "--games",
        "3",
        "--seed",
        "2",
        "--json",
        "--option",
        "pirate_variant=true",
        "--option",
        "unplundered_boat_on_13=shipyard",
        "--save",
        str(tmp_path),
    )
    assert_clean_exit(result, 0)
    summary = json.loads(result.stdout)
    assert summary["games"] == 3 and summary["players"] == 5
    assert summary["options"]["pirate_variant"] is True
    assert summary["options"]["unplundered_boat_on_13"] == "shipyard"
    assert summary["rounds"]["min"] >= 1 and sum(summary["end_triggers"].values()) >= 3
    paths = sorted(tmp_path.glob("*.json"))
    assert len(paths) == 3
    replayed = run("replay", str(paths[0]))
    assert_clean_exit(replayed, 0)
    assert "Final fortunes" in replayed.output


def test_bench_manila() -> None:
    result = run("bench", "manila", "--players", "4", "--games", "5", "--repeat", "1", "--json")
    assert_clean_exit(result, 0)
    data = json.loads(result.stdout)
    assert data["game"] == "manila" and data["games_per_s"] > 0
    assert 40 < data["decisions_per_game"] < 1000


def test_bad_player_count_is_a_user_error() -> None:
    result = run("simulate", "manila", "--players", "2", "--games", "1")
    assert_clean_exit(result, 2)
    assert "manila is played by 3, 4, 5 players" in result.output
