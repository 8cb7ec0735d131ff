"""Invariants of every reachable San Juan state: the game's plug-in to the conformance
suite (:func:`tradewinds.testing.check_game` checks them after every move it plays), and
checked after each action by the soak tests.

The component counts are written out here on purpose (from the rules reference, §2) instead
of being read from the engine's tables: a wrong number in ``cards.csv`` must make these
checks fail, not silently move the goal posts.

Every one of the 110 cards is in exactly one place: the draw pile, the discard pile, a
hand, a city, under a good, under a Chapel, or covered by a Crane. Three short-lived
places belong to those: the card a player is building (in his city), the cards a
councillor is looking at (in his hand), the cards a Gold mine turned up (still on the
draw pile until they are taken or discarded).
"""

from __future__ import annotations

from operator import add, le
from typing import Final

from . import board as B
from .data import CARDS
from .state import SanJuanState

# Copies of each card kind, in the order of cards.csv (§2.1, §2.2): 110 cards.
COPIES: Final[dict[str, int]] = {
    "indigo_plant": 10,
    "sugar_mill": 8,
    "tobacco_storage": 8,
    "coffee_roaster": 8,
    "silver_smelter": 8,
    "smithy": 3,
    "gold_mine": 3,
    "archive": 3,
    "poor_house": 3,
    "black_market": 3,
    "trading_post": 3,
    "well": 3,
    "market_stand": 3,
    "crane": 3,
    "chapel": 3,
    "tower": 3,
    "aqueduct": 3,
    "carpenter": 3,
    "prefecture": 3,
    "market_hall": 3,
    "quarry": 3,
    "library": 3,
    "statue": 3,
    "victory_column": 3,
    "hero": 3,
    "guild_hall": 2,
    "city_hall": 2,
    "triumphal_arch": 2,
    "palace": 2,
}
TOTAL: Final = 110
PRODUCTION: Final = (
    "indigo_plant",
    "sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
    "silver_smelter",
)
HAND_LIMIT: Final = 7
TOWER_LIMIT: Final = 12

_NK: Final = B.NK
_NG: Final = B.NG
_EXPECTED: Final = [COPIES[c.id] for c in CARDS]
_TOWER: Final = [c.id for c in CARDS].index("tower")


def card_places(state: SanJuanState) -> dict[str, list[int]]:
    """Per place, the count of each card kind (hands, cities ... summed over the seats)."""
    n = state.players

    def seats(flat: list[int]) -> list[int]:
        return [sum(flat[p * _NK + k] for p in range(n)) for k in range(_NK)]

    def kinds(cards: list[int]) -> list[int]:
        counts = [0] * _NK
        for card in cards:
            counts[card] += 1
        return counts

    building = [0] * _NK
    if state.building >= 0:
        building[state.building] = 1
    return {
        "deck": kinds(state.deck + state.revealed),
        "discard": list(state.discard),
        "hand": [a + b for a, b in zip(seats(state.hands), kinds(state.drawn), strict=True)],
        "city": [a + b for a, b in zip(seats(state.city), building, strict=True)],
        "good": kinds([c for cards in state.good_cards for c in cards]),
        "chapel": seats(state.chapel),
        "covered": seats(state.covered),
    }


def check_invariants(state: SanJuanState) -> None:
    """Assert every conservation law and bound of a San Juan state.

    This runs after every action of the soak (about a million times), so it reads the
    engine's flat lists directly and keeps to C-level loops (``map``, slices, ``sum``).
    """
    n = state.players
    nk = _NK
    hands, city, chapel, covered = state.hands, state.city, state.chapel, state.covered
    assert min(hands) >= 0 and min(city) >= 0 and min(chapel) >= 0 and min(covered) >= 0
    assert min(state.discard) >= 0 and min(state.goods) >= 0
    # ------------------------------------------------- every card in exactly one place
    flat = list(map(add, map(add, hands, city), map(add, chapel, covered)))
    total = list(map(add, state.discard, flat[0:nk]))
    for p in range(1, n):
        total = list(map(add, total, flat[p * nk : p * nk + nk]))
    for cards in (state.deck, state.revealed, state.drawn, *state.good_cards):
        for card in cards:
            total[card] += 1
    if state.building >= 0:
        total[state.building] += 1
    assert total == _EXPECTED, f"cards not conserved: {total}"

    assert state.discard_size == sum(state.discard)
    round_start = state.phase == B.PH_ROLE and state.turn == 0
    for seat in range(n):
        base = seat * nk
        hand = hands[base : base + nk]
        mine = city[base : base + nk]
        assert state.hand_size[seat] == sum(hand), f"seat {seat}: hand size"
        assert state.city_size[seat] == sum(mine), f"seat {seat}: city size"
        assert state.chapel_size[seat] == sum(chapel[base : base + nk])
        # One violet building of each name (§10.1); 12 buildings end the game (§8).
        assert max(mine[_NG:]) <= 1, f"seat {seat} has two violet buildings of a name"
        assert 1 <= state.city_size[seat] <= 13
        # Goods: one per production building at most; their cards match.
        goods = state.goods[seat * _NG : seat * _NG + _NG]
        assert all(map(le, goods, mine[:_NG])), f"seat {seat}: goods {goods}"
        assert len(state.good_cards[seat]) == sum(goods)
        # Knowledge: what everyone knows of a hand is in it; what a seat knows lies in the
        # discard pile is there.
        known = state.known[base : base + nk]
        assert all(map(le, known, hand)) and state.known_size[seat] == sum(known)
        assert all(map(le, state.seen[base : base + nk], state.discard))
        # The hand limit holds when a round starts (§9).
        if round_start:
            limit = TOWER_LIMIT if mine[_TOWER] else HAND_LIMIT
            assert state.hand_size[seat] <= limit, f"seat {seat} over the hand limit"
    assert min(state.known) >= 0 and min(state.seen) >= 0
    assert len(state.drawn) <= 8 and len(state.revealed) <= 4
    assert sorted(state.tiles) == [0, 1, 2, 3, 4]
    taken = [o for o in state.role_owner if o >= 0]
    assert len(taken) <= state.turns_per_round and all(0 <= o < n for o in taken)

    over = state.is_over
    assert (state.current_player is None) == over
    legal = state.legal_actions()
    # A decision always offers a real choice: forced ones are taken automatically.
    assert (len(legal) >= 2) if not over else not legal
