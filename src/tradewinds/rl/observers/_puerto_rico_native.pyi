# Types of the optional C module built from _puerto_rico_native.c (see tradewinds.rl.native).
from typing import Any

def configure(*constants: int) -> None: ...
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
