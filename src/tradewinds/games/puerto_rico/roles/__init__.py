"""The phases of each role in a game with expansions, one mixin per role."""
