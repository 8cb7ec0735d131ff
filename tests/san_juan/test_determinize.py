"""determinize(seat, seed) depends only on what ``seat`` knows and on ``seed``.

A search bot that determinizes its observation must not learn anything from the result
beyond its own knowledge: two states that look the same to the seat (its view, its log)
must give the same determinization for a given seed, whatever the hidden cards and their
order are.
"""

from __future__ import annotations

import random

import pytest

from tests.random_play import sampled_states
from tradewinds import load_state, new_game
from tradewinds.games.san_juan.board import NK
from tradewinds.games.san_juan.state import SanJuanState


def _states(players: int, seed: int, every: int, **options: str) -> list[SanJuanState]:
    """Clones of every ``every``-th state of one seeded random game."""
    state = new_game("san_juan", players, seed=seed, options=options)
    assert isinstance(state, SanJuanState)
    return sampled_states(state, seed, every, end=False)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"setup_variant": "on"}), (4, {})])
def test_determinizing_a_determinization_gives_the_same_state(
    players: int, options: dict[str, str]
) -> None:
    """s.determinize(i, 1) and s.determinize(i, 2) hold what seat i knows of s and nothing
    else, so determinizing each of them (or s itself) with one seed gives one state."""
    for state in _states(players, seed=40 + players, every=11, **options):
        for seat in range(players):
            a = state.determinize(seat, 1)
            b = state.determinize(seat, 2)
            expected = state.determinize(seat, 7).state_hash()
            assert a.determinize(seat, 7).state_hash() == expected
            assert b.determinize(seat, 7).state_hash() == expected


def _hide_differently(state: SanJuanState, seat: int, seed: int) -> SanJuanState:
    """A copy of ``state`` that differs only in what ``seat`` cannot know: the draw pile's
    order, a card swapped between another seat's hand and the draw pile, the cards lying
    as goods, the order of the face-down tiles and the RNG."""
    rng = random.Random(seed)
    data = state.to_dict()
    hidden = data["state"]
    rng.shuffle(hidden["deck"])
    other = (seat + 1) % state.players
    base = other * NK
    hand = hidden["hands"][base : base + NK]
    unknown = [k for k in range(NK) if hand[k] > hidden["known"][base + k]]
    if unknown and hidden["deck"]:
        kind = rng.choice(unknown)
        swapped = hidden["deck"][0]
        hidden["hands"][base + kind] -= 1
        hidden["hands"][base + swapped] += 1
        hidden["deck"][0] = kind
    goods = [card for cards in hidden["good_cards"] for card in cards]
    rng.shuffle(goods)
    for cards in hidden["good_cards"]:
        cards[:] = [goods.pop() for _ in cards]
    seen_tiles = min(hidden["trades"], len(hidden["tiles"]))
    unseen = hidden["tiles"][seen_tiles:]
    rng.shuffle(unseen)
    hidden["tiles"][seen_tiles:] = unseen
    hidden["rng"] = rng.getrandbits(64)
    copy = load_state(data)
    assert isinstance(copy, SanJuanState)
    return copy


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_cards_do_not_change_the_determinization(players: int) -> None:
    changed = 0
    for state in _states(players, seed=60 + players, every=13):
        for seat in range(players):
            copy = _hide_differently(state, seat, seed=seat)
            assert copy.view(seat) == state.view(seat)
            changed += copy.to_json() != state.to_json()
            assert copy.determinize(seat, 5).state_hash() == state.determinize(seat, 5).state_hash()
    assert changed  # the copies really hid things differently
