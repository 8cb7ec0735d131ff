"""``tradewinds replay``: rebuild a saved record action by action and show it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..core.errors import IllegalActionError
from ..core.game import State
from .common import CliError, create_game
from .render import render_events, renderer_for


def load_record(path: Path) -> dict[str, Any]:
    """Read and check a record written by ``play --save`` / ``simulate --save``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise CliError(f"{path} is not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(f"{path} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise CliError(f"{path} is not a tradewinds record (expected a JSON object)")
    if "state" in data and "format" in data:
        raise CliError(f"{path} is a saved state, not a record of moves")
    missing = [k for k in ("game", "players", "seed", "actions") if k not in data]
    if missing:
        raise CliError(f"{path} is not a tradewinds record (missing {', '.join(missing)})")
    if not isinstance(data["actions"], list) or not all(
        isinstance(a, str) for a in data["actions"]
    ):
        raise CliError(f"{path}: 'actions' must be a list of action notations")
    if not isinstance(data.get("options") or {}, dict):
        raise CliError(f"{path}: 'options' must be an object")
    if data.get("names") is not None and not isinstance(data["names"], list):
        raise CliError(f"{path}: 'names' must be a list")
    return data


def start(record: Mapping[str, Any], path: Path) -> State:
    """The record's starting position."""
    if isinstance(record["players"], bool) or not isinstance(record["players"], int):
        raise CliError(f"{path}: 'players' must be an integer")
    if isinstance(record["seed"], bool) or not isinstance(record["seed"], int):
        raise CliError(f"{path}: 'seed' must be an integer")
    try:
        return create_game(
            str(record["game"]),
            record["players"],
            record["seed"],
            dict(record.get("options") or {}),
            record.get("names"),
        )
    except CliError as exc:
        raise CliError(f"{path}: {exc}") from None


def rebuild(record: Mapping[str, Any], path: Path) -> State:
    """The state after every action of the record."""
    state = start(record, path)
    for number, text in enumerate(record["actions"], start=1):
        try:
            state.apply(text)
        except IllegalActionError as exc:
            raise CliError(f"{path}: action {number} ({text!r}) cannot be played: {exc}") from None
    return state


def run_replay(path: Path, seat: int | None, step: bool, console: Console) -> int:
    record = load_record(path)
    state = start(record, path)
    if seat is not None and not 0 <= seat < state.players:
        raise CliError(f"--seat must be 0..{state.players - 1} for this record, got {seat}")
    renderer = renderer_for(state.game_name)
    actions: list[str] = record["actions"]
    total = len(actions)
    shown = 0
    console.print(
        f"Replaying {path}: {state.game_name}, {state.players} players, seed {state.seed}, "
        f"{total} action(s).",
        markup=False,
    )
    if step:
        console.print(renderer.board(state.view(seat)))
        console.print("Press Enter for the next action, q then Enter to stop.")
    for number, text in enumerate(actions, start=1):
        if step:
            try:
                answer = console.input(f"[dim]{number}/{total}[/dim] ")
            except EOFError:
                answer = "q"
            if answer.strip().lower() in ("q", "quit"):
                console.print("Stopped.")
                return 0
        actor = state.current_player
        try:
            state.apply(text)
        except IllegalActionError as exc:
            raise CliError(f"{path}: action {number} ({text!r}) cannot be played: {exc}") from None
        if step:
            who = state.names[actor] if actor is not None else "?"
            console.print(Rule(Text(f"Move {number}/{total}: {who} — {text}")))
            console.print(renderer.board(state.view(seat)))
            events = state.view(seat)["events"]
            console.print(
                render_events(events[shown:], "Log", limit=40, hint="", words=renderer.words())
            )
            shown = len(events)
    view = state.view(seat)
    if not step:
        console.print(
            render_events(
                view["events"], "Log", limit=40, hint="use --step", words=renderer.words()
            )
        )
        console.print(renderer.board(view))
    if state.is_over:
        console.print(renderer.result(state.result()))
        explained = state.score_breakdown()  # who won, and any tie in words
        for line in (explained["summary"], *explained["ties"]):
            console.print(line, markup=False)
    else:
        console.print(
            Text(f"The record stops before the end of the game (move {state.move_number}).")
        )
    console.print(f"State hash: {state.state_hash()}")
    return 0
