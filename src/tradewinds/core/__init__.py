"""The game-agnostic core: actions, options, RNG, records, the State contract."""
