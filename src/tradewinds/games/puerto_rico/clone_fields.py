"""Copy a puerto_rico state's fields: generated from its ``FIELD_TABLE`` in
``tradewinds.games.puerto_rico.board`` (``python -m tradewinds.build --fields``; do not edit)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tradewinds.core.fields import copy_common

if TYPE_CHECKING:
    from tradewinds.games.puerto_rico.board import Board

LISTS: Final[tuple[str, ...]] = (
    "board",
    "role_money",
    "role_owner",
    "goods_supply",
    "face_up",
    "stack",
    "discard",
    "trading_house",
    "building_supply",
    "in_game",
    "ship_good",
    "ship_load",
    "fest_goods",
    "pending_goods",
    "kept",
    "draft_free",
    "frames",
    "cities",
)
NESTED: Final[tuple[str, ...]] = ()


def copy_fields(source: Board, target: Board) -> None:
    """Copy every field of ``source`` into ``target``, as ``FIELD_TABLE.copy`` does."""
    if copy_common(source, target, LISTS, NESTED):
        return
    _copy_1(source, target)
    _copy_2(source, target)
    _copy_3(source, target)


def _copy_1(source: Board, target: Board) -> None:
    target.setup = source.setup
    target.roles = source.roles
    target.ship_capacity = source.ship_capacity
    target.deluxe = source.deluxe
    target.max_space = source.max_space
    target.optional_production = source.optional_production
    target.actions = source.actions
    target.role_actions = source.role_actions
    target.expanded = source.expanded
    target.new_buildings = source.new_buildings
    target.nobles = source.nobles
    target.buccaneer = source.buccaneer
    target.festival = source.festival
    target.rules = source.rules
    target.buccaneer_card = source.buccaneer_card
    target.building_sets = source.building_sets
    target.on_supplies = source.on_supplies
    target.on_setup = source.on_setup
    target.on_building_supply = source.on_building_supply
    target.on_opening = source.on_opening
    target.on_setup_done = source.on_setup_done
    target.on_round_end = source.on_round_end
    target.on_role_chosen = source.on_role_chosen
    target.after_tile = source.after_tile
    target.after_production = source.after_production
    target.after_build = source.after_build
    target.ship_refill = source.ship_refill
    target.view_parts = source.view_parts
    target.legal_by_phase = source.legal_by_phase
    target.apply_by_phase = source.apply_by_phase
    target.guest_house = source.guest_house
    target.guest_hosts = source.guest_hosts
    target.build_lists = source.build_lists
    target.chance = source.chance
    target.governor = source.governor


def _copy_2(source: Board, target: Board) -> None:
    target.round = source.round
    target.turn = source.turn
    target.phase = source.phase
    target.actor = source.actor
    target.chooser = source.chooser
    target.step = source.step
    target.colonist_supply = source.colonist_supply
    target.colonist_ship = source.colonist_ship
    target.vp_supply = source.vp_supply
    target.quarries = source.quarries
    target.end_triggers = source.end_triggers
    target.rng = source.rng
    target.pick = source.pick
    target.placed = source.placed
    target.produced = source.produced
    target.wharf_used = source.wharf_used
    target.captain_loaded = source.captain_loaded
    target.idle = source.idle
    target.warehouse_left = source.warehouse_left
    target.free_circles = source.free_circles
    target.noble_supply = source.noble_supply
    target.noble_ship = source.noble_ship
    target.role = source.role
    target.acting = source.acting
    target.second_pick = source.second_pick
    target.extra_left = source.extra_left
    target.land_used = source.land_used
    target.pending_tile = source.pending_tile
    target.pending_seen = source.pending_seen
    target.bm_building = source.bm_building
    target.bm_short = source.bm_short
    target.bm_used = source.bm_used
    target.small_wharf_used = source.small_wharf_used
    target.royal_seen = source.royal_seen
    target.exchange_left = source.exchange_left


def _copy_3(source: Board, target: Board) -> None:
    target.exchange_kinds = source.exchange_kinds
    target.load_good = source.load_good
    target.load_ship = source.load_ship
    target.keep_left = source.keep_left
    target.raid_left = source.raid_left
    target.noble_taker = source.noble_taker
    target.piece = source.piece
    target.token = source.token
    target.kidnapped = source.kidnapped
    target.kidnapper = source.kidnapper
    target.kidnap_play = source.kidnap_play
    target.fest_tile = source.fest_tile
    target.fest_tile_by = source.fest_tile_by
    target.fest_goods_by = source.fest_goods_by
    target.fest_building = source.fest_building
    target.fest_building_by = source.fest_building_by
    target.board = source.board[:]
    target.role_money = source.role_money[:]
    target.role_owner = source.role_owner[:]
    target.goods_supply = source.goods_supply[:]
    target.face_up = source.face_up[:]
    target.stack = source.stack[:]
    target.discard = source.discard[:]
    target.trading_house = source.trading_house[:]
    target.building_supply = source.building_supply[:]
    target.in_game = source.in_game[:]
    target.ship_good = source.ship_good[:]
    target.ship_load = source.ship_load[:]
    target.fest_goods = source.fest_goods[:]
    target.pending_goods = source.pending_goods[:]
    target.kept = source.kept[:]
    target.draft_free = source.draft_free[:]
    target.frames = source.frames[:]
    target.cities = source.cities[:]
