"""A log line's phrase survives a save and a load, reaches the view's ``events``, and a
saved log entry that is not a well-formed phrase is refused (docs/api.md, "events")."""

from __future__ import annotations

import json

import pytest

import tradewinds
from tradewinds.core.errors import InvalidStateError
from tradewinds.core.phrase import Seat, log_phrase_from_json, log_phrase_to_json


def test_a_phrase_keeps_its_seats_numbers_terms_and_lists_through_json() -> None:
    args = {"player": Seat(2), "count": 3, "card": "sj-card-well", "cards": ("a", "b")}
    phrase = ("sj-log-x", args)
    data = log_phrase_to_json(phrase)
    assert data == {
        "id": "sj-log-x",
        "args": {"player": {"seat": 2}, "count": 3, "card": "sj-card-well", "cards": ["a", "b"]},
    }
    back = log_phrase_from_json(json.loads(json.dumps(data)))
    assert back == phrase and isinstance(back[1]["player"], Seat)


def test_saved_phrases_load_back_and_show_in_the_view() -> None:
    state = tradewinds.new_game("san_juan", 2, seed=5)
    state._event("A test line.", None, ("sj-log-test", {"player": Seat(1)}))
    loaded = tradewinds.load_state(state.to_json())
    assert loaded.events(everything=True)[-1].phrase == ("sj-log-test", {"player": Seat(1)})
    last = loaded.view(0)["events"][-1]
    assert last["phrase"] == {"id": "sj-log-test", "args": {"player": {"seat": 1}}}
    assert last["text"] == "A test line."


@pytest.mark.parametrize(
    "bad",
    [
        {"id": 3, "args": {}},
        {"id": "x"},
        {"id": "x", "args": []},
        {"id": "x", "args": {"a": {"seat": "1"}}},
        {"id": "x", "args": {"a": [1, 2]}},
        {"id": "x", "args": {"a": None}},
        {"id": "x", "args": {"a": True}},
        "x",
    ],
)
def test_a_malformed_saved_phrase_is_refused(bad: object) -> None:
    data = tradewinds.new_game("manila", 3, seed=2).to_dict()
    data["log"].append([0, None, "line", bad])
    with pytest.raises(InvalidStateError):
        tradewinds.load_state(data)
