"""The final screen's sentences (who won, each tie and how it was broken) come with their
phrases, and English formats each phrase exactly as the engine's English sentence while
Italian and Romanian format it without error: the final screen explains the score in the
reader's language (issue "Boards people enjoy", After the game)."""

from __future__ import annotations

from typing import Any

import pytest

from tradewinds.core.phrase import log_phrase_from_json
from tradewinds.core.scores import explain
from tradewinds.i18n import Translator

NAMES = ["Ann", "Ben", "Cid", "Dora", "Eva"]


def _result(totals: list[int], tiebreaks: list[int] | None) -> dict[str, Any]:
    """A result ranked as the games rank: by total, then by tie-break (equal: shared)."""
    keys = [(t, tiebreaks[i] if tiebreaks else 0) for i, t in enumerate(totals)]
    ranking = sorted(range(len(totals)), key=lambda i: (-keys[i][0], -keys[i][1], i))
    scores = []
    for seat, key in enumerate(keys):
        entry = {"seat": seat, "name": NAMES[seat], "total": key[0]}
        entry["rank"] = 1 + sum(1 for other in keys if other > key)
        if tiebreaks:
            entry["tiebreak"] = key[1]
        scores.append(entry)
    winners = [s["seat"] for s in scores if s["rank"] == 1]
    return {"over": True, "scores": scores, "ranking": ranking, "winners": winners}


RULES = {"puerto_rico": "doubloons and goods", "san_juan": "cards in hand and goods"}

CASES = [
    ([50, 40, 30], [3, 2, 1]),  # a clear win
    ([50, 50, 30], None),  # shared victory, no tie-break rule (Manila)
    ([50, 50, 30], [4, 4, 1]),  # tied on the tie-break too
    ([50, 50, 30], [5, 2, 1]),  # one wins the tie-break
    ([50, 50, 50, 20], [5, 5, 1, 0]),  # two share the victory on the tie-break
    ([60, 40, 40, 40], [1, 6, 2, 2]),  # a tie for second place, one ahead
    ([60, 50, 40, 40, 40], None),  # a tie for third, no rule
    ([30, 30, 30, 30, 30], [2, 2, 2, 2, 2]),  # everyone ties on everything
    ([10, 20], [0, 0]),
]


@pytest.mark.parametrize(("totals", "tiebreaks"), CASES)
@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "manila"])
def test_every_sentence_of_the_final_screen_reads_in_every_language(
    totals: list[int], tiebreaks: list[int] | None, game: str
) -> None:
    if game == "manila":
        tiebreaks = None  # Manila's rules give no tie-break
    rule = None if tiebreaks is None else RULES[game]
    unit = "pesos" if game == "manila" else "VP"
    explained = explain(
        _result(totals, tiebreaks), lambda s: [], game=game, unit=unit, tiebreak=rule
    )
    said = [(explained["summary"], explained["summary_phrase"])]
    said += list(zip(explained["ties"], explained["tie_phrases"], strict=True))
    names = NAMES[: len(totals)]
    for text, data in said:
        phrase = log_phrase_from_json(data)
        assert Translator("en").log_phrase(phrase, names) == text
        for lang in ("it", "ro"):
            translator = Translator(lang)
            assert translator.log_errors(phrase, names) == []
            said_there = translator.log_phrase(phrase, names)
            assert said_there != text
            assert [n for n in names if n in said_there] == [n for n in names if n in text]
