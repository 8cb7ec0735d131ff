"""The final score explained (State.score_breakdown): the lines add up to the score the
rules give (§8), and a tie is told in words with the tie-break of §8: «Se due o più
giocatori sono in parità, il vincitore è il giocatore con il maggior numero di dobloni e di
merci (ogni oggetto conta come uno).» A tie on both shares the victory (§13 Q2)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tradewinds import new_game
from tradewinds.games.puerto_rico import position

NAMES = ["Ann", "Ben", "Cid"]


def _finished(options: dict[str, Any] | None, seed: int) -> Any:
    state = new_game("puerto_rico", 3, seed=seed, options=options, names=NAMES)
    chooser = random.Random(seed)
    while not state.is_over:
        state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    "options",
    [None, {"expansions": ["nobles", "new_buildings"]}, {"expansions": ["festival", "buccaneer"]}],
)
def test_lines_add_up_to_the_final_score(options: dict[str, Any] | None) -> None:
    """Every seat's lines (VP chips, buildings, large-building bonuses, nobles) sum to the
    total of result(), and the breakdown ranks as result() does."""
    for seed in (1, 2):
        state = _finished(options, seed)
        result = state.result()
        breakdown = state.score_breakdown()
        assert breakdown["over"] and breakdown["unit"] == "VP"
        assert breakdown["ranking"] == result["ranking"]
        assert breakdown["winners"] == result["winners"]
        for entry, score in zip(breakdown["players"], result["scores"], strict=True):
            assert sum(line["value"] for line in entry["lines"]) == score["total"]
            assert entry["total"] == score["total"] and entry["rank"] == score["rank"]
            items = {line["item"] for line in entry["lines"]}
            assert {"vp_chips", "building_vp"} <= items
            assert ("nobles" in items) == ("noble_vp" in score)


def test_large_building_bonus_has_its_own_line() -> None:
    """§6.5: an occupied Guild Hall gives 1 VP per small and 2 per large production
    building; the breakdown names it beside the chips and the printed VP."""
    state = position(
        3,
        names=NAMES,
        seats={
            0: {
                "vp": 5,
                "buildings": {"guild_hall": 1, "small_indigo_plant": 0, "coffee_roaster": 0},
            }
        },
    )
    lines = {line["item"]: line for line in state.score_breakdown()["players"][0]["lines"]}
    assert lines["vp_chips"]["value"] == 5
    assert lines["building_vp"]["value"] == 4 + 1 + 3
    assert lines["bonus:guild_hall"]["value"] == 1 + 2
    assert lines["bonus:guild_hall"]["label"] == "Guild Hall bonus"


def test_tie_on_vp_broken_by_doubloons_and_goods() -> None:
    """§8: Ann and Ben tie on VP; Ann holds 5 doubloons and 2 barrels, Ben 3 doubloons."""
    state = position(
        3,
        names=NAMES,
        seats={
            0: {"vp": 10, "doubloons": 5, "goods": {"corn": 2}},
            1: {"vp": 10, "doubloons": 3},
            2: {"vp": 4, "doubloons": 9},
        },
    )
    breakdown = state.score_breakdown()
    assert breakdown["winners"] == [0]
    assert breakdown["ties"] == [
        "Ann and Ben tie on 10 VP; Ann wins with more doubloons and goods (7 against 3)."
    ]
    assert breakdown["summary"] == "Ann wins with 10 VP, 6 ahead of Cid."
    assert [p["tiebreak"] for p in breakdown["players"]] == [7, 3, 9]


def test_tie_on_both_shares_the_victory() -> None:
    """§13 Q2: still tied after doubloons and goods, the tied players share the victory."""
    state = position(
        3,
        names=NAMES,
        seats={
            0: {"vp": 6, "doubloons": 2, "goods": {"sugar": 1}},
            1: {"vp": 6, "doubloons": 3},
            2: {"vp": 6, "doubloons": 1},
        },
    )
    breakdown = state.score_breakdown()
    assert breakdown["winners"] == [0, 1]
    assert breakdown["summary"] == "Ann and Ben share the victory with 6 VP."
    assert breakdown["ties"] == [
        "Ann, Ben and Cid tie on 6 VP; Ann and Ben share the victory with the most "
        "doubloons and goods (3 each, against 1)."
    ]


def test_tie_below_the_winner_is_told_as_a_place() -> None:
    """A tie for second place is broken the same way (§8), and said as a place (the tied
    players named in their final order)."""
    state = position(
        3,
        names=NAMES,
        seats={
            0: {"vp": 12, "doubloons": 0},
            1: {"vp": 7, "doubloons": 1},
            2: {"vp": 7, "doubloons": 4},
        },
    )
    assert state.score_breakdown()["ties"] == [
        "Cid and Ben tie on 7 VP; Cid places ahead with more doubloons and goods (4 against 1)."
    ]


def test_revealed_view_shows_every_seats_vp_chips() -> None:
    """§9: VP chips lie face down: a spectator never sees them while the game runs; the
    revealed view (a finished game's replay) shows each seat's."""
    state = position(3, names=NAMES, seats={0: {"vp": 3}, 1: {"vp": 5}})
    hidden = state.view(None)["players_board"]
    shown = state.revealed_view()["players_board"]
    assert [p["vp_chips"] for p in hidden] == [None, None, None]
    assert [p["vp_chips"] for p in shown] == [3, 5, 0]
