### San Juan: the game's words (rulebook terms) and its action phrases.

sj-role-builder = Constructor
sj-role-producer = Producător
sj-role-trader = Comerciant
sj-role-councillor = Consilier
sj-role-prospector = Căutător de aur

sj-good-indigo = Indigo
sj-good-sugar = Zahăr
sj-good-tobacco = Tutun
sj-good-coffee = Cafea
sj-good-silver = Argint

sj-card-indigo_plant = Fabrică de indigo
sj-card-sugar_mill = Moară de zahăr
sj-card-tobacco_storage = Depozit de tutun
sj-card-coffee_roaster = Prăjitorie de cafea
sj-card-silver_smelter = Topitorie de argint
sj-card-smithy = Fierărie
sj-card-gold_mine = Mină de aur
sj-card-archive = Arhivă
sj-card-poor_house = Azil
sj-card-black_market = Piață neagră
sj-card-trading_post = Post comercial
sj-card-well = Fântână
sj-card-market_stand = Tarabă
sj-card-crane = Macara
sj-card-chapel = Capelă
sj-card-tower = Turn
sj-card-aqueduct = Apeduct
sj-card-carpenter = Tâmplărie
sj-card-prefecture = Prefectură
sj-card-market_hall = Hală
sj-card-quarry = Carieră
sj-card-library = Bibliotecă
sj-card-statue = Statuie
sj-card-victory_column = Coloana victoriei
sj-card-hero = Erou
sj-card-guild_hall = Sala breslelor
sj-card-city_hall = Primărie
sj-card-triumphal_arch = Arc de triumf
sj-card-palace = Palat

sj-governor = Guvernator

sj-trading-house = plăcuța casei de comerț

sj-hand = mână

sj-cards = cărți

sj-draw-pile = pachet

sj-discard-pile = cărți aruncate

sj-city = oraș

sj-vp = PV

sj-production-building = clădire de producție

sj-violet-building = clădire violet

sj-privilege = privilegiu

sj-trigger-twelve_buildings = un oraș a ajuns la 12 clădiri
sj-trigger-stalemate = nimeni nu mai putea continua

sj-decision-setup_discard = pregătire: aruncă
sj-decision-choose_role = alege un rol
sj-decision-library = Bibliotecă acum?
sj-decision-builder_build = constructor: construiește
sj-decision-builder_crane = constructor: Macara
sj-decision-builder_black_market = constructor: Piață neagră
sj-decision-builder_pay = constructor: plătește
sj-decision-producer_produce = producător: produce
sj-decision-trader_sell = comerciant: vinde
sj-decision-councillor_keep = consilier: păstrează
sj-decision-councillor_discard = consilier: aruncă
sj-decision-gold_mine = Mină de aur
sj-decision-chapel = Capelă
sj-decision-hand_limit = limita de cărți: aruncă
sj-decision-game_over = joc încheiat

sj-action-role = { $role }
sj-action-library = Folosește Biblioteca acum (privilegiu dublu)
sj-action-no-library = Păstrează Biblioteca pentru mai târziu
sj-action-build = Construiește: { $card }
sj-action-cover = Macara: construiește peste: { $card }
sj-action-black-market = Piață neagră: plătește cu un bun de { $good }
sj-action-pay = Plătește cu o carte: { $card }
sj-action-produce = Produce { $good }
sj-action-sell = Vinde { $good }
sj-action-keep = Păstrează: { $card }
sj-action-discard = Aruncă: { $card }
sj-action-take = Mină de aur: ia: { $card }
sj-action-tuck = Capelă: pune dedesubt: { $card }
sj-action-pass = Pas
sj-action-pass-builder-build = Nu construi nimic
sj-action-pass-builder-crane = Construiește fără Macara
sj-action-pass-builder-black-market = Plătește doar cu cărți
sj-action-pass-producer-produce = Nu mai produce
sj-action-pass-trader-sell = Nu mai vinde
sj-action-pass-gold-mine = Nu lua nicio carte
sj-action-pass-chapel = Nu pune nicio carte sub Capelă

sj-effect-indigo_plant = Ține un bun de indigo. Fiecare jucător începe cu una în oraș; se pot deține oricâte.
sj-effect-sugar_mill = Ține un bun de zahăr. Se pot deține oricâte.
sj-effect-tobacco_storage = Ține un bun de tutun. Se pot deține oricâte.
sj-effect-coffee_roaster = Ține un bun de cafea. Se pot deține oricâte.
sj-effect-silver_smelter = Ține un bun de argint. Se pot deține oricâte.
sj-effect-smithy = Construirea unei clădiri de producție îl costă pe proprietar cu 1 carte mai puțin.
sj-effect-gold_mine = În fiecare fază a căutătorului de aur proprietarul întoarce primele 4 cărți; dacă toate costurile diferă, poate lua una în mână, restul se aruncă.
sj-effect-archive = În fiecare fază a consilierului, consilier sau nu, proprietarul pune întâi cărțile trase în mână, apoi aruncă din toată mâna.
sj-effect-poor_house = După construire, proprietarul care are cel mult 1 carte în mână trage 1 carte.
sj-effect-black_market = La construire, proprietarul poate arunca până la 2 bunuri ale sale; fiecare plătește 1 carte din preț.
sj-effect-trading_post = Proprietarul poate vinde încă 1 bun.
sj-effect-well = Proprietarul care produce cel puțin 2 bunuri trage 1 carte.
sj-effect-market_stand = Proprietarul care vinde cel puțin 2 bunuri trage 1 carte.
sj-effect-crane = Proprietarul poate construi peste una dintre clădirile sale (nu Macaraua, nu una identică); cea acoperită iese din joc și costul ei se scade din preț.
sj-effect-chapel = La începutul fiecărei runde proprietarul poate pune 1 carte din mână cu fața în jos sub Capelă: 1 PV fiecare la final.
sj-effect-tower = Limita de cărți în mână a proprietarului este 12 în loc de 7.
sj-effect-aqueduct = Proprietarul poate produce încă 1 bun.
sj-effect-carpenter = După construirea unei clădiri violet, proprietarul trage 1 carte.
sj-effect-prefecture = În fiecare fază a consilierului, consilier sau nu, proprietarul păstrează 2 dintre cărțile trase în loc de 1.
sj-effect-market_hall = Proprietarul care vinde cel puțin 1 bun trage încă 1 carte.
sj-effect-quarry = Construirea unei clădiri violet îl costă pe proprietar cu 1 carte mai puțin.
sj-effect-library = Privilegiul proprietarului se dublează când alege un rol (cu 2 jucători, o dată pe rundă).
sj-effect-statue = Monument: doar puncte de victorie.
sj-effect-victory_column = Monument: doar puncte de victorie.
sj-effect-hero = Monument: doar puncte de victorie.
sj-effect-guild_hall = Sfârșitul jocului: 2 PV pentru fiecare clădire de producție a proprietarului.
sj-effect-city_hall = Sfârșitul jocului: 1 PV pentru fiecare clădire violet a proprietarului, inclusiv Primăria.
sj-effect-triumphal_arch = Sfârșitul jocului: 4, 6 sau 8 PV pentru 1, 2 sau 3 monumente ale proprietarului.
sj-effect-palace = Sfârșitul jocului, numărat ultimul: 1 PV pentru fiecare 4 PV întregi pe care proprietarul îi are din rest.
sj-effect-builder = fiecare poate construi o clădire, plătind costul în cărți; constructorul plătește cu 1 carte mai puțin.
sj-effect-producer = fiecare poate produce 1 bun pe o clădire de producție goală; producătorul poate produce încă 1.
sj-effect-trader = se întoarce o plăcuță de prețuri; fiecare poate vinde 1 bun pe cărți; comerciantul poate vinde încă 1.
sj-effect-councillor = fiecare trage 2 cărți și păstrează 1; consilierul trage în schimb 5.
sj-effect-prospector = căutătorul de aur trage 1 carte; nimeni altcineva nu acționează (cu excepția Minelor de aur).

## The short verbs on a card that acts (the card names the object)
sj-verb-build = Construiește
sj-verb-pay = Plătește cu ea
sj-verb-discard = Aruncă
sj-verb-tuck = Pune sub Capelă
sj-verb-keep = Păstrează
sj-verb-take = Ia
sj-verb-cover = Construiește peste ea (Macara)
sj-verb-produce = Produce
sj-verb-sell = Vinde
sj-verb-black-market = Plătește cu marfa ei (Piață neagră)
sj-verb-choose = Alege

## The board's own labels and notes (web/src/boards/san_juan.ts)
sj-board-bonus-guild_hall = { $n } PV pentru fiecare clădire de producție
sj-board-bonus-city_hall = 1 PV pentru fiecare clădire violet
sj-board-bonus-triumphal_arch = 4 / 6 / 8 PV pentru 1 / 2 / 3 monumente
sj-board-bonus-palace = 1 PV la fiecare 4 PV din restul punctelor
sj-board-at-game-end = la sfârșitul jocului: { $rule }
sj-board-vp = { $vp } PV
sj-board-vp-now = { $vp } PV acum
sj-board-vp-if-built = { $vp } PV dacă o construiești acum
sj-board-your-price = prețul tău (costul tipărit)
sj-board-cost-in-cards = cost în cărți
sj-board-more-title = arată tot efectul
sj-board-more = mai mult
sj-board-less = mai puțin
sj-board-trading-house-title = Casa de comerț: cărțile plătite pentru o marfă de fiecare fel în această fază a Comerciantului
sj-board-prices-now = Prețuri acum (cărți pe marfă)
sj-board-prices-last = Ultimele prețuri (cărți pe marfă)
sj-board-prices = Prețuri
sj-board-no-tile = nicio plăcuță întoarsă încă
sj-board-tiles-unseen = plăcuțe nevăzute: { $n }
sj-board-roles = Roluri
sj-board-market = Piață
sj-board-stat-draw = cărți în pachet
sj-board-stat-discard = cărți aruncate
sj-board-stat-round = runda
sj-board-stat-phase = faza
sj-board-last-round = Ultima rundă: s-au atins 12 clădiri
sj-board-building-due = Construcție: { $card }: cărți de plătit { $due }, plătite { $paid }
sj-board-over = (peste: { $card })
sj-board-left = cărți de ales încă: { $n }
sj-board-done = { $done } din { $allowance } făcute
sj-board-drawn-hidden = cărți trase (ascunse): { $n }
sj-board-gold-turned = Mină de aur: cărți întoarse
sj-board-drawn = Cărți trase
sj-board-in-progress = În desfășurare
sj-board-copy = { $i } din { $n }
sj-board-your-hand = Mâna ta ({ $n })
sj-board-empty = goală
sj-board-no-good = nicio marfă
sj-board-built-n = construite: { $n }
sj-board-you = tu
sj-board-governor = guvernator
sj-board-to-act = la rând
sj-board-stat-hand = cărți în mână
sj-board-stat-buildings = clădiri
sj-board-stat-building-vp = PV din clădiri
sj-board-stat-chapel = cărți sub Capelă
sj-board-built-over = Acoperite cu Macaraua: { $cards }.
sj-board-known-hand = Știute în mână: { $cards }.

## Why a move is refused (src/tradewinds/games/san_juan/rulings.py: `sj-why-*`)
## Cuvintele jocului: mână, a trage, a arunca, marfă, clădire de producție, clădire violet.

# O marfă într-o propoziție („nu are marfă de indigo”).
sj-why-good-indigo = indigo
sj-why-good-sugar = zahăr
sj-why-good-tobacco = tutun
sj-why-good-coffee = cafea
sj-why-good-silver = argint

# O clădire violet cu articolul nehotărât („are deja un Apeduct”).
sj-why-a-card-smithy = o Fierărie
sj-why-a-card-gold_mine = o Mină de aur
sj-why-a-card-archive = o Arhivă
sj-why-a-card-poor_house = un Azil
sj-why-a-card-black_market = o Piață neagră
sj-why-a-card-trading_post = un Post comercial
sj-why-a-card-well = o Fântână
sj-why-a-card-market_stand = o Tarabă
sj-why-a-card-crane = o Macara
sj-why-a-card-chapel = o Capelă
sj-why-a-card-tower = un Turn
sj-why-a-card-aqueduct = un Apeduct
sj-why-a-card-carpenter = o Tâmplărie
sj-why-a-card-prefecture = o Prefectură
sj-why-a-card-market_hall = o Hală
sj-why-a-card-quarry = o Carieră
sj-why-a-card-library = o Bibliotecă
sj-why-a-card-statue = o Statuie
sj-why-a-card-victory_column = o Coloană a victoriei
sj-why-a-card-hero = un Erou
sj-why-a-card-guild_hall = o Sală a breslelor
sj-why-a-card-city_hall = o Primărie
sj-why-a-card-triumphal_arch = un Arc de triumf
sj-why-a-card-palace = un Palat

# O decizie, cu cuvintele catalogului.
sj-why-decision-setup_discard = { sj-decision-setup_discard }
sj-why-decision-choose_role = { sj-decision-choose_role }
sj-why-decision-library = { sj-decision-library }
sj-why-decision-builder_build = { sj-decision-builder_build }
sj-why-decision-builder_crane = { sj-decision-builder_crane }
sj-why-decision-builder_black_market = { sj-decision-builder_black_market }
sj-why-decision-builder_pay = { sj-decision-builder_pay }
sj-why-decision-producer_produce = { sj-decision-producer_produce }
sj-why-decision-trader_sell = { sj-decision-trader_sell }
sj-why-decision-councillor_keep = { sj-decision-councillor_keep }
sj-why-decision-councillor_discard = { sj-decision-councillor_discard }
sj-why-decision-gold_mine = { sj-decision-gold_mine }
sj-why-decision-chapel = { sj-decision-chapel }
sj-why-decision-hand_limit = { sj-decision-hand_limit }
sj-why-decision-game_over = { sj-decision-game_over }

sj-why-other-decision = acum decide { $player } ({ $decision }): această mutare nu se poate face acum; mutări posibile: { $legal }
sj-why-role-taken = rolul de { $role } a fost deja ales în această rundă; fiecare rol o singură dată pe rundă (§5.1)
sj-why-not-in-hand = { $player } nu are cartea { $card } în mână (§6.1, §9)
sj-why-no-good = { $player } nu are marfă de { $good } (§10.2 Piață neagră)
sj-why-covered-good-lost = marfa de pe clădirea acoperită ({ $card }) se pierde odată cu ea și nu plătește la Piața neagră (§6.1.1)
sj-why-no-empty-building = { $player } nu are nicio clădire goală de tipul { $card }: o marfă pe clădire de producție (§6.2)
sj-why-nothing-to-sell = { $player } nu are marfă de { $good } de vândut (§6.3)
sj-why-not-drawn = cartea { $card } nu este printre cărțile trase de { $player } (§6.4)
sj-why-not-turned-up = cartea { $card } nu este printre cărțile întoarse de Mina de aur (§10.2)
sj-why-needs-crane = fără Macara { $player } nu poate plăti cartea { $card }: costă { $price } și are în mână { $hand ->
        [one] 1 carte
        [few] { $hand } cărți
       *[other] { $hand } de cărți
    } (§6.1.1)
sj-why-must-pay-goods = { $player } datorează { $due ->
        [one] 1 carte
        [few] { $due } cărți
       *[other] { $due } de cărți
    } și are în mână { $hand }: restul trebuie plătit cu mărfuri (§6.1.1)
sj-why-not-now = nu este permis acum (§5.2)
sj-why-violet-twice = { $player } are deja { $card } în oraș: o singură clădire violet de fiecare fel în oraș (§10.1)
sj-why-covered-rebuild = { $player } a acoperit cartea { $card } cu Macaraua și nu o mai poate construi: fiecare clădire violet se construiește o singură dată (§10.1; opțiunea „{ ui-option-covered_rebuild }”)
sj-why-too-dear = cartea { $card } costă { $price ->
        [one] 1 carte
        [few] { $price } cărți
       *[other] { $price } de cărți
    } după reduceri și { $player } mai are { $cards ->
        [one] 1 carte
        [few] { $cards } cărți
       *[other] { $cards } de cărți
    }{ $goods ->
        [0] {""}
        [one] {" "}și 1 marfă pentru Piața neagră
       *[other] {" "}și { $goods } mărfuri pentru Piața neagră
    } (§6.1.1)
sj-why-nothing-to-cover = { $player } nu are cartea { $card } în oraș ca s-o acopere (§10.2 Macara)
sj-why-crane-itself = Macaraua nu se poate acoperi pe ea însăși (§10.2 Macara)
sj-why-cover-identical = o clădire nu poate fi acoperită de una identică (§10.2 Macara)
sj-why-cover-too-dear = acoperind cartea { $card }, prețul rămâne de { $price ->
        [one] 1 carte
        [few] { $price } cărți
       *[other] { $price } de cărți
    } și { $player } nu îl poate plăti (§6.1.1)

## Log lines (the game log; src/tradewinds/games/san_juan: `sj-log-*`)
## Romanian plurals: 1 carte, 2 to 19 cărți ([few], 0 too), 20 de cărți and more ([other]).

# A card with its indefinite article, inside a sentence ("construiește un Apeduct").
sj-a-card-indigo_plant = o Fabrică de indigo
sj-a-card-sugar_mill = o Moară de zahăr
sj-a-card-tobacco_storage = un Depozit de tutun
sj-a-card-coffee_roaster = o Prăjitorie de cafea
sj-a-card-silver_smelter = o Topitorie de argint
sj-a-card-smithy = o Fierărie
sj-a-card-gold_mine = o Mină de aur
sj-a-card-archive = o Arhivă
sj-a-card-poor_house = un Azil
sj-a-card-black_market = o Piață neagră
sj-a-card-trading_post = un Post comercial
sj-a-card-well = o Fântână
sj-a-card-market_stand = o Tarabă
sj-a-card-crane = o Macara
sj-a-card-chapel = o Capelă
sj-a-card-tower = un Turn
sj-a-card-aqueduct = un Apeduct
sj-a-card-carpenter = o Tâmplărie
sj-a-card-prefecture = o Prefectură
sj-a-card-market_hall = o Hală
sj-a-card-quarry = o Carieră
sj-a-card-library = o Bibliotecă
sj-a-card-statue = o Statuie
sj-a-card-victory_column = o Coloană a victoriei
sj-a-card-hero = un Erou
sj-a-card-guild_hall = o Sală a breslelor
sj-a-card-city_hall = o Primărie
sj-a-card-triumphal_arch = un Arc de triumf
sj-a-card-palace = un Palat

# A good inside a sentence ("Ann produce indigo.").
sj-good-word-indigo = indigo
sj-good-word-sugar = zahăr
sj-good-word-tobacco = tutun
sj-good-word-coffee = cafea
sj-good-word-silver = argint

# Why a player draws cards (the other reasons are the cards Well, Carpenter, Poor house).
sj-reason-starting-hand = mâna de început
sj-reason-sale = vânzare
sj-reason-councillor = Consilier
sj-reason-prospector = Căutător de aur

sj-log-first-governor = { $player } este primul Guvernator.
sj-log-round = Runda { $round }: { $player } este Guvernatorul.
sj-log-chooses = { $player } alege rolul de { $role }.
sj-log-library-doubles = { $player } își dublează privilegiul cu Biblioteca.
sj-log-library-kept = { $player } păstrează Biblioteca pentru mai târziu în această rundă.
sj-log-reshuffle = Pachetul s-a terminat: cărțile aruncate se amestecă și formează un pachet nou.
sj-log-you-draw = Tragi: { $cards }.
sj-log-draws = { $player } trage { $count ->
        [one] 1 carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    } ({ $reason }).
sj-log-cannot-draw = { $player } nu poate trage: nu mai sunt cărți ({ $reason }).
sj-log-game-over = Jocul s-a încheiat.
sj-log-stalemate-frozen = Nicio carte nu se mai poate mișca (pachetul și cărțile aruncate s-au terminat, nimeni nu are bunuri și nimeni nu poate construi): jocul se încheie.
sj-log-stalemate-unbuildable = Nicio carte rămasă în joc nu mai poate fi construită de nimeni: jocul se încheie.
sj-log-twelve-ends-now = { $player } are 12 clădiri: jocul se încheie acum.
sj-log-twelve-ends-after = { $player } are 12 clădiri: jocul se încheie după această fază a Constructorului.
# Builder
sj-log-builds-nothing = { $player } nu construiește nimic.
sj-log-you-pay = Plătești cu { $card }.
sj-log-you-pay-cards = Plătești cu: { $cards }.
sj-log-builds = { $player } construiește { $card }, plătind { $paid ->
        [one] 1 carte
        [few] { $paid } cărți
       *[other] { $paid } de cărți
    }{ $goods ->
        [0] {""}
        [one] {" "}și 1 bun la Piața neagră
        [few] {" "}și { $goods } bunuri la Piața neagră
       *[other] {" "}și { $goods } de bunuri la Piața neagră
    }.
sj-log-builds-over = { $player } construiește { $card } peste clădirea { $cover } (Macara), plătind { $paid ->
        [one] 1 carte
        [few] { $paid } cărți
       *[other] { $paid } de cărți
    }{ $goods ->
        [0] {""}
        [one] {" "}și 1 bun la Piața neagră
        [few] {" "}și { $goods } bunuri la Piața neagră
       *[other] {" "}și { $goods } de bunuri la Piața neagră
    }.
sj-log-builds-over-losing-good = { $player } construiește { $card } peste clădirea { $cover } (Macara), iar bunul ei de { $good } este aruncat, plătind { $paid ->
        [one] 1 carte
        [few] { $paid } cărți
       *[other] { $paid } de cărți
    }{ $goods ->
        [0] {""}
        [one] {" "}și 1 bun la Piața neagră
        [few] {" "}și { $goods } bunuri la Piața neagră
       *[other] {" "}și { $goods } de bunuri la Piața neagră
    }.
# Producer and trader
sj-log-produces = { $player } produce { $good }.
sj-log-produces-nothing = { $player } nu produce nimic.
sj-log-reveals-tile = { $player } întoarce plăcuța casei de comerț { $indigo }/{ $sugar }/{ $tobacco }/{ $coffee }/{ $silver } (indigo/zahăr/tutun/cafea/argint).
sj-log-sells = { $player } vinde { $good }.
sj-log-sells-nothing = { $player } nu vinde nimic.
sj-log-tile-returns = Plăcuța casei de comerț trece sub teanc.
# Councillor
sj-log-draws-keeps = { $player } trage { $drawn ->
        [one] 1 carte
        [few] { $drawn } cărți
       *[other] { $drawn } de cărți
    } și păstrează { $kept } (Consilier).
sj-log-draws-keeps-all = { $player } trage { $count ->
        [one] 1 carte și o păstrează
        [few] { $count } cărți și le păstrează
       *[other] { $count } de cărți și le păstrează
    } (Consilier).
sj-log-keeps-all-archive = { $player } le păstrează pe toate (Arhivă).
sj-log-you-discard = Arunci: { $cards }.
sj-log-discards-archive = { $player } aruncă { $count ->
        [one] 1 carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    } (Arhivă).
# Prospector (Gold mine)
sj-log-gold-mine-nothing = Mina de aur nu găsește pentru { $player } nicio carte de întors.
sj-log-gold-mine-turns-up = { $player } întoarce cu Mina de aur: { $cards }.
sj-log-gold-mine-same-cost = Două dintre ele au același cost: toate merg la cărțile aruncate.
sj-log-gold-mine-takes-none = { $player } nu ia niciuna.
sj-log-gold-mine-takes = { $player } ia în mână cartea { $card }.
# Round end (Chapel, hand limit) and the set-up variant
sj-log-you-tuck = Pui sub Capela ta: { $card }.
sj-log-hand-limit = { $player } aruncă { $count ->
        [one] 1 carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    } ca să respecte limita de { $limit } cărți în mână.
sj-log-setup-keeps = { $player } păstrează { $kept } cărți și aruncă { $count ->
        [one] 1 carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    }.
