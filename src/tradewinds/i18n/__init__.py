"""The interface's languages: English, Italian and Romanian, from Project Fluent catalogs.

The catalogs are ``locales/<lang>/*.ftl`` beside this file: one file of words and action
phrases per game (the rulebooks' own terms) and ``ui.ftl`` for the interface. The web
client bundles the very same files, so both speak with one voice.

    >>> from tradewinds.core.phrase import Phrase
    >>> Translator("it").phrase(Phrase("pr-action-sell", {"good": "pr-good-coffee"}))
    'Vendi Caffè'

The engines (``tradewinds.core``, ``tradewinds.games``) know nothing of this package: they
describe an action as a :class:`~tradewinds.core.phrase.Phrase` and the reader's side
formats it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.game import State
from ..core.phrase import (
    LogArg,
    LogPhrase,
    Numbers,
    Phrase,
    PhraseArg,
    Seat,
    Seats,
    Verbatim,
    log_phrase_from_json,
)

LANGUAGES = ("en", "it", "ro")
DEFAULT_LANGUAGE = "en"

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "Translator", "catalog_files", "language_from_env"]


def catalog_files(lang: str) -> dict[str, str]:
    """The text of each ``.ftl`` file of ``lang``, by file name."""
    folder = resources.files(__package__).joinpath("locales", lang)
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".ftl")
    }


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The language of the terminal: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    that is set (the POSIX order of precedence), if it is Italian or Romanian; else English.
    ``it_IT.UTF-8``, ``ro_RO`` and ``it`` all count."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            lang = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
            return lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


@cache
def _bundle(lang: str) -> FluentBundle:
    # No bidi isolation marks: the three languages are left-to-right, and the marks would
    # end up in terminal output and tests' strings.
    bundle = FluentBundle([lang], use_isolating=False)
    # (The catalog tests check that every file parses without junk.)
    for text in catalog_files(lang).values():
        bundle.add_resource(FluentResource(text))
    return bundle


class Translator:
    """Formats catalog messages in one language (English when ``lang`` is not one of
    :data:`LANGUAGES`)."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._bundle = _bundle(self.lang)

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def text(self, message_id: str, **args: Any) -> str:
        """Message ``message_id`` with ``args``; the id itself when the catalog lacks it
        (a visible slip, never a crash)."""
        return self._format(message_id, args)[0]

    def phrase(self, phrase: Phrase) -> str:
        """An action's phrase: each string argument is a term id, formatted first."""
        return self._format(phrase.id, self._args(phrase.args))[0]

    def log_phrase(self, phrase: LogPhrase, names: Sequence[str]) -> str:
        """A log line's phrase: a seat argument becomes that seat's name in ``names``,
        several terms are joined with commas (as the engines' English lines do)."""
        return self._format(phrase[0], self._log_args(phrase[1], names))[0]

    def event(self, event: Mapping[str, Any], names: Sequence[str]) -> str:
        """A line of a view's ``events`` in this language (its English ``text`` when it
        carries no phrase, or an unreadable one)."""
        data = event.get("phrase")
        if data is None:
            return str(event.get("text", ""))
        try:
            phrase = log_phrase_from_json(data)
        except ValueError:
            return str(event.get("text", ""))
        said = self.log_phrase(phrase, names)
        seat = event.get("seat")
        if isinstance(seat, int) and event.get("private"):
            # A finished game's replay shows each private line with its seat's name.
            return f"{self._name(seat, names)}: {said}"
        return said

    def refusal(self, error: IllegalActionError, names: Sequence[str]) -> str:
        """An engine's refusal of a move: its reason in this language when the game gives
        the reason as a phrase, else (and always in English) the engine's own message."""
        if error.phrase is None or self.lang == DEFAULT_LANGUAGE:
            return str(error)
        return self.log_phrase(error.phrase, names)

    def log_errors(self, phrase: LogPhrase, names: Sequence[str]) -> list[str]:
        """What went wrong formatting a log phrase (unknown ids, missing variables)."""
        problems = []
        for value in phrase[1].values():
            if isinstance(value, Verbatim):
                continue
            terms = value if isinstance(value, tuple) else (value,)
            problems += [f"unknown term {v!r}" for v in terms if self._unknown(v)]
        return problems + self._format(phrase[0], self._log_args(phrase[1], names))[1]

    def _log_args(self, args: Mapping[str, LogArg], names: Sequence[str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in args.items():
            if isinstance(value, Verbatim):
                out[key] = str(value)
            elif isinstance(value, Seat):
                out[key] = self._name(value, names)
            elif isinstance(value, Seats):
                out[key] = self._and([self._name(s, names) for s in value])
            elif isinstance(value, Numbers):
                out[key] = self._and([str(n) for n in value])
            elif isinstance(value, tuple):
                out[key] = ", ".join(self.text(str(v)) for v in value)
            elif isinstance(value, str):
                out[key] = self.text(value)
            else:
                out[key] = value
        return out

    @staticmethod
    def _name(seat: int, names: Sequence[str]) -> str:
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    def _and(self, items: Sequence[str]) -> str:
        """``A``, ``A and B``, ``A, B and C`` in this language."""
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + f" {self.text('ui-and')} " + items[-1]

    def action(self, state: State, action: Action | str) -> str:
        """An action of ``state`` (an Action or its notation) in words: what the terminal
        shows beside the notation a person types."""
        return self.phrase(state.phrase(action))

    def errors(self, phrase: Phrase) -> list[str]:
        """What went wrong formatting ``phrase`` (unknown ids, missing variables)."""
        problems = [f"unknown term {v!r}" for v in phrase.args.values() if self._unknown(v)]
        return problems + self._format(phrase.id, self._args(phrase.args))[1]

    def _unknown(self, value: PhraseArg) -> bool:
        return isinstance(value, str) and not self.has(value)

    def _args(self, args: Mapping[str, PhraseArg]) -> dict[str, Any]:
        return {k: self.text(v) if isinstance(v, str) else v for k, v in args.items()}

    def _format(self, message_id: str, args: Mapping[str, Any]) -> tuple[str, list[str]]:
        if not self._bundle.has_message(message_id):
            return message_id, [f"unknown message {message_id!r}"]
        message = self._bundle.get_message(message_id)
        if message.value is None:
            return message_id, [f"message {message_id!r} has no value"]
        text, errors = self._bundle.format_pattern(message.value, dict(args))
        return str(text), [str(e) for e in errors]
