### Manila: the game's words (rulebook terms) and its action phrases.

mn-good-ginseng = Ginseng
mn-good-nutmeg = Nucșoară
mn-good-silk = Mătase
mn-good-jade = Jad

mn-boat-ginseng = barca cu ginseng
mn-boat-nutmeg = barca cu nucșoară
mn-boat-silk = barca cu mătase
mn-boat-jade = barca cu jad

mn-share-ginseng = acțiune ginseng
mn-share-nutmeg = acțiune nucșoară
mn-share-silk = acțiune mătase
mn-share-jade = acțiune jad

mn-space-harbor_a = Cheiul A
mn-space-harbor_b = Cheiul B
mn-space-harbor_c = Cheiul C
mn-space-shipyard_a = Șantierul naval A
mn-space-shipyard_b = Șantierul naval B
mn-space-shipyard_c = Șantierul naval C
mn-space-pirate_captain = Căpitanul piraților
mn-space-pirate_second = Al doilea pirat
mn-space-pilot_small = Pilotul mic
mn-space-pilot_large = Pilotul mare
mn-space-insurance = Agentul de asigurări

mn-harbour-master = căpitanul portului
mn-harbour = port

mn-shipyard = șantier naval

mn-pirate-ship = nava piraților

mn-pilots = piloți

mn-accomplice = complice

mn-accomplices = complici

mn-stowaway = pasager clandestin

mn-shares = acțiuni

mn-mortgaged = ipotecată

mn-pesos = pesos

mn-dice = zaruri

mn-die = zar

mn-black-market = piața neagră

mn-price = preț

mn-voyage = călătorie

mn-manila = Manila

mn-ashore = pe mal

mn-seat = loc

mn-decision-auction_bid = licitație: ofertă
mn-decision-buy_share = căpitanul portului: cumpără o acțiune
mn-decision-load_goods = căpitanul portului: încarcă mărfurile
mn-decision-start_positions = căpitanul portului: plasează bărcile
mn-decision-place_accomplice = plasează un complice
mn-decision-pirate_boarding = pirații: abordare?
mn-decision-small_pilot = pilotul mic
mn-decision-large_pilot = pilotul mare
mn-decision-large_pilot_second = pilotul mare: a doua mutare
mn-decision-plunder_destination = căpitanul piraților: unde merge barca?
mn-decision-game_over = joc încheiat

mn-action-bid = Oferă { $pesos } pesos
mn-action-pass = Pas
mn-action-mortgage = Ipotechează: { $share } (+12 pesos)
mn-action-redeem = Răscumpără: { $share } (15 pesos)
mn-action-buy = Cumpără: { $share } ({ $pesos } pesos)
mn-action-load = Încarcă { $first }, { $second } și { $third } ({ $ashore } rămâne pe mal)
mn-action-start = Start: { $boat } pe spațiul { $space }
mn-action-place-seat = { $boat }, locul { $seat } ({ $pesos } pesos)
mn-action-place = { $space } ({ $pesos } pesos)
mn-action-stowaway = Pasager clandestin: { $boat }, locul { $seat } (gratuit)
mn-action-board = Abordează: { $boat }, locul { $seat }
mn-action-pilot-forward =
    Mută { $boat } înainte { $spaces ->
        [one] 1 spațiu
       *[other] { $spaces } spații
    }
mn-action-pilot-back =
    Mută { $boat } înapoi { $spaces ->
        [one] 1 spațiu
       *[other] { $spaces } spații
    }
mn-action-send-harbor = Trimite { $boat } în port
mn-action-send-shipyard = Trimite { $boat } la șantierul naval
mn-action-pass-auction-bid = Pas (ieși din licitație)
mn-action-pass-buy-share = Nu cumpăra nicio acțiune
mn-action-pass-place-accomplice = Nu mai plasa complici în această călătorie
mn-action-pass-pirate-boarding = Rămâi pe nava piraților
mn-action-pass-small-pilot = Nu muta nicio barcă
mn-action-pass-large-pilot = Nu muta nicio barcă
mn-action-pass-large-pilot-second = Nu muta altă barcă

mn-effect-boat_ginseng_1 = Locul 1 al bărcii cu ginseng. Dacă barca ajunge în port, valoarea ei de 18 se împarte egal între toți cei de la bord.
mn-effect-boat_ginseng_2 = Locul 2 al bărcii cu ginseng (doar după locul 1).
mn-effect-boat_ginseng_3 = Locul 3 al bărcii cu ginseng (doar după locurile 1-2).
mn-effect-boat_nutmeg_1 = Locul 1 al bărcii cu nucșoară. Dacă barca ajunge în port, valoarea ei de 24 se împarte egal între toți cei de la bord.
mn-effect-boat_nutmeg_2 = Locul 2 al bărcii cu nucșoară (doar după locul 1).
mn-effect-boat_nutmeg_3 = Locul 3 al bărcii cu nucșoară (doar după locurile 1-2).
mn-effect-boat_silk_1 = Locul 1 al bărcii cu mătase. Dacă barca ajunge în port, valoarea ei de 30 se împarte egal între toți cei de la bord.
mn-effect-boat_silk_2 = Locul 2 al bărcii cu mătase (doar după locul 1).
mn-effect-boat_silk_3 = Locul 3 al bărcii cu mătase (doar după locurile 1-2).
mn-effect-boat_jade_1 = Locul 1 al bărcii cu jad, singura barcă cu patru locuri. Dacă barca ajunge în port, valoarea ei de 36 se împarte egal între toți cei de la bord.
mn-effect-boat_jade_2 = Locul 2 al bărcii cu jad (doar după locul 1).
mn-effect-boat_jade_3 = Locul 3 al bărcii cu jad (doar după locurile 1-2).
mn-effect-boat_jade_4 = Locul 4 al bărcii cu jad (doar după locurile 1-3).
mn-effect-harbor_a = Cheiul A: plătește 6 dacă cel puțin o barcă ajunge în port.
mn-effect-harbor_b = Cheiul B: plătește 8 dacă cel puțin două bărci ajung în port.
mn-effect-harbor_c = Cheiul C: plătește 15 dacă toate cele trei bărci ajung în port.
mn-effect-shipyard_a = Șantierul naval A: plătește 6 dacă cel puțin o barcă ajunge la șantier (plătește agentul de asigurări, altfel banca).
mn-effect-shipyard_b = Șantierul naval B: plătește 8 dacă cel puțin două bărci ajung la șantier (plătește agentul de asigurări, altfel banca).
mn-effect-shipyard_c = Șantierul naval C: plătește 15 dacă toate cele trei bărci ajung la șantier (plătește agentul de asigurări, altfel banca).
mn-effect-pirate_captain = Căpitanul piraților (prova): primul pirat trebuie să-l ia. Decide primul dacă abordează o barcă de pe 13 după a doua mutare; după a treia, pirații jefuiesc fiecare barcă de pe 13 împărțindu-i valoarea, iar căpitanul o trimite în port sau la șantier.
mn-effect-pirate_second = Al doilea pirat: doar după ce locul căpitanului e ocupat. Devine căpitan când căpitanul abordează; împarte egal fiecare pradă.
mn-effect-pilot_small = Pilotul mic: înainte de a treia mutare poate muta o barcă pe mare cu un spațiu înainte sau înapoi. Nu câștigă nimic.
mn-effect-pilot_large = Pilotul mare: după pilotul mic poate muta o barcă pe mare cu unul sau două spații, sau două bărci cu câte un spațiu, înainte sau înapoi. Nu câștigă nimic.
mn-effect-insurance = Agentul de asigurări: gratuit, primește imediat 10 de la bancă; după călătorie plătește locurile de la șantier ale fiecărei bărci de la șantier (6 / 8 / 15) complicelui de acolo, sau băncii dacă locul e gol.

## The labels of controls whose place already names their object
mn-label-forward = Înainte { $n }
mn-label-back = Înapoi { $n }
mn-label-to-harbour = Spre port
mn-label-to-shipyard = Spre șantier
mn-label-place = Pune un complice
mn-label-stowaway = Clandestin
mn-label-board = Abordează (pirat)
mn-label-mortgage = Ipotechează una
mn-label-redeem = Răscumpără una
mn-label-buy = Cumpără
mn-label-start = Pornește de la { $n }
mn-label-bid = Licitează { $n }
mn-label-bid-any = Licitează
mn-label-pass = Pas

## The board's own labels and notes (web/src/boards/manila.ts)
mn-board-space-harbor_a = Cheiul A
mn-board-space-harbor_b = Cheiul B
mn-board-space-harbor_c = Cheiul C
mn-board-space-shipyard_a = Șantierul naval A
mn-board-space-shipyard_b = Șantierul naval B
mn-board-space-shipyard_c = Șantierul naval C
mn-board-space-pirate_captain = Căpitanul piraților
mn-board-space-pirate_second = Al doilea pirat
mn-board-space-pilot_small = Pilotul mic
mn-board-space-pilot_large = Pilotul mare
mn-board-space-insurance = Agentul de asigurări
mn-board-boat-seat = { $boat }, locul { $n }
mn-board-pesos = { $n } pesos
mn-board-pays-harbour =
    { $boats ->
        [1] plătește { $pay } dacă 1 barcă ajunge în port
        [2] plătește { $pay } dacă 2 bărci ajung în port
        *[3] plătește { $pay } dacă toate cele 3 bărci ajung în port
    }
mn-board-pays-shipyard =
    { $boats ->
        [1] plătește { $pay } dacă 1 barcă ajunge pe șantierul naval
        [2] plătește { $pay } dacă 2 bărci ajung pe șantierul naval
        *[3] plătește { $pay } dacă toate cele 3 bărci ajung pe șantierul naval
    }
mn-board-reward-pirate = abordează bărcile de pe 13 și le împarte încărcătura
mn-board-reward-pilot-small = mută o barcă cu 1 spațiu
mn-board-reward-pilot-large = mută bărcile cu 2 spații în total
mn-board-reward-insurance = primește { $pay } acum; plătește pentru bărcile de pe șantierul naval
mn-board-reward-pays = plătește { $pay }
mn-board-bid-aria = Oferta ta în pesos, de la { $min } la { $max }
mn-board-bid-range = de la { $min } la { $max } pesos
mn-board-bid-range-error = O ofertă este de la { $min } la { $max } pesos
mn-board-your-bid = Oferta ta
mn-board-bid-less = oferă cu 1 mai puțin
mn-board-bid-more = oferă cu 1 mai mult
mn-board-voyage = Călătoria { $n }
mn-board-harbour-master = Căpitanul portului:
mn-board-high-bid = Licitație: cea mai mare ofertă
mn-board-none-yet = niciuna încă
mn-board-by = de la
mn-board-ashore = Rămâne pe mal:
mn-board-prices-title = Prețurile mărfurilor și acțiunile
mn-board-good = marfă
mn-board-bank-shares = acțiunile băncii
mn-board-left-buy = rămase · cumpără cu { $price }
mn-board-share-worth-note = O acțiune valorează prețul mărfii ei la sfârșitul jocului.
mn-board-seat-n = locul { $n }
mn-board-pirates-may-board = 13: pirații pot aborda
mn-board-space-n = spațiul { $n }
mn-board-start-on = Pornește barca { $good } de pe spațiul { $n }
mn-board-reached-harbour = a ajuns în port
mn-board-in-shipyard = pe șantierul naval ({ $berth })
mn-board-not-started = nepornită
mn-board-on-space = pe spațiul { $n } din 13
mn-board-die = zar { $n }
mn-board-plundered = jefuită
mn-board-just-moved = tocmai mutată
mn-board-crew-note = costul locurilor în pesos; echipajul împarte { $value } dacă ajunge în port
mn-board-costs = costă { $n }
mn-board-free = gratuit
mn-board-area-harbor = Cheiuri
mn-board-area-shipyard = Șantiere navale
mn-board-area-pirate = Pirați
mn-board-area-pilot = Piloți
mn-board-area-insurance = Asigurare
mn-board-worth-each = valorează { $n } fiecare
mn-board-n-mortgaged = ipotecate: { $n }
mn-board-hidden-shares = acțiuni: { $shares }, mărfuri ascunse, ipotecate: { $mortgaged }
mn-board-bought-as-master = ; cumpărate ca și căpitan al portului: { $goods }
mn-board-you = tu
mn-board-harbour-master-badge = căpitanul portului
mn-board-passed = a trecut
mn-board-to-act = la rând
mn-board-stat-pesos = pesos
mn-board-stat-home = complici acasă
mn-board-stat-placed = plasați
mn-board-stat-funds = cu ipoteci
mn-board-routes = Rutele
mn-board-not-loaded = Bărcile nu sunt încă încărcate.

## Why a move is refused (src/tradewinds/games/manila/rulings.py: `mn-why-*`)
## Cuvintele jocului: barcă, acțiune, ipotecată, complice, pasager clandestin, pilot.

# O marfă într-o propoziție.
mn-why-good-ginseng = ginseng
mn-why-good-nutmeg = nucșoară
mn-why-good-silk = mătase
mn-why-good-jade = jad

# Barca și acțiunea unei mărfi în propoziții.
mn-why-boat-ginseng = { mn-boat-ginseng }
mn-why-boat-nutmeg = { mn-boat-nutmeg }
mn-why-boat-silk = { mn-boat-silk }
mn-why-boat-jade = { mn-boat-jade }
mn-why-share-ginseng = { mn-share-ginseng }
mn-why-share-nutmeg = { mn-share-nutmeg }
mn-why-share-silk = { mn-share-silk }
mn-why-share-jade = { mn-share-jade }

# Un spațiu de pe tablă în propoziții.
mn-why-space-boat_ginseng_1 = { mn-boat-ginseng }, locul 1
mn-why-space-boat_ginseng_2 = { mn-boat-ginseng }, locul 2
mn-why-space-boat_ginseng_3 = { mn-boat-ginseng }, locul 3
mn-why-space-boat_nutmeg_1 = { mn-boat-nutmeg }, locul 1
mn-why-space-boat_nutmeg_2 = { mn-boat-nutmeg }, locul 2
mn-why-space-boat_nutmeg_3 = { mn-boat-nutmeg }, locul 3
mn-why-space-boat_silk_1 = { mn-boat-silk }, locul 1
mn-why-space-boat_silk_2 = { mn-boat-silk }, locul 2
mn-why-space-boat_silk_3 = { mn-boat-silk }, locul 3
mn-why-space-boat_jade_1 = { mn-boat-jade }, locul 1
mn-why-space-boat_jade_2 = { mn-boat-jade }, locul 2
mn-why-space-boat_jade_3 = { mn-boat-jade }, locul 3
mn-why-space-boat_jade_4 = { mn-boat-jade }, locul 4
mn-why-space-harbor_a = { mn-space-harbor_a }
mn-why-space-harbor_b = { mn-space-harbor_b }
mn-why-space-harbor_c = { mn-space-harbor_c }
mn-why-space-shipyard_a = { mn-space-shipyard_a }
mn-why-space-shipyard_b = { mn-space-shipyard_b }
mn-why-space-shipyard_c = { mn-space-shipyard_c }
mn-why-space-pirate_captain = { mn-space-pirate_captain }
mn-why-space-pirate_second = { mn-space-pirate_second }
mn-why-space-pilot_small = { mn-space-pilot_small }
mn-why-space-pilot_large = { mn-space-pilot_large }
mn-why-space-insurance = { mn-space-insurance }

# O decizie, cu cuvintele catalogului.
mn-why-decision-auction_bid = { mn-decision-auction_bid }
mn-why-decision-buy_share = { mn-decision-buy_share }
mn-why-decision-load_goods = { mn-decision-load_goods }
mn-why-decision-start_positions = { mn-decision-start_positions }
mn-why-decision-place_accomplice = { mn-decision-place_accomplice }
mn-why-decision-pirate_boarding = { mn-decision-pirate_boarding }
mn-why-decision-small_pilot = { mn-decision-small_pilot }
mn-why-decision-large_pilot = { mn-decision-large_pilot }
mn-why-decision-large_pilot_second = { mn-decision-large_pilot_second }
mn-why-decision-plunder_destination = { mn-decision-plunder_destination }
mn-why-decision-game_over = { mn-decision-game_over }

mn-why-other-decision = acum decide { $player } ({ $decision }): această mutare nu se poate face acum; mutări posibile: { $legal }
mn-why-bid-higher = o ofertă trebuie să fie mai mare decât oferta actuală de { $bid } pesos (§5)
mn-why-bid-max = ofertele se opresc la { $max } pesos (Manila R3)
mn-why-bid-funds = { $player } poate plăti cel mult { $funds } pesos (numerar { $cash } + { $per } pentru fiecare acțiune neipotecată): nu poate oferi mai mult decât poate plăti (§5)
mn-why-mortgage-after-redeem = un jucător care a răscumpărat o acțiune în această tură nu poate ipoteca în aceeași tură (Manila R5)
mn-why-no-unmortgaged = { $player } nu are nicio { $share } neipotecată (§14)
mn-why-redeem-after-mortgage = un jucător care a ipotecat o acțiune în această tură nu poate răscumpăra în aceeași tură (Manila R5)
mn-why-no-mortgaged = { $player } nu are nicio { $share } ipotecată (§14)
mn-why-redeem-cash = răscumpărarea costă { $cost } pesos și { $player } are { $cash } (§14)
mn-why-no-share-left = în rezervă nu a mai rămas nicio { $share } (§6.1)
mn-why-share-funds = o { $share } costă { $price } pesos și { $player } poate plăti cel mult { $funds } (§6.1)
mn-why-ashore = în această călătorie marfa de { $good } rămâne pe mal (§6.2)
mn-why-boat-placed = { $boat } este deja așezată (§6.3)
mn-why-boat-order = bărcile se așază în ordinea traseului: urmează { $boat } (§6.3)
mn-why-start-sum = pozițiile de start sunt între 0 și { $max }, iar cele trei trebuie să însumeze exact { $sum }; pornind de la { $start } nu se poate completa (§6.3)
mn-why-board-13 = pirații abordează doar o barcă aflată pe spațiul { $space } (§9.1)
mn-why-board-cheapest = un pirat care abordează ia cel mai ieftin loc liber: { $space } (§9.1)
mn-why-board-full = o barcă fără niciun loc liber nu poate fi abordată (§9.1; vezi opțiunea „{ ui-option-pirate_variant }”)
mn-why-board-protected = al doilea pirat nu îl poate înlocui pe căpitanul care tocmai s-a îmbarcat (§16)
mn-why-board-fill-first = locurile libere de pe bărcile de pe 13 trebuie ocupate înainte ca cineva să fie înlocuit (§16)
mn-why-board-cheapest-own = locurile unui jucător pe aceeași barcă sunt echivalente: se înlocuiește cel mai ieftin dintre ele (Manila R11)
mn-why-not-sailing = în această călătorie marfa de { $good } nu este pe nicio barcă (§10)
mn-why-berthed = { $boat } a ajuns deja și nu mai poate fi mutată (§10)
mn-why-below-zero = un pilot nu poate muta o barcă sub spațiul 0 (§10; lămuriri Q7)
mn-why-two-spaces = doar pilotul mare poate muta o barcă două spații (§10)
mn-why-second-boat = a doua mutare a pilotului mare trebuie să fie cu altă barcă (§10)
mn-why-send = acum căpitanul piraților decide doar pentru { $boat } jefuită (§9.2)
mn-why-no-decline = la această decizie nu se poate renunța (§6, §9.2, §14)
mn-why-not-now = mutare nepermisă acum
mn-why-ashore-seats = în această călătorie marfa de { $good } rămâne pe mal: barca ei nu are locuri (§6.2)
mn-why-taken = { $space }: deja ocupat (§7.1)
mn-why-seat-order = locurile din bărci se ocupă de la cel mai ieftin: urmează { $space } (§7.2)
mn-why-stowaway-insurance = agentul de asigurări nu poate așeza pasageri clandestini (§7.3, Manila R7)
mn-why-stowaway-can-pay = { $player } mai poate plăti un loc liber, deci nu poate fi pasager clandestin (§7.3: doar când orice loc liber în afară de agentul de asigurări este prea scump)
mn-why-stowaway-boat = pasagerii clandestini stau doar pe locurile din bărci (§7.3)
mn-why-captain-first = primul pirat trebuie să ia locul căpitanului piraților (§7.2)
mn-why-space-funds = { $space } costă { $cost } pesos și { $player } poate plăti cel mult { $funds } (§7.1)

## Log lines (the game log; the engine writes the same English sentences)
## An amount of pesos follows Romanian plurals: "1 peso", "5 pesos", "20 de pesos".
## Goods, boats, shares and spaces inside a log sentence (in lower case in English).
mn-log-good-ginseng = ginseng
mn-log-good-nutmeg = nucșoară
mn-log-good-silk = mătase
mn-log-good-jade = jad
mn-log-boat-ginseng = barca cu ginseng
mn-log-boat-nutmeg = barca cu nucșoară
mn-log-boat-silk = barca cu mătase
mn-log-boat-jade = barca cu jad
mn-log-share-ginseng = acțiune ginseng
mn-log-share-nutmeg = acțiune nucșoară
mn-log-share-silk = acțiune mătase
mn-log-share-jade = acțiune jad
mn-log-space-harbor_a = Cheiul A
mn-log-space-harbor_b = Cheiul B
mn-log-space-harbor_c = Cheiul C
mn-log-space-shipyard_a = Șantierul naval A
mn-log-space-shipyard_b = Șantierul naval B
mn-log-space-shipyard_c = Șantierul naval C
mn-log-space-pirate_captain = Căpitanul piraților
mn-log-space-pirate_second = Al doilea pirat
mn-log-space-pilot_small = Pilotul mic
mn-log-space-pilot_large = Pilotul mare
mn-log-space-insurance = Agentul de asigurări
## The harbour and shipyard spaces opening a sentence.
mn-log-space-first-harbor_a = Cheiul A
mn-log-space-first-harbor_b = Cheiul B
mn-log-space-first-harbor_c = Cheiul C
mn-log-space-first-shipyard_a = Șantierul naval A
mn-log-space-first-shipyard_b = Șantierul naval B
mn-log-space-first-shipyard_c = Șantierul naval C
mn-log-pilot-small = pilotul mic
mn-log-pilot-large = pilotul mare

## Setup and the auction
mn-log-dealt = Primești în secret două acțiuni: { $first } și { $second }.
mn-log-oldest = { $player } este cel mai în vârstă jucător și deschide prima licitație.
mn-log-voyage = Călătoria { $voyage }: { $player } deschide licitația.
mn-log-bid = { $player } oferă { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }.
mn-log-pass = { $player } spune pas.
mn-log-auction-won = { $player } câștigă licitația cu { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } și devine căpitanul portului.
mn-log-no-bid-again = Nimeni nu licitează: { $player } rămâne căpitanul portului, gratuit.
mn-log-no-bid-opener = Nimeni nu licitează: { $player }, care a deschis licitația, devine gratuit căpitanul portului.
mn-log-mortgage = { $player } ipotechează o acțiune (+{ $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }).
mn-log-mortgage-to-pay = { $player } ipotechează o acțiune ca să plătească { $owed ->
        [one] { $owed } peso
        [few] { $owed } pesos
       *[other] { $owed } de pesos
    } (+{ $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }).
mn-log-mortgage-insurance = { $player } ipotechează o acțiune ca să plătească asigurarea (+{ $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }).
mn-log-mortgage-own = Ipotechezi o { $share }.
mn-log-redeem = { $player } răscumpără o acțiune ipotecată (-{ $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }).
mn-log-redeem-own = Răscumperi o { $share }.

## The harbour master
mn-log-buy-none = { $player } nu cumpără nicio acțiune.
mn-log-buy = { $player } cumpără o { $share } cu { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }.
mn-log-load = { $player } încarcă { $first }, { $second } și { $third }; { $ashore } rămâne pe mal.
mn-log-start = { $player } plasează bărcile: { $good1 } pe spațiul { $space1 }, { $good2 } pe spațiul { $space2 }, { $good3 } pe spațiul { $space3 }.

## Placement
mn-log-place-pass = { $player } spune pas și nu mai plasează complici în această călătorie.
mn-log-place-seat = { $player } plasează un complice pe { $boat }, locul { $seat } (costă { $cost ->
        [one] { $cost } peso
        [few] { $cost } pesos
       *[other] { $cost } de pesos
    }).
mn-log-place = { $player } plasează un complice: { $space } (costă { $cost ->
        [one] { $cost } peso
        [few] { $cost } pesos
       *[other] { $cost } de pesos
    }).
mn-log-stowaway = { $player } urcă drept pasager clandestin pe { $boat }, locul { $seat } (gratuit).
mn-log-insurance = { $player } devine agentul de asigurări și primește { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }.

## Sailing, pilots and pirates
mn-log-dice =
    Mutarea { $move }: zarurile arată { $count ->
        [1] { $good1 } { $die1 }
        [2] { $good1 } { $die1 }, { $good2 } { $die2 }
       *[3] { $good1 } { $die1 }, { $good2 } { $die2 }, { $good3 } { $die3 }
    }.
mn-log-dice-none = Mutarea { $move }: toate bărcile sunt deja în Manila.
mn-log-arrive = Ajunge în Manila: { $boat } ({ $berth }).
mn-log-shipyard-late = Nu ajunge în Manila și merge la șantierul naval: { $boat } ({ $berth }).
mn-log-shipyard-unplundered = Rămâne pe 13 nejefuită și merge la șantierul naval: { $boat } ({ $berth }).
mn-log-shipyard-plundered = Pirații trimit { $boat } la șantierul naval ({ $berth }).
mn-log-pilot-pass = { $player } ({ $pilot }) nu mută nicio barcă.
mn-log-pilot-forward =
    { $player } ({ $pilot }) mută { $boat } înainte { $spaces ->
        [one] cu 1 spațiu
       *[other] cu { $spaces } spații
    }, pe spațiul { $space }.
mn-log-pilot-back =
    { $player } ({ $pilot }) mută { $boat } înapoi { $spaces ->
        [one] cu 1 spațiu
       *[other] cu { $spaces } spații
    }, pe spațiul { $space }.
mn-log-pilot-to-manila =
    { $player } ({ $pilot }) mută { $boat } înainte { $spaces ->
        [one] cu 1 spațiu
       *[other] cu { $spaces } spații
    }, până în Manila.
mn-log-pirate-stays = { $player } rămâne pe nava piraților.
mn-log-board = { $player } abordează { $boat }, locul { $seat }.
mn-log-board-send-home = { $player } abordează { $boat }, locul { $seat }, și trimite acasă complicele lui { $victim }.
mn-log-new-captain = { $player } trece la prova și devine căpitanul piraților.
mn-log-sails-on = Nava piraților e goală: { $boat } de pe 13 își continuă drumul.
mn-log-plunder = Pirații jefuiesc { $boat }.
mn-log-plunder-crew =
    Pirații jefuiesc { $boat }; se întorc acasă fără plată: { $count ->
        [1] { $player1 }
        [2] { $player1 } și { $player2 }
        [3] { $player1 }, { $player2 } și { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 } și { $player4 }
    }.
mn-log-plunder-sent-on = { $player } trimite în port { $boat } jefuită.

## Payouts and prices
mn-log-plunder-pays =
    Pirații: prada de { $good } aduce câte { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } pentru { $count ->
        [1] { $player1 }
       *[2] { $player1 } și { $player2 }
    }.
mn-log-boat-pays =
    Plata pentru { $boat }: câte { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } pentru fiecare complice de la bord ({ $count ->
        [1] { $player1 }
        [2] { $player1 } și { $player2 }
        [3] { $player1 }, { $player2 } și { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 } și { $player4 }
    }).
mn-log-space-pays = { $space }: { $player } primește { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }.
mn-log-shipyard-pays = { $space }: { $player } primește { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } (de la bancă).
mn-log-insurance-owes-nothing = { $player } (agentul de asigurări) nu datorează nimic și păstrează prima de asigurare.
mn-log-insurance-owes = { $player } (agentul de asigurări) datorează { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } pentru bărcile de pe șantierul naval.
mn-log-insurance-self = { $space }: { $player } și-ar plăti sieși { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }: nu plătește nimic.
mn-log-insurance-pays = { $space }: { $player } plătește { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } către { $payee }.
mn-log-insurance-pays-covered = { $space }: { $player } plătește { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    } către { $payee }, iar banca acoperă restul ({ $rest ->
        [one] { $rest } peso
        [few] { $rest } pesos
       *[other] { $rest } de pesos
    }).
mn-log-insurance-pays-bank = { $space }: { $player } plătește băncii { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }.
mn-log-insurance-pays-bank-waived = { $space }: { $player } plătește băncii { $pesos ->
        [one] { $pesos } peso
        [few] { $pesos } pesos
       *[other] { $pesos } de pesos
    }; restul se iartă.
mn-log-prices-rise =
    Prețurile cresc: { $count ->
        [1] { $good1 } la { $price1 }
        [2] { $good1 } la { $price1 }, { $good2 } la { $price2 }
       *[3] { $good1 } la { $price1 }, { $good2 } la { $price2 }, { $good3 } la { $price3 }
    }.
mn-log-prices-stay = Nicio marfă n-a ajuns în Manila: prețurile rămân la fel.
mn-log-game-over =
    { $count ->
        [1] { $good1 } a ajuns la { $price }
        [2] { $good1 } și { $good2 } au ajuns la { $price }
        [3] { $good1 }, { $good2 } și { $good3 } au ajuns la { $price }
       *[4] { $good1 }, { $good2 }, { $good3 } și { $good4 } au ajuns la { $price }
    }: jocul s-a încheiat.
