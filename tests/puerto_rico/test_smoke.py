"""First checks: a scenario built with the helpers plays through the public API."""

from tests.puerto_rico.scenario import choose, doubloons_of, new


def test_ex01_prospector_takes_card_doubloons_and_privilege() -> None:
    """EX-01 (§4.4, §5.7): a prospector card with 2 doubloons gives 2 + 1 = 3."""
    state = new(4)
    card = state.roles.index(6)
    state.role_money[card] = 2
    before = doubloons_of(state, 0)
    choose(state, 0, "prospector")
    assert doubloons_of(state, 0) == before + 3
    assert state.role_money[card] == 0
