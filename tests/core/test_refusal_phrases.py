"""An engine's refusal carries its reason as a catalog message where the game gives one,
so the terminal and the web say it in the player's language; the English message (the
API's) is unchanged (issue "Boards people enjoy", Languages)."""

from __future__ import annotations

import pytest

import tradewinds
from tradewinds.core.errors import IllegalActionError, Reason
from tradewinds.i18n import Translator


def test_a_reason_keeps_its_phrase_into_the_error() -> None:
    reason = Reason("the game is over", ("error-game-over", {}))
    assert reason == "the game is over" and reason.phrase == ("error-game-over", {})
    error = IllegalActionError(reason)
    assert error.phrase == ("error-game-over", {}) and str(error) == "the game is over"


def test_a_move_after_the_end_is_refused_in_the_reader_s_language() -> None:
    state = tradewinds.new_game("san_juan", 2, seed=4)
    first = state.legal_actions()[0]
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError) as refused:
        state.apply(first)
    names = state.names
    assert Translator("en").refusal(refused.value, names) == str(refused.value)
    assert Translator("it").refusal(refused.value, names) == "la partita è finita"
    assert Translator("ro").refusal(refused.value, names) == "jocul s-a terminat"
