"""Puerto Rico on the terminal: the board of one seat's view, action explanations, help."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...games.puerto_rico.data import (
    ALL_BUILDINGS,
    ALL_ROLE_HELP,
    ALL_ROLE_NAMES,
    GOODS,
    PRICE,
    Building,
)
from . import Localized, in_words, own_board

ROLE_NAMES = ALL_ROLE_NAMES
ROLE_HELP = ALL_ROLE_HELP

GOOD_STYLE = {
    "corn": "yellow",
    "indigo": "blue",
    "sugar": "bright_white",
    "tobacco": "dark_orange3",
    "coffee": "orange4",
    "quarry": "grey62",
}

# A few words per building for the list of legal actions; ``help`` gives the full text.
SHORT_EFFECT = {
    "small_indigo_plant": "makes indigo (1 circle)",
    "small_sugar_mill": "makes sugar (1 circle)",
    "large_indigo_plant": "makes indigo (3 circles)",
    "large_sugar_mill": "makes sugar (3 circles)",
    "tobacco_storage": "makes tobacco (3 circles)",
    "coffee_roaster": "makes coffee (2 circles)",
    "small_market": "+1 doubloon per sale",
    "hacienda": "extra face-down plantation as settler",
    "construction_hut": "may take a quarry as settler",
    "small_warehouse": "store 1 kind of goods after the captain",
    "hospice": "a colonist on each new plantation",
    "office": "may sell a kind already in the trading house",
    "large_market": "+2 doubloons per sale",
    "large_warehouse": "store 2 kinds of goods after the captain",
    "factory": "+0/1/2/3/5 doubloons for 1-5 kinds produced",
    "university": "a colonist on each new building",
    "harbor": "+1 VP per shipment",
    "wharf": "your own ship once per captain phase",
    "guild_hall": "end: +1/+2 VP per small/large production building",
    "residence": "end: +4 to +7 VP for a full island",
    "fortress": "end: +1 VP per 3 colonists",
    "customs_house": "end: +1 VP per 4 VP chips",
    "city_hall": "end: +1 VP per violet building",
    # Expansion 1, New Buildings.
    "aqueduct": "+1 indigo/sugar from a large plant",
    "black_market": "pay up to 3 with a colonist, barrel, VP chip",
    "forest_house": "forests as settler; -1 per 2 forests",
    "storehouse": "keep 3 more barrels after the captain",
    "guest_house": "2 guests to move onto empty circles",
    "church": "+1/+2 VP per row 2-3/row 4 building built",
    "trading_post": "sell to your own trading post",
    "small_wharf": "ship any barrels, 1 VP per 2; no must-load",
    "lighthouse": "+1 doubloon per shipment (+1 as captain)",
    "specialty_factory": "+1 doubloon per barrel of a kind beyond the first",
    "library": "your role privileges count twice",
    "union_hall": "+1 VP per pair of barrels as the captain phase begins",
    "cloister": "end: 1/3/6/10 VP for 1-4 sets of 3 tiles",
    "statue": "8 VP, needs no colonist",
    # Expansion 2, Nobles.
    "land_office": "buy a plantation for 1 (noble: sell one for 1)",
    "chapel": "+1 doubloon as craftsman begins (noble: +1 VP)",
    "hunting_lodge": "discard a plantation (noble: +2 VP for most empty spaces)",
    "zoning_office": "-1 on rows 1-3 (noble: -2 on row 4)",
    "royal_supplier": "barrels for VP, one per noble",
    "villa": "+1 noble as the mayor phase begins",
    "jeweler": "+1 doubloon per noble (large production building)",
    "royal_garden": "end: +1 VP per noble",
}

DECISIONS = {
    "choose_role": "choose a role",
    "settler_hacienda": "use your Hacienda?",
    "settler_pick": "take a plantation or a quarry",
    "settler_hospice": "use your Hospice?",
    "mayor_privilege": "take the Mayor's extra colonist?",
    "mayor_place": "place your colonists",
    "builder_build": "build a building",
    "builder_university": "use your University?",
    "craftsman_privilege": "take an extra barrel?",
    "craftsman_produce": "produce your goods?",
    "trader_sell": "sell a barrel to the trading house",
    "captain_load": "load goods onto a ship",
    "captain_warehouse": "choose goods to store in your warehouse",
    "captain_keep": "choose the single barrel you keep",
    "game_over": "the game is over",
    "draft": "draft a building for the supply",
    "place_drawn_tile": "place the drawn tile as a plantation or a forest",
    "settler_hunting_lodge": "use your Hunting Lodge?",
    "mayor_villa": "use your Villa?",
    "mayor_take_piece": "take the noble or a colonist from the ship",
    "builder_black_market": "hand back items to the Black Market",
    "captain_royal_supplier": "exchange barrels with the Royal Supplier?",
    "captain_small_wharf": "choose barrels for the Small Wharf",
    "captain_load_amount": "how many barrels to load",
    "buccaneer": "choose a buccaneer option",
    "buccaneer_raid": "place the raided colonists",
    "guest_house": "move a guest from your Guest House?",
}

PASS_MEANING = {
    "settler_hacienda": "don't use the Hacienda",
    "settler_pick": "take no plantation",
    "settler_hospice": "don't use the Hospice",
    "mayor_privilege": "don't take the extra colonist",
    "builder_build": "build nothing",
    "builder_university": "don't use the University",
    "craftsman_privilege": "take no extra barrel",
    "craftsman_produce": "decline production (as craftsman: no extra barrel either)",
    "trader_sell": "sell nothing",
    "captain_load": "load nothing",
    "captain_keep": "keep nothing",
    "settler_hunting_lodge": "discard nothing",
    "mayor_villa": "don't use the Villa",
    "captain_royal_supplier": "exchange nothing (more)",
    "buccaneer": "do nothing as buccaneer",
    "guest_house": "leave the guests where they are",
}

# Topics of ``help`` beyond buildings, roles and goods (texts: ``cli-pr-topic-<name>``).
TOPICS = ("nobles", "forest", "festival", "draft", "guests")

BUILDING_BY_ID = {b.id: b for b in ALL_BUILDINGS}
PANEL_WIDTH = 39  # two player boards side by side on an 80-column terminal


def _norm(text: str) -> str:
    return "_".join(text.lower().replace("-", " ").replace("_", " ").split())


_BUILDING_BY_TOPIC: dict[str, Building] = {}
for _b in ALL_BUILDINGS:
    _BUILDING_BY_TOPIC[_b.id] = _b
    _BUILDING_BY_TOPIC.setdefault(_norm(_b.name), _b)


def _good(name: str) -> Text:
    return Text(name, GOOD_STYLE.get(name, ""))


def _circles(used: int, total: int) -> Text:
    return Text("●" * used, "green") + Text("○" * max(0, total - used), "dim")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _settler_offer(view: Mapping[str, Any]) -> str:
    """The settler's question, naming only what is offered: a quarry is offered to the
    role's chooser and to a Construction Hut's owner, and only while quarries remain."""
    texts = [entry["text"] for entry in view.get("legal_actions", ())]
    offers = []
    if any(text.startswith("plant ") for text in texts):
        offers.append("a plantation")
    if any(text.split()[0] == "forest" for text in texts):
        offers.append("a forest")
    if "quarry" in texts:
        offers.append("a quarry")
    if not offers:
        return "take nothing (no plantation is left for you)"
    return (
        f"take {', '.join(offers[:-1])} or {offers[-1]}" if len(offers) > 1 else f"take {offers[0]}"
    )


def _occupied(player: Mapping[str, Any] | None, building: str) -> bool:
    if player is None:
        return False
    return any(b["id"] == building and b["colonists"] > 0 for b in player["city"])


def _spot_name(spot: str) -> str:
    if spot in BUILDING_BY_ID:
        return BUILDING_BY_ID[spot].name
    if spot == "quarry":
        return "quarry"
    if spot == "san_juan":
        return "San Juan"
    return f"{spot} plantation"


class _Tiles:
    """Fixed-width panels, as many side by side as the terminal width allows."""

    def __init__(self, items: Sequence[RenderableType], width: int) -> None:
        self.items = list(items)
        self.width = width

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        per_row = max(1, (options.max_width + 1) // (self.width + 1))
        grid = Table.grid(padding=(0, 1))
        for _ in range(min(per_row, len(self.items))):
            grid.add_column(width=self.width)  # fixed widths: no costly measuring
        for start in range(0, len(self.items), per_row):
            grid.add_row(*self.items[start : start + per_row])
        yield grid


class PuertoRicoRenderer(Localized):
    """Board, explanations, help and score sheet of Puerto Rico."""

    def _good(self, name: str) -> Text:
        """A good (or ``quarry``) in its colour, named in the renderer's language."""
        message = "pr-quarry" if name == "quarry" else f"pr-good-{name}"
        word = self.term(message, name)
        return Text(word if self.english else word.lower(), GOOD_STYLE.get(name, ""))

    def _building(self, building: str) -> str:
        spec = BUILDING_BY_ID.get(building)
        english = spec.name if spec is not None else building.replace("_", " ")
        return self.term(f"pr-building-{building}", english)

    def _trigger(self, trigger: str) -> str:
        return in_words(trigger, _WORDS) if self.english else self.t.text(f"pr-trigger-{trigger}")

    # ------------------------------------------------------------- board
    def board(self, view: Mapping[str, Any]) -> RenderableType:
        top: list[RenderableType] = [self._roles(view), self._supply(view)]
        if "festival" in view:
            top.append(self._festival(view))
        parts: list[RenderableType] = [
            self._header(view),
            Columns(top, padding=(0, 1)),
            _Tiles([self._player(view, p) for p in view["players_board"]], PANEL_WIDTH),
        ]
        if "draft" in view:
            parts.append(self._draft(view))
        parts.append(self._buildings(view))
        return Group(*parts)

    def _name(self, view: Mapping[str, Any], seat: int | None) -> str:
        if seat is None:
            return "—"
        return str(view["players_board"][seat]["name"])

    def status(self, view: Mapping[str, Any]) -> RenderableType:
        me = own_board(view)
        if me is None:
            return self._header(view)
        line = self.you_line(
            "cli-pr-status",
            doubloons=me["doubloons"],
            chips="?" if me["vp_chips"] is None else str(me["vp_chips"]),
            goods=self.counts(me["goods"], self._good),
            island=me["island_spaces_filled"],
            city=me["city_spaces_used"],
            san_juan=me["san_juan"],
        )
        return Group(self._header(view), line)

    def _header(self, view: Mapping[str, Any]) -> RenderableType:
        options = view["options"]
        expansions = view.get("expansions")
        names = [self.term(f"ui-choice-{e}", e.replace("_", " ")) for e in expansions or ()]
        played = f" · {', '.join(names)}" if names else ""
        edition = str(options.get("edition", "original"))
        title = self.say(
            "cli-pr-title",
            players=view["players"],
            edition=self.term(f"ui-choice-{edition}", edition),
            expansions=played,
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
            chooser = view.get("role_chooser")
            if view["decision"] != "choose_role" and chooser is not None:
                role = next((r["role"] for r in view["roles"] if r["taken_by"] == chooser), None)
                if role is not None:
                    name = self.term(f"pr-role-{role}", role.capitalize())
                    phase = self.say("cli-phase-of", role=name, name=self._name(view, chooser))
                    line.append(f" · {phase}")
        if view["end_triggers"]:
            triggers = ", ".join(
                t if self.english else self._trigger(t) for t in view["end_triggers"]
            )
            line.append("\n" + self.say("cli-last-round", triggers=triggers), "bold red")
        viewer = view.get("viewer")
        subtitle = Text(
            self.say("cli-spectator")
            if viewer is None
            else self.say("cli-you-are", name=self._name(view, viewer))
        )
        return Panel(line, title=title, title_align="left", subtitle=subtitle)

    def _roles(self, view: Mapping[str, Any]) -> RenderableType:
        table = Table(title=self.say("cli-roles"), title_style="bold", padding=(0, 1))
        table.add_column(self.say("cli-pr-role"))
        table.add_column("$", justify="right")
        table.add_column(self.say("cli-pr-taken-by"))
        for role in view["roles"]:
            taken = role["taken_by"]
            style = "dim" if taken is not None else ""
            money = str(role["doubloons"]) if role["doubloons"] else ""
            who = self._name(view, taken) if taken is not None else ""
            kidnapper = role.get("kidnapped_by")
            if taken is None and kidnapper is not None:
                who = self.say("cli-pr-kidnapped-by", name=self._name(view, kidnapper))
            card = self.term(f"pr-role-{role['role']}", role["card"])
            table.add_row(Text(card, style), money, Text(who))
        return table

    def _supply(self, view: Mapping[str, Any]) -> RenderableType:
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold")
        grid.add_column()
        grid.add_row(
            self.say("cli-pr-colonists"),
            self.say(
                "cli-pr-ship-supply", ship=view["colonist_ship"], supply=view["colonist_supply"]
            ),
        )
        if "nobles" in view.get("expansions", ()):
            grid.add_row(
                self.say("cli-pr-nobles"),
                self.say(
                    "cli-pr-ship-supply", ship=view["noble_ship"], supply=view["noble_supply"]
                ),
            )
        grid.add_row(self.say("cli-pr-vp-chips"), self.say("cli-left", count=view["vp_supply"]))
        face_up = Text()
        for good, n in view["face_up_plantations"].items():
            for _ in range(n):
                face_up.append_text(self._good(good))
                face_up.append(" ")
        grid.add_row(
            self.say("cli-pr-plantations"),
            face_up if face_up.plain else Text(self.say("cli-pr-none-face-up"), "dim"),
        )
        grid.add_row(
            "",
            self.say("cli-pr-face-down", stack=view["plantation_stack"], quarries=view["quarries"]),
        )
        self._add_cargo(grid, view)
        self._add_expansion_supply(grid, view)
        return Panel(grid, title=self.say("cli-pr-supply"), title_align="left", expand=False)

    def _add_cargo(self, grid: Table, view: Mapping[str, Any]) -> None:
        """The goods' supply, the cargo ships and the trading house."""
        goods = Text()
        for good, n in view["goods_supply"].items():
            goods.append_text(self._good(good))
            goods.append(f" {n}  ")
        grid.add_row(self.say("cli-pr-goods"), goods)
        for ship in view["cargo_ships"]:
            cap = ship["capacity"]
            line = Text()
            if ship["good"] is None:
                line.append(self.say("cli-pr-empty") + " ", "dim")
            else:
                line.append_text(self._good(ship["good"]))
                line.append(" ")
            line.append("■" * ship["load"] + "□" * (cap - ship["load"]))
            line.append(f" {ship['load']}/{cap}")
            grid.add_row(self.say("cli-pr-ship", capacity=cap), line)
        house = Text()
        for good in view["trading_house"]:
            house.append_text(self._good(good))
            house.append(" ")
        house.append("· " * (4 - len(view["trading_house"])), "dim")
        grid.add_row(self.say("cli-pr-trading-house"), house)

    def _add_expansion_supply(self, grid: Table, view: Mapping[str, Any]) -> None:
        """The buccaneer token's place and a drawn tile waiting to be placed."""
        buccaneer = view.get("buccaneer")
        if buccaneer is not None:
            holder = buccaneer["token"]
            token = (
                self.say("cli-pr-token-on-card")
                if holder is None
                else self.say("cli-pr-token-held-by", name=self._name(view, holder))
            )
            grid.add_row(self.term("pr-role-buccaneer", "Buccaneer"), token)
        if view.get("drawn_tile") is not None:
            tile = str(view["drawn_tile"])
            shown = self._good(tile) if tile in GOODS else Text(self.say("cli-pr-tile-face-down"))
            grid.add_row(self.say("cli-pr-drawn-tile"), shown)

    def _festival(self, view: Mapping[str, Any]) -> RenderableType:
        festival = view["festival"]
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold")
        grid.add_column()
        grid.add_column()

        def reached(goal: Mapping[str, Any]) -> Text:
            by = goal["reached_by"]
            if by is None:
                return Text(self.say("cli-pr-goal-open"), "green")
            return Text(self.say("cli-pr-goal-reached-by", name=self._name(view, by)), "dim")

        plantation = festival["plantation"]
        tile = Text(f"{plantation['needed']} ")
        tile.append_text(self._good(plantation["kind"]))
        tile.append(" " + self.say("cli-pr-goal-plantations"))
        grid.add_row(self.say("cli-pr-goal-plantation"), tile, reached(plantation))
        production = festival["production"]
        barrels = Text(self.say("cli-pr-goal-produce") + " ")
        for good, n in production["barrels"].items():
            for _ in range(n):
                barrels.append_text(self._good(good))
                barrels.append(" ")
        barrels.append(self.say("cli-pr-goal-doubloons"))
        grid.add_row(self.say("cli-pr-goal-production"), barrels, reached(production))
        construction = festival["construction"]
        building = construction["building"]
        if building in BUILDING_BY_ID:
            what = self.say("cli-pr-goal-build", building=self._building(building))
        else:
            what = self.say("cli-pr-goal-drawn-building")
        grid.add_row(
            self.say("cli-pr-goal-construction"),
            f"{what} → 3 {self.say('cli-vp')}",
            reached(construction),
        )
        return Panel(
            grid, title=self.say("cli-pr-festival-goals"), title_align="left", expand=False
        )

    def _draft(self, view: Mapping[str, Any]) -> RenderableType:
        draft = view["draft"]
        free = ", ".join(
            self.say("cli-pr-draft-cost", cost=cost, count=n)
            for cost, n in draft["free_spaces"].items()
        )
        names = ", ".join(
            f"{self._building(b)} ({BUILDING_BY_ID[b].cost})" for b in draft["candidates"]
        )
        return Panel(
            Group(
                Text(self.say("cli-pr-draft-free", spaces=free)),
                Text(self.say("cli-pr-draft-candidates", names=names), "dim"),
            ),
            title=self.say("cli-pr-draft"),
            title_align="left",
        )

    def _player(self, view: Mapping[str, Any], p: Mapping[str, Any]) -> RenderableType:
        seat = p["seat"]
        is_me = seat == view.get("viewer")
        to_act = seat == view["current_player"]
        building_vp = sum(b["vp"] for b in p["city"])
        chips = "?" if p["vp_chips"] is None else str(p["vp_chips"])
        money = Text(self.say("cli-pr-doubloons") + " ") + Text(str(p["doubloons"]), "bold yellow")
        money.append(" · " + self.say("cli-pr-vp-chips-n", chips=chips))
        summary = Text(self.say("cli-buildings-vp", vp=building_vp, san_juan=p["san_juan"]))
        if p.get("nobles"):
            summary.append(" · " + self.say("cli-pr-nobles-n", count=p["nobles"]), "red")
            if p.get("nobles_in_san_juan"):
                in_san_juan = self.say("cli-pr-in-san-juan", count=p["nobles_in_san_juan"])
                summary.append(f" {in_san_juan}", "red")
        goods = Text(self.say("cli-pr-goods") + " ")
        for good, n in p["goods"].items():
            if n:
                goods.append_text(self._good(good))
                goods.append(f" {n}  ")
        if not any(p["goods"].values()):
            goods.append(self.say("cli-none"), "dim")
        circles = Text(
            self.say("cli-pr-on-circles", used=p["colonists_on_circles"], total=p["circles"]),
            "dim",
        )
        style = "cyan" if is_me else ("yellow" if to_act else "")
        return Panel(
            Group(money, summary, goods, self._island_and_city(p), circles),
            title=self._player_title(p, is_me=is_me, to_act=to_act),
            title_align="left",
            border_style=style,
            width=PANEL_WIDTH,
        )

    def _player_title(self, p: Mapping[str, Any], *, is_me: bool, to_act: bool) -> Text:
        """A player's name with the governor's, the viewer's, the actor's and the
        buccaneer token's marks."""
        title = Text(p["name"], "bold")
        if p["governor"]:
            title.append(" ★ " + self.say("cli-governor-mark"), "yellow")
        if is_me:
            title.append(" " + self.say("ui-you-mark"), "cyan")
        if to_act:
            title.append(" ▶", "bold yellow")
        if p.get("buccaneer_token"):
            title.append(" ☠ " + self.say("cli-pr-token"), "magenta")
        return title

    def _island_and_city(self, p: Mapping[str, Any]) -> Table:
        """A player's island (tiles, forests) and city, with the circles filled."""
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(no_wrap=True)
        island = self.say("cli-pr-island", filled=p["island_spaces_filled"])
        grid.add_row(Text(island, "bold"), "")
        for kind, tile in p["island"].items():
            circles = _circles(tile["occupied"], tile["tiles"])
            if tile.get("nobles"):
                circles.append(" " + self.say("cli-pr-n-nobles", count=tile["nobles"]), "red")
            grid.add_row(self._good(kind), circles)
        if p.get("forests"):
            known = ", ".join(f"{n} {self._good(k).plain}" for k, n in p["forest_kinds"].items())
            unknown = p.get("forests_of_unknown_kind", 0)
            detail = ", ".join(x for x in (known, f"{unknown} ?" if unknown else "") if x)
            forest = self.say("cli-pr-forest")
            grid.add_row(Text(forest, "green"), Text(f"{p['forests']} ({detail})", "green"))
        grid.add_row(Text(self.say("cli-pr-city", used=p["city_spaces_used"]), "bold"), "")
        for b in p["city"]:
            large = " " + self.say("cli-pr-large") if b["size"] == 2 else ""
            name = self.term(f"pr-building-{b['id']}", b["name"]) + large
            circles = _circles(b["colonists"], b["circles"])
            if b.get("nobles"):
                circles.append(" " + self.say("cli-pr-noble"), "red")
            grid.add_row(name, circles)
        return grid

    def _buildings(self, view: Mapping[str, Any]) -> RenderableType:
        me = own_board(view)
        owned = {b["id"] for b in me["city"]} if me is not None else set()
        table = Table(
            title=self.say("cli-buildings-title"),
            title_style="bold",
            box=box.SIMPLE_HEAD,
            padding=(0, 0),
            collapse_padding=True,
        )
        halves = 2
        for half in range(halves):  # fixed widths: no costly measuring of every cell
            heading = self.say("cli-pr-building")
            table.add_column(
                "   " + heading if half else heading, width=20 + 3 * half, no_wrap=True
            )
            table.add_column("$", justify="right", width=6, no_wrap=True)
            table.add_column(self.say("cli-vp"), justify="right", width=3)
            table.add_column(self.say("cli-pr-left-column"), justify="right", width=5)
        rows = list(view["buildings"])
        height = (len(rows) + halves - 1) // halves
        for r in range(height):
            cells: list[RenderableType] = []
            for h in range(halves):
                gap = "   " if h else ""
                i = h * height + r
                if i >= len(rows):
                    cells += ["", "", "", ""]
                    continue
                b = rows[i]
                style = "dim" if b["remaining"] == 0 else ""
                name = Text(gap + self.term(f"pr-building-{b['id']}", b["name"]), style)
                if b["id"] in owned:
                    name.append(" ✓", "green")
                price = b.get("price_for_you", b["cost"])
                money = str(price) if price == b["cost"] else f"{price} ({b['cost']})"
                cells += [name, Text(money, style), Text(str(b["vp"]), style), str(b["remaining"])]
            table.add_row(*cells)
        return table

    # ----------------------------------------------------- explanations
    def decision(self, view: Mapping[str, Any]) -> str:
        decision = str(view["decision"])
        if not self.english:
            return self.t.text(f"pr-decision-{decision}")
        if decision == "settler_pick":
            return _settler_offer(view)
        return DECISIONS.get(decision, decision.replace("_", " "))

    def describe(self, action: str, view: Mapping[str, Any]) -> str:
        words = action.split()
        me = own_board(view)
        verb = words[0]
        arg = words[1] if len(words) > 1 else ""
        for role in view["roles"]:
            if role["card"] == action:
                text = ROLE_HELP[ROLE_NAMES.index(role["role"])].split(": ", 1)[-1]
                money = role["doubloons"]
                bonus = f" (+{_plural(money, 'doubloon')} on the card)" if money else ""
                return f"take the {role['role'].capitalize()}{bonus}: {text}"
        if verb == "build" and arg in BUILDING_BY_ID:
            spec = BUILDING_BY_ID[arg]
            entry = next((b for b in view["buildings"] if b["id"] == arg), None)
            price = spec.cost if entry is None else entry.get("price_for_you", spec.cost)
            effect = SHORT_EFFECT.get(arg, spec.effect)
            return f"{_plural(price, 'doubloon')}, {spec.vp} VP: {effect}"
        expansion = self._describe_expansion(action, words, view)
        if expansion is not None:
            return expansion
        if verb == "plant":
            return f"take a face-up {arg} plantation"
        if verb == "place":
            return f"colonist: San Juan → {_spot_name(arg)}"
        if verb == "unplace":
            return f"colonist: {_spot_name(arg)} → San Juan"
        goods = _describe_goods(words, view, me)
        if goods is not None:
            return goods
        if action == "done" and view["decision"] == "craftsman_produce":
            return "produce every barrel you can"
        simple = {
            "quarry": "take a quarry (cheaper buildings)",
            "hacienda": "draw a plantation from the face-down stack (Hacienda)",
            "hospice": "put a colonist from the supply on the new tile (Hospice)",
            "take colonist": "take one extra colonist from the supply (Mayor's privilege)",
            "done": "finish placing colonists",
            "university": "put a colonist from the supply on the new building (University)",
        }
        if action in simple:
            return simple[action]
        if action == "pass":
            return PASS_MEANING.get(str(view["decision"]), "pass")
        return ""

    def _describe_expansion(
        self, action: str, words: list[str], view: Mapping[str, Any]
    ) -> str | None:
        """Explanations of the expansions' actions (``None`` for any other action)."""
        verb = words[0]
        last = words[-1]
        decision = str(view["decision"])
        if verb == "draft" and last in BUILDING_BY_ID:
            spec = BUILDING_BY_ID[last]
            effect = SHORT_EFFECT.get(last, spec.effect)
            return f"put the {spec.name} (cost {spec.cost}, {spec.vp} VP) in the supply: {effect}"
        if verb == "forest":
            return f"take the face-up {last} plantation and put it face down as a forest"
        if action == "as plantation":
            return "place the drawn tile face up as a plantation"
        if action == "as forest":
            return "place the drawn tile face down as a forest"
        if verb == "discard":
            what = "forest" if words[1] == "forest" else "plantation"
            money = " for 1 doubloon (Land Office)" if decision == "trader_sell" else ""
            return f"give up one {last} {what} of your island{money}"
        if action == "buy plantation":
            return "pay 1 doubloon for the top face-down plantation (Land Office)"
        if action == "villa":
            return "take a noble from the supply (else a colonist) (Villa)"
        if action == "take noble":
            return "take the noble from the colonist ship"
        if action == "take colonist" and decision == "mayor_take_piece":
            return "take a colonist from the colonist ship (leave the noble)"
        if verb in ("place", "unplace") and words[1] == "noble":
            arrow = f"San Juan → {_spot_name(last)}"
            if verb == "unplace":
                arrow = f"{_spot_name(last)} → San Juan"
            return f"noble: {arrow}"
        if verb == "place" and decision == "buccaneer_raid":
            return f"raided colonist → {_spot_name(last)}"
        return self._describe_expansion_trade(action, words, view)

    @staticmethod
    def _describe_expansion_trade(
        action: str, words: list[str], view: Mapping[str, Any]
    ) -> str | None:
        """The expansions' goods and buccaneer actions (``None`` for any other action)."""
        verb = words[0]
        last = words[-1]
        decision = str(view["decision"])
        if verb == "return":
            if words[1] in ("colonist", "noble"):
                return f"hand back a {words[1]} from {_spot_name(last)} (Black Market)"
            if last == "vp":
                return "hand back a VP chip for 1 doubloon (Black Market)"
            return f"hand back a {last} barrel for 1 doubloon (Black Market)"
        if verb == "sell" and last == "post":
            return f"sell one {words[1]} barrel to your Trading Post (no market bonus)"
        if verb == "small" and len(words) == 3:
            return f"ship one {last} barrel with your Small Wharf (1 VP per 2 barrels)"
        if verb == "barrels":
            return f"load {_plural(int(last), 'barrel')}"
        if verb == "exchange":
            return f"exchange one {last} barrel for 1 VP (Royal Supplier)"
        if action == "plunder":
            barrels = len(view["trading_house"])
            return f"empty the trading house for {barrels} VP"
        if verb == "piracy":
            return f"empty the {last}-ship and keep up to 3 of its barrels"
        if action == "raid":
            return "take the colonists beyond one per player off the ship; keep up to 3"
        if verb == "kidnap":
            return f"take the {last} card and its doubloons: 3 doubloons ransom, or play it"
        if verb == "guest":
            who = "a noble guest" if words[1] == "noble" else "a guest"
            return f"move {who} from your Guest House to {_spot_name(last)}"
        if action == "done" and decision == "captain_small_wharf":
            return "ship the chosen barrels"
        if action == "done" and decision == "buccaneer_raid":
            return "keep no more raided colonists"
        return None

    # ------------------------------------------------------------- help
    def help(self, topic: str) -> str | None:
        key = _norm(topic)
        spec = _BUILDING_BY_TOPIC.get(key)
        for name in TOPICS:
            if key in (name, name.rstrip("s"), f"{name}s"):
                return self.say(f"cli-pr-topic-{name}")
        if not self.english:
            return self._help_in_words(key, spec)
        if spec is not None:
            kind = {
                "production": f"production building for {GOODS[spec.good]}"
                if spec.good >= 0
                else "production building",
                "violet_small": "small violet building",
                "violet_large": "large violet building (2 city spaces)",
            }.get(spec.kind, spec.kind)
            if spec.phase == "end":
                when = "at the end of the game"
            elif spec.phase == "any":
                when = "in every phase"
            elif " and " in spec.phase:
                when = f"in the {spec.phase} phases"
            else:
                when = f"in the {spec.phase} phase"
            expansion = {
                "exp1_new_buildings": " Expansion 1 (New Buildings).",
                "exp2_nobles": " Expansion 2 (Nobles).",
            }.get(spec.set, "")
            return (
                f"{spec.name} ({spec.id}): {kind}. Cost {spec.cost} doubloons "
                f"(a quarry discount of up to {spec.row}), {spec.vp} VP, "
                f"{_plural(spec.circles, 'circle')}; {spec.count} in the supply "
                f"({spec.count_2p} with 2 players). Acts {when}.{expansion}\n{spec.effect}"
            )
        role = key.rstrip("0123456789")
        if role in ROLE_NAMES:
            return ROLE_HELP[ROLE_NAMES.index(role)]
        if key in GOODS:
            g = GOODS.index(key)
            return (
                f"{key.capitalize()}: sells for {PRICE[g]} doubloon(s) at the trading house. "
                + (
                    "Needs only an occupied corn plantation to produce."
                    if key == "corn"
                    else "Needs an occupied plantation and a circle in a production building."
                )
            )
        return None

    def _help_in_words(self, key: str, spec: Building | None) -> str | None:
        """Help in another language: the catalog's name and effect of a building or a
        role, the name of a good."""
        if spec is not None:
            name, effect = self._building(spec.id), self.t.text(f"pr-effect-{spec.id}")
            facts = self.say("cli-pr-help-building", cost=spec.cost, vp=spec.vp)
            return f"{name} ({spec.id}): {facts}\n{effect}"
        role = key.rstrip("0123456789")
        if role in ROLE_NAMES:
            return f"{self.t.text(f'pr-role-{role}')}: {self.t.text(f'pr-effect-{role}')}"
        if key in GOODS:
            return self.say(
                "cli-pr-help-good",
                good=self.t.text(f"pr-good-{key}"),
                price=PRICE[GOODS.index(key)],
            )
        return None

    def help_examples(self) -> str:
        if not self.english:
            return self.say("cli-pr-help-examples", roles=", ".join(ROLE_NAMES))
        return (
            "help <building> (e.g. help harbor, help guild hall) or help <role> "
            f"({', '.join(ROLE_NAMES)}) or help <good> or help "
            f"{' / '.join(TOPICS)} (expansions)"
        )

    # ----------------------------------------------------------- result
    def result(self, result: Mapping[str, Any]) -> RenderableType:
        table = Table(
            title=self.say("cli-final-score" if result.get("over") else "cli-score-so-far")
        )
        scores: Sequence[Mapping[str, Any]] = result["scores"]
        nobles = any("noble_vp" in s for s in scores)  # a game with expansions
        columns = [
            (self.say("cli-rank"), "right"),
            (self.say("cli-player"), "left"),
            (self.say("cli-pr-vp-chips"), "right"),
            (self.say("cli-buildings"), "right"),
            (self.say("cli-bonuses"), "left"),
        ]
        if nobles:
            columns.append((self.say("cli-pr-nobles"), "right"))
        columns += [(self.say("cli-total"), "right"), (self.say("cli-tiebreak"), "right")]
        for name, justify in columns:
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        for seat in result["ranking"]:
            s = scores[seat]
            bonuses = ", ".join(f"{self._building(b)} +{v}" for b, v in s["bonuses"].items())
            style = "bold green" if seat in result["winners"] else ""
            cells: list[RenderableType] = [
                str(s["rank"]),
                Text(str(s["name"]), style),
                str(s["vp_chips"]),
                str(s["building_vp"]),
                bonuses,
            ]
            if nobles:
                cells.append(str(s.get("noble_vp", 0)))
            cells += [Text(str(s["total"]), style), str(s["tiebreak"])]
            table.add_row(*cells)
        lines = self.winner_lines(result, scores)
        triggers = ", ".join(self._trigger(t) for t in result.get("end_triggers", []))
        rounds = str(result.get("rounds"))
        lines.append(
            self.say(
                "cli-rounds-triggers", rounds=rounds, triggers=triggers or self.say("cli-none")
            )
        )
        lines.append(self.say("cli-pr-tiebreak"))
        return Group(table, Text("\n".join(lines)))

    def words(self) -> Mapping[str, str]:
        if self.english:
            return _WORDS
        return {k: self._building(k) for k in BUILDING_BY_ID}


_WORDS: dict[str, str] = {k: b.name for k, b in BUILDING_BY_ID.items()}


def _describe_goods(
    words: list[str], view: Mapping[str, Any], me: Mapping[str, Any] | None
) -> str | None:
    """Explanations of selling, shipping, storing and producing a good (``None`` for any
    other action); ``me``: the viewer's board."""
    verb = words[0]
    arg = words[1] if len(words) > 1 else ""
    held = me["goods"].get(arg, 0) if me is not None else 0
    if verb == "sell":
        price = PRICE[GOODS.index(arg)] if arg in GOODS else 0
        if me is not None and view.get("role_chooser") == me["seat"]:
            price += 1
        price += 1 if _occupied(me, "small_market") else 0
        price += 2 if _occupied(me, "large_market") else 0
        return f"sell one {arg} barrel for {_plural(price, 'doubloon')}"
    if verb == "load" and len(words) == 4:
        cap = int(words[3]) if words[3].isdigit() else 0
        ship = next((s for s in view["cargo_ships"] if s["capacity"] == cap), None)
        space = cap - ship["load"] if ship is not None else held
        barrels = min(held, space)
        harbor = " +1 for the Harbor" if _occupied(me, "harbor") else ""
        return f"ship {barrels} {arg} on the {cap}-ship: {barrels} VP{harbor}"
    if verb == "wharf":
        harbor = " +1 for the Harbor" if _occupied(me, "harbor") else ""
        return f"ship all {held} {arg} on your Wharf: {held} VP{harbor}"
    if verb == "warehouse":
        return f"keep all {held} {arg} in a warehouse"
    if verb == "keep":
        return f"keep one {arg} barrel; other goods not stored go back to the supply"
    if verb == "extra":
        return f"produce one extra {arg} barrel (Craftsman's privilege)"
    return None


RENDERER = PuertoRicoRenderer()
