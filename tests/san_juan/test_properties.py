"""San Juan-specific properties of the State contract (the generic ones are checked by
``tradewinds.testing.check_game``, run on every game by ``tests/core/test_conformance.py``).

The record, refused corrupt states, uniform shuffles, and that views and
determinizations hide the hands, the deck, the goods, the Chapel cards and the price
tiles.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tradewinds
from tests.random_play import random_moves, sampled_states, view_keys, view_text
from tradewinds import load_state, new_game
from tradewinds.games.san_juan.board import NG, NK, PH_KEEP
from tradewinds.games.san_juan.state import SanJuanState

PLAYERS = (2, 3, 4)


def start(players: int, seed: int, **options: str) -> SanJuanState:
    state = new_game("san_juan", players, seed=seed, options=options)
    assert isinstance(state, SanJuanState)
    return state


# -------------------------------------------------------------------- determinism


def test_record_contents() -> None:
    state = random_moves(start(4, 77), 40, 77)
    record = state.record()
    assert record["game"] == "san_juan"
    assert record["players"] == 4 and record["seed"] == 77
    assert record["options"] == {
        "setup_variant": "off",
        "first_governor": "random",
        "game_end": "end_of_phase",
        "covered_rebuild": "forbidden",
    }
    assert record["actions"] == [str(a) for a in state.history()]
    assert len(record["actions"]) == state.move_number == 40
    assert json.loads(json.dumps(record)) == record


# ------------------------------------------------------------------ JSON round trip


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("hands", 0), -1, "negative"),
        (("deck",), [], "cards instead of 110"),
        (("tiles",), [0, 0, 1, 2, 3], "permutation"),
        (("hand_size", 0), 99, "hand_size"),
        (("phase",), 99, "unknown decision"),
        (("good_cards",), [], "one list per seat"),
    ],
)
def test_corrupt_states_are_refused(path: tuple[Any, ...], value: Any, words: str) -> None:
    data = random_moves(start(3, 1), 60, 1).to_dict()
    target = data["state"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(tradewinds.InvalidStateError, match=words):
        load_state(data)


def test_state_without_a_legal_action_is_refused() -> None:
    data = random_moves(start(3, 1), 60, 1).to_dict()
    data["state"]["phase"] = 9  # councillor_keep, with no card drawn
    data["state"]["deck"].extend(data["state"]["drawn"])
    data["state"]["drawn"] = []
    with pytest.raises(tradewinds.InvalidStateError, match="no legal action"):
        load_state(data)


# --------------------------------------------------------------- hidden information


@pytest.mark.parametrize("players", PLAYERS)
def test_no_view_contains_another_seats_hand(players: int) -> None:
    for state in sampled_states(start(players, 400 + players), 400 + players, every=29):
        for seat in (None, *range(players)):
            view = state.view(seat)
            for p, board in enumerate(view["players_board"]):
                if p == seat:
                    assert board["hand"] is not None
                    assert sum(c["count"] for c in board["hand"]) == state.hand_size[p]
                else:
                    assert board["hand"] is None and board["chapel_cards"] is None
                    if not state.is_over:
                        assert board["chapel"] is None
                assert board["hand_size"] == state.hand_size[p]  # hand sizes are public
            assert all(not e["private"] for e in view["events"]) or seat is not None
            assert len(view["events"]) == len(state.events(seat))


def test_views_differ_only_by_what_the_seat_may_see() -> None:
    """Swapping a card of Bob's hand with a card of the draw pile changes no view but
    Bob's; swapping the kinds of two goods changes no view at all."""
    state = random_moves(start(3, 15), 120, 15)
    assert isinstance(state, SanJuanState) and not state.is_over
    data = state.to_dict()
    hands = data["state"]["hands"]
    deck = data["state"]["deck"]
    held = next(k for k in range(NK) if hands[NK + k])
    other = next(c for c in deck if c != held)
    hands[NK + held] -= 1
    hands[NK + other] += 1
    deck[deck.index(other)] = held
    swapped = load_state(data)
    for seat in (None, 0, 2):
        assert view_text(swapped.view(seat)) == view_text(state.view(seat))
    assert view_text(swapped.view(1)) != view_text(state.view(1))


def test_view_has_no_rng_deck_or_tile_order() -> None:
    state = random_moves(start(4, 5), 120, 5)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        keys = view_keys(view)
        assert not {"rng", "seed", "deck", "tiles", "good_cards", "seen", "hands"} & keys
        assert view["draw_pile"] == len(state.to_dict()["state"]["deck"])
        assert str(state.to_dict()["state"]["rng"]) not in view_text(view)


@pytest.mark.parametrize("players", PLAYERS)
def test_determinize_keeps_what_the_seat_knows(players: int) -> None:
    """The seat's own hand and Chapel, the public cards, the sizes of every pile, the
    cards it saw go to the discard pile and the cards everybody saw go to a hand stay;
    the other hands, the goods and the draw pile are dealt anew."""
    resampled = 0
    for state in sampled_states(start(players, 500 + players), 500 + players, every=19):
        for seat in range(players):
            base = seat * NK
            other = state.determinize(seat, seat + 7)
            assert other.hands[base : base + NK] == state.hands[base : base + NK]
            assert other.chapel[base : base + NK] == state.chapel[base : base + NK]
            assert other.city == state.city and other.covered == state.covered
            assert other.goods == state.goods and other.known == state.known
            assert other.hand_size == state.hand_size
            assert other.chapel_size == state.chapel_size
            assert len(other.deck) == len(state.deck)
            assert other.discard_size == state.discard_size
            assert other.revealed == state.revealed
            for k in range(NK):
                assert other.discard[k] >= state.seen[base + k]
                for p in range(players):
                    assert other.hands[p * NK + k] >= state.known[p * NK + k]
            assert other.tiles[: min(state.trades, 5)] == state.tiles[: min(state.trades, 5)]
            assert [len(c) for c in other.good_cards] == [len(c) for c in state.good_cards]
            resampled += other.hands != state.hands or other.good_cards != state.good_cards
            assert other.legal_actions() if not other.is_over else True
            assert other.current_player == state.current_player
    assert resampled


def test_determinize_resamples_another_councillors_cards() -> None:
    """The cards another councillor is looking at are hidden: dealt anew."""
    for seed in range(40):
        state = random_moves(start(3, seed), 10_000, seed)
        states = sampled_states(start(3, seed), seed, every=1)
        looking = [s for s in states if s.phase == PH_KEEP and len(s.drawn) >= 3]
        if looking:
            s = looking[0]
            others = {tuple(s.determinize((s.actor + 1) % 3, k).drawn) for k in range(8)}
            assert len(others) > 1
            assert s.determinize(s.actor, 3).drawn == s.drawn
            return
        assert state.is_over
    raise AssertionError("no councillor decision found")


def test_goods_are_hidden_from_their_owner() -> None:
    """§6.2: nobody, the owner included, sees a good's card: determinize(owner) deals the
    goods anew."""
    for seed in range(20):
        state = random_moves(start(2, seed), 60, seed)
        owner = next((p for p in range(2) if len(state.good_cards[p]) >= 2), None)
        if owner is None:
            continue
        kinds = {tuple(state.determinize(owner, k).good_cards[owner]) for k in range(10)}
        assert len(kinds) > 1
        assert state.view(owner)["players_board"][owner]["goods"] == {
            g: state.goods[owner * NG + i]
            for i, g in enumerate(("indigo", "sugar", "tobacco", "coffee", "silver"))
        }
        return
    raise AssertionError("no player with 2 goods found")


def test_determinize_reorders_unseen_tiles() -> None:
    state = start(4, 21)
    orders = {tuple(state.determinize(0, k).tiles) for k in range(20)}
    assert len(orders) > 5


def test_shuffles_are_uniform() -> None:
    """§5.3: the draw pile is shuffled with the game's RNG, several Fisher-Yates steps per
    RNG call: every order is equally likely."""
    from collections import Counter

    from tradewinds.core import rng
    from tradewinds.games.san_juan.board import shuffle

    counts: Counter[tuple[int, ...]] = Counter()
    trials = 12000
    for k in range(trials):
        cards = [0, 1, 2, 3]
        shuffle(rng.seed_to_state(k), cards)
        counts[tuple(cards)] += 1
    assert len(counts) == 24
    expected = trials / 24
    assert all(abs(n - expected) < 5 * expected**0.5 for n in counts.values()), counts
    big = list(range(110))
    state = shuffle(rng.seed_to_state(1), big)
    assert sorted(big) == list(range(110)) and big != sorted(big)
    assert state != rng.seed_to_state(1)
    # The first card of a 110-card pile: every card about equally often.
    firsts: Counter[int] = Counter()
    for k in range(5500):
        pile = list(range(110))
        shuffle(rng.seed_to_state(10_000 + k), pile)
        firsts[pile[-1]] += 1
    assert len(firsts) == 110 and max(firsts.values()) < 50 * 2.5


def test_shuffle_is_fisher_yates_with_the_game_rng() -> None:
    """The shuffle writes ``rng.below`` out and precomputes its batches: the order and the
    RNG state it leaves are exactly those of Fisher-Yates with ``rng.below`` per batch."""
    from tradewinds.core import rng
    from tradewinds.games.san_juan.board import shuffle

    def reference(state: int, cards: list[int]) -> int:
        i = len(cards) - 1
        while i > 0:
            span, k = i + 1, i - 1
            while k > 0 and span * (k + 1) < 1 << 63:
                span *= k + 1
                k -= 1
            state, x = rng.below(state, span)
            for m in range(i, k, -1):
                x, j = divmod(x, m + 1)
                cards[m], cards[j] = cards[j], cards[m]
            i = k
        return state

    for size in [*range(12), 29, 64, 109, 110, 111, 200]:
        for seed in range(40):
            state = rng.seed_to_state(seed * 1000 + size)
            mine, theirs = list(range(size)), list(range(size))
            assert shuffle(state, mine) == reference(state, theirs)
            assert mine == theirs
