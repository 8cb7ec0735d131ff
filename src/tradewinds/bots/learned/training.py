"""Training a :class:`~tradewinds.bots.learned.network.Network` by self-play, on the CPU.

The recipe, in the order a run does it (``tradewinds train``; ``docs/bots.md``,
"Learned evaluation"):

1. **Imitation.** Games of a teacher bot (the heuristic) in every seat; the policy learns
   the teacher's choices and the value the seats' final shares of the win.
2. **Self-play.** Each iteration plays games with the network in every seat, sampling its
   policy; the value learns the outcomes and the policy follows the advantage (the
   outcome minus the value the network expected when it chose: REINFORCE with the value
   as baseline). With ``search_iterations`` the moves are chosen by the network's search
   instead (:class:`~tradewinds.bots.learned.search.PUCTBot` from the seat's view) and the
   policy learns the search's visit shares (expert iteration, as AlphaZero). Half of each
   batch is drawn again from the imitation games, which keeps the policy from drifting
   into moves no reasonable player makes.
3. **Measure.** Every few iterations the greedy policy plays against three copies of a
   fixed panel bot, seats rotated; the win share over wall time is the learning curve.

Everything random flows from the run's seed and the iteration number, so a run resumed
from its checkpoint (written after every iteration) continues as if never stopped.
The gradients are written out here (two hidden layers need a few lines of numpy), so
training needs no deep-learning framework either.
"""

from __future__ import annotations

import csv
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ...core.game import State, game_info, new_game
from ...rl.observer import action_mask, returns
from .. import SeatView, bot_action, bot_seed, make_bot
from .bot import PolicyBot
from .network import FloatArray, Network, masked_softmax
from .search import PUCTBot

__all__ = ["Samples", "TrainConfig", "evaluate", "gradients", "play", "train"]


TOP = 8  # a search's policy target keeps its TOP most visited moves (renormalised)


@dataclass
class Samples:
    """Decisions to learn from: observation, mask, the policy target (up to :data:`TOP`
    action ids and their probabilities; a chosen move is its id with probability 1),
    the value target (the seat's final share of the win) and the weight of the policy
    target in the loss (1, or an advantage)."""

    x: FloatArray
    mask: npt.NDArray[np.int8]
    target_ids: npt.NDArray[np.int64]
    target_p: FloatArray
    value: FloatArray
    weight: FloatArray

    def __len__(self) -> int:
        return int(self.value.shape[0])

    @property
    def action(self) -> npt.NDArray[np.int64]:
        """The most probable move of each policy target (the move chosen, for a bot)."""
        best = self.target_p.argmax(axis=1)
        out: npt.NDArray[np.int64] = self.target_ids[np.arange(len(self)), best]
        return out

    def take(self, index: npt.NDArray[np.int64]) -> Samples:
        return Samples(*(getattr(self, f)[index] for f in _FIELDS))

    @staticmethod
    def join(parts: list[Samples]) -> Samples:
        return Samples(*(np.concatenate([getattr(p, f) for p in parts]) for f in _FIELDS))


_FIELDS = ("x", "mask", "target_ids", "target_p", "value", "weight")


# ---------------------------------------------------------------------- playing
Target = list[tuple[int, float]]
Chooser = Callable[[State, int], tuple[int, float, Target]]
"""(state, seat) -> (action id, the value the chooser expected, the policy target)."""


def play(
    network: Network, seeds: list[int], chooser: Chooser, *, advantage: bool
) -> tuple[Samples, int]:
    """Games from ``seeds`` with ``chooser`` in every seat, as samples (the weight is the
    advantage when ``advantage``, else 1) and the number of decisions."""
    observer = network.observer()
    n_actions = network.num_actions
    xs: list[FloatArray] = []
    masks: list[Any] = []
    targets: list[Target] = []
    values: list[float] = []
    weights: list[float] = []
    for seed in seeds:
        state = new_game(network.game, network.players, seed=seed, options=network.options)
        seats: list[int] = []
        expected: list[float] = []
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            if len(legal) == 1:  # nothing to learn from a forced move
                state.apply(legal[0])
                continue
            # The observer reads only what ``seat`` may know (tests/rl: no peeking).
            xs.append(observer.tensor(state, seat))
            masks.append(action_mask(state, n_actions))
            action_id, value, target = chooser(state, seat)
            targets.append(target)
            seats.append(seat)
            expected.append(value)
            state.apply(state.action_from_id(action_id))
        outcome = returns(state, "win")
        for seat, value in zip(seats, expected):
            values.append(outcome[seat])
            weights.append(outcome[seat] - value if advantage else 1.0)
    ids = np.zeros((len(targets), TOP), np.int64)
    probs = np.zeros((len(targets), TOP), np.float32)
    for row, target in enumerate(targets):
        for k, (action_id, p) in enumerate(target[:TOP]):
            ids[row, k], probs[row, k] = action_id, p
    probs /= np.maximum(probs.sum(axis=1, keepdims=True), 1e-12)
    samples = Samples(
        np.asarray(xs, np.float32).reshape(-1, observer.size),
        np.asarray(masks, np.int8).reshape(-1, n_actions),
        ids,
        probs,
        np.asarray(values, np.float32),
        np.asarray(weights, np.float32),
    )
    return samples, len(targets)


def teacher_chooser(teacher: str | Sequence[str], seed: int) -> Chooser:
    """A registered bot per seat (``teacher``, or ``teacher[seat]``; seeded from
    ``seed``), choosing from its seat's view."""
    bots: dict[int, Any] = {}

    def choose(state: State, seat: int) -> tuple[int, float, Target]:
        bot = bots.get(seat)
        if bot is None:
            name = teacher if isinstance(teacher, str) else teacher[seat]
            bot = bots[seat] = make_bot(name, bot_seed(seed, seat))
        action_id = bot_action(bot, state).id
        return action_id, 0.0, [(action_id, 1.0)]

    return choose


def policy_chooser(network: Network, rng: np.random.Generator) -> Chooser:
    """Samples the network's policy; records its value."""
    observer = network.observer()
    n_actions = network.num_actions

    def choose(state: State, seat: int) -> tuple[int, float, Target]:
        x = observer.tensor(state, seat)[None, :]
        mask = action_mask(state, n_actions)[None, :]
        probs, value = network.evaluate(x, mask)
        p = probs[0].astype(np.float64)
        action_id = int(rng.choice(n_actions, p=p / p.sum()))
        return action_id, float(value[0]), [(action_id, 1.0)]

    return choose


def search_chooser(network: Network, iterations: int, rng: np.random.Generator) -> Chooser:
    """The network's search from the seat's view (:class:`PUCTBot` on a
    :class:`SeatView`: determinizations, never the true hidden state); the move is drawn
    in proportion to the root's visits, which are also the policy target (expert
    iteration, as AlphaZero learns)."""

    def choose(state: State, seat: int) -> tuple[int, float, Target]:
        bot = PUCTBot(network, int(rng.integers(1 << 62)), iterations=iterations)
        root = bot.search(SeatView(state, seat))
        visits = sorted(
            ((edge.visits, action_id) for action_id, edge in root.children.items()),
            reverse=True,
        )
        total = sum(v for v, _ in visits)
        if total == 0:  # a budget of one iteration: the network's own policy
            legal = state.legal_actions()
            action_id = legal[int(rng.integers(len(legal)))].id
            return action_id, 0.0, [(action_id, 1.0)]
        ids = [a for _, a in visits]
        p = np.array([v for v, _ in visits], np.float64) / total
        action_id = int(ids[int(rng.choice(len(ids), p=p))])
        return action_id, 0.0, [(a, v / total) for v, a in visits[:TOP]]

    return choose


# ---------------------------------------------------------------------- learning
def gradients(
    network: Network, batch: Samples, *, value_weight: float = 1.0
) -> tuple[dict[str, FloatArray], dict[str, float]]:
    """Gradients of the loss (policy cross-entropy weighted per sample, plus the value's
    squared error) and the two losses, for one batch."""
    p = network.params
    logits, value, h = network.forward(batch.x)
    probs = masked_softmax(logits, batch.mask)
    n = len(batch)
    rows = np.arange(n)[:, None]
    target = np.zeros_like(probs)
    np.add.at(target, (rows, batch.target_ids), batch.target_p)
    log_p = np.log(np.clip(probs, 1e-12, 1.0))
    policy_loss = float(-(batch.weight * (target * log_p).sum(axis=1)).mean())
    t = batch.value
    value_loss = float(((value - t) ** 2).mean())

    # Softmax and cross-entropy: (p - target) per row, for targets summing to 1.
    dlogits = (probs - target) * (batch.weight / n)[:, None]
    # The squared error (bounded, unlike the cross-entropy: an overconfident value on a
    # game unlike the training games costs at most 1) through the sigmoid.
    dz = (2 * (value - t) * value * (1 - value) * (value_weight / n))[:, None].astype(value.dtype)
    h2, h1, x = h["h2"], h["h1"], h["x"]
    grads = {
        "wp": h2.T @ dlogits,
        "bp": dlogits.sum(axis=0),
        "wv": h2.T @ dz,
        "bv": dz.sum(axis=0),
    }
    dh2 = (dlogits @ p["wp"].T + dz @ p["wv"].T) * (h2 > 0)
    grads["w2"], grads["b2"] = h1.T @ dh2, dh2.sum(axis=0)
    dh1 = (dh2 @ p["w2"].T) * (h1 > 0)
    grads["w1"], grads["b1"] = x.T @ dh1, dh1.sum(axis=0)
    return grads, {
        "policy_loss": policy_loss,
        "value_loss": value_loss,
    }


@dataclass
class Adam:
    """Adam (Kingma and Ba, 2015) with decoupled weight decay."""

    lr: float = 1e-3
    weight_decay: float = 1e-5
    beta1: float = 0.9
    beta2: float = 0.999
    steps: int = 0
    m: dict[str, FloatArray] = field(default_factory=dict)
    v: dict[str, FloatArray] = field(default_factory=dict)

    def step(self, params: dict[str, FloatArray], grads: Mapping[str, FloatArray]) -> None:
        self.steps += 1
        c1 = 1 - self.beta1**self.steps
        c2 = 1 - self.beta2**self.steps
        for name, g in grads.items():
            m = self.m.get(name)
            if m is None:
                m = self.m[name] = np.zeros_like(g)
                self.v[name] = np.zeros_like(g)
            v = self.v[name]
            m *= self.beta1
            m += (1 - self.beta1) * g
            v *= self.beta2
            v += (1 - self.beta2) * g * g
            update = self.lr * (m / c1) / (np.sqrt(v / c2) + 1e-8)
            params[name] -= (update + self.lr * self.weight_decay * params[name]).astype(np.float32)


def fit(
    network: Network,
    optimizer: Adam,
    data: Samples,
    rng: np.random.Generator,
    *,
    epochs: int,
    batch_size: int,
    extra: Samples | None = None,
) -> dict[str, float]:
    """Minibatch passes over ``data`` (each batch joined by as many samples drawn from
    ``extra``); the mean losses of the last pass."""
    totals: dict[str, list[float]] = {}
    for _ in range(epochs):
        totals = {}
        order = rng.permutation(len(data))
        for start in range(0, len(order), batch_size):
            batch = data.take(order[start : start + batch_size])
            if extra is not None and len(extra):
                batch = Samples.join([batch, extra.take(rng.integers(len(extra), size=len(batch)))])
            grads, losses = gradients(network, batch)
            optimizer.step(network.params, grads)
            for key, value in losses.items():
                totals.setdefault(key, []).append(value)
    return {key: float(np.mean(values)) for key, values in totals.items()}


# ---------------------------------------------------------------------- measuring
def evaluate(network: Network, panel: str, games: int, seed: int) -> float:
    """The greedy policy's share of the wins against three (``players - 1``) copies of
    ``panel``, seats rotated: 1/players is par."""
    won = 0.0
    n = network.players
    for g in range(games):
        game_seed = seed + g
        seat_of_net = g % n
        bots = [
            PolicyBot(network, bot_seed(game_seed, s))
            if s == seat_of_net
            else make_bot(panel, bot_seed(game_seed, s))
            for s in range(n)
        ]
        state = new_game(network.game, n, seed=game_seed, options=network.options)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(bot_action(bots[seat], state))
        won += returns(state, "win")[seat_of_net]
    return won / games


# ---------------------------------------------------------------------- the run
@dataclass
class TrainConfig:
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1
    hidden: tuple[int, int] = (256, 128)
    teacher: str = "heuristic"
    imitation_games: int = 200
    imitation_epochs: int = 4
    iterations: int = 20
    games_per_iteration: int = 40
    batch_size: int = 256
    lr: float = 1e-3
    panel: str = "heuristic"
    search_iterations: int = 0  # > 0: self-play moves by the search (expert iteration)
    init: str = ""  # the weights to start from (a network file); "" for new ones
    eval_every: int = 5
    eval_games: int = 40


Progress = Callable[[str, int, int], None]


def _game_seeds(config: TrainConfig, iteration: int, count: int) -> list[int]:
    # Training games use seeds from 10**9 on: the arena's and tests' seeds stay unseen.
    base = 10**9 + config.seed * 10**6 + iteration * 10**4
    return [base + i for i in range(count)]


def _eval_seed(config: TrainConfig, iteration: int) -> int:
    return 2 * 10**9 + config.seed * 10**6 + iteration * 10**4


def train(
    config: TrainConfig, out: Path, *, resume: bool = False, progress: Progress | None = None
) -> Network:
    """Run (or resume) the recipe above into ``out``: ``network.npz`` (the weights),
    ``state.json`` with the checkpoint it names (to resume), ``curve.csv`` (the learning
    curve), ``imitation.npz`` (the teacher's games, reused by every iteration)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"cannot use {out} for the run: {exc.strerror or exc}") from None
    state_file = out / "state.json"
    imitation: Samples | None
    report = progress or (lambda stage, done, total: None)
    if resume and state_file.is_file():
        network, optimizer, iteration, elapsed, imitation = _resume(config, out)
    else:
        network = _start(config)
        optimizer = Adam(lr=config.lr)
        iteration, elapsed = 0, 0.0
        imitation = None
        _write_curve_header(out / "curve.csv")
    started = time.perf_counter() - elapsed

    if iteration == 0:
        imitation, losses = _imitate(config, network, optimizer, out, report)
        iteration = 1
        _record(out, config, network, optimizer, iteration, started, losses, len(imitation))
    assert imitation is not None
    while iteration <= config.iterations:
        report("self-play", iteration, config.iterations)
        rng = np.random.default_rng([config.seed, iteration])
        searching = config.search_iterations > 0
        data, _ = play(
            network,
            _game_seeds(config, iteration, config.games_per_iteration),
            search_chooser(network, config.search_iterations, rng)
            if searching
            else policy_chooser(network, rng),
            advantage=not searching,
        )
        losses = fit(
            network, optimizer, data, rng, epochs=1, batch_size=config.batch_size,
            extra=imitation,
        )  # fmt: skip
        iteration += 1
        _record(out, config, network, optimizer, iteration, started, losses, len(data))
    network.save(out / "network.npz")
    return network


def _imitate(
    config: TrainConfig, network: Network, optimizer: Adam, out: Path, report: Progress
) -> tuple[Samples, dict[str, float]]:
    """Iteration 0: the teacher's games (kept in ``imitation.npz`` for every later
    iteration), and the network fitted to them; the samples and the losses."""
    report("imitation games", 0, config.imitation_games)
    imitation, _ = play(
        network,
        _game_seeds(config, 0, config.imitation_games),
        teacher_chooser(config.teacher, config.seed),
        advantage=False,
    )
    np.savez(out / "imitation.npz", **{f: getattr(imitation, f) for f in _FIELDS})
    report("imitation training", 0, config.imitation_epochs)
    losses = fit(
        network, optimizer, imitation, np.random.default_rng([config.seed, 0]),
        epochs=config.imitation_epochs, batch_size=config.batch_size,
    )  # fmt: skip
    return imitation, losses


def _resume(config: TrainConfig, out: Path) -> tuple[Network, Adam, int, float, Samples]:
    """The run saved in ``out``; a ValueError naming the folder for anything unreadable
    (a hand-edited or half-copied folder), never a traceback."""
    try:
        saved = json.loads((out / "state.json").read_text())
        # More iterations may be asked for (to train on); any other change is another run.
        if _settings(saved["config"]) != _settings(_jsonable(config)):
            raise ValueError(f"{out} holds a run with other settings; use another folder")
        iteration, elapsed = int(saved["iteration"]), float(saved["elapsed"])
        network = Network.load(out / f"checkpoint-{iteration}.npz")
        optimizer = Adam(**saved["optimizer"])
        with np.load(out / f"moments-{iteration}.npz", allow_pickle=False) as moments:
            for key in moments.files:
                kind, name = key.split(".", 1)
                (optimizer.m if kind == "m" else optimizer.v)[name] = moments[key]
        with np.load(out / "imitation.npz", allow_pickle=False) as data:
            imitation = Samples(*(data[f] for f in _FIELDS))
    except (OSError, KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
        raise ValueError(f"cannot resume the run in {out}: {exc}") from None
    return network, optimizer, iteration, elapsed, imitation


def _start(config: TrainConfig) -> Network:
    """New weights, or those of ``config.init`` (which must be of the same game)."""
    if not config.init:
        return Network.create(
            config.game, config.players, config.options, hidden=config.hidden, seed=config.seed
        )
    network = Network.load(config.init)
    resolved = network.observer().options
    theirs = (network.game, network.players, resolved)
    ours = (config.game, config.players, {**resolved, **config.options})
    if theirs != ours:
        raise ValueError(f"{config.init} is a network of another game or configuration")
    network.meta = {}
    return network


def _settings(config: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in config.items() if k != "iterations"}


def _jsonable(config: TrainConfig) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(asdict(config)))
    return data


_LOSSES = ("policy_loss", "value_loss")


def _number(value: float | str | None) -> str:
    """A figure of the curve; empty where nothing was measured (no training pass)."""
    return "" if value is None or value == "" else f"{float(value):.4f}"


_CURVE = ("iteration", "seconds", "samples", "policy_loss", "value_loss", "win_share")


def _write_curve_header(path: Path) -> None:
    with path.open("w", newline="") as f:
        csv.writer(f).writerow(_CURVE)


def _record(
    out: Path,
    config: TrainConfig,
    network: Network,
    optimizer: Adam,
    iteration: int,
    started: float,
    losses: Mapping[str, float],
    samples: int,
) -> None:
    """After an iteration: measure when due, append to the curve, write the checkpoint."""
    done = iteration - 1  # iterations finished, the imitation counting as the first
    share: float | str = ""
    if done % config.eval_every == 0 or iteration > config.iterations:
        share = evaluate(network, config.panel, config.eval_games, _eval_seed(config, done))
    elapsed = time.perf_counter() - started
    with (out / "curve.csv").open("a", newline="") as f:
        csv.writer(f).writerow(
            [done, f"{elapsed:.1f}", samples, *(_number(losses.get(k)) for k in _LOSSES),
             _number(share)]
        )  # fmt: skip
    network.meta = {"iterations": done, "seconds": round(elapsed, 1), "config": _jsonable(config)}
    # The files of this iteration first, then state.json naming them (an atomic rename):
    # a run killed anywhere resumes from the last iteration that state.json names.
    network.save(out / f"checkpoint-{iteration}.npz")
    moments: dict[str, Any] = {f"m.{k}": a for k, a in optimizer.m.items()} | {
        f"v.{k}": a for k, a in optimizer.v.items()
    }
    np.savez(out / f"moments-{iteration}.npz", **moments)
    optimizer_state = {
        "lr": optimizer.lr,
        "weight_decay": optimizer.weight_decay,
        "beta1": optimizer.beta1,
        "beta2": optimizer.beta2,
        "steps": optimizer.steps,
    }
    state = {
        "config": _jsonable(config),
        "iteration": iteration,
        "elapsed": elapsed,
        "optimizer": optimizer_state,
    }
    tmp = out / "state.json.tmp"
    tmp.write_text(json.dumps(state))
    tmp.replace(out / "state.json")
    for old in (*out.glob("checkpoint-*.npz"), *out.glob("moments-*.npz")):
        if old.stem.split("-")[1] != str(iteration):
            old.unlink()


def write_curve_chart(out: Path, path: Path) -> None:
    """A PNG of ``curve.csv`` in ``out``: the win share against the panel over wall time
    (needs matplotlib, the ``plot`` extra)."""
    from ...arena.chart import require_matplotlib

    require_matplotlib()
    from matplotlib.figure import Figure  # the object API: no global state, no GUI

    with (out / "curve.csv").open(newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["win_share"]]
    state = json.loads((out / "state.json").read_text())
    config = state["config"]
    figure = Figure(figsize=(7, 4.5), dpi=100)
    axes = figure.add_subplot()
    minutes = [float(r["seconds"]) / 60 for r in rows]
    axes.plot(minutes, [float(r["win_share"]) for r in rows], marker="o", label="network")
    axes.axhline(1 / config["players"], color="#e45756", linestyle="--", label="fair share")
    axes.set_xlabel("training time (minutes)")
    axes.set_ylabel(f"win share vs {config['players'] - 1} x {config['panel']}")
    axes.set_ylim(0, 1)
    title = game_info(config["game"]).title  # the game's name, as people know it
    axes.set_title(f"{title}, {config['players']} players: learning curve")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
