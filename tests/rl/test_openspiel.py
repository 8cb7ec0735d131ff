"""The OpenSpiel adapter (docs/rl.md, "Adapters"): OpenSpiel's own random simulation test
with serialization for every configuration, parameters, information states and
OpenSpiel's ISMCTS bot playing whole games."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import tradewinds
import tradewinds.rl.openspiel
from tradewinds.rl import make_observer, returns
from tradewinds.rl.openspiel import GAME_NAMES, SpielState

from .adapter_configs import every_config


def load(game: str, players: int, options: dict[str, Any], **extra: Any) -> Any:
    params: dict[str, Any] = {"players": players, **extra}
    for name, value in options.items():
        params[name] = "+".join(value) if isinstance(value, list) else value
    return pyspiel.load_game(GAME_NAMES[game], params)


def dealt(game: Any, deal: int) -> SpielState:
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(deal)
    assert isinstance(state, SpielState)
    return state


def random_moves(state: Any, count: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(count):
        if state.is_terminal():
            return
        state.apply_action(int(rng.choice(state.legal_actions())))


def test_import_registers_one_game_per_tradewinds_game() -> None:
    names = set(pyspiel.registered_names())
    assert set(GAME_NAMES.values()) <= names
    game = pyspiel.load_game("python_tradewinds_san_juan(players=3)")
    kind = game.get_type()
    assert game.num_players() == 3
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.provides_observation_tensor and kind.provides_information_state_string
    assert game.max_chance_outcomes() == tradewinds.rl.openspiel.DEFAULT_DEALS


@every_config
def test_openspiel_random_simulation_test_passes_with_serialization(
    game: str, players: int, options: dict[str, Any]
) -> None:
    spiel_game = load(game, players, options)
    assert spiel_game.observation_tensor_size() == make_observer(game, players, options).size
    assert spiel_game.num_distinct_actions() == tradewinds.rl.num_distinct_actions(
        game, players, options
    )
    pyspiel.random_sim_test(spiel_game, num_sims=1, serialize=True, verbose=False)


def test_parameters_cover_every_option_and_round_trip_through_the_game_string() -> None:
    game = pyspiel.load_game(
        "python_tradewinds_puerto_rico(players=3,expansions=nobles+festival,"
        "edition=deluxe,first_governor=2,reward=win,seed=4,deals=10)"
    )
    state = dealt(game, 3)
    engine = state.engine
    assert engine is not None
    assert engine.options["expansions"] == ["nobles", "festival"]
    assert engine.options["edition"] == "deluxe" and engine.options["first_governor"] == 2
    assert engine.seed == (4 << 32) + 3
    assert game.max_chance_outcomes() == 10 and game.max_utility() == 1.0
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    # The same deal of an equal game is the same game.
    assert str(dealt(again, 3)) == str(state)
    # A comma list (as the other interfaces take it) means the same expansions.
    commas = pyspiel.load_game("python_tradewinds_puerto_rico", {"expansions": "festival,nobles"})
    assert "expansions=nobles+festival" in str(commas)
    manila = pyspiel.load_game("python_tradewinds_manila(players=5,pirate_variant=True)")
    manila_state = dealt(manila, 0)
    assert manila_state.engine is not None
    assert manila_state.engine.options["pirate_variant"] is True


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("python_tradewinds_san_juan(players=6)", "played by"),
        ("python_tradewinds_san_juan(colour=red)", "(?i)unknown parameter 'colour'"),
        ("python_tradewinds_manila(reward=points)", "reward must be"),
        ("python_tradewinds_puerto_rico(expansions=dragons)", "dragons"),
        ("python_tradewinds_san_juan(deals=0)", "deals"),
    ],
)
def test_bad_parameters_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(Exception, match=message):
        pyspiel.load_game(text)


def test_clone_and_serialization_keep_the_future_and_the_returns() -> None:
    game = pyspiel.load_game("python_tradewinds_manila(players=3)")
    state = dealt(game, 42)
    random_moves(state, 30, seed=1)
    copy = state.clone()
    restored = game.deserialize_state(state.serialize())
    for other in (copy, restored):
        assert str(other) == str(state) and other.history() == state.history()
    # The same actions meet the same dice and cards in the copies.
    for s in (state, copy, restored):
        random_moves(s, 10_000, seed=2)
    assert str(copy) == str(state) == str(restored)
    assert state.is_terminal()
    assert state.returns() == copy.returns() == restored.returns()
    assert state.engine is not None
    assert state.returns() == returns(state.engine, "margin")


def test_information_state_is_the_same_for_every_resampled_state() -> None:
    game = pyspiel.load_game("python_tradewinds_san_juan(players=3)")
    state = dealt(game, 5)
    random_moves(state, 40, seed=3)
    seat = state.current_player()
    sampler = iter([0.1, 0.5, 0.9])
    seen = set()
    for _ in range(3):
        resampled = state.resample_from_infostate(seat, lambda: next(sampler))
        assert resampled.information_state_string(seat) == state.information_state_string(seat)
        assert resampled.observation_string(seat) == state.observation_string(seat)
        assert resampled.observation_tensor(seat) == state.observation_tensor(seat)
        assert resampled.legal_actions() == state.legal_actions()
        seen.add(str(resampled))
    assert len(seen) > 1, "other seats' hidden cards are drawn again"
    other = (seat + 1) % 3
    assert state.information_state_string(other) != state.information_state_string(seat)


@pytest.mark.parametrize(
    "text",
    [
        "python_tradewinds_san_juan(players=2,reward=win)",
        "python_tradewinds_manila(players=3,reward=win)",
        "python_tradewinds_puerto_rico(players=2,reward=win)",
    ],
)
def test_openspiel_ismcts_bot_plays_a_whole_game(text: str) -> None:
    game = pyspiel.load_game(text)
    rng = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=2, random_state=rng)
    state = dealt(game, 1)
    searched = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            searched += 1
        else:
            action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
    assert searched > 10
    assert sum(state.returns()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    "text",
    [
        "python_tradewinds_san_juan(players=2)",
        "python_tradewinds_manila(players=4)",
        "python_tradewinds_puerto_rico(players=3,expansions=nobles+festival)",
    ],
)
def test_python_legal_actions_and_observation_tensor_match_openspiels_own(text: str) -> None:
    """``SpielState`` answers ``legal_actions`` and ``observation_tensor`` in Python (the
    C++ versions cross into Python several times a call): the same values, types and
    errors as ``pyspiel.State``'s, before the deal, during the game, for a seat not to
    act, for pseudo-players and seats out of range, and at the end."""
    game = pyspiel.load_game(text)
    players = game.num_players()

    def same_answers(state: Any) -> None:
        for player in (None, -1, -4, 0, players - 1, players, 9, np.int64(1), True):
            for name in ("legal_actions", "observation_tensor"):
                args = () if player is None else (player,)
                ours = theirs = None
                try:
                    ours = getattr(SpielState, name)(state, *args)
                except pyspiel.SpielError:
                    ours = "error"
                try:
                    theirs = getattr(pyspiel.State, name)(state, *args)
                except pyspiel.SpielError:
                    theirs = "error"
                assert ours == theirs, (name, player)
                assert type(ours) is type(theirs)

    state = game.new_initial_state()
    same_answers(state)  # the chance node of the deal
    state.apply_action(11)
    rng = np.random.default_rng(4)
    moves = 0
    while not state.is_terminal():
        if moves % 9 == 0:
            same_answers(state)
        state.apply_action(int(rng.choice(state.legal_actions())))
        moves += 1
    same_answers(state)
    assert moves > 50


def test_an_illegal_or_unknown_action_id_is_refused() -> None:
    game = pyspiel.load_game("python_tradewinds_san_juan(players=2)")
    state = dealt(game, 3)
    legal = set(state.legal_actions())
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in legal)
    before = str(state)
    for action in (illegal, game.num_distinct_actions()):
        with pytest.raises(tradewinds.IllegalActionError):
            state.apply_action(action)
        assert str(state) == before and state.history() == [3]
