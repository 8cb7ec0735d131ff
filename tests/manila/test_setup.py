"""Setup (rules reference §2, §3) and the game's registration and options."""

from __future__ import annotations

import pytest

import tradewinds
from tests.manila.scenario import NAMES, log_texts, new
from tradewinds import InvalidOptionError, available_games, new_game
from tradewinds.games.manila.data import BOAT_VALUE, COST, NUM_SEATS, PAYOUT, SPACE_IDS, SPACES


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_money_shares_accomplices(players: int) -> None:
    """§3: 30 pesos each; 2 shares each dealt from 3 of each good; the supply holds the
    other 20 - 2n; all prices 0; 3 accomplices each (4 with three players)."""
    state = new(players, seed=11)
    assert state.cash == [30] * players
    for seat in range(players):
        assert sum(state.held[seat * 4 : seat * 4 + 4]) == 2
        assert sum(state.mort[seat * 4 : seat * 4 + 4]) == 0
    dealt = [sum(state.held[p * 4 + g] for p in range(players)) for g in range(4)]
    assert all(d <= 3 for d in dealt), "only 3 shares of each good are dealt"
    assert sum(state.supply) == 20 - 2 * players
    assert [5 - d for d in dealt] == state.supply
    assert state.price == [0, 0, 0, 0]
    assert state.left == [4 if players == 3 else 3] * players


def test_deal_is_private_and_varies() -> None:
    """§3.3: the shares are dealt secretly: each seat sees only its own deal."""
    state = new(4, seed=3)
    for seat in range(4):
        own = [e for e in state.events(seat) if e.seat == seat]
        assert len(own) == 1 and own[0].text.startswith("You are dealt")
    assert not any(e["private"] for e in state.view(None)["events"])
    deals = {tuple(new(4, seed=s).held) for s in range(20)}
    assert len(deals) > 10


def test_oldest_player_opens_the_first_auction() -> None:
    """§3.7, §5: the oldest player opens the first auction (option oldest_player)."""
    for oldest in range(4):
        state = new(4, oldest=oldest)
        assert state.current_player == oldest
        assert f"{NAMES[oldest]} is the oldest player" in log_texts(state)[-2]


def test_random_oldest_player_comes_from_the_seed() -> None:
    seats = {
        new_game("manila", 5, seed=s).current_player  # default oldest_player=random
        for s in range(40)
    }
    assert seats == {0, 1, 2, 3, 4}


def test_space_table_matches_the_reference() -> None:
    """§2.4: every board space of the reference's table with its cost and payout."""
    expected = {
        "boat_ginseng_1": (1, 18),
        "boat_ginseng_2": (2, 18),
        "boat_ginseng_3": (3, 18),
        "boat_nutmeg_1": (2, 24),
        "boat_nutmeg_2": (3, 24),
        "boat_nutmeg_3": (4, 24),
        "boat_silk_1": (3, 30),
        "boat_silk_2": (4, 30),
        "boat_silk_3": (5, 30),
        "boat_jade_1": (3, 36),
        "boat_jade_2": (4, 36),
        "boat_jade_3": (5, 36),
        "boat_jade_4": (5, 36),
        "harbor_a": (4, 6),
        "harbor_b": (3, 8),
        "harbor_c": (2, 15),
        "shipyard_a": (4, 6),
        "shipyard_b": (3, 8),
        "shipyard_c": (2, 15),
        "pirate_captain": (5, 0),
        "pirate_second": (5, 0),
        "pilot_small": (2, 0),
        "pilot_large": (5, 0),
        "insurance": (0, 10),
    }
    assert {sid: (COST[i], PAYOUT[i]) for i, sid in enumerate(SPACE_IDS)} == expected
    assert BOAT_VALUE == (18, 24, 30, 36)
    assert NUM_SEATS == (3, 3, 3, 4)
    assert {s.area for s in SPACES} == {
        "boat",
        "harbor",
        "shipyard",
        "pirate",
        "pilot",
        "insurance",
    }


def test_boat_values_divide_exactly() -> None:
    """§2.2: every split that can occur is exact (18, 24, 30 by 1-3; 36 by 1-4)."""
    for value, seats in zip(BOAT_VALUE, NUM_SEATS, strict=True):
        for crew in range(1, seats + 1):
            assert value % crew == 0
        assert value % 2 == 0  # two pirates


def test_registration_and_options() -> None:
    [info] = [g for g in available_games() if g["name"] == "manila"]
    assert info["title"] == "Manila"
    assert info["players"] == [3, 4, 5]
    options = {o["name"]: o for o in info["options"]}
    assert options["pirate_variant"]["choices"] == [False, True]
    assert options["pirate_variant"]["default"] is False
    assert options["unplundered_boat_on_13"]["choices"] == ["harbor", "shipyard"]
    assert options["unplundered_boat_on_13"]["default"] == "harbor"
    assert options["oldest_player"]["default"] == "random"


@pytest.mark.parametrize("players", [1, 2, 6])
def test_player_counts(players: int) -> None:
    with pytest.raises(InvalidOptionError, match="manila is played by 3, 4, 5 players"):
        new_game("manila", players, seed=1)


@pytest.mark.parametrize(
    ("text", "value"),
    [("true", True), ("False", False), ("on", True), ("0", False), (1, True), (True, True)],
)
def test_pirate_variant_accepts_command_line_words(text: object, value: bool) -> None:
    state = new_game("manila", 3, seed=1, options={"pirate_variant": text})
    assert state.options["pirate_variant"] is value


@pytest.mark.parametrize(
    "options",
    [
        {"pirate_variant": "maybe"},
        {"unplundered_boat_on_13": "manila"},
        {"oldest_player": 3},  # no seat 3 with three players
        {"oldest_player": "youngest"},
        {"robbers": True},
    ],
)
def test_invalid_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(InvalidOptionError):
        new_game("manila", 3, seed=1, options=options)


def test_action_table_is_fixed() -> None:
    """Ids are the same for every player count and option."""
    sizes = {
        new_game("manila", p, seed=0, options={"pirate_variant": v}).num_distinct_actions
        for p in (3, 4, 5)
        for v in (False, True)
    }
    assert len(sizes) == 1
    state = new(3)
    texts = [str(state.action_from_id(i)) for i in range(state.num_distinct_actions)]
    assert len(set(texts)) == len(texts)
    for i, text in enumerate(texts):
        assert state.action_id(text) == i
        assert state.parse_action(f"  {text.upper()} ") is state.action_from_id(i)


def test_new_game_is_exported() -> None:
    assert isinstance(tradewinds.new_game("manila", 4, seed=2), tradewinds.State)
