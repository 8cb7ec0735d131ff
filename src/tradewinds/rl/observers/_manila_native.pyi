# Types of the optional C module built from _manila_native.c (see tradewinds.rl.native).
from typing import Any

def configure(*constants: Any) -> None: ...
def tensor(
    state: Any, players: int, seat: int, raw_size: int, order: bytes, scale: bytes, /
) -> bytearray | None: ...
def floats(
    state: Any,
    players: int,
    seat: int,
    raw_size: int,
    order: bytes,
    rows: bytes,
    table: list[float],
    /,
) -> list[float] | None: ...
