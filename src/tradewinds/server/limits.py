"""The limits that keep one client from exhausting the server (``docs/web.md``, "Limits").

* every WebSocket's outgoing queue holds at most :attr:`Limits.queue_bytes`: a client that
  falls behind is closed with :data:`CLOSE_TOO_SLOW` (it reconnects and syncs) instead of
  growing the server's memory;
* WebSockets per client address and in total are capped (:data:`CLOSE_TRY_LATER`);
* HTTP requests and game creations are rate-limited per client address (429 with
  ``Retry-After``), and so are unfinished games with bots;
* request bodies are read chunk by chunk and abandoned at the size limit (413);
* cross-site requests are refused: ``Host`` must be an allowed host and ``Origin``, when a
  browser sends one, too.

The client address is the socket's peer: forwarded headers are not trusted (uvicorn puts
the forwarded address there only for the proxy named by ``--forwarded-allow-ips``).
"""

from __future__ import annotations

import asyncio
import json
import math
import time
from collections import Counter, deque
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from limits import RateLimitItem, parse_many
from limits.aio.storage import MemoryStorage
from limits.aio.strategies import MovingWindowRateLimiter, SlidingWindowCounterRateLimiter
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

# WebSocket close codes the browser client knows (web/src/socket.ts).
CLOSE_TOO_SLOW = 4408  # the connection fell behind its outgoing queue: reconnect, then sync
CLOSE_TRY_LATER = 1013  # too many connections or requests: reconnect after a while
CLOSE_WAIT = 10.0  # seconds to get the close frame of a slow connection out


@dataclass(frozen=True)
class Limits:
    """Every configurable limit; the defaults suit a real user and the test suite."""

    queue_bytes: int = 1024 * 1024  # outgoing frames waiting on one WebSocket
    connections: int = 1024  # WebSockets open at once, in total
    connections_per_address: int = 32  # ... from one client address
    request_rate: str = "2000/10 seconds"  # HTTP requests (and WebSocket opens) per address
    create_rate: str = "30/minute"  # POST /api/games per address
    bot_games_per_address: int = 20  # unfinished games with bots created from one address

    def __post_init__(self) -> None:
        for name in ("queue_bytes", "connections", "connections_per_address"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if self.bot_games_per_address < 0:
            raise ValueError("bot_games_per_address must be at least 0")
        parse_rate(self.request_rate)
        parse_rate(self.create_rate)


def parse_rate(text: str) -> list[RateLimitItem]:
    """``"30/minute"``, ``"2000/10 seconds"``, ``"5/second;100/hour"``, or :class:`ValueError`."""
    try:
        items = parse_many(text)
    except ValueError:
        items = []
    if not items:
        raise ValueError(f"not a rate: {text!r} (write e.g. '30/minute' or '2000/10 seconds')")
    return items


class Refusal(Exception):
    """A request refused by a limit: a status, a stable code, a message, maybe a wait."""

    def __init__(self, status: int, code: str, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after

    def response(self) -> JSONResponse:
        headers = {} if self.retry_after is None else {"Retry-After": str(self.retry_after)}
        body = {"error": {"code": self.code, "message": self.message}}
        return JSONResponse(body, status_code=self.status, headers=headers)


def client_address(scope: Scope) -> str:
    """The socket peer's address (``X-Forwarded-For`` only through uvicorn's trusted proxy)."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


# ------------------------------------------------------------------ outgoing queue
@dataclass
class QueueStats:
    """What the outgoing queues of one app went through (tests, logs)."""

    peak_bytes: int = 0  # the most bytes one queue ever held
    overflows: int = 0  # connections closed for falling behind


class Outbox:
    """The frames waiting to be written to one WebSocket: at most ``limit`` bytes.

    A frame that finds the queue already holding ``limit`` bytes means the client has
    fallen behind: the queue is emptied, :attr:`overflowed` is set and ``on_overflow``
    called (the writer then closes the connection with :data:`CLOSE_TOO_SLOW`). So a
    queue holds at most ``limit`` bytes and one frame (a long game's state frame may be
    larger than a small limit)."""

    def __init__(self, limit: int = Limits.queue_bytes, stats: QueueStats | None = None) -> None:
        self.limit = limit
        self.stats = stats or QueueStats()
        self.overflowed = False
        self.closed = False
        self.on_overflow: Callable[[], object] | None = None
        self._frames: deque[str] = deque()
        self._bytes = 0
        self._ready = asyncio.Event()

    def __len__(self) -> int:
        return len(self._frames)

    @property
    def queued_bytes(self) -> int:
        return self._bytes

    def put(self, frame: Mapping[str, Any] | str) -> None:
        if self.closed:
            return
        text = frame if isinstance(frame, str) else json.dumps(frame)
        if self._bytes >= self.limit:
            self.overflowed = self.closed = True
            self._frames.clear()
            self._bytes = 0
            self._ready.set()
            self.stats.overflows += 1
            if self.on_overflow is not None:
                self.on_overflow()
            return
        self._frames.append(text)
        self._bytes += len(text)
        self.stats.peak_bytes = max(self.stats.peak_bytes, self._bytes)
        self._ready.set()

    def close(self) -> None:
        """No more frames: the writer stops once the queued ones are written."""
        self.closed = True
        self._ready.set()

    async def get(self) -> str | None:
        """The next frame, or ``None`` once closed and empty."""
        while not self._frames:
            if self.closed:
                return None
            self._ready.clear()
            await self._ready.wait()
        text = self._frames.popleft()
        self._bytes -= len(text)
        return text


async def write_frames(websocket: WebSocket, outbox: Outbox) -> None:
    """Write the outbox's frames in order until it is closed; run as the connection's
    writer task. If the outbox overflows, the task is cancelled (it may be waiting for a
    client that does not read) and the connection closed with :data:`CLOSE_TOO_SLOW`."""
    task = asyncio.current_task()
    assert task is not None
    outbox.on_overflow = task.cancel
    try:
        while (text := await outbox.get()) is not None:
            await websocket.send_text(text)
    except asyncio.CancelledError:
        if not outbox.overflowed:
            raise
        task.uncancel()
    except (WebSocketDisconnect, RuntimeError, OSError):
        return
    if outbox.overflowed:
        # Waits while the client reads nothing: give up after a while (the queue's memory
        # is already freed).
        with suppress(TimeoutError, WebSocketDisconnect, RuntimeError, OSError):
            await asyncio.wait_for(
                websocket.close(CLOSE_TOO_SLOW, "too slow: reconnect and sync"), CLOSE_WAIT
            )


# -------------------------------------------------------------- request bodies
async def read_body(request: Request, limit: int) -> bytes | None:
    """The request's body, read chunk by chunk; ``None`` as soon as it passes ``limit``
    bytes (the rest is never read, so a chunked body costs at most ``limit`` bytes)."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


# -------------------------------------------------------------- per-key locks
class _Held:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class KeyedLocks:
    """One lock per key, kept only while someone holds or waits for it (a lock per game id
    ever asked for would grow with every unknown id a client tries)."""

    def __init__(self) -> None:
        self._held: dict[str, _Held] = {}

    def __len__(self) -> int:
        return len(self._held)

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        held = self._held.get(key)
        if held is None:
            held = self._held[key] = _Held()
        held.users += 1
        try:
            async with held.lock:
                yield
        finally:
            held.users -= 1
            if held.users == 0:
                del self._held[key]


# -------------------------------------------------------------- allowed hosts
def _split_host(text: str, default_port: int | None) -> tuple[str, int | None] | None:
    """``"Host:8000"`` → ``("host", 8000)``; ``"[::1]"`` → ``("::1", default_port)``;
    ``None`` for anything else (a user part, a path, spaces)."""
    if not text or any(c in text for c in "@/?#\\%") or any(c.isspace() for c in text):
        return None
    try:
        parts = urlsplit(f"//{text.strip()}")
        port = parts.port
    except ValueError:
        return None
    host = (parts.hostname or "").rstrip(".")
    if not host:
        return None
    return host, default_port if port is None else port


def default_port(scheme: str) -> int:
    return 443 if scheme in ("https", "wss") else 80


class AllowedHosts:
    """The hosts the server answers to, as ``name`` (any port) or ``name:port``; ``*``
    allows any. ``None``: any ``Host``, and an ``Origin`` must then equal the ``Host``."""

    def __init__(self, hosts: Iterable[str] | None) -> None:
        self.any_host = hosts is None
        self._hosts: list[tuple[str, int | None]] = []
        for entry in hosts or ():
            if entry.strip() == "*":
                self.any_host = True
                continue
            split = _split_host(entry, None)
            if split is None:
                raise ValueError(f"not a host name: {entry!r}")
            self._hosts.append(split)

    def _listed(self, host: tuple[str, int | None]) -> bool:
        return any(h == host[0] and p in (None, host[1]) for h, p in self._hosts)

    def host_ok(self, header: str | None, scheme: str) -> bool:
        if self.any_host:
            return True
        split = _split_host(header or "", default_port(scheme))
        return split is not None and self._listed(split)

    def origin_ok(self, origin: str, host_header: str | None, scheme: str) -> bool:
        """A browser's ``Origin``: one of the allowed hosts, or this very ``Host``."""
        parts = urlsplit(origin.strip())
        if parts.scheme not in ("http", "https") or not parts.netloc:
            return False  # "null" (a sandboxed page, a file) and anything odd
        split = _split_host(parts.netloc, default_port(parts.scheme))
        if split is None:
            return False
        same = _split_host(host_header or "", default_port(scheme))
        if split == same and self.host_ok(host_header, scheme):
            return True
        return not self.any_host and self._listed(split)


def default_allowed_hosts(host: str, port: int) -> list[str]:
    """The listening address and the localhost forms, on ``port``; on a wildcard address
    (``0.0.0.0``, ``::``) also this machine's names and addresses."""
    import socket

    names = {host, "localhost", "127.0.0.1", "::1"}
    if host in ("", "0.0.0.0", "::"):
        names.discard(host)
        try:
            hostname = socket.gethostname()
            names |= {hostname, socket.getfqdn()}
            names |= {str(info[4][0]) for info in socket.getaddrinfo(hostname, None)}
        except OSError:
            pass
    hosts = {f"[{n}]:{port}" if ":" in n else f"{n}:{port}" for n in names if n}
    return sorted(h for h in hosts if _split_host(h, None) is not None)  # no "fe80::1%eth0"


# ------------------------------------------------------------------- rates
class RateLimit:
    """Hits per key (a client address) within the windows of a rate such as
    ``"30/minute"``: sliding-window counters of the ``limits`` library, in memory."""

    def __init__(self, rate: str, *, exact: bool = False) -> None:
        self.items = parse_rate(rate)
        # The sliding-window counter keeps two numbers per key but weighs the previous
        # window's hits down, so near a window's edge a few more may pass; ``exact``
        # (a moving window: one timestamp per hit allowed) suits small limits such as
        # logins, where one more guess matters.
        strategy = MovingWindowRateLimiter if exact else SlidingWindowCounterRateLimiter
        self.limiter: MovingWindowRateLimiter | SlidingWindowCounterRateLimiter = strategy(
            MemoryStorage()
        )

    async def hit(self, key: str) -> int | None:
        """Count one hit; ``None`` if allowed, else the seconds to wait."""
        for item in self.items:
            if not await self.limiter.hit(item, key):
                stats = await self.limiter.get_window_stats(item, key)
                return max(1, math.ceil(stats.reset_time - time.time()))
        return None


class Gate:
    """The limits of one app: connection counts, rates, games with bots per address."""

    def __init__(
        self,
        limits: Limits,
        allowed_hosts: Sequence[str] | None,
        running: Callable[[str], bool],
    ) -> None:
        self.limits = limits
        self.hosts = AllowedHosts(allowed_hosts)
        self.requests = RateLimit(limits.request_rate)
        self.creations = RateLimit(limits.create_rate, exact=True)
        self._running = running  # is this game id unfinished?
        self.connections: Counter[str] = Counter()
        self.total_connections = 0
        self.queues = QueueStats()
        self._bot_games: dict[str, set[str]] = {}
        self._reserved: Counter[str] = Counter()

    # ----------------------------------------------------------- WebSockets
    def outbox(self) -> Outbox:
        return Outbox(self.limits.queue_bytes, self.queues)

    def connect(self, address: str) -> str | None:
        """Take a connection slot for ``address``; the reason if none is free."""
        if self.total_connections >= self.limits.connections:
            return "the server has too many connections"
        if self.connections[address] >= self.limits.connections_per_address:
            return "too many connections from your address"
        self.connections[address] += 1
        self.total_connections += 1
        return None

    def disconnect(self, address: str) -> None:
        self.total_connections -= 1
        self.connections[address] -= 1
        if self.connections[address] <= 0:
            del self.connections[address]

    # ------------------------------------------------------------ creating
    def _bot_games_of(self, address: str) -> set[str]:
        games = self._bot_games.get(address, set())
        games = {g for g in games if self._running(g)}  # finished ones free their place
        if games:
            self._bot_games[address] = games
        else:
            self._bot_games.pop(address, None)
        return games

    @asynccontextmanager
    async def creating(
        self, address: str, spec: Mapping[str, Any]
    ) -> AsyncIterator[Callable[[str], None]]:
        """Admit one game creation from ``address`` (or raise :class:`Refusal`); yields
        ``keep(game_id)`` to call once the game exists."""
        wait = await self.creations.hit(address)
        if wait is not None:
            raise Refusal(
                429,
                "rate_limited",
                f"too many games created from your address: try again in {wait} s",
                wait,
            )
        seats = spec.get("seats")
        bots = isinstance(seats, list) and any(
            isinstance(s, dict) and s.get("kind") == "bot" for s in seats
        )
        if not bots:
            yield lambda game_id: None
            return
        cap = self.limits.bot_games_per_address
        if len(self._bot_games_of(address)) + self._reserved[address] >= cap:
            raise Refusal(
                429,
                "too_many_games",
                f"your address already has {cap} unfinished games with bots on this server: "
                "finish one first",
                60,
            )
        self._reserved[address] += 1
        try:
            yield lambda game_id: self._bot_games.setdefault(address, set()).add(game_id)
        finally:
            self._reserved[address] -= 1
            if self._reserved[address] <= 0:
                del self._reserved[address]


# ---------------------------------------------------------------- middleware
# The health and readiness probes (docs/deploy.md): answered whatever the Host, since a
# proxy probes each server by its own address; they say nothing but up or down.
PROBES = frozenset({"/healthz", "/readyz"})


class GateMiddleware:
    """ASGI middleware: the request rate, allowed hosts and origins, WebSocket caps."""

    def __init__(self, app: ASGIApp, gate: Gate) -> None:
        self.app = app
        self.gate = gate

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        address = client_address(scope)
        refusal = await self._check(scope, address)
        if scope["type"] == "http":
            if refusal is not None:
                await refusal.response()(scope, receive, send)
            else:
                await self.app(scope, receive, send)
            return
        if refusal is not None and refusal.status in (400, 403):
            # A cross-site page opening a socket: refused before the handshake (403).
            await send({"type": "websocket.close", "code": 1008, "reason": refusal.message})
            return
        reason = refusal.message if refusal is not None else self.gate.connect(address)
        if reason is not None:
            await _try_later(receive, send, reason)
            return
        try:
            await self.app(scope, receive, send)
        finally:
            self.gate.disconnect(address)

    async def _check(self, scope: Scope, address: str) -> Refusal | None:
        wait = await self.gate.requests.hit(address)
        if wait is not None:
            return Refusal(429, "rate_limited", f"too many requests: try again in {wait} s", wait)
        if scope["type"] == "http" and scope["path"] in PROBES:
            return None  # a proxy's or orchestrator's probe names its own Host
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host")
        scheme = str(scope.get("scheme", "http"))
        hosts = self.gate.hosts
        if not hosts.host_ok(host, scheme):
            return Refusal(
                400,
                "bad_host",
                f"this server does not answer to the host {host!r} "
                "(the server's operator can allow it: tradewinds serve --allowed-host)",
            )
        origin = headers.get("origin")
        if origin is not None and not hosts.origin_ok(origin, host, scheme):
            return Refusal(
                403,
                "cross_site",
                f"a request from the page of another site ({origin[:100]!r}) is refused",
            )
        return None


async def _try_later(receive: Receive, send: Send, reason: str) -> None:
    """Accept the socket only to close it at once with :data:`CLOSE_TRY_LATER`: a browser
    sees this code (not a refused handshake's) and waits before reconnecting."""
    message: Message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": CLOSE_TRY_LATER, "reason": reason})
