"""The voyage schedule and the movement rounds (rules reference §4.1, §8, §9.3, §11).

Placement rounds alternate with the three movement rounds (with three players, two
placement rounds come before the first move). A movement round is a chance event: the
harbour master rolls the dice of the boats still at sea, drawn from the state's own RNG
at that moment and logged publicly, and every boat moves its full roll; a boat reaching
14 or more has passed 13 and takes the first free harbour space (boats arriving in the
same round are berthed in route order). The pirates board after the second move, the
pilots act before the third, and after it the boats on 13 are plundered (or, with an
empty pirate ship, follow option ``unplundered_boat_on_13``) and every other boat still
at sea goes to the first free shipyard space.
"""

from __future__ import annotations

from ....core import rng
from ....core.phrase import LogPhrase
from ..actions import LOADS
from ..board import Board
from ..data import DIE_SIDES, GOODS, IN_HARBOR, MANILA, PIRATE_SPACE, PLACE
from ..logwords import ARRIVE, at_berth, good_list, goods_text, unpack

# Why a boat goes to the shipyard: the English words and the log line's phrases.
TO_SHIPYARD = {
    "late": (
        "does not reach Manila and goes to the shipyard",
        at_berth("mn-log-shipyard-late"),
    ),
    "unplundered": (
        "stays on 13 unplundered and goes to the shipyard",
        at_berth("mn-log-shipyard-unplundered"),
    ),
    "plundered": (
        "is sent to the shipyard by the pirates",
        at_berth("mn-log-shipyard-plundered"),
    ),
}

# The dice lines met so far, (English text, phrase) by a code of the move and the dice:
# every game shares them (a few thousand at most), so a roll formats nothing.
_DICE: dict[int, tuple[str, LogPhrase]] = {}


def _dice_line(move: int, code: int) -> tuple[str, LogPhrase]:
    """ "Move 2: the dice show silk 3, jade 5." and its phrase (``code``: see _move)."""
    rolled = unpack(code)
    args = good_list(rolled, "die")
    args["move"] = move
    return f"Move {move}: the dice show {goods_text(rolled)}.", ("mn-log-dice", args)


class SailingPhase(Board):
    def _run_step(self) -> None:
        if self.schedule[self.step] == PLACE:
            self._round_start()
        elif self.moves == 2:
            self._pilots_start()
        else:
            self._move()

    def _next_step(self) -> None:
        self.step += 1
        self._run_step()

    # ---------------------------------------------------------- movement
    def _move(self) -> None:
        """Roll the dice of the boats at sea and move them (§8)."""
        pos = self.pos
        berth = self.berth
        dice = self.dice
        state = self.rng
        code = 0  # the goods and dice rolled, in order (logwords.unpack)
        arrived: list[int] = []
        for g in LOADS[self.ashore]:
            if berth[g] >= 0:
                continue
            if self.chance:  # a stacked roll (stack_chance)
                d = self.chance[0]
                self.chance = self.chance[1:]
            else:
                state, r = rng.below(state, DIE_SIDES)
                d = r + 1
            dice[g] = d
            code = code * 64 + g * 8 + d
            p = pos[g] + d
            if p >= MANILA:
                p = MANILA
                arrived.append(g)
            pos[g] = p
        self.rng = state
        self.moves += 1
        if code:
            key = code * 4 + self.moves
            line = _DICE.get(key)
            if line is None:
                line = _DICE[key] = _dice_line(self.moves, code)
            self._event(line[0], None, line[1])
        else:
            self._event(
                f"Move {self.moves}: every boat is already in Manila.",
                None,
                ("mn-log-dice-none", {"move": self.moves}),
            )
        for g in arrived:
            self.arrive(g)
        if self.moves == 2:
            self._boarding_start()
        elif self.moves == 3:
            self._plunder_next()
        else:
            self._next_step()

    def arrive(self, good: int) -> None:
        """The boat of ``good`` has passed 13: first free harbour space (§8)."""
        self.pos[good] = MANILA
        self.berth[good] = self.harbor_used
        self.harbor_used += 1
        self._event(
            f"The {GOODS[good]} boat reaches Manila ({self.berth_name(good)}).",
            None,
            ARRIVE[good][self.berth[good]],
        )

    def to_shipyard(self, good: int, why: str) -> None:
        """The boat of ``good`` takes the first free shipyard space; ``why`` is a key of
        :data:`TO_SHIPYARD`."""
        self.berth[good] = IN_HARBOR + self.shipyard_used
        self.shipyard_used += 1
        text, phrases = TO_SHIPYARD[why]
        self._event(
            f"The {GOODS[good]} boat {text} ({self.berth_name(good)}).",
            None,
            phrases[good][self.berth[good]],
        )

    def on_13(self) -> list[int]:
        """Goods whose boat is at sea exactly on space 13, in route order."""
        pos = self.pos
        berth = self.berth
        return [g for g in LOADS[self.ashore] if berth[g] < 0 and pos[g] == PIRATE_SPACE]

    def _wrecks(self) -> None:
        """§9.3: every boat still at sea goes to the first free shipyard space."""
        for g in LOADS[self.ashore]:
            if self.berth[g] < 0:
                self.to_shipyard(g, "late")
