"""Placement rounds (rules reference §7): spaces, costs, order, stowaways, the schedule."""

from __future__ import annotations

import pytest

from tests.manila.scenario import (
    assert_illegal,
    begin_voyage,
    dice,
    everyone_passes,
    legal_texts,
    log_texts,
    new,
    occupant,
    play,
    put,
    set_boats,
    set_cash,
    set_shares,
)
from tradewinds.games.manila.board import PH_BID, PH_BOARD, PH_PILOT_SMALL, PH_PLACE

COSTS = {
    "boat_nutmeg_1": 2,
    "boat_silk_1": 3,
    "boat_jade_1": 3,
    "harbor_a": 4,
    "harbor_b": 3,
    "harbor_c": 2,
    "shipyard_a": 4,
    "shipyard_b": 3,
    "shipyard_c": 2,
    "pirate_captain": 5,
    "pilot_small": 2,
    "pilot_large": 5,
}


@pytest.mark.parametrize(("space", "cost"), sorted(COSTS.items()))
def test_each_space_costs_its_printed_price(space: str, cost: int) -> None:
    """§2.4 / §7.1: placing pays the space's cost to the bank."""
    state = new(4, oldest=0)
    begin_voyage(state)
    play(state, (0, f"place {space}"))
    assert state.cash[0] == 30 - cost
    assert occupant(state, space) == 0
    assert state.left[0] == 2


def test_insurance_is_free_and_pays_10_at_once() -> None:
    """§7.2: insurance costs 0; the agent receives 10 from the bank immediately."""
    state = new(4, oldest=0)
    begin_voyage(state)
    play(state, (0, "place insurance"))
    assert state.cash[0] == 40 and state.bank_paid == 10
    assert "Ann becomes the insurance agent and receives 10." in log_texts(state)
    assert_illegal(state, "place insurance", "is taken", "§7.1")


def test_boat_seats_cheapest_first() -> None:
    """§7.2: a player choosing a boat takes its cheapest free seat; jade 3, 4, 5, 5; a
    player may have several accomplices on one boat."""
    state = new(3, oldest=0)
    begin_voyage(state, "ginseng silk jade", (3, 3, 3))
    assert "place boat_jade_1" in legal_texts(state)
    assert_illegal(state, "place boat_jade_2", "cheapest first", "boat_jade_1", "§7.2")
    play(state, (0, "place boat_jade_1"), (1, "place boat_jade_2"), (2, "place boat_jade_3"))
    play(state, (0, "place boat_jade_4"))
    assert state.cash == [30 - 3 - 5, 30 - 4, 30 - 5]
    assert "place boat_jade_4" not in legal_texts(state)
    assert_illegal(state, "place boat_jade_4", "is taken")


def test_pirate_captain_first_then_second() -> None:
    """§7.2: the first pirate must take the captain's space; the second space is open
    once the captain's is taken; one player may hold both."""
    state = new(4, oldest=0)
    begin_voyage(state)
    assert "place pirate_second" not in legal_texts(state)
    assert_illegal(state, "place pirate_second", "captain's space", "§7.2")
    play(state, (0, "place pirate_captain"), (1, "pass"), (2, "pass"), (3, "pass"))
    play(state, (0, "place pirate_second"))
    assert occupant(state, "pirate_captain") == occupant(state, "pirate_second") == 0


def test_any_free_space_even_if_decided() -> None:
    """Reference §18.5: spaces whose outcome is known (a seat on a boat already in
    Manila) may still be taken."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    play(state, (0, "place harbor_c"), (1, "pass"), (2, "pass"))
    set_boats(state, nutmeg=12)
    with dice(state, 3, 1, 1):  # move 1: nutmeg 12 + 3 -> Manila
        play(state, (3, "pass"))
    assert state.berth[1] == 0 and state.current_player == 0
    assert "place boat_nutmeg_1" in legal_texts(state)
    with dice(state, 1, 1):
        play(state, (0, "place boat_nutmeg_1"))
    assert occupant(state, "boat_nutmeg_1") == 0


def test_passing_is_final_for_the_voyage() -> None:
    """§7.1: a player who passes may place no more accomplices this voyage; players with
    no accomplice left are skipped."""
    state = new(4, oldest=1)
    begin_voyage(state)
    play(state, (1, "place harbor_a"), (2, "pass"), (3, "place harbor_b"))
    with dice(state, 1, 1, 1):
        play(state, (0, "place harbor_c"))
    assert state.current_player == 1  # round 2 starts with the harbour master
    with dice(state, 1, 1, 1):
        play(state, (1, "pass"), (3, "place shipyard_a"), (0, "place shipyard_b"))
    # round 3: only Dee and Ann are still placing
    play(state, (3, "place shipyard_c"), (0, "place pilot_small"))
    assert state.left == [0, 2, 3, 0]
    assert state.phase == PH_PILOT_SMALL and state.current_player == 0


def test_mn_dx_01_mortgage_to_pay_a_placement() -> None:
    """MN-DX-01 (§7.1, §14): cash 3 and 2 unmortgaged shares; he places on the large
    pilot (cost 5): he mortgages 1 share (+12 -> 15), pays 5 -> cash 10; 1 share
    mortgaged (the first in the order ginseng, nutmeg, silk, jade: Manila R5). Redeeming
    it later costs 15."""
    state = new(4, oldest=0)
    set_cash(state, 0, 3)
    set_shares(state, 0, {"ginseng": 1, "silk": 1})
    begin_voyage(state)
    play(state, (0, "place pilot_large"))
    assert state.cash[0] == 10
    assert state.held[0:4] == [0, 0, 1, 0] and state.mort[0:4] == [1, 0, 0, 0]
    assert state.current_player == 1 and state.phase == PH_PLACE


def test_cannot_place_beyond_funds() -> None:
    """§7.1: cost <= cash + 12 x unmortgaged shares."""
    state = new(4, oldest=0)
    set_cash(state, 0, 3)
    set_shares(state, 0, {}, mortgaged={"jade": 2})
    begin_voyage(state)
    legal = legal_texts(state)
    assert "place harbor_a" not in legal and "place pilot_large" not in legal
    assert {"place harbor_b", "place boat_nutmeg_1", "place boat_silk_1"} <= legal
    assert_illegal(state, "place pirate_captain", "costs 5", "can pay at most 3", "§7.1")
    assert not any(t.startswith("stowaway") for t in legal)


def test_mn_dx_08_stowaway() -> None:
    """MN-DX-08 (§7.3): a player with 0 cash and only mortgaged shares; a free silk seat;
    the insurance taken by someone else: he may place on the cheapest free silk seat for
    free, and if silk arrives he shares its 30."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_cash(state, 1, 0)
    set_shares(state, 1, {}, mortgaged={"ginseng": 1, "jade": 1})
    play(state, (0, "place insurance"))
    assert legal_texts(state) == {
        "pass",
        "stowaway boat_nutmeg_1",
        "stowaway boat_silk_1",
        "stowaway boat_jade_1",
    }
    play(state, (1, "stowaway boat_silk_1"))
    assert state.cash[1] == 0 and occupant(state, "boat_silk_1") == 1
    assert "Bob stows away on the silk boat (silk boat seat 1, free)." in log_texts(state)
    # silk: 4 -> 10 -> 11 -> Manila; the other boats are wrecked
    with dice(state, 1, 6, 1, 1, 1, 1, 1, 4, 1):
        play(state, (2, "place boat_silk_2"), (3, "pass"))
        play(state, (0, "pass"), (1, "pass"), (2, "pass"))
    assert state.voyage == 2
    assert state.cash[1] == 15  # 30 / 2
    assert state.cash[2] == 30 - 4 + 15


def test_stowaway_ignores_the_free_insurance_space() -> None:
    """Reference §18.3: the insurance space (cost 0) does not count as an affordable
    space; a broke player may take it or stow away."""
    state = new(4, oldest=0)
    set_cash(state, 0, 0)
    set_shares(state, 0, {})
    begin_voyage(state)
    legal = legal_texts(state)
    assert "place insurance" in legal
    assert {"stowaway boat_nutmeg_1", "stowaway boat_silk_1", "stowaway boat_jade_1"} <= legal


def test_stowaway_when_every_free_space_is_too_expensive() -> None:
    """§7.3 second condition: every free space (but the insurance) costs more than he
    can pay."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 3, "harbor_c", "shipyard_c", "pilot_small")
    set_cash(state, 0, 2)
    set_shares(state, 0, {})
    legal = legal_texts(state)
    assert "place boat_nutmeg_1" in legal  # the last space costing 2
    assert not any(t.startswith("stowaway") for t in legal)
    put(state, 2, "boat_nutmeg_1")
    legal = legal_texts(state)
    assert {"stowaway boat_nutmeg_2", "stowaway boat_silk_1", "stowaway boat_jade_1"} <= legal
    assert_illegal(state, "place boat_silk_1", "costs 3", "can pay at most 2")
    assert_illegal(state, "stowaway boat_nutmeg_3", "cheapest first")


def test_insurance_agent_may_not_stow_away() -> None:
    """Reference §18.4 (seed: 'except the insurance agent'): a player who holds the
    insurance space this voyage may not place stowaways."""
    state = new(3, oldest=0)
    begin_voyage(state)
    play(state, (0, "place insurance"), (1, "pass"), (2, "pass"))
    assert state.current_player == 0  # three players: a second round before moving
    set_cash(state, 0, 0)
    set_shares(state, 0, {})
    assert legal_texts(state) == {"pass"}
    assert_illegal(state, "stowaway boat_silk_1", "insurance agent may not place stowaways")


def test_mn_dx_07_three_player_sequence() -> None:
    """MN-DX-07 (§4.1): with three players (4 accomplices each) the order is placement,
    placement, move 1, placement, move 2 (+boarding), placement, pilots, move 3
    (+plunder), payouts."""
    state = new(3, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    play(state, (0, "place pirate_captain"), (1, "place pilot_small"), (2, "place harbor_a"))
    assert state.moves == 0 and state.phase == PH_PLACE  # a second round before moving
    with dice(state, 4, 4, 4) as loaded:  # nutmeg 9, silk 8, jade 4
        play(state, (0, "place harbor_b"), (1, "place harbor_c"), (2, "place shipyard_a"))
    assert loaded.rolled == [4, 4, 4] and state.moves == 1 and state.phase == PH_PLACE
    with dice(state, 4, 5, 1):  # nutmeg 13, silk 13, jade 5
        play(state, (0, "place boat_jade_1"), (1, "place boat_jade_2"), (2, "place boat_silk_1"))
    assert state.moves == 2 and state.phase == PH_BOARD and state.current_player == 0
    play(state, (0, "board boat_silk_2"))
    assert state.phase == PH_PLACE  # round 4 (Ann's pirate went aboard)
    play(state, (0, "place shipyard_b"), (1, "place shipyard_c"), (2, "pass"))
    assert state.phase == PH_PILOT_SMALL and state.current_player == 1
    with dice(state, 1, 1, 1):
        play(state, (1, "pass"))
    assert state.phase == PH_BID and state.voyage == 2
    texts = log_texts(state)
    order = [t.split(":")[0] for t in texts if t.startswith("Move ")]
    assert order == ["Move 1", "Move 2", "Move 3"]
    assert state.left == [4, 4, 4]


def test_four_player_schedule() -> None:
    """§4.1: with 4-5 players: placement 1, move 1, placement 2, move 2, placement 3,
    pilots, move 3."""
    state = new(4, oldest=0)
    begin_voyage(state)
    with dice(state, 1, 1, 1):
        play(state, "place pilot_small", "place harbor_a", "place harbor_b", "place harbor_c")
    assert state.moves == 1 and state.phase == PH_PLACE
    with dice(state, 1, 1, 1):
        play(state, "pass", "pass", "pass", "pass")
    assert state.moves == 2 and state.phase == PH_PILOT_SMALL
    with dice(state, 1, 1, 1):
        play(state, "pass")
    assert state.phase == PH_BID


def test_nobody_placing_runs_the_whole_voyage() -> None:
    state = new(5, oldest=4)
    begin_voyage(state)
    with dice(state, *[2] * 9):
        everyone_passes(state)
    assert state.voyage == 2 and state.phase == PH_BID


def test_placement_out_of_turn_names_the_decision() -> None:
    state = new(4, oldest=0)
    begin_voyage(state)
    assert_illegal(state, "bid 3", "place_accomplice", "legal now")
    assert_illegal(state, "pilot silk +1", "place_accomplice")


def test_log_names_cost() -> None:
    state = new(4, oldest=0)
    begin_voyage(state)
    play(state, "place harbor_b")
    assert "Ann places an accomplice on harbour space B (cost 3)." in log_texts(state)


def test_no_money_no_seats_means_pass() -> None:
    """§7.3: if no boat seat is free, a broke player may still take the insurance space
    if it is free, or pass."""
    state = new(4, oldest=0)
    begin_voyage(state, "ginseng nutmeg silk", (5, 4, 0))
    for seat, spaces in (
        (1, ("boat_ginseng_1", "boat_ginseng_2", "boat_ginseng_3")),
        (2, ("boat_nutmeg_1", "boat_nutmeg_2", "boat_nutmeg_3")),
        (3, ("boat_silk_1", "boat_silk_2", "boat_silk_3")),
    ):
        put(state, seat, *spaces)
    set_cash(state, 0, 1)
    set_shares(state, 0, {})
    assert legal_texts(state) == {"pass", "place insurance"}
    play(state, "place insurance")
    assert state.cash[0] == 11 and state.left[0] == 2
