"""``tradewinds play``: humans at the terminal against bots (or each other, hot-seat)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from ..bots import Bot, bot_action
from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.game import State
from ..i18n import Translator
from .common import HUMAN, CliError, bot_label, default_seats, parse_seats, save_record
from .render import Renderer, render_events

RECENT_LINES = 20
NUMBER = re.compile(r"[+-]?[0-9]+")
# An action whose notation ends in a number ("bid 12", "barrels 3").
NUMBERED = re.compile(r"(\D.*?) ([0-9]+)")
# From this many consecutive numbers on, a decision asks for the number instead of
# listing one line per value (Manila's bids: up to ~57 lines).
RANGE_MIN = 5
DASH = "\N{EN DASH}"  # between the ends of a range, as in print


class Quit(Exception):
    """The human asked to stop (or the input ended)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class NumberRange:
    """The actions ``prefix low`` … ``prefix high`` of one decision, asked as a number."""

    prefix: str
    low: int
    high: int

    def label(self) -> str:
        return f"{self.prefix.capitalize()} {self.low}{DASH}{self.high}"


def number_range(texts: Sequence[str]) -> NumberRange | None:
    """The one run of at least ``RANGE_MIN`` consecutive numbered actions among ``texts``.

    >>> number_range(["pass", *(f"bid {n}" for n in range(6, 55))])
    NumberRange(prefix='bid', low=6, high=54)
    >>> number_range(["load corn on 5", "load corn on 6", "pass"]) is None
    True
    """
    groups: dict[str, list[int]] = {}
    for text in texts:
        match = NUMBERED.fullmatch(text)
        if match is not None:
            groups.setdefault(match[1], []).append(int(match[2]))
    runs = [
        NumberRange(prefix, min(numbers), max(numbers))
        for prefix, numbers in groups.items()
        if len(numbers) >= RANGE_MIN
        and sorted(numbers) == list(range(min(numbers), max(numbers) + 1))
    ]
    # Several runs (boats' starting spaces, one run per good) stay a numbered list:
    # a bare number would not say which run it belongs to.
    return runs[0] if len(runs) == 1 else None


def seat_label(name: str, kind: str, humans: int, translator: Translator | None = None) -> str:
    """A seat as people read it: ``"Bob (Medium bot)"``, ``"Player 1 (you)"``."""
    t = translator or Translator()
    if kind == HUMAN:
        return t.text("cli-seat-you" if humans == 1 else "cli-seat-person", name=name)
    label = bot_label(kind, t)
    return name if label.lower() in name.lower() else t.text("cli-seat-bot", name=name, bot=label)


def resumed_seats(
    record: Mapping[str, Any],
    text: str | None,
    players: int,
    path: Path,
    translator: Translator | None = None,
) -> tuple[list[str], str | None]:
    """The seat kinds of a resumed game and, for an older save without them, a note
    saying which default is used.

    ``--seats`` (``text``) wins over the save; otherwise the save's seats come back.
    """
    if text is not None:
        return parse_seats(text, players, humans=True), None
    saved = record.get("seats")
    if saved is None:
        kinds = default_seats(players, humans=True)
        note = (translator or Translator()).text("cli-seats-unsaved", path=str(path))
        return kinds, note
    if not isinstance(saved, list) or not all(isinstance(k, str) for k in saved):
        raise CliError(f"{path}: 'seats' must be a list of seat kinds")
    try:
        return parse_seats(",".join(saved), players, humans=True), None
    except CliError as exc:
        raise CliError(f"{path}: {exc} (--seats chooses other seats)") from None


class PlaySession:
    """One game at the terminal: bots move by themselves, humans are asked."""

    def __init__(
        self,
        state: State,
        bots: Sequence[Bot | None],
        renderer: Renderer,
        console: Console,
        save: Path | None,
        kinds: Sequence[str] | None = None,
        translator: Translator | None = None,
    ) -> None:
        self.t = translator or Translator()
        self.state = state
        self.bots = list(bots)
        self.renderer = renderer
        self.console = console
        self.save = save
        self.humans = [seat for seat, bot in enumerate(self.bots) if bot is None]
        self.kinds = (
            list(kinds)
            if kinds is not None
            else [HUMAN if bot is None else bot.name for bot in self.bots]
        )
        # Names on the board: a bot's says which bot (a person's board marks "you" itself).
        self.labels = [
            name if kind == HUMAN else seat_label(name, kind, len(self.humans), self.t)
            for name, kind in zip(state.names, self.kinds, strict=True)
        ]
        # Events (of each seat's view) already shown to that seat.
        self.seen = [0] * state.players
        # Whether the seat has the whole board on screen (at its first decision and after
        # a hot-seat handover clears the screen); later decisions show what changed.
        self.board_shown = [False] * state.players
        self.last_human: int | None = None
        # Actions known to be applied completely: an interrupt inside ``apply`` must not
        # save half a move.
        self.complete = state.move_number

    # ------------------------------------------------------------- loop
    def run(self) -> int:
        """Play to the end; return the exit code."""
        try:
            self._save()
            while not self.state.is_over:
                seat = self.state.current_player
                assert seat is not None
                bot = self.bots[seat]
                action = self._ask_human(seat) if bot is None else bot_action(bot, self.state)
                self.state.apply(action)
                self.complete = self.state.move_number
                self._save()
        except Quit as stop:
            return stop.code
        except KeyboardInterrupt:
            return self._stop(self.t.text("cli-interrupted"), 130)
        except EOFError:
            return self._stop(self.t.text("cli-input-ended"), 1)
        self._show_end()
        return 0

    def _save(self) -> None:
        if self.save is not None:
            save_record(self.save, self.state, self.kinds)

    def _name(self, seat: int) -> str:
        return self.state.names[seat]

    def _shown(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """``view`` with each seat named as people read it (which bot plays it)."""
        shown = dict(view)
        board = view.get("players_board")
        if isinstance(board, list):
            shown["players_board"] = [
                {**p, "name": self.labels[p["seat"]]}
                if isinstance(p, dict) and isinstance(p.get("seat"), int)
                else p
                for p in board
            ]
        return shown

    # ----------------------------------------------------------- humans
    def _ask_human(self, seat: int) -> Action:
        if len(self.humans) > 1 and self.last_human != seat:
            self._handover(seat)
        self.last_human = seat
        view = self.state.view(seat)
        self._show_turn(seat, view)
        run = number_range([entry["text"] for entry in view["legal_actions"]])
        bold = f"[bold]{escape(self._name(seat))}[/bold]"
        prompt = self.t.text("cli-your-choice", name=bold) + " "
        if run is not None:
            ask = escape(self._ask(run, view))
            prompt = self.t.text("cli-your-answer", name=bold, ask=ask) + " "
        while True:
            line = self.console.input(prompt)
            answer = self._interpret(line, seat, view, run)
            if answer is not None:
                self.console.print(Text(f"→ {self._name(seat)}: {answer}", "bold green"))
                return answer

    def _handover(self, seat: int) -> None:
        """Hot-seat: the next human takes the keyboard before seeing their board."""
        self.console.print(Rule(Text(self.t.text("cli-turn-of", name=self._name(seat)))))
        bold = f"[bold]{escape(self._name(seat))}[/bold]"
        answer = self.console.input(self.t.text("cli-pass-keyboard", name=bold) + " ")
        if answer.strip().lower() in ("quit", "exit", "q"):
            self._quit()
        self.console.clear()
        self.board_shown = [False] * self.state.players

    def _show_turn(self, seat: int, view: Mapping[str, Any]) -> None:
        events = view["events"]
        shown = self._shown(view)
        whole = not self.board_shown[seat]
        if whole:
            self.console.print(self.renderer.board(shown))
            self.board_shown[seat] = True
            title = self.t.text("cli-log-since", name=self._name(seat))
        else:
            title = self.t.text("cli-since", name=self._name(seat))
        self.console.print(
            render_events(
                events[self.seen[seat] :],
                title,
                limit=RECENT_LINES,
                words=self.renderer.words(),
                translator=self.t,
                names=self.state.names,
            )
        )
        self.seen[seat] = len(events)
        if not whole:  # (the whole board has the status in its header)
            self.console.print(self.renderer.status(shown))
        self._show_actions(view)

    def _others(self, run: NumberRange, view: Mapping[str, Any]) -> list[str]:
        """The actions of ``view`` outside the number range ``run``."""
        return [
            entry["text"]
            for entry in view["legal_actions"]
            if (m := NUMBERED.fullmatch(entry["text"])) is None or m[1] != run.prefix
        ]

    def _ask(self, run: NumberRange, view: Mapping[str, Any]) -> str:
        """``Bid 6-54, or pass`` (the other actions named when they are few)."""
        others = self._others(run, view)
        if not others:
            return run.label()
        if len(others) <= 3:
            return self.t.text("cli-ask-or", range=run.label(), others=" / ".join(others))
        return self.t.text("cli-ask-or-above", range=run.label())

    def _show_actions(self, view: Mapping[str, Any]) -> None:
        table = Table.grid(padding=(0, 1))
        table.add_column(justify="right", style="bold cyan")
        table.add_column(style="bold")
        table.add_column()
        shown = self._shown(view)
        run = number_range([entry["text"] for entry in view["legal_actions"]])
        if run is None:
            for number, entry in enumerate(view["legal_actions"], start=1):
                about = self._about(entry["text"], shown)
                table.add_row(f"{number}.", entry["text"], f"— {about}" if about else "")
        else:
            first = f"{run.prefix} {run.low}"
            about = self._about(first, shown)
            example = f"; {first}: {about}" if about else ""
            span = f"{run.prefix} {run.low}{DASH}{run.high}"
            table.add_row("", span, f"— {self.t.text('cli-type-number')}{example}")
            for text in self._others(run, view):
                about = self._about(text, shown)
                table.add_row("", text, f"— {about}" if about else "")
        title = Text(f"{self.labels[view['viewer']]}: {self.renderer.decision(view)}")
        self.console.print(Panel(table, title=title, title_align="left", border_style="cyan"))

    def _about(self, text: str, shown: Mapping[str, Any]) -> str:
        """What the action ``text`` does, beside its notation: the renderer's explanation
        in English, the action's phrase from the catalogs in another language."""
        if self.t.lang == "en":
            return self.renderer.describe(text, shown)
        return self.t.action(self.state, text)

    def _interpret(
        self, line: str, seat: int, view: Mapping[str, Any], run: NumberRange | None = None
    ) -> Action | None:
        """The action the input names, or ``None`` after answering a command / an error."""
        text = " ".join(line.strip().split())
        legal = self.state.legal_actions()
        count = len(legal)
        if not text:
            if run is not None:
                self._warn(self.t.text("cli-please-answer", ask=self._ask(run, view)))
            else:
                self._warn(self.t.text("cli-please-choose", count=count))
            return None
        lowered = text.lower()
        word, _, rest = lowered.partition(" ")
        if word in ("help", "?", "h"):
            self._help(rest.strip(), view, run)
            return None
        if lowered == "log":
            everything = self.state.view(seat)["events"]
            self.console.print(
                render_events(
                    everything,
                    self.t.text("cli-full-log", name=self._name(seat)),
                    words=self.renderer.words(),
                    translator=self.t,
                    names=self.state.names,
                )
            )
            return None
        if lowered == "board":
            self.console.print(self.renderer.board(self._shown(view)))
            self._show_actions(view)
            return None
        if lowered in ("quit", "exit", "q"):
            self._quit()
        if NUMBER.fullmatch(lowered):
            return self._numbered(int(lowered), legal, view, run)
        numbered = NUMBERED.fullmatch(lowered)
        if run is not None and numbered is not None and numbered[1] == run.prefix:
            return self._numbered(int(numbered[2]), legal, view, run)  # "bid 12": as "12"
        action = self.state.table.by_text(text)
        if action is None:
            if run is not None:
                ask = self._ask(run, view)
                self._warn(self.t.text("cli-not-number-nor-action", text=text, ask=ask))
                return None
            self._warn(self.t.text("cli-not-choice-nor-action", text=text, count=count))
            return None
        if action not in legal:
            self._warn(self.t.text("cli-cannot-now", why=self._why_illegal(action)))
            return None
        return action

    def _numbered(
        self,
        number: int,
        legal: Sequence[Action],
        view: Mapping[str, Any],
        run: NumberRange | None,
    ) -> Action | None:
        """A bare number: the amount of a number range, else the number of a listed choice."""
        if run is not None:
            if run.low <= number <= run.high:
                action = self.state.table.by_text(f"{run.prefix} {number}")
                if action is not None and action in legal:
                    return action
            self._out_of_range(number, run, view)
            return None
        if 1 <= number <= len(legal):
            return legal[number - 1]
        self._warn(self.t.text("cli-no-choice", number=str(number), count=len(legal)))
        return None

    def _out_of_range(self, number: int, run: NumberRange, view: Mapping[str, Any]) -> None:
        span = f"{run.low}{DASH}{run.high}"
        ask = self._ask(run, view)
        self._warn(self.t.text("cli-out-of-range", number=str(number), range=span, ask=ask))

    def _why_illegal(self, action: Action) -> str:
        trial = self.state.clone()
        try:
            trial.apply(action)
        except IllegalActionError as exc:
            return self.t.refusal(exc, self.state.names)
        return self.t.text("cli-not-listed", action=str(action))  # pragma: no cover

    def _warn(self, message: str) -> None:
        self.console.print(Text(message, "bold red"))

    def _help(self, topic: str, view: Mapping[str, Any], run: NumberRange | None = None) -> None:
        if not topic:
            self.console.print(self.t.text("cli-commands-help"), markup=False)
            if self.t.lang != "en":
                self.console.print(self.t.text("cli-typed-stays"), markup=False)
            if run is not None:
                ask = self._ask(run, view)
                self.console.print(self.t.text("cli-number-means", ask=ask), markup=False)
            self.console.print(self.renderer.help_examples(), markup=False)
            return
        legal = view["legal_actions"]
        if NUMBER.fullmatch(topic):
            number = int(topic)
            if run is not None:
                text = f"{run.prefix} {number}"
                if not run.low <= number <= run.high:
                    self._out_of_range(number, run, view)
                    return
            elif not 1 <= number <= len(legal):
                self._warn(self.t.text("cli-no-choice", number=str(number), count=len(legal)))
                return
            else:
                text = legal[number - 1]["text"]
            lines = [f"{text}: {self._about(text, self._shown(view))}"]
            for word in reversed(text.split()):
                more = self.renderer.help(word)
                if more is not None:
                    if more.split(": ", 1)[-1] not in lines[0]:
                        lines.append(more)
                    break
            self.console.print("\n".join(lines), markup=False)
            return
        found = self.renderer.help(topic)
        if found is None:
            examples = self.renderer.help_examples()
            self._warn(self.t.text("cli-no-help", topic=topic, examples=examples))
            return
        self.console.print(Panel(Text(found), title=Text(f"help {topic}"), title_align="left"))

    # ---------------------------------------------------------- leaving
    def _quit(self) -> None:
        try:
            self._leave()
        except (KeyboardInterrupt, EOFError):
            self.console.print("\n" + self.t.text("cli-not-saved"), markup=False)
        raise Quit(0)

    def _stop(self, message: str, code: int) -> int:
        """Ctrl-C or the end of input mid-game: offer to save, then return ``code``."""
        self.console.print(f"\n{message}", markup=False)
        try:
            self._leave()
        except (KeyboardInterrupt, EOFError):
            # A second Ctrl-C (or end of input) at the question: leave at once.
            self.console.print("\n" + self.t.text("cli-not-saved"), markup=False)
        return code

    def _leave(self) -> None:
        """Say where the game is saved, or offer to save it (the question repeats after a
        file that cannot be written). Ctrl-C or end of input propagate to the caller."""
        if self.save is not None:
            self.console.print(self.t.text("cli-saved-in", path=str(self.save)), markup=False)
            return
        default = (
            f"tradewinds-{self.state.game_name}-seed{self.state.seed}-move{self.complete}.json"
        )
        while True:
            question = self.t.text("cli-save-question", file=escape(default))
            answer = self.console.input(question + " ").strip()
            if answer.lower() in ("n", "no"):
                self.console.print(self.t.text("cli-not-saved"), markup=False)
                return
            name = default if answer.lower() in ("", "y", "yes") else answer
            try:
                save_record(Path(name), self.state, self.kinds, moves=self.complete)
            except CliError as exc:
                self._warn(self.t.text("cli-save-failed", error=str(exc)))
                continue
            self.console.print(self.t.text("cli-saved-to", path=name), markup=False)
            return

    # -------------------------------------------------------------- end
    def _show_end(self) -> None:
        seat = self.last_human
        view = self._shown(self.state.view(seat))
        self.console.print(Rule(Text(self.t.text("cli-game-over"))))
        self.console.print(self.renderer.board(view))
        viewer = seat if seat is not None else None
        start = self.seen[viewer] if viewer is not None else max(0, len(view["events"]) - 30)
        self.console.print(
            render_events(
                view["events"][start:],
                self.t.text("cli-last-moves"),
                limit=40,
                words=self.renderer.words(),
                translator=self.t,
                names=self.state.names,
            )
        )
        self.console.print(self.renderer.result(self.state.result()))
        explained = self.state.score_breakdown()  # who won, and any tie in words
        phrases = [explained["summary_phrase"], *explained["tie_phrases"]]
        for line, phrase in zip((explained["summary"], *explained["ties"]), phrases, strict=True):
            said = self.t.event({"text": line, "phrase": phrase}, self.state.names)
            self.console.print(said, markup=False)
        if self.save is not None:
            self.console.print(self.t.text("cli-record-saved", path=str(self.save)), markup=False)
