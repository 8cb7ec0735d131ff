"""Prospector scenarios (rules reference §6.5, §10.2 Gold mine, Library; SJ-EX-03, 04).

Only the prospector draws (1 card, 2 with his Library); then every Gold-mine owner, the
prospector first and then clockwise, turns up 4 cards: all costs different, he may take
one; else all are discarded.
"""

from __future__ import annotations

from tests.san_juan.scenario import (
    choose,
    hand_of,
    legal_texts,
    new,
    public_log,
    rig_draws,
    set_city,
    set_hand,
    stack_deck,
)
from tradewinds.games.san_juan.board import NK, PH_GOLD_MINE, PH_ROLE
from tradewinds.games.san_juan.data import CARD_INDEX
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]


def _game(players: int = 4) -> SanJuanState:
    state = new(players, names=NAMES[:players])
    for seat in range(players):
        set_hand(state, seat, [])
    return state


def test_prospector_draws_one_nobody_else_acts() -> None:
    """§6.5: the prospector draws 1 card; no other player gets anything."""
    state = _game()
    choose(state, 2, "prospector")
    assert state.hand_size == [0, 0, 1, 0]
    assert state.phase == PH_ROLE
    assert "Chris draws 1 card (prospector)." in public_log(state)


def test_library_prospector_draws_two() -> None:
    """§10.2 Library: the prospector with a Library draws 2 cards."""
    state = _game()
    set_city(state, 2, "indigo_plant library")
    choose(state, 2, "prospector")
    assert state.hand_size[2] == 2


def test_ex03_gold_mine_duplicate_costs() -> None:
    """SJ-EX-03 (§10.2 Gold mine): Library (5), Prefecture (3), Smithy (1), Tobacco
    storage (3): two cost 3, he takes nothing; all 4 go to the discard pile (seen by all)."""
    state = _game()
    set_city(state, 1, "indigo_plant gold_mine")
    rig_draws(state, "well library prefecture smithy tobacco_storage")
    discards = state.discard_size
    choose(state, 0, "prospector")  # Anna draws the Well, then Bob's Gold mine digs
    assert hand_of(state, 0) == {"well": 1}
    assert state.hand_size[1] == 0
    assert state.discard_size == discards + 4
    assert state.phase == PH_ROLE
    log = public_log(state)
    # (The four are turned up together: the line names them in the pile's order.)
    turned = [line for line in log if line.startswith("Bob's Gold mine turns up ")]
    assert len(turned) == 1
    assert sorted(turned[0].removeprefix("Bob's Gold mine turns up ").rstrip(".").split(", ")) == [
        "Library",
        "Prefecture",
        "Smithy",
        "Tobacco storage",
    ]
    for seat in range(4):  # everybody saw them go to the discard pile
        assert state.seen[seat * NK + CARD_INDEX["library"]] == 1
    check_invariants(state)


def test_ex04_gold_mine_all_different() -> None:
    """SJ-EX-04 (§10.2 Gold mine): Quarry (4), Smithy (1), Tobacco storage (3), Library
    (5): all different, he may take any one; the other 3 are discarded."""
    state = _game()
    set_city(state, 1, "indigo_plant gold_mine")
    rig_draws(state, "well quarry smithy tobacco_storage library")
    discards = state.discard_size
    choose(state, 0, "prospector")
    assert state.phase == PH_GOLD_MINE and state.current_player == 1
    assert legal_texts(state) == {
        "take quarry",
        "take smithy",
        "take tobacco_storage",
        "take library",
        "pass",
    }
    state.apply("take library")
    assert hand_of(state, 1) == {"library": 1}
    assert state.discard_size == discards + 3
    # Everybody saw which card he took.
    assert state.view(2)["players_board"][1]["known_hand"] == {"library": 1}
    assert "Bob takes the Library into his hand." in public_log(state)


def test_gold_mine_take_is_optional() -> None:
    """§10.2 Gold mine: he *may* take one (``pass``: all 4 are discarded)."""
    state = _game()
    set_city(state, 1, "indigo_plant gold_mine")
    rig_draws(state, "well quarry smithy tobacco_storage library")
    choose(state, 0, "prospector")
    state.apply("pass")
    assert state.hand_size[1] == 0


def test_gold_mines_of_prospector_and_others_in_order() -> None:
    """§6.5, §15.3: every owner uses his Gold mine, the prospector first, then clockwise;
    the Library does not affect the Gold mine (4 cards, not 8)."""
    state = _game()
    set_city(state, 0, "indigo_plant gold_mine library")
    set_city(state, 2, "indigo_plant gold_mine")
    rig_draws(
        state,
        "well well smithy poor_house chapel library trading_post aqueduct quarry hero",
    )
    choose(state, 0, "prospector")  # Anna draws 2 Wells
    assert hand_of(state, 0) == {"well": 2}
    assert state.current_player == 0 and state.phase == PH_GOLD_MINE
    assert state.view(None)["pending"]["gold_mine"] == ["smithy", "poor_house", "chapel", "library"]
    state.apply("take chapel")
    assert state.current_player == 2
    assert legal_texts(state) == {
        "take trading_post",
        "take aqueduct",
        "take quarry",
        "take hero",
        "pass",
    }
    state.apply("take hero")
    assert hand_of(state, 0) == {"well": 2, "chapel": 1}
    assert hand_of(state, 2) == {"hero": 1}


def test_gold_mine_with_fewer_than_four_cards() -> None:
    """§15.3: with fewer than 4 cards left, the cards turned up are compared."""
    state = _game()
    set_city(state, 1, "indigo_plant gold_mine")
    stack_deck(state, "well tower smithy")
    for k in range(NK):  # nothing to reshuffle: the discard pile goes to David's hand
        state.hands[3 * NK + k] += state.discard[k]
    state.hand_size[3] += state.discard_size
    state.discard = [0] * NK
    state.discard_size = 0
    state.turn = 1
    rig_draws(state, "well")
    choose(state, 0, "prospector")
    assert state.phase == PH_GOLD_MINE
    assert legal_texts(state) == {"take tower", "take smithy", "pass"}
