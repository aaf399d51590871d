import { RulingCase } from '../../rulings/ruling-case';

/**
 * AE-WWII rulings worked by hand from the rule documents (shared/rules/ae-wwii.{en,es,fr}.txt)
 * and the rulings register. Each case is a request body as a client would POST it to
 * `POST /v1/ae-wwii/resolve/{action}` and the answer the service must give.
 *
 * Stat lines used below (identical in all three editions):
 *   american-sci-tech/officer   M3 RC4+ CC4 A4 S2 DR6 W2 veteran (3 AP)
 *   american-sci-tech/sniper    M3 RC3+ CC3 A3 S2 DR4 W2 regular (2 AP)
 *   american-sci-tech/mechanic  M3 RC5+ CC2 A2 S2 DR4 W2 veteran, Mechanic
 *   american-sci-tech/buffalo   M2 RC5+ CC1 A8 S6 DR5 W2 regular
 *   american-sci-tech/airborne  M3 RC4+ CC3 A3 S2 DR4 W1 regular
 *   russian-psi/politruk        M3 RC3+ CC3 A3 S3 DR6 W2 elite (4 AP)
 *   russian-psi/psi-officer     M3 RC4+ CC4 A4 S2 DR6 W2 veteran, Psi Officer
 *   russian-psi/chuman          M3 RC -  CC4 A2 S3 DR4 W2 green (1 AP), Chuman
 *   german-geneticists/officer  M3 RC4+ CC4 A4 S2 DR6 W2 veteran
 *   german-geneticists/doktor   M3 RC6+ CC1 A2 S1 DR4 W2 veteran, Doktor
 *   german-geneticists/emaciated M3 RC - CC4 A3 S2 DR4 W2 green
 *   german-geneticists/wehrmacht M3 RC4+ CC3 A3 S2 DR4 W1 regular
 * Weapons: Thompson 18" 3+d6 3:1; M12 36" 5+d6 1:2; Pistol 12" 2+d6 1:1 Move & Fire;
 *   Grenades 6" 6+d6 1:2 Indirect 1.5" AoE; PPSh-41 18" 3+d6 4:1; KAR98k 36" 4+d6 1:2;
 *   Tesla Electrical Gun 8" arc, 5+d6, ignores cover, 1 AP.
 *
 * Recurring sums (save number N = final strength - (Armor + cover); the target is wounded when
 * N >= 7, never when N <= 1, and with probability (N - 1)/6 when 2 <= N <= 6):
 *   P(wound | hit), 4+d6 vs Armor 3: N = d6 + 1 = 2..7 -> (1+2+3+4+5+6)/36 = 21/36
 *   P(wound | hit), 3+d6 vs Armor 3: N = d6 = 1..6     -> (0+1+2+3+4+5)/36 = 15/36
 *   P(wound | hit), 3+d6 vs Armor 4: N = d6 - 1 = 0..5 -> (0+0+1+2+3+4)/36 = 10/36
 */
export const AE_WWII_CASES: RulingCase[] = [
  // ------------------------------------------------------------------------------------------
  // Shooting: the documents' own worked example, in every edition
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-en-worked-example',
    title: 'EN worked example: Wehrmacht KAR98k hits an Airborne, 4 + 3 = 7 vs Armor 3 = save 4+, save failed',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 3] },
    },
    arithmetic:
      'KAR98k 1:2, 2 AP -> floor(2 x 1 / 2) = 1 shot. Range 36", half 18", distance 12" <= 18": short range, RC 4+. ' +
      'To-hit d6(4) >= 4: hit. KAR98k 4 + d6(3) = 7 - Armor 3 = save 4+; rolled 3 < 4: wound. Airborne W1: removed. ' +
      'Odds: hit 3/6 = 0.5; wound|hit = 21/36; P(wound) = 1/2 x 21/36 = 21/72 = 0.2917; wounds [51/72 = 0.7083, 0.2917].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917], expectedWounds: 0.2917, targetRemoved: 0.2917 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-es-worked-example',
    title: 'ES worked example (Soldado Alemán vs Paracaidista): save 4+, rolled 4: saved',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [5, 3, 4] },
    },
    arithmetic:
      '1 shot (1:2, 2 AP). 12" <= 18": short, RC 4+. To-hit d6(5) >= 4: hit. KAR98k 4 + d6(3) = 7 - Armor 3 = save 4+; ' +
      'rolled 4 >= 4: saved, no wound. Odds as in the EN example (no cover involved): 21/72 = 0.2917.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917], expectedWounds: 0.2917, targetRemoved: 0.2917 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-fr-worked-example',
    title: 'FR worked example (soldat allemand vs para): 4 + 3 = 7 vs Armure 3 = 4+, rolled 3: wound',
    action: 'shot',
    request: {
      edition: 'fr',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [6, 3, 3] },
    },
    arithmetic:
      '1 shot (1:2, 2 AP). 12" <= 18": short, CD 4+. To-hit d6(6) >= 4: hit. KAR98k 4 + d6(3) = 7 - Armure 3 = save 4+; ' +
      'rolled 3 < 4: wound; Airborne W1: removed. Odds 21/72 = 0.2917.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917], expectedWounds: 0.2917, targetRemoved: 0.2917 },
      diceUsed: 3,
    },
  },

  // ------------------------------------------------------------------------------------------
  // Cover, per edition
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-en-light-cover',
    title: 'EN light cover (+1): KAR98k 7 vs Armor 3 + 1 = save 3+, rolled 2: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'light',
      actionPoints: 2,
      dice: { values: [4, 3, 2] },
    },
    arithmetic:
      'To-hit d6(4) >= 4: hit. KAR98k 4 + d6(3) = 7 - (Armor 3 + light 1) = save 3+; rolled 2 < 3: wound; removed. ' +
      'Odds: N = d6 (1..6): 1 auto-saved, 2..6 wound 1/6..5/6 -> 15/36 per hit; 1/2 x 15/36 = 15/72 = 0.2083; wounds [0.7917, 0.2083].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.7917, 0.2083], expectedWounds: 0.2083, targetRemoved: 0.2083 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-en-default-edition-light-cover',
    title: 'No edition given: EN rules apply, light cover is +1 (save 3+), rolled 2: wound',
    action: 'shot',
    request: {
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'light',
      actionPoints: 2,
      dice: { values: [4, 3, 2] },
    },
    arithmetic:
      'Default edition en. To-hit d6(4): hit. 4 + d6(3) = 7 - (3 + 1) = save 3+; rolled 2 < 3: wound; removed. ' +
      '(Under ES light cover +2 the save would be 2+ and the 2 would save.) Odds 15/72 = 0.2083.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.7917, 0.2083], expectedWounds: 0.2083, targetRemoved: 0.2083 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-en-substantial-cover-no-effect',
    title: 'EN substantial cover (+3): KAR98k 6 vs Armor 6 = 0: the shot has no effect, no save die',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'substantial',
      actionPoints: 2,
      dice: { values: [5, 2] },
    },
    arithmetic:
      'To-hit d6(5) >= 4: hit. KAR98k 4 + d6(2) = 6 - (Armor 3 + substantial 3) = 0 <= 0: no effect, no save die. ' +
      'Odds: N = d6 - 2: d6 1-2 no effect, 3 -> N1 auto-saved, 4/5/6 -> N2/3/4 wound 1/6, 2/6, 3/6 -> 6/36 per hit; ' +
      '1/2 x 6/36 = 1/12 = 0.0833; wounds [0.9167, 0.0833].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.9167, 0.0833], expectedWounds: 0.0833, targetRemoved: 0.0833 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-en-heavy-cover',
    title: 'EN heavy cover (+8): even a KAR98k 4 + 6 = 10 vs Armor 11 has no effect',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'heavy',
      actionPoints: 2,
      dice: { values: [6, 6] },
    },
    arithmetic:
      'To-hit d6(6): hit. KAR98k 4 + d6(6) = 10 - (Armor 3 + heavy 8) = -1 <= 0: no effect, no save die. ' +
      'Odds: best case N = 10 - 11 = -1, so P(wound) = 0; wounds [1, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [1, 0], expectedWounds: 0, targetRemoved: 0 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-fr-substantial-cover',
    title: 'FR substantial cover is +3 as in EN: KAR98k 10 vs Armor 6 = save 4+, rolled 3: wound',
    action: 'shot',
    request: {
      edition: 'fr',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'substantial',
      actionPoints: 2,
      dice: { values: [6, 6, 3] },
    },
    arithmetic:
      'To-hit d6(6): hit. KAR98k 4 + d6(6) = 10 - (Armure 3 + 3) = save 4+; rolled 3 < 4: wound; removed. ' +
      '(ES +4 would give save 3+ and the 3 would save.) Odds as EN substantial: 1/12 = 0.0833.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.9167, 0.0833], expectedWounds: 0.0833, targetRemoved: 0.0833 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-es-light-cover',
    title: 'ES light cover (+2): KAR98k 7 vs Armor 3 + 2 = save 2+, rolled 2: saved',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'light',
      actionPoints: 2,
      dice: { values: [4, 3, 2] },
    },
    arithmetic:
      'Same dice as the EN light-cover case. To-hit d6(4): hit. 4 + d6(3) = 7 - (Armor 3 + light 2) = save 2+; rolled 2 >= 2: saved. ' +
      'Odds: N = d6 - 1: d6 1 no effect, 2 -> N1 auto-saved, 3..6 -> N2..5 wound 1/6..4/6 -> 10/36 per hit; ' +
      '1/2 x 10/36 = 10/72 = 0.1389; wounds [0.8611, 0.1389].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.8611, 0.1389], expectedWounds: 0.1389, targetRemoved: 0.1389 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-es-substantial-cover-auto-save',
    title: 'ES substantial cover (+4): KAR98k 8 vs Armor 7 = save 1+: saved automatically, no die',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'substantial',
      actionPoints: 2,
      dice: { values: [4, 4] },
    },
    arithmetic:
      'To-hit d6(4): hit. KAR98k 4 + d6(4) = 8 - (Armor 3 + substantial 4) = 1: saved automatically, no save die. ' +
      '(EN +3 would give N = 2 and need a save die.) Odds: N = d6 - 3: 1-3 no effect, 4 -> N1 saved, 5 -> N2 1/6, ' +
      '6 -> N3 2/6 -> 3/36 per hit; 1/2 x 3/36 = 1/24 = 0.0417; wounds [0.9583, 0.0417].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.9583, 0.0417], expectedWounds: 0.0417, targetRemoved: 0.0417 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-es-heavy-cover',
    title: 'ES heavy cover (+8) vs an inline strength-10 weapon: 10 + 6 = 16 vs Armor 11 = save 5+, rolled 4: wound',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: { profile: { name: 'Test cannon', range: 24, strength: 10, strengthDice: 1, rateOfFire: '1:1' } },
      target: { unit: 'american-sci-tech/airborne' },
      distance: 10,
      cover: 'heavy',
      actionPoints: 1,
      dice: { values: [4, 6, 4] },
    },
    arithmetic:
      'Rate 1:1, 1 AP -> 1 shot. Range 24", half 12", 10" short: RC 4+. To-hit d6(4): hit. 10 + d6(6) = 16 - (Armor 3 + heavy 8) = ' +
      'save 5+; rolled 4 < 5: wound; removed. Odds: N = d6 - 1 -> 10/36 per hit (as ES light); 10/72 = 0.1389.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.8611, 0.1389], expectedWounds: 0.1389, targetRemoved: 0.1389 },
      diceUsed: 3,
    },
  },

  // ------------------------------------------------------------------------------------------
  // Range
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-en-long-range-miss',
    title: 'EN long range: KAR98k at 24" (> 18") needs 5+, rolled 4: miss',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 24,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4] },
    },
    arithmetic:
      '24" > 36"/2 = 18": long range, RC 4 + 1 = 5+. To-hit d6(4) < 5: miss; nothing more rolled. ' +
      'Odds: hit 2/6 = 0.3333; 1/3 x 21/36 = 21/108 = 0.1944; wounds [0.8056, 0.1944].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 0, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.3333, wounds: [0.8056, 0.1944], expectedWounds: 0.1944, targetRemoved: 0.1944 },
      diceUsed: 1,
    },
  },
  {
    id: 'shot-en-exactly-half-range',
    title: 'EN exactly half range (18" of 36") is not long range: 4+, rolled 4: hit',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 18,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 3] },
    },
    arithmetic:
      '18" is not over half of 36": short range, RC 4+. To-hit d6(4) >= 4: hit. 4 + d6(3) = 7 - 3 = save 4+; rolled 3: wound; removed. ' +
      'Odds as the worked example: 0.5 to hit, 21/72 = 0.2917.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917], expectedWounds: 0.2917, targetRemoved: 0.2917 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-en-at-maximum-range',
    title: 'EN at exactly maximum range (36"): allowed, long range 5+; strength 5 vs Armor 3 = save 2+, rolled 1: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 36,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [5, 1, 1] },
    },
    arithmetic:
      '36" is not beyond 36": in range; > 18": long range, 5+. To-hit d6(5): hit. 4 + d6(1) = 5 - 3 = save 2+; rolled 1 < 2: wound; removed. ' +
      'Odds: 1/3 x 21/36 = 0.1944.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.3333, wounds: [0.8056, 0.1944], expectedWounds: 0.1944, targetRemoved: 0.1944 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-es-long-range-auto-wound',
    title: 'ES long range ("-1 a su RC" = needs 5+); strength 4 + 6 = 10 vs Armor 3 = 7: wound, no save die',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 24,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [5, 6] },
    },
    arithmetic:
      '24" > 18": long range, to-hit number 4 + 1 = 5+. d6(5): hit. KAR98k 4 + d6(6) = 10 - Armor 3 = 7 >= 7: wound, no save die; removed. ' +
      'Odds: 1/3 x 21/36 = 0.1944.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.3333, wounds: [0.8056, 0.1944], expectedWounds: 0.1944, targetRemoved: 0.1944 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-en-beyond-range',
    title: 'EN: a target beyond the weapon range may not be targeted (37" > 36"): 422 at distance',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 37,
      cover: 'none',
      actionPoints: 2,
    },
    arithmetic: 'KAR98k range 36"; 37" > 36": "it may not be targeted" -> 422 naming distance.',
    expect: { status: 422, errorPath: 'distance' },
  },
  {
    id: 'shot-fr-beyond-range',
    title: 'FR: "elle ne peut être éligible": 37" > 36" is a 422 at distance',
    action: 'shot',
    request: {
      edition: 'fr',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 37,
      cover: 'none',
      actionPoints: 2,
    },
    arithmetic: 'KAR98k portée 36"; 37" > 36": not a legal target -> 422 naming distance.',
    expect: { status: 422, errorPath: 'distance' },
  },
  {
    id: 'shot-es-beyond-range-auto-fail',
    title: 'ES: beyond range the shot is declared and automatically fails ("el disparo falla"): 200, no dice, 0 hits',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 37,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [] },
    },
    arithmetic: '37" > 36": the shot is declared and fails; no die is rolled. Odds: the shot cannot hit: hitPerShot 0, wounds [1, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 0, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0, wounds: [1, 0], expectedWounds: 0, targetRemoved: 0 },
      diceUsed: 0,
    },
  },

  // ------------------------------------------------------------------------------------------
  // To-hit limits
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-to-hit-7-plus',
    title: 'Doktor (RC 6+) with a Pistol at long range needs 7+: cannot hit, no die rolled',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/doktor' },
      weapon: 'pistol',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 8,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [] },
    },
    arithmetic:
      'Pistol 1:1, 1 AP -> 1 shot. Range 12", half 6", 8" > 6": long range, RC 6 + 1 = 7+ > 6: cannot hit, no to-hit die. ' +
      'Odds: hitPerShot 0, wounds [1, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 0, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0, wounds: [1, 0], expectedWounds: 0, targetRemoved: 0 },
      diceUsed: 0,
    },
  },
  {
    id: 'shot-rc-null-attacker',
    title: 'A Chuman (RC "-") has no ranged attack: 422 at attacker',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'russian-psi/chuman' },
      weapon: 'pistol',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
    },
    arithmetic: 'Chuman RC "-": "the unit ... has no ranged attack" -> 422 naming attacker.',
    expect: { status: 422, errorPath: 'attacker' },
  },

  // ------------------------------------------------------------------------------------------
  // Rate of fire and action points
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-thompson-1ap-three-shots',
    title: 'Thompson 3:1 with 1 AP fires 3 shots: 2 hit, one auto-saved (N = 1), one wounds',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [4, 2, 5, 1, 4, 2] },
    },
    arithmetic:
      'Thompson 3:1, 1 AP -> floor(1 x 3 / 1) = 3 shots. Range 18", 6" <= 9": RC 4+. To-hit 4 hit, 2 miss, 5 hit: 2 hits. ' +
      'Strength hit 1: 3 + d6(1) = 4 - Armor 3 = 1: saved automatically; hit 2: 3 + d6(4) = 7 - 3 = save 4+. ' +
      'Save hit 2: rolled 2 < 4: wound; Wehrmacht W1 removed. ' +
      'Odds: wound|hit = 15/36; per shot q = 1/2 x 15/36 = 5/24; P(0) = (19/24)^3 = 6859/13824 = 0.4962; P(>=1) = 0.5038.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 3, hits: 2, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.4962, 0.5038], expectedWounds: 0.5038, targetRemoved: 0.5038 },
      diceUsed: 6,
    },
  },
  {
    id: 'shot-thompson-3ap-nine-shots',
    title: 'Thompson 3:1 with 3 AP fires 9 shots at a W2 officer: 3 hits, N = 0, N = 1, N = 5 -> 1 wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer' },
      distance: 6,
      cover: 'none',
      actionPoints: 3,
      dice: { values: [1, 2, 3, 4, 5, 6, 1, 2, 3, 1, 2, 6, 4] },
    },
    arithmetic:
      'Thompson 3:1, 3 AP -> 9 shots, RC 4+. To-hit 1,2,3,4,5,6,1,2,3: hits on shots 4, 5, 6 (3 hits). ' +
      'Strength: 3 + d6(1) = 4 - Armor 4 = 0: no effect; 3 + d6(2) = 5 - 4 = 1: saved automatically; 3 + d6(6) = 9 - 4 = save 5+. ' +
      'One save die: rolled 4 < 5: wound. German officer W2: 1 wound, not removed. ' +
      'Odds: wound|hit = 10/36, q = 1/2 x 10/36 = 5/36; n = 9, capped at 2: P(0) = (31/36)^9 = 0.2603, ' +
      'P(1) = 9 x (5/36) x (31/36)^8 = 0.3779, P(2) = 1 - 0.2603 - 0.3779 = 0.3618; E = 0.3779 + 2 x 0.3618 = 1.1014.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 9, hits: 3, wounds: 1, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.2603, 0.3779, 0.3618], expectedWounds: 1.1014, targetRemoved: 0.3618 },
      diceUsed: 13,
    },
  },
  {
    id: 'shot-thompson-3ap-partial-after-to-hit',
    title: 'Thompson 3 AP, only the 9 to-hit dice given: incomplete, next 5 strength d6 (one per hit)',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer' },
      distance: 6,
      cover: 'none',
      actionPoints: 3,
      dice: { values: [4, 1, 6, 3, 5, 2, 4, 4, 1] },
    },
    arithmetic:
      '9 shots at 4+: 4 hit, 1 miss, 6 hit, 3 miss, 5 hit, 2 miss, 4 hit, 4 hit, 1 miss = 5 hits. ' +
      'All to-hit dice are in; the strength phase needs one d6 per hit: next 5 d6.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 5 }, diceUsed: 9 },
  },
  {
    id: 'shot-thompson-partial-no-dice',
    title: 'Thompson 1 AP with an empty dice list: incomplete, next 3 to-hit d6 needing 4+',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [] },
    },
    arithmetic: '3 shots (3:1, 1 AP) at RC 4+, short range: the to-hit phase needs 3 d6, each 4+.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 3, need: '4+' }, diceUsed: 0 },
  },
  {
    id: 'shot-thompson-partial-mid-to-hit',
    title: 'Thompson 1 AP with one to-hit die given: incomplete, the to-hit phase still needs 2 d6 at 4+',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [4] },
    },
    arithmetic: '3 shots at 4+; shot 1 rolled 4 (hit). Shots 2 and 3 still need their to-hit dice: next 2 d6, 4+.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 2, need: '4+' }, diceUsed: 1 },
  },
  {
    id: 'shot-thompson-ap-above-model',
    title: 'A veteran (3 AP) cannot spend 4 AP shooting a Thompson: 422 at actionPoints',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 4,
    },
    arithmetic: 'Veteran = 3 AP; 4 > 3 -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },
  {
    id: 'shot-kar98k-1ap-no-shot',
    title: 'KAR98k 1:2 with 1 AP buys no shot: 422 at actionPoints',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 1,
    },
    arithmetic: 'Rate 1:2: floor(1 x 1 / 2) = 0 shots -> 422 naming actionPoints (one shot costs 2 AP).',
    expect: { status: 422, errorPath: 'actionPoints' },
  },
  {
    id: 'shot-ap-above-regular',
    title: 'A regular Wehrmacht (2 AP) cannot spend 3 AP: 422 at actionPoints',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 3,
    },
    arithmetic: 'Regular = 2 AP; 3 > 2 -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },
  {
    id: 'shot-kar98k-4ap-with-bonus-two-shots',
    title: 'Wehrmacht with +2 AP spends 4 AP on a KAR98k (1:2): 2 shots; one hit, saved',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht', actionPointsBonus: 2 },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 4,
      dice: { values: [3, 4, 2, 5] },
    },
    arithmetic:
      'Regular 2 + bonus 2 = 4 AP. 1:2 -> floor(4 x 1 / 2) = 2 shots at 4+. To-hit 3 miss, 4 hit. ' +
      '4 + d6(2) = 6 - Armor 3 = save 3+; rolled 5 >= 3: saved. ' +
      'Odds: q = 21/72 = 7/24; P(0) = (17/24)^2 = 289/576 = 0.5017; P(1) = 0.4983.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 2, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.5017, 0.4983], expectedWounds: 0.4983, targetRemoved: 0.4983 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-kar98k-elite-politruk-two-shots',
    title: 'Elite Politruk (4 AP, RC 3+) fires a KAR98k twice: miss, hit, 9 vs Armor 3 = 6+, rolled 1: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'russian-psi/politruk' },
      // The Politruk carries no KAR98k (pistol, grenades): the rifle's profile is given inline.
      weapon: { profile: { name: 'KAR98k', range: 36, strength: 4, strengthDice: 1, rateOfFire: '1:2' } },
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 4,
      dice: { values: [2, 3, 5, 1] },
    },
    arithmetic:
      'Elite = 4 AP; 1:2 -> 2 shots, RC 3+ (12" short). To-hit 2 miss, 3 hit. 4 + d6(5) = 9 - 3 = save 6+; rolled 1: wound; removed. ' +
      'Odds: hit 4/6 = 0.6667; q = 2/3 x 21/36 = 7/18; P(0) = (11/18)^2 = 121/324 = 0.3735; P(1) = 0.6265.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 2, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.6667, wounds: [0.3735, 0.6265], expectedWounds: 0.6265, targetRemoved: 0.6265 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-m12-sniper-long-range',
    title: 'Sniper M12 (1:2, 2 AP = 1 shot) at 30": long range 4+; 5 + 5 = 10 vs Armor 4 = 6+, rolled 3: wound on a W2 officer',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/sniper' },
      weapon: 'm12-sniper-rifle',
      target: { unit: 'german-geneticists/officer' },
      distance: 30,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 5, 3] },
    },
    arithmetic:
      'M12 1:2, 2 AP -> 1 shot. Range 36", 30" > 18": long range, RC 3 + 1 = 4+. d6(4): hit. ' +
      'M12 5 + d6(5) = 10 - Armor 4 = save 6+; rolled 3 < 6: wound. Officer W2: 1 wound, not removed. ' +
      'Odds: N = d6 + 1 = 2..7 -> 21/36; q = 1/2 x 21/36 = 0.2917; 1 shot, cap 2: wounds [0.7083, 0.2917, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917, 0], expectedWounds: 0.2917, targetRemoved: 0 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-m12-1ap-no-shot',
    title: 'Sniper M12 (1:2) with 1 AP buys no shot: 422 at actionPoints',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/sniper' },
      weapon: 'm12-sniper-rifle',
      target: { unit: 'german-geneticists/officer' },
      distance: 30,
      cover: 'none',
      actionPoints: 1,
    },
    arithmetic: 'floor(1 x 1 / 2) = 0 shots -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },

  // ------------------------------------------------------------------------------------------
  // Multi-wound targets and the last-wound stop
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-ppsh-w2-two-wounds',
    title: 'PPSh-41 (4:1) 4 shots at a W2 officer: 3 hits, two failed saves remove it',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'russian-psi/psi-officer' },
      weapon: 'ppsh-41',
      target: { unit: 'german-geneticists/officer' },
      distance: 5,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [3, 5, 6, 4, 6, 5, 2, 2, 1] },
    },
    arithmetic:
      'PPSh-41 4:1, 1 AP -> 4 shots at RC 4+ (5" <= 9"). To-hit 3 miss, 5, 6, 4 hit: 3 hits. ' +
      'Strength (all before saves): 3 + d6(6) = 9 - 4 = save 5+; 3 + d6(5) = 8 - 4 = save 4+; 3 + d6(2) = 5 - 4 = 1: saved automatically. ' +
      'Saves: hit 1 rolled 2 < 5: wound; hit 2 rolled 1 < 4: wound. 2 wounds = W2: removed. ' +
      'Odds: q = 5/36, n = 4, cap 2: P(0) = (31/36)^4 = 0.5498; P(1) = 4 x 5/36 x (31/36)^3 = 0.3547; P(2) = 0.0954; E = 0.3547 + 2 x 0.0954 = 0.5456.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 4, hits: 3, wounds: 2, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.5498, 0.3547, 0.0954], expectedWounds: 0.5456, targetRemoved: 0.0954 },
      diceUsed: 9,
    },
  },
  {
    id: 'shot-last-wound-stop-w2',
    title: 'Thompson 3 hits on a W2 officer: the second failed save removes it, the third save is never rolled',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [4, 5, 6, 4, 4, 4, 1, 1] },
    },
    arithmetic:
      '3 shots at 4+: 4, 5, 6 all hit. Strength 3 + d6(4) = 7 - Armor 4 = save 3+ for each hit (dice 4, 4, 4). ' +
      'Saves: hit 1 rolled 1 < 3: wound; hit 2 rolled 1 < 3: wound -> W2 reached, removed; hit 3 takes no save die. 8 dice used. ' +
      'Odds: q = 5/36, n = 3, cap 2: P(0) = (31/36)^3 = 0.6385; P(1) = 3 x 5/36 x (31/36)^2 = 0.3090; P(2) = 0.0525; E = 0.3090 + 0.1050 = 0.4140.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 3, hits: 3, wounds: 2, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.6385, 0.309, 0.0525], expectedWounds: 0.414, targetRemoved: 0.0525 },
      diceUsed: 8,
    },
  },
  {
    id: 'shot-last-wound-stop-already-wounded',
    title: 'A W2 officer with 1 wound taken: the first failed save removes it; later saves are not rolled',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer', woundsTaken: 1 },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [4, 5, 6, 4, 4, 4, 1] },
    },
    arithmetic:
      '3 hits, strength 7 - 4 = save 3+ each. Remaining wounds 2 - 1 = 1. Save hit 1 rolled 1: wound, removed; no more saves. ' +
      'Odds: cap 1: P(0) = (31/36)^3 = 29791/46656 = 0.6385; P(1) = 0.3615.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 3, hits: 3, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.6385, 0.3615], expectedWounds: 0.3615, targetRemoved: 0.3615 },
      diceUsed: 7,
    },
  },

  // ------------------------------------------------------------------------------------------
  // Dice lists that do not fit
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-too-many-dice-after-last-wound',
    title: 'A save die after the target was removed is one die too many: 422 at dice.values[7]',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer', woundsTaken: 1 },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      dice: { values: [4, 5, 6, 4, 4, 4, 1, 6] },
    },
    arithmetic: 'As the previous case: 7 dice used (removed after the first failed save); values[7] = 6 is unused -> 422.',
    expect: { status: 422, errorPath: 'dice.values[7]' },
  },
  {
    id: 'shot-too-many-dice-after-miss',
    title: 'A strength die after a miss is one die too many: 422 at dice.values[1]',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [3, 3] },
    },
    arithmetic: '1 shot at 4+: d6(3) misses; nothing else is rolled; values[1] unused -> 422.',
    expect: { status: 422, errorPath: 'dice.values[1]' },
  },
  {
    id: 'shot-too-many-dice-after-auto-wound',
    title: 'N >= 7 takes no save die, so a third value is too many: 422 at dice.values[2]',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 24,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [5, 6, 1] },
    },
    arithmetic: 'Long range 5+: d6(5) hits; 4 + d6(6) = 10 - 3 = 7: automatic wound, no save die; values[2] unused -> 422.',
    expect: { status: 422, errorPath: 'dice.values[2]' },
  },
  {
    id: 'shot-bad-face-to-hit',
    title: 'A 7 read as the to-hit d6 is not a face of a d6: 422 at dice.values[0]',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [7] },
    },
    arithmetic: 'values[0] = 7 is read as the to-hit d6 (faces 1..6) -> 422.',
    expect: { status: 422, errorPath: 'dice.values[0]' },
  },
  {
    id: 'shot-bad-face-save',
    title: 'A 0 read as the save d6 is not a face: 422 at dice.values[2]',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 0] },
    },
    arithmetic: 'd6(4) hits; 4 + d6(3) = 7 - 3 = save 4+; values[2] = 0 is read as the save d6 -> 422.',
    expect: { status: 422, errorPath: 'dice.values[2]' },
  },
  {
    id: 'shot-partial-strength',
    title: 'Worked example with only the to-hit die: incomplete, next is the strength d6',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4] },
    },
    arithmetic: 'd6(4) >= 4: hit. Next: one strength d6 (4 + d6).',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1 }, diceUsed: 1 },
  },
  {
    id: 'shot-partial-save',
    title: 'Worked example without the save die: incomplete, next is the save d6 needing 4+',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3] },
    },
    arithmetic: 'd6(4): hit. 4 + d6(3) = 7 - Armor 3 = save 4+. Next: one save d6, 4+.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1, need: '4+' }, diceUsed: 2 },
  },

  // ------------------------------------------------------------------------------------------
  // Impervious, Clouded Minds, strength bonus, Move & Fire
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-impervious-ignores-wound',
    title: 'Impervious 4+: a failed save is ignored on a 5',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne', impervious: 4 },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 3, 5] },
    },
    arithmetic:
      'd6(4): hit. 4 + d6(3) = 7 - 3 = save 4+; rolled 3: wound. Impervious d6(5) >= 4: wound ignored. 0 wounds. ' +
      'Odds: 1/2 x 21/36 x 3/6 (Impervious fails on 1-3) = 21/144 = 0.1458; wounds [0.8542, 0.1458].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.8542, 0.1458], expectedWounds: 0.1458, targetRemoved: 0.1458 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-impervious-fails',
    title: 'Impervious 4+: a 2 does not ignore the wound; the Airborne is removed',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne', impervious: 4 },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 3, 2] },
    },
    arithmetic: 'Hit, 7 - 3 = save 4+, rolled 3: wound. Impervious d6(2) < 4: the wound stands; W1 removed. Odds 21/144 = 0.1458.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.8542, 0.1458], expectedWounds: 0.1458, targetRemoved: 0.1458 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-impervious-partial',
    title: 'Impervious target, dice stop after the failed save: next is the Impervious d6 needing 4+',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne', impervious: 4 },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 3] },
    },
    arithmetic: 'Hit, save 4+ rolled 3: wound. Next: one Impervious d6, 4+.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1, need: '4+' }, diceUsed: 3 },
  },
  {
    id: 'shot-clouded-minds',
    title: 'Clouded Minds: +2 to the Psi Officer\'s Armor against shooting; 10 vs 4 + 2 = save 4+, rolled 3: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'russian-psi/psi-officer', psiPower: 'clouded-minds' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [5, 6, 3] },
    },
    arithmetic:
      'd6(5): hit. 4 + d6(6) = 10 - (Armor 4 + Clouded Minds 2) = save 4+; rolled 3: wound. W2: 1 wound, not removed. ' +
      'Odds: N = d6 - 2 -> 6/36 per hit (as substantial cover vs Armor 3); 1/12 = 0.0833; wounds [0.9167, 0.0833, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.9167, 0.0833, 0], expectedWounds: 0.0833, targetRemoved: 0 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-clouded-minds-es-light-cover',
    title: 'ES Clouded Minds stacks with light cover: 9 vs 4 + 2 + 2 = 1: saved automatically',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'russian-psi/psi-officer', psiPower: 'clouded-minds' },
      distance: 12,
      cover: 'light',
      actionPoints: 2,
      dice: { values: [6, 5] },
    },
    arithmetic:
      'd6(6): hit. 4 + d6(5) = 9 - (Armor 4 + light 2 + Clouded Minds 2) = 1: saved automatically, no die. ' +
      'Odds: only d6 = 6 gives N = 2 (wound 1/6): 1/36 per hit; 1/2 x 1/36 = 1/72 = 0.0139; wounds [0.9861, 0.0139, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.9861, 0.0139, 0], expectedWounds: 0.0139, targetRemoved: 0 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-strength-bonus-not-for-shooting',
    title: 'A +2 S bonus does not add to a weapon\'s strength: 4 + 3 = 7 vs Armor 3 = save 4+, rolled 4: saved',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht', strengthBonus: 2 },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 3, 4] },
    },
    arithmetic:
      'S "determines the damage ... in hand to hand combat"; shooting uses the weapon strength only. ' +
      'd6(4): hit. KAR98k 4 + d6(3) = 7 - 3 = save 4+; rolled 4: saved. (With the bonus it would be save 6+ and a wound.) Odds 0.2917.',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 0, targetRemoved: false },
      odds: { hitPerShot: 0.5, wounds: [0.7083, 0.2917], expectedWounds: 0.2917, targetRemoved: 0.2917 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-move-and-fire-pistol',
    title: 'Move & Fire: an Airborne moves and fires one Pistol shot for 1 AP; 8 vs Armor 3 = 5+, rolled 2: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne' },
      weapon: 'pistol',
      target: { unit: 'german-geneticists/wehrmacht' },
      distance: 6,
      cover: 'none',
      actionPoints: 1,
      moveAndFire: true,
      dice: { values: [4, 6, 2] },
    },
    arithmetic:
      'Move & Fire: 1 AP, 1 shot. Pistol range 12", 6" = exactly half: short, RC 4+. d6(4): hit. ' +
      'Pistol 2 + d6(6) = 8 - Armor 3 = save 5+; rolled 2: wound; removed. ' +
      'Odds: N = d6 - 1 -> 10/36 per hit; 1/2 x 10/36 = 0.1389; wounds [0.8611, 0.1389].',
    expect: {
      status: 200,
      complete: true,
      outcome: { shots: 1, hits: 1, wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5, wounds: [0.8611, 0.1389], expectedWounds: 0.1389, targetRemoved: 0.1389 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-move-and-fire-kar98k-rejected',
    title: 'Move & Fire with a KAR98k (no Move & Fire) is rejected: 422',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 12,
      cover: 'none',
      actionPoints: 1,
      moveAndFire: true,
    },
    arithmetic: 'Only weapons "with this feature" may be fired on the move; the KAR98k lacks it -> 422 (path not fixed by the semantics).',
    expect: { status: 422 },
  },

  // ------------------------------------------------------------------------------------------
  // Grenades (indirect, 1:2, 1.5" AoE). Attacker at (0,0), target centre at (5,0), base radius 0.5".
  // Covered when centre distance <= 1.5 + 0.5 = 2. Dice: attack d6, landing d6, [direction d12,
  // scatter d6 or 2d6], then strength and save per covered model.
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-grenade-on-the-spot',
    title: 'Grenade: attack roll 4 hits (no long-range penalty at 5"), landing 2 = on the spot; 9 vs 3 = 6+, rolled 2: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 2, 3, 2] },
    },
    arithmetic:
      'Grenades 1:2, 2 AP -> 1 throw. 5" > 3" (half of 6") but Indirect: no long-range penalty, RC 4+. Attack d6(4): success. ' +
      'Landing d6(2) in 1-2: strikes the aimed point (the target centre, distance 0 <= 2): covered. ' +
      'Strength 6 + d6(3) = 9 - Armor 3 = save 6+; rolled 2: wound; W1 removed. Assumes no other model is covered (attacker 5" away). ' +
      'Odds asserted: attack roll success 3/6 = 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-grenade-scatters-clear',
    title: 'Grenade: attack succeeds, landing 5 scatters 6" at 3 o\'clock, clear of everyone: no wounds',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 5, 3, 6] },
    },
    arithmetic:
      'Attack d6(4): success. Landing d6(5) in 3-6: scatter 1d6". Direction d12(3): 3 o\'clock, at right angles to the line ' +
      'firer -> aimed point. Distance d6(6): lands 6" to the side of (5,0), at (5, +-6). Target centre 6 > 2: not covered; ' +
      'attacker sqrt(5^2 + 6^2) = 7.8 > 2: not covered. No strength dice. 4 dice used.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 0, targetRemoved: false },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-grenade-en-miss-scatters-onto-target',
    title: 'EN grenade: attack misses, 1-2 scatters 1d6"; 12 o\'clock 1" lands 1" past the target, still covered; 12 vs 3: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [2, 1, 12, 1, 6] },
    },
    arithmetic:
      'Attack d6(2) < 4: fails. EN miss table d6(1) in 1-2: scatter 1d6". Direction d12(12): straight on from the firer through ' +
      'the aimed point (+x). Distance d6(1): lands at (6,0); target centre 1 <= 2: covered. ' +
      'Strength 6 + d6(6) = 12 - Armor 3 = 9 >= 7: wound, no save die; removed.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 1, targetRemoved: true },
      odds: { hitPerShot: 0.5 },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-grenade-es-miss-no-effect',
    title: 'ES grenade: attack misses and the d6 is 3-6: no further effect (ae-wwii/es-indirect-miss)',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [2, 4] },
    },
    arithmetic: 'Attack d6(2) < 4: fails. ES miss table: 1-2 scatter 2d6", otherwise no further effect; d6(4): nothing happens. 2 dice.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 0, targetRemoved: false },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-grenade-en-miss-needs-direction',
    title: 'EN grenade, same dice as the ES no-effect case: a miss with 3-6 scatters 2d6", so the next roll is the d12 direction',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [2, 4] },
    },
    arithmetic: 'Attack d6(2) fails. EN miss table d6(4) in 3-6: scatters 2d6" in a random direction; direction first: next one d12.',
    expect: { status: 200, complete: false, next: { die: 'd12', count: 1 }, diceUsed: 2 },
  },
  {
    id: 'shot-grenade-es-miss-scatter-2d6',
    title: 'ES grenade: attack misses, 1-2 scatters 2d6" = 12" straight on: lands far from the target',
    action: 'shot',
    request: {
      edition: 'es',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [2, 2, 12, 6, 6] },
    },
    arithmetic:
      'Attack d6(2) fails. ES miss table d6(2) in 1-2: scatter 2d6". Direction d12(12): +x. 2d6 = 6 + 6 = 12": lands at (17,0); ' +
      'target centre 12 > 2, attacker 17 > 2: nobody covered. 5 dice used.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 0, targetRemoved: false },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-grenade-bad-face-landing',
    title: 'A 9 is a fine d12 but the landing roll is a d6: 422 at dice.values[1]',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne', position: { x: 0, y: 0 } },
      weapon: 'grenades',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 5, y: 0 } },
      cover: 'none',
      actionPoints: 2,
      dice: { values: [4, 9] },
    },
    arithmetic: 'Attack d6(4) succeeds; values[1] = 9 is read as the landing d6 -> 422.',
    expect: { status: 422, errorPath: 'dice.values[1]' },
  },

  // ------------------------------------------------------------------------------------------
  // Tesla Electrical Gun: buffalo at (0,0), aimed at (8,0); base radius 0.5"
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-tesla-terminus-en',
    title: 'EN Tesla: a model 1.2" beside the end of the 8" arc is inside the 1.5" terminus radius: 11 vs 3: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/buffalo', position: { x: 0, y: 0 } },
      weapon: 'tesla-electrical-gun',
      aim: { x: 8, y: 0 },
      models: [{ unit: 'german-geneticists/wehrmacht', position: { x: 8, y: 1.2 }, side: 'enemy' }],
      actionPoints: 1,
      dice: { values: [6] },
    },
    arithmetic:
      'Arc (0,0) -> (8,0). Model centre at (8,1.2): 1.2" from the line > 0.5 + 0.5: not struck by the line; 1.2" from the terminus ' +
      '<= 1.5 + 0.5 = 2: struck (no attack roll). Strength 5 + d6(6) = 11 - Armor 3 = 8 >= 7: wound, no save die.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 1 },
      diceUsed: 1,
    },
  },
  {
    id: 'shot-tesla-terminus-fr',
    title: 'FR Tesla: terminus radius is 1/2", so the same model 1.2" from the end is not struck',
    action: 'shot',
    request: {
      edition: 'fr',
      attacker: { unit: 'american-sci-tech/buffalo', position: { x: 0, y: 0 } },
      weapon: 'tesla-electrical-gun',
      aim: { x: 8, y: 0 },
      models: [{ unit: 'german-geneticists/wehrmacht', position: { x: 8, y: 1.2 }, side: 'enemy' }],
      actionPoints: 1,
      dice: { values: [] },
    },
    arithmetic: 'Line: 1.2 > 0.5 + 0.5; terminus: 1.2 > 0.5 + 0.5 = 1.0: not struck. No dice.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 0 },
      diceUsed: 0,
    },
  },
  {
    id: 'shot-tesla-ignores-heavy-cover',
    title: 'Tesla ignores cover: a Wehrmacht in heavy cover on the line: 5 + 2 = 7 vs Armor 3 = 4+, rolled 3: wound',
    action: 'shot',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/buffalo', position: { x: 0, y: 0 } },
      weapon: 'tesla-electrical-gun',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 4, y: 0 } },
      aim: { x: 8, y: 0 },
      cover: 'heavy',
      actionPoints: 1,
      dice: { values: [2, 3] },
    },
    arithmetic:
      'Target centre on the line (distance 0), 4" from the terminus: struck once, no attack roll. Cover ignored: ' +
      '5 + d6(2) = 7 - Armor 3 = save 4+ (with heavy cover it would be 7 - 11 <= 0); rolled 3: wound; removed.',
    expect: {
      status: 200,
      complete: true,
      outcome: { wounds: 1, targetRemoved: true },
      diceUsed: 2,
    },
  },

  // ------------------------------------------------------------------------------------------
  // Hand-to-hand combat. Dice per round: attacker d6, defender d6, winner's strength d6,
  // loser's save d6 (if needed), Impervious d6.
  // ------------------------------------------------------------------------------------------
  {
    id: 'melee-one-round-attacker-wins',
    title: 'Melee, 1 AP: Wehrmacht 5 + 3 = 8 beats Airborne 2 + 3 = 5; 2 + 6 = 8 vs Armor 3 = 5+, rolled 3: wound',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 1,
      dice: { values: [5, 2, 6, 3] },
    },
    arithmetic:
      '1 AP = 1 round. Attacker d6(5) + CC 3 = 8 vs defender d6(2) + CC 3 = 5: attacker hits. S 2 + d6(6) = 8 - Armor 3 = save 5+; ' +
      'rolled 3: wound; Airborne W1 removed. Odds: equal CC, P(win) = 15/36 each side; wound|win: S2 + d6 vs A3, N = d6 - 1 -> 10/36; ' +
      'P(defender wounded) = 15/36 x 10/36 = 150/1296 = 0.1157 = P(attacker wounded).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 1,
        attackerHits: 1,
        defenderHits: 0,
        attackerWounds: 0,
        defenderWounds: 1,
        attackerRemoved: false,
        defenderRemoved: true,
      },
      odds: {
        defenderWounds: [0.8843, 0.1157],
        attackerWounds: [0.8843, 0.1157],
        expectedDefenderWounds: 0.1157,
        expectedAttackerWounds: 0.1157,
        defenderRemoved: 0.1157,
        attackerRemoved: 0.1157,
      },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-tie-then-no-effect',
    title: 'Melee, 2 AP: round 1 ties 7-7 (no hit); round 2 the attacker hits but 2 + 1 = 3 vs Armor 3 = 0: no effect',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 2,
      dice: { values: [4, 4, 6, 1, 1] },
    },
    arithmetic:
      'Round 1: 4 + 3 = 7 vs 4 + 3 = 7: tie, no hit. Round 2: 6 + 3 = 9 vs 1 + 3 = 4: attacker hits; 2 + d6(1) = 3 - 3 = 0: no effect, no save die. ' +
      'Odds: per round p = 150/1296 = 0.1157 for each side to wound (and remove, both W1); ' +
      'P(defender removed) = p + (1 - 2p) x p = 0.1157 + 0.7685 x 0.1157 = 0.2047; the same for the attacker.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 2,
        attackerHits: 1,
        defenderHits: 0,
        attackerWounds: 0,
        defenderWounds: 0,
        attackerRemoved: false,
        defenderRemoved: false,
      },
      odds: {
        defenderWounds: [0.7953, 0.2047],
        attackerWounds: [0.7953, 0.2047],
        expectedDefenderWounds: 0.2047,
        expectedAttackerWounds: 0.2047,
        defenderRemoved: 0.2047,
        attackerRemoved: 0.2047,
      },
      diceUsed: 5,
    },
  },
  {
    id: 'melee-stops-when-defender-removed',
    title: 'Melee, 2 AP: the defender is removed in round 1, so round 2 is not fought',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 2,
      dice: { values: [6, 1, 6, 2] },
    },
    arithmetic:
      'Round 1: 6 + 3 = 9 vs 1 + 3 = 4: attacker hits; 2 + d6(6) = 8 - 3 = save 5+; rolled 2: wound; Airborne W1 removed. Combat ends. ' +
      'Odds as the 2-round case: 0.2047 each.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 1,
        attackerHits: 1,
        defenderHits: 0,
        defenderWounds: 1,
        attackerWounds: 0,
        defenderRemoved: true,
        attackerRemoved: false,
      },
      odds: { defenderRemoved: 0.2047, attackerRemoved: 0.2047 },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-too-many-dice-after-removal',
    title: 'Dice for a round 2 that is never fought are too many: 422 at dice.values[4]',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 2,
      dice: { values: [6, 1, 6, 2, 4] },
    },
    arithmetic: 'As the previous case: the defender is removed after 4 dice; values[4] unused -> 422.',
    expect: { status: 422, errorPath: 'dice.values[4]' },
  },
  {
    id: 'melee-defender-wins-attacker-removed',
    title: 'Melee: the defender (Emaciated CC4) wins the round and removes the attacking Airborne',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/airborne' },
      defender: { unit: 'german-geneticists/emaciated' },
      actionPoints: 1,
      dice: { values: [2, 5, 6, 1] },
    },
    arithmetic:
      'Attacker 2 + CC 3 = 5 vs defender 5 + CC 4 = 9: the defender hits. Emaciated S 2 + d6(6) = 8 - Airborne Armor 3 = save 5+; ' +
      'rolled 1: wound; Airborne W1 removed. Odds: P(attacker wins) = P(a > d + 1) = 10/36; P(defender wins) = P(a <= d) = 21/36; ' +
      'wound|win = 10/36 both ways (S2 vs A3). Attacker wounded: 21/36 x 10/36 = 210/1296 = 0.1620; defender wounded: 100/1296 = 0.0772.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 1,
        attackerHits: 0,
        defenderHits: 1,
        attackerWounds: 1,
        defenderWounds: 0,
        attackerRemoved: true,
        defenderRemoved: false,
      },
      odds: {
        attackerWounds: [0.838, 0.162],
        expectedAttackerWounds: 0.162,
        expectedDefenderWounds: 0.0772,
        attackerRemoved: 0.162,
        defenderRemoved: 0,
      },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-charge-bonus-wins-round',
    title: 'Charge: Chuman +2 CC turns 7 vs 8 into 9 vs 8; S 3 + 2 + 4 = 9 vs Armor 4 = 5+, rolled 6: saved',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'russian-psi/chuman' },
      defender: { unit: 'german-geneticists/officer' },
      charge: true,
      dice: { values: [3, 4, 4, 6] },
    },
    arithmetic:
      'Charge: one round, attacker CC 4 + 2 = 6, S 3 + 2 = 5. Attacker 3 + 6 = 9 vs defender 4 + 4 = 8: attacker hits. ' +
      'S 5 + d6(4) = 9 - Armor 4 = save 5+; rolled 6: saved. ' +
      'Odds: P(attacker wins) = P(d <= a + 1) = (2+3+4+5+6+6)/36 = 26/36; P(tie) = 4/36; P(defender wins) = 6/36. ' +
      'wound|attacker wins: S5 + d6 vs A4, N = 2..7 -> 21/36; 26/36 x 21/36 = 546/1296 = 0.4213. ' +
      'wound|defender wins: S2 + d6 vs Chuman A2, N = 1..6 -> 15/36; 6/36 x 15/36 = 90/1296 = 0.0694. Both W2: nobody can be removed.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 1,
        attackerHits: 1,
        defenderHits: 0,
        attackerWounds: 0,
        defenderWounds: 0,
        attackerRemoved: false,
        defenderRemoved: false,
      },
      odds: { expectedDefenderWounds: 0.4213, expectedAttackerWounds: 0.0694, defenderRemoved: 0, attackerRemoved: 0 },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-charge-defender-wins-no-bonus',
    title: 'Charge: the defender wins and strikes with its own S (no +2): 2 + 6 = 8 vs Chuman Armor 2 = 6+, rolled 5: wound',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'russian-psi/chuman' },
      defender: { unit: 'german-geneticists/officer' },
      charge: true,
      dice: { values: [1, 6, 6, 5] },
    },
    arithmetic:
      'Attacker 1 + 6 = 7 vs defender 6 + 4 = 10: the defender hits. Defender S 2 + d6(6) = 8 - Armor 2 = save 6+ ' +
      '(had it wrongly gained +2 S: 10 - 2 = 8, an automatic wound with no save die); rolled 5 < 6: wound. Chuman W2: 1 wound.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 1,
        attackerHits: 0,
        defenderHits: 1,
        attackerWounds: 1,
        defenderWounds: 0,
        attackerRemoved: false,
        defenderRemoved: false,
      },
      odds: { expectedDefenderWounds: 0.4213, expectedAttackerWounds: 0.0694 },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-three-rounds-w2-removed',
    title: 'Melee, 3 AP: German Officer wounds a Chuman, ties, then wounds again: the Chuman (W2) is removed',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/officer' },
      defender: { unit: 'russian-psi/chuman' },
      actionPoints: 3,
      dice: { values: [6, 1, 6, 1, 3, 3, 5, 2, 5, 4] },
    },
    arithmetic:
      'Round 1: 6 + 4 = 10 vs 1 + 4 = 5: hit; S 2 + d6(6) = 8 - Armor 2 = save 6+; rolled 1: wound (1/2). ' +
      'Round 2: 3 + 4 = 7 vs 3 + 4 = 7: tie. Round 3: 5 + 4 = 9 vs 2 + 4 = 6: hit; 2 + d6(5) = 7 - 2 = save 5+; rolled 4: wound (2/2): removed. ' +
      'Odds: per round u = P(Chuman wounded) = 15/36 x 15/36 = 0.1736, v = P(officer wounded) = 15/36 x 10/36 (S3 vs A4) = 0.1157; ' +
      'P(Chuman removed) = u^2 + 2 x u x (1 - u) x u = 0.0301 x 2.6528 = 0.0800.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        rounds: 3,
        attackerHits: 2,
        defenderHits: 0,
        attackerWounds: 0,
        defenderWounds: 2,
        attackerRemoved: false,
        defenderRemoved: true,
      },
      odds: { defenderRemoved: 0.08, attackerRemoved: 0.0371, expectedDefenderWounds: 0.5133, expectedAttackerWounds: 0.3422 },
      diceUsed: 10,
    },
  },
  {
    id: 'melee-strength-bonus',
    title: 'Melee: an Emaciated with +2 S (syringe): 2 + 2 + 3 = 7 vs Armor 3 = 4+, rolled 3: wound',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/emaciated', strengthBonus: 2 },
      defender: { unit: 'german-geneticists/wehrmacht' },
      actionPoints: 1,
      dice: { values: [5, 3, 3, 3] },
    },
    arithmetic:
      '5 + CC 4 = 9 vs 3 + CC 3 = 6: attacker hits. S (2 + 2) + d6(3) = 7 - Armor 3 = save 4+ (without the bonus 2+, and 3 would save); ' +
      'rolled 3: wound; Wehrmacht W1 removed. Odds: P(win) = P(a >= d) = 21/36; wound|win: S4 + d6 vs A3, N = 2..7 -> 21/36; ' +
      '441/1296 = 0.3403.',
    expect: {
      status: 200,
      complete: true,
      outcome: { rounds: 1, attackerHits: 1, defenderWounds: 1, defenderRemoved: true, attackerRemoved: false },
      odds: { defenderWounds: [0.6597, 0.3403], defenderRemoved: 0.3403, expectedDefenderWounds: 0.3403, attackerRemoved: 0 },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-impervious-defender',
    title: 'Melee: an Impervious 4+ Emaciated ignores the wound on a 4',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'german-geneticists/emaciated', impervious: 4 },
      actionPoints: 1,
      dice: { values: [6, 1, 6, 1, 4] },
    },
    arithmetic:
      '6 + 3 = 9 vs 1 + 4 = 5: attacker hits. 2 + d6(6) = 8 - Armor 3 = save 5+; rolled 1: wound. Impervious d6(4) >= 4: ignored. ' +
      'Odds: P(attacker wins) = 10/36; wound 10/36; not ignored 3/6: 100/2592 = 0.0386.',
    expect: {
      status: 200,
      complete: true,
      outcome: { rounds: 1, attackerHits: 1, defenderHits: 0, defenderWounds: 0, defenderRemoved: false },
      odds: { expectedDefenderWounds: 0.0386 },
      diceUsed: 5,
    },
  },
  {
    id: 'melee-buffalo-automatic-wound',
    title: 'Melee: a Buffalo (S6) that wins strikes 6 + 4 = 10 vs Armor 3 = 7: wound, no save die',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'american-sci-tech/buffalo' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 1,
      dice: { values: [6, 1, 4] },
    },
    arithmetic:
      '6 + CC 1 = 7 vs 1 + CC 3 = 4: Buffalo hits. S 6 + d6(4) = 10 - 3 = 7: automatic wound, no save die; Airborne removed. ' +
      'Odds: P(Buffalo wins) = P(a > d + 2) = 6/36; wound|win: N = 3 + d6: 3/6, 4/6, 5/6, 1, 1, 1 -> 30/36; 180/1296 = 0.1389. ' +
      'Airborne S2 + d6 vs A8: N <= 0, never wounds the Buffalo.',
    expect: {
      status: 200,
      complete: true,
      outcome: { rounds: 1, attackerHits: 1, defenderWounds: 1, defenderRemoved: true, attackerRemoved: false },
      odds: {
        defenderWounds: [0.8611, 0.1389],
        defenderRemoved: 0.1389,
        expectedDefenderWounds: 0.1389,
        expectedAttackerWounds: 0,
        attackerRemoved: 0,
      },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-partial',
    title: 'Melee with only the attacker\'s die: incomplete, next is the defender\'s d6',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 1,
      dice: { values: [5] },
    },
    arithmetic: 'Round 1: attacker d6(5). Next: the defender\'s d6.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1 }, diceUsed: 1 },
  },
  {
    id: 'melee-ap-above-model',
    title: 'Melee: a regular model cannot fight 3 rounds: 422 at actionPoints',
    action: 'melee',
    request: {
      edition: 'en',
      attacker: { unit: 'german-geneticists/wehrmacht' },
      defender: { unit: 'american-sci-tech/airborne' },
      actionPoints: 3,
    },
    arithmetic: 'Regular = 2 AP; 3 > 2 -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },

  // ------------------------------------------------------------------------------------------
  // Initiative (win odds are in the arithmetic: the `win` array of {name, p} is not a flat number field)
  // ------------------------------------------------------------------------------------------
  {
    id: 'initiative-higher-total-wins',
    title: 'Initiative: Allies 3 + DR 6 = 9 beat Axis 4 + DR 4 = 8',
    action: 'initiative',
    request: {
      sides: [
        { name: 'Allies', highestDrive: 6 },
        { name: 'Axis', highestDrive: 4 },
      ],
      dice: { values: [3, 4] },
    },
    arithmetic:
      'Allies d6(3) + 6 = 9; Axis d6(4) + 4 = 8: Allies. Odds: Allies win outright when b < a + 2: 26/36, tie b = a + 2: 4/36 goes to the ' +
      'higher DR (Allies): P(Allies) = 30/36 = 0.8333, P(Axis) = 6/36 = 0.1667.',
    expect: { status: 200, complete: true, outcome: { winner: 'Allies' }, diceUsed: 2 },
  },
  {
    id: 'initiative-tie-higher-drive',
    title: 'Initiative: 1 + 6 = 7 ties 3 + 4 = 7; the higher Drive (Allies) wins',
    action: 'initiative',
    request: {
      sides: [
        { name: 'Allies', highestDrive: 6 },
        { name: 'Axis', highestDrive: 4 },
      ],
      dice: { values: [1, 3] },
    },
    arithmetic: 'Allies 1 + 6 = 7, Axis 3 + 4 = 7: tie; DR 6 > 4: Allies. No reroll (2 dice).',
    expect: { status: 200, complete: true, outcome: { winner: 'Allies' }, diceUsed: 2 },
  },
  {
    id: 'initiative-full-tie-reroll',
    title: 'Initiative: equal totals and equal Drive reroll; 2 + 6 = 8 vs 5 + 6 = 11: Blue',
    action: 'initiative',
    request: {
      sides: [
        { name: 'Red', highestDrive: 6 },
        { name: 'Blue', highestDrive: 6 },
      ],
      dice: { values: [4, 4, 2, 5] },
    },
    arithmetic:
      'Roll-off 1: 4 + 6 = 10 vs 4 + 6 = 10, DR 6 = 6: full tie, reroll. Roll-off 2: 2 + 6 = 8 vs 5 + 6 = 11: Blue. ' +
      'Odds: P(win in a round) = 15/36 each, P(full tie) = 6/36: p = (15/36) / (30/36) = 0.5 each.',
    expect: { status: 200, complete: true, outcome: { winner: 'Blue' }, diceUsed: 4 },
  },
  {
    id: 'initiative-three-sides',
    title: 'Initiative, three sides: 2 + 6 = 8, 3 + 5 = 8, 6 + 4 = 10: the third side wins outright',
    action: 'initiative',
    request: {
      sides: [
        { name: 'Americans', highestDrive: 6 },
        { name: 'Russians', highestDrive: 5 },
        { name: 'Germans', highestDrive: 4 },
      ],
      dice: { values: [2, 3, 6] },
    },
    arithmetic:
      'Totals 8, 8, 10: Germans. Odds (216 outcomes, DRs all differ so no reroll): Germans need c >= a + 3 and c >= b + 2: ' +
      'c=4: 1 x 2, c=5: 2 x 3, c=6: 3 x 4 = 20/216 = 0.0926; Russians need b >= a + 2 and c <= b + 1: 4 + 10 + 18 + 24 = 56/216 = 0.2593; ' +
      'Americans 140/216 = 0.6481.',
    expect: { status: 200, complete: true, outcome: { winner: 'Germans' }, diceUsed: 3 },
  },
  {
    id: 'initiative-partial-after-full-tie',
    title: 'Initiative: a full tie with no more dice given is incomplete; the reroll needs d6',
    action: 'initiative',
    request: {
      sides: [
        { name: 'Red', highestDrive: 5 },
        { name: 'Blue', highestDrive: 5 },
      ],
      dice: { values: [3, 3] },
    },
    arithmetic: '3 + 5 = 8 vs 3 + 5 = 8, DR 5 = 5: full tie; the next roll-off needs d6 again.',
    expect: { status: 200, complete: false, next: { die: 'd6' }, diceUsed: 2 },
  },

  // ------------------------------------------------------------------------------------------
  // Movement
  // ------------------------------------------------------------------------------------------
  {
    id: 'movement-move-2ap',
    title: 'Move: a regular Wehrmacht (M3) spends 2 AP: 6"',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/wehrmacht' }, mode: 'move', actionPoints: 2 },
    arithmetic: '2 AP x M 3 = 6".',
    expect: { status: 200, outcome: { inches: 6, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-move-1ap',
    title: 'Move: 1 AP x M3 = 3"',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/wehrmacht' }, mode: 'move', actionPoints: 1 },
    arithmetic: '1 AP x M 3 = 3".',
    expect: { status: 200, outcome: { inches: 3, actionPointsSpent: 1 } },
  },
  {
    id: 'movement-move-default-all-ap',
    title: 'Move without actionPoints spends all AP: veteran Officer 3 x 3 = 9"',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/officer' }, mode: 'move' },
    arithmetic: 'Veteran = 3 AP (all of them); 3 x M 3 = 9".',
    expect: { status: 200, outcome: { inches: 9, actionPointsSpent: 3 } },
  },
  {
    id: 'movement-move-difficult-ground',
    title: 'Move through difficult ground: ceil(3/2) = 2" per AP, 2 AP = 4"',
    action: 'movement',
    request: {
      edition: 'en',
      model: { unit: 'german-geneticists/wehrmacht' },
      mode: 'move',
      actionPoints: 2,
      difficultGround: true,
    },
    arithmetic: 'Half of M 3 rounded up = 2" per AP; 2 AP x 2 = 4".',
    expect: { status: 200, outcome: { inches: 4, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-move-difficult-ground-buffalo',
    title: 'Buffalo (M2) through difficult ground: ceil(2/2) = 1" per AP, 2 AP = 2"',
    action: 'movement',
    request: {
      edition: 'en',
      model: { unit: 'american-sci-tech/buffalo' },
      mode: 'move',
      actionPoints: 2,
      difficultGround: true,
    },
    arithmetic: 'Half of M 2 = 1" per AP; 2 AP x 1 = 2".',
    expect: { status: 200, outcome: { inches: 2, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-move-difficult-ground-inline-m5',
    title: 'Inline profile M5 through difficult ground: ceil(5/2) = 3" per AP, 2 AP = 6"',
    action: 'movement',
    request: {
      edition: 'en',
      model: {
        profile: {
          name: 'Homebrew scout',
          movement: 5,
          rangedCombat: 4,
          closeCombat: 3,
          armor: 3,
          strength: 2,
          drive: 4,
          wounds: 1,
          training: 'veteran',
        },
      },
      mode: 'move',
      actionPoints: 2,
      difficultGround: true,
    },
    arithmetic: 'Half of M 5 = 2.5, rounded up = 3" per AP; 2 AP x 3 = 6".',
    expect: { status: 200, outcome: { inches: 6, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-sprint',
    title: 'Sprint: triple M (3 x 3 = 9"), spending all of a regular\'s 2 AP',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/wehrmacht' }, mode: 'sprint' },
    arithmetic: 'Sprint: 3 x M 3 = 9"; all AP spent: regular 2.',
    expect: { status: 200, outcome: { inches: 9, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-charge-veteran',
    title: 'Charge: a veteran must spend all 3 AP; 3 x 3 = 9"',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/officer' }, mode: 'charge' },
    arithmetic: '"a veteran soldier wishing to charge ... would still have to expend all three of his action points": 3 AP; 3 x M 3 = 9".',
    expect: { status: 200, outcome: { inches: 9, actionPointsSpent: 3 } },
  },
  {
    id: 'movement-charge-buffalo',
    title: 'Charge: Buffalo M2 moves 3 x 2 = 6", 2 AP',
    action: 'movement',
    request: { edition: 'es', model: { unit: 'american-sci-tech/buffalo' }, mode: 'charge' },
    arithmetic: '3 x M 2 = 6"; all AP: regular 2.',
    expect: { status: 200, outcome: { inches: 6, actionPointsSpent: 2 } },
  },
  {
    id: 'movement-sprint-difficult-ground-rejected',
    title: 'A Wehrmacht may not sprint through difficult ground: 422 at mode',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/wehrmacht' }, mode: 'sprint', difficultGround: true },
    arithmetic: '"Troopers moving through or over difficult ground may not use the charge/sprint action" -> 422 naming mode.',
    expect: { status: 422, errorPath: 'mode' },
  },
  {
    id: 'movement-charge-difficult-ground-rejected-fr',
    title: 'FR: an Officer may not charge through difficult ground: 422 at mode',
    action: 'movement',
    request: { edition: 'fr', model: { unit: 'german-geneticists/officer' }, mode: 'charge', difficultGround: true },
    arithmetic: '"ne peuvent pas effectuer d\'action de Course/Charge" -> 422 naming mode.',
    expect: { status: 422, errorPath: 'mode' },
  },
  {
    id: 'movement-chuman-charge-difficult-ground',
    title: 'Chuman charges through difficult ground: 3 x ceil(3/2) = 6", its single AP',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'russian-psi/chuman' }, mode: 'charge', difficultGround: true },
    arithmetic: 'Chumans "can charge/sprint through difficult ground"; at half M rounded up: 3 x 2 = 6". Green = 1 AP, all spent.',
    expect: { status: 200, outcome: { inches: 6, actionPointsSpent: 1 } },
  },
  {
    id: 'movement-chuman-sprint-open-ground',
    title: 'Chuman sprints in the open: 3 x 3 = 9" for its single AP',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'russian-psi/chuman' }, mode: 'sprint' },
    arithmetic: '3 x M 3 = 9"; green = 1 AP, all spent.',
    expect: { status: 200, outcome: { inches: 9, actionPointsSpent: 1 } },
  },
  {
    id: 'movement-ap-above-model',
    title: 'Move: a regular cannot spend 3 AP: 422 at actionPoints',
    action: 'movement',
    request: { edition: 'en', model: { unit: 'german-geneticists/wehrmacht' }, mode: 'move', actionPoints: 3 },
    arithmetic: 'Regular = 2 AP; 3 > 2 -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },

  // ------------------------------------------------------------------------------------------
  // Doktor inoculation
  // ------------------------------------------------------------------------------------------
  {
    id: 'inoculation-en-two-wounds',
    title: 'EN inoculation roll 1: the Emaciated (W2) suffers two wounds and is removed',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [1] },
    },
    arithmetic: 'Chart d6(1): "Model suffers two wounds". 0 + 2 = 2 = W2: removed. Odds: P(removed) = P(roll 1) = 1/6 = 0.1667.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 1, effect: 'two-wounds', woundsTaken: 2, removed: true },
      odds: { removed: 0.1667 },
      diceUsed: 1,
    },
  },
  {
    id: 'inoculation-en-plus-1-ap',
    title: 'EN inoculation roll 3: +1 AP',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [3] },
    },
    arithmetic: 'Chart d6(3) in 2-3: "Model gains +1 AP". No wounds. P(removed) = 1/6.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 3, effect: 'plus-1-ap', woundsTaken: 0, removed: false },
      odds: { removed: 0.1667 },
      diceUsed: 1,
    },
  },
  {
    id: 'inoculation-en-plus-2-strength',
    title: 'EN inoculation roll 4: +2 Strength',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [4] },
    },
    arithmetic: 'Chart d6(4) in 4-5: "+2 Strength".',
    expect: { status: 200, complete: true, outcome: { roll: 4, effect: 'plus-2-strength', woundsTaken: 0, removed: false }, diceUsed: 1 },
  },
  {
    id: 'inoculation-en-impervious',
    title: 'EN inoculation roll 6: Impervious 4+',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/wehrmacht', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [6] },
    },
    arithmetic: 'Chart d6(6): "Model becomes Impervious 4+".',
    expect: { status: 200, complete: true, outcome: { roll: 6, effect: 'impervious-4', woundsTaken: 0, removed: false }, diceUsed: 1 },
  },
  {
    id: 'inoculation-en-enemy-allowed',
    title: 'EN: the Doktor may inoculate any figure in base contact, even an enemy; roll 5: +2 Strength',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'american-sci-tech/airborne', side: 'enemy' },
      inBaseContact: true,
      dice: { values: [5] },
    },
    arithmetic: '"inoculate a figure in base contact" (no side restriction in EN). d6(5) in 4-5: +2 S.',
    expect: { status: 200, complete: true, outcome: { roll: 5, effect: 'plus-2-strength', removed: false }, diceUsed: 1 },
  },
  {
    id: 'inoculation-es-berserker',
    title: 'ES inoculation roll 1: the figure becomes berserker (no wounds)',
    action: 'inoculation',
    request: {
      edition: 'es',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [1] },
    },
    arithmetic: 'Tabla d6(1): "La figura se vuelve berserker"; no other effect, no wounds. No result removes the model: P(removed) = 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 1, effect: 'berserker', woundsTaken: 0, removed: false },
      odds: { removed: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'inoculation-es-enemy-rejected',
    title: 'ES: the Doktor may inoculate only a friendly figure: 422 at target.side',
    action: 'inoculation',
    request: {
      edition: 'es',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'american-sci-tech/airborne', side: 'enemy' },
      inBaseContact: true,
    },
    arithmetic: '"puede inocular a una figura amiga" -> an enemy target is a 422 naming target.side.',
    expect: { status: 422, errorPath: 'target.side' },
  },
  {
    id: 'inoculation-fr-two-wounds',
    title: 'FR inoculation roll 1: "La figurine subit 2 blessures" (as EN)',
    action: 'inoculation',
    request: {
      edition: 'fr',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [1] },
    },
    arithmetic: 'Tableau d6(1): two wounds; Décharné W2 -> removed. P(removed) = 1/6 = 0.1667.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 1, effect: 'two-wounds', woundsTaken: 2, removed: true },
      odds: { removed: 0.1667 },
      diceUsed: 1,
    },
  },
  {
    id: 'inoculation-not-a-doktor',
    title: 'Only a model with the Doktor rule may inoculate: 422 at doktor',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/officer' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
    },
    arithmetic: 'The German Officer has no Doktor rule -> 422 naming doktor.',
    expect: { status: 422, errorPath: 'doktor' },
  },
  {
    id: 'inoculation-partial',
    title: 'Inoculation with no dice given: incomplete, next is the chart d6',
    action: 'inoculation',
    request: {
      edition: 'en',
      doktor: { unit: 'german-geneticists/doktor' },
      target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
      inBaseContact: true,
      dice: { values: [] },
    },
    arithmetic: 'One d6 on the inoculation chart is needed.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1 }, diceUsed: 0 },
  },

  // ------------------------------------------------------------------------------------------
  // Mechanic AP transfer
  // ------------------------------------------------------------------------------------------
  {
    id: 'ap-transfer-two',
    title: 'Mechanic gives 2 AP to a Buffalo: Buffalo 2 + 2 = 4 AP, Mechanic 3 - 2 = 1 left',
    action: 'ap-transfer',
    request: {
      edition: 'en',
      mechanic: { unit: 'american-sci-tech/mechanic' },
      recipient: { unit: 'american-sci-tech/buffalo' },
      actionPoints: 2,
      inBaseContact: true,
    },
    arithmetic: '"transfer up to 2 AP": 2. Buffalo regular 2 + 2 = 4; Mechanic veteran 3 - 2 = 1.',
    expect: { status: 200, outcome: { transferred: 2, recipientActionPoints: 4, mechanicActionPointsLeft: 1 } },
  },
  {
    id: 'ap-transfer-one',
    title: 'Mechanic gives 1 AP: Buffalo 3, Mechanic 2 left',
    action: 'ap-transfer',
    request: {
      mechanic: { unit: 'american-sci-tech/mechanic' },
      recipient: { unit: 'american-sci-tech/buffalo' },
      actionPoints: 1,
      inBaseContact: true,
    },
    arithmetic: 'Buffalo 2 + 1 = 3; Mechanic 3 - 1 = 2. (Edition omitted: en.)',
    expect: { status: 200, outcome: { transferred: 1, recipientActionPoints: 3, mechanicActionPointsLeft: 2 } },
  },
  {
    id: 'ap-transfer-three-rejected',
    title: 'Mechanic cannot transfer 3 AP: 422 at actionPoints',
    action: 'ap-transfer',
    request: {
      edition: 'en',
      mechanic: { unit: 'american-sci-tech/mechanic' },
      recipient: { unit: 'american-sci-tech/buffalo' },
      actionPoints: 3,
      inBaseContact: true,
    },
    arithmetic: '"up to 2 AP": 3 > 2 -> 422 naming actionPoints.',
    expect: { status: 422, errorPath: 'actionPoints' },
  },
  {
    id: 'ap-transfer-recipient-not-buffalo',
    title: 'AP may be transferred only to a Buffalo: an Airborne recipient is a 422 at recipient',
    action: 'ap-transfer',
    request: {
      edition: 'en',
      mechanic: { unit: 'american-sci-tech/mechanic' },
      recipient: { unit: 'american-sci-tech/airborne' },
      actionPoints: 1,
      inBaseContact: true,
    },
    arithmetic: '"to a Buffalo in base contact"; an Airborne is not a Buffalo -> 422 naming recipient.',
    expect: { status: 422, errorPath: 'recipient' },
  },
  {
    id: 'ap-transfer-not-a-mechanic',
    title: 'Only a model with the Mechanic rule may transfer AP: 422 at mechanic',
    action: 'ap-transfer',
    request: {
      edition: 'en',
      mechanic: { unit: 'american-sci-tech/airborne' },
      recipient: { unit: 'american-sci-tech/buffalo' },
      actionPoints: 1,
      inBaseContact: true,
    },
    arithmetic: 'The Airborne lacks the Mechanic rule -> 422 naming mechanic.',
    expect: { status: 422, errorPath: 'mechanic' },
  },

  // ------------------------------------------------------------------------------------------
  // Psi powers
  // ------------------------------------------------------------------------------------------
  {
    id: 'psi-mental-stun-regular',
    title: 'Mental Stun: 1 AP; a regular Wehrmacht drops from 2 AP to 1',
    action: 'psi-power',
    request: {
      edition: 'en',
      caster: { unit: 'russian-psi/psi-officer', psiPower: 'mental-stun' },
      power: 'mental-stun',
      target: { unit: 'german-geneticists/wehrmacht' },
    },
    arithmetic: '"Spend 1 AP to force a model to lose 1 AP": regular 2 - 1 = 1.',
    expect: { status: 200, outcome: { power: 'mental-stun', actionPointsSpent: 1, targetActionPoints: 1 } },
  },
  {
    id: 'psi-mental-stun-veteran',
    title: 'Mental Stun on a veteran Officer: 3 - 1 = 2 AP',
    action: 'psi-power',
    request: {
      edition: 'fr',
      caster: { unit: 'russian-psi/psi-officer', psiPower: 'mental-stun' },
      power: 'mental-stun',
      target: { unit: 'german-geneticists/officer' },
    },
    arithmetic: 'Décharge mentale: veteran 3 - 1 = 2.',
    expect: { status: 200, outcome: { power: 'mental-stun', actionPointsSpent: 1, targetActionPoints: 2 } },
  },
  {
    id: 'psi-psychic-push',
    title: 'Psychic Push: 1 AP; the target moves exactly 1" towards the chosen point, (2,3) -> (2,4)',
    action: 'psi-power',
    request: {
      edition: 'en',
      caster: { unit: 'russian-psi/psi-officer', psiPower: 'psychic-push' },
      power: 'psychic-push',
      target: { unit: 'german-geneticists/wehrmacht', position: { x: 2, y: 3 } },
      towards: { x: 2, y: 10 },
    },
    arithmetic: 'Direction (2,3) -> (2,10) is +y; 1" along it: (2, 3 + 1) = (2, 4).',
    expect: { status: 200, outcome: { power: 'psychic-push', actionPointsSpent: 1, position: { x: 2, y: 4 } } },
  },
  {
    id: 'psi-clouded-minds',
    title: 'Clouded Minds: no AP, +2 Armor against shooting',
    action: 'psi-power',
    request: {
      edition: 'es',
      caster: { unit: 'russian-psi/psi-officer', psiPower: 'clouded-minds' },
      power: 'clouded-minds',
    },
    arithmetic: '"El oficial gana cobertura +2 en todo momento": a standing power, 0 AP, armorBonus 2.',
    expect: { status: 200, outcome: { power: 'clouded-minds', actionPointsSpent: 0, armorBonus: 2 } },
  },
  {
    id: 'psi-caster-not-psi-officer',
    title: 'A Wehrmacht (no Psi Officer rule) cannot use a psi power: 422 at caster',
    action: 'psi-power',
    request: {
      edition: 'en',
      caster: { unit: 'german-geneticists/wehrmacht' },
      power: 'mental-stun',
      target: { unit: 'american-sci-tech/airborne' },
    },
    arithmetic: 'Only the Psi Officer "can choose one psi power" -> 422 naming caster.',
    expect: { status: 422, errorPath: 'caster' },
  },
];
