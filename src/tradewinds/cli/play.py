"""``tradewinds play``: humans at the terminal against bots (or each other, hot-seat)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
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
from .common import CliError, save_record
from .render import Renderer, render_events

RECENT_LINES = 20
NUMBER = re.compile(r"[+-]?[0-9]+")

COMMANDS_HELP = (
    "Type the number of an action, or its notation (e.g. 'builder', 'build harbor').\n"
    "Other commands: help <topic> · help <number> · log (full log) · board · quit"
)


class Quit(Exception):
    """The human asked to stop (or the input ended)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class PlaySession:
    """One game at the terminal: bots move by themselves, humans are asked."""

    def __init__(
        self,
        state: State,
        bots: Sequence[Bot | None],
        renderer: Renderer,
        console: Console,
        save: Path | None,
    ) -> None:
        self.state = state
        self.bots = list(bots)
        self.renderer = renderer
        self.console = console
        self.save = save
        self.humans = [seat for seat, bot in enumerate(self.bots) if bot is None]
        # Events (of each seat's view) already shown to that seat.
        self.seen = [0] * state.players
        self.last_human: int | None = None

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
                self._save()
        except Quit as stop:
            return stop.code
        self._show_end()
        return 0

    def _save(self) -> None:
        if self.save is not None:
            save_record(self.save, self.state)

    def _name(self, seat: int) -> str:
        return self.state.names[seat]

    # ----------------------------------------------------------- humans
    def _ask_human(self, seat: int) -> Action:
        if len(self.humans) > 1 and self.last_human != seat:
            self._handover(seat)
        self.last_human = seat
        view = self.state.view(seat)
        self._show_turn(seat, view)
        while True:
            try:
                line = self.console.input(f"[bold]{escape(self._name(seat))}[/bold], your choice: ")
            except EOFError:
                self.console.print("\nInput ended before the game was over.")
                raise Quit(1) from None
            answer = self._interpret(line, seat, view)
            if answer is not None:
                self.console.print(Text(f"→ {self._name(seat)}: {answer}", "bold green"))
                return answer

    def _handover(self, seat: int) -> None:
        """Hot-seat: the next human takes the keyboard before seeing their board."""
        self.console.print(Rule(Text(f"{self._name(seat)}'s turn")))
        try:
            answer = self.console.input(
                f"Pass the keyboard to [bold]{escape(self._name(seat))}[/bold] and press Enter: "
            )
        except EOFError:
            self.console.print("\nInput ended before the game was over.")
            raise Quit(1) from None
        if answer.strip().lower() in ("quit", "exit", "q"):
            self._quit()
        self.console.clear()

    def _show_turn(self, seat: int, view: Mapping[str, Any]) -> None:
        events = view["events"]
        self.console.print(self.renderer.board(view))
        self.console.print(
            render_events(
                events[self.seen[seat] :],
                f"Log since your last decision ({self._name(seat)})",
                limit=RECENT_LINES,
            )
        )
        self.seen[seat] = len(events)
        self._show_actions(view)

    def _show_actions(self, view: Mapping[str, Any]) -> None:
        table = Table.grid(padding=(0, 1))
        table.add_column(justify="right", style="bold cyan")
        table.add_column(style="bold")
        table.add_column()
        for number, entry in enumerate(view["legal_actions"], start=1):
            about = self.renderer.describe(entry["text"], view)
            table.add_row(f"{number}.", entry["text"], f"— {about}" if about else "")
        title = Text(f"{self._name(view['viewer'])}: {self.renderer.decision(view)}")
        self.console.print(Panel(table, title=title, title_align="left", border_style="cyan"))

    def _interpret(self, line: str, seat: int, view: Mapping[str, Any]) -> Action | None:
        """The action the input names, or ``None`` after answering a command / an error."""
        text = " ".join(line.strip().split())
        legal = self.state.legal_actions()
        count = len(legal)
        if not text:
            self._warn(f"Please choose: a number 1-{count}, an action, or 'help'.")
            return None
        lowered = text.lower()
        word, _, rest = lowered.partition(" ")
        if word in ("help", "?", "h"):
            self._help(rest.strip(), view)
            return None
        if lowered == "log":
            everything = self.state.view(seat)["events"]
            self.console.print(render_events(everything, f"Full log ({self._name(seat)})"))
            return None
        if lowered == "board":
            self.console.print(self.renderer.board(view))
            self._show_actions(view)
            return None
        if lowered in ("quit", "exit", "q"):
            self._quit()
        if NUMBER.fullmatch(lowered):
            number = int(lowered)
            if 1 <= number <= count:
                return legal[number - 1]
            self._warn(f"There is no choice {number}: pick a number from 1 to {count}.")
            return None
        action = self.state.table.by_text(text)
        if action is None:
            self._warn(
                f"'{text}' is neither a choice nor an action. Type a number 1-{count}, an "
                "action such as the ones listed, or 'help'."
            )
            return None
        if action not in legal:
            self._warn(f"You cannot do that now: {self._why_illegal(action)}")
            return None
        return action

    def _why_illegal(self, action: Action) -> str:
        trial = self.state.clone()
        try:
            trial.apply(action)
        except IllegalActionError as exc:
            return str(exc)
        return f"{action} is not among the listed choices"  # pragma: no cover

    def _warn(self, message: str) -> None:
        self.console.print(Text(message, "bold red"))

    def _help(self, topic: str, view: Mapping[str, Any]) -> None:
        if not topic:
            self.console.print(COMMANDS_HELP, markup=False)
            self.console.print(self.renderer.help_examples(), markup=False)
            return
        legal = view["legal_actions"]
        if NUMBER.fullmatch(topic):
            number = int(topic)
            if not 1 <= number <= len(legal):
                self._warn(f"There is no choice {number}: pick a number from 1 to {len(legal)}.")
                return
            text = legal[number - 1]["text"]
            lines = [f"{text}: {self.renderer.describe(text, view)}"]
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
            self._warn(f"No help for '{topic}'. Try {self.renderer.help_examples()}.")
            return
        self.console.print(Panel(Text(found), title=Text(f"help {topic}"), title_align="left"))

    def _quit(self) -> None:
        if self.save is not None:
            self.console.print(
                f"The game is saved in {self.save}: 'tradewinds play --resume {self.save}' "
                "continues it. Bye.",
                markup=False,
            )
            raise Quit(0)
        try:
            answer = self.console.input("Save the game before quitting? \\[y/N] ")
            if answer.strip().lower() in ("y", "yes"):
                default = f"tradewinds-{self.state.game_name}-seed{self.state.seed}.json"
                name = self.console.input(f"File name \\[{escape(default)}]: ").strip() or default
                save_record(Path(name), self.state)
                self.console.print(
                    f"Saved to {name}: 'tradewinds play --resume {name}' continues the game, "
                    f"'tradewinds replay {name}' replays it. Bye.",
                    markup=False,
                )
            else:
                self.console.print("Bye.")
        except EOFError:
            self.console.print("\nBye.")
        except CliError as exc:
            self._warn(str(exc))
            raise Quit(1) from None
        raise Quit(0)

    # -------------------------------------------------------------- end
    def _show_end(self) -> None:
        seat = self.last_human
        view = self.state.view(seat)
        self.console.print(Rule("Game over"))
        self.console.print(self.renderer.board(view))
        viewer = seat if seat is not None else None
        start = self.seen[viewer] if viewer is not None else max(0, len(view["events"]) - 30)
        self.console.print(render_events(view["events"][start:], "Last moves", limit=40))
        self.console.print(self.renderer.result(self.state.result()))
        explained = self.state.score_breakdown()  # who won, and any tie in words
        for line in (explained["summary"], *explained["ties"]):
            self.console.print(line, markup=False)
        if self.save is not None:
            self.console.print(f"Record saved to {self.save}.", markup=False)
