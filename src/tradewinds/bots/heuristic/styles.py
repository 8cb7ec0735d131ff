"""Heuristic styles: the heuristic playing a plan of its own, set by a small table.

The heuristic of each game scores every option in its own unit (VP-equivalent points in
Puerto Rico and San Juan, pesos in Manila) and takes the best. A *style* does not change
how it reckons: it adds a few preferences to its own valuations, from one small table per
game, so that the same judgement pursues a different plan (corn and ships, or a factory
and large buildings, or coffee and the trading house...). The opponents are still read by
the plain heuristic: a style changes what the bot wants, not what it expects of others.

A table maps keys to numbers. A key is either a plain name (a setting of the game's
strategy, e.g. ``plan``) or ``group.name`` (a preference for one thing of the game,
e.g. ``building.harbor`` or ``role.captain``). Each game's strategy module declares the
keys it understands (``STYLE_SCALARS``, ``STYLE_GROUPS``) and turns a table into its
``Preferences``; an unknown key is an error, so a typo cannot silently do nothing. A
style has tables for some games only; in the others it plays the plain heuristic.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

Table = Mapping[str, float]


@dataclass(frozen=True)
class Style:
    """A named plan: per game, what it favours (in the game's words) and its table."""

    name: str
    tables: Mapping[str, Table]
    favours: Mapping[str, str] = field(default_factory=dict)

    def table(self, game: str) -> Table:
        """The preferences of this style in ``game`` (empty: the plain heuristic)."""
        return self.tables.get(game, {})


def parse_table(
    table: Table,
    scalars: Mapping[str, float],
    groups: Mapping[str, Collection[str]],
) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Split ``table`` into its settings (``scalars``' defaults overridden) and its
    preferences by group (``{group: {name: value}}``, only the names it lists).

    Raises :class:`ValueError` naming the first key the game does not know.
    """
    settings = dict(scalars)
    prefs: dict[str, dict[str, float]] = {group: {} for group in groups}
    for key, value in table.items():
        group, dot, name = key.partition(".")
        if not dot and key in scalars:
            settings[key] = float(value)
        elif dot and group in groups and name in groups[group]:
            prefs[group][name] = float(value)
        else:
            raise ValueError(f"unknown style key {key!r}")
    return settings, prefs


# ---------------------------------------------------------------------- the tables
# Units: Puerto Rico and San Juan points (1 = one VP), Manila pesos. The numbers were set
# by hand so that each style plays its plan visibly (tests/bots/test_styles.py measures
# how often it chooses otherwise than the heuristic) without giving up the heuristic's
# judgement: each beats three random players, and was tuned (deals from seed 1000, 1 of
# 4 seats against three heuristics) from a first, stronger table to one that keeps
# about its fair share. Stronger preferences cost wins: overbidding for the harbour
# master (x1.2) made the gambler win 7% of those games, 2 points more on each large
# building and a stronger plan made the Puerto Rico builder win 9%, and the Councillor
# preferred made the San Juan chapel style win 10% (docs/bots.md).

_LARGE_BUILDINGS = ("guild_hall", "residence", "fortress", "customs_house", "city_hall")

SHIPPER = Style(
    "shipper",
    tables={
        "puerto_rico": {
            "plan": -4.0,  # read its own board as a shipper's
            "role.captain": 0.5,
            "tile.corn": 0.6,
            "tile.indigo": 0.3,
            "building.harbor": 2.0,
            "building.wharf": 2.0,
            "building.small_warehouse": 0.8,
            "building.large_warehouse": 1.0,
        },
    },
    favours={
        "puerto_rico": "corn and indigo, the Captain, the Harbor, the Wharf and the warehouses",
    },
)

BUILDER = Style(
    "builder",
    tables={
        "puerto_rico": {
            "plan": 3.0,  # lean its own board towards a builder's
            "role.builder": 0.3,
            "tile.quarry": 0.5,
            "building.factory": 2.5,
            **{f"building.{b}": 1.5 for b in _LARGE_BUILDINGS},
        },
        "san_juan": {
            "plan": -5.0,  # towards the violet engine
            "role.builder": 0.8,
            "building.carpenter": 2.0,
            "building.quarry": 1.5,
            "building.guild_hall": 2.0,
            "building.city_hall": 2.5,
            "building.triumphal_arch": 2.0,
            "building.palace": 2.5,
            "building.statue": 1.0,
            "building.victory_column": 1.0,
            "building.hero": 1.0,
        },
    },
    favours={
        "puerto_rico": "quarries, the Factory and the large buildings",
        "san_juan": "the Builder, Carpenter, Quarry, monuments and the 6-cost buildings",
    },
)

TRADER = Style(
    "trader",
    tables={
        "puerto_rico": {
            "plan": 2.0,
            "role.trader": 1.0,
            "tile.tobacco": 0.7,
            "tile.coffee": 0.8,
            "building.tobacco_storage": 1.5,
            "building.coffee_roaster": 1.8,
            "building.office": 2.0,
            "building.small_market": 1.5,
            "building.large_market": 2.0,
        },
    },
    favours={
        "puerto_rico": "tobacco and coffee, the Trader, Office and markets",
    },
)

PRODUCER = Style(
    "producer",
    tables={
        "san_juan": {
            "plan": 3.0,  # towards the production engine
            "role.producer": 0.4,
            "role.trader": 0.5,
            "building.tobacco_storage": 0.5,
            "building.coffee_roaster": 1.0,
            "building.silver_smelter": 1.2,
            "building.trading_post": 1.0,
            "building.well": 0.7,
            "building.market_stand": 0.7,
            "building.market_hall": 1.0,
            "building.aqueduct": 1.0,
            "building.guild_hall": 2.0,
        },
    },
    favours={
        "san_juan": "the Producer and Trader, dear production buildings, the trade "
        "buildings and the Guild hall",
    },
)

CHAPEL = Style(
    "chapel",
    tables={
        "san_juan": {
            "chapel": 2.2,  # tucks a card unless it is worth more than this (VP)
            "building.chapel": 3.0,
            "building.library": 2.5,
            "building.archive": 0.5,
        },
    },
    favours={
        "san_juan": "the Chapel (a card tucked under it every round), the Library and the Archive",
    },
)

SAFE = Style(
    "safe",
    tables={
        "manila": {
            "auction": 0.6,  # bids for the harbour master up to 60% of its worth
            "sure_boats": 6.0,  # a seat on a boat sure to arrive, over an even chance
            "space.insurance": 4.0,
            "space.pirate": -4.0,
            "space.pilot": -1.0,
        },
    },
    favours={
        "manila": "boats likely to arrive, the insurance, low bids for the harbour master",
    },
)

GAMBLER = Style(
    "gambler",
    tables={
        "manila": {
            "sure_boats": -1.5,  # a long shot is worth a seat
            "share": 2.0,  # buys a share as harbour master more readily
            "space.pirate": 3.0,
            "space.pilot": 2.0,
            "space.insurance": -1.0,
        },
    },
    favours={
        "manila": "the pirates and the pilots, boats with long odds, buying shares",
    },
)

HARBOUR = Style(
    "harbour",
    tables={
        "manila": {
            "space.harbor": 2.0,
            "space.shipyard": 2.0,
        },
    },
    favours={
        "manila": "the harbour and shipyard spaces",
    },
)

STYLES: dict[str, Style] = {
    style.name: style
    for style in (SHIPPER, BUILDER, TRADER, PRODUCER, CHAPEL, SAFE, GAMBLER, HARBOUR)
}
"""Every style by name; the bot of style ``s`` is registered as ``heuristic-s``."""


def styles_of(game: str) -> list[str]:
    """The names of the styles that have a table for ``game``."""
    return [name for name, style in STYLES.items() if game in style.tables]
