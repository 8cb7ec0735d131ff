"""The state's own seeded random number generator.

A SplitMix64 generator: its whole state is one integer, so cloning a game state copies
the RNG for free and saving it to JSON is trivial. The sequence depends only on the
seed, never on the Python version or ``PYTHONHASHSEED``.
"""

from __future__ import annotations

from typing import Final

_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15


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
