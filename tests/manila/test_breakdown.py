"""The final fortune explained (State.score_breakdown): cash, each good's shares at its
final price, minus 15 per share still mortgaged (§15: «Ogni giocatore conta la propria
cassa (i Pesos) e ci aggiunge il valore delle Azioni che possiede [...] Dall'importo
ottenuto, si dovranno sottrarre 15 Pesos per ogni Azione ipotecata posseduta.»). The rules
give no tie-break: equal fortunes share the victory."""

from __future__ import annotations

import random

from tradewinds import new_game
from tradewinds.games import manila

NAMES = ["Ann", "Ben", "Cid"]


def test_lines_add_up_to_the_final_fortune() -> None:
    """Every seat's lines sum to the total of result()."""
    for seed in (1, 2):
        state = new_game("manila", 3, seed=seed, names=NAMES)
        chooser = random.Random(seed)
        while not state.is_over:
            state.apply(chooser.choice(state.legal_actions()))
        result = state.result()
        breakdown = state.score_breakdown()
        assert breakdown["over"] and breakdown["unit"] == "pesos"
        for entry, score in zip(breakdown["players"], result["scores"], strict=True):
            assert sum(line["value"] for line in entry["lines"]) == score["total"]


def test_shares_at_their_price_and_the_mortgage_penalty() -> None:
    """§15: 2 jade shares at 20 and one mortgaged silk share at 10: 40 + 10 - 15."""
    state = manila.position(
        3,
        names=NAMES,
        prices={"jade": 20, "silk": 10, "ginseng": 0, "nutmeg": 0},
        seats={0: {"cash": 30, "shares": {"jade": 2}, "mortgaged": {"silk": 1}}},
    )
    lines = {line["item"]: line for line in state.score_breakdown()["players"][0]["lines"]}
    assert lines["cash"]["value"] == 30
    assert lines["shares:jade"]["value"] == 40 and lines["shares:jade"]["detail"] == "2 \u00d7 20"
    assert lines["shares:silk"]["value"] == 10
    assert lines["mortgages"]["value"] == -15
    assert sum(line["value"] for line in lines.values()) == state.result()["scores"][0]["total"]


def test_equal_fortunes_share_the_victory() -> None:
    """No tie-break: Ann and Ben with equal fortunes both win, and the sentence says why."""
    state = manila.position(
        3,
        names=NAMES,
        prices={"jade": 0, "silk": 0, "ginseng": 0, "nutmeg": 0},
        seats={
            0: {"cash": 25, "shares": {}},
            1: {"cash": 25, "shares": {}},
            2: {"cash": 10, "shares": {}},
        },
    )
    breakdown = state.score_breakdown()
    assert breakdown["winners"] == [0, 1]
    assert breakdown["tiebreak_rule"] is None
    assert breakdown["ties"] == [
        "Ann and Ben tie on 25 pesos; the rules give no tie-break: they share the victory."
    ]


def test_revealed_view_shows_every_seats_shares() -> None:
    """§3.6: which goods a player's shares are is secret until the end; the revealed view
    (a finished game's replay) shows them."""
    state = manila.position(3, names=NAMES, seats={1: {"shares": {"silk": 2}}})
    assert state.view(None)["players_board"][1]["shares"] is None
    assert state.revealed_view()["players_board"][1]["shares"]["silk"] == 2
