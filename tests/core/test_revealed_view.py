"""State.revealed_view(): the spectator's view plus every seat's own secrets, for the
replay of a finished game (docs/api.md, "The score explained")."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tradewinds import new_game

GAMES: list[tuple[str, dict[str, Any] | None]] = [
    ("puerto_rico", None),
    ("puerto_rico", {"expansions": ["nobles", "new_buildings", "buccaneer", "festival"]}),
    ("san_juan", None),
    ("manila", None),
]


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_revealed_view_is_the_public_view_plus_each_seats_own(
    game: str, options: dict[str, Any] | None
) -> None:
    state = new_game(game, 3, seed=5, options=options, names=["Ann", "Ben", "Cid"])
    chooser = random.Random(5)
    for step in range(120):
        if state.is_over:
            break
        state.apply(chooser.choice(state.legal_actions()))
        if step % 20:
            continue
        shown = state.revealed_view()
        public = state.view(None)
        assert shown["revealed"] is True
        for seat in range(state.players):
            assert shown["players_board"][seat] == state.view(seat)["players_board"][seat]
        for key, value in public.items():
            if key not in ("players_board", "events", "pending"):
                assert shown[key] == value, key
        # Every event, private ones named after their seat.
        everything = state.events(everything=True)
        assert len(shown["events"]) == len(everything)
        for line, event in zip(shown["events"], everything, strict=True):
            assert line["private"] == (event.seat is not None)
            if event.seat is not None:
                assert line["text"] == f"{state.names[event.seat]}: {event.text}"


def test_a_councillors_drawn_cards_are_revealed() -> None:
    """San Juan §6.4: a councillor looks at the drawn cards alone; the revealed view
    shows them, the spectator's view only their number."""
    state = new_game("san_juan", 2, seed=1)
    chooser = random.Random(1)
    for _ in range(400):
        if state.view(None)["pending"].get("drawn_count"):
            break
        state.apply(chooser.choice(state.legal_actions()))
    pending = state.view(None)["pending"]
    assert pending.get("drawn_count") and "drawn" not in pending
    assert len(state.revealed_view()["pending"]["drawn"]) == pending["drawn_count"]
