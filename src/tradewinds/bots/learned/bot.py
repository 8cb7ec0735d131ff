"""A bot that plays by a network's policy (no search): the learned evaluation on its own."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from ...core.actions import Action
from ...core.game import State
from .network import Network

if TYPE_CHECKING:
    from .. import Observation

__all__ = ["PolicyBot", "seat_state"]


def seat_state(observation: Observation, rng: random.Random) -> State:
    """A state for the observing seat: the observation itself when it is a state (a
    determinization already), else a determinization of the seat's view. The network
    reads it through the observer, which reads only what that seat may know."""
    if isinstance(observation, State):
        return observation
    determinize = getattr(observation, "determinize", None)
    if determinize is None:
        raise TypeError("the network bots need a SeatView or a determinized state")
    state: State = determinize(rng.getrandbits(62))
    return state


class PolicyBot:
    """Plays the network's most probable legal action (``greedy``) or samples it."""

    def __init__(self, network: Network, seed: int, *, greedy: bool = True) -> None:
        self.network = network
        self.observer = network.observer()
        self.greedy = greedy
        self._rng = random.Random(seed)

    @property
    def name(self) -> str:
        return "policy"

    def probabilities(self, state: State, legal: Sequence[Action]) -> list[float]:
        """The policy's probability of each of ``legal`` (in that order) for the seat to
        act in ``state``."""
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over: nobody to act")
        x = self.observer.tensor(state, seat)[None, :]
        mask = np.zeros((1, self.network.num_actions), np.int8)
        ids = [a.id for a in legal]
        mask[0, ids] = 1
        probs, _ = self.network.evaluate(x, mask)
        return [float(probs[0, i]) for i in ids]

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        probs = self.probabilities(seat_state(observation, self._rng), legal_actions)
        if self.greedy:
            best = max(range(len(probs)), key=lambda i: (probs[i], -legal_actions[i].id))
            return legal_actions[best]
        return self._rng.choices(list(legal_actions), weights=probs)[0]

    def __repr__(self) -> str:
        return f"PolicyBot({self.network.game}, greedy={self.greedy})"
