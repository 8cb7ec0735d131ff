"""Game end and final fortune (rules reference §13, §15), and mortgage edge cases (§14)."""

from __future__ import annotations

import pytest

import tradewinds
from tests.manila.scenario import (
    begin_voyage,
    dice,
    everyone_passes,
    log_texts,
    new,
    pass_auction,
    play,
    put,
    set_boats,
    set_cash,
    set_prices,
    set_shares,
)
from tradewinds.games.manila.board import PH_BID


def test_mn_dx_10_game_end() -> None:
    """MN-DX-10 (§15): silk price 20; Q has cash 40, 1 silk share (unmortgaged) and 1 jade
    share (mortgaged), jade price 10. Silk arrives this voyage: silk -> 30, the game ends
    after this voyage; Q's fortune = 40 + 30 + 10 - 15 = 65."""
    state = new(4, oldest=0)
    set_prices(state, silk=20, jade=10)
    set_cash(state, 3, 40)
    set_shares(state, 3, {"silk": 1}, mortgaged={"jade": 1})
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, silk=12)
    with dice(state, 1, 2, 1, 1, 1, 1, 1):
        everyone_passes(state)
    assert state.is_over and state.current_player is None
    assert state.legal_actions() == []
    assert "Silk reached 30: the game is over." in log_texts(state)
    result = state.result()
    q = result["scores"][3]
    assert q["cash"] == 40 and q["share_value"] == 40 and q["mortgage_penalty"] == 15
    assert q["total"] == 65
    assert result["end_triggers"] == ["silk"]
    assert result["prices"]["silk"] == 30
    assert result["rounds"] == 1
    with pytest.raises(tradewinds.IllegalActionError, match="the game is over"):
        state.apply("pass")


def test_no_further_voyage_after_the_end() -> None:
    """§15: the game ends after the price-increase step; prices of other goods still
    rise that voyage."""
    state = new(3, oldest=0)
    set_prices(state, silk=20, nutmeg=5)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, silk=12, nutmeg=12)
    with dice(state, 2, 2, 1, 1, 1):
        everyone_passes(state)
    assert state.is_over and state.voyage == 1
    assert state.price == [0, 2, 4, 0]
    assert not any(t.startswith("Voyage 2") for t in log_texts(state))


def test_shared_victory() -> None:
    """§15 / reference §18.11: equal fortunes share the victory."""
    state = new(3, oldest=0)
    set_prices(state, silk=20)
    for seat in range(3):
        set_shares(state, seat, {})
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, silk=12)
    with dice(state, 1, 2, 1, 1, 1, 1, 1):
        everyone_passes(state)
    result = state.result()
    assert result["winners"] == [0, 1, 2] and result["shared_win"]
    assert [s["rank"] for s in result["scores"]] == [1, 1, 1]


def test_ranking_by_fortune() -> None:
    state = new(4, oldest=0)
    set_prices(state, jade=20)
    for seat in range(4):
        set_shares(state, seat, {})
    set_shares(state, 2, {"jade": 2})
    set_shares(state, 1, {"jade": 1}, mortgaged={"jade": 1})
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    set_boats(state, jade=12)
    with dice(state, 1, 1, 2, 1, 1, 1, 1):
        everyone_passes(state)
    result = state.result()
    totals = [s["total"] for s in result["scores"]]
    assert totals == [30, 30 + 60 - 15, 30 + 60, 30]
    assert result["ranking"] == [2, 1, 0, 3] and result["winners"] == [2]
    assert not result["shared_win"]


def test_mortgage_then_redeem_then_mortgage_again() -> None:
    """§14: mortgage +12; redeem 15; a redeemed share may be mortgaged again later; each
    share still mortgaged at the end costs 15."""
    state = new(4, oldest=0)
    set_shares(state, 0, {"silk": 1})
    play(state, (0, "mortgage silk"))
    assert state.cash[0] == 42
    play(state, (0, "pass"), "pass", "pass", "pass")  # Ann keeps the harbour (no bids)
    assert state.mort[2] == 1
    # next voyage: Ann opens and redeems; the voyage after, she mortgages again
    state.apply("pass")  # no share
    state.apply("load nutmeg silk jade")
    play(state, "start nutmeg 5", "start silk 4")
    everyone_passes(state)
    assert state.phase == PH_BID and state.current_player == 0
    cash = state.cash[0]
    play(state, (0, "redeem silk"))
    assert state.cash[0] == cash - 15 and state.held[2] == 1 and state.mort[2] == 0
    play(state, (0, "pass"))
    pass_auction(state)
    state.apply("pass")
    state.apply("load nutmeg silk jade")
    play(state, "start nutmeg 5", "start silk 4")
    everyone_passes(state)
    play(state, (0, "mortgage silk"))
    assert state.mort[2] == 1
    assert state.result()["scores"][0]["mortgage_penalty"] == 15


def test_mortgaged_shares_still_count_their_price() -> None:
    """§14/§15: mortgaged shares still belong to the player and count their price."""
    state = new(3, oldest=0)
    set_prices(state, ginseng=20)
    for seat in range(3):
        set_shares(state, seat, {})
    set_shares(state, 1, {}, mortgaged={"ginseng": 3})
    begin_voyage(state, "ginseng silk jade", (5, 4, 0))
    set_boats(state, ginseng=12)
    with dice(state, 2, 1, 1, 1, 1, 1, 1):
        everyone_passes(state)
    assert state.result()["scores"][1]["total"] == 30 + 90 - 45


def test_payment_never_leaves_negative_cash() -> None:
    """§14: a player never pays more than cash + 12 x unmortgaged shares (bids, shares,
    placements), so cash never goes below 0."""
    state = new(3, oldest=0)
    set_cash(state, 0, 0)
    set_shares(state, 0, {"jade": 1})
    play(state, "bid 12", "pass", "pass")
    assert state.cash[0] == 0 and state.mort[3] == 1


def test_plundered_accomplices_count_for_nothing() -> None:
    """§9.2/§12 B: a plundered boat sent to the harbour pays no boat value."""
    state = new(4, oldest=0)
    begin_voyage(state, "nutmeg silk jade", (4, 5, 0))
    put(state, 0, "pirate_captain")
    put(state, 2, "boat_nutmeg_1")
    with dice(state, 3, 1, 1, 3, 1, 1, 3, 1, 1):
        everyone_passes(state)
    play(state, (0, "send nutmeg to harbor"))
    assert state.cash[2] == 30 and state.price[1] == 1
