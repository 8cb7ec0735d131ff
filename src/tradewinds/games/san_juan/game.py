"""Registration of San Juan with the tradewinds core: player counts and options."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, Final

from ...core.game import GameInfo, Sample, register
from ...core.options import OptionSpec
from ...core.phrase import Phrase

if TYPE_CHECKING:
    from ...core.actions import Action
    from .state import SanJuanState


@cache  # an import statement costs a few microseconds on every call: look it up once
def _state() -> type[SanJuanState]:
    from .state import SanJuanState

    return SanJuanState


def _rules(state: Any, action: Action) -> str | None:
    """The rule predicates' verdict on ``action`` (imported on first use: only the
    conformance suite asks)."""
    from .refusal_rules import refusal_message

    return refusal_message(state, action)


def _invariants(state: Any) -> None:
    """The conservation laws and bounds (imported on first use, like the engine)."""
    from .invariants import check_invariants

    check_invariants(state)


def _phrase(state: Any, action: Action) -> Phrase:
    """The action in words (imported on first use, like the engine)."""
    from .phrases import phrase

    return phrase(state, action)


def _structure(state: Any, action: Action) -> tuple[str, dict[str, Any]]:
    """The action as data (imported on first use, like the engine)."""
    from .structure import structure

    return structure(state, action)


INFO: Final = GameInfo(
    name="san_juan",
    title="San Juan",
    player_counts=(2, 3, 4),
    options=(
        OptionSpec(
            "setup_variant",
            "choice",
            "off",
            ("off", "on"),
            "Setup variant: each player is dealt 4 + his position from the governor cards "
            "and keeps 4 of them.",
        ),
        OptionSpec(
            "first_governor",
            "choice",
            "random",
            ("random", 0, 1, 2, 3),
            "Seat of the first governor, or random (drawn from the seed).",
        ),
        OptionSpec(
            "game_end",
            "choice",
            "end_of_phase",
            ("end_of_phase", "immediate"),
            "When a 12th building is built: finish the builder phase, then end "
            "(end_of_phase), or end right after that building (immediate).",
        ),
        OptionSpec(
            "covered_rebuild",
            "choice",
            "forbidden",
            ("forbidden", "allowed"),
            "May a player build again a violet building he covered with the Crane? "
            "forbidden (the rulebook: each violet building only once) or allowed (house "
            "rule).",
        ),
    ),
    create=lambda players, seed, options, names: _state().new(players, seed, options, names),
    load=lambda data: _state().load(data),
    phrase=_phrase,
    # The conformance suite plays every player count and once every variant together.
    samples=(
        *(Sample(n, kinds=7) for n in (2, 3, 4)),
        Sample(
            3,
            {"setup_variant": "on", "game_end": "immediate", "covered_rebuild": "allowed"},
            kinds=7,
        ),
    ),
    invariants=_invariants,
    rules=_rules,
    structure=_structure,
)


register(INFO)
