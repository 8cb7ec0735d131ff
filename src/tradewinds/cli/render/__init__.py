"""Terminal rendering of games with rich: one renderer per game, a plain fallback.

A renderer turns the JSON data of the public API (``state.view(seat)``, the view's events,
``state.result()``) into rich renderables, explains actions in a few words, and answers
``help <topic>``. It never looks at a state object, so it shows exactly what the seat may
see.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...i18n import DEFAULT_LANGUAGE, Translator


class Renderer(Protocol):
    """How the command line shows one game."""

    def board(self, view: Mapping[str, Any]) -> RenderableType:
        """The whole table as ``view`` shows it (events and legal actions excluded)."""
        ...

    def status(self, view: Mapping[str, Any]) -> RenderableType:
        """A few lines on the current decision: whose turn, the phase, the viewer's means."""
        ...

    def describe(self, action: str, view: Mapping[str, Any]) -> str:
        """A short explanation of the action with notation ``action`` for the viewer."""
        ...

    def decision(self, view: Mapping[str, Any]) -> str:
        """What the current player is asked, in words."""
        ...

    def help(self, topic: str) -> str | None:
        """Help text for a topic (a building, a role, ...), or ``None`` if unknown."""
        ...

    def help_examples(self) -> str:
        """A line listing a few valid ``help`` topics."""
        ...

    def result(self, result: Mapping[str, Any]) -> RenderableType:
        """The score breakdown of ``state.result()``."""
        ...

    def words(self) -> Mapping[str, str]:
        """The game's word for each internal name (``"small_market"`` -> ``"Small Market"``)."""
        ...


# An internal name: lower-case words joined by underscores (``large_indigo_plant``).
_INTERNAL = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def in_words(text: str, words: Mapping[str, str]) -> str:
    """``text`` with every internal name replaced by the game's word for it (by
    ``words``; else its parts, spaced): people never read ``snake_case``.

    >>> in_words("Ann places a colonist on small_market.", {"small_market": "Small Market"})
    'Ann places a colonist on Small Market.'
    >>> in_words("game end: twelve_buildings", {})
    'game end: twelve buildings'
    """
    return _INTERNAL.sub(lambda m: words.get(m[0], m[0].replace("_", " ")), text)


def render_events(
    events: Sequence[Mapping[str, Any]],
    title: str,
    *,
    limit: int | None = None,
    hint: str | None = None,
    words: Mapping[str, str] | None = None,
    translator: Translator | None = None,
    names: Sequence[str] = (),
) -> RenderableType:
    """Log lines (the view's ``events``), the latest last; private lines in italics;
    ``names`` (the seats' names) complete the lines in the translator's language.

    Internal names in a line become the game's ``words`` (see :func:`in_words`).
    """
    words = words or {}
    t = translator or Translator()
    hint = t.text("cli-log-hint") if hint is None else hint
    shown = list(events)
    hidden = 0
    if limit is not None and len(shown) > limit:
        hidden = len(shown) - limit
        shown = shown[-limit:]
    lines: list[Text] = []
    if hidden:
        earlier = t.text("cli-earlier-lines", count=hidden)
        lines.append(Text(earlier + (f": {hint}" if hint else ""), "dim"))
    for event in shown:
        line = Text(f"{event['move']:>4}  ", "dim")
        text = in_words(t.event(event, names), words)
        if event.get("private"):
            line.append(t.text("cli-only-you", text=text), "italic cyan")
        else:
            line.append(text)
        lines.append(line)
    if not lines:
        lines.append(Text(t.text("cli-nothing-new"), "dim"))
    return Panel(Group(*lines), title=Text(title), title_align="left", border_style="dim")


class GenericRenderer:
    """Shows any game's view as JSON: the fallback for games without their own renderer."""

    def board(self, view: Mapping[str, Any]) -> RenderableType:
        data = {k: v for k, v in view.items() if k not in ("events", "legal_actions")}
        return Panel(Text(json.dumps(data, indent=1)), title=Text(str(view.get("game", "game"))))

    def status(self, view: Mapping[str, Any]) -> RenderableType:
        return Text(f"{view.get('game', 'game')}: {self.decision(view)}")

    def describe(self, action: str, view: Mapping[str, Any]) -> str:
        return ""

    def decision(self, view: Mapping[str, Any]) -> str:
        return str(view.get("decision", "your move")).replace("_", " ")

    def help(self, topic: str) -> str | None:
        return None

    def help_examples(self) -> str:
        return "This game has no help topics."

    def result(self, result: Mapping[str, Any]) -> RenderableType:
        table = Table(title="Result")
        table.add_column("Key")
        table.add_column("Value")
        for key, value in result.items():
            table.add_row(Text(str(key)), Text(json.dumps(value)))
        return table

    def words(self) -> Mapping[str, str]:
        return {}


def renderer_for(game: str, lang: str = DEFAULT_LANGUAGE) -> Renderer:
    """The renderer of ``game`` in language ``lang`` (the generic one if the game has none).

    A game's renderer lives in ``cli/render/<game>.py`` and is exported as ``RENDERER``
    (the English one); its class takes a :class:`~tradewinds.i18n.Translator` for the others.
    """
    try:
        module = importlib.import_module(f"{__package__}.{game}")
    except ModuleNotFoundError:
        return GenericRenderer()
    renderer: Renderer = module.RENDERER
    if lang != DEFAULT_LANGUAGE:
        renderer = type(renderer)(Translator(lang))  # type: ignore[call-arg]
    return renderer


class Localized:
    """What every game's renderer shares to speak one language: its :class:`Translator`.

    The English renderer keeps its own words for game terms (``corn``, ``Small Market``);
    another language takes them from the game's catalog.
    """

    def __init__(self, translator: Translator | None = None) -> None:
        self.t = translator or Translator()

    @property
    def english(self) -> bool:
        return self.t.lang == DEFAULT_LANGUAGE

    def term(self, message_id: str, english: str) -> str:
        """A game term: ``english`` in English, the catalog's word for it otherwise."""
        return english if self.english else self.t.text(message_id)

    def say(self, message_id: str, **args: Any) -> str:
        """A label of the board, from the catalogs (``cli.ftl``) in every language."""
        return self.t.text(message_id, **args)

    def you_line(self, message_id: str, **args: Any) -> Text:
        """The viewer's one-line status ("You: 3 doubloons, …") between two decisions."""
        line = Text(self.say("cli-you-colon") + " ", "bold")
        line.append(self.say(message_id, **args))
        return line

    def counts(self, counts: Mapping[str, int], name: Any) -> str:
        """``corn 2, sugar 1`` of the non-zero ``counts`` (``name`` names each key), or
        the catalog's "none"."""
        listed = ", ".join(f"{name(key).plain} {n}" for key, n in counts.items() if n)
        return listed or self.say("cli-none")

    def winner_lines(
        self,
        result: Mapping[str, Any],
        scores: Sequence[Mapping[str, Any]],
        shared: str = "cli-shared-victory",
    ) -> list[str]:
        """``Winner: Ann`` (``Winners: Ann and Bob``) and, for a shared win, a word on it."""
        names = [str(scores[w]["name"]) for w in result["winners"]]
        joined = f" {self.t.text('ui-and')} ".join(names)
        lines = [self.say("cli-winners", count=len(names), names=joined)]
        if result.get("shared_win"):
            lines.append(self.say(shared))
        return lines


def own_board(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The viewer's own player board in ``view`` (``None`` for a spectator)."""
    seat = view.get("viewer")
    if seat is None:
        return None
    board: Mapping[str, Any] = view["players_board"][seat]
    return board
