"""The random bot: seeded, reproducible, independent of the global ``random`` module."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tradewinds
from tradewinds.bots import Bot, RandomBot, SeatView, bot_action, bot_seed, make_bot
from tradewinds.core.actions import Action

LEGAL = [Action(i, 0, i, 0, f"a{i}") for i in range(7)]


def choices(bot: Bot, n: int = 200) -> list[Action]:
    return [bot.choose({}, LEGAL) for _ in range(n)]


def test_same_seed_same_choices() -> None:
    assert choices(RandomBot(42)) == choices(RandomBot(42))
    assert choices(make_bot("random", 42)) == choices(RandomBot(42))


def test_different_seeds_differ_and_cover_every_action() -> None:
    a, b = choices(RandomBot(1)), choices(RandomBot(2))
    assert a != b
    assert set(a) == set(LEGAL)


def test_never_uses_the_global_random_module(monkeypatch: pytest.MonkeyPatch) -> None:
    random.seed(123)
    before = random.getstate()

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the global random module was used")

    for name in (
        "random",
        "randrange",
        "randint",
        "choice",
        "choices",
        "shuffle",
        "sample",
        "getrandbits",
    ):
        monkeypatch.setattr(random, name, forbidden)
    bot = RandomBot(9)
    picked = choices(bot)
    monkeypatch.undo()
    assert random.getstate() == before
    # Reseeding the global generator changes nothing either.
    random.seed(999)
    assert choices(RandomBot(9)) == picked


def test_bot_only_sees_legal_actions_and_its_seat() -> None:
    state = tradewinds.new_game("puerto_rico", 4, seed=3)
    seen: list[Any] = []

    class Spy:
        name = "spy"

        def choose(self, observation: Any, legal: Any) -> Action:
            seen.append(observation)
            assert isinstance(observation, SeatView)
            assert observation["viewer"] == state.current_player
            assert observation["legal_actions"] == [{"id": a.id, "text": a.text} for a in legal]
            return legal[-1]

    action = bot_action(Spy(), state)
    assert action == state.legal_actions()[-1]
    view = seen[0]
    assert dict(view) == state.view(state.current_player)
    assert not hasattr(view, "state")
    other = view.determinize(5)
    assert other is not state and other.current_player == state.current_player


def test_seat_view_is_lazy(monkeypatch: pytest.MonkeyPatch) -> None:
    state = tradewinds.new_game("puerto_rico", 3, seed=1)

    def no_view(seat: int | None) -> dict[str, Any]:
        raise AssertionError("the random bot needs no view")

    monkeypatch.setattr(state, "view", no_view)
    assert bot_action(RandomBot(0), state) in state.legal_actions()


def test_full_games_are_reproducible() -> None:
    def play(seed: int) -> list[str]:
        state = tradewinds.new_game("puerto_rico", 4, seed=seed)
        bots = [make_bot("random", bot_seed(seed, seat)) for seat in range(4)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(bot_action(bots[seat], state))
        return [str(a) for a in state.history()]

    assert play(4) == play(4)
    assert play(4) != play(5)


def test_registry_errors() -> None:
    with pytest.raises(ValueError, match="unknown bot 'genius'; available bots: ") as info:
        make_bot("genius", 1)
    listed = str(info.value).split("available bots: ")[1].split(", ")
    assert listed == sorted(listed)
    assert {"random", "heuristic", "easy", "medium", "hard", "expert"} <= set(listed)
    with pytest.raises(ValueError, match="no legal actions"):
        RandomBot(1).choose({}, [])


def test_illegal_choice_is_refused() -> None:
    state = tradewinds.new_game("puerto_rico", 3, seed=1)

    class Cheat:
        name = "cheat"

        def choose(self, observation: Any, legal: Any) -> Action:
            return state.parse_action("build harbor")

    with pytest.raises(ValueError, match="not legal now"):
        bot_action(Cheat(), state)
