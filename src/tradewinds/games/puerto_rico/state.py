"""A game of Puerto Rico with expansions: setup (with the building draft and the festival
goals), rounds and role choice (with the buccaneer and kidnapping), guest-house windows
and the decision dispatch."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, Final

from ...core import rng
from ...core.actions import Action
from ...core.errors import InvalidOptionError, InvalidStateError
from ...core.seats import first_player, next_in_turn
from .actions import PuertoRicoActions
from .board import (
    GUEST_PHASES,
    PH_BLACK_MARKET,
    PH_BUCCANEER,
    PH_BUILD,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_DRAFT,
    PH_EXCHANGE,
    PH_GUEST,
    PH_HACIENDA,
    PH_HOSPICE,
    PH_HUNTING,
    PH_KEEP,
    PH_LOAD,
    PH_LOAD_AMOUNT,
    PH_MAYOR_PIECE,
    PH_MAYOR_PRIVILEGE,
    PH_OVER,
    PH_PLACE,
    PH_PRODUCE,
    PH_RAID,
    PH_ROLE,
    PH_SELL,
    PH_SETTLE,
    PH_SMALL_WHARF,
    PH_TILE_AS,
    PH_UNIVERSITY,
    PH_VILLA,
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
    ALL_COLONISTS,
    ALL_ROLE_TITLES,
    BUCCANEER,
    DRAFT_RED_SPACES,
    DRAFT_SPACES,
    FESTIVAL_BARRELS,
    FESTIVAL_BARRELS_PER_KIND,
    FESTIVAL_ROW,
    GOODS,
    MAX_SHIPS,
    NOBLES_IN_PLAY,
    NUM_ALL_BUILDINGS,
    NUM_GOODS,
    SETUPS,
    building_count,
    role_card_names,
)
from .expansion_actions import K_GUEST, ExpansionActions
from .layout import BUILDINGS_AT, DOUBLOONS, STRIDE
from .log_words import (
    BUILDING_WORDS,
    GOOD_WORDS,
    ROLE_TERMS,
    SEATS,
    goods_counts,
    player,
)
from .roles.buccaneer import (
    apply_buccaneer,
    apply_raid,
    buccaneer_start,
    legal_buccaneer,
    legal_raid,
)
from .roles.builder import (
    apply_black_market,
    apply_build,
    apply_university,
    black_market_items,
    build_lists,
    builder_start,
    legal_black_market,
    legal_build,
    legal_university,
)
from .roles.builder import price as building_price
from .roles.captain import (
    apply_exchange,
    apply_keep,
    apply_load,
    apply_load_amount,
    apply_small_wharf,
    apply_warehouse,
    captain_start,
    legal_exchange,
    legal_keep,
    legal_load,
    legal_load_amount,
    legal_small_wharf,
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
    apply_mayor_piece,
    apply_mayor_privilege,
    apply_place,
    apply_villa,
    legal_mayor_piece,
    legal_mayor_privilege,
    legal_place,
    legal_villa,
    mayor_start,
)
from .roles.round import (
    apply_draft,
    apply_guest,
    apply_role,
    draft_refusal,
    game_over,
    legal_draft,
    legal_guest,
    legal_role,
    prospector_start,
)
from .roles.settler import (
    apply_hacienda,
    apply_hospice,
    apply_hunting,
    apply_settle,
    apply_tile_as,
    legal_hacienda,
    legal_hospice,
    legal_hunting,
    legal_settle,
    legal_tile_as,
    settler_end,
    settler_start,
)
from .roles.trader import apply_sell, legal_sell, trader_start
from .rulings import why_illegal
from .scoring import result, score_lines
from .view import determinize, view

# Expansions implemented so far (a game asking for another one is refused).
IMPLEMENTED = frozenset({"festival", "buccaneer", "nobles", "new_buildings"})

_VIOLET = tuple(b for b in ALL_BUILDINGS if b.is_violet)
_VIOLET_BY_COST = {cost: tuple(b for b in _VIOLET if b.cost == cost) for cost in range(11)}


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


def _pass_through(state: PuertoRicoState, action: Action) -> None:
    raise AssertionError(f"no decision is pending for {action}")


def _no_actions(state: PuertoRicoState) -> list[Action]:
    return []


def role_start(s: PuertoRicoState) -> None:
    ROLE_START[s.role](s)


Legal = Callable[["PuertoRicoState"], list[Action]]
Apply = Callable[["PuertoRicoState", Action], None]
Step = Callable[["PuertoRicoState"], None]

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

_PHASE_TABLE: dict[int, tuple[Legal, Apply]] = {
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
    PH_OVER: (_no_actions, _pass_through),
    PH_DRAFT: (legal_draft, apply_draft),
    PH_TILE_AS: (legal_tile_as, apply_tile_as),
    PH_HUNTING: (legal_hunting, apply_hunting),
    PH_VILLA: (legal_villa, apply_villa),
    PH_MAYOR_PIECE: (legal_mayor_piece, apply_mayor_piece),
    PH_BLACK_MARKET: (legal_black_market, apply_black_market),
    PH_EXCHANGE: (legal_exchange, apply_exchange),
    PH_SMALL_WHARF: (legal_small_wharf, apply_small_wharf),
    PH_LOAD_AMOUNT: (legal_load_amount, apply_load_amount),
    PH_BUCCANEER: (legal_buccaneer, apply_buccaneer),
    PH_RAID: (legal_raid, apply_raid),
    PH_GUEST: (legal_guest, apply_guest),
    PH_PRODUCE: (legal_produce, apply_produce),
}
# The phase tables (indexed by ``phase``) of a game in which no Guest House can be built.
LEGAL: Final[tuple[Legal, ...]] = tuple(_PHASE_TABLE[p][0] for p in range(len(_PHASE_TABLE)))
APPLY: Final[tuple[Apply, ...]] = tuple(_PHASE_TABLE[p][1] for p in range(len(_PHASE_TABLE)))


def _with_guest_moves(legal_of: Legal) -> Legal:
    """A decision in which a Guest House owner may also move a guest (X7 (b))."""

    def legal(state: PuertoRicoState) -> list[Action]:
        legal = legal_of(state)
        if state.guest_hosts >> state.actor & 1 and state.guest_ready(state.actor):
            return legal + state.guest_moves(state.actor)
        return legal

    return legal


def _or_guest_move(apply_of: Apply) -> Apply:
    def apply(state: PuertoRicoState, action: Action) -> None:
        if action.kind == K_GUEST:
            state.move_guest(action)  # the decision goes on
        else:
            apply_of(state, action)

    return apply


# The phase tables of a game in which a Guest House can be built (the new buildings).
GUEST_LEGAL: Final[tuple[Legal, ...]] = tuple(
    _with_guest_moves(f) if p in GUEST_PHASES else f for p, f in enumerate(LEGAL)
)
GUEST_APPLY: Final[tuple[Apply, ...]] = tuple(
    _or_guest_move(f) if p in GUEST_PHASES else f for p, f in enumerate(APPLY)
)

# The saved lists of one count per good.
_FIVE_COUNTS = (
    "goods_supply",
    "face_up",
    "stack",
    "discard",
    "fest_goods",
    "pending_goods",
    "kept",
)


def _check(ok: bool, what: str) -> None:
    """A loaded state's field out of range is refused, naming it."""
    if not ok:
        raise InvalidStateError(f"saved puerto_rico state: {what}")


class PuertoRicoState(Board):
    """A game of Puerto Rico with one or more of the deluxe expansions."""

    _TABLE_DISPATCH = True
    _LEGAL = LEGAL
    _APPLY = APPLY
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
        s = kind.__new__(kind)
        s._configure(players, seed, options, names)
        setup = s.setup
        s._history = None
        s._moves = 0
        s._log = None
        s._legal = None
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
        if s.festival:
            s._festival_setup()
        for _ in range(setup.face_up_plantations):
            s.face_up[s.draw_plantation()] += 1
        s._buildings_setup()
        s._event(
            f"{s.name(s.governor)} is the first governor.",
            None,
            player("pr-log-first-governor", s.governor),
        )
        if s.new_buildings and options["draft"] == "players":
            s.actor = s.governor
            s.phase = PH_DRAFT
            s._event(
                f"Building draft: {s.name(s.governor)} drafts first.",
                None,
                player("pr-log-draft-first", s.governor),
            )
        else:
            s._setup_done()
        s._settle()
        return s

    def _supplies_setup(self) -> None:
        """The starting plantations, doubloons and every supply (§3.1; with the nobles,
        all 100 colonists and the nobles, exp. §3.1)."""
        setup, players = self.setup, self.players
        stack = list(setup.plantations)
        for k, kind in enumerate(setup.starting_plantations):
            seat = (self.governor + k) % players
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
        if self.nobles:
            # All 100 colonists (2 players: 2 + 40); one ship piece is a noble (§3.1).
            self.noble_supply = NOBLES_IN_PLAY - 1
            self.noble_ship = 1
            self.colonist_ship = setup.colonists_on_ship - 1
            if players > 2:
                self.colonist_supply = ALL_COLONISTS - self.colonist_ship
        self.vp_supply = setup.vp_supply_deluxe if self.deluxe else setup.vp_supply_original
        self.quarries = setup.quarries

    def _configure(
        self, players: int, seed: int, options: dict[str, Any], names: tuple[str, ...]
    ) -> None:
        """Set the immutable configuration shared by clones."""
        self.players = players
        self.seed = seed
        self.options = options
        self.names = names
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
        self.roles = (*self.setup.roles, BUCCANEER) if self.buccaneer else self.setup.roles
        self.buccaneer_card = len(self.setup.roles) if self.buccaneer else -1
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

    def _festival_setup(self) -> None:
        """Festival (§5.1): the plantation goal tile and the production goal's barrels."""
        self.rng, kind = rng.below(self.rng, NUM_GOODS)
        self.stack[kind] -= 1
        self.fest_tile = kind
        bag = [FESTIVAL_BARRELS_PER_KIND] * NUM_GOODS
        for _ in range(FESTIVAL_BARRELS):
            self.rng, r = rng.below(self.rng, sum(bag))
            for good in range(NUM_GOODS):
                if r < bag[good]:
                    bag[good] -= 1
                    self.fest_goods[good] += 1
                    self.goods_supply[good] -= 1
                    break
                r -= bag[good]
        shown = ", ".join(
            f"{self.fest_goods[g]} {GOODS[g]}" for g in range(NUM_GOODS) if self.fest_goods[g]
        )
        args = goods_counts(self.fest_goods)
        args["good"] = GOOD_WORDS[kind]
        self._event(
            f"Festival goals: 3 {GOODS[kind]} plantations; producing {shown} in one "
            "craftsman phase.",
            None,
            ("pr-log-festival-goals", args),
        )

    def _buildings_setup(self) -> None:
        """The supply: production buildings as in the base game (the jeweler with the
        nobles), violet buildings by the draft (expansion 1) or all of them (§2.1, §3.1)."""
        self.in_game = [0] * NUM_ALL_BUILDINGS
        self.building_supply = [0] * NUM_ALL_BUILDINGS
        sets = {"base"}
        if self.nobles:
            sets.add("exp2_nobles")
        for b in ALL_BUILDINGS:
            if b.set in sets and (not self.new_buildings or not b.is_violet):
                self._add_to_supply(b.index)
        if self.new_buildings:
            spaces = dict(DRAFT_SPACES)
            if self.nobles:
                for cost, extra in DRAFT_RED_SPACES.items():
                    spaces[cost] += extra
            for cost, count in spaces.items():
                self.draft_free[cost] = count
            if self.options["draft"] == "random":
                self._random_draft()
        self.rebuild_derived()

    def _add_to_supply(self, building: int) -> None:
        self.in_game[building] = 1
        self.building_supply[building] = building_count(ALL_BUILDINGS[building], self.players)

    def draft_candidates(self, cost: int | None = None) -> list[int]:
        """Violet kinds (of ``cost``, or any) that may still be drafted: not drafted,
        with a free space."""
        return [
            b.index
            for b in (_VIOLET if cost is None else _VIOLET_BY_COST[cost])
            if draft_refusal(self, b.index) is None
        ]

    def _random_draft(self) -> None:
        """Option draft=random: each space gets a random candidate of its cost."""
        for cost in range(len(self.draft_free)):
            if not self.draft_free[cost]:
                continue
            candidates = self.draft_candidates(cost)
            while self.draft_free[cost]:
                self.rng, r = rng.below(self.rng, len(candidates))
                self._draft(candidates.pop(r))
        drafted = [b.index for b in _VIOLET if self.in_game[b.index]]
        self._event(
            f"Random building draft: {', '.join(ALL_BUILDINGS[i].name for i in drafted)}.",
            None,
            ("pr-log-random-draft", {"buildings": tuple(BUILDING_WORDS[i] for i in drafted)}),
        )

    def _draft(self, building: int) -> None:
        self._add_to_supply(building)
        self.draft_free[ALL_BUILDINGS[building].cost] -= 1

    def _setup_done(self) -> None:
        """After the buildings: the festival's construction goal, then round 1."""
        if self.festival:
            candidates = [
                b.index
                for b in ALL_BUILDINGS
                if self.in_game[b.index]
                and b.row == FESTIVAL_ROW
                and not (b.kind == "production" and b.good >= 0 and self.fest_goods[b.good])
            ]
            self.rng, r = rng.below(self.rng, len(candidates))
            self.fest_building = candidates[r]
            # Its tile lies on the festival board, out of the supply, until the goal is
            # reached (§5.1, X22).
            self.building_supply[self.fest_building] -= 1
            self._event(
                f"Festival construction goal: the {ALL_BUILDINGS[self.fest_building].name}.",
                None,
                ("pr-log-festival-building", {"building": BUILDING_WORDS[self.fest_building]}),
            )
        self._start_turn()

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> PuertoRicoState:
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
            if self.kidnapped >= 0 and self.role_owner[self.kidnapped] < 0:
                self._play_kidnapped()
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
            self.actor = (self.governor + t) % self.players
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
        self.governor = (self.governor + 1) % self.players
        self.round += 1
        self.turn = 0
        self._event(
            f"Round {self.round}: {self.names[self.governor]} is the governor.",
            None,
            ("pr-log-round", {"round": self.round, "player": SEATS[self.governor]}),
        )

    def _play_kidnapped(self) -> None:
        """Kidnapping (§4.3, X21): nobody chose the card; the kidnapper plays it."""
        card = self.kidnapped
        seat = self.kidnapper
        self.role_owner[card] = seat
        self.chooser = seat
        self.kidnap_play = 1
        self.acting = 1 if "kidnapper_plays_alone" in self.rules else self.players
        role = self.roles[card]
        self._event(
            f"Nobody chose the kidnapped {ALL_ROLE_TITLES[role]}: {self.names[seat]} plays it.",
            None,
            ("pr-log-kidnapped-played", {"role": ROLE_TERMS[role], "player": SEATS[seat]}),
        )
        self._begin_role(role)

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
        """Offer a guest move to each Guest House owner (clockwise from the chooser), then
        go on with ``resume`` (§2.3, X7: phase start, phase end, game end).

        The window is a frame of two ints: ``resume`` and the owners (from the chooser)
        done so far."""
        if not (self.guest_house and self.guest_hosts):
            RESUME[resume](self)  # nobody owns a Guest House (yet): no window
            return
        self.push_frame(resume)
        self.push_frame(0)
        self._window_next()

    def _window_next(self) -> None:
        n = self.players
        frames = self.frames
        step = frames[-1] = next_in_turn(self.chooser, n, self._guest_host, frames[-1])
        if step < n:
            self.actor = (self.chooser + step) % n
            self.phase = PH_GUEST
            return
        frames.pop()
        RESUME[self.pop_frame()](self)

    def _guest_host(self, seat: int) -> bool:
        """``seat`` may move a guest now (he owns a Guest House with a guest on it)."""
        return bool(self.guest_hosts >> seat & 1) and self.guest_ready(seat)

    # ------------------------------------------------------------ dispatch
    def rebuild_derived(self) -> None:
        super().rebuild_derived()
        self._compile()

    def _compile(self) -> None:
        """The tables of this game's supply, shared by its clones (rebuilt on load): the
        build list, and the phase tables, with the guest moves only where a Guest House
        can be built."""
        self.build_lists = build_lists(tuple(self.in_game))
        if self.guest_house and self._LEGAL is not GUEST_LEGAL:
            raise InvalidStateError("a Guest House in a game without the new buildings")

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

    def _determinize(self, seat: int, seed: int) -> PuertoRicoState:
        return determinize(self, seat, seed)

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
    and its owner may move a guest in the decisions of ``GUEST_PHASES`` (X7 (b))."""

    _LEGAL = GUEST_LEGAL
    _APPLY = GUEST_APPLY


def _state_class(expansions: Any) -> type[PuertoRicoState]:
    """The state class of a game with ``expansions``: one with the guest moves where the
    Guest House can be in the supply (the tables are the class's: no per-game copy)."""
    return GuestHouseState if "new_buildings" in expansions else PuertoRicoState
