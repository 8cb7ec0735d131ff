### Puerto Rico: the game's words (rulebook terms) and its action phrases.

pr-role-settler = Colono
pr-role-mayor = Caposquadra
pr-role-builder = Costruttore
pr-role-craftsman = Artigiano
pr-role-trader = Mercante
pr-role-captain = Capitano
pr-role-prospector = Cercatore
pr-role-buccaneer = Bucaniere

pr-good-corn = Mais
pr-good-indigo = Indaco
pr-good-sugar = Zucchero
pr-good-tobacco = Tabacco
pr-good-coffee = Caffè

pr-plantation-corn = Possedimento di mais
pr-plantation-indigo = Possedimento di indaco
pr-plantation-sugar = Possedimento di zucchero
pr-plantation-tobacco = Possedimento di tabacco
pr-plantation-coffee = Possedimento di caffè

pr-forest-corn = Foresta (mais coperto)
pr-forest-indigo = Foresta (indaco coperto)
pr-forest-sugar = Foresta (zucchero coperto)
pr-forest-tobacco = Foresta (tabacco coperto)
pr-forest-coffee = Foresta (caffè coperto)

pr-quarry = Cava

pr-forest = Foresta

pr-building-small_indigo_plant = Piccola Piantagione di Indaco
pr-building-small_sugar_mill = Piccolo Zuccherificio
pr-building-large_indigo_plant = Grande Piantagione di Indaco
pr-building-large_sugar_mill = Grande Zuccherificio
pr-building-tobacco_storage = Magazzino del Tabacco
pr-building-coffee_roaster = Fabbrica di Torrefazione
pr-building-small_market = Piccolo Mercato
pr-building-hacienda = Hacienda
pr-building-construction_hut = Capanna di Costruzione
pr-building-small_warehouse = Piccolo Magazzino
pr-building-hospice = Ospizio
pr-building-office = Ufficio
pr-building-large_market = Grande Mercato
pr-building-large_warehouse = Grande Magazzino
pr-building-factory = Fabbrica
pr-building-university = Università
pr-building-harbor = Bacino di Attracco
pr-building-wharf = Molo
pr-building-guild_hall = Sala della Gilda
pr-building-residence = Residenza
pr-building-fortress = Fortezza
pr-building-customs_house = Casa delle Dogane
pr-building-city_hall = Municipio
pr-building-aqueduct = Acquedotto
pr-building-black_market = Mercato Nero
pr-building-forest_house = Capanna nel Bosco
pr-building-storehouse = Deposito
pr-building-guest_house = Albergo
pr-building-church = Chiesa
pr-building-trading_post = Stazione Commerciale
pr-building-small_wharf = Piccolo Molo
pr-building-lighthouse = Faro
pr-building-specialty_factory = Fabbrica Specializzata
pr-building-library = Biblioteca
pr-building-union_hall = Casa delle Unioni
pr-building-cloister = Convento
pr-building-statue = Statua
pr-building-land_office = Ufficio Territoriale
pr-building-chapel = Cappella
pr-building-hunting_lodge = Casa di Caccia
pr-building-zoning_office = Ufficio di Zona
pr-building-royal_supplier = Fornitore Reale
pr-building-villa = Villa
pr-building-jeweler = Gioielliere
pr-building-royal_garden = Giardino Reale

pr-colonist = lavoratore

pr-colonists = lavoratori

pr-noble = nobile

pr-nobles = nobili

pr-colonist-ship = Sala di Reclutamento
pr-colonist-supply = riserva dei lavoratori

pr-cargo-ship = nave da carico
pr-cargo-ships = navi da carico

pr-trading-house = Casa di Commercio

pr-san_juan = porto

pr-windrose = porto

pr-island = Territorio

pr-city = Città

pr-doubloons = dobloni

pr-vp = PV
pr-vp-chips = segnalini PV

pr-governor = Governatore

pr-role-card = carta Cittadino

pr-plantations = Possedimenti

pr-quarries = Cave

pr-goods = merci

pr-buildings = Edifici

pr-production-building = Edificio di Produzione

pr-violet-building = Edificio Commerciale

pr-privilege = vantaggio

pr-festival = Festival

pr-buccaneer-token = tessera del Bucaniere

pr-piracy = Pirateria

pr-plunder = Bottino

pr-raid = Razzia

pr-kidnapping = Rapimento

pr-draft = scelta degli Edifici

pr-trigger-colonists = i lavoratori sono finiti
pr-trigger-city = una Città è completa
pr-trigger-vp = i segnalini PV sono finiti

pr-decision-choose_role = scegli un ruolo
pr-decision-settler_hacienda = Colono: Hacienda?
pr-decision-settler_pick = Colono: prendi una tessera
pr-decision-settler_hospice = Colono: Ospizio?
pr-decision-mayor_privilege = Caposquadra: lavoratore extra?
pr-decision-mayor_place = Caposquadra: piazza i lavoratori
pr-decision-builder_build = Costruttore: costruisci
pr-decision-builder_university = Costruttore: Università?
pr-decision-craftsman_privilege = Artigiano: barile extra
pr-decision-trader_sell = Mercante: vendi
pr-decision-captain_load = Capitano: carica
pr-decision-captain_warehouse = Capitano: magazzino
pr-decision-captain_keep = Capitano: conserva un barile
pr-decision-game_over = partita finita
pr-decision-craftsman_produce = Artigiano: produrre?
pr-decision-draft = scelta degli Edifici
pr-decision-place_drawn_tile = piazza la tessera pescata
pr-decision-settler_hunting_lodge = Colono: Casa di Caccia
pr-decision-mayor_villa = Caposquadra: Villa
pr-decision-mayor_take_piece = Caposquadra: prendi una pedina
pr-decision-builder_black_market = Costruttore: Mercato Nero
pr-decision-captain_royal_supplier = Capitano: Fornitore Reale
pr-decision-captain_small_wharf = Capitano: Piccolo Molo
pr-decision-captain_load_amount = Capitano: quanti barili
pr-decision-buccaneer = Bucaniere
pr-decision-buccaneer_raid = Bucaniere: Razzia
pr-decision-guest_house = Albergo

pr-action-role =
    { $doubloons ->
        [0] { $role }
       *[other] { $role } (+{ $doubloons } { $doubloons ->
            [one] doblone
           *[other] dobloni
        })
    }
pr-action-hacienda = Hacienda: pesca un Possedimento coperto
pr-action-plant = Prendi un { $plantation }
pr-action-quarry = Prendi una Cava
pr-action-hospice = Ospizio: un lavoratore sulla nuova tessera
pr-action-take-colonist = Prendi un lavoratore dalla riserva
pr-action-place = Metti un lavoratore: { $building }
pr-action-place-tile = Metti un lavoratore: { $tile }
pr-action-unplace = Riprendi il lavoratore: { $building }
pr-action-unplace-tile = Riprendi un lavoratore: { $tile }
pr-action-done = Fatto
pr-action-build =
    Costruisci: { $building } ({ $cost } { $cost ->
        [one] doblone
       *[other] dobloni
    })
pr-action-university = Università: un lavoratore sul nuovo Edificio
pr-action-extra = Prendi un barile extra di { $good }
pr-action-sell = Vendi { $good }
pr-action-load = Carica { $good } sulla nave da { $capacity }
pr-action-wharf = Spedisci tutto il { $good } dal Molo
pr-action-warehouse = Conserva tutto il { $good } in un magazzino
pr-action-keep = Conserva un barile di { $good }
pr-action-pass = Passa
pr-action-draft = Metti in gioco: { $building }
pr-action-forest = Prendi un { $plantation } come Foresta
pr-action-as-plantation = Piazza la tessera come Possedimento
pr-action-as-forest = Piazza la tessera come Foresta
pr-action-discard = Scarta un { $plantation }
pr-action-discard-forest = Scarta una Foresta (di { $good })
pr-action-buy-plantation = Compra un Possedimento coperto per 1 doblone
pr-action-villa = Villa: prendi un Nobile
pr-action-take-noble = Prendi il Nobile dalla Sala di Reclutamento
pr-action-place-noble = Metti un Nobile: { $building }
pr-action-place-noble-tile = Metti un Nobile: { $tile }
pr-action-unplace-noble = Riprendi il Nobile: { $building }
pr-action-unplace-noble-tile = Riprendi un Nobile: { $tile }
pr-action-return-colonist = Mercato Nero: restituisci un lavoratore: { $building }
pr-action-return-colonist-tile = Mercato Nero: restituisci un lavoratore: { $tile }
pr-action-return-colonist-san-juan = Mercato Nero: restituisci un lavoratore dal porto
pr-action-return-noble = Mercato Nero: restituisci un Nobile: { $building }
pr-action-return-noble-tile = Mercato Nero: restituisci un Nobile: { $tile }
pr-action-return-noble-san-juan = Mercato Nero: restituisci un Nobile dal porto
pr-action-return-good = Mercato Nero: restituisci un barile di { $good }
pr-action-return-vp = Mercato Nero: restituisci un segnalino PV
pr-action-post = Vendi { $good } alla tua Stazione Commerciale
pr-action-small-wharf = Piccolo Molo: aggiungi un barile di { $good }
pr-action-barrels =
    Carica { $count } { $count ->
        [one] barile
       *[other] barili
    }
pr-action-exchange = Fornitore Reale: un barile di { $good } per un segnalino PV
pr-action-plunder = Bottino: svuota la Casa di Commercio per PV
pr-action-piracy = Pirateria sulla nave da { $capacity }
pr-action-raid = Razzia alla Sala di Reclutamento
pr-action-kidnap = Rapimento: { $role }
pr-action-guest = Albergo: sposta un ospite: { $building }
pr-action-guest-tile = Albergo: sposta un ospite: { $tile }
pr-action-guest-noble = Albergo: sposta un Nobile ospite: { $building }
pr-action-guest-noble-tile = Albergo: sposta un Nobile ospite: { $tile }
pr-action-pass-settler-hacienda = Non pescare un Possedimento extra
pr-action-pass-settler-pick = Non prendere nessuna tessera
pr-action-pass-settler-hospice = Nessun lavoratore dall'Ospizio
pr-action-pass-settler-hunting-lodge = Non scartare nessun Possedimento
pr-action-pass-mayor-privilege = Nessun lavoratore extra
pr-action-pass-mayor-villa = Nessun Nobile dalla Villa
pr-action-done-mayor-place = Fine del piazzamento
pr-action-pass-builder-build = Non costruire nulla
pr-action-pass-builder-university = Nessun lavoratore dall'Università
pr-action-pass-craftsman-privilege = Nessun barile extra
pr-action-pass-craftsman-produce = Rinuncia alla produzione
pr-action-done-craftsman-produce = Produci
pr-action-pass-trader-sell = Non vendere nulla
pr-action-pass-captain-load = Non caricare nulla
pr-action-pass-captain-royal-supplier = Non scambiare altri barili
pr-action-done-captain-small-wharf = Spedisci i barili del Piccolo Molo
pr-action-pass-buccaneer = Nessuna opzione del Bucaniere
pr-action-done-buccaneer-raid = Non tenere altri lavoratori
pr-action-pass-guest-house = Lascia gli ospiti dove sono

pr-effect-small_indigo_plant = Ogni spazio occupato trasforma il raccolto di un Possedimento di indaco occupato in un barile di indaco.
pr-effect-small_sugar_mill = Ogni spazio occupato trasforma il raccolto di un Possedimento di zucchero occupato in un barile di zucchero.
pr-effect-large_indigo_plant = Fino a 3 spazi occupati; ognuno produce un barile di indaco da un Possedimento di indaco occupato.
pr-effect-large_sugar_mill = Fino a 3 spazi occupati; ognuno produce un barile di zucchero da un Possedimento di zucchero occupato.
pr-effect-tobacco_storage = Fino a 3 spazi occupati; ognuno produce un barile di tabacco da un Possedimento di tabacco occupato.
pr-effect-coffee_roaster = Fino a 2 spazi occupati; ognuno produce un barile di caffè da un Possedimento di caffè occupato.
pr-effect-small_market = +1 doblone ogni volta che il proprietario vende un barile alla Casa di Commercio.
pr-effect-hacienda = Nella fase del Colono, prima della sua scelta, il proprietario può prendere il primo Possedimento coperto e deve piazzarlo subito.
pr-effect-construction_hut = Nella fase del Colono il proprietario può prendere una Cava invece di un Possedimento scoperto.
pr-effect-small_warehouse = Dopo la fase del Capitano il proprietario conserva tutti i barili di un tipo, oltre al suo barile singolo.
pr-effect-hospice = Quando il proprietario prende un Possedimento o una Cava nella fase del Colono può metterci un lavoratore dalla riserva (edizione originale: altrimenti dalla nave).
pr-effect-office = Il proprietario può vendere un tipo di merce già presente nella Casa di Commercio.
pr-effect-large_market = +2 dobloni ogni volta che il proprietario vende un barile alla Casa di Commercio.
pr-effect-large_warehouse = Dopo la fase del Capitano il proprietario conserva tutti i barili di due tipi, oltre al suo barile singolo.
pr-effect-factory = Dopo la produzione il proprietario guadagna 0/1/2/3/5 dobloni per 1/2/3/4/5 tipi diversi prodotti.
pr-effect-university = Dopo aver costruito, il proprietario può mettere un lavoratore dalla riserva (altrimenti dalla nave) sul nuovo Edificio.
pr-effect-harbor = +1 PV ogni volta che il proprietario carica merci nella fase del Capitano.
pr-effect-wharf = Una volta per fase del Capitano il proprietario può spedire tutti i barili di un tipo sulla sua nave privata, 1 PV ciascuno.
pr-effect-guild_hall = Fine partita: +1 PV per ogni Edificio di Produzione piccolo e +2 PV per ogni grande del proprietario.
pr-effect-residence = Fine partita: +4 PV fino a 9 spazi del Territorio occupati, +5 per 10, +6 per 11, +7 per 12.
pr-effect-fortress = Fine partita: +1 PV ogni 3 lavoratori sulla plancia del proprietario.
pr-effect-customs_house = Fine partita: +1 PV ogni 4 segnalini PV del proprietario.
pr-effect-city_hall = Fine partita: +1 PV per ogni Edificio Commerciale nella Città del proprietario (Municipio compreso).
pr-effect-aqueduct = Quando la produzione del proprietario comprende indaco fatto con la sua Grande Piantagione di Indaco occupata, prende 1 indaco in più dalla riserva; lo stesso per lo zucchero con il Grande Zuccherificio.
pr-effect-black_market = Se il proprietario non può pagare un Edificio, può coprire fino a 3 dobloni restituendo un lavoratore, un barile e un segnalino PV (1 doblone ciascuno, al massimo uno di ogni tipo); poi paga tutti i suoi dobloni.
pr-effect-forest_house = Fase del Colono: il proprietario può mettere coperto come Foresta ogni Possedimento che prende (senza spazio). Fase del Costruttore: 1 doblone di sconto su ogni Edificio ogni 2 Foreste (senza limite di fila).
pr-effect-storehouse = Dopo la fase del Capitano il proprietario conserva fino a 3 barili in più di qualsiasi tipo, oltre al barile singolo e ai magazzini.
pr-effect-guest_house = Ospita 2 ospiti. All'inizio, durante o alla fine di ogni fase il proprietario può spostare un ospite su uno spazio vuoto della sua plancia; lì lavora subito e resta fino alla prossima fase del Caposquadra.
pr-effect-church = Ogni volta che il proprietario costruisce un altro Edificio prende 1 segnalino PV per un Edificio della fila 2 o 3, 2 per uno della fila 4.
pr-effect-trading_post = Il proprietario può fare la sua vendita della fase del Mercante alla propria Stazione Commerciale: qualsiasi tipo, anche se già nella Casa di Commercio o se è piena; prezzo e vantaggio del Mercante, niente bonus dei mercati.
pr-effect-small_wharf = Una volta per fase del Capitano il proprietario può spedire alla riserva barili di qualsiasi tipo, 1 PV ogni 2 barili; non è mai obbligato a caricare, né a caricare il massimo.
pr-effect-lighthouse = +1 doblone ogni volta che il proprietario carica merci; se è il Capitano prende anche 1 doblone all'inizio della fase.
pr-effect-specialty_factory = Dopo la produzione il proprietario guadagna 1 doblone in meno del numero più alto di barili di un tipo (non mais) che ha prodotto.
pr-effect-library = Ogni volta che il proprietario sceglie un ruolo ne usa il vantaggio due volte (due Possedimenti come Colono, due lavoratori come Caposquadra, 2 dobloni di sconto come Costruttore...).
pr-effect-union_hall = All'inizio della fase del Capitano il proprietario prende 1 segnalino PV ogni 2 barili di uno stesso tipo che possiede.
pr-effect-cloister = Fine partita: 1/3/6/10 PV per 1/2/3/4 gruppi di 3 tessere Territorio di uno stesso tipo (ogni tipo di Possedimento, Cave, Foreste).
pr-effect-statue = Vale 8 PV a fine partita; non richiede lavoratori e non ha altri effetti.
pr-effect-land_office = Una volta per fase del Mercante, nel suo turno. Con un lavoratore: paga 1 doblone per il primo Possedimento coperto. Con un Nobile: togli un Possedimento o una Foresta dal tuo Territorio per 1 doblone.
pr-effect-chapel = All'inizio della fase dell'Artigiano il proprietario prende 1 doblone, o 1 segnalino PV se la Cappella è occupata da un Nobile.
pr-effect-hunting_lodge = Dopo le scelte dei Coloni. Con un lavoratore: il proprietario può scartare un Possedimento o una Foresta. Con un Nobile: 2 segnalini PV se è l'unico con più spazi vuoti nel Territorio.
pr-effect-zoning_office = Con un lavoratore: 1 doblone di sconto su ogni Edificio delle file 1-3. Con un Nobile: 2 dobloni di sconto su ogni Edificio della fila 4.
pr-effect-royal_supplier = Prima del suo primo turno di carico il proprietario può scambiare barili con segnalini PV: uno per ogni suo Nobile, ognuno di tipo diverso.
pr-effect-villa = All'inizio della fase del Caposquadra il proprietario può prendere un Nobile dalla riserva (altrimenti un lavoratore).
pr-effect-jeweler = Edificio di Produzione che non produce merci: nella fase dell'Artigiano il proprietario guadagna 1 doblone per ogni suo Nobile. Conta come Edificio di Produzione grande.
pr-effect-royal_garden = Fine partita: +1 PV per ogni Nobile del proprietario.
pr-effect-settler = ognuno prende un Possedimento scoperto; il Colono può prendere invece una Cava.
pr-effect-mayor = i lavoratori della Sala di Reclutamento vengono distribuiti e piazzati; il Caposquadra ne prende uno in più dalla riserva.
pr-effect-builder = ognuno può costruire un Edificio; il Costruttore paga 1 doblone in meno.
pr-effect-craftsman = ognuno produce merci; l'Artigiano prende un barile in più.
pr-effect-trader = ognuno può vendere un barile alla Casa di Commercio; il Mercante guadagna 1 doblone in più.
pr-effect-captain = ognuno deve caricare merci sulle navi da carico per PV; il Capitano guadagna 1 PV in più al primo carico.
pr-effect-prospector = il Cercatore prende 1 doblone; nessun altro agisce.
pr-effect-buccaneer = agisce solo il Bucaniere, una volta: Pirateria (svuota una nave da carico, tieni fino a 3 barili), Bottino (1 PV per barile nella Casa di Commercio), Razzia (i lavoratori della Sala oltre uno per giocatore; tienine fino a 3 su spazi vuoti) o Rapimento (prendi una carta Cittadino non scelta e i suoi dobloni). Chi ha la tessera del Bucaniere non può sceglierlo.

## The board's own labels and notes (web/src/boards/puerto_rico.ts)
pr-board-colonist-spaces =
    { $n ->
        [one] { $n } spazio per lavoratore
        *[other] { $n } spazi per lavoratori
    }
pr-board-cost = Costo { $n }
pr-board-vp = { $n } PV
pr-board-large = grande ({ $n } spazi della Città)
pr-board-circles-title = lavoratori: { $colonists } su { $total } cerchi
pr-board-circles-title-nobles = lavoratori: { $colonists }, nobili: { $nobles } su { $total } cerchi
pr-board-roles = Ruoli
pr-board-what-role = Cosa fa: { $role }
pr-board-doubloons-on-card = dobloni sulla carta: { $n }
pr-board-cargo-title = Nave da carico da { $n } barili (vuota)
pr-board-cargo-title-good = Nave da carico da { $n } barili: { $good }
pr-board-ship-of = Nave da { $n }
pr-board-empty = vuota
pr-board-trading-title = Casa di Commercio: 4 spazi, un barile per tipo (salvo con l'Ufficio); svuotata quando è piena.
pr-board-trading-house = Casa di Commercio
pr-board-ships-box = Navi e commercio
pr-board-colonist-ship-title = La Sala di Reclutamento: i suoi lavoratori vanno ai giocatori nella prossima fase del Caposquadra.
pr-board-colonist-ship = Sala di Reclutamento
pr-board-stat-colonists = lavoratori
pr-board-stat-nobles = nobili
pr-board-face-up = possedimenti scoperti ({ $good }): { $n }
pr-board-quarries-title = Cave: ognuna occupata riduce di 1 il prezzo di un edificio (fino alla sua fila).
pr-board-supplies = Riserve
pr-board-stat-colonist-supply = lavoratori nella riserva
pr-board-stat-vp-left = segnalini PV rimasti
pr-board-stat-noble-supply = nobili nella riserva
pr-board-stat-plantation-stack = pila dei possedimenti
pr-board-stat-round = round
pr-board-barrels-supply = Barili nella riserva
pr-board-buildings = Edifici
pr-board-buildings-for-you = Edifici (prezzo per te)
pr-board-vp-row = fila da { $n } PV
pr-board-supply-tip = costo { $cost }, { $vp } PV, { $left } nella riserva
pr-board-in-supply = { $n } nella riserva
pr-board-left = { $n } rimasti
pr-board-none-left = esauriti
pr-board-costs-you = a te costa { $n }
pr-board-draft-heading = Scelta degli Edifici: scegli un edificio per la riserva
pr-board-draft-free = Posti liberi per costo: { $places }
pr-board-tiles-occupied = { $kind }: { $n }, occupati: { $occupied }
pr-board-city-tip = { $vp } PV, { $colonists }/{ $circles } occupati
pr-board-occupied-of = { $n } su { $circles } occupati
pr-board-about = Informazioni: { $building }
pr-board-san-juan-title = Lavoratori in attesa a San Juan (non su un cerchio)
pr-board-stat-in-san-juan = a San Juan
pr-board-stat-nobles-san-juan = nobili a San Juan
pr-board-you = tu
pr-board-governor = governatore
pr-board-buccaneer-title = ha la tessera del Bucaniere
pr-board-buccaneer-token = tessera del Bucaniere
pr-board-to-act = di turno
pr-board-stat-doubloons = dobloni
pr-board-stat-vp-chips = segnalini PV
pr-board-stat-on-circles = lavoratori sui cerchi
pr-board-island-title = Territorio: possedimenti e cave
pr-board-city-title = Città: edifici
pr-board-end-colonists = la Sala di Reclutamento non si poteva riempire di nuovo (non restano abbastanza lavoratori)
pr-board-end-city = un giocatore ha costruito sull'ultimo (12°) spazio della sua Città
pr-board-end-vp = i segnalini PV sono finiti
pr-board-last-round = Ultimo round
pr-board-last-round-why = — la partita finisce alla fine di questo round, perché { $reasons }.
pr-board-not-reached = non ancora raggiunto
pr-board-reached-by = raggiunto da { $name }
pr-board-festival-title = Obiettivi del Festival (espansione 4)
pr-board-festival = Obiettivi del Festival
pr-board-festival-own = Possiedi { $n } × { $kind } — { $reached }
pr-board-festival-produce = Produci
pr-board-festival-in-one-phase = in una sola fase dell'Artigiano — { $reached }
pr-board-festival-build = Costruisci: { $building } — { $reached }
pr-board-buccaneer = Bucaniere
pr-board-buccaneer-holder = Tessera del Bucaniere: { $who }
pr-board-nobody-yet = ancora nessuno
pr-board-kidnapped = Rapita: la carta { $card }, da { $name }

## More of the board's labels (web/src/boards/puerto_rico.ts)
pr-board-doubloons-on-it = dobloni sopra: { $n }
pr-board-kidnapped-by = rapita da
pr-board-price-for-you = prezzo per te (costo stampato { $n })
pr-board-cost-title = costo

## Log lines (craftsman, trader, captain, buccaneer)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases_roles.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.
pr-log-good-corn = mais
pr-log-good-indigo = indaco
pr-log-good-sugar = zucchero
pr-log-good-tobacco = tabacco
pr-log-good-coffee = caffè
pr-log-building-large_indigo_plant = { pr-building-large_indigo_plant }
pr-log-building-large_sugar_mill = { pr-building-large_sugar_mill }
pr-log-you-draw-plantation = Peschi un Possedimento di { $good }.
pr-log-you-earn-vp = Guadagni { $vp } { pr-vp }.

# Lists of barrels ("2 corn, 1 sugar") select on $kinds: $n1 and $good1, $n2 and $good2 ...
pr-log-declines-production = { $player } rinuncia alla produzione.
pr-log-produces =
    { $player } produce { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-factory =
    { pr-building-factory } di { $player }: { $doubloons } { $doubloons ->
        [one] doblone
       *[other] dobloni
    } ({ $kinds } tipi di merci).
pr-log-extra-barrel = { $player } prende un barile extra di { $good } ({ pr-privilege }).
pr-log-chapel = { pr-building-chapel } di { $player }: 1 doblone.
pr-log-specialty-factory =
    { pr-building-specialty_factory } di { $player }: { $doubloons } { $doubloons ->
        [one] doblone
       *[other] dobloni
    }.
pr-log-jeweler =
    { pr-building-jeweler } di { $player }: { $doubloons } { $doubloons ->
        [one] doblone
       *[other] dobloni
    } (1 per ogni { pr-noble }).
pr-log-aqueduct = { pr-building-aqueduct } di { $player }: 1 { $good } in più.
pr-log-trading-house-emptied = La { pr-trading-house } è piena: i suoi 4 barili tornano nella riserva.
pr-log-sells-nothing = { $player } non vende nulla.
pr-log-sells =
    { $player } vende un barile di { $good } per { $doubloons } { $doubloons ->
        [one] doblone
       *[other] dobloni
    }.
pr-log-sells-trading-post =
    { $player } vende un barile di { $good } alla propria { pr-building-trading_post } per { $doubloons } { $doubloons ->
        [one] doblone
       *[other] dobloni
    }.
pr-log-land-office-sells = ({ pr-building-land_office }: { $player } riceve 1 doblone.)
pr-log-land-office-buys-face-down = { $player } compra una tessera coperta per 1 doblone ({ pr-building-land_office }).
pr-log-land-office-buys = { $player } compra un Possedimento di { $good } per 1 doblone ({ pr-building-land_office }).
pr-log-lighthouse = { pr-building-lighthouse } di { $player }: 1 doblone per il { pr-role-captain }.
pr-log-loads-nothing = { $player } non imbarca nulla.
pr-log-ships = { $player } imbarca { $count } { $good } sulla nave da { $capacity }.
pr-log-ships-wharf = { $player } spedisce { $count } { $good } dal { pr-building-wharf }.
pr-log-ships-small-wharf =
    { $player } spedisce { $kinds ->
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    } dal { pr-building-small_wharf }.
pr-log-warehouse = { $player } conserva in un magazzino tutti i barili di { $good }.
pr-log-keeps =
    { $player } conserva un barile di { $good }{ $kinds ->
        [0] { "" }
        [1] { " " }e rimette nella riserva { $n1 } { $good1 }
        [2] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-keeps-barrels =
    { $player } conserva { $kept_kinds ->
        [1] { $kept_n1 } { $kept_good1 }
        [2] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }
        [3] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }
        [4] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }
       *[5] { $kept_n1 } { $kept_good1 }, { $kept_n2 } { $kept_good2 }, { $kept_n3 } { $kept_good3 }, { $kept_n4 } { $kept_good4 }, { $kept_n5 } { $kept_good5 }
    }{ $kinds ->
        [0] { "" }
        [1] { " " }e rimette nella riserva { $n1 } { $good1 }
        [2] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { " " }e rimette nella riserva { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }.
pr-log-ship-unloaded = La nave da { $capacity } è piena e viene scaricata.
pr-log-buccaneer-token = { $player } prende la { pr-buccaneer-token }.
pr-log-no-buccaneer-action = { $player } non compie alcuna azione da { pr-role-buccaneer }.
pr-log-piracy =
    { pr-piracy } di { $player } sulla nave da { $capacity }: tiene { $kept } { $good }, { $returned } { $returned ->
        [one] torna
       *[other] tornano
    } nella riserva.
pr-log-kidnap =
    { pr-kidnapping } di { $player }: { $role }{ $doubloons ->
        [0] { "" }
        [one] { " " }con 1 doblone
       *[other] { " " }con { $doubloons } dobloni
    }.
pr-log-raid =
    { pr-raid } di { $player } alla { pr-colonist-ship }: { $colonists ->
        [one] 1 { pr-colonist } se ne va
       *[other] { $colonists } { pr-colonists } se ne vanno
    }.
pr-log-raid-place-building = { $player } mette un { pr-colonist } preso con la { pr-raid }: { $building }.
pr-log-raid-place-plantation = { $player } mette un { pr-colonist } preso con la { pr-raid }: Possedimento di { $good }.
pr-log-raid-place-quarry = { $player } mette un { pr-colonist } preso con la { pr-raid }: { pr-quarry }.

# Logged through the expansions' gain_vp (a VP chip for a building or a deed).
pr-log-chapel-noble = { pr-building-chapel } di { $player } (con un { pr-noble }): un segnalino { pr-vp }.
pr-log-union-hall = { pr-building-union_hall } di { $player }: { pr-vp } per le coppie di barili.
pr-log-royal-supplier = { $player } scambia un barile di { $good } con un segnalino { pr-vp } ({ pr-building-royal_supplier }).
pr-log-plunder =
    { pr-plunder } di { $player }: svuota la { pr-trading-house } ({ $barrels } { $barrels ->
        [one] barile
       *[other] barili
    }).
