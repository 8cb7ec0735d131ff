"""Registration of San Juan with the tradewinds core: player counts, options, and the
functions of its engine (``package_parts``)."""

from __future__ import annotations

from typing import Final

from ...core.game import GameInfo, Sample, package_parts, register
from ...core.options import OptionSpec

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
    # The conformance suite plays every player count and once every variant together.
    samples=(
        *(Sample(n, kinds=7) for n in (2, 3, 4)),
        Sample(
            3,
            {"setup_variant": "on", "game_end": "immediate", "covered_rebuild": "allowed"},
            kinds=7,
        ),
    ),
    **package_parts(__name__, "SanJuanState"),
)


register(INFO)
