"""Expansion 4, the Festival (expansions reference §5): three goals drawn at setup, each
rewarded to the first player who reaches it; XE-20 and the interpretations X22-X24, X27."""

from __future__ import annotations

import random

import pytest

import tradewinds
from tests.puerto_rico.scenario import (
    clear_xplayer,
    legal_texts,
    log_texts,
    new_x,
    set_festival,
    set_xplayer,
    xchoose,
    xdoubloons_of,
    xfinish_role,
    xgoods_of,
    xsan_juan_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS, GOODS, building_count
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

FESTIVAL = ("festival",)


def festival_game(players: int = 4, seed: int = 0) -> PuertoRicoState:
    """Festival only; seat 0 governor; every board empty."""
    state = new_x(players, expansions=FESTIVAL, seed=seed)
    for seat in range(players):
        clear_xplayer(state, seat)
    return state


# ----------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_draws_three_goals(players: int) -> None:
    """§5.1: a goal tile out of the face-down stack, 3 goal barrels out of the goods
    supply, a row-3 goal building (not a production building of a goal barrel's good)."""
    # Face-down stack after setup (components: 30/43/41/39) minus the goal tile.
    stack = {2: 29, 3: 42, 4: 40, 5: 38}
    goods = {2: 40, 3: 50, 4: 50, 5: 50}
    for seed in range(12):
        state = new_x(players, expansions=FESTIVAL, seed=seed)
        assert sum(state.stack) == stack[players]
        assert 0 <= state.fest_tile < 5
        assert sum(state.fest_goods) == 3
        assert sum(state.goods_supply) == goods[players] - 3
        spec = ALL_BUILDINGS[state.fest_building]
        assert spec.row == 3 and state.in_game[spec.index]
        if spec.kind == "production":
            assert not state.fest_goods[spec.good]
        # X22: its tile is on the festival board ("Rimetti le altre tessere sul tavoliere").
        assert state.building_supply[spec.index] == building_count(spec, players) - 1
        check_invariants(state)
        assert any("Festival goals" in text for text in log_texts(state))


def test_setup_goals_vary_with_the_seed() -> None:
    tiles, buildings, barrels = set(), set(), set()
    for seed in range(60):
        state = new_x(4, expansions=FESTIVAL, seed=seed)
        tiles.add(state.fest_tile)
        buildings.add(ALL_BUILDINGS[state.fest_building].id)
        barrels.add(tuple(state.fest_goods))
    assert tiles == {0, 1, 2, 3, 4}
    assert {"factory", "university", "harbor", "wharf"} <= buildings
    assert buildings <= {
        "tobacco_storage",
        "coffee_roaster",
        "factory",
        "university",
        "harbor",
        "wharf",
    }
    assert (0, 0, 0, 0, 3) in barrels or len(barrels) > 20  # duplicates are possible


def test_the_view_shows_the_goals() -> None:
    state = festival_game()
    set_festival(state, tile="sugar", barrels={"corn": 2, "coffee": 1}, building="harbor")
    festival = state.view(None)["festival"]
    assert festival == {
        "plantation": {"kind": "sugar", "needed": 3, "reached_by": None},
        "production": {
            "barrels": {"corn": 2, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 1},
            "reached_by": None,
        },
        "construction": {"building": "harbor", "reached_by": None},
    }


# -------------------------------------------------------------------- production goal


def production_setup(state: PuertoRicoState, seat: int) -> None:
    """2 corn, 1 sugar, 1 coffee to produce."""
    set_xplayer(
        state,
        seat,
        island={"corn": (2, 2), "sugar": (1, 1), "coffee": (1, 1)},
        buildings={"small_sugar_mill": 1, "coffee_roaster": 1},
    )


def test_xe20_production_goal() -> None:
    """XE-20: goal corn, corn, coffee; 2 corn + 1 coffee + 1 sugar produced → +3
    doubloons; the 3 goal barrels return to the supply."""
    state = festival_game()
    set_festival(state, barrels={"corn": 2, "coffee": 1})
    production_setup(state, 1)
    supply = list(state.goods_supply)
    xchoose(state, 0, "craftsman")
    assert xgoods_of(state, 1) == {"corn": 2, "sugar": 1, "coffee": 1}
    assert xdoubloons_of(state, 1) == 3
    assert state.fest_goods_by == 1
    corn, sugar, coffee = GOODS.index("corn"), GOODS.index("sugar"), GOODS.index("coffee")
    assert state.goods_supply[corn] == supply[corn]  # -2 produced, +2 returned
    assert state.goods_supply[coffee] == supply[coffee]
    assert state.goods_supply[sugar] == supply[sugar] - 1
    assert state.view(None)["festival"]["production"]["reached_by"] == 1


def test_production_goal_needs_every_barrel() -> None:
    state = festival_game()
    set_festival(state, barrels={"corn": 3})
    production_setup(state, 1)
    xchoose(state, 0, "craftsman")
    assert state.fest_goods_by == -1 and xdoubloons_of(state, 1) == 0


def test_privilege_barrel_does_not_count() -> None:
    """X27: the craftsman's extra barrel is not production."""
    state = festival_game()
    set_festival(state, barrels={"corn": 3})
    production_setup(state, 0)
    xchoose(state, 0, "craftsman")
    state.apply("extra corn")
    assert xgoods_of(state, 0)["corn"] == 3
    assert state.fest_goods_by == -1 and xdoubloons_of(state, 0) == 0


def test_production_goal_goes_to_the_first_in_order() -> None:
    """Production runs clockwise from the craftsman: the earlier player reaches it."""
    state = festival_game()
    set_festival(state, barrels={"corn": 2, "coffee": 1})
    production_setup(state, 1)
    production_setup(state, 3)
    xchoose(state, 2, "craftsman")  # order 2, 3, 0, 1
    assert state.fest_goods_by == 3
    assert xdoubloons_of(state, 3) == 3 and xdoubloons_of(state, 1) == 0
    # Reached once only: the next craftsman phase pays nobody.
    xfinish_role(state)
    state.role_owner[:] = [-1] * len(state.roles)  # as if in a later round
    xchoose(state, 1, "craftsman")
    assert xdoubloons_of(state, 1) == 0 and xdoubloons_of(state, 3) == 3


# --------------------------------------------------------------------- plantation goal


def test_plantation_goal_on_the_third_plantation() -> None:
    """§5.2, X23: 3 plantations of the kind shown → 3 colonists to San Juan; the goal
    tile is shuffled into the face-down stack."""
    state = festival_game()
    set_festival(state, tile="indigo")
    set_xplayer(state, 0, island={"indigo": (2, 1)})
    state.face_up[:] = [1, 1, 0, 0, 0]
    stack = sum(state.stack)
    colonists = state.colonist_supply
    xchoose(state, 0, "settler")
    state.apply("plant indigo")
    assert state.fest_tile_by == 0
    assert xsan_juan_of(state, 0) == 3
    assert state.colonist_supply == colonists - 3
    assert sum(state.stack) == stack + 1


def test_plantation_goal_counts_plantations_only() -> None:
    """Quarries are no plantation; occupied or not does not matter."""
    state = festival_game()
    set_festival(state, tile="corn")
    set_xplayer(state, 0, island={"corn": (1, 0), "quarry": (2, 0)})
    state.face_up[:] = [1, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("plant corn")
    assert state.fest_tile_by == -1
    xfinish_role(state)
    state.role_owner[:] = [-1] * len(state.roles)  # as if in a later round
    state.face_up[:] = [1, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("plant corn")
    assert state.fest_tile_by == 0


def test_plantation_goal_with_a_short_supply() -> None:
    """If a reward supply is short, the reward is what is left (§5.2)."""
    state = festival_game()
    set_festival(state, tile="sugar")
    set_xplayer(state, 1, island={"sugar": 2})
    state.face_up[:] = [0, 0, 1, 0, 0]
    moved = state.colonist_supply - 2
    state.colonist_supply = 2
    state.colonist_ship += moved  # keep the colonists in play
    xchoose(state, 1, "settler")
    state.apply("plant sugar")
    assert state.fest_tile_by == 1 and xsan_juan_of(state, 1) == 2
    assert state.colonist_supply == 0


def test_plantation_goal_by_the_hacienda() -> None:
    """Checked after every tile placement, the hacienda's draw included."""
    state = festival_game()
    set_festival(state, tile="coffee")
    set_xplayer(state, 0, island={"coffee": 2}, buildings={"hacienda": 1})
    state.stack[:] = [0, 0, 0, 0, 3]
    state.discard[:] = [0, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("hacienda")
    assert state.fest_tile_by == 0


def test_plantation_goal_is_reached_once() -> None:
    state = festival_game()
    set_festival(state, tile="corn")
    set_xplayer(state, 0, island={"corn": 2})
    set_xplayer(state, 1, island={"corn": 2})
    state.face_up[:] = [2, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("plant corn")
    state.apply("plant corn")
    assert state.fest_tile_by == 0
    assert xsan_juan_of(state, 0) == 3 and xsan_juan_of(state, 1) == 0


# ------------------------------------------------------------------- construction goal


def test_construction_goal() -> None:
    """§5.2: the first to build the goal building takes 3 VP chips; the goal's tile, out
    of the supply until then, goes back to it ("Quando un obiettivo viene raggiunto,
    rimuovi la tessera ... e rimettila nelle rispettive riserve di gioco", X22)."""
    state = festival_game()
    harbor = next(b.index for b in ALL_BUILDINGS if b.id == "harbor")
    copies = state.building_supply[harbor]
    set_festival(state, building="harbor")
    assert state.building_supply[harbor] == copies - 1  # one tile on the festival board
    set_xplayer(state, 1, doubloons=8)
    set_xplayer(state, 2, doubloons=8)
    xchoose(state, 1, "builder")
    state.apply("build harbor")  # price 7 for the builder
    assert state.fest_building_by == 1 and xvp_of(state, 1) == 3
    assert "You earn 3 VP." in [e.text for e in state.events(1) if e.seat == 1]
    assert "The festival's Harbor goes back to the supply." in log_texts(state)
    assert state.building_supply[harbor] == copies - 1  # one built, the goal tile back
    state.apply("build harbor")  # a second copy: no reward
    assert xvp_of(state, 2) == 0
    assert state.building_supply[harbor] == copies - 2


def test_two_player_construction_goal_is_the_only_copy() -> None:
    """2 players: one copy of each row-3 building, so the goal's tile empties the supply
    (X22). The goal can still be reached: its first builder builds the festival tile."""
    state = new_x(2, expansions=FESTIVAL, seed=1)
    for seat in range(2):
        clear_xplayer(state, seat)
    set_festival(state, building="harbor")
    harbor = next(b.index for b in ALL_BUILDINGS if b.id == "harbor")
    assert state.building_supply[harbor] == 0
    assert state.view(None)["buildings"][harbor]["remaining"] == 0
    set_xplayer(state, 0, doubloons=8)
    set_xplayer(state, 1, doubloons=8)
    xchoose(state, 0, "builder")
    assert "build harbor" in legal_texts(state)
    state.apply("build harbor")
    assert state.fest_building_by == 0 and xvp_of(state, 0) == 3
    assert state.building_supply[harbor] == 0
    assert "build harbor" not in legal_texts(state)  # nothing left for the other player


def test_construction_goal_can_end_the_game() -> None:
    """X24: the VP chip trigger fires in any phase."""
    state = festival_game()
    set_festival(state, building="factory")
    set_xplayer(state, 0, doubloons=7)
    state.vp_supply = 2
    xchoose(state, 0, "builder")
    state.apply("build factory")
    assert state.vp_supply == -1
    assert state.view(None)["end_triggers"] == ["vp"]


# ---------------------------------------------------------------- two players, replay


def test_two_players_draw_from_the_reduced_supply() -> None:
    """§6: the goal barrels come from the 2-player goods supply."""
    state = new_x(2, expansions=FESTIVAL, seed=5)
    assert sum(state.goods_supply) + sum(state.fest_goods) == 40
    check_invariants(state)


def test_festival_games_replay_and_round_trip() -> None:
    for seed in range(3):
        state = new_x(3, expansions=FESTIVAL, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        again = tradewinds.replay(state.record())
        assert again.to_json() == state.to_json()
        assert tradewinds.load_state(state.to_json()).to_json() == state.to_json()
        assert state.record()["options"]["expansions"] == ["festival"]


def test_goal_reached_events_are_public() -> None:
    state = festival_game()
    set_festival(state, tile="indigo")
    set_xplayer(state, 2, island={"indigo": 2})
    state.face_up[:] = [0, 1, 0, 0, 0]
    xchoose(state, 2, "settler")
    state.apply("plant indigo")
    public = [e.text for e in state.events(None)]
    assert any("festival plantation goal" in text for text in public)
    assert "plant indigo" not in legal_texts(state)
