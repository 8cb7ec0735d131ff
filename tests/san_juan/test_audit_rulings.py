"""Readings settled after the rules audit (docs/rulings.md, San Juan SA1 and SA3), each
checked against the passage of the Italian rulebook it reads."""

from __future__ import annotations

from tests.san_juan.scenario import (
    choose,
    covered_of,
    goods_of,
    legal_texts,
    new,
    public_log,
    set_city,
    set_hand,
)
from tradewinds.games.san_juan.board import PH_PAY
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]
RESHUFFLE = "The draw pile is empty: the discard pile is shuffled into a new draw pile."


def _game() -> SanJuanState:
    """4 players, Anna governor; every hand emptied (so only the arranged cards count)."""
    state = new(4, names=NAMES)
    for seat in range(4):
        set_hand(state, seat, [])
    return state


def _bob_builds(state: SanJuanState) -> None:
    """Anna chooses the Builder and builds nothing: Bob (not the builder) is next."""
    choose(state, 0, "builder")
    if state.current_player == 0:
        state.apply("pass")
    assert state.current_player == 1


def test_sa1_discards_after_the_last_draw_join_the_new_pile() -> None:
    """SA1: "Quando il mazzo di gioco viene esaurito le carte scartate vengono rimescolate
    e vanno a formare un nuovo mazzo di gioco." The reshuffle happens at the next draw, so
    cards paid while the draw pile is empty are part of the new pile."""
    state = _game()
    set_hand(state, 1, "tower well well well")
    for card in state.deck:  # the draw pile is used up: every card is in the discard pile
        state.discard[card] += 1
    state.discard_size += len(state.deck)
    state.deck = []
    check_invariants(state)
    discarded = state.discard_size
    _bob_builds(state)
    state.apply("build tower")  # pays with his 3 wells, no draw
    assert state.deck == [] and state.discard_size == discarded + 3
    assert RESHUFFLE not in public_log(state)
    choose(state, 1, "prospector")  # the prospector draws 1 card: now the pile is reshuffled
    assert RESHUFFLE in public_log(state)
    assert state.discard_size == 0 and len(state.deck) == discarded + 3 - 1


def test_sa3_the_covered_buildings_good_cannot_pay() -> None:
    """SA3, Gru: a covered building "non può essere utilizzato per la costruzione del
    palazzo con il quale verrà coperto", and its good "è persa". Over the Indigo plant that
    holds his only good, the Black market has nothing to take; without the Crane the same
    good pays."""
    state = _game()
    set_city(state, 1, "indigo_plant crane black_market", goods={"indigo": 1})
    set_hand(state, 1, "tower well smithy well")
    _bob_builds(state)
    state.apply("build tower")
    assert legal_texts(state) == {"cover indigo_plant", "cover black_market", "pass"}
    state.apply("cover indigo_plant")  # 3 - 1 = 2 cards due
    assert state.phase == PH_PAY and state.due == 2
    assert legal_texts(state) == {"pay well", "pay smithy"}
    state.apply("pay smithy")  # the second card, a Well, is the only kind left: automatic
    assert goods_of(state, 1) == {} and covered_of(state, 1) == {"indigo_plant": 1}

    state = _game()
    set_city(state, 1, "indigo_plant crane black_market", goods={"indigo": 1})
    set_hand(state, 1, "tower well smithy well")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("pass")  # no Crane: the Indigo plant's good may go to the Black market
    assert "black market indigo" in legal_texts(state)
