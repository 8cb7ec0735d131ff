"""Expansion 1's building draft at setup (expansions reference §2.1, §1): players in turn
from the first governor pick a commercial building for a free space of its cost; with
the nobles the red spaces are filled too; ``draft=random`` fills them at random."""

from __future__ import annotations

import random

import pytest

import tradewinds
from tests.puerto_rico.scenario import assert_illegal, legal_texts, log_texts, new_x
from tradewinds.games.puerto_rico.data import ALL_BUILDINGS
from tradewinds.games.puerto_rico.invariants import check_invariants

# Board spaces for commercial buildings by cost (§2.1): base, and the red ones (nobles).
SPACES = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}
RED = {2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 10: 1}
PRODUCTION = {
    "small_indigo_plant",
    "small_sugar_mill",
    "large_indigo_plant",
    "large_sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
}


def drafted(state: tradewinds.State) -> set[str]:
    return {b["id"] for b in state.view(None)["buildings"]} - PRODUCTION - {"jeweler"}


def draft_at_random(state: tradewinds.State, seed: int) -> list[str]:
    rng = random.Random(seed)
    picks = []
    while state.view(None)["decision"] == "draft":
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        picks.append(action.text.split()[1])
        state.apply(action)
    return picks


def test_the_draft_is_played_by_the_players() -> None:
    state = new_x(4, expansions=("new_buildings",), draft="players", governor=2)
    view = state.view(None)
    assert view["decision"] == "draft" and state.current_player == 2
    assert view["draft"]["free_spaces"] == {str(c): n for c, n in SPACES.items()}
    candidates = view["draft"]["candidates"]
    assert len(candidates) == 17 + 14  # every base and expansion-1 commercial kind
    assert "land_office" not in candidates  # expansion 2 is not played
    assert legal_texts(state) == {f"draft {c}" for c in candidates}
    assert view["buildings"] and {b["id"] for b in view["buildings"]} == PRODUCTION
    state.apply("draft small_market")  # the one cost-1 space
    assert state.current_player == 3
    assert "draft aqueduct" not in legal_texts(state)
    assert_illegal(state, "draft aqueduct")
    assert "Player 3 drafts the Small Market (cost 1)." in log_texts(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("nobles", [False, True])
def test_the_draft_fills_every_usable_space(players: int, nobles: bool) -> None:
    expansions = ("new_buildings", "nobles") if nobles else ("new_buildings",)
    state = new_x(players, expansions=expansions, draft="players", seed=players)
    picks = draft_at_random(state, players)
    assert len(picks) == (24 if nobles else 17)
    assert state.view(None)["decision"] == "choose_role"
    assert "draft" not in state.view(None)
    costs: dict[int, int] = {}
    for building_id in picks:
        spec = next(b for b in ALL_BUILDINGS if b.id == building_id)
        costs[spec.cost] = costs.get(spec.cost, 0) + 1
    spaces = {c: n + (RED.get(c, 0) if nobles else 0) for c, n in SPACES.items()}
    assert costs == spaces
    assert drafted(state) == set(picks)
    # Both copies of a small building on its space (1 with 2 players), large ones 1.
    for b in state.view(None)["buildings"]:
        spec = next(s for s in ALL_BUILDINGS if s.id == b["id"])
        assert b["remaining"] == (spec.count_2p if players == 2 else spec.count)
    check_invariants(state)


def test_drafting_rotates_clockwise_from_the_governor() -> None:
    state = new_x(3, expansions=("new_buildings",), draft="players", governor=1)
    seats = []
    while state.view(None)["decision"] == "draft":
        seats.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert seats == [(1 + k) % 3 for k in range(17)]
    assert state.current_player == 1  # the governor chooses the first role


def test_undrafted_buildings_are_out_of_the_game() -> None:
    state = new_x(4, expansions=("new_buildings",), draft="players")
    while state.view(None)["decision"] == "draft":
        legal = [a for a in state.legal_actions() if a.text != "draft harbor"]
        state.apply(legal[-1])
    assert "harbor" not in drafted(state)
    with pytest.raises(tradewinds.IllegalActionError, match="not in this game's supply"):
        state.apply("builder")
        state.apply("build harbor")


def test_random_draft_option() -> None:
    """Non-rule option draft=random (§2.1): a random fill for quick setup."""
    seen: set[str] = set()
    for seed in range(20):
        state = new_x(4, expansions=("new_buildings", "nobles"), draft="random", seed=seed)
        assert state.view(None)["decision"] == "choose_role"
        picks = drafted(state)
        assert len(picks) == 24
        seen |= picks
        assert any(text.startswith("Random building draft") for text in log_texts(state))
        check_invariants(state)
    assert len(seen) > 30


def test_festival_construction_goal_is_drawn_after_the_draft() -> None:
    """§1 step 4: the construction goal comes from the drafted buildings."""
    state = new_x(4, expansions=("new_buildings", "festival"), draft="players", seed=3)
    assert state.fest_building == -1
    assert state.view(None)["festival"]["construction"]["building"] is None
    draft_at_random(state, 3)
    goal = ALL_BUILDINGS[state.fest_building]
    assert goal.row == 3 and state.in_game[goal.index]


def test_the_jeweler_is_not_drafted() -> None:
    """X1: the jeweler is a production building, always in the game with the nobles."""
    state = new_x(4, expansions=("new_buildings", "nobles"), draft="players")
    assert "draft jeweler" not in {a.text for a in state.table.actions}
    ids = {b["id"]: b["remaining"] for b in state.view(None)["buildings"]}
    assert ids["jeweler"] == 2
