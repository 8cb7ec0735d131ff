"""Expansions played together (expansions reference §1, §3.4, §6, X29): setup order and
the interactions between buildings of different expansions."""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    clear_xplayer,
    legal_texts,
    new_x,
    set_festival,
    set_xplayer,
    xchoose,
    xdoubloons_of,
    xfinish_role,
    xisland_of,
    xnobles_on,
    xsan_juan_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

ALL = ("new_buildings", "nobles", "buccaneer", "festival")


def game(players: int = 4) -> PuertoRicoState:
    state = new_x(players, expansions=ALL)
    for seat in range(players):
        clear_xplayer(state, seat)
    for i in range(len(state.in_game)):
        if not state.in_game[i]:
            state.in_game[i] = 1
            state.building_supply[i] = 1
    state.rebuild_derived()
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_with_every_expansion(players: int) -> None:
    """§1: nobles (colonists), the draft with the red spaces, festival goals (the
    construction goal after the draft), the buccaneer card, then the 2-player rules."""
    state = new_x(players, expansions=ALL, draft="players", seed=players)
    view = state.view(None)
    assert view["decision"] == "draft"
    assert sum(view["draft"]["free_spaces"].values()) == 24
    assert view["festival"]["construction"]["building"] is None
    assert view["roles"][-1]["role"] == "buccaneer"
    assert (state.noble_ship, state.noble_supply) == (1, 19)
    while state.view(None)["decision"] == "draft":
        state.apply(state.legal_actions()[0])
    assert state.fest_building >= 0
    assert ALL_BUILDINGS[state.fest_building].row == 3
    check_invariants(state)


def test_noble_guest_on_the_zoning_office() -> None:
    """§3.4: a noble guest moved onto a noble-sensitive building gives the noble effect."""
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=7,
        island={"quarry": (1, 1)},
        buildings={"guest_house": (1, 1), "zoning_office": 0},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")  # the start window: seat 1 waits
    state.apply("pass")  # the builder builds nothing
    assert state.current_player == 1
    assert "guest noble zoning_office" in legal_texts(state)
    assert "build residence" not in legal_texts(state)  # 10 - 1 quarry > 7 (no BM)
    state.apply("guest noble zoning_office")
    assert "build residence" in legal_texts(state)  # 10 - 1 - 2 = 7
    state.apply("build residence")
    assert xdoubloons_of(state, 1) == 0


def test_noble_guest_on_the_chapel_at_the_craftsman_start() -> None:
    state = game()
    set_xplayer(state, 2, buildings={"guest_house": (1, 1), "chapel": 0})
    xchoose(state, 0, "craftsman")
    assert state.current_player == 2 and legal_texts(state) == {"guest noble chapel", "pass"}
    state.apply("guest noble chapel")
    assert xvp_of(state, 2) == 1 and xdoubloons_of(state, 2) == 0


def test_hunting_lodge_after_the_festival_goal() -> None:
    """§3.4: discarding after the plantation goal was reached changes nothing."""
    state = game()
    set_festival(state, tile="corn")
    set_xplayer(state, 1, island={"corn": 2}, buildings={"hunting_lodge": 1})
    state.face_up[:] = [1, 0, 0, 0, 0]
    state.quarries = 0
    xchoose(state, 1, "settler")
    state.apply("plant corn")
    assert state.fest_tile_by == 1
    while state.current_player != 1 or "discard corn" not in legal_texts(state):
        state.apply("pass")
    state.apply("discard corn")
    assert state.fest_tile_by == 1 and xsan_juan_of(state, 1) == 3
    assert xisland_of(state, 1) == {"corn": (2, 0)}


def test_land_office_gives_no_hospice_colonist() -> None:
    """§3.4: the Hospice works only for settler-phase picks."""
    state = game()
    set_xplayer(state, 1, doubloons=1, buildings={"land_office": 1, "hospice": 1})
    xchoose(state, 0, "trader")
    state.apply("buy plantation")
    assert sum(p for _, p in xisland_of(state, 1).values()) == 0


def test_union_hall_pays_before_the_royal_supplier() -> None:
    """§3.4: the Union Hall counts the barrels at the phase start, before exchanges."""
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 2, "sugar": 2},
        buildings={"union_hall": 1, "royal_supplier": 1},
        san_juan=(2, 2),
    )
    state.ship_good[:] = [0, 2, 3]
    state.ship_load[:] = list(state.ship_capacity)
    xchoose(state, 0, "captain")
    assert xvp_of(state, 1) == 2  # union hall: 2 pairs
    state.apply("exchange corn")
    state.apply("exchange sugar")
    assert xvp_of(state, 1) == 4


def test_library_doubles_a_kidnapped_role_at_round_end() -> None:
    """X29: the kidnapper plays the role as its chooser: his Library doubles it."""
    state = new_x(3, expansions=ALL, governor=0)
    for seat in range(3):
        clear_xplayer(state, seat)
    set_xplayer(state, 0, goods={"coffee": 1}, buildings={"library": 1})
    state.apply("buccaneer")  # seat 0
    state.apply("kidnap trader")
    for role in ("mayor", "builder"):  # seats 1 and 2
        state.apply(role)
        while state.view(None)["decision"] not in ("choose_role", "trader_sell"):
            state.apply("pass" if "pass" in legal_texts(state) else state.legal_actions()[0])
    assert state.current_player == 0 and "sell coffee" in legal_texts(state)
    state.apply("sell coffee")
    assert xdoubloons_of(state, 0) == 4 + 2


def test_statue_with_church_and_zoning_office() -> None:
    """§2.3: the statue is a row-4 building: Church +2, noble Zoning Office -2."""
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=6,
        buildings={"church": 1, "zoning_office": (1, 1)},
        island={"quarry": (2, 2)},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")
    state.apply("build statue")  # 10 - 2 quarries - 2 zoning = 6
    assert xdoubloons_of(state, 1) == 0 and xvp_of(state, 1) == 2


def test_nobles_count_for_fortress_and_black_market_noble_in_a_full_game() -> None:
    state = game()
    set_xplayer(
        state,
        0,
        island={"corn": (2, 2, 2)},
        buildings={"fortress": 1, "royal_garden": (1, 1)},
        san_juan=(1, 1),
    )
    scores = state.result()["scores"][0]
    assert scores["noble_vp"] == 4
    assert scores["bonuses"] == {"fortress": 5 // 3, "royal_garden": 4}
    assert xnobles_on(state, 0) == {"san_juan": 1, "corn": 2, "royal_garden": 1}


def test_festival_plantation_reward_is_colonists_with_nobles() -> None:
    """§3.2: festival rewards deal in colonists, never nobles."""
    state = game()
    set_festival(state, tile="sugar")
    set_xplayer(state, 2, island={"sugar": 2})
    state.face_up[:] = [0, 0, 1, 0, 0]
    xchoose(state, 2, "settler")
    state.apply("plant sugar")
    assert xsan_juan_of(state, 2) == 3 and xnobles_on(state, 2) == {}
    xfinish_role(state)


def test_land_office_and_hacienda_are_independent() -> None:
    """§3.4: the Hacienda acts as settler, the Land Office on the trader turn."""
    state = game()
    set_xplayer(state, 1, doubloons=1, buildings={"hacienda": 1, "land_office": 1})
    state.face_up[:] = [0, 0, 0, 0, 0]
    state.quarries = 0
    xchoose(state, 0, "settler")
    assert state.current_player == 1 and legal_texts(state) == {"hacienda", "pass"}
    state.apply("hacienda")
    assert "buy plantation" not in legal_texts(state)
    xfinish_role(state)
    xchoose(state, 2, "trader")
    while state.current_player != 1:
        state.apply("pass")
    assert "buy plantation" in legal_texts(state)
    state.apply("buy plantation")
    assert sum(t for t, _ in xisland_of(state, 1).values()) == 2


def test_removing_tiles_lowers_residence_and_cloister() -> None:
    """§3.4: the Hunting Lodge / Land Office take tiles off; the end bonuses count what
    is left."""
    state = game()
    set_xplayer(
        state,
        1,
        island={"corn": (6, 6), "quarry": (4, 4)},
        buildings={"land_office": (1, 1), "residence": 1, "cloister": 1},
    )
    before = state.result()["scores"][1]["bonuses"]
    assert before == {"residence": 5, "cloister": 6}  # 10 spaces; corn x2 + quarry x1 sets
    xchoose(state, 0, "trader")
    state.apply("discard corn")
    after = state.result()["scores"][1]["bonuses"]
    assert after == {"residence": 4, "cloister": 3}


@pytest.mark.parametrize(("edition", "ship_fallback"), [(None, False), ("original", True)])
def test_hospice_in_an_expansion_game_follows_the_edition(
    edition: str | None, ship_fallback: bool
) -> None:
    """A game with expansions is a deluxe game: its Ospizio takes a worker "dalla riserva
    (non dalla Sala di Reclutamento)", so with an empty supply it does nothing. Under the
    house rule edition=original the original text's ship fallback applies."""
    state = new_x(4, expansions=("buccaneer",), edition=edition)
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 0, buildings={"hospice": 1})
    state.face_up[:] = [1, 1, 1, 1, 1]
    state.colonist_supply = 0
    state.colonist_ship = 4
    xchoose(state, 0, "settler")
    state.apply("plant coffee")
    if ship_fallback:
        assert legal_texts(state) == {"hospice", "pass"}
        state.apply("hospice")
        assert xisland_of(state, 0) == {"coffee": (1, 1)} and state.colonist_ship == 3
    else:
        assert state.current_player == 1  # no Hospice decision
        assert xisland_of(state, 0) == {"coffee": (1, 0)} and state.colonist_ship == 4
