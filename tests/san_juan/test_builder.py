"""Builder scenarios (rules reference §6.1, §6.1.1, §10.1, §10.2; examples SJ-EX-01, 07,
12-15, 22, SJ-DX-02).

Everyone may build one building from his hand and pays its cost with other cards; the
builder pays 1 less (2 with his Library); Smithy, Quarry, Crane and Black market lower the
price; Carpenter and Poor house give cards afterwards; a building works only after the
builder phase in which it was built.
"""

from __future__ import annotations

from tests.san_juan.scenario import (
    assert_illegal,
    choose,
    city_of,
    covered_of,
    goods_of,
    hand_of,
    legal_texts,
    new,
    public_log,
    set_city,
    set_hand,
)
from tradewinds.games.san_juan.board import PH_PAY, PH_ROLE
from tradewinds.games.san_juan.invariants import check_invariants
from tradewinds.games.san_juan.state import SanJuanState

NAMES = ["Anna", "Bob", "Chris", "David"]


def _game(**options: str) -> SanJuanState:
    """4 players, Anna governor; every hand emptied (so only the arranged cards count)."""
    state = new(4, names=NAMES, **options)
    for seat in range(4):
        set_hand(state, seat, [])
    return state


def _bob_builds(state: SanJuanState) -> None:
    """Anna chooses the Builder and builds nothing: Bob (not the builder) is next."""
    choose(state, 0, "builder")
    if state.current_player == 0:
        state.apply("pass")
    assert state.current_player == 1 and state.phase != PH_ROLE


# ----------------------------------------------------------------- basic rules


def test_build_pays_the_cost_with_other_cards() -> None:
    """§6.1: a non-builder pays the full printed cost (Tower 3) with 3 other cards."""
    state = _game()
    set_hand(state, 1, "tower smithy smithy well well")
    _bob_builds(state)
    state.apply("build tower")
    assert state.phase == PH_PAY
    assert legal_texts(state) == {"pay smithy", "pay well"}
    state.apply("pay smithy")
    state.apply("pay well")
    state.apply("pay smithy")
    assert hand_of(state, 1) == {"well": 1}
    assert city_of(state, 1) == {"indigo_plant": 1, "tower": 1}
    assert state.city_size[1] == 2
    assert state.phase == PH_ROLE  # Chris and David hold no cards: the phase is over
    check_invariants(state)


def test_builder_privilege_only_for_the_chooser() -> None:
    """§6.1 privilege: the builder pays 1 card less; the others pay the full cost."""
    state = _game()
    set_hand(state, 0, "tower well well")  # builder: 3 - 1 = 2 cards
    set_hand(state, 1, "tower indigo_plant indigo_plant")  # not the builder: 3, he has 2
    choose(state, 0, "builder")
    assert "build tower" in legal_texts(state)
    state.apply("build tower")  # pays both wells at once (forced)
    assert hand_of(state, 0) == {}
    assert state.current_player == 1  # Bob cannot afford the Tower: nothing to decide
    assert legal_texts(state) == {"build indigo_plant", "pass"}
    assert_illegal(state, "build tower", "costs 3 cards", "§6.1.1")


def test_forced_payment_is_automatic() -> None:
    """One decision at a time, forced ones taken at once: paying with every card left, or
    with cards of one kind only, needs no decision."""
    state = _game()
    set_hand(state, 1, "tower well well well statue")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("pay statue")
    assert state.phase != PH_PAY  # the two wells left are paid automatically
    assert hand_of(state, 1) == {"well": 1}


def test_production_buildings_may_repeat_violet_may_not() -> None:
    """§6.1 step 2, §10.1: any number of a production building; one violet of each name."""
    state = _game()
    set_city(state, 1, "indigo_plant tower")
    set_hand(state, 1, "indigo_plant tower well well well")
    _bob_builds(state)
    assert legal_texts(state) == {"build indigo_plant", "build well", "pass"}
    assert_illegal(state, "build tower", "already has a Tower", "§10.1")
    state.apply("build indigo_plant")
    state.apply("pay well")
    assert city_of(state, 1) == {"indigo_plant": 2, "tower": 1}


def test_cannot_build_a_card_not_in_hand() -> None:
    """§6.1 step 1: the building comes from the player's hand."""
    state = _game()
    set_hand(state, 1, "well well well")
    _bob_builds(state)
    assert_illegal(state, "build palace", "no Palace in his hand")


def test_pass_builds_nothing_and_loses_the_privilege() -> None:
    """§5.1, §6.1: building is optional; the privilege exists only if the builder builds."""
    state = _game()
    set_hand(state, 0, "tower well well")
    choose(state, 0, "builder")
    state.apply("pass")
    assert hand_of(state, 0) == {"tower": 1, "well": 2}
    assert "Anna builds nothing." in public_log(state)


def test_ex01_discount_larger_than_cost_gives_no_card() -> None:
    """SJ-EX-01 (§6.1 note): the builder with Smithy and Library builds a Sugar mill (2):
    discount 2 + 1 = 3 >= 2, he pays 0 cards and gets none back: hand 3 cards."""
    state = _game()
    set_city(state, 0, "indigo_plant smithy library")
    set_hand(state, 0, "sugar_mill tower statue hero")
    choose(state, 0, "builder")
    state.apply("build sugar_mill")
    assert hand_of(state, 0) == {"tower": 1, "statue": 1, "hero": 1}
    assert state.hand_size[0] == 3
    assert city_of(state, 0)["sugar_mill"] == 1


def test_ex14_quarry_and_privilege() -> None:
    """SJ-EX-14 (§10.2 Quarry): the builder with a Quarry builds a Crane (2): 2 - 1 - 1 = 0."""
    state = _game()
    set_city(state, 0, "indigo_plant quarry")
    set_hand(state, 0, "crane well statue")
    choose(state, 0, "builder")
    state.apply("build crane")
    assert hand_of(state, 0) == {"well": 1, "statue": 1}
    assert city_of(state, 0) == {"indigo_plant": 1, "quarry": 1, "crane": 1}


def test_ex15_library_and_quarry() -> None:
    """SJ-EX-15 (§10.2 Library): builder + Library + Quarry: a Hero (5) costs 5 - 3 = 2."""
    state = _game()
    set_city(state, 0, "indigo_plant quarry library")
    set_hand(state, 0, "hero well smithy statue")
    choose(state, 0, "builder")
    state.apply("build hero")
    assert state.phase == PH_PAY and state.due == 2
    state.apply("pay well")
    state.apply("pay statue")
    assert hand_of(state, 0) == {"smithy": 1}
    assert "hero" in city_of(state, 0)


def test_smithy_lowers_production_buildings_only() -> None:
    """§10.2 Smithy: 1 card less for a production building, whether or not he is the
    builder; nothing off a violet building."""
    state = _game()
    set_city(state, 1, "indigo_plant smithy")
    set_hand(state, 1, "tobacco_storage tower hero hero")
    _bob_builds(state)
    # Tobacco storage: 3 - 1 = 2 cards (he has 3 others); Tower: 3 cards (he has 3).
    assert legal_texts(state) == {"build tobacco_storage", "build tower", "pass"}
    state.apply("build tobacco_storage")
    assert state.due == 2


def test_smithy_gives_nothing_off_violet() -> None:
    """§10.2 Smithy: a violet building costs the owner its full price."""
    state = _game()
    set_city(state, 1, "indigo_plant smithy")
    set_hand(state, 1, "tower well well")
    _bob_builds(state)
    assert_illegal(state, "build tower", "costs 3 cards")


def test_quarry_lowers_violet_buildings_only() -> None:
    """§10.2 Quarry: 1 card less for a violet building (any role); production pays full."""
    state = _game()
    set_city(state, 1, "indigo_plant quarry")
    set_hand(state, 1, "tower coffee_roaster well well")
    _bob_builds(state)
    assert "build tower" in legal_texts(state)  # 3 - 1 = 2 of his 3 other cards
    assert_illegal(state, "build coffee_roaster", "costs 4 cards")


# ------------------------------------------------------------------ Black market


def test_ex07_black_market_pays_with_two_goods() -> None:
    """SJ-EX-07 (§10.2 Black market): a non-builder with goods on his Indigo plant and
    Tobacco storage builds a Library (5) discarding both goods: 3 cards from his hand; the
    goods go to the discard pile and both buildings are empty."""
    state = _game()
    set_city(
        state,
        1,
        "indigo_plant tobacco_storage black_market",
        goods={"indigo": 1, "tobacco": 1},
    )
    set_hand(state, 1, "library smithy smithy well statue")
    _bob_builds(state)
    state.apply("build library")
    # 5 due, 4 cards in hand: at least one good must go (pass is illegal).
    assert legal_texts(state) == {"black market indigo", "black market tobacco"}
    discards = state.discard_size
    state.apply("black market indigo")
    assert legal_texts(state) == {"black market tobacco", "pass"}
    state.apply("black market tobacco")
    assert state.phase == PH_PAY and state.due == 3
    state.apply("pay smithy")
    state.apply("pay statue")
    state.apply("pay smithy")
    assert hand_of(state, 1) == {"well": 1}
    assert goods_of(state, 1) == {}
    assert state.discard_size == discards + 2 + 3
    assert "paying 3 cards and 2 goods on the Black market" in public_log(state)[-1]


def test_black_market_never_beyond_the_price() -> None:
    """§15.5: goods that would not lower the price are refused: with 1 card due only one
    good is offered, then the build is paid."""
    state = _game()
    set_city(state, 1, "indigo_plant sugar_mill black_market", goods={"indigo": 1, "sugar": 1})
    set_hand(state, 1, "trading_post well")  # Trading post 2: 1 card + 1 good, or 2 goods
    _bob_builds(state)
    state.apply("build trading_post")
    state.apply("black market sugar")
    state.apply("black market indigo")
    assert hand_of(state, 1) == {"well": 1}
    assert goods_of(state, 1) == {}
    state2 = _game()
    set_city(state2, 1, "indigo_plant sugar_mill black_market", goods={"indigo": 1, "sugar": 1})
    set_hand(state2, 1, "smithy well")
    _bob_builds(state2)
    state2.apply("build smithy")  # price 1: one good pays it all, the other stays
    assert legal_texts(state2) == {"black market indigo", "black market sugar", "pass"}
    state2.apply("black market indigo")
    assert state2.phase == PH_ROLE
    assert hand_of(state2, 1) == {"well": 1} and goods_of(state2, 1) == {"sugar": 1}


# ------------------------------------------------------------------------ Crane


def test_ex12_crane_over_chapel() -> None:
    """SJ-EX-12 (§10.2 Crane): a non-builder covers his Chapel (3, 4 cards under it) with
    a Palace (6): pays 3 cards; the Chapel leaves play; its 4 cards stay and score."""
    state = _game()
    set_city(state, 1, "indigo_plant crane chapel", chapel=4)
    set_hand(state, 1, "palace smithy smithy well well statue")
    _bob_builds(state)
    state.apply("build palace")
    # Covering the Indigo plant (1) leaves 5 = his 5 cards; the Chapel leaves 3; no cover: 6.
    assert legal_texts(state) == {"cover indigo_plant", "cover chapel"}
    assert_illegal(state, "pass", "without the Crane")
    state.apply("cover chapel")
    assert state.due == 3
    state.apply("pay smithy")
    state.apply("pay smithy")
    state.apply("pay statue")
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "palace": 1}
    assert covered_of(state, 1) == {"chapel": 1}
    assert state.city_size[1] == 3  # building count unchanged
    assert state.chapel_size[1] == 4
    score = state.result()["scores"][1]
    assert score["chapel"] == 4
    assert score["building_vp"] == 1 + 1 + 0
    assert score["bonuses"] == {"palace": (2 + 4) // 4}
    check_invariants(state)


def test_ex13_crane_no_refund_and_good_lost() -> None:
    """SJ-EX-13 (§10.2 Crane): a Statue (3) over a Coffee roaster (4) with a good costs 0;
    no card is given back; the good is discarded; the Coffee roaster leaves play."""
    state = _game()
    set_city(state, 1, "indigo_plant crane coffee_roaster", goods={"coffee": 1})
    set_hand(state, 1, "statue")
    _bob_builds(state)
    discards = state.discard_size
    state.apply("build statue")  # the only affordable cover is taken automatically
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "statue": 1}
    assert covered_of(state, 1) == {"coffee_roaster": 1}
    assert goods_of(state, 1) == {}
    assert state.hand_size[1] == 0
    assert state.discard_size == discards + 1
    assert "whose coffee good is discarded" in public_log(state)[-1]


def test_crane_cannot_cover_itself_or_an_identical_building() -> None:
    """§10.2 Crane: not the Crane itself, never an identical building."""
    state = _game()
    set_city(state, 1, "indigo_plant sugar_mill crane")
    set_hand(state, 1, "sugar_mill well well")
    _bob_builds(state)
    state.apply("build sugar_mill")
    assert legal_texts(state) == {"cover indigo_plant", "pass"}
    assert_illegal(state, "cover crane", "cannot cover itself")
    assert_illegal(state, "cover sugar_mill", "identical")
    assert_illegal(state, "cover tower", "no Tower in his city")


def test_crane_covered_building_gives_no_discount() -> None:
    """§6.1.1, §15.4: the covered building does not serve the build that covers it: a
    covered Smithy gives no Smithy discount."""
    state = _game()
    set_city(state, 1, "indigo_plant smithy crane")
    set_hand(state, 1, "silver_smelter well well well")  # 5: Smithy -1 = 4 > 3 cards
    _bob_builds(state)
    # Over the Indigo plant: 5 - 1 - 1 = 3 (ok). Over the Smithy: 5 - 1 = 4 (no Smithy
    # discount): the Indigo plant is the only way, so it is covered automatically.
    state.apply("build silver_smelter")
    assert covered_of(state, 1) == {"indigo_plant": 1}
    assert city_of(state, 1) == {"smithy": 1, "crane": 1, "silver_smelter": 1}
    assert state.hand_size[1] == 0


def test_crane_over_an_empty_building_keeps_the_good() -> None:
    """Ruling: covering one of several production buildings of a kind covers an empty
    one if there is one (the good stays)."""
    state = _game()
    set_city(state, 1, "indigo_plant indigo_plant crane", goods={"indigo": 1})
    set_hand(state, 1, "tower well well well")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("cover indigo_plant")
    assert goods_of(state, 1) == {"indigo": 1}
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "tower": 1}


def _bob_covers_his_well(state: SanJuanState) -> None:
    """Bob builds a Tower over his Well with the Crane, then a new builder phase starts
    with a Well in his hand and cards to pay for it."""
    set_city(state, 1, "indigo_plant crane well")
    set_hand(state, 1, "tower well smithy")
    _bob_builds(state)
    state.apply("build tower")
    state.apply("cover well")
    state.apply("pay smithy")  # Tower 3 - Well 2 = 1
    assert covered_of(state, 1) == {"well": 1}
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "tower": 1}
    set_hand(state, 1, "well smithy smithy")
    state.phase = PH_ROLE
    _bob_builds(state)


def test_covered_violet_building_may_not_be_built_again() -> None:
    """Rule: each violet building only once per player, even after the Crane covered it
    (the default, covered_rebuild=forbidden). Rulebook, builder: "ciascun palazzo viola
    può essere costruito *soltanto una* volta!"; monuments: "Un giocatore può costruire
    ad esempio una Statua ed un Obelisco, ma non due Statue!". Covering a building does
    not give the right to build it a second time."""
    state = _game()
    assert state.options["covered_rebuild"] == "forbidden"
    _bob_covers_his_well(state)
    assert "build well" not in legal_texts(state)
    assert_illegal(state, "build well", "built only once")
    state.apply("pass")  # he still may build something else, or nothing
    assert covered_of(state, 1) == {"well": 1}
    check_invariants(state)


def test_covered_building_rebuild_allowed_option() -> None:
    """House rule covered_rebuild=allowed (the rules reference's §15.2 reading: uniqueness
    counts only the buildings face up in the city): a covered violet building no longer
    blocks a new copy."""
    state = _game(covered_rebuild="allowed")
    _bob_covers_his_well(state)
    assert "build well" in legal_texts(state)
    state.apply("build well")
    state.apply("pass")  # no Crane this time; both Smithies pay (one kind: at once)
    assert state.hand_size[1] == 0
    assert city_of(state, 1) == {"indigo_plant": 1, "crane": 1, "tower": 1, "well": 1}
    assert covered_of(state, 1) == {"well": 1}
    check_invariants(state)


# ------------------------------------------------------- Carpenter, Poor house


def test_ex22_poor_house_after_carpenter() -> None:
    """SJ-EX-22 (§6.1 step 5): Carpenter and Poor house, hand Tower + 3: he pays 3 → hand
    0 → Carpenter: draw 1 (hand 1) → Poor house: hand <= 1 → draw 1 (hand 2)."""
    state = _game()
    set_city(state, 1, "indigo_plant carpenter poor_house")
    set_hand(state, 1, "tower well well well")
    _bob_builds(state)
    state.apply("build tower")
    assert state.hand_size[1] == 2
    log = public_log(state)
    assert log[-2:] == ["Bob draws 1 card (Carpenter).", "Bob draws 1 card (Poor house)."]


def test_carpenter_only_for_violet_buildings() -> None:
    """§10.2 Carpenter: a card after building a violet building, none for production."""
    state = _game()
    set_city(state, 1, "indigo_plant carpenter")
    set_hand(state, 1, "sugar_mill well well")
    _bob_builds(state)
    state.apply("build sugar_mill")
    assert state.hand_size[1] == 0
    assert not any("Carpenter" in line for line in public_log(state))


def test_carpenter_gives_a_card_for_a_free_building() -> None:
    """§15.12: a price of 0 counts as paid: the Carpenter still gives its card."""
    state = _game()
    set_city(state, 0, "indigo_plant carpenter quarry")
    set_hand(state, 0, "smithy")  # 1 - 1 (builder) - 1 (Quarry) = 0
    choose(state, 0, "builder")
    state.apply("build smithy")
    assert state.hand_size[0] == 1
    assert "Anna draws 1 card (Carpenter)." in public_log(state)


def test_carpenter_gives_nothing_for_itself() -> None:
    """§10.1, §10.2: a building works only after its builder phase: building the Carpenter
    gives no card."""
    state = _game()
    set_hand(state, 1, "carpenter sugar_mill sugar_mill sugar_mill sugar_mill")
    _bob_builds(state)
    state.apply("build carpenter")  # 3 of his 4 Sugar mills are paid at once
    assert state.hand_size[1] == 1
    assert not any("(Carpenter)" in line for line in public_log(state))


def test_dx02_new_poor_house_waits_for_the_next_builder_phase() -> None:
    """SJ-DX-02 (§10.1): the builder builds a Poor house and is left with 0 cards: no
    Poor-house card now; in a later builder phase it works."""
    state = _game()
    set_hand(state, 0, "poor_house well")
    choose(state, 0, "builder")
    state.apply("build poor_house")
    assert state.hand_size[0] == 0
    assert not any("(Poor house)" in line for line in public_log(state))
    set_hand(state, 0, "smithy well")
    state.phase = PH_ROLE
    choose(state, 0, "builder")
    state.apply("build smithy")  # 1 - 1 = 0: hand 1 <= 1
    assert state.hand_size[0] == 2
    assert "Anna draws 1 card (Poor house)." in public_log(state)


def test_poor_house_only_after_building() -> None:
    """§10.2 Poor house: nothing if the owner does not build (he cannot afford his Tower:
    his turn is skipped)."""
    state = _game()
    set_city(state, 1, "indigo_plant poor_house")
    set_hand(state, 1, "tower")
    choose(state, 0, "builder")
    assert state.phase == PH_ROLE
    assert state.hand_size[1] == 1
    assert not any("(Poor house)" in line for line in public_log(state))


def test_poor_house_needs_at_most_one_card() -> None:
    """§10.2 Poor house: an owner left with 2 cards draws nothing."""
    state = _game()
    set_city(state, 1, "indigo_plant poor_house")
    set_hand(state, 1, "smithy well well well")
    _bob_builds(state)
    state.apply("build smithy")  # pays 1 Well: 2 cards left
    assert state.hand_size[1] == 2
    assert not any("(Poor house)" in line for line in public_log(state))
