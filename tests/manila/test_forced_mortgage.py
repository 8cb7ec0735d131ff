"""Forced mortgages (rules reference §14; Manila R5, R13; issue 14).

Rulebook: "Quando un giocatore deve fare un pagamento e non ha sufficienti soldi per
coprirlo, DEVE chiedere un prestito" (he must mortgage), and the mortgaged shares are
set aside face down: "metterà da parte le Azioni ipotecate coperte". Which good is
mortgaged never changes an outcome (the final fortune counts every share at its price and
15 per mortgaged share), so a forced mortgage is no decision: the engine takes it at once,
in the fixed order ginseng, nutmeg, silk, jade, and only the payer's private log names the
good. Nothing another seat can see (frame, view, log, determinization) depends on it.
"""

from __future__ import annotations

from typing import Any

from tests.manila.scenario import (
    begin_voyage,
    log_texts,
    new,
    play,
    set_shares,
)
from tradewinds.games.manila.board import PH_BUY, PH_PLACE
from tradewinds.games.manila.data import GOODS
from tradewinds.games.manila.invariants import check_invariants
from tradewinds.games.manila.state import ManilaState


def _cash(state: ManilaState, seat: int, cash: int) -> None:
    """Give ``seat`` this much cash, the difference paid to the bank (the invariants
    check that every peso goes through the bank or a player)."""
    state.bank_received += state.cash[seat] - cash
    state.cash[seat] = cash
    state._legal = None


def test_forced_mortgages_are_taken_at_once_in_the_fixed_order() -> None:
    """§14 "DEVE chiedere un prestito": Ann, 0 in cash, places on harbour space A (cost 4)
    holding jade, silk and ginseng shares: one share is mortgaged at once, the first of
    ginseng, nutmeg, silk, jade she holds (ginseng), with no decision in between."""
    state = new(4, oldest=0)
    _cash(state, 0, 0)
    set_shares(state, 0, {"jade": 1, "silk": 1, "ginseng": 1})
    begin_voyage(state)
    moves = state.move_number
    play(state, (0, "place harbor_a"))
    assert state.move_number == moves + 1  # the placement only: the mortgage is no move
    assert state.phase == PH_PLACE and state.current_player == 1
    assert state.mort[0:4] == [1, 0, 0, 0] and state.held[0:4] == [0, 0, 1, 1]
    assert state.cash[0] == 12 - 4
    assert "Ann mortgages a share to pay 4 (+12)." in log_texts(state)
    assert "You mortgage a ginseng share." in [e.text for e in state.events(0) if e.seat == 0]
    assert not any(str(a).startswith("mortgage") for a in state.history())
    check_invariants(state)


def test_several_forced_mortgages_follow_the_order() -> None:
    """§14: a payment that needs two shares takes them one after the other in the fixed
    order; a good is used up before the next (nutmeg, nutmeg, then silk would follow)."""
    state = new(4, oldest=0)
    _cash(state, 0, 3)
    set_shares(state, 0, {"silk": 1, "nutmeg": 2})
    state.apply("bid 25")
    for _ in range(3):
        state.apply("pass")
    assert state.phase == PH_BUY and state.current_player == 0
    assert state.mort[0:4] == [0, 2, 0, 0] and state.held[0:4] == [0, 0, 1, 0]
    assert state.cash[0] == 3 + 24 - 25
    private = [e.text for e in state.events(0) if e.seat == 0]
    assert private[-2:] == ["You mortgage a nutmeg share.", "You mortgage a nutmeg share."]


def _world(ann: dict[str, int], bob: dict[str, int]) -> ManilaState:
    """Ann (cash 10) wins the auction with 20 and must mortgage one share to pay it.

    The two worlds the tests compare give Ann and Bob the same shares between them (so the
    open supply is the same) but split differently; Cid and Dee keep their dealt shares.
    """
    state = new(4, oldest=0)
    set_shares(state, 0, ann)
    set_shares(state, 1, bob)
    _cash(state, 0, 10)
    state.apply("bid 20")
    for _ in range(3):
        state.apply("pass")
    assert state.phase == PH_BUY and state.mortgaged_of(0) == 1
    return state


# Ann's shares are of two goods (ginseng is mortgaged) or of one (silk is mortgaged):
# before issue 14 only the first asked her a decision, in front of everyone.
TWO_GOODS = ({"ginseng": 1, "silk": 1}, {"silk": 1, "nutmeg": 1})
ONE_GOOD = ({"silk": 2}, {"ginseng": 1, "nutmeg": 1})


def _frame(state: ManilaState, seat: int | None) -> dict[str, Any]:
    """What a state frame of the server carries for ``seat`` (a spectator for ``None``):
    its view with its log, whose turn it is and, for the seat to act, its choices."""
    mine = seat is not None and state.current_player == seat
    return {
        "view": state.view(seat),
        "current_player": state.current_player,
        "legal": [str(a) for a in state.legal_actions()] if mine else [],
    }


def _without_own_shares(frame: dict[str, Any], seat: int) -> dict[str, Any]:
    """``frame`` without the seat's own share goods (which differ between the worlds)."""
    board = frame["view"]["players_board"]
    own = dict(board[seat], shares=None, mortgaged=None)
    players = [own if p == seat else entry for p, entry in enumerate(board)]
    return dict(frame, view=dict(frame["view"], players_board=players))


def test_no_frame_view_or_log_of_another_seat_shows_the_mortgaged_good() -> None:
    """§14, the mortgaged shares lie face down ("coperte"): another seat's frame, view and
    log are the same whichever good Ann had to mortgage and whether her shares were of one
    good or two; only her own private log names it."""
    a = _world(*TWO_GOODS)
    b = _world(*ONE_GOOD)
    assert a.mort[0:4] == [1, 0, 0, 0] and b.mort[0:4] == [0, 0, 1, 0]
    assert a.move_number == b.move_number
    for seat in (2, 3, None):
        assert _frame(a, seat) == _frame(b, seat)
    # Bob's own shares differ between the worlds; what he sees of Ann does not.
    assert _without_own_shares(_frame(a, 1), 1) == _without_own_shares(_frame(b, 1), 1)
    for state, good in ((a, "ginseng"), (b, "silk")):
        assert "Ann mortgages a share to pay 20 (+12)." in [e.text for e in state.events(None)]
        for seat in (1, 2, 3, None):
            for event in state.events(seat):
                if "mortgage" in event.text:
                    assert not any(g in event.text for g in GOODS), event.text
        view = state.view(1)["players_board"][0]
        assert view["shares"] is None and view["mortgaged"] is None
        assert view["mortgaged_count"] == 1 and view["share_count"] == 2
        assert f"You mortgage a {good} share." in [e.text for e in state.events(0)]


def test_determinize_after_a_forced_mortgage_is_consistent_and_learns_nothing() -> None:
    """Manila R13: a determinization for another seat keeps everything that seat saw
    (its view, everyone's share and mortgage counts, the bought shares) and, since the
    mortgage showed no good, is the same in both worlds for the same seed."""
    a = _world(*TWO_GOODS)
    b = _world(*ONE_GOOD)
    mortgaged_goods = set()
    for seat in (2, 3):
        for seed in range(30):
            da = a.determinize(seat, seed)
            assert da.to_json() == b.determinize(seat, seed).to_json()
            check_invariants(da)
            assert da.view(seat) == a.view(seat)
            for p in range(4):
                assert da.shares_of(p) == a.shares_of(p)
                assert da.mortgaged_of(p) == a.mortgaged_of(p)
            assert da.held[seat * 4 : seat * 4 + 4] == a.held[seat * 4 : seat * 4 + 4]
            assert not any(e.seat == 0 for e in da.events(everything=True))
            mortgaged_goods.add(tuple(da.mort[0:4]))
            da.apply(da.legal_actions()[0])  # the determinization plays on
    assert len(mortgaged_goods) > 1  # which of Ann's shares is mortgaged is re-sampled
