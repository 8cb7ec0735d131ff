"""San Juan: the card game for 2-4 players."""

from . import game as _game  # noqa: F401  (registers the game)
from .positions import position

__all__ = ["position"]
