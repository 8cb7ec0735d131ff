"""The results file of a tournament: one JSON line per game, written as games finish.

The first line names the tournament (``{"tournament": {...}}``: game, players, bots,
deals, seed and the full options); every later line is one finished game (its index,
deal, rotation, seed, seating, bot seeds, scores, ranks, winners, moves, forfeit, and the
per-seat decision counts and thinking time). Each line is written whole and flushed at
once, so a crash can only leave a partial *last* line, which the next run drops and plays
again.

Re-running the same tournament on the same file resumes it: the games already there are
not played again and each game is counted once. A file of another tournament (other
bots, seed, deals, game or options) is refused rather than mixed in.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from .tournament import Forfeit, GameResult, GameSpec, TournamentConfig

FORMAT = 1
"""The version of the line format (in the first line)."""
HEADER_START = b'{"tournament":'
"""How the first line starts."""

try:  # flock: POSIX only; elsewhere two runs on one file are not detected
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class ResultsFileError(ValueError):
    """The results file cannot be used: the message says why, fit for the user."""


def identity(config: TournamentConfig, options: Mapping[str, Any]) -> dict[str, Any]:
    """What the first line records: everything that decides the games."""
    return {
        "game": config.game,
        "players": config.players,
        "bots": list(config.bots),
        "deals": config.deals,
        "seed": config.seed,
        "options": _plain(dict(options)),
    }


def result_to_line(result: GameResult) -> dict[str, Any]:
    """Everything needed to rebuild ``result``: its report entry, decisions and timing."""
    line = result.to_dict()
    line["decisions"] = list(result.decisions)
    line["think_s"] = list(result.think_s)
    if result.forfeit is not None:
        line["forfeit"]["move"] = result.forfeit.move
        line["forfeit"]["record"] = result.forfeit.record
    return line


def result_from_line(line: Mapping[str, Any]) -> GameResult:
    """The :class:`GameResult` of a line written by :func:`result_to_line`.

    Raises ``KeyError``, ``TypeError`` or ``ValueError`` on a malformed line.
    """
    forfeit = line["forfeit"]
    return GameResult(
        index=int(line["index"]),
        deal=int(line["deal"]),
        rotation=int(line["rotation"]),
        seed=int(line["seed"]),
        entries=tuple(int(e) for e in line["entries"]),
        bots=tuple(str(b) for b in line["bots"]),
        bot_seeds=tuple(int(s) for s in line["bot_seeds"]),
        scores=tuple(line["scores"]),
        ranks=tuple(int(r) for r in line["ranks"]),
        winners=tuple(int(w) for w in line["winners"]),
        moves=int(line["moves"]),
        decisions=tuple(int(d) for d in line["decisions"]),
        forfeit=None
        if forfeit is None
        else Forfeit(
            seat=int(forfeit["seat"]),
            bot=str(forfeit["bot"]),
            move=int(forfeit["move"]),
            error=str(forfeit["error"]),
            record=dict(forfeit["record"]),
        ),
        think_s=tuple(float(t) for t in line["think_s"]),
    )


class ResultsFile:
    """The results file of one tournament, opened for resuming and appending.

    >>> import tempfile
    >>> from tradewinds.arena.tournament import schedule
    >>> config = TournamentConfig("manila", ("random",) * 3, deals=1, seed=1)
    >>> path = Path(tempfile.mkdtemp()) / "results.jsonl"
    >>> with ResultsFile(path, config, config.validate(), schedule(config)) as file:
    ...     len(file.done)
    0
    """

    def __init__(
        self,
        path: Path,
        config: TournamentConfig,
        options: Mapping[str, Any],
        specs: Sequence[GameSpec],
    ) -> None:
        self.path = path
        self.identity = identity(config, options)
        self.specs = {spec.index: spec for spec in specs}
        self.done: dict[int, GameResult] = {}
        """The games read from the file, by index."""
        self._out: IO[bytes] | None = None

    def __enter__(self) -> ResultsFile:
        self.open()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def open(self) -> None:
        """Read the games already in the file, check they belong here, and open it for
        appending (writing the first line of a new file)."""
        path = self.path
        if path.is_dir():
            raise ResultsFileError(f"{path} is a directory, not a results file")
        try:
            out = path.open("a+b")
        except OSError as exc:
            raise ResultsFileError(f"cannot open {path}: {exc.strerror or exc}") from None
        try:
            self._lock(out)
            out.seek(0)
            data = out.read()
            complete = data[: data.rfind(b"\n") + 1]
            lines = complete.splitlines()
            if lines:
                self._check_header(lines[0])
                for number, raw in enumerate(lines[1:], start=2):
                    self._read_game(number, raw)
            elif data and not HEADER_START.startswith(data[: len(HEADER_START)]):
                # No whole line, and not the start of one of ours: someone else's file.
                raise ResultsFileError(
                    f"{path} is not a tournament results file (it does not start with "
                    "the line naming a tournament)"
                )
            # A partial last line is what a crash in the middle of a write leaves: that
            # game was not finished as far as the file knows, so it is dropped (only now
            # that the rest is known to be ours) and played again.
            if len(complete) < len(data):
                out.truncate(len(complete))
            if not lines:
                self._write(out, {"tournament": self.identity, "format": FORMAT})
        except BaseException:
            out.close()
            raise
        self._out = out

    def write(self, result: GameResult) -> None:
        """Append one finished game (the whole line at once, flushed)."""
        assert self._out is not None, "open the file first"
        self._write(self._out, result_to_line(result))
        self.done[result.index] = result

    def close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None

    def _lock(self, out: IO[bytes]) -> None:
        # Two runs appending to one file would play (and write) the same games twice.
        if fcntl is None:  # pragma: no cover - Windows
            return
        try:
            fcntl.flock(out.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise ResultsFileError(
                f"{self.path} is in use by another tournament run; wait for it to finish"
            ) from None

    @staticmethod
    def _write(out: IO[bytes], data: Mapping[str, Any]) -> None:
        # One write of the whole line, flushed: a killed run loses at most the line being
        # written (no fsync: the kernel keeps what was flushed when the process dies, and
        # a sync per game would slow fast bots down a lot).
        out.write(json.dumps(data, separators=(",", ":")).encode() + b"\n")
        out.flush()

    def _parse(self, number: int, raw: bytes) -> Any:
        try:
            return json.loads(raw)
        except ValueError:  # UnicodeDecodeError and JSONDecodeError alike
            raise ResultsFileError(
                f"{self.path} is not a tournament results file (line {number} is not JSON)"
            ) from None

    def _check_header(self, raw: bytes) -> None:
        header = self._parse(1, raw)
        if not isinstance(header, dict) or not isinstance(header.get("tournament"), dict):
            raise ResultsFileError(
                f"{self.path} is not a tournament results file (its first line does not "
                "describe a tournament)"
            )
        theirs = header["tournament"]
        different = [k for k in self.identity if theirs.get(k) != self.identity[k]]
        if different:
            details = "; ".join(
                f"{k}: {_show(theirs.get(k))} in the file, {_show(self.identity[k])} now"
                for k in different
            )
            raise ResultsFileError(
                f"{self.path} holds the results of another tournament ({details}); "
                "use another --results file, or the same settings to resume it"
            )

    def _read_game(self, number: int, raw: bytes) -> None:
        data = self._parse(number, raw)
        where = f"{self.path}, line {number}"
        try:
            result = result_from_line(data)
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ResultsFileError(f"{where}: not a game result") from None
        spec = self.specs.get(result.index)
        if spec is None or (spec.deal, spec.rotation, spec.seed, spec.bots, spec.bot_seeds) != (
            result.deal,
            result.rotation,
            result.seed,
            result.bots,
            result.bot_seeds,
        ):
            raise ResultsFileError(f"{where}: game {result.index} is not one of this tournament")
        if result.index in self.done:
            raise ResultsFileError(f"{where}: game {result.index} is in the file twice")
        self.done[result.index] = result


def _plain(data: Any) -> Any:
    """``data`` as JSON gives it back (tuples become lists), for comparisons."""
    return json.loads(json.dumps(data))


def _show(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))
