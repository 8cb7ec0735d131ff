"""Self-play data on Ray: tasks that each play games and save what a learner trains on.

Each Ray task plays ``--games-per-task`` games of ``--game`` with ``--bot`` in every
seat and, at every decision of every seat, records what the RL adapters give a learning
program (``tradewinds.rl``): the seat's observation tensor (``make_observer``), the legal
action mask (``action_mask``), the action id the bot chose, and when the game is over, the
seat's return (``returns``, the ``margin`` or ``win`` reward). The arrays of a task go to
one compressed ``.npz`` file in ``--out``:

    obs     float32 [decisions, observation size]
    mask    int8    [decisions, number of action ids]
    action  int64   [decisions]
    seat    int8    [decisions]
    game    int32   [decisions]   game number (the game's seed is --seed + game)
    ret     float32 [decisions]   the final return of the seat that decided

Deterministic: game ``g`` uses the seed ``--seed + g`` and bot seeds drawn from it, so
the same arguments give the same files on any cluster and any number of CPUs. A task
whose worker dies is retried by Ray and writes its whole file again (the file is written
under a temporary name and renamed, so a reader never sees half of one).

    pip install 'tradewinds[ray,rl]'
    python examples/ray_selfplay.py --game san_juan --players 2 --bot heuristic \\
        --tasks 8 --games-per-task 25 --out selfplay/ [--address HOST:PORT]

``--address`` (or ``RAY_ADDRESS``) joins an existing cluster, whose nodes need
tradewinds installed and ``--out`` on a shared file system; without it, a local Ray is
started with ``--cpus`` CPUs. Not run in CI.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import Any

import numpy as np
import ray

from tradewinds import new_game
from tradewinds.arena import arena_bot_seed
from tradewinds.bots import SeatView, make_bot
from tradewinds.rl import action_mask, make_observer, num_distinct_actions, returns


def play_games(
    game: str,
    players: int,
    bot: str,
    first: int,
    count: int,
    seed: int,
    reward: str,
    out: str,
) -> dict[str, Any]:
    """Play games ``first`` .. ``first + count - 1``; write their arrays; a summary."""
    observer = make_observer(game, players)
    actions = num_distinct_actions(game, players)
    obs: list[np.ndarray] = []
    masks: list[np.ndarray] = []
    chosen: list[int] = []
    seats: list[int] = []
    games: list[int] = []
    rets: list[float] = []
    started = time.perf_counter()
    for number in range(first, first + count):
        game_seed = seed + number
        state = new_game(game, players, seed=game_seed)
        bots = [make_bot(bot, arena_bot_seed(game_seed, 0, s)) for s in range(players)]
        begin = len(chosen)
        while not state.is_over:
            current = state.current_player
            assert current is not None
            legal = state.legal_actions()
            obs.append(observer.tensor(state, current))
            masks.append(action_mask(state, actions))
            action = bots[current].choose(SeatView(state, current), legal)
            chosen.append(action.id)
            seats.append(current)
            games.append(number)
            state.apply(action)
        final = returns(state, reward)
        rets.extend(final[s] for s in seats[begin:])
    path = Path(out) / f"games_{first:07d}_{first + count - 1:07d}.npz"
    partial = path.with_suffix(".partial.npz")
    np.savez_compressed(
        partial,
        obs=np.stack(obs).astype(np.float32),
        mask=np.stack(masks).astype(np.int8),
        action=np.asarray(chosen, dtype=np.int64),
        seat=np.asarray(seats, dtype=np.int8),
        game=np.asarray(games, dtype=np.int32),
        ret=np.asarray(rets, dtype=np.float32),
    )
    os.replace(partial, path)
    return {
        "file": str(path),
        "games": count,
        "decisions": len(chosen),
        "seconds": time.perf_counter() - started,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="san_juan")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--tasks", type=int, default=4)
    parser.add_argument("--games-per-task", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reward", default="margin", choices=["margin", "win"])
    parser.add_argument("--out", default="selfplay")
    parser.add_argument("--address", default=None)
    parser.add_argument("--cpus", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    address = args.address or os.environ.get("RAY_ADDRESS")
    if address:
        ray.init(address=address, log_to_driver=False)
    else:
        ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False)
    task = ray.remote(play_games).options(max_retries=3)
    started = time.perf_counter()
    refs = [
        task.remote(
            args.game,
            args.players,
            args.bot,
            t * args.games_per_task,
            args.games_per_task,
            args.seed,
            args.reward,
            str(out),
        )
        for t in range(args.tasks)
    ]
    decisions = 0
    pending = refs
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        summary = ray.get(ready[0])
        decisions += summary["decisions"]
        print(
            f"{summary['file']}: {summary['games']} games, {summary['decisions']} decisions "
            f"in {summary['seconds']:.1f} s",
            flush=True,
        )
    elapsed = time.perf_counter() - started
    games = args.tasks * args.games_per_task
    print(
        f"{games} games, {decisions} decisions in {elapsed:.1f} s "
        f"({games / elapsed:.1f} games/s, {decisions / elapsed:.0f} decisions/s) "
        f"on {int(ray.cluster_resources().get('CPU', 0))} Ray CPU(s)"
    )
    ray.shutdown()


if __name__ == "__main__":
    main()
