"""A refused San Juan move says why in the reader's language (issue 16, "refusal reasons
in every language"): every reason the engine gives carries its sentence as a catalog
message (``sj-why-*``), English formats it exactly as the engine's English reason (the
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
from tradewinds.core.phrase import LogPhrase, Verbatim, log_phrase_from_json, log_phrase_to_json
from tradewinds.games.san_juan.board import ACTION_KINDS_BY_PHASE, NK, PH_OVER
from tradewinds.games.san_juan.rulings import why_illegal
from tradewinds.games.san_juan.state import SanJuanState
from tradewinds.i18n import Translator, catalog_files

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
SECTION = re.compile(r"§[\d.]+")
CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {"setup_variant": "on"}), (4, {})]
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


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_every_refusal_of_random_games_reads_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    seen: set[str] = set()
    for seed in (1, 2, 3):
        state = tradewinds.new_game("san_juan", players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            # Every third decision, a sample of the actions that are not legal then.
            if rng.random() < 0.35:
                for error in _refusals(state, rng, 12):
                    seen.add(check_refusal(error, list(state.names)))
            state.apply(rng.choice(state.legal_actions()))
    # Random play meets the common refusals: wrong decision, missing cards, prices.
    assert {"sj-why-other-decision", "sj-why-not-in-hand", "sj-why-role-taken"} <= seen
    assert len(seen) >= 8, seen


def test_a_role_taken_twice_is_refused_in_italian_with_its_section() -> None:
    """§5.1: each role once per round ("ogni ruolo ... una sola volta per round")."""
    state = tradewinds.new_game("san_juan", 3, seed=5)
    roles = {"builder", "producer", "trader", "councillor", "prospector"}
    while str(state.legal_actions()[0]) not in roles:
        state.apply(state.legal_actions()[0])
    taken = state.legal_actions()[0]
    state.apply(taken)
    while str(state.legal_actions()[0]) not in roles:  # to the next choice of this round
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError) as refused:
        state.apply(taken)
    names = list(state.names)
    assert str(refused.value) == (
        f"{taken}: the {str(taken).capitalize()} was already chosen this round; "
        "each role once per round (§5.1)"
    )
    role = Translator("it").text(f"sj-role-{taken}")
    assert Translator("it").refusal(refused.value, names) == (
        f"il ruolo di {role} è già stato scelto in questo round; "
        "ogni ruolo una sola volta per round (§5.1)"
    )


def test_a_move_of_another_decision_names_the_decision_in_the_reader_s_words() -> None:
    """English quotes the decision's name and the notations (the API's words); Italian and
    Romanian name the decision as their catalogs do, never the engine's name."""
    state = tradewinds.new_game("san_juan", 2, seed=7)
    while str(state.legal_actions()[0]) not in {"builder", "producer"}:
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError) as refused:
        state.apply("sell indigo")
    error, names = refused.value, list(state.names)
    assert "decision 'choose_role'; legal now: " in str(error)
    assert error.phrase is not None
    assert isinstance(error.phrase[1]["legal"], Verbatim)
    # The error frame's JSON keeps the quotation a quotation.
    sent = log_phrase_from_json(log_phrase_to_json(error.phrase))
    assert isinstance(sent[1]["legal"], Verbatim) and sent == error.phrase
    italian = Translator("it").refusal(error, names)
    assert Translator("it").text("sj-decision-choose_role") in italian
    assert names[state.actor] in italian and "choose_role" not in italian


def test_every_refusal_message_is_in_every_language() -> None:
    ids = {}
    for lang in ("en", "it", "ro"):
        text = catalog_files(lang)["san_juan.ftl"]
        ids[lang] = set(re.findall(r"^(sj-why-[\w-]+) =", text, re.M))
    assert ids["en"] and ids["en"] == ids["it"] == ids["ro"]


def _forced_reasons(state: SanJuanState, rng: random.Random) -> set[str]:
    """Every decision forced on a copy of ``state`` (with a building under way and cards
    due), each of its actions asked why: the rulings' rarer branches."""
    seen = set()
    names = list(state.names)
    for phase, kinds in ACTION_KINDS_BY_PHASE.items():
        if phase == PH_OVER:
            continue
        trial = state.clone()
        trial.phase = phase
        trial.building = rng.randrange(NK)
        trial.due = rng.randint(1, 3)
        for action in trial.actions:
            if action.kind in kinds:
                reason = why_illegal(trial, action)
                seen.add(check_reason(reason, reason.phrase, names))
    return seen


def test_every_branch_of_the_rulings_reads_in_every_language() -> None:
    """The refusals random play rarely meets (paying with the Crane or the Black market,
    a good lost under the Crane) say the same in every language too."""
    seen: set[str] = set()
    for seed in (1, 2):
        state = tradewinds.new_game("san_juan", 3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            if rng.random() < 0.08:
                seen |= _forced_reasons(state, rng)
            state.apply(rng.choice(state.legal_actions()))
    written = set(re.findall(r"^(sj-why-[\w-]+) =", catalog_files("en")["san_juan.ftl"], re.M))
    sentences = {m for m in written if not m.startswith(("sj-why-good-", "sj-why-a-card-"))}
    sentences -= {m for m in written if m.startswith("sj-why-decision-")}
    # (The wrong decision's refusal is the random games' most common one, tested above.)
    assert sentences - seen == {"sj-why-other-decision"}
