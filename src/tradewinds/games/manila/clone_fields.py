"""Copy a manila state's fields: generated from its ``FIELD_TABLE`` in
``tradewinds.games.manila.board`` (``python -m tradewinds.build --fields``; do not edit)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tradewinds.core.fields import copy_common

if TYPE_CHECKING:
    from tradewinds.games.manila.board import Board

LISTS: Final[tuple[str, ...]] = (
    "cash",
    "left",
    "held",
    "mort",
    "bought",
    "supply",
    "price",
    "occ",
    "pos",
    "berth",
    "filled",
    "dice",
)
NESTED: Final[tuple[str, ...]] = ()


def copy_fields(source: Board, target: Board) -> None:
    """Copy every field of ``source`` into ``target``, as ``FIELD_TABLE.copy`` does."""
    if copy_common(source, target, LISTS, NESTED):
        return
    target.accomplices = source.accomplices
    target.schedule = source.schedule
    target.variant = source.variant
    target.unplundered_harbor = source.unplundered_harbor
    target.actions = source.actions
    target.chance = source.chance
    target.legal_by_phase = source.legal_by_phase
    target.apply_by_phase = source.apply_by_phase
    target.phase = source.phase
    target.actor = source.actor
    target.voyage = source.voyage
    target.hm = source.hm
    target.prev_hm = source.prev_hm
    target.opener = source.opener
    target.high_bid = source.high_bid
    target.high_bidder = source.high_bidder
    target.passed = source.passed
    target.free = source.free
    target.step = source.step
    target.turn = source.turn
    target.moves = source.moves
    target.board_from = source.board_from
    target.board_stage = source.board_stage
    target.protected = source.protected
    target.pilot_first = source.pilot_first
    target.pending = source.pending
    target.plundered = source.plundered
    target.harbor_used = source.harbor_used
    target.shipyard_used = source.shipyard_used
    target.ashore = source.ashore
    target.rng = source.rng
    target.bank_paid = source.bank_paid
    target.bank_received = source.bank_received
    target.cash = source.cash[:]
    target.left = source.left[:]
    target.held = source.held[:]
    target.mort = source.mort[:]
    target.bought = source.bought[:]
    target.supply = source.supply[:]
    target.price = source.price[:]
    target.occ = source.occ[:]
    target.pos = source.pos[:]
    target.berth = source.berth[:]
    target.filled = source.filled[:]
    target.dice = source.dice[:]
