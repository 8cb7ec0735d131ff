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
from tradewinds.rl import native
from tradewinds.rl.observer import Observer, load_native, make_observer
from tradewinds.rl.observers import manila, san_juan

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("san_juan", 2, {}),
    ("san_juan", 3, {}),
    ("san_juan", 4, {"setup_variant": "on"}),
    ("manila", 3, {}),
    ("manila", 4, {"pirate_variant": True}),
    ("manila", 5, {}),
]
# The games with a C observer: their Python modules.
GAMES = {"san_juan": san_juan, "manila": manila}


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


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c[0]}-{c[1]}")
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
    arguments = (state, 2, 1, fast._raw_size, fast._native_orders[1], fast._native_scale)
    assert compiled["san_juan"].tensor(*arguments) is None
    _same(fast, slow, state, 1)
    assert fast.values(state, 1)[fast.field("discard_pile").offset] == 300
    state.role = 99
    for observer in (fast, slow):
        with pytest.raises(IndexError):
            observer.tensor(state, 0)
        with pytest.raises(IndexError):
            observer.floats(state, 0)


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
    arguments = (state, 3, 0, fast._raw_size, fast._native_orders[0], fast._native_scale)
    assert compiled["manila"].tensor(*arguments) is None
    for seat in range(3):
        _same(fast, slow, state, seat)
    state.protected = 99
    for observer in (fast, slow):
        with pytest.raises(KeyError):
            observer.tensor(state, 0)
