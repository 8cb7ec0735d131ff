"""A game's fields declared once, and the machinery every game derives from them.

Each built-in game keeps the state of a game in plain fields of its state class: ints,
flat lists of ints, lists of lists of ints (per-seat piles), plus configuration shared
by every copy of a game and bookkeeping rebuilt from the saved fields. A game lists them
once, in its own ``FIELDS`` table (the rows hold what only the game knows, such as a
field's size per player count), and describes each field's kind to a
:class:`FieldTable`; everything else comes from that one description:

* a new game's start values (:func:`start_value`);
* the save, as plain JSON data (:meth:`FieldTable.save`);
* the load, with one strict check of every saved field (:meth:`FieldTable.load`): an int
  that is a real int (not a bool, a float or a string), a list of such ints, a list of
  such lists, each refusal naming the field;
* the clone: :meth:`FieldTable.copy_source` writes a game's ``clone_fields`` module, plain
  attribute assignments that mypyc compiles to direct field copies (``getattr`` by name
  costs several times more, compiled) and that pure Python runs as fast as any loop. The
  module is generated (``python -m tradewinds.build --fields``) and a test checks that it
  matches its table, which stays the one declaration.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Final

from .errors import InvalidStateError

if TYPE_CHECKING:
    from .game import State

# The kinds of field. Saved: INT, INTS, NESTED; the clone copies the lists (a new list
# per list, two levels deep for NESTED) and shares everything else.
INT: Final = 0  # an int: saved; shared by a clone (ints are immutable)
INTS: Final = 1  # a list of ints: saved; copied by a clone
NESTED: Final = 2  # a list of lists of ints (a pile per seat): saved; copied two deep
SHARED: Final = 3  # configuration or an immutable value: not saved; shared by a clone
DERIVED: Final = 4  # a list rebuilt from the saved fields on load: copied one level
KIND_NAMES: Final = ("an int", "a list of ints", "a list of lists of ints", "shared", "derived")

# Whether the engines run as Python source rather than compiled by mypyc (they are
# compiled all or none, this module with them): then a state's fields are entries of its
# instance dictionary, which the generated ``clone_fields`` modules copy in one go.
SOURCE: Final = __file__.endswith(".py")

# The fields of every state (core.game.State), shared by a clone: the configuration, and
# the history and log (immutable chains) and the cached legal actions (never mutated).
COMMON: Final = (
    "players",
    "seed",
    "options",
    "names",
    "table",
    "_history",
    "_moves",
    "_log",
    "_legal",
)

# The most field copies one function of a generated ``clone_fields`` module makes: the
# copies split into parts of at most this many, each a function called in turn.
PART: Final = 48


def start_value(kind: int, value: int, size: int) -> int | list[int] | list[list[int]]:
    """A field's value in a new game: ``value`` for an int, a list of ``size`` times
    ``value`` for a list, ``size`` empty piles for a list of lists."""
    if kind == INT:
        return value
    if kind == NESTED:
        piles: list[list[int]] = [[] for _ in range(size)]
        return piles
    return [value] * size


def _is_int(value: object) -> bool:
    # bool is an int subclass, but never a saved count or index.
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: object) -> list[int] | None:
    """``value`` as a fresh list if it is a list of ints, else None."""
    if not isinstance(value, list):
        return None
    for v in value:
        if not _is_int(v):
            return None
    return list(value)


class FieldTable:
    """A game's fields by kind (see the module's docstring), and the machinery over
    them. ``fields``: (name, kind) pairs, each name once; ``shared``: the names of more
    fields of the kind :data:`SHARED` (a game's configuration)."""

    def __init__(
        self, game: str, fields: Iterable[tuple[str, int]], shared: Iterable[str] = ()
    ) -> None:
        rows = (*fields, *((name, SHARED) for name in shared))
        names = [name for name, _ in rows]
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise ValueError(f"{game}: fields declared twice: {', '.join(twice)}")
        bad = [name for name, kind in rows if not INT <= kind <= DERIVED]
        if bad:
            raise ValueError(f"{game}: fields of no known kind: {', '.join(bad)}")
        self.game = game
        self.rows = rows
        self.ints = tuple(name for name, kind in rows if kind == INT)
        self.lists = tuple(name for name, kind in rows if kind == INTS)
        self.nested = tuple(name for name, kind in rows if kind == NESTED)
        self.shared = tuple(name for name, kind in rows if kind == SHARED)
        self.derived = tuple(name for name, kind in rows if kind == DERIVED)
        self.saved = (*self.ints, *self.lists, *self.nested)

    # ------------------------------------------------------------- save, load
    def save(self, state: object) -> dict[str, Any]:
        """The saved fields of ``state`` as plain JSON data (fresh lists)."""
        data: dict[str, Any] = {name: getattr(state, name) for name in self.ints}
        for name in self.lists:
            data[name] = list(getattr(state, name))
        for name in self.nested:
            data[name] = [list(pile) for pile in getattr(state, name)]
        return data

    def load(self, state: object, data: Mapping[str, Any]) -> None:
        """Set every saved field of ``state`` from ``data`` (a saved state's ``"state"``
        object), each checked for its kind first: :class:`InvalidStateError` names the
        first field missing or of the wrong kind. The lists are fresh copies."""
        for name in self.saved:
            if name not in data:
                raise InvalidStateError(f"saved {self.game} state: field {name!r} is missing")
        for name in self.ints:
            value = data[name]
            if not _is_int(value):
                self._refuse(name, INT, value)
            setattr(state, name, value)
        for name in self.lists:
            values = _ints(data[name])
            if values is None:
                self._refuse(name, INTS, data[name])
            setattr(state, name, values)
        for name in self.nested:
            piles = data[name]
            copied: list[list[int]] = []
            if isinstance(piles, list):
                for pile in piles:
                    values = _ints(pile)
                    if values is None:
                        break
                    copied.append(values)
            if not isinstance(piles, list) or len(copied) != len(piles):
                self._refuse(name, NESTED, piles)
            setattr(state, name, copied)

    def _refuse(self, name: str, kind: int, value: object) -> None:
        shown = repr(value)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        raise InvalidStateError(
            f"saved {self.game} state: field {name!r} must be {KIND_NAMES[kind]}, not {shown}"
        )

    # ------------------------------------------------------------------ clone
    def copy(self, source: object, target: object) -> None:
        """Copy every field of ``source`` into ``target`` as a clone does, by name: the
        reference the generated copy (:meth:`copy_source`) follows, for any class."""
        for name in (*COMMON, *self.shared, *self.ints):
            setattr(target, name, getattr(source, name))
        for name in (*self.lists, *self.derived):
            setattr(target, name, getattr(source, name)[:])
        for name in self.nested:
            setattr(target, name, [pile[:] for pile in getattr(source, name)])

    def copy_source(self, module: str, cls: str, table: str, *, by_dict: bool) -> str:
        """The source of the module that copies the fields of ``cls`` (a class of
        ``module``, whose ``table`` is this table) as :meth:`copy` does, one plain
        assignment per field: what mypyc compiles to direct field copies.

        What every such module would do the same lives here once (:func:`copy_common`):
        the module holds only its game's fields, in functions of at most :data:`PART`
        copies called in turn (a call costs little next to the copies, and no function
        grows long).

        ``by_dict``: ``cls`` keeps its fields in the instance dictionary when it runs as
        Python (no ``__slots__``): the module then copies that dictionary in one go when
        it is not compiled (:func:`copy_common`), as a class of more than 30 fields stores
        each attribute into it by a slow, unspecialised path (Python 3.11).
        ``tests/core/test_fields.py`` checks that each game's module is current."""
        lines = [
            f'"""Copy a {self.game} state\'s fields: generated from its ``{table}`` in',
            f'``{module}`` (``python -m tradewinds.build --fields``; do not edit)."""',
            "",
            "from __future__ import annotations",
            "",
            f"from typing import {'TYPE_CHECKING, Final' if by_dict else 'TYPE_CHECKING'}",
            "",
            "from tradewinds.core.fields import copy_common",
            "",
            "if TYPE_CHECKING:",
            f"    from {module} import {cls}",
        ]
        lists = (*self.lists, *self.derived)
        if by_dict:
            lines += ["", *_tuple_source("LISTS", lists), *_tuple_source("NESTED", self.nested)]
        copies = [f"    target.{name} = source.{name}" for name in (*self.shared, *self.ints)]
        copies += [f"    target.{name} = source.{name}[:]" for name in lists]
        copies += [
            f"    target.{name} = [pile[:] for pile in source.{name}]" for name in self.nested
        ]
        count = -(-len(copies) // PART)  # parts of at most PART copies, as even as can be
        size = -(-len(copies) // count) if copies else 0
        parts = [copies[at : at + size] for at in range(0, len(copies), size or 1)]
        lines += [
            "",
            "",
            f"def copy_fields(source: {cls}, target: {cls}) -> None:",
            f'    """Copy every field of ``source`` into ``target``, as ``{table}.copy`` does."""',
        ]
        if by_dict:
            lines += ["    if copy_common(source, target, LISTS, NESTED):", "        return"]
        else:
            lines.append("    copy_common(source, target)")
        if len(parts) == 1:
            lines += parts[0]
            return "\n".join(lines) + "\n"
        lines += [f"    _copy_{number}(source, target)" for number in range(1, len(parts) + 1)]
        for number, part in enumerate(parts, 1):
            lines += ["", "", f"def _copy_{number}(source: {cls}, target: {cls}) -> None:"]
            lines += part
        return "\n".join(lines) + "\n"


def _tuple_source(name: str, values: tuple[str, ...]) -> list[str]:
    """The lines of a module constant ``name``, the tuple of ``values``, as ruff formats it.
    Declared of any length: compiled, a tuple of a fixed length is an unboxed value that
    each call to :func:`copy_common` would box anew."""
    items = [f'"{value}"' for value in values]
    start = f"{name}: Final[tuple[str, ...]] = ("
    line = f"{start}{', '.join(items)}{',' if len(items) == 1 else ''})"
    if len(line) <= 100:
        return [line]
    return [start, *(f"    {item}," for item in items), ")"]


def copy_common(
    source: State,
    target: State,
    lists: tuple[str, ...] | None = None,
    nested: tuple[str, ...] = (),
) -> bool:
    """The part of each game's generated ``copy_fields`` that is the same for all: copy
    the fields every state has (:data:`COMMON`, all shared) into ``target``, and return
    False for the game's own copies to follow.

    With ``lists``, the names of the game's lists and ``nested`` those of its lists of
    piles, a state that runs as Python keeps its fields in its instance dictionary (see
    :meth:`FieldTable.copy_source`): then copy that dictionary in one go, each of those
    lists afresh (``nested`` two levels deep), and return True: nothing is left to copy."""
    if SOURCE and lists is not None:
        fields = vars(target)
        fields.update(vars(source))
        for name in lists:
            fields[name] = fields[name].copy()  # (a loop of ``.copy()`` beats unrolled ``[:]``)
        for name in nested:
            fields[name] = [pile[:] for pile in fields[name]]
        return True
    target.players = source.players
    target.seed = source.seed
    target.options = source.options
    target.names = source.names
    target.table = source.table
    target._history = source._history
    target._moves = source._moves
    target._log = source._log
    target._legal = source._legal
    return False
