"""Build San Juan situations for rule scenario tests.

Scenario tests start from a real new game and then arrange the few cards a rule example
describes (a hand, a city, goods, the draw pile ...), then play actions through the public
API. The arranging helpers move cards between places and never create or destroy one: a
card put somewhere comes from the draw pile or the discard pile, and a card taken away goes
to the discard pile, so every arranged state still holds the 110 cards
(``check_invariants`` holds) and nothing bypasses the rules once play starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import tradewinds
from tradewinds.games.san_juan.board import NG, NK, PH_ROLE
from tradewinds.games.san_juan.data import CARD_INDEX, CARDS, GOODS, ROLE_NAMES
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState


def new(
    players: int = 4,
    *,
    governor: int = 0,
    seed: int = 0,
    names: list[str] | None = None,
    **options: Any,
) -> SanJuanState:
    """A new game with seat ``governor`` as the first governor."""
    state = tradewinds.new_game(
        "san_juan",
        players,
        seed=seed,
        options={"first_governor": governor, **options},
        names=names,
    )
    assert isinstance(state, SanJuanState)
    return state


def ids(cards: Sequence[str] | str) -> list[int]:
    """Card kinds of card ids (``"tower smithy"`` or ``["tower", "smithy"]``)."""
    if isinstance(cards, str):
        cards = cards.split()
    return [CARD_INDEX[c] for c in cards]


def _counts(cards: Mapping[str, int] | Sequence[str] | str) -> list[int]:
    counts = [0] * NK
    if isinstance(cards, Mapping):
        for card, n in cards.items():
            counts[CARD_INDEX[card]] += n
    else:
        for k in ids(cards):
            counts[k] += 1
    return counts


def _release(state: SanJuanState, counts: list[int]) -> None:
    """Put cards (by kind) on the discard pile, unseen."""
    for k, n in enumerate(counts):
        state.discard[k] += n
        state.discard_size += n


def _take(state: SanJuanState, card: int) -> None:
    """Take one card of kind ``card`` out of the draw pile, else the discard pile."""
    if card in state.deck:
        state.deck.remove(card)
    elif state.discard[card]:
        state.discard[card] -= 1
        state.discard_size -= 1
        for seat in range(state.players):
            at = seat * NK + card
            state.seen[at] = min(state.seen[at], state.discard[card])
    else:
        raise AssertionError(f"no {CARDS[card].id} left in the draw or discard pile")


def set_hand(
    state: SanJuanState, seat: int, cards: Mapping[str, int] | Sequence[str] | str
) -> None:
    """Replace ``seat``'s hand by ``cards`` (the old hand goes to the discard pile)."""
    base = seat * NK
    _release(state, state.hands[base : base + NK])
    counts = _counts(cards)
    for k, n in enumerate(counts):
        for _ in range(n):
            _take(state, k)
    state.hands[base : base + NK] = counts
    state.hand_size[seat] = sum(counts)
    state.known[base : base + NK] = [0] * NK
    state.known_size[seat] = 0
    state._legal = None


def set_city(
    state: SanJuanState,
    seat: int,
    cards: Mapping[str, int] | Sequence[str] | str,
    *,
    goods: Mapping[str, int] | None = None,
    chapel: int | None = None,
) -> None:
    """Replace ``seat``'s city by ``cards`` (old buildings and goods go to the discard
    pile); ``goods`` puts goods on its production buildings, ``chapel`` puts that many
    cards under its Chapel."""
    base = seat * NK
    _release(state, state.city[base : base + NK])
    for card in state.good_cards[seat]:
        _release(state, [1 if k == card else 0 for k in range(NK)])
    state.good_cards[seat] = []
    counts = _counts(cards)
    for k, n in enumerate(counts):
        for _ in range(n):
            _take(state, k)
    state.city[base : base + NK] = counts
    state.city_size[seat] = sum(counts)
    state.goods[seat * NG : seat * NG + NG] = [0] * NG
    for good, n in (goods or {}).items():
        g = GOODS.index(good)
        assert n <= counts[g], f"{n} {good} goods need as many production buildings"
        state.goods[seat * NG + g] = n
        for _ in range(n):
            state.good_cards[seat].append(_any_card(state))
    if chapel is not None:
        _release(state, state.chapel[base : base + NK])
        state.chapel[base : base + NK] = [0] * NK
        for _ in range(chapel):
            state.chapel[base + _any_card(state)] += 1
        state.chapel_size[seat] = chapel
    state._legal = None


def _any_card(state: SanJuanState) -> int:
    """Take a card of the most common kind left in the draw and discard piles (so rare
    cards stay available for the test) and return its kind."""
    left = [state.deck.count(k) + state.discard[k] for k in range(NK)]
    kind = max(range(NK), key=left.__getitem__)
    if not left[kind]:
        raise AssertionError("no card left to take")
    _take(state, kind)
    return kind


def stack_deck(state: SanJuanState, cards: Sequence[str] | str) -> None:
    """Make the draw pile exactly ``cards`` (the rest of it goes to the discard pile);
    the last card is on top (``rig_draws`` names the next draws in order)."""
    wanted = ids(cards)
    for card in wanted:
        _take(state, card)
    _release(state, [state.deck.count(k) for k in range(NK)])
    state.deck = wanted
    state._legal = None


def rig_draws(state: SanJuanState, cards: Sequence[str] | str) -> None:
    """The next draws take ``cards``, in this order ("the top cards of the draw pile are
    ..."), then draws go on at random. The cards are moved to the top of the draw pile
    (the engine draws from the top; no engine function is replaced, so that the compiled
    engine draws them too)."""
    queue = ids(cards)
    for card in queue:
        _take(state, card)
    state.deck.extend(reversed(queue))  # the top card is the last


def empty_discard(state: SanJuanState) -> None:
    """Move the discard pile into the draw pile (so draws never reshuffle)."""
    for k in range(NK):
        state.deck.extend([k] * state.discard[k])
    state.discard = [0] * NK
    state.discard_size = 0
    state.seen = [0] * (state.players * NK)


def choose(state: SanJuanState, seat: int, role: str) -> None:
    """Let ``seat`` choose ``role`` now (as if it were his turn to choose a role)."""
    state.actor = seat
    state.phase = PH_ROLE
    state.role_owner[ROLE_NAMES.index(role)] = -1
    state.roles_taken &= ~(1 << ROLE_NAMES.index(role))
    state._legal = None
    check_invariants(state)
    state.apply(role)


def hand_of(state: SanJuanState, seat: int) -> dict[str, int]:
    base = seat * NK
    return {c.id: state.hands[base + c.index] for c in CARDS if state.hands[base + c.index]}


def city_of(state: SanJuanState, seat: int) -> dict[str, int]:
    base = seat * NK
    return {c.id: state.city[base + c.index] for c in CARDS if state.city[base + c.index]}


def covered_of(state: SanJuanState, seat: int) -> dict[str, int]:
    base = seat * NK
    return {c.id: state.covered[base + c.index] for c in CARDS if state.covered[base + c.index]}


def goods_of(state: SanJuanState, seat: int) -> dict[str, int]:
    return {
        g: state.goods[seat * NG + i] for i, g in enumerate(GOODS) if state.goods[seat * NG + i]
    }


def legal_texts(state: SanJuanState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def log_texts(state: SanJuanState) -> list[str]:
    return [e.text for e in state.events(everything=True)]


def public_log(state: SanJuanState) -> list[str]:
    return [e.text for e in state.events(None)]


def assert_illegal(state: SanJuanState, action: str, *words: str) -> str:
    """``action`` is rejected, names the rule (and ``words``), and leaves the state."""
    before = state.state_hash()
    try:
        state.apply(action)
    except tradewinds.IllegalActionError as error:
        message = str(error)
    else:
        raise AssertionError(f"{action!r} was accepted")
    assert state.state_hash() == before, f"rejected {action!r} changed the state"
    assert "§" in message or "legal now" in message, message
    for word in words:
        assert word in message, message
    return message


def finish_phase(state: SanJuanState) -> None:
    """Resolve the current role: ``pass`` (else the first legal action) for every
    decision, until a role must be chosen or the game is over."""
    while not state.is_over and state.phase != PH_ROLE:
        legal = {str(a): a for a in state.legal_actions()}
        state.apply(legal["pass"] if "pass" in legal else state.legal_actions()[0])


def roles_left(state: SanJuanState) -> list[str]:
    return [ROLE_NAMES[r] for r, o in enumerate(state.role_owner) if o < 0]
