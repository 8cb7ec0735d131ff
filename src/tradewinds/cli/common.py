"""Shared pieces of the commands: errors, option parsing, game creation, saving."""

from __future__ import annotations

import difflib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from ..bots import Bot, available_bots, bot_seed, make_bot
from ..core.game import State, available_games, check_seed, new_game
from ..i18n import Translator

HUMAN = "human"


class CliError(Exception):
    """A user error: printed as one line ``error: ...``, exit code 2."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def console() -> Console:
    """A console on the current standard output (looked up at call time)."""
    return Console(highlight=False)


def error_console() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def split_list(text: str | None) -> list[str]:
    """``"a, b,c"`` -> ``["a", "b", "c"]`` (empty entries kept, so they can be reported)."""
    if text is None:
        return []
    return [part.strip() for part in text.split(",")]


def _option_value(text: str) -> Any:
    try:
        return int(text)
    except ValueError:
        return text


def game_options(
    edition: str | None, ship_choice: str | None, extra: Sequence[str] | None
) -> dict[str, Any]:
    """The options given on the command line (defaults are left to the game)."""
    options: dict[str, Any] = {}
    for item in extra or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--option takes KEY=VALUE, got {item!r}")
        options[key.strip().replace("-", "_")] = _option_value(value.strip())
    if edition is not None:
        options["edition"] = edition
    if ship_choice is not None:
        options["ship_choice"] = ship_choice
    return options


def _plain(name: str) -> str:
    """``"Puerto-Rico"``, ``"PUERTO RICO"``, ``"puerto_rico"`` -> ``"puerto_rico"``."""
    return "_".join(name.lower().replace("-", " ").replace("_", " ").split())


def resolve_game(name: str) -> str:
    """The registered game that ``name`` means, whatever its case and separators.

    A name that matches no game is a :class:`CliError` suggesting the closest one.
    """
    games = {_plain(info["name"]): str(info["name"]) for info in available_games()}
    titles = {_plain(info["title"]): str(info["name"]) for info in available_games()}
    wanted = _plain(name)
    found = games.get(wanted) or titles.get(wanted)
    if found is not None:
        return found
    close = difflib.get_close_matches(wanted, [*games, *titles], n=1, cutoff=0.6)
    hint = f": did you mean {games.get(close[0]) or titles[close[0]]}?" if close else ""
    valid = ", ".join(sorted(games.values()))
    raise CliError(f"unknown game {name!r}{hint} (games: {valid})")


def chosen_seed(seed: int, count: int = 1) -> int:
    """``seed``, if it and the next ``count - 1`` seeds (one per game) follow the rule of
    seeds a person may choose (core's, which the web app follows too)."""
    try:
        check_seed(seed)
        check_seed(seed + max(count, 1) - 1)
    except ValueError as exc:
        last = f" (and {seed + count - 1}, the last game's)" if count > 1 else ""
        raise CliError(f"--seed {seed}{last}: {exc}") from None
    return seed


def game_title(game: str) -> str:
    """The title of a registered game: ``"puerto_rico"`` -> ``"Puerto Rico"``."""
    titles = {info["name"]: str(info["title"]) for info in available_games()}
    return titles.get(game, game.replace("_", " ").title())


def create_game(
    game: str,
    players: int,
    seed: int,
    options: dict[str, Any],
    names: Sequence[str] | None = None,
) -> State:
    """``new_game`` with its :class:`ValueError` turned into a :class:`CliError`."""
    try:
        return new_game(game, players, seed=seed, options=options, names=names)
    except ValueError as exc:
        raise CliError(str(exc)) from None


def parse_names(text: str | None, players: int) -> list[str] | None:
    if text is None:
        return None
    names = split_list(text)
    if any(not n for n in names):
        raise CliError(f"--names has an empty name: {text!r}")
    if len(names) != players:
        raise CliError(f"--names gives {len(names)} name(s) for {players} players")
    return names


def default_seats(players: int, *, humans: bool) -> list[str]:
    """The seats when none are given: one person in seat 1 (if allowed), random bots."""
    return ([HUMAN] if humans else []) + ["random"] * (players - (1 if humans else 0))


def parse_seats(text: str | None, players: int, *, humans: bool) -> list[str]:
    """Seat kinds: ``human`` (if allowed) or a bot name, one per player."""
    valid = ([HUMAN] if humans else []) + available_bots()
    if text is None:
        return default_seats(players, humans=humans)
    seats = [s.lower() for s in split_list(text)]
    for seat in seats:
        if seat not in valid:
            close = difflib.get_close_matches(seat, valid, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise CliError(f"unknown seat kind {seat!r}{hint}; valid: {', '.join(valid)}")
    if len(seats) != players:
        raise CliError(f"{len(seats)} seat(s) given for {players} players")
    return seats


def bot_label(kind: str, translator: Translator | None = None) -> str:
    """How a person reads a seat kind: ``"medium"`` -> ``"Medium bot"`` (``"Bot medio"``)."""
    t = translator or Translator()
    if kind == HUMAN:
        return t.text("ui-person")
    message = f"cli-bot-{kind}"
    # A bot without words of its own (a new one) is named by its name, never by a bare id.
    return t.text(message) if t.has(message) else kind


def default_names(kinds: Sequence[str], translator: Translator | None = None) -> list[str]:
    """Seat names when none are given: ``Player N`` for people, ``Medium bot N`` for bots.

    Numbered by seat, as the web app names them, so two bots of one level stay apart.
    """
    t = translator or Translator()
    return [
        t.text("cli-player-n", n=seat + 1) if kind == HUMAN else f"{bot_label(kind, t)} {seat + 1}"
        for seat, kind in enumerate(kinds)
    ]


def make_bots(kinds: Sequence[str], game_seed: int) -> list[Bot | None]:
    """A fresh bot per non-human seat, seeded from the game seed and the seat."""
    return [
        None if kind == HUMAN else make_bot(kind, bot_seed(game_seed, seat))
        for seat, kind in enumerate(kinds)
    ]


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON atomically (a reader never sees half a file)."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_record(
    path: Path, state: State, seats: Sequence[str] | None = None, *, moves: int | None = None
) -> None:
    """Write the record of ``state``, with the seat kinds (so ``--resume`` restores them).

    ``moves`` keeps only that many actions: the last ones known to be complete.
    """
    record = state.record()
    if moves is not None:
        record["actions"] = record["actions"][:moves]
    if seats is not None:
        record["seats"] = list(seats)
    try:
        write_json(path, record)
    except OSError as exc:
        raise CliError(f"cannot save to {path}: {exc.strerror or exc}") from None


def stats(values: Sequence[float]) -> dict[str, float]:
    """Mean, min and max (all 0 for no values)."""
    if not values:
        return {"mean": 0.0, "min": 0.0, "max": 0.0}
    return {
        "mean": sum(values) / len(values),
        "min": min(values),
        "max": max(values),
    }
