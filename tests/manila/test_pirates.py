"""Pirates (rules reference §9, §16): boarding after move 2, plunder after move 3, and the
pirate variant (option ``pirate_variant``) and option ``unplundered_boat_on_13``."""

from __future__ import annotations

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
    set_prices,
)
from tradewinds.games.manila.board import PH_BID, PH_BOARD, PH_PLACE, PH_PLUNDER
from tradewinds.games.manila.state import ManilaState


def _ex07(*, variant: bool = False) -> ManilaState:
    """MN-EX-07 set-up, 5 players: after movement round 2 jade and ginseng are both on 13;
    jade's 4 seats are all taken (Cid, Dee, Cid, Dee), ginseng has 2 of 3 (Cid, Dee);
    Ann is the pirate captain, Bob the second pirate. Eve still has an accomplice to
    place (so the game stops at her turn in round 3)."""
    state = new(5, oldest=0, variant=variant)
    begin_voyage(state, "ginseng silk jade", (4, 5, 0))
    put(state, 2, "boat_jade_1")
    put(state, 3, "boat_jade_2")
    put(state, 2, "boat_jade_3")
    put(state, 3, "boat_jade_4")
    put(state, 2, "boat_ginseng_1")
    put(state, 3, "boat_ginseng_2")
    put(state, 0, "pirate_captain")
    put(state, 1, "pirate_second")
    set_boats(state, ginseng=9, jade=9)
    with dice(state, 2, 1, 2):  # ginseng 11, silk 6, jade 11
        play(state, (0, "pass"), (1, "pass"), (4, "place harbor_a"))
    with dice(state, 2, 1, 2):  # ginseng 13, silk 7, jade 13
        play(state, (4, "place harbor_b"))
    return state


def test_mn_ex_07_boarding() -> None:
    """MN-EX-07 (§9.1): P1 (captain) boards: he takes the only empty ginseng seat; P2
    moves to the bow and is captain; no empty seat remains on any boat on 13, so P2
    cannot board and stays."""
    state = _ex07()
    assert state.phase == PH_BOARD and state.current_player == 0
    assert legal_texts(state) == {"pass", "board boat_ginseng_3"}
    assert_illegal(state, "board boat_jade_1", "cannot be boarded", "pirate_variant")
    assert_illegal(state, "board boat_silk_1", "only a boat standing on 13", "§9.1")
    play(state, (0, "board boat_ginseng_3"))
    # Bob could only stay: that was taken automatically; Eve places in round 3.
    assert state.phase == PH_PLACE and state.current_player == 4
    assert occupant(state, "boat_ginseng_3") == 0
    assert occupant(state, "pirate_captain") == 1
    assert occupant(state, "pirate_second") is None
    texts = log_texts(state)
    assert "Ann boards the ginseng boat (ginseng boat seat 3)." in texts
    assert "Bob moves to the bow and is the pirate captain." in texts
    assert "Bob stays on the pirate ship." in texts
    # the second pirate space is free again and may be taken (Manila R10)
    assert "place pirate_second" in legal_texts(state)


def test_second_pirate_boards_after_captain_stays() -> None:
    """Reference §18.16: the second pirate may board even if the captain stays; the
    captain stays captain."""
    state = _ex07()
    play(state, (0, "pass"))
    assert state.phase == PH_BOARD and state.current_player == 1
    play(state, (1, "board boat_ginseng_3"))
    assert occupant(state, "pirate_captain") == 0
    assert occupant(state, "pirate_second") is None
    assert occupant(state, "boat_ginseng_3") == 1


def test_each_pirate_decides_once() -> None:
    state = _ex07()
    play(state, (0, "pass"), (1, "pass"))
    assert state.phase == PH_PLACE and state.current_player == 4


def test_mn_ex_08_plunder() -> None:
    """MN-EX-08 (§9.2): after movement round 3 the nutmeg boat is on 13 with accomplices
    on board; the pirate ship holds X (captain) and Y: the nutmeg accomplices go home
    unpaid; X and Y receive 12 each (24 / 2); X chooses harbour or shipyard (harbour ->
    the nutmeg price rises)."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 2, "boat_nutmeg_1")
    put(state, 3, "boat_nutmeg_2")
    put(state, 0, "pirate_captain")
    put(state, 1, "pirate_second")
    cash = list(state.cash)
    with dice(state, 3, 1, 1, 3, 1, 1, 3, 1, 1):  # nutmeg 7, 10, 13
        everyone_passes(state)
    assert state.phase == PH_PLUNDER and state.current_player == 0
    assert legal_texts(state) == {"send nutmeg to harbor", "send nutmeg to shipyard"}
    assert occupant(state, "boat_nutmeg_1") is None and state.filled[1] == 0
    assert state.left[2] == 3 and state.left[3] == 3
    assert "The pirates plunder the nutmeg boat; Cid, Dee go home unpaid." in log_texts(state)
    play(state, (0, "send nutmeg to harbor"))
    assert state.phase == PH_BID
    assert state.cash[0] == cash[0] + 12 and state.cash[1] == cash[1] + 12
    assert state.cash[2] == cash[2] and state.cash[3] == cash[3]
    assert state.price[1] == 1  # 0 -> 5
    assert "Pirates: the nutmeg plunder pays 12 to each of Ann, Bob." in log_texts(state)


def test_plundered_boat_sent_to_the_shipyard() -> None:
    """§9.2/§9.3: the captain may send the plundered boat to the shipyard (first free
    space); its price does not rise."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain")
    put(state, 2, "shipyard_a")
    with dice(state, 3, 1, 1, 3, 1, 1, 3, 1, 1):
        everyone_passes(state)
    play(state, (0, "send nutmeg to shipyard"))
    assert state.price == [0, 0, 0, 0]
    texts = log_texts(state)
    assert "The nutmeg boat is sent to the shipyard by the pirates (shipyard space A)." in texts
    assert state.cash[0] == 30 + 24  # a lone pirate takes the whole value
    assert state.cash[2] == 30 + 6


def test_one_player_holding_both_pirates() -> None:
    """Reference §18.15: one player may hold both pirate spaces: he gets the whole plunder."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain", "pirate_second")
    with dice(state, 3, 1, 1, 3, 1, 1, 3, 1, 1):
        everyone_passes(state)
    play(state, (0, "send nutmeg to harbor"))
    assert state.cash[0] == 30 + 24


def test_mn_dx_05_unplundered_boat_on_13_goes_to_the_harbour() -> None:
    """MN-DX-05 (§9.2, seed note): after movement round 3 the silk boat is on 13 and the
    pirate ship is empty: silk takes the first free harbour space, its accomplices share
    30 and silk's price rises."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 2, "boat_silk_1")
    put(state, 3, "boat_silk_2")
    with dice(state, 1, 3, 1, 1, 3, 1, 1, 2, 1):  # silk 8, 11, 13
        everyone_passes(state)
    texts = log_texts(state)
    assert "The pirate ship is empty: the silk boat on 13 sails on." in texts
    assert "The silk boat reaches Manila (harbour space A)." in texts
    assert state.cash[2] == 30 + 15 and state.cash[3] == 30 + 15
    assert state.price[2] == 1


def test_unplundered_boat_on_13_option_shipyard() -> None:
    """Reference §18.1 alternative (option unplundered_boat_on_13=shipyard): the boat
    never passed 13, so it goes to the shipyard: no payout, no price rise."""
    state = new(4, oldest=0, on_13="shipyard")
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 2, "boat_silk_1")
    with dice(state, 1, 3, 1, 1, 3, 1, 1, 2, 1):
        everyone_passes(state)
    assert "The silk boat stays on 13 unplundered and goes to the shipyard (shipyard space A)." in (
        log_texts(state)
    )
    assert state.cash[2] == 30 and state.price == [0, 0, 0, 0]


def test_mn_dx_06_plundered_boat_sent_to_manila() -> None:
    """MN-DX-06 (§9.2, §12): after round 3 jade is on 13 with 2 accomplices; one pirate
    (captain) on the ship; H:A is taken by another boat; Z is on harbour B; jade price 10.
    The captain sends jade to the harbour: the jade accomplices go home unpaid; captain
    +36; jade takes H:B, so Z +8; jade price 10 -> 20."""
    state = new(4, oldest=0)
    set_prices(state, jade=10)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "boat_jade_1", "boat_jade_2")
    put(state, 0, "pirate_captain")
    put(state, 3, "harbor_b")
    set_boats(state, nutmeg=12, jade=4)
    with dice(state, 3, 1, 3, 1, 3, 1, 3):  # nutmeg arrives (H:A); jade 7, 10, 13
        everyone_passes(state)
    play(state, (0, "send jade to harbor"))
    texts = log_texts(state)
    assert "The jade boat reaches Manila (harbour space B)." in texts
    assert state.cash[0] == 30 + 36
    assert state.cash[1] == 30
    assert state.cash[3] == 30 + 8
    assert state.price[3] == 3  # 20
    assert not any(t.startswith("The jade boat pays") for t in texts)


def test_boarded_pirate_is_an_ordinary_passenger() -> None:
    """§9.1: a boarded pirate shares the boat's value if it reaches the harbour."""
    state = _ex07()
    play(state, (0, "board boat_ginseng_3"))
    with dice(state, 1, 1, 1):  # ginseng and jade 13 -> Manila, silk 8
        play(state, (4, "pass"))
    assert state.cash[0] == 30 + 6  # 18 / 3 for Ann; no plunder for her any more
    texts = log_texts(state)
    assert "The ginseng boat pays 6 to each accomplice on board (Cid, Dee, Ann)." in texts
    assert "The jade boat pays 9 to each accomplice on board (Cid, Dee, Cid, Dee)." in texts


# ------------------------------------------------------------------ the variant


def _dx09() -> ManilaState:
    """MN-DX-09 set-up (variant on): after round 2 silk is on 13 with all 3 seats taken
    (Bob, Cid, Dee); no other boat on 13; Ann captain, Eve second pirate. Cid places on
    the shipyard in rounds 1 and 2."""
    state = new(5, oldest=0, variant=True)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "boat_silk_1")
    put(state, 2, "boat_silk_2")
    put(state, 3, "boat_silk_3")
    put(state, 0, "pirate_captain")
    put(state, 4, "pirate_second")
    set_boats(state, silk=9)
    play(state, (0, "pass"), (1, "place harbor_a"), (2, "place shipyard_a"), (3, "pass"))
    with dice(state, 1, 2, 1):
        play(state, (4, "pass"))
    with dice(state, 1, 2, 1):  # silk 13
        play(state, (1, "place harbor_b"), (2, "place shipyard_b"))
    return state


def test_mn_dx_09_pirate_variant() -> None:
    """MN-DX-09 (§16): P1 boards silk displacing B: B's accomplice goes home (no refund);
    P1 sits in its seat; the second pirate (now captain) may board silk too and displace
    A or C, but not P1."""
    state = _dx09()
    assert state.phase == PH_BOARD and state.current_player == 0
    assert legal_texts(state) == {
        "pass",
        "board boat_silk_1",
        "board boat_silk_2",
        "board boat_silk_3",
    }
    cash = list(state.cash)
    play(state, (0, "board boat_silk_2"))  # displace Cid
    assert occupant(state, "boat_silk_2") == 0
    assert state.left[2] == 1  # Cid's accomplice is home again
    assert state.cash == cash  # no refund
    assert state.current_player == 4 and state.phase == PH_BOARD
    assert legal_texts(state) == {"pass", "board boat_silk_1", "board boat_silk_3"}
    assert_illegal(state, "board boat_silk_2", "may not displace the captain", "§16")
    play(state, (4, "board boat_silk_3"))
    assert occupant(state, "boat_silk_3") == 4 and state.left[3] == 3
    # Cid, who has not passed, may place the accomplice sent home (Manila R9)
    assert state.phase == PH_PLACE and state.current_player == 2
    assert "Eve boards the silk boat and sends Dee's accomplice home (silk boat seat 3)." in (
        log_texts(state)
    )


def test_variant_fills_empty_seats_first() -> None:
    """§16 / reference §18.9: nobody may be displaced while any boat on 13 has an empty
    seat."""
    state = _ex07(variant=True)
    assert legal_texts(state) == {"pass", "board boat_ginseng_3"}
    assert_illegal(state, "board boat_jade_1", "must be filled before")
    play(state, (0, "board boat_ginseng_3"))
    # now every seat on 13 is taken: Bob may displace one accomplice per player and boat
    assert state.current_player == 1
    assert legal_texts(state) == {
        "pass",
        "board boat_ginseng_1",
        "board boat_ginseng_2",
        "board boat_jade_1",
        "board boat_jade_2",
    }
    assert_illegal(state, "board boat_ginseng_3", "may not displace the captain")
    assert_illegal(state, "board boat_jade_3", "equivalent")


def test_no_variant_no_displacement() -> None:
    """§9.1: without the variant a full boat cannot be boarded: both pirates stay (their
    only action, taken automatically)."""
    state = new(5, oldest=0, variant=False)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "boat_silk_1")
    put(state, 2, "boat_silk_2")
    put(state, 3, "boat_silk_3")
    put(state, 0, "pirate_captain")
    put(state, 4, "pirate_second")
    set_boats(state, silk=9)
    with dice(state, 1, 2, 1):
        play(state, (0, "pass"), (1, "place harbor_a"), (2, "pass"), (3, "pass"), (4, "pass"))
    with dice(state, 1, 2, 1, 1, 1, 1):
        play(state, (1, "place harbor_b"))
    texts = log_texts(state)
    assert "Ann stays on the pirate ship." in texts and "Eve stays on the pirate ship." in texts
    assert state.phase == PH_BID


def test_pirates_plunder_every_boat_on_13() -> None:
    """§9.2: each boat on 13 after move 3 is plundered, one decision per boat."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain")
    put(state, 1, "pirate_second")
    set_boats(state, nutmeg=4, silk=4, jade=4)
    with dice(state, 3, 3, 1, 3, 3, 1, 3, 3, 1):  # nutmeg and silk end on 13
        everyone_passes(state)
    play(state, (0, "send nutmeg to shipyard"))
    assert state.phase == PH_PLUNDER
    assert legal_texts(state) == {"send silk to harbor", "send silk to shipyard"}
    play(state, (0, "send silk to harbor"))
    assert state.cash[0] == 30 + 12 + 15 and state.cash[1] == 30 + 12 + 15
    assert state.price == [0, 0, 1, 0]


def test_pilot_moved_boat_onto_13_not_attacked_then_rolled() -> None:
    """§9/§10: a boat moved onto 13 by a pilot is not attacked then; movement round 3
    moves it on."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain")
    put(state, 1, "pilot_small")
    set_boats(state, nutmeg=10)
    with dice(state, 1, 1, 1, 1, 1, 1):  # nutmeg 12 after move 2
        everyone_passes(state)
    with dice(state, 1, 1, 1):  # nutmeg 13 -> 14
        play(state, (1, "pilot nutmeg +1"))
    assert state.phase == PH_BID
    assert not any("plunder" in t for t in log_texts(state))
