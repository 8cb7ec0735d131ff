"""San Juan through the command line: play, simulate, replay, bench and the renderer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import Result

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.cli.render import renderer_for
from tradewinds.cli.render.san_juan import RENDERER, SHORT_EFFECT
from tradewinds.games.san_juan.data import CARDS

HUMAN_GAME = ("play", "san_juan", "--players", "3", "--seats", "human,random,random")


@pytest.fixture(scope="module")
def full_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    """A whole game, seed 3, in which the human always answers "1"; saved as it goes."""
    path = tmp_path_factory.mktemp("play") / "game.json"
    result = run(*HUMAN_GAME, "--seed", "3", "--save", str(path), input="1\n" * 3000)
    return result, path


def test_whole_game_at_the_keyboard(full_game: tuple[Result, Path]) -> None:
    result, path = full_game
    assert_clean_exit(result, 0)
    out = result.output
    assert "Player 1: choose a role" in out
    assert "Your hand" in out and "Price tile" in out and "Roles" in out
    assert "Game over" in out and "Final score" in out and "Winner" in out
    assert "(only you see this)" in out
    record = json.loads(path.read_text())
    assert record["game"] == "san_juan" and tradewinds.replay(record).is_over


def test_replay_of_the_saved_game(full_game: tuple[Result, Path]) -> None:
    _, path = full_game
    expected = tradewinds.replay(json.loads(path.read_text()))
    result = run("replay", str(path), "--seat", "1")
    assert_clean_exit(result, 0)
    assert f"State hash: {expected.state_hash()}" in result.output
    assert "Final score" in result.output


def test_play_help_and_bad_input() -> None:
    result = run(
        *HUMAN_GAME,
        "--seed",
        "1",
        input="help library\nhelp 1\nhelp builder\nhelp silver\nfly\n99\nquit\nn\n",
    )
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert "Library (library): violet building. Cost 5, 3 VP" in out
    assert "everyone may build one building" in out
    assert "T5: 3" in out
    assert "neither a choice nor an action" in out
    assert "There is no choice 99" in out


def test_play_with_options() -> None:
    result = run(
        *HUMAN_GAME,
        "--seed",
        "2",
        "--option",
        "setup_variant=on",
        "--option",
        "first_governor=0",
        input="1\nquit\nn\n",
    )
    assert_clean_exit(result, 0)
    assert "keep 4 cards" in result.output


def test_simulate_json() -> None:
    result = run("simulate", "san_juan", "--players", "4", "--games", "5", "--seed", "3", "--json")
    assert_clean_exit(result, 0)
    summary = json.loads(result.stdout)
    assert summary["game"] == "san_juan" and summary["games"] == 5
    assert sum(summary["wins"]) == pytest.approx(5)
    assert set(summary["end_triggers"]) <= {"twelve_buildings", "stalemate"}
    assert summary["rounds"]["min"] >= 5


def test_simulate_table() -> None:
    result = run("simulate", "san_juan", "--players", "2", "--games", "3")
    assert_clean_exit(result, 0)
    assert "3 games of San Juan" in result.output
    assert "a city of 12 buildings" in result.output and "twelve_buildings" not in result.output


def test_bench_json() -> None:
    result = run("bench", "san_juan", "--players", "4", "--games", "2", "--repeat", "1", "--json")
    assert_clean_exit(result, 0)
    data = json.loads(result.stdout)
    assert data["game"] == "san_juan" and data["players"] == 4
    assert data["decisions_per_game"] > 50 and data["games_per_s"] > 0


def test_user_errors() -> None:
    result = run("play", "san_juan", "--players", "5", "--seats", "human")
    assert_clean_exit(result, 2)
    assert "played by 2, 3, 4" in result.output
    result = run("simulate", "san_juan", "--option", "setup_variant=maybe")
    assert_clean_exit(result, 2)
    assert "setup_variant" in result.output


def test_renderer_is_registered_and_draws_every_decision() -> None:
    """The renderer of every view met in a random game renders, for every seat."""
    import random

    assert renderer_for("san_juan") is RENDERER
    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    seen = set()
    for seed in range(3):
        state = tradewinds.new_game("san_juan", 2 + seed, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            seen.add(view["decision"])
            if state.move_number % 7 == 0:
                console.print(RENDERER.board(view))
                for action in view["legal_actions"]:
                    assert isinstance(RENDERER.describe(action["text"], view), str)
                assert RENDERER.decision(view)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        console.print(RENDERER.board(state.view(0)))
        console.print(RENDERER.result(state.result()))
    assert len(seen) >= 10


def test_every_action_has_an_explanation() -> None:
    state = tradewinds.new_game("san_juan", 4, seed=1)
    view = state.view(0)
    for action in state.table:
        assert RENDERER.describe(action.text, view), action.text
    assert set(SHORT_EFFECT) == {c.id for c in CARDS}
    for card in CARDS:
        assert RENDERER.help(card.name) == RENDERER.help(card.id)
    assert RENDERER.help("nonsense") is None
