"""Each game's view has a JSON Schema (its package's ``view.schema.json``, on the core's
envelope): the contract the web page's TypeScript types are generated from. Random games'
views, every seat's and a spectator's, validate against it. (The envelope's own tests:
test_view_envelope.py.)"""

from __future__ import annotations

import random
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import tradewinds
from tradewinds.core.game import envelope_schema, view_schema

EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 2, {}),
    ("puerto_rico", 5, {"edition": "deluxe"}),
    ("puerto_rico", 3, {"expansions": EXPANSIONS}),
    ("puerto_rico", 4, {"expansions": EXPANSIONS, "draft": "random"}),
    ("manila", 3, {}),
    ("manila", 5, {"pirate_variant": True}),
    ("san_juan", 2, {}),
    ("san_juan", 4, {"setup_variant": "on", "covered_rebuild": "allowed"}),
]
# What the core puts in every game's view (the envelope's schema describes it).
ENVELOPE = set(envelope_schema()["properties"])


def views(game: str, players: int, options: dict[str, Any]) -> list[dict[str, Any]]:
    """Every seat's view and a spectator's, every few moves of three random games, and
    at their ends."""
    out = []
    for seed in range(3):
        state = tradewinds.new_game(game, players, seed=seed, options=options)
        rng = random.Random(seed)
        moves = 0
        while True:
            if moves % 5 == 0 or state.is_over:
                out += [state.view(seat, events=False) for seat in (None, *range(players))]
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
    return out


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_random_views_validate_against_the_games_schema(
    game: str, players: int, options: dict[str, Any]
) -> None:
    schema = view_schema(game)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    described = set(schema["properties"])
    for view in views(game, players, options):
        errors = sorted(validator.iter_errors(view), key=lambda e: list(e.absolute_path))
        assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors[:5]]
        # The schema names every field the game puts in its view.
        assert set(view) - described <= ENVELOPE, set(view) - described - ENVELOPE


@pytest.mark.parametrize("game", sorted({c[0] for c in CONFIGS}))
def test_the_schema_refuses_a_view_that_breaks_the_contract(game: str) -> None:
    """Not a schema that takes anything: a missing field, a wrong type or an unknown field
    of a nested object is refused, the envelope's fields as well as the game's own."""
    validator = Draft202012Validator(view_schema(game))
    players = next(n for name, n, _ in CONFIGS if name == game)
    view = tradewinds.new_game(game, players, seed=1).view(0, events=False)
    assert validator.is_valid(view)
    assert not validator.is_valid({k: v for k, v in view.items() if k != "players_board"})
    assert not validator.is_valid({**view, "move_number": "7"})
    assert not validator.is_valid({**view, "voyage" if game == "manila" else "round": "7"})
    assert not validator.is_valid({k: v for k, v in view.items() if k != "legal_actions"})
    assert not validator.is_valid({**view, "viewer": "0"})
    board = [{**view["players_board"][0], "surprise": 1}, *view["players_board"][1:]]
    assert not validator.is_valid({**view, "players_board": board})
