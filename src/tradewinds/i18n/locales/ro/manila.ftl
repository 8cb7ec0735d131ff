### Manila: the game's words (rulebook terms) and its action phrases.

mn-good-ginseng = Ginseng
mn-good-nutmeg = Nucșoară
mn-good-silk = Mătase
mn-good-jade = Jad

mn-boat-ginseng = barca cu ginseng
mn-boat-nutmeg = barca cu nucșoară
mn-boat-silk = barca cu mătase
mn-boat-jade = barca cu jad

mn-share-ginseng = acțiune ginseng
mn-share-nutmeg = acțiune nucșoară
mn-share-silk = acțiune mătase
mn-share-jade = acțiune jad

mn-space-harbor_a = Cheiul A
mn-space-harbor_b = Cheiul B
mn-space-harbor_c = Cheiul C
mn-space-shipyard_a = Șantierul naval A
mn-space-shipyard_b = Șantierul naval B
mn-space-shipyard_c = Șantierul naval C
mn-space-pirate_captain = Căpitanul piraților
mn-space-pirate_second = Al doilea pirat
mn-space-pilot_small = Pilotul mic
mn-space-pilot_large = Pilotul mare
mn-space-insurance = Agentul de asigurări

mn-harbour-master = căpitanul portului
mn-harbour = port

mn-shipyard = șantier naval

mn-pirate-ship = nava piraților

mn-pilots = piloți

mn-accomplice = complice

mn-accomplices = complici

mn-stowaway = pasager clandestin

mn-shares = acțiuni

mn-mortgaged = ipotecată

mn-pesos = pesos

mn-dice = zaruri

mn-die = zar

mn-black-market = piața neagră

mn-price = preț

mn-voyage = călătorie

mn-manila = Manila

mn-ashore = pe mal

mn-seat = loc

mn-decision-auction_bid = licitație: ofertă
mn-decision-buy_share = căpitanul portului: cumpără o acțiune
mn-decision-load_goods = căpitanul portului: încarcă mărfurile
mn-decision-start_positions = căpitanul portului: plasează bărcile
mn-decision-place_accomplice = plasează un complice
mn-decision-pirate_boarding = pirații: abordare?
mn-decision-small_pilot = pilotul mic
mn-decision-large_pilot = pilotul mare
mn-decision-large_pilot_second = pilotul mare: a doua mutare
mn-decision-plunder_destination = căpitanul piraților: unde merge barca?
mn-decision-game_over = joc încheiat

mn-action-bid = Oferă { $pesos } pesos
mn-action-pass = Pas
mn-action-mortgage = Ipotechează: { $share } (+12 pesos)
mn-action-redeem = Răscumpără: { $share } (15 pesos)
mn-action-buy = Cumpără: { $share } ({ $pesos } pesos)
mn-action-load = Încarcă { $first }, { $second } și { $third } ({ $ashore } rămâne pe mal)
mn-action-start = Start: { $boat } pe spațiul { $space }
mn-action-place-seat = { $boat }, locul { $seat } ({ $pesos } pesos)
mn-action-place = { $space } ({ $pesos } pesos)
mn-action-stowaway = Pasager clandestin: { $boat }, locul { $seat } (gratuit)
mn-action-board = Abordează: { $boat }, locul { $seat }
mn-action-pilot-forward =
    Mută { $boat } înainte { $spaces ->
        [one] 1 spațiu
       *[other] { $spaces } spații
    }
mn-action-pilot-back =
    Mută { $boat } înapoi { $spaces ->
        [one] 1 spațiu
       *[other] { $spaces } spații
    }
mn-action-send-harbor = Trimite { $boat } în port
mn-action-send-shipyard = Trimite { $boat } la șantierul naval
mn-action-pass-auction-bid = Pas (ieși din licitație)
mn-action-pass-buy-share = Nu cumpăra nicio acțiune
mn-action-pass-place-accomplice = Nu mai plasa complici în această călătorie
mn-action-pass-pirate-boarding = Rămâi pe nava piraților
mn-action-pass-small-pilot = Nu muta nicio barcă
mn-action-pass-large-pilot = Nu muta nicio barcă
mn-action-pass-large-pilot-second = Nu muta altă barcă
