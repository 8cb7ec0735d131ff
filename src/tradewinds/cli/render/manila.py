"""Manila on the terminal: routes, spaces, prices and players of one seat's view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...games.manila.data import (
    GOODS,
    MORTGAGE_CASH,
    MORTGAGE_PENALTY,
    PIRATE_SPACE,
    REDEEM_COST,
    SPACES,
    Space,
)
from . import Localized, in_words, own_board

GOOD_STYLE = {
    "ginseng": "bright_green",
    "nutmeg": "dark_orange3",
    "silk": "bright_blue",
    "jade": "green4",
}
SEAT_STYLE = ("red", "yellow", "cyan", "magenta", "bright_white")

DECISIONS = {
    "auction_bid": "bid for the harbour master, or pass",
    "buy_share": "buy a share (harbour master)",
    "load_goods": "load three goods (harbour master)",
    "start_positions": "place a boat on its route (harbour master)",
    "place_accomplice": "place an accomplice, or pass for this voyage",
    "pirate_boarding": "board a boat on 13, or stay on the pirate ship",
    "small_pilot": "small pilot: move a boat by one space",
    "large_pilot": "large pilot: move a boat by one or two spaces",
    "large_pilot_second": "large pilot: move a second boat by one space",
    "plunder_destination": "send the plundered boat to the harbour or the shipyard",
    "game_over": "the game is over",
}

PASS_MEANING = {
    "auction_bid": "pass: out of this auction",
    "buy_share": "buy no share",
    "place_accomplice": "place no more accomplices this voyage",
    "pirate_boarding": "stay on the pirate ship",
    "small_pilot": "move no boat",
    "large_pilot": "move no boat",
    "large_pilot_second": "move no second boat",
}

# Topics of ``help`` beyond spaces and goods (texts: ``cli-mn-topic-<name>``).
TOPICS = (
    "auction",
    "harbour master",
    "mortgage",
    "stowaway",
    "pirates",
    "pilots",
    "insurance",
    "end",
)

SPACE_BY_TOPIC: dict[str, Space] = {}
for _s in SPACES:
    SPACE_BY_TOPIC[_s.id] = _s
    SPACE_BY_TOPIC.setdefault(_s.name.removeprefix("the ").replace(" ", "_"), _s)
SPACE_BY_ID = {s.id: s for s in SPACES}


def _norm(text: str) -> str:
    return "_".join(text.lower().replace("-", " ").replace("_", " ").split())


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _who(view: Mapping[str, Any], seat: int | None) -> Text:
    if seat is None:
        return Text("·", "dim")
    name = str(view["players_board"][seat]["name"])
    return Text(name, SEAT_STYLE[seat % len(SEAT_STYLE)])


class ManilaRenderer(Localized):
    """Board, explanations, help and score sheet of Manila."""

    def _good(self, name: str) -> Text:
        word = self.term(f"mn-good-{name}", name)
        return Text(word if self.english else word.lower(), GOOD_STYLE.get(name, ""))

    def _space(self, space: str) -> str:
        spec = SPACE_BY_ID.get(space)
        return self.term(f"mn-space-{space}", spec.name if spec is not None else space)

    # ------------------------------------------------------------- board
    def board(self, view: Mapping[str, Any]) -> RenderableType:
        return Group(
            self._header(view),
            self._routes(view),
            self._spaces(view),
            self._market(view),
            self._players(view),
        )

    def status(self, view: Mapping[str, Any]) -> RenderableType:
        me = own_board(view)
        if me is None:
            return self._header(view)
        line = self.you_line(
            "cli-mn-status",
            cash=me["cash"],
            shares=self.counts(me["shares"], self._good),
            mortgaged=me["mortgaged_count"],
            home=me["accomplices_home"],
        )
        return Group(self._header(view), line)

    def _header(self, view: Mapping[str, Any]) -> RenderableType:
        options = view["options"]
        rules = self.say(
            "cli-mn-pirate-variant" if options.get("pirate_variant") else "cli-mn-base-pirates"
        )
        title = self.say(
            "cli-mn-title",
            players=view["players"],
            voyage=view["voyage"],
            move=str(view["move_number"]),
            rules=rules,
        )
        line = Text(self.say("cli-mn-harbour-master") + " ")
        if view["harbor_master"] is None:
            line.append(self.say("cli-mn-auction"), "dim")
        else:
            line.append_text(_who(view, view["harbor_master"]))
        actor = view["current_player"]
        if actor is None:
            line.append(" · " + self.say("cli-game-is-over"), "bold")
        else:
            line.append(" · " + self.say("cli-to-act") + " ")
            line.append_text(_who(view, actor))
            line.append(f" ({self.decision(view)})")
        auction = view["auction"]
        if view["decision"] == "auction_bid":
            opener = view["players_board"][auction["opener"]]["name"]
            line.append("\n" + self.say("cli-mn-opened-by", name=opener))
            if auction["high_bidder"] is not None:
                line.append("; " + self.say("cli-mn-high-bid", bid=auction["high_bid"]) + " ")
                line.append_text(_who(view, auction["high_bidder"]))
            else:
                line.append("; " + self.say("cli-mn-no-bid"))
        viewer = view.get("viewer")
        subtitle = Text(
            self.say("cli-spectator")
            if viewer is None
            else self.say("cli-you-are", name=view["players_board"][viewer]["name"])
        )
        return Panel(line, title=title, title_align="left", subtitle=subtitle)

    def _routes(self, view: Mapping[str, Any]) -> RenderableType:
        boats = view["boats"]
        if not boats:
            text = Text(self.say("cli-mn-not-loaded"), "dim")
            return Panel(text, title=self.say("cli-mn-routes"), title_align="left")
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)  # route and good
        grid.add_column(no_wrap=True)  # track, then the seats below it
        grid.add_column(no_wrap=True)  # where the boat is
        numbers = Text()
        for i in range(PIRATE_SPACE + 1):
            numbers.append(f"{i:<3}", "red" if i == PIRATE_SPACE else "dim")
        grid.add_row(Text(""), numbers, Text("Manila", "dim"))
        for boat in boats:
            label = Text(f"{boat['route']} ")
            label.append_text(self._good(boat["good"]))
            track = Text()
            position = boat["position"]
            for i in range(PIRATE_SPACE + 1):
                if position == i:
                    track.append("■  ", f"bold {GOOD_STYLE[boat['good']]}")
                else:
                    track.append("·  ", "red" if i == PIRATE_SPACE else "dim")
            where = Text()
            if boat["berth"] is not None:
                if boat["berth"].startswith("harbor"):
                    where.append("■ ", f"bold {GOOD_STYLE[boat['good']]}")
                where.append(self._space(boat["berth"]), "bold")
                if boat["plundered"]:
                    where.append(" " + self.say("cli-mn-plundered"), "red")
            elif position is None:
                where.append(self.say("cli-mn-not-placed"), "dim")
            if boat["die"]:
                where.append("  " + self.say("cli-mn-die", die=boat["die"]), "dim")
            seats = Text(self.say("cli-mn-value-seats", value=boat["value"]) + " ", "dim")
            for seat in boat["seats"]:
                seats.append(f"{seat['cost']}:", "dim")
                seats.append_text(_who(view, seat["occupant"]))
                seats.append(" ")
            grid.add_row(label, track, where)
            grid.add_row(Text(""), seats, Text(""))
        title = self.say("cli-mn-routes")
        if view.get("ashore"):
            ashore = self._good(view["ashore"]).plain
            title += " " + self.say("cli-mn-stays-ashore", good=ashore)
        moves = view.get("movement_rounds", 0)
        subtitle = self.say("cli-mn-moves-done", count=moves) if moves else None
        return Panel(grid, title=title, title_align="left", subtitle=subtitle)

    def _spaces(self, view: Mapping[str, Any]) -> RenderableType:
        table = Table(
            box=box.SIMPLE_HEAD,
            show_edge=False,
            padding=(0, 1),
            title=self.say("cli-mn-spaces"),
            title_style="bold",
        )
        table.add_column(self.say("cli-mn-space"), no_wrap=True)
        table.add_column(self.say("cli-sj-cost"), justify="right")
        table.add_column(self.say("cli-mn-pays"), justify="right")
        table.add_column(self.say("cli-mn-held-by"), no_wrap=True)
        table.add_column(self.say("cli-mn-boat"), no_wrap=True)
        berths = view.get("berths", {})
        for space in view["spaces"]:
            sid = space["id"]
            pays = str(space["payout"]) if space["payout"] else "-"
            if space["area"] == "pirate":
                pays = self.say("cli-mn-plunder")
            if space["area"] == "insurance":
                pays = self.say("cli-mn-ten-now")
            boat = berths.get(sid)
            table.add_row(
                Text(self._space(sid)),
                str(space["cost"]),
                pays,
                _who(view, space["occupant"]),
                self._good(boat) if boat else Text(""),
            )
        return table

    def _market(self, view: Mapping[str, Any]) -> RenderableType:
        table = Table(
            box=box.SIMPLE_HEAD,
            show_edge=False,
            padding=(0, 1),
            title=self.say("cli-mn-market"),
            title_style="bold",
        )
        table.add_column(self.say("cli-mn-good"))
        table.add_column(self.say("cli-mn-track"), no_wrap=True)
        table.add_column(self.say("cli-sj-price"), justify="right")
        table.add_column(self.say("cli-mn-share-costs"), justify="right")
        table.add_column(self.say("cli-mn-supply"), justify="right")
        track = view["price_track"]
        for good in GOODS:
            price = view["prices"][good]
            marks = Text()
            for value in track:
                marks.append(f"{value:>3}", f"bold {GOOD_STYLE[good]}" if value == price else "dim")
            table.add_row(
                self._good(good),
                marks,
                str(price),
                str(view["share_prices"][good]),
                str(view["share_supply"][good]),
            )
        return table

    def _players(self, view: Mapping[str, Any]) -> RenderableType:
        table = Table(
            box=box.SIMPLE_HEAD,
            show_edge=False,
            padding=(0, 1),
            title=self.say("cli-mn-players"),
            title_style="bold",
        )
        for column, justify in (
            (self.say("cli-player"), "left"),
            (self.say("cli-mn-cash"), "right"),
            (self.say("cli-mn-home"), "right"),
            (self.say("cli-mn-shares"), "right"),
            (self.say("cli-mn-mortgaged"), "right"),
            (self.say("cli-mn-your-shares"), "left"),
        ):
            table.add_column(column, justify=justify)  # type: ignore[arg-type]
        viewer = view.get("viewer")
        for p in view["players_board"]:
            name = _who(view, p["seat"])
            if p["harbor_master"]:
                name.append(" ⚓", "yellow")
            if p["seat"] == viewer:
                name.append(" " + self.say("ui-you-mark"), "cyan")
            if p["seat"] == view["current_player"]:
                name.append(" ▶", "bold yellow")
            if p["passed"]:
                name.append(" " + self.say("cli-mn-passed"), "dim")
            detail = Text()
            shares = p["shares"]
            if shares is not None:
                for good, n in shares.items():
                    if n:
                        m = p["mortgaged"][good]
                        detail.append_text(self._good(good))
                        mortgaged = " " + self.say("cli-mn-n-mortgaged", count=m) if m else ""
                        detail.append(f" {n}{mortgaged}  ")
                if not any(shares.values()):
                    detail.append(self.say("cli-none"), "dim")
            else:
                bought = [f"{self._good(g).plain} {n}" for g, n in p["bought"].items() if n]
                detail.append(
                    self.say("cli-mn-bought", goods=", ".join(bought))
                    if bought
                    else self.say("cli-mn-secret"),
                    "dim",
                )
            table.add_row(
                name,
                str(p["cash"]),
                str(p["accomplices_home"]),
                str(p["share_count"]),
                str(p["mortgaged_count"]),
                detail,
            )
        return table

    # ----------------------------------------------------- explanations
    def decision(self, view: Mapping[str, Any]) -> str:
        decision = str(view["decision"])
        if not self.english:
            return self.t.text(f"mn-decision-{decision}")
        return DECISIONS.get(decision, decision.replace("_", " "))

    def describe(self, action: str, view: Mapping[str, Any]) -> str:
        words = action.split()
        verb = words[0]
        me = own_board(view)
        if verb == "pass":
            return PASS_MEANING.get(str(view["decision"]), "pass")
        if verb == "bid":
            funds = f" (you can pay {me['funds']})" if me is not None else ""
            return f"offer {words[1]} pesos to be harbour master{funds}"
        if verb == "mortgage":
            return (
                f"mortgage a {words[1]} share: +{MORTGAGE_CASH} now, -{MORTGAGE_PENALTY} at "
                "the end unless redeemed"
            )
        if verb == "redeem":
            return f"pay {REDEEM_COST} to redeem a mortgaged {words[1]} share"
        if verb == "buy":
            cost = view["share_prices"].get(words[1], "?")
            return f"pay {cost} for a {words[1]} share"
        if verb == "load":
            ashore = next(g for g in GOODS if g not in words[1:])
            return f"{ashore} stays ashore"
        if verb == "start":
            return f"the {words[1]} boat starts on space {words[2]}"
        if verb in ("place", "stowaway", "board") and words[1] in SPACE_BY_ID:
            spec = SPACE_BY_ID[words[1]]
            if verb == "stowaway":
                return f"free seat on the {GOODS[spec.good]} boat (stowaway)"
            if verb == "board":
                taken = next(
                    (
                        s["occupant"]
                        for b in view["boats"]
                        for s in b["seats"]
                        if s["id"] == spec.id and s["occupant"] is not None
                    ),
                    None,
                )
                if taken is not None:
                    other = view["players_board"][taken]["name"]
                    return f"board the {GOODS[spec.good]} boat, sending {other}'s accomplice home"
                return f"board the {GOODS[spec.good]} boat ({spec.name})"
            if spec.area == "boat":
                return (
                    f"cost {spec.cost}: share {spec.payout} if the {GOODS[spec.good]} boat "
                    "reaches Manila"
                )
            return f"cost {spec.cost}: {spec.effect}"
        if verb == "pilot":
            boat = next((b for b in view["boats"] if b["good"] == words[1]), None)
            where = f" from {boat['position']}" if boat is not None else ""
            return f"move the {words[1]} boat {words[2]}{where}"
        if verb == "send":
            if words[-1] == "harbor":
                return f"the {words[1]} boat takes the next harbour space; its price rises"
            return f"the {words[1]} boat goes to the shipyard"
        return ""

    # ------------------------------------------------------------- help
    def help(self, topic: str) -> str | None:
        key = _norm(topic)
        spec = SPACE_BY_TOPIC.get(key)
        if key in ("harbor_master", "harbourmaster"):
            key = "harbour_master"
        for name in TOPICS:
            if key == _norm(name) or key.rstrip("s") == _norm(name).rstrip("s"):
                return self.say(
                    f"cli-mn-topic-{_norm(name)}",
                    cash=MORTGAGE_CASH,
                    redeem=REDEEM_COST,
                    penalty=MORTGAGE_PENALTY,
                )
        if not self.english:
            if spec is not None:
                cost = self.say("cli-mn-help-cost", cost=spec.cost)
                effect = self.t.text(f"mn-effect-{spec.id}")
                return f"{spec.id} ({self._space(spec.id)}): {cost} {effect}"
            if key in GOODS:
                return self.t.text(f"mn-good-{key}")
        if spec is not None:
            return f"{spec.id} ({spec.name}): cost {spec.cost}. {spec.effect}"
        if key in GOODS:
            g = GOODS.index(key)
            seats = [s for s in SPACES if s.good == g]
            costs = ", ".join(str(s.cost) for s in seats)
            return (
                f"{key.capitalize()}: boat value {seats[0].payout}, {len(seats)} seats costing "
                f"{costs} (cheapest first); the price rises one step each time its boat ends "
                "in the harbour."
            )
        return None

    def help_examples(self) -> str:
        if not self.english:
            return self.say("cli-mn-help-examples")
        return (
            "help <space> (e.g. help harbor_a, help pilot_large, help insurance), "
            "help <good> (ginseng, nutmeg, silk, jade), or help auction / mortgage / stowaway "
            "/ pirates / pilots / end"
        )

    # ----------------------------------------------------------- result
    def result(self, result: Mapping[str, Any]) -> RenderableType:
        table = Table(title=self.say("cli-mn-final" if result.get("over") else "cli-mn-so-far"))
        for name, justify in (
            (self.say("cli-rank"), "right"),
            (self.say("cli-player"), "left"),
            (self.say("cli-mn-cash"), "right"),
            (self.say("cli-mn-shares"), "left"),
            (self.say("cli-mn-share-value"), "right"),
            (self.say("cli-mn-mortgages"), "right"),
            (self.say("cli-mn-fortune"), "right"),
        ):
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        scores: Sequence[Mapping[str, Any]] = result["scores"]
        for seat in result["ranking"]:
            s = scores[seat]
            shares = ", ".join(
                f"{self._good(g).plain} {n}"
                + (f" ({s['mortgaged'][g]}m)" if s["mortgaged"][g] else "")
                for g, n in s["shares"].items()
                if n
            )
            style = "bold green" if seat in result["winners"] else ""
            table.add_row(
                str(s["rank"]),
                Text(str(s["name"]), style),
                str(s["cash"]),
                shares or "-",
                str(s["share_value"]),
                f"-{s['mortgage_penalty']}" if s["mortgage_penalty"] else "0",
                Text(str(s["total"]), style),
            )
        lines = self.winner_lines(result, scores, "cli-mn-shared-victory")
        ended = ", ".join(
            in_words(t, _WORDS) if self.english else self._good(t).plain
            for t in result.get("end_triggers", [])
        )
        prices = ", ".join(
            f"{self._good(g).plain} {p}" for g, p in result.get("prices", {}).items()
        )
        lines.append(
            self.say(
                "cli-mn-result-line",
                voyages=str(result.get("rounds")),
                ended=ended or self.say("cli-none"),
                prices=prices,
            )
        )
        return Group(table, Text("\n".join(lines)))

    def words(self) -> Mapping[str, str]:
        if self.english:
            return _WORDS
        return {s: self._space(s) for s in SPACE_BY_ID}


_WORDS: dict[str, str] = {s.id: s.name for s in SPACES}

RENDERER = ManilaRenderer()
