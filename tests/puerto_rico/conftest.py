"""The base game's scenario tests run on both engines that implement the base rules."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.puerto_rico import scenario


@pytest.fixture(params=scenario.ENGINES)
def engine(request: pytest.FixtureRequest) -> Iterator[str]:
    """Run the test on the base engine, then on the expansions' engine with no expansion:
    ``scenario.new`` builds its games on the engine named here."""
    before = scenario.ENGINE
    scenario.ENGINE = request.param
    yield request.param
    scenario.ENGINE = before
