"""The check every game's log runs on itself (``tests/<game>/test_log_phrases.py``): every
log line of random games carries a phrase (the same line as a catalog message), English
formats that phrase exactly as the engine's English line, and Italian and Romanian format
it with no Fluent error, no engine name and no placeholder left. The log then reads in the
reader's language (issue "Boards people enjoy", Languages)."""

from __future__ import annotations

import random
import re
from typing import Any

import tradewinds
from tradewinds.core.events import Event
from tradewinds.i18n import Translator

SNAKE = re.compile(r"[a-z]+_[a-z_]+")


def random_game_lines(
    game: str, players: int, options: dict[str, Any], seeds: tuple[int, ...] = (1, 2)
) -> tuple[list[Event], list[str]]:
    """Every event of random games (everything: private lines too), and the names."""
    events: list[Event] = []
    names: list[str] = []
    for seed in seeds:
        state = tradewinds.new_game(game, players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        events += state.events(everything=True)
        names = list(state.names)
    return events, names


def check_log_lines(events: list[Event], names: list[str]) -> None:
    """Assert the module docstring's promises for ``events``."""
    english, others = Translator("en"), [Translator("it"), Translator("ro")]
    unphrased = sorted({e.text for e in events if e.phrase is None})
    assert unphrased == [], f"{len(unphrased)} lines without a phrase, e.g. {unphrased[:5]}"
    for event in events:
        assert event.phrase is not None
        assert english.log_errors(event.phrase, names) == [], event.text
        assert english.log_phrase(event.phrase, names) == event.text
        for translator in others:
            text = translator.log_phrase(event.phrase, names)
            assert translator.log_errors(event.phrase, names) == [], (translator.lang, text)
            assert not SNAKE.search(text) and "{" not in text, (translator.lang, text)
