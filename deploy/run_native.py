"""Run the deployment of ``deploy/compose.yaml`` on this machine, without Docker.

    python deploy/run_native.py --database postgresql+psycopg://user@host/db [--port 8080]

It reads the files we ship, not a copy of them: every ``webN`` service of compose.yaml
named as an upstream in the Caddyfile is started with its own ``command`` and
``environment`` (``${VAR:-default}`` expanded as compose does), its compose healthcheck
is run as its health check, and Caddy runs ``deploy/Caddyfile``. What a container gives
for free is replaced, and only that (docs/deploy.md, "Trying the deployment without
Docker"):

* the ``postgres`` service is the PostgreSQL server given by ``--database``: the
  servers' database URL keeps compose's driver, and takes that server's address,
  credentials and database; compose's ``pg_isready`` healthcheck runs against it;
* each server listens on 127.0.0.1 (not 0.0.0.0: the container's interfaces are the
  compose network's, this machine's are not) on a free port of its own instead of 8000,
  since they share one host; ``tradewinds`` is this Python's ``-m tradewinds.cli`` and the
  healthcheck's ``python`` this Python, whose tradewinds the image's would be;
* Caddy gets a copy of the Caddyfile in which only the upstream addresses (``web1:8000``
  ...) are replaced by the local servers' (no name resolution to change: /etc/hosts is
  the whole machine's, and all three cannot listen on one port anyway); its admin
  endpoint, the container's own in the image, gets a free port of its own; and the
  published port of ``SITE_ADDRESS`` may be another than 8080 (``--port``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

import yaml

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

HERE = Path(__file__).resolve().parent
COMPOSE = HERE / "compose.yaml"
CADDYFILE = HERE / "Caddyfile"


class DeploymentError(Exception):
    """The shipped files cannot run as they are, or a part did not start."""


# --------------------------------------------------------------- compose's interpolation
_VARIABLE = re.compile(
    r"\$(?:(?P<escaped>\$)"
    r"|\{(?P<braced>[A-Za-z_][A-Za-z0-9_]*)(?:(?P<op>:?[-?+])(?P<word>[^}]*))?\}"
    r"|(?P<bare>[A-Za-z_][A-Za-z0-9_]*))"
)


def expand(text: str, env: Mapping[str, str]) -> str:
    """``text`` with compose's variables replaced from ``env``: ``$$`` is ``$``;
    ``${VAR:-word}`` is ``word`` when VAR is unset or empty, ``${VAR-word}`` only when
    unset; ``${VAR:?message}`` / ``${VAR?message}`` fail; ``${VAR:+word}`` is ``word``
    when VAR is set and not empty; ``$VAR`` and ``${VAR}`` are VAR or empty."""

    def value(match: re.Match[str]) -> str:
        if match["escaped"]:
            return "$"
        name = match["braced"] or match["bare"]
        current = env.get(name)
        op, word = match["op"], match["word"] or ""
        unset = current is None or (current == "" and op is not None and op.startswith(":"))
        if op in (":-", "-"):
            return word if unset else str(current)
        if op in (":?", "?"):
            if unset:
                raise DeploymentError(f"{name}: {word or 'must be set'}")
            return str(current)
        if op in (":+", "+"):
            return "" if unset else word
        return current or ""

    return _VARIABLE.sub(value, text)


def interpolate(value: Any, env: Mapping[str, str]) -> Any:
    """Every string of a parsed compose file expanded (compose expands values only)."""
    if isinstance(value, str):
        return expand(value, env)
    if isinstance(value, list):
        return [interpolate(v, env) for v in value]
    if isinstance(value, dict):
        return {k: interpolate(v, env) for k, v in value.items()}
    return value


def duration(text: str | int | float) -> float:
    """Seconds of a compose duration: ``5s``, ``1m30s``, ``500ms``, ``1h``."""
    if isinstance(text, int | float):
        return float(text)
    units = {"h": 3600.0, "m": 60.0, "s": 1.0, "ms": 0.001, "us": 1e-6}
    parts = re.findall(r"(\d+(?:\.\d+)?)(ms|us|h|m|s)", text)
    if not parts or "".join(n + u for n, u in parts) != text.strip():
        raise DeploymentError(f"not a duration: {text!r}")
    return sum(float(n) * units[u] for n, u in parts)


# --------------------------------------------------------------------- compose's services
@dataclass(frozen=True)
class Healthcheck:
    """A compose healthcheck: the command and how often and how long to try it."""

    test: list[str]
    interval: float = 30.0
    timeout: float = 30.0
    retries: int = 3
    start_period: float = 0.0

    @classmethod
    def parse(cls, spec: Mapping[str, Any]) -> Healthcheck:
        test = spec["test"]
        if isinstance(test, str):
            test = ["CMD-SHELL", test]
        kind, *argv = [str(t) for t in test]
        if kind == "CMD-SHELL":
            argv = ["/bin/sh", "-c", " ".join(argv)]
        elif kind != "CMD":
            raise DeploymentError(f"unsupported healthcheck test: {test!r}")
        return cls(
            argv,
            duration(spec.get("interval", "30s")),
            duration(spec.get("timeout", "30s")),
            int(spec.get("retries", 3)),
            duration(spec.get("start_period", "0s")),
        )


@dataclass(frozen=True)
class Service:
    name: str
    command: list[str]
    environment: dict[str, str]
    healthcheck: Healthcheck | None


def load_compose(path: Path, env: Mapping[str, str]) -> dict[str, Service]:
    """The services of the compose file at ``path``, variables expanded from ``env``."""
    document = interpolate(yaml.safe_load(path.read_text()), env)
    services: dict[str, Service] = {}
    for name, spec in document["services"].items():
        environment = spec.get("environment") or {}
        if isinstance(environment, list):  # the "KEY=value" form
            environment = dict(item.split("=", 1) for item in environment)
        command = spec.get("command") or []
        services[name] = Service(
            name,
            command.split() if isinstance(command, str) else [str(c) for c in command],
            {str(k): "" if v is None else str(v) for k, v in environment.items()},
            Healthcheck.parse(spec["healthcheck"]) if "healthcheck" in spec else None,
        )
    return services


def option(command: Sequence[str], name: str) -> str | None:
    """The value of ``--name VALUE`` in ``command``."""
    for index, word in enumerate(command[:-1]):
        if word == name:
            return command[index + 1]
    return None


def with_option(command: Sequence[str], name: str, value: str) -> list[str]:
    """``command`` with the value of ``--name`` replaced (it must be there)."""
    if option(command, name) is None:
        raise DeploymentError(f"{name} is missing from {' '.join(command)}")
    index = list(command).index(name)
    return [*command[: index + 1], value, *command[index + 2 :]]


# --------------------------------------------------------------------------- the Caddyfile
_UPSTREAM = re.compile(r"^[A-Za-z0-9_.-]+:\d+$")


def upstreams(caddyfile: str) -> list[str]:
    """The upstream addresses (``web1:8000``) of the Caddyfile's ``reverse_proxy`` lines."""
    found: list[str] = []
    for line in caddyfile.splitlines():
        words = line.split("#", 1)[0].split()
        if words[:1] == ["reverse_proxy"]:
            found += [w for w in words[1:] if _UPSTREAM.match(w)]
    return found


def local_caddyfile(caddyfile: str, addresses: Mapping[str, str]) -> str:
    """The Caddyfile with each upstream of its ``reverse_proxy`` lines replaced by
    ``addresses[upstream]``; every other byte as shipped."""
    lines = caddyfile.splitlines(keepends=True)
    for number, line in enumerate(lines):
        code = line.split("#", 1)[0]
        if code.split()[:1] != ["reverse_proxy"]:
            continue
        for upstream in upstreams(line):
            if upstream not in addresses:
                raise DeploymentError(f"the Caddyfile's upstream {upstream} is no local server")
            code = re.sub(rf"(?<=\s){re.escape(upstream)}(?=\s|$)", addresses[upstream], code)
        lines[number] = code + line[len(line.split("#", 1)[0]) :]
    return "".join(lines)


def published(site_address: str, port: int | None) -> str:
    """``SITE_ADDRESS`` with its port replaced by ``port`` (compose publishes 8080 as
    8080; here another may be free)."""
    if port is None:
        return site_address
    parts = urlsplit(site_address if "://" in site_address else f"//{site_address}")
    if parts.hostname is None:
        raise DeploymentError(f"not a site address: {site_address!r}")
    netloc = f"{parts.hostname}:{port}"
    return urlunsplit((parts.scheme, netloc, parts.path, "", "")).removeprefix("//")


def proxied_servers(services: Mapping[str, Service], caddyfile: str) -> dict[str, str]:
    """The compose service of each upstream of the Caddyfile (``web1:8000`` -> ``web1``):
    every tradewinds server must be one, on the port its command listens on (a server
    copied in compose.yaml but not named in the Caddyfile would get no player)."""
    names = {u: u.rsplit(":", 1)[0] for u in upstreams(caddyfile)}
    servers = sorted(s.name for s in services.values() if s.command[:1] == ["tradewinds"])
    if not names or sorted(names.values()) != servers:
        raise DeploymentError(
            f"the Caddyfile's upstreams {sorted(names)} and compose.yaml's servers {servers} differ"
        )
    for upstream, name in names.items():
        if option(services[name].command, "--port") != upstream.rsplit(":", 1)[1]:
            raise DeploymentError(f"{name} does not listen on {upstream}'s port")
    return names


# ------------------------------------------------------------------------- the database
def _parsed(url: str) -> URL:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url)
    except ArgumentError:
        raise DeploymentError(f"not a database URL: {url!r}") from None


def local_database_url(shipped: str, local: str) -> str:
    """The servers' database URL of compose.yaml pointed at the local PostgreSQL: its
    driver kept (the one the image installs), the local server's address, credentials
    and database."""
    ours, theirs = _parsed(shipped), _parsed(local)
    if {ours.get_backend_name(), theirs.get_backend_name()} != {"postgresql"}:
        raise DeploymentError(f"not a PostgreSQL URL: {local!r}")
    if theirs.drivername != ours.drivername:
        theirs = theirs.set(drivername=ours.drivername)
    return theirs.render_as_string(hide_password=False)


def libpq_environment(url: str) -> dict[str, str]:
    """``PGHOST``/``PGPORT``/``PGUSER`` of a URL, for compose's ``pg_isready`` check."""
    parsed = _parsed(url)
    host = parsed.host or parsed.query.get("host")
    port = parsed.port or parsed.query.get("port")
    found = {"PGHOST": host, "PGPORT": port, "PGUSER": parsed.username}
    return {k: str(v if isinstance(v, str | int) else v[0]) for k, v in found.items() if v}


# ------------------------------------------------------------------------------ running
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def get(url: str, timeout: float = 5.0) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


@dataclass
class Server:
    """One ``webN`` service running here."""

    name: str
    port: int
    command: list[str]
    healthcheck: list[str]
    process: subprocess.Popen[bytes]
    timeout: float

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def healthy(self) -> bool:
        """Compose's healthcheck of this service, run once."""
        try:
            return (
                subprocess.run(
                    self.healthcheck, capture_output=True, timeout=self.timeout
                ).returncode
                == 0
            )
        except subprocess.TimeoutExpired:
            return False


def local_command(command: Sequence[str], port: int) -> list[str]:
    """A ``webN`` command as it runs here: this Python's tradewinds, 127.0.0.1, ``port``."""
    if command[:2] != ["tradewinds", "serve"]:
        raise DeploymentError(f"not a tradewinds server: {' '.join(command)}")
    local = [sys.executable, "-m", "tradewinds.cli", *command[1:]]
    return with_option(with_option(local, "--host", "127.0.0.1"), "--port", str(port))


def local_healthcheck(test: Sequence[str], container_port: str, port: int) -> list[str]:
    """A healthcheck run here: its ``python`` this one, its server's port ``port``."""
    argv = [sys.executable if word == "python" else word for word in test]
    shipped = re.compile(rf"(127\.0\.0\.1|localhost):{re.escape(container_port)}\b")
    return [shipped.sub(f"127.0.0.1:{port}", word) for word in argv]


def wait_healthy(check: Any, spec: Healthcheck, what: str) -> None:
    """Run ``check`` until it passes, as compose waits for ``service_healthy``: failures
    within ``start_period`` do not count, then ``retries`` failures make it unhealthy.
    (Tried every half second here rather than every ``interval``: the same verdict,
    sooner.)"""
    started = time.monotonic()
    failures = 0
    while not check():
        if time.monotonic() - started > spec.start_period:
            failures += 1
        if failures >= spec.retries * max(1, round(spec.interval / 0.5)):
            raise DeploymentError(f"{what} stayed unhealthy")
        time.sleep(0.5)


@dataclass
class NativeDeployment:
    """compose.yaml's web servers and Caddy, started here on ``database`` (a PostgreSQL
    URL); a context manager that stops them all."""

    database: str
    workdir: Path
    proxy_port: int | None = None
    env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    compose: Path = COMPOSE
    caddyfile: Path = CADDYFILE
    servers: dict[str, Server] = field(default_factory=dict)
    site: str = ""
    admin: str = ""
    caddy: subprocess.Popen[bytes] | None = None
    config: dict[str, Any] = field(default_factory=dict)

    def __enter__(self) -> NativeDeployment:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @property
    def url(self) -> str:
        """The one address people use: Caddy's."""
        return self.site.rstrip("/")

    def start(self) -> None:
        self.workdir.mkdir(parents=True, exist_ok=True)
        services = load_compose(self.compose, self.env)
        shipped = self.caddyfile.read_text()
        names = proxied_servers(services, shipped)
        self._check_database(services)
        for upstream, name in names.items():
            self._start_server(services[name], upstream)
        for server in self.servers.values():
            service = services[server.name]
            assert service.healthcheck is not None
            wait_healthy(server.healthy, service.healthcheck, server.name)
        addresses = {u: self.servers[n].address for u, n in names.items()}
        self._start_caddy(services["caddy"], local_caddyfile(shipped, addresses))

    def _check_database(self, services: Mapping[str, Service]) -> None:
        """compose's postgres healthcheck (``pg_isready``) against the local server, as
        ``depends_on: service_healthy`` waits for it."""
        spec = services["postgres"].healthcheck
        if spec is None:
            return
        env = {**self.env, **libpq_environment(self.database)}

        def check() -> bool:
            try:
                done = subprocess.run(spec.test, env=env, capture_output=True, timeout=spec.timeout)
            except (OSError, subprocess.TimeoutExpired):
                return False
            return done.returncode == 0

        wait_healthy(check, spec, "postgres")

    def _start_server(self, service: Service, upstream: str) -> None:
        if service.healthcheck is None:
            raise DeploymentError(f"{service.name} has no healthcheck")
        port = free_port()
        container_port = upstream.rsplit(":", 1)[1]
        env = {**self.env, **service.environment, "PYTHONUNBUFFERED": "1"}
        if "TRADEWINDS_DATABASE" in service.environment:
            shipped = service.environment["TRADEWINDS_DATABASE"]
            env["TRADEWINDS_DATABASE"] = local_database_url(shipped, self.database)
        command = local_command(service.command, port)
        log = (self.workdir / f"{service.name}.log").open("ab")
        process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        test = local_healthcheck(service.healthcheck.test, container_port, port)
        self.servers[service.name] = Server(
            service.name, port, command, test, process, service.healthcheck.timeout
        )

    def _start_caddy(self, service: Service, caddyfile: str) -> None:
        caddy = shutil.which("caddy")
        if caddy is None:
            raise DeploymentError("caddy is not installed (apt-get install caddy)")
        path = self.workdir / "Caddyfile"
        path.write_text(caddyfile)
        site = published(service.environment["SITE_ADDRESS"], self.proxy_port)
        # Caddy keeps its state under XDG_DATA_HOME/XDG_CONFIG_HOME: the work folder's.
        env = {
            **self.env,
            **service.environment,
            "SITE_ADDRESS": site,
            "XDG_DATA_HOME": str(self.workdir / "data"),
            "XDG_CONFIG_HOME": str(self.workdir / "config"),
        }
        adapted = subprocess.run(
            [caddy, "adapt", "--config", str(path), "--adapter", "caddyfile"],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if adapted.returncode != 0:
            raise DeploymentError(f"caddy adapt: {adapted.stderr.strip()}")
        self.config = json.loads(adapted.stdout)
        self.admin = f"127.0.0.1:{free_port()}"
        running = {**self.config, "admin": {"listen": self.admin}}
        (self.workdir / "caddy.json").write_text(json.dumps(running, indent=1))
        log = (self.workdir / "caddy.log").open("ab")
        self.caddy = subprocess.Popen(
            [caddy, "run", "--config", str(self.workdir / "caddy.json")],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        self.site = site if "://" in site else f"https://{site}"
        for _ in range(100):
            if self.caddy.poll() is not None:
                raise DeploymentError(f"caddy stopped (see {self.workdir / 'caddy.log'})")
            try:
                if get(f"{self.url}/healthz")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise DeploymentError("caddy does not answer")

    def upstream_state(self) -> list[dict[str, Any]]:
        """Caddy's view of its upstreams (address, num_requests, fails): its admin API."""
        status, body = get(f"http://{self.admin}/reverse_proxy/upstreams")
        if status != 200:
            raise DeploymentError(f"caddy's admin API answered {status}")
        return json.loads(body)  # type: ignore[no-any-return]

    def kill(self, name: str, sig: int = signal.SIGKILL) -> None:
        process = self.servers[name].process
        process.send_signal(sig)
        process.wait()

    def running(self) -> Iterator[subprocess.Popen[bytes]]:
        yield from (s.process for s in self.servers.values())
        if self.caddy is not None:
            yield self.caddy

    def close(self) -> None:
        for process in self.running():
            if process.poll() is None:
                process.terminate()
        for process in self.running():
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--database", required=True, help="URL of a PostgreSQL database")
    parser.add_argument("--port", type=int, help="Caddy's port, if not SITE_ADDRESS's 8080")
    parser.add_argument("--workdir", type=Path, default=Path("native-deploy"))
    args = parser.parse_args(argv)
    # Stopped by a signal as by Ctrl-C: the servers and Caddy are stopped with it.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        with NativeDeployment(args.database, args.workdir, args.port) as deployment:
            servers = ", ".join(f"{s.name} {s.address}" for s in deployment.servers.values())
            print(f"{deployment.url}/ through Caddy to {servers} (logs in {args.workdir})")
            while True:
                time.sleep(5)
                for server in deployment.servers.values():
                    if not server.healthy():
                        print(f"{server.name}: unhealthy", file=sys.stderr)
    except DeploymentError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
