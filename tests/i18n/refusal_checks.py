"""The check San Juan's and Manila's refusals pass (issue 16, "refusal reasons in every
language"): the reason carries its catalog message, English formats it exactly as the
engine's English reason, Italian and Romanian format it with no Fluent error, no engine
name and no placeholder left, with the rulebook's section marks; only quoted notations stay
as they are. The message travels in error frames unchanged."""

from __future__ import annotations

import random
import re

import pytest

from tradewinds.core.errors import IllegalActionError
from tradewinds.core.game import State
from tradewinds.core.phrase import LogPhrase, Verbatim, log_phrase_from_json, log_phrase_to_json
from tradewinds.i18n import Translator

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
SECTION = re.compile(r"§[\d.]+")
ENGLISH, OTHERS = Translator("en"), (Translator("it"), Translator("ro"))


def _refusals(state: State, rng: random.Random, sample: int) -> list[IllegalActionError]:
    """The refusals of ``sample`` actions of the table that are not legal now."""
    legal = set(state.legal_actions())
    illegal = [a for a in state.actions if a not in legal]
    errors = []
    for action in rng.sample(illegal, min(sample, len(illegal))):
        with pytest.raises(IllegalActionError) as refused:
            state.apply(action)
        errors.append(refused.value)
    return errors


def check_refusal(error: IllegalActionError, names: list[str]) -> str:
    """Assert the module docstring's promises for one refusal; return its message id."""
    message = str(error)
    assert error.phrase is not None, message
    return check_reason(message.split(": ", 1)[1], error.phrase, names)


def check_reason(reason: str, phrase: LogPhrase | None, names: list[str]) -> str:
    """The promises for one reason (``State.apply`` prefixes it with the notation)."""
    assert phrase is not None, reason
    assert ENGLISH.log_errors(phrase, names) == [], reason
    assert ENGLISH.log_phrase(phrase, names) == reason
    # Quoted notations (what a person types, the same in every language) may be snake_case.
    quoted = [str(v) for v in phrase[1].values() if isinstance(v, Verbatim)]
    for translator in OTHERS:
        text = translator.log_phrase(phrase, names)
        assert translator.log_errors(phrase, names) == [], (translator.lang, text)
        words = text
        for notation in quoted:
            assert notation in text, (translator.lang, text)
            words = words.replace(notation, "")
        assert not SNAKE.search(words) and "{" not in words and "}" not in words, text
        assert SECTION.findall(text) == SECTION.findall(reason), (translator.lang, text)
    # The phrase travels in the server's error frames: JSON and back, unchanged.
    assert log_phrase_from_json(log_phrase_to_json(phrase)) == phrase
    return phrase[0]
