"""The message catalogs: every .ftl file parses, and the three languages say the same
things (the same message ids, each with the same variables), so no reader ever meets a
bare id or a missing argument."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from tradewinds.i18n import LANGUAGES, Translator, catalog_files, language_from_env

FILES = sorted(catalog_files("en"))


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _messages(lang: str, name: str) -> dict[str, frozenset[str]]:
    """Each message of one file: its id and the variables it uses."""
    resource = parse(catalog_files(lang)[name])
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}/{name} does not parse: {junk[0].annotations[0].message}"
    found: dict[str, frozenset[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            assert entry.id.name not in found, f"{lang}/{name}: {entry.id.name} twice"
            visitor = _Variables()
            visitor.visit(entry)
            found[entry.id.name] = frozenset(visitor.names)
    return found


def test_every_language_has_the_same_files() -> None:
    assert FILES, "no catalog"
    for lang in LANGUAGES:
        assert sorted(catalog_files(lang)) == FILES, lang


@pytest.mark.parametrize("name", FILES)
def test_every_message_exists_in_every_language_with_the_same_variables(name: str) -> None:
    english = _messages("en", name)
    for lang in LANGUAGES:
        other = _messages(lang, name)
        assert sorted(set(english) - set(other)) == [], f"{lang}/{name} lacks these"
        assert sorted(set(other) - set(english)) == [], f"{lang}/{name} has extra ones"
        differ = {m: (english[m], other[m]) for m in english if english[m] != other[m]}
        assert differ == {}, f"{lang}/{name}: variables differ"


def test_no_message_id_is_defined_in_two_files() -> None:
    seen: dict[str, str] = {}
    for name in FILES:
        for message in _messages("en", name):
            assert message not in seen, f"{message} in {seen.get(message)} and {name}"
            seen[message] = name


def test_the_catalogs_ship_inside_the_package() -> None:
    # The server and the terminal read them with importlib.resources (an installed wheel).
    folder = resources.files("tradewinds.i18n").joinpath("locales", "it")
    assert folder.joinpath("puerto_rico.ftl").is_file()


def test_the_rulebooks_words_in_each_language() -> None:
    """Spot checks of the rulebooks' own terms: the Italian deluxe rulebook's "Bacino di
    Attracco" (the Harbor) and "Caposquadra" (the Mayor), the Romanian rulebook's "Conac"
    (the Hacienda) and "Primar", the Italian San Juan's "Cercatore d'oro" and Manila's
    "Noce Moscata"."""
    it, ro, en = Translator("it"), Translator("ro"), Translator("en")
    assert it.text("pr-building-harbor") == "Bacino di Attracco"
    assert it.text("pr-role-mayor") == "Caposquadra"
    assert ro.text("pr-building-hacienda") == "Conac"
    assert ro.text("pr-role-mayor") == "Primar"
    assert it.text("sj-role-prospector") == "Cercatore d'oro"
    assert it.text("mn-good-nutmeg") == "Noce Moscata"
    assert en.text("pr-building-large_indigo_plant") == "Large Indigo Plant"


def test_plural_forms_follow_the_number() -> None:
    en = Translator("en")
    assert en.text("mn-action-bid", pesos=1) == "Bid 1 peso"
    assert en.text("mn-action-bid", pesos=3) == "Bid 3 pesos"


def test_an_unknown_language_is_english_and_an_unknown_id_shows_itself() -> None:
    assert Translator("xx").lang == "en"
    assert Translator("it").text("no-such-message") == "no-such-message"


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "ro_RO.UTF-8"}, "ro"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
        # LC_ALL wins over LC_MESSAGES, which wins over LANG (POSIX precedence).
        ({"LC_ALL": "ro_RO.UTF-8", "LC_MESSAGES": "it_IT", "LANG": "en_US"}, "ro"),
        ({"LC_MESSAGES": "it_IT@euro", "LANG": "ro_RO"}, "it"),
        ({"LC_ALL": "", "LANG": "it"}, "it"),
    ],
)
def test_the_terminal_language_comes_from_the_environment(
    environ: dict[str, str], lang: str
) -> None:
    assert language_from_env(environ) == lang


def test_every_message_the_web_client_names_is_in_the_catalogs() -> None:
    """The browser's ``t("ui-…")`` calls name messages of ``ui.ftl``: a typo would show
    the bare id to people."""
    import re
    from pathlib import Path

    web = Path(__file__).resolve().parents[2] / "web" / "src"
    named = {
        match
        for path in web.rglob("*.ts")
        for match in re.findall(r'\bt\("([a-z][a-z0-9-]*)"', path.read_text(encoding="utf-8"))
    }
    assert len(named) > 50
    known = {m for name in FILES for m in _messages("en", name)}
    assert sorted(named - known) == []


def test_the_terminal_gets_an_action_in_words_in_one_call() -> None:
    import tradewinds

    state = tradewinds.new_game("san_juan", 2, seed=2, options={"first_governor": 0})
    assert Translator("ro").action(state, "councillor") == "Consilier"
    first = state.legal_actions()[0]
    assert Translator("en").action(state, first) == Translator("en").phrase(state.phrase(first))


@pytest.mark.parametrize(
    ("prefix", "csv_path"),
    [
        ("pr", "puerto_rico/buildings.csv"),
        ("sj", "san_juan/cards.csv"),
        ("mn", "manila/spaces.csv"),
    ],
)
def test_the_english_effects_are_the_engines_own_words(prefix: str, csv_path: str) -> None:
    """The catalogs translate each building's, card's and space's effect; their English is
    the engine's CSV text, so a rule changed in the engine shows here first."""
    import csv

    game, name = csv_path.split("/")
    text = resources.files(f"tradewinds.games.{game}").joinpath(name).read_text("utf-8")
    english = Translator("en")
    for row in csv.DictReader(text.splitlines()):
        assert english.text(f"{prefix}-effect-{row['id']}") == row["effect"], row["id"]
