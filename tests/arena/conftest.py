"""Fixtures of the arena tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import tradewinds.bots
from tests.arena.bots import TEST_BOTS


@pytest.fixture
def test_bots(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test bots in the registry for one test (removed afterwards)."""
    for name, factory in TEST_BOTS.items():
        monkeypatch.setitem(tradewinds.bots._REGISTRY, name, factory)
    yield
