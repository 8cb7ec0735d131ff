"""Final scoring (rules reference §11; SJ-EX-17 to 21, SJ-DX-04).

Building VP + 1 per Chapel card + Guild hall / City hall / Triumphal arch, then the
Palace: floor(everything else / 4). Ties: cards in hand + goods, then a shared victory.
"""

from __future__ import annotations

import pytest

from tests.san_juan.scenario import new, set_city, set_hand
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]


def _game(players: int = 2) -> SanJuanState:
    state = new(players, names=NAMES[:players])
    for seat in range(players):
        set_hand(state, seat, [])
    return state


def _score(state: SanJuanState, seat: int) -> dict[str, object]:
    score: dict[str, object] = state.result()["scores"][seat]
    return score


def test_building_vp_is_the_printed_vp() -> None:
    """§11 step 1: the printed VP of every building face up in the city."""
    state = _game()
    set_city(state, 0, "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter")
    assert _score(state, 0)["building_vp"] == 1 + 1 + 2 + 2 + 3
    assert _score(state, 0)["total"] == 9


@pytest.mark.parametrize(("monument", "vp"), [("statue", 3), ("victory_column", 4), ("hero", 5)])
def test_monuments_are_worth_their_vp(monument: str, vp: int) -> None:
    """§10.2 monuments: Statue 3, Victory column 4, Hero 5 VP, no ability."""
    state = _game()
    set_city(state, 0, f"indigo_plant {monument}")
    assert _score(state, 0)["total"] == 1 + vp


def test_ex17_chapel() -> None:
    """SJ-EX-17 (§11 step 2): a Chapel with 7 cards under it is worth 2 + 7 = 9 VP."""
    state = _game()
    set_city(state, 0, "chapel", chapel=7)
    score = _score(state, 0)
    assert score["building_vp"] == 2 and score["chapel"] == 7 and score["total"] == 9


def test_ex18_guild_hall() -> None:
    """SJ-EX-18 (§11 step 3): Guild hall with 2 Indigo plants, 1 Sugar mill, 1 Tobacco
    storage: 2 x 4 = 8 VP bonus."""
    state = _game()
    set_city(state, 0, "indigo_plant indigo_plant sugar_mill tobacco_storage guild_hall")
    assert _score(state, 0)["bonuses"] == {"guild_hall": 8}


def test_ex19_city_hall() -> None:
    """SJ-EX-19 (§11 step 3): City hall among 9 violet buildings (itself included): 9 VP."""
    state = _game()
    set_city(
        state,
        0,
        "indigo_plant poor_house aqueduct carpenter chapel quarry library statue "
        "guild_hall city_hall",
    )
    assert _score(state, 0)["bonuses"]["city_hall"] == 9  # type: ignore[index]


@pytest.mark.parametrize(
    ("monuments", "bonus"),
    [("", 0), ("statue", 4), ("statue hero", 6), ("statue victory_column hero", 8)],
)
def test_ex20_triumphal_arch(monuments: str, bonus: int) -> None:
    """SJ-EX-20 (§11 step 3): Triumphal arch +4 / +6 / +8 for 1 / 2 / 3 monuments
    (Statue and Hero: 6)."""
    state = _game()
    set_city(state, 0, f"indigo_plant triumphal_arch {monuments}")
    assert _score(state, 0)["bonuses"] == {"triumphal_arch": bonus}


def test_monuments_count_for_city_hall_and_arch() -> None:
    """§10.2: a monument counts for both the City hall and the Triumphal arch (seed)."""
    state = _game()
    set_city(state, 0, "indigo_plant statue hero city_hall triumphal_arch")
    assert _score(state, 0)["bonuses"] == {"city_hall": 4, "triumphal_arch": 6}


def test_ex21_palace() -> None:
    """SJ-EX-21 (§11 step 4): a Palace owner with 34 VP from everything else gets
    floor(34 / 4) = 8: 42 VP."""
    state = _game()
    # 5 + 4 + 3 + 3 + 2 (buildings) + 17 (Chapel cards) = 34.
    set_city(state, 0, "palace hero victory_column statue library chapel", chapel=17)
    score = _score(state, 0)
    assert score["building_vp"] == 17 and score["chapel"] == 17
    assert score["bonuses"] == {"palace": 8}
    assert score["total"] == 42


def test_palace_counts_the_other_bonuses() -> None:
    """§10.2 Palace: computed last, on the building VP, Chapel cards and other bonuses."""
    state = _game()
    set_city(state, 0, "indigo_plant guild_hall palace")  # 1 + 2 (Guild hall) = 3
    assert _score(state, 0)["bonuses"] == {"guild_hall": 2, "palace": 0}
    set_city(state, 0, "indigo_plant indigo_plant sugar_mill guild_hall palace")
    # 3 + 6 = 9: +2.
    assert _score(state, 0)["bonuses"] == {"guild_hall": 6, "palace": 2}
    assert _score(state, 0)["total"] == 11


def test_dx04_tie_break_cards_and_goods() -> None:
    """SJ-DX-04 (§11): A and B tie on VP; A has 3 cards and 2 goods (5), B 4 cards and
    0 goods: A wins."""
    state = _game()
    set_city(state, 0, "indigo_plant sugar_mill hero", goods={"indigo": 1, "sugar": 1})
    set_city(state, 1, "indigo_plant sugar_mill hero")
    set_hand(state, 0, "well well well")
    set_hand(state, 1, "smithy smithy smithy tower")
    result = state.result()
    assert [s["total"] for s in result["scores"]] == [7, 7]
    assert [s["tiebreak"] for s in result["scores"]] == [5, 4]
    assert result["winners"] == [0] and result["ranking"] == [0, 1]
    assert not result["shared_win"]


def test_shared_victory_after_the_tie_break() -> None:
    """§15.7: still tied after the tie-break: the tied players share the victory."""
    state = _game(3)
    for seat in range(3):
        set_city(state, seat, "indigo_plant statue")
    set_hand(state, 0, "well")
    set_hand(state, 1, "tower")
    result = state.result()
    assert result["winners"] == [0, 1] and result["shared_win"]
    assert [s["rank"] for s in result["scores"]] == [1, 1, 3]
