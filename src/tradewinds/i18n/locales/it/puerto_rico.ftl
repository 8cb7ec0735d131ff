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
