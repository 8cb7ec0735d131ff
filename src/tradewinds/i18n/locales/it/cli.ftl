### Le parole del client da terminale (tradewinds play / replay).

cli-commands-help =
    Scrivi il numero di un'azione o la sua notazione (per esempio 'builder', 'build harbor').
    Altri comandi: help <argomento> · help <numero> · log (tutto il registro) · board (ridisegna il tabellone) · quit (esci)
cli-typed-stays = (La notazione da scrivere è la stessa in ogni lingua.)
cli-seat-you = { $name } (tu)
cli-seat-person = { $name } (persona)
cli-seat-bot = { $name } ({ $bot })
cli-bot-easy = Bot facile
cli-bot-medium = Bot medio
cli-bot-hard = Bot difficile
cli-bot-expert = Bot esperto
cli-bot-random = Bot casuale
cli-bot-heuristic = Bot euristico
cli-bot-heuristic-shipper = Bot euristico (armatore)
cli-bot-heuristic-builder = Bot euristico (costruttore)
cli-bot-heuristic-trader = Bot euristico (mercante)
cli-bot-heuristic-producer = Bot euristico (produttore)
cli-bot-heuristic-chapel = Bot euristico (cappella)
cli-bot-heuristic-safe = Bot euristico (prudente)
cli-bot-heuristic-gambler = Bot euristico (azzardo)
cli-bot-heuristic-harbour = Bot euristico (porto)
cli-bot-ismcts = Bot ISMCTS
cli-player-n = Giocatore { $n }
cli-seating = { $title }, { $players } giocatori, seme { $seed }: { $seating }
cli-seating-resumed = { $title }, { $players } giocatori, seme { $seed }, ripresa alla mossa { $move }: { $seating }
cli-your-choice = { $name }, la tua scelta:
cli-your-answer = { $name } — { $ask }:
cli-turn-of = Tocca a { $name }
cli-pass-keyboard = Passa la tastiera a { $name } e premi Invio:
cli-log-since = Registro dalla tua ultima decisione ({ $name })
cli-since = Dalla tua ultima decisione ({ $name }; 'board' mostra tutto il tabellone)
cli-ask-or = { $range }, oppure { $others }
cli-ask-or-above = { $range }, oppure un'altra azione qui sopra
cli-type-number = scrivi un numero
cli-please-answer = Rispondi: { $ask } (oppure 'help').
cli-please-choose = Scegli: un numero da 1 a { $count }, un'azione oppure 'help'.
cli-full-log = Registro completo ({ $name })
cli-not-number-nor-action = '{ $text }' non è né un numero né un'azione: { $ask } (oppure 'help').
cli-not-choice-nor-action = '{ $text }' non è né una scelta né un'azione. Scrivi un numero da 1 a { $count }, un'azione come quelle elencate, oppure 'help'.
cli-cannot-now = Ora non puoi farlo: { $why }
cli-not-listed = { $action } non è tra le scelte elencate
cli-no-choice = La scelta { $number } non c'è: scegli un numero da 1 a { $count }.
cli-out-of-range = { $number } ora non è possibile: l'intervallo è { $range }. { $ask }.
cli-number-means = Qui un numero indica la quantità: { $ask }.
cli-no-help = Nessun aiuto per '{ $topic }'. Prova { $examples }.
cli-not-saved = Non salvata. Ciao.
cli-interrupted = Interrotta.
cli-input-ended = L'input è finito prima della fine della partita.
cli-saved-in = La partita è salvata in { $path }: 'tradewinds play --resume { $path }' la continua. Ciao.
cli-save-question = Salvare la partita? Invio: { $file } · un altro nome di file · n: esci senza salvare:
cli-save-failed = { $error }. Un altro nome di file, oppure n (o Ctrl-C) per uscire.
cli-saved-to = Salvata in { $path }: 'tradewinds play --resume { $path }' continua la partita, 'tradewinds replay { $path }' la rivede. Ciao.
cli-game-over = Partita finita
cli-last-moves = Ultime mosse
cli-record-saved = Registrazione salvata in { $path }.
cli-earlier-lines = … { $count } righe precedenti
cli-log-hint = scrivi 'log' per tutto il registro
cli-only-you = { $text } (lo vedi solo tu)
cli-nothing-new = (niente di nuovo)
cli-replaying = Rivedo { $path }: { $title }, { $players } giocatori, seme { $seed }, { $total } azioni.
cli-replay-keys = Premi Invio per l'azione seguente, q e poi Invio per fermarti.
cli-stopped = Fermato.
cli-replay-move = Mossa { $number }/{ $total }: { $name } — { $action }
cli-log = Registro
cli-use-step = usa --step
cli-record-stops = La registrazione si ferma prima della fine della partita (mossa { $move }).
cli-state-hash = Hash dello stato: { $hash }

## I tabelloni: parole comuni a tutti i giochi.
cli-none = nessuno
cli-you-colon = Tu:
cli-governor = Governatore: { $name }
cli-game-is-over = la partita è finita
cli-to-act = tocca a:
cli-last-round = Ultimo round! Fine della partita causata da: { $triggers }
cli-spectator = spettatore
cli-you-are = sei { $name }
cli-left = ne restano { $count }
cli-vp = PV
cli-final-score = Punteggio finale
cli-score-so-far = Punteggio finora
cli-rank = Posto
cli-player = Giocatore
cli-total = Totale
cli-tiebreak = Spareggio
cli-winners =
    { $count ->
        [one] Vincitore
       *[other] Vincitori
    }: { $names }
cli-shared-victory = (vittoria condivisa: stesso punteggio e stesso spareggio)
cli-rounds-triggers = Round: { $rounds } · fine della partita causata da: { $triggers }

## Il tabellone di Puerto Rico.
cli-pr-status =
    { $doubloons ->
        [one] 1 doblone
       *[other] { $doubloons } dobloni
    } · segnalini PV { $chips } · merci { $goods } · isola { $island }/12 · città { $city }/12 · San Juan { $san_juan }
cli-pr-title = Puerto Rico · { $players } giocatori · { $edition }{ $expansions } · round { $round } · mossa { $move }
cli-phase-of = fase del { $role } di { $name }
cli-roles = Ruoli
cli-pr-role = Ruolo
cli-pr-taken-by = Preso da
cli-pr-kidnapped-by = rapito da { $name }
cli-pr-colonists = Lavoratori
cli-pr-nobles = Nobili
cli-pr-ship-supply = { $ship } sulla nave · { $supply } nella riserva
cli-pr-vp-chips = Segnalini PV
cli-pr-vp-chips-n = segnalini PV { $chips }
cli-pr-plantations = Piantagioni
cli-pr-none-face-up = nessuna scoperta
cli-pr-face-down =
    { $stack } coperte · { $quarries ->
        [one] 1 cava
       *[other] { $quarries } cave
    }
cli-pr-goods = Merci
cli-pr-empty = vuota
cli-pr-ship = nave da { $capacity }
cli-pr-trading-house = Emporio
cli-pr-supply = Riserva
cli-governor-mark = governatore
cli-pr-doubloons = Dobloni
cli-buildings-vp = Edifici { $vp } PV · San Juan { $san_juan }
cli-pr-island = Isola { $filled }/12
cli-pr-city = Città { $used }/12
cli-pr-large = (grande)
cli-pr-on-circles = Lavoratori sui cerchi { $used }/{ $total }
cli-buildings-title = Edifici (prezzo per te, costo se diverso; ✓ = tuo)
cli-pr-building = Edificio
cli-pr-left-column = Rim.
cli-buildings = Edifici
cli-bonuses = Bonus
cli-pr-tiebreak = Spareggio = dobloni + barili.
cli-pr-help-building = costo { $cost } dobloni, { $vp } PV.
cli-pr-help-good = { $good }: si vende per { $price } dobloni all'emporio.
cli-pr-help-examples = help <edificio> (per esempio help harbor, help guild hall) oppure help <ruolo> ({ $roles }) oppure help <merce> oppure help nobles / forest / festival / draft / guests (espansioni)
cli-vp-n = { $vp } PV

## Il tabellone di San Juan.
cli-sj-status =
    edifici { $buildings }/12 · { $vp } PV · { $goods ->
        [one] 1 merce
       *[other] { $goods } merci
    } sui tuoi edifici di produzione
cli-sj-setup-variant = variante di preparazione
cli-sj-title = San Juan · { $players } giocatori{ $variant } · round { $round } · mossa { $move }
cli-sj-library-doubled = (Biblioteca: privilegio raddoppiato)
cli-sj-game-ending = Una città ha 12 edifici: la partita finisce dopo questa fase del Costruttore!
cli-sj-cards = Carte
cli-sj-piles = mazzo { $draw } · scarti { $discard }
cli-sj-price-tile = Tessera dei prezzi
cli-sj-not-seen = { $count } non ancora viste
cli-sj-next = prossima:
cli-sj-tiles-seen = Tessere viste
cli-sj-none-yet = ancora nessuna
cli-sj-table = Tavolo
cli-sj-building-now = Costruzione di
cli-sj-over = sopra
cli-sj-still-to-pay =
    : { $due ->
        [one] 1 carta
       *[other] { $due } carte
    } ancora da pagare
cli-sj-paid-with-goods = ({ $count } pagate con merci)
cli-sj-goods-so-far = { $done } di al massimo { $allowance } merci finora
cli-sj-gold-mine-turned = La Miniera d'oro ha scoperto:
cli-sj-you-drew = Hai pescato:
cli-sj-looking-at =
    Guardi { $count ->
        [one] 1 carta pescata
       *[other] { $count } carte pescate
    }
cli-sj-left-to-keep =
    { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } ancora da tenere / scartare
cli-sj-now = Adesso
cli-sj-hand-buildings = Mano { $hand } · edifici { $buildings }/12
cli-sj-under-it = { $count } sotto
cli-sj-covered = Coperti:
cli-sj-chapel-cards = Carte della Cappella: { $count }
cli-sj-known = Note in mano:
cli-sj-your-hand = La tua mano ({ $count } carte)
cli-sj-card = Carta
cli-sj-cost = Costo
cli-sj-price = Prezzo
cli-sj-effect = Effetto
cli-sj-under-chapel = Sotto la tua Cappella: { $cards }
cli-sj-help-card = costo { $cost }, { $vp } PV, { $count } copie.
cli-sj-help-examples = help <carta> (per esempio help library, help black market), help <ruolo> ({ $roles }) oppure help <merce>
cli-sj-chapel = Cappella
cli-sj-rounds-end = Round: { $rounds } · fine della partita: { $triggers }
cli-sj-score-note = Edifici = PV stampati (numero di edifici). Spareggio = mano + merci.

## Il tabellone di Manila.
cli-mn-status =
    { $cash ->
        [one] 1 Pesos
       *[other] { $cash } Pesos
    } · azioni { $shares } · { $mortgaged } ipotecate · { $home } complici a casa
cli-mn-pirate-variant = variante dei pirati
cli-mn-base-pirates = pirati del gioco base
cli-mn-title = Manila · { $players } giocatori · viaggio { $voyage } · mossa { $move } · { $rules }
cli-mn-harbour-master = Capitano di porto:
cli-mn-auction = (asta)
cli-mn-opened-by = Asta aperta da { $name }
cli-mn-high-bid = offerta più alta { $bid } di
cli-mn-no-bid = ancora nessuna offerta
cli-mn-not-loaded = Le barche non sono ancora caricate.
cli-mn-routes = Rotte
cli-mn-plundered = (saccheggiata)
cli-mn-not-placed = non piazzata
cli-mn-die = dado { $die }
cli-mn-value-seats = valore { $value } · posti
cli-mn-stays-ashore = ({ $good } resta a terra)
cli-mn-moves-done =
    { $count ->
        [one] 1 movimento fatto
       *[other] { $count } movimenti fatti
    }
cli-mn-spaces = Spazi
cli-mn-space = Spazio
cli-mn-pays = Paga
cli-mn-held-by = Occupato da
cli-mn-boat = Barca
cli-mn-plunder = saccheggio
cli-mn-ten-now = +10 subito
cli-mn-market = Mercato nero (prezzi 0 5 10 20 30)
cli-mn-good = Merce
cli-mn-track = Prezzi
cli-mn-share-costs = Costo azione
cli-mn-supply = Riserva
cli-mn-players = Giocatori
cli-mn-cash = Pesos
cli-mn-home = A casa
cli-mn-shares = Azioni
cli-mn-mortgaged = Ipotecate
cli-mn-your-shares = Le tue azioni / comprate
cli-mn-passed = ha passato
cli-mn-n-mortgaged = ({ $count } ipotecate)
cli-mn-bought = comprate: { $goods }
cli-mn-secret = segrete
cli-mn-help-cost = costo { $cost }.
cli-mn-help-examples = help <spazio> (per esempio help harbor_a, help pilot_large, help insurance) oppure help <merce> (ginseng, nutmeg, silk, jade) oppure help auction / mortgage / stowaway / pirates / pilots / end
cli-mn-final = Patrimoni finali
cli-mn-so-far = Patrimoni finora
cli-mn-share-value = Valore azioni
cli-mn-mortgages = Ipoteche
cli-mn-fortune = Patrimonio
cli-mn-shared-victory = (vittoria condivisa: patrimoni uguali)
cli-mn-result-line = Viaggi: { $voyages } · arrivate a 30: { $ended } · prezzi: { $prices }

## Le espansioni di Puerto Rico sul tabellone.
cli-pr-token-on-card = segnalino sulla carta
cli-pr-token-held-by = segnalino di { $name }
cli-pr-drawn-tile = Tessera pescata
cli-pr-tile-face-down = coperta
cli-pr-goal-open = libero
cli-pr-goal-reached-by = raggiunto da { $name }
cli-pr-goal-plantations = piantagioni → 3 lavoratori
cli-pr-goal-plantation = Piantagione
cli-pr-goal-produce = produrre
cli-pr-goal-doubloons = → 3 dobloni
cli-pr-goal-production = Produzione
cli-pr-goal-build = costruire { $building }
cli-pr-goal-drawn-building = un edificio pescato dopo la scelta degli Edifici
cli-pr-goal-construction = Costruzione
cli-pr-festival-goals = Obiettivi della Festa
cli-pr-draft-cost = costo { $cost }: { $count }
cli-pr-draft-free = Spazi liberi: { $spaces }
cli-pr-draft-candidates = Candidati: { $names }
cli-pr-draft = Scelta degli Edifici
cli-pr-nobles-n = nobili { $count }
cli-pr-in-san-juan = ({ $count } a San Juan)
cli-pr-token = segnalino
cli-pr-n-nobles =
    { $count ->
        [one] 1 nobile
       *[other] { $count } nobili
    }
cli-pr-forest = foresta
cli-pr-noble = nobile

## Riprendere una partita.
cli-seats-unsaved = { $path } non dice chi sedeva dove (è stato salvato da una versione precedente): il posto 1 lo giochi tu, gli altri bot casuali; --seats li sceglie.

## `help <topic>`: the rules beyond single buildings and spaces (Puerto Rico's expansions, Manila).
cli-pr-topic-nobles = Nobili (espansione 2): 20 nobili; la nave dei coloni ne porta uno ogni volta che viene riempita, e chi lo prende lo sceglie al posto di un colono. Un nobile lavora come un colono e vale 1 PV alla fine; alcuni edifici funzionano diversamente con un nobile. Se i coloni della riserva non bastano, la partita non finisce.
cli-pr-topic-forest = Foreste (espansione 1): con una Capanna nel Bosco occupata, la piantagione che prendi può essere messa coperta come foresta: occupa uno spazio dell'isola, non ha bisogno di coloni e non produce nulla; ogni 2 foreste tolgono 1 doblone dal costo di un edificio.
cli-pr-topic-festival = Festa (espansione 4): tre obiettivi estratti all'inizio - 3 piantagioni dello stesso tipo (3 coloni), produrre i barili indicati in una fase del sovrintendente (3 dobloni), costruire l'edificio indicato (3 PV). Il primo giocatore che raggiunge un obiettivo lo prende.
cli-pr-topic-draft = Scelta degli edifici (espansione 1): prima della partita i giocatori, a partire dal governatore, scelgono a turno un edificio commerciale per uno spazio libero del tabellone dello stesso costo, finché tutti gli spazi sono pieni (l'opzione draft=random li riempie a caso).
cli-pr-topic-guests = Albergo (espansione 1): all'inizio di qualsiasi fase (anche quella del sindaco), prima delle tue decisioni e alla fine delle fasi del colono e del capitano puoi spostare un ospite su un cerchio vuoto del tuo tabellone (guest <spot>).
cli-mn-topic-auction = Asta: chi apre (primo viaggio: il giocatore più anziano; poi il controllore precedente) offre almeno 1 o passa; in senso orario ognuno offre di più o passa, e chi passa è fuori. Nessuno può offrire più del proprio denaro + 12 per ogni Azione non ipotecata (e al massimo 250). Il vincitore paga la banca; senza offerte il controllore precedente tiene il ruolo gratis.
cli-mn-topic-harbour_master = Il controllore può comprare un'Azione (il maggiore tra 5 e il prezzo), carica tre delle quattro merci e piazza le Barche sugli spazi 0-5 con partenze che sommano esattamente 9; piazza il primo Complice e tira i dadi.
cli-mn-topic-mortgage = Ipoteca: +{ $cash } dalla banca per Azione; riscattarla costa { $redeem }; ogni Azione ancora ipotecata alla fine costa { $penalty }. Si può fare nei tuoi turni d'asta (scegli tu l'Azione). Quando un pagamento supera il tuo denaro, le Azioni necessarie vengono ipotecate subito nell'ordine ginseng, noce moscata, seta, giada (quale non cambia mai il punteggio); gli altri vedono solo quante.
cli-mn-topic-stowaway = Passeggero nascosto: se nessuno spazio libero, tranne l'assicurazione, costa al massimo quanto puoi pagare, puoi mettere gratis un Complice sul posto libero più economico di una Barca (non se sei l'agente assicurativo).
cli-mn-topic-pirates = Pirati: dopo il secondo movimento il capitano, poi l'altro pirata, possono abbordare una Barca sulla casella 13 (un posto vuoto; con la variante possono rimandare a casa un Complice quando nessuna Barca sulla 13 ha posti vuoti). Dopo il terzo movimento ogni Barca sulla 13 è saccheggiata: i suoi Complici tornano a casa senza paga, i pirati si dividono il suo valore, il capitano la manda al porto (il prezzo sale) o al cantiere navale.
cli-mn-topic-pilots = Piloti: prima del terzo movimento il pilota minore può spostare una Barca di 1 casella, poi il pilota maggiore una Barca di 1-2 caselle o due Barche di 1 casella ciascuna, avanti o indietro (mai sotto lo 0; oltre la 13 la Barca arriva).
cli-mn-topic-insurance = Assicurazione: gratis, +10 subito. Dopo il viaggio l'agente paga il valore di ogni posto occupato del cantiere navale (6 / 8 / 15) al suo Complice o alla banca: 0 / 6 / 14 / 29 per 0-3 Barche nel cantiere. Se non può pagare nemmeno ipotecando, la banca paga il resto.
cli-mn-topic-end = La partita finisce dopo il viaggio in cui un prezzo raggiunge 30. Fortuna = denaro + il prezzo di ogni Azione (ipotecata o no) - 15 per ogni Azione ipotecata; i pareggi condividono la vittoria.
