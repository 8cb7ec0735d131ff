"""San Juan's fields are declared once (``board.FIELDS``): a new game, a clone, a save and
a load all follow that one table (issue 18), so a field added to it cannot be forgotten by
any of them."""

from __future__ import annotations

import ast
import json
import random
from importlib import resources

from tradewinds import load_state, new_game
from tradewinds.games.san_juan.board import FIELDS, INT
from tradewinds.games.san_juan.state import SanJuanState


def _played(seed: int, decisions: int) -> SanJuanState:
    state = new_game("san_juan", 3, seed=seed)
    assert isinstance(state, SanJuanState)
    rng = random.Random(seed)
    for _ in range(decisions):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _board_annotations() -> dict[str, str]:
    """The annotations of Board's class body, read from its source (a compiled class
    keeps none at run time)."""
    source = (resources.files("tradewinds.games.san_juan") / "board.py").read_text()
    board = next(
        node
        for node in ast.parse(source).body
        if isinstance(node, ast.ClassDef) and node.name == "Board"
    )
    return {
        node.target.id: ast.unparse(node.annotation)
        for node in board.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def test_every_field_is_annotated_for_the_type_checker_and_mypyc() -> None:
    annotations = _board_annotations()
    for name, kind, _ in FIELDS:
        assert name in annotations, f"{name} is in FIELDS but not annotated on Board"
        assert (annotations[name] == "int") == (kind == INT), name


def test_a_save_holds_every_field_and_nothing_else() -> None:
    state = _played(7, 120)
    saved = json.loads(state.to_json())["state"]
    assert sorted(saved) == sorted(name for name, _, _ in FIELDS)
    loaded = load_state(json.loads(state.to_json()))
    for name, _, _ in FIELDS:
        assert getattr(loaded, name) == getattr(state, name), name


def test_a_clone_copies_every_field_and_shares_no_list() -> None:
    state = _played(11, 150)
    other = state.clone()
    for name, kind, _ in FIELDS:
        mine = getattr(state, name)
        theirs = getattr(other, name)
        assert theirs == mine, name
        if kind != INT:
            assert theirs is not mine, f"{name} is shared by the clone"
    other.deck.append(0)
    other.good_cards[0].append(0)
    assert state.to_json() != other.to_json()
    assert state.to_json() == _played(11, 150).to_json()
