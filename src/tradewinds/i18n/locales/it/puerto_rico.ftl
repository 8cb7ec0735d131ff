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

## Why a move is refused
## The engines' reasons in the rulebook's words, with the rules' sections ("esp. §": the
## expansions' rules).

# Also in both log sections (the same words there): keep one copy of these at the merge.

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
# Also in the log section of setup, settler, mayor, builder: keep one copy at the merge.

pr-log-you-draw-plantation = Peschi un Possedimento di { $good }.
pr-log-you-earn-vp = Guadagni { $vp } { pr-vp }.

# A tile with its indefinite article, as the log names it ("a corn plantation").
pr-log-a-plantation-corn = un Possedimento di mais
pr-log-a-plantation-indigo = un Possedimento di indaco
pr-log-a-plantation-sugar = un Possedimento di zucchero
pr-log-a-plantation-tobacco = un Possedimento di tabacco
pr-log-a-plantation-coffee = un Possedimento di caffè
pr-log-a-quarry = una Cava

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

pr-why-other-decision = tocca a { $player } decidere ({ $decision }); mosse possibili ora: { $allowed }
pr-why-no-such-role = con { $players } giocatori non c'è questa { pr-role-card } (§3.1)
pr-why-no-such-role-card = in questa partita non c'è questa { pr-role-card } (§3.1, esp. §4.1)
pr-why-role-taken = ogni { pr-role-card } si può scegliere una sola volta per round (§4.4)
pr-why-buccaneer-holder = chi ha la { pr-buccaneer-token } non può scegliere il { pr-role-buccaneer } (esp. §4.1)
pr-why-settler-island-full = regola deluxe: chi ha il { pr-island } pieno non può scegliere il { pr-role-settler } (§5.1)
pr-why-drafted = { $building }: Edificio già nella riserva (esp. §2.1)
pr-why-nobles-building = { $building }: Edificio dell'espansione dei Nobili (esp. §2.1)
pr-why-no-draft-space = nessuno spazio libero per la { pr-draft } costa { $cost } (esp. §2.1)
pr-why-no-forest-house = { $player } non ha una { pr-building-forest_house } occupata (esp. §2.3)
pr-why-plantation-face-up = nessun Possedimento di { $good } è scoperto (§5.1)
pr-why-no-quarries = non ci sono più Cave (§5.1)
pr-why-library-quarry = la seconda tessera della { pr-building-library } è una Cava solo con la { pr-building-construction_hut } (esp. §2.3)
pr-why-quarry-privilege = solo il { pr-role-settler } o chi ha una { pr-building-construction_hut } occupata può prendere una Cava (§5.1)
pr-why-no-colonist-in-san-juan = { $player } non ha più lavoratori da piazzare nel { pr-san_juan } (§5.2)
pr-why-no-noble-in-san-juan = { $player } non ha nobili nel { pr-san_juan } (esp. §3.2)
pr-why-no-empty-circle-tile = { $player } non ha un cerchio libero su { $tile } (§5.2)
pr-why-no-empty-circle-building = { $player } non ha un cerchio libero su questo Edificio: { $building } (§5.2)
pr-why-spot-has-no-circle = { $spot }: nessun cerchio libero sulla plancia di { $player } (§5.2)
pr-why-spot-has-no-circle-raid = { $spot }: nessun cerchio libero sulla plancia di { $player } (esp. §4.2)
pr-why-spot-has-no-circle-guest = { $spot }: nessun cerchio libero sulla plancia di { $player } (esp. §2.3)
pr-why-unplace-after-placing = i lavoratori si possono riprendere solo prima di piazzarne uno in questo turno (§5.2)
pr-why-no-colonist-on-tile = { $player } non ha lavoratori su { $tile } (§5.2)
pr-why-no-colonist-on-building = { $player } non ha lavoratori su questo Edificio: { $building } (§5.2)
pr-why-no-colonist-on-spot = { $player } non ha lavoratori qui: { $spot } (§5.2, esp. §3.2)
pr-why-no-noble-on-spot = { $player } non ha nobili qui: { $spot } (§5.2, esp. §3.2)
pr-why-not-available-now = non disponibile ora (esp. §4.2)
pr-why-colonists-waiting = i lavoratori possono restare nel { pr-san_juan } solo se ogni cerchio è occupato; { $player } ne ha ancora { $count } da piazzare (§5.2)
pr-why-not-in-game = { $building }: Edificio non presente nella riserva di questa partita (esp. §2.1)
pr-why-sold-out = { $building }: nessun esemplare resta nella riserva (§5.3)
pr-why-already-owned = { $player } possiede già questo Edificio: { $building }; uno solo per tipo a giocatore (§5.3)
pr-why-already-owned-an = { $player } possiede già questo Edificio: { $building }; uno solo per tipo a giocatore (§5.3)
pr-why-no-room = { $player } non ha spazio in { pr-city } per questo Edificio: { $building } ({ $spaces } spazi) (§5.3)
pr-why-too-dear = { $building } costa { $price } e { $player } ha { $money } (§5.3)
pr-why-too-dear-black-market = { $building } costa { $price } e { $player } ha { $money }; il { pr-building-black_market } copre al massimo { $most }, con non più di un lavoratore, un barile e un segnalino PV (esp. §2.3)
pr-why-extra-barrel = il barile extra dev'essere di un tipo che { $player } può produrre e che è nella riserva (§5.4)
pr-why-no-good-to-sell = { $player } non ha { $good } (§5.5)
pr-why-no-trading-post = { $player } non ha una { pr-building-trading_post } occupata (esp. §2.3)
pr-why-trading-house-full = la { pr-trading-house } è piena (§5.5)
pr-why-trading-house-holds = la { pr-trading-house } ha già { $good }; solo l'{ pr-building-office } lo consente (§5.5)
pr-why-no-wharf = { $player } non ha un { pr-building-wharf } occupato (§6.4)
pr-why-wharf-used = il { pr-building-wharf } si usa una volta per fase del { pr-role-captain } (§6.4)
pr-why-no-good-for-wharf = { $player } non ha { $good } (§6.4)
pr-why-no-small-wharf = { $player } non ha un { pr-building-small_wharf } occupato (esp. §2.3)
pr-why-no-good-to-hand-in = { $player } non ha { $good } (esp. §2.3)
pr-why-small-wharf-used = il { pr-building-small_wharf } si usa una volta per fase del { pr-role-captain } (esp. §2.3, X9)
pr-why-amount-does-not-fit = quei barili non entrano nella nave o il giocatore non li ha (esp. §2.3, X9)
pr-why-keep-what-fits = si conservano tutti i barili che le regole permettono: chi ne ha più di uno sceglie quale tenere, non li scarta tutti (§5.6.3)
pr-why-must-load = caricare è obbligatorio finché una nave da carico può prendere le tue merci (§5.6)
pr-why-nothing-to-keep = { $player } non ha { $good } da conservare (§5.6.3)
pr-why-kept-in-warehouse = { $good }: già conservato in un magazzino (§5.6.3)
pr-why-already-kept = { $good }: già conservato (§5.6.3)
pr-why-building-not-now = quell'Edificio non si può usare ora (§6.4)
pr-why-colonist-ship-empty = non resta nessun lavoratore nella { pr-colonist-ship } (esp. §3.2)
pr-why-colonist-supply-empty = la { pr-colonist-supply } è vuota (§5.2)
pr-why-ship-noble-gone = il nobile della { pr-colonist-ship } non c'è più (esp. §3.2)
pr-why-no-drawn-tile = nessuna tessera pescata attende di essere piazzata (esp. §2.3)
pr-why-no-plantation-to-give-up = { $player } non ha un Possedimento di { $good } da cedere, mai una Cava (esp. §3.3)
pr-why-no-forest-to-give-up = { $player } non ha una Foresta (di { $good }) da cedere, mai una Cava (esp. §3.3)
pr-why-no-land-office = { $player } non ha un { pr-building-land_office } occupato da un lavoratore (esp. §3.3)
pr-why-land-office-used = l'{ pr-building-land_office } si usa una volta per fase (esp. §3.3)
pr-why-land-office-cost = costa 1 doblone e servono uno spazio libero nel { pr-island } e una tessera (esp. §3.3)
pr-why-villa-when = la { pr-building-villa } si usa quando inizia la fase del { pr-role-mayor } (esp. §3.3)
pr-why-no-good-to-exchange = { $player } non ha { $good } (esp. §3.3)
pr-why-exchange-kinds = ogni barile scambiato dev'essere di un tipo diverso (esp. §3.3)
pr-why-trading-house-empty = la { pr-trading-house } è vuota (esp. §4.2)
pr-why-ship-empty = quella nave da carico non ha merci (esp. §4.2)
pr-why-raid-too-few = la { pr-colonist-ship } non ha più lavoratori che giocatori ({ $count }) (esp. §4.2)
pr-why-kidnap-which-card = solo una { pr-role-card } di questa partita diversa dal { pr-role-buccaneer } (esp. §4.2)
pr-why-kidnap-chosen-card = si può rapire solo una { pr-role-card } che nessuno ha scelto in questo round (esp. §4.2)
pr-why-no-guest = { $player } non ha ospiti in un { pr-building-guest_house } (esp. §2.3)
pr-why-no-noble-guest = { $player } non ha un nobile come ospite (esp. §2.3, §3.4)
pr-why-no-vp-chip = { $player } non ha segnalini PV (esp. §2.3)
pr-why-black-market-no-noble = variante «niente nobili al { pr-building-black_market }»: un nobile non si può restituire (esp. X19)
pr-why-black-market-own-colonist = il lavoratore sul { pr-building-black_market } non si può restituire (esp. §2.3)
pr-why-black-market-limits = il { pr-building-black_market } prende al massimo un lavoratore, un barile e un segnalino PV, e solo ciò che il giocatore ha (esp. §2.3)
pr-why-no-such-ship = con { $players } giocatori non c'è questa nave da carico (§3.1)
pr-why-no-good-to-load = { $player } non ha { $good } (§5.6.2)
pr-why-ship-carries-other = la nave da { $capacity } trasporta { $good }; un solo tipo per nave (§5.6.1)
pr-why-ship-full = la nave da { $capacity } è piena (§5.6.1)
pr-why-kind-on-other-ship = un'altra nave trasporta già { $good }; mai due navi con lo stesso tipo (§5.6.1)
pr-why-largest-empty-ship =
    { $good } va sulla nave vuota che { $choice ->
        [max_space] ha più spazio libero
       *[other] prende più barili
    } (§5.6.2)
pr-why-not-in-phase = non consentito nella fase del { $role }
pr-why-not-in-role-phase = non consentito nella fase del { $role } (§4)

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

## Log lines (craftsman, trader, captain, buccaneer)
## Each message reproduces the engines' English sentence exactly (tests/puerto_rico/test_log_phrases_roles.py).

# Also in the section of the other phases' log lines (the same words there): keep one
# copy of these when both sections meet.

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
