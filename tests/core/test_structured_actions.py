"""Actions as data (``State.structured``): what the web page finds actions by instead of
parsing their notation (docs/web.md, "State frame")."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import tradewinds

EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 2, {}),
    ("puerto_rico", 5, {}),
    ("puerto_rico", 3, {"expansions": EXPANSIONS}),
    ("puerto_rico", 4, {"expansions": ["buccaneer", "nobles"]}),
    ("san_juan", 2, {}),
    ("san_juan", 4, {}),
    ("manila", 3, {}),
    ("manila", 5, {"pirate_variant": True}),
]


def plain(value: Any) -> bool:
    """Plain JSON: strings, ints, booleans, lists of them (what a page compares)."""
    if isinstance(value, list):
        return all(plain(v) for v in value)
    return isinstance(value, (str, int, bool))


def games(game: str, players: int, options: dict[str, Any]) -> list[tradewinds.State]:
    """Two random games, a state every few moves."""
    states = []
    for seed in (1, 2):
        state = tradewinds.new_game(game, players, seed=seed, options=options)
        rng = random.Random(seed)
        moves = 0
        while not state.is_over:
            if moves % 7 == 0:
                states.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
    return states


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_each_action_is_one_kind_and_args_no_other_action_has(
    game: str, players: int, options: dict[str, Any]
) -> None:
    """A page that looks an action up by its kind and arguments finds exactly that one
    (among the legal ones: the table's placeholders for absent role cards and ships are
    never legal)."""
    for state in games(game, players, options):
        seen: dict[str, str] = {}
        for action in state.legal_actions():
            data = state.structured(action)
            assert set(data) == {"kind", "args"}
            assert data["kind"] and data["kind"].replace("_", "").isalpha(), data
            assert all(plain(v) for v in data["args"].values()), data
            key = json.dumps(data, sort_keys=True)
            assert key not in seen, f"{action.text!r} and {seen[key]!r} are both {key}"
            seen[key] = action.text


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_the_arguments_are_the_views_ids(game: str, players: int, options: dict[str, Any]) -> None:
    """Arguments name things as the view does, so a board finds the action of what it
    draws: a Puerto Rico role card by its place in ``roles``, a cargo ship by its place in
    ``cargo_ships``, buildings, cards and spaces by the ids the view lists."""
    for state in games(game, players, options):
        view = state.view(state.current_player)
        for action in state.legal_actions():
            args = state.structured(action)["args"]
            entry = state.action_json(action)
            assert entry["id"] == action.id and entry["text"] == action.text
            assert entry["phrase"] == state.phrase(action).to_json()
            if "card" in args and game == "puerto_rico":
                assert view["roles"][args["card"]]["role"] == args["role"]
            if "ship" in args:
                assert view["cargo_ships"][args["ship"]]["capacity"] == args["capacity"]
            for key in ("building", "space", "card"):
                if isinstance(args.get(key), str):  # (shown somewhere on the board)
                    assert f'"{args[key]}"' in json.dumps(view), (key, args)


def test_the_kinds_read_like_the_notation() -> None:
    """A few actions of each game, spelled out (the names the page uses)."""
    pr = tradewinds.new_game("puerto_rico", 3, seed=5)
    sj = tradewinds.new_game("san_juan", 3, seed=5)
    mn = tradewinds.new_game("manila", 3, seed=5)
    assert pr.structured("build small_market") == {
        "kind": "build",
        "args": {"building": "small_market"},
    }
    assert pr.structured("place quarry") == {"kind": "place", "args": {"spot": "quarry"}}
    load = pr.structured("load corn on 4")  # (3 players: ships of 4, 5 and 6)
    assert load == {"kind": "load", "args": {"good": "corn", "ship": 0, "capacity": 4}}
    assert sj.structured("black market silver") == {
        "kind": "black_market",
        "args": {"good": "silver"},
    }
    assert mn.structured("pilot silk -2") == {
        "kind": "pilot",
        "args": {"good": "silk", "steps": -2},
    }
    assert mn.structured("send jade to shipyard") == {
        "kind": "send",
        "args": {"good": "jade", "to": "shipyard"},
    }
    assert mn.structured("pass") == {"kind": "pass", "args": {}}
