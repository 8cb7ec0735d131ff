"""Learned evaluation: a small policy/value network over the seats' observations
(:mod:`~tradewinds.bots.learned.network`, numpy only), trained by self-play on the CPU
(:mod:`~tradewinds.bots.learned.training`, ``tradewinds train``) and played by
:class:`~tradewinds.bots.learned.bot.PolicyBot`. Needs numpy (the ``rl`` extra)."""

from .bot import PolicyBot
from .network import Network, NetworkFormatError

__all__ = ["Network", "NetworkFormatError", "PolicyBot"]
