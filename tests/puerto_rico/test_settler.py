"""Settler (rules reference §5.1): plantations, quarries, hacienda, construction hut,
hospice and the end-of-phase display refresh; EX-25, EX-26; §13 Q4.

Numbers come from the rules reference (N+1 face-up plantations, 8 quarries with 3-5
players, the 4-player starting tiles of §3.1: seats 0, 1 indigo and 2, 3 corn with seat 0
as governor), never from the engine.
"""

from __future__ import annotations

import pytest

from tests.puerto_rico.scenario import (
    assert_illegal,
    by_kind,
    finish_role,
    island_of,
    legal_texts,
    new,
    set_player,
    set_pools,
)
from tradewinds.games.puerto_rico.state import (
    PuertoRicoState,
)

FULL_ISLAND = {"corn": (6, 0), "quarry": (6, 0)}
DISPLAY = {"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1}
QUARRIES_3_TO_5_PLAYERS = 8  # §3.1


def game(players: int = 4) -> PuertoRicoState:
    """Seat 0 is governor; the display shows one tile of each kind and the face-down stack
    holds only tobacco, so every draw is known."""
    state = new(players, governor=0)
    set_pools(state, face_up=DISPLAY, stack={"tobacco": 20}, discard={})
    return state


# ------------------------------------------------------------------ main pick


def test_each_player_takes_one_face_up_plantation_clockwise_from_settler() -> None:
    """§5.1 action and procedure: each player, clockwise from the settler, may take one
    face-up plantation; it is placed unoccupied on his island (§3.1 starting tiles with
    seat 2 as governor: 2 indigo, 3 indigo, 0 corn, 1 corn)."""
    state = new(4, governor=2)
    set_pools(state, face_up=DISPLAY, stack={"tobacco": 20})
    state.apply("settler")
    order = []
    for pick in ("plant coffee", "plant sugar", "plant indigo", "plant corn"):
        order.append(state.current_player)
        state.apply(pick)
    assert order == [2, 3, 0, 1]
    assert island_of(state, 2) == {"indigo": (1, 0), "coffee": (1, 0)}
    assert island_of(state, 3) == {"indigo": (1, 0), "sugar": (1, 0)}
    assert island_of(state, 0) == {"corn": (1, 0), "indigo": (1, 0)}
    assert island_of(state, 1) == {"corn": (2, 0)}
    assert state.current_player == 3  # next role chooser: turn 1 of the round


def test_taken_plantation_leaves_the_display() -> None:
    """§5.1 step 2: a face-up plantation taken by one player is no longer available."""
    state = game()
    state.apply("settler")
    state.apply("plant coffee")
    assert state.current_player == 1
    assert "plant coffee" not in legal_texts(state)
    assert_illegal(state, "plant coffee")


def test_settler_action_is_optional() -> None:
    """§4.4 / §5.1 step 2: every action is optional: the settler MAY take nothing."""
    state = game()
    state.apply("settler")
    state.apply("pass")
    assert island_of(state, 0) == {"indigo": (1, 0)}
    assert state.current_player == 1


def test_settler_privilege_quarry() -> None:
    """§5.1 privilege: the settler MAY take a quarry from the quarry stack instead of a
    face-up plantation."""
    state = game()
    state.apply("settler")
    assert "quarry" in legal_texts(state)
    state.apply("quarry")
    assert island_of(state, 0) == {"indigo": (1, 0), "quarry": (1, 0)}
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS - 1
    assert state.current_player == 1  # one tile only


def test_only_the_settler_may_take_a_quarry() -> None:
    """§5.1 step 2: a quarry only for the settler (privilege) or an occupied construction
    hut owner."""
    state = game()
    state.apply("settler")
    state.apply("plant corn")
    assert state.current_player == 1
    assert "quarry" not in legal_texts(state)
    assert_illegal(state, "quarry")


def test_construction_hut_lets_another_player_take_a_quarry() -> None:
    """§5.1 step 2, §6.4 construction hut: a non-settler owning an occupied construction hut
    MAY take a quarry instead of a face-up plantation."""
    state = game()
    set_player(state, 1, buildings={"construction_hut": 1})
    state.apply("settler")
    state.apply("plant corn")
    assert "quarry" in legal_texts(state)
    state.apply("quarry")
    assert island_of(state, 1) == {"indigo": (1, 0), "quarry": (1, 0)}
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS - 1


def test_unoccupied_construction_hut_gives_no_quarry() -> None:
    """§6.1, §6.4 construction hut: only an occupied building has its function."""
    state = game()
    set_player(state, 1, buildings={"construction_hut": 0})
    state.apply("settler")
    state.apply("plant corn")
    assert_illegal(state, "quarry")


def test_ex26_settler_with_construction_hut_takes_only_one_quarry() -> None:
    """EX-26 (§5.1 step 2): the settler owns an occupied construction hut: he may take one
    quarry (privilege or hut - not two); his turn then ends."""
    state = game()
    set_player(state, 0, buildings={"construction_hut": 1})
    state.apply("settler")
    state.apply("quarry")
    assert state.current_player == 1
    finish_role(state)
    assert island_of(state, 0) == {"indigo": (1, 0), "quarry": (1, 0)}
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS - 1


def test_empty_quarry_stack_blocks_privilege_and_hut() -> None:
    """§5.1 note: if the quarry stack is empty, neither the privilege nor the construction
    hut can be used."""
    state = game()
    set_pools(state, quarries=0)
    set_player(state, 1, buildings={"construction_hut": 1})
    state.apply("settler")
    assert "quarry" not in legal_texts(state)
    assert_illegal(state, "quarry")
    state.apply("plant corn")
    assert state.current_player == 1
    assert_illegal(state, "quarry")


def test_last_quarry_taken_by_settler_leaves_none_for_the_hut() -> None:
    """§5.1 step 2: a quarry only "if a quarry remains": the settler takes the last one, the
    hut owner after him cannot."""
    state = game()
    set_pools(state, quarries=1)
    set_player(state, 1, buildings={"construction_hut": 1})
    state.apply("settler")
    state.apply("quarry")
    assert state.quarries == 0
    assert state.current_player == 1
    assert_illegal(state, "quarry")


def test_empty_display_only_quarry_or_nothing() -> None:
    """§5.1 note: if the face-up display is empty when P's turn comes, P can only take a
    quarry (if entitled) or nothing: players without privilege or hut are skipped."""
    state = game()
    set_pools(state, face_up={})
    set_player(state, 2, buildings={"construction_hut": 1})
    state.apply("settler")
    assert legal_texts(state) == {"quarry", "pass"}
    state.apply("quarry")
    assert state.current_player == 2  # seat 1 has nothing to take
    assert legal_texts(state) == {"quarry", "pass"}
    state.apply("quarry")
    # Seat 3 is skipped as well; the phase is over and seat 1 chooses the next role.
    assert state.current_player == 1
    assert "settler" not in legal_texts(state)
    assert island_of(state, 1) == {"indigo": (1, 0)}
    assert island_of(state, 3) == {"corn": (1, 0)}
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS - 2


def test_display_runs_out_during_the_phase() -> None:
    """§5.1 note / step 5: a short display means later players simply get fewer choices (or
    none: they are skipped)."""
    state = game()
    set_pools(state, face_up={"coffee": 2})
    state.apply("settler")
    state.apply("plant coffee")
    assert legal_texts(state) == {"plant coffee", "pass"}
    state.apply("plant coffee")
    assert state.current_player == 1  # seats 2 and 3 get nothing; next role chooser
    assert island_of(state, 2) == {"corn": (1, 0)}


def test_full_island_player_is_skipped() -> None:
    """§5.1 note: a full island (12 tiles) cannot receive more tiles; its owner can no
    longer use the action."""
    state = game()
    set_player(state, 1, island=FULL_ISLAND)
    state.apply("settler")
    state.apply("plant corn")
    assert state.current_player == 2
    finish_role(state)
    assert island_of(state, 1) == FULL_ISLAND


def test_full_island_cannot_use_hacienda_hut_or_hospice() -> None:
    """§5.1 note: a full island's owner can use neither the action nor hacienda/hospice
    (nor his construction hut)."""
    state = game()
    set_pools(state, colonist_supply=10)
    set_player(
        state,
        1,
        island=FULL_ISLAND,
        buildings={"hacienda": 1, "construction_hut": 1, "hospice": 1},
    )
    state.apply("settler")
    state.apply("plant corn")
    assert state.current_player == 2
    assert sum(state.stack) == 20
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS
    assert state.colonist_supply == 10
    assert island_of(state, 1) == FULL_ISLAND


# -------------------------------------------------------------------- hacienda


def test_hacienda_draw_comes_before_the_main_pick() -> None:
    """§5.1 step 1, §6.4 hacienda: with an occupied hacienda P MAY first take the top
    face-down tile and must place it at once (unoccupied); then he makes his main pick."""
    state = game()
    set_player(state, 0, buildings={"hacienda": 1})
    state.apply("settler")
    assert legal_texts(state) == {"hacienda", "pass"}  # nothing else before the draw
    state.apply("hacienda")
    assert island_of(state, 0) == {"indigo": (1, 0), "tobacco": (1, 0)}
    assert sum(state.stack) == 19
    assert state.current_player == 0
    assert {"plant corn", "quarry", "pass"} <= legal_texts(state)
    assert "hacienda" not in legal_texts(state)
    state.apply("plant corn")
    assert island_of(state, 0) == {"corn": (1, 0), "indigo": (1, 0), "tobacco": (1, 0)}
    assert state.current_player == 1


def test_hacienda_for_a_non_settler() -> None:
    """§5.1 step 1: the hacienda works for every player P in the settler phase, not only
    the settler."""
    state = game()
    set_player(state, 1, buildings={"hacienda": 1})
    state.apply("settler")
    state.apply("plant corn")
    assert state.current_player == 1
    assert legal_texts(state) == {"hacienda", "pass"}
    state.apply("hacienda")
    state.apply("plant sugar")
    assert island_of(state, 1) == {"indigo": (1, 0), "sugar": (1, 0), "tobacco": (1, 0)}


def test_hacienda_is_optional() -> None:
    """§5.1 step 1: P MAY take the face-down tile; declining leaves the stack untouched."""
    state = game()
    set_player(state, 0, buildings={"hacienda": 1})
    state.apply("settler")
    state.apply("pass")
    assert sum(state.stack) == 20
    assert state.current_player == 0
    state.apply("plant coffee")
    assert island_of(state, 0) == {"indigo": (1, 0), "coffee": (1, 0)}


def test_unoccupied_hacienda_does_nothing() -> None:
    """§6.1: an unoccupied hacienda has no function: no face-down draw is offered."""
    state = game()
    set_player(state, 0, buildings={"hacienda": 0})
    state.apply("settler")
    assert "hacienda" not in legal_texts(state)
    assert "plant corn" in legal_texts(state)
    assert_illegal(state, "hacienda")


def test_settler_takes_hacienda_tile_and_a_quarry() -> None:
    """§5.1 note: the settler who owns a hacienda may take the hacienda tile and a quarry
    (but only one quarry in total)."""
    state = game()
    set_player(state, 0, buildings={"hacienda": 1, "construction_hut": 1})
    state.apply("settler")
    state.apply("hacienda")
    state.apply("quarry")
    assert island_of(state, 0) == {"indigo": (1, 0), "tobacco": (1, 0), "quarry": (1, 0)}
    assert state.current_player == 1
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS - 1


def test_hacienda_tile_filling_the_island_ends_the_turn() -> None:
    """§5.1 step 2 requires an empty island space: if the hacienda tile fills the 12th
    space there is no main pick."""
    state = game()
    set_player(state, 0, island={"corn": (6, 0), "quarry": (5, 0)}, buildings={"hacienda": 1})
    state.apply("settler")
    state.apply("hacienda")
    assert island_of(state, 0) == {"corn": (6, 0), "tobacco": (1, 0), "quarry": (5, 0)}
    assert state.current_player == 1
    assert state.quarries == QUARRIES_3_TO_5_PLAYERS


def test_q4_hacienda_reshuffles_discard_when_stack_is_empty() -> None:
    """§5.1 step 1, §13 Q4: if the face-down stack is empty, first shuffle the discard pile
    into a new face-down stack, then draw."""
    state = game()
    set_pools(state, stack={}, discard={"coffee": 2})
    set_player(state, 0, buildings={"hacienda": 1})
    state.apply("settler")
    assert "hacienda" in legal_texts(state)
    state.apply("hacienda")
    assert island_of(state, 0) == {"indigo": (1, 0), "coffee": (1, 0)}
    assert by_kind(state.discard) == {}
    assert by_kind(state.stack) == {"coffee": 1}


def test_q4_hacienda_unusable_when_stack_and_discard_are_empty() -> None:
    """§13 Q4: if both the face-down stack and the discard pile are empty the hacienda
    cannot be used."""
    state = game()
    set_pools(state, stack={}, discard={})
    set_player(state, 0, buildings={"hacienda": 1})
    state.apply("settler")
    assert "hacienda" not in legal_texts(state)
    assert_illegal(state, "hacienda")
    assert "plant corn" in legal_texts(state)


# --------------------------------------------------------------------- hospice


def test_hospice_colonist_from_the_supply() -> None:
    """§5.1 step 3, §6.4 hospice: after placing his main-pick tile P MAY put 1 colonist from
    the colonist supply on it; the tile is occupied at once."""
    state = game()
    set_pools(state, colonist_supply=10, colonist_ship=4)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    assert legal_texts(state) == {"hospice", "pass"}
    state.apply("hospice")
    assert island_of(state, 0) == {"indigo": (1, 0), "coffee": (1, 1)}
    assert state.colonist_supply == 9
    assert state.colonist_ship == 4
    assert state.current_player == 1


def test_hospice_falls_back_to_the_ship() -> None:
    """§5.1 step 3 (§11: original fallback): if the supply is empty the hospice colonist
    comes from the colonist ship ("Se non ci sono più coloni nella riserva, può prenderne
    uno dalla nave dei coloni", original edition)."""
    state = game()
    set_pools(state, colonist_supply=0, colonist_ship=4)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    state.apply("hospice")
    assert island_of(state, 0)["coffee"] == (1, 1)
    assert state.colonist_supply == 0
    assert state.colonist_ship == 3


def test_deluxe_hospice_takes_from_the_supply_only() -> None:
    """Deluxe Ospizio: the worker comes "dalla riserva (non dalla Sala di Reclutamento)",
    with no fallback (unlike the deluxe University's): with an empty supply the Hospice
    does nothing, the ship is not touched."""
    state = new(4, governor=0, edition="deluxe")
    set_pools(state, face_up=DISPLAY, stack={"tobacco": 20}, discard={})
    set_pools(state, colonist_supply=0, colonist_ship=4)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    assert state.current_player == 1  # no Hospice decision
    assert island_of(state, 0)["coffee"] == (1, 0)
    assert state.colonist_ship == 4
    assert_illegal(state, "hospice")


def test_deluxe_hospice_with_colonists_in_the_supply() -> None:
    """Deluxe Ospizio: "può prendere anche un lavoratore dalla riserva"."""
    state = new(4, governor=0, edition="deluxe")
    set_pools(state, face_up=DISPLAY, stack={"tobacco": 20}, discard={})
    set_pools(state, colonist_supply=1, colonist_ship=4)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    state.apply("hospice")
    assert island_of(state, 0)["coffee"] == (1, 1)
    assert (state.colonist_supply, state.colonist_ship) == (0, 4)


def test_hospice_gives_nothing_when_supply_and_ship_are_empty() -> None:
    """§5.1 step 3: supply and ship both empty: the hospice owner gets nothing."""
    state = game()
    set_pools(state, colonist_supply=0, colonist_ship=0)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    assert state.current_player == 1
    assert island_of(state, 0)["coffee"] == (1, 0)
    assert_illegal(state, "hospice")


def test_hospice_is_optional() -> None:
    """§5.1 step 3, §6.1: using a violet building is optional."""
    state = game()
    set_pools(state, colonist_supply=10)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    state.apply("pass")
    assert island_of(state, 0)["coffee"] == (1, 0)
    assert state.colonist_supply == 10


def test_hospice_colonist_on_a_quarry_and_for_a_non_settler() -> None:
    """§5.1 step 3, §6.4 hospice: works for any main-pick tile, a quarry included, and for
    every player (here a non-settler taking a quarry with his construction hut)."""
    state = game()
    set_pools(state, colonist_supply=10)
    set_player(state, 1, buildings={"hospice": 1, "construction_hut": 1})
    state.apply("settler")
    state.apply("plant corn")
    state.apply("quarry")
    state.apply("hospice")
    assert island_of(state, 1) == {"indigo": (1, 0), "quarry": (1, 1)}
    assert state.colonist_supply == 9


def test_unoccupied_hospice_does_nothing() -> None:
    """§6.1: an unoccupied hospice has no function."""
    state = game()
    set_pools(state, colonist_supply=10)
    set_player(state, 0, buildings={"hospice": 0})
    state.apply("settler")
    state.apply("plant coffee")
    assert state.current_player == 1
    assert island_of(state, 0)["coffee"] == (1, 0)
    assert state.colonist_supply == 10


def test_ex25_hospice_with_hacienda() -> None:
    """EX-25 (§5.1 steps 1-3): occupied hacienda and hospice, 2 empty island spaces, supply
    has colonists; P takes the face-down tile (tobacco), then a face-up corn. Expected:
    tobacco unoccupied, corn occupied by a supply colonist."""
    state = game()
    set_pools(state, colonist_supply=10)
    set_player(
        state,
        0,
        island={"indigo": (5, 5), "quarry": (5, 5)},
        buildings={"hacienda": 1, "hospice": 1},
    )
    state.apply("settler")
    state.apply("hacienda")
    assert "hospice" not in legal_texts(state)  # no hospice colonist for the hacienda tile
    state.apply("plant corn")
    assert legal_texts(state) == {"hospice", "pass"}
    state.apply("hospice")
    assert island_of(state, 0) == {
        "indigo": (5, 5),
        "tobacco": (1, 0),
        "corn": (1, 1),
        "quarry": (5, 5),
    }
    assert state.colonist_supply == 9


def test_hospice_emptying_the_supply_is_no_game_end_trigger() -> None:
    """§7.1: only the mayor's refill can trigger T1; running the supply dry with the
    hospice does not."""
    state = game()
    set_pools(state, colonist_supply=1)
    set_player(state, 0, buildings={"hospice": 1})
    state.apply("settler")
    state.apply("plant coffee")
    state.apply("hospice")
    finish_role(state)
    assert state.colonist_supply == 0
    assert state.view(None)["end_triggers"] == []


# ---------------------------------------------------------------- end of phase


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_end_of_phase_discards_display_and_draws_n_plus_1(players: int) -> None:
    """§5.1 steps 4-5: the settler moves the face-up plantations still on display to the
    discard pile, then N+1 new ones are drawn from the face-down stack."""
    state = new(players, governor=0)
    set_pools(
        state,
        face_up={"corn": 2, "indigo": 1, "sugar": 1},
        stack={"coffee": 10},
        discard={"tobacco": 1},
    )
    state.apply("settler")
    state.apply("plant corn")
    finish_role(state)
    assert by_kind(state.face_up) == {"coffee": players + 1}
    assert by_kind(state.stack) == {"coffee": 10 - (players + 1)}
    assert by_kind(state.discard) == {"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 1}


def test_end_of_phase_reshuffles_discard_when_stack_runs_out() -> None:
    """§5.1 step 5: if the stack runs out, draw what is left, then shuffle the discard pile
    (including the display just discarded) as the new stack and keep drawing."""
    state = game()
    set_pools(state, face_up={"coffee": 5}, stack={"corn": 1}, discard={"indigo": 1})
    state.apply("settler")
    state.apply("plant coffee")
    finish_role(state)
    face = by_kind(state.face_up)
    stack = by_kind(state.stack)
    assert sum(face.values()) == 5
    assert face["corn"] == 1  # the last tile of the old stack
    assert by_kind(state.discard) == {}  # reshuffled
    # 4 leftover coffee + 1 indigo were reshuffled: 4 of them drawn, 1 left face down.
    assert sum(stack.values()) == 1
    assert face.get("coffee", 0) + stack.get("coffee", 0) == 4
    assert face.get("indigo", 0) + stack.get("indigo", 0) == 1


def test_end_of_phase_display_stays_short() -> None:
    """§5.1 step 5: if there are still not enough tiles, the display stays short."""
    state = game()
    set_pools(state, face_up={"corn": 2}, stack={}, discard={})
    state.apply("settler")
    state.apply("plant corn")
    finish_role(state)
    assert by_kind(state.face_up) == {"corn": 1}
    assert by_kind(state.stack) == {}
    assert by_kind(state.discard) == {}
