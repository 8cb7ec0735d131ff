"""The compiled observers give exactly the Python observers' observations.

The C module is built here from the source as it is (whatever an install built) and
compared with the Python path, the reference, value for value and byte for byte, on every
state of random games, for every seat and player count; unusual states go back to the
Python path. Where no C compiler exists, the observers must work without the module.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
import sysconfig
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.rl.test_observers import random_game
from tradewinds.core.game import State
from tradewinds.games.puerto_rico.board import EXPANSION_FIELDS
from tradewinds.games.puerto_rico.data import EXPANSIONS
from tradewinds.games.san_juan.state import SanJuanState
from tradewinds.rl import native
from tradewinds.rl.observer import Observer, load_native, make_observer
from tradewinds.rl.observers import manila, puerto_rico, san_juan

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("san_juan", 2, {}),
    ("san_juan", 3, {}),
    ("san_juan", 4, {"setup_variant": "on"}),
    ("manila", 3, {}),
    ("manila", 4, {"pirate_variant": True}),
    ("manila", 5, {}),
    ("puerto_rico", 2, {}),
    ("puerto_rico", 3, {"edition": "deluxe"}),
    ("puerto_rico", 4, {}),
    ("puerto_rico", 5, {}),
    ("puerto_rico", 3, {"expansions": list(EXPANSIONS)}),
    ("puerto_rico", 4, {"expansions": list(EXPANSIONS), "edition": "deluxe"}),
    ("puerto_rico", 2, {"expansions": ["new_buildings"]}),
    ("puerto_rico", 5, {"expansions": ["nobles"]}),
    ("puerto_rico", 3, {"expansions": ["buccaneer"]}),
    ("puerto_rico", 4, {"expansions": ["festival"]}),
]
# The games with a C observer: their Python modules.
GAMES = {"san_juan": san_juan, "manila": manila, "puerto_rico": puerto_rico}


def _config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    """game-players-option values (an expansion list joined by +)."""
    game, players, options = config
    values = ["+".join(v) if isinstance(v, list) else str(v) for v in options.values()]
    return "-".join([game, str(players), *values])


def _compiler() -> bool:
    """A C compiler and Python's headers (a bare Python may lack ``Python.h``)."""
    words = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "").split()
    headers = Path(sysconfig.get_paths()["include"], "Python.h").is_file()
    return bool(words) and shutil.which(words[0]) is not None and headers


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any] | None:
    """The C modules built from today's sources in a temporary directory, by game; None
    without a C compiler (the first test below then checks that the observers do without
    them)."""
    if not _compiler():
        return None
    modules = {}
    for path in native.build(tmp_path_factory.mktemp("native"), force=True):
        name = path.name.split(".")[0]
        loader = importlib.machinery.ExtensionFileLoader(name, str(path))
        spec = importlib.util.spec_from_file_location(name, path, loader=loader)
        assert spec is not None
        module = importlib.util.module_from_spec(spec)
        loader.exec_module(module)
        game = name.removeprefix("_").removesuffix("_native")
        module.configure(*GAMES[game].NATIVE_CONSTANTS)
        modules[game] = module
    assert sorted(modules) == sorted(GAMES)
    return modules


def _pair(config: tuple[str, int, dict[str, Any]], module: Any) -> tuple[Observer, Observer]:
    """Two fresh observers of ``config``: the compiled one and the Python one."""
    game, players, options = config
    resolved = make_observer(game, players, options).options
    fast = GAMES[game].OBSERVER(game, players, resolved)
    fast._set_native(module)
    slow = GAMES[game].OBSERVER(game, players, resolved)
    slow._set_native(None)
    return fast, slow


def _same(fast: Observer, slow: Observer, state: State, seat: int) -> None:
    a, b = fast.tensor(state, seat), slow.tensor(state, seat)
    assert a.dtype == b.dtype == np.float32 and a.shape == b.shape == (slow.size,)
    assert a.tobytes() == b.tobytes(), differing(fast, a, b)
    assert a.flags.writeable and a.flags.c_contiguous
    floats = fast.floats(state, seat)
    assert floats == slow.floats(state, seat) and all(type(f) is float for f in floats)


def differing(observer: Observer, a: Any, b: Any) -> list[str]:
    return [
        f"{f.name}[{i}]: {a[f.offset + i]} != {b[f.offset + i]}"
        for f in observer.fields
        for i in range(f.length)
        if a[f.offset + i] != b[f.offset + i]
    ]


@pytest.mark.parametrize("config", CONFIGS, ids=_config_id)
def test_compiled_observations_equal_the_python_ones_through_whole_games(
    config: tuple[str, int, dict[str, Any]], compiled: dict[str, Any] | None
) -> None:
    if compiled is None:  # no compiler: the observers work without the modules
        observer = make_observer(*config)
        assert observer.native == (GAMES[config[0]]._NATIVE is not None)
        state = next(random_game(config, 0))
        assert observer.tensor(state, 0).shape == (observer.size,)
        return
    fast, slow = _pair(config, compiled[config[0]])
    assert fast.native and not slow.native
    players = config[1]
    for seed in range(3):
        for state in random_game(config, seed):
            for seat in range(players):
                _same(fast, slow, state, seat)


def test_unusual_states_take_the_python_path(compiled: dict[str, Any] | None) -> None:
    """A count above 255 (the Python path's float conversion) gives the Python values; a
    value no rule allows raises the Python path's error, not a wrong observation."""
    if compiled is None:
        return  # nothing compiled to fall back from (checked by the test above)
    config = CONFIGS[0]
    fast, slow = _pair(config, compiled["san_juan"])
    state = list(random_game(config, 1))[40].clone()
    assert isinstance(state, san_juan.SanJuanState)
    state.discard_size = 300
    arguments = (state, 2, 1, 0, fast._raw_size, fast._native_orders, fast._native_scale)
    assert compiled["san_juan"].tensor(*arguments) is None
    _same(fast, slow, state, 1)
    assert fast.values(state, 1)[fast.field("discard_pile").offset] == 300
    state.role = 99
    for observer in (fast, slow):
        with pytest.raises(IndexError):
            observer.tensor(state, 0)
        with pytest.raises(IndexError):
            observer.floats(state, 0)


class _PropertyState(SanJuanState):
    """A state class whose discard pile size is a property over the slot of the same name
    (which the C code reads directly for plain slots)."""

    __slots__ = ()

    @property
    def discard_size(self) -> int:  # type: ignore[override]  # over a field, on purpose
        return 7


def test_attributes_are_read_as_python_reads_them(compiled: dict[str, Any] | None) -> None:
    """The C code reads plain slots at their offsets: a subclass's property over a slot,
    bools and ints of every size in the state's lists still give the Python values."""
    if compiled is None:
        return
    fast, slow = _pair(CONFIGS[0], compiled["san_juan"])
    state = list(random_game(CONFIGS[0], 2))[30].clone()
    assert isinstance(state, SanJuanState)
    _same(fast, slow, state, 0)  # the slots' offsets are known from here on
    state.__class__ = _PropertyState
    _same(fast, slow, state, 0)
    assert fast.values(state, 0)[fast.field("discard_pile").offset] == 7
    state.__class__ = SanJuanState
    state.hands = [True if v == 1 else v for v in state.hands]
    _same(fast, slow, state, 0)
    state.city = [v + (1 << 40) - (1 << 40) for v in state.city]  # big-int arithmetic
    _same(fast, slow, state, 1)
    state.covered = [*state.covered[:-1], 1 << 40]  # not a byte: the Python path
    arguments = (state, 2, 0, 0, fast._raw_size, fast._native_orders, fast._native_scale)
    assert compiled["san_juan"].tensor(*arguments) is None
    _same(fast, slow, state, 0)


def test_bad_seats_and_states_are_refused_as_before(compiled: dict[str, Any] | None) -> None:
    if compiled is None:
        return
    fast, _ = _pair(CONFIGS[0], compiled["san_juan"])
    state = next(random_game(CONFIGS[0], 0))
    for seat in (2, -1, 1.0, True, "0"):
        with pytest.raises(ValueError, match="seat must be"):
            fast.tensor(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="seat must be"):
            fast.floats(state, seat)  # type: ignore[arg-type]
    other = next(random_game(CONFIGS[1], 0))
    with pytest.raises(ValueError, match="this observer is for san_juan with 2 players"):
        fast.tensor(other, 0)


def test_pure_observers_can_be_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRADEWINDS_PURE_OBSERVERS", "1")
    for module in GAMES.values():
        assert load_native(f"_{module.__name__.rsplit('.', 1)[-1]}_native") is None


def test_unusual_manila_states_take_the_python_path(compiled: dict[str, Any] | None) -> None:
    """Cash above 255 pesos (possible late in a game) gives the Python values; a boat space
    the pirate cannot have boarded raises the Python path's error."""
    if compiled is None:
        return
    config = CONFIGS[3]
    fast, slow = _pair(config, compiled["manila"])
    state = list(random_game(config, 2))[30].clone()
    assert isinstance(state, manila.ManilaState)
    state.cash[1] = 300
    arguments = (state, 3, 0, 0, fast._raw_size, fast._native_orders, fast._native_scale)
    assert compiled["manila"].tensor(*arguments) is None
    for seat in range(3):
        _same(fast, slow, state, seat)
    state.protected = 99
    for observer in (fast, slow):
        with pytest.raises(KeyError):
            observer.tensor(state, 0)


def _state_at(config: tuple[str, int, dict[str, Any]], seed: int, k: int) -> State:
    """A copy of the ``k``-th state of a random game (``random_game`` plays one object on,
    so ``list(random_game(...))[k]`` would be the last state)."""
    for i, state in enumerate(random_game(config, seed)):
        if i == k:
            return state.clone()
    raise AssertionError(f"the game ended before state {k}")


def _answered(fast: Observer, state: State, seat: int) -> bool:
    """Whether the C module itself answered (not the Python path behind it)."""
    arguments = (fast._native_key, fast._raw_size, fast._native_orders, fast._native_scale)
    return fast._native.tensor(state, fast.players, seat, *arguments) is not None


@pytest.mark.parametrize("config", [c for c in CONFIGS if c[0] == "puerto_rico"], ids=_config_id)
def test_puerto_rico_is_read_in_c_in_every_state_even_the_last(
    config: tuple[str, int, dict[str, Any]], compiled: dict[str, Any] | None
) -> None:
    """The C path answers for every state of an ordinary game (a C module that gave up
    would pass the comparisons above while saving nothing), the final one included, whose
    order differs (everybody's VP chips and forests are shown)."""
    if compiled is None:
        return
    fast, slow = _pair(config, compiled["puerto_rico"])
    states = list(random_game(config, 3))  # one state object: check each as it comes
    last = states[-1]
    assert last.is_over
    for seat in range(config[1]):
        assert _answered(fast, last, seat)
        _same(fast, slow, last, seat)
    for state in random_game(config, 4):
        assert all(_answered(fast, state, seat) for seat in range(config[1]))


# Fields of a Puerto Rico state that the observation shows, changed one at a time: the
# compiled path must see each change exactly as the Python path does (a C reader that
# skipped or misplaced a field would differ here).
_CHANGES: dict[str, Any] = {
    "round": lambda v: v + 1,
    "turn": lambda v: v + 1,
    "colonist_supply": lambda v: v + 2,
    "colonist_ship": lambda v: v + 1,
    "vp_supply": lambda v: v - 3,
    "quarries": lambda v: v - 1,
    "governor": lambda v: (v + 1) % 3,
    "chooser": lambda v: (v + 2) % 3,
    "step": lambda v: v + 1,
    "pick": lambda v: v + 2,
    "placed": lambda v: v + 1,
    "produced": lambda v: v + 1,
    "wharf_used": lambda v: v ^ 2,
    "captain_loaded": lambda v: v + 1,
    "idle": lambda v: v + 1,
    "warehouse_left": lambda v: v + 1,
    "free_circles": lambda v: v + 1,
    "end_triggers": lambda v: v ^ 4,
    "noble_supply": lambda v: v + 1,
    "kidnapped": lambda v: 1,
    "kidnapper": lambda v: 2,
    "fest_tile": lambda v: (v + 2) % 5,
    "fest_goods_by": lambda v: 1,
    "fest_building": lambda v: 7,
    "land_used": lambda v: v ^ 1,
    "bm_building": lambda v: 3,
    "bm_used": lambda v: v ^ 2,
    "royal_seen": lambda v: v ^ 4,
    "exchange_kinds": lambda v: v ^ 8,
    "load_good": lambda v: 2,
    "noble_taker": lambda v: 1,
    "pending_goods": lambda v: [x + 1 for x in v],
    "kept": lambda v: [*v[:-1], v[-1] + 2],
    "trading_house": lambda v: [*v[:3], 4],
    "ship_load": lambda v: [x + 1 for x in v],
    "role_money": lambda v: [x + 1 for x in v],
    "building_supply": lambda v: [v[0] + 1, *v[1:]],
    "token": lambda v: 2,
}


@pytest.mark.parametrize("options", [{}, {"expansions": list(EXPANSIONS)}], ids=["base", "all"])
def test_every_puerto_rico_field_is_read_as_python_reads_it(
    options: dict[str, Any], compiled: dict[str, Any] | None
) -> None:
    if compiled is None:
        return
    config = ("puerto_rico", 3, options)
    fast, slow = _pair(config, compiled["puerto_rico"])
    original = _state_at(config, 5, 25)
    assert not original.is_over
    for name, change in _CHANGES.items():
        if not options and name in EXPANSION_FIELDS:
            continue  # an expansions' field: a base game's observation leaves it out
        state = original.clone()
        setattr(state, name, change(getattr(original, name)))
        assert _answered(fast, state, 0), name
        for seat in range(3):
            _same(fast, slow, state, seat)
        # The change shows (in one seat's view at least): the comparison covers it.
        views = [(slow.tensor(original, p), fast.tensor(state, p)) for p in range(3)]
        assert any(a.tobytes() != b.tobytes() for a, b in views), name


def test_unusual_puerto_rico_states_take_the_python_path(
    compiled: dict[str, Any] | None,
) -> None:
    """Doubloons above 255 give the Python values; a building kind no table holds raises
    the Python path's error; an observer of another expansion set gets no C answer."""
    if compiled is None:
        return
    config = ("puerto_rico", 4, {"expansions": list(EXPANSIONS)})
    fast, slow = _pair(config, compiled["puerto_rico"])
    state = _state_at(config, 6, 30)
    state.board[0] = 300  # seat 0's doubloons
    assert not _answered(fast, state, 0)
    for seat in range(4):
        _same(fast, slow, state, seat)
    assert fast.values(state, 0)[fast.field("me.doubloons").offset] == 300
    state.board[0] = 3
    base, _ = _pair(("puerto_rico", 4, {}), compiled["puerto_rico"])
    key, size, orders, scale = (
        fast._native_key,
        base._raw_size,
        base._native_orders,
        base._native_scale,
    )
    assert compiled["puerto_rico"].tensor(state, 4, 0, key + 64, size, orders, scale) is None
    state.fest_building = 99
    for observer in (fast, slow):
        with pytest.raises(IndexError):
            observer.tensor(state, 0)
        with pytest.raises(IndexError):
            observer.floats(state, 0)
