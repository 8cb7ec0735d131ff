"""The Gymnasium adapter (docs/rl.md, "Adapters"): registration, Gymnasium's own checker,
whole episodes, masks, seeding, illegal actions, opponents and rewards."""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import tradewinds
import tradewinds.rl  # registers the environments
from tradewinds.rl import action_mask, make_observer, returns, shaping
from tradewinds.rl.gym_env import ENV_IDS, TradewindsEnv

from .adapter_configs import every_config


def make(game: str, players: int, options: dict[str, Any], **kwargs: Any) -> TradewindsEnv:
    env = gymnasium.make(ENV_IDS[game], players=players, options=options, **kwargs)
    unwrapped = env.unwrapped
    assert isinstance(unwrapped, TradewindsEnv)
    return unwrapped


def play(env: TradewindsEnv, seed: int, rng_seed: int = 0) -> list[tuple[Any, float, bool]]:
    """A whole episode with uniformly random legal actions; (obs, reward, done) per step."""
    rng = np.random.default_rng(rng_seed)
    obs, info = env.reset(seed=seed)
    steps = [(obs, 0.0, False)]
    done = False
    while not done:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        obs, reward, done, truncated, info = env.step(action)
        assert truncated is False
        steps.append((obs, reward, done))
    return steps


def test_import_registers_one_environment_per_game() -> None:
    assert set(ENV_IDS) == {"puerto_rico", "san_juan", "manila"}
    for env_id in ENV_IDS.values():
        assert env_id in gymnasium.registry
    env = gymnasium.make("tradewinds/SanJuan-v0")
    assert env.unwrapped.players == 2  # type: ignore[attr-defined]


@every_config
@pytest.mark.parametrize("dict_observation", [False, True], ids=["vector", "dict"])
def test_gymnasium_env_checker_passes_without_warnings(
    game: str, players: int, options: dict[str, Any], dict_observation: bool
) -> None:
    env = make(game, players, options, dict_observation=dict_observation)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    assert [str(w.message) for w in caught] == []


@every_config
def test_random_episode_reaches_the_end_with_consistent_masks_and_reward(
    game: str, players: int, options: dict[str, Any]
) -> None:
    env = make(game, players, options, opponents="random", seat=players - 1)
    size = make_observer(game, players, options).size
    rng = np.random.default_rng(1)
    obs, info = env.reset(seed=7)
    done, steps, reward = False, 0, 0.0
    while not done:
        state = env.state
        assert state is not None and state.current_player == players - 1  # the learner acts
        assert obs.shape == (size,) and obs.dtype == np.float32
        mask = info["action_mask"]
        assert np.array_equal(mask, action_mask(state))
        assert np.array_equal(env.action_masks(), mask.astype(bool))
        assert sorted(np.flatnonzero(mask)) == sorted(a.id for a in state.legal_actions())
        obs, reward, done, _, info = env.step(rng.choice(np.flatnonzero(mask)))
        steps += 1
    state = env.state
    assert state is not None and state.is_over and steps > 10
    assert reward == returns(state)[players - 1]  # the "margin" reward, paid at the end
    assert not info["action_mask"].any()
    assert info["result"]["over"] is True
    assert obs.shape == (size,)


def test_reset_with_a_seed_replays_the_same_games() -> None:
    env_a = make("san_juan", 3, {}, opponents="heuristic")
    env_b = make("san_juan", 3, {}, opponents="heuristic")
    first, second = play(env_a, seed=11), play(env_b, seed=11)
    assert len(first) == len(second)
    for (obs_a, reward_a, _), (obs_b, reward_b, _) in zip(first, second, strict=True):
        assert np.array_equal(obs_a, obs_b) and reward_a == reward_b
    # A later reset without a seed continues the seeded sequence: also reproducible.
    assert np.array_equal(env_a.reset()[0], env_b.reset()[0])
    other = play(env_a, seed=12)
    assert any(not np.array_equal(a[0], b[0]) for a, b in zip(first, other, strict=False)), (
        "another seed deals another game"
    )


def test_illegal_action_is_refused_with_a_penalty_and_no_change() -> None:
    env = make("puerto_rico", 4, {}, illegal_reward=-2.5)
    obs, info = env.reset(seed=3)
    state = env.state
    assert state is not None
    before = state.state_hash()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info2 = env.step(illegal)
    assert (reward, terminated, truncated, info2["illegal_action"]) == (-2.5, False, False, True)
    assert state.state_hash() == before
    assert np.array_equal(obs, obs2) and np.array_equal(info["action_mask"], info2["action_mask"])
    # The same decision is still open: a legal action goes through.
    legal = int(np.flatnonzero(info2["action_mask"])[0])
    _, _, _, _, info3 = env.step(legal)
    assert "illegal_action" not in info3 and state.state_hash() != before


def test_illegal_action_raises_when_asked() -> None:
    env = make("manila", 3, {}, illegal_action="raise")
    _, info = env.reset(seed=1)
    state = env.state
    assert state is not None
    before = state.state_hash()
    with pytest.raises(tradewinds.IllegalActionError):
        env.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    with pytest.raises(tradewinds.IllegalActionError):
        env.step(10**6)
    assert state.state_hash() == before


def test_opponents_by_seat_and_a_random_learning_seat() -> None:
    env = make("san_juan", 3, {}, seat="random", opponents=["heuristic", "random"])
    seats = set()
    for seed in range(8):
        env.reset(seed=seed)
        seats.add(env.seat)
        bots = [None if bot is None else bot.name for bot in env._bots]
        others = [p for p in range(3) if p != env.seat]
        assert bots[env.seat] is None
        assert [bots[p] for p in others] == ["heuristic", "random"]
    assert len(seats) > 1
    env.reset(seed=5)
    seat = env.seat
    env.reset(seed=5)
    assert env.seat == seat


def test_win_reward_and_potential_based_shaping_sum_to_the_final_outcome() -> None:
    env = make("san_juan", 2, {}, reward="win", shaping=True, gamma=1.0)
    env.reset(seed=4)
    state = env.state
    assert state is not None
    start = shaping(state, env.seat)
    rng = np.random.default_rng(2)
    total, done, info = 0.0, False, {"action_mask": env.action_masks()}
    while not done:
        _, reward, done, _, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
        total += reward
    # With gamma = 1 the shaping terms telescope: phi(end) = 0 and phi(start) remain.
    assert total == pytest.approx(returns(state, "win")[env.seat] - start)
    assert returns(state, "win")[env.seat] in (0.0, 0.5, 1.0)


def test_render_shows_the_learning_seats_observation() -> None:
    env = make("manila", 4, {}, render_mode="ansi", seat=2)
    env.reset(seed=9)
    assert env.state is not None
    assert env.render() == make_observer("manila", 4).string(env.state, 2)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 6}, "played by"),
        ({"seat": 4}, "seat must be"),
        ({"opponents": "nobody"}, "unknown bot"),
        ({"opponents": ["random"]}, "must name 3 bots"),
        ({"reward": "score"}, "reward must be"),
        ({"illegal_action": "ignore"}, "illegal_action must be"),
        ({"options": {"edition": "pirate"}}, "edition"),
    ],
)
def test_bad_arguments_are_refused_clearly(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        gymnasium.make("tradewinds/PuertoRico-v0", **{"players": 4, **kwargs})


def test_step_before_reset_and_after_the_end_is_an_error() -> None:
    env = TradewindsEnv("san_juan", 2)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    play(env, seed=1)
    with pytest.raises(RuntimeError, match="over"):
        env.step(0)
