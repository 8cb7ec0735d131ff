"""Copy a san_juan state's fields: generated from its ``FIELD_TABLE`` in
``tradewinds.games.san_juan.board`` (``python -m tradewinds.build --fields``; do not edit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tradewinds.core.fields import copy_common

if TYPE_CHECKING:
    from tradewinds.games.san_juan.board import Board


def copy_fields(source: Board, target: Board) -> None:
    """Copy every field of ``source`` into ``target``, as ``FIELD_TABLE.copy`` does."""
    copy_common(source, target)
    _copy_1(source, target)
    _copy_2(source, target)


def _copy_1(source: Board, target: Board) -> None:
    target.actions = source.actions
    target.turns_per_round = source.turns_per_round
    target.immediate_end = source.immediate_end
    target.no_rebuild = source.no_rebuild
    target.texts = source.texts
    target.is_over = source.is_over
    target.legal_by_phase = source.legal_by_phase
    target.apply_by_phase = source.apply_by_phase
    target.governor = source.governor
    target.round = source.round
    target.turn = source.turn
    target.phase = source.phase
    target.role = source.role
    target.roles_taken = source.roles_taken
    target.actor = source.actor
    target.chooser = source.chooser
    target.step = source.step
    target.rng = source.rng
    target.trades = source.trades
    target.lib = source.lib
    target.lib_used = source.lib_used
    target.building = source.building
    target.cover = source.cover
    target.due = source.due
    target.bm = source.bm


def _copy_2(source: Board, target: Board) -> None:
    target.count = source.count
    target.allowance = source.allowance
    target.left = source.left
    target.owed = source.owed
    target.ended = source.ended
    target.discard_size = source.discard_size
    target.hands = source.hands[:]
    target.hand_size = source.hand_size[:]
    target.city = source.city[:]
    target.city_size = source.city_size[:]
    target.goods = source.goods[:]
    target.chapel = source.chapel[:]
    target.chapel_size = source.chapel_size[:]
    target.covered = source.covered[:]
    target.deck = source.deck[:]
    target.discard = source.discard[:]
    target.seen = source.seen[:]
    target.known = source.known[:]
    target.known_size = source.known_size[:]
    target.drawn = source.drawn[:]
    target.revealed = source.revealed[:]
    target.tiles = source.tiles[:]
    target.role_owner = source.role_owner[:]
    target.good_cards = [pile[:] for pile in source.good_cards]
