"""``tradewinds play`` as a person lives it: saved bots come back, each decision shows what
changed, Ctrl-C offers to save, bots say which bot they are, prompts follow the choices."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.bots import Bot
from tradewinds.cli.common import make_bots
from tradewinds.cli.play import PlaySession
from tradewinds.cli.render import renderer_for
from tradewinds.cli.render.puerto_rico import RENDERER as PUERTO_RICO
from tradewinds.core.actions import Action
from tradewinds.core.game import State, new_game

SEATS = "human,medium,expert,random"
NAMED = ("--names", "Ann,Bob,Cy,Di")
# A title only the whole Puerto Rico board has (the status of a decision has not).
WHOLE_BOARD = "Buildings (price for you"
DASH = "\N{EN DASH}"  # between the ends of a range, as printed


def play(*extra: str, input: str, columns: int = 120) -> str:
    result = run("play", "puerto_rico", "--seats", SEATS, *extra, input=input, columns=columns)
    assert_clean_exit(result, result.exit_code if result.exit_code in (0, 1) else 0)
    return result.output


# ------------------------------------------------------------------ resume
def test_resume_brings_back_the_saved_bots(tmp_path: Path) -> None:
    first = tmp_path / "first.json"
    play("--seed", "6", *NAMED, "--save", str(first), input="1\n1\nquit\n")
    assert json.loads(first.read_text())["seats"] == SEATS.split(",")
    second = tmp_path / "second.json"
    result = run("play", "--resume", str(first), "--save", str(second), input="quit\n", columns=200)
    assert_clean_exit(result, 0)
    first_line = result.output.splitlines()[0]
    assert "resumed at move" in first_line
    assert "Bob (Medium bot), Cy (Expert bot), Di (Random bot)" in first_line
    # The continued game keeps them too (a second resume would find the same bots).
    assert json.loads(second.read_text())["seats"] == SEATS.split(",")


def test_an_old_save_without_seats_loads_and_says_which_default_it_uses(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    record = new_game("puerto_rico", 4, seed=6, names=["Ann", "Bob", "Cy", "Di"]).record()
    assert "seats" not in record
    path.write_text(json.dumps(record))
    result = run("play", "--resume", str(path), input="quit\nn\n")
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert "does not say who sat where" in out
    assert "seat 1 plays as you, the others as random bots" in out
    assert "Bob (Random bot)" in out


def test_a_save_with_an_unknown_seat_kind_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    record = new_game("puerto_rico", 3, seed=6).record()
    record["seats"] = ["human", "genius", "random"]
    path.write_text(json.dumps(record))
    result = run("play", "--resume", str(path))
    assert_clean_exit(result, 2)
    assert "unknown seat kind 'genius'" in result.output and "--seats" in result.output


# ------------------------------------------------------- what changed
def test_later_decisions_show_what_changed_not_the_whole_board() -> None:
    out = play("--seed", "3", input="1\n" * 3000)
    decisions = out.count("Player 1, your choice:")
    assert decisions > 30
    # The whole board twice: at the first decision and on the score screen.
    assert out.count(WHOLE_BOARD) == 2
    assert out.count("Since your last decision") == decisions - 1
    # Each later decision: the log of the others' moves, a short status, the choices.
    turns = out.split("Player 1, your choice:")
    lengths = sorted(len(turn.splitlines()) for turn in turns[2:-1])
    assert lengths[len(lengths) // 2] < 30, lengths
    later = turns[5]
    assert "Medium bot 2" in later or "Expert bot 3" in later or "Random bot 4" in later
    assert "You: " in later and "doubloon" in later


def test_board_command_redraws_the_whole_board_and_help_names_it() -> None:
    out = play("--seed", "3", input="1\nboard\nhelp\nquit\nn\n")
    assert out.count(WHOLE_BOARD) == 2  # the first decision and the 'board' command
    assert "board (redraw the whole board)" in out


# -------------------------------------------------- Ctrl-C and end of input
class _Script(Console):
    """A console whose answers come from a list; ``KeyboardInterrupt`` in the list is
    raised as the user's Ctrl-C; an empty list is the end of input."""

    def __init__(self, answers: Sequence[object]) -> None:
        super().__init__(file=io.StringIO(), width=120, highlight=False)
        self.answers = list(answers)
        self.prompts: list[str] = []

    def input(self, prompt: Any = "", **kwargs: Any) -> str:
        self.prompts.append(str(prompt))
        if not self.answers:
            raise EOFError
        answer = self.answers.pop(0)
        if answer is KeyboardInterrupt:
            raise KeyboardInterrupt
        return str(answer)

    def text(self) -> str:
        file = self.file
        assert isinstance(file, io.StringIO)
        return " ".join(file.getvalue().split())


def _session(console: Console, kinds: Sequence[str] = ("human", "random", "random")) -> PlaySession:
    state = new_game("san_juan", len(kinds), seed=4)
    bots = make_bots(kinds, 4)
    return PlaySession(state, bots, renderer_for("san_juan"), console, None, kinds)


def test_ctrl_c_offers_to_save_then_exits(tmp_path: Path) -> None:
    path = tmp_path / "interrupted.json"
    # A file that cannot be written: said, and asked again.
    console = _Script(["1", KeyboardInterrupt, str(tmp_path / "no" / "such.json"), str(path)])
    session = _session(console)
    assert session.run() == 130
    assert "Interrupted." in console.text() and f"Saved to {path}" in console.text()
    assert "cannot save to" in console.text()
    record = json.loads(path.read_text())
    assert record["seats"] == ["human", "random", "random"]
    assert tradewinds.replay(record).state_hash() == session.state.state_hash()


def test_a_second_ctrl_c_exits_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    console = _Script([KeyboardInterrupt, KeyboardInterrupt, "never read"])
    assert _session(console).run() == 130
    assert "Not saved" in console.text()
    assert console.answers == ["never read"]
    assert list(tmp_path.iterdir()) == []


def test_end_of_input_offers_to_save_under_a_default_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    # The end of input (Ctrl-D) at a decision; the person answers the offer.
    console = _Script(["1"])
    session = _session(console)
    original = console.input

    def input_then_eof(prompt: Any = "", **kwargs: Any) -> str:
        if "your choice" in str(prompt) and console.answers == []:
            console.answers = [""]  # Enter: under the default name
            raise EOFError
        return original(prompt, **kwargs)

    console.input = input_then_eof  # type: ignore[method-assign]
    assert session.run() == 1
    (saved,) = tmp_path.glob("*.json")
    moves = len(json.loads(saved.read_text())["actions"])
    assert moves >= 1 and saved.name == f"tradewinds-san_juan-seed4-move{moves}.json"
    assert "Input ended before the game was over" in console.text()
    assert any("Save the game?" in prompt for prompt in console.prompts)


class _Interrupted:
    """A bot that plays its first moves and is interrupted (Ctrl-C) while it thinks."""

    name = "interrupted"

    def __init__(self, moves: int) -> None:
        self.moves = moves

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if self.moves == 0:
            raise KeyboardInterrupt
        self.moves -= 1
        return legal[0]


def test_ctrl_c_while_a_bot_thinks_saves_the_complete_moves(tmp_path: Path) -> None:
    path = tmp_path / "bot.json"
    console = _Script([str(path)])
    state: State = new_game("san_juan", 2, seed=8)
    bots: list[Bot | None] = [_Interrupted(3), _Interrupted(3)]
    session = PlaySession(
        state, bots, renderer_for("san_juan"), console, None, ["medium", "medium"]
    )
    assert session.run() == 130
    record = json.loads(path.read_text())
    assert record["seats"] == ["medium", "medium"]
    assert len(record["actions"]) >= 3
    assert tradewinds.replay(record).state_hash() == state.state_hash()


def test_end_of_piped_input_asks_once_and_exits_1() -> None:
    result = run("play", "puerto_rico", "--seats", SEATS, "--seed", "3", input="1\n")
    assert_clean_exit(result, 1)
    out = " ".join(result.output.split())
    assert "Input ended before the game was over" in out
    assert "Save the game?" in out and "Not saved" in out


# ------------------------------------------------------------ bot names
def test_opponents_are_named_after_their_bot() -> None:
    out = play("--seed", "3", input="quit\nn\n")
    first = out.splitlines()[0]
    assert first.startswith("Puerto Rico, 4 players, seed 3")  # the game's name, in words
    assert "Player 1 (you), Medium bot 2, Expert bot 3, Random bot 4" in first
    board = out[out.index("Governor") :]
    for name in ("Medium bot 2", "Expert bot 3", "Random bot 4"):
        assert name in board


def test_named_bots_still_say_which_bot_on_the_board() -> None:
    out = play("--seed", "3", *NAMED, input="quit\nn\n")
    assert "Ann (you), Bob (Medium bot), Cy (Expert bot), Di (Random bot)" in out
    board = out[out.index("Governor") :]
    for label in ("Bob (Medium bot)", "Cy (Expert bot)", "Di (Random bot)"):
        assert label in board


# ---------------------------------------------------------- settler prompt
def test_settler_prompt_names_only_what_is_offered() -> None:
    state = new_game("puerto_rico", 4, seed=3, options={"first_governor": 0})
    state.apply("settler")
    chooser = state.view(0)
    assert "quarry" in {a["text"] for a in chooser["legal_actions"]}
    assert PUERTO_RICO.decision(chooser) == "take a plantation or a quarry"
    plant = next(a["text"] for a in chooser["legal_actions"] if a["text"].startswith("plant"))
    state.apply(plant)
    other = state.view(1)  # not the settler, no Construction Hut: no quarry for them
    assert "quarry" not in {a["text"] for a in other["legal_actions"]}
    assert PUERTO_RICO.decision(other) == "take a plantation"


# --------------------------------------------------------- number ranges
def _manila(input: str) -> str:
    result = run(
        "play",
        "manila",
        "--players",
        "3",
        "--seats",
        "human,medium,expert",
        "--seed",
        "3",
        input=input,
        columns=120,
    )
    assert_clean_exit(result, 0)
    return " ".join(result.output.split())


def test_a_bid_is_asked_as_a_number_in_the_legal_range() -> None:
    out = _manila("quit\nn\n")
    match = re.search(r"Bid (\d+)\N{EN DASH}(\d+), or pass", out)
    assert match is not None, out
    low, high = int(match[1]), int(match[2])
    assert high - low >= 10
    assert f"bid {low + 1} " not in out  # no line per bid
    out = _manila(f"{low - 1}\n{high + 1}\nten\n{low}\nquit\nn\n")
    assert f"{low - 1} is not possible now: the range is {low}{DASH}{high}" in out
    assert f"{high + 1} is not possible now" in out
    assert "'ten' is neither a number nor an action" in out
    assert f"→ Player 1: bid {low}" in out


def test_the_other_choices_of_a_bid_are_typed_as_notation() -> None:
    out = _manila("pass\nquit\nn\n")
    assert "→ Player 1: pass" in out


# ----------------------------------------------------------- game names
@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("Puerto-Rico", "Puerto Rico"),
        ("SAN JUAN", "San Juan"),
        ("san_juan", "San Juan"),
        ("Manila", "Manila"),
        ("  puerto rico ", "Puerto Rico"),
    ],
)
def test_game_names_in_any_case_and_spelling(name: str, title: str) -> None:
    players = "3" if title == "Manila" else "2"
    result = run("play", name, "--players", players, "--seed", "1", input="quit\nn\n")
    assert_clean_exit(result, 0)
    assert result.output.startswith(f"{title}, {players} players")


@pytest.mark.parametrize(
    ("name", "suggestion"),
    [("puerto rica", "puerto_rico"), ("sanjuan", "san_juan"), ("manilla", "manila")],
)
def test_an_unknown_game_suggests_the_closest(name: str, suggestion: str) -> None:
    for command in ("play", "simulate", "bench", "tournament"):
        extra = ("--bots", "random,random") if command == "tournament" else ()
        result = run(command, name, *extra)
        assert_clean_exit(result, 2)
        assert f"did you mean {suggestion}?" in result.output, command


def test_simulate_takes_a_game_title_too() -> None:
    result = run("simulate", "SAN JUAN", "--players", "2", "--games", "1", "--json")
    assert_clean_exit(result, 0)
    assert json.loads(result.stdout)["game"] == "san_juan"


# ------------------------------------------------------- the games' words
# A row of the choices: its notation (what a player types) comes before the dash.
_CHOICE_ROW = re.compile(r"^│?\s*(?:\d+\.)?\s*[a-z][a-z0-9_ ]*(?:[0-9]+\N{EN DASH}[0-9]+)?\s+— ")
_INTERNAL = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


@pytest.mark.parametrize(
    ("game", "players", "options", "answers"),
    [
        ("puerto_rico", 4, "expansions=new_buildings,nobles,buccaneer,festival", "1\n"),
        ("san_juan", 3, "setup_variant=off", "1\n"),
        ("manila", 4, "pirate_variant=true", "pass\n1\n"),  # bids are asked as a number
    ],
)
def test_a_whole_game_shows_no_internal_names(
    game: str, players: int, options: str, answers: str
) -> None:
    """Log lines, boards, prompts and scores use the games' words; only the notation a
    player types (the choices' first column, the echo of a choice) keeps its form."""
    seats = ",".join(["human"] + ["random"] * (players - 1))
    result = run(
        "play",
        game,
        "--players",
        str(players),
        "--seats",
        seats,
        "--option",
        options,
        "--seed",
        "5",
        input=answers * 3000,
        columns=120,
    )
    assert_clean_exit(result, 0)
    assert "Game over" in result.output
    leaks = set()
    for line in result.output.splitlines():
        if "→ " in line:  # the echo of the chosen notation
            continue
        leaks |= set(_INTERNAL.findall(_CHOICE_ROW.sub("", line)))
    assert not leaks, sorted(leaks)
