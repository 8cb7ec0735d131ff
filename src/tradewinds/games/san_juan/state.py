"""The San Juan game: setup, rounds and role choice, and the decision dispatch."""

from __future__ import annotations

from typing import Any, Final

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidStateError
from ...core.machine import Apply, Legal, no_actions, no_decision, phase_tables
from ...core.seats import clockwise, first_player, seat_at
from . import phase_dispatch
from .actions import ACTIONS
from .board import (
    FIELDS,
    INT,
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
    PILE,
    PILES,
    Board,
    field_size,
    shuffle,
)
from .data import (
    CARDS,
    COUNTS,
    INDIGO_PLANT,
    NUM_ROLES,
    NUM_TILES,
    PLAYER_COUNTS,
    STARTING_HAND,
    TOTAL_CARDS,
    TURNS_PER_ROUND,
)
from .roles import builder, councillor, governor, producer, prospector, trader
from .roles.choice import apply_library, apply_role, legal_library, legal_role
from .roles.governor import role_chooser, start_new_round
from .roles.hand import legal_hand_discard
from .texts import SEATS, seat_texts

# The draw pile at setup by player count: every card but one Indigo plant per player.
_DECKS: Final = {
    players: tuple(
        kind
        for kind, n in enumerate(COUNTS)
        for _ in range(n - players if kind == INDIGO_PLANT else n)
    )
    for players in PLAYER_COUNTS
}
# Decisions taken in turn from the chooser, and from the governor (the check of a loaded
# position: its actor must be the one these call for).
_CHOOSER_STEP_PHASES: Final = frozenset(
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
_GOVERNOR_STEP_PHASES: Final = frozenset({PH_CHAPEL, PH_HAND_LIMIT, PH_SETUP_DISCARD})


# Each decision's rules: its legal actions, and how one of them is applied.
_PHASE_TABLE: Final[dict[int, tuple[Legal, Apply]]] = {
    PH_SETUP_DISCARD: (legal_hand_discard, governor.apply_setup_discard),
    PH_ROLE: (legal_role, apply_role),
    PH_LIBRARY: (legal_library, apply_library),
    PH_BUILD: (builder.legal_build, builder.apply_build),
    PH_COVER: (builder.legal_cover, builder.apply_cover),
    PH_BLACK_MARKET: (builder.legal_black_market, builder.apply_black_market),
    PH_PAY: (builder.legal_pay, builder.apply_pay),
    PH_PRODUCE: (producer.legal_produce, producer.apply_produce),
    PH_SELL: (trader.legal_sell, trader.apply_sell),
    PH_KEEP: (councillor.legal_keep, councillor.apply_keep),
    PH_COUNCIL_DISCARD: (legal_hand_discard, councillor.apply_council_discard),
    PH_GOLD_MINE: (prospector.legal_gold_mine, prospector.apply_gold_mine),
    PH_CHAPEL: (governor.legal_chapel, governor.apply_chapel),
    PH_HAND_LIMIT: (legal_hand_discard, governor.apply_hand_limit),
    PH_OVER: (no_actions, no_decision),
}
TABLES: Final = phase_tables(PHASE_NAMES, _PHASE_TABLE)


class SanJuanState(Board):
    """A game of San Juan (2-4 players)."""

    def _compute_legal(self) -> list[Action]:
        # The phase table's rules called by name (generated), native when compiled.
        return phase_dispatch.legal(self)

    def _apply(self, action: Action) -> None:
        phase_dispatch.apply(self, action)

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> SanJuanState:
        s = cls._fresh(players, seed, options, names)
        s._start_fields()
        s.rng, first = first_player(
            rng.seed_to_state(seed), players, "first_governor", options["first_governor"]
        )
        s.governor = s.actor = s.chooser = first
        _lay_out(s)
        s._event(
            f"{s.name(s.governor)} is the first governor.",
            None,
            ("sj-log-first-governor", {"player": SEATS[s.governor]}),
        )
        _deal(s, options["setup_variant"] == "on")
        s._settle()
        return s

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.actions = ACTIONS
        self.table = ACTIONS
        self.legal_by_phase, self.apply_by_phase = TABLES
        self.turns_per_round = TURNS_PER_ROUND[players]
        self.immediate_end = options["game_end"] == "immediate"
        self.no_rebuild = options["covered_rebuild"] == "forbidden"
        self.texts = seat_texts(names)

    def _validate(self) -> None:
        _check(0 <= self.phase <= PH_OVER, f"unknown decision {self.phase}")
        for name in ("actor", "chooser", "governor"):
            _check(0 <= getattr(self, name) < self.players, f"{name} is not a seat")
        _check(0 <= self.turn <= self.turns_per_round, "turn out of range")
        _check(-1 <= self.role < NUM_ROLES, "role out of range")
        _check_sizes(self)
        _check_roles(self)
        _check_cards(self)
        for seat in range(self.players):
            _check_seat_totals(self, seat)
        _check(
            self.phase == PH_OVER or bool(self._compute_legal()),
            f"decision '{PHASE_NAMES[self.phase]}' has no legal action",
        )

    def _expected_actor(self) -> int | None:
        n = self.players
        phase = self.phase
        if phase == PH_ROLE:
            return role_chooser(self, self.turn)
        if phase in _CHOOSER_STEP_PHASES:
            return seat_at(self.chooser, n, self.step)
        if phase in _GOVERNOR_STEP_PHASES:
            return seat_at(self.governor, n, self.step)
        if phase == PH_LIBRARY:
            return self.chooser
        return None

    # ------------------------------------------------------- scores, views
    # (The rules' refusals, the scores and the views are the functions the game registers:
    # rulings.py, scoring.py, view.py.)
    score_unit = "VP"
    # §11: a tie on VP goes to the most cards in hand and goods together.
    tiebreak_words = "cards in hand and goods"

    def _reveal(self, data: dict[str, Any]) -> None:
        # The cards a councillor is choosing from lie outside every players_board entry.
        if self.drawn:
            data["pending"]["drawn"] = [CARDS[c].id for c in self.drawn]

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def clone(self) -> SanJuanState:
        other = super().clone()
        assert isinstance(other, SanJuanState)
        return other


# ----------------------------------------------------------------- setup
def _lay_out(s: Board) -> None:
    """The tiles and the draw pile shuffled, one Indigo plant in each city (§4)."""
    # The trading-house tiles are shuffled into a face-down stack (§4 step 5).
    s.tiles = list(range(NUM_TILES))
    s.rng = shuffle(s.rng, s.tiles)
    # One Indigo plant per player goes face up into his city (§4 step 1).
    s.deck = list(_DECKS[s.players])
    s.rng = shuffle(s.rng, s.deck)
    for seat in range(s.players):
        s.city[seat * NK + INDIGO_PLANT] = 1
        s.city_size[seat] = 1


def _deal(s: Board, variant: bool) -> None:
    """The starting hands, from the governor clockwise; with the setup variant each
    player is dealt 4 + his position and then keeps 4 (§4.1)."""
    players = s.players
    for position in range(players):
        seat = clockwise(s.governor, players)[position]
        extra = position + 1 if variant else 0
        s.draw_to_hand(seat, STARTING_HAND + extra, "starting hand")
    if variant:
        s.step = 0
        governor.setup_next(s)
    else:
        start_new_round(s)


# ------------------------------------------------------------ validation
def _check(ok: bool, what: str) -> None:
    if not ok:
        raise InvalidStateError(f"saved san_juan state: {what}")


def _check_sizes(s: Board) -> None:
    """Every list field has its size, and no count is negative."""
    for name, kind, _ in FIELDS:
        if kind in (INT, PILE, PILES):
            continue
        values = getattr(s, name)
        size = field_size(kind, s.players)
        _check(len(values) == size, f"{name} must have {size} entries")
        if name != "role_owner":
            _check(min(values) >= 0, f"{name} has a negative count")
    _check(len(s.tiles) == NUM_TILES, f"tiles must have {NUM_TILES} entries")
    _check(sorted(s.tiles) == list(range(NUM_TILES)), "tiles must be a permutation")
    _check(len(s.good_cards) == s.players, "good_cards must have one list per seat")


def _check_roles(s: Board) -> None:
    _check(all(-1 <= o < s.players for o in s.role_owner), "role owner is not a seat")
    _check(
        s.roles_taken == sum(1 << r for r, o in enumerate(s.role_owner) if o >= 0),
        "roles_taken does not match role_owner",
    )


def _check_cards(s: Board) -> None:
    """Every card is a known kind, and every card of the game is somewhere."""
    for name in ("deck", "drawn", "revealed"):
        _check(all(0 <= c < NK for c in getattr(s, name)), f"{name} holds an unknown card")
    _check(all(0 <= c < NK for cards in s.good_cards for c in cards), "unknown good card")
    _check(-1 <= s.building < NK and -1 <= s.cover < NK, "building out of range")
    _check(s.discard_size == sum(s.discard), "discard_size does not match")
    total = (
        len(s.deck)
        + s.discard_size
        + sum(s.hands)
        + sum(s.city)
        + sum(s.chapel)
        + sum(s.covered)
        + sum(len(c) for c in s.good_cards)
        + len(s.drawn)
        + len(s.revealed)
        + (1 if s.building >= 0 else 0)
    )
    _check(total == TOTAL_CARDS, f"{total} cards instead of {TOTAL_CARDS}")


def _check_seat_totals(s: Board, seat: int) -> None:
    """A seat's sizes match its counts; its goods lie on its production buildings."""
    base = seat * NK
    _check(s.hand_size[seat] == sum(s.hands[base : base + NK]), "hand_size")
    _check(s.city_size[seat] == sum(s.city[base : base + NK]), "city_size")
    _check(s.chapel_size[seat] == sum(s.chapel[base : base + NK]), "chapel_size")
    _check(
        len(s.good_cards[seat]) == sum(s.goods[seat * NG : seat * NG + NG]),
        "goods do not match their cards",
    )
    _check(
        all(s.goods[seat * NG + g] <= s.city[base + g] for g in range(NG)),
        "more goods than production buildings",
    )
