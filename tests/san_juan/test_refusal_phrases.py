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
from tests.i18n.refusal_checks import (
    _refusals,
    check_reason,
    check_refusal,
)
from tradewinds.core.errors import IllegalActionError
from tradewinds.core.phrase import Verbatim, log_phrase_from_json, log_phrase_to_json
from tradewinds.games.san_juan.board import ACTION_KINDS_BY_PHASE, NK, PH_OVER
from tradewinds.games.san_juan.rulings import why_illegal
from tradewinds.games.san_juan.state import SanJuanState
from tradewinds.i18n import Translator, catalog_files

CONFIGS: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {"setup_variant": "on"}), (4, {})]


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
