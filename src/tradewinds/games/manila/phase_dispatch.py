"""The decisions of a manila state, dispatched: generated from its phase table
(``_PHASE_TABLE`` in ``tradewinds.games.manila.state``) by
``python -m tradewinds.build --fields``; do not edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tradewinds.core.actions import Action
from tradewinds.core.machine import no_actions, no_decision
from tradewinds.games.manila.phases.auction import apply_bid, legal_bid
from tradewinds.games.manila.phases.harbor_master import (
    apply_buy,
    apply_load,
    apply_start,
    legal_buy,
    legal_load,
    legal_start,
)
from tradewinds.games.manila.phases.pilots import (
    apply_pilot_large,
    apply_pilot_large2,
    apply_pilot_small,
    legal_pilot,
)
from tradewinds.games.manila.phases.pirates import (
    apply_board,
    apply_plunder,
    legal_board,
    legal_plunder,
)
from tradewinds.games.manila.phases.placement import apply_place, legal_place

if TYPE_CHECKING:
    from tradewinds.games.manila.state import ManilaState


def legal(s: ManilaState) -> list[Action]:
    phase = s.phase
    if phase == 0:  # auction_bid
        return legal_bid(s)
    if phase == 1:  # buy_share
        return legal_buy(s)
    if phase == 2:  # load_goods
        return legal_load(s)
    if phase == 3:  # start_positions
        return legal_start(s)
    if phase == 4:  # place_accomplice
        return legal_place(s)
    if phase == 5:  # pirate_boarding
        return legal_board(s)
    if phase == 6:  # small_pilot
        return legal_pilot(s)
    if phase == 7:  # large_pilot
        return legal_pilot(s)
    if phase == 8:  # large_pilot_second
        return legal_pilot(s)
    if phase == 9:  # plunder_destination
        return legal_plunder(s)
    if phase == 10:  # game_over
        return no_actions(s)
    raise AssertionError(f"unknown decision {phase}")


def apply(s: ManilaState, action: Action) -> None:
    phase = s.phase
    if phase == 0:  # auction_bid
        apply_bid(s, action)
    elif phase == 1:  # buy_share
        apply_buy(s, action)
    elif phase == 2:  # load_goods
        apply_load(s, action)
    elif phase == 3:  # start_positions
        apply_start(s, action)
    elif phase == 4:  # place_accomplice
        apply_place(s, action)
    elif phase == 5:  # pirate_boarding
        apply_board(s, action)
    elif phase == 6:  # small_pilot
        apply_pilot_small(s, action)
    elif phase == 7:  # large_pilot
        apply_pilot_large(s, action)
    elif phase == 8:  # large_pilot_second
        apply_pilot_large2(s, action)
    elif phase == 9:  # plunder_destination
        apply_plunder(s, action)
    elif phase == 10:  # game_over
        no_decision(s, action)
    else:
        raise AssertionError(f"unknown decision {phase}")
