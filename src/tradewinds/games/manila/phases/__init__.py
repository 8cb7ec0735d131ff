"""The steps of a Manila voyage (rules reference §5-§13): each module holds plain
functions over the state (``st``), one module per step; ``state.py`` dispatches to them."""
