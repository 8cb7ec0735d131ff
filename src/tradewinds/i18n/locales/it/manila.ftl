### Manila: the game's words (rulebook terms) and its action phrases.

mn-good-ginseng = Ginseng
mn-good-nutmeg = Noce Moscata
mn-good-silk = Seta
mn-good-jade = Giada

mn-boat-ginseng = Barca del Ginseng
mn-boat-nutmeg = Barca della Noce Moscata
mn-boat-silk = Barca della Seta
mn-boat-jade = Barca della Giada

mn-share-ginseng = Azione del Ginseng
mn-share-nutmeg = Azione della Noce Moscata
mn-share-silk = Azione della Seta
mn-share-jade = Azione della Giada

mn-space-harbor_a = Molo A
mn-space-harbor_b = Molo B
mn-space-harbor_c = Molo C
mn-space-shipyard_a = Cantiere Navale A
mn-space-shipyard_b = Cantiere Navale B
mn-space-shipyard_c = Cantiere Navale C
mn-space-pirate_captain = Capitano dei Pirati
mn-space-pirate_second = Secondo Pirata
mn-space-pilot_small = Pilota Minore
mn-space-pilot_large = Pilota Maggiore
mn-space-insurance = Agente Assicurativo

mn-harbour-master = controllore del Porto Principale
mn-harbour = Porto

mn-shipyard = Cantiere Navale

mn-pirate-ship = Nave dei Pirati

mn-pilots = Piloti

mn-accomplice = Complice

mn-accomplices = Complici

mn-stowaway = Passeggero Nascosto

mn-shares = Azioni

mn-mortgaged = ipotecata

mn-pesos = Pesos

mn-dice = dadi

mn-die = dado

mn-black-market = Mercato Nero

mn-price = prezzo

mn-voyage = viaggio

mn-manila = Manila

mn-ashore = a riva

mn-seat = spazio di carico

mn-decision-auction_bid = asta: offerta
mn-decision-buy_share = controllore: compra un'Azione
mn-decision-load_goods = controllore: carica le Merci
mn-decision-start_positions = controllore: piazza le Barche
mn-decision-place_accomplice = piazza un Complice
mn-decision-pirate_boarding = Pirati: abbordare?
mn-decision-small_pilot = Pilota Minore
mn-decision-large_pilot = Pilota Maggiore
mn-decision-large_pilot_second = Pilota Maggiore: secondo spostamento
mn-decision-plunder_destination = Capitano dei Pirati: dove va la Barca?
mn-decision-game_over = partita finita

mn-action-bid = Offri { $pesos } Pesos
mn-action-pass = Passa
mn-action-mortgage = Ipoteca: { $share } (+12 Pesos)
mn-action-redeem = Riscatta: { $share } (15 Pesos)
mn-action-buy = Compra: { $share } ({ $pesos } Pesos)
mn-action-load = Carica { $first }, { $second } e { $third } ({ $ashore } resta a riva)
mn-action-start = { $boat } parte dallo spazio { $space }
mn-action-place-seat = { $boat }, spazio { $seat } ({ $pesos } Pesos)
mn-action-place = { $space } ({ $pesos } Pesos)
mn-action-stowaway = Passeggero Nascosto: { $boat }, spazio { $seat } (gratis)
mn-action-board = Abborda: { $boat }, spazio { $seat }
mn-action-pilot-forward =
    { $boat }: avanti di { $spaces ->
        [one] 1 spazio
       *[other] { $spaces } spazi
    }
mn-action-pilot-back =
    { $boat }: indietro di { $spaces ->
        [one] 1 spazio
       *[other] { $spaces } spazi
    }
mn-action-send-harbor = { $boat }: va al Porto
mn-action-send-shipyard = { $boat }: va al Cantiere Navale
mn-action-pass-auction-bid = Passa (esci dall'asta)
mn-action-pass-buy-share = Non comprare Azioni
mn-action-pass-place-accomplice = Non piazzare altri Complici in questo viaggio
mn-action-pass-pirate-boarding = Resta sulla Nave dei Pirati
mn-action-pass-small-pilot = Non spostare nessuna Barca
mn-action-pass-large-pilot = Non spostare nessuna Barca
mn-action-pass-large-pilot-second = Non spostare altre Barche

mn-effect-boat_ginseng_1 = Spazio 1 della Barca del Ginseng. Se la Barca arriva in Porto, il suo valore di 18 si divide in parti uguali fra tutti quelli a bordo.
mn-effect-boat_ginseng_2 = Spazio 2 della Barca del Ginseng (solo dopo lo spazio 1).
mn-effect-boat_ginseng_3 = Spazio 3 della Barca del Ginseng (solo dopo gli spazi 1-2).
mn-effect-boat_nutmeg_1 = Spazio 1 della Barca della Noce Moscata. Se la Barca arriva in Porto, il suo valore di 24 si divide in parti uguali fra tutti quelli a bordo.
mn-effect-boat_nutmeg_2 = Spazio 2 della Barca della Noce Moscata (solo dopo lo spazio 1).
mn-effect-boat_nutmeg_3 = Spazio 3 della Barca della Noce Moscata (solo dopo gli spazi 1-2).
mn-effect-boat_silk_1 = Spazio 1 della Barca della Seta. Se la Barca arriva in Porto, il suo valore di 30 si divide in parti uguali fra tutti quelli a bordo.
mn-effect-boat_silk_2 = Spazio 2 della Barca della Seta (solo dopo lo spazio 1).
mn-effect-boat_silk_3 = Spazio 3 della Barca della Seta (solo dopo gli spazi 1-2).
mn-effect-boat_jade_1 = Spazio 1 della Barca della Giada, l'unica con quattro spazi. Se la Barca arriva in Porto, il suo valore di 36 si divide in parti uguali fra tutti quelli a bordo.
mn-effect-boat_jade_2 = Spazio 2 della Barca della Giada (solo dopo lo spazio 1).
mn-effect-boat_jade_3 = Spazio 3 della Barca della Giada (solo dopo gli spazi 1-2).
mn-effect-boat_jade_4 = Spazio 4 della Barca della Giada (solo dopo gli spazi 1-3).
mn-effect-harbor_a = Molo A: paga 6 se almeno una Barca arriva in Porto.
mn-effect-harbor_b = Molo B: paga 8 se almeno due Barche arrivano in Porto.
mn-effect-harbor_c = Molo C: paga 15 se tutte e tre le Barche arrivano in Porto.
mn-effect-shipyard_a = Cantiere Navale A: paga 6 se almeno una Barca finisce al Cantiere (lo paga l'Agente Assicurativo, altrimenti la banca).
mn-effect-shipyard_b = Cantiere Navale B: paga 8 se almeno due Barche finiscono al Cantiere (lo paga l'Agente Assicurativo, altrimenti la banca).
mn-effect-shipyard_c = Cantiere Navale C: paga 15 se tutte e tre le Barche finiscono al Cantiere (lo paga l'Agente Assicurativo, altrimenti la banca).
mn-effect-pirate_captain = Capitano dei Pirati (prua): il primo pirata deve prenderlo. Decide per primo se abbordare una Barca sul 13 dopo il secondo movimento; dopo il terzo i pirati saccheggiano ogni Barca sul 13 dividendone il valore, e il Capitano la manda in Porto o al Cantiere Navale.
mn-effect-pirate_second = Secondo Pirata: solo quando lo spazio del Capitano è preso. Diventa Capitano quando il Capitano abborda; divide ogni bottino in parti uguali.
mn-effect-pilot_small = Pilota Minore: prima del terzo movimento può spostare una Barca in mare di uno spazio avanti o indietro. Non guadagna nulla.
mn-effect-pilot_large = Pilota Maggiore: dopo il Pilota Minore può spostare una Barca in mare di uno o due spazi, o due Barche di uno spazio ciascuna, avanti o indietro. Non guadagna nulla.
mn-effect-insurance = Agente Assicurativo: gratis, riceve subito 10 dalla banca; dopo il viaggio paga gli spazi del Cantiere di ogni Barca al Cantiere (6 / 8 / 15) al loro Complice, o alla banca se lo spazio è vuoto.

## The labels of controls whose place already names their object
mn-label-forward = Avanti di { $n }
mn-label-back = Indietro di { $n }
mn-label-to-harbour = Al Porto
mn-label-to-shipyard = Al Cantiere Navale
mn-label-place = Piazza un Complice
mn-label-stowaway = Passeggero Nascosto
mn-label-board = Abborda (pirata)
mn-label-mortgage = Ipotecane una
mn-label-redeem = Riscattane una
mn-label-buy = Compra
mn-label-start = Parte da { $n }
mn-label-bid = Offri { $n }
mn-label-bid-any = Offri
mn-label-pass = Passa

## The board's own labels and notes (web/src/boards/manila.ts)
mn-board-space-harbor_a = Molo A
mn-board-space-harbor_b = Molo B
mn-board-space-harbor_c = Molo C
mn-board-space-shipyard_a = Cantiere Navale A
mn-board-space-shipyard_b = Cantiere Navale B
mn-board-space-shipyard_c = Cantiere Navale C
mn-board-space-pirate_captain = Capitano dei Pirati
mn-board-space-pirate_second = Secondo Pirata
mn-board-space-pilot_small = Pilota Minore
mn-board-space-pilot_large = Pilota Maggiore
mn-board-space-insurance = Agente Assicurativo
mn-board-boat-seat = { $boat }, posto { $n }
mn-board-pesos = { $n } Pesos
mn-board-pays-harbour =
    { $boats ->
        [1] paga { $pay } se 1 barca arriva al Porto
        [2] paga { $pay } se 2 barche arrivano al Porto
        *[3] paga { $pay } se tutte e 3 le barche arrivano al Porto
    }
mn-board-pays-shipyard =
    { $boats ->
        [1] paga { $pay } se 1 barca finisce al Cantiere Navale
        [2] paga { $pay } se 2 barche finiscono al Cantiere Navale
        *[3] paga { $pay } se tutte e 3 le barche finiscono al Cantiere Navale
    }
mn-board-reward-pirate = abborda le barche sulla casella 13 e ne divide il carico
mn-board-reward-pilot-small = sposta una barca di 1 casella
mn-board-reward-pilot-large = sposta le barche di 2 caselle in tutto
mn-board-reward-insurance = riceve { $pay } subito; paga per le barche al Cantiere Navale
mn-board-reward-pays = paga { $pay }
mn-board-bid-aria = La tua offerta in Pesos, da { $min } a { $max }
mn-board-bid-range = da { $min } a { $max } Pesos
mn-board-bid-range-error = Un'offerta va da { $min } a { $max } Pesos
mn-board-your-bid = La tua offerta
mn-board-bid-less = offri 1 in meno
mn-board-bid-more = offri 1 in più
mn-board-voyage = Viaggio { $n }
mn-board-harbour-master = Controllore del Porto Principale:
mn-board-high-bid = Asta: offerta più alta
mn-board-none-yet = ancora nessuna
mn-board-by = di
mn-board-ashore = Resta a terra:
mn-board-prices-title = Prezzi delle merci e azioni
mn-board-good = merce
mn-board-bank-shares = azioni della banca
mn-board-left-buy = rimaste · compra per { $price }
mn-board-share-worth-note = Un'azione vale il prezzo della sua merce a fine partita.
mn-board-seat-n = posto { $n }
mn-board-pirates-may-board = 13: i pirati possono abbordare
mn-board-space-n = casella { $n }
mn-board-start-on = Fai partire la barca { $good } dalla casella { $n }
mn-board-reached-harbour = arrivata al Porto
mn-board-in-shipyard = al Cantiere Navale ({ $berth })
mn-board-not-started = non ancora partita
mn-board-on-space = sulla casella { $n } di 13
mn-board-die = dado { $n }
mn-board-plundered = saccheggiata
mn-board-just-moved = appena mossa
mn-board-crew-note = costo dei posti in Pesos; l'equipaggio si divide { $value } se arriva al Porto
mn-board-costs = costa { $n }
mn-board-free = gratis
mn-board-area-harbor = Moli
mn-board-area-shipyard = Cantieri Navali
mn-board-area-pirate = Pirati
mn-board-area-pilot = Piloti
mn-board-area-insurance = Assicurazione
mn-board-worth-each = valgono { $n } l'una
mn-board-n-mortgaged = ipotecate: { $n }
mn-board-hidden-shares = azioni: { $shares }, merci nascoste, ipotecate: { $mortgaged }
mn-board-bought-as-master = ; comprate come controllore del Porto Principale: { $goods }
mn-board-you = tu
mn-board-harbour-master-badge = controllore del Porto
mn-board-passed = ha passato
mn-board-to-act = di turno
mn-board-stat-pesos = Pesos
mn-board-stat-home = Complici a casa
mn-board-stat-placed = piazzati
mn-board-stat-funds = con le ipoteche
mn-board-routes = Le rotte
mn-board-not-loaded = Le barche non sono ancora caricate.

## Why a move is refused (src/tradewinds/games/manila/rulings.py: `mn-why-*`)
## Le parole del regolamento: Barca, Azione, ipotecata, Complice, Passeggero Nascosto, Pilota.

# Una merce dentro una frase.
mn-why-good-ginseng = ginseng
mn-why-good-nutmeg = noce moscata
mn-why-good-silk = seta
mn-why-good-jade = giada

# La Barca e l'Azione di una merce nelle frasi.
mn-why-boat-ginseng = { mn-boat-ginseng }
mn-why-boat-nutmeg = { mn-boat-nutmeg }
mn-why-boat-silk = { mn-boat-silk }
mn-why-boat-jade = { mn-boat-jade }
mn-why-share-ginseng = { mn-share-ginseng }
mn-why-share-nutmeg = { mn-share-nutmeg }
mn-why-share-silk = { mn-share-silk }
mn-why-share-jade = { mn-share-jade }

# Uno spazio del tabellone nelle frasi.
mn-why-space-boat_ginseng_1 = { mn-boat-ginseng }, spazio 1
mn-why-space-boat_ginseng_2 = { mn-boat-ginseng }, spazio 2
mn-why-space-boat_ginseng_3 = { mn-boat-ginseng }, spazio 3
mn-why-space-boat_nutmeg_1 = { mn-boat-nutmeg }, spazio 1
mn-why-space-boat_nutmeg_2 = { mn-boat-nutmeg }, spazio 2
mn-why-space-boat_nutmeg_3 = { mn-boat-nutmeg }, spazio 3
mn-why-space-boat_silk_1 = { mn-boat-silk }, spazio 1
mn-why-space-boat_silk_2 = { mn-boat-silk }, spazio 2
mn-why-space-boat_silk_3 = { mn-boat-silk }, spazio 3
mn-why-space-boat_jade_1 = { mn-boat-jade }, spazio 1
mn-why-space-boat_jade_2 = { mn-boat-jade }, spazio 2
mn-why-space-boat_jade_3 = { mn-boat-jade }, spazio 3
mn-why-space-boat_jade_4 = { mn-boat-jade }, spazio 4
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

# Una decisione, con le parole del catalogo.
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

mn-why-other-decision = ora tocca a { $player } decidere ({ $decision }): questa mossa non è possibile adesso; mosse possibili: { $legal }
mn-why-bid-higher = un'offerta deve superare quella attuale di { $bid } Pesos (§5)
mn-why-bid-max = le offerte arrivano al massimo a { $max } Pesos (Manila R3)
mn-why-bid-funds = { $player } può pagare al massimo { $funds } Pesos (contanti { $cash } + { $per } per ogni Azione non ipotecata): non può offrire più di quanto può pagare (§5)
mn-why-mortgage-after-redeem = chi ha riscattato un'Azione in questo turno non può ipotecarne nello stesso turno (Manila R5)
mn-why-no-unmortgaged = { $player } non ha nessuna { $share } non ipotecata (§14)
mn-why-redeem-after-mortgage = chi ha ipotecato un'Azione in questo turno non può riscattarne nello stesso turno (Manila R5)
mn-why-no-mortgaged = { $player } non ha nessuna { $share } ipotecata (§14)
mn-why-redeem-cash = riscattare costa { $cost } Pesos e { $player } ne ha { $cash } (§14)
mn-why-no-share-left = nella riserva non resta nessuna { $share } (§6.1)
mn-why-share-funds = una { $share } costa { $price } Pesos e { $player } può pagare al massimo { $funds } (§6.1)
mn-why-ashore = in questo viaggio il carico di { $good } resta a riva (§6.2)
mn-why-boat-placed = la { $boat } è già piazzata (§6.3)
mn-why-boat-order = le Barche si piazzano nell'ordine del percorso: ora tocca alla { $boat } (§6.3)
mn-why-start-sum = le posizioni di partenza vanno da 0 a { $max } e le tre devono sommare esattamente { $sum }; partendo da { $start } non si può completare (§6.3)
mn-why-board-13 = i Pirati abbordano solo una Barca ferma sullo spazio { $space } (§9.1)
mn-why-board-cheapest = un Pirata che abborda prende lo spazio libero più economico: { $space } (§9.1)
mn-why-board-full = una Barca senza spazi liberi non può essere abbordata (§9.1; vedi l'opzione «{ ui-option-pirate_variant }»)
mn-why-board-protected = il secondo Pirata non può scalzare il Capitano dei Pirati appena salito a bordo (§16)
mn-why-board-fill-first = gli spazi liberi delle Barche sul 13 vanno occupati prima di scalzare qualcuno (§16)
mn-why-board-cheapest-own = gli spazi di uno stesso giocatore sulla stessa Barca si equivalgono: si scalza il suo più economico (Manila R11)
mn-why-not-sailing = in questo viaggio il carico di { $good } non è su una Barca (§10)
mn-why-berthed = la { $boat } è già arrivata e non può essere spostata (§10)
mn-why-below-zero = un Pilota non può spostare una Barca sotto lo spazio 0 (§10; chiarimenti Q7)
mn-why-two-spaces = solo il Pilota Maggiore può spostare una Barca di due spazi (§10)
mn-why-second-boat = il secondo spostamento del Pilota Maggiore deve riguardare un'altra Barca (§10)
mn-why-send = ora il Capitano dei Pirati decide solo per la { $boat } saccheggiata (§9.2)
mn-why-no-decline = a questa decisione non si può rinunciare (§6, §9.2, §14)
mn-why-not-now = mossa non consentita adesso
mn-why-ashore-seats = in questo viaggio il carico di { $good } resta a riva: la sua Barca non ha spazi (§6.2)
mn-why-taken = { $space }: già occupato (§7.1)
mn-why-seat-order = gli spazi delle Barche si occupano dal più economico: il prossimo è { $space } (§7.2)
mn-why-stowaway-insurance = l'Agente Assicurativo non può piazzare Passeggeri Nascosti (§7.3, Manila R7)
mn-why-stowaway-can-pay = { $player } può ancora pagare uno spazio libero, quindi non può piazzare un Passeggero Nascosto (§7.3: solo quando ogni spazio libero tranne l'Agente Assicurativo costa troppo)
mn-why-stowaway-boat = i Passeggeri Nascosti vanno solo sugli spazi delle Barche (§7.3)
mn-why-captain-first = il primo Pirata deve prendere lo spazio del Capitano dei Pirati (§7.2)
mn-why-space-funds = { $space } costa { $cost } Pesos e { $player } può pagare al massimo { $funds } (§7.1)

## Log lines (the game log; the engine writes the same English sentences)
## Goods, boats, shares and spaces inside a log sentence (in lower case in English).
mn-log-good-ginseng = Ginseng
mn-log-good-nutmeg = Noce Moscata
mn-log-good-silk = Seta
mn-log-good-jade = Giada
mn-log-boat-ginseng = Barca del Ginseng
mn-log-boat-nutmeg = Barca della Noce Moscata
mn-log-boat-silk = Barca della Seta
mn-log-boat-jade = Barca della Giada
mn-log-share-ginseng = Azione del Ginseng
mn-log-share-nutmeg = Azione della Noce Moscata
mn-log-share-silk = Azione della Seta
mn-log-share-jade = Azione della Giada
mn-log-space-harbor_a = Molo A
mn-log-space-harbor_b = Molo B
mn-log-space-harbor_c = Molo C
mn-log-space-shipyard_a = Cantiere Navale A
mn-log-space-shipyard_b = Cantiere Navale B
mn-log-space-shipyard_c = Cantiere Navale C
mn-log-space-pirate_captain = Capitano dei Pirati
mn-log-space-pirate_second = Secondo Pirata
mn-log-space-pilot_small = Pilota Minore
mn-log-space-pilot_large = Pilota Maggiore
mn-log-space-insurance = Agente Assicurativo
## The harbour and shipyard spaces opening a sentence.
mn-log-space-first-harbor_a = Molo A
mn-log-space-first-harbor_b = Molo B
mn-log-space-first-harbor_c = Molo C
mn-log-space-first-shipyard_a = Cantiere Navale A
mn-log-space-first-shipyard_b = Cantiere Navale B
mn-log-space-first-shipyard_c = Cantiere Navale C
mn-log-pilot-small = Pilota Minore
mn-log-pilot-large = Pilota Maggiore

## Setup and the auction
mn-log-dealt = Ricevi in segreto due Azioni: { $first } e { $second }.
mn-log-oldest = { $player } è il giocatore più vecchio e apre la prima asta.
mn-log-voyage = Viaggio { $voyage }: { $player } apre l'asta.
mn-log-bid = { $player } offre { $pesos } Pesos.
mn-log-pass = { $player } passa.
mn-log-auction-won = { $player } vince l'asta per { $pesos } Pesos ed è il controllore del Porto Principale.
mn-log-no-bid-again = Nessuno offre: { $player } resta il controllore del Porto Principale, gratis.
mn-log-no-bid-opener = Nessuno offre: { $player }, che ha aperto l'asta, è il controllore del Porto Principale gratis.
mn-log-mortgage = { $player } ipoteca un'Azione (+{ $pesos } Pesos).
mn-log-mortgage-to-pay = { $player } ipoteca un'Azione per pagare { $owed } Pesos (+{ $pesos } Pesos).
mn-log-mortgage-insurance = { $player } ipoteca un'Azione per pagare l'assicurazione (+{ $pesos } Pesos).
mn-log-mortgage-own = Ipotechi un'{ $share }.
mn-log-redeem = { $player } riscatta un'Azione ipotecata (-{ $pesos } Pesos).
mn-log-redeem-own = Riscatti un'{ $share }.

## The harbour master
mn-log-buy-none = { $player } non compra Azioni.
mn-log-buy = { $player } compra un'{ $share } per { $pesos } Pesos.
mn-log-load = { $player } carica { $first }, { $second } e { $third }; { $ashore } resta a riva.
mn-log-start = { $player } piazza le Barche: { $good1 } sullo spazio { $space1 }, { $good2 } sullo spazio { $space2 }, { $good3 } sullo spazio { $space3 }.

## Placement
mn-log-place-pass = { $player } passa e non piazza altri Complici in questo viaggio.
mn-log-place-seat = { $player } piazza un Complice sulla { $boat }, spazio { $seat } (costo { $cost } Pesos).
mn-log-place = { $player } piazza un Complice: { $space } (costo { $cost } Pesos).
mn-log-stowaway = { $player } sale come Passeggero Nascosto sulla { $boat }, spazio { $seat } (gratis).
mn-log-insurance = { $player } diventa l'Agente Assicurativo e riceve { $pesos } Pesos.

## Sailing, pilots and pirates
mn-log-dice =
    Movimento { $move }: i dadi danno { $count ->
        [1] { $good1 } { $die1 }
        [2] { $good1 } { $die1 }, { $good2 } { $die2 }
       *[3] { $good1 } { $die1 }, { $good2 } { $die2 }, { $good3 } { $die3 }
    }.
mn-log-dice-none = Movimento { $move }: tutte le Barche sono già a Manila.
mn-log-arrive = La { $boat } arriva a Manila ({ $berth }).
mn-log-shipyard-late = La { $boat } non arriva a Manila e va al Cantiere Navale ({ $berth }).
mn-log-shipyard-unplundered = La { $boat } resta sul 13 senza essere saccheggiata e va al Cantiere Navale ({ $berth }).
mn-log-shipyard-plundered = I Pirati mandano la { $boat } al Cantiere Navale ({ $berth }).
mn-log-pilot-pass = { $player } ({ $pilot }) non sposta nessuna Barca.
mn-log-pilot-forward =
    { $player } ({ $pilot }) sposta la { $boat } avanti di { $spaces ->
        [one] 1 spazio
       *[other] { $spaces } spazi
    }, sullo spazio { $space }.
mn-log-pilot-back =
    { $player } ({ $pilot }) sposta la { $boat } indietro di { $spaces ->
        [one] 1 spazio
       *[other] { $spaces } spazi
    }, sullo spazio { $space }.
mn-log-pilot-to-manila =
    { $player } ({ $pilot }) sposta la { $boat } avanti di { $spaces ->
        [one] 1 spazio
       *[other] { $spaces } spazi
    }, fino a Manila.
mn-log-pirate-stays = { $player } resta sulla Nave dei Pirati.
mn-log-board = { $player } abborda la { $boat }, spazio { $seat }.
mn-log-board-send-home = { $player } abborda la { $boat }, spazio { $seat }, e rimanda a casa il Complice di { $victim }.
mn-log-new-captain = { $player } passa a prua ed è il Capitano dei Pirati.
mn-log-sails-on = La Nave dei Pirati è vuota: la { $boat } sul 13 prosegue il viaggio.
mn-log-plunder = I Pirati saccheggiano la { $boat }.
mn-log-plunder-crew =
    I Pirati saccheggiano la { $boat }; tornano a casa senza paga: { $count ->
        [1] { $player1 }
        [2] { $player1 } e { $player2 }
        [3] { $player1 }, { $player2 } e { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 } e { $player4 }
    }.
mn-log-plunder-sent-on = { $player } manda la { $boat } saccheggiata in Porto.

## Payouts and prices
mn-log-plunder-pays =
    Pirati: il bottino di { $good } frutta { $pesos } Pesos a testa a { $count ->
        [1] { $player1 }
       *[2] { $player1 } e { $player2 }
    }.
mn-log-boat-pays =
    La { $boat } paga { $pesos } Pesos a ogni Complice a bordo ({ $count ->
        [1] { $player1 }
        [2] { $player1 } e { $player2 }
        [3] { $player1 }, { $player2 } e { $player3 }
       *[4] { $player1 }, { $player2 }, { $player3 } e { $player4 }
    }).
mn-log-space-pays = { $space } paga { $pesos } Pesos a { $player }.
mn-log-shipyard-pays = { $space } paga { $pesos } Pesos a { $player } (li paga la banca).
mn-log-insurance-owes-nothing = { $player } (Agente Assicurativo) non deve nulla e tiene il premio.
mn-log-insurance-owes = { $player } (Agente Assicurativo) deve { $pesos } Pesos per le Barche al Cantiere Navale.
mn-log-insurance-self = { $space }: { $player } dovrebbe pagare { $pesos } Pesos a se stesso: nulla da pagare.
mn-log-insurance-pays = { $space }: { $player } paga { $pesos } Pesos a { $payee }.
mn-log-insurance-pays-covered = { $space }: { $player } paga { $pesos } Pesos a { $payee } e la banca copre gli altri { $rest }.
mn-log-insurance-pays-bank = { $space }: { $player } paga { $pesos } Pesos alla banca.
mn-log-insurance-pays-bank-waived = { $space }: { $player } paga { $pesos } Pesos alla banca; il resto è condonato.
mn-log-prices-rise =
    I prezzi salgono: { $count ->
        [1] { $good1 } a { $price1 }
        [2] { $good1 } a { $price1 }, { $good2 } a { $price2 }
       *[3] { $good1 } a { $price1 }, { $good2 } a { $price2 }, { $good3 } a { $price3 }
    }.
mn-log-prices-stay = Nessuna Merce è arrivata a Manila: i prezzi non cambiano.
mn-log-game-over =
    { $count ->
        [1] { $good1 } ha raggiunto { $price }
        [2] { $good1 } e { $good2 } hanno raggiunto { $price }
        [3] { $good1 }, { $good2 } e { $good3 } hanno raggiunto { $price }
       *[4] { $good1 }, { $good2 }, { $good3 } e { $good4 } hanno raggiunto { $price }
    }: la partita è finita.
