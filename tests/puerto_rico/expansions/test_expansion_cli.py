"""The command line with the expansions: play (board, help, explanations), simulate,
replay and bench all take ``-o expansions=...``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rich.console import Console

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.cli.render.puerto_rico import RENDERER
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS, ALL_ROLE_HELP

ALL = "new_buildings,nobles,buccaneer,festival"
HUMAN_GAME = ("play", "puerto_rico", "--players", "3", "--seats", "human,random,random")


@pytest.fixture(scope="module")
def full_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    """A whole game with every expansion in which the human always answers "1"."""
    path = tmp_path_factory.mktemp("play") / "game.json"
    result = run(
        *HUMAN_GAME,
        "--seed",
        "5",
        "-o",
        f"expansions={ALL}",
        "-o",
        "draft=players",
        "--save",
        str(path),
        input="1\n" * 4000,
        columns=160,
    )
    assert_clean_exit(result, 0)
    return result.output, path


def test_play_shows_every_expansion(full_game: tuple[str, Path]) -> None:
    out, _ = full_game
    assert "draft a building for the supply" in out  # the human drafted
    assert "Building draft" in out and "Festival goals" in out
    assert "Nobles" in out and "Buccaneer" in out and "token" in out
    assert "Game over" in out and "Final score" in out
    assert "Nobles" in out[out.index("Final score") :]  # the noble VP column


def test_saved_expansion_game_replays(full_game: tuple[str, Path]) -> None:
    _, path = full_game
    record = json.loads(path.read_text())
    assert record["options"]["expansions"] == ALL.split(",")
    expected = tradewinds.replay(record)
    result = run("replay", str(path))
    assert_clean_exit(result, 0)
    assert f"State hash: {expected.state_hash()}" in result.output


def test_help_for_expansion_buildings_roles_and_topics() -> None:
    library = next(b for b in ALL_BUILDINGS if b.id == "library")
    answers = [
        "help library",
        "help royal garden",
        "help buccaneer",
        "help nobles",
        "help festival",
        "help forest",
        "quit",
        "n",
    ]
    result = run(
        *HUMAN_GAME,
        "--seed",
        "3",
        "-o",
        f"expansions={ALL}",
        input="\n".join(answers) + "\n",
        columns=250,
    )
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert library.effect in out and "Expansion 1 (New Buildings)" in out
    assert "Expansion 2 (Nobles)" in out
    assert ALL_ROLE_HELP[7][:60] in out  # the buccaneer's role text
    assert "20 nobles" in out and "three goals" in out and "face down as a forest" in out


def test_simulate_and_bench_with_expansions() -> None:
    result = run(
        "simulate",
        "puerto_rico",
        "--players",
        "4",
        "--games",
        "6",
        "--json",
        "-o",
        f"expansions={ALL}",
    )
    assert_clean_exit(result, 0)
    summary = json.loads(result.stdout)
    assert summary["options"]["expansions"] == ALL.split(",")
    assert "colonists" not in summary["end_triggers"]  # no T1 with the nobles
    result = run(
        "bench",
        "puerto_rico",
        "--players",
        "4",
        "--games",
        "3",
        "--repeat",
        "1",
        "--json",
        "-o",
        f"expansions={ALL}",
    )
    assert_clean_exit(result, 0)
    assert json.loads(result.stdout)["games_per_s"] > 0


def test_unimplemented_or_unknown_expansion_is_a_clean_error() -> None:
    result = run("simulate", "puerto_rico", "-o", "expansions=zeppelins")
    assert_clean_exit(result, 2)
    assert "expansions" in result.output


def test_every_legal_action_is_explained() -> None:
    """The renderer explains every action it meets in random games with expansions."""
    console = Console(width=120, file=open("/dev/null", "w"), highlight=False)  # noqa: SIM115
    seen: set[str] = set()
    for seed in range(6):
        state = tradewinds.new_game(
            "puerto_rico",
            2 + seed % 4,
            seed=seed,
            options={"expansions": ALL.split(","), "draft": "players"},
        )
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            if state.move_number % 50 == 0:
                console.print(RENDERER.board(view))
            for action in state.legal_actions():
                verb = action.text.split()[0]
                if verb not in seen:
                    seen.add(verb)
                    assert RENDERER.describe(action.text, view), action.text
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        console.print(RENDERER.result(state.result()))
    assert {"draft", "guest", "kidnap", "return"} & seen
