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
from ..i18n import Translator
from .common import CliError, create_game, game_title
from .render import Renderer, render_events, renderer_for


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


def run_replay(
    path: Path,
    seat: int | None,
    step: bool,
    console: Console,
    translator: Translator | None = None,
) -> int:
    t = translator or Translator()
    record = load_record(path)
    state = start(record, path)
    if seat is not None and not 0 <= seat < state.players:
        raise CliError(f"--seat must be 0..{state.players - 1} for this record, got {seat}")
    renderer = renderer_for(state.game_name, t.lang)
    actions: list[str] = record["actions"]
    total = len(actions)
    shown = 0
    replaying = t.text(
        "cli-replaying",
        path=str(path),
        title=game_title(state.game_name),
        players=state.players,
        seed=str(state.seed),
        total=total,
    )
    console.print(replaying, markup=False)
    if step:
        console.print(renderer.board(state.view(seat)))
        console.print(t.text("cli-replay-keys"), markup=False)
    for number, text in enumerate(actions, start=1):
        if step and _stop_asked(console, f"[dim]{number}/{total}[/dim] "):
            console.print(t.text("cli-stopped"), markup=False)
            return 0
        actor = state.current_player
        try:
            state.apply(text)
        except IllegalActionError as exc:
            raise CliError(f"{path}: action {number} ({text!r}) cannot be played: {exc}") from None
        if step:
            who = state.names[actor] if actor is not None else "?"
            about = text if t.lang == "en" else f"{text} — {t.action(state, text)}"
            heading = t.text("cli-replay-move", number=number, total=total, name=who, action=about)
            console.print(Rule(Text(heading)))
            shown = _show_move(console, state, renderer, seat, t, shown)
    _show_end(console, state, renderer, seat, step, t)
    return 0


def _stop_asked(console: Console, prompt: str) -> bool:
    """Waits for Enter; whether the person asked to stop (``q``, or the input ended)."""
    try:
        answer = console.input(prompt)
    except EOFError:
        answer = "q"
    return answer.strip().lower() in ("q", "quit")


def _show_move(
    console: Console,
    state: State,
    renderer: Renderer,
    seat: int | None,
    t: Translator,
    shown: int,
) -> int:
    """The board after a move and the log's new lines (``shown``: the lines shown
    before); returns the number of lines shown now."""
    console.print(renderer.board(state.view(seat)))
    events = state.view(seat)["events"]
    console.print(
        render_events(
            events[shown:],
            t.text("cli-log"),
            limit=40,
            hint="",
            words=renderer.words(),
            translator=t,
            names=state.names,
        )
    )
    return len(events)


def _show_end(
    console: Console,
    state: State,
    renderer: Renderer,
    seat: int | None,
    step: bool,
    t: Translator,
) -> None:
    """Where the record stops: the log and the board (unless shown step by step), the
    result and who won why, and the state's hash."""
    view = state.view(seat)
    if not step:
        console.print(
            render_events(
                view["events"],
                t.text("cli-log"),
                limit=40,
                hint=t.text("cli-use-step"),
                words=renderer.words(),
                translator=t,
                names=state.names,
            )
        )
        console.print(renderer.board(view))
    if state.is_over:
        console.print(renderer.result(state.result()))
        explained = state.score_breakdown()  # who won, and any tie in words
        phrases = [explained["summary_phrase"], *explained["tie_phrases"]]
        for line, phrase in zip((explained["summary"], *explained["ties"]), phrases, strict=True):
            console.print(t.event({"text": line, "phrase": phrase}, state.names), markup=False)
    else:
        console.print(Text(t.text("cli-record-stops", move=str(state.move_number))))
    console.print(t.text("cli-state-hash", hash=state.state_hash()), markup=False)
