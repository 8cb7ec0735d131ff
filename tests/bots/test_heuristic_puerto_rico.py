"""The Puerto Rico heuristic bot: always legal, reproducible, and playing its strategy.

Decision scenarios start from a real game, set the few things that matter with the
scenario helpers, then ask the bot through the public bot API (it sees only the view).
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest

import tradewinds
from tests.puerto_rico.scenario import (
    choose,
    city_of,
    clear_player,
    clear_xplayer,
    in_supply,
    island_of,
    new,
    new_x,
    set_player,
    set_pools,
    set_role_money,
    set_ships,
    set_xplayer,
    xchoose,
)
from tradewinds.bots import HeuristicBot, bot_action, bot_seed, make_bot
from tradewinds.bots.heuristic import puerto_rico as strategy
from tradewinds.core.game import State
from tradewinds.games.puerto_rico.data import BUILDINGS, LARGE_BUILDINGS
from tradewinds.games.puerto_rico.state import PuertoRicoState

EVERYTHING = ["new_buildings", "nobles", "buccaneer", "festival"]


def move(state: State, seed: int = 0) -> str:
    """The heuristic's choice for the seat to act, as notation."""
    return str(bot_action(make_bot("heuristic", seed), state))


def play_turn(state: State, seat: int) -> list[str]:
    """Let the heuristic play every decision of ``seat`` until another seat must act."""
    moves = []
    while state.current_player == seat:
        action = move(state)
        moves.append(action)
        state.apply(action)
    return moves


def play(seed: int, kinds: list[str], options: Mapping[str, Any] | None = None) -> State:
    """A whole game with the given bot kinds by seat; every chosen action is legal."""
    game = tradewinds.new_game("puerto_rico", len(kinds), seed=seed, options=dict(options or {}))
    bots = [make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bot_action(bots[seat], game))  # raises if the action is not legal
        assert game.move_number < 3000, "the game does not end"
    return game


def empty_goods(state: PuertoRicoState) -> None:
    for seat in range(state.players):
        set_player(state, seat, goods={}, vp=0)


# ----------------------------------------------------------------- legality


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("edition", ["original", "deluxe"])
def test_always_legal_in_base_games(players: int, edition: str) -> None:
    for seed in range(3):
        kinds = ["heuristic" if (seat + seed) % 2 == 0 else "random" for seat in range(players)]
        game = play(seed, kinds, {"edition": edition})
        assert game.result()["over"]
    # Heuristic bots in every seat finish too.
    assert play(7, ["heuristic"] * players, {"edition": edition}).is_over


@pytest.mark.parametrize(
    ("expansions", "players"),
    [
        (["new_buildings"], 3),
        (["nobles"], 4),
        (["buccaneer"], 2),
        (["festival"], 5),
        (["new_buildings", "nobles"], 5),
        (["buccaneer", "festival"], 3),
        (EVERYTHING, 4),
        (EVERYTHING, 2),
    ],
)
def test_always_legal_with_expansions(expansions: list[str], players: int) -> None:
    for seed, draft in ((1, "players"), (2, "random")):
        options = {"expansions": expansions, "draft": draft, "edition": "deluxe"}
        kinds = ["heuristic"] * players
        kinds[seed % players] = "random"
        assert play(seed, kinds, options).is_over


def expansion_game() -> PuertoRicoState:
    """Four players, every expansion, all boards empty."""
    state = new_x(4, seed=3)
    for seat in range(4):
        clear_xplayer(state, seat)
    return state


def test_black_market_hands_back_the_cheapest_barrel() -> None:
    state = expansion_game()
    set_xplayer(
        state,
        0,
        doubloons=1,
        vp=3,
        goods={"corn": 2, "sugar": 4},
        island={"corn": (2, 2), "sugar": (2, 2)},
        buildings={"black_market": 1},
    )
    in_supply(state, "small_warehouse")
    xchoose(state, 0, "builder")
    state.apply("build small_warehouse")  # 2 short: the Black Market must make it up
    assert state.view(0)["decision"] == "builder_black_market"
    assert move(state) == "return corn"


def test_small_wharf_owner_loads_every_barrel_it_can() -> None:
    state = expansion_game()
    set_xplayer(state, 0, goods={"corn": 2, "sugar": 4}, buildings={"small_wharf": 1})
    xchoose(state, 0, "captain")
    assert move(state).startswith("load sugar on")
    state.apply(move(state))
    assert state.view(0)["decision"] == "captain_load_amount"
    assert move(state) == "barrels 4"


def test_takes_nobles_and_plunders_a_full_trading_house() -> None:
    state = expansion_game()
    set_xplayer(state, 0, buildings={"villa": 1})
    xchoose(state, 0, "mayor")
    assert move(state) == "villa"
    pirate = new_x(4, seed=3, expansions=["buccaneer"])
    pirate.trading_house[:] = [1, 2, 4]
    xchoose(pirate, 0, "buccaneer")
    assert move(pirate) == "plunder"


# -------------------------------------------------------- reproducibility


def test_same_seed_same_game() -> None:
    first = play(11, ["heuristic"] * 4)
    second = play(11, ["heuristic"] * 4)
    assert first.record() == second.record()


def test_reads_only_the_view_and_leaves_global_random_alone() -> None:
    """A JSON copy of the view gives the same choice as the live SeatView, and the
    global random module is neither used nor disturbed."""
    game = tradewinds.new_game("puerto_rico", 4, seed=5)
    rng = random.Random(2)
    random.seed(99)
    before = random.getstate()
    while not game.is_over:
        seat = game.current_player
        legal = game.legal_actions()
        view = game.view(seat)
        if len(legal) > 1:
            copy = json.loads(json.dumps(view))
            a = strategy.choose(view, legal, random.Random(1))
            b = strategy.choose(copy, legal, random.Random(1))
            assert a is b
        game.apply(
            legal[rng.randrange(len(legal))] if seat else HeuristicBot(3).choose(view, legal)
        )
    assert random.getstate() == before


def test_plays_from_a_determinization_too() -> None:
    """Search bots hand over a determinized state; its view is all the bot reads."""
    game = play(4, ["random"] * 4)  # a finished game: replay its first 120 moves
    record = game.record()
    state = tradewinds.new_game("puerto_rico", 4, seed=record["seed"])
    for text in record["actions"][:120]:
        state.apply(text)
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    bot = HeuristicBot(1)
    chosen = bot.choose(state.determinize(seat, 9), legal)
    assert chosen in legal
    assert chosen is HeuristicBot(1).choose(state.view(seat), legal)


# ------------------------------------------------------------- role choice


def test_takes_the_captain_when_it_ships_the_most() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"corn": 5, "indigo": 3})
    assert move(state) == "captain"


def test_no_captain_when_a_neighbour_ships_more() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"corn": 1})
    set_player(state, 1, goods={"sugar": 6, "tobacco": 4})
    assert move(state) != "captain"


def test_takes_the_trader_with_a_dear_good_and_room_in_the_trading_house() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"coffee": 1, "tobacco": 1})
    assert move(state) == "trader"
    # A full trading house takes nothing: the Trader is worth nothing then.
    state.trading_house[:] = [0, 1, 3, 4]
    state._legal = None
    assert move(state) != "trader"


def test_craftsman_only_when_it_profits_more_than_the_neighbours() -> None:
    chain = {"island": {"coffee": (2, 2), "corn": (1, 1)}, "buildings": {"coffee_roaster": 2}}
    mine = new(4)
    empty_goods(mine)
    set_player(mine, 0, **chain)  # type: ignore[arg-type]
    assert move(mine) == "craftsman"
    theirs = new(4)
    empty_goods(theirs)
    for seat in (1, 2, 3):
        set_player(theirs, seat, **chain)  # type: ignore[arg-type]
    assert move(theirs) != "craftsman"


def test_doubloons_on_a_role_count() -> None:
    state = new(4)
    empty_goods(state)
    # Nothing to gain anywhere but from the doubloons piled on the Prospector.
    for seat in range(4):
        clear_player(state, seat)
    set_role_money(state, prospector=3)
    set_pools(state, face_up={}, quarries=0, colonist_ship=0)
    assert move(state) == "prospector"


# ---------------------------------------------------------------- colonists


def mayor_turn(seat0: dict[str, Any], *, ship: int) -> PuertoRicoState:
    """Only seat 0 has a board; the mayor (seat 0) declines the privilege."""
    state = new(4)
    for seat in range(4):
        clear_player(state, seat)
    set_player(state, 0, **seat0)
    set_pools(state, colonist_supply=50, colonist_ship=ship)
    state.apply("mayor")
    state.apply("pass")
    return state


def test_fills_a_coffee_roaster_before_a_small_indigo_plant() -> None:
    state = mayor_turn(
        {
            "island": {"coffee": (1, 1), "indigo": (1, 1)},
            "buildings": {"coffee_roaster": 0, "small_indigo_plant": 0},
        },
        ship=1,
    )
    assert state.current_player == 0
    play_turn(state, 0)
    city = city_of(state, 0)
    assert city["coffee_roaster"] >= 1
    assert city["small_indigo_plant"] == 0
    assert island_of(state, 0)["coffee"] == (1, 1)


def test_completes_a_production_chain_before_violet_buildings() -> None:
    state = mayor_turn(
        {
            "island": {"sugar": 1},
            "buildings": {"small_sugar_mill": 0, "small_market": 0, "hacienda": 0},
            "san_juan": 1,
        },
        ship=1,
    )
    assert play_turn(state, 0) in (
        ["place sugar", "place small_sugar_mill"],
        ["place small_sugar_mill", "place sugar"],
    )


def test_moves_a_useless_colonist_to_a_better_circle() -> None:
    """A colonist on an indigo plantation without a building is taken back and put on
    the empty Coffee Roaster circle that completes the coffee chain."""
    state = mayor_turn(
        {"island": {"coffee": (1, 1), "indigo": (1, 1)}, "buildings": {"coffee_roaster": 0}},
        ship=0,
    )
    assert play_turn(state, 0) == ["unplace indigo", "place coffee_roaster"]


# ------------------------------------------------------------------ settler


def test_settler_takes_the_plantation_its_buildings_wait_for() -> None:
    state = new(4)
    set_player(state, 0, island={"indigo": (1, 1)}, buildings={"coffee_roaster": 0})
    set_pools(state, face_up={"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1})
    state.apply("settler")
    assert move(state) == "plant coffee"


def test_settler_follows_the_plan() -> None:
    builder = new(4)
    set_player(
        builder,
        0,
        island={"indigo": (1, 1), "quarry": (1, 1), "coffee": (1, 1)},
        buildings={"factory": 1, "coffee_roaster": 1, "small_market": 1},
    )
    set_pools(builder, face_up={"corn": 2, "indigo": 1, "sugar": 1, "tobacco": 1})
    builder.apply("settler")
    assert move(builder) == "quarry"
    shipper = new(4)
    set_player(
        shipper,
        0,
        island={"corn": (2, 2), "indigo": (1, 1)},
        buildings={"harbor": 1, "small_indigo_plant": 1},
    )
    set_pools(shipper, face_up={"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 1})
    shipper.apply("settler")
    assert move(shipper) == "plant corn"


# ------------------------------------------------------------------ builder


def test_builds_the_production_building_for_its_plantations() -> None:
    state = new(4)
    set_player(state, 0, doubloons=7, island={"coffee": (2, 2), "corn": (1, 1)}, buildings={})
    state.apply("builder")
    assert move(state) == "build coffee_roaster"


def test_builds_a_large_building_late_in_the_game() -> None:
    state = new(4)
    set_player(
        state,
        0,
        doubloons=14,
        island={"coffee": (2, 2), "corn": (2, 2), "indigo": (3, 3), "sugar": (2, 2)},
        buildings={
            "small_indigo_plant": 1,
            "large_indigo_plant": 2,
            "small_sugar_mill": 1,
            "large_sugar_mill": 1,
            "small_market": 1,
            "hacienda": 1,
            "office": 1,
            "harbor": 1,
        },
    )
    set_pools(state, vp_supply=6)
    state.apply("builder")
    built = move(state).removeprefix("build ")
    assert built in {BUILDINGS[i].id for i in LARGE_BUILDINGS}


def test_no_large_building_with_the_whole_game_ahead() -> None:
    state = new(4)
    set_player(state, 0, doubloons=10)
    state.apply("builder")
    built = move(state).removeprefix("build ")
    assert built not in {BUILDINGS[i].id for i in LARGE_BUILDINGS}


# ------------------------------------------------------ craftsman and trader


def test_craftsman_extra_barrel_is_the_most_valuable() -> None:
    state = new(4)
    set_player(
        state,
        0,
        island={"coffee": (1, 1), "corn": (1, 1)},
        buildings={"coffee_roaster": 1},
    )
    state.apply("craftsman")
    assert move(state) == "extra coffee"


def test_trader_sells_the_best_paying_good() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"corn": 2, "indigo": 1, "tobacco": 1})
    state.apply("trader")
    assert move(state) == "sell tobacco"


# ------------------------------------------------------------------ captain


def test_captain_loads_the_largest_amount() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"corn": 4, "coffee": 2})
    state.apply("captain")
    assert move(state).startswith("load corn on")


def test_wharf_ships_the_kind_no_cargo_ship_takes() -> None:
    state = new(4)
    empty_goods(state)
    set_player(state, 0, goods={"corn": 1, "sugar": 5}, buildings={"wharf": 1})
    set_ships(state, ("corn", 2), ("indigo", 3), ("tobacco", 1))
    state.apply("captain")
    assert move(state) == "wharf sugar"


def test_storage_keeps_the_most_value() -> None:
    """3 sugar in the warehouse and the coffee kept beat 2 coffee stored and a sugar."""
    state = new(4)
    empty_goods(state)
    set_player(
        state, 0, goods={"sugar": 3, "coffee": 2, "corn": 1}, buildings={"small_warehouse": 1}
    )
    set_ships(state, ("indigo", 5), ("tobacco", 6), ("corn", 7))
    choose(state, 0, "captain")
    assert play_turn(state, 0) == ["warehouse sugar", "keep coffee"]


# ----------------------------------------------------------------- strength


def test_beats_three_random_bots() -> None:
    """At least 15 of 20 four-player games against random bots (seat rotated)."""
    wins = 0.0
    for game_number in range(20):
        seat = game_number % 4
        kinds = ["random"] * 4
        kinds[seat] = "heuristic"
        result = play(1000 + game_number, kinds).result()
        if seat in result["winners"]:
            wins += 1 / len(result["winners"])
    assert wins >= 15
