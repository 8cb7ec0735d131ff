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

## Log lines (setup, settler, mayor, builder, game end)
## The engines' log in Italian, with the deluxe rulebook's words (lavoratori, Sala di Reclutamento, porto).

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

# A tile with its indefinite article, as the log names it ("a corn plantation").
pr-log-a-plantation-corn = un Possedimento di mais
pr-log-a-plantation-indigo = un Possedimento di indaco
pr-log-a-plantation-sugar = un Possedimento di zucchero
pr-log-a-plantation-tobacco = un Possedimento di tabacco
pr-log-a-plantation-coffee = un Possedimento di caffè
pr-log-a-quarry = una Cava

# A list of goods with their numbers ("2 mais, 1 zucchero").
pr-log-goods-list =
    { $kinds ->
        [0] nessuno
        [1] { $n1 } { $good1 }
        [2] { $n1 } { $good1 }, { $n2 } { $good2 }
        [3] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }
        [4] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }
       *[5] { $n1 } { $good1 }, { $n2 } { $good2 }, { $n3 } { $good3 }, { $n4 } { $good4 }, { $n5 } { $good5 }
    }
# The Sala di Reclutamento's shares ("Anna 2, Bruno 1 (uno è un Nobile)").
pr-log-share-1 =
    { $player1 } { $n1 }{ $noble ->
        [1] { " " }(uno è un Nobile)
       *[other] { "" }
    }
pr-log-share-2 =
    { $player2 } { $n2 }{ $noble ->
        [2] { " " }(uno è un Nobile)
       *[other] { "" }
    }
pr-log-share-3 =
    { $player3 } { $n3 }{ $noble ->
        [3] { " " }(uno è un Nobile)
       *[other] { "" }
    }
pr-log-share-4 =
    { $player4 } { $n4 }{ $noble ->
        [4] { " " }(uno è un Nobile)
       *[other] { "" }
    }
pr-log-share-5 =
    { $player5 } { $n5 }{ $noble ->
        [5] { " " }(uno è un Nobile)
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
pr-log-first-governor = { $player } è il primo Governatore.
pr-log-draft-first = Scelta degli Edifici: inizia { $player }.
pr-log-random-draft = Scelta casuale degli Edifici: { $buildings }.
pr-log-draft =
    { $player } sceglie: { $building } (costo { $cost } { $cost ->
        [one] doblone
       *[other] dobloni
    }).
pr-log-festival-goals = Obiettivi del Festival: 3 Possedimenti di { $good }; produrre { pr-log-goods-list } in una sola fase dell'Artigiano.
pr-log-festival-building = Obiettivo di costruzione del Festival: { $building }.
pr-log-round = Round { $round }: { $player } è il Governatore.
pr-log-role =
    { $doubloons ->
        [0] { $player } sceglie la carta { $role }.
        [one] { $player } sceglie la carta { $role } (+{ $doubloons } doblone).
       *[other] { $player } sceglie la carta { $role } (+{ $doubloons } dobloni).
    }
pr-log-kidnapped-played = Nessuno ha scelto la carta { $role } rapita: la gioca { $player }.
pr-log-ransom = { $player } riceve un riscatto di { $doubloons } dobloni per il ruolo rapito.
pr-log-prospector = { $player } prende 1 doblone (Cercatore).
pr-log-prospector-library = { $player } prende { $doubloons } dobloni (Cercatore, Biblioteca).
pr-log-game-over = La partita è finita.
pr-log-last-vp = È stato preso l'ultimo segnalino PV: la partita finisce alla fine di questo round.

# Festival goals and the Guest House (Albergo)
pr-log-festival-plantation-goal =
    { $player } raggiunge l'obiettivo dei Possedimenti del Festival (3 Possedimenti di { $good }): { $colonists ->
        [one] { $colonists } lavoratore va
       *[other] { $colonists } lavoratori vanno
    } sul porto; la tessera obiettivo viene mescolata nella pila coperta.
pr-log-festival-production-goal = { $player } raggiunge l'obiettivo di produzione del Festival: 3 dobloni; i barili dell'obiettivo tornano nella riserva.
pr-log-festival-construction-goal = { $player } raggiunge l'obiettivo di costruzione del Festival ({ $building }).
pr-log-festival-building-back = L'Edificio del Festival ({ $building }) torna nella riserva.
pr-log-guest = { $player } sposta un ospite dall'Albergo all'Edificio { $building }.
pr-log-guest-tile = { $player } sposta un ospite dall'Albergo su { $tile }.
pr-log-guest-noble = { $player } sposta un Nobile ospite dall'Albergo all'Edificio { $building }.
pr-log-guest-noble-tile = { $player } sposta un Nobile ospite dall'Albergo su { $tile }.

# Colono (settler)
pr-log-reshuffle = La pila degli scarti dei Possedimenti viene mescolata e forma una nuova pila coperta.
pr-log-face-up = Nuovi Possedimenti scoperti: { pr-log-goods-list }.
pr-log-hacienda = { $player } usa l'Hacienda e pesca { $tile }.
pr-log-hacienda-face-down = { $player } usa l'Hacienda e pesca una tessera coperta.
pr-log-drawn-forest = { $player } mette la tessera pescata coperta, come Foresta.
pr-log-drawn-plantation = { $player } piazza la tessera pescata: { $tile }.
pr-log-no-plantation = { $player } non prende nessun Possedimento.
pr-log-take-tile = { $player } prende { $tile }.
pr-log-take-forest = { $player } prende { $tile } e lo mette coperto, come Foresta.
pr-log-hospice = { $player } usa l'Ospizio: un lavoratore va sul nuovo Possedimento di { $good }.
pr-log-hospice-quarry = { $player } usa l'Ospizio: un lavoratore va sulla nuova Cava.
pr-log-hospice-forest = { $player } usa l'Ospizio: un lavoratore va sul porto (la Foresta non ha spazi).
pr-log-discard-tile = { $player } scarta { $tile }.
pr-log-discard-forest = { $player } scarta una Foresta ({ $tile } coperto).
pr-log-hunting-lodge = ({ $player } usa la Casa di Caccia.)
pr-log-hunting-lodge-vp = Casa di Caccia di { $player }: il maggior numero di spazi vuoti nel Territorio.

# Caposquadra (mayor)
pr-log-villa-noble = Villa di { $player }: un Nobile dalla riserva.
pr-log-villa-colonist = Villa di { $player }: i Nobili sono finiti, un lavoratore al suo posto.
pr-log-mayor-privilege = { $player } prende un lavoratore dalla riserva (vantaggio).
pr-log-mayor-privilege-library = { $player } prende { $colonists } lavoratori dalla riserva (vantaggio, Biblioteca).
pr-log-take-noble = { $player } prende il Nobile dalla Sala di Reclutamento.
pr-log-ship-brings =
    Dalla Sala di Reclutamento { $colonists ->
        [one] arriva { $colonists } lavoratore
       *[other] arrivano { $colonists } lavoratori
    }: { pr-log-shares }.
pr-log-ship-brings-noble =
    Dalla Sala di Reclutamento arrivano { $colonists ->
        [one] { $colonists } lavoratore
       *[other] { $colonists } lavoratori
    } e 1 Nobile: { pr-log-shares }.
pr-log-fills-every-circle =
    { $player } occupa tutti gli spazi; { $waiting ->
        [one] { $waiting } resta
       *[other] { $waiting } restano
    } sul porto.
pr-log-placing-done = { $player } ha finito di piazzare i lavoratori.
pr-log-place = { $player } mette un lavoratore sull'Edificio { $building }.
pr-log-place-tile = { $player } mette un lavoratore su { $tile }.
pr-log-place-noble = { $player } mette un Nobile sull'Edificio { $building }.
pr-log-place-noble-tile = { $player } mette un Nobile su { $tile }.
pr-log-unplace = { $player } riprende un lavoratore dall'Edificio { $building }.
pr-log-unplace-tile = { $player } riprende un lavoratore da { $tile }.
pr-log-unplace-noble = { $player } riprende un Nobile dall'Edificio { $building }.
pr-log-unplace-noble-tile = { $player } riprende un Nobile da { $tile }.
pr-log-colonists-out = La riserva dei lavoratori non basta a riempire la Sala di Reclutamento: la partita finisce alla fine di questo round.
pr-log-ship-refilled =
    { $colonists ->
        [one] { $colonists } lavoratore entra
       *[other] { $colonists } lavoratori entrano
    } nella Sala di Reclutamento.
pr-log-ship-refilled-noble =
    { $colonists ->
        [one] { $colonists } lavoratore
       *[other] { $colonists } lavoratori
    } e 1 Nobile entrano nella Sala di Reclutamento.

# Costruttore (builder)
pr-log-build-nothing = { $player } non costruisce nulla.
pr-log-build =
    { $player } costruisce: { $building } ({ $cost } { $cost ->
        [one] doblone
       *[other] dobloni
    }).
pr-log-build-an =
    { $player } costruisce: { $building } ({ $cost } { $cost ->
        [one] doblone
       *[other] dobloni
    }).
pr-log-city-full = La Città di { $player } è completa: la partita finisce alla fine di questo round.
pr-log-university = { $player } usa l'Università: un lavoratore va sul nuovo Edificio { $building }.
pr-log-church = La Chiesa di { $player } onora il nuovo Edificio { $building }.
pr-log-black-market-buy =
    { $player } compra con il Mercato Nero: { $building } ({ $cost } dobloni, { $short ->
        [one] ne manca { $short }
       *[other] ne mancano { $short }
    }).
pr-log-black-market-buy-an =
    { $player } compra con il Mercato Nero: { $building } ({ $cost } dobloni, { $short ->
        [one] ne manca { $short }
       *[other] ne mancano { $short }
    }).
pr-log-return-colonist = { $player } restituisce un lavoratore dall'Edificio { $building } (Mercato Nero).
pr-log-return-colonist-tile = { $player } restituisce un lavoratore da { $tile } (Mercato Nero).
pr-log-return-colonist-san-juan = { $player } restituisce un lavoratore dal porto (Mercato Nero).
pr-log-return-noble = { $player } restituisce un Nobile dall'Edificio { $building } (Mercato Nero).
pr-log-return-noble-tile = { $player } restituisce un Nobile da { $tile } (Mercato Nero).
pr-log-return-noble-san-juan = { $player } restituisce un Nobile dal porto (Mercato Nero).
pr-log-return-good = { $player } restituisce un barile di { $good } (Mercato Nero).
pr-log-return-vp = { $player } restituisce un segnalino PV (Mercato Nero).
