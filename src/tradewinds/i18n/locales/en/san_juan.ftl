### San Juan: the game's words (rulebook terms) and its action phrases.

sj-role-builder = Builder
sj-role-producer = Producer
sj-role-trader = Trader
sj-role-councillor = Councillor
sj-role-prospector = Prospector

sj-good-indigo = Indigo
sj-good-sugar = Sugar
sj-good-tobacco = Tobacco
sj-good-coffee = Coffee
sj-good-silver = Silver

sj-card-indigo_plant = Indigo plant
sj-card-sugar_mill = Sugar mill
sj-card-tobacco_storage = Tobacco storage
sj-card-coffee_roaster = Coffee roaster
sj-card-silver_smelter = Silver smelter
sj-card-smithy = Smithy
sj-card-gold_mine = Gold mine
sj-card-archive = Archive
sj-card-poor_house = Poor house
sj-card-black_market = Black market
sj-card-trading_post = Trading post
sj-card-well = Well
sj-card-market_stand = Market stand
sj-card-crane = Crane
sj-card-chapel = Chapel
sj-card-tower = Tower
sj-card-aqueduct = Aqueduct
sj-card-carpenter = Carpenter
sj-card-prefecture = Prefecture
sj-card-market_hall = Market hall
sj-card-quarry = Quarry
sj-card-library = Library
sj-card-statue = Statue
sj-card-victory_column = Victory column
sj-card-hero = Hero
sj-card-guild_hall = Guild hall
sj-card-city_hall = City hall
sj-card-triumphal_arch = Triumphal arch
sj-card-palace = Palace

sj-governor = Governor

sj-trading-house = trading house tile

sj-hand = hand

sj-cards = cards

sj-draw-pile = draw pile

sj-discard-pile = discard pile

sj-city = city

sj-vp = VP

sj-production-building = production building

sj-violet-building = violet building

sj-privilege = privilege

sj-trigger-twelve_buildings = a city reached 12 buildings
sj-trigger-stalemate = no one could go on

sj-decision-setup_discard = set-up: discard
sj-decision-choose_role = choose a role
sj-decision-library = Library now?
sj-decision-builder_build = builder: build
sj-decision-builder_crane = builder: Crane
sj-decision-builder_black_market = builder: Black market
sj-decision-builder_pay = builder: pay
sj-decision-producer_produce = producer: produce
sj-decision-trader_sell = trader: sell
sj-decision-councillor_keep = councillor: keep
sj-decision-councillor_discard = councillor: discard
sj-decision-gold_mine = Gold mine
sj-decision-chapel = Chapel
sj-decision-hand_limit = hand limit: discard
sj-decision-game_over = game over

sj-action-role = { $role }
sj-action-library = Use the Library now (double privilege)
sj-action-no-library = Keep the Library for later
sj-action-build = Build the { $card }
sj-action-cover = Crane: build over the { $card }
sj-action-black-market = Black market: pay with a good of { $good }
sj-action-pay = Pay with the { $card } card
sj-action-produce = Produce { $good }
sj-action-sell = Sell { $good }
sj-action-keep = Keep the { $card }
sj-action-discard = Discard the { $card }
sj-action-take = Gold mine: take the { $card }
sj-action-tuck = Chapel: put the { $card } under it
sj-action-pass = Pass
sj-action-pass-builder-build = Build nothing
sj-action-pass-builder-crane = Build without the Crane
sj-action-pass-builder-black-market = Pay with cards only
sj-action-pass-producer-produce = Produce no more
sj-action-pass-trader-sell = Sell no more
sj-action-pass-gold-mine = Take no card
sj-action-pass-chapel = Put no card under the Chapel
