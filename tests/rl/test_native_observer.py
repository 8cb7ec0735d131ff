"""The compiled San Juan observer gives exactly the Python observer's observations.

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
from typing import Any

import numpy as np
import pytest

from tests.rl.test_observers import random_game
from tradewinds.core.game import State
from tradewinds.rl import native
from tradewinds.rl.observer import Observer, make_observer
from tradewinds.rl.observers import san_juan

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("san_juan", 2, {}),
    ("san_juan", 3, {}),
    ("san_juan", 4, {"setup_variant": "on"}),
]
NAME = "_san_juan_native"


def _compiler() -> bool:
    words = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "").split()
    return bool(words) and shutil.which(words[0]) is not None


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The C module built from today's source in a temporary directory; None without a
    C compiler (the test below then checks that the observers do without it)."""
    if not _compiler():
        return None
    (path,) = native.build(tmp_path_factory.mktemp("native"), force=True)
    loader = importlib.machinery.ExtensionFileLoader(NAME, str(path))
    spec = importlib.util.spec_from_file_location(NAME, path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    module.configure(*_constants())
    return module


def _constants() -> tuple[int, ...]:
    """The game's constants, as san_juan.py configures the module."""
    s = san_juan
    return (
        s.NK,
        s.NUM_ROLES,
        s.NUM_TILES,
        len(s.PHASE_NAMES),
        s.PH_OVER,
        s.PH_PRODUCE,
        s.PH_SELL,
        s.PH_KEEP,
        s.TRADER,
        len(s.PLAYER_COUNTS),
    )


def _pair(config: tuple[str, int, dict[str, Any]], module: Any) -> tuple[Observer, Observer]:
    """Two fresh observers of ``config``: the compiled one and the Python one."""
    game, players, options = config
    resolved = make_observer(game, players, options).options
    fast = san_juan.SanJuanObserver(game, players, resolved)
    fast._set_native(module)
    slow = san_juan.SanJuanObserver(game, players, resolved)
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
    config: tuple[str, int, dict[str, Any]], compiled: Any
) -> None:
    if compiled is None:  # no compiler: the observers work without the module
        observer = make_observer(*config)
        assert observer.native == (san_juan._NATIVE is not None)
        state = next(random_game(config, 0))
        assert observer.tensor(state, 0).shape == (observer.size,)
        return
    fast, slow = _pair(config, compiled)
    assert fast.native and not slow.native
    players = config[1]
    for seed in range(3):
        for state in random_game(config, seed):
            for seat in range(players):
                _same(fast, slow, state, seat)


def test_unusual_states_take_the_python_path(compiled: Any) -> None:
    """A count above 255 (the Python path's float conversion) gives the Python values; a
    value no rule allows raises the Python path's error, not a wrong observation."""
    if compiled is None:
        return  # nothing compiled to fall back from (checked by the test above)
    config = CONFIGS[0]
    fast, slow = _pair(config, compiled)
    state = list(random_game(config, 1))[40].clone()
    assert isinstance(state, san_juan.SanJuanState)
    state.discard_size = 300
    arguments = (state, 2, 1, fast._raw_size, fast._native_orders[1], fast._native_scale)
    assert compiled.tensor(*arguments) is None
    _same(fast, slow, state, 1)
    assert fast.values(state, 1)[fast.field("discard_pile").offset] == 300
    state.role = 99
    for observer in (fast, slow):
        with pytest.raises(IndexError):
            observer.tensor(state, 0)
        with pytest.raises(IndexError):
            observer.floats(state, 0)


def test_bad_seats_and_states_are_refused_as_before(compiled: Any) -> None:
    if compiled is None:
        return
    fast, _ = _pair(CONFIGS[0], compiled)
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
    assert san_juan._native_module() is None
