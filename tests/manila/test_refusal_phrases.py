"""A refused Manila move says why in the reader's language (issue 16, "refusal reasons
in every language"): every reason the engine gives carries its sentence as a catalog
message (``mn-why-*``), English formats it exactly as the engine's English reason (the
API's, unchanged), and Italian and Romanian format it with no Fluent error, no engine name
(snake_case) and no placeholder left, keeping the rulebook's section marks (§). Only the
notations a wrong-decision refusal lists (what a person types) stay as they are."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tradewinds
from tradewinds.core.errors import IllegalActionError
from tradewinds.core.game import State
from tradewinds.core.phrase import Verbatim, log_phrase_from_json, log_phrase_to_json
from tradewinds.i18n import Translator, catalog_files

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
SECTION = re.compile(r"§[\d.]+")
CONFIGS: list[tuple[int, dict[str, Any]]] = [(3, {}), (4, {"pirate_variant": True}), (5, {})]
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
    reason = message.split(": ", 1)[1]
    assert ENGLISH.log_errors(error.phrase, names) == [], message
    assert ENGLISH.log_phrase(error.phrase, names) == reason
    # Quoted notations (what a person types, the same in every language) may be snake_case.
    quoted = [str(v) for v in error.phrase[1].values() if isinstance(v, Verbatim)]
    for translator in OTHERS:
        text = translator.log_phrase(error.phrase, names)
        assert translator.log_errors(error.phrase, names) == [], (translator.lang, text)
        words = text
        for notation in quoted:
            assert notation in text, (translator.lang, text)
            words = words.replace(notation, "")
        assert not SNAKE.search(words) and "{" not in words and "}" not in words, text
        assert SECTION.findall(text) == SECTION.findall(reason), (translator.lang, text)
    # The phrase travels in the server's error frames: JSON and back, unchanged.
    assert log_phrase_from_json(log_phrase_to_json(error.phrase)) == error.phrase
    return error.phrase[0]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_every_refusal_of_random_games_reads_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    seen: set[str] = set()
    for seed in (1, 2, 3):
        state = tradewinds.new_game("manila", players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            # Every third decision, a sample of the actions that are not legal then.
            if rng.random() < 0.35:
                for error in _refusals(state, rng, 12):
                    seen.add(check_refusal(error, list(state.names)))
            state.apply(rng.choice(state.legal_actions()))
    # Random play meets the common refusals: wrong decision, low bids, taken spaces.
    assert {"mn-why-other-decision", "mn-why-bid-higher", "mn-why-taken"} <= seen
    assert len(seen) >= 8, seen


def test_a_low_bid_is_refused_in_italian_with_its_section() -> None:
    """§5: each bid must be higher than the one before ("un'offerta più alta")."""
    state = tradewinds.new_game("manila", 3, seed=5)
    state.apply("bid 10")
    with pytest.raises(IllegalActionError) as refused:
        state.apply("bid 10")
    names = list(state.names)
    assert str(refused.value) == "bid 10: a bid must be higher than the current bid of 10 (§5)"
    assert Translator("it").refusal(refused.value, names) == (
        "un'offerta deve superare quella attuale di 10 Pesos (§5)"
    )
    assert Translator("ro").refusal(refused.value, names) == (
        "o ofertă trebuie să fie mai mare decât oferta actuală de 10 pesos (§5)"
    )


def test_a_move_of_another_decision_names_the_decision_in_the_reader_s_words() -> None:
    """English quotes the decision's name and the notations (the API's words); Italian and
    Romanian name the decision as their catalogs do, never the engine's name."""
    state = tradewinds.new_game("manila", 4, seed=7)
    with pytest.raises(IllegalActionError) as refused:
        state.apply("buy jade")
    error, names = refused.value, list(state.names)
    assert "decision 'auction_bid'; legal now: pass, bid 1, " in str(error)
    assert error.phrase is not None
    assert isinstance(error.phrase[1]["legal"], Verbatim)
    for lang in ("it", "ro"):
        said = Translator(lang).refusal(error, names)
        assert Translator(lang).text("mn-decision-auction_bid") in said
        assert names[state.actor] in said and "auction_bid" not in said


def test_every_refusal_message_is_in_every_language() -> None:
    ids = {}
    for lang in ("en", "it", "ro"):
        text = catalog_files(lang)["manila.ftl"]
        ids[lang] = set(re.findall(r"^(mn-why-[\w-]+) =", text, re.M))
    assert ids["en"] and ids["en"] == ids["it"] == ids["ro"]
