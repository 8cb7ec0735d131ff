"""The state's own seeded random number generator.

A SplitMix64 generator: its whole state is one integer, so cloning a game state copies
the RNG for free and saving it to JSON is trivial. The sequence depends only on the
seed, never on the Python version or ``PYTHONHASHSEED``.

Two ways to draw the same numbers. :func:`below_words` works on the 64-bit words as
Python ints: the fewest operations, the fastest as pure Python. :func:`below_halves` works
on each word as two 32-bit halves typed ``i64``: compiled by mypyc they are machine
integers, where a 64-bit value fits neither mypyc's tagged ints nor a signed ``i64`` and
every operation of :func:`below_words` allocates a Python long (compiled, a draw costs
about 3,200 instructions instead of 8,700; as pure Python, some 50 small-int operations
instead of 16 make it about 2.5 times as slow). :func:`below`, what the games call, takes
the one that suits how this module runs (:data:`NATIVE`); ``tests/core/test_rng.py``
checks both against a plain 64-bit reference.

The halves never overflow 64 signed bits: a product modulo 2**64 needs the low half of
the multiplier (under 2**29) times either half of the word, and the high half of the
multiplier taken minus 2**32 (under 2**31 in size) times the low half, of which only the
low 32 bits count. Nothing wraps, so Python's own ints (``i64`` is ``int`` when not
compiled) give the same numbers.
"""

from __future__ import annotations

from types import FunctionType
from typing import Final

from mypy_extensions import i64

_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15
_M32: Final = 0xFFFFFFFF
# The increment, as halves.
_GAMMA_HI: Final = 0x9E3779B9
_GAMMA_LO: Final = 0x7F4A7C15
# The multipliers 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB: the low halves, and the high
# halves minus 2**32 (the same modulo 2**32, and small enough to multiply a half).
_A_LO: Final = 0x1CE4E5B9
_A_HI: Final = 0xBF58476D - (1 << 32)
_B_LO: Final = 0x133111EB
_B_HI: Final = 0x94D049BB - (1 << 32)
# ``below_halves`` works in halves for every n under this bound (a half times n stays
# under 2**62); wider ranges go to ``below``.
_HALVES_BELOW: Final = 1 << 30


def seed_to_state(seed: int) -> int:
    """Mix any integer seed into a 64-bit generator state."""
    state = seed & _MASK
    state, _ = next_u64(state ^ 0x5DEECE66D)
    return state


def next_u64(state: int) -> tuple[int, int]:
    """Advance ``state``; return ``(new_state, 64-bit output)``."""
    state = (state + _GAMMA) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, r)`` with ``r`` uniform in ``range(n)`` (n >= 1)."""
    if NATIVE:
        return below_halves(state, n)
    return below_words(state, n)


def below_words(state: int, n: int) -> tuple[int, int]:
    """:func:`below` on whole 64-bit words: for pure Python, and for ``n`` of 2**30 and
    more."""
    if n <= 1:
        return state, 0
    # Lemire's multiply-shift with rejection keeps the result exactly uniform: a draw is
    # rejected while the low 64 bits of the product are under 2**64 mod n. That bound is
    # below n, so it is only worked out for the rare low part under n.
    while True:
        state, x = next_u64(state)
        product = x * n
        low = product & _MASK
        if low >= n or low >= ((1 << 64) - n) % n:
            return state, product >> 64


def below_halves(state: int, n: int) -> tuple[int, int]:
    """:func:`below`'s very numbers, drawn in 32-bit halves (see the module's text): what
    :func:`below` does when compiled."""
    if n <= 1 or n >= _HALVES_BELOW:
        return below_words(state, n)
    # Lemire's method as in ``below``: of the output x times n (a 94-bit product, in
    # 32-bit parts ``low`` and ``high``) r is the top, x * n >> 64.
    size: i64 = n
    hi: i64 = state >> 32
    lo: i64 = state & _M32
    while True:
        lo += _GAMMA_LO
        hi = (hi + _GAMMA_HI + (lo >> 32)) & _M32
        lo &= _M32
        out_hi, out_lo = _mix(hi, lo)
        low = out_lo * size
        high = out_hi * size + (low >> 32)
        if high & _M32 or low & _M32 >= size or low & _M32 >= _wrap_bound(size):
            return int(hi) << 32 | int(lo), int(high >> 32)


def _wrap_bound(n: i64) -> i64:
    """2**64 mod n (the same as (2**64 - n) % n), for n under 2**30."""
    m = (1 << 32) % n
    return m * m % n


def _mix(hi: i64, lo: i64) -> tuple[i64, i64]:
    """SplitMix64's output function of the state ``hi:lo``: ``z ^= z >> 30``, times the
    first multiplier, ``z ^= z >> 27``, times the second, ``z ^= z >> 31``. A product
    modulo 2**64: the low half is lo * low multiplier; the high half adds that product's
    carry and both cross products."""
    lo ^= (hi << 2 | lo >> 30) & _M32
    hi ^= hi >> 30
    low = lo * _A_LO
    hi = ((low >> 32) + hi * _A_LO + lo * _A_HI) & _M32
    lo = low & _M32
    lo ^= (hi << 5 | lo >> 27) & _M32
    hi ^= hi >> 27
    low = lo * _B_LO
    hi = ((low >> 32) + hi * _B_LO + lo * _B_HI) & _M32
    lo = low & _M32
    lo ^= (hi << 1 | lo >> 31) & _M32
    hi ^= hi >> 31
    return hi, lo


# Whether this module runs compiled: a compiled module's functions are built-in functions,
# not Python ones. Decided once, at import.
NATIVE: Final[bool] = not isinstance(_mix, FunctionType)
