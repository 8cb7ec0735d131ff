"""The ``tradewinds`` command line: play, simulate, replay, bench and list games.

The entry point is :func:`tradewinds.cli.app.main`.
"""
