"""Invariants of every reachable Manila state: the game's plug-in to the conformance
suite (:func:`tradewinds.testing.check_game` checks them after every move it plays), and
checked after each action by the soak tests.

The component counts are written out here on purpose (from the rules reference, §2 and
§3) instead of being read from the engine's tables: a wrong number in ``data.py`` or the
CSV must make these checks fail, not silently move the goal posts.

``check_invariants`` is on the soak's hot path, so it reads the engine's flat lists
directly and keeps to plain loops.
"""

from __future__ import annotations

from typing import Final

from .state import ManilaState

SHARES_PER_GOOD: Final = 5  # §2.1: 20 shares, 5 per good
START_CASH: Final = 30  # §2.5
ACCOMPLICES: Final = {3: 4, 4: 3, 5: 3}  # §2.5 / §3.2
SEATS_PER_BOAT: Final = (3, 3, 3, 4)  # ginseng, nutmeg, silk, jade (§2.2)
FIRST_SEAT: Final = (0, 3, 6, 9)  # seat spaces of each boat in the space table
NUM_SPACES: Final = 24  # 13 boat seats + 3 harbour + 3 shipyard + 2 pirate + 2 pilot + insurance
CAPTAIN: Final = 19
SECOND: Final = 20
PRICE_STEPS: Final = 5  # 0, 5, 10, 20, 30
MANILA: Final = 14


def check_invariants(state: ManilaState) -> None:
    """Assert every conservation law and bound of a Manila state."""
    assert len(state.occ) == NUM_SPACES
    _check_shares(state)
    _check_accomplices(state)
    _check_money(state)
    _check_boats(state)
    _check_prices_and_decisions(state)


def _check_shares(state: ManilaState) -> None:
    """Each good's five shares are in the supply or owned; a bought share stays owned."""
    held, mort, bought, supply = state.held, state.mort, state.bought, state.supply
    for g in range(4):
        total = supply[g]
        assert supply[g] >= 0, f"supply of good {g} is negative"
        for p in range(state.players):
            h, m, b = held[p * 4 + g], mort[p * 4 + g], bought[p * 4 + g]
            assert h >= 0 and m >= 0 and b >= 0, f"seat {p}: negative share count"
            assert b <= h + m, f"seat {p} lost a share he bought"
            total += h + m
        assert total == SHARES_PER_GOOD, f"good {g}: {total} shares instead of 5"


def _check_accomplices(state: ManilaState) -> None:
    """Every accomplice of a player is at home or on exactly one space."""
    n = state.players
    per_player = ACCOMPLICES[n]
    on_board = [0] * n
    for o in state.occ:
        assert -1 <= o < n, f"space occupant {o}"
        if o >= 0:
            on_board[o] += 1
    for p in range(n):
        assert state.left[p] >= 0, f"seat {p}: negative accomplices at home"
        assert on_board[p] + state.left[p] == per_player, (
            f"seat {p}: {on_board[p]} placed + {state.left[p]} at home != {per_player}"
        )


def _check_money(state: ManilaState) -> None:
    """No negative cash; every peso moved between players or through the bank."""
    cash = state.cash
    assert min(cash) >= 0, f"negative cash {cash}"
    assert state.bank_paid >= 0 and state.bank_received >= 0
    assert sum(cash) == START_CASH * state.players + state.bank_paid - state.bank_received, (
        "a peso moved without going through the bank or another player"
    )


def _check_boats(state: ManilaState) -> None:
    """Boat seats filled cheapest first, boats on the routes or berthed once each, berths
    taken from A, start positions within the rules, pirates in order."""
    occ, filled, pos, berth = state.occ, state.filled, state.pos, state.berth
    loaded = [g for g in range(4) if g != state.ashore] if state.ashore >= 0 else []
    berths = []
    for g in range(4):
        seats = range(FIRST_SEAT[g], FIRST_SEAT[g] + SEATS_PER_BOAT[g])
        assert 0 <= filled[g] <= SEATS_PER_BOAT[g]
        for i, s in enumerate(seats):
            assert (occ[s] >= 0) == (i < filled[g]), f"good {g}: seats not cheapest first"
        if g not in loaded:
            assert filled[g] == 0 and pos[g] == -1 and berth[g] == -1
            continue
        assert -1 <= pos[g] <= MANILA
        if berth[g] >= 0:
            berths.append(berth[g])
            if berth[g] < 3:
                assert pos[g] == MANILA, f"good {g} in the harbour at {pos[g]}"
        else:
            assert pos[g] < MANILA, f"good {g} passed 13 without a berth"
    assert len(set(berths)) == len(berths), "two boats in one berth"
    harbor = sorted(b for b in berths if b < 3)
    shipyard = sorted(b - 3 for b in berths if b >= 3)
    assert harbor == list(range(state.harbor_used)), "harbour not filled from A"
    assert shipyard == list(range(state.shipyard_used)), "shipyard not filled from A"
    if loaded and all(pos[g] >= 0 for g in loaded) and state.moves == 0:
        assert sum(pos[g] for g in loaded) == 9, "start positions do not sum to 9"
        assert all(0 <= pos[g] <= 5 for g in loaded), "start position outside 0..5"
    assert occ[SECOND] < 0 or occ[CAPTAIN] >= 0, "second pirate without a captain"


def _check_prices_and_decisions(state: ManilaState) -> None:
    """Prices on the track, the game over exactly at 30, and a real decision pending."""
    assert all(0 <= p < PRICE_STEPS for p in state.price)
    top = any(p == PRICE_STEPS - 1 for p in state.price)
    assert top == state.is_over, "the game ends exactly when a price reaches 30"
    over = state.is_over
    assert (state.current_player is None) == over
    assert bool(state.legal_actions()) != over
    if not over:
        assert len(state.legal_actions()) >= 2, "a forced decision was not taken automatically"
