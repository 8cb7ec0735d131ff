### San Juan: the game's words (rulebook terms) and its action phrases.

sj-role-builder = Constructor
sj-role-producer = Producător
sj-role-trader = Comerciant
sj-role-councillor = Consilier
sj-role-prospector = Căutător de aur

sj-good-indigo = Indigo
sj-good-sugar = Zahăr
sj-good-tobacco = Tutun
sj-good-coffee = Cafea
sj-good-silver = Argint

sj-card-indigo_plant = Fabrică de indigo
sj-card-sugar_mill = Moară de zahăr
sj-card-tobacco_storage = Depozit de tutun
sj-card-coffee_roaster = Prăjitorie de cafea
sj-card-silver_smelter = Topitorie de argint
sj-card-smithy = Fierărie
sj-card-gold_mine = Mină de aur
sj-card-archive = Arhivă
sj-card-poor_house = Azil
sj-card-black_market = Piață neagră
sj-card-trading_post = Post comercial
sj-card-well = Fântână
sj-card-market_stand = Tarabă
sj-card-crane = Macara
sj-card-chapel = Capelă
sj-card-tower = Turn
sj-card-aqueduct = Apeduct
sj-card-carpenter = Tâmplărie
sj-card-prefecture = Prefectură
sj-card-market_hall = Hală
sj-card-quarry = Carieră
sj-card-library = Bibliotecă
sj-card-statue = Statuie
sj-card-victory_column = Coloana victoriei
sj-card-hero = Erou
sj-card-guild_hall = Sala breslelor
sj-card-city_hall = Primărie
sj-card-triumphal_arch = Arc de triumf
sj-card-palace = Palat

sj-governor = Guvernator

sj-trading-house = plăcuța casei de comerț

sj-hand = mână

sj-cards = cărți

sj-draw-pile = pachet

sj-discard-pile = cărți aruncate

sj-city = oraș

sj-vp = PV

sj-production-building = clădire de producție

sj-violet-building = clădire violet

sj-privilege = privilegiu

sj-trigger-twelve_buildings = un oraș a ajuns la 12 clădiri
sj-trigger-stalemate = nimeni nu mai putea continua

sj-decision-setup_discard = pregătire: aruncă
sj-decision-choose_role = alege un rol
sj-decision-library = Bibliotecă acum?
sj-decision-builder_build = constructor: construiește
sj-decision-builder_crane = constructor: Macara
sj-decision-builder_black_market = constructor: Piață neagră
sj-decision-builder_pay = constructor: plătește
sj-decision-producer_produce = producător: produce
sj-decision-trader_sell = comerciant: vinde
sj-decision-councillor_keep = consilier: păstrează
sj-decision-councillor_discard = consilier: aruncă
sj-decision-gold_mine = Mină de aur
sj-decision-chapel = Capelă
sj-decision-hand_limit = limita de cărți: aruncă
sj-decision-game_over = joc încheiat

sj-action-role = { $role }
sj-action-library = Folosește Biblioteca acum (privilegiu dublu)
sj-action-no-library = Păstrează Biblioteca pentru mai târziu
sj-action-build = Construiește: { $card }
sj-action-cover = Macara: construiește peste: { $card }
sj-action-black-market = Piață neagră: plătește cu un bun de { $good }
sj-action-pay = Plătește cu o carte: { $card }
sj-action-produce = Produce { $good }
sj-action-sell = Vinde { $good }
sj-action-keep = Păstrează: { $card }
sj-action-discard = Aruncă: { $card }
sj-action-take = Mină de aur: ia: { $card }
sj-action-tuck = Capelă: pune dedesubt: { $card }
sj-action-pass = Pas
sj-action-pass-builder-build = Nu construi nimic
sj-action-pass-builder-crane = Construiește fără Macara
sj-action-pass-builder-black-market = Plătește doar cu cărți
sj-action-pass-producer-produce = Nu mai produce
sj-action-pass-trader-sell = Nu mai vinde
sj-action-pass-gold-mine = Nu lua nicio carte
sj-action-pass-chapel = Nu pune nicio carte sub Capelă
