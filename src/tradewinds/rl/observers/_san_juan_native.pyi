# Types of the optional C module built from _san_juan_native.c (see tradewinds.rl.native).
from typing import Any

def configure(
    nk: int,
    num_roles: int,
    num_tiles: int,
    num_phases: int,
    ph_over: int,
    ph_produce: int,
    ph_sell: int,
    ph_keep: int,
    trader: int,
    num_counts: int,
    /,
) -> None: ...
def tensor(
    state: Any,
    players: int,
    seat: int,
    config: int,
    raw_size: int,
    orders: tuple[bytes, ...],
    scale: bytes,
    /,
) -> bytearray | None: ...
def floats(
    state: Any,
    players: int,
    seat: int,
    config: int,
    raw_size: int,
    orders: tuple[bytes, ...],
    rows: bytes,
    table: list[float],
    /,
) -> list[float] | None: ...
