"""Puerto Rico: base game for 2-5 players."""

from . import game as _game  # noqa: F401  (registers the game)
from .positions import position

__all__ = ["position"]
