"""The Puerto Rico observation, base game and expansions (``docs/rl.md`` lists the fields).

One engine plays every game, the base game being the one without expansions. Fields that
only an expansion uses are present only when that expansion is played, so the length
depends on the options (and is fixed for them); a base game's decisions are the base
game's only.

Read from the state's fields directly (building ``view()`` costs far more), and only from
those ``view(seat)`` shows the seat (``tradewinds.games.puerto_rico.view``
says what is hidden: the other seats' VP chips, the order and make-up of the face-down
stack, the kinds of forests and drawn tiles nobody else saw, the RNG), plus
the public progress of the decision in progress (the engine's registers: a settler's pick,
barrels kept, doubloons still owed...).
"""

from __future__ import annotations

from typing import Any

from ...core.game import State
from ...games.puerto_rico import layout
from ...games.puerto_rico.board import BASE_GAME_PHASES, PHASE_NAMES
from ...games.puerto_rico.data import (
    ALL_BUILDINGS,
    ALL_COLONISTS,
    ALL_ROLE_NAMES,
    CITY_SPACES,
    GOODS,
    ISLAND_SPACES,
    NOBLES_IN_PLAY,
    NUM_GOODS,
    SETUPS,
    TILE_KINDS,
    TRADING_HOUSE_SPACES,
    building_count,
    role_card_names,
)
from ...games.puerto_rico.scoring import player_score
from ..observer import Observer, load_native, onehots, relative_bits, relative_onehots

PLAYER_COUNTS = tuple(sorted(SETUPS))
MAX_ROUNDS = 20
MONEY = 20  # doubloons: a rich player has about this many
VP_CHIPS = 40
MAX_CIRCLES = 3
DRAFT_COSTS = 11  # draft_free: free spaces by cost 0..10
NUM_SPOTS = 6  # per-seat piece spots on the island: one per tile kind


class PuertoRicoObserver(Observer):
    """Fields, in order: the game (player count, decision, turn), the role cards, the
    supplies, the trading house and the ships, the buildings in the supply, the expansions'
    public parts, the decision in progress, then one block per seat from the observer on."""

    def __init__(self, game: str, players: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, options)
        self._set_native(_NATIVE)

    def _native_config(self) -> int:
        """The layout as ``_puerto_rico_native.c`` reads it: expansions (1), then which."""
        flags = (self.expanded, self.new_buildings, self.nobles, self.buccaneer, self.festival)
        return sum(1 << i for i, flag in enumerate(flags) if flag)

    def _layout(self) -> None:
        """The options' flags, then the fields in order (the class's docstring)."""
        n = self.players
        expansions = set(self.options["expansions"])
        self.expanded = bool(expansions)
        self.new_buildings = "new_buildings" in expansions
        self.nobles = "nobles" in expansions
        self.buccaneer = "buccaneer" in expansions
        self.festival = "festival" in expansions
        # A game with any expansion shows forests, nobles and the buccaneer's pieces (as
        # zeros when unused): so does the observation, to hold all it shows.
        self.forests = self.expanded
        self.noble_pieces = self.expanded
        self.buccaneer_pieces = self.expanded
        self.lay = layout
        self.phases = _phases(self.expanded)
        self.phase_names = tuple(PHASE_NAMES[p] for p in self.phases)
        self.over = PHASE_NAMES.index("game_over")
        setup = SETUPS[n]
        # The building kinds the observation covers, in table order: the base game's, or
        # with expansions every kind (the engine's view lists whichever are in the supply).
        self.kinds = tuple(b.index for b in ALL_BUILDINGS if self.expanded or b.set == "base")
        # The base game's kinds come first in the table: either way the kinds are 0..k-1,
        # and every per-building field is a slice of the engine's lists.
        assert self.kinds == tuple(range(len(self.kinds)))
        self.nk = len(self.kinds)
        names = [ALL_BUILDINGS[i].id for i in self.kinds]
        # The role cards in play, named as in the notation; the buccaneer's comes last.
        cards = role_card_names(setup.roles) + (("buccaneer",) if self.buccaneer else ())
        self.cards = len(cards)
        self.ships = setup.ships
        seats = self._seat_labels()
        self._add_game_fields(cards, seats)
        self._add_supply_fields(names)
        self._add_expansion_fields(cards, seats, names)
        self._add_progress_fields(seats, names)
        self._seats_at = self._size
        self._tables()
        self._add_seat_fields(names)

    def _add_game_fields(self, cards: tuple[str, ...], seats: list[str]) -> None:
        """The game: player count, decision, turn, and the role cards."""
        add = self._add
        add("players", [f"{c} players" for c in PLAYER_COUNTS], onehot=True)
        add("current_player", seats, onehot=True)
        add("decision", self.phase_names, onehot=True)
        add("governor", seats, onehot=True)
        add("role_chooser", seats, onehot=True)
        add("round", ["round"], MAX_ROUNDS)
        add("turn", ["turn"], len(cards))
        for card in cards:
            add(f"{card}.doubloons", ["doubloons"], 5)
            add(f"{card}.taken_by", seats, onehot=True)

    def _add_supply_fields(self, names: list[str]) -> None:
        """The supplies, the trading house, the ships and the buildings left."""
        n = self.players
        setup = SETUPS[n]
        copies = [max(1, building_count(ALL_BUILDINGS[i], n)) for i in self.kinds]
        colonists = ALL_COLONISTS if self.nobles else setup.colonist_supply
        vp_supply = max(setup.vp_supply_original, setup.vp_supply_deluxe)
        add = self._add
        add("colonist_supply", ["colonists"], colonists)
        add("colonist_ship", ["colonists"], n + 6)
        add("vp_supply", ["chips"], vp_supply)
        add("goods_supply", GOODS, setup.goods)
        add("quarries", ["quarries"], setup.quarries)
        add("face_up_plantations", GOODS, n + 1)
        add("plantation_stack", ["tiles"], sum(setup.plantations))
        add("plantation_discard", GOODS, setup.plantations)
        for space in range(TRADING_HOUSE_SPACES):
            add(f"trading_house.{space + 1}", GOODS, onehot=True)
        for ship, capacity in enumerate(self.ships):
            add(f"ship{ship + 1}.good", GOODS, onehot=True, doc=f"capacity {capacity}")
            add(f"ship{ship + 1}.load", ["barrels"], capacity)
        add("buildings_left", names, copies)
        add("end_triggers", ["colonists", "city", "vp"])

    def _add_expansion_fields(
        self, cards: tuple[str, ...], seats: list[str], names: list[str]
    ) -> None:
        """The expansions' public parts: the draft, the nobles, the buccaneer, the festival."""
        add = self._add
        if self.expanded:
            add("in_game", names, doc="building kinds in this game's supply")
        if self.new_buildings:
            add("draft_free", [f"cost {c}" for c in range(DRAFT_COSTS)], 5)
        if self.expanded:  # shown in every game with expansions (0 without the nobles)
            add("noble_supply", ["nobles"], NOBLES_IN_PLAY)
            add("noble_ship", ["nobles"], 3)
        if self.buccaneer_pieces:
            add("kidnapped", cards, onehot=True)
            add("kidnapper", seats, onehot=True)
            add("kidnap_play", ["kidnapper plays"])
        if self.festival:
            add("festival_plantation", GOODS, onehot=True)
            add("festival_plantation_by", seats, onehot=True)
            add("festival_barrels", GOODS, 3)
            add("festival_barrels_by", seats, onehot=True)
            add("festival_building", names, onehot=True)
            add("festival_building_by", seats, onehot=True)

    def _add_progress_fields(self, seats: list[str], names: list[str]) -> None:
        """The decision in progress (the engine's public registers)."""
        n = self.players
        add = self._add
        add("step", ["players done"], n)
        add("pick", ["pick + 1"], 64, "settler: tile kind picked; builder: building...")
        add("placed", ["placed"])
        add("produced", ["produced"])
        add("wharf_used", seats)
        add("captain_loaded", ["loaded"])
        add("idle", ["turns"], n)
        add("warehouse_left", ["kinds"], 3)
        add("free_circles", ["circles"], 30)
        if self.expanded:
            add("drawn_tile", ["drawn"], doc="a drawn tile waits to be placed")
            add("drawn_tile_kind", GOODS, onehot=True, doc="if seen by the observer")
            add("role", ALL_ROLE_NAMES, onehot=True)
            add("acting", ["players"], n)
            add("second_pick", ["second pick"])
            add("extra_left", ["barrels"], 2)
            add("land_used", seats)
            add("black_market_building", names, onehot=True)
            add("black_market_short", ["doubloons"], 10)
            add("black_market_used", ["piece", "barrel", "vp chip"])
            add("small_wharf_used", seats)
            add("royal_seen", seats)
            add("exchange_left", ["exchanges"], 3)
            add("exchange_kinds", GOODS)
            add("load_good", GOODS, onehot=True)
            add("load_ship", ["ship + 1"], len(self.ships) + 2)
            add("keep_left", ["barrels"], 5)
            add("raid_left", ["colonists"], 5)
            add("noble_taker", seats, onehot=True)
            add("piece", ["pieces"], 10)
            add("pending_goods", GOODS, 10)
            add("kept", GOODS, 10)

    def _add_seat_fields(self, names: list[str]) -> None:
        """One block per seat, from the observer on."""
        add = self._add
        for i in range(self.players):
            who = "me" if i == 0 else f"+{i}"
            add(f"{who}.doubloons", ["doubloons"], MONEY)
            add(f"{who}.vp_chips", ["chips"], VP_CHIPS, "own seat, or everybody at the end")
            add(f"{who}.goods", GOODS, 10)
            add(f"{who}.san_juan", ["colonists"], 10)
            add(f"{who}.city_spaces", ["spaces"], CITY_SPACES)
            add(f"{who}.island_spaces", ["spaces"], ISLAND_SPACES)
            add(f"{who}.circles", ["circles", "occupied"], 2 * ISLAND_SPACES)
            add(f"{who}.tiles", TILE_KINDS, ISLAND_SPACES)
            add(f"{who}.occupied", TILE_KINDS, ISLAND_SPACES)
            add(f"{who}.owned", names)
            add(f"{who}.colonists", names, MAX_CIRCLES)
            if self.forests:
                add(f"{who}.forests", ["forests"], ISLAND_SPACES)
                add(f"{who}.forest_kinds", GOODS, ISLAND_SPACES, "those it may know the kind of")
            if self.noble_pieces:
                add(f"{who}.nobles", ["nobles"], 10)
                add(f"{who}.nobles_in_san_juan", ["nobles"], 5)
                add(f"{who}.nobles_on_tiles", TILE_KINDS, ISLAND_SPACES)
                add(f"{who}.nobles_on_buildings", names, MAX_CIRCLES)
            if self.expanded:
                add(f"{who}.buccaneer_token", ["token"])

    def _tables(self) -> None:
        """Lookup tables of this configuration, so that reading a state is mostly indexing."""
        n = self.players
        hot = onehots(n)
        # Seat-relative one-hots by absolute seat (index -1, nobody: all zeros), and each
        # seat's bits of a mask of seats, from the observer on.
        self._rel = relative_onehots(n)
        self._bits = relative_bits(n)
        self._all_seats = (1 << n) - 1
        self._players_hot = _PLAYERS[n]
        # The engine's decision number -> its one-hot among this game's decisions.
        decision_hot = onehots(len(self.phases))
        self._phase_hot = [
            decision_hot[self.phases.index(p) if p in self.phases else -1]
            for p in range(len(PHASE_NAMES))
        ]
        self._card_hot = onehots(self.cards)
        self._building_hot = onehots(self.nk)
        self._token_hot = hot
        lay = self.lay
        # The board's building entries (one per kind of its table), and the length of a
        # seat's slice without them.
        after = layout.FORESTS
        self._board_buildings = after - lay.BUILDINGS_AT
        self._chunk = lay.STRIDE - self._board_buildings
        # A seat's building entries -> its owned flags and pieces: they change only when
        # the seat builds or moves pieces, so most reads find them here (mapping the -1
        # entries in Python was the slowest part of the observation).
        self._buildings: dict[tuple[int, ...], list[int]] = {}
        # The last building entries read at each seat and what they gave.
        self._last: list[tuple[list[int], list[int]]] = [([], [])] * n

    # ------------------------------------------------------------- reading
    # The gathered list: the game's fields in layout order; one 0 (what a hidden entry
    # reads); each seat's slice of the engine's board without its buildings (-1 there:
    # "not owned"); each seat's buildings as owned flags then pieces; the buccaneer's token
    # by seat. The order puts them in layout order: variant seat, or seat + players
    # once the game is over (everybody's VP chips and forests are shown).
    def _variants(self) -> int:
        return 2 * self.players

    def _order(self, variant: int) -> list[int]:
        n = self.players
        seat, over = variant % n, variant >= n
        lay = self.lay
        nk = self.nk
        zero = self._seats_at
        chunk = self._chunk
        buildings_at = lay.BUILDINGS_AT
        after = buildings_at + self._board_buildings  # the first entry after the buildings
        derived = zero + 1 + n * chunk
        tokens = derived + n * 2 * nk
        order = list(range(zero))
        for i in range(n):
            p = (seat + i) % n
            start = zero + 1 + p * chunk

            def board(offset: int, length: int = 1, start: int = start) -> range:
                assert offset + length <= buildings_at or offset >= after, offset
                first = start + (offset if offset < buildings_at else offset - after + buildings_at)
                return range(first, first + length)

            shown = p == seat or over
            order += board(lay.DOUBLOONS)
            order += board(lay.VP) if shown else [zero]
            order += board(lay.GOODS_AT, NUM_GOODS)
            order += board(lay.SAN_JUAN)
            order += board(lay.CITY)
            order += board(lay.ISLAND)
            order += board(lay.ALL_CIRCLES)
            order += board(lay.USED_CIRCLES)
            order += board(lay.TILES_AT, NUM_SPOTS)
            order += board(lay.OCCUPIED_AT, NUM_SPOTS)
            own = derived + p * 2 * nk
            order += range(own, own + 2 * nk)  # owned flags, then pieces
            if self.forests:
                order += board(layout.FORESTS)
                known = layout.FOREST_AT if shown else layout.FOREST_SEEN_AT
                order += board(known, NUM_GOODS)
            if self.noble_pieces:
                shift = layout.NOBLE_SHIFT
                order += board(layout.NOBLES)
                order += board(layout.SAN_JUAN + shift)
                order += board(lay.OCCUPIED_AT + shift, NUM_SPOTS)
                order += board(buildings_at + shift, nk)
            if self.expanded:
                order.append(tokens + p)
        return order

    def _gather(self, state: State, seat: int) -> tuple[list[int], int]:
        s: Any = state
        rel = self._rel[seat]  # absolute seat (-1: nobody) -> one-hot relative to seat
        out = list(self._players_hot)
        over = s.phase == self.over
        self._gather_public(s, rel, over, out)
        self._gather_expansions(s, rel, out)
        self._gather_progress(s, seat, rel, out)
        self._gather_seats(s, out)
        return out, seat + self.players if over else seat

    def _gather_public(
        self, s: Any, rel: tuple[list[int], ...], over: bool, out: list[int]
    ) -> None:
        """The game, the role cards, the supplies, the trading house, the ships and the
        buildings left."""
        goods_hot = _GOODS
        ext = out.extend
        app = out.append
        ext(rel[-1] if over else rel[s.actor])
        ext(self._phase_hot[s.phase])
        ext(rel[s.governor])
        ext(rel[-1] if over else rel[s.chooser])
        out += (s.round, s.turn)
        role_owner = s.role_owner
        role_money = s.role_money
        for c in range(self.cards):
            app(role_money[c])
            ext(rel[role_owner[c]])
        out += (s.colonist_supply, s.colonist_ship, max(0, s.vp_supply))
        ext(s.goods_supply)
        app(s.quarries)
        ext(s.face_up)
        app(sum(s.stack))
        ext(s.discard)
        house = s.trading_house
        for space in range(TRADING_HOUSE_SPACES):
            ext(goods_hot[house[space]] if space < len(house) else goods_hot[-1])
        ship_good = s.ship_good
        ship_load = s.ship_load
        for ship in range(len(self.ships)):
            ext(goods_hot[ship_good[ship]])
            app(ship_load[ship])
        nk = self.nk
        ext(s.building_supply[:nk])
        ext(_BITS3[s.end_triggers & 7])

    def _gather_expansions(self, s: Any, rel: tuple[list[int], ...], out: list[int]) -> None:
        """The expansions' public parts."""
        goods_hot = _GOODS
        ext = out.extend
        app = out.append
        nk = self.nk
        if self.expanded:
            ext(s.in_game[:nk])
        if self.new_buildings:
            ext(s.draft_free)
        if self.expanded:
            out += (s.noble_supply, s.noble_ship)
        if self.buccaneer_pieces:
            kidnapped = s.kidnapped
            ext(self._card_hot[kidnapped if 0 <= kidnapped < self.cards else -1])
            ext(rel[s.kidnapper])
            app(s.kidnap_play)
        building_hot = self._building_hot
        if self.festival:
            ext(goods_hot[s.fest_tile])
            ext(rel[s.fest_tile_by])
            ext(s.fest_goods)
            ext(rel[s.fest_goods_by])
            ext(building_hot[s.fest_building])
            ext(rel[s.fest_building_by])

    def _gather_progress(
        self, s: Any, seat: int, rel: tuple[list[int], ...], out: list[int]
    ) -> None:
        """The decision in progress; a drawn tile's kind only if ``seat`` may know it."""
        bits = self._bits[seat]  # mask of seats -> its bits from the observer on
        all_seats = self._all_seats
        goods_hot = _GOODS
        building_hot = self._building_hot
        ext = out.extend
        app = out.append
        out += (s.step, s.pick + 1, s.placed, s.produced)
        ext(bits[s.wharf_used & all_seats])
        out += (s.captain_loaded, s.idle, s.warehouse_left, s.free_circles)
        if self.expanded:
            tile = s.pending_tile
            app(1 if tile >= 0 else 0)
            ext(goods_hot[tile] if s.pending_seen or s.actor == seat else goods_hot[-1])
            role = s.role
            ext(_ROLE_HOT[role if 0 <= role < len(ALL_ROLE_NAMES) else -1])
            out += (s.acting, s.second_pick, s.extra_left)
            ext(bits[s.land_used & all_seats])
            ext(building_hot[s.bm_building])
            app(s.bm_short)
            ext(_BITS3[s.bm_used & 7])
            ext(bits[s.small_wharf_used & all_seats])
            ext(bits[s.royal_seen & all_seats])
            app(s.exchange_left)
            ext(_GOODS_BITS[s.exchange_kinds & _ALL_GOODS])
            ext(goods_hot[s.load_good])
            out += (s.load_ship + 1, s.keep_left, s.raid_left)
            ext(rel[s.noble_taker])
            app(s.piece)
            ext(s.pending_goods)
            ext(s.kept)

    def _gather_seats(self, s: Any, out: list[int]) -> None:
        """Each seat's board slice, then its buildings (``_order`` picks and rotates),
        then the buccaneer's token by seat."""
        n = self.players
        nk = self.nk
        ext = out.extend
        out.append(0)
        b = s.board
        stride = self.lay.STRIDE
        at = self.lay.BUILDINGS_AT
        after = at + self._board_buildings
        for base in range(0, n * stride, stride):
            ext(b[base : base + at])
            ext(b[base + after : base + stride])
        last = self._last
        for p in range(n):
            base = p * stride + at
            entries = b[base : base + nk]
            seen = last[p]  # (entries, flags and pieces): one tuple, so threads agree
            if entries == seen[0]:  # the usual case; a list compare is cheaper than a hash
                ext(seen[1])
                continue
            key = tuple(entries)
            found = self._buildings.get(key)
            if found is None:
                if len(self._buildings) >= _CACHE_SIZE:
                    self._buildings.clear()
                found = [*map(_OWNED.__getitem__, key), *map(_PIECES.__getitem__, key)]
                self._buildings[key] = found
            last[p] = (entries, found)
            ext(found)
        if self.expanded:
            token = s.token
            ext(self._token_hot[token if 0 <= token < n else -1])

    def scores(self, state: State) -> list[float]:
        return [float(player_score(state, p)["total"]) for p in range(state.players)]  # type: ignore[arg-type]

    def potential(self, state: State, seat: int) -> float:
        """The seat's score if the game ended now: its own VP chips, its buildings, the
        bonuses of its occupied large buildings (and its nobles)."""
        return float(player_score(state, seat)["total"])  # type: ignore[arg-type]


# A building's entry on a player's board (-1 not owned, else the pieces on it) -> whether
# he owns it / the pieces on it: index -1 reads the last entry.
_OWNED = (1, 1, 1, 1, 1, 1, 1, 0)
_PIECES = (0, 1, 2, 3, 4, 5, 6, 0)

_PLAYERS = {n: onehots(len(PLAYER_COUNTS))[PLAYER_COUNTS.index(n)] for n in PLAYER_COUNTS}
_SEATS = {n: onehots(n) for n in PLAYER_COUNTS}
_GOODS = onehots(NUM_GOODS)
_ROLE_HOT = onehots(len(ALL_ROLE_NAMES))
_BITS3 = [[mask >> k & 1 for k in range(3)] for mask in range(8)]
_ALL_GOODS = (1 << NUM_GOODS) - 1
_GOODS_BITS = [[mask >> g & 1 for g in range(NUM_GOODS)] for mask in range(1 << NUM_GOODS)]
_CACHE_SIZE = 4096  # seats' building entries remembered per observer (about 1 kB each)


def _phases(expanded: bool) -> tuple[int, ...]:
    """The engine's decisions a game can ask, in the observation's order."""
    return tuple(range(len(PHASE_NAMES))) if expanded else BASE_GAME_PHASES


def _layout_constants(expanded: bool) -> tuple[int, ...]:
    """A layout as the C observer reads it: the decisions observed, the engine's
    game-over decision, a seat's stride on the board, its first building entry, its
    building entries, the kinds observed; then, for each of the engine's decisions, its
    place among those observed (-1: never asked in such a game)."""
    lay = layout
    phases = _phases(expanded)
    kinds = sum(1 for b in ALL_BUILDINGS if expanded or b.set == "base")
    at = lay.BUILDINGS_AT
    over = PHASE_NAMES.index("game_over")
    position = tuple(phases.index(p) if p in phases else -1 for p in range(len(PHASE_NAMES)))
    return (len(phases), over, lay.STRIDE, at, lay.FORESTS - at, kinds, *position)


# The game's constants as the C version of this observer (``_puerto_rico_native.c``)
# reads them (in its order): the player counts, the goods, the trading house's spaces, the
# draft's costs, the roles; the role cards and the ships by player count; the base game's
# layout, then the expansions'.
NATIVE_CONSTANTS = (
    len(PLAYER_COUNTS),
    PLAYER_COUNTS[0],
    NUM_GOODS,
    TRADING_HOUSE_SPACES,
    DRAFT_COSTS,
    len(ALL_ROLE_NAMES),
    *(len(role_card_names(SETUPS[n].roles)) for n in PLAYER_COUNTS),
    *(len(SETUPS[n].ships) for n in PLAYER_COUNTS),
    *_layout_constants(False),
    *_layout_constants(True),
)
_NATIVE = (
    load_native("_puerto_rico_native", *NATIVE_CONSTANTS) if PLAYER_COUNTS == (2, 3, 4, 5) else None
)

OBSERVER: Any = PuertoRicoObserver
