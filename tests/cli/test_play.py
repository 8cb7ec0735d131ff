"""``tradewinds play``: a whole game at the keyboard, bad input, help, save, hot-seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import Result

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.games.puerto_rico.data import BUILDINGS, ROLE_HELP

HUMAN_GAME = ("play", "puerto_rico", "--players", "4", "--seats", "human,random,random,random")


@pytest.fixture(scope="module")
def full_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    """A whole game, seed 3, in which the human always answers "1"; saved as it goes."""
    path = tmp_path_factory.mktemp("play") / "game.json"
    result = run(*HUMAN_GAME, "--seed", "3", "--save", str(path), input="1\n" * 3000)
    return result, path


def test_whole_game_reaches_the_score_screen(full_game: tuple[Result, Path]) -> None:
    result, _ = full_game
    assert_clean_exit(result, 0)
    out = result.output
    assert "seed 3" in out
    assert "Player 1: choose a role" in out  # the human was asked for roles
    assert "1. " in out and "your choice" in out
    assert "Game over" in out and "Final score" in out and "Winner" in out
    # The score screen comes last and shows every player.
    tail = out[out.index("Final score") :]
    for name in ("Player 1", "Random bot 2", "Random bot 3", "Random bot 4"):
        assert name in tail
    # Bots moved by themselves: their moves are in the log the human saw.
    assert "Random bot 2 takes the" in out


def test_save_writes_a_record_after_every_move(full_game: tuple[Result, Path]) -> None:
    result, path = full_game
    record = json.loads(path.read_text())
    assert record["game"] == "puerto_rico" and record["seed"] == 3
    assert record["players"] == 4
    state = tradewinds.replay(record)
    assert state.is_over
    assert f"Record saved to {path}" in " ".join(result.output.split())


def test_saved_record_replays_to_the_same_state(full_game: tuple[Result, Path]) -> None:
    _, path = full_game
    expected = tradewinds.replay(json.loads(path.read_text()))
    result = run("replay", str(path))
    assert_clean_exit(result, 0)
    assert f"State hash: {expected.state_hash()}" in result.output
    assert "Final score" in result.output


def test_nonsense_input_is_answered_and_reprompted() -> None:
    answers = ["xyz", "99", "0", "-3", "help nonsense", "", "build harbor", "quit", "n"]
    result = run(*HUMAN_GAME, "--seed", "3", input="\n".join(answers) + "\n")
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert "'xyz' is neither a choice nor an action" in out
    assert "There is no choice 99" in out
    assert "There is no choice 0" in out
    assert "There is no choice -3" in out
    assert "No help for 'nonsense'" in out
    assert "Please choose: a number" in out
    assert "You cannot do that now" in out
    assert "Bye." in out
    # Each answer was followed by a new prompt (and then the quit question).
    assert result.output.count("Player 1, your choice:") == len(answers) - 1


def test_help_shows_building_effect_and_role_text() -> None:
    harbor = next(b for b in BUILDINGS if b.id == "harbor")
    hall = next(b for b in BUILDINGS if b.id == "guild_hall")
    answers = ["help harbor", "help Guild Hall", "help builder", "help", "help 1", "quit", "n"]
    result = run(*HUMAN_GAME, "--seed", "3", input="\n".join(answers) + "\n", columns=250)
    assert_clean_exit(result, 0)
    out = result.output
    assert harbor.effect in out
    assert hall.effect in out
    assert ROLE_HELP[2] in out  # builder
    assert "log (full log)" in out  # the command list of plain 'help'


def test_actions_are_listed_with_explanations() -> None:
    result = run(*HUMAN_GAME, "--seed", "3", input="quit\nn\n", columns=200)
    assert_clean_exit(result, 0)
    out = result.output
    assert "settler" in out and "take the Settler" in out
    assert "Buildings" in out and "Roles" in out and "Supply" in out
    assert "you are Player 1" in out


def test_notation_text_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    result = run(*HUMAN_GAME, "--seed", "3", "--save", str(path), input="  Builder \nquit\n")
    assert_clean_exit(result, 0)
    assert "→ Player 1: builder" in result.output
    assert "builder" in json.loads(path.read_text())["actions"]


def test_quit_offers_to_save(tmp_path: Path) -> None:
    path = tmp_path / "quit.json"
    result = run(*HUMAN_GAME, "--seed", "5", input=f"1\nquit\n{path}\n")
    assert_clean_exit(result, 0)
    record = json.loads(path.read_text())
    assert record["seed"] == 5 and len(record["actions"]) >= 1
    assert tradewinds.replay(record).move_number == len(record["actions"])


def test_log_and_board_commands() -> None:
    result = run(*HUMAN_GAME, "--seed", "3", input="log\nboard\nquit\nn\n")
    assert_clean_exit(result, 0)
    assert "Full log (Player 1)" in result.output
    assert result.output.count("you are Player 1") == 2  # the board was drawn again


def test_end_of_input_stops_the_game_with_an_error_code() -> None:
    result = run(*HUMAN_GAME, "--seed", "3", input="1\n")
    assert_clean_exit(result, 1)
    assert "Input ended before the game was over" in result.output


def test_hot_seat_shows_each_human_their_own_board() -> None:
    result = run(
        "play",
        "puerto_rico",
        "--players",
        "3",
        "--seats",
        "human,human,random",
        "--names",
        "Ana,Bob,Cy",
        "--seed",
        "2",
        "--option",
        "first_governor=0",
        input="\n1\n1\n\n1\n",
    )
    assert_clean_exit(result, 1)  # the input ends mid-game
    out = result.output
    assert "Pass the keyboard to Ana" in out and "Pass the keyboard to Bob" in out
    assert "you are Ana" in out and "you are Bob" in out
    assert "Ana, your choice" in out and "Bob, your choice" in out


def test_bots_only_game_runs_to_the_end() -> None:
    result = run("play", "puerto_rico", "--players", "3", "--seats", "random,random,random")
    assert_clean_exit(result, 0)
    assert "Final score" in result.output


def test_same_seed_same_bot_moves(tmp_path: Path) -> None:
    records = []
    for name in ("a.json", "b.json"):
        path = tmp_path / name
        result = run(
            "play",
            "puerto_rico",
            "--players",
            "4",
            "--seats",
            "random,random,random,random",
            "--seed",
            "11",
            "--edition",
            "deluxe",
            "--ship-choice",
            "max_space",
            "--save",
            str(path),
        )
        assert_clean_exit(result, 0)
        records.append(json.loads(path.read_text()))
    assert records[0] == records[1]
    assert records[0]["options"]["edition"] == "deluxe"
    assert records[0]["options"]["ship_choice"] == "max_space"


def test_resume_continues_a_saved_game(tmp_path: Path) -> None:
    first = tmp_path / "first.json"
    result = run(*HUMAN_GAME, "--seed", "6", "--save", str(first), input="1\n1\nquit\n")
    assert_clean_exit(result, 0)
    assert "--resume" in result.output
    before = json.loads(first.read_text())["actions"]
    second = tmp_path / "second.json"
    result = run(
        "play",
        "--resume",
        str(first),
        "--seats",
        "random,random,random,random",
        "--save",
        str(second),
    )
    assert_clean_exit(result, 0)
    assert f"resumed at move {len(before)}" in result.output
    assert "Final score" in result.output
    record = json.loads(second.read_text())
    assert record["seed"] == 6 and record["actions"][: len(before)] == before
    assert tradewinds.replay(record).is_over
    # A finished game cannot be resumed.
    again = run("play", "--resume", str(second))
    assert_clean_exit(again, 2)
    assert "already over" in again.output


def test_play_with_bots_only_matches_simulate(tmp_path: Path) -> None:
    played = tmp_path / "played.json"
    folder = tmp_path / "simulated"
    seats = "random,random,random"
    run(
        "play",
        "puerto_rico",
        "--players",
        "3",
        "--seats",
        seats,
        "--seed",
        "21",
        "--save",
        str(played),
    )
    run(
        "simulate",
        "puerto_rico",
        "--players",
        "3",
        "--games",
        "1",
        "--seed",
        "21",
        "--json",
        "--save",
        str(folder),
    )
    (simulated,) = folder.glob("*.json")
    # The same game; play names its bot seats after the bots and keeps the seat kinds.
    same = ("game", "players", "seed", "options", "actions")
    played_record = json.loads(played.read_text())
    simulated_record = json.loads(simulated.read_text())
    assert {k: played_record[k] for k in same} == {k: simulated_record[k] for k in same}
    assert played_record["seats"] == ["random"] * 3
