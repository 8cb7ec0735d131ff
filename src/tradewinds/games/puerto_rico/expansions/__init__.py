"""Puerto Rico with the deluxe expansions 1-4 (New Buildings, Nobles, Buccaneer, Festival).

A game with at least one expansion is played by :class:`state.PuertoRicoExpansionState`,
an engine of its own with a wider board layout (every building, forests, nobles). The
base game keeps its own, leaner engine (``..state.PuertoRicoState``); both share the
rules data (``..data``) and the first 141 action ids and notations.
"""
