"""The SplitMix64 generator behind every game's randomness (core/rng.py).

Saved games and records replay only if the generator never changes: these tests pin it
to the reference SplitMix64 algorithm and to known output values.
"""

from __future__ import annotations

import random

import pytest

from tradewinds.core import rng

MASK = (1 << 64) - 1


def reference_splitmix64(state: int, count: int) -> list[int]:
    """Sebastiano Vigna's reference SplitMix64, written out independently."""
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


def stream(state: int, count: int) -> list[int]:
    out = []
    for _ in range(count):
        state, x = rng.next_u64(state)
        out.append(x)
    return out


def test_known_splitmix64_vector() -> None:
    """The published SplitMix64 outputs for state 1234567."""
    assert stream(1234567, 5) == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


@pytest.mark.parametrize("state", [0, 1, 42, MASK, 0xDEADBEEFCAFEBABE])
def test_next_u64_matches_reference(state: int) -> None:
    assert stream(state, 50) == reference_splitmix64(state, 50)


def test_outputs_are_64_bit() -> None:
    state = rng.seed_to_state(3)
    for _ in range(1000):
        state, x = rng.next_u64(state)
        assert 0 <= x <= MASK
        assert 0 <= state <= MASK


def test_same_seed_same_sequence() -> None:
    for seed in (0, 1, 7, -5, 2**40 + 3):
        a = rng.seed_to_state(seed)
        b = rng.seed_to_state(seed)
        assert a == b
        assert stream(a, 20) == stream(b, 20)


def test_seed_to_state_is_pinned() -> None:
    """Changing how seeds are mixed would change every game of every saved record."""
    assert rng.seed_to_state(0) == 11400714844538102402
    assert stream(rng.seed_to_state(1), 2) == reference_splitmix64(rng.seed_to_state(1), 2)
    assert 0 <= rng.seed_to_state(-1) <= MASK
    assert 0 <= rng.seed_to_state(10**30) <= MASK


def test_different_seeds_give_unrelated_streams() -> None:
    """Nearby seeds do not give equal or shifted copies of one stream."""
    values: set[int] = set()
    for seed in range(2000):
        out = stream(rng.seed_to_state(seed), 5)
        values.update(out)
    assert len(values) == 2000 * 5


def test_below_is_deterministic() -> None:
    def draws(seed: int) -> list[int]:
        state = rng.seed_to_state(seed)
        out = []
        for n in (2, 3, 5, 7, 50, 1000):
            for _ in range(10):
                state, r = rng.below(state, n)
                out.append(r)
        return out

    assert draws(9) == draws(9)
    assert draws(9) != draws(10)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7, 12, 35, 100, 2**32 + 1, 2**63 + 5, MASK])
def test_below_in_range(n: int) -> None:
    state = rng.seed_to_state(n)
    for _ in range(2000):
        new_state, r = rng.below(state, n)
        assert 0 <= r < n
        assert isinstance(r, int)
        state = new_state


def test_below_one_is_zero() -> None:
    state = rng.seed_to_state(5)
    for _ in range(10):
        state, r = rng.below(state, 1)
        assert r == 0


def chi_square(counts: list[int]) -> float:
    total = sum(counts)
    expected = total / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


# Critical values of the chi-square distribution at p = 0.001 by degrees of freedom: the
# draws are seeded, so these bounds never flake, yet a biased generator fails them.
CHI2_CRITICAL_P001 = {1: 10.83, 2: 13.82, 4: 18.47, 5: 20.52, 6: 22.46, 9: 27.88, 11: 31.26}


@pytest.mark.parametrize("n", [2, 3, 5, 6, 7, 10, 12])
def test_below_is_uniform(n: int) -> None:
    state = rng.seed_to_state(1000 + n)
    counts = [0] * n
    for _ in range(6000 * n):
        state, r = rng.below(state, n)
        counts[r] += 1
    assert chi_square(counts) < CHI2_CRITICAL_P001[n - 1], counts


def test_below_has_no_modulo_bias_for_huge_ranges() -> None:
    """With n = 3 * 2**62 a plain ``x % n`` would make the lowest third twice as likely
    (1/2, 1/4, 1/4); an exact method gives thirds."""
    n = 3 * 2**62
    third = 2**62
    state = rng.seed_to_state(77)
    counts = [0, 0, 0]
    for _ in range(30000):
        state, r = rng.below(state, n)
        counts[r // third] += 1
    assert chi_square(counts) < CHI2_CRITICAL_P001[2], counts


def test_below_parity_is_balanced() -> None:
    """The parity of draws below an even n is balanced too (no low-bit artefacts)."""
    state = rng.seed_to_state(123)
    counts = [0, 0]
    for _ in range(40000):
        state, r = rng.below(state, 1000)
        counts[r % 2] += 1
    assert chi_square(counts) < CHI2_CRITICAL_P001[1], counts


def reference_below(state: int, n: int) -> tuple[int, int]:
    """Lemire's exact method, written out plainly on the reference stream: the draw x is
    rejected while ``x * n mod 2**64`` is under ``2**64 mod n``. A range of one draws
    nothing."""
    if n == 1:
        return state, 0
    limit = (1 << 64) % n
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        (x,) = reference_splitmix64((state - 0x9E3779B97F4A7C15) & MASK, 1)
        if x * n & MASK >= limit:
            return state, x * n >> 64


# States at the edges of the 64-bit range and of its halves, and around the increment.
EDGE_STATES = (
    0,
    1,
    MASK,
    MASK - 1,
    1 << 63,
    (1 << 63) - 1,
    (1 << 32) - 1,
    1 << 32,
    0x9E3779B97F4A7C15,
    -0x9E3779B97F4A7C15 & MASK,
    (-0x9E3779B97F4A7C15 - 1) & MASK,
)
RANGES = (1, 2, 3, 4, 5, 6, 7, 10, 12, 100, 1000, 2**16, 2**29 - 1, 2**29, 2**30 - 1, 2**30)
WIDE_RANGES = (2**30 + 1, 2**31, 2**32 - 1, 2**32 + 1, 2**62, 2**63 + 5, MASK)


def test_generator_matches_reference_over_many_states() -> None:
    """Saved games replay only if every state gives the reference's numbers: edge states
    and thousands of others, every kind of range (small dice to the full 64 bits)."""
    draw = random.Random(18)
    states = EDGE_STATES + tuple(draw.getrandbits(64) for _ in range(3000))
    for state in states:
        assert rng.next_u64(state) == (
            (state + 0x9E3779B97F4A7C15) & MASK,
            reference_splitmix64(state, 1)[0],
        )
        for n in RANGES + WIDE_RANGES:
            expected = reference_below(state, n)
            assert rng.below(state, n) == expected, (state, n)
            assert rng.below_halves(state, n) == expected, (state, n)
            assert rng.below_words(state, n) == expected, (state, n)


def test_generator_matches_reference_over_many_seeds() -> None:
    for seed in (*range(500), -1, -(2**70), 2**64, 2**64 + 1, 10**30):
        state = (seed & MASK) ^ 0x5DEECE66D
        assert rng.seed_to_state(seed) == (state + 0x9E3779B97F4A7C15) & MASK
        state = halves = expected = rng.seed_to_state(seed)
        for n in (2, 3, 4, 5, 6, 52, 110):
            state, r = rng.below(state, n)
            halves, r_halves = rng.below_halves(halves, n)
            expected, r_expected = reference_below(expected, n)
            assert (state, r) == (halves, r_halves) == (expected, r_expected)


def _state_giving(x: int) -> int:
    """The state whose next output is ``x`` (SplitMix64's mix inverted)."""

    def unshift(z: int, shift: int) -> int:
        y = z
        for _ in range(64 // shift + 1):
            y = z ^ (y >> shift)
        return y

    z = unshift(x, 31)
    z = z * pow(0x94D049BB133111EB, -1, 1 << 64) & MASK
    z = unshift(z, 27)
    z = z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & MASK
    z = unshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) & MASK


@pytest.mark.parametrize("n", [3, 5, 6, 7, 12, 1000, 2**29 - 3])
def test_below_rejects_the_draws_lemire_rejects(n: int) -> None:
    """A draw whose product's low 64 bits fall under 2**64 mod n is thrown away and the
    next one taken (the rare case that keeps the result exactly uniform)."""
    limit = (1 << 64) % n
    # The smallest x above k * 2**64 / n leaves a low part under n; x = 0 always fails.
    x = next(
        (x for x in (-(-(k << 64) // n) for k in range(1, min(n, 10**5))) if x * n & MASK < limit),
        0,
    )
    state = _state_giving(x)
    assert rng.next_u64(state)[1] == x
    after, r = rng.below(state, n)
    assert (after, r) == rng.below_halves(state, n) == reference_below(state, n)
    assert (after, r) == rng.below_words(state, n)
    assert after == rng.next_u64(rng.next_u64(state)[0])[0]  # two draws taken


def test_below_draws_in_halves_exactly_when_compiled() -> None:
    """``below`` takes the halves where the module runs compiled (machine integers) and
    the whole words as pure Python (fewest operations): the same numbers either way."""
    from tradewinds import compiling

    assert compiling.compiled() is rng.NATIVE
