"""San Juan on the terminal: the board of one seat's view, action explanations, help."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...games.san_juan.data import CARDS, GOODS, ROLE_HELP, ROLE_NAMES, TILES, Card
from . import Localized, in_words, own_board

GOOD_STYLE = {
    "indigo": "blue",
    "sugar": "bright_white",
    "tobacco": "dark_orange3",
    "coffee": "orange4",
    "silver": "grey70",
}
GROUP_STYLE = {"production": "", "ability": "magenta", "monument": "cyan", "bonus": "yellow"}

# A few words per card for the lists; ``help <card>`` gives the full text.
SHORT_EFFECT = {
    "indigo_plant": "holds an indigo good",
    "sugar_mill": "holds a sugar good",
    "tobacco_storage": "holds a tobacco good",
    "coffee_roaster": "holds a coffee good",
    "silver_smelter": "holds a silver good",
    "smithy": "production buildings -1 card",
    "gold_mine": "prospector: 4 cards, all costs differ: take 1",
    "archive": "councillor phase: discard from your whole hand",
    "poor_house": "after building, hand <= 1: draw 1",
    "black_market": "pay up to 2 cards with goods",
    "trading_post": "sell 1 more good",
    "well": "produce 2+ goods: draw 1",
    "market_stand": "sell 2+ goods: draw 1",
    "crane": "build over your own building, its cost off",
    "chapel": "tuck 1 card a round: 1 VP each",
    "tower": "hand limit 12",
    "aqueduct": "produce 1 more good",
    "carpenter": "after a violet building: draw 1",
    "prefecture": "councillor phase: keep 2, not 1",
    "market_hall": "sell 1+ goods: draw 1 more",
    "quarry": "violet buildings -1 card",
    "library": "your privilege doubled",
    "statue": "monument",
    "victory_column": "monument",
    "hero": "monument",
    "guild_hall": "end: +2 VP per production building",
    "city_hall": "end: +1 VP per violet building",
    "triumphal_arch": "end: +4/6/8 VP for 1/2/3 monuments",
    "palace": "end: +1 VP per 4 VP",
}

DECISIONS = {
    "setup_discard": "keep 4 cards: discard the others",
    "choose_role": "choose a role",
    "library": "double your privilege with the Library now?",
    "builder_build": "build a building",
    "builder_crane": "build over one of your buildings with the Crane?",
    "builder_black_market": "pay part of the price with goods (Black market)?",
    "builder_pay": "pay the building: choose the cards",
    "producer_produce": "produce goods",
    "trader_sell": "sell goods",
    "councillor_keep": "keep cards you drew",
    "councillor_discard": "discard cards from your hand (Archive)",
    "gold_mine": "take one of the cards your Gold mine turned up?",
    "chapel": "tuck a card under your Chapel?",
    "hand_limit": "discard down to your hand limit",
    "game_over": "the game is over",
}

PASS_MEANING = {
    "builder_build": "build nothing",
    "builder_crane": "build without the Crane",
    "builder_black_market": "pay the rest with cards",
    "producer_produce": "produce no (more) goods",
    "trader_sell": "sell no (more) goods",
    "gold_mine": "take none of them",
    "chapel": "tuck nothing",
}

CARD_BY_ID = {c.id: c for c in CARDS}
PANEL_WIDTH = 39  # two player panels side by side on an 80-column terminal


def _norm(text: str) -> str:
    return "_".join(text.lower().replace("-", " ").replace("_", " ").split())


_CARD_BY_TOPIC: dict[str, Card] = {}
for _c in CARDS:
    _CARD_BY_TOPIC[_c.id] = _c
    _CARD_BY_TOPIC.setdefault(_norm(_c.name), _c)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class _Tiles:
    """Fixed-width panels, as many side by side as the terminal width allows."""

    def __init__(self, items: Sequence[RenderableType], width: int) -> None:
        self.items = list(items)
        self.width = width

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        per_row = max(1, (options.max_width + 1) // (self.width + 1))
        grid = Table.grid(padding=(0, 1))
        for _ in range(min(per_row, len(self.items))):
            grid.add_column(width=self.width)
        for start in range(0, len(self.items), per_row):
            grid.add_row(*self.items[start : start + per_row])
        yield grid


class SanJuanRenderer(Localized):
    """Board, explanations, help and score sheet of San Juan."""

    def _card_name(self, card_id: str) -> str:
        card = CARD_BY_ID.get(card_id)
        return self.term(f"sj-card-{card_id}", card.name if card is not None else card_id)

    def _card(self, card_id: str, count: int = 1) -> Text:
        card = CARD_BY_ID.get(card_id)
        if card is None:
            return Text(card_id)
        style = GOOD_STYLE.get(GOODS[card.good], "") if card.good >= 0 else GROUP_STYLE[card.group]
        text = Text(self._card_name(card_id), style)
        if count > 1:
            text.append(f" x{count}")
        return text

    def _good(self, name: str) -> Text:
        word = self.term(f"sj-good-{name}", name)
        return Text(word if self.english else word.lower(), GOOD_STYLE.get(name, ""))

    def _tile_text(self, tile: Mapping[str, Any] | None) -> Text:
        if tile is None:
            return Text("—", "dim")
        text = Text(f"T{tile['tile']} ")
        for good, price in tile["prices"].items():
            text.append_text(self._good(good))
            text.append(f" {price}  ")
        return text

    def _trigger(self, trigger: str) -> str:
        return in_words(trigger, _WORDS) if self.english else self.t.text(f"sj-trigger-{trigger}")

    # ------------------------------------------------------------- board
    def board(self, view: Mapping[str, Any]) -> RenderableType:
        parts: list[RenderableType] = [self._header(view), self._table(view)]
        pending = self._pending(view)
        if pending is not None:
            parts.append(pending)
        parts.append(_Tiles([self._player(view, p) for p in view["players_board"]], PANEL_WIDTH))
        hand = self._hand(view)
        if hand is not None:
            parts.append(hand)
        return Group(*parts)

    def _name(self, view: Mapping[str, Any], seat: int | None) -> str:
        if seat is None:
            return "—"
        return str(view["players_board"][seat]["name"])

    def status(self, view: Mapping[str, Any]) -> RenderableType:
        me = own_board(view)
        if me is None:
            return self._header(view)
        goods = sum(1 for b in me["city"] for _ in range(b.get("goods", 0)))
        line = self.you_line(
            "cli-sj-status", buildings=me["buildings"], vp=me["building_vp"], goods=goods
        )
        parts: list[RenderableType] = [self._header(view), line]
        hand = self._hand(view)  # cards are a San Juan player's money: always in sight
        if hand is not None:
            parts.append(hand)
        return Group(*parts)

    def _header(self, view: Mapping[str, Any]) -> RenderableType:
        options = view["options"]
        variant = ""
        if options.get("setup_variant") == "on":
            variant = " · " + self.say("cli-sj-setup-variant")
        title = self.say(
            "cli-sj-title",
            players=view["players"],
            variant=variant,
            round=view["round"],
            move=str(view["move_number"]),
        )
        line = Text(self.say("cli-governor", name=self._name(view, view["governor"])))
        actor = view["current_player"]
        if actor is None:
            line.append(" · " + self.say("cli-game-is-over"), "bold")
        else:
            line.append(" · " + self.say("cli-to-act") + " ")
            line.append(self._name(view, actor), "bold yellow")
            line.append(f" ({self.decision(view)})")
            if view["role"] is not None:
                role = self.term(f"sj-role-{view['role']}", view["role"].capitalize())
                chooser = self._name(view, view["role_chooser"])
                line.append(" · " + self.say("cli-phase-of", role=role, name=chooser))
                if view["library_doubling"]:
                    line.append(" " + self.say("cli-sj-library-doubled"), "magenta")
        if view["game_ending"] and actor is not None:
            line.append("\n" + self.say("cli-sj-game-ending"), "bold red")
        viewer = view.get("viewer")
        subtitle = Text(
            self.say("cli-spectator")
            if viewer is None
            else self.say("cli-you-are", name=self._name(view, viewer))
        )
        return Panel(line, title=title, title_align="left", subtitle=subtitle)

    def _table(self, view: Mapping[str, Any]) -> RenderableType:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        roles = Text()
        for role in view["roles"]:
            taken = role["taken_by"]
            name = self.term(f"sj-role-{role['role']}", role["role"])
            if taken is None:
                roles.append(name, "bold")
            else:
                roles.append(f"{name} ({self._name(view, taken)})", "dim")
            roles.append("  ")
        grid.add_row(self.say("cli-roles"), roles)
        grid.add_row(
            self.say("cli-sj-cards"),
            self.say("cli-sj-piles", draw=view["draw_pile"], discard=view["discard_pile"]),
        )
        house = view["trading_house"]
        grid.add_row(self.say("cli-sj-price-tile"), self._tile_text(house["current"]))
        seen = Text()
        for tile in house["revealed"]:
            seen.append(f"T{tile['tile']} ")
        if house["unseen"]:
            seen.append(self.say("cli-sj-not-seen", count=house["unseen"]), "dim")
        elif house["next"] is not None:
            seen.append("· " + self.say("cli-sj-next") + " ", "dim")
            seen.append_text(self._tile_text(house["next"]))
        grid.add_row(
            self.say("cli-sj-tiles-seen"),
            seen if seen.plain else Text(self.say("cli-sj-none-yet"), "dim"),
        )
        return Panel(grid, title=self.say("cli-sj-table"), title_align="left", expand=False)

    def _pending(self, view: Mapping[str, Any]) -> RenderableType | None:
        pending = view["pending"]
        if not pending:
            return None
        lines: list[Text] = []
        if "building" in pending:
            line = Text(self.say("cli-sj-building-now") + " ")
            line.append_text(self._card(pending["building"]))
            if pending.get("cover"):
                line.append(" " + self.say("cli-sj-over") + " ")
                line.append_text(self._card(pending["cover"]))
            line.append(self.say("cli-sj-still-to-pay", due=pending["due"]))
            if pending.get("black_market_goods"):
                paid = self.say("cli-sj-paid-with-goods", count=pending["black_market_goods"])
                line.append(f" {paid}")
            lines.append(line)
        if "allowance" in pending:
            done, allowance = pending["done"], pending["allowance"]
            lines.append(Text(self.say("cli-sj-goods-so-far", done=done, allowance=allowance)))
        if "gold_mine" in pending:
            line = Text(self.say("cli-sj-gold-mine-turned") + " ")
            for i, card in enumerate(pending["gold_mine"]):
                line.append(", " if i else "")
                line.append_text(self._card(card))
            lines.append(line)
        if "drawn" in pending:
            line = Text(self.say("cli-sj-you-drew") + " ")
            for i, card in enumerate(pending["drawn"]):
                line.append(", " if i else "")
                line.append_text(self._card(card))
            lines.append(line)
        elif "drawn_count" in pending:
            lines.append(Text(self.say("cli-sj-looking-at", count=pending["drawn_count"])))
        if "left" in pending:
            lines.append(Text(self.say("cli-sj-left-to-keep", count=pending["left"])))
        if not lines:
            return None
        return Panel(Group(*lines), title=self.say("cli-sj-now"), title_align="left", expand=False)

    def _player(self, view: Mapping[str, Any], p: Mapping[str, Any]) -> RenderableType:
        seat = p["seat"]
        is_me = seat == view.get("viewer")
        to_act = seat == view["current_player"]
        title = Text(p["name"], "bold")
        if p["governor"]:
            title.append(" ★ " + self.say("cli-governor-mark"), "yellow")
        if is_me:
            title.append(" " + self.say("ui-you-mark"), "cyan")
        if to_act:
            title.append(" ▶", "bold yellow")
        head = Text(
            self.say("cli-sj-hand-buildings", hand=p["hand_size"], buildings=p["buildings"])
        )
        head.append(" · ")
        head.append(self.say("cli-vp-n", vp=p["building_vp"]), "bold")
        chapel = p["chapel"]
        lines: list[RenderableType] = [head]
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(no_wrap=True)
        for b in p["city"]:
            name = self._card(b["id"], b["count"])
            extra = Text()
            if "goods" in b:
                extra.append("■" * b["goods"], GOOD_STYLE[GOODS[CARD_BY_ID[b["id"]].good]])
                extra.append("□" * (b["count"] - b["goods"]), "dim")
            elif b["id"] == "chapel":
                under = "?" if chapel is None else self.say("cli-sj-under-it", count=chapel)
                extra.append(under, "dim")
            grid.add_row(name, extra)
        lines.append(grid)
        if p["covered"]:
            covered = Text(self.say("cli-sj-covered") + " ", "dim")
            covered.append(", ".join(self._card_name(c) for c in p["covered"]), "dim")
            lines.append(covered)
        if chapel and not any(b["id"] == "chapel" for b in p["city"]):
            lines.append(Text(self.say("cli-sj-chapel-cards", count=chapel), "dim"))
        if p["known_hand"] and not is_me:
            known = Text(self.say("cli-sj-known") + " ", "dim")
            known.append(", ".join(self._card_name(c) for c in p["known_hand"]), "dim")
            lines.append(known)
        style = "cyan" if is_me else ("yellow" if to_act else "")
        return Panel(
            Group(*lines), title=title, title_align="left", border_style=style, width=PANEL_WIDTH
        )

    def _hand(self, view: Mapping[str, Any]) -> RenderableType | None:
        me = own_board(view)
        if me is None or me["hand"] is None:
            return None
        table = Table(
            title=self.say("cli-sj-your-hand", count=me["hand_size"]),
            title_style="bold",
            box=box.SIMPLE_HEAD,
            padding=(0, 1),
        )
        table.add_column(self.say("cli-sj-card"), no_wrap=True)
        table.add_column("#", justify="right")
        table.add_column(self.say("cli-sj-cost"), justify="right")
        table.add_column(self.say("cli-sj-price"), justify="right")
        table.add_column(self.say("cli-vp"), justify="right")
        table.add_column(self.say("cli-sj-effect"))
        for card in me["hand"]:
            price = str(card["price"]) if card["price"] != card["cost"] else ""
            table.add_row(
                self._card(card["id"]),
                str(card["count"]),
                str(card["cost"]),
                price,
                str(card["vp"]),
                self._short_effect(card["id"]),
            )
        if me["chapel_cards"]:
            under = ", ".join(f"{self._card_name(c)} x{n}" for c, n in me["chapel_cards"].items())
            table.caption = self.say("cli-sj-under-chapel", cards=under)
        return table

    # ----------------------------------------------------- explanations
    def decision(self, view: Mapping[str, Any]) -> str:
        decision = str(view["decision"])
        if not self.english:
            return self.t.text(f"sj-decision-{decision}")
        return DECISIONS.get(decision, decision.replace("_", " "))

    def _short_effect(self, card: str) -> str:
        """A card's effect in the hand's table: a few words in English, the catalog's
        sentence in another language."""
        return SHORT_EFFECT.get(card, "") if self.english else self.t.text(f"sj-effect-{card}")

    def describe(self, action: str, view: Mapping[str, Any]) -> str:
        words = action.split()
        verb = words[0]
        arg = words[-1]
        me = own_board(view)
        if action in ROLE_NAMES:
            return ROLE_HELP[ROLE_NAMES.index(action)].split(": ", 1)[-1]
        card = CARD_BY_ID.get(arg)
        if verb == "build" and card is not None:
            price = card.cost
            if me is not None and me["hand"] is not None:
                price = next((c["price"] for c in me["hand"] if c["id"] == arg), price)
            effect = SHORT_EFFECT.get(arg, "")
            return f"{_plural(price, 'card')} (cost {card.cost}), {card.vp} VP: {effect}"
        if verb == "cover" and card is not None:
            return f"build over your {card.name}: {card.cost} off the price; it leaves play"
        if verb == "pay" and card is not None:
            return f"discard a {card.name} to pay"
        if verb == "keep" and card is not None:
            return f"keep the {card.name} (the cards not kept are discarded)"
        if verb == "discard" and card is not None:
            return f"discard a {card.name} face down"
        if verb == "take" and card is not None:
            return f"take the {card.name} into your hand"
        if verb == "tuck" and card is not None:
            return f"put a {card.name} under your Chapel: 1 VP at the end"
        if action.startswith("black market"):
            return f"discard your {arg} good: 1 card less to pay"
        if verb == "produce":
            article = "an" if arg[:1] in "aeiou" else "a"
            return f"put the top card face down on an empty building: {article} {arg} good"
        if verb == "sell":
            tile = view["trading_house"]["current"]
            cards = tile["prices"].get(arg) if tile else None
            article = "an" if arg[:1] in "aeiou" else "a"
            return f"sell {article} {arg} good" + (
                f" for {_plural(cards, 'card')}" if cards else ""
            )
        if action == "library":
            return "double your privilege now (2 players: once per round)"
        if action == "no library":
            return "keep the Library for your second role this round"
        if action == "pass":
            return PASS_MEANING.get(str(view["decision"]), "pass")
        return ""

    # ------------------------------------------------------------- help
    def help(self, topic: str) -> str | None:
        key = _norm(topic)
        card = _CARD_BY_TOPIC.get(key)
        if not self.english:
            found = self._help_in_words(key, card)
            if found is not None:
                return found  # (else an English-only topic below)
        if card is not None:
            kind = (
                f"production building ({GOODS[card.good]})"
                if card.is_production
                else {"monument": "monument", "bonus": "cost-6 building (VP at the end)"}.get(
                    card.group, "violet building"
                )
            )
            return (
                f"{card.name} ({card.id}): {kind}. Cost {card.cost}, {card.vp} VP, "
                f"{card.count} copies.\n{card.effect}"
            )
        if key in ROLE_NAMES:
            return ROLE_HELP[ROLE_NAMES.index(key)]
        if key in GOODS:
            g = GOODS.index(key)
            prices = ", ".join(f"T{t.number}: {t.prices[g]}" for t in TILES)
            return f"{key.capitalize()}: cards drawn per good sold, by price tile: {prices}."
        if key in ("tile", "tiles", "price_tile", "trading_house"):
            return "Price tiles (cards per indigo/sugar/tobacco/coffee/silver sold): " + "; ".join(
                f"T{t.number} {t.label}" for t in TILES
            )
        return None

    def _help_in_words(self, key: str, card: Card | None) -> str | None:
        """Help in another language: the catalog's name and effect of a card or a role,
        the name of a good."""
        if card is not None:
            facts = self.say("cli-sj-help-card", cost=card.cost, vp=card.vp, count=card.count)
            effect = self.t.text(f"sj-effect-{card.id}")
            return f"{self._card_name(card.id)} ({card.id}): {facts}\n{effect}"
        if key in ROLE_NAMES:
            return f"{self.t.text(f'sj-role-{key}')}: {self.t.text(f'sj-effect-{key}')}"
        if key in GOODS:
            return self.t.text(f"sj-good-{key}")
        return None

    def help_examples(self) -> str:
        if not self.english:
            return self.say("cli-sj-help-examples", roles=", ".join(ROLE_NAMES))
        return (
            "help <card> (e.g. help library, help black market), help <role> "
            f"({', '.join(ROLE_NAMES)}), help <good> or help tiles"
        )

    # ----------------------------------------------------------- result
    def result(self, result: Mapping[str, Any]) -> RenderableType:
        table = Table(
            title=self.say("cli-final-score" if result.get("over") else "cli-score-so-far")
        )
        for name, justify in (
            (self.say("cli-rank"), "right"),
            (self.say("cli-player"), "left"),
            (self.say("cli-buildings"), "right"),
            (self.say("cli-sj-chapel"), "right"),
            (self.say("cli-bonuses"), "left"),
            (self.say("cli-total"), "right"),
            (self.say("cli-tiebreak"), "right"),
        ):
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        scores: Sequence[Mapping[str, Any]] = result["scores"]
        for seat in result["ranking"]:
            s = scores[seat]
            bonuses = ", ".join(f"{self._card_name(b)} +{v}" for b, v in s["bonuses"].items())
            style = "bold green" if seat in result["winners"] else ""
            table.add_row(
                str(s["rank"]),
                Text(str(s["name"]), style),
                f"{s['building_vp']} ({s['buildings']})",
                str(s["chapel"]),
                bonuses,
                Text(str(s["total"]), style),
                str(s["tiebreak"]),
            )
        lines = self.winner_lines(result, scores)
        triggers = ", ".join(self._trigger(t) for t in result.get("end_triggers", []))
        rounds = str(result.get("rounds"))
        none = self.say("cli-none")
        lines.append(self.say("cli-sj-rounds-end", rounds=rounds, triggers=triggers or none))
        lines.append(self.say("cli-sj-score-note"))
        return Group(table, Text("\n".join(lines)))

    def words(self) -> Mapping[str, str]:
        if self.english:
            return _WORDS
        return {c: self._card_name(c) for c in CARD_BY_ID} | {
            "twelve_buildings": self._trigger("twelve_buildings")
        }


_WORDS: dict[str, str] = {c.id: c.name for c in CARDS} | {
    "twelve_buildings": "a city of 12 buildings"
}

RENDERER = SanJuanRenderer()
