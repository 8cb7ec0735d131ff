"""Imperfect judgement: the heuristic's own scores, read with a person's noise.

The ``easy`` level is the heuristic playing like a less careful person, not like a coin:
it scores the options exactly as the heuristic does, then picks among the ones that
score close to the best, the better ones more often (a softmax at a temperature, drawn
as a Gumbel-max from the bot's seeded stream). An option more than ``tolerance`` points
below the best is never taken, nor one the heuristic rates below zero while the best is
worth something (a building worth less than its price, a seat on a boat that does not
pay its cost): it never makes a move the heuristic rates as absurd.

The strategies take the noise through their ``rng`` argument: a :class:`Judgement` is a
:class:`random.Random` that also knows how to pick. Each strategy decides which of its
decisions are matters of judgement (which role, which building, which seat on a boat)
and plays the others exactly with :attr:`Judgement.plain` (selling, shipping, paying
with the least valuable cards: a person does not get those wrong). With a plain
``random.Random`` nothing changes: the heuristic plays as it always has.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...core.actions import Action

EPSILON = 1e-9


@dataclass(frozen=True)
class Noise:
    """How imperfect a judgement is, in the game's scoring unit (VP or pesos).

    * ``temperature``: the softmax temperature over the scores; an option ``t`` points
      below another is taken e^-1 times as often.
    * ``tolerance``: options more than this below the best are never taken.
    * ``appraisal``: the lowest fraction of a valuation it may settle for when it names a
      price (Manila's harbour-master auction): it bids up to a fraction between this and
      1 of the heuristic's value, never more.
    """

    temperature: float
    tolerance: float
    appraisal: float = 1.0


class Judgement(random.Random):
    """A seeded random stream that picks among scored options with :class:`Noise`."""

    def __init__(self, seed: int, noise: Noise) -> None:
        super().__init__(seed)
        self.noise = noise
        # The stream of the decisions played exactly (ties only), kept apart so that
        # they draw nothing from the noisy stream.
        self.plain = random.Random(self.getrandbits(63))

    def pick(self, scored: Sequence[tuple[float, Action]]) -> Action:
        """One of the options scoring within ``tolerance`` of the best, and not below
        zero unless the best is: the argmax of score / temperature plus Gumbel noise (one
        draw per such option)."""
        top = max(s for s, _ in scored)
        floor = max(top - self.noise.tolerance, min(top, 0.0)) - EPSILON
        temperature = self.noise.temperature
        chosen = scored[0][1]
        best_key = -math.inf
        for score, action in scored:
            if score < floor:
                continue
            # random() lies in [0, 1): kept off zero, whose log is undefined.
            gumbel = -math.log(-math.log(max(self.random(), 1e-300)))
            key = score / temperature + gumbel
            if key > best_key:
                best_key, chosen = key, action
        return chosen

    def appraise(self, value: float) -> float:
        """The value a person settles on for a thing the heuristic values at ``value``:
        a fraction of it between ``appraisal`` and 1 (never more than the heuristic)."""
        low = self.noise.appraisal
        return value * (low + (1.0 - low) * self.random())


def pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action | None:
    """The :class:`Judgement`'s pick when ``rng`` is one, else None (the caller's exact
    choice stands)."""
    if isinstance(rng, Judgement):
        return rng.pick(scored)
    return None


def exact(rng: random.Random, judged: bool) -> random.Random:
    """The stream a decision is played with: ``rng`` itself for a matter of judgement,
    a :class:`Judgement`'s plain stream for a decision played exactly."""
    if not judged and isinstance(rng, Judgement):
        return rng.plain
    return rng
