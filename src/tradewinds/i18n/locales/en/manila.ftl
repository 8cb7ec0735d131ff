### Manila: the game's words (rulebook terms) and its action phrases.

mn-good-ginseng = Ginseng
mn-good-nutmeg = Nutmeg
mn-good-silk = Silk
mn-good-jade = Jade

mn-boat-ginseng = Ginseng boat
mn-boat-nutmeg = Nutmeg boat
mn-boat-silk = Silk boat
mn-boat-jade = Jade boat

mn-share-ginseng = Ginseng share
mn-share-nutmeg = Nutmeg share
mn-share-silk = Silk share
mn-share-jade = Jade share

mn-space-harbor_a = Harbour A
mn-space-harbor_b = Harbour B
mn-space-harbor_c = Harbour C
mn-space-shipyard_a = Shipyard A
mn-space-shipyard_b = Shipyard B
mn-space-shipyard_c = Shipyard C
mn-space-pirate_captain = Pirate captain
mn-space-pirate_second = Second pirate
mn-space-pilot_small = Small pilot
mn-space-pilot_large = Large pilot
mn-space-insurance = Insurance agent

mn-harbour-master = harbour master
mn-harbour = harbour

mn-shipyard = shipyard

mn-pirate-ship = pirate ship

mn-pilots = pilots

mn-accomplice = accomplice

mn-accomplices = accomplices

mn-stowaway = stowaway

mn-shares = shares

mn-mortgaged = mortgaged

mn-pesos = pesos

mn-dice = dice

mn-die = die

mn-black-market = black market

mn-price = price

mn-voyage = voyage

mn-manila = Manila

mn-ashore = ashore

mn-seat = seat

mn-decision-auction_bid = auction: bid
mn-decision-buy_share = harbour master: buy a share
mn-decision-load_goods = harbour master: load the goods
mn-decision-start_positions = harbour master: place the boats
mn-decision-place_accomplice = place an accomplice
mn-decision-pirate_boarding = pirates: board?
mn-decision-small_pilot = small pilot
mn-decision-large_pilot = large pilot
mn-decision-large_pilot_second = large pilot: second move
mn-decision-plunder_destination = pirate captain: where does the boat go?
mn-decision-game_over = game over

mn-action-bid =
    Bid { $pesos } { $pesos ->
        [one] peso
       *[other] pesos
    }
mn-action-pass = Pass
mn-action-mortgage = Mortgage a { $share } (+12 pesos)
mn-action-redeem = Redeem a { $share } (15 pesos)
mn-action-buy =
    Buy a { $share } ({ $pesos } { $pesos ->
        [one] peso
       *[other] pesos
    })
mn-action-load = Load { $first }, { $second } and { $third } ({ $ashore } stays ashore)
mn-action-start = { $boat } starts on space { $space }
mn-action-place-seat =
    { $boat }, seat { $seat } ({ $pesos } { $pesos ->
        [one] peso
       *[other] pesos
    })
mn-action-place =
    { $space } ({ $pesos } { $pesos ->
        [one] peso
       *[other] pesos
    })
mn-action-stowaway = Stowaway: { $boat }, seat { $seat } (free)
mn-action-board = Board the { $boat }, seat { $seat }
mn-action-pilot-forward =
    Move the { $boat } { $spaces ->
        [one] 1 space
       *[other] { $spaces } spaces
    } forward
mn-action-pilot-back =
    Move the { $boat } { $spaces ->
        [one] 1 space
       *[other] { $spaces } spaces
    } back
mn-action-send-harbor = Send the { $boat } to the harbour
mn-action-send-shipyard = Send the { $boat } to the shipyard
mn-action-pass-auction-bid = Pass (leave the auction)
mn-action-pass-buy-share = Buy no share
mn-action-pass-place-accomplice = Place no more accomplices this voyage
mn-action-pass-pirate-boarding = Stay aboard the pirate ship
mn-action-pass-small-pilot = Move no boat
mn-action-pass-large-pilot = Move no boat
mn-action-pass-large-pilot-second = Move no other boat

mn-effect-boat_ginseng_1 = Seat 1 of the ginseng boat. If the boat ends in the harbour its value of 18 is split equally among everyone on board.
mn-effect-boat_ginseng_2 = Seat 2 of the ginseng boat (taken only after seat 1).
mn-effect-boat_ginseng_3 = Seat 3 of the ginseng boat (taken only after seats 1-2).
mn-effect-boat_nutmeg_1 = Seat 1 of the nutmeg boat. If the boat ends in the harbour its value of 24 is split equally among everyone on board.
mn-effect-boat_nutmeg_2 = Seat 2 of the nutmeg boat (taken only after seat 1).
mn-effect-boat_nutmeg_3 = Seat 3 of the nutmeg boat (taken only after seats 1-2).
mn-effect-boat_silk_1 = Seat 1 of the silk boat. If the boat ends in the harbour its value of 30 is split equally among everyone on board.
mn-effect-boat_silk_2 = Seat 2 of the silk boat (taken only after seat 1).
mn-effect-boat_silk_3 = Seat 3 of the silk boat (taken only after seats 1-2).
mn-effect-boat_jade_1 = Seat 1 of the jade boat, the only boat with four seats. If the boat ends in the harbour its value of 36 is split equally among everyone on board.
mn-effect-boat_jade_2 = Seat 2 of the jade boat (taken only after seat 1).
mn-effect-boat_jade_3 = Seat 3 of the jade boat (taken only after seats 1-2).
mn-effect-boat_jade_4 = Seat 4 of the jade boat (taken only after seats 1-3).
mn-effect-harbor_a = Harbour space A: pays 6 if at least one boat ends in the harbour.
mn-effect-harbor_b = Harbour space B: pays 8 if at least two boats end in the harbour.
mn-effect-harbor_c = Harbour space C: pays 15 if all three boats end in the harbour.
mn-effect-shipyard_a = Shipyard space A: pays 6 if at least one boat ends in the shipyard (paid by the insurance agent, else by the bank).
mn-effect-shipyard_b = Shipyard space B: pays 8 if at least two boats end in the shipyard (paid by the insurance agent, else by the bank).
mn-effect-shipyard_c = Shipyard space C: pays 15 if all three boats end in the shipyard (paid by the insurance agent, else by the bank).
mn-effect-pirate_captain = Pirate captain (bow): the first pirate must take it. Decides first whether to board a boat on 13 after the second move; after the third move the pirates plunder every boat on 13, sharing its value, and the captain sends it to the harbour or the shipyard.
mn-effect-pirate_second = Second pirate: only once the captain space is taken. Becomes captain when the captain boards; shares every plunder equally.
mn-effect-pilot_small = Small pilot: before the third move, may move one boat at sea one space forward or back. Earns nothing.
mn-effect-pilot_large = Large pilot: after the small pilot, may move one boat at sea one or two spaces, or two boats one space each, forward or back. Earns nothing.
mn-effect-insurance = Insurance agent: free, receives 10 from the bank at once; after the voyage pays the shipyard spaces of every boat in the shipyard (6 / 8 / 15) to their accomplice, or to the bank if the space is empty.

## The labels of controls whose place already names their object
mn-label-forward = Forward { $n }
mn-label-back = Back { $n }
mn-label-to-harbour = To the harbour
mn-label-to-shipyard = To the shipyard
mn-label-place = Place an accomplice
mn-label-stowaway = Stow away
mn-label-board = Board it (pirate)
mn-label-mortgage = Mortgage one
mn-label-redeem = Redeem one
mn-label-buy = Buy
mn-label-start = Start on { $n }
mn-label-bid = Bid { $n }
mn-label-bid-any = Bid
mn-label-pass = Pass

## The board's own labels and notes (web/src/boards/manila.ts)
mn-board-space-harbor_a = Harbour office A
mn-board-space-harbor_b = Harbour office B
mn-board-space-harbor_c = Harbour office C
mn-board-space-shipyard_a = Shipyard office A
mn-board-space-shipyard_b = Shipyard office B
mn-board-space-shipyard_c = Shipyard office C
mn-board-space-pirate_captain = Pirate captain
mn-board-space-pirate_second = Second pirate
mn-board-space-pilot_small = Small pilot
mn-board-space-pilot_large = Large pilot
mn-board-space-insurance = Insurance agent
mn-board-boat-seat = { $boat }, seat { $n }
mn-board-pesos =
    { $n ->
        [one] { $n } peso
        *[other] { $n } pesos
    }
mn-board-pays-harbour =
    { $boats ->
        [1] pays { $pay } if 1 boat reaches the harbour
        [2] pays { $pay } if 2 boats reach the harbour
        *[3] pays { $pay } if all 3 boats reach the harbour
    }
mn-board-pays-shipyard =
    { $boats ->
        [1] pays { $pay } if 1 boat ends in the shipyard
        [2] pays { $pay } if 2 boats end in the shipyard
        *[3] pays { $pay } if all 3 boats end in the shipyard
    }
mn-board-reward-pirate = boards boats on 13 and shares their cargo
mn-board-reward-pilot-small = moves a boat 1 space
mn-board-reward-pilot-large = moves boats 2 spaces in all
mn-board-reward-insurance = gets { $pay } now; pays for boats in the shipyard
mn-board-reward-pays = pays { $pay }
mn-board-bid-aria = Your bid in pesos, { $min } to { $max }
mn-board-bid-range = { $min } to { $max } pesos
mn-board-bid-range-error = A bid is { $min } to { $max } pesos
mn-board-your-bid = Your bid
mn-board-bid-less = bid 1 less
mn-board-bid-more = bid 1 more
mn-board-voyage = Voyage { $n }
mn-board-harbour-master = Harbour master:
mn-board-high-bid = Auction: high bid
mn-board-none-yet = none yet
mn-board-by = by
mn-board-ashore = Stays ashore:
mn-board-prices-title = Goods prices and shares
mn-board-good = good
mn-board-bank-shares = bank shares
mn-board-left-buy = left · buy for { $price }
mn-board-share-worth-note = A share is worth its good's price at the end of the game.
mn-board-seat-n = seat { $n }
mn-board-pirates-may-board = 13: the pirates may board
mn-board-space-n = space { $n }
mn-board-start-on = Start the { $good } boat on space { $n }
mn-board-reached-harbour = reached the harbour
mn-board-in-shipyard = in the shipyard ({ $berth })
mn-board-not-started = not started
mn-board-on-space = on space { $n } of 13
mn-board-die = die { $n }
mn-board-plundered = plundered
mn-board-just-moved = just moved
mn-board-crew-note = seat costs in pesos; the crew shares { $value } if it reaches the harbour
mn-board-costs = costs { $n }
mn-board-free = free
mn-board-area-harbor = Harbour offices
mn-board-area-shipyard = Shipyard offices
mn-board-area-pirate = Pirates
mn-board-area-pilot = Pilots
mn-board-area-insurance = Insurance
mn-board-worth-each = worth { $n } each
mn-board-n-mortgaged = { $n } mortgaged
mn-board-hidden-shares = { $shares } share(s), goods hidden, { $mortgaged } mortgaged
mn-board-bought-as-master = ; bought as harbour master: { $goods }
mn-board-you = you
mn-board-harbour-master-badge = harbour master
mn-board-passed = passed
mn-board-to-act = to act
mn-board-stat-pesos = pesos
mn-board-stat-home = accomplices at home
mn-board-stat-placed = placed
mn-board-stat-funds = with mortgages
mn-board-routes = The routes
mn-board-not-loaded = The boats are not loaded yet.

## Why a move is refused (src/tradewinds/games/manila/rulings.py: `mn-why-*`)
## English reproduces the engine's English reason exactly (tests/manila/test_refusal_phrases.py);
## the section marks (§) are those of the rules reference, in every language.

# A good inside a sentence ("jade stays ashore this voyage").
mn-why-good-ginseng = ginseng
mn-why-good-nutmeg = nutmeg
mn-why-good-silk = silk
mn-why-good-jade = jade

# A good's boat and share inside a sentence ("the jade boat", "a jade share").
mn-why-boat-ginseng = ginseng boat
mn-why-boat-nutmeg = nutmeg boat
mn-why-boat-silk = silk boat
mn-why-boat-jade = jade boat
mn-why-share-ginseng = ginseng share
mn-why-share-nutmeg = nutmeg share
mn-why-share-silk = silk share
mn-why-share-jade = jade share

# A space as the English reason quotes it: its notation id (the other languages name it).
mn-why-space-boat_ginseng_1 = boat_ginseng_1
mn-why-space-boat_ginseng_2 = boat_ginseng_2
mn-why-space-boat_ginseng_3 = boat_ginseng_3
mn-why-space-boat_nutmeg_1 = boat_nutmeg_1
mn-why-space-boat_nutmeg_2 = boat_nutmeg_2
mn-why-space-boat_nutmeg_3 = boat_nutmeg_3
mn-why-space-boat_silk_1 = boat_silk_1
mn-why-space-boat_silk_2 = boat_silk_2
mn-why-space-boat_silk_3 = boat_silk_3
mn-why-space-boat_jade_1 = boat_jade_1
mn-why-space-boat_jade_2 = boat_jade_2
mn-why-space-boat_jade_3 = boat_jade_3
mn-why-space-boat_jade_4 = boat_jade_4
mn-why-space-harbor_a = harbor_a
mn-why-space-harbor_b = harbor_b
mn-why-space-harbor_c = harbor_c
mn-why-space-shipyard_a = shipyard_a
mn-why-space-shipyard_b = shipyard_b
mn-why-space-shipyard_c = shipyard_c
mn-why-space-pirate_captain = pirate_captain
mn-why-space-pirate_second = pirate_second
mn-why-space-pilot_small = pilot_small
mn-why-space-pilot_large = pilot_large
mn-why-space-insurance = insurance

# A decision as the English reason quotes it: the engine's name of the decision.
mn-why-decision-auction_bid = auction_bid
mn-why-decision-buy_share = buy_share
mn-why-decision-load_goods = load_goods
mn-why-decision-start_positions = start_positions
mn-why-decision-place_accomplice = place_accomplice
mn-why-decision-pirate_boarding = pirate_boarding
mn-why-decision-small_pilot = small_pilot
mn-why-decision-large_pilot = large_pilot
mn-why-decision-large_pilot_second = large_pilot_second
mn-why-decision-plunder_destination = plunder_destination
mn-why-decision-game_over = game_over

# $legal quotes the notations a person types (the API's words, the same in every language).
mn-why-other-decision = it is { $player }'s decision '{ $decision }'; legal now: { $legal }
mn-why-bid-higher = a bid must be higher than the current bid of { $bid } (§5)
mn-why-bid-max = bids stop at { $max } (Manila R3)
mn-why-bid-funds = { $player } can pay at most { $funds } (cash { $cash } + { $per } per unmortgaged share): no bid above what he can pay (§5)
mn-why-mortgage-after-redeem = a player who redeemed a share this turn may not mortgage in the same turn (Manila R5)
mn-why-no-unmortgaged = { $player } has no unmortgaged { $share } (§14)
mn-why-redeem-after-mortgage = a player who mortgaged a share this turn may not redeem in the same turn (Manila R5)
mn-why-no-mortgaged = { $player } has no mortgaged { $share } (§14)
mn-why-redeem-cash = redeeming costs { $cost } and { $player } has { $cash } (§14)
mn-why-no-share-left = no { $share } is left in the supply (§6.1)
mn-why-share-funds = a { $share } costs { $price } and { $player } can pay at most { $funds } (§6.1)
mn-why-ashore = { $good } stays ashore this voyage (§6.2)
mn-why-boat-placed = the { $boat } is already placed (§6.3)
mn-why-boat-order = the boats are placed in route order: the { $boat } is next (§6.3)
mn-why-start-sum = start positions are 0..{ $max } and the three must sum to exactly { $sum }; { $start } cannot be completed (§6.3)
mn-why-board-13 = pirates board only a boat standing on { $space } (§9.1)
mn-why-board-cheapest = a boarding pirate takes the cheapest empty seat, { $space } (§9.1)
mn-why-board-full = a boat with no empty seat cannot be boarded (§9.1; see option pirate_variant)
mn-why-board-protected = the second pirate may not displace the captain who has just boarded (§16)
mn-why-board-fill-first = empty seats on the boats on 13 must be filled before anyone is displaced (§16)
mn-why-board-cheapest-own = seats of one player on one boat are equivalent: displace his cheapest one (Manila R11)
mn-why-not-sailing = { $good } is not on a boat this voyage (§10)
mn-why-berthed = the { $boat } is already berthed and cannot be moved (§10)
mn-why-below-zero = a pilot may not move a boat below space 0 (§10; rulings Q7)
mn-why-two-spaces = only the large pilot may move a boat two spaces (§10)
mn-why-second-boat = the large pilot's second move must be another boat (§10)
mn-why-send = the captain decides only for the plundered { $boat } now (§9.2)
mn-why-no-decline = this decision cannot be declined (§6, §9.2, §14)
mn-why-not-now = not allowed now
mn-why-ashore-seats = { $good } stays ashore this voyage: its boat has no seats (§6.2)
mn-why-taken = { $space } is taken (§7.1)
mn-why-seat-order = boat seats are taken cheapest first: the next one is { $space } (§7.2)
mn-why-stowaway-insurance = the insurance agent may not place stowaways (§7.3, Manila R7)
mn-why-stowaway-can-pay = { $player } can still pay for a free space, so he may not stow away (§7.3: only when every free space but the insurance is too expensive)
mn-why-stowaway-boat = stowaways go only on boat seats (§7.3)
mn-why-captain-first = the first pirate must take the captain's space (§7.2)
mn-why-space-funds = { $space } costs { $cost } and { $player } can pay at most { $funds } (§7.1)

## Log lines (the game log; the engine writes the same English sentences)
## Goods, boats, shares and spaces inside a log sentence (in lower case in English).
mn-log-good-ginseng = ginseng
mn-log-good-nutmeg = nutmeg
mn-log-good-silk = silk
mn-log-good-jade = jade
mn-log-boat-ginseng = ginseng boat
mn-log-boat-nutmeg = nutmeg boat
mn-log-boat-silk = silk boat
mn-log-boat-jade = jade boat
mn-log-share-ginseng = ginseng share
mn-log-share-nutmeg = nutmeg share
mn-log-share-silk = silk share
mn-log-share-jade = jade share
mn-log-space-harbor_a = harbour space A
mn-log-space-harbor_b = harbour space B
mn-log-space-harbor_c = harbour space C
mn-log-space-shipyard_a = shipyard space A
mn-log-space-shipyard_b = shipyard space B
mn-log-space-shipyard_c = shipyard space C
mn-log-space-pirate_captain = the pirate captain
mn-log-space-pirate_second = the second pirate
mn-log-space-pilot_small = the small pilot
mn-log-space-pilot_large = the large pilot
mn-log-space-insurance = the insurance office
## The harbour and shipyard spaces opening a sentence.
mn-log-space-first-harbor_a = Harbour space A
mn-log-space-first-harbor_b = Harbour space B
mn-log-space-first-harbor_c = Harbour space C
mn-log-space-first-shipyard_a = Shipyard space A
mn-log-space-first-shipyard_b = Shipyard space B
mn-log-space-first-shipyard_c = Shipyard space C
mn-log-pilot-small = small pilot
mn-log-pilot-large = large pilot

## Setup and the auction
mn-log-dealt = You are dealt a { $first } and a { $second } share.
mn-log-oldest = { $player } is the oldest player and opens the first auction.
mn-log-voyage = Voyage { $voyage }: { $player } opens the auction.
mn-log-bid = { $player } bids { $pesos }.
mn-log-pass = { $player } passes.
mn-log-auction-won = { $player } wins the auction for { $pesos } and is the harbour master.
mn-log-no-bid-again = Nobody bids: { $player } is the harbour master again, for free.
mn-log-no-bid-opener = Nobody bids: { $player }, who opened, is the harbour master for free.
mn-log-mortgage = { $player } mortgages a share (+{ $pesos }).
mn-log-mortgage-to-pay = { $player } mortgages a share to pay { $owed } (+{ $pesos }).
mn-log-mortgage-insurance = { $player } mortgages a share to pay the insurance (+{ $pesos }).
mn-log-mortgage-own = You mortgage a { $share }.
mn-log-redeem = { $player } redeems a mortgaged share (-{ $pesos }).
mn-log-redeem-own = You redeem a { $share }.

## The harbour master
mn-log-buy-none = { $player } buys no share.
mn-log-buy = { $player } buys a { $share } for { $pesos }.
mn-log-load = { $player } loads { $first }, { $second } and { $third }; { $ashore } stays ashore.
mn-log-start = { $player } places the boats: { $good1 } { $space1 }, { $good2 } { $space2 }, { $good3 } { $space3 }.

## Placement
mn-log-place-pass = { $player } passes and places no more accomplices this voyage.
mn-log-place-seat = { $player } places an accomplice on { $boat } seat { $seat } (cost { $cost }).
mn-log-place = { $player } places an accomplice on { $space } (cost { $cost }).
mn-log-stowaway = { $player } stows away on the { $boat } ({ $boat } seat { $seat }, free).
mn-log-insurance = { $player } becomes the insurance agent and receives { $pesos }.

## Sailing, pilots and pirates
mn-log-dice =
    Move { $move }: the dice show { $count ->
        [1] { $good1 } { $die1 }
        [2] { $good1 } { $die1 }, { $good2 } { $die2 }
       *[3] { $good1 } { $die1 }, { $good2 } { $die2 }, { $good3 } { $die3 }
    }.
mn-log-dice-none = Move { $move }: every boat is already in Manila.
mn-log-arrive = The { $boat } reaches Manila ({ $berth }).
mn-log-shipyard-late = The { $boat } does not reach Manila and goes to the shipyard ({ $berth }).
mn-log-shipyard-unplundered = The { $boat } stays on 13 unplundered and goes to the shipyard ({ $berth }).
mn-log-shipyard-plundered = The { $boat } is sent to the shipyard by the pirates ({ $berth }).
mn-log-pilot-pass = { $player } ({ $pilot }) moves no boat.
mn-log-pilot-forward = { $player } ({ $pilot }) moves the { $boat } +{ $spaces } to { $space }.
mn-log-pilot-back = { $player } ({ $pilot }) moves the { $boat } -{ $spaces } to { $space }.
mn-log-pilot-to-manila = { $player } ({ $pilot }) moves the { $boat } +{ $spaces } to Manila.
mn-log-pirate-stays = { $player } stays on the pirate ship.
mn-log-board = { $player } boards the { $boat } ({ $boat } seat { $seat }).
mn-log-board-send-home = { $player } boards the { $boat } and sends { $victim }'s accomplice home ({ $boat } seat { $seat }).
mn-log-new-captain = { $player } moves to the bow and is the pirate captain.
mn-log-sails-on = The pirate ship is empty: the { $boat } on 13 sails on.
mn-log-plunder = The pirates plunder the { $boat }.
mn-log-plunder-crew =
    The pirates plunder the { $boat }; { $count ->
        [1] { $player1 }
        [2] { $player1 }, { $player2 }
        [3] { $player1 }, { $player2 }, { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 }, { $player4 }
    } go home unpaid.
mn-log-plunder-sent-on = { $player } sends the plundered { $boat } on.

## Payouts and prices
mn-log-plunder-pays =
    Pirates: the { $good } plunder pays { $pesos } to each of { $count ->
        [1] { $player1 }
       *[2] { $player1 }, { $player2 }
    }.
mn-log-boat-pays =
    The { $boat } pays { $pesos } to each accomplice on board ({ $count ->
        [1] { $player1 }
        [2] { $player1 }, { $player2 }
        [3] { $player1 }, { $player2 }, { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 }, { $player4 }
    }).
mn-log-space-pays = { $space } pays { $pesos } to { $player }.
mn-log-shipyard-pays = { $space } pays { $pesos } to { $player } (from the bank).
mn-log-insurance-owes-nothing = { $player } (insurance) owes nothing and keeps the premium.
mn-log-insurance-owes = { $player } (insurance) owes { $pesos } for the boats in the shipyard.
mn-log-insurance-self = { $space }: { $player } would pay himself { $pesos }: cancelled.
mn-log-insurance-pays = { $space }: { $player } pays { $pesos } to { $payee }.
mn-log-insurance-pays-covered = { $space }: { $player } pays { $pesos } to { $payee } and the bank covers { $rest }.
mn-log-insurance-pays-bank = { $space }: { $player } pays { $pesos } to the bank.
mn-log-insurance-pays-bank-waived = { $space }: { $player } pays { $pesos } to the bank; the rest is waived.
mn-log-prices-rise =
    Prices rise: { $count ->
        [1] { $good1 } { $price1 }
        [2] { $good1 } { $price1 }, { $good2 } { $price2 }
       *[3] { $good1 } { $price1 }, { $good2 } { $price2 }, { $good3 } { $price3 }
    }.
mn-log-prices-stay = No good reached Manila: prices stay.
mn-log-game-over =
    { $count ->
        [1] { $good1 }
        [2] { $good1 } and { $good2 }
        [3] { $good1 } and { $good2 } and { $good3 }
       *[4] { $good1 } and { $good2 } and { $good3 } and { $good4 }
    } reached { $price }: the game is over.
