"""The frames carry each legal action's phrase (message id and arguments) beside its
notation: the web client shows the game's words in the reader's language, never the
notation (docs/web.md, "Languages")."""

from __future__ import annotations

import json
import re

import pytest
from fastapi.testclient import TestClient

from tests.server.conftest import create, wait_for_people
from tradewinds.core.phrase import Phrase
from tradewinds.i18n import LANGUAGES, Translator

SNAKE = re.compile(r"[a-z]+_[a-z_]+")


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "manila"])
def test_a_seat_frame_gives_every_legal_action_a_phrase(client: TestClient, game: str) -> None:
    game_id, tokens = create(client, game=game, seats=("human", "human", "human"))
    frame = wait_for_people(client, game_id, tokens)
    seat = frame["current_player"]
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": tokens[seat]}))
        assert ws.receive_json()["type"] == "welcome"
        state = ws.receive_json()
    assert state["type"] == "state" and state["legal"]
    for action in state["legal"]:
        assert set(action) == {"id", "text", "kind", "args", "phrase"}
        phrase = action["phrase"]
        assert set(phrase) == {"id", "args"} and isinstance(phrase["args"], dict)
        for lang in LANGUAGES:
            text = Translator(lang).phrase(Phrase(phrase["id"], phrase["args"]))
            assert text and not SNAKE.search(text) and "{" not in text, (lang, action)
    # The notation stays: it is what the terminal types and the API accepts.
    assert all(a["text"] for a in state["legal"])


def test_the_http_state_of_a_seat_carries_the_phrases_too(client: TestClient) -> None:
    game_id, tokens = create(client, game="manila", seats=("human", "human", "human"))
    frame = wait_for_people(client, game_id, tokens)
    seat = frame["current_player"]
    mine = client.get(
        f"/api/games/{game_id}/state", headers={"Authorization": f"Bearer {tokens[seat]}"}
    ).json()
    bid = next(a for a in mine["legal"] if a["text"] == "bid 1")
    assert bid["phrase"] == {"id": "mn-action-bid", "args": {"pesos": 1}}
    # and its kind and arguments as data, what the page finds it by (never the notation)
    assert (bid["kind"], bid["args"]) == ("bid", {"amount": 1})
    kinds = [(a["kind"], json.dumps(a["args"], sort_keys=True)) for a in mine["legal"]]
    assert len(set(kinds)) == len(kinds)
