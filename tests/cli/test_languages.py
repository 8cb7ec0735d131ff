"""``tradewinds play`` and ``replay`` in the terminal's language: ``LANG=it_IT.UTF-8`` or
``LANG=ro_RO.UTF-8`` gives the board, the decisions, the choices and the score sheet in
Italian or Romanian (the catalogs' words), ``--lang`` wins over ``LANG``, and the notation a
person types stays the same in every language."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import Result

import tradewinds
from tests.cli import assert_clean_exit, run
from tradewinds.cli.render import renderer_for
from tradewinds.core.game import new_game
from tradewinds.i18n import Translator

LANGS = {"it": "it_IT.UTF-8", "ro": "ro_RO.UTF-8"}
# The human's answers: the first choice, and "pass" for Manila's bids (asked as a number).
ANSWERS = {
    "puerto_rico": "1\n" * 3000,
    "san_juan": "1\n" * 3000,
    "manila": "pass\n1\n" * 2000,
}
# A term of each game that every whole game shows on the board.
BOARD_TERMS = {
    "puerto_rico": ("pr-role-settler", "pr-building-small_market", "pr-decision-choose_role"),
    "san_juan": ("sj-role-builder", "sj-card-indigo_plant", "sj-decision-choose_role"),
    "manila": ("mn-space-harbor_a", "mn-space-insurance", "mn-decision-auction_bid"),
}
# Each game's first choice of a role or a bid, with the notation typed in every language.
FIRST_CHOICE = {"puerto_rico": "settler", "san_juan": "builder", "manila": "pass"}
# Words of the English client that must not show in another language.
ENGLISH = ("your choice", "Final score", "Final fortunes", "Winner", "Roles", "Spaces")
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def _game(game: str, lang: str, path: Path) -> Result:
    seats = "human,random,random"
    args = ("play", game, "--players", "3", "--seats", seats, "--seed", "4", "--save", str(path))
    return run(*args, input=ANSWERS[game], lang=LANGS[lang])


@pytest.fixture(scope="module", params=[(g, lang) for g in ANSWERS for lang in LANGS])
def whole_game(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, str, Result, Path]:
    game, lang = request.param
    path = tmp_path_factory.mktemp("lang") / f"{game.replace('_', '-')}-{lang}.json"
    return game, lang, _game(game, lang, path), path


def test_a_whole_game_speaks_the_language_of_lang(
    whole_game: tuple[str, str, Result, Path],
) -> None:
    game, lang, result, path = whole_game
    assert_clean_exit(result, 0)
    out = result.output
    t = Translator(lang)
    for term in BOARD_TERMS[game]:
        assert t.text(term) in out, term
    assert t.text("cli-game-over") in out
    assert t.text("cli-mn-final" if game == "manila" else "cli-final-score") in out
    assert t.text("cli-winners", count=1, names="").rstrip(": ") in out
    assert t.text("cli-your-choice", name="Giocatore 1" if lang == "it" else "Jucătorul 1") in out
    for english in ENGLISH:
        assert english not in out, english
    assert tradewinds.replay(json.loads(path.read_text())).is_over


def test_the_choices_show_the_phrase_beside_the_notation(
    whole_game: tuple[str, str, Result, Path],
) -> None:
    game, lang, result, _ = whole_game
    notation = FIRST_CHOICE[game]
    state = new_game(game, 3, seed=4)
    phrase = Translator(lang).action(state, notation)
    english = Translator("en").action(state, notation)
    assert phrase != english  # (the test would prove nothing otherwise)
    assert re.search(rf"\b{re.escape(notation)}\s+— {re.escape(phrase)}", result.output)


def test_no_internal_name_outside_the_typed_notation(
    whole_game: tuple[str, str, Result, Path],
) -> None:
    """People never read ``snake_case``: the only such words on screen are notations
    (``build large_market``) that the player types."""
    game, _, result, _ = whole_game
    state = new_game(game, 3, seed=4)
    typed = {word for action in state.table.actions for word in action.text.split()}
    found = set(SNAKE.findall(result.output))
    assert found - typed == set()


@pytest.mark.parametrize("game", list(ANSWERS))
def test_lang_option_wins_over_lang(game: str) -> None:
    result = run(
        "play",
        game,
        "--players",
        "3",
        "--seed",
        "4",
        "--lang",
        "ro",
        input="quit\nn\n",
        lang=LANGS["it"],
    )
    assert_clean_exit(result, 0)
    ro, it = Translator("ro"), Translator("it")
    assert ro.text("cli-seat-you", name=ro.text("cli-player-n", n=1)) in result.output
    assert it.text("cli-player-n", n=1) not in result.output
    assert ro.text("cli-not-saved") in result.output


@pytest.mark.parametrize("lang", [None, "C", "POSIX", "en_US.UTF-8", "de_DE.UTF-8"])
def test_english_without_an_italian_or_romanian_lang(lang: str | None) -> None:
    result = run("play", "san_juan", "--players", "2", "--seed", "4", input="q\nn\n", lang=lang)
    assert_clean_exit(result, 0)
    assert "San Juan, 2 players, seed 4: Player 1 (you), Random bot 2" in result.output
    assert "Not saved. Bye." in result.output


def test_an_unknown_lang_option_is_a_user_error() -> None:
    result = run("play", "san_juan", "--lang", "fr", input="q\nn\n")
    assert_clean_exit(result, 2)
    assert "--lang must be one of en, it, ro" in result.output


def test_replay_follows_the_lang_option(whole_game: tuple[str, str, Result, Path]) -> None:
    game, lang, _, path = whole_game
    other = "ro" if lang == "it" else "it"
    result = run("replay", str(path), "--lang", other, lang=LANGS[lang])
    assert_clean_exit(result, 0)
    t = Translator(other)
    assert t.text("cli-mn-final" if game == "manila" else "cli-final-score") in result.output
    assert t.text("cli-log") in result.output
    state = tradewinds.replay(json.loads(path.read_text()))
    assert t.text("cli-state-hash", hash=state.state_hash()) in result.output


# Every decision of every game, the expansions of Puerto Rico included, drawn in Italian
# and Romanian: a catalog id shown for a missing message ("pr-good-face down") or a
# ``snake_case`` word would be a slip a player reads.
SETUPS = {
    "puerto_rico": {"expansions": ["new_buildings", "nobles", "buccaneer", "festival"]},
    "san_juan": {},
    "manila": {},
}
MESSAGE_ID = re.compile(r"\b(?:pr|sj|mn|ui|cli)-[a-z0-9_-]+")


def _plain(renderable: object) -> str:
    out = io.StringIO()
    Console(width=120, file=out, highlight=False, color_system=None).print(renderable)
    return out.getvalue()


@pytest.mark.parametrize("lang", list(LANGS))
@pytest.mark.parametrize("game", list(SETUPS))
def test_every_decision_is_drawn_in_the_language(game: str, lang: str) -> None:
    renderer = renderer_for(game, lang)
    t = Translator(lang)
    for seed in range(2):
        state = new_game(game, 3 + seed, seed=seed, options=SETUPS[game])
        typed = {word for action in state.table.actions for word in action.text.split()}
        rng = random.Random(seed)
        shown: list[str] = []
        while not state.is_over:
            view = state.view(state.current_player)
            shown.append(renderer.decision(view))
            if state.move_number % 7 == 0:
                shown += [_plain(renderer.board(view)), _plain(renderer.status(view))]
            legal = state.legal_actions()
            shown += [t.action(state, action) for action in legal]
            state.apply(legal[rng.randrange(len(legal))])
        shown.append(_plain(renderer.board(state.view(None))))
        shown.append(_plain(renderer.result(state.result())))
        text = "\n".join(shown)
        assert MESSAGE_ID.findall(text) == []
        assert set(SNAKE.findall(text)) - typed == set()


def test_help_and_warnings_in_italian() -> None:
    """``help``, ``help <building>`` and a wrong answer are answered in Italian; the
    notation to type is said to stay the same."""
    answers = "nonsense\nhelp\nhelp harbor\nhelp nobles\nq\nn\n"
    result = run("play", "puerto_rico", "--players", "3", "--seed", "4", input=answers, lang="it")
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    t = Translator("it")
    assert "'nonsense' non è né una scelta né un'azione" in out
    assert " ".join(t.text("cli-typed-stays").split()) in out
    assert f"{t.text('pr-building-harbor')} (harbor)" in out
    assert " ".join(t.text("pr-effect-harbor").split()) in out
    assert "Nobili (espansione 2): 20 nobili" in out  # the expansions' topics too
    assert "Nobles (expansion 2)" not in out
    assert t.text("cli-not-saved") in out


def test_manila_s_rule_topics_in_romanian() -> None:
    """``help mortgage`` answers in Romanian, with the game's figures."""
    answers = "help mortgage\nhelp harbour master\nq\nn\n"
    result = run("play", "manila", "--players", "3", "--seed", "4", input=answers, lang="ro")
    assert_clean_exit(result, 0)
    out = " ".join(result.output.split())
    assert "Ipotecă: +12 de la bancă pentru fiecare acțiune" in out
    assert "Căpitanul portului poate cumpăra o acțiune" in out
    assert "Mortgage:" not in out
