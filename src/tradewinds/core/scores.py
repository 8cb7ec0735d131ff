"""The final score explained (:meth:`State.score_breakdown`): the lines that add up to each
seat's total, in the game's words, and the ranking and its tie-breaks in words.

Every number comes from the game's ``result()``: a game's ``score_lines`` only relabels the
parts its scoring already computed, so the breakdown can never disagree with the score.
The sentences are English; each comes with its phrase (``summary_phrase``,
``tie_phrases``: catalog messages of ``ui.ftl``), and the ``item`` keys and numbers let a
client say everything in another language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .phrase import LogPhrase, Numbers, Seats, log_phrase_to_json

# One line of a seat's score: ``item`` (a stable key), ``label`` (the game's words),
# ``value`` (what it adds to the total; negative for a penalty), ``detail`` (optional,
# how it was counted, e.g. "2 x 30" with a multiplication sign).
Line = dict[str, Any]

_ORDINALS: Final = ("first", "second", "third", "fourth", "fifth", "sixth")


def names_in_words(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Ben``, ``Ann, Ben and Cid``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _place(rank: int) -> str:
    return _ORDINALS[rank - 1] if rank <= len(_ORDINALS) else f"#{rank}"


def standings(scores: list[dict[str, Any]], over: bool, **more: Any) -> dict[str, Any]:
    """A game's ``result()``: ``scores`` (one entry per seat, in seat order, each with its
    ``total`` and, where the rules break a tie on it, its ``tiebreak``), each ranked
    (``rank``: 1 + the seats with a higher total, or an equal total and a higher
    tie-break), the seats from first to last (``ranking``), the ``winners`` (every seat
    ranked first: a shared win where several are), and the game's own entries ``more``."""
    keys = [(s["total"], s.get("tiebreak", 0)) for s in scores]
    for score, key in zip(scores, keys, strict=True):
        score["rank"] = 1 + sum(1 for other in keys if other > key)
    winners = [s["seat"] for s in scores if s["rank"] == 1]
    return {
        "over": over,
        "scores": scores,
        "ranking": sorted(range(len(scores)), key=lambda i: (scores[i]["rank"], i)),
        "winners": winners,
        "shared_win": len(winners) > 1,
        **more,
    }


def explain(
    result: dict[str, Any],
    score_lines: Callable[[dict[str, Any]], list[Line]],
    *,
    game: str,
    unit: str,
    tiebreak: str | None,
) -> dict[str, Any]:
    """The breakdown of ``result`` (a game's ``result()``).

    ``score_lines`` turns one entry of ``result["scores"]`` into its lines; ``unit`` names
    what a score counts ("VP", "pesos"); ``tiebreak`` names what breaks a tie on the score
    (the entry's ``"tiebreak"`` value), ``None`` where the rules give no tie-break. In the
    phrases, the unit is the term ``ui-final-unit-<unit>`` and the tie-break the term
    ``ui-final-rule-<game>``.
    """
    words = _Words(f"ui-final-unit-{unit.lower()}", f"ui-final-rule-{game}")
    summary = _summary(result["scores"], result["ranking"], unit, words)
    ties = _ties(result["scores"], unit, tiebreak, words)
    scores: list[dict[str, Any]] = result["scores"]
    players = []
    for score in scores:
        entry: dict[str, Any] = {
            "seat": score["seat"],
            "name": score["name"],
            "rank": score["rank"],
            "total": score["total"],
            "lines": score_lines(score),
        }
        if tiebreak is not None:
            entry["tiebreak"] = score["tiebreak"]
        players.append(entry)
    return {
        "over": result["over"],
        "unit": unit,
        "tiebreak_rule": tiebreak,
        "players": players,
        "ranking": list(result["ranking"]),
        "winners": list(result["winners"]),
        "summary": summary[0],
        "summary_phrase": log_phrase_to_json(summary[1]),
        "ties": [text for text, _ in ties],
        "tie_phrases": [log_phrase_to_json(phrase) for _, phrase in ties],
    }


class _Words:
    """The terms of a game's score sentences: its unit and its tie-break."""

    def __init__(self, unit: str, rule: str) -> None:
        self.unit = unit
        self.rule = rule


# A sentence and the same sentence as a catalog message.
Said = tuple[str, LogPhrase]


def _summary(
    scores: list[dict[str, Any]], ranking: Sequence[int], unit: str, words: _Words
) -> Said:
    """Who won, with what, and by how much over the next total down."""
    by_seat = {s["seat"]: s for s in scores}
    first = [by_seat[i] for i in ranking if by_seat[i]["rank"] == 1]
    top = first[0]["total"]
    if len(first) > 1:
        return (
            f"{names_in_words([s['name'] for s in first])} share the victory with {top} {unit}.",
            (
                "final-summary-shared",
                {"players": _seats(first), "total": top, "unit": words.unit},
            ),
        )
    lower = [s for s in scores if s["total"] < top]
    if not lower:
        return (
            f"{first[0]['name']} wins with {top} {unit}.",
            ("final-summary-wins", {"player": _seats(first), "total": top, "unit": words.unit}),
        )
    runner = max(lower, key=lambda s: (s["total"], -s["rank"]))
    runners = [s for s in lower if s["total"] == runner["total"]]
    margin = top - runner["total"]
    return (
        f"{first[0]['name']} wins with {top} {unit}, {margin} ahead of "
        f"{names_in_words([s['name'] for s in runners])}.",
        (
            "final-summary-ahead",
            {
                "player": _seats(first),
                "total": top,
                "unit": words.unit,
                "margin": margin,
                "runners": _seats(runners),
            },
        ),
    )


def _seats(scores: list[dict[str, Any]]) -> Seats:
    return Seats(s["seat"] for s in scores)


def _ties(
    scores: list[dict[str, Any]], unit: str, tiebreak: str | None, words: _Words
) -> list[Said]:
    """One sentence per group of seats with equal totals: how the tie was broken."""
    groups: dict[Any, list[dict[str, Any]]] = {}
    for score in scores:
        groups.setdefault(score["total"], []).append(score)
    sentences = []
    for total in sorted(groups, reverse=True):
        group = sorted(groups[total], key=lambda s: (s["rank"], s["seat"]))
        if len(group) > 1:
            sentences.append(_tie_sentence(group, total, unit, tiebreak, words))
    return sentences


def _tie_sentence(
    group: list[dict[str, Any]], total: int, unit: str, tiebreak: str | None, words: _Words
) -> Said:
    rank = group[0]["rank"]
    for_first = rank == 1
    names = names_in_words([s["name"] for s in group])
    opening = f"{names} tie on {total} {unit}"
    share = "share the victory" if for_first else f"share {_place(rank)} place"
    args: dict[str, Any] = {"players": _seats(group), "total": total, "unit": words.unit}
    args["rank"] = rank
    args["share"] = f"final-share-{min(rank, 5)}"
    if tiebreak is None:
        return f"{opening}; the rules give no tie-break: they {share}.", ("final-tie-none", args)
    args["rule"] = words.rule
    args["value"] = group[0]["tiebreak"]
    best = [s for s in group if s["rank"] == rank]
    others = [s for s in group if s["rank"] != rank]
    if not others:
        return (
            f"{opening} and on {tiebreak} ({group[0]['tiebreak']} each): they {share}.",
            ("final-tie-even", args),
        )
    against = names_in_words([str(s["tiebreak"]) for s in others])
    args["best"] = _seats(best)
    args["against"] = Numbers(s["tiebreak"] for s in others)
    if len(best) == 1:
        verb = "wins" if for_first else "places ahead"
        return (
            f"{opening}; {best[0]['name']} {verb} with more {tiebreak} "
            f"({best[0]['tiebreak']} against {against}).",
            ("final-tie-one", args),
        )
    best_names = names_in_words([s["name"] for s in best])
    return (
        f"{opening}; {best_names} {share} with the most {tiebreak} "
        f"({best[0]['tiebreak']} each, against {against}).",
        ("final-tie-several", args),
    )
