"""Readings settled after the rules audit (docs/rulings.md, Puerto Rico A2, A4, A5), each
checked against the passage of the rulebooks it reads."""

from __future__ import annotations

from tests.puerto_rico.scenario import (
    choose,
    clear_player,
    new,
    set_player,
    set_pools,
    set_ships,
    vp_of,
)
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)


def _triggers(state: PuertoRicoState) -> list[str]:
    return list(state.view(None)["end_triggers"])


def test_a2_deluxe_harbor_counts_each_loading() -> None:
    """A2, Bacino di Attracco: "ogni volta che carica un tipo diverso di merce su una nave,
    ottiene 1 PV extra". With edition=deluxe the Harbor still pays once per loading, as the
    original's example does: tobacco on the 5-ship (3 + 1), sugar (2 + 1), the last tobacco
    with the Wharf (2 + 1)."""
    state = new(4, edition="deluxe")
    for seat in range(4):
        clear_player(state, seat)
    set_player(state, 1, goods={"tobacco": 5, "sugar": 2}, buildings={"harbor": 1, "wharf": 1})
    set_ships(state, ("tobacco", 2), ("sugar", 1), ("corn", 4))
    choose(state, 0, "captain")
    state.apply("load tobacco on 5")
    state.apply("load sugar on 6")
    state.apply("wharf tobacco")
    assert vp_of(state, 1) == (3 + 1) + (2 + 1) + (2 + 1)


def test_a4_exact_refill_empties_the_supply_and_the_next_refill_ends_the_game() -> None:
    """A4: "alla fine della fase del Sindaco non ci sono abbastanza coloni per riempire la
    nave dei coloni". 4 colonists fill the ship for 4 players: no trigger, the supply is
    empty; the next mayor's refill finds none and triggers the end."""
    state = new(4)
    for seat in range(4):
        clear_player(state, seat)
    set_pools(state, colonist_supply=4, colonist_ship=0)
    choose(state, 0, "mayor")
    state.apply("pass")  # no privilege colonist
    assert (state.colonist_ship, state.colonist_supply) == (4, 0)
    assert _triggers(state) == []
    state.role_owner = [-1] * len(state.role_owner)  # as if a new round had begun
    choose(state, 1, "mayor")  # no privilege offered: the supply is empty
    assert state.colonist_ship == 0
    assert _triggers(state) != []


def test_a5_two_players_see_three_face_up_plantations() -> None:
    """A5: "4, 5 sau 6 piese de plantă (cu una mai mult decât numărul de jucători)"; the
    2-player rules apply the other rules unchanged: 3 face-up plantations, renewed after
    each settler phase."""
    state = new(2)
    assert sum(state.face_up) == 3
    choose(state, 0, "settler")
    while state.view(None)["decision"] != "choose_role":
        state.apply("pass")
    assert sum(state.face_up) == 3
