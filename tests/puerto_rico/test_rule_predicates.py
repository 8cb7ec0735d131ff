"""Each rule once (issue 18): every rule that decides whether a move is legal is one
predicate (a ``*_refusal`` function) that both the legal-move generation and
``why_illegal`` use. Over random games of every expansion: an action of the pending
decision is legal if and only if its rule's predicate allows it, and a refused action's
reason is the sentence of the rule the predicate names (its catalog message is
``pr-why-<key>``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tradewinds
from tradewinds.core.actions import Action
from tradewinds.games.puerto_rico.actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_KEEP,
    K_LOAD,
    K_PASS,
    K_PLACE,
    K_PLANT,
    K_QUARRY,
    K_ROLE,
    K_SELL,
    K_UNPLACE,
    K_WAREHOUSE,
    K_WHARF,
)
from tradewinds.games.puerto_rico.board import (
    ACTION_KINDS_BY_PHASE,
    PH_BLACK_MARKET,
    PH_BUCCANEER,
    PH_BUILD,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_DRAFT,
    PH_EXCHANGE,
    PH_GUEST,
    PH_HUNTING,
    PH_KEEP,
    PH_LOAD,
    PH_LOAD_AMOUNT,
    PH_PLACE,
    PH_ROLE,
    PH_SELL,
    PH_SETTLE,
    PH_WAREHOUSE,
    SPOTS,
)
from tradewinds.games.puerto_rico.data import EXPANSION_RULES, EXPANSIONS, QUARRY
from tradewinds.games.puerto_rico.expansion_actions import (
    K_AMOUNT,
    K_DISCARD,
    K_DRAFT,
    K_EXCHANGE,
    K_FOREST,
    K_GUEST,
    K_KIDNAP,
    K_PIRACY,
    K_PLACE_NOBLE,
    K_PLUNDER,
    K_POST,
    K_RAID,
    K_RETURN_GOOD,
    K_RETURN_PIECE,
    K_RETURN_VP,
    K_SMALL_WHARF,
    K_UNPLACE_NOBLE,
)
from tradewinds.games.puerto_rico.expansions.new_buildings import (
    draft_refusal,
    guest_refusal,
    guest_spots,
)
from tradewinds.games.puerto_rico.layout import GOODS_AT, STRIDE
from tradewinds.games.puerto_rico.roles.buccaneer import (
    kidnap_refusal,
    piracy_refusal,
    plunder_refusal,
    raid_refusal,
)
from tradewinds.games.puerto_rico.roles.builder import (
    build_refusals,
    return_good_refusal,
    return_piece_refusal,
    return_vp_refusal,
)
from tradewinds.games.puerto_rico.roles.captain import (
    amount_refusal,
    exchange_refusal,
    keep_refusal,
    load_pass_refusal,
    load_refusals,
    loads,
    small_wharf_refusal,
    wharf_refusal,
)
from tradewinds.games.puerto_rico.roles.craftsman import extra_refusals
from tradewinds.games.puerto_rico.roles.mayor import place_refusals
from tradewinds.games.puerto_rico.roles.round import role_refusals
from tradewinds.games.puerto_rico.roles.settler import (
    forest_refusal,
    tile_refusals,
)
from tradewinds.games.puerto_rico.roles.trader import discard_refusal, post_refusal, sell_refusals
from tradewinds.games.puerto_rico.state import PuertoRicoState

EVERY = 2  # one position in EVERY is checked
GAMES = 3  # per configuration
CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (4, {}),
    (3, {"edition": "deluxe"}),
    (2, {"expansions": list(EXPANSIONS)}),
    (4, {"expansions": list(EXPANSIONS)}),
    (5, {"expansions": list(EXPANSIONS)}),
    (3, {"expansions": list(EXPANSIONS), "expansion_rules": list(EXPANSION_RULES)}),
    (5, {"expansions": ["buccaneer", "new_buildings"], "draft": "random"}),
]
# Keys whose words are another rule's sentence, kept as they always read: a full island
# (never asked to pick) reads as no plantation face up; a colonist guest asked of a Guest
# House holding only a noble reads as no circle.
_SAME_WORDS = {
    "island-full": "plantation-face-up",
    "no-colonist-guest": "spot-has-no-circle-guest",
}
# Keys whose sentence has two forms (the article; with the Black Market).
_FORMS = {"already-owned": "already-owned", "too-dear": "too-dear"}
# Not decided by a predicate alone: actions of a decision whose offer depends on where
# the decision stands (the Land Office in the settler or trader phase).
UNDECIDED = object()


def _held(s: PuertoRicoState, seat: int, good: int) -> int:
    return s.board[seat * STRIDE + GOODS_AT + good]


def rule(s: PuertoRicoState, a: Action) -> object:
    """The key the predicate of ``a``'s rule gives now (None: allowed), or UNDECIDED."""
    seat = s.actor
    phase, kind, arg = s.phase, a.kind, a.arg
    if phase == PH_ROLE and kind == K_ROLE:
        if arg >= len(s.roles) or (arg == s.buccaneer_card) != (a is s.actions.buccaneer):
            return UNDECIDED  # not a card of this game: the table's check
        return role_refusals(s, seat)[arg]
    if phase == PH_DRAFT and kind == K_DRAFT:
        return draft_refusal(s, arg)
    if phase == PH_SETTLE:
        if kind == K_PLANT:
            return tile_refusals(s, seat)[arg]
        if kind == K_FOREST:
            return forest_refusal(s, seat) or tile_refusals(s, seat)[arg]
        if kind == K_QUARRY:
            return tile_refusals(s, seat)[QUARRY]
    if phase == PH_PLACE:
        if kind in (K_PLACE, K_PLACE_NOBLE):
            noble = 1 if kind == K_PLACE_NOBLE else 0
            empty = arg in s.empty_circles(seat, SPOTS)
            return place_refusals(s, seat)[noble] or (None if empty else "spot-has-no-circle")
        if kind == K_UNPLACE:
            there = arg in s.colonist_circles(seat, SPOTS)
            return place_refusals(s, seat)[3] or (None if there else "no-colonist-on-spot")
        if kind == K_UNPLACE_NOBLE:
            there = arg in s.noble_circles(seat, SPOTS)
            return place_refusals(s, seat)[3] or (None if there else "no-noble-on-spot")
        if kind == K_DONE:
            return place_refusals(s, seat)[2]
    if phase == PH_BUILD and kind == K_BUILD:
        return dict(build_refusals(s, seat, every=True)).get(arg, "not-in-game")
    if phase == PH_CRAFTSMAN_PRIVILEGE and kind == K_EXTRA:
        return extra_refusals(s, seat)[arg]
    if phase == PH_SELL:
        if kind == K_SELL:
            return sell_refusals(s, seat)[arg]
        if kind == K_POST:
            return post_refusal(s, seat, arg)
    if phase == PH_LOAD:
        if kind == K_LOAD:
            if a.arg2 >= len(s.ship_capacity):
                return UNDECIDED  # no such ship in this game: the table's check
            return load_refusals(s, seat, arg)[a.arg2]
        if kind == K_WHARF:
            return wharf_refusal(s, seat) or (None if _held(s, seat, arg) else "no-good-for-wharf")
        if kind == K_SMALL_WHARF:
            key = small_wharf_refusal(s, seat)
            if key != "no-small-wharf" and not _held(s, seat, arg):
                return "no-good-to-hand-in"
            return key
        if kind == K_PASS:
            return load_pass_refusal(s, seat, bool(loads(s, seat)))
    if phase == PH_WAREHOUSE and kind == K_WAREHOUSE:
        return keep_refusal(s, seat, arg, 0)
    if phase == PH_KEEP and kind == K_KEEP:
        return keep_refusal(s, seat, arg, s.kept[arg])
    if phase == PH_EXCHANGE and kind == K_EXCHANGE:
        return exchange_refusal(s, seat, arg)
    if phase == PH_LOAD_AMOUNT and kind == K_AMOUNT:
        return amount_refusal(s, seat, arg)
    if phase == PH_HUNTING and kind == K_DISCARD:
        return discard_refusal(s, seat, arg, a.arg2)
    if phase == PH_BLACK_MARKET:
        if kind == K_RETURN_PIECE:
            return return_piece_refusal(s, seat, arg, a.arg2)
        if kind == K_RETURN_GOOD:
            return return_good_refusal(s, seat, arg)
        if kind == K_RETURN_VP:
            return return_vp_refusal(s, seat)
    if phase == PH_BUCCANEER:
        if kind == K_PLUNDER:
            return plunder_refusal(s)
        if kind == K_PIRACY:
            return UNDECIDED if arg >= len(s.ship_load) else piracy_refusal(s, arg)
        if kind == K_RAID:
            return raid_refusal(s)
        if kind == K_KIDNAP:
            return kidnap_refusal(s, arg)
    if phase == PH_GUEST and kind == K_GUEST:
        key = guest_refusal(s, seat, a.arg2)
        spot = arg in guest_spots(s, seat)
        return key or (None if spot else "spot-has-no-circle-guest")
    return UNDECIDED


def _check_position(s: PuertoRicoState, seen: set[str]) -> None:
    legal = set(s.legal_actions())
    kinds = ACTION_KINDS_BY_PHASE[s.phase]
    for action in s.actions.actions:
        if action.kind not in kinds:
            continue
        key = rule(s, action)
        if key is UNDECIDED:
            continue
        assert (action in legal) == (key is None), (str(action), key, s.phase)
        if key is None:
            continue
        assert isinstance(key, str)
        seen.add(key)
        reason = s.why_illegal(action)
        phrase = getattr(reason, "phrase", None)
        assert phrase is not None, reason
        expected = f"pr-why-{_SAME_WORDS.get(key, key)}"
        if key in _FORMS:
            assert phrase[0].startswith(expected), (str(action), key, phrase[0])
        else:
            assert phrase[0] == expected, (str(action), key, phrase[0])


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_legal_iff_the_rule_allows_and_the_reason_is_that_rule(
    players: int, options: dict[str, Any]
) -> None:
    seen: set[str] = set()
    for game in range(GAMES):
        seed = 41 * players + game
        state = tradewinds.new_game("puerto_rico", players, seed=seed, options=options)
        assert isinstance(state, PuertoRicoState)
        rng = random.Random(seed)
        move = 0
        while not state.is_over:
            if move % EVERY == 0:
                _check_position(state, seen)
            state.apply(rng.choice(state.legal_actions()))
            move += 1
    # The games reach the base game's main refusals (the check is not vacuous).
    assert {"role-taken", "plantation-face-up", "sold-out", "too-dear"} <= seen, seen
