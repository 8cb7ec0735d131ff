"""The learned evaluation: the network's file, its gradients, training that improves on
its start, resuming, and the policy bot's fairness."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from tradewinds import new_game
from tradewinds.bots import SeatView, bot_action, make_bot
from tradewinds.bots.learned import Network, NetworkFormatError, PolicyBot
from tradewinds.bots.learned.search import PUCTBot
from tradewinds.bots.learned.training import (
    Adam,
    Samples,
    TrainConfig,
    evaluate,
    fit,
    gradients,
    play,
    search_chooser,
    teacher_chooser,
    train,
)
from tradewinds.cli.app import app
from tradewinds.core.game import State
from tradewinds.rl import make_observer, returns


def _samples(net: Network, games: int, first_seed: int) -> Samples:
    seeds = list(range(first_seed, first_seed + games))
    data, _ = play(net, seeds, teacher_chooser("heuristic", first_seed), advantage=False)
    return data


def _agreement(net: Network, data: Samples) -> float:
    """Share of the teacher's choices that the greedy policy makes too."""
    probs, _ = net.evaluate(data.x, data.mask)
    return float((probs.argmax(axis=1) == data.action).mean())


def test_saved_networks_load_with_identical_outputs(tmp_path: Path) -> None:
    net = Network.create("san_juan", 2, hidden=(16, 8), seed=3)
    data = _samples(net, 1, 5)
    path = tmp_path / "net.npz"
    net.save(path)
    back = Network.load(path)
    assert (back.game, back.players, back.hidden) == ("san_juan", 2, (16, 8))
    for a, b in zip(net.evaluate(data.x, data.mask), back.evaluate(data.x, data.mask)):
        assert a.tobytes() == b.tobytes()


def _rewrite_header(src: Path, dst: Path, **changes: object) -> None:
    with np.load(src) as data:
        arrays = {k: data[k] for k in data.files}
    header = json.loads(str(arrays["header"]))
    header.update(changes)
    arrays["header"] = np.array(json.dumps(header))
    np.savez(dst, **arrays)


def test_foreign_or_stale_weights_are_refused(tmp_path: Path) -> None:
    """A network trained on another observation layout, of another shape, or a file that
    is not a network at all is refused with a clear error, never silently misread."""
    net = Network.create("san_juan", 2, hidden=(16, 8), seed=1)
    good = tmp_path / "good.npz"
    net.save(good)
    stale = tmp_path / "stale.npz"
    _rewrite_header(good, stale, digest="0" * 16)
    with pytest.raises(NetworkFormatError, match="another observation layout"):
        Network.load(stale)
    other = tmp_path / "other.npz"
    _rewrite_header(good, other, players=3)  # weights of 2 players read as 3
    with pytest.raises(NetworkFormatError):
        Network.load(other)
    garbage = tmp_path / "garbage.npz"
    garbage.write_bytes(b"not a zip file at all")
    with pytest.raises(NetworkFormatError, match="not a tradewinds network"):
        Network.load(garbage)
    pickled = tmp_path / "pickled.npz"
    with zipfile.ZipFile(pickled, "w") as z:  # an object array needs pickle: refused
        z.writestr("header.npy", b"\x93NUMPY\x01\x00v\x00{'descr': '|O', 'fortran_order': "
                   b"False, 'shape': (), }" + b" " * 50 + b"\n")  # fmt: skip
    with pytest.raises(NetworkFormatError):
        Network.load(pickled)


def test_gradients_match_finite_differences() -> None:
    """The hand-written backward pass: every parameter kind against central differences
    of the same loss (float64 copies, so rounding does not hide a wrong term)."""
    net = Network.create("san_juan", 2, hidden=(6, 5), seed=2)
    data = _samples(net, 1, 7).take(np.arange(12))
    data.weight = np.linspace(-1, 1, len(data)).astype(np.float32)  # advantages of both signs
    for name in net.params:  # float64, away from the zero-initialised heads
        net.params[name] = net.params[name].astype(np.float64) + 0.05  # type: ignore[assignment]
    data.x = data.x.astype(np.float64)
    data.value = data.value.astype(np.float64)
    data.weight = data.weight.astype(np.float64)
    grads, _ = gradients(net, data)

    def loss() -> float:
        _, losses = gradients(net, data)
        return losses["policy_loss"] + losses["value_loss"]

    rng = np.random.default_rng(0)
    for name, grad in grads.items():
        param = net.params[name]
        for flat in rng.choice(param.size, size=min(4, param.size), replace=False):
            index = np.unravel_index(flat, param.shape)
            keep = param[index]
            eps = 1e-5
            param[index] = keep + eps
            up = loss()
            param[index] = keep - eps
            down = loss()
            param[index] = keep
            numeric = (up - down) / (2 * eps)
            assert grad[index] == pytest.approx(numeric, rel=1e-3, abs=1e-7), (name, index)


def test_a_short_training_run_improves_on_its_start() -> None:
    """Imitating the heuristic on 30 games: the policy agrees with the heuristic far more
    often on games it never saw, and wins more against the random bot than the untrained
    network does."""
    net = Network.create("san_juan", 2, hidden=(64, 32), seed=4)
    train_data = _samples(net, 30, 100)
    held_out = _samples(net, 8, 500)
    before = _agreement(net, held_out)
    wins_before = evaluate(net, "random", 16, 900)
    fit(net, Adam(lr=2e-3), train_data, np.random.default_rng(1), epochs=4, batch_size=128)
    after = _agreement(net, held_out)
    wins_after = evaluate(net, "random", 16, 900)
    assert after > before + 0.25, (before, after)
    assert wins_after > wins_before and wins_after >= 0.75, (wins_before, wins_after)


def test_the_value_learns_who_is_winning() -> None:
    """Games of the heuristic (seat 0) against the random bot (seat 1): after training,
    the value predicts the outcomes of unseen games better than the untrained network's
    one half does (squared error below 0.25), and the winner's side gets the higher value."""
    net = Network.create("san_juan", 2, hidden=(64, 32), seed=6)
    pair = ("heuristic", "random")
    seeds = list(range(200, 230))
    train_data, _ = play(net, seeds, teacher_chooser(pair, 1), advantage=False)
    held_out, _ = play(net, list(range(600, 610)), teacher_chooser(pair, 2), advantage=False)
    _, start = gradients(net, held_out)
    fit(net, Adam(lr=2e-3), train_data, np.random.default_rng(2), epochs=3, batch_size=128)
    _, end = gradients(net, held_out)
    assert start["value_loss"] == pytest.approx(0.25, abs=0.01)
    assert end["value_loss"] < 0.2, end
    _, values = net.evaluate(held_out.x, held_out.mask)
    assert values[held_out.value == 1].mean() > values[held_out.value == 0].mean() + 0.2


def _tiny(iterations: int) -> TrainConfig:
    return TrainConfig(
        "san_juan", 2, seed=3, hidden=(16, 8), imitation_games=4, imitation_epochs=1,
        iterations=iterations, games_per_iteration=3, eval_every=10, eval_games=2,
        panel="random",
    )  # fmt: skip


def test_a_resumed_run_ends_where_an_unbroken_one_does(tmp_path: Path) -> None:
    straight = train(_tiny(3), tmp_path / "straight")
    train(_tiny(1), tmp_path / "broken")
    resumed = train(_tiny(3), tmp_path / "broken", resume=True)
    for name, value in straight.params.items():
        assert value.tobytes() == resumed.params[name].tobytes(), name
    with pytest.raises(ValueError, match="other settings"):
        train(TrainConfig("san_juan", 2, seed=4), tmp_path / "broken", resume=True)


def test_the_policy_bot_sees_only_its_seat() -> None:
    """Two states that differ only in what seat 0 cannot see (the true one and a
    determinization for seat 0) get the same choices from equally seeded bots."""
    net = Network.create("san_juan", 3, hidden=(16, 8), seed=5)
    state = new_game("san_juan", 3, seed=11)
    bots = [make_bot("random", s) for s in range(3)]
    for _ in range(25):
        seat = state.current_player
        assert seat is not None
        state.apply(bot_action(bots[seat], state))
    while state.current_player != 0:
        state.apply(bot_action(bots[state.current_player or 0], state))
    twin = state.determinize(0, 99)
    observer = make_observer("san_juan", 3)
    assert observer.tensor(state, 0).tobytes() == observer.tensor(twin, 0).tobytes()
    for greedy in (True, False):
        a = PolicyBot(net, 7, greedy=greedy).choose(SeatView(state, 0), state.legal_actions())
        b = PolicyBot(net, 7, greedy=greedy).choose(SeatView(twin, 0), twin.legal_actions())
        assert a.id == b.id


def test_the_train_command(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "run"
    args = ["train", "san_juan", "-p", "2", "--out", str(out), "--iterations", "1",
            "--games-per-iteration", "2", "--imitation-games", "2", "--eval-games", "2",
            "--panel", "random"]  # fmt: skip
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert Network.load(out / "network.npz").game == "san_juan"
    assert (out / "curve.csv").read_text().startswith("iteration,seconds")
    bad = runner.invoke(app, [*args[:-1], "nobody"])
    assert bad.exit_code == 2 and "unknown bot 'nobody'" in bad.output
    zero = runner.invoke(app, [*args, "--iterations", "0"])
    assert zero.exit_code == 2 and "positive" in zero.output
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    taken = runner.invoke(app, [*args[:5], str(a_file), *args[6:]])
    assert taken.exit_code == 2 and "cannot use" in taken.output
    (out / "state.json").write_text("{broken")
    broken = runner.invoke(app, [*args, "--resume"])
    assert broken.exit_code == 2 and "cannot resume the run" in broken.output
    assert a_file.read_text() == "not a folder"


@pytest.fixture(scope="module")
def imitator() -> Network:
    """A small network that imitated the heuristic on 30 games of San Juan, 2 players."""
    net = Network.create("san_juan", 2, hidden=(64, 32), seed=8)
    data = _samples(net, 30, 300)
    fit(net, Adam(lr=2e-3), data, np.random.default_rng(3), epochs=4, batch_size=128)
    return net


def _position(players: int, moves: int, seed: int) -> State:
    state = new_game("san_juan", players, seed=seed)
    bots = [make_bot("random", s) for s in range(players)]
    for _ in range(moves):
        seat = state.current_player
        assert seat is not None
        state.apply(bot_action(bots[seat], state))
    return state


def test_the_search_is_reproducible_and_sees_only_its_seat(imitator: Network) -> None:
    """The same seed gives the same move, and a state that differs only in what the
    searching seat cannot see (a determinization of it) gives the same move too."""
    state = _position(2, 31, 12)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    twin = state.determinize(seat, 5)
    moves = {
        PUCTBot(imitator, 3, iterations=40).choose(SeatView(s, seat), s.legal_actions()).id
        for s in (state, state, twin)
    }
    assert len(moves) == 1
    with pytest.raises(ValueError, match="iterations"):
        PUCTBot(imitator, 1, iterations=0)


def test_the_search_counts_its_iterations(imitator: Network) -> None:
    state = _position(2, 20, 13)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    root = PUCTBot(imitator, 4, iterations=30).search(SeatView(state, seat))
    # The first iteration evaluates the root itself; each later one goes down one edge.
    assert root.visits == 30
    assert sum(edge.visits for edge in root.children.values()) == 29
    legal = {a.id for a in state.legal_actions()}
    assert set(root.children) <= legal


def test_the_search_beats_the_random_bot(imitator: Network) -> None:
    wins = 0.0
    games = 12
    for g in range(games):
        me = g % 2
        bots = [
            PUCTBot(imitator, g, iterations=24) if s == me else make_bot("random", s)
            for s in range(2)
        ]
        state = new_game("san_juan", 2, seed=4000 + g)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(bot_action(bots[seat], state))
        wins += returns(state, "win")[me]
    assert wins / games >= 0.75, wins


def test_expert_iteration_learns_the_search_visit_shares(imitator: Network) -> None:
    """Self-play by the search records its visit shares as the policy targets (summing to
    1, on legal moves only), and training on them moves the policy towards them."""
    rng = np.random.default_rng(9)
    data, decisions = play(imitator, [77], search_chooser(imitator, 16, rng), advantage=False)
    assert decisions == len(data) > 20
    assert np.allclose(data.target_p.sum(axis=1), 1.0)
    rows = np.arange(len(data))[:, None]
    assert (data.mask[rows, data.target_ids][data.target_p > 0] == 1).all()
    assert (data.target_p > 0).sum(axis=1).max() > 1  # shares, not one move
    net = Network.create("san_juan", 2, hidden=(32, 16), seed=10)
    _, before = gradients(net, data)
    fit(net, Adam(lr=3e-3), data, np.random.default_rng(0), epochs=8, batch_size=64)
    _, after = gradients(net, data)
    assert after["policy_loss"] < before["policy_loss"] - 0.2, (before, after)


def test_a_run_may_start_from_saved_weights_of_its_own_game(tmp_path: Path) -> None:
    start = Network.create("san_juan", 2, hidden=(16, 8), seed=12)
    path = tmp_path / "start.npz"
    start.save(path)
    config = _tiny(1)
    config.init, config.imitation_epochs = str(path), 0
    trained = train(config, tmp_path / "from-init")
    assert trained.hidden == (16, 8)
    assert any((trained.params[k] != start.params[k]).any() for k in start.params)
    other = TrainConfig("san_juan", 3, init=str(path))
    with pytest.raises(ValueError, match="another game or configuration"):
        train(other, tmp_path / "mismatch")
