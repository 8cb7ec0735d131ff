"""The envelope of every view (what ``State._whole_view`` builds around a game's own fields,
and the event log) has one JSON Schema, the core's ``view.schema.json``: each game's schema
extends it, and the web page's ``BaseView`` is generated from it. Real views of every game,
every seat's and a spectator's, in play and over, validate against it; a view that breaks
the contract does not."""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import tradewinds
from tradewinds.core.game import State, envelope_schema, view_schema

# Every game, with options that put the most in its view.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 3, {}),
    ("puerto_rico", 4, {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]}),
    ("manila", 4, {"pirate_variant": True}),
    ("san_juan", 3, {}),
]
SEEDS = range(3)
EVERY = 20  # moves between two looks at a game


def envelope() -> Draft202012Validator:
    schema = envelope_schema()
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors_of(validator: Draft202012Validator, data: Any) -> list[str]:
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
    return [f"{list(e.absolute_path)}: {e.message}" for e in errors[:5]]


def positions(game: str, players: int, options: dict[str, Any], seed: int) -> Iterator[State]:
    """A random game's state every few moves, and at its end."""
    state = tradewinds.new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over:
        if moves % EVERY == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        moves += 1
    yield state


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_real_views_validate_against_the_envelope(
    game: str, players: int, options: dict[str, Any]
) -> None:
    """Every seat's view and a spectator's, in play and once over. The event logs are
    checked once a game is over, in the spectator's view and in the revealed view, which
    holds every line, every seat's private ones too (checking each seat's log at every
    look would cost minutes: the validator is slow and the logs are long)."""
    validator = envelope()
    seen_over = seen_legal = 0
    for seed in SEEDS:
        for state in positions(game, players, options, seed):
            views = [state.view(seat, events=False) for seat in (None, *range(players))]
            if state.is_over:
                views += [state.view(None), state.revealed_view()]
                assert views[-1]["events"] and any(e["private"] for e in views[-1]["events"])
                seen_over += 1
            for view in views:
                assert not errors_of(validator, view), errors_of(validator, view)
                seen_legal += bool(view["legal_actions"])
    # The positions held what the envelope describes: results and legal actions.
    assert seen_over == len(SEEDS)
    assert seen_legal


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_the_servers_legal_actions_validate_against_the_envelopes_legal_action(
    game: str, players: int, options: dict[str, Any]
) -> None:
    """``State.action_json`` (what a state frame's ``legal`` holds, beside the view) has the
    envelope's ``LegalAction`` shape: the page's type of it is generated from there."""
    schema = envelope_schema()
    legal_action = {"$ref": f"{schema['$id']}#/$defs/LegalAction", "$defs": {"envelope": schema}}
    validator = Draft202012Validator(legal_action)
    for state in positions(game, players, options, seed=0):
        for action in state.legal_actions():
            data = state.action_json(action)
            assert not errors_of(validator, data), errors_of(validator, data)


# One configuration of each game (the richest) for the mutations.
CONFIG = {game: (players, options) for game, players, options in reversed(GAMES)}


@functools.cache
def sample_views(game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0's final view with its events (every part of the envelope but legal actions)
    and the first player's first view (legal actions): copy before changing them."""
    players, options = CONFIG[game]
    *_, last = positions(game, players, options, seed=1)
    state = tradewinds.new_game(game, players, seed=1, options=options)
    return last.view(0), state.view(state.current_player)


Mutation = Callable[[dict[str, Any]], None]


def drop(key: str) -> Mutation:
    return lambda view: view.pop(key)


def put(*path: Any, value: Any) -> Mutation:
    def mutate(view: dict[str, Any]) -> None:
        target: Any = view
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value

    return mutate


MUTATIONS: dict[str, Mutation] = {
    **{f"no {key}": drop(key) for key in envelope_schema()["required"]},
    "game not a string": put("game", value=1),
    "viewer a string": put("viewer", value="0"),
    "players a string": put("players", value="3"),
    "options a list": put("options", value=[]),
    "current player a string": put("current_player", value="1"),
    "decision not a string": put("decision", value=None),
    "negative move number": put("move_number", value=-1),
    "a board without a name": lambda view: view["players_board"][0].pop("name"),
    "a board's seat a string": put("players_board", 0, "seat", value="0"),
    "a legal action's id a string": put("legal_actions", value=[{"id": "3", "text": "pass"}]),
    "a legal action with more": put("legal_actions", value=[{"id": 3, "text": "p", "x": 1}]),
    "events not a list": put("events", value={}),
    "an event without private": lambda view: view["events"][0].pop("private"),
    "an event's move a string": put("events", 0, "move", value="0"),
    "an event with more": put("events", 0, "surprise", value=True),
    "an event's phrase without args": lambda view: view["events"][-1]["phrase"].pop("args"),
    "a phrase argument of a float": put("events", -1, "phrase", "args", "x", value=1.5),
    "a result without winners": lambda view: view["result"].pop("winners"),
    "a result's over a string": put("result", "over", value="yes"),
    "a score line without its total": lambda view: view["result"]["scores"][0].pop("total"),
    "a score line's rank zero": put("result", "scores", 0, "rank", value=0),
    "revealed false": put("revealed", value=False),
}


@pytest.mark.parametrize("game", sorted(CONFIG))
@pytest.mark.parametrize("name", MUTATIONS)
def test_the_envelope_refuses_a_view_that_breaks_it(game: str, name: str) -> None:
    """Strict enough to catch a missing key or one of the wrong type, at the top or in a
    part (a board, a legal action, an event, the result): and so is each game's schema,
    which extends it."""
    over, live = sample_views(game)
    view = live if name.startswith("a legal action") else over  # (over: no legal actions)
    envelope_check, game_check = envelope(), Draft202012Validator(view_schema(game))
    assert envelope_check.is_valid(view) and game_check.is_valid(view)
    broken = copy.deepcopy(view)
    MUTATIONS[name](broken)
    assert not envelope_check.is_valid(broken)
    assert not game_check.is_valid(broken)


def test_each_games_schema_extends_the_envelope() -> None:
    """One source of truth: a game's schema refers to the envelope by its id and repeats
    none of the envelope's fields but those it narrows (its name, its player counts, its
    decisions, its boards); the schema ``view_schema`` gives is whole (the envelope rides
    in its ``$defs``)."""
    narrowed = {"game", "players", "decision", "players_board"}
    envelope_fields = set(envelope_schema()["properties"])
    for game in ("puerto_rico", "manila", "san_juan"):
        schema = view_schema(game)
        Draft202012Validator.check_schema(schema)
        assert {"$ref": envelope_schema()["$id"]} in schema["allOf"]
        assert schema["$defs"]["envelope"] == envelope_schema()
        assert set(schema["properties"]) & envelope_fields == narrowed
