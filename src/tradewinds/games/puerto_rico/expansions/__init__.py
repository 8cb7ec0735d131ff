"""Puerto Rico with the deluxe expansions 1-4 (New Buildings, Nobles, Buccaneer, Festival).

Every game is played by :class:`state.PuertoRicoExpansionState`, the base game being the
one without expansions: its board layout holds every building, the forests and the
nobles, its action table the base game's ids first (a base game declares only those).
"""
