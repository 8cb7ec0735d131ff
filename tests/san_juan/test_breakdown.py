"""The final score explained (State.score_breakdown): the lines add up to the score of
§11 (buildings, Chapel cards, Guild hall, City hall, Triumphal arch, Palace), and a tie is
told in words with its tie-break: «In caso di parità vince il giocatore che possiede il
maggior numero di carte in mano e merci (1 merce = 1 carta in mano).»"""

from __future__ import annotations

import random

from tradewinds import new_game
from tradewinds.games import san_juan

NAMES = ["Ann", "Ben", "Cid"]


def test_lines_add_up_to_the_final_score() -> None:
    """Every seat's lines sum to the total of result(), whatever the cities hold."""
    for seed in (1, 2, 3):
        state = new_game("san_juan", 3, seed=seed, names=NAMES)
        chooser = random.Random(seed)
        while not state.is_over:
            state.apply(chooser.choice(state.legal_actions()))
        result = state.result()
        breakdown = state.score_breakdown()
        assert breakdown["over"] and breakdown["unit"] == "VP"
        assert breakdown["winners"] == result["winners"]
        for entry, score in zip(breakdown["players"], result["scores"], strict=True):
            assert sum(line["value"] for line in entry["lines"]) == score["total"]
            assert entry["total"] == score["total"]


def test_each_variable_vp_building_has_its_own_line() -> None:
    """§11: the Chapel's cards, the Guild hall (2 per production building), the City hall
    (1 per violet building) and the Palace (a quarter of the rest) each get a line."""
    state = san_juan.position(
        3,
        names=NAMES,
        seats={
            0: {
                "city": ["indigo_plant", "sugar_mill", "chapel", "guild_hall", "palace"],
                "chapel": ["quarry", "smithy", "library"],
            }
        },
    )
    entry = state.score_breakdown()["players"][0]
    lines = {line["item"]: line["value"] for line in entry["lines"]}
    score = state.result()["scores"][0]
    assert lines["building_vp"] == score["building_vp"]
    assert lines["chapel"] == 3
    assert lines["bonus:guild_hall"] == 2 * 2
    assert lines["bonus:palace"] == (score["building_vp"] + 3 + 4) // 4
    assert sum(lines.values()) == entry["total"] == score["total"]
    labels = {line["item"]: line["label"] for line in entry["lines"]}
    assert labels["bonus:palace"] == "Palace bonus" and labels["chapel"] == "Chapel cards"


def test_tie_broken_by_cards_in_hand_and_goods() -> None:
    """§11: Ann and Ben build the same VP; Ann holds 3 cards and a good, Ben 2 cards."""
    state = san_juan.position(
        3,
        names=NAMES,
        seats={
            0: {
                "city": ["indigo_plant", "statue"],
                "hand": ["quarry", "smithy", "well"],
                "goods": ["indigo"],
            },
            1: {"city": ["indigo_plant", "statue"], "hand": ["quarry", "smithy"]},
            2: {"city": ["indigo_plant"], "hand": ["quarry"]},
        },
    )
    breakdown = state.score_breakdown()
    assert breakdown["winners"] == [0]
    assert breakdown["ties"] == [
        "Ann and Ben tie on 4 VP; Ann wins with more cards in hand and goods (4 against 2)."
    ]


def test_revealed_view_shows_every_hand_and_chapel() -> None:
    """§3, §10.2: hands and the cards under a Chapel are secret while the game runs; the
    revealed view (a finished game's replay) shows each seat's."""
    state = san_juan.position(
        3,
        names=NAMES,
        seats={
            1: {
                "hand": ["quarry", "well"],
                "city": ["indigo_plant", "chapel"],
                "chapel": ["smithy"],
            }
        },
    )
    hidden = state.view(None)["players_board"][1]
    shown = state.revealed_view()["players_board"][1]
    assert hidden["hand"] is None and hidden["chapel_cards"] is None
    assert sorted(card["id"] for card in shown["hand"]) == ["quarry", "well"]
    assert shown["chapel_cards"] == {"smithy": 1}
