"""Difficulty levels: ``easy``, ``medium``, ``hard`` and ``expert``, for every game.

* ``easy``: the heuristic with an imperfect judgement
  (:class:`~tradewinds.bots.heuristic.judgement.Judgement`): it scores its options as the
  heuristic does and picks among the near-best ones with seeded noise (:data:`EASY_NOISE`),
  bids less than the heuristic for Manila's harbour master, and never makes a move the
  heuristic rates as absurd. It never plays a random move.
* ``medium``: the heuristic (:class:`~tradewinds.bots.heuristic.HeuristicBot`).
* ``hard`` and ``expert``: the heuristic improved by search, with a per-game budget worth
  about 0.3 s (hard) and 1 s (expert) of CPU a move on the project's machine
  (:data:`BUDGETS`). The search is :class:`~tradewinds.bots.ismcts.FlatRolloutBot`:
  heuristic rollouts from determinizations, compared with common random numbers, among
  the heuristic's own move and its next choices, keeping its move unless another is
  significantly better.

Why not the tree search (:class:`~tradewinds.bots.ismcts.ISMCTSBot`) for these levels:
at these budgets it lost clearly to the heuristic in every game (4-player matches against
three heuristics, 8 games each: Puerto Rico 0 wins, San Juan 1, Manila 0 with totals far
below the others'), with random rollouts, heuristic rollouts cut at 10-30 decisions, a
heuristic prior and progressive widening alike; a level above ``medium`` must not be
weaker than it. What made the flat search strong was the number of rollouts: the San Juan
and Manila heuristics read the state directly in rollouts (no view built), which made a
rollout about 4 times cheaper, and the candidates became the heuristic's next choices
instead of random moves. The measured strength is in ``docs/bots.md``. The hard budget
gives about 0.3 s a move: two candidates, rounds enough to leave the heuristic's move
when another is clearly better.
In Manila the rollouts stop at the end of the voyage and score every seat's expected
final fortune (:data:`MANILA_VOYAGE`): the rest of a game is mostly dice, which drowned
the difference between the candidates, and what is left of a voyage costs about 1.2 ms
against 7 ms for the rest of a game (about 5 voyages), so the expert affords 1,000
rollouts a move and searches every decision.
``ismcts`` stays available as its own bot (:data:`ISMCTS_ITERATIONS`).

Budgets count rollouts (or iterations), not seconds, so a game between bots stays
reproducible from its seed whatever the machine's speed. Each level is registered as a
bot (see :mod:`tradewinds.bots`), so it can be named wherever a bot is:
``tradewinds play --seats human,expert,medium,easy``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.game import State
from .heuristic import HeuristicBot, state_strategy_for, strategy_for
from .heuristic.judgement import Judgement, Noise
from .heuristic.manila import end_of_voyage, expected_fortunes
from .ismcts import FlatRolloutBot, FlatSearch, ISMCTSBot, RolloutCut

if TYPE_CHECKING:
    from . import Bot, Observation

LEVELS = ("easy", "medium", "hard", "expert")

# How imperfect the easy level's judgement is, per game, in the heuristic's own scoring
# unit (victory points in Puerto Rico and San Juan, pesos in Manila). Chosen so that easy
# sits between random and medium in the arena (docs/bots.md, "Measured strength").
EASY_NOISE: dict[str, Noise] = {
    "puerto_rico": Noise(temperature=1.0, tolerance=3.0),
    "san_juan": Noise(temperature=1.0, tolerance=3.0),
    "manila": Noise(temperature=3.0, tolerance=10.0, appraisal=0.5),
}
DEFAULT_EASY_NOISE = Noise(temperature=1.0, tolerance=3.0)


@dataclass(frozen=True)
class SearchBudget:
    """How one search level plays one game: heuristic rollouts per move, and how many
    moves (the heuristic's and others drawn at random) they are shared among."""

    rollouts: int
    candidates: int = 4
    # Whether the other candidates are the heuristic's next choices (it must be able to
    # choose among any part of the legal moves) or moves drawn at random.
    ranked: bool = True
    # Rollouts stop there and are scored by the estimated margin (None: the game's end).
    cut: RolloutCut | None = None


# Manila rollouts play out the voyage only, then score the expected fortunes.
MANILA_VOYAGE = RolloutCut(end_of_voyage, expected_fortunes, scale=30.0)

# Calibrated in CPU time (``time.process_time``, one core) over positions of 4-player games
# between heuristics: a heuristic rollout costs about 52 ms in Puerto Rico (86 ms with all
# expansions), 12 ms in San Juan and 7 ms in Manila (their heuristics read the state
# directly in rollouts), averaged over a game's decisions.
BUDGETS: dict[str, dict[str, SearchBudget]] = {
    "hard": {
        "puerto_rico": SearchBudget(6, candidates=2),
        "san_juan": SearchBudget(24, candidates=2),
        "manila": SearchBudget(300, cut=MANILA_VOYAGE),
    },
    "expert": {
        "puerto_rico": SearchBudget(20),
        "san_juan": SearchBudget(80),
        # Rollouts to the end of the voyage, scored by the expected fortunes: every
        # decision searched (see MANILA_VOYAGE).
        "manila": SearchBudget(1000, cut=MANILA_VOYAGE),
    },
}
DEFAULT_BUDGET = {"hard": SearchBudget(6, candidates=2), "expert": SearchBudget(20)}

# The tree search as a bot of its own (``ismcts``): random rollouts, about 1 s of
# iterations a move (CPU time, 4 players; ``tradewinds bench GAME --ismcts``).
ISMCTS_ITERATIONS: dict[str, int] = {"puerto_rico": 500, "san_juan": 450, "manila": 1200}
DEFAULT_ISMCTS_ITERATIONS = 500


def game_name(observation: Observation) -> str:
    """The name of the game an observation belongs to."""
    if isinstance(observation, State):
        return observation.game_name
    return str(observation["game"])


class EasyBot:
    """The heuristic with an imperfect judgement: its own scores, read with the noise of
    :data:`EASY_NOISE` (one :class:`~tradewinds.bots.heuristic.judgement.Judgement` per
    game, seeded from the bot's seed, so the same seed plays the same game)."""

    __slots__ = ("_judgements", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._judgements: dict[str, Judgement] = {}

    @property
    def name(self) -> str:
        return "easy"

    def judgement(self, game: str) -> Judgement:
        """The noisy stream that plays ``game`` (made on first use, then kept)."""
        judgement = self._judgements.get(game)
        if judgement is None:
            noise = EASY_NOISE.get(game, DEFAULT_EASY_NOISE)
            judgement = self._judgements[game] = Judgement(self.seed, noise)
        return judgement

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        game = game_name(observation)
        judgement = self.judgement(game)
        if isinstance(observation, State):
            return state_strategy_for(game)(observation, legal_actions, judgement)
        return strategy_for(game)(observation, legal_actions, judgement)

    def __repr__(self) -> str:
        return f"EasyBot(seed={self.seed})"


class MediumBot(HeuristicBot):
    """The heuristic, under its level's name."""

    __slots__ = ()

    @property
    def name(self) -> str:
        return "medium"

    def __repr__(self) -> str:
        return f"MediumBot(seed={self.seed})"


class SearchLevelBot:
    """The heuristic improved by search, with the budget of its level for the game."""

    __slots__ = ("_budgets", "_level", "_searchers", "seed")

    def __init__(
        self, seed: int, level: str, budgets: Mapping[str, SearchBudget] | None = None
    ) -> None:
        if level not in BUDGETS:
            raise ValueError(f"no search level {level!r}; levels: {', '.join(BUDGETS)}")
        self.seed = seed
        self._level = level
        self._budgets = BUDGETS[level] if budgets is None else budgets
        self._searchers: dict[str, FlatRolloutBot] = {}

    @property
    def name(self) -> str:
        return self._level

    def budget(self, game: str) -> SearchBudget:
        """The search budget of this level for ``game``."""
        return self._budgets.get(game, DEFAULT_BUDGET[self._level])

    def searcher(self, game: str) -> FlatRolloutBot:
        """The search that plays ``game`` (made on first use, then kept: its random
        stream goes on from move to move)."""
        searcher = self._searchers.get(game)
        if searcher is None:
            budget = self.budget(game)
            searcher = self._searchers[game] = FlatRolloutBot(
                self.seed,
                rollouts=budget.rollouts,
                candidates=budget.candidates,
                ranked=budget.ranked,
                cut=budget.cut,
                name=self._level,
            )
        return searcher

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.searcher(game_name(observation)).choose(observation, legal_actions)

    def start(
        self, observation: Observation, legal_actions: Sequence[Action]
    ) -> Action | FlatSearch:
        """The move if no search is needed, else the search to run (in slices if wanted:
        see :class:`~tradewinds.bots.ismcts.FlatSearch`); the same move as ``choose``."""
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.searcher(game_name(observation)).start(observation, legal_actions)

    def __repr__(self) -> str:
        return f"SearchLevelBot(seed={self.seed}, level={self._level!r})"


class ISMCTSLevelBot:
    """:class:`~tradewinds.bots.ismcts.ISMCTSBot` with about 1 s of iterations a move."""

    __slots__ = ("_searchers", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._searchers: dict[str, ISMCTSBot] = {}

    @property
    def name(self) -> str:
        return "ismcts"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal actions to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        game = game_name(observation)
        searcher = self._searchers.get(game)
        if searcher is None:
            iterations = ISMCTS_ITERATIONS.get(game, DEFAULT_ISMCTS_ITERATIONS)
            searcher = self._searchers[game] = ISMCTSBot(
                self.seed, iterations=iterations, name="ismcts"
            )
        return searcher.choose(observation, legal_actions)

    def __repr__(self) -> str:
        return f"ISMCTSLevelBot(seed={self.seed})"


def hard_bot(seed: int) -> Bot:
    return SearchLevelBot(seed, "hard")


def expert_bot(seed: int) -> Bot:
    return SearchLevelBot(seed, "expert")
