"""Readings settled after the rules audit (docs/rulings.md, expansions XA1-XA3), each
checked against the passage of the deluxe rulebook it reads."""

from __future__ import annotations

from tests.puerto_rico.expansions.test_new_buildings import game
from tests.puerto_rico.scenario import (
    legal_texts,
    set_xplayer,
    xchoose,
    xcity_of,
    xdoubloons_of,
    xgoods_of,
    xisland_of,
    xvp_of,
)
from tradewinds.games.puerto_rico.data import ALL_BUILDING_INDEX


def test_xa1_black_market_price_is_fixed_before_the_items() -> None:
    """XA1, Mercato Nero: "può ridurre il costo di un Edificio di massimo 3 dobloni,
    restituendo altrettanti lavoratori, barili e/o segnalini PV". The price is fixed when
    the building is chosen: handing back the colonist of his occupied quarry does not
    take the quarry's discount away from the Harbor he is buying (8 - 1 = 7)."""
    state = game()
    set_xplayer(
        state,
        1,
        doubloons=5,
        island={"quarry": (1, 1)},
        goods={"corn": 1},
        buildings={"black_market": 1},
    )
    xchoose(state, 0, "builder")
    state.apply("pass")
    assert state.price(1, ALL_BUILDING_INDEX["harbor"]) == 7
    state.apply("build harbor")  # 2 short: a piece and a barrel
    assert legal_texts(state) == {"return colonist quarry", "return corn"}
    state.apply("return colonist quarry")  # the corn, the only item left, follows
    assert xisland_of(state, 1) == {"quarry": (1, 0)}
    assert xcity_of(state, 1)["harbor"] == 0
    assert xdoubloons_of(state, 1) == 0 and xgoods_of(state, 1) == {}


def test_xa2_small_wharf_bonuses_once_per_shipment() -> None:
    """XA2, Piccolo Molo: "può spedire tipi diversi di merci in un solo turno, ma riceve
    solo 1 PV per ogni due barili spediti"; Faro: "Ogni volta che [...] carica merci su
    una nave, guadagna un doblone extra". Three kinds in one Small Wharf shipment: 5 // 2
    = 2 VP, +1 Harbor and +1 Lighthouse doubloon, once each."""
    state = game()
    set_xplayer(
        state,
        1,
        goods={"corn": 2, "sugar": 1, "coffee": 2},
        buildings={"small_wharf": 1, "harbor": 1, "lighthouse": 1},
    )
    xchoose(state, 0, "captain")
    assert state.current_player == 1
    for good in ("corn", "corn", "sugar", "coffee", "coffee"):
        state.apply(f"small wharf {good}")
    assert xgoods_of(state, 1) == {}
    assert xvp_of(state, 1) == 2 + 1
    assert xdoubloons_of(state, 1) == 1


def test_xa3_library_does_not_double_the_lighthouse() -> None:
    """XA3, Faro: "Se il giocatore è anche il Capitano, prende un doblone a prescindere dal
    fatto che carichi o meno delle merci"; Biblioteca: "riceve il doppio del vantaggio
    correlato al ruolo scelto". The Library doubles the captain's VP (1 + 2 with one corn),
    not the Lighthouse's doubloons (1 at the start, 1 for the load)."""
    state = game()
    set_xplayer(state, 0, goods={"corn": 1}, buildings={"lighthouse": 1, "library": 1})
    xchoose(state, 0, "captain")
    assert xdoubloons_of(state, 0) == 1
    state.apply("load corn on 5")
    assert xdoubloons_of(state, 0) == 2
    assert xvp_of(state, 0) == 1 + 2
