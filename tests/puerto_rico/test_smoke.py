"""First checks: a scenario built with the helpers plays through the public API."""

import pytest

from tests.puerto_rico.scenario import choose, doubloons_of, new
from tradewinds.games.puerto_rico.expansions.state import PuertoRicoExpansionState
from tradewinds.games.puerto_rico.state import PuertoRicoState

pytestmark = pytest.mark.usefixtures("engine")  # both engines (conftest.py)


def test_ex01_prospector_takes_card_doubloons_and_privilege() -> None:
    """EX-01 (§4.4, §5.7): a prospector card with 2 doubloons gives 2 + 1 = 3."""
    state = new(4)
    card = state.roles.index(6)
    state.role_money[card] = 2
    before = doubloons_of(state, 0)
    choose(state, 0, "prospector")
    assert doubloons_of(state, 0) == before + 3
    assert state.role_money[card] == 0


def test_scenarios_run_on_both_engines(engine: str) -> None:
    """Every base scenario runs twice: on the base engine and on the expansions' engine
    without expansions (both implement the base rules)."""
    state = new(3)
    expected = PuertoRicoState if engine == "base" else PuertoRicoExpansionState
    assert type(state) is expected
    assert state.options["expansions"] == []
