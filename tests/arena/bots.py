"""Test bots: a strong-ish one and broken ones, registered only for the tests that use them.

The classes live at module level so that worker processes can use them too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tradewinds.bots import Bot, Observation, RandomBot
from tradewinds.core.actions import Action


class FirstBot(RandomBot):
    """Always the first legal action: clearly stronger than random in San Juan."""

    @property
    def name(self) -> str:
        return "first"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[0]


class CrashBot(RandomBot):
    """Plays randomly, then raises at its third decision."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.decisions = 0

    @property
    def name(self) -> str:
        return "crash"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        self.decisions += 1
        if self.decisions == 3:
            raise RuntimeError("deliberate crash")
        return super().choose(observation, legal_actions)


class CheatBot(RandomBot):
    """Returns an action that is never legal (not one of the game's actions)."""

    @property
    def name(self) -> str:
        return "cheat"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        return Action(9999, 0, 0, 0, "take everything")


def broken_factory(seed: int) -> RandomBot:
    raise OSError("no model file")


TEST_BOTS: dict[str, Callable[[int], Bot]] = {
    "first": FirstBot,
    "crash": CrashBot,
    "cheat": CheatBot,
    "unbuildable": broken_factory,
}
