import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { SeededDice } from '../core/dice';
import { Dist } from '../core/dist';
import { odds, Program } from '../core/program';
import { stateKey } from '../core/state';
import { bruteForce, sampleOdds } from '../testing/brute-force';
import { WARTIME, WartimeAction, WartimeRequestByAction } from './index';
import { CharacterInput } from './requests';

/**
 * Every Wartime action's exact odds against (1) the brute-force twin, which plays the same rule
 * once per possible dice sequence, and (2) 100,000 seeded plays within 4 standard errors (plus three
 * counts, for outcomes too rare for the normal approximation). A d10
 * game branches tenfold per die, so the brute-force cases are kept to about five dice deep;
 * longer situations (several exchanges, volleys) are checked by sampling.
 */
const catalog = seedWartimeCatalog();
const programOf = <A extends WartimeAction>(action: A, req: WartimeRequestByAction[A]): Program<unknown> => {
  try {
    return WARTIME.actions[action].plan(req, { catalog, edition: undefined }).program as Program<unknown>;
  } catch (e) {
    throw new Error(`${action}: ${(e as Error).message}`);
  }
};

interface Case {
  readonly name: string;
  readonly program: Program<unknown>;
  /** Brute force up to this many dice (sequences beyond are cut and bound the difference). */
  readonly maxDice?: number;
  /** Too deep for the brute-force twin: checked by sampling only. */
  readonly sampleOnly?: boolean;
}

const body = (con: number, agi: number, int: number, rea: number, vol: number) => ({ profile: { con, agi, int, rea, vol } });
/** AGI 6, CON 5, VOL 5, Defense 3 (flak vest), a knife, Fortune 2. */
const reyes: CharacterInput = { profile: { name: 'Reyes', body: body(5, 6, 4, 5, 5), weapons: ['assault-rifle', 'combat-knife'], protections: ['flak-vest'], fortune: 2, baseDiameter: 2.5 } };
const rifleman: CharacterInput = { archetype: 'rifleman' };
const sergeant: CharacterInput = { archetype: 'sergeant' };

const cases: Case[] = [
  { name: 'check: AGI 6, two actions at once', program: programOf('check', { attribute: 'agi', character: rifleman, situation: { simultaneousActions: 2 } }) },
  { name: 'check: Fortune rerolls a fumble (Will check)', program: programOf('check', { attribute: 'agi', character: reyes, fortune: { rerollFumble: true } }) },
  { name: 'check: Fortune buys a critical, acting (Will check may fail it)', program: programOf('check', { attribute: 'int', character: { profile: { name: 'Lucky', body: body(5, 6, 4, 5, 5), fortune: 3, baseDiameter: 2.5 } }, fortune: { instead: 'critical', rerollFumble: true } }) },
  { name: 'check: clamped above 10', program: programOf('check', { attribute: 'agi', value: 9, situation: { modifiers: [{ name: 'scope', value: 4 }] } }) },
  { name: 'opposed-check: equal attributes (full ties)', program: programOf('opposed-check', { actor: { attribute: 'agi', value: 5 }, opponent: { attribute: 'agi', value: 5 } }) },
  { name: 'opposed-check: modifiers on one side', program: programOf('opposed-check', { actor: { attribute: 'rea', value: 7, situation: { outOfTurn: true, interrupting: true } }, opponent: { attribute: 'rea', character: sergeant } }) },
  { name: 'probability: 30% on d100', program: programOf('probability', { percent: 30 }) },
  { name: 'probability: 100%', program: programOf('probability', { percent: 100 }) },
  { name: 'will-check: last man of a squad', program: programOf('will-check', { squad: { size: 1, highestWill: 6 }, trigger: { type: 'losses', before: 6, lost: 5 } }) },
  { name: 'will-check: squad of 10 cowed', program: programOf('will-check', { squad: { size: 10, highestWill: 5 }, trigger: { type: 'cowed' }, acting: true }) },
  { name: 'shot: rifle at a rifleman', program: programOf('shot', { attacker: rifleman, target: rifleman }) },
  { name: 'shot: half cover, a miss may strike the wall', program: programOf('shot', { attacker: rifleman, target: { ...rifleman, cover: [{ name: 'wall', defense: 5, hidden: 'half' }] } }) },
  {
    name: 'shot: the target ignores damage with Fortune (Will check)',
    program: programOf('shot', { attacker: rifleman, target: { ...reyes, fortunePlan: { ignoreDamage: true } } }),
  },
  {
    name: 'shot: the attacker buys its impact, the target cancels the damage die',
    program: programOf('shot', { attacker: { ...reyes, fortunePlan: { impact: { instead: 'pass' } } }, weapon: 'assault-rifle', target: { ...sergeant, fortunePlan: { cancel: ['damage'] } } }),
  },
  { name: 'shot: Vitality rules', program: programOf('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { ...rifleman, vitalityLost: 2 }, options: { vitality: true, prone: true } }) },
  { name: 'shot: two attacks at a tank\u2019s rear', program: programOf('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { kind: 'transport', transport: 'light-tank' }, facing: 'rear', attacks: 2 }) },
  { name: 'shot: into a formation\u2019s flank', program: programOf('shot', { attacker: rifleman, target: { ...rifleman, formation: { size: 6 } }, facing: 'left' }) },
  { name: 'shot: a two-shooter volley at a wall', program: programOf('shot', { attacker: { ...rifleman, formation: { size: 4 } }, shooters: 2, target: { kind: 'scenery', zone: 'ruined-wall', element: 'wall' } }) },
  {
    name: 'shot: coordinated attack on a tank',
    program: programOf('shot', { attacker: sergeant, weapon: 'assault-rifle', target: { kind: 'transport', transport: 'light-tank' }, facing: 'left', coordinated: { dice: 2 } }),
  },
  {
    name: 'shot: grenade on a rifleman, scattering on a miss',
    program: programOf('shot', {
      attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } },
      target: { ...rifleman, position: { x: 0, y: 24 } },
      scale: 28,
    }),
  },
  {
    name: 'shot: grenade between two motorbikes',
    program: programOf('shot', {
      attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } },
      aim: { x: 0, y: 24 },
      models: [
        { kind: 'transport', transport: 'motorbike', position: { x: -3, y: 24 } },
        { kind: 'transport', transport: 'motorbike', position: { x: 4, y: 26 } },
      ],
      scale: 28,
    }),
  },
  { name: 'melee: one exchange, knives', program: programOf('melee', { attacker: rifleman, defenders: [rifleman] }), maxDice: 5 },
  { name: 'melee: charge against a defenceless wall, rolling for criticals', program: programOf('melee', { attacker: rifleman, defenders: [{ kind: 'scenery', zone: 'ruined-wall', element: 'wall' }], charge: true, attacks: 2, rollImpact: true }) },
  {
    name: 'melee: both sides roll impact fumbles again with Fortune',
    program: programOf('melee', { attacker: { ...reyes, fortunePlan: { impact: { rerollFumble: true } } }, defenders: [{ ...sergeant, fortunePlan: { impact: { rerollFumble: true } } }] }),
    maxDice: 5,
  },
  { name: 'melee: attacker fails 5 to 1', program: programOf('melee', { attacker: { ...rifleman, fiveToOneFailed: true }, defenders: [sergeant] }) },
  {
    name: 'melee: formations, one pair and one reroll',
    program: programOf('melee', { attacker: { ...rifleman, formation: { size: 5 } }, defenders: [{ ...rifleman, formation: { size: 4 } }], inCommon: 1 }),
    maxDice: 6,
  },
  { name: 'turn-order: two players draw the initiative', program: programOf('turn-order', { players: ['Ana', 'Ben'], characters: [{ name: 'a', player: 'Ana', reaction: 5 }] }), maxDice: 6 },
  { name: 'turn-order: three players', program: programOf('turn-order', { players: ['Ana', 'Ben', 'Cai'], characters: [{ name: 'a', player: 'Ana', reaction: 5 }] }), maxDice: 6 },
  { name: 'trap: a rifleman with Vitality', program: programOf('trap', { zone: 'minefield', character: rifleman, options: { vitality: true } }) },
  { name: 'trap: a tank crossing', program: programOf('trap', { zone: 'minefield', transport: { transport: 'light-tank', pilot: rifleman } }) },
  // Deeper situations: sampling only.
  { name: 'melee: an exchange with Vitality and Fortune (one attack is the cap with Fortune)', program: programOf('melee', { attacker: { ...reyes, fortunePlan: { impact: { rerollFumble: true }, ignoreDamage: true } }, defenders: [sergeant], options: { vitality: true } }), sampleOnly: true },
  { name: 'melee: four exchanges with Vitality', program: programOf('melee', { attacker: reyes, defenders: [sergeant], attacks: 4, options: { vitality: true } }), sampleOnly: true },
  { name: 'melee: two defenders one after the other', program: programOf('melee', { attacker: sergeant, defenders: [{ archetype: 'militia' }, { archetype: 'militia', distance: 2 }], attacks: 4 }), sampleOnly: true },
  {
    name: 'melee: formations, four pairs and two rerolls, flank charge',
    program: programOf('melee', { attacker: { ...rifleman, formation: { size: 10 } }, defenders: [{ archetype: 'militia', formation: { size: 8 } }], inCommon: 4, charge: true, facing: 'right' }),
    sampleOnly: true,
  },
  { name: 'shot: a five-shooter volley at a formation', program: programOf('shot', { attacker: { ...rifleman, formation: { size: 8 } }, shooters: 5, target: { archetype: 'militia', formation: { size: 6 } } }), sampleOnly: true },
  { name: 'shot: in cover with Fortune on both sides', program: programOf('shot', { attacker: { ...sergeant, fortunePlan: { impact: { rerollFumble: true } } }, weapon: 'assault-rifle', target: { ...reyes, fortunePlan: { ignoreDamage: true, cancel: ['impact'] }, cover: [{ defense: 4, hidden: 'full' }] } }), sampleOnly: true },
  { name: 'shot: in cover, Fortune on the attacker, Vitality', program: programOf('shot', { attacker: { ...sergeant, fortunePlan: { impact: { rerollFumble: true }, damage: { instead: 'pass' } } }, weapon: 'assault-rifle', target: { ...reyes, cover: [{ defense: 4, hidden: 'half' }] }, options: { vitality: true } }), sampleOnly: true },
];

const SAMPLES = 100_000;
const p = (dist: Dist<unknown>, key: string) => dist.toArray().find((w) => stateKey(w.value) === key)?.p ?? 0;

describe('Wartime exact odds', () => {
  describe.each(cases)('$name', (c) => {
    const exact = odds(c.program);

    it('sum to 1', () => {
      expect(Math.abs(exact.totalWeight() - 1)).toBeLessThan(1e-12);
    });

    if (!c.sampleOnly) {
      it('equal the brute-force enumeration of every dice sequence', () => {
        const brute = bruteForce(c.program, { maxDice: c.maxDice });
        if (c.maxDice === undefined) expect(brute.cut).toBe(0);
        for (const key of new Set([...exact.toArray(), ...brute.dist.toArray()].map((w) => stateKey(w.value)))) {
          const diff = p(exact, key) - p(brute.dist, key);
          expect({ key, ok: diff >= -1e-12 && diff <= brute.cut + 1e-12 }).toEqual({ key, ok: true });
        }
      });
    }

    it(`agree with ${SAMPLES} seeded plays within 4 standard errors`, () => {
      const counts = sampleOdds(c.program, SeededDice.fromSeed(`wartime-${c.name}`), SAMPLES);
      for (const { value, p: q } of exact) {
        const key = stateKey(value);
        const observed = counts.get(key) ?? 0;
        // 4 standard errors of the count, plus 3 counts: an outcome of p = 1e-7 seen once in
        // 100,000 plays is luck, not a mistake, and a deep fight has hundreds of such outcomes.
        // (Sums of exact face weights may land a hair above 1: hence the max.)
        const sd = Math.sqrt(Math.max(0, SAMPLES * q * (1 - q)));
        expect({ key, ok: Math.abs(observed - SAMPLES * q) <= 4 * sd + 3 }).toEqual({ key, ok: true });
      }
      for (const key of counts.keys()) expect({ key, possible: p(exact, key) > 0 }).toEqual({ key, possible: true });
    });
  });
});
