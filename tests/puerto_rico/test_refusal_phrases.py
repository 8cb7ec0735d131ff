"""Refusals read in the player's language (tradewinds issue 16): every reason Puerto Rico's
engines give for an illegal move carries its sentence as a catalog message (the checks of
``refusals.check_refusal``). Both engines (base and expansions) are played, in every
configuration the phrase tests use; the rule scenario tests check each refusal they meet
the same way (``scenario.assert_illegal``)."""

from __future__ import annotations

import ast
import random
import re
from typing import Any

import pytest

import tradewinds
from tradewinds.compiling import source_path
from tradewinds.core.errors import IllegalActionError
from tradewinds.core.phrase import (
    LogArg,
    LogPhrase,
    Seat,
    Verbatim,
    log_phrase_from_json,
    log_phrase_to_json,
)
from tradewinds.games.puerto_rico import rulings as expansion_rulings
from tradewinds.i18n import DEFAULT_LANGUAGE, Translator, catalog_files

from ..i18n.test_phrases import GAMES
from .refusals import SECTION, SNAKE, check_refusal, shown

CONFIGS = [(players, options) for game, players, options in GAMES if game == "puerto_rico"]
PER_POSITION = 10  # illegal actions of the current decision tried at a sampled position
OTHERS = 2  # and of other decisions
EVERY = 3  # a position of every EVERY moves is sampled


def _refusals(players: int, options: dict[str, Any], seed: int) -> set[str]:
    """Refuse illegal actions at positions of one random game; the message ids met."""
    state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
    rng = random.Random(seed)
    met: set[str] = set()
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
                met.add(check_refusal(refused.value, state.names))
        state.apply(rng.choice(legal))
        move += 1
    return met


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_every_refusal_reads_in_every_language(players: int, options: dict[str, Any]) -> None:
    met: set[str] = set()
    for seed in (1, 2):
        met |= _refusals(players, options, seed)
    # Positions of many decisions were met, each with its own rules' reasons.
    assert len(met) > 10, sorted(met)


# Sample arguments for each variable of the catalog's refusals (the rare ones too).
SAMPLE_ARGS: dict[str, LogArg] = {
    "player": Seat(1),
    "players": 4,
    "good": "pr-log-good-indigo",
    "building": "pr-building-small_market",
    "tile": "pr-log-a-quarry",
    "spot": "pr-why-spot-large_sugar_mill",
    "decision": "pr-why-phase-captain_load",
    "allowed": Verbatim("load corn on 4, pass"),
    "role": "pr-why-role-captain",
    "choice": Verbatim("max_space"),
    "count": 3,
    "cost": 2,
    "price": 5,
    "money": 2,
    "most": 3,
    "spaces": 2,
    "capacity": 6,
}


def test_every_refusal_of_the_catalog_keeps_its_rule_sections_in_every_language() -> None:
    english = Translator(DEFAULT_LANGUAGE)
    catalog = catalog_files("en")["puerto_rico.ftl"]
    ids = re.findall(r"^(pr-why-[a-z-]+) =", catalog, re.MULTILINE)
    assert len(ids) > 70
    names = ["Ann", "Ben"]
    for message in ids:
        phrase: LogPhrase = (message, SAMPLE_ARGS)
        sections = SECTION.findall(shown(phrase, english.log_phrase(phrase, names)))
        for lang in ("it", "ro"):
            translator = Translator(lang)
            said = translator.log_phrase(phrase, names)
            assert translator.log_errors(phrase, names) == [], (message, lang)
            assert not SNAKE.search(shown(phrase, said)) and "{" not in said, (lang, said)
            assert SECTION.findall(shown(phrase, said)) == sections, (lang, said)


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
    assert back == phrase and isinstance(back[1]["allowed"], Verbatim)
    said = Translator("ro").log_phrase(back, state.names)
    assert said.startswith(f"{state.names[0]} are de decis")


def _sentence(node: ast.expr) -> str | None:
    """The English of a ``why(...)`` call's first argument, each ``{…}`` as ``#``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_sentence(v) or "#" for v in node.values)
    return None


def test_the_rare_refusals_say_in_the_catalog_what_the_engines_say() -> None:
    """Reasons random games seldom meet (a Villa used out of turn, a Black Market variant)
    are still worded in the English catalog as in the engines: each literal id's message
    has the sentence's words, with a variable where the sentence has a value."""
    catalog = dict(
        re.findall(r"^(pr-why-[a-z-]+) = (.*)$", catalog_files("en")["puerto_rico.ftl"], re.M)
    )
    checked = 0
    for module in (expansion_rulings,):
        source = source_path(module.__name__)
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "why"):
                continue
            message = node.args[1]
            if isinstance(message, ast.Constant):
                said = re.sub(r"\{ \$\w+ \}", "#", catalog[f"pr-why-{message.value}"])
                assert said == _sentence(node.args[0]), message.value
                checked += 1
    assert checked > 60
