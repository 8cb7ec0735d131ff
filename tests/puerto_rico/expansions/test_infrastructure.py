"""Infrastructure of the expansions: the options, the action table, the building table,
and the expansions' engine, which plays a game without expansions exactly like the base
game's engine (a differential test of the whole rules port)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import tradewinds
from tradewinds import InvalidOptionError, load_state
from tradewinds.core.options import resolve_options
from tradewinds.games.puerto_rico import game as pr_game
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS, BUILDINGS, EXPANSIONS
from tradewinds.games.puerto_rico.expansions.state import (
    IMPLEMENTED,
    PuertoRicoExpansionState,
    action_table,
)
from tradewinds.games.puerto_rico.invariants import check_expansion_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

# The expansion rows of puerto_rico_buildings.csv (expansions reference):
# id -> (set, kind, cost, vp, row, circles, size, count 3-5p, count 2p).
REFERENCE: dict[str, tuple[str, str, int, int, int, int, int, int, int]] = {
    "aqueduct": ("exp1_new_buildings", "violet_small", 1, 1, 1, 1, 1, 2, 1),
    "black_market": ("exp1_new_buildings", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "forest_house": ("exp1_new_buildings", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "storehouse": ("exp1_new_buildings", "violet_small", 3, 1, 1, 1, 1, 2, 1),
    "guest_house": ("exp1_new_buildings", "violet_small", 4, 2, 2, 2, 1, 2, 1),
    "church": ("exp1_new_buildings", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "trading_post": ("exp1_new_buildings", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "small_wharf": ("exp1_new_buildings", "violet_small", 6, 2, 2, 1, 1, 2, 1),
    "lighthouse": ("exp1_new_buildings", "violet_small", 7, 3, 3, 1, 1, 2, 1),
    "specialty_factory": ("exp1_new_buildings", "violet_small", 8, 3, 3, 1, 1, 2, 1),
    "library": ("exp1_new_buildings", "violet_small", 8, 3, 3, 1, 1, 2, 1),
    "union_hall": ("exp1_new_buildings", "violet_small", 9, 3, 3, 1, 1, 2, 1),
    "cloister": ("exp1_new_buildings", "violet_large", 10, 4, 4, 1, 2, 1, 1),
    "statue": ("exp1_new_buildings", "violet_large", 10, 8, 4, 0, 2, 1, 1),
    "land_office": ("exp2_nobles", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "chapel": ("exp2_nobles", "violet_small", 3, 1, 1, 1, 1, 2, 1),
    "hunting_lodge": ("exp2_nobles", "violet_small", 4, 2, 2, 1, 1, 2, 1),
    "zoning_office": ("exp2_nobles", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "royal_supplier": ("exp2_nobles", "violet_small", 6, 2, 2, 1, 1, 2, 1),
    "villa": ("exp2_nobles", "violet_small", 7, 3, 3, 1, 1, 2, 1),
    "jeweler": ("exp2_nobles", "production", 8, 3, 3, 1, 1, 2, 2),
    "royal_garden": ("exp2_nobles", "violet_large", 10, 4, 4, 1, 2, 1, 1),
}


def engine_without_expansions(players: int, seed: int, **options: Any) -> PuertoRicoExpansionState:
    """The expansions' engine set up for a game without any expansion (test use only)."""
    resolved = resolve_options(pr_game.INFO.options, options, "puerto_rico")
    names = tuple(f"Player {i + 1}" for i in range(players))
    return PuertoRicoExpansionState.new(players, seed, resolved, names)


# ------------------------------------------------------------------------ buildings


def test_expansion_buildings_match_the_reference() -> None:
    rows = {b.id: b for b in ALL_BUILDINGS}
    assert len(ALL_BUILDINGS) == len(BUILDINGS) + len(REFERENCE) == 45
    for building_id, expected in REFERENCE.items():
        b = rows[building_id]
        got = (b.set, b.kind, b.cost, b.vp, b.row, b.circles, b.size, b.count, b.count_2p)
        assert got == expected, building_id
        assert b.effect and b.name
    # 26 tiles of expansion 1 (12 small kinds x 2 + 2 large), 15 of expansion 2.
    assert sum(b.count for b in ALL_BUILDINGS if b.set == "exp1_new_buildings") == 26
    assert sum(b.count for b in ALL_BUILDINGS if b.set == "exp2_nobles") == 15


def test_the_base_game_keeps_its_buildings() -> None:
    assert [b.index for b in BUILDINGS] == list(range(23))
    assert all(b.set == "base" for b in BUILDINGS)
    assert ALL_BUILDINGS[:23] == BUILDINGS


# -------------------------------------------------------------------------- options


def test_base_game_options_are_unchanged() -> None:
    """With the expansion options at their defaults a base game is the base game. While
    the expansion options are not listed, its options, record and saved state are exactly
    those from before the expansions existed."""
    state = tradewinds.new_game("puerto_rico", 3, seed=2, options={"expansions": []})
    assert isinstance(state, PuertoRicoState)
    base = {
        "edition": "original",
        "ship_choice": "max_load",
        "first_governor": "random",
        "optional_production": "off",
    }
    if pr_game.LIST_EXPANSION_OPTIONS:
        base |= {"expansions": [], "draft": "players", "expansion_rules": []}
    else:
        assert "expansions" not in state.to_json()
    assert state.options == base
    assert load_state(state.to_json()).to_json() == state.to_json()
    other = tradewinds.new_game("puerto_rico", 3, seed=2)
    assert other.to_json() == state.to_json()


def test_expansions_option_is_a_subset() -> None:
    implemented = [e for e in EXPANSIONS if e in IMPLEMENTED]
    state = tradewinds.new_game(
        "puerto_rico", 4, seed=1, options={"expansions": list(reversed(implemented))}
    )
    assert state.options["expansions"] == implemented  # stored in canonical order
    text = ",".join(implemented)
    same = tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": text})
    assert same.to_json() == state.to_json()


def test_expansion_games_are_deluxe_games() -> None:
    """The expansions exist only in the deluxe rulebook (76 / 101 / 126 VP, its own base
    rules): a game with expansions is a deluxe game unless the edition is given."""
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options={"expansions": "nobles"})
    assert state.options["edition"] == "deluxe"
    assert isinstance(state, PuertoRicoExpansionState) and state.vp_supply == 76
    base = tradewinds.new_game("puerto_rico", 3, seed=1)
    assert base.options["edition"] == "original"  # the base game's default is unchanged


def test_expansions_with_the_original_edition_stay_possible() -> None:
    """The house rule: an explicit edition=original with expansions is kept, and saved
    or recorded games (which store their edition) load and replay with it."""
    options = {"expansions": ["nobles"], "edition": "original"}
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options=options)
    assert state.options["edition"] == "original"
    assert isinstance(state, PuertoRicoExpansionState) and state.vp_supply == 75
    rng = random.Random(1)
    for _ in range(60):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert load_state(state.to_json()).to_json() == state.to_json()
    assert tradewinds.replay(state.record()).to_json() == state.to_json()
    deluxe = tradewinds.new_game("puerto_rico", 3, seed=1, options={"expansions": ["nobles"]})
    assert load_state(deluxe.to_json()).options["edition"] == "deluxe"


@pytest.mark.parametrize("value", ["pirates", ["nobles", "zeppelins"], 3])
def test_unknown_expansions_are_refused(value: object) -> None:
    with pytest.raises(InvalidOptionError, match="expansions"):
        tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": value})


def test_not_yet_implemented_expansions_are_refused() -> None:
    for expansion in EXPANSIONS:
        if expansion not in IMPLEMENTED:
            with pytest.raises(InvalidOptionError, match="not implemented"):
                tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": [expansion]})


def test_expansion_options_are_listed_only_when_enabled() -> None:
    [info] = [g for g in tradewinds.available_games() if g["name"] == "puerto_rico"]
    names = {o["name"] for o in info["options"]}
    assert ("expansions" in names) == pr_game.LIST_EXPANSION_OPTIONS
    described = [o.describe() for o in pr_game.EXPANSION_OPTIONS]
    assert [d["name"] for d in described] == ["expansions", "draft", "expansion_rules"]
    assert described[0]["type"] == "subset" and described[0]["choices"] == list(EXPANSIONS)
    json.dumps(described)


# --------------------------------------------------------------------- action table


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_action_table_extends_the_base_table(players: int) -> None:
    """The base game's ids and notation are kept; every new action comes after them."""
    base = tradewinds.new_game("puerto_rico", players, seed=0)
    table = action_table(players)
    assert [a.text for a in table.actions[:141]] == [a.text for a in base.table.actions]
    assert base.num_distinct_actions == 141
    assert len({a.text for a in table.actions}) == len(table)
    # One size for every player count, so ids do not depend on it.
    assert len(table) == len(action_table(2))
    for action in table.actions:
        assert table.by_text(action.text) is action
        assert action.text == " ".join(action.text.split()) == action.text.lower()


def test_new_actions_have_fixed_ids() -> None:
    """A few ids of the table, spelled out: they must never move."""
    table = action_table(4)
    ids = {a.text: a.id for a in table.actions}
    assert ids["buccaneer"] == 141
    assert ids["pass"] == 140
    assert ids["build small_market"] == 82
    assert ids["build aqueduct"] == ids["unplace royal_garden"] + 1
    assert len(table) == ids["guest noble royal_garden"] + 1


# ------------------------------------------------------------ differential: base rules


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("edition", ["original", "deluxe"])
@pytest.mark.parametrize("optional_production", ["off", "on"])
def test_expansion_engine_without_expansions_is_the_base_game(
    players: int, edition: str, optional_production: str
) -> None:
    """Both engines implement the base rules: same seed, same choices, the same legal
    action ids and notations, log, views and result (12 random games per setting, 192
    in all; about 10 s)."""
    options = {"edition": edition, "optional_production": optional_production}
    for seed in range(12):
        base = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
        other = engine_without_expansions(players, seed, **options)
        rng = random.Random(seed)
        while not base.is_over:
            texts = [a.text for a in base.legal_actions()]
            assert [a.text for a in other.legal_actions()] == texts
            assert [a.id for a in other.legal_actions()] == [a.id for a in base.legal_actions()]
            assert other.current_player == base.current_player
            choice = texts[rng.randrange(len(texts))]
            base.apply(choice)
            other.apply(choice)
            check_expansion_invariants(other)
            if base.move_number % 97 == 0:
                assert_same_views(base, other)
        assert other.is_over
        assert [e.text for e in other.events(everything=True)] == [
            e.text for e in base.events(everything=True)
        ]
        expected = base.result()
        got = other.result()
        for score in got["scores"]:
            assert score.pop("noble_vp") == 0
        assert got == expected
        assert_same_views(base, other)


def assert_same_views(base: tradewinds.State, other: tradewinds.State) -> None:
    """The views of the two engines agree on everything the base game shows."""
    for seat in (None, 0, 1):
        mine = other.view(seat)
        theirs = base.view(seat)
        if True:
            for board in mine["players_board"]:
                for key in (
                    "forests",
                    "forest_kinds",
                    "forests_of_unknown_kind",
                    "nobles",
                    "nobles_in_san_juan",
                    "buccaneer_token",
                ):
                    del board[key]
                for tile in board["island"].values():
                    del tile["nobles"]
                for building in board["city"]:
                    del building["nobles"]
            for role in mine["roles"]:
                del role["kidnapped_by"]
            for key in ("expansions", "noble_supply", "noble_ship", "options"):
                del mine[key]
            del theirs["options"]
            if "result" in mine:
                for score in mine["result"]["scores"]:
                    del score["noble_vp"]
            assert mine == theirs


def test_expansion_engine_round_trips_and_validates() -> None:
    state = engine_without_expansions(4, 3)
    rng = random.Random(3)
    for _ in range(150):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert isinstance(state, PuertoRicoExpansionState)
    text = state.to_json()
    copy = state.clone()
    assert copy.to_json() == text
    data = json.loads(text)
    loaded = PuertoRicoExpansionState.load(data)
    loaded._check_loaded()
    assert loaded.to_json() == text
    data["state"]["kidnapped"] = 17
    with pytest.raises(tradewinds.InvalidStateError, match="kidnapped"):
        PuertoRicoExpansionState.load(data)._check_loaded()


@pytest.mark.parametrize("options", [{}, {"expansions": ["nobles"], "edition": "original"}])
def test_saved_games_from_before_optional_production_load(options: dict[str, Any]) -> None:
    """A game saved before the option existed (no ``optional_production`` in its
    options) loads with the option off and its own edition, and plays on identically."""
    state = tradewinds.new_game("puerto_rico", 3, seed=4, options=options)
    rng = random.Random(4)
    for _ in range(80):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    data = json.loads(state.to_json())
    del data["options"]["optional_production"]
    loaded = load_state(data)
    assert loaded.options["optional_production"] == "off"
    assert loaded.options["edition"] == state.options["edition"]
    assert loaded.to_json() == state.to_json()
