"""Playing tournament games as Ray tasks (the optional extra ``tradewinds[ray]``).

Ray is imported only here and only when this backend is used, so the package and the
local process pool work without it. Games go out in chunks (:func:`chunk_size` of the
cluster's CPUs), one Ray task per chunk; a task whose worker process dies (killed, out
of memory, a node lost) is retried by Ray, and its games come back once, when the task
finishes, so no game is lost or counted twice.

Where Ray runs: ``address`` (``--address``), else the ``RAY_ADDRESS`` environment
variable as Ray users expect, else a local Ray started for the tournament with
``workers`` CPUs and stopped after it. A Ray already initialised in this process (a
notebook, a test) is used as it is and left running.

Workers on other machines must have the same version of tradewinds installed (and any
bot plug-in): a task names the function that plays the games, it does not carry its code.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .tournament import GameResult, GameSpec, _play_chunk, chunk_size

if TYPE_CHECKING:
    from types import ModuleType

INSTALL_HINT = "pip install 'tradewinds[ray]'"
TASK_NAME = "tradewinds-games"
"""The name of the tasks (a worker running one is titled ``ray::tradewinds-games``)."""
MAX_RETRIES = 5
"""How many times Ray plays a chunk again after losing the worker running it."""
CONNECT_TIMEOUT_S = 5.0


class RayBackendError(RuntimeError):
    """Ray is missing, unreachable or failed: the message says what to do."""


def import_ray() -> ModuleType:
    """The ``ray`` module, or :class:`RayBackendError` naming the extra to install."""
    try:
        import ray
    except ImportError:
        raise RayBackendError(f"--backend ray needs Ray: {INSTALL_HINT}") from None
    return ray


def cluster_address(address: str | None) -> str | None:
    """The cluster to join: ``address``, else ``$RAY_ADDRESS``, else ``None`` (start one)."""
    if address is None:
        address = os.environ.get("RAY_ADDRESS") or None
    return None if address is None else address.strip()


def check_address(address: str) -> None:
    """Refuse at once an address Ray would wait minutes on (an unreachable ``host:port``).

    ``auto`` (the cluster ``ray start`` left on this machine) and ``ray://`` (Ray Client)
    are left to Ray, which answers those quickly.

    >>> try:
    ...     check_address("nonsense")
    ... except RayBackendError as exc:
    ...     print(exc)
    --address 'nonsense': give HOST:PORT of a Ray head node, auto, or ray://HOST:PORT
    """
    if address == "auto" or address.startswith("ray://"):
        return
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise RayBackendError(
            f"--address {address!r}: give HOST:PORT of a Ray head node, auto, or ray://HOST:PORT"
        )
    try:
        with socket.create_connection((host.strip("[]"), int(port)), CONNECT_TIMEOUT_S):
            pass
    except OSError as exc:
        reason = exc.strerror or str(exc) or type(exc).__name__
        raise RayBackendError(f"cannot reach a Ray cluster at {address}: {reason}") from None


def start(ray: ModuleType, address: str | None, workers: int) -> bool:
    """Connect to or start Ray; whether it was started here (and must be shut down)."""
    if address is not None:
        check_address(address)
    if ray.is_initialized():
        return False
    settings: dict[str, Any] = {
        "include_dashboard": False,
        "log_to_driver": False,
        "logging_level": logging.ERROR,
    }
    try:
        if address is None:
            # "local": a new Ray of our own, even where `ray start` left a cluster that
            # ray.init() would otherwise join (the user did not ask for that one).
            ray.init(address="local", num_cpus=workers, **settings)
        else:
            ray.init(address=address, **settings)
    except (ValueError, ConnectionError, RuntimeError, TimeoutError) as exc:
        where = "start a local Ray" if address is None else f"connect to Ray at {address}"
        raise RayBackendError(f"cannot {where}: {exc}") from None
    except SystemExit:
        # Ray exits the process when the cluster stops answering while it connects.
        raise RayBackendError(f"cannot connect to Ray at {address}: no answer") from None
    return True


def cpus(ray: ModuleType, default: int) -> int:
    """The CPUs of the Ray cluster (what the games can use at once)."""
    return max(1, int(ray.cluster_resources().get("CPU", default)))


def play_on_ray(
    specs: Sequence[GameSpec],
    game: str,
    options: Mapping[str, Any],
    *,
    workers: int,
    address: str | None = None,
    started: Callable[[int], None] | None = None,
) -> Iterator[GameResult]:
    """Play ``specs`` as Ray tasks; each result as its task finishes (any order).

    ``started`` is called with the number of CPUs once the tasks are submitted.
    """
    ray = import_ray()
    owned = start(ray, cluster_address(address), workers)
    try:
        used = cpus(ray, workers)
        total = len(specs)
        size = chunk_size(total, used)
        task = ray.remote(_play_chunk).options(
            name=TASK_NAME, num_cpus=1, max_retries=MAX_RETRIES, retry_exceptions=False
        )
        pending = [
            task.remote(list(specs[i : i + size]), game, dict(options))
            for i in range(0, total, size)
        ]
        if started is not None:
            started(used)
        try:
            while pending:
                ready, pending = ray.wait(pending, num_returns=1)
                try:
                    chunk: list[GameResult] = ray.get(ready[0])
                except ray.exceptions.RayError as exc:
                    raise RayBackendError(f"Ray could not play a chunk of games: {exc}") from None
                yield from chunk
        finally:
            for ref in pending:
                ray.cancel(ref, force=True)
    finally:
        if owned:
            ray.shutdown()
