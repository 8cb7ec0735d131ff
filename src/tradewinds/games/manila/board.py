"""The Manila state as plain data, and the helpers every phase shares.

The whole state is a handful of small flat ``list[int]`` and ints, so a clone copies a
dozen short lists and nothing else; the configuration (options, action table, space
table) is shared, never copied.

Per-player share counts are kept by good in lists of ``4 * players`` entries
(``seat * 4 + good``): ``held`` (unmortgaged), ``mort`` (mortgaged) and ``bought`` (the
shares a player bought as harbour master, which everybody saw him take from the open
supply).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from mypy_extensions import mypyc_attr

from ...core import fields
from ...core.actions import Action
from ...core.decisions import Decisions
from ...core.errors import InvalidStateError, Reason
from ...core.machine import PhaseMachine
from ...core.phrase import LogPhrase
from .actions import (
    K_BID,
    K_BOARD,
    K_BUY,
    K_LOAD,
    K_MORTGAGE,
    K_PASS,
    K_PILOT,
    K_PLACE,
    K_REDEEM,
    K_SEND,
    K_START,
    K_STOWAWAY,
    ManilaActions,
)
from .clone_fields import copy_fields
from .data import (
    BERTH_TITLES,
    FIRST_SEAT,
    GOODS,
    MORTGAGE_CASH,
    NUM_GOODS,
    NUM_SEATS,
    NUM_SPACES,
    REDEEM_COST,
    SHARES_PER_GOOD,
    START_CASH,
)
from .logwords import (
    MORTGAGE,
    MORTGAGE_INSURANCE,
    MORTGAGE_OWN,
    PLAYER,
    REDEEM,
    REDEEM_OWN,
)

# Decisions (what the current player is asked).
PH_BID: Final = 0
PH_BUY: Final = 1
PH_LOAD: Final = 2
PH_START: Final = 3
PH_PLACE: Final = 4
PH_BOARD: Final = 5
PH_PILOT_SMALL: Final = 6
PH_PILOT_LARGE: Final = 7
PH_PILOT_LARGE2: Final = 8
PH_PLUNDER: Final = 9
PH_OVER: Final = 10
PHASE_NAMES: Final = (
    "auction_bid",
    "buy_share",
    "load_goods",
    "start_positions",
    "place_accomplice",
    "pirate_boarding",
    "small_pilot",
    "large_pilot",
    "large_pilot_second",
    "plunder_destination",
    "game_over",
)

ACTION_KINDS_BY_PHASE: Final[dict[int, frozenset[int]]] = {
    PH_BID: frozenset({K_BID, K_PASS, K_MORTGAGE, K_REDEEM}),
    PH_BUY: frozenset({K_BUY, K_PASS}),
    PH_LOAD: frozenset({K_LOAD}),
    PH_START: frozenset({K_START}),
    PH_PLACE: frozenset({K_PLACE, K_STOWAWAY, K_PASS}),
    PH_BOARD: frozenset({K_BOARD, K_PASS}),
    PH_PILOT_SMALL: frozenset({K_PILOT, K_PASS}),
    PH_PILOT_LARGE: frozenset({K_PILOT, K_PASS}),
    PH_PILOT_LARGE2: frozenset({K_PILOT, K_PASS}),
    PH_PLUNDER: frozenset({K_SEND}),
    PH_OVER: frozenset(),
}
# A refusal quotes the first 16 legal actions (an auction turn has up to 250 bids).
DECISIONS: Final = Decisions(
    prefix="mn", names=PHASE_NAMES, kinds=ACTION_KINDS_BY_PHASE, over=PH_OVER, shown=16
)

# Bits of ``Board.free``: the free actions taken in the current auction turn.
FREE_MORTGAGED: Final = 1
FREE_REDEEMED: Final = 2

BANK: Final = -1  # the other party of a payment that is not between players

# What a field holds: one int (``INT``), or a list of ints with one entry per seat, per
# seat and good (``seat * 4 + good``), per good, or per space of the board.
INT: Final = 0
PER_SEAT: Final = 1
PER_HOLDING: Final = 2
PER_GOOD: Final = 3
PER_SPACE: Final = 4

# Every field of the game, declared once: (name, kind, start value, reset when a voyage
# starts). The start value is the int's, or every entry's of a list, in a new game; a
# voyage's cleanup (§13) puts the fields marked True back to it. A new state, and through
# FIELD_TABLE (core/fields.py) ``clone``, ``to_json`` and ``load``, all follow this table
# (the class body declares the types).
FIELDS: Final[tuple[tuple[str, int, int, bool], ...]] = (
    ("phase", INT, PH_BID, False),
    ("actor", INT, 0, False),
    ("voyage", INT, 0, False),
    ("hm", INT, -1, True),
    ("prev_hm", INT, -1, False),
    ("opener", INT, 0, False),
    ("high_bid", INT, 0, False),
    ("high_bidder", INT, -1, False),
    ("passed", INT, 0, False),
    ("free", INT, 0, False),
    ("step", INT, 0, True),
    ("turn", INT, 0, True),
    ("moves", INT, 0, True),
    ("board_from", INT, -1, True),
    ("board_stage", INT, 0, True),
    ("protected", INT, -1, True),
    ("pilot_first", INT, -1, True),
    ("pending", INT, -1, True),
    ("plundered", INT, 0, True),
    ("harbor_used", INT, 0, True),
    ("shipyard_used", INT, 0, True),
    ("ashore", INT, -1, True),
    ("rng", INT, 0, False),
    ("bank_paid", INT, 0, False),
    ("bank_received", INT, 0, False),
    ("cash", PER_SEAT, START_CASH, False),
    ("left", PER_SEAT, 0, False),  # a voyage sets it to every accomplice (start_voyage)
    ("held", PER_HOLDING, 0, False),
    ("mort", PER_HOLDING, 0, False),
    ("bought", PER_HOLDING, 0, False),
    ("supply", PER_GOOD, SHARES_PER_GOOD, False),
    ("price", PER_GOOD, 0, False),
    ("occ", PER_SPACE, -1, True),
    ("pos", PER_GOOD, -1, True),
    ("berth", PER_GOOD, -1, True),
    ("filled", PER_GOOD, 0, True),
    ("dice", PER_GOOD, 0, True),
)
# FIELDS, plus the configuration shared by clones and the stacked dice (a tuple, saved
# apart by ``_state_dict``).
FIELD_TABLE: Final = fields.FieldTable(
    "manila",
    ((name, fields.INT if kind == INT else fields.INTS) for name, kind, _, _ in FIELDS),
    (
        "accomplices",
        "schedule",
        "variant",
        "unplundered_harbor",
        "actions",
        "chance",
        "legal_by_phase",
        "apply_by_phase",
    ),
)


def field_size(kind: int, players: int) -> int:
    """How many entries a list field of ``kind`` has with ``players`` players."""
    if kind == PER_SEAT:
        return players
    if kind == PER_HOLDING:
        return 4 * players
    return NUM_GOODS if kind == PER_GOOD else NUM_SPACES


def start_value(kind: int, start: int, players: int) -> int | list[int]:
    """A field's value in a new game (or a new voyage): see :data:`FIELDS`."""
    return start if kind == INT else [start] * field_size(kind, players)


def _count(holdings: list[int], seat: int) -> int:
    """``seat``'s shares of every good in a per-holding list (``held``, ``mort``)."""
    b = seat * 4
    return holdings[b] + holdings[b + 1] + holdings[b + 2] + holdings[b + 3]


# Compiled, a native class; open to Python subclasses as ManilaState is (below it).
@mypyc_attr(allow_interpreted_subclasses=True)
class Board(PhaseMachine):
    """Fields of a Manila game and the helpers the phases share."""

    game_name = "manila"

    # Shared, immutable configuration.
    accomplices: int
    schedule: tuple[int, ...]
    variant: bool  # option pirate_variant
    unplundered_harbor: bool  # option unplundered_boat_on_13 == "harbor"
    actions: ManilaActions

    # Mutable data.
    cash: list[int]  # by seat (public)
    left: list[int]  # accomplices at home, by seat
    held: list[int]  # unmortgaged shares, seat * 4 + good (secret)
    mort: list[int]  # mortgaged shares, seat * 4 + good (secret; the count is public)
    bought: list[int]  # shares bought as harbour master, seat * 4 + good (public)
    supply: list[int]  # open share supply by good
    price: list[int]  # price-track index by good (0..4)
    occ: list[int]  # occupant seat of each space, or -1
    pos: list[int]  # route position of each good's boat; -1 = not on a route
    berth: list[int]  # 0..2 harbour A-C, 3..5 shipyard A-C, -1 = not berthed
    filled: list[int]  # occupied seats of each boat (always the cheapest ones)
    dice: list[int]  # last roll of each good's die this voyage (0 = not rolled)
    phase: int
    actor: int
    voyage: int
    hm: int  # harbour master of this voyage (-1 during the first auction)
    prev_hm: int  # harbour master of the previous voyage (-1 in voyage 1)
    opener: int  # who opens this voyage's auction
    high_bid: int
    high_bidder: int
    passed: int  # bit per seat: passed in the auction / the placement rounds
    free: int  # FREE_* bits of the current auction turn
    step: int  # index into ``schedule``
    turn: int  # placement turn within the round (0 = the harbour master)
    moves: int  # movement rounds done this voyage
    board_from: int  # pirate space of the pirate deciding whether to board
    board_stage: int  # 0 = the first decision of the boarding, 1 = the second
    protected: int  # seat the captain just boarded (variant: not displaceable), or -1
    pilot_first: int  # good the large pilot moved by one space first, or -1
    pending: int  # good of the boat being plundered, or -1
    plundered: int  # bit per good: plundered this voyage
    harbor_used: int
    shipyard_used: int
    ashore: int  # the good left ashore this voyage, or -1 before loading
    rng: int
    # Die rolls fixed by stack_chance, next first: rolled before the RNG is asked. A
    # tuple, so a clone shares it for free.
    chance: tuple[int, ...] = ()
    bank_paid: int  # pesos the bank has paid out since the start
    bank_received: int  # pesos the bank has received since the start

    # ----------------------------------------------------------- state API
    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    def clone(self) -> Board:
        other = self.__class__()
        copy_fields(self, other)  # generated from FIELD_TABLE
        return other

    def _start_fields(self, voyage: bool = False) -> None:
        """Every field at its start value (:data:`FIELDS`); ``voyage``: only those a new
        voyage resets."""
        players = self.players
        for name, kind, start, each_voyage in FIELDS:
            if each_voyage or not voyage:
                setattr(self, name, start_value(kind, start, players))
        if not voyage:
            self.chance = ()

    def _state_dict(self) -> dict[str, Any]:
        data = FIELD_TABLE.save(self)
        if self.chance:  # only a state with stacked dice has the field
            data["chance"] = list(self.chance)
        return data

    def _load_fields(self, data: dict[str, Any]) -> None:
        FIELD_TABLE.load(self, data)
        self.chance = ()
        chance = data.get("chance", [])
        if not isinstance(chance, list):
            raise TypeError("chance must be a list of die values")
        self.stack_chance(chance)
        self._legal = None

    # -------------------------------------------------------------- chance
    def stack_chance(self, outcomes: Sequence[Any]) -> None:
        """Fix the next die rolls (1-6; a roll of several boats may be given as a list),
        the first one rolled first, before any stacked earlier. In each movement round
        the boats still at sea roll in the order of the goods (ginseng, nutmeg, silk,
        jade), each taking the next stacked value."""
        dice: list[int] = []
        for outcome in outcomes:
            values = outcome if isinstance(outcome, (list, tuple)) else [outcome]
            for value in values:
                if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                    raise InvalidStateError(f"a die shows 1 to 6, not {value!r}")
                dice.append(value)
        self.chance = (*dice, *self.chance)

    def stacked_chance(self) -> list[Any]:
        return list(self.chance)

    # ------------------------------------------------------------- helpers
    def loaded(self) -> tuple[int, ...]:
        """The goods on the three boats, in route order (empty before loading)."""
        if self.ashore < 0:
            return ()
        return tuple(g for g in range(NUM_GOODS) if g != self.ashore)

    def next_boat_seat(self, good: int) -> int:
        """The cheapest empty seat on ``good``'s boat, -1 when it is full: boat seats are
        taken cheapest first (§7.2)."""
        f = self.filled[good]
        return FIRST_SEAT[good] + f if f < NUM_SEATS[good] else -1

    def funds(self, seat: int) -> int:
        """Cash plus what mortgaging every unmortgaged share would raise (§5, §14)."""
        return self.cash[seat] + MORTGAGE_CASH * _count(self.held, seat)

    def shares_of(self, seat: int) -> int:
        """How many shares ``seat`` owns, mortgaged or not (public)."""
        return _count(self.held, seat) + _count(self.mort, seat)

    def mortgaged_of(self, seat: int) -> int:
        """How many of ``seat``'s shares are mortgaged (public)."""
        return _count(self.mort, seat)

    def berth_name(self, good: int) -> str:
        """Where the boat of ``good`` lies, as the log says it."""
        return BERTH_TITLES[self.berth[good]]

    # ---------------------------------------------------------------- money
    def gain(self, seat: int, amount: int) -> None:
        """The bank pays ``amount`` to ``seat``."""
        self.cash[seat] += amount
        self.bank_paid += amount

    def spend(self, seat: int, amount: int) -> None:
        """``seat`` pays ``amount`` to the bank (the caller checked the cash)."""
        self.cash[seat] -= amount
        self.bank_received += amount

    def transfer(self, payer: int, payee: int, amount: int) -> None:
        """``payer`` pays ``amount`` to ``payee`` (either may be :data:`BANK`)."""
        if payer == BANK:
            self.gain(payee, amount)
        elif payee == BANK:
            self.spend(payer, amount)
        else:
            self.cash[payer] -= amount
            self.cash[payee] += amount

    def mortgage(self, seat: int, good: int, owed: int = 0, insurance: bool = False) -> None:
        """Mortgage one of ``seat``'s unmortgaged ``good`` shares: +12 from the bank.

        ``owed``: the payment that forces it (0: his own choice); ``insurance``: that
        payment is the insurance agent's (the log says why everybody sees him mortgage)."""
        at = seat * 4 + good
        self.held[at] -= 1
        self.mort[at] += 1
        self.gain(seat, MORTGAGE_CASH)
        name = self.names[seat]
        phrase: LogPhrase
        if insurance:
            why, phrase = " to pay the insurance", MORTGAGE_INSURANCE[seat]
        elif owed:
            why = f" to pay {owed}"
            args = {"player": PLAYER[seat], "owed": owed, "pesos": MORTGAGE_CASH}
            phrase = ("mn-log-mortgage-to-pay", args)
        else:
            why, phrase = "", MORTGAGE[seat]
        self._event(f"{name} mortgages a share{why} (+{MORTGAGE_CASH}).", None, phrase)
        self._event(f"You mortgage a {GOODS[good]} share.", seat, MORTGAGE_OWN[good])

    def raise_cash(self, seat: int, amount: int, insurance: bool = False) -> None:
        """Forced mortgages (§14): ``seat`` mortgages shares until his cash covers
        ``amount`` or he has no unmortgaged share left.

        The rulebook makes them compulsory ("DEVE chiedere un prestito") and which share
        goes never changes an outcome (the final fortune counts every share at its price
        and 15 per mortgaged one, whatever its good), while a choice asked at the table
        would show that his shares are of two goods or more. So they are taken at once,
        in the fixed order ginseng, nutmeg, silk, jade, and only his private log names
        the good; everybody sees how many shares he mortgaged. ``insurance``: the debt is
        the insurance agent's (the log says so).
        """
        held = self.held
        b = seat * 4
        g = 0
        while self.cash[seat] < amount and g < NUM_GOODS:
            if held[b + g]:
                self.mortgage(seat, g, amount, insurance)
            else:
                g += 1

    def pay(self, seat: int, amount: int) -> None:
        """``seat`` pays ``amount`` to the bank, mortgaging first if his cash is short
        (the rules never let a payment exceed his funds)."""
        self.raise_cash(seat, amount)
        self.spend(seat, amount)

    def redeem(self, seat: int, good: int) -> None:
        """Redeem one of ``seat``'s mortgaged ``good`` shares: 15 to the bank."""
        at = seat * 4 + good
        self.mort[at] -= 1
        self.held[at] += 1
        self.spend(seat, REDEEM_COST)
        self._event(
            f"{self.names[seat]} redeems a mortgaged share (-{REDEEM_COST}).",
            None,
            REDEEM[seat],
        )
        self._event(f"You redeem a {GOODS[good]} share.", seat, REDEEM_OWN[good])

    # ----------------------------------------------------------- dispatch
    def _why_phase(self, action: Action) -> Reason | None:
        """A message if ``action`` belongs to another decision than the current one."""
        return DECISIONS.refusal(self, action)
