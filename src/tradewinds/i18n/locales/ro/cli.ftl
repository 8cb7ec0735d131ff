### Cuvintele clientului de terminal (tradewinds play / replay).

cli-commands-help =
    Scrie numărul unei acțiuni sau notația ei (de exemplu 'builder', 'build harbor').
    Alte comenzi: help <subiect> · help <număr> · log (tot jurnalul) · board (redesenează toată tabla) · quit (ieșire)
cli-typed-stays = (Notația pe care o scrii este aceeași în orice limbă.)
cli-seat-you = { $name } (tu)
cli-seat-person = { $name } (persoană)
cli-seat-bot = { $name } ({ $bot })
cli-bot-easy = Bot ușor
cli-bot-medium = Bot mediu
cli-bot-hard = Bot greu
cli-bot-expert = Bot expert
cli-bot-random = Bot aleatoriu
cli-bot-heuristic = Bot euristic
cli-bot-heuristic-shipper = Bot euristic (armator)
cli-bot-heuristic-builder = Bot euristic (constructor)
cli-bot-heuristic-trader = Bot euristic (negustor)
cli-bot-heuristic-producer = Bot euristic (producător)
cli-bot-heuristic-chapel = Bot euristic (capelă)
cli-bot-heuristic-safe = Bot euristic (prudent)
cli-bot-heuristic-gambler = Bot euristic (riscant)
cli-bot-heuristic-harbour = Bot euristic (port)
cli-bot-ismcts = Bot ISMCTS
cli-player-n = Jucătorul { $n }
cli-seating = { $title }, { $players } jucători, sămânța { $seed }: { $seating }
cli-seating-resumed = { $title }, { $players } jucători, sămânța { $seed }, reluat la mutarea { $move }: { $seating }
cli-your-choice = { $name }, alegerea ta:
cli-your-answer = { $name } — { $ask }:
cli-turn-of = Rândul lui { $name }
cli-pass-keyboard = Dă tastatura lui { $name } și apasă Enter:
cli-log-since = Jurnalul de la ultima ta decizie ({ $name })
cli-since = De la ultima ta decizie ({ $name }; 'board' arată toată tabla)
cli-ask-or = { $range }, sau { $others }
cli-ask-or-above = { $range }, sau o altă acțiune de mai sus
cli-type-number = scrie un număr
cli-please-answer = Răspunde: { $ask } (sau 'help').
cli-please-choose = Alege: un număr de la 1 la { $count }, o acțiune sau 'help'.
cli-full-log = Tot jurnalul ({ $name })
cli-not-number-nor-action = '{ $text }' nu este nici număr, nici acțiune: { $ask } (sau 'help').
cli-not-choice-nor-action = '{ $text }' nu este nici alegere, nici acțiune. Scrie un număr de la 1 la { $count }, o acțiune ca cele din listă sau 'help'.
cli-cannot-now = Acum nu poți face asta: { $why }
cli-not-listed = { $action } nu este printre alegerile din listă
cli-no-choice = Alegerea { $number } nu există: alege un număr de la 1 la { $count }.
cli-out-of-range = { $number } nu este posibil acum: intervalul este { $range }. { $ask }.
cli-number-means = Aici un număr înseamnă suma: { $ask }.
cli-no-help = Niciun ajutor pentru '{ $topic }'. Încearcă { $examples }.
cli-not-saved = Nesalvat. La revedere.
cli-interrupted = Întrerupt.
cli-input-ended = Intrarea s-a terminat înainte de sfârșitul jocului.
cli-saved-in = Jocul este salvat în { $path }: 'tradewinds play --resume { $path }' îl continuă. La revedere.
cli-save-question = Salvezi jocul? Enter: { $file } · alt nume de fișier · n: ieși fără salvare:
cli-save-failed = { $error }. Alt nume de fișier, sau n (ori Ctrl-C) ca să ieși.
cli-saved-to = Salvat în { $path }: 'tradewinds play --resume { $path }' continuă jocul, 'tradewinds replay { $path }' îl reia. La revedere.
cli-game-over = Joc terminat
cli-last-moves = Ultimele mutări
cli-record-saved = Înregistrarea a fost salvată în { $path }.
cli-earlier-lines = … { $count } rânduri anterioare
cli-log-hint = scrie 'log' pentru tot jurnalul
cli-only-you = { $text } (doar tu vezi asta)
cli-nothing-new = (nimic nou)
cli-replaying = Reiau { $path }: { $title }, { $players } jucători, sămânța { $seed }, { $total } acțiuni.
cli-replay-keys = Apasă Enter pentru acțiunea următoare, q apoi Enter ca să te oprești.
cli-stopped = Oprit.
cli-replay-move = Mutarea { $number }/{ $total }: { $name } — { $action }
cli-log = Jurnal
cli-use-step = folosește --step
cli-record-stops = Înregistrarea se oprește înainte de sfârșitul jocului (mutarea { $move }).
cli-state-hash = Hash-ul stării: { $hash }

## Tablele: cuvinte comune tuturor jocurilor.
cli-none = nimic
cli-you-colon = Tu:
cli-governor = Guvernator: { $name }
cli-game-is-over = jocul s-a terminat
cli-to-act = la rând:
cli-last-round = Ultima rundă! Sfârșitul jocului declanșat de: { $triggers }
cli-spectator = spectator
cli-you-are = ești { $name }
cli-left = au rămas { $count }
cli-vp = PV
cli-final-score = Scorul final
cli-score-so-far = Scorul de până acum
cli-rank = Locul
cli-player = Jucător
cli-total = Total
cli-tiebreak = Departajare
cli-winners =
    { $count ->
        [one] Câștigător
       *[other] Câștigători
    }: { $names }
cli-shared-victory = (victorie împărțită: același scor și aceeași departajare)
cli-rounds-triggers = Runde: { $rounds } · sfârșitul jocului declanșat de: { $triggers }

## Tabla din Puerto Rico.
cli-pr-status =
    { $doubloons ->
        [one] 1 dublon
       *[other] { $doubloons } dubloni
    } · jetoane PV { $chips } · mărfuri { $goods } · insulă { $island }/12 · oraș { $city }/12 · San Juan { $san_juan }
cli-pr-title = Puerto Rico · { $players } jucători · { $edition }{ $expansions } · runda { $round } · mutarea { $move }
cli-phase-of = faza de { $role } a lui { $name }
cli-roles = Roluri
cli-pr-role = Rol
cli-pr-taken-by = Luat de
cli-pr-kidnapped-by = răpit de { $name }
cli-pr-colonists = Coloniști
cli-pr-nobles = Nobili
cli-pr-ship-supply = { $ship } pe corabie · { $supply } în rezervă
cli-pr-vp-chips = Jetoane PV
cli-pr-vp-chips-n = jetoane PV { $chips }
cli-pr-plantations = Plantații
cli-pr-none-face-up = niciuna la vedere
cli-pr-face-down =
    { $stack } cu fața în jos · { $quarries ->
        [one] 1 carieră
       *[other] { $quarries } cariere
    }
cli-pr-goods = Mărfuri
cli-pr-empty = goală
cli-pr-ship = corabia de { $capacity }
cli-pr-trading-house = Casa de comerț
cli-pr-supply = Rezervă
cli-governor-mark = guvernator
cli-pr-doubloons = Dubloni
cli-buildings-vp = Clădiri { $vp } PV · San Juan { $san_juan }
cli-pr-island = Insulă { $filled }/12
cli-pr-city = Oraș { $used }/12
cli-pr-large = (mare)
cli-pr-on-circles = Coloniști pe cercuri { $used }/{ $total }
cli-buildings-title = Clădiri (prețul pentru tine, costul dacă diferă; ✓ = a ta)
cli-pr-building = Clădire
cli-pr-left-column = Răm.
cli-buildings = Clădiri
cli-bonuses = Bonusuri
cli-pr-tiebreak = Departajare = dubloni + butoaie.
cli-pr-help-building = cost { $cost } dubloni, { $vp } PV.
cli-pr-help-good = { $good }: se vinde cu { $price } dubloni la casa de comerț.
cli-pr-help-examples = help <clădire> (de exemplu help harbor, help guild hall) sau help <rol> ({ $roles }) sau help <marfă> sau help nobles / forest / festival / draft / guests (extensii)
cli-vp-n = { $vp } PV

## Tabla din San Juan.
cli-sj-status =
    clădiri { $buildings }/12 · { $vp } PV · { $goods ->
        [one] 1 marfă
       *[other] { $goods } mărfuri
    } pe clădirile tale de producție
cli-sj-setup-variant = varianta de pregătire
cli-sj-title = San Juan · { $players } jucători{ $variant } · runda { $round } · mutarea { $move }
cli-sj-library-doubled = (Bibliotecă: privilegiu dublat)
cli-sj-game-ending = Un oraș are 12 clădiri: jocul se termină după această fază de Constructor!
cli-sj-cards = Cărți
cli-sj-piles = pachet { $draw } · teancul de decartare { $discard }
cli-sj-price-tile = Plăcuța de prețuri
cli-sj-not-seen = { $count } încă nevăzute
cli-sj-next = următoarea:
cli-sj-tiles-seen = Plăcuțe văzute
cli-sj-none-yet = niciuna încă
cli-sj-table = Masa
cli-sj-building-now = Construiești
cli-sj-over = peste
cli-sj-still-to-pay =
    : { $due ->
        [one] 1 carte
       *[other] { $due } cărți
    } de plătit încă
cli-sj-paid-with-goods = ({ $count } plătite cu mărfuri)
cli-sj-goods-so-far = { $done } din cel mult { $allowance } mărfuri până acum
cli-sj-gold-mine-turned = Mina de aur a întors:
cli-sj-you-drew = Ai tras:
cli-sj-looking-at =
    Te uiți la { $count ->
        [one] 1 carte trasă
       *[other] { $count } cărți trase
    }
cli-sj-left-to-keep =
    { $count ->
        [one] 1 carte
       *[other] { $count } cărți
    } de păstrat / decartat
cli-sj-now = Acum
cli-sj-hand-buildings = Mână { $hand } · clădiri { $buildings }/12
cli-sj-under-it = { $count } dedesubt
cli-sj-covered = Acoperite:
cli-sj-chapel-cards = Cărți sub Capelă: { $count }
cli-sj-known = Cunoscute în mână:
cli-sj-your-hand = Mâna ta ({ $count } cărți)
cli-sj-card = Carte
cli-sj-cost = Cost
cli-sj-price = Preț
cli-sj-effect = Efect
cli-sj-under-chapel = Sub Capela ta: { $cards }
cli-sj-help-card = cost { $cost }, { $vp } PV, { $count } exemplare.
cli-sj-help-examples = help <carte> (de exemplu help library, help black market), help <rol> ({ $roles }) sau help <marfă>
cli-sj-chapel = Capelă
cli-sj-rounds-end = Runde: { $rounds } · sfârșitul jocului: { $triggers }
cli-sj-score-note = Clădiri = PV tipărite (numărul de clădiri). Departajare = mână + mărfuri.

## Tabla din Manila.
cli-mn-status =
    { $cash ->
        [one] 1 peso
       *[other] { $cash } pesos
    } · acțiuni { $shares } · { $mortgaged } ipotecate · { $home } complici acasă
cli-mn-pirate-variant = varianta piraților
cli-mn-base-pirates = pirații jocului de bază
cli-mn-title = Manila · { $players } jucători · călătoria { $voyage } · mutarea { $move } · { $rules }
cli-mn-harbour-master = Căpitanul portului:
cli-mn-auction = (licitație)
cli-mn-opened-by = Licitație deschisă de { $name }
cli-mn-high-bid = cea mai mare ofertă { $bid }, de la
cli-mn-no-bid = nicio ofertă încă
cli-mn-not-loaded = Bărcile nu sunt încă încărcate.
cli-mn-routes = Rute
cli-mn-plundered = (jefuită)
cli-mn-not-placed = neașezată
cli-mn-die = zar { $die }
cli-mn-value-seats = valoare { $value } · locuri
cli-mn-stays-ashore = ({ $good } rămâne pe mal)
cli-mn-moves-done =
    { $count ->
        [one] 1 mutare făcută
       *[other] { $count } mutări făcute
    }
cli-mn-spaces = Spații
cli-mn-space = Spațiu
cli-mn-pays = Plătește
cli-mn-held-by = Ocupat de
cli-mn-boat = Barcă
cli-mn-plunder = jaf
cli-mn-ten-now = +10 acum
cli-mn-market = Piața neagră (prețuri 0 5 10 20 30)
cli-mn-good = Marfă
cli-mn-track = Prețuri
cli-mn-share-costs = Costul acțiunii
cli-mn-supply = Rezervă
cli-mn-players = Jucători
cli-mn-cash = Bani
cli-mn-home = Acasă
cli-mn-shares = Acțiuni
cli-mn-mortgaged = Ipotecate
cli-mn-your-shares = Acțiunile tale / cumpărate
cli-mn-passed = a pasat
cli-mn-n-mortgaged = ({ $count } ipotecate)
cli-mn-bought = cumpărate: { $goods }
cli-mn-secret = secrete
cli-mn-help-cost = cost { $cost }.
cli-mn-help-examples = help <spațiu> (de exemplu help harbor_a, help pilot_large, help insurance) sau help <marfă> (ginseng, nutmeg, silk, jade) sau help auction / mortgage / stowaway / pirates / pilots / end
cli-mn-final = Averile finale
cli-mn-so-far = Averile de până acum
cli-mn-share-value = Valoarea acțiunilor
cli-mn-mortgages = Ipoteci
cli-mn-fortune = Avere
cli-mn-shared-victory = (victorie împărțită: averi egale)
cli-mn-result-line = Călătorii: { $voyages } · au ajuns la 30: { $ended } · prețuri: { $prices }

## Extensiile din Puerto Rico pe tablă.
cli-pr-token-on-card = jetonul pe carte
cli-pr-token-held-by = jetonul la { $name }
cli-pr-drawn-tile = Plăcuța trasă
cli-pr-tile-face-down = cu fața în jos
cli-pr-goal-open = liber
cli-pr-goal-reached-by = atins de { $name }
cli-pr-goal-plantations = plantații → 3 coloniști
cli-pr-goal-plantation = Plantație
cli-pr-goal-produce = produci
cli-pr-goal-doubloons = → 3 dubloni
cli-pr-goal-production = Producție
cli-pr-goal-build = construiești { $building }
cli-pr-goal-drawn-building = o clădire trasă după alegerea clădirilor
cli-pr-goal-construction = Construcție
cli-pr-festival-goals = Obiectivele Festivalului
cli-pr-draft-cost = cost { $cost }: { $count }
cli-pr-draft-free = Spații libere: { $spaces }
cli-pr-draft-candidates = Candidați: { $names }
cli-pr-draft = Alegerea clădirilor
cli-pr-nobles-n = nobili { $count }
cli-pr-in-san-juan = ({ $count } în San Juan)
cli-pr-token = jeton
cli-pr-n-nobles =
    { $count ->
        [one] 1 nobil
       *[other] { $count } nobili
    }
cli-pr-forest = pădure
cli-pr-noble = nobil

## Reluarea unui joc.
cli-seats-unsaved = { $path } nu spune cine unde stătea (a fost salvat de o versiune mai veche): locul 1 îl joci tu, celelalte boți aleatorii; --seats le alege.

## `help <topic>`: the rules beyond single buildings and spaces (Puerto Rico's expansions, Manila).
cli-pr-topic-nobles = Nobili (extensia 2): 20 de nobili; corabia cu coloniști aduce câte unul de fiecare dată când este umplută, iar cine îl ia îl alege în locul unui colonist. Un nobil lucrează ca un colonist și valorează 1 VP la sfârșit; unele clădiri funcționează altfel cu un nobil. Dacă rezerva de coloniști nu ajunge, jocul nu se termină.
cli-pr-topic-forest = Păduri (extensia 1): cu o Cabană în pădure ocupată, plantația pe care o iei poate fi pusă cu fața în jos ca pădure: ocupă un spațiu al insulei, nu are nevoie de colonist și nu produce nimic; fiecare 2 păduri scad 1 dublon din costul unei clădiri.
cli-pr-topic-festival = Festival (extensia 4): trei obiective trase la început - 3 plantații de același fel (3 coloniști), producerea butoaielor arătate într-o singură fază de meșteșugar (3 dubloni), construirea clădirii arătate (3 VP). Primul jucător care atinge un obiectiv îl ia.
cli-pr-topic-draft = Alegerea clădirilor (extensia 1): înainte de joc, jucătorii, începând cu guvernatorul, aleg pe rând o clădire comercială pentru un spațiu liber al tablei de același cost, până se umplu toate spațiile (opțiunea draft=random le umple la întâmplare).
cli-pr-topic-guests = Han (extensia 1): la începutul oricărei faze (și a primarului), înaintea deciziilor tale și la sfârșitul fazelor colonistului și căpitanului poți muta un oaspete pe un cerc liber al planșei tale (guest <spot>).
cli-mn-topic-auction = Licitație: cel care deschide (prima călătorie: cel mai în vârstă jucător; apoi căpitanul portului anterior) oferă cel puțin 1 sau pasează; în sensul acelor de ceasornic, fiecare oferă mai mult sau pasează, iar cine pasează a ieșit. Nimeni nu poate oferi mai mult decât banii săi + 12 pentru fiecare acțiune neipotecată (și cel mult 250). Câștigătorul plătește banca; fără nicio ofertă, căpitanul portului anterior păstrează rolul gratuit.
cli-mn-topic-harbour_master = Căpitanul portului poate cumpăra o acțiune (cel mai mare dintre 5 și preț), încarcă trei din cele patru mărfuri și plasează bărcile pe spațiile 0-5, cu porniri care însumează exact 9; plasează primul complice și aruncă zarurile.
cli-mn-topic-mortgage = Ipotecă: +{ $cash } de la bancă pentru fiecare acțiune; răscumpărarea costă { $redeem }; fiecare acțiune încă ipotecată la sfârșit costă { $penalty }. Se poate face în rândurile tale de licitație (alegi tu acțiunea). Când o plată depășește banii tăi, acțiunile necesare sunt ipotecate imediat în ordinea ginseng, nucșoară, mătase, jad (care anume nu schimbă niciodată scorul); ceilalți văd doar câte.
cli-mn-topic-stowaway = Pasager clandestin: dacă niciun spațiu liber, în afară de asigurare, nu costă cel mult cât poți plăti, poți pune gratuit un complice pe cel mai ieftin loc liber al unei bărci (nu dacă ești agentul de asigurări).
cli-mn-topic-pirates = Pirați: după a doua mutare căpitanul, apoi celălalt pirat, pot aborda o barcă aflată pe 13 (un loc liber; cu varianta pot trimite acasă un complice când nicio barcă de pe 13 nu mai are loc liber). După a treia mutare fiecare barcă de pe 13 este jefuită: complicii ei se întorc acasă neplătiți, pirații își împart valoarea ei, căpitanul o trimite în port (prețul crește) sau la șantierul naval.
cli-mn-topic-pilots = Piloți: înainte de a treia mutare pilotul mic poate muta o barcă cu 1 spațiu, apoi pilotul mare o barcă cu 1-2 spații sau două bărci cu câte 1 spațiu, înainte sau înapoi (niciodată sub 0; după 13 barca ajunge).
cli-mn-topic-insurance = Asigurare: gratuită, +10 imediat. După călătorie agentul plătește valoarea fiecărui loc ocupat al șantierului naval (6 / 8 / 15) complicelui de acolo sau băncii: 0 / 6 / 14 / 29 pentru 0-3 bărci în șantier. Dacă nu poate plăti nici ipotecând, banca plătește restul.
cli-mn-topic-end = Jocul se termină după călătoria în care un preț ajunge la 30. Avere = bani + prețul fiecărei acțiuni (ipotecată sau nu) - 15 pentru fiecare acțiune ipotecată; egalitățile împart victoria.
