"""MaskablePPO (sb3-contrib) learns San Juan, 2 players, against the random bot.

The learner sits in a random seat each game (``seat="random"``); the other seat is
tradewinds' ``random`` bot. Rewards: 1 for a win, 1/2 for a shared win, 0 for a loss
(``reward="win"``), plus potential-based shaping from the learner's points so far
(``shaping=True``, scaled by ``--shaping-scale``). MaskablePPO reads the legal actions from
the environment's ``action_masks()`` method. Before and after training, the script plays
``--eval-games`` games with the policy (deterministic, masked) and prints its win rate and
the time training took.

A San Juan game can go on forever when the draw and discard piles are both empty and a
player keeps his cards without building (an untrained deterministic policy does this):
every episode is cut after ``MAX_STEPS`` decisions of the learner (Gymnasium's
``max_episode_steps``), and a game cut short counts as lost.

    pip install 'tradewinds[rl]' sb3-contrib   # sb3-contrib brings PyTorch
    python examples/maskable_ppo_san_juan.py --timesteps 100000

Not part of the test suite (PyTorch is not installed in CI).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import torch
from sb3_contrib import MaskablePPO

import tradewinds.rl  # registers tradewinds/SanJuan-v0


class ScaledReward(gymnasium.RewardWrapper):  # type: ignore[misc]
    """Divides the shaping part of the reward: points are worth ``scale`` of a win."""

    def __init__(self, env: gymnasium.Env[Any, Any], scale: float) -> None:
        super().__init__(env)
        self.scale = scale

    def step(self, action: Any) -> Any:
        obs, reward, terminated, truncated, info = self.env.step(action)
        final = 0.0
        if terminated:  # the win reward of the last step stays whole
            env = self.env.unwrapped
            final = tradewinds.rl.returns(env.state, "win")[env.seat]
        return obs, final + (reward - final) * self.scale, terminated, truncated, info


MAX_STEPS = 1000  # a normal game gives the learner about 100 decisions


def make_env(seed: int, shaping_scale: float) -> gymnasium.Env[Any, Any]:
    env = gymnasium.make(
        "tradewinds/SanJuan-v0",
        players=2,
        opponents="random",
        seat="random",
        reward="win",
        shaping=shaping_scale > 0,
        gamma=0.99,
        max_episode_steps=MAX_STEPS,
    )
    env.reset(seed=seed)
    return ScaledReward(env, shaping_scale) if shaping_scale > 0 else env


def win_rate(model: MaskablePPO, games: int, seed: int) -> float:
    """Share of games won (a shared win counts half) against the random bot."""
    env = gymnasium.make(
        "tradewinds/SanJuan-v0",
        players=2,
        opponents="random",
        seat="random",
        max_episode_steps=MAX_STEPS,
    )
    total = 0.0
    for i in range(games):
        obs, info = env.reset(seed=seed + i)
        done = cut = False
        while not (done or cut):
            action, _ = model.predict(
                obs, action_masks=info["action_mask"] == 1, deterministic=True
            )
            obs, _, done, cut, info = env.step(action)
        if done:
            winners = info["result"]["winners"]
            total += 1 / len(winners) if env.unwrapped.seat in winners else 0.0
    return total / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timesteps", type=int, default=100_000)
    parser.add_argument("--eval-games", type=int, default=100)
    parser.add_argument("--shaping-scale", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads")
    parser.add_argument("--verbose", type=int, default=0, help="1: PPO's progress table")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)  # a small network: more threads only contend

    env = make_env(args.seed, args.shaping_scale)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        gamma=0.99,
        n_steps=2048,
        batch_size=256,
        seed=args.seed,
        verbose=args.verbose,
    )
    before = win_rate(model, args.eval_games, seed=10_000)
    started = time.perf_counter()
    model.learn(total_timesteps=args.timesteps)
    seconds = time.perf_counter() - started
    after = win_rate(model, args.eval_games, seed=10_000)
    print(
        f"San Juan, 2 players, against the random bot: win rate {before:.1%} before training, "
        f"{after:.1%} after {args.timesteps} steps ({seconds:.0f} s of training, "
        f"{args.timesteps / seconds:.0f} steps/s); {args.eval_games} evaluation games"
    )


if __name__ == "__main__":
    main()
