"""One mixin per role: its decisions (legal actions) and what applying them does."""
