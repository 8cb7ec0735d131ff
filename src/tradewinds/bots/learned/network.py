"""A small policy/value network evaluated with numpy alone.

The input is a seat's observation tensor (:mod:`tradewinds.rl.observer`: only what that
seat may know). Two hidden layers of rectified units feed two heads: the *policy*, one
logit per action id (illegal ids are masked out before the softmax), and the *value*, the
seat's expected share of the win (a sigmoid: 1 for a sole win, ``1/k`` for a tie of ``k``,
0 for a loss). Training (:mod:`tradewinds.bots.learned.training`) and play share this
one forward pass.

A network is tied to one configuration (game, player count, options) and to the
observer's layout at the time it was trained: :meth:`Network.load` refuses weights whose
layout digest differs from today's observer, so an observation change can never feed a
network inputs it was not trained on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ...rl.observer import Observer, make_observer, num_distinct_actions

__all__ = ["Network", "NetworkFormatError", "layout_digest"]

FloatArray = npt.NDArray[np.float32]
FORMAT = 1  # the saved file's format; a change of the arrays' meaning bumps it
_NEG = np.float32(-1e9)  # the logit of an illegal action: exp() of it is exactly 0


class NetworkFormatError(ValueError):
    """A weights file that is not a network of this configuration and observer layout."""


def layout_digest(observer: Observer) -> str:
    """A short hash of the observer's fields (names and lengths, in order)."""
    text = json.dumps([[f.name, f.length] for f in observer.fields])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass
class Network:
    """Weights ``params`` (name -> float32 array) of one configuration; see the module."""

    game: str
    players: int
    options: dict[str, Any]
    hidden: tuple[int, int]
    params: dict[str, FloatArray]
    digest: str
    meta: dict[str, Any] = field(default_factory=dict)  # training facts, for the record

    # -------------------------------------------------------------- creation
    @classmethod
    def create(
        cls,
        game: str,
        players: int,
        options: Mapping[str, Any] | None = None,
        *,
        hidden: Sequence[int] = (256, 128),
        seed: int = 0,
    ) -> Network:
        """New weights (He initialisation from ``seed``; heads start near zero so that the
        first policy is almost uniform and the first value almost 1/2)."""
        observer = make_observer(game, players, options)
        n_in, n_out = observer.size, num_distinct_actions(game, players, observer.options)
        h1, h2 = (int(h) for h in hidden)
        if min(h1, h2) < 1:
            raise ValueError(f"hidden layer sizes must be positive; got {tuple(hidden)}")
        rng = np.random.default_rng(seed)

        def he(rows: int, cols: int, gain: float = 1.0) -> FloatArray:
            w: FloatArray = (rng.standard_normal((rows, cols)) * gain * np.sqrt(2 / rows)).astype(
                np.float32
            )
            return w

        params = {
            "w1": he(n_in, h1),
            "b1": np.zeros(h1, np.float32),
            "w2": he(h1, h2),
            "b2": np.zeros(h2, np.float32),
            "wp": he(h2, n_out, 0.01),
            "bp": np.zeros(n_out, np.float32),
            "wv": he(h2, 1, 0.01),
            "bv": np.zeros(1, np.float32),
        }
        return cls(game, players, dict(observer.options), (h1, h2), params, layout_digest(observer))

    def observer(self) -> Observer:
        return make_observer(self.game, self.players, self.options)

    @property
    def num_actions(self) -> int:
        return int(self.params["bp"].shape[0])

    # -------------------------------------------------------------- evaluation
    def forward(self, x: FloatArray) -> tuple[FloatArray, FloatArray, dict[str, FloatArray]]:
        """Logits ``(B, actions)``, values ``(B,)`` and the hidden activations (for the
        gradient) of a batch of observations ``(B, inputs)``."""
        p = self.params
        z1 = x @ p["w1"] + p["b1"]
        h1 = np.maximum(z1, 0)
        z2 = h1 @ p["w2"] + p["b2"]
        h2 = np.maximum(z2, 0)
        logits = h2 @ p["wp"] + p["bp"]
        value = _sigmoid((h2 @ p["wv"] + p["bv"])[:, 0])
        return logits, value, {"x": x, "h1": h1, "h2": h2}

    def evaluate(self, x: FloatArray, mask: npt.NDArray[Any]) -> tuple[FloatArray, FloatArray]:
        """Policy probabilities over legal actions (zeros elsewhere) and values, for a
        batch of observations and their masks (``(B, actions)``, non-zero = legal)."""
        logits, value, _ = self.forward(x)
        return masked_softmax(logits, mask), value

    # -------------------------------------------------------------- files
    def save(self, path: str | Path) -> None:
        """Write the weights and what they belong to (one ``.npz``, no pickles)."""
        header = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "hidden": list(self.hidden),
            "digest": self.digest,
            "meta": self.meta,
        }
        arrays: dict[str, Any] = dict(self.params)  # (numpy's stub types **kwargs as bool)
        with open(path, "wb") as out:
            np.savez(out, header=np.array(json.dumps(header, sort_keys=True)), **arrays)

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """Weights saved by :meth:`save`; :class:`NetworkFormatError` for anything else,
        including weights trained on another observation layout."""
        try:
            with np.load(path, allow_pickle=False) as data:
                header = json.loads(str(data["header"]))
                params = {name: np.asarray(data[name], np.float32) for name in _SHAPES}
        except (OSError, KeyError, ValueError, TypeError) as exc:
            raise NetworkFormatError(f"{path}: not a tradewinds network ({exc})") from None
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            raise NetworkFormatError(f"{path}: unknown network format")
        try:
            net = cls(
                str(header["game"]),
                int(header["players"]),
                dict(header["options"]),
                (int(header["hidden"][0]), int(header["hidden"][1])),
                params,
                str(header["digest"]),
                dict(header.get("meta", {})),
            )
            observer = net.observer()
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise NetworkFormatError(f"{path}: bad header ({exc})") from None
        if layout_digest(observer) != net.digest:
            raise NetworkFormatError(
                f"{path}: trained on another observation layout of {net.game} "
                "(the observer changed since): train it again"
            )
        expected = _expected_shapes(observer.size, net.hidden, net.num_actions)
        if net.num_actions != num_distinct_actions(net.game, net.players, net.options) or any(
            params[name].shape != shape for name, shape in expected.items()
        ):
            raise NetworkFormatError(f"{path}: weights of the wrong shape for this game")
        return net


_SHAPES = ("w1", "b1", "w2", "b2", "wp", "bp", "wv", "bv")


def _expected_shapes(n_in: int, hidden: tuple[int, int], n_out: int) -> dict[str, tuple[int, ...]]:
    h1, h2 = hidden
    return {
        "w1": (n_in, h1),
        "b1": (h1,),
        "w2": (h1, h2),
        "b2": (h2,),
        "wp": (h2, n_out),
        "bp": (n_out,),
        "wv": (h2, 1),
        "bv": (1,),
    }


def _sigmoid(z: FloatArray) -> FloatArray:
    out: FloatArray = (1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))).astype(z.dtype)
    return out


def masked_softmax(logits: FloatArray, mask: npt.NDArray[Any]) -> FloatArray:
    """Softmax over the entries where ``mask`` is non-zero (rows without any: zeros), in
    the logits' precision."""
    masked = np.where(mask != 0, logits, _NEG)
    masked = masked - masked.max(axis=1, keepdims=True)
    e = np.exp(masked) * (mask != 0)
    total = e.sum(axis=1, keepdims=True)
    out: FloatArray = (e / np.where(total > 0, total, 1)).astype(logits.dtype)
    return out
