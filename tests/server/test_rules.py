"""``GET /api/rules/{game}``: the tooltips' texts from the engines' data tables, in the
reader's language (docs/web.md, "Rules texts")."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tradewinds.games.manila import data as manila
from tradewinds.games.puerto_rico import data as puerto_rico
from tradewinds.games.san_juan import data as san_juan
from tradewinds.i18n import Translator

# Each game's things with a tooltip, by id: (kind, English effect), from the data tables.
EXPECTED: dict[str, dict[str, tuple[str, str]]] = {
    "puerto_rico": {
        **{b.id: (b.kind, b.effect) for b in puerto_rico.ALL_BUILDINGS},
        **{
            r: ("role", h.split(": ", 1)[1])
            for r, h in zip(puerto_rico.ALL_ROLE_NAMES, puerto_rico.ALL_ROLE_HELP, strict=True)
        },
    },
    "san_juan": {
        **{c.id: (c.kind, c.effect) for c in san_juan.CARDS},
        **{
            r: ("role", h.split(": ", 1)[1])
            for r, h in zip(san_juan.ROLE_NAMES, san_juan.ROLE_HELP, strict=True)
        },
    },
    "manila": {s.id: (s.area, s.effect) for s in manila.SPACES},
}
PREFIX = {"puerto_rico": "pr", "san_juan": "sj", "manila": "mn"}


def rules(client: TestClient, game: str, **headers: str) -> dict[str, Any]:
    response = client.get(f"/api/rules/{game}", headers=headers)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_every_building_card_role_and_space_is_explained_in_english(
    client: TestClient, game: str
) -> None:
    body = rules(client, game)
    assert body["game"] == game and body["lang"] == "en"
    items = body["items"]
    assert set(items) == set(EXPECTED[game])
    for item_id, (kind, effect) in EXPECTED[game].items():
        assert items[item_id]["kind"] == kind
        assert items[item_id]["text"] == effect  # the engine's own words
        assert items[item_id]["name"] and "_" not in items[item_id]["name"]


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_the_texts_come_in_the_asked_language(client: TestClient, game: str) -> None:
    """``?lang=`` first, else the browser's ``Accept-Language``: the catalogs' words."""
    italian = Translator("it")
    by_query = rules(client, f"{game}?lang=it")
    by_header = rules(client, game, **{"Accept-Language": "fr-FR, it-IT;q=0.9, en;q=0.5"})
    assert by_query == by_header
    assert by_query["lang"] == "it"
    english = rules(client, game)["items"]
    for item_id, item in by_query["items"].items():
        assert item["text"] == italian.text(f"{PREFIX[game]}-effect-{item_id}")
        assert item["kind"] == english[item_id]["kind"]
    # Not merely the English again: most names and every effect are translated.
    assert all(item["text"] != english[i]["text"] for i, item in by_query["items"].items())
    romanian = rules(client, game, **{"Accept-Language": "ro"})
    assert romanian["lang"] == "ro" and romanian != by_query


def test_names_are_the_games_terms(client: TestClient) -> None:
    assert rules(client, "puerto_rico?lang=it")["items"]["settler"]["name"] == "Colono"
    assert rules(client, "san_juan")["items"]["indigo_plant"]["name"] == "Indigo plant"
    seat = rules(client, "manila?lang=it")["items"]["boat_jade_2"]["name"]
    assert seat == Translator("it").text(
        "mn-board-boat-seat", boat=Translator("it").text("mn-boat-jade"), n=2
    )


def test_answers_are_cacheable_and_revalidated_by_tag(client: TestClient) -> None:
    first = client.get("/api/rules/san_juan?lang=ro")
    tag = first.headers["etag"]
    assert "max-age" in first.headers["cache-control"]
    assert "accept-language" in first.headers["vary"].lower()
    again = client.get("/api/rules/san_juan?lang=ro", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    other = client.get("/api/rules/san_juan?lang=it", headers={"If-None-Match": tag})
    assert other.status_code == 200 and other.headers["etag"] != tag


@pytest.mark.parametrize(
    "name",
    [
        "chess",
        "Puerto_Rico",
        "puerto_rico%00",
        "..%2F..%2Fetc%2Fpasswd",
        "puerto_rico%2F..%2Fsan_juan",
        "san_juan/extra",
        "__init__",
        "%E2%9C%93" * 50,
        "x" * 3000,
    ],
)
def test_an_unknown_game_is_a_404_in_the_usual_shape(client: TestClient, name: str) -> None:
    response = client.get(f"/api/rules/{name}")
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["code"] == "no_such_game"
    assert "puerto_rico" in error["message"]  # it says which games there are
    assert name[:20] not in error["message"]  # and never echoes the name


@pytest.mark.parametrize("lang", ["fr", "", "it;drop table", "e" * 500])
def test_an_unknown_language_is_refused(client: TestClient, lang: str) -> None:
    response = client.get("/api/rules/manila", params={"lang": lang})
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "bad_request"


@pytest.mark.parametrize("header", ["", "fr", "*", "it;q=x", ",,,;", "ro;q=0, en;q=0.1"])
def test_an_unusable_accept_language_falls_back_to_english(client: TestClient, header: str) -> None:
    assert rules(client, "manila", **{"Accept-Language": header})["lang"] == "en"
