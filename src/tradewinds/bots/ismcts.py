"""Information-set Monte Carlo tree search (single-observer ISMCTS), for every game.

The bot searches from what its seat knows and nothing more. Each iteration

1. **determinizes**: draws a full state consistent with the seat's knowledge
   (``observation.determinize(seed)`` on a :class:`~tradewinds.bots.SeatView`, or
   ``observation.determinize(seat, seed)`` when the observation is a state), with a seed
   drawn from the bot's own generator;
2. **selects** down the tree, which is keyed by action ids along the path, so one node
   stands for every determinization that reached it (an information set of the searching
   seat, merged with the other seats' decisions: *single-observer* ISMCTS). Only the
   children legal in this determinization compete, by UCB with *availability*: a child
   counts how often it could have been chosen, not how often its parent was visited
   (Cowling, Powley & Whitehouse 2012);
3. **expands** one untried legal action (with ``heuristic_prior``, the heuristic's move
   comes first at every new node; with ``widening`` = ``a``, a node visited ``n`` times
   has at most ``(n + 1) ** a`` children, so a small budget studies a few moves well
   instead of every move once: progressive widening);
4. **rolls out** to the end of the game (or a depth limit) with the ``random`` policy
   (uniform over ``legal_actions()``, the fastest) or the ``heuristic`` policy (the
   :class:`~tradewinds.bots.heuristic.HeuristicBot` of the game, told the rollout state);
5. **backpropagates** one reward per seat: each edge adds the reward of the seat that
   chose it.

Reward of a seat (see :func:`rewards`): ``1 - score_weight`` for a win, split equally
among shared winners, plus ``score_weight`` times a score-margin term in ``(0, 1)``:
``0.5 + 0.5 tanh(margin / scale)``, where the margin is the seat's total less the best
other total and the scale half the largest total. The margin term separates good losses
from bad ones and big wins from narrow ones, which matters when most rollouts are lost;
it is smooth and never flat (a clipped margin left a seat far behind with no signal at
all). A rollout cut short by the depth limit is scored from the current totals
(``result()`` ranks a game in progress too). Defaults: ``score_weight`` 0.1, exploration
constant 0.7.

The move played is the most visited child of the root (ties: the higher mean reward).
With an ``iterations`` budget the bot is reproducible: the same seed and the same
observations give the same moves. A ``seconds`` budget stops the search by the clock.

Cost: an iteration is a determinization, a short walk down the tree and one playout, so
it costs about as much as one random playout from the same position (``tradewinds bench
GAME --ismcts`` measures the ratio; the tree never builds a view).

:class:`FlatRolloutBot` is the other search here: flat Monte Carlo over heuristic
rollouts with common random numbers and a significance test, which improves on the
heuristic where the tree search, at the budgets a player waits for, does not.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ..core.actions import Action
from ..core.game import State

if TYPE_CHECKING:
    from . import Bot, Observation

RolloutPolicy = Literal["random", "heuristic"]
ROLLOUT_POLICIES: tuple[RolloutPolicy, ...] = ("random", "heuristic")

DEFAULT_EXPLORATION = 0.7
DEFAULT_SCORE_WEIGHT = 0.1
# The margin term is 0.5 + 0.5 tanh(margin / (MARGIN_SCALE x the largest |total|)).
MARGIN_SCALE = 0.5


class Node:
    """Statistics of the edge into this node, and the node's children by action id."""

    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed rewards of the seat that chose this edge
        self.avail = 1  # how often this edge was legal when its parent was searched


@dataclass(frozen=True)
class RolloutCut:
    """Where a game's rollouts may stop short of its end, and how they are scored there.

    ``stop(root)`` returns the test that ends a rollout begun from ``root`` (a
    determinization of the position searched); ``estimate(state)`` is every seat's
    expected final score from that position (the exact scores once the game is over).
    A rollout then scores ``tanh((own estimate - best other estimate) / scale)``: the
    margin over the leader, which is what decides a win. Cutting a rollout removes the
    later luck from the comparison of the candidates, and makes each rollout cheaper.
    """

    stop: Callable[[State], Callable[[State], bool]]
    estimate: Callable[[State], Sequence[float]]
    scale: float


def margin_reward(estimates: Sequence[float], seat: int, scale: float) -> float:
    """``tanh`` of the seat's lead over the best other seat, in units of ``scale``.

    >>> round(margin_reward([10.0, 40.0, 25.0], 1, 15.0), 3)
    0.762
    >>> round(margin_reward([10.0, 40.0, 25.0], 0, 15.0), 3)
    -0.964
    """
    best_other = max(v for i, v in enumerate(estimates) if i != seat)
    return math.tanh((estimates[seat] - best_other) / scale)


def rewards(result: Mapping[str, Any], players: int, score_weight: float) -> list[float]:
    """Per-seat reward of a (final or current) ``result()``: see the module docstring.

    >>> scores = [{"total": 40}, {"total": 50}, {"total": 30}]
    >>> rewards({"winners": [1], "scores": scores}, 3, 0.0)
    [0.0, 1.0, 0.0]
    >>> [round(r, 3) for r in rewards({"winners": [1], "scores": scores}, 3, 0.2)]
    [0.062, 0.938, 0.034]
    """
    winners = result["winners"]
    out = [0.0] * players
    if winners:
        share = (1.0 - score_weight) / len(winners)
        for seat in winners:
            out[seat] = share
    if score_weight:
        totals = [float(s["total"]) for s in result["scores"]]
        scale = MARGIN_SCALE * max(1.0, max(abs(t) for t in totals))
        tanh = math.tanh
        for seat in range(players):
            best_other = max(t for i, t in enumerate(totals) if i != seat)
            # Smooth, never flat: a seat far behind still prefers to be less far behind.
            out[seat] += score_weight * 0.5 * (1.0 + tanh((totals[seat] - best_other) / scale))
    return out


class ISMCTSBot:
    """Single-observer information-set MCTS (see the module docstring).

    ``iterations`` and ``seconds`` bound the search (whichever ends it first; at least one
    must be given). ``exploration`` is the UCB constant (rewards lie in ``[0, 1]``),
    ``rollout`` the playout policy, ``max_rollout_depth`` the number of decisions after
    which a rollout stops and is scored from the current totals (``None``: play to the
    end), ``score_weight`` the share of the reward given by the score margin.
    """

    def __init__(
        self,
        seed: int,
        *,
        iterations: int | None = 1000,
        seconds: float | None = None,
        exploration: float = DEFAULT_EXPLORATION,
        rollout: RolloutPolicy = "random",
        max_rollout_depth: int | None = None,
        score_weight: float = DEFAULT_SCORE_WEIGHT,
        heuristic_prior: bool = False,
        widening: float | None = None,
        name: str = "ismcts",
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("give an iterations or a seconds budget")
        if iterations is not None and iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {iterations}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, got {seconds}")
        if rollout not in ROLLOUT_POLICIES:
            raise ValueError(
                f"rollout must be one of {', '.join(ROLLOUT_POLICIES)}; got {rollout!r}"
            )
        if max_rollout_depth is not None and max_rollout_depth < 0:
            raise ValueError(f"max_rollout_depth must be >= 0, got {max_rollout_depth}")
        if not 0.0 <= score_weight <= 1.0:
            raise ValueError(f"score_weight must lie in [0, 1], got {score_weight}")
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.max_rollout_depth = max_rollout_depth
        self.score_weight = score_weight
        self._name = name
        self._rng = random.Random(seed)
        if widening is not None and not 0.0 < widening < 1.0:
            raise ValueError(f"widening must lie in (0, 1), got {widening}")
        self.heuristic_prior = heuristic_prior
        self.widening = widening
        self._policy: Bot | None = None
        if rollout == "heuristic" or heuristic_prior:
            from .heuristic import HeuristicBot

            self._policy = HeuristicBot(self._rng.getrandbits(63))
        self.last_iterations = 0  # iterations run by the last search (for measurements)

    @property
    def name(self) -> str:
        return self._name

    def __repr__(self) -> str:
        budget = f"iterations={self.iterations}" if self.iterations is not None else ""
        if self.seconds is not None:
            budget += f"{', ' if budget else ''}seconds={self.seconds}"
        return f"ISMCTSBot(seed={self.seed}, {budget}, rollout={self.rollout!r})"

    # ------------------------------------------------------------------ search
    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = self.search(observation)
        by_id = {a.id: a for a in legal_actions}
        best: Action | None = None
        best_key = (-1, -1.0)
        for action_id, child in root.children.items():
            action = by_id.get(action_id)
            if action is None or child.visits == 0:
                continue
            key = (child.visits, child.reward / child.visits)
            if key > best_key:
                best, best_key = action, key
        return best if best is not None else legal_actions[0]

    def search(self, observation: Observation) -> Node:
        """Run the search from ``observation``; return the root (children = its moves)."""
        determinize = _determinizer(observation)
        getrandbits = self._rng.getrandbits
        score_weight = self.score_weight
        limit = self.iterations if self.iterations is not None else 1 << 62
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        clock = time.perf_counter
        root = Node()
        done = 0
        while done < limit:
            if deadline is not None and done and clock() >= deadline:
                break
            state = determinize(getrandbits(62))
            path = self._select(state, root)
            self._rollout(state)
            # Backpropagation: each edge earns the reward of the seat that chose it.
            reward = rewards(state.result(), state.players, score_weight)
            root.visits += 1
            for child, seat in path:
                child.visits += 1
                child.reward += reward[seat]
            done += 1
        self.last_iterations = done
        return root

    def _select(self, state: State, root: Node) -> list[tuple[Node, int]]:
        """Selection and expansion: plays ``state`` down the tree (UCB among the children
        available in this determinization) until it adds a child or the game ends; the
        path taken, each node with the seat that chose it."""
        rand = self._rng.random
        log = math.log
        sqrt = math.sqrt
        c = self.exploration
        prior = self._policy if self.heuristic_prior else None
        widening = self.widening
        node = root
        path: list[tuple[Node, int]] = []
        legal = state.legal_actions()
        while legal:
            mover: int = state.current_player  # type: ignore[assignment]
            children = node.children
            untried: list[Action] | None = None
            tried = 0
            for action in legal:
                child = children.get(action.id)
                if child is None:
                    if untried is None:
                        untried = [action]
                    else:
                        untried.append(action)
                else:
                    child.avail += 1
                    tried += 1
            if untried is not None and (
                tried == 0 or widening is None or len(children) < (node.visits + 1) ** widening
            ):
                if prior is not None and not children:
                    # The heuristic's move is the first child of every node.
                    action = prior.choose(state, legal)
                else:
                    action = untried[int(rand() * len(untried))]
                child = children[action.id] = Node()
                path.append((child, mover))
                state.apply(action)
                break
            best_value = -1.0
            best_action = legal[0]
            for action in legal:
                child = children.get(action.id)
                if child is None:
                    continue
                value = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best_value, best_action = value, action
            node = children[best_action.id]
            path.append((node, mover))
            state.apply(best_action)
            legal = state.legal_actions()
        return path

    def _rollout(self, state: State) -> None:
        """Plays ``state`` on at random (or by the heuristic) to the end or the depth limit."""
        rand = self._rng.random
        depth_limit = self.max_rollout_depth
        rollout_policy = self._policy if self.rollout == "heuristic" else None
        legal = state.legal_actions()
        steps = 0
        if rollout_policy is None:
            while legal:
                if depth_limit is not None and steps >= depth_limit:
                    break
                state.apply(legal[int(rand() * len(legal))])
                legal = state.legal_actions()
                steps += 1
        else:
            choose = rollout_policy.choose
            while legal:
                if depth_limit is not None and steps >= depth_limit:
                    break
                state.apply(choose(state, legal))
                legal = state.legal_actions()
                steps += 1


def _determinizer(observation: Observation) -> Callable[[int], State]:
    """A function from a seed to a determinization of ``observation`` for its seat."""
    if isinstance(observation, State):
        seat = observation.current_player
        if seat is None:
            raise ValueError("the game is over: there is nothing to search")
        return lambda seed: observation.determinize(seat, seed)
    determinize = getattr(observation, "determinize", None)
    if determinize is None:
        raise TypeError(
            "ISMCTS needs an observation that can be determinized (a SeatView or a State), "
            f"got {type(observation).__name__}"
        )
    return determinize  # type: ignore[no-any-return]


def _never(state: State) -> bool:
    return False


# One-sided 95% quantiles of Student's t by degrees of freedom. Two rounds (one degree)
# are never enough to leave the heuristic: two equal gains by chance give a zero spread.
_T95 = (float("inf"), float("inf"), 2.92, 2.35, 2.13, 2.02, 1.94, 1.89, 1.86, 1.83, 1.81)


class FlatRolloutBot:
    """Determinized flat Monte Carlo over heuristic rollouts, with common random numbers.

    Policy improvement of the heuristic (Tesauro & Galperin 1996): the candidates are the
    heuristic's own move and up to ``candidates - 1`` other legal moves: the heuristic's
    next choices (``ranked``: asked again with the moves taken so far left out), or moves
    drawn at random;
    each round draws one determinization and plays every candidate on a copy of it, then
    the heuristic for every seat to the end (or ``max_rollout_depth`` decisions). All the
    candidates of a round meet the same hidden cards and dice, so their paired rewards
    differ by what the move did more than by luck.

    The heuristic's move is kept unless another candidate beats it significantly: its mean
    paired gain must exceed ``z`` standard errors (at least the one-sided 95% quantile of
    Student's t for the number of rounds) and ``margin``. With a few rounds and
    several candidates, the best-looking one is mostly the luckiest; without this test
    the bot would follow noise (measured: far worse than the heuristic itself).
    ``rollouts`` is the budget: ``rollouts // candidates`` rounds (at least two). With a
    ``cut`` (:class:`RolloutCut`) the rollouts stop where it says and score the estimated
    margin over the leader instead of the final result.
    """

    def __init__(
        self,
        seed: int,
        *,
        rollouts: int = 40,
        candidates: int = 4,
        score_weight: float = 0.5,
        max_rollout_depth: int | None = None,
        z: float = 2.0,
        margin: float = 0.0,
        ranked: bool = True,
        cut: RolloutCut | None = None,
        name: str = "flat",
    ) -> None:
        from .heuristic import HeuristicBot

        if rollouts < 1 or candidates < 1:
            raise ValueError("rollouts and candidates must be at least 1")
        self.seed = seed
        self.rollouts = rollouts
        self.candidates = candidates
        self.score_weight = score_weight
        self.max_rollout_depth = max_rollout_depth
        self.z = z
        self.margin = margin
        self.ranked = ranked
        self.cut = cut
        self._name = name
        self._rng = random.Random(seed)
        self._policy = HeuristicBot(self._rng.getrandbits(63))
        self.last_rollouts = 0
        self.deviations = 0  # moves that differed from the heuristic's (for measurements)

    @property
    def name(self) -> str:
        return self._name

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        search = self.start(observation, legal_actions)
        if isinstance(search, Action):
            return search
        search.run(observation)
        return search.best(legal_actions)

    def start(
        self, observation: Observation, legal_actions: Sequence[Action]
    ) -> Action | FlatSearch:
        """The move if no search is needed, else the search to run: ``choose`` in parts,
        so that a server can run a search in slices (:class:`FlatSearch`)."""
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        own = self._policy.choose(observation, legal_actions)
        if not isinstance(observation, State) and not hasattr(observation, "determinize"):
            return own  # a bare view cannot be searched: play the heuristic
        candidates = self._candidates(observation, legal_actions, own)
        return FlatSearch(
            self, [a.id for a in candidates], max(2, self.rollouts // len(candidates))
        )

    def _candidates(
        self, observation: Observation, legal_actions: Sequence[Action], own: Action
    ) -> list[Action]:
        """The heuristic's move, then its next choices: each asked of the heuristic with
        the moves already taken left out (its second best, third best...). A heuristic
        that cannot choose among a part of the legal moves (``ranks_subsets`` false) gets
        the others drawn at random instead."""
        rest = [a for a in legal_actions if a is not own]
        wanted = self.candidates - 1
        if len(rest) <= wanted:
            return [own, *rest]
        if not self.ranked:
            return [own, *self._rng.sample(rest, wanted)]
        candidates = [own]
        choose = self._policy.choose
        for _ in range(wanted):
            pick = choose(observation, rest)
            candidates.append(pick)
            rest = [a for a in rest if a is not pick]
        return candidates


class FlatSearch:
    """A :class:`FlatRolloutBot` search under way: its candidates (by action id), the
    rewards of the rounds played so far, and the bot itself (whose random streams go on
    from round to round).

    It holds no state of the game, only plain values, so it can be pickled between two
    rounds and resumed in another process on the same position: the rounds left draw the
    same determinizations and rollouts as if it had never stopped, so the move does not
    depend on where the search was cut (the web server runs long searches in slices so
    that a short one never waits behind a whole expert decision).
    """

    __slots__ = ("bot", "candidates", "next_round", "results", "rounds", "seat")

    def __init__(self, bot: FlatRolloutBot, candidates: list[int], rounds: int) -> None:
        self.bot = bot
        self.candidates = candidates
        self.rounds = rounds
        self.results = [[0.0] * rounds for _ in candidates]
        self.next_round = 0
        self.seat = -1

    @property
    def done(self) -> bool:
        return self.next_round >= self.rounds

    def run(self, observation: Observation, until: Callable[[], bool] | None = None) -> None:
        """Play rounds on ``observation`` (the position ``start`` was given) until every
        round is played or, checked after each round, ``until()`` is true."""
        bot = self.bot
        rng = bot._rng
        choose = bot._policy.choose
        determinize = _determinizer(observation)
        depth_limit = bot.max_rollout_depth
        cut = bot.cut
        results = self.results
        while self.next_round < self.rounds:
            r = self.next_round
            base = determinize(rng.getrandbits(62))
            if self.seat < 0:
                self.seat = base.current_player  # type: ignore[assignment]
            seat = self.seat
            # The test depends on public facts only (the voyage), the same in every
            # determinization: made again each round, so a resumed search needs no closure.
            stop = _never if cut is None else cut.stop(base)
            for k, action_id in enumerate(self.candidates):
                state = base.clone()
                state.apply(base.action_from_id(action_id))
                legal = state.legal_actions()
                steps = 0
                while legal and not stop(state):
                    if depth_limit is not None and steps >= depth_limit:
                        break
                    state.apply(choose(state, legal))
                    legal = state.legal_actions()
                    steps += 1
                if cut is None:
                    reward = rewards(state.result(), state.players, bot.score_weight)[seat]
                else:
                    reward = margin_reward(cut.estimate(state), seat, cut.scale)
                results[k][r] = reward
            self.next_round = r + 1
            if until is not None and until():
                return

    def best(self, legal_actions: Sequence[Action]) -> Action:
        """The move once every round is played: the heuristic's, unless another candidate
        beats it significantly (see :class:`FlatRolloutBot`)."""
        if not self.done:
            raise ValueError("the search is not finished")
        bot, rounds, results = self.bot, self.rounds, self.results
        bot.last_rollouts = rounds * len(self.candidates)
        best, best_gain = 0, 0.0
        # Few rounds estimate the spread poorly: never ask for less than Student's t.
        threshold = max(bot.z, _T95[min(rounds - 1, len(_T95) - 1)])
        for k in range(1, len(self.candidates)):
            gains = [a - b for a, b in zip(results[k], results[0], strict=True)]
            mean = sum(gains) / rounds
            spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (rounds - 1) / rounds)
            if mean > bot.margin and mean > threshold * spread and mean > best_gain:
                best, best_gain = k, mean
        if best:
            bot.deviations += 1
        chosen = self.candidates[best]
        return next(a for a in legal_actions if a.id == chosen)
