"""The State contract, checked identically on every game by the shipped conformance suite
(``tradewinds.testing.check_game``), and the suite checked in turn: a game broken in one
way makes it fail, naming the property that broke.

The game-specific property modules (``tests/<game>/test_properties.py``) test only what
is particular to their game.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tradewinds
from tradewinds import testing
from tradewinds.core import game as core
from tradewinds.core.errors import IllegalActionError, InvalidOptionError, Reason
from tradewinds.core.game import Sample, game_info
from tradewinds.games.manila.invariants import check_invariants as manila_invariants
from tradewinds.games.manila.state import ManilaState
from tradewinds.testing import check_game

GAMES = ("puerto_rico", "san_juan", "manila")
CASES = [(name, sample) for name in GAMES for sample in game_info(name).samples]


# ------------------------------------------------------------- every game conforms


@pytest.mark.parametrize(("name", "sample"), CASES, ids=[f"{n}-{s.label}" for n, s in CASES])
def test_every_sample_configuration_keeps_the_contract(name: str, sample: Sample) -> None:
    """Legality both ways, refusals naming the rule, clone, JSON, replay, determinism,
    determinize and the end, with the game's invariants after every move."""
    check_game(name, seed=100 + sample.players, configurations=[sample])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    case=st.sampled_from(CASES),
    seed=st.integers(min_value=-(2**63), max_value=2**64),
)
def test_any_seed_keeps_the_contract(case: tuple[str, Sample], seed: int) -> None:
    """Seeds far outside the usual range (negative, beyond 64 bits) play as well."""
    name, sample = case
    check_game(name, seed=seed, configurations=[sample], every=40)


@pytest.mark.parametrize("name", GAMES)
def test_each_game_registers_its_plug_ins(name: str) -> None:
    """Samples at every player count, with every choice of every option that is not a
    seat number, and an invariants check."""
    info = game_info(name)
    assert info.invariants is not None and info.rules is not None
    assert {s.players for s in info.samples} == set(info.player_counts)
    for spec in info.options:
        played = [s.options.get(spec.name, spec.default) for s in info.samples]
        if spec.type == "subset":
            assert {v for value in played for v in value} == set(spec.choices), spec.name
            assert any(set(value) == set(spec.choices) for value in played), spec.name
        else:
            wanted = {c for c in spec.choices if type(c) is not int}  # not seat numbers
            assert wanted <= set(played), spec.name


def test_puerto_rico_samples_play_each_expansion_alone() -> None:
    played = [s.options.get("expansions", []) for s in game_info("puerto_rico").samples]
    for expansion in ("new_buildings", "nobles", "buccaneer", "festival"):
        assert [expansion] in played


def test_check_game_refuses_what_it_cannot_check(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InvalidOptionError, match="unknown game"):
        check_game("chess")
    with pytest.raises(ValueError, match="manila 2p"):
        check_game("manila", configurations=[(2, {})])
    with pytest.raises(ValueError, match="at least 1"):
        check_game("manila", games=0)
    bare = dataclasses.replace(game_info("manila"), name="bare", samples=())
    monkeypatch.setitem(core._REGISTRY, "bare", bare)
    with pytest.raises(ValueError, match="no sample configurations"):
        check_game("bare")


def test_the_module_needs_no_test_framework() -> None:
    """Importing tradewinds.testing imports no pytest (a game outside tradewinds may be
    checked from any runner)."""
    code = "import sys, tradewinds.testing; print('pytest' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], env=_child_env(), capture_output=True, check=True
    )
    assert done.stdout.strip() == b"False"


# ------------------------------------------------------------- why_illegal, public


def test_why_illegal_is_none_exactly_for_legal_actions() -> None:
    state = tradewinds.new_game("manila", 3, seed=4)
    legal = state.legal_actions()
    assert all(state.why_illegal(action) is None for action in legal)
    other = next(a for a in state.table if a not in legal)
    reason = state.why_illegal(other.text)
    assert reason is not None and "(§5)" in reason  # no bid above what he can pay
    with pytest.raises(IllegalActionError) as info:
        state.apply(other)
    assert str(info.value) == f"{other}: {reason}"
    with pytest.raises(tradewinds.UnknownActionError):
        state.why_illegal("fly to the moon")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.why_illegal(other) == "the game is over"


# --------------------------------------------------------- determinism, processes

_SUBPROCESS_GAME = textwrap.dedent(
    """
    import json, random, sys
    import tradewinds
    game, players, options = json.loads(sys.argv[1])
    state = tradewinds.new_game(game, players, seed=4242, options=options)
    rng = random.Random(4242)
    while not state.is_over:
        if state.move_number == 30:
            sys.stdout.write(state.determinize(1, 99).to_json() + "\\n")
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    sys.stdout.write(state.to_json() + "\\n" + state.state_hash())
    """
)
# One configuration per engine: each game's first sample, and one with expansions.
ONE_PER_ENGINE = [(name, game_info(name).samples[0]) for name in GAMES] + [
    next(c for c in CASES if c[1].options.get("expansions"))
]


def _child_env(hash_seed: str = "0") -> dict[str, str]:
    """The environment of a child Python that imports exactly this tradewinds."""
    path = os.pathsep.join([str(Path(tradewinds.__file__).parents[1]), *sys.path])
    return {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": path}


@pytest.mark.parametrize(
    ("name", "sample"), ONE_PER_ENGINE, ids=[f"{n}-{s.label}" for n, s in ONE_PER_ENGINE]
)
def test_same_game_in_processes_with_different_hash_seeds(name: str, sample: Sample) -> None:
    """Nothing depends on set/dict ordering of hashed values (PYTHONHASHSEED)."""
    argument = json.dumps([name, sample.players, dict(sample.options)])
    outputs = [
        subprocess.run(
            [sys.executable, "-c", _SUBPROCESS_GAME, argument],
            env=_child_env(hash_seed),
            capture_output=True,
            check=True,
            timeout=120,
        ).stdout
        for hash_seed in ("0", "1", "4242")
    ]
    assert all(output == outputs[0] for output in outputs)
    assert outputs[0].count(f'"game":"{name}"'.encode()) == 2


# ------------------------------------------------- the suite fails on broken games
# Each broken game is Manila with one fault: check_game must fail, naming the property.


class _Broken(ManilaState):
    game_name = "broken"


class _AcceptsIllegal(_Broken):
    """Lets every illegal id divisible by 3 through, doing nothing."""

    def apply(self, action: Any) -> None:
        chosen = self._resolve(action)
        if chosen not in self.legal_actions() and chosen.id % 3 == 0:
            return
        super().apply(action)


class _RefusesLegal(_Broken):
    """Refuses a legal "pass"."""

    def apply(self, action: Any) -> None:
        if str(self._resolve(action)) == "pass" and not self.is_over:
            raise IllegalActionError("pass: not today")
        super().apply(action)


class _SharesCash(_Broken):
    """A clone shares the cash list with its original."""

    def clone(self) -> ManilaState:
        other = super().clone()
        other.cash = self.cash
        return other


class _NamesNoRule(_Broken):
    """Refuses without saying which rule forbids the action."""

    def _why_illegal(self, action: Any) -> str:
        return Reason("no", None)


class _NamesAnotherRule(_Broken):
    """Refuses every action with a rule's sentence, but always the same rule's."""

    def _why_illegal(self, action: Any) -> str:
        return Reason("a bid must be higher than the current bid (§5)", ("mn-why-bid-higher", {}))


class _PeeksAtOwnHand(_Broken):
    """Re-deals the hidden shares of the wrong seat."""

    def determinize(self, seat: int, seed: int) -> ManilaState:
        return super().determinize((seat + 1) % self.players, seed)


class _ForgetsHistoryOnLoad(_Broken):
    """Loads a saved game without its history."""

    def _load_common(self, data: Any) -> None:
        super()._load_common({**data, "history": []})


class _Unseeded(_Broken):
    """Deals from a fresh seed every time."""

    count = 0

    @classmethod
    def new(cls, players: int, seed: int, options: Any, names: Any) -> ManilaState:
        cls.count += 1
        return super().new(players, seed + cls.count, options, names)


def _bankrupt_after_move_20(state: Any) -> None:
    manila_invariants(state)
    assert state.move_number < 20, "the bank ran dry"


BROKEN: list[tuple[type[_Broken], Callable[[Any], None] | None, str]] = [
    (_AcceptsIllegal, manila_invariants, testing.REFUSED),
    (_RefusesLegal, manila_invariants, testing.LEGAL_APPLIES),
    (_SharesCash, manila_invariants, testing.CLONE_INDEPENDENT),
    (_NamesNoRule, manila_invariants, testing.NAMES_RULE),
    (_NamesAnotherRule, manila_invariants, testing.RIGHT_RULE),
    (_PeeksAtOwnHand, manila_invariants, testing.DETERMINIZE),
    (_ForgetsHistoryOnLoad, manila_invariants, testing.JSON_ROUND_TRIP),
    (_Unseeded, manila_invariants, testing.DETERMINISM),
    (_Broken, _bankrupt_after_move_20, testing.INVARIANTS),
]


@pytest.fixture
def register(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    def register_broken(cls: type[_Broken], invariants: Callable[[Any], None] | None) -> None:
        info = dataclasses.replace(
            game_info("manila"),
            name="broken",
            create=lambda players, seed, options, names: cls.new(players, seed, options, names),
            load=cls.load,
            samples=(Sample(3),),
            invariants=invariants,
        )
        monkeypatch.setitem(core._REGISTRY, "broken", info)

    yield register_broken


@pytest.mark.parametrize(
    ("cls", "invariants", "prop"), BROKEN, ids=[cls.__name__.strip("_") for cls, _, _ in BROKEN]
)
def test_a_broken_game_fails_naming_the_property(
    register: Callable[..., None],
    cls: type[_Broken],
    invariants: Callable[[Any], None] | None,
    prop: str,
) -> None:
    register(cls, invariants)
    with pytest.raises(AssertionError, match=f"(?s)^{re.escape(prop)}: .*\\(broken 3p, game seed"):
        check_game("broken", games=1, every=4)


def test_the_unbroken_copy_passes(register: Callable[..., None]) -> None:
    """The broken games differ from a passing one by their fault alone."""
    register(_Broken, manila_invariants)
    check_game("broken", games=1, every=4)


def test_every_property_is_named_once() -> None:
    assert len(set(testing.PROPERTIES)) == len(testing.PROPERTIES)
    assert {prop for _, _, prop in BROKEN} <= set(testing.PROPERTIES)
