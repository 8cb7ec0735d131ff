"""The ``tradewinds`` command: play, simulate, replay, bench, tournament, serve, games.

Every user error (unknown game, bad player count, bad option, bad seat list, unreadable
record) ends with one line ``error: ...`` on standard error and exit code 2.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..core.game import State, available_games
from ..i18n import LANGUAGES, Translator, language_from_env
from .common import (
    HUMAN,
    CliError,
    chosen_seed,
    console,
    create_game,
    default_names,
    error_console,
    game_options,
    game_title,
    make_bots,
    parse_names,
    parse_seats,
    resolve_game,
)

if TYPE_CHECKING:
    from ..bots.learned.training import TrainConfig
    from ..server.limits import Limits

_T = TypeVar("_T")

app = typer.Typer(
    name="tradewinds",
    help="Classic trading board games: play, simulate, replay and benchmark.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

GameArg = Annotated[str, typer.Argument(help="Game name (see 'tradewinds games').")]
PlayersOpt = Annotated[int, typer.Option("--players", "-p", help="Number of players.")]
EditionOpt = Annotated[
    str | None, typer.Option("--edition", help="Rules edition: original or deluxe.")
]
ShipChoiceOpt = Annotated[
    str | None,
    typer.Option("--ship-choice", help="Empty cargo ship rule: max_load or max_space."),
]
OptionOpt = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="Any game option as KEY=VALUE (repeatable)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object instead.")]
LangOpt = Annotated[
    str | None,
    typer.Option(
        "--lang",
        help="Language of the board and the prompts: en, it or ro "
        "(default: from LC_ALL / LC_MESSAGES / LANG, else English).",
    ),
]


def _translator(lang: str | None) -> Translator:
    """The language asked for with ``--lang``, else the terminal's (``LANG``)."""
    if lang is None:
        return Translator(language_from_env())
    chosen = lang.strip().lower()
    if chosen not in LANGUAGES:
        raise CliError(f"--lang must be one of {', '.join(LANGUAGES)}, got {lang!r}")
    return Translator(chosen)


@contextmanager
def _user_errors() -> Iterator[None]:
    """Turn user errors into ``error: ...`` and exit code 2, never a traceback."""
    try:
        yield
    except CliError as exc:
        error_console().print(f"error: {exc}", markup=False)
        raise typer.Exit(exc.code) from None
    except KeyboardInterrupt:
        error_console().print("\ninterrupted")
        raise typer.Exit(130) from None


def _echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=1))


# ------------------------------------------------------------------ play's options
_SeatsOpt = Annotated[
    str | None,
    typer.Option(
        "--seats",
        help="Comma-separated seat kinds in seat order: human or a bot name "
        "(default: human then random bots; with --resume: the saved seats).",
    ),
]
_PlaySeedOpt = Annotated[
    int | None, typer.Option("--seed", help="Game seed (default: a random one).")
]
_NamesOpt = Annotated[str | None, typer.Option("--names", help="Comma-separated player names.")]
_PlaySaveOpt = Annotated[
    Path | None,
    typer.Option("--save", help="Write the game record (JSON) to FILE after every move."),
]
_ResumeOpt = Annotated[
    Path | None,
    typer.Option(
        "--resume",
        help="Continue the game of a saved record (its game, players, seed, options, "
        "names and seats are used).",
    ),
]


@app.command()
def play(
    game: GameArg = "puerto_rico",
    players: PlayersOpt = 4,
    seats: _SeatsOpt = None,
    seed: _PlaySeedOpt = None,
    edition: EditionOpt = None,
    ship_choice: ShipChoiceOpt = None,
    option: OptionOpt = None,
    names: _NamesOpt = None,
    save: _PlaySaveOpt = None,
    resume: _ResumeOpt = None,
    lang: LangOpt = None,
) -> None:
    """Play a game in the terminal against bots (several humans play hot-seat)."""
    from .play import PlaySession, resumed_seats
    from .render import renderer_for
    from .replay import load_record, rebuild

    with _user_errors():
        t = _translator(lang)
        note = None
        if resume is not None:
            record = load_record(resume)
            state = rebuild(record, resume)
            if state.is_over:
                raise CliError(f"the game in {resume} is already over")
            kinds, note = resumed_seats(record, seats, state.players, resume, t)
        else:
            game = resolve_game(game)
            options = game_options(edition, ship_choice, option)
            state, kinds = _new_play(game, players, seed, options, seats, names, t)
        out = console()
        _print_seating(out, state, kinds, resumed=resume is not None, t=t)
        if note is not None:
            out.print(note, markup=False)
        bots = make_bots(kinds, state.seed + state.move_number)
        renderer = renderer_for(state.game_name, t.lang)
        session = PlaySession(state, bots, renderer, out, save, kinds, t)
        code = session.run()
    if code:
        raise typer.Exit(code)


def _new_play(
    game: str,
    players: int,
    seed: int | None,
    options: dict[str, Any],
    seats: str | None,
    names: str | None,
    t: Translator,
) -> tuple[State, list[str]]:
    """A new game to play and its seats' kinds, from the command's options."""
    seed = secrets.randbelow(1_000_000) if seed is None else chosen_seed(seed)
    create_game(game, players, seed, options)  # game, players, options first
    kinds = parse_seats(seats, players, humans=True)
    given = parse_names(names, players)
    return create_game(game, players, seed, options, given or default_names(kinds, t)), kinds


def _print_seating(
    out: Console, state: State, kinds: list[str], *, resumed: bool, t: Translator
) -> None:
    """The game's title, seed and who sits where."""
    from .play import seat_label

    humans = kinds.count(HUMAN)
    seating = ", ".join(
        seat_label(n, k, humans, t) for n, k in zip(state.names, kinds, strict=True)
    )
    out.print(
        t.text(
            "cli-seating-resumed" if resumed else "cli-seating",
            title=f"[bold]{escape(game_title(state.game_name))}[/bold]",
            players=state.players,
            seed=str(state.seed),
            move=str(state.move_number),
            seating=escape(seating),
        )
    )


@app.command()
def simulate(
    game: GameArg = "puerto_rico",
    players: PlayersOpt = 4,
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Game i uses seed SEED + i.")] = 1,
    bots: Annotated[
        str | None,
        typer.Option("--bots", help="Comma-separated bot names, one per seat (default random)."),
    ] = None,
    edition: EditionOpt = None,
    ship_choice: ShipChoiceOpt = None,
    option: OptionOpt = None,
    as_json: JsonOpt = False,
    save: Annotated[
        Path | None, typer.Option("--save", help="Write each game's record JSON into DIR.")
    ] = None,
) -> None:
    """Play many games between bots and summarise wins, scores, rounds and end triggers."""
    from .simulate import simulate as run
    from .simulate import summary_table

    with _user_errors():
        game = resolve_game(game)
        chosen_seed(seed, games)
        options = game_options(edition, ship_choice, option)
        create_game(game, players, seed, options)  # game, players, options first
        kinds = parse_seats(bots, players, humans=False)
        out = console()
        summary = run(
            game,
            players,
            games,
            seed,
            kinds,
            options,
            console=None if as_json else out,
            save=save,
        )
        if as_json:
            _echo_json(summary)
        else:
            out.print(summary_table(summary))
            if save is not None:
                out.print(f"Records written to {save}/", markup=False)


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A record JSON written by play/simulate --save.")],
    seat: Annotated[
        int | None,
        typer.Option(
            "--seat",
            help="Show the board as this seat sees it (0-based; default all public information).",
        ),
    ] = None,
    step: Annotated[
        bool, typer.Option("--step", help="Wait for Enter between actions (q to quit).")
    ] = False,
    lang: LangOpt = None,
) -> None:
    """Replay a saved game record action by action."""
    from .replay import run_replay

    with _user_errors():
        code = run_replay(file, seat, step, console(), _translator(lang))
    if code:
        raise typer.Exit(code)


# ----------------------------------------------------------------- bench's options
_BenchGamesOpt = Annotated[
    int | None,
    typer.Option("--games", "-n", help="Games per repeat (default 200; 20 with --rl)."),
]
_IsmctsOpt = Annotated[
    bool,
    typer.Option(
        "--ismcts",
        help="Also measure ISMCTS: iterations/s and one iteration / one random playout.",
    ),
]
_IsmctsRolloutOpt = Annotated[
    str, typer.Option("--ismcts-rollout", help="ISMCTS rollout policy: random or heuristic.")
]
_RlOpt = Annotated[
    bool,
    typer.Option(
        "--rl",
        help="Instead: steps/s of the Gymnasium, PettingZoo and OpenSpiel adapters "
        "beside the raw engine (needs the rl extra).",
    ),
]


@app.command()
def bench(
    game: GameArg = "puerto_rico",
    players: PlayersOpt = 4,
    games: _BenchGamesOpt = None,
    seed: Annotated[int, typer.Option("--seed", help="First game seed.")] = 1,
    repeat: Annotated[int, typer.Option("--repeat", help="Timed repeats (median).")] = 5,
    edition: EditionOpt = None,
    ship_choice: ShipChoiceOpt = None,
    option: OptionOpt = None,
    ismcts: _IsmctsOpt = False,
    ismcts_rollout: _IsmctsRolloutOpt = "random",
    rl: _RlOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Measure random full games per second and the cost of legal_actions, apply, clone."""
    from .bench import RL_GAMES, bench_rl, bench_rl_table, bench_table
    from .bench import bench as run

    with _user_errors():
        game = resolve_game(game)
        out = console()
        if games is None:
            games = RL_GAMES if rl else 200
        chosen_seed(seed, games)
        if not as_json:
            what = "adapters of " if rl else ""
            out.print(
                f"Benchmarking {what}{game_title(game)} "
                f"({players} players, {games} games x {repeat})…",
                markup=False,
            )
        options = game_options(edition, ship_choice, option)
        if rl:
            result = bench_rl(game, players, games, seed, repeat, options)
        else:
            result = run(
                game,
                players,
                games,
                seed,
                repeat,
                options,
                ismcts_rollout=ismcts_rollout if ismcts else None,  # type: ignore[arg-type]
            )
        if as_json:
            _echo_json(result)
        else:
            out.print(bench_rl_table(result) if rl else bench_table(result))


_TourBotsOpt = Annotated[
    str,
    typer.Option(
        "--bots",
        help="Comma-separated bot names in seat order, one per player (a name may repeat).",
    ),
]
_TourPlayersOpt = Annotated[
    int | None,
    typer.Option("--players", "-p", help="Number of players (default: one per bot)."),
]
_TourGamesOpt = Annotated[
    int,
    typer.Option(
        "--games",
        "-n",
        help="Number of deals; each is played once per seat rotation, so N players "
        "play GAMES x N games.",
    ),
]
_TourSeedOpt = Annotated[int, typer.Option("--seed", help="Deal i uses the game seed SEED + i.")]
_WorkersOpt = Annotated[
    int,
    typer.Option(
        "--workers",
        "-w",
        help="Worker processes, or the CPUs of the local Ray that --backend ray starts "
        "(results do not change).",
    ),
]
_BackendOpt = Annotated[
    str,
    typer.Option(
        "--backend",
        help="Where the games run: local (processes of this machine) or ray "
        "(Ray tasks; needs the ray extra of tradewinds).",
    ),
]
_AddressOpt = Annotated[
    str | None,
    typer.Option(
        "--address",
        help="With --backend ray: the Ray cluster, HOST:PORT of its head, auto or "
        "ray://HOST:PORT (default: $RAY_ADDRESS, else a local Ray of --workers CPUs).",
    ),
]
_ResultsOpt = Annotated[
    Path | None,
    typer.Option(
        "--results",
        help="Append each finished game to FILE (JSON lines); run the same command "
        "again to resume: the games already in FILE are not played again.",
    ),
]
_QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")]
_ChartOpt = Annotated[
    Path | None,
    typer.Option("--chart", help="Write a PNG chart of the win rates to FILE (needs matplotlib)."),
]


@app.command()
def tournament(
    game: Annotated[str, typer.Argument(help="Game name (see 'tradewinds games').")],
    bots: _TourBotsOpt,
    players: _TourPlayersOpt = None,
    games: _TourGamesOpt = 10,
    seed: _TourSeedOpt = 1,
    workers: _WorkersOpt = 1,
    backend: _BackendOpt = "local",
    address: _AddressOpt = None,
    results: _ResultsOpt = None,
    option: OptionOpt = None,
    as_json: JsonOpt = False,
    quiet: _QuietOpt = False,
    chart: _ChartOpt = None,
) -> None:
    """Play bots against each other over seat-rotated deals; win rates, intervals, ratings."""
    from .tournament import play as run
    from .tournament import report_table, tournament_config

    with _user_errors():
        game = resolve_game(game)
        chosen_seed(seed, games)
        config = tournament_config(
            game, players, bots, games, seed, game_options(None, None, option)
        )
        report = run(
            config,
            workers,
            progress=None if as_json or quiet else error_console(),
            chart=chart,
            backend=backend.strip().lower(),
            address=address,
            results=results,
        )
        if as_json:
            _echo_json(report.to_dict())
        else:
            out = console()
            out.print(report_table(report))
            if chart is not None:
                out.print(f"Chart written to {chart}", markup=False)


# ----------------------------------------------------------------- serve's options
_HostOpt = Annotated[str, typer.Option("--host", help="Interface to listen on.")]
_PortOpt = Annotated[int, typer.Option("--port", help="TCP port.")]
_DatabaseOpt = Annotated[
    str | None,
    typer.Option(
        "--database",
        help="SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db "
        "(default: an SQLite file in your data directory).",
    ),
]
_AllowedHostOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--allowed-host",
        help="Also answer to this host name, NAME or NAME:PORT (repeatable; '*': any). "
        "The listening address and localhost are always allowed; other Host names and "
        "cross-site pages are refused.",
    ),
]
_MaxConnectionsOpt = Annotated[
    int | None,
    typer.Option("--max-connections", help="WebSockets open at once, in total [1024]."),
]
_MaxConnectionsPerAddressOpt = Annotated[
    int | None,
    typer.Option("--max-connections-per-address", help="WebSockets from one address [32]."),
]
_QueueKibOpt = Annotated[
    int | None,
    typer.Option(
        "--queue-kib",
        help="KiB of frames waiting for one WebSocket; a client further behind is "
        "closed (code 4408) and reconnects [1024].",
    ),
]
_RequestRateOpt = Annotated[
    str | None,
    typer.Option(
        "--request-rate", help="HTTP requests per address, e.g. '100/second' [2000/10 seconds]."
    ),
]
_CreateRateOpt = Annotated[
    str | None,
    typer.Option("--create-rate", help="Games created per address [30/minute]."),
]
_MaxBotGamesOpt = Annotated[
    int | None,
    typer.Option("--max-bot-games", help="Unfinished games with bots per address [20]."),
]
_ExpireOpenHoursOpt = Annotated[
    float,
    typer.Option(
        "--expire-open-hours",
        help="Delete games nobody started (no move, a person seat never taken) after "
        "this many hours; 0: never.",
    ),
]
_ForwardedAllowIpsOpt = Annotated[
    str | None,
    typer.Option(
        "--forwarded-allow-ips",
        help="Behind a reverse proxy: the proxy's addresses (comma-separated), whose "
        "X-Forwarded-For and X-Forwarded-Proto are believed (client address, https). "
        "Default: forwarded headers are ignored.",
    ),
]


@app.command()
def serve(
    host: _HostOpt = "127.0.0.1",
    port: _PortOpt = 8000,
    database: _DatabaseOpt = None,
    allowed_host: _AllowedHostOpt = None,
    max_connections: _MaxConnectionsOpt = None,
    max_connections_per_address: _MaxConnectionsPerAddressOpt = None,
    queue_kib: _QueueKibOpt = None,
    request_rate: _RequestRateOpt = None,
    create_rate: _CreateRateOpt = None,
    max_bot_games: _MaxBotGamesOpt = None,
    expire_open_hours: _ExpireOpenHoursOpt = 72.0,
    forwarded_allow_ips: _ForwardedAllowIpsOpt = None,
) -> None:
    """Start the web app: play in the browser, with friends and bots."""
    try:
        import uvicorn

        from ..server import default_database_url
        from ..server.app import create_app
    except ModuleNotFoundError as exc:
        error_console().print(
            f"error: the web app needs the 'web' extra ({exc.name} is missing): "
            "pip install 'tradewinds[web]'"
        )
        raise typer.Exit(2) from None
    with _user_errors():
        limits = _serve_limits(
            port,
            max_connections,
            max_connections_per_address,
            queue_kib,
            request_rate,
            create_rate,
            max_bot_games,
            expire_open_hours,
        )
        hosts = _serve_hosts(host, port, allowed_host)
    url = database or default_database_url()
    _check_database(url)
    from ..server.cluster import SecondProcessError, only_process

    try:
        with only_process(url):
            console().print(f"tradewinds: http://{host}:{port}/  (database: {_safe_url(url)})")
            console().print(
                f"allowed hosts: {', '.join(hosts)} (more with --allowed-host)", markup=False
            )
            app = create_app(
                url, limits=limits, allowed_hosts=hosts, expire_open_hours=expire_open_hours
            )
            _run_uvicorn(uvicorn, app, host, port, forwarded_allow_ips)
    except SecondProcessError as exc:
        error_console().print(f"error: {exc}", markup=False)
        raise typer.Exit(2) from None


def _run_uvicorn(
    uvicorn: Any, app: Any, host: str, port: int, forwarded_allow_ips: str | None
) -> None:
    uvicorn.run(
        app,
        host=host,
        port=port,
        # uvicorn believes forwarded headers from 127.0.0.1 by default: only from the
        # proxy the operator names here.
        proxy_headers=forwarded_allow_ips is not None,
        forwarded_allow_ips=forwarded_allow_ips,
        ws_max_size=64 * 1024,
        # No per-message deflate: it cost as much CPU as building the frames, and half
        # the memory of a connection (docs/performance.md, "Web app").
        ws_per_message_deflate=False,
        log_level="info",
    )


def _serve_hosts(host: str, port: int, allowed_host: list[str] | None) -> list[str]:
    """The ``Host`` names the server answers to: its own, localhost's and those given."""
    from ..server.limits import AllowedHosts, default_allowed_hosts

    try:
        hosts = [*default_allowed_hosts(host, port), *(allowed_host or [])]
        AllowedHosts(hosts)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    return hosts


def _serve_limits(
    port: int,
    max_connections: int | None,
    max_connections_per_address: int | None,
    queue_kib: int | None,
    request_rate: str | None,
    create_rate: str | None,
    max_bot_games: int | None,
    expire_open_hours: float,
) -> Limits:
    """Checks serve's numbers; the server's limits, the defaults where none is given."""
    from ..server.limits import Limits

    if not 1 <= port <= 65535:
        # Port 0 would bind a random port while the banner announces :0.
        raise CliError(f"--port must be a TCP port from 1 to 65535, got {port}")
    counts = {
        "--max-connections": max_connections,
        "--max-connections-per-address": max_connections_per_address,
        "--queue-kib": queue_kib,
    }
    for flag, count in counts.items():
        if count is not None and count < 1:
            raise CliError(f"{flag} must be at least 1")
    if max_bot_games is not None and max_bot_games < 0:
        raise CliError("--max-bot-games must be at least 0")
    if not expire_open_hours >= 0:  # (NaN too)
        raise CliError("--expire-open-hours must be at least 0")
    default = Limits()
    try:
        return Limits(
            queue_bytes=default.queue_bytes if queue_kib is None else queue_kib * 1024,
            connections=_or(max_connections, default.connections),
            connections_per_address=_or(
                max_connections_per_address, default.connections_per_address
            ),
            request_rate=_or(request_rate, default.request_rate),
            create_rate=_or(create_rate, default.create_rate),
            bot_games_per_address=_or(max_bot_games, default.bot_games_per_address),
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def _or(given: _T | None, default: _T) -> _T:
    return default if given is None else given


def _check_database(url: str) -> None:
    """Exit with ``error: ...`` (code 2) if ``url`` is not a database the server can open."""
    import sqlalchemy as sa

    from ..server.storage import make_engine

    try:
        engine = make_engine(url)
        with engine.connect():
            pass
        engine.dispose()
    except (sa.exc.SQLAlchemyError, ModuleNotFoundError, OSError) as exc:
        # A missing driver, a folder that cannot be made, a server that does not answer.
        reason = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        shown = url if isinstance(exc, sa.exc.ArgumentError) else _safe_url(url)
        error_console().print(f"error: cannot open the database {shown!r}: {reason}")
        raise typer.Exit(2) from None


def _safe_url(url: str) -> str:
    """``url`` without its password, for printing."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


# ----------------------------------------------------------------- train's options
_TrainOutOpt = Annotated[
    Path, typer.Option("--out", "-o", help="Folder of the run (weights, checkpoint, curve).")
]
_IterationsOpt = Annotated[
    int, typer.Option("--iterations", help="Self-play iterations after the imitation.")
]
_GamesPerIterationOpt = Annotated[
    int, typer.Option("--games-per-iteration", help="Self-play games per iteration.")
]
_ImitationGamesOpt = Annotated[
    int, typer.Option("--imitation-games", help="Games of the teacher to imitate first.")
]
_TeacherOpt = Annotated[str, typer.Option("--teacher", help="Bot imitated first.")]
_PanelOpt = Annotated[
    str, typer.Option("--panel", help="Bot the learning curve is measured against.")
]
_SearchIterationsOpt = Annotated[
    int,
    typer.Option(
        "--search-iterations",
        help="Self-play moves by the network's search with N iterations, learning its "
        "visit shares (0: sample the policy).",
    ),
]
_TrainInitOpt = Annotated[
    Path | None,
    typer.Option("--init", help="Start from the weights in FILE (a network.npz)."),
]
_ImitationEpochsOpt = Annotated[
    int, typer.Option("--imitation-epochs", help="Passes over the imitation games.")
]
_EvalEveryOpt = Annotated[int, typer.Option("--eval-every", help="Measure every N iterations.")]
_EvalGamesOpt = Annotated[int, typer.Option("--eval-games", help="Games per measure.")]
_TrainSeedOpt = Annotated[int, typer.Option("--seed", help="Seed of the whole run.")]
_TrainResumeOpt = Annotated[
    bool, typer.Option("--resume", help="Go on from the folder's last checkpoint.")
]


@app.command()
def train(
    game: GameArg,
    players: PlayersOpt = 2,
    out: _TrainOutOpt = Path("training"),
    iterations: _IterationsOpt = 20,
    games_per_iteration: _GamesPerIterationOpt = 40,
    imitation_games: _ImitationGamesOpt = 200,
    teacher: _TeacherOpt = "heuristic",
    panel: _PanelOpt = "heuristic",
    search_iterations: _SearchIterationsOpt = 0,
    init: _TrainInitOpt = None,
    imitation_epochs: _ImitationEpochsOpt = 4,
    eval_every: _EvalEveryOpt = 5,
    eval_games: _EvalGamesOpt = 40,
    seed: _TrainSeedOpt = 1,
    option: OptionOpt = None,
    resume: _TrainResumeOpt = False,
) -> None:
    """Train a policy/value network by self-play on the CPU (needs numpy: the rl extra);
    writes OUT/network.npz, OUT/curve.csv and OUT/curve.png (with matplotlib)."""
    with _user_errors():
        game = resolve_game(game)
        try:
            from ..bots import available_bots
            from ..bots.learned.training import TrainConfig
        except ImportError as exc:
            raise CliError(f"training needs numpy (pip install 'tradewinds[rl]'): {exc}") from None
        for name, bot in (("--teacher", teacher), ("--panel", panel)):
            if bot not in available_bots():
                raise CliError(f"{name}: unknown bot {bot!r}")
        _check_train_counts(
            iterations, games_per_iteration, imitation_games, eval_every, eval_games,
            imitation_epochs, search_iterations,
        )  # fmt: skip
        config = TrainConfig(
            game, players, game_options(None, None, option), seed=seed, teacher=teacher,
            imitation_games=imitation_games, iterations=iterations,
            games_per_iteration=games_per_iteration, panel=panel, eval_every=eval_every,
            eval_games=eval_games, search_iterations=search_iterations,
            init=str(init or ""), imitation_epochs=imitation_epochs,
        )  # fmt: skip
        create_game(game, players, 0, config.options)  # checks players and options
        _run_training(config, out, resume)
        _write_chart(out)


def _check_train_counts(
    iterations: int,
    games_per_iteration: int,
    imitation_games: int,
    eval_every: int,
    eval_games: int,
    imitation_epochs: int,
    search_iterations: int,
) -> None:
    """``error: ...`` unless train's counts are positive and reasonable."""
    counts = (iterations, games_per_iteration, imitation_games, eval_every, eval_games)
    if min(counts) < 1 or iterations > 100_000 or max(counts[1:]) > 1_000_000:
        raise CliError("the counts must be positive (and reasonable)")
    if not 0 <= imitation_epochs <= 1000:
        raise CliError("--imitation-epochs must lie in 0..1000")
    if not 0 <= search_iterations <= 100_000:
        raise CliError("--search-iterations must lie in 0..100000")


def _run_training(config: TrainConfig, out: Path, resume: bool) -> None:
    """Trains, with a progress bar on standard error; the bar's stages are the run's."""
    from rich.progress import Progress

    from ..bots.learned.training import train as run

    with Progress(console=error_console(), transient=True) as bar:
        task = bar.add_task("training", total=config.iterations + 1)

        def show(stage: str, done: int, total: int) -> None:
            bar.update(task, description=stage, completed=done)

        try:
            run(config, out, resume=resume, progress=show)
        except ValueError as exc:
            raise CliError(str(exc)) from None


def _write_chart(out: Path) -> None:
    """Says where the weights are, and draws the learning curve if matplotlib is there."""
    from ..bots.learned.training import write_curve_chart

    out_console = console()
    out_console.print(f"Weights written to {out / 'network.npz'}", markup=False)
    try:
        write_curve_chart(out, out / "curve.png")
        out_console.print(f"Learning curve written to {out / 'curve.png'}", markup=False)
    except ImportError as exc:
        out_console.print(f"No chart: {exc}", markup=False)


@app.command("games")
def games_command(as_json: JsonOpt = False) -> None:
    """List the available games with their player counts and options."""
    infos = available_games()
    if as_json:
        _echo_json(infos)
        return
    table = Table(title="Available games")
    table.add_column("Game", style="bold")
    table.add_column("Title")
    table.add_column("Players")
    table.add_column("Options (default first)")
    for info in infos:
        options = []
        for o in info["options"]:
            others = [c for c in o["choices"] if c != o["default"]]
            options.append(f"{o['name']}: {', '.join(map(str, [o['default'], *others]))}")
        table.add_row(
            info["name"],
            info["title"],
            ", ".join(map(str, info["players"])),
            "\n".join(options),
        )
    console().print(table)


def main() -> None:
    """Entry point of the ``tradewinds`` console script."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
