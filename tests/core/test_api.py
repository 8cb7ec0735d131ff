"""The game-agnostic API contract (tradewinds/__init__.py, core/game.py), on Puerto Rico.

Errors users see when they misuse the API, the action notation and id round trips, the
three ways to name an action in ``apply``, saving/loading and replaying.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import tradewinds
from tests.random_play import random_moves
from tradewinds import (
    Action,
    IllegalActionError,
    InvalidOptionError,
    InvalidStateError,
    UnknownActionError,
    available_games,
    load_state,
    new_game,
    replay,
)

PLAYER_COUNTS = (2, 3, 4, 5)


def finished_game(players: int = 3, seed: int = 5) -> tradewinds.State:
    state = new_game("puerto_rico", players, seed=seed)
    random_moves(state, 10_000, seed)
    assert state.is_over
    return state


# ------------------------------------------------------------------------ new_game


def test_unknown_game_names_the_available_games() -> None:
    with pytest.raises(InvalidOptionError, match="puerto_rico") as info:
        new_game("chess", 2, seed=1)
    assert isinstance(info.value, ValueError)
    assert "chess" in str(info.value)


@pytest.mark.parametrize("players", [1, 6, 0, -4, "4", True, None, 4.0])
def test_bad_player_count_names_the_valid_counts(players: Any) -> None:
    with pytest.raises(ValueError, match="2, 3, 4, 5") as info:
        new_game("puerto_rico", players, seed=1)
    assert isinstance(info.value, InvalidOptionError)


def test_unknown_option_names_the_valid_options() -> None:
    with pytest.raises(InvalidOptionError) as info:
        new_game("puerto_rico", 4, seed=1, options={"expansion": "nobles"})
    message = str(info.value)
    assert "expansion" in message
    for name in ("edition", "ship_choice", "first_governor"):
        assert name in message


@pytest.mark.parametrize(
    ("option", "value", "choices"),
    [
        ("edition", "revised", ["original", "deluxe"]),
        ("edition", None, ["original", "deluxe"]),
        ("ship_choice", "biggest", ["max_load", "max_space"]),
        ("first_governor", "0", ["random", "0", "4"]),
        ("first_governor", True, ["random", "0", "4"]),
        ("first_governor", 7, ["random", "0", "4"]),
    ],
)
def test_invalid_option_value_names_the_choices(
    option: str, value: Any, choices: list[str]
) -> None:
    with pytest.raises(InvalidOptionError) as info:
        new_game("puerto_rico", 4, seed=1, options={option: value})
    message = str(info.value)
    assert option in message
    for choice in choices:
        assert choice in message


@pytest.mark.parametrize(("players", "seat", "seats"), [(3, 4, "0, 1, 2"), (2, 2, "0, 1")])
def test_first_governor_beyond_the_seats_is_an_invalid_option(
    players: int, seat: int, seats: str
) -> None:
    with pytest.raises(InvalidOptionError, match="first_governor") as info:
        new_game("puerto_rico", players, seed=1, options={"first_governor": seat})
    assert seats in str(info.value)


@pytest.mark.parametrize("names", [["Ann"], ["A", "B", "C", "D", "E"], []])
def test_names_of_wrong_length(names: list[str]) -> None:
    with pytest.raises(InvalidOptionError, match="3 names"):
        new_game("puerto_rico", 3, seed=1, names=names)


@pytest.mark.parametrize("seed", ["1", 1.5, None, True])
def test_seed_must_be_an_integer(seed: Any) -> None:
    with pytest.raises(InvalidOptionError, match="seed"):
        new_game("puerto_rico", 3, seed=seed)


def test_names_and_options_are_kept() -> None:
    state = new_game(
        "puerto_rico",
        3,
        seed=2,
        options={"edition": "deluxe", "first_governor": 1},
        names=["Ann", "Bob", "Cy"],
    )
    assert state.names == ("Ann", "Bob", "Cy")
    assert state.options == {
        "edition": "deluxe",
        "ship_choice": "max_load",
        "first_governor": 1,
        "optional_production": "off",
        "expansions": [],
        "draft": "players",
        "expansion_rules": [],
    }
    assert state.current_player == 1
    assert [p["name"] for p in state.view(None)["players_board"]] == ["Ann", "Bob", "Cy"]


def test_same_seed_same_game_different_seed_different_game() -> None:
    a = random_moves(new_game("puerto_rico", 4, seed=11), 60, 0)
    b = random_moves(new_game("puerto_rico", 4, seed=11), 60, 0)
    c = random_moves(new_game("puerto_rico", 4, seed=12), 60, 0)
    assert a.to_json() == b.to_json()
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()


# ----------------------------------------------------------------- available_games


def test_available_games_lists_puerto_rico() -> None:
    games = available_games()
    json.dumps(games)  # plain JSON data
    by_name = {g["name"]: g for g in games}
    pr = by_name["puerto_rico"]
    assert pr["players"] == [2, 3, 4, 5]
    assert pr["title"] == "Puerto Rico"
    options = {o["name"]: o for o in pr["options"]}
    assert set(options) == {
        "edition",
        "ship_choice",
        "first_governor",
        "optional_production",
        "expansions",
        "draft",
        "expansion_rules",
    }
    for option in options.values():
        assert {"name", "type", "default", "choices"} <= set(option)
        if option["type"] == "subset":
            assert set(option["default"]) <= set(option["choices"])
        else:
            assert option["default"] in option["choices"]
    assert options["edition"]["choices"] == ["original", "deluxe"]
    assert options["edition"]["default"] == "original"
    assert options["ship_choice"]["choices"] == ["max_load", "max_space"]
    assert options["ship_choice"]["default"] == "max_load"
    assert options["first_governor"]["default"] == "random"


def test_available_games_defaults_start_a_game() -> None:
    for game in available_games():
        defaults = {o["name"]: o["default"] for o in game["options"]}
        for players in game["players"]:
            state = new_game(game["name"], players, seed=0, options=defaults)
            assert state.options == defaults


def test_every_option_choice_is_accepted() -> None:
    for game in available_games():
        players = min(game["players"])
        for option in game["options"]:
            for choice in option["choices"]:
                if isinstance(choice, int) and not isinstance(choice, bool) and choice >= players:
                    continue  # a seat that does not exist with the fewest players
                new_game(game["name"], players, seed=0, options={option["name"]: choice})


# ------------------------------------------------------------- notation and ids


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_notation_round_trip_for_every_action(players: int) -> None:
    state = new_game("puerto_rico", players, seed=3)
    texts = set()
    for action_id in range(state.num_distinct_actions):
        action = state.action_from_id(action_id)
        text = str(action)
        texts.add(text)
        assert text == text.strip() and text == text.lower()
        assert state.parse_action(text) is action
        assert state.parse_action(f"  {text.upper()}  ") is action  # case/space-insensitive
        assert state.parse_action(text.replace(" ", "   ")) is action
        assert state.action_id(action) == action_id
        assert state.action_id(text) == action_id
    assert len(texts) == state.num_distinct_actions  # notation is unambiguous


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_id_round_trip(players: int) -> None:
    state = new_game("puerto_rico", players, seed=3)
    n = state.num_distinct_actions
    assert n > 0
    for action_id in range(n):
        action = state.action_from_id(action_id)
        assert isinstance(action, Action)
        assert action.id == action_id
        assert state.action_from_id(state.action_id(action)) is action


def test_ids_are_stable_across_player_counts() -> None:
    """Ids are the same for every player count: one RL action space for the game."""
    sizes = {new_game("puerto_rico", p, seed=0).num_distinct_actions for p in PLAYER_COUNTS}
    assert len(sizes) == 1
    four = new_game("puerto_rico", 4, seed=0)
    two = new_game("puerto_rico", 2, seed=0)
    for text in ("settler", "build wharf", "sell coffee", "pass", "take colonist"):
        assert four.action_id(text) == two.action_id(text)


@pytest.mark.parametrize("bad", [-1, 10_000, "3", 2.0, None, True, False])
def test_bad_ids_raise_unknown_action(bad: Any) -> None:
    state = new_game("puerto_rico", 4, seed=3)
    with pytest.raises(UnknownActionError) as info:
        state.action_from_id(bad)
    assert isinstance(info.value, IllegalActionError)
    assert isinstance(info.value, ValueError)


def test_id_just_outside_the_range() -> None:
    state = new_game("puerto_rico", 4, seed=3)
    n = state.num_distinct_actions
    state.action_from_id(n - 1)
    with pytest.raises(UnknownActionError, match=str(n - 1)):
        state.action_from_id(n)


@pytest.mark.parametrize("text", ["", "fly", "build castle", "plant rice", "load corn on 99"])
def test_unknown_notation_raises_and_lists_legal_actions(text: str) -> None:
    state = new_game("puerto_rico", 4, seed=3)
    with pytest.raises(UnknownActionError) as info:
        state.parse_action(text)
    message = str(info.value)
    assert repr(text) in message
    assert str(state.legal_actions()[0]) in message


def test_ship_names_depend_on_the_player_count() -> None:
    """Cargo ships are named by capacity: 4/6 (2p), 4/5/6 (3p), 5/6/7 (4p), 6/7/8 (5p)."""
    expected = {2: (4, 6), 3: (4, 5, 6), 4: (5, 6, 7), 5: (6, 7, 8)}
    for players, caps in expected.items():
        state = new_game("puerto_rico", players, seed=0)
        for cap in caps:
            state.parse_action(f"load coffee on {cap}")
        for cap in set(range(4, 9)) - set(caps):
            with pytest.raises(UnknownActionError):
                state.parse_action(f"load coffee on {cap}")


# --------------------------------------------------------------------------- apply


def test_apply_accepts_action_notation_and_id() -> None:
    base = random_moves(new_game("puerto_rico", 4, seed=21), 7, 1)
    for k in range(len(base.legal_actions())):
        action = base.legal_actions()[k]
        by_action, by_text, by_id = base.clone(), base.clone(), base.clone()
        by_action.apply(action)
        by_text.apply(str(action))
        by_id.apply(action.id)
        assert by_action.to_json() == by_text.to_json() == by_id.to_json()
        assert by_action.history()[-1] is action


def test_apply_rejects_non_actions() -> None:
    state = new_game("puerto_rico", 4, seed=21)
    before = state.state_hash()
    for bad in (None, 1.0, ["pass"], b"pass"):
        with pytest.raises(UnknownActionError):
            state.apply(bad)  # type: ignore[arg-type]
    assert state.state_hash() == before


def test_apply_rejects_an_action_of_another_configuration() -> None:
    """'load corn on 4' of a 3-player game has the id of 'load corn on 5' with 4 players."""
    three = new_game("puerto_rico", 3, seed=0)
    four = new_game("puerto_rico", 4, seed=0)
    foreign = three.parse_action("load corn on 4")
    assert four.action_from_id(foreign.id).text == "load corn on 5"
    with pytest.raises(UnknownActionError, match="does not belong"):
        four.apply(foreign)


def test_illegal_action_names_the_rule_and_changes_nothing() -> None:
    state = new_game("puerto_rico", 4, seed=21)
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply("sell coffee")
    assert "sell coffee" in str(info.value)
    assert not isinstance(info.value, UnknownActionError)
    assert state.to_json() == before


def test_apply_after_game_over_raises() -> None:
    state = finished_game()
    assert state.current_player is None
    assert state.legal_actions() == []
    before = state.to_json()
    for action in ("pass", 0, state.action_from_id(0)):
        with pytest.raises(IllegalActionError, match="over"):
            state.apply(action)
    assert state.to_json() == before


def test_legal_actions_are_actions_of_the_table() -> None:
    state = random_moves(new_game("puerto_rico", 5, seed=8), 40, 8)
    legal = state.legal_actions()
    assert legal
    assert len({a.id for a in legal}) == len(legal)
    for action in legal:
        assert state.action_from_id(action.id) is action


def test_history_and_move_number() -> None:
    state = new_game("puerto_rico", 3, seed=4)
    chosen = []
    rng = random.Random(4)
    for _ in range(25):
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        chosen.append(action)
        state.apply(action)
    assert state.history() == chosen
    assert state.move_number == 25


# -------------------------------------------------------------------- load_state


def saved(players: int = 4, moves: int = 30) -> dict[str, Any]:
    state = random_moves(new_game("puerto_rico", players, seed=9), moves, 9)
    data = json.loads(state.to_json())
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("text", ["{", "", "not json", '{"game": "puerto_rico",', "[1, 2"])
def test_load_state_malformed_json(text: str) -> None:
    with pytest.raises(InvalidStateError, match="JSON") as info:
        load_state(text)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("text", ["[1, 2]", "null", "42", '"puerto_rico"', "true", "{}"])
def test_load_state_non_state_json(text: str) -> None:
    with pytest.raises(InvalidStateError, match="not a saved tradewinds state"):
        load_state(text)


@pytest.mark.parametrize("game", ["chess", "", None, 3, ["puerto_rico"]])
def test_load_state_wrong_game(game: Any) -> None:
    data = saved()
    data["game"] = game
    with pytest.raises(InvalidStateError, match="unknown game"):
        load_state(json.dumps(data))


@pytest.mark.parametrize("game", ["chess", None, ["puerto_rico"]])
def test_load_state_wrong_game_is_a_value_error_naming_the_games(game: Any) -> None:
    data = saved()
    data["game"] = game
    with pytest.raises(ValueError, match="puerto_rico"):
        load_state(json.dumps(data))


@pytest.mark.parametrize("fmt", [0, 2, "1", None])
def test_load_state_wrong_format(fmt: Any) -> None:
    data = saved()
    data["format"] = fmt
    with pytest.raises(InvalidStateError, match="format"):
        load_state(json.dumps(data))


def test_load_state_missing_format() -> None:
    data = saved()
    del data["format"]
    with pytest.raises(InvalidStateError, match="format"):
        load_state(json.dumps(data))


@pytest.mark.parametrize("key", ["players", "seed", "options", "names", "history", "log"])
def test_load_state_missing_top_level_key(key: str) -> None:
    data = saved()
    del data[key]
    with pytest.raises(InvalidStateError, match=key):
        load_state(json.dumps(data))


@pytest.mark.parametrize("key", ["game", "state"])
def test_load_state_missing_game_or_state(key: str) -> None:
    data = saved()
    del data[key]
    with pytest.raises(InvalidStateError, match="missing 'game' or 'state'"):
        load_state(json.dumps(data))


def test_load_state_missing_state_keys() -> None:
    for key in list(saved()["state"]):
        data = saved()
        del data["state"][key]
        with pytest.raises(InvalidStateError, match=key):
            load_state(json.dumps(data))


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("state", "board"), [0, 1, 2]),
        (("state", "board"), "board"),
        (("state", "round"), "first"),
        (("state", "ship_good"), [-1]),
        (("state",), "nothing"),
        (("players",), 9),
        (("players",), 3),
        (("options",), {"edition": "revised"}),
        (("options",), {"colour": "red"}),
        (("log",), [["one", None, "text"]]),
    ],
)
def test_load_state_corrupt_values(path: tuple[str, ...], value: Any) -> None:
    data = saved()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(InvalidStateError) as info:
        load_state(json.dumps(data))
    assert str(info.value)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("history",), [9999]),
        (("names",), ["Only one"]),
        (("state", "phase"), 99),
        (("state", "ship_good"), [7, -1, -1]),
    ],
)
def test_load_state_rejects_out_of_range_values(path: tuple[str, ...], value: Any) -> None:
    """A loaded state either works or load_state raised InvalidStateError."""
    data = saved()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        state = load_state(json.dumps(data))
    except InvalidStateError:
        return
    state.record()
    state.legal_actions()
    state.view(0)
    state.result()


def test_load_state_accepts_text_bytes_and_dict() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=9), 30, 9)
    text = state.to_json()
    for source in (text, text.encode(), json.loads(text), state.to_dict()):
        loaded = load_state(source)
        assert loaded.to_json() == text
        assert loaded.state_hash() == state.state_hash()


def test_load_state_does_not_keep_a_reference_to_the_dict() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=9), 30, 9)
    data = state.to_dict()
    loaded = load_state(data)
    data["state"]["board"][0] += 100
    data["history"].append(0)
    assert loaded.to_json() == state.to_json()


# ------------------------------------------------------------------------ replay


def test_replay_rebuilds_the_game() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=31, names=list("ABCD")), 200, 31)
    again = replay(state.record())
    assert again.state_hash() == state.state_hash()
    assert again.names == ("A", "B", "C", "D")


def test_replay_with_an_illegal_action_names_its_number() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=31), 12, 31)
    record = state.record()
    record["actions"][4] = "build city_hall"  # nobody can afford it in round 1
    with pytest.raises(IllegalActionError, match=r"record action 5 \('build city_hall'\)"):
        replay(record)


def test_replay_with_unknown_notation_names_its_number() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=31), 12, 31)
    record = state.record()
    record["actions"][0] = "dance"
    with pytest.raises(IllegalActionError, match="record action 1 "):
        replay(record)


def test_replay_with_actions_after_the_end() -> None:
    state = finished_game()
    record = state.record()
    record["actions"].append("pass")
    number = len(record["actions"])
    with pytest.raises(IllegalActionError, match=f"record action {number} "):
        replay(record)


@pytest.mark.parametrize("key", ["game", "players", "seed"])
def test_replay_missing_key(key: str) -> None:
    record = new_game("puerto_rico", 4, seed=31).record()
    del record[key]
    with pytest.raises(InvalidStateError, match=key):
        replay(record)


def test_replay_of_an_empty_action_list_is_a_new_game() -> None:
    record = random_moves(new_game("puerto_rico", 2, seed=3), 10, 3).record()
    record["actions"] = []
    assert replay(record).to_json() == new_game("puerto_rico", 2, seed=3).to_json()


# -------------------------------------------------------------------------- view


@pytest.mark.parametrize("seat", [-1, 4, 100, "0", True, 1.0])
def test_view_with_a_bad_seat(seat: Any) -> None:
    state = new_game("puerto_rico", 4, seed=1)
    with pytest.raises(ValueError, match="seat"):
        state.view(seat)


@pytest.mark.parametrize("seat", [-1, 4, "1", True])
def test_determinize_with_a_bad_seat(seat: Any) -> None:
    state = new_game("puerto_rico", 4, seed=1)
    with pytest.raises((ValueError, TypeError)):
        state.determinize(seat, 0)


def test_view_is_json_for_every_seat() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=1), 50, 1)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view
        assert view["viewer"] == seat
        assert view["current_player"] == state.current_player


def test_view_lists_legal_actions_only_for_the_current_player() -> None:
    state = random_moves(new_game("puerto_rico", 4, seed=1), 50, 1)
    me = state.current_player
    assert me is not None
    mine = state.view(me)["legal_actions"]
    assert mine == [{"id": a.id, "text": str(a)} for a in state.legal_actions()]
    for seat in (None, *(s for s in range(4) if s != me)):
        assert state.view(seat)["legal_actions"] == []


# ------------------------------------------------------------------------ events


def test_events_private_and_public() -> None:
    state = finished_game(4, 2)
    everything = state.events(everything=True)
    public = state.events(None)
    assert public == [e for e in everything if e.seat is None]
    for seat in range(4):
        mine = state.events(seat)
        assert mine == [e for e in everything if e.seat in (None, seat)]
    assert any(e.seat is not None for e in everything)  # "You earn N VP." is private
    moves = [e.move for e in everything]
    assert moves == sorted(moves)
    assert moves[0] == 0
    assert moves[-1] <= state.move_number


def test_actions_are_immutable_values() -> None:
    state = new_game("puerto_rico", 4, seed=1)
    action = state.parse_action("builder")
    with pytest.raises(AttributeError):
        action.id = 5  # type: ignore[misc]
    assert {action: 1}[state.parse_action("builder")] == 1  # hashable, equal to itself


def test_an_unpickled_action_still_applies() -> None:
    """Actions sent to another process (multiprocessing) come back as equal copies."""
    import pickle

    state = new_game("puerto_rico", 4, seed=1)
    action = state.legal_actions()[0]
    copy = pickle.loads(pickle.dumps(action))
    assert str(copy) == str(action) and copy.id == action.id
    expected = state.clone()
    expected.apply(action)
    state.apply(copy)
    assert state.to_json() == expected.to_json()
    assert state.history()[-1] is action


def test_tradewinds_exports_the_state_class() -> None:
    from tradewinds.core.game import State

    assert tradewinds.State is State
