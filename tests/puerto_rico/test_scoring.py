"""Final scoring scenarios (rules reference §6.5 large buildings, §8 score and winner,
§13 Q2 shared victory).

score = VP chips + printed VP of all buildings + bonuses of occupied large buildings;
ties are broken by doubloons + barrels, then shared. Printed VP (§6.3, §6.4, §6.5): small
indigo plant 1, small sugar mill 1, indigo plant 2, sugar mill 2, tobacco storage 3, coffee
roaster 3; small violet: small market/hacienda/construction hut/small warehouse 1,
hospice/office/large market/large warehouse 2, factory/university/harbor/wharf 3; large 4.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.puerto_rico.scenario import choose, clear_player, new, set_player, set_ships
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)


def _game(players: int = 4, edition: str = "original") -> PuertoRicoState:
    """Every board empty: no tiles, buildings, goods, doubloons or VP chips."""
    state = new(players, edition=edition)
    for seat in range(players):
        clear_player(state, seat)
    return state


def _score(state: PuertoRicoState, seat: int) -> dict[str, Any]:
    score = state.result()["scores"][seat]
    assert isinstance(score, dict)
    return score


# --------------------------------------------------------------- large buildings


def test_ex19_unoccupied_large_building_scores_4_no_bonus() -> None:
    """EX-19 (§6.5, §8): an unoccupied large building scores its 4 printed VP, no bonus
    (residence with a full island would otherwise give +7)."""
    state = _game()
    set_player(state, 0, island={"corn": 12}, buildings={"residence": 0})
    score = _score(state, 0)
    assert score["building_vp"] == 4
    assert score["bonuses"] == {"residence": 0}
    assert score["total"] == 4


@pytest.mark.parametrize(
    "building", ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
)
def test_every_unoccupied_large_building_gives_no_bonus(building: str) -> None:
    """EX-19 (§6.5): for each of the five large buildings, unoccupied → 4 VP, bonus 0,
    even when the bonus condition is met (full island, 30 colonists, 40 VP chips, a city of
    production and violet buildings)."""
    state = _game()
    set_player(
        state,
        0,
        vp=40,
        san_juan=30,
        island={"corn": 12},
        buildings={building: 0, "coffee_roaster": 0, "small_market": 0, "harbor": 0},
    )
    score = _score(state, 0)
    assert score["bonuses"] == {building: 0}
    assert score["building_vp"] == 4 + 3 + 1 + 3
    assert score["total"] == 40 + 11


def test_ex20_guild_hall() -> None:
    """EX-20 (§6.5 guild hall): occupied guild hall with sugar mill, small sugar mill,
    small indigo plant, coffee roaster → +6 (2 + 1 + 1 + 2), production buildings counted
    occupied or not."""
    state = _game()
    set_player(
        state,
        0,
        buildings={
            "guild_hall": 1,
            "large_sugar_mill": 0,
            "small_sugar_mill": 1,
            "small_indigo_plant": 0,
            "coffee_roaster": 2,
        },
    )
    score = _score(state, 0)
    assert score["bonuses"] == {"guild_hall": 6}
    assert score["building_vp"] == 4 + 2 + 1 + 1 + 3
    assert score["total"] == 11 + 6


def test_ex20_guild_hall_deluxe_variant() -> None:
    """EX-20 deluxe variant (§6.5): small indigo plant, indigo plant, coffee roaster,
    sugar mill → +7 (1 + 2 + 2 + 2)."""
    state = _game(edition="deluxe")
    set_player(
        state,
        0,
        buildings={
            "guild_hall": 1,
            "small_indigo_plant": 1,
            "large_indigo_plant": 0,
            "coffee_roaster": 0,
            "large_sugar_mill": 3,
        },
    )
    score = _score(state, 0)
    assert score["bonuses"] == {"guild_hall": 7}
    assert score["total"] == (4 + 1 + 2 + 3 + 2) + 7


def test_guild_hall_all_production_buildings_not_violet() -> None:
    """§6.5 guild hall: all six production buildings → 1 + 1 + 2 + 2 + 2 + 2 = 10; violet
    buildings do not count."""
    state = _game()
    set_player(
        state,
        0,
        buildings={
            "guild_hall": 1,
            "small_indigo_plant": 0,
            "small_sugar_mill": 0,
            "large_indigo_plant": 0,
            "large_sugar_mill": 0,
            "tobacco_storage": 0,
            "coffee_roaster": 0,
            "factory": 1,
            "small_market": 0,
        },
    )
    assert _score(state, 0)["bonuses"] == {"guild_hall": 10}


@pytest.mark.parametrize(("filled", "bonus"), [(0, 4), (5, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_ex21_residence(filled: int, bonus: int) -> None:
    """EX-21 (§6.5 residence): filled island spaces (plantations + quarries) F ≤ 9 → 4,
    10 → 5, 11 → 6, 12 → 7 (occupied or empty tiles alike)."""
    state = _game()
    quarries = min(filled, 3)
    set_player(
        state,
        0,
        island={"quarry": (quarries, 1 if quarries else 0), "sugar": filled - quarries},
        buildings={"residence": 1},
    )
    assert _score(state, 0)["bonuses"] == {"residence": bonus}


@pytest.mark.parametrize(("colonists", "bonus"), [(20, 6), (22, 7), (23, 7), (2, 0)])
def test_ex22_fortress(colonists: int, bonus: int) -> None:
    """EX-22 (§6.5 fortress, §12 errata row 2): floor(colonists / 3) counting colonists on
    plantations, quarries, buildings and in San Juan: 20 → 6 (not 5), 22 → 7 (deluxe
    example), 23 → 7."""
    state = _game()
    # 1 on the fortress, 6 plantations, 4 quarries, 3 on a sugar mill, 2 on a roaster = 16.
    on_board = 1 + 6 + 4 + 3 + 2
    if colonists >= on_board:
        set_player(
            state,
            0,
            island={"corn": (6, 6), "quarry": (4, 4)},
            buildings={"fortress": 1, "large_sugar_mill": 3, "coffee_roaster": 2},
            san_juan=colonists - on_board,
        )
    else:
        set_player(state, 0, buildings={"fortress": 1}, san_juan=colonists - 1)
    assert _score(state, 0)["bonuses"] == {"fortress": bonus}


@pytest.mark.parametrize(("chips", "bonus"), [(23, 5), (30, 7), (3, 0), (4, 1), (40, 10)])
def test_ex23_customs_house(chips: int, bonus: int) -> None:
    """EX-23 (§6.5 customs house): floor(VP chips / 4): 23 → 5, 30 → 7 (deluxe example);
    building VP and other bonuses are not counted."""
    state = _game()
    set_player(state, 0, vp=chips, buildings={"customs_house": 1, "guild_hall": 1})
    score = _score(state, 0)
    assert score["bonuses"] == {"customs_house": bonus, "guild_hall": 0}
    assert score["total"] == chips + 8 + bonus


def test_ex24_city_hall() -> None:
    """EX-24 (§6.5 city hall): occupied city hall with hacienda, harbor, office,
    construction hut, large warehouse, residence → +7 (6 + the city hall itself); occupied
    or not; production buildings do not count."""
    state = _game()
    set_player(
        state,
        0,
        buildings={
            "city_hall": 1,
            "hacienda": 0,
            "harbor": 1,
            "office": 0,
            "construction_hut": 0,
            "large_warehouse": 1,
            "residence": 0,
            "small_indigo_plant": 1,
        },
    )
    score = _score(state, 0)
    assert score["bonuses"] == {"city_hall": 7, "residence": 0}
    assert score["building_vp"] == 4 + 1 + 3 + 2 + 1 + 2 + 4 + 1
    assert score["total"] == 18 + 7


def test_ex24_city_hall_deluxe_variant() -> None:
    """EX-24 deluxe variant (§6.5): city hall + construction hut, hospice, large market,
    factory, university, customs house → +7."""
    state = _game(edition="deluxe")
    set_player(
        state,
        0,
        buildings={
            "city_hall": 1,
            "construction_hut": 0,
            "hospice": 0,
            "large_market": 0,
            "factory": 0,
            "university": 0,
            "customs_house": 0,
        },
    )
    assert _score(state, 0)["bonuses"] == {"city_hall": 7, "customs_house": 0}


def test_all_five_large_buildings_together() -> None:
    """§6.5, §8: each large building scores 4 + its own bonus; bonuses add up.
    City hall: 5 large + small market = 6; guild hall: tobacco storage 2; residence:
    11 tiles → 6; fortress: 5 + 1 + 11 colonists + 1 in San Juan = 18 → 6; customs:
    17 chips → 4."""
    state = _game()
    set_player(
        state,
        0,
        vp=17,
        san_juan=1,
        island={"coffee": (11, 11)},
        buildings={
            "guild_hall": 1,
            "residence": 1,
            "fortress": 1,
            "customs_house": 1,
            "city_hall": 1,
            "small_market": 0,
            "tobacco_storage": 1,
        },
    )
    score = _score(state, 0)
    assert score["bonuses"] == {
        "guild_hall": 2,
        "residence": 6,
        "fortress": 6,
        "customs_house": 4,
        "city_hall": 6,
    }
    assert score["vp_chips"] == 17
    assert score["building_vp"] == 5 * 4 + 1 + 3
    assert score["total"] == 17 + 24 + 24


# --------------------------------------------------------------------- §8 totals


def test_score_is_chips_plus_buildings_plus_bonuses() -> None:
    """§8: VP chips + printed VP of all buildings (occupied or not) + bonuses; goods and
    doubloons are not points."""
    state = _game()
    set_player(
        state,
        1,
        vp=12,
        doubloons=9,
        goods={"coffee": 3},
        buildings={"wharf": 0, "harbor": 1, "small_market": 0, "large_indigo_plant": 2},
    )
    score = _score(state, 1)
    assert score["vp_chips"] == 12
    assert score["building_vp"] == 3 + 3 + 1 + 2
    assert score["bonuses"] == {}
    assert score["total"] == 21
    assert score["tiebreak"] == 12


def test_vp_on_paper_count_like_chips() -> None:
    """§2, §7.1 T3: VP earned after the chip supply ran out still count at the end (and
    for the customs house)."""
    state = _game()
    state.vp_supply = 2
    set_player(state, 1, goods={"coffee": 6}, buildings={"customs_house": 1})
    set_ships(state, (None, 0), ("corn", 1), ("sugar", 1))
    choose(state, 0, "captain")
    assert state.vp_supply == -3
    score = _score(state, 1)
    assert score["vp_chips"] == 5
    assert score["bonuses"] == {"customs_house": 1}
    assert score["total"] == 5 + 4 + 1


def test_tie_broken_by_doubloons_plus_goods() -> None:
    """§8 tie-break: among tied players the most doubloons + barrels (1 each) wins."""
    state = _game()
    set_player(state, 0, vp=20, doubloons=3, goods={"corn": 1, "coffee": 1})  # 5
    set_player(state, 1, vp=20, doubloons=4)  # 4
    set_player(state, 2, vp=19, doubloons=30)
    set_player(state, 3, vp=21)
    result = state.result()
    assert [s["total"] for s in result["scores"]] == [20, 20, 19, 21]
    assert [s["tiebreak"] for s in result["scores"]] == [5, 4, 30, 0]
    assert [s["rank"] for s in result["scores"]] == [2, 3, 4, 1]
    assert result["winners"] == [3]
    assert result["shared_win"] is False
    assert result["ranking"] == [3, 0, 1, 2]


def test_tie_break_decides_the_winner() -> None:
    """§8 tie-break for first place: equal totals, 2 + 3 barrels beats 4 doubloons."""
    state = _game()
    set_player(state, 0, vp=15, doubloons=2, goods={"sugar": 3})
    set_player(state, 1, vp=11, doubloons=4, buildings={"large_market": 0, "office": 1})
    result = state.result()
    assert result["scores"][0]["total"] == result["scores"][1]["total"] == 15
    assert result["winners"] == [0]
    assert result["scores"][0]["rank"] == 1
    assert result["scores"][1]["rank"] == 2


def test_q2_shared_victory_when_still_tied() -> None:
    """§8, §13 Q2: equal score and equal doubloons + barrels → shared victory."""
    state = _game()
    set_player(state, 1, vp=10, doubloons=2, goods={"indigo": 1})
    set_player(state, 3, vp=10, doubloons=3)
    set_player(state, 0, vp=9, doubloons=10)
    result = state.result()
    assert result["winners"] == [1, 3]
    assert result["shared_win"] is True
    assert [s["rank"] for s in result["scores"]] == [3, 1, 4, 1]
    assert result["ranking"] == [1, 3, 0, 2]


def test_result_structure() -> None:
    """§8: result() gives per seat vp_chips, building_vp, bonuses, total, tiebreak and
    rank, plus winners, ranking, shared_win, end triggers and the game-over flag."""
    state = new(4, names=["Anna", "Bob", "Chris", "David"])
    result = state.result()
    assert {"over", "scores", "ranking", "winners", "shared_win", "end_triggers"} <= set(result)
    assert result["over"] is False
    assert result["end_triggers"] == []
    assert len(result["scores"]) == 4
    for seat, score in enumerate(result["scores"]):
        assert {
            "seat",
            "name",
            "vp_chips",
            "building_vp",
            "bonuses",
            "total",
            "tiebreak",
            "rank",
        } <= set(score)
        assert score["seat"] == seat
        assert score["vp_chips"] == 0
        assert score["building_vp"] == 0
        assert score["bonuses"] == {}
        assert score["total"] == 0
        assert score["tiebreak"] == 3  # 3 doubloons each with 4 players (§3.1)
        assert score["rank"] == 1
    assert result["scores"][1]["name"] == "Bob"
    assert result["winners"] == [0, 1, 2, 3]
    assert result["shared_win"] is True


def test_final_result_after_game_end() -> None:
    """§7.2, §8: after a triggered round ends the result is final (over = True) and the
    highest total wins."""
    state = _game()
    state.vp_supply = 1
    set_player(state, 2, vp=3, goods={"tobacco": 2}, buildings={"harbor": 1})
    set_player(state, 1, vp=4, buildings={"small_market": 1})
    set_ships(state, (None, 0), ("corn", 1), ("sugar", 1))
    choose(state, 0, "captain")  # Chris ships 2 tobacco (+1 harbor): 3 VP, supply -2
    for role in ("prospector", "trader", "craftsman"):
        state.apply(role)
    assert state.is_over
    result = state.result()
    assert result["over"] is True
    assert result["end_triggers"] == ["vp"]
    assert [s["total"] for s in result["scores"]] == [0, 5, 9, 0]
    assert result["winners"] == [2]
