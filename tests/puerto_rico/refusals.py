"""The check every Puerto Rico refusal passes (issue 16, "refusals in the player's
language"): the error carries its reason as a catalog message; English formats it exactly
as the engine's English reason; Italian and Romanian format it with no Fluent error, no
engine name, no placeholder left, and with the rules' sections of the English."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tradewinds.core.errors import IllegalActionError
from tradewinds.core.phrase import LogPhrase, Verbatim
from tradewinds.i18n import DEFAULT_LANGUAGE, Translator

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
SECTION = re.compile(r"(§[\d.]+|X\d+)")


def shown(phrase: LogPhrase, said: str) -> str:
    """``said`` without its verbatim arguments (notations: the API's words, typed the same
    in every language), which may hold engine names by design."""
    for value in phrase[1].values():
        if isinstance(value, Verbatim):
            said = said.replace(str(value), "")
    return said


def check_refusal(error: IllegalActionError, names: Sequence[str]) -> str:
    """Assert the module's promises for ``error``; its message id."""
    phrase = error.phrase
    assert phrase is not None, f"no phrase for {str(error)!r}"
    reason = str(error).split(": ", 1)[1]
    english = Translator(DEFAULT_LANGUAGE)
    assert english.log_errors(phrase, names) == [], reason
    assert english.log_phrase(phrase, names) == reason
    sections = SECTION.findall(reason)
    for lang in ("it", "ro"):
        translator = Translator(lang)
        said = translator.log_phrase(phrase, names)
        assert translator.log_errors(phrase, names) == [], (lang, said)
        assert not SNAKE.search(shown(phrase, said)), (lang, said)
        assert "{" not in said and "}" not in said, (lang, said)
        assert SECTION.findall(shown(phrase, said)) == sections, (lang, said)
    return phrase[0]
