"""San Juan through the game-agnostic API: registration, options, notation and ids,
events, views; the rest of the contract is in test_properties.py."""

from __future__ import annotations

import json
import random

import pytest

import tradewinds
from tests.san_juan.scenario import new
from tradewinds import InvalidOptionError, UnknownActionError, available_games, new_game
from tradewinds.games.san_juan.data import CARDS, GOODS, ROLE_NAMES


def test_registered_with_its_options() -> None:
    [info] = [g for g in available_games() if g["name"] == "san_juan"]
    assert info["title"] == "San Juan" and info["players"] == [2, 3, 4]
    options = {o["name"]: (o["default"], o["choices"]) for o in info["options"]}
    assert options == {
        "setup_variant": ("off", ["off", "on"]),
        "first_governor": ("random", ["random", 0, 1, 2, 3]),
        "game_end": ("end_of_phase", ["end_of_phase", "immediate"]),
        "covered_rebuild": ("forbidden", ["forbidden", "allowed"]),
    }
    json.dumps(info)


@pytest.mark.parametrize("players", [1, 5, "3", True])
def test_bad_player_counts(players: object) -> None:
    with pytest.raises(InvalidOptionError, match="2, 3, 4"):
        new_game("san_juan", players, seed=1)  # type: ignore[arg-type]


def test_bad_options() -> None:
    with pytest.raises(InvalidOptionError, match="setup_variant"):
        new_game("san_juan", 3, seed=1, options={"setup_variant": "yes"})
    with pytest.raises(InvalidOptionError, match="unknown option"):
        new_game("san_juan", 3, seed=1, options={"edition": "deluxe"})
    with pytest.raises(InvalidOptionError, match="first_governor"):
        new_game("san_juan", 2, seed=1, options={"first_governor": 2})


def test_action_table() -> None:
    """Every action has a unique notation and a stable id, the same for 2-4 players."""
    tables = [new(p).table for p in (2, 3, 4)]
    texts = [[a.text for a in t] for t in tables]
    assert texts[0] == texts[1] == texts[2]
    assert len(texts[0]) == 5 + 2 + 29 * 7 + 5 * 3 + 1 == 226
    expected = {
        *ROLE_NAMES,
        "library",
        "no library",
        "pass",
        *(
            f"{verb} {c.id}"
            for verb in ("build", "cover", "pay", "keep", "discard", "take", "tuck")
            for c in CARDS
        ),
        *(f"{verb} {g}" for verb in ("black market", "produce", "sell") for g in GOODS),
    }
    assert set(texts[0]) == expected


def test_notation_round_trip() -> None:
    state = new(4)
    for action in state.table:
        assert state.parse_action(action.text) is action
        assert state.parse_action(f"  {action.text.upper()} ") is action
        assert state.action_from_id(action.id) is action
        assert state.action_id(action.text) == action.id
    assert state.action_id("build palace") == 7 + 28
    with pytest.raises(UnknownActionError, match="legal now"):
        state.parse_action("build castle")


def test_apply_by_action_text_or_id() -> None:
    a, b, c = new(3, seed=4), new(3, seed=4), new(3, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        action = a.legal_actions()[rng.randrange(len(a.legal_actions()))]
        a.apply(action)
        b.apply(action.text)
        c.apply(action.id)
    assert a.state_hash() == b.state_hash() == c.state_hash()


def test_events_public_and_private() -> None:
    state = new(3, seed=2, names=["Ann", "Bob", "Cid"])
    private = [e for e in state.events(everything=True) if e.seat is not None]
    assert [e.seat for e in private] == [0, 1, 2]  # each sees his starting hand
    assert all(e.text.startswith("You draw ") for e in private)
    assert [e.text for e in state.events(None)][:2] == [
        "Ann is the first governor.",
        "Ann draws 4 cards (starting hand).",
    ]
    assert private[1] in state.events(1) and private[1] not in state.events(0)


def test_view_lists_legal_actions_for_the_current_player_only() -> None:
    state = new(3)
    assert [a["text"] for a in state.view(0)["legal_actions"]] == [
        "builder",
        "producer",
        "trader",
        "councillor",
        "prospector",
    ]
    assert state.view(1)["legal_actions"] == [] and state.view(None)["legal_actions"] == []
    with pytest.raises(ValueError, match="seat must be"):
        state.view(3)
    with pytest.raises(ValueError, match="seat must be"):
        state.determinize(5, 1)


def test_view_contents() -> None:
    state = new(2, names=["Ann", "Bob"])
    view = state.view(0)
    assert view["game"] == "san_juan" and view["decision"] == "choose_role"
    assert view["draw_pile"] == 110 - 2 - 8 and view["discard_pile"] == 0
    me = view["players_board"][0]
    assert me["hand_size"] == 4 and sum(c["count"] for c in me["hand"]) == 4
    assert me["city"] == [
        {"id": "indigo_plant", "name": "Indigo plant", "count": 1, "cost": 1, "vp": 1, "goods": 0}
    ]
    assert view["trading_house"] == {"current": None, "revealed": [], "unseen": 5, "next": None}
    json.dumps(view)


def test_finished_game_reveals_chapels_in_the_view() -> None:
    state = new(3, seed=11)
    rng = random.Random(11)
    while not state.is_over:
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    view = state.view(None)
    assert view["result"] == state.result()
    assert [b["chapel"] for b in view["players_board"]] == state.chapel_size
    assert tradewinds.replay(state.record()).state_hash() == state.state_hash()
