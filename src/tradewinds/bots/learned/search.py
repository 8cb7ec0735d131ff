"""PUCT search over determinizations, guided by a network (the learned expert's search).

Each iteration draws a determinization for the searching seat (what it knows, the rest
re-sampled from its own generator), walks down one tree keyed by action ids (one node
stands for every determinization that reached it: single-observer ISMCTS), and stops at
the first node never evaluated or at the end of the game. There it asks the network, in
one batch, for every seat's value (its expected share of the win, read from that seat's
observation of the determinization) and for the mover's policy, which becomes the
node's priors. The values go back up the path, each edge earning the value of the seat
that chose it. A child is selected by

    Q(a) + c * P(a) * sqrt(N) / (1 + n(a))

(AlphaZero's PUCT), where an unvisited child's Q is its parent's mean value for the
mover. No rollouts: the network replaces them, which is what lets the search see past
the heuristic's habits. The move played is the most visited child; the budget counts
iterations, so a game between bots is reproducible from its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from ...core.actions import Action
from ...core.game import State
from ...rl.observer import returns
from ..ismcts import _determinizer
from .network import Network, masked_softmax

if TYPE_CHECKING:
    from .. import Observation

__all__ = ["PUCTBot"]


class _Node:
    __slots__ = ("children", "priors", "value", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Edge] = {}
        self.priors: dict[int, float] | None = None  # set when evaluated
        self.value = 0.0  # the mover's value when evaluated (the unvisited children's Q)
        self.visits = 0


class _Edge:
    __slots__ = ("node", "total", "visits")

    def __init__(self) -> None:
        self.node = _Node()
        self.total = 0.0
        self.visits = 0


class PUCTBot:
    """Network-guided search (see the module); ``iterations`` per decision."""

    def __init__(
        self,
        network: Network,
        seed: int,
        *,
        iterations: int = 200,
        exploration: float = 1.5,
        name: str = "puct",
    ) -> None:
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {iterations}")
        self.network = network
        self.observer = network.observer()
        self.iterations = iterations
        self.exploration = exploration
        self._name = name
        self._rng = random.Random(seed)

    @property
    def name(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return f"PUCTBot({self.network.game}, iterations={self.iterations})"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = self.search(observation)
        # The most visited move; ties: the better mean, then the lower id.
        return max(legal_actions, key=lambda a: (*_rank(root.children.get(a.id)), -a.id))

    def search(self, observation: Observation) -> _Node:
        """Run the budget from ``observation``; the root's edges hold the visit counts."""
        root = _Node()
        determinize = _determinizer(observation)
        getrandbits = self._rng.getrandbits
        for _ in range(self.iterations):
            self._iterate(root, determinize(getrandbits(62)))
        return root

    def _iterate(self, root: _Node, state: State) -> None:
        node = root
        path: list[tuple[_Node, _Edge, int]] = []
        c = self.exploration
        while True:
            legal = state.legal_actions()
            mover = state.current_player
            if mover is None or not legal:
                values = returns(state, "win")
                break
            if node.priors is None:
                values = self._evaluate(node, state, legal, mover)
                break
            priors = node.priors
            sqrt_n = math.sqrt(max(node.visits, 1))
            best_edge: _Edge | None = None
            best_action = legal[0]
            best_score = -math.inf
            uniform = 1.0 / len(legal)
            for action in legal:
                edge = node.children.get(action.id)
                if edge is None or edge.visits == 0:
                    q, n = node.value, 0
                else:
                    q, n = edge.total / edge.visits, edge.visits
                score = q + c * priors.get(action.id, uniform) * sqrt_n / (1 + n)
                if score > best_score:
                    best_score, best_action, best_edge = score, action, edge
            if best_edge is None:
                best_edge = node.children[best_action.id] = _Edge()
            path.append((node, best_edge, mover))
            state.apply(best_action)
            node = best_edge.node
        node.visits += 1
        for parent, edge, seat in path:
            parent.visits += 1
            edge.visits += 1
            edge.total += values[seat]

    def _evaluate(
        self, node: _Node, state: State, legal: Sequence[Action], mover: int
    ) -> list[float]:
        """Every seat's value from its own observation, and the mover's priors."""
        players = state.players
        x = np.stack([self.observer.tensor(state, seat) for seat in range(players)])
        logits, values, _ = self.network.forward(x)
        mask = np.zeros((1, self.network.num_actions), np.int8)
        ids = [a.id for a in legal]
        mask[0, ids] = 1
        probs = masked_softmax(logits[mover : mover + 1], mask)[0]
        node.priors = {i: float(probs[i]) for i in ids}
        total = float(values.sum())
        shares = [float(v) / total if total > 0 else 1.0 / players for v in values]
        node.value = shares[mover]
        return shares


def _rank(edge: _Edge | None) -> tuple[float, float]:
    """Visits and mean value of a root edge (zeros for a move never searched)."""
    if edge is None or edge.visits == 0:
        return (0.0, 0.0)
    return (float(edge.visits), edge.total / edge.visits)
