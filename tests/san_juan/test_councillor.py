"""Councillor scenarios (rules reference §6.4, §10.2 Archive, Prefecture, Library;
SJ-EX-05, 06, 10).

Everyone draws 2 cards and keeps 1; the councillor draws 5 (8 with his Library); a
Prefecture keeps 2; with an Archive the drawn cards go to the hand first and the discards
may be any cards of the hand. The chooser goes first, then clockwise (§15.9).
"""

from __future__ import annotations

import pytest

from tests.san_juan.scenario import (
    assert_illegal,
    choose,
    hand_of,
    legal_texts,
    new,
    public_log,
    rig_draws,
    set_city,
    set_hand,
)
from tradewinds.cli.render.san_juan import RENDERER, SHORT_EFFECT
from tradewinds.games.san_juan.board import PH_COUNCIL_DISCARD, PH_KEEP, PH_ROLE
from tradewinds.games.san_juan.data import CARD_INDEX, CARDS
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]


def _game(players: int = 4) -> SanJuanState:
    state = new(players, names=NAMES[:players])
    for seat in range(players):
        set_hand(state, seat, [])
    return state


def test_councillor_draws_five_keeps_one() -> None:
    """§6.4: the councillor looks at 5 cards and keeps 1; the other 4 are discarded."""
    state = _game(2)
    rig_draws(state, "tower smithy well statue hero")
    choose(state, 0, "councillor")
    assert state.phase == PH_KEEP and state.current_player == 0
    assert legal_texts(state) == {
        "keep tower",
        "keep smithy",
        "keep well",
        "keep statue",
        "keep hero",
    }
    assert state.view(0)["pending"]["drawn"] == ["smithy", "well", "tower", "statue", "hero"]
    assert "drawn" not in state.view(1)["pending"]  # Bob sees only how many she looks at
    assert state.view(1)["pending"]["drawn_count"] == 5
    discards = state.discard_size
    state.apply("keep hero")
    assert hand_of(state, 0) == {"hero": 1}
    assert state.discard_size == discards + 4
    assert state.view(0)["known_discards"] == {"smithy": 1, "well": 1, "tower": 1, "statue": 1}
    assert "Anna draws 5 cards and keeps 1 (councillor)." in public_log(state)
    check_invariants(state)


def test_others_draw_two_keep_one_in_order() -> None:
    """§6.4, §15.9: after the councillor, each other player draws 2 and keeps 1,
    clockwise."""
    state = _game(3)
    rig_draws(state, "tower smithy well statue hero library quarry chapel crane")
    choose(state, 1, "councillor")
    state.apply("keep tower")  # Bob, from his 5
    assert state.current_player == 2
    assert legal_texts(state) == {"keep library", "keep quarry"}
    assert_illegal(state, "keep tower", "not among the cards Chris drew", "§6.4")
    state.apply("keep quarry")
    assert state.current_player == 0
    assert legal_texts(state) == {"keep chapel", "keep crane"}
    state.apply("keep crane")
    assert state.phase == PH_ROLE
    assert [hand_of(state, s) for s in range(3)] == [{"crane": 1}, {"tower": 1}, {"quarry": 1}]


def test_two_cards_of_one_kind_need_no_decision() -> None:
    """One decision at a time, forced ones taken at once: 2 Indigo plants drawn, 1 kept."""
    state = _game(2)
    rig_draws(state, "tower smithy well statue hero indigo_plant indigo_plant")
    choose(state, 0, "councillor")
    state.apply("keep well")
    assert state.phase == PH_ROLE
    assert hand_of(state, 1) == {"indigo_plant": 1}


@pytest.mark.parametrize(
    ("chooser", "library", "drawn"), [(1, False, 2), (0, False, 5), (0, True, 8)]
)
def test_ex10_prefecture_keeps_two(chooser: int, library: bool, drawn: int) -> None:
    """SJ-EX-10 (§10.2 Prefecture): keeps 2 cards: of 2 (not the councillor: both), of 5
    (the councillor), of 8 (the councillor with a Library)."""
    state = _game(3)
    set_city(state, 0, "indigo_plant prefecture" + (" library" if library else ""))
    cards = ["tower", "smithy", "well", "statue", "hero", "library", "quarry", "chapel"]
    # Bob and Chris (if Bob is the councillor) draw first: cards of one kind each.
    first = ["sugar_mill"] * 5 + ["coffee_roaster"] * 2 if chooser == 1 else []
    rig_draws(state, first + cards[:drawn])
    choose(state, chooser, "councillor")
    assert state.current_player == 0 if drawn > 2 else state.phase == PH_ROLE
    if drawn > 2:
        assert state.phase == PH_KEEP and state.left == 2
        assert len(legal_texts(state)) == drawn
        state.apply("keep tower")
        state.apply("keep smithy")
    assert hand_of(state, 0) == {"tower": 1, "smithy": 1}


def test_ex05_archive_and_prefecture() -> None:
    """SJ-EX-05 (§10.2 Archive): the councillor with Prefecture and Archive draws 5, adds
    them to his hand (H + 5), then discards 3 of his choice from the whole hand: H + 2."""
    state = _game(2)
    set_city(state, 0, "indigo_plant prefecture archive")
    set_hand(state, 0, "palace guild_hall")  # H = 2
    rig_draws(state, "tower smithy well statue hero")
    choose(state, 0, "councillor")
    assert state.phase == PH_COUNCIL_DISCARD and state.left == 3
    assert state.hand_size[0] == 7
    assert "discard palace" in legal_texts(state)  # old cards may go too
    state.apply("discard palace")
    state.apply("discard guild_hall")
    state.apply("discard smithy")
    assert state.hand_size[0] == 2 + 2
    assert hand_of(state, 0) == {"tower": 1, "well": 1, "statue": 1, "hero": 1}
    assert "Anna discards 3 cards (Archive)." in public_log(state)


def test_ex06_library_archive_prefecture() -> None:
    """SJ-EX-06 (§10.2 Library): councillor with Library, Archive and Prefecture draws 8,
    then discards 6 from the whole hand (old cards included): H + 2."""
    state = _game(3)
    set_city(state, 0, "indigo_plant prefecture archive library")
    set_hand(state, 0, "palace")
    rig_draws(state, "tower smithy well statue hero quarry chapel crane")
    choose(state, 0, "councillor")
    assert state.left == 6 and state.hand_size[0] == 9
    for card in ("palace", "smithy", "well", "statue", "quarry", "chapel"):
        state.apply(f"discard {card}")
    assert hand_of(state, 0) == {"tower": 1, "hero": 1, "crane": 1}
    assert state.hand_size[0] == 1 + 2


def test_archive_alone_discards_from_the_whole_hand() -> None:
    """§10.2 Archive: a non-councillor draws 2 into his hand and discards 1 of the whole
    hand (maybe an old card)."""
    state = _game(2)
    set_city(state, 1, "indigo_plant archive")
    set_hand(state, 1, "palace")
    rig_draws(state, "sugar_mill sugar_mill sugar_mill sugar_mill sugar_mill tower smithy")
    choose(state, 0, "councillor")  # Anna keeps a Sugar mill (one kind: at once)
    assert state.current_player == 1 and state.phase == PH_COUNCIL_DISCARD
    assert legal_texts(state) == {"discard palace", "discard tower", "discard smithy"}
    state.apply("discard palace")
    assert hand_of(state, 1) == {"tower": 1, "smithy": 1}


def test_archive_prefecture_non_councillor_keeps_both() -> None:
    """§6.4: Archive and Prefecture, not the councillor: draws 2, keeps 2, discards 0."""
    state = _game(2)
    set_city(state, 1, "indigo_plant archive prefecture")
    rig_draws(state, "sugar_mill sugar_mill sugar_mill sugar_mill sugar_mill tower smithy")
    choose(state, 0, "councillor")
    assert state.phase == PH_ROLE
    assert hand_of(state, 1) == {"tower": 1, "smithy": 1}


@pytest.mark.parametrize("card_id", ["archive", "prefecture"])
def test_archive_and_prefecture_texts_speak_of_every_owner(card_id: str) -> None:
    """Rulebook, Archive: "Il proprietario di questo palazzo, durante la fase del
    Consigliere, decide quali carte scartare"; Prefecture: "può conservare fino a 2 carte
    [...] tra quelle pescate durante la fase del Consigliere". Both work for every owner in
    the councillor phase (as the scenarios above play it), so neither the card text (CLI
    help, web page) nor the CLI's short text may restrict them to the councillor."""
    card = CARDS[CARD_INDEX[card_id]]
    for text in (card.effect, SHORT_EFFECT[card_id]):
        assert "councillor phase" in text, text
        assert not text.lower().startswith(("as councillor", "councillor:")), text
        assert not text.endswith("as councillor."), text
    assert "as councillor or not" in card.effect
    help_text = " ".join((RENDERER.help(card.name) or "").split())
    assert card.effect in help_text
