"""Refusals read in the player's language (tradewinds issue 16): every reason Puerto Rico's
engines give for an illegal move carries its sentence as a catalog message. English formats
that message exactly as the engine's English reason (the API's, unchanged); Italian and
Romanian format it with no Fluent error, no engine name and no placeholder left. Both
engines (base and expansions) are played, in every configuration the phrase tests use."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tradewinds
from tradewinds.core.errors import IllegalActionError
from tradewinds.core.phrase import (
    LogArg,
    LogPhrase,
    Seat,
    Text,
    log_phrase_from_json,
    log_phrase_to_json,
)
from tradewinds.i18n import DEFAULT_LANGUAGE, Translator, catalog_files

from ..i18n.test_phrases import GAMES

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
CONFIGS = [game for game in GAMES if game[0] == "puerto_rico"]
PER_POSITION = 10  # illegal actions of the current decision tried at a sampled position
OTHERS = 2  # and of other decisions
EVERY = 3  # a position of every EVERY moves is sampled


def _refusals(players: int, options: dict[str, Any], seed: int) -> list[tuple[str, Any, list[str]]]:
    """(reason text, phrase, names) of illegal actions at positions of one random game."""
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
    rng = random.Random(seed)
    found: list[tuple[str, Any, list[str]]] = []
    table = list(state.actions)
    move = 0
    while not state.is_over:
        legal = state.legal_actions()
        if move % EVERY == 0:
            chosen = set(map(str, legal))
            kinds = {a.kind for a in legal}
            illegal = [a for a in table if str(a) not in chosen]
            # Mostly actions of the current decision (refused by its own rules), a few of
            # other decisions (refused as out of turn).
            same = [a for a in illegal if a.kind in kinds]
            other = [a for a in illegal if a.kind not in kinds]
            tried = rng.sample(same, min(PER_POSITION, len(same)))
            tried += rng.sample(other, min(OTHERS, len(other)))
            for action in tried:
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(action)
                found.append((str(refused.value), refused.value.phrase, list(state.names)))
        state.apply(rng.choice(legal))
        move += 1
    return found


def _shown(phrase: LogPhrase, said: str) -> str:
    """``said`` without its verbatim arguments (notations: the API's words, typed the same
    in every language), which may hold engine names by design."""
    for value in phrase[1].values():
        if isinstance(value, Text):
            said = said.replace(str(value), "")
    return said


def _check(message: str, phrase: LogPhrase | None, names: list[str]) -> str:
    assert phrase is not None, f"no phrase for {message!r}"
    reason = message.split(": ", 1)[1]
    english = Translator(DEFAULT_LANGUAGE)
    assert english.log_errors(phrase, names) == [], reason
    assert english.log_phrase(phrase, names) == reason
    for lang in ("it", "ro"):
        translator = Translator(lang)
        said = translator.log_phrase(phrase, names)
        assert translator.log_errors(phrase, names) == [], (lang, said)
        shown = _shown(phrase, said)
        assert not SNAKE.search(shown) and "{" not in said and "}" not in said, (lang, said)
        assert "§" in said or "X19" in said or phrase[0] in NO_SECTION, (lang, said)
    return phrase[0]


# The sentences that name no rulebook section in English either.
NO_SECTION = frozenset({"pr-why-other-decision", "pr-why-not-in-phase", "error-game-over"})


@pytest.mark.parametrize(("players", "options"), [(p, o) for _, p, o in CONFIGS])
def test_every_refusal_reads_in_every_language(players: int, options: dict[str, Any]) -> None:
    ids: set[str] = set()
    for seed in (1, 2):
        for message, phrase, names in _refusals(players, options, seed):
            ids.add(_check(message, phrase, names))
    # Positions of many decisions were met, each with its own rules' reasons.
    assert len(ids) > 10, sorted(ids)


# Sample arguments for each variable of the catalog's refusals (the rare ones too).
SAMPLE_ARGS: dict[str, LogArg] = {
    "player": Seat(1),
    "players": 4,
    "good": "pr-log-good-indigo",
    "building": "pr-building-small_market",
    "tile": "pr-log-a-quarry",
    "spot": "pr-why-spot-large_sugar_mill",
    "decision": "pr-why-phase-captain_load",
    "allowed": Text("load corn on 4, pass"),
    "role": "pr-why-role-captain",
    "choice": Text("max_space"),
    "count": 3,
    "cost": 2,
    "price": 5,
    "money": 2,
    "most": 3,
    "spaces": 2,
    "capacity": 6,
}
SECTION = re.compile(r"(§[\d.]+|X\d+)")


def test_every_refusal_of_the_catalog_keeps_its_rule_sections_in_every_language() -> None:
    english = Translator(DEFAULT_LANGUAGE)
    catalog = catalog_files("en")["puerto_rico.ftl"]
    ids = re.findall(r"^(pr-why-[a-z-]+) =", catalog, re.MULTILINE)
    assert len(ids) > 70
    names = ["Ann", "Ben"]
    for message in ids:
        phrase: LogPhrase = (message, SAMPLE_ARGS)
        sections = SECTION.findall(english.log_phrase(phrase, names))
        for lang in ("it", "ro"):
            translator = Translator(lang)
            said = translator.log_phrase(phrase, names)
            assert translator.log_errors(phrase, names) == [], (message, lang)
            assert not SNAKE.search(_shown(phrase, said)) and "{" not in said, (lang, said)
            assert SECTION.findall(said) == sections, (lang, said)


def test_a_move_out_of_turn_names_the_decision_in_the_reader_s_language() -> None:
    state = tradewinds.new_game("puerto_rico", 3, seed=1)
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pass")  # the governor must choose a role first (§4)
    names = state.names
    legal = ", ".join(str(a) for a in state.legal_actions())
    assert (
        str(refused.value) == f"pass: it is {names[0]}'s decision 'choose_role'; legal now: {legal}"
    )
    said = Translator("it").refusal(refused.value, names)
    assert said == f"tocca a {names[0]} decidere (scegli un ruolo); mosse possibili ora: {legal}"


def test_a_refusal_s_phrase_survives_the_error_frame() -> None:
    state = tradewinds.new_game("puerto_rico", 3, seed=1)
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pass")
    phrase = refused.value.phrase
    assert phrase is not None
    data = log_phrase_to_json(phrase)
    assert data["args"]["allowed"] == {"text": phrase[1]["allowed"]}
    back = log_phrase_from_json(data)
    assert back == phrase and isinstance(back[1]["allowed"], Text)
    assert (
        Translator("ro").log_phrase(back, state.names).startswith(f"{state.names[0]} are de decis")
    )
