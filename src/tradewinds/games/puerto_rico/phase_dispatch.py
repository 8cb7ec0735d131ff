"""The decisions of a puerto_rico state, dispatched: generated from its phase table
(``_PHASE_TABLE`` in ``tradewinds.games.puerto_rico.state``) by
``python -m tradewinds.build --fields``; do not edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tradewinds.core.actions import Action
from tradewinds.core.machine import no_actions, no_decision
from tradewinds.games.puerto_rico.expansions.new_buildings import (
    apply_draft,
    apply_guest,
    legal_draft,
    legal_guest,
)
from tradewinds.games.puerto_rico.roles.buccaneer import (
    apply_buccaneer,
    apply_raid,
    legal_buccaneer,
    legal_raid,
)
from tradewinds.games.puerto_rico.roles.builder import (
    apply_black_market,
    apply_build,
    apply_university,
    legal_black_market,
    legal_build,
    legal_university,
)
from tradewinds.games.puerto_rico.roles.captain import (
    apply_exchange,
    apply_keep,
    apply_load,
    apply_load_amount,
    apply_small_wharf,
    apply_warehouse,
    legal_exchange,
    legal_keep,
    legal_load,
    legal_load_amount,
    legal_small_wharf,
    legal_warehouse,
)
from tradewinds.games.puerto_rico.roles.craftsman import (
    apply_craftsman_privilege,
    apply_produce,
    legal_craftsman_privilege,
    legal_produce,
)
from tradewinds.games.puerto_rico.roles.mayor import (
    apply_mayor_piece,
    apply_mayor_privilege,
    apply_place,
    apply_villa,
    legal_mayor_piece,
    legal_mayor_privilege,
    legal_place,
    legal_villa,
)
from tradewinds.games.puerto_rico.roles.round import apply_role, legal_role
from tradewinds.games.puerto_rico.roles.settler import (
    apply_hacienda,
    apply_hospice,
    apply_hunting,
    apply_settle,
    apply_tile_as,
    legal_hacienda,
    legal_hospice,
    legal_hunting,
    legal_settle,
    legal_tile_as,
)
from tradewinds.games.puerto_rico.roles.trader import apply_sell, legal_sell

if TYPE_CHECKING:
    from tradewinds.games.puerto_rico.state import PuertoRicoState


def legal(s: PuertoRicoState) -> list[Action]:
    phase = s.phase
    if phase == 0:  # choose_role
        return legal_role(s)
    if phase == 1:  # settler_hacienda
        return legal_hacienda(s)
    if phase == 2:  # settler_pick
        return legal_settle(s)
    if phase == 3:  # settler_hospice
        return legal_hospice(s)
    if phase == 4:  # mayor_privilege
        return legal_mayor_privilege(s)
    if phase == 5:  # mayor_place
        return legal_place(s)
    if phase == 6:  # builder_build
        return legal_build(s)
    if phase == 7:  # builder_university
        return legal_university(s)
    if phase == 8:  # craftsman_privilege
        return legal_craftsman_privilege(s)
    if phase == 9:  # trader_sell
        return legal_sell(s)
    if phase == 10:  # captain_load
        return legal_load(s)
    if phase == 11:  # captain_warehouse
        return legal_warehouse(s)
    if phase == 12:  # captain_keep
        return legal_keep(s)
    if phase == 13:  # game_over
        return no_actions(s)
    if phase == 14:  # draft
        return legal_draft(s)
    if phase == 15:  # place_drawn_tile
        return legal_tile_as(s)
    if phase == 16:  # settler_hunting_lodge
        return legal_hunting(s)
    if phase == 17:  # mayor_villa
        return legal_villa(s)
    if phase == 18:  # mayor_take_piece
        return legal_mayor_piece(s)
    if phase == 19:  # builder_black_market
        return legal_black_market(s)
    if phase == 20:  # captain_royal_supplier
        return legal_exchange(s)
    if phase == 21:  # captain_small_wharf
        return legal_small_wharf(s)
    if phase == 22:  # captain_load_amount
        return legal_load_amount(s)
    if phase == 23:  # buccaneer
        return legal_buccaneer(s)
    if phase == 24:  # buccaneer_raid
        return legal_raid(s)
    if phase == 25:  # guest_house
        return legal_guest(s)
    if phase == 26:  # craftsman_produce
        return legal_produce(s)
    raise AssertionError(f"unknown decision {phase}")


def apply(s: PuertoRicoState, action: Action) -> None:
    phase = s.phase
    if phase == 0:  # choose_role
        apply_role(s, action)
    elif phase == 1:  # settler_hacienda
        apply_hacienda(s, action)
    elif phase == 2:  # settler_pick
        apply_settle(s, action)
    elif phase == 3:  # settler_hospice
        apply_hospice(s, action)
    elif phase == 4:  # mayor_privilege
        apply_mayor_privilege(s, action)
    elif phase == 5:  # mayor_place
        apply_place(s, action)
    elif phase == 6:  # builder_build
        apply_build(s, action)
    elif phase == 7:  # builder_university
        apply_university(s, action)
    elif phase == 8:  # craftsman_privilege
        apply_craftsman_privilege(s, action)
    elif phase == 9:  # trader_sell
        apply_sell(s, action)
    elif phase == 10:  # captain_load
        apply_load(s, action)
    elif phase == 11:  # captain_warehouse
        apply_warehouse(s, action)
    elif phase == 12:  # captain_keep
        apply_keep(s, action)
    elif phase == 13:  # game_over
        no_decision(s, action)
    elif phase == 14:  # draft
        apply_draft(s, action)
    elif phase == 15:  # place_drawn_tile
        apply_tile_as(s, action)
    elif phase == 16:  # settler_hunting_lodge
        apply_hunting(s, action)
    elif phase == 17:  # mayor_villa
        apply_villa(s, action)
    elif phase == 18:  # mayor_take_piece
        apply_mayor_piece(s, action)
    elif phase == 19:  # builder_black_market
        apply_black_market(s, action)
    elif phase == 20:  # captain_royal_supplier
        apply_exchange(s, action)
    elif phase == 21:  # captain_small_wharf
        apply_small_wharf(s, action)
    elif phase == 22:  # captain_load_amount
        apply_load_amount(s, action)
    elif phase == 23:  # buccaneer
        apply_buccaneer(s, action)
    elif phase == 24:  # buccaneer_raid
        apply_raid(s, action)
    elif phase == 25:  # guest_house
        apply_guest(s, action)
    elif phase == 26:  # craftsman_produce
        apply_produce(s, action)
    else:
        raise AssertionError(f"unknown decision {phase}")
