"""The configurations every adapter test runs on: each game at each player count, and
Puerto Rico with several expansion sets."""

from __future__ import annotations

from typing import Any

import pytest

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    *[("puerto_rico", n, {}) for n in (2, 3, 4, 5)],
    ("puerto_rico", 3, {"expansions": ["new_buildings", "buccaneer"]}),
    ("puerto_rico", 4, {"edition": "deluxe", "expansions": ["nobles", "festival"]}),
    ("puerto_rico", 2, {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]}),
    *[("san_juan", n, {}) for n in (2, 3, 4)],
    *[("manila", n, {}) for n in (3, 4, 5)],
]


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = config
    extra = "+".join(options.get("expansions", []))
    return f"{game}-{players}p" + (f"-{extra}" if extra else "")


every_config = pytest.mark.parametrize(
    ("game", "players", "options"), CONFIGS, ids=[config_id(c) for c in CONFIGS]
)
