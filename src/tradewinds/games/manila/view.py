"""What each seat may see (rules reference §3.6, §18.12), and determinization for search.

Public: cash, the price track, the open share supply, every space and who holds it, the
boats, how many shares each player owns and how many of them are mortgaged, and the
shares each player bought as harbour master (taken from the open supply in front of
everyone). Secret: which goods a player's shares are (the two dealt at the start, and
which of his shares are mortgaged). The RNG state is hidden too: it decides every
future die roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import rng
from ...core.game import by_name, forget_hidden
from .board import PH_BID, PH_OVER, PH_PLACE
from .data import (
    AREA,
    BERTH_NAMES,
    BOAT_VALUE,
    COST,
    GOODS,
    MANILA,
    NUM_GOODS,
    OTHER_SPACES,
    PAYOUT,
    PRICE_TRACK,
    SCHEDULE,
    SEATS,
    SPACE_IDS,
    share_price,
)

if TYPE_CHECKING:
    from .state import ManilaState


def player_view(state: ManilaState, seat: int, viewer: int | None) -> dict[str, Any]:
    b = seat * 4
    mine = seat == viewer or state.is_over
    held = state.held[b : b + 4]
    mort = state.mort[b : b + 4]
    return {
        "seat": seat,
        "name": state.names[seat],
        "harbor_master": seat == state.hm,
        "cash": state.cash[seat],
        "accomplices_home": state.left[seat],
        "accomplices_placed": sum(1 for o in state.occ if o == seat),
        "passed": bool(state.passed >> seat & 1) and state.phase in (PH_BID, PH_PLACE),
        "share_count": sum(held) + sum(mort),
        "mortgaged_count": sum(mort),
        "bought": by_name(GOODS, state.bought[b : b + 4]),
        # The goods of a player's shares are secret until the end (§3.6).
        "shares": by_name(GOODS, [h + m for h, m in zip(held, mort)]) if mine else None,
        "mortgaged": by_name(GOODS, mort) if mine else None,
        # cash + 12 per unmortgaged share: public (cash and the mortgage count are).
        "funds": state.funds(seat),
    }


def _boat(state: ManilaState, good: int, route: int) -> dict[str, Any]:
    berth = state.berth[good]
    pos = state.pos[good]
    return {
        "good": GOODS[good],
        "route": route,
        "position": None if pos < 0 else ("manila" if pos >= MANILA else pos),
        "berth": BERTH_NAMES[berth] if berth >= 0 else None,
        "plundered": bool(state.plundered >> good & 1),
        "value": BOAT_VALUE[good],
        "die": state.dice[good] or None,
        "seats": [
            {
                "id": SPACE_IDS[s],
                "cost": COST[s],
                "occupant": state.occ[s] if state.occ[s] >= 0 else None,
            }
            for s in SEATS[good]
        ],
    }


def view(state: ManilaState, seat: int | None) -> dict[str, Any]:
    """The game's fields of the observation of ``seat`` (``None`` = spectator):
    ``State.view`` adds the envelope and the event log. JSON data, nothing hidden
    leaks."""
    loaded = state.loaded()
    schedule = SCHEDULE[state.players]
    data: dict[str, Any] = {
        "voyage": state.voyage,
        "harbor_master": state.hm if state.hm >= 0 else None,
        "previous_harbor_master": state.prev_hm if state.prev_hm >= 0 else None,
        "auction": {
            "opener": state.opener,
            "high_bid": state.high_bid,
            "high_bidder": state.high_bidder if state.high_bidder >= 0 else None,
        },
        "price_track": list(PRICE_TRACK),
        "prices": {GOODS[g]: PRICE_TRACK[state.price[g]] for g in range(NUM_GOODS)},
        "share_prices": {GOODS[g]: share_price(state.price[g]) for g in range(NUM_GOODS)},
        "share_supply": by_name(GOODS, state.supply),
        "ashore": GOODS[state.ashore] if state.ashore >= 0 else None,
        "boats": [_boat(state, g, route) for route, g in enumerate(loaded, start=1)],
        "spaces": [
            {
                "id": SPACE_IDS[s],
                "area": AREA[s],
                "cost": COST[s],
                "payout": PAYOUT[s],
                "occupant": state.occ[s] if state.occ[s] >= 0 else None,
            }
            for s in OTHER_SPACES
        ],
        "berths": {
            BERTH_NAMES[k]: next((GOODS[g] for g in loaded if state.berth[g] == k), None)
            for k in range(len(BERTH_NAMES))
        },
        "movement_rounds": state.moves if loaded else 0,
        "placement_rounds": (
            sum(1 for k in schedule[: state.step + 1] if k == 0)
            if loaded and state.phase != PH_OVER
            else 0
        ),
        "players_board": [player_view(state, p, seat) for p in range(state.players)],
    }
    return data


def determinize(state: ManilaState, seat: int, seed: int) -> ManilaState:
    """A copy in which everything hidden from ``seat`` is re-sampled from ``seed``.

    The other players' dealt shares are dealt anew from the multiset ``seat`` can infer
    (5 of each good, minus the open supply, its own shares and the shares the others
    bought in public), each keeping his number of shares and his bought ones; then each
    of them has as many of his shares mortgaged as before, chosen uniformly. Nothing the
    seat saw tells more: a forced mortgage is taken automatically and shows only that a
    share was mortgaged (Manila R13), and a voluntary one names no good either. The RNG
    is replaced, so future dice differ.
    """
    other = state.clone()
    # Stacked dice (stack_chance) are the experimenter's secret: a determinization
    # rolls at random like any other.
    other.chance = ()
    if state.phase == PH_OVER:
        return other  # the final scoring has revealed everything
    r = _deal(state, other, seat, rng.seed_to_state(seed))
    # The seed, the log's private events (they would reveal the true shares), the history.
    other.rng = forget_hidden(state, other, seat, seed, r)
    return other


def _deal(state: ManilaState, other: ManilaState, seat: int, r: int) -> int:
    """Re-deal the shares hidden from ``seat`` into ``other``; return the new RNG state."""
    others = [p for p in range(state.players) if p != seat]
    pool = [0] * NUM_GOODS
    counts: dict[int, int] = {}
    for p in others:
        b = p * 4
        k = 0
        for g in range(NUM_GOODS):
            unknown = state.held[b + g] + state.mort[b + g] - state.bought[b + g]
            pool[g] += unknown
            k += unknown
        counts[p] = k
    for p in others:
        b = p * 4
        shares = list(state.bought[b : b + 4])
        for _ in range(counts[p]):
            r, x = rng.below(r, sum(pool))
            g = 0
            while x >= pool[g]:
                x -= pool[g]
                g += 1
            pool[g] -= 1
            shares[g] += 1
        mortgaged = [0] * NUM_GOODS
        for _ in range(sum(state.mort[b : b + 4])):
            r, x = rng.below(r, sum(shares) - sum(mortgaged))
            g = 0
            while x >= shares[g] - mortgaged[g]:
                x -= shares[g] - mortgaged[g]
                g += 1
            mortgaged[g] += 1
        for g in range(NUM_GOODS):
            other.held[b + g] = shares[g] - mortgaged[g]
            other.mort[b + g] = mortgaged[g]
    return r
