"""At least one test per building: the map below names, for each of the 29 card kinds,
the scenario tests of its effect; this module checks the map covers every kind and that
each named test exists."""

from __future__ import annotations

import importlib

from tradewinds.games.san_juan.data import CARDS

PRODUCTION = "test_producer.test_each_production_building_holds_its_good"
MONUMENTS = "test_scoring.test_monuments_are_worth_their_vp"

TESTS_BY_BUILDING: dict[str, list[str]] = {
    "indigo_plant": [PRODUCTION, "test_trader.test_same_kind_may_be_sold_twice"],
    "sugar_mill": [PRODUCTION, "test_builder.test_ex01_discount_larger_than_cost_gives_no_card"],
    "tobacco_storage": [PRODUCTION, "test_builder.test_smithy_lowers_production_buildings_only"],
    "coffee_roaster": [PRODUCTION, "test_builder.test_ex13_crane_no_refund_and_good_lost"],
    "silver_smelter": [
        PRODUCTION,
        "test_trader.test_ex02_trader_with_market_stand_and_trading_post",
    ],
    "smithy": [
        "test_builder.test_smithy_lowers_production_buildings_only",
        "test_builder.test_smithy_gives_nothing_off_violet",
    ],
    "gold_mine": [
        "test_prospector.test_ex03_gold_mine_duplicate_costs",
        "test_prospector.test_ex04_gold_mine_all_different",
        "test_prospector.test_gold_mines_of_prospector_and_others_in_order",
    ],
    "archive": [
        "test_councillor.test_ex05_archive_and_prefecture",
        "test_councillor.test_archive_alone_discards_from_the_whole_hand",
    ],
    "poor_house": [
        "test_builder.test_ex22_poor_house_after_carpenter",
        "test_builder.test_dx02_new_poor_house_waits_for_the_next_builder_phase",
        "test_builder.test_poor_house_only_after_building",
    ],
    "black_market": [
        "test_builder.test_ex07_black_market_pays_with_two_goods",
        "test_builder.test_black_market_never_beyond_the_price",
    ],
    "trading_post": ["test_trader.test_ex08_trading_post_allowance"],
    "well": [
        "test_producer.test_well_two_goods_one_card",
        "test_producer.test_well_one_good_no_card",
    ],
    "market_stand": [
        "test_trader.test_ex02_trader_with_market_stand_and_trading_post",
        "test_trader.test_market_stand_needs_two_goods",
    ],
    "crane": [
        "test_builder.test_ex12_crane_over_chapel",
        "test_builder.test_ex13_crane_no_refund_and_good_lost",
        "test_builder.test_crane_cannot_cover_itself_or_an_identical_building",
    ],
    "chapel": [
        "test_rounds.test_dx01_hand_limit_with_chapel_and_tower",
        "test_rounds.test_chapel_tuck_is_optional_and_secret",
        "test_scoring.test_ex17_chapel",
    ],
    "tower": ["test_rounds.test_tower_hand_limit_twelve"],
    "aqueduct": ["test_producer.test_ex09_aqueduct_allowance"],
    "carpenter": [
        "test_builder.test_carpenter_only_for_violet_buildings",
        "test_builder.test_carpenter_gives_nothing_for_itself",
    ],
    "prefecture": ["test_councillor.test_ex10_prefecture_keeps_two"],
    "market_hall": [
        "test_trader.test_ex11_market_hall_sums_a_dear_and_a_cheap_good",
        "test_trader.test_market_hall_one_good_one_extra_card",
    ],
    "quarry": [
        "test_builder.test_quarry_lowers_violet_buildings_only",
        "test_builder.test_ex14_quarry_and_privilege",
    ],
    "library": [
        "test_builder.test_ex15_library_and_quarry",
        "test_rounds.test_ex16_two_player_library_once_per_round",
        "test_producer.test_library_doubles_the_producer_privilege",
    ],
    "statue": [MONUMENTS],
    "victory_column": [MONUMENTS],
    "hero": [MONUMENTS],
    "guild_hall": ["test_scoring.test_ex18_guild_hall"],
    "city_hall": ["test_scoring.test_ex19_city_hall"],
    "triumphal_arch": ["test_scoring.test_ex20_triumphal_arch"],
    "palace": [
        "test_scoring.test_ex21_palace",
        "test_scoring.test_palace_counts_the_other_bonuses",
    ],
}


def test_every_building_has_a_test() -> None:
    assert sorted(TESTS_BY_BUILDING) == sorted(c.id for c in CARDS)
    for building, tests in TESTS_BY_BUILDING.items():
        assert tests, building
        for name in tests:
            module, function = name.split(".")
            found = getattr(importlib.import_module(f"tests.san_juan.{module}"), function, None)
            assert callable(found), f"{building}: no test {name}"
