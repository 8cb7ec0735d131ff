"""Who a browser is: a player identity in a cookie, optional accounts, and the endpoints
of "My games", seats taken from the open-games list and invite links copied again.

A browser gets a random secret in an ``HttpOnly``, ``SameSite=Lax`` cookie (``Secure``
over https) on its first visit; the server stores only the secret's SHA-256, in a
*session* row that names the player. Seats a person takes are bound to the player, so the
same browser gets back into them without a link. An account (a username and a password
hashed with Argon2id) lets several browsers be one player.

Cross-site requests: every request whose ``Origin`` is not this site is refused by the
gate (``limits.GateMiddleware``); a request that changes something with the cookie alone
is also refused when the browser says it comes from another site (``Sec-Fetch-Site``),
which covers browsers that leave ``Origin`` out. ``SameSite=Lax`` keeps the cookie off
other sites' requests too.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import re
import secrets
import unicodedata
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import APIRouter, Request, Response
from starlette.requests import HTTPConnection

from .limits import RateLimit, Refusal, client_address, read_body
from .service import TOKEN_PATTERN, GameService, LiveGame, MoveError, parse_json
from .storage import PlayerRow, Storage, guest_name

COOKIE = "tw_player"
COOKIE_MAX_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie (Chrome: 400 days)
MAX_NAME = 40
USERNAME_PATTERN = re.compile(r"[A-Za-z0-9_.-]{3,32}")
MIN_PASSWORD = 8
MAX_PASSWORD = 256  # hashing a megabyte of "password" is work for nothing
LOGIN_RATE = "10/minute;50/hour"  # login attempts per address and per username
# New identities (a row each) per address: a browser needs one, a script fetching the
# lobby page in a loop must not fill the database.
IDENTITY_RATE = "200/hour"
MAX_BODY = 4 * 1024

_hasher = PasswordHasher()  # Argon2id with the library's recommended parameters


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def display_name(value: Any) -> str:
    """A player's display name from a request, or ``bad_request``."""
    if not isinstance(value, str):
        raise MoveError(422, "bad_request", "'name' must be text")
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in value):
        raise MoveError(
            422, "bad_request", "a name may not hold control characters or lone surrogates"
        )
    name = value.strip()[:MAX_NAME]
    if not name:
        raise MoveError(422, "bad_request", "a name may not be empty")
    return name


class Identities:
    """The players of one database, found from their browsers' cookies."""

    def __init__(
        self, storage: Storage, login_rate: str = LOGIN_RATE, identity_rate: str = IDENTITY_RATE
    ) -> None:
        self.storage = storage
        self.creations = RateLimit(identity_rate)
        self.logins_by_address = RateLimit(login_rate, exact=True)
        self.logins_by_username = RateLimit(login_rate, exact=True)

    @staticmethod
    def secret(connection: HTTPConnection) -> str | None:
        value = connection.cookies.get(COOKIE)
        return value if value is not None and TOKEN_PATTERN.fullmatch(value) else None

    async def current(self, connection: HTTPConnection) -> PlayerRow | None:
        """The player of this request's cookie; ``None`` without a (known) one."""
        secret = self.secret(connection)
        if secret is None:
            return None
        return await asyncio.to_thread(self.storage.player_by_secret, _digest(secret))

    async def ensure(self, request: Request, response: Response) -> PlayerRow:
        """The player of this request, made (with its cookie set on ``response``) if the
        browser has none yet; :class:`Refusal` 429 past the address's rate of new ones."""
        player = await self.current(request)
        if player is not None:
            return player
        wait = await self.creations.hit(client_address(request.scope))
        if wait is not None:
            raise Refusal(
                429,
                "rate_limited",
                f"too many new players from your address: try again in {wait} s",
                wait,
            )
        secret = secrets.token_urlsafe(32)
        player = await asyncio.to_thread(
            self.storage.create_player,
            secrets.token_urlsafe(12),
            _digest(secret),
            guest_name(),
        )
        self.set_cookie(request, response, secret)
        return player

    @staticmethod
    def set_cookie(request: Request, response: Response, secret: str) -> None:
        response.set_cookie(
            COOKIE,
            secret,
            max_age=COOKIE_MAX_AGE,
            path="/",
            httponly=True,
            samesite="lax",
            # https as the browser sees it: behind a proxy, when uvicorn trusts its
            # forwarded headers (--forwarded-allow-ips), the scope says https.
            secure=request.url.scheme == "https",
        )

    async def new_session(self, request: Request, response: Response, player_id: str) -> None:
        secret = secrets.token_urlsafe(32)
        await asyncio.to_thread(self.storage.add_session, _digest(secret), player_id)
        self.set_cookie(request, response, secret)


def same_site(request: Request) -> None:
    """Refuse a request that changes something with the cookie when the browser says it
    comes from another site (the gate already refused a foreign ``Origin``)."""
    if request.headers.get("sec-fetch-site") in ("cross-site", "same-site"):
        raise MoveError(403, "cross_site", "a request from the page of another site is refused")


async def _body(request: Request) -> dict[str, Any]:
    body = await read_body(request, MAX_BODY)  # a longer body is abandoned at the limit
    if body is None:
        raise MoveError(413, "too_large", f"a request body may hold at most {MAX_BODY} bytes")
    return parse_json(body, MAX_BODY)


def polled(request: Request, payload: dict[str, Any]) -> Response:
    """A JSON answer that the lobby polls: with an ``ETag`` (the hash of the body) and
    ``Cache-Control: no-cache``, so the browser asks again each time with
    ``If-None-Match`` and gets an empty ``304`` while nothing changed."""
    body = json.dumps(payload, separators=(",", ":")).encode()
    tag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
    headers = {"ETag": tag, "Cache-Control": "no-cache", "Vary": "Cookie"}
    if tag in (t.strip() for t in request.headers.get("if-none-match", "").split(",")):
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


def me_payload(player: PlayerRow) -> dict[str, Any]:
    return {"name": player.name, "username": player.username}


def identity_routes(service: GameService, identities: Identities) -> APIRouter:
    """The endpoints of ``docs/web.md``, "Players"."""
    router = APIRouter()
    _add_player_routes(router, service, identities)
    _add_account_routes(router, identities)
    return router


def _add_player_routes(router: APIRouter, service: GameService, identities: Identities) -> None:
    """Who I am, my games, my seat in a game, and a seat taken from the open games."""
    storage = service.storage

    async def game_or_404(game_id: str) -> LiveGame:
        live = await service.live(game_id)
        if live is None:
            raise MoveError(404, "no_such_game", f"there is no game {game_id!r}")
        return live

    @router.get("/api/me")
    async def get_me(request: Request, response: Response) -> dict[str, Any]:
        return me_payload(await identities.ensure(request, response))

    @router.patch("/api/me")
    async def patch_me(request: Request, response: Response) -> dict[str, Any]:
        same_site(request)
        body = await _body(request)
        name = display_name(body.get("name"))
        player = await identities.ensure(request, response)
        await asyncio.to_thread(storage.update_player, player.id, name=name)
        return me_payload(PlayerRow(player.id, name, player.username))

    @router.get("/api/me/games")
    async def my_games(request: Request) -> Response:
        player = await identities.current(request)
        games = await service.player_games(player.id) if player is not None else []
        return polled(request, {"games": games, "my_turn": sum(1 for g in games if g["my_turn"])})

    @router.get("/api/games/{game_id}/me")
    async def my_seat(game_id: str, request: Request) -> dict[str, Any]:
        live = await game_or_404(game_id)
        player = await identities.current(request)
        if player is None:
            return {"seat": None, "creator": False, "invites": []}
        creator = live.row.creator_id == player.id
        base = str(request.base_url).rstrip("/")
        return {
            "seat": await service.player_seat(live, player.id),
            "creator": creator,
            "invites": _open_invites(live, base) if creator else [],
        }

    @router.post("/api/games/{game_id}/seats/{seat}/take")
    async def take_seat(
        game_id: str, seat: int, request: Request, response: Response
    ) -> dict[str, Any]:
        same_site(request)
        live = await game_or_404(game_id)
        player = await identities.ensure(request, response)
        token = await service.take_seat(live, seat, player)
        return {"seat": seat, "token": token, "game": service.live_summary(live)}


def _open_invites(live: LiveGame, base: str) -> list[dict[str, Any]]:
    """The invite links of the seats nobody has joined yet (shown to the game's creator)."""
    invites: list[dict[str, Any]] = []
    for s in live.seats:
        if s.invite is not None and not s.joined:
            path = _invite(live.id, s.seat, s.invite)
            invites.append({"seat": s.seat, "invite": path, "url": base + path})
    return invites


def _add_account_routes(router: APIRouter, identities: Identities) -> None:
    """Accounts: register, log in, log out, change the password."""
    storage = identities.storage

    @router.post("/api/account/register", status_code=201)
    async def register(request: Request, response: Response) -> dict[str, Any]:
        same_site(request)
        username, password = await _credentials(request)
        player = await identities.ensure(request, response)
        if player.username is not None:
            raise MoveError(409, "has_account", "you are logged in to an account already")
        digest = await asyncio.to_thread(_hasher.hash, password)
        if not await asyncio.to_thread(
            storage.update_player, player.id, username=username, password_hash=digest
        ):
            raise MoveError(409, "username_taken", "this username is taken")
        return me_payload(PlayerRow(player.id, player.name, username))

    @router.post("/api/account/login")
    async def login(request: Request, response: Response) -> dict[str, Any]:
        same_site(request)
        username, password = await _credentials(request)
        await _count_login(identities, request, username)
        account = await asyncio.to_thread(storage.player_by_username, username)
        if not await asyncio.to_thread(_verified, account, password) or account is None:
            raise MoveError(401, "bad_login", "wrong username or password")
        await _become(identities, request, response, account)
        return me_payload(account)

    @router.post("/api/account/logout")
    async def logout(request: Request, response: Response) -> dict[str, Any]:
        same_site(request)
        player = await identities.current(request)
        secret = identities.secret(request)
        if player is not None and secret is not None:
            await asyncio.to_thread(storage.end_sessions, player.id, only=_digest(secret))
        response.delete_cookie(COOKIE, path="/")
        return {"ok": True}

    @router.post("/api/account/password")
    async def change_password(request: Request) -> dict[str, Any]:
        same_site(request)
        await _change_password(identities, request)
        return {"ok": True}


async def _credentials(request: Request) -> tuple[str, str]:
    """The username and password of a register or login request, or ``bad_request``."""
    body = await _body(request)
    username, password = body.get("username"), body.get("password")
    if not isinstance(username, str) or not USERNAME_PATTERN.fullmatch(username):
        raise MoveError(422, "bad_request", "'username': 3 to 32 letters, digits, '_', '.' or '-'")
    return username, _password(password, "password")


def _password(value: Any, field: str) -> str:
    """A password from the request, or ``bad_request``: text of a sane length that has a
    UTF-8 form (a lone surrogate has none, and hashing needs the bytes)."""
    if not isinstance(value, str) or not MIN_PASSWORD <= len(value) <= MAX_PASSWORD:
        raise MoveError(
            422, "bad_request", f"'{field}': text of {MIN_PASSWORD} to {MAX_PASSWORD} characters"
        )
    if any(unicodedata.category(c) == "Cs" for c in value):
        raise MoveError(422, "bad_request", f"'{field}' may not hold lone surrogates")
    return value


async def _count_login(identities: Identities, request: Request, username: str) -> None:
    """Counts a login attempt against its address and its username; ``rate_limited``
    past either's rate."""
    for limit, key in (
        (identities.logins_by_address, client_address(request.scope)),
        (identities.logins_by_username, username.lower()),
    ):
        wait = await limit.hit(key)
        if wait is not None:
            raise Refusal(429, "rate_limited", f"too many logins: try again in {wait} s", wait)


async def _become(
    identities: Identities, request: Request, response: Response, account: PlayerRow
) -> None:
    """This browser becomes the account's player: a guest's games go over to the account,
    and the browser's old session ends."""
    storage = identities.storage
    guest = await identities.current(request)
    if guest is not None and guest.id != account.id:
        if guest.username is None:
            await asyncio.to_thread(storage.merge_player, guest.id, account.id)
        secret = identities.secret(request)
        assert secret is not None
        await asyncio.to_thread(storage.end_sessions, guest.id, only=_digest(secret))
    if guest is None or guest.id != account.id:
        await identities.new_session(request, response, account.id)


async def _change_password(identities: Identities, request: Request) -> None:
    """Sets a logged-in account's new password, given its current one."""
    storage = identities.storage
    body = await _body(request)
    old, new = body.get("old_password"), body.get("new_password")
    player = await identities.current(request)
    if player is None or player.username is None:
        raise MoveError(401, "unauthorized", "log in to an account first")
    new = _password(new, "new_password")
    wait = await identities.logins_by_username.hit(player.username.lower())
    if wait is not None:
        raise Refusal(429, "rate_limited", f"too many tries: try again in {wait} s", wait)
    if not isinstance(old, str) or not await asyncio.to_thread(_verified, player, old):
        raise MoveError(401, "bad_login", "the current password is wrong")
    digest = await asyncio.to_thread(_hasher.hash, new)
    await asyncio.to_thread(storage.update_player, player.id, password_hash=digest)
    # Other browsers logged in with the old password are logged out.
    secret = identities.secret(request)
    assert secret is not None
    await asyncio.to_thread(storage.end_sessions, player.id, keep=_digest(secret))


@functools.cache
def _decoy() -> str:
    return _hasher.hash(secrets.token_urlsafe(16))


def _verified(player: PlayerRow | None, password: str) -> bool:
    """Whether ``password`` is the player's. An unknown username (``None``) costs the same
    hashing, so the time of the answer does not tell which usernames exist."""
    digest = player.password_hash if player is not None else None
    try:
        return _hasher.verify(digest or _decoy(), password) and digest is not None
    except (VerificationError, InvalidHashError, UnicodeEncodeError):
        return False  # (a current password with a lone surrogate cannot be anyone's)


def _invite(game_id: str, seat: int, token: str | None) -> str:
    return f"/games/{game_id}#seat={seat}&token={token}"
