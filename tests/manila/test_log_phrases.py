"""Issue 16, "the log reads in the reader's language": every Manila log line carries a
phrase (the same line as a catalog message), English formats it exactly as the engine's
English line, and Italian and Romanian format it cleanly. Random games cover the Manila
configurations of ``tests/i18n/test_phrases.py`` (and more seeds); scenarios cover the
lines random games seldom reach. Private lines (the shares dealt, the good of a mortgaged
share) keep their seat."""

from __future__ import annotations

from typing import Any

import pytest

from tests.i18n.log_lines import check_log_lines, random_game_lines
from tests.manila.scenario import (
    NAMES,
    begin_voyage,
    dice,
    new,
    pass_auction,
    play,
    put,
    set_boats,
)
from tradewinds.core.phrase import Seat
from tradewinds.games.manila.state import ManilaState
from tradewinds.i18n import Translator

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {"pirate_variant": True}),
    (5, {}),
    (3, {"unplundered_boat_on_13": "shipyard"}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_every_log_line_of_random_games_reads_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    events, names = random_game_lines("manila", players, options, seeds=(1, 2, 3, 4))
    check_log_lines(events, names)


def _check(state: ManilaState, *expected: str) -> None:
    """The scenario's log passes the check and holds the ``expected`` English lines."""
    events = state.events(everything=True)
    check_log_lines(events, list(state.names))
    texts = [e.text for e in events]
    for line in expected:
        assert line in texts


def test_nobody_bids_in_the_first_voyage() -> None:
    state = new(5, oldest=3)
    pass_auction(state)
    _check(state, "Nobody bids: Dee, who opened, is the harbour master for free.")


def test_a_pirate_sends_an_accomplice_home() -> None:
    # The pirate variant (§16): silk on 13 is full, the captain takes Cid's seat.
    state = new(5, oldest=0, variant=True)
    begin_voyage(state, "nutmeg silk jade", (5, 4, 0))
    put(state, 1, "boat_silk_1")
    put(state, 2, "boat_silk_2")
    put(state, 3, "boat_silk_3")
    put(state, 0, "pirate_captain")
    put(state, 4, "pirate_second")
    set_boats(state, silk=9)
    play(state, (0, "pass"), (1, "place harbor_a"), (2, "place shipyard_a"), (3, "pass"))
    with dice(state, 1, 2, 1):
        play(state, (4, "pass"))
    with dice(state, 1, 2, 1):  # silk on 13
        play(state, (1, "place harbor_b"), (2, "place shipyard_b"))
    play(state, (0, "board boat_silk_2"))
    _check(state, "Ann boards the silk boat and sends Cid's accomplice home (silk boat seat 2).")


def test_the_pilots_bring_every_boat_in_before_the_last_move() -> None:
    state = new(4, oldest=0)
    begin_voyage(state, "ginseng nutmeg jade", (4, 5, 0))
    play(state, (0, "place pilot_small"), (1, "place pilot_large"), (2, "pass"))
    with dice(state, 1, 1, 1):
        play(state, (3, "pass"))
    with dice(state, 1, 1, 1):
        play(state, (0, "pass"), (1, "pass"))
    set_boats(state, ginseng=13, nutmeg=13, jade=13)
    play(state, (0, "pilot nutmeg +1"), (1, "pilot ginseng +1"), (1, "pilot jade +1"))
    _check(state, "Move 3: every boat is already in Manila.")


def test_the_shares_dealt_are_private_lines_of_each_seat() -> None:
    state = new(3)
    dealt = [e for e in state.events(everything=True) if e.text.startswith("You are dealt")]
    assert sorted(e.seat for e in dealt) == [0, 1, 2]
    assert all(e.phrase is not None and e.phrase[0] == "mn-log-dealt" for e in dealt)
    # Each seat sees only its own.
    assert [e.seat for e in state.events(1) if e.text.startswith("You are dealt")] == [1]


def test_a_line_names_the_seat_so_the_reader_sees_its_players_name() -> None:
    phrase = ("mn-log-bid", {"player": Seat(1), "pesos": 7})
    assert Translator("en").log_phrase(phrase, NAMES) == "Bob bids 7."
    assert Translator("it").log_phrase(phrase, ["Ann", "Eva"]) == "Eva offre 7 Pesos."


@pytest.mark.parametrize(("pesos", "words"), [(1, "1 peso"), (12, "12 pesos"), (36, "36 de pesos")])
def test_romanian_amounts_follow_romanian_plurals(pesos: int, words: str) -> None:
    # Romanian puts "de" between a number from 20 on and its noun ("36 de pesos").
    phrase = ("mn-log-bid", {"player": Seat(0), "pesos": pesos})
    assert Translator("ro").log_phrase(phrase, ["Ana"]) == f"Ana oferă {words}."
