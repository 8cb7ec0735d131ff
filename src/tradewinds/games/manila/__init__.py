"""Manila: the voyage game for 3-5 players."""

from . import game as _game  # noqa: F401  (registers the game)
from .positions import position

__all__ = ["position"]
