"""The FastAPI application: pages, the JSON API and the WebSocket of every game.

The protocol is described in ``docs/web.md``; :mod:`.service` holds the game logic.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Callable, MutableMapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnect, WebSocketState

from ..i18n import LANGUAGES
from . import rules as rules_texts
from .identity import IDENTITY_RATE, LOGIN_RATE, Identities, identity_routes, polled, same_site
from .limits import (
    Gate,
    GateMiddleware,
    Limits,
    Refusal,
    client_address,
    read_body,
    write_frames,
)
from .service import (
    Connection,
    GameService,
    LiveGame,
    MoveError,
    RateLimiter,
    catalog,
    parse_json,
)
from .storage import Storage

STATIC = Path(__file__).with_name("static")
MAX_BODY = 16 * 1024  # bytes of an HTTP request body
MAX_FRAME = 4 * 1024  # bytes of a client WebSocket frame
RATE = 20.0  # client frames a second, per connection
BURST = 40
BREACHES = 5  # rate-limit breaches before the connection is closed
HELLO_TIMEOUT = 30.0
EXPIRE_OPEN_HOURS = 72.0  # unstarted games (no move, a person never came) are forgotten
EXPIRY_INTERVAL = 600.0  # seconds between two looks for them
READY_TIMEOUT_S = 2.0  # /readyz: the longest wait for the database's answer

logger = logging.getLogger("tradewinds.server")

MISSING_ASSETS = """<!doctype html><meta charset="utf-8"><title>tradewinds</title>
<p>The browser assets are not built. Run <code>pip install -e '.[web]'</code> (it builds
<code>web/</code> with npm) and start the server again.</p>"""


def _error(exc: MoveError) -> JSONResponse:
    return JSONResponse({"error": exc.payload()}, status_code=exc.status)


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer":
        raise MoveError(401, "unauthorized", "use 'Authorization: Bearer <seat token>'")
    return token.strip()


def _body_of(raw: bytes | None) -> dict[str, Any]:
    if raw is None:
        raise MoveError(413, "too_large", f"a request body may hold at most {MAX_BODY} bytes")
    return parse_json(raw, MAX_BODY) if raw.strip() else {}


async def _body(request: Request) -> dict[str, Any]:
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > MAX_BODY:
        raise MoveError(413, "too_large", f"a request body may hold at most {MAX_BODY} bytes")
    body = await read_body(request, MAX_BODY)  # a chunked body is cut off at the limit
    if body is None:
        raise MoveError(413, "too_large", f"a request body may hold at most {MAX_BODY} bytes")
    return parse_json(body, MAX_BODY)


def create_app(
    database_url: str,
    *,
    static_dir: Path = STATIC,
    rate: float = RATE,
    burst: int = BURST,
    limits: Limits | None = None,
    allowed_hosts: Sequence[str] | None = None,
    expire_open_hours: float = EXPIRE_OPEN_HOURS,
    login_rate: str = LOGIN_RATE,
    identity_rate: str = IDENTITY_RATE,
) -> FastAPI:
    """The web app over the database at ``database_url`` (migrated when it starts).

    ``limits``: the queue, connection, rate and game limits (``docs/web.md``, "Limits");
    ``allowed_hosts``: the ``Host`` names it answers to (``None``: any, and a browser's
    ``Origin`` must then be the ``Host`` itself); ``expire_open_hours``: games nobody
    started (no move, a person seat never taken) are deleted after this long (0: never);
    ``login_rate``: account logins per address and per username; ``identity_rate``: new
    player identities per address."""
    storage = Storage(database_url)
    service = GameService(storage)
    identities = Identities(storage, login_rate, identity_rate)
    lifespan = _lifespan(storage, service, expire_open_hours)
    app = FastAPI(title="tradewinds", lifespan=lifespan, docs_url="/api/docs", redoc_url=None)
    app.state.service = service
    app.state.identities = identities

    def running(game_id: str) -> bool:
        live = service._live.get(game_id)
        return live is not None and not live.over

    gate = Gate(limits or Limits(), allowed_hosts, running)
    app.state.gate = gate
    app.add_middleware(GateMiddleware, gate=gate)
    _add_error_handlers(app)
    api = _Api(service, identities, gate)
    # (The order of the routers is the order in which paths are matched.)
    app.include_router(_health_routes(service))
    app.include_router(_page_routes(static_dir, identities))
    if static_dir.is_dir():
        app.mount("/static", StaticFiles(directory=static_dir), name="static")
    app.include_router(identity_routes(service, identities))
    app.include_router(_catalog_routes())
    app.include_router(_game_routes(api))
    app.include_router(_seat_routes(api))
    app.include_router(_chat_and_replay_routes(api))
    app.include_router(_socket_routes(api, rate, burst))
    return app


def _lifespan(
    storage: Storage, service: GameService, expire_open_hours: float
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """The app's start (migrate, resume the running games, expire unstarted ones every
    :data:`EXPIRY_INTERVAL`) and its end (close every game's bots and connections)."""

    async def expire_forever() -> None:
        while True:
            try:
                await service.expire_open(expire_open_hours)
            except Exception as exc:  # the database away for a while: try again later
                logger.warning("cannot expire unstarted games: %s", type(exc).__name__)
            await asyncio.sleep(EXPIRY_INTERVAL)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(storage.migrate)
        await service.resume_all()
        if service.listener is not None:
            # Serve once the other processes' moves reach this one (or after 5 s: then
            # /readyz says it is not listening yet, and the listener keeps trying).
            await service.listener.wait_connected(5.0)
        expiry = asyncio.create_task(expire_forever()) if expire_open_hours > 0 else None
        yield
        if expiry is not None:
            expiry.cancel()
        await service.close()

    return lifespan


def _health_routes(service: GameService) -> APIRouter:
    """``/healthz``: the process answers; ``/readyz``: it can serve (its database answers
    and, on PostgreSQL, it listens to the other processes' moves). Both are cheap, open
    to anyone, and say nothing but these facts (docs/deploy.md)."""
    router = APIRouter()

    @router.get("/healthz")
    async def healthz() -> dict[str, Any]:
        return {"ok": True}

    @router.get("/readyz")
    async def readyz() -> JSONResponse:
        try:
            await asyncio.wait_for(asyncio.to_thread(service.storage.ping), READY_TIMEOUT_S)
            database = True
        except Exception:  # (its reason may name the database's address: not shown)
            database = False
        checks = {"database": database}
        if service.storage.is_postgres:
            checks["listening"] = service.listener is not None and service.listener.connected
        ready = all(checks.values())
        return JSONResponse({"ready": ready, **checks}, status_code=200 if ready else 503)

    return router


def _add_error_handlers(app: FastAPI) -> None:
    """Every refusal answers in the documented error shape (``docs/web.md``)."""

    @app.exception_handler(Refusal)
    async def _refusal(request: Request, exc: Refusal) -> JSONResponse:
        return exc.response()

    @app.exception_handler(MoveError)
    async def _move_error(request: Request, exc: MoveError) -> JSONResponse:
        return _error(exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        # A path or query value of the wrong type (``/replay/abc``): the documented error
        # shape, not FastAPI's, and without echoing the value.
        where = ", ".join(".".join(str(p) for p in e.get("loc", ())) for e in exc.errors())
        return _error(MoveError(422, "bad_request", f"invalid value: {where}"))


@dataclass(frozen=True)
class _Api:
    """What the API's routes share: the games, the players and the gate."""

    service: GameService
    identities: Identities
    gate: Gate

    async def game_or_404(self, game_id: str) -> LiveGame:
        live = await self.service.live(game_id)
        if live is None:
            raise MoveError(404, "no_such_game", f"there is no game {game_id!r}")
        return live

    async def seat_request(
        self, game_id: str, request: Request
    ) -> tuple[LiveGame, int, dict[str, Any]]:
        """A seat's request about its game: checks 1-3 of a move, then its JSON body
        (an empty body reads as ``{}``)."""
        token = GameService.check_token(_bearer(request))
        raw = await read_body(request, MAX_BODY)
        body = _body_of(raw)
        live, seat = await self.service.authenticate(game_id, token)
        await self.service.join(live, seat)
        return live, seat, body

    async def reader(self, game_id: str, token: str | None) -> tuple[LiveGame, int | None]:
        """The game and the seat of a request that may be a spectator's (no token)."""
        if token is None:
            return await self.game_or_404(game_id), None
        return await self.service.authenticate(game_id, token)


def _page_routes(static_dir: Path, identities: Identities) -> APIRouter:
    """The pages: the one-page app under each of its addresses."""
    router = APIRouter(include_in_schema=False)

    async def page(request: Request) -> Response:
        index = static_dir / "index.html"
        if index.is_file():
            response: Response = FileResponse(index, media_type="text/html")
        else:
            response = HTMLResponse(MISSING_ASSETS, status_code=503)
        # A browser's first visit gives it its player identity (docs/web.md, "Players");
        # past the address's rate of new identities, the page comes without one.
        with contextlib.suppress(Refusal):
            await identities.ensure(request, response)
        return response

    for path in ("/", "/games/{game_id}", "/games/{game_id}/replay"):
        router.add_api_route(path, page, methods=["GET"], include_in_schema=False)
    return router


def _catalog_routes() -> APIRouter:
    """What the games are: the catalog and each game's rules texts."""
    router = APIRouter()

    @router.get("/api/catalog")
    async def get_catalog() -> dict[str, Any]:
        return catalog()

    @router.get("/api/rules/{game:path}")
    async def get_rules(game: str, request: Request, lang: str | None = None) -> Response:
        # (``:path``: a name with slashes is refused here too, in the documented shape.)
        if game not in rules_texts.TABLES:
            known = ", ".join(sorted(rules_texts.TABLES))
            # Not echoed: the name is whatever the client sent.
            raise MoveError(404, "no_such_game", f"no rules for that game; there are: {known}")
        if lang is None:
            lang = rules_texts.negotiate(request.headers.get("accept-language"))
        elif lang not in LANGUAGES:
            raise MoveError(422, "bad_request", f"lang must be one of {', '.join(LANGUAGES)}")
        body, tag = rules_texts.encoded(game, lang)
        # The texts change only with a release: a day in caches, then revalidated by tag.
        headers = {"ETag": tag, "Cache-Control": "public, max-age=86400", "Vary": "Accept-Language"}
        if tag in (t.strip() for t in request.headers.get("if-none-match", "").split(",")):
            return Response(status_code=304, headers=headers)
        return Response(body, media_type="application/json", headers=headers)

    return router


def _game_routes(api: _Api) -> APIRouter:
    """The games: create one, list them, read one, and move."""
    router = APIRouter()
    service, identities = api.service, api.identities

    @router.post("/api/games", status_code=201)
    async def create_game(request: Request, response: Response) -> dict[str, Any]:
        same_site(request)
        spec = await _body(request)
        seats = spec.get("seats")
        me = isinstance(seats, list) and any(isinstance(s, dict) and s.get("me") for s in seats)
        player = (
            await identities.ensure(request, response) if me else await identities.current(request)
        )
        async with api.gate.creating(client_address(request.scope), spec) as keep:
            live, tokens = await service.create(spec, player)
            keep(live.id)
        # Whole links from the address the creator used (Host and scheme, as checked by
        # the gate and, behind a trusted proxy, as forwarded): what the friends can open.
        base = str(request.base_url).rstrip("/")
        for entry in tokens:
            entry["url"] = base + entry["invite"]
        return {"game": service.live_summary(live), "seats": tokens}

    @router.get("/api/games")
    async def list_games(request: Request, status: str | None = None) -> Response:
        if status not in (None, "open", "active", "finished", "damaged"):
            raise MoveError(422, "bad_request", "status must be open, active, finished or damaged")
        return polled(request, {"games": await service.list_games(status)})

    @router.get("/api/games/{game_id}")
    async def get_game(game_id: str) -> dict[str, Any]:
        return await service.game_summary(game_id)

    @router.get("/api/games/{game_id}/state")
    async def get_state(game_id: str, request: Request) -> dict[str, Any]:
        live, seat = await api.reader(game_id, _bearer(request))
        return service.frame(live, seat)

    @router.post("/api/games/{game_id}/moves")
    async def post_move(game_id: str, request: Request) -> dict[str, Any]:
        token = GameService.check_token(_bearer(request))
        body = await _body(request)
        return await service.submit(game_id, token, body.get("seq"), body.get("action"))

    return router


def _seat_routes(api: _Api) -> APIRouter:
    """What a seat asks besides a move: resign, take over, take back, undo, a rematch."""
    router = APIRouter()
    service = api.service

    @router.post("/api/games/{game_id}/resign")
    async def post_resign(game_id: str, request: Request) -> dict[str, Any]:
        live, seat, _ = await api.seat_request(game_id, request)
        return await service.resign(live, seat)

    @router.post("/api/games/{game_id}/takeover")
    async def post_takeover(game_id: str, request: Request) -> dict[str, Any]:
        live, seat, body = await api.seat_request(game_id, request)
        return await service.takeover(live, seat, body.get("seat"), body.get("bot"))

    @router.post("/api/games/{game_id}/takeback")
    async def post_takeback(game_id: str, request: Request) -> dict[str, Any]:
        live, seat, _ = await api.seat_request(game_id, request)
        return await service.takeback(live, seat)

    @router.post("/api/games/{game_id}/undo")
    async def post_undo(game_id: str, request: Request) -> dict[str, Any]:
        live, seat, body = await api.seat_request(game_id, request)
        return await service.undo(live, seat, body.get("seq"))

    @router.post("/api/games/{game_id}/rematch")
    async def post_rematch(game_id: str, request: Request) -> dict[str, Any]:
        live, seat, _ = await api.seat_request(game_id, request)
        answer = await service.rematch(live, seat)
        rematch = await api.game_or_404(answer["game_id"])
        token = _bearer(request)
        return {
            "game": service.live_summary(rematch),
            "invite": f"/games/{rematch.id}#seat={seat}&token={token}",
        }

    return router


def _chat_and_replay_routes(api: _Api) -> APIRouter:
    """A game's chat, and its replay step by step."""
    router = APIRouter()
    service = api.service

    @router.get("/api/games/{game_id}/chat")
    async def get_chat(game_id: str, request: Request) -> dict[str, Any]:
        live, seat = await api.reader(game_id, _bearer(request))
        return {"messages": await service.chat_history(live, seat)}

    @router.post("/api/games/{game_id}/chat")
    async def post_chat(game_id: str, request: Request) -> dict[str, Any]:
        token = _bearer(request)
        body = await _body(request)
        live, seat = await api.reader(game_id, token)
        key = f"seat{seat}" if seat is not None else client_address(request.scope)
        return await service.chat(live, seat, body.get("text"), key)

    @router.get("/api/games/{game_id}/replay")
    async def get_replay(game_id: str) -> dict[str, Any]:
        live = await api.game_or_404(game_id)
        record = service.public_record(live)
        return {"record": record, "steps": len(live.moves), "over": live.state.is_over}

    @router.get("/api/games/{game_id}/replay/{step}")
    async def get_replay_step(game_id: str, step: int) -> dict[str, Any]:
        live = await api.game_or_404(game_id)
        return await asyncio.to_thread(service.replay_frame, live, step)

    return router


def _socket_routes(api: _Api, rate: float, burst: int) -> APIRouter:
    """The WebSocket of a game: a hello, a welcome and the game's frames, then the
    client's messages under a rate limit."""
    router = APIRouter()
    service = api.service

    @router.websocket("/ws/games/{game_id}")
    async def game_socket(websocket: WebSocket, game_id: str) -> None:
        await websocket.accept()
        try:
            live, seat = await _hello(api, websocket, game_id)
        except (WebSocketDisconnect, TimeoutError):
            return
        except MoveError as exc:
            await _send_error(websocket, exc, None)
            await websocket.close(code=4000 + exc.status)
            return
        connection = Connection(seat, api.gate.outbox())
        writer = asyncio.create_task(write_frames(websocket, connection.outbox))
        chat = await service.chat_history(live, seat)
        # No await from here to the first frames: a broadcast must not reach this
        # connection before its welcome (a chat line stored meanwhile follows it).
        service.welcome_chat(live, connection, chat)
        live.connections.add(connection)
        welcome = {"type": "welcome", "seat": seat, "game": service.live_summary(live)}
        connection.send({**welcome, "chat": chat})
        connection.send(service.frame(live, seat))
        limiter = RateLimiter(rate, burst, time.monotonic)
        try:
            await _receive(api, websocket, live, connection, limiter, writer)
        except WebSocketDisconnect:
            pass
        finally:
            live.connections.discard(connection)
            connection.outbox.close()
            await writer

    return router


async def _receive(
    api: _Api,
    websocket: WebSocket,
    live: LiveGame,
    connection: Connection,
    limiter: RateLimiter,
    writer: asyncio.Task[None],
) -> None:
    """Handles a connection's messages until it goes, or breaks the rate limit
    :data:`BREACHES` times (then it is closed)."""
    breaches = 0
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect" or connection.outbox.overflowed:
            break  # (overflowed: the writer closes it as too slow)
        if not limiter.allow():
            breaches += 1
            connection.send(
                _error_frame(MoveError(429, "rate_limited", "too many messages"), _ref_of(message))
            )
            if breaches >= BREACHES:
                connection.outbox.close()
                await writer
                if not connection.outbox.overflowed:
                    await websocket.close(code=1008)
                return
            continue
        await _handle(api, live, connection, message, client_address(websocket.scope))


async def _hello(api: _Api, websocket: WebSocket, game_id: str) -> tuple[LiveGame, int | None]:
    """The game and seat a connection's first message (``hello``) asks for."""
    service = api.service
    message = await asyncio.wait_for(websocket.receive(), HELLO_TIMEOUT)
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        raise MoveError(400, "bad_request", "send JSON text frames, not binary ones")
    data = parse_json(text, MAX_FRAME)
    if data.get("type") != "hello":
        raise MoveError(400, "bad_request", "the first message must be {'type': 'hello'}")
    token = data.get("token")
    player = await api.identities.current(websocket)
    if data.get("me") is True and token is None:
        # The seat bound to this browser's player identity (its cookie).
        live = await api.game_or_404(game_id)
        mine = None if player is None else await service.player_seat(live, player.id)
        if mine is None:
            raise MoveError(403, "forbidden", "you have no seat in this game")
        return live, mine
    if token is None:
        return await api.game_or_404(game_id), None
    live, seat = await service.authenticate(game_id, token)
    await service.join(live, seat, player)
    return live, seat


async def _handle(
    api: _Api,
    live: LiveGame,
    connection: Connection,
    message: MutableMapping[str, Any],
    address: str,
) -> None:
    """One client message after the hello: its answer, or an error frame."""
    ref: Any = None
    try:
        text = message.get("text")
        if text is None:
            raise MoveError(400, "bad_request", "send JSON text frames, not binary ones")
        data = parse_json(text, MAX_FRAME)
        ref = data.get("ref")
        if ref is not None and not isinstance(ref, (str, int)):
            ref = None
        kind = data.get("type")
        if kind == "sync":
            await api.service.refresh(live)  # moves another server process stored
            connection.send(api.service.frame(live, connection.seat))
        elif kind == "ping":
            connection.send({"type": "pong", "ref": ref})
        elif kind == "hello":
            raise MoveError(400, "bad_request", "already greeted")
        else:
            answer = await _answer(api.service, live, connection.seat, kind, data, address)
            connection.send({"type": "ack", "ref": ref, **answer})
    except MoveError as exc:
        connection.send(_error_frame(exc, ref))


# The messages only a seat may send.
_SEAT_MESSAGES = ("move", "undo", "resign", "takeover", "takeback", "rematch")


async def _answer(
    service: GameService,
    live: LiveGame,
    seat: int | None,
    kind: Any,
    data: dict[str, Any],
    address: str,
) -> dict[str, Any]:
    """What the service answers to a message that is acknowledged (a move, a chat line,
    a seat's request)."""
    if kind == "chat":
        key = f"seat{seat}" if seat is not None else address
        return await service.chat(live, seat, data.get("text"), key)
    if kind not in _SEAT_MESSAGES:
        raise MoveError(400, "bad_request", f"unknown message type {kind!r}")
    if seat is None:
        raise MoveError(401, "unauthorized", f"spectators cannot {kind}")
    if kind == "move":
        return await service.play(live, seat, data.get("seq"), data.get("action"))
    if kind == "undo":
        return await service.undo(live, seat, data.get("seq"))
    if kind == "resign":
        return await service.resign(live, seat)
    if kind == "takeover":
        return await service.takeover(live, seat, data.get("seat"), data.get("bot"))
    if kind == "takeback":
        return await service.takeback(live, seat)
    return await service.rematch(live, seat)


def _error_frame(exc: MoveError, ref: Any) -> dict[str, Any]:
    return {"type": "error", "ref": ref, **exc.payload()}


def _ref_of(message: MutableMapping[str, Any]) -> Any:
    """The ``ref`` of a client frame (``None`` if it has none or is malformed), so that a
    refused message's error can be matched to it."""
    try:
        data = parse_json(message.get("text") or "", MAX_FRAME)
    except MoveError:
        return None
    ref = data.get("ref")
    return ref if isinstance(ref, (str, int)) else None


async def _send_error(websocket: WebSocket, exc: MoveError, ref: Any) -> None:
    if websocket.client_state == WebSocketState.CONNECTED:
        await websocket.send_text(json.dumps(_error_frame(exc, ref)))
