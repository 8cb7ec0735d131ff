"""tradewinds: Puerto Rico, San Juan and Manila as fast, exact, well-typed game engines.

>>> import tradewinds
>>> game = tradewinds.new_game("puerto_rico", 4, seed=7)
>>> game.current_player in range(4)
True
"""

# First of all: serve the compiled engines if an up-to-date build exists (tradewinds.compiling).
from .compiling import compiled, install

install()

from .core.actions import Action
from .core.errors import (
    IllegalActionError,
    InvalidOptionError,
    InvalidStateError,
    UnknownActionError,
)
from .core.events import Event
from .core.game import State, available_games, load_state, new_game, replay
from .core.position import position

__all__ = [
    "Action",
    "Event",
    "IllegalActionError",
    "InvalidOptionError",
    "InvalidStateError",
    "State",
    "UnknownActionError",
    "available_games",
    "compiled",
    "load_state",
    "new_game",
    "position",
    "replay",
]
__version__ = "0.1.0"
