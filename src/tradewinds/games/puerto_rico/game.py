"""Registration of Puerto Rico with the tradewinds core: player counts, options, and the
functions of its engine (``package_parts``).

One engine plays every game, the base game being the one without expansions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...core.game import GameInfo, Sample, package_parts, register
from ...core.options import OptionSpec
from .data import DRAFT_MODES, EXPANSION_RULES, EXPANSIONS

EDITIONS: Final = ("original", "deluxe")

# Whether ``available_games()`` lists the expansion options. While it does not, a base
# game's ``options`` (and so its record and saved state) leave those options out when they
# have their defaults, exactly as before the expansions existed; ``new_game`` accepts them
# either way. Listing them makes them part of every game's ``options``.
LIST_EXPANSION_OPTIONS: Final = True

EXPANSION_OPTIONS: Final = (
    OptionSpec(
        "expansions",
        "subset",
        [],
        EXPANSIONS,
        "Deluxe expansions to play, any subset: new_buildings (1, with the building draft), "
        "nobles (2), buccaneer (3), festival (4).",
    ),
    OptionSpec(
        "draft",
        "choice",
        "players",
        DRAFT_MODES,
        "Expansion 1's building draft at setup: the players draft (players) or a random "
        "fill of the spaces for a quick setup (random).",
    ),
    OptionSpec(
        "expansion_rules",
        "subset",
        [],
        EXPANSION_RULES,
        "Disputed expansion rulings to play the other way (see docs/rulings.md): "
        "lighthouse_first_shipment, cloister_no_quarries, land_office_settler, "
        "black_market_no_noble, kidnapper_plays_alone.",
    ),
)
EXPANSION_OPTION_NAMES: Final = frozenset(o.name for o in EXPANSION_OPTIONS)
_DEFAULTS: Final = {o.name: o.default for o in EXPANSION_OPTIONS}


class _PuertoRicoInfo(GameInfo):
    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """The expansions exist only in the deluxe rulebook, whose base rules they assume:
        a game with expansions is a deluxe game unless ``edition`` is given (playing them
        with the original edition's base rules is a house rule, docs/rulings.md)."""
        resolved = super().resolve_options(given)
        if resolved["expansions"] and "edition" not in (given or {}):
            resolved["edition"] = "deluxe"
        return resolved

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        if not LIST_EXPANSION_OPTIONS:
            data["options"] = [o for o in data["options"] if o["name"] not in _DEFAULTS]
        return data


def base_options(options: dict[str, Any]) -> dict[str, Any]:
    """A base game's options: the expansion options are left out while they are unlisted
    and at their defaults (so records and saves are those of the base game)."""
    if LIST_EXPANSION_OPTIONS:
        return options
    return {k: v for k, v in options.items() if k not in _DEFAULTS or v != _DEFAULTS[k]}


def _samples() -> tuple[Sample, ...]:
    """The configurations the conformance suite plays: both editions at every player
    count, the other ship rule with optional production, each expansion alone, all four,
    a pair with the disputed rulings played the other way and a pair with the random
    draft."""
    every = list(EXPANSIONS)
    return (
        *(Sample(n, {"edition": e}, kinds=10) for n in (2, 3, 4, 5) for e in EDITIONS),
        Sample(
            3,
            {"edition": "deluxe", "ship_choice": "max_space", "optional_production": "on"},
            kinds=10,
        ),
        *(Sample(n, {"expansions": every}, kinds=18) for n in (2, 3, 4, 5)),
        *(Sample(4 - i % 2, {"expansions": [x]}, kinds=10) for i, x in enumerate(every)),
        Sample(
            3,
            {"expansions": ["nobles", "festival"], "expansion_rules": list(EXPANSION_RULES)},
            kinds=12,
        ),
        Sample(5, {"expansions": ["buccaneer", "new_buildings"], "draft": "random"}, kinds=12),
    )


INFO: Final = _PuertoRicoInfo(
    name="puerto_rico",
    title="Puerto Rico",
    player_counts=(2, 3, 4, 5),
    options=(
        OptionSpec(
            "edition",
            "choice",
            "original",
            EDITIONS,
            "Rules edition (default: original, but deluxe in a game with expansions): "
            "deluxe has a larger VP supply, forbids the Settler to a player whose island "
            "is full and takes the Hospice's colonist from the supply only.",
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
        OptionSpec(
            "optional_production",
            "choice",
            "off",
            ("off", "on"),
            "Whether each player may decline the Craftsman's production (the rulebook's "
            "'an action is optional'); a Craftsman who declines forfeits his extra barrel.",
        ),
        *EXPANSION_OPTIONS,
    ),
    samples=_samples(),
    **package_parts(__name__, "PuertoRicoState"),
)

register(INFO)
