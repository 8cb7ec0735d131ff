"""The random bot: a uniformly random legal action, from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.actions import Action

if TYPE_CHECKING:
    from . import Observation


class RandomBot:
    """Chooses uniformly among the legal actions.

    Each bot owns a :class:`random.Random` seeded at creation, so the same seed and the
    same decisions always give the same choices, whatever else uses the ``random`` module.

    >>> from tradewinds.core.actions import Action
    >>> legal = [Action(i, 0, 0, 0, f"a{i}") for i in range(5)]
    >>> first = [RandomBot(3).choose({}, legal) for _ in range(2)]
    >>> first[0] == first[1]
    True
    """

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    @property
    def name(self) -> str:
        return "random"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        return legal_actions[self._rng.randrange(len(legal_actions))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"
