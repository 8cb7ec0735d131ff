"""Each rule once (issue 18): every rule that decides whether a move is legal is one
predicate (a ``*_refusal`` function) that both the legal-move generation and
``why_illegal`` use. The check itself is Puerto Rico's ``rules`` plug-in to the
conformance suite (``games/puerto_rico/refusal_rules.py``): an action of the pending
decision is legal if and only if its rule's predicate allows it, and a refused action's
reason is the sentence of the rule the predicate names (``pr-why-<key>``). Here it runs
over configurations beyond the registered samples, and is shown not to be vacuous."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tradewinds
from tradewinds.core.game import UNDECIDED, game_info
from tradewinds.games.puerto_rico.data import EXPANSION_RULES, EXPANSIONS
from tradewinds.testing import check_game

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (3, {"edition": "deluxe"}),
    (3, {"expansions": list(EXPANSIONS), "expansion_rules": list(EXPANSION_RULES)}),
    (5, {"expansions": ["buccaneer", "new_buildings"], "draft": "random"}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_legal_iff_the_rule_allows_and_the_reason_is_that_rule(
    players: int, options: dict[str, Any]
) -> None:
    check_game("puerto_rico", seed=41 * players, configurations=[(players, options)], every=3)


def test_the_rules_reach_the_main_refusals() -> None:
    """The plug-in decides the base game's main refusals in random games: the check is
    not vacuous."""
    rules = game_info("puerto_rico").rules
    assert rules is not None
    seen: set[str] = set()
    for seed in range(3):
        state = tradewinds.new_game("puerto_rico", 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for action_id in range(state.num_distinct_actions):
                message = rules(state, state.action_from_id(action_id))
                if message is not None and message != UNDECIDED:
                    seen.add(message)
            state.apply(rng.choice(state.legal_actions()))
    main = {"role-taken", "plantation-face-up", "sold-out", "too-dear"}
    assert {f"pr-why-{key}" for key in main} <= seen, seen
