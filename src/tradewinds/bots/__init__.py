"""Bots: players that choose an action from what one seat may know.

A bot sees only two things: the legal actions of its decision and an *observation* of its
own seat. The observation is a mapping with the keys of ``state.view(seat)`` (the drivers
pass a :class:`SeatView`, which builds that view only when a bot reads it, and which can
hand out determinizations for search), or a :class:`~tradewinds.State` that is itself a
determinization for the seat. A bot never receives the true state of the game.

>>> import tradewinds
>>> from tradewinds.bots import bot_action, make_bot
>>> game = tradewinds.new_game("puerto_rico", 3, seed=5)
>>> bots = [make_bot("random", seed=seat) for seat in range(3)]
>>> while not game.is_over:
...     game.apply(bot_action(bots[game.current_player], game))
>>> game.result()["over"]
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol, TypeAlias, runtime_checkable

from ..core.actions import Action
from ..core.game import State

__all__ = [
    "Bot",
    "HeuristicBot",
    "Observation",
    "RandomBot",
    "SeatView",
    "available_bots",
    "bot_action",
    "bot_seed",
    "make_bot",
    "register_bot",
]

Observation: TypeAlias = Mapping[str, Any] | State
"""What a bot is told about the game: its seat's view, or a determinization for its seat."""


@runtime_checkable
class Bot(Protocol):
    """A player program.

    ``choose`` gets the observation of the seat that must decide and the legal actions
    (never empty) and returns one of those actions. It must not keep a reference to the
    observation between calls: drivers may reuse or discard it.
    """

    @property
    def name(self) -> str:
        """Registry name of the bot kind (``"random"``, ...)."""
        ...

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        """Pick one of ``legal_actions``."""
        ...


class SeatView(Mapping[str, Any]):
    """The view of one seat, built lazily: ``state.view(seat)`` on first access.

    Bots that only need the legal actions never pay for building the view. Search bots
    may call :meth:`determinize` to get a full state in which everything hidden from this
    seat is re-sampled; the true state itself is not exposed.
    """

    __slots__ = ("_state", "_view", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self._view: dict[str, Any] | None = None
        self.seat = seat

    def _data(self) -> dict[str, Any]:
        if self._view is None:
            # The event log is most of a view's cost late in a game and few bots read
            # it: it is added only when asked for.
            self._view = self._state.view(self.seat, events=False)
        return self._view

    def __getitem__(self, key: str) -> Any:
        data = self._data()
        if key == "events" and key not in data:
            data[key] = self._state.event_log(self.seat)
        return data[key]

    def __iter__(self) -> Iterator[str]:
        data = self._data()
        return iter(data if "events" in data else [*data, "events"])

    def __len__(self) -> int:
        data = self._data()
        return len(data) + ("events" not in data)

    def determinize(self, seed: int) -> State:
        """A state consistent with this seat's knowledge, hidden parts drawn from ``seed``."""
        return self._state.determinize(self.seat, seed)

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat})"


def bot_action(bot: Bot, state: State) -> Action:
    """Ask ``bot`` for the move of the seat that must decide now in ``state``.

    Raises :class:`ValueError` if the game is over or the bot returns an illegal action.
    """
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: no seat has a decision to make")
    legal = state.legal_actions()
    action = bot.choose(SeatView(state, seat), legal)
    if action not in legal:
        raise ValueError(f"bot {bot.name!r} chose {action}, which is not legal now")
    return action


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a game started with ``game_seed``.

    Distinct seats get unrelated streams; the same game seed always gives the same bots.

    >>> bot_seed(1, 0) == bot_seed(1, 0) != bot_seed(1, 1)
    True
    """
    return (game_seed * 1_000_003 + (seat + 1) * 7_919) % (1 << 63)


BotFactory = Callable[[int], Bot]
_REGISTRY: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    """Make ``make_bot(name, seed)`` build a bot with ``factory(seed)``."""
    _REGISTRY[name] = factory


def available_bots() -> list[str]:
    """Names accepted by :func:`make_bot`.

    >>> "random" in available_bots()
    True
    """
    return sorted(_REGISTRY)


def make_bot(name: str, seed: int) -> Bot:
    """A new bot of kind ``name`` with its own random stream from ``seed``.

    Raises :class:`ValueError` naming the valid bots for an unknown name.
    """
    try:
        factory = _REGISTRY[name]
    except (KeyError, TypeError):
        valid = ", ".join(available_bots())
        raise ValueError(f"unknown bot {name!r}; available bots: {valid}") from None
    return factory(seed)


from .random import RandomBot  # noqa: E402  (needs Bot and register_bot above)

register_bot("random", RandomBot)

from .heuristic import HeuristicBot  # noqa: E402
from .heuristic.styles import STYLES, Style  # noqa: E402

register_bot("heuristic", HeuristicBot)


def _style_factory(style: Style) -> BotFactory:
    return lambda seed: HeuristicBot(seed, style)


# The heuristic's styles: each plays its own plan (heuristic/styles.py, docs/bots.md).
for _style in STYLES.values():
    register_bot(f"heuristic-{_style.name}", _style_factory(_style))

from .levels import EasyBot, ISMCTSLevelBot, MediumBot, expert_bot, hard_bot  # noqa: E402

register_bot("easy", EasyBot)
register_bot("medium", MediumBot)
register_bot("hard", hard_bot)
register_bot("expert", expert_bot)
register_bot("ismcts", ISMCTSLevelBot)
