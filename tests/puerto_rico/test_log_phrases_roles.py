"""The log reads in the reader's language (issue 16): every line the craftsman, trader,
captain and buccaneer phases log carries a catalog phrase; English formats
that phrase exactly as the engine's English line, Italian and Romanian format it with no
error, no engine name and no placeholder left (``tests/i18n/log_lines.py``).

Only the lines of these roles' messages are checked here (the message ids their files
name): the other phases' lines are another part's. (The lines are picked by message, not
by the file that logs them: a test that patched the logging would not see a compiled
engine's calls.)"""

from __future__ import annotations

import re
from types import ModuleType
from typing import Any

import pytest

from tests.i18n.log_lines import check_log_lines, random_game_lines
from tests.i18n.test_phrases import GAMES
from tests.puerto_rico.scenario import clear_xplayer, new_x, set_xplayer, xchoose
from tradewinds.compiling import source_path
from tradewinds.games.puerto_rico import role_log
from tradewinds.games.puerto_rico.roles import buccaneer as x_buccaneer
from tradewinds.games.puerto_rico.roles import captain as x_captain
from tradewinds.games.puerto_rico.roles import craftsman as x_craftsman
from tradewinds.games.puerto_rico.roles import trader as x_trader


def _messages(module: ModuleType) -> set[str]:
    """The log message ids a module's source names."""
    source = source_path(module.__name__)
    return set(re.findall(r'"(pr-log-[a-z0-9-]+)"', source.read_text(encoding="utf-8")))


# The messages these roles' files log, theirs or role_log's (which only they use).
ROLE_MESSAGES = frozenset().union(
    *(_messages(m) for m in (x_craftsman, x_trader, x_captain, x_buccaneer, role_log))
)
PUERTO_RICO = [(players, options) for game, players, options in GAMES if game == "puerto_rico"]
SEEDS = tuple(range(1, 11))


def _checked(players: int, options: dict[str, Any]) -> set[str]:
    """Play random games, check the roles' lines among their log; the message ids met."""
    events, names = random_game_lines("puerto_rico", players, options, SEEDS)
    unphrased = sorted({e.text for e in events if e.phrase is None})
    assert unphrased == [], f"{len(unphrased)} lines without a phrase, e.g. {unphrased[:5]}"
    mine = [e for e in events if e.phrase is not None and e.phrase[0] in ROLE_MESSAGES]
    assert mine
    check_log_lines(mine, names)
    return {e.phrase[0] for e in mine if e.phrase is not None}


@pytest.mark.parametrize(("players", "options"), PUERTO_RICO)
def test_the_roles_lines_read_in_every_language(players: int, options: dict[str, Any]) -> None:
    _checked(players, options)


def test_the_random_games_meet_every_kind_of_role_line() -> None:
    """The games above are worth something only if they meet the lines: all but the raided
    colonist on a quarry (a scenario below) come up."""
    met: set[str] = set()
    for players, options in PUERTO_RICO:
        met |= _checked(players, options)
    expected = {
        "pr-log-declines-production",
        "pr-log-produces",
        "pr-log-factory",
        "pr-log-extra-barrel",
        "pr-log-chapel",
        "pr-log-specialty-factory",
        "pr-log-jeweler",
        "pr-log-aqueduct",
        "pr-log-trading-house-emptied",
        "pr-log-sells-nothing",
        "pr-log-sells",
        "pr-log-sells-trading-post",
        "pr-log-land-office-sells",
        "pr-log-land-office-buys-face-down",
        "pr-log-you-draw-plantation",
        "pr-log-land-office-buys",
        "pr-log-lighthouse",
        "pr-log-loads-nothing",
        "pr-log-ships",
        "pr-log-ships-wharf",
        "pr-log-ships-small-wharf",
        "pr-log-you-earn-vp",
        "pr-log-warehouse",
        "pr-log-keeps",
        "pr-log-keeps-barrels",
        "pr-log-ship-unloaded",
        "pr-log-buccaneer-token",
        "pr-log-no-buccaneer-action",
        "pr-log-piracy",
        "pr-log-kidnap",
        "pr-log-raid",
        "pr-log-raid-place-building",
        "pr-log-raid-place-plantation",
    }
    assert sorted(expected - met) == []


def test_raided_colonists_on_a_quarry_a_plantation_and_a_printed_name() -> None:
    """Raid (expansions reference §4.2): the kept colonists go onto the raider's empty
    circles; the log names each spot, "an indigo plantation", "a quarry", and the large
    indigo plant by its printed name ("the Indigo Plant"), in every language."""
    state = new_x(4, expansions=("buccaneer",))
    for seat in range(4):
        clear_xplayer(state, seat)
    set_xplayer(state, 1, island={"indigo": 1, "quarry": 1}, buildings={"large_indigo_plant": 0})
    state.colonist_ship = 9
    xchoose(state, 1, "buccaneer")
    state.apply("raid")
    for spot in ("indigo", "quarry", "large_indigo_plant"):
        state.apply(f"place {spot}")
    lines = [e for e in state.events(everything=True) if "raided colonist" in e.text]
    assert [e.text for e in lines] == [
        "Player 2 places a raided colonist on an indigo plantation.",
        "Player 2 places a raided colonist on a quarry.",
        "Player 2 places a raided colonist on the Indigo Plant.",
    ]
    check_log_lines(lines, list(state.names))
