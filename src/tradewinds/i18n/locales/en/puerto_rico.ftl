### Puerto Rico: the game's words (rulebook terms) and its action phrases.

pr-role-settler = Settler
pr-role-mayor = Mayor
pr-role-builder = Builder
pr-role-craftsman = Craftsman
pr-role-trader = Trader
pr-role-captain = Captain
pr-role-prospector = Prospector
pr-role-buccaneer = Buccaneer

pr-good-corn = Corn
pr-good-indigo = Indigo
pr-good-sugar = Sugar
pr-good-tobacco = Tobacco
pr-good-coffee = Coffee

pr-plantation-corn = Corn plantation
pr-plantation-indigo = Indigo plantation
pr-plantation-sugar = Sugar plantation
pr-plantation-tobacco = Tobacco plantation
pr-plantation-coffee = Coffee plantation

pr-forest-corn = Forest (corn face down)
pr-forest-indigo = Forest (indigo face down)
pr-forest-sugar = Forest (sugar face down)
pr-forest-tobacco = Forest (tobacco face down)
pr-forest-coffee = Forest (coffee face down)

pr-quarry = Quarry

pr-forest = Forest

pr-building-small_indigo_plant = Small Indigo Plant
pr-building-small_sugar_mill = Small Sugar Mill
pr-building-large_indigo_plant = Large Indigo Plant
pr-building-large_sugar_mill = Large Sugar Mill
pr-building-tobacco_storage = Tobacco Storage
pr-building-coffee_roaster = Coffee Roaster
pr-building-small_market = Small Market
pr-building-hacienda = Hacienda
pr-building-construction_hut = Construction Hut
pr-building-small_warehouse = Small Warehouse
pr-building-hospice = Hospice
pr-building-office = Office
pr-building-large_market = Large Market
pr-building-large_warehouse = Large Warehouse
pr-building-factory = Factory
pr-building-university = University
pr-building-harbor = Harbor
pr-building-wharf = Wharf
pr-building-guild_hall = Guild Hall
pr-building-residence = Residence
pr-building-fortress = Fortress
pr-building-customs_house = Customs House
pr-building-city_hall = City Hall
pr-building-aqueduct = Aqueduct
pr-building-black_market = Black Market
pr-building-forest_house = Forest House
pr-building-storehouse = Storehouse
pr-building-guest_house = Guest House
pr-building-church = Church
pr-building-trading_post = Trading Post
pr-building-small_wharf = Small Wharf
pr-building-lighthouse = Lighthouse
pr-building-specialty_factory = Specialty Factory
pr-building-library = Library
pr-building-union_hall = Union Hall
pr-building-cloister = Cloister
pr-building-statue = Statue
pr-building-land_office = Land Office
pr-building-chapel = Chapel
pr-building-hunting_lodge = Hunting Lodge
pr-building-zoning_office = Zoning Office
pr-building-royal_supplier = Royal Supplier
pr-building-villa = Villa
pr-building-jeweler = Jeweler
pr-building-royal_garden = Royal Garden

pr-colonist = colonist

pr-colonists = colonists

pr-noble = noble

pr-nobles = nobles

pr-colonist-ship = colonist ship
pr-colonist-supply = colonist supply

pr-cargo-ship = cargo ship
pr-cargo-ships = cargo ships

pr-trading-house = trading house

pr-san_juan = San Juan

pr-windrose = windrose

pr-island = island

pr-city = city

pr-doubloons = doubloons

pr-vp = VP
pr-vp-chips = VP chips

pr-governor = Governor

pr-role-card = role card

pr-plantations = plantations

pr-quarries = quarries

pr-goods = goods

pr-buildings = buildings

pr-production-building = production building

pr-violet-building = violet building

pr-privilege = privilege

pr-festival = Festival

pr-buccaneer-token = buccaneer token

pr-piracy = Piracy

pr-plunder = Plunder

pr-raid = Raid

pr-kidnapping = Kidnapping

pr-draft = building draft

pr-trigger-colonists = the colonists ran out
pr-trigger-city = a city is full
pr-trigger-vp = the VP chips ran out

pr-decision-choose_role = choose a role
pr-decision-settler_hacienda = settler: Hacienda?
pr-decision-settler_pick = settler: take a tile
pr-decision-settler_hospice = settler: Hospice?
pr-decision-mayor_privilege = mayor: extra colonist?
pr-decision-mayor_place = mayor: place colonists
pr-decision-builder_build = builder: build
pr-decision-builder_university = builder: University?
pr-decision-craftsman_privilege = craftsman: extra barrel
pr-decision-trader_sell = trader: sell
pr-decision-captain_load = captain: load
pr-decision-captain_warehouse = captain: warehouse
pr-decision-captain_keep = captain: keep a barrel
pr-decision-game_over = game over
pr-decision-craftsman_produce = craftsman: produce?
pr-decision-draft = building draft
pr-decision-place_drawn_tile = place the drawn tile
pr-decision-settler_hunting_lodge = settler: Hunting Lodge
pr-decision-mayor_villa = mayor: Villa
pr-decision-mayor_take_piece = mayor: take a piece
pr-decision-builder_black_market = builder: Black Market
pr-decision-captain_royal_supplier = captain: Royal Supplier
pr-decision-captain_small_wharf = captain: Small Wharf
pr-decision-captain_load_amount = captain: how many barrels
pr-decision-buccaneer = buccaneer
pr-decision-buccaneer_raid = buccaneer: raid
pr-decision-guest_house = Guest House

pr-action-role =
    { $doubloons ->
        [0] { $role }
       *[other] { $role } (+{ $doubloons } { $doubloons ->
            [one] doubloon
           *[other] doubloons
        })
    }
pr-action-hacienda = Hacienda: draw a face-down plantation
pr-action-plant = Take the { $plantation }
pr-action-quarry = Take a quarry
pr-action-hospice = Hospice: a colonist on the new tile
pr-action-take-colonist = Take a colonist from the supply
pr-action-place = Place a colonist on the { $building }
pr-action-place-tile = Place a colonist on the { $tile }
pr-action-unplace = Take the colonist back from the { $building }
pr-action-unplace-tile = Take a colonist back from the { $tile }
pr-action-done = Done
pr-action-build =
    Build the { $building } ({ $cost } { $cost ->
        [one] doubloon
       *[other] doubloons
    })
pr-action-university = University: a colonist on the new building
pr-action-extra = Take an extra barrel of { $good }
pr-action-sell = Sell { $good }
pr-action-load = Load { $good } on the ship of { $capacity }
pr-action-wharf = Ship all { $good } from the Wharf
pr-action-warehouse = Keep all { $good } in a warehouse
pr-action-keep = Keep one barrel of { $good }
pr-action-pass = Pass
pr-action-draft = Put the { $building } in the supply
pr-action-forest = Take the { $plantation } as a forest
pr-action-as-plantation = Place the tile as a plantation
pr-action-as-forest = Place the tile as a forest
pr-action-discard = Give up the { $plantation }
pr-action-discard-forest = Give up a forest (from { $good })
pr-action-buy-plantation = Buy a face-down plantation for 1 doubloon
pr-action-villa = Villa: take a noble
pr-action-take-noble = Take the noble from the colonist ship
pr-action-place-noble = Place a noble on the { $building }
pr-action-place-noble-tile = Place a noble on the { $tile }
pr-action-unplace-noble = Take the noble back from the { $building }
pr-action-unplace-noble-tile = Take a noble back from the { $tile }
pr-action-return-colonist = Black Market: hand in a colonist from the { $building }
pr-action-return-colonist-tile = Black Market: hand in a colonist from the { $tile }
pr-action-return-colonist-san-juan = Black Market: hand in a colonist from San Juan
pr-action-return-noble = Black Market: hand in a noble from the { $building }
pr-action-return-noble-tile = Black Market: hand in a noble from the { $tile }
pr-action-return-noble-san-juan = Black Market: hand in a noble from San Juan
pr-action-return-good = Black Market: hand in a barrel of { $good }
pr-action-return-vp = Black Market: hand in a VP chip
pr-action-post = Sell { $good } to your Trading Post
pr-action-small-wharf = Small Wharf: add a barrel of { $good }
pr-action-barrels =
    Load { $count } { $count ->
        [one] barrel
       *[other] barrels
    }
pr-action-exchange = Royal Supplier: a barrel of { $good } for a VP chip
pr-action-plunder = Plunder: empty the trading house for VP
pr-action-piracy = Piracy on the ship of { $capacity }
pr-action-raid = Raid the colonist ship
pr-action-kidnap = Kidnap the { $role }
pr-action-guest = Guest House: move a guest to the { $building }
pr-action-guest-tile = Guest House: move a guest to the { $tile }
pr-action-guest-noble = Guest House: move a noble guest to the { $building }
pr-action-guest-noble-tile = Guest House: move a noble guest to the { $tile }
pr-action-pass-settler-hacienda = Draw no extra plantation
pr-action-pass-settler-pick = Take no tile
pr-action-pass-settler-hospice = No colonist from the Hospice
pr-action-pass-settler-hunting-lodge = Give up no plantation
pr-action-pass-mayor-privilege = No extra colonist
pr-action-pass-mayor-villa = No noble from the Villa
pr-action-done-mayor-place = Done placing
pr-action-pass-builder-build = Build nothing
pr-action-pass-builder-university = No colonist from the University
pr-action-pass-craftsman-privilege = No extra barrel
pr-action-pass-craftsman-produce = Decline the production
pr-action-done-craftsman-produce = Produce
pr-action-pass-trader-sell = Sell nothing
pr-action-pass-captain-load = Load nothing
pr-action-pass-captain-royal-supplier = Exchange no more barrels
pr-action-done-captain-small-wharf = Ship the Small Wharf's barrels
pr-action-pass-buccaneer = No buccaneer option
pr-action-done-buccaneer-raid = Keep no more colonists
pr-action-pass-guest-house = Leave the guests where they are

pr-effect-small_indigo_plant = Each occupied circle turns the crop of one occupied indigo plantation into an indigo barrel.
pr-effect-small_sugar_mill = Each occupied circle turns the crop of one occupied sugar plantation into a sugar barrel.
pr-effect-large_indigo_plant = Up to 3 occupied circles; each produces one indigo barrel from an occupied indigo plantation.
pr-effect-large_sugar_mill = Up to 3 occupied circles; each produces one sugar barrel from an occupied sugar plantation.
pr-effect-tobacco_storage = Up to 3 occupied circles; each produces one tobacco barrel from an occupied tobacco plantation.
pr-effect-coffee_roaster = Up to 2 occupied circles; each produces one coffee barrel from an occupied coffee plantation.
pr-effect-small_market = +1 doubloon whenever the owner sells a barrel to the trading house.
pr-effect-hacienda = In the settler phase, before his pick, the owner may take the top face-down plantation and must place it at once.
pr-effect-construction_hut = The owner may take a quarry instead of a face-up plantation in the settler phase.
pr-effect-small_warehouse = After the captain phase the owner keeps all barrels of one kind, besides his single barrel.
pr-effect-hospice = When the owner takes a plantation or quarry in the settler phase he may put a colonist from the supply on it (original edition: else from the ship).
pr-effect-office = The owner may sell a kind of good that is already in the trading house.
pr-effect-large_market = +2 doubloons whenever the owner sells a barrel to the trading house.
pr-effect-large_warehouse = After the captain phase the owner keeps all barrels of two kinds, besides his single barrel.
pr-effect-factory = After producing, the owner earns 0/1/2/3/5 doubloons for 1/2/3/4/5 different kinds produced.
pr-effect-university = After building, the owner may put a colonist from the supply (else from the ship) on the new building.
pr-effect-harbor = +1 VP each time the owner loads goods in the captain phase.
pr-effect-wharf = Once per captain phase the owner may ship all barrels of one kind to his own ship, scoring 1 VP each.
pr-effect-guild_hall = End of game: +1 VP per small and +2 VP per large production building the owner has.
pr-effect-residence = End of game: +4 VP for up to 9 filled island spaces, +5 for 10, +6 for 11, +7 for 12.
pr-effect-fortress = End of game: +1 VP for every 3 colonists on the owner's board.
pr-effect-customs_house = End of game: +1 VP for every 4 VP chips the owner has.
pr-effect-city_hall = End of game: +1 VP for each violet building in the owner's city (the city hall included).
pr-effect-aqueduct = When the owner's production includes indigo made with his occupied Indigo Plant (the large one), he takes 1 more indigo from the supply; the same for sugar with his Sugar Mill.
pr-effect-black_market = If the owner cannot pay for a building, he may make up a shortfall of up to 3 by handing back one colonist, one barrel and one VP chip (1 doubloon each, at most one of each); he then pays all his doubloons.
pr-effect-forest_house = Settler phase: the owner may put any plantation he takes face down as a forest (no circle). Builder phase: 1 doubloon off any building for every 2 forests (no row limit).
pr-effect-storehouse = After the captain phase the owner keeps up to 3 more barrels of any kinds, besides his single barrel and his warehouses.
pr-effect-guest_house = Holds 2 guests. At the start, during or at the end of any phase, the owner may move a guest to an empty circle of his own board; it works there at once and stays until the next mayor phase.
pr-effect-church = Each time the owner builds another building he takes 1 VP chip for a row 2 or 3 building, 2 for a row 4 building.
pr-effect-trading_post = The owner may make his trader-phase sale to his own trading post instead: any kind, even one the trading house holds or when it is full; price and trader bonus, no market bonus.
pr-effect-small_wharf = Once per captain phase the owner may ship any barrels of any kinds to the supply for 1 VP per 2 barrels; he never has to load, nor load the most.
pr-effect-lighthouse = +1 doubloon each time the owner loads goods; as the captain he also takes 1 doubloon when the phase begins.
pr-effect-specialty_factory = After producing, the owner earns 1 doubloon less than the most barrels of one kind (not corn) he produced.
pr-effect-library = Whenever the owner chooses a role he takes its privilege twice (two plantations as settler, two colonists as mayor, 2 doubloons off as builder ...).
pr-effect-union_hall = When the captain phase begins, the owner takes 1 VP chip for every 2 barrels of one kind he holds.
pr-effect-cloister = End of game: 1/3/6/10 VP for 1/2/3/4 sets of 3 island tiles of one type (each plantation kind, quarries, forests).
pr-effect-statue = Worth 8 VP at the end of the game; needs no colonist and has no other effect.
pr-effect-land_office = Once per trader phase on his turn. With a colonist: pay 1 doubloon for the top face-down plantation. With a noble: remove a plantation or forest of his island for 1 doubloon.
pr-effect-chapel = When the craftsman phase begins the owner takes 1 doubloon, or 1 VP chip if a noble occupies the chapel.
pr-effect-hunting_lodge = After the settlers' picks. With a colonist: the owner may discard a plantation or forest. With a noble: 2 VP chips if he alone has the most empty island spaces.
pr-effect-zoning_office = With a colonist: 1 doubloon off any building of rows 1-3. With a noble: 2 doubloons off any row 4 building.
pr-effect-royal_supplier = Before his first loading turn the owner may exchange barrels for VP chips: one per noble he owns, each of a different kind.
pr-effect-villa = When the mayor phase begins the owner may take a noble from the supply (else a colonist).
pr-effect-jeweler = A production building that makes no goods: in the craftsman phase the owner earns 1 doubloon per noble he owns. Counts as a large production building.
pr-effect-royal_garden = End of game: +1 VP for every noble the owner owns.
pr-effect-settler = everyone takes a face-up plantation; the settler may take a quarry instead.
pr-effect-mayor = colonists from the ship are handed out and placed; the mayor takes one extra from the supply.
pr-effect-builder = everyone may build one building; the builder pays 1 doubloon less.
pr-effect-craftsman = everyone produces goods; the craftsman takes one extra barrel.
pr-effect-trader = everyone may sell one barrel to the trading house; the trader earns +1.
pr-effect-captain = everyone must load goods onto the cargo ships for VP; the captain earns +1 VP on his first load.
pr-effect-prospector = the prospector takes 1 doubloon; nobody else acts.
pr-effect-buccaneer = only the buccaneer acts, once: piracy (empty a cargo ship, keep up to 3 barrels), plunder (1 VP per barrel in the trading house), raid (colonists from the ship beyond one per player; keep up to 3 on empty circles) or kidnapping (take an unchosen role card and its doubloons). The holder of the buccaneer token may not choose it.

## The board's own labels and notes (web/src/boards/puerto_rico.ts)
pr-board-colonist-spaces =
    { $n ->
        [one] { $n } colonist space
        *[other] { $n } colonist spaces
    }
pr-board-cost = Cost { $n }
pr-board-vp = { $n } VP
pr-board-large = large ({ $n } city spaces)
pr-board-circles-title = { $colonists } colonist(s) on { $total } circle(s)
pr-board-circles-title-nobles = { $colonists } colonist(s), { $nobles } noble(s) on { $total } circle(s)
pr-board-roles = Roles
pr-board-what-role = What the { $role } does
pr-board-doubloons-on-card =
    { $n ->
        [one] { $n } doubloon on the card
        *[other] { $n } doubloons on the card
    }
pr-board-cargo-title = Cargo ship for { $n } barrels (empty)
pr-board-cargo-title-good = Cargo ship for { $n } barrels of { $good }
pr-board-ship-of = Ship of { $n }
pr-board-empty = empty
pr-board-trading-title = Trading house: 4 spaces, one barrel of each kind (Office excepted); emptied when full.
pr-board-trading-house = Trading house
pr-board-ships-box = Ships and trade
pr-board-colonist-ship-title = The colonist ship: its colonists go to the players in the next Mayor phase.
pr-board-colonist-ship = Colonist ship
pr-board-stat-colonists = colonists
pr-board-stat-nobles = nobles
pr-board-face-up = { $n } face-up { $good } plantation(s)
pr-board-quarries-title = Quarries: each occupied one lowers a building's price by 1 (up to its row).
pr-board-supplies = Supplies
pr-board-stat-colonist-supply = colonists in supply
pr-board-stat-vp-left = VP chips left
pr-board-stat-noble-supply = nobles in supply
pr-board-stat-plantation-stack = plantation stack
pr-board-stat-round = round
pr-board-barrels-supply = Barrels in the supply
pr-board-buildings = Buildings
pr-board-buildings-for-you = Buildings (price for you)
pr-board-vp-row = { $n } VP row
pr-board-supply-tip = cost { $cost }, { $vp } VP, { $left } in supply
pr-board-in-supply = { $n } in supply
pr-board-left = { $n } left
pr-board-none-left = none left
pr-board-costs-you = costs you { $n }
pr-board-draft-heading = Building draft: pick a building for the supply
pr-board-draft-free = Free places by cost: { $places }
pr-board-tiles-occupied = { $n } { $kind }, { $occupied } occupied
pr-board-city-tip = { $vp } VP, { $colonists }/{ $circles } occupied
pr-board-occupied-of = { $n } of { $circles } occupied
pr-board-about = About the { $building }
pr-board-san-juan-title = Colonists waiting in San Juan (not on a circle)
pr-board-stat-in-san-juan = in San Juan
pr-board-stat-nobles-san-juan = nobles in San Juan
pr-board-you = you
pr-board-governor = governor
pr-board-buccaneer-title = holds the buccaneer token
pr-board-buccaneer-token = buccaneer token
pr-board-to-act = to act
pr-board-stat-doubloons = doubloons
pr-board-stat-vp-chips = VP chips
pr-board-stat-on-circles = colonists on circles
pr-board-island-title = Island: plantations and quarries
pr-board-city-title = City: buildings
pr-board-end-colonists = the colonist ship could not be filled again (not enough colonists left)
pr-board-end-city = a player has built on the last (12th) space of their city
pr-board-end-vp = the VP chips ran out
pr-board-last-round = Last round
pr-board-last-round-why = — the game ends when this round is over, because { $reasons }.
pr-board-not-reached = not reached yet
pr-board-reached-by = reached by { $name }
pr-board-festival-title = Festival goals (expansion 4)
pr-board-festival = Festival goals
pr-board-festival-own = Own { $n } × { $kind } — { $reached }
pr-board-festival-produce = Produce
pr-board-festival-in-one-phase = in one Craftsman phase — { $reached }
pr-board-festival-build = Build the { $building } — { $reached }
pr-board-buccaneer = Buccaneer
pr-board-buccaneer-holder = Buccaneer token: { $who }
pr-board-nobody-yet = nobody yet
pr-board-kidnapped = Kidnapped: the { $card } card, by { $name }

## More of the board's labels (web/src/boards/puerto_rico.ts)
pr-board-doubloons-on-it = { $n } doubloon(s) on it
pr-board-kidnapped-by = kidnapped by
pr-board-price-for-you = price for you (printed cost { $n })
pr-board-cost-title = cost

## Why a move is refused
## Each message reproduces the engines' English reason exactly, with its rulebook section
## (tests/puerto_rico/test_refusal_phrases.py). "exp. §" is the expansions' rules.

# Also in both log sections (the same words there): keep one copy of these at the merge.

## Log lines (setup, settler, mayor, builder, game end)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.
pr-log-good-corn = corn
pr-log-good-indigo = indigo
pr-log-good-sugar = sugar
pr-log-good-tobacco = tobacco
pr-log-good-coffee = coffee
pr-log-building-large_indigo_plant = Indigo Plant
pr-log-building-large_sugar_mill = Sugar Mill
# Also in the log section of setup, settler, mayor, builder: keep one copy at the merge.

pr-log-you-draw-plantation =
    You draw { $good ->
        [indigo] an
       *[other] a
    } { $good } plantation.
pr-log-you-earn-vp = You earn { $vp } VP.

# A tile with its indefinite article, as the log names it ("a corn plantation").
pr-log-a-plantation-corn = a corn plantation
pr-log-a-plantation-indigo = an indigo plantation
pr-log-a-plantation-sugar = a sugar plantation
pr-log-a-plantation-tobacco = a tobacco plantation
pr-log-a-plantation-coffee = a coffee plantation
pr-log-a-quarry = a quarry

# A decision, a spot and a role as the English reasons name them (their ids, lower case).
pr-why-phase-choose_role = choose_role
pr-why-phase-settler_hacienda = settler_hacienda
pr-why-phase-settler_pick = settler_pick
pr-why-phase-settler_hospice = settler_hospice
pr-why-phase-mayor_privilege = mayor_privilege
pr-why-phase-mayor_place = mayor_place
pr-why-phase-builder_build = builder_build
pr-why-phase-builder_university = builder_university
pr-why-phase-craftsman_privilege = craftsman_privilege
pr-why-phase-trader_sell = trader_sell
pr-why-phase-captain_load = captain_load
pr-why-phase-captain_warehouse = captain_warehouse
pr-why-phase-captain_keep = captain_keep
pr-why-phase-game_over = game_over
pr-why-phase-craftsman_produce = craftsman_produce
pr-why-phase-draft = draft
pr-why-phase-place_drawn_tile = place_drawn_tile
pr-why-phase-settler_hunting_lodge = settler_hunting_lodge
pr-why-phase-mayor_villa = mayor_villa
pr-why-phase-mayor_take_piece = mayor_take_piece
pr-why-phase-builder_black_market = builder_black_market
pr-why-phase-captain_royal_supplier = captain_royal_supplier
pr-why-phase-captain_small_wharf = captain_small_wharf
pr-why-phase-captain_load_amount = captain_load_amount
pr-why-phase-buccaneer = buccaneer
pr-why-phase-buccaneer_raid = buccaneer_raid
pr-why-phase-guest_house = guest_house
pr-why-spot-corn = corn
pr-why-spot-indigo = indigo
pr-why-spot-sugar = sugar
pr-why-spot-tobacco = tobacco
pr-why-spot-coffee = coffee
pr-why-spot-quarry = quarry
pr-why-spot-small_indigo_plant = small_indigo_plant
pr-why-spot-small_sugar_mill = small_sugar_mill
pr-why-spot-large_indigo_plant = large_indigo_plant
pr-why-spot-large_sugar_mill = large_sugar_mill
pr-why-spot-tobacco_storage = tobacco_storage
pr-why-spot-coffee_roaster = coffee_roaster
pr-why-spot-small_market = small_market
pr-why-spot-hacienda = hacienda
pr-why-spot-construction_hut = construction_hut
pr-why-spot-small_warehouse = small_warehouse
pr-why-spot-hospice = hospice
pr-why-spot-office = office
pr-why-spot-large_market = large_market
pr-why-spot-large_warehouse = large_warehouse
pr-why-spot-factory = factory
pr-why-spot-university = university
pr-why-spot-harbor = harbor
pr-why-spot-wharf = wharf
pr-why-spot-guild_hall = guild_hall
pr-why-spot-residence = residence
pr-why-spot-fortress = fortress
pr-why-spot-customs_house = customs_house
pr-why-spot-city_hall = city_hall
pr-why-spot-aqueduct = aqueduct
pr-why-spot-black_market = black_market
pr-why-spot-forest_house = forest_house
pr-why-spot-storehouse = storehouse
pr-why-spot-guest_house = guest_house
pr-why-spot-church = church
pr-why-spot-trading_post = trading_post
pr-why-spot-small_wharf = small_wharf
pr-why-spot-lighthouse = lighthouse
pr-why-spot-specialty_factory = specialty_factory
pr-why-spot-library = library
pr-why-spot-union_hall = union_hall
pr-why-spot-cloister = cloister
pr-why-spot-statue = statue
pr-why-spot-land_office = land_office
pr-why-spot-chapel = chapel
pr-why-spot-hunting_lodge = hunting_lodge
pr-why-spot-zoning_office = zoning_office
pr-why-spot-royal_supplier = royal_supplier
pr-why-spot-villa = villa
pr-why-spot-jeweler = jeweler
pr-why-spot-royal_garden = royal_garden
pr-why-role-settler = settler
pr-why-role-mayor = mayor
pr-why-role-builder = builder
pr-why-role-craftsman = craftsman
pr-why-role-trader = trader
pr-why-role-captain = captain
pr-why-role-prospector = prospector
pr-why-role-buccaneer = buccaneer

pr-why-other-decision = it is { $player }'s decision '{ $decision }'; legal now: { $allowed }
pr-why-no-such-role = there is no such role card with { $players } players (§3.1)
pr-why-no-such-role-card = there is no such role card in this game (§3.1, exp. §4.1)
pr-why-role-taken = each role card can be chosen once per round (§4.4)
pr-why-buccaneer-holder = the holder of the buccaneer token may not choose the Buccaneer (exp. §4.1)
pr-why-settler-island-full = deluxe rule: a player whose island is full may not choose the Settler (§5.1)
pr-why-drafted = the { $building } is already drafted (exp. §2.1)
pr-why-nobles-building = the { $building } belongs to the Nobles expansion (exp. §2.1)
pr-why-no-draft-space = no free draft space costs { $cost } (exp. §2.1)
pr-why-no-forest-house = { $player } has no occupied Forest House (exp. §2.3)
pr-why-plantation-face-up = no { $good } plantation is face up (§5.1)
pr-why-no-quarries = no quarries are left (§5.1)
pr-why-library-quarry = the Library's second tile is a quarry only with a Construction Hut (exp. §2.3)
pr-why-quarry-privilege = only the settler or an occupied Construction Hut may take a quarry (§5.1)
pr-why-no-colonist-in-san-juan = { $player } has no colonist left in San Juan to place (§5.2)
pr-why-no-noble-in-san-juan = { $player } has no noble in San Juan (exp. §3.2)
pr-why-no-empty-circle-tile = { $player } has no empty circle on { $tile } (§5.2)
pr-why-no-empty-circle-building = { $player } has no empty circle on the { $building } (§5.2)
pr-why-spot-has-no-circle = { $spot } has no empty circle on { $player }'s board (§5.2)
pr-why-spot-has-no-circle-raid = { $spot } has no empty circle on { $player }'s board (exp. §4.2)
pr-why-spot-has-no-circle-guest = { $spot } has no empty circle on { $player }'s board (exp. §2.3)
pr-why-unplace-after-placing = colonists can be taken back only before placing any this turn (§5.2)
pr-why-no-colonist-on-tile = { $player } has no colonist on { $tile } (§5.2)
pr-why-no-colonist-on-building = { $player } has no colonist on the { $building } (§5.2)
pr-why-no-colonist-on-spot = { $player } has no colonist on { $spot } (§5.2, exp. §3.2)
pr-why-no-noble-on-spot = { $player } has no noble on { $spot } (§5.2, exp. §3.2)
pr-why-not-available-now = not available now (exp. §4.2)
pr-why-colonists-waiting = colonists may stay in San Juan only when every circle is filled; { $player } still has { $count } to place (§5.2)
pr-why-not-in-game = the { $building } is not in this game's supply (exp. §2.1)
pr-why-sold-out = no { $building } is left in the supply (§5.3)
pr-why-already-owned = { $player } already owns a { $building }: one of each kind per player (§5.3)
pr-why-already-owned-an = { $player } already owns an { $building }: one of each kind per player (§5.3)
pr-why-no-room = { $player } has no room for the { $building } ({ $spaces } city spaces) (§5.3)
pr-why-too-dear = { $building } costs { $price } and { $player } has { $money } (§5.3)
pr-why-too-dear-black-market = { $building } costs { $price } and { $player } has { $money }; the Black Market covers at most { $most }, one colonist, barrel and VP chip each (exp. §2.3)
pr-why-extra-barrel = the extra barrel must be a kind { $player } can produce and the supply has (§5.4)
pr-why-no-good-to-sell = { $player } has no { $good } (§5.5)
pr-why-no-trading-post = { $player } has no occupied Trading Post (exp. §2.3)
pr-why-trading-house-full = the trading house is full (§5.5)
pr-why-trading-house-holds = the trading house already holds { $good }; only an Office allows it (§5.5)
pr-why-no-wharf = { $player } has no occupied Wharf (§6.4)
pr-why-wharf-used = the Wharf is used once per captain phase (§6.4)
pr-why-no-good-for-wharf = { $player } has no { $good } (§6.4)
pr-why-no-small-wharf = { $player } has no occupied Small Wharf (exp. §2.3)
pr-why-no-good-to-hand-in = { $player } has no { $good } (exp. §2.3)
pr-why-small-wharf-used = the Small Wharf is used once per captain phase (exp. §2.3, X9)
pr-why-amount-does-not-fit = that many barrels do not fit on the ship or are not held (exp. §2.3, X9)
pr-why-keep-what-fits = storage keeps every barrel the rules allow: a player with more than one must choose which to keep, not discard them all (§5.6.3)
pr-why-must-load = loading is mandatory while a cargo ship can take your goods (§5.6)
pr-why-nothing-to-keep = { $player } has no { $good } to keep (§5.6.3)
pr-why-kept-in-warehouse = { $good } is already kept in a warehouse (§5.6.3)
pr-why-already-kept = { $good } is already kept (§5.6.3)
pr-why-building-not-now = that building cannot be used now (§6.4)
pr-why-colonist-ship-empty = no colonist is left on the colonist ship (exp. §3.2)
pr-why-colonist-supply-empty = the supply has no colonist (§5.2)
pr-why-ship-noble-gone = the noble on the colonist ship is gone (exp. §3.2)
pr-why-no-drawn-tile = no drawn tile is waiting to be placed (exp. §2.3)
pr-why-no-plantation-to-give-up = { $player } has no { $good } plantation to give up, never a quarry (exp. §3.3)
pr-why-no-forest-to-give-up = { $player } has no { $good } forest to give up, never a quarry (exp. §3.3)
pr-why-no-land-office = { $player } has no Land Office occupied by a colonist (exp. §3.3)
pr-why-land-office-used = the Land Office is used once per phase (exp. §3.3)
pr-why-land-office-cost = it costs 1 doubloon and needs an empty island space and a tile (exp. §3.3)
pr-why-villa-when = the Villa is used when the mayor phase begins (exp. §3.3)
pr-why-no-good-to-exchange = { $player } has no { $good } (exp. §3.3)
pr-why-exchange-kinds = each exchanged barrel must be of a different kind (exp. §3.3)
pr-why-trading-house-empty = the trading house is empty (exp. §4.2)
pr-why-ship-empty = that cargo ship carries no goods (exp. §4.2)
pr-why-raid-too-few = the colonist ship holds no more colonists than players ({ $count }) (exp. §4.2)
pr-why-kidnap-which-card = only a role card of this game other than the Buccaneer (exp. §4.2)
pr-why-kidnap-chosen-card = only a role card nobody chose this round can be kidnapped (exp. §4.2)
pr-why-no-guest = { $player } has no guest on a Guest House (exp. §2.3)
pr-why-no-noble-guest = { $player } has no noble guest (exp. §2.3, §3.4)
pr-why-no-vp-chip = { $player } has no VP chip (exp. §2.3)
pr-why-black-market-no-noble = variant black_market_no_noble: a noble cannot be handed back (exp. X19)
pr-why-black-market-own-colonist = the colonist on the Black Market cannot be handed back (exp. §2.3)
pr-why-black-market-limits = the Black Market takes at most one colonist, one barrel and one VP chip, and only pieces the player has (exp. §2.3)
pr-why-no-such-ship = there is no such cargo ship with { $players } players (§3.1)
pr-why-no-good-to-load = { $player } has no { $good } (§5.6.2)
pr-why-ship-carries-other = the { $capacity }-ship carries { $good }; one kind per ship (§5.6.1)
pr-why-ship-full = the { $capacity }-ship is full (§5.6.1)
pr-why-kind-on-other-ship = another ship already carries { $good }; never two ships of one kind (§5.6.1)
pr-why-largest-empty-ship = { $good } must go on the empty ship that takes the most barrels (option ship_choice={ $choice }) (§5.6.2)
pr-why-not-in-phase = not allowed in the { $role } phase
pr-why-not-in-role-phase = not allowed in the { $role } phase (§4)

# A list of goods with their numbers ("2 corn, 1 sugar"): $kinds entries, then $n1 and
# $good1, $n2 and $good2 ... (used inside other messages, with their arguments).
pr-log-goods-list =
    { $kinds ->
        [0] none
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }
# The colonist ship's shares ("Ann 2, Bob 1"): $seats entries, $player1 and $n1 ...;
# $noble is the entry whose pieces include the noble (0: none).
pr-log-share-1 =
    { $player1 } { $n1 }{ $noble ->
        [1] { " " }(one a noble)
       *[other] { "" }
    }
pr-log-share-2 =
    { $player2 } { $n2 }{ $noble ->
        [2] { " " }(one a noble)
       *[other] { "" }
    }
pr-log-share-3 =
    { $player3 } { $n3 }{ $noble ->
        [3] { " " }(one a noble)
       *[other] { "" }
    }
pr-log-share-4 =
    { $player4 } { $n4 }{ $noble ->
        [4] { " " }(one a noble)
       *[other] { "" }
    }
pr-log-share-5 =
    { $player5 } { $n5 }{ $noble ->
        [5] { " " }(one a noble)
       *[other] { "" }
    }
pr-log-shares =
    { $seats ->
        [1] { pr-log-share-1 }
        [2] { pr-log-share-1 }, { pr-log-share-2 }
        [3] { pr-log-share-1 }, { pr-log-share-2 }, { pr-log-share-3 }
        [4] { pr-log-share-1 }, { pr-log-share-2 }, { pr-log-share-3 }, { pr-log-share-4 }
       *[5] { pr-log-share-1 }, { pr-log-share-2 }, { pr-log-share-3 }, { pr-log-share-4 }, { pr-log-share-5 }
    }

# Setup, rounds and roles
pr-log-first-governor = { $player } is the first governor.
pr-log-draft-first = Building draft: { $player } drafts first.
pr-log-random-draft = Random building draft: { $buildings }.
pr-log-draft = { $player } drafts the { $building } (cost { $cost }).
pr-log-festival-goals = Festival goals: 3 { $good } plantations; producing { pr-log-goods-list } in one craftsman phase.
pr-log-festival-building = Festival construction goal: the { $building }.
pr-log-round = Round { $round }: { $player } is the governor.
pr-log-role =
    { $doubloons ->
        [0] { $player } takes the { $role }.
        [one] { $player } takes the { $role } (+{ $doubloons } doubloon).
       *[other] { $player } takes the { $role } (+{ $doubloons } doubloons).
    }
pr-log-kidnapped-played = Nobody chose the kidnapped { $role }: { $player } plays it.
pr-log-ransom = { $player } takes a ransom of { $doubloons } doubloons for the kidnapped role.
pr-log-prospector = { $player } takes 1 doubloon (prospector).
pr-log-prospector-library = { $player } takes { $doubloons } doubloons (prospector, Library).
pr-log-game-over = The game is over.
pr-log-last-vp = The last VP chip is taken: the game ends after this round.

# Festival goals and the Guest House
pr-log-festival-plantation-goal = { $player } reaches the festival plantation goal (3 { $good } plantations): { $colonists } colonists go to San Juan; the goal tile is shuffled into the face-down stack.
pr-log-festival-production-goal = { $player } reaches the festival production goal: 3 doubloons; its barrels go back to the supply.
pr-log-festival-construction-goal = { $player } reaches the festival construction goal ({ $building }).
pr-log-festival-building-back = The festival's { $building } goes back to the supply.
pr-log-guest = { $player } moves a guest from the Guest House to the { $building }.
pr-log-guest-tile = { $player } moves a guest from the Guest House to { $tile }.
pr-log-guest-noble = { $player } moves a noble guest from the Guest House to the { $building }.
pr-log-guest-noble-tile = { $player } moves a noble guest from the Guest House to { $tile }.

# Settler
pr-log-reshuffle = The plantation discard pile is shuffled into a new face-down stack.
pr-log-face-up = New face-up plantations: { pr-log-goods-list }.
pr-log-hacienda = { $player } uses the Hacienda and draws { $tile }.
pr-log-hacienda-face-down = { $player } uses the Hacienda and draws a face-down tile.
pr-log-drawn-forest = { $player } puts the drawn tile face down as a forest.
pr-log-drawn-plantation = { $player } places the drawn tile: { $tile }.
pr-log-no-plantation = { $player } takes no plantation.
pr-log-take-tile = { $player } takes { $tile }.
pr-log-take-forest = { $player } takes { $tile } and puts it face down as a forest.
pr-log-hospice = { $player } uses the Hospice: a colonist goes onto the new { $good }.
pr-log-hospice-quarry = { $player } uses the Hospice: a colonist goes onto the new quarry.
pr-log-hospice-forest = { $player } uses the Hospice: a colonist goes to San Juan (the forest has no circle).
pr-log-discard-tile = { $player } discards { $tile }.
pr-log-discard-forest = { $player } discards a forest ({ $tile } face down).
pr-log-hunting-lodge = ({ $player } uses the Hunting Lodge.)
pr-log-hunting-lodge-vp = { $player }'s Hunting Lodge: the most empty island spaces.

# Mayor
pr-log-villa-noble = { $player }'s Villa: a noble from the supply.
pr-log-villa-colonist = { $player }'s Villa: no noble is left, a colonist instead.
pr-log-mayor-privilege = { $player } takes a colonist from the supply (privilege).
pr-log-mayor-privilege-library = { $player } takes { $colonists } colonists from the supply (privilege, Library).
pr-log-take-noble = { $player } takes the noble from the colonist ship.
pr-log-ship-brings = The colonist ship brings { $colonists } colonists: { pr-log-shares }.
pr-log-ship-brings-noble = The colonist ship brings { $colonists } colonists and 1 noble: { pr-log-shares }.
pr-log-fills-every-circle = { $player } fills every circle; { $waiting } wait in San Juan.
pr-log-placing-done = { $player } finishes placing colonists.
pr-log-place = { $player } places a colonist on the { $building }.
pr-log-place-tile = { $player } places a colonist on { $tile }.
pr-log-place-noble = { $player } places a noble on the { $building }.
pr-log-place-noble-tile = { $player } places a noble on { $tile }.
pr-log-unplace = { $player } takes a colonist back from the { $building }.
pr-log-unplace-tile = { $player } takes a colonist back from { $tile }.
pr-log-unplace-noble = { $player } takes a noble back from the { $building }.
pr-log-unplace-noble-tile = { $player } takes a noble back from { $tile }.
pr-log-colonists-out = The colonist supply cannot refill the ship: the game ends after this round.
pr-log-ship-refilled = { $colonists } colonists board the colonist ship.
pr-log-ship-refilled-noble = { $colonists } colonists and 1 noble board the colonist ship.

# Builder
pr-log-build-nothing = { $player } builds nothing.
pr-log-build = { $player } builds a { $building } for { $cost }.
pr-log-build-an = { $player } builds an { $building } for { $cost }.
pr-log-city-full = { $player }'s city is full: the game ends after this round.
pr-log-university = { $player } uses the University: a colonist goes onto the { $building }.
pr-log-church = { $player }'s Church honours the new { $building }.
pr-log-black-market-buy = { $player } buys a { $building } for { $cost } with the Black Market ({ $short } short).
pr-log-black-market-buy-an = { $player } buys an { $building } for { $cost } with the Black Market ({ $short } short).
pr-log-return-colonist = { $player } hands back a colonist from the { $building } (Black Market).
pr-log-return-colonist-tile = { $player } hands back a colonist from { $tile } (Black Market).
pr-log-return-colonist-san-juan = { $player } hands back a colonist from San Juan (Black Market).
pr-log-return-noble = { $player } hands back a noble from the { $building } (Black Market).
pr-log-return-noble-tile = { $player } hands back a noble from { $tile } (Black Market).
pr-log-return-noble-san-juan = { $player } hands back a noble from San Juan (Black Market).
pr-log-return-good =
    { $player } hands back { $good ->
        [indigo] an
       *[other] a
    } { $good } barrel (Black Market).
pr-log-return-vp = { $player } hands back a VP chip (Black Market).

## Log lines (craftsman, trader, captain, buccaneer)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases_roles.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.

# Lists of barrels ("2 corn, 1 sugar") select on $kinds: $n1 and $good1, $n2 and $good2 ...
pr-log-declines-production = { $player } declines to produce.
pr-log-produces =
    { $player } produces { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-factory = { $player }'s Factory earns { $doubloons } doubloons ({ $kinds } kinds).
pr-log-extra-barrel = { $player } takes an extra { $good } (privilege).
pr-log-chapel = { $player }'s Chapel: 1 doubloon.
pr-log-specialty-factory = { $player }'s Specialty Factory earns { $doubloons } doubloons.
pr-log-jeweler = { $player }'s Jeweler earns { $doubloons } doubloons (1 per noble).
pr-log-aqueduct = { $player }'s Aqueduct adds 1 { $good }.
pr-log-trading-house-emptied = The trading house is full: its 4 barrels go back to the supply.
pr-log-sells-nothing = { $player } sells nothing.
pr-log-sells =
    { $player } sells { $good ->
        [indigo] an
       *[other] a
    } { $good } for { $doubloons }.
pr-log-sells-trading-post =
    { $player } sells { $good ->
        [indigo] an
       *[other] a
    } { $good } to the Trading Post for { $doubloons }.
pr-log-land-office-sells = ({ $player } sells it with the Land Office for 1 doubloon.)
pr-log-land-office-buys-face-down = { $player } buys a face-down tile with the Land Office for 1 doubloon.
pr-log-land-office-buys =
    { $player } buys { $good ->
        [indigo] an
       *[other] a
    } { $good } plantation with the Land Office for 1 doubloon.
pr-log-lighthouse = { $player }'s Lighthouse: 1 doubloon for the captain.
pr-log-loads-nothing = { $player } loads nothing.
pr-log-ships = { $player } ships { $count } { $good } on the { $capacity }-ship.
pr-log-ships-wharf = { $player } ships { $count } { $good } on the Wharf.
pr-log-ships-small-wharf =
    { $player } ships { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    } with the Small Wharf.
pr-log-warehouse = { $player } stores all { $good } in a warehouse.
pr-log-keeps =
    { $player } keeps { $good ->
        [indigo] an
       *[other] a
    } { $good }{ $kinds ->
        [0] { "" }
        [1] { " " }and returns { $n1 } { $good1 }
        [2] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-keeps-barrels =
    { $player } keeps { $kept_kinds ->
        [1] { $kept_n1 } { $kept_good1 }
        [2] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }
        [3] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }
        [4] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }
       *[5] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }, { $kept_n5 } { $kept_good5 }
    }{ $kinds ->
        [0] { "" }
        [1] { " " }and returns { $n1 } { $good1 }
        [2] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }and returns { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-ship-unloaded = The full { $capacity }-ship is unloaded.
pr-log-buccaneer-token = { $player } takes the buccaneer token.
pr-log-no-buccaneer-action = { $player } takes no buccaneer action.
pr-log-piracy = { $player } pirates the { $capacity }-ship: keeps { $kept } { $good }, { $returned } go back to the supply.
pr-log-kidnap =
    { $player } kidnaps the { $role }{ $doubloons ->
        [0] { "" }
        [1] { " " }and its 1 doubloon
       *[other] { " " }and its { $doubloons } doubloons
    }.
pr-log-raid = { $player } raids the colonist ship: { $colonists } colonists leave it.
pr-log-raid-place-building = { $player } places a raided colonist on the { $building }.
pr-log-raid-place-plantation =
    { $player } places a raided colonist on { $good ->
        [indigo] an
       *[other] a
    } { $good } plantation.
pr-log-raid-place-quarry = { $player } places a raided colonist on a quarry.

# Logged through the expansions' gain_vp (a VP chip for a building or a deed).
pr-log-chapel-noble = { $player }'s Chapel (a noble): a VP chip.
pr-log-union-hall = { $player }'s Union Hall pays for pairs of barrels.
pr-log-royal-supplier =
    { $player } exchanges { $good ->
        [indigo] an
       *[other] a
    } { $good } for a VP chip (Royal Supplier).
pr-log-plunder =
    { $player } plunders the trading house ({ $barrels } { $barrels ->
        [one] barrel
       *[other] barrels
    }).
