"""The log reads in the reader's language (issue 16): every Puerto Rico log line carries a
phrase (the same line as a catalog message), English formats it exactly as the engine's
English line, and Italian and Romanian format it with no Fluent error, no engine name and
no placeholder left.

Random games of the Puerto Rico configurations of ``tests/i18n/test_phrases.py`` (and a
few more seeds and options) meet nearly every line, with and without expansions; positions
built for them meet the rare ones. A sentence both kinds of game write is one catalog
message."""

from __future__ import annotations

from typing import Any

import pytest

import tradewinds
from tests.i18n.log_lines import check_log_lines, random_game_lines
from tests.i18n.test_phrases import GAMES
from tests.puerto_rico.scenario import (
    choose,
    clear_xplayer,
    new,
    new_x,
    set_role_money,
    set_xplayer,
    xchoose,
)
from tradewinds.core.events import Event
from tradewinds.core.phrase import Seat
from tradewinds.i18n import Translator

EVERY_EXPANSION = ["new_buildings", "nobles", "buccaneer", "festival"]
CONFIGURATIONS: list[tuple[int, dict[str, Any]]] = [
    (players, options) for game, players, options in GAMES if game == "puerto_rico"
] + [
    (3, {"edition": "original", "ship_choice": "max_space"}),
    (4, {"expansions": ["nobles", "new_buildings"], "draft": "players"}),
]
SEEDS = (1, 2, 3)


@pytest.mark.parametrize(("players", "options"), CONFIGURATIONS)
def test_every_line_of_random_games_reads_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    events, names = random_game_lines("puerto_rico", players, options, SEEDS)
    assert len(events) > 300 * len(SEEDS)
    check_log_lines(events, names)


def _messages_by_sentence(events: list[Event]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for event in events:
        if event.phrase is not None:
            found.setdefault(event.text, set()).add(event.phrase[0])
    return found


def test_one_sentence_is_one_message_with_or_without_expansions() -> None:
    """The same English sentence gets the same message id in a base game and in a game
    with expansions, so a reader meets one wording for it."""
    base, _ = random_game_lines("puerto_rico", 3, {}, SEEDS)
    expansions, _ = random_game_lines("puerto_rico", 3, {"expansions": EVERY_EXPANSION}, SEEDS)
    by_base, by_expansions = _messages_by_sentence(base), _messages_by_sentence(expansions)
    both = set(by_base) & set(by_expansions)
    assert len(both) > 30  # the games share many sentences ("Player 1 takes a quarry.")
    differ = {t: (by_base[t], by_expansions[t]) for t in both if by_base[t] != by_expansions[t]}
    assert differ == {}
    several = {t: ids for t, ids in {**by_base, **by_expansions}.items() if len(ids) > 1}
    assert several == {}


def _check(events: list[Event], names: list[str], *expected: str) -> None:
    """``events`` pass the check and hold the ``expected`` English lines."""
    check_log_lines(events, names)
    texts = [e.text for e in events]
    for line in expected:
        assert line in texts


def test_a_villa_with_no_noble_left_gives_a_colonist() -> None:
    # Nobles §3.3 (X17): the Villa's owner takes a noble, else a colonist.
    state = new_x(4, expansions=("nobles",), names=["Ann", "Bob", "Cid", "Dee"])
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 3, buildings={"villa": 1})
    state.noble_supply = 0
    state.colonist_ship = state.noble_ship = 0
    xchoose(state, 0, "mayor")
    state.apply("villa")
    events = state.events(everything=True)
    _check(events, list(state.names), "Dee's Villa: no noble is left, a colonist instead.")


def test_the_hospice_sends_a_forest_s_colonist_to_san_juan() -> None:
    # New buildings §2.3: a forest has no circle, so the Hospice's colonist waits.
    state = new_x(4, expansions=("new_buildings",), names=["Ann", "Bob", "Cid", "Dee"])
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 1, buildings={"forest_house": 1, "hospice": 1})
    state.face_up[:] = [0, 1, 0, 0, 0]
    xchoose(state, 0, "settler")
    state.apply("pass")
    state.apply("forest indigo")
    state.apply("hospice")
    _check(
        state.events(everything=True),
        list(state.names),
        "Bob takes an indigo plantation and puts it face down as a forest.",
        "Bob uses the Hospice: a colonist goes to San Juan (the forest has no circle).",
    )


def test_a_line_names_the_seat_so_a_renamed_player_reads_right() -> None:
    # The log keeps seats, not names: the reader shows the seat's name of the moment.
    state = new(3, names=["Ann", "Bob", "Cid"])
    first = state.events(None)[0]
    assert first.text == "Ann is the first governor."
    assert first.phrase == ("pr-log-first-governor", {"player": Seat(0)})
    assert Translator("it").log_phrase(first.phrase, ["Carla", "Dino", "Elsa"]) == (
        "Carla è il primo Governatore."
    )


@pytest.mark.parametrize(
    ("lang", "doubloons", "said"),
    [
        ("en", 0, "Ann takes the Builder."),
        ("en", 1, "Ann takes the Builder (+1 doubloon)."),
        ("en", 2, "Ann takes the Builder (+2 doubloons)."),
        ("it", 1, "Ann sceglie la carta Costruttore (+1 doblone)."),
        ("ro", 2, "Ann alege cartea Constructor (+2 dubloni)."),
        # Romanian puts "de" between a number from 20 on and its noun.
        ("ro", 21, "Ann alege cartea Constructor (+21 de dubloni)."),
    ],
)
def test_the_doubloons_on_a_role_card_follow_each_language_s_plurals(
    lang: str, doubloons: int, said: str
) -> None:
    phrase = ("pr-log-role", {"player": Seat(0), "role": "pr-role-builder", "doubloons": doubloons})
    assert Translator(lang).log_phrase(phrase, ["Ann"]) == said


def _first_placement() -> Event:
    """The line of the first colonist Ann places in a mayor phase."""
    state = new(3, names=["Ann", "Bob", "Cid"])
    choose(state, 0, "mayor")
    while not any(e.text.startswith("Ann places") for e in state.events(None)):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if str(a).startswith("place")), legal[0]))
    return next(e for e in state.events(None) if e.text.startswith("Ann places"))


def test_hot_path_lines_share_their_phrases() -> None:
    """The mayor's placements, the most frequent lines, come from shared tables (the
    engine stays fast): two games log the same phrase for the same line, as pure Python
    the very same object (a compiled engine boxes its small tuples afresh)."""
    first, second = _first_placement(), _first_placement()
    assert first.text == second.text and first.phrase is not None
    assert first.phrase == second.phrase
    if not tradewinds.compiled():
        assert first.phrase is second.phrase


def test_a_role_card_with_many_doubloons_reads_right() -> None:
    # A card left unchosen round after round gathers doubloons (§4.3): beyond the amounts
    # the engine tables, the line is built on the spot and reads the same.
    state = new(3, names=["Ann", "Bob", "Cid"])
    set_role_money(state, builder=21)
    choose(state, 0, "builder")
    _check(
        state.events(everything=True), list(state.names), "Ann takes the Builder (+21 doubloons)."
    )
