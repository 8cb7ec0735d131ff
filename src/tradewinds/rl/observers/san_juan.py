"""The San Juan observation (``docs/rl.md`` lists the fields).

Read from the state's fields directly (building ``view()`` costs far more), and only from
those ``view(seat)`` shows to the seat: see ``tradewinds.games.san_juan.view`` for what is
public and what is hidden.
"""

from __future__ import annotations

from typing import Any

from ...core.game import State
from ...games.san_juan.board import NK, PH_KEEP, PH_OVER, PH_PRODUCE, PH_SELL, PHASE_NAMES
from ...games.san_juan.data import (
    CARDS,
    COUNTS,
    GOLD_MINE_REVEAL,
    GOODS,
    NUM_ROLES,
    NUM_TILES,
    PLAYER_COUNTS,
    ROLE_NAMES,
    TILES,
    TOTAL_CARDS,
    TOWER_HAND_LIMIT,
    TRADER,
)
from ...games.san_juan.scoring import player_score
from ...games.san_juan.state import SanJuanState
from ..observer import Observer, load_native, onehots, relative_onehots, seat_block_order

CARD_LABELS = tuple(c.id for c in CARDS)
CITY_TO_END = 12
MAX_ROUNDS = 20  # a long game; later rounds give values above 1
MAX_DUE = 6  # the dearest building costs 6
MAX_GOODS = 5  # goods one seat holds at most (one per production building)


class SanJuanObserver(Observer):
    """Fields, in order: the game (player count, decision, turn), the roles, the piles and
    the trading house, the pending decision, the observer's private cards, then one block
    per seat from the observer on."""

    def __init__(self, game: str, players: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, options)
        self._set_native(_NATIVE)

    def _layout(self) -> None:
        n = self.players
        seats = self._seat_labels()
        cards = CARD_LABELS
        self._add("players", [f"{c} players" for c in PLAYER_COUNTS], onehot=True)
        self._add("current_player", seats, onehot=True)
        self._add("decision", PHASE_NAMES, onehot=True)
        self._add("governor", seats, onehot=True)
        self._add("round", ["round"], MAX_ROUNDS)
        self._add("turn", ["turn"], 4, "role choices made this round")
        self._add("role", ROLE_NAMES, onehot=True, doc="the role being carried out")
        self._add("role_chooser", seats, onehot=True)
        self._add("library_doubling", ["library"])
        for role in ROLE_NAMES:
            self._add(f"{role}_taken_by", seats, onehot=True)
        self._add("draw_pile", ["cards"], TOTAL_CARDS)
        self._add("discard_pile", ["cards"], TOTAL_CARDS)
        tiles = [f"tile {t.number}" for t in TILES]
        self._add("trading_house", tiles, onehot=True, doc="the tile of this trader phase")
        self._add("tiles_revealed", tiles, doc="tiles turned up since the start")
        self._add("next_tile", tiles, onehot=True, doc="known once every tile was seen")
        self._add("building", cards, onehot=True)
        self._add("crane_cover", cards, onehot=True)
        self._add("cards_due", ["cards"], MAX_DUE)
        self._add("black_market_goods", ["goods"], 2)
        self._add("paid", ["cards"], MAX_DUE)
        self._add("allowance", ["goods"], MAX_GOODS)
        self._add("done", ["goods"], MAX_GOODS)
        self._add("left", ["cards"], MAX_GOODS)
        self._add("gold_mine", cards, GOLD_MINE_REVEAL)
        self._add("drawn_count", ["cards"], 10)
        self._add("drawn", cards, COUNTS, "the councillor's cards (the actor's own view)")
        self._add("game_ending", ["ending"])
        self._add("known_discards", cards, COUNTS)
        self._add("own_hand", cards, COUNTS)
        self._add("own_chapel_cards", cards, COUNTS)
        self._seats_at = self._size
        # Seat-relative one-hots by absolute seat (index -1, nobody: all zeros).
        self._rel = relative_onehots(n)
        self._players_hot = _PLAYERS[n]
        self._all_seats = (1 << n) - 1
        self._no_role = [*_ROLES[-1], *onehots(n)[-1], 0]
        for i in range(n):
            who = "me" if i == 0 else f"+{i}"
            self._add(f"{who}.hand_size", ["cards"], TOWER_HAND_LIMIT)
            self._add(f"{who}.known_hand", cards, COUNTS)
            self._add(f"{who}.city", cards, COUNTS)
            self._add(f"{who}.buildings", ["buildings"], CITY_TO_END)
            self._add(f"{who}.goods", GOODS, 2)
            self._add(f"{who}.chapel", ["cards"], 10, "own seat, or everybody at the end")
            self._add(f"{who}.covered", cards, COUNTS)
            self._add(f"{who}.library_used", ["used"])

    def _order(self, variant: int) -> list[int]:
        # The game's fields in layout order, then each per-seat field for every seat.
        head = self._seats_at
        block = self.fields[len(self.fields) - self.players * len(_SEAT_FIELDS) :]
        lengths = [f.length for f in block[: len(_SEAT_FIELDS)]]
        return [*range(head), *seat_block_order(head, lengths, self.players, variant)]

    def _gather(self, state: State, seat: int) -> tuple[list[int], int]:
        assert isinstance(state, SanJuanState)
        s = state
        rel = self._rel[seat]  # absolute seat (-1: nobody) -> one-hot relative to seat
        out = list(self._players_hot)
        ext = out.extend
        over = s.phase == PH_OVER
        ext(rel[-1] if over else rel[s.actor])
        ext(_PHASES[s.phase])
        ext(rel[s.governor])
        role = s.role
        if role >= 0:
            out += (s.round, s.turn)
            ext(_ROLES[role])
            ext(rel[s.chooser])
            out.append(s.lib)
        else:
            out += (s.round, s.turn)
            ext(self._no_role)
        for owner in s.role_owner:
            ext(rel[owner])
        out += (len(s.deck), s.discard_size)
        self._gather_trade_and_build(s, out)
        self._gather_cards(s, seat, out)
        self._gather_seats(s, seat, over, out)
        return out, seat

    @staticmethod
    def _gather_trade_and_build(s: SanJuanState, out: list[int]) -> None:
        """The trader's price tiles, the building in progress, and production and sales."""
        ext = out.extend
        role = s.role
        ext(_TILES[s.current_tile()] if role == TRADER else _NO_TILE)
        trades = s.trades
        revealed = [0] * NUM_TILES
        for tile in s.tiles[:trades]:  # the first NUM_TILES at most
            revealed[tile] = 1
        ext(revealed)
        ext(_TILES[s.tiles[trades % NUM_TILES]] if trades >= NUM_TILES else _NO_TILE)
        if s.building >= 0:
            ext(_CARDS[s.building])
            ext(_CARDS[s.cover])
            out += (s.due, s.bm, s.count)
        else:
            ext(_NO_BUILDING)
        if s.phase == PH_PRODUCE or s.phase == PH_SELL:
            out += (s.allowance, s.count, s.left)
        else:
            out += (0, 0, s.left)

    @staticmethod
    def _gather_cards(s: SanJuanState, seat: int, out: list[int]) -> None:
        """Revealed and drawn cards (drawn ones only to the seat keeping them), then what
        ``seat`` has seen, holds and put under its chapel."""
        ext = out.extend
        if s.revealed:
            mine = [0] * NK
            for card in s.revealed:
                mine[card] += 1
            ext(mine)
        else:
            ext(_NO_CARDS)
        out.append(len(s.drawn))
        if s.phase == PH_KEEP and s.actor == seat:
            drawn = [0] * NK
            for card in s.drawn:
                drawn[card] += 1
            ext(drawn)
        else:
            ext(_NO_CARDS)
        out.append(s.ended and 1)
        base = seat * NK
        ext(s.seen[base : base + NK])
        ext(s.hands[base : base + NK])
        ext(s.chapel[base : base + NK])

    def _gather_seats(self, s: SanJuanState, seat: int, over: bool, out: list[int]) -> None:
        """The seats' fields, each for seats 0, 1... (_order rotates them); chapels only
        the observer's own until the game is over."""
        n = self.players
        ext = out.extend
        ext(s.hand_size)
        ext(s.known)
        ext(s.city)
        ext(s.city_size)
        ext(s.goods)
        if over:
            ext(s.chapel_size)
        else:
            chapel = [0] * n
            chapel[seat] = s.chapel_size[seat]
            ext(chapel)
        ext(s.covered)
        ext(_BITS[n][s.lib_used & self._all_seats])

    def scores(self, state: State) -> list[float]:
        assert isinstance(state, SanJuanState)
        return [float(player_score(state, p)["total"]) for p in range(state.players)]

    def potential(self, state: State, seat: int) -> float:
        """The seat's score so far: its buildings, its own Chapel cards and the bonuses
        of its city as it stands (all known to it)."""
        assert isinstance(state, SanJuanState)
        return float(player_score(state, seat)["total"])


_PLAYERS = {n: onehots(len(PLAYER_COUNTS))[PLAYER_COUNTS.index(n)] for n in PLAYER_COUNTS}
_SEATS = {n: onehots(n) for n in PLAYER_COUNTS}
_PHASES = onehots(len(PHASE_NAMES))
_ROLES = onehots(NUM_ROLES)
_TILES = onehots(NUM_TILES)
_CARDS = onehots(NK)
_NO_BUILDING = [*_CARDS[-1], *_CARDS[-1], 0, 0, 0]
_NO_CARDS = _CARDS[-1]
_NO_TILE = _TILES[-1]
# _BITS[n][mask]: bit p of mask for p = 0..n-1.
_BITS = {n: [[mask >> p & 1 for p in range(n)] for mask in range(1 << n)] for n in PLAYER_COUNTS}
# The per-seat fields, in layout order (their count: _order finds them at the end).
_SEAT_FIELDS = (
    "hand_size",
    "known_hand",
    "city",
    "buildings",
    "goods",
    "chapel",
    "covered",
    "library_used",
)


# The game's constants as the C version of this observer (``_san_juan_native.c``) reads them;
# it counts players from 2.
NATIVE_CONSTANTS = (
    NK,
    NUM_ROLES,
    NUM_TILES,
    len(PHASE_NAMES),
    PH_OVER,
    PH_PRODUCE,
    PH_SELL,
    PH_KEEP,
    TRADER,
    len(PLAYER_COUNTS),
)
_NATIVE = load_native("_san_juan_native", *NATIVE_CONSTANTS) if PLAYER_COUNTS == (2, 3, 4) else None

OBSERVER: Any = SanJuanObserver
