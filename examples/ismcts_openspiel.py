"""OpenSpiel's ISMCTS bot against random players on a small tradewinds configuration.

Runs OpenSpiel's own Python ISMCTS (``open_spiel.python.algorithms.ismcts``) on
``python_tradewinds_san_juan`` with 2 players (by default): the bot searches from its
information state, re-sampling the hidden cards with ``resample_from_infostate`` (the
engine's ``determinize``), with random rollouts to the end of the game. The rollouts run on
the tradewinds engine directly (``state.engine``), several times faster than through
OpenSpiel's Python-game layer (``--spiel-rollouts`` uses OpenSpiel's own evaluator). It
prints the bot's win rate against a uniformly random player, in every seat in turn, and
the time per move.

    pip install 'tradewinds[rl]'
    python examples/ismcts_openspiel.py --games 6 --simulations 20

Not part of the test suite (tests/rl/test_openspiel.py plays one short game instead).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from tradewinds.rl import returns
from tradewinds.rl.openspiel import SpielState  # importing it registers the games


class EngineRolloutEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """Random playouts on a copy of the tradewinds state; uniform priors."""

    def __init__(self, reward: str, seed: int) -> None:
        self.reward = reward
        self.rng = random.Random(seed)

    def evaluate(self, state: SpielState) -> np.ndarray:
        engine = state.engine.clone()
        rand = self.rng.random
        legal = engine.legal_actions()
        while legal:
            engine.apply(legal[int(rand() * len(legal))])
            legal = engine.legal_actions()
        return np.array(returns(engine, self.reward))

    def prior(self, state: SpielState) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def play(
    game: pyspiel.Game, bot: ismcts.ISMCTSBot, seat: int, deal: int, rng: np.random.RandomState
) -> tuple[float, int, float]:
    """One game with the bot in ``seat``: (its return, its moves, its seconds)."""
    state = game.new_initial_state()
    state.apply_action(deal)
    moves, seconds = 0, 0.0
    while not state.is_terminal():
        if state.current_player() == seat:
            started = time.perf_counter()
            action = bot.step(state)
            seconds += time.perf_counter() - started
            moves += 1
        else:
            action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
    return state.returns()[seat], moves, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="python_tradewinds_san_juan(players=2,reward=win)")
    parser.add_argument("--games", type=int, default=6, help="games (seats alternate)")
    parser.add_argument("--simulations", type=int, default=20, help="ISMCTS simulations a move")
    parser.add_argument("--uct-c", type=float, default=1.5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--spiel-rollouts", action="store_true", help="OpenSpiel's RandomRolloutEvaluator"
    )
    args = parser.parse_args()

    game = pyspiel.load_game(args.game)
    rng = np.random.RandomState(args.seed)
    if args.spiel_rollouts:
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    else:
        evaluator = EngineRolloutEvaluator(game.get_parameters()["reward"], args.seed)
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=args.uct_c, max_simulations=args.simulations, random_state=rng
    )
    players = game.num_players()
    wins, moves, seconds = 0.0, 0, 0.0
    started = time.perf_counter()
    for i in range(args.games):
        seat = i % players
        outcome, n, s = play(game, bot, seat, deal=args.seed * 1000 + i, rng=rng)
        wins += outcome
        moves += n
        seconds += s
        print(f"game {i + 1}: ISMCTS in seat {seat}, return {outcome:g}")
    print(
        f"{game}: ISMCTS ({args.simulations} simulations a move) won {wins:g} of {args.games} "
        f"games against random play ({wins / args.games:.0%}; a random player wins about "
        f"{1 / players:.0%}), {seconds / max(moves, 1) * 1000:.0f} ms a move, "
        f"{time.perf_counter() - started:.0f} s in all"
    )


if __name__ == "__main__":
    main()
