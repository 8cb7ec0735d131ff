"""The San Juan heuristic: always legal, reproducible, plays its documented strategy, and
beats random play."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import tradewinds
from tests.san_juan.scenario import choose as scenario_choose
from tests.san_juan.scenario import new, rig_draws, set_city, set_hand
from tradewinds.bots import Bot, HeuristicBot, RandomBot, SeatView, bot_action, bot_seed, make_bot
from tradewinds.bots.heuristic import san_juan
from tradewinds.core.actions import Action
from tradewinds.core.game import State
from tradewinds.games.san_juan.data import CARDS, GOODS, TILE_PRICES

DECISIONS = {
    "setup_discard",
    "choose_role",
    "library",
    "builder_build",
    "builder_crane",
    "builder_black_market",
    "builder_pay",
    "producer_produce",
    "trader_sell",
    "councillor_keep",
    "councillor_discard",
    "gold_mine",
    "chapel",
    "hand_limit",
}
OPTION_VALUES: list[dict[str, Any]] = [
    {},
    {"setup_variant": "on"},
    {"game_end": "immediate"},
    {"covered_rebuild": "allowed"},
    {"first_governor": 1, "setup_variant": "on", "game_end": "immediate"},
]


def heuristic_choice(state: State, seed: int = 0) -> Action:
    """What the strategy picks now, from the acting seat's view alone."""
    seat = state.current_player
    assert seat is not None
    return san_juan.choose(state.view(seat), state.legal_actions(), random.Random(seed))


def play(seed: int, kinds: list[str], options: dict[str, Any] | None = None) -> State:
    state = tradewinds.new_game("san_juan", len(kinds), seed=seed, options=options or {})
    bots = [make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(bot_action(bots[seat], state))  # raises on an illegal choice
    return state


# ------------------------------------------------------------------ legality
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_VALUES)
def test_always_legal_in_whole_games(players: int, options: dict[str, Any]) -> None:
    for seed in range(2):
        # All heuristic, and heuristic against random players (other positions arise).
        for kinds in (["heuristic"] * players, ["heuristic"] + ["random"] * (players - 1)):
            state = play(seed * 7 + players, kinds, options)
            assert state.result()["over"]


def test_handles_every_decision_of_the_game() -> None:
    """Random play reaches every decision (Crane, Black market, 2-player Library, ...);
    the heuristic is asked at each one and must answer with a legal action."""
    seen: Counter[str] = Counter()
    seed = 0
    while seed < 300 and set(seen) != DECISIONS:
        players = 2 + seed % 3
        options = {"setup_variant": "on"} if seed % 2 else {}
        state = tradewinds.new_game("san_juan", players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            seen[view["decision"]] += 1
            assert san_juan.choose(view, legal, random.Random(seed)) in legal
            state.apply(legal[rng.randrange(len(legal))])
        seed += 1
    assert set(seen) == DECISIONS


def reading_fields(reading: san_juan.Reading) -> dict[str, Any]:
    fields = {name: getattr(reading, name) for name in san_juan.Reading.__slots__}
    fields["boards"] = [
        {name: getattr(board, name) for name in type(board).__slots__} for board in reading.boards
    ]
    return fields


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reading_a_state_equals_reading_the_seats_view(players: int) -> None:
    """Rollouts read the state directly (``choose_state``): at every decision of random
    games that must read exactly what the acting seat's view shows, and choose alike."""
    decisions: set[str] = set()
    for seed in range(6):
        options = {"setup_variant": "on"} if seed % 2 else {}
        state = tradewinds.new_game("san_juan", players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            decisions.add(view["decision"])
            from_view = san_juan.Reading.from_view(view)
            from_state = san_juan.Reading.from_state(state)  # type: ignore[arg-type]
            assert reading_fields(from_state) == reading_fields(from_view)
            assert san_juan.choose_state(state, legal, random.Random(seed)) == san_juan.choose(
                view, legal, random.Random(seed)
            )
            state.apply(legal[rng.randrange(len(legal))])
    assert {"choose_role", "builder_pay", "trader_sell", "councillor_keep"} <= decisions


def test_works_through_the_bot_api_and_on_determinizations() -> None:
    state = tradewinds.new_game("san_juan", 3, seed=4)
    bot = make_bot("heuristic", 1)
    assert isinstance(bot, HeuristicBot) and bot.name == "heuristic"
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    assert bot.choose(SeatView(state, seat), legal) in legal
    assert bot.choose(state.determinize(seat, 9), legal) in legal


# ----------------------------------------------------------- reproducibility
def test_same_seed_same_game() -> None:
    kinds = ["heuristic", "random", "heuristic", "random"]
    first = play(11, kinds)
    again = play(11, kinds)
    assert first.history() == again.history()
    assert first.result() == again.result()


def test_uses_its_rng_only_for_ties() -> None:
    """Different tie-break seeds may differ, but the same one never does; the global
    random module is never touched."""
    state = tradewinds.new_game("san_juan", 4, seed=21)
    rng = random.Random(5)
    random.seed(0)
    before = random.getstate()
    for _ in range(150):
        if state.is_over:
            break
        assert heuristic_choice(state, 3) == heuristic_choice(state, 3)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert random.getstate() == before


# ------------------------------------------------------------------ strategy
def test_pays_with_the_least_useful_cards() -> None:
    # Seat 0 already owns a Chapel: the Chapel in hand can never be built, and the second
    # Smithy is a duplicate. The Library and the Palace are what the hand is kept for.
    state = new(4, governor=0, seed=1)
    set_city(state, 0, "indigo_plant chapel")
    set_hand(state, 0, "statue chapel smithy smithy library palace")
    state.apply("builder")
    state.apply("build statue")  # 3 - 1 (builder) = 2 cards to pay
    paid = []
    while state.current_player == 0 and state.view(0)["decision"] == "builder_pay":
        action = heuristic_choice(state)
        paid.append(CARDS[action.arg].id)
        state.apply(action)
    assert sorted(paid) == ["chapel", "smithy"]
    hand = {e["id"]: e["count"] for e in state.view(0)["players_board"][0]["hand"]}
    assert hand == {"smithy": 1, "library": 1, "palace": 1}


def test_picks_producer_with_empty_production_buildings() -> None:
    state = new(4, governor=0, seed=2)
    set_city(state, 0, "indigo_plant coffee_roaster silver_smelter")
    set_hand(state, 0, "indigo_plant sugar_mill")
    assert str(heuristic_choice(state)) == "producer"


def test_picks_builder_with_a_good_affordable_building() -> None:
    state = new(4, governor=0, seed=3)
    set_city(state, 0, "indigo_plant", goods={"indigo": 1})
    set_hand(state, 0, "library indigo_plant sugar_mill statue smithy")
    assert str(heuristic_choice(state)) == "builder"


def test_trader_with_goods_not_without() -> None:
    state = new(4, governor=0, seed=4)
    set_city(
        state, 0, "indigo_plant silver_smelter coffee_roaster", goods={"silver": 1, "coffee": 1}
    )
    set_hand(state, 0, "indigo_plant")
    assert str(heuristic_choice(state)) == "trader"
    # Over whole games: the heuristic never takes the Trader without a good to sell.
    for seed in range(6):
        game = tradewinds.new_game("san_juan", 4, seed=seed)
        bots: list[Bot] = [HeuristicBot(seed), RandomBot(1), RandomBot(2), RandomBot(3)]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            action = bot_action(bots[seat], game)
            if seat == 0 and str(action) == "trader":
                assert any(game.view(0)["players_board"][0]["goods"].values())
            game.apply(action)


def test_sells_the_dearest_goods() -> None:
    state = new(4, governor=0, seed=5)
    set_city(
        state,
        0,
        "indigo_plant sugar_mill silver_smelter",
        goods={"indigo": 1, "sugar": 1, "silver": 1},
    )
    set_hand(state, 0, "indigo_plant")
    state.apply("trader")  # the trader sells 2 of his 3 goods
    prices = state.view(0)["trading_house"]["current"]["prices"]
    sold = []
    while state.current_player == 0 and state.view(0)["decision"] == "trader_sell":
        action = heuristic_choice(state)
        sold.append(GOODS[action.arg])
        state.apply(action)
    assert len(sold) == 2 and "indigo" not in sold
    assert prices[sold[0]] == max(prices.values())


def test_produces_the_dearest_goods_first() -> None:
    state = new(4, governor=1, seed=6)
    set_city(state, 1, "indigo_plant sugar_mill coffee_roaster silver_smelter")
    set_hand(state, 1, "indigo_plant")
    state.apply("producer")  # 2 goods for the producer, 4 empty buildings
    made = []
    while state.current_player == 1 and state.view(1)["decision"] == "producer_produce":
        action = heuristic_choice(state)
        made.append(GOODS[action.arg])
        state.apply(action)
    assert made == ["silver", "coffee"]
    assert max(TILE_PRICES, key=lambda p: p[4])[4] >= 3  # silver is the dearest good


def test_keeps_the_most_valuable_card() -> None:
    # The councillor (no Archive) draws 5 and keeps 1: it owns a Tower already, so the
    # Library is the card to keep.
    state = new(4, governor=0, seed=7)
    set_city(state, 0, "indigo_plant tower")
    set_hand(state, 0, "indigo_plant")
    rig_draws(state, "tower smithy library indigo_plant tower")
    state.apply("councillor")
    assert state.view(0)["decision"] == "councillor_keep"
    assert str(heuristic_choice(state)) == "keep library"


def test_archive_discards_the_cards_it_cannot_use() -> None:
    # With an Archive the councillor discards 4 from his whole hand: first the two
    # Towers (it owns one: they can never be built), not the fresh cards.
    state = new(4, governor=0, seed=7)
    set_city(state, 0, "indigo_plant archive tower")
    set_hand(state, 0, "tower tower")
    rig_draws(state, "silver_smelter statue hero palace chapel")
    state.apply("councillor")
    discarded = []
    for _ in range(2):
        assert state.view(0)["decision"] == "councillor_discard"
        action = heuristic_choice(state)
        discarded.append(str(action))
        state.apply(action)
    assert discarded == ["discard tower", "discard tower"]


def test_chapel_tucks_and_hand_limit_discards_the_least_useful_cards() -> None:
    # Round end, 3 players: seat 1 becomes governor with 9 cards and a Chapel. It owns a
    # Smithy and a Well: those cards in hand are currency only. It tucks one and
    # discards the other down to the hand limit, keeping its building plans.
    state = new(3, governor=0, seed=9)
    set_city(state, 1, "indigo_plant chapel smithy well")
    set_hand(
        state, 1, "smithy well hero library palace statue silver_smelter coffee_roaster quarry"
    )
    state.turn = 2
    scenario_choose(state, 2, "prospector")  # the round's last role
    assert state.current_player == 1 and state.view(1)["decision"] == "chapel"
    tucked = heuristic_choice(state)
    state.apply(tucked)
    assert state.view(1)["decision"] == "hand_limit"
    discarded = heuristic_choice(state)
    assert {str(tucked), str(discarded)} in (
        {"tuck smithy", "discard well"},
        {"tuck well", "discard smithy"},
    )


# ------------------------------------------------------------------ strength
def test_beats_three_random_bots() -> None:
    wins = 0.0
    games = 20
    for game in range(games):
        seat = game % 4
        kinds = ["random"] * 4
        kinds[seat] = "heuristic"
        result = play(1000 + game, kinds).result()
        if seat in result["winners"]:
            wins += 1 / len(result["winners"])
    assert wins >= 16, f"the heuristic won only {wins} of {games} games"
