"""Setup, rounds and the governor's steps (rules reference §4, §4.1, §5, §7, §8, §9;
SJ-EX-16, 23, 24, SJ-DX-01, 03).
"""

from __future__ import annotations

import pytest

import tradewinds
from tests.san_juan.scenario import (
    assert_illegal,
    choose,
    city_of,
    finish_phase,
    hand_of,
    legal_texts,
    new,
    public_log,
    roles_left,
    set_city,
    set_hand,
)
from tradewinds.games.san_juan.board import (
    NK,
    PH_BUILD,
    PH_CHAPEL,
    PH_HAND_LIMIT,
    PH_LIBRARY,
    PH_OVER,
    PH_ROLE,
    PH_SETUP_DISCARD,
)
from tradewinds.games.san_juan.data import CARD_INDEX
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]
ROLES = {"builder", "producer", "trader", "councillor", "prospector"}


# ------------------------------------------------------------------------ setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    """§4: an Indigo plant face up and 4 hidden cards each; the rest is the draw pile;
    all 5 roles available; the governor chooses first."""
    state = new(players, governor=1)
    for seat in range(players):
        assert city_of(state, seat) == {"indigo_plant": 1}
        assert state.hand_size[seat] == 4
    assert len(state.deck) == 110 - players - 4 * players
    assert state.discard_size == 0
    assert state.current_player == 1 and state.phase == PH_ROLE
    assert legal_texts(state) == ROLES
    assert state.events()[0].text == "Player 2 is the first governor."
    check_invariants(state)


def test_random_first_governor_comes_from_the_seed() -> None:
    """§4 step 6: the starting player is drawn at random (from the game's seed)."""
    governors = {tradewinds.new_game("san_juan", 4, seed=s).governor for s in range(40)}
    assert governors == {0, 1, 2, 3}
    assert all(
        tradewinds.new_game("san_juan", 3, seed=s).governor
        == tradewinds.new_game("san_juan", 3, seed=s).governor
        for s in range(10)
    )


def test_first_governor_must_be_a_seat() -> None:
    with pytest.raises(tradewinds.InvalidOptionError, match="first_governor"):
        new(2, governor=3)


def test_trading_house_tiles_are_shuffled() -> None:
    """§4 step 5: the 5 tiles are shuffled face down (the order depends on the seed)."""
    orders = {tuple(tradewinds.new_game("san_juan", 2, seed=s).tiles) for s in range(30)}
    assert len(orders) > 10


@pytest.mark.parametrize("position_cards", [(5, 6, 7, 8)])
def test_ex24_setup_variant(position_cards: tuple[int, ...]) -> None:
    """SJ-EX-24 (§4.1): 4 players, variant: the governor is dealt 5, the next 6, 7, 8;
    each keeps 4 and discards 1, 2, 3, 4 face down (from the governor clockwise)."""
    state = new(4, governor=2, names=NAMES, setup_variant="on")
    assert [state.hand_size[(2 + p) % 4] for p in range(4)] == list(position_cards)
    assert state.phase == PH_SETUP_DISCARD
    for position in range(4):
        seat = (2 + position) % 4
        assert state.current_player == seat
        assert state.left == position + 1
        for _ in range(position + 1):
            state.apply(next(iter(state.legal_actions())))
    assert state.hand_size == [4, 4, 4, 4]
    assert state.phase == PH_ROLE and state.current_player == 2
    assert state.discard_size == 1 + 2 + 3 + 4
    assert sum(state.seen[2 * NK : 3 * NK]) == 1  # each knows only his own discards
    assert sum(state.seen[1 * NK : 2 * NK]) == 4
    assert "Chris keeps 4 cards and discards 1 card." in public_log(state)
    check_invariants(state)


# ------------------------------------------------------------------- role order


def _skip_role(state: SanJuanState, role: str) -> None:
    """The current player chooses ``role``; everybody then passes."""
    state.apply(role)
    finish_phase(state)


def test_ex23_two_player_order() -> None:
    """SJ-EX-23 (§5.1): 2 players, A governor: roles are chosen A, B, A; then the governor
    card passes to B: B, A, B."""
    state = new(2, governor=0, names=NAMES[:2])
    choosers = []
    for role in ("prospector", "builder", "trader", "prospector", "builder", "trader"):
        choosers.append(state.current_player)
        _skip_role(state, role)
    assert choosers == [0, 1, 0, 1, 0, 1]
    assert state.governor == 0 and state.round == 3
    assert "Round 2: Bob is the governor." in public_log(state)


@pytest.mark.parametrize("players", [3, 4])
def test_role_order_and_unused_roles(players: int) -> None:
    """§5.1: the governor, then clockwise, one role each; each role once per round
    (3 players: 2 unused, 4 players: 1 unused); then the governor card passes left."""
    state = new(players, governor=1)
    choosers = []
    for _ in range(players):
        choosers.append(state.current_player)
        taken = next(iter(state.legal_actions()))
        _skip_role(state, str(taken))
        if state.turn:
            assert_illegal(state, str(taken), "once per round", "§5.1")
    assert choosers == [(1 + k) % players for k in range(players)]
    assert state.governor == 2 % players and state.current_player == state.governor
    assert roles_left(state) == ["builder", "producer", "trader", "councillor", "prospector"]


def test_roles_each_once_per_round() -> None:
    state = new(4, governor=0)
    _skip_role(state, "prospector")
    assert "prospector" not in legal_texts(state)
    assert_illegal(state, "prospector", "once per round", "§5.1")


# ----------------------------------------------------------- Library, 2 players


def test_ex16_two_player_library_once_per_round() -> None:
    """SJ-EX-16 (§7): 2 players, the governor with a Library chooses the Councillor and
    uses it (draws 8); later in the round, as producer, he produces at most 2 goods; next
    round he may use it again."""
    state = new(2, governor=0, names=NAMES[:2])
    set_city(state, 0, "indigo_plant sugar_mill tobacco_storage coffee_roaster library")
    state.apply("councillor")
    assert state.phase == PH_LIBRARY
    assert legal_texts(state) == {"library", "no library"}
    state.apply("library")
    assert state.left == 1 and len(state.drawn) == 8
    finish_phase(state)
    assert state.view(1)["players_board"][0]["library_used"] is True
    _skip_role(state, "prospector")  # Bob
    state.apply("producer")
    assert state.phase != PH_LIBRARY
    assert state.allowance == 2
    finish_phase(state)
    # Round 2: Bob is the governor; Anna chooses once and may double her privilege again.
    _skip_role(state, "prospector")
    state.apply("producer")
    assert state.allowance == 3


def test_library_kept_when_declined() -> None:
    """§7, §15.17: 'no library' keeps the Library for the governor's second role."""
    state = new(2, governor=0, names=NAMES[:2])
    set_city(state, 0, "indigo_plant sugar_mill tobacco_storage coffee_roaster library")
    state.apply("councillor")
    state.apply("no library")
    assert len(state.drawn) == 5
    finish_phase(state)
    _skip_role(state, "prospector")
    state.apply("producer")
    assert state.allowance == 3


def test_library_not_used_up_when_the_privilege_is_not_doubled() -> None:
    """§15.17: electing the Library and then building nothing does not use it."""
    state = new(2, governor=0, names=NAMES[:2])
    set_city(state, 0, "indigo_plant sugar_mill tobacco_storage coffee_roaster library")
    set_hand(state, 0, "tower well")
    state.apply("builder")
    state.apply("library")
    state.apply("pass")
    finish_phase(state)
    _skip_role(state, "prospector")
    state.apply("producer")
    assert state.allowance == 3  # still available


def test_library_never_asked_with_three_players() -> None:
    """§10.2 Library: with 3-4 players the chooser's privilege is always doubled."""
    state = new(3, governor=0, names=NAMES[:3])
    set_city(state, 0, "indigo_plant library")
    state.apply("prospector")
    assert state.hand_size[0] == 4 + 2


# ------------------------------------------------------------ the end of a round


def test_dx01_hand_limit_with_chapel_and_tower() -> None:
    """SJ-DX-01 (§9): at the round's end the new governor (9 cards, a Chapel) may tuck 1
    (8) and then discards 1 (7); a Tower owner with 14 discards 2 (12); a third player with
    8 (no Tower) discards 1 (7). The Chapel step comes first."""
    state = new(3, governor=0, names=NAMES[:3])
    set_city(state, 1, "indigo_plant chapel")
    set_city(state, 2, "indigo_plant tower")
    set_hand(state, 1, "tower well well smithy smithy statue hero hero quarry")  # 9
    set_hand(state, 2, ["sugar_mill"] * 7 + ["coffee_roaster"] * 6)  # 13 + 1 drawn
    set_hand(state, 0, ["indigo_plant"] * 4 + ["silver_smelter"] * 4)  # 8
    state.turn = 2
    choose(state, 2, "prospector")  # the round's last role: Chris draws 1 (14)
    assert state.governor == 1
    assert state.phase == PH_CHAPEL and state.current_player == 1
    assert "tuck hero" in legal_texts(state) and "pass" in legal_texts(state)
    state.apply("tuck hero")
    assert state.chapel_size[1] == 1 and state.hand_size[1] == 8
    assert state.phase == PH_HAND_LIMIT and state.current_player == 1 and state.left == 1
    state.apply("discard statue")
    assert state.current_player == 2 and state.left == 2
    assert state.hand_size[2] == 14
    state.apply(next(iter(state.legal_actions())))
    state.apply(next(iter(state.legal_actions())))
    # Anna: 8 cards of 2 kinds, 1 to discard.
    assert state.current_player == 0 and state.left == 1
    state.apply("discard silver_smelter")
    assert state.hand_size == [7, 7, 12]
    assert state.phase == PH_ROLE and state.current_player == 1
    log = public_log(state)
    assert "Bob discards 1 card down to the hand limit of 7." in log
    assert "Chris discards 2 cards down to the hand limit of 12." in log
    assert not any("tuck" in line or "Chapel" in line for line in log[-6:])  # secret
    check_invariants(state)


def test_chapel_tuck_is_optional_and_secret() -> None:
    """§9 step 3, §10.2 Chapel: the owner *may* tuck 1 card; the number is not told."""
    state = new(2, governor=0, names=NAMES[:2])
    set_city(state, 0, "indigo_plant chapel")
    state.turn = 2
    choose(state, 0, "prospector")
    assert state.phase == PH_CHAPEL and state.current_player == 0
    state.apply("pass")
    assert state.chapel_size[0] == 0
    assert state.view(1)["players_board"][0]["chapel"] is None
    assert state.view(0)["players_board"][0]["chapel"] == 0


def test_hand_limit_of_one_kind_is_automatic() -> None:
    """§9 step 4, forced decisions taken at once: 9 cards of one kind: 2 go at once."""
    state = new(2, governor=0, names=NAMES[:2])
    set_hand(state, 0, [])
    set_hand(state, 1, ["sugar_mill"] * 8)
    state.turn = 2
    choose(state, 0, "prospector")
    assert state.phase == PH_ROLE
    assert hand_of(state, 1) == {"sugar_mill": 7}


def test_tower_hand_limit_twelve() -> None:
    """§10.2 Tower: limit 12 instead of 7 (12 cards: nothing to discard)."""
    state = new(2, governor=0, names=NAMES[:2])
    set_city(state, 1, "indigo_plant tower")
    set_hand(state, 1, ["sugar_mill"] * 6 + ["coffee_roaster"] * 6)
    state.turn = 2
    choose(state, 0, "prospector")
    assert state.phase == PH_ROLE and state.hand_size[1] == 12


# --------------------------------------------------------------- drawing, piles


def test_reshuffle_when_the_draw_pile_is_empty() -> None:
    """§5.3: when a card must be drawn from an empty draw pile, the discard pile is
    shuffled into a new draw pile."""
    state = new(2, governor=0, names=NAMES[:2])
    deck = list(state.deck)
    for card in deck:  # the whole draw pile goes to the discard pile
        state.discard[card] += 1
    state.discard_size += len(deck)
    state.deck = []
    state.seen[0 * NK + CARD_INDEX["well"]] = min(1, state.discard[CARD_INDEX["well"]])
    check_invariants(state)
    state.apply("prospector")
    assert state.hand_size[0] == 5
    assert state.discard_size == 0 and len(state.deck) == len(deck) - 1
    assert sum(state.seen) == 0
    assert any("shuffled into a new draw pile" in line for line in public_log(state))


def test_draws_are_lost_when_both_piles_are_empty() -> None:
    """§5.3, §15.10: with both piles empty the draws are lost."""
    state = new(2, governor=0, names=NAMES[:2])
    for card in state.deck:
        state.hands[1 * NK + card] += 1
    state.hand_size[1] += len(state.deck)
    state.deck = []
    state.turn = 1
    choose(state, 0, "prospector")
    assert state.hand_size[0] == 4
    assert "Anna cannot draw: no cards are left (prospector)." in public_log(state)


# --------------------------------------------------------------------- game end


def _eleven(state: SanJuanState, seat: int) -> None:
    set_city(
        state,
        seat,
        "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter "
        "smithy gold_mine archive poor_house black_market trading_post",
    )


def test_dx03_game_end_completes_the_builder_phase() -> None:
    """SJ-DX-03 (§8, §15.1): A (builder) with 11 buildings builds his 12th; B and C still
    build in this phase; then the game ends: no Chapel or hand-limit step; scoring."""
    state = new(3, governor=0, names=NAMES[:3])
    _eleven(state, 0)
    set_city(state, 1, "indigo_plant chapel")
    set_hand(state, 0, "indigo_plant")  # the builder pays 1 - 1 = 0 cards
    set_hand(state, 1, "statue well well well")
    set_hand(state, 2, "sugar_mill sugar_mill sugar_mill")
    state.apply("builder")
    state.apply("build indigo_plant")
    assert state.city_size[0] == 12
    assert state.phase == PH_BUILD and state.current_player == 1
    assert "Anna has 12 buildings: the game ends after this builder phase." in public_log(state)
    state.apply("build statue")
    assert state.current_player == 2
    state.apply("build sugar_mill")
    assert state.phase == PH_OVER and state.is_over
    assert state.chapel_size[1] == 0  # no Chapel step
    result = state.result()
    assert result["end_triggers"] == ["twelve_buildings"]
    assert result["over"] and result["scores"][0]["buildings"] == 12
    with pytest.raises(tradewinds.IllegalActionError, match="game is over"):
        state.apply("builder")


def test_game_end_immediate_option() -> None:
    """Option game_end=immediate (the seed's 'immediately'): the game ends right after the
    12th building (and its Carpenter / Poor house cards)."""
    state = new(3, governor=0, names=NAMES[:3], game_end="immediate")
    _eleven(state, 0)
    set_hand(state, 0, "indigo_plant")
    set_hand(state, 1, "statue well well well")
    state.apply("builder")
    state.apply("build indigo_plant")
    assert state.is_over and state.city_size[1] == 1


def test_overbuilding_never_raises_the_count() -> None:
    """§8: a covered building does not count: a Crane build keeps the count at 11."""
    state = new(3, governor=0, names=NAMES[:3])
    set_city(
        state,
        0,
        "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter "
        "smithy gold_mine archive poor_house black_market crane",
    )
    set_hand(state, 0, "statue")
    state.apply("builder")
    state.apply("build statue")  # 3 - 1 = 2 and no other card: only with the Crane
    state.apply("cover silver_smelter")
    assert state.city_size[0] == 11
    assert not state.is_over and not state.ended
