### The terminal client's own words (tradewinds play / replay).

cli-commands-help =
    Type the number of an action, or its notation (e.g. 'builder', 'build harbor').
    Other commands: help <topic> · help <number> · log (full log) · board (redraw the whole board) · quit
cli-typed-stays = (The notation you type is the same in every language.)
cli-seat-you = { $name } (you)
cli-seat-person = { $name } (person)
cli-seat-bot = { $name } ({ $bot })
cli-bot-easy = Easy bot
cli-bot-medium = Medium bot
cli-bot-hard = Hard bot
cli-bot-expert = Expert bot
cli-bot-random = Random bot
cli-bot-heuristic = Heuristic bot
cli-bot-heuristic-shipper = Heuristic bot (shipper)
cli-bot-heuristic-builder = Heuristic bot (builder)
cli-bot-heuristic-trader = Heuristic bot (trader)
cli-bot-heuristic-producer = Heuristic bot (producer)
cli-bot-heuristic-chapel = Heuristic bot (chapel)
cli-bot-heuristic-safe = Heuristic bot (safe)
cli-bot-heuristic-gambler = Heuristic bot (gambler)
cli-bot-heuristic-harbour = Heuristic bot (harbour)
cli-bot-ismcts = ISMCTS bot
cli-player-n = Player { $n }
cli-seating = { $title }, { $players } players, seed { $seed }: { $seating }
cli-seating-resumed = { $title }, { $players } players, seed { $seed }, resumed at move { $move }: { $seating }
cli-your-choice = { $name }, your choice:
cli-your-answer = { $name } — { $ask }:
cli-turn-of = { $name }'s turn
cli-pass-keyboard = Pass the keyboard to { $name } and press Enter:
cli-log-since = Log since your last decision ({ $name })
cli-since = Since your last decision ({ $name }; 'board' shows the whole board)
cli-ask-or = { $range }, or { $others }
cli-ask-or-above = { $range }, or another action above
cli-type-number = type a number
cli-please-answer = Please answer: { $ask } (or 'help').
cli-please-choose = Please choose: a number 1-{ $count }, an action, or 'help'.
cli-full-log = Full log ({ $name })
cli-not-number-nor-action = '{ $text }' is neither a number nor an action: { $ask } (or 'help').
cli-not-choice-nor-action = '{ $text }' is neither a choice nor an action. Type a number 1-{ $count }, an action such as the ones listed, or 'help'.
cli-cannot-now = You cannot do that now: { $why }
cli-not-listed = { $action } is not among the listed choices
cli-no-choice = There is no choice { $number }: pick a number from 1 to { $count }.
cli-out-of-range = { $number } is not possible now: the range is { $range }. { $ask }.
cli-number-means = Here a number means the amount: { $ask }.
cli-no-help = No help for '{ $topic }'. Try { $examples }.
cli-not-saved = Not saved. Bye.
cli-interrupted = Interrupted.
cli-input-ended = Input ended before the game was over.
cli-saved-in = The game is saved in { $path }: 'tradewinds play --resume { $path }' continues it. Bye.
cli-save-question = Save the game? Enter: { $file } · another file name · n: leave without saving:
cli-save-failed = { $error }. Another file name, or n (or Ctrl-C) to leave.
cli-saved-to = Saved to { $path }: 'tradewinds play --resume { $path }' continues the game, 'tradewinds replay { $path }' replays it. Bye.
cli-game-over = Game over
cli-last-moves = Last moves
cli-record-saved = Record saved to { $path }.
cli-earlier-lines = … { $count } earlier line(s)
cli-log-hint = type 'log' for the full log
cli-only-you = { $text } (only you see this)
cli-nothing-new = (nothing new)
cli-replaying = Replaying { $path }: { $title }, { $players } players, seed { $seed }, { $total } action(s).
cli-replay-keys = Press Enter for the next action, q then Enter to stop.
cli-stopped = Stopped.
cli-replay-move = Move { $number }/{ $total }: { $name } — { $action }
cli-log = Log
cli-use-step = use --step
cli-record-stops = The record stops before the end of the game (move { $move }).
cli-state-hash = State hash: { $hash }

## The boards: words every game shares.
cli-none = none
cli-you-colon = You:
cli-governor = Governor: { $name }
cli-game-is-over = the game is over
cli-to-act = to act:
cli-last-round = Last round! Game end triggered by: { $triggers }
cli-spectator = spectator
cli-you-are = you are { $name }
cli-left = { $count } left
cli-vp = VP
cli-final-score = Final score
cli-score-so-far = Score so far
cli-rank = Rank
cli-player = Player
cli-total = Total
cli-tiebreak = Tiebreak
cli-winners =
    { $count ->
        [one] Winner
       *[other] Winners
    }: { $names }
cli-shared-victory = (a shared victory: equal score and tiebreak)
cli-rounds-triggers = Rounds: { $rounds } · game end triggered by: { $triggers }

## Puerto Rico's board.
cli-pr-status =
    { $doubloons ->
        [one] 1 doubloon
       *[other] { $doubloons } doubloons
    } · VP chips { $chips } · goods { $goods } · island { $island }/12 · city { $city }/12 · San Juan { $san_juan }
cli-pr-title = Puerto Rico · { $players } players · { $edition }{ $expansions } · round { $round } · move { $move }
cli-phase-of = { $role } phase of { $name }
cli-roles = Roles
cli-pr-role = Role
cli-pr-taken-by = Taken by
cli-pr-kidnapped-by = kidnapped by { $name }
cli-pr-colonists = Colonists
cli-pr-nobles = Nobles
cli-pr-ship-supply = { $ship } on the ship · { $supply } in the supply
cli-pr-vp-chips = VP chips
cli-pr-vp-chips-n = VP chips { $chips }
cli-pr-plantations = Plantations
cli-pr-none-face-up = none face up
cli-pr-face-down =
    { $stack } face down · { $quarries ->
        [one] 1 quarry
       *[other] { $quarries } quarries
    }
cli-pr-goods = Goods
cli-pr-empty = empty
cli-pr-ship = { $capacity }-ship
cli-pr-trading-house = Trading house
cli-pr-supply = Supply
cli-governor-mark = governor
cli-pr-doubloons = Doubloons
cli-buildings-vp = Buildings { $vp } VP · San Juan { $san_juan }
cli-pr-island = Island { $filled }/12
cli-pr-city = City { $used }/12
cli-pr-large = (large)
cli-pr-on-circles = Colonists on circles { $used }/{ $total }
cli-buildings-title = Buildings (price for you, cost if different; ✓ = yours)
cli-pr-building = Building
cli-pr-left-column = Left
cli-buildings = Buildings
cli-bonuses = Bonuses
cli-pr-tiebreak = Tiebreak = doubloons + barrels.
cli-pr-help-building = cost { $cost } doubloons, { $vp } VP.
cli-pr-help-good = { $good }: sells for { $price } doubloon(s) at the trading house.
cli-pr-help-examples = help <building> (e.g. help harbor, help guild hall) or help <role> ({ $roles }) or help <good>
cli-vp-n = { $vp } VP

## San Juan's board.
cli-sj-status =
    buildings { $buildings }/12 · { $vp } VP · { $goods ->
        [one] 1 good
       *[other] { $goods } goods
    } on your production buildings
cli-sj-setup-variant = setup variant
cli-sj-title = San Juan · { $players } players{ $variant } · round { $round } · move { $move }
cli-sj-library-doubled = (Library: privilege doubled)
cli-sj-game-ending = A city has 12 buildings: the game ends after this builder phase!
cli-sj-cards = Cards
cli-sj-piles = draw pile { $draw } · discard pile { $discard }
cli-sj-price-tile = Price tile
cli-sj-not-seen = { $count } not seen yet
cli-sj-next = next:
cli-sj-tiles-seen = Tiles seen
cli-sj-none-yet = none yet
cli-sj-table = Table
cli-sj-building-now = Building
cli-sj-over = over the
cli-sj-still-to-pay =
    : { $due ->
        [one] 1 card
       *[other] { $due } cards
    } still to pay
cli-sj-paid-with-goods = ({ $count } paid with goods)
cli-sj-goods-so-far = { $done } of up to { $allowance } goods so far
cli-sj-gold-mine-turned = Gold mine turned up:
cli-sj-you-drew = You drew:
cli-sj-looking-at =
    Looking at { $count ->
        [one] 1 card
       *[other] { $count } cards
    } drawn
cli-sj-left-to-keep =
    { $count ->
        [one] 1 card
       *[other] { $count } cards
    } left to keep / discard
cli-sj-now = Now
cli-sj-hand-buildings = Hand { $hand } · buildings { $buildings }/12
cli-sj-under-it = { $count } under it
cli-sj-covered = Covered:
cli-sj-chapel-cards = Chapel cards: { $count }
cli-sj-known = Known in hand:
cli-sj-your-hand = Your hand ({ $count } cards)
cli-sj-card = Card
cli-sj-cost = Cost
cli-sj-price = Price
cli-sj-effect = Effect
cli-sj-under-chapel = Under your Chapel: { $cards }
cli-sj-help-card = cost { $cost }, { $vp } VP, { $count } copies.
cli-sj-help-examples = help <card> (e.g. help library, help black market), help <role> ({ $roles }) or help <good>
cli-sj-chapel = Chapel
cli-sj-rounds-end = Rounds: { $rounds } · game end: { $triggers }
cli-sj-score-note = Buildings = printed VP (number of buildings). Tiebreak = hand + goods.

## Manila's board.
cli-mn-status =
    { $cash ->
        [one] 1 peso
       *[other] { $cash } pesos
    } · shares { $shares } · { $mortgaged } mortgaged · { $home } accomplices at home
cli-mn-pirate-variant = pirate variant
cli-mn-base-pirates = base pirates
cli-mn-title = Manila · { $players } players · voyage { $voyage } · move { $move } · { $rules }
cli-mn-harbour-master = Harbour master:
cli-mn-auction = (auction)
cli-mn-opened-by = Auction opened by { $name }
cli-mn-high-bid = high bid { $bid } by
cli-mn-no-bid = no bid yet
cli-mn-not-loaded = The boats are not loaded yet.
cli-mn-routes = Routes
cli-mn-plundered = (plundered)
cli-mn-not-placed = not placed
cli-mn-die = die { $die }
cli-mn-value-seats = value { $value } · seats
cli-mn-stays-ashore = ({ $good } stays ashore)
cli-mn-moves-done =
    { $count ->
        [one] 1 move
       *[other] { $count } moves
    } done
cli-mn-spaces = Spaces
cli-mn-space = Space
cli-mn-pays = Pays
cli-mn-held-by = Held by
cli-mn-boat = Boat
cli-mn-plunder = plunder
cli-mn-ten-now = +10 now
cli-mn-market = Black market (price track 0 5 10 20 30)
cli-mn-good = Good
cli-mn-track = Track
cli-mn-share-costs = Share costs
cli-mn-supply = Supply
cli-mn-players = Players
cli-mn-cash = Cash
cli-mn-home = Home
cli-mn-shares = Shares
cli-mn-mortgaged = Mortgaged
cli-mn-your-shares = Your shares / bought
cli-mn-passed = passed
cli-mn-n-mortgaged = ({ $count } mortgaged)
cli-mn-bought = bought: { $goods }
cli-mn-secret = secret
cli-mn-help-cost = cost { $cost }.
cli-mn-help-examples = help <space> (e.g. help harbor_a, help pilot_large, help insurance) or help <good> (ginseng, nutmeg, silk, jade)
cli-mn-final = Final fortunes
cli-mn-so-far = Fortunes so far
cli-mn-share-value = Share value
cli-mn-mortgages = Mortgages
cli-mn-fortune = Fortune
cli-mn-shared-victory = (a shared victory: equal fortunes)
cli-mn-result-line = Voyages: { $voyages } · reached 30: { $ended } · prices: { $prices }

## Puerto Rico's expansions on the board.
cli-pr-token-on-card = token on the card
cli-pr-token-held-by = token held by { $name }
cli-pr-drawn-tile = Drawn tile
cli-pr-tile-face-down = face down
cli-pr-goal-open = open
cli-pr-goal-reached-by = reached by { $name }
cli-pr-goal-plantations = plantations → 3 colonists
cli-pr-goal-plantation = Plantation
cli-pr-goal-produce = produce
cli-pr-goal-doubloons = → 3 doubloons
cli-pr-goal-production = Production
cli-pr-goal-build = build the { $building }
cli-pr-goal-drawn-building = a building drawn after the draft
cli-pr-goal-construction = Construction
cli-pr-festival-goals = Festival goals
cli-pr-draft-cost = cost { $cost }: { $count }
cli-pr-draft-free = Free spaces: { $spaces }
cli-pr-draft-candidates = Candidates: { $names }
cli-pr-draft = Building draft
cli-pr-nobles-n = nobles { $count }
cli-pr-in-san-juan = ({ $count } in San Juan)
cli-pr-token = token
cli-pr-n-nobles = { $count } noble(s)
cli-pr-forest = forest
cli-pr-noble = noble

## Resuming.
cli-seats-unsaved = { $path } does not say who sat where (it was saved by an older version): seat 1 plays as you, the others as random bots; --seats chooses them.

## `help <topic>`: the rules beyond single buildings and spaces (Puerto Rico's expansions, Manila).
cli-pr-topic-nobles = Nobles (expansion 2): 20 nobles; the colonist ship carries one each time it is filled, and whoever takes it chooses it instead of a colonist. A noble works like a colonist and is worth 1 VP at the end; some buildings work differently with a noble. A short colonist supply does not end the game.
cli-pr-topic-forest = Forests (expansion 1): with an occupied Forest House a plantation you take may go face down as a forest: it fills an island space, needs no colonist and produces nothing; every 2 forests take 1 doubloon off a building.
cli-pr-topic-festival = Festival (expansion 4): three goals drawn at setup - 3 plantations of one kind (3 colonists), producing the barrels shown in one craftsman phase (3 doubloons), building the building shown (3 VP). The first player to reach a goal takes it.
cli-pr-topic-draft = Building draft (expansion 1): before the game the players, from the governor, each pick a commercial building for a free board space of the same cost until every space is filled (option draft=random fills them at random).
cli-pr-topic-guests = Guest House (expansion 1): at the start of any phase (the mayor's too), before your own decisions and at the end of the settler and captain phases you may move a guest onto an empty circle of your board (guest <spot>).
cli-mn-topic-auction = Auction: the opener (voyage 1: the oldest player; later the previous harbour master) bids at least 1 or passes; clockwise, each bids more or passes, and a pass is final. Nobody may bid more than cash + 12 per unmortgaged share (and at most 250). The winner pays the bank; with no bid the previous harbour master keeps the role for free.
cli-mn-topic-harbour_master = The harbour master may buy one share (max(5, price)), loads three of the four goods and places the boats on spaces 0-5 with starts summing to exactly 9; he places the first accomplice and rolls the dice.
cli-mn-topic-mortgage = Mortgage: +{ $cash } from the bank per share; redeeming costs { $redeem }; each share still mortgaged at the end costs { $penalty }. Offered at your auction turns (you choose the share). When a payment exceeds your cash, the shares it needs are mortgaged at once in the order ginseng, nutmeg, silk, jade (which one never changes the score); the others see only how many.
cli-mn-topic-stowaway = Stowaway: if no free space but the insurance costs at most what you can pay, you may put an accomplice on the cheapest free seat of a boat for free (not if you are the insurance agent).
cli-mn-topic-pirates = Pirates: after move 2 the captain, then the other pirate, may board a boat on 13 (an empty seat; with the variant they may send an accomplice home once no boat on 13 has an empty seat). After move 3 every boat on 13 is plundered: its accomplices go home unpaid, the pirates share its value, the captain sends it to the harbour (its price rises) or the shipyard.
cli-mn-topic-pilots = Pilots: before move 3 the small pilot may move one boat 1 space, then the large pilot one boat 1-2 spaces or two boats 1 space each, forward or back (never below 0; past 13 the boat arrives).
cli-mn-topic-insurance = Insurance: free, +10 at once. After the voyage the agent pays each occupied shipyard berth's value (6 / 8 / 15) to its accomplice or the bank: 0 / 6 / 14 / 29 for 0-3 boats in the shipyard. If he cannot pay even by mortgaging, the bank pays the rest.
cli-mn-topic-end = The game ends after the voyage in which a price reaches 30. Fortune = cash + the price of every share (mortgaged or not) - 15 per mortgaged share; ties share the victory.
