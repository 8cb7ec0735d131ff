"""Loading a saved game checks its player count and options against the game's own.

Every engine loads through ``PhaseMachine._load_saved``: the player counts and the option
schema come from the game's registration, so a saved file cannot smuggle in a table
size the rules never allow.
"""

from __future__ import annotations

import json

import pytest

import tradewinds
from tradewinds import InvalidStateError
from tradewinds.core.game import game_info
from tradewinds.core.machine import PhaseMachine

GAMES = [
    ("puerto_rico", {}),
    ("puerto_rico", {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]}),
    ("san_juan", {}),
    ("manila", {}),
]


def saved(game: str, options: dict[str, object]) -> dict[str, object]:
    players = game_info(game).player_counts[-1]
    state = tradewinds.new_game(game, players, seed=4, options=options)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    data: dict[str, object] = json.loads(state.to_json())
    return data


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_saved_game_loads_back_identical(game: str, options: dict[str, object]) -> None:
    data = saved(game, options)
    state = tradewinds.load_state(data)
    assert isinstance(state, PhaseMachine)
    assert json.loads(state.to_json()) == data


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_player_count_the_game_does_not_allow_is_refused(
    game: str, options: dict[str, object]
) -> None:
    data = saved(game, options)
    too_many = game_info(game).player_counts[-1] + 1
    data["players"] = too_many
    data["names"] = [f"P{i}" for i in range(too_many)]
    with pytest.raises(InvalidStateError, match=f"bad player count {too_many}"):
        tradewinds.load_state(data)


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_an_unknown_option_in_a_saved_game_is_refused(
    game: str, options: dict[str, object]
) -> None:
    data = saved(game, options)
    data["options"] = {**data["options"], "no_such_option": 1}  # type: ignore[dict-item]
    wanted = f"saved {game} state: unknown option.*no_such_option"
    with pytest.raises(InvalidStateError, match=wanted):
        tradewinds.load_state(data)
