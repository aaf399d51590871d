import fc from 'fast-check';
import type { AeAction } from '../../src/engine/ae-wwii';

/**
 * Bodies for the AE-WWII resolve DTOs, written from the contract (docs/api.md, requests.ts) and not
 * from the derived schema, so the fuzz test compares two independent readings. They aim at the
 * valid space and its edges (limits, unicode names); some are invalid on purpose (a name that
 * is one code point too long), which is fine: the test only asks both validators to agree.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Body = { [k: string]: Json };

const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });
const num = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), int(Math.ceil(min), Math.floor(max)), fc.constantFrom(min, max));
const name = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: max }),
    fc.string({ minLength: 1, maxLength: max, unit: 'binary' }),
    fc.string({ minLength: 1, maxLength: Math.ceil(max / 2), unit: 'grapheme' }),
    fc.constantFrom('x', '\u2764\uFE0F', '\uD83D\uDE00'.repeat(max / 2), '\uD83D\uDE00'.repeat(max), '\uD83D\uDE00'.repeat(max + 1), 'a'.repeat(max)),
  );
const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** fc.record with every key optional except `required`. */
function rec(shape: Record<string, fc.Arbitrary<Json>>, required: readonly string[]): fc.Arbitrary<Body> {
  return fc.record(shape, { requiredKeys: required as string[] }) as fc.Arbitrary<Body>;
}

const point = rec({ x: num(-1000, 1000), y: num(-1000, 1000) }, ['x', 'y']);

const unitProfile = rec(
  {
    name: name(60),
    movement: int(0, 20),
    rangedCombat: fc.oneof(int(2, 7), fc.constant(null)),
    closeCombat: int(0, 20),
    armor: int(0, 20),
    strength: int(0, 20),
    drive: int(0, 20),
    wounds: int(1, 20),
    training: pick(['green', 'regular', 'veteran', 'elite']),
    specialRules: fc.uniqueArray(pick(['psi-officer', 'chuman', 'doktor', 'mechanic']), { maxLength: 4 }),
  },
  ['movement', 'rangedCombat', 'closeCombat', 'armor', 'strength', 'drive', 'wounds', 'training'],
);

const weaponProfile = rec(
  {
    name: name(60),
    range: num(0, 1000),
    strength: int(0, 20),
    strengthDice: int(0, 4),
    rateOfFire: fc.tuple(int(1, 99), int(1, 99)).map(([a, b]) => `${a}:${b}`),
    moveAndFire: fc.boolean(),
    indirect: fc.boolean(),
    areaOfEffect: num(0, 20),
    arc: num(0, 100),
    ignoresCover: fc.boolean(),
  },
  ['range', 'strength', 'rateOfFire'],
);

const modelState = rec(
  {
    name: name(60),
    woundsTaken: int(0, 19),
    impervious: int(2, 6),
    psiPower: pick(['clouded-minds', 'mental-stun', 'psychic-push']),
    strengthBonus: int(-10, 10),
    actionPointsBonus: int(-8, 8),
    position: point,
    baseRadius: num(0, 10),
    cover: pick(['none', 'light', 'substantial', 'heavy']),
    side: pick(['friendly', 'enemy']),
  },
  [],
);

const model: fc.Arbitrary<Body> = fc
  .tuple(fc.oneof(fc.tuple(slug, slug).map(([f, u]) => ({ unit: `${f}/${u}` })), unitProfile.map((profile) => ({ profile }))), modelState)
  .map(([who, state]) => ({ ...state, ...who }) as Body);

const dice = fc.oneof(
  fc.record({ seed: name(128) }),
  fc.record({ values: fc.array(int(1, 12), { maxLength: 200 }) }),
) as fc.Arbitrary<Body>;

const edition = pick(['en', 'es', 'fr']);
const ap = int(1, 8);
const weapon: fc.Arbitrary<Json> = fc.oneof(slug, weaponProfile.map((profile) => ({ profile })));

export const validBodies: { readonly [A in AeAction]: fc.Arbitrary<Body> } = {
  shot: rec(
    {
      edition,
      attacker: model,
      weapon,
      target: model,
      distance: num(0, 1000),
      cover: pick(['none', 'light', 'substantial', 'heavy']),
      actionPoints: ap,
      moveAndFire: fc.boolean(),
      aim: point,
      models: fc.array(model, { maxLength: 4 }),
      dice,
    },
    ['attacker', 'weapon', 'actionPoints'],
  ),
  melee: rec({ edition, attacker: model, defender: model, actionPoints: ap, charge: fc.boolean(), dice }, ['attacker', 'defender']),
  initiative: rec(
    {
      edition,
      sides: fc.uniqueArray(rec({ name: name(40), highestDrive: int(0, 20) }, ['name', 'highestDrive']), {
        minLength: 2,
        maxLength: 8,
        selector: (s) => s.name,
      }),
      dice,
    },
    ['sides'],
  ),
  movement: rec({ edition, model, mode: pick(['move', 'sprint', 'charge']), actionPoints: ap, difficultGround: fc.boolean(), dice }, ['model', 'mode']),
  inoculation: rec({ edition, doktor: model, target: model, inBaseContact: fc.boolean(), dice }, ['doktor', 'target']),
  'ap-transfer': rec({ edition, mechanic: model, recipient: model, actionPoints: ap, inBaseContact: fc.boolean(), dice }, ['mechanic', 'recipient', 'actionPoints']),
  'psi-power': rec(
    { edition, caster: model, power: pick(['clouded-minds', 'mental-stun', 'psychic-push']), target: model, towards: point, dice },
    ['caster', 'power'],
  ),
};

/** Values that are the wrong type, out of range or otherwise suspicious almost anywhere. */
export const oddValues: readonly Json[] = [
  null, true, false, 0, -1, 1.5, 2.5, 7, 13, 21, 1001, -1001, 1e21, -0.000001, '', 'x', '4', 'a/b', 'kar98k', '1:1', '0:1',
  'en', 'green', 'light', [], [1], [13], ['x'], [null], [{}], {}, { a: 1 }, { profile: {} }, { seed: 's' }, { values: [] },
  { x: 0, y: 0 }, { unit: 'a/b' },
];

export const extraKeys: readonly string[] = ['foo', '__proto__', 'constructor', '$object', 'toString', 'hasOwnProperty', 'profile', 'unit', ''];

export type Mutation =
  | { readonly kind: 'replace'; readonly value: Json }
  | { readonly kind: 'delete' }
  | { readonly kind: 'extra'; readonly key: string; readonly value: Json }
  | { readonly kind: 'nudge'; readonly delta: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  pick(oddValues).map((value) => ({ kind: 'replace', value }) as const),
  fc.constant({ kind: 'delete' } as const),
  fc.tuple(pick(extraKeys), pick(oddValues)).map(([key, value]) => ({ kind: 'extra', key, value }) as const),
  pick([-1, 1, 0.5, -0.5, 100, -100]).map((delta) => ({ kind: 'nudge', delta }) as const),
);

type Path = (string | number)[];

function paths(node: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(node)) node.forEach((v, i) => paths(v, [...at, i], out));
  else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) paths(v, [...at, k], out);
  return out;
}

/** Defines an own enumerable key, even `__proto__` (as JSON.parse would). */
const define = (o: object, k: string | number, v: Json): void => {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
};

/** Applies one mutation at the `choice`-th node of a copy of `body`, then round-trips it as JSON. */
export function mutate(body: Body, choice: number, m: Mutation): Json {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  const all = paths(copy);
  const path = all[choice % all.length] as Path;
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'extra') define(copy as object, m.key, m.value);
    return JSON.parse(JSON.stringify(copy)) as Json;
  }
  const parent = path.slice(0, -1).reduce<Json>((n, k) => (n as Record<string | number, Json>)[k] as Json, copy) as Record<string | number, Json> | Json[];
  const key = path[path.length - 1] as string | number;
  const current = (parent as Record<string | number, Json>)[key] as Json;
  switch (m.kind) {
    case 'replace':
      define(parent, key, m.value);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Record<string, Json>)[key];
      break;
    case 'extra':
      if (current !== null && typeof current === 'object' && !Array.isArray(current)) define(current, m.key, m.value);
      else define(parent, m.key, m.value);
      break;
    case 'nudge':
      if (typeof current === 'number') define(parent, key, current + m.delta);
      else if (Array.isArray(current)) current.push(...current.slice(0, 1));
      break;
  }
  return JSON.parse(JSON.stringify(copy)) as Json;
}
