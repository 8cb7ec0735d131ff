"""A game of Puerto Rico: setup, rounds and role choice and the decision dispatch, with
the expansions played composed in as layers (``expansions/``: their decisions in the
phase tables, their hooks in tuples on the state)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, Final

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidOptionError, InvalidStateError
from ...core.machine import no_actions, no_decision, phase_tables
from ...core.seats import ORDERS, clockwise, first_player, next_seat
from . import phase_dispatch
from .actions import PuertoRicoActions
from .board import (
    GUEST_PHASES,
    PH_BUILD,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_GUEST,
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
    PH_TILE_AS,
    PH_UNIVERSITY,
    PH_WAREHOUSE,
    PHASE_NAMES,
    R_CAPTAIN_END,
    R_GAME_END,
    R_HACIENDA,
    R_LAND_OFFICE,
    R_LAND_SETTLER,
    R_ROLE_START,
    R_SETTLER_END,
    Board,
)
from .data import (
    ALL_BUILDINGS,
    ALL_ROLE_TITLES,
    BUCCANEER,
    EXPANSIONS,
    MAX_SHIPS,
    NUM_ALL_BUILDINGS,
    NUM_GOODS,
    SETUPS,
    building_count,
    role_card_names,
)
from .expansion_actions import ExpansionActions
from .expansions import Apply, Expansion, Legal, Step, hooks
from .expansions import buccaneer as buccaneer_layer
from .expansions import festival as festival_layer
from .expansions import new_buildings as new_buildings_layer
from .expansions import nobles as nobles_layer
from .layout import BUILDINGS_AT, DOUBLOONS, STRIDE
from .legacy_saves import is_legacy_base_save, load_legacy_base_save
from .log_words import SEATS, player
from .roles.buccaneer import buccaneer_start
from .roles.builder import (
    apply_build,
    apply_university,
    black_market_items,
    build_lists,
    builder_start,
    legal_build,
    legal_university,
)
from .roles.builder import price as building_price
from .roles.captain import (
    apply_keep,
    apply_load,
    apply_warehouse,
    captain_start,
    legal_keep,
    legal_load,
    legal_warehouse,
    storage_start,
)
from .roles.craftsman import (
    apply_craftsman_privilege,
    apply_produce,
    craftsman_start,
    legal_craftsman_privilege,
    legal_produce,
)
from .roles.mayor import (
    apply_mayor_privilege,
    apply_place,
    legal_mayor_privilege,
    legal_place,
    mayor_start,
)
from .roles.round import apply_role, game_over, legal_role, prospector_start
from .roles.settler import (
    apply_hacienda,
    apply_hospice,
    apply_settle,
    legal_hacienda,
    legal_hospice,
    legal_settle,
    settler_end,
    settler_start,
)
from .roles.trader import apply_sell, legal_sell, trader_start

# The expansions, one layer each (``expansions/``), in the order of ``data.EXPANSIONS``:
# a game's hooks run in this order.
LAYERS: Final[tuple[Expansion, ...]] = (
    new_buildings_layer.EXPANSION,
    nobles_layer.EXPANSION,
    buccaneer_layer.EXPANSION,
    festival_layer.EXPANSION,
)
assert tuple(layer.name for layer in LAYERS) == EXPANSIONS
# The order of the expansions' parts in a view (the order they have always had there).
_VIEW_ORDER: Final = ("buccaneer", "festival", "new_buildings", "nobles")
assert sorted(_VIEW_ORDER) == sorted(EXPANSIONS)
# Expansions implemented so far (a game asking for another one is refused).
IMPLEMENTED: Final = frozenset(layer.name for layer in LAYERS)


@cache
def action_table(players: int, expanded: bool = True) -> ExpansionActions:
    """The (shared, immutable) action table of a game with (or without) expansions."""
    setup = SETUPS[players]
    return ExpansionActions(
        PuertoRicoActions(role_card_names(setup.roles), setup.ships),
        len(setup.roles),
        setup.ships,
        expanded,
    )


def role_start(s: PuertoRicoState) -> None:
    ROLE_START[s.role](s)


# Each role kind's start (by role kind: data.ROLE_TITLES' order).
ROLE_START: Final[tuple[Step, ...]] = (
    settler_start,
    mayor_start,
    builder_start,
    craftsman_start,
    trader_start,
    captain_start,
    prospector_start,
    buccaneer_start,
)
# What follows a guest-house window (R_*).
RESUME: Final[tuple[Step, ...]] = (role_start, settler_end, storage_start, game_over)
assert (R_ROLE_START, R_SETTLER_END, R_CAPTAIN_END, R_GAME_END) == (0, 1, 2, 3)

# The base game's decisions; the expansions' come from their layers.
_PHASE_TABLE: Final[dict[int, tuple[Legal, Apply]]] = {
    PH_ROLE: (legal_role, apply_role),
    PH_HACIENDA: (legal_hacienda, apply_hacienda),
    PH_SETTLE: (legal_settle, apply_settle),
    PH_HOSPICE: (legal_hospice, apply_hospice),
    PH_MAYOR_PRIVILEGE: (legal_mayor_privilege, apply_mayor_privilege),
    PH_PLACE: (legal_place, apply_place),
    PH_BUILD: (legal_build, apply_build),
    PH_UNIVERSITY: (legal_university, apply_university),
    PH_CRAFTSMAN_PRIVILEGE: (legal_craftsman_privilege, apply_craftsman_privilege),
    PH_SELL: (legal_sell, apply_sell),
    PH_LOAD: (legal_load, apply_load),
    PH_WAREHOUSE: (legal_warehouse, apply_warehouse),
    PH_KEEP: (legal_keep, apply_keep),
    PH_OVER: (no_actions, no_decision),
    PH_PRODUCE: (legal_produce, apply_produce),
}
for _layer in LAYERS:
    for _phase, _legal, _apply in _layer.phases:
        assert _phase not in _PHASE_TABLE, f"decision {_phase} declared twice"
        _PHASE_TABLE[_phase] = (_legal, _apply)
# The phase tables (indexed by ``phase``) of a game in which no Guest House can be built.
TABLES: Final = phase_tables(PHASE_NAMES, _PHASE_TABLE)


# The phase tables of a game in which a Guest House can be built (the new buildings).
GUEST_TABLES: Final = (
    tuple(
        new_buildings_layer.with_guest_moves(f) if p in GUEST_PHASES else f
        for p, f in enumerate(TABLES[0])
    ),
    tuple(
        new_buildings_layer.or_guest_move(f) if p in GUEST_PHASES else f
        for p, f in enumerate(TABLES[1])
    ),
)

_GUEST_PHASE_BITS: Final = sum(1 << p for p in GUEST_PHASES)

# The saved lists of one count per good.
_FIVE_COUNTS: Final = (
    "goods_supply",
    "face_up",
    "stack",
    "discard",
    "fest_goods",
    "pending_goods",
    "kept",
)


@cache
def _start_supply(
    building_sets: frozenset[str], players: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The buildings of the sets played, each in a new game's supply (1 per kind, by
    index) and how many of it (by index): see :meth:`PuertoRicoState._buildings_setup`."""
    in_game = [0] * NUM_ALL_BUILDINGS
    supply = [0] * NUM_ALL_BUILDINGS
    for b in ALL_BUILDINGS:
        if b.set in building_sets:
            in_game[b.index] = 1
            supply[b.index] = building_count(b, players)
    return tuple(in_game), tuple(supply)


def _check(ok: bool, what: str) -> None:
    """A loaded state's field out of range is refused, naming it."""
    if not ok:
        raise InvalidStateError(f"saved puerto_rico state: {what}")


class PuertoRicoState(Board):
    """A game of Puerto Rico with one or more of the deluxe expansions."""

    _STEP_PHASES = frozenset(
        {PH_HACIENDA, PH_SETTLE, PH_HOSPICE, PH_PLACE, PH_BUILD, PH_UNIVERSITY, PH_SELL, PH_PRODUCE}
    )
    _CHOOSER_PHASES = frozenset({PH_MAYOR_PRIVILEGE, PH_CRAFTSMAN_PRIVILEGE})

    # ------------------------------------------------------------- setup
    @classmethod
    def new(
        cls, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> PuertoRicoState:
        kind = _state_class(options["expansions"]) if cls is PuertoRicoState else cls
        s = kind._fresh(players, seed, options, names)
        setup = s.setup
        s.rng = rng.seed_to_state(seed)
        # Each slice: zeros but -1 (not owned) for every building.
        after = STRIDE - BUILDINGS_AT - NUM_ALL_BUILDINGS
        s.board = ([0] * BUILDINGS_AT + [-1] * NUM_ALL_BUILDINGS + [0] * after) * players
        s.cities = [() for _ in range(players)]
        s.rng, s.governor = first_player(
            s.rng, players, "first_governor", options["first_governor"]
        )
        s._supplies_setup()
        s.chooser = s.governor
        s.start_fields()
        s.acting = players
        for hook in s.on_setup:
            hook(s)
        for _ in range(setup.face_up_plantations):
            s.face_up[s.draw_plantation()] += 1
        s._buildings_setup()
        s._event(
            f"{s.name(s.governor)} is the first governor.",
            None,
            player("pr-log-first-governor", s.governor),
        )
        if not s._opening():
            s._setup_done()
        s._settle()
        return s

    def _supplies_setup(self) -> None:
        """The starting plantations, doubloons and every supply (§3.1; with the nobles,
        all 100 colonists and the nobles, exp. §3.1)."""
        setup, players = self.setup, self.players
        stack = list(setup.plantations)
        for k, kind in enumerate(setup.starting_plantations):
            seat = clockwise(self.governor, players)[k]
            self.board[seat * STRIDE + DOUBLOONS] = setup.doubloons
            self.gain_tile(seat, kind)
            stack[kind] -= 1
        self.stack = stack
        self.discard = [0] * 5
        self.face_up = [0] * 5
        self.role_money = [0] * len(self.roles)
        self.role_owner = [-1] * len(self.roles)
        self.goods_supply = list(setup.goods)
        self.trading_house = []
        self.ship_good = [-1] * len(self.ship_capacity)
        self.ship_load = [0] * len(self.ship_capacity)
        self.colonist_supply = setup.colonist_supply
        self.colonist_ship = setup.colonists_on_ship
        self.noble_supply = 0
        self.noble_ship = 0
        for hook in self.on_supplies:
            hook(self)
        self.vp_supply = setup.vp_supply_deluxe if self.deluxe else setup.vp_supply_original
        self.quarries = setup.quarries

    def _opening(self) -> bool:
        """A decision before round 1 opened by an expansion (the players' draft)."""
        return any(hook(self) for hook in self.on_opening)

    def _compute_legal(self) -> list[Action]:
        # The phase table's rules called by name (generated), native when compiled.
        return phase_dispatch.legal(self)

    def _apply(self, action: Action) -> None:
        phase_dispatch.apply(self, action)

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.setup = SETUPS[players]
        expansions = set(options["expansions"])
        unknown = sorted(expansions - IMPLEMENTED)
        if unknown:
            raise InvalidOptionError(
                f"expansion(s) {', '.join(map(repr, unknown))} are not implemented yet; "
                f"available: {', '.join(sorted(IMPLEMENTED))}"
            )
        self.expanded = bool(expansions)
        self.new_buildings = "new_buildings" in expansions
        self.nobles = "nobles" in expansions
        self.buccaneer = "buccaneer" in expansions
        self.festival = "festival" in expansions
        self.rules = frozenset(options["expansion_rules"])
        played = tuple(layer for layer in LAYERS if layer.name in expansions)
        self._compose(played)
        self.roles = self.setup.roles + tuple(r for x in played for r in x.role_cards)
        self.buccaneer_card = self.roles.index(BUCCANEER) if BUCCANEER in self.roles else -1
        self.ship_capacity = self.setup.ships
        self.deluxe = options["edition"] == "deluxe"
        self.max_space = options["ship_choice"] == "max_space"
        self.optional_production = options["optional_production"] == "on"
        self.actions = action_table(players, self.expanded)
        self.table = self.actions
        self.role_actions = tuple(
            self.actions.buccaneer if card == self.buccaneer_card else self.actions.role[card]
            for card in range(len(self.roles))
        )
        self.guest_house = False
        self.guest_hosts = 0
        guest = isinstance(self, GuestHouseState)
        self.legal_by_phase, self.apply_by_phase = GUEST_TABLES if guest else TABLES

    def _compose(self, played: tuple[Expansion, ...]) -> None:
        """The hooks of the expansions ``played``, as tuples shared by clones (empty in a
        base game: its layers cost nothing), and the building sets in play."""
        self.building_sets = frozenset(("base", *(s for x in played for s in x.buildings)))
        self.on_supplies = hooks(played, lambda x: x.supplies)
        self.on_setup = hooks(played, lambda x: x.setup)
        self.on_building_supply = hooks(played, lambda x: x.building_supply)
        self.on_opening = hooks(played, lambda x: x.opening)
        self.on_setup_done = hooks(played, lambda x: x.setup_done)
        self.on_round_end = hooks(played, lambda x: x.round_end)
        self.on_role_chosen = hooks(played, lambda x: x.role_chosen)
        self.after_tile = hooks(played, lambda x: x.after_tile)
        self.after_production = hooks(played, lambda x: x.after_production)
        self.after_build = hooks(played, lambda x: x.after_build)
        self.ship_refill = hooks(played, lambda x: x.ship_refill)
        in_view_order = tuple(sorted(played, key=lambda x: _VIEW_ORDER.index(x.name)))
        self.view_parts = hooks(in_view_order, lambda x: x.view)

    def _buildings_setup(self) -> None:
        """The supply: the buildings of the sets played (§2.1, §3.1), then what the
        expansions do with it (the draft chooses the violet buildings, expansion 1)."""
        in_game, supply = _start_supply(self.building_sets, self.players)
        self.in_game = list(in_game)
        self.building_supply = list(supply)
        for hook in self.on_building_supply:
            hook(self)
        # (A new game's counts need no recount: gain_tile keeps them from the empty
        # board, and no building is in a city yet.)
        self.derive_tables()

    def _add_to_supply(self, building: int) -> None:
        self.in_game[building] = 1
        self.building_supply[building] = building_count(ALL_BUILDINGS[building], self.players)

    def _setup_done(self) -> None:
        """After the buildings: the expansions' last setup step (the festival's
        construction goal), then round 1."""
        for hook in self.on_setup_done:
            hook(self)
        self._start_turn()

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> PuertoRicoState:
        if is_legacy_base_save(data):  # a base game saved before the one engine
            return load_legacy_base_save(data)
        options = data.get("options") if isinstance(data, Mapping) else None
        expansions = options.get("expansions", ()) if isinstance(options, Mapping) else ()
        kind = _state_class(expansions) if cls is PuertoRicoState else cls
        s = kind._load_saved(data)
        if len(s.board) != s.players * STRIDE or len(s.role_money) != len(s.roles):
            raise InvalidStateError("state does not match its player count")
        if len(s.ship_good) != len(s.ship_capacity) or len(s.ship_good) > MAX_SHIPS:
            raise InvalidStateError("state does not match its cargo ships")
        return s

    def _validate(self) -> None:
        """A loaded state's fields in range: the registers, the supplies and the open
        sub-decisions, the ships, the seats' boards."""
        self._validate_registers()
        self._validate_supplies()
        self._validate_ships_and_boards()

    def _validate_registers(self) -> None:
        n = self.players
        _check(0 <= self.phase < len(PHASE_NAMES), f"unknown decision {self.phase}")
        for name in ("actor", "chooser", "governor"):
            _check(0 <= getattr(self, name) < n, f"{name} is not a seat")
        _check(0 <= self.turn <= self.setup.turns_per_round, "turn out of range")
        _check(len(self.role_owner) == len(self.roles), "role cards do not match")
        _check(all(-1 <= o < n for o in self.role_owner), "role owner is not a seat")
        for name in ("token", "kidnapper", "fest_tile_by", "fest_goods_by", "fest_building_by"):
            _check(-1 <= getattr(self, name) < n, f"{name} is not a seat")
        _check(-1 <= self.kidnapped < len(self.roles), "kidnapped card out of range")
        _check(-1 <= self.fest_tile < NUM_GOODS, "festival tile out of range")
        _check(-1 <= self.fest_building < NUM_ALL_BUILDINGS, "festival building out of range")
        _check(-1 <= self.pending_tile < NUM_GOODS, "drawn tile out of range")
        _check(-1 <= self.role < len(ALL_ROLE_TITLES), "role out of range")
        _check(1 <= self.acting <= n, "acting players out of range")
        frames = self.frames
        if self.phase == PH_GUEST:
            ok = len(frames) == 2 and 0 <= frames[0] < len(RESUME) and 0 <= frames[1] < n
        elif self.phase == PH_TILE_AS:
            ok = len(frames) == 1 and frames[0] in (R_HACIENDA, R_LAND_OFFICE, R_LAND_SETTLER)
        else:
            ok = not frames
        _check(ok, "the open sub-decisions do not match the decision")

    def _validate_supplies(self) -> None:
        for name in _FIVE_COUNTS:
            values = getattr(self, name)
            _check(len(values) == 5 and min(values) >= 0, f"{name} must be 5 counts >= 0")
        for name in ("building_supply", "in_game"):
            values = getattr(self, name)
            _check(len(values) == NUM_ALL_BUILDINGS and min(values) >= 0, f"{name} out of range")
        _check(len(self.draft_free) == 11 and min(self.draft_free) >= 0, "draft spaces")
        for name in ("colonist_supply", "colonist_ship", "noble_supply", "noble_ship", "quarries"):
            _check(getattr(self, name) >= 0, f"{name} negative")

    def _validate_ships_and_boards(self) -> None:
        _check(all(-1 <= g < 5 for g in self.ship_good), "unknown good on a ship")
        _check(len(self.ship_load) == len(self.ship_good), "ship loads do not match")
        _check(
            all(0 <= x <= c for x, c in zip(self.ship_load, self.ship_capacity)),
            "ship load out of range",
        )
        _check(
            len(self.trading_house) <= 4 and all(0 <= g < 5 for g in self.trading_house),
            "trading house out of range",
        )
        for seat in range(self.players):
            base = seat * STRIDE
            _check(min(self.board[base : base + BUILDINGS_AT]) >= 0, "negative count")
            city = self.board[base + BUILDINGS_AT : base + BUILDINGS_AT + NUM_ALL_BUILDINGS]
            _check(min(city) >= -1, "building occupation out of range")
            rest = self.board[base + BUILDINGS_AT + NUM_ALL_BUILDINGS : base + STRIDE]
            _check(min(rest) >= 0, "negative forest or noble count")

    # ---------------------------------------------------- rounds and roles
    def _start_turn(self) -> None:
        if self.turn == self.setup.turns_per_round:
            for hook in self.on_round_end:
                if hook(self):  # (the kidnapped role played, expansion 3)
                    return
            if self.end_triggers:
                self.chooser = self.governor
                self._window(R_GAME_END)
                return
            self._new_round()
        t = self.turn
        if self.players == 2:
            self.actor = self.governor if t % 2 == 0 else 1 - self.governor
        else:
            self.actor = ORDERS[self.players][self.governor][t]  # clockwise, in place
        self.phase = PH_ROLE

    def _new_round(self) -> None:
        """Round end (base §4.3): doubloons on unchosen roles (never the buccaneer's,
        §4.1), new governor."""
        for card, owner in enumerate(self.role_owner):
            if owner < 0 and card != self.buccaneer_card:
                self.role_money[card] += 1
            self.role_owner[card] = -1
        self.kidnapped = -1
        self.kidnapper = -1
        self.governor = next_seat(self.governor, self.players)
        self.round += 1
        self.turn = 0
        self._event(
            f"Round {self.round}: {self.names[self.governor]} is the governor.",
            None,
            ("pr-log-round", {"round": self.round, "player": SEATS[self.governor]}),
        )

    def _end_role(self) -> None:
        self.role = -1
        if self.kidnap_play:
            self.kidnap_play = 0
            self.acting = self.players
            self.kidnapped = -1
        else:
            self.turn += 1
        self._start_turn()

    def _begin_role(self, role: int) -> None:
        self.role = role
        if self.guest_house:
            # Guests move "all'inizio, durante o alla fine di qualsiasi fase" (X7): the
            # mayor phase too, before the Villa acts and everyone re-places.
            self._window(R_ROLE_START)
        else:
            ROLE_START[role](self)

    # ------------------------------------------------- guest-house windows
    def _window(self, resume: int) -> None:
        """Go on with ``resume`` (R_*), after a guest-house window where a Guest House
        owner may move his guest (expansion 1: ``new_buildings.guest_window``)."""
        if self.guest_house and self.guest_hosts:
            new_buildings_layer.guest_window(self, resume)
        else:
            RESUME[resume](self)  # nobody owns a Guest House (yet): no window

    def _resume(self, resume: int) -> None:
        RESUME[resume](self)

    def derive_tables(self) -> None:
        super().derive_tables()
        self._compile()

    def _compile(self) -> None:
        """The tables of this game's supply, shared by its clones (rebuilt on load): the
        build list. (The guest moves are in the phase tables of :class:`GuestHouseState`
        only, the class of the games in which a Guest House can be built.)"""
        self.build_lists = build_lists(tuple(self.in_game))
        if self.guest_house and not isinstance(self, GuestHouseState):
            raise InvalidStateError("a Guest House in a game without the new buildings")

    # (The rules' refusals, the scores and the views are the functions the game registers:
    # rulings.py, scoring.py, view.py.)
    score_unit = "VP"
    # §8: a tie on VP goes to the most doubloons and barrels together.
    tiebreak_words = "doubloons and goods"

    def _decision_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def price(self, seat: int, building: int, *, builder: bool | None = None) -> int:
        """What ``seat`` pays for ``building`` (roles/builder.py)."""
        return building_price(self, seat, building, builder=builder)

    def _black_market_items(self, seat: int) -> int:
        return black_market_items(self, seat)

    def clone(self) -> PuertoRicoState:
        other = super().clone()
        assert isinstance(other, PuertoRicoState)
        return other


class GuestHouseState(PuertoRicoState):
    """A game with the new buildings: a Guest House may be drafted or is in the supply,
    and its owner may move a guest in the decisions of ``GUEST_PHASES`` (X7 (b)): its
    phase tables are ``GUEST_TABLES`` (``_configure``)."""

    # The generated dispatch, and in the decisions of GUEST_PHASES the guest moves (as
    # GUEST_TABLES do it, which pure Python indexes).
    def _compute_legal(self) -> list[Action]:
        legal = phase_dispatch.legal(self)
        if _GUEST_PHASE_BITS >> self.phase & 1:
            return new_buildings_layer.plus_guest_moves(self, legal)
        return legal

    def _apply(self, action: Action) -> None:
        if not (
            _GUEST_PHASE_BITS >> self.phase & 1
            and new_buildings_layer.applied_guest_move(self, action)
        ):
            phase_dispatch.apply(self, action)


def _state_class(expansions: Any) -> type[PuertoRicoState]:
    """The state class of a game with ``expansions``: one with the guest moves where the
    Guest House can be in the supply (the tables are the class's: no per-game copy)."""
    return GuestHouseState if "new_buildings" in expansions else PuertoRicoState
