"""docs/positions.md names every saved field and every decision of every game.

The tables are parsed from the page and compared with real saved states and the engines'
decision names, so the page cannot drift from the engines silently.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import tradewinds
from tradewinds.games.manila.board import PHASE_NAMES as MANILA_DECISIONS
from tradewinds.games.manila.data import SPACE_IDS
from tradewinds.games.puerto_rico import layout as xlayout
from tradewinds.games.puerto_rico.board import BASE_GAME_PHASES
from tradewinds.games.puerto_rico.board import PHASE_NAMES as PRX_DECISIONS
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS
from tradewinds.games.san_juan.board import PHASE_NAMES as SJ_DECISIONS
from tradewinds.games.san_juan.data import CARDS

PAGE = Path(__file__).resolve().parents[2] / "docs" / "positions.md"
ALL_EXPANSIONS = ["new_buildings", "nobles", "buccaneer", "festival"]


def _section(marker: str) -> list[str]:
    """The lines that follow ``<!-- marker -->`` up to the next blank line."""
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"<!-- {marker} -->") + 1
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return lines[start:end]


def _first_column(marker: str) -> list[str]:
    """The names in backquotes of a table's first column (header rows skipped)."""
    names = []
    for line in _section(marker):
        match = re.match(r"\|\s*`([a-z_0-9]+)`\s*\|", line)
        if match:
            names.append(match.group(1))
    return names


def _index_list(marker: str) -> list[str]:
    """``0 a, 1 b, ...`` after ``marker`` as the names in index order (checked)."""
    text = " ".join(_section(marker)).strip("`")
    entries = [entry.split() for entry in text.split(",")]
    assert [int(i) for i, _ in entries] == list(range(len(entries)))
    return [name for _, name in entries]


def _played_state(game: str, players: int, options: dict[str, object], seed: int) -> dict:
    """The saved fields of a state some way into a random game, stacked chance included
    (the optional field ``chance``)."""
    state = tradewinds.new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(60):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.to_dict()["state"]


@pytest.mark.parametrize(
    ("game", "players", "options", "markers"),
    [
        ("puerto_rico", 2, {}, ["fields: puerto_rico", "fields: puerto_rico_expansions"]),
        ("puerto_rico", 5, {}, ["fields: puerto_rico", "fields: puerto_rico_expansions"]),
        (
            "puerto_rico",
            4,
            {"expansions": ALL_EXPANSIONS},
            ["fields: puerto_rico", "fields: puerto_rico_expansions"],
        ),
        (
            "puerto_rico",
            3,
            {"expansions": ["festival"]},
            ["fields: puerto_rico", "fields: puerto_rico_expansions"],
        ),
        ("san_juan", 3, {}, ["fields: san_juan"]),
        ("manila", 4, {}, ["fields: manila"]),
    ],
)
def test_every_saved_field_is_documented(
    game: str, players: int, options: dict[str, object], markers: list[str]
) -> None:
    documented = [name for marker in markers for name in _first_column(marker)]
    assert len(documented) == len(set(documented)), "a field is documented twice"
    saved = set(_played_state(game, players, options, seed=3))
    assert saved - set(documented) == set(), "saved but not documented"
    # Every documented field is saved, but ``chance``, saved only while chance is stacked.
    assert set(documented) - saved <= {"chance"}
    if game != "san_juan":  # San Juan's chance is the draw pile's order: no field
        assert "chance" in documented


def test_stacked_chance_is_the_documented_optional_field() -> None:
    for game, outcome in (("puerto_rico", "corn"), ("manila", 3)):
        state = tradewinds.new_game(game, 4, seed=1)
        state.stack_chance([outcome])
        assert "chance" in state.to_dict()["state"]
        assert "chance" in _first_column(f"fields: {game}")


@pytest.mark.parametrize(
    ("marker", "names"),
    [
        ("decisions: puerto_rico", tuple(PRX_DECISIONS[p] for p in BASE_GAME_PHASES)),
        ("decisions: san_juan", SJ_DECISIONS),
        ("decisions: manila", MANILA_DECISIONS),
    ],
)
def test_every_decision_is_documented(marker: str, names: tuple[str, ...]) -> None:
    assert sorted(_first_column(marker)) == sorted(names)


def test_the_expansions_decisions_are_documented() -> None:
    documented = _first_column("decisions: puerto_rico") + _first_column(
        "decisions: puerto_rico_expansions"
    )
    assert sorted(documented) == sorted(PRX_DECISIONS)


def test_the_index_lists_match_the_games_tables() -> None:
    assert _index_list("index: puerto_rico buildings") == [b.id for b in ALL_BUILDINGS]
    assert _index_list("index: san_juan cards") == [c.id for c in CARDS]
    assert _index_list("index: manila spaces") == list(SPACE_IDS)


def test_the_board_layout_matches_the_engines() -> None:
    rows = [line.split("|")[1:-1] for line in _section("layout: puerto_rico")[2:]]
    offsets = {r[1].strip(): r[0].strip() for r in rows}
    assert offsets["doubloons"] == str(xlayout.DOUBLOONS)
    assert offsets["pieces in San Juan"] == str(xlayout.SAN_JUAN)
    assert (
        offsets["nobles on each building"] == f"{xlayout.NOBLE_BUILDINGS_AT}-{xlayout.STRIDE - 1}"
    )
    assert f"stride {xlayout.STRIDE}" in _section("layout: puerto_rico")[0]
