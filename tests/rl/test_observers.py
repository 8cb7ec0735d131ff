"""The observers of ``tradewinds.rl`` (docs/rl.md, "Observations").

What a learning program relies on: a tensor of fixed length, finite, built from what the
observing seat may see and from nothing else (checked against ``State.determinize``, which
re-deals exactly what the seat cannot see), yet complete (whenever the seat's view of the
game changes, so does its tensor); masks that match the legal actions; rewards that sum
up as documented.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tradewinds.core.game import State, new_game
from tradewinds.games.puerto_rico import layout
from tradewinds.games.puerto_rico.board import EXPANSION_FIELDS
from tradewinds.games.puerto_rico.data import BUILDINGS
from tradewinds.rl.observer import (
    GAMES,
    Observer,
    action_mask,
    make_observer,
    num_distinct_actions,
    returns,
    shaping,
)

# (game, players, options): every player count of every game, Puerto Rico with several
# expansion sets.
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 2, {}),
    ("puerto_rico", 3, {}),
    ("puerto_rico", 4, {"edition": "deluxe"}),
    ("puerto_rico", 5, {}),
    ("puerto_rico", 3, {"expansions": ["new_buildings"]}),
    ("puerto_rico", 4, {"expansions": ["nobles", "festival"]}),
    ("puerto_rico", 2, {"expansions": ["buccaneer"]}),
    ("puerto_rico", 5, {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]}),
    ("puerto_rico", 3, {"expansions": ["new_buildings", "nobles"], "draft": "random"}),
    ("puerto_rico", 3, {"optional_production": "on"}),
    ("puerto_rico", 4, {"optional_production": "on", "expansions": ["nobles"]}),
    ("san_juan", 2, {}),
    ("san_juan", 3, {}),
    ("san_juan", 4, {"setup_variant": "on"}),
    ("manila", 3, {}),
    ("manila", 4, {"pirate_variant": True}),
    ("manila", 5, {}),
]


def _id(config: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = config
    extra = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game}-{players}" + (f"-{extra}" if extra else "")


def random_game(config: tuple[str, int, dict[str, Any]], seed: int) -> Iterator[State]:
    """Every decision state of one random game, the final state last (one state object,
    played on between the yields)."""
    game, players, options = config
    state = new_game(game, players, seed=seed, options=options)
    pick = random.Random(seed)
    while not state.is_over:
        yield state
        state.apply(pick.choice(state.legal_actions()))
    yield state


def visible(state: State, seat: int) -> Any:
    """What the engine shows ``seat`` of the position: its view without the event log
    and the move counter (a history, not the position; observations describe positions),
    and without the legal actions (the action mask carries them)."""
    data = state.view(seat, events=False)
    data.pop("move_number", None)
    data.pop("legal_actions", None)
    return data


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_length_is_fixed_and_values_finite_through_whole_games(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    game, players, options = config
    observer = make_observer(game, players, options)
    assert observer.size == sum(f.length for f in observer.fields)
    for seed in (1, 2):
        for state in random_game(config, seed):
            for seat in range(players):
                tensor = observer.tensor(state, seat)
                assert tensor.dtype == np.float32
                assert tensor.shape == (observer.size,)
                assert np.isfinite(tensor).all()
                assert tensor.min() >= 0.0


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_no_peeking_determinizations_look_the_same_to_the_seat(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    """Whatever ``determinize(i, seed)`` re-deals is hidden from seat i: its observation
    (tensor and string) must not change."""
    game, players, options = config
    observer = make_observer(game, players, options)
    checked = 0
    for number, state in enumerate(random_game(config, 7)):
        if number % 5:
            continue
        for seat in range(players):
            tensor = observer.tensor(state, seat)
            text = observer.string(state, seat)
            for seed in (11, 12, 13):
                other = state.determinize(seat, seed)
                assert np.array_equal(observer.tensor(other, seat), tensor)
                assert observer.string(other, seat) == text
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_observation_changes_whenever_the_seats_view_changes(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    """Completeness: two positions that seat i tells apart (the engine's view for seat i
    differs) give different observations. Pairs: consecutive positions of a game (public
    changes), and a position against another seat's determinization of it (which re-deals
    seat i's own hidden cards, shares...)."""
    game, players, options = config
    observer = make_observer(game, players, options)
    differed = 0
    previous: list[tuple[Any, Any]] | None = None
    for number, state in enumerate(random_game(config, 3)):
        now = [(visible(state, i), observer.tensor(state, i)) for i in range(players)]
        if previous is not None:
            for seat in range(players):
                (old_view, old), (new_view, new) = previous[seat], now[seat]
                if old_view != new_view:
                    assert not np.array_equal(old, new), f"seat {seat}, move {number}"
                    differed += 1
        previous = now
        if number % 4 == 0:
            for seat in range(players):
                for other_seat in range(players):
                    if other_seat == seat:
                        continue
                    other = state.determinize(other_seat, number)
                    if visible(other, seat) != now[seat][0]:
                        assert not np.array_equal(observer.tensor(other, seat), now[seat][1])
                        differed += 1
    assert differed > 20


def _unobserved(state: State, name: str, index: int = 0) -> bool:
    """Whether ``name`` (entry ``index`` of a list) is a Puerto Rico expansions' part in a
    game without expansions: a field of theirs, or a board entry past the base game's
    buildings (a base game's observation and view leave those out: they never move)."""
    if state.game_name != "puerto_rico" or state.options["expansions"]:
        return False
    if name == "board":
        return index % layout.STRIDE >= layout.BUILDINGS_AT + len(BUILDINGS)
    return name in EXPANSION_FIELDS


def perturbations(state: State, pick: random.Random) -> Iterator[tuple[str, State]]:
    """Copies of ``state`` with one saved-state number changed by one (a scalar, or one
    entry of a list; up to 12 entries of each list, chosen at random), with what changed."""
    saved = state._state_dict()
    for name, value in saved.items():
        if isinstance(value, bool) or _unobserved(state, name):
            continue
        if isinstance(value, int):
            other = state.clone()
            setattr(other, name, value + 1)
            other._legal = None
            yield name, other
        elif isinstance(value, list) and value and all(type(v) is int for v in value):
            for index in pick.sample(range(len(value)), min(12, len(value))):
                if _unobserved(state, name, index):
                    continue
                other = state.clone()
                changed = list(value)
                changed[index] += 1
                setattr(other, name, changed)
                other._legal = None
                yield f"{name}[{index}]", other


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """Where two JSON values differ (paths), for failure messages."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            d
            for k in sorted(set(a) | set(b))
            for d in differences(a.get(k), b.get(k), f"{path}.{k}")
        ]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f"{path}[{i}]")]
    return [] if a == b else [f"{path}: {a!r} -> {b!r}"]


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_observation_sees_every_single_change_of_the_seats_view(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    """Completeness, field by field: change one number of the state at a time; whenever
    that changes what the engine shows seat i, it changes seat i's observation too. (A
    change that makes the position inconsistent enough for the view to fail is left out.)
    """
    game, players, options = config
    observer = make_observer(game, players, options)
    pick = random.Random(0)
    checked = 0
    sampled = 0
    for number, state in enumerate(random_game(config, 21)):
        if number % 15 != 3 or sampled == 5:
            continue
        sampled += 1
        before = [(visible(state, i), observer.tensor(state, i)) for i in range(players)]
        for what, other in perturbations(state, pick):
            for seat in range(players):
                try:
                    seen = visible(other, seat)
                except Exception:  # an inconsistent position the view cannot show
                    break
                if seen != before[seat][0]:
                    assert not np.array_equal(observer.tensor(other, seat), before[seat][1]), (
                        f"seat {seat} at move {number}, {what} changed: the view changed "
                        f"({differences(before[seat][0], seen)[:4]}), the observation not"
                    )
                    checked += 1
    assert checked > 100


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_action_mask_marks_exactly_the_legal_actions(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    game, players, options = config
    size = num_distinct_actions(game, players, options)
    for state in random_game(config, 5):
        assert state.num_distinct_actions == size
        mask = action_mask(state)
        assert mask.dtype == np.int8 and mask.shape == (size,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(a.id for a in state.legal_actions())
        assert action_mask(state, size + 3).shape == (size + 3,)
    assert not action_mask(state).any()  # over: nothing is legal


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_returns_zero_until_the_end_then_margin_and_win_agree(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    players = config[1]
    for seed in (1, 2, 3):
        for state in random_game(config, seed):
            if not state.is_over:
                assert returns(state) == [0.0] * players
                assert returns(state, "win") == [0.0] * players
        margin = returns(state)
        win = returns(state, "win")
        winners = state.result()["winners"]
        assert sum(win) == pytest.approx(1.0)
        assert all(win[s] > 0 for s in winners)
        # A winner is never behind on points; a seat strictly ahead on points is the
        # sole winner.
        assert all(margin[s] >= 0 for s in winners)
        for seat in range(players):
            if margin[seat] > 0:
                assert win[seat] == 1.0
        assert sum(1 for m in margin if m > 0) <= 1
        assert max(margin) >= 0


def test_returns_rejects_an_unknown_reward() -> None:
    state = new_game("san_juan", 2, seed=1)
    with pytest.raises(ValueError, match="margin"):
        returns(state, "elo")


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_shaping_is_a_potential_seen_by_the_seat(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    players = config[1]
    for number, state in enumerate(random_game(config, 9)):
        if number % 7:
            continue
        for seat in range(players):
            value = shaping(state, seat)
            assert np.isfinite(value)
            assert shaping(state.determinize(seat, number), seat) == value


def test_make_observer_completes_options_and_refuses_bad_configurations() -> None:
    observer = make_observer("san_juan", 3)
    assert observer.options == new_game("san_juan", 3, seed=0).options
    assert make_observer("san_juan", 3, {}) is observer
    with pytest.raises(ValueError):
        make_observer("san_juan", 5)
    with pytest.raises(ValueError):
        make_observer("chess", 2)
    with pytest.raises(ValueError):
        make_observer("san_juan", 2, {"no_such_option": 1})


def test_observer_refuses_another_configurations_state_or_a_bad_seat() -> None:
    observer: Observer = make_observer("san_juan", 2)
    with pytest.raises(ValueError):
        observer.tensor(new_game("san_juan", 3, seed=1), 0)
    with pytest.raises(ValueError):
        observer.tensor(new_game("san_juan", 2, seed=1), 2)


def test_every_game_has_an_observer() -> None:
    assert {game for game, _, _ in CONFIGS} == set(GAMES)


def test_seats_are_rotated_so_the_observer_comes_first() -> None:
    """The same position seen by two seats: each sees its own city in the "me" block."""
    state = next(random_game(("san_juan", 3, {}), 4))
    observer = make_observer("san_juan", 3)
    actor = state.current_player
    assert actor is not None
    for seat in range(3):
        field = observer.field("current_player")
        tensor = observer.tensor(state, seat)
        chunk = tensor[field.offset : field.offset + field.length]
        assert chunk[(actor - seat) % 3] == 1.0


# Field names stand for a family in docs/rl.md: "me.cash" and "+2.cash" are "<seat>.cash".
_TEMPLATES = (
    (r"^(me|\+\d+)\.", "<seat>."),
    (r"^(builder|producer|trader|councillor|prospector)_taken_by$", "<role>_taken_by"),
    (r"^(ginseng|nutmeg|silk|jade)\.", "<good>."),
    (r"\.seat\d+$", ".seat<k>"),
    (r"^ship\d+\.", "ship<k>."),
    (r"^trading_house\.\d+$", "trading_house.<k>"),
    (r"^[a-z]+\d?\.(doubloons|taken_by)$", r"<card>.\1"),
)


def documented_name(name: str) -> str:
    for pattern, template in _TEMPLATES:
        name = re.sub(pattern, template, name)
    return name


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_every_field_is_documented(config: tuple[str, int, dict[str, Any]]) -> None:
    """docs/rl.md names every field of the observation (in backticks), so that a field
    added to an observer without its documentation fails here."""
    text = (Path(__file__).parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")
    observer = make_observer(*config)
    missing = [f.name for f in observer.fields if f"`{documented_name(f.name)}`" not in text]
    assert not missing


@pytest.mark.parametrize("config", CONFIGS[::4], ids=_id)
def test_tensor_is_the_raw_values_over_the_documented_divisors(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    observer = make_observer(*config)
    divisors = np.array([d for f in observer.fields for d in f.divisors], dtype=np.float64)
    for number, state in enumerate(random_game(config, 4)):
        if number % 10:
            continue
        seat = number % config[1]
        expected = np.array(observer.values(state, seat), dtype=np.float64) / divisors
        np.testing.assert_allclose(observer.tensor(state, seat), expected, rtol=1e-6)


def test_a_count_above_255_is_encoded_too() -> None:
    """Raw values are packed as bytes when they fit; a larger one (a rich Manila player)
    must still come out right."""
    state = new_game("manila", 3, seed=2)
    state.cash[1] = 300  # type: ignore[attr-defined]
    observer = make_observer("manila", 3)
    field = observer.field("+1.cash")
    tensor = observer.tensor(state, 0)
    assert tensor.dtype == np.float32
    assert tensor[field.offset] == pytest.approx(300 / field.divisors[0])
    assert "+1.cash: 300" in observer.string(state, 0)


@pytest.mark.parametrize("config", CONFIGS[::3], ids=_id)
def test_each_tensor_is_a_new_array(config: tuple[str, int, dict[str, Any]]) -> None:
    """The adapters hand the tensor over as it is: a learner that keeps (or normalises in
    place) one observation must not see it change with the next one."""
    observer = make_observer(*config)
    states = random_game(config, 5)
    first_state = next(states)
    first = observer.tensor(first_state, 0)
    kept = first.copy()
    first *= 0  # a learner writing into the array it was given
    assert np.array_equal(observer.tensor(first_state, 0), kept)
    for _ in range(30):
        observer.tensor(next(states), 1 % config[1])
    assert not np.shares_memory(first, observer.tensor(first_state, 0))


def test_observations_do_not_depend_on_the_states_observed_before() -> None:
    """The Puerto Rico observer remembers each seat's buildings between calls: interleaving
    two games must give each state the tensor it gets alone."""
    config: tuple[str, int, dict[str, Any]] = ("puerto_rico", 4, {"expansions": ["nobles"]})
    observer = make_observer(*config)
    alone = [
        observer.tensor(state, n % 4)
        for n, state in enumerate(random_game(config, 6))
        if n % 7 == 0
    ]
    other = random_game(config, 7)
    mixed = []
    for n, state in enumerate(random_game(config, 6)):
        if n % 7 == 0:
            mixed.append(observer.tensor(state, n % 4))
            observer.tensor(next(other), n % 4)
    assert len(alone) == len(mixed) > 5
    for a, b in zip(alone, mixed, strict=True):
        assert np.array_equal(a, b)


@pytest.mark.parametrize("config", CONFIGS[::2], ids=_id)
def test_floats_are_the_tensor_as_a_list(config: tuple[str, int, dict[str, Any]]) -> None:
    """OpenSpiel's observation is a list of floats: ``floats`` builds it from a table of
    every byte's value instead of converting the tensor, and must give the same numbers."""
    players = config[1]
    observer = make_observer(*config)
    for number, state in enumerate(random_game(config, 8)):
        if number % 5:
            continue
        seat = number % players
        values = observer.floats(state, seat)
        assert all(type(v) is float for v in values)
        assert values == observer.tensor(state, seat).tolist()


def test_floats_of_a_count_above_255_take_the_general_path() -> None:
    state = new_game("manila", 3, seed=2)
    state.cash[1] = 300  # type: ignore[attr-defined]
    observer = make_observer("manila", 3)
    field = observer.field("+1.cash")
    values = observer.floats(state, 0)
    assert values == observer.tensor(state, 0).tolist()
    assert values[field.offset] == pytest.approx(300 / field.divisors[0])


def test_action_mask_is_a_new_writable_array_each_call() -> None:
    """The adapters hand masks over as they are (PettingZoo's and Gymnasium's info)."""
    state = new_game("san_juan", 2, seed=3)
    first = action_mask(state)
    assert first.flags.writeable
    first[:] = 0
    assert action_mask(state).any() and not np.shares_memory(first, action_mask(state))
