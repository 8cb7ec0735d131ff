"""The decisions of a san_juan state, dispatched: generated from its phase table
(``_PHASE_TABLE`` in ``tradewinds.games.san_juan.state``) by
``python -m tradewinds.build --fields``; do not edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tradewinds.core.actions import Action
from tradewinds.core.machine import no_actions, no_decision
from tradewinds.games.san_juan.roles.builder import (
    apply_black_market,
    apply_build,
    apply_cover,
    apply_pay,
    legal_black_market,
    legal_build,
    legal_cover,
    legal_pay,
)
from tradewinds.games.san_juan.roles.choice import (
    apply_library,
    apply_role,
    legal_library,
    legal_role,
)
from tradewinds.games.san_juan.roles.councillor import apply_council_discard, apply_keep, legal_keep
from tradewinds.games.san_juan.roles.governor import (
    apply_chapel,
    apply_hand_limit,
    apply_setup_discard,
    legal_chapel,
)
from tradewinds.games.san_juan.roles.hand import legal_hand_discard
from tradewinds.games.san_juan.roles.producer import apply_produce, legal_produce
from tradewinds.games.san_juan.roles.prospector import apply_gold_mine, legal_gold_mine
from tradewinds.games.san_juan.roles.trader import apply_sell, legal_sell

if TYPE_CHECKING:
    from tradewinds.games.san_juan.state import SanJuanState


def legal(s: SanJuanState) -> list[Action]:
    phase = s.phase
    if phase == 0:  # setup_discard
        return legal_hand_discard(s)
    if phase == 1:  # choose_role
        return legal_role(s)
    if phase == 2:  # library
        return legal_library(s)
    if phase == 3:  # builder_build
        return legal_build(s)
    if phase == 4:  # builder_crane
        return legal_cover(s)
    if phase == 5:  # builder_black_market
        return legal_black_market(s)
    if phase == 6:  # builder_pay
        return legal_pay(s)
    if phase == 7:  # producer_produce
        return legal_produce(s)
    if phase == 8:  # trader_sell
        return legal_sell(s)
    if phase == 9:  # councillor_keep
        return legal_keep(s)
    if phase == 10:  # councillor_discard
        return legal_hand_discard(s)
    if phase == 11:  # gold_mine
        return legal_gold_mine(s)
    if phase == 12:  # chapel
        return legal_chapel(s)
    if phase == 13:  # hand_limit
        return legal_hand_discard(s)
    if phase == 14:  # game_over
        return no_actions(s)
    raise AssertionError(f"unknown decision {phase}")


def apply(s: SanJuanState, action: Action) -> None:
    phase = s.phase
    if phase == 0:  # setup_discard
        apply_setup_discard(s, action)
    elif phase == 1:  # choose_role
        apply_role(s, action)
    elif phase == 2:  # library
        apply_library(s, action)
    elif phase == 3:  # builder_build
        apply_build(s, action)
    elif phase == 4:  # builder_crane
        apply_cover(s, action)
    elif phase == 5:  # builder_black_market
        apply_black_market(s, action)
    elif phase == 6:  # builder_pay
        apply_pay(s, action)
    elif phase == 7:  # producer_produce
        apply_produce(s, action)
    elif phase == 8:  # trader_sell
        apply_sell(s, action)
    elif phase == 9:  # councillor_keep
        apply_keep(s, action)
    elif phase == 10:  # councillor_discard
        apply_council_discard(s, action)
    elif phase == 11:  # gold_mine
        apply_gold_mine(s, action)
    elif phase == 12:  # chapel
        apply_chapel(s, action)
    elif phase == 13:  # hand_limit
        apply_hand_limit(s, action)
    elif phase == 14:  # game_over
        no_decision(s, action)
    else:
        raise AssertionError(f"unknown decision {phase}")
