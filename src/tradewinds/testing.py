"""The conformance suite of the game contract, shipped: :func:`check_game`.

Every game implements the same :class:`~tradewinds.core.game.State` contract, so every
game is checked the same way (as PettingZoo ships ``api_test``). ``check_game(name)``
plays random games of the game's sample configurations and asserts, at checked positions
along each game, every property below; the first violation raises ``AssertionError``
naming the property, the configuration, the game's seed and the move.

A game takes part through the plug-ins it registers with its
:class:`~tradewinds.core.game.GameInfo`: ``samples`` (the configurations played when none
are given), ``invariants`` (its conservation laws and bounds, checked after every move
played here) and ``rules`` (which rule predicate refuses an action, and with which
message: checked against ``legal_actions()`` and the refusal at every checked position).

Only the standard library is used: importing this module imports no test framework, so
a game written outside tradewinds can call it from any test runner.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn

from .core.codec import canonical_json
from .core.errors import IllegalActionError, UnknownActionError
from .core.game import (
    UNDECIDED,
    Chain,
    GameInfo,
    Sample,
    State,
    game_info,
    load_state,
    new_game,
    replay,
)

__all__ = ["PROPERTIES", "UNDECIDED", "Sample", "check_game"]

# The properties, in the words a failure names them with.
LEGAL_IDS = "legal action ids"
FORCED = "forced decisions are taken automatically"
LEGAL_APPLIES = "a legal action applies"
REFUSED = "an illegal action is refused"
UNTOUCHED = "a refused action leaves the state untouched"
NAMES_RULE = "a refusal names the rule"
RIGHT_RULE = "legal if and only if the rule allows it, refused with that rule"
WHY_ILLEGAL = "why_illegal agrees with legal_actions"
CLONE_EQUAL = "clone equality"
CLONE_INDEPENDENT = "clone independence"
JSON_ROUND_TRIP = "JSON round trip"
REPLAY = "the record replays to the same state"
DETERMINISM = "same seed and actions give the same state"
DETERMINIZE = "determinize keeps the seat's view"
VIEWS = "views are JSON and show each seat only its events"
END = "scores and tie-break at the end"
INVARIANTS = "the game's invariants"
COVERAGE = "random games reach the game's kinds of action"

PROPERTIES = (
    LEGAL_IDS,
    FORCED,
    LEGAL_APPLIES,
    REFUSED,
    UNTOUCHED,
    NAMES_RULE,
    RIGHT_RULE,
    WHY_ILLEGAL,
    CLONE_EQUAL,
    CLONE_INDEPENDENT,
    JSON_ROUND_TRIP,
    REPLAY,
    DETERMINISM,
    DETERMINIZE,
    VIEWS,
    END,
    INVARIANTS,
    COVERAGE,
)

# A refusal names the rule that forbids the action: a rulebook section ("§5.3"), one of
# the project's rulings ("Manila R5", the expansions' "exp. X19"), or, for an action of
# another decision, the decision pending and its legal actions ("it is Ann's decision
# 'mayor_place'; legal now: ...").
_RULE_MARKS = ("§", "Manila R", "exp. X", "legal now")

# Ids tried at each checked position, drawn among those not legal there (all of them
# where there are fewer): the tables run to hundreds of ids, most of them of other
# decisions, and a sample spread over many positions finds a wrong refusal sooner.
_REFUSALS = 80

Configuration = Sample | tuple[int, Mapping[str, Any]]


def check_game(
    name: str,
    *,
    games: int = 1,
    seed: int = 0,
    configurations: Sequence[Configuration] | None = None,
    every: int = 10,
) -> None:
    """Check that the game registered as ``name`` keeps the State contract.

    Plays ``games`` random games (seeds ``seed``, ``seed + 1``, ...; the moves drawn from
    the same seed) of each configuration: ``configurations`` (:class:`Sample` or
    ``(players, options)``), or else the samples the game registered. The first
    position, about one in ``every`` of the others (drawn) and the last are checked in
    full: legal ids; ids not legal (a sample) refused with a reason that names the rule,
    the state left byte-identical; every legal action applied on a clone;
    ``why_illegal``; clone, the JSON round trip, ``determinize`` for every seat and the
    views. After every move the game's invariants hold; at the end the record replays
    to the identical state, the same seed and actions give it again, and the scores
    carry ranks and the tie-break.

    Raises ``AssertionError`` naming the property (one of :data:`PROPERTIES`) at the first
    violation, and ``ValueError`` for a game that registered no samples when none are
    given.
    """
    if not __debug__:  # the games' invariants are assert statements
        raise RuntimeError("check_game needs assertions: run Python without -O")
    if games < 1 or every < 1:
        raise ValueError(f"games and every must be at least 1, got {games} and {every}")
    info = game_info(name)
    samples = _samples(info, configurations)
    for sample in samples:
        for number in range(games):
            _Game(info, sample, seed + number, every).play()


def _samples(info: GameInfo, given: Sequence[Configuration] | None) -> tuple[Sample, ...]:
    if given is None:
        if not info.samples:
            raise ValueError(
                f"{info.name} registers no sample configurations: pass configurations="
            )
        return info.samples
    return tuple(c if isinstance(c, Sample) else Sample(c[0], dict(c[1])) for c in given)


class _Game:
    """One random game under check: where it is, and the checks made along it."""

    def __init__(self, info: GameInfo, sample: Sample, seed: int, every: int) -> None:
        self.info = info
        self.sample = sample
        self.seed = seed
        self.every = every
        self.move = 0
        self.last_checked = 0
        self.checked = 0  # positions checked in full so far
        self.frozen: tuple[State, Print] | None = None  # a clone that must not change
        self.follower: State | None = None  # loaded from JSON: plays the same moves
        self.kinds: set[int] = set()
        self.invariants: Callable[[Any], None] = info.invariants or (lambda state: None)
        self.rules = info.rules
        self.ruled: set[str] = set()  # the refusals the rules plug-in decided

    # ------------------------------------------------------------------ failing
    def fail(self, prop: str, detail: str) -> NoReturn:
        where = f"{self.info.name} {self.sample.label}, game seed {self.seed}, move {self.move}"
        raise AssertionError(f"{prop}: {detail} ({where})")

    def same(self, prop: str, what: str, got: Any, expected: Any) -> None:
        if got != expected:
            self.fail(prop, f"{what} differs: {_short(got)} instead of {_short(expected)}")

    def unchanged(self, prop: str, what: str, state: State, mark: Print) -> None:
        if not _same(_print(state), mark):
            self.fail(prop, what)

    def check_invariants(self, state: State, after: str) -> None:
        try:
            self.invariants(state)
        except AssertionError as exc:
            self.fail(INVARIANTS, f"after {after}: {exc or 'an assertion failed'}")

    def start(self) -> State:
        try:
            return new_game(
                self.info.name, self.sample.players, seed=self.seed, options=self.sample.options
            )
        except ValueError as exc:  # a configuration the game refuses: the caller's mistake
            raise ValueError(f"{self.info.name} {self.sample.label}: {exc}") from None

    # ------------------------------------------------------------------ playing
    def play(self) -> None:
        """One random game, checked along the way and at its end."""
        state = self.start()
        text = self.start().to_json()
        self.same(DETERMINISM, "a second new game with the same seed", text, state.to_json())
        self.check_invariants(state, "setup")
        rng = random.Random(self.seed)
        # Which positions are checked in full: about one in ``every``, drawn from a stream
        # of its own (the moves stay those of the seed) so that the checks fall on every
        # kind of decision rather than in step with the rounds.
        pick = random.Random(~self.seed)
        while not state.is_over:
            self.move = state.move_number
            legal = state.legal_actions()
            chosen = legal[rng.randrange(len(legal))]
            self.kinds.update(action.kind for action in legal)
            after = None
            if self.move == 0 or pick.randrange(self.every) == 0:
                after = self.check_position(state, legal, chosen)
            try:
                state.apply(chosen)
            except IllegalActionError as exc:
                self.fail(LEGAL_APPLIES, f"{chosen} is legal but apply raised: {exc}")
            if self.follower is not None:
                self.follow(self.follower, chosen.id)
            self.check_invariants(state, str(chosen))
            if after is not None:
                self.unchanged(
                    CLONE_INDEPENDENT,
                    "a clone that played the same action differs",
                    state,
                    _print(after),
                )
        self.move = state.move_number
        self.compare_companions(state)
        self.check_end(state)
        if self.rules is not None and not self.ruled:
            self.fail(RIGHT_RULE, "the game's rules plug-in decided no refusal in a whole game")
        if len(self.kinds) < self.sample.kinds:
            self.fail(
                COVERAGE,
                f"the legal moves offered only {len(self.kinds)} kinds of action, fewer "
                f"than the {self.sample.kinds} this configuration declares",
            )

    def check_position(self, state: State, legal: list[Any], chosen: Any) -> State | None:
        """Everything checked at one position; returns the clone that played ``chosen``."""
        self.compare_companions(state)
        mark = _print(state)
        after = self.check_decision(state, legal, chosen, mark)
        self.frozen = self.check_clone(state, mark)
        self.follower = self.check_json(state)
        self.check_determinize(state, mark, full=self.checked == 0)
        self.last_checked = self.move
        self.checked += 1
        if self.checked == 3:
            self.check_midgame(state, mark)
        return after

    def follow(self, follower: State, action_id: int) -> None:
        try:
            follower.apply(action_id)
        except IllegalActionError as exc:
            self.fail(JSON_ROUND_TRIP, f"the loaded copy refuses the move played: {exc}")

    def compare_companions(self, state: State) -> None:
        """The clone taken at the last checked position is as it was; the copy loaded
        there, which played the same moves, equals the state."""
        if self.frozen is not None:
            self.unchanged(
                CLONE_INDEPENDENT,
                "moves played on the original changed an earlier clone",
                *self.frozen,
            )
        if self.follower is not None:
            self.unchanged(
                JSON_ROUND_TRIP,
                "a loaded copy that played the same moves differs",
                self.follower,
                _print(state),
            )

    # ---------------------------------------------------------------- decisions
    def check_decision(
        self, state: State, legal: list[Any], chosen: Any, mark: Print
    ) -> State | None:
        """Legal ids, every legal action applied on a clone, every other id refused.
        Returns the clone on which ``chosen`` was played."""
        self.check_ids(state, legal)
        after = None
        for action in legal:
            if state.why_illegal(action) is not None:
                self.fail(WHY_ILLEGAL, f"{action} is legal but why_illegal gives a reason")
            copy = state.clone()
            try:
                copy.apply(action)
            except IllegalActionError as exc:
                self.fail(LEGAL_APPLIES, f"{action} is legal but apply raised: {exc}")
            self.unchanged(
                CLONE_INDEPENDENT, f"playing {action} on a clone changed the original", state, mark
            )
            self.check_invariants(copy, f"{action} on a clone")
            if action is chosen:
                after = copy
        legal_ids = {action.id for action in legal}
        others = [i for i in range(state.num_distinct_actions) if i not in legal_ids]
        if len(others) > _REFUSALS:
            others = random.Random(self.seed * 7919 + self.move).sample(others, _REFUSALS)
        for action_id in others:
            self.check_refused(state, action_id)
        if self.rules is not None:
            self.check_rules(state, self.rules, legal)
        self.unchanged(UNTOUCHED, "refused actions changed the state", state, mark)
        self.same(UNTOUCHED, "legal_actions() after refusals", state.legal_actions(), legal)
        return after

    def check_rules(
        self, state: State, rules: Callable[[Any, Any], str | None], legal: list[Any]
    ) -> None:
        """Every action of the game's table that a rule predicate decides: legal if and
        only if the predicate allows it, and refused with the predicate's message."""
        allowed = set(legal)
        for action_id in range(state.num_distinct_actions):
            action = state.action_from_id(action_id)
            message = rules(state, action)
            if message == UNDECIDED:
                continue
            if (action in allowed) != (message is None):
                verdict = "allows" if message is None else f"refuses ({message})"
                legality = "legal" if action in allowed else "not legal"
                self.fail(RIGHT_RULE, f"{action} is {legality} but its rule {verdict}")
            if message is None:
                continue
            self.ruled.add(message)
            phrase = getattr(state.why_illegal(action), "phrase", None)
            if phrase is None or phrase[0] != message:
                got = "no catalog message" if phrase is None else phrase[0]
                self.fail(RIGHT_RULE, f"{action} is refused with {got}, its rule says {message}")

    def check_ids(self, state: State, legal: list[Any]) -> None:
        if state.current_player is None or not legal:
            self.fail(LEGAL_IDS, "a game not over has no player to act or no legal action")
        if len(legal) < 2:
            self.fail(FORCED, f"the only legal action {legal[0]} waits for a decision")
        size = state.num_distinct_actions
        ids = [action.id for action in legal]
        if len(set(ids)) != len(ids) or not all(0 <= i < size for i in ids):
            self.fail(LEGAL_IDS, f"ids {ids} repeat or leave 0..{size - 1}")
        for action in legal:
            if state.action_from_id(action.id) is not action:
                self.fail(LEGAL_IDS, f"id {action.id} does not give back {action}")
            if (
                state.parse_action(action.text) is not action
                or state.action_id(action) != action.id
            ):
                self.fail(LEGAL_IDS, f"the notation of {action} does not give back its id")
        if state.legal_actions() != legal or state.clone().legal_actions() != legal:
            self.fail(LEGAL_IDS, "legal_actions() changes when asked again or on a clone")

    def check_refused(self, state: State, action_id: int) -> None:
        action = state.action_from_id(action_id)
        reason = state.why_illegal(action_id)
        if reason is None:
            self.fail(WHY_ILLEGAL, f"{action} is not legal but why_illegal gives no reason")
        try:
            state.apply(action_id)
        except UnknownActionError as exc:
            self.fail(REFUSED, f"{action} of the game's own table is called unknown: {exc}")
        except IllegalActionError as exc:
            message = str(exc)
        else:
            self.fail(REFUSED, f"{action} is not legal, but apply accepted it")
        if message != f"{action}: {reason}":
            self.fail(WHY_ILLEGAL, f"apply refused {message!r}, why_illegal says {reason!r}")
        if not any(mark in reason for mark in _RULE_MARKS):
            self.fail(NAMES_RULE, f"{message!r} names no rule section, ruling or decision")

    # ------------------------------------------------------------ copies and JSON
    def check_clone(self, state: State, mark: Print) -> tuple[State, Print]:
        copy = state.clone()
        self.unchanged(CLONE_EQUAL, "the clone differs from the original", copy, mark)
        self.same(
            CLONE_EQUAL, "the clone's position_hash", copy.position_hash(), state.position_hash()
        )
        return copy, mark

    def check_json(self, state: State) -> State:
        """``load_state(to_json())`` is the same state (and goes on with it)."""
        text = state.to_json()
        try:
            loaded = load_state(text)
        except ValueError as exc:
            self.fail(JSON_ROUND_TRIP, f"load_state refused to_json(): {exc}")
        self.unchanged(JSON_ROUND_TRIP, "the loaded state differs", loaded, _print(state))
        self.same(
            JSON_ROUND_TRIP,
            "the loaded state's legal actions",
            loaded.legal_actions(),
            state.legal_actions(),
        )
        self.same(
            JSON_ROUND_TRIP,
            "the loaded state's player",
            loaded.current_player,
            state.current_player,
        )
        view = state.view(None, events=False)
        self.same(JSON_ROUND_TRIP, "the loaded state's view", loaded.view(None, events=False), view)
        self.same(JSON_ROUND_TRIP, "the loaded state's record", loaded.record(), state.record())
        return loaded

    # --------------------------------------------------------- hidden information
    def check_determinize(self, state: State, mark: Print, *, full: bool) -> None:
        """For every seat: the same seed gives the same copy, two seeds look the same to
        the seat, and the original is left alone. The views' events are compared in
        ``full`` or else from the last checked position on (the log only grows)."""
        since = 0 if full else self.last_checked + 1
        for seat in range(state.players):
            view = _view(state, seat, since)
            if full:
                try:
                    json.dumps(view)
                except (TypeError, ValueError) as exc:
                    self.fail(VIEWS, f"view({seat}) is not JSON: {exc}")
            first = state.determinize(seat, self.seed + 1)
            self.unchanged(
                DETERMINIZE,
                f"determinize({seat}) with the same seed differs",
                state.determinize(seat, self.seed + 1),
                _print(first),
            )
            self.same(
                DETERMINIZE, f"view({seat}) of determinize({seat})", _view(first, seat, since), view
            )
            self.same(
                DETERMINIZE,
                f"view({seat}) of a second determinize({seat})",
                _view(state.determinize(seat, self.seed + 2), seat, since),
                view,
            )
            self.same(DETERMINIZE, "the player to act", first.current_player, state.current_player)
            if seat == state.current_player:  # others' options may rest on hidden cards
                self.same(
                    DETERMINIZE,
                    "the acting seat's legal actions",
                    first.legal_actions(),
                    state.legal_actions(),
                )
            if not state.is_over:
                self.check_forgets(first, seat)
        self.unchanged(DETERMINIZE, "determinize changed the original", state, mark)

    def check_forgets(self, world: State, seat: int) -> None:
        """A determinization of a game in progress keeps neither the history (it may hold
        others' private choices) nor the seed (it would rebuild everything), nor the
        other seats' private events."""
        if world.history() or world.seed != self.seed + 1:
            self.fail(DETERMINIZE, f"determinize({seat}) keeps the history or the seed")
        if any(e.seat not in (None, seat) for e in world.events(everything=True)):
            self.fail(DETERMINIZE, f"determinize({seat}) keeps other seats' private events")

    def check_midgame(self, state: State, mark: Print) -> None:
        """Once a game: the record so far replays, and a determinization plays on legally
        to the end (invariants after every move) without touching the original."""
        self.unchanged(REPLAY, "the replayed partial record differs", replay(state.record()), mark)
        world = state.determinize(self.move % state.players, self.seed)
        rng = random.Random(self.seed)
        while not world.is_over:
            legal = world.legal_actions()
            action = legal[rng.randrange(len(legal))]
            world.apply(action)
            self.check_invariants(world, f"{action} in a determinization")
        self.unchanged(
            DETERMINIZE, "playing on a determinization changed the original", state, mark
        )

    # ---------------------------------------------------------------------- end
    def check_end(self, state: State) -> None:
        """The finished game refuses every action, keeps its views under determinize,
        scores every seat, replays from its record and from its action ids."""
        text = state.to_json()
        if state.current_player is not None or state.legal_actions():
            self.fail(LEGAL_IDS, "a finished game still has a player to act or legal actions")
        for action_id in range(0, state.num_distinct_actions, 7):
            if state.why_illegal(action_id) is None:
                self.fail(WHY_ILLEGAL, "why_illegal gives no reason after the end")
            try:
                state.apply(action_id)
            except IllegalActionError:
                continue
            self.fail(REFUSED, f"apply accepted {state.action_from_id(action_id)} after the end")
        self.same(UNTOUCHED, "the finished state after refusals", state.to_json(), text)
        self.check_determinize(state, _print(state), full=True)
        self.check_events(state)
        self.check_result(state)
        canonical = json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))
        self.same(JSON_ROUND_TRIP, "to_json() against canonical JSON", text, canonical)
        self.same(JSON_ROUND_TRIP, "the loaded state's JSON", load_state(text).to_json(), text)
        again = replay(state.record())
        self.same(REPLAY, "the replayed record's JSON", again.to_json(), text)
        self.same(
            REPLAY, "the replayed record's state_hash", again.state_hash(), state.state_hash()
        )
        self.same(REPLAY, "the replayed record's result", again.result(), state.result())
        by_ids = self.start()
        for action in state.history():
            by_ids.apply(action.id)
        self.same(DETERMINISM, "a new game given the same action ids", by_ids.to_json(), text)

    def check_events(self, state: State) -> None:
        everything = state.events(everything=True)
        public = state.events(None)
        if any(e.seat is not None for e in public):
            self.fail(VIEWS, "the public log holds a private event")
        if any(e["private"] for e in state.view(None)["events"]):
            self.fail(VIEWS, "the spectator's view shows a private event")
        for seat in range(state.players):
            own = state.events(seat)
            if any(e.seat not in (None, seat) for e in own) or not all(e in own for e in public):
                self.fail(VIEWS, f"seat {seat}'s log is not the public log plus its own events")
            if not all(e in everything for e in own):
                self.fail(VIEWS, f"seat {seat}'s log holds events the full log lacks")
            self.same(VIEWS, f"view({seat})'s events", len(state.view(seat)["events"]), len(own))

    def check_result(self, state: State) -> None:
        """Every seat scored and ranked; ranks follow the totals, then the tie-break."""
        result = state.result()
        scores = result.get("scores") or []
        seats = list(range(state.players))
        if result.get("over") is not True or [s.get("seat") for s in scores] != seats:
            self.fail(END, f"result() is not final or does not score seats 0..n-1: {result}")
        tiebreak = state.tiebreak_words is not None
        for score in scores:
            missing = {"total", "rank", *(["tiebreak"] if tiebreak else [])} - set(score)
            if missing:
                self.fail(END, f"seat {score['seat']}'s score lacks {sorted(missing)}")

        def key(score: dict[str, Any]) -> tuple[Any, ...]:
            return (score["total"], score["tiebreak"]) if tiebreak else (score["total"],)

        for a in scores:
            for b in scores:
                if key(a) > key(b) and not a["rank"] < b["rank"]:
                    self.fail(END, f"seat {a['seat']} outscores seat {b['seat']} but ranks lower")
                if key(a) == key(b) and a["rank"] != b["rank"]:
                    self.fail(END, f"seats {a['seat']} and {b['seat']} tie but rank apart")
        first = sorted(s["seat"] for s in scores if s["rank"] == 1)
        self.same(END, "the winners", sorted(result.get("winners", [])), first)
        self.same(END, "the ranking's seats", sorted(result.get("ranking", [])), seats)
        for player in state.score_breakdown()["players"]:
            total = sum(line["value"] for line in player["lines"])
            self.same(END, f"seat {player['seat']}'s score lines added up", total, player["total"])


def _view(state: State, seat: int, since: int) -> dict[str, Any]:
    """``view(seat)`` with only the events of move ``since`` and later."""
    data = state.view(seat, events=False)
    data["events"] = state.event_log(seat, since)
    return data


# What ``to_json()`` is made of: the position as canonical JSON, the history and the log.
# Comparing these tells whether ``to_json()`` would be byte-identical, at a fraction of its
# cost late in a game: the history and the log are immutable chains, which clones share,
# so most equal chains are found equal by identity.
Print = tuple[str, Chain, Chain]


def _print(state: State) -> Print:
    return canonical_json(state._position_dict()), state._history, state._log


def _same(a: Print, b: Print) -> bool:
    return a[0] == b[0] and _same_chain(a[1], b[1]) and _same_chain(a[2], b[2])


def _same_chain(a: Chain, b: Chain) -> bool:
    """Whether two chains hold equal items (a log line kept without a phrase reads back
    from JSON with ``None`` for it: the same line)."""
    while a is not b:
        if a is None or b is None:
            return False
        x, y = a[0], b[0]
        if x != y and (not isinstance(x, tuple) or _padded(x) != _padded(y)):
            return False
        a, b = a[1], b[1]
    return True


def _padded(entry: tuple[Any, ...]) -> tuple[Any, ...]:
    return entry if len(entry) > 3 else (*entry, None)


def _short(value: Any, limit: int = 300) -> str:
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit // 2]} ... {text[-limit // 2 :]}"
