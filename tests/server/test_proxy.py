"""Behind a reverse proxy with TLS (``tradewinds serve --forwarded-allow-ips``): the
forwarded scheme of the configured proxy makes the identity cookie ``Secure`` and the
invite links https; the same headers from anyone else change nothing."""

from __future__ import annotations

from fastapi.testclient import TestClient
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from tests.server.test_players import ME_AND_FRIEND
from tradewinds.server.app import create_app

PROXY = "10.0.0.1"
FORWARDED = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7"}


def test_forwarded_https_is_believed_only_from_the_configured_proxy(database_url: str) -> None:
    app = create_app(database_url, allowed_hosts=["games.example.org"])
    # What uvicorn runs with --forwarded-allow-ips 10.0.0.1.
    behind = ProxyHeadersMiddleware(app, trusted_hosts=PROXY)
    base = "http://games.example.org"
    spec = {"game": "san_juan", "players": 2, "seats": ME_AND_FRIEND}
    with TestClient(behind, base_url=base, client=(PROXY, 40000)) as proxied:
        page = proxied.get("/", headers=FORWARDED)
        assert "secure" in page.headers["set-cookie"].lower()
        # The browser's page is https://games.example.org: its Origin is accepted.
        created = proxied.post(
            "/api/games", json=spec, headers={**FORWARDED, "Origin": "https://games.example.org"}
        )
        assert created.status_code == 201, created.text
        assert all(
            s["url"].startswith("https://games.example.org/games/") for s in created.json()["seats"]
        )
    with TestClient(behind, base_url=base, client=("198.51.100.9", 40000)) as direct:
        page = direct.get("/", headers=FORWARDED)
        assert "secure" not in page.headers["set-cookie"].lower()
        created = direct.post("/api/games", json=spec, headers=FORWARDED)
        assert all(
            s["url"].startswith("http://games.example.org/games/") for s in created.json()["seats"]
        )
