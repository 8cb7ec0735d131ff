"""Puerto Rico's four expansions as layers over the base game (issue 18).

The base game is the game with no expansion. Each expansion is one module of this package
declaring one :class:`Expansion` record: its name, its buildings (the sets of
``buildings.csv``), its part of the saved fields (rows of ``board.FIELDS``), its decisions
(``PH_*`` → legal actions and their effect), its action kinds (appended after the base
game's, so the base ids never move), the role cards it adds and its hooks into the base
game's turn.

When a game is configured (at a new game and at a load) ``PuertoRicoState._compose``
gathers the hooks of the expansions played (:func:`hooks`) into tuples on the state, shared
by its clones like the action table: the roles run ``for hook in s.after_tile: hook(s,
seat)``, and a game without expansions has empty tuples, so its layers cost nothing.

The hooks, in the games' own words (each takes the state first):

- ``supplies(s)``: the game's supplies at setup, after the base game's (the nobles).
- ``setup(s)``: after the supplies, before the face-up plantations (the festival goals).
- ``building_supply(s)``: after the buildings of the sets played went to the supply (the
  draft's spaces, or the random draft).
- ``opening(s) -> bool``: a decision before round 1 (the players' draft): True if it
  opened one (it then ends the setup itself, with ``s._setup_done()``).
- ``setup_done(s)``: the setup's last step, before round 1 (the construction goal).
- ``round_end(s) -> bool``: when every player chose a role, before the round ends: True
  if it went on with a decision of its own (the kidnapped role played).
- ``role_chosen(s, card, seat)``: a role card was taken (the kidnapped card's ransom).
- ``after_tile(s, seat)``: a plantation came on ``seat``'s island (the plantation goal).
- ``after_production(s, seat, produced)``: ``seat`` produced ``produced`` (barrels by
  good, at least one) in a craftsman phase (the production goal).
- ``after_build(s, seat, building)``: ``seat`` built ``building`` (the construction goal).
- ``ship_refill(s, pieces)``: the colonist ship's refill of ``pieces`` pieces, instead of
  the base game's (the nobles: one of them a noble, no end by colonists).
- ``view(s, seat, data)``: the expansion's public parts added to a view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from ....core.actions import Action

if TYPE_CHECKING:
    from ..state import PuertoRicoState

Legal = Callable[["PuertoRicoState"], list[Action]]
Apply = Callable[["PuertoRicoState", Action], None]
Step = Callable[["PuertoRicoState"], None]
Check = Callable[["PuertoRicoState"], bool]
RoleChosen = Callable[["PuertoRicoState", int, int], None]
SeatHook = Callable[["PuertoRicoState", int], None]
Produced = Callable[["PuertoRicoState", int, list[int]], None]
Built = Callable[["PuertoRicoState", int, int], None]
Refill = Callable[["PuertoRicoState", int], None]
ViewPart = Callable[["PuertoRicoState", "int | None", dict[str, Any]], None]
H = TypeVar("H")


class Expansion(NamedTuple):
    """One expansion: what it adds to the base game (see the module's docstring)."""

    name: str  # as the option ``expansions`` names it (``data.EXPANSIONS``)
    buildings: tuple[str, ...]  # its sets of ``buildings.csv``
    fields: tuple[str, ...]  # its rows of ``board.FIELDS`` (all flagged as expansions')
    phases: tuple[tuple[int, Legal, Apply], ...]  # its decisions: PH_*, legal, apply
    action_kinds: tuple[int, ...]  # its action kinds (``expansion_actions.K_*``)
    role_cards: tuple[int, ...] = ()  # role kinds it adds after the base game's cards
    supplies: Step | None = None
    setup: Step | None = None
    building_supply: Step | None = None
    opening: Check | None = None
    setup_done: Step | None = None
    round_end: Check | None = None
    role_chosen: RoleChosen | None = None
    after_tile: SeatHook | None = None
    after_production: Produced | None = None
    after_build: Built | None = None
    ship_refill: Refill | None = None
    view: ViewPart | None = None


def hooks(played: tuple[Expansion, ...], hook: Callable[[Expansion], H | None]) -> tuple[H, ...]:
    """The ``hook`` of each expansion played that has one, in the expansions' order."""
    found: list[H] = []
    for expansion in played:
        h = hook(expansion)
        if h is not None:
            found.append(h)
    return tuple(found)
