"""The Puerto Rico game: setup, rounds and role choice, and the decision dispatch."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidOptionError, InvalidStateError
from .actions import PuertoRicoActions
from .board import (
    BUILDINGS_AT,
    DOUBLOONS,
    PH_BUILD,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_HACIENDA,
    PH_HOSPICE,
    PH_KEEP,
    PH_LOAD,
    PH_MAYOR_PRIVILEGE,
    PH_OVER,
    PH_PLACE,
    PH_PRODUCE,
    PH_ROLE,
    PH_SELL,
    PH_SETTLE,
    PH_UNIVERSITY,
    PH_WAREHOUSE,
    PHASE_NAMES,
    STRIDE,
)
from .data import (
    BUILDINGS,
    MAX_SHIPS,
    NUM_BUILDINGS,
    ROLE_TITLES,
    SETTLER,
    SETUPS,
    building_count,
    role_card_names,
)
from .game import base_options
from .log_words import GAME_OVER, PROSPECTOR, SEATS, player, role_taken
from .roles.builder import BuilderPhase
from .roles.captain import CaptainPhase
from .roles.craftsman import CraftsmanPhase
from .roles.mayor import MayorPhase
from .roles.settler import SettlerPhase
from .roles.trader import TraderPhase
from .rulings import why_illegal
from .scoring import result, score_lines
from .view import determinize, view


@cache
def action_table(players: int) -> PuertoRicoActions:
    """The (shared, immutable) action table for a player count."""
    setup = SETUPS[players]
    return PuertoRicoActions(role_card_names(setup.roles), setup.ships)


class PuertoRicoState(
    SettlerPhase, MayorPhase, BuilderPhase, CraftsmanPhase, TraderPhase, CaptainPhase
):
    """A game of Puerto Rico (base game, 2-5 players)."""

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> PuertoRicoState:
        s = cls.__new__(cls)
        s._configure(players, seed, options, names)
        setup = s.setup
        s._history = None
        s._moves = 0
        s._log = None
        s._legal = None
        s.rng = rng.seed_to_state(seed)
        s.board = [0] * (players * STRIDE)
        s.cities = [() for _ in range(players)]
        for seat in range(players):
            for i in range(NUM_BUILDINGS):
                s.board[seat * STRIDE + BUILDINGS_AT + i] = -1
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
        stack = list(setup.plantations)
        for k, kind in enumerate(setup.starting_plantations):
            seat = (s.governor + k) % players
            s.board[seat * STRIDE + DOUBLOONS] = setup.doubloons
            s.gain_tile(seat, kind)
            stack[kind] -= 1
        s.stack = stack
        s.discard = [0] * 5
        s.face_up = [0] * 5
        s.role_money = [0] * len(s.roles)
        s.role_owner = [-1] * len(s.roles)
        s.goods_supply = list(setup.goods)
        s.trading_house = []
        s.building_supply = [building_count(b, players) for b in BUILDINGS]
        s.ship_good = [-1] * len(s.ship_capacity)
        s.ship_load = [0] * len(s.ship_capacity)
        s.colonist_supply = setup.colonist_supply
        s.colonist_ship = setup.colonists_on_ship
        s.vp_supply = setup.vp_supply_deluxe if s.deluxe else setup.vp_supply_original
        s.quarries = setup.quarries
        s.end_triggers = 0
        s.round = 1
        s.turn = 0
        s.chooser = s.governor
        s.step = 0
        s.pick = -1
        s.placed = 0
        s.produced = 0
        s.wharf_used = 0
        s.captain_loaded = 0
        s.idle = 0
        s.warehouse_left = 0
        s.free_circles = 0
        for _ in range(setup.face_up_plantations):
            s.face_up[s.draw_plantation()] += 1
        s._event(
            f"{s.name(s.governor)} is the first governor.",
            None,
            player("pr-log-first-governor", s.governor),
        )
        s._start_turn()
        s._settle()
        return s

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.players = players
        self.seed = seed
        self.options = base_options(options)
        self.names = names
        self.setup = SETUPS[players]
        self.roles = self.setup.roles
        self.ship_capacity = self.setup.ships
        self.deluxe = options["edition"] == "deluxe"
        self.max_space = options["ship_choice"] == "max_space"
        self.optional_production = options["optional_production"] == "on"
        self.actions = action_table(players)
        self.table = self.actions

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> PuertoRicoState:
        s = cls._load_saved(data)
        if len(s.board) != s.players * STRIDE or len(s.role_money) != len(s.roles):
            raise InvalidStateError("state does not match its player count")
        if len(s.ship_good) != len(s.ship_capacity) or len(s.ship_good) > MAX_SHIPS:
            raise InvalidStateError("state does not match its cargo ships")
        return s

    def _validate(self) -> None:
        n = self.players

        def check(ok: bool, what: str) -> None:
            if not ok:
                raise InvalidStateError(f"saved puerto_rico state: {what}")

        check(0 <= self.phase < len(PHASE_NAMES), f"unknown decision {self.phase}")
        for name in ("actor", "chooser", "governor"):
            check(0 <= getattr(self, name) < n, f"{name} is not a seat")
        check(0 <= self.turn <= self.setup.turns_per_round, "turn out of range")
        five = ("goods_supply", "face_up", "stack", "discard")
        for name in five:
            values = getattr(self, name)
            check(len(values) == 5 and min(values) >= 0, f"{name} must be 5 counts >= 0")
        check(len(self.building_supply) == NUM_BUILDINGS, "building_supply length")
        check(min(self.building_supply) >= 0, "building_supply negative")
        check(len(self.role_owner) == len(self.roles), "role cards do not match")
        check(all(-1 <= o < n for o in self.role_owner), "role owner is not a seat")
        check(all(-1 <= g < 5 for g in self.ship_good), "unknown good on a ship")
        check(len(self.ship_load) == len(self.ship_good), "ship loads do not match")
        check(
            all(0 <= x <= c for x, c in zip(self.ship_load, self.ship_capacity)),
            "ship load out of range",
        )
        check(
            len(self.trading_house) <= 4 and all(0 <= g < 5 for g in self.trading_house),
            "trading house out of range",
        )
        for seat in range(n):
            base = seat * STRIDE
            check(min(self.board[base : base + STRIDE - NUM_BUILDINGS]) >= 0, "negative count")
            city = self.board[base + STRIDE - NUM_BUILDINGS : base + STRIDE]
            check(min(city) >= -1, "building occupation out of range")

    # ---------------------------------------------------- rounds and roles
    def _start_turn(self) -> None:
        if self.turn == self.setup.turns_per_round:
            self._end_round()
            if self.phase == PH_OVER:
                return
        t = self.turn
        if self.players == 2:
            self.actor = self.governor if t % 2 == 0 else 1 - self.governor
        else:
            self.actor = (self.governor + t) % self.players
        self.phase = PH_ROLE

    def _end_role(self) -> None:
        self.turn += 1
        self._start_turn()

    def _end_round(self) -> None:
        """Round end (§4.3): game end check, doubloons on unchosen roles, new governor."""
        if self.end_triggers:
            self.phase = PH_OVER
            self._event("The game is over.", None, GAME_OVER)
            return
        for card, owner in enumerate(self.role_owner):
            if owner < 0:
                self.role_money[card] += 1
            self.role_owner[card] = -1
        self.governor = (self.governor + 1) % self.players
        self.round += 1
        self.turn = 0
        self._event(
            f"Round {self.round}: {self.names[self.governor]} is the governor.",
            None,
            ("pr-log-round", {"round": self.round, "player": SEATS[self.governor]}),
        )

    def _legal_role(self) -> list[Action]:
        legal = [a for a, owner in zip(self.actions.role, self.role_owner) if owner < 0]
        if self.deluxe and self.island_full(self.actor):
            # Deluxe rule: a player with a full island may not choose the Settler (§5.1).
            legal = [a for a in legal if self.roles[a.arg] != SETTLER]
        return legal

    def _apply_role(self, action: Action) -> None:
        card = action.arg
        seat = self.actor
        money = self.role_money[card]
        self.role_money[card] = 0
        self.role_owner[card] = seat
        self.board[seat * STRIDE + DOUBLOONS] += money
        self.chooser = seat
        role = self.roles[card]
        bonus = f" (+{money} doubloon{'s' if money != 1 else ''})" if money else ""
        self._event(
            f"{self.names[seat]} takes the {ROLE_TITLES[role]}{bonus}.",
            None,
            role_taken(seat, role, money),
        )
        self._ROLE_START[role](self)

    def _prospector_start(self) -> None:
        self.board[self.chooser * STRIDE + DOUBLOONS] += 1
        self._event(
            f"{self.names[self.chooser]} takes 1 doubloon (prospector).",
            None,
            PROSPECTOR[self.chooser],
        )
        self._end_role()

    _ROLE_START: tuple[Callable[[PuertoRicoState], None], ...] = ()

    # ------------------------------------------------------------ dispatch
    def _why_illegal(self, action: Action) -> str:
        return why_illegal(self, action)

    def result(self) -> dict[str, Any]:
        return result(self)

    score_unit = "VP"
    # §8: a tie on VP goes to the most doubloons and barrels together.
    tiebreak_words = "doubloons and goods"

    def _score_lines(self, score: dict[str, Any]) -> list[dict[str, Any]]:
        return score_lines(score)

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return view(self, seat)

    def determinize(self, seat: int, seed: int) -> PuertoRicoState:
        self._check_seat(seat)
        return determinize(self, seat, seed)

    def clone(self) -> PuertoRicoState:
        other = super().clone()
        assert isinstance(other, PuertoRicoState)
        return other


def _pass_through(state: PuertoRicoState, action: Action) -> None:
    raise AssertionError(f"no decision is pending for {action}")


def _no_actions(state: PuertoRicoState) -> list[Action]:
    return []


PuertoRicoState._ROLE_START = (
    PuertoRicoState._settler_start,
    PuertoRicoState._mayor_start,
    PuertoRicoState._builder_start,
    PuertoRicoState._craftsman_start,
    PuertoRicoState._trader_start,
    PuertoRicoState._captain_start,
    PuertoRicoState._prospector_start,
)

_PHASE_TABLE: dict[
    int,
    tuple[Callable[[PuertoRicoState], list[Action]], Callable[[PuertoRicoState, Action], None]],
] = {
    PH_ROLE: (PuertoRicoState._legal_role, PuertoRicoState._apply_role),
    PH_HACIENDA: (PuertoRicoState._legal_hacienda, PuertoRicoState._apply_hacienda),
    PH_SETTLE: (PuertoRicoState._legal_settle, PuertoRicoState._apply_settle),
    PH_HOSPICE: (PuertoRicoState._legal_hospice, PuertoRicoState._apply_hospice),
    PH_MAYOR_PRIVILEGE: (
        PuertoRicoState._legal_mayor_privilege,
        PuertoRicoState._apply_mayor_privilege,
    ),
    PH_PLACE: (PuertoRicoState._legal_place, PuertoRicoState._apply_place),
    PH_BUILD: (PuertoRicoState._legal_build, PuertoRicoState._apply_build),
    PH_UNIVERSITY: (PuertoRicoState._legal_university, PuertoRicoState._apply_university),
    PH_CRAFTSMAN_PRIVILEGE: (
        PuertoRicoState._legal_craftsman_privilege,
        PuertoRicoState._apply_craftsman_privilege,
    ),
    PH_SELL: (PuertoRicoState._legal_sell, PuertoRicoState._apply_sell),
    PH_LOAD: (PuertoRicoState._legal_load, PuertoRicoState._apply_load),
    PH_WAREHOUSE: (PuertoRicoState._legal_warehouse, PuertoRicoState._apply_warehouse),
    PH_KEEP: (PuertoRicoState._legal_keep, PuertoRicoState._apply_keep),
    PH_OVER: (_no_actions, _pass_through),
    PH_PRODUCE: (PuertoRicoState._legal_produce, PuertoRicoState._apply_produce),
}
PuertoRicoState._LEGAL = tuple(_PHASE_TABLE[p][0] for p in range(len(_PHASE_TABLE)))
PuertoRicoState._APPLY = tuple(_PHASE_TABLE[p][1] for p in range(len(_PHASE_TABLE)))
PuertoRicoState._STEP_PHASES = frozenset(
    {PH_HACIENDA, PH_SETTLE, PH_HOSPICE, PH_PLACE, PH_BUILD, PH_UNIVERSITY, PH_SELL, PH_PRODUCE}
)
PuertoRicoState._CHOOSER_PHASES = frozenset({PH_MAYOR_PRIVILEGE, PH_CRAFTSMAN_PRIVILEGE})
