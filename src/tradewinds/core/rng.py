"""The state's own seeded random number generator.

A SplitMix64 generator: its whole state is one integer, so cloning a game state copies
the RNG for free and saving it to JSON is trivial. The sequence depends only on the
seed, never on the Python version or ``PYTHONHASHSEED``.

The arithmetic runs on each 64-bit word as two 32-bit halves typed ``i64``: compiled by
mypyc they are machine integers, where a full 64-bit value would be a Python long (it
fits neither mypyc's tagged ints nor a signed ``i64``) and every step would allocate. The
halves are chosen so that no intermediate value overflows 64 signed bits: a 64-bit
product modulo 2**64 needs only the low half of each multiplier (under 2**29) times
either half of the word, and the high half of the multiplier taken as its negative
counterpart (under 2**31 in size), of which only the low 32 bits count. Nothing ever
wraps, so Python's own ints (``i64`` is ``int`` when not compiled) give the same numbers.
Only the state handed in and out is a full 64-bit int; ``tests/core/test_rng.py``
compares every function with a plain 64-bit reference.
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import i64

_MASK: Final = (1 << 64) - 1
_M32: Final = 0xFFFFFFFF
# The increment 0x9E3779B97F4A7C15, as halves.
_GAMMA_HI: Final = 0x9E3779B9
_GAMMA_LO: Final = 0x7F4A7C15
# The multipliers 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB: the low halves, and the high
# halves minus 2**32 (the same modulo 2**32, and small enough to multiply a half).
_A_LO: Final = 0x1CE4E5B9
_A_HI: Final = 0xBF58476D - (1 << 32)
_B_LO: Final = 0x133111EB
_B_HI: Final = 0x94D049BB - (1 << 32)
# ``below`` works in halves for every n under this bound (a half times n stays under
# 2**62); wider ranges use Python's big integers.
_NATIVE_BELOW: Final = 1 << 30


def seed_to_state(seed: int) -> int:
    """Mix any integer seed into a 64-bit generator state."""
    state = seed & _MASK
    state, _ = next_u64(state ^ 0x5DEECE66D)
    return state


def next_u64(state: int) -> tuple[int, int]:
    """Advance ``state``; return ``(new_state, 64-bit output)``."""
    lo: i64 = (state & _M32) + _GAMMA_LO
    hi: i64 = ((state >> 32) + _GAMMA_HI + (lo >> 32)) & _M32
    lo &= _M32
    out_hi, out_lo = _mix(hi, lo)
    return int(hi) << 32 | int(lo), int(out_hi) << 32 | int(out_lo)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, r)`` with ``r`` uniform in ``range(n)`` (n >= 1)."""
    if n <= 1:
        return state, 0
    if n >= _NATIVE_BELOW:
        return _below_wide(state, n)
    # Lemire's multiply-shift with rejection keeps the result exactly uniform: of the
    # output x times n (a 94-bit product, in 32-bit parts ``low`` and ``high``) r is the
    # top, x * n >> 64, and the draw is rejected while the low 64 bits are under
    # 2**64 mod n. That bound is below n, so it is only worked out for a low part under n.
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


def _below_wide(state: int, n: int) -> tuple[int, int]:
    """:func:`below` for ranges of 2**30 and more, on Python's big integers."""
    while True:
        state, x = next_u64(state)
        product = x * n
        low = product & _MASK
        if low >= n or low >= ((1 << 64) - n) % n:
            return state, product >> 64


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
