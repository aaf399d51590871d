import { RuleError, RuleErrorCode } from '../core/errors';
import { AofAction, AofRequestByAction, resolveAofSkirmish } from './index';
import { UnitProfileInput } from './requests';
import { emptyAofCatalog } from './testing';
import { AOF_LIMITS } from './limits';

/**
 * Plays with fixed dice, each worked by hand from the document (shared/rules/aof-skirmish.es.txt)
 * and the rulings register; the arithmetic sits beside each expectation.
 */
const catalog = emptyAofCatalog();
const resolve = <A extends AofAction>(action: A, body: AofRequestByAction[A]) =>
  resolveAofSkirmish(action, body, { catalog, lang: 'en', odds: false, freshSeed: () => 'fresh' });
const outcome = <A extends AofAction>(action: A, body: AofRequestByAction[A]) => {
  const r = resolve(action, body);
  expect(r.complete).toBe(true);
  return r.outcome as Record<string, unknown> & { strike: Record<string, unknown> };
};
const unit = (p: Partial<UnitProfileInput> = {}) => ({ profile: { quality: 4, defense: 4, models: 1, ...p } });
const bow = (rules: { id: string; rating?: number }[] = [], attacks = 1) => ({ name: 'Bow', range: 24, attacks, rules });
const blade = (rules: { id: string; rating?: number }[] = [], attacks = 1) => ({ name: 'Blade', range: 0, attacks, rules });
const shot = (attacker: ReturnType<typeof unit>, target: ReturnType<typeof unit> & Record<string, unknown>, values: number[], extra: Record<string, unknown> = {}) =>
  outcome('shot', { attacker, target, distance: 6, ...extra, dice: { values } }).strike;

describe('quality test', () => {
  it('passes on Quality or more, and natural 6s and 1s decide whatever the modifiers', () => {
    // Quality 4+: a 4 passes.
    expect(outcome('quality-test', { quality: 4, dice: { values: [4] } })).toMatchObject({ passed: true, natural: false });
    // Quality 4+ with -3 needs 7: only an unmodified 6 passes.
    expect(outcome('quality-test', { quality: 4, modifier: -3, dice: { values: [6] } })).toMatchObject({ need: 7, passed: true, natural: true });
    // Quality 2+ with +2 needs 0, but an unmodified 1 always fails.
    expect(outcome('quality-test', { quality: 2, modifier: 2, dice: { values: [1] } })).toMatchObject({ passed: false, natural: true });
  });
});

describe('shooting', () => {
  it('hits on Quality, blocks on Defense after AP, and each wound removes a model of a group', () => {
    // Quality 4+: rolled 4, 6, 2 = 2 hits; AP(1): Defense 4+ becomes 5+; rolled 5, 3 = 1 blocked, 1 wound;
    // three models: the wound removes one, no roll (the last model took nothing).
    const s = shot(unit({ models: 3, equipment: [bow([{ id: 'ap', rating: 1 }])] }), unit({ models: 3 }), [4, 6, 2, 5, 3]);
    expect(s).toMatchObject({ attacks: 3, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 2, wounds: 0, stunned: false, destroyed: false } });
  });

  it('gives cover +1, misses on a natural 1, and the last model rolls d6 + markers', () => {
    // Quality 4+: 5 hits, 1 misses; Defense 5+ in cover needs 4: rolled 3 = a wound; one model, 1 marker:
    // d6 + 1 = 5 + 1 = 6: out of action.
    const s = shot(unit({ equipment: [bow([], 2)] }), unit({ defense: 5 }), [5, 1, 3, 5], { cover: 'terrain' });
    expect(s).toMatchObject({ hits: 1, wounds: 1, target: { destroyed: true, modelsLeft: 0 } });
  });

  it('Blast(3) ignores cover and is capped by the two models of the target', () => {
    // Quality 4+: 4 = 1 hit, x2 (Blast(3) capped at 2 models); cover ignored: Defense 4+: 4 blocks, 2 wounds:
    // one model removed of two.
    const s = shot(unit({ equipment: [bow([{ id: 'blast', rating: 3 }])] }), unit({ models: 2 }), [4, 4, 2], { cover: 'terrain' });
    expect(s).toMatchObject({ hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 });
  });

  it('Deadly(3) triples a wound on the last model, which then rolls from Tough(3)', () => {
    // Hit on 5; Defense 4+: 1 = a wound, x3 = 3 markers: Tough(3) rolls from 3, out of action on 5 + 3 = 8:
    // 4 + 3 = 7: stunned.
    const s = shot(unit({ equipment: [bow([{ id: 'deadly', rating: 3 }])] }), unit({ rules: [{ id: 'tough', rating: 3 }] }), [5, 1, 4]);
    expect(s).toMatchObject({ wounds: 3, target: { modelsLeft: 1, wounds: 3, stunned: true } });
  });

  it('a Deadly wound is not carried over: it removes one model of a group and the rest is wasted', () => {
    // Hit on 6; Defense 4+: 2 = a wound, x3, on a model of two: that model is removed, 2 wounds wasted.
    const s = shot(unit({ equipment: [bow([{ id: 'deadly', rating: 3 }])] }), unit({ models: 2, rules: [{ id: 'tough', rating: 3 }] }), [6, 2]);
    expect(s).toMatchObject({ wounds: 3, modelsRemoved: 1, target: { modelsLeft: 1, wounds: 0, stunned: false } });
  });

  it('Rending gives an unmodified 6 AP(4)', () => {
    // 6 to hit: AP(4); Defense 2+ needs 6: 5 = a wound; 1 marker: 2 + 1 = 3: stunned.
    const s = shot(unit({ equipment: [bow([{ id: 'rending' }])] }), unit({ defense: 2 }), [6, 5, 2]);
    expect(s).toMatchObject({ sixes: 1, wounds: 1, target: { stunned: true, wounds: 1 } });
  });

  it('Surge adds a hit per unmodified 6', () => {
    // 6: 2 hits; Defense 4+: 4 blocks, 3 wounds; 1 marker: 5 + 1 = 6: out of action.
    const s = shot(unit({ equipment: [bow([{ id: 'surge' }])] }), unit(), [6, 4, 3, 5]);
    expect(s).toMatchObject({ hits: 2, blocked: 1, wounds: 1, target: { destroyed: true } });
  });

  it('Bane rerolls an unmodified Defense 6, and ignores Regeneration', () => {
    // Hit on 4; Defense 6 rerolled: 3 = a wound (no Regeneration roll); 1 + 1 = 2: stunned.
    const s = shot(unit({ equipment: [bow([{ id: 'bane' }])] }), unit({ rules: [{ id: 'regeneration' }] }), [4, 6, 3, 1]);
    expect(s).toMatchObject({ wounds: 1, regenerated: 0, target: { stunned: true } });
  });

  it('Regeneration ignores a wound on 5+', () => {
    // Hit on 4; Defense 6+: 2 = a wound; Regeneration 5 ignores it: no wound, no roll.
    const s = shot(unit({ equipment: [bow()] }), unit({ defense: 6, rules: [{ id: 'regeneration' }] }), [4, 2, 5]);
    expect(s).toMatchObject({ wounds: 0, regenerated: 1, target: { wounds: 0, stunned: false } });
  });

  it('Stealth: -1 to hit from over 9"; Unstoppable ignores it', () => {
    // Quality 4+ at 12" against Stealth needs 5: a 4 misses.
    expect(shot(unit({ equipment: [bow()] }), unit({ rules: [{ id: 'stealth' }] }), [4], { distance: 12 })).toMatchObject({ hits: 0 });
    // Unstoppable drops the -1: the 4 hits; Defense 4+: 4 blocks.
    expect(shot(unit({ equipment: [bow([{ id: 'unstoppable' }])] }), unit({ rules: [{ id: 'stealth' }] }), [4, 4], { distance: 12 })).toMatchObject({ hits: 1, blocked: 1 });
  });

  it('Indirect: -1 to hit after moving', () => {
    // Quality 4+ -1 needs 5: a 4 misses.
    expect(shot(unit({ equipment: [bow([{ id: 'indirect' }])] }), unit(), [4], { moved: true })).toMatchObject({ hits: 0 });
  });

  it('Reliable attacks at Quality 2+', () => {
    // Quality 5+ but Reliable: 2 hits; Defense 6+: 1 always fails = a wound; 6 + 1 = 7: out of action.
    expect(shot(unit({ quality: 5, equipment: [bow([{ id: 'reliable' }])] }), unit({ defense: 6 }), [2, 1, 6])).toMatchObject({ hits: 1, target: { destroyed: true } });
  });

  it('Relentless adds a hit per unmodified 6 over 9", not within', () => {
    // 6 at 12": 2 hits; Defense 4+: 4, 5 block both.
    expect(shot(unit({ rules: [{ id: 'relentless' }], equipment: [bow()] }), unit(), [6, 4, 5], { distance: 12 })).toMatchObject({ hits: 2, blocked: 2 });
    // 6 at 6": 1 hit; 4 blocks.
    expect(shot(unit({ rules: [{ id: 'relentless' }], equipment: [bow()] }), unit(), [6, 4])).toMatchObject({ hits: 1, blocked: 1 });
  });

  it("the Sergeant's unmodified 6s add a hit", () => {
    // Group by group (ruling aof-skirmish/roll-order): the Sergeant's die first (its own group): 6 = 2 hits;
    // their Defense 4+: 4, 4 block both; then the other model: 2 misses.
    const attacker = { ...unit({ models: 2, equipment: [bow()] }), weapons: [{ weapon: 'Bow', models: 2, sergeant: true }] };
    expect(shot(attacker, unit(), [6, 4, 4, 2])).toMatchObject({ hits: 2, blocked: 2 });
  });
});

describe('melee', () => {
  it('Impact and Thrust when charging; a stunned defender strikes back as fatigued', () => {
    // Group by group: Impact(2): 1, 2 = 1 hit (2+); its Defense 4+: 4 blocks (Impact has no AP);
    // Blade with Thrust: Quality 4+ +1 needs 3: 3 hits; AP(1): Defense 4+ needs 5: 4 = a wound;
    // 1 marker: 3 + 1 = 4: stunned. Strike back: stunned counts as fatigued: only a 6 hits: 5 misses.
    // Score 1 - 0: the charger wins.
    const o = outcome('melee', {
      attacker: unit({ rules: [{ id: 'impact', rating: 2 }], equipment: [blade([{ id: 'thrust' }])] }),
      defender: unit({ equipment: [blade()] }),
      dice: { values: [1, 2, 4, 3, 4, 3, 5] },
    });
    expect(o).toMatchObject({ score: { attacker: 1, defender: 0 }, winner: 'attacker', defender: { stunned: true }, afterwards: 'separate', fatigued: { attacker: true, defender: true } });
  });

  it('Counter strikes first, and a stunned charger is fatigued: no Impact, only 6s', () => {
    // Counter: 5 hits; Defense 4+: 2 = a wound; 1 + 1 = 2: the charger is stunned.
    // Charge: stunned counts as fatigued: no Impact dice; 5 misses. Score 0 - 1: the defender wins.
    const o = outcome('melee', {
      attacker: unit({ rules: [{ id: 'impact', rating: 1 }], equipment: [blade()] }),
      defender: unit({ equipment: [blade([{ id: 'counter' }])] }),
      dice: { values: [5, 2, 1, 5] },
    });
    expect(o).toMatchObject({ score: { attacker: 0, defender: 1 }, winner: 'defender', attacker: { stunned: true } });
  });

  it('Fear(X) counts as X wounds for the winner; Furious adds a hit on a charging 6', () => {
    // Charge: 6 with Furious = 2 hits; Defense 4+: 4, 6 block both. Strike back: 3 misses.
    // Score: 0 + Fear(2) = 2 against 0.
    const o = outcome('melee', {
      attacker: unit({ rules: [{ id: 'fear', rating: 2 }, { id: 'furious' }], equipment: [blade()] }),
      defender: unit({ equipment: [blade()] }),
      dice: { values: [6, 4, 6, 3] },
    });
    expect(o).toMatchObject({ score: { attacker: 2, defender: 0 }, winner: 'attacker' });
  });
});

describe('wound effects', () => {
  it('a group loses a model per wound, then the last model rolls d6 + markers', () => {
    // 3 models, 4 wounds: 2 removed, 2 markers on the last; 4 + 2 = 6: out of action.
    expect(outcome('wound-effects', { unit: unit({ models: 3 }), wounds: 4, dice: { values: [4] } })).toMatchObject({ modelsRemoved: 3, after: { destroyed: true }, roll: 4 });
  });

  it('Tough(3) rolls from 3 markers and is out of action on 8+; a stunned model adds 1', () => {
    // 2 markers + 1 = 3; 5 + 3 = 8: out of action.
    expect(outcome('wound-effects', { unit: { ...unit({ rules: [{ id: 'tough', rating: 3 }] }), wounds: 2 }, wounds: 1, dice: { values: [5] } })).toMatchObject({ after: { destroyed: true } });
    // 1 marker + 1 = 2, stunned +1: 3 + 2 + 1 = 6: out of action.
    expect(outcome('wound-effects', { unit: { ...unit(), wounds: 1, stunned: true }, wounds: 1, dice: { values: [3] } })).toMatchObject({ after: { destroyed: true } });
    // Tough(3) with 1 marker + 1 = 2: below 3, no roll.
    expect(outcome('wound-effects', { unit: { ...unit({ rules: [{ id: 'tough', rating: 3 }] }), wounds: 1 }, wounds: 1, dice: { values: [] } })).toMatchObject({ after: { wounds: 2, stunned: false } });
  });
});

describe('morale', () => {
  it('at half the starting units every unit tests: failure stuns, Fearless passes on 4+, a stunned unit flees, the Standard adds 1', () => {
    // 2 of 4 left: tests. Unit 1, Quality 4+: 3 fails: stunned. Unit 2 Fearless: 3 fails, then 4: passed.
    // Unit 3 stunned: fails without a roll: flees. Unit 4 with the Standard: 3 + 1 = 4: passed.
    const o = outcome('morale', {
      startingUnits: 4,
      remainingUnits: 2,
      units: [unit(), unit({ rules: [{ id: 'fearless' }] }), { ...unit(), stunned: true }, { ...unit(), standard: true }],
      dice: { values: [3, 3, 4, 3] },
    });
    expect((o.units as { result: string }[]).map((u) => u.result)).toEqual(['stunned', 'passed', 'fled', 'passed']);
    // 3 of 4 left: more than half, no test.
    expect((outcome('morale', { startingUnits: 4, remainingUnits: 3, units: [unit()] }).units as { result: string }[])[0].result).toBe('no-test');
  });
});

describe('movement and terrain', () => {
  it('Advance 6", Rush and Charge 12", with Fast, Slow, the Musician and difficult terrain', () => {
    const move = (rules: { id: string }[], action: 'hold' | 'advance' | 'rush' | 'charge', extra: Record<string, unknown> = {}) => outcome('movement', { unit: unit({ rules }), action, ...extra }).inches;
    expect(move([{ id: 'fast' }], 'advance')).toBe(8); // 6 + 2
    expect(move([{ id: 'slow' }], 'rush')).toBe(8); // 12 - 4
    expect(move([], 'charge', { musician: true })).toBe(13); // 12 + 1
    expect(move([{ id: 'fast' }], 'rush', { difficultTerrain: true })).toBe(6); // 16, at most 6 in difficult terrain
    expect(move([{ id: 'strider' }], 'rush', { difficultTerrain: true })).toBe(12); // Strider ignores it
    expect(() => resolve('movement', { unit: unit({ rules: [{ id: 'immobile' }] }), action: 'advance' })).toThrow(RuleError);
  });

  it('checks coherency: within 1" of another member and 6" of all', () => {
    // Bases 1" across: centres 2" apart are 1" apart base to base; a model 8" away is out.
    const o = outcome('movement', { unit: unit({ models: 3 }), action: 'advance', positions: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 10, y: 0 }] });
    expect(o).toMatchObject({ coherent: false, outOfCoherency: [0, 1, 2] });
  });

  it('dangerous terrain: a die per model, each 1 a wound', () => {
    // 3 models: 1, 4, 1 = 2 wounds: 2 models removed, no roll.
    expect(outcome('dangerous-terrain', { unit: unit({ models: 3 }), dice: { values: [1, 4, 1] } })).toMatchObject({ wounds: 2, after: { modelsLeft: 1 } });
  });

  it('jump: X + 1 dice at 3+, X per full 3"; a failed jump falls', () => {
    // 5" descent: X = 1, 2 dice: 3, 3 = across.
    expect(outcome('jump', { unit: unit(), kind: 'descent', inches: 5, dice: { values: [3, 3] } })).toMatchObject({ dice: 2, success: true });
    // 6" descent: X = 2, 3 dice: 3, 4, 1 = falls 6": AP(2), Defense 4+ needs 6: 5 = a wound; 5 + 1 = 6: out of action.
    expect(outcome('jump', { unit: unit(), kind: 'descent', inches: 6, dice: { values: [3, 4, 1, 5, 5] } })).toMatchObject({ success: false, fall: { ap: 2, after: { destroyed: true } } });
  });

  it('fall: a model of a group dies without a roll', () => {
    expect(outcome('fall', { unit: unit({ models: 3 }), height: 3 })).toMatchObject({ modelRemoved: true, after: { modelsLeft: 2 } });
  });

  it('push: 4+ moves the stunned model up to 2"', () => {
    expect(outcome('push', { dice: { values: [4] } })).toMatchObject({ pushed: true, inches: 2 });
    expect(outcome('push', { dice: { values: [3] } })).toMatchObject({ pushed: false, inches: 0 });
  });

  it('cast: Caster(2) tops up to 3 tokens; a friendly token is +1', () => {
    // 1 + 2 = 3 tokens; spell 2; +1: 4+ becomes 3+: 3 casts; 1 token left.
    expect(outcome('cast', { caster: { rating: 2, tokens: 1, roundStart: true }, spell: { value: 2 }, helpers: [{ side: 'friendly', tokens: 1, distance: 12 }], dice: { values: [3] } })).toMatchObject({
      success: true,
      tokensLeft: 1,
    });
  });
});

describe('objectives and deployment', () => {
  it('seizes within 3" with no enemy, neutralises when contested, and a stunned unit does neither', () => {
    const o = outcome('objectives', {
      round: 4,
      markers: [{ position: { x: 24, y: 24 } }, { position: { x: 10, y: 24 }, controller: 'b' }, { position: { x: 40, y: 24 }, controller: 'b' }],
      units: [
        { side: 'a', positions: [{ x: 24, y: 26 }] },
        { side: 'b', positions: [{ x: 24, y: 21.5 }], stunned: true },
        { side: 'a', positions: [{ x: 10, y: 26 }] },
        { side: 'b', positions: [{ x: 10, y: 22 }] },
      ],
    });
    // Marker 1: a seizes (b is stunned). Marker 2: contested, neutral. Marker 3: stays b. 1 - 1: a draw.
    expect((o.markers as { controller: string | null }[]).map((m) => m.controller)).toEqual(['a', null, 'b']);
    expect(o).toMatchObject({ held: { a: 1, b: 1 }, winner: 'draw' });
  });

  it('deploys within 12" of the own edge, ambushes over 9" from enemies after round 1', () => {
    expect(outcome('deployment', { kind: 'deploy', side: 'a', positions: [{ x: 10, y: 11.5 }, { x: 12, y: 11.6 }] })).toMatchObject({ legal: false, problems: [{ model: 1, problem: 'outside-zone' }] });
    // Centres 9" apart, 8" base to base: not over 9".
    expect(outcome('deployment', { kind: 'ambush', side: 'b', round: 2, positions: [{ x: 10, y: 20 }], enemies: [{ x: 10, y: 29 }] }).problems).toEqual([{ model: 0, problem: 'ambush-too-close' }]);
  });
});

describe('refusals', () => {
  const code = (fn: () => unknown): { code: RuleErrorCode; path: string } => {
    try {
      fn();
    } catch (e) {
      if (e instanceof RuleError) return { code: e.code, path: e.errors[0].path };
      throw e;
    }
    throw new Error('no error');
  };
  it('a rule the game lacks is a 422 naming its path, not ignored', () => {
    expect(code(() => resolve('shot', { attacker: unit({ equipment: [bow([{ id: 'poison' }])] }), target: unit(), distance: 6 }))).toEqual({ code: RuleErrorCode.UnknownId, path: 'attacker.profile.equipment[0].rules[0].id' });
    expect(code(() => resolve('shot', { attacker: unit({ equipment: [bow([{ id: 'ap' }])] }), target: unit(), distance: 6 }))).toEqual({ code: RuleErrorCode.RuleViolation, path: 'attacker.profile.equipment[0].rules[0].rating' });
  });
  it('refuses an Ambush before round 2 (ruling aof-skirmish/ambush-round)', () => {
    expect(code(() => resolve('deployment', { kind: 'ambush', side: 'b', round: 1, positions: [{ x: 10, y: 20 }], enemies: [{ x: 10, y: 40 }] }))).toEqual({ code: RuleErrorCode.RuleViolation, path: 'round' });
    expect(code(() => resolve('deployment', { kind: 'ambush', side: 'b', positions: [{ x: 10, y: 20 }] }))).toEqual({ code: RuleErrorCode.RuleViolation, path: 'round' });
  });
  it('counts a Counter strike\'s dice against the to-hit dice cap like any attack (161 dice: 7 models x (12 + 11) attacks)', () => {
    const defender = unit({ models: 7, equipment: [blade([{ id: 'counter' }], 12), blade([{ id: 'counter' }], 11)] });
    expect(code(() => resolve('melee', { attacker: unit({ equipment: [blade()] }), defender }))).toEqual({ code: RuleErrorCode.TooLarge, path: 'defender.weapons' });
  });
  it('lists the rules it does not model for an action', () => {
    const o = outcome('shot', { attacker: unit({ rules: [{ id: 'fast' }], equipment: [bow()] }), target: unit(), distance: 6, dice: { values: [1] } });
    expect(o.unmodelled).toEqual(['fast']);
  });
});

describe('melee caps (AOF_LIMITS): at the cap answered, one step beyond a 422 too-large naming the field', () => {
  const knife = { name: 'Knife', range: 0, attacks: 1, rules: [] };
  const ok = (body: AofRequestByAction['melee']) => expect(() => resolve('melee', { ...body, dice: { seed: 'cap' } })).not.toThrow();
  const refused = (body: AofRequestByAction['melee'], path: string) => {
    try {
      resolve('melee', body);
    } catch (e) {
      expect(e instanceof RuleError && { code: e.code, path: e.errors[0].path }).toEqual({ code: RuleErrorCode.TooLarge, path });
      return;
    }
    throw new Error(`not refused: ${path}`);
  };

  it(`models on each side: ${AOF_LIMITS.meleeModels} a side, not one more`, () => {
    const side = (models: number) => unit({ models, equipment: [blade()] });
    const n = AOF_LIMITS.meleeModels;
    ok({ attacker: side(n), defender: side(n) });
    refused({ attacker: side(n + 1), defender: side(n) }, 'attacker.models');
    refused({ attacker: side(n), defender: side(n + 1) }, 'defender.models');
    // Models left count, not the profile's size: 12 models of which 10 are left are answered.
    ok({ attacker: { ...side(n + 2), models: n }, defender: side(n) });
  });

  it(`hits of one strike: dice x Blast x (1 + extra hits), Impact included, ${AOF_LIMITS.meleeHits} at most`, () => {
    // 80 = 10 models x 8 attacks; one model's knife adds 1 hit: 81.
    expect(AOF_LIMITS.meleeHits).toBe(80);
    const striker = (extra: boolean) => ({
      ...unit({ models: 10, equipment: [blade([], 8), knife] }),
      weapons: extra ? [{ weapon: 0 }, { weapon: 1, models: 1 }] : [{ weapon: 0 }],
    });
    ok({ attacker: striker(false), defender: striker(false) });
    refused({ attacker: striker(true), defender: striker(false) }, 'attacker.weapons');
    refused({ attacker: striker(false), defender: striker(true) }, 'defender.weapons');
    // 80 = 5 models x 1 attack x Blast(4) (4 models in the target) x 4 (Furious, Surge and the Sergeant's
    // extra hit, 1 + 3) for the Sergeant, x 3 for the other four: 16 + 48 = 64, + Impact(3) x 5 = 15: 79;
    // Impact(4): 84.
    const blaster = (impact: number) => ({
      ...unit({ models: 5, rules: [{ id: 'furious' }, { id: 'impact', rating: impact }], equipment: [blade([{ id: 'blast', rating: 6 }, { id: 'surge' }])] }),
      weapons: [{ weapon: 0, sergeant: true }],
    });
    ok({ attacker: blaster(3), defender: unit({ models: 4, equipment: [blade()] }) });
    refused({ attacker: blaster(4), defender: unit({ models: 4, equipment: [blade()] }) }, 'attacker.weapons');
  });

  it(`hits of a melee with Counter, its three strikes together: ${AOF_LIMITS.counterMeleeHits} at most`, () => {
    // 60 = charge 10 x 4 + Counter strike 10 x 1 + strike back 10 x 1; one knife more in the charge: 61.
    expect(AOF_LIMITS.counterMeleeHits).toBe(60);
    const attacker = (extra: boolean) => ({ ...unit({ models: 10, equipment: [blade([], 4), knife] }), weapons: extra ? [{ weapon: 0 }, { weapon: 1, models: 1 }] : [{ weapon: 0 }] });
    const defender = unit({ models: 10, equipment: [blade([{ id: 'counter' }]), knife] });
    ok({ attacker: attacker(false), defender });
    refused({ attacker: attacker(true), defender }, 'defender.weapons');
    // Without the strike back the Counter strike alone counts: 41 + 10 = 51.
    ok({ attacker: attacker(true), defender, strikeBack: false });
  });
  it('lists the rules it does not model for an action', () => {
    const o = outcome('shot', { attacker: unit({ rules: [{ id: 'fast' }], equipment: [bow()] }), target: unit(), distance: 6, dice: { values: [1] } });
    expect(o.unmodelled).toEqual(['fast']);
  });
});

describe('a joined Hero', () => {
  it('is the last model: the unit\'s Defense while another model stands, then its own Tough', () => {
    // 2 hits (4, 5); the unit's Defense 5+ (not the Hero's 3+): 2, 4 = 2 wounds; the first removes the
    // other model, the second is the Hero's first marker: Tough(6) rolls from 6, so no roll.
    // A two-model unit with one model left besides its Hero.
    const target = { ...unit({ defense: 5, models: 2 }), models: 2, hero: { quality: 3, defense: 3, rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }] } };
    const r = resolve('shot', { attacker: unit({ equipment: [bow([], 2)] }), target, distance: 6, dice: { values: [4, 5, 2, 4] } });
    expect(r.outcome).toMatchObject({ strike: { wounds: 2, modelsRemoved: 1, target: { modelsLeft: 1, wounds: 1, stunned: false } } });
    expect(r.interpretations).toContain('aof-skirmish/hero-joining');
  });
});
