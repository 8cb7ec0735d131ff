### Puerto Rico: the game's words (rulebook terms) and its action phrases.

pr-role-settler = Colonist
pr-role-mayor = Primar
pr-role-builder = Constructor
pr-role-craftsman = Meșteșugar
pr-role-trader = Comerciant
pr-role-captain = Căpitan
pr-role-prospector = Prospector
pr-role-buccaneer = Bucanier

pr-good-corn = Porumb
pr-good-indigo = Indigo
pr-good-sugar = Zahăr
pr-good-tobacco = Tutun
pr-good-coffee = Cafea

pr-plantation-corn = plantație de porumb
pr-plantation-indigo = plantație de indigo
pr-plantation-sugar = plantație de zahăr
pr-plantation-tobacco = plantație de tutun
pr-plantation-coffee = plantație de cafea

pr-forest-corn = pădure (porumb cu fața în jos)
pr-forest-indigo = pădure (indigo cu fața în jos)
pr-forest-sugar = pădure (zahăr cu fața în jos)
pr-forest-tobacco = pădure (tutun cu fața în jos)
pr-forest-coffee = pădure (cafea cu fața în jos)

pr-quarry = carieră

pr-forest = Pădure

pr-building-small_indigo_plant = Fabrică mică de indigo
pr-building-small_sugar_mill = Fabrică mică de zahăr
pr-building-large_indigo_plant = Fabrică de indigo
pr-building-large_sugar_mill = Fabrică de zahăr
pr-building-tobacco_storage = Depozit de tutun
pr-building-coffee_roaster = Fabrică de cafea
pr-building-small_market = Piață mică
pr-building-hacienda = Conac
pr-building-construction_hut = Baracă de construcții
pr-building-small_warehouse = Depozit mic
pr-building-hospice = Cabană
pr-building-office = Birou
pr-building-large_market = Piață mare
pr-building-large_warehouse = Depozit mare
pr-building-factory = Fabrică
pr-building-university = Universitate
pr-building-harbor = Port
pr-building-wharf = Debarcader
pr-building-guild_hall = Sală de consiliu
pr-building-residence = Locuință
pr-building-fortress = Fortăreață
pr-building-customs_house = Vamă
pr-building-city_hall = Primărie
pr-building-aqueduct = Apeduct
pr-building-black_market = Piață neagră
pr-building-forest_house = Casa pădurarului
pr-building-storehouse = Magazie
pr-building-guest_house = Casă de oaspeți
pr-building-church = Biserică
pr-building-trading_post = Post comercial
pr-building-small_wharf = Debarcader mic
pr-building-lighthouse = Far
pr-building-specialty_factory = Fabrică specializată
pr-building-library = Bibliotecă
pr-building-union_hall = Sala breslelor
pr-building-cloister = Mănăstire
pr-building-statue = Statuie
pr-building-land_office = Birou funciar
pr-building-chapel = Capelă
pr-building-hunting_lodge = Cabană de vânătoare
pr-building-zoning_office = Birou de urbanism
pr-building-royal_supplier = Furnizor regal
pr-building-villa = Vilă
pr-building-jeweler = Bijutier
pr-building-royal_garden = Grădină regală

pr-colonist = colonist

pr-colonists = coloniști

pr-noble = nobil

pr-nobles = nobili

pr-colonist-ship = nava coloniștilor
pr-colonist-supply = rezerva de coloniști

pr-cargo-ship = navă de mărfuri
pr-cargo-ships = nave de mărfuri

pr-trading-house = casa de comerț

pr-san_juan = San Juan

pr-windrose = roza vânturilor

pr-island = insulă

pr-city = oraș

pr-doubloons = dubloni

pr-vp = VP
pr-vp-chips = jetoane VP

pr-governor = Guvernator

pr-role-card = carte de rol

pr-plantations = plantații

pr-quarries = cariere

pr-goods = bunuri

pr-buildings = clădiri

pr-production-building = clădire de producție

pr-violet-building = clădire violet

pr-privilege = privilegiu

pr-festival = Festival

pr-buccaneer-token = jetonul bucanierului

pr-piracy = Piraterie

pr-plunder = Jaf

pr-raid = Raid

pr-kidnapping = Răpire

pr-draft = alegerea clădirilor

pr-trigger-colonists = s-au terminat coloniștii
pr-trigger-city = un oraș este plin
pr-trigger-vp = s-au terminat jetoanele VP

pr-decision-choose_role = alege un rol
pr-decision-settler_hacienda = colonist: Conac?
pr-decision-settler_pick = colonist: ia o piesă
pr-decision-settler_hospice = colonist: Cabană?
pr-decision-mayor_privilege = primar: colonist în plus?
pr-decision-mayor_place = primar: plasează coloniștii
pr-decision-builder_build = constructor: construiește
pr-decision-builder_university = constructor: Universitate?
pr-decision-craftsman_privilege = meșteșugar: butoi în plus
pr-decision-trader_sell = comerciant: vinde
pr-decision-captain_load = căpitan: încarcă
pr-decision-captain_warehouse = căpitan: depozit
pr-decision-captain_keep = căpitan: păstrează un butoi
pr-decision-game_over = joc încheiat
pr-decision-craftsman_produce = meșteșugar: produci?
pr-decision-draft = alegerea clădirilor
pr-decision-place_drawn_tile = plasează piesa trasă
pr-decision-settler_hunting_lodge = colonist: Cabană de vânătoare
pr-decision-mayor_villa = primar: Vilă
pr-decision-mayor_take_piece = primar: ia o piesă
pr-decision-builder_black_market = constructor: Piață neagră
pr-decision-captain_royal_supplier = căpitan: Furnizor regal
pr-decision-captain_small_wharf = căpitan: Debarcader mic
pr-decision-captain_load_amount = căpitan: câte butoaie
pr-decision-buccaneer = bucanier
pr-decision-buccaneer_raid = bucanier: raid
pr-decision-guest_house = Casă de oaspeți

pr-action-role =
    { $doubloons ->
        [0] { $role }
       *[other] { $role } (+{ $doubloons } { $doubloons ->
            [one] dublon
           *[other] dubloni
        })
    }
pr-action-hacienda = Conac: trage o plantație cu fața în jos
pr-action-plant = Ia o { $plantation }
pr-action-quarry = Ia o carieră
pr-action-hospice = Cabană: un colonist pe piesa nouă
pr-action-take-colonist = Ia un colonist din rezervă
pr-action-place = Pune un colonist: { $building }
pr-action-place-tile = Pune un colonist pe o { $tile }
pr-action-unplace = Ia înapoi colonistul: { $building }
pr-action-unplace-tile = Ia înapoi un colonist de pe o { $tile }
pr-action-done = Gata
pr-action-build =
    Construiește: { $building } ({ $cost } { $cost ->
        [one] dublon
       *[other] dubloni
    })
pr-action-university = Universitate: un colonist pe clădirea nouă
pr-action-extra = Ia un butoi în plus de { $good }
pr-action-sell = Vinde { $good }
pr-action-load = Încarcă { $good } pe nava de { $capacity }
pr-action-wharf = Expediază tot { $good } de la Debarcader
pr-action-warehouse = Păstrează tot { $good } într-un depozit
pr-action-keep = Păstrează un butoi de { $good }
pr-action-pass = Pas
pr-action-draft = Pune în joc: { $building }
pr-action-forest = Ia o { $plantation } ca pădure
pr-action-as-plantation = Pune piesa ca plantație
pr-action-as-forest = Pune piesa ca pădure
pr-action-discard = Renunță la o { $plantation }
pr-action-discard-forest = Renunță la o pădure (de { $good })
pr-action-buy-plantation = Cumpără o plantație cu fața în jos cu 1 dublon
pr-action-villa = Vilă: ia un nobil
pr-action-take-noble = Ia nobilul de pe nava coloniștilor
pr-action-place-noble = Pune un nobil: { $building }
pr-action-place-noble-tile = Pune un nobil pe o { $tile }
pr-action-unplace-noble = Ia înapoi nobilul: { $building }
pr-action-unplace-noble-tile = Ia înapoi un nobil de pe o { $tile }
pr-action-return-colonist = Piață neagră: predă un colonist: { $building }
pr-action-return-colonist-tile = Piață neagră: predă un colonist de pe o { $tile }
pr-action-return-colonist-san-juan = Piață neagră: predă un colonist din San Juan
pr-action-return-noble = Piață neagră: predă un nobil: { $building }
pr-action-return-noble-tile = Piață neagră: predă un nobil de pe o { $tile }
pr-action-return-noble-san-juan = Piață neagră: predă un nobil din San Juan
pr-action-return-good = Piață neagră: predă un butoi de { $good }
pr-action-return-vp = Piață neagră: predă un jeton VP
pr-action-post = Vinde { $good } la Postul tău comercial
pr-action-small-wharf = Debarcader mic: adaugă un butoi de { $good }
pr-action-barrels =
    Încarcă { $count } { $count ->
        [one] butoi
       *[other] butoaie
    }
pr-action-exchange = Furnizor regal: un butoi de { $good } pentru un jeton VP
pr-action-plunder = Jaf: golește casa de comerț pentru VP
pr-action-piracy = Piraterie pe nava de { $capacity }
pr-action-raid = Raid pe nava coloniștilor
pr-action-kidnap = Răpire: { $role }
pr-action-guest = Casă de oaspeți: mută un oaspete: { $building }
pr-action-guest-tile = Casă de oaspeți: mută un oaspete pe o { $tile }
pr-action-guest-noble = Casă de oaspeți: mută un nobil oaspete: { $building }
pr-action-guest-noble-tile = Casă de oaspeți: mută un nobil oaspete pe o { $tile }
pr-action-pass-settler-hacienda = Nu trage o plantație în plus
pr-action-pass-settler-pick = Nu lua nicio piesă
pr-action-pass-settler-hospice = Niciun colonist de la Cabană
pr-action-pass-settler-hunting-lodge = Nu renunța la nicio plantație
pr-action-pass-mayor-privilege = Niciun colonist în plus
pr-action-pass-mayor-villa = Niciun nobil de la Vilă
pr-action-done-mayor-place = Gata cu plasarea
pr-action-pass-builder-build = Nu construi nimic
pr-action-pass-builder-university = Niciun colonist de la Universitate
pr-action-pass-craftsman-privilege = Niciun butoi în plus
pr-action-pass-craftsman-produce = Renunță la producție
pr-action-done-craftsman-produce = Produce
pr-action-pass-trader-sell = Nu vinde nimic
pr-action-pass-captain-load = Nu încărca nimic
pr-action-pass-captain-royal-supplier = Nu mai schimba butoaie
pr-action-done-captain-small-wharf = Expediază butoaiele Debarcaderului mic
pr-action-pass-buccaneer = Nicio opțiune a bucanierului
pr-action-done-buccaneer-raid = Nu mai păstra coloniști
pr-action-pass-guest-house = Lasă oaspeții unde sunt

pr-effect-small_indigo_plant = Fiecare cerc ocupat transformă recolta unei plantații de indigo ocupate într-un butoi de indigo.
pr-effect-small_sugar_mill = Fiecare cerc ocupat transformă recolta unei plantații de zahăr ocupate într-un butoi de zahăr.
pr-effect-large_indigo_plant = Până la 3 cercuri ocupate; fiecare produce un butoi de indigo dintr-o plantație de indigo ocupată.
pr-effect-large_sugar_mill = Până la 3 cercuri ocupate; fiecare produce un butoi de zahăr dintr-o plantație de zahăr ocupată.
pr-effect-tobacco_storage = Până la 3 cercuri ocupate; fiecare produce un butoi de tutun dintr-o plantație de tutun ocupată.
pr-effect-coffee_roaster = Până la 2 cercuri ocupate; fiecare produce un butoi de cafea dintr-o plantație de cafea ocupată.
pr-effect-small_market = +1 dublon de fiecare dată când proprietarul vinde un butoi la casa de comerț.
pr-effect-hacienda = În faza colonistului, înainte de alegere, proprietarul poate lua plantația de deasupra teancului cu fața în jos și trebuie să o plaseze imediat.
pr-effect-construction_hut = În faza colonistului proprietarul poate lua o carieră în locul unei plantații cu fața în sus.
pr-effect-small_warehouse = După faza căpitanului proprietarul păstrează toate butoaiele de un tip, pe lângă butoiul său obișnuit.
pr-effect-hospice = Când proprietarul ia o plantație sau o carieră în faza colonistului poate pune pe ea un colonist din rezervă (ediția originală: altfel de pe navă).
pr-effect-office = Proprietarul poate vinde un tip de bun aflat deja în casa de comerț.
pr-effect-large_market = +2 dubloni de fiecare dată când proprietarul vinde un butoi la casa de comerț.
pr-effect-large_warehouse = După faza căpitanului proprietarul păstrează toate butoaiele de două tipuri, pe lângă butoiul său obișnuit.
pr-effect-factory = După producție proprietarul câștigă 0/1/2/3/5 dubloni pentru 1/2/3/4/5 tipuri diferite produse.
pr-effect-university = După construire, proprietarul poate pune un colonist din rezervă (altfel de pe navă) pe clădirea nouă.
pr-effect-harbor = +1 VP de fiecare dată când proprietarul încarcă bunuri în faza căpitanului.
pr-effect-wharf = O dată pe faza căpitanului proprietarul poate expedia toate butoaiele de un tip pe nava sa proprie, câte 1 VP fiecare.
pr-effect-guild_hall = Sfârșitul jocului: +1 VP pentru fiecare clădire de producție mică și +2 VP pentru fiecare mare a proprietarului.
pr-effect-residence = Sfârșitul jocului: +4 VP pentru până la 9 spații ocupate pe insulă, +5 pentru 10, +6 pentru 11, +7 pentru 12.
pr-effect-fortress = Sfârșitul jocului: +1 VP pentru fiecare 3 coloniști de pe tabla proprietarului.
pr-effect-customs_house = Sfârșitul jocului: +1 VP pentru fiecare 4 jetoane VP ale proprietarului.
pr-effect-city_hall = Sfârșitul jocului: +1 VP pentru fiecare clădire violet din orașul proprietarului (inclusiv Primăria).
pr-effect-aqueduct = Când producția proprietarului include indigo făcut cu Fabrica sa de indigo (cea mare) ocupată, ia încă 1 indigo din rezervă; la fel pentru zahăr cu Fabrica de zahăr.
pr-effect-black_market = Dacă proprietarul nu poate plăti o clădire, poate acoperi o lipsă de până la 3 predând un colonist, un butoi și un jeton VP (1 dublon fiecare, cel mult unul din fiecare); apoi plătește toți dublonii săi.
pr-effect-forest_house = Faza colonistului: proprietarul poate pune orice plantație luată cu fața în jos, ca pădure (fără cerc). Faza constructorului: 1 dublon reducere la orice clădire pentru fiecare 2 păduri (fără limită de rând).
pr-effect-storehouse = După faza căpitanului proprietarul păstrează încă până la 3 butoaie de orice tip, pe lângă butoiul obișnuit și depozite.
pr-effect-guest_house = Găzduiește 2 oaspeți. La începutul, în timpul sau la sfârșitul oricărei faze proprietarul poate muta un oaspete pe un cerc gol al tablei sale; acolo lucrează imediat și rămâne până la următoarea fază a primarului.
pr-effect-church = De fiecare dată când proprietarul construiește altă clădire ia 1 jeton VP pentru o clădire din rândul 2 sau 3, 2 pentru una din rândul 4.
pr-effect-trading_post = Proprietarul poate face vânzarea din faza comerciantului la propriul post comercial: orice tip, chiar și unul aflat în casa de comerț sau când aceasta e plină; preț și bonusul comerciantului, fără bonusul piețelor.
pr-effect-small_wharf = O dată pe faza căpitanului proprietarul poate expedia în rezervă butoaie de orice tip, 1 VP pentru fiecare 2 butoaie; nu e niciodată obligat să încarce, nici să încarce maximul.
pr-effect-lighthouse = +1 dublon de fiecare dată când proprietarul încarcă bunuri; dacă e căpitan, ia și 1 dublon la începutul fazei.
pr-effect-specialty_factory = După producție proprietarul câștigă cu 1 dublon mai puțin decât cele mai multe butoaie de un tip (nu porumb) produse.
pr-effect-library = De fiecare dată când proprietarul alege un rol îi folosește privilegiul de două ori (două plantații ca colonist, doi coloniști ca primar, 2 dubloni reducere ca constructor...).
pr-effect-union_hall = La începutul fazei căpitanului proprietarul ia 1 jeton VP pentru fiecare 2 butoaie de un tip pe care le are.
pr-effect-cloister = Sfârșitul jocului: 1/3/6/10 VP pentru 1/2/3/4 seturi de 3 piese de insulă de același tip (fiecare tip de plantație, cariere, păduri).
pr-effect-statue = Valorează 8 VP la sfârșitul jocului; nu are nevoie de colonist și nu are alt efect.
pr-effect-land_office = O dată pe faza comerciantului, la rândul său. Cu un colonist: plătește 1 dublon pentru plantația de deasupra teancului cu fața în jos. Cu un nobil: scoate o plantație sau o pădure de pe insula ta pentru 1 dublon.
pr-effect-chapel = La începutul fazei meșteșugarului proprietarul ia 1 dublon, sau 1 jeton VP dacă un nobil ocupă capela.
pr-effect-hunting_lodge = După alegerile coloniștilor. Cu un colonist: proprietarul poate renunța la o plantație sau o pădure. Cu un nobil: 2 jetoane VP dacă doar el are cele mai multe spații goale pe insulă.
pr-effect-zoning_office = Cu un colonist: 1 dublon reducere la orice clădire din rândurile 1-3. Cu un nobil: 2 dubloni reducere la orice clădire din rândul 4.
pr-effect-royal_supplier = Înainte de prima încărcare proprietarul poate schimba butoaie pe jetoane VP: câte unul pentru fiecare nobil al său, fiecare de alt tip.
pr-effect-villa = La începutul fazei primarului proprietarul poate lua un nobil din rezervă (altfel un colonist).
pr-effect-jeweler = Clădire de producție care nu produce bunuri: în faza meșteșugarului proprietarul câștigă 1 dublon pentru fiecare nobil al său. Contează drept clădire de producție mare.
pr-effect-royal_garden = Sfârșitul jocului: +1 VP pentru fiecare nobil al proprietarului.
pr-effect-settler = fiecare ia o plantație cu fața în sus; colonistul poate lua în schimb o carieră.
pr-effect-mayor = coloniștii de pe navă se împart și se plasează; primarul ia unul în plus din rezervă.
pr-effect-builder = fiecare poate construi o clădire; constructorul plătește cu 1 dublon mai puțin.
pr-effect-craftsman = fiecare produce bunuri; meșteșugarul ia un butoi în plus.
pr-effect-trader = fiecare poate vinde un butoi la casa de comerț; comerciantul câștigă +1.
pr-effect-captain = fiecare trebuie să încarce bunuri pe navele de mărfuri pentru VP; căpitanul câștigă +1 VP la prima încărcare.
pr-effect-prospector = prospectorul ia 1 dublon; nimeni altcineva nu acționează.
pr-effect-buccaneer = acționează doar bucanierul, o dată: piraterie (golește o navă de mărfuri, păstrează până la 3 butoaie), jaf (1 VP pentru fiecare butoi din casa de comerț), raid (coloniștii de pe navă peste unul de jucător; păstrează până la 3 pe cercuri goale) sau răpire (ia o carte de rol nealeasă și dublonii de pe ea). Cine are jetonul bucanierului nu îl poate alege.

## The board's own labels and notes (web/src/boards/puerto_rico.ts)
pr-board-colonist-spaces =
    { $n ->
        [one] { $n } loc pentru colonist
        *[other] { $n } locuri pentru coloniști
    }
pr-board-cost = Cost { $n }
pr-board-vp = { $n } VP
pr-board-large = mare ({ $n } locuri în oraș)
pr-board-circles-title = coloniști: { $colonists } pe { $total } cercuri
pr-board-circles-title-nobles = coloniști: { $colonists }, nobili: { $nobles } pe { $total } cercuri
pr-board-roles = Roluri
pr-board-what-role = Ce face: { $role }
pr-board-doubloons-on-card = dubloni pe carte: { $n }
pr-board-cargo-title = Navă de mărfuri de { $n } butoaie (goală)
pr-board-cargo-title-good = Navă de mărfuri de { $n } butoaie: { $good }
pr-board-ship-of = Navă de { $n }
pr-board-empty = goală
pr-board-trading-title = Casa de comerț: 4 locuri, câte un butoi din fiecare fel (cu excepția Biroului); golită când e plină.
pr-board-trading-house = Casa de comerț
pr-board-ships-box = Nave și comerț
pr-board-colonist-ship-title = Nava coloniștilor: coloniștii ei merg la jucători în următoarea fază a Primarului.
pr-board-colonist-ship = Nava coloniștilor
pr-board-stat-colonists = coloniști
pr-board-stat-nobles = nobili
pr-board-face-up = plantații cu fața în sus ({ $good }): { $n }
pr-board-quarries-title = Cariere: fiecare ocupată scade cu 1 prețul unei clădiri (până la rândul ei).
pr-board-supplies = Rezerve
pr-board-stat-colonist-supply = coloniști în rezervă
pr-board-stat-vp-left = jetoane VP rămase
pr-board-stat-noble-supply = nobili în rezervă
pr-board-stat-plantation-stack = teancul de plantații
pr-board-stat-round = runda
pr-board-barrels-supply = Butoaie în rezervă
pr-board-buildings = Clădiri
pr-board-buildings-for-you = Clădiri (prețul pentru tine)
pr-board-vp-row = rândul de { $n } VP
pr-board-supply-tip = cost { $cost }, { $vp } VP, { $left } în rezervă
pr-board-in-supply = { $n } în rezervă
pr-board-left = { $n } rămase
pr-board-none-left = epuizate
pr-board-costs-you = te costă { $n }
pr-board-draft-heading = Alegerea clădirilor: alege o clădire pentru rezervă
pr-board-draft-free = Locuri libere după cost: { $places }
pr-board-tiles-occupied = { $kind }: { $n }, ocupate: { $occupied }
pr-board-city-tip = { $vp } VP, { $colonists }/{ $circles } ocupate
pr-board-occupied-of = { $n } din { $circles } ocupate
pr-board-about = Despre: { $building }
pr-board-san-juan-title = Coloniști care așteaptă în San Juan (nu pe un cerc)
pr-board-stat-in-san-juan = în San Juan
pr-board-stat-nobles-san-juan = nobili în San Juan
pr-board-you = tu
pr-board-governor = guvernator
pr-board-buccaneer-title = are jetonul bucanierului
pr-board-buccaneer-token = jetonul bucanierului
pr-board-to-act = la rând
pr-board-stat-doubloons = dubloni
pr-board-stat-vp-chips = jetoane VP
pr-board-stat-on-circles = coloniști pe cercuri
pr-board-island-title = Insulă: plantații și cariere
pr-board-city-title = Oraș: clădiri
pr-board-end-colonists = nava coloniștilor nu a mai putut fi umplută (nu mai sunt destui coloniști)
pr-board-end-city = un jucător a construit pe ultimul (al 12-lea) loc al orașului său
pr-board-end-vp = jetoanele VP s-au terminat
pr-board-last-round = Ultima rundă
pr-board-last-round-why = — jocul se termină la sfârșitul acestei runde, pentru că { $reasons }.
pr-board-not-reached = încă neatins
pr-board-reached-by = atins de { $name }
pr-board-festival-title = Obiectivele Festivalului (extensia 4)
pr-board-festival = Obiectivele Festivalului
pr-board-festival-own = Deține { $n } × { $kind } — { $reached }
pr-board-festival-produce = Produce
pr-board-festival-in-one-phase = într-o singură fază a Meșteșugarului — { $reached }
pr-board-festival-build = Construiește: { $building } — { $reached }
pr-board-buccaneer = Bucanier
pr-board-buccaneer-holder = Jetonul bucanierului: { $who }
pr-board-nobody-yet = nimeni încă
pr-board-kidnapped = Răpită: cartea { $card }, de { $name }

## More of the board's labels (web/src/boards/puerto_rico.ts)
pr-board-doubloons-on-it = dubloni pe ea: { $n }
pr-board-kidnapped-by = răpită de
pr-board-price-for-you = prețul pentru tine (cost tipărit { $n })
pr-board-cost-title = cost

## Why a move is refused
## The engines' reasons in the rulebook's words, with the rules' sections ("exp. §": the
## expansions' rules).

# Also in both log sections (the same words there): keep one copy of these at the merge.

## Log lines (setup, settler, mayor, builder, game end)
## The engines' log in Romanian, with the rulebook's words (coloniști, nava coloniștilor, San Juan).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.
pr-log-good-corn = porumb
pr-log-good-indigo = indigo
pr-log-good-sugar = zahăr
pr-log-good-tobacco = tutun
pr-log-good-coffee = cafea
pr-log-building-large_indigo_plant = { pr-building-large_indigo_plant }
pr-log-building-large_sugar_mill = { pr-building-large_sugar_mill }
# Also in the log section of setup, settler, mayor, builder: keep one copy at the merge.

pr-log-you-draw-plantation = Tragi o plantație de { $good }.
pr-log-you-earn-vp = Câștigi { $vp } { pr-vp }.

# A tile with its indefinite article, as the log names it ("a corn plantation").
pr-log-a-plantation-corn = o plantație de porumb
pr-log-a-plantation-indigo = o plantație de indigo
pr-log-a-plantation-sugar = o plantație de zahăr
pr-log-a-plantation-tobacco = o plantație de tutun
pr-log-a-plantation-coffee = o plantație de cafea
pr-log-a-quarry = o carieră

# A decision, a spot and a role, named in words.
pr-why-phase-choose_role = { pr-decision-choose_role }
pr-why-phase-settler_hacienda = { pr-decision-settler_hacienda }
pr-why-phase-settler_pick = { pr-decision-settler_pick }
pr-why-phase-settler_hospice = { pr-decision-settler_hospice }
pr-why-phase-mayor_privilege = { pr-decision-mayor_privilege }
pr-why-phase-mayor_place = { pr-decision-mayor_place }
pr-why-phase-builder_build = { pr-decision-builder_build }
pr-why-phase-builder_university = { pr-decision-builder_university }
pr-why-phase-craftsman_privilege = { pr-decision-craftsman_privilege }
pr-why-phase-trader_sell = { pr-decision-trader_sell }
pr-why-phase-captain_load = { pr-decision-captain_load }
pr-why-phase-captain_warehouse = { pr-decision-captain_warehouse }
pr-why-phase-captain_keep = { pr-decision-captain_keep }
pr-why-phase-game_over = { pr-decision-game_over }
pr-why-phase-craftsman_produce = { pr-decision-craftsman_produce }
pr-why-phase-draft = { pr-decision-draft }
pr-why-phase-place_drawn_tile = { pr-decision-place_drawn_tile }
pr-why-phase-settler_hunting_lodge = { pr-decision-settler_hunting_lodge }
pr-why-phase-mayor_villa = { pr-decision-mayor_villa }
pr-why-phase-mayor_take_piece = { pr-decision-mayor_take_piece }
pr-why-phase-builder_black_market = { pr-decision-builder_black_market }
pr-why-phase-captain_royal_supplier = { pr-decision-captain_royal_supplier }
pr-why-phase-captain_small_wharf = { pr-decision-captain_small_wharf }
pr-why-phase-captain_load_amount = { pr-decision-captain_load_amount }
pr-why-phase-buccaneer = { pr-decision-buccaneer }
pr-why-phase-buccaneer_raid = { pr-decision-buccaneer_raid }
pr-why-phase-guest_house = { pr-decision-guest_house }
pr-why-spot-corn = { pr-plantation-corn }
pr-why-spot-indigo = { pr-plantation-indigo }
pr-why-spot-sugar = { pr-plantation-sugar }
pr-why-spot-tobacco = { pr-plantation-tobacco }
pr-why-spot-coffee = { pr-plantation-coffee }
pr-why-spot-quarry = { pr-quarry }
pr-why-spot-small_indigo_plant = { pr-building-small_indigo_plant }
pr-why-spot-small_sugar_mill = { pr-building-small_sugar_mill }
pr-why-spot-large_indigo_plant = { pr-building-large_indigo_plant }
pr-why-spot-large_sugar_mill = { pr-building-large_sugar_mill }
pr-why-spot-tobacco_storage = { pr-building-tobacco_storage }
pr-why-spot-coffee_roaster = { pr-building-coffee_roaster }
pr-why-spot-small_market = { pr-building-small_market }
pr-why-spot-hacienda = { pr-building-hacienda }
pr-why-spot-construction_hut = { pr-building-construction_hut }
pr-why-spot-small_warehouse = { pr-building-small_warehouse }
pr-why-spot-hospice = { pr-building-hospice }
pr-why-spot-office = { pr-building-office }
pr-why-spot-large_market = { pr-building-large_market }
pr-why-spot-large_warehouse = { pr-building-large_warehouse }
pr-why-spot-factory = { pr-building-factory }
pr-why-spot-university = { pr-building-university }
pr-why-spot-harbor = { pr-building-harbor }
pr-why-spot-wharf = { pr-building-wharf }
pr-why-spot-guild_hall = { pr-building-guild_hall }
pr-why-spot-residence = { pr-building-residence }
pr-why-spot-fortress = { pr-building-fortress }
pr-why-spot-customs_house = { pr-building-customs_house }
pr-why-spot-city_hall = { pr-building-city_hall }
pr-why-spot-aqueduct = { pr-building-aqueduct }
pr-why-spot-black_market = { pr-building-black_market }
pr-why-spot-forest_house = { pr-building-forest_house }
pr-why-spot-storehouse = { pr-building-storehouse }
pr-why-spot-guest_house = { pr-building-guest_house }
pr-why-spot-church = { pr-building-church }
pr-why-spot-trading_post = { pr-building-trading_post }
pr-why-spot-small_wharf = { pr-building-small_wharf }
pr-why-spot-lighthouse = { pr-building-lighthouse }
pr-why-spot-specialty_factory = { pr-building-specialty_factory }
pr-why-spot-library = { pr-building-library }
pr-why-spot-union_hall = { pr-building-union_hall }
pr-why-spot-cloister = { pr-building-cloister }
pr-why-spot-statue = { pr-building-statue }
pr-why-spot-land_office = { pr-building-land_office }
pr-why-spot-chapel = { pr-building-chapel }
pr-why-spot-hunting_lodge = { pr-building-hunting_lodge }
pr-why-spot-zoning_office = { pr-building-zoning_office }
pr-why-spot-royal_supplier = { pr-building-royal_supplier }
pr-why-spot-villa = { pr-building-villa }
pr-why-spot-jeweler = { pr-building-jeweler }
pr-why-spot-royal_garden = { pr-building-royal_garden }
pr-why-role-settler = { pr-role-settler }
pr-why-role-mayor = { pr-role-mayor }
pr-why-role-builder = { pr-role-builder }
pr-why-role-craftsman = { pr-role-craftsman }
pr-why-role-trader = { pr-role-trader }
pr-why-role-captain = { pr-role-captain }
pr-why-role-prospector = { pr-role-prospector }
pr-why-role-buccaneer = { pr-role-buccaneer }

pr-why-other-decision = { $player } are de decis ({ $decision }); mutări permise acum: { $allowed }
pr-why-no-such-role = cu { $players } jucători nu există această { pr-role-card } (§3.1)
pr-why-no-such-role-card = în acest joc nu există această { pr-role-card } (§3.1, exp. §4.1)
pr-why-role-taken = fiecare { pr-role-card } poate fi aleasă o singură dată pe rundă (§4.4)
pr-why-buccaneer-holder = cine are { pr-buccaneer-token } nu poate alege rolul { pr-role-buccaneer } (exp. §4.1)
pr-why-settler-island-full = regulă deluxe: un jucător cu insula plină nu poate alege rolul { pr-role-settler } (§5.1)
pr-why-drafted = { $building }: clădirea e deja în rezervă (exp. §2.1)
pr-why-nobles-building = { $building }: clădire din expansiunea Nobililor (exp. §2.1)
pr-why-no-draft-space = niciun loc liber pentru { pr-draft } nu costă { $cost } (exp. §2.1)
pr-why-no-forest-house = { $player } nu are o { pr-building-forest_house } ocupată (exp. §2.3)
pr-why-plantation-face-up = nicio plantație de { $good } nu e cu fața în sus (§5.1)
pr-why-no-quarries = nu mai sunt cariere (§5.1)
pr-why-library-quarry = a doua piesă a Bibliotecii e o carieră doar cu o { pr-building-construction_hut } (exp. §2.3)
pr-why-quarry-privilege = doar cine a ales rolul { pr-role-settler } sau cine are o { pr-building-construction_hut } ocupată poate lua o carieră (§5.1)
pr-why-no-colonist-in-san-juan = { $player } nu mai are coloniști de plasat în { pr-san_juan } (§5.2)
pr-why-no-noble-in-san-juan = { $player } nu are niciun nobil în { pr-san_juan } (exp. §3.2)
pr-why-no-empty-circle-tile = { $player } nu are un cerc liber pe { $tile } (§5.2)
pr-why-no-empty-circle-building = { $player } nu are un cerc liber pe clădirea: { $building } (§5.2)
pr-why-spot-has-no-circle = { $spot }: niciun cerc liber pe tabla jucătorului { $player } (§5.2)
pr-why-spot-has-no-circle-raid = { $spot }: niciun cerc liber pe tabla jucătorului { $player } (exp. §4.2)
pr-why-spot-has-no-circle-guest = { $spot }: niciun cerc liber pe tabla jucătorului { $player } (exp. §2.3)
pr-why-unplace-after-placing = coloniștii pot fi luați înapoi doar înainte de a plasa vreunul în această tură (§5.2)
pr-why-no-colonist-on-tile = { $player } nu are niciun colonist pe { $tile } (§5.2)
pr-why-no-colonist-on-building = { $player } nu are niciun colonist pe clădirea: { $building } (§5.2)
pr-why-no-colonist-on-spot = { $player } nu are niciun colonist aici: { $spot } (§5.2, exp. §3.2)
pr-why-no-noble-on-spot = { $player } nu are niciun nobil aici: { $spot } (§5.2, exp. §3.2)
pr-why-not-available-now = nu e disponibil acum (exp. §4.2)
pr-why-colonists-waiting = coloniștii pot rămâne în { pr-san_juan } doar când fiecare cerc e ocupat; { $player } mai are { $count } de plasat (§5.2)
pr-why-not-in-game = { $building }: clădirea nu e în rezerva acestui joc (exp. §2.1)
pr-why-sold-out = { $building }: nu a mai rămas niciun exemplar în rezervă (§5.3)
pr-why-already-owned = { $player } are deja clădirea: { $building }; fiecare jucător are cel mult una din fiecare fel (§5.3)
pr-why-already-owned-an = { $player } are deja clădirea: { $building }; fiecare jucător are cel mult una din fiecare fel (§5.3)
pr-why-no-room = { $player } nu are loc în oraș pentru clădirea: { $building } ({ $spaces } spații) (§5.3)
pr-why-too-dear = { $building } costă { $price }, iar { $player } are { $money } (§5.3)
pr-why-too-dear-black-market = { $building } costă { $price }, iar { $player } are { $money }; { pr-building-black_market } acoperă cel mult { $most }, cu cel mult un colonist, un butoi și un jeton VP (exp. §2.3)
pr-why-extra-barrel = butoiul în plus trebuie să fie de un fel pe care { $player } îl poate produce și care e în rezervă (§5.4)
pr-why-no-good-to-sell = { $player } nu are { $good } (§5.5)
pr-why-no-trading-post = { $player } nu are un { pr-building-trading_post } ocupat (exp. §2.3)
pr-why-trading-house-full = { pr-trading-house } e plină (§5.5)
pr-why-trading-house-holds = { pr-trading-house } are deja { $good }; doar un { pr-building-office } permite asta (§5.5)
pr-why-no-wharf = { $player } nu are un { pr-building-wharf } ocupat (§6.4)
pr-why-wharf-used = { pr-building-wharf } se folosește o dată pe faza căpitanului (§6.4)
pr-why-no-good-for-wharf = { $player } nu are { $good } (§6.4)
pr-why-no-small-wharf = { $player } nu are un { pr-building-small_wharf } ocupat (exp. §2.3)
pr-why-no-good-to-hand-in = { $player } nu are { $good } (exp. §2.3)
pr-why-small-wharf-used = { pr-building-small_wharf } se folosește o dată pe faza căpitanului (exp. §2.3, X9)
pr-why-amount-does-not-fit = atâtea butoaie nu încap pe navă sau jucătorul nu le are (exp. §2.3, X9)
pr-why-keep-what-fits = depozitarea păstrează fiecare butoi permis de reguli: cine are mai mult de unul alege ce păstrează, nu le aruncă pe toate (§5.6.3)
pr-why-must-load = încărcarea e obligatorie cât timp o navă de mărfuri îți poate lua bunurile (§5.6)
pr-why-nothing-to-keep = { $player } nu are { $good } de păstrat (§5.6.3)
pr-why-kept-in-warehouse = { $good }: deja păstrat într-un depozit (§5.6.3)
pr-why-already-kept = { $good }: deja păstrat (§5.6.3)
pr-why-building-not-now = clădirea aceasta nu poate fi folosită acum (§6.4)
pr-why-colonist-ship-empty = nu mai e niciun colonist pe { pr-colonist-ship } (exp. §3.2)
pr-why-colonist-supply-empty = { pr-colonist-supply } e goală (§5.2)
pr-why-ship-noble-gone = nobilul de pe { pr-colonist-ship } nu mai e acolo (exp. §3.2)
pr-why-no-drawn-tile = nicio piesă trasă nu așteaptă să fie plasată (exp. §2.3)
pr-why-no-plantation-to-give-up = { $player } nu are nicio plantație de { $good } de cedat, niciodată o carieră (exp. §3.3)
pr-why-no-forest-to-give-up = { $player } nu are nicio pădure (din { $good }) de cedat, niciodată o carieră (exp. §3.3)
pr-why-no-land-office = { $player } nu are un { pr-building-land_office } ocupat de un colonist (exp. §3.3)
pr-why-land-office-used = { pr-building-land_office } se folosește o dată pe fază (exp. §3.3)
pr-why-land-office-cost = costă 1 dublon și cere un loc liber pe insulă și o piesă (exp. §3.3)
pr-why-villa-when = { pr-building-villa } se folosește la începutul fazei primarului (exp. §3.3)
pr-why-no-good-to-exchange = { $player } nu are { $good } (exp. §3.3)
pr-why-exchange-kinds = fiecare butoi schimbat trebuie să fie de alt fel (exp. §3.3)
pr-why-trading-house-empty = { pr-trading-house } e goală (exp. §4.2)
pr-why-ship-empty = nava de mărfuri aceasta nu are bunuri (exp. §4.2)
pr-why-raid-too-few = { pr-colonist-ship } nu are mai mulți coloniști decât jucători ({ $count }) (exp. §4.2)
pr-why-kidnap-which-card = doar o { pr-role-card } din acest joc, alta decât { pr-role-buccaneer } (exp. §4.2)
pr-why-kidnap-chosen-card = poate fi răpită doar o { pr-role-card } pe care nimeni n-a ales-o în această rundă (exp. §4.2)
pr-why-no-guest = { $player } nu are niciun oaspete într-o { pr-building-guest_house } (exp. §2.3)
pr-why-no-noble-guest = { $player } nu are niciun nobil ca oaspete (exp. §2.3, §3.4)
pr-why-no-vp-chip = { $player } nu are niciun jeton VP (exp. §2.3)
pr-why-black-market-no-noble = varianta „fără nobili la { pr-building-black_market }”: un nobil nu poate fi predat (exp. X19)
pr-why-black-market-own-colonist = colonistul de pe { pr-building-black_market } nu poate fi predat (exp. §2.3)
pr-why-black-market-limits = { pr-building-black_market } primește cel mult un colonist, un butoi și un jeton VP, și doar ce are jucătorul (exp. §2.3)
pr-why-no-such-ship = cu { $players } jucători nu există această navă de mărfuri (§3.1)
pr-why-no-good-to-load = { $player } nu are { $good } (§5.6.2)
pr-why-ship-carries-other = nava de { $capacity } transportă { $good }; un singur fel pe navă (§5.6.1)
pr-why-ship-full = nava de { $capacity } e plină (§5.6.1)
pr-why-kind-on-other-ship = altă navă transportă deja { $good }; niciodată două nave cu același fel (§5.6.1)
pr-why-largest-empty-ship =
    { $good } trebuie să meargă pe nava goală care { $choice ->
        [max_space] are cel mai mult loc liber
       *[other] ia cele mai multe butoaie
    } (§5.6.2)
pr-why-not-in-phase = nepermis în faza: { $role }
pr-why-not-in-role-phase = nepermis în faza: { $role } (§4)

# A list of goods with their numbers ("2 porumb, 1 zahăr").
pr-log-goods-list =
    { $kinds ->
        [0] niciuna
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }
# The colonist ship's shares ("Ana 2, Bogdan 1 (unul este nobil)").
pr-log-share-1 =
    { $player1 } { $n1 }{ $noble ->
        [1] { " " }(unul este nobil)
       *[other] { "" }
    }
pr-log-share-2 =
    { $player2 } { $n2 }{ $noble ->
        [2] { " " }(unul este nobil)
       *[other] { "" }
    }
pr-log-share-3 =
    { $player3 } { $n3 }{ $noble ->
        [3] { " " }(unul este nobil)
       *[other] { "" }
    }
pr-log-share-4 =
    { $player4 } { $n4 }{ $noble ->
        [4] { " " }(unul este nobil)
       *[other] { "" }
    }
pr-log-share-5 =
    { $player5 } { $n5 }{ $noble ->
        [5] { " " }(unul este nobil)
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
pr-log-first-governor = { $player } este primul Guvernator.
pr-log-draft-first = Alegerea clădirilor: începe { $player }.
pr-log-random-draft = Alegerea clădirilor la întâmplare: { $buildings }.
pr-log-draft =
    { $player } alege: { $building } (cost { $cost ->
        [one] { $cost } dublon
        [few] { $cost } dubloni
       *[other] { $cost } de dubloni
    }).
pr-log-festival-goals = Obiectivele Festivalului: 3 plantații de { $good }; de produs { pr-log-goods-list } într-o singură fază a Meșteșugarului.
pr-log-festival-building = Obiectivul de construcție al Festivalului: { $building }.
pr-log-round = Runda { $round }: { $player } este Guvernatorul.
pr-log-role =
    { $doubloons ->
        [0] { $player } alege cartea { $role }.
        [one] { $player } alege cartea { $role } (+{ $doubloons } dublon).
        [few] { $player } alege cartea { $role } (+{ $doubloons } dubloni).
       *[other] { $player } alege cartea { $role } (+{ $doubloons } de dubloni).
    }
pr-log-kidnapped-played = Nimeni nu a ales cartea răpită { $role }: o joacă { $player }.
pr-log-ransom = { $player } primește o răscumpărare de { $doubloons } dubloni pentru rolul răpit.
pr-log-prospector = { $player } ia 1 dublon (Prospector).
pr-log-prospector-library = { $player } ia { $doubloons } dubloni (Prospector, Bibliotecă).
pr-log-game-over = Jocul s-a terminat.
pr-log-last-vp = Ultimul jeton VP a fost luat: jocul se termină după această rundă.

# Festival goals and the Guest House
pr-log-festival-plantation-goal =
    { $player } atinge obiectivul de plantații al Festivalului (3 plantații de { $good }): { $colonists ->
        [one] { $colonists } colonist merge
       *[other] { $colonists } coloniști merg
    } în San Juan; piesa obiectivului este amestecată în teancul cu fața în jos.
pr-log-festival-production-goal = { $player } atinge obiectivul de producție al Festivalului: 3 dubloni; butoaiele obiectivului se întorc în rezervă.
pr-log-festival-construction-goal = { $player } atinge obiectivul de construcție al Festivalului ({ $building }).
pr-log-festival-building-back = Clădirea Festivalului ({ $building }) se întoarce în rezervă.
pr-log-guest = { $player } mută un oaspete de la Casa de oaspeți pe clădirea { $building }.
pr-log-guest-tile = { $player } mută un oaspete de la Casa de oaspeți pe { $tile }.
pr-log-guest-noble = { $player } mută un nobil oaspete de la Casa de oaspeți pe clădirea { $building }.
pr-log-guest-noble-tile = { $player } mută un nobil oaspete de la Casa de oaspeți pe { $tile }.

# Colonist (settler)
pr-log-reshuffle = Plantațiile aruncate sunt amestecate într-un nou teanc cu fața în jos.
pr-log-face-up = Plantații noi cu fața în sus: { pr-log-goods-list }.
pr-log-hacienda = { $player } folosește Conacul și trage { $tile }.
pr-log-hacienda-face-down = { $player } folosește Conacul și trage o piesă cu fața în jos.
pr-log-drawn-forest = { $player } pune piesa trasă cu fața în jos, ca pădure.
pr-log-drawn-plantation = { $player } pune piesa trasă: { $tile }.
pr-log-no-plantation = { $player } nu ia nicio plantație.
pr-log-take-tile = { $player } ia { $tile }.
pr-log-take-forest = { $player } ia { $tile } și o pune cu fața în jos, ca pădure.
pr-log-hospice = { $player } folosește Cabana: un colonist merge pe noua plantație de { $good }.
pr-log-hospice-quarry = { $player } folosește Cabana: un colonist merge pe noua carieră.
pr-log-hospice-forest = { $player } folosește Cabana: un colonist merge în San Juan (pădurea nu are cerc).
pr-log-discard-tile = { $player } renunță la { $tile }.
pr-log-discard-forest = { $player } renunță la o pădure ({ $tile } cu fața în jos).
pr-log-hunting-lodge = ({ $player } folosește Cabana de vânătoare.)
pr-log-hunting-lodge-vp = Cabana de vânătoare ({ $player }): cele mai multe spații goale pe insulă.

# Primar (mayor)
pr-log-villa-noble = Vila ({ $player }): un nobil din rezervă.
pr-log-villa-colonist = Vila ({ $player }): nu mai sunt nobili, în schimb un colonist.
pr-log-mayor-privilege = { $player } ia un colonist din rezervă (privilegiu).
pr-log-mayor-privilege-library = { $player } ia { $colonists } coloniști din rezervă (privilegiu, Bibliotecă).
pr-log-take-noble = { $player } ia nobilul de pe nava coloniștilor.
pr-log-ship-brings =
    Nava coloniștilor aduce { $colonists ->
        [one] { $colonists } colonist
        [few] { $colonists } coloniști
       *[other] { $colonists } de coloniști
    }: { pr-log-shares }.
pr-log-ship-brings-noble =
    Nava coloniștilor aduce { $colonists ->
        [one] { $colonists } colonist
        [few] { $colonists } coloniști
       *[other] { $colonists } de coloniști
    } și 1 nobil: { pr-log-shares }.
pr-log-fills-every-circle = { $player } ocupă toate cercurile; în San Juan așteaptă { $waiting }.
pr-log-placing-done = { $player } termină de plasat coloniștii.
pr-log-place = { $player } pune un colonist pe clădirea { $building }.
pr-log-place-tile = { $player } pune un colonist pe { $tile }.
pr-log-place-noble = { $player } pune un nobil pe clădirea { $building }.
pr-log-place-noble-tile = { $player } pune un nobil pe { $tile }.
pr-log-unplace = { $player } ia înapoi un colonist de pe clădirea { $building }.
pr-log-unplace-tile = { $player } ia înapoi un colonist de pe { $tile }.
pr-log-unplace-noble = { $player } ia înapoi un nobil de pe clădirea { $building }.
pr-log-unplace-noble-tile = { $player } ia înapoi un nobil de pe { $tile }.
pr-log-colonists-out = Rezerva de coloniști nu mai poate umple nava: jocul se termină după această rundă.
pr-log-ship-refilled =
    { $colonists ->
        [one] { $colonists } colonist urcă
        [few] { $colonists } coloniști urcă
       *[other] { $colonists } de coloniști urcă
    } pe nava coloniștilor.
pr-log-ship-refilled-noble =
    { $colonists ->
        [one] { $colonists } colonist
        [few] { $colonists } coloniști
       *[other] { $colonists } de coloniști
    } și 1 nobil urcă pe nava coloniștilor.

# Constructor (builder)
pr-log-build-nothing = { $player } nu construiește nimic.
pr-log-build =
    { $player } construiește: { $building } ({ $cost ->
        [one] { $cost } dublon
        [few] { $cost } dubloni
       *[other] { $cost } de dubloni
    }).
pr-log-build-an =
    { $player } construiește: { $building } ({ $cost ->
        [one] { $cost } dublon
        [few] { $cost } dubloni
       *[other] { $cost } de dubloni
    }).
pr-log-city-full = Orașul jucătorului { $player } este plin: jocul se termină după această rundă.
pr-log-university = { $player } folosește Universitatea: un colonist merge pe noua clădire, { $building }.
pr-log-church = Biserica ({ $player }) onorează noua clădire, { $building }.
pr-log-black-market-buy =
    { $player } cumpără cu Piața neagră: { $building } (costă { $cost }, { $short ->
        [one] lipsește { $short }
       *[other] lipsesc { $short }
    }).
pr-log-black-market-buy-an =
    { $player } cumpără cu Piața neagră: { $building } (costă { $cost }, { $short ->
        [one] lipsește { $short }
       *[other] lipsesc { $short }
    }).
pr-log-return-colonist = { $player } predă un colonist de pe clădirea { $building } (Piața neagră).
pr-log-return-colonist-tile = { $player } predă un colonist de pe { $tile } (Piața neagră).
pr-log-return-colonist-san-juan = { $player } predă un colonist din San Juan (Piața neagră).
pr-log-return-noble = { $player } predă un nobil de pe clădirea { $building } (Piața neagră).
pr-log-return-noble-tile = { $player } predă un nobil de pe { $tile } (Piața neagră).
pr-log-return-noble-san-juan = { $player } predă un nobil din San Juan (Piața neagră).
pr-log-return-good = { $player } predă un butoi de { $good } (Piața neagră).
pr-log-return-vp = { $player } predă un jeton VP (Piața neagră).

## Log lines (craftsman, trader, captain, buccaneer)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases_roles.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.

# Lists of barrels ("2 corn, 1 sugar") select on $kinds: $n1 and $good1, $n2 and $good2 ...
pr-log-declines-production = { $player } renunță la producție.
pr-log-produces =
    { $player } produce { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-factory =
    { $player } primește { $doubloons } { $doubloons ->
        [one] dublon
        [few] dubloni
       *[other] de dubloni
    } de la { pr-building-factory } ({ $kinds } tipuri de bunuri).
pr-log-extra-barrel = { $player } ia un butoi în plus de { $good } ({ pr-privilege }).
pr-log-chapel = { $player } primește 1 dublon de la { pr-building-chapel }.
pr-log-specialty-factory =
    { $player } primește { $doubloons } { $doubloons ->
        [one] dublon
        [few] dubloni
       *[other] de dubloni
    } de la { pr-building-specialty_factory }.
pr-log-jeweler =
    { $player } primește { $doubloons } { $doubloons ->
        [one] dublon
        [few] dubloni
       *[other] de dubloni
    } de la { pr-building-jeweler } (1 pentru fiecare { pr-noble }).
pr-log-aqueduct = { $player } primește 1 { $good } în plus de la { pr-building-aqueduct }.
pr-log-trading-house-emptied = Casa de comerț este plină: cele 4 butoaie ale ei se întorc în rezervă.
pr-log-sells-nothing = { $player } nu vinde nimic.
pr-log-sells =
    { $player } vinde un butoi de { $good } pentru { $doubloons } { $doubloons ->
        [one] dublon
        [few] dubloni
       *[other] de dubloni
    }.
pr-log-sells-trading-post =
    { $player } vinde un butoi de { $good } la { pr-building-trading_post } pentru { $doubloons } { $doubloons ->
        [one] dublon
        [few] dubloni
       *[other] de dubloni
    }.
pr-log-land-office-sells = ({ $player } primește 1 dublon de la { pr-building-land_office }.)
pr-log-land-office-buys-face-down = { $player } cumpără o piesă cu fața în jos pentru 1 dublon ({ pr-building-land_office }).
pr-log-land-office-buys = { $player } cumpără o plantație de { $good } pentru 1 dublon ({ pr-building-land_office }).
pr-log-lighthouse = { $player } primește 1 dublon de la { pr-building-lighthouse }, ca { pr-role-captain }.
pr-log-loads-nothing = { $player } nu încarcă nimic.
pr-log-ships = { $player } încarcă { $count } { $good } pe nava de { $capacity }.
pr-log-ships-wharf = { $player } expediază { $count } { $good } ({ pr-building-wharf }).
pr-log-ships-small-wharf =
    { $player } expediază { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    } ({ pr-building-small_wharf }).
pr-log-warehouse = { $player } păstrează într-un depozit toate butoaiele de { $good }.
pr-log-keeps =
    { $player } păstrează un butoi de { $good }{ $kinds ->
        [0] { "" }
        [1] { " " }și pune înapoi în rezervă { $n1 } { $good1 }
        [2] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-keeps-barrels =
    { $player } păstrează { $kept_kinds ->
        [1] { $kept_n1 } { $kept_good1 }
        [2] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }
        [3] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }
        [4] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }
       *[5] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }, { $kept_n5 } { $kept_good5 }
    }{ $kinds ->
        [0] { "" }
        [1] { " " }și pune înapoi în rezervă { $n1 } { $good1 }
        [2] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }și pune înapoi în rezervă { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-ship-unloaded = Nava de { $capacity } este plină și se descarcă.
pr-log-buccaneer-token = { $player } ia { pr-buccaneer-token }.
pr-log-no-buccaneer-action = { $player } nu face nicio acțiune de bucanier.
pr-log-piracy =
    { $player } jefuiește nava de { $capacity }: păstrează { $kept } { $good }, { $returned } se { $returned ->
        [one] întoarce
       *[other] întorc
    } în rezervă.
pr-log-kidnap =
    { $player } răpește rolul { $role }{ $doubloons ->
        [0] { "" }
        [one] { " " }împreună cu 1 dublon
        [few] { " " }împreună cu { $doubloons } dubloni
       *[other] { " " }împreună cu { $doubloons } de dubloni
    }.
pr-log-raid =
    { $player } atacă { pr-colonist-ship }: { $colonists ->
        [one] 1 { pr-colonist } o părăsește
        [few] { $colonists } { pr-colonists } o părăsesc
       *[other] { $colonists } de { pr-colonists } o părăsesc
    }.
pr-log-raid-place-building = { $player } așază un { pr-colonist } capturat pe { $building }.
pr-log-raid-place-plantation = { $player } așază un { pr-colonist } capturat pe o plantație de { $good }.
pr-log-raid-place-quarry = { $player } așază un { pr-colonist } capturat pe o carieră.

# Logged through the expansions' gain_vp (a VP chip for a building or a deed).
pr-log-chapel-noble = { $player } primește un jeton { pr-vp } de la { pr-building-chapel } (ocupată de un { pr-noble }).
pr-log-union-hall = { $player } primește { pr-vp } de la { pr-building-union_hall } pentru perechile de butoaie.
pr-log-royal-supplier = { $player } schimbă un butoi de { $good } pe un jeton { pr-vp } ({ pr-building-royal_supplier }).
pr-log-plunder =
    { $player } jefuiește casa de comerț ({ $barrels } { $barrels ->
        [one] butoi
        [few] butoaie
       *[other] de butoaie
    }).
