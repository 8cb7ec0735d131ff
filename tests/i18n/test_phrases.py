"""Every legal action met in random games of every game has a phrase that formats in
English, Italian and Romanian with no Fluent error, no engine name (snake_case) and no
placeholder left: people see the games' words, the notation stays in the API."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tradewinds
from tradewinds.core.phrase import Phrase
from tradewinds.i18n import LANGUAGES, Translator

SNAKE = re.compile(r"[a-z]+_[a-z_]+")
PLACEHOLDER = re.compile(r"\b(ship|role)\d")
EVERY_EXPANSION = ["new_buildings", "nobles", "buccaneer", "festival"]

GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("puerto_rico", 2, {}),
    ("puerto_rico", 4, {"edition": "deluxe", "optional_production": "on"}),
    ("puerto_rico", 5, {}),
    ("puerto_rico", 2, {"expansions": EVERY_EXPANSION}),
    ("puerto_rico", 3, {"expansions": EVERY_EXPANSION, "draft": "random"}),
    ("puerto_rico", 5, {"expansions": EVERY_EXPANSION}),
    ("puerto_rico", 4, {"expansions": ["buccaneer"]}),
    ("san_juan", 2, {}),
    ("san_juan", 3, {"setup_variant": "on"}),
    ("san_juan", 4, {}),
    ("manila", 3, {}),
    ("manila", 4, {"pirate_variant": True}),
    ("manila", 5, {}),
]


def _problems(translators: dict[str, Translator], phrase: Phrase) -> list[str]:
    found = []
    for lang, translator in translators.items():
        text = translator.phrase(phrase)
        errors = translator.errors(phrase)
        if errors or SNAKE.search(text) or "{" in text or "}" in text or not text.strip():
            found.append(f"{lang}: {text!r} {errors}")
    return found


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_every_legal_action_of_a_random_game_reads_in_every_language(
    game: str, players: int, options: dict[str, Any]
) -> None:
    translators = {lang: Translator(lang) for lang in LANGUAGES}
    checked: dict[tuple[str, tuple[Any, ...]], str] = {}
    for seed in (1, 2):
        state = tradewinds.new_game(game, players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            for action in legal:
                phrase = state.phrase(action)
                key = (phrase.id, tuple(sorted(phrase.args.items())))
                if key not in checked:
                    checked[key] = str(action)
                    assert _problems(translators, phrase) == [], str(action)
            state.apply(rng.choice(legal))
    assert len(checked) > 20  # the games met many kinds of decisions


def test_every_action_kind_of_every_game_has_a_phrase() -> None:
    """Not only the actions random play met: the whole action table of each game."""
    translators = {lang: Translator(lang) for lang in LANGUAGES}
    for game, players, options in GAMES:
        state = tradewinds.new_game(game, players, seed=3, options=options)
        for action in state.table.actions:
            if PLACEHOLDER.search(action.text):
                continue  # ships and role cards this player count lacks: never legal
            phrase = state.phrase(action)
            assert _problems(translators, phrase) == [], str(action)


def test_the_phrases_say_what_the_notation_means() -> None:
    en = Translator("en")
    pr = tradewinds.new_game("puerto_rico", 3, seed=1)
    assert en.phrase(pr.phrase("build large_indigo_plant")).startswith(
        "Build the Large Indigo Plant ("
    )
    assert en.phrase(pr.phrase("load coffee on 6")) == "Load Coffee on the ship of 6"
    manila = tradewinds.new_game("manila", 3, seed=1)
    assert en.phrase(manila.phrase("place boat_jade_2")) == "Jade boat, seat 2 (4 pesos)"
    assert en.phrase(manila.phrase("place harbor_a")) == "Harbour A (4 pesos)"
    sj = tradewinds.new_game("san_juan", 2, seed=1)
    assert Translator("it").phrase(sj.phrase("build gold_mine")) == "Costruisci: Miniera d'oro"


def test_a_build_phrase_tells_the_price_the_player_pays_now() -> None:
    # The builder's privilege takes 1 doubloon off (Italian rulebook: "paga 1 doblone in
    # meno per l'Edificio"): the builder is offered the Small Market for 0, not 1.
    state = tradewinds.new_game("puerto_rico", 3, seed=1, options={"first_governor": 0})
    state.apply("builder")
    phrase = state.phrase("build small_market")
    assert phrase.args["cost"] == 0
    assert Translator("en").phrase(phrase) == "Build the Small Market (0 doubloons)"


def test_the_engines_stay_free_of_the_translation_library() -> None:
    """``tradewinds.core`` and the games describe actions as phrases but import no i18n
    library (they stay standard-library only); a fresh interpreter plays and phrases a
    game of each with ``fluent`` unimportable."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['fluent'] = None; sys.modules['fluent.runtime'] = None\n"
        "import tradewinds\n"
        "for game, n in (('puerto_rico', 3), ('san_juan', 2), ('manila', 3)):\n"
        "    s = tradewinds.new_game(game, n, seed=1)\n"
        "    assert s.phrase(s.legal_actions()[0]).id\n"
        "e = tradewinds.new_game('puerto_rico', 3, seed=1, options={'expansions': ['nobles']})\n"
        "assert e.phrase(e.legal_actions()[0]).id\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


def test_pass_says_what_it_declines_in_the_decision_at_hand() -> None:
    en = Translator("en")
    manila = tradewinds.new_game("manila", 3, seed=1, options={"oldest_player": 0})
    assert en.phrase(manila.phrase("pass")) == "Pass (leave the auction)"
    pr = tradewinds.new_game("puerto_rico", 3, seed=1, options={"first_governor": 0})
    assert en.phrase(pr.phrase("pass")) == "Pass"  # choosing a role: no pass there
    pr.apply("builder")
    assert en.phrase(pr.phrase("pass")) == "Build nothing"
    assert Translator("it").phrase(pr.phrase("pass")) == "Non costruire nulla"
