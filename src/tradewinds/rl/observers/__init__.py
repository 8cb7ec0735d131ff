"""One observer per game: ``tradewinds.rl.observer.make_observer`` loads them."""
