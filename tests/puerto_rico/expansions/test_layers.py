"""The expansions as layers (issue 18): each expansion module declares one record that
agrees with the data tables, and a game carries the hooks of the expansions it plays -
none at all without expansions, so the base game pays nothing for them."""

from __future__ import annotations

from types import ModuleType

import pytest

import tradewinds
from tradewinds.games.puerto_rico import actions as base_actions
from tradewinds.games.puerto_rico import expansion_actions
from tradewinds.games.puerto_rico.board import (
    BASE_GAME_PHASES,
    EXPANSION_FIELDS,
    FIELDS,
    PHASE_NAMES,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS, EXPANSIONS
from tradewinds.games.puerto_rico.expansions import (
    Expansion,
    buccaneer,
    festival,
    new_buildings,
    nobles,
)
from tradewinds.games.puerto_rico.state import LAYERS, PuertoRicoState

MODULES: dict[str, ModuleType] = {
    "new_buildings": new_buildings,
    "nobles": nobles,
    "buccaneer": buccaneer,
    "festival": festival,
}
# The state's hook tuples and the record's hook each is composed from.
HOOKS = {
    "on_supplies": "supplies",
    "on_setup": "setup",
    "on_building_supply": "building_supply",
    "on_opening": "opening",
    "on_setup_done": "setup_done",
    "on_round_end": "round_end",
    "on_role_chosen": "role_chosen",
    "after_tile": "after_tile",
    "after_production": "after_production",
    "after_build": "after_build",
    "ship_refill": "ship_refill",
    "view_parts": "view",
}


def _game(expansions: list[str], players: int = 4) -> PuertoRicoState:
    state = tradewinds.new_game(
        "puerto_rico", players, seed=7, options={"expansions": expansions, "draft": "random"}
    )
    assert isinstance(state, PuertoRicoState)
    return state


def _kinds(module: ModuleType) -> set[int]:
    return {v for k, v in vars(module).items() if k.startswith("K_") and isinstance(v, int)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_base_game_carries_empty_hooks(players: int) -> None:
    """The base game is the empty set of expansions: every hook tuple is empty, and only
    the base game's buildings are in play."""
    state = _game([], players)
    for name in HOOKS:
        assert getattr(state, name) == (), name
    assert state.building_sets == frozenset({"base"})
    # A clone and a loaded game share the (empty) configuration.
    assert state.clone().after_tile == ()
    loaded = tradewinds.load_state(state.to_json())
    assert isinstance(loaded, PuertoRicoState)
    assert all(getattr(loaded, name) == () for name in HOOKS)


@pytest.mark.parametrize("name", EXPANSIONS)
def test_a_game_carries_the_hooks_of_its_expansion_only(name: str) -> None:
    record = MODULES[name].EXPANSION
    for state in (_game([name]), tradewinds.load_state(_game([name]).to_json())):
        assert isinstance(state, PuertoRicoState)
        for field, hook in HOOKS.items():
            mine = getattr(record, hook)
            assert getattr(state, field) == (() if mine is None else (mine,)), field


def test_an_all_expansions_game_runs_the_hooks_in_the_expansions_order() -> None:
    state = _game(list(reversed(EXPANSIONS)))
    for field, hook in HOOKS.items():
        expected = tuple(h for x in LAYERS if (h := getattr(x, hook)) is not None)
        if field == "view_parts":  # the view keeps its parts' order
            expected = (buccaneer.view, festival.view, new_buildings.view)
        assert getattr(state, field) == expected, field
    assert state.building_sets == frozenset({"base", "exp1_new_buildings", "exp2_nobles"})


@pytest.mark.parametrize("name", EXPANSIONS)
def test_each_expansion_module_declares_its_record(name: str) -> None:
    record = MODULES[name].EXPANSION
    assert isinstance(record, Expansion)
    assert record.name == name
    sets = {b.set for b in ALL_BUILDINGS}
    assert set(record.buildings) <= sets - {"base"}
    flagged = {row[0]: row[3] for row in FIELDS}
    assert all(flagged[f] for f in record.fields), "a field of the base game claimed"
    assert set(record.fields) <= EXPANSION_FIELDS
    assert not set(BASE_GAME_PHASES) & {p for p, _, _ in record.phases}
    assert set(record.action_kinds) <= _kinds(expansion_actions) - _kinds(base_actions)


def test_the_records_share_out_the_data_tables() -> None:
    """Every building set of the table is the base game's or one expansion's; no field,
    decision or action kind is declared by two expansions; together with the base game
    the expansions' decisions and action kinds are all there are."""
    assert tuple(x.name for x in LAYERS) == EXPANSIONS
    sets = [s for x in LAYERS for s in x.buildings]
    assert len(sets) == len(set(sets))
    assert {"base", *sets} == {b.set for b in ALL_BUILDINGS}
    fields = [f for x in LAYERS for f in x.fields]
    assert len(fields) == len(set(fields))
    phases = [p for x in LAYERS for p, _, _ in x.phases]
    assert len(phases) == len(set(phases))
    assert sorted([*BASE_GAME_PHASES, *phases]) == list(range(len(PHASE_NAMES)))
    kinds = [k for x in LAYERS for k in x.action_kinds]
    assert len(kinds) == len(set(kinds))
    assert set(kinds) == _kinds(expansion_actions) - _kinds(base_actions)


def test_only_the_buccaneer_adds_a_role_card() -> None:
    from tradewinds.games.puerto_rico.data import BUCCANEER

    assert [x.role_cards for x in LAYERS] == [(), (), (BUCCANEER,), ()]
    assert _game(["buccaneer"]).roles[-1] == BUCCANEER
    assert BUCCANEER not in _game(["nobles", "festival"]).roles


def test_the_view_shows_the_expansions_parts_in_their_usual_order() -> None:
    """The layers' view parts come in the order the view always had: the buccaneer, the
    festival, the draft under way."""
    state = tradewinds.new_game(
        "puerto_rico", 3, seed=1, options={"expansions": list(EXPANSIONS), "draft": "players"}
    )
    keys = [k for k in state.view(None) if k in ("buccaneer", "festival", "draft")]
    assert keys == ["buccaneer", "festival", "draft"]
