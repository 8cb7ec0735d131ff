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
