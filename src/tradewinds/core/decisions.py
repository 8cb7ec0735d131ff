"""A game's decisions (its numbered phases) as data, and the refusal every such game
gives an action of another decision than the one asked now.

Each game declares its decisions once: their names (the ids its views and catalogs use),
the action kinds each one takes and the phase that ends the game. Its ``_why_phase``
(the first check of its refusals) asks :meth:`Decisions.refusal`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import Reason
from .phrase import Seat, Verbatim

if TYPE_CHECKING:
    from .actions import Action
    from .machine import PhaseMachine


@dataclass(frozen=True, kw_only=True)
class Decisions:
    """A game's decisions: ``names[phase]``, the action kinds ``kinds[phase]`` each one
    takes, and ``over``, the phase of a game that has ended.

    The refusal's catalog message is ``<prefix>-why-other-decision``, with the decision
    named by the term ``<prefix>-<term>-<name>`` and the legal actions' notations as the
    argument ``legal`` (each game's catalogs name them so); ``shown``: how many legal
    actions it quotes at most (None: all)."""

    prefix: str
    names: tuple[str, ...]
    kinds: Mapping[int, frozenset[int]]
    over: int
    term: str = "why-decision"
    legal: str = "legal"
    shown: int | None = None

    def refusal(self, state: PhaseMachine, action: Action) -> Reason | None:
        """Why ``action`` is refused for belonging to no decision of ``state`` now (the
        game is over, or it is another decision's), or None."""
        phase = state.phase
        if phase == self.over:
            return Reason("the game is over", ("error-game-over", {}))
        if action.kind in self.kinds[phase]:
            return None
        allowed = ", ".join(str(a) for a in state.legal_actions()[: self.shown])
        decision = self.names[phase]
        seat = state.actor
        # The English sentence quotes the decision's name (its catalog term's English
        # value; other languages name it in their words) and the notations a person types
        # (Verbatim: the same in every language).
        return Reason(
            f"it is {state.names[seat]}'s decision '{decision}'; legal now: {allowed}",
            (
                f"{self.prefix}-why-other-decision",
                {
                    "player": Seat(seat),
                    "decision": f"{self.prefix}-{self.term}-{decision}",
                    self.legal: Verbatim(allowed),
                },
            ),
        )
