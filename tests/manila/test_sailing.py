"""Movement rounds and pilots (rules reference §8, §9.3, §10, §11)."""

from __future__ import annotations

from tests.manila.scenario import (
    assert_illegal,
    begin_voyage,
    dice,
    everyone_passes,
    legal_texts,
    log_texts,
    new,
    play,
    put,
    set_boats,
)
from tradewinds.games.manila.board import (
    PH_BID,
    PH_PILOT_LARGE,
    PH_PILOT_LARGE2,
    PH_PILOT_SMALL,
    PH_PLACE,
)
from tradewinds.games.manila.data import MANILA
from tradewinds.games.manila.state import ManilaState


def test_mn_ex_04_movement_and_lost_excess() -> None:
    """MN-EX-04 (§8): nutmeg at 5, silk at 4, jade at 11; the dice show nutmeg 4, silk 2,
    jade 5: nutmeg 9, silk 6; jade moves 3 to reach Manila (the other 2 are lost) and
    takes harbour space A."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, jade=11)
    play(state, (0, "place harbor_b"), (1, "pass"), (2, "pass"))
    with dice(state, 4, 2, 5):
        play(state, (3, "pass"))
    assert state.current_player == 0 and state.phase == PH_PLACE  # round 2
    assert state.pos[1:4] == [9, 6, MANILA]
    assert state.berth[3] == 0 and state.harbor_used == 1
    texts = log_texts(state)
    assert "Move 1: the dice show nutmeg 4, silk 2, jade 5." in texts
    assert "The jade boat reaches Manila (harbour space A)." in texts
    # a boat in Manila does not move again: only two dice in moves 2 and 3
    with dice(state, 1, 1, 1, 1) as loaded:
        play(state, (0, "pass"))
    assert loaded.rolled == [1, 1, 1, 1]
    assert state.phase == PH_BID


def test_mn_ex_05_arrival_order() -> None:
    """MN-EX-05 (§8): jade arrived in movement round 2 (H:A); in round 3 both other
    boats pass 13: they take H:B and H:C, whatever their arrival distances."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, nutmeg=8, silk=8, jade=10)
    with dice(state, 1, 1, 1, 1, 1, 3, 6, 4):
        everyone_passes(state)
    texts = log_texts(state)
    assert texts.index("The jade boat reaches Manila (harbour space A).") < texts.index(
        "The nutmeg boat reaches Manila (harbour space B)."
    )
    assert "The silk boat reaches Manila (harbour space C)." in texts
    assert state.price == [0, 1, 1, 1]


def test_mn_ex_05_alternative_one_boat_short() -> None:
    """MN-EX-05 alternative (§8, §9.3): if one of them had not arrived (and was not on
    13), H:C stays empty and that boat goes to S:A."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, nutmeg=8, silk=5, jade=10)
    with dice(state, 1, 1, 1, 1, 1, 3, 6, 1):
        everyone_passes(state)
    texts = log_texts(state)
    assert "The nutmeg boat reaches Manila (harbour space B)." in texts
    assert (
        "The silk boat does not reach Manila and goes to the shipyard (shipyard space A)." in texts
    )
    assert not any("harbor_c" in t for t in texts)
    assert state.price == [0, 1, 0, 1]


def test_mn_ex_06_only_one_arrival() -> None:
    """MN-EX-06 (§9.3): after movement round 3 only silk has arrived (H:A); the other two
    boats are below 13: they go to S:A and S:B."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    with dice(state, 1, 5, 1, 1, 4, 1, 1, 2, 1):
        everyone_passes(state)
    texts = log_texts(state)
    assert "The silk boat reaches Manila (harbour space A)." in texts
    assert (
        "The nutmeg boat does not reach Manila and goes to the shipyard (shipyard space A)."
        in texts
    )
    assert (
        "The jade boat does not reach Manila and goes to the shipyard (shipyard space B)." in texts
    )
    assert state.price == [0, 0, 1, 0]


def test_boat_on_13_after_move_1_is_not_attacked() -> None:
    """§9: a boat on 13 after movement round 1 is not affected by the pirates."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, nutmeg=9)
    play(state, (0, "place pirate_captain"), (1, "pass"), (2, "pass"))
    with dice(state, 4, 1, 1):
        play(state, (3, "pass"))
    assert state.pos[1] == 13 and state.phase == PH_PLACE and state.current_player == 0


def test_dice_come_from_the_state_rng_and_are_logged() -> None:
    """Manila R1: the dice are rolled from the state's own RNG at the roll, logged
    publicly; the same seed gives the same dice."""
    rolls = []
    for _ in range(2):
        state = new(4, seed=77, oldest=0)
        begin_voyage(state)
        everyone_passes(state)
        rolls.append([t for t in log_texts(state) if t.startswith("Move ")])
    assert rolls[0] == rolls[1] and len(rolls[0]) == 3
    public = [e.text for e in state.events(None)]
    assert all(t in public for t in rolls[0])


def test_dice_are_fair() -> None:
    """Each face of the dice comes up about equally often over many seeded voyages."""
    counts = [0] * 7
    for seed in range(300):
        state = new(3, seed=seed, oldest=0)
        begin_voyage(state, "ginseng nutmeg silk", (3, 3, 3))
        everyone_passes(state)
        for text in log_texts(state):
            if text.startswith("Move "):
                for part in text.split(": the dice show ")[1].rstrip(".").split(", "):
                    counts[int(part.split()[1])] += 1
    total = sum(counts)
    assert total >= 2000
    for face in range(1, 7):
        assert abs(counts[face] / total - 1 / 6) < 0.03, counts


# ------------------------------------------------------------------------ pilots


def _pilots_ready() -> ManilaState:
    """MN-EX-09 set-up: before movement round 3 nutmeg on 13, jade on 10, ginseng on 12,
    harbour empty; Ann holds the small pilot, Bob the large one."""
    state = new(4, oldest=0)
    begin_voyage(state, "ginseng nutmeg jade", (4, 5, 0))
    set_boats(state, ginseng=10, nutmeg=11, jade=8)
    play(state, (0, "place pilot_small"), (1, "place pilot_large"), (2, "pass"))
    with dice(state, 1, 1, 1):  # 11, 12, 9
        play(state, (3, "pass"))
    with dice(state, 1, 1, 1):  # 12, 13, 10
        play(state, (0, "pass"), (1, "pass"))
    return state


def test_mn_ex_09_pilots() -> None:
    """MN-EX-09 (§10): small pilot moves nutmeg +1: it arrives, H:A (the large pilot can
    no longer move it); large pilot moves jade -1 and ginseng +1: jade on 9, ginseng on
    13 - no pirate action now; then movement round 3 is rolled."""
    state = _pilots_ready()
    assert state.phase == PH_PILOT_SMALL and state.current_player == 0
    assert state.pos[0:4] == [12, 13, -1, 10]
    assert legal_texts(state) == {
        "pass",
        "pilot ginseng +1",
        "pilot ginseng -1",
        "pilot nutmeg +1",
        "pilot nutmeg -1",
        "pilot jade +1",
        "pilot jade -1",
    }
    assert_illegal(state, "pilot jade +2", "only the large pilot", "§10")
    play(state, (0, "pilot nutmeg +1"))
    assert state.berth[1] == 0
    assert state.phase == PH_PILOT_LARGE and state.current_player == 1
    assert not any("nutmeg" in t for t in legal_texts(state))
    assert_illegal(state, "pilot nutmeg -1", "already berthed")
    play(state, (1, "pilot jade -1"))
    assert state.phase == PH_PILOT_LARGE2
    assert legal_texts(state) == {"pass", "pilot ginseng +1", "pilot ginseng -1"}
    assert_illegal(state, "pilot jade -1", "another boat")
    with dice(state, 1, 1) as loaded:  # ginseng 13 -> Manila, jade 9 -> 10
        play(state, (1, "pilot ginseng +1"))
    assert loaded.rolled == [1, 1]
    texts = log_texts(state)
    assert "Ann (small pilot) moves the nutmeg boat +1 to Manila." in texts
    assert "Bob (large pilot) moves the jade boat -1 to 9." in texts
    assert "Bob (large pilot) moves the ginseng boat +1 to 13." in texts
    assert "The ginseng boat reaches Manila (harbour space B)." in texts
    assert state.phase == PH_BID


def test_large_pilot_moves_one_boat_two_spaces() -> None:
    """§10: the large pilot may move one boat up to 2 spaces."""
    state = _pilots_ready()
    play(state, (0, "pass"))
    assert {"pilot jade +2", "pilot jade -2", "pilot nutmeg +2"} <= legal_texts(state)
    with dice(state, 1, 1):
        play(state, (1, "pilot nutmeg +2"))
    assert "Bob (large pilot) moves the nutmeg boat +2 to Manila." in log_texts(state)


def test_pilot_never_moves_below_zero() -> None:
    """Reference §18.7: a pilot may not move a boat below space 0."""
    state = new(4, oldest=0)
    begin_voyage(state, "ginseng nutmeg jade", (4, 5, 0))
    play(state, (0, "place pilot_small"), (1, "place pilot_large"), (2, "pass"))
    with dice(state, 1, 1, 1, 1, 1, 1):
        play(state, (3, "pass"), (0, "pass"), (1, "pass"))
    assert state.phase == PH_PILOT_SMALL
    set_boats(state, ginseng=0, nutmeg=1, jade=5)
    assert "pilot ginseng -1" not in legal_texts(state)
    assert "pilot nutmeg -1" in legal_texts(state)
    assert_illegal(state, "pilot ginseng -1", "below space 0", "§10")
    play(state, (0, "pass"))
    assert "pilot nutmeg -2" not in legal_texts(state)
    assert "pilot jade -2" in legal_texts(state)
    assert_illegal(state, "pilot nutmeg -2", "below space 0")


def test_pilots_are_skipped_when_nobody_holds_them() -> None:
    state = new(4, oldest=0)
    begin_voyage(state)
    put(state, 1, "pilot_large")
    with dice(state, *[1] * 6):
        everyone_passes(state)
    assert state.phase == PH_PILOT_LARGE and state.current_player == 1
    with dice(state, 1, 1, 1):
        play(state, "pass")
    assert "Bob (large pilot) moves no boat." in log_texts(state)
