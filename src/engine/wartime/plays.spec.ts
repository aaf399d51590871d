import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { FixedDice } from '../core/dice';
import { RuleError } from '../core/errors';
import { play } from '../core/program';
import { Lang } from '../core/types';
import { resolveWartime, WARTIME, WartimeAction, WartimeRequestByAction } from './index';
import { CharacterInput, MeleeOutcome, ShotOutcome } from './index';

/**
 * Plays with fixed dice, the arithmetic worked by hand beside each. Example archetypes:
 * rifleman: AGI 6, CON 5, VOL 5, REA 5 (Energy 10), Defense 3 + 1 = 4, rifle (E2 D5 R20), knife (E1 D2);
 * sergeant: AGI 7, CON 6, VOL 6, Defense 4, Fortune 2; militia: AGI 4, CON 4, Defense 0, pistol, knife.
 */
const catalog = seedWartimeCatalog();
const options = (lang: Lang = 'en') => ({ catalog, lang, odds: false, freshSeed: () => 'seed' });
const resolve = <A extends WartimeAction>(action: A, req: WartimeRequestByAction[A], lang: Lang = 'en') => resolveWartime(action, req, options(lang));
const outcome = <A extends WartimeAction, O>(action: A, req: WartimeRequestByAction[A]) => resolve(action, req).outcome as O;
const ruleError = (fn: () => unknown): RuleError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('no RuleError');
};

const rifleman: CharacterInput = { archetype: 'rifleman' };
const sergeant: CharacterInput = { archetype: 'sergeant' };
const reyes: CharacterInput = { profile: { name: 'Reyes', body: { profile: { con: 5, agi: 6, int: 4, rea: 5, vol: 5 } }, weapons: ['combat-knife'], protections: ['flak-vest'], fortune: 2, baseDiameter: 2.5 } };

describe('check', () => {
  it('applies the modifiers to the success value and reports the Energy', () => {
    // AGI 6 - 2 (two actions at once) = 4; rolled 4: passes. Energy 1.
    const r = resolve('check', { attribute: 'agi', character: rifleman, situation: { simultaneousActions: 2 }, dice: { values: [4] } });
    expect(r.outcome).toMatchObject({ value: 6, modifier: -2, target: 4, roll: 4, verdict: 'pass', passed: true, energy: 1 });
    expect(r.steps[1].summary).toBe('AGI check 6 - 2 (2 actions at once) = 4');
  });

  it('takes Defense above CON and out-of-turn penalties, doubling the Energy', () => {
    // Heavy trooper: Defense 6 (power armour) - CON 5 = 1 level: -1; out of turn -1: AGI 6 - 1 - 1 = 4.
    // Energy 2 out of turn: 2 x 2 = 4 (at least 3). Rolled 5: fails.
    expect(outcome('check', { attribute: 'agi', character: { archetype: 'heavy-trooper' }, energy: 2, situation: { outOfTurn: true }, dice: { values: [5] } })).toMatchObject({
      target: 4,
      verdict: 'fail',
      energy: 4,
    });
    // Energy 1 out of turn: 2 x 1 = 2, raised to 3.
    expect(outcome('check', { attribute: 'agi', value: 6, situation: { outOfTurn: true }, dice: { values: [2] } })).toMatchObject({ energy: 3, verdict: 'pass' });
  });

  it('clamps the success value to 10, and a 10 still fumbles', () => {
    // 9 + 4 (scope) = 13, counted as 10; rolled 10: fumble, fails.
    const r = resolve('check', { attribute: 'agi', value: 9, situation: { modifiers: [{ name: 'scope', value: 4 }] }, dice: { values: [10] } });
    expect(r.outcome).toMatchObject({ target: 10, verdict: 'fumble', passed: false });
    expect(r.steps[1].summary).toBe('AGI check 9 + 4 (scope) = 13, counted as 10');
    expect(r.interpretations).toContain('wartime/missing-tables');
  });

  it('rerolls a fumble with Fortune, and a failed Will check fails the action', () => {
    // AGI 6: rolled 10, fumble; 1 Fortune to roll again; Will check VOL 5: rolled 6, failed: the action fails.
    expect(outcome('check', { attribute: 'agi', character: reyes, fortune: { rerollFumble: true }, dice: { values: [10, 6] } })).toMatchObject({
      verdict: 'fumble',
      fortuneSpent: 1,
      actionFailed: true,
      activationEnded: false,
      will: [{ target: 5, roll: 6, verdict: 'fail', effect: 'failed' }],
    });
    // Will rolled 2: passed; the second roll, 7, stands: fails.
    expect(outcome('check', { attribute: 'agi', character: reyes, fortune: { rerollFumble: true }, dice: { values: [10, 2, 7] } })).toMatchObject({ verdict: 'fail', roll: 7, actionFailed: false });
  });

  it('buys a pass with Fortune: no check die, the Will check still rolled', () => {
    // 1 Fortune for a pass; Will VOL 5 rolled 1: a critical (+3 until the next activation ends). No check die: roll null.
    expect(outcome('check', { attribute: 'agi', character: reyes, fortune: { instead: 'pass' }, dice: { values: [1] } })).toMatchObject({ verdict: 'pass', roll: null, fortuneSpent: 1, will: [{ effect: 'critical' }] });
  });

  it('refuses an action above the character\u2019s Energy out of turn', () => {
    // Energy 6 out of turn: 12, more than Energy 10.
    expect(ruleError(() => resolve('check', { attribute: 'agi', character: rifleman, energy: 6, situation: { outOfTurn: true } })).errors[0].path).toBe('energy');
  });
});

describe('opposed-check', () => {
  it('gives equal rolls to the higher attribute, and a full tie to nobody', () => {
    // AGI 6 and AGI 5 both roll 3: equal passing rolls, 6 > 5: the actor wins.
    expect(outcome('opposed-check', { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [3, 3] } })).toMatchObject({ winner: 'actor', reason: 'higher-attribute' });
    // Both AGI 5, both roll 3: a full tie, the action does not happen.
    expect(outcome('opposed-check', { actor: { attribute: 'agi', value: 5 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [3, 3] } })).toMatchObject({ winner: null, reason: 'full-tie' });
    // 4 against 2: the lower passing roll wins.
    expect(outcome('opposed-check', { actor: { attribute: 'agi', value: 5 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [4, 2] } })).toMatchObject({ winner: 'opponent', reason: 'lower-roll' });
    // 7 and 8 against 5: nobody passes.
    expect(outcome('opposed-check', { actor: { attribute: 'agi', value: 5 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [7, 8] } })).toMatchObject({ winner: null, reason: 'none-passed' });
  });
});

describe('probability', () => {
  it('reads two d10 as tens and units, 0 0 as 100', () => {
    // Tens 0 (entered 10), units 5: 05, under 30: it happens.
    expect(outcome('probability', { percent: 30, dice: { values: [10, 5] } })).toMatchObject({ roll: 5, happens: true });
    // 3 and 1: 31, over 30.
    expect(outcome('probability', { percent: 30, dice: { values: [3, 1] } })).toMatchObject({ roll: 31, happens: false });
    // 0 and 0: 100, happens only at 100%.
    expect(outcome('probability', { percent: 99, dice: { values: [10, 10] } })).toMatchObject({ roll: 100, happens: false });
  });
});

describe('will-check', () => {
  it('rolls once for a squad against its highest Will, +1 per 5 members', () => {
    // Squad of 10, highest VOL 5: 5 + 2 = 7; rolled 8: failed, -1.
    expect(outcome('will-check', { squad: { size: 10, highestWill: 5 }, trigger: { type: 'cowed' }, dice: { values: [8] } })).toMatchObject({ target: 7, verdict: 'fail', modifier: -1, actionFails: true });
  });

  it('checks the last man at -2, and needs no check for half the squad', () => {
    // 6 members, 5 lost to one attack: the last man, VOL 6 - 2 = 4; rolled 1: critical, +3.
    expect(outcome('will-check', { squad: { size: 1, highestWill: 6 }, trigger: { type: 'losses', before: 6, lost: 5 }, dice: { values: [1] } })).toMatchObject({ target: 4, verdict: 'critical', modifier: 3 });
    // 3 of 6: exactly half, not more: no check, no dice.
    expect(outcome('will-check', { squad: { size: 3, highestWill: 6 }, trigger: { type: 'losses', before: 6, lost: 3 } })).toMatchObject({ required: false });
  });

  it('fails every impact after a failed 5-to-1 check; a fumble while acting ends the activation', () => {
    // 10 enemies against 2: 5 to 1. Rifleman VOL 5: rolled 10, fumble: -3, acting: the activation ends.
    expect(outcome('will-check', { character: rifleman, trigger: { type: 'five-to-one', enemies: 10, allies: 2 }, acting: true, dice: { values: [10] } })).toMatchObject({
      verdict: 'fumble',
      modifier: -3,
      impactFails: true,
      activationEnds: true,
    });
  });

  it('recovers 1 Vitality for Fortune when the Will check passes', () => {
    // Sergeant VOL 6, 2 Vitality lost: rolled 4, passed: 1 point back.
    expect(outcome('will-check', { character: { ...sergeant, vitalityLost: 2 }, trigger: { type: 'fortune', recoverVitality: true }, dice: { values: [4] } })).toMatchObject({ vitalityRecovered: 1 });
  });
});

describe('shot', () => {
  it('Damage over Defense: a casualty', () => {
    // Rifleman AGI 6 rolled 3: hit. Rifle Damage 5 rolled 5: passes. 5 > Defense 4: down.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: rifleman, target: rifleman, dice: { values: [3, 5] } });
    expect(o.target).toMatchObject({ down: true, struck: 1 });
    expect(o.energy).toBe(2);
  });

  it('half cover adds half the element\u2019s Defense; the Defense check decides', () => {
    // Wall Defense 5, over half hidden: 5 / 2 = 2.5, rounded up to 3: Defense 4 + 3 = 7. Impact 2, damage 4 (<= 5):
    // Damage 5 is not over 7, Defense check 7: rolled 8, fails: down.
    const r = resolve('shot', { attacker: rifleman, target: { ...rifleman, cover: [{ name: 'wall', defense: 5, hidden: 'half' }] }, dice: { values: [2, 4, 8] } });
    expect((r.outcome as ShotOutcome).target?.down).toBe(true);
    expect(r.interpretations).toContain('wartime/cover-half');
  });

  it('an impact critical ignores the cover', () => {
    // Impact 1: critical. Damage 5 against Defense 4 (the wall\u2019s +3 ignored): 5 > 4, down.
    expect(outcome<'shot', ShotOutcome>('shot', { attacker: rifleman, target: { ...rifleman, cover: [{ name: 'wall', defense: 5, hidden: 'half' }] }, dice: { values: [1, 5] } }).target?.down).toBe(true);
  });

  it('a miss at a target in cover strikes the wall on 30% or less', () => {
    // Impact 7: miss. d100: 2 and 5 = 25, at most 30: the wall is struck. Damage check 3: passes; Damage 5 is not over the wall\u2019s 5: undamaged.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: rifleman, target: { ...rifleman, cover: [{ name: 'wall', defense: 5, hidden: 'full' }] }, dice: { values: [7, 2, 5, 3] } });
    expect(o.coverStruck).toEqual({ name: 'wall', damaged: false });
    expect(o.target?.down).toBe(false);
  });

  it('transports take no Defense check; the attacks stop once it is down', () => {
    // Sergeant AGI 7, rifle: impact 4 (<= 7), damage 5 (<= 5): 5 > rear Defense 3: immobilised. The second attack is not made.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { kind: 'transport', transport: 'light-tank' }, facing: 'rear', attacks: 2, dice: { values: [4, 5] } });
    expect(o.target).toMatchObject({ kind: 'transport', down: true, exploded: false });
    expect(o.attacks).toHaveLength(1);
    expect(o.energy).toBe(2);
  });

  it('with Vitality: Damage - Defense points; a critical doubles the Damage; prone pulverises', () => {
    // Damage critical (1): 5 x 2 = 10 against Defense 4: 6 points, capped at the 3 left (5 - 2 lost): down.
    // Prone: 10 > 2 x 4 = 8: pulverised.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { ...rifleman, vitalityLost: 2 }, options: { vitality: true, prone: true }, dice: { values: [2, 1] } });
    expect(o.target).toMatchObject({ down: true, vitalityLost: 3, pulverized: true, exploded: false });
  });

  it('both criticals and doubled Damage over Defense: the target explodes', () => {
    // Impact 1, damage 1: 5 x 2 = 10 > 4: explodes; radius 3 x Movement 3 = 9 cm.
    expect(outcome<'shot', ShotOutcome>('shot', { attacker: rifleman, target: rifleman, dice: { values: [1, 1] } }).target).toMatchObject({ exploded: true, explosion: { radius: 9, damage: null } });
  });

  it('a coordinated attack lowers the tank\u2019s Defense by its criticals', () => {
    // Supporters roll 1, 1: two criticals, Defense left 5 - 2 = 3. Impact 3, damage 4: 5 > 3: immobilised.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { kind: 'transport', transport: 'light-tank' }, facing: 'left', coordinated: { dice: 2 }, dice: { values: [1, 1, 3, 4] } });
    expect(o.coordinated).toEqual({ dice: 2, criticals: 2, fumbles: 0, reduction: 2 });
    expect(o.target?.down).toBe(true);
  });

  it('a formation loses Damage - Defense members; a flank attack has +2 impact', () => {
    // AGI 6 + 2 (flank) = 8: rolled 8, hit. Damage 5 rolled 5: 5 - militia Defense 0 = 5 members lost of 6.
    const o = outcome<'shot', ShotOutcome>('shot', { attacker: rifleman, target: { archetype: 'militia', formation: { size: 6 } }, facing: 'left', dice: { values: [8, 5] } });
    expect(o.target).toMatchObject({ kind: 'formation', lost: 5, down: false });
  });

  it('an area weapon that misses scatters; on a 1 it lands on the target', () => {
    // Grenadier at (0, 0), rifleman at (0, 24); 28 mm: K = 3 cm; circle 3 K across: radius 4.5 cm + base 1.25 cm.
    // Impact 7: miss. d12 12 (straight on), d10 2: 2 K = 6 cm, lands at (0, 30): 6 cm from the rifleman, more than 5.75: nobody.
    const body = { attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } }, target: { ...rifleman, position: { x: 0, y: 24 } }, scale: 28 } as const;
    const miss = outcome<'shot', ShotOutcome>('shot', { ...body, dice: { values: [7, 12, 2] } });
    expect(miss.landing).toEqual({ point: { x: 0, y: 30 }, scattered: true, direction: 12, kliks: 2 });
    expect(miss.models).toEqual([]);
    // d10 1: no deviation, it lands on the target: damage 5, 5 > 4: down.
    const onTarget = outcome<'shot', ShotOutcome>('shot', { ...body, dice: { values: [7, 12, 1, 5] } });
    expect(onTarget.target?.down).toBe(true);
  });

  it('refuses a target beyond the range in kliks', () => {
    // Rifle 20 K x 3 cm = 60 cm; 61 cm is beyond.
    expect(ruleError(() => resolve('shot', { attacker: rifleman, target: rifleman, distance: 61, scale: 28 })).errors[0].path).toBe('distance');
  });

  it('refuses attacks the magazine cannot pay for', () => {
    // Rifle Damage 5: magazine 10 - 5 = 5 rounds; 1 left and 2 attacks.
    expect(ruleError(() => resolve('shot', { attacker: rifleman, target: rifleman, attacks: 2, ammunition: { rounds: 1 } })).errors[0].path).toBe('attacks');
  });
});

describe('melee', () => {
  it('the winner of the opposed AGI check strikes with Damage + CON - 3', () => {
    // Knife 2 + CON 5 - 3 = 4. Attacker 3, defender 5: the attacker wins. Damage check 4: rolled 2.
    // 4 is not over Defense 4: Defense check 4, rolled 6: fails, down.
    const o = outcome<'melee', MeleeOutcome>('melee', { attacker: rifleman, defenders: [rifleman], dice: { values: [3, 5, 2, 6] } });
    expect(o.defenders[0]).toMatchObject({ down: true });
    expect(o.attacker).toMatchObject({ strikes: 1, down: false });
  });

  it('two criticals: both strike; two fumbles: the combat ends', () => {
    // Both roll 1. Attacker: damage 3 (<= 4), 4 vs 4: Defense check rolled 4, held. Defender: damage 1, critical:
    // 4 x 2 = 8 > 4: the attacker is down.
    const both = outcome<'melee', MeleeOutcome>('melee', { attacker: rifleman, defenders: [rifleman], dice: { values: [1, 1, 3, 4, 1] } });
    expect(both.defenders[0].down).toBe(false);
    expect(both.attacker.down).toBe(true);
    expect(outcome<'melee', MeleeOutcome>('melee', { attacker: rifleman, defenders: [rifleman], attacks: 3, dice: { values: [10, 10] } })).toMatchObject({ combatEnded: true, attacks: 1 });
  });

  it('a defenceless wall is hit without an opposed roll; a charge adds 1 to the damage check', () => {
    // Impact rolled anyway: 1, a critical. Damage check 4 + 1 (charge) = 5: rolled 1, critical: 4 x 2 = 8 > wall 5: damaged.
    const o = outcome<'melee', MeleeOutcome>('melee', { attacker: rifleman, defenders: [{ kind: 'scenery', zone: 'ruined-wall', element: 'wall' }], charge: true, rollImpact: true, dice: { values: [1, 1] } });
    expect(o.defenders[0]).toMatchObject({ kind: 'scenery', down: true });
  });

  it('goes on against the next enemy once the first is down', () => {
    // Sergeant knife: 2 + CON 6 - 3 = 5. Against militia (AGI 4, Defense 0): attacker 2, militia 7 (fails).
    // Damage 5: rolled 3, 5 > 0: down. Next militia, 2 cm away (Movement 3): re-engaged. Attacker 9 (fails), militia 3:
    // the militia strikes with its knife: 2 + CON 4 - 3 = 3; rolled 9: no damage.
    const o = outcome<'melee', MeleeOutcome>('melee', { attacker: sergeant, defenders: [{ archetype: 'militia' }, { archetype: 'militia', distance: 2 }], attacks: 2, dice: { values: [2, 7, 3, 9, 3, 9] } });
    expect(o.defenders.map((d) => d.down)).toEqual([true, false]);
    expect(o.defenders[1].strikes).toBe(1);
    expect(o.attacks).toBe(2);
  });

  it('with Vitality, a target that exploded in one exchange is still reported exploded after the next', () => {
    // Reyes' knife: 2 + CON 5 - 3 = 4. Exchange 1: Reyes 1 (critical), sergeant 5: Reyes strikes; damage 1 (critical):
    // 4 x 2 = 8 > Defense 4, both criticals: the sergeant explodes and loses 8 - 4 = 4 Vitality, still standing.
    // Exchange 2: Reyes 9, sergeant 9 (7 - 4 = 3): nobody passes. The explosion of exchange 1 stays in the outcome.
    const o = outcome<'melee', MeleeOutcome>('melee', { attacker: reyes, defenders: [sergeant], attacks: 2, options: { vitality: true }, dice: { values: [1, 5, 1, 9, 9] } });
    expect(o.attacks).toBe(2);
    expect(o.defenders[0]).toMatchObject({ down: false, exploded: true, vitalityLost: 4, explosion: { radius: 9, damage: null } });
  });

  it('formations: the larger one rerolls a lost pair', () => {
    // 5 against 4: one reroll. Pair 1: 5 against 3, the smaller wins; the larger rolls again: 2 < 3, it wins.
    // Knife 4 against Defense 4: damage rolled 4 passes, not over 4; Defense check rolled 7 fails: 1 member lost.
    const o = outcome<'melee', MeleeOutcome>('melee', { attacker: { ...rifleman, formation: { size: 5 } }, defenders: [{ ...rifleman, formation: { size: 4 } }], inCommon: 1, dice: { values: [5, 3, 2, 4, 7] } });
    expect(o).toMatchObject({ rerolls: 1, defenders: [{ lost: 1 }], attacker: { lost: 0 } });
  });
});

describe('squad, turn order and traps', () => {
  it('squad arithmetic for a formation of five riflemen', () => {
    // Energy REA 5 + 5 = 10; phase 5; structure 2 x Movement 3 = 6 cm; Damage 6 against Defense 4: 6 - 4 = 2 lost.
    // 3 of 5 lost to one action: more than half, a Will check.
    expect(outcome('squad', { members: [{ ...rifleman, count: 5 }], formation: { weapons: ['assault-rifle'] }, damage: 6, lost: 3 })).toMatchObject({
      members: 5,
      energy: 10,
      reactionPhase: 5,
      structure: [6, 6, 6, 6, 6],
      formation: { defense: 4, combatEnergy: 2, mayFight: true, casualties: { lost: 2, defenseCheck: false } },
      willCheck: 'casualties',
    });
    // Energy after members joined with 7 and 9 left: the lowest, 7.
    expect(outcome('squad', { members: [rifleman], joining: [7, 9] })).toMatchObject({ energyAfterJoining: 7 });
  });

  it('turn order: the initiative holder first, then clockwise, one character at a time', () => {
    // Reaction 6: Ben (initiative), then Cai (nobody), Ana, then Ben again. A squad with Reactions 7 and 5 acts in phase 5.
    const o = outcome('turn-order', {
      players: ['Ana', 'Ben', 'Cai'],
      initiative: 'Ben',
      characters: [
        { name: 'a1', player: 'Ana', reaction: 6 },
        { name: 'b1', player: 'Ben', reaction: 6 },
        { name: 'b2', player: 'Ben', reaction: 6 },
        { name: 'c1', player: 'Cai', members: [7, 5], outOfTurnEnergy: 3 },
      ],
    });
    expect(o).toMatchObject({
      initiative: 'Ben',
      phases: [
        { reaction: 6, turns: [{ player: 'Ben', character: 'b1' }, { player: 'Ana', character: 'a1' }, { player: 'Ben', character: 'b2' }] },
        { reaction: 5, turns: [{ player: 'Cai', character: 'c1' }] },
      ],
    });
    // c1: REA 5 + 5 = 10, minus 3 spent out of turn: 7.
    expect((o as { energy: { character: string; energy: number }[] }).energy.find((e) => e.character === 'c1')?.energy).toBe(7);
  });

  it('traps: AGI (the higher), then CON; with Vitality 1D10 points', () => {
    // AGI 6 rolled 9: fails; CON 5 rolled 5: passes, safe.
    expect(outcome('trap', { zone: 'minefield', character: rifleman, dice: { values: [9, 5] } })).toMatchObject({ caught: false });
    // CON rolled 8: fails; 1D10 rolled 7: 7 points, capped at the 5 it has.
    expect(outcome('trap', { zone: 'minefield', character: rifleman, options: { vitality: true }, dice: { values: [9, 8, 7] } })).toMatchObject({ caught: true, vitalityLost: 5 });
    // A tank: the pilot's AGI 6 rolled 8 fails; front Defense 7 rolled 8 fails: immobilised.
    expect(outcome('trap', { zone: 'minefield', transport: { transport: 'light-tank', pilot: rifleman }, dice: { values: [8, 8] } })).toMatchObject({ immobilised: true, facing: 'front' });
  });
});

describe('table dice and languages', () => {
  it('stops with the next roll when the table dice run out', () => {
    const r = resolve('shot', { attacker: rifleman, target: rifleman, dice: { values: [3] } });
    expect(r.complete).toBe(false);
    expect(r.next).toMatchObject({ die: 'd10', count: 1, need: '≤5' });
  });

  it('plays the same program the odds read', () => {
    const plan = WARTIME.actions.check.plan({ attribute: 'vol', value: 4 }, { catalog, edition: undefined });
    expect(play(plan.program, new FixedDice([4]))).toMatchObject({ complete: true });
  });

  it('writes the ruling in Spanish and French with their own terms', () => {
    const es = resolve('check', { attribute: 'agi', character: rifleman, situation: { simultaneousActions: 2 }, dice: { values: [4] } }, 'es');
    expect(es.steps[1].summary).toBe('CH AGI 6 - 2 (2 acciones a la vez) = 4');
    const fr = resolve('check', { attribute: 'agi', character: rifleman, situation: { simultaneousActions: 2 }, dice: { values: [4] } }, 'fr');
    expect(fr.steps[1].summary).toBe('Test d\u2019AGI 6 - 2 (2 actions à la fois) = 4');
    expect(fr.text).toContain('**Résultat\u202f:**');
  });
});
