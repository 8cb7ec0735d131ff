"""The rules texts behind the page's tooltips: ``GET /api/rules/{game}``.

Every item (a building, card, role or board space) comes from its engine's data table:
its id, its kind and its English name and effect. The name and the effect a reader sees
come from the i18n catalogs (``<prefix>-effect-<id>`` and the game's terms) in the asked
language, the engine's English where a catalog has no word. The page bundles the same
tables as its fallback (``web/src/rules.ts``), so the two can never say different things.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator


@dataclass(frozen=True)
class Item:
    """One thing a tooltip explains, in the engine's English."""

    id: str
    kind: str
    name: str
    effect: str
    # Catalog terms that name it, first found wins ("pr-building-small_market").
    terms: tuple[str, ...]


def _roles(prefix: str, names: tuple[str, ...], help_lines: tuple[str, ...]) -> Iterator[Item]:
    # The engines' role help reads "Settler: everyone takes…": the effect is after the name.
    for role, line in zip(names, help_lines, strict=True):
        title, _, effect = line.partition(": ")
        yield Item(role, "role", title, effect, (f"{prefix}-role-{role}",))


def _puerto_rico() -> Iterator[Item]:
    from ..games.puerto_rico.data import ALL_BUILDINGS, ALL_ROLE_HELP, ALL_ROLE_NAMES

    for b in ALL_BUILDINGS:
        yield Item(b.id, b.kind, b.name, b.effect, (f"pr-building-{b.id}",))
    yield from _roles("pr", ALL_ROLE_NAMES, ALL_ROLE_HELP)


def _san_juan() -> Iterator[Item]:
    from ..games.san_juan.data import CARDS, ROLE_HELP, ROLE_NAMES

    for c in CARDS:
        yield Item(c.id, c.kind, c.name, c.effect, (f"sj-card-{c.id}",))
    yield from _roles("sj", ROLE_NAMES, ROLE_HELP)


def _manila() -> Iterator[Item]:
    from ..games.manila.data import SPACES

    for s in SPACES:
        # The board's own names first ("Harbour office A"), as the page's board shows them.
        terms = (f"mn-board-space-{s.id}", f"mn-space-{s.id}")
        yield Item(s.id, s.area, s.name, s.effect, terms)


TABLES: dict[str, tuple[str, Callable[[], Iterator[Item]]]] = {
    "puerto_rico": ("pr", _puerto_rico),
    "san_juan": ("sj", _san_juan),
    "manila": ("mn", _manila),
}
"""Each game with rules texts: its catalog prefix and the items of its data tables."""


def _name(item: Item, words: Translator) -> str:
    for term in item.terms:
        if words.has(term):
            return words.text(term)
    if item.kind == "boat":
        # A boat seat has no term of its own: "Jade boat, seat 2", as the board says it.
        from ..games.manila.data import GOODS, SPACE_INDEX, SPACES

        space = SPACES[SPACE_INDEX[item.id]]
        boat = words.text(f"mn-boat-{GOODS[space.good]}")
        return words.text("mn-board-boat-seat", boat=boat, n=space.seat)
    return item.name


def rules(game: str, lang: str) -> dict[str, Any]:
    """The rules texts of ``game`` (a key of :data:`TABLES`) in ``lang``."""
    prefix, items = TABLES[game]
    words = Translator(lang)
    out: dict[str, dict[str, str]] = {}
    for item in items():
        effect = f"{prefix}-effect-{item.id}"
        text = words.text(effect) if words.has(effect) else item.effect
        out[item.id] = {"name": _name(item, words), "kind": item.kind, "text": text}
    return {"game": game, "lang": words.lang, "items": out}


@cache
def encoded(game: str, lang: str) -> tuple[bytes, str]:
    """The JSON body of :func:`rules` and its entity tag (the texts change only with a new
    release, so each is built once per process)."""
    body = json.dumps(rules(game, lang), ensure_ascii=False, separators=(",", ":")).encode()
    return body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def negotiate(accept_language: str | None) -> str:
    """The first language of an ``Accept-Language`` header that we speak (highest
    quality first, ``it-IT`` counts as ``it``); English when none is."""
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate((accept_language or "")[:1000].split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                continue
        base = tag.strip().lower().replace("_", "-").split("-")[0]
        if base in LANGUAGES and quality > 0:
            ranked.append((-quality, position, base))
    return min(ranked)[2] if ranked else DEFAULT_LANGUAGE
