### San Juan: the game's words (rulebook terms) and its action phrases.

sj-role-builder = Costruttore
sj-role-producer = Artigiano
sj-role-trader = Mercante
sj-role-councillor = Consigliere
sj-role-prospector = Cercatore d'oro

sj-good-indigo = Indaco
sj-good-sugar = Zucchero
sj-good-tobacco = Tabacco
sj-good-coffee = Caffè
sj-good-silver = Argento

sj-card-indigo_plant = Impianto dell'Indaco
sj-card-sugar_mill = Mulino dello Zucchero
sj-card-tobacco_storage = Impianto del Tabacco
sj-card-coffee_roaster = Torrefazione del Caffè
sj-card-silver_smelter = Fonderia dell'Argento
sj-card-smithy = Fabbro
sj-card-gold_mine = Miniera d'oro
sj-card-archive = Archivio
sj-card-poor_house = Ospizio
sj-card-black_market = Mercato nero
sj-card-trading_post = Stazione commerciale
sj-card-well = Pozzo
sj-card-market_stand = Bancarella
sj-card-crane = Gru
sj-card-chapel = Chiesa
sj-card-tower = Torre
sj-card-aqueduct = Acquedotto
sj-card-carpenter = Falegnameria
sj-card-prefecture = Prefettura
sj-card-market_hall = Mercato
sj-card-quarry = Cava
sj-card-library = Biblioteca
sj-card-statue = Statua
sj-card-victory_column = Obelisco
sj-card-hero = Cavaliere
sj-card-guild_hall = Sala delle Corporazioni
sj-card-city_hall = Municipio
sj-card-triumphal_arch = Arco della Vittoria
sj-card-palace = Residenza

sj-governor = Governatore

sj-trading-house = tessera Emporio

sj-hand = mano

sj-cards = carte

sj-draw-pile = mazzo

sj-discard-pile = scarti

sj-city = città

sj-vp = PV

sj-production-building = impianto di produzione

sj-violet-building = palazzo viola

sj-privilege = privilegio

sj-trigger-twelve_buildings = una città ha raggiunto 12 edifici
sj-trigger-stalemate = nessuno poteva proseguire

sj-decision-setup_discard = preparazione: scarta
sj-decision-choose_role = scegli un ruolo
sj-decision-library = Biblioteca ora?
sj-decision-builder_build = Costruttore: costruisci
sj-decision-builder_crane = Costruttore: Gru
sj-decision-builder_black_market = Costruttore: Mercato nero
sj-decision-builder_pay = Costruttore: paga
sj-decision-producer_produce = Artigiano: produci
sj-decision-trader_sell = Mercante: vendi
sj-decision-councillor_keep = Consigliere: tieni
sj-decision-councillor_discard = Consigliere: scarta
sj-decision-gold_mine = Miniera d'oro
sj-decision-chapel = Chiesa
sj-decision-hand_limit = limite di carte: scarta
sj-decision-game_over = partita finita

sj-action-role = { $role }
sj-action-library = Usa ora la Biblioteca (privilegio doppio)
sj-action-no-library = Tieni la Biblioteca per dopo
sj-action-build = Costruisci: { $card }
sj-action-cover = Gru: costruisci sopra: { $card }
sj-action-black-market = Mercato nero: paga con una merce di { $good }
sj-action-pay = Paga con una carta: { $card }
sj-action-produce = Produci { $good }
sj-action-sell = Vendi { $good }
sj-action-keep = Tieni: { $card }
sj-action-discard = Scarta: { $card }
sj-action-take = Miniera d'oro: prendi: { $card }
sj-action-tuck = Chiesa: metti sotto: { $card }
sj-action-pass = Passa
sj-action-pass-builder-build = Non costruire nulla
sj-action-pass-builder-crane = Costruisci senza la Gru
sj-action-pass-builder-black-market = Paga solo con carte
sj-action-pass-producer-produce = Non produrre altro
sj-action-pass-trader-sell = Non vendere altro
sj-action-pass-gold-mine = Non prendere nessuna carta
sj-action-pass-chapel = Non mettere carte sotto la Chiesa

sj-effect-indigo_plant = Contiene una merce di indaco. Ogni giocatore ne ha uno in città all'inizio; se ne possono avere quanti se ne vuole.
sj-effect-sugar_mill = Contiene una merce di zucchero. Se ne possono avere quanti se ne vuole.
sj-effect-tobacco_storage = Contiene una merce di tabacco. Se ne possono avere quanti se ne vuole.
sj-effect-coffee_roaster = Contiene una merce di caffè. Se ne possono avere quanti se ne vuole.
sj-effect-silver_smelter = Contiene una merce d'argento. Se ne possono avere quanti se ne vuole.
sj-effect-smithy = Costruire un impianto di produzione costa al proprietario 1 carta in meno.
sj-effect-gold_mine = In ogni fase del Cercatore d'oro il proprietario scopre le prime 4 carte; se i costi sono tutti diversi può prenderne una in mano, le altre si scartano.
sj-effect-archive = In ogni fase del Consigliere, consigliere o no, il proprietario mette in mano le carte pescate e poi scarta dall'intera mano.
sj-effect-poor_house = Dopo aver costruito, il proprietario con al massimo 1 carta in mano pesca 1 carta.
sj-effect-black_market = Costruendo, il proprietario può scartare fino a 2 sue merci; ognuna paga 1 carta del prezzo.
sj-effect-trading_post = Il proprietario può vendere 1 merce in più.
sj-effect-well = Il proprietario che produce almeno 2 merci pesca 1 carta.
sj-effect-market_stand = Il proprietario che vende almeno 2 merci pesca 1 carta.
sj-effect-crane = Il proprietario può costruire sopra un suo edificio (non la Gru, non uno uguale); quello coperto esce dal gioco e il suo costo si sottrae al prezzo.
sj-effect-chapel = All'inizio di ogni round il proprietario può mettere 1 carta della mano coperta sotto la Chiesa: 1 PV ciascuna alla fine.
sj-effect-tower = Il limite di carte in mano del proprietario è 12 invece di 7.
sj-effect-aqueduct = Il proprietario può produrre 1 merce in più.
sj-effect-carpenter = Dopo aver costruito un palazzo viola, il proprietario pesca 1 carta.
sj-effect-prefecture = In ogni fase del Consigliere, consigliere o no, il proprietario tiene 2 delle carte pescate invece di 1.
sj-effect-market_hall = Il proprietario che vende almeno 1 merce pesca 1 carta in più.
sj-effect-quarry = Costruire un palazzo viola costa al proprietario 1 carta in meno.
sj-effect-library = Il privilegio del proprietario raddoppia quando sceglie un ruolo (con 2 giocatori, una volta per round).
sj-effect-statue = Monumento: solo punti vittoria.
sj-effect-victory_column = Monumento: solo punti vittoria.
sj-effect-hero = Monumento: solo punti vittoria.
sj-effect-guild_hall = Fine partita: 2 PV per ogni impianto di produzione del proprietario.
sj-effect-city_hall = Fine partita: 1 PV per ogni palazzo viola del proprietario, Municipio compreso.
sj-effect-triumphal_arch = Fine partita: 4, 6 o 8 PV per 1, 2 o 3 monumenti del proprietario.
sj-effect-palace = Fine partita, contato per ultimo: 1 PV per ogni 4 PV interi che il proprietario ha da tutto il resto.
sj-effect-builder = ognuno può costruire un edificio pagandone il costo in carte; il Costruttore paga 1 carta in meno.
sj-effect-producer = ognuno può produrre 1 merce su un impianto di produzione vuoto; l'Artigiano può produrne 1 in più.
sj-effect-trader = si scopre una tessera Emporio; ognuno può vendere 1 merce in cambio di carte; il Mercante può venderne 1 in più.
sj-effect-councillor = ognuno pesca 2 carte e ne tiene 1; il Consigliere ne pesca invece 5.
sj-effect-prospector = il Cercatore d'oro pesca 1 carta; nessun altro agisce (salvo le Miniere d'oro).

## The short verbs on a card that acts (the card names the object)
sj-verb-build = Costruisci
sj-verb-pay = Paga con questa
sj-verb-discard = Scarta
sj-verb-tuck = Metti sotto la Chiesa
sj-verb-keep = Tieni
sj-verb-take = Prendi
sj-verb-cover = Costruisci sopra (Gru)
sj-verb-produce = Produci
sj-verb-sell = Vendi
sj-verb-black-market = Paga con la sua merce (Mercato nero)
sj-verb-choose = Scegli

## The board's own labels and notes (web/src/boards/san_juan.ts)
sj-board-bonus-guild_hall = { $n } PV per ogni impianto di produzione
sj-board-bonus-city_hall = 1 PV per ogni palazzo viola
sj-board-bonus-triumphal_arch = 4 / 6 / 8 PV per 1 / 2 / 3 monumenti
sj-board-bonus-palace = 1 PV ogni 4 PV di tutto il resto
sj-board-at-game-end = a fine partita: { $rule }
sj-board-vp = { $vp } PV
sj-board-vp-now = { $vp } PV ora
sj-board-vp-if-built = { $vp } PV se costruito ora
sj-board-your-price = il tuo prezzo (costo stampato)
sj-board-cost-in-cards = costo in carte
sj-board-more-title = mostra tutto l'effetto
sj-board-more = altro
sj-board-less = meno
sj-board-trading-house-title = Emporio: carte pagate per una merce di ogni tipo in questa fase del Mercante
sj-board-prices-now = Prezzi ora (carte per merce)
sj-board-prices-last = Ultimi prezzi (carte per merce)
sj-board-prices = Prezzi
sj-board-no-tile = nessuna tessera ancora scoperta
sj-board-tiles-unseen = tessere non ancora viste: { $n }
sj-board-roles = Ruoli
sj-board-market = Mercato
sj-board-stat-draw = carte nel mazzo
sj-board-stat-discard = carte scartate
sj-board-stat-round = round
sj-board-stat-phase = fase
sj-board-last-round = Ultimo round: raggiunti 12 edifici
sj-board-building-due = Costruzione: { $card }: carte dovute { $due }, pagate { $paid }
sj-board-over = (sopra: { $card })
sj-board-left = carte ancora da scegliere: { $n }
sj-board-done = { $done } su { $allowance } fatte
sj-board-drawn-hidden = carte pescate (coperte): { $n }
sj-board-gold-turned = Miniera d'oro: carte scoperte
sj-board-drawn = Carte pescate
sj-board-in-progress = In corso
sj-board-copy = { $i } di { $n }
sj-board-your-hand = La tua mano ({ $n })
sj-board-empty = vuota
sj-board-no-good = nessuna merce
sj-board-built-n = costruiti: { $n }
sj-board-you = tu
sj-board-governor = governatore
sj-board-to-act = di turno
sj-board-stat-hand = carte in mano
sj-board-stat-buildings = edifici
sj-board-stat-building-vp = PV degli edifici
sj-board-stat-chapel = carte sotto la Chiesa
sj-board-built-over = Coperti dalla Gru: { $cards }.
sj-board-known-hand = Noti in mano: { $cards }.

## Why a move is refused (src/tradewinds/games/san_juan/rulings.py: `sj-why-*`)
## Le parole del regolamento: mano, pescare, scartare, merce, impianto di produzione, palazzo viola.

# Una merce dentro una frase ("non ha merci di indaco").
sj-why-good-indigo = indaco
sj-why-good-sugar = zucchero
sj-why-good-tobacco = tabacco
sj-why-good-coffee = caffè
sj-why-good-silver = argento

# Un palazzo viola con l'articolo indeterminativo ("ha già un Acquedotto").
sj-why-a-card-smithy = un Fabbro
sj-why-a-card-gold_mine = una Miniera d'oro
sj-why-a-card-archive = un Archivio
sj-why-a-card-poor_house = un Ospizio
sj-why-a-card-black_market = un Mercato nero
sj-why-a-card-trading_post = una Stazione commerciale
sj-why-a-card-well = un Pozzo
sj-why-a-card-market_stand = una Bancarella
sj-why-a-card-crane = una Gru
sj-why-a-card-chapel = una Chiesa
sj-why-a-card-tower = una Torre
sj-why-a-card-aqueduct = un Acquedotto
sj-why-a-card-carpenter = una Falegnameria
sj-why-a-card-prefecture = una Prefettura
sj-why-a-card-market_hall = un Mercato
sj-why-a-card-quarry = una Cava
sj-why-a-card-library = una Biblioteca
sj-why-a-card-statue = una Statua
sj-why-a-card-victory_column = un Obelisco
sj-why-a-card-hero = un Cavaliere
sj-why-a-card-guild_hall = una Sala delle Corporazioni
sj-why-a-card-city_hall = un Municipio
sj-why-a-card-triumphal_arch = un Arco della Vittoria
sj-why-a-card-palace = una Residenza

# Una decisione, con le parole del catalogo.
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

sj-why-other-decision = ora tocca a { $player } decidere ({ $decision }): questa mossa non è possibile adesso; mosse possibili: { $legal }
sj-why-role-taken = il ruolo di { $role } è già stato scelto in questo round; ogni ruolo una sola volta per round (§5.1)
sj-why-not-in-hand = { $player } non ha in mano la carta { $card } (§6.1, §9)
sj-why-no-good = { $player } non ha merci di { $good } (§10.2 Mercato nero)
sj-why-covered-good-lost = la merce sull'edificio coperto ({ $card }) va persa con l'edificio e non paga il Mercato nero (§6.1.1)
sj-why-no-empty-building = { $player } non ha un impianto vuoto del tipo { $card }: una merce per impianto di produzione (§6.2)
sj-why-nothing-to-sell = { $player } non ha merci di { $good } da vendere (§6.3)
sj-why-not-drawn = la carta { $card } non è tra quelle pescate da { $player } (§6.4)
sj-why-not-turned-up = la carta { $card } non è tra quelle scoperte dalla Miniera d'oro (§10.2)
sj-why-needs-crane = senza la Gru { $player } non può pagare la carta { $card }: costa { $price } e ha in mano { $hand ->
        [one] 1 carta
       *[other] { $hand } carte
    } (§6.1.1)
sj-why-must-pay-goods = { $player } deve pagare { $due ->
        [one] 1 carta
       *[other] { $due } carte
    } e ne ha in mano { $hand }: il resto va pagato con merci (§6.1.1)
sj-why-not-now = non è consentito adesso (§5.2)
sj-why-violet-twice = { $player } ha già { $card } in città: un solo palazzo viola di ogni nome per città (§10.1)
sj-why-covered-rebuild = { $player } ha coperto con la Gru la carta { $card } e non può costruirla di nuovo: ogni palazzo viola si costruisce una sola volta (§10.1; opzione «{ ui-option-covered_rebuild }»)
sj-why-too-dear = la carta { $card } costa { $price ->
        [one] 1 carta
       *[other] { $price } carte
    } dopo gli sconti e { $player } ha { $cards ->
        [one] 1 altra carta
       *[other] { $cards } altre carte
    }{ $goods ->
        [0] {""}
        [one] {" "}e 1 merce per il Mercato nero
       *[other] {" "}e { $goods } merci per il Mercato nero
    } (§6.1.1)
sj-why-nothing-to-cover = { $player } non ha in città la carta { $card } da coprire (§10.2 Gru)
sj-why-crane-itself = la Gru non può coprire se stessa (§10.2 Gru)
sj-why-cover-identical = un edificio non può essere coperto da uno identico (§10.2 Gru)
sj-why-cover-too-dear = coprendo la carta { $card } il prezzo resta di { $price ->
        [one] 1 carta
       *[other] { $price } carte
    } e { $player } non può pagarlo (§6.1.1)

## Log lines (the game log; src/tradewinds/games/san_juan: `sj-log-*`)
## The words of the rulebook: pescare, scartare, mazzo, scarti, tessera Emporio, merce.

# A card with its indefinite article, inside a sentence ("costruisce un Acquedotto").
sj-a-card-indigo_plant = un Impianto dell'Indaco
sj-a-card-sugar_mill = un Mulino dello Zucchero
sj-a-card-tobacco_storage = un Impianto del Tabacco
sj-a-card-coffee_roaster = una Torrefazione del Caffè
sj-a-card-silver_smelter = una Fonderia dell'Argento
sj-a-card-smithy = un Fabbro
sj-a-card-gold_mine = una Miniera d'oro
sj-a-card-archive = un Archivio
sj-a-card-poor_house = un Ospizio
sj-a-card-black_market = un Mercato nero
sj-a-card-trading_post = una Stazione commerciale
sj-a-card-well = un Pozzo
sj-a-card-market_stand = una Bancarella
sj-a-card-crane = una Gru
sj-a-card-chapel = una Chiesa
sj-a-card-tower = una Torre
sj-a-card-aqueduct = un Acquedotto
sj-a-card-carpenter = una Falegnameria
sj-a-card-prefecture = una Prefettura
sj-a-card-market_hall = un Mercato
sj-a-card-quarry = una Cava
sj-a-card-library = una Biblioteca
sj-a-card-statue = una Statua
sj-a-card-victory_column = un Obelisco
sj-a-card-hero = un Cavaliere
sj-a-card-guild_hall = una Sala delle Corporazioni
sj-a-card-city_hall = un Municipio
sj-a-card-triumphal_arch = un Arco della Vittoria
sj-a-card-palace = una Residenza

# A good inside a sentence ("Ann produce indaco.").
sj-good-word-indigo = indaco
sj-good-word-sugar = zucchero
sj-good-word-tobacco = tabacco
sj-good-word-coffee = caffè
sj-good-word-silver = argento

# Why a player draws cards (the other reasons are the cards Well, Carpenter, Poor house).
sj-reason-starting-hand = mano iniziale
sj-reason-sale = vendita
sj-reason-councillor = Consigliere
sj-reason-prospector = Cercatore d'oro

sj-log-first-governor = { $player } è il primo Governatore.
sj-log-round = Round { $round }: { $player } è il Governatore.
sj-log-chooses = { $player } sceglie il ruolo di { $role }.
sj-log-library-doubles = La Biblioteca di { $player } raddoppia il privilegio.
sj-log-library-kept = { $player } tiene la Biblioteca per più avanti in questo round.
sj-log-reshuffle = Il mazzo è esaurito: gli scarti vengono rimescolati e formano un nuovo mazzo.
sj-log-you-draw = Peschi: { $cards }.
sj-log-draws = { $player } pesca { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } ({ $reason }).
sj-log-cannot-draw = { $player } non può pescare: non restano carte ({ $reason }).
sj-log-game-over = La partita è finita.
sj-log-stalemate-frozen = Nessuna carta può più muoversi (mazzo e scarti sono vuoti, nessuno ha merci e nessuno può costruire): la partita finisce.
sj-log-stalemate-unbuildable = Nessuna delle carte ancora in gioco potrà mai essere costruita: la partita finisce.
sj-log-twelve-ends-now = { $player } ha 12 palazzi: la partita finisce subito.
sj-log-twelve-ends-after = { $player } ha 12 palazzi: la partita finisce dopo questa fase del Costruttore.
# Builder
sj-log-builds-nothing = { $player } non costruisce nulla.
sj-log-you-pay = Paghi con { $card }.
sj-log-you-pay-cards = Paghi con: { $cards }.
sj-log-builds = { $player } costruisce { $card }, pagando { $paid ->
        [one] 1 carta
       *[other] { $paid } carte
    }{ $goods ->
        [0] {""}
        [one] {" "}e 1 merce al Mercato nero
       *[other] {" "}e { $goods } merci al Mercato nero
    }.
sj-log-builds-over = { $player } costruisce { $card } sopra il palazzo { $cover } (Gru), pagando { $paid ->
        [one] 1 carta
       *[other] { $paid } carte
    }{ $goods ->
        [0] {""}
        [one] {" "}e 1 merce al Mercato nero
       *[other] {" "}e { $goods } merci al Mercato nero
    }.
sj-log-builds-over-losing-good = { $player } costruisce { $card } sopra il palazzo { $cover } (Gru), la cui merce di { $good } viene scartata, pagando { $paid ->
        [one] 1 carta
       *[other] { $paid } carte
    }{ $goods ->
        [0] {""}
        [one] {" "}e 1 merce al Mercato nero
       *[other] {" "}e { $goods } merci al Mercato nero
    }.
# Producer and trader
sj-log-produces = { $player } produce { $good }.
sj-log-produces-nothing = { $player } non produce nulla.
sj-log-reveals-tile = { $player } scopre la tessera Emporio { $indigo }/{ $sugar }/{ $tobacco }/{ $coffee }/{ $silver } (indaco/zucchero/tabacco/caffè/argento).
sj-log-sells = { $player } vende { $good }.
sj-log-sells-nothing = { $player } non vende nulla.
sj-log-tile-returns = La tessera Emporio va in fondo alla pila.
# Councillor
sj-log-draws-keeps = { $player } pesca { $drawn } carte e ne tiene { $kept } (Consigliere).
sj-log-draws-keeps-all = { $player } pesca { $count ->
        [one] 1 carta e la tiene
       *[other] { $count } carte e le tiene
    } (Consigliere).
sj-log-keeps-all-archive = { $player } le tiene tutte (Archivio).
sj-log-you-discard = Scarti: { $cards }.
sj-log-discards-archive = { $player } scarta { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } (Archivio).
# Prospector (Gold mine)
sj-log-gold-mine-nothing = La Miniera d'oro di { $player } non trova carte da scoprire.
sj-log-gold-mine-turns-up = La Miniera d'oro di { $player } scopre: { $cards }.
sj-log-gold-mine-same-cost = Due di esse hanno lo stesso costo: vanno tutte negli scarti.
sj-log-gold-mine-takes-none = { $player } non ne prende nessuna.
sj-log-gold-mine-takes = { $player } prende in mano la carta { $card }.
# Round end (Chapel, hand limit) and the set-up variant
sj-log-you-tuck = Metti sotto la tua Chiesa: { $card }.
sj-log-hand-limit = { $player } scarta { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } per rispettare il limite di { $limit } carte in mano.
sj-log-setup-keeps = { $player } tiene { $kept } carte e ne scarta { $count }.
