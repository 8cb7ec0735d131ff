"""Observations for learning programs: fixed-length tensors, masks and rewards.

An :class:`Observer` turns a state and a seat into a ``float32`` vector whose length is
fixed for a game, a player count and a set of options (OpenSpiel's "observation tensor"),
and into a string holding the same information. It reads only what that seat may see: the
public board, the seat's own private information and the *counts* of the others' hidden
items, never the hidden items themselves (``tests/rl/test_observers.py`` checks this
against ``State.determinize``).

Seats are rotated: index 0 of every per-seat field is the observing seat, index 1 the next
seat in turn order, and so on, so a policy sees every seat from the same point of view.

Every observer declares its layout as a list of :class:`Field` (name, offset, labels,
divisors): the tensor is the raw values of the fields divided by their divisors, the
string lists the non-zero raw values by label. ``docs/rl.md`` describes every field.
"""

from __future__ import annotations

import importlib
import os
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ..core.game import State, new_game

__all__ = [
    "GAMES",
    "REWARDS",
    "Field",
    "Observer",
    "action_mask",
    "make_observer",
    "num_distinct_actions",
    "observer_for",
    "returns",
    "shaping",
]

# The games with an observer: game name -> module under tradewinds.rl.observers.
GAMES = ("puerto_rico", "san_juan", "manila")
REWARDS = ("margin", "win")

FloatArray = npt.NDArray[np.float32]
Int8Array = npt.NDArray[np.int8]
IntpArray = npt.NDArray[np.intp]


@dataclass(frozen=True)
class Field:
    """One named stretch of the tensor.

    ``labels`` names each entry (its length is the field's length); ``divisors`` holds the
    number each raw value is divided by in the tensor (so that values lie in about
    [0, 1]). A ``onehot`` field holds at most one 1 (the string names that entry).
    """

    name: str
    offset: int
    labels: tuple[str, ...]
    divisors: tuple[float, ...]
    onehot: bool
    doc: str

    @property
    def length(self) -> int:
        return len(self.labels)


class Observer(ABC):
    """The observation of one game configuration (game, player count, options)."""

    game: str
    players: int
    options: dict[str, Any]
    size: int
    fields: tuple[Field, ...]

    def __init__(self, game: str, players: int, options: dict[str, Any]) -> None:
        self.game = game
        self.players = players
        self.options = options
        self._fields: list[Field] = []
        self._size = 0
        self._layout()
        self.fields = tuple(self._fields)
        self.size = self._size
        divisors = [d for f in self.fields for d in f.divisors]
        self._scale: FloatArray = 1.0 / np.asarray(divisors, dtype=np.float32)
        # For :meth:`floats`: every tensor value a raw byte can give, as a Python float
        # (row k: the bytes 0..255 times the k-th distinct scale, in float32 as
        # :meth:`tensor` computes them), and each entry's row start.
        scales, rows = np.unique(self._scale, return_inverse=True)
        products = np.arange(256, dtype=np.uint8)[None, :] * scales[:, None]
        self._float_table: npt.NDArray[np.object_] = products.ravel().astype(object)
        self._float_rows: IntpArray = rows.astype(np.intp) * 256
        # One order of the raw values per variant (see _gather): tensor entry -> index.
        self._orders: list[list[int]] = [self._order(v) for v in range(self._variants())]
        self._perms: list[IntpArray] = [np.asarray(o, dtype=np.intp) for o in self._orders]
        # Every gathered entry is read by some order: a list of another length is a bug.
        self._raw_size = 1 + max(max(o) for o in self._orders)
        assert all(len(o) == self.size for o in self._orders), self.game
        self._native: Any = None

    # --------------------------------------------------------------- native
    # A game may have a C version of its _gather and of the packing (observers/
    # _<game>_native.c, built by tradewinds.rl.native when a compiler is present). It
    # answers None for anything unusual (a count above 255...), and the Python path, the
    # reference, then gives the same result or raises the same error.
    @property
    def native(self) -> bool:
        """Whether :meth:`tensor` and :meth:`floats` use the compiled observer."""
        return self._native is not None

    def _set_native(self, module: Any) -> None:
        """Use ``module`` (or the Python path only, for ``None``). Its functions receive
        this observer's :meth:`_native_config` and every order (one per variant: the C
        code picks the one its reading returns, as :meth:`_gather` does)."""
        self._native = module
        if module is not None:
            self._native_key = self._native_config()
            self._native_orders = tuple(p.tobytes() for p in self._perms)
            self._native_scale = self._scale.tobytes()
            self._native_rows = self._float_rows.tobytes()
            # NATIVE_COPIES distinct objects of each value (see _native_common.h).
            self._native_table: list[float] = [
                value + 0.0 for value in self._float_table.tolist() for _ in range(NATIVE_COPIES)
            ]

    def _native_config(self) -> int:
        """What the C code must know of the options besides the player count (a game
        whose options change the layout says which layout, as bits): 0 by default."""
        return 0

    # --------------------------------------------------------------- layout
    def _add(
        self,
        name: str,
        labels: Sequence[str],
        divisor: float | Sequence[float] = 1.0,
        doc: str = "",
        *,
        onehot: bool = False,
    ) -> None:
        """Append a field (called by :meth:`_layout`, in the order :meth:`values` writes)."""
        labels = tuple(labels)
        if isinstance(divisor, (int, float)):
            divisors = (float(divisor),) * len(labels)
        else:
            divisors = tuple(float(d) for d in divisor)
        assert len(divisors) == len(labels) and all(d > 0 for d in divisors), name
        self._fields.append(Field(name, self._size, labels, divisors, onehot, doc))
        self._size += len(labels)

    def _seat_labels(self, prefix: str = "") -> list[str]:
        """Labels of a per-seat field: "me", "+1", "+2"... (seats after the observer)."""
        return [prefix + ("me" if i == 0 else f"+{i}") for i in range(self.players)]

    @abstractmethod
    def _layout(self) -> None:
        """Declare the fields with :meth:`_add`."""

    # The raw values are gathered in whatever order reads the state fastest (whole lists
    # of the state, each seat's part in seat order...), then put in layout order (and
    # rotated to the observer) by one precomputed order: a numpy ``take`` for the tensor,
    # a list for :meth:`values`. A few Python operations per observation instead of a few
    # per field and seat: Python's cost is per operation, a C loop's per entry is tiny.
    def _variants(self) -> int:
        """How many orders :meth:`_gather` may ask for (by default one per seat)."""
        return self.players

    @abstractmethod
    def _order(self, variant: int) -> list[int]:
        """For each tensor entry (layout order), its index in :meth:`_gather`'s list when
        that returns ``variant``."""

    @abstractmethod
    def _gather(self, state: State, seat: int) -> tuple[list[int], int]:
        """The raw values (non-negative ints) for ``seat`` in the gathering order, and the
        variant of the order that puts them in layout order."""

    def _checked_gather(self, state: State, seat: int) -> tuple[list[int], int]:
        self._check(state, seat)
        raw, variant = self._gather(state, seat)
        if len(raw) != self._raw_size:  # a layout bug, never the caller's
            raise AssertionError(f"{self.game}: {len(raw)} values gathered, not {self._raw_size}")
        return raw, variant

    def _check(self, state: State, seat: int) -> None:
        if state.game_name != self.game or state.players != self.players:
            raise ValueError(
                f"this observer is for {self.game} with {self.players} players, "
                f"not {state.game_name} with {state.players}"
            )
        # The usual case (a plain int in range) stops after the first test.
        n = self.players
        if (type(seat) is not int or not 0 <= seat < n) and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n
        ):
            raise ValueError(f"seat must be 0..{n - 1}, got {seat!r}")

    def values(self, state: State, seat: int) -> list[int]:
        """The raw values (ints) of every field for ``seat``, in layout order (length
        ``size``)."""
        raw, variant = self._checked_gather(state, seat)
        return [raw[i] for i in self._orders[variant]]

    def tensor(self, state: State, seat: int) -> FloatArray:
        """The observation of ``seat``: ``float32``, shape ``(size,)``; a new array each
        call (the adapters hand it over as it is)."""
        native = self._native
        if native is not None:
            self._check(state, seat)
            data = native.tensor(
                state,
                self.players,
                seat,
                self._native_key,
                self._raw_size,
                self._native_orders,
                self._native_scale,
            )
            if data is not None:
                tensor: FloatArray = np.frombuffer(data, _FLOAT32)  # (see action_mask)
                return tensor
        raw, variant = self._checked_gather(state, seat)
        try:
            # Raw values are almost always small non-negative ints: bytearray() packs them
            # in one C loop (about 3 ns an entry), several times faster than bytes() (which
            # grows its buffer entry by entry) and ten times faster than numpy's
            # conversion of a list.
            packed = np.frombuffer(bytearray(raw), dtype=np.uint8)
        except (ValueError, TypeError):  # a count above 255
            packed = np.asarray(raw, dtype=np.float32)
        return packed.take(self._perms[variant]) * self._scale

    def floats(self, state: State, seat: int) -> list[float]:
        """``tensor(state, seat).tolist()`` (OpenSpiel's observation is a list), without
        making new floats (about 13 ns each, 3 to 15 µs a list): they come from a table
        of every value a byte can give, and the list only refers to them."""
        native = self._native
        if native is not None:
            self._check(state, seat)
            found: list[float] | None = native.floats(
                state,
                self.players,
                seat,
                self._native_key,
                self._raw_size,
                self._native_orders,
                self._native_rows,
                self._native_table,
            )
            if found is not None:
                return found
        raw, variant = self._checked_gather(state, seat)
        try:
            packed = np.frombuffer(bytearray(raw), dtype=np.uint8)
        except (ValueError, TypeError):  # a count above 255: the general path
            values: list[float] = self.tensor(state, seat).tolist()
            return values
        index = packed.take(self._perms[variant]) + self._float_rows
        floats: list[float] = self._float_table.take(index).tolist()
        return floats

    def string(self, state: State, seat: int) -> str:
        """The same information as :meth:`tensor`, one line per field (raw values; the
        entries left out are 0)."""
        values = self.values(state, seat)
        lines = []
        for f in self.fields:
            chunk = values[f.offset : f.offset + f.length]
            if f.length == 1 and not f.onehot:
                text = _number(chunk[0])
            else:
                shown = [
                    label if f.onehot and v == 1 else f"{label}={_number(v)}"
                    for label, v in zip(f.labels, chunk, strict=True)
                    if v
                ]
                text = ", ".join(shown) if shown else "-"
            lines.append(f"{f.name}: {text}")
        return "\n".join(lines)

    def field(self, name: str) -> Field:
        """The field called ``name`` (for programs that read one part of the tensor)."""
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(f"{self.game} observations have no field {name!r}")

    # -------------------------------------------------------------- rewards
    @abstractmethod
    def scores(self, state: State) -> list[float]:
        """Each seat's final score (the points the game ranks by), seat order."""

    @abstractmethod
    def potential(self, state: State, seat: int) -> float:
        """The shaping potential of ``seat`` (see :func:`shaping`), from its own view."""


NATIVE_COPIES = 8  # COPIES in observers/_native_common.h


def load_native(name: str, *constants: Any) -> Any:
    """The compiled observer ``tradewinds.rl.observers.<name>`` configured with the game's
    ``constants``, or None where it was not built or ``TRADEWINDS_PURE_OBSERVERS=1`` asks
    for the Python observers."""
    if os.environ.get("TRADEWINDS_PURE_OBSERVERS") == "1":
        return None
    try:
        module = importlib.import_module(f"{__package__}.observers.{name}")
    except ImportError:
        return None
    module.configure(*constants)
    return module


def _number(value: int) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


# ------------------------------------------------------------------ helpers
def onehots(n: int) -> tuple[list[int], ...]:
    """``onehots(n)[i]`` is the one-hot list of length ``n`` with a 1 at ``i``; index
    ``n`` (and so ``-1``, the engines' "none") gives all zeros."""
    rows = []
    for i in range(n):
        row = [0] * n
        row[i] = 1
        rows.append(row)
    rows.append([0] * n)
    return tuple(rows)


def relative_onehots(n: int) -> list[tuple[list[int], ...]]:
    """``relative_onehots(n)[seat][p]``: the one-hot of seat ``p`` as ``seat`` sees it
    (index 0 itself, 1 the next seat...); index ``n`` (and so ``-1``, nobody) gives all
    zeros."""
    hot = onehots(n)
    return [(*(hot[(p - seat) % n] for p in range(n)), hot[-1]) for seat in range(n)]


def relative_bits(n: int) -> list[list[list[int]]]:
    """``relative_bits(n)[seat][mask]``: the bits of a mask of seats (bit ``p`` for seat
    ``p``) from ``seat`` on."""
    return [
        [[mask >> ((seat + i) % n) & 1 for i in range(n)] for mask in range(1 << n)]
        for seat in range(n)
    ]


def seat_block_order(start: int, lengths: Sequence[int], players: int, seat: int) -> list[int]:
    """The order of a block of per-seat fields (lengths ``lengths``, repeated for each seat
    from ``seat`` on, as the layout has them) gathered field by field, each field for
    seats 0, 1, ... in turn, from index ``start`` of the gathered list."""
    order: list[int] = []
    starts = []
    at = start
    for length in lengths:
        starts.append(at)
        at += length * players
    for i in range(players):
        p = (seat + i) % players
        for first, length in zip(starts, lengths, strict=True):
            order.extend(range(first + p * length, first + (p + 1) * length))
    return order


# ----------------------------------------------------------------- registry
_CONFIGS: dict[tuple[str, int, str], tuple[dict[str, Any], int]] = {}
_OBSERVERS: dict[tuple[str, int, str], Observer] = {}


def _config(
    game: str, players: int, options: Mapping[str, Any] | None
) -> tuple[tuple[str, int, str], dict[str, Any], int]:
    """The cache key, completed options and action count of a configuration.

    A new game validates the configuration exactly as ``new_game`` does (the same errors
    for a bad game, player count or option) and gives the action-table size.
    """
    key = (game, players, repr(sorted((options or {}).items())))
    found = _CONFIGS.get(key)
    if found is None:
        state = new_game(game, players, seed=0, options=options)
        found = _CONFIGS[key] = (dict(state.options), state.num_distinct_actions)
    return key, dict(found[0]), found[1]


def make_observer(game: str, players: int, options: Mapping[str, Any] | None = None) -> Observer:
    """The observer of ``game`` with ``players`` players and ``options`` (completed with
    the defaults); raises ``ValueError`` naming the valid choices for a bad one."""
    key, resolved, _ = _config(game, players, options)
    observer = _OBSERVERS.get(key)
    if observer is None:
        if game not in GAMES:
            raise ValueError(f"no observer for {game!r}; games: {', '.join(GAMES)}")
        module = importlib.import_module(f"{__package__}.observers.{game}")
        observer = _OBSERVERS[key] = module.OBSERVER(game, players, resolved)
    return observer


def observer_for(state: State) -> Observer:
    """The observer of the configuration ``state`` was created with."""
    return make_observer(state.game_name, state.players, state.options)


def num_distinct_actions(game: str, players: int, options: Mapping[str, Any] | None = None) -> int:
    """The size of the action-id range of this configuration (the masks' length)."""
    return _config(game, players, options)[2]


def action_mask(state: State, size: int | None = None) -> Int8Array:
    """``int8`` array of length ``size`` (default: the state's action count) with a 1 at
    the id of every legal action; all zeros once the game is over."""
    # Set in a bytearray, then wrapped (writable, no copy): about half the time of
    # numpy's zeros and a fancy-indexed assignment, which converts the id list first.
    # The dtype as an object, passed by position: numpy parses a keyword and converts a
    # type to a dtype at every call otherwise, which costs as much as the wrapping.
    mask = bytearray(state.num_distinct_actions if size is None else size)
    for action in state.legal_actions():
        mask[action.id] = 1
    return np.frombuffer(mask, _INT8)


_INT8 = np.dtype(np.int8)
_FLOAT32 = np.dtype(np.float32)


def returns(state: State, reward: str = "margin") -> list[float]:
    """The final reward of every seat (seat order); zeros before the game is over.

    ``"margin"``: the seat's final score minus the best score among the other seats, in
    the game's points (victory points; pesos in Manila), unscaled: positive for a sole
    winner on points, 0 for a tie on points. ``"win"``: the winners (after the game's
    tie-breaks) share 1 (``1/k`` each for ``k`` winners), the others get 0; the sum is
    always 1 (a constant-sum game).
    """
    if reward not in REWARDS:
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
    n = state.players
    if not state.is_over:
        return [0.0] * n
    if reward == "win":
        winners = state.result()["winners"]
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(n)]
    scores = observer_for(state).scores(state)
    return [
        float(scores[seat] - max(s for other, s in enumerate(scores) if other != seat))
        for seat in range(n)
    ]


def shaping(state: State, seat: int) -> float:
    """A potential for dense reward shaping: ``seat``'s points so far (the score it would
    have if the game ended now, as far as it may see; ``docs/rl.md`` says what each game
    counts), in the game's points, unscaled. Reward
    ``gamma * shaping(next) - shaping(previous)`` on each of the seat's steps:
    shaping by a potential's change leaves the best policies unchanged
    (Ng, Harada and Russell, 1999)."""
    return observer_for(state).potential(state, seat)
