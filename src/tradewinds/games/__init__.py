"""The games tradewinds implements, one package each."""
