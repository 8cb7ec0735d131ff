"""Reinforcement learning: observations, and adapters to Gymnasium, PettingZoo and OpenSpiel.

The observers (:func:`make_observer`) need only numpy; the adapters need the ``[rl]`` extra
(``pip install 'tradewinds[rl]'``):

* ``import tradewinds.rl`` registers the Gymnasium environments ``tradewinds/PuertoRico-v0``,
  ``tradewinds/SanJuan-v0`` and ``tradewinds/Manila-v0`` (:mod:`tradewinds.rl.gym_env`)
  when Gymnasium is installed;
* :func:`tradewinds.rl.pettingzoo.env` builds a PettingZoo AEC environment;
* ``import tradewinds.rl.openspiel`` registers the OpenSpiel games
  ``python_tradewinds_puerto_rico``, ``python_tradewinds_san_juan`` and
  ``python_tradewinds_manila``.

``docs/rl.md`` describes the observations and every adapter.

>>> import tradewinds
>>> from tradewinds.rl import action_mask, make_observer
>>> state = tradewinds.new_game("san_juan", 2, seed=1)
>>> make_observer("san_juan", 2).tensor(state, 0).dtype
dtype('float32')
>>> int(action_mask(state).sum()) == len(state.legal_actions())
True
"""

from __future__ import annotations

import importlib.util

from .observer import (
    Observer,
    action_mask,
    make_observer,
    num_distinct_actions,
    returns,
    shaping,
)

__all__ = [
    "Observer",
    "action_mask",
    "make_observer",
    "num_distinct_actions",
    "returns",
    "shaping",
]

if importlib.util.find_spec("gymnasium") is not None:
    from .gym_env import register_envs

    register_envs()
