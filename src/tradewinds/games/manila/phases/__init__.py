"""The steps of a Manila voyage, one mixin each (rules reference §5-§13)."""
