"""The San Juan game: setup, rounds and role choice, and the decision dispatch."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import compress
from typing import Any

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidOptionError, InvalidStateError
from ...core.phrase import LogPhrase
from .actions import ACTIONS, K_LIBRARY
from .board import (
    NG,
    NK,
    PH_BLACK_MARKET,
    PH_BUILD,
    PH_CHAPEL,
    PH_COUNCIL_DISCARD,
    PH_COVER,
    PH_GOLD_MINE,
    PH_HAND_LIMIT,
    PH_KEEP,
    PH_LIBRARY,
    PH_OVER,
    PH_PAY,
    PH_PRODUCE,
    PH_ROLE,
    PH_SELL,
    PH_SETUP_DISCARD,
    PHASE_NAMES,
    shuffle,
)
from .data import (
    BUILDER,
    CARDS,
    COUNCILLOR,
    COUNTS,
    INDIGO_PLANT,
    LIBRARY,
    NUM_ROLES,
    NUM_TILES,
    PLAYER_COUNTS,
    PRODUCER,
    PRODUCTION_CARDS,
    PROSPECTOR,
    STARTING_HAND,
    TOTAL_CARDS,
    TRADER,
    TURNS_PER_ROUND,
)
from .roles.builder import RANGE, BuilderPhase, price_row
from .roles.governor import GovernorSteps
from .roles.producer import ProducerPhase
from .roles.prospector import ProspectorPhase
from .roles.trader import TraderPhase
from .rulings import why_illegal
from .scoring import result, score_lines
from .texts import CHOOSES_PHRASE, LIBRARY_DOUBLES_PHRASE, SEATS, seat_texts
from .view import determinize, view

# The draw pile at setup by player count: every card but one Indigo plant per player.
_DECKS = {
    players: tuple(
        kind
        for kind, n in enumerate(COUNTS)
        for _ in range(n - players if kind == INDIGO_PLANT else n)
    )
    for players in PLAYER_COUNTS
}
# The legal role choices for each set of roles already chosen (bit r = role r taken);
# legal_actions() lists are shared and never mutated.
# Decisions taken in turn from the chooser, and from the governor (the check of a loaded
# position: its actor must be the one these call for).
_CHOOSER_STEP_PHASES = frozenset(
    {
        PH_BUILD,
        PH_COVER,
        PH_BLACK_MARKET,
        PH_PAY,
        PH_PRODUCE,
        PH_SELL,
        PH_KEEP,
        PH_COUNCIL_DISCARD,
        PH_GOLD_MINE,
    }
)
_GOVERNOR_STEP_PHASES = frozenset({PH_CHAPEL, PH_HAND_LIMIT, PH_SETUP_DISCARD})
_ROLES_LEFT = tuple(
    [ACTIONS.role[r] for r in range(NUM_ROLES) if not taken >> r & 1]
    for taken in range(1 << NUM_ROLES)
)
_LIBRARY_CHOICE = [ACTIONS.library, ACTIONS.no_library]
# Why no 12th building can ever be built (see _stalemate), and the phrase of the line
# "<why>: the game ends."
_FROZEN = (
    "No card can move any more (both piles are empty, nobody holds a good and nobody can build)"
)
_UNBUILDABLE = "No card left in play can ever be built by anyone"
_STALEMATE_PHRASE: dict[str, LogPhrase] = {
    _FROZEN: ("sj-log-stalemate-frozen", {}),
    _UNBUILDABLE: ("sj-log-stalemate-unbuildable", {}),
}


class SanJuanState(BuilderPhase, ProducerPhase, TraderPhase, ProspectorPhase, GovernorSteps):
    """A game of San Juan (2-4 players)."""

    _TABLE_DISPATCH = True

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> SanJuanState:
        s = cls.__new__(cls)
        s._configure(players, seed, options, names)
        s._history = None
        s._moves = 0
        s._log = None
        s._legal = None
        s.is_over = False
        s.rng = rng.seed_to_state(seed)
        governor = options["first_governor"]
        if governor == "random":
            s.rng, governor = rng.below(s.rng, players)
        elif governor >= players:
            seats = ", ".join(str(i) for i in range(players))
            raise InvalidOptionError(
                f"option 'first_governor' must be 'random' or a seat ({seats}) "
                f"with {players} players; got {governor}"
            )
        s.governor = int(governor)
        # The trading-house tiles are shuffled into a face-down stack (§4 step 5).
        s.tiles = list(range(NUM_TILES))
        s.rng = shuffle(s.rng, s.tiles)
        s.trades = 0
        # One Indigo plant per player goes face up into his city (§4 step 1).
        s.deck = list(_DECKS[players])
        s.rng = shuffle(s.rng, s.deck)
        s.hands = [0] * (players * NK)
        s.hand_size = [0] * players
        s.city = [0] * (players * NK)
        for seat in range(players):
            s.city[seat * NK + INDIGO_PLANT] = 1
        s.city_size = [1] * players
        s.goods = [0] * (players * NG)
        s.good_cards = [[] for _ in range(players)]
        s.chapel = [0] * (players * NK)
        s.chapel_size = [0] * players
        s.covered = [0] * (players * NK)
        s.discard = [0] * NK
        s.discard_size = 0
        s.seen = [0] * (players * NK)
        s.known = [0] * (players * NK)
        s.known_size = [0] * players
        s.drawn = []
        s.revealed = []
        s.role_owner = [-1] * NUM_ROLES
        s.round = 1
        s.turn = 0
        s.role = -1
        s.roles_taken = 0
        s.actor = s.governor
        s.chooser = s.governor
        s.step = 0
        s.lib = 0
        s.lib_used = 0
        s.building = -1
        s.cover = -1
        s.due = 0
        s.bm = 0
        s.count = 0
        s.allowance = 0
        s.left = 0
        s.owed = 0
        s.ended = 0
        s.phase = PH_ROLE
        s._event(
            f"{s.name(s.governor)} is the first governor.",
            None,
            ("sj-log-first-governor", {"player": SEATS[s.governor]}),
        )
        variant = options["setup_variant"] == "on"
        for position in range(players):
            seat = (s.governor + position) % players
            extra = position + 1 if variant else 0
            s.draw_to_hand(seat, STARTING_HAND + extra, "starting hand")
        if variant:
            s.step = 0
            s._setup_next()
        else:
            s._start_new_round()
        s._settle()
        return s

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.players = players
        self.seed = seed
        self.options = options
        self.names = names
        self.actions = ACTIONS
        self.table = ACTIONS
        self.turns_per_round = TURNS_PER_ROUND[players]
        self.immediate_end = options["game_end"] == "immediate"
        self.no_rebuild = options["covered_rebuild"] == "forbidden"
        self.texts = seat_texts(names)

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> SanJuanState:
        return cls._load_saved(data)

    def _validate(self) -> None:
        n = self.players

        def check(ok: bool, what: str) -> None:
            if not ok:
                raise InvalidStateError(f"saved san_juan state: {what}")

        check(0 <= self.phase <= PH_OVER, f"unknown decision {self.phase}")
        for name in ("actor", "chooser", "governor"):
            check(0 <= getattr(self, name) < n, f"{name} is not a seat")
        check(0 <= self.turn <= self.turns_per_round, "turn out of range")
        check(-1 <= self.role < NUM_ROLES, "role out of range")
        for name, size in (
            ("hands", n * NK),
            ("city", n * NK),
            ("chapel", n * NK),
            ("covered", n * NK),
            ("seen", n * NK),
            ("known", n * NK),
            ("goods", n * NG),
            ("hand_size", n),
            ("city_size", n),
            ("chapel_size", n),
            ("known_size", n),
            ("discard", NK),
            ("tiles", NUM_TILES),
            ("role_owner", NUM_ROLES),
        ):
            values = getattr(self, name)
            check(len(values) == size, f"{name} must have {size} entries")
            if name != "role_owner":
                check(min(values) >= 0, f"{name} has a negative count")
        check(sorted(self.tiles) == list(range(NUM_TILES)), "tiles must be a permutation")
        check(all(-1 <= o < n for o in self.role_owner), "role owner is not a seat")
        check(
            self.roles_taken == sum(1 << r for r, o in enumerate(self.role_owner) if o >= 0),
            "roles_taken does not match role_owner",
        )
        check(len(self.good_cards) == n, "good_cards must have one list per seat")
        for name in ("deck", "drawn", "revealed"):
            check(all(0 <= c < NK for c in getattr(self, name)), f"{name} holds an unknown card")
        check(all(0 <= c < NK for cards in self.good_cards for c in cards), "unknown good card")
        check(-1 <= self.building < NK and -1 <= self.cover < NK, "building out of range")
        check(self.discard_size == sum(self.discard), "discard_size does not match")
        for seat in range(n):
            base = seat * NK
            check(self.hand_size[seat] == sum(self.hands[base : base + NK]), "hand_size")
            check(self.city_size[seat] == sum(self.city[base : base + NK]), "city_size")
            check(self.chapel_size[seat] == sum(self.chapel[base : base + NK]), "chapel_size")
            check(
                len(self.good_cards[seat]) == sum(self.goods[seat * NG : seat * NG + NG]),
                "goods do not match their cards",
            )
            check(
                all(self.goods[seat * NG + g] <= self.city[base + g] for g in range(NG)),
                "more goods than production buildings",
            )
        total = (
            len(self.deck)
            + self.discard_size
            + sum(self.hands)
            + sum(self.city)
            + sum(self.chapel)
            + sum(self.covered)
            + sum(len(c) for c in self.good_cards)
            + len(self.drawn)
            + len(self.revealed)
            + (1 if self.building >= 0 else 0)
        )
        check(total == TOTAL_CARDS, f"{total} cards instead of {TOTAL_CARDS}")
        check(
            self.phase == PH_OVER or bool(self._compute_legal()),
            f"decision '{PHASE_NAMES[self.phase]}' has no legal action",
        )

    def _expected_actor(self) -> int | None:
        n = self.players
        phase = self.phase
        if phase == PH_ROLE:
            return self._role_chooser(self.turn)
        if phase in _CHOOSER_STEP_PHASES:
            return (self.chooser + self.step) % n
        if phase in _GOVERNOR_STEP_PHASES:
            return (self.governor + self.step) % n
        if phase == PH_LIBRARY:
            return self.chooser
        return None

    # ---------------------------------------------------- rounds and roles
    def _start_new_round(self) -> None:
        self.turn = -1
        self._next_role()

    def _role_chooser(self, turn: int) -> int:
        """Who chooses the ``turn``-th role of the round (from 0): the governor, then
        clockwise; with 2 players the governor, the other player, the governor again
        (§5.1)."""
        if self.players == 2:
            return self.governor if turn != 1 else 1 - self.governor
        return (self.governor + turn) % self.players

    def _next_role(self) -> None:
        """The next role's choice, or the round's end."""
        self.role = -1
        self.lib = 0
        turn = self.turn = self.turn + 1
        if turn == self.turns_per_round:
            self._end_round()
            return
        self.actor = self._role_chooser(turn)
        self.phase = PH_ROLE

    def _end_round(self) -> None:
        """Round end (§9): roles return, the governor card passes left, Chapel, hand limit."""
        owners = self.role_owner
        for r in range(NUM_ROLES):
            owners[r] = -1
        self.roles_taken = 0
        why = self._stalemate()
        if why:
            self.ended = 2
            self._event(f"{why}: the game ends.", None, _STALEMATE_PHRASE[why])
            self.end_game()
            return
        self.lib_used = 0
        self.governor = (self.governor + 1) % self.players
        self.round += 1
        text = f"Round {self.round}: {self.names[self.governor]} is the governor."
        phrase = ("sj-log-round", {"round": self.round, "player": SEATS[self.governor]})
        self._log = ((self._moves, None, text, phrase), self._log)
        self._start_round_steps()

    def _stalemate(self) -> str:
        """Why no 12th building can ever be built, whatever the players do ('' if it
        still can). A ruling for positions the rules do not foresee: only random play
        gets there. Checked at the end of every round."""
        city = self.city
        covered = self.covered
        chapel = self.chapel
        n = self.players
        if not (self.deck or self.discard_size or any(self.goods)) and all(
            self.hand_size[seat] <= self.hand_limit(seat)
            and not self.buildable(seat, 2 if city[seat * NK + LIBRARY] else 1)
            for seat in range(n)
        ):
            return _FROZEN
        # A production building in the discard pile or in a hand can still be built: the
        # usual case, and far cheaper to see than the counts below (this runs every round).
        discard = self.discard
        if discard[0] or discard[1] or discard[2] or discard[3] or discard[4]:
            return ""
        hands = self.hands
        for b in range(0, n * NK, NK):
            if hands[b] or hands[b + 1] or hands[b + 2] or hands[b + 3] or hands[b + 4]:
                return ""
        if sum(self.city_size) + sum(self.chapel_size) + sum(covered) < PRODUCTION_CARDS:
            return ""  # not even every placed card is a production building
        out = 0
        for seat in range(n):
            b = seat * NK
            out += sum(city[b : b + NG]) + sum(covered[b : b + NG]) + sum(chapel[b : b + NG])
        if out < PRODUCTION_CARDS:
            return ""  # a production building can still be built
        for card in range(NG, NK):
            placed = sum(city[card::NK]) + sum(covered[card::NK]) + sum(chapel[card::NK])
            if placed < COUNTS[card] and any(
                not city[seat * NK + card] and not (self.no_rebuild and covered[seat * NK + card])
                for seat in range(n)
            ):
                return ""  # someone may still build this violet building
        return _UNBUILDABLE

    def _legal_role(self) -> list[Action]:
        return _ROLES_LEFT[self.roles_taken]

    def _apply_role(self, action: Action) -> None:
        role = action.arg
        seat = self.actor
        self.role_owner[role] = seat
        self.roles_taken |= 1 << role
        self.chooser = seat
        self.role = role
        self._log = (
            (self._moves, None, self.texts.chooses[seat][role], CHOOSES_PHRASE[seat][role]),
            self._log,
        )
        self.lib = 0
        if self.city[seat * NK + LIBRARY]:
            if self.players != 2:
                self.lib = 1
            elif not self.lib_used >> seat & 1:
                if self.turn == 0 and self._library_matters(seat, role):
                    # 2 players: the governor's Library works once per round (§7).
                    self.actor = seat
                    self.phase = PH_LIBRARY
                    return
                self.lib = 1
            if self.lib:
                self._log = (
                    (
                        self._moves,
                        None,
                        self.texts.library_doubles[seat],
                        LIBRARY_DOUBLES_PHRASE[seat],
                    ),
                    self._log,
                )
        if role != PROSPECTOR:
            self.step = 0  # (the prospector's phase leaves it alone without a Gold mine)
        _ROLE_START[role](self)

    def _library_matters(self, seat: int, role: int) -> bool:
        """Whether doubling ``seat``'s privilege can change anything in this phase."""
        base = seat * NK
        if role == BUILDER:
            single = price_row(self.city, base, 1)
            double = price_row(self.city, base, 2)
            return any(single[c] > double[c] for c in compress(RANGE, self.hands[base : base + NK]))
        if role == PRODUCER:
            return self.empty_buildings(seat) > self.production_allowance(seat, 1)
        if role == TRADER:
            return self.goods_total(seat) > self.trade_allowance(seat, 1)
        return self.can_draw()

    def _legal_library(self) -> list[Action]:
        return _LIBRARY_CHOICE

    def _apply_library(self, action: Action) -> None:
        self.lib = 1 if action.kind == K_LIBRARY else 0
        if self.lib:
            chooser = self.chooser
            self._event(self.texts.library_doubles[chooser], None, LIBRARY_DOUBLES_PHRASE[chooser])
        else:
            self._event(
                f"{self.names[self.chooser]} keeps the Library for later this round.",
                None,
                ("sj-log-library-kept", {"player": SEATS[self.chooser]}),
            )
        if self.role != PROSPECTOR:
            self.step = 0
        _ROLE_START[self.role](self)

    # ------------------------------------------------------------ dispatch
    def _why_illegal(self, action: Action) -> str:
        return why_illegal(self, action)

    def result(self) -> dict[str, Any]:
        return result(self)

    score_unit = "VP"
    # §11: a tie on VP goes to the most cards in hand and goods together.
    tiebreak_words = "cards in hand and goods"

    def _score_lines(self, score: dict[str, Any]) -> list[dict[str, Any]]:
        return score_lines(score)

    def _reveal(self, data: dict[str, Any]) -> None:
        # The cards a councillor is choosing from lie outside every players_board entry.
        if self.drawn:
            data["pending"]["drawn"] = [CARDS[c].id for c in self.drawn]

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return view(self, seat)

    def determinize(self, seat: int, seed: int) -> SanJuanState:
        self._check_seat(seat)
        return determinize(self, seat, seed)

    def clone(self) -> SanJuanState:
        other = super().clone()
        assert isinstance(other, SanJuanState)
        return other


def _pass_through(state: SanJuanState, action: Action) -> None:
    raise AssertionError(f"no decision is pending for {action}")


def _no_actions(state: SanJuanState) -> list[Action]:
    return []


# The start of each role's phase, called with the step (players done) set to 0 but for the
# prospector's (the first three are the phases' loops themselves: one call less per role).
_ROLE_START: tuple[Callable[[SanJuanState], None], ...] = (
    SanJuanState._builder_next,
    SanJuanState._producer_next,
    SanJuanState._trader_start,
    SanJuanState._councillor_next,
    SanJuanState._prospector_start,
)
assert (BUILDER, PRODUCER, TRADER, COUNCILLOR, PROSPECTOR) == (0, 1, 2, 3, 4)

_PHASE_TABLE: dict[
    int,
    tuple[Callable[[SanJuanState], list[Action]], Callable[[SanJuanState, Action], None]],
] = {
    PH_SETUP_DISCARD: (SanJuanState._legal_hand_discard, SanJuanState._apply_setup_discard),
    PH_ROLE: (SanJuanState._legal_role, SanJuanState._apply_role),
    PH_LIBRARY: (SanJuanState._legal_library, SanJuanState._apply_library),
    PH_BUILD: (SanJuanState._legal_build, SanJuanState._apply_build),
    PH_COVER: (SanJuanState._legal_cover, SanJuanState._apply_cover),
    PH_BLACK_MARKET: (SanJuanState._legal_black_market, SanJuanState._apply_black_market),
    PH_PAY: (SanJuanState._legal_pay, SanJuanState._apply_pay),
    PH_PRODUCE: (SanJuanState._legal_produce, SanJuanState._apply_produce),
    PH_SELL: (SanJuanState._legal_sell, SanJuanState._apply_sell),
    PH_KEEP: (SanJuanState._legal_keep, SanJuanState._apply_keep),
    PH_COUNCIL_DISCARD: (SanJuanState._legal_hand_discard, SanJuanState._apply_council_discard),
    PH_GOLD_MINE: (SanJuanState._legal_gold_mine, SanJuanState._apply_gold_mine),
    PH_CHAPEL: (SanJuanState._legal_chapel, SanJuanState._apply_chapel),
    PH_HAND_LIMIT: (SanJuanState._legal_hand_discard, SanJuanState._apply_hand_limit),
    PH_OVER: (_no_actions, _pass_through),
}
SanJuanState._LEGAL = tuple(_PHASE_TABLE[p][0] for p in range(len(_PHASE_TABLE)))
SanJuanState._APPLY = tuple(_PHASE_TABLE[p][1] for p in range(len(_PHASE_TABLE)))
