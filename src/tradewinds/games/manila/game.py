"""Registration of Manila with the tradewinds core: player counts, options, and the
functions of its engine (``package_parts``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ...core.errors import InvalidOptionError
from ...core.game import GameInfo, Sample, package_parts, register
from ...core.options import OptionSpec
from .data import PLAYER_COUNTS

_TRUE: Final = ("true", "yes", "on", "1")
_FALSE: Final = ("false", "no", "off", "0")


@dataclass(frozen=True)
class FlagSpec(OptionSpec):
    """A yes/no option (choices ``False``, ``True``).

    Besides the booleans it accepts the words a command line passes (``true``/``false``,
    ``yes``/``no``, ``on``/``off``, ``1``/``0``), and stores the boolean.
    """

    def validate(self, value: Any) -> Any:
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str):
            word = value.strip().lower()
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
        raise InvalidOptionError(
            f"option {self.name!r} must be one of: False, True (or true/false, yes/no, on/off, "
            f"1/0); got {value!r}"
        )


INFO: Final = GameInfo(
    name="manila",
    title="Manila",
    player_counts=PLAYER_COUNTS,
    options=(
        FlagSpec(
            "pirate_variant",
            "choice",
            False,
            (False, True),
            "Variant from the end of the rules: a pirate may board a boat on 13 that has no "
            "empty seat by sending one accomplice home (only when no boat on 13 has an empty "
            "seat).",
        ),
        OptionSpec(
            "unplundered_boat_on_13",
            "choice",
            "harbor",
            ("harbor", "shipyard"),
            "Where a boat standing on 13 after the third move goes when the pirate ship is "
            "empty: the harbour (as the rules say; it arrives and its price rises) or the "
            "shipyard.",
        ),
        OptionSpec(
            "oldest_player",
            "choice",
            "random",
            ("random", 0, 1, 2, 3, 4),
            "Seat of the oldest player, who opens the first auction, or random (drawn from "
            "the seed).",
        ),
    ),
    # The conformance suite plays every player count with and without the pirate variant,
    # and once the other rule for a boat left on 13.
    samples=(
        *(Sample(n, {"pirate_variant": v}, kinds=8) for n in (3, 4, 5) for v in (False, True)),
        Sample(4, {"unplundered_boat_on_13": "shipyard"}, kinds=8),
    ),
    **package_parts(__name__, "ManilaState"),
)

register(INFO)
