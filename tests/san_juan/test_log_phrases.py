"""The log reads in the reader's language (issue 16): every San Juan log line carries a
phrase, English formats it exactly as the engine's English line, and Italian and Romanian
format it with no Fluent error, no engine name and no placeholder left.

Random games of every configuration of ``tests/i18n/test_phrases.py`` (and a few more
seeds and options) meet nearly every line; the lines only rare positions write (the
stalemate rulings, a Gold mine with no card left to turn up) are met in positions built
for them."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.i18n.log_lines import check_log_lines, random_game_lines
from tests.san_juan.scenario import choose, new, set_city, set_hand
from tradewinds.core.events import Event
from tradewinds.games.san_juan import state as san_juan_state
from tradewinds.games.san_juan.data import CARDS, COUNTS, NUM_GOODS
from tradewinds.games.san_juan.state import SanJuanState
from tradewinds.i18n import Translator, catalog_files

# The San Juan configurations of tests/i18n/test_phrases.py GAMES, and the other options.
CONFIGURATIONS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {"setup_variant": "on"}),
    (4, {}),
    (2, {"game_end": "immediate", "covered_rebuild": "forbidden"}),
    (4, {"setup_variant": "on", "first_governor": 3}),
]
SEEDS = (1, 2, 3, 4, 5)


def _play_out(state: SanJuanState) -> list[Event]:
    """Every line of ``state``'s game, played on with the first legal action."""
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state.events(everything=True)


def _gold_mine_with_nothing_to_turn_up() -> SanJuanState:
    """Seat 0 owns a Gold mine and chooses the prospector while every card of the draw
    and discard piles lies under seat 1's Chapel: the prospector cannot draw, the mine
    finds nothing."""
    state = new(2, names=["Ann", "Bob"])
    set_city(state, 0, "indigo_plant gold_mine")
    free = len(state.deck) + state.discard_size + state.city_size[1] - 2
    set_city(state, 1, "indigo_plant chapel", chapel=free)
    choose(state, 0, "prospector")
    return state


def _every_card_under_a_chapel() -> SanJuanState:
    """No hand, no good, no draw or discard pile: every card but two cities' is under
    seat 0's Chapel, so nothing can move any more (the first stalemate ruling)."""
    state = new(2, names=["Ann", "Bob"])
    for seat in (0, 1):
        set_hand(state, seat, "")
    set_city(state, 1, "indigo_plant")
    free = len(state.deck) + state.discard_size + state.city_size[0] - 2
    set_city(state, 0, "indigo_plant chapel", chapel=free)
    return state


def _nothing_left_to_build() -> SanJuanState:
    """Every production building is in a city and both cities hold every violet building:
    the cards still in play can never be built (the second stalemate ruling)."""
    state = new(2, names=["Ann", "Bob"])
    for seat in (0, 1):
        set_hand(state, seat, "")
    violet = {c.id: 1 for c in CARDS[NUM_GOODS:]}
    set_city(state, 0, {**violet, **{c.id: 1 for c in CARDS[:NUM_GOODS]}})
    set_city(state, 1, {**violet, **{c.id: COUNTS[c.index] - 1 for c in CARDS[:NUM_GOODS]}})
    return state


RARE_POSITIONS = {
    "sj-log-gold-mine-nothing": _gold_mine_with_nothing_to_turn_up,
    "sj-log-stalemate-frozen": _every_card_under_a_chapel,
    "sj-log-stalemate-unbuildable": _nothing_left_to_build,
}


@pytest.mark.parametrize(("players", "options"), CONFIGURATIONS)
def test_every_line_of_random_games_reads_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    events, names = random_game_lines("san_juan", players, options, SEEDS)
    assert len(events) > 500 * len(SEEDS)
    check_log_lines(events, names)


@pytest.mark.parametrize("message", sorted(RARE_POSITIONS))
def test_the_rare_lines_read_in_every_language(message: str) -> None:
    state = RARE_POSITIONS[message]()
    events = _play_out(state)
    assert message in {e.phrase[0] for e in events if e.phrase is not None}
    check_log_lines(events, list(state.names))


def test_a_phrase_names_the_seat_so_a_renamed_player_reads_right() -> None:
    # The log keeps seats, not names: the reader shows the seat's name of the moment.
    state = new(2, names=["Ann", "Bob"])
    first = state.events(None)[0]
    assert first.text == "Ann is the first governor."
    assert first.phrase is not None
    assert Translator("it").log_phrase(first.phrase, ["Carla", "Dino"]) == (
        "Carla è il primo Governatore."
    )


def test_every_log_message_of_the_catalog_is_written_by_the_engine() -> None:
    """No catalog line is dead: each ``sj-log-*`` message is met in the games above."""
    catalog = set(re.findall(r"^(sj-log-[a-z-]+) =", catalog_files("en")["san_juan.ftl"], re.M))
    met: set[str] = set(RARE_POSITIONS)
    for players, options in CONFIGURATIONS:
        events, _ = random_game_lines("san_juan", players, options, SEEDS)
        met |= {e.phrase[0] for e in events if e.phrase is not None}
    assert sorted(catalog - met) == []
    assert sorted(met - catalog) == []


def test_hot_path_lines_share_their_phrases() -> None:
    """The frequent lines' phrases come from shared tables (the engine stays fast): two
    games log the same phrase for the same line, as pure Python the very same object (a
    compiled engine boxes its small tuples afresh)."""
    lines = []
    for _ in range(2):
        state = new(2, names=["Ann", "Bob"])
        choose(state, 0, "builder")
        lines.append(next(e for e in state.events(None) if e.text == "Ann chooses the Builder."))
    assert lines[0].phrase is not None and lines[0].phrase == lines[1].phrase
    if san_juan_state.__file__.endswith(".py"):
        assert lines[0].phrase is lines[1].phrase
