"""Trader scenarios (rules reference §6.3, §2.3, §10.2 Trading post, Market stand, Market
hall, Library; SJ-EX-02, 08, 11).

The trader reveals the top trading-house tile; everyone may sell 1 good (the trader 1
more, 2 more with his Library; Trading post +1); the goods go unseen to the discard pile
and the seller draws the tile's price of each; Market hall +1 card for any sale, Market
stand +1 card for 2 or more; the tile then goes to the bottom of the stack.
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
from tradewinds.games.san_juan.board import NK, PH_ROLE, PH_SELL
from tradewinds.games.san_juan.data import TILES
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Andrea", "Bob", "Chris", "David"]
T1, T2, T3, T4, T5 = range(5)
ALL_FIVE = "indigo_plant sugar_mill tobacco_storage coffee_roaster silver_smelter"


def _game(top: int = T5) -> SanJuanState:
    """Empty hands and cities (one empty Indigo plant each); tile ``top`` on top."""
    state = new(4, names=NAMES)
    for seat in range(4):
        set_hand(state, seat, [])
    state.tiles = [top, *[t for t in range(5) if t != top]]
    return state


def _sell_all(state: SanJuanState) -> int:
    seat = state.current_player
    sold = 0
    while state.current_player == seat and state.phase == PH_SELL:
        state.apply(next(a for a in state.legal_actions() if str(a) != "pass"))
        sold += 1
    return sold


def test_tiles_match_the_reference() -> None:
    """§2.3: the five tiles, cards per good sold (indigo, sugar, tobacco, coffee, silver)."""
    assert [t.prices for t in TILES] == [
        (1, 1, 1, 2, 2),
        (1, 1, 2, 2, 2),
        (1, 1, 2, 2, 3),
        (1, 2, 2, 2, 3),
        (1, 2, 2, 3, 3),
    ]


def test_ex02_trader_with_market_stand_and_trading_post() -> None:
    """SJ-EX-02 (§6.3): Andrea, trader, with Market stand and Trading post and goods on
    Indigo plant, Tobacco storage and Silver smelter, tile T5: she sells 3 goods (action +
    privilege + Trading post) and draws 1 + 2 + 3 + 1 (Market stand) = 7 cards; the three
    buildings are empty; after everyone traded, T5 goes to the bottom of the stack."""
    state = _game(T5)
    set_city(
        state,
        0,
        "indigo_plant tobacco_storage silver_smelter market_stand trading_post",
        goods={"indigo": 1, "tobacco": 1, "silver": 1},
    )
    discards = state.discard_size
    choose(state, 0, "trader")
    assert state.allowance == 3
    state.apply("sell indigo")
    state.apply("sell tobacco")
    state.apply("sell silver")
    assert state.hand_size[0] == 7
    assert goods_of(state, 0) == {}
    assert state.discard_size == discards + 3  # the goods, unseen
    assert "Andrea draws 7 cards (sale)." in public_log(state)
    assert state.phase == PH_ROLE
    assert public_log(state)[-1] == "The trading-house tile goes to the bottom of the stack."
    assert state.view(None)["trading_house"]["revealed"][0]["tile"] == 5
    check_invariants(state)


@pytest.mark.parametrize(
    ("chooser", "library", "most"), [(1, False, 2), (0, False, 3), (0, True, 4)]
)
def test_ex08_trading_post_allowance(chooser: int, library: bool, most: int) -> None:
    """SJ-EX-08 (§10.2 Trading post): with enough goods an owner sells up to 2 (not the
    trader), 3 (the trader), 4 (the trader with a Library)."""
    state = _game(T1)
    set_city(
        state,
        0,
        f"{ALL_FIVE} trading_post" + (" library" if library else ""),
        goods={"indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1, "silver": 1},
    )
    choose(state, chooser, "trader")  # the others have no goods: they are not asked
    assert state.current_player == 0
    assert _sell_all(state) == most
    assert state.goods_total(0) == 5 - most


def test_one_sale_each_two_for_the_trader() -> None:
    """§6.3: everyone sells at most 1 good, the trader 2; prices from the tile."""
    state = _game(T4)  # 1, 2, 2, 2, 3
    goods = {"sugar": 1, "silver": 1}
    for seat in range(4):
        set_city(state, seat, "indigo_plant sugar_mill silver_smelter", goods=goods)
    choose(state, 1, "trader")
    assert state.current_player == 1 and state.allowance == 2
    state.apply("sell silver")
    state.apply("sell sugar")
    assert state.hand_size[1] == 3 + 2
    assert state.current_player == 2 and state.allowance == 1
    state.apply("sell silver")
    assert state.hand_size[2] == 3
    assert state.current_player == 3
    state.apply("pass")
    assert state.hand_size[3] == 0 and goods_of(state, 3) == goods
    assert state.current_player == 0


def test_sale_needs_a_good_of_that_kind() -> None:
    """§6.3: a player sells only goods he has."""
    state = _game()
    set_city(state, 1, "indigo_plant coffee_roaster", goods={"coffee": 1})
    choose(state, 0, "trader")
    assert legal_texts(state) == {"sell coffee", "pass"}
    assert_illegal(state, "sell silver", "no silver good", "§6.3")


def test_same_kind_may_be_sold_twice() -> None:
    """§15.11: several goods of one kind may be sold in one phase."""
    state = _game(T2)
    set_city(state, 0, "indigo_plant indigo_plant", goods={"indigo": 2})
    choose(state, 0, "trader")
    state.apply("sell indigo")
    state.apply("sell indigo")
    assert state.hand_size[0] == 2


def test_ex11_market_hall_sums_a_dear_and_a_cheap_good() -> None:
    """SJ-EX-11 (§10.2 Market hall, §15.6): the example's sale of a good at 1 and one at 3
    with a Market hall gives 1 + 3 + 1 (once per phase) = 5 cards. Its price vector is on
    no real tile, so the same sums with T3 (sugar 1, silver 3). (The tile table is not
    replaced: compiled engines read their own constants.)"""
    state = _game(T3)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill silver_smelter market_hall",
        goods={"sugar": 1, "silver": 1},
    )
    choose(state, 0, "trader")
    state.apply("sell sugar")
    state.apply("sell silver")
    assert state.hand_size[0] == 5


def test_ex11_market_hall_real_tile() -> None:
    """SJ-EX-11, real-tile variant: with T3 (sugar 1, coffee 2) the sale gives 1 + 2 + 1 = 4."""
    state = _game(T3)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill coffee_roaster market_hall",
        goods={"sugar": 1, "coffee": 1},
    )
    choose(state, 0, "trader")
    state.apply("sell sugar")
    state.apply("sell coffee")
    assert state.hand_size[0] == 4


def test_market_hall_one_good_one_extra_card() -> None:
    """§10.2 Market hall: any sale (even one good, not the trader) gives 1 extra card."""
    state = _game(T1)
    set_city(state, 1, "indigo_plant market_hall", goods={"indigo": 1})
    choose(state, 0, "trader")
    state.apply("sell indigo")
    assert state.hand_size[1] == 1 + 1


def test_market_stand_needs_two_goods() -> None:
    """§10.2 Market stand: 1 card for at least 2 goods sold, nothing for 1."""
    state = _game(T1)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill market_stand",
        goods={"indigo": 1, "sugar": 1},
    )
    choose(state, 0, "trader")
    state.apply("sell indigo")
    state.apply("pass")
    assert state.hand_size[0] == 1
    state2 = _game(T1)
    set_city(
        state2,
        0,
        "indigo_plant sugar_mill market_stand",
        goods={"indigo": 1, "sugar": 1},
    )
    choose(state2, 0, "trader")
    state2.apply("sell indigo")
    state2.apply("sell sugar")
    assert state2.hand_size[0] == 1 + 1 + 1


def test_tile_revealed_even_if_nobody_sells_and_cycles() -> None:
    """§6.3, §15.13: the tile is revealed when the role is chosen, even if nobody sells,
    then goes to the bottom: the order of the five tiles never changes."""
    state = _game(T2)
    order = list(state.tiles)
    seen = []
    for _ in range(6):
        choose(state, 0, "trader")  # nobody has a good
        seen.append(state.view(None)["trading_house"]["revealed"])
        assert state.phase == PH_ROLE
    assert [t["tile"] for t in seen[-1]] == [TILES[t].number for t in order]
    revealed = [line for line in public_log(state) if "reveals the trading-house tile" in line]
    assert len(revealed) == 6
    assert revealed[0] == revealed[5]  # the sixth trader phase shows the first tile again
    assert state.view(None)["trading_house"]["unseen"] == 0


def test_discards_before_draws() -> None:
    """§5.3: the goods sold go to the discard pile before the seller draws, so a
    reshuffle can bring them back at once."""
    state = _game(T1)
    set_city(state, 0, "indigo_plant", goods={"indigo": 1})
    # Every other card goes to David's hand: both piles are empty.
    for k in range(NK):
        state.hands[3 * NK + k] += state.discard[k] + state.deck.count(k)
    state.hand_size[3] = sum(state.hands[3 * NK : 4 * NK])
    state.deck = []
    state.discard = [0] * NK
    state.discard_size = 0
    state.turn = 1  # mid-round: David's big hand is checked only at the round's end
    check_invariants(state)
    good = state.good_cards[0][0]
    choose(state, 0, "trader")
    state.apply("sell indigo")
    assert state.hands[good] == 1 and state.hand_size[0] == 1
    assert any("shuffled into a new draw pile" in line for line in public_log(state))
