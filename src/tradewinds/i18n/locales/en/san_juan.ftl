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

sj-effect-indigo_plant = Holds one indigo good. Every player starts with one in his city; any number may be owned.
sj-effect-sugar_mill = Holds one sugar good. Any number may be owned.
sj-effect-tobacco_storage = Holds one tobacco good. Any number may be owned.
sj-effect-coffee_roaster = Holds one coffee good. Any number may be owned.
sj-effect-silver_smelter = Holds one silver good. Any number may be owned.
sj-effect-smithy = Building a production building costs the owner 1 card less.
sj-effect-gold_mine = In every prospector phase the owner turns up the top 4 cards; if their costs all differ he may take one of them into his hand, the rest are discarded.
sj-effect-archive = In every councillor phase, as councillor or not, the owner puts the cards he draws into his hand first, then discards from his whole hand.
sj-effect-poor_house = After building, an owner holding at most 1 card draws 1 card.
sj-effect-black_market = When building, the owner may discard up to 2 of his goods; each pays 1 card of the price.
sj-effect-trading_post = The owner may sell 1 more good.
sj-effect-well = An owner who produces at least 2 goods draws 1 card.
sj-effect-market_stand = An owner who sells at least 2 goods draws 1 card.
sj-effect-crane = The owner may build on top of one of his own buildings (not the Crane, not an identical one); the covered building leaves play and its cost is deducted from the price.
sj-effect-chapel = At the start of each round the owner may put 1 card from his hand face down under the Chapel: 1 VP each at the end.
sj-effect-tower = The owner's hand limit is 12 instead of 7.
sj-effect-aqueduct = The owner may produce 1 more good.
sj-effect-carpenter = After building a violet building, the owner draws 1 card.
sj-effect-prefecture = In every councillor phase, as councillor or not, the owner keeps 2 of the cards he draws instead of 1.
sj-effect-market_hall = An owner who sells at least 1 good draws 1 more card.
sj-effect-quarry = Building a violet building costs the owner 1 card less.
sj-effect-library = The owner's privilege is doubled when he chooses a role (with 2 players, once per round).
sj-effect-statue = Monument: victory points only.
sj-effect-victory_column = Monument: victory points only.
sj-effect-hero = Monument: victory points only.
sj-effect-guild_hall = End of game: 2 VP per production building of the owner.
sj-effect-city_hall = End of game: 1 VP per violet building of the owner, the City hall included.
sj-effect-triumphal_arch = End of game: 4, 6 or 8 VP for 1, 2 or 3 monuments of the owner.
sj-effect-palace = End of game, counted last: 1 VP per full 4 VP the owner has from everything else.
sj-effect-builder = everyone may build one building, paying its cost in cards; the builder pays 1 card less.
sj-effect-producer = everyone may produce 1 good on an empty production building; the producer may produce 1 more.
sj-effect-trader = a price tile is revealed; everyone may sell 1 good for cards; the trader may sell 1 more.
sj-effect-councillor = everyone draws 2 cards and keeps 1; the councillor draws 5 instead.
sj-effect-prospector = the prospector draws 1 card; nobody else acts (Gold mines excepted).

## The short verbs on a card that acts (the card names the object)
sj-verb-build = Build
sj-verb-pay = Pay with it
sj-verb-discard = Discard
sj-verb-tuck = Put under the Chapel
sj-verb-keep = Keep
sj-verb-take = Take
sj-verb-cover = Build over it (Crane)
sj-verb-produce = Produce
sj-verb-sell = Sell
sj-verb-black-market = Pay with its good (Black market)
sj-verb-choose = Choose

## The board's own labels and notes (web/src/boards/san_juan.ts)
sj-board-bonus-guild_hall = { $n } VP per production building
sj-board-bonus-city_hall = 1 VP per violet building
sj-board-bonus-triumphal_arch = 4 / 6 / 8 VP for 1 / 2 / 3 monuments
sj-board-bonus-palace = 1 VP per 4 VP of everything else
sj-board-at-game-end = at game end: { $rule }
sj-board-vp = { $vp } VP
sj-board-vp-now = { $vp } VP now
sj-board-vp-if-built = { $vp } VP if built now
sj-board-your-price = your price (printed cost)
sj-board-cost-in-cards = cost in cards
sj-board-more-title = show the whole effect
sj-board-more = more
sj-board-less = less
sj-board-trading-house-title = Trading house: cards paid for one good of each kind in this Trader phase
sj-board-prices-now = Prices now (cards per good)
sj-board-prices-last = Last prices (cards per good)
sj-board-prices = Prices
sj-board-no-tile = no tile revealed yet
sj-board-tiles-unseen = { $n } tile(s) unseen
sj-board-roles = Roles
sj-board-market = Market
sj-board-stat-draw = cards in draw pile
sj-board-stat-discard = cards discarded
sj-board-stat-round = round
sj-board-stat-phase = phase
sj-board-last-round = Last round: 12 buildings reached
sj-board-building-due = Building the { $card }: { $due } card(s) due, { $paid } paid
sj-board-over = (over the { $card })
sj-board-left = { $n } card(s) still to choose
sj-board-done = { $done } of { $allowance } done
sj-board-drawn-hidden = { $n } card(s) drawn (hidden)
sj-board-gold-turned = Gold mine: cards turned up
sj-board-drawn = Drawn cards
sj-board-in-progress = In progress
sj-board-copy = { $i } of { $n }
sj-board-your-hand = Your hand ({ $n })
sj-board-empty = empty
sj-board-no-good = no good
sj-board-built-n = { $n } built
sj-board-you = you
sj-board-governor = governor
sj-board-to-act = to act
sj-board-stat-hand = cards in hand
sj-board-stat-buildings = buildings
sj-board-stat-building-vp = building VP
sj-board-stat-chapel = Chapel cards
sj-board-built-over = Built over: { $cards }.
sj-board-known-hand = Known in hand: { $cards }.

## Why a move is refused (src/tradewinds/games/san_juan/rulings.py: `sj-why-*`)
## English reproduces the engine's English reason exactly (tests/san_juan/test_refusal_phrases.py);
## the section marks (§) are those of the rules reference, in every language.

# A good inside a sentence ("has no indigo good").
sj-why-good-indigo = indigo
sj-why-good-sugar = sugar
sj-why-good-tobacco = tobacco
sj-why-good-coffee = coffee
sj-why-good-silver = silver

# A violet building with its indefinite article ("already has an Aqueduct").
sj-why-a-card-smithy = a Smithy
sj-why-a-card-gold_mine = a Gold mine
sj-why-a-card-archive = an Archive
sj-why-a-card-poor_house = a Poor house
sj-why-a-card-black_market = a Black market
sj-why-a-card-trading_post = a Trading post
sj-why-a-card-well = a Well
sj-why-a-card-market_stand = a Market stand
sj-why-a-card-crane = a Crane
sj-why-a-card-chapel = a Chapel
sj-why-a-card-tower = a Tower
sj-why-a-card-aqueduct = an Aqueduct
sj-why-a-card-carpenter = a Carpenter
sj-why-a-card-prefecture = a Prefecture
sj-why-a-card-market_hall = a Market hall
sj-why-a-card-quarry = a Quarry
sj-why-a-card-library = a Library
sj-why-a-card-statue = a Statue
sj-why-a-card-victory_column = a Victory column
sj-why-a-card-hero = a Hero
sj-why-a-card-guild_hall = a Guild hall
sj-why-a-card-city_hall = a City hall
sj-why-a-card-triumphal_arch = a Triumphal arch
sj-why-a-card-palace = a Palace

# A decision as the English reason quotes it: the engine's name of the decision.
sj-why-decision-setup_discard = setup_discard
sj-why-decision-choose_role = choose_role
sj-why-decision-library = library
sj-why-decision-builder_build = builder_build
sj-why-decision-builder_crane = builder_crane
sj-why-decision-builder_black_market = builder_black_market
sj-why-decision-builder_pay = builder_pay
sj-why-decision-producer_produce = producer_produce
sj-why-decision-trader_sell = trader_sell
sj-why-decision-councillor_keep = councillor_keep
sj-why-decision-councillor_discard = councillor_discard
sj-why-decision-gold_mine = gold_mine
sj-why-decision-chapel = chapel
sj-why-decision-hand_limit = hand_limit
sj-why-decision-game_over = game_over

# $legal quotes the notations a person types (the API's words, the same in every language).
sj-why-other-decision = it is { $player }'s decision '{ $decision }'; legal now: { $legal }
sj-why-role-taken = the { $role } was already chosen this round; each role once per round (§5.1)
sj-why-not-in-hand = { $player } has no { $card } in his hand (§6.1, §9)
sj-why-no-good = { $player } has no { $good } good (§10.2 Black market)
sj-why-covered-good-lost = the good on the covered { $card } is lost with it, not given to the Black market (§6.1.1)
sj-why-no-empty-building = { $player } has no empty { $card }: one good per production building (§6.2)
sj-why-nothing-to-sell = { $player } has no { $good } good to sell (§6.3)
sj-why-not-drawn = { $card } is not among the cards { $player } drew (§6.4)
sj-why-not-turned-up = { $card } is not among the cards the Gold mine turned up (§10.2)
sj-why-needs-crane = without the Crane { $player } cannot pay for the { $card }: it costs { $price } and he holds { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } (§6.1.1)
sj-why-must-pay-goods = { $player } owes { $due ->
        [one] 1 card
       *[other] { $due } cards
    } and holds { $hand }: the rest must be paid with goods (§6.1.1)
sj-why-not-now = not allowed now (§5.2)
sj-why-violet-twice = { $player } already has { $card }: one violet building of each name per city (§10.1)
sj-why-covered-rebuild = { $player } covered his { $card } with the Crane and may not build it again: each violet building may be built only once (§10.1; option covered_rebuild)
sj-why-too-dear = the { $card } costs { $price ->
        [one] 1 card
       *[other] { $price } cards
    } after discounts and { $player } has { $cards ->
        [one] 1 other card
       *[other] { $cards } other cards
    }{ $goods ->
        [0] {""}
        [one] {" "}and 1 good for the Black market
       *[other] {" "}and { $goods } goods for the Black market
    } (§6.1.1)
sj-why-nothing-to-cover = { $player } has no { $card } in his city to cover (§10.2 Crane)
sj-why-crane-itself = the Crane cannot cover itself (§10.2 Crane)
sj-why-cover-identical = a building cannot be covered by an identical one (§10.2 Crane)
sj-why-cover-too-dear = covering the { $card } leaves a price of { $price ->
        [one] 1 card
       *[other] { $price } cards
    } and { $player } cannot pay it (§6.1.1)

## Log lines (the game log; src/tradewinds/games/san_juan: `sj-log-*`)
## English reproduces the engine's English line exactly (tests/san_juan/test_log_phrases.py).

# A card with its indefinite article, inside a sentence ("builds an Aqueduct").
sj-a-card-indigo_plant = an Indigo plant
sj-a-card-sugar_mill = a Sugar mill
sj-a-card-tobacco_storage = a Tobacco storage
sj-a-card-coffee_roaster = a Coffee roaster
sj-a-card-silver_smelter = a Silver smelter
sj-a-card-smithy = a Smithy
sj-a-card-gold_mine = a Gold mine
sj-a-card-archive = an Archive
sj-a-card-poor_house = a Poor house
sj-a-card-black_market = a Black market
sj-a-card-trading_post = a Trading post
sj-a-card-well = a Well
sj-a-card-market_stand = a Market stand
sj-a-card-crane = a Crane
sj-a-card-chapel = a Chapel
sj-a-card-tower = a Tower
sj-a-card-aqueduct = an Aqueduct
sj-a-card-carpenter = a Carpenter
sj-a-card-prefecture = a Prefecture
sj-a-card-market_hall = a Market hall
sj-a-card-quarry = a Quarry
sj-a-card-library = a Library
sj-a-card-statue = a Statue
sj-a-card-victory_column = a Victory column
sj-a-card-hero = a Hero
sj-a-card-guild_hall = a Guild hall
sj-a-card-city_hall = a City hall
sj-a-card-triumphal_arch = a Triumphal arch
sj-a-card-palace = a Palace

# A good inside a sentence ("Ann produces indigo.").
sj-good-word-indigo = indigo
sj-good-word-sugar = sugar
sj-good-word-tobacco = tobacco
sj-good-word-coffee = coffee
sj-good-word-silver = silver

# Why a player draws cards (the other reasons are the cards Well, Carpenter, Poor house).
sj-reason-starting-hand = starting hand
sj-reason-sale = sale
sj-reason-councillor = councillor
sj-reason-prospector = prospector

sj-log-first-governor = { $player } is the first governor.
sj-log-round = Round { $round }: { $player } is the governor.
sj-log-chooses = { $player } chooses the { $role }.
sj-log-library-doubles = { $player }'s Library doubles the privilege.
sj-log-library-kept = { $player } keeps the Library for later this round.
sj-log-reshuffle = The draw pile is empty: the discard pile is shuffled into a new draw pile.
sj-log-you-draw = You draw { $cards }.
sj-log-draws = { $player } draws { $count ->
        [one] 1 card
       *[other] { $count } cards
    } ({ $reason }).
sj-log-cannot-draw = { $player } cannot draw: no cards are left ({ $reason }).
sj-log-game-over = The game is over.
sj-log-stalemate-frozen = No card can move any more (both piles are empty, nobody holds a good and nobody can build): the game ends.
sj-log-stalemate-unbuildable = No card left in play can ever be built by anyone: the game ends.
sj-log-twelve-ends-now = { $player } has 12 buildings: the game ends now.
sj-log-twelve-ends-after = { $player } has 12 buildings: the game ends after this builder phase.
# Builder
sj-log-builds-nothing = { $player } builds nothing.
sj-log-you-pay = You pay with { $card }.
sj-log-you-pay-cards = You pay with { $cards }.
sj-log-builds = { $player } builds { $card }, paying { $paid ->
        [one] 1 card
       *[other] { $paid } cards
    }{ $goods ->
        [0] {""}
        [one] {" "}and 1 good on the Black market
       *[other] {" "}and { $goods } goods on the Black market
    }.
sj-log-builds-over = { $player } builds { $card } over the { $cover } (Crane), paying { $paid ->
        [one] 1 card
       *[other] { $paid } cards
    }{ $goods ->
        [0] {""}
        [one] {" "}and 1 good on the Black market
       *[other] {" "}and { $goods } goods on the Black market
    }.
sj-log-builds-over-losing-good = { $player } builds { $card } over the { $cover } (Crane), whose { $good } good is discarded, paying { $paid ->
        [one] 1 card
       *[other] { $paid } cards
    }{ $goods ->
        [0] {""}
        [one] {" "}and 1 good on the Black market
       *[other] {" "}and { $goods } goods on the Black market
    }.
# Producer and trader
sj-log-produces = { $player } produces { $good }.
sj-log-produces-nothing = { $player } produces nothing.
sj-log-reveals-tile = { $player } reveals the trading-house tile { $indigo }/{ $sugar }/{ $tobacco }/{ $coffee }/{ $silver } (indigo/sugar/tobacco/coffee/silver).
sj-log-sells = { $player } sells { $good }.
sj-log-sells-nothing = { $player } sells nothing.
sj-log-tile-returns = The trading-house tile goes to the bottom of the stack.
# Councillor
sj-log-draws-keeps = { $player } draws { $drawn } cards and keeps { $kept } (councillor).
sj-log-draws-keeps-all = { $player } draws { $count ->
        [one] 1 card and keeps it
       *[other] { $count } cards and keeps them
    } (councillor).
sj-log-keeps-all-archive = { $player } keeps them all (Archive).
sj-log-you-discard = You discard { $cards }.
sj-log-discards-archive = { $player } discards { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (Archive).
# Prospector (Gold mine)
sj-log-gold-mine-nothing = { $player }'s Gold mine finds no cards to turn up.
sj-log-gold-mine-turns-up = { $player }'s Gold mine turns up { $cards }.
sj-log-gold-mine-same-cost = Two of them cost the same: all go to the discard pile.
sj-log-gold-mine-takes-none = { $player } takes none of them.
sj-log-gold-mine-takes = { $player } takes the { $card } into his hand.
# Round end (Chapel, hand limit) and the set-up variant
sj-log-you-tuck = You tuck { $card } under your Chapel.
sj-log-hand-limit = { $player } discards { $count ->
        [one] 1 card
       *[other] { $count } cards
    } down to the hand limit of { $limit }.
sj-log-setup-keeps = { $player } keeps { $kept } cards and discards { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
