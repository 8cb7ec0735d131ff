"""The governor's round-end steps (rules reference §9) and the setup variant (§4.1).

At the end of a round the governor card passes to the left; then every Chapel owner, from
the new governor clockwise, may tuck one card from his hand under his Chapel (``tuck
<card>`` or ``pass``); then every player over his hand limit (7, or 12 with a Tower)
discards down to it (``discard <card>``, one card at a time).

Setup variant: each player, from the governor clockwise, keeps 4 of the 4 + position
cards he was dealt (``discard <card>`` for the others).
"""

from __future__ import annotations

from itertools import compress

from ....core.actions import Action
from ....core.seats import next_in_turn
from ..actions import K_PASS
from ..board import NK, PH_CHAPEL, PH_HAND_LIMIT, PH_SETUP_DISCARD
from ..data import CHAPEL, HAND_LIMIT, TOWER, TOWER_HAND_LIMIT, plural
from ..texts import SEATS, YOU_TUCK, YOU_TUCK_PHRASE
from .councillor import CouncillorPhase


class GovernorSteps(CouncillorPhase):
    def hand_limit(self, seat: int) -> int:
        return TOWER_HAND_LIMIT if self.city[seat * NK + TOWER] else HAND_LIMIT

    def _start_round_steps(self) -> None:
        self.step = 0
        if any(self.city[CHAPEL::NK]):
            self._chapel_next()
        elif max(self.hand_size) > HAND_LIMIT:
            self._hand_limit_next()
        else:
            self._start_new_round()

    def _start_new_round(self) -> None:
        """The new governor chooses the first role (defined by the game class)."""
        raise NotImplementedError

    # ------------------------------------------------------------ chapel
    def _chapel_next(self) -> None:
        # Every Chapel owner with a card in hand, from the governor clockwise (§9).
        n = self.players
        step = self.step = next_in_turn(self.governor, n, self._may_tuck, self.step)
        if step < n:
            self.actor = (self.governor + step) % n
            self.phase = PH_CHAPEL
            return
        self.step = 0
        if max(self.hand_size) > HAND_LIMIT:
            self._hand_limit_next()
        else:
            self._start_new_round()

    def _may_tuck(self, seat: int) -> bool:
        return bool(self.city[seat * NK + CHAPEL] and self.hand_size[seat])

    def _legal_chapel(self) -> list[Action]:
        base = self.actor * NK
        legal = list(compress(self.actions.tuck, self.hands[base : base + NK]))
        legal.append(self.actions.pass_)
        return legal

    def _apply_chapel(self, action: Action) -> None:
        seat = self.actor
        if action.kind != K_PASS:
            card = action.arg
            at = seat * NK + card
            self.hands[at] -= 1
            self.hand_size[seat] -= 1
            self.chapel[at] += 1
            self.chapel_size[seat] += 1
            if self.known_size[seat]:
                self.forget(seat, 1)
            self._log = ((self._moves, seat, YOU_TUCK[card], YOU_TUCK_PHRASE[card]), self._log)
        self.step += 1
        self._chapel_next()

    # -------------------------------------------------------- hand limit
    def _hand_limit_next(self) -> None:
        # Everyone over his hand limit, from the governor clockwise (§9).
        n = self.players
        self.step = next_in_turn(self.governor, n, self._hand_limit_turn, self.step)
        if self.step < n:
            self.phase = PH_HAND_LIMIT
            return
        self._start_new_round()

    def _hand_limit_turn(self, seat: int) -> bool:
        """Whether ``seat`` chooses cards to discard down to his hand limit (a forced
        discard is made at once)."""
        excess = self.hand_size[seat] - self.hand_limit(seat)
        if excess <= 0:
            return False
        self.actor = seat
        self.left = excess
        self.count = 0
        if not self._forced_discard(seat):
            return True
        self._hand_limit_done()
        return False

    def _apply_hand_limit(self, action: Action) -> None:
        if self._discard_one(action):
            self._hand_limit_done()
            self.step += 1
            self._hand_limit_next()

    def _hand_limit_done(self) -> None:
        seat = self.actor
        limit = self.hand_limit(seat)
        self._event(
            f"{self.names[seat]} discards {plural(self.count, 'card')} down to the hand "
            f"limit of {limit}.",
            None,
            ("sj-log-hand-limit", {"player": SEATS[seat], "count": self.count, "limit": limit}),
        )
        self.count = 0

    # ---------------------------------------------------- setup variant
    def _setup_next(self) -> None:
        # Everyone, from the governor clockwise, keeps 4 of his 4 + position cards (§4.1).
        n = self.players
        self.step = next_in_turn(self.governor, n, self._setup_turn, self.step)
        if self.step < n:
            self.phase = PH_SETUP_DISCARD
            return
        self._start_new_round()

    def _setup_turn(self, seat: int) -> bool:
        """Whether ``seat`` chooses the cards he discards at setup (a forced discard is
        made at once)."""
        self.actor = seat
        self.left = (seat - self.governor) % self.players + 1  # his position, from 1
        self.count = 0
        if not self._forced_discard(seat):
            return True
        self._setup_done()
        return False

    def _apply_setup_discard(self, action: Action) -> None:
        if self._discard_one(action):
            self._setup_done()
            self.step += 1
            self._setup_next()

    def _setup_done(self) -> None:
        seat = self.actor
        self._event(
            f"{self.names[seat]} keeps 4 cards and discards {plural(self.count, 'card')}.",
            None,
            ("sj-log-setup-keeps", {"player": SEATS[seat], "kept": 4, "count": self.count}),
        )
        self.count = 0
