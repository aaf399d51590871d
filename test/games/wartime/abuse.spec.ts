import fc from 'fast-check';
import { DEFAULT_COST_BUDGET, measure } from '../../../src/engine/core/cost';
import { estimateAction } from '../../../src/engine/core/game';
import { odds } from '../../../src/engine/core/program';
import { CHARACTER_UNITS, CHECK_UNITS } from '../../../src/engine/wartime/characters';
import { WARTIME_LIMITS } from '../../../src/engine/wartime/limits';
import { WARTIME_WORST_CASES } from '../../../src/engine/wartime/worst-cases';
import { WartimeCatalog } from '../../../src/engine/wartime';
import { planTurnOrder } from '../../../src/engine/wartime/squad';
import { WARTIME_RULE_VALID } from './rule-valid';
import { fuzzSeed } from '../../support/seed';
import { areaBody, areaShape, Body, character, formationMeleeShape, FULL_PLAN, meleeShape, meleeTransportShape, Profile, shotShape, turnOrderBody, volleyShape } from './abuse.bodies';
import { catalogOf, gameOf, verdict, weigh } from '../../abuse/support';

/*
 * Wartime's cost models (src/engine/wartime/cost.ts) against the units the work really counts,
 * over every dimension a body can grow in up to the caps: the extremes of each, random bodies on a
 * fixed seed, and the bodies that fill the budget. For each body the rules admit, the model's
 * estimate is at least what the whole resolution counts (plan, play, odds, render), and with the
 * default budget the body is either admitted or refused before any work; the heaviest body
 * admitted per action is no heavier than a declared worst case. Units, never timings.
 */

const GAME = 'wartime';

/** The heaviest admitted body found per action (filled by the searches, read by the last tests). */
const heaviest = new Map<string, { units: number; body: unknown }>();

/** Weighs `body`: what breaks the model's promises (empty when it holds); records the heaviest admitted body. */
function check(action: string, body: Body): string[] {
  const w = weigh(GAME, action, body);
  if (w.units === undefined) return [];
  const problems: string[] = [];
  const show = () => JSON.stringify(body).slice(0, 800);
  if (w.estimate.units < w.units) problems.push(`${action}: estimate ${w.estimate.units} < counted ${w.units}: ${show()}`);
  if (w.estimate.units > DEFAULT_COST_BUDGET) {
    // Refused by the model, naming a field, before any work.
    const v = verdict(GAME, action, body);
    if (v.admitted || v.spent !== 0 || !v.path) problems.push(`${action}: over the budget but ${JSON.stringify(v)}: ${show()}`);
  } else {
    const v = verdict(GAME, action, body);
    if (!v.admitted) problems.push(`${action}: estimate ${w.estimate.units} within the budget, refused ${JSON.stringify(v)}: ${show()}`);
    if (w.units > (heaviest.get(action)?.units ?? -1)) heaviest.set(action, { units: w.units, body });
  }
  return problems;
}

/** How many bodies the rules admitted (the rest are refused by a rule, not weighed). */
function checkAll(action: string, bodies: readonly Body[], least = 1): void {
  let weighed = 0;
  const problems = bodies.flatMap((b) => {
    const p = check(action, b);
    if (weigh(GAME, action, b).units !== undefined) weighed++;
    return p;
  });
  expect(problems).toEqual([]);
  expect(weighed).toBeGreaterThanOrEqual(least);
}

const estimate = (action: string, body: Body): number => estimateAction(gameOf(GAME), action, body, catalogOf(GAME)).units;

const p = (over: Partial<Profile> = {}): Profile => ({ con: 6, agi: 6, int: 5, rea: 5, vol: 6, damage: 3, ranged: false, protection: 3, fortune: 0, ...over });
const sergeant = { archetype: 'sergeant' };

// ---------------------------------------------------------------------------------------------

describe('Wartime cost models: upper bounds of the counted work, over the caps', () => {
  const seed = fuzzSeed(2127, 'Wartime cost models');


  it('melee: exchanges, foes, Vitality and the losses a strike deals, at their extremes', () => {
    const bodies: Body[] = [];
    // A strike that takes one point (Damage at the Defense), a few, or everything.
    for (const [damage, protection] of [[1, 5], [3, 3], [5, 1], [10, 0]])
      for (const con of [2, 6, 10])
        for (const attacks of [1, 5, WARTIME_LIMITS.attacks])
          for (const foes of [1, WARTIME_LIMITS.defenders])
            for (const vitality of [false, true]) {
              const fighter = character(p({ con, damage, protection }));
              bodies.push({ attacker: fighter, defenders: Array.from({ length: foes }, (_, i) => ({ ...fighter, ...(i > 0 ? { distance: 1 } : {}) })), attacks, charge: attacks > 1, options: { vitality } });
            }
    checkAll('melee', bodies);
  });

  it('melee: Fortune on either side, every plan field, few points and many', () => {
    const bodies: Body[] = [];
    const plans = [{ impact: { rerollFumble: true } }, { damage: { rerollFumble: true } }, { cancel: ['damage'] }, { impact: { instead: 'critical', rerollFumble: true }, damage: { instead: 'pass' } }, FULL_PLAN];
    for (const plan of plans)
      for (const points of [1, 3, 10])
        for (const side of ['attacker', 'defender', 'both'])
          for (const vitality of [false, true]) {
            const a = character(p({ fortune: side === 'defender' ? 0 : points, con: 5, damage: 2, protection: 4, agi: 4 }));
            const d = character(p({ fortune: side === 'attacker' ? 0 : points, con: 3, damage: 8, protection: 0, agi: 3, vol: 7 }));
            bodies.push({ attacker: side === 'defender' ? a : { ...a, fortunePlan: plan }, defenders: [side === 'attacker' ? d : { ...d, fortunePlan: plan }], options: { vitality } });
          }
    bodies.push({ attacker: { ...sergeant, fortunePlan: { impact: { rerollFumble: true } } }, defenders: [sergeant, { ...sergeant, distance: 1 }], options: { vitality: true } });
    checkAll('melee', bodies);
  });

  it('melee: random bodies between characters, against transports, and formations', () => {
    checkAll('melee', fc.sample(meleeShape, { seed, numRuns: 90 }), 20);
    checkAll('melee', fc.sample(meleeTransportShape, { seed: seed + 1, numRuns: 40 }), 10);
    checkAll('melee', fc.sample(formationMeleeShape, { seed: seed + 2, numRuns: 40 }), 20);
  });

  it('melee: formations at their largest, and supporters against a mech', () => {
    const bodies: Body[] = [];
    for (const [a, b] of [[p({ damage: 1, protection: 2 }), p({ damage: 1, protection: 2 })], [p({ damage: 10, protection: 0, con: 10 }), p({ damage: 1, protection: 6 })]])
      for (const pairs of [1, WARTIME_LIMITS.inCommon])
        for (const facing of ['front', 'rear'])
          bodies.push({ attacker: { ...character(a), formation: { size: WARTIME_LIMITS.formationSize } }, defenders: [{ ...character(b), formation: { size: WARTIME_LIMITS.formationSize } }], inCommon: pairs, charge: true, facing });
    for (const dice of [1, WARTIME_LIMITS.coordinatedDice])
      for (const facing of ['front', 'rear'])
        bodies.push({ attacker: sergeant, defenders: [{ kind: 'transport', transport: 'mech', pilot: { archetype: 'mech-pilot' } }], facing, coordinated: { dice }, attacks: WARTIME_LIMITS.attacks, options: { vitality: true } });
    checkAll('melee', bodies);
  });

  it('shot: attacks, cover, Vitality, formations and supporters at their extremes', () => {
    const bodies: Body[] = [];
    const covers = [[], [{ defense: 4, hidden: 'half' }], Array.from({ length: WARTIME_LIMITS.coverElements }, () => ({ defense: 10, hidden: 'full' }))];
    for (const [damage, protection] of [[1, 5], [4, 2], [10, 0]])
      for (const cover of covers)
        for (const attacks of [1, WARTIME_LIMITS.attacks])
          for (const vitality of [false, true]) {
            const shooter = character(p({ damage, ranged: true }));
            bodies.push({ attacker: shooter, target: { ...character(p({ con: 10, protection })), cover }, attacks, options: { vitality } });
            bodies.push({ attacker: shooter, target: { ...character(p({ protection })), formation: { size: WARTIME_LIMITS.formationSize }, cover }, attacks, facing: 'rear', options: { vitality } });
          }
    for (const dice of [1, WARTIME_LIMITS.coordinatedDice])
      for (const facing of ['front', 'rear'])
        bodies.push({ attacker: sergeant, weapon: 'pistol', target: { kind: 'transport', transport: 'light-tank', cover: covers[1] }, facing, coordinated: { dice }, attacks: WARTIME_LIMITS.attacks, options: { vitality: true } });
    bodies.push({ attacker: sergeant, weapon: 'pistol', target: { kind: 'transport', transport: 'light-tank' }, facing: 'left', coordinated: { supporters: Array.from({ length: 8 }, () => ({ archetype: 'rifleman' })) } });
    checkAll('shot', bodies);
  });

  it('shot: Fortune on the shooter and on the target', () => {
    const bodies: Body[] = [];
    for (const points of [1, 3, 10])
      for (const [aPlan, tPlan] of [[FULL_PLAN, undefined], [undefined, FULL_PLAN], [FULL_PLAN, FULL_PLAN], [{ impact: { instead: 'critical' }, damage: { instead: 'pass', rerollFumble: true } }, { cancel: ['impact', 'damage'], defense: { instead: 'pass' } }]])
        for (const vitality of [false, true]) {
          const a = character(p({ fortune: aPlan ? points : 0, damage: 2, ranged: true }));
          const t = character(p({ fortune: tPlan ? points : 0, con: 8, protection: 3 }));
          bodies.push({ attacker: aPlan ? { ...a, fortunePlan: aPlan } : a, target: { ...(tPlan ? { ...t, fortunePlan: tPlan } : t), cover: [{ defense: 4, hidden: 'half' }] }, options: { vitality } });
        }
    checkAll('shot', bodies);
  });

  it('shot: random single targets, volleys and areas', () => {
    checkAll('shot', fc.sample(shotShape, { seed: seed + 3, numRuns: 90 }), 20);
    checkAll('shot', fc.sample(volleyShape, { seed: seed + 4, numRuns: 40 }), 20);
    checkAll('shot', fc.sample(areaShape, { seed: seed + 5, numRuns: 30 }), 10);
  });

  it('shot: the largest volley and the fullest area', () => {
    const bodies: Body[] = [];
    for (const [damage, protection] of [[1, 3], [5, 1]])
      for (const vitality of [false, true]) {
        bodies.push({ attacker: { ...character(p({ damage, ranged: true })), formation: { size: WARTIME_LIMITS.formationSize } }, shooters: WARTIME_LIMITS.shooters, target: { ...character(p({ protection })), formation: { size: WARTIME_LIMITS.formationSize } }, facing: 'rear', options: { vitality } });
        bodies.push({ attacker: { ...character(p({ damage, ranged: true })), formation: { size: WARTIME_LIMITS.formationSize } }, shooters: WARTIME_LIMITS.shooters, target: character(p({ con: 10, protection })), options: { vitality } });
      }
    const plan = { ignoreDamage: true, cancel: ['damage'], defense: { instead: 'critical', rerollFumble: true } };
    for (const weapon of ['grenade-launcher', 'flamethrower', 'fireball'])
      for (const fortune of [0, 10])
        for (const vitality of [false, true]) {
          const victim = { ...character(p({ con: 10, protection: 6, fortune })), ...(fortune ? { fortunePlan: plan } : {}), cover: [{ defense: 3, hidden: 'half' }] };
          bodies.push(areaBody(weapon, p({ fortune: 10 }), { impact: { instead: 'critical', rerollFumble: true } }, Array(WARTIME_LIMITS.areaModels).fill(victim), 1, { vitality }));
        }
    checkAll('shot', bodies);
  });

  it('turn-order: players, characters and their Reactions, drawn or given, with dice that keep tying', () => {
    const bodies: Body[] = [];
    for (const n of [1, 2, 5, WARTIME_LIMITS.players])
      for (const characters of [1, WARTIME_LIMITS.characters])
        for (const kind of ['reaction', 'members', 'character', 'inline'] as const)
          for (const initiative of [false, true]) bodies.push(turnOrderBody(n, characters, kind, initiative));
    // Every player rolling 7 again and again, as long as the dice last.
    for (const n of [2, WARTIME_LIMITS.players]) bodies.push(turnOrderBody(n, n, 'reaction', false, Array(200).fill(7)));
    checkAll('turn-order', bodies);
  });

  it('squad: members listed or counted, placed close together, joining, charging, a formation', () => {
    const inline = character(p({ ranged: true }));
    const bodies: Body[] = [];
    for (const n of [1, WARTIME_LIMITS.squadMembers])
      for (const listed of [false, true])
        for (const placed of [false, true]) {
          const member = (i: number) => ({ ...(i % 2 ? inline : { archetype: 'rifleman' }), ...(placed ? { position: { x: i * 0.5, y: 0 } } : {}) });
          const members = listed ? Array.from({ length: n }, (_, i) => member(i)) : [{ ...member(0), count: n }];
          bodies.push({ members, joining: Array(100).fill(3), charge: { leftover: Array(100).fill(2) }, formation: { weapons: Array(20).fill({ profile: { name: 'w', energy: 1, damage: 3, range: 5 } }) }, damage: 30, lost: Math.floor(n / 2) });
        }
    checkAll('squad', bodies);
  });

  it('the actions of one roll or two: check, opposed-check, probability, will-check, trap', () => {
    const lucky = (fortune: number) => ({ ...character(p({ fortune, con: 10 })), will: Array(WARTIME_LIMITS.willEffects).fill('critical') });
    const situation = { simultaneousActions: WARTIME_LIMITS.simultaneousActions, outOfTurn: true, interrupting: true, modifiers: Array.from({ length: 20 }, (_, i) => ({ name: `m${i}`, value: (i % 3) - 1 })) };
    const fortunes = [undefined, { rerollFumble: true }, { instead: 'pass', rerollFumble: true }, { instead: 'critical', rerollFumble: true }];
    const checks: Body[] = [];
    for (const fortune of fortunes) for (const attribute of ['con', 'agi', 'vol']) checks.push({ attribute, character: lucky(10), ...(fortune ? { fortune } : {}), difficult: true, engagedEnemies: 50, situation });
    checkAll('check', checks);
    checkAll('opposed-check', [{ actor: { attribute: 'agi', character: lucky(10), situation }, opponent: { attribute: 'agi', value: 10, situation } }, { actor: { attribute: 'rea', value: 1 }, opponent: { attribute: 'rea', character: sergeant } }]);
    checkAll('probability', [0, 0.5, 33.3, 99.9, 100].map((percent) => ({ percent, label: 'the bridge holds' })));
    const wills: Body[] = [];
    for (const trigger of [{ type: 'bonus', name: 'x' }, { type: 'losses', before: 1000, lost: 999 }, { type: 'fortune', recoverVitality: true }, { type: 'five-to-one', enemies: 1000, allies: 1 }, { type: 'cowed' }])
      for (const who of [{ character: lucky(10) }, { squad: { size: 100, highestWill: 10, will: Array(10).fill('critical') } }, { squad: { members: Array(WARTIME_LIMITS.squadMembers).fill(lucky(10)) } }])
        wills.push({ ...who, trigger, acting: true, situation });
    checkAll('will-check', wills);
    const traps: Body[] = [];
    for (const fortune of fortunes)
      for (const vitality of [false, true])
        for (const transport of [undefined, 'light-tank', 'mech', 'motorbike'])
          traps.push({ zone: 'minefield', ...(transport ? { transport: { transport, pilot: lucky(10), facing: 'rear' } } : { character: lucky(10) }), ...(fortune ? { fortune } : {}), situation, options: { vitality } });
    checkAll('trap', traps);
  });

  it('every action: random bodies the rules allow (the fuzz suite\'s), and turn orders and squads of every size', () => {
    for (const [i, [action, shape]] of Object.entries(WARTIME_RULE_VALID).entries()) checkAll(action, fc.sample(shape, { seed: seed + 10 + i, numRuns: 15 }) as Body[]);
    const kinds = fc.constantFrom('reaction', 'members', 'character', 'inline') as fc.Arbitrary<'reaction' | 'members' | 'character' | 'inline'>;
    const orders = fc.record({ n: fc.integer({ min: 1, max: WARTIME_LIMITS.players }), c: fc.integer({ min: 1, max: WARTIME_LIMITS.characters }), kind: kinds, given: fc.boolean() });
    checkAll('turn-order', fc.sample(orders, { seed: seed + 20, numRuns: 20 }).map(({ n, c, kind, given }) => turnOrderBody(n, c, kind, given)));
    const squads = fc.record({ n: fc.integer({ min: 1, max: WARTIME_LIMITS.squadMembers }), spacing: fc.constantFrom(0.5, 3, 10), listed: fc.boolean() });
    checkAll(
      'squad',
      fc.sample(squads, { seed: seed + 21, numRuns: 20 }).map(({ n, spacing, listed }) => ({
        members: listed ? Array.from({ length: n }, (_, i) => ({ archetype: 'rifleman', position: { x: i * spacing, y: 0 } })) : [{ archetype: 'rifleman', count: n }],
      })),
    );
  });

  it('the declared worst cases fit the budget, and `beyond` is refused', () => {
    for (const c of WARTIME_WORST_CASES) {
      expect({ name: c.name, ...verdict(GAME, c.action, c.request as Body) }).toMatchObject({ name: c.name, admitted: true });
      if (c.beyond !== undefined) expect({ name: c.name, ...verdict(GAME, c.action, c.beyond as Body) }).toMatchObject({ name: c.name, admitted: false });
    }
  });

  it('the heaviest admitted body of each action counts no more than a declared worst case', () => {
    const declared = new Map<string, number>();
    for (const c of WARTIME_WORST_CASES) declared.set(c.action, Math.max(declared.get(c.action) ?? 0, weigh(GAME, c.action, c.request as Body).units ?? 0));
    const lightest = Math.min(...declared.values());
    const report = [...heaviest].map(([action, h]) => `  ${action}: ${h.units} (declared ${declared.get(action) ?? '-'})`);
    console.log(`Wartime heaviest admitted bodies found (units):\n${report.join('\n')}`);
    // Every action the searches above reach (they run first, in this file's order).
    expect([...heaviest.keys()].sort()).toEqual(Object.keys(gameOf(GAME).actions).sort());
    // An action without a declared worst case is lighter than every declared one.
    const heavier = [...heaviest].filter(([action, h]) => h.units > (declared.get(action) ?? lightest)).map(([action, h]) => ({ action, units: h.units, body: h.body }));
    expect(heavier).toEqual([]);
  });

  it('one exchange more than the declared fights, or a heavier Fortune plan, is refused by the model before any work', () => {
    const fight = (attacks: number): Body => ({ attacker: sergeant, defenders: [sergeant], attacks, options: { vitality: true } });
    const most = WARTIME_WORST_CASES.find((c) => c.name.includes('between sergeants'))?.request as Body;
    expect(verdict(GAME, 'melee', most)).toMatchObject({ admitted: true });
    expect(verdict(GAME, 'melee', fight((most.attacks as number) + 1))).toEqual({ admitted: false, path: 'attacks', spent: 0 });
    const heavy: Body = { attacker: { ...sergeant, fortunePlan: FULL_PLAN }, defenders: [{ ...sergeant, fortunePlan: FULL_PLAN }], options: { vitality: true } };
    expect(verdict(GAME, 'melee', heavy)).toEqual({ admitted: false, path: 'attacker.fortunePlan', spent: 0 });
  });

  it("an area's odds count the geometry: every scatter a projection groups and every model tested at a landing", () => {
    const grenade = WARTIME_WORST_CASES.find((c) => c.name.startsWith('a grenade'))?.request as Body;
    const victims = 1 + (grenade.models as unknown[]).length + 1;
    // Each model's projection and the blast itself group the 120 scatters (d12 x d10) once each;
    // the 120 landings are tested against every model once.
    expect(weigh(GAME, 'shot', grenade).units).toBeGreaterThanOrEqual(120 * (victims + 1) + 120 * victims);
  });

  it('inline characters are weighed as they are checked (a unit count per profile priced)', () => {
    const inline = turnOrderBody(WARTIME_LIMITS.players, WARTIME_LIMITS.characters, 'inline', true);
    const reactions = turnOrderBody(WARTIME_LIMITS.players, WARTIME_LIMITS.characters, 'reaction', true);
    // Each inline character: its profile and its inline weapon priced (CHECK_UNITS each), then resolved.
    expect((weigh(GAME, 'turn-order', inline).units ?? 0) - (weigh(GAME, 'turn-order', reactions).units ?? 0)).toBeGreaterThanOrEqual(WARTIME_LIMITS.characters * (2 * CHECK_UNITS + CHARACTER_UNITS));
  });

  it('eight players draw the initiative in a few units (the count, not every tie)', () => {
    const catalog = catalogOf(GAME) as WartimeCatalog;
    const plan = planTurnOrder(turnOrderBody(WARTIME_LIMITS.players, WARTIME_LIMITS.players, 'reaction', false) as never, catalog);
    expect(measure(() => odds(plan.program)).units).toBeLessThan(20);
    // Ten of them in one request (a GraphQL operation's aliases) share one budget, and fit it.
    expect(10 * estimate('turn-order', turnOrderBody(WARTIME_LIMITS.players, WARTIME_LIMITS.players, 'reaction', false))).toBeLessThan(DEFAULT_COST_BUDGET);
  });
});
