"""What the core does once for every game: rank the scores (``standings``), word an action
by the decision at hand (``in_decision``), find a game's functions in its package
(``package_parts``, ``lazy``) and start a state (``PhaseMachine._fresh``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tradewinds.core.game import PACKAGE_LAYOUT, game_info, lazy, new_game, package_parts
from tradewinds.core.phrase import Phrase, in_decision
from tradewinds.core.scores import standings

GAMES = ("puerto_rico", "san_juan", "manila")


def test_standings_rank_by_total_then_tiebreak() -> None:
    scores = [
        {"seat": 0, "total": 30, "tiebreak": 2},
        {"seat": 1, "total": 40, "tiebreak": 1},
        {"seat": 2, "total": 30, "tiebreak": 5},
        {"seat": 3, "total": 40, "tiebreak": 1},
    ]
    result = standings(scores, True, rounds=7)
    assert [s["rank"] for s in result["scores"]] == [4, 1, 3, 1]
    assert result["ranking"] == [1, 3, 2, 0]
    assert result["winners"] == [1, 3] and result["shared_win"]
    assert list(result) == ["over", "scores", "ranking", "winners", "shared_win", "rounds"]


def test_standings_without_a_tiebreak_share_equal_totals() -> None:
    scores = [{"seat": 0, "total": 5}, {"seat": 1, "total": 9}, {"seat": 2, "total": 5}]
    result = standings(scores, False)
    assert [s["rank"] for s in result["scores"]] == [2, 1, 2]
    assert result["winners"] == [1] and not result["shared_win"] and not result["over"]


def test_in_decision_words_an_action_by_its_decision() -> None:
    phases = frozenset({"buy_share"})
    assert in_decision("mn-action-pass", "buy_share", phases) == Phrase("mn-action-pass-buy-share")
    assert in_decision("mn-action-pass", "auction_bid", phases) == Phrase("mn-action-pass")


def test_lazy_imports_on_the_first_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "lazy_target.py").write_text(
        "class Maker:\n    @classmethod\n    def make(cls, n):\n        return ('made', n)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    make = lazy("lazy_target", "Maker.make")
    assert "lazy_target" not in sys.modules
    assert make(3) == ("made", 3) and make(4) == ("made", 4)
    assert "lazy_target" in sys.modules
    monkeypatch.delitem(sys.modules, "lazy_target")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_registers_the_functions_of_its_package(game: str) -> None:
    info = game_info(game)
    parts = package_parts(f"tradewinds.games.{game}.game", "Unused")
    assert set(parts) == {field for field, _, _ in PACKAGE_LAYOUT} | {"create", "load"}
    for field in parts:
        assert getattr(info, field) is not None, field


@pytest.mark.parametrize("game", GAMES)
def test_a_fresh_state_has_no_history_and_its_configuration(game: str) -> None:
    state = new_game(game, 3, seed=4, names=["A", "B", "C"])
    fresh = type(state)._fresh(3, 4, dict(state.options), ("A", "B", "C"))
    assert (fresh.players, fresh.seed, fresh.names) == (3, 4, ("A", "B", "C"))
    assert fresh.options == state.options and fresh.table is state.table
    assert fresh.move_number == 0 and fresh.history() == [] and fresh.events() == []
