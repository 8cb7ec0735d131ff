"""Build a San Juan position from readable arguments (docs/positions.md).

>>> from tradewinds.games.san_juan import position
>>> game = position(
...     2, governor=0,
...     seats=[{"hand": ["smithy", "library", "sugar_mill"],
...             "city": ["indigo_plant", "sugar_mill"], "goods": ["indigo"]},
...            {"hand": ["tower"], "city": ["indigo_plant", "chapel"], "chapel": ["well"]}],
...     chance=["silver_smelter", "coffee_roaster"],
... )
>>> game.current_player, game.view(0)["decision"]
(0, 'choose_role')
>>> game.apply("prospector")                     # seat 0 draws the silver smelter
>>> sorted(card["id"] for card in game.view(0)["players_board"][0]["hand"])
['library', 'silver_smelter', 'smithy', 'sugar_mill']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ...core.errors import InvalidStateError
from ...core.game import State, new_game
from ...core.position import Seats, counts, finish, round_arg, seat_specs
from .board import NG, NK
from .data import CARDS, CHAPEL, GOODS

SEAT_KEYS: Final = ("hand", "city", "goods", "chapel")
CARD_IDS: Final = tuple(c.id for c in CARDS)


def position(
    players: int,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
    governor: int = 0,
    round: int = 1,
    seats: Seats = (),
    discard: Sequence[str] | Mapping[str, int] = (),
    chance: Sequence[str] = (),
) -> State:
    """A San Juan game at the start of a round: seat ``governor`` chooses a role.

    Per seat: ``hand``, ``city`` and ``chapel`` (the cards under his Chapel) as card ids
    (a list, or ``{id: count}``), and ``goods`` as goods (one card from the top of the draw
    pile lies face down on a production building of that good). Every card is taken from
    the draw pile, and what a given part held before goes back under it, so the game keeps
    its 110 cards; ``discard`` puts cards on the discard pile, and ``chance`` the next
    cards drawn on top of the draw pile. Raises :class:`InvalidStateError` naming the
    problem.
    """
    opts = {**dict(options or {}), "first_governor": governor}
    state: Any = new_game("san_juan", players, seed=seed, options=opts, names=names)
    if state.phase != 1:  # the setup variant's discards come first
        raise InvalidStateError("position() sets up a role choice; play the setup discards first")
    state.round = round_arg(round)
    specs = seat_specs(players, seats, SEAT_KEYS)
    for seat, spec in enumerate(specs):
        _return_cards(state, seat, spec)
    for seat, spec in enumerate(specs):
        _deal_seat_cards(state, seat, spec)
        _check_city(state, seat)
    if discard:
        for kind, n in enumerate(counts(discard, CARD_IDS, "card")):
            _take(state, kind, n, "discard")
            state.discard[kind] += n
            state.discard_size += n
    for seat, spec in enumerate(specs):
        if "goods" in spec:
            _deal_goods(state, seat, counts(spec["goods"], GOODS, "good"))
    return finish(state, chance)


def _deal_seat_cards(state: Any, seat: int, spec: Mapping[str, Any]) -> None:
    """The cards the spec gives ``seat`` in his hand, city and Chapel, from the draw pile."""
    who = f"seat {seat}"
    for part, key, size in (
        ("hands", "hand", "hand_size"),
        ("city", "city", "city_size"),
        ("chapel", "chapel", "chapel_size"),
    ):
        if key in spec:
            wanted = counts(spec[key], CARD_IDS, "card")
            zone = getattr(state, part)
            for kind, n in enumerate(wanted):
                _take(state, kind, n, f"{who} {key}")
                zone[seat * NK + kind] += n
            getattr(state, size)[seat] = sum(zone[seat * NK : seat * NK + NK])


def _deal_goods(state: Any, seat: int, wanted: list[int]) -> None:
    """``wanted[good]`` goods on ``seat``'s production buildings: cards from the draw pile."""
    for good, n in enumerate(wanted):
        for _ in range(n):
            if not state.deck:
                raise InvalidStateError(f"seat {seat} goods: the draw pile is empty")
            state.good_cards[seat].append(state.deck.pop())
        state.goods[seat * NG + good] += n
        if state.goods[seat * NG + good] > state.city[seat * NK + good]:
            raise InvalidStateError(
                f"seat {seat}: {state.goods[seat * NG + good]} {GOODS[good]} goods "
                f"on {state.city[seat * NK + good]} {CARDS[good].id} building(s)"
            )


def _return_cards(state: Any, seat: int, spec: Mapping[str, Any]) -> None:
    """What the given parts of ``seat``'s board held goes under the draw pile."""
    base = seat * NK
    back: list[int] = []
    parts = [("hand", "hands", "hand_size"), ("chapel", "chapel", "chapel_size")]
    if "city" in spec:
        parts.append(("city", "city", "city_size"))
    for key, zone_name, size in parts:
        if key in spec:
            zone = getattr(state, zone_name)
            for kind in range(NK):
                back += [kind] * zone[base + kind]
                zone[base + kind] = 0
            getattr(state, size)[seat] = 0
    if "city" in spec or "goods" in spec:
        back += state.good_cards[seat]
        state.good_cards[seat] = []
        state.goods[seat * NG : seat * NG + NG] = [0] * NG
    state.deck[:0] = back
    state.known[base : base + NK] = [0] * NK
    state.known_size[seat] = 0


def _take(state: Any, kind: int, n: int, what: str) -> None:
    deck = state.deck
    have = deck.count(kind)
    if have < n:
        raise InvalidStateError(
            f"{what}: {n} {CARDS[kind].id} card(s) asked, only {have} left in the draw pile "
            f"({CARDS[kind].count} in the game)"
        )
    for _ in range(n):
        deck.remove(kind)


def _check_city(state: Any, seat: int) -> None:
    city = state.city[seat * NK : seat * NK + NK]
    twice = [CARDS[k].id for k in range(NK) if CARDS[k].is_violet and city[k] > 1]
    if twice:
        raise InvalidStateError(
            f"seat {seat}: a city holds each violet building once, not {', '.join(twice)} twice"
        )
    if state.chapel_size[seat] and not city[CHAPEL]:
        raise InvalidStateError(f"seat {seat}: cards under a Chapel, but no Chapel in the city")


__all__ = ["position"]
