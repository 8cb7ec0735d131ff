"""The Puerto Rico state as plain data, and the helpers every phase shares.

Each player's board is a fixed-size slice of one flat ``list[int]`` (offsets below), so a
clone copies a dozen small lists and nothing else; tables are shared, never copied.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.errors import Reason
from ...core.phrase import Seat, Verbatim
from .actions import (
    K_BUILD,
    K_DONE,
    K_EXTRA,
    K_HACIENDA,
    K_HOSPICE,
    K_KEEP,
    K_LOAD,
    K_MAYOR_COLONIST,
    K_PASS,
    K_PLACE,
    K_PLANT,
    K_QUARRY,
    K_ROLE,
    K_SELL,
    K_UNIVERSITY,
    K_UNPLACE,
    K_WAREHOUSE,
    K_WHARF,
    PuertoRicoActions,
)
from .data import (
    CIRCLES,
    CITY_SPACES,
    CORN,
    ISLAND_SPACES,
    NUM_BUILDINGS,
    NUM_GOODS,
    PRODUCTION_BUILDINGS,
    SIZES,
    Setup,
)

# The board layout, re-exported for the role modules.
from .layout import (
    ALL_CIRCLES as ALL_CIRCLES,
)
from .layout import (
    BUILDINGS_AT as BUILDINGS_AT,
)
from .layout import (
    CITY as CITY,
)
from .layout import (
    DOUBLOONS as DOUBLOONS,
)
from .layout import (
    GOODS_AT as GOODS_AT,
)
from .layout import (
    ISLAND as ISLAND,
)
from .layout import (
    OCCUPIED_AT as OCCUPIED_AT,
)
from .layout import (
    SAN_JUAN as SAN_JUAN,
)
from .layout import (
    STRIDE as STRIDE,
)
from .layout import (
    TILES_AT as TILES_AT,
)
from .layout import (
    USED_CIRCLES as USED_CIRCLES,
)
from .layout import (
    VP as VP,
)
from .log_words import LAST_VP
from .supplies import Supplies

NOT_OWNED = -1

# Decisions ("phases" of the turn machine): what the current player is asked.
(
    PH_ROLE,
    PH_HACIENDA,
    PH_SETTLE,
    PH_HOSPICE,
    PH_MAYOR_PRIVILEGE,
    PH_PLACE,
    PH_BUILD,
    PH_UNIVERSITY,
    PH_CRAFTSMAN_PRIVILEGE,
    PH_SELL,
    PH_LOAD,
    PH_WAREHOUSE,
    PH_KEEP,
    PH_OVER,
    PH_PRODUCE,  # added last: saved games keep their numbers
) = range(15)
PHASE_NAMES = (
    "choose_role",
    "settler_hacienda",
    "settler_pick",
    "settler_hospice",
    "mayor_privilege",
    "mayor_place",
    "builder_build",
    "builder_university",
    "craftsman_privilege",
    "trader_sell",
    "captain_load",
    "captain_warehouse",
    "captain_keep",
    "game_over",
    "craftsman_produce",
)

# Game-end triggers (rules reference §7.1), as bits of ``Board.end_triggers``.
T1_COLONISTS, T2_CITY, T3_VP = 1, 2, 4
TRIGGER_NAMES = {T1_COLONISTS: "colonists", T2_CITY: "city", T3_VP: "vp"}

ACTION_KINDS_BY_PHASE: dict[int, frozenset[int]] = {
    PH_ROLE: frozenset({K_ROLE}),
    PH_HACIENDA: frozenset({K_HACIENDA, K_PASS}),
    PH_SETTLE: frozenset({K_PLANT, K_QUARRY, K_PASS}),
    PH_HOSPICE: frozenset({K_HOSPICE, K_PASS}),
    PH_MAYOR_PRIVILEGE: frozenset({K_MAYOR_COLONIST, K_PASS}),
    PH_PLACE: frozenset({K_PLACE, K_UNPLACE, K_DONE}),
    PH_BUILD: frozenset({K_BUILD, K_PASS}),
    PH_UNIVERSITY: frozenset({K_UNIVERSITY, K_PASS}),
    PH_CRAFTSMAN_PRIVILEGE: frozenset({K_EXTRA, K_PASS}),
    PH_SELL: frozenset({K_SELL, K_PASS}),
    PH_LOAD: frozenset({K_LOAD, K_WHARF, K_PASS}),
    PH_WAREHOUSE: frozenset({K_WAREHOUSE}),
    PH_KEEP: frozenset({K_KEEP, K_PASS}),
    PH_OVER: frozenset(),
    PH_PRODUCE: frozenset({K_DONE, K_PASS}),
}

_SCALARS = (
    "governor",
    "round",
    "turn",
    "phase",
    "actor",
    "chooser",
    "step",
    "colonist_supply",
    "colonist_ship",
    "vp_supply",
    "quarries",
    "end_triggers",
    "rng",
    "pick",
    "placed",
    "produced",
    "wharf_used",
    "captain_loaded",
    "idle",
    "warehouse_left",
    "free_circles",
)
_LISTS = (
    "board",
    "role_money",
    "role_owner",
    "goods_supply",
    "face_up",
    "stack",
    "discard",
    "trading_house",
    "building_supply",
    "ship_good",
    "ship_load",
)


class Board(Supplies):
    """Fields of a Puerto Rico game and the helpers the role phases share."""

    game_name = "puerto_rico"

    # Shared, immutable configuration.
    setup: Setup
    roles: tuple[int, ...]  # role kind of each role card in play
    ship_capacity: tuple[int, ...]
    deluxe: bool
    max_space: bool
    optional_production: bool
    actions: PuertoRicoActions

    # Mutable data.
    board: list[int]
    cities: list[tuple[int, ...]]  # owned building indices per seat (derived from board)
    role_money: list[int]  # doubloons on each role card
    role_owner: list[int]  # seat that chose each card this round, or -1
    goods_supply: list[int]
    face_up: list[int]  # face-up plantations by kind
    stack: list[int]  # face-down plantations by kind (order is drawn from the RNG)
    discard: list[int]
    trading_house: list[int]  # goods sold, in order
    building_supply: list[int]
    ship_good: list[int]  # good carried by each cargo ship, or -1
    ship_load: list[int]
    governor: int
    round: int
    turn: int  # role choices made this round
    phase: int
    actor: int
    chooser: int  # seat that chose the role being resolved
    step: int  # players (from the chooser) done with the current role
    colonist_supply: int
    colonist_ship: int
    vp_supply: int  # may go below 0: VP earned "on paper" once the chips run out
    quarries: int
    end_triggers: int
    rng: int
    pick: int  # settler: tile kind of the main pick (-1 none); builder: building built
    placed: int  # mayor: 1 once the actor placed a colonist this turn
    produced: int  # craftsman: 1 if the craftsman received a barrel
    wharf_used: int  # captain: bit per seat
    captain_loaded: int  # captain: 1 once the captain has loaded (privilege used)
    idle: int  # captain: consecutive loading turns without a load
    warehouse_left: int  # captain storage: warehouse kinds still to choose
    free_circles: int  # mayor: empty circles on the actor's board

    # ----------------------------------------------------------- state API
    @property
    def current_player(self) -> int | None:
        return None if self.phase == PH_OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    def clone(self) -> Board:
        other = self.__class__.__new__(self.__class__)
        self._copy_common(other)
        other.setup = self.setup
        other.roles = self.roles
        other.ship_capacity = self.ship_capacity
        other.deluxe = self.deluxe
        other.optional_production = self.optional_production
        other.max_space = self.max_space
        other.actions = self.actions
        other.board = self.board[:]
        other.cities = self.cities[:]
        other.role_money = self.role_money[:]
        other.role_owner = self.role_owner[:]
        other.goods_supply = self.goods_supply[:]
        other.face_up = self.face_up[:]
        other.stack = self.stack[:]
        other.discard = self.discard[:]
        other.trading_house = self.trading_house[:]
        other.building_supply = self.building_supply[:]
        other.ship_good = self.ship_good[:]
        other.ship_load = self.ship_load[:]
        other.governor = self.governor
        other.round = self.round
        other.turn = self.turn
        other.phase = self.phase
        other.actor = self.actor
        other.chooser = self.chooser
        other.step = self.step
        other.colonist_supply = self.colonist_supply
        other.colonist_ship = self.colonist_ship
        other.vp_supply = self.vp_supply
        other.quarries = self.quarries
        other.end_triggers = self.end_triggers
        other.rng = self.rng
        other.chance = self.chance
        other.pick = self.pick
        other.placed = self.placed
        other.produced = self.produced
        other.wharf_used = self.wharf_used
        other.captain_loaded = self.captain_loaded
        other.idle = self.idle
        other.warehouse_left = self.warehouse_left
        other.free_circles = self.free_circles
        return other

    def _state_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in _SCALARS}
        for name in _LISTS:
            data[name] = list(getattr(self, name))
        self._save_chance(data)
        return data

    def _load_fields(self, data: dict[str, Any]) -> None:
        for name in _SCALARS:
            setattr(self, name, int(data[name]))
        for name in _LISTS:
            setattr(self, name, [int(v) for v in data[name]])
        self.rebuild_derived()
        self._load_chance(data)

    def rebuild_derived(self) -> None:
        """Recompute the bookkeeping kept for speed (city lists, circle counts)."""
        b = self.board
        self.cities = []
        for seat in range(self.players):
            base = seat * STRIDE
            owned = tuple(i for i in range(NUM_BUILDINGS) if b[base + BUILDINGS_AT + i] >= 0)
            self.cities.append(owned)
            b[base + CITY] = sum(SIZES[i] for i in owned)
            b[base + ISLAND] = sum(b[base + TILES_AT : base + TILES_AT + 6])
            b[base + ALL_CIRCLES] = sum(b[base + TILES_AT : base + TILES_AT + 6]) + sum(
                CIRCLES[i] for i in owned
            )
            b[base + USED_CIRCLES] = sum(b[base + OCCUPIED_AT : base + OCCUPIED_AT + 6]) + sum(
                b[base + BUILDINGS_AT + i] for i in owned
            )
        self._legal = None

    def gain_tile(self, seat: int, kind: int) -> None:
        """Put a new (unoccupied) island tile on ``seat``'s island."""
        base = seat * STRIDE
        self.board[base + TILES_AT + kind] += 1
        self.board[base + ISLAND] += 1
        self.board[base + ALL_CIRCLES] += 1

    def gain_building(self, seat: int, building: int) -> None:
        """Put a new (unoccupied) building in ``seat``'s city."""
        base = seat * STRIDE
        self.board[base + BUILDINGS_AT + building] = 0
        self.board[base + CITY] += SIZES[building]
        self.board[base + ALL_CIRCLES] += CIRCLES[building]
        self.cities[seat] = tuple(sorted((*self.cities[seat], building)))

    def add_colonist(self, seat: int, offset: int) -> None:
        """One more colonist on the circle at ``offset`` of ``seat``'s board slice."""
        base = seat * STRIDE
        self.board[base + offset] += 1
        self.board[base + USED_CIRCLES] += 1

    # ------------------------------------------------------------- helpers
    def name(self, seat: int) -> str:
        return self.names[seat]

    def owns(self, seat: int, building: int) -> bool:
        return self.board[seat * STRIDE + BUILDINGS_AT + building] >= 0

    def occupied(self, seat: int, building: int) -> bool:
        """Owns ``building`` with at least one colonist on it (its function works)."""
        return self.board[seat * STRIDE + BUILDINGS_AT + building] > 0

    def island_filled(self, seat: int) -> int:
        return self.board[seat * STRIDE + ISLAND]

    def goods(self, seat: int, good: int) -> int:
        return self.board[seat * STRIDE + GOODS_AT + good]

    def total_goods(self, seat: int) -> int:
        base = seat * STRIDE + GOODS_AT
        return sum(self.board[base : base + NUM_GOODS])

    def circles(self, seat: int) -> tuple[int, int]:
        """(total circles, occupied circles) on the seat's island and city."""
        base = seat * STRIDE
        return self.board[base + ALL_CIRCLES], self.board[base + USED_CIRCLES]

    def colonists_owned(self, seat: int) -> int:
        """Colonists on the seat's board: circles and San Juan."""
        return self.circles(seat)[1] + self.board[seat * STRIDE + SAN_JUAN]

    def capacity(self, seat: int, good: int) -> int:
        """Production capacity of ``good`` (rules reference §5.4)."""
        b = self.board
        base = seat * STRIDE
        plantations = b[base + OCCUPIED_AT + good]
        if plantations == 0 or good == CORN:  # corn needs no building
            return plantations
        workers = 0
        for building in PRODUCTION_BUILDINGS[good]:
            w = b[base + BUILDINGS_AT + building]
            if w > 0:
                workers += w
        return plantations if plantations < workers else workers

    def capacities(self, seat: int) -> list[int]:
        """Production capacity of every good at once (§5.4), for the craftsman phase."""
        b = self.board
        base = seat * STRIDE
        occupied = b[base + OCCUPIED_AT : base + OCCUPIED_AT + NUM_GOODS]
        result = [occupied[CORN], 0, 0, 0, 0]
        if not any(occupied[1:]):
            return result
        at = base + BUILDINGS_AT
        for good in range(1, NUM_GOODS):
            plantations = occupied[good]
            if plantations:
                workers = 0
                for building in PRODUCTION_BUILDINGS[good]:
                    w = b[at + building]
                    if w > 0:
                        workers += w
                result[good] = plantations if plantations < workers else workers
        return result

    def award_vp(self, seat: int, vp: int) -> None:
        """VP chips from the supply; once it is empty they are earned on paper (§7.1 T3)."""
        self.board[seat * STRIDE + VP] += vp
        before = self.vp_supply
        self.vp_supply -= vp
        if before > 0 >= self.vp_supply:
            self.end_triggers |= T3_VP
            self._event("The last VP chip is taken: the game ends after this round.", None, LAST_VP)

    def free_city_spaces(self, seat: int) -> int:
        return CITY_SPACES - self.board[seat * STRIDE + CITY]

    def island_full(self, seat: int) -> bool:
        return self.board[seat * STRIDE + ISLAND] >= ISLAND_SPACES

    def _end_role(self) -> None:
        """Close the current role's phase and move on (defined by the game class)."""
        raise NotImplementedError

    # ----------------------------------------------------------- dispatch
    def _why_phase(self, action: Action) -> str | None:
        """A message if ``action`` belongs to another decision than the current one."""
        if self.phase == PH_OVER:
            return Reason("the game is over", ("error-game-over", {}))
        if action.kind not in ACTION_KINDS_BY_PHASE[self.phase]:
            allowed = ", ".join(str(a) for a in self.legal_actions())
            return other_decision(
                self.actor, self.names[self.actor], PHASE_NAMES[self.phase], allowed
            )
        return None


def other_decision(seat: int, name: str, phase: str, allowed: str) -> Reason:
    """The refusal of an action of another decision than the current one: the decision
    (English names it by its id, the other languages in words) and the legal actions'
    notations, the API's words, what a player types in every language."""
    return Reason(
        f"it is {name}'s decision '{phase}'; legal now: {allowed}",
        (
            "pr-why-other-decision",
            {
                "player": Seat(seat),
                "decision": f"pr-why-phase-{phase}",
                "allowed": Verbatim(allowed),
            },
        ),
    )
