"""The San Juan state as plain data, and the helpers every phase shares.

Cards are identical within a kind, so every pile that a player may look into is a count
per card kind: each seat's hand, city, Chapel pile and covered buildings are fixed-size
slices (``NUM_CARDS`` ints) of one flat ``list[int]`` per zone. A clone copies a dozen
flat lists and nothing else; tables are shared, never copied.

The draw pile is a list of card kinds, shuffled with the state's own RNG; draws take
cards from its end. Its order is hidden (``determinize`` deals it anew). The discard pile
is a count per kind (its order never matters: it is shuffled before it is drawn from
again).

The goods lying face down on a player's production buildings are counted by good; the
card kinds under them (which nobody may look at) are kept per seat, newest last.

The engine is plain typed code that mypyc compiles to C (``tradewinds.compiling``): loops
and comprehensions over a ``range`` or a list rather than ``itertools``, ``map`` or
``operator`` helpers, which stay calls into the interpreter. A count in a list is updated
as ``c[i] = c[i] + n``: mypyc compiles ``c[i] += n`` to a generic (boxed) Python addition.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from mypy_extensions import i64

from ...core import fields, rng
from ...core.actions import Action
from ...core.decisions import Decisions
from ...core.errors import InvalidStateError, Reason
from ...core.machine import PhaseMachine
from ...core.phrase import LogPhrase
from .actions import (
    K_BLACK_MARKET,
    K_BUILD,
    K_COVER,
    K_DISCARD,
    K_KEEP,
    K_LIBRARY,
    K_NO_LIBRARY,
    K_PASS,
    K_PAY,
    K_PRODUCE,
    K_ROLE,
    K_SELL,
    K_TAKE,
    K_TUCK,
    SanJuanActions,
)
from .clone_fields import copy_fields
from .data import (
    AQUEDUCT,
    BLACK_MARKET,
    BLACK_MARKET_GOODS,
    BUILDER,
    CARD_INDEX,
    CARDS,
    CRANE,
    HAND_LIMIT,
    NUM_CARDS,
    NUM_GOODS,
    NUM_ROLES,
    NUM_TILES,
    QUARRY,
    SMITHY,
    TOTAL_CARDS,
    TOWER,
    TOWER_HAND_LIMIT,
    TRADING_POST,
)
from .prices import build_price, price_row
from .texts import (
    REASON_TERMS,
    SEATS,
    YOU_DRAW_ONE,
    YOU_DRAW_ONE_PHRASE,
    SeatTexts,
    you_draw,
    you_draw_phrase,
)

_RESHUFFLE: Final[LogPhrase] = ("sj-log-reshuffle", {})
_GAME_OVER: Final[LogPhrase] = ("sj-log-game-over", {})
_SPAN: Final = 1 << 63  # a batch's product of ranges stays below this (below() takes up to 2**64)


def shuffle(state: int, cards: list[int]) -> int:
    """Shuffle ``cards`` in place (Fisher-Yates) with the RNG ``state``; return the new
    state.

    Consecutive steps i, i - 1, ... pick j in range(i + 1), range(i) ...: one uniform
    number below the product of those ranges, read digit by digit (mixed radix), makes
    several steps with a single RNG call and exactly the same distribution."""
    i = len(cards) - 1
    batches = _BATCHES if i < len(_BATCHES) else [_batch(n) for n in range(i + 1)]
    while i > 0:
        k, span = batches[i]
        state, drawn = rng.below(state, span)
        # Below 2**63: a machine integer when compiled (a Python int above 2**62 is not).
        x: i64 = drawn
        for m in range(i, k, -1):
            radix: i64 = m + 1
            j = x % radix
            x //= radix
            cards[m], cards[j] = cards[j], cards[m]
        i = k
    return state


def _batch(i: int) -> tuple[int, int]:
    """The steps i, i - 1, ..., k + 1 that one RNG call makes: ``(k, the product of their
    ranges)`` (step m picks in range(m + 1))."""
    span = i + 1
    k = i - 1
    while k > 0 and span * (k + 1) < _SPAN:
        span *= k + 1
        k -= 1
    return k, span


# A batch depends only on where it starts: computed once for piles of up to every card.
_BATCHES: Final = [_batch(i) for i in range(TOTAL_CARDS)]


NK: Final = NUM_CARDS
NG: Final = NUM_GOODS

# Decisions ("phases" of the turn machine): what the current player is asked.
PH_SETUP_DISCARD: Final = 0
PH_ROLE: Final = 1
PH_LIBRARY: Final = 2
PH_BUILD: Final = 3
PH_COVER: Final = 4
PH_BLACK_MARKET: Final = 5
PH_PAY: Final = 6
PH_PRODUCE: Final = 7
PH_SELL: Final = 8
PH_KEEP: Final = 9
PH_COUNCIL_DISCARD: Final = 10
PH_GOLD_MINE: Final = 11
PH_CHAPEL: Final = 12
PH_HAND_LIMIT: Final = 13
PH_OVER: Final = 14
PHASE_NAMES: Final = (
    "setup_discard",
    "choose_role",
    "library",
    "builder_build",
    "builder_crane",
    "builder_black_market",
    "builder_pay",
    "producer_produce",
    "trader_sell",
    "councillor_keep",
    "councillor_discard",
    "gold_mine",
    "chapel",
    "hand_limit",
    "game_over",
)

ACTION_KINDS_BY_PHASE: Final[dict[int, frozenset[int]]] = {
    PH_SETUP_DISCARD: frozenset({K_DISCARD}),
    PH_ROLE: frozenset({K_ROLE}),
    PH_LIBRARY: frozenset({K_LIBRARY, K_NO_LIBRARY}),
    PH_BUILD: frozenset({K_BUILD, K_PASS}),
    PH_COVER: frozenset({K_COVER, K_PASS}),
    PH_BLACK_MARKET: frozenset({K_BLACK_MARKET, K_PASS}),
    PH_PAY: frozenset({K_PAY}),
    PH_PRODUCE: frozenset({K_PRODUCE, K_PASS}),
    PH_SELL: frozenset({K_SELL, K_PASS}),
    PH_KEEP: frozenset({K_KEEP}),
    PH_COUNCIL_DISCARD: frozenset({K_DISCARD}),
    PH_GOLD_MINE: frozenset({K_TAKE, K_PASS}),
    PH_CHAPEL: frozenset({K_TUCK, K_PASS}),
    PH_HAND_LIMIT: frozenset({K_DISCARD}),
    PH_OVER: frozenset(),
}
DECISIONS: Final = Decisions(
    prefix="sj", names=PHASE_NAMES, kinds=ACTION_KINDS_BY_PHASE, over=PH_OVER
)

# The game's own fields, declared once: (name, kind, start value). A new game starts
# from the table (setup then deals and shuffles); the clone, to_json and load follow
# FIELD_TABLE, made from it (core/fields.py). A kind here says what a field holds and
# its size; the core's kind (``_CORE_KIND``) how it is saved and copied. (The class body
# annotates each one too: the type checker and mypyc read those.)
INT: Final = 0  # an int, started at the value
PER_SEAT: Final = 1  # list[int]: the value once per seat
PER_SEAT_CARD: Final = 2  # list[int]: the value per seat and card kind
PER_SEAT_GOOD: Final = 3  # list[int]: the value per seat and good
PER_CARD: Final = 4  # list[int]: the value per card kind
PER_ROLE: Final = 5  # list[int]: the value per role
PILE: Final = 6  # list[int]: card kinds (or tiles), started empty
PILES: Final = 7  # list[list[int]]: one pile per seat, started empty
FIELDS: Final[tuple[tuple[str, int, int], ...]] = (
    ("governor", INT, 0),
    ("round", INT, 1),
    ("turn", INT, 0),
    ("phase", INT, PH_ROLE),
    ("role", INT, -1),
    ("roles_taken", INT, 0),
    ("actor", INT, 0),
    ("chooser", INT, 0),
    ("step", INT, 0),
    ("rng", INT, 0),
    ("trades", INT, 0),
    ("lib", INT, 0),
    ("lib_used", INT, 0),
    ("building", INT, -1),
    ("cover", INT, -1),
    ("due", INT, 0),
    ("bm", INT, 0),
    ("count", INT, 0),
    ("allowance", INT, 0),
    ("left", INT, 0),
    ("owed", INT, 0),
    ("ended", INT, 0),
    ("discard_size", INT, 0),
    ("hands", PER_SEAT_CARD, 0),
    ("hand_size", PER_SEAT, 0),
    ("city", PER_SEAT_CARD, 0),
    ("city_size", PER_SEAT, 0),
    ("goods", PER_SEAT_GOOD, 0),
    ("chapel", PER_SEAT_CARD, 0),
    ("chapel_size", PER_SEAT, 0),
    ("covered", PER_SEAT_CARD, 0),
    ("deck", PILE, 0),
    ("discard", PER_CARD, 0),
    ("seen", PER_SEAT_CARD, 0),
    ("known", PER_SEAT_CARD, 0),
    ("known_size", PER_SEAT, 0),
    ("drawn", PILE, 0),
    ("revealed", PILE, 0),
    ("tiles", PILE, 0),
    ("role_owner", PER_ROLE, -1),
    ("good_cards", PILES, 0),
)
_CORE_KIND: Final = (fields.INT, *(fields.INTS,) * (PILES - 1), fields.NESTED)
# FIELDS, plus the fields no save holds: the configuration shared by clones, and
# ``is_over`` (set from the phase on load).
FIELD_TABLE: Final = fields.FieldTable(
    "san_juan",
    ((name, _CORE_KIND[kind]) for name, kind, _ in FIELDS),
    (
        "actions",
        "turns_per_round",
        "immediate_end",
        "no_rebuild",
        "texts",
        "is_over",
        "legal_by_phase",
        "apply_by_phase",
    ),
)


def field_size(kind: int, players: int) -> int:
    """The length of a list field of ``kind`` in a game of ``players`` (0: any)."""
    return (0, players, players * NK, players * NG, NK, NUM_ROLES, 0, players)[kind]


def start_value(kind: int, value: int, players: int) -> int | list[int] | list[list[int]]:
    """A field's value at the start of a game of ``players`` (see :data:`FIELDS`)."""
    return fields.start_value(_CORE_KIND[kind], value, field_size(kind, players))


class Board(PhaseMachine):
    """Fields of a San Juan game and the helpers the phases share.

    The game's own fields are slots: far faster to read and write than the entries of
    an instance dict with this many keys (the hot path touches them constantly).

    The frequent log lines are looked up in ``texts`` and their phrases in the tables of
    the ``texts`` module rather than formatted. The fields are :data:`FIELDS`."""

    __slots__ = (
        # The core's fields (State) as slots too: read on every action.
        "_history",
        "_legal",
        "_log",
        "_moves",
        "names",
        "options",
        "players",
        "seed",
        "table",
        "actions",
        "good_cards",
        "immediate_end",
        "no_rebuild",
        "turns_per_round",
        "texts",
        "is_over",
        *(name for name, _, _ in FIELDS),
    )

    game_name = "san_juan"

    # Shared, immutable configuration.
    actions: SanJuanActions
    turns_per_round: int
    immediate_end: bool  # option game_end=immediate
    no_rebuild: bool  # option covered_rebuild=forbidden
    texts: SeatTexts  # the frequent log lines naming these players

    # Mutable data: per-seat slices of NUM_CARDS (or NUM_GOODS) ints.
    hands: list[int]
    hand_size: list[int]
    city: list[int]  # face-up buildings by kind
    city_size: list[int]  # buildings in the city (the game ends at 12)
    goods: list[int]  # goods by good (one per production building at most)
    good_cards: list[list[int]]  # per seat: the card kinds lying as goods, newest last
    chapel: list[int]  # cards under the seat's Chapel(s), by kind
    chapel_size: list[int]
    covered: list[int]  # buildings covered by the seat's Crane, by kind
    deck: list[int]  # the draw pile, shuffled (card kinds; the top card is last)
    discard: list[int]  # the discard pile by kind
    seen: list[int]  # per seat: cards it knows lie in the discard pile (own discards...)
    known: list[int]  # per seat: cards everybody knows are in its hand (Gold mine takes)
    known_size: list[int]
    drawn: list[int]  # councillor: the cards the actor looks at (private), by kind order
    revealed: list[int]  # Gold mine: the cards turned up (public)
    tiles: list[int]  # trading-house tile stack, top first (cyclic)
    role_owner: list[int]  # seat that chose each role this round, or -1
    governor: int
    round: int
    turn: int  # role choices made this round
    phase: int
    role: int  # role being resolved, or -1
    roles_taken: int  # bit per role chosen this round (mirrors role_owner)
    actor: int
    chooser: int
    step: int  # players (from the chooser / governor) done with the current step
    rng: int
    trades: int  # trader phases so far (tiles revealed)
    lib: int  # 1 if the chooser's privilege is doubled by his Library in this phase
    lib_used: int  # 2 players: bit per seat, Library used this round
    building: int  # builder: card kind being built, or -1
    cover: int  # builder: building covered with the Crane, or -1
    due: int  # builder: cards still to pay
    bm: int  # builder: goods given to the black market
    count: int  # goods produced / sold by the actor this phase
    allowance: int  # goods the actor may produce / sell this phase
    left: int  # cards still to keep / discard
    owed: int  # trader: cards the actor draws when he is done selling
    ended: int  # 1 once a city holds 12 buildings
    discard_size: int
    # Whether the game has ended (phase PH_OVER): a plain field rather than a property,
    # as every game loop reads it once per decision.
    is_over: bool

    # ----------------------------------------------------------- state API
    def clone(self) -> Board:
        other = self.__class__()
        copy_fields(self, other)  # generated from FIELD_TABLE
        return other

    def _start_fields(self) -> None:
        """Every field at its start value (:data:`FIELDS`), before setup deals."""
        players = self.players
        for name, kind, value in FIELDS:
            setattr(self, name, start_value(kind, value, players))
        self.is_over = False

    def _state_dict(self) -> dict[str, Any]:
        return FIELD_TABLE.save(self)

    def _load_fields(self, data: dict[str, Any]) -> None:
        FIELD_TABLE.load(self, data)
        self.is_over = self.phase == PH_OVER

    # -------------------------------------------------------------- chance
    def stack_chance(self, outcomes: Sequence[Any]) -> None:
        """Put cards (ids such as ``"indigo_plant"``, or kind indices) on top of the draw
        pile, the first one drawn first: the draw pile's order is the game's chance, so
        the cards are moved up from within it (each must be in it, above any stacked
        before). ``determinize`` deals the pile anew, as it always does."""
        kinds: list[int] = []
        for outcome in outcomes:
            kind = CARD_INDEX.get(outcome, outcome) if isinstance(outcome, str) else outcome
            if isinstance(kind, bool) or not isinstance(kind, int) or not 0 <= kind < NK:
                raise InvalidStateError(f"{outcome!r} is not a San Juan card")
            kinds.append(kind)
        deck = self.deck
        for kind in set(kinds):
            if kinds.count(kind) > deck.count(kind):
                raise InvalidStateError(
                    f"the draw pile holds {deck.count(kind)} {CARDS[kind].id} card(s); "
                    f"{kinds.count(kind)} were asked for"
                )
        for kind in kinds:
            deck.remove(kind)
        deck.extend(reversed(kinds))  # the top card is the last

    # ------------------------------------------------------------- helpers
    def name(self, seat: int) -> str:
        return self.names[seat]

    def privilege(self, seat: int) -> int:
        """The privilege of ``seat`` in this role's phase: 1 for the player who chose the
        role, 2 when his Library doubles it, 0 for the others (§5.2, §10.2 Library)."""
        return (2 if self.lib else 1) if seat == self.chooser else 0

    def goods_total(self, seat: int) -> int:
        """Goods on ``seat``'s production buildings."""
        goods = self.goods
        base = seat * NG
        total = 0
        for good in range(NG):
            total += goods[base + good]
        return total

    def empty_buildings(self, seat: int) -> int:
        """Production buildings of ``seat`` without a good (the production buildings are
        the first card kinds, one per good)."""
        city = self.city
        goods = self.goods
        empty = 0
        for good in range(NG):
            empty += city[seat * NK + good] - goods[seat * NG + good]
        return empty

    def anyone_has(self, card: int) -> bool:
        """Whether any city holds a ``card`` building."""
        city = self.city
        return any(city[seat * NK + card] for seat in range(self.players))

    def can_draw(self) -> bool:
        return bool(self.deck) or self.discard_size > 0

    def draw_card(self) -> int:
        """The top card of the draw pile (-1 if it and the discard pile are empty, §5.3)."""
        deck = self.deck
        if not deck:
            if not self.discard_size:
                return -1
            self.reshuffle()
        return deck.pop()

    def reshuffle(self) -> None:
        """The discard pile is shuffled and becomes the new draw pile (§5.3)."""
        deck = self.deck
        discard = self.discard
        for kind in range(NK):  # by kind, in order
            for _ in range(discard[kind]):
                deck.append(kind)
        self.rng = shuffle(self.rng, deck)
        self.discard = [0] * NK
        self.discard_size = 0
        self.seen = [0] * (self.players * NK)
        self._event(
            "The draw pile is empty: the discard pile is shuffled into a new draw pile.",
            None,
            _RESHUFFLE,
        )

    def draw_cards(self, n: int) -> list[int]:
        """Up to ``n`` cards from the top of the draw pile (draws that cannot be made are
        lost)."""
        deck = self.deck
        if len(deck) >= n > 0:
            if n <= 2:  # the usual draws: pops cost half as much as the slices below
                last = deck.pop()
                return [deck.pop(), last] if n == 2 else [last]
            cards = deck[-n:]
            del deck[-n:]
            return cards
        cards = []
        for _ in range(n):
            card = self.draw_card()
            if card < 0:
                break
            cards.append(card)
        return cards

    def draw_to_hand(self, seat: int, n: int, why: str) -> int:
        """``seat`` draws ``n`` cards into his hand; returns how many he got."""
        cards = self.draw_cards(n)
        got = len(cards)
        if got:
            self.add_to_hand(seat, cards)
            text, phrase = self.texts.draws(seat, got, why)
            self._event(text, None, phrase)
            if got == 1:
                card = cards[0]
                self._event(YOU_DRAW_ONE[card], seat, YOU_DRAW_ONE_PHRASE[card])
            else:
                self._event(you_draw(cards), seat, you_draw_phrase(cards))
        elif n:
            self._event(
                f"{self.names[seat]} cannot draw: no cards are left ({why}).",
                None,
                ("sj-log-cannot-draw", {"player": SEATS[seat], "reason": REASON_TERMS[why]}),
            )
        return got

    def add_to_hand(self, seat: int, cards: list[int]) -> None:
        hands = self.hands
        base = seat * NK
        for card in cards:
            hands[base + card] = hands[base + card] + 1
        self.hand_size[seat] = self.hand_size[seat] + len(cards)

    def discard_from_hand(self, seat: int, card: int, n: int = 1) -> None:
        """``seat`` discards ``n`` cards of kind ``card`` face down (he alone knows them)."""
        at = seat * NK + card
        self.hands[at] = self.hands[at] - n
        self.hand_size[seat] = self.hand_size[seat] - n
        self.discard[card] = self.discard[card] + n
        self.discard_size += n
        self.seen[at] = self.seen[at] + n
        if self.known_size[seat]:
            self.forget(seat, n)

    def forget(self, seat: int, n: int) -> None:
        """``seat`` put ``n`` unseen cards out of his hand: what the others knew of his hand
        may have gone with them."""
        known = self.known
        base = seat * NK
        total = 0
        for kind in range(NK):
            k = known[base + kind]
            if k:
                k = k - n if k > n else 0
                known[base + kind] = k
                total += k
        self.known_size[seat] = total

    def discard_good(self, seat: int, good: int) -> None:
        """Take a good off one of ``seat``'s buildings of ``good``; it goes unseen to the
        discard pile."""
        self.goods[seat * NG + good] = self.goods[seat * NG + good] - 1
        card = self.good_cards[seat].pop()
        self.discard[card] = self.discard[card] + 1
        self.discard_size += 1

    def hand(self, seat: int) -> list[int]:
        """``seat``'s hand: a copy of its count of cards by kind."""
        return self.hands[seat * NK : seat * NK + NK]

    def only_kind(self, seat: int) -> int:
        """The card kind if all of ``seat``'s hand is of one kind, else -1."""
        found = -1
        for kind, n in enumerate(self.hand(seat)):
            if n:
                if found >= 0:
                    return -1
                found = kind
        return found

    def hand_kinds(self, seat: int) -> list[int]:
        """The kinds in ``seat``'s hand, each once, in order."""
        return [kind for kind, n in enumerate(self.hand(seat)) if n]

    def hand_list(self, seat: int) -> list[int]:
        """The kinds in ``seat``'s hand, one entry per card (for logs and tests)."""
        cards: list[int] = []
        for kind, n in enumerate(self.hand(seat)):
            for _ in range(n):
                cards.append(kind)
        return cards

    def end_game(self) -> None:
        self.phase = PH_OVER
        self.is_over = True
        self.role = -1
        self._event("The game is over.", None, _GAME_OVER)

    # ------------------------------------------------------------ queries
    # What a player may do now, asked by the phases, the rulings, the views and the bots.
    def hand_limit(self, seat: int) -> int:
        return TOWER_HAND_LIMIT if self.city[seat * NK + TOWER] else HAND_LIMIT

    def production_allowance(self, seat: int, privilege: int | None = None) -> int:
        """Goods ``seat`` may produce in this phase: 1, his privilege on top (the
        producer's, doubled by his Library), 1 more with an Aqueduct (§6.2, §10.2)."""
        if privilege is None:
            privilege = self.privilege(seat)
        return 1 + privilege + (1 if self.city[seat * NK + AQUEDUCT] else 0)

    def trade_allowance(self, seat: int, privilege: int | None = None) -> int:
        """Goods ``seat`` may sell in this phase: 1, his privilege on top (the trader's,
        doubled by his Library), 1 more with a Trading post (§6.3, §10.2)."""
        if privilege is None:
            privilege = self.privilege(seat)
        return 1 + privilege + (1 if self.city[seat * NK + TRADING_POST] else 0)

    def current_tile(self) -> int:
        """The tile revealed in the current (or the last) trader phase, -1 before any."""
        return self.tiles[(self.trades - 1) % NUM_TILES] if self.trades else -1

    def price(self, seat: int, card: int, cover: int = -1, *, privilege: int | None = None) -> int:
        """:func:`build_price` of ``card`` for ``seat`` now, covering ``cover`` (-1: no
        Crane).

        ``privilege`` is the builder's discount (default: 1 for the builder, 2 with his
        Library, 0 for the others and outside the builder phase)."""
        if privilege is None:
            privilege = self.privilege(seat) if self.role == BUILDER else 0
        city = self.city
        base = seat * NK
        if cover < 0:
            return price_row(city, base, privilege)[card]
        return build_price(card, city[base + SMITHY] > 0, city[base + QUARRY] > 0, privilege, cover)

    def black_market_goods(self, seat: int, cover: int) -> int:
        """Goods ``seat`` may still give to his Black market in this build (§10.2)."""
        if not self.city[seat * NK + BLACK_MARKET] or cover == BLACK_MARKET:
            return 0
        total = self.goods_total(seat)
        if 0 <= cover < NG and self.goods[seat * NG + cover] == self.city[seat * NK + cover]:
            total -= 1  # every building of that kind holds a good: the covered one's is lost
        limit = BLACK_MARKET_GOODS - self.bm if self.building >= 0 else BLACK_MARKET_GOODS
        return total if total < limit else limit

    def black_market_refusal(self, seat: int, good: int) -> str | None:
        """Why ``seat`` may not give a ``good`` to his Black market now (the key of the
        rule, see rulings.py), or None if he may: he must have one (§10.2 Black market),
        and not only the one on the building his Crane covers, which is lost with it
        (§6.1.1)."""
        n = self.goods[seat * NG + good]
        if not n:
            return "no-good"
        if n == 1 and good == self.cover and self.city[seat * NK + good] == 1:
            return "covered-good-lost"
        return None

    def cover_options(
        self, seat: int, card: int, cards: int, privilege: int | None = None, *, first: bool = False
    ) -> list[int]:
        """Buildings ``seat`` may cover with ``card`` and still pay with ``cards`` cards
        (see :meth:`cover_refusal`). ``first``: stop at the first one (to learn whether
        there is any)."""
        city = self.city
        base = seat * NK
        if not city[base + CRANE]:
            return []
        if privilege is None:  # resolved once, not for every building
            privilege = self.privilege(seat) if self.role == BUILDER else 0
        found: list[int] = []
        for c in range(NK):
            if city[base + c] and self.cover_refusal(seat, card, c, cards, privilege) is None:
                found.append(c)
                if first:
                    break
        return found

    def cover_refusal(
        self, seat: int, card: int, cover: int, cards: int, privilege: int | None = None
    ) -> str | None:
        """Why ``seat`` may not build ``card`` over ``cover`` with the Crane holding
        ``cards`` cards to pay with (the key of the rule, see rulings.py), or None if he
        may: he owns the building, it is not the Crane nor identical to ``card`` (§10.2
        Crane), and the price left after the Black market is payable (§6.1.1)."""
        if not self.city[seat * NK + cover]:
            return "nothing-to-cover"
        if cover == CRANE:
            return "crane-itself"
        if cover == card:
            return "cover-identical"
        due = self.price(seat, card, cover, privilege=privilege)
        if self.city[seat * NK + BLACK_MARKET]:
            due -= self.black_market_goods(seat, cover)
        if due > cards:
            return "cover-too-dear"
        return None

    def buildable(self, seat: int, privilege: int) -> list[int]:
        """The cards of ``seat``'s hand he can build now with this builder's privilege:
        those the violet rule allows (:meth:`violet_refusal`) whose price he can pay with
        his other cards and the Black market, or else with the Crane
        (:meth:`cover_refusal`)."""
        base = seat * NK
        city = self.city
        prices = price_row(city, base, privilege)
        cards = self.hand_size[seat] - 1
        budget = cards + (self.black_market_goods(seat, -1) if city[base + BLACK_MARKET] else 0)
        found: list[int] = []
        dear: list[int] = []
        crane = city[base + CRANE]
        for card, n in enumerate(self.hand(seat)):
            # The price first: a table lookup, and most cards fail it.
            if not n:
                continue
            if prices[card] <= budget:
                if card < NG or self.violet_refusal(seat, card) is None:
                    found.append(card)
            elif crane and (card < NG or self.violet_refusal(seat, card) is None):
                dear.append(card)
        if dear:
            more = [c for c in dear if self.cover_options(seat, c, cards, privilege, first=True)]
            if more:
                found = sorted(found + more)
        return found

    def violet_refusal(self, seat: int, card: int) -> str | None:
        """Why ``seat`` may not build ``card`` (the key of the rule, see rulings.py), or
        None if the rule allows it: one violet building of each name per city (§10.1);
        with the option covered_rebuild forbidden, not one he covered with the Crane
        either. Production buildings may be built any number of times."""
        if card < NG:
            return None
        at = seat * NK + card
        if self.city[at]:
            return "violet-twice"
        if self.no_rebuild and self.covered[at]:
            return "covered-rebuild"
        return None

    # ----------------------------------------------------------- dispatch
    def _why_phase(self, action: Action) -> Reason | None:
        """A message if ``action`` belongs to another decision than the current one."""
        return DECISIONS.refusal(self, action)
