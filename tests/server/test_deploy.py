"""The deployment we ship in ``deploy/`` (docs/deploy.md): compose.yaml's three servers
and Caddy with the Caddyfile as shipped, run on this machine by ``deploy/run_native.py``
on PostgreSQL, played through the proxy's one address while a server is killed; and
what can be checked of the Dockerfile without Docker."""

from __future__ import annotations

import importlib.util
import json
import random
import re
import shutil
import subprocess
import sys
import time
import tomllib
import urllib.request
from contextlib import ExitStack
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import typer
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from tests.server.test_cluster import events_as_kept
from tests.server.test_restart import call, replayed
from tradewinds.cli.app import app
from tradewinds.server.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def load_runner() -> ModuleType:
    """``deploy/run_native.py``, which is a script beside the files it runs, not part of
    the package."""
    spec = importlib.util.spec_from_file_location("run_native", DEPLOY / "run_native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


native = load_runner()

needs_caddy = pytest.mark.skipif(
    shutil.which("caddy") is None,
    reason="Caddy is not installed (apt-get install caddy; .ci/run installs it)",
)


# ------------------------------------------------------------------ compose, read as is
def test_compose_variables_expand_as_compose_expands_them() -> None:
    env = {"SITE": "games.example.org", "EMPTY": ""}
    assert native.expand("${SITE:-localhost}", env) == "games.example.org"
    assert native.expand("${SITE:-localhost}", {}) == "localhost"
    # ":-" replaces an empty value too, "-" only a missing one.
    assert native.expand("${EMPTY:-x}|${EMPTY-x}|${NONE-x}", env) == "x||x"
    assert native.expand("$$SITE is $SITE", env) == "$SITE is games.example.org"
    assert native.expand("${SITE:+on}${NONE:+on}", env) == "on"
    with pytest.raises(native.DeploymentError, match="PASSWORD: set it"):
        native.expand("${PASSWORD:?set it}", env)


def test_the_shipped_compose_file_reads_as_its_comments_say() -> None:
    services = native.load_compose(DEPLOY / "compose.yaml", {})
    servers = sorted(s for s in services if services[s].command[:1] == ["tradewinds"])
    assert servers == ["web1", "web2", "web3"]
    web = services["web2"]  # (the YAML anchor: all three the same)
    assert native.option(web.command, "--allowed-host") == "localhost"
    assert web.environment["TRADEWINDS_DATABASE"] == (
        "postgresql+psycopg://tradewinds:tradewinds@postgres:5432/tradewinds"
    )
    assert services["caddy"].environment == {"SITE_ADDRESS": "http://localhost:8080"}
    public = native.load_compose(DEPLOY / "compose.yaml", {"SITE": "games.example.org"})
    assert native.option(public["web1"].command, "--allowed-host") == "games.example.org"
    assert public["caddy"].environment["SITE_ADDRESS"] == "games.example.org"
    check = web.healthcheck
    assert check is not None and (check.interval, check.retries, check.start_period) == (5, 3, 20)


def test_the_servers_database_url_keeps_compose_s_driver_and_takes_the_local_server() -> None:
    shipped = "postgresql+psycopg://tradewinds:tradewinds@postgres:5432/tradewinds"
    local = "postgresql://me:secret@/tw_1?host=/tmp/pg&port=54329"
    url = native.local_database_url(shipped, local)
    assert url == "postgresql+psycopg://me:secret@/tw_1?host=%2Ftmp%2Fpg&port=54329"
    assert native.libpq_environment(url) == {
        "PGHOST": "/tmp/pg",
        "PGPORT": "54329",
        "PGUSER": "me",
    }
    with pytest.raises(native.DeploymentError):
        native.local_database_url(shipped, "sqlite:///games.sqlite3")
    with pytest.raises(native.DeploymentError, match="not a database URL"):
        native.local_database_url(shipped, "nonsense")


def test_the_local_caddyfile_differs_from_the_shipped_one_in_its_upstreams_only() -> None:
    shipped = (DEPLOY / "Caddyfile").read_text()
    upstreams = native.upstreams(shipped)
    assert upstreams == ["web1:8000", "web2:8000", "web3:8000"]
    addresses = {u: f"127.0.0.1:{9001 + i}" for i, u in enumerate(upstreams)}
    local = native.local_caddyfile(shipped, addresses)
    changed = [
        (a, b) for a, b in zip(shipped.splitlines(), local.splitlines(), strict=True) if a != b
    ]
    assert changed == [
        (
            "\treverse_proxy web1:8000 web2:8000 web3:8000 {",
            "\treverse_proxy 127.0.0.1:9001 127.0.0.1:9002 127.0.0.1:9003 {",
        )
    ]
    with pytest.raises(native.DeploymentError, match="web3:8000 is no local server"):
        native.local_caddyfile(shipped, {u: a for u, a in addresses.items() if "web3" not in u})


def test_every_server_of_compose_is_an_upstream_of_the_caddyfile_on_its_port(
    tmp_path: Path,
) -> None:
    services = native.load_compose(DEPLOY / "compose.yaml", {})
    shipped = (DEPLOY / "Caddyfile").read_text()
    assert native.proxied_servers(services, shipped) == {
        f"web{n}:8000": f"web{n}" for n in (1, 2, 3)
    }
    # docs/deploy.md: "copy a webN: line ... and add webN:8000 to the reverse_proxy line";
    # half of it is refused before anything starts.
    compose = (
        (DEPLOY / "compose.yaml")
        .read_text()
        .replace("  web3: *web\n", "  web3: *web\n  web4: *web\n")
    )
    (tmp_path / "compose.yaml").write_text(compose)
    more = native.load_compose(tmp_path / "compose.yaml", {})
    with pytest.raises(native.DeploymentError, match="differ"):
        native.proxied_servers(more, shipped)
    both = shipped.replace("web3:8000 {", "web3:8000 web4:8000 {")
    assert native.proxied_servers(more, both)["web4:8000"] == "web4"
    with pytest.raises(native.DeploymentError, match="does not listen on web4:8001's port"):
        native.proxied_servers(more, both.replace("web4:8000", "web4:8001"))


def test_a_server_s_command_and_healthcheck_as_they_run_here() -> None:
    web = native.load_compose(DEPLOY / "compose.yaml", {})["web1"]
    command = native.local_command(web.command, 9001)
    # Only the program, the interface and the port differ from compose's command.
    assert command[:3] == [sys.executable, "-m", "tradewinds.cli"]
    shipped = dict(zip(web.command[2::2], web.command[3::2], strict=True))
    here = dict(zip(command[4::2], command[5::2], strict=True))
    assert here == {**shipped, "--host": "127.0.0.1", "--port": "9001"}
    assert web.healthcheck is not None
    check = native.local_healthcheck(web.healthcheck.test, "8000", 9001)
    assert check[0] == sys.executable
    assert "http://127.0.0.1:9001/readyz" in check[2]
    assert check[1:] == [w.replace(":8000/", ":9001/") for w in web.healthcheck.test[1:]]


@needs_caddy
def test_caddy_reads_the_local_caddyfile_with_the_shipped_directives(tmp_path: Path) -> None:
    """What Caddy makes of the copy: the shipped balancing, health checks and retries."""
    shipped = (DEPLOY / "Caddyfile").read_text()
    addresses = {u: f"127.0.0.1:{9001 + i}" for i, u in enumerate(native.upstreams(shipped))}
    path = tmp_path / "Caddyfile"
    path.write_text(native.local_caddyfile(shipped, addresses))
    adapted = subprocess.run(
        ["caddy", "adapt", "--config", str(path), "--adapter", "caddyfile"],
        env={"SITE_ADDRESS": "http://localhost:8080", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    )
    handler = find_proxy(json.loads(adapted.stdout))
    assert handler["load_balancing"] == {
        "selection_policy": {"policy": "least_conn"},
        "try_duration": 5 * 10**9,
    }
    assert handler["health_checks"]["active"] == {
        "interval": 2 * 10**9,
        "timeout": 3 * 10**9,
        "uri": "/readyz",
    }
    assert handler["health_checks"]["passive"] == {"fail_duration": 10 * 10**9}
    assert [u["dial"] for u in handler["upstreams"]] == list(addresses.values())


def find_proxy(config: Any) -> dict[str, Any]:
    """The ``reverse_proxy`` handler of an adapted Caddy configuration."""
    if isinstance(config, dict):
        if config.get("handler") == "reverse_proxy":
            return config
        values: list[Any] = list(config.values())
    else:
        values = list(config) if isinstance(config, list) else []
    for value in values:
        try:
            return find_proxy(value)
        except LookupError:
            continue
    raise LookupError("no reverse_proxy handler")


# --------------------------------------------------------------- the Dockerfile, without Docker
DOCKERFILE = (DEPLOY / "Dockerfile").read_text()


def dockerignored(path: str, patterns: list[str]) -> bool:
    """Whether Docker leaves ``path`` (relative to the context) out of the build context:
    the last pattern that matches the path or a folder above it decides, ``!`` keeps."""
    ignored = False
    for pattern in patterns:
        keep = pattern.startswith("!")
        glob = pattern.removeprefix("!").strip("/")
        regex = "".join(
            ".*"
            if part == "**"
            else "[^/]*"
            if part == "*"
            else "[^/]"
            if part == "?"
            else re.escape(part)
            for part in re.split(r"(\*\*|\*|\?)", glob)
        )
        parts = path.split("/")
        if any(re.fullmatch(regex, "/".join(parts[:n])) for n in range(1, len(parts) + 1)):
            ignored = not keep
    return ignored


def test_the_image_s_build_context_has_what_pip_builds_from_and_nothing_built_here() -> None:
    build = native.yaml.safe_load((DEPLOY / "compose.yaml").read_text())["x-web"]["build"]
    context = (DEPLOY / build["context"]).resolve()
    assert context == ROOT and (context / build["dockerfile"]).resolve() == DEPLOY / "Dockerfile"
    # BuildKit reads <Dockerfile>.dockerignore beside the Dockerfile.
    patterns = [
        line.strip()
        for line in (DEPLOY / "Dockerfile.dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    copies = re.findall(r"^COPY\s+(\S+)\s+(\S+)$", DOCKERFILE, re.MULTILINE)
    assert copies == [(".", "/src")]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    needed = ["pyproject.toml", "hatch_build.py", pyproject["project"]["readme"]]
    needed += ["web/package.json", "web/package-lock.json", "web/build.mjs"]
    needed += [str(p.relative_to(ROOT)) for p in (ROOT / "web" / "src").rglob("*.ts")]
    needed += [
        str(p.relative_to(ROOT))
        for p in (ROOT / "src" / "tradewinds").rglob("*")
        if p.suffix in (".py", ".ftl", ".json") and "_compiled" not in p.parts
    ]
    for path in needed:
        assert (ROOT / path).is_file(), path
        assert not dockerignored(path, patterns), path
    # What this checkout built stays out: the image builds its own bundle and engines.
    for built in (
        ".git/HEAD",
        ".venv/bin/python",
        "web/node_modules/esbuild/package.json",
        "src/tradewinds/server/static/app.js",
        "src/tradewinds/_compiled/x.so",
        "src/tradewinds/core/__pycache__/x.pyc",
    ):
        assert dockerignored(built, patterns), built


def test_the_image_installs_extras_that_exist_on_a_python_the_package_supports() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    installs = re.findall(r'pip install [^"]*"/src\[([^\]]*)\]"', DOCKERFILE)
    assert installs == ["web"]
    assert set(installs[0].split(",")) <= set(pyproject["project"]["optional-dependencies"])
    image = re.search(r"^FROM python:(\d+)\.(\d+)-slim-(\w+)$", DOCKERFILE, re.MULTILINE)
    assert image is not None, "the base image names its Python and its Debian release"
    least = re.fullmatch(r">=\s*(\d+)\.(\d+)", pyproject["project"]["requires-python"])
    assert least is not None
    assert (int(image[1]), int(image[2])) >= (int(least[1]), int(least[2]))


# Debian's nodejs of each release: the image installs it with apt-get.
DEBIAN_NODE = {"bookworm": 18, "trixie": 20}


def test_the_image_s_node_is_one_the_web_build_runs_on() -> None:
    image = re.search(r"^FROM python:[\d.]+-slim-(\w+)$", DOCKERFILE, re.MULTILINE)
    assert image is not None
    lock = json.loads((ROOT / "web" / "package-lock.json").read_text())
    wanted = [
        int(m[1])
        for package in lock["packages"].values()
        if (m := re.fullmatch(r">=\s*(\d+)(\.\d+)*", package.get("engines", {}).get("node", "")))
    ]
    assert wanted and DEBIAN_NODE[image[1]] >= max(wanted)
    assert "nodejs npm" in DOCKERFILE


def serve_parameters(argv: list[str]) -> dict[str, Any]:
    """``tradewinds serve ...`` parsed by the ``tradewinds`` command's own parser, without
    running it: an unknown option or a value of the wrong type is refused."""
    assert argv[:2] == ["tradewinds", "serve"]
    serve = typer.main.get_command(app).get_command(None, "serve")  # type: ignore[attr-defined]
    with serve.make_context("serve", argv[2:]) as context:
        return dict(context.params)


def test_compose_s_and_the_image_s_command_lines_are_serve_s_options() -> None:
    web = native.load_compose(DEPLOY / "compose.yaml", {})["web1"]
    parameters = serve_parameters(web.command)
    assert (parameters["host"], parameters["port"]) == ("0.0.0.0", 8000)
    assert parameters["allowed_host"] == ["localhost"]
    assert parameters["forwarded_allow_ips"] == "*"
    cmd = re.search(r"^CMD (\[.*\])$", DOCKERFILE, re.MULTILINE)
    assert cmd is not None
    assert serve_parameters(json.loads(cmd[1]))["port"] == 8000
    with pytest.raises(typer.TyperException):  # (the parser refuses what serve does not know)
        serve_parameters([*web.command, "--no-such-option"])


# ------------------------------------------------------------------- the whole deployment
MOVES_A_SECOND = 12


class Page:
    """A person's page on a game through the proxy: a WebSocket that reconnects, greets
    again and sends a move again after a lost connection, as the browser does; every
    state frame it got, in order."""

    def __init__(self, url: str, game_id: str, token: str) -> None:
        self.address = f"ws{url.removeprefix('http')}/ws/games/{game_id}"
        self.token = token
        self.frames: list[dict[str, Any]] = []
        self.connections = 0
        self.sent = 0.0  # (monotonic time of the last move sent)
        self.sockets = ExitStack()  # (every connection it made, closed with the page)
        self.ws = self.connect()

    def __enter__(self) -> Page:
        return self

    def __exit__(self, *_: object) -> None:
        self.sockets.close()

    def connect(self) -> ClientConnection:
        started = time.monotonic()
        while True:
            try:
                ws = self.sockets.enter_context(connect(self.address, open_timeout=10))
                break
            except (OSError, InvalidHandshake):  # (no server answered the proxy yet)
                assert time.monotonic() - started < 15, "the proxy found no server"
                time.sleep(0.25)
        ws.send(json.dumps({"type": "hello", "token": self.token}))
        assert json.loads(ws.recv(timeout=15))["type"] == "welcome"
        self.connections += 1
        return ws

    def receive(self) -> dict[str, Any]:
        """The next frame; a lost connection is made again (its frames start anew)."""
        while True:
            try:
                frame: dict[str, Any] = json.loads(self.ws.recv(timeout=30))
            except ConnectionClosed:
                self.ws = self.connect()
                continue
            if frame["type"] == "state":
                self.frames.append(frame)
            return frame

    @property
    def latest(self) -> dict[str, Any]:
        return self.frames[-1]

    def until(self, seq: int) -> None:
        while not self.frames or self.latest["seq"] < seq:
            self.receive()

    def send_move(self, seq: int, action: str) -> None:
        # At most MOVES_A_SECOND: a page playing at machine speed would pass the server's
        # 20 frames a second a connection, be refused and then closed (docs/web.md).
        wait = self.sent + 1 / MOVES_A_SECOND - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.sent = time.monotonic()
        try:
            self.ws.send(json.dumps({"type": "move", "seq": seq, "action": action, "ref": seq}))
        except ConnectionClosed:
            self.ws = self.connect()
            self.send_move(seq, action)

    def ack(self, seq: int, action: str) -> dict[str, Any]:
        """The answer to the move of ``seq``, sent again on a new connection if the one it
        went out on was lost before its answer came."""
        connections = self.connections
        while True:
            frame = self.receive()
            if self.connections != connections:
                connections = self.connections
                self.send_move(seq, action)
            elif frame.get("ref") == seq:
                return frame


def seqs_once_in_order(frames: list[dict[str, Any]], last: int) -> None:
    """Every move's frame once and in order; a frame comes again with the same seq only
    as a whole frame (a person joined: every connection gets the seats anew)."""
    seqs = [f["seq"] for f in frames]
    assert seqs == sorted(seqs) and sorted(set(seqs)) == list(range(seqs[0], last + 1))
    assert all(f["events_from"] is None for f, g in zip(frames[1:], frames) if f["seq"] == g["seq"])


@needs_caddy
def test_a_game_through_caddy_over_three_servers_one_killed(
    postgres_url: str, tmp_path: Path
) -> None:
    with (
        native.NativeDeployment(
            postgres_url, tmp_path / "deploy", proxy_port=native.free_port()
        ) as deployment,
        ExitStack() as stack,
    ):
        url = deployment.url
        assert url.startswith("http://localhost:")
        for path, body in (
            ("/healthz", {"ok": True}),
            ("/readyz", {"ready": True, "database": True, "listening": True}),
        ):
            with urllib.request.urlopen(url + path, timeout=10) as answer:
                assert (answer.status, json.loads(answer.read())) == (200, body)
                assert "Caddy" in answer.headers.get_all("server", [])
        # A person creates a game against a bot, a friend in the other person seat.
        seats = [
            {"kind": "human", "name": "Ann"},
            {"kind": "human", "name": "Bob"},
            {"kind": "bot", "bot": "random"},
        ]
        status, created = call(
            url, "POST", "/api/games", {"game": "san_juan", "players": 3, "seats": seats}
        )
        assert status == 201, created
        game_id = created["game"]["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        by_address = {s.address: s.name for s in deployment.servers.values()}

        def holding_a_socket() -> set[str]:
            return {
                by_address[u["address"]] for u in deployment.upstream_state() if u["num_requests"]
            }

        ann = stack.enter_context(Page(url, game_id, tokens[0]))
        first = holding_a_socket()
        bob = stack.enter_context(Page(url, game_id, tokens[1]))
        # least_conn: Bob's page goes to a server that holds no page yet.
        both = holding_a_socket()
        assert len(first) == 1 and len(both) == 2 and first < both
        ann_server = first.pop()
        pages = {0: ann, 1: bob}
        rng = random.Random(19)
        acked: dict[int, str] = {}
        killed_at = None
        while not ann.frames or not ann.latest["over"]:
            ann.until(0)
            seat = ann.latest["current_player"]
            if seat not in pages:  # the bot's turn: its move is on its way
                ann.receive()
                continue
            seq = ann.latest["seq"]
            page = pages[seat]
            page.until(seq)
            action = rng.choice(page.latest["legal"])["id"]
            page.send_move(seq, action)
            if killed_at is None and seq >= 24 and seat == 0:
                # Ann's server dies with her move on its way (stored or not).
                deployment.kill(ann_server)
                killed_at = seq
            answer = page.ack(seq, action)
            assert answer["type"] == "ack" and answer["ok"], answer
            assert answer["seq"] == seq + 1
            acked[seq] = action
            ann.until(seq + 1)
        final = ann.latest["seq"]
        bob.until(final)
        assert killed_at is not None and ann.connections == 2
        # The proxy took the dead server out; compose's healthcheck says so too.
        assert not deployment.servers[ann_server].healthy()
        assert all(s.healthy() for n, s in deployment.servers.items() if n != ann_server)
        # Bob, on a living server all along, saw every move once and in order.
        assert bob.connections == 1
        seqs_once_in_order(bob.frames, final)
        for seat, page in pages.items():  # (each seat's log: its own cards too)
            whole = call(url, "GET", f"/api/games/{game_id}/state", token=tokens[seat])[1]
            assert whole["over"] and whole["seq"] == final
            # Ann's log too: the whole frame after she reconnected replaced hers.
            assert events_as_kept(page.frames) == whole["view"]["events"]
        # No acknowledged move lost or stored twice; the log replays to the end.
        storage = Storage(postgres_url)
        stored = storage.moves(game_id)
        storage.close()
        assert [m.seq for m in stored] == list(range(final))
        assert all(stored[seq].action_id == action for seq, action in acked.items())
        assert {stored[seq].seat for seq in acked} <= {0, 1}
        assert replayed(postgres_url, game_id).is_over
