"""Actions are data: each game has a fixed table of all distinct actions.

An :class:`Action` is an immutable value with a stable integer id (for RL masks), a kind
and arguments (for the engine), and a canonical notation (``str(action)``). A game builds
one :class:`ActionTable` per configuration and hands out the same objects every time,
so ``legal_actions()`` never allocates actions on the hot path.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from mypy_extensions import mypyc_attr


class Action:
    """One distinct action of a game configuration.

    Actions are interned: a table hands out one object per action, so identity is
    equality (the default ``==`` and ``hash``), which keeps ``apply``'s legality check fast.
    """

    __slots__ = ("arg", "arg2", "id", "kind", "text")

    id: int
    kind: int
    arg: int
    arg2: int
    text: str

    def __init__(self, id: int, kind: int, arg: int, arg2: int, text: str) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "arg2", arg2)
        object.__setattr__(self, "text", text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.id}, {self.text!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return (Action, (self.id, self.kind, self.arg, self.arg2, self.text))


@mypyc_attr(allow_interpreted_subclasses=True)  # each game's table may stay pure Python
class ActionTable:
    """All distinct actions of one game configuration, by id and by notation."""

    __slots__ = ("_by_text", "actions")

    def __init__(self, entries: Iterable[tuple[int, int, int, str]]) -> None:
        self.actions: tuple[Action, ...] = tuple(
            Action(i, kind, arg, arg2, text) for i, (kind, arg, arg2, text) in enumerate(entries)
        )
        self._by_text: dict[str, Action] = {}
        for action in self.actions:
            if action.text in self._by_text:
                raise ValueError(f"duplicate notation {action.text!r}")
            self._by_text[action.text] = action

    def __len__(self) -> int:
        return len(self.actions)

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions)

    def by_kind(self) -> dict[int, tuple[Action, ...]]:
        """The actions of each kind, in id order: what a game's table builds its direct
        lookups by kind and argument from (``table.build[card]``), once."""
        groups: dict[int, list[Action]] = {}
        for action in self.actions:
            groups.setdefault(action.kind, []).append(action)
        return {kind: tuple(group) for kind, group in groups.items()}

    def by_text(self, text: str) -> Action | None:
        """The action whose canonical notation is ``text`` (whitespace/case-insensitive)."""
        return self._by_text.get(" ".join(text.lower().split()))
