"""Expansion 1, New Buildings (expansions reference §2): forests and every new building
with the interactions of §2.4; the rule examples XE-01 to XE-13."""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    clear_xplayer,
    legal_texts,
    log_texts,
    new_x,
    set_festival,
    set_xplayer,
    xchoose,
    xcity_of,
    xdoubloons_of,
    xfinish_role,
    xforests_of,
    xgoods_of,
    xisland_of,
    xsan_juan_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDING_INDEX, GOODS
from tradewinds.games.puerto_rico.state import PuertoRicoState

EXP1 = ("new_buildings",)


def game(
    players: int = 4,
    expansions: tuple[str, ...] = EXP1,
    rules: tuple[str, ...] = (),
) -> PuertoRicoState:
    """Seat 0 governor (random draft); every board empty; every building in the supply."""
    state = new_x(players, expansions=expansions, rules=rules)
    for seat in range(players):
        clear_xplayer(state, seat)
    for i in range(len(state.in_game)):
        if not state.in_game[i]:
            state.in_game[i] = 1
            state.building_supply[i] = 1
    state.rebuild_derived()
    return state


def price(state: PuertoRicoState, seat: int, building: str, builder: bool) -> int:
    return state.price(seat, ALL_BUILDING_INDEX[building], builder=builder)


def score(state: PuertoRicoState, seat: int) -> dict[str, object]:
    result: dict[str, object] = state.result()["scores"][seat]
    return result


def private_vp(state: PuertoRicoState, seat: int) -> list[str]:
    return [e.text for e in state.events(seat) if e.seat == seat]


# =========================================================================== forests


def test_forest_house_settler_makes_a_forest() -> None:
    """§2.2: a taken plantation may go face down as a forest: it fills a space, has no
    circle and is no plantation."""
    state = game()
    set_xplayer(state, 1, buildings={"forest_house": 1})
    state.face_up[:] = [1, 1, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("pass")
    assert legal_texts(state) == {
        "plant corn",
        "plant indigo",
        "forest corn",
        "forest indigo",
        "pass",
    }
    state.apply("forest indigo")
    assert xforests_of(state, 1) == {"indigo": 1}
    assert xisland_of(state, 1) == {}
    assert state.island_filled(1) == 1
    assert state.circles(1) == (1, 1)  # the forest house's circle only
    view = state.view(2)["players_board"][1]
    assert view["forests"] == 1 and view["forest_kinds"] == {"indigo": 1}


def test_forest_house_needs_a_colonist_to_make_forests() -> None:
    state = game()
    set_xplayer(state, 1, buildings={"forest_house": 0})
    state.face_up[:] = [1, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("pass")
    assert "forest corn" not in legal_texts(state)
    assert_illegal(state, "forest corn")


def test_xe02_forest_house_discount() -> None:
    """XE-02: builder, 5 forests, 4 occupied quarries, a Wharf (9, row 3):
    9 - 1 - 2 - 3 = 3."""
    state = game()
    set_xplayer(
        state,
        0,
        doubloons=3,
        island={"quarry": (4, 4)},
        forests={"corn": 3, "sugar": 2},
        buildings={"forest_house": 1},
    )
    assert price(state, 0, "wharf", builder=True) == 3
    xchoose(state, 0, "builder")
    state.apply("build wharf")
    assert xdoubloons_of(state, 0) == 0


def test_forest_discount_needs_an_occupied_forest_house() -> None:
    """X6: forests need no colonist, the discount does."""
    state = game()
    set_xplayer(state, 0, forests={"corn": 4}, buildings={"forest_house": 0})
    assert price(state, 0, "harbor", builder=False) == 8
    set_xplayer(state, 0, buildings={"forest_house": 1})
    assert price(state, 0, "harbor", builder=False) == 6
    assert price(state, 0, "small_market", builder=True) == 0  # never below 0


def test_hacienda_with_forest_house_looks_first() -> None:
    """§2.3: with a Hacienda he may look at the drawn tile, then choose plantation or
    forest; the kind stays hidden from the others if it becomes a forest."""
    state = game()
    set_xplayer(state, 0, buildings={"hacienda": 1, "forest_house": 1})
    state.stack[:] = [0, 0, 0, 4, 0]
    state.discard[:] = [0, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("hacienda")
    assert state.view(0)["drawn_tile"] == "tobacco"
    assert state.view(1)["drawn_tile"] == "face down"
    assert legal_texts(state) == {"as plantation", "as forest"}
    state.apply("as forest")
    assert xforests_of(state, 0) == {"tobacco": 1}
    assert state.view(1)["players_board"][0]["forest_kinds"] == {}
    assert state.view(1)["players_board"][0]["forests_of_unknown_kind"] == 1
    assert state.view(0)["players_board"][0]["forest_kinds"] == {"tobacco": 1}
    assert "You draw a tobacco plantation." in private_vp(state, 0)


def test_library_and_forest_house_each_tile_may_be_a_forest() -> None:
    state = game()
    set_xplayer(state, 0, buildings={"library": 1, "forest_house": 1})
    state.face_up[:] = [2, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("forest corn")
    for _ in range(3):
        state.apply("pass")
    state.apply("forest corn")  # the Library's second tile
    assert xforests_of(state, 0) == {"corn": 2}


def test_hospice_with_forest_house_puts_the_colonist_in_san_juan() -> None:
    state = game()
    set_xplayer(state, 0, buildings={"hospice": 1, "forest_house": 1})
    state.face_up[:] = [1, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("forest corn")
    state.apply("hospice")
    assert xsan_juan_of(state, 0) == 1
    assert any("San Juan (the forest has no circle)" in t for t in log_texts(state))


def test_forests_fill_the_island_and_count_for_the_residence() -> None:
    state = game()
    set_xplayer(
        state,
        0,
        island={"corn": 6},
        forests={"indigo": 5},
        buildings={"residence": 1},
    )
    assert score(state, 0)["bonuses"] == {"residence": 6}  # 11 spaces
    set_xplayer(state, 0, forests={"indigo": 6})
    assert state.island_full(0)  # 6 plantations + 6 forests


def test_festival_plantation_goal_ignores_forests() -> None:
    state = game(expansions=("new_buildings", "festival"))
    set_festival(state, tile="corn")
    set_xplayer(state, 0, island={"corn": 1}, forests={"corn": 2}, buildings={"forest_house": 1})
    state.face_up[:] = [2, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("forest corn")
    assert state.fest_tile_by == -1


def test_hunting_lodge_discards_a_forest() -> None:
    """X13: the colonist-occupied lodge may discard a forest; it returns as a normal tile."""
    state = game(expansions=("new_buildings", "nobles"))
    set_xplayer(state, 2, forests={"sugar": (1, 0)}, buildings={"hunting_lodge": 1})
    state.face_up[:] = [0, 0, 0, 0, 0]
    state.quarries = 0
    discard = state.discard[2]
    xchoose(state, 0, "settler")
    assert legal_texts(state) == {"discard forest sugar", "pass"}
    state.apply("discard forest sugar")
    assert xforests_of(state, 2) == {}
    assert state.discard[2] == discard + 1


def test_land_office_noble_sells_a_forest() -> None:
    state = game(expansions=("new_buildings", "nobles"))
    set_xplayer(state, 1, forests={"coffee": 1}, buildings={"land_office": (1, 1)})
    xchoose(state, 0, "trader")
    assert legal_texts(state) == {"discard forest coffee", "pass"}
    state.apply("discard forest coffee")
    assert xdoubloons_of(state, 1) == 1 and xforests_of(state, 1) == {}


def test_land_office_colonist_with_forest_house() -> None:
    """§3.3: the bought tile may become a forest (the owner looks first)."""
    state = game(expansions=("new_buildings", "nobles"))
    set_xplayer(state, 1, doubloons=1, buildings={"land_office": 1, "forest_house": 1})
    xchoose(state, 0, "trader")
    state.apply("buy plantation")
    assert legal_texts(state) == {"as plantation", "as forest"}
    state.apply("as forest")
    assert sum(xforests_of(state, 1).values()) == 1
    assert state.view(None)["decision"] == "choose_role"  # back in his (empty) sale


# ====================================================================== black market


def test_xe01_black_market() -> None:
    """XE-01: a Factory at price 7 with 5 doubloons: 1 sugar + 1 VP chip make up the 2;
    Leo ends with 0 doubloons; the sugar and the chip return to their supplies."""
    state = game()
    set_xplayer(state, 1, doubloons=5, vp=3, goods={"sugar": 1}, buildings={"black_market": 1})
    sugar = state.goods_supply[GOODS.index("sugar")]
    supply = state.vp_supply
    xchoose(state, 0, "builder")
    state.apply("pass")
    assert "build factory" in legal_texts(state)
    state.apply("build factory")
    assert legal_texts(state) == {"return sugar", "return vp"}  # his only colonist: the BM's
    state.apply("return sugar")  # then the VP chip is the only item left: handed back
    assert xcity_of(state, 1)["factory"] == 0
    assert xdoubloons_of(state, 1) == 0 and xvp_of(state, 1) == 2
    assert state.goods_supply[GOODS.index("sugar")] == sugar + 1
    assert state.vp_supply == supply + 1


def test_xe01_variant_shortfall_over_three() -> None:
    """XE-01 variant: price 9 with 5 doubloons → shortfall 4 > 3: not allowed."""
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=5,
        vp=3,
        goods={"sugar": 1},
        island={"corn": (1, 1)},
        buildings={"black_market": 1},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")
    assert "build wharf" not in legal_texts(state)
    assert "build factory" in legal_texts(state)
    assert_illegal(state, "build wharf")


def test_black_market_one_item_per_category_and_only_when_short() -> None:
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=6,
        goods={"corn": 2, "sugar": 1},
        island={"corn": (1, 1)},
        buildings={"black_market": 1},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")
    # No VP chip: colonist + barrel cover at most 2 → price 8 (harbor) yes, 9 no.
    assert "build harbor" in legal_texts(state) and "build wharf" not in legal_texts(state)
    state.apply("build harbor")
    assert legal_texts(state) == {
        "return colonist corn",
        "return corn",
        "return sugar",
    }  # never the Black Market's own colonist
    state.apply("return corn")  # the colonist on the corn is the last item: automatic
    assert xisland_of(state, 1) == {"corn": (1, 0)}
    assert xdoubloons_of(state, 1) == 0
    # Affordable buildings are bought normally (no hand-back offered).
    state2 = game()
    set_xplayer(state2, 1, doubloons=6, goods={"corn": 1}, buildings={"black_market": 1})
    xchoose(state2, 0, "builder")
    state2.apply("pass")
    state2.apply("build large_warehouse")
    assert xdoubloons_of(state2, 1) == 0 and xgoods_of(state2, 1) == {"corn": 1}


def test_black_market_noble_and_variant() -> None:
    """X19: a noble may be the piece handed back (to the noble supply); variant
    black_market_no_noble forbids it."""
    for rules, expected in (((), True), (("black_market_no_noble",), False)):
        state = game(expansions=("new_buildings", "nobles"), rules=rules)
        set_xplayer(state, 1, doubloons=7, san_juan=(1, 1), buildings={"black_market": 1})
        xchoose(state, 0, "builder")
        state.apply("pass")
        assert ("build harbor" in legal_texts(state)) == expected
        if expected:
            nobles = state.noble_supply
            state.apply("build harbor")  # the noble is the only item: handed back
            assert state.noble_supply == nobles + 1
            assert any("hands back a noble from San Juan" in t for t in log_texts(state))


def test_black_market_then_university_and_church() -> None:
    """§2.4: the University's colonist and the Church's VP follow a Black Market buy."""
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=9,
        vp=1,
        buildings={"black_market": 1, "university": 1, "church": 1},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")
    state.apply("build fortress")
    state.apply("return vp")
    state.apply("university")
    assert xcity_of(state, 1)["fortress"] == 1
    assert xvp_of(state, 1) == 2  # -1 handed back, +2 church (row 4)


def test_black_market_does_not_cancel_a_trigger() -> None:
    state = game()
    set_xplayer(state, 1, doubloons=7, vp=1, buildings={"black_market": 1})
    state.end_triggers = 4
    state.vp_supply = 0
    xchoose(state, 0, "builder")
    state.apply("pass")
    state.apply("build university")  # the VP chip covers the last doubloon
    assert xcity_of(state, 1)["university"] == 0
    assert state.vp_supply == 1 and state.view(None)["end_triggers"] == ["vp"]


# ============================================================ storage: storehouse


def storage_game(**buildings: int) -> PuertoRicoState:
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 3, "indigo": 2, "sugar": 2, "coffee": 1},
        buildings=buildings,
    )
    state.ship_good[:] = [0, 1, 2]  # corn, indigo, sugar: full ships, nothing loads
    state.ship_load[:] = list(state.ship_capacity)
    return state


def test_xe03_storehouse_and_small_warehouse() -> None:
    """XE-03: keep all of one kind plus up to 4 more barrels of any kinds."""
    state = storage_game(storehouse=1, small_warehouse=1)
    xchoose(state, 0, "captain")
    assert state.view(None)["decision"] == "captain_warehouse"
    state.apply("warehouse corn")
    state.apply("keep indigo")
    state.apply("keep indigo")
    state.apply("keep sugar")
    state.apply("keep coffee")
    assert xgoods_of(state, 1) == {"corn": 3, "indigo": 2, "sugar": 1, "coffee": 1}


def test_storehouse_keeps_everything_that_fits() -> None:
    state = storage_game(storehouse=1)
    set_xplayer(state, 1, goods={"corn": 2, "coffee": 2})
    xchoose(state, 0, "captain")
    assert xgoods_of(state, 1) == {"corn": 2, "coffee": 2}  # 4 barrels: no choice


# ================================================================ captain buildings


def test_xe04_union_hall() -> None:
    """XE-04: 3 corn, 1 coffee, 2 indigo → +2 VP; 4 corn, 2 coffee → +3 VP; both when
    the captain phase begins."""
    state = game()
    set_xplayer(state, 1, goods={"corn": 3, "coffee": 1, "indigo": 2}, buildings={"union_hall": 1})
    set_xplayer(state, 2, goods={"corn": 4, "coffee": 2}, buildings={"union_hall": 1})
    xchoose(state, 0, "captain")
    assert xvp_of(state, 1) >= 2 and xvp_of(state, 2) >= 3
    assert "You earn 2 VP." in private_vp(state, 1)
    assert "You earn 3 VP." in private_vp(state, 2)


def test_xe10_lighthouse() -> None:
    """XE-10: the captain with an occupied Lighthouse and no goods: +1 doubloon at the
    start; a non-captain owner who loads twice: +2 doubloons."""
    state = game()
    set_xplayer(state, 0, buildings={"lighthouse": 1})
    set_xplayer(state, 1, goods={"corn": 1, "sugar": 1}, buildings={"lighthouse": 1})
    xchoose(state, 0, "captain")
    assert xdoubloons_of(state, 0) == 1
    while state.view(None)["decision"] == "captain_load":
        state.apply(state.legal_actions()[0])
    assert xdoubloons_of(state, 1) == 2


def test_lighthouse_first_shipment_variant() -> None:
    """Variant lighthouse_first_shipment (X10): the captain's doubloon comes with his first
    load instead."""
    state = game(rules=("lighthouse_first_shipment",))
    set_xplayer(state, 0, buildings={"lighthouse": 1})
    xchoose(state, 0, "captain")
    assert xdoubloons_of(state, 0) == 0
    state2 = game(rules=("lighthouse_first_shipment",))
    set_xplayer(state2, 0, goods={"corn": 1}, buildings={"lighthouse": 1})
    xchoose(state2, 0, "captain")
    state2.apply("load corn on 5")
    assert xdoubloons_of(state2, 0) == 2  # +1 captain's, +1 for the load


def test_xe13_small_wharf() -> None:
    """XE-13: 2 corn + 1 sugar + 2 coffee with the Small Wharf → 2 VP (+1 Harbor)."""
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 2, "sugar": 1, "coffee": 2},
        buildings={"small_wharf": 1, "harbor": 1},
    )
    supply = list(state.goods_supply)
    xchoose(state, 0, "captain")
    assert state.current_player == 1
    for good in ("corn", "corn", "sugar", "coffee"):
        state.apply(f"small wharf {good}")
    assert state.view(None)["decision"] == "captain_small_wharf"
    assert legal_texts(state) == {"small wharf coffee", "done"}
    state.apply("small wharf coffee")  # nothing left to add: shipped at once
    assert xvp_of(state, 1) == 3
    assert xgoods_of(state, 1) == {}
    assert [state.goods_supply[g] - supply[g] for g in range(5)] == [2, 0, 1, 0, 2]
    assert "small wharf corn" not in legal_texts(state)  # once per phase


def test_small_wharf_owner_may_pass_load_fewer_and_choose_any_ship() -> None:
    """X9: the Small Wharf's owner need not load, nor load the most, nor use the ship that
    takes the most."""
    state = game()
    set_xplayer(state, 1, goods={"corn": 4}, buildings={"small_wharf": 1})
    xchoose(state, 0, "captain")
    assert legal_texts(state) >= {"pass", "load corn on 5", "load corn on 6", "load corn on 7"}
    state.apply("load corn on 6")
    assert legal_texts(state) == {"barrels 1", "barrels 2", "barrels 3", "barrels 4"}
    state.apply("barrels 2")
    assert xgoods_of(state, 1) == {"corn": 2} and state.ship_load[1] == 2


def test_wharf_and_small_wharf_in_one_phase() -> None:
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 2, "coffee": 3},
        buildings={"small_wharf": 1, "wharf": 1},
    )
    state.ship_good[:] = [1, 2, 3]
    state.ship_load[:] = list(state.ship_capacity)
    xchoose(state, 0, "captain")
    state.apply("wharf coffee")
    assert state.current_player == 1
    state.apply("small wharf corn")
    state.apply("small wharf corn")
    assert xvp_of(state, 1) == 3 + 1


# ============================================================ craftsman buildings


def test_xe05_aqueduct() -> None:
    """XE-05: 1 indigo from the small plant and no sugar from the large mill: no bonus;
    2 indigo via the large plant and 3 sugar via the large mill: 3 indigo, 4 sugar."""
    state = game()
    set_xplayer(
        state,
        1,
        island={"indigo": (1, 1)},
        buildings={"aqueduct": 1, "small_indigo_plant": 1, "large_sugar_mill": 2},
    )
    set_xplayer(
        state,
        2,
        island={"indigo": (2, 2), "sugar": (3, 3)},
        buildings={"aqueduct": 1, "large_indigo_plant": 2, "large_sugar_mill": 3},
    )
    xchoose(state, 0, "craftsman")
    assert xgoods_of(state, 1) == {"indigo": 1}
    assert xgoods_of(state, 2) == {"indigo": 3, "sugar": 4}


def test_aqueduct_counts_for_the_festival_and_the_specialty_factory() -> None:
    """X27: the Aqueduct's barrel is production."""
    state = game(expansions=("new_buildings", "festival"))
    set_festival(state, barrels={"sugar": 3})
    set_xplayer(
        state,
        1,
        island={"sugar": (2, 2)},
        buildings={"aqueduct": 1, "large_sugar_mill": 2, "specialty_factory": 1},
    )
    xchoose(state, 0, "craftsman")
    assert xgoods_of(state, 1) == {"sugar": 3}
    assert state.fest_goods_by == 1
    assert xdoubloons_of(state, 1) == 2 + 3  # specialty 3-1, festival 3


def test_xe06_specialty_factory() -> None:
    """XE-06: 5 corn, 4 indigo, 2 sugar → +3 doubloons (corn ignored)."""
    state = game()
    set_xplayer(
        state,
        1,
        island={"corn": (5, 5), "indigo": (4, 4), "sugar": (2, 2)},
        buildings={
            "specialty_factory": 1,
            "large_indigo_plant": 3,
            "small_indigo_plant": 1,
            "large_sugar_mill": 2,
        },
    )
    xchoose(state, 0, "craftsman")
    assert xgoods_of(state, 1) == {"corn": 5, "indigo": 4, "sugar": 2}
    assert xdoubloons_of(state, 1) == 3


# ========================================================================= church


def test_xe11_church() -> None:
    """XE-11: a Harbor (row 3) → +1 VP; a Fortress (row 4) → +2; a Small Market → 0."""
    for building, vp in (("harbor", 1), ("fortress", 2), ("small_market", 0), ("hospice", 1)):
        state = game()
        set_xplayer(state, 1, doubloons=10, buildings={"church": 1})
        xchoose(state, 0, "builder")
        state.apply("pass")
        state.apply(f"build {building}")
        assert xvp_of(state, 1) == vp, building


def test_church_not_for_itself() -> None:
    state = game()
    set_xplayer(state, 1, doubloons=10, buildings={"guest_house": 1})
    xchoose(state, 0, "builder")
    state.apply("pass")
    state.apply("build church")
    assert xvp_of(state, 1) == 0


# ==================================================================== trading post


def test_xe12_trading_post() -> None:
    """XE-12: the trading house is full; a non-trader with a Trading Post and a Large
    Market sells coffee to his post: +4 (no +2), trading house unchanged, coffee +1."""
    state = game()
    house = [GOODS.index(g) for g in ("coffee", "sugar", "corn", "indigo")]
    state.trading_house[:] = house
    for g in house:
        state.goods_supply[g] -= 1
    set_xplayer(state, 1, goods={"coffee": 1}, buildings={"trading_post": 1, "large_market": 1})
    set_xplayer(state, 2, goods={"corn": 1}, buildings={"trading_post": 1})
    coffee = state.goods_supply[GOODS.index("coffee")]
    xchoose(state, 0, "trader")
    assert state.current_player == 1  # the trader has no post: his turn is skipped
    assert legal_texts(state) == {"sell coffee to post", "pass"}
    state.apply("sell coffee to post")
    assert xdoubloons_of(state, 1) == 4
    assert state.trading_house == house
    assert state.goods_supply[GOODS.index("coffee")] == coffee + 1
    assert state.current_player == 2


def test_trading_post_takes_any_kind_and_the_trader_bonus() -> None:
    """X28: the trader's privilege applies to a post sale; a kind the house holds is fine."""
    state = game()
    state.trading_house[:] = [GOODS.index("sugar")]
    state.goods_supply[GOODS.index("sugar")] -= 1
    set_xplayer(state, 0, goods={"sugar": 1}, buildings={"trading_post": 1})
    xchoose(state, 0, "trader")
    assert legal_texts(state) == {"sell sugar to post", "pass"}
    state.apply("sell sugar to post")
    assert xdoubloons_of(state, 0) == 3


# ========================================================================= library


def test_xe09_library_as_settler() -> None:
    """XE-09: 4 players, 5 face-up tiles; the settler (Library, Hospice) takes a quarry
    (colonist on it); the others take 3 plantations; he takes 1 of the last 2 (no
    colonist); 1 display tile is discarded."""
    state = game()
    set_xplayer(state, 0, buildings={"library": 1, "hospice": 1})
    state.face_up[:] = [1, 1, 1, 1, 1]
    discard = sum(state.discard)
    xchoose(state, 0, "settler")
    state.apply("quarry")
    state.apply("hospice")
    state.apply("plant corn")
    state.apply("plant indigo")
    state.apply("plant sugar")
    assert state.current_player == 0
    assert legal_texts(state) == {"plant tobacco", "plant coffee", "pass"}  # no 2nd quarry
    state.apply("plant coffee")
    assert xisland_of(state, 0) == {"coffee": (1, 0), "quarry": (1, 1)}
    assert sum(state.discard) == discard + 1


def test_library_second_quarry_with_construction_hut() -> None:
    state = game()
    set_xplayer(state, 0, buildings={"library": 1, "construction_hut": 1})
    state.face_up[:] = [0, 0, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("quarry")
    assert state.current_player == 0 and legal_texts(state) == {"quarry", "pass"}
    state.apply("quarry")
    assert xisland_of(state, 0) == {"quarry": (2, 0)}


@pytest.mark.parametrize(
    ("role", "check"),
    [
        ("prospector", lambda s: xdoubloons_of(s, 0) == 2),
        ("mayor", lambda s: xsan_juan_of(s, 0) >= 2),
    ],
)
def test_library_doubles_simple_privileges(role: str, check: object) -> None:
    state = game()
    set_xplayer(state, 0, buildings={"library": 1})
    xchoose(state, 0, role)
    if role == "mayor":
        state.colonist_ship = 0
        state.apply("take colonist")
    assert check(state)  # type: ignore[operator]


def test_library_builder_trader_craftsman_captain() -> None:
    state = game()
    set_xplayer(state, 0, buildings={"library": 1})
    assert price(state, 0, "harbor", builder=True) == 6  # -2
    set_xplayer(state, 0, goods={"sugar": 1}, buildings={"library": 1})
    xchoose(state, 0, "trader")
    state.apply("sell sugar")
    assert xdoubloons_of(state, 0) == 2 + 2
    state = game()
    set_xplayer(state, 0, island={"corn": (1, 1)}, buildings={"library": 1})
    xchoose(state, 0, "craftsman")
    state.apply("extra corn")
    state.apply("extra corn")
    assert xgoods_of(state, 0) == {"corn": 3}
    state = game()
    set_xplayer(state, 0, goods={"corn": 1}, buildings={"library": 1})
    xchoose(state, 0, "captain")
    state.apply("load corn on 5")
    assert xvp_of(state, 0) == 1 + 2


def test_library_and_buccaneer() -> None:
    """X11: the buccaneer has no privilege to double."""
    state = game(expansions=("new_buildings", "buccaneer"))
    set_xplayer(state, 0, buildings={"library": 1})
    state.trading_house[:] = [0]
    state.goods_supply[0] -= 1
    xchoose(state, 0, "buccaneer")
    state.apply("plunder")
    assert xvp_of(state, 0) == 1


# ===================================================================== guest house


def test_xe07_guest_house() -> None:
    """XE-07: at the end of a captain phase (before storage) a guest moves onto the empty
    Storehouse, which keeps 3 more barrels; later, as the trader, the other guest moves
    onto the empty Library: the trader's bonus is +2."""
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 2, "sugar": 2},
        buildings={"guest_house": 2, "storehouse": 0, "library": 0},
    )
    state.ship_good[:] = [0, 2, 3]
    state.ship_load[:] = list(state.ship_capacity)
    xchoose(state, 0, "captain")
    # Window at the start of the captain phase, then at its end: he waits until the end.
    assert state.view(None)["decision"] == "guest_house" and state.current_player == 1
    state.apply("pass")
    assert state.view(None)["decision"] == "guest_house"
    assert legal_texts(state) == {"guest storehouse", "guest library", "pass"}
    state.apply("guest storehouse")
    state.apply("pass")
    assert xgoods_of(state, 1) == {"corn": 2, "sugar": 2}  # 1 + 3 kept
    xfinish_role(state)
    state.role_owner[:] = [-1] * len(state.roles)
    xchoose(state, 1, "trader")
    state.apply("guest library")  # his last guest: the window closes
    state.apply("sell sugar")
    assert xdoubloons_of(state, 1) == 2 + 2


def test_guest_moves_during_a_decision_and_stays() -> None:
    """X7 (b): before his own action steps; the guest then works at once."""
    state = game()
    set_xplayer(state, 1, goods={"corn": 1}, buildings={"guest_house": 1, "harbor": 0})
    xchoose(state, 0, "captain")
    state.apply("pass")  # start window
    assert state.current_player == 1
    assert "guest harbor" in legal_texts(state)
    state.apply("guest harbor")
    assert xcity_of(state, 1) == {"guest_house": 0, "harbor": 1}
    state.apply("load corn on 7")
    assert xvp_of(state, 1) == 2  # 1 barrel + Harbor
    assert "guest harbor" not in legal_texts(state)


def test_guest_moves_at_the_start_of_the_mayor_phase_before_the_villa() -> None:
    """X7: guests move "all'inizio, durante o alla fine di qualsiasi fase" (deluxe,
    Albergo), so the mayor phase too: at its start, before the Villa acts. A guest moved
    onto the empty Villa lets it take its noble."""
    state = game(expansions=("new_buildings", "nobles"))
    set_xplayer(state, 1, island={"corn": 1}, buildings={"guest_house": 1, "villa": 0})
    nobles = state.noble_supply
    xchoose(state, 0, "mayor")
    assert state.view(None)["decision"] == "guest_house" and state.current_player == 1
    assert "guest villa" in legal_texts(state)
    state.apply("guest villa")
    assert state.view(None)["decision"] == "mayor_villa" and state.current_player == 1
    state.apply("villa")
    assert state.noble_supply == nobles - 1
    assert any("Villa: a noble" in text for text in log_texts(state))


def test_guest_move_at_the_mayor_phase_start_can_be_declined() -> None:
    state = game()
    set_xplayer(state, 1, island={"corn": 1}, buildings={"guest_house": 2}, san_juan=0)
    state.colonist_supply = 0
    state.colonist_ship = 4
    xchoose(state, 0, "mayor")
    assert legal_texts(state) == {"guest corn", "pass"}
    state.apply("pass")
    assert all(not a.text.startswith("guest") for a in state.legal_actions())


def test_guest_house_final_window_direct() -> None:
    """X7 (d), directly: the game-end window comes before scoring."""
    state = new_x(3, expansions=EXP1, governor=0)
    for seat in range(3):
        clear_xplayer(state, seat)
    set_xplayer(state, 1, buildings={"guest_house": 1, "residence": 0})
    state.end_triggers = 2
    state.turn = state.setup.turns_per_round
    state.chooser = 0
    state._start_turn()
    state._settle()
    assert state.view(None)["decision"] == "guest_house"
    state.apply("guest residence")
    assert state.is_over
    assert score(state, 1)["bonuses"] == {"residence": 4}


# ================================================================ cloister, statue


def test_xe08_cloister() -> None:
    """XE-08: 6 corn, 1 sugar, 2 tobacco, 3 forests → 3 sets (2 corn, 1 forest) → +6."""
    state = game()
    set_xplayer(
        state,
        0,
        island={"corn": 6, "sugar": 1, "tobacco": 2},
        forests={"corn": 1, "indigo": 2},
        buildings={"cloister": 1},
    )
    assert score(state, 0)["bonuses"] == {"cloister": 6}
    assert state.view(None)["players_board"][0]["cloister_sets"] == 3


def test_cloister_quarries_and_variant() -> None:
    """X12: quarries form a set; variant cloister_no_quarries: they do not."""
    for rules, bonus in (((), 3), (("cloister_no_quarries",), 1)):
        state = game(rules=rules)
        set_xplayer(state, 0, island={"corn": 3, "quarry": 3}, buildings={"cloister": 1})
        assert score(state, 0)["bonuses"] == {"cloister": bonus}


def test_statue() -> None:
    """§2.3: 8 VP without a colonist; violet for the City Hall; no University colonist;
    no empty circle for the ship."""
    state = game()
    set_xplayer(state, 0, doubloons=10, buildings={"university": 1, "city_hall": 1})
    xchoose(state, 0, "builder")
    state.apply("build statue")
    assert state.view(None)["decision"] != "builder_university"
    assert xcity_of(state, 0)["statue"] == 0
    s = score(state, 0)
    assert s["building_vp"] == 3 + 4 + 8
    assert s["bonuses"] == {"city_hall": 3, "statue": 0}
    assert {a.text for a in state.table if a.text.endswith("statue")} == {
        "build statue",
        "draft statue",
    }  # nothing can stand on it


def test_hacienda_tile_is_never_a_quarry() -> None:
    state = game()
    set_xplayer(state, 0, buildings={"hacienda": 1, "construction_hut": 1})
    xchoose(state, 0, "settler")
    state.apply("hacienda")
    assert xisland_of(state, 0).get("quarry") is None
    assert "quarry" in legal_texts(state)  # the hut's quarry is the main pick


def test_actions_name_the_rule() -> None:
    state = game()
    xchoose(state, 0, "trader")
    for text in ("sell corn to post", "small wharf corn", "guest harbor", "return vp"):
        try:
            state.apply(text)
        except Exception as error:  # IllegalActionError
            assert "§" in str(error) or "legal now" in str(error)
        else:
            raise AssertionError(text)


def test_hacienda_tile_gets_no_hospice_colonist() -> None:
    """§2.4: the Hospice works for the main pick, not for the Hacienda's tile."""
    state = game()
    set_xplayer(state, 0, buildings={"hacienda": 1, "hospice": 1})
    state.face_up[:] = [0, 0, 0, 0, 0]
    state.quarries = 0
    xchoose(state, 1, "settler")  # seat 0 is last; the settler's quarry is not his
    while state.current_player != 0:
        state.apply("pass")
    state.apply("hacienda")
    assert sum(p for _, p in xisland_of(state, 0).values()) == 0
    assert sum(t for t, _ in xisland_of(state, 0).values()) == 1


def test_trading_post_and_office_together() -> None:
    """§2.4: both allow a kind the trading house holds; the post also a full house."""
    state = game()
    corn = GOODS.index("corn")
    state.trading_house[:] = [corn]
    state.goods_supply[corn] -= 1
    set_xplayer(state, 1, goods={"corn": 1}, buildings={"trading_post": 1, "office": 1})
    xchoose(state, 0, "trader")
    assert legal_texts(state) == {"sell corn", "sell corn to post", "pass"}
