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
cli-pr-help-examples = help <edificio> (per esempio help harbor, help guild hall) oppure help <ruolo> ({ $roles }) oppure help <merce>
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
cli-mn-help-examples = help <spazio> (per esempio help harbor_a, help pilot_large, help insurance) oppure help <merce> (ginseng, nutmeg, silk, jade)
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
