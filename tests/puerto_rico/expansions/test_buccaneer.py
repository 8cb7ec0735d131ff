"""Expansion 3, the Buccaneer (expansions reference §4): the card and its token, the four
options, kidnapping and the kidnapped role at round end; XE-18, XE-19, X20, X21, X26."""

from __future__ import annotations

import random

import pytest

import tradewinds
from tests.puerto_rico.scenario import (
    assert_illegal,
    clear_xplayer,
    legal_texts,
    log_texts,
    new_x,
    set_xplayer,
    xchoose,
    xdoubloons_of,
    xfinish_role,
    xgoods_of,
    xisland_of,
    xsan_juan_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.board import PH_ROLE
from tradewinds.games.puerto_rico.data import GOODS
from tradewinds.games.puerto_rico.invariants import check_invariants
from tradewinds.games.puerto_rico.state import PuertoRicoState

BUCCANEER = ("buccaneer",)


def buccaneer_game(players: int = 4) -> PuertoRicoState:
    """Buccaneer only; seat 0 governor; every board empty."""
    state = new_x(players, expansions=BUCCANEER)
    for seat in range(players):
        clear_xplayer(state, seat)
    return state


def card_money(state: PuertoRicoState) -> dict[str, int]:
    return {state.role_actions[c].text: m for c, m in enumerate(state.role_money)}


# --------------------------------------------------------------------- card and token


@pytest.mark.parametrize(("players", "cards"), [(2, 8), (3, 7), (4, 8), (5, 9)])
def test_the_buccaneer_card_is_added(players: int, cards: int) -> None:
    """§4.1, §6: the buccaneer joins the role cards of every player count."""
    state = new_x(players, expansions=BUCCANEER, governor=0)
    assert len(state.roles) == cards
    assert state.role_actions[-1].text == "buccaneer"
    assert state.action_id("buccaneer") == 141
    assert "buccaneer" in legal_texts(state)
    assert state.view(None)["buccaneer"] == {"token": None, "kidnapped": None, "kidnapper": None}
    check_invariants(state)


def test_the_token_holder_may_not_choose_the_buccaneer() -> None:
    state = buccaneer_game()
    xchoose(state, 0, "buccaneer")
    assert state.token == 0
    assert state.view(0)["players_board"][0]["buccaneer_token"] is True
    state.apply("pass")
    # Next round: seat 0 may not choose it, seat 1 may (and takes the token).
    state.role_owner[:] = [-1] * len(state.roles)
    state.actor = 0
    state._legal = None
    assert "buccaneer" not in legal_texts(state)
    assert_illegal(state, "buccaneer")
    xchoose(state, 1, "buccaneer")
    assert state.token == 1
    assert "Player 2 takes the buccaneer token." in log_texts(state)


def test_only_the_chooser_acts_and_no_privilege() -> None:
    state = buccaneer_game()
    xchoose(state, 2, "buccaneer")
    assert state.current_player == 2
    assert legal_texts(state) == {"pass"} | {
        f"kidnap {r}"
        for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
    }
    state.apply("pass")  # X26: he may do nothing
    assert state.phase == PH_ROLE  # nobody else acts: the next role is chosen
    assert "Player 3 takes no buccaneer action." in log_texts(state)


def test_no_doubloon_on_an_unchosen_buccaneer() -> None:
    """§4.1: at round end the buccaneer card never receives a doubloon."""
    state = new_x(3, expansions=BUCCANEER, governor=0)
    for role in ("settler", "mayor", "builder"):
        state.apply(role)
        xfinish_role(state)
    assert state.round == 2
    money = card_money(state)
    assert money["buccaneer"] == 0
    assert money["craftsman"] == money["trader"] == money["captain"] == 1


# --------------------------------------------------------------------------- options


def test_xe18_plunder() -> None:
    """XE-18: 3 barrels in the trading house → +3 VP, trading house empty."""
    state = buccaneer_game()
    state.trading_house[:] = [GOODS.index("corn"), GOODS.index("sugar"), GOODS.index("coffee")]
    for g in state.trading_house:
        state.goods_supply[g] -= 1
    supply = sum(state.goods_supply)
    xchoose(state, 1, "buccaneer")
    state.apply("plunder")
    assert xvp_of(state, 1) == 3
    assert state.trading_house == []
    assert sum(state.goods_supply) == supply + 3
    assert "You earn 3 VP." in [e.text for e in state.events(1) if e.seat == 1]


def test_plunder_needs_barrels() -> None:
    state = buccaneer_game()
    xchoose(state, 1, "buccaneer")
    assert "plunder" not in legal_texts(state)
    assert_illegal(state, "plunder")


def test_plunder_can_end_the_game() -> None:
    """X24: VP chips from plunder trigger the end like any other."""
    state = buccaneer_game()
    state.trading_house[:] = [0, 1]
    state.vp_supply = 1
    xchoose(state, 1, "buccaneer")
    state.apply("plunder")
    assert state.view(None)["end_triggers"] == ["vp"]


@pytest.mark.parametrize(("load", "kept"), [(5, 3), (2, 2)])
def test_piracy(load: int, kept: int) -> None:
    """§4.2: a ship's goods are removed; the pirate keeps up to 3, the rest return."""
    state = buccaneer_game()
    coffee = GOODS.index("coffee")
    state.ship_good[1] = coffee
    state.ship_load[1] = load
    supply = state.goods_supply[coffee]
    xchoose(state, 3, "buccaneer")
    assert legal_texts(state) >= {"piracy on 6"}
    assert "piracy on 5" not in legal_texts(state)  # an empty ship
    state.apply("piracy on 6")
    assert xgoods_of(state, 3) == {"coffee": kept}
    assert state.goods_supply[coffee] == supply + load - kept
    assert state.ship_good[1] == -1 and state.ship_load[1] == 0


def test_raid_keeps_up_to_three_on_empty_circles() -> None:
    """§4.2, X20: the ship keeps N colonists; up to 3 of the others go straight onto the
    raider's empty circles (never to San Juan), the rest to the supply."""
    state = buccaneer_game()
    set_xplayer(state, 1, island={"corn": 2, "quarry": 1})
    state.colonist_ship = 9
    supply = state.colonist_supply
    xchoose(state, 1, "buccaneer")
    state.apply("raid")
    assert state.colonist_ship == 4
    assert legal_texts(state) == {"place corn", "place quarry", "done"}
    state.apply("place corn")
    state.apply("place corn")
    state.apply("place quarry")  # the third: done automatically
    assert xisland_of(state, 1) == {"corn": (2, 2), "quarry": (1, 1)}
    assert xsan_juan_of(state, 1) == 0
    assert state.colonist_supply == supply + 2
    assert state.phase == PH_ROLE


def test_raid_without_room_keeps_fewer() -> None:
    state = buccaneer_game()
    set_xplayer(state, 1, island={"corn": 1})
    state.colonist_ship = 6
    supply = state.colonist_supply
    xchoose(state, 1, "buccaneer")
    state.apply("raid")  # 2 removed, one empty circle
    state.apply("place corn")
    assert xisland_of(state, 1) == {"corn": (1, 1)}
    assert state.colonist_supply == supply + 1 and state.colonist_ship == 4


def test_raid_may_stop_early_and_needs_a_surplus() -> None:
    state = buccaneer_game()
    set_xplayer(state, 1, island={"corn": 3})
    state.colonist_ship = 4
    xchoose(state, 1, "buccaneer")
    assert "raid" not in legal_texts(state)  # exactly N on the ship
    state.apply("pass")
    state.role_owner[:] = [-1] * len(state.roles)
    state.token = -1
    state.colonist_ship = 8
    supply = state.colonist_supply
    xchoose(state, 1, "buccaneer")
    state.apply("raid")
    state.apply("place corn")
    state.apply("done")  # keeps 1, returns the other 3
    assert xisland_of(state, 1) == {"corn": (3, 1)}
    assert state.colonist_supply == supply + 3


def test_xe19_kidnapping_ransom() -> None:
    """XE-19: the kidnapper takes the builder and its 2 doubloons; an opponent chooses the
    builder later: the kidnapper takes 3 doubloons, the opponent none from the card."""
    state = buccaneer_game()
    state.role_money[2] = 2  # builder
    xchoose(state, 0, "buccaneer")
    state.apply("kidnap builder")
    assert xdoubloons_of(state, 0) == 2
    assert state.view(None)["buccaneer"] == {"token": 0, "kidnapped": "builder", "kidnapper": 0}
    assert state.current_player == 1 and "builder" in legal_texts(state)
    set_xplayer(state, 1, doubloons=1)
    state.apply("builder")
    assert xdoubloons_of(state, 0) == 5
    assert xdoubloons_of(state, 1) == 1  # nothing from the card
    assert state.view(None)["decision"] == "builder_build"  # the builder phase goes on
    assert state.kidnapped == -1


def test_kidnapped_role_played_at_round_end() -> None:
    """§4.3, X21: nobody chose it: the kidnapper plays it as its chooser (privilege, acts
    first), the others follow; the card then gets no doubloon."""
    state = new_x(3, expansions=BUCCANEER, governor=0)
    for seat in range(3):
        clear_xplayer(state, seat)
    state.apply("buccaneer")  # seat 0
    state.apply("kidnap craftsman")
    set_xplayer(state, 0, island={"corn": (1, 1)})
    set_xplayer(state, 2, island={"corn": (2, 2)})
    state.apply("settler")  # seat 1
    xfinish_role(state)
    state.apply("mayor")  # seat 2
    state.apply("pass")  # no extra colonist; every colonist is placed automatically
    # Round end: seat 0 plays the craftsman; everyone produces, he takes the extra barrel.
    assert state.current_player == 0 and legal_texts(state) == {"extra corn", "pass"}
    assert xgoods_of(state, 2) == {"corn": 2}
    state.apply("extra corn")
    assert xgoods_of(state, 0) == {"corn": 2}
    assert state.round == 2
    assert card_money(state)["craftsman"] == 0
    assert card_money(state)["builder"] == 1
    assert "Nobody chose the kidnapped Craftsman: Player 1 plays it." in log_texts(state)


def test_variant_kidnapper_plays_alone() -> None:
    """Variant kidnapper_plays_alone (X21): the other players take no part."""
    state = new_x(3, expansions=BUCCANEER, governor=0, rules=("kidnapper_plays_alone",))
    for seat in range(3):
        clear_xplayer(state, seat)
    state.apply("buccaneer")
    state.apply("kidnap craftsman")
    set_xplayer(state, 0, island={"corn": (1, 1)})
    set_xplayer(state, 2, island={"corn": (2, 2)})
    state.apply("settler")
    xfinish_role(state)
    state.apply("mayor")
    state.apply("pass")  # no extra colonist
    state.apply("pass")  # no extra barrel
    assert xgoods_of(state, 0) == {"corn": 1}
    assert xgoods_of(state, 2) == {}
    assert state.round == 2


def test_kidnapped_settler_at_round_end() -> None:
    """The kidnapper plays the settler with its privilege (a quarry), then the others."""
    state = new_x(3, expansions=BUCCANEER, governor=0)
    for seat in range(3):
        clear_xplayer(state, seat)
    state.apply("buccaneer")
    state.apply("kidnap settler")
    state.apply("mayor")
    xfinish_role(state)
    state.apply("builder")
    while state.view(None)["decision"] == "builder_build":
        state.apply("pass")
    assert state.current_player == 0 and "quarry" in legal_texts(state)
    state.apply("quarry")
    assert state.current_player == 1 and "quarry" not in legal_texts(state)
    xfinish_role(state)
    assert state.round == 2 and card_money(state)["settler"] == 0


def test_two_players_kidnapper_chooses_the_card_himself() -> None:
    """§4.3: with 2 players the kidnapper may choose the kidnapped card: no ransom."""
    state = new_x(2, expansions=BUCCANEER, governor=0)
    for seat in range(2):
        clear_xplayer(state, seat)
    state.apply("buccaneer")  # seat 0
    state.apply("kidnap trader")
    state.apply("builder")  # seat 1
    xfinish_role(state)
    assert state.current_player == 0
    state.apply("trader")
    assert xdoubloons_of(state, 0) == 0 and state.kidnapped == -1


def test_two_players_eight_cards_two_left() -> None:
    """§6: 8 cards, 3 choices each per round, 2 cards left (the buccaneer gets nothing)."""
    state = new_x(2, expansions=BUCCANEER, governor=0)
    for _ in range(6):
        legal = [a.text for a in state.legal_actions() if a.text != "buccaneer"]
        state.apply(legal[0])
        xfinish_role(state)
    assert state.round == 2
    money = card_money(state)
    assert sorted(money.values()) == [0] * 7 + [1]
    assert money["buccaneer"] == 0


# ------------------------------------------------------------------ whole games


def test_buccaneer_games_replay_and_round_trip() -> None:
    for seed in range(4):
        state = new_x(2 + seed, expansions=BUCCANEER, seed=seed)
        rng = random.Random(seed)
        kidnaps = 0
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            kidnaps += action.text.startswith("kidnap")
            state.apply(action)
        assert tradewinds.replay(state.record()).to_json() == state.to_json()
        assert tradewinds.load_state(state.to_json()).to_json() == state.to_json()
