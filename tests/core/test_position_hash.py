"""``position_hash``: the digest the web app stores with every move."""

from __future__ import annotations

import tradewinds


def test_position_hash_follows_the_position_not_the_log() -> None:
    for game, players in (("puerto_rico", 4), ("san_juan", 3), ("manila", 3)):
        state = tradewinds.new_game(game, players, seed=5)
        twin = tradewinds.new_game(game, players, seed=5)
        assert state.position_hash() == twin.position_hash()
        before = state.position_hash()
        state.apply(state.legal_actions()[0])
        assert state.position_hash() != before
        # A replay of the same moves reaches the same position, hence the same digest.
        assert tradewinds.replay(state.record()).position_hash() == state.position_hash()
        # The log is left out: dropping it changes state_hash, not position_hash.
        stripped = state.clone()
        stripped._log = None
        assert stripped.state_hash() != state.state_hash()
        assert stripped.position_hash() == state.position_hash()


def test_position_hash_leaves_the_names_out() -> None:
    # The web app renames a seat a friend takes; the stored digests must still hold.
    for game, players in (("puerto_rico", 3), ("san_juan", 2), ("manila", 4)):
        named = tradewinds.new_game(game, players, seed=9, names=[f"N{i}" for i in range(players)])
        plain = tradewinds.new_game(game, players, seed=9)
        for _ in range(5):
            named.apply(named.legal_actions()[0])
            plain.apply(plain.legal_actions()[0])
        assert named.position_hash() == plain.position_hash()
        assert named.state_hash() != plain.state_hash()  # the full state keeps them
