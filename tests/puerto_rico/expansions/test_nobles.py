"""Expansion 2, the Nobles (expansions reference §3): 20 nobles, the ship with a noble
and without the colonist end trigger, placing nobles, the seven buildings with their
colonist-or-noble effects, noble VP; XE-14 to XE-17 and X14-X19."""

from __future__ import annotations

import random

import pytest

import tradewinds
from tests.puerto_rico.scenario import (
    assert_illegal,
    clear_xplayer,
    legal_texts,
    log_texts,
    new_x,
    set_xplayer,
    xchoose,
    xcity_of,
    xdoubloons_of,
    xfinish_role,
    xgoods_of,
    xisland_of,
    xnobles_of,
    xnobles_on,
    xsan_juan_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

NOBLES = ("nobles",)


def nobles_game(players: int = 4, rules: tuple[str, ...] = ()) -> PuertoRicoState:
    """Nobles only; seat 0 governor; every board empty."""
    state = new_x(players, expansions=NOBLES, rules=rules)
    for seat in range(players):
        clear_xplayer(state, seat)
    return state


def score_of(state: PuertoRicoState, seat: int) -> dict[str, object]:
    result: dict[str, object] = state.result()["scores"][seat]
    return result


# ---------------------------------------------------------------------------- setup


@pytest.mark.parametrize(
    ("players", "supply", "ship"), [(2, 40, 1), (3, 98, 2), (4, 97, 3), (5, 96, 4)]
)
def test_setup(players: int, supply: int, ship: int) -> None:
    """§3.1, X14: all 100 colonists with 3-5 players (2 + 40 with 2); the ship's first
    load has one noble in place of a colonist; 19 nobles stay in the supply; the jeweler
    (2 copies) and the seven commercial buildings join the supply."""
    state = new_x(players, expansions=NOBLES)
    assert (state.colonist_supply, state.colonist_ship) == (supply, ship)
    assert (state.noble_supply, state.noble_ship) == (19, 1)
    view = state.view(None)
    assert view["noble_supply"] == 19 and view["noble_ship"] == 1
    ids = {b["id"]: b["remaining"] for b in view["buildings"]}
    small = 1 if players == 2 else 2
    assert ids["jeweler"] == 2 and ids["villa"] == small and ids["royal_garden"] == 1
    assert "aqueduct" not in ids  # expansion 1 stays in the box
    check_invariants(state)


# --------------------------------------------------------------------- colonist ship


def test_xe14_ship_fill_with_a_noble() -> None:
    """XE-14: 4 players, 3 empty building circles, nobles left → 3 colonists + 1 noble."""
    state = nobles_game()
    set_xplayer(state, 1, buildings={"large_indigo_plant": 0})
    state.colonist_ship = state.noble_ship = 0
    xchoose(state, 0, "mayor")
    state.apply("pass")
    assert (state.colonist_ship, state.noble_ship) == (3, 1)
    assert "3 colonists and 1 noble board the colonist ship." in log_texts(state)


def test_xe14_no_colonists_no_game_end() -> None:
    """XE-14, §3.2: with an empty colonist supply the ship gets 1 noble only; T1 is gone."""
    state = nobles_game()
    state.colonist_supply = 0
    state.colonist_ship = state.noble_ship = 0
    xchoose(state, 0, "mayor")
    assert (state.colonist_ship, state.noble_ship) == (0, 1)
    assert state.end_triggers == 0


def test_no_noble_left_means_colonists_only() -> None:
    state = nobles_game()
    state.noble_supply = 0
    state.noble_ship = 0
    xchoose(state, 0, "mayor")
    state.apply("pass")
    assert (state.colonist_ship, state.noble_ship) == (4, 0)


def test_each_taker_chooses_colonist_or_noble() -> None:
    """X15: pieces are taken one at a time from the mayor; while the noble is aboard with
    colonists each taker chooses."""
    state = nobles_game()
    state.colonist_ship, state.noble_ship = 4, 1
    state.colonist_supply = 0  # no privilege
    xchoose(state, 1, "mayor")
    assert state.current_player == 1
    assert legal_texts(state) == {"take noble", "take colonist"}
    state.apply("take colonist")
    assert state.current_player == 2
    state.apply("take noble")
    assert xnobles_of(state, 2) == 1 and xnobles_on(state, 2) == {"san_juan": 1}
    # Pieces: 1 → seat 1 (2: the fifth too), seat 2, seat 3, seat 0.
    assert [xsan_juan_of(state, s) for s in range(4)] == [1, 2, 1, 1]
    assert any("(one a noble)" in t for t in log_texts(state))


def test_the_last_piece_is_the_noble() -> None:
    state = nobles_game()
    state.colonist_ship, state.noble_ship = 1, 1
    state.colonist_supply = 0
    xchoose(state, 0, "mayor")
    state.apply("take colonist")
    assert xnobles_of(state, 1) == 1  # the only piece left went to the next taker


# -------------------------------------------------------------------------- placing


def test_placing_nobles_where_it_matters() -> None:
    """A noble may stand on any circle; on the chapel it makes the noble effect."""
    state = nobles_game()
    set_xplayer(state, 0, island={"corn": 1}, buildings={"chapel": 0}, san_juan=(2, 1))
    state.colonist_ship = state.noble_ship = 0
    state.colonist_supply = 0
    xchoose(state, 0, "mayor")
    assert legal_texts(state) >= {"place corn", "place chapel", "place noble chapel"}
    state.apply("place noble chapel")
    assert xnobles_on(state, 0) == {"chapel": 1}
    assert xisland_of(state, 0) == {"corn": (1, 1)}  # the colonist went on automatically


def test_unplace_a_noble() -> None:
    state = nobles_game()
    set_xplayer(state, 0, island={"corn": (1, 1, 1)}, buildings={"chapel": 1}, san_juan=0)
    state.colonist_ship = state.noble_ship = 0
    state.colonist_supply = 0
    xchoose(state, 0, "mayor")
    # Every circle is full, but swapping matters: he may rearrange.
    assert legal_texts(state) == {"done", "unplace noble corn", "unplace chapel"}
    state.apply("unplace noble corn")
    state.apply("unplace chapel")
    state.apply("place noble chapel")
    assert xnobles_on(state, 0) == {"chapel": 1}
    assert xisland_of(state, 0) == {"corn": (1, 1)}


def test_without_noble_sensitive_buildings_everything_is_filled() -> None:
    state = nobles_game()
    set_xplayer(state, 0, island={"corn": 2}, buildings={"hacienda": 0}, san_juan=(3, 2))
    state.colonist_ship = state.noble_ship = 0
    state.colonist_supply = 0
    xchoose(state, 0, "mayor")
    assert xisland_of(state, 0) == {"corn": (2, 2)}
    assert xcity_of(state, 0) == {"hacienda": 1}
    assert xnobles_of(state, 0) == 2
    assert xsan_juan_of(state, 0) == 0  # every piece, nobles included, is on a circle


# ------------------------------------------------------------------------ buildings


def test_xe15_zoning_office() -> None:
    """XE-15: noble-occupied, builder, 2 quarries: city hall 10-1-2-2 = 5; colonist-
    occupied: office 5-1-1-2 = 1."""
    state = nobles_game()
    set_xplayer(state, 0, island={"quarry": (2, 2)}, buildings={"zoning_office": (1, 1)})
    state.chooser = 0
    assert state.price(0, _i("city_hall"), builder=True) == 5
    assert state.price(0, _i("office"), builder=True) == 5 - 1 - 2  # no noble discount
    set_xplayer(state, 0, buildings={"zoning_office": 1})
    assert state.price(0, _i("office"), builder=True) == 1
    assert state.price(0, _i("city_hall"), builder=True) == 10 - 1 - 2


def test_zoning_office_in_the_builder_phase() -> None:
    state = nobles_game()
    set_xplayer(state, 1, doubloons=1, buildings={"zoning_office": 1})
    xchoose(state, 0, "builder")
    state.apply("pass")
    assert "build small_sugar_mill" in legal_texts(state)  # 2 - 1 zoning
    state.apply("build small_sugar_mill")
    assert xdoubloons_of(state, 1) == 0


@pytest.mark.parametrize(("noble", "doubloons", "vp"), [(False, 1, 0), (True, 0, 1)])
def test_chapel(noble: bool, doubloons: int, vp: int) -> None:
    """§3.3: when the craftsman phase begins: colonist +1 doubloon, noble +1 VP chip."""
    state = nobles_game()
    set_xplayer(state, 2, buildings={"chapel": (1, 1 if noble else 0)})
    xchoose(state, 0, "craftsman")
    assert (xdoubloons_of(state, 2), xvp_of(state, 2)) == (doubloons, vp)


def test_xe16_royal_supplier() -> None:
    """XE-16: 2 nobles, 3 corn and 1 coffee: 1 corn + 1 coffee for 2 VP before his first
    loading turn; no other bonus for them."""
    state = nobles_game()
    set_xplayer(
        state,
        1,
        goods={"corn": 3, "coffee": 1},
        island={"corn": (1, 1, 1)},
        buildings={"royal_supplier": 1, "harbor": 1},
        san_juan=(1, 1),
    )
    xchoose(state, 1, "captain")
    assert legal_texts(state) == {"exchange corn", "exchange coffee", "pass"}
    state.apply("exchange corn")
    assert legal_texts(state) == {"exchange coffee", "pass"}
    state.apply("exchange coffee")
    assert xvp_of(state, 1) == 2 and xgoods_of(state, 1) == {"corn": 2}
    # Then his loading turn: loading gives the captain's bonus and the Harbor.
    assert state.view(None)["decision"] == "captain_load"
    state.apply(state.legal_actions()[0])
    assert xvp_of(state, 1) == 2 + 2 + 1 + 1


def test_royal_supplier_limited_by_nobles_and_once() -> None:
    state = nobles_game()
    set_xplayer(state, 1, goods={"corn": 2, "sugar": 1}, buildings={"royal_supplier": (1, 1)})
    state.ship_good[:] = [0, 2, 3]
    state.ship_load[:] = [5, 6, 7]  # every ship full: no loading
    xchoose(state, 1, "captain")
    state.apply("exchange sugar")
    assert xvp_of(state, 1) == 1  # one noble: one exchange
    assert state.view(None)["decision"] != "captain_royal_supplier"


def test_xe17_hunting_lodge_noble() -> None:
    """XE-17: empty island spaces A 4, B 4, C 2: A (noble lodge) gets nothing; with 5 he
    gets 2 VP."""
    for filled_a, vp in ((8, 0), (7, 2)):
        state = nobles_game(3)
        set_xplayer(state, 0, island={"quarry": filled_a}, buildings={"hunting_lodge": (1, 1)})
        set_xplayer(state, 1, island={"quarry": 8})
        set_xplayer(state, 2, island={"quarry": 10})
        state.face_up[:] = [0, 0, 0, 0, 0]
        state.quarries = 0
        xchoose(state, 1, "settler")
        assert xvp_of(state, 0) == vp


def test_hunting_lodge_colonist_discards() -> None:
    """§3.3: after the picks the colonist-occupied lodge's owner may discard a plantation
    (never a quarry); a piece on it goes to San Juan."""
    state = nobles_game()
    set_xplayer(
        state,
        2,
        island={"corn": (1, 1), "quarry": 1},
        buildings={"hunting_lodge": 1},
    )
    state.face_up[:] = [0, 0, 0, 0, 0]
    state.quarries = 0
    discard = list(state.discard)
    xchoose(state, 0, "settler")
    assert state.current_player == 2
    assert legal_texts(state) == {"discard corn", "pass"}
    state.apply("discard corn")
    assert xisland_of(state, 2) == {"quarry": (1, 0)}
    assert xsan_juan_of(state, 2) == 1
    assert state.discard[0] == discard[0] + 1


def test_land_office_colonist_buys_a_plantation() -> None:
    """§3.3, X16: trader phase, owner's turn, once: 1 doubloon for the top face-down tile,
    besides his sale."""
    state = nobles_game()
    set_xplayer(state, 1, doubloons=2, goods={"corn": 1}, buildings={"land_office": 1})
    xchoose(state, 0, "trader")
    assert state.current_player == 1
    assert legal_texts(state) == {"sell corn", "buy plantation", "pass"}
    state.apply("buy plantation")
    assert xdoubloons_of(state, 1) == 1 and sum(t for t, _ in xisland_of(state, 1).values()) == 1
    assert legal_texts(state) == {"sell corn", "pass"}  # once per phase
    state.apply("sell corn")
    assert state.view(None)["decision"] == "choose_role"  # the others had nothing to do


def test_land_office_noble_sells_a_plantation() -> None:
    state = nobles_game()
    set_xplayer(
        state,
        1,
        island={"corn": (2, 2, 1), "quarry": 1},
        buildings={"land_office": (1, 1)},
    )
    xchoose(state, 0, "trader")
    assert legal_texts(state) == {"discard corn", "pass"}  # never a quarry
    state.apply("discard corn")
    assert xdoubloons_of(state, 1) == 1
    assert xisland_of(state, 1) == {"corn": (1, 1), "quarry": (1, 0)}
    assert xsan_juan_of(state, 1) == 1  # the colonist on it went to San Juan
    assert xnobles_on(state, 1) == {"corn": 1, "land_office": 1}


def test_land_office_in_the_settler_phase_variant() -> None:
    """Variant land_office_settler (X16): it acts on the owner's settler turn instead."""
    state = nobles_game(rules=("land_office_settler",))
    set_xplayer(state, 1, doubloons=1, buildings={"land_office": 1})
    state.face_up[:] = [1, 1, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("pass")
    assert "buy plantation" in legal_texts(state)
    state.apply("buy plantation")
    state.apply("plant corn")
    assert sum(t for t, _ in xisland_of(state, 1).values()) == 2
    xfinish_role(state)
    xchoose(state, 2, "trader")
    assert "buy plantation" not in legal_texts(state)


def test_villa() -> None:
    """§3.3, X17: when the mayor phase begins the owner may take a noble (else a colonist,
    else nothing)."""
    state = nobles_game()
    set_xplayer(state, 3, buildings={"villa": 1})
    state.colonist_ship = state.noble_ship = 0
    xchoose(state, 0, "mayor")
    assert state.current_player == 3 and legal_texts(state) == {"villa", "pass"}
    state.apply("villa")
    assert xnobles_of(state, 3) == 1
    state2 = nobles_game()
    set_xplayer(state2, 3, buildings={"villa": 1})
    state2.noble_supply = 0
    state2.colonist_ship = state2.noble_ship = 0
    xchoose(state2, 0, "mayor")
    state2.apply("villa")
    assert xnobles_of(state2, 3) == 0 and xsan_juan_of(state2, 3) >= 1
    assert "Player 4's Villa: no noble is left, a colonist instead." in log_texts(state2)


def test_jeweler() -> None:
    """§3.3: +1 doubloon per noble at the owner's production step; produces no goods."""
    state = nobles_game()
    set_xplayer(state, 1, buildings={"jeweler": (1, 1)}, san_juan=(2, 2))
    xchoose(state, 0, "craftsman")
    assert xdoubloons_of(state, 1) == 3
    assert xgoods_of(state, 1) == {}


def test_optional_production_declined_takes_the_jeweler_with_it() -> None:
    """Option optional_production ("L'azione di una carta è facoltativa"): the Jeweler
    pays at its owner's production step, so a player who declines his production gets
    nothing from it; one with no barrel to produce is not asked and is paid."""
    state = new_x(4, expansions=NOBLES, optional_production=True)
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 1, island={"corn": (1, 1)}, buildings={"jeweler": (1, 1)}, san_juan=(2, 2))
    set_xplayer(state, 2, buildings={"jeweler": (1, 1)})
    xchoose(state, 0, "craftsman")
    assert state.view(None)["decision"] == "craftsman_produce" and state.current_player == 1
    state.apply("pass")
    assert xdoubloons_of(state, 1) == 0 and xgoods_of(state, 1) == {}
    assert xdoubloons_of(state, 2) == 1  # not asked: no barrel to produce
    assert state.view(None)["decision"] == "choose_role"


def test_noble_scoring_royal_garden_guild_hall_city_hall_fortress() -> None:
    """§3.2, §3.3: 1 VP per noble (not VP chips); Royal Garden +1 per noble; the jeweler is
    a large production building for the Guild Hall, no violet one for the City Hall;
    the Fortress counts nobles (X18)."""
    state = nobles_game()
    set_xplayer(
        state,
        0,
        vp=4,
        island={"corn": (1, 1, 1)},
        buildings={
            "jeweler": (1, 1),
            "royal_garden": 1,
            "guild_hall": 1,
            "city_hall": 1,
            "fortress": 1,
            "customs_house": 1,
        },
        san_juan=(2, 1),
    )
    score = score_of(state, 0)
    assert score["noble_vp"] == 3
    assert score["bonuses"] == {
        "guild_hall": 2,
        "city_hall": 5,
        "fortress": 9 // 3,  # 1 + 6 on circles, 2 in San Juan
        "customs_house": 1,
        "royal_garden": 3,
    }
    assert score["total"] == 4 + 3 + 4 * 5 + 3 + (2 + 5 + 3 + 1 + 3)


def test_raid_leaves_the_noble_aboard() -> None:
    """X20: the raid removes colonists only."""
    state = new_x(4, expansions=("nobles", "buccaneer"))
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 0, island={"corn": 3})
    state.colonist_ship, state.noble_ship = 6, 1
    xchoose(state, 0, "buccaneer")
    state.apply("raid")
    assert (state.colonist_ship, state.noble_ship) == (4, 1)


def test_hospice_and_university_give_colonists_not_nobles() -> None:
    state = nobles_game()
    set_xplayer(state, 0, doubloons=9, buildings={"university": 1})
    state.colonist_supply = 0
    state.colonist_ship, state.noble_ship = 1, 1
    xchoose(state, 0, "builder")
    state.apply("build harbor")
    state.apply("university")
    assert xcity_of(state, 0)["harbor"] == 1 and xnobles_of(state, 0) == 0
    assert (state.colonist_ship, state.noble_ship) == (0, 1)


def test_illegal_noble_actions_name_the_rule() -> None:
    state = nobles_game()
    set_xplayer(state, 0, island={"corn": 2}, buildings={"chapel": 0}, san_juan=1)
    state.colonist_ship = state.noble_ship = 0
    state.colonist_supply = 0
    xchoose(state, 0, "mayor")
    assert_illegal(state, "place noble chapel")
    try:
        state.apply("place noble chapel")
    except tradewinds.IllegalActionError as error:
        assert "no noble in San Juan" in str(error)


# --------------------------------------------------------------------- whole games


def test_nobles_games_never_end_by_colonists_and_replay() -> None:
    for seed in range(6):
        state = new_x(2 + seed % 4, expansions=NOBLES, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert "colonists" not in state.result()["end_triggers"]
        assert tradewinds.replay(state.record()).to_json() == state.to_json()
        assert tradewinds.load_state(state.to_json()).to_json() == state.to_json()


def _i(building_id: str) -> int:
    return next(b.index for b in ALL_BUILDINGS if b.id == building_id)
