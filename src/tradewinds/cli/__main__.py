"""``python -m tradewinds.cli``: the same as the ``tradewinds`` command."""

from .app import main

main()
