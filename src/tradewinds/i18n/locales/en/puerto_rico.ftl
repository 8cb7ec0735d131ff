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

## Log lines (craftsman, trader, captain, buccaneer)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases_roles.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.
pr-log-good-corn = corn
pr-log-good-indigo = indigo
pr-log-good-sugar = sugar
pr-log-good-tobacco = tobacco
pr-log-good-coffee = coffee
pr-log-building-large_indigo_plant = Indigo Plant
pr-log-building-large_sugar_mill = Sugar Mill
pr-log-you-draw-plantation =
    You draw { $good ->
        [indigo] an
       *[other] a
    } { $good } plantation.
pr-log-you-earn-vp = You earn { $vp } VP.

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
