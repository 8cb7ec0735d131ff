"""Producer scenarios (rules reference §6.2, §10.2 Aqueduct, Well, Library; SJ-EX-09).

Everyone may produce 1 good, the producer 1 more (2 more with his Library), an Aqueduct
owner 1 more; a good is the top card of the draw pile, face down, on an empty production
building; a Well owner who produces at least 2 goods draws a card.
"""

from __future__ import annotations

import pytest

from tests.san_juan.scenario import (
    assert_illegal,
    choose,
    goods_of,
    legal_texts,
    new,
    public_log,
    set_city,
    set_hand,
)
from tradewinds.games.san_juan.board import PH_PRODUCE, PH_ROLE
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]
FOUR_EMPTY = "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter"


def _game(players: int = 4) -> SanJuanState:
    """Empty hands; every starting Indigo plant holds a good (so nobody produces unless the
    test gives him an empty building)."""
    state = new(players, names=NAMES[:players])
    for seat in range(players):
        set_hand(state, seat, [])
        set_city(state, seat, "indigo_plant", goods={"indigo": 1})
    return state


def _produce_all(state: SanJuanState) -> int:
    """Produce as long as possible; return how many goods the actor produced."""
    seat = state.current_player
    assert seat is not None and state.phase == PH_PRODUCE
    made = 0
    while state.current_player == seat and state.phase == PH_PRODUCE:
        choice = next(a for a in state.legal_actions() if str(a) != "pass")
        state.apply(choice)
        made += 1
    return made


def test_everyone_produces_one_the_producer_two() -> None:
    """§6.2: 1 good each; the producer's privilege: 1 more; the chooser acts first."""
    state = _game()
    for seat in range(4):
        set_city(state, seat, FOUR_EMPTY)
    choose(state, 2, "producer")
    assert state.current_player == 2
    assert _produce_all(state) == 2
    for seat in (3, 0, 1):
        assert state.current_player == seat
        assert _produce_all(state) == 1
    assert state.phase == PH_ROLE
    assert [state.goods_total(s) for s in range(4)] == [1, 1, 2, 1]
    check_invariants(state)


def test_a_good_lies_on_an_empty_building_of_its_kind() -> None:
    """§6.2: one good per production building; a full building takes no second good."""
    state = _game()
    set_city(state, 1, "indigo_plant sugar_mill", goods={"indigo": 1})
    choose(state, 0, "producer")
    assert state.current_player == 1
    assert legal_texts(state) == {"produce sugar", "pass"}
    assert_illegal(state, "produce indigo", "no empty Indigo plant", "§6.2")
    assert_illegal(state, "produce silver", "no empty Silver smelter")
    state.apply("produce sugar")
    assert goods_of(state, 1) == {"indigo": 1, "sugar": 1}


def test_goods_come_from_the_draw_pile_unseen() -> None:
    """§6.2: the good is the top card of the draw pile; nobody (the owner included) sees
    it: the log does not name it and the owner's view shows only the good's kind."""
    state = _game()
    set_city(state, 0, "indigo_plant")
    deck = len(state.deck)
    choose(state, 0, "producer")
    state.apply("produce indigo")
    assert len(state.deck) == deck - 1
    assert len(state.good_cards[0]) == 1
    mine = state.view(0)["players_board"][0]
    assert mine["goods"]["indigo"] == 1
    assert "good_cards" not in str(state.view(0))
    assert not any(e.seat is not None for e in state.events(everything=True)[-2:])


def test_production_is_optional() -> None:
    """§5.2: every player may decline the action (``pass``)."""
    state = _game()
    set_city(state, 0, FOUR_EMPTY)
    choose(state, 0, "producer")
    state.apply("produce coffee")
    state.apply("pass")
    assert goods_of(state, 0) == {"coffee": 1}
    assert "Anna produces coffee." in public_log(state)


def test_no_empty_building_no_production() -> None:
    """§6.2: a player whose production buildings all hold goods produces nothing: he is
    not asked."""
    state = _game()
    set_city(state, 1, "indigo_plant", goods={"indigo": 1})
    choose(state, 0, "producer")
    assert state.phase == PH_ROLE  # nobody had an empty building
    assert goods_of(state, 1) == {"indigo": 1}


@pytest.mark.parametrize(
    ("chooser", "library", "most"), [(1, False, 2), (0, False, 3), (0, True, 4)]
)
def test_ex09_aqueduct_allowance(chooser: int, library: bool, most: int) -> None:
    """SJ-EX-09 (§10.2 Aqueduct): with >= 4 empty production buildings an Aqueduct owner
    produces up to 2 (not the producer), 3 (the producer), 4 (producer with Library)."""
    state = _game()
    city = f"{FOUR_EMPTY} aqueduct" + (" library" if library else "")
    set_city(state, 0, city)
    choose(state, chooser, "producer")  # Bob, Chris and David have no empty building
    assert state.current_player == 0
    assert state.allowance == most
    assert _produce_all(state) == most


def test_library_doubles_the_producer_privilege() -> None:
    """§10.2 Library: the producer with a Library produces up to 3 goods."""
    state = _game()
    set_city(state, 0, f"{FOUR_EMPTY} library")
    choose(state, 0, "producer")
    assert "Anna's Library doubles the privilege." in public_log(state)
    assert _produce_all(state) == 3


def test_library_does_nothing_for_other_players() -> None:
    """§10.2 Library: only the chooser's privilege is doubled."""
    state = _game()
    set_city(state, 1, f"{FOUR_EMPTY} library")
    choose(state, 0, "producer")
    assert state.current_player == 1
    assert _produce_all(state) == 1


def test_well_two_goods_one_card() -> None:
    """§10.2 Well: an owner who produces at least 2 goods draws 1 card (producer or not)."""
    state = _game()
    set_city(state, 1, f"{FOUR_EMPTY} well aqueduct")
    choose(state, 0, "producer")
    assert _produce_all(state) == 2
    assert state.hand_size[1] == 1
    assert "Bob draws 1 card (Well)." in public_log(state)


def test_well_one_good_no_card() -> None:
    """§10.2 Well: 1 good is not enough."""
    state = _game()
    set_city(state, 1, f"{FOUR_EMPTY} well")
    choose(state, 0, "producer")
    assert _produce_all(state) == 1
    assert state.hand_size[1] == 0


@pytest.mark.parametrize(
    ("building", "good"),
    [
        ("indigo_plant", "indigo"),
        ("sugar_mill", "sugar"),
        ("tobacco_storage", "tobacco"),
        ("coffee_roaster", "coffee"),
        ("silver_smelter", "silver"),
    ],
)
def test_each_production_building_holds_its_good(building: str, good: str) -> None:
    """§2.1: each of the 5 production buildings produces its own good."""
    state = _game()
    set_city(state, 0, building)
    choose(state, 0, "producer")
    assert legal_texts(state) == {f"produce {good}", "pass"}
    state.apply(f"produce {good}")
    assert goods_of(state, 0) == {good: 1}
