"""What each seat may see (rules reference §3, §15.8), and determinization for search.

Public: cities, covered buildings, goods (how many, not which cards), hand sizes, the sizes
of the draw and discard piles, the roles, the trading-house tiles revealed so far, the cards
a Gold mine turns up (and which one its owner takes).

Hidden: the cards in other hands; every card lying as a good (from its owner too); the
cards under other players' Chapels (their number too: the owner does not tell it); the
contents of the discard pile, except the cards a seat discarded itself or saw discarded
face up; the draw pile and the order of the face-down tiles. The RNG is hidden too, as it
decides every future draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import rng
from ...core.game import forget_hidden
from .board import NG, NK, PH_KEEP, PH_OVER, PH_PRODUCE, PH_SELL, shuffle
from .data import CARDS, GOODS, NUM_TILES, ROLE_NAMES, TILES, TRADER

if TYPE_CHECKING:
    from .state import SanJuanState


def _cards(counts: list[int]) -> dict[str, int]:
    """A count-per-kind slice as ``{card id: count}`` without zeros, in card order."""
    return {CARDS[k].id: n for k, n in enumerate(counts) if n}


def _tile(index: int) -> dict[str, Any]:
    tile = TILES[index]
    return {"tile": tile.number, "prices": dict(zip(GOODS, tile.prices, strict=True))}


def player_view(state: SanJuanState, seat: int, viewer: int | None) -> dict[str, Any]:
    base = seat * NK
    g0 = seat * NG
    city = state.city[base : base + NK]
    goods = state.goods[g0 : g0 + NG]
    mine = seat == viewer
    hand: list[dict[str, Any]] | None = None
    if mine:
        hand = [
            {
                "id": CARDS[k].id,
                "name": CARDS[k].name,
                "count": n,
                "cost": CARDS[k].cost,
                "vp": CARDS[k].vp,
                "price": state.price(seat, k),
            }
            for k, n in enumerate(state.hands[base : base + NK])
            if n
        ]
    over = state.phase == PH_OVER
    return {
        "seat": seat,
        "name": state.names[seat],
        "governor": seat == state.governor,
        "hand_size": state.hand_size[seat],
        "hand": hand,
        # Cards everybody saw go into this hand (a Gold mine take) and that are still there.
        "known_hand": _cards(state.known[base : base + NK]),
        "city": [
            {
                "id": CARDS[k].id,
                "name": CARDS[k].name,
                "count": n,
                "cost": CARDS[k].cost,
                "vp": CARDS[k].vp,
                **({"goods": goods[k]} if k < NG else {}),
            }
            for k, n in enumerate(city)
            if n
        ],
        "buildings": state.city_size[seat],
        "building_vp": sum(n * c.vp for n, c in zip(city, CARDS, strict=True)),
        "goods": dict(zip(GOODS, goods, strict=True)),
        # The owner does not tell how many cards lie under his Chapel (§10.2).
        "chapel": state.chapel_size[seat] if mine or over else None,
        "chapel_cards": _cards(state.chapel[base : base + NK]) if mine else None,
        "covered": _cards(state.covered[base : base + NK]),
        "library_used": bool(state.lib_used >> seat & 1),
    }


def _pending(state: SanJuanState, viewer: int | None) -> dict[str, Any]:
    """What the current decision is about (public, and the actor's own cards)."""
    data: dict[str, Any] = {}
    if state.building >= 0:
        data["building"] = CARDS[state.building].id
        data["cover"] = CARDS[state.cover].id if state.cover >= 0 else None
        data["due"] = state.due
        data["black_market_goods"] = state.bm
        data["paid"] = state.count
    if state.phase in (PH_PRODUCE, PH_SELL):
        data["allowance"] = state.allowance
        data["done"] = state.count
    if state.left:
        data["left"] = state.left
    if state.revealed:
        data["gold_mine"] = [CARDS[c].id for c in state.revealed]
    if state.drawn:
        data["drawn_count"] = len(state.drawn)
        if viewer == state.actor and state.phase == PH_KEEP:
            data["drawn"] = [CARDS[c].id for c in state.drawn]
    return data


def view(state: SanJuanState, seat: int | None) -> dict[str, Any]:
    """The game's fields of the observation of ``seat`` (``None`` = spectator):
    ``State.view`` adds the envelope and the event log. JSON data, nothing hidden
    leaks."""
    role = state.role
    seen_tiles = min(state.trades, NUM_TILES)
    data: dict[str, Any] = {
        "round": state.round,
        "governor": state.governor,
        "role": ROLE_NAMES[role] if role >= 0 else None,
        "role_chooser": state.chooser if role >= 0 else None,
        "library_doubling": bool(state.lib) if role >= 0 else False,
        "roles": [
            {"role": name, "taken_by": owner if owner >= 0 else None}
            for name, owner in zip(ROLE_NAMES, state.role_owner, strict=True)
        ],
        "draw_pile": len(state.deck),
        "discard_pile": state.discard_size,
        "trading_house": {
            "current": _tile(state.current_tile()) if role == TRADER else None,
            "revealed": [_tile(state.tiles[i]) for i in range(seen_tiles)],
            "unseen": NUM_TILES - seen_tiles,
            "next": _tile(state.tiles[state.trades % NUM_TILES])
            if state.trades >= NUM_TILES
            else None,
        },
        "pending": _pending(state, seat),
        "game_ending": bool(state.ended),
        "players_board": [player_view(state, p, seat) for p in range(state.players)],
        "known_discards": (
            _cards(state.seen[seat * NK : seat * NK + NK]) if seat is not None else {}
        ),
    }
    return data


def determinize(state: SanJuanState, seat: int, seed: int) -> SanJuanState:
    """A copy in which everything hidden from ``seat`` is dealt anew from ``seed``.

    Kept: ``seat``'s hand and Chapel, everything public, the cards everybody knows are in
    a hand (Gold mine takes), the cards ``seat`` knows lie in the discard pile, and the
    size of every pile. Dealt anew, from all the other cards: the other hands, every good,
    the other Chapels, the rest of the discard pile, the draw pile, the cards another
    councillor is looking at; the order of the unseen tiles; the RNG and the game seed.

    The result depends only on what ``seat`` knows and on ``seed``: the hidden cards and
    tiles are dealt from a canonical order (sorted), never from their current one, and
    what the other seats know of the discard pile (hidden from ``seat``) is taken to be
    what ``seat`` knows of it. So determinizing a determinization again gives the same
    state as determinizing the original with the same seed.
    """
    other = state.clone()
    others = [p for p in range(state.players) if p != seat]
    looking = bool(state.drawn) and state.actor != seat
    deck = _hidden_cards(state, seat, others, looking)
    r = shuffle(rng.seed_to_state(seed), deck)

    def deal(count: int) -> list[int]:
        dealt = deck[len(deck) - count :] if count else []
        del deck[len(deck) - count :]
        return dealt

    for p in others:
        base = p * NK
        hand = state.known[base : base + NK]
        for card in deal(state.hand_size[p] - state.known_size[p]):
            hand[card] += 1
        other.hands[base : base + NK] = hand
        chapel = [0] * NK
        for card in deal(state.chapel_size[p]):
            chapel[card] += 1
        other.chapel[base : base + NK] = chapel
    other.good_cards = [deal(len(cards)) for cards in state.good_cards]
    if looking:
        other.drawn = sorted(deal(len(state.drawn)))
    mine = seat * NK
    discard = state.seen[mine : mine + NK]
    for card in deal(state.discard_size - sum(discard)):
        discard[card] += 1
    other.discard = discard
    assert len(deck) == len(state.deck)
    other.deck = deck
    for p in others:
        other.seen[p * NK : p * NK + NK] = state.seen[mine : mine + NK]
    _forget_hidden(state, other, seat, seed, r)
    return other


def _hidden_cards(state: SanJuanState, seat: int, others: list[int], looking: bool) -> list[int]:
    """Every card hidden from ``seat``, in canonical (sorted) order: the draw pile, the
    discards he did not see, the other hands but for their known cards, the other Chapels,
    every good, and the cards another councillor is looking at (``looking``)."""
    mine = seat * NK
    pool = [0] * NK
    for card in state.deck:
        pool[card] += 1
    for k in range(NK):
        pool[k] += state.discard[k] - state.seen[mine + k]
    for p in others:
        base = p * NK
        for k in range(NK):
            pool[k] += state.hands[base + k] - state.known[base + k] + state.chapel[base + k]
    for cards in state.good_cards:
        for card in cards:
            pool[card] += 1
    if looking:
        for card in state.drawn:
            pool[card] += 1
    return [k for k in range(NK) for _ in range(pool[k])]


def _forget_hidden(state: SanJuanState, other: SanJuanState, seat: int, seed: int, r: int) -> None:
    """The rest of what ``seat`` cannot know, in ``other``: the order of the unseen tiles,
    the RNG (from ``r``), the seed, the other seats' private events and the history."""
    # The face-down tiles not yet revealed lie in an unknown order.
    unseen = sorted(other.tiles[min(state.trades, NUM_TILES) :])
    r = shuffle(r, unseen)
    other.tiles[min(state.trades, NUM_TILES) :] = unseen
    # The seed, the log's private events (they would reveal the cards), the history.
    other.rng = forget_hidden(state, other, seat, seed, r)
