"""The games' fields are declared once (each ``board.FIELD_TABLE``, core/fields.py) and the
core derives the save, the strict load and the clone from that declaration (issue 18):
a saved game loads only with every field of its kind, each clone copies every field and
shares no list, and the generated clone modules match their tables."""

from __future__ import annotations

import importlib
import json
import random
from typing import Any

import pytest

from tests.random_play import random_moves
from tradewinds import InvalidOptionError, InvalidStateError, State, load_state, new_game
from tradewinds.build import FIELD_GAMES, field_modules
from tradewinds.compiling import compiled
from tradewinds.core import fields
from tradewinds.core.rng import seed_to_state as state_rng
from tradewinds.core.seats import first_player

ALL_EXPANSIONS = {"expansions": ["festival", "buccaneer", "nobles", "new_buildings"]}
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 4, {}),
    ("puerto_rico", 3, ALL_EXPANSIONS),
    ("san_juan", 3, {}),
    ("manila", 4, {}),
]


def _table(game: str) -> fields.FieldTable:
    table = importlib.import_module(f"tradewinds.games.{game}.board").FIELD_TABLE
    assert isinstance(table, fields.FieldTable)
    return table


def _played(game: str, players: int, options: dict[str, Any], seed: int, moves: int) -> State:
    return random_moves(new_game(game, players, seed=seed, options=options), moves, seed)


# ----------------------------------------------------------------- the declaration
def test_the_generated_modules_match_their_tables() -> None:
    """A field added to a table without ``python -m tradewinds.build --fields`` would be
    lost by every clone, and a decision changed in a phase table would be dispatched the
    old way when compiled: the generated modules (``clone_fields``, ``phase_dispatch``)
    must be what their tables make now."""
    for path, text in field_modules().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.name} of {path.parent.name} is out of date: "
            "run python -m tradewinds.build --fields"
        )
    assert len(field_modules()) == 2 * len(FIELD_GAMES) == 6
    if not compiled():  # as Python: the dictionary copy only where the fields live in it
        for game, by_dict in FIELD_GAMES.items():
            board = importlib.import_module(f"tradewinds.games.{game}.board").Board
            assert by_dict == ("__slots__" not in vars(board)), game


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_every_field_a_state_holds_is_declared(
    game: str, players: int, options: dict[str, Any]
) -> None:
    """What a state holds is in its table (or the core's own fields): a clone, which
    copies the declared fields only, loses nothing."""
    state = _played(game, players, options, 5, 150)
    table = _table(game)
    declared = {name for name, _ in table.rows} | set(fields.COMMON)
    held = set(vars(state)) if hasattr(state, "__dict__") else set()
    for cls in type(state).__mro__:
        held |= {n for n in getattr(cls, "__slots__", ()) if hasattr(state, n)}
    assert held - declared == set()


def test_a_field_declared_twice_or_of_no_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="twice: rng"):
        fields.FieldTable("toy", [("rng", fields.INT), ("rng", fields.INTS)])
    with pytest.raises(ValueError, match="no known kind: odd"):
        fields.FieldTable("toy", [("odd", 9)])


# ---------------------------------------------------------------------- clone
@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_a_clone_is_the_state_and_shares_no_list(
    game: str, players: int, options: dict[str, Any]
) -> None:
    table = _table(game)
    for moves in (0, 60, 400):
        state = _played(game, players, options, 3, moves)
        other = state.clone()
        assert other.to_json() == state.to_json()
        for name in (*table.lists, *table.nested, *table.derived):
            assert getattr(other, name) is not getattr(state, name), f"{name} shared"
        for name in table.nested:
            for mine, theirs in zip(getattr(state, name), getattr(other, name), strict=True):
                assert mine is not theirs, f"a pile of {name} shared"
        # The reference copy (field by field, by name) makes the same state.
        by_name = type(state).__new__(type(state))
        table.copy(state, by_name)
        assert by_name.to_json() == state.to_json()


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_playing_on_a_clone_leaves_the_original_as_it_was(
    game: str, players: int, options: dict[str, Any]
) -> None:
    state = _played(game, players, options, 8, 40)
    before = state.to_json()
    other = state.clone()
    rng = random.Random(1)
    while not other.is_over:
        legal = other.legal_actions()
        other.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == before


# ------------------------------------------------------------------ save, load
def _with(data: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    changed = json.loads(json.dumps(data))
    changed["state"][name] = value
    return changed


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_a_save_holds_the_saved_fields_and_loads_back(
    game: str, players: int, options: dict[str, Any]
) -> None:
    state = _played(game, players, options, 4, 90)
    saved = json.loads(state.to_json())
    assert set(_table(game).saved) <= set(saved["state"])
    assert load_state(saved).to_json() == state.to_json()


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
@pytest.mark.parametrize("bad", [True, 1.0, "1", None, [1]])
def test_an_int_field_of_another_kind_is_refused_by_name(
    game: str, players: int, options: dict[str, Any], bad: Any
) -> None:
    data = _played(game, players, options, 4, 30).to_dict()
    name = _table(game).ints[1]
    with pytest.raises(InvalidStateError, match=f"field '{name}' must be an int"):
        load_state(_with(data, name, bad))


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
@pytest.mark.parametrize("bad", [[True], [0.0], ["0"], "0", 0, [[0]], None])
def test_a_list_field_of_another_kind_is_refused_by_name(
    game: str, players: int, options: dict[str, Any], bad: Any
) -> None:
    data = _played(game, players, options, 4, 30).to_dict()
    name = _table(game).lists[0]
    with pytest.raises(InvalidStateError, match=f"field '{name}' must be a list of ints"):
        load_state(_with(data, name, bad))


@pytest.mark.parametrize("bad", [[[True]], [0, 1, 2], [[0], "0", []], "piles", [[[0]], [], []]])
def test_a_list_of_piles_of_another_kind_is_refused_by_name(bad: Any) -> None:
    data = _played("san_juan", 3, {}, 4, 30).to_dict()
    with pytest.raises(InvalidStateError, match="field 'good_cards' must be a list of lists"):
        load_state(_with(data, "good_cards", bad))


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_a_missing_field_is_named(game: str, players: int, options: dict[str, Any]) -> None:
    data = _played(game, players, options, 4, 30).to_dict()
    for name in (_table(game).ints[-1], _table(game).lists[-1]):
        changed = _with(data, name, 0)
        del changed["state"][name]
        with pytest.raises(InvalidStateError, match=f"field '{name}' is missing"):
            load_state(changed)


def test_a_loaded_state_keeps_no_list_of_the_save() -> None:
    data = _played("san_juan", 3, {}, 4, 30).to_dict()
    state = load_state(data)
    before = state.to_json()
    data["state"]["hands"][0] += 5
    data["state"]["good_cards"][0].append(3)
    assert state.to_json() == before


# ---------------------------------------------------------------- first player
@pytest.mark.parametrize(
    ("game", "option", "field", "players"),
    [
        ("puerto_rico", "first_governor", "governor", 3),
        ("san_juan", "first_governor", "governor", 2),
        ("manila", "oldest_player", "opener", 3),
    ],
)
def test_the_first_player_is_the_option_s_seat_or_drawn_from_the_seed(
    game: str, option: str, field: str, players: int
) -> None:
    """Every game starts from the seat its option names, or one drawn from the game's
    seed (the same seed, the same seat); a seat the game lacks is an invalid option."""
    drawn = {first_player(seed, players, option, "random")[1] for seed in range(40)}
    assert drawn == set(range(players))
    assert first_player(11, players, option, "random") == first_player(
        11, players, option, "random"
    )
    assert first_player(11, players, option, players - 1) == (11, players - 1)
    with pytest.raises(InvalidOptionError, match=f"'{option}' must be 'random' or a seat"):
        new_game(game, players, seed=1, options={option: players})
    for seat in range(players):
        assert getattr(new_game(game, players, seed=1, options={option: seat}), field) == seat
    # Drawn: the game's first draw from its seed's RNG.
    for seed in range(5):
        state = new_game(game, players, seed=seed)
        assert getattr(state, field) == first_player(state_rng(seed), players, option, "random")[1]
