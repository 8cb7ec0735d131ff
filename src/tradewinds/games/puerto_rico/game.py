"""Registration of Puerto Rico with the tradewinds core: player counts and options."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import GameInfo, register
from ...core.options import OptionSpec

if TYPE_CHECKING:
    from .state import PuertoRicoState

INFO = GameInfo(
    name="puerto_rico",
    title="Puerto Rico",
    player_counts=(2, 3, 4, 5),
    options=(
        OptionSpec(
            "edition",
            "choice",
            "original",
            ("original", "deluxe"),
            "Rules edition: deluxe has a larger VP supply and forbids the Settler to a "
            "player whose island is full.",
        ),
        OptionSpec(
            "ship_choice",
            "choice",
            "max_load",
            ("max_load", "max_space"),
            "Which empty cargo ship a new kind must go on: one that takes the most barrels "
            "(max_load) or the one with the most space (max_space).",
        ),
        OptionSpec(
            "first_governor",
            "choice",
            "random",
            ("random", 0, 1, 2, 3, 4),
            "Seat of the first governor, or random (drawn from the seed).",
        ),
    ),
    create=lambda players, seed, options, names: _state().new(players, seed, options, names),
    load=lambda data: _state().load(data),
)


def _state() -> type[PuertoRicoState]:
    from .state import PuertoRicoState

    return PuertoRicoState


register(INFO)
