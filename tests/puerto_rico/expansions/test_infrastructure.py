"""Infrastructure of the expansions: the options, the action table, the building table,
and the engine without any expansion (the base game)."""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

import tradewinds
from tradewinds import InvalidOptionError, load_state
from tradewinds.core.options import resolve_options
from tradewinds.games.puerto_rico import game as pr_game
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS, BUILDINGS, EXPANSIONS
from tradewinds.games.puerto_rico.state import (
    IMPLEMENTED,
    PuertoRicoState,
    action_table,
)

# The expansion rows of puerto_rico_buildings.csv (expansions reference):
# id -> (set, kind, cost, vp, row, circles, size, count 3-5p, count 2p).
REFERENCE: dict[str, tuple[str, str, int, int, int, int, int, int, int]] = {
    "aqueduct": ("exp1_new_buildings", "violet_small", 1, 1, 1, 1, 1, 2, 1),
    "black_market": ("exp1_new_buildings", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "forest_house": ("exp1_new_buildings", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "storehouse": ("exp1_new_buildings", "violet_small", 3, 1, 1, 1, 1, 2, 1),
    "guest_house": ("exp1_new_buildings", "violet_small", 4, 2, 2, 2, 1, 2, 1),
    "church": ("exp1_new_buildings", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "trading_post": ("exp1_new_buildings", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "small_wharf": ("exp1_new_buildings", "violet_small", 6, 2, 2, 1, 1, 2, 1),
    "lighthouse": ("exp1_new_buildings", "violet_small", 7, 3, 3, 1, 1, 2, 1),
    "specialty_factory": ("exp1_new_buildings", "violet_small", 8, 3, 3, 1, 1, 2, 1),
    "library": ("exp1_new_buildings", "violet_small", 8, 3, 3, 1, 1, 2, 1),
    "union_hall": ("exp1_new_buildings", "violet_small", 9, 3, 3, 1, 1, 2, 1),
    "cloister": ("exp1_new_buildings", "violet_large", 10, 4, 4, 1, 2, 1, 1),
    "statue": ("exp1_new_buildings", "violet_large", 10, 8, 4, 0, 2, 1, 1),
    "land_office": ("exp2_nobles", "violet_small", 2, 1, 1, 1, 1, 2, 1),
    "chapel": ("exp2_nobles", "violet_small", 3, 1, 1, 1, 1, 2, 1),
    "hunting_lodge": ("exp2_nobles", "violet_small", 4, 2, 2, 1, 1, 2, 1),
    "zoning_office": ("exp2_nobles", "violet_small", 5, 2, 2, 1, 1, 2, 1),
    "royal_supplier": ("exp2_nobles", "violet_small", 6, 2, 2, 1, 1, 2, 1),
    "villa": ("exp2_nobles", "violet_small", 7, 3, 3, 1, 1, 2, 1),
    "jeweler": ("exp2_nobles", "production", 8, 3, 3, 1, 1, 2, 2),
    "royal_garden": ("exp2_nobles", "violet_large", 10, 4, 4, 1, 2, 1, 1),
}


def engine_without_expansions(players: int, seed: int, **options: Any) -> PuertoRicoState:
    """The expansions' engine set up for a game without any expansion (test use only)."""
    resolved = resolve_options(pr_game.INFO.options, options, "puerto_rico")
    names = tuple(f"Player {i + 1}" for i in range(players))
    return PuertoRicoState.new(players, seed, resolved, names)


# ------------------------------------------------------------------------ buildings


def test_expansion_buildings_match_the_reference() -> None:
    rows = {b.id: b for b in ALL_BUILDINGS}
    assert len(ALL_BUILDINGS) == len(BUILDINGS) + len(REFERENCE) == 45
    for building_id, expected in REFERENCE.items():
        b = rows[building_id]
        got = (b.set, b.kind, b.cost, b.vp, b.row, b.circles, b.size, b.count, b.count_2p)
        assert got == expected, building_id
        assert b.effect and b.name
    # 26 tiles of expansion 1 (12 small kinds x 2 + 2 large), 15 of expansion 2.
    assert sum(b.count for b in ALL_BUILDINGS if b.set == "exp1_new_buildings") == 26
    assert sum(b.count for b in ALL_BUILDINGS if b.set == "exp2_nobles") == 15


def test_the_base_game_keeps_its_buildings() -> None:
    assert [b.index for b in BUILDINGS] == list(range(23))
    assert all(b.set == "base" for b in BUILDINGS)
    assert ALL_BUILDINGS[:23] == BUILDINGS


# -------------------------------------------------------------------------- options


def test_base_game_options_are_unchanged() -> None:
    """With the expansion options at their defaults a base game is the base game. While
    the expansion options are not listed, its options, record and saved state are exactly
    those from before the expansions existed."""
    state = tradewinds.new_game("puerto_rico", 3, seed=2, options={"expansions": []})
    assert isinstance(state, PuertoRicoState)
    base = {
        "edition": "original",
        "ship_choice": "max_load",
        "first_governor": "random",
        "optional_production": "off",
    }
    if pr_game.LIST_EXPANSION_OPTIONS:
        base |= {"expansions": [], "draft": "players", "expansion_rules": []}
    else:
        assert "expansions" not in state.to_json()
    assert state.options == base
    assert load_state(state.to_json()).to_json() == state.to_json()
    other = tradewinds.new_game("puerto_rico", 3, seed=2)
    assert other.to_json() == state.to_json()


def test_expansions_option_is_a_subset() -> None:
    implemented = [e for e in EXPANSIONS if e in IMPLEMENTED]
    state = tradewinds.new_game(
        "puerto_rico", 4, seed=1, options={"expansions": list(reversed(implemented))}
    )
    assert state.options["expansions"] == implemented  # stored in canonical order
    text = ",".join(implemented)
    same = tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": text})
    assert same.to_json() == state.to_json()


def test_expansion_games_are_deluxe_games() -> None:
    """The expansions exist only in the deluxe rulebook (76 / 101 / 126 VP, its own base
    rules): a game with expansions is a deluxe game unless the edition is given."""
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options={"expansions": "nobles"})
    assert state.options["edition"] == "deluxe"
    assert isinstance(state, PuertoRicoState) and state.vp_supply == 76
    base = tradewinds.new_game("puerto_rico", 3, seed=1)
    assert base.options["edition"] == "original"  # the base game's default is unchanged


def test_expansions_with_the_original_edition_stay_possible() -> None:
    """The house rule: an explicit edition=original with expansions is kept, and saved
    or recorded games (which store their edition) load and replay with it."""
    options = {"expansions": ["nobles"], "edition": "original"}
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options=options)
    assert state.options["edition"] == "original"
    assert isinstance(state, PuertoRicoState) and state.vp_supply == 75
    rng = random.Random(1)
    for _ in range(60):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert load_state(state.to_json()).to_json() == state.to_json()
    assert tradewinds.replay(state.record()).to_json() == state.to_json()
    deluxe = tradewinds.new_game("puerto_rico", 3, seed=1, options={"expansions": ["nobles"]})
    assert load_state(deluxe.to_json()).options["edition"] == "deluxe"


@pytest.mark.parametrize("value", ["pirates", ["nobles", "zeppelins"], 3])
def test_unknown_expansions_are_refused(value: object) -> None:
    with pytest.raises(InvalidOptionError, match="expansions"):
        tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": value})


def test_not_yet_implemented_expansions_are_refused() -> None:
    for expansion in EXPANSIONS:
        if expansion not in IMPLEMENTED:
            with pytest.raises(InvalidOptionError, match="not implemented"):
                tradewinds.new_game("puerto_rico", 4, seed=1, options={"expansions": [expansion]})


def test_expansion_options_are_listed_only_when_enabled() -> None:
    [info] = [g for g in tradewinds.available_games() if g["name"] == "puerto_rico"]
    names = {o["name"] for o in info["options"]}
    assert ("expansions" in names) == pr_game.LIST_EXPANSION_OPTIONS
    described = [o.describe() for o in pr_game.EXPANSION_OPTIONS]
    assert [d["name"] for d in described] == ["expansions", "draft", "expansion_rules"]
    assert described[0]["type"] == "subset" and described[0]["choices"] == list(EXPANSIONS)
    json.dumps(described)


# --------------------------------------------------------------------- action table


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_action_table_extends_the_base_table(players: int) -> None:
    """The base game's ids and notation are kept; every new action comes after them."""
    base = tradewinds.new_game("puerto_rico", players, seed=0)
    table = action_table(players)
    assert [a.text for a in table.actions[:141]] == [a.text for a in base.table.actions]
    assert base.num_distinct_actions == 141
    # A base game declares only the base game's actions: an expansion's is unknown there.
    with pytest.raises(tradewinds.UnknownActionError):
        base.apply("buccaneer")
    with pytest.raises(tradewinds.UnknownActionError):
        base.apply(141)
    assert len({a.text for a in table.actions}) == len(table)
    # One size for every player count, so ids do not depend on it.
    assert len(table) == len(action_table(2))
    for action in table.actions:
        assert table.by_text(action.text) is action
        assert action.text == " ".join(action.text.split()) == action.text.lower()


def test_new_actions_have_fixed_ids() -> None:
    """A few ids of the table, spelled out: they must never move."""
    table = action_table(4)
    ids = {a.text: a.id for a in table.actions}
    assert ids["buccaneer"] == 141
    assert ids["pass"] == 140
    assert ids["build small_market"] == 82
    assert ids["build aqueduct"] == ids["unplace royal_garden"] + 1
    assert len(table) == ids["guest noble royal_garden"] + 1


def test_expansion_engine_round_trips_and_validates() -> None:
    state = engine_without_expansions(4, 3)
    rng = random.Random(3)
    for _ in range(150):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert isinstance(state, PuertoRicoState)
    text = state.to_json()
    copy = state.clone()
    assert copy.to_json() == text
    data = json.loads(text)
    loaded = PuertoRicoState.load(data)
    loaded._check_loaded()
    assert loaded.to_json() == text
    data["state"]["kidnapped"] = 17
    with pytest.raises(tradewinds.InvalidStateError, match="kidnapped"):
        PuertoRicoState.load(data)._check_loaded()


@pytest.mark.parametrize("options", [{}, {"expansions": ["nobles"], "edition": "original"}])
def test_saved_games_from_before_optional_production_load(options: dict[str, Any]) -> None:
    """A game saved before the option existed (no ``optional_production`` in its
    options) loads with the option off and its own edition, and plays on identically."""
    state = tradewinds.new_game("puerto_rico", 3, seed=4, options=options)
    rng = random.Random(4)
    for _ in range(80):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    data = json.loads(state.to_json())
    del data["options"]["optional_production"]
    loaded = load_state(data)
    assert loaded.options["optional_production"] == "off"
    assert loaded.options["edition"] == state.options["edition"]
    assert loaded.to_json() == state.to_json()


# --------------------------------------------------- saves from before the one engine

LEGACY = Path(__file__).parent.parent / "data" / "legacy_base_saves.json.gz"


def _legacy_saves() -> list[dict[str, Any]]:
    """Base games saved by the base game's own engine (commit 29b2ac4, before Puerto Rico
    had one engine): 57 positions over 2-5 players, both editions, both ship rules and
    optional production, one in every kind of decision and one after the game's end. Each
    with the digests of its views (spectator, then each seat) and of 40 random moves played
    on from it (legal ids, moves, log and result), all taken on that engine."""
    with gzip.open(LEGACY, "rt") as file:
        saves: list[dict[str, Any]] = json.load(file)
    return saves


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:20]


def _play_on(state: tradewinds.State, seed: int, moves: int = 40) -> str:
    """The digest the old engine took of ``moves`` random moves from ``state``."""
    rng = random.Random(seed)
    digest = hashlib.sha256()
    for _ in range(moves):
        if state.is_over:
            break
        ids = sorted(a.id for a in state.legal_actions())
        pick = ids[rng.randrange(len(ids))]
        digest.update(f"{ids}{pick}|".encode())
        state.apply(pick)
    digest.update(json.dumps([e.text for e in state.events(everything=True)]).encode())
    digest.update(json.dumps(state.result() if state.is_over else None, sort_keys=True).encode())
    return digest.hexdigest()[:20]


def test_base_games_saved_by_the_old_base_engine_load_and_play_on_alike() -> None:
    """A base game saved before the engines merged (in the web app's database, in a file)
    loads into the same position: the same views for every seat, and the same game from
    there on as the old engine played."""
    saves = _legacy_saves()
    assert len(saves) == 57
    for k, entry in enumerate(saves):
        state = load_state(entry["save"])
        seats = [None, *range(state.players)]
        assert [_digest(state.view(v)) for v in seats] == entry["views"], f"save {k}"
        assert state.to_dict()["log"] == entry["save"]["log"], f"save {k}: the log is kept"
        assert _play_on(state, k) == entry["continuation"], f"save {k}"


def test_an_old_save_that_disagrees_with_its_history_is_refused() -> None:
    """The old save's fields are checked against its replayed history: a doctored field
    (here 50 doubloons more) or a history that is not a game is refused, naming why."""
    entry = next(e for e in _legacy_saves() if e["save"]["history"])
    doctored = json.loads(json.dumps(entry["save"]))
    doctored["state"]["board"][0] += 50
    with pytest.raises(tradewinds.InvalidStateError, match="does not match its history"):
        load_state(doctored)
    broken = json.loads(json.dumps(entry["save"]))
    broken["history"] = [broken["history"][0]] * len(broken["history"])
    with pytest.raises(tradewinds.InvalidStateError, match="history"):
        load_state(broken)


@pytest.mark.parametrize(
    "history",
    [
        "past_the_end",  # a whole game, then 100,000 more moves
        [0, "zero"],
        [0, 10**5000],
        [0, [1, [2]]],
        [-5],
    ],
)
def test_an_old_save_with_a_hostile_history_is_refused_quickly(history: object) -> None:
    """Hostile input: an old save's history is replayed, so a history that goes on past
    the game's end, or holds what is no action id, is refused with a clear error as soon
    as the replay meets it (the state data of the save is not trusted either way)."""
    entry = next(e for e in _legacy_saves() if e["save"]["state"]["phase"] == 13)
    data = json.loads(json.dumps(entry["save"]))
    if history == "past_the_end":
        data["history"] += [data["history"][-1]] * 100_000
    else:
        data["history"] = history
    with pytest.raises(tradewinds.InvalidStateError):
        load_state(data)
