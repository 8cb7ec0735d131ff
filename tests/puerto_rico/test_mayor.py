"""Mayor (rules reference §5.2): privilege colonist, distribution from the ship, placement
(one colonist at a time, fill rule, moving colonists) and the ship refill; EX-03, EX-04;
§7.1 T1; §13 Q3, Q5.

Most scenarios clear every board first, so colonists without circles simply wait in San
Juan and the distribution can be read off directly.
"""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    city_of,
    clear_player,
    finish_role,
    island_of,
    legal_texts,
    new,
    san_juan_of,
    set_player,
    set_pools,
)
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)


def mayor_game(
    players: int = 4, *, supply: int = 50, ship: int = 0, governor: int = 0
) -> PuertoRicoState:
    """Every board empty; the colonist supply and ship set as given."""
    state = new(players, governor=governor)
    for seat in range(players):
        clear_player(state, seat)
    set_pools(state, colonist_supply=supply, colonist_ship=ship)
    return state


def san_juans(state: PuertoRicoState) -> list[int]:
    return [san_juan_of(state, seat) for seat in range(state.players)]


def triggers(state: PuertoRicoState) -> list[str]:
    return list(state.view(None)["end_triggers"])


# --------------------------------------------------------------- privilege


def test_privilege_colonist_comes_from_the_supply() -> None:
    """§5.2 step 1: the mayor MAY take 1 extra colonist from the supply (not the ship);
    step 4: the refill is then R = max(0 empty building circles, N = 4)."""
    state = mayor_game(supply=10, ship=4)
    state.apply("mayor")
    assert legal_texts(state) == {"take colonist", "pass"}
    state.apply("take colonist")
    assert san_juans(state) == [2, 1, 1, 1]  # the ship's 4 were not touched by the privilege
    assert state.colonist_supply == 10 - 1 - 4
    assert state.colonist_ship == 4
    assert triggers(state) == []


def test_privilege_is_optional() -> None:
    """§4.4: the privilege is optional."""
    state = mayor_game(supply=10, ship=4)
    state.apply("mayor")
    state.apply("pass")
    assert san_juans(state) == [1, 1, 1, 1]
    assert state.colonist_supply == 10 - 4


def test_no_privilege_colonist_when_supply_is_empty() -> None:
    """§5.2 step 1 and notes: if the supply is empty the mayor gets no privilege colonist
    (not from the ship either) and cannot refill the ship (T1)."""
    state = mayor_game(supply=0, ship=4)
    state.apply("mayor")  # no decision at all: the phase resolves at once
    assert state.current_player == 1
    assert san_juans(state) == [1, 1, 1, 1]
    assert state.colonist_ship == 0
    assert triggers(state) == ["colonists"]


# ------------------------------------------------------------ distribution


def test_ex03_mayor_distribution_four_players() -> None:
    """EX-03 (§5.2 steps 1-2): 4 players, ship 6, supply >= 1; player A chooses the mayor and
    takes the privilege colonist: A gets 1 + 2 = 3, B 2, C 1, D 1; the ship is emptied
    (and refilled with max(0, 4) = 4 from the supply)."""
    state = mayor_game(supply=20, ship=6, governor=2)
    state.apply("mayor")  # A = seat 2, then B = 3, C = 0, D = 1
    state.apply("take colonist")
    assert {seat: san_juan_of(state, seat) for seat in (2, 3, 0, 1)} == {2: 3, 3: 2, 0: 1, 1: 1}
    assert state.colonist_supply == 20 - 1 - 4
    assert state.colonist_ship == 4


@pytest.mark.parametrize(
    ("players", "ship", "shares"),
    [
        (2, 3, [2, 1]),
        (3, 5, [2, 2, 1]),
        (4, 4, [1, 1, 1, 1]),
        (4, 7, [2, 2, 2, 1]),
        (5, 3, [1, 1, 1, 0, 0]),
        (5, 12, [3, 3, 2, 2, 2]),
        (4, 0, [0, 0, 0, 0]),
    ],
)
def test_distribution_one_at_a_time_from_the_mayor(
    players: int, ship: int, shares: list[int]
) -> None:
    """§5.2 step 2: the ship's S colonists are handed out one at a time from the mayor
    clockwise: offset k gets floor(S / N) + (1 if k < S mod N else 0)."""
    mayor = 1
    state = mayor_game(players, supply=50, ship=ship, governor=mayor)
    state.apply("mayor")
    state.apply("pass")
    assert [san_juan_of(state, (mayor + k) % players) for k in range(players)] == shares


# --------------------------------------------------------------- placement


def test_placement_one_colonist_at_a_time_done_illegal_while_circles_are_empty() -> None:
    """§5.2 step 3: colonists are placed one at a time; they may be left in San Juan only
    if every circle is filled, so `done` is illegal while a colonist waits and a circle is
    empty. The turn ends by itself once nothing is left to place."""
    state = mayor_game(ship=8)  # 2 each
    set_player(state, 0, island={"corn": 2}, buildings={"small_indigo_plant": 0})
    state.apply("mayor")
    state.apply("pass")
    assert state.current_player == 0
    assert legal_texts(state) == {"place corn", "place small_indigo_plant"}
    assert_illegal(state, "done")
    state.apply("place corn")
    assert state.current_player == 0
    assert legal_texts(state) == {"place corn", "place small_indigo_plant"}
    assert_illegal(state, "done")
    state.apply("place corn")
    assert island_of(state, 0) == {"corn": (2, 2)}
    assert city_of(state, 0) == {"small_indigo_plant": 0}
    assert san_juan_of(state, 0) == 0
    assert "builder" in legal_texts(state)  # phase over: seat 1 chooses the next role
    assert state.current_player == 1


def test_at_most_one_colonist_per_circle() -> None:
    """§5.2 step 3: at most one colonist per circle: a full tile takes no more."""
    state = mayor_game(ship=8)  # 2 each, for 3 empty circles: a real choice
    set_player(state, 0, island={"corn": (1, 1), "sugar": 3}, buildings={"small_indigo_plant": 1})
    state.apply("mayor")
    state.apply("pass")
    assert state.current_player == 0
    assert_illegal(state, "place corn")
    assert_illegal(state, "place small_indigo_plant")
    assert legal_texts(state) == {"place sugar", "unplace corn", "unplace small_indigo_plant"}


def test_more_colonists_than_circles_fill_every_circle() -> None:
    """§5.2 step 3: every colonist owned (new, in San Juan, on circles) must go on a circle
    while one is empty: circles filled = min(colonists, circles), the rest stay in San
    Juan. With enough colonists this needs no decision."""
    state = mayor_game(ship=16)  # 4 each; the mayor's privilege makes 5
    set_player(state, 0, island={"corn": 2}, buildings={"small_indigo_plant": 0})  # 3 circles
    set_player(
        state, 1, island={"coffee": 1}, buildings={"coffee_roaster": 0, "small_market": 0}
    )  # 4 circles, 4 colonists
    set_player(
        state,
        2,
        island={"corn": (1, 1), "sugar": 2},
        buildings={"large_sugar_mill": 0},
        san_juan=2,
    )  # 6 circles; 1 placed + 2 waiting + 4 new = 7 colonists
    state.apply("mayor")
    state.apply("take colonist")
    assert state.current_player == 1  # nobody had a choice to make
    assert island_of(state, 0) == {"corn": (2, 2)}
    assert city_of(state, 0) == {"small_indigo_plant": 1}
    assert san_juan_of(state, 0) == 5 - 3
    assert island_of(state, 1) == {"coffee": (1, 1)}
    assert city_of(state, 1) == {"coffee_roaster": 2, "small_market": 1}
    assert san_juan_of(state, 1) == 0
    assert island_of(state, 2) == {"corn": (1, 1), "sugar": (2, 2)}
    assert city_of(state, 2) == {"large_sugar_mill": 3}
    assert san_juan_of(state, 2) == 7 - 6


def test_colonists_waiting_in_san_juan_must_be_placed_too() -> None:
    """§5.2 step 3: the colonists already waiting in San Juan are placed with the new ones;
    `done` stays illegal until no circle is empty or nobody waits."""
    state = mayor_game(ship=4)  # 1 each
    set_player(state, 0, island={"corn": 3, "indigo": 1, "sugar": 1}, san_juan=1)
    state.apply("mayor")  # seat 0: 1 waiting + 1 new = 2 colonists for 5 circles
    state.apply("pass")
    assert_illegal(state, "done")
    state.apply("place sugar")
    assert legal_texts(state) == {"place corn", "place indigo"}
    assert_illegal(state, "done")
    state.apply("place corn")
    assert island_of(state, 0) == {"corn": (3, 1), "indigo": (1, 0), "sugar": (1, 1)}
    assert san_juan_of(state, 0) == 0
    assert state.current_player == 1


def test_moving_colonists_unplace_only_before_placing() -> None:
    """§5.2 step 3: a player MAY move the colonists already on circles: he takes them back
    (`unplace`) before placing any colonist this turn, never after."""
    state = mayor_game(ship=4)  # 1 each
    set_player(state, 0, island={"corn": (1, 1), "coffee": 1}, buildings={"small_indigo_plant": 0})
    state.apply("mayor")
    state.apply("pass")
    assert legal_texts(state) == {"place coffee", "place small_indigo_plant", "unplace corn"}
    state.apply("unplace corn")
    assert san_juan_of(state, 0) == 2
    assert island_of(state, 0)["corn"] == (1, 0)
    assert_illegal(state, "done")
    state.apply("place coffee")
    assert "unplace coffee" not in legal_texts(state)
    assert_illegal(state, "unplace coffee")
    state.apply("place small_indigo_plant")
    assert island_of(state, 0) == {"corn": (1, 0), "coffee": (1, 1)}
    assert city_of(state, 0) == {"small_indigo_plant": 1}
    assert san_juan_of(state, 0) == 0
    assert state.current_player == 1


def test_several_colonists_may_be_moved_from_tiles_and_buildings() -> None:
    """§5.2 step 3: all colonists on circles may be moved, from plantations and buildings."""
    state = mayor_game(ship=4)  # 1 each
    set_player(
        state,
        0,
        island={"corn": (1, 1), "coffee": 1, "tobacco": 1},
        buildings={"small_indigo_plant": 1},
    )
    state.apply("mayor")
    state.apply("pass")
    state.apply("unplace small_indigo_plant")
    state.apply("unplace corn")
    assert san_juan_of(state, 0) == 3
    state.apply("place coffee")
    state.apply("place tobacco")
    state.apply("place corn")
    assert island_of(state, 0) == {"corn": (1, 1), "tobacco": (1, 1), "coffee": (1, 1)}
    assert city_of(state, 0) == {"small_indigo_plant": 0}
    assert state.current_player == 1


def test_player_without_new_colonists_may_keep_or_move_his_colonists() -> None:
    """§5.2 steps 2-3: with a ship of 3 and 4 players the last one gets nothing; he MAY still
    move his colonists, and `done` is legal as nobody waits in San Juan."""
    state = mayor_game(ship=3)
    set_player(state, 3, island={"corn": (1, 1), "sugar": 1})
    state.apply("mayor")
    state.apply("pass")
    assert state.current_player == 3
    assert legal_texts(state) == {"done", "unplace corn"}
    state.apply("done")
    assert island_of(state, 3) == {"corn": (1, 1), "sugar": (1, 0)}
    assert state.current_player == 1


def test_q3_placement_order_is_clockwise_from_the_mayor() -> None:
    """§5.2 step 3 engine order, §13 Q3: players place one after another, clockwise starting
    with the mayor."""
    state = mayor_game(ship=4, governor=2)
    for seat in range(4):
        set_player(state, seat, island={"corn": 1, "indigo": 1})
    state.apply("mayor")
    state.apply("pass")
    order = []
    while "place corn" in legal_texts(state):
        order.append(state.current_player)
        state.apply("place corn")
    assert order == [2, 3, 0, 1]


# ------------------------------------------------------------------ refill


def test_ex04_refill_at_least_n_colonists() -> None:
    """EX-04 (§5.2 step 4): 4 players; after placement the buildings have 2 empty circles
    in total; supply 20: the ship gets max(2, 4) = 4; supply 16; no trigger."""
    state = mayor_game(supply=20)
    set_player(state, 1, buildings={"small_market": 0})
    set_player(state, 2, buildings={"hacienda": 0})
    state.apply("mayor")
    state.apply("pass")
    assert state.colonist_ship == 4
    assert state.colonist_supply == 16
    assert triggers(state) == []


def test_ex04_q5_short_supply_all_to_the_ship_and_t1() -> None:
    """EX-04 second case (§5.2 step 4, §13 Q5, §7.1 T1): same with supply 3: the ship gets
    3, supply 0, T1 is triggered; the game ends only after this round."""
    state = mayor_game(supply=3)
    set_player(state, 1, buildings={"small_market": 0})
    set_player(state, 2, buildings={"hacienda": 0})
    state.apply("mayor")
    state.apply("pass")
    assert state.colonist_ship == 3
    assert state.colonist_supply == 0
    assert triggers(state) == ["colonists"]
    assert not state.is_over
    for role in ("builder", "craftsman", "trader"):
        assert not state.is_over
        state.apply(role)
        finish_role(state)
    assert state.is_over


def test_refill_equal_to_requirement_is_no_trigger() -> None:
    """§5.2 step 4 / §7.1 T1 boundary: a supply holding exactly R colonists refills the ship
    and triggers nothing (T1 needs fewer than R)."""
    state = mayor_game(supply=4)
    state.apply("mayor")
    state.apply("pass")
    assert state.colonist_ship == 4
    assert state.colonist_supply == 0
    assert triggers(state) == []


def test_refill_counts_empty_building_circles_of_all_players_only() -> None:
    """§5.2 step 4: E = empty circles on buildings of all players (plantation and quarry
    circles do not count); R = max(E, N) = max(7, 4) = 7."""
    state = mayor_game(supply=20)
    set_player(state, 1, buildings={"tobacco_storage": 0})  # 3 empty
    set_player(state, 2, buildings={"large_sugar_mill": 1})  # 2 empty
    set_player(state, 3, island={"corn": 5, "quarry": 2}, buildings={"coffee_roaster": 0})
    state.apply("mayor")
    finish_role(state)  # privilege: pass; seat 2 keeps his colonist: done
    assert state.colonist_ship == 3 + 2 + 2
    assert state.colonist_supply == 20 - 7
    assert triggers(state) == []


def test_refill_is_counted_after_placement() -> None:
    """§5.2 step 4: the refill is the mayor's last task, after all placement: circles filled
    in this phase no longer count as empty (11 building circles, 2 filled now -> 9)."""
    state = mayor_game(supply=30, ship=8)  # 2 each
    set_player(
        state,
        1,
        buildings={
            "tobacco_storage": 0,
            "large_sugar_mill": 0,
            "large_indigo_plant": 0,
            "coffee_roaster": 0,
        },
    )
    state.apply("mayor")
    finish_role(state)
    assert sum(city_of(state, 1).values()) == 2
    assert state.colonist_ship == 3 + 3 + 3 + 2 - 2
    assert state.colonist_supply == 30 - 9
