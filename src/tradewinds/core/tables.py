"""A game's printed tables (buildings, cards, spaces), read from the CSV files shipped in
its package.

Each row becomes one frozen dataclass record: its ``index`` is the row's number (the
order of the file is the order of the game's ids), every other field is the column of
the same name, an ``int`` field read as a number and a ``str`` field as written. A column
that needs more (a good's name read as its index, an empty cell that means 0) is given
its own reader. This runs once, when a game's data module is imported.
"""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any, TypeVar

R = TypeVar("R")

Reader = Callable[[str], Any]


def rows(package: str, name: str) -> list[dict[str, str]]:
    """The rows of the CSV file ``name`` shipped in ``package``, by column name."""
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


def records(
    record: Callable[..., R], package: str, name: str, readers: Mapping[str, Reader] | None = None
) -> tuple[R, ...]:
    """Every row of ``package``'s CSV file ``name`` as a ``record`` (a dataclass), in the
    file's order: see the module's docstring. ``readers``: a column's own reader."""
    readers = readers or {}
    columns: list[tuple[str, Reader]] = []
    for field in dataclasses.fields(record):  # type: ignore[arg-type]
        if field.name != "index":
            # Annotations are strings here (``from __future__ import annotations``).
            kind = int if field.type in (int, "int") else str
            columns.append((field.name, readers.get(field.name, kind)))
    return tuple(
        record(index=i, **{column: read(row[column]) for column, read in columns})
        for i, row in enumerate(rows(package, name))
    )


def good_index(goods: tuple[str, ...]) -> Reader:
    """The reader of a column naming a good (or nothing): the good's index, -1 if empty."""

    def read(cell: str) -> int:
        return goods.index(cell) if cell else -1

    return read


def count_or_zero(cell: str) -> int:
    """The reader of a column holding a number or nothing (0)."""
    return int(cell) if cell else 0
